"""(perf54) A calendar's ``change_seq`` kept by the world as its ``seq`` is (:meth:`World.next_seq`).

``gcal_events`` declares ``change_seq`` its sequence column (``Table.sequence``): every event write
binds one past the highest stored (``eventstore.next_seq``), which the world now answers without a
statement while it knows it, by perf53's rules (moved on only by a declared write whose handed row
holds exactly that number, forgotten at any journal read). These tests hold every number the world
knows and answers to ``SELECT coalesce(max(change_seq), 0) + 1`` after each write kind, each written
row to the number read just before it, and the same calls on a world that never knows the number (a
statement every time, as before) to the same responses, ledger effects, ends and database bytes.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.support import end_memo
from toolproof.service.schema import Table
from toolproof.world.pool import WorldPool
from toolproof.world.world import World

pool = pytest.fixture(end_memo.pool)

EVENTS = "gcal_events"
_READ = "SELECT coalesce(max(change_seq), 0) + 1 FROM gcal_events"


def _event(summary: str, hour: int) -> dict[str, Any]:
    return {
        "calendarId": "primary",
        "body": {
            "summary": summary,
            "start": {"dateTime": f"2026-11-03T{hour:02d}:00:00Z"},
            "end": {"dateTime": f"2026-11-03T{hour:02d}:30:00Z"},
        },
    }


def _read(world: World) -> Any:
    return world.conn.execute(_READ).fetchone()[0]


def assert_number_is_read(world: World) -> bool:
    """The number the world knows (if any) and the one it answers are the read one; whether it knew."""
    read = _read(world)
    known = world.known_seq(EVENTS)
    if known is not None:
        assert known == read
    answered = world.next_seq(EVENTS)
    assert (answered, type(answered)) == (read, type(read))
    return known is not None


def _change_seq(world: World, event_id: str) -> Any:
    return world.conn.execute("SELECT change_seq FROM gcal_events WHERE id = ?", (event_id,)).fetchone()[0]


def test_the_table_declares_its_sequence_column() -> None:
    assert Table("t", {"id": "text", "seq": "int"}).sequence_column == "seq"
    assert Table("t", {"id": "text"}).sequence_column is None
    assert Table("t", {"id": "text", "seq": "int", "n": "int"}, sequence="n").sequence_column == "n"
    with pytest.raises(ValueError, match="sequence column 'n' is not declared"):
        Table("t", {"id": "text"}, sequence="n")


def test_event_writes_keep_the_number_and_bind_it(pool: WorldPool) -> None:
    world = pool.acquire(["gcal"])
    assert world._seq_at[EVENTS] == world.tables[EVENTS].column_names.index("change_seq")
    assert_number_is_read(world)
    ids = []
    for hour in (9, 10, 11):
        expected = _read(world)
        seen: list[str] = []
        world.conn.set_trace_callback(seen.append)
        try:
            response = world.call("gcal.events.insert", _event(f"E{hour}", hour))
        finally:
            world.conn.set_trace_callback(None)
        assert response.status == 200, response.body
        ids.append(response.body["id"])
        assert _change_seq(world, ids[-1]) == expected
        # Known before the write (the fixture's number, or the last write's plus one): no statement.
        assert not [s for s in seen if "max(" in s and "change_seq" in s], seen
        assert assert_number_is_read(world)
    # An update (patch), a delete (a cancelled row with a new number), a quick add: each numbered as read.
    for name, params in (
        ("gcal.events.patch", {"calendarId": "primary", "eventId": ids[0], "body": {"summary": "x"}}),
        ("gcal.events.delete", {"calendarId": "primary", "eventId": ids[1]}),
        ("gcal.events.quickAdd", {"calendarId": "primary", "text": "Lunch tomorrow at noon"}),
    ):
        expected = _read(world)
        response = world.call(name, params)
        assert response.status in (200, 204), (name, response.body)
        event_id = response.body["id"] if name.endswith("quickAdd") else params["eventId"]
        assert _change_seq(world, event_id) == expected, name
        assert_number_is_read(world)
    # A refused write changes nothing; the number is still the read one.
    refused = world.call("gcal.events.insert", {"calendarId": "primary", "body": {"summary": "no end"}})
    assert refused.status == 400
    assert_number_is_read(world)


def test_writes_around_the_world_forget_the_number(pool: WorldPool) -> None:
    world = pool.acquire(["gcal"])
    assert world.call("gcal.events.insert", _event("A", 9)).status == 200
    assert world.known_seq(EVENTS) is not None
    # A raw write far ahead, around the world: not used (the journal's head moved), then forgotten.
    world.conn.execute(
        "UPDATE gcal_events SET change_seq = change_seq + 1000 WHERE change_seq = ?", (_read(world) - 1,)
    )
    assert world.known_seq(EVENTS) is None
    assert_number_is_read(world)
    response = world.call("gcal.events.insert", _event("B", 10))
    assert _change_seq(world, response.body["id"]) == _read(world) - 1
    assert_number_is_read(world)
    # A state fault's edit deleting the highest row: forgotten, read again.
    world.edit([("DELETE FROM gcal_events WHERE change_seq = (SELECT max(change_seq) FROM gcal_events)", ())])
    assert world.known_seq(EVENTS) is None
    assert_number_is_read(world)
    # A calendar cleared: every event cancelled with a number of its own (undeclared writes).
    expected = _read(world)
    assert world.call("gcal.calendars.clear", {"calendarId": "primary"}).status in (200, 204)
    assert _read(world) > expected
    assert_number_is_read(world)
    # Snapshot, a write, restore: the restored state's number, then a reset: the fixture's.
    snap = world.snapshot()
    fixture_number = None
    assert world.call("gcal.events.insert", _event("C", 11)).status == 200
    world.restore(snap)
    assert_number_is_read(world)
    world.reset()
    fixture_number = _read(world)
    assert world.known_seq(EVENTS) in (None, fixture_number)
    assert_number_is_read(world)


def _never_known(world: World) -> None:
    """This world answers every number by a statement and knows none (the behaviour before perf54
    for ``gcal_events``; the other tables keep theirs)."""
    own_next, own_known = world.next_seq, world.known_seq

    def read(table: str) -> Any:
        return world.conn.execute(_READ).fetchone()[0] if table == EVENTS else own_next(table)

    world.known_seq = lambda table: None if table == EVENTS else own_known(table)  # type: ignore[method-assign]
    world.next_seq = read  # type: ignore[method-assign]


def _script(world: World) -> list[Any]:
    seen: list[Any] = []

    def call(name: str, params: dict[str, Any]) -> Any:
        response = world.call(name, params)
        entry = world.ledger.entries[-1]
        seen.append((name, response.status, response.body, entry.changes, entry.committed))
        return response.body

    for round_ in range(2):
        first = call("gcal.events.insert", _event(f"A{round_}", 9))
        call("gcal.events.insert", _event(f"B{round_}", 10))
        call("gcal.events.patch", {"calendarId": "primary", "eventId": first["id"], "body": {"summary": "p"}})
        call("gcal.events.insert", {"calendarId": "primary", "body": {"summary": "no end"}})  # refused
        world.conn.execute("UPDATE gcal_events SET change_seq = change_seq + 7 WHERE id = ?", (first["id"],))
        call("gcal.events.insert", _event(f"C{round_}", 11))
        seen.append(
            world.edit(
                [("DELETE FROM gcal_events WHERE change_seq = (SELECT max(change_seq) FROM gcal_events)", ())]
            )
        )
        call("gcal.events.quickAdd", {"calendarId": "primary", "text": "Standup tomorrow at 9am"})
        call("gcal.events.delete", {"calendarId": "primary", "eventId": first["id"]})
        call("gcal.events.list", {"calendarId": "primary", "showDeleted": True})
        call("gcal.events.insert", _event(f"D{round_}", 12))
        diff, final, _image = world.end()
        seen.append((diff, final, world.conn.serialize()))
        world.reset()
    return seen


def test_knowing_the_change_seq_changes_no_byte(pool: WorldPool) -> None:
    known = pool.acquire(["gcal"])
    unknown = pool.acquire(["gcal"])  # another world of the same pool (``known`` is held)
    assert unknown is not known
    _never_known(unknown)
    assert _script(known) == _script(unknown)


def test_a_write_that_hands_no_row_forgets_the_number(
    pool: WorldPool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An event write whose values are not all stored as they are hands no row (``as_stored``):
    the number moves on only with a row holding it, so here it is forgotten and read again."""
    from toolproof.services.gcal import eventwrite

    world = pool.acquire(["gcal"])
    assert world.call("gcal.events.insert", _event("A", 9)).status == 200
    assert world.known_seq(EVENTS) is not None
    monkeypatch.setattr(eventwrite, "as_stored", lambda table, values: None)
    expected = _read(world)
    response = world.call("gcal.events.insert", _event("B", 10))
    assert _change_seq(world, response.body["id"]) == expected
    assert world.known_seq(EVENTS) is None
    assert_number_is_read(world)
    assert world.known_seq(EVENTS) == _read(world)  # read at a state the world knows: kept again
