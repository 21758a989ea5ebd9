"""The grade memo holds an idempotency key by which calls share it, not by its text (perf32).

The careful reference agent writes its trial's seed into every key it sends (``task-step-seed``), so
its trials of a task whose episode draws nothing else (no new id, no drawn id in a response) differed
by that text alone and were graded again each trial. Nothing the grade reads reads a key's text: the
key is now held by its place among the ledger's distinct keys. These tests pin that such trials share
a grade, that a trial which differs otherwise is graded again, which ledgers share a key, and that
every module naming a key is off the grade's path.
"""

from __future__ import annotations

import asyncio
import copy
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import toolproof
import toolproof.tasks.grade_memo as memo
from tests.support.graded import everything_seen as _seen
from tests.support.graded import grades_handed
from tests.support.suites import load_suite
from toolproof.runs.episodes import EpisodeExecutor, EpisodeSpec
from toolproof.tasks.grader import Grade, grade
from toolproof.world.ledger import Ledger

#: The careful agent's trials of this task differ by their keys' text alone (perf32's count: 31 such
#: task and variant pairs in core).
SAME = "stripe.cancel-at-period-end"
#: Its trials draw the new subscription's ids: they differ in the diff, and are graded again.
DRAWN = "stripe.upgrade-to-yearly"
#: Two keyed writes with different keys in one episode.
TWO_KEYS = "stripe.remove-lapsed-discount"


@pytest.fixture(autouse=True)
def fresh_memo() -> Iterator[None]:
    memo.clear()
    yield
    memo.clear()
    memo.ENABLED = True


def _episodes(task_id: str, trials: list[int], agent: str = "careful") -> list[tuple[dict[str, Any], Grade]]:
    """Each trial of ``agent`` on the task through the runner's executor (pooled worlds, refs once):
    the arguments ``run_episode`` handed ``grade`` and the grade it got."""
    task = next(t for t in load_suite("core") if t.id == task_id)
    executor = EpisodeExecutor([task])
    with grades_handed() as seen:
        for trial in trials:
            asyncio.run(executor.run_one(EpisodeSpec(task.id, None, agent, trial)))
    return seen


def _unremembered(handed: dict[str, Any], ledger: Ledger | None = None) -> Grade:
    """The grade of these inputs with the memo off (and no image: keyed by nothing)."""
    args = {k: v for k, v in handed.items() if k != "diff_image"}
    if ledger is not None:
        args["ledger"] = ledger
    enabled, memo.ENABLED = memo.ENABLED, False
    try:
        return grade(args.pop("task"), args.pop("refs"), args.pop("diff"), args.pop("ledger"), **args)
    finally:
        memo.ENABLED = enabled


def _keys(handed: dict[str, Any]) -> list[str | None]:
    return [e.idempotency_key for e in handed["ledger"].entries]


def _with_keys(ledger: Ledger, keys: list[str | None]) -> Ledger:
    other = copy.deepcopy(ledger)
    for entry, key in zip(other.entries, keys, strict=True):
        entry.idempotency_key = key
    return other


def _pattern(keys: list[str | None]) -> list[int | None]:
    places: dict[str, int] = {}
    return [None if k is None else places.setdefault(k, len(places)) for k in keys]


def test_trials_that_differ_only_in_their_keys_text_share_a_grade() -> None:
    """Three trials of the careful agent: the keys' text differs by trial, nothing else the grade
    reads does; the first is graded, the next two hit, and each equals its own inputs graded with the
    memo off."""
    seen = _episodes(SAME, [0, 1, 2])
    texts = [_keys(handed) for handed, _ in seen]
    assert any(k is not None for k in texts[0])
    assert texts[0] != texts[1] != texts[2] != texts[0]
    assert _pattern(texts[0]) == _pattern(texts[1]) == _pattern(texts[2])
    assert len(memo._MEMO) == 1
    for handed, got in seen:
        assert got.passed
        assert _seen(got) == _seen(_unremembered(handed))


def test_a_trial_that_draws_other_ids_is_graded_again() -> None:
    """The careful agent's trials of a task that creates a subscription: its ids are the trial's
    draws, so the diff differs and the second trial is a miss."""
    seen = _episodes(DRAWN, [0, 1])
    (first, _), (second, _) = seen
    assert first["diff"] != second["diff"]
    assert len(memo._MEMO) == 2
    for handed, got in seen:
        assert _seen(got) == _seen(_unremembered(handed))


def test_the_same_trial_without_keys_is_another_grade() -> None:
    """Blind-retry makes the careful agent's calls without keys: a key sent or not is in the key."""
    careful = _episodes(SAME, [0])
    blind = _episodes(SAME, [0], agent="blind-retry")
    assert any(k is not None for k in _keys(careful[0][0]))
    assert all(k is None for k in _keys(blind[0][0]))
    assert len(memo._MEMO) == 2


