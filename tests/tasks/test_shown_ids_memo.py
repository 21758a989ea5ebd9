"""(perf37) :func:`toolproof.tasks.shown_ids.named` remembers its answers by the text and the shapes
tuple's identity: every answer equals the scan's (:func:`~toolproof.tasks.shown_ids._named`), each input
the answer depends on (the text, the shapes) changes it when changed, and inputs that could change
under the memo (a list of shapes, a ``str`` subclass) are scanned every time.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from toolproof.service.id_shapes import IdShape
from toolproof.tasks import shown_ids
from toolproof.tasks.shown_ids import _named, declared, named

STRIPE = declared(("stripe",))
SLACK = declared(("slack",))
BOTH = declared(("stripe", "slack", "linear"))
KEYED = (IdShape("keyed", r"(?P<key>[A-Z]{2,3})-[0-9]{1,3}", keyed=True),)

PIECES = [
    "cus_", "re_", "ch_", "N2fXabc", "5MDs9Q", "ABCDEFGHIJKLMNOP", "0123456789", "x", "_", "-", "/",
    " ", "\n", '"', "{", "}", "C01ABCDEF2", "U0AB12CD34", "ENG-155", "OPS-2", "UTF-8", "é",
]  # fmt: skip
texts = st.lists(st.sampled_from(PIECES), max_size=30).map("".join)

REFUND = "refund re_5MDs9QabcdefghijK issued to cus_N2fXabcdefghijklmn in C01ABCDEF2"


@pytest.fixture(autouse=True)
def _empty_memo() -> Iterator[None]:
    shown_ids._NAMED.clear()
    shown_ids._NAMED_CHARS[0] = 0
    yield
    shown_ids._NAMED.clear()
    shown_ids._NAMED_CHARS[0] = 0


@settings(max_examples=300, deadline=None)
@given(text=texts, shapes=st.sampled_from([STRIPE, SLACK, BOTH, KEYED, BOTH + KEYED]))
def test_every_answer_is_the_scans_first_and_remembered(text: str, shapes: tuple[IdShape, ...]) -> None:
    expected = _named(text, shapes)
    first, second = named(text, shapes), named(text, shapes)
    assert first == expected
    assert second == expected
    assert first is not second  # a new list each call: a caller may change its own
    assert all(a is b for a, b in zip(first, second, strict=True))  # the same (immutable) items


def test_the_text_changes_the_answer() -> None:
    assert [t for t, _, _ in named(REFUND, BOTH)] == [
        "re_5MDs9QabcdefghijK", "cus_N2fXabcdefghijklmn", "C01ABCDEF2",
    ]  # fmt: skip
    other = REFUND.replace("re_5MDs9QabcdefghijK", "re_9ZZs9QabcdefghijK")
    assert next(t for t, _, _ in named(other, BOTH)) == "re_9ZZs9QabcdefghijK"
    assert named(REFUND + " x", BOTH) == named(REFUND, BOTH)  # no id added: the same ids
    assert (REFUND + " x", id(BOTH)) in shown_ids._NAMED


def test_the_shapes_change_the_answer() -> None:
    # the same text, remembered with one shapes tuple, is scanned again with another
    assert [t for t, _, _ in named(REFUND, STRIPE)] == ["re_5MDs9QabcdefghijK", "cus_N2fXabcdefghijklmn"]
    assert [t for t, _, _ in named(REFUND, SLACK)] == ["C01ABCDEF2"]
    assert [t for t, _, _ in named(REFUND, STRIPE)] == ["re_5MDs9QabcdefghijK", "cus_N2fXabcdefghijklmn"]
    # an equal tuple that is another object is its own entry
    copy = tuple(list(STRIPE))
    assert copy == STRIPE
    assert copy is not STRIPE
    assert named(REFUND, copy) == named(REFUND, STRIPE)
    assert {key for key in shown_ids._NAMED if key[0] == REFUND} == {
        (REFUND, id(STRIPE)), (REFUND, id(SLACK)), (REFUND, id(copy)),
    }  # fmt: skip


def test_a_keyed_shape_answers_its_key() -> None:
    assert named("see ENG-155 and OPS-2", KEYED) == [("ENG-155", KEYED[0], "ENG"), ("OPS-2", KEYED[0], "OPS")]
    assert named("see ENG-155 and OPS-2", KEYED)[1][2] == "OPS"


def test_the_entry_holds_its_shapes_so_their_id_is_not_reused() -> None:
    shapes = tuple(list(BOTH))
    key = ("cus_N2fXabcdefghijklmn", id(shapes))
    named(key[0], shapes)
    held = shown_ids._NAMED[key][0]
    assert held is shapes  # alive while the entry is, so no other tuple can take its id


def test_a_list_of_shapes_is_scanned_every_time() -> None:
    shapes = list(STRIPE)
    assert [t for t, _, _ in named(REFUND, shapes)] == ["re_5MDs9QabcdefghijK", "cus_N2fXabcdefghijklmn"]
    shapes[:] = list(SLACK)  # changed in place: same object, other shapes
    assert [t for t, _, _ in named(REFUND, shapes)] == ["C01ABCDEF2"]
    assert not shown_ids._NAMED


def test_a_str_subclass_is_scanned_every_time() -> None:
    class Text(str):
        pass

    assert named(Text(REFUND), STRIPE) == _named(REFUND, STRIPE)
    assert not shown_ids._NAMED


def test_the_memo_is_emptied_past_its_size(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(shown_ids, "NAMED_MEMO_CHARS", 2 * len(REFUND))
    named(REFUND, STRIPE)
    named(REFUND, SLACK)
    assert len(shown_ids._NAMED) == 2
    named(REFUND + " again", STRIPE)  # past the size: emptied, then this one kept
    assert list(shown_ids._NAMED) == [(REFUND + " again", id(STRIPE))]
    assert shown_ids._NAMED_CHARS[0] == len(REFUND + " again")
    assert named(REFUND, SLACK) == _named(REFUND, SLACK)
