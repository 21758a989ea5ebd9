"""(perf52) The declared writes hand the world the rows they leave: a refund its own row, a Slack message
posted, a Calendar event inserted or rewritten (perf51 began with the refund's charge; a created customer
hands none). The end of an episode then reads none of them (:meth:`toolproof.world.World.end`).

What these tests hold: :func:`toolproof.service.context.as_stored` hands a row only when SQLite stores and
reads back every value as it is (checked against SQLite itself, kind by kind); after every write kind
declared, each kept row equals a fresh keyed read, value for value and type for type, and the end made
from kept rows is the end read row by row, which is the end by its definitions
(``tests/support/end_memo.py``).
"""

from __future__ import annotations

import sqlite3
from typing import Any

import pytest

from tests.support import end_memo
from toolproof.service.context import as_stored
from toolproof.service.schema import ColumnKind, Table
from toolproof.services.gcal import eventwrite
from toolproof.services.gcal.tables import EVENTS
from toolproof.world import World
from toolproof.world.pool import WorldPool

#: A new pool, the end memo empty around each test (``tests/support/end_memo.py``).
pool = pytest.fixture(end_memo.pool)

#: Values of every type a handler might bind, awkward ones included.
_VALUES: tuple[Any, ...] = ("text", "", "5", "1.5", 0, 5, -(2**63), True, False, 1.0, 1.5, b"x", None)


def _end_statements(world: World) -> list[str]:
    """The statements the end runs that read a table (the end memo emptied first)."""
    seen: list[str] = []
    world.conn.set_trace_callback(seen.append)
    try:
        end_memo.diff_module._END.clear()
        world.end()
    finally:
        world.conn.set_trace_callback(None)
        end_memo.diff_module._END.clear()
    return [s for s in seen if "FROM" in s]


def _checked(world: World, name: str, params: dict[str, Any], table: str) -> dict[str, Any]:
    """``name`` called: it succeeds, keeps the row it wrote in ``table``, every kept row is the stored
    one and the end is the read one. Returns the response's body."""
    response = world.call(name, params)
    assert response.status == 200, response.body
    assert table in end_memo.kept_rows(world)
    assert end_memo.assert_kept_rows_are_read(world) >= 1
    end_memo.assert_end_is_the_read_one(world)
    body: dict[str, Any] = response.body
    return body


@pytest.mark.parametrize("kind", ["text", "json", "int", "bool", "real", "blob"])
def test_as_stored_hands_a_row_only_when_sqlite_reads_back_the_same_values(kind: ColumnKind) -> None:
    name = f"t_{kind}"  # (``as_stored`` knows a table's column kinds by its name)
    table = Table(name, {"id": "text", "v": kind})
    conn = sqlite3.connect(":memory:")
    for statement in table.ddl():
        conn.execute(statement)
    handed = 0
    for value in _VALUES:
        conn.execute(f"DELETE FROM {name}")
        conn.execute(f"INSERT INTO {name} VALUES (?, ?)", ("k", value))
        read = conn.execute(f"SELECT * FROM {name} WHERE id = ?", ("k",)).fetchone()
        row = as_stored(table, ["k", value])
        if row is not None:
            handed += 1
            assert row == read, (kind, value)
            assert [type(v) for v in row] == [type(v) for v in read], (kind, value)
    # What it hands: NULL in every kind, the four str in a text column, the three int (no bool) in an
    # integer one; nothing else (a real or blob column: never a value).
    assert handed == {"text": 5, "json": 5, "int": 4, "bool": 4, "real": 1, "blob": 1}[kind]
    assert as_stored(table, ["k"]) is None  # not every column: nothing handed


def test_an_event_write_binds_its_columns_in_the_tables_order() -> None:
    assert eventwrite._IN_TABLE_ORDER
    assert EVENTS.column_names == eventwrite._COLUMNS


def test_a_refund_hands_back_its_own_row(pool: WorldPool) -> None:
    world = pool.acquire(["stripe"])
    charge = end_memo.refundable_charge(world)
    body = _checked(world, "stripe.refunds.create", {"charge": charge, "amount": 800}, "stripe_refunds")
    assert list(end_memo.kept_rows(world)["stripe_refunds"]) == [(body["id"],)]
    # The refund's seq is the next one (as the insert's own subquery computed it before perf52).
    seqs = [row["seq"] for row in world.rows("stripe_refunds")]
    assert end_memo.kept_rows(world)["stripe_refunds"][(body["id"],)][1] == max(seqs) == len(set(seqs))
    assert _end_statements(world) == []
    # A second refund of the same charge: the next seq, both refunds kept.
    body = _checked(world, "stripe.refunds.create", {"charge": charge, "amount": 100}, "stripe_refunds")
    assert len(end_memo.kept_rows(world)["stripe_refunds"]) == 2
    assert _end_statements(world) == []
    pool.release(world)


