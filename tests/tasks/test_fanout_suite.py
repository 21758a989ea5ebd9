"""The shipped ``fanout`` suite: its shape, and every control of ``toolproof validate`` on a representative
subset (the whole suite is ~10,000 mutant episodes, most of them 150 calls wide: too slow for CI; its
full run and numbers are in docs/fanout.md and docs/validity.md)."""

from __future__ import annotations

import asyncio
from functools import cache

import pytest

from toolproof.agents.reference import PlanAgent, StepRecord
from toolproof.agents.run import EpisodeResult, prepare, run_episode
from toolproof.runs.mutants import plan_mutants
from toolproof.runs.validation import TaskReport, id_index, suite_defects, summarise, validate_task
from toolproof.tasks import load_suite, suite_names

FANOUT = load_suite("fanout") if "fanout" in suite_names() else []
BY_ID = {t.id: t for t in FANOUT}
#: Each family's smallest task: it carries the family's alternate and wrong plan.
SUBSET = ["fanout-review.n010", "fanout-credit.n010", "fanout-audit.n010"]


@cache
def _report(task_id: str) -> TaskReport:
    return asyncio.run(validate_task(BY_ID[task_id]))


def test_the_suite_has_the_promised_shape() -> None:
    assert len(FANOUT) >= 30
    widths = sorted({t.fanout.width for t in FANOUT if t.fanout is not None})
    assert (widths[0], widths[-1]) == (10, 150)
    assert {t.family for t in FANOUT} == {"fanout-review", "fanout-credit", "fanout-audit"}
    for task in FANOUT:
        assert task.fanout is not None
        ids = [node.id for node in task.fanout.graph]
        assert (ids[0], ids[-1]) == ("read", "summary"), task.id
        assert task.fanout.graph[-1].after == ids[1:-1], "the summary needs every fan-out result"


def test_every_credit_is_expected_for_its_own_customer() -> None:
    """A credit expectation per customer: "n items for customers in the batch" passed an agent that
    credits one customer twice and another never (swap mutants on the 125-wide task)."""
    for task in FANOUT:
        if task.family in ("fanout-audit", "fanout-credit"):
            credits = [c for c in task.expect.changes if c.table == "stripe_invoice_items"]
            assert task.fanout is not None
            assert len(credits) == task.fanout.width, task.id
            assert all(c.count.min == c.count.max == 1 for c in credits), task.id


@pytest.mark.parametrize("task_id", SUBSET)
def test_task_validates(task_id: str) -> None:
    report = _report(task_id)
    assert report.ok, "\n".join(f"{c.name}: {c.detail}" for c in report.defects())
    counts = report.mutant_counts()
    assert counts["survived"] == 0, counts
    assert counts["killed"] > 0, counts


def test_the_subset_meets_the_ground_truth_targets() -> None:
    summary = summarise(_report(t) for t in SUBSET)
    assert summary.zero_call_passes == 0
    assert summary.mutants["survived"] == 0, summary.mutants
    assert suite_defects(summary) == []


def test_review_repeats_marked_at_150_differ_only_in_when_the_summary_was_posted() -> None:
    """``fanout-review.n150`` marks its ``repeat@N`` mutants equivalent. That is honest only if tagging
    a customer twice leaves the very same tags and the one difference is time: the repeated write holds
    the episode one service time longer, so the summary is posted a second later at this width."""
    task = BY_ID["fanout-review.n150"]
    assert task.fanout is not None
    pages = task.fanout.graph[0].count
    assert {e.mutant for e in task.equivalent} == {f"repeat@{pages + 1 + i}" for i in range(150)}

    world, refs = prepare(task)

    async def both() -> tuple[EpisodeResult, EpisodeResult]:
        records: list[StepRecord] = []
        base = await run_episode(task, PlanAgent("naive", record=records), refs=refs, clock_tick=0.0)
        assert base.grade is not None
        mutants = plan_mutants(task, records, id_index(world), base.grade.facts, base.grade.reasons)
        twice = next(m for m in mutants if m.id == f"repeat@{pages + 1}")
        again = await run_episode(task, PlanAgent("naive", mutation=twice), refs=refs, clock_tick=0.0)
        return base, again

    base, again = asyncio.run(both())
    assert base.passed
    assert again.passed
    assert base.grade is not None
    assert again.grade is not None
    ours, theirs = base.grade.diff.tables, again.grade.diff.tables
    assert ours.keys() == theirs.keys()
    assert ours["stripe_customers"] == theirs["stripe_customers"], "the tags must be the very same"
    [posted], [posted_later] = ours["slack_messages"].added, theirs["slack_messages"].added
    moved = {k for k in posted if posted[k] != posted_later[k]}
    assert moved == {"ts", "created", "visible_at"}
    assert int(posted_later["created"]) - int(posted["created"]) == 1
