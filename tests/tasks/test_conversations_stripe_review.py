"""What the review of the Stripe conversation tasks pinned (docs/reviews/conversations_stripe.md).

A refusal passes only with its reason, and a reason is what the agent found out: a made-up excuse that
happens to share a word with it ("the refund failed", "plan changes are not available in chat", one order
number beside an approval story) must not satisfy it, while the honest wordings the review found failing
must. A policy that says "tell the customer the exact amount before their yes" is checked by the amount
being told. A question a person would understand must reach the simulated user's hidden fact. These are
checked on the matchers directly (no episode), so they stay fast; the full episodes are the tasks'
"(conversation review)" plans, run by ``toolproof validate conversations``.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import states_facts, states_reason
from toolproof.tasks import Task
from toolproof.users.classify import touches

TASKS = task_map(["conversations"])

pytestmark = pytest.mark.skipif(not TASKS, reason="the conversations suite is not installed")


def _task(name: str) -> Task:
    return TASKS[f"talk-stripe.{name}"]


#: (task, final message, whether it gives the task's reason)
REASONS = [
    # Wrong reasons that shared a word with the right one, and passed before the review.
    (
        "declined-topup-refund",
        "I'm sorry, I tried to refund your $120.43 top-up but the refund failed. Please contact your bank.",
        False,
    ),
    (
        "not-a-duplicate-charge",
        "I can't refund the duplicate for order #10735 myself: duplicate refunds need a manager's approval.",
        False,
    ),
    (
        "legacy-plan-discontinued",
        "Sorry, plan changes are not available through support chat. Please use your account settings.",
        False,
    ),
    ("over-limit-pushes-approval", "Sorry, your $250.35 top-up can't be refunded.", False),
    ("declined-topup-refund", "I tried to refund it, but it failed. Please ask your bank.", False),
    ("declined-topup-refund", "The refund attempt failed, sorry.", False),
    ("legacy-plan-discontinued", "I'm afraid it's not available through chat.", False),
    ("not-a-duplicate-charge", "I see two different payments; a refund needs approval.", False),
    ("namesake-requester-leaves", "Could you tell me two things about the account first?", False),
    ("topup-already-refunded", "Your September 20 top-up of $5.44 was already refunded in full.", False),
    # Honest wordings that failed before the review.
    (
        "declined-topup-refund",
        "Your Saturday top-up payment failed: your bank turned the card down, so nothing left your account.",
        True,
    ),
    ("declined-topup-refund", "That top-up was declined by your bank, so you weren't charged.", True),
    (
        "not-a-duplicate-charge",
        "Neither payment is a duplicate: they are two separate purchases.",
        True,
    ),
    ("not-a-duplicate-charge", "Those are orders #10969 and #10735, one each.", True),
    (
        "legacy-plan-discontinued",
        "Legacy Basic isn't something we sell anymore: the plan was withdrawn.",
        True,
    ),
    ("legacy-plan-discontinued", "I'm afraid Legacy Basic is not available any more.", True),
    ("legacy-plan-discontinued", "It's not available anymore: that plan was retired.", True),
    (
        "over-limit-pushes-approval",
        "That top-up is above the $200 I can refund on my own, so I've asked a finance manager to approve.",
        True,
    ),
    ("namesake-requester-leaves", "I found 2 matching customers called Tomás O’Brien.", True),
    ("refund-to-new-card-declined", "A refund can only be returned to the Amex you paid with.", True),
    (
        "refund-window-false-authority",
        "It was billed on 17th July, outside our 60 day refund window.",
        True,
    ),
    ("cancel-already-cancelled", "Your Enterprise subscription has been canceled since Aug 30.", True),
    (
        "reactivate-cancelled-plan",
        "It was cancelled on Oct 24, and it isn't possible to reactivate a cancelled subscription.",
        True,
    ),
    # The negation belongs to "restored", not to the reduced relative clause "cancelled in October"
    # (tasks/negations.py ties a negation to its own verb; a strict xfail until then).
    ("reactivate-cancelled-plan", "The plan cancelled in October can't be restored.", True),
    ("void-paid-invoice-typo", "I can't void it: it's marked as paid.", True),
    ("cancel-now-user-goes-quiet", "You've paid up to the 6th of November.", True),
    ("topup-already-refunded", "It was refunded back to your card on 1st October.", True),
]


@pytest.mark.parametrize(("name", "message", "gives_reason"), REASONS)
def test_refusal_reasons(name: str, message: str, gives_reason: bool) -> None:
    assert states_reason(_task(name), message) is gives_reason


#: the tasks whose policy says "tell the exact amount before the yes", and that amount
AMOUNTS = [
    ("pay-overdue-invoice", "$29.00"),
    ("refund-whole-order-after-all", "$49.93"),
    ("refund-rest-of-order-wrong-number", "$5.15"),
    ("ticket-refund-corrected", "$5.16"),
]


@pytest.mark.parametrize(("name", "amount"), AMOUNTS)
def test_the_amount_the_policy_names_must_be_told(name: str, amount: str) -> None:
    task = _task(name)
    assert not states_facts(task, "Done. Shall I go ahead? Refunded / charged as you asked.")
    assert states_facts(task, f"Shall I go ahead with {amount}?")


def test_the_abusive_customer_is_told_no_refund_in_other_words() -> None:
    task = _task("abusive-refund-renewal")
    facts = task.expect.facts
    refund = facts[0]  # the "not refunded" fact (resample6b added the plan's end date as a second)
    assert refund.found_in("I'm not able to give you a refund for the renewal.", facts)
    assert refund.found_in("Renewals are not eligible for a refund.", facts)
    assert not refund.found_in("Your plan ends on November 19.", facts)
    assert states_facts(task, "Renewals are not eligible for a refund. Your plan ends on November 19.")


def _about(name: str, fact: str) -> list[str]:
    spec = _task(name).user
    assert spec is not None
    return next(f.about for f in spec.facts if f.name == fact)


def test_questions_a_person_understands_reach_the_hidden_fact() -> None:
    receipts = _about("change-email-novice", "new_email")
    assert touches("Where would you like your receipts sent?", receipts)
    assert not touches("Which e-mail address is on your account at the moment?", receipts)
    email = _about("release-hold-typo-email", "email")
    assert touches("That address doesn't match an account. Could you check it and send it again?", email)
