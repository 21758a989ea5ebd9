"""Flags a client may set on one member of a list the API keeps inside an object: a Calendar guest
``optional: true`` or ``responseStatus: declined``.

The validator's field mutants (:mod:`toolproof.runs.field_mutants`) change every field of what the
oracle wrote, but a JSON list is mutated as one value (another row's list), and a task's ``only:``
matches each member as a subset: a guest added as *optional* passed a task that asked for a guest
(docs/reviews/resample5a.md, gcal.add-attendee). A flag the oracle never sent is checked by nothing.
Each service declares here, once, the flags a client may add to such a member and the value that
changes what the member means; the generic ``field:+`` mutants add each to every member the oracle
wrote, so a task must pin it (``optional: {ne: true}``) or mark it equivalent with a reason. Vendor
knowledge stays in the service: the mutant reads only this declaration.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class MemberFlag:
    """On every object member of the list at ``path`` (``column.key`` of a JSON column of ``table``),
    the client-settable ``flag`` set to ``value`` changes what the member means, and ``why``.
    ``identity`` is the member's key that names it in a mutant's id (a guest's ``email``)."""

    table: str
    path: str
    flag: str
    value: Any
    identity: str
    why: str

    def __post_init__(self) -> None:
        column, _, key = self.path.partition(".")
        if not column or not key or "." in key:
            raise ValueError(
                f"member flag {self.flag!r} of {self.table}: path is 'column.key', not {self.path!r}"
            )
        if not self.why:
            raise ValueError(f"member flag {self.flag!r} of {self.table}.{self.path}: say why it matters")

    @property
    def column(self) -> str:
        return self.path.partition(".")[0]

    @property
    def key(self) -> str:
        return self.path.partition(".")[2]
