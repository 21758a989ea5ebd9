"""``users.profile.set``: a user changes their own profile (admins may change other people's).

The profile comes as ``profile`` (a JSON object, or its JSON string as form bodies carry it) or as one
``name`` + ``value`` pair. Settable here: ``real_name`` (or ``first_name`` / ``last_name``, which
make it up), ``display_name``, ``title``, ``phone``, ``status_text``, ``status_emoji`` and, by admins,
``email``; other keys Slack knows (``skype``, ``pronouns``, ``fields``, ``status_expiration``…) are
accepted and not stored. Errors in Slack's words: a profile that is not a JSON object or over 50 keys
→ ``invalid_profile``; ``@here``-style reserved names → ``reserved_name``; another user's profile
without admin rights → ``not_admin``; an admin's or owner's profile by a non-owner →
``cannot_update_admin_user``; a value over Slack's length limit → ``invalid_profile``.
"""

from __future__ import annotations

import json
from typing import Any

from toolproof.service.context import Context
from toolproof.services.slack.access import caller, user_row
from toolproof.services.slack.errors import SlackError
from toolproof.services.slack.params import SlackParams
from toolproof.services.slack.render import profile_object
from toolproof.services.slack.service import BOTH, service

#: Profile key → (column, longest value Slack keeps). ``first_name``/``last_name`` build ``real_name``.
COLUMNS: dict[str, tuple[str, int]] = {
    "real_name": ("real_name", 80),
    "display_name": ("display_name", 80),
    "title": ("title", 250),
    "phone": ("phone", 80),
    "status_text": ("status_text", 100),
    "status_emoji": ("status_emoji", 100),
    "email": ("email", 254),
}
NAME_PARTS = {"first_name": 0, "last_name": 1}
#: Keys Slack accepts that the double does not store.
IGNORED = frozenset({"skype", "pronouns", "fields", "status_expiration", "image_original", "start_date"})
#: Names Slack refuses (they would read as mentions of everyone).
RESERVED = frozenset({"here", "channel", "everyone", "group", "slackbot"})
MAX_KEYS = 50


class ProfileSet(SlackParams):
    profile: str | dict[str, Any] | None = None
    name: str | None = None
    value: str | None = None
    user: str | None = None


def _changes(p: ProfileSet) -> dict[str, Any]:
    if p.profile is not None and p.profile != "":
        raw: Any = p.profile
        if isinstance(raw, str):
            try:
                raw = json.loads(raw)
            except ValueError:
                raise SlackError("invalid_profile") from None
        if not isinstance(raw, dict) or len(raw) > MAX_KEYS:
            raise SlackError("invalid_profile")
        return raw
    if p.name:
        return {p.name: p.value or ""}
    return {}


@service.operation("slack.users.profile.set", BOTH, "/users.profile.set", writes=True)
def users_profile_set(ctx: Context, p: ProfileSet) -> dict[str, Any]:
    """Change profile fields of the caller (or, for admins, of ``user``)."""
    who = caller(ctx, "users.profile:write")
    target_id = p.user or who.user
    if target_id != who.user and not who.is_admin:
        raise SlackError("not_admin")
    target = user_row(ctx, target_id)
    if target is None:
        raise SlackError("user_not_found")
    me = user_row(ctx, who.user)
    caller_owns = me is not None and bool(me["is_owner"])
    if target_id != who.user and (target["is_admin"] or target["is_owner"]) and not caller_owns:
        raise SlackError("cannot_update_admin_user")
    changes = _changes(p)
    updates: dict[str, str] = {}
    first, _, last = (target["real_name"] or "").partition(" ")
    parts = [first, last]
    for key, value in changes.items():
        if key in IGNORED:
            continue
        text = "" if value is None else str(value)
        if key in NAME_PARTS:
            parts[NAME_PARTS[key]] = text
            updates["real_name"] = " ".join(x for x in parts if x)
        elif key in COLUMNS:
            if key == "email" and not who.is_admin:
                raise SlackError("not_admin")
            updates[COLUMNS[key][0]] = text
    for column, text in updates.items():
        if len(text) > COLUMNS[column][1]:
            raise SlackError("invalid_profile")
        if column in ("real_name", "display_name") and text.strip().lstrip("@").lower() in RESERVED:
            raise SlackError("reserved_name")
    if updates:
        assignments = ", ".join(f'"{column}" = ?' for column in updates)
        ctx.db.execute(
            f"UPDATE slack_users SET {assignments}, updated = ? WHERE id = ?",
            (*updates.values(), ctx.now(), target_id),
        )
    row = user_row(ctx, target_id)
    assert row is not None
    return {"username": row["name"], "profile": profile_object(row, who.team)}
