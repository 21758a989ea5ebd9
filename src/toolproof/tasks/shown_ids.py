"""(ids18) An id the final message names that the episode never showed: "refund re_5MDs… issued" where
``re_5MDs…`` is another customer's refund, or no refund at all (resample18c, Juniper's refund id).

A reader pastes an id into the dashboard and acts on what it opens; an agent that invents one, or copies
a row's id it never read, makes a false claim no value check sees (an id is no amount, date or name).
Each service's dialect declares the shapes of its ids (``Dialect.id_shapes``,
:mod:`toolproof.service.id_shapes`: Stripe's ``cus_…``/``re_…``, Slack's ``C…``/``U…``, Linear's
``ENG-155``). Every id of a declared shape in the message must occur, as a whole token, in something the
agent saw: the instruction, the policy, the user's turns and facts, a response it received, or the
arguments of a call that succeeded (what it sent, it had). An id inside a URL is an id
(``…/refunds/re_…``).

Whole token: the id's own characters do not run on (``re_ABC`` is not shown by ``re_ABCD``); a keyed
shape (Linear's) reads an id only when the episode showed an id of that shape with that key, so a code
that merely looks like one ("UTF-8", "ISO-8601") is never read as an issue.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from toolproof.service import registry
from toolproof.service.id_shapes import IdShape
from toolproof.tasks import posted_values
from toolproof.tasks.claimed_effects import word_columns
from toolproof.world import json_text
from toolproof.world.diff import Diff
from toolproof.world.ledger import LedgerEntry

#: An id's edges: no letter, digit or underscore runs on before it, no letter or digit after it (a
#: Stripe client secret ``pi_…_secret_…`` still names its PaymentIntent), nor a hyphen and a digit (an
#: invoice number's ``INV-2026-424`` is one code).
_BEFORE = r"(?<![A-Za-z0-9_])"
_AFTER = r"(?![A-Za-z0-9]|-[0-9])"


@dataclass(frozen=True, slots=True)
class UnshownId:
    """An id the message names that nothing the agent saw shows: the id and what it would name."""

    id: str
    noun: str

    def describe(self) -> str:
        return f"{self.id} (a {self.noun} id) that no response, instruction or call of the episode showed"


@lru_cache(maxsize=64)
def declared(services: tuple[str, ...]) -> tuple[IdShape, ...]:
    """The id shapes the dialects of ``services`` declare; unknown services declare none."""
    return tuple(shape for service in registry.known(services) for shape in service.dialect.id_shapes)


@lru_cache(maxsize=256)
def _compiled(shape: IdShape) -> re.Pattern[str]:
    return re.compile(_BEFORE + f"(?:{shape.pattern})" + _AFTER)


@lru_cache(maxsize=256)
def _lead(shape: IdShape) -> re.Pattern[str]:
    """The shape's pattern alone, without the edges: where it can start (see :func:`_matches`)."""
    return re.compile(f"(?:{shape.pattern})")


def _matches(shape: IdShape, text: str) -> list[re.Match[str]]:
    """``list(_compiled(shape).finditer(text))``, found faster (perf23).

    The whole pattern opens with a look-behind, so ``re`` finds no literal or character set to skip
    to and tries the full match at every position of the text: fifteen Stripe shapes and four others
    over a haystack of every response an episode received cost ≈ 1.1 ms of a core episode graded the
    first time (≈ 3.5 ms in all; 3.5 ms of company's). The bare pattern
    (``cus_…``) starts with a literal or a set, which ``re`` skips to in C. Every position where the
    whole pattern matches is one where the bare one does (the edges only add conditions; the
    look-behind sees the text before ``pos``), so trying the whole pattern only where the bare one
    starts, in increasing order, finds the same positions ``search`` would, and resuming after each
    match's end is what ``finditer`` does. An empty match (a shape that can match nothing) makes
    ``finditer`` step differently: then it is ``finditer``'s answer, unchanged."""
    whole, lead = _compiled(shape), _lead(shape)
    out: list[re.Match[str]] = []
    at, end = 0, len(text)
    # (``search`` clamps a position past the end to the end, where a pattern that can match nothing
    # matches again: the scan stops there)
    while at <= end and (start := lead.search(text, at)) is not None:
        here = start.start()
        m = whole.match(text, here)
        if m is None:
            at = here + 1
            continue
        if m.end() == here:
            return list(whole.finditer(text))
        out.append(m)
        at = m.end()
    return out


#: (perf37) :func:`named`'s answers, by the text and the identity of the shapes tuple they were found
#: with (held in the value, so its ``id`` cannot be another tuple's while the entry lives); emptied
#: when the texts held pass :data:`NAMED_MEMO_CHARS`. A grade scans one haystack per message that names
#: an id (every response received, the instruction, the arguments: :func:`unshown`), ≈ 0.85 ms on
#: core, and a run's variants and agents that read the same rows build the same haystack (core's bench
#: pass: 627 haystacks, 418 distinct). The answer is a function of the text's characters and of each
#: shape's ``pattern`` and ``keyed`` (the module's edges are constants): an exact ``str`` and a
#: ``tuple`` (immutable) of frozen shapes, the same object, give the same answer; other types are
#: scanned every time.
_NAMED: dict[tuple[str, int], tuple[tuple[IdShape, ...], tuple[tuple[str, IdShape, str | None], ...]]] = {}
_NAMED_CHARS = [0]
NAMED_MEMO_CHARS = 16 << 20


