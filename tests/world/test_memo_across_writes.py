"""What a call remembers outlives a write that changed none of the tables it read, and nothing else.

``Context.remembered`` values that name their tables are carried across a write call whose journal
names none of them (:func:`carry_remembered`), and are taken at the start of a write's savepoint
before it wrote. Held here to a world that remembers nothing: the same calls in any order give the
same responses, headers and state.
"""

from __future__ import annotations

import sqlite3
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from toolproof.service.context import CLEAN, Context, carry_remembered
from toolproof.world import World
from toolproof.world.clock import Clock
from toolproof.world.rng import Rng
from toolproof.world.store import open_database


class _NoMemo(dict[str, Any]):
    """A ``world.derived`` that ``Context.remembered`` does not use (it takes only a plain dict)."""


class _Owner:
    def __init__(self) -> None:
        self.derived: dict[str, Any] = {}


def _table_sum(conn: sqlite3.Connection, table: str, reads: list[str]) -> int:
    reads.append(table)
    return int(conn.execute(f"SELECT total(v) FROM {table}").fetchone()[0])


def test_a_value_is_carried_across_a_write_only_if_it_read_none_of_the_tables_written() -> None:
    conn = open_database()
    for t in ("a", "b"):
        conn.execute(f"CREATE TABLE {t} (v)")
        conn.execute(f"INSERT INTO {t} VALUES (1)")
    owner = _Owner()
    ctx = Context(conn, Clock(0.0, 1.0), Rng(0), service="x", world=owner)
    reads: list[str] = []
    assert ctx.remembered("a", lambda: _table_sum(conn, "a", reads), ("a",)) == 1
    assert ctx.remembered("b", lambda: _table_sum(conn, "b", reads), ("b",)) == 1
    assert ctx.remembered("any", lambda: _table_sum(conn, "a", reads)) == 1
    assert reads == ["a", "b", "a"]
    before = (id(conn), conn.total_changes)
    conn.execute("SAVEPOINT w")
    conn.execute("INSERT INTO b VALUES (5)")
    conn.execute("RELEASE w")
    carry_remembered(owner.derived, conn, before, {"b"})
    assert ctx.remembered("a", lambda: _table_sum(conn, "a", reads), ("a",)) == 1  # carried
    assert ctx.remembered("b", lambda: _table_sum(conn, "b", reads), ("b",)) == 6  # read again
    assert ctx.remembered("any", lambda: _table_sum(conn, "a", reads)) == 1  # no tables: read again
    assert reads == ["a", "b", "a", "b", "a"]
    # A rolled-back call changed nothing: everything stays.
    before = (id(conn), conn.total_changes)
    conn.execute("SAVEPOINT w")
    conn.execute("INSERT INTO a VALUES (7)")
    conn.execute("ROLLBACK TO w")
    conn.execute("RELEASE w")
    carry_remembered(owner.derived, conn, before, None)
    assert ctx.remembered("a", lambda: _table_sum(conn, "a", reads), ("a",)) == 1
    assert ctx.remembered("any", lambda: _table_sum(conn, "a", reads)) == 1
    assert len(reads) == 5
    # Not carried from a state the memo was not of (a write nobody reported in between).
    conn.execute("INSERT INTO a VALUES (1)")
    unreported = (id(conn), conn.total_changes)
    conn.execute("INSERT INTO b VALUES (1)")
    carry_remembered(owner.derived, conn, unreported, {"b"})
    assert ctx.remembered("a", lambda: _table_sum(conn, "a", reads), ("a",)) == 2
    assert len(reads) == 6


def test_inside_a_savepoint_values_are_kept_only_before_it_writes() -> None:
    conn = open_database()
    conn.execute("CREATE TABLE a (v)")
    owner = _Owner()
    ctx = Context(conn, Clock(0.0, 1.0), Rng(0), service="x", world=owner)
    reads: list[str] = []
    conn.execute("SAVEPOINT w")
    assert ctx.remembered("x", lambda: _table_sum(conn, "a", reads), ("a",)) == 0  # no mark: not kept
    assert ctx.remembered("x", lambda: _table_sum(conn, "a", reads), ("a",)) == 0
    assert len(reads) == 2
    owner.derived[CLEAN] = (id(conn), conn.total_changes)
    assert ctx.remembered("x", lambda: _table_sum(conn, "a", reads), ("a",)) == 0  # clean: kept
    assert ctx.remembered("x", lambda: _table_sum(conn, "a", reads), ("a",)) == 0
    assert len(reads) == 3
    conn.execute("INSERT INTO a VALUES (3)")
    assert ctx.remembered("x", lambda: _table_sum(conn, "a", reads), ("a",)) == 3  # wrote: read afresh
    assert ctx.remembered("y", lambda: _table_sum(conn, "a", reads), ("a",)) == 3
    conn.execute("ROLLBACK TO w")
    conn.execute("RELEASE w")
    owner.derived.pop(CLEAN)
    assert ctx.remembered("y", lambda: _table_sum(conn, "a", reads), ("a",)) == 0  # never kept the 3
    assert len(reads) == 6


