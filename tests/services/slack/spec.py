"""Checking the double's answers against Slack's published specs (``slack/`` in the specs folder).

Success bodies are validated against ``openapi3.json``; ``ok:false`` codes against the method's error
enum in ``web_openapi_v2.json`` (derived into ``spec_facts.json``). Where the spec itself is wrong
about what Slack sends, the errata below patch it, each with the reason, so nothing is silently
skipped.
"""

from __future__ import annotations

import copy
import functools
from typing import Any

from jsonschema import Draft4Validator
from openapi_schema_validator import OAS30Validator

from tests.support import specs

#: Success schemas (read from the specs folder, ``tests.support.specs``: ``TOOLPROOF_SPECS``).
OPENAPI = "slack/openapi3.json"

#: Codes Slack returns on (nearly) every method although the per-method enums omit them.
GLOBAL_CODES = {
    # Every method checks scopes; the 2021 spec lists missing_scope for only some.
    "missing_scope",
    # The body of Slack's HTTP 429 (the spec enums spell it rate_limited; slack_sdk's own test server
    # and the real API send "ratelimited").
    "ratelimited",
    # The generic argument-validation error of the current API (messages in response_metadata).
    "invalid_arguments",
    # Bot tokens get it for user-only methods; Slack documents it in the method pages, not the enums.
    "not_allowed_token_type",
    # Core/transport refusals every method shares.
    "not_authed",
    "invalid_auth",
    "account_inactive",
    "invalid_json",
    "json_not_object",
    "invalid_form_data",
    "invalid_charset",
    "invalid_post_type",
}

#: Codes the real API returns for a method that its 2021 enum omits (from Slack's method pages).
EXTRA_CODES: dict[str, set[str]] = {
    "conversations.list": {"invalid_cursor", "invalid_types"},
    "conversations.history": {"not_in_channel", "invalid_cursor"},
    "conversations.replies": {"not_in_channel", "invalid_cursor", "invalid_ts_latest", "invalid_ts_oldest"},
    "conversations.archive": {"not_in_channel"},
    "conversations.open": {"users_list_not_supplied"},
    "chat.postMessage": {
        "invalid_blocks",
        "invalid_blocks_format",
        "invalid_thread_ts",
        "invalid_attachments",
    },
    "chat.update": {"invalid_blocks", "invalid_blocks_format", "is_archived", "invalid_attachments"},
    "chat.postEphemeral": {
        "not_in_channel",
        "invalid_blocks",
        "invalid_blocks_format",
        "invalid_attachments",
    },
    "chat.scheduleMessage": {
        "invalid_blocks",
        "invalid_blocks_format",
        "invalid_thread_ts",
        "invalid_attachments",
    },
    "chat.scheduledMessages.list": {"invalid_cursor"},
    "reactions.add": {"channel_not_found", "not_in_channel"},
    "reactions.remove": {"channel_not_found", "not_in_channel"},
    "reactions.get": {"channel_not_found", "not_in_channel"},
    "reactions.list": {"invalid_cursor"},
    "pins.add": {"not_in_channel"},
    "pins.remove": {"channel_not_found", "not_in_channel"},
    "users.list": {"invalid_cursor"},
    "users.conversations": {"user_not_found"},
    "conversations.members": {"invalid_cursor"},
    "search.messages": {"no_query", "invalid_cursor"},
    # users.getPresence documents no enum at all; its method page lists user_not_found.
    "users.getPresence": {"user_not_found"},
    # An admin naming a user who does not exist (the enum predates the `user` argument).
    "users.profile.set": {"user_not_found"},
    # User groups: the 2021 enums hold only the generic codes; these are the method pages' own
    # (slack-ruby/slack-api-ref, scraped from them). An unknown or (without include_disabled) disabled
    # group is `no_such_subteam` on every method, as usergroups.users.list documents it.
    "usergroups.create": {
        "missing_argument",
        "missing_subteam_name",
        "name_already_exists",
        "handle_already_exists",
        "bad_handle",
        "forbidden_handle",
        "invalid_channel_provided",
    },
    "usergroups.update": {
        "missing_argument",
        "no_such_subteam",
        "missing_subteam_name",
        "name_already_exists",
        "handle_already_exists",
        "bad_handle",
        "forbidden_handle",
        "invalid_channel_provided",
    },
    "usergroups.enable": {"missing_argument", "no_such_subteam", "permission_denied"},
    "usergroups.disable": {"missing_argument", "no_such_subteam"},
    "usergroups.list": {"missing_argument"},
    "usergroups.users.list": {"missing_argument", "no_such_subteam"},
    "usergroups.users.update": {
        "missing_argument",
        "no_such_subteam",
        "invalid_users",
        "no_users_provided",
        "permission_denied",
    },
    # Bookmarks are newer than the 2021 spec (no path, no enum): the method pages' codes, plus
    # `not_in_channel` / `is_archived` for writes to a conversation the caller is not in or that is
    # archived (the generic conversation-write codes).
    "bookmarks.add": {
        "channel_not_found",
        "invalid_bookmark_type",
        "invalid_link",
        "invalid_emoji",
        "too_many_bookmarks",
        "permission_denied",
        "not_in_channel",
        "is_archived",
    },
    "bookmarks.edit": {
        "channel_not_found",
        "not_found",
        "invalid_link",
        "invalid_emoji",
        "permission_denied",
        "not_in_channel",
        "is_archived",
    },
    "bookmarks.remove": {
        "channel_not_found",
        "not_found",
        "permission_denied",
        "not_in_channel",
        "is_archived",
    },
    "bookmarks.list": {"channel_not_found"},
    # The v2 upload flow is newer than the 2021 spec; codes from the method pages.
    "files.getUploadURLExternal": set(),
    "files.completeUploadExternal": {
        "file_not_found",
        "channel_not_found",
        "not_in_channel",
        "is_archived",
        "invalid_thread_ts",
    },
    "search.files": {"no_query"},
    # The upload URL (Slack's upload host, not a Web API method): no such upload, or too large.
    "upload/v1/{upload_id}": {"file_not_found", "request_too_large"},
}

