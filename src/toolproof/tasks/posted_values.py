"""(posts13) The values inside the texts the agent posted, held to what the episode had shown by then.

A post is a claim to other people: "Fjord pays $58.00 a month" in #billing, "both Danas are on it" in a
DM, a wrong day in a channel announcement. The value checks of the final message (amounts, dates and
times, counts, (cards22) a card's last four, and the values a clause ties to a named row:
:mod:`.amounts`, :mod:`.moments`, :mod:`.card_digits`,
:mod:`.counts`, :mod:`.row_values`, :mod:`.row_fields`) read each text the episode wrote at a column a
service declares as its writer's own words (:attr:`toolproof.service.claims.ClaimedWrite.words`: a
Slack message's ``text``, a Linear comment's ``body``, a Box comment's ``message``), its dictated quotes
cut out (:func:`.claimed_effects.own_words`).

Each post is read against its **phase**: what the episode had received and sent *before* the write
that posted it (the instruction, the policy and the user's words, the task's named rows, the responses
received and the arguments and changes of the writes before it, and the rows the episode changed as they
stood then: :mod:`.stood_rows`). A value read only after the post was
a guess when it was posted, however it turned out. And the agent's own posts are no ground: a response
that echoes a post (the write's own response, a history or comment list read back later) has every
object holding a post at a word column left out, and a write's arguments lose the texts it posted, so
"$58.00" in one post is not made true by the same "$58.00" in an earlier one.
"""

from __future__ import annotations

import marshal
import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from toolproof.tasks import (
    amounts,
    card_digits,
    counts,
    enums,
    moments,
    relative_dates,
    replies,
    row_fields,
    row_values,
)
from toolproof.tasks.claimed_effects import own_words, word_columns, written_texts
from toolproof.tasks.evidence import received
from toolproof.tasks.names import NameIndex, free_texts
from toolproof.tasks.stood_rows import StoodRows, primary_keys, stood_before
from toolproof.world.diff import Diff
from toolproof.world.ledger import LedgerEntry


@dataclass(frozen=True, slots=True)
class Post:
    """A text the episode wrote at a declared word column, and the ledger position of the write that
    wrote it (``at``: the grounds are the entries before it)."""

    table: str
    text: str
    at: int


@dataclass(frozen=True, slots=True)
class PostSlip:
    """A value of a post that nothing the episode showed before it grounds, while a slip of it is."""

    post: str
    said: str

    def describe(self) -> str:
        short = " ".join(self.post.split())
        short = short if len(short) <= 80 else short[:79] + "\u2026"
        return f"post {short!r}: {self.said}"


def posts(services: tuple[str, ...], diff: Diff, entries: Sequence[LedgerEntry]) -> list[Post]:
    """The texts ``diff`` holds at the word columns of ``services`` (an added row's, or what a change
    added to a row's text), each with the first committed write whose arguments hold it; a text no
    argument holds (the double rewrote it) is placed at the last committed write that changed its table."""
    out: list[Post] = []
    for table_name, column in word_columns(services):
        for text in written_texts(diff, table_name, column):
            out.append(Post(table_name, text, _written_at(text, table_name, entries)))
    return out


def _written_at(text: str, table: str, entries: Sequence[LedgerEntry]) -> int:
    said = text.strip()
    last = len(entries)
    for i, entry in enumerate(entries):
        if not (entry.writes and entry.committed):
            continue
        if any(said in s for s in _strings(entry.params)):
            return i
        if any(c.table == table for c in entry.changes):
            last = i
    return last


def _strings(value: Any) -> Iterable[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, Mapping):
        for v in value.values():
            yield from _strings(v)
    elif isinstance(value, list | tuple):
        for v in value:
            yield from _strings(v)


def _holds_post(text: str, said: tuple[str, ...]) -> bool:
    """Whether ``text`` is one of the posts ``said``, or holds one of a few words at least (a one-word
    post, "Done", is not looked for inside other strings: a status "Done" is no post of the agent's)."""
    text = text.strip()
    return bool(text) and any(text == s or (s in text and bool(free_texts(s))) for s in said)


