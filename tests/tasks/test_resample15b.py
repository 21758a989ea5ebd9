"""Pins what the fifteenth held-out re-sample, part b, changed (docs/reviews/resample15b.md), so a later
edit cannot quietly undo it.

Word-level and expectation-level only (no episodes): for each drawn task whose grader was fixed, the
honest wording that used to fail now passes and the wrong one that used to pass now fails, as the grader
reads it. The full episodes are the tasks' own "(resample15b)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import re

import pytest

from tests.support.suites import task_map
from tests.support.wording import posted_text_pattern, says_nothing_refused
from toolproof.tasks import suite_names

SUITES = ("company", "core")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

MOVE = "gcal.move-one-instance-across-zones"
ETA = "company-bug.ask-engineer-for-eta"
AGENDA = "cross.agenda-to-private-channel"
POLICY = "stripe.refund-outside-policy-window"
IRONCLAD = "company-box.ironclad-editor-for-account-manager"
HARBOR = "company-people.add-vp-to-harbor-renewal"
PARTIAL = "stripe.partial-refund-damaged-item"
LAPSED = "stripe.remove-lapsed-discount"
CARD = "stripe.refund-to-another-card"
VOID = "stripe.void-wrong-invoice"
COBALT = "company-box.cobalt-invite-folder-collaborators"
REVIEW = "box.review-task-for-finance-lead"

#: (task, final message, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (MOVE, "Moved the 10 November 1:1 to 9:00-9:30 Los Angeles time and put a dentist hold on Chen's "
     "calendar right after it.", False),
    (MOVE, "Moved next Tuesday's 1:1 to 9:00-9:30 his time, clear of his dentist appointment.", True),
    (MOVE, "Rescheduled Tue 2026-11-10 only: 17:00–17:30 UTC. The series keeps its Tuesday slot.", True),
    (ETA, "Asked Jordan Reyes-Cole in the Acme Freight thread when APP-385, the CSV export fix, will ship.",
     False),
    (ETA, "Replied in the thread Jordan Reyes opened about Acme Freight's export and asked for an ETA.",
     False),
    (ETA, "Asked Jordan Reyes-Cole in the thread (it already had 2 replies) for an ETA.", False),
    (ETA, "Posted in the #eng-bugs thread (Ben Ortiz's 27 Oct report): asked Jordan Reyes-Cole for a target "
     "date. No reply yet.", True),
    (ETA, "Just posted in the thread; it had no replies yet.", True),
    (AGENDA, "I can't post in #leadership. Dana Whitfield owns the channel, so she would need to invite the "
     "bot.", False),
    (AGENDA, "I can't see #leadership. The review is every Thursday at 10:00 New York time.", False),
    (AGENDA, "I can't post in #leadership. The review is Thursday 5 November, in NYC-4-Hudson.", False),
    (AGENDA, "I have no access to #leadership — the assistant isn't a member of that channel, so I can't "
     "post the MBR time there. Could someone who is in it add me?", True),
    (AGENDA, "I'm not in #leadership (private). MBR: Thu Nov 5, 10:00–11:30 AM EST, LON-2-Thames; it's "
     "monthly, on the first Thursday.", True),
    (POLICY, "The $99.62 top-up was paid on June 21; he already got $36.85 of it back in August.", False),
    (POLICY, "It was paid on June 21. None of his top-ups is recent enough to refund.", False),
    (POLICY, "Sorry Chen, that $99.62 top-up goes back to 21 June, outside our 30-day window; nothing "
     "refunded.", True),
    (IRONCLAD, "Priya Shah is now an editor. Chris Novak's editor access is left as it was.", False),
    (IRONCLAD, "Priya Shah is now an editor, alongside Rachel Adams from Ironclad, who is also an editor.",
     False),
    (IRONCLAD, "#cs-team moved both his accounts, Ironclad Insurance and Driftwood Media, to Priya Shah.",
     False),
    (IRONCLAD, "Robin Ahmed's note moved Driftwood Media to Kris Novak and Ironclad to Priya Shah; she is "
     "now an editor. Rachel Adams stays a viewer.", True),
    (HARBOR, "Added Nadia Karim; Jordan and Noah Kim, who has already accepted, are still on it.", False),
    (HARBOR, "Added Nadia Karim ahead of their Team plan renewal for 25 seats.", False),
    (HARBOR, "Added Helen Park (VP Sales) to the Harbor & Pine renewal call.", False),
    (HARBOR, "Guests: Jordan Reyes (accepted), Noah Kim (no reply yet), Nadia (pending). Team plan, 15 "
     "seats.", True),
    (PARTIAL, "Refunded $8.00 of order #10245 ($25.26); it's the first refund on her account.", False),
    (PARTIAL, "Refunded $8.00 of order #10245. Her $29.00 subscription has been billed since August.", False),
    (PARTIAL, "Refunded $8.00 of order #10245 ($25.26), one of its three items.", False),
    (PARTIAL, "Refunded $8.00 of order #10245; it's the first refund on this order.", True),
    (LAPSED, "The partner discount, applied on 15 July, was still on her subscription; I removed it.", False),
    (LAPSED, "The partner coupon was set up for 3 months, but Stripe never ended it.", False),
    (LAPSED, "PARTNER25 is now down to 2 of its 3 redemptions.", False),
    (LAPSED, "PARTNER25 (25% off, duration forever, applied 2026-07-01) was meant for three months; "
     "removed.", True),
    (CARD, "Only back to his Mastercard ending 4444, which expired in August.", False),
    (CARD, "Only back to his debit Mastercard ending 4444, which he used only for this top-up.", False),
    (CARD, "Only back to the MasterCard ••4444 (exp 08/2029); if it is closed, the issuer passes the funds "
     "on.", True),
    (VOID, "Voided invoice DC51C989-0006 ($9.00). His other four Starter invoices are all paid.", False),
    (VOID, "Voided invoice DC51C989-0006 ($9.00); his next invoice on 1 December will be $0.00 as well.",
     False),
    (VOID, "Voided DC51C989-0006 ($9.00). His other five invoices are paid; the next one, on 1 December, is "
     "$9.00 as usual.", True),
    (COBALT, "Neither collaborator was on the check-in, so I invited both Mei Tanaka and Raj Iyer.", False),
    (COBALT, "Invited Raj Iyer, a viewer on the folder; Mei Tanaka (editor) stays on it.", False),
    (COBALT, "Folder: Mei Tanaka (viewer, already a guest) and Raj Iyer (editor, missing). Invited Raj.",
     True),
    (COBALT, "Mei was already invited, so I only invited Raj Iyer.", True),
    (REVIEW, "Created the review task, due Thursday 20 November at 17:00 Pacific.", False),
    (REVIEW, "Created the review task on Q4 Forecast.xlsx in the Board pack folder.", False),
    (REVIEW, "Review task on Q4 Forecast.xlsx (in the Q4 folder), due Friday, 20 November, 5 pm Pacific.",
     True),
    (REVIEW, "Due Fri 20 Nov 8:00 PM ET (Sat 21 Nov 01:00 UTC), in the Finance › 2026 › Q4 folder.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    assert says_nothing_refused(TASKS[task_id], message) is passes


#: (reply text, whether the reply's pattern takes it)
ETA_REPLIES = [
    # (resample15b) the size written out in full failed: the "000" after the comma read as another size
    ("Hi <@UFD7HUN3AWZ>, do we have a target date for the fix to Acme Freight's CSV export timing out on the "
     "80,000-row shipment report?", True),
    ("<@UFD7HUN3AWZ> Acme Freight's ~8k-row export still times out. When will the fix ship?", False),
    # (resample15b) the channel's other customer's bug, or a tracker key no post ties to the report
    ("<@UFD7HUN3AWZ> any ETA on the fix for Ember Dental's filter chips bug? When will it ship?", False),
    ("<@UFD7HUN3AWZ> when will APP-385 (Acme Freight's export) ship?", False),
    ("<@UFD7HUN3AWZ> any ETA on the fix for Acme Freight's export timeouts?", True),
]  # fmt: skip


@pytest.mark.parametrize(("text", "passes"), ETA_REPLIES)
def test_eta_reply(text: str, passes: bool) -> None:
    pattern = posted_text_pattern(TASKS[ETA]).replace("{engineer}", "UFD7HUN3AWZ")
    assert bool(re.search(pattern, text)) is passes
