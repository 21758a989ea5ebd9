"""Every documented top-level argument of every implemented Slack method, generated from Slack's spec.

For each (method, argument) that ``web_openapi_v2.json`` documents, the method's argument model must
declare it (so it is in the tool schema an agent reads), and a valid call of the method that adds
the argument with a value Slack accepts must succeed (``ok: true``, the body valid against
``openapi3.json``), in process on the ``small`` fixture. Where Slack itself answers such a call with an
error in this workspace (no files exist here), the case names that error and why.

A second family sends each string argument a value of the wrong shape (an object) and each method a
request without its required arguments: the answer is one of the method's own documented codes,
never a framework's words.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

import pytest

from tests.services.slack.spec import error_codes, validate_success
from tests.support import specs
from toolproof.services.slack import service
from toolproof.world import World

SPEC = "slack/web_openapi_v2.json"
ADA, ALAN, BOT = "U0ADA000001", "U0ALAN00001", "U0BOT000001"
GENERAL, SUPPORT, SECRET = "C0GENERAL01", "C0SUPPORT01", "C0PRIVATE01"
ONCALL, HANDBOOK = "S0ONCALL001", "Bk0GENERAL01"

Setup = Callable[[World], dict[str, Any]]


def _first_ts(w: World) -> str:
    return str(min(r["ts"] for r in w.rows("slack_messages") if r["channel"] == GENERAL))


def _ada_ts(w: World) -> str:
    return str(min(r["ts"] for r in w.rows("slack_messages") if r["user"] == ADA))


def _call(w: World, method: str, args: dict[str, Any]) -> dict[str, Any]:
    body = w.call(f"slack.{method}", args, principal=ADA).body
    assert isinstance(body, dict)
    assert body.get("ok") is True, (method, body)
    return body


def _scheduled(w: World) -> dict[str, Any]:
    post_at = int(w.clock.now) + 3600
    sid = _call(w, "chat.scheduleMessage", {"channel": GENERAL, "text": "later", "post_at": post_at})
    return {"channel": GENERAL, "scheduled_message_id": sid["scheduled_message_id"]}


def _archived(w: World) -> dict[str, Any]:
    _call(w, "conversations.archive", {"channel": SUPPORT})
    return {"channel": SUPPORT}


def _dm(w: World) -> dict[str, Any]:
    return {"channel": _call(w, "conversations.open", {"users": ALAN})["channel"]["id"]}


def _invited(w: World) -> dict[str, Any]:
    _call(w, "conversations.invite", {"channel": SUPPORT, "users": ALAN})
    return {"channel": SUPPORT, "user": ALAN}


def _pinned(w: World) -> dict[str, Any]:
    ts = _first_ts(w)
    _call(w, "pins.add", {"channel": GENERAL, "timestamp": ts})
    return {"channel": GENERAL, "timestamp": ts}


def _reacted(w: World) -> dict[str, Any]:
    ts = _first_ts(w)
    _call(w, "reactions.add", {"channel": GENERAL, "timestamp": ts, "name": "eyes"})
    return {"channel": GENERAL, "timestamp": ts, "name": "eyes"}


def _uploaded(w: World) -> dict[str, Any]:
    """Ada uploads a file through the v2 flow and shares it in #general."""
    got = _call(w, "files.getUploadURLExternal", {"filename": "notes.txt", "length": 5})
    _call(w, "files.upload.v2", {"upload_url": got["upload_url"], "content": "hello"})
    files = [{"id": got["file_id"], "title": "Notes"}]
    _call(w, "files.completeUploadExternal", {"files": files, "channel_id": GENERAL})
    return {"file": got["file_id"]}


def _pending(w: World) -> dict[str, Any]:
    got = _call(w, "files.getUploadURLExternal", {"filename": "notes.txt", "length": 5})
    _call(w, "files.upload.v2", {"upload_url": got["upload_url"], "content": "hello"})
    return {"files": [{"id": got["file_id"], "title": "Notes"}], "channel_id": GENERAL}


