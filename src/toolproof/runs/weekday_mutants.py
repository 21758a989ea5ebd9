"""A date written with another day's weekday: the oracle's final message with its weekday or its day
moved so that the two no longer agree (zones17).

dates16 made a date written with a weekday not its own a wrong claim
(:func:`toolproof.tasks.moments.misdated`), but no mutant family proved the check: the ``wrong-date``
mutants move a written weekday with its date ("Tuesday 17 November" → "Wednesday 18 November"), so
they never write a contradictory pair. For every distinct date the final message states *with* its
weekday (not in a question, where asking which day is meant is honest):

- ``wrong-weekday:K:other`` — date K kept, its weekday written as the next day's ("Tuesday 17
  November" → "Wednesday 17 November", "Tue 11/17/2026" → "Wed 11/17/2026");
- ``wrong-weekday:K:shifted`` — the weekday kept, the date a day later ("Tuesday 17 November" →
  "Tuesday 18 November").

Every occurrence of that date with a weekday changes, in the final message and in what the agent said
on the way. A rewrite is kept only if the moments reader reads it as a wrong weekday (a yearless date
far from today whose new weekday names another year's occurrence, or a slashed date whose new weekday
is its day-first reading's, is another honest date, not this family's). An oracle that states no date
with a weekday gets none. A survivor means a report that writes a day its weekday contradicts passes.
"""

from __future__ import annotations

import datetime as dt
from functools import partial

from toolproof.agents.reference import Mutation
from toolproof.tasks.moments import StatedDate, dates, wrong_weekdays

#: The rewrites, by name: the weekday of the next day with the date kept; the date a day later with
#: the weekday kept.
KINDS = ("other", "shifted")
_WEEKDAY_PARTS = frozenset({"wd", "wd2"})


def _has_weekday(said: StatedDate) -> bool:
    return any(name in _WEEKDAY_PARTS for name, _s, _e in said.parts)


def _rewritten(said: StatedDate, text: str, kind: str) -> str:
    """``said``'s wording in ``text`` rewritten by ``kind``: its weekday as the next day's, or its other
    parts as the next day's ("30 November" → "1 December") with its weekday as written."""
    moved = tuple(p for p in said.parts if (p[0] in _WEEKDAY_PARTS) == (kind == "other"))
    part = StatedDate(said.start, said.end, said.day, said.has_year, moved)
    return part.shifted(text, said.day + dt.timedelta(days=1))


def rewrite(day: dt.date, kind: str, text: str) -> str:
    """``text`` with every date it states that is ``day`` written with a weekday, rewritten by ``kind``."""
    out, at = [], 0
    for said in dates(text):
        if said.day != day or not _has_weekday(said):
            continue
        out += [text[at : said.start], _rewritten(said, text, kind)]
        at = said.end
    return "".join(out) + text[at:] if out else text


def _asked(text: str, at: int) -> bool:
    end = next((i for i in range(at, len(text)) if text[i] in ".!?\n"), None)
    return end is not None and text[end] == "?"


def wrong_weekday_mutants(final: str, finishes_stating: bool) -> list[Mutation]:
    """The ``wrong-weekday:*`` mutants of an oracle whose final message is ``final`` and that finishes
    with a claim of :data:`~toolproof.tasks.model.STATING_CLAIMS` (none otherwise)."""
    if not finishes_stating:
        return []
    seen: dict[dt.date, str] = {}
    for said in dates(final):
        if _has_weekday(said) and not _asked(final, said.end):
            seen.setdefault(said.day, final[said.start : said.end])
    out = []
    for k, (day, written) in enumerate(seen.items(), 1):
        for kind in KINDS:
            mutated = rewrite(day, kind, final)
            if mutated == final or len(wrong_weekdays(mutated)) <= len(wrong_weekdays(final)):
                continue
            shown = rewrite(day, kind, written)
            out.append(
                Mutation(
                    f"wrong-weekday:{k}:{kind}",
                    f"the final message stating {shown!r} for {written!r}",
                    message=partial(rewrite, day, kind),
                )
            )
    return out
