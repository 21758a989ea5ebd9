"""Counts a message states about things, and whether the episode grounds them: the count check (the
counting sibling of :mod:`.amounts` and :mod:`.moments`).

Held-out re-samples kept passing reports whose count is off by one ("3 invoices" for 4, "8 seats" for
7, "two meetings" for three): a task checks the counts it asks to be reported (``{count: 3, of:
invoices}`` facts), not the ones a message restates. This module reads every count a text states with
the noun it counts (:func:`stated`) and asks whether anything the agent was given *grounds* it
(:class:`Grounds`).

What a count is. A whole number written in digits ("3", "1,200") or in words ("three",
"twenty-one"), or "both", followed within three words by a plural noun, the words between it and the
noun being its qualifiers ("two open invoices", "3 Team seats", "both Danas"); "12 of 13 events" is two
counts of events, "two of the invoices" one. Not a count: an amount (a number with its currency,
:mod:`.amounts`), a date or a clock time (:mod:`.moments`), a number inside an id or a longer token
("INC-2087", "#8841", "v2"), a duration ("3 months", "two weeks": a time value, not things), a
percentage, "times", a number before a singular noun or none ("one of them", "the one declined": "one"
is a pronoun as often as a count), "no"/"none" and "a dozen" (too often idiom). A field value written
after its name ("quantity 3", "Seat count: 10 → 8") is a field value, read by the task's facts; the same
quantity written as "8 seats" is a count of seats, grounded by the ``quantity: 8`` the agent read.

What grounds a count (:class:`Grounds`). Of its noun: the length of a list held under the noun's
name (``attendees``) or of the objects of its kind in a list (``object``/``type``/``kind``), and of
those a qualifier is said of ("two open invoices") or past a bound ("over $100"); an integer in a field
named for the noun (``seats``); a count of the noun a text in the data states; the rows the episode
changed of a table named for it and its committed calls of an operation named for it. Of anything:
every plain number and number word in the instruction, the policy and the user's words, a task's
typed ``{count: …}`` facts, and a counting field (``quantity``, ``count``, ``total_count``) for a noun
the data shows no objects of. In a list of anything, the items that say every capitalised word of the
count ("both Danas") ground it but make no neighbour that fails (a list of anything may hold more than
the count means). A count nothing grounds is false (:func:`false_counts`) when its noun names a table
whose rows the episode changed ("refunds" for ``…_refunds``: the episode knows how many it made)
unless it counts the rows left as they were ("the other two pins stay", grounded also by a listing
less the rows changed), or when one more or one less of its noun is grounded (a neighbour of 1 only
from a changed table: a search's single answer is no evidence). Any other count nothing grounds (a sum
over pages, a number the agent worked out) is left alone: the check fails no honest arithmetic.
"""

from __future__ import annotations

import datetime as _dt
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from toolproof.service import registry
from toolproof.service.counted import Counted
from toolproof.tasks.amounts import Stated, unit
from toolproof.tasks.amounts import stated as stated_amounts
from toolproof.tasks.cells import COUNT_AFTER, COUNT_BEFORE, Cell, under_headers
from toolproof.tasks.moments import dates, times
from toolproof.tasks.predicates import matches
from toolproof.tasks.values import number_words

#: Number words to their values ("twenty-one" and "twenty one" alike), up to ninety-nine.
WORD_VALUES: dict[str, int] = {w: n for n in range(100) for w in number_words(n)}
_UNITS = "one|two|three|four|five|six|seven|eight|nine"
#: The number words as one short alternation (a tens word, then maybe its unit; then the rest): a list
#: of every word would cost a pass per word at each position of every message read.
_WORDS = (
    rf"(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](?:{_UNITS})(?![\w-]))?"
    rf"|zero|{_UNITS}|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen"
)
#: A number that may be a count: not inside an id, an amount, a version, a decimal, a time or a path.
_NUMBER = re.compile(
    # (the lookahead: a digit or a number word's first letter, so most positions fail at once)
    rf"(?=[\dbzotfsenBZOTFSEN])(?<![\w$€£¥#\-./:@+])(?<!\d,)(?:(?P<digits>\d{{1,3}}(?:,\d{{3}})+|\d+)|(?P<word>{_WORDS}|both))"
    r"(?![\w%]|[.,:/]\d|-\w|['’]s)",
    re.IGNORECASE,
)
#: Whether a text may state a count at all: a digit, or a number word (most messages are read once).
_ANY = re.compile(
    r"\d|\b(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen"
    r"|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety"
    r"|both)\b",
    re.IGNORECASE,
)
_OF = re.compile(r"[ \t]+of\b(?:[ \t]+(\w+))?")
_NEXT_WORD = re.compile(r"[ \t]+([A-Za-z][A-Za-z'’\-]*)")


def _set(words: str) -> frozenset[str]:
    return frozenset(words.split())


#: Words that end a count's phrase before any noun: a verb, an article, a preposition.
_STOP = _set(
    """of and or to the a an in on at for with by from than but no not nor is are was were be been
    being has have had that which who whom whose it its i you we they he she his her their our my your
    them these those this there here more less per each every others only just still also then
    so as if when while were will would can could should may might must did do does"""
)
#: Words ending in -s that are no plural noun.
_NOT_PLURAL = _set(
    """was has does goes is its this yes plus less unless always sometimes perhaps afterwards towards
    thus whereas besides as us across various previous serious famous"""
)
_IRREGULAR = {"people": "person", "children": "child", "men": "man", "women": "woman", "staff": "staff"}
#: Nouns that make a number a duration, a rate or a repetition rather than a count of things.
_NOT_THINGS = _set(
    """second minute hour day week month year night weekday weekend time percent mins hrs secs
    business cent dollar euro pound buck"""
)
_OF_DETERMINER = frozenset({"the", "its", "his", "her", "their", "our", "my", "your", "these", "those"})


def singular(noun: str) -> str:
    """The singular of a plural noun, casefolded: "invoices" → "invoice", "parties" → "party"."""
    word = noun.casefold().replace("’", "'")
    if word in _IRREGULAR:
        return _IRREGULAR[word]
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith(("ches", "shes", "sses", "xes", "zes")):
        return word[:-2]
    return word[:-1] if word.endswith("s") else word


def _plural(word: str) -> bool:
    low = word.casefold()
    if low in _IRREGULAR:
        return True
    return (
        len(low) >= 3
        and low.endswith("s")
        and not low.endswith(("ss", "us", "is", "'s", "’s"))
        and low not in _NOT_PLURAL
        and low not in _STOP
    )


@dataclass(frozen=True, slots=True)
class Count:
    """One count as a text states it: where its number is, its value, the noun it counts (singular,
    casefolded), the words between them, and how the number is written (``digits``, ``word``,
    ``both``)."""

    start: int
    end: int
    value: int
    noun: str
    qualifiers: tuple[str, ...]
    form: str
    #: The noun was written with a capital ("Danas", "Marias"): a name, which items can be told by.
    proper: bool = False
    #: "invoices over $100": ("over", 10000), the amount in the currency's minor units.
    bound: tuple[str, int] | None = None
    #: (claims12) When it counts, where its table column says so (``before``, ``after``; "" otherwise).
    when: str = ""

    @property
    def names(self) -> tuple[str, ...]:
        """The words of this count written with a capital (its noun's singular among them): what tells
        the items it counts in a list of anything ("Roadmap jams": the items that say "Roadmap" and
        "jam")."""
        said = tuple(q for q in self.qualifiers if q[:1].isupper())
        return (*said, self.noun) if self.proper else said

    def written(self, text: str, value: int) -> str:
        """This count's number written as ``value`` the way ``text`` writes it: digits stay digits
        (grouped if they were), a word stays a word with its capital ("Two" → "Three"), "both" becomes
        "all three" (another value of "both" is written in words)."""
        said = text[self.start : self.end]
        if self.form == "digits":
            return f"{value:,}" if "," in said else str(value)
        words = number_words(value)
        if not words:
            return str(value)
        new = "all three" if self.form == "both" and value == 3 else words[0]
        return new[0].upper() + new[1:] if said[:1].isupper() else new


def _noun_after(text: str, at: int) -> tuple[str, tuple[str, ...], bool, int] | None:
    """The plural noun within three words after ``at``, the words before it (as written), whether the
    noun is capitalised and where it ends, or ``None``."""
    qualifiers: list[str] = []
    for _ in range(4):
        m = _NEXT_WORD.match(text, at)
        if m is None:
            return None
        word = m.group(1)
        if _plural(word):
            noun = singular(word)
            return None if noun in _NOT_THINGS else (noun, tuple(qualifiers), word[:1].isupper(), m.end())
        if word.casefold() in _STOP or len(qualifiers) == 2:
            return None
        qualifiers.append(word)
        at = m.end()
    return None  # pragma: no cover - the loop returns by its third word


#: A bound on the things counted, after their noun: "invoices over $100", "charges under €5".
_BOUND = re.compile(
    r"[ \t]+(?:(?:that|which)[ \t]+(?:are|were)[ \t]+)?(?P<dir>over|above|more than|greater than|exceeding"
    r"|under|below|less than)[ \t]+",
    re.IGNORECASE,
)
_UNDER = frozenset({"under", "below", "less than"})


def _count(
    text: str,
    start: int,
    end: int,
    value: int,
    found: tuple[str, tuple[str, ...], bool, int],
    form: str,
    money: Mapping[int, Stated],
) -> Count:
    """The count read at ``start``, with the amount its noun is bounded by if the text says one."""
    noun, qualifiers, proper, after = found
    bound = None
    m = _BOUND.match(text, after)
    if m is not None and m.end() in money:
        amount = money[m.end()]
        way = "under" if m["dir"].casefold() in _UNDER else "over"
        bound = (way, int(amount.value / unit(amount.currency)))
    return Count(start, end, value, noun, qualifiers, form, proper, bound)


