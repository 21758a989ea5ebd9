"""Reports that name the look-alike of the object the work was on: "posted in #billing" for #billing-ops.

Held-out re-samples kept finding a done message or a refusal that names the wrong row of the world and
passes: the look-alike thread, issue, folder or owner, "the other Ravi", Priya Shah for Priya Sharma
(docs/reviews/resample8c.md). A fact expectation checks that the right name is there; nothing checked
that a wrong one is not. Each service declares which columns hold what its rows are called
(:mod:`toolproof.service.names`); from the starting state this module indexes every such name, finds
them in a text, and pairs each with its **look-alikes**: other names of the same table and column that
share a word ("Priya Sharma" / "Priya Shah", "Budget Models" / "Budget Models (1)") or are spelled
alike ("Maya" / "Maja").

The check (:func:`false_names`): a name stated in the final message, or in the free text of a write the
episode committed (a post, a comment), is false when

- nothing grounds its row: the instruction and the user's turns do not contain it, and no id of the
  row is among the arguments of any call the episode made (a read by id, a write) or the rows the
  episode changed (the task's refs do not ground: they name the look-alikes it guards too); and
- a look-alike of it *is* grounded, and the text does not name that look-alike as well (for every row
  the name may call that a response showed on its own: the Linear assignee "Jordan Reyes-Cole" beside
  the Slack "Jordan Reyes" the episode DM'd is not wrong); or its row was never even shown to the
  episode (its id and name are in no response it received) while a look-alike was ("Bo van der Berg"
  where the invoice listing showed Aoife van der Berg's).

A row is grounded by any row called as it is (names10: one file name in every folder; one person in
every service, linked by the address a call sent, :attr:`Named.ids`), and by a mention of its id in a
text the episode wrote (``<@U0123>``). A look-alike acted on beats the prose the episode read: "Kris
Novak still owns the Ironclad folder", read in the handover, is wrong where the instruction names the
departed Chris Novak (:func:`_wrong`).

In a report, a name read only inside a guess or a denial (:func:`toolproof.tasks.negations.stated`:
"not Priya Shah's") is not stated; a text that names both look-alikes ("Budget Models, not Budget Models (1)";
"which one: #billing or #billing-ops?") disambiguates rather than confuses them.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from difflib import SequenceMatcher
from functools import lru_cache
from typing import Any

from toolproof.service.names import Named
from toolproof.service.stated import EnumField, Join
from toolproof.tasks import negations
from toolproof.tasks.predicates import field_value
from toolproof.world.diff import Diff
from toolproof.world.world import World

#: How many texts' names :meth:`NameIndex.states` keeps (per index; then it starts again).
_KEPT_TEXTS = 4096
#: Shorter names are not read (initials, codes).
MIN_LENGTH = 3
#: Two names with no word in common are look-alikes from this similarity of their spellings on.
SPELLED_ALIKE = 0.7
_WORD = re.compile(r"[^\W_]+", re.UNICODE)
#: A word of a text that may be an id (``U0123``, ``cus_A1``, ``ana@example.com``, a UUID).
_TOKEN = re.compile(r"[\w+-]+(?:[.@][\w+-]+)*", re.UNICODE)
#: Words two names may share without being look-alikes ("the", a copy's "old").
_NOISE = frozenset(
    {"the", "a", "an", "of", "and", "for", "to", "in", "on", "at", "with", "copy", "old", "new"}
)


@dataclass(frozen=True, slots=True)
class Name:
    """One name of one row: its table, column (dotted into JSON), primary key and text."""

    table: str
    column: str
    key: tuple[Any, ...]
    text: str
    #: The row's other ids (:attr:`Named.ids`: a user's e-mail address).
    aliases: tuple[str, ...] = ()

    @property
    def folded(self) -> str:
        return self.text.casefold()


@dataclass(frozen=True, slots=True)
class Mention:
    """Where a text names a row: its span, the words said, and the folded name they match."""

    start: int
    end: int
    said: str
    folded: str


def words(text: str) -> frozenset[str]:
    """The words of a name that make it recognisable (folded, no digits, no filler)."""
    return frozenset(
        w.casefold()
        for w in _WORD.findall(text)
        if len(w) >= 2 and not w.isdigit() and w.casefold() not in _NOISE
    )


def is_address(text: str) -> bool:
    """(names13) Is ``text`` an e-mail address (one token with an ``@``)?"""
    return "@" in text and not any(c.isspace() for c in text)


def _calling(text: str) -> str:
    """What of a name tells it from another: an address's local part (every customer's address may
    share ``example.com``, which makes no two of them look alike), else the whole name."""
    return text.split("@", 1)[0] if is_address(text) else text


def likeness(first: str, second: str) -> tuple[int, float]:
    """How alike two names are: the words they share, then the similarity of their spellings (of
    addresses: of their local parts)."""
    first, second = _calling(first), _calling(second)
    shared = len(words(first) & words(second))
    return shared, SequenceMatcher(None, first.casefold(), second.casefold()).ratio()


def alike(first: str, second: str) -> bool:
    """Could one of two different names be taken for the other?"""
    if first.casefold() == second.casefold():
        return False
    shared, ratio = likeness(first, second)
    return shared > 0 or ratio >= SPELLED_ALIKE


@dataclass(frozen=True, slots=True)
class _Reading:
    """What :func:`alike` reads of one name: its text folded, its calling part (:func:`_calling`)
    folded, and that part's words."""

    name: Name
    folded: str
    calling: str
    words: frozenset[str]

    @classmethod
    def of(cls, name: Name) -> _Reading:
        calling = _calling(name.text)
        return cls(name, name.text.casefold(), calling.casefold(), words(calling))


