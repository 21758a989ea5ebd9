"""Fuzzing: any plan data is either a readable PlanError or a plan that never crashes a call, and
faults that promise "nothing commits" really leave the state hash unchanged."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from toolproof.faults import FaultPlan, PlanError, install
from toolproof.world import World

OPS = ["tickets.tickets.get", "tickets.tickets.create", "tickets.tickets.update", "tickets.comments.add", "*"]

BEFORE = st.one_of(
    st.builds(lambda s: {"kind": "error", "status": s}, st.sampled_from([429, 500, 502, 503, 504, 403])),
    st.builds(lambda r: {"kind": "rate_limit", "retry_after": r}, st.integers(0, 60)),
    st.just({"kind": "lock_timeout"}),
    st.just({"kind": "down"}),
    st.builds(
        lambda f: {"kind": "transport", "phase": "before", "fault": f},
        st.sampled_from(["timeout", "connection_reset", "empty_response"]),
    ),
    st.just({"kind": "noop"}),
    st.just({"kind": "revoke_credential"}),
)

ANY_FAULT = st.one_of(
    BEFORE,
    st.builds(
        lambda f: {"kind": "transport", "phase": "after", "fault": f},
        st.sampled_from(["timeout", "connection_reset", "empty_response", "truncated", "malformed"]),
    ),
    st.builds(lambda s: {"kind": "latency", "seconds": s}, st.floats(0, 100)),
    st.builds(lambda m: {"kind": "latency", "median": m, "sigma": 1.5, "max": 50}, st.floats(0.01, 10)),
    st.builds(lambda n: {"kind": "stale_read", "lag_calls": n}, st.one_of(st.none(), st.integers(1, 5))),
    st.just(
        {"kind": "schema_drift", "rename": {"id": "ID"}, "remove": ["data.*.tags"], "retype": {"n": "int"}}
    ),
    st.just({"kind": "corrupt_rows", "table": "tickets_tickets", "set": {"priority": "high"}}),
    st.just(
        {
            "kind": "concurrent_writer",
            "operation": "tickets.tickets.update",
            "params": {"id": "tkt_1", "priority": 3},
        }
    ),
    st.dictionaries(st.sampled_from(["kind", "phase", "status", "seconds"]), st.integers(-5, 700)),
)


def rules(fault: st.SearchStrategy[Any]) -> st.SearchStrategy[list[dict[str, Any]]]:
    rule = st.fixed_dictionaries(
        {"operation": st.sampled_from(OPS), "fault": fault},
        optional={
            "nth": st.integers(-1, 4),
            "probability": st.floats(-0.5, 1.5),
            "every": st.integers(0, 3),
            "access": st.sampled_from(["read", "write", "any", "sometimes"]),
            "window": st.fixed_dictionaries({"start": st.floats(0, 5)}),
        },
    )
    return st.lists(rule, max_size=4)


CALLS: list[tuple[str, dict[str, Any]]] = [
    ("tickets.tickets.get", {"id": "tkt_1"}),
    ("tickets.tickets.create", {"account": "acct_1", "subject": "fuzz"}),
    ("tickets.tickets.update", {"id": "tkt_1", "status": "pending"}),
    ("tickets.comments.add", {"ticket": "tkt_1", "body": "hi"}),
    ("tickets.tickets.list", {"limit": 3}),
]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=rules(ANY_FAULT), seed=st.integers(0, 3))
def test_any_plan_is_refused_readably_or_never_crashes_a_call(world: World, data: Any, seed: int) -> None:
    try:
        plan = FaultPlan.from_data({"rules": data})
    except PlanError as exc:
        message = str(exc)
        plan = None
    if plan is None:
        assert message.startswith("invalid fault plan: ")
        return
    world.reset()
    install(world, plan)
    for name, params in CALLS * 2:
        response = world.call(name, params)
        assert response.status in (0, 200, 400, 401, 403, 404, 409, 429, 500, 502, 503, 504)
        if response.transport_fault is None:
            assert response.body is not None
        else:
            assert response.body is None
    assert len(world.ledger) >= len(CALLS) * 2
    world.interceptor = None


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(fault=BEFORE, op=st.sampled_from(OPS))
def test_before_and_instead_faults_never_change_the_state(
    world: World, fault: dict[str, Any], op: str
) -> None:
    world.reset()
    before = world.state_hash()
    install(world, FaultPlan.from_data({"rules": [{"operation": op, "fault": fault}]}))
    for name, params in CALLS:
        response = world.call(name, params)
        faulted = world.ledger[-1].fault is not None
        if faulted:
            assert not world.ledger[-1].committed
            assert response.status != 200 or fault["kind"] == "noop"
    if op == "*":
        assert world.state_hash() == before
    world.interceptor = None
