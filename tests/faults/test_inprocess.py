"""Every fault kind, in-process: what the caller observes, what the state and the ledger say."""

from __future__ import annotations

from typing import Any

import pytest

from tests.faults.helpers import create, tickets_added, with_plan
from toolproof.faults import (
    ConnectionResetByPeerError,
    EmptyResponseError,
    MalformedBodyError,
    ReadTimeoutError,
    TransportError,
    TruncatedBodyError,
    raise_for_transport,
)
from toolproof.world import World

CREATE = "tickets.tickets.create"


def fault_of(world: World, index: int = -1) -> dict[str, Any]:
    entry = world.ledger[index]
    assert entry.fault is not None
    return entry.fault


# -- before: nothing commits ------------------------------------------------------------------
def test_before_429_has_retry_after_and_commits_nothing(world: World) -> None:
    with_plan(
        world, {"id": "slow-down", "operation": CREATE, "fault": {"kind": "rate_limit", "retry_after": 7}}
    )
    r = create(world)
    assert r.status == 429
    assert r.headers["Retry-After"] == "7"
    assert r.body["error"]["code"] == "rate_limited"
    assert r.body["error"]["retry_after"] == 7
    assert world.diff().is_empty
    entry = world.ledger[-1]
    assert (entry.outcome, entry.committed, entry.delivered, entry.status) == ("fault", False, True, 429)
    assert entry.fault == {
        "rule": "slow-down",
        "kind": "rate_limit",
        "phase": "before",
        "committed": False,
        "delivered": True,
    }


@pytest.mark.parametrize(
    ("status", "code"), [(500, "upstream_error"), (502, "upstream_error"), (503, "service_unavailable")]
)
def test_before_5xx_in_the_vendor_shape_commits_nothing(world: World, status: int, code: str) -> None:
    with_plan(world, {"operation": CREATE, "fault": {"kind": "error", "status": status}})
    r = create(world)
    assert r.status == status
    assert r.body["error"]["code"] == code
    assert isinstance(r.body["error"]["message"], str)
    assert world.diff().is_empty
    assert fault_of(world) == {
        "rule": "rule-1",
        "kind": "error",
        "phase": "before",
        "committed": False,
        "delivered": True,
    }


def test_vendor_specific_throttles_lock_timeout_and_google_403(world: World) -> None:
    with_plan(
        world,
        {"operation": CREATE, "nth": 1, "fault": {"kind": "lock_timeout"}},
        {
            "operation": CREATE,
            "nth": 2,
            "fault": {
                "kind": "error",
                "status": 403,
                "code": "rateLimitExceeded",
                "message": "Rate Limit Exceeded",
                "fields": {"reason": "rateLimitExceeded", "domain": "usageLimits"},
            },
        },
    )
    first, second = create(world), create(world)
    assert (first.status, first.body["error"]["code"]) == (429, "lock_timeout")
    assert "cannot be accessed right now" in first.body["error"]["message"]
    assert second.status == 403
    assert second.body["error"] | {} == {
        "code": "rateLimitExceeded",
        "message": "Rate Limit Exceeded",
        "reason": "rateLimitExceeded",
        "domain": "usageLimits",
    }
    assert world.diff().is_empty


@pytest.mark.parametrize(
    ("fault", "exc"),
    [
        ("timeout", ReadTimeoutError),
        ("connection_reset", ConnectionResetByPeerError),
        ("empty_response", EmptyResponseError),
    ],
)
def test_before_transport_failures_give_no_response_and_commit_nothing(
    world: World, fault: str, exc: type[TransportError]
) -> None:
    with_plan(
        world,
        {
            "operation": CREATE,
            "fault": {"kind": "transport", "phase": "before", "fault": fault, "seconds": 12},
        },
    )
    start = world.clock.now
    r = create(world)
    assert (r.status, r.body, r.transport_fault, r.ok) == (0, None, fault, False)
    with pytest.raises(exc):
        raise_for_transport(r)
    assert world.diff().is_empty
    # A timeout holds the caller: the virtual clock moved by the hold, plus the call's tick.
    assert world.clock.now - start == (13 if fault == "timeout" else 1)
    entry = world.ledger[-1]
    assert (entry.committed, entry.delivered, entry.outcome, entry.status) == (False, False, "fault", 0)