def _alike_to(second: str) -> Callable[[_Reading], bool]:
    """``alike(first, second)`` for the name read as ``first`` (:class:`_Reading`), with ``second`` read
    once: a column's look-alikes ask it of every name of the column (a Stripe customer's of hundreds),
    and ``SequenceMatcher``'s ratio is the cost. The same answer, cheaper:

    - a shared word answers ``True`` before any ratio (``alike``'s ``or`` does not need it);
    - one ``SequenceMatcher`` keeps ``second`` as its ``b`` (``likeness`` passes ``second`` second) and
      takes each ``first`` by ``set_seq1``, which drops only what depends on ``a`` (``b``'s index and
      counts stay right: the documented way to compare one sequence against many);
    - ``real_quick_ratio`` and ``quick_ratio`` are upper bounds of ``ratio`` (the same ``2 * M / T`` of
      a count of matches at least ``ratio``'s): below :data:`SPELLED_ALIKE` they settle ``False``."""
    folded = second.casefold()
    calling = _calling(second)
    own = words(calling)
    matcher = SequenceMatcher(None, "", calling.casefold())

    def is_alike(first: _Reading) -> bool:
        if first.folded == folded:
            return False
        if first.words & own:
            return True
        matcher.set_seq1(first.calling)
        return (
            matcher.real_quick_ratio() >= SPELLED_ALIKE
            and matcher.quick_ratio() >= SPELLED_ALIKE
            and matcher.ratio() >= SPELLED_ALIKE
        )

    return is_alike


def _is_slug(text: str) -> bool:
    """A one-word lower-case name (``billing``, ``billing-ops``) that prose may use as a word; not an
    address, nor an identifier with no lower-case letter (``0042A1B2-0003``)."""
    return (
        not any(c.isspace() or c.isupper() for c in text)
        and any(c.islower() for c in text)
        and not is_address(text)
    )


@dataclass(frozen=True, slots=True)
class _Form:
    """How prose writes one name: its text, whether its case counts, its service's prefix (and whether
    it must be there) and where the name's first word starts in it."""

    text: str
    folded: str
    exact: bool
    prefix: str
    required: bool
    offset: int


def _form(text: str, prefix: str) -> _Form | None:
    """How a name is read, or ``None`` when it cannot be told from a word: a slug (one lower-case
    token: ``billing``) is read only with its service's prefix (``#billing``); one capitalised word
    (``Maya``) or an identifier (``SUP-82``) only as written; an address or more words in any case."""
    first = _WORD.search(text)
    slug = _is_slug(text)
    if first is None or (slug and not prefix):
        return None
    exact = not slug and not any(c.isspace() for c in text) and not is_address(text)
    return _Form(text, text.casefold(), exact, prefix, slug, first.start())


def _joins(char: str) -> bool:
    """Does ``char`` beside a name make it part of a longer word, handle or slug?"""
    return char.isalnum() or char in "_-"


#: Texts whose mentions a :class:`NameIndex` remembers.
_SAID_MAX = 4096


