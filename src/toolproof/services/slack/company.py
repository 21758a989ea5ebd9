"""The ``company`` fixture: Kestrel Analytics' workspace, mapped from the shared roster.

Every employee is a member (those who left are deactivated), customer contacts in shared channels are
guests (``is_restricted``) under the same e-mail addresses the billing and calendar doubles use.
Support engineers relay customers' tickets in #support, customers post in their shared ``ext-…``
channels, finance talks in #billing, account handovers are in #cs-team; around the story, weeks of
ordinary traffic about the generated customers (threads, reactions, edits). The app's bot ("Ops
Assistant") is in the public working channels, not in #sales. Each channel and person draws from its
own random stream, so growing one never moves another's ids.
"""

from __future__ import annotations

import datetime
import json
from typing import Any

from toolproof.company import Complaint, Roster, roster
from toolproof.service.context import Context
from toolproof.services.slack import fixture_data as data
from toolproof.services.slack.fixtures import Builder
from toolproof.services.slack.ids import APP, BOT, CHANNEL, DM, GROUP, TEAM, USER, new_slack_id
from toolproof.services.slack.scopes import BOT_SCOPES, USER_SCOPES
from toolproof.services.slack.service import service
from toolproof.world.fixtures import derive_seed
from toolproof.world.rng import Rng

DAY = 86400
TZ = {
    **data.TZ,
    "Europe/Paris": ("Central European Time", 3600),
    "Europe/Oslo": ("Central European Time", 3600),
}

#: (name, kind, bot is a member, topic, teams in it, messages of noise)
CHANNELS = [
    ("general", "public", True, "Company-wide announcements", None, 60),
    ("random", "public", False, "Water cooler", None, 50),
    (
        "support",
        "public",
        True,
        "Customer tickets: relay here, one thread per ticket",
        ("support", "cs", "sales"),
        90,
    ),
    ("billing", "public", True, "Invoices, refunds, payment failures", ("finance", "cs", "sales"), 45),
    ("cs-team", "public", True, "Customer Operations: account changes and handovers", ("cs", "sales"), 40),
    ("renewals", "public", True, "Upcoming renewals and their calls", ("sales", "cs"), 35),
    (
        "eng-bugs",
        "public",
        True,
        "Customer-reported bugs and their tracker issues",
        ("eng", "support", "product"),
        60,
    ),
    ("sales", "private", False, "Pipeline (private)", ("sales", "leadership"), 30),
    ("support-archive", "public", False, "Old tickets (archived)", ("support",), 20),
]

TEMPLATES = {
    "support": [
        "{customer} can't log in after their SSO change, ticket {ticket}",
        "{customer} asks how to add a billing contact",
        "Anyone seen exports time out for {customer}? ticket {ticket}",
        "{customer} reports a 500 on the dashboard, ticket {ticket}",
        "Password reset e-mails not arriving for {customer}",
    ],
    "billing": [
        "Sent the updated invoice to {customer}",
        "{customer} moved to annual billing, prorating the rest",
        "Card on file for {customer} expires next month, reminded them",
        "Payout for last week landed",
    ],
    "cs-team": [
        "QBR deck for {customer} is in their shared folder",
        "{customer} asked for a seat increase, sending a quote",
        "Health score for {customer} dropped, will check in",
    ],
    "renewals": [
        "{customer} renews on {date}, call booked",
        "{customer} wants to discuss pricing before renewing",
        "Renewal quote for {customer} sent",
    ],
    "eng-bugs": [
        "{issue}: {title} (reported by {customer})",
        "Looking at {issue} today",
        "{issue} fixed in staging, deploying tomorrow",
    ],
    "*": [
        "Reminder: all-hands on Thursday",
        "Thanks {mention}, that fixed it",
        "I'll be out on Friday, {mention} is covering",
        "Notes from today's sync are in the usual doc",
        "{mention} can you take a look when you have a minute?",
        "+1 to what {mention} said",
    ],
}
REPLIES = ["On it", "Thanks!", "Looking into it", "Done", "Can you share the ticket?", "{mention} might know"]


def _stream(ctx: Context, seed: int, *parts: str) -> Rng:
    ctx.rng = Rng(derive_seed(seed, "slack", "company", *parts))
    return ctx.rng


def _ts(day: str, hour: int, minute: int = 0) -> int:
    d = datetime.date.fromisoformat(day)
    return int(datetime.datetime(d.year, d.month, d.day, hour, minute, tzinfo=datetime.UTC).timestamp())


