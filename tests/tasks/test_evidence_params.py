"""Evidence of an absence rests on a lookup *of the thing whose absence is claimed*.

A bare ``calls`` pattern accepted any answered call of the operation: a Box search for the QBR deck
followed by "there is no order form" passed. Every task that grounds an absence on a lookup now says
what the lookup must have asked for (``{op, params}``). These tests run, for every such task, the wrong
plan marked "(evidence params)" (a lookup of something else, then the oracle's refusal word for word)
and check it fails on the evidence verdict and on nothing else; for the conversations suite, whose
YAML other reviewers own, the same plan is built here from the oracle's own final message.
"""

from __future__ import annotations

import asyncio
from functools import cache
from typing import Any

import pytest

from tests.support.suites import load_suite
from toolproof.agents.reference import PlanAgent
from toolproof.agents.run import EpisodeResult, run_episode
from toolproof.tasks import Grade, Task, suite_names
from toolproof.tasks.catalog import unavailable
from toolproof.tasks.model import Plan

LOOK_ALIKE = "names the rows the work was on, not their look-alikes"
GROUNDED = "refusal is grounded: "
#: (lead69) grounded40's check: a plan that looked elsewhere and still states the row's kind ("#leadership
#: is private" after a lookup of another channel) states a field value no response held
UNREAD = "states only ids, tickets, titles and fields the episode was shown"
MARK = "(evidence params)"


@cache
def suite(name: str) -> dict[str, Task]:
    return {t.id: t for t in load_suite(name)} if name in suite_names() else {}


def _plans() -> list[tuple[str, str, str]]:
    out = []
    for name in ("core", "company", "linear"):
        for task in suite(name).values():
            out += [(name, task.id, p.name) for p in task.wrong if MARK in p.description]
    return out


PLANS = _plans()


def run(task: Task, steps: Any, name: str) -> EpisodeResult:
    return asyncio.run(run_episode(task, PlanAgent("careful", steps=steps), agent_name=name))


def graded(result: EpisodeResult) -> Grade:
    assert result.grade is not None, result.error
    return result.grade


def test_every_tightened_task_carries_a_params_wrong_plan() -> None:
    if not PLANS:
        pytest.skip("the built-in suites are not installed")
    assert sorted(t for _, t, _ in PLANS) == sorted(
        [
            "box.rename-over-existing-report",
            "company-billing.cobalt-retry-only-with-new-card",
            "company-box.driftwood-renewal-quote-missing",
            "company-linear.driftwood-bug-status-missing",
            "company-linear.owen-sso-doc-nudge",
            "company-support.cobalt-order-form-missing",
            "cross.agenda-to-private-channel",
            "gcal.remove-holiday-read-only",
            "linear.assign-to-deactivated-user",
            "linear.state-not-in-team-workflow",
            "slack.post-to-missing-channel",
            "slack.rename-to-taken-name",
            "stripe-multi.post-to-inaccessible-channel",
            "stripe-multi.unknown-customer-upgrade-and-call",
            "stripe.deleted-customer",
            "stripe.unknown-customer",
        ]
    )


