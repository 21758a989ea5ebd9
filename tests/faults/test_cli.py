"""``toolproof faults`` and ``toolproof serve --faults PLAN`` as a user runs them."""

from __future__ import annotations

import json
from pathlib import Path

import httpx

from tests.support.cli import run_cli
from toolproof.cli import main
from toolproof.faults import builtin_plans

ROOT = Path(__file__).resolve().parents[2]


cli = run_cli


def test_faults_lists_every_builtin_plan_in_one_line_each(capsys: object) -> None:
    assert main(["faults"]) == 0
    out = capsys.readouterr().out.splitlines()  # type: ignore[attr-defined]
    assert [line.split()[0] for line in out] == list(builtin_plans())
    assert all(len(line.split(None, 1)[1]) > 20 for line in out)


def test_serve_with_a_plan_file_injects_it_into_every_world(tmp_path: Path) -> None:
    path = tmp_path / "outage.yaml"
    path.write_text("rules: [{operation: tickets.tickets.get, fault: {kind: error, status: 503}}]\n")
    proc = cli(
        "serve", "--services", "tickets", "--port", "0", "--fixture", "small", "--json", "--faults", str(path)
    )
    try:
        assert proc.stdout is not None
        info = json.loads(proc.stdout.readline())
        headers = {"Authorization": f"Bearer {info['credentials']['tickets']['token']}"}
        r = httpx.get(info["services"]["tickets"] + "/v1/tickets/tkt_1", headers=headers, timeout=5)
        assert (r.status_code, r.json()["error"]["code"]) == (503, "service_unavailable")
        admin = {"Authorization": f"Bearer {info['admin_token']}"}
        created = httpx.post(info["admin_url"] + "/worlds", json={}, headers=admin, timeout=5).json()
        described = httpx.get(info["admin_url"] + f"/worlds/{created['id']}/faults", headers=admin, timeout=5)
        assert described.json()["plan"]["name"] == "outage"
    finally:
        proc.terminate()
        proc.communicate(timeout=10)  # also closes the pipes


def test_serve_refuses_an_unknown_plan() -> None:
    proc = cli("serve", "--services", "tickets", "--port", "0", "--faults", "no-such-plan")
    _, err = proc.communicate(timeout=20)
    assert proc.returncode == 2
    assert "no built-in fault plan 'no-such-plan'" in err


def test_faults_prints_a_plan_as_yaml_that_reads_back(capsys: object) -> None:
    from toolproof.faults import FaultPlan, builtin_plan

    assert main(["faults", "lost-responses"]) == 0
    out = capsys.readouterr().out  # type: ignore[attr-defined]
    assert FaultPlan.from_yaml(out) == builtin_plan("lost-responses")
    assert main(["faults", "nope"]) == 2


def test_serve_refuses_a_plan_that_does_not_fit_the_services(tmp_path: Path) -> None:
    path = tmp_path / "misfit.yaml"
    path.write_text("rules: [{fault: {kind: corrupt_rows, table: tickets_nope, delete: true}}]\n")
    proc = cli("serve", "--services", "tickets", "--port", "0", "--faults", str(path))
    _, err = proc.communicate(timeout=30)
    assert proc.returncode == 2
    assert "no table 'tickets_nope'" in err
