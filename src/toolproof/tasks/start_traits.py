"""(world31) A trait said of a named row that nobody read, read against the row as the episode started.

The grader read a row's trait only against what the episode showed (:mod:`.row_details`: "a row the
episode never showed the key of: nothing contradicts it"). A guess nobody could check passed unless the
task's own ``says_not`` refused it, and the re-samples found such guesses in most Stripe tasks: a CRM id
one digit off or another customer's ("Fjord's CRM id is C08" for C07), a tenure ("a customer since
2024" of one created in 2026), a standing ("in good standing" of a delinquent customer), a plan the
record's own description contradicts ("on the Pro plan" for "Enterprise plan, 80 seats").

Each service declares the traits a report says of its rows and how a row holds them
(:class:`toolproof.service.stated.StartTrait`). A clause of the final message that says one and names a
row of its tables (by a name, an id, or a pronoun standing for one) is read against each named row as
the episode started (:class:`.start_view.StartView`). It is false when some named row holds the trait
(its ``held`` is not empty), no named row holds the value said, and nothing grounds it:

- a text told (the instruction, the policy, the user's words) or a write's argument says it (a value
  the user gave, a change the agent made), or a changed row holds it;
- for a trait declared ``shown``, a response's part about the named rows says it (a subscription's plan).

A right guess is not read (the named row holds it: whether the agent read it is the task's
``unless_called``); the look-alike's value said in a clause naming the look-alike is its own; a denial is
not read (each trait's ``said`` refuses it). Nothing is read unless the message matches a trait's pattern;
then only the named rows are read, one by one, from the start view (lazily, each row once per fixture).

(traits37) A clause that names no row and holds a pronoun the message resolves to none ("Everyone at the
company can edit it": :mod:`.pronouns` reads "it" only as a clause's subject; "She set the cancellation
herself" in a message that never names her) is read of the one row of the trait's tables, of the pronoun's
kind, that the texts the agent was told name, where exactly one is (:func:`told_one`).

(traits41) A trait the row contradicts passed where the episode had read the field ("Automatic tax is on"
after reading ``automatic_tax.enabled: false``, "sitting in Backlog" of a Todo issue read): the unread check
(:mod:`.unread_values`) passes what was shown, and no trait was declared for it here. An ``either`` trait is
read against the row as the episode started and as its writes left it, grounded only by a told text saying
it, whatever the episode read (:func:`_values`); a ``sole`` trait said in a clause naming nothing is read of
the rows of its tables the message (or else the told texts) names (:func:`sole_row`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from toolproof.service import registry
from toolproof.service.stated import StartTrait, start_traits
from toolproof.tasks import pronouns
from toolproof.tasks.names import Name, NameIndex
from toolproof.tasks.row_values import Episode, clauses, named_rows, split
from toolproof.tasks.start_view import StartView


@lru_cache(maxsize=64)
def declared(services: tuple[str, ...]) -> tuple[StartTrait, ...]:
    """The start traits ``services`` declare (their dialects loaded first, which declares them)."""
    return tuple(t for s in registry.known(services) for t in start_traits(s.name))


@dataclass(frozen=True, slots=True)
class TraitSlip:
    """A trait said of named rows that their start rows contradict."""

    said: str
    trait: str
    rows: str
    held: tuple[str, ...]
    #: (traits41) The held values are the start's and the end's (an ``either`` trait).
    either: bool = False
    #: (traits45) The row is one the episode made: its values are the end's alone.
    made: bool = False

    def describe(self) -> str:
        held = " or ".join(repr(v) for v in self.held if v) or "none"
        when = "as the episode started or as its writes left it" if self.either else "as the episode started"
        when = "as the episode's writes made it" if self.made else when
        return f"{self.said!r} ({self.trait}), where {self.rows} holds {held} {when}"


def _strings(value: Any) -> Iterator[str]:
    stack = [value]
    while stack:
        part = stack.pop()
        if isinstance(part, str):
            yield part
        elif isinstance(part, int | float) and not isinstance(part, bool):
            yield str(part)
        elif isinstance(part, Mapping):
            stack.extend(part.values())
        elif isinstance(part, list | tuple):
            stack.extend(part)


def _says(texts: Iterable[str], value: str) -> bool:
    """Whether one of ``texts`` says ``value`` as a whole word (case aside)."""
    pattern = re.compile(rf"(?<![\w-]){re.escape(value)}(?![\w-])", re.IGNORECASE)
    return any(pattern.search(t) for t in texts)


def _grounded(
    trait: StartTrait, said: str, value: str, rows: Sequence[Name], index: NameIndex, episode: Episode
) -> bool:
    """Whether a text told, a write, a changed row or (``shown``) the named rows' own responses say it.
    (world33) A ``told_whole`` trait is told only by a told text that says the trait with that value."""
    if trait.told_whole or trait.either:
        if any(trait.said(m) == value for t in episode.texts for m in trait.pattern.finditer(t)):
            return True
        if trait.either:
            return False  # (traits41) the written row is read exactly; a word in a write grounds nothing
        # (traits44) nor a name in a write's or a changed row's text said of something else: the post "Hi
        # Anders, hi Sigrid" grounded "The folder is owned by Anders" (company-support.fjord-order-form-link);
        # those ground a ``told_whole`` trait only by saying it with that value, as a told text does
        written = (s for w in (*episode.writes, *episode.changed) for s in _strings(w))
        if any(trait.said(m) == value for t in written for m in trait.pattern.finditer(t)):
            return True
    elif _says(episode.texts, said):
        return True
    if not trait.told_whole and _says((s for w in episode.writes for s in _strings(w)), said):
        return True
    if not trait.told_whole and _says((s for c in episode.changed for s in _strings(c)), said):
        return True
    if trait.shown:
        own = split(rows, index, episode).own_bodies
        return _says((s for b in own for s in _strings(b)), said)
    return False


#: Per name index (by identity, held with it), each first word of a name of several words to the rows
#: of each table so called: "Fjord" for Fjord Payments. Bounded: an index of another fixture replaces it.
_FIRST: dict[int, tuple[NameIndex, dict[str, tuple[Name, ...]]]] = {}
_WORD = re.compile(r"(?<![\w@.#-])[A-Z][^\W\d_]{2,}\b(?![@.-]\w)")


def _first_words(index: NameIndex) -> dict[str, tuple[Name, ...]]:
    kept = _FIRST.get(id(index))
    if kept is not None and kept[0] is index:
        return kept[1]
    found: dict[str, dict[tuple[str, tuple[Any, ...]], Name]] = {}
    for name in index.names:
        words = name.text.split()
        if len(words) >= 2 and _WORD.fullmatch(words[0]):
            found.setdefault(words[0].casefold(), {}).setdefault((name.table, name.key), name)
    out = {w: tuple(rows.values()) for w, rows in found.items()}
    if len(_FIRST) >= 16:
        _FIRST.clear()
    _FIRST[id(index)] = (index, out)
    return out


def _short_named(text: str, index: NameIndex, tables: tuple[str, ...]) -> list[Name]:
    """The one row of ``tables`` a clause names by the first word of its name alone ("Fjord's CRM id"
    of Fjord Payments), where no other row of those tables has a name that starts so; else none."""
    first = _first_words(index)
    out: list[Name] = []
    for m in _WORD.finditer(text):
        rows = [n for n in first.get(m.group().casefold(), ()) if n.table in tables]
        if len({(n.table, n.key) for n in rows}) == 1:
            out.append(rows[0])
    return list(dict.fromkeys(out))


def _counted(counted: tuple[str, str], name: Name, start: StartView, episode: Episode) -> frozenset[str]:
    """(world32) How many rows of ``counted``'s table hold ``name``'s id in its column at the start; none
    (the trait unread) where the episode changed such a row (a member added or removed since)."""
    table, column = counted
    key = name.key[-1]
    columns = start.columns(table)
    if any(isinstance(c, Mapping) and c.get(column) == key and set(c) <= columns for c in episode.changed):
        return frozenset()
    return frozenset({str(len(start.where(table, column, key)))})


def _changed(name: Name, start: StartView, episode: Episode) -> bool:
    """(world33) Whether the episode changed ``name``'s row (a changed row of its table with its id)."""
    columns = start.columns(name.table)
    key = name.key[-1] if name.key else None
    return any(isinstance(c, Mapping) and c.get("id") == key and set(c) <= columns for c in episode.changed)


