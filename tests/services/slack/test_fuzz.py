"""Bad input gets Slack's error, never a 5xx, and changes nothing (hypothesis).

Unknown channel formats, oversized text, invalid blocks JSON, bad timestamps and bad cursors, in
process and as raw HTTP bodies (broken JSON, broken forms, odd content types).
"""

from __future__ import annotations

import base64
import functools
import json
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.services.slack.spec import validate_error
from tests.support.server import serve
from toolproof.transports.http import RunningServer
from toolproof.world import World

FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


@pytest.fixture(scope="module")
def world() -> World:
    w = World(["slack"], seed=0)
    w.rate_limits_enabled = False
    return w


def _known(world: World) -> set[str]:
    names = {r["name"] for r in world.rows("slack_channels")} | {
        r["id"] for r in world.rows("slack_channels")
    }
    return names | {"#" + n for n in names} | {r["id"] for r in world.rows("slack_users")}


channel_refs = st.one_of(
    st.text(max_size=30),
    st.from_regex(r"[CGDUW][A-Z0-9]{0,14}", fullmatch=True),
    st.from_regex(r"#[a-z0-9_\-]{1,20}", fullmatch=True),
    st.from_regex(r"<#C[A-Z0-9]{8}\|[a-z]+>", fullmatch=True),
)
bad_blocks = st.one_of(
    st.text(max_size=40).filter(lambda s: not s.strip().startswith("[")),
    st.lists(st.one_of(st.integers(), st.text(max_size=5), st.none()), min_size=1, max_size=4).map(
        json.dumps
    ),
    st.lists(
        st.fixed_dictionaries({"type": st.text(max_size=10).filter(lambda t: t not in {"divider", "image"})}),
        min_size=1,
        max_size=3,
    ),
    st.lists(st.just({"type": "divider"}), min_size=51, max_size=60),
    st.just([{"type": "section", "text": {"type": "mrkdwn", "text": "x" * 3001}}]),
)
bad_ts = st.one_of(st.text(max_size=20), st.from_regex(r"1[0-9]{9}\.[0-9]{6}", fullmatch=True))
bad_cursors = st.one_of(
    st.text(min_size=1, max_size=30),
    st.binary(min_size=1, max_size=20).map(lambda b: base64.b64encode(b).decode()),
    st.sampled_from(["bm9wZTp4", "dXNlcjo=", "Y2hhbm5lbA==", "=="]),
)


def _check(world: World, method: str, response: Any, before: str) -> None:
    assert response.status == 200, (method, response.status, response.body)
    assert response.body["ok"] is False, (method, response.body)
    validate_error(method, response.body)
    assert world.state_hash() == before


@FUZZ
@given(channel=channel_refs, text=st.text(max_size=50))
def test_unknown_channel_formats(world: World, channel: str, text: str) -> None:
    if channel in _known(world):
        return
    before = world.state_hash()
    for method, params in (
        ("chat.postMessage", {"channel": channel, "text": text or "x"}),
        ("conversations.history", {"channel": channel}),
        ("conversations.join", {"channel": channel}),
        ("pins.add", {"channel": channel, "timestamp": "1793000000.000100"}),
    ):
        _check(world, method, world.call("slack." + method, params), before)


@FUZZ
@given(extra=st.integers(min_value=1, max_value=5000), blocks=st.one_of(st.none(), bad_blocks))
def test_oversized_text_and_invalid_blocks(world: World, extra: int, blocks: Any) -> None:
    support = next(r["id"] for r in world.rows("slack_channels") if r["name"] == "support")
    before = world.state_hash()
    r = world.call("slack.chat.postMessage", {"channel": support, "text": "x" * (40_000 + extra)})
    _check(world, "chat.postMessage", r, before)
    assert r.body["error"] == "msg_too_long"
    if blocks is not None:
        r = world.call("slack.chat.postMessage", {"channel": support, "blocks": blocks})
        _check(world, "chat.postMessage", r, before)
        assert r.body["error"] in {"invalid_blocks", "invalid_blocks_format", "no_text"}
        r = world.call(
            "slack.chat.scheduleMessage", {"channel": support, "blocks": blocks, "post_at": 1893456000}
        )
        _check(world, "chat.scheduleMessage", r, before)


