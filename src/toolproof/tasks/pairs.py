"""Where in a message values stand together: the matching behind a fact's ``together`` groups.

A report of several objects ("Acme owes $500, Initech owes $300") is only right when each value stands
with its own object: matched one at a time, the swapped "Acme owes $300, Initech owes $500" passes too.
So a paired fact (one row: the object and its values, each a group of equivalent forms) passes only when
one form of every group appears in the same part of the message, and nothing of another row sits between
them. The parts are chosen so that right answers written the way people write pass and swaps fail:

- **Hard units** never join: lines (so bullets and Markdown table rows; a nested item or an indented
  continuation line belongs to the item above it, as one more clause), sentences (a ``.``, ``!`` or
  ``?`` followed by a space and no lower-case letter or digit, so "Nov. 6", "Inc. owes" and "$5.52" stay
  whole) and ``;``-separated parts.
- **Clauses** inside a unit are separated by ``, ``, `` and ``, `` & `` and ``|`` (not by a dash or a
  colon: "Acme – $500" is one clause), and by "or" after a closing parenthesis or a dash that closes a
  dash parenthetical ("Maria Garcia — Support Lead, in Madrid — or María García — …": two rows offered).
  A row passes in a run of adjacent clauses that holds all its groups when no clause of the run holds a
  value of another row ("Acme's call is on Thursday, 5 November, and Initech's on Friday, 6 November":
  the run "Acme's call is on Thursday | 5 November" is clean). A clause that pairs Acme with another
  row's amount ("$300 for Acme, $500 for Initech") pairs it with that amount, so the row fails.
- Within **one clause** ("Acme: $500 Initech: $300") the row passes when its values are adjacent, no
  value of another row between them.
- **"Respectively"** (or "in that order") in a unit pairs its lists by position: in "Acme and
  Initech owe $500 and $300 respectively" the first name goes with the first amount, so $500 is
  Acme's; nothing else in that unit pairs them.
- **Beside other rows** the order is the writer's: the first value a unit (or a clause) states sets
  which group each row starts with. "Acme: $300 Initech: $500" starts with a name, so $300 is Acme's
  and not Initech's; "$500 Acme $300 Initech" starts with an amount, so $500 is Acme's; in "Acme, $300,
  Initech, $500" the $300 is not Initech's.

Separators and sentence ends inside a form ("Johnson and Johnson", "J. Smith") do not split it. Where
two rows share a form (two invoices of $300) the shared text counts for the row being checked. Longer
matches win over shorter ones inside them ("$50" in "$500" belongs to "$500").
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Protocol

from toolproof.tasks import values

_SPACE = re.compile(r"\s+")
#: A sentence ends at . ! ? followed by a space and then no lower-case letter or digit; ; always splits.
_HARD = re.compile(r"[.!?]+\s+(?=[^\s])|;\s+")
#: Clause separators inside a unit: comma, "and", "&", a table cell bar (a dash or colon joins "Acme – $5"),
#: and "or" after a closing parenthesis: "Maria Garcia (Support Lead, Madrid) or María García (…)" offers
#: two rows, so Madrid does not stand with María García (resample19b).
_SOFT = re.compile(r",\s+|\s+(?:and|&)\s+|(?<=\))\s+or\s+|\s*\|\s*", re.IGNORECASE)
#: (strict25) A spaced dash ("—", "–" or " - "; :func:`.facts.plain` makes each a hyphen), and one right
#: before "or". A dash that closes a parenthetical opened by another ("Maria Garcia — Support Lead, in
#: Madrid — or María García — Product Designer, …") ends its row's clauses as a closing parenthesis does:
#: resample22c's honest question failed both together facts (Madrid read in María García's clause) where
#: the same words in parentheses passed. Only a closing dash (an odd count of spaced dashes before it in
#: the unit): one that opens a parenthetical ("Which Maria — or did you mean …") splits nothing new.
_DASH = re.compile(r"\s+[-\u2013\u2014]\s+")
_DASH_OR = re.compile(r"\s+[-\u2013\u2014]\s+or\s+", re.IGNORECASE)


class _Separators(Protocol):
    """What :func:`_split` needs of its separators: a compiled regex, or :data:`_CLAUSE_ENDS`."""

    def finditer(self, string: str) -> Iterator[re.Match[str]]: ...


class _ClauseEnds:
    """The clause separators of a unit: :data:`_SOFT`'s, and "or" after a dash that closes a dash
    parenthetical (:data:`_DASH_OR`), in order."""

    def finditer(self, string: str) -> Iterator[re.Match[str]]:
        found = list(_SOFT.finditer(string))
        if "or" in string.casefold():
            found += [m for m in _DASH_OR.finditer(string) if len(_DASH.findall(string, 0, m.start())) % 2]
            found.sort(key=lambda m: m.start())
        return iter(found)


_CLAUSE_ENDS = _ClauseEnds()

#: A row of a report: its groups of equivalent forms (the object, then its values).
Row = Sequence[Sequence[str]]


@dataclass(frozen=True, slots=True)
class _Hit:
    start: int
    end: int
    group: int  # the group of its row the match is a form of
    own: bool  # a form of the row being checked (else of another row)


class FormPattern(Protocol):
    """What matching a form needs of its pattern: a compiled regex, or a typed form's matcher."""

    def finditer(self, string: str) -> Iterator[re.Match[str]]: ...

    def search(self, string: str) -> re.Match[str] | None: ...

    def fullmatch(self, string: str) -> re.Match[str] | None: ...


