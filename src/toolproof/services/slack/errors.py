"""Slack's errors: HTTP 200, ``{"ok": false, "error": "<code>"}``, plus a few vendor fields.

Handlers raise :class:`SlackError` with the method's real error code. Parameter-validation failures
are translated here too: Slack answers a missing ``channel`` with ``channel_not_found`` rather than a
generic complaint, so :data:`MISSING` names the specific code per (method, argument), and anything
else becomes ``invalid_arguments`` with ``response_metadata.messages`` as Slack writes them.
"""

from __future__ import annotations

from typing import Any

from toolproof.service.errors import InvalidParams, ServiceError


class SlackError(ServiceError):
    """An ``ok:false`` answer with the method's error code (HTTP 200 unless ``status`` says otherwise)."""

    status = 200

    def __init__(self, code: str, message: str = "", **fields: Any) -> None:
        super().__init__(message or code, code=code, **fields)


def missing_scope(needed: str, provided: list[str]) -> SlackError:
    """Slack's answer when the token lacks a scope: it names the scope needed and those granted."""
    return SlackError("missing_scope", needed=needed, provided=",".join(provided))


def invalid_arguments(*messages: str, status: int = 200) -> SlackError:
    return SlackError("invalid_arguments", status=status, response_metadata={"messages": list(messages)})


#: The specific code Slack returns when a required argument is missing, per method and argument.
MISSING: dict[str, dict[str, str]] = {
    "*": {"channel": "channel_not_found", "user": "user_not_found"},
    "slack.chat.update": {"ts": "message_not_found"},
    "slack.chat.delete": {"ts": "message_not_found"},
    "slack.chat.getPermalink": {"message_ts": "message_not_found"},
    "slack.chat.postEphemeral": {"user": "user_not_in_channel"},
    "slack.chat.scheduleMessage": {"post_at": "invalid_time"},
    "slack.chat.deleteScheduledMessage": {"scheduled_message_id": "invalid_scheduled_message_id"},
    "slack.conversations.replies": {"ts": "thread_not_found"},
    "slack.conversations.create": {"name": "invalid_name_required"},
    "slack.conversations.rename": {"name": "invalid_name_required"},
    "slack.conversations.invite": {"users": "no_user"},
    "slack.conversations.kick": {"user": "user_not_found"},
    "slack.reactions.add": {"channel": "no_item_specified", "timestamp": "no_item_specified"},
    "slack.reactions.remove": {"channel": "no_item_specified", "timestamp": "no_item_specified"},
    "slack.reactions.get": {"channel": "no_item_specified", "timestamp": "no_item_specified"},
    "slack.pins.add": {"timestamp": "no_item_specified"},
    "slack.pins.remove": {"timestamp": "no_item_specified"},
    "slack.users.lookupByEmail": {"email": "users_not_found"},
    "slack.search.messages": {"query": "no_query"},
    "slack.reminders.add": {"time": "cannot_parse"},
    "slack.reminders.info": {"reminder": "not_found"},
    "slack.reminders.complete": {"reminder": "not_found"},
    "slack.reminders.delete": {"reminder": "not_found"},
    "slack.usergroups.create": {"name": "missing_argument"},
    "slack.usergroups.update": {"usergroup": "missing_argument"},
    "slack.usergroups.enable": {"usergroup": "missing_argument"},
    "slack.usergroups.disable": {"usergroup": "missing_argument"},
    "slack.usergroups.users.list": {"usergroup": "missing_argument"},
    "slack.usergroups.users.update": {"usergroup": "missing_argument", "users": "no_users_provided"},
    "slack.bookmarks.add": {"channel_id": "channel_not_found"},
    "slack.bookmarks.edit": {"channel_id": "channel_not_found", "bookmark_id": "not_found"},
    "slack.bookmarks.remove": {"channel_id": "channel_not_found", "bookmark_id": "not_found"},
    "slack.bookmarks.list": {"channel_id": "channel_not_found"},
    "slack.files.info": {"file": "file_not_found"},
    "slack.files.delete": {"file": "file_not_found"},
    "slack.search.files": {"query": "no_query"},
}


def translate_invalid(error: InvalidParams, operation: str | None) -> SlackError:
    """Slack's code for a parameter-validation failure of ``operation``."""
    specific = MISSING.get(operation or "", {})
    for problem in error.errors:
        name = str(problem.loc[0]) if problem.loc else ""
        if problem.problem == "missing":
            code = specific.get(name) or MISSING["*"].get(name)
            if code is not None:
                return SlackError(code)
    messages = []
    for problem in error.errors:
        name = problem.param or "arguments"
        if problem.problem == "missing":
            messages.append(f"[ERROR] missing required field: {name}")
        else:
            messages.append(f"[ERROR] invalid value for field: {name} [json-pointer:/{name}]")
    return invalid_arguments(*messages)
