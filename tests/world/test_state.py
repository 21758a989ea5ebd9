"""World state: reset by bytes, snapshots, diffs, canonical hashing, determinism across processes."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from toolproof.world import World
from toolproof.world.fixtures import build_fixture
from toolproof.world.store import freeze

ROOT = Path(__file__).resolve().parents[2]

HASH_SCRIPT = """
import json, hashlib, sys
sys.path.insert(0, {root!r})
import tests.conftest
from toolproof.world import World
w = World(["tickets"], seed={seed})
w.call("tickets.tickets.create", {{"account": w.rows("tickets_accounts")[3]["id"], "subject": "x"}})
print(json.dumps({{"fixture": hashlib.sha256(w.fixture.data).hexdigest(), "hash": w.state_hash(),
                  "ids": [r["id"] for r in w.rows("tickets_tickets")][:3]}}))
"""


def _in_subprocess(seed: int) -> dict[str, object]:
    out = subprocess.run(
        [sys.executable, "-c", HASH_SCRIPT.format(root=str(ROOT), seed=seed)],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
        env={"PYTHONHASHSEED": str(seed + 1), "PATH": "/usr/bin:/bin"},
    )
    result: dict[str, object] = json.loads(out.stdout)
    return result


def test_same_seed_gives_identical_bytes_and_hash_in_two_processes() -> None:
    first, second = _in_subprocess(3), _in_subprocess(3)
    assert first == second
    assert _in_subprocess(4)["fixture"] != first["fixture"]


def test_reset_restores_exact_bytes_clock_rng_and_empties_ledger(world: World) -> None:
    start_hash, start_clock = world.state_hash(), world.clock.now
    first = world.call("tickets.tickets.create", {"account": "acct_1", "subject": "a"}).body["id"]
    world.call("tickets.tickets.delete", {"id": "tkt_1"})
    assert world.state_hash() != start_hash
    world.reset()
    assert world.state_hash() == start_hash
    assert freeze(world.conn) == world.fixture.data
    assert world.clock.now == start_clock
    assert len(world.ledger) == 0
    assert world.diff().is_empty
    # The RNG position is part of the start: the same call mints the same id again.
    assert world.call("tickets.tickets.create", {"account": "acct_1", "subject": "a"}).body["id"] == first


def test_snapshot_restore_round_trip_carries_clock_rng_and_state(world: World) -> None:
    world.call("tickets.tickets.update", {"id": "tkt_1", "priority": 4})
    snap = world.snapshot()
    hash_at_snap, clock_at_snap = world.state_hash(), world.clock.now
    next_id = world.call("tickets.tickets.create", {"account": "acct_1", "subject": "b"}).body["id"]
    world.call("tickets.comments.add", {"ticket": "tkt_1", "body": "more"})
    world.clock.advance(3600)
    world.restore(snap)
    assert world.state_hash() == hash_at_snap
    assert world.clock.now == clock_at_snap
    assert world.rows("tickets_tickets")[0]["priority"] == 4
    assert world.call("tickets.tickets.create", {"account": "acct_1", "subject": "b"}).body["id"] == next_id
    assert len(world.ledger) == 4  # the ledger is a log of attempts: restore keeps it


def test_restore_refuses_a_snapshot_of_another_fixture(world: World) -> None:
    other = World(["tickets"], seed=8, fixture="small")
    with pytest.raises(ValueError, match="other services, fixture or seed"):
        world.restore(other.snapshot())


def test_diff_is_exact_on_insert_update_delete(world: World) -> None:
    created = world.call(
        "tickets.tickets.create", {"account": "acct_2", "subject": "New", "tags": ["b"]}
    ).body
    world.call("tickets.tickets.update", {"id": "tkt_1", "status": "pending"})
    world.call("tickets.tickets.delete", {"id": "tkt_closed"})
    diff = world.diff()
    tickets = diff.table("tickets_tickets")
    assert [r["id"] for r in tickets.added] == [created["id"]]
    assert tickets.added[0]["tags"] == ["b"]
    assert [r["id"] for r in tickets.removed] == ["tkt_closed"]
    assert len(tickets.changed) == 1
    change = tickets.changed[0]
    assert change.key == ("tkt_1",)
    assert change.fields == {
        "status": ("open", "pending"),
        "updated": (change.before["updated"], world.clock.seconds() - 1),
    }
    assert set(diff.tables) == {"tickets_tickets"}
    assert diff.summary() == "tickets_tickets +1 -1 ~1"


def test_diff_since_snapshot_and_between_snapshots(world: World) -> None:
    world.call("tickets.tickets.update", {"id": "tkt_1", "priority": 3})
    snap = world.snapshot()
    world.call("tickets.comments.add", {"ticket": "tkt_1", "body": "hi"})
    since = world.diff(snap)
    assert since.counts() == {
        "tickets_comments": {"added": 1, "removed": 0, "changed": 0},
        "tickets_tickets": {"added": 0, "removed": 0, "changed": 1},
    }
    assert list(since.table("tickets_tickets").changed[0].fields) == ["updated"]
    from toolproof.world import diff as diff_snapshots

    assert diff_snapshots(snap, world.snapshot(), world).to_dict() == since.to_dict()


def test_update_that_changes_nothing_is_not_a_change(world: World) -> None:
    world.conn.execute("UPDATE tickets_tickets SET subject = subject")
    assert world.store.journal() == []
    assert world.diff().is_empty


def test_hash_ignores_representation_noise_and_bookkeeping(world: World) -> None:
    base = world.state_hash()
    assert world.state_hash(full=True) == base
    world.conn.execute("UPDATE tickets_accounts SET balance = 25 WHERE id = 'acct_1'")  # was 25.0
    world.conn.execute("""UPDATE tickets_accounts SET metadata = '{"a": 2, "b": 1}' WHERE id = 'acct_2'""")
    assert world.store.journal() != []  # the JSON text did change…
    assert world.state_hash() == world.state_hash(full=True) == base  # …its meaning did not
    world.call("tickets.tickets.get", {"id": "tkt_1"}, idempotency_key="k")  # ledger only
    assert world.state_hash() == base
    world.conn.execute("UPDATE tickets_accounts SET balance = 25.5 WHERE id = 'acct_1'")
    assert world.state_hash() == world.state_hash(full=True) != base


def test_fixture_build_is_deterministic_and_seed_sensitive() -> None:
    from tests.support import tickets

    a = build_fixture([tickets.service], {}, seed=11)
    b = build_fixture([tickets.service], {}, seed=11)
    c = build_fixture([tickets.service], {}, seed=12)
    assert a.data == b.data
    assert a.data != c.data
    assert a.state_hash() == b.state_hash() != c.state_hash()


def test_big_fixture_has_thousands_of_rows(big_world: World) -> None:
    counts = {t: big_world.store.count(t) for t in big_world.tables}
    assert counts == {"tickets_accounts": 500, "tickets_tickets": 2000, "tickets_comments": 3000}


def test_unknown_fixture_names_the_ones_that_exist() -> None:
    from toolproof.world.fixtures import UnknownFixture

    with pytest.raises(UnknownFixture, match="fixtures: default, small"):
        World(["tickets"], fixture="nope")
