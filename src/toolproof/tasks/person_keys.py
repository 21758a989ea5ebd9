"""The names a person object of a response or a row answers to: shared by the checks that read a trait
said of a person (:mod:`.person_places`, :mod:`.person_titles`, :mod:`.contact_owners`).

Each service's dialect declares where a person's name and address sit in its objects (dotted paths, as
``profile.real_name``); these checks walk every object the episode showed and key what it shows by the
names a message may call that person: the full name and its first word, case-folded, and the words of
an address's local part ("priya.shah@…" answers to "priya shah" and "priya").
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any


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
