"""Harmless-changes rules that forgive a field only at some values (``Benign.values``): reasons.

Two held-out re-samples in a row (resample6a, resample7a) found a refund made with ``reason:
fraudulent`` passing a task that asked for a plain refund: Stripe's policy declared a refund's reason
harmless whatever it held, so neither the grader nor the field mutants ever looked at it. A fraudulent
refund puts the card and e-mail on the account's block lists; a duplicate one says the customer was
charged twice. Now a refund's reason is forgiven only absent or ``requested_by_customer``, a held
payment's cancellation reason only absent, ``requested_by_customer`` or ``abandoned``, a
subscription's cancellation feedback only absent or ``other``; any other value fails the task unless
its expectation names the field.
"""

from __future__ import annotations

from typing import Any

import pytest

from toolproof.runs.field_mutants import field_mutants
from toolproof.service.benign import Benign
from toolproof.tasks import Grade, Task, grade, resolve_refs, tasks_from_data
from toolproof.tasks.grader import interpreted_grade
from toolproof.world import World
from toolproof.world.world import Snapshot


@pytest.fixture(scope="module")
def base() -> World:
    w = World(["stripe"], fixture="default")
    w.rate_limits_enabled = False
    return w


@pytest.fixture
def world(base: World) -> World:
    base.reset()
    return base


def _first(world: World, table: str, **where: Any) -> dict[str, Any]:
    return next(r for r in world.store.rows(table) if all(r[k] == v for k, v in where.items()))


_AROUND = ("stripe_charges", "stripe_invoices", "stripe_invoice_items", "stripe_subscription_items")


def _task(change: dict[str, Any], **extra: Any) -> Task:
    data = {
        "id": "t",
        "services": ["stripe"],
        "path": "happy",
        "instruction": "Do it.",
        # What each write changes besides the row under test (a refund's charge, a cancellation's
        # invoice) is not what these tests are about.
        "expect": {"changes": [change], "ignore": [{"table": t} for t in _AROUND]},
        "oracle": [{"finish": "done"}],
        **extra,
    }
    (task,) = tasks_from_data(data)
    return task


def _grade(world: World, since: Snapshot, task: Task) -> Grade:
    """The compiled grade, held equal to the interpreted one here too."""
    keys = {n: t.primary_key for n, t in world.tables.items()}
    refs = resolve_refs(task, world.fixture.reference())
    diff = world.diff(since)
    args: dict[str, Any] = {"claim": "done", "message": "", "primary_keys": keys, "benign": world.benign}
    compiled = grade(task, refs, diff, world.ledger, **args)
    interpreted = interpreted_grade(task, refs, diff, world.ledger, **args)
    assert [(v.name, v.passed, v.detail) for v in compiled.verdicts] == [
        (v.name, v.passed, v.detail) for v in interpreted.verdicts
    ]
    return compiled


def _refund(world: World, **params: Any) -> tuple[Snapshot, str]:
    charge = _first(world, "stripe_charges", status="succeeded", amount_refunded=0)
    since = world.snapshot()
    r = world.call("stripe.refunds.create", {"charge": charge["id"], **params})
    assert r.status == 200, r.body
    return since, charge["id"]


@pytest.mark.parametrize("params", [{}, {"reason": "requested_by_customer"}])
def test_a_refund_without_a_reason_or_at_the_customers_request_passes(world: World, params: Any) -> None:
    since, charge = _refund(world, **params)
    task = _task({"added": "stripe_refunds", "where": {"charge": charge}})
    result = _grade(world, since, task)
    assert result.passed, result.explain()


@pytest.mark.parametrize("reason", ["fraudulent", "duplicate"])
def test_a_refund_made_fraudulent_or_duplicate_fails_a_task_that_did_not_ask(
    world: World, reason: str
) -> None:
    since, charge = _refund(world, reason=reason)
    task = _task({"added": "stripe_refunds", "where": {"charge": charge}})
    result = _grade(world, since, task)
    assert not result.passed
    assert f"reason is '{reason}', which the task does not ask for" in result.explain()


def test_a_task_that_names_the_reason_decides_it(world: World) -> None:
    since, charge = _refund(world, reason="duplicate")
    allowed = {"in": [None, "requested_by_customer", "duplicate"]}
    assert _grade(
        world, since, _task({"added": "stripe_refunds", "where": {"charge": charge, "reason": allowed}})
    ).passed
    pinned = _task({"added": "stripe_refunds", "where": {"charge": charge, "reason": "fraudulent"}})
    assert not _grade(world, since, pinned).passed


def _cancel_hold(world: World, **params: Any) -> tuple[Snapshot, str]:
    intent = _first(world, "stripe_payment_intents", status="requires_capture")
    since = world.snapshot()
    r = world.call("stripe.payment_intents.cancel", {"intent": intent["id"], **params})
    assert r.status == 200, r.body
    return since, intent["id"]


