""" "State it before the yes": a ``confirm_before`` item may say what the confirmation itself must state.

The policy "tell the customer the exact amount before they confirm" is checked on the request the yes
answered and on what the agent said since the previous write, not on everything it told: naming the
amount only after the refund fails. Plain strings stay items that state nothing in particular.
"""

from __future__ import annotations

import asyncio
from functools import cache

import pytest

from tests.support.suites import task_map
from toolproof.agents.reference import PlanAgent
from toolproof.agents.run import EpisodeResult, run_episode
from toolproof.tasks import Task
from toolproof.tasks.catalog import unavailable
from toolproof.tasks.conversation import ConfirmBefore, Transcript, Turn, UserSpec

# -- the format ---------------------------------------------------------------------------------


def test_a_plain_string_is_an_item_that_states_nothing() -> None:
    spec = UserSpec.model_validate(
        {"confirm_before": ["stripe.refunds.*", {"op": "stripe.invoices.pay", "stating": ["29.00"]}]}
    )
    first, second = spec.confirm_before
    assert first == ConfirmBefore(op="stripe.refunds.*")
    assert first.stating == []
    assert second.op == "stripe.invoices.pay"
    assert [f.any for f in second.stating] == [["29.00"]]


@pytest.mark.parametrize(
    ("item", "message"),
    [
        ({"stating": ["1"]}, "confirm_before.0.op"),
        ({"op": ""}, "confirm_before.0.op"),
        ({"op": "x", "stating": [{"label": "empty"}]}, "a fact needs at least one form"),
        ({"op": "x", "saying": ["1"]}, "Extra inputs are not permitted"),
    ],
)
def test_a_bad_item_is_refused_with_the_field(item: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError, match=message.replace(".", r"\.")):
        UserSpec.model_validate({"confirm_before": [item]})


# -- which words count as "before the yes" --------------------------------------------------------


def _transcript(*turns: tuple[str, str, int, bool]) -> Transcript:
    """(role, text, ledger_seq, confirm-or-yes) each: for an agent turn the flag says it asks to
    confirm, for a user turn that it says yes."""
    out = Transcript()
    for role, text, seq, flag in turns:
        if role == "agent":
            out.turns.append(Turn("agent", text, seq, question=flag, confirm=flag))
        else:
            out.turns.append(Turn("user", text, seq, said_yes=flag))
    return out


def test_the_window_is_the_request_the_yes_answered_and_what_came_since_the_previous_write() -> None:
    t = _transcript(
        ("agent", "Order #1 was $20.", 2, False),
        ("user", "ok", 2, False),
        ("agent", "Shall I refund $5 now?", 3, True),
        ("user", "yes", 3, True),
        # ledger 3: a refund; ledger 4: a read
        ("agent", "Also $7 of order #2?", 5, True),
        ("user", "yes", 5, True),
        ("agent", "Done: $7 refunded.", 7, False),
    )
    assert t.confirmation(3, writes=[3]) == "Order #1 was $20.\nShall I refund $5 now?"
    # the second write's yes: only what the agent said after the first write counts
    assert t.confirmation(6, writes=[3, 6]) == "Also $7 of order #2?"
    assert t.confirmation(2, writes=[3]) is None  # no yes before ledger position 2
    assert t.confirmed_at() == 3


def test_only_a_yes_to_a_confirmation_request_counts_and_the_last_one_before_the_write() -> None:
    t = _transcript(
        ("agent", "What's the amount?", 0, False),
        ("user", "yes", 0, True),  # a yes to an open question confirms nothing
        ("agent", "Refund $5, OK?", 1, True),
        ("user", "Actually make it $9.", 1, False),
        ("agent", "Go ahead then?", 1, True),
        ("user", "yes", 1, True),
    )
    assert t.confirmation(1) == "What's the amount?\nRefund $5, OK?\nGo ahead then?"


