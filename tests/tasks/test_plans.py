"""How a plan step chooses what it saves from a response (``pick``), as an agent reads a result."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from toolproof.tasks.plans import Pick, PickError, chosen, extract

BODY: dict[str, Any] = {
    "data": [
        {"id": "a", "name": "Ada", "amount": 30},
        {"id": "b", "name": "Ben", "amount": 10},
        {"id": "c", "name": "Ada", "amount": 20},
    ]
}


def pick(**kw: Any) -> Pick:
    return Pick.model_validate(kw)


def test_where_must_match_exactly_one_unless_first() -> None:
    assert chosen(BODY, pick(**{"from": "data", "where": {"name": "Ben"}})) == BODY["data"][1]
    with pytest.raises(PickError):
        chosen(BODY, pick(**{"from": "data", "where": {"name": "Ada"}}))
    assert chosen(BODY, pick(**{"from": "data", "where": {"name": "Ada"}, "first": True}))["id"] == "a"


def test_first_or_order_by_alone_chooses_among_every_element() -> None:
    assert chosen(BODY, pick(**{"from": "data", "first": True}))["id"] == "a"
    top = pick(**{"from": "data", "order_by": "amount", "descending": True, "first": True})
    assert extract(chosen(BODY, top), top) == BODY["data"][0]
    assert extract(chosen(BODY, pick(**{"from": "data", "first": True, "field": "name"})), pick(
        **{"from": "data", "first": True, "field": "name"})) == "Ada"  # fmt: skip


@given(st.lists(st.integers(min_value=0, max_value=99), min_size=1, max_size=12))
def test_order_by_first_is_the_extreme(amounts: list[int]) -> None:
    body = {"data": [{"id": str(i), "amount": a} for i, a in enumerate(amounts)]}
    low = chosen(body, pick(**{"from": "data", "order_by": "amount", "first": True}))
    high = chosen(body, pick(**{"from": "data", "order_by": "amount", "descending": True, "first": True}))
    assert (low["amount"], high["amount"]) == (min(amounts), max(amounts))
