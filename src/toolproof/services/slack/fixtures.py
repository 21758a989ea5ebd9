"""Fixtures: ``default`` (a workspace used for months) and ``small`` (a handful of known rows).

``default`` has 50 people and bots, 38 channels plus DMs and group DMs, and about five thousand
messages over six weeks of virtual time before the clock starts, with threads, broadcasts, edits,
reactions, pins, links, mentions and channel references, and a few scheduled messages still pending.
"""

from __future__ import annotations

import json
from typing import Any
from zoneinfo import ZoneInfo

from toolproof.service.context import Context
from toolproof.services.slack import fixture_data as data
from toolproof.services.slack import fixture_files, fixture_groups, reminder_time
from toolproof.services.slack.file_objects import kind_of
from toolproof.services.slack.ids import APP, BOT, CHANNEL, DM, GROUP, SCHEDULED, TEAM, USER, new_slack_id
from toolproof.services.slack.scopes import BOT_SCOPES, READ_ONLY_USER_SCOPES, USER_SCOPES
from toolproof.services.slack.service import service
from toolproof.world.rng import UPPER_ALNUM

DAY = 86400
MESSAGES_PER_WEIGHT = 22


class Builder:
    """Accumulates rows, then writes them with one ``executemany`` per table (fast builds)."""

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.rng = ctx.rng
        self.now = ctx.now()
        self.start = self.now - 42 * DAY
        self.rows: dict[str, list[tuple[Any, ...]]] = {}
        self.ts_used: dict[str, set[str]] = {}

    def add(self, table: str, *row: Any) -> None:
        self.rows.setdefault(table, []).append(row)

    def flush(self) -> None:
        for table, rows in self.rows.items():
            marks = ",".join("?" * len(rows[0]))
            self.ctx.db.executemany(f"INSERT INTO {table} VALUES ({marks})", rows)

    def ts(self, channel: str, second: int, stream: str = "main") -> str:
        """A message ts in ``second`` not yet used in ``channel``; its digits drawn from ``stream`` (the
        groups and files each draw from their own, so adding them moved no older id)."""
        used = self.ts_used.setdefault(channel, set())
        while True:
            ts = f"{second}.{self.rng.randint(1, 9999, stream=stream) * 100:06d}"
            if ts not in used:
                used.add(ts)
                return ts


def _user(
    b: Builder, uid: str, handle: str, real: str, display: str, title: str, tz: str, **flags: Any
) -> None:
    label, offset = data.TZ.get(tz, ("Coordinated Universal Time", 0))
    b.add(
        "slack_users",
        uid,
        handle,
        real,
        display,
        flags.get("email"),
        title,
        flags.get("phone", ""),
        tz,
        label,
        offset,
        f"{b.rng.randint(0, 0xFFFFFF):06x}",
        flags.get("is_bot", False),
        flags.get("bot_id"),
        flags.get("app_id"),
        flags.get("admin", False),
        flags.get("owner", False),
        flags.get("guest", False),
        flags.get("deleted", False),
        flags.get("status_text", ""),
        flags.get("status_emoji", ""),
        b.start - b.rng.randint(1, 300) * DAY,
    )


