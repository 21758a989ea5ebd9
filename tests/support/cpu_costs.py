"""What each test file costs in CPU seconds: ``pytest --cpu-costs`` (opt-in; off, it does nothing).

Why CPU and not wall time: the suite is sized against CI's two cores, but it is measured on machines whose
load comes and goes; a test's wall time grows with everyone else's work, its CPU time much less. Each
phase (setup, call, teardown) of a test is charged the process's CPU time (user + system, every thread:
the doubles served in a thread count) plus the CPU of the child processes reaped during it (a Node SDK
run, a ``toolproof`` subprocess). A module or session fixture is charged to the test that builds it and
the test whose teardown ends it, so a file's total holds its fixtures; collection (importing the test
modules, every worker does it) is not a test's and is left out.

Under pytest-xdist each worker measures its own tests and the cost rides on the test report to the
controller (a report's extra attributes are serialized with it), which sums them per file and prints the
files that cost most; ``--cpu-costs-json PATH`` also writes every test's cost, for ``scripts/test_costs.py``
to compare two runs or estimate a run's wall time over N workers.
"""

from __future__ import annotations

import json
import resource
import time
from collections import defaultdict
from collections.abc import Generator
from pathlib import Path
from typing import Any

import pytest

_STARTED = pytest.StashKey[dict[str, float]]()


def _cpu() -> tuple[float, float]:
    """(this process's CPU seconds, its reaped children's CPU seconds), user + system."""
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.process_time(), children.ru_utime + children.ru_stime


def add_options(parser: pytest.Parser) -> None:
    group = parser.getgroup("cpu-costs", "CPU seconds per test file (tests/support/cpu_costs.py)")
    group.addoption(
        "--cpu-costs",
        action="store_true",
        default=False,
        help="record every test's CPU seconds and print the test files that cost most",
    )
    group.addoption(
        "--cpu-costs-top",
        type=int,
        default=30,
        help="how many files --cpu-costs prints (default 30)",
    )
    group.addoption(
        "--cpu-costs-json",
        default=None,
        metavar="PATH",
        help="also write every test's CPU seconds to PATH (implies --cpu-costs)",
    )


def configure(config: pytest.Config) -> None:
    """Registers the recorder when asked for; a plain run never sees it."""
    if config.getoption("cpu_costs") or config.getoption("cpu_costs_json"):
        config.pluginmanager.register(CpuCosts(config), "toolproof-cpu-costs")


class CpuCosts:
    """Measures on whichever process runs tests; sums on whichever process reports (xdist's controller)."""

    def __init__(self, config: pytest.Config) -> None:
        self.config = config
        self.tests: dict[str, dict[str, Any]] = {}
        #: CPU seconds collecting each module, in this process (xdist's workers each keep their own).
        self.collected: dict[str, float] = {}
        self.started = time.time()

    # -- measuring (the process that runs the test) --------------------------------------------------

    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_makereport(
        self, item: pytest.Item, call: pytest.CallInfo[None]
    ) -> Generator[None, pytest.TestReport, pytest.TestReport]:
        report = yield
        started = item.stash.get(_STARTED, None)
        if started is not None:
            own, children = _cpu()
            report.cpu_s = own - started["own"]  # type: ignore[attr-defined]
            report.cpu_children_s = children - started["children"]  # type: ignore[attr-defined]
        return report

    def _start(self, item: pytest.Item) -> None:
        own, children = _cpu()
        item.stash[_STARTED] = {"own": own, "children": children}

    @pytest.hookimpl(tryfirst=True)
    def pytest_runtest_setup(self, item: pytest.Item) -> None:
        self._start(item)

    @pytest.hookimpl(tryfirst=True)
    def pytest_runtest_call(self, item: pytest.Item) -> None:
        self._start(item)

    @pytest.hookimpl(tryfirst=True)
    def pytest_runtest_teardown(self, item: pytest.Item) -> None:
        self._start(item)

    @pytest.hookimpl(wrapper=True)
    def pytest_make_collect_report(
        self, collector: pytest.Collector
    ) -> Generator[None, pytest.CollectReport, pytest.CollectReport]:
        """A test module's collection: importing it and building its parameter lists (every worker
        pays it once per module, before any test runs)."""
        if not isinstance(collector, pytest.Module):
            return (yield)
        before = time.process_time()
        report = yield
        self.collected[collector.nodeid] = time.process_time() - before
        return report

    # -- summing (the controller, or the only process) -----------------------------------------------

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        cpu = getattr(report, "cpu_s", None)
        if cpu is None:
            return
        entry = self.tests.setdefault(
            report.nodeid,
            {
                "file": report.nodeid.split("::", 1)[0],
                "cpu_s": 0.0,
                "cpu_children_s": 0.0,
                "wall_s": 0.0,
                "worker": getattr(report, "node", None) and report.node.gateway.id,
            },
        )
        entry["cpu_s"] += cpu
        entry["cpu_children_s"] += getattr(report, "cpu_children_s", 0.0)
        entry["wall_s"] += report.duration

    def files(self) -> list[dict[str, Any]]:
        """Per file: tests, CPU seconds (own + children), wall seconds; costliest first."""
        totals: dict[str, dict[str, Any]] = defaultdict(
            lambda: {"tests": 0, "cpu_s": 0.0, "cpu_children_s": 0.0, "wall_s": 0.0}
        )
        for entry in self.tests.values():
            row = totals[entry["file"]]
            row["tests"] += 1
            for key in ("cpu_s", "cpu_children_s", "wall_s"):
                row[key] += entry[key]
        rows = [{"file": name, **row} for name, row in totals.items()]
        return sorted(rows, key=lambda r: (-(r["cpu_s"] + r["cpu_children_s"]), r["file"]))

    def pytest_terminal_summary(self, terminalreporter: Any) -> None:
        if hasattr(self.config, "workerinput"):
            return
        write = terminalreporter.write_line
        top = self.config.getoption("cpu_costs_top")
        if self.collected:
            terminalreporter.section("CPU seconds collecting each test module (this process)")
            write(f"{len(self.collected)} modules, {sum(self.collected.values()):.1f} CPU s collecting")
            for name, cpu in sorted(self.collected.items(), key=lambda kv: (-kv[1], kv[0]))[:top]:
                write(f"{cpu:8.2f}  {name}")
        rows = self.files()
        total = sum(r["cpu_s"] + r["cpu_children_s"] for r in rows)
        terminalreporter.section("CPU seconds per test file (own + children)")
        write(f"{len(rows)} files, {len(self.tests)} tests, {total:.1f} CPU s in tests")
        write(f"{'cpu s':>8} {'share':>6} {'child s':>8} {'wall s':>8} {'tests':>6}  file")
        for row in rows[:top]:
            cpu = row["cpu_s"] + row["cpu_children_s"]
            share = 100 * cpu / total if total else 0.0
            write(
                f"{cpu:8.1f} {share:5.1f}% {row['cpu_children_s']:8.1f} {row['wall_s']:8.1f} "
                f"{row['tests']:6d}  {row['file']}"
            )
        path = self.config.getoption("cpu_costs_json")
        if path:
            Path(path).write_text(
                json.dumps(
                    {
                        "session_wall_s": time.time() - self.started,
                        "collected": self.collected,
                        "tests": self.tests,
                    },
                    indent=1,
                    sort_keys=True,
                )
                + "\n"
            )
            write(f"every test's cost: {path}")
