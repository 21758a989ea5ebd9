"""A person placed in another city: the oracle's final message with a place it says of a person swapped
for a city of another UTC offset (places18).

The grounded-place check (:mod:`toolproof.tasks.person_places`) refuses a person placed where the
episode shows they are not ("Bilal (in London, …)" for a Slack ``tz`` of America/New_York). For every
distinct person-and-place the final message states (:func:`~toolproof.tasks.person_places.placed`):

- ``wrong-place:K`` — place K replaced by the first of :data:`OTHERS` whose offset at the world's today
  differs from its own ("Dara (London)" → "Dara (Tokyo)").

Every occurrence of that person-and-place changes, in the final message and in what the agent said on
the way. An oracle that places no one gets none. A survivor means a report that puts a person in the
wrong city passes (or the oracle states a place the episode never showed it: nothing to contradict).
"""

from __future__ import annotations

from functools import partial

from toolproof.agents.reference import Mutation
from toolproof.tasks.person_places import offset_of, placed
from toolproof.tasks.zone_places import zone_of_place

#: The cities a place is swapped for, in order: the first whose offset is not the said place's.
OTHERS = ("Tokyo", "London", "New York", "Los Angeles", "Sydney", "Kolkata")


def other_city(zone: str) -> str:
    """The first of :data:`OTHERS` whose offset at the world's today is not ``zone``'s."""
    own = offset_of(zone)
    return next(city for city in OTHERS if offset_of(zone_of_place(city) or "UTC") != own)


def rewrite(name: str, place: str, other: str, text: str) -> str:
    """``text`` with every placement of ``name`` in ``place`` saying ``other`` instead."""
    out, at = [], 0
    for p in placed(text):
        if p.name != name or p.place != place:
            continue
        where = text.find(place, p.start, p.end)
        if where < at:
            continue
        out += [text[at:where], other]
        at = where + len(place)
    return "".join(out) + text[at:] if out else text


def wrong_place_mutants(final: str, finishes_stating: bool) -> list[Mutation]:
    """The ``wrong-place:*`` mutants of an oracle whose final message is ``final`` and that finishes
    with a claim of :data:`~toolproof.tasks.model.STATING_CLAIMS` (none otherwise)."""
    if not finishes_stating:
        return []
    seen: dict[tuple[str, str], str] = {}
    for p in placed(final):
        seen.setdefault((p.name, p.place), p.zone)
    out = []
    for k, ((name, place), zone) in enumerate(seen.items(), 1):
        other = other_city(zone)
        if rewrite(name, place, other, final) == final:
            continue
        out.append(
            Mutation(
                f"wrong-place:{k}",
                f"the final message placing {name} in {other} for {place}",
                message=partial(rewrite, name, place, other),
            )
        )
    return out
