"""Which way a message says a value changed: the matching behind a fact's ``change`` form.

A report of a change names an old and a new value of one quantity ("her next invoice goes from $1,080
to $1,440"). Matched as two separate facts, the reversed "goes from $1,440 to $1,080" passes too: both
values are there. So a change fact gives each value a *role* where the message says one, read from the
words right around it, and fails a message that gives either value the other's role:

- **Before a value** (up to three filler words between, "the", "at", "only", markup and brackets
  skipped): *old* after "from", "was", "were", "had been", "used to be", "would have been", "previously",
  "formerly", "originally", "before", "old", "instead of", "rather than", "in place of", "replacing",
  "not"; *new* after "to", "into", "now", "becomes", "became", "will be", "new", "after", "→", "->".
  A value something goes "back to" ("reverts to", "returns to") gets no role: it held that value before.
- **Between the two values**: "A to B", "A → B", "A -> B", "A becomes B", "A, now B" make A the old one
  ("changed A to B", "A → B").
- **After a value**: "A before", "A previously", "A (old)" make it old; "B now", "B from now on",
  "B (new)", "B going forward" make it new.
- **A Markdown table** whose header names its columns old and new ("| Before | After |", "| Old seats
  | New seats |", "| Was | Now |") gives each cell the role of its column.

So "from A to B", "A → B", "now B (was A)", "B instead of A", "changed A to B", "B, down from A", "B
(it would have been A)" and a before/after table pass; "from B to A", "was B, now A", "A instead of B"
fail. A value with no role said ("$1,440 and $1,080") counts as stated, in no direction. With ``both``
the message must state the old value too and give one of the two its role; without it the new value is
enough, but an old value stated the wrong way round still fails.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from toolproof.tasks import pairs
from toolproof.tasks.cells import under_headers

Role = Literal["old", "new"]

#: Markup and brackets between a cue and its value ("from **$5**", "(was $5)", "Old: $5").
_MARKUP = re.compile(r"[\s*_`\"'(\[:=]*\Z")
#: Words that may stand between a cue and its value without breaking the link ("was **only** $5").
_FILLER = re.compile(
    r"\b(?:the|a|an|at|on|just|only|about|around|roughly|exactly|approximately|it|its|it's|be|total|seats?|"
    r"amount|price|set|charged|billed|priced)[\s*_`\"'(\[:=]*\Z",
    re.IGNORECASE,
)
_OLD_BEFORE = re.compile(
    r"(?:\bfrom|\bwas|\bwere|\bhad\s+been|\bused\s+to\s+be|\bwould(?:\s+have|'ve)\s+been|\bpreviously|"
    r"\bformerly|\boriginally|\bbefore|\bold|\binstead\s+of|\brather\s+than|\bin\s+place\s+of|"
    r"\breplacing|\bnot|\bwas\s+going\s+to\s+be)\Z",
    re.IGNORECASE,
)
_NEW_BEFORE = re.compile(
    r"(?:\bto|\binto|\bnow|\bbecomes?|\bbecame|\bwill\s+be|\bnew|\bafter|->|\u2192|\u27f6|=>|\u21d2)\Z",
    re.IGNORECASE,
)
#: A value something goes back to ("after that it's back to $79.00", "reverts to 5 seats"): it held that
#: value before, so "to" gives it no new role; which side it is the fact's values say (lead58).
_BACK_TO = re.compile(r"(?:\bback|\brevert(?:s|ed|ing)?|\breturn(?:s|ed|ing)?)\s+to\Z", re.IGNORECASE)
#: Between an old value and the new one right after it.
_CONNECTOR = re.compile(
    r"[\s*_`)\]]*(?:to|into|->|\u2192|\u27f6|=>|\u21d2|becomes?|became|,?\s*(?:and\s+)?now(?:\s+(?:it's|it\s+is))?)"
    r"[\s*_`(\[]*\Z",
    re.IGNORECASE,
)
_OLD_AFTER = re.compile(
    r"[\s*_`,]*(?:\(?\s*old\s*\)|before\b|previously\b|earlier\b|originally\b)", re.IGNORECASE
)
_NEW_AFTER = re.compile(
    r"[\s*_`,]*(?:\(?\s*new\s*\)|now\b|from\s+now\s+on\b|going\s+forward\b|after\b)", re.IGNORECASE
)
_OLD_HEADER = re.compile(r"\b(?:old|before|previous(?:ly)?|was|from|original|prior|former)\b", re.IGNORECASE)
_NEW_HEADER = re.compile(r"\b(?:new|after|now|to|updated|changed)\b", re.IGNORECASE)
#: A range's separator, where a time range's match swallowed the other value ("3 to 4 PM ET").
_RANGE_TAIL = re.compile(r"\s*(?:-|\u2013|\u2014|to|until|till|through|thru)\s*\Z", re.IGNORECASE)
#: Where a cue stops being read: a line or a sentence end.
_BOUNDARY = re.compile(r"[\n]|[.!?;]\s")


@dataclass(slots=True)
class _Hit:
    start: int
    end: int
    side: Role  # which value this is a form of
    role: Role | None = None  # the role the message gives it, if any


def _hits(text: str, old: Sequence[str], new: Sequence[str]) -> list[_Hit]:
    """Every occurrence of either value, in order; a longer match swallows shorter ones inside it, except
    that a range matched across the other value ("3 to 4 PM ET") is cut where the other value starts."""
    sides: tuple[tuple[Role, Sequence[str]], ...] = (("old", old), ("new", new))
    found = [
        _Hit(m.start(), m.end(), side)
        for side, forms in sides
        for form in forms
        for m in pairs.form_pattern(form).finditer(text)
        if m.end() > m.start()
    ]
    found.sort(key=lambda h: (h.start, -(h.end - h.start)))
    for hit in found:  # cut a range that runs into the other value
        inner = [o for o in found if o.side != hit.side and hit.start < o.start < hit.end]
        if inner:
            cut = min(o.start for o in inner)
            head = _RANGE_TAIL.sub("", text[hit.start : cut])
            hit.end = hit.start + len(head)
    kept: list[_Hit] = []
    for hit in sorted(found, key=lambda h: (h.start, -(h.end - h.start))):
        if kept and hit.start < kept[-1].end:
            continue
        kept.append(hit)
    return kept


def _start_of_unit(text: str, at: int) -> int:
    last = 0
    for m in _BOUNDARY.finditer(text, 0, at):
        last = m.end()
    return last


def _role_before(tail: str) -> Role | None:
    """The role a cue right before a value gives it, up to three filler words back."""
    tail = tail[-80:]
    for _ in range(4):
        tail = tail[: _MARKUP.search(tail).start()]  # type: ignore[union-attr]  # matches "" at the end
        if _OLD_BEFORE.search(tail):
            return "old"
        if _BACK_TO.search(tail):
            return None
        if _NEW_BEFORE.search(tail):
            return "new"
        filler = _FILLER.search(tail)
        if filler is None:
            return None
        tail = tail[: filler.start()]
    return None


def _table_roles(text: str) -> dict[int, Role]:
    """The role of each table cell's text, keyed by the cell's start offset, from its column's header."""
    roles: dict[int, Role] = {}
    for cell in under_headers(text):
        old, new = _OLD_HEADER.search(cell.header), _NEW_HEADER.search(cell.header)
        if old and not new:
            roles[cell.start] = "old"
        elif new and not old:
            roles[cell.start] = "new"
    return roles


