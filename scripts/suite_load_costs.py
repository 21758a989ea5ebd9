#!/usr/bin/env python3
"""What loading each built-in suite costs one process, in CPU seconds, by stage.

    PYTHONPATH=src scripts/suite_load_costs.py [SUITE ...]   # default: every built-in suite

Why: every pytest-xdist worker imports every test module before its first test, and some forty of them
read the built-in suites at import (``tests/support/suites.py`` parses each once per process). So each
worker pays every suite's load before it runs anything. The stages printed are the ones
``toolproof.tasks.loader.load_file`` runs, in its order: the scan for a value cut by `` #word``
(``cut_by_comment``), the YAML decode (``TaskYamlLoader``) and the task models' validation (which compiles
every ``regex`` condition to refuse a bad one). CPU, not wall: the machines this is measured on are shared.
"""

from __future__ import annotations

import sys
import time
from importlib import resources
from pathlib import Path

import yaml

from toolproof.tasks import suite_names
from toolproof.tasks.loader import SUITES_PACKAGE, tasks_from_data
from toolproof.tasks.yaml_text import TaskYamlLoader, cut_by_comment


def stages(name: str) -> tuple[float, float, float, int]:
    """(scan, decode, validate) CPU seconds and the number of tasks of the built-in suite ``name``."""
    scan = decode = validate = 0.0
    tasks = 0
    with resources.as_file(resources.files(SUITES_PACKAGE).joinpath(name)) as folder:
        for path in sorted(Path(folder).rglob("*.y*ml")):
            text = path.read_text(encoding="utf-8")
            started = time.process_time()
            cut_by_comment(text)
            scan += time.process_time() - started
            started = time.process_time()
            data = yaml.load(text, Loader=TaskYamlLoader)  # a SafeLoader subclass
            decode += time.process_time() - started
            started = time.process_time()
            tasks += len(tasks_from_data(data, str(path)) if data is not None else [])
            validate += time.process_time() - started
    return scan, decode, validate, tasks


def main(argv: list[str]) -> int:
    names = argv or suite_names()
    print(f"{'suite':<15} {'tasks':>5} {'scan':>7} {'decode':>7} {'validate':>8} {'total':>7}  (CPU s)")
    for name in names:
        scan, decode, validate, tasks = stages(name)
        total = scan + decode + validate
        print(f"{name:<15} {tasks:>5} {scan:>7.2f} {decode:>7.2f} {validate:>8.2f} {total:>7.2f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
