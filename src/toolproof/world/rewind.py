"""A state database that can go back to its starting bytes for the cost of what changed since.

A pooled world is renewed after every episode. Copying the frozen fixture back (``deserialize``)
costs the whole fixture (1.9 MB for the Stripe world) and makes SQLite parse the schema again and
re-prepare every cached statement, although an episode writes a handful of rows. A
:class:`StateConnection` instead keeps one savepoint open, ``tp_rewind``, from the moment its
database holds the fixture: everything an episode writes stays inside that transaction (the world's
own savepoints nest in it), and :meth:`~StateConnection.rewind` rolls it back. SQLite restores the
original image of every page the episode touched from its in-memory rollback journal, so the
database is again the fixture **byte for byte** (header included: the change counter is only
written at commit), the schema stays parsed and the statement cache stays valid.

What an open transaction would otherwise change is kept as it was:

- ``in_transaction`` means what the world and the services use it for, "something written may still
  be rolled back by someone other than a reset": true inside a savepoint that has written, false
  between operations (the rewind point alone is not such a transaction: only a reset rolls it back,
  and a reset empties every memo). The world marks the end of each of its operations
  (:func:`settled`); a write made around it (``conn.execute`` by a test or a fault) keeps it true
  until the next one, so nothing is remembered across it.
- ``serialize`` first makes the episode's writes part of the database (``RELEASE``), as the bytes of
  an in-memory database are only current outside a transaction; the rewind point is kept if nothing
  had been written yet, else the next reset copies the fixture as before.
- ``deserialize`` (a restore, a full reset) drops the rewind point first.

Only worlds that ask for it (``World(rewind=True)``, which :class:`~toolproof.world.pool.WorldPool`
does) open a rewind point; a caller must not run such a world's calls inside a transaction of its
own on the same connection (a rewind would take that transaction with it).
"""

from __future__ import annotations

import sqlite3
from typing import Any

#: sqlite3's own ``in_transaction`` (is a transaction open at all), read past the override.
_open = sqlite3.Connection.in_transaction.__get__
_SAVEPOINT = "SAVEPOINT tp_rewind"


def change_mark(conn: sqlite3.Connection) -> tuple[int, int, int]:
    """What moves whenever a database changes: rows written (by any statement or trigger, even rolled
    back), the schema version (any DDL) and the user version (the one header field a PRAGMA sets)."""
    # Two plain PRAGMAs, not the pragma_* table functions: SQLite 3.40 crashes re-running a cached
    # statement over a virtual table after ``deserialize``, which is what every copying reset does.
    schema = conn.execute("PRAGMA schema_version").fetchone()[0]
    user = conn.execute("PRAGMA user_version").fetchone()[0]
    return conn.total_changes, int(schema), int(user)


class StateConnection(sqlite3.Connection):
    """sqlite3's connection with a rewind point (see the module docstring)."""

    #: Whether the outermost transaction is ``tp_rewind``, opened on the fixture's bytes.
    rewinding = False
    #: The change mark when ``tp_rewind`` was (re)opened (nothing changed since: still the fixture).
    _opened: tuple[int, int, int] = (0, 0, 0)
    #: ``total_changes`` when the world last finished an operation of its own.
    _settled = 0

    @property
    def in_transaction(self) -> bool:
        """Whether a transaction that something other than a reset may roll back holds writes."""
        if not _open(self):
            return False
        return not self.rewinding or self.total_changes != self._settled

    @property
    def opened(self) -> tuple[int, int, int]:
        """The change mark of the fixture's bytes under the open rewind point."""
        return self._opened

    @property
    def at_rewind_point(self) -> bool:
        """Whether the database still holds the bytes the rewind point was opened on, told without a
        statement: the point is open and no row was written since (``total_changes`` counts every row a
        statement or trigger wrote, even rolled back, so any write, and every journal row, moves it)."""
        return self.rewinding and self.total_changes == self._opened[0]

    def open_rewind(self) -> None:
        """Make the database as it is now (the fixture's bytes: the caller's word) the rewind point."""
        if self.rewinding or _open(self):
            return
        self.execute(_SAVEPOINT)
        self.rewinding = True
        self._opened = change_mark(self)
        self._settled = self._opened[0]

    def rewind(self) -> bool:
        """Back to the rewind point, which stays open; ``False`` (nothing done) if it is gone.

        One ``ROLLBACK TO``: it fails unless tp_rewind is still open (a COMMIT or ROLLBACK by someone
        else ended it), and leaves the transaction open on the restored pages. Nothing is committed
        until :meth:`settle`, so the header's change counter is never written in between.
        """
        if not self.rewinding:
            return False
        try:
            self.execute("ROLLBACK TO tp_rewind")
        except sqlite3.OperationalError:
            self.rewinding = False
            return False
        # Rolled back rows still count in total_changes; the schema and user versions are the ones the
        # rewind point was opened on again.
        _, schema, user = self._opened
        self._opened = (self.total_changes, schema, user)
        self._settled = self._opened[0]
        return True

    def settle(self) -> None:
        """End the rewind point, keeping everything written since (the database's bytes are then
        current). If nothing changed since it was (re)opened, the transaction is rolled back instead
        (committing would write the header's change counter) and the point opened again: the bytes
        are still the fixture's."""
        if not self.rewinding:
            return
        self.rewinding = False
        if not _open(self):
            return
        if change_mark(self) == self._opened:
            self.execute("ROLLBACK")
            self.open_rewind()
        else:
            self.execute("RELEASE tp_rewind")

    def serialize(self, *, name: str = "main") -> bytes:
        """The database's bytes, as they are now (see :meth:`settle`)."""
        if self.rewinding:
            self.settle()
        return super().serialize(name=name)

    def deserialize(self, data: Any, /, *, name: str = "main") -> None:
        """Replace the database with ``data``; the rewind point, if any, is dropped first."""
        if self.rewinding:
            self.rewinding = False
            if _open(self):
                self.execute("ROLLBACK")
        super().deserialize(data, name=name)


def settled(conn: sqlite3.Connection) -> None:
    """The world finished an operation on ``conn``: what it wrote is no longer in flight."""
    if type(conn) is StateConnection and conn.rewinding:
        conn._settled = conn.total_changes
