"""A pooled world is renewed by rolling back to its rewind point, and is then the fixture byte for byte.

:mod:`toolproof.world.rewind`: a pooled world keeps one savepoint open from the moment it holds the
fixture, and a renewal rolls it back instead of copying the fixture in. These tests hold that to the
definition after random episodes across three services (calls that write, fail or are refused,
raw edits, writes around the world, DDL, snapshots and restores, full hashes, reading the bytes):

- after the renewal the database's bytes are exactly the fixture's, and its hash is the fixture's;
- what follows behaves as on a new world: the same responses, ledger, hashes; the same bytes as a
  new pooled world, and as a plain world except the header's two commit counters (a plain world
  commits once per write, a pooled one once when its bytes are read), unless a fixture was copied
  back somewhere (see the test);
- the renewal copies nothing unless the episode ended the rewind point (a snapshot or a restore after
  writes), and then copies the fixture as before.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from toolproof.world import World
from toolproof.world.diff import diff_keys, touched_keys
from toolproof.world.pool import WorldPool
from toolproof.world.rewind import StateConnection

SERVICES = ["stripe", "slack", "gcal"]
#: The header's file change counter and its "version-valid-for" copy: they count commits.
COUNTERS = (range(24, 28), range(92, 96))
EVENT: dict[str, Any] = {
    "summary": "Planning",
    "start": {"dateTime": "2026-11-05T10:00:00-05:00", "timeZone": "America/New_York"},
    "end": {"dateTime": "2026-11-05T11:00:00-05:00", "timeZone": "America/New_York"},
}

texts = st.text(alphabet="abcdefghij XYZ", min_size=1, max_size=8)
steps = st.one_of(
    st.tuples(st.just("create"), texts),
    st.tuples(st.just("update"), texts),
    st.tuples(st.just("refused"), st.none()),
    st.tuples(st.just("post"), texts),
    st.tuples(st.just("event"), st.none()),
    st.tuples(st.just("read"), st.none()),
    st.tuples(st.just("edit"), st.none()),
    st.tuples(st.just("raw"), texts),
    st.tuples(st.just("ddl"), st.none()),
    st.tuples(st.just("hash"), st.none()),
    st.tuples(st.just("bytes"), st.none()),
    st.tuples(st.just("snapshot"), st.none()),
    st.tuples(st.just("restore"), st.none()),
    st.tuples(st.just("reset"), st.none()),
)


@pytest.fixture(scope="module")
def pool() -> Iterator[WorldPool]:
    pool = WorldPool()
    yield pool
    pool.close()


@pytest.fixture(scope="module")
def ids(pool: WorldPool) -> dict[str, str]:
    world = pool.acquire(SERVICES)
    try:
        return {
            "customer": world.rows("stripe_customers")[0]["id"],
            "doomed": world.rows("stripe_customers")[1]["id"],
            "channel": world.rows("slack_channels")[0]["id"],
        }
    finally:
        pool.release(world)


class _Copies:
    """Counts the fixture copies made into a connection (``deserialize`` calls)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.count = 0
        real = StateConnection.deserialize

        def counting(conn: StateConnection, data: Any, /, *, name: str = "main") -> None:
            self.count += 1
            real(conn, data, name=name)

        monkeypatch.setattr(StateConnection, "deserialize", counting)


def _apply(world: World, ids: dict[str, str], step: tuple[str, Any]) -> Any:
    """One step of an episode; returns what a caller would observe."""
    what, text = step
    if what == "create":
        return world.call("stripe.customers.create", {"email": f"{text}@example.com", "name": text}).body
    if what == "update":
        return world.call("stripe.customers.update", {"customer": ids["customer"], "name": text}).body
    if what == "refused":
        return world.call("stripe.refunds.create", {"charge": "ch_missing", "amount": 5}).body
    if what == "post":
        return world.call("slack.chat.postMessage", {"channel": ids["channel"], "text": text}).body
    if what == "event":
        return world.call("gcal.events.insert", {"calendarId": "primary", "body": EVENT}).body
    if what == "read":
        return world.call("stripe.customers.retrieve", {"customer": ids["customer"]}).body
    if what == "edit":
        return world.edit([("DELETE FROM stripe_customers WHERE id = ?", (ids["doomed"],))])
    if what == "raw":
        world.conn.execute("UPDATE stripe_customers SET name = ? WHERE id = ?", (text, ids["customer"]))
        return None
    if what == "ddl":
        world.conn.execute("CREATE TABLE IF NOT EXISTS scratch (x)")
        return None
    if what == "hash":
        return world.state_hash(full=True)
    if what == "bytes":
        return len(world.conn.serialize())
    if what == "snapshot":
        return world.snapshot().journal_seq
    if what == "restore":
        world.restore(world.snapshot())
        return None
    world.reset()
    return None


def _observed(world: World, ids: dict[str, str], episode: list[tuple[str, Any]]) -> list[Any]:
    out = [_apply(world, ids, step) for step in episode]
    out.append([(e.operation, e.status, e.outcome, e.changes) for e in world.ledger.entries])
    out.append(world.state_hash())
    return out


