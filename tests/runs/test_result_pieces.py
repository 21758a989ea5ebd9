"""(perf39) Whole trajectory items and a result's grade and ledger remembered by their ``marshal`` bytes:
the stored text is still the text ``json.dumps`` gives, and every input that changes that text changes
what the memo answers."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from toolproof.runs import store
from toolproof.runs.store import result_text


def reference(result: Any) -> str:
    return json.dumps(result, ensure_ascii=False, default=str)


@pytest.fixture(autouse=True)
def empty_memos() -> Iterator[None]:
    for memo, held in ((store._BODY_TEXT, store._BODY_MEMO), (store._PIECE_TEXT, store._PIECE_MEMO)):
        memo.clear()
        held[0] = 0
    yield
    for memo, held in ((store._BODY_TEXT, store._BODY_MEMO), (store._PIECE_TEXT, store._PIECE_MEMO)):
        memo.clear()
        held[0] = 0


scalars = st.one_of(
    st.none(), st.booleans(), st.integers(), st.floats(allow_nan=True), st.text(max_size=8),
    st.sampled_from([b"ab", bytearray(b"ab"), (1, "a"), {1, 2}, 0.0, -0.0, 1, 1.0, True, "é\u2028"]),
)  # fmt: skip
values = st.recursive(
    scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.dictionaries(st.one_of(st.text(max_size=4), st.integers(0, 3), st.booleans()), inner, max_size=4),
    ),
    max_leaves=12,
)
items = st.dictionaries(
    st.one_of(st.sampled_from(["type", "tool", "args", "status", "body", "t"]), st.integers(0, 2)),
    values,
    max_size=5,
).map(lambda d: {**d, "body": d.get("body")})


def result(trajectory: list[Any], grade: Any = None, ledger: Any = None) -> dict[str, Any]:
    return {"task": "t", "variant": None, "agent": "a", "trial": 0, "passed": True, "ended": "done",
            "grade": grade, "ledger": ledger, "trajectory": trajectory, "path": "p"}  # fmt: skip


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.lists(items, max_size=3), values, values), min_size=1, max_size=4))
def test_text_is_json_dumps_text_with_the_memos_filled(groups: list[tuple[list[Any], Any, Any]]) -> None:
    # The same items, grades and ledgers in several results, so later ones are read from the memos.
    for trajectory, grade, ledger in groups:
        for _ in range(2):
            data = result(trajectory, grade, ledger)
            assert result_text(data) == reference(data)
    for trajectory, grade, ledger in reversed(groups):
        data = result(trajectory, grade, ledger)
        assert result_text(data) == reference(data)


ITEM = {"type": "call", "tool": "stripe.charges.retrieve", "args": {"id": "ch_1"}, "status": 200,
        "body": {"id": "ch_1", "amount": 500}, "t": 1.5}  # fmt: skip
GRADE = {"task": "t", "passed": True, "verdicts": [{"name": "n", "passed": True, "detail": ""}]}
LEDGER = [{"operation": "stripe.charges.retrieve", "status": 200, "params": {"id": "ch_1"}}]


def changed(value: Any, path: tuple[Any, ...], new: Any) -> Any:
    out = json.loads(json.dumps(value))
    at = out
    for step in path[:-1]:
        at = at[step]
    at[path[-1]] = new
    return out


@pytest.mark.parametrize(
    ("path", "new"),
    [
        (("tool",), "stripe.refunds.create"), (("args", "id"), "ch_2"), (("status",), 404),
        (("body", "amount"), 501), (("body", "amount"), 500.0), (("body", "amount"), True),
        (("t",), 1.25), (("t",), 2), (("body", "id"), "ch_1 "), (("type",), None),
    ],
)  # fmt: skip
def test_each_field_of_an_item_changes_its_text(path: tuple[Any, ...], new: Any) -> None:
    first = result([ITEM])
    assert result_text(first) == reference(first)
    assert store._PIECE_TEXT  # the item remembered whole
    other = result([changed(ITEM, path, new)])
    assert result_text(other) == reference(other) != reference(first)


@pytest.mark.parametrize(
    ("which", "path", "new"),
    [
        ("grade", ("passed",), False), ("grade", ("verdicts", 0, "detail"), "x"),
        ("grade", ("verdicts", 0, "passed"), 1), ("ledger", (0, "status"), 201),
        ("ledger", (0, "params", "id"), "ch_9"), ("ledger", (0, "status"), 200.0),
    ],
)  # fmt: skip
def test_each_field_of_a_grade_or_ledger_changes_its_text(
    which: str, path: tuple[Any, ...], new: Any
) -> None:
    first = result([ITEM], GRADE, LEDGER)
    assert result_text(first) == reference(first)
    grade = changed(GRADE, path, new) if which == "grade" else GRADE
    ledger = changed(LEDGER, path, new) if which == "ledger" else LEDGER
    other = result([ITEM], grade, ledger)
    assert result_text(other) == reference(other) != reference(first)


def test_an_item_whose_json_needs_default_is_never_remembered_whole() -> None:
    # bytes and bytearray marshal alike and their text is str()'s: neither item is remembered
    for extra in (b"ab", bytearray(b"ab"), {1, 2}, [1, {"x": b"c"}]):
        data = result([{**ITEM, "extra": extra}])
        assert result_text(data) == reference(data)
    texts = set(store._PIECE_TEXT.values())
    assert all("extra" not in t for t in texts)
    # a tuple is native JSON (a list) and marshal tells it from a list: remembered, and told apart
    as_tuple, as_list = result([{**ITEM, "args": ("a",)}]), result([{**ITEM, "args": ["a"]}])
    assert result_text(as_tuple) == reference(as_tuple) == reference(as_list) == result_text(as_list)


def test_an_item_with_a_key_that_is_not_text_is_written_by_the_encoder() -> None:
    data = result([{**ITEM, 1: "one"}])
    assert result_text(data) == reference(data)
    assert not any('"1"' in t for t in store._PIECE_TEXT.values())


def test_a_subclass_is_never_remembered() -> None:
    class Text(str):
        def __str__(self) -> str:
            return "other"

    data = result([{**ITEM, "tool": Text("x")}], {"name": Text("y")})
    assert result_text(data) == reference(data)
    assert store._PIECE_TEXT == {}


def test_the_piece_memo_is_emptied_when_it_holds_its_bound(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(store, "PIECE_MEMO_BYTES", 10)
    for n in range(3):
        data = result([{**ITEM, "t": n}])
        assert result_text(data) == reference(data)
    assert len(store._PIECE_TEXT) == 1  # emptied before the third item, which is then remembered
