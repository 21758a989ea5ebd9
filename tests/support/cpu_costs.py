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

Two more things ride on each report, for the schedule (``tests/support/schedule.py``): when each test ran
(pytest's own ``start``/``stop`` of each phase, so the controller sees each worker's busy time and its idle
head and tail: ``scripts/test_costs.py timeline``), and which built-in suites it read, through
``tests/support/suites.py`` or by opening a suite's files (the product's loaders), so the modules that
read the fan-out suite without naming it are found from what they load, not guessed.
"""

from __future__ import annotations

import json
import os
import resource
import sys
import time
from collections import defaultdict
from collections.abc import Generator
from pathlib import Path
from typing import Any

import pytest

_STARTED = pytest.StashKey[dict[str, float]]()

#: The suites read since the current phase started (this process), when the recorder is on.
_READ: set[str] = set()
_HOOKED: list[bool] = []


def _note_read(name: str) -> None:
    _READ.add(name)


def _watch_suite_files() -> None:
    """Notes every built-in suite whose files this process opens (once a process: an audit hook stays)."""
    if _HOOKED:
        return
    _HOOKED.append(True)
    from importlib import resources

    from tests.support import suites
    from toolproof.tasks.loader import SUITES_PACKAGE

    root = str(Path(str(resources.files(SUITES_PACKAGE)))) + os.sep

    def hook(event: str, args: tuple[Any, ...]) -> None:
        if event != "open":
            return
        path = os.fspath(args[0]) if isinstance(args[0], os.PathLike) else args[0]
        if isinstance(path, str) and path.startswith(root) and os.sep in path[len(root) :]:
            _READ.add(path[len(root) :].split(os.sep, 1)[0])  # a file in a suite's folder

    sys.addaudithook(hook)
    suites.on_read(_note_read)


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
        _watch_suite_files()
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
            report.suites_read = sorted(_READ)  # type: ignore[attr-defined]
        return report

    def _start(self, item: pytest.Item) -> None:
        own, children = _cpu()
        item.stash[_STARTED] = {"own": own, "children": children}
        _READ.clear()

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
                "start": report.start,
                "stop": report.stop,
                "suites": [],
            },
        )
        entry["start"] = min(entry["start"], report.start)
        entry["stop"] = max(entry["stop"], report.stop)
        entry["suites"] = sorted(set(entry["suites"]) | set(getattr(report, "suites_read", ())))
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
                        "session_start": self.started,
                        "session_stop": time.time(),
                        # the controller's own CPU (under xdist it shares the cores with the workers)
                        "controller_cpu_s": time.process_time(),
                        "collected": self.collected,
                        "tests": self.tests,
                    },
                    indent=1,
                    sort_keys=True,
                )
                + "\n"
            )
            write(f"every test's cost: {path}")
