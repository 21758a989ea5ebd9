"""The ``company`` fixture: Kestrel Analytics' calendars, mapped from the shared roster.

Every employee has a primary calendar (``first.last@kestrel.example``, their own time zone), including
those who left (an account nobody cleaned up: a departed account manager still "hosts" a renewal
call). The default user is Robin Ahmed, Customer Operations Lead, who can write to the account
managers' calendars (and the departed one's) and sees them in her list. Renewal calls, QBRs and
check-ins invite the customers' contacts by the same addresses the billing and chat doubles hold;
internal series (a weekly, a daily stand-up) and each person's ordinary meetings are the noise. Each
meeting mints its ids from its own random stream.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any
from zoneinfo import ZoneInfo

from toolproof.company import Meeting, Roster, roster
from toolproof.service import Context
from toolproof.services.gcal.fixtures import Builder
from toolproof.services.gcal.operations.common import add_entry, put_rule
from toolproof.services.gcal.service import service
from toolproof.world.fixtures import derive_seed
from toolproof.world.rng import Rng

DEFAULT_USER = "E02"
#: Calendars the default user may write to: the account managers', the departed one's, the sales lead's.
DELEGATED = ("E03", "E04", "E06", "E08", "E09", "E19")


@service.fixture("company")
def company_fixture(ctx: Context) -> None:
    """~30 people's calendars, the customer meetings of the story and a few hundred ordinary events."""
    seed = ctx.seed if ctx.seed is not None else 0
    people = roster(seed)
    b = Builder(ctx)
    domain = people.company.domain
    order = sorted(people.employees, key=lambda e: (e.key != DEFAULT_USER, e.key))
    calendars: dict[str, Any] = {}
    for i, e in enumerate(order):
        ctx.db.execute(
            "INSERT INTO gcal_users VALUES (?, ?, ?, ?, ?)",
            (e.email, e.name, e.timezone, e.key == DEFAULT_USER, i),
        )
        calendars[e.key] = b.calendar(e.email, e.email, e.timezone, e.email, "primary")
        put_rule(ctx, e.email, "user", e.email, "owner")
        put_rule(ctx, e.email, "domain", domain, "freeBusyReader")
        add_entry(ctx, e.email, e.email, color=i, reminders=[{"method": "popup", "minutes": 10}])
    robin = people.employee(DEFAULT_USER).email
    for n, key in enumerate(DELEGATED):
        owner = people.employee(key).email
        put_rule(ctx, owner, "user", robin, "writer")
        add_entry(ctx, robin, owner, color=n + 3)
    for meeting in people.meetings:
        ctx.rng = Rng(derive_seed(seed, "gcal", "company", meeting.key))
        _meeting(b, people, calendars[meeting.calendar], meeting)


def _meeting(b: Builder, people: Roster, cal: Any, m: Meeting) -> None:
    rng = b.ctx.rng
    owner = people.employee(m.calendar)
    start = datetime.fromisoformat(m.start).replace(tzinfo=ZoneInfo(m.timezone))
    attendees: list[dict[str, Any]] = []
    if m.guests:
        attendees.append({"email": owner.email, "responseStatus": "accepted"})
        for guest in m.guests:
            status = rng.choice(["accepted", "accepted", "needsAction", "tentative"])
            contact = next((k for k in people.contacts if k.email == guest), None)
            entry: dict[str, Any] = {"email": guest, "responseStatus": status}
            if contact is not None:
                entry["displayName"] = contact.name
            attendees.append(entry)
    body: dict[str, Any] = {"summary": m.title, **b.timed(m.timezone, start, m.minutes)}
    if attendees:
        body["attendees"] = attendees
    if m.recurrence:
        body["recurrence"] = [m.recurrence]
    if m.customer is not None:
        body["description"] = f"Account: {people.customer(m.customer).name}. Agenda in the shared folder."
    age = max(1.0, min(40.0, (b.epoch - start.timestamp()) / 86400 + 7))
    event = b.event(cal, owner.email, body, age, event_id=m.event_id)
    if m.cancelled:
        b.ctx.db.execute(
            "UPDATE gcal_events SET status = 'cancelled' WHERE calendar_id = ? AND id = ?",
            (event["calendar_id"], event["id"]),
        )