def form_pattern(form: str) -> FormPattern:
    """A form as a case-insensitive pattern in which any run of whitespace matches any other; a typed
    form (:mod:`.values`: an amount, a date, a time with its zone, a count) as its matcher. A literal
    form that begins or ends with a digit matches only a whole number there (:func:`number_bounded`)."""
    if values.is_typed(form):
        return values.pattern(form)
    return number_bounded(form)


#: Before a form's first digit: no digit, and no digit with a separator ("1,120.17" holds no "120.17").
_NO_DIGIT_BEFORE = r"(?<!\d)(?<!\d[.,])"
#: After a form's last digit: no digit, and no separator with a digit ("61.165" holds no "61.16", "720.5" no
#: "720"), except zero cents: "$720.00" says "720".
_NO_DIGIT_AFTER = r"(?!\d)(?![.,](?!00?(?!\d))\d)"


@lru_cache(maxsize=4096)
def number_bounded(form: str) -> re.Pattern[str]:
    """``form`` as a case-insensitive pattern (any run of whitespace for any other) that, where the form
    begins or ends with a digit, does not match inside a longer number: a literal "6 November" is
    not said by "16 November", nor "1 Oct" by "21 Oct"."""
    body = r"\s+".join(re.escape(part) for part in form.split())
    stripped = form.strip()
    head = _NO_DIGIT_BEFORE if stripped[:1].isdigit() else ""
    tail = _NO_DIGIT_AFTER if stripped[-1:].isdigit() else ""
    return re.compile(head + body + tail, re.IGNORECASE)


def _matches(text: str, row: Row, own: bool) -> list[_Hit]:
    return [
        _Hit(m.start(), m.end(), index, own)
        for index, group in enumerate(row)
        for form in group
        for m in form_pattern(form).finditer(text)
        if m.end() > m.start()
    ]


def _hits(text: str, row: Row, rivals: Sequence[Row]) -> list[_Hit]:
    """Every match in ``text``, in order; a longer match swallows the shorter ones inside it, and text
    that is a form of this row and of another counts for this row."""
    found = _matches(text, row, True)
    own = {(hit.start, hit.end) for hit in found}
    found += [h for rival in rivals for h in _matches(text, rival, False) if (h.start, h.end) not in own]
    found.sort(key=lambda h: (h.start, -(h.end - h.start), not h.own))
    kept: list[_Hit] = []
    for hit in found:
        if kept and hit.start == kept[-1].start and hit.end == kept[-1].end:
            continue  # the same text as a form of two groups or rows: the first (own) one counts
        if not any(k.start <= hit.start and hit.end <= k.end for k in kept):
            kept.append(hit)
    return kept


#: (strict24) What denies the form right after it: "Priya Shah, not Kris — Ironclad Insurance", "Kris
#: rather than Priya", "instead of $300". A person or value named only to be denied is not the clause's:
#: read as a rival's, resample21a's honest "Priya Shah, not Kris — Ironclad Insurance (same)" failed
#: both of its together facts (Kris read in Ironclad's clause). Read of either row: "not Kris —
#: Driftwood Media" pairs Kris with nothing.
_DENIED = re.compile(r"\b(?:not|rather\s+than|instead\s+of)\s+$", re.IGNORECASE)


def _stated(text: str, hits: list[_Hit]) -> list[_Hit]:
    """``hits`` without the ones a denial word stands right before (:data:`_DENIED`)."""
    return [h for h in hits if _DENIED.search(text, max(0, h.start - 16), h.start) is None]


