"""A message just posted is rendered with less reading: exactly what the general renderer gives."""

from __future__ import annotations

from typing import Any

import pytest

from toolproof.service.context import Context
from toolproof.services.slack.operations.chat import _one
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
