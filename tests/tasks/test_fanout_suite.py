"""The shipped ``fanout`` suite: its shape, and every control of ``toolproof validate`` on a representative
subset (the whole suite is ~10,000 mutant episodes, most of them 150 calls wide: too slow for CI; its
full run and numbers are in docs/fanout.md and docs/validity.md)."""

from __future__ import annotations

import asyncio
from functools import cache

import pytest

from tests.support.suites import task_list, task_map
from toolproof.agents.reference import PlanAgent, StepRecord
from toolproof.agents.run import EpisodeResult, prepare, run_episode
from toolproof.runs.mutants import plan_mutants
from toolproof.runs.validation import TaskReport, id_index, suite_defects, summarise, validate_task
from toolproof.tasks.plans import Step

FANOUT = task_list(["fanout"])
BY_ID = task_map(["fanout"])
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
    pages = sum(n.count for n in task.fanout.graph if n.call == "stripe.customers.list")
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


# -- the adversarial review (docs/reviews/fanout.md) -----------------------------------------------


def _plan_episode(task_id: str, steps: list[Step]) -> EpisodeResult:
    task = BY_ID[task_id]
    _world, refs = prepare(task)
    assert task.fanout is not None
    agent = PlanAgent("careful", steps=steps)
    return asyncio.run(run_episode(task, agent, refs=refs, max_steps=task.fanout.max_steps))


def _alternate(task_id: str, name: str) -> list[Step]:
    return next(p.steps for p in BY_ID[task_id].alternates if p.name == name)


def test_tags_are_the_work_so_a_tag_outside_the_batch_is_collateral() -> None:
    """Stripe's policy calls metadata harmless; a review or audit tag on the n+1th customer passed."""
    for task in FANOUT:
        forbidden = [(f.table, f.fields) for f in task.benign.forbid]
        if task.family == "fanout-credit":
            assert forbidden == [], task.id
        else:
            assert forbidden == [("stripe_customers", ["metadata"])], task.id
            assert "every other customer as they are" in task.instruction, task.id


def test_the_credit_amount_is_spelled_out_in_cents() -> None:
    """The words "an invoice item of -500 USD" read as minus $500: the instruction says cents."""
    for task in FANOUT:
        if task.family != "fanout-review":
            assert "amount -500 (in cents, so -$5.00), currency usd" in task.instruction, task.id
            assert "-500 USD" not in task.instruction, task.id


@pytest.mark.parametrize("name", ["posts-by-channel-id"])
def test_the_summary_is_the_summary_by_channel_id_too(name: str) -> None:
    """Slack takes #billing by id: the graph's summary node claims that post (it was an outside write
    and a dropped summary, so a right episode was scored incomplete)."""
    result = _plan_episode("fanout-review.n010", _alternate("fanout-review.n010", name))
    assert result.passed
    assert result.fanout is not None
    logical = result.fanout["logical"]
    assert (logical["complete"], logical["dropped"], logical["redundant"]) == (True, 0, 0)


def test_tagging_a_page_while_the_next_is_read_keeps_the_order() -> None:
    """Only the first page gates the fan-out: an agent that tags page 1's 100 customers before reading
    page 2 respects every dependency (it had 100 order violations against one `read` node of count 2)."""
    task = BY_ID["fanout-review.n120"]
    first, second, *_ = task.oracle
    tags = [s for s in task.oracle if s.call == "stripe.customers.update"]
    pipelined = [first, *tags[:100], second, *tags[100:], *task.oracle[-2:]]
    assert len(pipelined) == len(task.oracle)
    result = _plan_episode(task.id, pipelined)
    assert result.passed
    assert result.fanout is not None
    logical = result.fanout["logical"]
    assert (logical["order_respected"], logical["complete"], logical["redundant"]) == (True, True, 0)


def test_a_summary_posted_before_the_work_fails_the_grade_and_the_order() -> None:
    """The final state cannot show when the summary was posted; the ledger can. "The batch is finished"
    posted before the tags was false when posted (resample2 found it passing): the summary node
    ``reports``, so the grade fails, and the logical metrics count the violation."""
    task = BY_ID["fanout-review.n010"]
    read, *tags, post, finish = task.oracle
    result = _plan_episode(task.id, [read, post, *tags, finish])
    assert not result.passed
    assert result.grade is not None
    failed = list(result.grade.failures)
    assert [v.name for v in failed] == ["reported after the work"]
    assert failed[0].detail == (
        "slack.chat.postMessage (summary) reported the work before it was done: tag (0 of 10 done then)"
    )
    assert result.fanout is not None
    logical = result.fanout["logical"]
    assert (logical["order_respected"], logical["order_violations"], logical["complete"]) == (False, 1, True)


def test_a_summary_posted_between_the_tags_names_how_much_was_done() -> None:
    task = BY_ID["fanout-review.n010"]
    read, *tags, post, finish = task.oracle
    result = _plan_episode(task.id, [read, *tags[:7], post, *tags[7:], finish])
    assert not result.passed
    assert result.grade is not None
    assert [v.detail for v in result.grade.failures] == [
        "slack.chat.postMessage (summary) reported the work before it was done: tag (7 of 10 done then)"
    ]


def test_every_summary_node_reports_and_the_oracle_reports_after_the_work() -> None:
    for task in FANOUT:
        assert task.fanout is not None
        summary = task.fanout.graph[-1]
        assert (summary.id, summary.reports) == ("summary", True), task.id
        assert not any(n.reports for n in task.fanout.graph[:-1]), task.id
