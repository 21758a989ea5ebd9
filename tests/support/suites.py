"""The built-in suites, parsed once per test run, and only by the tests that read them.

Some eighty test modules read the shipped suites, most of them several, and under ``pytest -n 2`` every
worker imports (collects) every module before its first test. Parsing a suite is YAML plus validation of
every task, and the fanout suite's 23 MB of post conditions made it about 60 CPU s of one process (ci33's
``scripts/suite_load_costs.py``): when the modules parsed the suites at import, every worker paid all of
it at collection, whether or not it ran one test that read fan-out tasks. Three layers keep that to once
per run:

* :func:`task_map` / :func:`task_list` are what a module assigns at import. They read only the task ids
  (a line scan of the suite's files, :func:`suite_ids`), so a module can parametrise over ids and skip on
  an empty suite without parsing it; a suite is parsed when a test first reads one of its tasks. The scan
  is checked against the parsed ids each time a suite is parsed, so a scan that missed or invented an id
  fails loudly rather than dropping a parametrised case.
* :func:`load_suite` parses a built-in suite once per process (a :class:`~toolproof.tasks.Task` is a
  frozen model and a built-in suite does not change while the tests run, so sharing one is safe).
* Across the processes of one machine (the xdist workers, and the next local run) the parsed tasks are
  kept on disk as a pickle, under a key that hashes the suite's files, every source file of the
  ``toolproof`` package, the Python and pydantic versions and the ``TOOLPROOF_*`` environment: any change
  to what parsing reads or does makes a new key. A lock makes a second worker that needs the suite while
  the first parses it wait and read the first's result, rather than parse it again beside it. The lock
  is the key's, not the suite's: a checkout with other sources (another worktree, a clone with another
  ``TOOLPROOF_*`` environment) parsing its own key does not hold this one's workers (it did: 47 s of
  wall for 0.6 CPU s in one test while another session parsed core). A key
  read is marked used (its file's time), and each new key written drops the suite's keys beyond the
  :data:`KEEP` most recently used that no process has read for :data:`IDLE_S` (each source edit made a
  new 34 MB fan-out pickle: 634 MB of keys after a night of eight helpers), and any leftover of a writer
  killed mid-write.

A path, or a selection with ``only``, goes to the real loader every time (those calls test loading).

Those real loads, and the listing of a suite (``toolproof.tasks.catalog.entries``: ``run``, ``validate``,
``--task`` selection, the Inspect dataset, ``task_cases``), decode the suite's YAML each time: 3 to 4 CPU s
for core's or company's files, paid again by every test that loads a task by id. :func:`decoded_yaml`
keeps what a text decodes to for the process (tests/conftest.py installs it for the session), so a text
is decoded once a worker and every later load validates its tasks from a fresh copy.
"""

from __future__ import annotations

import contextlib
import fcntl
import glob
import hashlib
import os
import pickle
import re
import sys
import tempfile
import time
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any, overload

import pydantic
import pytest

import toolproof
from toolproof.services.linear import sdl
from toolproof.tasks import Task, suite_names
from toolproof.tasks import load_suite as _load_suite
from toolproof.tasks.loader import SUITES_PACKAGE
from toolproof.tasks.yaml_text import load_task_yaml

#: A task's first line in a suite file: ``  - id: x`` (block style) or ``  - {"id": "x", …`` (the
#: generated fanout suite's flow style), at the indentation of a family's ``tasks:`` list or a bare list.
_TASK_LINE = re.compile(r'^(?:  )?- (?:id: *["\']?([^\s"\'#]+)|\{"id": *"([^"]+)")', re.MULTILINE)

#: Where parsed suites are kept between processes; ``TOOLPROOF_TEST_CACHE=off`` parses in every process.
_CACHE_ENV = "TOOLPROOF_TEST_CACHE"

#: Keys kept per suite, the most recently used: a few checkouts of different sources on one machine
#: (worktrees, clones) each keep theirs; a key unused since is dropped when a new one is written...
KEEP = 4

#: ... if no process has read it for this long (a checkout whose tests are running keeps its key).
IDLE_S = 900.0

#: A partial pickle this old is a killed writer's (a live one writes for seconds, under the lock).
_STALE_PARTIAL_S = 3600.0


def _suite_files(name: str) -> list[Path]:
    folder = Path(str(resources.files(SUITES_PACKAGE).joinpath(name)))
    return sorted(folder.rglob("*.y*ml"))


@cache
def suite_ids(name: str) -> tuple[str, ...]:
    """The ids of the built-in suite ``name``'s tasks, in load order, read from its files' task lines.

    Cheap (no YAML, no validation); :func:`_builtin` checks it against the parsed suite every time."""
    ids: list[str] = []
    for path in _suite_files(name):
        ids += [block or flow for block, flow in _TASK_LINE.findall(path.read_text(encoding="utf-8"))]
    return tuple(ids)