def _without_posts(value: Any, said: tuple[str, ...], keys: frozenset[str]) -> Any:
    """``value`` with every object that holds a post at a word column ``keys`` left out, and every string
    that holds a post emptied: what a response or an argument shows besides the agent's own words."""
    if isinstance(value, str):
        return "" if _holds_post(value, said) else value
    if isinstance(value, Mapping):
        for key in keys:
            held = value.get(key)
            if isinstance(held, str) and _holds_post(held, said):
                return None
        return {k: _without_posts(v, said, keys) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_without_posts(v, said, keys) for v in value]
    return value


class _Stripper:
    """:func:`_without_posts` for one episode's posts and word columns, each value stripped once however
    many posts' phases hold it (phases are prefixes of one another: :func:`phase_of`).

    A value made of plain dicts and lists (a response body as a service renders it) none of whose
    strings contains a post's text is returned itself: :func:`_without_posts` would return an equal copy
    (a string holds a post only if the post's text is inside it, so none is emptied and no object is
    left out). Anything else (a post's text found, a tuple, a mapping that is no dict) is copied by
    :func:`_without_posts` as before. The scan walks by exact type with a stack and looks for the posts'
    texts once in all the strings joined: a text inside one string is inside the join, so a text the
    join lacks is in no string (a text found across two strings only costs the copy)."""

    __slots__ = ("_bodies", "_params", "entries", "keys", "said", "texts")

    def __init__(self, entries: Sequence[LedgerEntry], said: tuple[str, ...], keys: frozenset[str]) -> None:
        self.entries, self.said, self.keys = entries, said, keys
        self.texts = tuple(s for s in said if s)  # an empty text holds nothing (_holds_post)
        self._params: dict[int, Any] = {}
        self._bodies: dict[int, Any] = {}

    def params(self, i: int) -> Any:
        """Entry ``i``'s arguments without the posts."""
        if i not in self._params:
            self._params[i] = self.strip(self.entries[i].params)
        return self._params[i]

    def body(self, i: int) -> Any:
        """Entry ``i``'s response body without the posts."""
        if i not in self._bodies:
            response = self.entries[i].response
            assert response is not None  # asked only of a received entry
            self._bodies[i] = self.strip(response.body)
        return self._bodies[i]

    def strip(self, value: Any) -> Any:
        return value if self._clean(value) else _without_posts(value, self.said, self.keys)

    def _clean(self, value: Any) -> bool:
        """Whether :func:`_without_posts` would return ``value`` unchanged, as plain dicts and lists."""
        strings = _joined_strings(value)
        if strings is None:
            return False  # a subclass or a tuple: copied as before
        return not any(s in strings for s in self.texts)


#: (perf39) :func:`_joined_strings`' answers by the value's ``marshal`` bytes (version 2, as the stored
#: results' bodies: :mod:`toolproof.world.json_text`); emptied past :data:`JOINED_MEMO_CHARS`. The
#: answer is a function of the value alone (its exact types, the order of its dicts and lists, its
#: strings): ``marshal`` writes each object with a code for its exact type and its value, in order, and
#: refuses subclasses and other classes (``ValueError``: walked every time), so two values with the same
#: bytes walk alike. An episode's bodies repeat across a suite's variants and agents (core's bench pass:
#: 1,274 distinct bodies among 11,403), and ``marshal`` writes a body in a fraction of the walk's time.
_JOINED: dict[bytes, str | None] = {}
_JOINED_CHARS = [0]
JOINED_MEMO_CHARS = 16 << 20


