"""Reuse in the runner changes cost, never results: pooled worlds and refs resolved once per task.

Every episode of a run with reuse (the default) must store exactly what the same episode stores when
each one builds its own world and resolves its own refs (``reuse=False``, the runner before pooling),
through the reference agents, fault variants and trials, in one process and in forked workers.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from toolproof.runs.episodes import EpisodeExecutor
from toolproof.runs.runner import Runner, plan_episodes
from toolproof.runs.store import ResultStore
from toolproof.tasks import load_path
from toolproof.world import World
from toolproof.world.pool import WorldPool
from toolproof.world.world import JOURNAL_HEAD

ROOT = Path(__file__).resolve().parents[2]
GOOD = ROOT / "tests" / "tasks" / "data" / "good"
AGENTS = ["careful", "blind-retry", "naive", "noop"]


def _comparable(result: dict[str, Any]) -> dict[str, Any]:
    data = dict(result)
    data.pop("seconds", None)
    return data


def _run_all(executor: EpisodeExecutor, trials: int) -> dict[str, dict[str, Any]]:
    specs = plan_episodes(list(executor.tasks.values()), AGENTS, trials=trials)

    async def go() -> dict[str, dict[str, Any]]:
        return {s.key: _comparable(await executor.run_one(s)) for s in specs}

    return asyncio.run(go())


def test_pooled_worlds_and_cached_refs_store_what_fresh_ones_store() -> None:
    tasks = load_path(GOOD)
    fresh = EpisodeExecutor(tasks)
    fresh.reuse = False
    reused = EpisodeExecutor(tasks)
    first = _run_all(reused, trials=2)
    assert reused.pool.reused > 0  # the worlds really were recycled
    assert first == _run_all(fresh, trials=2)
    assert _run_all(reused, trials=2) == first  # and a second pass over the same pool agrees


def test_forked_workers_with_reuse_store_what_one_process_without_it_stores(tmp_path: Path) -> None:
    tasks = load_path(GOOD)
    specs = plan_episodes(tasks, AGENTS)
    stored: list[dict[str, dict[str, Any]]] = []
    for reuse, workers in ((False, 1), (True, 2)):
        store = ResultStore(tmp_path / f"{reuse}.db")
        runner = Runner(tasks, store)
        runner.executor.reuse = reuse
        results: dict[str, dict[str, Any]] = {}

        def keep(data: Mapping[str, Any], into: dict[str, dict[str, Any]] = results) -> None:
            into[f"{data['task']}|{data['variant']}|{data['agent']}|{data['trial']}"] = dict(data)

        runner.run(specs, concurrency=4, workers=workers, on_result=keep)
        store.close()
        stored.append({k: _comparable(v) for k, v in results.items()})
    assert len(stored[0]) == len(specs)
    assert stored[0] == stored[1]


def _stored_rows(path: Path) -> dict[str, tuple[Any, ...]]:
    """Each stored row by key: its columns and its JSON text with the wall time taken out."""
    rows = {}
    conn = sqlite3.connect(path)
    query = "SELECT key, task, variant, agent, trial, passed, ended, result FROM episodes"
    for *columns, text in conn.execute(query):
        data = json.loads(text)
        data.pop("seconds")
        rows[columns[0]] = (*columns, json.dumps(data, ensure_ascii=False))
    conn.close()
    return rows


def test_one_and_two_workers_store_the_same_rows_byte_for_byte(tmp_path: Path) -> None:
    """The number of workers decides only who runs an episode: every row of the store (columns and
    JSON text, the wall time aside) is the same with one worker and with two."""
    tasks = load_path(GOOD)
    specs = plan_episodes(tasks, AGENTS, trials=2)
    stored = []
    for workers in (1, 2):
        store = ResultStore(tmp_path / f"{workers}.db")
        runner = Runner(tasks, store)
        assert runner.run(specs, concurrency=4, workers=workers) == len(specs)
        assert runner.stats.workers == workers
        assert runner.stats.restarts == 0
        store.close()
        stored.append(_stored_rows(tmp_path / f"{workers}.db"))
    assert len(stored[0]) == len(specs)
    assert stored[0] == stored[1]


def test_a_renewed_world_is_a_new_world() -> None:
    pool = WorldPool()
    world = pool.acquire(["tickets"], seed=7, fixture="small", clock_tick=1.0)
    world.call("tickets.tickets.update", {"id": "tkt_1", "priority": 4})
    world.rng.token(8)
    world.rate_limits_enabled = False
    world.wall_clock_resources = True
    world.seal(_sealed())
    pool.release(world)
    again = pool.acquire(["tickets"], seed=7, fixture="small", clock_tick=0.0)
    assert again is world
    assert pool.reused == 1
    new = World(["tickets"], seed=7, fixture="small", clock_tick=0.0, rewind=True)  # as the pool builds them
    # ``_plans`` memoises what each operation's calls look up in the services' registry (the same for a
    # world of the same services, which is what the pool renews): kept across renewals on purpose.
    skip = {"id", "conn", "store", "clock", "rng", "ledger", "idempotency", "limiter", "_lineage", "fixture"}
    skip.add("_plans")
    # The journal's head is known at a reset (the fixture's journal is empty) at the connection's count
    # of rows written, which counts the rolled-back rows of the renewed world's last episode too.
    skip.add("derived")
    for world_ in (again, new):
        assert world_.derived == {JOURNAL_HEAD: (world_.conn.total_changes, 0)}
    assert set(again._plans) == {"tickets.tickets.update"} <= set(again.operations)
    assert {k: v for k, v in vars(again).items() if k not in skip} == {
        k: v for k, v in vars(new).items() if k not in skip
    }
    assert (again.clock.now, again.clock.tick) == (new.clock.now, new.clock.tick)
    assert again.rng.state() == new.rng.state()
    assert len(again.ledger) == 0
    assert again.state_hash(full=True) == new.state_hash(full=True)
    assert (
        again.call("tickets.tickets.get", {"id": "tkt_1"}).body
        == new.call("tickets.tickets.get", {"id": "tkt_1"}).body
    )


def _sealed() -> Any:
    from toolproof.service.errors import InternalError

    return InternalError("sealed")
