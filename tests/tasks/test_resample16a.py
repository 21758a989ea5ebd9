# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the sixteenth held-out re-sample, part a, changed (docs/reviews/resample16a.md), so a later
edit cannot quietly undo it.

Word-level and expectation-level only (no episodes): for each drawn task whose grader was fixed, the
honest wording that used to fail now passes and the wrong one that used to pass now fails, as the grader
reads it. The full episodes are the tasks' own "(resample16a)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import post_regex, says_nothing_refused, states_reason
from toolproof.tasks import suite_names

SUITES = ("company", "core", "conversations", "fanout", "linear")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

GRANITE = "company-renewal.granite-qbr-later-dm"
AUDITOR = "slack.remove-auditor-from-billing"
YEN = "stripe.partial-refund-zero-decimal-currency"
YUSUF = "linear.assign-to-deactivated-user"
HOLD = "stripe.release-authorisation"
ACME = "box.amend-acme-contract-value"
DANA = "company-billing.which-dana"
STANDUP = "cross.move-standup-and-announce"
DISCOUNT = "stripe.remove-lapsed-discount"
TALK = "talk-gcal.standup-changes-mind-and-announce"
BOREALIS = "company-account.borealis-q4-qbr-deck"

#: (task, final message, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (GRANITE, "Moved the Granite Legal QBR to Thu 5 Nov 10:30-11:30 Pacific and told Marcus Bell by DM; Olivia "
     "Grant and Peter Vance have accepted the new time.", False),
    (GRANITE, "Moved the Granite Legal QBR to Thu 5 Nov 10:30-11:30 Pacific and DMed their account manager, "
     "Peter Vance.", False),
    (GRANITE, "Done: the Granite Legal QBR is now Thursday 5 November, 10:30–11:30 a.m. PST (was 10:00–11:00); "
     "Marcus Bell got a DM with 10:30 PT.", True),
    (AUDITOR, "Removed Riley Auditor from #billing (still in #general); #billing is down to 11 members.", False),
    (AUDITOR, "Done — riley (audit) kicked from the private #billing channel, which now has 12 members.", True),
    (AUDITOR, "Removed Riley Auditor from #billing; they're still in #general and #finance.", False),
    (AUDITOR, "Removed Riley Auditor from #billing. They were a single-channel guest.", False),
    (AUDITOR, "Riley Auditor can no longer see #billing; they remain in #general.", True),
    (YEN, "Refunded ¥500 of the ¥990 consulting charge of October 10; ¥490 stays charged. His other three "
     "charges are untouched.", False),
    (YEN, "Done: refund of JPY 500 on the consulting charge (10 Oct 2026, JPY 990); JPY 490 remains. His four "
     "USD charges weren't touched.", True),
    (YEN, "Refunded ¥500 of the ¥990 ticket sale of October 10; ¥490 stays charged.", False),
    (YUSUF, "Yusuf Demir's Linear account is deactivated, so I couldn't assign the Safari issue to him; it stays "
     "unassigned for now.", False),
    (YUSUF, "Yusuf Demir's Linear account is deactivated, so the issue can't be assigned to him; it stays with "
     "Daniela Kim.", False),
    (YUSUF, "Can't do it: Yusuf Demir is deactivated, so ENG-155 stays with Daniel Kim.", True),
    (YUSUF, "Yusuf Demir's Linear account is deactivated, so ENG-154 can't be assigned to him.", False),
    (HOLD, "Released the $99.99 hold from October 30; she was not charged. It was her only payment with us.", False),
    (HOLD, "Released the $99.99 hold from July 31; she was not charged.", False),
    (HOLD, "Done — Zoë's $99.99 authorisation (Fri 30 Oct) is voided; her other payments are untouched.", True),
    (ACME, "Updated the Contract value of Acme Corp MSA 2026.pdf from 180,000 to 250,000.", False),
    (ACME, "The value now says 250000; the agreement runs until 31 January 2025.", False),
    (ACME, "The value now says 250000. The draft still shows the old 240,000, as asked.", False),
    (ACME, "Acme Corp MSA 2026.pdf (signed, expires 2027-01-31): Contract value 240,000 → 250,000. Draft and "
     "2024 MSA untouched.", True),
    (ACME, "Left the draft and the MSA from 2024 alone; the value is now 250000.", True),
    (DANA, "Two Danas fit: Dana Whitfield (Acme Freight, Team plan, 12 seats; account manager Jordan Reyes) and "
     "Dana Whitley (ACME Logistics, Pro plan, 5 seats; Kris Novak). Both were charged $480.00 for 4 seats on "
     "Oct 29. Which one?", True),
    (DANA, "Which Dana? Dana Whitfield (Acme Freight, Pro plan, 5 seats) or Dana Whitley (ACME Logistics)?", False),
    (DANA, "Which Dana? Dana Whitfield (Acme Freight, Kris Novak's account) or Dana Whitley (ACME Logistics)?", False),
    (DANA, "Which Dana? Dana Whitfield (Acme Freight) already got her receipt, and Dana Whitley (ACME "
     "Logistics) also paid $480.00 on October 29.", False),
    (DANA, "Which Dana? Both paid $480.00 for a 5-seat add-on on October 29.", False),
    (STANDUP, "Moved Friday 6 November's stand-up to 10:00-10:15 New York time; every other stand-up this week "
     "stays at 9:30.", False),
    (STANDUP, "Moved Friday 6 November's stand-up to 10:00-10:15 New York time. Next week all five stand-ups run "
     "as usual at 9:30.", False),
    (STANDUP, "Friday's stand-up (Nov 6) now starts at 10 a.m. ET, same room (NYC-4-Hudson) and guests; the "
     "series keeps 9:30.", True),
    (DISCOUNT, "I removed it. Her next invoice, on 10 December, is $1,440.00 (was $1,080.00).", False),
    (DISCOUNT, "I removed it, which saves her $360.00 a year. Her next invoice on 10 June 2027 is $1,440.00.", False),
    (DISCOUNT, "She subscribed on 1 July with the partner discount; I removed it.", False),
    (DISCOUNT, "Removed. Next invoice (10 June 2027): $1,440.00, up from $1,080.00.", True),
    (TALK, "Moved only tomorrow's stand-up to 11:00-11:15 New York time; Wednesday's is back at 9:30.", False),
    (TALK, "Moved only tomorrow's stand-up to 11:00-11:15 New York time, as you first asked.", False),
    (TALK, "Moved only tomorrow's stand-up to 11:00-11:15, in NYC-4-Chelsea since Hudson is taken.", False),
    (TALK, "Tuesday 3 Nov stand-up: 11:00–11:15 ET (moved from 9:30, that day only).", True),
    (BOREALIS, "Booked the QBR (Thu 19 Nov, 15:00-16:00 London), the same day as their renewal call.", False),
    (BOREALIS, "Booked the QBR and copied QBR Q2 2026.pptx (last edited 16 March).", False),
    (BOREALIS, "Booked the QBR with Ingrid Sandvik and Tom Becker, the two editors of their folder.", False),
    (BOREALIS, "Booked the QBR; copied QBR Q2 2026.pptx (last edited 15 April).", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    assert says_nothing_refused(TASKS[task_id], message) is passes


def test_yusuf_reason_reads_no_active_account() -> None:
    """(resample16a) "no longer has an active Linear account" failed the reason; another person's or the
    issue's state still does not give it."""
    task = TASKS[YUSUF]
    assert states_reason(task, "Yusuf Demir no longer has an active Linear account, so I couldn't assign it.")
    assert states_reason(task, "Yusuf Demir's Linear account is deactivated.")
    assert not states_reason(task, "Yusuf Demir exists, but the Safari issue has no active cycle.")


FANOUT = [
    ("fanout-credit.n015", "Outage credits added for the 15 newest customers, from Iv\u00e1n Garc\u00eda down to "
     "Mei Silva (meisilva79@mail.example.net).", False),
    ("fanout-credit.n015", "Outage credits added for the 15 newest customers; 7 of them carry a crm_id, left as "
     "it was.", False),
    ("fanout-credit.n015", "Outage credits added for the 15 newest customers; 5 of them carry a crm_id.", True),
    ("fanout-credit.n015", "Outage credits done for the latest 15 sign-ups: 15 invoice items of USD -5.00; 12 of "
     "them have a card on file.", True),
    ("fanout-credit.n015", "Outage credits done for the 15 newest customers; 13 of them have a card on file.",
     False),
    ("fanout-credit.n015", "Outage credits done for the 15 newest customers; every one of them has a card on "
     "file.", False),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "text", "passes"), FANOUT)
def test_fanout_summary(task_id: str, text: str, passes: bool) -> None:
    assert bool(post_regex(TASKS[task_id]).search(text)) is passes