def _joined_strings(value: Any) -> str | None:
    """Every string of ``value`` joined by ``"\x00"`` (the posts' texts are looked for in it: a text
    inside one string is inside the join), or ``None`` if ``value`` holds a ``str``, mapping or list
    subclass, a tuple or a mapping that is no dict (:func:`_without_posts` copies those as before)."""
    if type(value) is not dict and type(value) is not list:
        return _walked(value)
    try:
        key = marshal.dumps(value, 2)
    except ValueError:  # a class marshal does not write (a subclass among them): walked
        return _walked(value)
    if key in _JOINED:
        return _JOINED[key]
    joined = _walked(value)
    if _JOINED_CHARS[0] > JOINED_MEMO_CHARS:
        _JOINED.clear()
        _JOINED_CHARS[0] = 0
    _JOINED[key] = joined
    _JOINED_CHARS[0] += len(key) + (0 if joined is None else len(joined))
    return joined


def _walked(value: Any) -> str | None:
    """:func:`_joined_strings`' walk: by exact type with a stack."""
    strings: list[str] = []
    add = strings.append
    stack = [value]
    pop, extend = stack.pop, stack.extend
    while stack:
        value = pop()
        kind = type(value)
        if kind is str:
            add(value)
        elif kind is dict:
            extend(value.values())
        elif kind is list:
            extend(value)
        elif kind is int or kind is float or kind is bool or value is None:
            continue
        elif isinstance(value, str | Mapping | list | tuple):
            return None
    return "\x00".join(strings)


@dataclass(slots=True)
class Phase:
    """What the episode had shown before one post: what it was told, the task's rows, the writes'
    arguments and the responses received (the agent's posts left out of both), and its changes."""

    texts: list[str]
    rows: list[Any]
    sent: list[Any]
    reads: list[tuple[Any, Any]]
    tallies: list[tuple[str, int]]
    nets: list[tuple[str, int, int, int]]
    changed: list[str]
    before: list[Any]
    after: list[Any]
    #: The rows the diff changed as they stood before the post (:mod:`.stood_rows`): what the
    #: row-bound checks read where the final message's read the diff's rows.
    stood: StoodRows = field(default_factory=StoodRows)

    @property
    def bodies(self) -> list[Any]:
        return [body for _, body in self.reads]


def phase_of(
    at: int,
    entries: Sequence[LedgerEntry],
    texts: Sequence[str],
    rows: Sequence[Any],
    said: tuple[str, ...],
    keys: frozenset[str],
    stripped: _Stripper | None = None,
) -> Phase:
    """The :class:`Phase` of a post written by entry ``at`` of ``entries``: ``texts`` and ``rows`` are
    what the task told and named (instruction, policy, user, refs, typed facts); ``said`` the posts'
    texts, ``keys`` the word columns; ``stripped``: the episode's entries already stripped for those
    posts, shared by its posts' phases (one is made when none is given)."""
    strip = stripped if stripped is not None else _Stripper(entries, said, keys)
    sent: list[Any] = []
    reads: list[tuple[Any, Any]] = []
    before: list[Any] = []
    after: list[Any] = []
    ops: Counter[str] = Counter()
    effects: dict[str, Counter[str]] = {}
    wrote = False
    for i, entry in enumerate(entries[: at + 1]):
        params = strip.params(i)
        if entry.writes:
            sent.append(params)
        if i == at:
            break  # the post's own write: its arguments (a thread, a channel) but never its response
        if entry.writes and entry.committed:
            wrote = True
            ops[entry.operation] += 1
            for change in entry.changes:
                effects.setdefault(change.table, Counter())[change.op] += 1
        if received(entry):
            body = strip.body(i)
            reads.append((params, body))
            (after if wrote else before).append(body)
    tallies: list[tuple[str, int]] = list(ops.items())
    nets = []
    for table, kinds in effects.items():
        added, removed, changed = kinds["insert"], kinds["delete"], kinds["update"]
        tallies += [(table, added), (table, removed), (table, changed), (table, added + removed + changed)]
        nets.append((table, added, removed, changed))
    return Phase(list(texts), list(rows), sent, reads, tallies, nets, list(effects), before, after)


