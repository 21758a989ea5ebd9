"""The test suite's own time: what scripts/test_costs.py reads of a ``pytest --cpu-costs-json`` run."""

from __future__ import annotations

import ast
import importlib.util
import json
from pathlib import Path
from types import ModuleType
from typing import Any

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
