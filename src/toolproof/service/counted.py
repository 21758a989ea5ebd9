"""(claims12) What a service's responses count, for the count check of a final message
(:mod:`toolproof.tasks.counts`).

"7 subscribers" after a ``subscriptions.list`` of 6, "5 pins" after a ``pins.list`` of 3, "4 other
editors" after an ``acl.list`` of 5 writers all passed the count check: the check knew a list's objects
by their ``object``/``type``/``kind`` (``subscription``, ``message``, ``calendar#aclRule``), which is not
the noun people count them by. Which objects a noun counts is the vendor's knowledge, so each service
declares it here: a :class:`Counted` names the nouns, the objects (a predicate on a response's object)
that are one each, and the table whose rows they are (the episode's writes to it move the count from
before its writes to after them).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True, eq=False)
class Counted:
    """Objects of a response a count of ``nouns`` (singular, lower case) counts: each one matching
    ``where`` (a task predicate: ``{"object": "subscription"}``), rows of ``table``."""

    nouns: tuple[str, ...]
    where: dict[str, Any] = field(default_factory=dict)
    table: str = ""
    #: (traits43) The dotted paths of the day an object falls on, its timed form first (an event's
    #: ``start.dateTime``, then ``start.date``): a declaration with a day is read only by a count said of
    #: a day ("3 meetings that day"), against the objects listed on that day, and by no other count rule
    #: (a count of meetings said of no day keeps the reading it had).
    day: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if not self.nouns or not self.where:
            raise ValueError("a counted declaration names its nouns and the objects they count")
        if any(n != n.casefold() or n.endswith("s") for n in self.nouns):
            raise ValueError(f"counted {self.nouns}: nouns are singular and lower case")
