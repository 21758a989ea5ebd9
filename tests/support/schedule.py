"""How ``--dist loadfile`` hands the test files to xdist's workers (``tests/conftest.py`` installs it).

Two rules on top of xdist's ``loadfile`` (a file stays on one worker, so module fixtures, a served world
or a Ray instance, are built once):

* **One fan-out unit.** Every module that reads the fan-out suite goes in one work unit, so only one
  worker pays its parse (≈ 60 CPU s when ``tests/support/suites.py``'s disk cache is cold, and the
  unpickling of 34 MB when it is warm); a second worker that needs it while the first parses it would
  wait idle on the disk cache's lock. A module is in it when its text names ``"fanout"`` and reads
  through ``tests/support``, or when the cost table below lists it among the files whose tests read the
  fan-out suite at run time (``test_people21.py`` and ``test_grade_program.py`` iterate
  ``suite_names()``: they read it without naming it). The table's list comes from a recorded run
  (``tests/support/cpu_costs.py`` notes which suites each test read), not from guessing.
* **Longest first.** xdist orders the units by their number of tests; a unit's cost has little to do
  with it (``test_core_suite.py``'s 139 tests cost more than the 6,000 of most modules). The units are
  handed out costliest first by ``costs.json``, a small table of CPU seconds per file written by
  ``scripts/test_costs.py write-table RUN.json…`` from ``pytest --cpu-costs-json`` runs; a file not in
  the table (a new module) counts its tests at the table's median cost a test. Only the order changes:
  the units, and so the tests each worker runs, are xdist's (``order_by_cost`` is a permutation).
"""

from __future__ import annotations

import json
import re
from collections import OrderedDict
from collections.abc import Iterable, Mapping
from functools import cache
from pathlib import Path
from typing import Any

#: The committed cost table (``scripts/test_costs.py write-table``).
TABLE = Path(__file__).with_name("costs.json")

#: The work unit of every module that reads the fan-out suite.
FANOUT_UNIT = "fanout-suite"

#: A module that names the fanout suite (read through the shared loaders, ``tests/support/suites.py``).
_NAMES_FANOUT = re.compile(r"""["']fanout["']""")


@cache
def table(path: Path = TABLE) -> dict[str, Any]:
    """The cost table: ``files`` (file → CPU s), ``per_test_s`` (the default a test), ``reads_fanout``
    (files whose tests read the fan-out suite). An absent or unreadable table orders as xdist does."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {"files": {}, "per_test_s": 0.0, "reads_fanout": []}
    return {
        "files": dict(data.get("files", {})),
        "per_test_s": float(data.get("per_test_s", 0.0)),
        "reads_fanout": list(data.get("reads_fanout", [])),
    }


@cache
def _names_fanout(path: Path) -> bool:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError:
        return False
    return "tests.support" in text and _NAMES_FANOUT.search(text) is not None


def scope(root: Path, nodeid: str, costs: Mapping[str, Any]) -> str:
    """The work unit of a test: the fan-out unit, or its file."""
    file_id = nodeid.split("::", 1)[0]
    if file_id in costs["reads_fanout"] or _names_fanout(root / file_id):
        return FANOUT_UNIT
    return file_id


def unit_cost(nodeids: Iterable[str], costs: Mapping[str, Any]) -> float:
    """A unit's cost: the table's CPU seconds of each of its files, or its tests at the default."""
    tests: dict[str, int] = {}
    for nodeid in nodeids:
        file_id = nodeid.split("::", 1)[0]
        tests[file_id] = tests.get(file_id, 0) + 1
    known: Mapping[str, float] = costs["files"]
    default = float(costs["per_test_s"])
    return sum(float(known.get(f, n * default)) for f, n in tests.items())


def order_by_cost(
    workqueue: Mapping[str, dict[str, bool]], costs: Mapping[str, Any]
) -> OrderedDict[str, dict[str, bool]]:
    """The same units (the same dict of tests each) costliest first; ties keep xdist's order."""
    ranked = sorted(enumerate(workqueue.items()), key=lambda kv: (-unit_cost(kv[1][1], costs), kv[0]))
    return OrderedDict(item for _, item in ranked)


def make_scheduler(config: Any, log: Any, costs: Mapping[str, Any] | None = None) -> Any:
    """xdist's ``LoadFileScheduling`` with the fan-out unit and the units handed out longest first
    (by ``costs``, the committed table unless given)."""
    from xdist.scheduler import LoadFileScheduling  # type: ignore[import-untyped]  # no py.typed

    root = Path(config.rootpath)
    table_: Mapping[str, Any] = table() if costs is None else costs

    class CostFileScheduling(LoadFileScheduling):  # type: ignore[misc]  # (untyped base)
        _ordered = False
        workqueue: OrderedDict[str, dict[str, bool]]

        def _split_scope(self, nodeid: str) -> str:
            return scope(root, nodeid, table_)

        def _assign_work_unit(self, node: Any) -> None:
            # xdist fills the work queue in schedule() and then assigns from its front: order it once,
            # before the first unit is handed out (a crashed node's units, put back later, go last).
            if not self._ordered:
                self.workqueue = order_by_cost(self.workqueue, table_)
                self._ordered = True
            super()._assign_work_unit(node)

    return CostFileScheduling(config, log)
