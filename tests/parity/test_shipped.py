"""The shipped cassettes: every implemented operation is covered, and the doubles pass them.

`toolproof parity check` runs here exactly as in CI: the doubles served on loopback, each cassette
replayed in a fresh world. A double broken on purpose (a schema-drift fault on one operation: the
real double, one response changed) must be caught, with a difference a person can read.
"""

from __future__ import annotations

import json
from functools import cache

import pytest

from toolproof.cli import main
from toolproof.faults.plan import FaultPlan
from toolproof.parity import Cassette, check, render, shipped
from toolproof.parity.check import CassetteReport
from toolproof.service import registry

SERVICES = ("stripe", "slack", "gcal")


@cache
def cassettes() -> tuple[Cassette, ...]:
    return tuple(Cassette.load(p) for p in shipped())


def test_every_implemented_operation_has_a_shipped_cassette_call() -> None:
    for name in SERVICES:
        covered = {i.op for c in cassettes() if c.service == name for i in c.interactions}
        assert covered == set(registry.get(name).operations), name


def test_every_call_says_where_its_expectation_comes_from() -> None:
    for cassette in cassettes():
        assert cassette.provenance["generator"] == "scripts/parity_cassettes.py"
        for interaction in cassette.interactions:
            assert interaction.provenance.startswith(("spec ", "Google's error envelope")), interaction.op
            # An example proves constants and codes, never ids or amounts: no call compares every value.
            assert interaction.compare.values != "all", interaction.op
            for path, reason in interaction.compare.ignore.items():
                assert reason.strip(), f"{interaction.op}: ignoring {path} needs a reason"


def test_parity_check_passes_on_the_shipped_cassettes(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["parity", "check", "--json"])
    out = json.loads(capsys.readouterr().out)
    failing = [
        (c["cassette"], call["op"], d["message"])
        for c in out["cassettes"]
        for call in c["calls"]
        for d in call["differences"]
    ]
    assert failing == []
    assert code == 0
    assert out["differences"] == 0
    assert {c["service"] for c in out["cassettes"]} == set(SERVICES)


def _drifted(operation: str, **drift: object) -> FaultPlan:
    return FaultPlan.model_validate(
        {"name": "broken", "rules": [{"operation": operation, "fault": {"kind": "schema_drift", **drift}}]}
    )


def _only(service: str) -> list[Cassette]:
    return [c for c in cassettes() if c.service == service]


def _failing(reports: list[CassetteReport]) -> list[tuple[str, str, str]]:
    return [(call.op, d.kind, d.message) for r in reports for call in r.calls for d in call.differences]


def test_a_broken_double_is_caught_with_a_readable_difference() -> None:
    plan = _drifted("stripe.customers.retrieve", rename={"email": "e_mail"}, enum={"object": "client"})
    reports = check(_only("stripe"), faults=plan)
    found = _failing(reports)
    # Only the broken operation differs, and each difference says where, what was expected and what came.
    assert {op for op, _, _ in found} == {"stripe.customers.retrieve"}
    assert ("stripe.customers.retrieve", "shape", "body.email: missing (expected null)") in found
    assert ("stripe.customers.retrieve", "value", "body.object: expected 'customer', got 'client'") in found
    text = render(reports)
    assert "stripe.customers.retrieve" in text
    assert "body.object: expected 'customer', got 'client'" in text
    assert text.splitlines()[-1].endswith("difference(s)")


def test_a_changed_type_in_one_list_item_is_caught() -> None:
    plan = _drifted("slack.conversations.list", retype={"channels.*.is_archived": "string"})
    found = _failing(check(_only("slack"), faults=plan))
    assert found
    assert {op for op, _, _ in found} == {"slack.conversations.list"}
    assert all(kind == "shape" for _, kind, _ in found)
    assert "body.channels.0.is_archived: expected boolean, got string ('False')" in {m for _, _, m in found}


def test_the_shipped_cassettes_are_what_the_generator_writes_from_the_specs() -> None:
    """Re-running scripts/parity_cassettes.py changes nothing (skips with the reason without the specs)."""
    import subprocess
    import sys

    from tests.support.specs import ROOT, missing

    reasons = [
        r
        for r in (
            missing(rel)
            for rel in (
                "stripe/openapi.2024-04-10.json",
                "stripe/fixtures3.json",
                "slack/openapi3.json",
                "google-calendar/calendar.v3.discovery.json",
            )
        )
        if r
    ]
    if reasons:
        pytest.skip(reasons[0])
    done = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "parity_cassettes.py"), "--check"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )
    assert done.returncode == 0, done.stderr
