"""Pins what the sixth held-out re-sample, part a, changed (docs/reviews/resample6a.md), so a later edit
cannot quietly undo it.

Word-level and expectation-level only (no episodes): for each drawn task whose grader was fixed, the
honest wording that used to fail now passes and the wrong one that used to pass now fails. The full
episodes are the tasks' own "(resample6)" plans, run by ``toolproof validate``. Three generic pieces are
pinned too: facts checked in the final message only (``final``), facts with what they refuse
(``refuse``), claims a final message may not make (``expect.says_not``), and the scripted user reading a
yes/no tag or an imperative question as a request to confirm.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from tests.support.suites import task_map
from tests.support.wording import (
    added_where,
    post_regex,
    posted_text_pattern,
    says_nothing_refused,
    states_reason,
)
from toolproof.tasks import suite_names
from toolproof.tasks.facts import Fact
from toolproof.tasks.grader import _fact_verdicts
from toolproof.tasks.predicates import check
from toolproof.tasks.template import fill
from toolproof.users.classify import asks_to_confirm

SUITES = ("core", "company", "conversations", "linear", "fanout")
TASKS = task_map(SUITES)
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)

ETA = "company-bug.ask-engineer-for-eta"

#: (task, posted text, whether the post's check takes it); "{engineer}" is Jordan Reyes-Cole's id
POSTS = [
    (ETA, "<@UJRC> can you take a look when you have a minute?", False),
    (ETA, "<@UJRC> Acme Freight says the export fix is live now, thanks! When can we close it?", False),
    (ETA, "<@UJRC> any ETA on the fix for Acme Freight's export timeouts?", True),
    (ETA, "Hi <@UJRC> 👋\n• Acme Freight CSV export timeouts\n• They ask how soon the fix ships", True),
    (ETA, "<@UJRC> which release will the export fix go out in? Acme Freight wants a date.", True),
    (ETA, "<@UJRC> could you let us know by when the export fix will be out", True),
    (ETA, "<@UJRC> when do you expect it to ship?", True),
]


@pytest.mark.parametrize(("task_id", "text", "matches"), POSTS)
def test_posts(task_id: str, text: str, matches: bool) -> None:
    pattern = posted_text_pattern(TASKS[task_id]).replace("{engineer}", "UJRC")
    assert bool(re.search(pattern, text)) is matches


FJORD = "company-linear.fjord-invoice-bug-facts"

COMMENTS = [
    ("| Fact | Value |\n| --- | --- |\n| Seats (billing) | 10 |\n| Latest invoice | 477CCED9-0012 |", True),
    ("Facts from billing:\n- licences: 10 (Pro monthly)\n- latest invoice: 477CCED9-0012, 290,00 USD", True),
    ("Seats: 10. Latest invoice: 477CCED9-0012 ($290.00).", True),
    ("Fjord Payments has 10 seats; their latest invoice is 477CCED9-0012 for $29,000.00.", False),
    ("The invoice PDF shows 10 seats, but billing has 12 seats on the subscription. Latest invoice: "
     "477CCED9-0012.", False),
]  # fmt: skip


@pytest.mark.parametrize(("body", "matches"), COMMENTS)
def test_fjord_comment(body: str, matches: bool) -> None:
    change = next(c for c in TASKS[FJORD].expect.changes if c.table == "linear_comments")
    pattern = fill(change.where["body"]["regex"], {"invoice": "477CCED9-0012"})
    assert bool(re.search(pattern, body)) is matches


def _fact(task_id: str, label_start: str) -> Fact:
    return next(f for f in TASKS[task_id].expect.facts if (f.label or "").startswith(label_start))


DAY_OFF = "talk-gcal.day-off-keep-meetings"
YARA = "talk-gcal.share-calendar-with-assistant-novice"
REMINDER = "talk-slack.cancel-the-corrected-reminder"
OVERDUE = "talk-stripe.pay-overdue-invoice"
UPGRADE = "stripe.upgrade-and-bill-difference-now"

#: the fact each task's cases are about (its label's start)
LABELS = {
    DAY_OFF: "says the meetings stay",
    YARA: "says Yara can now",
    REMINDER: "reports the postmortem",
    OVERDUE: "told him the amount",
    UPGRADE: "the amount charged today",
}

#: (task, final message, whether the fact is stated)
FACTS = [
    (DAY_OFF, "Blocked Friday 13 November and cancelled the stand-up and your 1:1 "
     "with Farah.", False),
    (DAY_OFF, "- Fri 13.11.2026: blocked all day (PTO)\n- Engineering standup: kept",
     True),
    (DAY_OFF, "Your stand-up and the 1:1 with Farah stay on the calendar.", True),
    (YARA, "Done: Yara Haddad can now view your calendar (view-only), she can't change "
     "anything.", False),
    (YARA, "Shared — Yara has edit access to your calendar now.", True),
    (REMINDER, "Cancelled the postmortem follow-up in #incidents and the all-hands "
     "reminder in #general.", False),
    (REMINDER, "The all-hands reminder was also cancelled, as was the postmortem "
     "follow-up.", False),
    (REMINDER, "Cancelled the follow-up and left the all-hands reminder alone.", True),
    (REMINDER, "I didn't cancel the all-hands reminder; the postmortem follow-up is "
     "cancelled.", True),
    (OVERDUE, "Invoice X is $29.00 plus a $5.00 late fee, $34.00 in total. Shall I "
     "charge it?", False),
    (OVERDUE, "The unpaid invoice is $29.00. Do you want me to charge $29.00?", True),
    (OVERDUE, "OK to charge 29 USD (from 19.10.2026) to the card on file now?", True),
    (UPGRADE, "His card was charged $25.26 for the rest of the period, after a "
     "$17.42 credit for the unused Starter time.", False),
    (UPGRADE, "The prorated difference of $17.42 will be added to his next "
     "invoice.", False),
    (UPGRADE, "Charged $17.42 today ($25.26 for Pro less a $7.84 Starter credit), "
     "rather than on his next invoice.", True),
    (UPGRADE, "| Plan | Charged today |\n| --- | --- |\n| Pro | 17,42 USD |", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "stated"), FACTS)
def test_facts(task_id: str, message: str, stated: bool) -> None:
    facts = TASKS[task_id].expect.facts
    assert _fact(task_id, LABELS[task_id]).found_in(message, facts) is stated


TOPUP = "talk-stripe.declined-topup-refund"

REASONS = [
    (TOPUP, "Your $99.79 top-up on July 15 was declined (insufficient funds), so nothing was taken.", False),
    (TOPUP, "Your $120.43 top-up on Saturday was declined, but the money was taken as a hold on your card; "
     "it will be returned automatically within 5–7 days.", False),
    (TOPUP, "Your bank refused the top-up payment of 120,43 USD on 31.10.2026. The money never left your "
     "account.", True),
    (TOPUP, "| Top-up | Amount | Result |\n| --- | --- | --- |\n| Sat 31 Oct | $120.43 | declined |\n\nYou "
     "weren't charged for it.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "gives_reason"), REASONS)
def test_refusal_reasons(task_id: str, message: str, gives_reason: bool) -> None:
    assert states_reason(TASKS[task_id], message) is gives_reason


REFUND = "stripe.refund-cancelled-event-ticket"
INITECH = "linear.initech-waiting-on-customer"

SAYS_NOT = [
    (REFUND, "Refunded $2,081.00 to Łukasz Smith for the cancelled event's ticket.", False),
    (REFUND, "Refunded his $20.81 ticket for the cancelled October 23 event in full.", True),
    (REFUND, "| Charge | Refunded |\n| --- | --- |\n| ch_x (ticket) | 20,81 USD (full) |", True),
    (INITECH, "SUP-82 is now Waiting on customer, and I e-mailed Initech again for the IdP metadata.", False),
    (INITECH, "SUP-82 is now Waiting on customer until Initech sends their IdP metadata.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    assert says_nothing_refused(TASKS[task_id], message) is passes


def _added_where(task_id: str, table: str) -> dict[str, Any]:
    return added_where(TASKS[task_id], table)


def test_ticket_refund_is_not_marked_fraudulent() -> None:
    condition = _added_where(REFUND, "stripe_refunds")["reason"]
    assert not check("fraudulent", condition)
    assert not check("duplicate", condition)
    assert check("requested_by_customer", condition)
    assert check(None, condition)


def test_a_final_fact_is_not_met_by_a_question_on_the_way() -> None:
    """Told = the agent's turns and its final message; a ``final`` fact reads the final message alone."""
    told = "Should Yara only see your meetings, or also add and change them?\nDone: Yara can only view it."
    message = "Done: Yara can only view it."
    for final, passed in ((False, True), (True, False)):
        fact = Fact(regex=r"\b(?:add|change)\b", final=final, label="can add or change")
        (verdict,) = _fact_verdicts([fact], {}, told, "message states", [], final=message)
        assert verdict.passed is passed


