"""``usergroups.*``: user groups (Slack's "subteams"), the ``@oncall`` a message writes ``<!subteam^S…>``.

A group has a name and a handle (unique among groups; the handle also among user names and channel
names, as Slack's method pages say), a description, default channels and members.
``usergroups.users.update`` *replaces* the member list with the one given, as in Slack: sending only the
person to add drops everyone else. A disabled group (``date_delete`` > 0) is left out of
``usergroups.list`` and ``usergroups.users.list`` unless ``include_disabled`` is true, and keeps its
members. Guests may not create or change groups (``permission_denied``). Error codes are those of
Slack's method pages (the 2021 spec lists only the generic ones). Mentions are stored as written:
a message's ``<!subteam^S…|@oncall>`` is text, never expanded.
"""

from __future__ import annotations

import json
import re
import sqlite3
from typing import Any

from pydantic import Field

from toolproof.service.context import Context
from toolproof.services.slack.access import Caller, caller, find_channel, preflight, user_row
from toolproof.services.slack.errors import SlackError
from toolproof.services.slack.ids import new_slack_id
from toolproof.services.slack.params import SlackParams
from toolproof.services.slack.service import BOTH, service

USERGROUP = "S"
#: Handles Slack keeps for its own mentions.
FORBIDDEN_HANDLES = frozenset({"here", "channel", "everyone", "group", "slackbot"})
HANDLE_RE = re.compile(r"^[a-z0-9][a-z0-9._-]*$")

NAME_DOC = "Name of the user group, unique among user groups (e.g. On-call)."
HANDLE_DOC = "Mention handle without @ (e.g. oncall), unique among user groups, user names and channel names."
CHANNELS_DOC = "Comma-separated ids of the group's default channels (C… or G…)."
COUNT_DOC = "Include user_count, the number of members."
USERGROUP_DOC = "User group id (S…), from usergroups.list."


def usergroup_object(
    ctx: Context, row: sqlite3.Row, team: str, *, users: bool, count: bool
) -> dict[str, Any]:
    """The group as Slack shows it; ``users`` and ``user_count`` only when asked for (the writes'
    answers always carry both, as Slack's published examples do)."""
    channels = json.loads(row["channels"] or "[]")
    body: dict[str, Any] = {
        "id": row["id"],
        "team_id": team,
        "is_usergroup": True,
        "is_subteam": True,
        "name": row["name"],
        "description": row["description"],
        "handle": row["handle"],
        "is_external": False,
        "date_create": row["date_create"],
        "date_update": row["date_update"],
        "date_delete": row["date_delete"],
        "auto_type": None,
        "auto_provision": False,
        "enterprise_subteam_id": "",
        "created_by": row["created_by"],
        "updated_by": row["updated_by"],
        "deleted_by": row["deleted_by"],
        "prefs": {
            "channels": [c for c in channels if c.startswith("C")],
            "groups": [c for c in channels if c.startswith("G")],
        },
        "channel_count": len(channels),
    }
    members = _members(ctx, row["id"]) if users or count else []
    if users:
        body["users"] = members
    if count:
        body["user_count"] = len(members)
    return body


def _members(ctx: Context, usergroup: str) -> list[str]:
    rows = ctx.all("SELECT user FROM slack_usergroup_members WHERE usergroup = ? ORDER BY user", (usergroup,))
    return [r["user"] for r in rows]


def _writer(ctx: Context) -> Caller:
    """The caller of a write: token and scope first (``preflight``), then guests are refused."""
    preflight(ctx)
    who = caller(ctx)
    if who.is_restricted:
        raise SlackError("permission_denied")
    return who


def _group(ctx: Context, usergroup: str) -> sqlite3.Row:
    row = ctx.one("SELECT * FROM slack_usergroups WHERE id = ?", (usergroup.strip(),))
    if row is None:
        raise SlackError("no_such_subteam")
    return row


def _split(value: str | list[str] | None) -> list[str]:
    """A comma-separated string of ids, or (in a JSON body) a list of them."""
    items = value if isinstance(value, list) else (value or "").split(",")
    return [v.strip() for v in items if v.strip()]


def _channels(ctx: Context, who: Caller, value: str | list[str] | None) -> list[str]:
    """Default channels: ids of conversations the caller can see, DMs excluded."""
    out: list[str] = []
    for ref in _split(value):
        row = find_channel(ctx, ref)
        if row is None or row["kind"] in ("im", "mpim"):
            raise SlackError("invalid_channel_provided")
        if (
            row["kind"] != "public"
            and ctx.one("SELECT 1 FROM slack_members WHERE channel = ? AND user = ?", (row["id"], who.user))
            is None
        ):
            raise SlackError("invalid_channel_provided")
        if row["id"] not in out:
            out.append(row["id"])
    return out