@pytest.fixture(scope="module")
def two_keys() -> tuple[dict[str, Any], Grade]:
    """A careful episode with two keyed writes under different keys, and its grade."""
    memo.clear()
    ((handed, got),) = _episodes(TWO_KEYS, [0])
    memo.clear()
    return handed, got


def _grade_with(handed: dict[str, Any], keys: list[Any]) -> Grade:
    """The episode's inputs graded (memo on, no image: keyed by value) with these keys sent."""
    args = {k: v for k, v in handed.items() if k not in ("task", "refs", "diff", "ledger", "diff_image")}
    ledger = _with_keys(handed["ledger"], keys)
    return grade(handed["task"], handed["refs"], handed["diff"], ledger, **args)


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_two_ledgers_share_a_key_when_the_same_calls_share_keys(
    two_keys: tuple[dict[str, Any], Grade], data: st.DataObject
) -> None:
    """Keys drawn for a real episode's entries from a few texts (and none): the memo's keys are equal
    exactly when the same entries carry a key and the same entries share one; every variant is graded
    (memo off) as the episode's own ledger is."""
    handed, got = two_keys
    ledger = handed["ledger"]
    texts = st.one_of(st.none(), st.sampled_from(["a", "b", "Refunded $8.00 to Acme #10245", ""]))
    size = len(ledger.entries)
    one = data.draw(st.lists(texts, min_size=size, max_size=size))
    two = data.draw(st.lists(texts, min_size=size, max_size=size))
    program = object()

    def key(keys: list[str | None]) -> bytes | None:
        return memo.key_of(
            program, handed["refs"], handed["diff"], _with_keys(ledger, keys), handed["claim"],
            handed["message"], handed["primary_keys"], handed["transcript"], handed["names"], None,
        )  # fmt: skip

    assert key(one) is not None
    assert (key(one) == key(two)) == (_pattern(one) == _pattern(two))
    assert _seen(_unremembered(handed, _with_keys(ledger, one))) == _seen(got)


def test_renamed_keys_hit_merged_keys_miss_and_a_str_subclass_is_never_remembered(
    two_keys: tuple[dict[str, Any], Grade],
) -> None:
    """The episode's two keys renamed (same pattern) hit its grade; merged into one, a miss; a key
    of a ``str`` subclass keys nothing (graded, never remembered)."""
    handed, first = two_keys
    keys = _keys(handed)
    sent = [k for k in keys if k is not None]
    assert len(set(sent)) == 2
    renamed = {k: f"other-{n}" for n, k in enumerate(dict.fromkeys(sent))}
    _grade_with(handed, keys)
    assert len(memo._MEMO) == 1
    again = _grade_with(handed, [None if k is None else renamed[k] for k in keys])
    assert len(memo._MEMO) == 1
    assert _seen(again) == _seen(first)
    _grade_with(handed, [None if k is None else sent[0] for k in keys])
    assert len(memo._MEMO) == 2

    class Text(str):
        pass

    odd = _grade_with(handed, [None if k is None else Text(k) for k in keys])
    assert len(memo._MEMO) == 2
    assert _seen(odd) == _seen(first)


#: Every module that names a ledger entry's idempotency key, and why the grade never reaches it: the
#: call path (agents, interfaces, transports, the world, services' dialects, faults), the record
#: (ledger), or what reads a finished episode (metrics, timelines, traces, reports). A module added
#: here must not be one the grade calls: the memo would then hand a grade for another key's text.
OFF_THE_GRADES_PATH = {
    "agents/episode.py",
    "agents/fanout_agents.py",
    "agents/openai_chat.py",
    "agents/reference.py",
    "agents/toolkit.py",
    "faults/effects.py",
    "faults/kinds/state.py",
    "interfaces/__init__.py",
    "perturb/surface.py",
    "report/episode.py",
    "runs/metrics.py",
    "runs/timeline.py",
    "service/context.py",
    "service/dialect.py",
    "services/stripe/dialect.py",
    "tasks/grade_memo.py",
    "traces/spans.py",
    "transports/http/app.py",
    "transports/mcp/results.py",
    "transports/mcp/server.py",
    "transports/tools.py",
    "world/ledger.py",
    "world/world.py",
}


def test_every_module_naming_a_key_is_off_the_grades_path() -> None:
    root = Path(toolproof.__file__).parent
    naming = {
        p.relative_to(root).as_posix()
        for p in root.rglob("*.py")
        if re.search(r"idempotency_key", p.read_text(encoding="utf-8"))
    }
    assert naming == OFF_THE_GRADES_PATH
