"""(places18) Where a vendor's responses say a person is: the objects that give a person's own time zone.

A report that places a person ("Bilal (in London, 16:00 for him)", "Goran, based in New York") is a claim
about that person's zone, and the episode may show it: Slack's user object carries ``tz``, a Google
Calendar primary calendar (its ``id`` is its owner's address) its ``timeZone``. Each dialect declares its
objects (``Dialect.person_zones``); the grounded-place check (:mod:`toolproof.tasks.person_places`) reads
them, and nothing in tasks/ knows a vendor's keys.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class PersonZone:
    """An object of a vendor's responses that names a person and gives their own IANA zone.

    ``zone``: the key of the zone (``"tz"``). ``names``: dotted paths of the person's names as people say
    them (``"real_name"``, ``"profile.display_name"``); their first word is a name too. ``emails``: dotted
    paths of an e-mail address that is the person's (a primary calendar's ``id``): its local part, split
    at dots, dashes and underscores, names them ("goran.petrovic@…" is "Goran Petrovic", "Goran")."""

    zone: str
    names: tuple[str, ...] = ()
    emails: tuple[str, ...] = ()