def test_a_yes_before_the_required_facts_does_not_count() -> None:
    t = _transcript(
        ("agent", "Is it OK if I look into your order, $5?", 0, True),
        ("user", "yes", 0, True),
        ("agent", "What's your email?", 0, False),
    )
    t.turns.append(Turn("user", "ada@example.com", 0, revealed=["email"]))
    assert t.confirmation(1) == "Is it OK if I look into your order, $5?"
    assert t.confirmation(1, after=["email"]) is None


# -- the tasks whose policy says "the exact amount (the new wording) before the yes" ---------------

TASKS = task_map(["conversations"])
BEFORE_THE_YES = {
    "talk-stripe.refund-whole-order-after-all": ("the amount to be refunded ($49.93)", "stripe.refunds.*"),
    "talk-stripe.pay-overdue-invoice": ("the amount to be charged ($29.00)", "stripe.invoices.pay"),
    "talk-stripe.refund-rest-of-order-wrong-number": (
        "the amount to be refunded ($5.15)",
        "stripe.refunds.*",
    ),
    "talk-stripe.ticket-refund-corrected": ("the amount to be refunded ($5.16)", "stripe.refunds.*"),
    # the same kind of policy on other writes: read the new address / wording back before the yes
    "talk-stripe.change-email-novice": (
        "the new address read back (ana.silva.lisboa@example.com)",
        "stripe.customers.update",
    ),
    "talk-slack.topic-change-of-mind": (
        "the new wording read back (IC Ravi Krishnan)",
        "slack.conversations.setTopic",
    ),
    "talk-slack.cancel-the-corrected-reminder": (
        "which message is about to be cancelled (the postmortem follow-up)",
        "slack.chat.deleteScheduledMessage",
    ),
}


def _task(task_id: str) -> Task:
    if not TASKS:
        pytest.skip("the conversations suite is not installed")
    task = TASKS[task_id]
    missing = unavailable([task])
    if missing:
        pytest.skip("; ".join(f"{name}: {why}" for name, why in missing.items()))
    return task


def _before_the_yes(task: Task) -> list[str]:
    """The task's wrong plans marked "(before the yes)": they state the fact only after the write."""
    return [p.name for p in task.wrong if "(before the yes)" in p.description]


@cache
def _play(task_id: str, plan: str) -> EpisodeResult:
    task = TASKS[task_id]
    steps = (
        task.oracle
        if plan == "oracle"
        else next(p.steps for p in [*task.wrong, *task.alternates] if p.name == plan)
    )
    return asyncio.run(run_episode(task, PlanAgent("careful", steps=steps), agent_name=plan, hashes=False))


@pytest.mark.parametrize("task_id", sorted(BEFORE_THE_YES))
def test_the_policy_is_a_stating_item(task_id: str) -> None:
    task = _task(task_id)
    label, op = BEFORE_THE_YES[task_id]
    assert task.user is not None
    (item,) = task.user.confirm_before
    assert item.op == op
    assert [f.name() for f in item.stating] == [label]
    assert len(_before_the_yes(task)) == 1


@pytest.mark.parametrize("task_id", sorted(BEFORE_THE_YES))
def test_the_oracle_states_it_before_the_yes(task_id: str) -> None:
    _task(task_id)
    label, op = BEFORE_THE_YES[task_id]
    grade = _play(task_id, "oracle").grade
    assert grade is not None
    assert grade.passed
    names = {v.name: v.passed for v in grade.verdicts}
    assert names[f"confirmation stated {label} before {op}"] is True


@pytest.mark.parametrize("task_id", sorted(BEFORE_THE_YES))
def test_naming_the_amount_only_after_the_write_fails_on_that_verdict_alone(task_id: str) -> None:
    task = _task(task_id)
    label, op = BEFORE_THE_YES[task_id]
    (plan,) = _before_the_yes(task)
    grade = _play(task_id, plan).grade
    assert grade is not None
    failed = [(v.name, v.detail) for v in grade.verdicts if not v.passed]
    assert failed == [(f"confirmation stated {label} before {op}", "told, but not before the yes")]
