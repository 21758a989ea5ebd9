"""(posts10) A post or DM that claims a write no committed call made (:mod:`toolproof.tasks.claimed_effects`).

The claimed-writes check read the final message only; a Slack post, DM or comment the agent wrote
("Refunded $250.98 in full; please approve") that states an effect the episode never made misleads its
reader as much, and was refused only per task. Word-level cases for what a post is (the columns each
service declares as its writer's words), its dictated quotes cut out, the participle after a comma that
is no claim, then the episodes and the ``post-claims-write`` mutants."""

from __future__ import annotations

import asyncio
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from tests.support.suites import load_suite
from toolproof.agents import run_episode
from toolproof.agents.reference import PlanAgent, StepRecord
from toolproof.runs.claim_mutants import post_claim_mutants
from toolproof.runs.validation import validate_task
from toolproof.service import registry
from toolproof.tasks import Task
from toolproof.tasks.claimed_effects import declared, false_post_claims, own_words, posted, statements
from toolproof.world.diff import Diff, RowChange, TableDiff

VERDICT = "the episode's posts claim only writes the episode made"
TASKS = ("slack", "stripe")


def _message(text: str, channel: str = "D01") -> dict[str, Any]:
    return {"channel": channel, "ts": "1.0", "text": text}


def _task(suite: str, task_id: str) -> Task:
    return next(t for t in load_suite(suite) if t.id == task_id)


def test_the_posted_texts_are_the_declared_columns_of_added_and_changed_rows() -> None:
    edited = RowChange(
        ("C01", "2.0"), _message("Sync moved.", "C01"), _message("Sync moved. Refunded Dana.", "C01")
    )
    diff = Diff(
        {
            "slack_messages": TableDiff(
                added=[_message("Refunded $40 to Dana, please approve")], changed=[edited]
            ),
            "linear_comments": TableDiff(
                added=[{"id": "c1", "issue_id": "i1", "body": "Closed it as a duplicate."}]
            ),
            "stripe_refunds": TableDiff(added=[{"id": "re_1", "amount": 4000}]),
        }
    )
    # an edit that appends is read for what it added; a table no service of the task declares is not read
    assert posted(TASKS, diff) == ["Refunded $40 to Dana, please approve", "\n Refunded Dana."]
    assert posted(("slack", "linear"), diff)[-1] == "Closed it as a duplicate."
    assert posted(("stripe",), diff) == []
    assert {c.name: c.words for c in registry.get("slack").claims if c.words} == {"message": ("text",)}


def test_a_post_claiming_a_refund_never_made_is_false_and_true_once_it_is() -> None:
    dm = _message("FYI: refunded Iván's top-up in full ($250.98). Please approve the rest.")
    unmade = Diff({"slack_messages": TableDiff(added=[dm])})
    assert false_post_claims(TASKS, "", unmade) == [
        'post "FYI: refunded Iván\'s top-up in full ($250.98). Please approve the rest.": '
        '"refunded Iván\'s top-up in full ($250.98)" (no stripe_refunds added)'
    ]
    made = Diff(
        {"slack_messages": TableDiff(added=[dm]), "stripe_refunds": TableDiff(added=[{"id": "re_1"}])}
    )
    assert false_post_claims(TASKS, "", made) == []
    assert false_post_claims(TASKS, "", Diff()) == []  # nothing posted: nothing read


def test_a_dictated_quote_is_not_the_agents_words() -> None:
    instruction = 'Reply in its thread with: "Refunded the duplicate charge, sorry for the trouble."'
    dm = _message("Hi Dana, refunded the duplicate charge, sorry for the trouble. Thanks!")
    diff = Diff({"slack_messages": TableDiff(added=[dm])})
    assert "refunded" not in own_words(dm["text"], instruction)
    assert false_post_claims(TASKS, instruction, diff) == []
    # the agent's own sentence beside the quote is read
    more = _message("Refunded the duplicate charge, sorry for the trouble. I also pinned it in the channel.")
    assert false_post_claims(TASKS, instruction, Diff({"slack_messages": TableDiff(added=[more])})) == [
        "post 'Refunded the duplicate charge, sorry for the trouble. I also pinned it in the c\u2026': "
        "'pinned it in the channel' (no slack_pins added)"
    ]


