"""Refusals and questions held to the grounded value checks (gtmut9): the ``wrong-amount``,
``wrong-date`` and ``wrong-time`` mutants of oracles that finish ``impossible`` or ``need_info``,
the grader reading their messages, and the per-task fixes for the slips no generic check can tell
from an honest answer (docs/validity.md, "A refusal's and a question's values")."""

from __future__ import annotations

import datetime as dt

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.support.mutants import assert_says_not_refuses
from toolproof.runs.amount_mutants import wrong_amount_mutants
from toolproof.runs.moment_mutants import wrong_moment_mutants
from toolproof.tasks import moments
from toolproof.tasks.amounts import false_amounts, ground_episode
from toolproof.tasks.grader import without_proposals


def test_a_refusal_gets_the_value_mutants_in_its_own_words() -> None:
    final = "It was $250.52, above the $200 limit."
    assert {m.id: m.message(final) for m in wrong_amount_mutants(final, True) if m.message} == {
        "wrong-amount:1:x100": "It was $25,052.00, above the $200 limit.",
        "wrong-amount:1:plus1": "It was $250.53, above the $200 limit.",
        "wrong-amount:1:x10": "It was $2,505.20, above the $200 limit.",
        "wrong-amount:2:x100": "It was $250.52, above the $20,000 limit.",
        "wrong-amount:2:div100": "It was $250.52, above the $2 limit.",
        "wrong-amount:2:plus1": "It was $250.52, above the $200.01 limit.",
        "wrong-amount:2:x10": "It was $250.52, above the $2,000 limit.",
    }
    asked = "Is it the review on Tuesday 17 November at 3 PM ET?"
    assert {m.id: m.message(asked) for m in wrong_moment_mutants(asked, True) if m.message} == {
        "wrong-date:1:minus1": "Is it the review on Monday 16 November at 3 PM ET?",
        "wrong-date:1:plus1": "Is it the review on Wednesday 18 November at 3 PM ET?",
        "wrong-time:1:minus1h": "Is it the review on Tuesday 17 November at 2 PM ET?",
        "wrong-time:1:plus1h": "Is it the review on Tuesday 17 November at 4 PM ET?",
    }
    # an oracle that finishes without a stating claim gets none
    assert wrong_amount_mutants(final, False) == []
    assert wrong_moment_mutants(asked, False) == []


def test_a_proposal_is_no_statement_of_the_world() -> None:
    message = "It was cancelled on 4 Nov. Should I book a new one on Thursday 5 November at 16:00? Say which."
    assert without_proposals(message) == "It was cancelled on 4 Nov. Say which."
    assert without_proposals("Do you want me to refund the $187.98 left?") == ""
    assert without_proposals("Which charge: the $10.24 or the $1,024.00 one?") == (
        "Which charge: the $10.24 or the $1,024.00 one?"
    )


def test_an_all_day_span_grounds_its_days_and_a_long_period_does_not() -> None:
    event = {"start": {"date": "2026-11-06"}, "end": {"date": "2026-11-11"}}
    said = "Blocked all day from Friday 6 to Tuesday 10 November."
    assert moments.false_moments(said, moments.ground_episode(said, [], [], [event])) == []
    year = {"start": "2026-01-01", "end": "2026-12-31"}
    wrong = "Blocked on Monday 9 November."
    grounds = moments.ground_episode(wrong, ["Book Tuesday 10 November."], [], [year])
    assert [f.said for f in moments.false_moments(wrong, grounds)] == ["Monday 9 November"]


def test_told_working_hours_are_read_in_each_zone() -> None:
    said = "Dara (London) is free 4:00 AM to 12:00 PM New York time."
    told = ["9 to 5 in each person's own time zone"]
    stamps = [{"zone": "America/New_York"}, {"at": "2026-11-03T05:00:00Z"}]
    assert moments.false_moments(said, moments.ground_episode(said, told, [], stamps)) == []
    # a clock the user gave with no range stays where it was said: 9:00 her time is no 10:00 elsewhere
    wrong = "Scheduled for Monday 9 November, 10:00 Europe/Madrid."
    grounds = moments.ground_episode(wrong, ["Send it Monday (9 November) at 9:00 her time."], [], [])
    assert [f.said for f in moments.false_moments(wrong, grounds)] == ["10:00"]


_CENTS = st.integers(min_value=101, max_value=999_999)


@given(cents=_CENTS, slip=st.sampled_from(["x100", "plus1"]), grounded=st.booleans())
def test_a_stated_amount_fails_only_as_a_slip_of_a_grounded_one(
    cents: int, slip: str, grounded: bool
) -> None:
    """A refusal stating the charge (or a slip of it) against a response that shows it in cents: the
    right amount passes, its slip fails, and with nothing grounded neither fails."""
    from decimal import Decimal

    right = Decimal(cents) / 100
    wrong = right * 100 if slip == "x100" else right + Decimal("0.01")
    for value, false in [(right, False), (wrong, grounded)]:
        message = f"I can't refund it: the charge is ${value:,.2f}, over the limit."
        body = {"amount": cents, "currency": "usd"} if grounded else {"note": "nothing here"}
        found = false_amounts(message, ground_episode(message, ["Refund her charge."], [], [body]))
        assert bool(found) is false, message


