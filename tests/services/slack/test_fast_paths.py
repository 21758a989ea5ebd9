"""A message just posted is rendered with less reading: exactly what the general renderer gives."""

from __future__ import annotations

import json
from typing import Any

import pytest

from toolproof.service.context import Context
from toolproof.services.slack.operations.chat import _one
from toolproof.services.slack.render import ChannelFacts, channel_object
from toolproof.world import World


@pytest.mark.parametrize(
    ("principal", "extra"),
    [
        ("bot", {}),
        ("bot", {"blocks": [{"type": "section", "text": {"type": "mrkdwn", "text": "hi"}}]}),
        (None, {}),
    ],
)
def test_a_posted_message_is_what_the_general_renderer_gives(
    principal: str | None, extra: dict[str, Any]
) -> None:
    world = World(["slack"], seed=0)
    channel = world.rows("slack_channels")[0]["id"]
    posted = world.call(
        "slack.chat.postMessage", {"channel": channel, "text": "hello", **extra}, principal=principal
    )
    assert posted.body["ok"] is True, posted.body
    ctx = Context(world.conn, world.clock, world.rng, service="slack", world=world)
    general = _one(ctx, channel, posted.body["ts"])
    assert posted.body["message"] == general
    assert list(posted.body["message"]) == list(general)


def test_a_list_page_renders_each_channel_as_the_one_channel_renderer_does() -> None:
    """``conversations.list`` reads membership, views and member counts for its whole page at once
    (:class:`ChannelFacts`); every channel, for every user, must render exactly as one at a time."""
    world = World(["slack"], seed=0)
    channels = world.rows("slack_channels")
    users = [r["id"] for r in world.rows("slack_users")]
    # Views of every kind: a read cursor, closed, both, none (the fixture has no view rows).
    for i, member in enumerate(world.rows("slack_members")):
        if i % 3 == 0:
            world.conn.execute(
                "INSERT INTO slack_views VALUES (?, ?, ?, ?)",
                (member["channel"], member["user"], None if i % 2 else f"179000000{i}.000100", i % 4 != 0),
            )
    ctx = Context(world.conn, world.clock, world.rng, service="slack", world=world)
    rows = ctx.all("SELECT * FROM slack_channels ORDER BY id")
    assert {r["kind"] for r in rows} == {"public", "private", "im", "mpim"}
    for viewer in users:
        facts = ChannelFacts(ctx, viewer, [r["id"] for r in rows])
        for row in rows:
            for num_members in (False, True):
                one = channel_object(ctx, row, viewer, num_members=num_members)
                paged = channel_object(ctx, row, viewer, num_members=num_members, facts=facts)
                assert json.dumps(paged) == json.dumps(one), (viewer, row["id"])
    assert len(channels) == len(rows)
