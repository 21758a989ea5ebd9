"""Worlds: state in SQLite, reset by bytes, hashed and diffed canonically."""

from toolproof.service.schema import Table
from toolproof.world.clock import DEFAULT_EPOCH, Clock
from toolproof.world.diff import Diff, RowChange, TableDiff, diff_stores
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
    """Differences between two snapshots of ``world``'s fixture line."""
    return diff_stores(a.store(world.tables), b.store(world.tables))
