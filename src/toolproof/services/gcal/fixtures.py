"""The ``default`` fixture: an organisation in motion.

Orbital (``orbital.example``) has 24 people in five time zones, a primary calendar each, team
calendars, meeting rooms and a holidays calendar. The virtual clock starts on Monday 2 November 2026,
the day after US daylight saving time ended (Europe changed a week earlier), so recurring meetings
in history and in the future sit on both sides of a DST change. There are daily stand-ups, weekly
1:1s and monthly reviews with moved and cancelled instances, all-day out-of-office blocks,
double bookings, declined and tentative invitations, an external guest, a finished series, a
deleted meeting and events without a title: the mess a real calendar has.
"""

from __future__ import annotations

import json
from datetime import datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from toolproof.service import Context
from toolproof.services.gcal import eventstore as es
from toolproof.services.gcal.eventwrite import create_event, write_event
from toolproof.services.gcal.operations.common import add_entry, put_rule
from toolproof.services.gcal.service import service
from toolproof.services.gcal.times import instance_suffix
from toolproof.world.rng import BASE32HEX

DOMAIN = "orbital.example"
NY, LONDON = "America/New_York", "Europe/London"

#: (local part, display name, time zone, team)
PEOPLE = [
    ("alice", "Alice Okafor", "America/New_York", "eng"),
    ("bilal", "Bilal Haddad", "America/New_York", "eng"),
    ("chen", "Chen Wei", "America/Los_Angeles", "eng"),
    ("dara", "Dara O'Neill", "Europe/London", "eng"),
    ("emeka", "Emeka Nwosu", "Europe/London", "eng"),
    ("farah", "Farah Siddiqui", "Asia/Kolkata", "eng"),
    ("goran", "Goran Petrović", "Europe/London", "design"),
    ("hana", "Hana Sato", "America/Los_Angeles", "design"),
    ("ivan", "Iván García", "America/New_York", "design"),
    ("jun", "Jun Park", "Australia/Sydney", "design"),
    ("kwame", "Kwame Mensah", "America/New_York", "sales"),
    ("lena", "Lena Müller", "Europe/London", "sales"),
    ("mateo", "Mateo Rossi", "America/Los_Angeles", "sales"),
    ("nadia", "Nadia Ivanova", "Europe/London", "sales"),
    ("omar", "Omar Farouk", "Asia/Kolkata", "sales"),
    ("priya", "Priya Raman", "Asia/Kolkata", "support"),
    ("quinn", "Quinn Taylor", "America/Los_Angeles", "support"),
    ("rosa", "Rosa Jiménez", "America/New_York", "support"),
    ("sven", "Sven Lindqvist", "Europe/London", "support"),
    ("tomas", "Tomás Novák", "Australia/Sydney", "support"),
    ("uma", "Uma Krishnan", "America/New_York", "leadership"),
    ("victor", "Victor Chen", "America/Los_Angeles", "leadership"),
    ("wen", "Wen Li", "Europe/London", "leadership"),
    ("yara", "Yara Haddad", "America/New_York", "leadership"),
]

TEAMS = {
    "eng": ("Engineering", "alice", "America/New_York", 9, 30),
    "design": ("Design", "goran", "Europe/London", 10, 0),
    "sales": ("Sales", "kwame", "America/New_York", 8, 45),
    "support": ("Support rota", "priya", "Asia/Kolkata", 17, 0),
    "leadership": ("Leadership", "uma", "America/New_York", 11, 0),
}

ROOMS = [
    ("NYC-4-Hudson (8)", "America/New_York"),
    ("NYC-4-Brooklyn (4)", "America/New_York"),
    ("LON-2-Thames (6)", "Europe/London"),
    ("SF-3-Golden Gate (10)", "America/Los_Angeles"),
]


def email(local: str) -> str:
    return f"{local}@{DOMAIN}"