@cache
def _sources_digest() -> bytes:
    """A digest of everything parsing a suite depends on besides the suite's own files."""
    digest = hashlib.sha256()
    package = Path(toolproof.__file__).parent
    for path in sorted(package.rglob("*.py")):
        digest.update(str(path.relative_to(package)).encode() + b"\0" + path.read_bytes() + b"\0")
    digest.update(f"{sys.version}\0{pydantic.VERSION}\0".encode())
    for key in sorted(k for k in os.environ if k.startswith("TOOLPROOF_") and k != _CACHE_ENV):
        digest.update(f"{key}={os.environ[key]}\0".encode())
    return digest.digest()


def _cache_dir() -> Path | None:
    """A directory only this user can write (a pickle is code), or None when caching is off or unsafe."""
    setting = os.environ.get(_CACHE_ENV, "")
    if setting == "off":
        return None
    folder = (
        Path(setting) if setting else Path(tempfile.gettempdir()) / f"toolproof-test-suites-{os.getuid()}"
    )
    try:
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        info = folder.stat()
    except OSError:
        return None
    if info.st_uid != os.getuid() or info.st_mode & 0o022:
        return None
    return folder


def _parse(name: str) -> tuple[Task, ...]:
    return tuple(_load_suite(name))


def _cached_parse(name: str) -> tuple[Task, ...]:
    """The suite parsed, from the disk cache when another process already parsed the same inputs."""
    folder = _cache_dir()
    if folder is None:
        return _parse(name)
    digest = hashlib.sha256(_sources_digest())
    for path in _suite_files(name):
        digest.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    target = folder / f"{name}-{digest.hexdigest()[:32]}.pickle"
    with open(target.with_suffix(".lock"), "a+b") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # a second worker waits here while the first parses
        try:
            with contextlib.suppress(OSError, pickle.UnpicklingError, EOFError, AttributeError):
                loaded = pickle.loads(target.read_bytes())
                if isinstance(loaded, tuple) and all(isinstance(t, Task) for t in loaded):
                    with contextlib.suppress(OSError):
                        os.utime(target)  # used: the prune keeps the most recently used keys
                    return loaded
            tasks = _parse(name)
            partial = target.with_suffix(f".{os.getpid()}.tmp")
            partial.write_bytes(pickle.dumps(tasks, protocol=pickle.HIGHEST_PROTOCOL))
            os.replace(partial, target)  # readers see the whole file or none
            prune(folder, name)
            return tasks
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def prune(folder: Path, name: str, keep: int = KEEP, idle_s: float = IDLE_S) -> list[Path]:
    """Drops suite ``name``'s cached keys (pickle and lock) beyond the ``keep`` most recently used and
    unread for ``idle_s`` seconds, and its partial pickles older than an hour; gives what it removed.

    Safe beside other processes: a reader that opened a key before it went reads it whole (the file
    lives until closed), one that comes after finds none and parses again (a cost, never a wrong
    answer); a key read in the last ``idle_s`` seconds, as a running checkout's is, is kept."""
    removed: list[Path] = []
    dated: list[tuple[float, Path]] = []
    for path in folder.glob(f"{glob.escape(name)}-*.pickle"):
        if path.name[len(name) + 1 : -len(".pickle")].isalnum():  # not another suite's ``name-x-…``
            with contextlib.suppress(OSError):
                dated.append((path.stat().st_mtime, path))
    dated.sort(reverse=True)
    now = time.time()
    stale: list[Path] = []
    for used, path in dated[keep:]:
        if now - used > idle_s:
            stale += [path, path.with_suffix(".lock")]
    for path in folder.glob(f"{glob.escape(name)}-*.tmp"):
        with contextlib.suppress(OSError):
            if now - path.stat().st_mtime > _STALE_PARTIAL_S:
                stale.append(path)
    for path in stale:
        with contextlib.suppress(OSError):
            path.unlink()
            removed.append(path)
    return removed


#: Called with a suite's name each time a test reads its tasks here (``tests/support/cpu_costs.py``
#: records which suites each test read, for the scheduler's fan-out unit).
_READERS: list[Callable[[str], None]] = []


def on_read(listener: Callable[[str], None]) -> None:
    _READERS.append(listener)


def _note(name: str) -> None:
    for listener in _READERS:
        listener(name)


@cache
def _builtin(name: str) -> tuple[Task, ...]:
    tasks = _cached_parse(name)
    parsed, scanned = [t.id for t in tasks], list(suite_ids(name))
    if parsed != scanned:
        raise AssertionError(
            f"tests/support/suites.py's id scan of the {name} suite disagrees with its parse: "
            f"missed {sorted(set(parsed) - set(scanned))}, invented {sorted(set(scanned) - set(parsed))}"
            + ("" if set(parsed) != set(scanned) else ", or their order differs")
        )
    return tasks


@cache
def _by_id(name: str) -> dict[str, Task]:
    return {t.id: t for t in _builtin(name)}