#: A valid call of each method (arguments, or a setup that prepares the world and returns them).
BASE: dict[str, dict[str, Any] | Setup] = {
    "auth.test": {},
    "conversations.open": {"users": ALAN},
    "chat.postMessage": {"channel": GENERAL, "text": "hello"},
    "chat.meMessage": {"channel": GENERAL, "text": "waves"},
    "chat.update": lambda w: {"channel": GENERAL, "ts": _ada_ts(w), "text": "edited"},
    "chat.delete": lambda w: {"channel": GENERAL, "ts": _ada_ts(w)},
    "chat.getPermalink": lambda w: {"channel": GENERAL, "message_ts": _first_ts(w)},
    "chat.postEphemeral": {"channel": GENERAL, "user": ALAN, "text": "psst"},
    "conversations.list": {},
    "conversations.info": {"channel": GENERAL},
    "conversations.create": {"name": "fresh-channel"},
    "conversations.archive": {"channel": SUPPORT},
    "conversations.unarchive": _archived,
    "conversations.rename": {"channel": SUPPORT, "name": "support-renamed"},
    "conversations.setTopic": {"channel": GENERAL, "topic": "Topic"},
    "conversations.setPurpose": {"channel": GENERAL, "purpose": "Purpose"},
    "conversations.history": {"channel": GENERAL},
    "conversations.replies": lambda w: {"channel": GENERAL, "ts": _first_ts(w)},
    "conversations.join": {"channel": SUPPORT},
    "conversations.leave": {"channel": SUPPORT},
    "conversations.invite": {"channel": SUPPORT, "users": ALAN},
    "conversations.kick": _invited,
    "conversations.members": {"channel": GENERAL},
    "conversations.mark": lambda w: {"channel": GENERAL, "ts": _first_ts(w)},
    "conversations.close": _dm,
    "pins.add": lambda w: {"channel": GENERAL, "timestamp": _first_ts(w)},
    "pins.remove": _pinned,
    "pins.list": {"channel": GENERAL},
    "users.getPresence": {"user": ALAN},
    "users.setPresence": {"presence": "away"},
    "users.profile.set": {"profile": {"title": "Countess"}},
    "reactions.add": lambda w: {"channel": GENERAL, "timestamp": _first_ts(w), "name": "tada"},
    "reactions.remove": _reacted,
    "reactions.get": lambda w: {"channel": GENERAL, "timestamp": _first_ts(w)},
    "reactions.list": {},
    "chat.scheduleMessage": lambda w: {
        "channel": GENERAL,
        "text": "later",
        "post_at": int(w.clock.now) + 3600,
    },
    "chat.scheduledMessages.list": {},
    "chat.deleteScheduledMessage": _scheduled,
    "search.messages": {"query": "hello"},
    "reminders.add": {"text": "Send the deck", "time": "in 15 minutes"},
    "reminders.list": {},
    "reminders.info": {"reminder": "Rm0ADA00001"},
    "reminders.complete": {"reminder": "Rm0ADA00001"},
    "reminders.delete": {"reminder": "Rm0ADA00001"},
    "usergroups.create": {"name": "Billing team", "handle": "billing-team"},
    "usergroups.update": {"usergroup": ONCALL},
    "usergroups.enable": {"usergroup": ONCALL},
    "usergroups.disable": {"usergroup": ONCALL},
    "usergroups.list": {},
    "usergroups.users.list": {"usergroup": ONCALL},
    "usergroups.users.update": {"usergroup": ONCALL, "users": f"{ADA},{ALAN}"},
    "bookmarks.add": {
        "channel_id": GENERAL,
        "title": "Docs",
        "type": "link",
        "link": "https://small.example/docs",
    },
    "bookmarks.edit": {"channel_id": GENERAL, "bookmark_id": HANDBOOK, "title": "Team handbook"},
    "bookmarks.remove": {"channel_id": GENERAL, "bookmark_id": HANDBOOK},
    "bookmarks.list": {"channel_id": GENERAL},
    "users.list": {},
    "users.info": {"user": ALAN},
    "users.lookupByEmail": {"email": "alan@small.example"},
    "users.profile.get": {},
    "users.conversations": {},
    "files.getUploadURLExternal": {"filename": "notes.txt", "length": 5},
    "upload/v1/{upload_id}": lambda w: {
        "upload_url": _call(w, "files.getUploadURLExternal", {"filename": "a.txt", "length": 2})[
            "upload_url"
        ],
        "content": "hi",
    },
    "files.completeUploadExternal": _pending,
    "files.info": _uploaded,
    "files.list": {},
    "files.delete": _uploaded,
    "search.files": {"query": "notes"},
}

#: A value Slack accepts for an argument, by name (methods' own base values win for their arguments).
VALUES: dict[str, Any] = {
    "as_user": "true",
    "attachments": '[{"text": "attached"}]',
    "blocks": '[{"type": "section", "text": {"type": "mrkdwn", "text": "hi"}}]',
    "icon_emoji": ":robot_face:",
    "icon_url": "https://example.com/icon.png",
    "link_names": "true",
    "mrkdwn": "true",
    "parse": "none",
    "reply_broadcast": "false",
    "unfurl_links": "false",
    "unfurl_media": "false",
    "username": "helper",
    "return_im": "true",
    "exclude_archived": "true",
    "types": "public_channel,private_channel",
    "limit": "5",
    "cursor": "",
    "include_locale": "true",
    "include_num_members": "true",
    "is_private": "false",
    "latest": "9999999999.000000",
    "oldest": "1000000000.000000",
    "inclusive": "true",
    "full": "true",
    "count": "5",
    "page": "1",
    "highlight": "true",
    "sort": "timestamp",
    "sort_dir": "desc",
    "include_labels": "true",
    "user": ALAN,
    "users": ALAN,
    "text": "with text",
    "name": "title",
    "value": "Engineer",
    "profile": '{"phone": "555"}',
    "channel": GENERAL,
    "email": "alan@small.example",
    "presence": "auto",
    "thread_ts": _first_ts,
    "channels": GENERAL,
    "description": "Production on-call",
    "handle": "platform",
    "include_count": "true",
    "include_users": "true",
    "include_disabled": "true",
    "usergroup": ONCALL,
}