@service.fixture("default")
def default_fixture(ctx: Context) -> None:
    """The lived-in workspace."""
    b = Builder(ctx)
    rng = b.rng
    team = new_slack_id(ctx, TEAM)
    b.add("slack_team", team, "Northwind Labs", "northwind-labs", b.start - 700 * DAY)
    _user(b, "USLACKBOT", "slackbot", "Slackbot", "Slackbot", "", "America/Los_Angeles", is_bot=False)

    humans: dict[str, str] = {}
    active: list[str] = []
    for handle, real, display, title, tz, flags in data.PEOPLE:
        uid = new_slack_id(ctx, USER)
        humans[handle] = uid
        email = f"{handle}@northwind.example"
        if handle == "john.smith":
            email = "John.Smith@Northwind.example"
        status = rng.choice(["", "", "", "In a meeting", "Vacationing", "Commuting", "Focus time"])
        _user(
            b,
            uid,
            handle,
            real,
            display,
            title,
            tz,
            email=email,
            admin="a" in flags,
            owner="o" in flags,
            guest="g" in flags,
            deleted="d" in flags,
            phone=f"+1 555 01{rng.randint(10, 99)}",
            status_text=status,
            status_emoji={
                "": "",
                "In a meeting": ":spiral_calendar_pad:",
                "Vacationing": ":palm_tree:",
                "Commuting": ":bus:",
                "Focus time": ":headphones:",
            }[status],
        )
        b.add(
            "slack_tokens",
            uid,
            uid,
            "user",
            json.dumps(READ_ONLY_USER_SCOPES if handle == "auditor" else USER_SCOPES),
        )
        if "d" not in flags:
            active.append(uid)

    bots: dict[str, str] = {}
    for handle, real in [*data.BOTS, data.APP_BOT]:
        uid = new_slack_id(ctx, USER)
        bots[handle] = uid
        _user(
            b,
            uid,
            handle,
            real,
            real,
            "",
            "America/Los_Angeles",
            is_bot=True,
            bot_id=new_slack_id(ctx, BOT),
            app_id=new_slack_id(ctx, APP),
        )
    app_bot = bots[data.APP_BOT[0]]
    b.add("slack_tokens", "bot", app_bot, "bot", json.dumps(BOT_SCOPES))

    channels: list[tuple[str, str, bool, list[str], int, int]] = []
    for name, kind, archived, bot_member, topic, weight in data.CHANNELS:
        cid = new_slack_id(ctx, GROUP if kind == "legacy" else CHANNEL)
        created = b.start - rng.randint(20, 600) * DAY
        creator = rng.choice(active[:6])
        if name == "general":
            members = [*active, app_bot, *[bots[h] for h, _ in data.BOTS]]
        else:
            pool = [u for u in active if u != humans["auditor"] or name in ("support", "billing")]
            members = sorted({creator, *[rng.choice(pool) for _ in range(rng.randint(5, 26))]})
            if bot_member:
                members.append(app_bot)
            if name in ("deploys", "engineering", "eng-infra"):
                members.append(bots["github"])
            if name in ("incidents", "ops-alerts"):
                members.append(bots["pagerduty"])
            if name in ("support-escalations", "support"):
                members.append(bots["jira"])
        members = list(dict.fromkeys(members))
        b.add(
            "slack_channels",
            cid,
            name,
            "private" if kind == "legacy" else kind,
            kind == "legacy",
            archived,
            name == "general",
            creator,
            created,
            None,
            topic,
            creator,
            created + 3600,
            topic,
            creator,
            created + 60,
            json.dumps(["atlas"] if name == "project-atlas-old" else []),
        )
        for m in members:
            b.add("slack_members", cid, m, created + rng.randint(0, 30) * DAY)
        end = b.start + rng.randint(5, 30) * DAY if archived else b.now - 3600
        channels.append((cid, name, archived, members, weight, end))

    for other in [humans[h] for h in ("maria", "emma", "jon", "fatima", "priya.n")]:
        cid = new_slack_id(ctx, DM)
        b.add(
            "slack_channels",
            cid,
            cid,
            "im",
            False,
            False,
            False,
            other,
            b.start - 40 * DAY,
            app_bot,
            "",
            "",
            0,
            "",
            "",
            0,
            "[]",
        )
        b.add("slack_members", cid, other, b.start - 40 * DAY)
        b.add("slack_members", cid, app_bot, b.start - 40 * DAY)
        channels.append((cid, cid, False, [other, app_bot], 1, b.now - 3600))
    for a, c in (("maria", "emma"), ("jon", "zoe"), ("alex.kim", "sam.lee")):
        cid = new_slack_id(ctx, DM)
        b.add(
            "slack_channels",
            cid,
            cid,
            "im",
            False,
            False,
            False,
            humans[a],
            b.start - 90 * DAY,
            humans[c],
            "",
            "",
            0,
            "",
            "",
            0,
            "[]",
        )
        for u in (humans[a], humans[c]):
            b.add("slack_members", cid, u, b.start - 90 * DAY)
        channels.append((cid, cid, False, [humans[a], humans[c]], 1, b.now - 3600))
    for handles in (("maria", "emma", "ravi"), ("dana", "priya.n", "tom", "liam")):
        cid = new_slack_id(ctx, GROUP)
        members = [humans[h] for h in handles]
        b.add(
            "slack_channels",
            cid,
            "mpdm-" + "--".join(sorted(handles)) + "-1",
            "mpim",
            False,
            False,
            False,
            members[0],
            b.start - 60 * DAY,
            None,
            "",
            "",
            0,
            "",
            "",
            0,
            "[]",
        )
        for u in members:
            b.add("slack_members", cid, u, b.start - 60 * DAY)
        channels.append((cid, cid, False, members, 1, b.now - 3600))

    names = {cid: name for cid, name, *_ in channels}
    bot_id_of = {row[0]: row[12] for row in b.rows["slack_users"] if row[12]}
    for cid, name, _archived, members, weight, end in channels:
        _messages(b, cid, name, members, weight, end, active, names, bot_id_of)

    for i, (name, offset) in enumerate((("support", DAY), ("general", 2 * DAY), ("incidents", 3 * 3600))):
        cid = next(c for c, n, *_ in channels if n == name)
        post_at = b.now + offset
        b.add(
            "slack_messages",
            cid,
            b.ts(cid, post_at),
            app_bot,
            bot_id_of[app_bot],
            None,
            [
                "Weekly support rota: please check the pinned doc",
                "Reminder: all-hands on Thursday",
                "Follow-up: postmortem draft due today",
            ][i],
            None,
            None,
            None,
            None,
            None,
            post_at,
            new_slack_id(ctx, SCHEDULED),
            b.now - 3600 * (i + 1),
        )
    staff = [(humans[h], tz) for h, _r, _d, _t, tz, flags in data.PEOPLE if not {"d", "g"} & set(flags)]
    _reminders(b, staff)
    fixture_groups.seed(b.add, rng, b.now, humans, {n: c for c, n, *_ in channels}, b.ts)
    fixture_files.seed(b.add, rng, b.now, humans, {n: c for c, n, *_ in channels}, b.ts, kind_of)
    b.flush()