def test_timeout_and_reset_are_the_builtin_exception_types() -> None:
    assert issubclass(ReadTimeoutError, TimeoutError)
    assert issubclass(ConnectionResetByPeerError, ConnectionResetError)
    assert issubclass(EmptyResponseError, ConnectionError)
    assert issubclass(TruncatedBodyError, ValueError)
    assert issubclass(MalformedBodyError, ValueError)


def test_service_down_refuses_every_call_of_that_service(world: World) -> None:
    with_plan(world, {"service": "tickets", "fault": {"kind": "down"}})
    for name, params in [
        (CREATE, {"account": "acct_1", "subject": "x"}),
        ("tickets.tickets.get", {"id": "tkt_1"}),
    ]:
        r = world.call(name, params)
        assert (r.status, r.transport_fault) == (0, "connection_reset")
    assert world.diff().is_empty
    assert [e.fault["kind"] for e in world.ledger if e.fault] == ["down", "down"]


# -- after: the effect commits, the response is lost ----------------------------------------------
@pytest.mark.parametrize(
    ("fault", "status", "exc"),
    [
        ("timeout", 0, ReadTimeoutError),
        ("connection_reset", 0, ConnectionResetByPeerError),
        ("empty_response", 0, EmptyResponseError),
        ("truncated", 200, TruncatedBodyError),
        ("malformed", 200, MalformedBodyError),
    ],
)
def test_after_lost_response_commits_the_effect(
    world: World, fault: str, status: int, exc: type[TransportError]
) -> None:
    with_plan(
        world, {"id": "lose", "operation": CREATE, "nth": 1, "fault": {"kind": "transport", "fault": fault}}
    )
    r = create(world, idempotency_key="k1")
    assert (r.status, r.body, r.transport_fault) == (status, None, fault)
    with pytest.raises(exc):
        raise_for_transport(r)
    assert tickets_added(world) == 1
    entry = world.ledger[-1]
    assert (entry.committed, entry.delivered, entry.outcome) == (True, False, "fault")
    assert entry.fault == {
        "rule": "lose",
        "kind": "transport",
        "phase": "after",
        "committed": True,
        "delivered": False,
        "served_status": 200,
    }
    # A retry with the same key replays the saved success: still exactly one ticket.
    again = create(world, idempotency_key="k1")
    assert again.status == 200
    assert again.headers["Idempotent-Replayed"] == "true"
    assert tickets_added(world) == 1
    # A blind retry without a key commits a second time; the ledger shows both writes.
    create(world)
    assert tickets_added(world) == 2
    assert [e.committed for e in world.ledger] == [True, False, True]


def test_after_5xx_commits_then_answers_an_error(world: World) -> None:
    with_plan(world, {"operation": CREATE, "fault": {"kind": "error", "phase": "after", "status": 502}})
    r = create(world)
    assert (r.status, r.body["error"]["code"]) == (502, "upstream_error")
    assert tickets_added(world) == 1
    entry = world.ledger[-1]
    assert (entry.committed, entry.delivered, entry.status) == (True, False, 502)
    assert fault_of(world)["served_status"] == 200


def test_after_5xx_is_replayed_to_a_retry_with_the_same_key_like_stripe(world: World) -> None:
    with_plan(
        world, {"operation": CREATE, "nth": 1, "fault": {"kind": "error", "phase": "after", "status": 500}}
    )
    assert create(world, idempotency_key="k").status == 500
    replay = create(world, idempotency_key="k")
    assert (replay.status, replay.headers["Idempotent-Replayed"]) == (500, "true")
    assert tickets_added(world) == 1
    assert world.ledger[-1].outcome == "replay"


def test_after_5xx_can_replay_the_real_result_instead(world: World) -> None:
    with_plan(
        world,
        {
            "operation": CREATE,
            "nth": 1,
            "fault": {"kind": "error", "phase": "after", "status": 500, "replay_error": False},
        },
    )
    assert create(world, idempotency_key="k").status == 500
    assert create(world, idempotency_key="k").status == 200
    assert tickets_added(world) == 1


