"""Who a claim says was told, and whether a post told them: "notified the attendees" by Slack.

(speech11) Google Calendar declares "notified the attendees" (no channel named) true by its mail to
the guests (a ``gcal_notifications`` row, :mod:`toolproof.services.gcal.claims`). The guests told in a
Slack post or DM that names them were notified as much, and the claim failed. A claimed write with an
:class:`~toolproof.service.claims.Audience` is therefore true too where the texts the episode posted
through writes that notify (a declaration's ``acts`` holds ``notify`` and it has ``words``: Slack's
message, Linear's and Box's comment) name or mention **every** person of one row it wrote (each guest
of one event added or changed, but for rooms and the calendar's own user). A post in a channel that
names nobody ("@here the sync moved") tells no one in particular and still leaves the claim false.

A person is named by their address, their name at the audience's ``name`` (a guest's
``displayName``), the name of any row of people whose other id is that address (a Slack user's real
or display name: :class:`~toolproof.tasks.names.NameIndex`; not a customer record that carries it as
its contact's, names13), or a mention of such a row's id (``<@U0123>``);
a name is read whole, or by its first word when that is capitalised in the text ("Hi Maria").

(claims30) A first name two people of the world share reaches neither: "Hi Jordan, …" in a DM to Jordan
Reyes reached Jordan Reyes-Cole too, and "I also messaged Jordan Reyes-Cole" passed
(company-support.cobalt-raj-onboarding-review). Nor is a name read whole inside a longer hyphenated one:
"Jordan Reyes-Cole" does not say "Jordan Reyes". The DM itself (the row the diff added that holds the
person's id) still reaches its own person.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence

from toolproof.service.claims import Audience, ClaimedWrite
from toolproof.tasks.names import Name, NameIndex
from toolproof.tasks.predicates import MISSING, field_value
from toolproof.world.diff import Diff

#: One person: the folded address and the names given beside it.
Person = tuple[str, tuple[str, ...]]


def people(audience: Audience, diff: Diff) -> list[list[Person]]:
    """The people each row of ``audience.table`` the diff added or changed lists (see the module
    docstring), one list per row that lists anyone."""
    table = diff.tables.get(audience.table)
    if table is None:
        return []
    out: list[list[Person]] = []
    for row in [*table.added, *(change.after for change in table.changed)]:
        entries = field_value(row, audience.field)
        if not isinstance(entries, list):
            continue
        owners = {
            str(v).casefold() for o in audience.owners if (v := field_value(row, o)) not in (MISSING, None)
        }
        group: list[Person] = []
        for entry in entries:
            if not isinstance(entry, Mapping) or any(entry.get(flag) for flag in audience.skip):
                continue
            email = entry.get(audience.email)
            if not isinstance(email, str) or not email or email.casefold() in owners:
                continue
            name = entry.get(audience.name) if audience.name else None
            group.append((email.casefold(), (name,) if isinstance(name, str) and name.strip() else ()))
        if group:
            out.append(group)
    return out


def notifying(claims: Sequence[ClaimedWrite]) -> tuple[ClaimedWrite, ...]:
    """The declarations whose written words notify someone (``notify`` act and ``words``)."""
    return tuple(c for c in claims if "notify" in c.acts and c.words)


def told(audience: Audience, diff: Diff, texts: Sequence[str], names: NameIndex | None = None) -> bool:
    """Whether ``texts`` (what the episode posted through writes that notify) name or mention every
    person of one row ``audience`` reads in ``diff``."""
    if not texts:
        return False
    return any(all(_reaches(person, texts, names) for person in group) for group in people(audience, diff))


def _reaches(person: Person, texts: Iterable[str], names: NameIndex | None) -> bool:
    email, given = person
    known = _persons(email, names) if names is not None else []
    ids = {str(n.key[-1]) for n in known if n.key}
    callings = [*given, *(n.text for n in known)]
    shared = names is not None and bool(known) and _shared_first(known, names)
    for text in texts:
        if email in text.casefold() or (names is not None and names.ids_in(text) & ids):
            return True
        if any(_named(text, calling, given=not shared) for calling in callings):
            return True
    return False


def _persons(email: str, names: NameIndex) -> list[Name]:
    """(names13) The names of the rows that are the person at ``email``: rows of a people table
    (:attr:`NameIndex.people`) whose id is that address. A row of another table that carries it (a
    Stripe customer whose billing address is Mei Tanaka's) shares the address, not the person: a post
    naming "Cobalt Robotics" names the company, and told Mei nothing."""
    return [n for n in names.names if n.table in names.people and email in (a.casefold() for a in n.aliases)]


def reached(rows: Sequence[Name], texts: Iterable[str], diff: Diff, names: NameIndex) -> bool:
    """(names13) Did the episode write something the person whose names are ``rows`` (one row of a
    people table, :attr:`NameIndex.people`) can read: a text it posted that names or mentions them (by
    a name of theirs, their first name as written, their address, a mention of their id), or a row the
    diff added that holds their id or address (a DM opened to them, a mail), or changed to hold it (an
    invitation: (claims44) not a row that held it before, such as an event on their own calendar)?"""
    # (claims44) with the same person's rows of the other people tables (one address): "told Marcus" read as
    # his Calendar row is reached by the Slack DM to his Slack row, which carries that address
    own = set().union(*(_ids(n) for n in rows)) if rows else set()
    same = [*rows, *(n for n in names.names if n.table in names.people and own & _ids(n))]
    ids = {str(n.key[-1]) for n in same if n.key} | {a for n in same for a in n.aliases}
    folded = {i.casefold() for i in ids}
    shared = _shared_first(rows, names)
    for text in texts:
        if names.ids_in(text) & ids or any(a in text.casefold() for a in folded if "@" in a):
            return True
        if any(_named(text, n.text, given=not shared) for n in rows if names.readable(n)):
            return True
    for table in diff.tables.values():
        if any(_holds_any(row, folded, names.reach) for row in table.added):
            return True
        # (claims44) a row changed reaches a person only where the change put them there: "Marcus Bell was
        # told about the link" passed as the event patched on his own calendar held his address before and
        # after (resample39c, company-support.fjord-order-form-link: a description written, nobody mailed).
        # Someone a row already named learns of a change only through what tells them (a mail row, a post, a
        # comment: the texts above, or a row added)
        for change in table.changed:
            if _holds_any(change.after, folded, names.reach) and not _holds_any(
                change.before, folded, names.reach
            ):
                return True
    return False


def _first(name: str) -> str:
    words = name.split()
    return words[0].casefold() if words else ""


def _shared_first(rows: Sequence[Name], names: NameIndex) -> bool:
    """(claims30) Whether another person of the world (a row of a people table that is none of ``rows``
    and shares none of their ids or addresses) has a name with the same first word as a name of ``rows``: then
    that first word alone names neither ("Hi Jordan" with Jordan Reyes and Jordan Reyes-Cole)."""
    keys = {(n.table, n.key) for n in rows}
    own = set().union(*(_ids(n) for n in rows))
    firsts = {_first(n.text) for n in rows} - {""}
    return any(
        _first(n.text) in firsts
        for n in names.names
        if n.table in names.people and (n.table, n.key) not in keys and not own & _ids(n)
    )


def _ids(name: Name) -> set[str]:
    """A person row's ids, folded: its key's and its other ids (a Calendar user is keyed by the address
    a Slack user carries as an alias: the same person)."""
    return {str(k).casefold() for k in (*name.key, *name.aliases)}


def _holds_any(value: object, folded: set[str], reach: Mapping[str, frozenset[str]]) -> bool:
    """Does ``value`` (nested dicts and lists) hold a string in ``folded`` (any case), or the id of a
    row whose messages reach one (``reach``: a DM channel opened before the episode)?"""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if item.casefold() in folded or any(p.casefold() in folded for p in reach.get(item, ())):
                return True
        elif isinstance(item, Mapping):
            stack.extend(item.values())
        elif isinstance(item, list | tuple):
            stack.extend(item)
    return False


def _named(text: str, name: str, given: bool = True) -> bool:
    """Whether ``text`` says ``name`` whole (any case; (claims30) not as the start or end of a longer
    hyphenated name), or, with ``given``, its first word capitalised as written."""
    words = name.split()
    if not words:
        return False
    if re.search(rf"(?<!\w)(?<!\w-){re.escape(name)}(?!\w)(?!-\w)", text, re.IGNORECASE):
        return True
    first = words[0]
    return (
        given
        and len(first) > 2
        and first[:1].isupper()
        and re.search(rf"(?<!\w){re.escape(first)}(?!\w)", text) is not None
    )


def person_ids(name: Name) -> set[str]:
    """(claims45) :func:`_ids`, for :func:`toolproof.tasks.claimed_effects._uncopied_on`."""
    return _ids(name)


def holds_any(value: object, folded: set[str], reach: Mapping[str, frozenset[str]]) -> bool:
    """(claims45) :func:`_holds_any`, for :func:`toolproof.tasks.claimed_effects._uncopied_on`."""
    return _holds_any(value, folded, reach)