#: Reminders people keep: (text, time phrase) for one-off ones, recurring ones marked by "every".
_REMINDER_TEXTS = (
    ("Send the weekly metrics email", "every Monday at 9am"),
    ("Renew the SSL certificate", "in 9 days"),
    ("Follow up with Acme about the invoice", "tomorrow at 10am"),
    ("Submit expense report", "every month"),
    ("Review the Q4 roadmap doc", "on Friday at 2pm"),
    ("Water the office plants", "every weekday at 4pm"),
    ("Book the offsite venue", "in 3 days"),
    ("Check the on-call handover notes", "every Friday at 5pm"),
    ("Ping legal about the DPA", "in 2 hours"),
    ("Update the status page", "at 6pm"),
)
#: Reminders use their own random stream, so adding them left every other generated value as it was.
_STREAM = "slack.reminders"


def _reminders(b: Builder, people: list[tuple[str, str]]) -> None:
    """A dozen reminders set over the last three weeks, each at the time its words gave when it was
    set: most for their creator, some for a colleague; one-offs whose time has passed were mostly
    completed, a few are overdue and still open (as in any workspace); recurring ones show their next
    time."""
    rng = b.rng
    for _ in range(12):
        text, phrase = _REMINDER_TEXTS[rng.randint(0, len(_REMINDER_TEXTS) - 1, stream=_STREAM)]
        creator, tz = rng.choice(people, stream=_STREAM)
        user = creator if rng.random(stream=_STREAM) < 0.75 else rng.choice(people, stream=_STREAM)[0]
        created = b.now - rng.randint(1, 21 * 24, stream=_STREAM) * 3600
        zone = ZoneInfo(tz)
        when = reminder_time.parse(phrase, b.now if phrase.startswith("every") else created, zone)
        assert when is not None, phrase
        complete = 0
        if not when.recurring and when.time <= b.now and rng.random(stream=_STREAM) < 0.6:
            complete = min(b.now, when.time + rng.randint(60, 7200, stream=_STREAM))
        rid = "Rm" + rng.token(9, UPPER_ALNUM, stream=_STREAM)
        row = (rid, creator, user, text, when.time, when.recurring, phrase, complete, created)
        b.add("slack_reminders", *row)


