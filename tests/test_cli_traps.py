"""Every mistake a new user made with the ``toolproof`` command: one clear line and the right exit code.

Each case runs the real console script (``.venv/bin/toolproof``) in a fresh folder, as a user would: its
``sys.path`` starts at the script's folder, not the user's, and nothing of the test process leaks in.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from toolproof.commands.run import default_out

TOOLPROOF = Path(sys.executable).with_name("toolproof")
GOOD = Path(__file__).resolve().parent / "tasks" / "data" / "good"

AGENT_PY = """\
async def solve(episode):
    episode.finish("done", "nothing to do")
"""


def _closed_port() -> int:
    """A loopback port nothing listens on (bound, then released: connections are refused at once)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def toolproof(cwd: Path, *args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    base = {k: v for k, v in os.environ.items() if not k.startswith("OPENAI_")}
    return subprocess.run(
        [str(TOOLPROOF), *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=300,
        env={**base, **(env or {})},
        check=False,
    )


def one_line(proc: subprocess.CompletedProcess[str]) -> str:
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1, proc.stderr
    assert "Traceback" not in proc.stderr
    return lines[0]


@pytest.mark.skipif(not TOOLPROOF.exists(), reason="the toolproof console script is not installed")
def test_every_listed_mistake_gets_one_line_and_the_right_exit_code(tmp_path: Path) -> None:
    quick = ["--task", "stripe.refund-remaining-balance", "--faults", "none", "--quiet"]

    # A missing API key: said once, before any run folder exists.
    proc = toolproof(tmp_path, "run", "--agent", "openai:gpt-4o-mini", *quick)
    assert proc.returncode == 2
    assert one_line(proc) == (
        "toolproof run: openai:gpt-4o-mini: no API key: set OPENAI_API_KEY (any value for local servers)"
    )
    assert not (tmp_path / "runs").exists()

    # Zero trials or steps are refused, not silently changed or blamed on the agent.
    for flag, value in (("--trials", "0"), ("--max-steps", "0"), ("--trials", "-3"), ("--concurrency", "0")):
        proc = toolproof(tmp_path, "run", "--agent", "careful", flag, value)
        assert proc.returncode == 2
        assert one_line(proc) == (
            f"toolproof run: argument {flag}: expected at least 1, got {value} (see toolproof run --help)"
        )

    # A bad port, for every command that listens.
    for command in ("serve", "mcp", "view"):
        proc = toolproof(tmp_path, command, "--port", "70000")
        assert proc.returncode == 2
        assert one_line(proc).startswith(f"toolproof {command}: argument --port: a port is 0-65535")

    # A --task pattern that selects nothing names itself and how to list tasks.
    proc = toolproof(tmp_path, "run", "--agent", "careful", "--task", "strpe-*")
    assert proc.returncode == 2
    assert "no task matches 'strpe-*'" in one_line(proc)
    assert "`toolproof tasks` lists them" in proc.stderr

    # An unreachable model endpoint: every episode is an infrastructure error, so the run fails and
    # says the first cause.
    env = {"OPENAI_API_KEY": "x", "OPENAI_BASE_URL": f"http://127.0.0.1:{_closed_port()}/v1"}
    proc = toolproof(
        tmp_path, "run", "--agent", "openai:m", "--agent-opt", "retries=0", *quick, "--out", "down", env=env
    )
    assert proc.returncode == 1
    assert one_line(proc).startswith(
        "toolproof run: all 1 episodes ended in an infrastructure error, so nothing was scored; the first: "
        "model endpoint: connection"
    )

    # A local agent.py works without PYTHONPATH=. (the console script's path starts elsewhere).
    (tmp_path / "agent.py").write_text(AGENT_PY, encoding="utf-8")
    proc = toolproof(tmp_path, "run", "--agent", "agent:solve", *quick, "--out", "mine")
    assert proc.returncode == 0, proc.stderr
    assert (
        json.loads((tmp_path / "mine" / "results.json").read_text())["agents"]["agent:solve"]["episodes"] == 1
    )

    # The report links the metric definitions, shipped inside the package and copied beside it.
    report = (tmp_path / "mine" / "report.html").read_text(encoding="utf-8")
    assert "<a href='docs/metrics.md'>" in report
    assert (tmp_path / "mine" / "docs" / "metrics.md").read_text(encoding="utf-8").startswith("# Metrics")
    proc = toolproof(tmp_path, "docs", "metrics")
    assert proc.returncode == 0
    assert proc.stdout.startswith("# Metrics")
    proc = toolproof(tmp_path, "docs", "nope")
    assert proc.returncode == 2
    assert one_line(proc).startswith("toolproof: no guide 'nope'; there are: ")


@pytest.mark.skipif(not TOOLPROOF.exists(), reason="the toolproof console script is not installed")
def test_tasks_lists_a_suite_and_selects_by_glob_and_tag(tmp_path: Path) -> None:
    proc = toolproof(tmp_path, "tasks", "--json")
    assert proc.returncode == 0, proc.stderr
    rows = json.loads(proc.stdout)
    assert len(rows) >= 100
    assert {"id", "title", "services", "path", "tags", "variants", "instruction", "source"} <= set(rows[0])
    proc = toolproof(tmp_path, "tasks", "core", "--task", "stripe-multi.*", "--task", "tag:time-*", "--json")
    chosen = json.loads(proc.stdout)
    assert chosen
    for row in chosen:
        assert row["id"].startswith("stripe-multi.") or any(t.startswith("time-") for t in row["tags"])
    proc = toolproof(tmp_path, "tasks", "core")
    assert proc.stdout.strip().endswith(f"{len(rows)} task(s) in core")


def test_runs_started_in_the_same_second_get_their_own_folders(tmp_path: Path) -> None:
    folders = [default_out(tmp_path) for _ in range(3)]
    assert len(set(folders)) == 3
    assert all(f.is_dir() and f.parent == tmp_path for f in folders)
    assert folders[1].name == folders[0].name + "-2" or folders[1].name[:19] != folders[0].name[:19]
