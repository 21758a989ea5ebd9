from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from slack_sdk import WebClient

from tests.support.server import serve
from toolproof.transports.http import RunningServer
from toolproof.world import World


@pytest.fixture(scope="module")
def server() -> Iterator[RunningServer]:
    """One real HTTP server per test module; each test gets its own world on it."""
    with serve(["slack"]) as srv:
        yield srv


@dataclass
class Workspace:
    """A fresh world on the shared server, with the bot's client and a way to act as any user."""

    world: World
    base_url: str
    bot: WebClient

    def as_user(self, user_id: str) -> WebClient:
        return WebClient(token=f"xoxp-{self.world.id}-{user_id}", base_url=self.base_url + "/slack/api/")

    def channel(self, name: str) -> str:
        return str(next(r["id"] for r in self.world.rows("slack_channels") if r["name"] == name))

    def user(self, name: str) -> str:
        return str(next(r["id"] for r in self.world.rows("slack_users") if r["name"] == name))

    def messages(self, channel: str) -> list[dict[str, Any]]:
        return [r for r in self.world.rows("slack_messages") if r["channel"] == channel]


@pytest.fixture
def ws(server: RunningServer) -> Iterator[Workspace]:
    """A fresh default-fixture world with rate limits off (tests that want them switch them on)."""
    world = server.hub.create()
    world.rate_limits_enabled = False
    client = WebClient(token=f"xoxb-{world.id}", base_url=server.base_url + "/slack/api/")
    yield Workspace(world, server.base_url, client)
    server.hub.delete(world.id)