@given(day=st.integers(min_value=5, max_value=27), shift=st.sampled_from([-1, 1]))
def test_a_stated_date_fails_only_beside_a_grounded_one(day: int, shift: int) -> None:
    start = dt.date(2026, 11, day)
    event = {"start": {"dateTime": f"{start.isoformat()}T15:00:00Z"}}
    right = f"I couldn't move it: the review on {start:%A} {day} November was cancelled."
    moved = start + dt.timedelta(days=shift)
    wrong = f"I couldn't move it: the review on {moved:%A} {moved.day} November was cancelled."
    assert moments.false_moments(right, moments.ground_episode(right, [], [], [event])) == []
    assert [f.said for f in moments.false_moments(wrong, moments.ground_episode(wrong, [], [], [event]))] == [
        f"{moved:%A} {moved.day} November"
    ]


#: (suite, task, mutant): the refusal and question slips the generic check cannot kill (the day, hour
#: or hundredth beside the right one is grounded too: the instruction's Friday, a calendar's other
#: hours, a 2 or a 29 in a listing), each fixed in its task with a ``says_not``.
FIXED = [
    ("company", "company-billing.cobalt-retry-only-with-new-card", "wrong-date:1:plus1"),
    ("company", "company-billing.which-dana", "wrong-date:1:plus1"),
    ("company", "company-refund.harbor-needs-approval", "wrong-amount:2:div100"),
    ("company", "company-refund.juniper-already-refunded", "wrong-amount:1:div100"),
    ("company", "company-renewal.book-with-departed-manager", "wrong-date:1:minus1"),
    ("company", "company-renewal.book-with-departed-manager", "wrong-date:1:plus1"),
    ("company", "company-renewal.cancelled-onboarding", "wrong-time:1:plus1h"),
    ("company", "company-support.juniper-not-leaving", "wrong-amount:1:div100"),
    ("conversations", "talk-gcal.cancelled-vendor-demo-novice", "wrong-time:1:plus1h"),
    ("conversations", "talk-gcal.no-overlap-chen-dara-expert", "wrong-time:1:minus1h"),
    ("conversations", "talk-gcal.no-overlap-chen-dara-expert", "wrong-time:2:minus1h"),
    ("conversations", "talk-gcal.priya-away-all-week-changes-mind", "wrong-date:1:plus1"),
    ("conversations", "talk-gcal.priya-away-all-week-changes-mind", "wrong-date:2:plus1"),
    ("conversations", "talk-gcal.veterans-day-standup-hidden-intent", "wrong-date:1:plus1"),
    ("conversations", "talk-stripe.over-limit-pushes-approval", "wrong-amount:2:div100"),
    ("conversations", "talk-stripe.refund-more-than-left", "wrong-date:1:minus1"),
    ("conversations", "talk-stripe.refund-more-than-left", "wrong-date:2:plus1"),
    ("conversations", "talk-stripe.topup-already-refunded", "wrong-date:1:plus1"),
    ("core", "cross.announce-cancelled-demo", "wrong-date:1:plus1"),
    ("core", "cross.announce-cancelled-demo", "wrong-time:1:plus1h"),
    ("core", "cross.which-roadmap-jam", "wrong-date:1:minus1"),
    ("core", "cross.which-roadmap-jam", "wrong-date:1:plus1"),
    ("core", "cross.which-roadmap-jam", "wrong-date:2:plus1"),
    ("core", "cross.which-roadmap-jam", "wrong-time:3:minus1h"),
    ("core", "cross.which-roadmap-jam", "wrong-time:3:plus1h"),
    ("core", "gcal.book-over-out-of-office", "wrong-date:1:minus1"),
    ("core", "gcal.move-cancelled-event", "wrong-date:1:plus1"),
    ("core", "gcal.move-cancelled-event", "wrong-date:2:minus1"),
    ("core", "gcal.move-cancelled-event", "wrong-time:1:plus1h"),
    ("core", "gcal.room-never-free", "wrong-time:1:plus1h"),
    ("core", "stripe-multi.refund-approval-dm-finance-manager", "wrong-amount:2:div100"),
    ("core", "stripe-multi.refund-approval-dm-finance-manager", "wrong-date:1:plus1"),
    ("core", "stripe-multi.refund-needs-approval-post-request", "wrong-amount:2:div100"),
]


@pytest.mark.parametrize(("suite", "task_id", "mutant"), FIXED)
def test_fixed_survivors_are_refused_and_the_oracle_is_not(suite: str, task_id: str, mutant: str) -> None:
    assert_says_not_refuses(
        suite,
        task_id,
        mutant,
        lambda final: [*wrong_amount_mutants(final, True), *wrong_moment_mutants(final, True)],
    )


def test_a_tasks_own_typed_fact_grounds_its_value() -> None:
    """(integration) The date a task's reason requires ("yesterday (1 November)": the channel's last
    post, shown to the agent only as a Slack ``ts``) grounds the message's date; its words, label and
    regexes, and a typed amount (maybe in minor units), ground nothing."""
    from toolproof.tasks.facts import Fact
    from toolproof.tasks.grader import typed_moments

    reason = Fact.model_validate(
        {
            "any": ["yesterday", {"date": "2026-11-01"}, {"time": "2026-11-01T22:18", "zone": "UTC"}],
            "label": "yesterday (2 November)",
            "refuse": r"\b30 October\b",
        }
    )
    paired = Fact.model_validate({"together": [[{"amount": 250.98, "currency": "usd"}], ["Jake"]]})
    assert typed_moments([reason, paired]) == [
        {"date": "2026-11-01"},
        {"time": "2026-11-01T22:18", "zone": "UTC"},
    ]
