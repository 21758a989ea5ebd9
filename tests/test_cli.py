"""The ``toolproof`` command as a user runs it."""

from __future__ import annotations

import json
import subprocess
import sys

import httpx

from tests.support.cli import ROOT, run_cli


def test_serve_json_prints_one_line_a_script_can_drive() -> None:
    proc = run_cli("serve", "--services", "tickets", "--port", "0", "--fixture", "small", "--json")
    try:
        assert proc.stdout is not None
        info = json.loads(proc.stdout.readline())
        assert set(info) == {"base_url", "admin_url", "admin_token", "services", "world", "credentials"}
        assert info["base_url"].startswith("http://127.0.0.1:")
        token = info["credentials"]["tickets"]["token"]
        assert token == "tk_" + info["world"]
        r = httpx.get(
            info["services"]["tickets"] + "/v1/tickets/tkt_1", headers={"Authorization": f"Bearer {token}"}
        )
        assert r.json()["subject"] == "Cannot log in"
        health = httpx.get(info["admin_url"] + "/health").json()
        assert health == {"ok": True, "services": ["tickets"], "worlds": 1}
        worlds = httpx.get(
            info["admin_url"] + "/worlds", headers={"Authorization": "Bearer " + info["admin_token"]}
        )
        assert [w["id"] for w in worlds.json()["worlds"]] == [info["world"]]
    finally:
        proc.terminate()
        proc.communicate(timeout=10)  # also closes the pipes


def test_serve_refuses_unknown_services_with_the_list() -> None:
    proc = run_cli("serve", "--services", "nope", "--port", "0")
    _out, err = proc.communicate(timeout=30)
    assert proc.returncode == 2
    assert "unknown service 'nope'; available:" in err
    assert "tickets" in err


def test_help_teaches_the_sdk_base_urls() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "toolproof", "serve", "--help"],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
    ).stdout
    assert "api_base=URL/stripe" in out
    assert "base_url=URL/slack/api/" in out


def test_validate_refuses_a_worker_count_below_one_with_the_fix() -> None:
    proc = run_cli("validate", "fanout", "--workers", "0")
    _out, err = proc.communicate(timeout=120)
    assert proc.returncode == 2
    assert "argument --workers: expected at least 1, got 0" in err


def test_validate_exits_nonzero_on_a_defect_and_names_it() -> None:
    proc = run_cli("validate", str(ROOT / "tests/tasks/data/broken/noop-passes.yaml"))
    out, _err = proc.communicate(timeout=120)
    assert proc.returncode == 1
    assert "broken.noop-passes" in out
    assert "✗ zero-call agents fail: an agent that makes no call passes by claiming done" in out
    good = run_cli(
        "validate", str(ROOT / "tests/tasks/data/good"), "--task", "tickets.reopen-open-ticket", "--json"
    )
    out, _err = good.communicate(timeout=120)
    assert good.returncode == 0
    data = json.loads(out)
    assert [t["task"] for t in data["tasks"]] == ["tickets.reopen-open-ticket"]
    assert data["summary"]["zero_call_passes"] == 0
    assert {m["id"]: m["outcome"] for m in data["tasks"][0]["mutants"]}["drop-reason:1"] == "killed"
