"""Which columns of a service's tables hold what people call its rows: a customer's name, a channel's,
an issue's title, a file's name, an event's summary.

A report or a refusal names the objects it is about ("refunded Priya Sharma", "posted in #billing-ops",
"moved Budget Models to Archive"); one that names the look-alike row instead (Priya Shah, #billing,
Budget Models (1)) reports on the wrong object. What counts as a row's name is vendor knowledge: each
service declares it here, and the generic check (:mod:`toolproof.tasks.names`) and the ``wrong-name``
mutants (:mod:`toolproof.runs.name_mutants`) read only these declarations.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

#: The rows of a table, by its name (what :attr:`Named.derive` is given to read other tables).
Rows = Callable[[str], Iterable[Mapping[str, Any]]]
#: A row's fields that no column holds, computed from it (a Linear issue's ``identifier``).
Derived = Callable[[Mapping[str, Any]], Mapping[str, Any]]


@dataclass(frozen=True, slots=True)
class Named:
    """Rows of ``table`` are called by the values of ``columns`` (a dotted path goes into a JSON column:
    ``body.summary``). ``prefix`` is how the vendor's users write a one-word, lower-case name in prose
    (``#`` for a Slack channel): such a name is read only with it ("#billing", never the word
    "billing"). ``ids`` are columns that identify a row to calls as its key does (a user's e-mail
    address, which Stripe metadata and Calendar attendees carry): a call that sends one acts on the
    row. (gcal12) ``given``: the rows are people, whom a report also calls by the first word of their
    name where no other row of the table shares it ("Omar" for Omar Farouk): the claimed-writes check
    reads such a word as the row it names (:mod:`toolproof.tasks.claimed_effects`).

    (names13) ``people``: each row is one person, so an address among its ``ids`` is theirs and its
    names are that person's names (the audience check reads a guest's names so). A row that only
    carries a contact's address is not (a Stripe customer: a company's billing address is also a
    person's, and "Cobalt Robotics" is no name of Mei Tanaka). ``derive``: given the starting state's
    rows, the fields of a row no column holds but people call it by (a Linear issue's ``SUP-82``, from
    its team's key and its number), whose names are ``derived``; ``columns`` and ``ids`` may name them."""

    table: str
    columns: tuple[str, ...]
    prefix: str = ""
    ids: tuple[str, ...] = ()
    given: bool = False
    people: bool = False
    derived: tuple[str, ...] = ()
    derive: Callable[[Rows], Derived] | None = None
    #: (names14) Each row may be a person though the table is not one person per row (a Stripe
    #: customer is a person or a company): "she"/"her" after its name may name it
    #: (:mod:`toolproof.tasks.pronouns`); its address is still no person's own.
    personal: bool = False
    #: (names13) The people (their ids) a message written into a row reaches (a Slack DM channel's two
    #: members): "asked Amara" by a DM in a channel opened before the episode.
    reaches: Callable[[Mapping[str, Any]], tuple[str, ...]] | None = None

    def __post_init__(self) -> None:
        if not self.columns:
            raise ValueError(f"names of {self.table}: name at least one column")
        if bool(self.derived) != (self.derive is not None):
            raise ValueError(f"names of {self.table}: derived fields need derive, and derive its fields")
