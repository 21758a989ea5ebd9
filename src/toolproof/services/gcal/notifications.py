"""What Google would e-mail: with ``sendUpdates=all`` (or ``externalOnly``) guests are told about
new, changed and cancelled events; (gcal12) a person a calendar is shared with is told unless the share
says ``sendNotifications=false``. Nothing is sent; each message becomes a ``gcal_notifications`` row so
a task can check that an agent told (or did not tell) the right people."""

from __future__ import annotations

from typing import Any

from toolproof.service import Context
from toolproof.services.gcal.eventstore import Event, now_ms


def mode(send_updates: str | None, send_notifications: bool | None) -> str:
    """Google's rule: ``sendUpdates`` wins; the deprecated ``sendNotifications=true`` means ``all``."""
    if send_updates is not None:
        return send_updates
    return "all" if send_notifications else "none"


def notify(
    ctx: Context, event: Event, attendees: list[dict[str, Any]], how: str, kind: str, sender: str
) -> None:
    """Record one message per guest to be told (never the organizer, the sender or a room)."""
    if how == "none":
        return
    domain = sender.rpartition("@")[2]
    sent = now_ms(ctx)
    for a in attendees:
        email = str(a.get("email", ""))
        if a.get("resource") or email in (event["organizer"], sender):
            continue
        if how == "externalOnly" and email.rpartition("@")[2] == domain:
            continue
        ctx.db.execute(
            "INSERT OR IGNORE INTO gcal_notifications VALUES (?, ?, ?, ?, ?, ?)",
            (event["change_seq"], email, event["calendar_id"], event["id"], kind, sent),
        )


def notify_share(
    ctx: Context, calendar_id: str, scope_type: str, grantee: str | None, send: bool | None
) -> None:
    """(gcal12) The "calendar shared with you" e-mail of an ACL write that grants a role: Google sends it
    unless told ``sendNotifications=false`` (the parameter's default is true), to the person or group
    the rule names (a domain or the public has no one address), never for access removed (role
    ``none``: the caller checks). One row, kind ``share``; its ``seq`` is the write's time in ms (above
    every event's change sequence), its ``event_id`` empty."""
    if send is False or scope_type not in ("user", "group") or not grantee:
        return
    sent = now_ms(ctx)
    ctx.db.execute(
        "INSERT OR IGNORE INTO gcal_notifications VALUES (?, ?, ?, '', 'share', ?)",
        (sent, grantee, calendar_id, sent),
    )