@lru_cache(maxsize=4096)
def stated(text: str) -> tuple[Count, ...]:
    """Every count ``text`` states, in order: "3 invoices", "two open invoices", "both Danas", "12 of
    13 events" (two counts), "two of the refunds". Remembered by text (a grade reads the same
    message several times, and the same messages come back episode after episode); a text with no
    digit and no number word is not read further."""
    if not _ANY.search(text):
        return ()
    found = _stated(text)
    return tuple(sorted((*found, *_in_timed_tables(text)), key=lambda c: c.start)) if "|" in text else found


#: (claims12) A table column that says when its counts count: "Before" / "After", "Was" / "Now", "Pins
#: before", "Seats (now)".
_ROLE_BEFORE = re.compile(r"\b(?:before|was|were|old|previous|prior|earlier|originally)\b", re.IGNORECASE)
_ROLE_AFTER = re.compile(r"\b(?:after|now|new|current|currently|today)\b", re.IGNORECASE)
_ROLE_WORDS = re.compile(rf"{_ROLE_BEFORE.pattern}|{_ROLE_AFTER.pattern}|[()\[\]:]", re.IGNORECASE)
_HEADER_NOUN = re.compile(
    rf"{COUNT_BEFORE}(?:[A-Za-z][\w'\-]*\s+){{0,2}}?(?P<noun>[A-Za-z][\w'\-]*?)(?P<count>{COUNT_AFTER})",
    re.IGNORECASE,
)
_CELL_NUMBER = re.compile(rf"(?:(?P<digits>\d{{1,3}}(?:,\d{{3}})+|\d+)|(?P<word>{_WORDS}))", re.IGNORECASE)


def _in_timed_tables(text: str) -> list[Count]:
    """(claims12) The counts of a Markdown table whose column says when they count (:mod:`.cells`): a
    number alone in a cell under "Before" / "After" (or "Was" / "Now") counts the noun its row's first
    cell names ("| Pins | 3 | 4 |"), or the noun the header itself names ("| Pins before | Pins after |");
    its time is the column's."""
    out: list[Count] = []
    cells = under_headers(text)
    rows: dict[int, list[Cell]] = {}
    for cell in cells:
        rows.setdefault(text.rfind("\n", 0, cell.start), []).append(cell)
    for row in rows.values():
        for cell in row:
            title = cell.title
            when = "before" if _ROLE_BEFORE.search(title) else ("after" if _ROLE_AFTER.search(title) else "")
            if not when or (_ROLE_BEFORE.search(title) and _ROLE_AFTER.search(title)):
                continue
            start, end = cell.value(text)
            number = _CELL_NUMBER.fullmatch(text, start, end) if end > start else None
            if number is None:
                continue
            noun = _noun_of(" ".join(_ROLE_WORDS.sub(" ", title).split()))
            if noun is None and row[0] is not cell:
                label_start, label_end = row[0].value(text)
                noun = _noun_of(text[label_start:label_end])
            if noun is None:
                continue
            if number["digits"] is not None:
                value, form = int(number["digits"].replace(",", "")), "digits"
            else:
                value, form = WORD_VALUES[number["word"].casefold()], "word"
            out.append(Count(start, end, value, noun, (), form, when=when))
    return out


def _noun_of(label: str) -> str | None:
    """The noun a header or a row label counts: its last word, plural ("Open invoices", "# of pins") or
    before "count" ("Seat count"); ``None`` for anything else."""
    m = _HEADER_NOUN.fullmatch(label.strip(" \t*_`:"))
    if m is None:
        return None
    word = m["noun"]
    if m["count"]:
        return singular(word) if _plural(word) else word.casefold()
    noun = singular(word) if _plural(word) else None
    return None if noun is None or noun in _NOT_THINGS else noun


def _stated(text: str) -> tuple[Count, ...]:
    money = {a.start: a for a in stated_amounts(text)}
    taken = [(a.start, a.end) for a in money.values()]
    taken += [(d.start, d.end) for d in dates(text)]
    taken += [(t.start, t.end) for t in times(text)]
    out: list[Count] = []
    pending: list[tuple[int, int, int, str]] = []  # "12 of": waits for "13 events"
    for m in _NUMBER.finditer(text):
        if any(s <= m.start() < e for s, e in taken):
            continue
        if m["digits"] is not None:
            value, form = int(m["digits"].replace(",", "")), "digits"
        else:
            word = m["word"].casefold()
            value, form = (2, "both") if word == "both" else (WORD_VALUES[word], "word")
        at = m.end()
        of = _OF.match(text, at)
        if of is not None:
            if of.group(1) is not None and of.group(1).casefold() in _OF_DETERMINER:
                found = _noun_after(text, of.end())
                if found is not None:
                    out.append(_count(text, m.start(), m.end(), value, found, form, money))
                continue
            # "12 of 13 events": this one counts what the next one does
            pending.append((m.start(), m.end(), value, form))
            continue
        found = _noun_after(text, at)
        if found is None:
            pending.clear()
            continue
        for start, end, before, kind in pending:
            if text[end : m.start()].strip().casefold() == "of":
                out.append(_count(text, start, end, before, found, kind, money))
        pending.clear()
        out.append(_count(text, m.start(), m.end(), value, found, form, money))
    return tuple(sorted(out, key=lambda c: c.start))


_PLAIN_INT = re.compile(r"(?<![\w.\-/:#$€£¥])\d[\d,]*(?![\w]|[.:/\-]\d)")
_WORD_IN_TEXT = re.compile(rf"\b(?:{_WORDS}|both)\b", re.IGNORECASE)
#: Field names that say their integer counts something.
_COUNTING_KEY = re.compile(r"(?:^|_)(?:count|counts|quantity|qty|total|num|number|size|seats|length)(?:_|$)")


