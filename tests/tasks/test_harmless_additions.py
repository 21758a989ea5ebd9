"""Harmless-changes rules that forgive only additions (``Benign.only_additions``): Stripe metadata.

A new metadata key is a note an integration keeps; clearing or rewriting a key another system wrote
(a CRM id, a segment) loses its record. Found by the held-out re-sample: a wrong plan that wiped a
customer's metadata before setting one key passed in every task that did not pin the other keys.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.support.harmless import CUSTOMER, email_change_task, graded_since, update_customer
from toolproof.service.benign import Benign
from toolproof.world import World
from toolproof.world.world import Snapshot


@pytest.fixture
def world() -> World:
    w = World(["stripe"], fixture="small")
    w.rate_limits_enabled = False
    return w


def _start(world: World) -> Snapshot:
    """Alice's record as another system left it: two metadata keys."""
    r = world.call(
        "stripe.customers.update", {"customer": CUSTOMER, "metadata": {"crm_id": "C05", "segment": "smb"}}
    )
    assert r.status == 200, r.body
    return world.snapshot()


@pytest.mark.parametrize("strict", [False, True])
def test_a_new_metadata_key_beside_the_change_is_harmless(world: World, strict: bool) -> None:
    since = _start(world)
    update_customer(world, email="alice@new.example", metadata={"note": "email changed per ticket 42"})
    result = graded_since(world, since, email_change_task(strict))
    assert result.passed, result.explain()


@pytest.mark.parametrize(
    ("metadata", "path"),
    [
        ("", "metadata.crm_id"),  # cleared: both keys lost
        ({"segment": ""}, "metadata.segment"),  # one key removed
        ({"crm_id": "C99"}, "metadata.crm_id"),  # another system's value rewritten
    ],
)
@pytest.mark.parametrize("strict", [False, True])
def test_losing_or_rewriting_an_existing_key_is_damage(
    world: World, metadata: Any, path: str, strict: bool
) -> None:
    since = _start(world)
    update_customer(world, metadata=metadata)
    update_customer(world, email="alice@new.example")
    result = graded_since(world, since, email_change_task(strict))
    assert not result.passed
    assert path in result.explain()


def test_only_additions_needs_fields_and_a_harmless_rule() -> None:
    with pytest.raises(ValueError, match="only_additions"):
        Benign("stripe_customers", (), why="x", only_additions=True)
    with pytest.raises(ValueError, match="only_additions"):
        Benign("stripe_customers", ("metadata",), "bookkeeping", why="x", only_additions=True)
