"""Writing events: validation shared by every write, guests' rights, and the row write itself.

Every write goes through :func:`write_event`, which stamps ``updated``, a new world-wide
``change_seq`` (what sync tokens count) and a new ETag, so no write can forget to invalidate a
client's cached copy or hide from incremental sync.
"""

from __future__ import annotations

import json
import re
from typing import Any

from toolproof.service import Context
from toolproof.service.context import as_stored
from toolproof.service.rows import Inserter
from toolproof.services.gcal import eventstore as es
from toolproof.services.gcal.busy import room_answers
from toolproof.services.gcal.errors import duplicate, forbidden_for_non_organizer, invalid, not_found
from toolproof.services.gcal.params import ATTENDEE_FIELDS, SHARED_FIELDS, Attendee, EventBody, EventDateTime
from toolproof.services.gcal.tables import EVENTS
from toolproof.world.rng import BASE32HEX
from toolproof.world.rowtext import fast_encoder

EVENT_ID = re.compile(r"[a-v0-9]{5,1024}")
GUEST_ANSWER = ("responseStatus", "comment", "additionalGuests")


def prune_nulls(value: Any) -> Any:
    """``value`` without ``null`` members at any depth: Google reads a ``null`` as "unset" and never
    sends one back, so none may be stored (free-form members such as ``reminders`` included)."""
    if isinstance(value, dict):
        return {k: prune_nulls(v) for k, v in value.items() if v is not None}
    if isinstance(value, list):
        return [prune_nulls(v) for v in value if v is not None]
    return value


#: Value types that JSON-mode dumping and :func:`prune_nulls` leave as they are.
_PLAIN = frozenset({str, int, bool})
#: The body's nested models: plain fields only (no serializer, computed field or extra).
_NESTED = frozenset({EventDateTime, Attendee})
#: What :func:`_plain_copy` answers for a value it leaves to pydantic's dump.
_NOT_PLAIN: Any = object()


def _plain_copy(value: Any) -> Any:
    """``prune_nulls(<value as pydantic dumps it in JSON mode>)`` for a value of strings, integers,
    booleans, ``None``, the body's nested models and dicts (string keys) and lists of these, built
    directly; :data:`_NOT_PLAIN` for anything else (a float, which JSON mode may rewrite, other
    types), which :func:`clean_body` then leaves to pydantic."""
    kind = type(value)
    if kind in _PLAIN:
        return value
    if kind is dict:
        out: dict[str, Any] = {}
        for key, item in value.items():
            if item is None:
                continue
            if type(key) is not str:
                return _NOT_PLAIN
            if type(item) not in _PLAIN:  # (a string, the most common value, without a call)
                item = _plain_copy(item)
                if item is _NOT_PLAIN:
                    return _NOT_PLAIN
            out[key] = item
        return out
    if kind is list:
        items: list[Any] = []
        for item in value:
            if item is None:
                continue
            if type(item) not in _PLAIN:
                item = _plain_copy(item)
                if item is _NOT_PLAIN:
                    return _NOT_PLAIN
            items.append(item)
        return items
    if kind in _NESTED:
        return _plain_copy(value.__dict__)
    return _NOT_PLAIN


#: Each body field's place in the model (the order a dump writes them in).
_FIELD_ORDER = {name: i for i, name in enumerate(EventBody.model_fields)}
#: Every body field defaults to ``None`` (checked here): a field the caller did not set is unset.
assert all(
    info.default is None and info.default_factory is None for info in EventBody.model_fields.values()
), "clean_body reads only the fields a caller set"


def _plain_body(body: EventBody) -> Any:
    """:func:`_plain_copy` of the body's fields, looking only at those the caller set (the others
    hold their default, ``None``; pydantic adds a field assigned later to the set as well)."""
    fields = body.__dict__
    out: dict[str, Any] = {}
    for key in sorted(body.__pydantic_fields_set__, key=_FIELD_ORDER.__getitem__):
        value = fields[key]
        kind = type(value)
        if value is None:
            continue
        if kind in _PLAIN:
            out[key] = value
        elif kind is EventDateTime:  # three optional strings
            out[key] = {k: v for k, v in value.__dict__.items() if v is not None}
        else:
            value = _plain_copy(value)
            if value is _NOT_PLAIN:
                return _NOT_PLAIN
            out[key] = value
    return out