class Grounds:
    """The counts an episode grounds, for the counts a message states. Two kinds: counts *of a noun*
    (``of``: a list of those things, filtered by a qualifier; a field named for it; the rows of a table
    named for it; a text's count of it), which make a count one off them suspect, and counts of
    anything (``any``: the numbers the agent was told, counting fields such as ``quantity``), which
    only clear a count. A list's length says nothing of a noun unless its items are of that noun: a
    listing of one row grounds "1" for no noun."""

    def __init__(self, said: Sequence[Count]) -> None:
        self.any: set[int] = set()
        #: Counting fields of no noun (``quantity``, ``count``), and the kinds of objects the data shows.
        self.counted: set[int] = set()
        self.kinds: set[str] = set()
        self.of: dict[str, set[int]] = {c.noun: set() for c in said}
        #: Per noun, the words that filter a list's items: its qualifiers; and what tells its items in a
        #: list of anything: the names the count is written with.
        self._qualifiers: dict[str, set[str]] = {}
        self._names: dict[str, set[tuple[str, ...]]] = {}
        self._bounds: dict[str, set[tuple[str, int]]] = {}
        #: Per noun and bound, the number of its objects past the bound (and a qualifier said of them).
        self.bounded: dict[tuple[str, tuple[str, int]], set[int]] = {}
        #: Per noun, the rows the episode changed of a table named for it and its calls of it.
        self.tallied: dict[str, set[int]] = {}
        #: Every tally, of any table or operation (the rows left are a listing less the rows changed).
        self.changes: set[int] = set()
        #: Per noun, the items of any list that say every name of a count ("both Danas"): they ground
        #: a count, but a list of anything may hold more than the count means ("two Roadmap jams this
        #: month" beside a third in October), so one off them fails nothing.
        self.named: dict[str, set[int]] = {}
        #: (claims12) Per noun, the lengths of the lists of it the episode read, by when: ``before`` its
        #: first committed write, ``after`` it, ``""`` unknown (a row, an argument).
        self.listed: dict[str, dict[str, set[int]]] = {}
        #: (claims12) Per noun, the rows the episode added, removed and changed of its tables.
        self.nets: dict[str, list[int]] = {}
        #: (claims12) The nouns the task's services declare (:class:`Counted`): what each counts, where.
        self.declared: dict[str, list[Counted]] = {}
        self.phase = ""
        #: (generic31) Per noun, the descriptions a copula gives its counts ("Both charges are $480.00 seat
        #: add-ons of 29 October": 48000 and 10-29), and per noun and description the number of listed
        #: objects of that noun that fit it.
        self._described: dict[str, set[Description]] = {}
        #: (generic31) Per noun, the values of the fields named ``<noun>_count`` the episode was shown (a
        #: thread's ``reply_count``): what a count of that noun said of such a row is.
        self.fielded: dict[str, set[int]] = {}
        self.described: dict[tuple[str, Description], set[int]] = {}
        #: (generic32) Per noun, per kind of object whose name holds the noun as one of its words
        #: ("payment_intent" for "payment"), the lengths of the lists of that kind; and per noun, the
        #: tables whose rows the episode changed that move its count (:meth:`net`).
        self.partly: dict[str, dict[str, set[int]]] = {}
        self.net_tables: dict[str, set[str]] = {}
        #: (counts36) Per part noun a count states (:func:`part_noun`: "attendee", "member", "reaction"), the
        #: rows seen holding a list of it under its name, each as its titles and the counts its list gives.
        self._part_nouns = frozenset(part_noun(c.noun) for c in said)
        self.parts: dict[str, list[tuple[tuple[str, ...], frozenset[int]]]] = {}
        #: (dates37) The same of a titled row's counting field (``num_members``): a count as it stood when
        #: read, which the episode's own writes of the noun's table then move (:func:`_of_named_row`).
        self.fielded_parts: dict[str, list[tuple[tuple[str, ...], frozenset[int]]]] = {}
        #: (traits43) Per noun, what a service says a day's objects of it are (:attr:`Counted.day`); per
        #: noun and day (ISO), the counts each list of the episode's shows of that day (all of them, the
        #: timed ones) and the ids of every list's (all, timed) objects of that day together.
        self.daily: dict[str, list[Counted]] = {}
        self.days: dict[tuple[str, str], set[int]] = {}
        self._day_ids: dict[tuple[str, str, bool], set[str]] = {}
        #: (traits44) Per noun, the counts each list shows of every day together (all, timed), and the ids
        #: of all lists' (all, timed) objects together: what a count said of no day is read against.
        self.lists_daily: dict[str, set[int]] = {}
        self._listed_ids: dict[tuple[str, bool], set[str]] = {}
        #: (resample41d) Per noun a count states, the listed objects of its kind, by id (a row listed twice is
        #: one): what a count said with a predicate ("two customers have no name") or after a name in a
        #: parenthesis ("Osaka (6 customers)") is read against (:func:`_of_predicate`).
        self.rows: dict[str, dict[str, Mapping[str, Any]]] = {}
        for c in said:
            self._qualifiers.setdefault(c.noun, set()).update(
                q.casefold() for q in c.qualifiers if len(q) > 1
            )
            if c.bound is not None:
                self._bounds.setdefault(c.noun, set()).add(c.bound)
            if c.names:
                self._names.setdefault(c.noun, set()).add(tuple(n.casefold() for n in c.names))

    def of_count(self, count: Count) -> set[int]:
        """The grounded counts of ``count``'s noun; for a bounded count ("invoices over $100") only
        those of the objects past its bound."""
        if count.bound is not None:
            return self.bounded.get((count.noun, count.bound), set())
        return self.of.get(count.noun, set())

    def has(self, count: Count) -> bool:
        """Whether ``count`` is grounded. A counting field of no named kind (``quantity: 8``)
        grounds a count of a noun only where the data shows no objects of that noun: it is the number
        of seats, not of the customers listed."""
        if count.value in self.any or count.value in self.of_count(count):
            return True
        if count.value in self.tallied.get(count.noun, ()) or count.value in self.named.get(count.noun, ()):
            return True
        # (claims12) nor a count of a noun a service declares: it says which objects it counts
        return (
            count.bound is None
            and count.value in self.counted
            and count.noun not in self.kinds
            and count.noun not in self.declared
        )

    def text(self, text: str | None, *, told: bool = True) -> None:
        """What a text grounds: the counts it states, of their nouns; when the agent was told it (the
        instruction, the user's words), every plain whole number and number word in it, of anything."""
        if not text:
            return
        for c in stated(text):
            if c.noun in self.of:
                self.of[c.noun].add(c.value)
        if told:
            self.any.update(int(m.group().replace(",", "")) for m in _PLAIN_INT.finditer(text))
            for m in _WORD_IN_TEXT.finditer(text):
                word = m.group().casefold()
                self.any.add(2 if word == "both" else WORD_VALUES[word])

    def data(self, value: Any, key: str = "") -> None:
        """A response body, a row or a call's arguments, walked (``key``: the field that holds it). By
        exact type first (a listing is thousands of plain dicts, lists, strings and ints; an ABC check
        per value cost more than the rest of the visit) and with a stack rather than a call per value:
        everything a value grounds goes into sets, and what it grounds depends on the value and the key
        that holds it, never on what was visited before, so the order of the visit changes nothing."""
        stack: list[tuple[Any, str]] = [(value, key)]
        pop, push = stack.pop, stack.append
        of = self.of
        while stack:
            value, key = pop()
            kind = type(value)
            if kind is dict or (kind is not list and kind is not tuple and isinstance(value, Mapping)):
                named = value.get("object")
                if isinstance(named, str):
                    self.kinds.add(_singular(named))
                for name, item in value.items():
                    if type(name) is not str:
                        name = str(name)
                    held = type(item)
                    if held is str:
                        if " " in item:
                            for c in _counts_in(item):
                                if c.noun in of:
                                    of[c.noun].add(c.value)
                    elif held is int:
                        self._field(name, item)
                        if self._part_nouns and (part := _counted_part(name)) in self._part_nouns:
                            self._row_counted(value, part, item)
                    elif held is dict or held is list or held is tuple:
                        if held is list and item and part_noun(_singular(name)) in self._part_nouns:
                            self._row_part(value, part_noun(_singular(name)), item)
                        push((item, name))
                    elif held is bool or held is float or item is None:
                        continue
                    elif isinstance(item, int) and not isinstance(item, bool):
                        self._field(name, item)
                    elif isinstance(item, Mapping | list | tuple):
                        push((item, name))
                    elif isinstance(item, str) and " " in item:
                        for c in _counts_in(item):
                            if c.noun in of:
                                of[c.noun].add(c.value)
            elif kind is list or kind is tuple or isinstance(value, list | tuple):
                objects = []
                for item in value:
                    held = type(item)
                    if held is dict:
                        objects.append(item)
                        push((item, ""))
                    elif held is list or held is tuple:
                        push((item, ""))
                    elif held is str or held is int or held is float or held is bool or item is None:
                        continue
                    elif isinstance(item, Mapping):
                        objects.append(item)
                        push((item, ""))
                    elif isinstance(item, list | tuple):
                        push((item, ""))
                noun = _singular(key) if key else ""
                if noun in of:
                    of[noun].add(len(value))
                    self._list(noun, len(value))
                if objects:
                    self._objects(objects)

    def _row_part(self, row: Mapping[str, Any], noun: str, items: Sequence[Any]) -> None:
        """(counts36) A row that holds a list of ``noun`` under its name (an event's ``attendees``, a
        channel's ``members``), kept with its titles when it has one (``summary``, ``title``, ``name``,
        ``subject``): a count of the noun said of that row by name is its list's length. Beside the
        length, the list less the items one flag of theirs is true of, or one of two flags (a room among an
        event's attendees, its organiser, the reader): "8 people" of the review's eight guests and its
        room, "7 guests" besides Alice, are honest; "6" (less the organiser, the reader *and* the room) is
        not what anyone counts."""
        titles = tuple(t for k in _TITLE_KEYS if isinstance(t := row.get(k), str) and len(t.strip()) >= 3)
        if not titles:
            return
        raised = [frozenset(k for k, v in i.items() if v is True) for i in items if isinstance(i, Mapping)]
        flags = sorted(set().union(*raised)) if raised else []
        lengths = {len(items)}
        for a, first in enumerate(flags):
            for second in flags[a:]:
                lengths.add(len(items) - sum(1 for r in raised if first in r or second in r))
        self.parts.setdefault(noun, []).append((titles + _owned_titles(row, titles), frozenset(lengths)))

    def _row_counted(self, row: Mapping[str, Any], noun: str, value: int) -> None:
        """(dates37) A titled row's own count of ``noun`` in a counting field (a Slack channel's
        ``num_members``): "#customer-success has 12 members" of a channel of six is read against it, as a
        list under the noun's name is (:meth:`_row_part`)."""
        titles = tuple(t for k in _TITLE_KEYS if isinstance(t := row.get(k), str) and len(t.strip()) >= 3)
        if titles:
            self.fielded_parts.setdefault(noun, []).append((titles, frozenset({value})))

    def _field(self, name: str, value: int) -> None:
        low, noun, counting = _field_of(name)
        if noun in self.of:
            self.of[noun].add(value)
        elif counting:
            if low.endswith("_count") and low[:-6] in self.of:
                self.fielded.setdefault(low[:-6], set()).add(value)
            named = [n for n in self.of if n in low]
            for n in named:
                self.of[n].add(value)
            if not named:
                self.counted.add(value)

    def _objects(self, objects: Sequence[Mapping[str, Any]]) -> None:
        """The number of ``objects`` of each noun (their ``object``/``type``/``kind`` says it) and of
        those among them a qualifier is said of ("two open invoices"); and the number of any objects
        that say every name a count is written with ("both Danas", "two Roadmap jams")."""
        texts: list[str] | None = None
        kinds = [_kind(o) for o in objects]
        self.kinds.update(kinds)
        for kind in set(kinds):
            if "_" in kind:
                for noun in set(kind.split("_")) & self.of.keys():
                    length = kinds.count(kind)
                    self.partly.setdefault(noun, {}).setdefault(kind, set()).add(length)
        for noun, daily in self.daily.items():
            self._days(noun, daily, objects)
        for noun, declared in self.declared.items():
            n = sum(1 for o in objects if any(matches(o, d.where) for d in declared))
            if n:
                self.kinds.add(noun)
                self.of[noun].add(n)
                self._list(noun, n)
        for noun, found in self.of.items():
            names = self._names.get(noun, ())
            chosen = [i for i, kind in enumerate(kinds) if kind == noun]
            if not chosen and not names:
                continue
            if texts is None:
                texts = [_object_text(o) for o in objects]
            if chosen:
                found.add(len(chosen))
                self._list(noun, len(chosen))
                kept = self.rows.setdefault(noun, {})
                for i in chosen:
                    kept[str(objects[i].get("id", f"#{len(kept)}"))] = objects[i]
                for word in self._qualifiers.get(noun, ()):
                    pattern = _mention(word)
                    n = sum(1 for i in chosen if pattern.search(texts[i]))
                    if n:
                        found.add(n)
                    # (resample40d) a qualifier that says a field is missing ("two nameless customers"):
                    # no text of an object says it, its empty field does
                    if lacking := _LACKING.get(word):
                        n = sum(1 for i in chosen if lacking in objects[i] and not objects[i][lacking])
                        if n:
                            found.add(n)
                for bound in self._bounds.get(noun, ()):
                    past = [i for i in chosen if _beyond(objects[i], *bound)]
                    into = self.bounded.setdefault((noun, bound), set())
                    into.add(len(past))
                    for word in self._qualifiers.get(noun, ()):
                        pattern = _mention(word)
                        into.add(sum(1 for i in past if pattern.search(texts[i])))
            if chosen:
                for description in self._described.get(noun, ()):
                    fit = sum(1 for i in chosen if _fits(objects[i], description))
                    self.described.setdefault((noun, description), set()).add(fit)
            for group in names:
                patterns = [_mention(w) for w in group]
                n = sum(1 for t in texts if all(p.search(t) for p in patterns))
                if n:
                    self.named.setdefault(noun, set()).add(n)

    def _days(self, noun: str, daily: Sequence[Counted], objects: Sequence[Mapping[str, Any]]) -> None:
        """(traits43) The objects of one list a day's count of ``noun`` counts, by the day each falls on
        (its day path's first ten characters; a cancelled one falls on none), all and timed."""
        per: dict[tuple[str, bool], list[str]] = {}
        for i, o in enumerate(objects):
            d = next((d for d in daily if matches(o, d.where)), None)
            if d is None or o.get("status") == "cancelled":
                continue
            for n, path in enumerate(d.day):
                value = _at(o, path)
                if isinstance(value, str) and _ISO_DAY.match(value):
                    ident = str(o.get("id", i))
                    for timed in (False, True) if n == 0 else (False,):
                        per.setdefault((value[:10], timed), []).append(ident)
                    break
        for (day, timed), ids in per.items():
            self.days.setdefault((noun, day), set()).add(len(ids))
            self._day_ids.setdefault((noun, day, timed), set()).update(ids)
        for timed in (False, True):
            listed = {i for (_, t), found in per.items() if t is timed for i in found}
            if per:
                self.lists_daily.setdefault(noun, set()).add(len(listed))
                self._listed_ids.setdefault((noun, timed), set()).update(listed)

    def listed_in_all(self, noun: str) -> set[int] | None:
        """(traits44) The counts of ``noun`` the episode's lists show, every day together: each list's
        (all, timed) and all its lists' together; ``None`` where it listed none of them."""
        if noun not in self.lists_daily:
            return None
        return self.lists_daily[noun] | {len(self._listed_ids.get((noun, t), set())) for t in (False, True)}

    def on_day(self, noun: str, day: str) -> set[int] | None:
        """(traits43) The counts of ``noun`` the episode's lists show on ``day``: each list's (all, timed)
        and all its lists' together; ``None`` where it listed none of them on any day."""
        if not any(n == noun for n, _ in self.days):
            return None
        out = set(self.days.get((noun, day), set()))
        out |= {len(self._day_ids.get((noun, day, t), set())) for t in (False, True)}
        return out

    def describe(self, message: str) -> None:
        """(generic31) The descriptions ``message`` gives its counts after a copula (:func:`description`),
        to be counted among the objects the episode lists: "both" of three charges shown counts the two of
        them on 29 October when the message says they are of 29 October."""
        for c in stated(message):
            said = description(message, c)
            if said is not None and c.noun in self.of:
                self._described.setdefault(c.noun, set()).add(said)
            before = antecedent(message, c)
            if before is not None and c.noun in self.of:
                self._described.setdefault(c.noun, set()).add(before)

    def _list(self, noun: str, length: int) -> None:
        self.listed.setdefault(noun, {}).setdefault(self.phase, set()).add(length)

    def declare(self, counted: Iterable[Counted]) -> None:
        """(claims12) What the task's services say their nouns count (only the nouns a count states)."""
        for declared in counted:
            for noun in declared.nouns:
                if noun in self.of:
                    into = self.daily if declared.day else self.declared
                    into.setdefault(noun, []).append(declared)

    def net(self, table: str, added: int, removed: int, changed: int) -> None:
        """(claims12) The rows the episode added, removed and changed of ``table``: they move the count of
        each noun it holds (named for it, or declared of it) from before its writes to after them."""
        nouns = _table_nouns(table)
        nouns |= {n for n, declared in self.declared.items() if any(d.table == table for d in declared)}
        for noun in nouns & set(self.of):
            self.net_tables.setdefault(noun, set()).add(table)
            into = self.nets.setdefault(noun, [0, 0, 0])
            into[0] += added
            into[1] += removed
            into[2] += changed

    def times(self, noun: str) -> tuple[set[int], set[int], set[int]] | None:
        """(claims12) The counts of ``noun`` the lists the episode read show before its writes, after them,
        and of the rows they left as they were (neither removed nor changed); ``None`` when it read no
        list of ``noun``. A list read after the writes tells the count before them less the rows added,
        plus the rows removed; one read before tells the count after them the other way."""
        lists = self.listed.get(noun)
        if not lists:
            return None
        added, removed, changed = self.nets.get(noun, (0, 0, 0))
        unknown = lists.get("", set())
        before = lists.get("before", set()) | {n - added + removed for n in lists.get("after", ())} | unknown
        after = lists.get("after", set()) | {n + added - removed for n in lists.get("before", ())} | unknown
        kept = {n - removed - changed for n in before}
        return {n for n in before if n >= 0}, {n for n in after if n >= 0}, {n for n in kept if n >= 0}

    def tally(self, name: str, value: int) -> None:
        """A count the episode made of a table's rows or an operation's calls (``name`` says of what)."""
        self.changes.add(value)
        nouns = _table_nouns(name)
        for noun in self.of:
            if noun in nouns:
                self.tallied.setdefault(noun, set()).add(value)


