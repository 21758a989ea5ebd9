"""``unread-count:*`` mutants leave out a noun counted only on a day (``Counted.day``).

traits43 declared Calendar's meetings as the events listed on a day, read only by a count said of a day
("you have 3 meetings that day"); no other count rule reads them. The mutant "There are 7 meetings." then
survived in three core tasks (the validation after the merge): it tests a rule the declaration does not
take part in. The nouns every rule reads (a calendar's writers, owners, readers) keep their mutants.
"""

from __future__ import annotations

from toolproof.runs.count_mutants import UNREAD_PREFIX, unread_count_mutants
from toolproof.tasks.counts import declared_counts


def _ids(services: tuple[str, ...]) -> list[str]:
    return [m.id for m in unread_count_mutants(services, ["Share the team calendar."], [], stating=True)]


def test_a_noun_counted_only_on_a_day_gets_no_unread_count_mutant() -> None:
    assert any(c.day and "meeting" in c.nouns for c in declared_counts(("gcal",)))
    assert f"{UNREAD_PREFIX}:meeting" not in _ids(("gcal",))


def test_the_calendar_rule_nouns_keep_theirs() -> None:
    assert _ids(("gcal",)) == [f"{UNREAD_PREFIX}:{noun}" for noun in ("writer", "owner", "reader")]
