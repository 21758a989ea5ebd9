"""(grounded40) An issue key, a ticket number, a priority or a state that nothing the episode was given
shows: a guess, or the fixture's.

Stop 68 (:mod:`.unread_names`) refused a person's name no text the episode was given shows; its "Left open"
held three reference answers that stated other facts the same way: company-renewal.move-driftwood-off-
departed's resample19b alternate named "ticket 4829" without reading #support (where the ticket is
written), linear.assign-to-deactivated-user's resample18b alternate read only ``users`` and named "ENG-155,
High priority". The ids check (:mod:`.shown_ids`) reads a keyed id (``ENG-155``) only where the episode
showed an id with that key, so that a code that merely looks like one ("UTF-8") is never read; nothing read a
ticket number written in a message's text, nor a field's value the episode never received.

What is read, in the final message and in every post or comment the episode committed:

- **An issue key of the world** (a name of a row of the world's starting state of a keyed id shape its
  service declares: Linear's ``ENG-155``) that no text the episode was given shows, where no id with its
  key was shown either (:mod:`.shown_ids` reads the other case).
- **A ticket or case number** ("ticket 4829", "ticket #4829", "case 4821", "#4829": three digits or more
  after the noun or a ``#``): the number no text the episode was given holds as a whole number. Tickets
  live in the world's free text (a message in #support), so the noun is read, not a dialect's key.
- **A job title said of a person** ("Sam is Driftwood's CFO", "Ellie Marsh is Driftwood's CEO", "Kim is a
  Support Lead": :func:`.person_titles.said_titles`, capitalised, no role towards a customer's account) that
  no text the episode was given holds (:func:`.person_titles.title_shown`: its words or its initials).
  :mod:`.person_titles` fails a title the episode shows is someone else's; one it never showed at all, for
  anyone, is a guess whether or not it is right.
- **A declared field's value the episode never read** (:class:`toolproof.service.stated.ReadField`: a
  Linear issue's priority; and every enum field a dialect declares, :mod:`.enums`: a Linear issue's
  workflow state, a Slack channel's kind, a Stripe object's status): no response received and no write of
  the episode's holds any of the field's keys, and no text the episode was given holds the value's words.
  :mod:`.enums` fails a value where the episode shows another; "a field the episode never read decides
  nothing" there, and is read here.

"Shown" is :class:`.unread_names.Shown` (built lazily, only when a text says one of these): the instruction,
the policy, the user's turns and facts, and every response the agent received, of a write's response not
what the write itself sent (an echo of its own words shows nothing). An id or a number the agent created
is shown by the response that returned it; the instruction's own ids are shown by the instruction.

Not read: numbers that are no references (counts, clocks, amounts, years: only a number after "ticket",
"case" or a ``#`` is a reference), a key of no row of the world (an invented ``ENG-9999`` is the ids
check's when the key was shown, else no id the world knows), a value said after a denial.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache
from typing import Any

from toolproof.service import registry
from toolproof.service.id_shapes import IdShape
from toolproof.service.stated import DENIED_BEFORE, EnumField, ReadField, read_fields
from toolproof.tasks import enums, person_titles, shown_ids
from toolproof.tasks.names import NameIndex, free_texts
from toolproof.tasks.unread_names import Shown, episode_shown, fold
from toolproof.world.ledger import LedgerEntry

#: A ticket or case number said: the noun (or a ``#``) and three digits or more, not part of a longer
#: number or word (``#2026-planning`` is a channel; "ticket 4829" or "ticket #4829" or "case no. 4821").
_TICKET = re.compile(
    r"\b(?:ticket|case)s?\s*(?:(?:no\.?|number|num\.?)\s*)?#?\s?(?P<n>\d{3,})(?![\w-]|[.,]\d)"
    r"|(?<![\w&#/])#(?P<h>\d{3,})(?![\w-]|[.,]\d)",
    re.IGNORECASE,
)

#: "order" right before a ``#`` number: an order's number, read by the orders check, not here.
_ORDER_BEFORE = re.compile(r"\border\s*$", re.IGNORECASE)

#: How many indexes :func:`_world_ids` keeps what it read of (one per fixture in a run).
_KEPT = 64
_IDS: dict[int, tuple[NameIndex, frozenset[str]]] = {}


def _world_ids(index: NameIndex, shapes: tuple[IdShape, ...]) -> frozenset[str]:
    """The names of ``index``'s rows that are ids of a keyed shape of ``shapes`` (Linear's ``ENG-155``),
    as written: read once per index."""
    kept = _IDS.get(id(index))
    if kept is not None and kept[0] is index:
        return kept[1]
    keyed = [s for s in shapes if s.keyed]
    found = frozenset(
        n.text
        for n in index.names
        if any(c.isdigit() for c in n.text) and any(_whole(s, n.text) for s in keyed)
    )
    if len(_IDS) >= _KEPT:
        _IDS.clear()
    _IDS[id(index)] = (index, found)
    return found


def _whole(shape: IdShape, text: str) -> bool:
    return re.fullmatch(shape.pattern, text) is not None


@lru_cache(maxsize=64)
def _fields(services: tuple[str, ...]) -> tuple[ReadField, ...]:
    """The read fields the dialects of ``services`` declare."""
    return tuple(f for s in registry.known(services) for f in read_fields(s.name))


def _denied(text: str, at: int) -> bool:
    """A denial right before ``at`` in its clause ("not high priority", "isn't ticket 4829")."""
    start = max(text.rfind(c, 0, at) for c in ".;!?\n") + 1
    return DENIED_BEFORE.search(text, start, at) is not None


def _said(
    text: str, services: tuple[str, ...], index: NameIndex
) -> list[tuple[str, str, str | ReadField | tuple[EnumField, ...]]]:
    """What ``text`` says that only a read shows: each as (kind, as said, what to find)."""
    out: list[tuple[str, str, str | ReadField | tuple[EnumField, ...]]] = []
    for m in _TICKET.finditer(text):
        number = m.group("n") or m.group("h")
        if m.group("h") and _ORDER_BEFORE.search(text, 0, m.start()):
            continue  # "order #10051": an order's number, which :mod:`.row_values` (orders21) reads
        if not _denied(text, m.start()):
            out.append(("ticket", m.group(0), number))
    shapes = shown_ids.declared(services)
    if any(s.keyed for s in shapes):
        ids = _world_ids(index, shapes)
        for said, shape, key in shown_ids.named(text, shapes):
            if shape.keyed and said in ids and key:
                out.append(("key", said, key))
    for t in person_titles.said_titles(text):
        out.append(("title", text[t.start : t.end], f"{t.title}\n{t.name}"))
    # a value said at one place for several fields (a shared word: "deactivated" of a Slack account and of
    # a Box user) is read when it is for any of them, as :mod:`.enums` grounds it
    by_place: dict[tuple[int, int], list[EnumField]] = {}
    said_at: dict[tuple[int, int], str] = {}
    for stated in enums.stated(text, enums.declared(services)):
        by_place.setdefault((stated.start, stated.end), []).append(stated.field)
        said_at[(stated.start, stated.end)] = stated.said
    for place, fields in by_place.items():
        out.append(("enum", said_at[place], tuple(fields)))
    for field in _fields(services):
        if field.pattern is None:
            continue
        for m in field.pattern.finditer(text):
            value = next((g for k, g in m.groupdict().items() if k.startswith("v") and g), None)
            if value and not _denied(text, m.start()):
                out.append(("field", m.group(0), field))
    return out


def _holds_key(value: Any, keys: frozenset[str]) -> bool:
    """Does ``value`` (a response body, a call's arguments) hold one of ``keys`` at any depth?"""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, Mapping):
            if any(k in keys for k in item):
                return True
            stack.extend(v for v in item.values() if isinstance(v, Mapping | list | tuple))
        elif isinstance(item, list | tuple):
            stack.extend(v for v in item if isinstance(v, Mapping | list | tuple))
    return False


def _keys(field: ReadField | EnumField) -> frozenset[str]:
    """The keys whose presence shows ``field`` was read: an enum field's keys (a path's first key: a
    Linear issue's ``state``), flags (a Slack channel's ``is_private``) and joined keys (``stateId``)."""
    if isinstance(field, ReadField):
        return frozenset(field.keys)
    return frozenset(
        [k.split(".")[0] for k in field.keys]
        + [f.key for f in field.flags]
        + [j.key for j in field.joins]
        + list(field.read_by)
    )


def _read(field: ReadField | EnumField, ledger: Sequence[LedgerEntry]) -> bool:
    """Did a response the agent received, or a write it made, hold ``field``'s keys?"""
    keys = _keys(field)
    for entry in ledger:
        if entry.writes and entry.committed and _holds_key(entry.params, keys):
            return True
        response = entry.response
        if response is None or not entry.delivered or entry.outcome not in ("ok", "replay", "error"):
            continue
        if _holds_key(getattr(response, "body", None), keys):
            return True
    return False


def _number_in(text: str, number: str) -> bool:
    """``number`` in ``text`` as a whole number (no digit runs on either side)."""
    return re.search(r"(?<!\d)" + re.escape(number) + r"(?!\d)", text) is not None


def _key_shown(text: str, key: str) -> bool:
    """Does ``text`` (folded) hold an id with ``key`` (``eng-…``)?"""
    return re.search(r"(?<![a-z0-9_])" + re.escape(key.casefold()) + r"-[0-9]", text) is not None


def _word_in(words: str, text: str) -> bool:
    """``words`` (folded) in ``text`` (folded) as whole words, an underscore a space in either: an error
    code says its words ("is_archived" shows "archived")."""
    said = re.escape(fold(words).replace("_", " ")).replace(r"\ ", r"[\s_]+")
    return re.search(r"(?<![^\W_])" + said + r"(?![^\W_])", text) is not None


def _value(field: ReadField, words: str) -> str:
    """The value ``words`` (a match of ``field``'s pattern) says."""
    m = field.pattern.search(words) if field.pattern is not None else None
    return next((g for k, g in m.groupdict().items() if k.startswith("v") and g), "") if m else ""


def _told(field: ReadField, value: str, shown: Shown) -> bool:
    """Was ``field`` said with ``value`` in a text the episode was given ("High priority" in the
    instruction)? The field's own reading of the shown texts, whole: the value's word elsewhere ("on", "high")
    tells nothing."""
    if field.pattern is None or not value:
        return False
    said = fold(value)
    return any(
        fold(_value(field, m.group(0))) == said for text in shown.texts for m in field.pattern.finditer(text)
    )


def _title_of(
    title: str, name: str, shown: Shown, ledger: Sequence[LedgerEntry], services: tuple[str, ...]
) -> bool:
    """Does the episode show ``title`` as ``name``'s: a person-title object of theirs that gives it
    (:func:`.person_titles.shown_titles`: a Box user's ``job_title``, a Slack profile's ``title``), or
    one text that holds both the title and a word of their name ("Sam O'Connor, Driftwood's CFO, asked
    …")? "CEO" shown as Helen Park's title in the directory is no showing that Ellie Marsh is one."""
    words = [fold(w) for w in re.findall(r"[^\W\d_][\w'’-]*", name)]
    bodies = [
        getattr(e.response, "body", None)
        for e in ledger
        if e.response is not None and e.delivered and e.outcome in ("ok", "replay", "error")
    ]
    titles = person_titles.shown_titles(services, bodies)
    # the name as written may open with a word that is none of it ("Invited Alex Kim", "Should Tessa"):
    # each of its tails is read, as :mod:`.person_titles` reads a name
    held: set[str] = set()
    for n in range(len(words)):
        held |= titles.get(" ".join(words[n:]), set()) | titles.get(words[n], set())
    if any(person_titles.same_title(title, s) for s in held):
        return True
    names = words[1:] if len(words) > 2 else words  # a leading word of three is the likeliest verb
    return any(
        any(_word_in(w, text) for w in names) and person_titles.title_shown(title, text)
        for text in shown.texts
    )


def _is_unread(
    kind: str,
    words: str,
    what: str | ReadField | tuple[EnumField, ...],
    shown: Shown,
    ledger: Sequence[LedgerEntry],
    services: tuple[str, ...],
) -> str | None:
    """Why ``words`` (one of :func:`_said`) is unread, or ``None`` when something shows it."""
    if isinstance(what, ReadField):
        if _read(what, ledger) or _told(what, _value(what, words), shown):
            return None
        return f"no response or write of the episode held the {what.name}"
    if isinstance(what, tuple):
        if _word_in(words, shown.text) or any(_read(f, ledger) for f in what):
            return None
        # another service's field that says it in its own keys (a Linear user's ``active``)
        names = {f.name for f in what}
        if any(names & set(f.stands_for) and _read(f, ledger) for f in _fields(services)):
            return None
        return f"no response or write of the episode held the {' or the '.join(sorted(names))}"
    if kind == "ticket":
        return (
            None if _number_in(shown.text, what) else f"no text the episode was given holds the number {what}"
        )
    if kind == "title":
        title, _, name = what.partition("\n")
        if not person_titles.title_shown(title, shown.text):
            return f"no text the episode was given gives anyone the title {title!r}"
        if _title_of(title, name, shown, ledger, services):
            return None
        return f"the episode shows {title!r} as no title of {name}'s (another person's, or not with them)"
    said = re.search(r"(?<![\w-])" + re.escape(fold(words)) + r"(?![\w]|-\d)", shown.text)
    if said or _key_shown(shown.text, what):
        return None
    return "no text the episode was given shows that issue"


def unread(
    said: list[tuple[str, str, str | ReadField | tuple[EnumField, ...]]],
    shown: Shown,
    ledger: Sequence[LedgerEntry],
    services: tuple[str, ...] = (),
) -> list[str]:
    """Of ``said`` (:func:`_said`), what nothing ``shown`` (nor, for a field, a read or a write) shows."""
    out: list[str] = []
    for kind, words, what in said:
        why = _is_unread(kind, words, what, shown, ledger, services)
        if why is not None:
            out.append(f"{words!r}: {why}")
    return out


def unread_value_verdicts(
    services: Iterable[str],
    instruction: str,
    policy: str,
    heard: Sequence[str],
    ledger: Iterable[LedgerEntry],
    message: str,
    index: NameIndex,
) -> list[tuple[str, bool, str]]:
    """The check on one episode: the final message and every post or comment the episode committed. One
    failing verdict (name, passed, detail) where one of them states an issue key, a ticket number or a
    declared field's value nothing showed; none otherwise (added only when it fails). The episode's shown
    texts are gathered only when a text says one of these."""
    services = tuple(services)
    ledger = list(ledger)
    posts = [t for e in ledger if e.writes and e.committed for t in free_texts(e.params)]
    texts = [("", message)] + [("post ", p) for p in posts]
    found = [(label, s) for label, text in texts if (s := _said(text, services, index))]
    if not found:
        return []
    shown = episode_shown(instruction, policy, heard, ledger, index)
    said = [f"{label}{u}" for label, s in found for u in unread(s, shown, ledger, services)]
    if not said:
        return []
    return [("states only ids, tickets, titles and fields the episode was shown", False, "; ".join(said))]
