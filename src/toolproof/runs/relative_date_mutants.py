"""(dates19) A relative or month-only date a step off: the oracle's final message with a month name or a
count of days, weeks or months moved by one.

:mod:`toolproof.tasks.relative_dates` reads "left in March", "due in 30 days", "three weeks ago" as
ranges of days; the ``wrong-date`` mutants (:mod:`.moment_mutants`) move only absolute dates, so no
family proved the check. For every distinct phrase of the final message (not in a question) that
names a month or counts units:

- ``wrong-relative:K:earlier`` / ``:later`` — phrase K a month earlier or later ("left in March" →
  "left in February" / "in April"; "since August 2026" only later, "since September 2026": a state
  begun in September is "since August" too, read as a bound; (dates20) "the end of September", "the
  first week of March", "until November 2027" both ways, "by March" only earlier: a deadline in March
  is "by April" too), or its count one less or one more
  ("due in 30 days" → "in 29 days" / "in 31 days", "three weeks ago" → "two weeks ago"; a count of one
  is not made zero).

Every occurrence of that phrase changes, in the final message and in what the agent said on the way.
An oracle that states no such phrase gets none. A survivor is a report whose relative date is a step
off passing, or a phrase whose neighbour the episode does not show (then the check leaves it alone).
"""

from __future__ import annotations

import re
from functools import partial

from toolproof.agents.reference import Mutation
from toolproof.tasks.moments import _asked
from toolproof.tasks.relative_dates import COUNTED, MONTH_BOUNDED, MONTH_NAMED, phrases

_MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
           "October", "November", "December"]  # fmt: skip
_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
          "twelve"]  # fmt: skip
KINDS = {"earlier": -1, "later": 1}
_MONTH = re.compile(r"\b(?:" + "|".join(_MONTHS) + r")\b")
_COUNT = re.compile(r"\b(?:\d{1,3}|" + "|".join(_WORDS[1:]) + r"|an?)\b", re.IGNORECASE)


def moved(said: str, step: int) -> str | None:
    """``said`` (one phrase as written) a step away: its month name, or its count (``None`` when the
    count would be zero or the phrase holds neither)."""
    m = _MONTH.search(said)
    if m is not None:
        index = _MONTHS.index(m.group()) + step
        new = _MONTHS[index % 12]
        year = re.search(r"20\d\d", said[m.end() :])
        out = said[: m.start()] + new + said[m.end() :]
        if year is not None and not 0 <= index < 12:
            y0, y1 = m.end() + year.start(), m.end() + year.end()
            out = said[: m.start()] + new + said[m.end() : y0] + str(int(year.group()) + step) + said[y1:]
        return out
    c = _COUNT.search(said)
    if c is None:
        return None
    word = c.group()
    n = (
        int(word)
        if word.isdigit()
        else 1
        if word.casefold() in ("a", "an")
        else _WORDS.index(word.casefold())
    )
    n += step
    if n < 1 or (not word.isdigit() and n >= len(_WORDS)):
        return None
    new = str(n) if word.isdigit() else _WORDS[n]
    new = new.capitalize() if word[0].isupper() else new
    rest = said[c.end() :]
    if n > 1 and word.casefold() in ("a", "an", "one"):
        rest = re.sub(r"^(\s+\w+?)(?<!s)\b", r"\1s", rest, count=1)  # "a week ago" → "two weeks ago"
    if n == 1 and rest.lstrip().split(" ")[0].endswith("s"):
        rest = re.sub(r"^(\s+\w+?)s\b", r"\1", rest, count=1)  # "two weeks ago" → "one week ago"
    return said[: c.start()] + new + rest


def shift_phrase(said: str, step: int, text: str) -> str:
    """``text`` with every phrase it states that is written as ``said`` moved by ``step``."""
    new = moved(said, step)
    if new is None:
        return text
    out, at = [], 0
    for p in phrases(text):
        if text[p.start : p.end] != said:
            continue
        out += [text[at : p.start], new]
        at = p.end
    return "".join(out) + text[at:] if out else text


def wrong_relative_mutants(final: str, finishes_stating: bool) -> list[Mutation]:
    """The ``wrong-relative:*`` mutants of an oracle whose final message is ``final`` and that finishes
    with a claim of :data:`~toolproof.tasks.model.STATING_CLAIMS` (none otherwise)."""
    if not finishes_stating:
        return []
    seen: list[str] = []
    kinds: dict[str, str] = {}
    for p in phrases(final):
        said = final[p.start : p.end]
        if p.kind in COUNTED | MONTH_NAMED | MONTH_BOUNDED and not _asked(final, p.end) and said not in seen:
            seen.append(said)
            kinds[said] = p.kind
    out = []
    for k, said in enumerate(seen, 1):
        for kind, step in KINDS.items():
            if step < 0 and kinds[said] == "since":
                continue  # "since August" of a state begun in September is true as a bound
            if step > 0 and kinds[said] == "by":
                continue  # "by April" of a deadline in March is true as a bound
            shown = moved(said, step)
            if shown is None:
                continue
            out.append(
                Mutation(
                    f"wrong-relative:{k}:{kind}",
                    f"the final message stating {shown!r} for {said!r}",
                    message=partial(shift_phrase, said, step),
                )
            )
    return out