def _in_a_name(m: re.Match[str], text: str, index: NameIndex) -> bool:
    """(world33) Whether the match overlaps a row's name the text says ("the Weekly sync")."""
    return any(n.start < m.end() and m.start() < n.end for n in index.mentioned(text))


def _inside_only(m: re.Match[str], text: str, index: NameIndex) -> bool:
    """(traits42) Whether every row the text names lies inside the match ("The open invoice is for 3 Pro
    seats": the product Pro is part of the count said, not the row it is said of)."""
    named = index.mentioned(text)
    return bool(named) and all(m.start() <= n.start and n.end <= m.end() for n in named)


def _said_of_a_pronoun(trait: StartTrait, m: re.Match[str], text: str) -> bool:
    """(traits43) Whether the clause says the trait of a thing by a pronoun after the match ("… and Goran
    organises it": "it" is the event the turn spoke of, a look-alike the rows the whole message names need
    not hold), which the message-wide reading of a ``sole`` trait cannot tell. Only of a trait whose value
    is a person's name (``told_whole``: an organiser): "A 3-D Secure check blocked it" is still read."""
    return trait.told_whole and _THING_SAID.search(text, m.end()) is not None


#: (lead72) A thing a clause speaks of by a common noun ("the draft", "The spreadsheet").
_THE_NOUN = re.compile(r"\bthe\s+([^\W\d_]{3,})\b", re.IGNORECASE)
_NAME_WORD = re.compile(r"[^\W\d_]+")


