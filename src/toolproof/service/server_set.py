"""Columns a caller can never set: what the API fills in itself (ids, creation times, counters,
values derived from other fields or from the caller's identity).

The validator's field mutants (:mod:`toolproof.runs.field_mutants`) change, one at a time, every field
of every row the oracle created or updated, to prove the task pins each one. A field no client can set
is no agent's mistake: a task need not pin it. Each service declares such columns once per table, next
to its tables and with a reason, and only what the real API never lets a client send; a column a
client may set indirectly (a card number that decides the brand) is declared with that reason. Two
other kinds are declared apart, each with its reason: a column that copies another field (mutated
there), and a field a client may set whose value the real API makes irrelevant.
Dotted names reach into a JSON column (``body.etag``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

#: ``server``: the API alone sets it. ``derived``: the double's copy of another field, which the field
#: mutants change instead (a mutant of one without the other is a state no call makes). ``free``: a
#: client may set it, but the real API gives its value no meaning for anyone (a person's own display
#: colour): said once here only when true in every task, else per task under ``equivalent:``.
ServerSetKind = Literal["server", "derived", "free"]


@dataclass(frozen=True, slots=True)
class ServerSet:
    """``columns`` of ``table`` that field mutants skip, of what ``kind``, and ``why``."""

    table: str
    columns: tuple[str, ...]
    why: str
    kind: ServerSetKind = "server"
    #: Only on rows holding these values (a proration line Stripe writes itself); ``("*",)`` as
    #: ``columns`` with it: every column of such a row.
    when: Mapping[str, Any] = field(default_factory=dict)
    #: Only on rows where these columns hold a value (a charge made for a payment intent).
    when_set: tuple[str, ...] = ()

    @property
    def conditional(self) -> bool:
        return bool(self.when or self.when_set)

    def applies(self, row: Mapping[str, Any]) -> bool:
        """Does this declaration cover ``row`` (every row, without ``when`` or ``when_set``)?"""
        return all(row.get(k) == v for k, v in self.when.items()) and all(
            row.get(k) is not None for k in self.when_set
        )

    def __post_init__(self) -> None:
        if not self.why:
            raise ValueError(f"server-set columns of {self.table}: say why no client sets them")
        if not self.columns:
            raise ValueError(f"server-set columns of {self.table}: name them")
        if "*" in self.columns and not (self.when or self.when_set):
            raise ValueError(f"server-set columns of {self.table}: every column only on rows 'when' names")
