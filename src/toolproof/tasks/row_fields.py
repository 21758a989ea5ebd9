"""Card digits and enum values said beside a named row, grounded by that row: the row-bound field check.

The card-digit and enum checks (:mod:`.card_digits`, :mod:`.enums`) ground a stated value by *any*
data of the episode, so the field, not the row, decides: "Mei's card ending 4242" passes where 4242 is
her namesake's card, "Borealis's invoice is paid" where another customer's invoice the episode read is
paid. This check reads a message as the row-bound values check does (:mod:`.row_values`: its clauses,
the rows a clause names, the episode's data split by whose it is) for the two kinds of value those
checks read: a clause that names rows and states a card's last four or an enum field's member is false
(:func:`false_row_fields`) when nothing about the named rows (their parts of the responses, parts about
no row of their tables, every changed row and write, the texts the agent was told) grounds the value
while data about another row of their tables does: by a declared key (``last4``, ``status``) or, for a
card, a text that states its digits. A clause that goes from one named row to another of its table
is read part by part (rows22: :func:`.row_values.row_parts`); two rows named in one part: either
grounds it. No row named:
the field-level checks alone read the value. Nothing is walked unless a clause names a row and states
such a value.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from toolproof.service.stated import EnumField
from toolproof.tasks import card_digits, enums, pronouns, row_values
from toolproof.tasks.names import Name, NameIndex
from toolproof.tasks.row_values import (
    Episode,
    RowSlip,
    Split,
    clauses,
    named_rows,
    narrowed,
    row_parts,
    split,
)


@dataclass(frozen=True, slots=True)
class FieldClause:
    """A clause that names rows and states card digits or enum members, with what it states."""

    text: str
    rows: tuple[Name, ...]
    digits: tuple[card_digits.StatedDigits, ...]
    values: tuple[enums.StatedValue, ...]


def field_clauses(message: str, index: NameIndex, fields: tuple[EnumField, ...]) -> list[FieldClause]:
    """The clauses of ``message`` that state a card's last four or a member of ``fields`` and name a
    row (the rows are looked for only in those): by a name, an id, or (enums13) a person's first name
    alone where one row of a people table is called so ("Farah accepted")."""
    fields = (*fields, *(f for f in index.worded if f not in fields))
    out = []
    said: list[pronouns.Resolved] | None = None
    for start, clause in clauses(message):
        if not _states(clause, fields):
            continue
        # (rows22) a clause that goes from one named row to another of its table, part by part
        for at, text in row_parts(clause, index, lambda part: _states(part, fields)):
            digits = tuple(card_digits.stated(text))
            values = tuple(enums.stated(text, fields)) if fields else ()
            if not (digits or values):
                continue
            rows = (*named_rows(text, index), *(n for _s, _e, names in _given(text, index) for n in names))
            if not rows:
                # (names14) a clause that names a row only by a pronoun ("She has accepted")
                said = pronouns.resolved(message, index) if said is None else said
                rows = pronouns.rows_of(said, start + at, start + at + len(text))
            if rows:
                out.append(FieldClause(text, tuple(dict.fromkeys(rows)), digits, values))
    return out


def _states(text: str, fields: tuple[EnumField, ...]) -> bool:
    """Does ``text`` state a card's last four or a member of ``fields``?"""
    return bool(card_digits.stated(text) or (fields and enums.stated(text, fields)))


#: (enums13) A capitalised word that may be a person's first name ("Farah"), not a possessive's tail.
_GIVEN = re.compile(r"(?<![\w'\u2019@.#-])[A-Z][^\W\d_]+\b(?![@.-]\w)")
#: What joins the people a value is said of: "Farah and Hana", "Anders, Sigrid".
_JOINED = re.compile(r"\s*(?:,\s*)?(?:(?:and|&|or)\s+)?", re.IGNORECASE)
#: (enums13) A clause said of the past ("was live", "had accepted", "moved from New"): the value a row
#: held before the agent's write grounds it too.
_PAST = re.compile(
    r"\b(?:was|were|had|used\s+to|before|previously|formerly|earlier|originally|from|until)\b|\bno\s+longer\b",
    re.IGNORECASE,
)