def _fill(b: Builder, template: str, members: list[str], names: dict[str, str]) -> str:
    rng = b.rng
    n = rng.randint(1000, 9999)
    link = rng.choice(data.LINKS).format(n=n)
    channel = rng.choice(list(names))
    channel_ref = f"<#{channel}|{names[channel]}>" if not names[channel].startswith("D") else "<#general>"
    return template.format(
        customer=rng.choice(data.CUSTOMERS),
        n=n,
        inv=f"INV-2026-{rng.randint(100, 999)}",
        order=f"ORD-{rng.randint(10000, 99999)}",
        amount=rng.randint(20, 5000),
        link=link,
        mention=f"<@{rng.choice(members)}>",
        channel=channel_ref,
    )


def _messages(
    b: Builder,
    cid: str,
    name: str,
    members: list[str],
    weight: int,
    end: int,
    active: list[str],
    names: dict[str, str],
    bot_id_of: dict[str, str],
) -> None:
    rng = b.rng
    humans = [m for m in members if m not in bot_id_of] or members
    bots = [
        m
        for m in members
        if m in bot_id_of and name in ("deploys", "ops-alerts", "incidents", "support-escalations")
    ]
    templates = data.TOPICS.get(name, []) + data.TOPICS["*"]
    count = weight * MESSAGES_PER_WEIGHT
    span = max(3600, end - b.start)
    seconds = sorted(b.start + rng.randint(0, span) for _ in range(count))
    for second in seconds:
        poster = rng.choice(bots) if bots and rng.random() < 0.5 else rng.choice(humans)
        text = _fill(b, rng.choice(templates), humans, names)
        ts = b.ts(cid, second)
        edited = rng.random() < 0.06
        b.add(
            "slack_messages",
            cid,
            ts,
            poster,
            bot_id_of.get(poster),
            None,
            text,
            None,
            None,
            None,
            poster if edited else None,
            f"{second + rng.randint(30, 3000)}.000000" if edited else None,
            second,
            None,
            second,
        )
        _react(b, cid, ts, humans, second)
        if rng.random() < 0.18:
            reply_at = second
            for _ in range(rng.randint(1, 8)):
                reply_at += rng.randint(30, 4 * 3600)
                if reply_at >= end:
                    break
                rts = b.ts(cid, reply_at)
                who = rng.choice(humans)
                broadcast = rng.random() < 0.04
                b.add(
                    "slack_messages",
                    cid,
                    rts,
                    who,
                    bot_id_of.get(who),
                    "thread_broadcast" if broadcast else None,
                    _fill(b, rng.choice(data.REPLIES), humans, names),
                    None,
                    None,
                    ts,
                    None,
                    None,
                    reply_at,
                    None,
                    reply_at,
                )
                _react(b, cid, rts, humans, reply_at)
        if rng.random() < 0.012:
            pinner = rng.choice(humans)
            b.add("slack_pins", cid, ts, pinner, b.ctx.in_the_past(second, second + rng.randint(60, DAY)))


def _react(b: Builder, cid: str, ts: str, humans: list[str], second: int) -> None:
    rng = b.rng
    if rng.random() >= 0.25:
        return
    for emoji_name in sorted({rng.choice(data.REACTIONS) for _ in range(rng.randint(1, 3))}):
        for user in sorted({rng.choice(humans) for _ in range(rng.randint(1, 4))}):
            reacted = b.ctx.in_the_past(second, second + rng.randint(10, 7200))
            b.add("slack_reactions", cid, ts, emoji_name, user, reacted)


