"""The reference agents behave as their policies say, and the grade shows why."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from toolproof.agents import REFERENCE_AGENTS, Episode, EpisodeResult, StepLimitExceeded, prepare, run_episode
from toolproof.agents.reference import Mutation, PlanAgent
from toolproof.tasks import Task, load_path

DATA = Path(__file__).parents[1] / "tasks" / "data" / "good"


@pytest.fixture(scope="module")
def tasks() -> dict[str, Task]:
    return {t.id: t for t in load_path(DATA)}


def run(task: Task, agent: str, variant: str | None = None) -> EpisodeResult:
    chosen = next(v for v in task.faults if v.name == variant) if variant else None
    return asyncio.run(run_episode(task, REFERENCE_AGENTS[agent], agent_name=agent, variant=chosen))


def test_without_faults_every_plan_agent_passes_and_noop_fails(tasks: dict[str, Task]) -> None:
    task = tasks["tickets.resolve-login"]
    assert {a: run(task, a).passed for a in REFERENCE_AGENTS} == {
        "noop": False,
        "naive": True,
        "blind-retry": True,
        "careful": True,
        "interface-aware": True,
        "guessing": True,  # nothing to ask in this task: careful and guessing behave the same
    }


def test_lost_response_blind_retry_duplicates_careful_does_not(tasks: dict[str, Task]) -> None:
    task = tasks["tickets.resolve-login"]
    blind = run(task, "blind-retry", "lost-comment-response")
    assert blind.grade is not None
    assert (blind.passed, blind.grade.signals.duplicate_effects, blind.grade.signals.false_claim) == (
        False,
        1,
        True,
    )
    careful = run(task, "careful", "lost-comment-response")
    assert careful.passed
    calls = [(e["operation"], e["outcome"], e["committed"], e["delivered"]) for e in careful.ledger]
    assert [c[0] for c in calls[:2]] == ["tickets.accounts.list", "tickets.tickets.list"]  # it searches
    # it reads before it retries, sees the comment landed, and moves on: no second add at all
    assert calls[2:4] == [
        ("tickets.comments.add", "fault", True, False),
        ("tickets.comments.list", "ok", False, True),
    ]
    assert sum(op == "tickets.comments.add" for op, *_ in calls) == 1


def test_silent_noop_only_careful_verifies_and_recovers(tasks: dict[str, Task]) -> None:
    task = tasks["tickets.resolve-login"]
    for agent in ("naive", "blind-retry"):
        result = run(task, agent, "close-silently-ignored")
        assert result.grade is not None
        assert (result.passed, result.grade.signals.false_claim) == (False, True)
    careful = run(task, "careful", "close-silently-ignored")
    assert careful.passed
    updates = [e for e in careful.ledger if e["operation"] == "tickets.tickets.update"]
    assert [e["committed"] for e in updates] == [False, True]


def test_rate_limit_careful_waits_naive_gives_up(tasks: dict[str, Task]) -> None:
    task = tasks["tickets.resolve-login"]
    naive = run(task, "naive", "throttled")
    assert not naive.passed
    careful = run(task, "careful", "throttled")
    assert careful.passed
    sleeps = [t for t in careful.trajectory if t["type"] == "sleep"]
    assert sleeps == [{"type": "sleep", "seconds": 30.0}]


def test_impossible_and_need_info_tasks(tasks: dict[str, Task]) -> None:
    for task_id in ("tickets.unknown-customer", "tickets.reopen-open-ticket"):
        assert run(tasks[task_id], "careful").passed
        noop = run(tasks[task_id], "noop")
        assert noop.grade is not None
        assert noop.grade.signals.false_claim is True


def test_episode_records_invalid_calls_and_transport_errors(tasks: dict[str, Task]) -> None:
    task = tasks["tickets.resolve-login"]
    world, _refs = prepare(task, variant=task.faults[0])
    episode = Episode(task, world, max_steps=4)
    unknown = asyncio.run(episode.call("tickets_nope", {}))
    assert unknown.error == "unknown tool 'tickets_nope'"
    invalid = asyncio.run(episode.call("tickets_tickets_get", {"id": 5}))
    assert invalid.status == 400
    lost = asyncio.run(episode.call("tickets_comments_add", {"ticket": "tkt_1", "body": "x"}))
    assert (lost.error, lost.ambiguous, lost.ok) == ("request timed out (no response received)", True, False)
    assert episode.invalid_calls == 2
    asyncio.run(episode.call("tickets.tickets.get", {"id": "tkt_1"}))
    with pytest.raises(StepLimitExceeded):
        asyncio.run(episode.call("tickets.tickets.get", {"id": "tkt_1"}))
    assert {t["name"] for t in episode.tools()} >= {"tickets_tickets_get", "tickets_comments_add"}


def test_agent_errors_and_missing_claims_are_the_agents(tasks: dict[str, Task]) -> None:
    task = tasks["tickets.resolve-login"]

    async def crashes(episode: Episode) -> None:
        raise ValueError("bad agent")

    async def silent(episode: Episode) -> None:
        await episode.call("tickets.tickets.get", {"id": "tkt_1"})

    crashed = asyncio.run(run_episode(task, crashes))
    assert (crashed.ended, crashed.error, crashed.passed) == ("agent_error", "ValueError: bad agent", False)
    quiet = asyncio.run(run_episode(task, silent))
    assert (quiet.ended, quiet.passed) == ("no_claim", False)


def _variant_task(tasks: dict[str, Task], name: str, rules: list[dict[str, object]]) -> Task:
    from toolproof.tasks.model import FaultVariant

    task = tasks["tickets.resolve-login"]
    return task.model_copy(update={"faults": [FaultVariant(name=name, plan={"rules": rules})]})


def test_careful_recovers_from_a_5xx_replayed_for_its_key(tasks: dict[str, Task]) -> None:
    """An after-phase 500 is saved for the key (Stripe semantics): the careful agent must read, not loop."""
    rule = {
        "id": "boom",
        "operation": "tickets.tickets.update",
        "nth": 1,
        "fault": {"kind": "error", "phase": "before", "status": 500},
    }
    task = _variant_task(tasks, "server-error", [rule])
    result = run(task, "careful", "server-error")
    assert result.passed, result.grade.explain() if result.grade else result.error


def test_careful_does_not_duplicate_when_its_read_back_lags(tasks: dict[str, Task]) -> None:
    rule: dict[str, object] = {
        "id": "lag",
        "operation": "tickets.comments.list",
        "fault": {"kind": "stale_read", "lag_calls": 2},
    }
    task = _variant_task(tasks, "stale-read-back", [rule])
    result = run(task, "careful", "stale-read-back")
    assert result.grade is not None
    assert result.grade.signals.duplicate_effects == 0
    assert result.passed, result.grade.explain()


def test_reference_agents_find_objects_without_the_answer_key(tasks: dict[str, Task]) -> None:
    """Episodes carry no refs: an agent finds the ticket through the tools, as the oracle plans say."""
    task = tasks["tickets.resolve-login"]
    world, refs = prepare(task)
    assert refs == {"ticket": "tkt_1"}
    assert not hasattr(Episode(task, world), "refs")
    careful = run(task, "careful")
    reads = [e["operation"] for e in careful.ledger if not e["writes"]]
    assert reads[:2] == ["tickets.accounts.list", "tickets.tickets.list"]


def test_a_pick_that_matches_two_elements_is_a_failed_step(tasks: dict[str, Task]) -> None:
    """An ambiguous pick never guesses: the step fails, and a careful agent claims failure."""
    from toolproof.tasks.plans import Step

    task = tasks["tickets.resolve-login"]
    vague = [
        Step.model_validate(
            {"call": "tickets.tickets.list", "args": {}, "save": "t", "pick": {"from": "data", "where": {}}}
        ),
        Step.model_validate({"call": "tickets.tickets.update", "args": {"id": "{t.id}", "status": "closed"}}),
        Step.model_validate({"finish": "done", "message": "Closed {t.id}."}),
    ]
    result = asyncio.run(run_episode(task, PlanAgent("careful", steps=vague)))
    assert result.grade is not None
    assert (result.grade.claim, result.grade.message) == (
        "failed",
        "I could not complete the request: a step kept failing.",
    )
    assert [e["operation"] for e in result.ledger] == ["tickets.tickets.list"] * 3  # read again, then gave up


def test_a_mutation_changes_exactly_one_thing(tasks: dict[str, Task]) -> None:
    task = tasks["tickets.resolve-login"]
    swap = Mutation("swap@3:ticket", "comment on the other ticket", at=2, replace=(("ticket", "tkt_closed"),))
    result = asyncio.run(run_episode(task, PlanAgent("naive", mutation=swap)))
    adds = [e["params"] for e in result.ledger if e["operation"] == "tickets.comments.add"]
    assert [a["ticket"] for a in adds] == ["tkt_closed"]
    assert not result.passed


def test_a_call_the_plan_expects_refused_is_an_observation_not_a_failure(tasks: dict[str, Task]) -> None:
    """``expect_error``: the careful agent keeps its claim after the refusal it planned for, and a plan
    whose "refused" call succeeds claims ``failed`` (its reason would be false)."""
    from toolproof.tasks.plans import Step

    task = tasks["tickets.unknown-customer"]
    probe = [
        Step(
            call="tickets.tickets.create",
            args={"account": "Grace Hopper", "subject": "Billing"},
            expect_error=True,
        ),
        Step(finish="impossible", message="No such account as Grace Hopper."),
    ]
    refused = asyncio.run(run_episode(task, PlanAgent("careful", probe), agent_name="probe"))
    assert (refused.passed, refused.grade.claim if refused.grade else None) == (True, "impossible")
    assert [(e["operation"], e["status"]) for e in refused.ledger] == [("tickets.tickets.create", 404)]
    succeeds = [
        Step(call="tickets.accounts.list", args={}, expect_error=True),
        Step(finish="impossible", message="No such account as Grace Hopper."),
    ]
    wrong = asyncio.run(run_episode(task, PlanAgent("careful", succeeds), agent_name="probe"))
    assert wrong.grade is not None
    assert wrong.grade.claim == "failed"
    with pytest.raises(ValueError, match="'expect_error' marks a call the API refuses"):
        Step(call="tickets.accounts.list", expect_error=True, save="x", pick={"from": "data", "where": {}})


def test_a_plan_may_set_the_idempotency_key_and_it_travels_as_the_header() -> None:
    """As the tool schemas offer ``idempotency_key``: a plan step that sets it sends it as the key (never
    as a body parameter the API would refuse), so a repeated create is one customer and one replay."""
    from toolproof.tasks import tasks_from_data

    args = {"email": "ada@example.com", "name": "Ada", "idempotency_key": "onboard-ada"}
    create = {"call": "stripe.customers.create", "args": args}
    (task,) = tasks_from_data(
        {
            "id": "t.keyed",
            "services": ["stripe"],
            "instruction": "Create a customer for Ada (ada@example.com).",
            "expect": {
                "claim": "done",
                "changes": [{"added": "stripe_customers", "count": 1, "where": {"email": "ada@example.com"}}],
            },
            "oracle": [create, create, {"finish": "done", "message": "Created."}],
        }
    )
    result = asyncio.run(run_episode(task, PlanAgent("naive"), agent_name="naive"))
    assert result.passed, result.grade.explain() if result.grade else result.error
    assert [(e["status"], e["idempotency_key"], e["outcome"], e["params"]) for e in result.ledger] == [
        (200, "onboard-ada", "ok", {"email": "ada@example.com", "name": "Ada"}),
        (200, "onboard-ada", "replay", {"email": "ada@example.com", "name": "Ada"}),
    ]