@FUZZ
@given(ts=bad_ts, name=st.text(max_size=12))
def test_bad_timestamps(world: World, ts: str, name: str) -> None:
    support = next(r["id"] for r in world.rows("slack_channels") if r["name"] == "support")
    if world.conn.execute(
        "SELECT 1 FROM slack_messages WHERE channel = ? AND ts = ?", (support, ts)
    ).fetchone():
        return
    before = world.state_hash()
    for method, params in (
        ("reactions.add", {"channel": support, "timestamp": ts, "name": name or "eyes"}),
        ("chat.update", {"channel": support, "ts": ts, "text": "edit"}),
        ("chat.delete", {"channel": support, "ts": ts}),
        ("pins.add", {"channel": support, "timestamp": ts}),
    ):
        _check(world, method, world.call("slack." + method, params), before)


@FUZZ
@given(cursor=bad_cursors)
def test_bad_cursors(world: World, cursor: str) -> None:
    support = next(r["id"] for r in world.rows("slack_channels") if r["name"] == "support")
    before = world.state_hash()
    for method, params in (
        ("conversations.list", {"cursor": cursor}),
        ("conversations.history", {"channel": support, "cursor": cursor}),
        ("conversations.members", {"channel": support, "cursor": cursor}),
        ("users.list", {"cursor": cursor}),
    ):
        r = world.call("slack." + method, params)
        assert r.status == 200
        if r.body["ok"]:  # a string that happens to decode to one of our cursors
            continue
        _check(world, method, r, before)
        assert r.body["error"] == "invalid_cursor"


@pytest.fixture(scope="module")
def server() -> Iterator[RunningServer]:
    with serve(["slack"]) as srv:
        srv.world.rate_limits_enabled = False
        yield srv


@functools.cache
def _client() -> httpx.Client:
    """One client for every example (building one per request costs ~30 ms of TLS context setup)."""
    return httpx.Client(timeout=10)


WRITE_METHODS = [
    "chat.postMessage",
    "chat.update",
    "chat.delete",
    "conversations.create",
    "conversations.archive",
    "reactions.add",
    "pins.add",
    "chat.scheduleMessage",
]


@settings(max_examples=200, deadline=None)
@given(
    method=st.sampled_from(WRITE_METHODS),
    content_type=st.sampled_from(
        ["application/json", "application/x-www-form-urlencoded", "text/plain", "multipart/form-data", ""]
    ),
    body=st.one_of(
        st.binary(max_size=200),
        st.text(max_size=200).map(str.encode),
        st.dictionaries(
            st.sampled_from(["channel", "text", "ts", "blocks", "name"]), st.text(max_size=20)
        ).map(lambda d: json.dumps(d).encode()),
        st.just(b"[1, 2, 3]"),
        st.just(b"channel=%ZZ&text=%"),
    ),
)
def test_raw_http_bodies_never_5xx_and_change_nothing(
    server: RunningServer, method: str, content_type: str, body: bytes
) -> None:
    before = server.world.state_hash()
    # Connection: close, as slack_sdk sends: a kept-alive connection pays ~40 ms per request here
    # (Nagle on the two-part request write against delayed ACKs).
    headers = {"Authorization": f"Bearer xoxb-{server.world.id}", "Connection": "close"}
    if content_type:
        headers["Content-Type"] = content_type
    r = _client().post(f"{server.base_url}/slack/api/{method}", content=body, headers=headers)
    assert r.status_code == 200, (r.status_code, r.text)
    data = r.json()
    if data["ok"]:  # fuzzed text that made a valid request may succeed; start the next one clean
        server.world.reset()
        return
    validate_error(method, data)
    assert server.world.state_hash() == before


def test_exact_http_refusals(server: RunningServer) -> None:
    auth = {"Authorization": f"Bearer xoxb-{server.world.id}"}
    url = f"{server.base_url}/slack/api"
    cases = [
        (f"{url}/chat.postMessage", b"{nope", "application/json; charset=utf-8", "invalid_json"),
        (f"{url}/chat.postMessage", b"[1]", "application/json; charset=utf-8", "json_not_object"),
        (f"{url}/chat.postMessage", b"\xff\xfe", "application/x-www-form-urlencoded", "invalid_charset"),
        (f"{url}/chat.postMessage", b"a=1", "text/csv", "invalid_post_type"),
        (f"{url}/no.such.method", b"", "", "unknown_method"),
    ]
    for target, body, kind, code in cases:
        r = httpx.post(target, content=body, headers={**auth, "Content-Type": kind} if kind else auth)
        expected = {"ok": False, "error": code}
        if code == "unknown_method":
            expected["req_method"] = "no.such.method"
        assert (r.status_code, r.json()) == (200, expected)
