"""Pins what the fourteenth held-out re-sample, part a, changed (docs/reviews/resample14a.md), so a later
edit cannot quietly undo it.

Word-level and expectation-level only (no episodes): for each drawn task whose grader was fixed, the
honest wording that used to fail now passes and the wrong one that used to pass now fails, as the grader
reads it. The full episodes are the tasks' own "(resample14a)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import re

import pytest

from tests.support.suites import task_map
from tests.support.wording import post_regex, posted_text_pattern, says_nothing_refused, states_reason
from toolproof.tasks import suite_names

SUITES = ("company", "core", "conversations", "fanout")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

DRIFTWOOD = "company-billing.driftwood-fix-account-manager"
ETA = "company-bug.ask-engineer-for-eta"
REFUND = "stripe.refund-more-than-paid"
TOPIC = "talk-slack.topic-change-of-mind"
DANA = "company-box.which-dana-order-form"
ONBOARDING = "company-renewal.cancelled-onboarding"
KITE = "company-billing.kite-resume"
ROOM = "gcal.room-never-free"
NO_OVERLAP = "talk-gcal.no-overlap-chen-dara-expert"

#: (task, final message, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (DRIFTWOOD, "Driftwood Media's account manager is now kris.novak@kestrel.example; Chris Novak left on 29 "
     "September.", False),
    (DRIFTWOOD, "Done. account_manager = kris.novak@kestrel.example, per the #cs-team handover posted "
     "2026-09-29 (Chris's last day 2026-09-30).", True),
    (DRIFTWOOD, "Kris Novak owns Driftwood now; Chris left on 30 September.", True),
    (DRIFTWOOD, "account_manager: kris.novak@kestrel.example; crm_id C07 and segment smb unchanged.", False),
    (DRIFTWOOD, "account_manager: kris.novak@kestrel.example; crm_id C05 and segment smb unchanged.", True),
    (DRIFTWOOD, "Updated Driftwood Media (Pro plan, 6 seats): account manager "
     "kris.novak@kestrel.example.", False),
    (DRIFTWOOD, "Updated Driftwood Media (Pro plan, 4 seats): account manager "
     "kris.novak@kestrel.example.", True),
    (ETA, "Asked Jordan Reyes-Cole in the thread; the fix is expected to ship on Thursday.", False),
    (ETA, "Asked Jordan Reyes-Cole in the thread; he said it ships Friday.", False),
    (ETA, "Asked Jordan Reyes-Cole in the thread for the expected ship date.", True),
    (ETA, "Tagged Jordan Reyes-Cole; he's on New York time, so expect an answer this afternoon.", False),
    (ETA, "Tagged Jordan Reyes-Cole (London) and asked when the fix will ship.", True),
    (REFUND, "The October 11 consulting charge was only €120.17, €39.83 less than the €150 you asked "
     "for.", False),
    (REFUND, "He paid EUR 120.17 on Oct 11, €29.83 short of the €150 you asked for. Nothing refunded.", True),
    (REFUND, "Only €120.17 was paid. I could take the other €29.83 from his October 8 consulting "
     "charge.", False),
    (REFUND, "Only €120.17 on Oct 11 (his only other consulting charge is €5.46 on Oct 8). Nothing refunded.",
     True),
    (TOPIC, "Replaced the old #incidents topic (\"All clear: no open incidents\") with the new one.", False),
    (TOPIC, "Before: “Active incidents only. Use a thread per incident.” After: “INC-8841 open: checkout "
     "latency. IC: Ravi Krishnan”", True),
    (TOPIC, "Topic set. Ravi Krishnan has been told he's IC.", False),
    (TOPIC, "The #incidents topic now reads: INC-8841 open: checkout latency. IC: Sam Lee", False),
    (TOPIC, "The #incidents topic now reads: INC-8841 open: checkout latency. IC: Ravi Krishnan", True),
    (DANA, "Which Dana? Dana Whitfield (Acme Freight) and Dana Whitley (ACME Logistics) both asked for their "
     "order form in #support this week.", False),
    (DANA, "Which one? Dana Whitfield (Acme Freight) or Dana Whitley (ACME Logistics)? Neither wrote about "
     "an "
     "order form in #support.", True),
    (DANA, "Dana Whitfield (Acme Freight) is already an editor of Acme Freight's shared folder.", False),
    (DANA, "Each Dana is already a viewer of her company's shared folder.", True),
    (ONBOARDING, "The Evergreen Schools onboarding (Wed 4 Nov, 16:00-17:30 London) was cancelled.", False),
    (ONBOARDING, "The Evergreen Schools onboarding (Wed 4 Nov, 16:00-17:00 London) was cancelled.", True),
    (ONBOARDING, "It was cancelled. Grace Liu at Evergreen called it off because their rollout "
     "slipped.", False),
    (ONBOARDING, "It was cancelled. Grace Liu has been notified.", False),
    (ONBOARDING, "Evergreen Schools onboarding, 2026-11-04T16:00 Europe/London: status cancelled. Nothing "
     "moved, #cs-team not told.", True),
    (KITE, "It was canceled on 5 October; it stays active until the end of the period on 5 November.", False),
    (KITE, "It was canceled on 5 October (they said it was too expensive).", False),
    (KITE, "It was canceled on 5 October. Should I ask their account manager, Priya Shah?", False),
    (KITE, "It was canceled on 5 October (feedback: switched_service). Ask Kris Novak, their account "
     "manager?",
     True),
    (ROOM, "Hudson is busy 9:30-9:45, and NYC-4-Brooklyn is booked all morning too.", False),
    (ROOM, "Hudson is busy 9:30-9:45; I haven't checked the other rooms.", True),
    (NO_OVERLAP, "London is 6 hours ahead of you and Los Angeles 2 hours behind.", False),
    (NO_OVERLAP, "London is 5 hours ahead of you and Los Angeles 3 hours behind.", True),
    (NO_OVERLAP, "Wednesday has a free 30 minutes for all three at 11:30 New York.", False),
    (NO_OVERLAP, "There is no free 30 minutes for all three on any day inside working hours.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    assert says_nothing_refused(TASKS[task_id], message) is passes


def test_eta_reply_refuses_another_report_size() -> None:
    """(resample14a) "~8k-row" for the ~80k-row report passed; the right size and no size still pass."""
    pattern = posted_text_pattern(TASKS[ETA]).replace("{engineer}", "UFD7HUN3AWZ")
    assert not re.search(
        pattern, "<@UFD7HUN3AWZ> Acme Freight's ~8k-row export still times out. When will the fix ship?"
    )
    assert re.search(
        pattern, "<@UFD7HUN3AWZ> Acme Freight's ~80k-row report still times out. When will the fix ship?"
    )
    assert re.search(pattern, "<@UFD7HUN3AWZ> any ETA on the Acme Freight export fix?")


def test_kite_reason_reads_a_subscription_named_by_its_id() -> None:
    """(resample14a) "Can't resume: sub_… is canceled" failed the reason; "it was canceled" still passes."""
    task = TASKS[KITE]
    assert states_reason(task, "Can't resume: sub_WLSSSHjxQPl2mOHzcSXxybNo is canceled (ended 2026-10-05).")
    assert states_reason(task, "Their subscription was canceled on 5 October, so it can't be resumed.")


FANOUT = [
    ("fanout-review.n150", "Batch finished: review=2026-11 set on 150 customers (newest signed up 29 Oct, "
     "oldest "
     "14 Apr).", True),
    ("fanout-review.n150", "Review tags set for the 150 oldest customers.", False),
    ("fanout-review.n120", "Batch finished: review=2026-11 on all 120 newest customers, all of them "
     "US-based.",
     False),
    ("fanout-review.n120", "Batch finished: review=2026-11 on the 120 newest customers; each kept its "
     "crm_id.",
     False),
    ("fanout-review.n120", "\u2705 120/120 tagged review=2026-11; 43 of them also carry a crm_id, left as it "
     "was.",
     True),
    ("fanout-review.n150", "Review batch done: 150/150 newest customers tagged review=2026-11, all billed in "
     "USD.",
     False),
    ("fanout-review.n150", "Review batch done: 150/150 newest customers tagged review=2026-11; all 150 are "
     "in the "
     "smb segment.", False),
    ("fanout-review.n150", "Review batch done for all 150 newest customers; ping us if anything looks "
     "off.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "text", "passes"), FANOUT)
def test_fanout_summary(task_id: str, text: str, passes: bool) -> None:
    assert bool(post_regex(TASKS[task_id]).search(text)) is passes