#: (counts36) The fields that title a row a sentence can name ("the Pipeline sync", "#engineering").
_TITLE_KEYS = ("summary", "title", "name", "subject")
#: (counts36) Words for the people of an event's list, read as its ``attendees``.
_PART_SAME = {"guest": "attendee", "invitee": "attendee", "participant": "attendee"}


#: (counts39) The fields of a person a row holds (its organiser, creator or owner as a mapping) that name
#: them.
_PERSON_NAME_KEYS = ("displayName", "display_name", "real_name", "name")


def _owned_titles(row: Mapping[str, Any], titles: tuple[str, ...]) -> tuple[str, ...]:
    """(counts39) The row named by a person it holds one level down (its organiser, creator, owner: a
    mapping with a name): "Omar's jam", "Omar Haddad's Roadmap jam" of the "Roadmap jam" Omar organises.
    Several rows of one title (a series' events) are told apart only so: "Omar's jam has three guests
    besides him" was read against no row, where the sentence names Omar's one (resample33b). The first
    name and the whole name, each before the title's last word and before the whole title."""
    people: set[str] = set()
    for held in row.values():
        if isinstance(held, Mapping):
            for key in _PERSON_NAME_KEYS:
                said = held.get(key)
                if isinstance(said, str) and said.strip() and "@" not in said:
                    people.add(said.strip())
                    people.add(said.split()[0])
    out: list[str] = []
    for title in titles:
        words = title.split()
        heads = {title, words[-1]} if words and len(words[-1]) >= 3 else {title}
        for person in sorted(people):
            for head in sorted(heads):
                out += [f"{person}'s {head}", f"{person}\u2019s {head}"]
    return tuple(out)


@lru_cache(maxsize=4096)
def _counted_part(name: str) -> str:
    """(dates37) The noun a counting field of a row counts, by its name: ``num_members`` and
    ``member_count`` count members (:func:`part_noun`); ``""`` for any other field."""
    low = name.casefold()
    if low.startswith("num_") and len(low) > 5:
        return part_noun(_singular(low[4:]))
    if low.endswith("_count") and len(low) > 7:
        return part_noun(_singular(low[:-6]))
    return ""


def part_noun(noun: str) -> str:
    """(counts36) The noun a row's list of ``noun`` is held under: "guests" and "invitees" of an event are
    its attendees; any other noun is its own."""
    return _PART_SAME.get(noun, noun)


@lru_cache(maxsize=4096)
def _singular(word: str) -> str:
    """:func:`singular`, remembered: the walk asks it of every list's key and object's kind."""
    return singular(word)


@lru_cache(maxsize=4096)
def _field_of(name: str) -> tuple[str, str, bool]:
    """A field's name casefolded, the noun it names (its singular) and whether it is a counting field
    (``quantity``, ``total_count``): a pure function of the name, asked of every integer field."""
    low = name.casefold()
    return low, singular(low), bool(_COUNTING_KEY.search(low))


@lru_cache(maxsize=16384)
def _counts_in(text: str) -> tuple[Count, ...]:
    """The counts a string of the data states (:func:`stated`), remembered apart from the messages'
    cache: a body's strings come back episode after episode, and most state none."""
    return stated(text)


#: (resample40d) Qualifiers that say an object lacks a field, and the field: "two nameless customers have no
#: city" (the batch's customers whose ``name`` is empty) failed as a changed table's count none grounded.
_LACKING = {"nameless": "name", "unnamed": "name", "undescribed": "description"}


#: (resample41d) A predicate right after a count's noun that says its things have a field, or lack it: "two
#: customers have no name", "26 customers have a city".
_PREDICATE = re.compile(r"[ \t]+(?:have|has|had)[ \t]+(?P<no>no|an?)[ \t]+(?P<field>[a-z]+)\b", re.IGNORECASE)
#: (resample41d) A name, then the parenthesis a count opens: "Osaka (6 customers)", "São Paulo (5 customers)".
_NAMED_BEFORE = re.compile(r"(?P<name>[A-Z][\w'’-]*(?:[ \t]+[A-Z][\w'’-]*)*)[ \t]*\($")
#: (resample42d) A name (words that open with a capital) in a clause.
_NAME = r"[A-Z][\w'’-]*(?:[ \t]+[A-Z][\w'’-]*)*"
#: (resample42d) Where a clause opens, looking back from a count: a sentence's or clause's stop, a colon,
#: an opened or closed parenthesis.
_CLAUSE_STOP = re.compile(r"[.;:!?\n()]")
#: (resample42d) A clause that names its subject first and opens a parenthesis after more words: "Osaka
#: leads (", "Dublin is the busiest (".
_SUBJECT_THEN_PAREN = re.compile(rf"[ \t]*(?:the[ \t]+)?(?P<name>{_NAME})\b[^,]*\($")
#: (resample42d) Names joined as one subject, then the verb a count "each" follows: "Lyon and Osaka have",
#: "Berlin, Dublin and Lyon each had".
_JOINED = rf"(?P<names>{_NAME}(?:[ \t]*,[ \t]*{_NAME})*,?[ \t]+(?:and|&)[ \t]+{_NAME})"
_NAMES_EACH = re.compile(
    rf"[ \t]*(?:the[ \t]+)?{_JOINED}[ \t]+(?P<together>together[ \t]+)?(?:each[ \t]+)?"
    r"(?:have|has|had|hold|holds|held)[ \t]+(?:each[ \t]+)?$"
)
#: (resample42d) Names joined, then words and the parenthesis a count "each" opens: "Lyon and Osaka lead (3
#: customers each)".
_NAMES_THEN_PAREN = re.compile(rf"[ \t]*(?:the[ \t]+)?{_JOINED}\b[^,]*\($")
#: (resample42d) A name's possessive right before a count: "Austin's ten customers".
_POSSESSIVE = re.compile(rf"(?P<name>{_NAME})['’]s[ \t]+$")
_EACH_AFTER = re.compile(r"[ \t]+(?:each|apiece)\b")
#: (resample41d) A field no object holds, at its top level or one mapping down.
_ABSENT = object()