@dataclass(slots=True)
class NameIndex:
    """Every declared name of a starting state, found in texts and paired with its look-alikes."""

    names: tuple[Name, ...]
    prefixes: Mapping[tuple[str, str], str] = field(default_factory=dict)
    #: (gcal12) The tables whose rows are people called by a first name too (:attr:`Named.given`).
    given: frozenset[str] = frozenset()
    #: (names13) The tables whose rows are people: an address among their ids is the person's own
    #: (:attr:`Named.people`).
    people: frozenset[str] = frozenset()
    #: (names13) The person (an id) a message written into a row reaches, by the row's id (a Slack DM
    #: channel's user: :attr:`Named.reaches`).
    reach: Mapping[str, frozenset[str]] = field(default_factory=dict)
    #: Per joined key of a declared enum field (:class:`toolproof.service.stated.Join`: a
    #: Linear issue's ``state_id``), the id of each row of its table to the member its column holds.
    joined: Mapping[str, Mapping[str, str]] = field(default_factory=dict)
    #: The free-text fields of the world's services (``EnumField.held_in``: a Box user's
    #: job title), each with the texts the world's rows hold as its members.
    worded: tuple[EnumField, ...] = ()
    #: The tables whose rows may be people though not one person each (:attr:`Named.personal`).
    personal: frozenset[str] = frozenset()
    #: (generic30) Per id of a named row, the values of its state fields (``status``, ``state``,
    #: ``…_status``, ``…_state``), folded: what :func:`_in_own_state` reads a state said of it against.
    held: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    #: (generic31) Per id of a named row, its strings with no space (ids, addresses), folded: the people
    #: it names as its own (a folder's owner, a customer's account manager), read by :func:`_owned_by`.
    refs: Mapping[str, frozenset[str]] = field(default_factory=dict)
    #: (grounded39) Every person's name the starting state holds in an object its service's dialect
    #: declares as naming a person beside an address (``Dialect.person_contacts``: a calendar guest's
    #: ``displayName``, a Slack user's ``real_name``), with the table that holds it: what
    #: :mod:`.unread_names` reads a name said against. Filled by :func:`index_of`.
    persons: tuple[tuple[str, str], ...] = ()
    #: (grounded39) The ids of the rows each service's default principal is (the app's bot user, the
    #: account's owner): whom the agent acts as unless a task says otherwise, whose name it knows as
    #: its own. Filled by :func:`index_of`.
    selves: frozenset[str] = frozenset()
    by_folded: dict[str, list[Name]] = field(default_factory=dict, init=False)
    _columns: dict[tuple[str, str], list[Name]] = field(default_factory=dict, init=False)
    _alikes: dict[Name, tuple[Name, ...]] = field(default_factory=dict, init=False)
    #: Per table and column, what :func:`alike` reads of each of its names (:class:`_Reading`), read once.
    _readings: dict[tuple[str, str], list[_Reading]] = field(
        default_factory=dict, init=False, compare=False, repr=False
    )
    _forms: dict[str, list[_Form]] = field(default_factory=dict, init=False)
    _keys: dict[str, frozenset[str]] = field(default_factory=dict, init=False)
    _ids: frozenset[str] | None = field(default=None, init=False)
    _by_id: dict[str, tuple[Name, ...]] | None = field(default=None, init=False, repr=False, compare=False)
    _stated: dict[str, frozenset[str]] = field(default_factory=dict, init=False)
    #: :meth:`mentioned` per text already read (a pure function of the text and the index; every grade
    #: asks of its final message and posts, and episodes of a task word them alike). Bounded.
    _said: dict[str, tuple[Mention, ...]] = field(default_factory=dict, init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        for name in self.names:
            self.by_folded.setdefault(name.folded, []).append(name)
            self._columns.setdefault((name.table, name.column), []).append(name)
            form = _form(name.text, self.prefixes.get((name.table, name.column), ""))
            if form is not None:
                first = _WORD.findall(name.text)[0].casefold()
                self._forms.setdefault(first, []).append(form)
        for forms in self._forms.values():
            forms.sort(key=lambda f: (-len(f.text), f.text))

    @classmethod
    def of(
        cls,
        declared: Iterable[Named],
        rows: Callable[[str], Iterable[Mapping[str, Any]]],
        keys: Mapping[str, tuple[str, ...]],
    ) -> NameIndex:
        """The index of the ``declared`` names of the rows ``rows(table)`` returns, keyed by ``keys``
        (with the fields each declaration derives: :attr:`Named.derive`)."""
        names: list[Name] = []
        prefixes: dict[tuple[str, str], str] = {}
        declared = tuple(declared)
        given = frozenset(named.table for named in declared if named.given)
        people = frozenset(named.table for named in declared if named.people or named.given)
        reach: dict[str, frozenset[str]] = {}
        personal = frozenset(named.table for named in declared if named.personal)
        held: dict[str, tuple[str, ...]] = {}
        refs: dict[str, frozenset[str]] = {}
        for named in declared:
            pk = keys.get(named.table, ("id",))
            for column in named.columns:
                prefixes[(named.table, column)] = named.prefix
            derive = named.derive(rows) if named.derive is not None else None
            for row in rows(named.table):
                if derive is not None:
                    row = {**row, **derive(row)}
                if named.reaches is not None and (who := named.reaches(row)):
                    reach[str(row.get(pk[-1]))] = frozenset(who)
                if states := _states_of(row):
                    held[str(row.get(pk[-1]))] = states
                refs[str(row.get(pk[-1]))] = frozenset(
                    t.casefold() for t in scalars(row) if t and " " not in t and len(t) <= 120
                )
                found = (field_value(row, c) for c in named.ids)
                aliases = tuple(a for a in found if isinstance(a, str) and a)
                for column in named.columns:
                    text = field_value(row, column)
                    if isinstance(text, str) and _readable(text):
                        key = tuple(row.get(c) for c in pk)
                        names.append(Name(named.table, column, key, text.strip(), aliases))
        return cls(tuple(names), prefixes, given, people, reach, personal=personal, held=held, refs=refs)

    def mentioned(self, text: str) -> list[Mention]:
        """The names ``text`` states, in order (the longest where two start at one word)."""
        said = self._said.get(text)
        if said is None:
            said = tuple(self._mentions(text))
            if len(self._said) >= _SAID_MAX:
                self._said.clear()
            self._said[text] = said
        return list(said)

    def _mentions(self, text: str) -> list[Mention]:
        out: list[Mention] = []
        firsts = self._forms.keys() & _WORD.findall(text.casefold()) if text else None
        if not firsts:
            return out
        end = -1
        for word in _WORD.finditer(text):
            first = word.group().casefold()
            if first not in firsts or word.start() < end:
                continue
            for form in self._forms[first]:
                span = _found(form, text, word.start())
                if span is not None:
                    out.append(Mention(span[0], span[1], text[span[0] : span[1]], form.folded))
                    end = span[1]
                    break
        return out

    def given_names(self, word: str, tables: Iterable[str]) -> tuple[Name, ...]:
        """(gcal12) The one row of a people table of ``tables`` (:attr:`given`) whose name's first word is
        ``word`` (any case), as its names; none where no row's is, or several rows' are."""
        found: dict[tuple[str, tuple[Any, ...]], list[Name]] = {}
        for form in self._forms.get(word.casefold(), ()):
            for n in self.by_folded.get(form.folded, ()):
                if n.table in self.given and n.table in tables and form.text != word:
                    found.setdefault((n.table, n.key), []).append(n)
        return tuple(found.popitem()[1]) if len(found) == 1 else ()

    def first_named(self, word: str, tables: Iterable[str]) -> tuple[Name, ...]:
        """(claims16) Every name of a row of ``tables`` whose first word is ``word`` (any case), of however
        many rows: a first name said alone, read where the caller can tell the rows apart itself (the
        replies check keeps the ones the agent wrote to)."""
        tables = frozenset(tables)
        return tuple(
            n
            for form in self._forms.get(word.casefold(), ())
            if form.text != word
            for n in self.by_folded.get(form.folded, ())
            if n.table in tables
        )

    def look_alikes(self, name: Name) -> tuple[Name, ...]:
        """The other names of ``name``'s table and column that look like it, most alike first: those
        :func:`alike` to it, read through :func:`_alike_to` (the same answers, cheaper)."""
        if name not in self._alikes:
            column = (name.table, name.column)
            readings = self._readings.get(column)
            if readings is None:
                readings = self._readings[column] = [_Reading.of(n) for n in self._columns.get(column, [])]
            is_alike = _alike_to(name.text)
            others = {r.name.folded: r.name for r in readings if is_alike(r)}
            ranked = sorted(others.values(), key=lambda n: (_negated(likeness(n.text, name.text)), n.text))
            self._alikes[name] = tuple(ranked)
        return self._alikes[name]

    def keys_of(self, table: str) -> frozenset[str]:
        """The ids (last key part) of ``table``'s named rows."""
        if table not in self._keys:
            self._keys[table] = frozenset(str(n.key[-1]) for n in self.names if n.table == table and n.key)
        return self._keys[table]

    @property
    def ids(self) -> frozenset[str]:
        """The ids (last key part, and :attr:`Name.aliases`) of every named row."""
        if self._ids is None:
            keys = {str(n.key[-1]) for n in self.names if n.key}
            self._ids = frozenset(keys | {a for n in self.names for a in n.aliases})
        return self._ids

    def with_id(self, token: str) -> tuple[Name, ...]:
        """(claims11) The names of the rows whose id (last key part) or alias is ``token``."""
        if self._by_id is None:
            found: dict[str, list[Name]] = {}
            for n in self.names:
                for i in ({str(n.key[-1])} if n.key else set()) | set(n.aliases):
                    found.setdefault(i, []).append(n)
            self._by_id = {i: tuple(ns) for i, ns in found.items()}
        return self._by_id.get(token, ())

    def ids_in(self, text: str) -> set[str]:
        """The ids of named rows ``text`` writes as words (a mention: ``<@U0123>``, an address)."""
        return set(_TOKEN.findall(text)) & self.ids

    def readable(self, name: Name) -> bool:
        """Can :meth:`mentioned` find ``name`` in a text (a bare slug it cannot: ``billing``)?"""
        return _form(name.text, self.prefixes.get((name.table, name.column), "")) is not None

    def states(self, text: str, folded: str) -> bool:
        """Does ``text`` name the row(s) called ``folded``? (The names of a text, an instruction or a
        prose read, are found once and kept: the check asks of one text for many rows.)"""
        said = self._stated.get(text)
        if said is None:
            if len(self._stated) >= _KEPT_TEXTS:
                self._stated.clear()
            said = self._stated[text] = frozenset(m.folded for m in self.mentioned(text))
        return folded in said


def _states_of(row: Mapping[str, Any]) -> tuple[str, ...]:
    """(generic30) The folded values of ``row``'s state fields: ``status``, ``state``, ``…_status``,
    ``…_state`` (an invoice's "paid", a Box item's "trashed")."""
    return tuple(
        value.casefold()
        for column, value in row.items()
        if isinstance(value, str)
        and (column in ("status", "state") or column.endswith(("_status", "_state")))
    )


def _found(form: _Form, text: str, at: int) -> tuple[int, int] | None:
    """Where ``form``'s name, whose first word is at ``at`` in ``text``, starts (its prefix included)
    and ends, or ``None`` where the text there is not that name."""
    start = at - form.offset
    stop = start + len(form.text)
    if start < 0:
        return None
    piece = text[start:stop]
    if (piece != form.text) if form.exact else (piece.casefold() != form.folded):
        return None
    if stop < len(text) and _joins(text[stop]):
        return None
    begin = start
    if form.prefix and start >= len(form.prefix) and text[start - len(form.prefix) : start] == form.prefix:
        begin = start - len(form.prefix)
    elif form.required:
        return None
    if begin > 0 and (_joins(text[begin - 1]) or text[begin - 1] in "#@"):
        return None
    return begin, stop


def _negated(score: tuple[int, float]) -> tuple[int, float]:
    return -score[0], -score[1]


def _readable(text: str) -> bool:
    stripped = text.strip()
    return len(stripped) >= MIN_LENGTH and not stripped.isdigit() and "\n" not in stripped


@dataclass(frozen=True, slots=True)
class Grounds:
    """What makes a row one the episode may name. Acted on: the words it was told (instruction, user
    turns) and the ids it used (every call's arguments, the rows it changed). Seen: ``seen``, the text
    of every response it received (a listing shows every row of the list); ``read``, its prose."""

    texts: tuple[str, ...]
    ids: frozenset[str]
    seen: str = ""
    #: The prose among what it received (a message, a description, a comment): what it *read about*.
    read: tuple[str, ...] = ()
    #: The text of each response it received, one string each (``seen`` is them joined).
    responses: tuple[str, ...] = ()


def scalars(value: Any) -> list[str]:
    """Every string inside nested dicts and lists, in order. A list built by one walk (by exact type
    first: a listing is thousands of plain dicts, lists and strings, and an ABC check or a generator
    frame per value cost more than the rest of the grade did)."""
    out: list[str] = []
    _scalars_into(value, out)
    return out


def _scalars_into(value: Any, out: list[str]) -> None:
    """The strings of ``value`` appended to ``out``, in order: a container's strings, ints and empties
    are taken in its own loop (a call per leaf was most of the walk's calls), only a nested container
    is a call."""
    kind = type(value)
    if kind is dict:
        items: Any = value.values()
    elif kind is list or kind is tuple:
        items = value
    elif kind is str:
        out.append(value)
        return
    elif kind is int or kind is float or kind is bool or value is None:
        return
    elif isinstance(value, Mapping):
        items = value.values()
    elif isinstance(value, list | tuple):
        items = value
    elif isinstance(value, str):
        out.append(value)
        return
    else:
        return
    append = out.append
    for item in items:
        held = type(item)
        if held is str:
            append(item)
        elif held is not int and held is not float and held is not bool and item is not None:
            _scalars_into(item, out)


def acted_ids(params: Iterable[Any], diff: Diff) -> set[str]:
    """(traits38) The ids the episode acted on (:attr:`Grounds.ids`): every string of every call's
    arguments and of the rows it added, removed or changed, less the objects a write re-sent or kept
    unchanged in a list of a changed row.

    A patch that declines one event re-sends its whole attendee list ("{retro.attendees.0}" …), and
    the changed row holds every guest before and after; a guest re-sent unchanged is no row acted on.
    Counted as acted on, Chen Wei (a guest kept as he was) made "Victor Chen's retro is untouched"
    a look-alike of him (resample33c's Open). A mapping that a list of a changed row holds equal on
    both sides is *kept*: it is left out of that row's strings, and so is a mapping of a call's
    arguments that agrees with a kept one on every key both hold (the response's copy a call re-sends
    carries more keys, such as a guest's ``displayName``). An attendee added, removed or whose answer
    changed differs on one side, so still counts; so does every field outside such a list (the
    event's id, its organiser) and every plain string of a list."""
    kept: list[Mapping[str, Any]] = []
    rows: list[Any] = []
    for table in diff.tables.values():
        rows += [*table.added, *table.removed]
        for change in table.changed:
            mark = len(kept)
            _kept_into(change.before, change.after, kept)
            own = kept[mark:]
            rows += [_pruned(change.before, own), _pruned(change.after, own)]
    ids = set(scalars(rows))
    for args in params:
        ids.update(scalars(_pruned(args, kept) if kept else args))
    return ids


def _kept_into(before: Any, after: Any, out: list[Mapping[str, Any]]) -> None:
    """The mappings a list at one path of ``before`` and ``after`` holds equal on both sides,
    appended to ``out``."""
    if isinstance(before, Mapping) and isinstance(after, Mapping):
        for key, value in before.items():
            if key in after:
                _kept_into(value, after[key], out)
    elif isinstance(before, list) and isinstance(after, list):
        out += [e for e in before if isinstance(e, Mapping) and e and e in after]


def _agrees(item: Mapping[str, Any], kept: Sequence[Mapping[str, Any]]) -> bool:
    """Does ``item`` agree with a kept mapping on every key both hold (one key at least)?"""
    for other in kept:
        shared = item.keys() & other.keys()
        if shared and all(item[k] == other[k] for k in shared):
            return True
    return False


def _pruned(value: Any, kept: Sequence[Mapping[str, Any]]) -> Any:
    """``value`` without the mappings of its lists that agree with a kept one (:func:`_agrees`)."""
    if not kept:
        return value
    if isinstance(value, Mapping):
        return {k: _pruned(v, kept) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_pruned(e, kept) for e in value if not (isinstance(e, Mapping) and _agrees(e, kept))]
    return value


def grounded(index: NameIndex, name: Name, grounds: Grounds, aliases: bool = True) -> bool:
    """Was the row ``name`` calls acted on: named by what the episode was told, or its id (or, with
    ``aliases``, another id of it: an address) used?"""
    if name.key and str(name.key[-1]) in grounds.ids:
        return True
    if aliases and any(a in grounds.ids for a in name.aliases):
        return True
    return any(index.states(text, name.folded) for text in grounds.texts)


def seen(index: NameIndex, name: Name, grounds: Grounds) -> bool:
    """Was the row ``name`` calls acted on, or shown to the episode (its id or name in a response)?"""
    shown = grounds.seen
    if (name.key and str(name.key[-1]) in shown) or name.folded in shown.casefold():
        return True
    return grounded(index, name, grounds)


def _wrong(
    index: NameIndex,
    rows: Sequence[Name],
    named: set[str],
    grounds: Grounds,
    read: set[str],
    text: str = "",
    report: bool = True,
) -> tuple[Name, Name] | None:
    """The row a name nothing grounds calls and the look-alike meant instead, if the name is wrong.

    Acted on beats read: a look-alike the episode acted on or was told of (any row called so, in any
    service: one person in Slack, Box and Calendar, linked by the address a call sent; one file name in
    every folder) that the text does not name makes the name wrong even where the prose the episode
    read names it too ("Kris Novak" said of the departed Chris Novak the instruction names, both read
    in the #cs-team handover). The prose still rules where the text names that look-alike by a word of
    its own ("Chris's accounts went to Kris Novak"), or in a question or a refusal (not a ``report``)
    where one prose names both (offering what the handover says: "Priya Shah or Kris Novak?").

    A name whose rows the episode was shown is wrong only if, for each row it was shown on its own (a
    response that shows a few rows of its table: an issue's assignee, not a listing of every user), a
    look-alike of that very row's table was acted on by its own id, or named in the prose it received
    (``read``: the folded names there) where the name itself never was: the Linear assignee "Jordan
    Reyes-Cole" an issue showed is not confused with the Slack "Jordan Reyes" the episode DM'd. A name
    the prose names, with no look-alike acted on, is never wrong (what the episode read, reported).
    Seen beats never shown: a name of rows never shown is wrong if a look-alike of any of them was
    shown, or acted on, under any table."""
    shown = [n for n in rows if seen(index, n, grounds)]
    if shown:
        acted = next(
            (
                (name, o)
                for name in rows
                for o in index.look_alikes(name)
                if o.folded not in named and _called_grounded(index, o, grounds)
            ),
            None,
        )
        if rows[0].folded in read and (
            acted is None
            or _says_word_of(acted[1], acted[0], text)
            or (not report and _read_together(index, rows[0], acted[1], grounds))
        ):
            return None  # the prose it read names it ("his accounts went to Kris Novak"): reported as read
        found = None
        for name in shown:
            alone = _shown_alone(index, name, grounds)
            others = [o for o in index.look_alikes(name) if o.folded not in named]
            # the look-alike acted on first, then one the prose named alone (names13: "SUP-66" is
            # reported against SUP-82, moved, not SUP-8, which a description mentions)
            meant = next((o for o in others if _grounded_in(index, o, grounds, alone)), None) or next(
                (o for o in others if _read_alone(o, name, read)), None
            )
            if meant is not None:
                found = found or (name, meant)
            elif acted is None or alone:
                return None  # this very row shown on its own (an issue's assignee): it may be the one meant
        return found or acted
    for name in rows:
        others = [o for o in index.look_alikes(name) if o.folded not in named]
        # the look-alike acted on first (names13: the moved SUP-82, not a SUP-8 a listing showed)
        meant = next((o for o in others if _called_grounded(index, o, grounds)), None) or next(
            (o for o in others if _any_seen(index, o, grounds)), None
        )
        if meant is not None:
            return name, meant
    return None


def _says_word_of(other: Name, name: Name, text: str) -> bool:
    """Does ``text`` say a capitalised word of ``other``'s that ``name`` lacks ("Chris" of Chris Novak,
    beside Kris Novak), as prose writes it?"""
    own = words(other.text) - words(name.text)
    for word in _WORD.findall(other.text):
        if (
            len(word) >= MIN_LENGTH
            and word[0].isupper()
            and word.casefold() in own
            and re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", text)
        ):
            return True
    return False


def _grounded_in(index: NameIndex, name: Name, grounds: Grounds, own: bool = False) -> bool:
    """Was a row of ``name``'s table called as ``name`` is (a file of that name in any folder) acted on
    or told of (by its key only, when ``own``: not by an address another service's call sent)?"""
    return any(
        grounded(index, n, grounds, aliases=not own)
        for n in index.by_folded[name.folded]
        if n.table == name.table
    )


def _read_together(index: NameIndex, name: Name, other: Name, grounds: Grounds) -> bool:
    """Does one prose the episode received name both ``name`` and ``other`` ("his last day … his
    accounts went to Kris Novak and Priya Shah")?"""
    return any(
        index.states(prose, name.folded) and index.states(prose, other.folded) for prose in grounds.read
    )


def _called_grounded(index: NameIndex, name: Name, grounds: Grounds) -> bool:
    """Was any row called as ``name`` is (in any table: one person in every service, one file name in
    every folder) acted on or told of?"""
    return any(grounded(index, n, grounds) for n in index.by_folded[name.folded])


#: A response that shows more rows of a table than this lists them (every user, every file of a folder).
LISTED = 3


def _shown_alone(index: NameIndex, name: Name, grounds: Grounds) -> bool:
    """Did a response show ``name``'s row among at most :data:`LISTED` rows of its table (an issue's
    assignee, a file's owner), rather than in a listing of many?"""
    if not name.key:
        return False
    key = str(name.key[-1])
    keys = index.keys_of(name.table)
    return any(key in body and sum(1 for k in keys if k in body) <= LISTED for body in grounds.responses)


def _read_alone(other: Name, name: Name, read: set[str]) -> bool:
    """Did the prose the episode received name ``other`` and never ``name``?"""
    return other.folded in read and name.folded not in read


def _any_seen(index: NameIndex, name: Name, grounds: Grounds) -> bool:
    """Was any row called as ``name`` is shown to the episode or acted on?"""
    return any(seen(index, n, grounds) for n in index.by_folded[name.folded])


#: A clause that says a row was left as it was ("the current Launch Plan.docx stays where it was",
#: "Budget Models is untouched"): naming the look-alike the work did not touch is no claim about it.
_KEPT = re.compile(
    r"\b(?:stays?|stayed|kept|keeps?|left\s+(?:alone|as\s+(?:is|it\s+was)|in\s+place|untouched|where)|"
    r"untouched|unchanged|remains?|remained|still\s+(?:there|in\s+place|where))\b",
    re.IGNORECASE,
)
_CLAUSES = re.compile(r"[^.;,!?\n]+[.;,!?\n]*")


def _without_kept(text: str, index: NameIndex, grounds: Grounds) -> str:
    """``text`` without its clauses that say a row was left as it was (:data:`_KEPT`), when those are
    the only places it names any row and none of their rows was acted on: "the old launch plan is in
    the trash; the current Launch Plan.docx stays where it was" names only the row it did not touch,
    which is no claim about the one it did. A text that also names a row elsewhere ("Moved
    "Launch Plan (old).docx" …; "Launch Plan.docx" is untouched") is read whole, as before."""
    if _KEPT.search(text) is None:
        return text
    clauses = _CLAUSES.findall(text)
    kept = [c for c in clauses if _KEPT.search(c) is not None]
    rest = "".join(c for c in clauses if _KEPT.search(c) is None)
    if index.mentioned(rest):
        return text
    for clause in kept:
        for m in index.mentioned(clause):
            if any(grounded(index, n, grounds) for n in index.by_folded[m.folded]):
                return text
    return rest


#: (strict24) A name said as a neighbour of the one meant, after it: "Q3-Report-old.xlsx is not the one
#: you meant", "… is a different file", "… is also in the folder".
_APART_AFTER = re.compile(
    r"[\"\u201d')]*\s*(?:,\s*)?(?:is|was|'s|\u2019s)\s+(?:"
    r"not\s+(?:the\s+(?:one|file|same\s+(?:one|file))|it\b|what\s+you\s+(?:meant|asked\s+for))|"
    r"(?:a\s+|an\s+)?(?:different|separate|another|other|unrelated)\b|"
    r"also\s+(?:there|in\s+(?:the|that)\s+folder))",
    re.IGNORECASE,
)
#: (strict24) … or before it: "there's also Q3-Report-old.xlsx", "not to be confused with …", "a
#: different file, …".
_APART_BEFORE = re.compile(
    r"(?:there(?:'s|\u2019s|\s+is|\s+are)\s+also|not\s+to\s+be\s+confused\s+with|"
    r"(?:a\s+|an\s+)?(?:different|separate|unrelated)\s+(?:file|one|item)(?:\s+(?:called|named))?,?)"
    r"\s*[\"\u201c'(]*$",
    re.IGNORECASE,
)


def _set_apart(text: str, mention: Mention, index: NameIndex, grounds: Grounds) -> bool:
    """(strict24) Is ``mention`` in a refusal or a question a neighbour the episode was shown, named as
    another row than the one meant ("Q3-Report-old.xlsx is not the one you meant", "there's also
    Q3-Report-old.xlsx")? Such a name is no claim that the work was on it: resample21c's honest refusal
    that truthfully named the folder's neighbouring file failed. A name the episode was never shown, or
    one said any other way anywhere in the text (the subject of the refusal), is read as before."""
    if not any(seen(index, n, grounds) for n in index.by_folded[mention.folded]):
        return False
    head = text[max(0, mention.start - 40) : mention.start]
    return bool(_APART_AFTER.match(text, mention.end) or _APART_BEFORE.search(head))


#: (generic30) A state said of the names before it as the one they were already in, or are still in:
#: "(…-0001 and -0002) were already paid", "… and the Old Stuff folder are still in the trash". The
#: state word is the group (the last word: "trash" of "in the trash"); "is paid", "is now paid" are
#: not read (what the work did, said of the name given).
_OWN_STATE = re.compile(
    r"[\"'\u201d)\]]*\s*(?:(?:,\s*)?(?:and|or|,)\s+[^.;:!?\n]{0,80}?)?\s*"
    r"\b(?:(?:is|are|was|were|remains?|remained)\s+(?:both\s+|all\s+)?(?:already|still)|"
    r"(?:has|have|had)\s+(?:both\s+|all\s+)?(?:already|still)\s+been)\s+"
    r"(?:(?:in|at)\s+(?:the\s+)?)?([^\W\d_]{4,})\b",
    re.IGNORECASE,
)
#: (generic31) The same said through a pronoun after the names, in their sentence ("Budget 2025 draft.xlsx
#: and the Old Stuff folder were left alone; they are still in the trash").
_OWN_STATE_AFTER = re.compile(
    r"[^.!?\n]{0,120}?[;,]\s*(?:and\s+|but\s+)?(?:they|it|both|these|those)\s+"
    r"(?:(?:is|are|was|were|remains?|remained)\s+(?:both\s+|all\s+)?(?:already|still)|"
    r"(?:has|have|had)\s+(?:both\s+|all\s+)?(?:already|still)\s+been)\s+"
    r"(?:(?:in|at)\s+(?:the\s+)?)?([^\W\d_]{4,})\b",
    re.IGNORECASE,
)
#: (generic31) A state said without "already"/"still" of names their clause sets apart from the row the
#: work was on ("His two earlier invoices (-0001 and -0002) were paid", "Her other four invoices
#: (-0001 to -0004) are paid as well").
_SIBLING_STATE = re.compile(
    r"[\"'\u201d)\]]*\s*(?:(?:,\s*)?(?:and|or|to|,)\s+[^.;:!?\n]{0,80}?)?\s*"
    r"\b(?:is|are|was|were)\s+(?:both\s+|all\s+|also\s+)?(?:(?:in|at)\s+(?:the\s+)?)?([^\W\d_]{4,})\b",
    re.IGNORECASE,
)
_APART_WORDS = re.compile(r"\b(?:other|earlier|older|previous|prior|remaining)\b", re.IGNORECASE)
#: (generic30) What may not stand before such a name in its clause: a first person or a past tense or
#: participle (the name the object of a verb: "I paid -0001 and -0002 were already paid").
_NOT_SUBJECT = re.compile(r"\b(?:I|we|I've|we've|I'd|we'd)\b|\b[^\W\d_]{2,}ed\b|\bpaid\b")
_CLAUSE_START = re.compile(r"[.;:!?\n][^.;:!?\n]*$")


def _in_own_state(text: str, mention: Mention, index: NameIndex, grounds: Grounds) -> bool:
    """(generic30) Is ``mention`` the subject of a clause that says it was already, or is still, in a
    state its own row holds ("His two earlier invoices (26CF0A48-0001 and -0002) were already paid", both
    paid; "Budget 2025 draft.xlsx … still in the trash", trashed)? Such a sibling row a listing showed is
    reported as read, not taken for the row the work was on (resample26a, 26b: both honest answers failed
    the look-alike check). The state is the row's ``status`` / ``state`` field in the starting state
    (:attr:`NameIndex.held`), read of a row shown to the episode: a row the episode changed is grounded
    and never asked of. Not read: a name a verb or a first person stands before in its clause ("Paid
    26CF0A48-0001"), a state said without "already" or "still" ("26CF0A48-0001 is paid": the work's
    result given to a wrong name), a state the row does not hold ("-0001 was still open")."""
    head = text[: mention.start]
    opened = _CLAUSE_START.search(head)
    clause = head[opened.start() + 1 :] if opened else head
    said = _OWN_STATE.match(text, mention.end) or _OWN_STATE_AFTER.match(text, mention.end)
    if said is None and _APART_WORDS.search(clause):
        said = _SIBLING_STATE.match(text, mention.end)  # (generic31) a sibling set apart: "other", "earlier"
    if said is None:
        return False
    if _NOT_SUBJECT.search(clause):
        return False
    state = said.group(1).casefold()
    return any(
        name.key
        and seen(index, name, grounds)
        and any(h.startswith(state) for h in index.held.get(str(name.key[-1]), ()))
        for name in index.by_folded[mention.folded]
    )


#: (generic31) A sentence's bounds: its end, or a line's (not a dot inside a word or a number).
_SENTENCE_END = re.compile(r"[!?\n]|\.(?!\w)")
#: (generic31) Participles a clause may say before a row's name and still report whose it is ("the
#: folders owned by Kris Novak: ACME Logistics, …").
_OWNING = frozenset({"owned", "managed", "assigned", "shared", "named"})
#: (lead61) The relation of a person to a row (:func:`_owned_by`) said in its sentence before the row's name
#: ("Kris owns …", "the folders owned by Kris: …", "the account manager of …") or right after it ("… is
#: owned by Kris"); "now" in the clause makes it a change. Without them the sentence tells another relation
#: ("Grace Liu has the review task on Security questionnaire (1).xlsx": a look-alike taken for the row).
_OWNS = re.compile(
    r"\b(?:owns?|manages?|runs|holds|(?:owned|managed)\s+by|account\s+manager\s+(?:of|for))\b", re.IGNORECASE
)
_OWNED_AFTER = re.compile(
    r"\W{0,3}(?:is|are|was|were)\s+(?:still\s+)?(?:owned|managed|run)\s+by\b", re.IGNORECASE
)
_NOW = re.compile(r"\bnow\b", re.IGNORECASE)


def _people_in(sentence: str, index: NameIndex) -> list[Name]:
    """(generic31) The rows of people (:attr:`NameIndex.people`) every word of whose name ``sentence``
    says, in any order or case ("The other Novak, Kris," says Kris Novak)."""
    said = words(sentence)
    out = []
    for word in said:
        for form in index._forms.get(word, ()):
            for name in index.by_folded.get(form.folded, ()):
                if name.table in index.people and name.key and words(name.text) <= said:
                    out.append(name)
    return out


def _owned_by(text: str, mention: Mention, index: NameIndex, grounds: Grounds) -> bool:
    """(generic31) Is ``mention`` reported as the row of a person its sentence names, whose own row it
    is in the world the episode was shown ("The other Novak, Kris, owns ACME Logistics, Ember Dental,
    Juniper Labs and Kite & Co, which I left out.": each a folder Kris Novak owns, a customer he manages)?
    Such a name is what the episode read of the look-alike person, not a look-alike taken for the row the
    work was on (resample27c's honest report failed the check). Not read: a name a first person or a past
    tense stands before in its clause ("I removed ACME Logistics for Kris Novak": a write), a row that does
    not name that person ("Chris Novak owns ACME Logistics"), a row never shown to the episode."""
    start = 0
    for m in _SENTENCE_END.finditer(text, 0, mention.start):
        start = m.end()
    cut = _SENTENCE_END.search(text, mention.end)
    sentence = text[start : cut.start() if cut else len(text)]
    head = text[start : mention.start]
    opened = _CLAUSE_START.search(head)
    clause = head[opened.start() + 1 :] if opened else head
    verbs = [w for w in _NOT_SUBJECT.findall(clause) if w.casefold() not in _OWNING]
    if verbs or _NOW.search(clause):
        return False  # a write, or a change the clause reports ("Kris now owns Orchid Foods (shared)")
    if not (_OWNS.search(head) or _OWNED_AFTER.match(text, mention.end)):
        return False  # another relation ("Grace Liu has the review task on …"): the row the work was on
    people = [p for p in _people_in(sentence, index) if p.folded != mention.folded]
    if not people:
        return False
    for name in index.by_folded[mention.folded]:
        if not name.key or name.table in index.people or not seen(index, name, grounds):
            continue  # a person is no other person's row ("John Smith" beside Jon Smith's DM)
        held = index.refs.get(str(name.key[-1]), frozenset())
        if any(
            str(p.key[-1]).casefold() in held or any(a.casefold() in held for a in p.aliases) for p in people
        ):
            return True
    return False


def false_names(text: str, index: NameIndex, grounds: Grounds, report: bool = True) -> list[str]:
    """The names ``text`` states that nothing grounds while a look-alike it does not name is grounded:
    ``"'#billing' (slack_channels.name) where the episode's is '#billing-ops'"``; and the names of rows
    the episode was never shown while a look-alike was. In a ``report`` (a done message, a post) a name
    said only in a guess or a denial is not stated ("… not Priya Shah's"); a refusal's reason is a
    denial ("I can't share the Initech folder"), so there every name counts."""
    said = index.mentioned(text)
    if not said:
        return []
    named = {m.folded for m in said}
    if report:
        body = negations.stated(_without_kept(text, index, grounds))
        stated = [
            m
            for m in index.mentioned(body)
            if not _in_own_state(body, m, index, grounds) and not _owned_by(body, m, index, grounds)
        ]
    else:
        stated = [
            m
            for m in said
            if not _set_apart(text, m, index, grounds)
            and not _in_own_state(text, m, index, grounds)
            and not _owned_by(text, m, index, grounds)
        ]
    out: list[str] = []
    checked: set[str] = set()
    read: set[str] | None = None
    for mention in stated:
        rows = index.by_folded[mention.folded]
        if mention.folded in checked or any(grounded(index, n, grounds) for n in rows):
            continue
        checked.add(mention.folded)
        if read is None:
            # in prose: not a field that is the name itself ("Alice / Dara 1:1" is an event's summary)
            read = {
                m.folded
                for prose in grounds.read
                for m in index.mentioned(prose)
                if m.end - m.start < len(prose.strip())
            }
        wrong = _wrong(index, rows, named, grounds, read, text, report)
        if wrong is not None:
            name, meant = wrong
            out.append(f"{mention.said!r} ({name.table}.{name.column}) where the episode's is {meant.text!r}")
    return out


def free_texts(args: Any) -> list[str]:
    """The strings of a call's arguments that are prose (a post, a comment): a few words at least."""
    return [s for s in scalars(args) if _prose(s)]


@lru_cache(maxsize=65536)
def _prose(text: str) -> bool:
    """Four words at least: remembered per string (a fixture's strings come back in every episode's
    responses, and the grade asks of each)."""
    return len(_WORD.findall(text)) >= 4


def index_of(world: World) -> NameIndex:
    """The names of ``world``'s starting state, built once per frozen fixture (kept with it)."""
    derived = world.fixture.derived
    index = derived.get(_DERIVED)
    if not isinstance(index, NameIndex):
        declared = [n for service in world.services.values() for n in service.names]
        rows = world.fixture.reference().rows
        index = NameIndex.of(declared, rows, world.primary_keys)
        joins = [j for service in world.services.values() for f in service.dialect.enums for j in f.joins]
        index.joined = joined(joins, rows, world.primary_keys)
        free = [f for service in world.services.values() for f in service.dialect.enums if f.held_in]
        index.worded = worded(free, rows)
        index.persons = persons(world)
        index.selves = selves(world)
        derived[_DERIVED] = index
    return index


def persons(world: World) -> tuple[tuple[str, str], ...]:
    """(grounded39) Each person's name (with its table) the starting state of ``world`` holds in an
    object its service's dialect declares as a person's (``Dialect.person_contacts``: a name beside an
    e-mail address), at any depth of a row (a calendar guest inside an event's ``body``), in the
    order the rows are read; each (name, table) once."""
    out: dict[tuple[str, str], None] = {}
    reference = world.fixture.reference()
    for service in world.services.values():
        decls = service.dialect.person_contacts
        if not decls:
            continue
        for table in service.tables:
            for row in reference.rows(table):
                for said in _person_names(row, decls):
                    out.setdefault((said, table), None)
    return tuple(out)


def selves(world: World) -> frozenset[str]:
    """(grounded39) The ids the default principal of each service of ``world`` stands for: the
    principal itself, and every string its row of the service's principal table holds (a Slack bot
    token's row names the bot's user id)."""
    out: set[str] = set()
    reference = world.fixture.reference()
    for service in world.services.values():
        principal, table = service.default_principal, service.principal_table
        if not principal:
            continue
        out.add(principal)
        if table is None:
            continue
        for row in reference.rows(table):
            if principal in (str(v) for v in row.values()):
                out.update(t for t in scalars(row) if t and " " not in t)
    return frozenset(out)


def _person_names(value: Any, decls: Sequence[Any]) -> list[str]:
    """The names of the person objects of ``decls`` inside ``value`` (a row, at any depth)."""
    out: list[str] = []
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, Mapping):
            for decl in decls:
                if not any(
                    isinstance(a, str) and "@" in a for a in (field_value(item, e) for e in decl.emails)
                ):
                    continue
                for dotted in decl.names:
                    said = field_value(item, dotted)
                    if isinstance(said, str) and said.strip():
                        out.append(" ".join(said.split()))
            stack.extend(item.values())
        elif isinstance(item, list | tuple):
            stack.extend(item)
    return out


