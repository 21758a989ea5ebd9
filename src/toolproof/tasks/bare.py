"""Bare tokens: fact forms that a message with the wrong meaning satisfies.

The held-out re-sample (``docs/reviews/resample.md``) found most wrong answers passing on a fact form
that says too little on its own: a clock time without its zone ("21:00" was the UTC time, told as New
York time), a weekday without its date ("Friday" of the wrong week), a generic negation ("can't find",
"doesn't have a": about anything at all). The validator refuses such facts as ambiguous; this module
finds them.

A fact is *bare* when a message holding only such a token would satisfy it:

- one of its forms is a bare clock time ("21:00", "1 PM", "noon", "10-11 AM"), a bare weekday
  ("Friday", "Fri") or a generic negation (negation words and fillers only: "can't find", "doesn't have
  a", "no", "not found", "0 results"); one such alternative is enough for a message to pass on it;
- or every one of its forms is a bare month-day ("Nov 6", "6 November", "11/06", "the 6th"), with no year
  and nothing else: a fact that lists "2026-11-06" beside "Nov 6" says which day it means;
- a ``regex`` fact is bare when it matches the whole of one of those tokens standing alone (probed with
  every clock time on the quarter hour in 24- and 12-hour wordings, every weekday and each negation
  above; "3" matching inside "3 PM" is a count, not a clock time). A regex is not probed for
  month-days: telling "only month-days" from "month-days among others" is not reliable by probing, so
  that is left to review;
- or one of its forms is a bare amount: a number with cents and nothing else ("120.17", "250,97"), which
  "$120.17" says as well as "€120.17"; a typed ``amount`` form knows its currency (a regex is not probed
  for amounts);
- a typed form is bare only when it is a ``time`` without ``zone`` (a typed ``date`` in the six days
  after the world's today is stated by its weekday alone, "Friday" for 6 November: the world's clock
  makes that weekday one day, see :mod:`.values`; "Friday" as a literal form is any Friday);
- a ``together`` fact is bare when every one of its groups is: a row that ties the token to its object
  ("Acme" with "Friday") says what it is about.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from toolproof.tasks import values
from toolproof.tasks.facts import Fact, folded, shown

CLOCK = "a bare clock time"
WEEKDAY = "a bare weekday"
MONTH_DAY = "a bare month-day"
NEGATION = "a generic negation"
AMOUNT = "a bare amount"

#: What to do about each kind of bare form.
FIX = {
    CLOCK: "give its zone (use {time: …, zone: …}) or tie it to its object (a 'together' row)",
    WEEKDAY: "say which date (use {date: …}) or tie it to its object (a 'together' row)",
    MONTH_DAY: "give the year (use {date: …}) or tie it to its object (a 'together' row)",
    NEGATION: "name what is missing and where (the object, the channel, the record) or tie it to it",
    AMOUNT: "use {amount: …, currency: …} (with bare_ok: true when the currency goes without saying): "
    "a literal number passes the same figure in another currency",
}

_MERIDIEM = r"(?:\s*[ap]\.?\s?m\.?)"
_ONE_CLOCK = rf"(?:\d{{1,2}}:\d\d{_MERIDIEM}?|\d{{1,2}}{_MERIDIEM}|noon|midnight|midday)"
_CLOCK = re.compile(
    rf"(?:at\s+)?{_ONE_CLOCK}(?:\s*(?:-|to|until|till)\s*(?:{_ONE_CLOCK}|\d{{1,2}}))?|\d{{1,2}}\s*(?:-|to)\s*{_ONE_CLOCK}"
)
_WEEKDAY = re.compile(
    r"(?:on\s+)?(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|nesday|sday|rsday|urday)?s?\.?"
)
_MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?"
    r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?"
)
_ORDINAL = r"\d{1,2}(?:st|nd|rd|th)?"
_MONTH_DAY = re.compile(
    rf"(?:on\s+)?(?:{_MONTH}\s+(?:the\s+)?{_ORDINAL}|(?:the\s+)?{_ORDINAL}(?:\s+of)?\s+{_MONTH}"
    rf"|\d{{1,2}}/\d{{1,2}}|\d{{1,2}}\.\d{{1,2}}\.|the\s+{_ORDINAL})"
)
#: Words that say "not": at least one must be in a generic negation.
_NOT = {"no", "not", "none", "nothing", "never", "cannot", "can't", "couldn't", "doesn't", "don't",
        "didn't", "isn't", "aren't", "wasn't", "weren't", "hasn't", "haven't", "won't", "unable", "without",
        "0", "zero", "nobody", "nowhere", "n't", "missing", "absent"}  # fmt: skip
#: Words that add no object to a negation.
_FILLER = {"a", "an", "the", "any", "such", "it", "that", "this", "one", "anything", "anywhere", "there",
           "is", "are", "was", "were", "be", "been", "have", "has", "had", "do", "does", "did", "can",
           "could", "find", "found", "locate", "located", "see", "seen", "exist", "exists", "existing",
           "result", "results", "match", "matches", "hit", "hits", "record", "records", "entry", "entries",
           "available", "i", "we", "in", "on", "of", "for", "to", "yet", "at", "all", "returned",
           "returns", "shows", "showed", "show", "appear", "appears", "listed", "there's", "it's",
           "will", "longer", "more", "matching", "item", "items", "here"}  # fmt: skip
_WORD = re.compile(r"[a-z0-9']+")
#: A number with cents and nothing else ("120.17", "1,234.50", "250,97"): as a literal form it says
#: nothing of its currency, so "$120.17" passes a fact of €120.17 (and before literal forms were bound to
#: whole numbers, "€1,120.17" passed it too).
_AMOUNT = re.compile(r"\d{1,3}(?:[.,\s]\d{3})*[.,]\d{2}|\d+[.,]\d{2}")
#: The negations a regex is probed with.
_NEGATIONS = [
    "can't find", "cannot find", "couldn't find", "could not find", "doesn't have", "does not have a",
    "doesn't have a", "no", "not found", "none", "no results", "0 results", "doesn't exist",
    "does not exist", "isn't there", "not available", "nothing",
]  # fmt: skip


def _negation(text: str) -> bool:
    text = text.replace("can't", "cannot").replace("won't", "will not").replace("n't", " n't")
    words = _WORD.findall(text)
    return bool(words) and any(w in _NOT for w in words) and all(w in _NOT | _FILLER for w in words)


def form_kind(form: str) -> str | None:
    """What kind of bare token a literal form is (``None`` when it says more)."""
    if values.is_typed(form):
        kind, fields = values.decode(form)
        return CLOCK if kind == "time" and "zone" not in fields else None
    text = folded(form).strip(" .,;:!?()[]\"'*")
    if _CLOCK.fullmatch(text):
        return CLOCK
    if _WEEKDAY.fullmatch(text):
        return WEEKDAY
    if _MONTH_DAY.fullmatch(text):
        return MONTH_DAY
    if _negation(text):
        return NEGATION
    if _AMOUNT.fullmatch(text):
        return AMOUNT
    return None


def _probes() -> Iterator[tuple[str, str]]:
    for hour in range(24):
        for minute in (0, 15, 30, 45):
            twelve = f"{hour % 12 or 12}"
            meridiem = "AM" if hour < 12 else "PM"
            yield CLOCK, f"{hour:02d}:{minute:02d}"
            yield CLOCK, f"{hour}:{minute:02d}"
            yield CLOCK, f"{twelve}:{minute:02d} {meridiem}"
            if minute == 0:
                yield CLOCK, f"{twelve} {meridiem}"
                yield CLOCK, f"{twelve}{meridiem.lower()}"
    yield CLOCK, "noon"
    for day in ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"):
        yield WEEKDAY, day
        yield WEEKDAY, day[:3]
    for negation in _NEGATIONS:
        yield NEGATION, negation


@lru_cache(maxsize=512)
def regex_kind(regex: str) -> str | None:
    """What kind of bare token a fact's regex accepts standing alone, if any."""
    compiled = re.compile(regex, re.IGNORECASE)
    for kind, probe in _probes():
        if compiled.fullmatch(probe) or compiled.fullmatch(f"{probe}."):
            return kind
    return None