def _field(item: Mapping[str, Any], name: str) -> object:
    """(resample41d) An object's field ``name``, at its top level or in a mapping it holds (a customer's
    ``address.city``); :data:`_ABSENT` where it holds neither."""
    if name in item:
        return item[name]
    for held in item.values():
        if isinstance(held, Mapping) and name in held:
            return held[name]
    return _ABSENT


def _of_predicate(message: str, count: Count, grounds: Grounds) -> bool:
    """(resample41d) Whether the listed objects of ``count``'s noun ground it as a count of those a predicate
    after it says have a field or lack it ("two customers have no name", "26 customers have a city"; a
    missing or empty field is lacked), or of those that name what a parenthesis it opens follows ("Osaka (6
    customers)"), its qualifiers that say a field is missing filtering them first ("two nameless customers
    have no city"). Before, such a count was read as one of all the listed objects (or of the qualified
    ones) and every honest one failed as a changed table's count. Only ever grounds: a count these read
    otherwise goes on to the rules below, which fail it as before; and nothing is read where no listed
    object holds the field anywhere, or none names the name."""
    rows = grounds.rows.get(count.noun)
    if not rows or count.bound is not None:
        return False
    chosen = list(rows.values())
    for qualifier in count.qualifiers:
        if lacking := _LACKING.get(qualifier.casefold()):
            chosen = [o for o in chosen if not _field(o, lacking) or _field(o, lacking) is _ABSENT]
        else:
            pattern = _mention(qualifier)
            chosen = [o for o in chosen if pattern.search(_object_text(o))]
    end = _noun_end(message, count)
    said = _PREDICATE.match(message, end)
    if said is not None:
        values = [_field(o, said["field"].casefold()) for o in chosen]
        if all(v is _ABSENT for v in values):
            return False
        empty = sum(1 for v in values if v is _ABSENT or v in (None, "", [], {}))
        return count.value == (empty if said["no"].casefold() == "no" else len(values) - empty)
    clause = _clause_before(message, count.start)
    named = _NAMED_BEFORE.search(message, 0, count.start)
    if named is None and message[end : end + 1] == ")" and not _NAMES_THEN_PAREN.match(clause):
        # (resample42d) the clause's subject, not the word right before: "Osaka leads (6 customers)"
        named = _SUBJECT_THEN_PAREN.match(clause)
    if named is not None and message[end : end + 1] == ")":
        return _naming(chosen, named["name"]) == count.value > 0
    owner = _POSSESSIVE.search(clause)
    if owner is not None:
        return _naming(chosen, owner["name"]) == count.value > 0
    joined = _NAMES_EACH.match(clause) or _NAMES_THEN_PAREN.match(clause)
    if joined is not None:
        # (resample42d) a count "each" of names joined as one subject: "Lyon and Osaka have two customers
        # each" is grounded where every one of them names that many, and one "together" where they name that
        # many in all ("Osaka and Berlin together have 11 customers"); before, each was read as a count of
        # all the customers and failed
        names = re.split(r"[ \t]*,[ \t]*(?:(?:and|&)[ \t]+)?|[ \t]+(?:and|&)[ \t]+", joined["names"])
        held = [_naming(chosen, name) for name in names]
        if joined.groupdict().get("together"):
            return all(held) and sum(held) == count.value
        if _EACH_AFTER.match(message, end):
            return all(k == count.value > 0 for k in held)
    return False


def _clause_before(message: str, at: int) -> str:
    """(resample42d) The words of ``message`` from the last clause stop before ``at`` (a stop, a colon, a
    parenthesis; the opening parenthesis right before a count is kept: it is what a name is read before)."""
    start = 0
    for stop in _CLAUSE_STOP.finditer(message, 0, max(at - 1, 0)):
        start = stop.end()
    return message[start:at]


def _naming(objects: Sequence[Mapping[str, Any]], name: str) -> int:
    """(resample42d) How many of ``objects`` name ``name`` (a word of their own strings, casefolded)."""
    pattern = re.compile(rf"(?<!\w){re.escape(name.casefold())}(?!\w)")
    return sum(1 for o in objects if pattern.search(_object_text(o)))


def _object_text(item: Mapping[str, Any]) -> str:
    """The words an object says, casefolded, that a count's qualifier or name may tell it by: its own
    strings and (counts39) those of the mappings it holds one level down, such as a customer's
    ``address``: "the two Dublin customers" counts the listed customers whose address says Dublin
    (resample34d; before, only top-level strings were read, so no list grounded a city's customers and
    every honest count of them failed as a changed table's). Lists it holds (an event's attendees) are
    not read: their items are other objects."""
    words = [v for v in item.values() if isinstance(v, str)]
    for held in item.values():
        if isinstance(held, Mapping):
            words += [v for v in held.values() if isinstance(v, str)]
    return " ".join(words).casefold()


def _kind(item: Mapping[str, Any]) -> str:
    """The noun an object's ``object``, ``type`` or ``kind`` (the first that is a string) says it is."""
    for key in ("object", "type", "kind"):
        said = item.get(key)
        if isinstance(said, str):
            return _singular(said)
    return ""


#: Fields that hold an object's money: ``amount``, ``amount_due``, ``total``, ``unit_price``.
_MONEY_KEY = re.compile(r"(?:^|_)(?:amount|total|price)(?:_|$)")


def _beyond(item: Mapping[str, Any], way: str, limit: int) -> bool:
    """Whether an object beside a ``currency`` has a money field (in minor units) past ``limit``."""
    if not isinstance(item.get("currency"), str):
        return False
    values = [
        v
        for k, v in item.items()
        if isinstance(v, int) and not isinstance(v, bool) and _MONEY_KEY.search(str(k).casefold())
    ]
    return (
        any(v > limit for v in values) if way == "over" else bool(values) and all(v < limit for v in values)
    )


def _mention(noun: str) -> re.Pattern[str]:
    """A text that names ``noun``, singular or plural."""
    return _mentions(noun)


@lru_cache(maxsize=1024)
def _mentions(noun: str) -> re.Pattern[str]:
    stem = re.escape(noun[:-1] if noun.endswith("y") else noun)
    return re.compile(rf"\b{stem}(?:s|es|ies|y)?\b", re.IGNORECASE)


def _table_nouns(table: str) -> set[str]:
    """The nouns a table's name says it holds: ``stripe_refunds`` → {"stripe", "refund"}."""
    return {singular(part) for part in re.split(r"[_.\-]", table) if part}


@dataclass(frozen=True, slots=True)
class FalseCount:
    """A count the message states that nothing grounds, and why it is held false."""

    said: str
    why: str

    def describe(self) -> str:
        return f"{self.said!r} ({self.why})"


def false_counts(message: str, grounds: Grounds, changed_tables: Iterable[str] = ()) -> list[FalseCount]:
    """The counts ``message`` states that nothing grounds while their noun names a table the episode
    changed (``changed_tables``), or while one more or one less of that noun is grounded; (claims12) a
    count of a noun the episode read lists of that none of them shows at the count's time
    (:func:`_against_lists`), and a count of a noun a service declares that the episode never listed."""
    changed = {noun for table in changed_tables for noun in _table_nouns(table)}
    out = []
    for count in stated(message):
        said = _phrase(message, count)
        counted = _against_count_field(count, grounds)
        if counted is not None:
            if counted:
                out.append(FalseCount(said, counted))
            continue
        daily = _on_a_day(message, count, grounds)
        if daily is not None:
            if daily:
                out.append(FalseCount(said, daily))
            continue
        fits = _of_description(message, count, grounds)
        if fits is not None:
            if fits:
                out.append(FalseCount(said, fits))
            continue
        if _of_antecedent(message, count, grounds):
            continue
        if _of_predicate(message, count, grounds):
            continue
        besides = _other_than_one(message, count, grounds)
        if besides is not None:
            if besides:
                out.append(FalseCount(said, besides))
            continue
        named = _of_named_row(message, count, grounds)
        if named is not None:
            if named:
                out.append(FalseCount(said, named))
            continue
        written = _beside_written(message, count, grounds)
        if written is not None:
            if written:
                out.append(FalseCount(said, written))
            continue
        timed = _against_lists(message, count, grounds)
        if timed:
            out.append(FalseCount(said, timed))
            continue
        if timed == "" or grounds.has(count):
            continue
        if count.noun in grounds.declared and count.noun not in grounds.listed:
            out.append(FalseCount(said, f"the episode listed no {count.noun}s: a count of them is a guess"))
            continue
        kept = _beside_kept(message, count)
        if (kept or _earlier(message, count)) and _complement(grounds, count):
            continue  # (dates16) "his five earlier invoices" is a listing less the one changed, too
        # the rows changed say nothing of a count of the rows left as they were
        # a list of one thing is every search's answer: only a changed row's tally makes 1 a neighbour
        known = {n for n in grounds.of_count(count) if n >= 2}
        known |= set() if kept else grounds.tallied.get(count.noun, set())
        near = [n for n in (count.value - 1, count.value + 1) if n >= 0 and n in known]
        if count.noun in changed and not kept:
            out.append(FalseCount(said, f"the episode changed {count.noun} rows, none of its counts is that"))
        elif near:
            out.append(FalseCount(said, f"one off the {near[0]} {count.noun}(s) the episode shows"))
    return out