class Builder:
    """Fixture helpers over one context: calendars, events and exceptions."""

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.epoch = ctx.now()

    def ms(self, days_ago: float) -> int:
        return int((self.epoch - days_ago * 86400) * 1000)

    def calendar(
        self, cal_id: str, summary: str, tz: str, owner: str | None, kind: str, description: str = ""
    ) -> Any:
        self.ctx.db.execute(
            "INSERT INTO gcal_calendars VALUES (?, ?, ?, NULL, ?, ?, ?, ?, 0, 0, ?)",
            (cal_id, summary, description or None, tz, owner, kind, f'"{self.ms(60)}"', self.ms(60)),
        )
        return self.ctx.one("SELECT * FROM gcal_calendars WHERE id = ?", (cal_id,))

    def local(self, tz: str, day: datetime, hour: int, minute: int = 0) -> datetime:
        return datetime(day.year, day.month, day.day, hour, minute, tzinfo=ZoneInfo(tz))

    def timed(self, tz: str, start: datetime, minutes: int) -> dict[str, Any]:
        end = start + timedelta(minutes=minutes)
        return {
            "start": {"dateTime": start.isoformat(), "timeZone": tz},
            "end": {"dateTime": end.isoformat(), "timeZone": tz},
        }

    def event(self, cal: Any, creator: str, body: dict[str, Any], age_days: float, **kw: Any) -> es.Event:
        event = create_event(self.ctx, cal, creator, json.loads(json.dumps(body)), kw.get("event_id"))
        return self.age(event, age_days)

    def age(self, event: es.Event, age_days: float) -> es.Event:
        created = self.ms(age_days)
        self.ctx.db.execute(
            "UPDATE gcal_events SET created = ?, updated = ?, etag = ? WHERE calendar_id = ? AND id = ?",
            (created, created, es.etag(created, event["change_seq"]), event["calendar_id"], event["id"]),
        )
        event.update(created=created, updated=created, etag=es.etag(created, event["change_seq"]))
        return event

    def exception(
        self, cal: Any, master: es.Event, original: datetime, age_days: float, **change: Any
    ) -> None:
        """Move (``shift_minutes``), retitle (``summary``) or cancel (``cancel=True``) one instance."""
        suffix = instance_suffix(int(original.timestamp()), False)
        inst = es.find_instance(self.ctx, cal, f"{master['id']}_{suffix}")
        if inst is None:
            raise ValueError(f"fixture: no instance of {master['id']} at {original}")
        if change.get("cancel"):
            inst["status"] = "cancelled"
            inst["body"] = {"originalStartTime": inst["body"]["originalStartTime"]}
        else:
            shift = timedelta(minutes=change.get("shift_minutes", 0))
            tz = ZoneInfo(inst["body"]["start"]["timeZone"])
            for key in ("start", "end"):
                dt = datetime.fromisoformat(inst["body"][key]["dateTime"]).astimezone(tz) + shift
                inst["body"][key] = {"dateTime": dt.isoformat(), "timeZone": tz.key}
            if "summary" in change:
                inst["body"]["summary"] = change["summary"]
            inst["start_ts"] += int(shift.total_seconds())
            inst["end_ts"] += int(shift.total_seconds())
            inst["sequence"] += 1
        inst["created"] = self.ms(age_days)
        write_event(self.ctx, inst, insert=True)
        self.age(inst, age_days)


