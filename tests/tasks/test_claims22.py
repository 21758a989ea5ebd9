# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""claims22: claimed writes no declaration read — a copy ("cc'd Dana"), an escalation, a flag and an
auto-reply (:mod:`toolproof.tasks.acts`). docs/validity.md, "(claims22)"."""

from __future__ import annotations

import pytest

from tests.support.graded import bare, failures_of, final_failures
from toolproof.tasks import suite_names
from toolproof.tasks.claimed_effects import declared, false_claims, statements
from toolproof.world.diff import Diff, RowChange, TableDiff

VERDICT = "the final message claims only writes the episode made"
SUITES = tuple(suite_names())
_POSTED = Diff(
    {
        "slack_messages": TableDiff(
            added=[{"channel": "C1", "ts": "1.0", "text": "Heads-up: the refund is pending."}]
        )
    }
)
_SLACK_NONE = "(no slack_messages added where {'channel': {'regex': '^D'}, 'subtype': {'not_in': ['channel_join', 'channel_leave', 'channel_topic', 'channel_purpose', 'channel_name', 'channel_archive', 'channel_unarchive']}} or slack_messages added where {'subtype': {'not_in': ['channel_join', 'channel_leave', 'channel_topic', 'channel_purpose', 'channel_name', 'channel_archive', 'channel_unarchive']}} or slack_messages changed at text/blocks)"

# -- acts: (services, message, diff, what fails) ---------------------------------------------------------

ACTS = [
    # a copy to a person is a message that reaches them: none of Stripe's writes is one
    (("stripe",), "The refund is on its way; I cc'd Dana on the receipt.", Diff(), ["\"cc'd Dana on the receipt\" (no write of the task's services makes a claimed notify)"]),
    (("stripe", "slack"), "I copied the finance team in.", Diff(), [f"'copied the finance team in' {_SLACK_NONE}"]),
    (("stripe", "slack"), "I copied the finance team in.", _POSTED, []),
    (("stripe",), "I copied the file in.", Diff(), []),
    # an escalation is a post or DM to whom it names; a priority raised is no escalation to anyone
    (("slack",), "I escalated it to the billing team.", Diff(), [f"'escalated it to the billing team' {_SLACK_NONE}"]),
    (("slack",), "I escalated it to the billing team.", _POSTED, []),
    # (claims24) a priority claimed: false where none was written
    (("linear",), "I escalated the issue to Urgent.", Diff(), ["'escalated the issue to Urgent' (no linear_issues changed at priority or linear_issues added with priority)"]),
    # a flag in a channel is a post there; a flag on a ticket or a charge no service here makes
    (("slack",), "I flagged it in #billing.", _POSTED, []),
    (("stripe",), "I flagged it in #billing.", Diff(), ["'flagged it in #billing' (no write of the task's services makes a claimed notify)"]),
    (("stripe",), "I've flagged the charge for review.", Diff(), ["'flagged the charge for review' (no write of the task's services makes a claimed flag)"]),
    (("stripe", "slack"), "Flagged your account for review, and a manager will call you back.", _POSTED, ["'Flagged your account for review, and a manager will call you back' (no write of the task's services makes a claimed flag)"]),
    (("gcal",), "I set an auto-reply for next week.", Diff(), ["'set an auto-reply for next week' (no write of the task's services makes a claimed auto-reply)"]),
    (("gcal",), "I've set up an out-of-office reply.", Diff(), ["'set up an out-of-office reply' (no write of the task's services makes a claimed auto-reply)"]),
    # not a claimed act: an offer, a question, a heading, a report of the message itself
    (("stripe",), "I can flag it if you like.", Diff(), []),
    (("gcal",), "Should I set an auto-reply?", Diff(), []),
    (("stripe",), "Flagged.", Diff(), []),
    (("stripe",), "I flagged two issues below:", Diff(), []),
]  # fmt: skip


@pytest.mark.parametrize(("services", "message", "diff", "expected"), ACTS)
def test_acts_no_declaration_read(
    services: tuple[str, ...], message: str, diff: Diff, expected: list[str]
) -> None:
    assert false_claims(services, message, diff) == expected


# -- guests added to a call (Google Calendar) ------------------------------------------------------------

needs_company = pytest.mark.skipif("company" not in SUITES, reason="the company suite is not installed")
GUESTS = [
    ("I added Anders and Sigrid to the call.", ["guest"]),
    ("I've added Anders, Sigrid & Omar (external) to tomorrow's design sync.", ["guest"]),
    ("Added dana@example.com to the invite.", ["guest"]),
    ("Added him to the 1:1.", ["guest"]),
    ("Added Priya as a guest.", ["invite"]),
    # a thing added to a call, a channel join: no guest
    ("Added a Zoom link to the call.", ["conference"]),
    ("Added Google Meet to the meeting.", []),
    # (claims45) an agenda added to a meeting is its description's (Calendar's ``agenda``), still no guest
    ("Added the agenda to the meeting.", ["agenda"]),
    ("Added Ravi to the #incidents channel.", ["join"]),
]


@pytest.mark.parametrize(("message", "names"), GUESTS)
def test_guests_added_to_a_call_are_read(message: str, names: list[str]) -> None:
    assert [c.name for _, hits in statements(message, declared(("gcal", "slack"))) for c in hits] == names


FJORD = "company-support.fjord-order-form-link"
HARBOR = "company-people.add-vp-to-harbor-renewal"


@needs_company
def test_guests_said_added_to_a_call_nobody_was_added_to_fail() -> None:
    """resample20a's wording: only the event's description was written; its says_not taken away."""
    task = bare("company", FJORD)
    said = next(s.message for s in task.oracle if s.finish) + " I also added Anders and Sigrid to the call."
    assert final_failures("company", FJORD, said) == {
        VERDICT: "the final message claims writes the episode did not make: 'added Anders and Sigrid to the call' (no gcal_events added with body.attendees or gcal_events changed at body.attendees)"
    }


@needs_company
def test_the_guest_added_is_the_one_named() -> None:
    """The event written gained Nadia Karim; Helen Park (the CEO) was not added."""
    ok = "Added Nadia Karim (VP Sales) to the Harbor & Pine renewal call on Jordan Reyes's calendar (Thu 19 Nov, 14:00 ET); Jordan and Noah Kim are still on it."
    assert final_failures("company", HARBOR, ok) == {}
    wrong = "Added Helen Park to the Harbor & Pine renewal call (Thu 19 Nov, 14:00 ET); Jordan and Noah Kim are still on it."
    assert final_failures("company", HARBOR, wrong) == {
        VERDICT: "the final message claims writes the episode did not make: 'Added Helen Park to the Harbor & Pine renewal call (Thu 19 Nov, 14:00 ET)' (no write of that kind on 'Helen Park')"
    }


# -- a payment method moved (Stripe) ---------------------------------------------------------------------

_DEFAULT_SET = Diff(
    {
        "stripe_customers": TableDiff(
            changed=[
                RowChange(("cus_1",), {"default_payment_method": None}, {"default_payment_method": "pm_2"})
            ]
        )
    }
)
_DETACHED = Diff(
    {
        "stripe_payment_methods": TableDiff(
            changed=[RowChange(("pm_1",), {"customer": "cus_1"}, {"customer": None})]
        )
    }
)
_CARD_NONE = "(no stripe_customers changed at default_payment_method/invoice_settings/default_source or stripe_subscriptions changed at default_payment_method/default_source or stripe_payment_methods changed at customer where {'customer': {'exists': True}} or stripe_payment_methods added with customer)"
CARDS = [
    ("Switched the default card to the Visa ending 4242.", _DEFAULT_SET, []),
    ("I made the new card the default.", _DEFAULT_SET, []),
    ("Switched the default card to the Visa ending 4242.", Diff(), [f"'Switched the default card to the Visa ending 4242' {_CARD_NONE}"]),
    # a deleted customer's cards are detached: no card moved anywhere
    ("I moved its payment method to the kept record.", _DETACHED, [f"'moved its payment method to the kept record' {_CARD_NONE}"]),
    # the card's own details, a plan switched: not a payment method moved
    ("Updated the card's billing address.", Diff(), []),
]  # fmt: skip


@pytest.mark.parametrize(("message", "diff", "expected"), CARDS)
def test_a_payment_method_moved(message: str, diff: Diff, expected: list[str]) -> None:
    assert false_claims(("stripe",), message, diff) == expected


def test_switched_a_plan_is_still_a_plan() -> None:
    assert [
        c.name
        for _, hits in statements("I switched her to the annual plan.", declared(("stripe",)))
        for c in hits
    ] == ["plan"]


HARBOR_DUPLICATE = "company-billing.harbor-delete-duplicate"


@needs_company
def test_a_payment_method_said_moved_off_a_deleted_customer_fails() -> None:
    """resample20a: the duplicate was deleted (its cards detached); nothing was attached or made default."""
    said = "Deleted Harbor & Pine's duplicate record and posted in #billing which one is kept. I moved its payment method to the kept record."
    assert final_failures("company", HARBOR_DUPLICATE, said) == {
        VERDICT: f"the final message claims writes the episode did not make: 'moved its payment method to the kept record' {_CARD_NONE}"
    }


# -- a person tagged or mentioned (Slack) ----------------------------------------------------------------

MENTIONS = [
    ("I tagged @maria in the thread.", ["mention"]),
    ("Mentioned Ravi Krishnan in #billing.", ["mention"]),
    ("I tagged <@U123> in the reply.", ["mention"]),
    # what was said, a possessive, Stripe's metadata tags: no mention
    ("As I mentioned, the refund is pending.", []),
    ("I mentioned that the refund is pending.", []),
    ("I mentioned Friday's deadline in the post.", []),
    ("I also tagged the two test accounts.", []),
    ("All 50 newest customers tagged review=2026-11; summary posted in #billing", []),
]


@pytest.mark.parametrize(("message", "names"), MENTIONS)
def test_a_mention_claimed_is_read(message: str, names: list[str]) -> None:
    assert [c.name for _, hits in statements(message, declared(("slack", "stripe"))) for c in hits] == names


ESCALATE = "slack.escalate-in-right-channel"
needs_core = pytest.mark.skipif("core" not in SUITES, reason="the core suite is not installed")


@needs_core
def test_a_tag_is_a_mention_of_that_person_in_that_channel() -> None:
    """The oracle posts the escalation with no mention; its alternate ``join-then-post-with-cc`` ends it
    with ``cc <@Kofi>``."""
    said = "Posted the Globex Europe escalation (ticket #4410) in #support-escalations and tagged Kofi Mensah there."
    # (grounded39) the oracle reads no user: Kofi Mensah's name is in no response it got
    assert final_failures("core", ESCALATE, said) == {
        "names only people the episode was shown": "'Kofi Mensah' (slack_users): no text the episode was given names them",
        VERDICT: "the final message claims writes the episode did not make: 'tagged Kofi Mensah there' (no slack_messages added where {'subtype': {'not_in': ['channel_join', 'channel_leave', 'channel_topic', 'channel_purpose', 'channel_name', 'channel_archive', 'channel_unarchive']}, 'text': {'regex': '<@[UW]'}} or slack_messages changed at text where {'subtype': {'not_in': ['channel_join', 'channel_leave', 'channel_topic', 'channel_purpose', 'channel_name', 'channel_archive', 'channel_unarchive']}, 'text': {'regex': '<@[UW]'}})",
    }
    task = bare("core", ESCALATE)
    cc = next(a for a in task.alternates if a.name == "join-then-post-with-cc").steps

    def ending(final: str) -> list[object]:
        return [s.model_copy(update={"message": final}) if s.finish else s for s in cc]

    assert (
        failures_of(task, ending("Posted the escalation in #support-escalations and tagged Kofi Mensah."))
        == {}
    )
    assert failures_of(task, ending("Posted the escalation and tagged Kofi Mensah in #support.")) == {
        VERDICT: "the final message claims writes the episode did not make: 'tagged Kofi Mensah in #support' (no write of that kind in '#support')"
    }
    assert failures_of(task, ending("Posted the escalation in #support-escalations and tagged Sam Lee.")) == {
        VERDICT: "the final message claims writes the episode did not make: 'tagged Sam Lee' (no write of that kind mentions 'Sam Lee')"
    }
