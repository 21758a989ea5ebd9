"""Plans as data: YAML and Python, readable errors, round trips, built-ins, cascades, determinism."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.faults import pager
from tests.faults.helpers import plan
from toolproof.faults import (
    ErrorFault,
    FaultPlan,
    PlanError,
    Rule,
    TransportFault,
    builtin_names,
    builtin_plan,
    builtin_plans,
    install,
    load_plan,
)
from toolproof.world import World

ROOT = Path(__file__).resolve().parents[2]

YAML = """
name: checkout-chaos
description: Lost refunds and a flaky pager.
rules:
  - id: lost-create
    operation: tickets.tickets.create
    nth: 1
    fault: {kind: transport, phase: after, fault: timeout}
  - service: [pager]
    probability: 0.25
    fault: {kind: error, status: 503, retry_after: 2}
  - operation: "tickets.*"
    sequence: [null, {kind: rate_limit, retry_after: 3}]
    repeat: true
rate_limits:
  - {service: tickets, limit: 10, per_seconds: 60, scope: operation}
concurrency: {pager: 4}
"""


def test_yaml_and_python_plans_are_the_same_thing() -> None:
    from_yaml = FaultPlan.from_yaml(YAML)
    built = FaultPlan(
        name="checkout-chaos",
        description="Lost refunds and a flaky pager.",
        rules=[
            Rule(
                id="lost-create",
                operation="tickets.tickets.create",
                nth=1,
                fault=TransportFault(phase="after", fault="timeout"),
            ),
            Rule(service=["pager"], probability=0.25, fault=ErrorFault(status=503, retry_after=2)),
            Rule.model_validate(
                {
                    "operation": "tickets.*",
                    "sequence": [None, {"kind": "rate_limit", "retry_after": 3}],
                    "repeat": True,
                }
            ),
        ],
        rate_limits=from_yaml.rate_limits,
        concurrency={"pager": 4},
    )
    assert from_yaml == built
    assert FaultPlan.from_data(from_yaml.to_data()) == from_yaml
    assert FaultPlan.from_json(json.dumps(from_yaml.to_data())) == from_yaml


def test_a_list_is_a_plan_of_rules() -> None:
    assert FaultPlan.from_data([{"fault": {"kind": "noop"}}]).rules[0].fault is not None


@pytest.mark.parametrize(
    ("text", "needle"),
    [
        ("rules: [{fault: {kind: nope}}]", "rules[0].fault"),
        ("rules: [{nth: 0, fault: {kind: noop}}]", "rules[0].nth"),
        ("rules: [{fault: {kind: noop}, sequence: [null]}]", "exactly one of 'fault' or 'sequence'"),
        ("rules: [{calls: [3, 1], fault: {kind: noop}}]", "'calls' is [first, last]"),
        ("rules: [{id: a, fault: {kind: noop}}, {id: a, fault: {kind: noop}}]", "rule id 'a' is used twice"),
        ("rules: [{fault: {kind: latency}}]", "either 'seconds' (fixed) or 'median'"),
        ("rules: [{fault: {kind: concurrent_writer}}]", "either 'operation'"),
        ("concurrency: {x: 0}", "must be ≥ 1"),
        (
            "rate_limits: [{service: s, limit: -1, per_seconds: 1}]",
            "rate_limits[0].limit: Input should be greater than or equal to 0",
        ),
        ("rate_limits: [{service: s, limit: 0, per_seconds: 0}]", "rate_limits[0].per_seconds"),
        ("rules: [{fault: {kind: noop, extra: 1}}]", "extra"),
        ("rules: [unclosed", "not valid YAML"),
        ("42", "a mapping with 'rules'"),
    ],
)
def test_invalid_plans_say_what_and_where(text: str, needle: str) -> None:
    with pytest.raises(PlanError) as info:
        FaultPlan.from_yaml(text)
    assert needle in str(info.value)


def test_install_checks_the_plan_against_the_world(world: World) -> None:
    with pytest.raises(PlanError, match=r"no operation 'tickets\.nope'"):
        install(world, plan({"fault": {"kind": "concurrent_writer", "operation": "tickets.nope"}}))
    # A rule for a service this world does not have is fine: it never matches.
    install(
        world, plan({"service": "stripe", "fault": {"kind": "corrupt_rows", "table": "x", "delete": True}})
    )


def test_builtin_plans_load_and_describe_themselves() -> None:
    names = builtin_names()
    assert names == [
        "flaky-network",
        "lost-responses",
        "outage-cascade",
        "rate-limited",
        "schema-drift",
        "stale-reads",
    ]
    descriptions = builtin_plans()
    assert all(descriptions[n] and "\n" not in descriptions[n] for n in names)
    for name in names:
        assert builtin_plan(name).name == name
        install(World(["tickets"], seed=1, fixture="small"), builtin_plan(name))
    with pytest.raises(PlanError, match="no built-in fault plan 'nope'"):
        load_plan("nope")


def test_load_plan_from_a_file(tmp_path: Path) -> None:
    path = tmp_path / "chaos.yaml"
    path.write_text("rules: [{fault: {kind: noop}}]\n")
    loaded = load_plan(str(path))
    assert loaded.name == "chaos"
    with pytest.raises(PlanError, match="cannot read plan"):
        load_plan(str(tmp_path / "missing.yaml"))


def test_cascade_across_services_in_order() -> None:
    world = World(["tickets", "pager"], seed=1, fixture="small")
    install(
        world,
        plan(
            cascade=[
                {"services": ["pager"], "start": 0, "duration": 4, "fault": {"kind": "error", "status": 503}},
                {"services": ["tickets"], "start": 4, "duration": 4, "fault": {"kind": "down"}},
            ]
        ),
    )
    timeline = []
    for _ in range(5):
        timeline.append(("pager", world.call("pager.pages.list", {}).status))
        timeline.append(("tickets", world.call("tickets.tickets.get", {"id": "tkt_1"}).status))
    assert timeline == [
        ("pager", 503),
        ("tickets", 200),
        ("pager", 503),
        ("tickets", 0),
        ("pager", 200),
        ("tickets", 0),
        ("pager", 200),
        ("tickets", 200),
        ("pager", 200),
        ("tickets", 200),
    ]
    assert pager.service.name == "pager"


# -- same plan + same seed ⇒ same decisions, across processes ------------------------------------
SCRIPT = """
import json, sys
sys.path.insert(0, {root!r})
import tests.conftest
from toolproof.faults import builtin_plan, install
from toolproof.world import World

world = World(["tickets"], seed=11)
install(world, builtin_plan("flaky-network"))
rows = world.rows("tickets_tickets")[:20]
for i, row in enumerate(rows):
    world.call("tickets.tickets.get", {{"id": row["id"]}})
    world.call("tickets.comments.add", {{"ticket": row["id"], "body": f"note {{i}}"}})
print(json.dumps({{
    "faults": [
        [e.seq, e.fault and e.fault["rule"], e.status, e.committed, e.delivered] for e in world.ledger
    ],
    "hash": world.state_hash(),
    "clock": world.clock.now,
}}))
"""


def run_episode() -> dict[str, Any]:
    out = subprocess.run(
        [sys.executable, "-c", SCRIPT.format(root=str(ROOT))],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
    ).stdout
    result: dict[str, Any] = json.loads(out)
    return result


def test_same_plan_and_seed_make_the_same_decisions_across_processes() -> None:
    first, second = run_episode(), run_episode()
    assert first == second
    rules = {f[1] for f in first["faults"]}
    assert {"reset-before", "slow"} <= rules  # the plan really fired, in more than one way
