"""A suite's tasks as plain entries, read without validating them, and task selection by pattern.

``toolproof tasks`` lists a suite in well under a second: validating a task means building its pydantic
model, checking its plans and refs, which costs seconds for a whole suite and is what ``toolproof
validate`` is for. Listing only decodes the YAML (and merges a family's defaults).

Selection is shared by ``tasks``, ``run`` and ``validate``: a pattern is a task id, a shell glob over
ids (``stripe-multi.*``, ``*refund*``) or ``tag:NAME`` (a tag, itself a glob: ``tag:time-*``).

A task whose world includes a service that cannot answer on this machine (a double that needs a file
it may not ship, ``Service.unavailable()``) is not run: :func:`runnable` sets it aside and says why
once, so ``run``, ``validate``, ``demo`` and the Inspect tasks skip it instead of failing it.
"""

from __future__ import annotations

import fnmatch
from collections.abc import Iterable, Sequence
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

import yaml

from toolproof.tasks.loader import SUITES_PACKAGE, TaskLoadError, suite_names
from toolproof.tasks.yaml_text import load_task_yaml

if TYPE_CHECKING:
    from toolproof.tasks.model import Task


class NeedsServices(Protocol):
    @property
    def id(self) -> str: ...

    @property
    def services(self) -> Sequence[str]: ...


S = TypeVar("S", bound=NeedsServices)


class Selectable(Protocol):
    @property
    def id(self) -> str: ...

    @property
    def tags(self) -> list[str]: ...


T = TypeVar("T", bound=Selectable)


class Entry:
    """One task as listed: id, title, services, path type, tags, fault variants, instruction."""

    def __init__(self, data: dict[str, Any], source: str) -> None:
        self.data = data
        self.source = source

    @property
    def id(self) -> str:
        return str(self.data.get("id", ""))

    @property
    def tags(self) -> list[str]:
        tags = self.data.get("tags") or []
        return [str(t) for t in tags] if isinstance(tags, list) else []

    def to_dict(self) -> dict[str, Any]:
        faults = self.data.get("faults") or []
        services = self.data.get("services") or []
        return {
            "id": self.id,
            "title": str(self.data.get("title") or ""),
            "services": [str(s) for s in services] if isinstance(services, list) else [],
            "path": str(self.data.get("path") or "happy"),
            "tags": self.tags,
            "variants": [str(f.get("name")) for f in faults if isinstance(f, dict)],
            "instruction": str(self.data.get("instruction") or "").strip(),
            "source": self.source,
        }


def _entries_of(data: Any, source: str) -> list[Entry]:
    defaults: dict[str, Any] = {}
    items: Any = data
    if isinstance(data, dict) and "tasks" in data:
        defaults = data.get("defaults") or {}
        items = data["tasks"]
    elif not isinstance(data, list):
        items = [data]
    if not isinstance(items, list) or not isinstance(defaults, dict):
        raise TaskLoadError(f"{source}: not a task file ('tasks' must be a list, 'defaults' a mapping)")
    return [Entry({**defaults, **item}, source) for item in items if isinstance(item, dict)]


def _read(file: Path, source: str) -> list[Entry]:
    try:
        data = load_task_yaml(file.read_text(encoding="utf-8"))
    except yaml.YAMLError as exc:
        raise TaskLoadError(f"{source}: not valid YAML: {exc}") from None
    except (ValueError, OSError) as exc:
        raise TaskLoadError(f"{source}: {exc}") from None
    return [] if data is None else _entries_of(data, source)


def entries(spec: str) -> list[Entry]:
    """The tasks of a built-in suite (by name) or of a YAML file or folder, unvalidated, in load order."""
    if spec in suite_names():
        with resources.as_file(resources.files(SUITES_PACKAGE).joinpath(spec)) as folder:
            root = Path(folder)
            return [
                e for f in sorted(root.rglob("*.y*ml")) for e in _read(f, f"{spec}/{f.relative_to(root)}")
            ]
    path = Path(spec)
    if path.is_dir():
        return [e for f in sorted(path.rglob("*.y*ml")) for e in _read(f, str(f))]
    if path.is_file():
        return _read(path, str(path))
    raise TaskLoadError(
        f"{path}: no such file or folder, and no built-in suite of that name ({suite_names()})"
    )


def matches(task: Selectable, pattern: str) -> bool:
    """Whether a task is selected by one pattern: an id, an id glob, or ``tag:GLOB``."""
    if pattern.startswith("tag:"):
        wanted = pattern.removeprefix("tag:")
        return any(fnmatch.fnmatchcase(tag, wanted) for tag in task.tags)
    return fnmatch.fnmatchcase(task.id, pattern)


def select(tasks: Sequence[T], patterns: Iterable[str]) -> list[T]:
    """The tasks any pattern selects, in their order; ``ValueError`` naming patterns that select none.

    No patterns select every task.
    """
    patterns = list(patterns)
    if not patterns:
        return list(tasks)
    unmatched = [p for p in patterns if not any(matches(t, p) for t in tasks)]
    if unmatched:
        raise ValueError(
            f"no task matches {', '.join(repr(p) for p in unmatched)} "
            "(an id, a glob such as 'stripe-multi.*', or tag:NAME; `toolproof tasks` lists them)"
        )
    return [t for t in tasks if any(matches(t, p) for p in patterns)]


def load_selected(spec: str, patterns: Sequence[str]) -> list[Task]:
    """The validated tasks the patterns select in a suite (all for none): the YAML is read once and only
    the chosen tasks are validated. ``TaskLoadError`` for a broken file or task, ``ValueError`` for a
    pattern that selects nothing."""
    from toolproof.tasks.loader import tasks_from_data

    listed = entries(spec)
    ids = [e.id for e in listed]
    duplicates = sorted({i for i in ids if ids.count(i) > 1})
    if duplicates:
        raise TaskLoadError(f"{spec}: task ids used more than once: {', '.join(duplicates)}")
    return [task for e in select(listed, patterns) for task in tasks_from_data(e.data, e.source)]


def unavailable(tasks: Sequence[NeedsServices]) -> dict[str, str]:
    """Each service some task needs that cannot answer on this machine, with its own reason. A service
    the registry does not know is left for task validation to report."""
    from toolproof.service import registry

    reasons: dict[str, str] = {}
    for name in sorted({s for t in tasks for s in t.services}):
        try:
            why = registry.get(name).unavailable()
        except registry.UnknownService:
            continue
        if why is not None:
            reasons[name] = why
    return reasons


def runnable(tasks: Sequence[S]) -> tuple[list[S], str | None]:
    """The tasks whose services can all answer here, and (when some cannot) one line saying how many
    tasks are skipped and why, with each unavailable service's reason."""
    missing = unavailable(tasks)
    kept = [t for t in tasks if not missing.keys() & set(t.services)]
    if not missing:
        return kept, None
    skipped = len(tasks) - len(kept)
    why = "; ".join(f"{name}: {reason}" for name, reason in missing.items())
    noun = "task" if len(tasks) == 1 else "tasks"
    return kept, f"skipped {skipped} of {len(tasks)} {noun} needing a service that cannot answer here ({why})"
