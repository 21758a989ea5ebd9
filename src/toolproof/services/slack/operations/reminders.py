"""``reminders.*``: a user's reminders, for themself or set by someone else for them.

Reminders are a user-token feature: the scopes ``reminders:read`` / ``reminders:write`` exist only for
users, so the app's bot token is answered ``not_allowed_token_type``. A caller sees the reminders it
created and those set for it. ``time`` is read by :mod:`..reminder_time` in the creator's time zone.
A recurring reminder has no ``time`` or ``complete_ts`` in its object (Slack shows neither) and cannot
be completed. Firing (Slackbot's "Reminder: …" DM when the time comes) is not modelled: a reminder
whose time has passed simply stays listed, incomplete, as it does in Slack until someone completes it.
"""

from __future__ import annotations

import sqlite3
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from toolproof.service.context import Context
from toolproof.services.slack.access import Caller, caller, preflight, user_row
from toolproof.services.slack.errors import SlackError, invalid_arguments
from toolproof.services.slack.ids import new_slack_id
from toolproof.services.slack.params import SlackParams
from toolproof.services.slack.reminder_time import parse
from toolproof.services.slack.service import BOTH, service

REMINDER = "Rm"
SLACKBOT = "USLACKBOT"


def reminder_object(row: sqlite3.Row | dict[str, Any]) -> dict[str, Any]:
    """The reminder as Slack shows it: ``time`` and ``complete_ts`` only on a one-off reminder."""
    body: dict[str, Any] = {
        "id": row["id"],
        "creator": row["creator"],
        "user": row["user"],
        "text": row["text"],
        "recurring": bool(row["recurring"]),
    }
    if not row["recurring"]:
        body["time"] = row["time"]
        body["complete_ts"] = row["complete_ts"]
    return body


def _user_caller(ctx: Context) -> Caller:
    """The calling user: a bot token is ``not_allowed_token_type``, then the method's scope is checked."""
    preflight(ctx)
    return caller(ctx)


def _zone(ctx: Context, who: Caller) -> ZoneInfo:
    user = user_row(ctx, who.user)
    try:
        return ZoneInfo(user["tz"] if user is not None and user["tz"] else "UTC")
    except (ZoneInfoNotFoundError, ValueError):
        return ZoneInfo("UTC")


class AddReminderArgs(SlackParams):
    text: str
    time: str
    user: str | None = None
    team_id: str | None = None


@service.operation("slack.reminders.add", BOTH, "/reminders.add", writes=True)
def reminders_add(ctx: Context, p: AddReminderArgs) -> dict[str, Any]:
    """Create a reminder for yourself or, with ``user``, for someone else. ``time``: a Unix timestamp,
    seconds from now (up to 24 hours), or words ("in 15 minutes", "tomorrow at 9am", "every Thursday")."""
    who = _user_caller(ctx)
    target = who.user
    if p.user:
        if p.user == SLACKBOT:
            raise SlackError("cannot_add_slackbot")
        person = user_row(ctx, p.user)
        if person is None or person["deleted"]:
            raise SlackError("user_not_found")
        if person["is_bot"]:
            raise SlackError("cannot_add_bot")
        target = person["id"]
    if not p.text.strip():
        raise invalid_arguments("[ERROR] missing required field: text")
    when = parse(p.time, ctx.now(), _zone(ctx, who))
    if when is None:
        raise SlackError("cannot_parse")
    if target != who.user and who.is_restricted:
        raise SlackError("cannot_add_others_recurring" if when.recurring else "cannot_add_others")
    row: dict[str, Any] = {
        "id": new_slack_id(ctx, REMINDER, 9),
        "creator": who.user,
        "user": target,
        "text": p.text,
        "time": when.time,
        "recurring": when.recurring,
        "phrase": p.time,
        "complete_ts": 0,
        "created": ctx.now(),
    }
    ctx.db.execute(
        "INSERT INTO slack_reminders VALUES (:id, :creator, :user, :text, :time, :recurring, :phrase, "
        ":complete_ts, :created)",
        row,
    )
    return {"reminder": reminder_object(row)}


class ReminderArgs(SlackParams):
    reminder: str
    team_id: str | None = None


def _visible(ctx: Context, who: Caller, reminder: str) -> sqlite3.Row:
    """The reminder if the caller created it or it is for the caller; anyone else's is ``not_found``."""
    row = ctx.one("SELECT * FROM slack_reminders WHERE id = ?", (reminder,))
    if row is None or who.user not in (row["creator"], row["user"]):
        raise SlackError("not_found")
    return row


@service.operation("slack.reminders.info", BOTH, "/reminders.info", writes=False)
def reminders_info(ctx: Context, p: ReminderArgs) -> dict[str, Any]:
    """One reminder you created or that is for you."""
    who = _user_caller(ctx)
    return {"reminder": reminder_object(_visible(ctx, who, p.reminder))}


@service.operation("slack.reminders.complete", BOTH, "/reminders.complete", writes=True)
def reminders_complete(ctx: Context, p: ReminderArgs) -> dict[str, Any]:
    """Mark a one-off reminder for you as done (``complete_ts`` becomes now). Completing it again
    keeps the first time; a recurring one is ``cannot_complete_recurring``; one you set for someone
    else is theirs to complete (``cannot_complete_others``)."""
    who = _user_caller(ctx)
    row = _visible(ctx, who, p.reminder)
    if row["recurring"]:
        raise SlackError("cannot_complete_recurring")
    if row["user"] != who.user:
        raise SlackError("cannot_complete_others")
    if not row["complete_ts"]:
        ctx.db.execute("UPDATE slack_reminders SET complete_ts = ? WHERE id = ?", (ctx.now(), row["id"]))
    return {}


@service.operation("slack.reminders.delete", BOTH, "/reminders.delete", writes=True)
def reminders_delete(ctx: Context, p: ReminderArgs) -> dict[str, Any]:
    """Delete a reminder you created or that is for you."""
    who = _user_caller(ctx)
    row = _visible(ctx, who, p.reminder)
    ctx.db.execute("DELETE FROM slack_reminders WHERE id = ?", (row["id"],))
    return {}


class ListRemindersArgs(SlackParams):
    team_id: str | None = None


@service.operation("slack.reminders.list", BOTH, "/reminders.list", writes=False)
def reminders_list(ctx: Context, p: ListRemindersArgs) -> dict[str, Any]:
    """Every reminder you created or that is for you, completed ones included (``complete_ts`` > 0),
    soonest first, recurring ones by their next time."""
    who = _user_caller(ctx)
    rows = ctx.all(
        "SELECT * FROM slack_reminders WHERE creator = ? OR user = ? ORDER BY time, id", (who.user, who.user)
    )
    return {"reminders": [reminder_object(r) for r in rows]}
