"""The test suite's own time: what scripts/test_costs.py reads of a ``pytest --cpu-costs-json`` run."""

from __future__ import annotations

import ast
import importlib.util
import json
from pathlib import Path
from types import ModuleType, SimpleNamespace
from typing import Any

from tests.support import schedule

ROOT = Path(__file__).resolve().parents[1]


def _script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("test_costs_script", ROOT / "scripts" / "test_costs.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_makespan_hands_each_job_to_the_first_free_worker() -> None:
    script = _script()
    assert script.makespan([1.0, 1.0, 10.0], 2) == 11.0  # the long job last: one worker waits
    assert script.makespan([10.0, 1.0, 1.0], 2) == 10.0
    assert script.makespan([], 2) == 0.0


def test_estimate_and_compare_read_a_recorded_run(tmp_path: Path) -> None:
    script = _script()

    def run(costs: dict[str, float]) -> dict[str, Any]:
        tests = {
            f"{name}::t{i}": {"file": name, "cpu_s": cost / 2, "cpu_children_s": 0.0, "wall_s": 0.0}
            for name, cost in costs.items()
            for i in range(2)
        }
        return {"tests": tests}

    before = run({"tests/a.py": 4.0, "tests/b.py": 8.0, "tests/c.py": 12.0})
    after = run({"tests/a.py": 4.0, "tests/b.py": 2.0, "tests/c.py": 12.0})
    assert script.estimate(before, 2, 30.0).splitlines() == [
        "24 CPU s in tests over 2 workers: 12 s if perfectly shared",
        "most tests first (xdist's default): 16 s",
        "longest first: 12 s",
        "each worker first collects: + 30 s",
    ]
    assert script.compare(before, after, ["tests/b.py"]).splitlines() == [
        "  before    after  ratio  file",
        "     8.0      2.0   0.25  tests/b.py",
        "     8.0      2.0   0.25  (total)",
    ]
    path = tmp_path / "run.json"
    path.write_text(json.dumps(before))
    assert script.load(str(path)) == before


def _module_level_loader_imports(path: Path) -> list[str]:
    """``from toolproof.tasks[.loader] import load_suite`` at a module's top level (``path``:line)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [
        f"{path.relative_to(ROOT)}:{node.lineno}"
        for node in tree.body
        if isinstance(node, ast.ImportFrom)
        and node.module in ("toolproof.tasks", "toolproof.tasks.loader")
        and any(alias.name == "load_suite" for alias in node.names)
    ]


def test_test_modules_read_the_built_in_suites_through_the_shared_cache() -> None:
    """Every xdist worker imports every test module before its first test: five modules that parsed
    whole suites with the real loader at import made collection 132 CPU s a worker instead of 40.
    tests/support/suites.py's load_suite is the real loader, once per suite name (``only=`` and paths
    go to the real loader every time)."""
    found = [
        where
        for path in sorted((ROOT / "tests").rglob("*.py"))
        if path != ROOT / "tests" / "support" / "suites.py"
        for where in _module_level_loader_imports(path)
    ]
    assert found == []


# -- the schedule: the fan-out unit, units longest first, each test once (suitecost51) -----------------


class _Node:
    """What xdist's scheduler calls on a worker."""

    def __init__(self, name: str, handed: list[tuple[str, list[int]]]) -> None:
        self.gateway = SimpleNamespace(id=name)
        self.shutting_down = False
        self.sent: list[list[int]] = []
        self.handed = handed  # every node's, in the order the scheduler handed them out

    def send_runtest_some(self, indexes: list[int]) -> None:
        self.sent.append(list(indexes))
        self.handed.append((self.gateway.id, list(indexes)))

    def shutdown(self) -> None:
        self.shutting_down = True


