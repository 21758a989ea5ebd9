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


@dataclass(frozen=True, slots=True)
class Flag:
    """A boolean key whose value a report says as a member of an enum field (enums13): a Slack
    channel's ``is_archived`` true is "archived", false "live"; ``is_private`` true "private", false
    "public". A row may hold it as 1 or 0 (a ``bool`` column), a response as true or false."""

    key: str
    true: str
    false: str

    def member(self, value: object) -> str | None:
        """The member ``value`` says, or ``None`` when it is no boolean (nor 0 or 1)."""
        if value is True or (value == 1 and type(value) is int):
            return self.true
        if value is False or (value == 0 and type(value) is int):
            return self.false
        return None


@dataclass(frozen=True, slots=True, eq=False)
class EnumField:
    """An enum field a report may state the value of.

    ``keys``: the keys (in a response or a row, at any depth) whose string values are its members.
    ``values``: each member (as the API writes it) and the words prose says it in, lower case
    (``"insufficient_funds": ("insufficient funds",)``); the member's own spelling, underscores and
    all, is always read (compared by identity: one declaration is one field). ``cues``: regular
    expressions of what stands right before a value said as this field's ("declined for",
    "reason:"): a member's words elsewhere are ordinary prose ("the fraud team"), never read.
    ``flags``: boolean keys whose values are members too (:class:`Flag`: a channel's ``is_archived``);
    a field may hold its members under ``keys``, ``flags`` or both (a channel's ``kind`` in a row,
    ``is_private`` in a response). ``row_only``: a state each row holds apart (a channel's kind, a
    person's account), read only of the row it is said of (:mod:`toolproof.tasks.row_fields`), never
    against the field's values anywhere: "#sales is private" of a channel the bot cannot list is no
    slip because every channel it lists is public."""

    name: str
    keys: tuple[str, ...]
    values: Mapping[str, tuple[str, ...]]
    cues: tuple[str, ...]
    flags: tuple[Flag, ...] = ()
    row_only: bool = False

    def __post_init__(self) -> None:
        if not (self.keys or self.flags) or not self.values or not self.cues:
            raise ValueError(f"enum field {self.name!r}: declare its keys (or flags), values and cues")
        for flag in self.flags:
            if flag.true not in self.values or flag.false not in self.values:
                raise ValueError(f"enum field {self.name!r}: flag {flag.key!r} says no member of it")


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