def named(text: str, shapes: Sequence[IdShape]) -> list[tuple[str, IdShape, str | None]]:
    """The ids of ``shapes`` in ``text``, each once, in order: the id, its shape, its key (keyed
    shapes). A new list each call (the items are tuples)."""
    if type(text) is not str or type(shapes) is not tuple:
        return _named(text, shapes)
    key = (text, id(shapes))
    hit = _NAMED.get(key)
    if hit is not None and hit[0] is shapes:
        return list(hit[1])
    found = _named(text, shapes)
    if _NAMED_CHARS[0] + len(text) > NAMED_MEMO_CHARS:
        _NAMED.clear()
        _NAMED_CHARS[0] = 0
    _NAMED[key] = (shapes, tuple(found))
    _NAMED_CHARS[0] += len(text)
    return found


def _named(text: str, shapes: Sequence[IdShape]) -> list[tuple[str, IdShape, str | None]]:
    """:func:`named`'s scan: every shape's matches, ordered by where they start, first of each id kept."""
    found: dict[str, tuple[str, IdShape, str | None]] = {}
    hits: list[tuple[int, str, IdShape, str | None]] = []
    for shape in shapes:
        for m in _matches(shape, text):
            key = m.group("key") if shape.keyed else None
            hits.append((m.start(), m.group(0), shape, key))
    for _at, said, shape, key in sorted(hits, key=lambda h: h[0]):
        found.setdefault(said, (said, shape, key))
    return list(found.values())


def _text_of(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    if isinstance(value, bytes | bytearray):
        return bytes(value).decode("utf-8", "replace")
    if type(value) is dict or type(value) is list:
        # (perf39) a response body or arguments: the same text ``json.dumps`` below writes, from the
        # bodies' memo the stored results use (:mod:`toolproof.world.json_text`), by its ``marshal``
        # bytes; a value whose JSON needs ``default`` is not remembered and is written below
        text = json_text.remembered(value)
        if text is not None:
            return text
    return json.dumps(value, ensure_ascii=False, default=str)


def unshown(message: str, services: tuple[str, ...], seen: Iterable[Any]) -> list[UnshownId]:
    """The ids of the services' shapes ``message`` names that no item of ``seen`` (texts, response
    bodies, call arguments) shows as a whole token. ``seen`` is read only when the message names one."""
    shapes = declared(services)
    if not shapes or not message:
        return []
    said = named(message, shapes)
    if not said:
        return []
    haystack = "\n".join(_text_of(item) for item in seen)
    there = named(haystack, shapes)
    shown = {token for token, _shape, _key in there}
    keys = {(shape, key) for _token, shape, key in there if shape.keyed}
    out = []
    for token, shape, key in said:
        if token in shown or (shape.keyed and (shape, key) not in keys):
            continue
        out.append(UnshownId(token, shape.noun))
    return out


# -- (claims19) ids in the texts the agent posted --------------------------------------------------------


@dataclass(frozen=True, slots=True)
class UnshownPostId:
    """An id a post names that nothing the agent saw before that post shows: the post and the id."""

    post: str
    id: str
    noun: str

    def describe(self) -> str:
        short = " ".join(self.post.split())
        short = short if len(short) <= 80 else short[:79] + "\u2026"
        return (
            f"post {short!r} names {self.id} (a {self.noun} id) that no response, instruction or call "
            "before it showed"
        )


def false_post_ids(
    services: tuple[str, ...],
    diff: Diff,
    entries: Sequence[LedgerEntry],
    told: Sequence[str],
) -> list[UnshownPostId]:
    """(claims19) The ids of a declared shape that a text the episode posted names (a Slack message, a
    Linear comment: the word columns its services declare, as its write sent it) and that nothing
    the agent saw *before the write that posted it* shows: ``told`` (instruction, policy, the user's
    turns and facts), the responses received before it and their calls' arguments, and the post's own
    write's other arguments (its channel, its thread). The agent's own posts are no ground, in a
    response that echoes them or in the write's text (:func:`toolproof.tasks.posted_values.phase_of`):
    "refund re_… issued" posted to #billing is the final message's false id, seen by more people."""
    shapes = declared(services)
    if not shapes:
        return []
    found = posted_values.posts(services, diff, entries)
    # read as written (own words are case-folded where a dictated quote was cut): an id inside a dictated
    # quote is the instruction's, which is among the grounds
    naming = [(p, p.text) for p in found if named(p.text, shapes) and _sent_by(p.text, p.at, entries)]
    if not naming:
        return []
    said = tuple(dict.fromkeys(p.text.strip() for p in found))
    keys = frozenset(column for _, column in word_columns(services))
    out: list[UnshownPostId] = []
    for post, own in naming:
        phase = posted_values.phase_of(post.at, entries, told, (), said, keys)
        seen: list[Any] = [*told, *(x for pair in phase.reads for x in pair)]
        if post.at < len(entries) and entries[post.at].writes and phase.sent:
            seen.append(phase.sent[-1])  # the post's own write, its posted text left out
        out += [UnshownPostId(post.text, u.id, u.noun) for u in unshown(own, services, seen)]
    return out


def _sent_by(text: str, at: int, entries: Sequence[LedgerEntry]) -> bool:
    """Whether entry ``at``'s arguments hold ``text``: the agent's own words, not a text the double
    wrote ("<@U…> has joined the channel", which :func:`.posted_values.posts` places at the last write
    of its table)."""
    said = text.strip()
    if not said or at >= len(entries):
        return False
    stack: list[Any] = [entries[at].params]
    while stack:
        value = stack.pop()
        if isinstance(value, str):
            if said in value:
                return True
        elif isinstance(value, dict):
            stack.extend(value.values())
        elif isinstance(value, list | tuple):
            stack.extend(value)
    return False