_BOOKMARK_OBJECT: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    "required": [
        "id",
        "channel_id",
        "title",
        "link",
        "emoji",
        "icon_url",
        "type",
        "entity_id",
        "date_created",
        "date_updated",
        "rank",
        "last_updated_by_user_id",
        "last_updated_by_team_id",
        "shortcut_id",
        "app_id",
    ],
    "properties": {
        "id": {"type": "string", "pattern": "^Bk[A-Z0-9]{8,}$"},
        "channel_id": {"type": "string", "pattern": "^[CGD][A-Z0-9]{8,}$"},
        "title": {"type": "string"},
        "link": {"type": "string", "pattern": "^https?://"},
        "emoji": {"type": "string", "nullable": True},
        "icon_url": {"type": "string", "nullable": True},
        "type": {"type": "string", "enum": ["link"]},
        "entity_id": {"type": "string", "nullable": True},
        "date_created": {"type": "integer"},
        "date_updated": {"type": "integer"},
        "rank": {"type": "string"},
        "last_updated_by_user_id": {"type": "string", "pattern": "^[UW][A-Z0-9]{2,}$"},
        "last_updated_by_team_id": {"type": "string", "pattern": "^T[A-Z0-9]{2,}$"},
        "shortcut_id": {"type": "string", "nullable": True},
        "app_id": {"type": "string", "nullable": True},
    },
}

#: Success schemas of methods newer than the 2021 spec, written from the method pages' examples
#: (bookmarks.add / edit / list / remove on docs.slack.dev).
LOCAL_SCHEMAS: dict[str, dict[str, Any]] = {
    "bookmarks.add": {
        "type": "object",
        "additionalProperties": False,
        "required": ["ok", "bookmark"],
        "properties": {"ok": {"enum": [True]}, "bookmark": _BOOKMARK_OBJECT},
    },
    "bookmarks.edit": {
        "type": "object",
        "additionalProperties": False,
        "required": ["ok", "bookmark"],
        "properties": {"ok": {"enum": [True]}, "bookmark": _BOOKMARK_OBJECT},
    },
    "bookmarks.list": {
        "type": "object",
        "additionalProperties": False,
        "required": ["ok", "bookmarks"],
        "properties": {"ok": {"enum": [True]}, "bookmarks": {"type": "array", "items": _BOOKMARK_OBJECT}},
    },
    "bookmarks.remove": {
        "type": "object",
        "additionalProperties": False,
        "required": ["ok"],
        "properties": {"ok": {"enum": [True]}},
    },
}


_FILE_REF = {"type": "object", "required": ["id", "title"], "properties": {"id": {"type": "string"}}}
_PAGING = {"type": "object", "required": ["count", "total", "page", "pages"]}
LOCAL_SCHEMAS.update(
    {
        "files.getUploadURLExternal": {
            "type": "object",
            "additionalProperties": False,
            "required": ["ok", "upload_url", "file_id"],
            "properties": {
                "ok": {"enum": [True]},
                "upload_url": {"type": "string", "pattern": "^https?://"},
                "file_id": {"type": "string", "pattern": "^F[A-Z0-9]{8,}$"},
            },
        },
        "files.completeUploadExternal": {
            "type": "object",
            "additionalProperties": False,
            "required": ["ok", "files"],
            "properties": {
                "ok": {"enum": [True]},
                "files": {"type": "array", "minItems": 1, "items": _FILE_REF},
            },
        },
        "search.files": {
            "type": "object",
            "required": ["ok", "query", "files"],
            "properties": {
                "ok": {"enum": [True]},
                "files": {
                    "type": "object",
                    "required": ["total", "matches", "paging", "pagination"],
                    "properties": {"paging": _PAGING, "matches": {"type": "array"}},
                },
            },
        },
    }
)


