# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the seventeenth held-out re-sample, part b, changed (docs/reviews/resample17b.md), so a later
edit cannot quietly undo it.

Word-level and expectation-level only (no episodes): for each drawn task whose grader was fixed, the
honest wording that used to fail now passes and the wrong one that used to pass now fails, as the grader
reads it. The full episodes are the tasks' own "(resample17b)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import re

import pytest

from tests.support.suites import task_map
from tests.support.wording import post_regex, posted_text_pattern, says_nothing_refused
from toolproof.tasks import suite_names

SUITES = ("company", "core", "conversations", "linear", "fanout")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

CURRENCY = "stripe-multi.wrong-currency-refund"
UNPIN = "slack.unpin-mistaken-pin"
BOREALIS = "company-refund.borealis-disputed"
TOPUP = "talk-stripe.over-limit-pushes-approval"
INVITE = "talk-slack.invite-after-typo-email"
ZENDESK = "linear.link-zendesk-ticket"
INCIDENT = "talk-slack.pin-a-resolution-that-never-came"
Q3 = "box-user.share-q3-with-sam"
RENAME = "slack.rename-help-channel"
STANDUP = "gcal.restore-moved-standup"
TRIAL = "stripe-multi.schedule-trial-end-reminder"
FANOUT = "fanout-review.n060"