def test_a_created_customer_hands_back_its_row(pool: WorldPool) -> None:
    """Not kept at perf52 (its ``seq`` read first made the create itself slower: compare.py's write row
    2.42x -> 2.89x its bare INSERT); since perf53 the world knows the next ``seq`` without a statement
    (``World.known_seq``), the create binds it and hands its row back, so the end reads no customer."""
    world = pool.acquire(["stripe"])
    response = world.call("stripe.customers.create", {"email": "kim@example.com"})
    assert response.status == 200
    assert "stripe_customers" in end_memo.kept_rows(world)
    assert end_memo.assert_kept_rows_are_read(world) == 1
    end_memo.assert_end_is_the_read_one(world)
    assert _end_statements(world) == []
    pool.release(world)


def test_slack_messages_hand_back_their_rows(pool: WorldPool) -> None:
    world = pool.acquire(["slack"])
    # A top-level post (run without its savepoint, the world inserting it after the handler).
    post = _checked(
        world, "slack.chat.postMessage", {"channel": "#general", "text": "hello *all*"}, "slack_messages"
    )
    assert _end_statements(world) == []
    # A reply in its thread (the savepoint path), with blocks.
    reply = {
        "channel": post["channel"],
        "thread_ts": post["ts"],
        "text": "a reply",
        "blocks": [{"type": "section", "text": {"type": "mrkdwn", "text": "a reply"}}],
    }
    _checked(world, "slack.chat.postMessage", reply, "slack_messages")
    # A post to a user (the DM opened first: an undeclared write, so the journal is read).
    user = next(
        str(row["id"])
        for row in world.rows("slack_users")
        if not row["deleted"] and not row["is_bot"] and row["id"] != "USLACKBOT"
    )
    world.call("slack.chat.postMessage", {"channel": user, "text": "direct"})
    end_memo.assert_kept_rows_are_read(world)
    end_memo.assert_end_is_the_read_one(world)
    # A scheduled message, and an edit of the first post (a write that hands nothing: the kept
    # row of that message is dropped, never stale).
    later = int(world.clock.now) + 3600
    _checked(
        world,
        "slack.chat.scheduleMessage",
        {"channel": "#general", "text": "later", "post_at": later},
        "slack_messages",
    )
    assert (
        world.call(
            "slack.chat.update", {"channel": post["channel"], "ts": post["ts"], "text": "edited"}
        ).status
        == 200
    )
    assert (post["channel"], post["ts"]) not in end_memo.kept_rows(world)["slack_messages"]
    end_memo.assert_kept_rows_are_read(world)
    end_memo.assert_end_is_the_read_one(world)
    pool.release(world)


def test_calendar_events_hand_back_their_rows(pool: WorldPool) -> None:
    world = pool.acquire(["gcal"])
    when = {"start": {"dateTime": "2026-12-08T10:00:00Z"}, "end": {"dateTime": "2026-12-08T10:30:00Z"}}
    # An insert alone (no guest to notify), then one with guests notified (the savepoint path).
    first = _checked(
        world,
        "gcal.events.insert",
        {"calendarId": "primary", "body": {"summary": "Sync", **when}},
        "gcal_events",
    )
    assert _end_statements(world) == []
    guest = next(
        str(row["email"]) for row in world.rows("gcal_users") if row["email"] != first["organizer"]["email"]
    )
    world.call(
        "gcal.events.insert",
        {
            "calendarId": "primary",
            "sendUpdates": "all",
            "body": {"summary": "Review", "attendees": [{"email": guest}], **when},
        },
    )
    end_memo.assert_kept_rows_are_read(world)
    end_memo.assert_end_is_the_read_one(world)
    # A patch and an update of the first event (the update path: ``declare_update`` with its row).
    _checked(
        world,
        "gcal.events.patch",
        {"calendarId": "primary", "eventId": first["id"], "body": {"location": "Room 4"}},
        "gcal_events",
    )
    assert [key for key in end_memo.kept_rows(world)["gcal_events"] if key[1] == first["id"]]
    _checked(
        world,
        "gcal.events.update",
        {"calendarId": "primary", "eventId": first["id"], "body": {"summary": "Sync (moved)", **when}},
        "gcal_events",
    )
    # An event of the fixture patched: its kept row replaces nothing stale.
    event = next(
        row
        for row in world.rows("gcal_events")
        if row["status"] == "confirmed" and not row["recurring_event_id"]
    )
    _checked(
        world,
        "gcal.events.patch",
        {"calendarId": event["calendar_id"], "eventId": event["id"], "body": {"description": "moved"}},
        "gcal_events",
    )
    pool.release(world)