#: (method, argument) → value where the method needs its own (a function of the world, or a value).
METHOD_VALUES: dict[tuple[str, str], Any] = {
    ("conversations.open", "channel"): lambda w: _dm(w)["channel"],
    ("users.profile.set", "user"): ADA,  # one's own profile (another's needs an admin)
    ("files.list", "types"): "images,pdfs",
    ("files.list", "ts_from"): "0",
    ("files.list", "ts_to"): "9999999999",
    ("files.list", "show_files_hidden_by_limit"): "true",
}

#: (method, argument) → (value, Slack's error, why): cases where Slack answers the call with an error.
REFUSED: dict[tuple[str, str], tuple[Any, str, str]] = {
    ("reactions.remove", "file"): ("F0NOSUCH01", "file_not_found", "no files exist in the double"),
    ("reactions.remove", "file_comment"): ("Fc0NOSUCH1", "file_comment_not_found", "no files exist"),
    ("reactions.get", "file"): ("F0NOSUCH01", "file_not_found", "no files exist in the double"),
    ("reactions.get", "file_comment"): ("Fc0NOSUCH1", "file_comment_not_found", "no files exist"),
}


@cache
def _documented() -> list[tuple[str, str, bool]]:
    """(method, argument, required) for every implemented method, from the spec (``token`` aside)."""
    if specs.missing(SPEC) is not None:
        return []
    raw = specs.load(SPEC)
    out = []
    for op in service.operations.values():
        for operation in raw["paths"].get(op.path, {}).values():
            for param in operation.get("parameters", []):
                if param["name"] != "token":
                    out.append((op.path.lstrip("/"), param["name"], bool(param.get("required"))))
    return sorted(set(out))


def _cases() -> list[Any]:
    reason = specs.missing(SPEC)
    if reason is not None:
        return [pytest.param("", "", marks=pytest.mark.skip(reason=reason), id="spec-absent")]
    return [pytest.param(m, a, id=f"{m}:{a}") for m, a, _ in _documented()]


@pytest.fixture(scope="module")
def world() -> World:
    w = World(["slack"], fixture="small")
    w.rate_limits_enabled = False
    return w


def _base(w: World, method: str) -> dict[str, Any]:
    base = BASE[method]
    return dict(base(w) if callable(base) else base)


def test_every_implemented_method_has_a_base_call() -> None:
    methods = {op.path.lstrip("/") for op in service.operations.values()}
    assert methods == set(BASE)


@pytest.mark.parametrize(("method", "argument"), _cases())
def test_documented_argument_is_declared_and_accepted(world: World, method: str, argument: str) -> None:
    op = next(o for o in service.operations.values() if o.path == "/" + method)
    declared = set(op.params.model_fields) | {f.alias for f in op.params.model_fields.values() if f.alias}
    assert argument in declared, f"{method} does not declare {argument}"
    assert argument in op.tool_definition()["input_schema"]["properties"]
    world.reset()
    args = _base(world, method)
    if (method, argument) in REFUSED:
        value, code, _why = REFUSED[method, argument]
        args[argument] = value
        body = world.call(f"slack.{method}", args, principal=ADA).body
        assert body["error"] == code, body
        assert code in error_codes(method)
        return
    if argument not in args:
        value = METHOD_VALUES.get((method, argument), VALUES.get(argument))
        args[argument] = value(world) if callable(value) else value
    response = world.call(f"slack.{method}", args, principal=ADA)
    assert response.status == 200
    assert response.body.get("ok") is True, (args, response.body)
    validate_success(method, response.body)


@pytest.mark.parametrize(("method", "argument"), _cases())
def test_an_ill_shaped_argument_gets_a_documented_code(world: World, method: str, argument: str) -> None:
    """An object where Slack takes a string or flag: one of the method's codes, never framework text."""
    world.reset()
    args = _base(world, method)
    args[argument] = {"nested": ["object"]}
    response = world.call(f"slack.{method}", args, principal=ADA)
    assert response.status == 200
    body = response.body
    if body.get("ok") is True:  # some arguments are read leniently, as Slack reads them
        return
    assert body["error"] in error_codes(method), body
    for message in (body.get("response_metadata") or {}).get("messages", []):
        assert message.startswith("[ERROR] "), message
        assert "Input should" not in message
        assert "validation error" not in message