@functools.cache
def _openapi() -> dict[str, Any]:
    spec: dict[str, Any] = copy.deepcopy(specs.load(OPENAPI))
    schemas = spec["components"]["schemas"]
    message = schemas["objs_message"]["properties"]
    # Errata 1: real messages carry `edited` ({user, ts}) and thread parents `is_locked`; the spec's
    # message object forbids both with additionalProperties: false.
    message["edited"] = {
        "type": "object",
        "required": ["user", "ts"],
        "properties": {"user": {"$ref": "#/components/schemas/defs_user_id"}, "ts": {"type": "string"}},
    }
    message["is_locked"] = {"type": "boolean"}
    # Errata 2: search matches are messages plus `iid`, `channel` (an object), `username`, `permalink`.
    for path in ("/conversations.history", "/conversations.replies"):
        body = _success(spec, path)
        # Errata 3: history and replies send response_metadata (cursor pagination) and may be empty.
        body["properties"]["response_metadata"] = {"type": "object"}
        body["properties"]["messages"].pop("minItems", None)
    # Errata 4: message attachments carry what was posted (text, title, colour…), not only the image
    # fields the spec lists with additionalProperties: false.
    message["attachments"]["items"]["additionalProperties"] = True
    # Errata 5: chat.update's message.blocks is an array of blocks, as everywhere else (spec: object).
    _success(spec, "/chat.update")["properties"]["message"]["properties"]["blocks"] = {"type": "array"}
    # Errata 6: user tokens schedule messages too; their message has no bot_id.
    scheduled = _success(spec, "/chat.scheduleMessage")["properties"]["message"]
    scheduled["required"] = [r for r in scheduled["required"] if r != "bot_id"]
    # Errata 7: a file's `shares` map each conversation id to its share records (the spec allows no
    # key at all), `groups` holds private channels, whose ids start with C since 2021 (the spec: G),
    # and files carry `alt_txt` (newer than the spec).
    file = schemas["objs_file"]["properties"]
    share_list = {"type": "array", "items": {"type": "object", "required": ["ts", "channel_name"]}}
    file["shares"] = {
        "type": "object",
        "additionalProperties": False,
        "properties": {
            "public": {"type": "object", "additionalProperties": share_list},
            "private": {"type": "object", "additionalProperties": share_list},
        },
    }
    file["groups"] = {"type": "array", "items": {"$ref": "#/components/schemas/defs_channel_id"}}
    file["alt_txt"] = {"type": "string"}
    # Errata 8: a message can be scheduled in a DM (the method page: "a public channel, private
    # channel, or direct message (DM) conversation"), so a listed one's `channel_id` may be a D id.
    listed = _success(spec, "/chat.scheduledMessages.list")["properties"]["scheduled_messages"]
    ids = ("defs_channel_id", "defs_dm_id")
    either = [{"$ref": f"#/components/schemas/{i}"} for i in ids]
    listed["items"]["properties"]["channel_id"] = {"oneOf": either}
    for path in ("/chat.scheduledMessages.list", "/conversations.list", "/users.conversations"):
        body = _success(spec, path)
        for key in ("scheduled_messages", "channels"):
            if key in body["properties"]:
                body["properties"][key].pop("minItems", None)
    return spec


def _success(spec: dict[str, Any], path: str) -> dict[str, Any]:
    operation = next(iter(spec["paths"][path].values()))
    schema: dict[str, Any] = operation["responses"]["200"]["content"]["application/json"]["schema"]
    return schema


@functools.cache
def _validator(method: str) -> OAS30Validator:
    if method in LOCAL_SCHEMAS:
        return OAS30Validator(LOCAL_SCHEMAS[method])
    spec = _openapi()
    schema = copy.deepcopy(_success(spec, "/" + method))
    schema["components"] = spec["components"]
    return OAS30Validator(schema)


def validate_success(method: str, body: dict[str, Any]) -> None:
    """Raise if an ``ok:true`` body does not match the method's success schema (errata applied).

    Without the spec file only ``ok: true`` is checked: the schema check is extra to what the SDK
    tests assert (the spec sweep, whose point it is, skips instead).
    """
    assert body.get("ok") is True, body
    if specs.missing(OPENAPI) is not None:
        return
    errors = sorted(_validator(method).iter_errors(body), key=lambda e: list(e.absolute_path))
    if errors:
        detail = "; ".join(f"{list(e.absolute_path)}: {e.message[:200]}" for e in errors[:5])
        raise AssertionError(f"{method} response does not match the spec: {detail}")


@functools.cache
def error_codes(method: str) -> frozenset[str]:
    """The codes ``method`` may answer with: its enum, plus the documented global and extra codes.

    The enums come from ``spec_facts.json``, derived from ``web_openapi_v2.json`` by
    ``scripts/derive_spec_facts.py`` (so this check runs in a plain clone too).
    """
    codes = set(specs.facts("slack")["error_codes"].get(method, []))
    return frozenset(codes | GLOBAL_CODES | EXTRA_CODES.get(method, set()))


def validate_error(method: str, body: dict[str, Any]) -> None:
    """Raise unless ``body`` is Slack's error envelope with a code ``method`` may return."""
    assert body.get("ok") is False, body
    assert isinstance(body.get("error"), str), body
    assert body["error"] in error_codes(method), f"{method}: {body['error']!r} is not a code it returns"
    Draft4Validator({"type": "object", "required": ["ok", "error"]}).validate(body)
