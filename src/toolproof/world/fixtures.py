"""Fixtures built once per process and frozen as bytes.

A fixture is a named data generator run with a seed. Building one can take a while (thousands of
realistic rows); every world that uses it afterwards starts from the frozen bytes in one copy.
"""

from __future__ import annotations

import functools
import hashlib
import threading
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from toolproof.service.context import Context
from toolproof.service.schema import Table
from toolproof.service.service import Service
from toolproof.world.clock import DEFAULT_EPOCH, Clock
from toolproof.world.hashing import Layout, TableSums, combine, layout_of, row_digest, table_sums
from toolproof.world.pages import PageMap, page_map
from toolproof.world.rng import Rng
from toolproof.world.store import Store, create_schema, install_journal, open_database, thaw

FixtureKey = tuple[tuple[str, ...], tuple[str, ...], int, float]
#: Keys per fixture whose starting row (or its absence) is remembered by :meth:`FrozenFixture.rows`.
_REMEMBERED = 65_536


class UnknownFixture(LookupError):
    pass


@dataclass(slots=True)
class FrozenFixture:
    """The frozen starting state of a set of services for one seed."""

    key: FixtureKey
    data: bytes
    clock: float
    tables: dict[str, Table]
    _hash: str | None = None
    _sums: TableSums | None = None
    _reference: Store | None = None
    #: The fixture's b-tree pages per table (``False``: not computed yet; ``None``: no ``dbstat``).
    _pages: PageMap | bool | None = False
    _lock: threading.Lock = field(default_factory=threading.Lock)
    #: Rows of the starting state read so far by key: ``(raw row or None, its digest or None)``.
    _rows: dict[str, dict[tuple[Any, ...], tuple[tuple[Any, ...] | None, int | None]]] = field(
        default_factory=dict
    )
    _remembered: int = 0
    _layout: Layout | None = None
    #: What a caller derived from the starting state alone, by a key naming what it asked (a task's
    #: refs, say): kept for every world of this fixture in the process, and gone with the fixture (a
    #: rebuild after :func:`clear_cache` starts empty). Values must not be changed by their readers.
    derived: dict[str, Any] = field(default_factory=dict)
    #: An opaque token of this frozen fixture (see :meth:`World.pristine`): what a double derives
    #: from a table still holding the fixture's rows may be kept under it for every world made from
    #: this object. A fresh ``object()`` per build, never equal to another's: a fixture rebuilt under
    #: the same key (after :func:`clear_cache`, from a changed roster) never shares what was kept.
    token: object = field(default_factory=object, compare=False, repr=False)

    @property
    def size(self) -> int:
        return len(self.data)

    def reference(self) -> Store:
        """A read-only view of the starting state, shared by every world of this fixture in this process."""
        with self._lock:
            if self._reference is None:
                self._reference = Store(thaw(self.data), self.tables)
            return self._reference

    def rows(self, table: str, keys: Iterable[tuple[Any, ...]]) -> dict[tuple[Any, ...], list[Any]]:
        """``reference().value_rows_by_keys(table, keys)``, each key read from SQLite once per process.

        Every episode of a task changes the same few rows (and inserts rows under the same seeded
        ids), and the end of each reads their starting values for its diff and its hash. The fixture
        never changes, so the raw rows (immutable tuples) are kept, up to :data:`_REMEMBERED` keys;
        each call still decodes its own copy, so no caller can change another's values.
        """
        known = self._rows.get(table)
        if known is None:
            known = self._rows.setdefault(table, {})
        wanted = list(dict.fromkeys(keys))
        missing = [k for k in wanted if k not in known]
        if missing:
            found = self.reference().raw_rows_by_keys(table, missing)
            if self._remembered + len(missing) <= _REMEMBERED:
                with self._lock:
                    for key in missing:
                        known.setdefault(key, (found.get(key), None))
                    self._remembered += len(missing)
            else:  # nothing more is remembered: read these each time
                return self.reference().value_rows_by_keys(table, wanted)
        canonical = self.reference().canonical_row
        out: dict[tuple[Any, ...], list[Any]] = {}
        for key in wanted:
            raw = known[key][0]
            if raw is not None:
                out[key] = canonical(table, raw)
        return out

    def row_digest(self, table: str, key: tuple[Any, ...], values: list[Any]) -> int:
        """``row_digest(values)`` of the starting row ``values`` at ``key`` (as :meth:`rows` gave
        it), worked out once per key and process."""
        entry = self._rows.get(table, {}).get(key)
        if entry is None or entry[0] is None:
            return row_digest(values)
        if entry[1] is None:
            entry = (entry[0], row_digest(values))
            self._rows[table][key] = entry
        assert entry[1] is not None
        return entry[1]

    def layout(self) -> Layout:
        """The tables' names and columns as the state hash writes them (:func:`layout_of`), once."""
        if self._layout is None:
            self._layout = layout_of(self.tables)
        return self._layout

    def table_sums(self) -> TableSums:
        """Per-table multiset digests of the starting state (computed once per process)."""
        reference = self.reference()
        with self._lock:
            if self._sums is None:
                self._sums = table_sums(reference)
            return self._sums

    def page_map(self) -> PageMap | None:
        """Where each table's rows sit in :attr:`data` (computed once per process; ``None``: unknown)."""
        if self._pages is False:
            reference, sums = self.reference(), self.table_sums()
            with self._lock:
                if self._pages is False:
                    self._pages = page_map(self.data, reference, sums)
        return self._pages if isinstance(self._pages, PageMap) else None

    def scan(self, store: Store) -> TableSums:
        """``table_sums(store)`` without the journal, reading only the b-tree leaves not byte for byte
        this fixture's (:mod:`toolproof.world.pages`; everything when that cannot be told)."""
        pages = self.page_map()
        return table_sums(store) if pages is None else pages.table_sums(store)

    def state_hash(self) -> str:
        if self._hash is None:
            self._hash = combine(self.reference(), self.table_sums())
        return self._hash


