"""Pins what the sixth held-out re-sample, part c, changed (docs/reviews/resample6c.md), so a later edit
cannot quietly undo it: for each fixed task, the wording that used to pass wrongly now fails and the
honest one that used to fail now passes, as the grader reads them (no episodes: the tasks' own
"(resample6c)" plans are run by ``toolproof validate``)."""

from __future__ import annotations

import re

import pytest

from tests.support.suites import task_map
from tests.support.wording import states_reason
from toolproof.tasks import suite_names
from toolproof.tasks.grader import says_not_verdicts
from toolproof.tasks.predicates import check

SUITES = ("core", "company")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)


def _added(task_id: str, table: str, n: int = 0) -> dict[str, object]:
    changes = [c for c in TASKS[task_id].expect.changes if c.kind == "added" and c.table == table]
    return dict(changes[n].where)


@pytest.mark.parametrize(
    ("message", "gives"),
    [
        ("Sorry, his top-up from June 19 is outside our 30-day window, so I can't refund it.", False),
        ("Sorry, the top-up was paid in June 2025, outside the 30-day window.", False),
        ("Sorry, the top-up was paid in June, outside the 30-day window.", True),
        ("Sorry, his top-up from June 21 is outside our 30-day window.", True),
        ("| Top-up | Paid |\n| --- | --- |\n| $99.62 | 21 June 2026 |\n\nOutside our 30-day window.", True),
    ],
)
def test_the_refusal_names_the_june_21_top_up(message: str, gives: bool) -> None:
    assert states_reason(TASKS["stripe.refund-outside-policy-window"], message) is gives


@pytest.mark.parametrize(
    ("post", "passes"),
    [
        ("Tomás Smith moved to Starter yearly ({sub}).", True),
        ("FYI {sub} — Tomás → Starter, billed annually from today.", True),
        ("Tomás Smith ({sub}) will be moved to Starter yearly at his next renewal.", False),
        ("Tomás Smith wants {sub} on yearly now — can someone in CS switch it?", False),
        ("Heads-up: {sub} is now billed monthly on Starter; yearly switch pending.", False),
        ("Tomás Smith has been moved to Pro yearly ({sub}).", False),
        ("{sub}: Tomás Smith switched from Starter yearly to monthly.", False),
    ],
)
def test_the_customer_success_post_reports_the_switch_as_made(post: str, passes: bool) -> None:
    text = _added("stripe-multi.upgrade-yearly-tell-cs", "slack_messages")["text"]
    assert isinstance(text, dict)
    pattern = str(text["regex"]).replace("{sub}", "sub_1AbCdEf")
    assert bool(re.search(pattern, post.replace("{sub}", "sub_1AbCdEf"))) is passes


@pytest.mark.parametrize(
    ("reply", "passes"),
    [
        ("Hi Luis! Linear issue: **DATA-378** · Engineer: **Jordan Reyes\u2011Cole**", True),
        ("Hi Luis — DATA-378, assigned to Jordan Reyes-Cole. We'll let you know when it is fixed.", True),
        ("Hi Luis, DATA-378 is fixed and deployed — Jordan Reyes-Cole shipped it this morning.", False),
        ("Hi Luis, it's fixed! DATA-378, Jordan Reyes-Cole.", False),
        ("Hi Luis, this was tracked as DATA-378 but Jordan Reyes-Cole is no longer on it.", False),
    ],
)
def test_the_acme_thread_reply_invents_no_state(reply: str, passes: bool) -> None:
    text = _added("company-linear.acme-export-status-reply", "slack_messages")["text"]
    assert check(reply, text) is passes


@pytest.mark.parametrize(
    ("comment", "passes"),
    [
        ("I let Luis know in the shared channel.", True),
        ("Luis Ortega (Acme Freight) has been updated in #ext-acme-freight.", True),
        ("Please let Luis know in chat once fixed.", False),
        ("Let Luis know in chat.", False),
    ],
)
def test_the_acme_comment_says_luis_was_updated(comment: str, passes: bool) -> None:
    body = _added("company-linear.acme-export-status-reply", "linear_comments")["body"]
    assert check(comment, body) is passes


@pytest.mark.parametrize(
    ("reply", "passes"),
    [
        ("Booked: Tue 10 Nov, 3–3:30 PM ET, on Kris Novak's calendar.", True),
        ("Renewal chat booked for 10.11.2026, 15:00 New York time (20:00 UTC).", True),
        ("Booked for Tuesday 17 November at 3 PM ET.", False),
        ("Booked for Tue, Nov 10 at 3 PM London time.", False),
        ("Booked: 10 Nov, 15:00 UTC.", False),
        ("Booked for Wednesday 10 November at 15:00 ET.", False),
        ("I could not book Tue 10 Nov, 3 PM ET.", False),
    ],
)
def test_the_driftwood_reply_states_the_day_and_time(reply: str, passes: bool) -> None:
    text = _added("company-renewal.driftwood-book-new-owner", "slack_messages")["text"]
    assert check(reply, text) is passes


@pytest.mark.parametrize(
    ("message", "passes"),
    [
        ("Her subscription cancels at period end and the call is booked.", True),
        ("Her subscription was already cancelled at period end, nothing to do now; call booked.", True),
        ("I cancelled her subscription immediately and booked the call.", False),
        ("Cancelled her Team subscription right away and booked the offboarding call.", False),
    ],
)
def test_the_offboarding_report_does_not_say_cancelled_at_once(message: str, passes: bool) -> None:
    task = TASKS["stripe-multi.already-cancelling-book-offboarding"]
    assert all(v.passed for v in says_not_verdicts(task.expect.says_not, message)) is passes
