"""(names14) The row a pronoun names: "Refunded Maria Garcia. Her card ends 4242." is said of Maria.

The row-bound checks (:mod:`.row_values`, :mod:`.row_fields`) read a clause against the rows it names;
a clause that names a row only by a pronoun ("her card ends 4242", "I moved his 1:1 to Friday") named
none, so a value said there of the look-alike's row passed (docs/reviews/resample13*.md). This module
resolves a pronoun to a row, narrowly, and leaves it unresolved wherever it could be wrong (an unread
clause is safer than a wrong antecedent):

- **he/him/his, she/her/hers** name the one person (a row of a people table, or of a table whose rows
  may be people: :attr:`NameIndex.personal`, a Stripe customer) named before it in its own sentence or
  the sentence before, by a whole name or a first name alone (:meth:`NameIndex.given_names`), where no
  other person is named before it in its paragraph. Two different people: unresolved (no gender is
  known, and the topic of a paragraph may be named sentences before); never across a paragraph.
- **they/them/their/theirs** likewise, only where that person is the only row named there at all and no
  plural-looking word ("invoices") stands between them: a plural "they" names no one person.
- **it/its** name the one row of another kind (a file, an event, a product, a channel) named there;
  "it is", "it's", "it seems" … (often no row at all) are not read.

A row named by several people-like names ("Maria Garcia" in Slack and Stripe) is one person: the
rows of one name and of the first name that calls them are one candidate.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from toolproof.tasks.names import _TOKEN, Name, NameIndex

#: A pronoun of one person, by its word.
_PERSONAL = re.compile(r"\b(?:he|him|his|she|her|hers)\b", re.IGNORECASE)
#: A pronoun of one person only where that person is the only row named before it.
_THEY = re.compile(r"\b(?:they|them|their|theirs)\b", re.IGNORECASE)
#: A pronoun of one row that is no person: "its", or "it" as a clause's subject ("It now starts at
#: 10:00", "and it ends on …"); not "it is", "it's", "it seems", … (often about no row), nor "it" after
#: a verb or a preposition ("someone in it needs to invite the bot (the review is Thursday …)": the
#: value there is the review's, not the channel's).
_IT = re.compile(
    r"\b(?:its\b|(?:(?<=^)|(?<=[.!?;:,(]\s)|(?<=\n)|(?<=\band\s)|(?<=\bbut\s)|(?<=\bso\s)|(?<=\bthen\s))"
    r"it\b(?!\s*(?:['\u2019]s|is|was|seems|seemed|looks|looked|appears|appeared|turns|turned|"
    r"might|may|would|could|should|will|won['\u2019]t|isn['\u2019]t|wasn['\u2019]t)\b))",
    re.IGNORECASE,
)
#: (claims43) A row named as the place of an act, right after "in", "to", "into", "on" or "at" ("… so I
#: announced 10:00 in #engineering"): in the sentence before, no antecedent of "it". "It runs 10:00–10:15 in
#: NYC-4-Hudson." after that sentence is the stand-up's (cross.announce-with-wrong-time's alternate) and was
#: read of the channel ("says '10:15' of engineering"); "I posted in #general. It has 40 members" is left
#: unread, as the module leaves every doubtful antecedent.
_PLACE_BEFORE = re.compile(r"\b(?:in|to|into|on|at)\s+(?:the\s+)?#?\Z", re.IGNORECASE)
#: A paragraph's end: a pronoun never looks past one.
PARAGRAPH = re.compile(r"\n[ \t]*\n")
#: A sentence's end (a line is one: a bullet).
SENTENCE = re.compile(r"(?<=[.!?])\s+|\n")
#: A first name alone as prose writes it (not a possessive's tail, not part of an address or handle).
_GIVEN = re.compile(r"(?<![\w'\u2019@.#-])[A-Z][^\W\d_]+\b(?![@.-]\w)")
#: A word that may be a plural noun ("invoices", "charges"): a plural "they" may be about it.
_PLURAL = re.compile(r"\b[^\W\d_]{3,}(?<![su'\u2019])s\b", re.IGNORECASE)
#: Words ending in "s" that are no plural noun.
_NOT_PLURAL = frozenset(
    {"this", "was", "has", "is", "its", "his", "hers", "yes", "plus", "always", "thanks", "perhaps", "does"}
)


@dataclass(frozen=True, slots=True)
class Resolved:
    """A pronoun of a text and the rows it names: where it stands, the word, the rows."""

    start: int
    end: int
    said: str
    rows: tuple[Name, ...]


@dataclass(frozen=True, slots=True)
class _Named:
    """A row named in a text: where, the rows so called, and whether it is a person."""

    start: int
    end: int
    rows: tuple[Name, ...]
    person: bool
    thing: bool

    @property
    def callings(self) -> frozenset[str]:
        return frozenset(n.folded for n in self.rows)


def resolved(text: str, index: NameIndex) -> list[Resolved]:
    """The pronouns of ``text`` that name one row (the module docstring), in order."""
    out: list[Resolved] = []
    if not text or not (_PERSONAL.search(text) or _THEY.search(text) or _IT.search(text)):
        return out
    named = _named(text, index)
    if not named:
        return out
    for at, end in _paragraphs(text):
        starts = [at, *(m.end() for m in SENTENCE.finditer(text, at, end))]
        for pattern, kind in ((_PERSONAL, "person"), (_THEY, "they"), (_IT, "thing")):
            for word in pattern.finditer(text, at, end):
                begins = [s for s in starts if s <= word.start()]
                window = begins[-2] if len(begins) >= 2 else at
                before = [n for n in named if window <= n.start and n.end <= word.start()]
                earlier = [n for n in named if at <= n.start and n.end <= word.start()]
                if kind == "thing":
                    own = begins[-1]
                    before = [n for n in before if n.start >= own or not _place(text, n.start)]
                    earlier = [n for n in earlier if n.start >= own or not _place(text, n.start)]
                rows = _antecedent(before, kind, text, word.start())
                if rows and _antecedent(earlier, kind, text, word.start()) != rows:
                    continue  # another candidate earlier in the paragraph: it may be the one meant
                if rows:
                    out.append(Resolved(word.start(), word.end(), word.group(), rows))
    out.sort(key=lambda r: r.start)
    return out


def _place(text: str, at: int) -> bool:
    """(claims43) Is the row named at ``at`` the place of an act (:data:`_PLACE_BEFORE`)?"""
    return _PLACE_BEFORE.search(text, 0, at) is not None


def rows_of(said: Sequence[Resolved], start: int, end: int) -> tuple[Name, ...]:
    """The rows the pronouns ``said`` (:func:`resolved` of a whole text) that stand between ``start``
    and ``end`` of it name."""
    found: list[Name] = []
    for r in said:
        if start <= r.start and r.end <= end:
            found.extend(r.rows)
    return tuple(dict.fromkeys(found))


def _paragraphs(text: str) -> list[tuple[int, int]]:
    out, at = [], 0
    for m in PARAGRAPH.finditer(text):
        out.append((at, m.start()))
        at = m.end()
    out.append((at, len(text)))
    return out


def _named(text: str, index: NameIndex) -> list[_Named]:
    """The rows ``text`` names (whole names; people's first names alone), in order."""
    kinds = index.people | index.personal
    said = index.mentioned(text)
    out = []
    for m in said:
        rows = tuple(index.by_folded[m.folded])
        if m.said in index.ids:  # an address that is also a row's name (a calendar's summary): its person too
            rows = tuple(dict.fromkeys((*rows, *index.with_id(m.said))))
        person = any(n.table in kinds for n in rows)
        thing = any(n.table not in kinds for n in rows)
        out.append(_Named(m.start, m.end, rows, person, thing))
    # a person named by an address or id ("chris.novak@kestrel.example … his last day"): a candidate too
    for token in _TOKEN.finditer(text):
        rows = index.with_id(token.group()) if token.group() in index.ids else ()
        if rows and not any(m.start <= token.start() < m.end for m in said):
            person = any(n.table in kinds for n in rows)
            out.append(_Named(token.start(), token.end(), rows, person, not person))
    if index.given:
        for word in _GIVEN.finditer(text):
            if any(m.start <= word.start() < m.end for m in said):
                continue
            rows = index.given_names(word.group(), index.given)
            if rows:
                out.append(_Named(word.start(), word.end(), rows, True, False))
    out.sort(key=lambda n: n.start)
    return out


def _antecedent(before: Sequence[_Named], kind: str, text: str, at: int) -> tuple[Name, ...]:
    """The rows of the one candidate of ``kind`` among ``before`` (people for a personal pronoun, rows
    of another kind for "it"), or none where there are none or several (told apart by what they are
    called: one person's whole name and first name are one)."""
    if kind == "thing":
        found = [n for n in before if n.thing and not n.person]
    else:
        found = [n for n in before if n.person]
        if kind == "they" and (len(found) != len(before) or any(plural(text, n.end, at) for n in found[-1:])):
            return ()
    groups: list[list[_Named]] = []
    for n in found:
        same = next((g for g in groups if any(n.callings & o.callings for o in g)), None)
        if same is None:
            groups.append([n])
        else:
            same.append(n)
    if len(groups) != 1:
        return ()
    return tuple(dict.fromkeys(row for n in groups[0] for row in n.rows))


def plural(text: str, start: int, end: int) -> bool:
    """Does a plural-looking word stand in ``text[start:end]``?"""
    return any(m.group().casefold() not in _NOT_PLURAL for m in _PLURAL.finditer(text, start, end))


def the_one(texts: Sequence[str], index: NameIndex, kind: str) -> tuple[Name, ...]:
    """(traits37) The rows of the one candidate of ``kind`` ("person" or "thing") that ``texts`` name
    together (the instruction and the message before a pronoun), or none where they name none or several
    (told apart as :func:`_antecedent` tells them: one person's whole name and first name are one)."""
    return _antecedent([n for text in texts for n in _named(text, index)], kind, "", 0)
