"""OAuth scopes: what each token was granted, and what each method needs.

A conversation method needs the scope of the conversation's type (``channels:history`` for a public
channel, ``groups:history`` for a private one…), as Slack checks it. The default grants are what a
typical internal app and its users have; the fixture stores them in ``slack_tokens`` so a task can
narrow them.
"""

from __future__ import annotations

#: The bot token of a typical internal app: it cannot read or open group DMs, cannot post in
#: channels it has not joined (no ``chat:write.public``) and cannot search (bots never can).
BOT_SCOPES = [
    "app_mentions:read",
    "bookmarks:read",
    "bookmarks:write",
    "channels:history",
    "channels:join",
    "channels:manage",
    "channels:read",
    "chat:write",
    "files:read",
    "files:write",
    "groups:history",
    "groups:read",
    "groups:write",
    "im:history",
    "im:read",
    "im:write",
    "pins:read",
    "pins:write",
    "reactions:read",
    "reactions:write",
    "usergroups:read",
    "usergroups:write",
    "users.profile:read",
    "users:read",
    "users:read.email",
]

#: A user token (``xoxp-``) granted the usual user scopes, search included.
USER_SCOPES = [
    "bookmarks:read",
    "bookmarks:write",
    "channels:history",
    "channels:read",
    "channels:write",
    "chat:write",
    "files:read",
    "files:write",
    "groups:history",
    "groups:read",
    "groups:write",
    "im:history",
    "im:read",
    "im:write",
    "mpim:history",
    "mpim:read",
    "mpim:write",
    "pins:read",
    "pins:write",
    "reactions:read",
    "reactions:write",
    "reminders:read",
    "reminders:write",
    "search:read",
    "usergroups:read",
    "usergroups:write",
    "users.profile:read",
    "users.profile:write",
    "users:read",
    "users:read.email",
    "users:write",
]

#: A read-only user token (an auditor's integration): it reads and searches, never writes.
READ_ONLY_USER_SCOPES = [
    "channels:history",
    "channels:read",
    "groups:history",
    "groups:read",
    "search:read",
    "users:read",
]

_BY_KIND = {"public": "channels", "private": "groups", "im": "im", "mpim": "mpim"}
_LIST_TYPES = {"public_channel": "public", "private_channel": "private", "im": "im", "mpim": "mpim"}


def for_kind(kind: str, action: str, *, bot: bool) -> str:
    """The scope for ``action`` (read, history, write) on a conversation of ``kind``.

    Bots manage public channels with ``channels:manage``; user tokens with ``channels:write``.
    """
    prefix = _BY_KIND[kind]
    if action == "write" and prefix == "channels" and bot:
        return "channels:manage"
    return f"{prefix}:{action}"


def for_list_type(list_type: str) -> str:
    """``public_channel`` → ``channels:read`` (the scope ``conversations.list`` checks per type)."""
    return f"{_BY_KIND[_LIST_TYPES[list_type]]}:read"


LIST_TYPES = tuple(_LIST_TYPES)
KIND_OF_TYPE = _LIST_TYPES

#: Scopes that do not depend on the conversation's type, by method: checked before the arguments,
#: as Slack does (a token lacking the scope gets ``missing_scope`` even when arguments are missing).
METHOD_SCOPES: dict[str, str] = {
    "chat.postMessage": "chat:write",
    "chat.update": "chat:write",
    "chat.delete": "chat:write",
    "chat.postEphemeral": "chat:write",
    "chat.scheduleMessage": "chat:write",
    "chat.deleteScheduledMessage": "chat:write",
    "reactions.add": "reactions:write",
    "reactions.remove": "reactions:write",
    "reactions.get": "reactions:read",
    "reactions.list": "reactions:read",
    "pins.add": "pins:write",
    "pins.remove": "pins:write",
    "pins.list": "pins:read",
    "users.list": "users:read",
    "users.info": "users:read",
    "users.lookupByEmail": "users:read.email",
    "users.profile.get": "users.profile:read",
    "users.profile.set": "users.profile:write",
    "users.getPresence": "users:read",
    "users.setPresence": "users:write",
    "chat.meMessage": "chat:write",
    "search.messages": "search:read",
    "reminders.add": "reminders:write",
    "reminders.complete": "reminders:write",
    "reminders.delete": "reminders:write",
    "reminders.info": "reminders:read",
    "reminders.list": "reminders:read",
    "usergroups.create": "usergroups:write",
    "usergroups.update": "usergroups:write",
    "usergroups.enable": "usergroups:write",
    "usergroups.disable": "usergroups:write",
    "usergroups.users.update": "usergroups:write",
    "usergroups.list": "usergroups:read",
    "usergroups.users.list": "usergroups:read",
    "bookmarks.add": "bookmarks:write",
    "bookmarks.edit": "bookmarks:write",
    "bookmarks.remove": "bookmarks:write",
    "bookmarks.list": "bookmarks:read",
    "files.getUploadURLExternal": "files:write",
    "files.completeUploadExternal": "files:write",
    "files.delete": "files:write",
    "files.info": "files:read",
    "files.list": "files:read",
    "search.files": "search:read",
}

#: Methods only user tokens may call (bots get ``not_allowed_token_type``).
USER_ONLY = frozenset(
    {
        "search.messages",
        "search.files",
        "reminders.add",
        "reminders.complete",
        "reminders.delete",
        "reminders.info",
        "reminders.list",
    }
)
