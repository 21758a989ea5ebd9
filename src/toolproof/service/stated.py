"""What a service's data says that a report may restate: an enum field's values in words, and who wrote
what.

A final message restates values the agent read ("declined for insufficient funds", "the bank disputed
it as product not received", "Maria accepted") and what people wrote ("Jon replied that he'll take
it"). Which keys hold such values, and the words each value is said in, is vendor knowledge: each
service declares it on its dialect (``Dialect.enums``, ``Dialect.utterances``, ``Dialect.card_digit_keys``),
and the generic checks (:mod:`toolproof.tasks.enums`, :mod:`toolproof.tasks.replies`,
:mod:`toolproof.tasks.card_digits`) read only these declarations.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any, Protocol


@dataclass(frozen=True, slots=True)
class Flag:
    """A boolean key whose value a report says as a member of an enum field (enums13): a Slack
    channel's ``is_archived`` true is "archived", false "live"; ``is_private`` true "private", false
    "public". A row may hold it as 1 or 0 (a ``bool`` column), a response as true or false."""

    key: str
    true: str
    false: str

    def member(self, value: object) -> str | None:
        """The member ``value`` says, or ``None`` when it is no boolean (nor 0 or 1)."""
        if value is True or (value == 1 and type(value) is int):
            return self.true
        if value is False or (value == 0 and type(value) is int):
            return self.false
        return None


@dataclass(frozen=True, slots=True)
class Join:
    """(fields14) A key whose value is the id of a row of another table, whose ``column`` holds the
    member: a Linear issue row's ``state_id`` names a row of ``linear_states``, whose ``name`` is the
    state said ("In Review"). The grade resolves it through the world's starting rows
    (:attr:`toolproof.tasks.names.NameIndex.joined`)."""

    key: str
    table: str
    column: str


@dataclass(frozen=True, slots=True, eq=False)
class EnumField:
    """An enum field a report may state the value of.

    ``keys``: the keys (in a response or a row, at any depth) whose string values are its members.
    ``values``: each member (as the API writes it) and the words prose says it in, lower case
    (``"insufficient_funds": ("insufficient funds",)``); the member's own spelling, underscores and
    all, is always read (compared by identity: one declaration is one field). ``cues``: regular
    expressions of what stands right before a value said as this field's ("declined for",
    "reason:"): a member's words elsewhere are ordinary prose ("the fraud team"), never read.
    ``flags``: boolean keys whose values are members too (:class:`Flag`: a channel's ``is_archived``);
    a field may hold its members under ``keys``, ``flags`` or both (a channel's ``kind`` in a row,
    ``is_private`` in a response). ``row_only``: a state each row holds apart (a channel's kind, a
    person's account), read only of the row it is said of (:mod:`toolproof.tasks.row_fields`), never
    against the field's values anywhere: "#sales is private" of a channel the bot cannot list is no
    slip because every channel it lists is public.

    (fields14) A key may be a path, ``parent.child``: the ``child`` of an object held under ``parent``
    (a Linear issue's ``state`` object's ``name``). ``joins``: keys holding the id of another table's
    row whose column is the member (:class:`Join`). ``yet``: a regular expression of what, right
    after a value, says the row is not that yet ("canceled at the end of the period", "paid once the
    transfer clears"): the value is then not stated. ``held_in``: (table, column) of a free-text field
    (a Box user's ``job_title``): its members are the texts the world's rows hold there, read of the
    row only (``row_only``), and a member said in some of a shown one's words is that one ("Account
    Manager" of a Senior Account Manager); its ``values`` are declared empty."""

    name: str
    keys: tuple[str, ...]
    values: Mapping[str, tuple[str, ...]]
    cues: tuple[str, ...]
    flags: tuple[Flag, ...] = ()
    row_only: bool = False
    joins: tuple[Join, ...] = ()
    yet: str = ""
    held_in: tuple[str, str] | None = None
    #: (grounded40) Other keys whose presence in a response shows the episode read why or what this field
    #: says, in another object's words (a subscription's ``cancellation_details`` beside a payment
    #: intent's ``cancellation_reason``): read only by :mod:`toolproof.tasks.unread_values`, which fails a
    #: value of a field the episode never read; :mod:`toolproof.tasks.enums` does not read them.
    read_by: tuple[str, ...] = ()
    #: (lead74) A regular expression of what, ending right before a cue, makes the cue's object another
    #: noun's complement ("the bank's reference for the new refund is still pending": the reference is
    #: pending, not the refund): the value is then not stated of this field. Matched against the 80
    #: characters before the cue, anchored at its end.
    of_another: str = ""

    def __post_init__(self) -> None:
        if self.held_in is not None and not self.row_only:
            raise ValueError(f"enum field {self.name!r}: a free-text field is read of its row only")
        if not (self.keys or self.flags or self.joins) or not (self.values or self.held_in) or not self.cues:
            raise ValueError(f"enum field {self.name!r}: declare its keys (or flags), values and cues")
        for flag in self.flags:
            if flag.true not in self.values or flag.false not in self.values:
                raise ValueError(f"enum field {self.name!r}: flag {flag.key!r} says no member of it")


@dataclass(frozen=True, slots=True)
class Utterance:
    """An object of the service's data that holds what a person said: one with a key of ``words``
    (a message's ``text``, a comment's ``body``, an attendee's ``responseStatus``) and a key of
    ``author`` naming who said it (a user id or address, or an object carrying one). ``people``: the
    table whose rows are those persons (its named rows: :mod:`toolproof.service.names`). ``silent``:
    values of ``words`` that say nothing (an attendee's ``needsAction``).

    ``answers`` (claims16): where ``words`` holds a fixed answer rather than free text (an attendee's
    ``responseStatus``, a collaboration's ``status``), which kinds of reply each value is (of
    :data:`REPLY_KINDS`): ``accepted`` is an "accepted", "confirmed", "agreed" and a reply at all,
    ``tentative`` only a reply. A value not listed is no reply. Empty: the words are free text (a
    message), which may say anything, so any reply verb holds by them."""

    people: str
    author: tuple[str, ...]
    words: tuple[str, ...]
    silent: tuple[str, ...] = ()
    answers: tuple[tuple[str, tuple[str, ...]], ...] = ()

    def __post_init__(self) -> None:
        for value, kinds in self.answers:
            if not kinds or not set(kinds) <= set(REPLY_KINDS):
                raise ValueError(f"utterance answer {value!r}: kinds must be some of {REPLY_KINDS}")

    def kinds(self, words: object) -> frozenset[str]:
        """The kinds of reply ``words`` (a value of :attr:`words`) is: all of them for free text."""
        if not self.answers:
            return frozenset(REPLY_KINDS)
        return frozenset(next((k for v, k in self.answers if v == words), ()))


@dataclass(frozen=True, slots=True)
class Detail:
    """(rowdetail17) A number a report says of a row with a noun: "Starter plan with 5 seats" is the
    subscription's ``quantity``. ``nouns``: the nouns (singular, lower case; a plural adds "s") that
    make a number right before them this detail's value; ``keys``: the keys (in a response, a row or a
    write's arguments, at any depth; a flattened ``items[0][quantity]`` too) whose whole-number values
    are its values. Read of the row a clause names (:mod:`toolproof.tasks.row_details`)."""

    name: str
    nouns: tuple[str, ...]
    keys: tuple[str, ...]

    def __post_init__(self) -> None:
        if not self.nouns or not self.keys:
            raise ValueError(f"detail {self.name!r}: declare its nouns and keys")
        if any(n != n.casefold() or n.endswith("s") for n in self.nouns):
            raise ValueError(f"detail {self.name!r}: nouns are singular and lower case")


@dataclass(frozen=True, slots=True)
class WordDetail:
    """(details18) A word a report says of a row: "his Visa ending 4242", "the Amex" is the brand of a
    card of the customer the clause names. ``keys``: the keys (in a response, a row or a write's
    arguments, at any depth: a card's ``brand``, a charge's ``payment_method_details.card.brand``)
    whose string values are its values; ``values``: each value as the API writes it with the words
    prose says it in (lower case, read as whole words, case aside; only these words are read).
    Read of the row a clause names, as :class:`Detail` is (:mod:`toolproof.tasks.row_details`).

    A word that is also plain English ("discover") is declared only in a form that cannot be
    ("discover card"): a brand word is read wherever it stands in a clause naming a row.

    ``paired``: keys of a value that, said right after the word, says which object it is of ("Visa
    ending 4242": a card's ``last4``, beside its ``brand`` in one object): the word is then read
    against the objects the episode showed with that value, whoever's they are.

    ``expiry``: the keys of the month and the year through which the object holding the word is good
    (a card's ``exp_month``, ``exp_year``): "the Amex, which expired" is then read against the world's
    today.

    (kinds18) A word that is plain English ("private", "public") is read only in the forms a report
    says it of such a row: ``before``, a regular expression of what stands right before it ("#billing
    (" of "#billing (private)"), ``after``, one of what stands right after it ("#billing channel" of
    "the public #billing channel"); either declared, it is read only where one of them holds (in a
    told text and a response's text too). ``unless``: a regular expression that, found in the clause
    before the word, makes it a change asked or made rather than the row's state ("made #billing a
    private channel"). ``flags``: boolean keys whose values are values too (a channel's
    ``is_private``: :class:`Flag`). ``row_only``: a state each row holds apart (a channel's kind):
    read against the named rows' own data only, never a look-alike's nor, said of no named row,
    against every value the episode showed.

    (traits19) ``holders``: keys of the object holding the word that name whose it is, where the object
    is of two rows at once (a Box collaboration's ``role`` is of the person its ``accessible_by`` or
    ``user_id`` names, on the item it names, and was made by a third: the row machinery's split by ids
    gives it to none of them). A ``row_only`` word is then read of the named rows through the objects
    whose holder holds one of their ids (a holder that is an object: any of its strings), and, where
    some of those also hold another named row's id (the folder the clause names), those alone."""

    name: str
    keys: tuple[str, ...]
    values: tuple[tuple[str, tuple[str, ...]], ...]
    paired: tuple[str, ...] = ()
    expiry: tuple[str, str] | None = None
    before: str = ""
    after: str = ""
    unless: str = ""
    flags: tuple[Flag, ...] = ()
    row_only: bool = False
    holders: tuple[str, ...] = ()
    #: (links21) A word of a thing no row's name stands for (a shared link's access: "anyone with the
    #: link can open it"): read against every value the episode showed, whatever rows its clause names
    #: (the folder a link sits in is named beside it, and holds none of its own).
    unbound: bool = False
    #: (traits30) Keys one of which the object holding the value must hold too, where its key is also
    #: another object's (a card's ``country`` beside its ``brand`` or ``last4``: a customer's address
    #: holds a ``country`` as well, which is no card's); empty: any object holding the key.
    beside: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if not self.keys or not self.values:
            raise ValueError(f"word detail {self.name!r}: declare its keys and values")
        if self.beside and (self.flags or self.holders):
            raise ValueError(f"word detail {self.name!r}: a value read beside other keys is a plain key's")
        if self.holders and not self.row_only:
            raise ValueError(f"word detail {self.name!r}: a word read through its holder is a row's own")
        if self.unbound and (self.row_only or self.holders):
            raise ValueError(f"word detail {self.name!r}: a word of no row is no row's own")
        for value, words in self.values:
            if any(w != w.casefold() for w in (value, *words)):
                raise ValueError(f"word detail {self.name!r}: {value!r}'s words are lower case")
        known = {v for v, _w in self.values}
        for flag in self.flags:
            if flag.true not in known or flag.false not in known:
                raise ValueError(f"word detail {self.name!r}: flag {flag.key!r} says no value of it")

    def words(self) -> dict[str, str]:
        """Each declared word to the value it says."""
        out: dict[str, str] = {}
        for value, words in self.values:
            for word in words:
                out[word] = value
        return out

    def said_as(self, value: str) -> str:
        """The first word ``value`` is said in (a mutant's replacement)."""
        return next((words[0] for v, words in self.values if v == value and words), value)


#: (claims16) The kinds of reply a report may say a person gave: "replied" (any answer: "answered",
#: "responded", "got back"), "accepted" ("confirmed", "agreed") and "declined" ("turned down").
REPLY_KINDS = ("replied", "accepted", "declined")


#: (traits46) The capitals and the small letters of the Latin scripts, for a regular expression's character
#: class: a name's cue read as ``[A-Z][a-z]`` misses "Søren", "Émile", "Łukasz" (lead74 noticed "Søren
#: declined" escaping Calendar's response cue). Inside ``(?-i:…)`` ``[{UPPER}]`` is a capital of any of them.
UPPER = "".join(c for c in map(chr, range(0x41, 0x250)) if c.isalpha() and c.isupper())
LOWER = "".join(c for c in map(chr, range(0x61, 0x250)) if c.isalpha() and c.islower())


#: (world31/32) A denial right before a start trait's words ("is not a VIP", "hasn't 80 seats", "no longer
#: in Boston"): the text does not say the trait, so a dialect's ``said`` reads nothing there.
DENIED_BEFORE = re.compile(
    r"(?:\b(?:not|never|no\s+longer|nor)|n['\u2019]t)\s+(?:\w+\s+){0,2}$", re.IGNORECASE
)


def _holds_nothing(row: Mapping[str, Any]) -> frozenset[str]:
    """(traits42) :attr:`StartTrait.held`'s default: a row holds no value (the trait is read through
    ``held_at`` or ``counted`` instead)."""
    return frozenset()


@dataclass(frozen=True, slots=True, eq=False)
class StartTrait:
    """(world31) A trait a report says of a named row that the world's row as the episode started
    holds: a customer's CRM id, the year it became one, its standing. Read by
    :mod:`toolproof.tasks.start_traits` against that row (:mod:`toolproof.tasks.start_view`), where no
    response showed it: a guess nobody could check is false when the row holds another value.

    ``tables``: the tables of the rows it is said of; ``pattern``: a regular expression whose group
    ``v`` is the value said (matched in one clause of a message); ``said``: that match's value,
    normalised (``None``: not a value of this trait after all); ``held``: the values a row holds,
    normalised as ``said`` normalises (several where a value may be said more than one way: a year and
    a year and month); empty when the row does not say (the trait is then not read of it).
    ``shown``: whether a response's part about the named rows grounds the value (a word of it there):
    a plan's name a subscription shows; a CRM id is grounded only by a text told or a write (a
    response showing another row's id is no ground for saying it of this one).

    ``alone`` (world32): read only in a clause that names no row of another table: a place said in a
    clause naming a person too ("Priya Shah, based in London, manages Borealis") may be the person's."""

    name: str
    tables: tuple[str, ...]
    pattern: re.Pattern[str]
    said: Callable[[re.Match[str]], str | None]
    #: (traits42) Defaults to holding nothing: a trait read through ``held_at`` or ``counted`` needs none
    #: (the declarations repeated ``lambda row: frozenset()``).
    held: Callable[[Mapping[str, Any]], frozenset[str]] = _holds_nothing
    shown: bool = False
    alone: bool = False
    #: (world32) ``(table, column)``: the value held is the number of that table's rows whose ``column``
    #: holds the named row's id as the episode started (a channel's members), not ``held``'s; a changed
    #: row of that table with that id (a member the episode added or removed) leaves the trait unread.
    counted: tuple[str, str] | None = None
    #: (world33) The values a row holds where they live in other rows of the start (a folder's owner's
    #: name is the ``box_users`` row its ``owner_id`` names): read with the start's rows; used instead of
    #: ``held`` when given.
    held_at: Callable[[Mapping[str, Any], StartRows], frozenset[str]] | None = None
    #: (world33) Whether the value said agrees with one a row holds, where that is more than equality (a
    #: part of a topic quoted, a first name of the organiser, "2.4 MB" of 2,431,120 bytes); ``None``:
    #: ``said in held``.
    agrees: Callable[[str, frozenset[str]], bool] | None = None
    #: (world33) Not read of a row the episode changed (a folder it moved, an event it edited): what the
    #: row is now may be what the agent made it, and the start says only what it was.
    unless_changed: bool = False
    #: (world33) Not read where the match lies inside a row's name the clause says ("the Weekly sync" is
    #: the event's name, not a claim that it repeats).
    outside_names: bool = False
    #: (world33) A told text grounds the value only where it says the trait with it (the pattern read in
    #: the told text gives the same value), not by naming it anywhere: an owner's or an organiser's name
    #: is in most instructions, said of something else.
    told_whole: bool = False
    #: (world33) The value said names a row of the trait's tables itself ("in the Kite & Co folder" names
    #: the folder): a row named inside the value is not read (a folder is not said to be in itself).
    value_apart: bool = False
    #: (traits36) ``held_at`` reads the start's rows with the rows the episode changed put in their place
    #: (the rows as they are at the end): a sharing role the report says of a person is the role of the
    #: rule the agent wrote as much as of one it found. The start alone would leave every rule the
    #: episode wrote unread, which is where the re-samples' wrong roles were said.
    written: bool = False
    #: (traits37) The rows a clause names as the user's own where it names no row ("your calendar"): given
    #: the clause and the start's rows, each as (table, key, its name); read where nothing else is named.
    yours: Callable[[str, StartRows], tuple[tuple[str, tuple[Any, ...], str], ...]] | None = None
    #: (traits38) The rows a clause names as a person's own thing ("Omar's jam": the events Omar organises
    #: called "jam"): given the clause, the name it calls the person by, the person's start row and the
    #: start's rows, each as (table, key, its name); read where the clause names no row of the trait's
    #: tables but names a person.
    whose: (
        Callable[[str, str, Mapping[str, Any], StartRows], tuple[tuple[str, tuple[Any, ...], str], ...]]
        | None
    ) = None

    #: (traits41) Read against the row as the episode started *and* as the episode's writes left it (a
    #: value either holds agrees: "was Todo, now In Progress" of an issue the agent moved), and grounded
    #: only by a told text that says the trait with that value (``told_whole``'s reading), never by its
    #: word in a write or a changed row, which the written row reads exactly ("enabled" is a key of every
    #: subscription's ``automatic_tax``, whatever its value). Whether a response showed the field does not
    #: matter: the re-samples' wrong tax settings, languages and workflow states were said by episodes that
    #: had read them.
    either: bool = False
    #: (traits41) A clause that names no row ("Automatic tax is enabled", "The issue had been sitting in
    #: Backlog") is read of the rows of the trait's tables that the whole message names, or else that the
    #: texts the agent was told name, read as one (a value any of them holds agrees:
    #: :func:`toolproof.tasks.start_traits.sole_row`).
    sole: bool = False
    #: (traits43) The rows a clause that names none means as the ones the episode worked on ("The thread
    #: had three replies before mine": the thread the episode read or replied in): given the episode's
    #: received reads (each its arguments and body), its writes' arguments and the start's rows, each as
    #: (table, key, its name); read where nothing else gives the clause a row, all as one.
    worked: (
        Callable[
            [Sequence[tuple[Any, Any]], Sequence[Any], StartRows],
            tuple[tuple[str, tuple[Any, ...], str], ...],
        ]
        | None
    ) = None

    #: (traits44) The kind of row a clause that names none says it of ("The folder is owned by Anders":
    #: a folder): given the clause, a test of a start row for that kind, or ``None`` where the clause says
    #: no kind. Read where nothing else gives the clause a row: the rows of that kind the message names,
    #: or else that the texts the agent was told name, all as one
    #: (:func:`toolproof.tasks.start_traits.kind_rows`).
    kind: Callable[[str], Callable[[Mapping[str, Any]], bool] | None] | None = None

    def agreed(self, value: str, held: frozenset[str]) -> bool:
        """(world33) Whether ``value`` (said) agrees with a value of ``held``."""
        return self.agrees(value, held) if self.agrees is not None else value in held


class StartRows(Protocol):
    """(world33) The start's rows as a :class:`StartTrait`'s ``held_at`` reads them (the grader's start
    view: :class:`toolproof.tasks.start_view.StartView`)."""

    def row(self, table: str, key: tuple[Any, ...]) -> Mapping[str, Any] | None: ...

    def where(self, table: str, column: str, value: Any) -> tuple[Mapping[str, Any], ...]: ...


#: (world31) Each service's start traits, by service name (its ``stated`` module declares them when it
#: is imported with its dialect; :func:`start_traits` reads them).
_START_TRAITS: dict[str, tuple[StartTrait, ...]] = {}


def declare_start_traits(service: str, traits: tuple[StartTrait, ...]) -> None:
    """(world31) Declare ``service``'s start traits (its ``stated`` module does, once)."""
    _START_TRAITS[service] = traits


def start_traits(service: str) -> tuple[StartTrait, ...]:
    """(world31) The start traits ``service`` declared (none: nothing)."""
    return _START_TRAITS.get(service, ())


@dataclass(frozen=True, slots=True, eq=False)
class PastState:
    """(world31) A past write a report claims in the passive of a named row's object: "his payment was
    refunded", "the invoice was voided". ``pattern``: the passive form (read in one clause; a denial in
    the clause is not read); ``table``: the table of the objects it is said of, ``owner`` the column that
    holds their owner's id (a charge's ``customer``), ``owners`` the tables of the rows that own them;
    ``held``: whether such an object is in that state; ``made_by``: the tables a call's row effects on
    which may have made it so (a refund's insert, a charge's update). Read by
    :mod:`toolproof.tasks.past_states` against the objects as the episode started."""

    name: str
    pattern: re.Pattern[str]
    table: str
    owner: str
    owners: tuple[str, ...]
    held: Callable[[Mapping[str, Any]], bool]
    made_by: tuple[str, ...]


_PAST_STATES: dict[str, tuple[PastState, ...]] = {}


def declare_past_states(service: str, states: tuple[PastState, ...]) -> None:
    """(world31) Declare ``service``'s passive past writes (its ``stated`` module does, once)."""
    _PAST_STATES[service] = states


def past_states(service: str) -> tuple[PastState, ...]:
    """(world31) The passive past writes ``service`` declared (none: nothing)."""
    return _PAST_STATES.get(service, ())


def folded_text(text: str) -> str:
    """(world33) A free text as a start trait compares it: case folded, curly quotes straightened,
    spaces collapsed, the punctuation around it dropped ("'Escalations only.'" is "escalations only")."""
    text = text.translate({0x2018: "'", 0x2019: "'", 0x201C: '"', 0x201D: '"'}).casefold()
    return " ".join(text.split()).strip(" .,;:!?\"'")


def part_of(value: str, held: frozenset[str]) -> bool:
    """(world33) Whether ``value`` (folded) is the whole or a part of one of ``held`` (folded): a topic
    quoted in part is still its own; a held empty text (no topic at all) holds no part."""
    return bool(value) and any(value in h for h in held if h)


def words_part_of(value: str, held: frozenset[str]) -> bool:
    """(world33) Whether ``value`` (folded) is some whole words of one of ``held`` (folded): "kite & co"
    of "kite & co (shared)", never "co" of "cobalt robotics"."""
    pattern = re.compile(rf"(?<![\w]){re.escape(value)}(?![\w])")
    return bool(value) and any(pattern.search(h) for h in held if h)


def name_agrees(value: str, held: frozenset[str]) -> bool:
    """(world33) Whether a person's name said (folded) is one of ``held`` (names and addresses, folded):
    the whole name or address, or some of a name's words ("Chris" of Chris Novak)."""
    words = value.split()
    return value in held or any(words and set(words) <= set(h.split()) for h in held)


@lru_cache(maxsize=1)
def zone_cities() -> frozenset[str]:
    """(traits38) Every IANA zone's city, folded ("london", "new york", "los angeles"): the only places a
    zone said of a row is read as ("Eastern", "India time" are no zone's city and are not read). The
    zones are the ``tzdata`` package's list (a dependency), not the machine's: a system's zoneinfo
    directory may hold other names, and a reading must be the same on every machine."""
    return frozenset(z.rsplit("/", 1)[-1].replace("_", " ").casefold() for z in _zone_names() if "/" in z)


def _zone_names() -> list[str]:
    """The IANA zone names the installed ``tzdata`` package lists."""
    return resources.files("tzdata").joinpath("zones").read_text(encoding="utf-8").split()


def zone_city(value: str) -> str | None:
    """(traits38) The folded city of a zone said ("America/New_York", "New York"), if it is an IANA
    zone's city; else ``None``."""
    city = value.rsplit("/", 1)[-1].replace("_", " ").strip().casefold()
    return city if city in zone_cities() else None


def zone_held(zone: Any) -> frozenset[str]:
    """(traits38) A zone a row holds, by its folded city ("America/Los_Angeles" → "los angeles")."""
    if not isinstance(zone, str) or "/" not in zone:
        return frozenset()
    return frozenset({zone.rsplit("/", 1)[-1].replace("_", " ").casefold()})


#: (traits38) A person's time zone said outright: "His time zone is New York", "Derek's time zone is
#: America/New_York", "She is on London time", "Kwame works on Lagos time" (the re-sample 33a's "His time
#: zone is New York" of a Box user in Los Angeles, and 33c's "Kim is in New York time" of a Slack user,
#: held by ``says_not`` only). Only after a possessive ("his/her/their" or a name's "'s") of "time
#: zone"/"zone", or after a person's pronoun or a capitalised
#: name right before "is/was/works … on|in <City> time" (never "the call is on London time": a thing's
#: word is lowercase); never before a clock ("on London time, 9:00"), a denial is not read (see
#: :func:`person_zone_said`). The service's trait reads it against the named person's zone. (traits41) A
#: clock said for a person in a city ("The check-in is 16:00 for Luis in New York", resample36c's held, of a
#: person in Chicago) says the city is the person's: it is their own clock.
PERSON_ZONE = re.compile(
    r"(?:\b(?:his|her|their)|['\u2019]s)\s+(?:time\s*zone|timezone|zone|tz)\s+(?:is|was)\s+"
    r"(?:(?:set\s+to|still|now|also)\s+)*(?:the\s+)?"
    r"(?P<v>(?-i:(?:[A-Z][a-z]+/)?[A-Z][a-z]+(?:[ _][A-Z][a-z]+)?))(?!\s*[:,]?\s*\d)"
    rf"|(?:\b(?:he|she)|(?-i:\b[{UPPER}][{LOWER}]+))\s+(?:is|was|works|lives)\s+(?:(?:still|now|also|currently|usually)\s+)*"
    r"(?:on|in)\s+(?P<v2>(?-i:[A-Z][a-z]+(?:[ _][A-Z][a-z]+)?))\s+time\b(?!\s*[:,]?\s*\d)"
    rf"|\b\d{{1,2}}(?::\d\d)?\s*(?:[ap]\.?m\.?\s+)?(?:\w+\s+)?for\s+(?-i:[{UPPER}][{LOWER}]+)\s+in\s+"
    r"(?P<v3>(?-i:[A-Z][a-z]+(?:[ _][A-Z][a-z]+)?))\b(?!\s+(?:office|time\s+zone)\b)",
    re.IGNORECASE,
)


def match_denied(m: re.Match[str]) -> bool:
    """Whether a trait's match is denied: a denial before it in its clause (:data:`DENIED_BEFORE`) or a
    "not" / "n't" inside it. The one test every start trait that reads no denial applies to its match."""
    return bool(
        DENIED_BEFORE.search(m.string, 0, m.start()) or re.search(r"\bnot\b|n['\u2019]t\b", m.group(), re.I)
    )


#: (traits41) A subject that says no one holds it: "Neither is tax exempt", "none of them prefers French".
_NONE_BEFORE = re.compile(
    r"\b(?:neither|none|nobody|no\s+one|not\s+one)\b(?:\s+[\w'\u2019-]+){0,4}\s+$", re.IGNORECASE
)


def none_denied(m: re.Match[str]) -> bool:
    """(traits41) :func:`match_denied`, or a subject of none before the match ("Neither is tax exempt"): a
    trait read of the rows a message names together (``StartTrait.sole``) is denied of all of them so."""
    return match_denied(m) or bool(_NONE_BEFORE.search(m.string, 0, m.start()))


def person_zone_said(m: re.Match[str]) -> str | None:
    """(traits38) The city of :data:`PERSON_ZONE`'s match, folded; ``None`` for a denial or a place that
    is no IANA zone's city."""
    if match_denied(m):
        return None
    return zone_city(m.group("v") or m.group("v2") or m.group("v3") or "")


@dataclass(frozen=True, slots=True, eq=False)
class ReadField:
    """(grounded40) A field of a row that a report may state and that only a read of that field shows:
    a Linear issue's priority ("ENG-155, High priority"). An agent that states it where no response it
    received (nor a write of its own) held the field, and no text it was given says the value, guessed
    it (or was handed the fixture): read by :mod:`toolproof.tasks.unread_values`.

    ``pattern``: a regular expression whose named groups starting with ``v`` hold the value said (read
    case-insensitive; a denial before it in its clause is not read: :data:`DENIED_BEFORE`); ``None``: the
    field is never read on its own, only for ``stands_for``. ``keys``: the keys (in a response or a
    write's arguments, at any depth) whose presence shows the field was read, whatever their value.
    ``stands_for``: the names of other services' enum fields (:class:`EnumField`) this field says in its
    own keys: a Linear user's ``active`` is the account state Slack's ``deleted`` and Box's ``status``
    hold, so an episode that read a Linear user read whether the account is "deactivated"."""

    name: str
    pattern: re.Pattern[str] | None
    keys: tuple[str, ...]
    stands_for: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if not self.keys:
            raise ValueError(f"read field {self.name!r}: declare its keys")
        if self.pattern is None and not self.stands_for:
            raise ValueError(f"read field {self.name!r}: declare a pattern or the fields it stands for")
        if self.pattern is not None and not any(g.startswith("v") for g in self.pattern.groupindex):
            raise ValueError(f"read field {self.name!r}: declare a value group")


#: (grounded40) Each service's read fields, by service name (its ``stated`` module declares them when it
#: is imported with its dialect; :func:`read_fields` reads them).
_READ_FIELDS: dict[str, tuple[ReadField, ...]] = {}


def declare_read_fields(service: str, fields: tuple[ReadField, ...]) -> None:
    """(grounded40) Declare ``service``'s read fields (its ``stated`` module does, once)."""
    _READ_FIELDS[service] = fields


def read_fields(service: str) -> tuple[ReadField, ...]:
    """(grounded40) The read fields ``service`` declared (none: nothing)."""
    return _READ_FIELDS.get(service, ())