def _given(text: str, index: NameIndex, end: int | None = None) -> list[tuple[int, int, tuple[Name, ...]]]:
    """The people ``text`` (up to ``end``) calls by a first name alone, outside a whole name it says."""
    if not index.given:
        return []
    said = index.mentioned(text)
    out = []
    for word in _GIVEN.finditer(text, 0, len(text) if end is None else end):
        if any(m.start <= word.start() < m.end for m in said):
            continue
        names = index.given_names(word.group(), index.given)
        if names:
            out.append((word.start(), word.end(), names))
    return out


#: (generic29) After a name and its own words, a comma, then a capitalised word or two with their own verb
#: right before the value: "Farah declined, *Ivan is* tentative", "…, and Ivan declined". That subject's
#: clause holds the value (matched up to the value's start).
_NEW_SUBJECT = re.compile(
    r"(?:,\s+(?:and\s+)?|\s+and\s+)(?-i:[A-Z][\w'\u2019-]*(?:\s+[A-Z][\w'\u2019-]*)?)\s+(?:(?:still|also|now|just)\s+)?"
    r"(?:(?:is|are|was|were|has\s+been|had\s+been|will\s+be)\s+)?$"
)
#: Something the name before the comma does itself (not a list of subjects: "Farah, Ivan declined").
_OWN_WORDS = re.compile(r"\w")


#: (generic30) The value's own clause is a subject no row is, opening the text or after a comma, with its
#: own verb, up to the value: "*Ivan is* tentative, Farah declined" (not a pronoun that may be a row's).
_OWN_SUBJECT = re.compile(
    r"(?:\A\s*|[,;:(]\s*|\band\s+)(?!(?:He|She|They|It|We|You|I|This|That|Both|All|Everyone|Everybody)\b)"
    r"(?-i:[A-Z][\w'\u2019-]*(?:\s+[A-Z][\w'\u2019-]*)?)\s+(?:(?:still|also|now|just)\s+)?"
    r"(?:(?:is|are|was|were|has\s+been|had\s+been|will\s+be)\s+)?$"
)
_STOP = re.compile(r"[.;!?\n]")
#: (generic31) An "and" right before the next name, after the value's own words: "tentative and Farah".
_AND_OPENS = re.compile(r"\w\s+and\s+$", re.IGNORECASE)
#: A name that takes the value before it: "…, Farah too", "…, Farah as well", "…, and Farah also".
_SAME_AGAIN = re.compile(
    r"\s*(?:(?:too|also|as\s+well|either|likewise|the\s+same)\b|(?:is|was|has|did|does)\s+(?:too|also)\b)?"
    r"\s*(?:[,.;!?)\n]|\Z)",
    re.IGNORECASE,
)


def _first_of_a_comma_list(text: str, at: int, index: NameIndex) -> bool:
    """(generic30) Is the value at ``at``, before any name of a row, its own clause's, a subject no row is,
    in a comma list whose next clause names a row ("Ivan is tentative, Farah declined": "tentative" is
    Ivan's; generic29 read the list with a name first, "Farah declined, Ivan is tentative")? Then it is
    no row's: each comma clause binds its own name's value. Not where the subject is a pronoun, nor
    where no comma and a row's name follow in the same sentence ("Status is tentative for Farah")."""
    if not _OWN_SUBJECT.search(text, 0, at):
        return False
    later = [(m.start, m.end) for m in index.mentioned(text) if m.start > at]
    later += [(start, end) for start, end, _names in _given(text, index) if start > at]
    if not later:
        return False
    start, end = min(later)
    between = text[at:start]
    # the next clause has words of its own: "Farah too" says Ivan's value of Farah
    # (generic31) or an "and" right before the next name opens its clause: "Ivan is tentative and Farah
    # declined"
    opens = "," in between or _AND_OPENS.search(between) is not None
    return opens and _STOP.search(between) is None and _SAME_AGAIN.match(text, end) is None


