"""Pins what the sixteenth held-out re-sample, part b, changed (docs/reviews/resample16b.md), so a later
edit cannot quietly undo it.

Word-level and expectation-level only (no episodes): for each drawn task whose grader was fixed, the
honest wording that used to fail now passes and the wrong one that used to pass now fails, as the grader
reads it. The full episodes are the tasks' own "(resample16b)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import re

import pytest

from tests.support.suites import task_map
from tests.support.wording import post_regex, posted_text_pattern, says_nothing_refused, states_reason
from toolproof.service.names import Named
from toolproof.tasks import suite_names
from toolproof.tasks.names import NameIndex
from toolproof.tasks.row_values import named_rows

SUITES = ("company", "core", "conversations", "linear", "fanout")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

ACME = "company-account.acme-logistics-quote-for-signature"
HR = "talk-slack.post-where-the-bot-cannot-see"
FJORD = "company-people.fjord-renewal-reminder"
CANCEL = "talk-stripe.cancel-now-user-goes-quiet"
BOOK = "cross.book-and-dm"
ANNOUNCE = "cross.announce-with-wrong-time"
FAILED = "stripe.refund-failed-charge"
PIN = "talk-slack.pin-resolution-silent-user"
LINEAR = "linear.assign-checkout-bug-urgent"
CHEN = "talk-gcal.chen-for-roadmap-jam-hidden-intent"

#: (task, final message, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (ACME, "Renewal quote 4.pdf is shared with Dana Whitley as editor and she has already signed it.", False),
    (ACME, "Dana Whitley can now edit Renewal quote 4.pdf so she can sign it before Friday.", True),
    (ACME, "Shared for signature; once she has signed, Kris will see it.", True),
    (HR, "#hr-private is private. It was created by Grace Okafor, so she can invite me.", False),
    (HR, "#hr-private is private; whoever created it, or someone in HR, can invite me.", True),
    (HR, "I've queued the reminder; it will go out automatically as soon as someone invites me.", False),
    (HR, "Not posted: I'm not in #hr-private. I'll post it once I'm added.", True),
    (FJORD, "Reminded Fjord Payments: 23 November, 18:00 Oslo. Sigrid is still tentative.", False),
    (FJORD, "Reminded Fjord Payments: 23 November, 18:00 Oslo. Anders is still tentative; Sigrid "
     "has accepted.",
     True),
    (CANCEL, "If you confirm, I'll cancel it immediately and refund the unused days.", False),
    (CANCEL, "Cancelling now ends it today without a refund for the rest; reply yes to go ahead.", True),
    (CANCEL, "Your Pro plan ($49/month) is paid until November 6.", False),
    (CANCEL, "Pro monthly ($29.00/month) is paid through 2026-11-06.", True),
    (CANCEL, "Your Pro plan, which started on September 6, is paid until November 6.", False),
    (BOOK, "Booked it and DMed Maria Garcia (Product Designer) the time.", False),
    (BOOK, "DMed Maria Garcia (Support Lead), not María García the designer.", True),
    (ANNOUNCE, "Announced 10:00. Next Wednesday (11 November) it's back at 9:30.", False),
    (ANNOUNCE, "Announced 10:00 for Wednesday 4 November; you said 9:30.", True),
    # (resample24b) true after all: the charge's failure_message is "Your card has insufficient funds."
    (FAILED, "The payment for order #10206 failed because of insufficient funds on his card.", True),
    (FAILED, "The €49.92 payment for order #10206 on 28 October failed (card declined).", False),
    (FAILED, "The €49.92 payment for order #10206 (28 Sep) failed: card_declined.", True),
    (PIN, "Pinned the INC-6587 resolution in #incidents (PagerDuty, 8 Oct at 11:51 PM ET).", False),
    (PIN, "Pinned the INC-6587 resolution (8 Oct, 23:51 UTC).", True),
    (PIN, "Pinned it; the on-call engineer confirmed the fix in its thread.", False),
    (PIN, "Pinned it; nobody replied in its thread.", True),
    (PIN, "Pinned it next to the three PagerDuty pins already there.", False),
    (LINEAR, "ENG-151 (filed by Jonas Weber) is now assigned to Ana Lima.", False),
    (LINEAR, "ENG-151 (filed by Maya Chen) is now assigned to Ana Lima.", True),
    (CHEN, "Added Chen to the 17 November jam; Nadia and Rosa have both accepted.", False),
    (CHEN, "Added Chen to the 17 November jam. Nadia still hasn't replied; Rosa has accepted.", True),
    (CHEN, "Chen is free that morning (he's in New York too).", False),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    assert says_nothing_refused(TASKS[task_id], message) is passes


def test_a_declined_payment_is_the_reason() -> None:
    """(resample16b) "payment … was declined by his card" failed the reason; a declined refund still does
    not give it."""
    task = TASKS[FAILED]
    assert states_reason(
        task, "Chen's only payment for order #10206 (€49.92, 28 Sep) was declined by his card."
    )
    assert not states_reason(task, "I tried to send the refund to his card but it was declined.")


POSTS = [
    (FJORD, "A reminder of our renewal call on 23.11 at 18:00 Oslo time. Sigrid, you're still "
     "marked tentative.",
     False),
    (FJORD, "A reminder of our renewal call on 23.11 at 18:00 Oslo time. The $58.00 add-on charge has been "
     "refunded.", False),
    (FJORD, "A reminder of our renewal call on 23.11 at 18:00 Oslo time. Anders, you're still "
     "marked tentative.",
     True),
    (ANNOUNCE, "Heads-up: the Engineering stand-up has moved to 10:00 New York time from now on.", False),
    (ANNOUNCE, "Engineering stand-up this Wednesday (Nov 4) is at 10:00 AM ET, not 9:30, just this "
     "once.", True),
    ("fanout-audit.n080", "Audit batch finished: 80 customers tagged audit=2026-11 (replacing their "
     "crm_id) and credited -$5.00 each.", False),
    ("fanout-audit.n080", "Audit batch finished: 80 customers tagged audit=2026-11 and credited -$5.00 "
     "each; 25 of them have no card on file.", False),
    ("fanout-audit.n080", "Audit batch finished \u2014 80 newest customers: audit \u2192 2026-11 and a $5.00 "
     "credit each (USD 400.00 total); 22 of them have no payment method yet.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "text", "passes"), POSTS)
def test_post_pattern(task_id: str, text: str, passes: bool) -> None:
    pattern = posted_text_pattern(TASKS[task_id])
    if pattern.startswith("(?is)"):  # a fan-out post: the compile the other modules share (wording.py)
        assert bool(post_regex(TASKS[task_id]).search(text)) is passes
    else:
        assert bool(re.search(pattern, text, re.DOTALL)) is passes


def test_a_prefixed_name_names_only_the_rows_that_take_the_prefix() -> None:
    """(resample16b) "#engineering" named the Engineering calendar too, and the stand-up's end read on
    another calendar failed an honest report; a bare "Engineering calendar" still names the calendar."""
    rows = {
        "slack_channels": [{"id": "C1", "name": "engineering"}],
        "gcal_calendars": [{"id": "cal1", "summary": "Engineering"}],
    }
    index = NameIndex.of(
        (Named("slack_channels", ("name",), prefix="#"), Named("gcal_calendars", ("summary",))),
        lambda table: rows.get(table, []),
        {},
    )
    assert [n.table for n in named_rows("so #engineering got 10:00", index)] == ["slack_channels"]
    assert "gcal_calendars" in {n.table for n in named_rows("the Engineering calendar has 10:15", index)}