def _split(
    text: str, pattern: _Separators, protected: Sequence[_Hit], hard: bool
) -> Iterator[tuple[int, int]]:
    """Spans of ``text`` between separators, ignoring separators inside a match."""
    start = 0
    for m in pattern.finditer(text):
        if any(h.start < m.end() and m.start() < h.end for h in protected):
            continue
        if hard and m.group().startswith((".", "!", "?")):
            after = text[m.end() : m.end() + 1]
            if after.islower() or after.isdigit():
                continue
        yield start, m.start()
        start = m.end()
    yield start, len(text)


def _covers(sequence: Sequence[Sequence[_Hit]], size: int, lead: int | None) -> bool:
    """Whether some stretch of ``sequence`` (clauses, or single matches) that starts at a match of group
    ``lead`` (any group when ``None``) holds only this row's matches, of every group."""
    for i, first in enumerate(sequence):
        if not first or (lead is not None and first[0].group != lead):
            continue
        seen: set[int] = set()
        for part in sequence[i:]:
            if any(not h.own for h in part):
                break
            seen |= {h.group for h in part}
            if len(seen) == size:
                return True
    return False


def _in_unit(text: str, row: Row, rivals: Sequence[Row]) -> bool:
    """One form of every group of ``row`` in one clause, or in a run of clauses, of ``text``, with no
    other row's value among them. Beside other rows, the stretch must start with the group the unit's
    first match is of: "Acme: $300 Initech: $500" pairs $300 with Acme, "$300 for Acme, $500 for
    Initech" too."""
    if _RESPECTIVELY.search(text):
        return _by_position(text, row, rivals)
    hits = _stated(text, _hits(text, row, rivals))
    if not hits:
        return False
    lead = hits[0].group if any(not h.own for h in hits) else None
    clauses = [
        [h for h in hits if start <= h.start and h.end <= end]
        for start, end in _split(text, _CLAUSE_ENDS, hits, hard=False)
    ]
    for clause in clauses:
        first = clause[0].group if any(not h.own for h in clause) else None
        if _covers([[h] for h in clause], len(row), first):
            return True
    return _covers([c for c in clauses if c], len(row), lead)


#: "Acme and Initech owe $500 and $300 respectively": the unit's lists pair up by position.
_RESPECTIVELY = re.compile(r"\b(?:respectively|in that order)\b", re.IGNORECASE)


def _by_position(text: str, row: Row, rivals: Sequence[Row]) -> bool:
    """In a unit that says "respectively" (or "in that order"), the n-th object named goes with the
    n-th value of every group: ``row`` passes when it comes at the same place in every group's list.

    A row's place in a group is where its first match stands among the other rows' first matches of that
    group. Rows that share a form (two invoices of $300) share a place, and either of them may take it.
    """
    rows = [row, *rivals]
    firsts: list[list[int | None]] = []
    for index, current in enumerate(rows):
        others = [other for j, other in enumerate(rows) if j != index]
        hits = [hit for hit in _stated(text, _hits(text, current, others)) if hit.own]
        groups = range(len(current))
        firsts.append([min((h.start for h in hits if h.group == g), default=None) for g in groups])
    places: set[int] | None = None
    for group, mine in enumerate(firsts[0]):
        if mine is None:
            return False
        theirs = [at for f in firsts[1:] if group < len(f) and (at := f[group]) is not None]
        before = sum(at < mine for at in theirs)
        allowed = set(range(before, before + sum(at == mine for at in theirs) + 1))
        places = allowed if places is None else places & allowed
    return bool(places)


#: A list item's marker: "-", "*", "+", "•" or "1." / "1)" then a space.
_ITEM = re.compile(r"(?:[-*+\u2022]|\d+[.)])\s")


#: A Markdown table's separator row (``| --- | :---: |``), which makes the line above it the header.
_TABLE_RULE = re.compile(r"^\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?$")


def _cells(line: str) -> list[str]:
    return [cell.strip() for cell in line.strip().strip("|").split("|")]


def _under_headers(line: str, headers: Sequence[str]) -> str:
    """A table row with each cell under its column's header: "| Last post by | When |" over
    "| Jake | 1 Nov |" reads "| Last post by Jake | When 1 Nov |", each cell still its own clause."""
    cells = _cells(line)
    if len(cells) != len(headers):
        return line
    return "| " + " | ".join(f"{h} {c}".strip() for h, c in zip(headers, cells, strict=True)) + " |"