@service.fixture("company")
def company_fixture(ctx: Context) -> None:
    """Kestrel Analytics' workspace: 40-odd people and guests, a dozen channels, ~1,500 messages."""
    seed = ctx.seed if ctx.seed is not None else 0
    people = roster(seed)
    b = Builder(ctx)
    _stream(ctx, seed, "team")
    b.add(
        "slack_team",
        new_slack_id(ctx, TEAM),
        people.company.chat_workspace,
        people.company.chat_domain,
        b.start - 900 * DAY,
    )
    _person(b, "USLACKBOT", "slackbot", "Slackbot", "", "America/Los_Angeles", None, is_bot=False)
    uid: dict[str, str] = {}
    for e in people.employees:
        rng = _stream(ctx, seed, "user", e.key)
        uid[e.key] = new_slack_id(ctx, USER)
        _person(
            b,
            uid[e.key],
            e.handle,
            e.name,
            e.title,
            e.timezone,
            e.email,
            deleted=not e.active,
            admin=e.key in ("E01", "E02"),
            owner=e.key == "E01",
            status="In a meeting" if rng.random() < 0.15 else "",
        )
        b.add("slack_tokens", uid[e.key], uid[e.key], "user", json.dumps(USER_SCOPES))
    for k in people.contacts:
        if k.in_shared_channel:
            _stream(ctx, seed, "user", k.key)
            uid[k.key] = new_slack_id(ctx, USER)
            handle = k.email.split("@")[0]
            title = people.customer(k.customer).name
            _person(b, uid[k.key], handle, k.name, title, k.timezone, k.email, guest=True)
    _stream(ctx, seed, "bot")
    bot = new_slack_id(ctx, USER)
    bot_id = new_slack_id(ctx, BOT)
    _person(
        b,
        bot,
        data.APP_BOT[0],
        data.APP_BOT[1],
        "",
        "America/New_York",
        None,
        is_bot=True,
        bot_id=bot_id,
        app_id=new_slack_id(ctx, APP),
    )
    b.add("slack_tokens", "bot", bot, "bot", json.dumps(BOT_SCOPES))

    active = [e for e in people.employees if e.active]
    channels: dict[str, tuple[str, list[str]]] = {}
    for name, kind, bot_in, topic, teams, _noise_count in CHANNELS:
        rng = _stream(ctx, seed, "channel", name)
        cid = new_slack_id(ctx, CHANNEL if kind == "public" else GROUP)
        members = [uid[e.key] for e in active if teams is None or e.team in teams]
        if name in ("support", "eng-bugs"):
            members += [uid["E04"], uid["E06"], uid["E08"], uid["E09"]]
        if bot_in:
            members.append(bot)
        members = list(dict.fromkeys(members))
        creator = uid["E02"]
        _channel(
            b,
            cid,
            name,
            kind,
            topic,
            creator,
            b.start - rng.randint(200, 800) * DAY,
            archived=name == "support-archive",
        )
        for m in members:
            b.add("slack_members", cid, m, b.start - rng.randint(30, 150) * DAY)
        channels[name] = (cid, [m for m in members if m != bot])
    for c in people.customers:
        if c.shared_channel is None:
            continue
        rng = _stream(ctx, seed, "channel", c.shared_channel)
        cid = new_slack_id(ctx, CHANNEL)
        guests = [uid[k.key] for k in people.contacts_of(c.key) if k.in_shared_channel]
        staff = [uid[c.account_manager], uid["E02"], uid["E11"], uid["E07"]]
        members = list(dict.fromkeys([*staff, *guests, bot]))
        _channel(
            b,
            cid,
            c.shared_channel,
            "public",
            f"Shared channel with {c.name}",
            uid[c.account_manager],
            _ts(c.since, 15),
        )
        for m in members:
            b.add("slack_members", cid, m, _ts(c.since, 16))
        channels[c.shared_channel] = (cid, staff)  # guests post only their own story messages

    for key in ("E02", "E04", "E06", "E08", "E09", "E10", "E16"):
        _stream(ctx, seed, "dm", key)
        dm = new_slack_id(ctx, DM)
        opened = b.start - 30 * DAY
        b.add(
            "slack_channels",
            dm,
            dm,
            "im",
            False,
            False,
            False,
            uid[key],
            opened,
            bot,
            "",
            "",
            0,
            "",
            "",
            0,
            "[]",
        )
        b.add("slack_members", dm, uid[key], opened)
        b.add("slack_members", dm, bot, opened)
    for name, (cid, members) in channels.items():
        rng = _stream(ctx, seed, "messages", name)
        noise = next((n for ch, *_, n in CHANNELS if ch == name), 25)
        _noise(b, rng, people, cid, name, members, noise)
    for q in people.complaints:
        _stream(ctx, seed, "complaint", q.key)
        _complaint(b, people, q, channels, uid)
    _stream(ctx, seed, "story")
    _story(b, channels, uid)
    b.flush()