def _against_count_field(count: Count, grounds: Grounds) -> str | None:
    """(generic31) A count of a noun the episode was shown a ``<noun>_count`` field of ("2 replies" of a
    thread whose ``reply_count`` is 6, resample27a): ``""`` when one such field (or the agent's words,
    its own tally, a list of the noun it read) gives it; why it is false otherwise. Before, any counting
    field of any row grounded it (a channel's 8 members "grounded" 8 replies), and the thread's other
    counting field, ``reply_users_count``, did too. ``None`` where no such field was shown, or where the
    episode changed rows of its noun ("the other two pins stay" after an unpin: the rules below read
    such a count in time, as before); with none changed, before, after and left as they were are one."""
    shown = grounds.fielded.get(count.noun)
    if not shown or count.bound is not None:
        return None
    if grounds.nets.get(count.noun) or grounds.tallied.get(count.noun):
        return None  # the episode changed rows of the noun: its fields may show another time, read below
    lists = {n for when in grounds.listed.get(count.noun, {}).values() for n in when}
    if count.value in shown | grounds.any | grounds.tallied.get(count.noun, set()) | lists:
        return ""
    values = "/".join(str(n) for n in sorted(shown))
    return f"the episode shows {values} {count.noun}(s) in its {count.noun}_count"


#: (generic31) A description of a count's things: the amount each is (in minor units, with its currency)
#: and the month and day each is of; ``None`` where the message says none.
Description = tuple[tuple[int, str] | None, tuple[int, int] | None]
#: (generic31) A copula right after a count's noun ("Both charges are", "the two refunds were all").
_COPULA = re.compile(r"[ \t]+(?:are|were)(?:[ \t]+(?:both|all|each))?[ \t]+", re.IGNORECASE)
#: The end of the clause a description is read in: a sentence's end (not a decimal point), a semicolon.
_CLAUSE_END = re.compile(r"[;!?\n]|\.(?!\d)")


def _noun_end(text: str, count: Count) -> int:
    """Where ``count``'s noun ends in ``text`` (its phrase, :func:`_phrase`)."""
    end = count.end
    for _ in range(len(count.qualifiers) + 1):
        m = _NEXT_WORD.match(text, end)
        if m is None:
            break
        end = m.end()
    return end


def description(text: str, count: Count) -> Description | None:
    """(generic31) What a copula right after ``count``'s noun says each of its things is, in the clause
    it opens: an amount ("$480.00 seat add-ons"), a day ("of 29 October"), or both; ``None`` when no
    copula follows, or the clause says neither (a state, "are refundable", is another check's)."""
    if count.bound is not None or count.when:
        return None
    m = _COPULA.match(text, _noun_end(text, count))
    if m is None:
        return None
    cut = _CLAUSE_END.search(text, m.end())
    clause = text[m.end() : cut.start() if cut else len(text)]
    money = stated_amounts(clause)
    days = dates(clause)
    if _NOT_EXACT.search(clause):
        return None  # "$96.00 or less", "under $100", "since 29 October": no one value each is
    if len(money) > 1 or len(days) > 1 or not (money or days):
        return None
    amount = (int(money[0].value / unit(money[0].currency)), money[0].currency) if money else None
    day = (days[0].day.month, days[0].day.day) if days else None
    return (amount, day)


#: (generic31) Words that make a description's amount or day a bound or a range, not each one's value.
_NOT_EXACT = re.compile(
    r"\b(?:or\s+(?:less|more|fewer|under|over|below|above|earlier|later|before|after)|under|over|below|above"
    r"|less|more|least|most|up\s+to|between|from|to|since|until|through|before|after|and\s+up|total"
    r"|together|combined)\b|[+\u2013\u2014-]\s*\$?\d",
    re.IGNORECASE,
)
#: Fields that hold an object's moment as seconds since the epoch (``created``, ``paid_at``).
_EPOCH_KEY = re.compile(r"(?:^|_)(?:created|date|at)$")


def _fits(item: Mapping[str, Any], described: Description) -> bool:
    """(generic31) Whether an object is what a description says: a money field of that amount beside
    its currency, and a moment field (seconds since the epoch) on that month and day (UTC)."""
    amount, day = described
    if amount is not None:
        currency = item.get("currency")
        if not isinstance(currency, str) or currency.casefold() != amount[1].casefold():
            return False
        values = [
            v
            for k, v in item.items()
            if isinstance(v, int) and not isinstance(v, bool) and _MONEY_KEY.search(str(k).casefold())
        ]
        if amount[0] not in values:
            return False
    if day is not None:
        stamps = [
            v
            for k, v in item.items()
            if isinstance(v, int) and not isinstance(v, bool) and v > 10**9 and _EPOCH_KEY.search(str(k))
        ]
        on = {(d.month, d.day) for d in (_dt.datetime.fromtimestamp(v, _dt.UTC) for v in stamps)}
        if day not in on:
            return False
    return True


def _of_description(message: str, count: Count, grounds: Grounds) -> str | None:
    """(generic31) A count a copula describes ("Both charges are $480.00 seat add-ons of 29 October")
    counts the listed objects of its noun that fit the description, not every one listed: ``""`` when
    one listing holds that many of them (or the agent was told the number), why it is false when the
    listings hold another number of them, one or more ("all three charges are … of 29 October" of two
    such; "both charges are $480.00 seat add-ons" of three); ``None`` when the message describes none or
    no listing holds one that fits (the other rules read it)."""
    said = description(message, count)
    if said is None:
        return None
    fit = {n for n in grounds.described.get((count.noun, said), ()) if n >= 1}
    if not fit:
        return None
    if count.value in fit or count.value in grounds.any:
        return ""
    shown = "/".join(str(n) for n in sorted(fit))
    return f"the episode shows {shown} {count.noun}(s) of that description"


#: (generic34) What ends the sentence before a "both" (:func:`antecedent`): a sentence's end, not a
#: decimal point ("$480.00") nor an abbreviation's dot of a short month ("Oct. 29").
_SENTENCE_BREAK = re.compile(r"[!?\n]|(?<![A-Z][a-z]{2})\.(?!\d)")
#: (generic34) Right before an amount or a date of the antecedent, a word that makes it a bound or a range.
_BOUND_BEFORE = re.compile(
    r"\b(?:under|over|below|above|less\s+than|more\s+than|at\s+least|at\s+most|up\s+to|between|from|since"
    r"|until|through|before|after|totall?ing|total\s+of|and)\s*$",
    re.IGNORECASE,
)

_BOUND_AFTER = re.compile(
    r"\s*(?:or\s+(?:less|more|fewer|under|over|below|above|earlier|later|before|after)\b|and\s+(?:up|over|more)\b"
    r"|\+|(?:-|\u2013|\u2014|to|until|through)\s*\$?\d)",
    re.IGNORECASE,
)


def antecedent(text: str, count: Count) -> Description | None:
    """(generic34) What the sentence before a "both" says its two things are: "Dana Whitfield and Dana
    Whitley both paid $480.00 for a seat add-on on October 29. Both charges were paid by card." — "Both
    charges" are the two the sentence before describes (the $480.00 charges of 29 October), not every
    charge the episode shows (three: one Dana was charged again on the 30th). Read only for "both" (it
    points back at two things named before), only where the count describes nothing itself
    (:func:`description`), and only from its own sentence's words before it and the sentence before
    that: one amount, one day or both, none of them a bound or a range ("over $100", "from 1 to 3
    October"); ``None`` otherwise."""
    if count.form != "both" or count.bound is not None or count.when:
        return None
    if description(text, count) is not None:
        return None
    breaks = [m.end() for m in _SENTENCE_BREAK.finditer(text, 0, count.start)]
    begin = breaks[-2] if len(breaks) >= 2 else 0
    if breaks and not text[breaks[-1] : count.start].strip():
        pass  # "… October 29. Both charges …": the sentence before, whole
    elif breaks:
        begin = breaks[-1]  # "… on October 29, and both charges …": this sentence's words before it
    before = text[begin : count.start]
    money = stated_amounts(before)
    days = dates(before)
    if (
        len({(m.value, m.currency) for m in money}) > 1
        or len({d.day for d in days}) > 1
        or not (money or days)
    ):
        return None
    for start, end in [*((m.start, m.end) for m in money), *((d.start, d.end) for d in days)]:
        if _BOUND_BEFORE.search(before, max(0, start - 16), start) or _BOUND_AFTER.match(before, end):
            return None
    amount = (int(money[0].value / unit(money[0].currency)), money[0].currency) if money else None
    day = (days[0].day.month, days[0].day.day) if days else None
    return (amount, day)


def _of_antecedent(message: str, count: Count, grounds: Grounds) -> bool:
    """(generic34) Whether a "both" is grounded by the two things the sentence before it describes
    (:func:`antecedent`): a listing holds exactly two of that description. It only grounds: where the
    listing holds another number of them, the rules after it read the count as before (so "Both charges"
    of three such charges still fails, one off the three)."""
    said = antecedent(message, count)
    if said is None:
        return False
    return 2 in grounds.described.get((count.noun, said), ())


#: (generic31) "other" right before a count ("her other four invoices", "the other 2 pins") or as its first
#: qualifier ("four other invoices"): the rows besides the one (or ones) the message is about.
_OTHER = re.compile(r"other", re.IGNORECASE)


