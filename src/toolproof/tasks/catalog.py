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
import re
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
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


@contextmanager
def _files(spec: str) -> Iterator[list[tuple[Path, str]]]:
    """A suite's task files in load order, each with the name its errors and entries give it (readable
    while the context lasts: a built-in suite's folder is the package's)."""
    if spec in suite_names():
        with resources.as_file(resources.files(SUITES_PACKAGE).joinpath(spec)) as folder:
            root = Path(folder)
            yield [(f, f"{spec}/{f.relative_to(root)}") for f in sorted(root.rglob("*.y*ml"))]
            return
    path = Path(spec)
    if path.is_dir():
        yield [(f, str(f)) for f in sorted(path.rglob("*.y*ml"))]
    elif path.is_file():
        yield [(path, str(path))]
    else:
        raise TaskLoadError(
            f"{path}: no such file or folder, and no built-in suite of that name ({suite_names()})"
        )


def entries(spec: str) -> list[Entry]:
    """The tasks of a built-in suite (by name) or of a YAML file or folder, unvalidated, in load order."""
    with _files(spec) as files:
        return [e for file, source in files for e in _read(file, source)]


#: A task's first line: ``  - id: x`` (block style) or ``  - {"id": "x", …`` (the generated fan-out
#: suite's flow style), at the indentation of a family's ``tasks:`` list or of a bare list.
TASK_LINE = re.compile(r'^(?:  )?- (?:id: *["\']?([^\s"\'#]+)|\{"id": *"([^"]+)")', re.MULTILINE)

#: A line that starts at the left margin with something else than a comment: after a file's first task
#: line only another task line may (a key after the list, a second document, an item the scan cannot
#: read would make a task's own text decode to something else than in its file).
_MARGIN = re.compile(r"^[^\s#]", re.MULTILINE)


def _plain_ids(patterns: Sequence[str]) -> list[str] | None:
    """The patterns as ids when every one is a plain id (no ``tag:``, no glob character), else None."""
    if not patterns or any(p.startswith("tag:") or any(c in p for c in "*?[") for p in patterns):
        return None
    return list(dict.fromkeys(patterns))


def _by_id(spec: str, ids: Sequence[str]) -> list[Entry] | None:
    """The entries of the tasks ``ids`` name, each decoded from its own lines, or None to read it all.

    Selecting one task by id used to decode every file of its suite (3–4 CPU s for core, 13 for the
    fan-out suite's 33 MB in one file). Here each file is scanned for its task lines (:data:`TASK_LINE`)
    and each chosen task's lines are decoded with its file's head (the comments, ``defaults:`` and
    ``tasks:`` before the first task): the same mapping the whole file gives, merged with the same
    defaults. Whenever the scan cannot vouch for that, None sends the caller to the full listing, whose
    answer and errors are the reference: an id the scan does not find exactly once, two task lines with
    one id (the listing names the duplicates), task lines at two indentations (a list nested in a task
    at the margin's), a line at the left margin after the first task that is not a task line, a head or
    a task's lines that do not decode to exactly that one task (an alias to another task's anchor, a
    broken value: the listing reports it with the file's own line numbers).
    What this does not see is a broken task *other* than the chosen ones in the same file (as
    ``tasks_from_data``'s ``only`` skips other tasks unchecked): the whole suite's listing, ``validate``
    without ``--task`` and the tests read every file.
    """
    wanted = set(ids)
    found: list[tuple[str, str, str, list[int], int]] = []  # (id, source, text, task lines, start)
    seen: set[str] = set()
    with _files(spec) as files:
        for file, source in files:
            try:
                text = file.read_text(encoding="utf-8")
            except (OSError, ValueError):
                return None
            lines: list[int] = []
            for match in TASK_LINE.finditer(text):
                task_id = match.group(1) or match.group(2)
                if task_id in seen:
                    return None
                seen.add(task_id)
                lines.append(match.start())
                if task_id in wanted:
                    found.append((task_id, source, text, lines, match.start()))
    if len(found) != len(wanted):
        return None
    chosen: list[Entry] = []
    for task_id, source, text, lines, start in found:  # in load order, as the listing's selection
        head, starts = lines[0], set(lines)
        if len({text[at] for at in lines}) != 1:  # items at the margin, and a nested ``  - id:`` list
            return None
        if any(m.start() not in starts for m in _MARGIN.finditer(text, head)):
            return None
        after = lines.index(start) + 1
        own = text[start : lines[after] if after < len(lines) else len(text)]
        try:
            data = load_task_yaml(text[:head] + own)
            got = [] if data is None else _entries_of(data, source)
        except (yaml.YAMLError, ValueError):
            return None
        if len(got) != 1 or got[0].id != task_id:
            return None
        chosen.append(got[0])
    return chosen


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

    plain = _plain_ids(patterns)
    if plain is not None:
        chosen = _by_id(spec, plain)
        if chosen is not None:
            return [task for e in chosen for task in tasks_from_data(e.data, e.source)]
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
