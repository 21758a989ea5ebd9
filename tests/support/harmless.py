"""Grading one Stripe customer's e-mail change on the small fixture, for the harmless-changes tests.

test_harmless_additions (metadata keys) and test_description_notes (descriptions) grade the same task, an
e-mail change on Alice's record, against what else the episode wrote to that record.
"""

from __future__ import annotations

from typing import Any

from toolproof.tasks import Grade, Task, grade, resolve_refs, tasks_from_data
from toolproof.world import World
from toolproof.world.world import Snapshot

CUSTOMER = "cus_alice"


def email_change_task(strict: bool = False) -> Task:
    """ "Change Alice's e-mail to alice@new.example": one changed row, ``strict`` or not."""
    change: dict[str, Any] = {
        "changed": "stripe_customers",
        "where": {"id": CUSTOMER},
        "fields": {"email": {"to": "alice@new.example"}},
    }
    if strict:
        change["strict"] = True
    data = {
        "id": "t",
        "services": ["stripe"],
        "fixture": "small",
        "path": "happy",
        "instruction": "Change Alice's e-mail to alice@new.example.",
        "expect": {"changes": [change]},
        "oracle": [{"finish": "done"}],
    }
    (task,) = tasks_from_data(data)
    return task


def graded_since(world: World, since: Snapshot, task: Task) -> Grade:
    """``task`` graded on what ``world`` changed since ``since``, with its services' harmless rules."""
    keys = {n: t.primary_key for n, t in world.tables.items()}
    refs = resolve_refs(task, world.fixture.reference())
    return grade(task, refs, world.diff(since), world.ledger, claim="done", message="",
                 primary_keys=keys, benign=world.benign)  # fmt: skip


def update_customer(world: World, **params: Any) -> None:
    """``stripe.customers.update`` of Alice's record, which must succeed."""
    r = world.call("stripe.customers.update", {"customer": CUSTOMER, **params})
    assert r.status == 200, r.body
