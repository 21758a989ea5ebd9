"""A number said of a named row with a noun ("5 seats"), read against that row: the row-detail check.

The sixteenth re-sample's commonest defect (docs/reviews/resample16c.md: 8 of 36 tasks) was a detail of
a row the agent read but was not asked for, said wrong: "They're on an active Starter plan with 5 seats"
(the subscription has 3), "Dana Whitfield (Acme Freight, Pro plan, 5 seats)" (the namesake's). No check
read a seat count: the amounts and dates checks (:mod:`.row_values`) read neither, and the count check
(:mod:`.counts`) counts objects, not a field's value. Each task held it with a ``says_not``.

A service declares the numbers a report says of a row with a noun (:class:`toolproof.service.stated.Detail`:
Stripe's "seat"/"licence" is a ``quantity``). This module reads a message clause by clause as
:mod:`.row_values` does (its clauses, the rows a clause names or a pronoun stands for, the episode's data
split by whose it is). A clause that names rows and states "N <noun>" of a declared detail is false
(:func:`false_details`) when nothing grounds N and either the named rows' own data holds that detail's
key with other values (the row's own field contradicts it) or another row of their tables holds N
(the look-alike's value). What grounds N: a number N in a text the agent was told (the instruction, the
policy, the user's words), any scalar N in a write's arguments, the key's value N in a changed row or in
the responses' parts about the named rows or about no row of their tables, or a text there that says
the noun and N ("Seats: 10"). Two rows named in one clause: either grounds it.

Not read: a number right after a word that makes it a change or a bound rather than the row's value
("added 2 seats", "by 2 seats", "up to 10 seats", "more than 5 seats") or a denial ("not 5 seats"); a
number written apart from its noun ("2 extra seats", "seats: 5"); a clause that names no row; a row the
episode never showed the key of (nothing contradicts it, and nothing of another row of its table
holds N).

(details18) A service declares words a report says of a row too (:class:`toolproof.service.stated.WordDetail`:
Stripe's card brand, "his Visa ending 4242"). A word is read in a clause whether or not it names a row
(:func:`_word_slip`): said expired ("the Amex, which expired"), against the expiry of the cards it can
be and the world's today; beside a last four, against the objects the episode showed with those
digits, whoever's; of named rows, as numbers are (grounded by a word told, a token of a write's
argument, the key's value in a changed row or the rows' or nobody's response parts, a word in a text
there; false when a look-alike holds it or their own data holds another value); of no named row,
against every value the episode showed. A denial or a contrast ("not a Visa") is not read.

(traits19) A word of an object that is of two rows at once (a Box collaboration's ``role``: of the
person and the item, made by a third) is read through its holder (:attr:`WordDetail.holders`): of the
person said last before it in its clause (:func:`holder_rows`), against every collaboration the episode
showed whose holder holds that person's id (:func:`held_values`), on the item named right after it where
one is ("an editor on Ironclad Insurance (shared)").

(traits29) A card's funding ("her debit card") and a customer's segment ("an enterprise customer") are
word details as the brand is (Stripe's ``FUNDING``, ``SEGMENT``). A card's expiry said as a month and
year ("expires 08/2030", "exp 7/31", "expiring July 2031", in a clause that says a card) is read against
the expiry keys of a detail that declares them (:func:`stated_expiries`, :func:`_expiry_said_slip`):
of the card with the last four said before it (beside the brand said last before it, where one is),
whoever's; else of the named rows' own cards (a look-alike's is not theirs); else of every card shown.
A month and year a told text gives, or a write or a changed row holds, grounds it; no card showing an
expiry, nothing is read.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from toolproof.service.stated import Detail, WordDetail
from toolproof.tasks import pronouns, restated
from toolproof.tasks.names import Name, NameIndex
from toolproof.tasks.row_values import (
    Episode,
    RowSlip,
    clauses,
    named_rows,
    narrowed,
    row_ids,
    split,
    split_data,
)
from toolproof.tasks.values import world_today

#: Number words a report writes a small count in.
WORDS = {
    w: n
    for n, w in enumerate(
        (
            *("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"),
            *("eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen"),
            *("nineteen", "twenty"),
        )
    )
}
#: What, right before a number, makes it a change, a bound or a denial rather than the row's value.
_NOT_VALUE = re.compile(
    r"(?:\b(?:add(?:ed|ing|s)?|remov(?:ed|ing|es?)|drop(?:ped|ping|s)?|cut|another|by|plus|minus|extra|more|"
    r"fewer|less|than|up\s+to|at\s+most|at\s+least|max(?:imum)?|min(?:imum)?|over|under|not|never|no|"
    r"instead\s+of|rather\s+than)|n't)\s*$",
    re.IGNORECASE,
)
_DIGITS = re.compile(r"(?<![\w.,])\d{1,6}(?![\w.,]\d)")


@dataclass(frozen=True, slots=True)
class StatedDetail:
    """One number a text states as a declared detail: where, as said, the detail and the number."""

    start: int
    end: int
    said: str
    detail: Detail
    value: int


def _pattern(detail: Detail) -> re.Pattern[str]:
    kept = _PATTERNS.get(detail)
    if kept is None:
        nouns = "|".join(re.escape(n) for n in sorted(detail.nouns, key=len, reverse=True))
        words = "|".join(WORDS)
        kept = _PATTERNS[detail] = re.compile(
            rf"(?<![\w.,$€£¥#/-])(\d{{1,6}}|{words})(?:\s+|-)(?:{nouns})s?\b", re.IGNORECASE
        )
    return kept


_PATTERNS: dict[Detail, re.Pattern[str]] = {}


def stated(text: str, details: Sequence[Detail]) -> list[StatedDetail]:
    """The numbers ``text`` states as one of ``details`` ("5 seats", "twelve licences"), not those
    :data:`_NOT_VALUE` makes a change, a bound or a denial."""
    out = []
    for detail in details:
        for m in _pattern(detail).finditer(text):
            if _NOT_VALUE.search(text, max(0, m.start() - 24), m.start()):
                continue
            number = m.group(1).casefold()
            value = WORDS[number] if number in WORDS else int(number)
            out.append(StatedDetail(m.start(), m.end(), m.group(), detail, value))
    return out


@dataclass(frozen=True, slots=True)
class StatedWord:
    """(details18) One word a text states as a declared word detail: where, as said, the detail and the
    value it says ("Visa" → ``visa``)."""

    start: int
    end: int
    said: str
    detail: WordDetail
    value: str
    #: What is said right after it that :attr:`WordDetail.paired` keys hold ("ending 4242": ``4242``),
    #: and the phrase up to it ("Visa ending 4242"); empty where nothing is.
    paired: str = ""
    phrase: str = ""
    #: It is said to have expired ("the Amex, which expired"): read against the object's
    #: :attr:`WordDetail.expiry` and the world's today.
    expired: bool = False
    #: (kinds18) The row's name its form said it of ("#billing" of "the public #billing channel"),
    #: folded; empty where it said none (the clause's named rows are read).
    of: str = ""


#: What, right before a word, makes it a denial or a contrast rather than the row's value ("not a Visa",
#: "isn't his Amex", "rather than the Visa", "no Mastercard").
_NOT_WORD = re.compile(
    r"(?:\b(?:not|never|no|nor|than|instead\s+of|except|without)|n['’]t)\s+"
    r"(?:(?:a|an|the|his|her|their|your|its|any|one|that)\s+)?$",
    re.IGNORECASE,
)


def _word_pattern(detail: WordDetail) -> re.Pattern[str]:
    kept = _WORD_PATTERNS.get(detail)
    if kept is None:
        words = sorted(detail.words(), key=len, reverse=True)
        alternation = "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in words)
        kept = _WORD_PATTERNS[detail] = re.compile(rf"(?<![\w-])(?:{alternation})(?![\w-])", re.IGNORECASE)
    return kept


_WORD_PATTERNS: dict[WordDetail, re.Pattern[str]] = {}


@lru_cache(maxsize=64)
def _forms(
    detail: WordDetail,
) -> tuple[re.Pattern[str] | None, re.Pattern[str] | None, re.Pattern[str] | None]:
    """(kinds18) ``detail``'s :attr:`WordDetail.before`, :attr:`WordDetail.after` and
    :attr:`WordDetail.unless`, compiled (case aside); ``None`` where not declared."""
    before = re.compile(rf"(?:{detail.before})$", re.IGNORECASE) if detail.before else None
    after = re.compile(detail.after, re.IGNORECASE) if detail.after else None
    unless = re.compile(detail.unless, re.IGNORECASE) if detail.unless else None
    return before, after, unless


def _form(detail: WordDetail, text: str, start: int, end: int) -> re.Match[str] | bool:
    """(kinds18) Where the word at ``start:end`` of ``text`` is said in a form ``detail`` reads it in
    (right after its ``before`` or right before its ``after``), that form's match; ``True`` where it
    declares neither (any place is); ``False`` where it is in none."""
    before, after, _unless = _forms(detail)
    if before is None and after is None:
        return True
    found = [
        m
        for m in (
            after.match(text, end) if after is not None else None,
            before.search(text, max(0, start - 48), start) if before is not None else None,
        )
        if m is not None
    ]
    # the form that names the row first ("#general (a private channel)": "#general (", not "channel")
    return next((m for m in found if _of(m)), found[0] if found else False)


def _in_form(detail: WordDetail, text: str, start: int, end: int) -> bool:
    return _form(detail, text, start, end) is not False


def _of(form: re.Match[str] | bool) -> str:
    """(kinds18) The row's name a form said the word of (its group named ``of…``: "#billing" of "the
    public #billing channel"), folded, without a trailing full stop; empty where it said none."""
    if isinstance(form, bool):
        return ""
    said = next((v for k, v in form.groupdict().items() if k.startswith("of") and v), "")
    return said.rstrip(".-").casefold()


