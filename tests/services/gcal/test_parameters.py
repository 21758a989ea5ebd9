"""Every documented parameter of every implemented Calendar method, generated from the discovery doc.

For each (method, parameter) that ``calendar.v3.discovery.json`` documents, the method's model must
declare it (so the tool schema an agent reads has it), and a valid call of the method that adds the
parameter with a value the document allows must succeed (2xx) in process on the default fixture.
A second family sends each parameter a value of the wrong type: the answer is Google's error envelope
in Google's words (``invalidParameter`` / ``invalid`` / ``required``…), never a 5xx and never the
validation library's text.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

import pytest

from tests.support import specs
from toolproof.services.gcal import service
from toolproof.world import World

SPEC = "google-calendar/calendar.v3.discovery.json"
ALICE, DARA = "alice@orbital.example", "dara@orbital.example"
HOOK = {"id": "chan-1", "type": "web_hook", "address": "https://example.com/hook"}
EVENT: dict[str, Any] = {
    "summary": "Parameter probe",
    "start": {"dateTime": "2026-11-12T10:00:00Z"},
    "end": {"dateTime": "2026-11-12T11:00:00Z"},
}
FRAMEWORK_WORDS = ("Input should", "validation error", "Field required", "pydantic", "type=", "Traceback")

Setup = Callable[[World], dict[str, Any]]


def _ok(w: World, name: str, args: dict[str, Any]) -> Any:
    response = w.call(f"gcal.{name}", args)
    assert response.status < 300, (name, response.body)
    return response.body


def _event(w: World) -> str:
    return str(_ok(w, "events.insert", {"calendarId": "primary", "body": EVENT})["id"])


def _series(w: World) -> str:
    body = {
        **EVENT,
        "start": {**EVENT["start"], "timeZone": "UTC"},
        "end": {**EVENT["end"], "timeZone": "UTC"},
    }
    body["recurrence"] = ["RRULE:FREQ=DAILY;COUNT=3"]
    return str(_ok(w, "events.insert", {"calendarId": "primary", "body": body})["id"])


def _calendar(w: World) -> str:
    return str(_ok(w, "calendars.insert", {"body": {"summary": "Probe"}})["id"])


def _rule(w: World) -> dict[str, Any]:
    body = {"role": "reader", "scope": {"type": "user", "value": DARA}}
    return {
        "calendarId": "primary",
        "ruleId": _ok(w, "acl.insert", {"calendarId": "primary", "body": body})["id"],
    }


def _channel(w: World) -> dict[str, Any]:
    opened = _ok(w, "events.watch", {"calendarId": "primary", "body": HOOK})
    return {"body": {"id": opened["id"], "resourceId": opened["resourceId"]}}


#: A valid call of each method (arguments, or a setup that prepares the world and returns them).
BASE: dict[str, dict[str, Any] | Setup] = {
    "acl.list": {"calendarId": "primary"},
    "acl.get": _rule,
    "acl.insert": {
        "calendarId": "primary",
        "body": {"role": "reader", "scope": {"type": "user", "value": DARA}},
    },
    "acl.patch": lambda w: {**_rule(w), "body": {"role": "writer"}},
    "acl.update": lambda w: {
        **_rule(w),
        "body": {"role": "writer", "scope": {"type": "user", "value": DARA}},
    },
    "acl.delete": _rule,
    "acl.watch": {"calendarId": "primary", "body": HOOK},
    "calendarList.list": {},
    "calendarList.get": {"calendarId": "primary"},
    "calendarList.insert": lambda w: {"body": {"id": _calendar(w)}},
    "calendarList.patch": {"calendarId": "primary", "body": {"colorId": "7"}},
    "calendarList.update": {"calendarId": "primary", "body": {"colorId": "7"}},
    "calendarList.delete": lambda w: {"calendarId": _calendar(w)},
    "calendarList.watch": {"body": HOOK},
    "calendars.get": {"calendarId": "primary"},
    "calendars.insert": {"body": {"summary": "New"}},
    "calendars.patch": {"calendarId": "primary", "body": {"description": "Mine"}},
    "calendars.update": {"calendarId": "primary", "body": {"summary": ALICE}},
    "calendars.delete": lambda w: {"calendarId": _calendar(w)},
    "calendars.clear": {"calendarId": "primary"},
    "events.list": {"calendarId": "primary"},
    "events.get": lambda w: {"calendarId": "primary", "eventId": _event(w)},
    "events.instances": lambda w: {"calendarId": "primary", "eventId": _series(w)},
    "events.insert": {"calendarId": "primary", "body": EVENT},
    "events.import": {"calendarId": "primary", "body": {**EVENT, "iCalUID": "probe@example.com"}},
    "events.patch": lambda w: {"calendarId": "primary", "eventId": _event(w), "body": {"summary": "P"}},
    "events.update": lambda w: {"calendarId": "primary", "eventId": _event(w), "body": EVENT},
    "events.delete": lambda w: {"calendarId": "primary", "eventId": _event(w)},
    "events.move": lambda w: {"calendarId": "primary", "eventId": _event(w), "destination": _calendar(w)},
    "events.quickAdd": {"calendarId": "primary", "text": "Lunch tomorrow at 12pm"},
    "events.watch": {"calendarId": "primary", "body": HOOK},
    "settings.list": {},
    "settings.get": {"setting": "timezone"},
    "settings.watch": {"body": HOOK},
    "colors.get": {},
    "channels.stop": _channel,
    "freebusy.query": {
        "body": {
            "timeMin": "2026-11-02T00:00:00Z",
            "timeMax": "2026-11-03T00:00:00Z",
            "items": [{"id": ALICE}],
        }
    },
}

#: A value the discovery document allows, by parameter name (a method's base value wins).
VALUES: dict[str, Any] = {
    "maxResults": 5,
    "pageToken": None,  # none given: a first page (a real token comes from a previous page)
    "showDeleted": True,
    "syncToken": None,
    "sendNotifications": False,
    "sendUpdates": "none",
    "minAccessRole": "reader",
    "showHidden": True,
    "showOwnOrganizationOnly": True,
    "colorRgbFormat": False,
    "alwaysIncludeEmail": True,
    "eventTypes": "default",
    "iCalUID": "nobody@example.com",
    "maxAttendees": 3,
    "orderBy": "updated",
    "privateExtendedProperty": "team=x",
    "sharedExtendedProperty": "team=x",
    "q": "probe",
    "showHiddenInvitations": True,
    "singleEvents": True,
    "timeMin": "2026-11-01T00:00:00Z",
    "timeMax": "2026-12-01T00:00:00Z",
    "timeZone": "Europe/Paris",
    "updatedMin": "2026-01-01T00:00:00Z",
    "originalStart": "2026-11-12T10:00:00Z",
    "conferenceDataVersion": 1,
    "eventLabelVersion": 1,
    "supportsAttachments": True,
}

#: Methods whose pageToken / syncToken must come from an earlier answer of the same query.
TOKEN_SOURCES = {"pageToken": "nextPageToken", "syncToken": "nextSyncToken"}
LISTS = {
    "acl.watch": "acl.list",
    "calendarList.watch": "calendarList.list",
    "events.watch": "events.list",
    "settings.watch": "settings.list",
}


def _discovery_method(name: str) -> dict[str, Any] | None:
    node: Any = specs.load(SPEC)
    *resources, verb = name.split(".")
    for resource in resources:
        node = node["resources"][resource]
    method: dict[str, Any] | None = node["methods"].get(verb)
    return method


@cache
def _documented() -> list[tuple[str, str]]:
    if specs.missing(SPEC) is not None:
        return []
    out = []
    for op in service.operations.values():
        method = _discovery_method(op.name.removeprefix("gcal."))
        for name in (method or {}).get("parameters", {}):
            out.append((op.name.removeprefix("gcal."), name))
    return sorted(out)


def _cases() -> list[Any]:
    reason = specs.missing(SPEC)
    if reason is not None:
        return [pytest.param("", "", marks=pytest.mark.skip(reason=reason), id="spec-absent")]
    return [pytest.param(m, a, id=f"{m}:{a}") for m, a in _documented()]


@pytest.fixture(scope="module")
def world() -> World:
    w = World(["gcal"])
    w.rate_limits_enabled = False
    return w


def _base(w: World, method: str) -> dict[str, Any]:
    base = BASE[method]
    return dict(base(w) if callable(base) else base)


def _value(w: World, method: str, argument: str, args: dict[str, Any]) -> Any:
    if argument in TOKEN_SOURCES:
        listing = LISTS.get(method, method)
        first = dict(args)
        first.pop("body", None)
        if argument == "pageToken":
            first["maxResults"] = 1
        answer = _ok(w, listing, first)
        token = answer.get(TOKEN_SOURCES[argument])
        assert token, (listing, answer)
        return token
    return VALUES[argument]


def test_every_implemented_method_has_a_base_call() -> None:
    assert {op.name.removeprefix("gcal.") for op in service.operations.values()} == set(BASE)


@pytest.mark.parametrize(("method", "argument"), _cases())
def test_documented_parameter_is_declared_and_accepted(world: World, method: str, argument: str) -> None:
    op = service.operations[f"gcal.{method}"]
    declared = set(op.params.model_fields) | {f.alias for f in op.params.model_fields.values() if f.alias}
    assert argument in declared, f"{method} does not declare {argument}"
    assert argument in op.tool_definition()["input_schema"]["properties"]
    world.reset()
    args = _base(world, method)
    if argument not in args:
        args[argument] = _value(world, method, argument, args)
    if argument == "syncToken":  # Google refuses the filters a sync token already carries
        for name in ("timeMin", "timeMax", "q", "orderBy", "iCalUID", "updatedMin", "minAccessRole"):
            args.pop(name, None)
    response = world.call(f"gcal.{method}", args)
    assert response.status < 300, (args, response.body)


@pytest.mark.parametrize(("method", "argument"), _cases())
def test_a_wrongly_typed_parameter_is_refused_in_googles_words(
    world: World, method: str, argument: str
) -> None:
    world.reset()
    args = _base(world, method)
    args[argument] = {"nested": ["object"]}
    response = world.call(f"gcal.{method}", args)
    assert response.status < 500, response.body
    if response.status < 300:  # read leniently (a free-text value), as Google reads it
        return
    error = response.body["error"]
    detail = error["errors"][0]
    assert detail["reason"] in ("invalidParameter", "invalid", "required", "notFound", "badRequest"), error
    for text in (error["message"], detail["message"]):
        assert not any(word in text for word in FRAMEWORK_WORDS), text