@service.fixture("default")
def default_fixture(ctx: Context) -> None:
    """24 people, 5 team calendars, 4 rooms, a holidays calendar and ~400 events around 2 Nov 2026."""
    b = Builder(ctx)
    rng = ctx.rng
    today = datetime.fromtimestamp(b.epoch, ZoneInfo("UTC")).replace(hour=0, minute=0, second=0, tzinfo=None)
    monday = today - timedelta(days=today.weekday())
    history_start = monday - timedelta(weeks=6)

    people: dict[str, Any] = {}
    for i, (local, name, tz, _team) in enumerate(PEOPLE):
        addr = email(local)
        ctx.db.execute("INSERT INTO gcal_users VALUES (?, ?, ?, ?, ?)", (addr, name, tz, i == 0, i))
        people[local] = b.calendar(addr, addr, tz, addr, "primary")
        put_rule(ctx, addr, "user", addr, "owner")
        put_rule(ctx, addr, "domain", DOMAIN, "freeBusyReader")
        add_entry(ctx, addr, addr, color=i, reminders=[{"method": "popup", "minutes": 10}])
    # An assistant manages a leader's calendar; a colleague shares read access.
    put_rule(ctx, email("uma"), "user", email("yara"), "writer")
    add_entry(ctx, email("yara"), email("uma"), color=3)
    put_rule(ctx, email("alice"), "user", email("bilal"), "reader")
    add_entry(ctx, email("bilal"), email("alice"), color=4)

    teams: dict[str, Any] = {}
    members: dict[str, list[str]] = {}
    for local, _name, _tz, team in PEOPLE:
        members.setdefault(team, []).append(local)
    for key, (summary, lead, tz, _h, _m) in TEAMS.items():
        cal_id = "c_" + rng.token(26, BASE32HEX) + "@group.calendar.google.com"
        teams[key] = b.calendar(cal_id, summary, tz, email(lead), "group", f"Team calendar: {summary}")
        put_rule(ctx, cal_id, "user", email(lead), "owner")
        put_rule(ctx, cal_id, "domain", DOMAIN, "reader")
        for j, m in enumerate(members[key]):
            if m != lead:
                put_rule(ctx, cal_id, "user", email(m), "writer")
            add_entry(ctx, email(m), cal_id, color=j + 2)
    holidays_id = "c_" + rng.token(26, BASE32HEX) + "@group.calendar.google.com"
    holidays = b.calendar(holidays_id, "Orbital holidays", "America/New_York", email("yara"), "group")
    put_rule(ctx, holidays_id, "user", email("yara"), "owner")
    put_rule(ctx, holidays_id, "domain", DOMAIN, "reader")
    for local, *_ in PEOPLE:
        add_entry(ctx, email(local), holidays_id, color=5, selected=local != "jun")

    rooms = []
    for name, tz in ROOMS:
        cal_id = "c_" + rng.token(24, BASE32HEX) + "@resource.calendar.google.com"
        rooms.append(b.calendar(cal_id, name, tz, None, "resource"))
        put_rule(ctx, cal_id, "domain", DOMAIN, "reader")
    add_entry(ctx, email("alice"), rooms[0]["id"], color=1)

    # Holidays: all-day, transparent.
    for day_text, title in (
        ("2026-11-11", "Veterans Day (US offices)"),
        ("2026-11-26", "Thanksgiving"),
        ("2026-11-27", "Day after Thanksgiving"),
        ("2026-12-25", "Christmas Day"),
        ("2026-10-12", "Indigenous Peoples' Day"),
    ):
        d = datetime.fromisoformat(day_text)
        b.event(
            holidays,
            email("yara"),
            {
                "summary": title,
                "transparency": "transparent",
                "start": {"date": day_text},
                "end": {"date": (d + timedelta(days=1)).date().isoformat()},
            },
            50,
        )

    # Daily stand-ups, in the lead's zone, started six weeks ago (so they straddle the DST change).
    for key, (summary, lead, tz, hour, minute) in TEAMS.items():
        first = b.local(tz, history_start, hour, minute)
        body = {
            "summary": f"{summary} stand-up",
            "description": "Yesterday / today / blockers. Keep it to 15 minutes.",
            **b.timed(tz, first, 15),
            "recurrence": ["RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"],
            "attendees": [{"email": email(m)} for m in members[key]],
            "guestsCanModify": False,
        }
        if key == "eng":
            body["recurrence"].append(f"EXDATE;TZID={tz}:20261111T{hour:02d}{minute:02d}00")
            body["location"] = rooms[0]["summary"]
            body["attendees"].append({"email": rooms[0]["id"]})
        master = b.event(people[lead], email(lead), body, 43)
        for a in master["body"]["attendees"]:
            if a["email"] != email(lead) and not a.get("resource"):
                a["responseStatus"] = (
                    "accepted" if rng.random() < 0.8 else rng.choice(["tentative", "needsAction"])
                )
        ctx.db.execute(
            "UPDATE gcal_events SET body = ? WHERE calendar_id = ? AND id = ?",
            (json.dumps(master["body"], sort_keys=True), master["calendar_id"], master["id"]),
        )
        # This Wednesday's moved half an hour later; last Friday's cancelled.
        wed = b.local(tz, monday + timedelta(days=2), hour, minute)
        b.exception(people[lead], master, wed, 3, shift_minutes=30)
        fri = b.local(tz, monday - timedelta(days=3), hour, minute)
        b.exception(people[lead], master, fri, 5, cancel=True)

    # Weekly 1:1s: each lead with each team member, some across zones.
    for key, (_summary, lead, _tz, _h, _m) in TEAMS.items():
        lead_tz = people[lead]["time_zone"]
        for n, m in enumerate(x for x in members[key] if x != lead):
            day = history_start + timedelta(days=n % 5)
            start = b.local(lead_tz, day, 13 + n % 3, 30 if n % 2 else 0)
            body = {
                "summary": f"{lead.title()} / {m.title()} 1:1",
                **b.timed(lead_tz, start, 30),
                "recurrence": ["RRULE:FREQ=WEEKLY;INTERVAL=1"],
                "attendees": [{"email": email(lead)}, {"email": email(m), "responseStatus": "accepted"}],
                "visibility": "private",
            }
            master = b.event(people[lead], email(lead), body, 42)
            if n == 0:
                nxt = b.local(lead_tz, day + timedelta(weeks=7), start.hour, start.minute)
                b.exception(
                    people[lead], master, nxt, 1, shift_minutes=24 * 60, summary=body["summary"] + " (moved)"
                )
            if n == 1:
                prev = b.local(lead_tz, day + timedelta(weeks=5), start.hour, start.minute)
                b.exception(people[lead], master, prev, 9, cancel=True)

    # Monthly reviews: first Thursday, London time, six occurrences.
    review = b.event(
        people["wen"],
        email("wen"),
        {
            "summary": "Monthly business review",
            **b.timed("Europe/London", b.local("Europe/London", datetime(2026, 9, 3), 15), 90),
            "recurrence": ["RRULE:FREQ=MONTHLY;BYDAY=1TH;COUNT=6"],
            "attendees": [
                {"email": email(x)}
                for x in ("wen", "uma", "victor", "yara", "alice", "kwame", "goran", "priya")
            ]
            + [{"email": rooms[2]["id"]}],
            "location": rooms[2]["summary"],
        },
        70,
    )
    b.exception(
        people["wen"], review, b.local("Europe/London", datetime(2026, 12, 3), 15), 2, shift_minutes=60 * 24
    )
    # A series that already ended, and a deleted one-off.
    b.event(
        people["chen"],
        email("chen"),
        {
            "summary": "Migration war room",
            **b.timed("America/Los_Angeles", b.local("America/Los_Angeles", history_start, 16), 45),
            "recurrence": ["RRULE:FREQ=DAILY;UNTIL=20261016T235959Z"],
            "attendees": [{"email": email(x)} for x in ("chen", "alice", "dara", "farah")],
        },
        44,
    )
    gone = b.event(
        people["alice"],
        email("alice"),
        {
            "summary": "Vendor demo (cancelled)",
            **b.timed("America/New_York", b.local("America/New_York", monday + timedelta(days=3), 14), 60),
        },
        6,
    )
    ctx.db.execute(
        "UPDATE gcal_events SET status = 'cancelled' WHERE calendar_id = ? AND id = ?",
        (gone["calendar_id"], gone["id"]),
    )

    # Out of office: all-day blocks, one spanning a weekend.
    for local, start_day, days in (
        ("dara", 4, 5),
        ("hana", -10, 3),
        ("kwame", 10, 1),
        ("priya", 16, 10),
        ("bilal", 0, 2),
    ):
        s = (monday + timedelta(days=start_day)).date()
        b.event(
            people[local],
            email(local),
            {
                "summary": "Out of office" if local != "priya" else "OOO – Diwali trip",
                "start": {"date": s.isoformat()},
                "end": {"date": (s + timedelta(days=days)).isoformat()},
            },
            20,
        )

    # An offsite spanning the US DST change (1 Nov 2026, 02:00 New York).
    b.event(
        people["uma"],
        email("uma"),
        {
            "summary": "Leadership offsite (Catskills)",
            "start": {"dateTime": "2026-10-31T16:00:00-04:00", "timeZone": "America/New_York"},
            "end": {"dateTime": "2026-11-01T14:00:00-05:00", "timeZone": "America/New_York"},
            "attendees": [{"email": email(x)} for x in ("uma", "victor", "wen", "yara")],
            "location": "Phoenicia, NY",
        },
        30,
        event_id="offsite2026q4",
    )

    # One-off meetings: random times over twelve weeks, double bookings and rooms included.
    titles = [
        "Design review",
        "Customer call: Acme",
        "Pipeline sync",
        "Interview loop",
        "Incident retro",
        "Budget check-in",
        "Roadmap jam",
        "Coffee chat",
        "Pairing session",
        "Quarterly planning",
        "",
    ]
    locals_ = [p[0] for p in PEOPLE]
    for i in range(240):
        org = rng.choice(locals_)
        tz = people[org]["time_zone"]
        when = monday + timedelta(days=rng.randint(-35, 42))
        if when.weekday() >= 5:
            when -= timedelta(days=2)
        start = b.local(tz, when, rng.randint(9, 16), rng.choice([0, 0, 15, 30, 45]))
        guests = {rng.choice(locals_) for _ in range(rng.randint(1, 4))} - {org}
        attendees: list[dict[str, Any]] = [{"email": email(org)}]
        for g in sorted(guests):
            status = rng.choice(["accepted", "accepted", "accepted", "declined", "tentative", "needsAction"])
            attendees.append({"email": email(g), "responseStatus": status})
        if i % 9 == 0:
            attendees.append({"email": "jordan.lee@client.example", "displayName": "Jordan Lee"})
        one_off: dict[str, Any] = {
            "summary": rng.choice(titles),
            **b.timed(tz, start, rng.choice([15, 30, 30, 45, 60, 90])),
        }
        if len(attendees) > 1:
            one_off["attendees"] = attendees
        if i % 7 == 0:
            room = rooms[i % len(rooms)]
            one_off.setdefault("attendees", [{"email": email(org)}]).append({"email": room["id"]})
            one_off["location"] = room["summary"]
        if i % 11 == 0:
            one_off["description"] = "Agenda:\n" + "\n".join(
                f"{k}. item" for k in range(1, rng.randint(2, 8))
            )
        if i % 13 == 0:
            one_off["transparency"] = "transparent"
        target = teams[PEOPLE[locals_.index(org)][3]] if i % 10 == 0 else people[org]
        age = max(1.0, (b.epoch - start.timestamp()) / 86400 + rng.randint(1, 14))
        b.event(target, email(org), one_off, min(age, 60))

    # A known double booking for the default user this week, with readable ids for task authors.
    tuesday = monday + timedelta(days=1)
    b.event(
        people["alice"],
        email("alice"),
        {
            "summary": "Customer escalation: Acme outage",
            **b.timed(NY, b.local(NY, tuesday, 14), 60),
            "attendees": [
                {"email": email("alice")},
                {"email": email("kwame"), "responseStatus": "accepted"},
                {"email": "jordan.lee@client.example", "displayName": "Jordan Lee"},
            ],
        },
        1,
        event_id="escalation01",
    )
    b.event(
        people["goran"],
        email("goran"),
        {
            "summary": "Design review: onboarding flow",
            **b.timed(LONDON, b.local(LONDON, tuesday, 19, 30), 60),
            "attendees": [
                {"email": email("goran")},
                {"email": email("alice"), "responseStatus": "needsAction"},
                {"email": email("hana"), "responseStatus": "accepted"},
            ],
        },
        6,
        event_id="designrev01",
    )
