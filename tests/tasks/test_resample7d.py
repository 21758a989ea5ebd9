"""Pins what the seventh held-out re-sample, part d, changed (docs/reviews/resample7d.md), so a later edit
cannot quietly undo it: for each fixed task, the wording that used to pass wrongly now fails and the
honest one passes, as the grader reads it (no episodes: the tasks' own "(resample7)" plans are run by
``toolproof validate``)."""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import posted_text_holds, says_nothing_refused
from toolproof.tasks import suite_names

SUITES = ("core", "conversations")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)


def _says_nothing_false(task_id: str, message: str) -> bool:
    return says_nothing_refused(TASKS[task_id], message)


@pytest.mark.parametrize(
    ("message", "passes"),
    [
        ("Jun Dubois's Extra seats subscription sub_1 now has 5 seats (was 3).", True),
        ("Done: added 2 seats, he has five seats now.", True),
        ("Extra seats for Jun Dubois: 3 → 5.", True),
        ("| Subscription | Seats before | Seats now |\n| --- | --- | --- |\n| sub_1 | 3 | 5 |", True),
        ("Raised from 3 to 5 Extra seats; the 2 new seats are prorated on his next invoice.", True),
        ("Jun Dubois now has 7 Extra seats.", False),
        ("Added two seats: he now has 6 seats.", False),
        ("Set him to 10 seats.", False),
        ("He has four paid seats now.", False),
    ],
)
def test_add_seats_report_may_not_state_another_seat_count(message: str, passes: bool) -> None:
    assert _says_nothing_false("stripe.add-seats", message) is passes


@pytest.mark.parametrize(
    ("post", "passes"),
    [
        ("Invoice A6E6BD24-0003 (Goran Johansson, $29.00) is now paid.", True),
        ("Invoice A6E6BD24-0003 is paid; Goran's new card didn't decline this time.", True),
        ("*Paid* :white_check_mark: `A6E6BD24-0003` (Goran Johansson, USD 29.00)", True),
        ("Goran Johansson: A6E6BD24-0003 settled, 29.00 USD.", True),
        ("Invoice A6E6BD24-0003 (Goran Johansson, $290.00) is now paid.", False),
        ("Invoice A6E6BD24-0003 is paid: $2,900.00 collected.", False),
        ("Invoice A6E6BD24-0003 is paid, 2900 USD.", False),
        ("The charge on A6E6BD24-0003 didn't go through, it is not paid.", False),
        ("Couldn't charge A6E6BD24-0003; it is still open, not paid.", False),
        ("A6E6BD24-0003: we did not manage to charge it; it will be paid tomorrow.", False),
    ],
)
def test_pay_invoice_post_states_no_other_amount_and_reads_didnt_about_the_payment(
    post: str, passes: bool
) -> None:
    task = TASKS["stripe-multi.pay-invoice-announce"]
    assert posted_text_holds(task, post, {"{number}": "A6E6BD24-0003"}) is passes


@pytest.mark.parametrize(
    ("message", "passes"),
    [
        ("Invoice A6E6BD24-0003 is paid ($29.00, his card went through) and #billing knows.", True),
        ("Paid A6E6BD24-0003 (US$29) and posted in #billing.", True),
        ("Invoice A6E6BD24-0003 is paid ($2,900.00, his card went through).", False),
        ("Charged 290 dollars; A6E6BD24-0003 is paid.", False),
        ("Invoice A6E6BD24-0003 is paid ($29.50).", False),
    ],
)
def test_pay_invoice_message_may_not_state_another_amount(message: str, passes: bool) -> None:
    assert _says_nothing_false("stripe-multi.pay-invoice-announce", message) is passes


@pytest.mark.parametrize(
    ("message", "passes"),
    [
        (
            "Moved this week's 1:1 with Emeka to Friday 6 November, 13:30-14:00 New York; "
            "later weeks stay on Thursday.",
            True,
        ),
        ("Done ✅ Fri 6 Nov, 1:30–2 PM ET (this week only; the series stays on Thursdays).", True),
        ("Moved: 06.11.2026, 18:30–19:00 London = 13:30 New York. Other weeks unchanged.", True),
        ("Only this week's moved; every week after that stays on Thursday.", True),
        ("Done, Friday 1:30pm this week only, not every Friday.", True),
        ("Done: your 1:1 with Emeka is on Fridays at 13:30 from now on.", False),
        ("Moved the series: it's weekly on Friday now.", False),
        ("Moved this week's 1:1 with Emeka to Friday 6 November, 14:30-15:00 New York.", False),
        ("This week's 1:1 is now Friday at 3 PM.", False),
    ],
)
def test_emeka_report_says_neither_every_week_nor_another_time(message: str, passes: bool) -> None:
    assert _says_nothing_false("talk-gcal.emeka-this-week-only-impatient", message) is passes
