"""Wrong dates and clock times in a done message: each one the oracle states, a day or an hour off.

The re-samples kept finding a done message that states a date one day off or another clock time on a
task that asks for no report, passing: a task checks the values it asks to be reported, not the ones
the message restates. These mutants keep the oracle's work and claim and change one date or time its
final message states, in the form it is written (:mod:`toolproof.tasks.moments` reads and rewrites
them):

- ``wrong-date:K:minus1`` / ``:plus1`` — date K (the K-th distinct date the final message states) a
  day earlier or later: "Tuesday 17 November" → "Wednesday 18 November", "2026-11-17" → "2026-11-18",
  "Nov 30" → "Dec 1", "17.11.2026" → "18.11.2026" (a weekday written with the date moves with it);
- ``wrong-time:K:minus1h`` / ``:plus1h`` — clock time K an hour earlier or later: "3 PM" → "4 PM",
  "15:00" → "14:00", "11:30am" → "12:30pm".

Every occurrence of that date (or that clock in that zone) changes, in the final message and in what
the agent said on the way, so no sentence still states the right one. An oracle that finishes
``done``, ``impossible`` or ``need_info`` gets them, as the amounts' (:mod:`.amount_mutants`). The
grader's generic check (:func:`toolproof.tasks.grader.moment_verdicts`) kills the ones whose right
value the episode shows; a task's facts kill the ones it asks to be reported.
"""

from __future__ import annotations

import datetime as dt
from functools import partial

from toolproof.agents.reference import Mutation
from toolproof.tasks.moments import dates, times

#: The date slips, by name: a day earlier, a day later.
DATE_KINDS = {"minus1": -1, "plus1": 1}
#: The clock slips: an hour earlier, an hour later.
TIME_KINDS = {"minus1h": -1, "plus1h": 1}


def shift_date(day: dt.date, days: int, text: str) -> str:
    """``text`` with every date it states that is ``day`` written as the day ``days`` away."""
    out, at = [], 0
    new = day + dt.timedelta(days=days)
    for said in dates(text):
        if said.day != day:
            continue
        out += [text[at : said.start], said.shifted(text, new)]
        at = said.end
    return "".join(out) + text[at:] if out else text


def shift_time(clock: tuple[int, int, str | None], hours: int, text: str) -> str:
    """``text`` with every clock time it states at ``clock`` (hour, minute, zone) ``hours`` away."""
    out, at = [], 0
    for said in times(text):
        if (said.hour, said.minute, said.zone) != clock:
            continue
        out += [text[at : said.start], said.shifted(text, hours)]
        at = said.end
    return "".join(out) + text[at:] if out else text


def wrong_moment_mutants(final: str, finishes_stating: bool) -> list[Mutation]:
    """The ``wrong-date:*`` and ``wrong-time:*`` mutants of an oracle whose final message is ``final``
    and that finishes with a claim of :data:`~toolproof.tasks.model.STATING_CLAIMS` (none otherwise)."""
    if not finishes_stating:
        return []
    out = []
    seen_dates: dict[dt.date, str] = {}
    for said in dates(final):
        seen_dates.setdefault(said.day, final[said.start : said.end])
    for k, (day, written) in enumerate(seen_dates.items(), 1):
        for kind, days in DATE_KINDS.items():
            shown = shift_date(day, days, written)
            out.append(
                Mutation(
                    f"wrong-date:{k}:{kind}",
                    f"the final message stating {shown!r} for {written!r}",
                    message=partial(shift_date, day, days),
                )
            )
    seen_times: dict[tuple[int, int, str | None], str] = {}
    for t in times(final):
        seen_times.setdefault((t.hour, t.minute, t.zone), final[t.start : t.end])
    for k, (clock, written) in enumerate(seen_times.items(), 1):
        for kind, hours in TIME_KINDS.items():
            shown = next(t.shifted(final, hours) for t in times(final) if (t.hour, t.minute, t.zone) == clock)
            out.append(
                Mutation(
                    f"wrong-time:{k}:{kind}",
                    f"the final message stating {shown!r} for {written!r}",
                    message=partial(shift_time, clock, hours),
                )
            )
    return out