def _value_of(detail: WordDetail, said: str) -> str:
    return detail.words()[" ".join(said.casefold().split())]


#: What, right after a word, says the last four of the object it is of: "Visa ending 4242", "Visa
#: 4242", "Mastercard (•••• 4444)", "Visa debit card ending in 5556", "Amex, ending 8431".
_PAIRED = re.compile(
    r"[\s,]*(?:\b(?:credit|debit|prepaid)\s+)?(?:\bcard\s+)?\(?\s*"
    r"(?:(?:\bending|\bends)(?:\s+(?:in|with))?\s*[:#]?\s*|[\u2022\u00b7*]{2,}\s?|[xX]{4}\s?)?"
    r"(\d{4})(?![\d,./:-]?\d)"
)


#: (details18) What, right after a word (and its last four), says the object has expired: "the Amex,
#: which expired", "Mastercard ending 4444, which has expired", "Visa (expired)", "Visa is expired";
#: and right before it: "his expired Visa". Nothing between but these words: "the Visa, and the coupon
#: expired" is no card's expiry, "which hasn't expired" no expiry at all.
_EXPIRED_AFTER = re.compile(
    r"[\s,]*\(?(?:(?:which|that|it)\s+)?(?:(?:has|had|is|was|'s)\s+)?(?:already\s+)?expired\b", re.IGNORECASE
)
_EXPIRED_BEFORE = re.compile(r"\bexpired\s+(?:\w+\s+)?$", re.IGNORECASE)


def stated_words(text: str, details: Sequence[WordDetail]) -> list[StatedWord]:
    """The words ``text`` states as one of ``details`` ("his Visa", "the American Express"), not those
    :data:`_NOT_WORD` makes a denial or a contrast; with the digits said right after one whose detail
    pairs them (:data:`_PAIRED`: "Visa ending 4242")."""
    out = []
    for detail in details:
        for m in _word_pattern(detail).finditer(text):
            if _NOT_WORD.search(text, max(0, m.start() - 24), m.start()):
                continue
            form = _form(detail, text, m.start(), m.end())
            if form is False:
                continue
            unless = _forms(detail)[2]
            if unless is not None and unless.search(text, 0, m.start()):
                continue
            value = _value_of(detail, m.group())
            after = _PAIRED.match(text, m.end()) if detail.paired else None
            paired, phrase = (after.group(1), text[m.start() : after.end()]) if after else ("", "")
            expired = False
            if detail.expiry is not None:
                tail = _EXPIRED_AFTER.match(text, after.end() if after else m.end())
                expired = tail is not None or bool(
                    _EXPIRED_BEFORE.search(text, max(0, m.start() - 24), m.start())
                )
                if tail is not None:
                    phrase = text[m.start() : tail.end()]
            out.append(
                StatedWord(m.start(), m.end(), m.group(), detail, value, paired, phrase, expired, _of(form))
            )
    return out


