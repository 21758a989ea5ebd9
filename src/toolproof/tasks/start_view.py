"""(world31) A read-only view of the world's rows at the episode's start, for the grader.

The grader read a trait, a past state or an id only against what the episode showed (its responses, its
writes, its changed rows): a guess nobody could check ("CRM-12345", "a customer since 2024", "in good
standing") passed unless a task's own ``says_not`` refused it, because the world's rows never reached the
grade. This view hands them to it.

Which state: the episode's *start*, i.e. the task's frozen fixture (:class:`FrozenFixture
<toolproof.world.fixtures.FrozenFixture>`). A task has no setup step of its own (its refs are queries on
that state), and a fault plan edits rows only during the episode, as its own ledger entry with its row
effects (``faults/kinds/state.py``: ``concurrent_writer``, ``corrupt_rows``), so those edits are in the
ledger and the diff like the agent's writes, and the start is the fixture. Not the end: the end differs
from the start only by the episode's writes (the agent's and a fault's), which the diff already holds and
every check already grounds a value in; reading a trait against the end would let a write the agent made
to the row ground a guess about what the row was.

Cost: nothing is read until a check asks for a row (a text's words need one); then one row by its
primary key, or one table's rows by a plain column, each read from SQLite once per process and kept with
the fixture (every episode of a task reads the same few rows).

The grade memo stays sound: a view is made once per frozen fixture and kept in its ``derived``
(:func:`start_of`), so its identity stands for the fixture's bytes, which never change while the object
lives; :mod:`.grade_memo` keys a grade by the view's identity as it keys the name index, holds the view
in the entry (so the id is never another's while the entry lives) and checks it on a hit.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from toolproof.world.store import Store

if TYPE_CHECKING:
    from toolproof.world.world import World

#: The key of the view in a frozen fixture's ``derived``.
_DERIVED = "start:view"


class StartView:
    """The rows of one starting state, read lazily by key or by a plain column, and kept. Readers must
    not change what they get (it is shared by every episode of the fixture)."""

    __slots__ = ("_by_column", "_by_key", "_lock", "_store", "primary_keys")

    def __init__(self, store: Store, primary_keys: Mapping[str, tuple[str, ...]] | None = None) -> None:
        self._store = store
        #: (perf43) The fixture's primary-key map (:attr:`World.primary_keys
        #: <toolproof.world.world.World.primary_keys>`, one per frozen fixture), fixed for the view's
        #: life: the grade memo keys that map by this view's identity (``None``: not known here).
        self.primary_keys = primary_keys
        self._lock = threading.Lock()
        self._by_key: dict[tuple[str, tuple[Any, ...]], Mapping[str, Any] | None] = {}
        self._by_column: dict[tuple[str, str, Any], tuple[Mapping[str, Any], ...]] = {}

    def has(self, table: str) -> bool:
        """Whether the starting state has ``table`` at all."""
        return table in self._store.tables

    def columns(self, table: str) -> frozenset[str]:
        """(world32) The columns of ``table`` (none: no such table), to tell its rows among others."""
        spec = self._store.tables.get(table)
        return frozenset(spec.columns) if spec is not None else frozenset()

    def row(self, table: str, key: tuple[Any, ...]) -> Mapping[str, Any] | None:
        """The row of ``table`` at primary key ``key`` as the episode started (``None``: none)."""
        wanted = (table, key)
        if wanted in self._by_key:
            return self._by_key[wanted]
        found = self._store.row_by_key(table, key) if table in self._store.tables else None
        with self._lock:
            self._by_key.setdefault(wanted, found)
        return found

    def where(self, table: str, column: str, value: Any) -> tuple[Mapping[str, Any], ...]:
        """The rows of ``table`` whose plain ``column`` equals ``value`` as the episode started (a
        customer's cards, a customer's invoices)."""
        wanted = (table, column, value)
        kept = self._by_column.get(wanted)
        if kept is not None:
            return kept
        spec = self._store.tables.get(table)
        if spec is None or spec.columns.get(column) in (None, "json"):
            rows: tuple[Mapping[str, Any], ...] = ()
        else:
            rows = tuple(self._store.select(table, {column: value}))
        with self._lock:
            self._by_column.setdefault(wanted, rows)
        return rows


def start_of(world: World) -> StartView:
    """The view of ``world``'s starting state: its fixture's reference rows, one view per frozen
    fixture (kept with it, as the name index is)."""
    derived = world.fixture.derived
    view = derived.get(_DERIVED)
    if not isinstance(view, StartView):
        view = derived.setdefault(_DERIVED, StartView(world.fixture.reference(), world.primary_keys))
    return view