@service.fixture("small")
def small_fixture(ctx: Context) -> None:
    """Three users, the bot, two channels, two messages, a user group and a bookmark, all with fixed ids:
    for exact assertions."""
    now = ctx.now()
    db = ctx.db
    db.execute("INSERT INTO slack_team VALUES ('T0SMALL0001', 'Small Co', 'small-co', ?)", (now - 100 * DAY,))
    people = [
        ("U0BOT000001", "ops-assistant", "Ops Assistant", True, "B0BOT000001", False),
        ("U0ADA000001", "ada", "Ada Lovelace", False, None, False),
        ("U0ALAN00001", "alan", "Alan Turing", False, None, False),
        ("U0GONE00001", "gone", "Gone Person", False, None, True),
    ]
    for uid, handle, real, is_bot, bot_id, deleted in people:
        db.execute(
            "INSERT INTO slack_users VALUES (?, ?, ?, ?, ?, '', '', 'Europe/London', "
            "'Greenwich Mean Time', 0, '9f69e7', ?, ?, ?, 0, 0, 0, ?, '', '', ?)",
            (
                uid,
                handle,
                real,
                real,
                None if is_bot else f"{handle}@small.example",
                is_bot,
                bot_id,
                "A0APP000001" if is_bot else None,
                deleted,
                now - 50 * DAY,
            ),
        )
    db.execute("INSERT INTO slack_tokens VALUES ('bot', 'U0BOT000001', 'bot', ?)", (json.dumps(BOT_SCOPES),))
    for uid in ("U0ADA000001", "U0ALAN00001", "U0GONE00001"):
        db.execute("INSERT INTO slack_tokens VALUES (?, ?, 'user', ?)", (uid, uid, json.dumps(USER_SCOPES)))
    for cid, name, kind, general in (
        ("C0GENERAL01", "general", "public", 1),
        ("C0SUPPORT01", "support", "public", 0),
        ("C0PRIVATE01", "secret", "private", 0),
    ):
        db.execute(
            "INSERT INTO slack_channels VALUES "
            "(?, ?, ?, 0, 0, ?, 'U0ADA000001', ?, NULL, '', '', 0, '', '', 0, '[]')",
            (cid, name, kind, general, now - 90 * DAY),
        )
    for cid, uid in (
        ("C0GENERAL01", "U0BOT000001"),
        ("C0GENERAL01", "U0ADA000001"),
        ("C0GENERAL01", "U0ALAN00001"),
        ("C0SUPPORT01", "U0ADA000001"),
        ("C0PRIVATE01", "U0ADA000001"),
    ):
        db.execute("INSERT INTO slack_members VALUES (?, ?, ?)", (cid, uid, now - 80 * DAY))
    for ts, user, text in (
        (f"{now - 7200}.000100", "U0ADA000001", "Hello <@U0ALAN00001>"),
        (f"{now - 3600}.000200", "U0ALAN00001", "Welcome to #general"),
    ):
        db.execute(
            "INSERT INTO slack_messages VALUES "
            "('C0GENERAL01', ?, ?, NULL, NULL, ?, NULL, NULL, NULL, NULL, NULL, ?, NULL, ?)",
            (ts, user, text, int(float(ts)), int(float(ts))),
        )
    db.execute(
        "INSERT INTO slack_usergroups VALUES ('S0ONCALL001', 'On-call', 'oncall', 'Production on-call', "
        "'[\"C0GENERAL01\"]', 'U0ADA000001', 'U0ADA000001', NULL, ?, ?, 0)",
        (now - 30 * DAY, now - 30 * DAY),
    )
    db.execute("INSERT INTO slack_usergroup_members VALUES ('S0ONCALL001', 'U0ADA000001')")
    db.execute(
        "INSERT INTO slack_bookmarks VALUES ('Bk0GENERAL01', 'C0GENERAL01', 'Handbook', "
        "'https://small.example/handbook', ':books:', 'link', 'g', 'U0ADA000001', ?, 'U0ADA000001', 0)",
        (now - 20 * DAY,),
    )
    for rid, creator, user, text, time, recurring, phrase, complete in (
        ("Rm0ADA00001", "U0ADA000001", "U0ADA000001", "Send the deck", now + 2 * 3600, 0, "in 2 hours", 0),
        ("Rm0ADA00002", "U0ADA000001", "U0ALAN00001", "Review Ada's notes", now + DAY, 0, "tomorrow", 0),
        ("Rm0ALAN0001", "U0ALAN00001", "U0ALAN00001", "Stand-up", now + DAY, 1, "every weekday at 9am", 0),
    ):
        db.execute(
            "INSERT INTO slack_reminders VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (rid, creator, user, text, time, recurring, phrase, complete, now - DAY),
        )