def _rewinding(world: World) -> bool:
    conn = world.conn
    assert isinstance(conn, StateConnection)
    return conn.rewinding


def _without_counters(data: bytes) -> bytes:
    out = bytearray(data)
    for span in COUNTERS:
        out[span.start : span.stop] = b"\0" * len(span)
    return bytes(out)


def _no_ddl_after_a_copy(episode: list[tuple[str, Any]]) -> bool:
    """Whether no DDL step follows a reset or a restore (see the property below)."""
    copied = False
    for what, _ in episode:
        if what == "ddl" and copied:
            return False
        copied = copied or what in ("reset", "restore")
    return True


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
# No DDL re-run after a copying reset or a restore: Python's sqlite3 keeps the DDL statement prepared,
# and SQLite 3.40 refuses a cached DDL statement once the schema came back by ``deserialize`` ("SQL logic
# error"; a world's schema is its services', never changed by a call). So none in what follows the
# renewal (the plain world resets by copying) and none in the first episode after its reset or restore.
@given(
    first=st.lists(steps, max_size=8).filter(_no_ddl_after_a_copy),
    second=st.lists(steps.filter(lambda s: s[0] != "ddl"), max_size=6),
)
def test_a_renewed_world_is_the_fixture_byte_for_byte_and_behaves_as_a_new_one(
    ids: dict[str, str],
    monkeypatch: pytest.MonkeyPatch,
    first: list[tuple[str, Any]],
    second: list[tuple[str, Any]],
) -> None:
    pool = WorldPool()
    world = pool.acquire(SERVICES)
    fresh = World(SERVICES, rewind=True)
    plain = World(SERVICES)
    copies = _Copies(monkeypatch)
    try:
        for step in first:
            _apply(world, ids, step)
        ended = not _rewinding(world)
        before = copies.count
        pool.release(world)
        again = pool.acquire(SERVICES)
        assert again is world
        # A copy only when the episode ended the rewind point (its bytes were read after a change, or
        # it restored a snapshot); otherwise the renewal rolled back what changed and copied nothing.
        assert copies.count - before <= (1 if ended else 0)
        assert _rewinding(again)
        assert again.conn.serialize() == again.fixture.data
        assert _rewinding(again)  # reading the fixture's bytes keeps it
        assert again.state_hash(full=True) == again.fixture.state_hash() == again.state_hash()
        assert len(again.ledger) == 0
        assert again.clock.now == again.fixture.clock

        seen = _observed(again, ids, second)
        assert seen == _observed(fresh, ids, second) == _observed(plain, ids, second)
        assert again.state_hash(full=True) == fresh.state_hash(full=True) == plain.state_hash(full=True)
        if copies.count == 0:
            # Byte for byte as a new world too. (Not after a copy: a world whose fixture was copied
            # back after writes lays out its next inserts differently from a new world, the same rows
            # in other cells. That is SQLite's, was so before rewind points, and a rewind avoids it.)
            assert again.conn.serialize() == fresh.conn.serialize()
            assert _without_counters(again.conn.serialize()) == _without_counters(plain.conn.serialize())
    finally:
        fresh.close()
        plain.close()
        pool.close()


