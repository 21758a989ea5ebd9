"""What the services of a task declare a report may restate (:mod:`toolproof.service.stated`), and a walk
over what an episode shows for such values: its texts, rows and responses.

The value checks of :mod:`.card_digits` and :mod:`.enums` (values11) read the same grounds the same way:
each value of a declared key (a card's ``last4``, a ``decline_code``), each text with a space in it (a
description, a message, an error's message) read as prose, everything else walked into.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from toolproof.service import registry
from toolproof.service.stated import Detail, EnumField, Flag, Utterance, WordDetail


@dataclass(frozen=True, slots=True)
class Declared:
    """What the dialects of some services (a task's) declare, together."""

    card_digit_keys: frozenset[str]
    enums: tuple[EnumField, ...]
    utterances: tuple[Utterance, ...]
    #: (rowdetail17) numbers said of a row with a noun
    details: tuple[Detail, ...] = ()
    #: (details18) words said of a row (a card's brand)
    word_details: tuple[WordDetail, ...] = ()


def declared(services: Iterable[str]) -> Declared:
    """The declarations of ``services``' dialects (unknown services declare nothing), remembered."""
    return _declared(tuple(services))


@lru_cache(maxsize=64)
def _declared(services: tuple[str, ...]) -> Declared:
    keys: set[str] = set()
    fields: list[EnumField] = []
    said: list[Utterance] = []
    details: list[Detail] = []
    words: list[WordDetail] = []
    for service in registry.known(services):
        dialect = service.dialect
        keys.update(dialect.card_digit_keys)
        fields += dialect.enums
        said += dialect.utterances
        details += dialect.details
        words += dialect.word_details
    return Declared(frozenset(keys), tuple(fields), tuple(said), tuple(details), tuple(words))


class DataWalk:
    """A walk over an episode's grounds; subclasses say what a keyed value and a text ground.
    ``flags``: boolean keys whose values are said as members (:class:`Flag`), handed to
    :meth:`keyed` as the member they say. (fields14) A key ``parent.child`` is the ``child`` of an
    object held under ``parent``; ``joined``: per key, the id of another table's row to the member its
    column holds (:class:`toolproof.service.stated.Join`), handed to :meth:`keyed` as that member."""

    def __init__(
        self,
        keys: Iterable[str],
        flags: Iterable[Flag] = (),
        joined: Mapping[str, Mapping[str, str]] | None = None,
    ) -> None:
        keys = frozenset(keys)
        self.keys = frozenset(k for k in keys if "." not in k)
        self.paths: dict[str, tuple[str, ...]] = {}
        for path in sorted(k for k in keys if "." in k):
            parent, child = path.split(".", 1)
            self.paths[parent] = (*self.paths.get(parent, ()), child)
        self.flags = {f.key: f for f in flags}
        self.joined = joined or {}

    @property
    def settled(self) -> bool:
        """Nothing more to look for: the walk stops."""
        return False

    def keyed(self, value: Any) -> None:
        """The value of a declared key."""

    def text(self, text: str) -> None:
        """A text: an instruction, a user's words, a string in the data with a space in it."""

    def data(self, value: Any) -> None:
        """A response body or a row, walked."""
        if self.settled:
            return
        if isinstance(value, Mapping):
            flags, paths, joined = self.flags, self.paths, self.joined
            for key, item in value.items():
                if key in self.keys and isinstance(item, str | int) and not isinstance(item, bool):
                    self.keyed(item)
                elif flags and key in flags and (member := flags[key].member(item)) is not None:
                    self.keyed(member)
                elif joined and key in joined and isinstance(item, str):
                    if (member := joined[key].get(item)) is not None:
                        self.keyed(member)
                else:
                    if paths and key in paths and isinstance(item, Mapping):
                        for child in paths[key]:
                            if isinstance(inner := item.get(child), str):
                                self.keyed(inner)
                    self.data(item)
        elif isinstance(value, list | tuple):
            for item in value:
                self.data(item)
        elif isinstance(value, str) and " " in value:
            self.text(value)

    def episode(self, texts: Iterable[str], rows: Iterable[Any], bodies: Iterable[Any]) -> None:
        """The texts the agent was given, then the rows and the responses."""
        for text in texts:
            self.text(text)
        for part in (rows, bodies):
            for value in part:
                self.data(value)