def _check_name(ctx: Context, name: str, own: str | None) -> str:
    name = name.strip()
    if not name:
        raise SlackError("missing_subteam_name")
    clash = ctx.one(
        "SELECT id FROM slack_usergroups WHERE lower(name) = lower(?) AND id IS NOT ?", (name, own)
    )
    if clash is not None:
        raise SlackError("name_already_exists")
    return name


def _check_handle(ctx: Context, handle: str, own: str | None) -> str:
    handle = handle.strip()
    if handle.startswith("@"):
        handle = handle[1:]
    if not handle:
        return ""
    if handle in FORBIDDEN_HANDLES:
        raise SlackError("forbidden_handle")
    if not HANDLE_RE.match(handle):
        raise SlackError("bad_handle")
    taken = (
        ctx.one("SELECT 1 FROM slack_usergroups WHERE handle = ? AND id IS NOT ?", (handle, own))
        or ctx.one("SELECT 1 FROM slack_users WHERE name = ?", (handle,))
        or ctx.one("SELECT 1 FROM slack_channels WHERE name = ? AND kind IN ('public', 'private')", (handle,))
    )
    if taken is not None:
        raise SlackError("handle_already_exists")
    return handle


class CreateArgs(SlackParams):
    name: str = Field(description=NAME_DOC)
    handle: str | None = Field(None, description=HANDLE_DOC)
    description: str | None = None
    channels: str | list[str] | None = Field(None, description=CHANNELS_DOC)
    include_count: bool = Field(False, description=COUNT_DOC)
    team_id: str | None = None


@service.operation("slack.usergroups.create", BOTH, "/usergroups.create", writes=True)
def usergroups_create(ctx: Context, p: CreateArgs) -> dict[str, Any]:
    """Create a user group (no members yet: add them with usergroups.users.update)."""
    who = _writer(ctx)
    name = _check_name(ctx, p.name, None)
    handle = _check_handle(ctx, p.handle or "", None)
    channels = _channels(ctx, who, p.channels)
    now = ctx.now()
    gid = new_slack_id(ctx, USERGROUP)
    ctx.db.execute(
        "INSERT INTO slack_usergroups VALUES (?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, 0)",
        (gid, name, handle, p.description or "", json.dumps(channels), who.user, who.user, now, now),
    )
    row = _group(ctx, gid)
    return {"usergroup": usergroup_object(ctx, row, who.team, users=True, count=True)}


class UpdateArgs(SlackParams):
    usergroup: str = Field(description=USERGROUP_DOC)
    name: str | None = Field(None, description=NAME_DOC)
    handle: str | None = Field(None, description=HANDLE_DOC)
    description: str | None = None
    channels: str | list[str] | None = Field(None, description=CHANNELS_DOC)
    include_count: bool = Field(False, description=COUNT_DOC)
    team_id: str | None = None


@service.operation("slack.usergroups.update", BOTH, "/usergroups.update", writes=True)
def usergroups_update(ctx: Context, p: UpdateArgs) -> dict[str, Any]:
    """Change a user group's name, handle, description or default channels (only what is given)."""
    who = _writer(ctx)
    row = _group(ctx, p.usergroup)
    changes: dict[str, Any] = {}
    if p.name is not None:
        changes["name"] = _check_name(ctx, p.name, row["id"])
    if p.handle is not None:
        changes["handle"] = _check_handle(ctx, p.handle, row["id"])
    if p.description is not None:
        changes["description"] = p.description
    if p.channels is not None:
        changes["channels"] = json.dumps(_channels(ctx, who, p.channels))
    if changes:
        changes |= {"updated_by": who.user, "date_update": ctx.now()}
        sets = ", ".join(f"{k} = ?" for k in changes)
        ctx.db.execute(f"UPDATE slack_usergroups SET {sets} WHERE id = ?", (*changes.values(), row["id"]))
    fresh = _group(ctx, row["id"])
    return {"usergroup": usergroup_object(ctx, fresh, who.team, users=True, count=True)}


class ToggleArgs(SlackParams):
    usergroup: str = Field(description=USERGROUP_DOC)
    include_count: bool = Field(False, description=COUNT_DOC)
    team_id: str | None = None