def load_suite(spec: str, only: set[str] | None = None) -> list[Task]:
    """As :func:`toolproof.tasks.load_suite`; a built-in suite's tasks are loaded once and shared."""
    if only is None and spec in suite_names():
        _note(spec)
        return list(_builtin(spec))  # a new list: a caller may sort or slice its own
    return _load_suite(spec, only)


def _installed(names: Iterable[str]) -> list[str]:
    installed = set(suite_names())
    return [name for name in names if name in installed]


class SuiteTasks(Mapping[str, Task]):
    """The tasks of some built-in suites by id, parsing a suite only when one of its tasks is read.

    Its keys (and ``len``, ``in``, ``bool``) come from :func:`suite_ids`; ``[id]`` parses the id's suite;
    ``values()``/``items()`` parse every suite. Suites that are not installed are left out, as the
    comprehensions this replaces (``… for name in SUITES if name in suite_names() …``) left them out."""

    def __init__(self, names: Iterable[str]) -> None:
        self._owner: dict[str, str] = {}
        for name in _installed(names):
            for task_id in suite_ids(name):
                self._owner[task_id] = name  # a later suite's task wins, as in a dict comprehension

    def __getitem__(self, task_id: str) -> Task:
        name = self._owner[task_id]
        _note(name)
        return _by_id(name)[task_id]

    def __iter__(self) -> Iterator[str]:
        return iter(self._owner)

    def __len__(self) -> int:
        return len(self._owner)

    def __contains__(self, task_id: object) -> bool:
        return task_id in self._owner


class SuiteTaskList(Sequence[Task]):
    """The tasks of some built-in suites in load order, parsed on first read (``len``/``bool`` do not)."""

    def __init__(self, names: Iterable[str]) -> None:
        self._names = _installed(names)

    def _tasks(self) -> list[Task]:
        for name in self._names:
            _note(name)
        return self._parsed()

    @cache  # noqa: B019 - one list per instance, and the instances live as long as their module
    def _parsed(self) -> list[Task]:
        return [t for name in self._names for t in _builtin(name)]

    @overload
    def __getitem__(self, index: int) -> Task: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[Task]: ...
    def __getitem__(self, index: int | slice) -> Task | Sequence[Task]:
        return self._tasks()[index]

    def __iter__(self) -> Iterator[Task]:
        return iter(self._tasks())

    def __len__(self) -> int:
        return sum(len(suite_ids(name)) for name in self._names)


def task_map(names: Iterable[str]) -> Mapping[str, Task]:
    """The installed suites among ``names``, by task id, parsed lazily: assign this at import."""
    return SuiteTasks(names)


def task_list(names: Iterable[str]) -> Sequence[Task]:
    """The installed suites among ``names``' tasks in order, parsed lazily: assign this at import."""
    return SuiteTaskList(names)


def needs(task: tuple[str, str]) -> None:
    """Skip the calling test unless the task ``(suite, id)`` can run here: its suite is installed, and
    when it needs Linear (a task of the linear suite, or any task whose id names Linear, as the company
    suite's ``company-linear.*``) Linear's SDL is present (it stays outside the repository).

    One rule for the modules that name their tasks by hand (test_grounded39/40, test_traits38/41): a
    company-linear task without the SDL is skipped with the SDL's reason, not failed."""
    suite, task_id = task
    if suite not in suite_names():
        pytest.skip(f"the {suite} suite is not installed")
    if (suite == "linear" or "linear" in task_id) and (why := sdl.missing()) is not None:
        pytest.skip(why)


#: A task file's text (its digest) → what it decodes to, pickled: see :func:`decoded_yaml`.
_DECODED: dict[bytes, bytes] = {}


def decoded_yaml(text: str) -> Any:
    """``load_task_yaml(text)``, decoded once per process and text, a fresh copy for each call.

    Exact: decoding is a function of the text alone (the digest is of the whole text), a pickle round
    trip gives back equal values of the same types with the same sharing (a YAML alias stays one
    object), and each caller gets its own copy to change. A text that does not decode raises as before
    and is not kept, so every refusal is the real loader's. ``TOOLPROOF_TEST_CACHE=off`` turns it off."""
    key = hashlib.sha256(text.encode("utf-8", "surrogatepass")).digest()
    stored = _DECODED.get(key)
    if stored is not None:
        return pickle.loads(stored)
    data = load_task_yaml(text)
    _DECODED[key] = pickle.dumps(data, protocol=pickle.HIGHEST_PROTOCOL)
    return data


def share_decoded_yaml(patch: pytest.MonkeyPatch) -> None:
    """Route the suite loader's and the catalog's YAML decoding through :func:`decoded_yaml`."""
    if os.environ.get(_CACHE_ENV, "") == "off":
        return
    from toolproof.tasks import catalog, loader

    for module in (catalog, loader):
        assert module.load_task_yaml is load_task_yaml, module.__name__  # the one decoder, not a copy
        patch.setattr(module, "load_task_yaml", decoded_yaml)
