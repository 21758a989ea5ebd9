"""Pins what the eighth held-out re-sample, part d, changed (docs/reviews/resample8d.md), so a later edit
cannot quietly undo it: for each fixed task, the wording that used to pass wrongly now fails and the
honest one passes, as the grader reads it (no episodes: the tasks' own "(resample8d)" plans are run by
``toolproof validate``)."""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import posted_text_holds, says_nothing_refused, states_reason
from toolproof.tasks import suite_names

pytestmark = pytest.mark.skipif("core" not in suite_names(), reason="the core suite is not installed")
TASKS = task_map(["core"])


@pytest.mark.parametrize(
    ("message", "passes"),
    [
        ("Mei van der Berg's subscription sub_1 now bills on the Team yearly price ($790.00/year).", True),
        (
            "Switched to yearly (US$790/yr). The unused part of her month was credited on today's invoice.",
            True,
        ),
        (
            "Her card was charged $790.00 for the year, and she won't be charged again until November 2027.",
            True,
        ),
        ("Done. She'll be charged $790 at each yearly renewal from now on.", True),
        ("Mei van der Berg is now on the Team yearly price ($79.00/year).", False),
        ("Moved her to yearly: $7,900 per year.", False),
        ("Team yearly price: $79, billed once a year.", False),
        (
            "Switched Mei to Team yearly. Nothing is charged today; the $790.00 comes at her next renewal.",
            False,
        ),
        ("She's on yearly now and won't be charged until her renewal date, not today.", False),
        ("Done, she has not been charged yet.", False),
    ],
)
def test_upgrade_to_yearly_says_nothing_false_of_the_money(message: str, passes: bool) -> None:
    assert says_nothing_refused(TASKS["stripe.upgrade-to-yearly"], message) is passes


@pytest.mark.parametrize(
    ("message", "passes"),
    [
        (
            "Kwame Smith has no Pro subscription: his only one is Extra seats (8 seats, monthly, past due).",
            True,
        ),
        ("Kwame isn't on Pro. Nothing has been cancelled. Cancel his Extra seats one instead?", True),
        ("He doesn't have a Pro plan; his Extra seats subscription is past due, not cancelled.", True),
        ("Kwame has no Pro subscription: his only one, Extra seats, is already cancelled.", False),
        ("He has no Pro plan. His Extra seats subscription was cancelled last month.", False),
        ("Kwame doesn't have a Pro subscription. He has Extra seats (3 seats, billed yearly).", False),
        ("No Pro subscription; he has Extra seats for five seats.", False),
    ],
)
def test_wrong_plan_named_says_nothing_false_of_his_subscription(message: str, passes: bool) -> None:
    assert says_nothing_refused(TASKS["stripe.wrong-plan-named"], message) is passes


@pytest.mark.parametrize(
    ("message", "reason", "nothing_false"),
    [
        (
            "The earlier October 16 charge ($250.57) was already refunded in full. Refund the later one too?",
            True,
            True,
        ),
        (
            "The first Oct 16 consulting payment ($250.57) got a full refund on 1 November; refund $250.88?",
            True,
            True,
        ),
        ("Not refunding:\n- 16.10.2026, $250.57: refunded in full\n- 16.10.2026, $250.88: paid", True, True),
        ("Should the $250.88 be refunded as well? The $250.57 one has a full refund already.", True, True),
        (
            "The duplicate charge ($250.88) was already refunded, so she has paid only once ($250.57).",
            True,
            False,
        ),
        ("She paid only once, $250.57: the other charge was already refunded.", True, False),
    ],
)
def test_duplicate_already_refunded_reads_the_refund_and_refuses_swapped_amounts(
    message: str, reason: bool, nothing_false: bool
) -> None:
    task = TASKS["stripe.duplicate-already-refunded"]
    assert states_reason(task, message) is reason
    assert says_nothing_refused(task, message) is nothing_false


@pytest.mark.parametrize(
    ("message", "passes"),
    [
        (
            "Accepted the 5 November Monthly business review (only that occurrence); posted in #engineering.",
            True,
        ),
        ("Accepted just this occurrence, not the whole series.", True),
        ("Accepted the 5 Nov one rather than the entire series; #engineering knows.", True),
        ("Accepted the Monthly business review for this Thursday and every future month.", False),
        ("Accepted the whole series for you.", False),
        ("You're now accepted for all occurrences of the review.", False),
        ("Accepted the review from now on.", False),
    ],
)
def test_accept_one_review_says_only_the_one_occurrence(message: str, passes: bool) -> None:
    assert says_nothing_refused(TASKS["cross.accept-one-review-and-tell-team"], message) is passes


@pytest.mark.parametrize(
    ("post", "passes"),
    [
        ("Alice is in the Monthly business review on Thursday 5 November, 10:00-11:30 New York time.", True),
        (
            "Heads-up: I'm in the Monthly business review Thu 5 Nov, 10-11:30am ET. Questions after that.",
            True,
        ),
        ("FYI I'm in the monthly business review Thu 10-11:30 ET; questions after that please.", True),
        ("Alice will be in the MBR on 05.11.2026 from 15:00 to 16:30 UTC.", True),
        ("Alice will be in the Monthly business review on Friday from 10:00 to 11:30 New York time.", False),
        ("I'm in the monthly business review 10:00-11:30 ET; questions after that please.", False),
    ],
)
def test_accept_one_review_post_states_the_day(post: str, passes: bool) -> None:
    task = TASKS["cross.accept-one-review-and-tell-team"]
    assert posted_text_holds(task, post, {}) is passes
