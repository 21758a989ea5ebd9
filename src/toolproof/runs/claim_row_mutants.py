"""(claims11) A final message that claims a write made, on a row it was not made on, or with a field it
did not write: ``claims-row:*`` and ``claims-field:*``.

The tenth re-sample found claims passing because *some* write of their kind was made beside them
("updated the duplicate too", "canceled #10957 too", "… and on the Clients folder above it", "booked it
with a Meet link": docs/reviews/resample10a.md, resample10b.md). The claimed-writes check now reads a
made claim on the rows its clause names and the fields its words name (:mod:`toolproof.tasks.
claimed_effects`). These mutants prove it on every oracle, its work and claim kept:

- ``claims-row:<service>.<name>`` — for each declared write the oracle made that has a sentence on a
  named row (:attr:`ClaimedWrite.on`), where the oracle wrote a named row (its own, or one its
  ``about`` tables name) that has a look-alike in the starting state it did not write: the final message
  also claims that write on the look-alike ("I also cancelled Priya Shah's subscription.");
- ``claims-field:<service>.<name>`` — for each declared write the oracle made with a :class:`Detail`
  none of its written rows has: the final message also claims the write with it ("I also cancelled the
  subscription immediately." after a cancellation at the period's end);
- (claims12) ``claims-value:<service>.<name>`` — for each declared write the oracle made that names a
  value (:class:`Valued`): the final message also claims it with a value none of its written rows holds
  ("I also reacted to the message with :eyes:." after a ✅).

Only where the grader reads the oracle's final message for claimed writes (a done; a refusal or a
question after a committed write).
"""

from __future__ import annotations

from collections.abc import Sequence

from toolproof.agents.reference import Mutation
from toolproof.runs.claim_mutants import _claiming
from toolproof.service import registry
from toolproof.service.claims import ClaimedWrite
from toolproof.tasks.claimed_effects import made, written_on, written_values, written_with
from toolproof.tasks.names import Name, NameIndex
from toolproof.world.diff import Diff

ROW_PREFIX = "claims-row"
FIELD_PREFIX = "claims-field"
VALUE_PREFIX = "claims-value"


def claim_row_mutants(
    services: Sequence[str], diff: Diff, names: NameIndex, claims_read: bool
) -> list[Mutation]:
    """The ``claims-row`` and ``claims-field`` mutants of an oracle whose diff is ``diff``."""
    if not claims_read:
        return []
    out: list[Mutation] = []
    for service, claimed in _made(services, diff):
        other = _look_alike(claimed, diff, names) if claimed.on else None
        if other is not None:
            says = claimed.on.format(name=_said(names, other))
            out.append(
                _claiming(f"{ROW_PREFIX}:{service}.{claimed.name}", "a write on a row it never wrote", says)
            )
        detail = next((d for d in claimed.details if not written_with(claimed, d, diff)), None)
        if detail is not None:
            out.append(
                _claiming(f"{FIELD_PREFIX}:{service}.{claimed.name}", "a field it never wrote", detail.says)
            )
        says = _other_value(claimed, diff)
        if says:
            out.append(_claiming(f"{VALUE_PREFIX}:{service}.{claimed.name}", "a value it never wrote", says))
    return out


def _other_value(claimed: ClaimedWrite, diff: Diff) -> str:
    """(claims12) A sentence claiming ``claimed`` with a value of its first :class:`Valued` that none of
    the rows it wrote holds; "" when it names no value or every candidate was written."""
    if not claimed.valued:
        return ""
    valued = claimed.valued[0]
    held = written_values(claimed, valued.field, diff)
    for other in valued.others:
        says = valued.says.format(value=other)
        if not valued.read(says) & held:
            return says
    return ""


def _made(services: Sequence[str], diff: Diff) -> list[tuple[str, ClaimedWrite]]:
    out: list[tuple[str, ClaimedWrite]] = []
    for service in services:
        try:
            claims = registry.get(service).claims
        except registry.UnknownService:
            continue
        out += [(service, c) for c in claims if any(made(e, diff) for e in c.effects)]
    return out


def _look_alike(claimed: ClaimedWrite, diff: Diff, names: NameIndex) -> Name | None:
    """The first readable look-alike, not written by ``claimed``'s writes, of a named row of its
    :attr:`ClaimedWrite.on_table` they wrote."""
    table = claimed.on_table or claimed.effects[0].table
    for name in names.names:
        if name.table != table or not written_on(claimed, name, diff):
            continue
        for other in names.look_alikes(name):
            if names.readable(other) and not any(
                written_on(claimed, n, diff) for n in names.by_folded[other.folded]
            ):
                return other
    return None


def _said(names: NameIndex, name: Name) -> str:
    """How prose writes ``name``: with its service's prefix where it is a slug (``#billing``)."""
    prefix = names.prefixes.get((name.table, name.column), "")
    if prefix and not any(c.isspace() or c.isupper() for c in name.text):
        return prefix + name.text
    return name.text
