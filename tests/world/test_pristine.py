"""``Context.pristine`` / ``World.pristine``: "is this table still the fixture's?", asked by doubles.

Hypothesis over episodes of a pooled world (writes through calls that succeed, fail or are rolled
back, to the asked table and to others; a state fault's edit; raw writes around the world; snapshots,
restores of earlier snapshots, resets, renewals of the pool's world, stale reads of a snapshot): after
every step the answer is exactly what a model of the history says (the table was written since the
world was last the fixture, or the restored snapshot had been), the same through a call's context
(remembered across steps) as from the world, and whenever it says "the fixture's" the table's rows
are the fixture's rows. Calendar's rows kept per fixture (``eventstore._fixture_rows``) are, at every
step, the rows read afresh.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from toolproof.services.gcal import eventstore as es
from toolproof.services.gcal import eventwrite
from toolproof.services.gcal.access import calendar, me
from toolproof.world import World
from toolproof.world.pool import WorldPool
from toolproof.world.store import Store, thaw
from toolproof.world.world import Call

SERVICES = ["stripe", "slack", "gcal"]
TABLES = ("gcal_events", "stripe_customers", "slack_messages")
EVENT: dict[str, Any] = {
    "summary": "Planning",
    "start": {"dateTime": "2026-11-05T10:00:00-05:00", "timeZone": "America/New_York"},
    "end": {"dateTime": "2026-11-05T11:00:00-05:00", "timeZone": "America/New_York"},
}

texts = st.text(alphabet="abcdefghij XYZ", min_size=1, max_size=8)
steps = st.one_of(
    st.tuples(st.just("event"), st.none()),  # gcal.events.insert: writes gcal_events
    st.tuples(st.just("bad event"), st.none()),  # a refused insert: nothing written
    st.tuples(st.just("silent event"), st.none()),  # commit=False: run, then rolled back
    st.tuples(st.just("list"), st.none()),  # a read
    st.tuples(st.just("customer"), texts),  # stripe.customers.create: another table
    st.tuples(st.just("post"), texts),  # slack.chat.postMessage
    st.tuples(st.just("fault gcal"), texts),  # a state fault's edit (World.edit) of an event
    st.tuples(st.just("fault stripe"), st.none()),
    st.tuples(st.just("raw gcal"), texts),  # around the world, on its connection
    st.tuples(st.just("raw same"), st.none()),  # an UPDATE that changes nothing: no journal entry
    st.tuples(st.just("snapshot"), st.none()),
    st.tuples(st.just("restore"), st.integers(0, 7)),
    st.tuples(st.just("reset"), st.none()),
    st.tuples(st.just("renew"), st.none()),
    st.tuples(st.just("stale"), st.integers(0, 7)),
)


@pytest.fixture(scope="module")
def pool() -> Iterator[WorldPool]:
    pool = WorldPool()
    yield pool
    pool.close()


def _silent(world: World) -> Any:
    """An insert run with ``commit=False`` (as a silent-failure fault runs it): done, then rolled back."""
    op = world.operation("gcal.events.insert")
    call = Call(op, {"calendarId": "primary", "body": EVENT}, None, None, "python")
    return world._execute(call, False)[0]


def _rows(world: World, table: str) -> list[dict[str, Any]]:
    """The table's rows on the world's connection (a stale read's own during one)."""
    rows = Store(world.conn, world.tables).rows(table)
    return sorted(rows, key=lambda r: json.dumps(r, sort_keys=True, default=str))


class Episode:
    """A pooled world and the model: the tables written since it was last the fixture."""

    def __init__(self, pool: WorldPool) -> None:
        self.pool = pool
        self.world = pool.acquire(SERVICES)
        self.dirty: set[str] = set()
        self.snapshots: list[tuple[Any, set[str]]] = []
        world = self.world
        self.event = world.rows("gcal_events")[0]
        self.customer = world.rows("stripe_customers")[0]["id"]
        self.channel = world.rows("slack_channels")[0]["id"]
        self.fixture_rows = {t: _rows(world, t) for t in TABLES}

    def apply(self, step: tuple[str, Any]) -> None:
        what, arg = step
        world = self.world
        if what == "event":
            assert world.call("gcal.events.insert", {"calendarId": "primary", "body": EVENT}).status == 200
            self.dirty.add("gcal_events")
        elif what == "bad event":
            body = {"summary": "x", "start": EVENT["start"]}
            assert world.call("gcal.events.insert", {"calendarId": "primary", "body": body}).status == 400
        elif what == "silent event":
            assert _silent(world).status == 200
        elif what == "list":
            assert world.call("gcal.events.list", {"calendarId": "primary"}).status == 200
        elif what == "customer":
            # a blank ``arg`` makes "@example.com", which Stripe refuses (400, nothing written)
            created = world.call("stripe.customers.create", {"email": f"{arg}@example.com".replace(" ", "")})
            if created.status == 200:
                self.dirty.add("stripe_customers")
        elif what == "post":
            assert world.call("slack.chat.postMessage", {"channel": self.channel, "text": arg}).status == 200
            self.dirty.add("slack_messages")
        elif what == "fault gcal":
            world.edit(
                [
                    (
                        "UPDATE gcal_events SET body = json_set(body, '$.summary', ?) "
                        "WHERE calendar_id = ? AND id = ?",
                        ("fault " + arg, self.event["calendar_id"], self.event["id"]),
                    )
                ]
            )
            self.dirty.add("gcal_events")
        elif what == "fault stripe":
            world.edit([("DELETE FROM stripe_customers WHERE id = ?", (self.customer,))])
            self.dirty.add("stripe_customers")
        elif what == "raw gcal":
            world.conn.execute(
                "UPDATE gcal_events SET etag = ? WHERE calendar_id = ? AND id = ?",
                ("raw " + arg, self.event["calendar_id"], self.event["id"]),
            )
            self.dirty.add("gcal_events")
        elif what == "raw same":
            world.conn.execute(
                "UPDATE gcal_events SET etag = etag WHERE calendar_id = ? AND id = ?",
                (self.event["calendar_id"], self.event["id"]),
            )
        elif what == "snapshot":
            self.snapshots.append((world.snapshot(), set(self.dirty)))
        elif what == "restore":
            if self.snapshots:
                snapshot, dirty = self.snapshots[arg % len(self.snapshots)]
                world.restore(snapshot)
                self.dirty = set(dirty)
        elif what == "reset":
            world.reset()
            self.dirty = set()
        elif what == "renew":
            self.pool.release(world)
            again = self.pool.acquire(SERVICES)
            assert again is world
            self.dirty = set()
            self.snapshots = []  # a renewal ends the episode: its snapshots are another world's past
        elif what == "stale" and self.snapshots:
            snapshot, dirty = self.snapshots[arg % len(self.snapshots)]
            conn = thaw(snapshot.data)
            try:
                with world.reading_from(conn):
                    self.check(dirty)
            finally:
                conn.close()

    def check(self, dirty: set[str] | None = None) -> None:
        """The answers (world's, a context's twice) against the model, the rows against the fixture's."""
        dirty = self.dirty if dirty is None else dirty
        world = self.world
        ctx = world._context(world.operation("gcal.events.get"), None)
        for table in TABLES:
            answer = world.pristine(table)
            expected = None if table in dirty else world.fixture.token
            assert answer is expected, (table, dirty)
            assert ctx.pristine(table) is expected
            assert ctx.pristine(table) is expected  # the remembered answer
            if answer is not None:
                assert _rows(world, table) == self.fixture_rows[table]
        cal, _role = calendar(ctx, "primary", me(ctx), "freeBusyReader")
        assert es.rows_on(ctx, cal) == es._read_rows(ctx, cal, "1", ())

    def close(self) -> None:
        self.pool.release(self.world)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(episode=st.lists(steps, max_size=12))
@example(episode=[("event", None), ("snapshot", None), ("customer", "X"), ("event", None), ("stale", 0)])
@example(
    episode=[("raw gcal", "a"), ("snapshot", None), ("reset", None), ("fault stripe", None), ("restore", 0)]
)
def test_pristine_follows_every_way_a_table_changes_or_comes_back(
    pool: WorldPool, episode: list[tuple[str, Any]]
) -> None:
    run = Episode(pool)
    try:
        run.check()
        for step in episode:
            run.apply(step)
            run.check()
    finally:
        run.close()


def test_the_token_is_the_fixtures_shared_by_its_worlds_and_no_other_fixtures() -> None:
    a, b, other = World(SERVICES), World(SERVICES), World(SERVICES, seed=1)
    try:
        assert a.pristine("gcal_events") is b.pristine("gcal_events") is a.fixture.token
        assert other.pristine("gcal_events") is other.fixture.token is not a.fixture.token
        with pytest.raises(ValueError, match="no table 'gcal_event'"):
            a.pristine("gcal_event")
    finally:
        for world in (a, b, other):
            world.close()


def test_a_context_without_a_world_is_never_pristine() -> None:
    world = World(["gcal"])
    try:
        ctx = world._context(world.operation("gcal.events.get"), None)
        ctx.world = None
        assert ctx.pristine("gcal_events") is None
    finally:
        world.close()


def test_inside_a_write_the_answer_sees_the_writes_own_rows(monkeypatch: pytest.MonkeyPatch) -> None:
    """A handler that asks after writing to the table (in its savepoint) is told it is not the
    fixture's, and a rolled-back write leaves it the fixture's."""
    world = World(["gcal"])
    seen: list[object | None] = []
    original = eventwrite.write_event

    def spying(ctx: Any, event: Any, *, insert: bool) -> Any:
        seen.append(ctx.pristine("gcal_events"))
        out = original(ctx, event, insert=insert)
        seen.append(ctx.pristine("gcal_events"))
        return out

    monkeypatch.setattr(eventwrite, "write_event", spying)
    try:
        assert _silent(world).status == 200
        assert seen == [world.fixture.token, None]
        assert world.pristine("gcal_events") is world.fixture.token
        # A guest told of it: the insert writes in its savepoint (the event row, then the notice).
        guests = {**EVENT, "attendees": [{"email": "guest@example.com"}]}
        world.call("gcal.events.insert", {"calendarId": "primary", "body": guests, "sendUpdates": "all"})
        assert seen[2:] == [world.fixture.token, None]
        assert world.pristine("gcal_events") is None
        # Without one, the row is handed to the world (``alone``) and written once the handler has
        # returned: inside the handler the table is still as it was.
        world.reset()
        world.call("gcal.events.insert", {"calendarId": "primary", "body": EVENT})
        assert seen[4:] == [world.fixture.token, world.fixture.token]
        assert world.pristine("gcal_events") is None
    finally:
        world.close()
