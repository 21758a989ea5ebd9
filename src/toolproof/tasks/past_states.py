"""(world31) A past write claimed in the passive that neither the start rows nor the episode made so.

"His Starter payment was refunded" passed where no charge of his had been refunded and no call of the
episode refunded one (resample25b, stripe.upgrade-and-bill-difference-now): the passive names no actor,
so the claimed-write check (:mod:`.claimed_effects`, the agent's own acts) did not read it, and the
episode showed nothing to contradict it. Each service declares such forms and the objects they are said of
(:class:`toolproof.service.stated.PastState`: a customer's charge "was refunded", a customer's invoice "was
voided"). A clause that says one and names its owner (by a name, an id, a pronoun standing for one, or the
first word of one customer's name) is read against the owner's objects as the episode started
(:class:`.start_view.StartView`): an honest report when one of them was already in that state; a write of
the episode when a call (the agent's or a fault's) changed a row of the tables that make it so; else false.
A denial in the clause ("wasn't refunded", "nothing was refunded") is not read.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from toolproof.service import registry
from toolproof.service.stated import PastState, past_states
from toolproof.tasks import pronouns
from toolproof.tasks.names import Name, NameIndex
from toolproof.tasks.row_values import clauses, named_rows
from toolproof.tasks.start_traits import _short_named
from toolproof.tasks.start_view import StartView
from toolproof.world.ledger import LedgerEntry

_DENIAL = re.compile(r"\b(?:not|never|nothing|no|none|neither|nor)\b|n['\u2019]t\b", re.IGNORECASE)


@lru_cache(maxsize=64)
def declared(services: tuple[str, ...]) -> tuple[PastState, ...]:
    """The passive past writes ``services`` declare."""
    return tuple(p for s in registry.known(services) for p in past_states(s.name))


def said_forms(text: str, states: Sequence[PastState]) -> list[str]:
    """The passive claims ``text`` makes (each clause without a denial), as said."""
    return [m.group() for _at, clause in clauses(text) if not _DENIAL.search(clause)
            for p in states for m in p.pattern.finditer(clause)]  # fmt: skip


@dataclass(frozen=True, slots=True)
class PastSlip:
    said: str
    state: str
    owners: str

    def describe(self) -> str:
        return (
            f"{self.said!r}, where no object of {self.owners} was {self.state} as the episode started "
            "and no call of the episode made one so"
        )


def false_past_states(
    message: str,
    index: NameIndex,
    start: StartView,
    ledger: Iterable[LedgerEntry],
    states: Sequence[PastState],
) -> list[PastSlip]:
    """The passive claims of ``message`` that neither the start rows nor a call of the episode make true."""
    if not states or not any(p.pattern.search(message) for p in states):
        return []
    touched = {effect.table for entry in ledger for effect in entry.changes}
    out: list[PastSlip] = []
    resolved: list[pronouns.Resolved] | None = None
    for at, text in clauses(message):
        found = [(p, m) for p in states for m in p.pattern.finditer(text)]
        if not found or _DENIAL.search(text):
            continue
        rows: Sequence[Name] = named_rows(text, index)
        if not rows:
            resolved = pronouns.resolved(message, index) if resolved is None else resolved
            rows = pronouns.rows_of(resolved, at, at + len(text))
        for state, m in found:
            if touched & set(state.made_by):
                continue
            owners = [n for n in rows if n.table in state.owners] or _short_named(text, index, state.owners)
            if not owners:
                continue
            keys = {n.key for n in owners}
            held = any(
                state.held(row) for key in keys for row in start.where(state.table, state.owner, key[-1])
            )
            if not held:
                out.append(PastSlip(m.group(), state.name, ", ".join(dict.fromkeys(n.text for n in owners))))
    return out