def _said_other(text: str, count: Count) -> bool:
    """(generic31) Whether ``count`` counts the *other* rows of its noun: "other" is the word right before
    its number or its first qualifier (not "others", "another", "the other's")."""
    if count.qualifiers and _OTHER.fullmatch(count.qualifiers[0]):
        return True
    words = text[: count.start].split()
    return bool(words) and _OTHER.fullmatch(words[-1]) is not None


def _other_than_one(message: str, count: Count, grounds: Grounds) -> str | None:
    """(generic31) "Her other four invoices (-0001 to -0004) are paid as well" beside the one invoice a
    refusal is about: in an episode that changed nothing (a refusal, a question), an *other* count is a
    listing of its noun less the row the message is about (before, only a listing less the rows changed
    was, and a refusal changes none). ``""`` when a listing one more gives it (or the agent's words);
    why it is false when it is a whole listing of the noun ("her other five invoices" of five in all: no
    row was added beside them either); ``None`` for any other count, which the other rules read as
    before: in an episode that changed rows (the listing less them, in time: "4 other editors" of five
    kept beside an added sixth fails there), an other count of a noun no listing of two or more shows,
    "her other three invoices" of five (the message may be about two)."""
    if count.bound is not None or not _said_other(message, count):
        return None
    lists = {n for n in grounds.of_count(count) | grounds.named.get(count.noun, set()) if n >= 2}
    if not lists:
        return None
    if any(t >= 1 for t in grounds.changes) or any(any(net) for net in grounds.nets.values()):
        return None  # a listing less the rows changed, read in time by the rules below, as before
    if count.value in grounds.any:
        return ""
    if count.value + 1 in lists:
        return ""
    if count.value in lists:
        return (
            f"the episode shows {count.value} {count.noun}(s) in all and changed none: the others are fewer"
        )
    return None


def _names_row(sentence: str, title: str) -> bool:
    """(counts36) Whether ``sentence`` names the row titled ``title``: the title whole ("the Pipeline sync",
    "#engineering"), or "the" and up to two words before the title's last word ("the review", "the
    monthly review" of "Monthly business review"; "the sync")."""
    low = title.casefold().strip()
    if re.search(rf"(?<![\w-]){re.escape(low)}(?![\w-])", sentence):
        return True
    words = re.findall(r"[a-z][a-z'’-]+", low)
    if not words or len(words[-1]) < 3 or words[-1] in _STOP:
        return False
    head = re.escape(words[-1])
    return re.search(rf"\bthe\s+(?:[\w'’-]+\s+){{0,2}}?{head}\b", sentence) is not None


def _sentence(text: str, at: int) -> str:
    """(counts36) The sentence of ``text`` around ``at``, casefolded."""
    breaks = [m.end() for m in _SENTENCE_BREAK.finditer(text, 0, at)]
    end = _SENTENCE_BREAK.search(text, at)
    return text[breaks[-1] if breaks else 0 : end.start() if end else len(text)].casefold()


def _of_named_row(message: str, count: Count, grounds: Grounds) -> str | None:
    """(counts36) A count of a row's parts said of the row the sentence names ("The Pipeline sync has 6
    attendees", "The review has 6 attendees", talk-gcal.invite-new-report-typo-email and
    cross.remind-before-review): read against the lists of that row the episode saw, not every list of
    the noun (a listing of events holds lists of every length, so any event of six guests grounded it;
    nine guests are no neighbour of six). Why it is false when no list of a row the sentence names gives
    it (nor the agent's words, nor a tally of the episode's own); ``""`` when one does ("The review has 8
    attendees" of its eight people and its room: nine, which made eight one off and false before);
    ``None`` for an unnamed count, a qualified one ("4 open issues", "two heart reactions": some of the
    list), an *other* count and a bounded one, which the rules after it read as before."""
    if count.bound is not None or _said_other(message, count):
        return None
    if not all(_TIMELESS.fullmatch(q) for q in count.qualifiers):
        return None
    rows = list(grounds.parts.get(part_noun(count.noun), ()))
    fielded = grounds.fielded_parts.get(part_noun(count.noun), ())
    if fielded:
        # (dates37) a size read before the episode's writes moved it: "now has 12 members" after a removal
        added, removed, _ = grounds.nets.get(count.noun, (0, 0, 0))
        moved = {added - removed, removed - added, 0}
        rows += [(titles, frozenset(n + k for n in lengths for k in moved)) for titles, lengths in fielded]
    if not rows:
        return None
    sentence = _sentence(message, count.start)
    named = [(titles[0], lengths) for titles, lengths in rows if any(_names_row(sentence, t) for t in titles)]
    if not named:
        return None
    allowed = {n for _, lengths in named for n in lengths}
    if (
        count.value in allowed
        or count.value in grounds.any
        or count.value in grounds.tallied.get(count.noun, ())
    ):
        return ""
    shown = "/".join(str(n) for n in sorted(allowed))
    return f"the {named[0][0]!r} the sentence names shows {shown} {part_noun(count.noun)}(s)"


def _beside_written(message: str, count: Count, grounds: Grounds) -> str | None:
    """(generic32) "Her five earlier payments (four ticket sales and one for consulting hours)" beside the
    payment the episode captured (resample28b, stripe.partial-capture-out-of-stock): an *other*, *earlier*
    or *previous* count in an episode that only changed rows of its noun's table is the listing of that
    table's kind less the rows changed, when the listing is of a kind whose name holds the noun as a word
    ("payment_intent" for "payments", of ``stripe_payment_intents``) and none of the noun itself (before,
    no listing grounded "payments" and the changed table failed every count of them). ``""`` when that
    listing less the rows changed gives it (or the agent's words); why it is false when it is the whole
    listing ("six earlier payments" of six, the captured one among them) or one off the others ("her
    other four payments", which "already" cleared before: the rows left as they were had no count); a
    qualified count ("four earlier ticket payments") counts some of them and is left to the rules below,
    as is any other count. ``None`` otherwise: a noun
    listed under its own kind ("his other two invoices" beside the paid one) is read in time by
    :func:`_against_lists`, as before, and an episode that added or removed rows of the noun by the
    rules below."""
    if count.bound is not None or not (_said_other(message, count) or _earlier(message, count)):
        return None
    if grounds.listed.get(count.noun):
        return None
    added, removed, changed = grounds.nets.get(count.noun, (0, 0, 0))
    if added or removed or not changed:
        return None
    tables = [_table_nouns(t) for t in grounds.net_tables.get(count.noun, ())]
    lengths = {
        n
        for kind, found in grounds.partly.get(count.noun, {}).items()
        if any(set(kind.split("_")) <= nouns for nouns in tables)
        for n in found
        if n > changed
    }
    if not lengths:
        return None
    others = {n - changed for n in lengths}
    if count.value in grounds.any or count.value in others:
        return ""
    if not all(_TIMELESS.fullmatch(q) for q in count.qualifiers):
        return None  # "four earlier ticket payments": some of them, which the listing does not count
    if count.value in lengths:
        return (
            f"the episode shows {count.value} of them in all, {changed} of them the row(s) it changed: "
            "the others are fewer"
        )
    near = sorted(n for n in others if abs(n - count.value) == 1)
    if near:
        return f"one off the {near[0]} other {count.noun}(s) the episode shows beside the row(s) it changed"
    return None


#: (claims12) Words that date a count before the episode's writes ("three earlier refunds", "the 3 older
#: pins") or after them ("the channel has 5 pins now").
_BEFORE = re.compile(
    r"\b(?:earlier|previous|previously|prior|before|already|old|older|original|originally|formerly|had)\b",
    re.IGNORECASE,
)
_AFTER = re.compile(
    r"\b(?:now|after|afterwards|today|currently|left|remaining|in\s+all|total)\b", re.IGNORECASE
)
_BREAK = re.compile(r"[.;!?\n]")


def _against_lists(message: str, count: Count, grounds: Grounds) -> str | None:
    """(claims12) ``count`` read against the lists of its noun the episode read, at the time its words
    give it (:func:`_when`): "" when one of them shows it (or the agent was told it), why it is false when
    none does and it is a count of another time ("three earlier refunds": the list read after the
    refund shows three, before it two) or of a noun a service declares (:class:`Counted`: "5 pins" after
    a ``pins.list`` of 4), ``None`` when no list of its noun was read or the lists cannot tell (a
    bounded count; a qualified one of a noun no service declares is left to the other rules)."""
    if count.bound is not None:
        return None
    times = grounds.times(count.noun)
    if times is None:
        return None
    before, after, kept = times
    when = _when(message, count)
    allowed = set()
    if "before" in when:
        allowed |= before
    if "after" in when:
        allowed |= after
    if "kept" in when:
        allowed |= kept
    every = before | after | kept
    if not when:
        allowed = every
    if count.value in allowed or count.value in grounds.any:
        return ""
    if count.value in grounds.tallied.get(count.noun, ()):
        return ""  # the rows the episode wrote itself ("created 4 refunds in total"), whatever the lists say
    plain = all(_TIMELESS.fullmatch(q) for q in count.qualifiers)
    if count.noun in grounds.declared and plain:
        shown = "/".join(str(n) for n in sorted(allowed)) or "none"
        return f"the episode's lists show {shown} {count.noun}(s) {_describe(when)}"
    if when and count.value in every:
        shown = "/".join(str(n) for n in sorted(allowed))
        return f"a count of another time: the episode shows {shown} {count.noun}(s) {_describe(when)}"
    return None


def _describe(when: frozenset[str]) -> str:
    if not when:
        return "at any time"
    words = {"before": "before its writes", "after": "after them", "kept": "left as they were"}
    return " or ".join(words[w] for w in ("before", "after", "kept") if w in when)


