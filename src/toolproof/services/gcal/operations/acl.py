"""acl.*: sharing a calendar (list, get, insert, patch, update, delete). Owners only."""

from __future__ import annotations

from typing import Any

from pydantic import Field

from toolproof.service import Context, Response
from toolproof.services.gcal.access import calendar, me
from toolproof.services.gcal.errors import GoogleError, condition_not_met, invalid, not_found, required
from toolproof.services.gcal.eventstore import now_ms
from toolproof.services.gcal.notifications import notify_share
from toolproof.services.gcal.operations.common import add_entry, put_rule, render_rule, stamp
from toolproof.services.gcal.params import AclBody, Query
from toolproof.services.gcal.service import service
from toolproof.services.gcal.tokens import page_token, read_page_token, read_sync_token, sync_token


class ListAcl(Query):
    calendarId: str
    maxResults: int = Field(100, ge=1)
    pageToken: str | None = None
    showDeleted: bool = False
    syncToken: str | None = None


@service.operation("gcal.acl.list", "GET", "/calendars/{calendarId}/acl", writes=False)
def list_acl(ctx: Context, p: ListAcl) -> dict[str, Any]:
    """The calendar's access rules."""
    cal, _ = calendar(ctx, p.calendarId, me(ctx), "owner")
    now = now_ms(ctx)
    scope = "acl:" + cal["id"]
    rows = ctx.all("SELECT * FROM gcal_acl WHERE calendar_id = ? ORDER BY rule_id", (cal["id"],))
    if p.syncToken is not None:
        since = read_sync_token(p.syncToken, scope, 0, now)
        items = [render_rule(r) for r in rows if r["updated"] > since]
    else:
        items = [render_rule(r) for r in rows if p.showDeleted or not r["deleted"]]
    seq = now
    offset = 0
    if p.pageToken:
        offset, seq = read_page_token(p.pageToken)
    limit = min(p.maxResults, 250)
    out: dict[str, Any] = {"kind": "calendar#acl", "etag": f'"p{seq}"'}
    if offset + limit < len(items):
        out["nextPageToken"] = page_token(offset + limit, seq)
    else:
        out["nextSyncToken"] = sync_token(scope, seq)
    out["items"] = items[offset : offset + limit]
    return out


class RuleRef(Query):
    calendarId: str
    ruleId: str
    ifNoneMatch: str | None = None


def _rule(ctx: Context, cal_id: str, rule_id: str) -> Any:
    rule = ctx.one(
        "SELECT * FROM gcal_acl WHERE calendar_id = ? AND rule_id = ? AND deleted = 0", (cal_id, rule_id)
    )
    if rule is None:
        raise not_found()
    return rule


@service.operation("gcal.acl.get", "GET", "/calendars/{calendarId}/acl/{ruleId}", writes=False)
def get_rule(ctx: Context, p: RuleRef) -> dict[str, Any] | Response:
    """One access rule."""
    cal, _ = calendar(ctx, p.calendarId, me(ctx), "owner")
    rule = _rule(ctx, cal["id"], p.ruleId)
    if p.ifNoneMatch is not None and p.ifNoneMatch == rule["etag"]:
        return Response(304)
    return render_rule(rule)


class InsertRule(Query):
    calendarId: str
    body: AclBody = Field(default_factory=AclBody)
    sendNotifications: bool | None = None


def _own_rule(cal: Any, rule_id: str) -> None:
    if rule_id == f"user:{cal['owner']}":
        raise GoogleError(
            "Cannot change your own access level.", status=403, reason="cannotChangeOwnAcl", domain="calendar"
        )


