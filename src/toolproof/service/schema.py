"""Table declarations: the one place that knows a table's columns, key and value types.

Services declare their tables with :class:`Table`; the store turns them into DDL and change-journal
triggers, and the hash and diff use the declared column kinds to canonicalise values (a ``json``
column is compared as parsed JSON, a ``bool`` column as a boolean), so representation noise never
flips a grade.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

ColumnKind = Literal["text", "int", "real", "bool", "json", "blob"]

_SQL_TYPES: dict[ColumnKind, str] = {
    "text": "TEXT",
    "int": "INTEGER",
    "real": "REAL",
    "bool": "INTEGER",
    "json": "TEXT",
    # Raw bytes (an uploaded file's content): hashed and diffed as hex (``world.canonical``).
    "blob": "BLOB",
}

#: Tables whose names start with this prefix are bookkeeping: never hashed, never diffed.
BOOKKEEPING_PREFIX = "_tp_"


@dataclass(frozen=True, slots=True)
class Table:
    """One SQLite table of a service.

    ``columns`` maps column name to kind, in column order. ``primary_key`` names the column(s) that
    identify a row across snapshots (diffs are keyed by it). ``indexes`` lists column tuples to index.
    """

    name: str
    columns: dict[str, ColumnKind]
    primary_key: tuple[str, ...] = ("id",)
    indexes: tuple[tuple[str, ...], ...] = ()
    not_null: frozenset[str] = field(default_factory=frozenset)
    #: The column whose next value (``max + 1``) each write of a row binds, when it is not ``seq``
    #: (a calendar's ``change_seq``): the world keeps that number as it keeps a ``seq`` column's
    #: (:meth:`toolproof.world.World.next_seq`). ``None``: the table's ``seq`` column, if it has one.
    sequence: str | None = None
    #: ``tuple(columns)``, made once: the end of every episode asks for it per changed table, and
    #: a tuple of 10–30 names built per call was its cost (``columns`` is never changed after).
    _column_names: tuple[str, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_column_names", tuple(self.columns))
        if self.name.startswith(BOOKKEEPING_PREFIX):
            raise ValueError(f"table name {self.name!r} uses the reserved prefix {BOOKKEEPING_PREFIX!r}")
        missing = [c for c in self.primary_key if c not in self.columns]
        if missing:
            raise ValueError(f"table {self.name!r}: primary key column(s) {missing} are not declared")
        if self.sequence is not None and self.sequence not in self.columns:
            raise ValueError(f"table {self.name!r}: sequence column {self.sequence!r} is not declared")

    @property
    def sequence_column(self) -> str | None:
        """The column :meth:`toolproof.world.World.next_seq` answers ``max + 1`` of: :attr:`sequence`,
        else ``seq`` when the table has one, else ``None``."""
        if self.sequence is not None:
            return self.sequence
        return "seq" if "seq" in self.columns else None

    @property
    def column_names(self) -> tuple[str, ...]:
        return self._column_names

    def ddl(self) -> list[str]:
        """CREATE TABLE / INDEX statements for this table."""
        cols = []
        for name, kind in self.columns.items():
            null = " NOT NULL" if name in self.not_null or name in self.primary_key else ""
            cols.append(f'"{name}" {_SQL_TYPES[kind]}{null}')
        pk = ", ".join(f'"{c}"' for c in self.primary_key)
        statements = [f'CREATE TABLE "{self.name}" ({", ".join(cols)}, PRIMARY KEY ({pk}))']
        for i, index_cols in enumerate(self.indexes):
            joined = ", ".join(f'"{c}"' for c in index_cols)
            statements.append(f'CREATE INDEX "{self.name}__ix{i}" ON "{self.name}" ({joined})')
        return statements

    def journal_triggers(self) -> list[str]:
        """Triggers that record every inserted, updated and deleted row in the change journal.

        They live inside the database, so no handler can forget to record an effect, and a rolled-back
        savepoint takes its journal entries with it.
        """

        def key(alias: str) -> str:
            return "json_array(" + ", ".join(f'{alias}."{c}"' for c in self.primary_key) + ")"

        t = self.name
        changed = " OR ".join(f'OLD."{c}" IS NOT NEW."{c}"' for c in self.columns)
        same_key = " AND ".join(f'OLD."{c}" IS NEW."{c}"' for c in self.primary_key)
        return [
            f'CREATE TRIGGER "{t}__ji" AFTER INSERT ON "{t}" BEGIN '
            f"INSERT INTO _tp_journal(tbl, pk, op) VALUES ('{t}', {key('NEW')}, 'insert'); END",
            f'CREATE TRIGGER "{t}__ju" AFTER UPDATE ON "{t}" WHEN {changed} BEGIN '
            f"INSERT INTO _tp_journal(tbl, pk, op) VALUES ('{t}', {key('OLD')}, "
            f"CASE WHEN {same_key} THEN 'update' ELSE 'delete' END); "
            f"INSERT INTO _tp_journal(tbl, pk, op) SELECT '{t}', {key('NEW')}, 'insert' "
            f"WHERE NOT ({same_key}); END",
            f'CREATE TRIGGER "{t}__jd" AFTER DELETE ON "{t}" BEGIN '
            f"INSERT INTO _tp_journal(tbl, pk, op) VALUES ('{t}', {key('OLD')}, 'delete'); END",
        ]


JOURNAL_DDL = (
    "CREATE TABLE _tp_journal (seq INTEGER PRIMARY KEY, tbl TEXT NOT NULL, "
    "pk TEXT NOT NULL, op TEXT NOT NULL)"
)