# -- instead: silent no-op ------------------------------------------------------------------------
def test_instead_noop_answers_success_and_changes_nothing(world: World) -> None:
    with_plan(world, {"operation": "tickets.tickets.*", "access": "write", "fault": {"kind": "noop"}})
    r = create(world)
    assert r.status == 200
    assert r.body["subject"] == "printer on fire"
    assert world.diff().is_empty
    assert world.call("tickets.tickets.get", {"id": r.body["id"]}).status == 404
    entry = world.ledger[0]
    assert (entry.committed, entry.delivered, entry.changes) == (False, True, ())
    assert entry.fault is not None
    assert entry.fault["phase"] == "instead"


# -- response transforms --------------------------------------------------------------------------
def test_stale_read_serves_the_state_at_plan_install(world: World) -> None:
    with_plan(world, {"operation": "tickets.tickets.get", "fault": {"kind": "stale_read"}})
    created = create(world).body
    assert created["id"]
    r = world.call("tickets.tickets.get", {"id": created["id"]})
    assert r.status == 404  # written, but not yet visible to this read
    assert fault_of(world)["stale"] is True
    assert tickets_added(world) == 1


def test_stale_read_lags_by_n_calls(world: World) -> None:
    with_plan(world, {"operation": "tickets.tickets.get", "fault": {"kind": "stale_read", "lag_calls": 2}})
    world.call("tickets.tickets.update", {"id": "tkt_1", "subject": "new subject"})
    subjects = [world.call("tickets.tickets.get", {"id": "tkt_1"}).body["subject"] for _ in range(3)]
    # Writes in the last 2 calls are invisible: calls 2 and 3 miss call 1's write, call 4 sees it.
    assert subjects == ["Cannot log in", "Cannot log in", "new subject"]
    assert [e.fault["stale"] for e in world.ledger if e.fault] == [True, True, False]


def test_stale_read_lags_by_virtual_seconds(world: World) -> None:
    with_plan(world, {"operation": "tickets.tickets.get", "fault": {"kind": "stale_read", "lag_seconds": 10}})
    world.call("tickets.tickets.update", {"id": "tkt_1", "subject": "new subject"})
    assert world.call("tickets.tickets.get", {"id": "tkt_1"}).body["subject"] == "Cannot log in"
    world.clock.advance(8)  # the write is now 10 s old
    assert world.call("tickets.tickets.get", {"id": "tkt_1"}).body["subject"] == "new subject"


def test_schema_drift_renames_removes_retypes_and_adds_enum_values(world: World) -> None:
    with_plan(
        world,
        {
            "operation": "tickets.tickets.*",
            "fault": {
                "kind": "schema_drift",
                "rename": {"subject": "title", "data.*.subject": "title"},
                "remove": ["tags", "data.*.tags"],
                "retype": {"created": "string", "priority": "string"},
                "enum": {"status": "escalated"},
                "add": {"sla": {"tier": "gold"}},
            },
        },
    )
    r = world.call("tickets.tickets.get", {"id": "tkt_1"})
    body = r.body
    assert "subject" not in body
    assert body["title"] == "Cannot log in"
    assert "tags" not in body
    assert isinstance(body["created"], str)
    assert body["priority"] == "2"
    assert body["status"] == "escalated"
    assert body["sla"] == {"tier": "gold"}
    listed = world.call("tickets.tickets.list", {}).body["data"]
    assert all("title" in t and "tags" not in t for t in listed)
    assert world.rows("tickets_tickets")[0]["status"] == "open"  # the state did not drift
    assert fault_of(world)["phase"] == "transform"


def test_schema_drift_never_corrupts_the_idempotent_replay(world: World) -> None:
    with_plan(
        world, {"operation": CREATE, "nth": 1, "fault": {"kind": "schema_drift", "remove": ["subject"]}}
    )
    assert "subject" not in create(world, idempotency_key="k").body
    assert create(world, idempotency_key="k").body["subject"] == "printer on fire"