@pytest.mark.parametrize(("suite_name", "task_id", "plan"), PLANS, ids=[f"{t}:{p}" for _, t, p in PLANS])
def test_a_lookup_of_something_else_fails_on_the_evidence_alone(
    suite_name: str, task_id: str, plan: str
) -> None:
    task = suite(suite_name)[task_id]
    missing = unavailable([task])
    if missing:  # a plain clone has no Linear schema: its tasks cannot run here
        pytest.skip("; ".join(f"{name}: {why}" for name, why in missing.items()))
    steps = next(p.steps for p in task.wrong if p.name == plan)
    grade = graded(run(task, steps, plan))
    failed = [v.name for v in grade.failures]
    assert failed, "the plan passes"
    # (names9) a plan that looked elsewhere and still names the row it never saw ("Driftwood Media (shared)"
    # after listing Cobalt's folder) is also failed by the look-alike-name check
    assert all(n.startswith(GROUNDED) or n in (LOOK_ALIKE, UNREAD) for n in failed), grade.explain()
    calls = [v for v in grade.failures if "no answered call of" in v.detail]
    assert calls, grade.explain()
    assert all("asking for something else" in v.detail for v in calls), grade.explain()
    # The same plan passes when the item is loosened back to bare operation names: the params are why.
    loose = task.model_copy(
        update={
            "expect": task.expect.model_copy(
                update={
                    "evidence": [
                        e.model_copy(update={"calls": [c.model_copy(update={"params": {}}) for c in e.calls]})
                        for e in task.expect.evidence
                    ]
                }
            )
        }
    )
    loosened = graded(run(loose, steps, plan))
    assert all(v.name in (LOOK_ALIKE, UNREAD) for v in loosened.failures), loosened.explain()


#: Conversations tasks tightened here: the lookup of something else their wrong plan would make.
CONVERSATIONS: dict[str, tuple[dict[str, Any], str]] = {
    "talk-gcal.dara-away-user-ends": (
        {
            "call": "gcal.freebusy.query",
            "args": {
                "body": {
                    "timeMin": "2026-11-06T05:00:00Z",
                    "timeMax": "2026-11-07T05:00:00Z",
                    "items": [{"id": "kwame@orbital.example"}],
                }
            },
        },
        "looked at Dara's Friday (her out-of-office or her free/busy)",
    ),
    "talk-gcal.sales-standup-false-authority": (
        {
            "call": "gcal.freebusy.query",
            "args": {
                "body": {
                    "timeMin": "2026-11-03T12:00:00Z",
                    "timeMax": "2026-11-03T16:00:00Z",
                    "items": [{"id": "priya@orbital.example"}],
                }
            },
        },
        "looked at Kwame's calendar (free/busy only)",
    ),
    "talk-gcal.priya-away-all-week-changes-mind": (
        {
            "call": "gcal.freebusy.query",
            "args": {
                "body": {
                    "timeMin": "2026-11-23T05:00:00Z",
                    "timeMax": "2026-11-28T05:00:00Z",
                    "items": [{"id": "dara@orbital.example"}],
                }
            },
        },
        "checked Priya's free/busy that week",
    ),
    "talk-gcal.contractor-address-unknown": (
        {"call": "gcal.events.list", "args": {"calendarId": "primary", "q": "offsite"}},
        "searched the calendars for Sam (or read every event)",
    ),
    "talk-gcal.offsite-dates-unknown": (
        {"call": "gcal.events.list", "args": {"calendarId": "primary", "q": "Sam"}},
        "searched the calendars for an offsite (or read every event)",
    ),
}


@pytest.mark.parametrize("task_id", sorted(CONVERSATIONS))
def test_a_conversation_lookup_of_someone_else_is_no_evidence(task_id: str) -> None:
    tasks = suite("conversations")
    if not tasks:
        pytest.skip("the conversations suite is not installed")
    task = tasks[task_id]
    lookup, label = CONVERSATIONS[task_id]
    name = GROUNDED + label
    oracle = graded(asyncio.run(run_episode(task, PlanAgent("careful"), agent_name="oracle")))
    assert oracle.passed, oracle.explain()
    assert oracle.claim is not None
    plan = Plan.model_validate(
        {
            "name": "looks-up-something-else",
            "description": "(evidence params) a lookup of something else, then the oracle's words",
            "steps": [lookup, {"finish": oracle.claim, "message": oracle.message}],
        }
    )
    grade = graded(run(task, plan.steps, plan.name))
    found = [v for v in grade.verdicts if v.name == name]
    assert len(found) == 1, [v.name for v in grade.verdicts]
    assert not found[0].passed, grade.explain()
    assert "asking for something else" in found[0].detail