def _subjects(text: str, at: int, index: NameIndex) -> list[tuple[Name, ...]] | None:
    """(enums13) The rows a value said at ``at`` is said of: the names right before it, joined ("Farah
    and Hana have both accepted"), each one's rows apart; none when no name stands before it.
    (generic29) ``None`` when a comma after the last name's own words starts another subject's clause
    that holds the value, a subject no row of the index is (:data:`_NEW_SUBJECT`): in "you accepted,
    Farah declined, Ivan is tentative" the "tentative" is Ivan's, not Farah's (a comma list of people
    with their own verbs; resample25c's hiring sync). (generic30) ``None`` too when no name stands before
    the value and its clause is such a subject's, the first of a comma list (:func:`_first_of_a_comma_list`:
    "Ivan is tentative, Farah declined")."""
    spans = [(m.start, m.end, tuple(index.by_folded[m.folded])) for m in index.mentioned(text) if m.end <= at]
    spans += _given(text, index, at)
    if not spans:
        return None if _first_of_a_comma_list(text, at, index) else []
    spans.sort(key=lambda s: s[0])
    last = spans[-1][1]
    cut = _NEW_SUBJECT.search(text, last, at)
    if cut and _OWN_WORDS.search(text, last, cut.start()):
        return None
    group = [spans[-1]]
    for prev in reversed(spans[:-1]):
        if prev[1] <= group[-1][0] and _JOINED.fullmatch(text, prev[1], group[-1][0]):
            group.append(prev)
        else:
            break
    return [names for _s, _e, names in group]


def _mine(parts: Split, episode: Episode) -> tuple[list[str], list[object], list[object]]:
    """What grounds a value of the named rows: the texts told, what the agent did, their data."""
    return list(episode.texts), list(parts.own_rows), [*parts.own_bodies, *parts.neutral]


def digit_slips(clause: FieldClause, parts: Split, episode: Episode, keys: frozenset[str]) -> list[str]:
    """The last fours ``clause`` states that only another row of its rows' tables grounds."""
    wanted = {d.digits for d in clause.digits}
    mine = card_digits.Grounds(wanted, keys)
    mine.episode(*_mine(parts, episode))
    theirs = card_digits.Grounds(wanted, keys)
    theirs.episode((), (), parts.others)
    out: list[str] = []
    for d in clause.digits:
        if d.digits not in mine and d.digits in theirs and d.digits not in out:
            out.append(d.digits)
    return out


def _members(field: EnumField, data: Sequence[object], index: NameIndex) -> set[str]:
    """The members of ``field`` its declared keys hold in ``data`` (a joined key through ``index``)."""
    shown = enums.Grounds((field,), (), index.joined)
    shown.episode((), (), data)
    return {v for v in shown.values if v in field.values}


def contradicted(
    said: enums.StatedValue,
    rows: Sequence[Name],
    index: NameIndex,
    episode: Episode,
    fields: tuple[EnumField, ...],
    past: bool,
) -> bool | None:
    """Does the data about ``rows`` hold another member of ``said``'s field and nothing ground the one
    it states? ``None``: that data holds no member of the field (the field is not read of them: a row
    never shown is unsupported, not contradicted, "#leadership is private" of a channel the bot cannot
    see). Where the agent changed the field on those rows (their changed rows hold another member
    after than before), by phase: only the member they hold after the write grounds it, or (``past``:
    the clause speaks of before) the one before. Else their parts of the changed rows and of the
    responses must show another member, and the texts told, the writes, those parts and the parts about
    no row of their tables must not ground this one."""
    field = said.field
    after = row_values.split_data(rows, index, episode.after).own if episode.after else []
    before = row_values.split_data(rows, index, episode.before).own if episode.before else []
    now, then = _members(field, after, index), _members(field, before, index)
    # (claims43) only a member the rows held before too: a row the agent added (or a person it added to a
    # row) holds a fresh member, no change of theirs. "Kwame declined your Roadmap jam on Monday"
    # (talk-gcal.kwame-away-abusive: true, read on the jam) failed on the planning the agent booked, where
    # Kwame's answer is needsAction; the clause's own object is :mod:`.replies`' to read
    if now and then and now != then:
        return said.member not in now and not (past and said.member in then)
    parts = split(rows, index, episode)
    changed = row_values.split_data(rows, index, episode.changed)
    shown = _members(field, [*changed.own, *parts.own_bodies], index)
    if not shown:
        return None
    if said.member in shown or (field.held_in and any(_within(said.member, m) for m in shown)):
        return False
    # a member of another field's key grounds none of this one
    mine = enums.Grounds((field,), (said,), index.joined)
    mine.episode(
        episode.texts, [*changed.own, *changed.neutral, *episode.writes], [*parts.own_bodies, *parts.neutral]
    )
    return not mine.grounds(said.member)