def test_fixed_latency_moves_the_virtual_clock(world: World) -> None:
    with_plan(world, {"operation": "tickets.tickets.get", "fault": {"kind": "latency", "seconds": 2.5}})
    start = world.clock.now
    assert world.call("tickets.tickets.get", {"id": "tkt_1"}).status == 200
    assert world.clock.now - start == 3.5
    assert fault_of(world)["seconds"] == 2.5


def test_lognormal_latency_is_seeded_and_capped() -> None:
    def draws(seed: int) -> list[float]:
        w = World(["tickets"], seed=seed, fixture="small")
        with_plan(w, {"fault": {"kind": "latency", "median": 1.0, "sigma": 1.0, "max": 4.0}})
        for _ in range(20):
            w.call("tickets.tickets.get", {"id": "tkt_1"})
        return [e.fault["seconds"] for e in w.ledger if e.fault]

    a, b, c = draws(1), draws(1), draws(2)
    assert a == b
    assert a != c
    assert all(0 < s <= 4.0 for s in a)
    assert len(set(a)) > 10


# -- state faults ---------------------------------------------------------------------------------
def test_concurrent_writer_closes_the_ticket_between_read_and_write(world: World) -> None:
    with_plan(
        world,
        {
            "id": "rival",
            "operation": "tickets.tickets.update",
            "nth": 1,
            "fault": {
                "kind": "concurrent_writer",
                "operation": "tickets.tickets.update",
                "params": {"id": "{id}", "status": "closed"},
            },
        },
    )
    assert world.call("tickets.tickets.get", {"id": "tkt_1"}).body["status"] == "open"
    r = world.call("tickets.tickets.update", {"id": "tkt_1", "priority": 4})
    assert (r.status, r.body["error"]["code"]) == (409, "ticket_closed")
    writer, agent = world.ledger[1], world.ledger[2]
    assert (writer.operation, writer.transport, writer.committed) == ("tickets.tickets.update", "fault", True)
    assert writer.fault == {
        "rule": "rival",
        "kind": "concurrent_writer",
        "phase": "state",
        "actor": "concurrent_writer",
    }
    assert (agent.outcome, agent.committed, agent.error_code) == ("error", False, "ticket_closed")
    assert agent.fault is not None
    assert agent.fault["writer_seq"] == writer.seq
    assert world.rows("tickets_tickets")[0]["status"] == "closed"


def test_concurrent_writer_sql_deletes_the_object_first(world: World) -> None:
    with_plan(
        world,
        {
            "operation": "tickets.comments.add",
            "fault": {
                "kind": "concurrent_writer",
                "sql": ["DELETE FROM tickets_tickets WHERE id = ?"],
                "args": [["{ticket}"]],
            },
        },
    )
    r = world.call("tickets.comments.add", {"ticket": "tkt_1", "body": "hello?"})
    assert (r.status, r.body["error"]["code"]) == (404, "not_found")
    writer = world.ledger[0]
    assert writer.operation == "tickets.<concurrent_writer>"
    assert [c.to_dict() for c in writer.changes] == [
        {"table": "tickets_tickets", "key": ["tkt_1"], "op": "delete"}
    ]
    assert world.ledger[1].changes == ()


def test_corrupted_rows_are_served_and_recorded(world: World) -> None:
    with_plan(
        world,
        {
            "operation": "tickets.tickets.get",
            "nth": 1,
            "fault": {
                "kind": "corrupt_rows",
                "table": "tickets_tickets",
                "where": "id = ?",
                "args": ["{id}"],
                "set": {"priority": 99, "tags": {"not": "a list"}},
            },
        },
    )
    body = world.call("tickets.tickets.get", {"id": "tkt_1"}).body
    assert (body["priority"], body["tags"]) == (99, {"not": "a list"})
    edit = world.ledger[0]
    assert edit.fault is not None  # the ledger records which fault touched the call
    assert (edit.operation, edit.committed, edit.fault["kind"]) == (
        "tickets.<corrupt_rows>",
        True,
        "corrupt_rows",
    )
    assert world.diff().table("tickets_tickets").changed