_MODULE_WORLDS: dict[bool, World] = {}


def _world(memo: bool) -> World:
    world = _MODULE_WORLDS.get(memo)
    if world is None:
        world = _MODULE_WORLDS[memo] = World(["slack", "gcal"], seed=3)
        world.rate_limits_enabled = False
        if not memo:
            world.derived = _NoMemo()
    world.reset()
    return world


def _calls(world: World) -> list[tuple[str, dict[str, Any], str | None]]:
    users = [r["user_id"] for r in world.rows("slack_tokens") if r["token_type"] == "user"][:2]
    joined = {r["channel"] for r in world.rows("slack_members") if r["user"] == users[0]}
    channels = [r["id"] for r in world.rows("slack_channels") if r["kind"] == "public" and r["id"] in joined][
        :2
    ]
    bot = next(r["user_id"] for r in world.rows("slack_tokens") if r["principal"] == "bot")
    event = world.rows("gcal_events")[0]
    cal = event["calendar_id"]
    body = {
        "summary": "s",
        "start": {"dateTime": "2026-11-03T10:00:00Z"},
        "end": {"dateTime": "2026-11-03T10:30:00Z"},
        "attendees": [{"email": cal}],
    }
    out: list[tuple[str, dict[str, Any], str | None]] = []
    for c in channels:
        out += [
            ("slack.chat.postMessage", {"channel": c, "text": "hi"}, None),
            ("slack.chat.postMessage", {"channel": c, "text": "hi"}, users[0]),
            ("slack.conversations.info", {"channel": c, "include_num_members": True}, None),
            ("slack.conversations.join", {"channel": c}, None),
            ("slack.conversations.leave", {"channel": c}, None),
            ("slack.conversations.kick", {"channel": c, "user": bot}, users[0]),
            ("slack.conversations.invite", {"channel": c, "users": bot}, users[0]),
            ("slack.conversations.archive", {"channel": c}, users[0]),
            ("slack.conversations.unarchive", {"channel": c}, users[0]),
            ("slack.conversations.setTopic", {"channel": c, "topic": "t"}, users[0]),
            ("slack.conversations.mark", {"channel": c, "ts": "1793610001.000100"}, users[0]),
            ("slack.conversations.history", {"channel": c, "limit": 3}, None),
        ]
    out += [
        ("slack.conversations.list", {"limit": 20}, None),
        (
            "slack.conversations.list",
            {"limit": 20, "types": "public_channel,private_channel,im,mpim"},
            users[1],
        ),
        ("slack.users.profile.set", {"profile": {"real_name": "Renamed Bot"}}, users[0]),
        ("slack.users.info", {"user": users[0]}, None),
        ("slack.auth.test", {}, None),
        ("gcal.events.insert", {"calendarId": cal, "body": body}, None),
        ("gcal.events.get", {"calendarId": cal, "eventId": event["id"]}, None),
        ("gcal.events.list", {"calendarId": cal, "maxResults": 5}, None),
        ("gcal.calendars.patch", {"calendarId": cal, "body": {"summary": "Renamed"}}, None),
        (
            "gcal.acl.insert",
            {"calendarId": cal, "body": {"role": "reader", "scope": {"type": "default"}}},
            None,
        ),
    ]
    return out


@pytest.fixture(scope="module")
def call_list() -> list[tuple[str, dict[str, Any], str | None]]:
    return _calls(_world(True))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.data())
def test_any_sequence_of_calls_answers_as_a_world_that_remembers_nothing(
    call_list: list[tuple[str, dict[str, Any], str | None]], data: st.DataObject
) -> None:
    order = data.draw(st.lists(st.integers(0, len(call_list) - 1), min_size=1, max_size=14))
    fast, slow = _world(True), _world(False)
    for i in order:
        name, params, principal = call_list[i]
        got = fast.call(name, params, principal=principal)
        want = slow.call(name, params, principal=principal)
        assert (got.status, got.body, got.headers) == (want.status, want.body, want.headers), name
    assert fast.state_hash() == slow.state_hash()
    assert [e.changes for e in fast.ledger.entries] == [e.changes for e in slow.ledger.entries]