def _within(said: str, held: str) -> bool:
    """(fields14) Are the words of ``said`` all words of ``held`` (case aside): "Account Manager" of a
    Senior Account Manager?"""
    return set(_TITLE_WORD.findall(said.casefold())) <= set(_TITLE_WORD.findall(held.casefold()))


_TITLE_WORD = re.compile(r"[^\W_]+")


def value_slips(
    clause: FieldClause,
    rows: Sequence[Name],
    index: NameIndex,
    episode: Episode,
    fields: tuple[EnumField, ...],
    acted: frozenset[str] = frozenset(),
) -> list[tuple[enums.StatedValue, tuple[Name, ...], bool]]:
    """The enum members ``clause`` states (each with the rows it is said of) that the rows they are
    said of (:func:`_subjects`: each of the names right before the value; else every row of ``rows``,
    either grounding it) do not hold (:func:`contradicted`) while another row of their tables does (by
    a declared key: another row's words alone decide nothing); a member said at one place for several
    fields is grounded when it is for any of them. (fields14) A field each row holds apart
    (``row_only``) needs no other row: the field-level check never reads it, so the named rows' own
    data showing another member, and nothing grounding this one, is the slip. Each with whether
    another row of their tables holds it."""
    if not clause.values:
        return []
    by_place: dict[tuple[int, int], list[enums.StatedValue]] = {}
    for s in clause.values:
        by_place.setdefault((s.start, s.end), []).append(s)
    past = bool(_PAST.search(clause.text))
    out: list[tuple[enums.StatedValue, tuple[Name, ...], bool]] = []
    for (start, _end), readings in by_place.items():
        subjects = _subjects(clause.text, start, index)
        if subjects is None:
            continue  # (generic29) said of a subject no row is, after a comma that starts its clause
        groups = subjects or [tuple(rows)]
        for group in groups:
            group = narrowed(group, clause.text, acted) if acted else group
            # (fields14) a row's own state (``row_only``: no field-level check reads it) is read against
            # the row's own data alone: "ENG-152 is In Progress" of an issue the episode shows In Review
            if not all(s.field.row_only for s in readings):
                parts = split(group, index, episode)
                if not parts.others:
                    continue
                if not any(s.member in _members(s.field, parts.others, index) for s in readings):
                    continue
            # "active" said once is a user's status and a channel's state: the fields read of the rows
            # decide, and any of them holding it grounds it
            verdicts = [contradicted(s, group, index, episode, fields, past) for s in readings]
            if True in verdicts and False not in verdicts:
                others = split(group, index, episode).others
                theirs = any(s.member in _members(s.field, others, index) for s in readings)
                out.append((readings[0], group, theirs))
                break
    return out


def false_row_fields(
    message: str,
    index: NameIndex,
    episode: Episode,
    acted: frozenset[str],
    services: Iterable[str],
    *,
    found: Sequence[FieldClause] | None = None,
) -> list[RowSlip]:
    """The card digits and enum members the clauses of ``message`` that name rows state, that no data
    about those rows grounds while data about another row of their tables does (the module docstring);
    ``found``: its :func:`field_clauses`, when the caller already looked for them."""
    services = tuple(services)
    fields = (*enums.declared(services), *index.worded)
    keys = card_digits.digit_keys(services)
    out: list[RowSlip] = []
    for clause in field_clauses(message, index, fields) if found is None else found:
        rows = narrowed(clause.rows, clause.text, acted) if acted else clause.rows
        if clause.digits:
            parts = split(rows, index, episode)
            if parts.others:
                names = ", ".join(dict.fromkeys(n.text for n in rows))
                out += [RowSlip(f"card ending {d}", names) for d in digit_slips(clause, parts, episode, keys)]
        for said, group, theirs in value_slips(clause, rows, index, episode, fields, acted):
            out.append(RowSlip(said.said, ", ".join(dict.fromkeys(n.text for n in group)), own=not theirs))
    return out
