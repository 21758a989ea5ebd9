"""The names a person object of a response or a row answers to: shared by the checks that read a trait
said of a person (:mod:`.person_places`, :mod:`.person_titles`, :mod:`.contact_owners`).

Each service's dialect declares where a person's name and address sit in its objects (dotted paths, as
``profile.real_name``); these checks walk every object the episode showed and key what it shows by the
names a message may call that person: the full name and its first word, case-folded, and the words of
an address's local part ("priya.shah@…" answers to "priya shah" and "priya").
"""

from __future__ import annotations

import marshal
import re
from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping, Sequence
from typing import Any, TypeVar

_Read = TypeVar("_Read")


def at_path(value: Mapping[str, Any], dotted: str) -> Any:
    """The value at ``dotted`` ("profile.title") in ``value``, or None where a step is missing or is
    no mapping."""
    found: Any = value
    for key in dotted.split("."):
        if not isinstance(found, Mapping):
            return None
        found = found.get(key)
    return found


def names_of(value: Mapping[str, Any], names: Sequence[str], emails: Sequence[str] = ()) -> set[str]:
    """Every name ``value`` answers to: each non-empty string at a path of ``names`` (whole and first
    word) and each address at a path of ``emails`` (its local part's words, whole and first),
    case-folded."""
    found: set[str] = set()
    for dotted in names:
        said = at_path(value, dotted)
        if isinstance(said, str) and said.strip():
            found |= {said.strip().casefold(), said.split()[0].casefold()}
    for dotted in emails:
        said = at_path(value, dotted)
        if isinstance(said, str) and "@" in said:
            words = [w for w in re.split(r"[._\-+]", said.partition("@")[0]) if w.isalpha()]
            if words:
                found |= {" ".join(words).casefold(), words[0].casefold()}
    return found


def walked(reader: Hashable, data: Iterable[Any], walk: Callable[[Any], list[_Read]]) -> Iterator[_Read]:
    """(perf26) What a stack walk over every item of ``data`` reads (``walk``: one item's reads, in its
    own walk's order), in the order one walk over all of them gives: the stack pops the last item
    first and finishes it before the one below, so the reads are each item's, last item first.

    An item that is a plain dict or list is read once per ``reader`` (the checks' name for a walk
    and what it depends on besides the item: its services) and its ``marshal`` bytes (version 2:
    exact types, floats by their bits, dicts and lists in order; no reference flags, which version 3
    sets by reference count): the responses repeat across a suite's variants, agents and trials.
    Its reads are replayed in their order, so the caller adds the same values in the same order as a
    walk would. Another item (a subclass ``marshal`` refuses) is walked, unremembered. Emptied at
    :data:`WALKED_MEMO_BYTES` of keys."""
    for value in reversed(list(data)):
        if type(value) is not dict and type(value) is not list:
            yield from walk(value)
            continue
        try:
            key = (reader, marshal.dumps(value, 2))
        except ValueError:
            yield from walk(value)
            continue
        reads = _WALKED.get(key)
        if reads is None:
            reads = tuple(walk(value))
            if _WALKED_HELD[0] + len(key[1]) > WALKED_MEMO_BYTES:
                _WALKED.clear()
                _WALKED_HELD[0] = 0
            _WALKED[key] = reads
            _WALKED_HELD[0] += len(key[1])
        yield from reads


#: :func:`walked`'s reads by reader and item bytes, and the bytes of keys held.
_WALKED: dict[tuple[Hashable, bytes], tuple[Any, ...]] = {}
_WALKED_HELD = [0]
WALKED_MEMO_BYTES = 16 << 20
