"""World ids without a ``getrandom`` per renewal: unique per process, per forked worker, per thread."""

from __future__ import annotations

import itertools
import multiprocessing
import re
import threading
from multiprocessing.connection import Connection

import pytest

from toolproof.world import ids
from toolproof.world.ids import new_world_id
from toolproof.world.pool import WorldPool

HEX16 = re.compile(r"[0-9a-f]{16}")


def test_ids_are_sixteen_hex_digits_and_never_repeat() -> None:
    made = [new_world_id() for _ in range(5000)]
    assert len(set(made)) == 5000
    assert all(HEX16.fullmatch(i) for i in made)
    assert {i[:12] for i in made} == {ids._prefix}


def test_past_65536_worlds_the_count_takes_more_digits_and_stays_distinct(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(ids, "_counter", itertools.count(0xFFFE))
    prefix = ids._prefix
    assert [new_world_id() for _ in range(3)] == [f"{prefix}fffe", f"{prefix}ffff", f"{prefix}10000"]


def test_threads_drawing_at_once_never_share_an_id() -> None:
    drawn: list[list[str]] = [[] for _ in range(8)]

    def draw(out: list[str]) -> None:
        out.extend(new_world_id() for _ in range(3000))

    threads = [threading.Thread(target=draw, args=(out,)) for out in drawn]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    every = [i for out in drawn for i in out]
    assert len(set(every)) == len(every) == 24000


def _child(conn: Connection) -> None:
    conn.send([new_world_id() for _ in range(3)])
    conn.close()


def test_a_forked_worker_draws_its_own_prefix() -> None:
    """A runner's workers are forked from one driver: without a prefix of their own, each would repeat
    the driver's next ids (the same prefix, the same count)."""
    context = multiprocessing.get_context("fork")
    received: list[list[str]] = []
    for _ in range(2):
        parent, child = context.Pipe()
        process = context.Process(target=_child, args=(child,))
        process.start()
        received.append(parent.recv())
        process.join()
    mine = [new_world_id() for _ in range(3)]
    prefixes = {ids[0][:12] for ids in (*received, mine)}
    assert len(prefixes) == 3
    assert len({i for got in (*received, mine) for i in got}) == 9


def test_a_renewed_world_has_a_new_id_and_a_given_id_is_kept() -> None:
    pool = WorldPool()
    world = pool.acquire(["stripe"], seed=7, fixture="small")
    first = world.id
    pool.release(world)
    again = pool.acquire(["stripe"], seed=7, fixture="small")
    assert again is world
    assert again.id != first
    assert HEX16.fullmatch(again.id)
    world.renew(world_id="w-given")
    assert world.id == "w-given"