def _toggle(ctx: Context, p: ToggleArgs, *, enable: bool) -> dict[str, Any]:
    who = _writer(ctx)
    row = _group(ctx, p.usergroup)
    disabled = bool(row["date_delete"])
    if enable and disabled:
        ctx.db.execute(
            "UPDATE slack_usergroups SET date_delete = 0, deleted_by = NULL, updated_by = ?, date_update = ? "
            "WHERE id = ?",
            (who.user, ctx.now(), row["id"]),
        )
    elif not enable and not disabled:
        ctx.db.execute(
            "UPDATE slack_usergroups SET date_delete = ?, deleted_by = ?, updated_by = ?, date_update = ? "
            "WHERE id = ?",
            (ctx.now(), who.user, who.user, ctx.now(), row["id"]),
        )
    fresh = _group(ctx, row["id"])
    return {"usergroup": usergroup_object(ctx, fresh, who.team, users=True, count=True)}


@service.operation("slack.usergroups.disable", BOTH, "/usergroups.disable", writes=True)
def usergroups_disable(ctx: Context, p: ToggleArgs) -> dict[str, Any]:
    """Disable a user group: it can no longer be mentioned and leaves usergroups.list (members are kept).
    Disabling a disabled group changes nothing."""
    return _toggle(ctx, p, enable=False)


@service.operation("slack.usergroups.enable", BOTH, "/usergroups.enable", writes=True)
def usergroups_enable(ctx: Context, p: ToggleArgs) -> dict[str, Any]:
    """Enable a disabled user group again, with the members it had. Enabling an enabled group changes
    nothing."""
    return _toggle(ctx, p, enable=True)


class ListArgs(SlackParams):
    include_users: bool = Field(False, description="Include each group's member ids (users).")
    include_count: bool = Field(False, description=COUNT_DOC)
    include_disabled: bool = Field(False, description="Include disabled user groups (date_delete > 0).")
    team_id: str | None = None


@service.operation("slack.usergroups.list", BOTH, "/usergroups.list", writes=False)
def usergroups_list(ctx: Context, p: ListArgs) -> dict[str, Any]:
    """The workspace's user groups, by name; disabled ones only with include_disabled."""
    preflight(ctx)
    who = caller(ctx)
    where = "" if p.include_disabled else " WHERE date_delete = 0"
    rows = ctx.all(f"SELECT * FROM slack_usergroups{where} ORDER BY lower(name), id")
    groups = [usergroup_object(ctx, r, who.team, users=p.include_users, count=p.include_count) for r in rows]
    return {"usergroups": groups}


class UsersListArgs(SlackParams):
    usergroup: str = Field(description=USERGROUP_DOC)
    include_disabled: bool = Field(False, description="Answer for a disabled group too.")
    team_id: str | None = None


@service.operation("slack.usergroups.users.list", BOTH, "/usergroups.users.list", writes=False)
def usergroups_users_list(ctx: Context, p: UsersListArgs) -> dict[str, Any]:
    """The member ids of a user group (a disabled one only with include_disabled)."""
    preflight(ctx)
    row = _group(ctx, p.usergroup)
    if row["date_delete"] and not p.include_disabled:
        raise SlackError("no_such_subteam")
    return {"users": _members(ctx, row["id"])}


class UsersUpdateArgs(SlackParams):
    usergroup: str = Field(description=USERGROUP_DOC)
    users: str | list[str] = Field(
        description="Comma-separated user ids (U…): the group's ENTIRE new member list. Whoever is "
        "left out is removed, so to add someone send the current members plus them."
    )
    include_count: bool = Field(False, description=COUNT_DOC)
    team_id: str | None = None


@service.operation("slack.usergroups.users.update", BOTH, "/usergroups.users.update", writes=True)
def usergroups_users_update(ctx: Context, p: UsersUpdateArgs) -> dict[str, Any]:
    """Replace a user group's members with the users given (the whole list, not an addition).
    Unknown, deactivated or bot users are invalid_users and change nothing."""
    who = _writer(ctx)
    row = _group(ctx, p.usergroup)
    wanted = list(dict.fromkeys(_split(p.users)))
    if not wanted:
        raise SlackError("no_users_provided")
    for uid in wanted:
        person = user_row(ctx, uid)
        if person is None or person["deleted"] or person["is_bot"] or uid == "USLACKBOT":
            raise SlackError("invalid_users")
    current = set(_members(ctx, row["id"]))
    gone, new = sorted(current - set(wanted)), sorted(set(wanted) - current)
    if gone or new:
        ctx.db.executemany(
            "DELETE FROM slack_usergroup_members WHERE usergroup = ? AND user = ?",
            [(row["id"], u) for u in gone],
        )
        ctx.db.executemany("INSERT INTO slack_usergroup_members VALUES (?, ?)", [(row["id"], u) for u in new])
        ctx.db.execute(
            "UPDATE slack_usergroups SET updated_by = ?, date_update = ? WHERE id = ?",
            (who.user, ctx.now(), row["id"]),
        )
    fresh = _group(ctx, row["id"])
    return {"usergroup": usergroup_object(ctx, fresh, who.team, users=True, count=True)}