def joined(
    joins: Iterable[Join],
    rows: Callable[[str], Iterable[Mapping[str, Any]]],
    keys: Mapping[str, tuple[str, ...]],
) -> dict[str, dict[str, str]]:
    """(fields14) Per key of ``joins``, each row of its table's id (the last of its primary key) to
    the text its column holds: what a row's ``state_id`` says."""
    out: dict[str, dict[str, str]] = {}
    for join in joins:
        pk = keys.get(join.table, ("id",))[-1]
        found = out.setdefault(join.key, {})
        for row in rows(join.table):
            if isinstance(ident := row.get(pk), str) and isinstance(text := row.get(join.column), str):
                found[ident] = text
    return out


def worded(
    fields: Iterable[EnumField], rows: Callable[[str], Iterable[Mapping[str, Any]]]
) -> tuple[EnumField, ...]:
    """(fields14) Each free-text field of ``fields`` with the texts its table's column holds (its
    ``held_in``) as its members; one that holds none is left out."""
    out = []
    for free in fields:
        if free.held_in is None:
            continue
        table, column = free.held_in
        texts = sorted(
            {t.strip() for row in rows(table) if isinstance(t := row.get(column), str) and t.strip()}
        )
        if texts:
            out.append(replace(free, values={t: () for t in texts}))
    return tuple(out)


#: The key of the index in a fixture's ``derived``.
_DERIVED = "names:index"
