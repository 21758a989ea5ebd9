"""The per-call walks over parameters (:mod:`toolproof.service.inputs`) answer as before.

``depth_exceeds`` walks level by level instead of by ``(item, depth)`` pairs: the same answer as the
former walk (kept here) on random nested data and limits. ``keeps_values`` lets the range check skip
fields a ``wrap`` validator that only rewords errors would otherwise force it to walk: an integer out of
range in a field the caller set is still found, and an unmarked ``wrap`` validator still walks all.
"""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import BaseModel, ModelWrapValidatorHandler, model_validator

from toolproof.service.inputs import _SEQUENCES, depth_exceeds, keeps_values, out_of_range
from toolproof.services.gcal.operations.event_changes import InsertEvent
from toolproof.services.gcal.operations.events import GetEvent


def former_depth_exceeds(value: Any, limit: int) -> bool:
    """``depth_exceeds`` as it was (main at fa68725)."""
    if type(value) is dict and limit >= 1:
        for child in value.values():
            if isinstance(child, (dict, list, tuple)):
                break
        else:
            return False
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            children: Any = item.values()
        elif isinstance(item, _SEQUENCES):
            children = item
        else:
            continue
        if depth + 1 > limit:
            return True
        stack.extend((child, depth + 1) for child in children)
    return False


scalars = st.one_of(st.none(), st.booleans(), st.integers(), st.text(max_size=3), st.floats())
nested = st.recursive(
    scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=3),
        st.lists(inner, max_size=3).map(tuple),
        st.dictionaries(st.text(max_size=2), inner, max_size=3),
    ),
    max_leaves=25,
)


@settings(max_examples=400, deadline=None)
@given(value=nested, limit=st.integers(0, 7))
def test_depth_exceeds_answers_as_the_former_walk(value: Any, limit: int) -> None:
    assert depth_exceeds(value, limit) is former_depth_exceeds(value, limit)


def test_depth_exceeds_at_the_boundaries() -> None:
    assert depth_exceeds({}, 0) is True
    assert depth_exceeds(5, 0) is False
    assert depth_exceeds({"a": {"b": [1]}}, 3) is False
    assert depth_exceeds({"a": {"b": [1]}}, 2) is True
    assert depth_exceeds([[], [[[]]]], 4) is False
    assert depth_exceeds([[], [[[]]]], 3) is True


def test_a_marked_wrap_validator_still_finds_an_out_of_range_integer_the_caller_set() -> None:
    big = 2**70
    got = out_of_range(GetEvent.model_validate({"calendarId": "c", "eventId": "e", "maxAttendees": big}))
    assert got is not None
    assert got.loc == ("maxAttendees",)
    assert out_of_range(GetEvent.model_validate({"calendarId": "c", "eventId": "e"})) is None
    params = InsertEvent.model_validate(
        {"calendarId": "c", "body": {"sequence": big, "start": {"date": "2026-01-01"}}}
    )
    found = out_of_range(params)
    assert found is not None
    assert found.loc == ("body", "sequence")


class _Rewrites(BaseModel):
    n: int = 5

    @model_validator(mode="wrap")
    @classmethod
    def _sets(cls, data: Any, handler: ModelWrapValidatorHandler[Any]) -> Any:
        out = handler(data)
        out.n = 2**70  # a wrap validator may rewrite a field the caller did not set
        return out


class _Rewords(BaseModel):
    n: int = 5

    @model_validator(mode="wrap")
    @classmethod
    @keeps_values
    def _same(cls, data: Any, handler: ModelWrapValidatorHandler[Any]) -> Any:
        return handler(data)


def test_an_unmarked_wrap_validator_is_still_walked_in_full() -> None:
    found = out_of_range(_Rewrites.model_validate({}))
    assert found is not None
    assert found.loc == ("n",)
    assert out_of_range(_Rewords.model_validate({})) is None
    found = out_of_range(_Rewords.model_validate({"n": -(2**70)}))
    assert found is not None
    assert found.loc == ("n",)