def _said_of_another(
    m: re.Match[str], text: str, sole: Sequence[Name], index: NameIndex, tables: Sequence[str]
) -> list[Name]:
    """(lead72) The other rows of the trait's tables the clause speaks of before the trait by "the <word>",
    the word in their names and in none of the ``sole`` rows' names: "The draft (20 bytes) was not touched"
    beside "Acme Corp MSA 2026.pdf" is said of the draft file (its name holds "draft"), not of the MSA
    (box.amend-acme-contract-value's honest alternate failed), so the draft answers for it too (read as
    one with the named row, as :func:`sole_row` reads several: "the contract" may still be the MSA, so a
    value either holds agrees; only a value none holds fails). "The file", "The MSA" (a word of the named
    row's, or of no row's) leave the named row alone to answer."""
    nouns = {w.casefold() for w in _THE_NOUN.findall(text, 0, m.start())}
    nouns -= {w for n in sole for w in _NAME_WORD.findall(n.folded)}
    if not nouns:
        return []
    keys = {(n.table, n.key) for n in sole}
    return [
        n
        for n in index.names
        if n.table in tables
        and (n.table, n.key) not in keys
        and not nouns.isdisjoint(_NAME_WORD.findall(n.folded))
    ]


def _named_in_value(m: re.Match[str], text: str, index: NameIndex) -> frozenset[str]:
    """(world33) The folded names of the rows the text names inside the match's value ("Kite & Co" of "in
    the Kite & Co (shared) folder")."""
    start, end = next(((m.start(g), m.end(g)) for g, v in m.groupdict().items() if v), m.span())
    return frozenset(n.folded for n in index.mentioned(text) if start <= n.start and n.end <= end + 1)