def _cell_role(text: str, hit: _Hit, cells: dict[int, Role]) -> Role | None:
    starts = [
        s
        for s in cells
        if s <= hit.start and "|" not in text[s : hit.start] and "\n" not in text[s : hit.start]
    ]
    return cells[max(starts)] if starts else None


def roles(text: str, old: Sequence[str], new: Sequence[str]) -> list[_Hit]:
    """Every occurrence of the two values in ``text`` with the role the message gives it."""
    hits = _hits(text, old, new)
    cells = _table_roles(text)
    for n, hit in enumerate(hits):
        begin = max(hits[n - 1].end if n else 0, _start_of_unit(text, hit.start))
        role = _role_before(text[begin : hit.start])
        following = hits[n + 1] if n + 1 < len(hits) else None
        if role is None and following is not None and following.side != hit.side:
            between = text[hit.end : following.start]
            if _CONNECTOR.fullmatch(between) and not _BOUNDARY.search(between):
                role = "old"
        if role is None:
            stop = following.start if following is not None else len(text)
            after = text[hit.end : stop]
            if _OLD_AFTER.match(after):
                role = "old"
            elif _NEW_AFTER.match(after):
                role = "new"
        if role is None:
            role = _cell_role(text, hit, cells)
        hit.role = role
    return hits


def stated(text: str, old: Sequence[str], new: Sequence[str], both: bool) -> bool:
    """Whether ``text`` states the change from ``old`` to ``new`` (forms of each value) the right way
    round: the new value stated, neither value given the other's role, and with ``both`` the old value
    stated too and one of the two given its role."""
    hits = roles(text, old, new)
    if not any(h.side == "new" for h in hits):
        return False
    if any(h.role is not None and h.role != h.side for h in hits):
        return False
    if not both:
        return True
    return any(h.side == "old" for h in hits) and any(h.role == h.side for h in hits)


def reversed_roles(text: str, old: Sequence[str], new: Sequence[str]) -> list[str]:
    """The occurrences that give a value the other's role (for a verdict's detail)."""
    return [text[h.start : h.end] for h in roles(text, old, new) if h.role is not None and h.role != h.side]
