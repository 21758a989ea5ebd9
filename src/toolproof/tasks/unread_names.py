"""(grounded39) A person's name that nothing the episode was given shows: a guess, or the fixture's.

Stop 67 found reference answers stating what their own episode never received: company-renewal.
move-driftwood-off-departed's oracle and ten alternates said "Sam O'Connor" where the episode shows only
``sam@driftwood.example``. The look-alike check (:mod:`.names`) fails a name whose *look-alike* was
grounded; nothing failed a person's name that no text of the episode showed at all. An agent that says
one is guessing from nothing (or was handed the fixture), and a wrong agent could pass by naming the
right person by luck.

The check (:func:`unread_people`): a person of the world (a row of a table its service declares as
people, or as rows that may be people: :attr:`toolproof.service.names.Named.people` / ``personal``,
read through the world's :class:`~toolproof.tasks.names.NameIndex`) named in the final message or in a
post the episode wrote, by a full name of two words or more ("Sam O'Connor") or by a surname alone
("O'Connor's ticket"), fails when no text the episode was given shows it:

- the task's instruction and policy, and the user's turns of a conversation;
- every response the agent received (a read's whole body; an error's body); a write's response
  without what the write itself sent (a posted text echoed back shows only what the agent wrote: a name
  the agent wrote in an earlier call is not grounded by that alone).

What counts as shown (each decided so no honest report fails):

- the name as a whole, case and accents as the world spells them but any case ("sam o'connor"), curly
  or straight apostrophes alike, at word boundaries;
- its parts in fields of their own (a profile's ``first_name`` "Sam" and ``last_name`` "O'Connor");
- an e-mail address whose local part spells it ("sam.oconnor@…", "sam_o.connor@…": the same letters
  in order), or a field of one word that does (a Slack handle "ops-assistant", a login "wei.chen"):
  it tells the reader the person's name, capitals aside. ``sam@…`` gives the first name only, so
  "Sam O'Connor" is not shown by it;
- a surname alone: the word anywhere in what was shown (any case), or inside an address's local part
  ("soconnor@").

The agent's own names are known to it: those of each service's default principal (the app's bot,
"Ops Assistant") and of whom a call acted as (a task's ``acts_as``).

Not read: a first name alone ("Sam": first names are shared and the instruction often gives one; the
claimed-write and look-alike checks read them), a name that is an address, a one-word name, a surname
that is also the first word of any declared name of the world (Chen, of Chen Wei) or a word of a name
of a row that is no person (a project "Whitaker migration"), and a look-alike spelled otherwise
("Maria Garcia" is María García's look-alike, another row: :mod:`.names` reads that).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from toolproof.tasks.names import NameIndex, free_texts, is_address, scalars
from toolproof.world.ledger import LedgerEntry

#: A word of a text as a surname is written: letters, then letters, digits, apostrophes or hyphens.
_SAID_WORD = re.compile(r"(?<![\w'’-])[^\W\d_][\w'’-]*")
#: A possessive or a closing apostrophe after a name ("O'Connor's", "Reyes'").
_POSSESSIVE = re.compile(r"(?:['’]s|['’])$")
#: Where a word starts (a full name's first word).
_WORD_START = re.compile(r"(?<![\w'-])[^\W\d_][\w'-]*")
#: The local part of an e-mail address in a text.
_LOCAL_PART = re.compile(r"([\w.+'’-]+)@[\w-]+(?:\.[\w-]+)+")
#: The longest field read as a handle that may spell a name.
_HANDLE_MAX = 64
#: A surname shorter than this is not read alone.
_MIN_SURNAME = 3
#: How many name indexes :func:`_people_of` keeps what it read of (one per fixture in a run).
_KEPT = 64


def fold(text: str) -> str:
    """``text`` as names are compared: NFC, case folded, curly apostrophes straight.

    (perf49) An ASCII text is its own NFC, holds no curly apostrophe, and ``casefold`` of it is ``lower``
    (case folding differs from lowering only outside ASCII): most shown texts are, and :meth:`Shown.of`
    folds every one (over half a million a worker's pass), so those take ``lower`` alone."""
    if text.isascii():
        return text.lower()
    return unicodedata.normalize("NFC", text).casefold().replace("’", "'").replace("‘", "'")


def letters(text: str) -> str:
    """The letters of ``text``, folded, in order (what an address's local part can spell)."""
    return "".join(c for c in fold(text) if c.isalpha())


@dataclass(frozen=True, slots=True)
class _People:
    """What one name index holds of people: each full name folded, by its first word folded (to the
    name as the world spells it and where it is held), and the surnames read alone, as written."""

    by_first: dict[str, tuple[tuple[str, str], ...]]
    surnames: dict[str, tuple[tuple[str, str], ...]]


_PEOPLE: dict[int, tuple[NameIndex, _People]] = {}


def _people_of(index: NameIndex) -> _People:
    """The people of ``index`` (:class:`_People`), read once per index: the names of its people tables
    (:attr:`NameIndex.people`, ``personal``) and of the person objects its rows hold
    (:attr:`NameIndex.persons`), of two words or more, none an address."""
    kept = _PEOPLE.get(id(index))
    if kept is not None and kept[0] is index:
        return kept[1]
    tables = index.people | index.personal
    found = [(n.text, n.table) for n in index.names if n.table in tables] + list(index.persons)
    by_first: dict[str, dict[tuple[str, str], None]] = {}
    by_surname: dict[str, dict[tuple[str, str], None]] = {}
    for text, table in found:
        parts = text.split()
        if is_address(text) or len(parts) < 2 or not any(c.isalpha() for c in parts[0]):
            continue
        by_first.setdefault(fold(parts[0]), {})[(text, table)] = None
        surname = parts[-1]
        # a row that may be a company (a Stripe customer: "Juniper Labs") has no surname
        if table not in index.personal and len(surname) >= _MIN_SURNAME and surname[:1].isupper():
            by_surname.setdefault(surname, {})[(text, table)] = None
    # a surname that starts any name, or is a word of a name of a row that is no person, is read as
    # that row's (or as a word) rather than alone as a person's
    firsts = {n.text.split()[0] for n in index.names if n.text.split()} | {t.split()[0] for t, _ in found}
    others = {w for n in index.names if n.table not in tables for w in n.text.split()}
    surnames = {s: tuple(ns) for s, ns in by_surname.items() if s not in firsts and s not in others}
    people = _People({k: tuple(v) for k, v in by_first.items()}, surnames)
    if len(_PEOPLE) >= _KEPT:
        _PEOPLE.clear()
    _PEOPLE[id(index)] = (index, people)
    return people


class Shown:
    """Everything the episode was given, as :func:`unread_people` reads it: the texts folded into one,
    every scalar folded (a field holds a name's part), and the letters of every address's local part.

    Built for every episode whose words could name someone, so only the joined text is made at once: the
    fields and the local parts are made the first time a name is not found in the text (stop 68: making
    the letters of every short scalar up front was half of a fresh grade's time)."""

    __slots__ = ("_fields", "_folded", "_kept", "_locals", "text")

    def __init__(self, kept: list[str], folded: list[str]) -> None:
        self.text = "\n".join(folded)
        self._kept = kept
        self._folded = folded
        self._fields: frozenset[str] | None = None
        self._locals: frozenset[str] | None = None

    @classmethod
    def of(cls, texts: Iterable[str]) -> Shown:
        kept = [t for t in texts if t]
        # :func:`fold`, its ASCII case inline (no call per text)
        return cls(kept, [t.lower() if t.isascii() else fold(t) for t in kept])

    @property
    def texts(self) -> list[str]:
        """(grounded40) Each text shown, folded, apart: what :mod:`.unread_values` reads a title said of
        a person in (the title and the person in one text)."""
        return self._folded

    @property
    def fields(self) -> frozenset[str]:
        """Every scalar shown, folded and stripped."""
        if self._fields is None:
            self._fields = frozenset(f.strip() for f in self._folded)
        return self._fields

    @property
    def locals(self) -> frozenset[str]:
        """The letters of every address's local part shown, and of every handle or login shown as a field
        of its own ("ops-assistant", "wei.chen"): what can spell a name."""
        if self._locals is None:
            kept = self._kept
            found = {letters(m.group(1)) for t in kept for m in _LOCAL_PART.finditer(t)}
            found |= {letters(t) for t in kept if len(t) <= _HANDLE_MAX and not any(c.isspace() for c in t)}
            self._locals = frozenset(found)
        return self._locals

    def shows(self, name: str) -> bool:
        """Does what was shown show the full ``name``?"""
        said = fold(name)
        if _has(self.text, said):
            return True
        first, _, rest = said.partition(" ")
        if first in self.fields and rest in self.fields:
            return True
        return letters(name) in self.locals

    def shows_surname(self, surname: str) -> bool:
        """Does what was shown hold ``surname`` as a word, or inside an address's local part?"""
        if _has(self.text, fold(surname)):
            return True
        spelled = letters(surname)
        return len(spelled) > _MIN_SURNAME and any(spelled in part for part in self.locals)


def _has(text: str, said: str) -> bool:
    """``said`` in ``text`` as whole words."""
    if said not in text:
        return False
    return re.search(r"(?<!\w)" + re.escape(said) + r"(?!\w)", text) is not None


def shown_texts(
    instruction: str, policy: str, heard: Sequence[str], ledger: Iterable[LedgerEntry]
) -> list[str]:
    """The texts the episode was given: the instruction, the policy, the user's turns, and the
    strings of every response the agent received; of a write's response, not those the write sent
    (an echo of the agent's own words shows nothing)."""
    out = [instruction, policy, *heard]
    for entry in ledger:
        response = entry.response
        if response is None or not entry.delivered or getattr(response, "transport_fault", None) is not None:
            continue
        if entry.outcome not in ("ok", "replay", "error"):
            continue
        body = getattr(response, "body", None)
        strings = scalars(body)
        if entry.writes:
            sent = set(scalars(entry.params))
            long = [s for s in sent if len(s) >= 12]
            strings = [s for s in strings if s not in sent and not any(p in s for p in long)]
        out.extend(strings)
    return out


def _full_mentions(text: str, people: _People) -> list[tuple[int, int, str, str]]:
    """Where ``text`` says a person's full name (any case, curly apostrophes alike, whole words): each
    as its span, the words said, and the name as the world spells it and its table; the longest
    name where two start at one word."""
    out: list[tuple[int, int, str, str]] = []
    folded = fold(text)
    if len(folded) != len(text):  # a fold that changed the length (ß): read the text as it is
        folded = text.lower().replace("’", "'")
    end = -1
    for word in _WORD_START.finditer(folded):
        if word.start() < end:
            continue
        names = people.by_first.get(word.group())
        if not names:
            continue
        best: tuple[str, str] | None = None
        for text_, table in names:
            said = fold(text_)
            if (best is None or len(said) > len(fold(best[0]))) and _at(folded, said, word.start()):
                best = (text_, table)
        if best is not None:
            stop = word.start() + len(fold(best[0]))
            out.append((word.start(), stop, best[0], best[1]))
            end = stop
    return out


def _at(text: str, said: str, at: int) -> bool:
    """Is ``said`` in ``text`` at ``at``, as whole words?"""
    stop = at + len(said)
    return text[at:stop] == said and (stop == len(text) or not text[stop].isalnum())


def own_names(index: NameIndex, ledger: Iterable[LedgerEntry]) -> list[str]:
    """The names of whom the agent acts as: each service's default principal
    (:attr:`NameIndex.selves`: the app's bot, "Ops Assistant") and every principal a call of the
    episode acted as (a task's ``acts_as``): the agent knows its own name."""
    ids = set(index.selves) | {e.principal for e in ledger if e.principal}
    return [n.text for i in sorted(ids) for n in index.with_id(i)]


def unread_people(text: str, index: NameIndex, shown: Shown) -> list[str]:
    """The people ``text`` names whom nothing in ``shown`` shows: each as what it says and the row."""
    people = _people_of(index)
    out: list[str] = []
    spans: list[tuple[int, int]] = []
    for start, stop, name, table in _full_mentions(text, people):
        spans.append((start, stop))
        if not shown.shows(name):
            out.append(f"{text[start:stop]!r} ({table}): no text the episode was given names them")
    if people.surnames:
        for word in _SAID_WORD.finditer(text):
            if any(start <= word.start() < stop for start, stop in spans):
                continue
            said = _POSSESSIVE.sub("", word.group()).replace("’", "'")
            named = people.surnames.get(said)
            if named and not shown.shows_surname(said):
                name, table = named[0]
                out.append(
                    f"{said!r} (the surname of {name!r}, {table}): no text the episode was given names them"
                )
    return out


def unread_verdicts(
    instruction: str,
    policy: str,
    heard: Sequence[str],
    ledger: Iterable[LedgerEntry],
    message: str,
    index: NameIndex,
) -> list[tuple[str, bool, str]]:
    """The check on one episode: the final message and every post or comment the episode committed,
    against what it was shown. One failing verdict (name, passed, detail) where a person is named that
    nothing showed; none otherwise (added only when it fails, as the grader's other text checks)."""
    ledger = list(ledger)
    posts = [t for e in ledger if e.writes and e.committed for t in free_texts(e.params)]
    if not _names_anyone(message, index) and not any(_names_anyone(p, index) for p in posts):
        return []
    shown = episode_shown(instruction, policy, heard, ledger, index)
    said = unread_people(message, index, shown)
    for post in posts:
        said += [f"post {s}" for s in unread_people(post, index, shown)]
    if not said:
        return []
    return [("names only people the episode was shown", False, "; ".join(said))]


#: (grounded40) The last episode's :class:`Shown`, with what it was made of: the grade's two readers of what
#: was shown (:func:`unread_verdicts`, :mod:`.unread_values`) make it once. The entries are kept (a reset
#: world reuses its ledger object, so the entries themselves, compared by identity, say it is the same
#: episode), with the texts and the index.
_LAST: list[tuple[tuple[LedgerEntry, ...], str, str, tuple[str, ...], NameIndex, Shown]] = []


def episode_shown(
    instruction: str, policy: str, heard: Sequence[str], entries: Sequence[LedgerEntry], index: NameIndex
) -> Shown:
    """(grounded40) What the episode was shown (:func:`shown_texts` and the agent's own names), made once per
    grade: the same entries (by identity), texts and index give the copy kept."""
    heard = tuple(heard)
    if _LAST:
        kept, ins, pol, said, idx, shown = _LAST[0]
        same = (
            idx is index
            and len(kept) == len(entries)
            and all(a is b for a, b in zip(kept, entries, strict=True))
        )
        if same and ins == instruction and pol == policy and said == heard:
            return shown
    shown = Shown.of([*shown_texts(instruction, policy, heard, entries), *own_names(index, entries)])
    _LAST[:] = [(tuple(entries), instruction, policy, heard, index, shown)]
    return shown


def _names_anyone(text: str, index: NameIndex) -> bool:
    """Could ``text`` name a person (:func:`unread_people` has something to read)? Cheap: a word that
    starts a person's full name, or one that is a surname."""
    people = _people_of(index)
    for word in _SAID_WORD.finditer(text):
        said = word.group()
        if fold(said) in people.by_first or _POSSESSIVE.sub("", said).replace("’", "'") in people.surnames:
            return True
    return False