def test_a_renewal_after_writes_copies_nothing_and_after_a_restore_copies_the_fixture(
    pool: WorldPool, ids: dict[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    world = pool.acquire(SERVICES)
    copies = _Copies(monkeypatch)
    for step in [
        ("create", "a"),
        ("post", "b"),
        ("event", None),
        ("edit", None),
        ("raw", "c"),
        ("ddl", None),
    ]:
        _apply(world, ids, step)
    world.reset()
    assert copies.count == 0
    assert world.conn.serialize() == world.fixture.data
    assert world.store.count("stripe_customers") == world.fixture.reference().count("stripe_customers")
    assert world.conn.execute("SELECT count(*) FROM sqlite_schema WHERE name = 'scratch'").fetchone() == (0,)
    _apply(world, ids, ("create", "d"))
    world.restore(world.snapshot())
    world.reset()
    assert copies.count == 2  # the restore's, then the fixture's: the rewind point ended with the snapshot
    assert _rewinding(world)  # reopened on the fixture copied back
    assert world.conn.serialize() == world.fixture.data
    pool.release(world)


def test_in_transaction_means_writes_that_may_still_be_rolled_back(
    pool: WorldPool, ids: dict[str, str]
) -> None:
    world = pool.acquire(SERVICES)
    conn = world.conn
    real = sqlite3.Connection.in_transaction.__get__
    try:
        assert real(conn)
        assert not conn.in_transaction
        _apply(world, ids, ("create", "x"))
        assert real(conn)
        assert not conn.in_transaction
        conn.execute("UPDATE stripe_customers SET name = 'y' WHERE id = ?", (ids["customer"],))
        assert conn.in_transaction  # written around the world: nothing may be remembered across it
        _apply(world, ids, ("read", None))
        assert conn.in_transaction
        _apply(world, ids, ("update", "z"))
        assert not conn.in_transaction
    finally:
        pool.release(world)


def test_a_world_outside_a_pool_keeps_no_rewind_point() -> None:
    world = World(["stripe"])
    try:
        world.call("stripe.customers.create", {"email": "a@example.com"})
        assert not world.conn.in_transaction
        assert not sqlite3.Connection.in_transaction.__get__(world.conn)
    finally:
        world.close()


def _statements(world: World) -> list[str]:
    seen: list[str] = []
    world.conn.set_trace_callback(seen.append)
    return seen


@pytest.mark.parametrize("write", ["create", "raw", "edit", "refused"])
def test_a_renewed_world_hashes_and_diffs_as_the_fixture_without_a_statement_until_written(
    pool: WorldPool, ids: dict[str, str], write: str
) -> None:
    world = pool.acquire(SERVICES)
    try:
        _apply(world, ids, ("create", "before"))
        world.reset()
        _apply(world, ids, ("read", None))  # a read writes nothing: still the fixture
        seen = _statements(world)
        assert world.state_hash() == world.fixture.state_hash() == world.state_hash(full=True)
        seen.clear()
        assert world.state_hash() == world.fixture.state_hash()
        assert world.diff().is_empty
        assert world.diff_and_hash() == (world.diff(), world.fixture.state_hash())
        assert seen == []  # told from the connection's counters, nothing read
        world.conn.execute("CREATE TABLE IF NOT EXISTS scratch (x)")  # DDL journals nothing
        assert world.state_hash() == world.fixture.state_hash()
        _apply(world, ids, (write, "after"))
        seen.clear()
        after = world.state_hash()
        # Written around the world since: the journal is read again. A write of the world's own
        # (call or edit) was read by the world as it happened, and a refusal wrote nothing.
        assert any("_tp_journal" in s for s in seen) == (write == "raw")
        assert after == world.state_hash(full=True)
        diff, final = world.diff_and_hash()
        assert final == after
        assert diff == world.diff()
        if write != "refused":
            assert after != world.fixture.state_hash()
            assert not diff.is_empty
    finally:
        world.conn.set_trace_callback(None)
        world.reset()
        pool.release(world)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(episode=st.lists(steps.filter(lambda s: s[0] != "ddl"), max_size=10), pooled=st.booleans())
def test_the_end_reads_the_journal_only_when_the_world_did_not_see_every_row_of_it(
    pool: WorldPool, ids: dict[str, str], episode: list[tuple[str, Any]], pooled: bool
) -> None:
    """The touched keys a world kept from its own operations are the journal's whenever it uses them,
    and the end's diff and hash are what reading the journal gives, whatever came before."""
    world = pool.acquire(SERVICES) if pooled else World(SERVICES)
    try:
        for step in episode:
            _apply(world, ids, step)
        from_journal = touched_keys(world.store.journal())
        seen = _statements(world)
        assert world._touched() == from_journal
        read = any("_tp_journal" in s for s in seen)
        diff, final = world.diff_and_hash()
        world.conn.set_trace_callback(None)
        reference = world.fixture.reference()
        assert diff == diff_keys(reference, world.store, from_journal)
        assert final == world.state_hash(full=True)
        since = [s[0] for s in episode[_last_reset(episode) :]]
        if "restore" in since:  # the snapshot's journal is not what this world saw
            assert read
        elif "raw" in since and not _WRITES & set(since[len(since) - since[::-1].index("raw") :]):
            assert read  # a row written around the world that no write of its own collected since
    finally:
        world.conn.set_trace_callback(None)
        if pooled:
            world.reset()
            pool.release(world)
        else:
            world.close()


#: The steps that write through the world (each reads the journal rows since the last one).
_WRITES = {"create", "update", "post", "event", "edit"}


def _last_reset(episode: list[tuple[str, Any]]) -> int:
    return max((i for i, s in enumerate(episode) if s[0] == "reset"), default=-1) + 1


def test_a_write_around_the_world_makes_the_end_read_the_journal(
    pool: WorldPool, ids: dict[str, str]
) -> None:
    world = pool.acquire(SERVICES)
    try:
        _apply(world, ids, ("create", "a"))
        seen = _statements(world)
        kept = world._touched()
        assert not any("_tp_journal" in s for s in seen)
        world.conn.execute("UPDATE stripe_customers SET name = 'b' WHERE id = ?", (ids["doomed"],))
        seen.clear()
        touched = world._touched()
        assert any("_tp_journal" in s for s in seen)
        assert touched["stripe_customers"] == kept["stripe_customers"] | {(ids["doomed"],)}
        _apply(world, ids, ("read", None))  # a read collects nothing: the raw row is still unseen
        seen.clear()
        assert world._touched() == touched
        assert any("_tp_journal" in s for s in seen)
        _apply(world, ids, ("update", "c"))  # a write collects every journal row since its last
        seen.clear()
        customers = touched["stripe_customers"] | {(ids["customer"],)}
        assert world._touched() == {**touched, "stripe_customers": customers}
        assert seen == []
        assert world._touched() == touched_keys(world.store.journal())
    finally:
        world.conn.set_trace_callback(None)
        world.reset()
        pool.release(world)