@service.operation("gcal.acl.insert", "POST", "/calendars/{calendarId}/acl", writes=True)
def insert_rule(ctx: Context, p: InsertRule) -> dict[str, Any]:
    """Share the calendar: a user, group, domain or everyone gets a role. Sharing with a person of
    the organisation adds the calendar to their list; (gcal12) the person or group is e-mailed unless
    ``sendNotifications=false``."""
    user = me(ctx)
    cal, _ = calendar(ctx, p.calendarId, user, "owner")
    if p.body.role is None:
        raise required("Missing role.", "role")
    if p.body.scope is None:
        raise required("Missing scope.", "scope")
    scope = p.body.scope
    if scope.type != "default" and not scope.value:
        raise required("Missing scope value.", "scope.value")
    if scope.type == "default" and scope.value:
        raise invalid("The scope value must be empty for the default scope.", "scope.value")
    value = scope.value.lower() if scope.value else None
    _own_rule(cal, f"{scope.type}:{value}")
    rule_id = put_rule(ctx, cal["id"], scope.type, value, p.body.role)
    if scope.type == "user" and ctx.one("SELECT 1 FROM gcal_users WHERE email = ?", (value,)):
        existing = ctx.one(
            "SELECT 1 FROM gcal_calendar_list WHERE user = ? AND calendar_id = ? AND deleted = 0",
            (value, cal["id"]),
        )
        if existing is None and p.body.role != "none":
            add_entry(ctx, str(value), cal["id"])
    if p.body.role != "none":
        notify_share(ctx, cal["id"], scope.type, value, p.sendNotifications)
    return render_rule(_rule(ctx, cal["id"], rule_id))


class ModifyRule(Query):
    calendarId: str
    ruleId: str
    body: AclBody = Field(default_factory=AclBody)
    sendNotifications: bool | None = None
    ifMatch: str | None = None


def _modify(ctx: Context, p: ModifyRule) -> dict[str, Any]:
    cal, _ = calendar(ctx, p.calendarId, me(ctx), "owner")
    rule = _rule(ctx, cal["id"], p.ruleId)
    if p.ifMatch is not None and p.ifMatch != rule["etag"]:
        raise condition_not_met()
    if p.body.scope is not None and (
        p.body.scope.type != rule["scope_type"] or (p.body.scope.value or None) != rule["scope_value"]
    ):
        raise invalid("The scope of an ACL rule cannot be changed.", "scope")
    if p.body.role is not None and p.body.role != rule["role"]:
        _own_rule(cal, rule["rule_id"])
        put_rule(ctx, cal["id"], rule["scope_type"], rule["scope_value"], p.body.role)
        if p.body.role != "none":  # "no notifications on access removal" (Google's reference)
            notify_share(ctx, cal["id"], rule["scope_type"], rule["scope_value"], p.sendNotifications)
    return render_rule(_rule(ctx, cal["id"], rule["rule_id"]))


@service.operation("gcal.acl.patch", "PATCH", "/calendars/{calendarId}/acl/{ruleId}", writes=True)
def patch_rule(ctx: Context, p: ModifyRule) -> dict[str, Any]:
    """Change a rule's role."""
    return _modify(ctx, p)


@service.operation("gcal.acl.update", "PUT", "/calendars/{calendarId}/acl/{ruleId}", writes=True)
def update_rule(ctx: Context, p: ModifyRule) -> dict[str, Any]:
    """Replace a rule (only its role can differ)."""
    if p.body.role is None:
        raise required("Missing role.", "role")
    return _modify(ctx, p)


class DeleteRule(Query):
    calendarId: str
    ruleId: str


@service.operation(
    "gcal.acl.delete", "DELETE", "/calendars/{calendarId}/acl/{ruleId}", writes=True, destructive=True
)
def delete_rule(ctx: Context, p: DeleteRule) -> None:
    """Stop sharing: the rule is removed (listed with ``showDeleted`` as role ``none``)."""
    cal, _ = calendar(ctx, p.calendarId, me(ctx), "owner")
    rule = _rule(ctx, cal["id"], p.ruleId)
    _own_rule(cal, rule["rule_id"])
    ms, tag = stamp(ctx)
    ctx.db.execute(
        "UPDATE gcal_acl SET deleted = 1, role = 'none', etag = ?, updated = ? "
        "WHERE calendar_id = ? AND rule_id = ?",
        (tag, ms, cal["id"], rule["rule_id"]),
    )
    return None
