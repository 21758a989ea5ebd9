"""What Google would e-mail: with ``sendUpdates=all`` (or ``externalOnly``) guests are told about
new, changed and cancelled events. Nothing is sent; each message becomes a ``gcal_notifications``
row so a task can check that an agent told (or did not tell) the right people."""

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