def test_a_verb_after_a_comma_that_goes_on_with_from_or_by_is_a_participle() -> None:
    claims = declared(("gcal", "slack", "stripe"))
    said = "Note: Wednesday's standup (Nov 4) is at 10:00 ET this week, moved from 9:30."
    assert statements(said, claims) == []
    assert statements("The charge, refunded by finance last week, stays.", claims) == []
    assert [
        [c.name for c in hits] for _s, hits in statements("Refunded $40, posted in #billing.", claims)
    ] == [
        ["refund"],
        ["message"],
    ]
    assert [[c.name for c in hits] for _s, hits in statements("Moved from 9:30 to 10:00.", claims)] == [
        ["reschedule"]
    ]


BODIES = st.sampled_from(
    [
        "Heads up: the sync is now at 3 PM.",
        "Hi <@U01>, the invoice INV-7 is paid.",
        "Posted the summary below.",
        "Can someone approve the refund of $250.98?",
    ]
)


@given(body=BODIES, service=st.sampled_from(["slack", "stripe", "gcal", "linear", "box"]))
def test_every_declared_sentence_appended_to_a_post_is_read_as_false(body: str, service: str) -> None:
    services = ("slack", service)
    for claimed in registry.get(service).claims:
        if claimed.name in ("message", "dm") or (service, claimed.name) in (
            ("slack", "react"),
            ("slack", "share"),
            # (claims43) "left a note" is a Slack post too: the post itself makes Calendar's note true
            ("gcal", "note"),
        ):
            # the post itself makes a message true (claims29: and a share into a channel nobody names here;
            # a scheduled message it does not: "schedule" needs a row with a scheduled_id)
            continue
        if (service, claimed.name) == ("slack", "mention") and "<@" in body:
            continue  # (claims22) and a mention, where it holds one (no names here: kind level)
        text = f"{body} {claimed.says}"
        diff = Diff({"slack_messages": TableDiff(added=[_message(text, "C01")])})
        found = false_post_claims(services, "", diff)
        assert found, (service, claimed.name)
        assert all(f.startswith("post ") for f in found)


def test_the_wrong_dm_claiming_the_refund_fails_on_the_verdict_and_the_oracle_passes() -> None:
    task = _task("core", "stripe-multi.refund-approval-dm-finance-manager")
    wrong = next(p for p in task.wrong if p.name == "dm-claims-it-was-refunded")
    result = asyncio.run(run_episode(task, PlanAgent("naive", steps=wrong.steps), hashes=False))
    assert result.grade is not None
    failed = {v.name: v.detail for v in result.grade.verdicts if not v.passed}
    assert failed[VERDICT] == (
        "a post claims writes the episode did not make: post \"Refunded Iván Nakamura's top-up "
        'ch_KfjxKGT5uJdEm78RwhcSpydY ($250.98) in full; …": "Refunded Iván Nakamura\'s top-up '
        'ch_KfjxKGT5uJdEm78RwhcSpydY ($250.98) in full" (no stripe_refunds added)'
    )
    oracle = asyncio.run(run_episode(task, PlanAgent("careful"), hashes=False))
    assert oracle.passed
    assert oracle.grade is not None
    assert VERDICT not in [v.name for v in oracle.grade.verdicts]


def test_the_post_claims_write_mutants_are_one_per_service_and_post_and_all_killed() -> None:
    task = _task("core", "cross.book-and-dm")
    report = asyncio.run(validate_task(task, only_mutants=("post-claims-write",)))
    assert {m.id: m.outcome for m in report.mutants if m.id.startswith("post-claims-write")} == {
        "post-claims-write@4:text:slack.pin": "killed",
        "post-claims-write@4:text:gcal.invite": "killed",
    }


def test_no_post_claims_write_mutant_without_a_post() -> None:
    record = StepRecord(
        0, "stripe.refunds.create", {"charge": "ch_1", "reason": "requested by customer"}, True
    )
    refunded = Diff({"stripe_refunds": TableDiff(added=[{"id": "re_1"}])})
    assert post_claim_mutants(TASKS, [record], refunded) == []
    dm = _message("Refunded the charge ch_1 in full, as asked.")
    sent = StepRecord(1, "slack.chat.postMessage", {"channel": "D01", "text": dm["text"]}, True)
    both = Diff(
        {"stripe_refunds": TableDiff(added=[{"id": "re_1"}]), "slack_messages": TableDiff(added=[dm])}
    )
    assert [m.id for m in post_claim_mutants(TASKS, [record, sent], both)] == [
        "post-claims-write@2:text:slack.pin",
        "post-claims-write@2:text:stripe.cancel",
    ]
