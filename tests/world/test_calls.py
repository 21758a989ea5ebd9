"""The call pipeline: validation, atomic execution, ledger, idempotency, rate limits."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.support import tickets
from toolproof.service import Context, Dialect, Params, Service
from toolproof.service.limits import Limit
from toolproof.service.schema import Table
from toolproof.world import RowEffect, UnknownOperation, World
from toolproof.world.diff import diff_stores


def test_successful_write_is_in_state_and_ledger_with_rows_changed(world: World) -> None:
    response = world.call("tickets.comments.add", {"ticket": "tkt_1", "body": "On it"})
    assert response.status == 200
    assert response.body == {"ticket": "tkt_1", "n": 2, "object": "comment", "body": "On it"}
    entry = world.ledger[-1]
    assert (entry.seq, entry.operation, entry.outcome, entry.committed, entry.status) == (
        1,
        "tickets.comments.add",
        "ok",
        True,
        200,
    )
    assert entry.changes == (
        RowEffect("tickets_comments", ("tkt_1", 2), "insert"),
        RowEffect("tickets_tickets", ("tkt_1",), "update"),
    )
    assert entry.params == {"ticket": "tkt_1", "body": "On it"}


def test_operation_that_raises_after_writing_leaves_no_change(world: World) -> None:
    before = world.state_hash()
    response = world.call("tickets.tickets.merge", {"source": "tkt_1", "target": "tkt_closed"})
    assert response.status == 409
    assert response.body == {
        "error": {"code": "target_closed", "message": "Cannot merge into a closed ticket.", "param": "target"}
    }
    assert world.state_hash() == before
    assert world.diff().is_empty
    entry = world.ledger[-1]
    assert (entry.outcome, entry.committed, entry.error_code, entry.changes) == (
        "error",
        False,
        "target_closed",
        (),
    )


def test_unexpected_exception_is_a_500_with_rollback_and_a_ledger_note() -> None:
    svc = Service("boom", mount="/boom", dialect=Dialect(), tables=[Table("boom_t", {"id": "int"})])

    class P(Params):
        n: int

    @svc.operation("boom.explode", "POST", "/x", writes=True)
    def explode(ctx: Context, p: P) -> None:
        ctx.db.execute("INSERT INTO boom_t VALUES (?)", (p.n,))
        raise ZeroDivisionError("bug in the double")

    w = World([svc])
    response = w.call("boom.explode", {"n": 1})
    assert response.status == 500
    assert response.body["error"]["code"] == "internal_error"
    assert w.rows("boom_t") == []
    assert w.ledger[-1].note == "ZeroDivisionError: bug in the double"


def test_invalid_params_are_refused_and_recorded_without_effect(world: World) -> None:
    response = world.call(
        "tickets.tickets.create", {"account": "acct_1", "priority": "high", "colour": "red"}
    )
    assert response.status == 400
    problems = {(e["param"], e["problem"]) for e in response.body["error"]["errors"]}
    assert problems == {("subject", "missing"), ("priority", "invalid"), ("colour", "unknown")}
    assert world.diff().is_empty
    assert world.ledger[-1].outcome == "invalid"


def test_unknown_operation_names_some_that_exist(world: World) -> None:
    with pytest.raises(UnknownOperation, match=r"tickets\.accounts\.get"):
        world.call("tickets.nope")


def test_read_that_writes_is_caught_as_a_bug() -> None:
    svc = Service("sneaky", mount="/s", dialect=Dialect(), tables=[Table("sneaky_t", {"id": "int"})])

    @svc.operation("sneaky.read", "GET", "/r", writes=False)
    def read(ctx: Context) -> dict[str, Any]:
        ctx.db.execute("INSERT INTO sneaky_t VALUES (1)")
        return {}

    with pytest.raises(RuntimeError, match="declare it writes=True"):
        World([svc]).call("sneaky.read")


def test_clock_ticks_once_per_call(world: World) -> None:
    start = world.clock.now
    world.call("tickets.tickets.get", {"id": "tkt_1"})
    world.call("tickets.tickets.get", {"id": "missing"})
    assert world.clock.now == start + 2
    assert [e.time for e in world.ledger] == [start + 1, start + 2]


# -- idempotency -------------------------------------------------------------------------------


def test_same_key_same_params_replays_without_a_second_effect(world: World) -> None:
    params = {"account": "acct_1", "subject": "Refund please"}
    first = world.call("tickets.tickets.create", params, idempotency_key="key-1")
    again = world.call("tickets.tickets.create", dict(params), idempotency_key="key-1")
    assert again.body == first.body
    assert again.headers["Idempotent-Replayed"] == "true"
    assert len(world.diff().table("tickets_tickets").added) == 1
    assert [e.outcome for e in world.ledger] == ["ok", "replay"]
    assert world.ledger[1].committed is False


def test_errors_are_replayed_too(world: World) -> None:
    first = world.call("tickets.tickets.create", {"account": "nope", "subject": "x"}, idempotency_key="k")
    world.call("tickets.tickets.create", {"account": "acct_1", "subject": "y"}, idempotency_key="other")
    again = world.call("tickets.tickets.create", {"account": "nope", "subject": "x"}, idempotency_key="k")
    assert first.status == again.status == 404
    assert again.body == first.body


def test_same_key_different_params_or_endpoint_is_refused(world: World) -> None:
    world.call("tickets.tickets.create", {"account": "acct_1", "subject": "a"}, idempotency_key="k")
    other_params = world.call(
        "tickets.tickets.create", {"account": "acct_1", "subject": "b"}, idempotency_key="k"
    )
    assert other_params.status == 400
    assert other_params.body["error"]["code"] == "idempotency_mismatch"
    assert other_params.body["error"]["reason"] == "params"
    other_op = world.call("tickets.comments.add", {"ticket": "tkt_1", "body": "b"}, idempotency_key="k")
    assert other_op.body["error"]["reason"] == "endpoint"
    assert len(world.diff().table("tickets_tickets").added) == 1


def test_validation_failures_are_not_saved_so_the_key_can_be_retried(world: World) -> None:
    assert world.call("tickets.tickets.create", {"account": "acct_1"}, idempotency_key="k").status == 400
    ok = world.call("tickets.tickets.create", {"account": "acct_1", "subject": "fixed"}, idempotency_key="k")
    assert ok.status == 200


def test_keys_expire_after_24_hours_of_virtual_time(world: World) -> None:
    params = {"account": "acct_1", "subject": "a"}
    world.call("tickets.tickets.create", params, idempotency_key="k")
    world.clock.advance(24 * 3600)
    second = world.call("tickets.tickets.create", params, idempotency_key="k")
    assert "Idempotent-Replayed" not in second.headers
    assert len(world.diff().table("tickets_tickets").added) == 2


def test_keys_are_ignored_on_reads(world: World) -> None:
    world.call("tickets.tickets.get", {"id": "tkt_1"}, idempotency_key="k")
    assert len(world.idempotency) == 0


# -- rate limits -------------------------------------------------------------------------------


def _limited_service() -> Service:
    def limits(op: Any, params: Any, principal: str | None) -> list[Limit]:
        return [Limit(f"lim:{op.name}", 2, 10.0)]

    svc = Service(
        "lim", mount="/lim", dialect=Dialect(), tables=[Table("lim_t", {"id": "int"})], rate_limits=limits
    )

    @svc.operation("lim.ping", "GET", "/ping", writes=False)
    def ping(ctx: Context) -> dict[str, Any]:
        return {"pong": True}

    return svc


def test_service_rate_limit_refuses_with_retry_after_on_the_virtual_clock() -> None:
    w = World([_limited_service()])
    assert [w.call("lim.ping").status for _ in range(3)] == [200, 200, 429]
    refused = w.ledger[-1]
    assert (refused.outcome, refused.error_code) == ("error", "rate_limited")
    assert w.call("lim.ping").status == 429  # refused calls do not consume the window
    w.clock.advance(10)
    assert w.call("lim.ping").status == 200


def test_rate_limits_can_be_switched_off_per_world() -> None:
    w = World([_limited_service()])
    w.rate_limits_enabled = False
    assert {w.call("lim.ping").status for _ in range(10)} == {200}


# -- the journal fast path agrees with a full comparison ---------------------------------------

OPS = st.sampled_from(["create", "update", "comment", "delete", "merge", "bad"])


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(OPS, st.integers(0, 50)), max_size=12))
def test_journal_diff_and_hash_equal_full_ones(steps: list[tuple[str, int]]) -> None:
    w = World([tickets.service], seed=1, fixture="small")
    ids = ["tkt_1", "tkt_closed"]
    for op, n in steps:
        target = ids[n % len(ids)]
        if op == "create":
            r = w.call("tickets.tickets.create", {"account": "acct_1", "subject": f"s{n}"})
            ids.append(r.body["id"])
        elif op == "update":
            w.call("tickets.tickets.update", {"id": target, "priority": 1 + n % 4, "status": "open"})
        elif op == "comment":
            w.call("tickets.comments.add", {"ticket": target, "body": str(n)})
        elif op == "delete":
            w.call("tickets.tickets.delete", {"id": target})
        elif op == "merge":
            w.call("tickets.tickets.merge", {"source": target, "target": ids[(n + 1) % len(ids)]})
        else:
            w.call("tickets.tickets.create", {"subject": n})
    fast = w.diff()
    full = diff_stores(w.fixture.reference(), w.store)
    assert fast.to_dict() == full.to_dict()
    assert w.state_hash() == w.state_hash(full=True)
    committed = {(c.table, c.key) for e in w.ledger for c in e.changes}
    for name, table_diff in full.tables.items():
        pk = w.tables[name].primary_key
        rows = table_diff.added + table_diff.removed + [c.after for c in table_diff.changed]
        for row in rows:
            assert (name, tuple(row[c] for c in pk)) in committed