@pytest.mark.parametrize(
    ("reason", "passes"),
    [
        (None, True),
        ("requested_by_customer", True),
        ("abandoned", True),
        ("fraudulent", False),
        ("duplicate", False),
    ],
)
@pytest.mark.parametrize("strict", [True, False])
def test_a_held_payment_cancelled_for_a_reason(
    world: World, reason: str | None, passes: bool, strict: bool
) -> None:
    since, intent = _cancel_hold(world, **({"cancellation_reason": reason} if reason else {}))
    fields = {"status": {"to": "canceled"}, "canceled_at": {}, "amount_capturable": {}}
    change = {
        "changed": "stripe_payment_intents",
        "where": {"id": intent},
        "strict": strict,
        "fields": fields,
    }
    result = _grade(world, since, _task(change))
    assert result.passed is passes, result.explain()
    if not passes:
        assert "cancellation_reason" in result.explain()


def _cancel_subscription(world: World, details: dict[str, Any] | None) -> tuple[Snapshot, str]:
    sub = _first(world, "stripe_subscriptions", status="active")
    since = world.snapshot()
    params: dict[str, Any] = {"subscription_exposed_id": sub["id"]}
    if details is not None:
        params["cancellation_details"] = details
    r = world.call("stripe.subscriptions.cancel", params)
    assert r.status == 200, r.body
    return since, sub["id"]


@pytest.mark.parametrize(
    ("details", "passes"),
    [
        (None, True),
        ({"comment": "asked in chat"}, True),
        ({"feedback": "other", "comment": "asked in chat"}, True),
        ({"feedback": "too_expensive"}, False),
        ({"feedback": "switched_service", "comment": "asked in chat"}, False),
    ],
)
def test_a_subscription_cancelled_with_feedback_nobody_gave(
    world: World, details: dict[str, Any] | None, passes: bool
) -> None:
    since, sub = _cancel_subscription(world, details)
    change = {"changed": "stripe_subscriptions", "where": {"id": sub},
              "fields": {"status": {"to": "canceled"}, "canceled_at": {}, "ended_at": {}}}  # fmt: skip
    result = _grade(world, since, _task(change))
    assert result.passed is passes, result.explain()


def test_feedback_named_by_the_task_is_its_own_to_judge(world: World) -> None:
    since, sub = _cancel_subscription(world, {"feedback": "unused"})
    change = {"changed": "stripe_subscriptions",
              "where": {"id": sub, "cancellation_details.feedback": {"not_in": ["too_expensive"]}},
              "fields": {"status": {"to": "canceled"}, "canceled_at": {}, "ended_at": {}}}  # fmt: skip
    assert _grade(world, since, _task(change)).passed


def test_a_task_that_allows_the_field_forgives_every_value(world: World) -> None:
    since, charge = _refund(world, reason="fraudulent")
    change = {"added": "stripe_refunds", "where": {"charge": charge}}
    allowed = _task(change, benign={"allow": [{"table": "stripe_refunds", "fields": ["reason"]}]})
    assert _grade(world, since, allowed).passed
    forbidden = _task(change, benign={"forbid": [{"table": "stripe_refunds", "fields": ["reason"]}]})
    assert not _grade(world, since, forbidden).passed


def test_an_unexpected_change_to_a_reason_is_collateral(world: World) -> None:
    """A cancellation no expectation explains is collateral anyway; one the task allows by a
    ``benign.allow`` of the field is forgiven at every value."""
    since, _intent = _cancel_hold(world, cancellation_reason="fraudulent")
    task = _task({"added": "stripe_refunds", "count": 0})
    assert "stripe_payment_intents" not in _AROUND
    result = _grade(world, since, task)
    assert not result.passed
    assert "collateral damage" in result.explain()


def test_field_mutants_draw_the_damaging_values(world: World) -> None:
    since, _charge = _refund(world)
    ids = {m.id for m in field_mutants(world, world.diff(since)) if m.table == "stripe_refunds"}
    assert {"field:stripe_refunds.reason=duplicate", "field:stripe_refunds.reason=fraudulent"} <= ids
    assert "field:stripe_refunds.reason" not in ids  # no drawn value: it could be a forgiven one


def test_field_mutants_leave_out_the_rows_own_value(world: World) -> None:
    since, _charge = _refund(world, reason="duplicate")
    ids = {m.id for m in field_mutants(world, world.diff(since)) if m.table == "stripe_refunds"}
    assert "field:stripe_refunds.reason=fraudulent" in ids
    assert "field:stripe_refunds.reason=duplicate" not in ids


def test_values_need_a_harmless_rule_on_fields() -> None:
    with pytest.raises(ValueError, match="values"):
        Benign("stripe_refunds", (), why="x", values=(None,))
    with pytest.raises(ValueError, match="values"):
        Benign("stripe_refunds", ("reason",), "bookkeeping", why="x", values=(None,))
    with pytest.raises(ValueError, match="damaging"):
        Benign("stripe_refunds", ("reason",), why="x", damaging=("fraudulent",))
    with pytest.raises(ValueError, match="both"):
        Benign("stripe_refunds", ("reason",), why="x", values=(None, "duplicate"), damaging=("duplicate",))
    rule = Benign("stripe_refunds", ("reason",), why="x", values=(None, "requested_by_customer"))
    assert rule.forgives(None)
    assert rule.forgives("requested_by_customer")
    assert not rule.forgives("fraudulent")
