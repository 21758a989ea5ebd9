"""Loading tasks from YAML: one task per file, a list per file, or a family with shared defaults.

A family file looks like ``{defaults: {services: [stripe], seed: 3}, tasks: [{id: …}, …]}``; each
task is the defaults shallowly overridden by its own keys. Built-in suites are package data under
``toolproof/suites/<name>/``; any other argument is a path to a file or a folder.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

import yaml

from toolproof.tasks.yaml_text import load_task_yaml

if TYPE_CHECKING:
    from pydantic import ValidationError

    from toolproof.tasks.model import Task

SUITES_PACKAGE = "toolproof.suites"


class TaskLoadError(ValueError):
    """A task file that cannot be used; says which file, which task and what is wrong."""


def _describe(exc: ValidationError) -> str:
    parts = []
    for e in exc.errors(include_url=False):
        where = ".".join(str(p) for p in e["loc"]) or "(task)"
        parts.append(f"{where}: {e['msg']}")
    return "; ".join(parts)


def tasks_from_data(data: Any, source: str = "<data>", only: set[str] | None = None) -> list[Task]:
    """Tasks from decoded YAML/JSON: a task mapping, a list of them, or a family.

    With ``only``, tasks with other ids are skipped unchecked (validating one task of a file that is
    being edited does not wait for the rest to load).
    """
    from pydantic import ValidationError  # the models load only when tasks are validated

    from toolproof.tasks.model import Task

    defaults: dict[str, Any] = {}
    if isinstance(data, dict) and "tasks" in data:
        defaults = data.get("defaults") or {}
        if not isinstance(defaults, dict):
            raise TaskLoadError(f"{source}: 'defaults' must be a mapping")
        items = data["tasks"]
    elif isinstance(data, list):
        items = data
    else:
        items = [data]
    if not isinstance(items, list):
        raise TaskLoadError(f"{source}: 'tasks' must be a list")
    out = []
    for i, item in enumerate(items):
        if not isinstance(item, dict):
            raise TaskLoadError(f"{source}: task #{i + 1} is not a mapping")
        merged = {**defaults, **item}
        if only is not None and merged.get("id") not in only:
            continue
        try:
            out.append(Task.model_validate(merged))
        except ValidationError as exc:
            raise TaskLoadError(
                f"{source}: task {merged.get('id', f'#{i + 1}')!r}: {_describe(exc)}"
            ) from None
    return out


def load_file(path: Path, only: set[str] | None = None) -> list[Task]:
    try:
        data = load_task_yaml(path.read_text(encoding="utf-8"))
    except yaml.YAMLError as exc:
        raise TaskLoadError(f"{path}: not valid YAML: {exc}") from None
    except ValueError as exc:
        raise TaskLoadError(f"{path}: {exc}") from None
    if data is None:
        return []
    return tasks_from_data(data, str(path), only)


def load_path(path: Path, only: set[str] | None = None) -> list[Task]:
    """Every task (or only those with ids in ``only``) in a file or, recursively and in name order, in a
    folder's ``*.yaml`` files."""
    if path.is_dir():
        tasks: list[Task] = []
        for file in sorted(path.rglob("*.y*ml")):
            tasks.extend(load_file(file, only))
    elif path.is_file():
        tasks = load_file(path, only)
    else:
        raise TaskLoadError(
            f"{path}: no such file or folder, and no built-in suite of that name ({suite_names()})"
        )
    ids = [t.id for t in tasks]
    duplicates = sorted({i for i in ids if ids.count(i) > 1})
    if duplicates:
        raise TaskLoadError(f"{path}: task ids used more than once: {', '.join(duplicates)}")
    return tasks


def suite_names() -> list[str]:
    """The built-in suites shipped with the package."""
    root = resources.files(SUITES_PACKAGE)
    return sorted(p.name for p in root.iterdir() if p.is_dir() and not p.name.startswith("_"))


def load_suite(spec: str, only: set[str] | None = None) -> list[Task]:
    """A built-in suite by name (``core``), or the tasks at a path (only ids in ``only``, if given)."""
    if spec in suite_names():
        with resources.as_file(resources.files(SUITES_PACKAGE).joinpath(spec)) as folder:
            return load_path(Path(folder), only)
    return load_path(Path(spec), only)