def false_values(
    post: str,
    phase: Phase,
    instruction: str,
    services: tuple[str, ...],
    typed: Sequence[Any],
    known: Sequence[int],
    names: NameIndex | None,
) -> list[str]:
    """What is false in ``post`` against ``phase``: its amounts, dates and times, counts, and the
    values a clause ties to a named row (each check's own description of what it found)."""
    out: list[str] = []
    data = [*phase.rows, *phase.sent]
    if amounts.stated(post) and not amounts.grounded_by(post, instruction):
        grounds = amounts.ground_episode(post, phase.texts, data, phase.bodies)
        out += [f.describe() for f in amounts.false_amounts(post, grounds, instruction)]
    stamps = moments.stamp_keys(services)
    if moments.states_any(post) and not moments.grounded_by(post, instruction):
        args = [params for params, _ in phase.reads] + phase.sent if stamps else []
        found = moments.ground_episode(post, phase.texts, data, phase.bodies, stamps, args)
        out += [f.describe() for f in moments.false_moments(post, found)]
    # (dates16) a date with a weekday not its own, unless told so or asked
    out += [w.describe(post) for w in moments.misdated(post, [instruction, *phase.texts], phase.bodies)]
    # (dates19) a relative or month-only date ("last month", "paid in October") beside the grounded one
    if relative_dates.states_any(post):
        args = [params for params, _ in phase.reads] + phase.sent if stamps else []
        told = [instruction, *phase.texts]
        out += relative_dates.false_ranges(post, told, data, phase.bodies, stamps, args)
    if counts.stated(post) and not counts.grounded_by(post, instruction):
        tally = counts.ground_episode(
            post,
            phase.texts,
            data,
            phase.tallies,
            known,
            before=phase.before,
            after=phase.after,
            nets=phase.nets,
            counted=counts.declared_counts(services),
        )
        out += [f.describe() for f in counts.false_counts(post, tally, phase.changed)]
    if card_digits.stated(post):
        # (cards22) a card's last four posted that nothing shown by then holds: never worked out, only read
        wrong = card_digits.false_digits(post, services, [instruction, *phase.texts], data, phase.bodies)
        out += [f"a card ending {d}: nothing the episode had shown by then shows it" for d in wrong]
    if names is not None:
        out += _row_slips(post, phase, services, typed, stamps, names)
    if names is not None and replies.says_reply(post):
        # (claims17) "Raj accepted" in the post: an answer nobody gave, published (:mod:`.replies`), read
        # against what the episode had shown by then, the rows it had written as they stood then
        written = (phase.stood.after, phase.stood.before)
        said = replies.invented_replies(post, services, names, phase.texts, phase.rows, phase.bodies, written)
        out += [f"{s!r}: nothing the episode had shown was said by them, or not that answer" for s in said]
    return out


def _row_slips(
    post: str,
    phase: Phase,
    services: tuple[str, ...],
    typed: Sequence[Any],
    stamps: frozenset[str],
    names: NameIndex,
) -> list[str]:
    """The values a clause of ``post`` ties to a row it names that only another row of its table shows
    (:mod:`.row_values`, :mod:`.row_fields`), read against the phase; the people it opens by addressing
    are no row its values are said of (:func:`unaddressed`)."""
    post = unaddressed(post, names)
    valued = row_values.bound_clauses(post, names)
    found = row_fields.field_clauses(post, names, enums.declared(services))
    if not valued and not found:
        return []
    stood = phase.stood
    episode = row_values.Episode(
        phase.texts, typed, stood.rows, phase.sent, phase.reads, stamps, stood.before, stood.after
    )
    acted = row_values.acted_ids(episode)
    out = [s.describe() for s in row_values.false_row_values(post, names, episode, acted)] if valued else []
    if found:
        slips = row_fields.false_row_fields(post, names, episode, acted, services, found=found)
        out += [s.describe() for s in slips]
    return out


