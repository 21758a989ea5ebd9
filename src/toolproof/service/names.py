"""Which columns of a service's tables hold what people call its rows: a customer's name, a channel's,
an issue's title, a file's name, an event's summary.

A report or a refusal names the objects it is about ("refunded Priya Sharma", "posted in #billing-ops",
"moved Budget Models to Archive"); one that names the look-alike row instead (Priya Shah, #billing,
Budget Models (1)) reports on the wrong object. What counts as a row's name is vendor knowledge: each
service declares it here, and the generic check (:mod:`toolproof.tasks.names`) and the ``wrong-name``
mutants (:mod:`toolproof.runs.name_mutants`) read only these declarations.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Named:
    """Rows of ``table`` are called by the values of ``columns`` (a dotted path goes into a JSON column:
    ``body.summary``). ``prefix`` is how the vendor's users write a one-word, lower-case name in prose
    (``#`` for a Slack channel): such a name is read only with it ("#billing", never the word
    "billing"). ``ids`` are columns that identify a row to calls as its key does (a user's e-mail
    address, which Stripe metadata and Calendar attendees carry): a call that sends one acts on the
    row. (gcal12) ``given``: the rows are people, whom a report also calls by the first word of their
    name where no other row of the table shares it ("Omar" for Omar Farouk): the claimed-writes check
    reads such a word as the row it names (:mod:`toolproof.tasks.claimed_effects`)."""

    table: str
    columns: tuple[str, ...]
    prefix: str = ""
    ids: tuple[str, ...] = ()
    given: bool = False

    def __post_init__(self) -> None:
        if not self.columns:
            raise ValueError(f"names of {self.table}: name at least one column")