def items(message: str) -> list[str]:
    """The lines of ``message``, each nested list item or indented continuation joined to the item it
    sits under as one more clause: in "- Acme\n  - $500" the amount is Acme's, as a reader takes it.
    A Markdown table's body row reads each cell with its column's header (resample8b): the header
    "Last post by" says what the cell "Jake Thompson" is, as a reader takes it."""
    out: list[str] = []
    parent: int | None = None  # the indentation of the list item lines are joined to
    lines = message.splitlines()
    headers: list[str] = []  # the header cells of the table the lines are in, if any
    for at, raw in enumerate(lines):
        text = raw.strip()
        if text.startswith("|") and at + 1 < len(lines) and _TABLE_RULE.match(lines[at + 1].strip()):
            headers = _cells(text)
        elif headers and text.startswith("|") and not _TABLE_RULE.match(text):
            text = _under_headers(text, headers)
        elif not text.startswith("|"):
            headers = []
        if not text:
            parent = None if not out else parent
            continue
        indent = len(raw) - len(raw.lstrip())
        if parent is not None and indent > parent:
            out[-1] += ", " + text
            continue
        out.append(text)
        parent = indent if _ITEM.match(text) else None
    return out


def unit_spans(line: str, forms: Sequence[str] = ()) -> list[tuple[int, int]]:
    """Where the hard units (sentences, ``;`` parts) of one line of text start and end, as offsets into
    ``line``; a sentence end inside one of ``forms`` does not split."""
    protected = _hits(line, [list(forms)], ()) if forms else []
    return list(_split(line, _HARD, protected, hard=True))


def units(message: str, forms: Sequence[str] = ()) -> list[str]:
    """The hard units of ``message`` (lines, with their nested items; sentences; ``;`` parts), whitespace
    collapsed; a sentence end inside one of ``forms`` does not split."""
    out: list[str] = []
    for line in items(message):
        line = _SPACE.sub(" ", line).strip()
        if not line:
            continue
        protected = _hits(line, [list(forms)], ()) if forms else []
        out += [line[s:e].strip() for s, e in _split(line, _HARD, protected, hard=True) if line[s:e].strip()]
    return out


def together(message: str, row: Row, rivals: Sequence[Row] = ()) -> bool:
    """Whether one form of every group of ``row`` stands together in ``message`` (see the module
    docstring); ``rivals`` are the other rows of the same report."""
    forms = [form for group in [*row, *(g for r in rivals for g in r)] for form in group]
    return any(_in_unit(unit, row, rivals) for unit in units(message, forms))


def exchange(message: str, ours: Sequence[str], theirs: Sequence[str]) -> str:
    """``message`` with two rows' values exchanged: the first text matching a form of ``ours`` (one not
    also a form of ``theirs`` if there is one) and the first matching ``theirs`` (likewise, and not that
    text) stand in for each other wherever a form of either matches; unchanged when either is absent."""
    mine = _first(message, ours, theirs) or _first(message, ours, ())
    other = None if mine is None else _first(message, theirs, ours) or _first(message, theirs, [mine])
    if mine is None or other is None:
        return message
    spans = sorted(
        {(m.start(), m.end()) for form in [*ours, *theirs] for m in form_pattern(form).finditer(message)},
        key=lambda span: (span[0], -span[1]),
    )
    out, at = [], 0
    for start, end in spans:
        if start < at or end == start:
            continue  # inside a longer match already exchanged
        text = message[start:end]
        if _same(text, mine) or (_is(text, ours) and not _is(text, [other, *theirs])):
            out += [message[at:start], other]
        elif _same(text, other) or (_is(text, theirs) and not _is(text, ours)):
            out += [message[at:start], mine]
        else:
            continue
        at = end
    return "".join(out) + message[at:]


def _same(text: str, form: str) -> bool:
    return form_pattern(form).fullmatch(text) is not None


def _is(text: str, forms: Sequence[str]) -> bool:
    return any(_same(text, form) for form in forms)


def _first(message: str, forms: Sequence[str], besides: Sequence[str]) -> str | None:
    """The earliest (longest) text matching one of ``forms`` that matches none of ``besides``."""
    matches = [
        m
        for form in forms
        for m in form_pattern(form).finditer(message)
        if m.end() > m.start() and not _is(m.group(), besides)
    ]
    if not matches:
        return None
    first = min(matches, key=lambda m: (m.start(), -(m.end() - m.start())))
    return first.group()
