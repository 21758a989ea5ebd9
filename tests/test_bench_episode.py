"""benchmarks/bench_episode.py --bounds keeps measuring what it says: the same episode whole, with its
grade answered from a recording, and with its end too, and it puts the real functions back after.

The numbers of a two-episode run mean nothing; what is checked is that each ceiling is printed, that
the replayed runs really skip the part (fewer calls of the real function), and that a later episode in
the same process is graded for real again.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
BENCH = ROOT / "benchmarks"


def test_a_bounds_run_prints_the_whole_episode_and_both_ceilings() -> None:
    done = subprocess.run(
        [sys.executable, str(BENCH / "bench_episode.py"), "--bounds", "--episodes", "10", "--rounds", "1"],
        cwd=BENCH,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    rows = re.findall(
        r"^  (whole episode|grade free|grade, diff and hash free) +min +[\d,]+ µs", done.stdout, re.M
    )
    assert rows == ["whole episode", "grade free", "grade, diff and hash free"], done.stdout


def test_the_replayed_parts_are_skipped_and_put_back(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.syspath_prepend(str(BENCH))
    import bench_episode
    import toolproof.agents.run as run_module
    from toolproof.world.world import World

    grade, end = vars(run_module)["grade"], World.end
    counted = {"grade": 0, "end": 0}

    def counting_grade(*args: Any, **kwargs: Any) -> Any:
        counted["grade"] += 1
        return grade(*args, **kwargs)

    def counting_end(world: World) -> Any:
        counted["end"] += 1
        return end(world)

    monkeypatch.setattr(run_module, "grade", counting_grade)
    monkeypatch.setattr(World, "end", counting_end)
    bench_episode.bounds(10, 1)
    # 100 warm-up episodes, the recording, then 11 whole episodes graded for real; the grade-free run's
    # 11 still end for real; the last run's 11 neither grade nor end.
    assert counted == {"grade": 100 + 1 + 11, "end": 100 + 1 + 11 + 11}
    assert vars(run_module)["grade"] is counting_grade
    assert World.end is counting_end