def _group_kind(forms: list[str]) -> tuple[str, str] | None:
    """The bare form of one group of equivalent forms (and its kind), if a bare token satisfies it."""
    kinds = [(form, form_kind(form)) for form in forms]
    for form, kind in kinds:
        if kind in {CLOCK, WEEKDAY, NEGATION, AMOUNT}:
            return form, kind
    if kinds and all(kind == MONTH_DAY for _, kind in kinds):
        return kinds[0][0], MONTH_DAY
    return None


def problems(fact: Fact, what: str = "fact") -> list[str]:
    """Why ``fact`` is ambiguous (one line per bare token, with the fix), or nothing."""
    found: list[tuple[str, str]] = []
    if fact.together:
        groups = [_group_kind(group) for group in fact.together]
        if all(g is not None for g in groups):
            found = [g for g in groups if g is not None]
    else:
        bare = _group_kind(list(fact.any)) if fact.any else None
        if bare is not None:
            found.append(bare)
        if fact.regex is not None:
            kind = regex_kind(fact.regex)
            if kind is not None:
                found.append((f"/{fact.regex}/", kind))
    return [
        f"{what} {fact.name()}: {shown(form) if not form.startswith('/') else form} is {kind} that a message "
        f"with another meaning also says; {FIX[kind]}"
        for form, kind in found
    ]
