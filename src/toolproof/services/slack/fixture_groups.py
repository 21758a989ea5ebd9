"""The default workspace's user groups, channel bookmarks and the messages that talk about them.

Drawn from their own random stream (``slack.groups``) after everything else is built, so adding them
left every id, ts and text of the workspace as it was. The groups are the ones a company this size
keeps (``@oncall``, ``@billing-team``, ``@support-leads``, ``@eng-managers``) plus one disabled
(``@design-crit``); #incidents carries an old, retired runbook link and the new one, and an alert that
mentions ``<!subteam^S…|@oncall>`` as Slack stores a group mention.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from toolproof.world.rng import UPPER_ALNUM

DAY = 86400
STREAM = "slack.groups"

#: (handle, name, description, default channels, member handles, disabled by)
GROUPS: tuple[tuple[str, str, str, tuple[str, ...], tuple[str, ...], str | None], ...] = (
    (
        "oncall",
        "On-call",
        "Primary on-call rotation for production incidents. Page with @oncall.",
        ("incidents", "ops-alerts"),
        ("sam.lee", "ivan", "noah", "kofi"),
        None,
    ),
    (
        "billing-team",
        "Billing team",
        "Refunds, invoices and disputes.",
        ("billing",),
        ("fatima", "omar", "tom"),
        None,
    ),
    (
        "support-leads",
        "Support leads",
        "Escalation point for support questions.",
        ("support", "support-escalations"),
        ("maria", "emma", "jon"),
        None,
    ),
    ("eng-managers", "Engineering managers", "", ("engineering",), ("priya.n", "kofi"), None),
    (
        "design-crit",
        "Design critique",
        "Weekly design critique (paused until January).",
        ("design",),
        ("maria.g", "sofia", "ana"),
        "dana",
    ),
)

#: (channel, title, link, emoji, added by)
WIKI = "https://wiki.northwind.example"
BOOKMARKS: tuple[tuple[str, str, str, str, str], ...] = (
    ("incidents", "Status page", "https://status.northwind.example", ":traffic_light:", "sam.lee"),
    (
        "incidents",
        "On-call schedule",
        "https://northwind.pagerduty.com/schedules/PONCALL",
        ":calendar:",
        "kofi",
    ),
    (
        "support",
        "Support macros",
        "https://docs.google.com/document/d/1supportmacros/edit",
        ":memo:",
        "maria",
    ),
    ("support", "Escalation guide", f"{WIKI}/support/escalations", ":rotating_light:", "emma"),
    ("engineering", "Engineering handbook", f"{WIKI}/engineering/handbook", ":books:", "priya.n"),
    ("billing", "Refund policy", f"{WIKI}/finance/refund-policy", ":moneybag:", "fatima"),
)

RETIRED_RUNBOOK = f"{WIKI}/runbooks/payments-v1"
RUNBOOK = f"{WIKI}/runbooks/payment-gateway"


def seed(
    add: Callable[..., None],
    rng: Any,
    now: int,
    team_people: dict[str, str],
    channel_ids: dict[str, str],
    mint_ts: Callable[[str, int, str], str],
) -> None:
    """Add the groups, their members, the bookmarks and three #incidents messages to the builder."""

    def ts(channel: str, second: int) -> str:
        return mint_ts(channel, second, STREAM)

    ids: dict[str, str] = {}
    for handle, name, description, channels, members, disabled_by in GROUPS:
        gid = "S" + rng.token(10, UPPER_ALNUM, stream=STREAM)
        ids[handle] = gid
        created = now - rng.randint(60, 400, stream=STREAM) * DAY
        updated = created + rng.randint(1, 50, stream=STREAM) * DAY
        creator = team_people[members[0]]
        deleted = updated + DAY if disabled_by else 0
        add(
            "slack_usergroups",
            gid,
            name,
            handle,
            description,
            json.dumps([channel_ids[c] for c in channels]),
            creator,
            team_people[disabled_by] if disabled_by else creator,
            team_people[disabled_by] if disabled_by else None,
            created,
            deleted or updated,
            deleted,
        )
        for member in sorted(team_people[m] for m in members):
            add("slack_usergroup_members", gid, member)

    ranks: dict[str, str] = {}
    for channel, title, link, emoji, by in BOOKMARKS:
        rank = chr(ord(ranks.get(channel, "f")) + 1)
        ranks[channel] = rank
        created = now - rng.randint(5, 200, stream=STREAM) * DAY
        bid = "Bk" + rng.token(10, UPPER_ALNUM, stream=STREAM)
        user = team_people[by]
        add(
            "slack_bookmarks",
            bid,
            channel_ids[channel],
            title,
            link,
            emoji,
            "link",
            rank,
            user,
            created,
            user,
            0,
        )

    incidents = channel_ids["incidents"]
    for days_ago, who, text in (
        (
            19,
            "kofi",
            f"Payments runbook for reference: <{RETIRED_RUNBOOK}|payments runbook (v1)>. "
            "Superseded once the gateway migration lands.",
        ),
        (
            2,
            "noah",
            f"New runbook for payment-gateway incidents is up: <{RUNBOOK}|Payment gateway runbook>. "
            "It replaces the v1 payments runbook. Could someone bookmark it in this channel?",
        ),
        (
            1,
            "omar",
            f"<!subteam^{ids['oncall']}|@oncall> heads-up: webhook deliveries from the payment gateway "
            "are delayed about 5 minutes, watching it.",
        ),
    ):
        second = now - days_ago * DAY + rng.randint(0, 8 * 3600, stream=STREAM)
        user = team_people[who]
        add(
            "slack_messages",
            incidents,
            ts(incidents, second),
            user,
            None,
            None,
            text,
            None,
            None,
            None,
            None,
            None,
            second,
            None,
            second,
        )