#: A post's opening: the first tokens up to a word, and the word after them.
_OPENING = re.compile(r"\s*((?:[^\s\w]*[\w.@+-]*[^\s\w]*[\s,:;\u2013\u2014-]+)+?)(?=(\w+))")
#: A verb after an opening mention makes it the clause's subject, not its addressee ("<@U1> is an admin").
_SUBJECT_VERB = re.compile(
    r"(?:is|are|was|were|has|have|had|will|would|can|could|should|did|does|accepted|declined|approved|paid|"
    r"owns|owes|joined|left)$",
    re.IGNORECASE,
)


def unaddressed(post: str, names: NameIndex) -> str:
    """``post`` with the mentions it opens by blanked (same length: offsets hold). A post that opens by
    writing a person's id ("<@UEC11O6NJW8> approval needed: $720.00 refund > $500 limit") addresses
    her: the values after it are the ticket's, not hers, and the row-bound checks would read them as
    hers (company-refund.harbor-needs-approval's honest alternates). A mention followed by a verb, with
    no comma or colon between, is the clause's subject and stays ("<@U1> is the owner")."""
    opening = _OPENING.match(post)
    if opening is None:
        return post
    head = opening.group(1)
    if not head.rstrip().endswith((",", ":")) and _SUBJECT_VERB.match(opening.group(2)):
        return post
    tokens = head.split()
    if not tokens or not all(names.ids_in(t) for t in (t.strip(",:;") for t in tokens) if t):
        return post
    return " " * opening.end(1) + post[opening.end(1) :]


def false_posts(
    services: Iterable[str],
    instruction: str,
    diff: Diff,
    entries: Sequence[LedgerEntry],
    texts: Sequence[str],
    rows: Sequence[Any],
    typed: Sequence[Any] = (),
    known: Sequence[int] = (),
    names: NameIndex | None = None,
) -> list[PostSlip]:
    """Every false value of every post of the episode (the module docstring); empty when it posted
    nothing or its posts state no value."""
    services = tuple(services)
    found = posts(services, diff, entries)
    if not found:
        return []
    said = tuple(dict.fromkeys(p.text.strip() for p in found))
    keys = frozenset(column for _, column in word_columns(services))
    pks = primary_keys(services)
    stripped = _Stripper(entries, said, keys)
    out: list[PostSlip] = []
    for post in found:
        text = own_words(post.text, instruction)
        if not _states_value(text, names, services):
            continue
        # the rows the episode changed ground a post as they ground the final message (a moved
        # event's zone, a named row's own values), as they stood before its write, less its posts
        stood = stood_before(post.at, diff, entries, pks)
        stood = StoodRows(_unposted(stood.before, stripped), _unposted(stood.after, stripped))
        phase = phase_of(post.at, entries, texts, [*rows, *stood.rows], said, keys, stripped)
        phase.stood = stood
        for wrong in false_values(text, phase, instruction, services, typed, known, names):
            out.append(PostSlip(post.text, wrong))
    return out


def _unposted(rows: Iterable[Any], stripped: _Stripper) -> list[Any]:
    """``rows`` without the ones that hold a post at a word column (:func:`_without_posts`)."""
    return [r for r in (stripped.strip(r) for r in rows) if r is not None]


def _states_value(text: str, names: NameIndex | None, services: tuple[str, ...]) -> bool:
    """Whether ``text`` states anything a check here reads (the phase is built only then)."""
    if amounts.stated(text) or moments.states_any(text) or counts.stated(text) or card_digits.stated(text):
        return True
    if moments.wrong_weekdays(text):
        return True  # (dates16) a date with another day's weekday
    if relative_dates.states_any(text):
        return True  # (dates19) a relative or month-only date
    if names is None:
        return False
    if replies.says_reply(text):
        return True  # (claims17) a reply said of a person
    return bool(row_values.bound_clauses(text, names)) or bool(
        row_fields.field_clauses(text, names, enums.declared(services))
    )
