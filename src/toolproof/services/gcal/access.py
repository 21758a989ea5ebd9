"""Who is calling and what they may do: the principal, ``primary``, and ACL roles.

The credential names a user of the organisation (``<world>.<local part>``, or just ``<world>`` for
the fixture's default user). A calendar's access role for that user is ``owner`` for its owner, else
the strongest of the ACL rules naming the user, the user's domain, or everyone (``default``).
"""

from __future__ import annotations

import sqlite3

from toolproof.service import Context
from toolproof.services.gcal.errors import auth_error, not_found, required_access

ROLES = ("none", "freeBusyReader", "reader", "writer", "owner")
RANK = {name: i for i, name in enumerate(ROLES)}


def me(ctx: Context) -> str:
    """The caller's email; 401 ``authError`` if the credential names nobody in the organisation.

    Every call starts here; between writes the answer cannot change, so reads remember it.
    """
    return ctx.remembered(("gcal.me", ctx.principal), lambda: _me(ctx), ("gcal_users",))


def _me(ctx: Context) -> str:
    principal = ctx.principal
    if principal is None:
        row = ctx.one("SELECT email FROM gcal_users WHERE is_default = 1 ORDER BY ordinal LIMIT 1")
    elif "@" in principal:
        row = ctx.one("SELECT email FROM gcal_users WHERE email = ?", (principal.lower(),))
    else:
        row = ctx.one(
            "SELECT email FROM gcal_users WHERE substr(email, 1, instr(email, '@') - 1) = ?",
            (principal.lower(),),
        )
    if row is None:
        raise auth_error()
    return str(row["email"])


def role_of(ctx: Context, calendar: sqlite3.Row, user: str) -> str:
    """The user's access role on a calendar (``none`` when nothing grants access)."""
    if calendar["owner"] == user:
        return "owner"
    domain = user.split("@", 1)[1]
    rows = ctx.all(
        "SELECT role FROM gcal_acl WHERE calendar_id = ? AND deleted = 0 AND rule_id IN (?, ?, 'default')",
        (calendar["id"], "user:" + user, "domain:" + domain),
    )
    best = "none"
    for r in rows:
        if RANK.get(r["role"], 0) > RANK[best]:
            best = r["role"]
    return best


def calendar_id(raw: str, user: str) -> str:
    return user if raw == "primary" else raw


def calendar(ctx: Context, raw_id: str, user: str, need: str = "reader") -> tuple[sqlite3.Row, str]:
    """The calendar and the caller's role, requiring ``need``.

    No access at all is 404 ``notFound`` (Google does not reveal the calendar exists); too little
    is 403 ``requiredAccessLevel``.
    """
    cid = calendar_id(raw_id, user)
    row, role = ctx.remembered(
        ("gcal.calendar", cid, user), lambda: _calendar_role(ctx, cid, user), ("gcal_calendars", "gcal_acl")
    )
    if row is None:
        raise not_found()
    if RANK[role] < RANK["freeBusyReader"]:
        raise not_found()
    if RANK[role] < RANK[need]:
        raise required_access(need)
    return row, role


def _calendar_role(ctx: Context, cid: str, user: str) -> tuple[sqlite3.Row | None, str]:
    """The calendar's row (``None``: no such calendar) and the user's role on it."""
    row = ctx.one("SELECT * FROM gcal_calendars WHERE id = ? AND deleted = 0", (cid,))
    return (None, "none") if row is None else (row, role_of(ctx, row, user))
