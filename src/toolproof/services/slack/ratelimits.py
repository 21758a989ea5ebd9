"""Slack's rate limits: each method's tier, and ``chat.postMessage``'s per-channel limit.

Tiers are per method, per workspace (world), per app: Tier 1 allows 1 call a minute, Tier 2 20,
Tier 3 50, Tier 4 100. ``chat.postMessage`` is "special": about one message per second per channel,
with bursts tolerated, plus a workspace-wide cap. :func:`rate_limits` is the Service's rule; the
world counts calls on its virtual clock.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from toolproof.service.limits import Limit

if TYPE_CHECKING:
    from toolproof.service.operation import Operation

PER_MINUTE = {1: 1, 2: 20, 3: 50, 4: 100}

#: Each method's tier, as Slack's method documentation lists it ("special" methods use their own rule).
TIERS: dict[str, int] = {
    "auth.test": 4,
    "conversations.list": 2,
    "conversations.info": 3,
    "conversations.create": 2,
    "conversations.join": 3,
    "conversations.leave": 3,
    "conversations.invite": 3,
    "conversations.kick": 3,
    "conversations.archive": 2,
    "conversations.unarchive": 2,
    "conversations.rename": 2,
    "conversations.setTopic": 2,
    "conversations.setPurpose": 2,
    "conversations.history": 3,
    "conversations.replies": 3,
    "conversations.members": 4,
    "conversations.open": 3,
    "chat.update": 3,
    "chat.delete": 3,
    "chat.getPermalink": 4,
    "chat.postEphemeral": 4,
    "chat.scheduleMessage": 3,
    "chat.scheduledMessages.list": 3,
    "chat.deleteScheduledMessage": 3,
    "reactions.add": 3,
    "reactions.remove": 2,
    "reactions.get": 3,
    "reactions.list": 2,
    "pins.add": 2,
    "pins.remove": 2,
    "pins.list": 2,
    "users.list": 2,
    "users.info": 4,
    "users.lookupByEmail": 3,
    "users.conversations": 3,
    "users.profile.get": 4,
    "search.messages": 2,
    "chat.meMessage": 3,
    "conversations.mark": 3,
    "conversations.close": 2,
    "users.profile.set": 3,
    "users.getPresence": 3,
    "users.setPresence": 2,
    "reminders.add": 2,
    "reminders.complete": 2,
    "reminders.delete": 2,
    "reminders.info": 2,
    "reminders.list": 2,
    "usergroups.create": 2,
    "usergroups.update": 2,
    "usergroups.enable": 2,
    "usergroups.disable": 2,
    "usergroups.list": 2,
    "usergroups.users.list": 2,
    "usergroups.users.update": 2,
    "bookmarks.add": 2,
    "bookmarks.edit": 2,
    "bookmarks.remove": 2,
    "bookmarks.list": 3,
    "files.getUploadURLExternal": 4,
    "files.completeUploadExternal": 4,
    "files.info": 4,
    "files.list": 3,
    "files.delete": 3,
    "search.files": 2,
}

#: ``chat.postMessage``: one message per second per channel on average, a burst of two allowed.
POST_PER_CHANNEL = Limit("", 2, 2.0)
#: ``chat.postMessage`` across the workspace.
POST_WORKSPACE_PER_MINUTE = 300


#: Server time one call takes (seconds), for the in-process scheduler: a model, not a published figure.
READ_SECONDS = 0.1
WRITE_SECONDS = 0.2


def service_time(operation: Operation) -> float:
    return WRITE_SECONDS if operation.writes else READ_SECONDS


def method_of(operation: Operation) -> str:
    """``slack.chat.postMessage`` → ``chat.postMessage``."""
    return operation.name.split(".", 1)[1]


def rate_limits(operation: Operation, params: Mapping[str, Any], principal: str | None) -> Sequence[Limit]:
    """The windows one call counts against (each made once: this runs on every call)."""
    name = operation.name
    if name == "slack.chat.postMessage":
        channel = params.get("channel")
        if isinstance(channel, str) and channel:
            limits = _POSTS.get(channel)
            if limits is None:
                if len(_POSTS) >= 4096:
                    _POSTS.clear()
                limits = _POSTS[channel] = (
                    _POST_WORKSPACE,
                    Limit(
                        f"slack:chat.postMessage:{channel}",
                        POST_PER_CHANNEL.limit,
                        POST_PER_CHANNEL.per_seconds,
                    ),
                )
            return limits
        return (_POST_WORKSPACE,)
    windows = _METHODS.get(name)
    if windows is None:
        method = method_of(operation)
        tier = TIERS.get(method)
        windows = _METHODS[name] = () if tier is None else (Limit(f"slack:{method}", PER_MINUTE[tier], 60.0),)
    return windows


_POST_WORKSPACE = Limit("slack:chat.postMessage", POST_WORKSPACE_PER_MINUTE, 60.0)
#: Per operation name (every method but ``chat.postMessage``), its window; per channel, a post's two.
_METHODS: dict[str, tuple[Limit, ...]] = {}
_POSTS: dict[str, tuple[Limit, Limit]] = {}