class _Written:
    """(traits36) The start's rows with the episode's changed rows in their place, for a trait declared
    ``written``: a row the episode changed or removed is read as it is after (a removed one not at all),
    a row it added is read too. A changed row is told to its table by its columns, as :func:`_changed`
    tells it."""

    __slots__ = ("_episode", "_start")

    def __init__(self, start: StartView, episode: Episode) -> None:
        self._start = start
        self._episode = episode

    def _mine(self, rows: Sequence[Any], table: str) -> list[Mapping[str, Any]]:
        columns = self._start.columns(table)
        keys = (self._start.primary_keys or {}).get(table, ())
        return [r for r in rows if isinstance(r, Mapping) and set(r) <= columns and all(k in r for k in keys)]

    def _key(self, table: str, row: Mapping[str, Any]) -> tuple[Any, ...] | None:
        keys = (self._start.primary_keys or {}).get(table)
        return tuple(row.get(k) for k in keys) if keys else None

    def row(self, table: str, key: tuple[Any, ...]) -> Mapping[str, Any] | None:
        for r in self._mine(self._episode.after, table):
            if self._key(table, r) == key:
                return r
        if any(self._key(table, r) == key for r in self._mine(self._episode.before, table)):
            return None
        return self._start.row(table, key)

    def where(self, table: str, column: str, value: Any) -> tuple[Mapping[str, Any], ...]:
        after = self._mine(self._episode.after, table)
        gone = {self._key(table, r) for r in [*after, *self._mine(self._episode.before, table)]} - {None}
        kept = [r for r in self._start.where(table, column, value) if self._key(table, r) not in gone]
        return (*kept, *(r for r in after if r.get(column) == value))


#: (traits37) A pronoun of a thing ("it", "its", "it's") and of one person ("he", "she", "his", "her").
_IT_SAID = re.compile(r"\b(?:it|its)\b", re.IGNORECASE)
#: (traits43) A pronoun standing for a thing a clause speaks of: "it", "its", "them", "they".
_THING_SAID = re.compile(r"\b(?:it|its|them|they)\b", re.IGNORECASE)
_PERSON_SAID = re.compile(r"\b(?:he|him|his|she|her|hers)\b", re.IGNORECASE)


def told_one(
    clause: str, before: str, tables: Sequence[str], index: NameIndex, episode: Episode
) -> list[Name]:
    """(traits37) The row a pronoun in ``clause`` can mean where the message resolves it to none:
    "She set the cancellation herself" in a message that never names her, "everyone at the company can
    edit it" (the pronoun module reads "it" only as a clause's subject and never "it's"). The one
    candidate of the pronoun's kind ("it" a thing, "he"/"she" a person) that the texts the agent was told
    (the instruction, the user's words) and the message before the clause (``before``) name, of every
    table, where there is exactly one (:func:`pronouns.the_one`), kept where it is a row of ``tables``;
    else none. A clause with both kinds of pronoun, or none, names none."""
    thing, person = bool(_IT_SAID.search(clause)), bool(_PERSON_SAID.search(clause))
    if thing == person:
        return []
    rows = pronouns.the_one((*episode.texts, before), index, "person" if person else "thing")
    return [n for n in rows if n.table in tables]


def sole_row(message: str, tables: Sequence[str], index: NameIndex, episode: Episode) -> list[Name]:
    """(traits41) The rows of ``tables`` that ``message`` names (by a name, an id or an address), or,
    where it names none of them, that the texts the agent was told name. Several are read as one, as a
    clause naming several is: a value any of them holds agrees (a series and the instance the instruction
    names, two customers of one name), so only a value none holds fails."""
    for texts in ((message,), episode.texts):
        rows = {(n.table, n.key): n for t in texts for n in named_rows(t, index) if n.table in tables}
        if rows:
            return list(rows.values())
    return []


