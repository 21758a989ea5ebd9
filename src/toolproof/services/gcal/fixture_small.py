"""The ``small`` fixture: three people, one team calendar, one room, six event rows with readable
ids. Every row fits on a screen, for tasks and tests that name exact ids."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from toolproof.service import Context
from toolproof.services.gcal.fixtures import DOMAIN, LONDON, NY, Builder, email
from toolproof.services.gcal.operations.common import add_entry, put_rule
from toolproof.services.gcal.service import service


@service.fixture("small")
def small_fixture(ctx: Context) -> None:
    """Three people in two zones, one team calendar, one room and a handful of events: every row
    fits on a screen, for tasks and tests that want to name exact ids."""
    b = Builder(ctx)
    trio = [("alice", "Alice Okafor", NY), ("bilal", "Bilal Haddad", NY), ("dara", "Dara O'Neill", LONDON)]
    people: dict[str, Any] = {}
    for i, (local, name, tz) in enumerate(trio):
        addr = email(local)
        ctx.db.execute("INSERT INTO gcal_users VALUES (?, ?, ?, ?, ?)", (addr, name, tz, i == 0, i))
        people[local] = b.calendar(addr, addr, tz, addr, "primary")
        put_rule(ctx, addr, "user", addr, "owner")
        put_rule(ctx, addr, "domain", DOMAIN, "freeBusyReader")
        add_entry(ctx, addr, addr, color=i)
    team_id = "c_teamsmall0000000000000000@group.calendar.google.com"
    team = b.calendar(team_id, "Team", NY, email("alice"), "group")
    put_rule(ctx, team_id, "user", email("alice"), "owner")
    put_rule(ctx, team_id, "user", email("bilal"), "writer")
    put_rule(ctx, team_id, "domain", DOMAIN, "reader")
    for local, *_ in trio:
        add_entry(ctx, email(local), team_id, color=5)
    room_id = "c_roomsmall00000000000000@resource.calendar.google.com"
    b.calendar(room_id, "NYC-4-Hudson (8)", NY, None, "resource")
    put_rule(ctx, room_id, "domain", DOMAIN, "reader")
    standup = b.event(
        people["alice"],
        email("alice"),
        {
            "summary": "Stand-up",
            **b.timed(NY, b.local(NY, datetime(2026, 10, 19), 9, 30), 15),
            "recurrence": ["RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"],
            "attendees": [{"email": email(x)} for x in ("alice", "bilal", "dara")] + [{"email": room_id}],
        },
        20,
        event_id="standup0001",
    )
    b.exception(people["alice"], standup, b.local(NY, datetime(2026, 11, 4), 9, 30), 2, shift_minutes=30)
    b.exception(people["alice"], standup, b.local(NY, datetime(2026, 10, 30), 9, 30), 4, cancel=True)
    b.event(
        people["dara"],
        email("dara"),
        {
            "summary": "Roadmap review",
            **b.timed(LONDON, b.local(LONDON, datetime(2026, 11, 3), 16), 60),
            "attendees": [{"email": email("dara")}, {"email": email("alice"), "responseStatus": "tentative"}],
        },
        5,
        event_id="roadmap0001",
    )
    b.event(
        people["bilal"],
        email("bilal"),
        {"summary": "Out of office", "start": {"date": "2026-11-05"}, "end": {"date": "2026-11-07"}},
        10,
        event_id="oooblock0001",
    )
    b.event(
        team,
        email("alice"),
        {"summary": "Release 4.2", "start": {"date": "2026-11-10"}, "end": {"date": "2026-11-11"}},
        8,
        event_id="release0042",
    )