def _when(text: str, count: Count) -> frozenset[str]:
    """(claims12) When ``count`` counts, by the words of its sentence part around it (three words before
    it, its qualifiers, four after its noun, none past a sentence's end or a line's): ``before`` the
    episode's writes, ``after`` them, ``kept`` (the rows they left as they were); empty when they say
    none, or both before and after. A count in a table column that says when counts then."""
    if count.when:
        return frozenset({count.when})
    start = text.rfind("\n", 0, count.start) + 1
    for m in _BREAK.finditer(text, start, count.start):
        start = m.end()
    before = " ".join(text[start : count.start].split()[-3:])
    rest = text[count.end :]
    cut = _BREAK.search(rest)
    after = " ".join((rest[: cut.start()] if cut else rest).split()[: len(count.qualifiers) + 5])
    around = f"{before} {after}"
    out = set()
    if _BEFORE.search(around):
        out.add("before")
    if _AFTER.search(around):
        out.add("after")
    if {"before", "after"} <= out:
        out.clear()
    if _KEPT.search(around):
        out.add("kept")
    elif "before" in out and _earlier(text, count):
        out.add("kept")  # (dates16) "his five earlier invoices": before the writes, or the rows they left
    return frozenset(out)


#: (dates16) Adjectives that set a count's rows apart from the one the episode made or changed: "his
#: five earlier invoices" beside the one voided counts the listing less it, as "other" does, as well as
#: the listing before the writes (the reading "three earlier refunds" beside a new one gives).
_EARLIER = re.compile(r"(?:earlier|older|previous|prior)", re.IGNORECASE)


def _earlier(text: str, count: Count) -> bool:
    """(dates16) Whether an :data:`_EARLIER` adjective qualifies ``count``'s noun ("five earlier
    invoices") or is the word right before the count ("the previous five invoices"): then the count may
    be of the rows the writes left as well as of the rows before them, and both readings are tried (a
    count neither gives still fails). Not "prior to", "before" or "had": those date a count, they do
    not set rows apart."""
    if any(_EARLIER.fullmatch(q) for q in count.qualifiers):
        return True
    words = text[: count.start].split()
    return bool(words) and _EARLIER.fullmatch(words[-1]) is not None


def _complement(grounds: Grounds, count: Count) -> bool:
    """Whether ``count`` is a listing of its noun less some rows the episode changed ("the other 2
    messages" after unpinning one of three)."""
    lists = grounds.of_count(count) | grounds.named.get(count.noun, set())
    return any(n - t == count.value for n in lists for t in grounds.changes)


#: Words that make a count one of the rows left as they were ("the other two pins stay"), which the
#: changed rows do not count.
_KEPT_WORDS = (
    r"(?:other|others|remaining|rest|existing|already|current|currently|still|left|another|stay|stays"
    r"|remain|remains|untouched|kept|keep|unchanged)"
)
_KEPT = re.compile(rf"\b{_KEPT_WORDS}\b", re.IGNORECASE)
#: (claims12) A qualifier that says when a count counts, not which of its rows ("older", "other").
_TIMELESS = re.compile(rf"{_BEFORE.pattern}|{_AFTER.pattern}|{_KEPT_WORDS}", re.IGNORECASE)


def _beside_kept(text: str, count: Count) -> bool:
    """Whether the words around ``count`` (three before it, three after its noun) say it counts rows
    left as they were."""
    before = " ".join(text[: count.start].split()[-3:])
    after = " ".join(text[count.end :].split()[: len(count.qualifiers) + 4])
    return bool(_KEPT.search(before) or _KEPT.search(after))


def _phrase(text: str, count: Count) -> str:
    """The count as written, up to its noun: "two open invoices"."""
    return text[count.start : _noun_end(text, count)]


@lru_cache(maxsize=4096)
def grounded_by(message: str, text: str) -> bool:
    """Whether ``text`` alone (the instruction) grounds every count ``message`` states."""
    said = stated(message)
    grounds = Grounds(said)
    grounds.text(text)
    return all(grounds.has(c) for c in said)


def ground_episode(
    message: str,
    texts: Iterable[str | None],
    data: Iterable[Any],
    tallies: Iterable[tuple[str, int]] = (),
    known: Iterable[int] = (),
    *,
    before: Iterable[Any] = (),
    after: Iterable[Any] = (),
    nets: Iterable[tuple[str, int, int, int]] = (),
    counted: Iterable[Counted] = (),
) -> Grounds:
    """The grounds ``message``'s counts are checked against: the episode's texts, its data (the rows it
    changed or the task names, the arguments it sent), its tallies (changed rows per table, committed
    calls per operation) and counts the task states (``known``); (claims12) the responses it received
    ``before`` its first committed write and ``after`` it, the rows it added, removed and changed per
    table (``nets``) and what the task's services say their nouns count (``counted``)."""
    grounds = Grounds(stated(message))
    grounds.describe(message)
    grounds.declare(counted)
    for text in texts:
        grounds.text(text)
    for value in data:
        grounds.data(value)
    for phase, bodies in (("before", before), ("after", after)):
        grounds.phase = phase
        for value in bodies:
            grounds.data(value)
    grounds.phase = ""
    for table, added, removed, changed in nets:
        grounds.net(table, added, removed, changed)
    for name, value in tallies:
        grounds.tally(name, value)
    grounds.any.update(known)
    return grounds


@lru_cache(maxsize=256)
def declared_counts(services: tuple[str, ...]) -> tuple[Counted, ...]:
    """(claims12) What the ``services``' nouns count (:mod:`toolproof.service.counted`); unknown services
    declare nothing."""
    return tuple(c for service in registry.known(services) for c in service.counted)


#: (traits43) A day's date: an ISO day opening a text ("2026-11-13", "2026-11-13T09:30:00-05:00").
_ISO_DAY = re.compile(r"\d{4}-\d{2}-\d{2}(?:$|T)")
#: (traits43) Words after a count's noun that say it is of the day said before it ("that day", "on the
#: same day"), or of a day said right after ("on Friday 13 November").
_THAT_DAY = re.compile(r"^(?:\s+(?:on|for|in))?\s+(?:that|the\s+same)\s+day\b", re.IGNORECASE)
_ON_DAY = re.compile(r"^\s+(?:on|for)\s+", re.IGNORECASE)


def _at(value: Any, path: str) -> Any:
    for key in path.split("."):
        value = value.get(key) if isinstance(value, Mapping) else None
    return value


def _day_of(message: str, count: Count) -> str | None:
    """(traits43) The day a count is said of: a date right after its noun ("3 meetings on Friday 13
    November"), or the last date said before it where "that day" follows its noun; else ``None``."""
    end = _noun_end(message, count)
    rest = message[end:]
    if _THAT_DAY.match(rest):
        said = dates(message[: count.start])
        return said[-1].day.isoformat() if said else None
    on = _ON_DAY.match(rest)
    if on is None:
        return None
    said = dates(rest)
    first = said[0] if said else None
    return first.day.isoformat() if first is not None and first.start == on.end() else None


#: (traits44) Words that say a time a count is of: a day, a week, a weekday, a part of a day, a date's month.
_SOME_TIME = re.compile(
    r"\b(?:today|tonight|tomorrow|yesterday|day|days|week|weeks|weekend|month|year|morning|afternoon|evening"
    r"|(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*"
    r"|daily|weekly|left|remaining|recurring|this|next|last|after|before|until|since|between)\b|\d{1,2}[:.]\d\d",
    re.IGNORECASE,
)
_SENTENCE = re.compile(r"[.!?](?!\w)|[\n;]")


def _of_no_day(message: str, count: Count, grounds: Grounds) -> str | None:
    """(traits44) A count of a day's objects said of no day ("you have 3 meetings"), where the episode's
    lists show another number: "" where one list of the episode's, or all of them together, shows that
    many (all, or the timed ones; "other" one fewer), or a text told says it; why it is false where none
    does; ``None`` (the other rules read it) where its sentence says any time at all ("today", "this
    week", a weekday, a month, a clock time: it may be of a day or a span no list was of), where it has a
    qualifier ("recurring meetings") or where the episode listed none. talk-gcal.day-off-keep-meetings:
    "You have 3 meetings." beside the day's two passed (traits43 read a count said of a day only)."""
    other = any(q.casefold() in ("other", "others", "more", "else") for q in count.qualifiers)
    if count.qualifiers and not other:
        return None
    begin = max((m.end() for m in _SENTENCE.finditer(message, 0, count.start)), default=0)
    after = _SENTENCE.search(message, count.end)
    if _SOME_TIME.search(message, begin, len(message) if after is None else after.start()):
        return None
    shown = grounds.listed_in_all(count.noun)
    if not shown:
        return None
    allowed = {n - 1 for n in shown if n >= 1} | shown if other else shown
    if count.value in allowed or count.value in grounds.any:
        return ""
    listed = "/".join(str(n) for n in sorted(allowed)) or "none"
    return f"the episode's lists show {listed} {count.noun}(s), any day"


def _on_a_day(message: str, count: Count, grounds: Grounds) -> str | None:
    """(traits43) A count of a noun a service says a day's objects of (:attr:`Counted.day`: an event's),
    said of a day ("you have 3 meetings that day", "those are your only three meetings that day"):
    "" where a list of the episode's, or all of them together, shows that many on that day (all of them
    or the timed ones; "other" one fewer), or a text told says it; why it is false where they show
    another; ``None`` where it is said of no day, or the episode listed none of them (the other rules
    read it as before)."""
    if count.bound is not None or count.noun not in grounds.daily:
        return None
    day = _day_of(message, count)
    if day is None:
        return _of_no_day(message, count, grounds)
    shown = grounds.on_day(count.noun, day)
    if not shown:
        return None  # nothing listed on that day (a list of other days says nothing of it)
    other = any(q.casefold() in ("other", "others", "more", "else") for q in count.qualifiers)
    allowed = {n - 1 for n in shown if n >= 1} | shown if other else shown
    if count.value in allowed or count.value in grounds.any:
        return ""
    listed = "/".join(str(n) for n in sorted(allowed)) or "none"
    return f"the episode's lists show {listed} {count.noun}(s) on {day}"
