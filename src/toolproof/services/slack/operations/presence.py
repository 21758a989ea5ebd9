"""``users.getPresence`` / ``users.setPresence``: whether a user shows as active or away.

The double has no live connections, so presence is what people set: ``away`` once a user sets it by
hand, else ``active`` while the account is active (deactivated users are away).
``users.setPresence`` takes ``auto`` or ``away`` only (``invalid_presence`` otherwise); ``away`` is a
row in ``slack_presence``, ``auto`` removes it. Asked about themselves, callers also get ``online``,
``auto_away``, ``manual_away``, ``connection_count`` and ``last_activity``, as Slack answers its own
user; about anyone else, only ``presence``.
"""

from __future__ import annotations

from typing import Any

from toolproof.service.context import Context
from toolproof.services.slack.access import caller, user_row
from toolproof.services.slack.errors import SlackError
from toolproof.services.slack.params import SlackParams
from toolproof.services.slack.service import BOTH, service

PRESENCES = ("auto", "away")


class GetPresence(SlackParams):
    user: str | None = None


@service.operation("slack.users.getPresence", BOTH, "/users.getPresence", writes=False)
def users_get_presence(ctx: Context, p: GetPresence) -> dict[str, Any]:
    """A user's presence (the caller's when ``user`` is absent), with details for the caller."""
    who = caller(ctx, "users:read")
    target = p.user or who.user
    row = user_row(ctx, target)
    if row is None:
        raise SlackError("user_not_found")
    setting = ctx.one("SELECT presence, set_at FROM slack_presence WHERE user = ?", (target,))
    manual_away = setting is not None and setting["presence"] == "away"
    active = not row["deleted"] and not manual_away
    out: dict[str, Any] = {"presence": "active" if active else "away"}
    if target == who.user:
        out.update(
            {
                "online": active,
                "auto_away": False,
                "manual_away": manual_away,
                "connection_count": 1 if active else 0,
                "last_activity": setting["set_at"] if setting is not None else ctx.now(),
            }
        )
    return out


class SetPresence(SlackParams):
    presence: str


@service.operation("slack.users.setPresence", BOTH, "/users.setPresence", writes=True)
def users_set_presence(ctx: Context, p: SetPresence) -> dict[str, Any]:
    """Set the caller's presence to ``auto`` or ``away``."""
    who = caller(ctx, "users:write")
    if p.presence not in PRESENCES:
        raise SlackError("invalid_presence")
    if p.presence == "auto":  # back to the default: no row
        ctx.db.execute("DELETE FROM slack_presence WHERE user = ?", (who.user,))
    else:
        ctx.db.execute(
            "INSERT INTO slack_presence VALUES (?, 'away', ?) ON CONFLICT(user) DO NOTHING",
            (who.user, ctx.now()),
        )
    return {}