def kind_rows(
    message: str,
    tables: Sequence[str],
    index: NameIndex,
    episode: Episode,
    start: StartView,
    of_kind: Callable[[Mapping[str, Any]], bool],
) -> list[Name]:
    """(traits44) :func:`sole_row` kept to the rows of one kind (a clause that names no row but says
    "the folder"): the rows of ``tables`` of that kind that ``message`` names, or, where it names none,
    that the texts the agent was told name. "The folder is owned by Anders" beside a message naming only
    the PDF is said of the folder the instruction named ("Marketing › Brand Assets"), never of the PDF."""
    for texts in ((message,), episode.texts):
        rows: dict[tuple[str, tuple[Any, ...]], Name] = {}
        for t in texts:
            for n in named_rows(t, index):
                row = start.row(n.table, n.key) if n.table in tables else None
                if row is not None and of_kind(row):
                    rows[(n.table, n.key)] = n
        if rows:
            return list(rows.values())
    return []


def _values(
    trait: StartTrait, name: Name, row: Mapping[str, Any], start: StartView, episode: Episode
) -> frozenset[str]:
    """The values ``name``'s start ``row`` holds of ``trait``; (traits41) for an ``either`` trait, with
    those the row holds as the episode's writes left it (a row it removed holds its start's only)."""
    if trait.counted is not None:
        return _counted(trait.counted, name, start, episode)
    if trait.either:
        written = _Written(start, episode)
        after = written.row(name.table, name.key)
        if trait.held_at is not None:
            return trait.held_at(row, start) | (
                trait.held_at(after, written) if after is not None else frozenset()
            )
        return trait.held(row) | (trait.held(after) if after is not None else frozenset())
    if trait.held_at is not None:
        return trait.held_at(row, _Written(start, episode) if trait.written else start)
    return trait.held(row)


def _added(tables: Sequence[str], start: StartView, episode: Episode) -> list[tuple[str, Mapping[str, Any]]]:
    """(traits43) The rows of ``tables`` the episode added (in its end rows, with every column of the
    table's and no start row of their key), each with a label: a thing the agent made is no row of the
    start, so no name of the index names it."""
    out: list[tuple[str, Mapping[str, Any]]] = []
    for table in tables:
        columns = start.columns(table)
        keys = (start.primary_keys or {}).get(table, ())
        for row in episode.after:
            if not isinstance(row, Mapping) or not keys or not set(row) <= columns:
                continue
            key = tuple(row.get(k) for k in keys)
            if all(k in row for k in keys) and start.row(table, key) is None:
                out.append((f"the {table} row {'/'.join(map(str, key))} the episode added", row))
    return out


def _added_named(
    m: re.Match[str], text: str, tables: Sequence[str], index: NameIndex, start: StartView, episode: Episode
) -> dict[tuple[str, tuple[Any, ...]], tuple[Name, Mapping[str, Any]]]:
    """(traits45) The rows of ``tables`` the episode added that the clause names outside the match, by a
    column the index names rows of those tables by (a Box item's ``name``), each with the row as the
    episode's writes left it: "The Manual exports folder is owned by Robin Ahmed" of the folder the agent
    made (company-support.acme-freight-manual-exports), which no name of the start's index names. The end
    row is the whole truth of a row the episode made, so it is read as it is (no start, no grounds but a
    told text saying the trait: :func:`false_traits`)."""
    columns = {(n.table, n.column) for n in index.names if n.table in tables}
    out: dict[tuple[str, tuple[Any, ...]], tuple[Name, Mapping[str, Any]]] = {}
    for label, row in _added(tables, start, episode):
        del label
        for table, column in columns:
            value = row.get(column)
            if not isinstance(value, str) or len(value.strip()) < 3 or set(row) - start.columns(table):
                continue
            said = re.compile(rf"(?<![\w-]){re.escape(value.strip())}(?![\w-])", re.IGNORECASE)
            if any(not (f.start() < m.end() and m.start() < f.end()) for f in said.finditer(text)):
                key = tuple(row.get(k) for k in (start.primary_keys or {}).get(table, ()))
                out[(table, key)] = (Name(table, column, key, value.strip()), row)
    return out


