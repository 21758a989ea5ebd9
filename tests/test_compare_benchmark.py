"""benchmarks/compare.py keeps running: toolproof's side of every phase, and the peers' workers when present.

The numbers of a smoke run mean nothing (one round, a few calls); what is checked is that every figure
is measured, every floor is there, and the table prints a row for each. The peers' own environment
(benchmarks/.peers, made by compare.py from PyPI) is not part of the project's: without it the peers'
test is skipped, saying so.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
BENCH = ROOT / "benchmarks"
PEERS_PYTHON = BENCH / ".peers" / "bin" / "python"
#: Written by compare.py once the peers are installed (a half-made environment has none).
PEERS_READY = (BENCH / ".peers" / ".installed").exists()


def test_a_smoke_run_of_toolproof_alone_measures_every_figure_and_floor(tmp_path: Path) -> None:
    out = tmp_path / "compare.json"
    done = subprocess.run(
        [sys.executable, str(BENCH / "compare.py"), "--smoke", "--only", "toolproof", "--json", str(out)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    data = json.loads(out.read_text())
    assert data["rows"] == {"toolproof": 17652}
    ours = data["times"]["toolproof"]
    figures = ["reset", "read", "write", "snapshot", "restore", "diff", "hash", "episode"]
    floors = ["copy", "sqlite_read", "sqlite_write"]
    for figure in [*figures, *floors, "http_read", "http_write", "mcp"]:
        assert len(ours[figure]) == 1, figure
        assert ours[figure][0] > 0, figure
    # Two worlds' growth of resident memory: present, though freed memory may be reused (even 0).
    assert len(ours["memory"]) == 1
    assert sorted(data["times"]["floor"]) == [
        "empty_read",
        "empty_read_cpu",
        "empty_write",
        "empty_write_cpu",
    ]
    assert data["missing"] == {}
    table = [line for line in done.stdout.splitlines() if line.startswith("| ")]
    assert table[0] == "| figure | toolproof | floor: toolproof ÷ floor |"
    assert table[1] == "| --- | --- | --- |"
    labels = [line.split(" | ")[0].removeprefix("| ") for line in table[2:]]
    assert labels[:8] == [
        "reset to the starting state",
        "read (customer by id)",
        "write (create a customer)",
        "snapshot",
        "restore a snapshot",
        "diff since start, 10 writes",
        "full state hash",
        "episode (own, graded)",
    ]
    assert labels[-2:] == ["MCP tools/call (read), stdio", "memory per live world"]
    assert "copy of the state bytes" in table[2]
    assert "bare SQLite SELECT" in table[3]


@contextmanager
def worker(python: Path | str, system: str, env: dict[str, str]) -> Iterator[subprocess.Popen[str]]:
    """A compare_worker.py process, its pipes closed and the process waited for on the way out."""
    with subprocess.Popen(
        [str(python), str(BENCH / "compare_worker.py"), system],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        cwd=ROOT,
        env=env,
    ) as process:
        try:
            yield process
        finally:
            assert process.stdin is not None
            process.stdin.close()
            process.wait(timeout=60)


def ask(process: subprocess.Popen[str], **request: Any) -> dict[str, Any]:
    assert process.stdin is not None
    assert process.stdout is not None
    process.stdin.write(json.dumps(request) + "\n")
    process.stdin.flush()
    reply: dict[str, Any] = json.loads(process.stdout.readline())
    return reply


@pytest.mark.skipif(
    not PEERS_READY,
    reason="no peers environment (benchmarks/.peers): benchmarks/compare.py makes it from PyPI on first run",
)
def test_the_peers_workers_load_the_same_rows_and_time_their_calls(tmp_path: Path) -> None:
    export = tmp_path / "rows.json"
    plain = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    with worker(sys.executable, "toolproof", {**plain, "PYTHONPATH": str(ROOT / "src")}) as ours:
        assert ask(ours, cmd="setup", export=str(export))["rows"] == 17652
    lacking = {"eval-mock": {}, "agentproof-sim": {"diff": "no state diff", "hash": "no state hash"}}
    for peer, lacks in lacking.items():
        with worker(PEERS_PYTHON, peer, plain) as theirs:
            assert ask(theirs, cmd="setup", export=str(export)) == {"rows": 17652, "missing": lacks}, peer
            for figure in ("read", "write"):
                reply = ask(theirs, cmd="time", figure=figure, repeat=3, budget=0.05)
                assert reply["s"] > 0, (peer, figure, reply)
            for figure, why in lacks.items():
                assert ask(theirs, cmd="time", figure=figure, repeat=3) == {"skip": why}
