"""Worlds: state in SQLite, reset by bytes, hashed and diffed canonically."""

from toolproof.service.schema import Table
from toolproof.world.clock import DEFAULT_EPOCH, Clock
from toolproof.world.diff import Diff, RowChange, TableDiff, diff_keys, diff_stores, touched_keys
from toolproof.world.ledger import Ledger, LedgerEntry, RowEffect
from toolproof.world.rng import Rng
from toolproof.world.world import Call, Interceptor, Snapshot, UnknownOperation, World

__all__ = [
    "DEFAULT_EPOCH",
    "Call",
    "Clock",
    "Diff",
    "Interceptor",
    "Ledger",
    "LedgerEntry",
    "Rng",
    "RowChange",
    "RowEffect",
    "Snapshot",
    "Table",
    "TableDiff",
    "UnknownOperation",
    "World",
    "diff",
]


def diff(a: Snapshot, b: Snapshot, world: World) -> Diff:
    """Differences between two snapshots of ``world``'s fixture line.

    When both histories are known (see :class:`Lineage`) only the rows either journal names after
    their last common state are compared; otherwise every row. Both give the same diff.
    """
    before, after = a.store(world.tables), b.store(world.tables)
    if a.origin is not None and b.origin is not None and a.fixture == b.fixture:
        lineage, head = b.origin
        fork = lineage.fork(head, a.origin)
        if fork is not None:
            touched = touched_keys(after.journal(fork))
            for table, keys in touched_keys(before.journal(fork)).items():
                touched.setdefault(table, set()).update(keys)
            return diff_keys(before, after, touched)
    return diff_stores(before, after)
