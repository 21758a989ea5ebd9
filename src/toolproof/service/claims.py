"""What a service's write verbs change: the declarations a done message's claimed writes are read against.

A done message may report a write the episode never made, beside the ones it did ("Booked the review,
invited Maria Garcia to it and DMed her the time", with nobody invited). The expectations of a task
check what it asked for; they cannot see a write that is *claimed* but absent. What can is the episode's
diff, once it is known what each claimed verb would have changed: an invitation is an attendee on an
event, a pin a row of the pins table, a refund a refund row. That knowledge is the vendor's, so each
service declares it here (next to its tables, like :mod:`.benign`), and the core reads it
(:mod:`toolproof.tasks.claimed_effects`).

A declaration names the phrase that claims the write (a regular expression read where a claimed write's
verb starts: ``pinned\\b``; ``added … to #channel``) and the changes any one of which makes the claim
true. Kind-level, unless the claim names its row (claims11): "cancelled Priya Sharma's subscription"
is true only where the diff holds a cancellation that refers to Priya Sharma's row (an effect's ``about``
tables say which named rows a written row may refer to), and "booked it with a Meet link" only where the
booking wrote ``conferenceData`` (a :class:`Detail`: the field a claimed word writes).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

EffectKind = Literal["added", "removed", "changed"]
#: The kinds of claimed act a write may make true (their phrases: :mod:`toolproof.tasks.acts`; ``start``
#: is made true by any change, so no write declares it).
ACT_KINDS = ("notify", "ask", "request", "invite", "waive", "share")


@dataclass(frozen=True, slots=True)
class Target:
    """(posts13) The object a written row sits on, which a claim may name by who made it: a reaction is
    on a message, and "reacted ✅ to Ana's message" is true only where that message is Ana's. The
    objects are the ones the episode read (its responses) or wrote (its diff) whose fields ``keys`` name
    hold the written row's values at the paired columns (``(("ts", "ts"),)``: the message whose ``ts``
    the reaction row holds); ``by``: their fields that hold who made them (a message's ``user``);
    ``tables``: the named rows (:mod:`toolproof.service.names`) a claim calls that maker by."""

    keys: tuple[tuple[str, str], ...]
    by: tuple[str, ...]
    tables: tuple[str, ...]


@dataclass(frozen=True, slots=True, eq=False)
class Effect:
    """One change of ``table`` that makes a claimed write true.

    ``added``/``removed``: a row of the table; with ``fields``, only one that holds a non-empty value at
    one of them (an event added *with attendees*). ``changed``: a row with a change at or under one of
    ``fields`` (any change with none). ``where``: the row (after the change) also satisfies this task
    predicate (``{"channel": {"regex": "^D"}}``: a message in a direct-message channel)."""

    table: str
    kind: EffectKind
    fields: tuple[str, ...] = ()
    where: dict[str, Any] = field(default_factory=dict)
    #: (claims11) The tables, besides ``table``, whose named rows (:mod:`toolproof.service.names`) a
    #: claim of this write may name as its object: a written row refers to one by its key or id in any of
    #: its values (a subscription's ``customer``, a collaboration's ``item_id``, a member's ``user``).
    about: tuple[str, ...] = ()
    #: (posts13) The object the written row sits on, named by its maker ("Ana's message": :class:`Target`).
    target: Target | None = None
    #: (posts18) The tables whose named rows a claim of this write names as *where* it wrote, right after
    #: "in", "to", "into" ("posted the ask in #support"): a written row must refer to the row so named
    #: (by its key or id in any of its values). A DM claimed as posted "in #support" wrote nowhere there.
    places: tuple[str, ...] = ()
    #: (claims33) For ``changed``: only a change that drops a value the row held at one of ``fields``
    #: (a coupon removed is a discount id the subscription or customer held before and holds no more; a
    #: coupon applied where there was none drops nothing).
    dropped: bool = False


@dataclass(frozen=True, slots=True, eq=False)
class Detail:
    """(claims11) A word of a claimed write that names what it wrote: where ``phrase`` (a regular
    expression, case-insensitive) is found in the claim's clause ("with a Google Meet link", "as an
    editor"), the row written must have one of ``fields`` changed (or set, for an added row). ``says``:
    a clause (after the write's own sentence) claiming it, for the ``claims-field`` mutants."""

    phrase: str
    fields: tuple[str, ...]
    says: str
    #: (claims34) The row written (after the write) must also satisfy this task predicate: "booked room
    #: NYC-4-Hudson" is a room among the event's attendees (``resource``) or a location, not any attendee
    #: list (every booking with guests writes one).
    where: dict[str, Any] = field(default_factory=dict)
    pattern: re.Pattern[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not self.fields:
            raise ValueError(f"detail {self.phrase!r}: name the fields it writes")
        object.__setattr__(self, "pattern", re.compile(self.phrase, re.IGNORECASE))


@dataclass(frozen=True, slots=True, eq=False)
class Valued:
    """(claims12) A value a claimed write's clause names for ``field`` of the row it wrote ("added a ✅",
    "reacted with :eyes:"): ``read`` gives the values the clause names (every way the vendor spells each
    one: ``white_check_mark`` for ✅), or none when it names none; then the row written must hold one of
    them. ``says``: a sentence claiming the write with another value (``{value}``: one of ``others``
    that no written row holds), for the ``claims-value`` mutants."""

    field: str
    read: Callable[[str], frozenset[str]]
    says: str
    others: tuple[str, ...] = ()
    #: (reason25) Read in the claim's whole clause, not cut at a decimal point: a refund's reason is said
    #: after its amount ("Refunded $5.28 (reason: requested by customer)"), where the claim's clause
    #: ends at "$5" (the sentence end a dot makes); ``read`` then decides how far the value reaches.
    whole: bool = False
    #: (claims37) The table whose written rows hold ``field``: the rows of the declaration's other tables are
    #: not read against it. "I recorded the reason as fraudulent" names a refund's ``reason`` or a payment
    #: intent's ``cancellation_reason``; read on every written row, the refund's field would drop the
    #: released intent's row, which holds no ``reason`` (claims35's Left open). "" reads every row.
    table: str = ""
    #: (claims37) The written row's column that holds the id of the object whose ``field`` holds the value:
    #: "switched him to yearly" names the interval of the price a subscription item now holds (``price``),
    #: which the diff does not hold (the price row is unchanged) but the episode read (it chose the price:
    #: every id it sends was shown to it). The row is dropped where an object the episode read, of that id,
    #: holds another value; where none read shows it (a post is read without the reads) it stands.
    through: str = ""

    def __post_init__(self) -> None:
        if "{value}" not in self.says:
            raise ValueError(f"valued {self.field}: its sentence names the value with {{value}}")


#: (claims43) A description claimed written: "I updated the description with the new time" (resample38a, only
#: the times were written), "I updated the description to mention the PR" (resample36b), "added a note to the
#: event's description". Not a channel's (Slack's purpose, its own phrase). Each service whose rows carry a
#: description declares the write with its own effects (Calendar's events, Linear's issues, Box's items).
DESCRIPTION_WRITTEN = (
    r"(?:(?:updated|changed|edited|rewrote|rewritten|revised|amended|reworded|expanded)\s+"
    r"(?:the|its|their|your|his|her|this|that)\s+(?!(?:[\w'\u2019-]+\s+){0,2}?channel\b)"
    r"(?:[\w'\u2019-]+\s+){0,2}?description\b"
    r"|added\s+(?:[^\s!?;]*[^\s.!?;]\s+){0,6}?(?:to|in|into)\s+(?:the|its|their|your|his|her|this|that)\s+"
    r"(?!(?:[\w'\u2019-]+\s+){0,2}?channel\b)(?:[\w'\u2019-]+\s+){0,2}?description\b)"
)
#: (claims37) Where a denial ends: the clause's end, or "yet", "at all", "either", "today" before it; a place,
#: a person or a thing after it ("no message was posted in #general", "I didn't refund anything to Dana") says
#: what was not done there, not that nothing was.
_DENIAL_END = r"(?=\s*(?:[.!?;,:)\n\u2014\u2013]|\Z|\s-\s|\s+(?:yet|at\s+all|either|today|so\s+far)\b))"
#: (claims38) :data:`_DENIAL_END`, for a dialect's own denial pattern (Calendar's "Ingrid and Tom were not
#: notified").
DENIAL_END = _DENIAL_END


def nothing_done(participle: str, base: str, nouns: str, *, made_as: bool = True) -> str:
    """(claims37) The pattern of a report that no write of a kind was made at all, for a declaration's
    ``denied``: "Nothing was refunded", "No refund was issued", "I didn't refund anything", "I haven't posted
    any message" (``participle``: the verb as in "was refunded"; ``base``: as in "didn't refund";
    ``nouns``: what the write makes). Only a whole denial, with nothing after it but its clause's end
    (:data:`_DENIAL_END`): "no message was posted in #general" may be true beside a DM. claims36 read
    Calendar's mail so; a refund, a post and a cancellation made and denied passed (its Left open).

    (claims38) ``made_as``: whether "no <noun> was made / issued / created / processed / done" denies it too
    (a refund's, a post's); not a pin's, a share's or a delete's ("No file was created" denies no delete)."""
    done = rf"(?:{participle}|made|issued|created|processed|done)" if made_as else rf"(?:{participle})"
    return (
        rf"\bnothing\s+(?:(?:was|has\s+been|had\s+been|got)\s+)(?:actually\s+)?(?:{participle}){_DENIAL_END}"
        rf"|\bno\s+(?:{nouns})\s+(?:was|were|has\s+been|have\s+been|had\s+been|got)\s+(?:actually\s+)?{done}"
        rf"{_DENIAL_END}"
        rf"|\b(?:I|we)\s+(?:did\s+not|didn['\u2019]t|have\s+not|haven['\u2019]t|had\s+not|hadn['\u2019]t)\s+"
        rf"(?:actually\s+)?(?:{base}|{participle})\s+(?:anything|any\s+(?:{nouns})){_DENIAL_END}"
    )


@dataclass(frozen=True, slots=True)
class ClaimWords:
    """(claims39) How a report speaks of a service itself, beside its writes (:class:`ClaimedWrite`).

    ``called``: a regular expression (case-insensitive) of the names a report calls the service by
    ("Slack", "Google Calendar"): "Slack refused" names the service whose answer must have been an error
    (:mod:`toolproof.tasks.claimed_refusals`). ``unserved``: ``(kind, phrase)`` acts the vendor's real API
    makes but this double does not serve (Stripe's subscription schedules): claimed as done, they are
    false in every world, as :data:`toolproof.tasks.completion.MORE_ACTS`' are; the phrase is read where
    a claimed write's verb starts, compiled on first use into the refusal reader
    (:func:`toolproof.tasks.completion.claimed_writes`) and the done message's.

    (claims40) ``refused``: ``(phrase, operations)`` pairs, the words a report names a refused act by
    ("the refund", "to complete it", "invite her") and a regular expression of the operations
    (``stripe.refunds.create``) that act is a call of. "Stripe rejected the refund" is true only where a
    call of one of those operations was answered with an error, not any of the service's (a 429 on a
    listing): :func:`toolproof.tasks.claimed_refusals.unreceived`. A refused act no phrase names is read
    against the service's calls, as before.

    (claims40) ``responders``: ``(kind, key, beside)`` where a response of someone's is recorded in what the
    episode reads: ``kind`` is ``react`` (a reaction), ``reply`` (a message or comment) or ``answer`` (an
    approval, an invitation's answer); ``key`` the field of a read object that holds who responded (a
    reaction's ``users``, a message's ``user``); ``beside`` a field the object must hold too (``name``), or
    ``field=value|value`` a value it must hold there (an attendee's ``responseStatus=accepted|declined``).
    "Jordan Reyes reacted to the #billing post" is true only where the episode read such an object that
    names Jordan: :func:`toolproof.tasks.claimed_effects.unread_responses`. ``row_keys``: the fields that
    identify a row in what the episode reads, the first the row's own (Slack's message ``ts``; a reply's
    ``thread_ts`` names its parent's): a response to the writer's own post is read only in such an object."""

    called: str
    unserved: tuple[tuple[str, str], ...] = ()
    refused: tuple[tuple[str, str], ...] = ()
    responders: tuple[tuple[str, str, str], ...] = ()
    row_keys: tuple[str, ...] = ("id",)

    def __post_init__(self) -> None:
        re.compile(self.called, re.IGNORECASE)
        for kind, phrase in self.unserved:
            if not kind:
                raise ValueError(f"an unserved act's phrase {phrase!r} names its kind")
            re.compile(phrase, re.IGNORECASE)
        for phrase, operations in self.refused:
            re.compile(phrase, re.IGNORECASE)
            re.compile(operations)
        for kind, key, _beside in self.responders:
            if kind not in ("react", "reply", "answer") or not key:
                raise ValueError(f"a responder ({kind!r}, {key!r}) names a kind and a field")


@dataclass(frozen=True, slots=True)
class Audience:
    """Who a claimed write tells ("notified the attendees"): the people listed at ``field`` (a list of
    objects) of the rows of ``table`` the episode added or changed, each by its address at ``email`` and,
    where given, its name at ``name``. An entry flagged at one of ``skip`` (a room, the organiser) and an
    address at one of ``owners`` of the same row (the calendar's own user) is not someone told."""

    table: str
    field: str
    email: str = "email"
    name: str = ""
    skip: tuple[str, ...] = ()
    owners: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True, eq=False)
class ClaimedWrite:
    """A write a final message can claim, and the changes that make the claim true.

    ``name``: short and unique in its service (mutant ids: ``claims-write:slack.pin``). ``phrase``: a
    regular expression (case-insensitive) matched where a claimed write's verb starts. ``effects``: any
    one of them in the episode's diff makes the claim true. ``says``: a sentence claiming this write,
    which the ``claims-write`` mutants append to a done oracle's message. ``why``: what the declaration
    rests on (the vendor's behaviour). ``acts``: the kinds of act no API names (``notify``, ``ask``,
    ``request``, ``invite``: :mod:`toolproof.tasks.acts`; (claims32) ``waive``, a fee waived) this write
    makes true ("I pinged Ravi" is true where the episode wrote a Slack message), read where no
    declaration's own phrase reads the claim.
    ``words``: the columns of the rows its effects add or change that hold the writer's own words to
    people (a message's ``text``, a comment's ``body``): a post is read for claimed writes as the final
    message is (:func:`toolproof.tasks.claimed_effects.false_post_claims`).
    (claims11) ``details``: the fields some words of the claim name (:class:`Detail`). ``on``: a
    sentence claiming this write on a named row of ``on_table`` (its first effect's table unless said),
    ``{name}`` its name (the ``claims-row`` mutants: the look-alike of a row the episode wrote).
    ``counted``: whether "both …", "all three …" count rows of its effects (not where its objects are
    values inside one row: the guests of one event). ``audience``: who the claim
    says was told; (speech11) a text the episode posted through a write that notifies (``acts`` with
    ``notify``, and ``words``) that names or mentions every one of them makes it true too. (claims12)
    ``valued``: the values its clause may name for a field of the row written (:class:`Valued`).
    (claims20) ``distinct``: its phrase names a write of this service only (a Slack post, a Stripe
    refund, a Calendar e-mail), not a verb another kind of world uses for its own writes ("archived",
    "cancelled", "moved", "assigned"): claimed in a task whose world lacks this service, it is false
    (:func:`toolproof.tasks.claimed_effects.false_claims`)."""

    name: str
    phrase: str
    effects: tuple[Effect, ...]
    says: str
    why: str
    acts: tuple[str, ...] = ()
    words: tuple[str, ...] = ()
    details: tuple[Detail, ...] = ()
    on: str = ""
    on_table: str = ""
    counted: bool = True
    audience: Audience | None = None
    valued: tuple[Valued, ...] = ()
    distinct: bool = False
    #: (claims22) ``(column, form)``: the claim names people the written text must mention, each as
    #: ``form`` with their row's id (``("text", "<@{id}>")``: "tagged Ravi in #billing" is true only where
    #: a message written holds ``<@U…>`` of Ravi's user).
    mention: tuple[str, str] | None = None
    #: (claims24) The rows its clause names are what it was made *from*, not rows it wrote: "copied Order
    #: form 2025.pdf into Fjord Payments (shared)" names the source, which a copy (a new row) never
    #: refers to; only where it says the write was made (its effects' ``places``) is read by name.
    copies: bool = False
    #: (claims25) The people its clause names must be new on a row it changed: "invited Noah Kim" holds
    #: only where his address is on the event after the write and was not before (an attendee present
    #: at the start is no invitation of the episode's).
    fresh: bool = False
    #: (claims25) The column of a row it writes that names the place the row is in (Slack's message
    #: ``channel``): the people its clause says it told (:func:`toolproof.tasks.claimed_effects.addressed`)
    #: must be reached by a row it wrote itself, through that place: "told Priya Shah by
    #: DM", "sent Jordan a DM" hold only by a DM whose channel is Priya's or Jordan's (the world's own
    #: record of whom a place reaches, :attr:`toolproof.tasks.names.NameIndex.reach`, or a row the episode
    #: wrote that holds both the place and the person: a DM opened to them), not by a channel post
    #: that names them.
    direct: str = ""
    #: (claims36) A regular expression (case-insensitive) of a report that says this write was *not* made
    #: ("moved it without e-mail updates", "nobody was e-mailed"): where the episode made it, the report is
    #: false (:func:`toolproof.tasks.claimed_effects.false_denials`). Read in a sentence that reports, not in
    #: an offer, a plan, a condition or a question.
    denied: str = ""
    #: (claims38) The column of a row its denial's effects make that holds whom it reached (a Calendar mail's
    #: ``recipient``): a denial that names people ("Ingrid and Tom were not notified") is false only where
    #: such a row holds an id or an address of one of them (not the calendar's own, which the row holds too).
    denied_whom: str = ""
    #: (claims37) The changes that make a denial (``denied``) false, where ``effects`` hold more than the
    #: write denied (Stripe's cancel reads a payment intent's or an invoice's status, which a capture or a
    #: payment changes too: "Captured it; nothing was cancelled" is true); ``()``: ``effects``.
    denied_effects: tuple[Effect, ...] = ()
    #: (claims37) A regular expression (case-insensitive), matched where the claim starts, of the forms of
    #: ``phrase`` that say the state the write leaves rather than the act ("Bilal has read-only access to
    #: your calendar", "Bilal can only see your events"): said with no "now", "also", "too" or "as well", such
    #: a state may be one the world held before the episode (resample32b/traits36: Bilal's reader rule,
    #: honest, failed as a share nobody made). It stands where what the episode read shows it: an object
    #: that satisfies one of ``effects``' ``where`` and holds an id or address of each person the clause
    #: names (:func:`toolproof.tasks.claimed_effects.false_claims`); else it is read as the write.
    state: str = ""
    #: (claims45) The columns that call a row it writes by a name no people or named table holds (a Stripe
    #: price's ``nickname``): where its clause says in full such a name of an object the episode read
    #: ("archived the Pro yearly (2025) price"), a row it wrote must be called so
    #: (:func:`toolproof.tasks.claimed_effects.false_claims`); a name said of no object read stays kind-level.
    called: tuple[str, ...] = ()
    pattern: re.Pattern[str] = field(init=False, repr=False, compare=False)
    denied_pattern: re.Pattern[str] | None = field(init=False, repr=False, compare=False, default=None)
    state_pattern: re.Pattern[str] | None = field(init=False, repr=False, compare=False, default=None)

    def __post_init__(self) -> None:
        if not self.why:
            raise ValueError(f"claimed write {self.name}: say what it rests on")
        if not self.effects:
            raise ValueError(f"claimed write {self.name}: name the changes that make it true")
        for effect in self.effects:
            if effect.kind == "changed" and not effect.fields:
                raise ValueError(f"claimed write {self.name}: a changed {effect.table} names its fields")
        if self.on and "{name}" not in self.on:
            raise ValueError(f"claimed write {self.name}: its sentence on a row names it with {{name}}")
        if unknown := set(self.acts) - set(ACT_KINDS):
            raise ValueError(f"claimed write {self.name}: no act kind {sorted(unknown)}")
        object.__setattr__(self, "pattern", re.compile(self.phrase, re.IGNORECASE))
        if self.denied:
            object.__setattr__(self, "denied_pattern", re.compile(self.denied, re.IGNORECASE))
        if self.state:
            if not any(effect.where for effect in self.effects):
                raise ValueError(
                    f"claimed write {self.name}: a state is shown by a row its effects' where names"
                )
            object.__setattr__(self, "state_pattern", re.compile(self.state, re.IGNORECASE))