#: (traits29) What says a card's expiry: "expires 07/2031", "exp 7/31", "(exp. 11/2028)", "expiring July
#: 2031", "expiry date: 05/2032", "which expired 01/2026". A day before the month ("expires on 7 November
#: 2026") is a date, not a card's month: not read.
_EXPIRY_CUE = re.compile(r"\b(?:expir(?:es|ed|ing|y|ation)|expire|exp\b)", re.IGNORECASE)
_MONTH_NAMES = {
    m: n
    for n, m in enumerate(
        ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"), start=1
    )
}
#: (lead70) A month counted from the world's today: "next month", "this month", "at the end of the month",
#: "in two months", "two months ago", "last month" (each resolved by :func:`_relative_month`).
_MONTHS_COUNTED = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_RELATIVE_MONTH = (
    r"(?P<rel>(?:(?:the\s+)?end\s+of\s+)?(?:this|the|next|last)\s+month"
    rf"|(?P<rn>\d{{1,2}}|{'|'.join(_MONTHS_COUNTED)})\s+months?(?:\s+(?P<ago>ago)|\s+from\s+now)?)\b"
)
_EXPIRY_SAID = re.compile(
    r"\b(?:expir(?:es|ed|ing|y|ation)|expire|exp\b\.?)(?:\s+(?:date|on|in|of|is|at|by|end\s+of))*\s*[:=]?\s*"
    rf"(?:(?P<m>\d{{1,2}})\s*/\s*(?P<y>\d{{4}}|\d{{2}})|(?P<name>{'|'.join(_MONTH_NAMES)})"
    rf"[a-z]*\.?,?\s+(?P<ny>\d{{4}})|{_RELATIVE_MONTH})(?![\d/])",
    re.IGNORECASE,
)
#: (traits29) A bare month and year a told text may give a card's expiry in ("my card, 07/2031").
_MONTH_YEAR = re.compile(r"(?<![\d/])(\d{1,2})\s*/\s*(\d{4}|\d{2})(?![\d/])")
#: (traits29) The last four said in a clause: "ending 4444", "ends in 4242", "•••• 8431".
_LAST_FOUR = re.compile(
    r"(?:\bending|\bends)(?:\s+(?:in|with))?\s*[:#]?\s*(\d{4})\b|[\u2022*]{2,}\s?(\d{4})\b"
)
_CARD = re.compile(r"\bcards?\b", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class StatedExpiry:
    """(traits29) A card's expiry a clause says: as said, the month and year, and the word detail whose
    :attr:`WordDetail.expiry` keys hold a card's (the brand's)."""

    said: str
    year: int
    month: int
    detail: WordDetail
    #: where in its clause it is said
    start: int = 0


def _month_year(month: str, year: str) -> tuple[int, int] | None:
    m, y = int(month), int(year)
    y = y + 2000 if y < 100 else y
    return (y, m) if 1 <= m <= 12 and 2000 <= y <= 2099 else None


def _relative_month(m: re.Match[str]) -> tuple[int, int] | None:
    """(lead70) The (year, month) a counted month of :data:`_EXPIRY_SAID` names from the world's today:
    re-samples 22, 24, 29, 30 and 36 each passed "his card expires next month" of a card to 2027 or later
    (today is 2 November 2026), since only a written month and year were read."""
    rel = m.group("rel")
    if rel is None:
        return None
    words = rel.casefold().split()
    if m.group("rn"):
        count = m.group("rn").casefold()
        shift = int(count) if count.isdigit() else _MONTHS_COUNTED[count]
        shift = -shift if m.group("ago") else shift
    elif words[-2] == "next":
        shift = 1
    elif words[-2] == "last":
        shift = -1
    elif words[-2] == "the" and "end" not in words:
        return None  # "expires the month after": no month counted
    else:
        shift = 0  # "this month", "at the end of the month"
    today = world_today()
    index = today.year * 12 + today.month - 1 + shift
    return index // 12, index % 12 + 1


#: (lead70) What else a clause may say expires, between a card's word and a counted month: the month is
#: then that thing's ("charged his card; the RETENTION50 coupon expires at the end of the month").
_OTHER_EXPIRING = re.compile(
    r"\b(?:coupons?|promo(?:tion)?s?|codes?|trials?|discounts?|offers?|quotes?|links?|invit(?:e|ation)s?"
    r"|tokens?|keys?|passwords?|credits?|subscriptions?|accounts?|plans?|contracts?|licen[cs]es?|holds?)\b",
    re.IGNORECASE,
)


def _card_expires(text: str, at: int, dated: Sequence[WordDetail]) -> bool:
    """(lead70) Whether the expiry cue at ``at`` is a card's: a card's word ("card", a brand) in the 48
    characters before it, and nothing else that expires said after that word."""
    window = text[max(0, at - 48) : at]
    cards = [m.end() for m in _CARD.finditer(window)]
    cards += [w.end for w in stated_words(window, dated)]
    return bool(cards) and not _OTHER_EXPIRING.search(window, max(cards))


def _expiry_at(m: re.Match[str]) -> tuple[int, int] | None:
    """The (year, month) one match of :data:`_EXPIRY_SAID` says: written ("07/2031", "July 2031") or
    counted from today ("next month")."""
    if m.group("name"):
        return _month_year(str(_MONTH_NAMES[m.group("name").casefold()[:3]]), m.group("ny"))
    if m.group("m"):
        return _month_year(m.group("m"), m.group("y"))
    return _relative_month(m)


def stated_expiries(text: str, words: Sequence[WordDetail]) -> list[StatedExpiry]:
    """(traits29) The card expiries ``text`` states ("expires 07/2031"), in a text that says a card (the
    word "card", or a word of a detail that declares an expiry: "his Visa, exp 05/2029"); a denial
    right before ("not 05/2029") is not read."""
    dated = [d for d in words if d.expiry is not None]
    if not dated:
        return []
    if not _CARD.search(text) and not stated_words(text, dated):
        return []
    out = []
    for m in _EXPIRY_SAID.finditer(text):
        at = _expiry_at(m)
        if at is None or _NOT_WORD.search(text, max(0, m.start() - 24), m.start()):
            continue
        if m.group("rel") and not _card_expires(text, m.start(), dated):
            continue  # "the coupon expires next month" beside a card: the coupon's
        out.append(StatedExpiry(m.group(), at[0], at[1], dated[0], m.start()))
    return out


def _told_expiries(texts: Iterable[str]) -> set[tuple[int, int]]:
    """(traits29) Every month and year the told ``texts`` write ("07/2031", "expiring July 2031")."""
    out: set[tuple[int, int]] = set()
    for text in texts:
        for m in _MONTH_YEAR.finditer(text):
            if (at := _month_year(m.group(1), m.group(2))) is not None:
                out.add(at)
        for m in _EXPIRY_SAID.finditer(text):
            if (m.group("name") or m.group("rel")) and (at := _expiry_at(m)) is not None:
                out.add(at)  # "expiring July 2031", "my card expires next month"
    return out


def _runs(detail: WordDetail, data: Iterable[Any], last4: str, brands: set[str]) -> set[tuple[int, int]]:
    """(traits29) The (year, month) of every object of ``data`` holding ``detail``'s expiry keys: with
    ``last4`` under its paired keys where given, else with one of ``brands`` where some are said."""
    assert detail.expiry is not None
    month_key, year_key = detail.expiry
    out: set[tuple[int, int]] = set()
    stack: list[Any] = list(data)
    while stack:
        value = stack.pop()
        if isinstance(value, dict):
            month, year = _whole(value.get(month_key)), _whole(value.get(year_key))
            if month is not None and year is not None:
                held = {v.casefold() for k in detail.keys if isinstance(v := value.get(k), str)}
                if last4:
                    mine = any(value.get(k) == last4 for k in detail.paired)
                else:
                    mine = not brands or bool(held & brands)
                if mine:
                    out.add((year, month))
            stack.extend(value.values())
        elif isinstance(value, list | tuple):
            stack.extend(value)
    return out


def _expiry_said_slip(
    end: StatedExpiry,
    clause: DetailClause,
    rows: Sequence[Name],
    names: str,
    index: NameIndex,
    episode: Episode,
) -> WordSlip | None:
    """(traits29) A card's expiry said ("expires 08/2030") that no card it can be has: the card with the
    last four said before it in the clause (beside the brand said last before it, where one is),
    whoever's; else the named rows' own cards (a look-alike's expiry is
    not theirs); else every card the episode showed (of a brand said in the clause, where one is). Not
    read where none of those cards shows an expiry, nor where a text the agent was told gives that month
    and year, or a write or a changed row holds it (a card the agent added)."""
    detail = end.detail
    assert detail.expiry is not None
    data = [*episode.changed, *(body for _args, body in episode.reads)]
    # the card it is of: the brand said last before it (and its last four), else the last four said
    # last before it ("the Visa ending 1881 … his Mastercard, which expires 07/2031" is the Mastercard's)
    named = [w for w in clause.words if w.detail is detail and w.start < end.start]
    if named:
        last4, brands = named[-1].paired, {named[-1].value}
    else:
        digits = [m for m in _LAST_FOUR.finditer(clause.text) if m.start() < end.start]
        last4, brands = ((digits[-1].group(1) or digits[-1].group(2)) if digits else ""), set()
    if last4:
        mine, whose = data, f"the card ending {last4}"
    elif rows:
        mine, whose = _own(rows, index, episode), f"{names}'s cards"
    else:
        mine, whose = data, "every card the episode showed"
    runs = _runs(detail, mine, last4, brands)
    said = (end.year, end.month)
    if not runs or said in runs:
        return None
    if said in _told_expiries(episode.texts) or said in _runs(
        detail, [*episode.writes, *episode.changed], "", set()
    ):
        return None
    shown = tuple(f"{month:02d}/{year}" for year, month in sorted(runs))
    return WordSlip(end.said, shown, f"the expiry of {whose}")


def _mentions_word(message: str, details: Sequence[WordDetail]) -> bool:
    """Does ``message`` say a word of ``details`` at all (a cheap look before clauses are read: each
    word's longest part, kept per set of details, looked for in the folded message; a phrase's longest
    word is as necessary as its first and far rarer: "no box account needed" is looked for by "account",
    not by "no", which nearly every message holds)?"""
    key = tuple(details)
    firsts = _FIRSTS.get(key)
    if firsts is None:
        firsts = _FIRSTS[key] = tuple(
            dict.fromkeys(max(w.split(), key=len) for d in details for w in d.words())
        )
    folded = message.casefold()
    return any(w in folded for w in firsts)


_FIRSTS: dict[tuple[WordDetail, ...], tuple[str, ...]] = {}


@dataclass(frozen=True, slots=True)
class DetailClause:
    """A clause that names rows and states declared details (numbers) or word details (words)."""

    start: int
    text: str
    rows: tuple[Name, ...]
    said: tuple[StatedDetail, ...]
    words: tuple[StatedWord, ...] = ()
    #: (traits29) the card expiries the clause says ("expires 07/2031")
    expiries: tuple[StatedExpiry, ...] = ()


def detail_clauses(
    message: str, index: NameIndex, details: Sequence[Detail], words: Sequence[WordDetail] = ()
) -> list[DetailClause]:
    """The clauses of ``message`` that state a declared detail or word detail and name a row: by a
    name, an id, or a pronoun standing for one (rows are looked for only in clauses that state one);
    (details18) and those that state a word detail of no named row (their ``rows`` empty)."""
    numbers = bool(details) and any(n in message.casefold() for d in details for n in d.nouns)
    words_all = words
    dated = any(d.expiry for d in words) and _EXPIRY_CUE.search(message) is not None
    words = words if words and _mentions_word(message, words) else ()
    if not numbers and not words and not dated:
        return []
    out = []
    resolved: list[pronouns.Resolved] | None = None
    for start, text in clauses(message):
        said = stated(text, details) if numbers else []
        told = stated_words(text, words) if words else []
        ends = stated_expiries(text, words_all) if dated else []
        if not said and not told and not ends:
            continue
        rows = named_rows(text, index)
        if not rows:
            resolved = pronouns.resolved(message, index) if resolved is None else resolved
            rows = pronouns.rows_of(resolved, start, start + len(text))
        if rows:
            out.append(DetailClause(start, text, tuple(rows), tuple(said), tuple(told), tuple(ends)))
        elif told or ends:
            # (details18) a word said of no named row ("his Visa" in a message that names nobody) is
            # read against everything the episode showed (:func:`false_details`)
            out.append(DetailClause(start, text, (), (), tuple(told), tuple(ends)))
    return out


def _keyed(detail: Detail, key: str) -> bool:
    """Is ``key`` (a plain key, or a flattened ``items[0][quantity]``) one of ``detail``'s keys?"""
    if key in detail.keys:
        return True
    tail = key.rsplit("[", 1)[-1].rstrip("]") if key.endswith("]") else ""
    return tail in detail.keys


def _whole(value: Any) -> int | None:
    """``value`` as a whole number (an int, or a string of digits), else ``None``."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, str) and value.strip().isdigit() and len(value.strip()) <= 6:
        return int(value.strip())
    return None


def _walk(value: Any, key: str = "") -> Iterator[tuple[str, Any]]:
    """Every leaf of ``value`` with the key it stands under (iteratively: responses nest deep)."""
    stack: list[tuple[str, Any]] = [(key, value)]
    while stack:
        key, value = stack.pop()
        if isinstance(value, dict):
            stack.extend((str(k), v) for k, v in value.items())
        elif isinstance(value, list | tuple):
            stack.extend((key, v) for v in value)
        else:
            yield key, value


def values_of(detail: Detail, data: Iterable[Any]) -> set[int]:
    """The whole numbers ``data`` holds under ``detail``'s keys."""
    out = set()
    for part in data:
        for key, leaf in _walk(part):
            if _keyed(detail, key):
                number = _whole(leaf)
                if number is not None:
                    out.add(number)
    return out


def _texts_grounding(detail: Detail, data: Iterable[Any]) -> set[int]:
    """The numbers the texts of ``data`` that say one of ``detail``'s nouns hold ("Seats: 10")."""
    out: set[int] = set()
    for part in data:
        for _key, leaf in _walk(part):
            if isinstance(leaf, str) and any(n in leaf.casefold() for n in detail.nouns):
                out.update(int(m.group()) for m in _DIGITS.finditer(leaf))
    return out


def told_numbers(texts: Iterable[str]) -> set[int]:
    """Every whole number the told ``texts`` write, in digits or (small) in words."""
    out: set[int] = set()
    for text in texts:
        out.update(int(m.group()) for m in _DIGITS.finditer(text))
        folded = text.casefold()
        out.update(n for w, n in WORDS.items() if re.search(rf"\b{w}\b", folded))
    return out


def _scalars(data: Iterable[Any]) -> set[int]:
    """Every whole-number leaf of ``data`` (a write's arguments)."""
    return {n for part in data for _k, leaf in _walk(part) if (n := _whole(leaf)) is not None}


@dataclass(frozen=True, slots=True)
class Reading:
    """What an episode shows of one detail for some named rows: the numbers that ground it, the named
    rows' own values of it, and other rows' of their tables."""

    grounded: frozenset[int]
    own: frozenset[int]
    others: frozenset[int]


def reading(detail: Detail, rows: Sequence[Name], index: NameIndex, episode: Episode) -> Reading:
    """How ``episode`` grounds ``detail`` said of ``rows`` (the module docstring)."""
    parts = split(rows, index, episode)
    changed = split_data(rows, index, episode.changed)
    bodies = [*parts.own_bodies, *parts.neutral]
    grounded = told_numbers(episode.texts) | _scalars(episode.writes)
    grounded |= values_of(detail, [*episode.changed, *bodies])
    grounded |= _texts_grounding(detail, bodies)
    own = values_of(detail, [*changed.own, *parts.own_bodies])
    others = values_of(detail, parts.others)
    return Reading(frozenset(grounded), frozenset(own), frozenset(others))


def word_values(detail: WordDetail, data: Iterable[Any]) -> set[str]:
    """(details18) The values of ``detail`` that ``data`` holds under its keys (case aside), and
    (kinds18) under its flags (``is_private`` true: "private")."""
    known = {v for v, _w in detail.values}
    if detail.beside:
        return _beside_values(detail, data, known)
    flags = {f.key: f for f in detail.flags}
    out = set()
    for part in data:
        for key, leaf in _walk(part):
            if isinstance(leaf, str) and key in detail.keys and (value := leaf.casefold()) in known:
                out.add(value)
            elif key in flags and (member := flags[key].member(leaf)) is not None:
                out.add(member)
    return out


def _beside_values(detail: WordDetail, data: Iterable[Any], known: set[str]) -> set[str]:
    """(traits30) The values of ``detail`` held under its keys in the objects of ``data`` that hold one
    of its :attr:`WordDetail.beside` keys too (a card's ``country`` beside its ``brand``, not an
    address's)."""
    return _values_where(detail, data, known, lambda value: any(k in value for k in detail.beside))


def _values_where(
    detail: WordDetail, data: Iterable[Any], known: set[str], holds: Callable[[dict[str, Any]], bool]
) -> set[str]:
    """The known values of ``detail`` under its keys in every object of ``data`` (at any depth) that
    ``holds``: the one walk :func:`_beside_values` and :func:`paired_values` differ in only by whose
    objects count."""
    out: set[str] = set()
    stack: list[Any] = list(data)
    while stack:
        value = stack.pop()
        if isinstance(value, dict):
            if holds(value):
                out.update(
                    b
                    for k in detail.keys
                    if isinstance(v := value.get(k), str) and (b := v.casefold()) in known
                )
            stack.extend(value.values())
        elif isinstance(value, list | tuple):
            stack.extend(value)
    return out


def words_in(detail: WordDetail, texts: Iterable[str]) -> set[str]:
    """The values the words of ``texts`` say of ``detail`` (denials too: a text that says "not a Visa"
    still says there is one to speak of)."""
    pattern = _word_pattern(detail)
    return {
        _value_of(detail, m.group())
        for text in texts
        for m in pattern.finditer(text)
        if _in_form(detail, text, m.start(), m.end())
    }


_TOKENS = re.compile(r"[^\W_]+")


def _written_tokens(detail: WordDetail, data: Iterable[Any]) -> set[str]:
    """The values written as a token of a write's argument without spaces: a magic card the agent
    attached (``pm_card_visa``, ``tok_amex``). A text with spaces (a post) grounds nothing: the report
    would ground itself by what the agent wrote."""
    known = {v for v, _w in detail.values}
    out: set[str] = set()
    for part in data:
        for _key, leaf in _walk(part):
            if isinstance(leaf, str) and " " not in leaf:
                out.update(t for t in _TOKENS.findall(leaf.casefold()) if t in known)
    return out


def _texts(data: Iterable[Any]) -> Iterator[str]:
    for part in data:
        for _key, leaf in _walk(part):
            if isinstance(leaf, str) and " " in leaf:
                yield leaf


def _own(rows: Sequence[Name], index: NameIndex, episode: Episode) -> list[Any]:
    """The named rows' own parts of the episode's responses and changed rows."""
    return [*split_data(rows, index, episode.changed).own, *split(rows, index, episode).own_bodies]


@dataclass(frozen=True, slots=True)
class WordReading:
    """(details18) What an episode shows of one word detail for some named rows: the values that ground
    it, the named rows' own values of it, and other rows' of their tables."""

    grounded: frozenset[str]
    own: frozenset[str]
    others: frozenset[str]


def word_reading(detail: WordDetail, rows: Sequence[Name], index: NameIndex, episode: Episode) -> WordReading:
    """How ``episode`` grounds ``detail`` said of ``rows``: as :func:`reading` does numbers. Grounds: a
    word of the value in a text the agent was told, the value as a token of a write's argument (a magic
    card attached), under the keys in a changed row or a response's part about the rows or about no
    row of their tables, or a word of it in a text there (a ticket's "my Visa")."""
    if detail.holders:
        # (traits19) a word of an object of two rows (a collaboration's role): through its holder
        held = held_values(detail, rows, [*episode.changed, *(body for _args, body in episode.reads)])
        return WordReading(frozenset(words_in(detail, episode.texts) | held), frozenset(held), frozenset())
    parts = split(rows, index, episode)
    changed = split_data(rows, index, episode.changed)
    own = word_values(detail, [*changed.own, *parts.own_bodies])
    if detail.row_only:
        # (kinds18) a row's own state (a channel's kind) is grounded by its own data and the texts told
        # alone: no look-alike's, nor an unnamed row's (a channel the index does not name), is it
        grounded = words_in(detail, episode.texts) | own | words_in(detail, _texts(parts.own_bodies))
        return WordReading(frozenset(grounded), frozenset(own), frozenset())
    bodies = [*parts.own_bodies, *parts.neutral]
    grounded = words_in(detail, episode.texts) | _written_tokens(detail, episode.writes)
    grounded |= word_values(detail, [*episode.changed, *bodies])
    grounded |= words_in(detail, _texts(bodies))
    others = word_values(detail, parts.others)
    return WordReading(frozenset(grounded), frozenset(own), frozenset(others))


def _strings(value: Any) -> Iterator[str]:
    """Every non-empty string inside ``value`` (itself, where it is one)."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if item:
                yield item
        elif isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list | tuple):
            stack.extend(item)


def held_values(detail: WordDetail, rows: Sequence[Name], data: Iterable[Any]) -> set[str]:
    """(traits19) The values of ``detail`` held in the objects of ``data`` whose
    :attr:`WordDetail.holders` hold an id of one of ``rows`` (Dana's collaborations, by their
    ``accessible_by`` or ``user_id``); where some of those also hold, elsewhere, an id of another of
    ``rows`` (the folder the clause names, by the collaboration's ``item``), theirs alone."""
    each = [row_ids(n) for n in rows]
    ids = frozenset().union(*each)
    known = {v for v, _w in detail.values}
    found: list[tuple[set[str], bool]] = []
    stack: list[Any] = list(data)
    while stack:
        value = stack.pop()
        if isinstance(value, dict):
            said = {
                b for k in detail.keys if isinstance(v := value.get(k), str) and (b := v.casefold()) in known
            }
            if said:
                holder = {s for k in detail.holders for s in _strings(value.get(k))}
                if holder & ids:
                    # another row's ids: not the holder's (a row's address may stand elsewhere in it too)
                    others = frozenset().union(*(i for i in each if not i & holder))
                    rest = {s for k, v in value.items() if k not in detail.holders for s in _strings(v)}
                    found.append((said, bool(rest & others)))
            stack.extend(value.values())
        elif isinstance(value, list | tuple):
            stack.extend(value)
    narrow = any(both for _said, both in found)
    return {v for said, both in found if both or not narrow for v in said}


def paired_values(detail: WordDetail, paired: str, data: Iterable[Any]) -> set[str]:
    """(details18) The values of ``detail`` held beside ``paired`` under one of its paired keys, in one
    object of ``data`` (a card's ``brand`` beside its ``last4``), whoever's the object is."""
    known = {v for v, _w in detail.values}
    return _values_where(
        detail,
        data,
        known,
        lambda value: (
            any(value.get(k) == paired for k in detail.paired)
            and (not detail.beside or any(k in value for k in detail.beside))
        ),
    )


def expiries(word: StatedWord, data: Iterable[Any]) -> set[tuple[int, int]]:
    """(details18) The (year, month) through which each object of ``data`` holding ``word``'s value
    (and its last four, where said) is good, by its :attr:`WordDetail.expiry` keys."""
    detail = word.detail
    if detail.expiry is None:
        return set()
    month_key, year_key = detail.expiry
    out: set[tuple[int, int]] = set()
    stack: list[Any] = list(data)
    while stack:
        value = stack.pop()
        if isinstance(value, dict):
            held = {v.casefold() for k in detail.keys if isinstance(v := value.get(k), str)}
            month, year = _whole(value.get(month_key)), _whole(value.get(year_key))
            paired = not word.paired or any(value.get(k) == word.paired for k in detail.paired)
            if word.value in held and paired and month is not None and year is not None:
                out.add((year, month))
            stack.extend(value.values())
        elif isinstance(value, list | tuple):
            stack.extend(value)
    return out


_EXPIR = re.compile(r"\bexpir", re.IGNORECASE)


def _expiry_slip(word: StatedWord, data: Sequence[Any], episode: Episode) -> WordSlip | None:
    """A word said expired ("the Amex, which expired") where every such object ``data`` shows is good
    through this month or later (the world's today), no text the agent was told says a word of it
    beside an expiry, and the episode showed nothing expired of it (:func:`_expired_shown`)."""
    good = expiries(word, data)
    today = world_today()
    if not good or any((year, month) < (today.year, today.month) for year, month in good):
        return None
    if any(_EXPIR.search(t) and word.value in words_in(word.detail, [t]) for t in episode.texts):
        return None
    if _expired_shown(word, [*episode.changed, *(body for _args, body in episode.reads)]):
        return None
    runs = " or ".join(f"{month:02d}/{year}" for year, month in sorted(good))
    said = word.phrase or word.said
    said += ")" * (said.count("(") - said.count(")"))
    return WordSlip(said, (runs,), "the expiry the episode showed")


def _expired_shown(word: StatedWord, data: Iterable[Any]) -> bool:
    """Did the episode show something expired that may be of ``word``'s object: a text that says
    "expired" (a charge declined ``expired_card``, an error's "Your card has expired.") in an object
    whose nearest holder of such objects (itself or an object around it: the charge around its
    ``outcome``) holds one with its value (and its last four where said), or with no holder at all (an
    error names no card: it may be this one)? The card's dates are then not the whole story."""
    detail = word.detail
    stack: list[tuple[Any, tuple[Any, ...]]] = [(part, ()) for part in data]
    while stack:
        value, around = stack.pop()
        if isinstance(value, dict):
            if any(isinstance(v, str) and "expired" in v.casefold() for v in value.values()):
                held = next((h for a in (value, *reversed(around)) if (h := _held(detail, a))), set())
                if not held or any(
                    v == word.value and (not word.paired or p == word.paired) for v, p in held
                ):
                    return True
            stack.extend((v, (*around, value)) for v in value.values())
        elif isinstance(value, list | tuple):
            stack.extend((v, around) for v in value)
    return False


def _held(detail: WordDetail, value: Any) -> set[tuple[str, str]]:
    """The (value, paired value) of every object inside ``value`` that holds one of ``detail``'s keys."""
    out: set[tuple[str, str]] = set()
    stack: list[Any] = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            for key in detail.keys:
                if isinstance(said := item.get(key), str):
                    paired = next((str(item[k]) for k in detail.paired if k in item), "")
                    out.add((said.casefold(), paired))
            stack.extend(item.values())
        elif isinstance(item, list | tuple):
            stack.extend(item)
    return out


def _told_together(word: StatedWord, texts: Iterable[str]) -> bool:
    """Does a text the agent was told say a word of ``word``'s value and its paired digits ("my new
    Visa ending 1881")?"""
    return any(word.paired in text and word.value in words_in(word.detail, [text]) for text in texts)


@dataclass(frozen=True, slots=True)
class WordSlip:
    """(details18) A word said of an object the episode showed with another value: the card ending
    4444 called a Visa where it is a Mastercard ("'Visa ending 4444', where the card brand the episode
    showed beside 4444 is mastercard"), or a brand no card the episode showed has."""

    said: str
    shown: tuple[str, ...]
    of: str

    def describe(self) -> str:
        return f"{self.said!r}, where {self.of} is {' or '.join(self.shown)}"


def _word_slip(
    word: StatedWord, rows: Sequence[Name], names: str, index: NameIndex, episode: Episode
) -> RowSlip | WordSlip | None:
    """What is false of ``word`` said of ``rows`` (none named: of the whole episode), if anything. A
    word paired with digits ("Visa ending 4444") is read against the objects the episode showed with
    them first, whoever's they are (one of them has it, or a told text says the two together); then
    against the named rows (:func:`word_reading`); a clause naming none, against every value the
    episode showed (grounded as :func:`word_reading` grounds, by every response). A word said expired
    is read against the expiry first (:func:`_expiry_slip`). (kinds18) A row's own state (``row_only``)
    is read of named rows alone, against their own data. (links21) A word of no row (``unbound``: a
    shared link's access) is read against every value the episode showed, whatever the clause names."""
    if word.detail.row_only:
        # the row the form named ("#leadership (private)"), where the clause names it, is the one read
        if word.of:
            rows = [n for n in rows if _named_as(n, word.of)] or rows
            names = ", ".join(dict.fromkeys(n.text for n in rows))
        if not rows:
            return None
        seen = word_reading(word.detail, rows, index, episode)
        if word.value in seen.grounded or not seen.own:
            return None
        return RowSlip(word.said, names, own=True)
    data = [*episode.changed, *(body for _args, body in episode.reads)]
    if word.expired:
        # the cards it can be: the one with the last four said; else the named rows' own; else any shown
        mine = data if word.paired or not rows else _own(rows, index, episode)
        slip = _expiry_slip(word, mine, episode)
        if slip is not None:
            return slip
    if word.paired:
        shown = paired_values(word.detail, word.paired, data)
        if shown and word.value not in shown and not _told_together(word, episode.texts):
            return WordSlip(
                word.phrase,
                tuple(sorted(shown)),
                f"the {word.detail.name} the episode showed beside {word.paired}",
            )
    if rows and not word.detail.unbound:
        seen = word_reading(word.detail, rows, index, episode)
        if word.value in seen.grounded:
            return None
        if word.value in seen.others:
            return RowSlip(word.said, names)
        return RowSlip(word.said, names, own=True) if seen.own else None
    every = word_values(word.detail, data)
    if not every or word.value in every:
        return None
    grounded = words_in(word.detail, episode.texts) | _written_tokens(word.detail, episode.writes)
    # (links21) a word of no row is not grounded by the episode's texts: they hold the agent's own posts
    # (a link said open in a DM would ground itself in the report and in the post read after it)
    if word.value in grounded or (
        not word.detail.unbound and word.value in words_in(word.detail, _texts(data))
    ):
        return None
    return WordSlip(word.said, tuple(sorted(every)), f"every {word.detail.name} the episode showed")


#: (traits19) A first name as prose writes it (``pronouns``' reading), and an id or address as a word.
_GIVEN = re.compile(r"(?<![\w'\u2019@.#-])[A-Z][^\W\d_]+\b(?![@.-]\w)")
_ID_WORD = re.compile(r"[\w+-]+(?:[.@][\w+-]+)*")


def holder_rows(
    clause: DetailClause,
    word: StatedWord,
    rows: Sequence[Name],
    index: NameIndex,
    resolved: list[pronouns.Resolved],
) -> tuple[Name, ...]:
    """(traits19) The rows a word read through its holder (:attr:`WordDetail.holders`: a collaborator's
    role) is said of: the person said last before it in its clause (a row of a people table, not a
    customer that may be one: "Cobalt's admin, editor of their folder" is the admin's; by a whole name,
    an address, a first name alone, a pronoun standing for one: "Rachel Adams, who is also an editor" is
    Rachel's, not the Priya Shah named before her), with the item named right after it, where one is
    (the folder it is on: "an editor on Ironclad Insurance (shared)"; an item named elsewhere in the
    clause may be another: "can edit Renewal quote 4.pdf; her access to the rest of the folder is
    unchanged (viewer)"). No person said before it: none (an item or a customer is no subject)."""
    kinds = index.people  # a person's row: a customer ("Cobalt's admin") holds no collaboration
    before = clause.text[: word.start]
    said: list[tuple[int, tuple[Name, ...]]] = []
    spans: list[tuple[int, int]] = []
    for m in index.mentioned(before):
        spans.append((m.start, m.end))
        people = tuple(n for n in index.by_folded.get(m.folded, ()) if n.table in kinds)
        if people:
            said.append((m.start, people))
    for token in _ID_WORD.finditer(before):
        if token.group() in index.ids and not any(a <= token.start() < b for a, b in spans):
            people = tuple(n for n in index.with_id(token.group()) if n.table in kinds)
            if people:
                said.append((token.start(), people))
                spans.append((token.start(), token.end()))
    for given in _GIVEN.finditer(before):
        if not any(a <= given.start() < b for a, b in spans):
            people = index.first_named(given.group(), kinds)
            if people:
                said.append((given.start(), people))
    for r in resolved:
        at = r.start - clause.start
        if at >= 0 and r.end - clause.start <= word.start:
            people = tuple(n for n in r.rows if n.table in kinds)
            if people:
                said.append((at, people))
    if not said:
        return ()
    subject = max(said, key=lambda s: s[0])[1]
    # the item it is on, where one is named right after it ("an editor on Ironclad Insurance (shared)")
    on = _ON.match(clause.text, word.end)
    at = on.end() if on else -1
    items = [
        n
        for m in index.mentioned(clause.text)
        if m.start == at
        for n in index.by_folded.get(m.folded, ())
        if n.table not in kinds and n in rows
    ]
    return tuple(dict.fromkeys((*subject, *items)))


#: (traits19) What joins a role to the item it is on: "an editor on", "a viewer of the".
_ON = re.compile(r"\s+(?:on|of|in|to|for|at)\s+(?:the\s+)?", re.IGNORECASE)


def _named_as(name: Name, said: str) -> bool:
    """(kinds18) Is ``said`` (folded: "#billing") ``name``'s text, a prefix ("#") aside?"""
    return name.folded.lstrip("#@") == said.lstrip("#@")


def false_details(
    message: str,
    index: NameIndex,
    episode: Episode,
    acted: frozenset[str],
    details: Sequence[Detail],
    *,
    found: Sequence[DetailClause] | None = None,
    words: Sequence[WordDetail] = (),
) -> list[RowSlip | WordSlip]:
    """The details (numbers, and (details18) ``words``) the clauses of ``message`` that name rows
    state, that nothing grounds while the named rows' own data holds another value of the field or
    another row of their tables holds this one (the module docstring); ``found``: its
    :func:`detail_clauses`, when the caller looked already."""
    out: list[RowSlip | WordSlip] = []
    resolved: list[pronouns.Resolved] | None = None
    for clause in detail_clauses(message, index, details, words) if found is None else found:
        rows = narrowed(clause.rows, clause.text, acted) if acted else clause.rows
        names = ", ".join(dict.fromkeys(n.text for n in rows))
        for said in clause.said:
            seen = reading(said.detail, rows, index, episode)
            if said.value in seen.grounded:
                continue
            if said.value in seen.others:
                out.append(RowSlip(said.said, names))
            elif seen.own:
                out.append(RowSlip(said.said, names, own=True))
        for word in clause.words:
            mine, whose = rows, names
            if word.detail.holders:
                resolved = pronouns.resolved(message, index) if resolved is None else resolved
                mine = holder_rows(clause, word, rows, index, resolved)
                whose = ", ".join(dict.fromkeys(n.text for n in mine))
            slip = _word_slip(word, mine, whose, index, episode)
            if slip is not None:
                out.append(slip)
        for end in clause.expiries:
            ended = _expiry_said_slip(end, clause, rows, names, index, episode)
            if ended is not None:
                out.append(ended)
    return out


def declared(services: Iterable[str]) -> tuple[Detail, ...]:
    """The details the dialects of ``services`` declare; unknown services declare none."""
    return restated.declared(services).details


def declared_words(services: Iterable[str]) -> tuple[WordDetail, ...]:
    """(details18) The word details the dialects of ``services`` declare; unknown services none."""
    return restated.declared(services).word_details
