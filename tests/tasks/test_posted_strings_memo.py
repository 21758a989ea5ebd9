"""(perf39) The posts' phases' strings of a value remembered by its ``marshal`` bytes
(:func:`toolproof.tasks.posted_values._joined_strings`): the walk's answer, for every value, the first and the
next time; every change that changes the walk's answer changes the memo's."""

from __future__ import annotations

from collections import UserDict
from collections.abc import Iterator, Mapping
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from toolproof.tasks import posted_values
from toolproof.tasks.posted_values import _joined_strings, _Stripper

KEYS = frozenset({"text", "body"})
POSTS = ("Fjord pays $58.00 a month now", "Done", "", "a\x00b c")


class _Text(str):
    pass


class _Dict(dict):  # type: ignore[type-arg]
    pass


def old_clean(value: Any, texts: tuple[str, ...]) -> bool:
    """``_Stripper._clean`` before perf39, copied."""
    strings: list[str] = []
    stack = [value]
    while stack:
        value = stack.pop()
        kind = type(value)
        if kind is str:
            strings.append(value)
        elif kind is dict:
            stack.extend(value.values())
        elif kind is list:
            stack.extend(value)
        elif kind is int or kind is float or kind is bool or value is None:
            continue
        elif isinstance(value, str | Mapping | list | tuple):
            return False
    joined = "\x00".join(strings)
    return not any(s in joined for s in texts)


@pytest.fixture(autouse=True)
def empty_memo() -> Iterator[None]:
    posted_values._JOINED.clear()
    posted_values._JOINED_CHARS[0] = 0
    yield
    posted_values._JOINED.clear()
    posted_values._JOINED_CHARS[0] = 0


_scalars = st.one_of(
    st.none(), st.booleans(), st.integers(), st.floats(allow_nan=True), st.text(max_size=6),
    st.sampled_from([*POSTS, "Fjord pays", "done", b"Done", bytearray(b"Done"), {1, 2}, frozenset({"Done"}),
                     (1, "Done"), ("x",), 1.0, True, 0]),
    st.builds(_Text, st.sampled_from(POSTS)),
)  # fmt: skip
_values = st.recursive(
    _scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.dictionaries(st.one_of(st.text(max_size=3), st.integers(0, 3)), inner, max_size=4),
        st.builds(_Dict, st.dictionaries(st.text(max_size=3), inner, max_size=2)),
        st.builds(UserDict, st.dictionaries(st.text(max_size=3), inner, max_size=2)),
    ),
    max_leaves=12,
)
_said = st.lists(st.sampled_from(POSTS), min_size=1, max_size=3, unique=True).map(tuple)


@settings(max_examples=500, deadline=None)
@given(st.lists(_values, min_size=1, max_size=4), _said)
def test_clean_is_the_walks_answer_the_first_and_the_next_time(
    values: list[Any], said: tuple[str, ...]
) -> None:
    stripper = _Stripper([], said, KEYS)
    for _ in range(2):
        for value in values:
            assert stripper._clean(value) is old_clean(value, stripper.texts)
            assert _joined_strings(value) == posted_values._walked(value)


def test_each_change_of_a_value_changes_the_answer() -> None:
    body = {"messages": [{"text": "Fjord pays $58.00 a month now"}, {"text": "other", "n": 1}]}
    stripper = _Stripper([], ("Fjord pays $58.00 a month now",), KEYS)
    assert stripper._clean(body) is False
    assert posted_values._JOINED  # remembered
    edited = {"messages": [{"text": "Fjord pays $58.00 a month"}, {"text": "other", "n": 1}]}
    assert stripper._clean(edited) is True
    for other in (
        {"messages": [{"text": "other", "n": 1}, {"text": "Fjord pays $58.00 a month now"}]},  # order
        {"messages": ({"text": "nothing"},)},  # a tuple: copied
        {"messages": [{"text": _Text("nothing")}]},  # a subclass: copied
        {"messages": [_Dict(text="nothing")]},
    ):
        assert stripper._clean(other) is old_clean(other, stripper.texts)
    assert _joined_strings({"a": ["x", "y"]}) == "y\x00x"
    assert _joined_strings({"a": ["x", "z"]}) == "z\x00x"
    # the same value with other posts: the strings are the value's, the posts are looked for each time
    assert _Stripper([], ("other",), KEYS)._clean(edited) is False


def test_a_value_marshal_refuses_is_walked_and_not_remembered() -> None:
    for value in ([_Text("Done")], {"k": _Dict(a="Done")}, [UserDict(a="x")]):
        assert _joined_strings(value) is None
    assert posted_values._JOINED == {}
    assert _joined_strings([[1, "a"], {"b": "c"}]) == "c\x00a"
    assert len(posted_values._JOINED) == 1


def test_the_memo_is_emptied_when_it_holds_its_bound(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(posted_values, "JOINED_MEMO_CHARS", 10)
    for n in range(3):
        assert _joined_strings({"n": n, "text": "x" * 20}) == "x" * 20
    assert len(posted_values._JOINED) == 1  # emptied before the third, which is then remembered