def clean_body(body: EventBody, fields: set[str] | None = None) -> dict[str, Any]:
    """The body as stored JSON: unset members dropped (``fields`` keeps only what a patch named).

    The dump is built from the model's values directly when they are all plain (every body of the
    benchmarks and of the reference agents); anything else is dumped by pydantic, as before.
    """
    data: dict[str, Any] = _plain_body(body) if type(body) is EventBody else _NOT_PLAIN
    if data is _NOT_PLAIN:
        data = prune_nulls(body.model_dump(mode="json", exclude_none=True))
    if fields is not None:
        data = {k: v for k, v in data.items() if k in fields}
    return data


def gate(
    new: dict[str, Any], old: dict[str, Any], conference_version: int | None, attachments: bool | None
) -> None:
    """Google ignores ``conferenceData`` unless the client says ``conferenceDataVersion=1`` and
    ``attachments`` unless it says ``supportsAttachments=true``: what was stored stays as it was."""
    for key, allowed in (("conferenceData", conference_version == 1), ("attachments", bool(attachments))):
        if allowed:
            continue
        if key in old:
            new[key] = old[key]
        else:
            new.pop(key, None)


def _rooms(ctx: Context) -> frozenset[str]:
    return frozenset(r[0] for r in ctx.db.execute("SELECT id FROM gcal_calendars WHERE kind = 'resource'"))


def _directory_names(ctx: Context, emails: list[str]) -> dict[str, str]:
    """The names reads give these people and rooms (as :func:`eventstore.names_of`, for a few)."""
    marks = ", ".join("?" * len(emails))
    people = ctx.all(f"SELECT email, name FROM gcal_users WHERE email IN ({marks})", tuple(emails))
    rooms = ctx.all(
        f"SELECT id, summary FROM gcal_calendars WHERE kind != 'primary' AND id IN ({marks})", tuple(emails)
    )
    return {r[0]: r[1] for r in people} | {r[0]: r[1] for r in rooms}


def prepare_attendees(ctx: Context, body: dict[str, Any], organizer: str) -> None:
    """Default responseStatus; the organizer accepts their own event; rooms accept bookings.

    A ``displayName`` equal to the person's name in the directory is not stored: reads add that name
    themselves, so an agent that reads an event and writes its attendees back changes nothing.
    """
    rooms = ctx.remembered("gcal.rooms", lambda: _rooms(ctx), ("gcal_calendars",))
    attendees = body.get("attendees") or []
    named = [a["email"].lower() for a in attendees if a.get("displayName")]
    directory = _directory_names(ctx, named) if named else {}
    for a in attendees:
        a["email"] = a["email"].lower()
        if a.get("displayName") is not None and directory.get(a["email"]) == a["displayName"]:
            del a["displayName"]
        if a["email"] in rooms:
            a["resource"] = True
            a.setdefault("responseStatus", "accepted")
        elif a["email"] == organizer:
            a.setdefault("responseStatus", "accepted")
        else:
            a.setdefault("responseStatus", "needsAction")


#: An event row's columns, in table order.
_COLUMNS = (
    "calendar_id",
    "id",
    "ical_uid",
    "status",
    "organizer",
    "creator",
    "start_ts",
    "end_ts",
    "until_ts",
    "recurring_event_id",
    "original_start_ts",
    "body",
    "sequence",
    "created",
    "updated",
    "etag",
    "change_seq",
)
#: Whether :data:`_COLUMNS` is the table's column order (it is: test_perf52): only then are the
#: values a write binds the row it leaves, which it hands the world (perf52).
_IN_TABLE_ORDER = EVENTS.column_names == _COLUMNS
#: Where ``body`` is in :data:`_COLUMNS`.
_BODY_AT = _COLUMNS.index("body")
#: ``json.dumps(body, sort_keys=True)`` without building an encoder per call (``dumps`` makes one
#: whenever an option is not the default: a third of its cost on an event's body), nor the C encoder
#: (``JSONEncoder.encode`` makes one per call). Same options, same text.
_encode_body = fast_encoder(json.JSONEncoder(sort_keys=True))
#: Inserts bind only the columns set (see toolproof.service.rows); updates set every column.
_INSERT_EVENT = Inserter("gcal_events", _COLUMNS)
_UPDATE_EVENT = (
    f"UPDATE gcal_events SET {', '.join(f'{c} = ?' for c in _COLUMNS[2:])} WHERE calendar_id = ? AND id = ?"
)


