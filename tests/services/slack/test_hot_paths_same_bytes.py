"""Slack's hot paths answer byte for byte as they did before they were made cheaper (round 9).

Two worlds of the same seed run the same hypothesis-chosen calls: one with the service as it is, one
whose ``conversations.history``/``replies``/``list``/``info`` and ``chat.postMessage`` handlers are
main's (580f183) renderers and handlers, kept in :mod:`tests.services.slack.slack_reference`. Between
them, writes that change what those answers read (posts, replies, reactions, pins, read cursors,
joins, leaves, archives, renames, topics) run on both. Every answer must be the same status, the same
JSON text (key order included), the same headers; and the two worlds end in the same state, hash
for hash.
"""

from __future__ import annotations

import base64
import dataclasses
import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.services.slack.slack_reference import HANDLERS
from toolproof.world import World

_SEED = 0


def _worlds() -> tuple[World, World]:
    new = World(["slack"], seed=_SEED)
    old = World(["slack"], seed=_SEED)
    old.operations = dict(old.operations)
    for name, handler in HANDLERS.items():
        old.operations[name] = dataclasses.replace(old.operations[name], handler=handler)
    return new, old


@pytest.fixture(scope="module")
def worlds() -> tuple[World, World]:
    return _worlds()


_PROBE = World(["slack"], seed=_SEED)
_CHANNELS = sorted(r["id"] for r in _PROBE.rows("slack_channels"))
_MESSAGES = _PROBE.rows("slack_messages")
_TS = sorted({m["ts"] for m in _MESSAGES})
_PARENTS = sorted({m["thread_ts"] for m in _MESSAGES if m["thread_ts"]})
_USERS = [*sorted(r["principal"] for r in _PROBE.rows("slack_tokens"))[:6], "bot"]

channel = st.one_of(st.sampled_from(_CHANNELS), st.sampled_from(["", "C0NOTACHAN", "#general", "general"]))
ts_value = st.one_of(
    st.sampled_from(_TS),
    st.sampled_from(_PARENTS),
    st.sampled_from(["", "0", "1700000000", "1793610000.5", "abc", "-1", "99999999999", "nan"]),
)
limit = st.one_of(st.none(), st.sampled_from([0, 1, 2, 5, 10, 50, 99, 100, 101, 200, 999, 1000, 1001, -3]))


def _cursor(kind: str, key: str) -> str:
    return base64.b64encode(f"{kind}:{key}".encode()).decode()


history_cursor = st.one_of(
    st.none(),
    st.sampled_from(_TS).map(lambda ts: _cursor("next_ts", ts)),
    st.sampled_from(["", "bm90YWN1cnNvcg==", "!!!", _cursor("channel", "C1")]),
)
list_cursor = st.one_of(
    st.none(),
    st.sampled_from(_CHANNELS).map(lambda c: _cursor("channel", c)),
    st.sampled_from(["", "!!!", _cursor("next_ts", "1.0")]),
)
types = st.one_of(
    st.none(),
    st.lists(
        st.sampled_from(["public_channel", "private_channel", "im", "mpim", "bogus"]),
        min_size=0,
        max_size=4,
    ).map(",".join),
)


def _drop_none(params: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in params.items() if v is not None}


reads = st.one_of(
    st.builds(
        lambda c, lim, old, new, inc, cur: (
            "slack.conversations.history",
            _drop_none(
                {"channel": c, "limit": lim, "oldest": old, "latest": new, "inclusive": inc, "cursor": cur}
            ),
        ),
        channel,
        limit,
        st.one_of(st.none(), ts_value),
        st.one_of(st.none(), ts_value),
        st.one_of(st.none(), st.booleans()),
        history_cursor,
    ),
    st.builds(
        lambda c, ts, lim, inc, new: (
            "slack.conversations.replies",
            _drop_none({"channel": c, "ts": ts, "limit": lim, "inclusive": inc, "latest": new}),
        ),
        channel,
        ts_value,
        limit,
        st.one_of(st.none(), st.booleans()),
        st.one_of(st.none(), ts_value),
    ),
    st.builds(
        lambda t, ex, lim, cur: (
            "slack.conversations.list",
            _drop_none({"types": t, "exclude_archived": ex, "limit": lim, "cursor": cur}),
        ),
        types,
        st.one_of(st.none(), st.booleans()),
        limit,
        list_cursor,
    ),
    st.builds(
        lambda c, n: ("slack.conversations.info", _drop_none({"channel": c, "include_num_members": n})),
        channel,
        st.one_of(st.none(), st.booleans()),
    ),
)

