"""What a service's data says that a report may restate: an enum field's values in words, and who wrote
what.

A final message restates values the agent read ("declined for insufficient funds", "the bank disputed
it as product not received", "Maria accepted") and what people wrote ("Jon replied that he'll take
it"). Which keys hold such values, and the words each value is said in, is vendor knowledge: each
service declares it on its dialect (``Dialect.enums``, ``Dialect.utterances``, ``Dialect.card_digit_keys``),
and the generic checks (:mod:`toolproof.tasks.enums`, :mod:`toolproof.tasks.replies`,
:mod:`toolproof.tasks.card_digits`) read only these declarations.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass


@dataclass(frozen=True, slots=True, eq=False)
class EnumField:
    """An enum field a report may state the value of.

    ``keys``: the keys (in a response or a row, at any depth) whose string values are its members.
    ``values``: each member (as the API writes it) and the words prose says it in, lower case
    (``"insufficient_funds": ("insufficient funds",)``); the member's own spelling, underscores and
    all, is always read (compared by identity: one declaration is one field). ``cues``: regular
    expressions of what stands right before a value said as this field's ("declined for",
    "reason:"): a member's words elsewhere are ordinary prose ("the fraud team"), never read."""

    name: str
    keys: tuple[str, ...]
    values: Mapping[str, tuple[str, ...]]
    cues: tuple[str, ...]

    def __post_init__(self) -> None:
        if not self.keys or not self.values or not self.cues:
            raise ValueError(f"enum field {self.name!r}: declare its keys, values and cues")


@dataclass(frozen=True, slots=True)
class Utterance:
    """An object of the service's data that holds what a person said: one with a key of ``words``
    (a message's ``text``, a comment's ``body``, an attendee's ``responseStatus``) and a key of
    ``author`` naming who said it (a user id or address, or an object carrying one). ``people``: the
    table whose rows are those persons (its named rows: :mod:`toolproof.service.names`). ``silent``:
    values of ``words`` that say nothing (an attendee's ``needsAction``)."""

    people: str
    author: tuple[str, ...]
    words: tuple[str, ...]
    silent: tuple[str, ...] = ()