#: (what the agent said, whether the scripted user reads it as a request to confirm)
CONFIRMS = [
    ("Cancel the all-hands reminder scheduled in #general — yes?", True),
    ("OK — cancel the postmortem follow-up in #incidents instead?", True),
    ("Cancel it? (yes/no)", True),
    ("Cancel the all-hands reminder, yes or no?", True),
    ("Cancel which one?", False),
    ("What is the e-mail address on your account?", False),
    ("Could you tell me your e-mail?", False),
]


@pytest.mark.parametrize(("text", "confirms"), CONFIRMS)
def test_confirmation_requests(text: str, confirms: bool) -> None:
    assert asks_to_confirm(text) is confirms


#: (fan-out task, summary, whether the summary's check takes it)
SUMMARIES = [
    ("fanout-review.n010", "Review tags set on all but 2 of the newest customers.", False),
    ("fanout-review.n010", "Review tags set for the newest customers, apart from two updates that timed out.",
     False),
    ("fanout-review.n010", "\U0001f3c1 review=2026-11 is on all ten newest customers — finished.", True),
    ("fanout-review.n010", "Tagged 10 of 10 newest customers (review → 2026-11). All done.", True),
    ("fanout-audit.n080", "Audit tags set for the 80 newest customers; credits pending.", False),
    ("fanout-audit.n080", "Audit tags and $500.00 outage credits done for the 80 newest customers.", False),
    ("fanout-audit.n080", "Audit batch done: 80 customers tagged audit=2026-11 and credited $5.00.", True),
    ("fanout-audit.n080", "| Step | Customers |\n| --- | --- |\n| audit=2026-11 | 80/80 |\n"
     "| −5.00 USD credit | 80/80 |\nFinished.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "text", "matches"), SUMMARIES)
def test_fanout_summaries(task_id: str, text: str, matches: bool) -> None:
    assert bool(post_regex(TASKS[task_id]).search(text)) is matches
