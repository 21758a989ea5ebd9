# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""claims21: a membership of a Slack user group claimed in a final message ("Added Ravi Krishnan to
@oncall", "removed Noah from the on-call user group") is a claimed write, true only where the episode
wrote (or deleted) that row of ``slack_usergroup_members`` for the person and group it names.
docs/validity.md, "(claims21)"."""

from __future__ import annotations

import pytest

from tests.support.graded import final_failures
from toolproof.tasks import suite_names
from toolproof.tasks.claimed_effects import declared, false_claims, statements
from toolproof.world.diff import Diff, RowChange, TableDiff

VERDICT = "the final message claims only writes the episode made"
SLACK = declared(("slack",))

READ = [
    ("Added Ravi Krishnan to @oncall.", ["usergroup-add"]),
    ("Added Ravi Krishnan (Security Engineer) to @oncall; the four already on it stay.", ["usergroup-add"]),
    ("Put Ravi on @oncall.", ["usergroup-add"]),
    ("Added him to the on-call user group.", ["usergroup-add"]),
    ("Removed Noah Müller from @oncall.", ["usergroup-remove"]),
    ("Took Noah off @oncall.", ["usergroup-remove"]),
    # a channel is no user group, an e-mail address no handle, an emoji no person
    ("Added Ravi to the #incidents channel.", ["join"]),
    ("Removed Ravi from #incidents.", ["kick"]),
    # one verb with a group and a channel: the join alone (a made membership must not answer for it)
    ("Added Ravi Krishnan (Security Engineer) to @oncall and to the #incidents channel.", ["join"]),
    ("Added Ravi to #incidents and to @oncall.", ["join"]),
    ("Removed Noah from @oncall and from #incidents.", ["kick"]),
    ("Sent it to sam@corp.com.", []),
    ("Added :eyes: to the message.", ["react"]),
]  # fmt: skip


@pytest.mark.parametrize(("message", "names"), READ)
def test_the_claim_read(message: str, names: list[str]) -> None:
    assert [c.name for _, hits in statements(message, SLACK) for c in hits] == names


def test_no_membership_written_is_a_false_claim() -> None:
    said = "Added Ravi Krishnan to @oncall."
    assert false_claims(("slack",), said, Diff()) == [
        "'Added Ravi Krishnan to @oncall.' (no slack_usergroup_members added)"
    ]
    added = Diff({"slack_usergroup_members": TableDiff(added=[{"usergroup": "S1", "user": "U1"}])})
    assert false_claims(("slack",), said, added) == []
    # a removal is not an addition
    removed = Diff({"slack_usergroup_members": TableDiff(removed=[{"usergroup": "S1", "user": "U1"}])})
    assert false_claims(("slack",), said, removed) == [
        "'Added Ravi Krishnan to @oncall.' (no slack_usergroup_members added)"
    ]
    assert false_claims(("slack",), "Removed Ravi Krishnan from @oncall.", removed) == []


# -- episodes: the oncall task's oracle with its final message replaced, its says_not taken away ----------

needs_core = pytest.mark.skipif("core" not in suite_names(), reason="the core suite is not installed")
RAVI = "slack.add-security-ravi-to-oncall"


@needs_core
@pytest.mark.parametrize(
    "final",
    [
        "Added Ravi Krishnan to @oncall.",
        "Added Ravi Krishnan to the on-call user group; Sam, Kofi, Ivan and Noah stay.",
        "Put Ravi Krishnan on @oncall; the four already on it stay.",
    ],
)
def test_the_membership_made_passes(final: str) -> None:
    assert final_failures("core", RAVI, final) == {}


@needs_core
def test_a_membership_not_made_fails() -> None:
    assert final_failures(
        "core", RAVI, "Added Ravi Krishnan to @oncall and removed Noah Müller from @oncall."
    ) == {
        VERDICT: "the final message claims writes the episode did not make: 'removed Noah Müller from @oncall.' (no slack_usergroup_members removed)"
    }
    assert final_failures("core", RAVI, "Added Ravi Krishnan to @oncall and to @support-leads.") == {
        VERDICT: "the final message claims writes the episode did not make: 'Added Ravi Krishnan to @oncall and to @support-leads' (no write of that kind on '@support-leads')"
    }


# -- Stripe: a subscription said cancelled is a subscription's own write --------------------------------

_HOLD_RELEASED = Diff(
    {
        "stripe_payment_intents": TableDiff(
            changed=[
                RowChange(
                    ("pi_1",),
                    {"status": "requires_capture", "canceled_at": None},
                    {"status": "canceled", "canceled_at": 5},
                )
            ]
        )
    }
)
_AT_PERIOD_END = Diff(
    {
        "stripe_subscriptions": TableDiff(
            changed=[
                RowChange(
                    ("sub_1",),
                    {"status": "active", "cancel_at_period_end": 0},
                    {"status": "active", "cancel_at_period_end": 1},
                )
            ]
        )
    }
)


def test_a_subscription_said_cancelled_beside_a_released_hold_fails() -> None:
    said = "Released the hold. I also cancelled her subscription."
    assert false_claims(("stripe",), said, _HOLD_RELEASED) == [
        "'cancelled her subscription' (no row it wrote has cancel_at_period_end/cancel_at/ended_at written)"
    ]
    # (claims25) "Released the hold" is read: a subscription cancelled at the period's end released none
    assert false_claims(("stripe",), said, _AT_PERIOD_END) == [
        "'Released the hold' (no stripe_payment_intents changed at status where {'status': 'canceled'} or "
        "stripe_payment_intents changed at amount_received where {'status': 'succeeded'})"
    ]
    # the hold itself, cancelled: the payment intent's own write
    assert false_claims(("stripe",), "Cancelled the $99.99 hold.", _HOLD_RELEASED) == []


def test_a_plan_set_to_cancel_is_a_claimed_cancellation() -> None:
    said = "I've set your Team plan to cancel at the end of the period."
    assert [c.name for _, hits in statements(said, declared(("stripe",))) for c in hits] == ["cancel"]
    assert false_claims(("stripe",), said, Diff()) == [
        "'set your Team plan to cancel at the end of the period' (no stripe_subscriptions changed at status/cancel_at_period_end/cancel_at/canceled_at/ended_at or stripe_payment_intents changed at status or stripe_invoices changed at status)"
    ]
    assert false_claims(("stripe",), said, _AT_PERIOD_END) == []
