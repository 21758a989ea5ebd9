"""Every refusal in the `core` suite is grounded: the reason counts only if the agent read what proves it.

The oracle's own final message states the true reason, so an agent that never made a call but sent
that message word for word would pass on words alone. Each refusal task lists `expect.evidence` (the
object whose id it must have received, or the lookups that show something does not exist); these tests
replay the oracle's filled message with zero calls and check it fails on exactly those verdicts, while
the oracle, which read them, passes every one.
"""

from __future__ import annotations

import asyncio
from functools import cache

import pytest

from tests.support.suites import load_suite
from toolproof.agents.episode import Episode
from toolproof.agents.reference import PlanAgent
from toolproof.agents.run import EpisodeResult, run_episode
from toolproof.tasks import Grade, Task, resolve_refs, suite_names
from toolproof.world import World

CORE = load_suite("core") if "core" in suite_names() else []
REFUSALS = [t for t in CORE if set(t.expect.claims) - {"done"}]
BY_ID = {t.id: t for t in REFUSALS}
GROUNDED = "refusal is grounded: "
#: (gtmut9) a refusal's dates, times and amounts are checked against what the episode received;
#: (values11) so are its card digits, field values and the replies it reports; (ids18) and its ids
UNREAD_VALUES = {
    "the final message states no date or time the episode does not show",
    "the final message states no amount the episode does not show",
    "the final message states no card digits the episode does not show",
    "the final message states no field value the episode does not show",
    "the final message claims no reply from someone who said nothing",
    # (ids18) and the object ids it names ("sub_…", "price_…"): none was shown without the reads
    "the final message names no id the episode did not show",
    # (grounded39) and the people it names: without the reads, nobody's name was shown
    "names only people the episode was shown",
    # (claims39) and a refusal it says a service gave ("Box refused"): without the calls, none was received
    "the final message claims no refusal the episode did not receive",
    # (grounded40) and the ids, tickets, titles and field values it states ("private", "deactivated",
    # "cancelled"): without the reads, no response held them
    "states only ids, tickets, titles and fields the episode was shown",
}


def graded(result: EpisodeResult) -> Grade:
    assert result.grade is not None, result.error
    return result.grade


@cache
def oracle_grade(task_id: str) -> Grade:
    """The careful oracle's grade, once per task (its filled claim and message are replayed below)."""
    return graded(asyncio.run(run_episode(BY_ID[task_id], PlanAgent("careful"), agent_name="oracle")))


def silent(task: Task, claim: str, message: str) -> EpisodeResult:
    """An agent that makes no call and finishes with ``claim`` and ``message``."""

    async def agent(episode: Episode) -> None:
        episode.finish(claim, message)

    return asyncio.run(run_episode(task, agent, agent_name="oracle-message-no-reads"))


def replay_without_reads(task: Task) -> tuple[Grade, EpisodeResult]:
    oracle = oracle_grade(task.id)
    assert oracle.claim is not None
    assert oracle.message
    return oracle, silent(task, oracle.claim, oracle.message)


def test_every_refusal_task_of_core_names_its_evidence() -> None:
    assert len(REFUSALS) >= 40
    missing = [t.id for t in REFUSALS if not t.expect.evidence and not t.expect.no_evidence_because]
    assert missing == []


@pytest.mark.parametrize("task", REFUSALS, ids=[t.id for t in REFUSALS])
def test_the_oracle_is_grounded_and_its_message_alone_is_not(task: Task) -> None:
    oracle, result = replay_without_reads(task)
    assert oracle.passed, oracle.explain()
    grounded = {v.name for v in oracle.verdicts if v.name.startswith(GROUNDED)}
    assert len(grounded) == len(task.expect.evidence)

    assert result.calls == 0
    assert result.ledger == []
    grade = graded(result)
    assert not grade.passed
    failed = {v.name for v in grade.failures}
    assert grounded <= failed, grade.explain()
    reasons = [v for v in grade.verdicts if v.name.startswith("refusal gives the reason")]
    assert reasons, grade.explain()
    assert all(v.passed for v in reasons), grade.explain()
    if task.expects_no_change:
        # The same words on the same (unchanged) state: only the evidence is missing (and, gtmut9, the
        # grounds of the dates, times and amounts the words state, which no read received either).
        assert failed - UNREAD_VALUES == grounded, grade.explain()


def test_a_grounding_verdict_names_what_was_never_received() -> None:
    task = BY_ID["stripe.refund-outside-policy-window"]
    _, result = replay_without_reads(task)
    (verdict,) = [v for v in graded(result).verdicts if v.name.startswith(GROUNDED)]
    assert verdict.name == "refusal is grounded: read the $99.62 top-up (its date)"
    assert not verdict.passed
    world = World(task.services, seed=task.seed, fixture=task.fixture)
    charge = resolve_refs(task, world.fixture.reference())["charge"]
    assert verdict.detail.startswith(
        f"the agent never received {charge} (0 response(s) received of 0 call(s)"
    )


def test_a_lookup_that_finds_nothing_grounds_a_not_found_refusal() -> None:
    """For "no such customer" the proof is the search itself: one answered lookup, then the refusal."""
    task = BY_ID["stripe.unknown-customer"]
    lookup_only = PlanAgent("careful", steps=[task.oracle[0], task.oracle[-1]], label="one-lookup")
    grade = graded(asyncio.run(run_episode(task, lookup_only, agent_name="one-lookup")))
    assert grade.passed, grade.explain()

    _, result = replay_without_reads(task)
    (verdict,) = [v for v in graded(result).verdicts if v.name.startswith(GROUNDED)]
    assert not verdict.passed
    lookups = (
        "stripe.customers.list(email='grace.hopper@navy.example'), "
        "stripe.customers.search(query regex '(?i)hopper')"
    )
    assert verdict.detail == f"no answered call of {lookups} (0 attempted)"


def test_both_look_alikes_must_have_been_seen() -> None:
    """ "Two customers are named Bo Haddad" is grounded only by having received both of them."""
    task = BY_ID["stripe.ambiguous-customer-refund"]
    names = [v.name for v in oracle_grade(task.id).verdicts if v.name.startswith(GROUNDED)]
    assert names == [
        "refusal is grounded: found the Bo Haddad at bohaddad112@example.com",
        "refusal is grounded: found the Bo Haddad at bohaddad119@example.com",
    ]
