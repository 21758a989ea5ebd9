"""Sweep the whole default workspace through the spec: every conversation's first page of history,
every thread head's replies, every user, every conversation object, as the bot and as a user.

Also pins the seed-0 ids and timestamps that the built-in task suites refer to, so a change to the
fixture generator that would silently break those tasks fails here first.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.services.slack.spec import OPENAPI, validate_success
from tests.support import specs
from toolproof.world import World


@pytest.fixture(scope="module")
def world() -> World:
    w = World(["slack"], seed=0)
    w.rate_limits_enabled = False
    return w


def _ok(world: World, method: str, params: dict[str, Any], principal: str | None = None) -> dict[str, Any]:
    r = world.call("slack." + method, params, principal=principal)
    assert r.status == 200, r.body
    validate_success(method, r.body)
    body: dict[str, Any] = r.body
    return body


def test_every_readable_history_and_thread_matches_the_spec(world: World) -> None:
    specs.require(OPENAPI)
    maria = next(u["id"] for u in world.rows("slack_users") if u["name"] == "maria")
    checked = 0
    for principal in ("bot", maria):
        member_of = {
            r["channel"]
            for r in world.rows("slack_members")
            if r["user"]
            == (next(t["user_id"] for t in world.rows("slack_tokens") if t["principal"] == principal))
        }
        for channel in world.rows("slack_channels"):
            if channel["id"] not in member_of:
                continue
            if principal == "bot" and channel["kind"] == "mpim":
                continue
            history = _ok(world, "conversations.history", {"channel": channel["id"], "limit": 200}, principal)
            for message in history["messages"]:
                if message.get("reply_count"):
                    _ok(
                        world,
                        "conversations.replies",
                        {"channel": channel["id"], "ts": message["ts"]},
                        principal,
                    )
            _ok(world, "conversations.info", {"channel": channel["id"]}, principal)
            checked += 1
    assert checked > 30


def test_every_user_and_conversation_list_matches_the_spec(world: World) -> None:
    specs.require(OPENAPI)
    _ok(world, "users.list", {"limit": 1000})
    for user in world.rows("slack_users"):
        _ok(world, "users.info", {"user": user["id"]})
        _ok(world, "users.profile.get", {"user": user["id"]})
    emma = next(u["id"] for u in world.rows("slack_users") if u["name"] == "emma")
    _ok(world, "conversations.list", {"types": "public_channel,private_channel,im,mpim", "limit": 1000}, emma)
    _ok(world, "users.conversations", {"types": "public_channel,private_channel,im,mpim"}, emma)


def test_seed_zero_ids_the_task_suites_rely_on_are_stable(world: World) -> None:
    users = {u["name"]: u["id"] for u in world.rows("slack_users")}
    assert users["ops-assistant"] == "U57Q8RIAK4H"
    assert users["jon"] == "UQC2L7JWW9I"
    incidents = next(c["id"] for c in world.rows("slack_channels") if c["name"] == "incidents")
    pins = {p["ts"] for p in world.rows("slack_pins") if p["channel"] == incidents}
    assert "1791653113.160500" in pins