def test_the_scheduler_hands_out_the_units_costliest_first_and_every_test_once() -> None:
    costs = {
        "files": {"tests/b.py": 50.0, "tests/c.py": 5.0},
        "per_test_s": 1.0,
        "reads_fanout": ["tests/d.py"],  # read the fan-out suite at run time without naming it
    }
    collection = [
        "tests/a.py::t1",
        "tests/a.py::t2",
        "tests/a.py::t3",  # not in the table: 3 tests at 1.0
        "tests/b.py::t1",  # 50.0, one test: xdist's own order puts it last
        *[f"tests/c.py::t{i}" for i in range(4)],  # 5.0
        "tests/d.py::t1",  # the fan-out unit, with the module that names the suite: 1.0 + 1.0
        "tests/tasks/test_month_dot.py::t1",
    ]
    config = SimpleNamespace(
        rootpath=ROOT,
        getvalue=lambda name: ["2*popen"],
        option=SimpleNamespace(loadscopereorder=True),
    )
    scheduler = schedule.make_scheduler(config, None, costs)
    handed: list[tuple[str, list[int]]] = []
    nodes = [_Node("gw0", handed), _Node("gw1", handed)]
    for node in nodes:
        scheduler.add_node(node)
    for node in nodes:
        scheduler.add_node_collection(node, collection)
    scheduler.schedule()
    while scheduler.has_pending:  # each worker runs what it was sent, reporting each test done
        for node in nodes:
            while node.sent:
                for index in node.sent.pop(0):
                    scheduler.mark_test_complete(node, index)
    files = [sorted({collection[i].split("::")[0] for i in ids}) for _, ids in handed]
    assert files == [
        ["tests/b.py"],
        ["tests/c.py"],
        ["tests/a.py"],
        ["tests/d.py", "tests/tasks/test_month_dot.py"],
    ]
    sent = sorted(index for _, ids in handed for index in ids)
    assert sent == list(range(len(collection)))  # every collected test exactly once
    assert [worker for worker, _ in handed[:2]] == ["gw0", "gw1"]  # the two costliest start at once


def test_order_by_cost_is_a_permutation_that_keeps_xdists_order_on_ties() -> None:
    queue = {"u1": {"tests/x.py::a": False}, "u2": {"tests/y.py::a": False}, "u3": {"tests/z.py::a": False}}
    costs = {"files": {"tests/z.py": 9.0}, "per_test_s": 1.0, "reads_fanout": []}
    ordered = schedule.order_by_cost(queue, costs)
    assert list(ordered) == ["u3", "u1", "u2"]
    assert dict(ordered) == queue


def test_timeline_and_write_table_read_a_recorded_run() -> None:
    script = _script()
    tests = {
        "tests/a.py::t1": _entry("tests/a.py", "gw0", 1.0, 3.0, 1.5, ["core"]),
        "tests/a.py::t2": _entry("tests/a.py", "gw0", 3.5, 4.0, 0.5, []),
        "tests/b.py::t1": _entry("tests/b.py", "gw1", 2.0, 9.0, 6.0, ["fanout"]),
    }
    run = {"session_start": 0.0, "session_stop": 10.0, "controller_cpu_s": 2.0, "tests": tests}
    assert script.timeline(run, 2).splitlines() == [
        "session 10 s; the controller's own CPU 2 s",
        "worker  tests  head s  busy s   cpu s  gaps s  tail s",
        "   gw0      2     1.0     2.5     2.0     0.5     6.0",
        "   gw1      1     2.0     7.0     6.0     0.0     1.0",
        "the 2 longest file runs (seconds from the session's start):",
        "   gw1     2.0 →     9.0  cpu    6.0  tests/b.py",
        "   gw0     1.0 →     4.0  cpu    2.0  tests/a.py",
    ]
    table = script.write_table([run])
    assert table["files"] == {"tests/a.py": 2.0, "tests/b.py": 6.0}
    assert table["reads_fanout"] == ["tests/b.py"]
    assert table["per_test_s"] == 3.5  # the median of 1.0 (a: 2.0 over 2 tests) and 6.0


def _entry(
    file: str, worker: str, start: float, stop: float, cpu: float, suites: list[str]
) -> dict[str, Any]:
    return {
        "file": file,
        "worker": worker,
        "start": start,
        "stop": stop,
        "cpu_s": cpu,
        "cpu_children_s": 0.0,
        "wall_s": stop - start,
        "suites": suites,
    }