def write_event(ctx: Context, event: es.Event, *, insert: bool) -> es.Event:
    """Store an event row with fresh updated/etag/change_seq."""
    seq = es.next_seq(ctx)
    event["updated"] = es.now_ms(ctx)
    event["change_seq"] = seq
    event["etag"] = es.etag(event["updated"], seq)
    values = [event.get(c) for c in _COLUMNS]
    values[_BODY_AT] = _encode_body(event["body"])
    # (perf52) The row the write leaves: every column, the insert's bound as given and the update's
    # set but the key's, which it matched. Handed to the world when each value is stored as it is
    # (``as_stored``): the end then reads no event this call wrote.
    row = as_stored(EVENTS, values) if _IN_TABLE_ORDER else None
    if insert:
        # Now, or (a call the world runs without its savepoint, see ``events.insert``'s ``alone``)
        # by the world once the handler has returned: nothing after this reads the row.
        ctx.insert_last(_INSERT_EVENT, values, "gcal_events", (event["calendar_id"], event["id"]), row)
    else:
        ctx.db.execute(_UPDATE_EVENT, (*values[2:], event["calendar_id"], event["id"]))
        # Surely a change (a new change_seq, above every stored one), never of the key.
        ctx.declare_update("gcal_events", (event["calendar_id"], event["id"]), row)
    return event


def create_event(
    ctx: Context,
    cal: Any,
    user: str,
    body: dict[str, Any],
    event_id: str | None = None,
    organizer: str | None = None,
    rooms_answer: bool = False,
) -> es.Event:
    """Validate and store a new event on ``cal`` (shared by insert, quickAdd and the fixture).

    ``rooms_answer``: rooms decline when already booked (API writes); the fixture states answers."""
    given_id = body.pop("id", None)
    event_id = given_id if given_id is not None else event_id
    if event_id is not None:
        if not EVENT_ID.fullmatch(event_id):
            raise invalid("Invalid resource id value.")
        if ctx.one("SELECT 1 FROM gcal_events WHERE calendar_id = ? AND id = ?", (cal["id"], event_id)):
            raise duplicate()
    else:
        event_id = ctx.new_id("", 26, BASE32HEX)
    status = body.pop("status", "confirmed")
    ical_uid = body.pop("iCalUID", None) or f"{event_id}@google.com"
    sequence = body.pop("sequence", 0)
    cols = es.derive(body, cal["time_zone"])
    prepare_attendees(ctx, body, organizer or cal["id"])
    now = es.now_ms(ctx)
    event: es.Event = {
        "calendar_id": cal["id"],
        "id": event_id,
        "ical_uid": ical_uid,
        "status": status,
        "organizer": organizer or cal["id"],
        "creator": user,
        **cols,
        "recurring_event_id": None,
        "original_start_ts": None,
        "body": body,
        "sequence": sequence,
        "created": now,
    }
    if rooms_answer:
        room_answers(ctx, event, {}, moved=True)
    return write_event(ctx, event, insert=True)


def check_guest_edit(old: dict[str, Any], new: dict[str, Any], user: str) -> None:
    """A guest may change only their own response (and their private display settings)."""
    changed = {k for k in set(old) | set(new) if old.get(k) != new.get(k)}
    if changed & SHARED_FIELDS:
        raise forbidden_for_non_organizer()
    if changed - ATTENDEE_FIELDS and not old.get("guestsCanModify"):
        raise forbidden_for_non_organizer()
    if "attendees" in changed and not old.get("guestsCanModify"):
        before = {a["email"]: a for a in old.get("attendees") or []}
        after = {a["email"].lower(): a for a in new.get("attendees") or []}
        if set(before) != set(after):
            raise forbidden_for_non_organizer()
        for email, a in after.items():
            was = before[email].get("responseStatus", "needsAction")
            if email != user and a.get("responseStatus", "needsAction") != was:
                raise forbidden_for_non_organizer()
        merged = []
        for b in old.get("attendees") or []:
            item = dict(b)
            if b["email"] == user:
                item.update({k: v for k, v in after[user].items() if k in GUEST_ANSWER})
            merged.append(item)
        new["attendees"] = merged


def load_event(ctx: Context, cal: Any, event_id: str, *, shared: bool = False) -> es.Event:
    """A stored row or a computed instance visible on ``cal``; 404 ``notFound`` otherwise
    (``shared``: for a caller that only reads it, see :func:`eventstore.find`)."""
    event = es.find(ctx, cal, event_id, shared=shared) or es.find_instance(ctx, cal, event_id, shared=shared)
    if event is None:
        raise not_found()
    return event
