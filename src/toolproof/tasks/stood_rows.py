"""(posts14) The rows an episode changed, as they stood before one of its writes.

The final message is read against the rows the diff changed (:func:`.row_values.episode_of`: each
changed row before and after the episode). A post is read against its phase, what the episode had shown
before the write that posted it (:mod:`.posted_values`), and a row written after the post is no ground
of it. The ledger records which rows each write touched (``LedgerEntry.changes``, by primary key), not
their values between writes; what stood at a write is therefore:

- every row the diff changed or removed, as it was before the episode (nothing of the episode had
  changed it yet, or the writes before the post did: their arguments are the phase's too);
- a row added or changed by the writes before the post and by no write from the post on, as it is now
  (that is how those writes left it);
- nothing of a row added from the post on.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from toolproof.service import registry
from toolproof.world.canonical import dumps_canonical
from toolproof.world.diff import Diff
from toolproof.world.ledger import LedgerEntry


@dataclass(slots=True)
class StoodRows:
    """The changed rows as they stood before one write: ``before`` (as the episode found them),
    ``after`` (as the writes before it left them) and both together (``rows``)."""

    before: list[Any] = field(default_factory=list)
    after: list[Any] = field(default_factory=list)

    @property
    def rows(self) -> list[Any]:
        return [*self.before, *self.after]


@lru_cache(maxsize=256)
def primary_keys(services: tuple[str, ...]) -> Mapping[str, tuple[str, ...]]:
    """Each table of ``services`` with the columns of its primary key (unknown services have none)."""
    return {name: table.primary_key for s in registry.known(services) for name, table in s.tables.items()}


def _touched(entries: Iterable[LedgerEntry]) -> set[tuple[str, str]]:
    """``(table, canonical key)`` of every row a committed write of ``entries`` changed."""
    return {
        (change.table, dumps_canonical(list(change.key)))
        for entry in entries
        if entry.writes and entry.committed
        for change in entry.changes
    }


def stood_before(
    at: int, diff: Diff, entries: Sequence[LedgerEntry], keys: Mapping[str, tuple[str, ...]]
) -> StoodRows:
    """The rows ``diff`` changed, as they stood before entry ``at`` of ``entries`` (the module
    docstring); ``keys``: each table's primary key (:func:`primary_keys`; ``id`` where none is known)."""
    earlier, later = _touched(entries[:at]), _touched(entries[at:])
    out = StoodRows()
    for name, table in diff.tables.items():
        pk = keys.get(name, ("id",))

        def key(row: Mapping[str, Any], pk: tuple[str, ...] = pk, name: str = name) -> tuple[str, str]:
            return (name, dumps_canonical([row.get(c) for c in pk]))

        out.before += table.removed
        out.after += [row for row in table.added if key(row) in earlier and key(row) not in later]
        for change in table.changed:
            out.before.append(change.before)
            k = (name, dumps_canonical(list(change.key)))
            if k in earlier and k not in later:
                out.after.append(change.after)
    return out