def test_a_broken_sql_edit_is_recorded_and_the_call_still_runs(world: World) -> None:
    with_plan(
        world,
        {
            "fault": {
                "kind": "corrupt_rows",
                "table": "tickets_tickets",
                "where": "no_such_column = 1",
                "delete": True,
            }
        },
    )
    assert world.call("tickets.tickets.get", {"id": "tkt_1"}).status == 200
    edit = world.ledger[0]
    assert (edit.outcome, edit.committed, edit.changes) == ("error", False, ())
    assert edit.note is not None
    assert "no such column" in edit.note
    assert world.diff().is_empty


def test_credential_revoked_mid_episode(world: World) -> None:
    with_plan(world, {"id": "revoke", "nth": 3, "fault": {"kind": "revoke_credential"}})
    statuses = [world.call("tickets.tickets.get", {"id": "tkt_1"}).status for _ in range(5)]
    assert statuses == [200, 200, 401, 401, 401]
    assert [e.fault["rule"] for e in world.ledger if e.fault] == ["revoke", "revoked", "revoked"]
    assert world.ledger[-1].error_code == "unauthorized"


# -- matching ---------------------------------------------------------------------------------------
def test_scripted_sequence_503_503_then_success(world: World) -> None:
    with_plan(
        world,
        {
            "operation": CREATE,
            "sequence": [{"kind": "error", "status": 503}, {"kind": "error", "status": 503}],
        },
    )
    assert [create(world).status for _ in range(4)] == [503, 503, 200, 200]
    assert tickets_added(world) == 2


def test_sequence_with_pass_steps_and_repeat(world: World) -> None:
    with_plan(world, {"sequence": [None, {"kind": "rate_limit"}], "repeat": True})
    statuses = [world.call("tickets.tickets.get", {"id": "tkt_1"}).status for _ in range(6)]
    assert statuses == [200, 429, 200, 429, 200, 429]


def test_nth_calls_every_times_and_first_match_wins(world: World) -> None:
    with_plan(
        world,
        {"id": "a", "operation": "tickets.tickets.get", "nth": 2, "fault": {"kind": "error", "status": 500}},
        {
            "id": "b",
            "operation": "tickets.tickets.get",
            "calls": [2, 4],
            "fault": {"kind": "error", "status": 502},
        },
        {
            "id": "c",
            "operation": "tickets.tickets.get",
            "every": 3,
            "times": 2,
            "fault": {"kind": "rate_limit"},
        },
        {
            "id": "d",
            "operation": "tickets.accounts.*",
            "access": "read",
            "fault": {"kind": "error", "status": 503},
        },
        {"id": "e", "access": "write", "fault": {"kind": "noop"}},
    )
    statuses = [world.call("tickets.tickets.get", {"id": "tkt_1"}).status for _ in range(10)]
    # 2: a (first match, b also matched); 3,4: b; 6, 9: c (every 3rd, at most twice).
    assert statuses == [200, 500, 502, 502, 200, 429, 200, 200, 429, 200]
    assert world.call("tickets.accounts.get", {"id": "acct_1"}).status == 503
    assert create(world).status == 200
    assert world.diff().is_empty


def test_window_counts_virtual_seconds_since_install(world: World) -> None:
    with_plan(world, {"window": {"start": 3, "end": 5}, "fault": {"kind": "error", "status": 503}})
    # Each call moves the clock 1 s before it is decided: t = 1, 2, 3, 4, 5, 6.
    statuses = [world.call("tickets.tickets.get", {"id": "tkt_1"}).status for _ in range(6)]
    assert statuses == [200, 200, 503, 503, 200, 200]


def test_params_filter_invalidates_a_cursor(world: World) -> None:
    with_plan(
        world,
        {
            "operation": "tickets.tickets.list",
            "params": {"status": "open", "account": "acct_*"},
            "fault": {"kind": "error", "status": 410, "code": "cursor_expired"},
        },
        {"operation": "tickets.tickets.list", "params": {"limit": 1}, "fault": {"kind": "rate_limit"}},
    )
    assert world.call("tickets.tickets.list", {"status": "open"}).status == 200
    r = world.call("tickets.tickets.list", {"status": "open", "account": "acct_1"})
    assert (r.status, r.body["error"]["code"]) == (410, "cursor_expired")
    assert world.call("tickets.tickets.list", {"limit": 2}).status == 200
    assert world.call("tickets.tickets.list", {"limit": 1}).status == 429