#: (traits45) A thing a clause speaks of as new: "The new price", "your new subscription".
_NEW = re.compile(r"\b(?:the|your|his|her|their|its|this)\s+new\s+[^\W\d_]{3,}\b", re.IGNORECASE)


def _said_new(m: re.Match[str], text: str, trait: StartTrait, start: StartView, episode: Episode) -> bool:
    """(traits45) Whether the clause speaks, before the trait, of "the new <thing>" and the episode added a
    row of the trait's tables: "The new price is tax-exclusive like the old one" is said of the price the
    agent made (stripe.raise-yearly-price), which the rows the message names (the product, whose old
    price is tax-exclusive) must not answer for; the added rows alone are read."""
    return bool(_NEW.search(text, 0, m.start())) and bool(_added(trait.tables, start, episode))


_POSSESSIVE = re.compile(r"(?<![\w-])((?-i:[A-Z])[^\W\d_]+)['\u2019]s\b")


def _whose(
    trait: StartTrait, text: str, rows: Sequence[Name], index: NameIndex, start: StartView
) -> list[Name]:
    """(traits38) The rows of ``trait``'s tables that the clause ``text`` names as a person's own ("Omar's
    jam"), through the trait's ``whose``: of a row the clause names, or of every row whose name's first
    word is a possessive's ("Omar's" of Omar Farouk; the trait's ``whose`` keeps the people it knows)."""
    assert trait.whose is not None
    first = _first_words(index)
    owners = [*rows, *(n for m in _POSSESSIVE.finditer(text) for n in first.get(m.group(1).casefold(), ()))]
    out: list[Name] = []
    for name in dict.fromkeys(owners):
        row = start.row(name.table, name.key) if name.table not in trait.tables else None
        if row is not None:
            out += [Name(t, "", key, said) for t, key, said in trait.whose(text, name.text, row, start)]
    return list(dict.fromkeys(out))


def _another_named(rows: Sequence[Name], tables: Sequence[str]) -> bool:
    """(world32) Whether the clause names a row of a table not the trait's, for an ``alone`` trait.
    (traits46) A row of another service's table by the very name a row of the trait's tables has is the
    same person, not another row: "Jordan Reyes is in Chicago" names Jordan's Slack user and his Box and
    Calendar users, and was read of none of them (company-support.acme-freight-manual-exports)."""
    own = {n.folded for n in rows if n.table in tables}
    return any(n.table not in tables and n.folded not in own for n in rows)