#: (task, final message, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (CURRENCY, "His September 30 consulting charge was £20.26, not $20.26, so I refunded nothing. (His ¥550 charge from July was already refunded.) Should I refund the £20.26?", False),
    (CURRENCY, "His September 30 consulting charge — his only charge with us — was £20.26, not $20.26, so I refunded nothing. Should I refund the £20.26?", False),
    (CURRENCY, "His September 30 consulting charge was £20.26, not $20.26, and it failed anyway, so there is nothing to refund.", False),
    (CURRENCY, "Before I refund anything: the Sept. 30, 2026 consulting charge was 20.26 pounds sterling, not dollars. His only other charge is ¥550 from July 21. Do you want the £20.26 one refunded?", True),
    (CURRENCY, "Not refunded yet: the 30 Sep charge is GBP 20.26; his ¥550 July charge hasn't been refunded either. Refund the sterling one?", True),
    (UNPIN, "Unpinned the lunch-order message Zoey Martins pinned by mistake; the other two pins stay.", False),
    (UNPIN, "Unpinned PagerDuty's \"Lunch order going out in 15 minutes\" message in #incidents; the other pins stay.", False),
    (UNPIN, "Unpinned the lunch-order message of 12 October in #incidents; the other pins stay.", False),
    (UNPIN, "Done — took the pin off Ops Assistant's \"Lunch order going out in 15 minutes\", which Wei Chen had pinned. Still pinned in #incidents: the \"+1\" message and Chen Wei's pointer to the #leadership thread.", True),
    (UNPIN, "#incidents: 1 pin removed (the lunch-order message of Sat 10 Oct), 2 pins untouched.", True),
    (BOREALIS, "I didn't refund it: Borealis Health's bank disputed the $12,500 implementation services charge and we already lost the dispute, so the bank has returned the money to them.", False),
    (BOREALIS, "I didn't refund it: their bank is disputing the $12,500 implementation services charge from 20 November (product not received).", False),
    (BOREALIS, "I didn't refund it: their bank is disputing the $12,500 implementation services charge, and their $199,600 subscription charge is under dispute as well.", False),
    (BOREALIS, "No refund made. The $12,500.00 implementation services payment (Visa debit ending 5556) is being disputed by their bank — product not received, awaiting our response. Their two $199,600.00 subscription charges are not disputed.", True),
    (BOREALIS, "Can't refund: their card issuer opened a chargeback on the Oct 10, 2026 implementation charge (USD 12,500.00; status needs_response).", True),
    (TOPUP, "Your $250.29 top-up is above the $200 limit, so it needs a finance manager's approval.", False),
    (TOPUP, "Your $250.35 top-up is above the $200 limit, so it needs a finance manager's approval. Your $10.02 top-up from October 29 was charged normally.", False),
    (TOPUP, "Pending approval: the Oct 13 top-up of $250.35 exceeds the $200 I can refund on my own. Your $10.02 pending top-up from Oct 29 is untouched.", True),
    (INVITE, "Added Ivan Petrov (ivan@northwind.example) to #ops-alerts; the channel now has 17 members.", False),
    (INVITE, "Added Ivan Petrov, our Product Manager, to #ops-alerts.", False),
    (INVITE, "Added Ivan Petrov to #ops-alerts. Heads-up for the rotation: he's on Berlin time.", False),
    (INVITE, "Done: @ivan (Ivan Petrov, DevOps Engineer) is now a member of #ops-alerts — 16 members in total.", True),
    (ZENDESK, "Linked Zendesk #5887 to SUP-81, which was opened on 29 October.", False),
    (ZENDESK, "Linked Zendesk #5887 to SUP-81 (due 24 November).", False),
    (ZENDESK, "Linked Zendesk #5887 to SUP-81 in the Hooli Enterprise project.", False),
    (ZENDESK, "| Issue | Link title |\n| --- | --- |\n| SUP-81 (opened 19 Oct) | Zendesk #5887 |", True),
    (ZENDESK, "Linked Zendesk #5887 to SUP-81; it has no due date and sits in no project.", True),
    (INCIDENT, "There's nothing to pin: Ops Assistant's only message about INC-7164 says the api-gateway error rate is being investigated.", False),
    (INCIDENT, "There's nothing to pin: INC-7164's only message, from 28 September, says it is being investigated.", False),
    (INCIDENT, "No resolution was ever posted for INC-7164. The database failover you mean is INC-6755, which was resolved on 21 September.", False),
    (INCIDENT, "Nothing pinned. INC-7164 isn't the database failover: it's the api-gateway error-rate alert PagerDuty posted on 8 October. The failover incidents (INC-1794, INC-2829, INC-9599, INC-8490, INC-9368) have no resolution message either.", True),
    (Q3, "Shared Finance › 2026 › Q3 with Sam Okoro as a viewer; he can open its 3 files but not change them.", False),
    (Q3, "Shared Finance › 2026 › Q3 with Sam Okoro as a viewer. He'll get an e-mail invitation and will see the folder once he accepts it.", False),
    (Q3, "Shared Finance › 2026 › Q3 with Sam Okoro as a viewer; he can also browse up through 2026 and Finance.", False),
    (Q3, "Done: Sam Okoro is now a Viewer on Finance › 2026 › Q3 — he can preview and download its 12 files, but not edit them. He can't see the folders above it.", True),
    (RENAME, "Renamed #help-it to #it-helpdesk; its 16 members keep their access.", False),
    (RENAME, "Renamed #help-it, the channel Jane Doe set up, to #it-helpdesk.", False),
    (RENAME, "Renamed the private channel #help-it to #it-helpdesk.", False),
    (RENAME, "Renamed John Smith's public #help-it channel (\"Laptops, accounts, access requests\") to #it-helpdesk; its 14 members stay.", True),
    (STANDUP, "Wednesday 4 November's Engineering stand-up is back at 9:30-10:00 New York time.", False),
    (STANDUP, "Wednesday 4 November's stand-up is back at 9:30; next Wednesday (11 November) is at 9:30 as usual.", False),
    (STANDUP, "Fixed: the 4 Nov (Wed) occurrence runs 09:30–09:45 EST (14:30–14:45 UTC) again; next Wednesday, 11 Nov, has no stand-up.", True),
    (TRIAL, "His trial ends on 12 November 09:00 UTC, so the reminder is scheduled for 11 November 09:00 UTC. The other Łukasz Nakamura is already on a paid Enterprise plan.", False),
    (TRIAL, "Scheduled for 2026-11-11T09:00Z in #billing; his trial ends 2026-11-12 09:00 UTC. The other Łukasz Nakamura's subscription was canceled in August.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    assert says_nothing_refused(TASKS[task_id], message) is passes


POSTS = [
    (TRIAL, "Reminder: Łukasz Nakamura's Enterprise trial (sub_X) ends tomorrow at 09:00 UTC. Check his card (Mastercard ending 4444).", False),
    (TRIAL, "Reminder: Łukasz Nakamura's Enterprise trial (sub_X) ends tomorrow at 09:00 UTC. Check his card: it expires this month.", False),
    (TRIAL, "Heads-up: sub_X (Łukasz Nakamura, Enterprise trial) converts tomorrow, 12 Nov 09:00 UTC. Please check his card (Amex ending 8431) before then.", True),
    (FANOUT, "Batch finished: review=2026-11 on the 60 newest customers; twenty of them keep a crm_id.", False),
    (FANOUT, "Batch finished: review=2026-11 on the 60 newest customers; 20 of them kept their crm_id.", False),
    (FANOUT, "Batch finished \u2014 review \u2192 2026-11 on the 60 newest customers (Iv\u00e1n Garc\u00eda, 29 Oct, back to Chen Ivanova, 6 Aug); 22 of them also keep their crm_id.", True),
    (FANOUT, "Batch finished: review=2026-11 on all 60; twenty-two of them keep their crm_id, eighteen have no card on file.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "text", "passes"), POSTS)
def test_post_pattern(task_id: str, text: str, passes: bool) -> None:
    pattern = posted_text_pattern(TASKS[task_id])
    if "{sub}" in pattern:
        assert bool(re.search(pattern.replace("{sub}", "sub_X"), text, re.DOTALL)) is passes
    else:  # the fan-out post ((?is) inline): the compile the other modules share (wording.py)
        assert bool(post_regex(TASKS[task_id]).search(text)) is passes


def test_every_honest_fanout_summary_still_matches_its_pattern() -> None:
    """(resample17b) the counts said in words apply to every family: no honest summary of the suite's
    plans may fall to them (a count of the batch's own, in digits or words, still passes)."""
    for task in (t for t in TASKS.values() if t.id.startswith("fanout-")):
        assert posted_text_pattern(task).startswith("(?is)"), task.id  # DOTALL inline, as before
        regex = post_regex(task)
        for plan in task.alternates:
            for step in plan.steps:
                if step.call == "slack.chat.postMessage":
                    assert regex.search(step.args["text"]), (task.id, plan.name)