@functools.lru_cache(maxsize=4096, typed=True)
def derive_seed(seed: int, *parts: str) -> int:
    """An independent seed per (service, fixture), so adding one service never changes another's data.

    Remembered (a pure function of small arguments): every episode derives its trial's and its
    user's seed from the same few values."""
    material = "/".join([str(seed), *parts]).encode()
    return int.from_bytes(hashlib.blake2b(material, digest_size=8).digest(), "big")


def build_fixture(
    services: Sequence[Service], names: Mapping[str, str], seed: int, epoch: float = DEFAULT_EPOCH
) -> FrozenFixture:
    """Run each service's fixture builder into one fresh database and freeze it."""
    tables: dict[str, Table] = {}
    for svc in services:
        tables.update(svc.tables)
    conn = open_database()
    create_schema(conn, tables.values(), journal=False)
    clock = Clock(epoch)
    for svc in services:
        name = names.get(svc.name, "default")
        builder = svc.fixtures.get(name)
        if builder is None:
            if name == "default" or name == "empty":
                continue
            known = ", ".join(sorted(svc.fixtures)) or "none"
            raise UnknownFixture(f"service {svc.name!r} has no fixture {name!r} (fixtures: {known}, empty)")
        ctx = Context(conn, clock, Rng(derive_seed(seed, svc.name, name)), service=svc.name, seed=seed)
        conn.execute("BEGIN")
        try:
            builder(ctx)
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")
    install_journal(conn, tables.values())
    conn.execute("VACUUM")
    data = conn.serialize()
    conn.close()
    key = _key(services, names, seed, epoch)
    return FrozenFixture(key=key, data=data, clock=clock.now, tables=tables)


def _key(services: Sequence[Service], names: Mapping[str, str], seed: int, epoch: float) -> FixtureKey:
    return (
        tuple(s.name for s in services),
        tuple(names.get(s.name, "default") for s in services),
        int(seed),
        float(epoch),
    )


_cache: dict[FixtureKey, FrozenFixture] = {}
_cache_lock = threading.Lock()


def frozen_fixture(
    services: Sequence[Service], names: Mapping[str, str], seed: int, epoch: float = DEFAULT_EPOCH
) -> FrozenFixture:
    """The fixture for these services and seed, built on first use and cached for the process."""
    key = _key(services, names, seed, epoch)
    fixture = _cache.get(key)
    if fixture is not None:
        return fixture
    with _cache_lock:
        fixture = _cache.get(key)
        if fixture is None:
            fixture = build_fixture(services, names, seed, epoch)
            _cache[key] = fixture
    return fixture


def clear_cache() -> None:
    with _cache_lock:
        _cache.clear()
