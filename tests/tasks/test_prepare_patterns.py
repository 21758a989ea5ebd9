"""(perf37) :func:`toolproof.tasks.grade_program.prepare` compiles the filled facts' ``regex`` and
``refuse`` patterns and the services' enum readings into their caches, so workers forked after the
driver's warm inherit them: only caches are filled, a pattern that does not compile is left to the
episode (which raises as before), and the grade is the same with or without the warm-up.
"""

from __future__ import annotations

import asyncio
import re

import pytest

from tests.support.suites import load_suite
from toolproof.agents.run import run_episode
from toolproof.runs.agents import resolve_agent
from toolproof.tasks import enums, grade_memo
from toolproof.tasks.facts import Fact, _ignoring_case, prepare_patterns
from toolproof.tasks.grade_program import prepare, program_for
from toolproof.tasks.model import Task
from toolproof.tasks.refs import resolve_refs
from toolproof.world.pool import WorldPool


def _with_patterns() -> list[Task]:
    """Core tasks whose facts carry a ``regex`` or ``refuse`` (the warm-up's subject)."""
    return [t for t in load_suite("core") if any(f.regex or f.refuse for f in t.expect.facts)]


def test_prepare_patterns_fills_the_cache_with_each_regex_and_refuse() -> None:
    _ignoring_case.cache_clear()
    given = [
        Fact(any=["refunded"], regex=r"(?i)\brefund(?:ed)?\b"),
        Fact(any=["paid"], refuse=r"\bnot\s+paid\b"),
        Fact(any=["plain"]),
    ]
    prepare_patterns(given)
    assert _ignoring_case.cache_info().currsize == 2
    before = _ignoring_case.cache_info().hits
    assert _ignoring_case(r"(?i)\brefund(?:ed)?\b").flags & re.IGNORECASE
    _ignoring_case(r"\bnot\s+paid\b")
    assert _ignoring_case.cache_info().hits == before + 2  # both were compiled by the warm-up


def test_a_pattern_that_does_not_compile_is_left_to_the_episode() -> None:
    _ignoring_case.cache_clear()
    broken = Fact.model_construct(any=["x"], regex="(unclosed", refuse=None)
    prepare_patterns([broken])  # no error here
    assert _ignoring_case.cache_info().currsize == 0
    with pytest.raises(re.error):
        _ignoring_case("(unclosed")  # the episode's read raises as it always did


def test_enums_prepare_fills_the_readings_of_the_services_fields() -> None:
    enums._reading.cache_clear()
    enums.prepare(["stripe", "slack"])
    fields = enums.declared(["stripe", "slack"])
    assert fields
    assert enums._reading.cache_info().currsize == len(fields)
    enums._reading.cache_clear()
    enums.prepare(["stripe"])
    assert enums._reading.cache_info().currsize == len(enums.declared(["stripe"]))


def test_prepare_compiles_a_core_tasks_filled_facts() -> None:
    tasks = _with_patterns()
    assert tasks
    pool = WorldPool()
    for task in tasks[:6]:
        world = pool.acquire(task.services, seed=task.seed, fixture=task.fixture)
        try:
            refs = resolve_refs(task, world.store)
            _ignoring_case.cache_clear()
            prepare(task, refs, world.benign)
            program = program_for(task, refs, world.benign)
            wanted = {
                p for f in (*program.facts.filled, *program.reasons.filled) for p in (f.regex, f.refuse) if p
            }
            assert wanted
            before = _ignoring_case.cache_info()
            for pattern in wanted:
                _ignoring_case(pattern)
            after = _ignoring_case.cache_info()
            assert after.hits - before.hits == len(wanted)
            assert after.misses == before.misses
        finally:
            pool.release(world)


@pytest.mark.parametrize("agent", ["careful", "naive"])
def test_the_grade_is_the_same_with_and_without_the_warm_up(agent: str) -> None:
    task = _with_patterns()[0]

    def graded(warm: bool) -> dict[str, object]:
        _ignoring_case.cache_clear()
        enums._reading.cache_clear()
        grade_memo.clear()
        pool = WorldPool()
        refs = None
        if warm:
            world = pool.acquire(task.services, seed=task.seed, fixture=task.fixture)
            refs = resolve_refs(task, world.store)
            prepare(task, refs, world.benign)
            pool.release(world)
        result = asyncio.run(run_episode(task, resolve_agent(agent), agent_name=agent, refs=refs))
        data = result.to_dict()
        data.pop("seconds")
        return data

    assert graded(True) == graded(False)