def test_principal_filter(world: World) -> None:
    with_plan(world, {"principal": "mallory", "fault": {"kind": "error", "status": 503}})
    assert world.call("tickets.tickets.get", {"id": "tkt_1"}, principal="alice").status == 200
    assert world.call("tickets.tickets.get", {"id": "tkt_1"}, principal="mallory").status == 503


def test_probability_never_shifts_ids_and_is_seeded() -> None:
    def run(with_faults: bool) -> tuple[list[str], list[int]]:
        w = World(["tickets"], seed=3, fixture="small")
        if with_faults:
            with_plan(w, {"access": "read", "probability": 0.5, "fault": {"kind": "error", "status": 503}})
        ids, statuses = [], []
        for i in range(10):
            ids.append(create(w, f"t{i}").body["id"])
            statuses.append(w.call("tickets.tickets.get", {"id": "tkt_1"}).status)
        return ids, statuses

    ids_plain, _ = run(False)
    ids_a, statuses_a = run(True)
    _, statuses_b = run(True)
    assert ids_a == ids_plain
    assert statuses_a == statuses_b
    assert set(statuses_a) == {200, 503}


def test_reset_starts_the_plan_over(world: World) -> None:
    with_plan(world, {"probability": 0.3, "fault": {"kind": "error", "status": 503}})
    first = [world.call("tickets.tickets.get", {"id": "tkt_1"}).status for _ in range(15)]
    world.reset()
    second = [world.call("tickets.tickets.get", {"id": "tkt_1"}).status for _ in range(15)]
    assert first == second
    assert 503 in first


def test_empty_plan_changes_nothing(world: World) -> None:
    plain = World(["tickets"], seed=7, fixture="small")
    with_plan(world)
    for w in (plain, world):
        create(w)
        w.call("tickets.tickets.get", {"id": "tkt_missing"})
    assert world.ledger.to_list() == plain.ledger.to_list()
    assert world.state_hash() == plain.state_hash()


def test_cascade_is_an_ordered_timeline(world: World) -> None:
    with_plan(
        world,
        cascade=[
            {
                "services": ["tickets"],
                "operation": "tickets.accounts.*",
                "start": 0,
                "duration": 4,
                "fault": {"kind": "error", "status": 503},
            },
            {
                "services": ["tickets"],
                "operation": "tickets.tickets.*",
                "start": 4,
                "duration": 3,
                "fault": {"kind": "down"},
            },
        ],
    )
    seen = []
    for _ in range(4):
        seen.append(world.call("tickets.accounts.get", {"id": "acct_1"}).status)
        seen.append(world.call("tickets.tickets.get", {"id": "tkt_1"}).status)
    # Calls alternate, one virtual second each: accounts 503 while t < 4, then tickets get no
    # response while 4 ≤ t < 7, then everything is healthy.
    assert seen == [503, 200, 503, 0, 200, 0, 200, 200]
    assert {e.fault["rule"] for e in world.ledger if e.fault} == {"cascade-1", "cascade-2"}


def test_the_same_plan_reaches_mcp_and_agent_callers(world: World) -> None:
    """One injector for every transport: MCP and the agent loop see the lost response as an error."""
    results = pytest.importorskip("toolproof.transports.mcp.results")
    with_plan(world, {"operation": CREATE, "fault": {"kind": "transport", "fault": "connection_reset"}})
    for transport in ("mcp", "agent"):
        r = create(world, transport=transport)
        assert (r.status, r.body, r.transport_fault) == (0, None, "connection_reset")
        assert world.ledger[-1].transport == transport
        assert (world.ledger[-1].committed, world.ledger[-1].delivered) == (True, False)
    outcome = results.outcome_of(r)
    assert outcome.is_error
    assert outcome.structured is None
    assert tickets_added(world) == 2