def false_traits(
    message: str,
    index: NameIndex,
    start: StartView,
    episode: Episode,
    traits: Sequence[StartTrait],
) -> list[TraitSlip]:
    """The traits the clauses of ``message`` say of the rows they name that those rows, as the episode
    started, contradict and nothing grounds (the module docstring)."""
    if not traits or not any(t.pattern.search(message) for t in traits):
        return []
    out: list[TraitSlip] = []
    resolved: list[pronouns.Resolved] | None = None
    for at, text in clauses(message):
        found = [(t, m) for t in traits for m in t.pattern.finditer(text)]
        if not found:
            continue
        rows = named_rows(text, index)
        if not rows:
            resolved = pronouns.resolved(message, index) if resolved is None else resolved
            rows = pronouns.rows_of(resolved, at, at + len(text))
        unnamed = not rows
        for trait, m in found:
            value = trait.said(m)
            if value is None:
                continue
            if trait.alone and _another_named(rows, trait.tables):
                continue  # (world32) the trait may be the other row's (a person's place)
            if trait.outside_names and _in_a_name(m, text, index):
                continue  # (world33) the words are a row's name ("the Weekly sync")
            mine = [n for n in rows if n.table in trait.tables] or _short_named(text, index, trait.tables)
            if not mine and unnamed and not (trait.sole and _said_of_a_pronoun(trait, m, text)):
                # (traits37) a pronoun nothing in the message resolves: the one row the told texts mean;
                # (traits43) not for a sole trait said of a pronoun after it ("… and Goran organises it":
                # the instruction's event is the look-alike the user mixed up, not the one "it" is)
                mine = told_one(text, message[:at], trait.tables, index, episode)
            if not mine and trait.whose is not None:
                # (traits38) a person's own thing the clause says ("Omar's jam")
                mine = _whose(trait, text, rows, index, start)
            if not mine and unnamed and trait.yours is not None:
                # (traits37) the user's own row the clause says ("your calendar")
                mine = [Name(t, "", key, said) for t, key, said in trait.yours(text, start)]
            if not mine and unnamed and trait.worked is not None:
                # (traits43) the row the episode worked on ("the thread" it read or replied in)
                mine = [
                    Name(t, "", key, said)
                    for t, key, said in trait.worked(episode.reads, episode.writes, start)
                ]
            new = (
                not mine
                and unnamed
                and trait.sole
                and trait.either
                and _said_new(m, text, trait, start, episode)
            )
            if (
                not mine
                and not new
                and trait.sole
                and (unnamed or _inside_only(m, text, index))
                and not _said_of_a_pronoun(trait, m, text)
            ):
                # (traits41) a clause naming nothing: the one row of the trait's tables the message names;
                # (traits42) or naming rows only inside the value said ("3 Pro seats" names the product)
                mine = sole_row(message, trait.tables, index, episode)
                # (lead72) "The draft is 20 bytes" beside the MSA the message names: the draft's too
                mine = [*mine, *_said_of_another(m, text, mine, index, trait.tables)] if mine else mine
            if not mine and unnamed and trait.kind is not None:
                # (traits44) "The folder is owned by Anders": the named rows of the kind the clause says
                of_kind = trait.kind(text)
                if of_kind is not None:
                    mine = kind_rows(message, trait.tables, index, episode, start, of_kind)
            made: dict[tuple[str, tuple[Any, ...]], tuple[Name, Mapping[str, Any]]] = {}
            if not mine:
                # (traits45) a row the episode made, named by its name ("the Manual exports folder")
                made = _added_named(m, text, trait.tables, index, start, episode)
                mine = [n for n, _row in made.values()]
            if trait.value_apart:
                mine = [n for n in mine if n.folded not in _named_in_value(m, text, index)]
            if trait.unless_changed and not made and any(_changed(n, start, episode) for n in mine):
                continue  # (world33) the row is what the agent made it, not only what it was
            held: set[str] = set()
            whose: list[str] = []
            for name in mine:
                row = made[(name.table, name.key)][1] if made else start.row(name.table, name.key)
                if row is None:
                    continue
                values = _values(trait, name, row, start, episode)
                if values:
                    held |= values
                    whose.append(name.text)
            if (
                not held
                and trait.sole
                and trait.either
                and (unnamed or _inside_only(m, text, index))
                and not _said_of_a_pronoun(trait, m, text)
            ):
                # (traits43) nothing named holds it: the rows of its tables the episode added ("The agenda
                # file is about 2 KB" of the file the agent uploaded, no row of the start)
                for label, after in _added(trait.tables, start, episode):
                    values = (
                        trait.held_at(after, _Written(start, episode)) if trait.held_at else trait.held(after)
                    )
                    if values:
                        held |= values
                        whose.append(label)
            if not held or trait.agreed(value, frozenset(held)):
                continue
            said = next((g for g in m.groupdict().values() if g and g.strip()[:1].isalnum()), m.group())
            if made and any(trait.said(x) == value for t in episode.texts for x in trait.pattern.finditer(t)):
                continue  # (traits45) a row the episode made: only a told text saying it grounds it
            if not made and _grounded(trait, said, value, mine, index, episode):
                continue
            rows_said = ", ".join(dict.fromkeys(whose))
            out.append(
                TraitSlip(m.group(), trait.name, rows_said, tuple(sorted(held)), trait.either, bool(made))
            )
    return out