writes = st.one_of(
    st.builds(
        lambda c, text, parent, broadcast, blocks: (
            "slack.chat.postMessage",
            _drop_none(
                {
                    "channel": c,
                    "text": text,
                    "thread_ts": parent,
                    "reply_broadcast": broadcast,
                    "blocks": blocks,
                }
            ),
        ),
        channel,
        st.sampled_from(["hello", "", "a *b* <@U1>", "ünïcode ✓"]),
        st.one_of(st.none(), st.sampled_from(_PARENTS[:20]), st.sampled_from(_TS[-20:]), st.just("1.2")),
        st.one_of(st.none(), st.booleans()),
        st.one_of(st.none(), st.just([{"type": "section", "text": {"type": "mrkdwn", "text": "hi"}}])),
    ),
    st.builds(
        lambda c, ts, name: ("slack.reactions.add", {"channel": c, "timestamp": ts, "name": name}),
        st.sampled_from(_CHANNELS),
        st.sampled_from(_TS),
        st.sampled_from(["thumbsup", "eyes", "tada"]),
    ),
    st.builds(
        lambda c, ts: ("slack.pins.add", {"channel": c, "timestamp": ts}),
        st.sampled_from(_CHANNELS),
        st.sampled_from(_TS),
    ),
    st.builds(
        lambda c, ts: ("slack.conversations.mark", {"channel": c, "ts": ts}),
        st.sampled_from(_CHANNELS),
        st.sampled_from(_TS),
    ),
    st.builds(lambda c: ("slack.conversations.join", {"channel": c}), st.sampled_from(_CHANNELS)),
    st.builds(lambda c: ("slack.conversations.leave", {"channel": c}), st.sampled_from(_CHANNELS)),
    st.builds(lambda c: ("slack.conversations.archive", {"channel": c}), st.sampled_from(_CHANNELS)),
    st.builds(
        lambda c, n: ("slack.conversations.rename", {"channel": c, "name": n}),
        st.sampled_from(_CHANNELS),
        st.sampled_from(["renamed", "other-name"]),
    ),
    st.builds(
        lambda c, t: ("slack.conversations.setTopic", {"channel": c, "topic": t}),
        st.sampled_from(_CHANNELS),
        st.sampled_from(["new topic", ""]),
    ),
)

step = st.tuples(st.one_of(reads, reads, writes), st.sampled_from(_USERS))


def _same(new: World, old: World, name: str, params: dict[str, Any], principal: str) -> Any:
    a = new.call(name, params, principal=principal)
    b = old.call(name, params, principal=principal)
    where = f"{name} {params} as {principal}"
    assert a.status == b.status, where
    assert json.dumps(a.body) == json.dumps(b.body), where
    assert dict(a.headers) == dict(b.headers), where
    return a.body


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(steps=st.lists(step, min_size=1, max_size=10))
def test_the_hot_paths_answer_as_they_did(worlds: tuple[World, World], steps: list[Any]) -> None:
    new, old = worlds
    new.reset()
    old.reset()
    for (name, params), principal in steps:
        _same(new, old, name, params, principal)
    assert new.state_hash() == old.state_hash()


@pytest.mark.parametrize("principal", ["bot", _USERS[0], _USERS[1]])
def test_every_channel_every_page_answers_as_it_did(principal: str) -> None:
    """Each channel's info and history pages (a walk by cursor) and every list page, for three callers
    (rate limits off: every page is read)."""
    new, old = _worlds()
    new.rate_limits_enabled = old.rate_limits_enabled = False
    for c in _CHANNELS:
        _same(new, old, "slack.conversations.info", {"channel": c, "include_num_members": True}, principal)
        params: dict[str, Any] = {"channel": c, "limit": 40}
        for _ in range(20):
            body = _same(new, old, "slack.conversations.history", params, principal)
            cursor = body.get("response_metadata", {}).get("next_cursor") if body.get("ok") else ""
            if not cursor:
                break
            params = {**params, "cursor": cursor}
    for kinds in ("public_channel", "public_channel,private_channel,im", "mpim", "im"):
        params = {"types": kinds, "limit": 7}
        for _ in range(20):
            body = _same(new, old, "slack.conversations.list", params, principal)
            cursor = body.get("response_metadata", {}).get("next_cursor") if body.get("ok") else ""
            if not cursor:
                break
            params = {**params, "cursor": cursor}
    assert new.state_hash() == old.state_hash()


def _containers(value: Any, into: dict[int, Any]) -> dict[int, Any]:
    if isinstance(value, dict | list):
        into[id(value)] = value  # kept alive, so an id is not reused while compared
        for child in value.values() if isinstance(value, dict) else value:
            _containers(child, into)
    return into


@pytest.mark.parametrize(
    ("name", "params"),
    [
        ("slack.conversations.info", {"channel": _CHANNELS[0], "include_num_members": True}),
        ("slack.conversations.list", {"types": "public_channel,private_channel,im"}),
        (
            "slack.conversations.history",
            {"channel": max(_CHANNELS, key=lambda c: sum(m["channel"] == c for m in _MESSAGES))},
        ),
    ],
)
def test_two_answers_share_no_container(name: str, params: dict[str, Any]) -> None:
    """Channel objects are copied from a shared per-row render: no dict or list of one answer may be
    one of another's (a caller that changes its answer must not change the next)."""
    world = World(["slack"], seed=_SEED)
    world.rate_limits_enabled = False
    first = world.call(name, params).body
    second = world.call(name, params).body
    assert first["ok"] is True, first
    assert json.dumps(first) == json.dumps(second)
    a, b = _containers(first, {}), _containers(second, {})
    assert len(a) > 3
    assert not set(a) & set(b)


def test_two_posts_share_no_container() -> None:
    """A bot's ``bot_profile`` is copied from a shared per-row render: two posts' answers (and a page
    of history holding them) share no dict or list."""
    world = World(["slack"], seed=_SEED)
    world.rate_limits_enabled = False
    params = {"channel": _CHANNELS[0], "text": "hello"}
    first = world.call("slack.chat.postMessage", params).body
    second = world.call("slack.chat.postMessage", params).body
    assert first["ok"] is True, first
    assert "bot_profile" in first["message"]
    assert first["message"]["bot_profile"] == second["message"]["bot_profile"]
    page = world.call("slack.conversations.history", {"channel": _CHANNELS[0], "limit": 2}).body
    a, b, c = _containers(first, {}), _containers(second, {}), _containers(page, {})
    assert not set(a) & set(b)
    assert not (set(a) | set(b)) & set(c)