def _person(
    b: Builder, uid: str, handle: str, real: str, title: str, tz: str, email: str | None, **flags: Any
) -> None:
    label, offset = TZ.get(tz, ("Coordinated Universal Time", 0))
    b.add(
        "slack_users",
        uid,
        handle,
        real,
        real,
        email,
        title,
        "",
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
        flags.get("status", ""),
        ":spiral_calendar_pad:" if flags.get("status") else "",
        b.start - b.rng.randint(1, 300) * DAY,
    )


def _channel(
    b: Builder, cid: str, name: str, kind: str, topic: str, creator: str, created: int, archived: bool = False
) -> None:
    b.add(
        "slack_channels",
        cid,
        name,
        kind,
        False,
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
        "[]",
    )


def _message(b: Builder, cid: str, second: int, user: str, text: str, thread: str | None = None) -> str:
    ts = b.ts(cid, second)
    b.add(
        "slack_messages",
        cid,
        ts,
        user,
        None,
        None,
        text,
        None,
        None,
        thread,
        None,
        None,
        second,
        None,
        second,
    )
    return ts


def _noise(b: Builder, rng: Rng, people: Roster, cid: str, name: str, members: list[str], count: int) -> None:
    generated = [c for c in people.customers if not c.story]
    issues = [i for i in people.tracker_issues if not i.bug.startswith("B0")]
    templates = TEMPLATES.get(name.split("-")[0] if name.startswith("ext") else name, []) + TEMPLATES["*"]
    humans = [m for m in members if m.startswith("U")]
    end = b.now - 2 * 3600
    for second in sorted(b.start + rng.randint(0, end - b.start) for _ in range(count)):
        customer = rng.choice(generated)
        issue = rng.choice(issues)
        text = rng.choice(templates).format(
            customer=customer.name,
            ticket=f"#{rng.randint(3000, 4700)}",
            date=customer.renewal,
            issue=issue.identifier,
            title=issue.title,
            mention=f"<@{rng.choice(humans)}>",
        )
        ts = _message(b, cid, second, rng.choice(humans), text)
        if rng.random() < 0.2:
            for k in range(rng.randint(1, 3)):
                reply = rng.choice(REPLIES).format(mention=f"<@{rng.choice(humans)}>")
                _message(b, cid, second + 600 * (k + 1), rng.choice(humans), reply, thread=ts)
        if rng.random() < 0.2:
            b.add(
                "slack_reactions",
                cid,
                ts,
                rng.choice(["+1", "eyes", "white_check_mark"]),
                rng.choice(humans),
                second + 120,
            )


def _complaint(
    b: Builder, people: Roster, q: Complaint, channels: dict[str, tuple[str, list[str]]], uid: dict[str, str]
) -> None:
    cid, _members = channels[q.channel]
    poster = uid[q.relayed_by] if q.relayed_by else uid[q.contact]
    second = _ts(q.day, q.hour, b.rng.randint(0, 59))
    ts = _message(b, cid, second, poster, q.text)
    customer = people.customer(q.customer)
    if q.key == "Q04":
        _message(
            b, cid, second + 1800, uid["E10"], "Reminder: refunds over $500 need Amara's approval first.", ts
        )
    elif q.key == "Q01":
        _message(
            b,
            cid,
            second + 2400,
            uid[customer.account_manager],
            "Thanks Ben, I've told Dana we're on it.",
            ts,
        )
    elif q.relayed_by is None:
        _message(b, cid, second + 3600, uid["E11"], "Thanks for flagging, we're looking into it.", ts)


def _story(b: Builder, channels: dict[str, tuple[str, list[str]]], uid: dict[str, str]) -> None:
    cs, _ = channels["cs-team"]
    _message(
        b,
        cs,
        _ts("2026-09-29", 15),
        uid["E02"],
        "Chris Novak's last day is tomorrow. His accounts move to new owners today: Driftwood Media goes to "
        "Kris Novak and Ironclad Insurance to Priya Shah. Billing records may still show Chris for a while.",
    )
    bugs, _ = channels["eng-bugs"]
    _message(
        b,
        bugs,
        _ts("2026-10-27", 16),
        uid["E11"],
        "Acme Freight: CSV export times out on their ~80k-row shipment report. Jordan R-C is on it.",
    )
