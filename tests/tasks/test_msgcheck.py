"""Pins the message-check sweep (docs/reviews/msgcheck.md): a post or DM check that looked only for an id,
a date or a keyword now requires what the message says (the request, the outcome, whose, which zone).

Word-level, no episodes: each fixed task's text condition, filled with stand-in ids, accepts the honest
wordings (the task's "(msgcheck)" alternates among them) and refuses the wrong message that passed on
`main` (its "(msgcheck)" wrong plan). The episodes themselves are the tasks' plans, run by
``toolproof validate``.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from tests.support.suites import task_map
from toolproof.tasks import suite_names
from toolproof.tasks.predicates import check
from toolproof.tasks.template import fill

SUITES = ("core", "company", "conversations", "linear", "fanout")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES) if all(n in suite_names() for n in SUITES) else task_map(())

#: Stand-in values for the refs and ``as`` names the fixed conditions use.
SCOPE = {
    "charge": "ch_3Qx9",
    "customer": "cus_MEI1",
    "amara": "U0AMARA",
    "number": "A1B2C3D4-0007",
    "intent": "pi_3Qx",
    "engineer": "U0JRC",
    "kept": "cus_KEPT1",
    "stale": "cus_STALE9",
    "sub": "sub_1Qab",
    "invoice": "in_9Z",
}

#: The tasks whose message check a plausible wrong message passed on ``main``, fixed in this sweep.
FIXED = sorted(
    {
        "stripe-multi.refund-needs-approval-post-request",
        "stripe-multi.refund-approval-dm-finance-manager",
        "stripe-multi.pay-invoice-announce",
        "stripe-multi.capture-and-announce",
        "stripe-multi.schedule-trial-end-reminder",
        "stripe-multi.upgrade-yearly-tell-cs",
        "stripe-multi.void-invoice-namesake",
        "company-bug.ask-engineer-for-eta",
        "company-bug.borealis-sso-incident",
        "company-support.cobalt-raj-onboarding-review",
        "company-account.acme-logistics-quote-for-signature",
        "company-account.borealis-renewal-agenda",
        "company-renewal.granite-qbr-later-dm",
        "company-billing.harbor-delete-duplicate",
        "company-refund.harbor-needs-approval",
        "company-people.ask-controller-to-approve",
        "talk-stripe.over-limit-pushes-approval",
    }
)
FANOUT_SMALLEST = ["fanout-review.n010", "fanout-credit.n010", "fanout-audit.n010"]

#: (task, posted text, whether the task's message check accepts it)
CASES = [
    (
        "stripe-multi.refund-needs-approval-post-request",
        (
            "Approval needed: full refund of $250.62 to Mei O'Brien (meio-brien43@example.com), charge "
            "ch_3Qx9."
        ),
        True,
    ),
    (
        "stripe-multi.refund-needs-approval-post-request",
        "Refund approval request — customer cus_MEI1, charge ch_3Qx9, USD 250.62 (full amount).",
        True,
    ),
    (
        "stripe-multi.refund-needs-approval-post-request",
        "Needs sign-off: Mei O'Brien asks for a full refund of ch_3Qx9, 250.62 USD.",
        True,
    ),
    (
        "stripe-multi.refund-needs-approval-post-request",
        (
            "**Refund approval request**\n• Customer: Mei O’Brien\n• Charge: `ch_3Qx9`\n• Amount: "
            "$250.62 (full)\nCould a finance manager approve?"
        ),
        True,
    ),
    (
        "stripe-multi.refund-needs-approval-post-request",
        "Refunded $250.62 in full to Mei O'Brien (meio-brien43@example.com), charge ch_3Qx9.",
        False,
    ),
    (
        "stripe-multi.pay-invoice-announce",
        "Invoice A1B2C3D4-0007 (Goran Johansson, $29.00) is now paid.",
        True,
    ),
    (
        "stripe-multi.pay-invoice-announce",
        "Paid: A1B2C3D4-0007 — Goran Johansson's card went through.",
        True,
    ),
    (
        "stripe-multi.pay-invoice-announce",
        "✅ A1B2C3D4-0007 settled: Goran Johansson's card went through for $29.00.",
        True,
    ),
    (
        "stripe-multi.pay-invoice-announce",
        (
            "Goran Johansson — invoice A1B2C3D4-0007 (Pro, 29.00 USD) was charged successfully and is "
            "now marked paid."
        ),
        True,
    ),
    (
        "stripe-multi.pay-invoice-announce",
        "Charging Goran Johansson's open Pro invoice A1B2C3D4-0007 ($29.00) now.",
        False,
    ),
    (
        "stripe-multi.pay-invoice-announce",
        "Invoice A1B2C3D4-0007 is not paid yet.",
        False,
    ),
    (
        "stripe-multi.capture-and-announce",
        "Collected $25.88 from 김민준 for consulting: pi_3Qx",
        True,
    ),
    (
        "stripe-multi.capture-and-announce",
        "김민준's consulting session is paid: $25.88 captured (payment pi_3Qx, charge ch_3Qx9).",
        True,
    ),
    (
        "stripe-multi.capture-and-announce",
        "Captured $25.88 (consulting, 김민준) — payment pi_3Qx.",
        True,
    ),
    (
        "stripe-multi.capture-and-announce",
        "💰 pi_3Qx: 김민준's $25.88 for the Oct 31 consulting session has been received.",
        True,
    ),
    (
        "stripe-multi.capture-and-announce",
        "김민준's consulting payment pi_3Qx: $25.88 authorised on October 31, still on hold.",
        False,
    ),
    (
        "company-bug.ask-engineer-for-eta",
        "<@U0JRC> any ETA on the fix for Acme Freight's export timeouts? When do you expect it to ship?",
        True,
    ),
    (
        "company-bug.ask-engineer-for-eta",
        "Hi <@U0JRC>, do you have a rough estimate for this one?",
        True,
    ),
    (
        "company-bug.ask-engineer-for-eta",
        (
            "<@U0JRC> Acme Freight keeps asking about the CSV export timeouts. Do we have a target date "
            "for the fix?"
        ),
        True,
    ),
    (
        "company-bug.ask-engineer-for-eta",
        "<@U0JRC> could you let us know by when the export fix will be out",
        True,
    ),
    (
        "company-bug.ask-engineer-for-eta",
        (
            "<@U0JRC> thanks for picking up the fix for Acme Freight's export timeouts, they're keen to "
            "see it ship."
        ),
        False,
    ),
    (
        "company-support.cobalt-raj-onboarding-review",
        (
            "Hi Jordan, Raj Iyer (Cobalt Robotics' admin) has a review task in Box to confirm their "
            "onboarding plan is still current."
        ),
        True,
    ),
    (
        "company-support.cobalt-raj-onboarding-review",
        "The onboarding plan review for Cobalt Robotics is assigned to Raj Iyer (their admin).",
        True,
    ),
    (
        "company-support.cobalt-raj-onboarding-review",
        "Assigned Raj Iyer (Cobalt's admin) the onboarding plan review in Box: due Tue 10 Nov, 11:00 ET.",
        True,
    ),
    (
        "company-support.cobalt-raj-onboarding-review",
        (
            "Heads-up Jordan: I set up a Box review of Cobalt's onboarding plan for Raj Iyer, due when "
            "your check-in starts."
        ),
        True,
    ),
    (
        "company-support.cobalt-raj-onboarding-review",
        (
            "Hi Jordan, could you ask Raj Iyer (Cobalt Robotics' admin) to review their onboarding plan "
            "before your renewal check-in on Tuesday 10 November?"
        ),
        False,
    ),
    (
        "company-account.acme-logistics-quote-for-signature",
        (
            "Hi Kris, Dana Whitley now has editor access to ACME Logistics' renewal quote (Renewal quote "
            "4.pdf) in Box so she can sign it before Friday's check-in; it's noted in the event."
        ),
        True,
    ),
    (
        "company-account.acme-logistics-quote-for-signature",
        "FYI: ACME Logistics' renewal quote is shared with Dana (editor) for signature.",
        True,
    ),
    (
        "company-account.acme-logistics-quote-for-signature",
        "Kris — Dana (ACME Logistics) can now edit Renewal quote 4.pdf in Box and sign it before Friday.",
        True,
    ),
    (
        "company-account.acme-logistics-quote-for-signature",
        (
            "Done: gave Dana Whitley editor rights on the ACME Logistics renewal quote (file only) for "
            "her signature."
        ),
        True,
    ),
    (
        "company-account.acme-logistics-quote-for-signature",
        (
            "Hi Kris, Dana Whitley from ACME Logistics wants to sign their renewal quote before Friday's "
            "check-in."
        ),
        False,
    ),
    (
        "company-account.borealis-renewal-agenda",
        (
            "Hi Ingrid, the agenda for our renewal call is in your shared folder: Renewal call "
            "agenda.txt (https://app.box.com/s/abc)."
        ),
        True,
    ),
    (
        "company-account.borealis-renewal-agenda",
        "The renewal call agenda is now in your Box folder.",
        True,
    ),
    (
        "company-account.borealis-renewal-agenda",
        (
            "Hi Ingrid! I've uploaded our renewal call agenda: Renewal call agenda.txt "
            "(https://app.box.com/s/abc)"
        ),
        True,
    ),
    (
        "company-account.borealis-renewal-agenda",
        "Agenda for the renewal call → Borealis Health (shared) / Renewal call agenda.txt",
        True,
    ),
    (
        "company-account.borealis-renewal-agenda",
        "Hi Ingrid, we'll send you the agenda for our renewal call before the call.",
        False,
    ),
    (
        "company-renewal.granite-qbr-later-dm",
        "Hi Marcus, the Granite Legal QBR on Thursday now starts at 10:30 Pacific (until 11:30).",
        True,
    ),
    (
        "company-renewal.granite-qbr-later-dm",
        "Granite QBR pushed to 10:30 AM PT Thursday.",
        True,
    ),
    (
        "company-renewal.granite-qbr-later-dm",
        "Heads up: Thursday's Granite Legal QBR now starts at 10:30 your time (Pacific), 1:30 PM in NYC.",
        True,
    ),
    # (resample18c) nothing the agent reads places Granite's people in New York: refused now
    (
        "company-renewal.granite-qbr-later-dm",
        (
            "Heads up: Thursday's Granite Legal QBR now starts at 10:30 your time (Pacific), 1:30 PM for "
            "Granite in New York."
        ),
        False,
    ),
    (
        "company-renewal.granite-qbr-later-dm",
        "Marcus — Granite's QBR on Thu moved back 30 min: now 10:30–11:30 a.m. PT.",
        True,
    ),
    (
        "company-renewal.granite-qbr-later-dm",
        "New start for the Granite Legal QBR: 10.30 am (your time, Los Angeles)",
        True,
    ),
    (
        "company-renewal.granite-qbr-later-dm",
        "Hi Marcus, the Granite Legal QBR on Thursday now starts at 10:30 AM ET.",
        False,
    ),
    (
        "company-renewal.granite-qbr-later-dm",
        "The QBR now starts at 10:30 New York time.",
        False,
    ),
    (
        "company-billing.harbor-delete-duplicate",
        "Harbor & Pine: deleted the duplicate billing record cus_STALE9 (no subscription); kept cus_KEPT1.",
        True,
    ),
    (
        "company-billing.harbor-delete-duplicate",
        "Kept cus_KEPT1 for Harbor & Pine.",
        True,
    ),
    (
        "company-billing.harbor-delete-duplicate",
        "Removed the duplicate cus_STALE9 and kept cus_KEPT1.",
        True,
    ),
    (
        "company-billing.harbor-delete-duplicate",
        (
            "Harbor & Pine now has one billing record: `cus_KEPT1`. The duplicate cus_STALE9 (no "
            "subscription) is deleted."
        ),
        True,
    ),
    (
        "company-billing.harbor-delete-duplicate",
        "Deleted the duplicate of cus_KEPT1 (cus_STALE9, no subscription).",
        True,
    ),
    (
        "company-billing.harbor-delete-duplicate",
        "| Kept | Deleted |\n|---|---|\n| cus_KEPT1 | cus_STALE9 |",
        True,
    ),
    (
        "company-billing.harbor-delete-duplicate",
        "Deleted Harbor & Pine's duplicate billing record cus_KEPT1.",
        False,
    ),
    (
        "company-billing.harbor-delete-duplicate",
        "cus_KEPT1 (the duplicate) was deleted.",
        False,
    ),
    (
        "company-refund.harbor-needs-approval",
        (
            "This refund is $720.00, over our $500 limit, so it needs the Controller's approval first. "
            "<@U0AMARA>, could you approve refunding the onboarding workshop here?"
        ),
        True,
    ),
    (
        "company-refund.harbor-needs-approval",
        (
            "<@U0AMARA> this one needs your sign-off: $720.00 is over our $500 refund limit, so I "
            "haven't refunded it."
        ),
        True,
    ),
    (
        "company-refund.harbor-needs-approval",
        "Not refunded yet — $720 exceeds the $500 threshold. <@U0AMARA>, OK to proceed?",
        True,
    ),
    (
        "company-refund.harbor-needs-approval",
        "<@U0AMARA> FYI: refunded the $720.00 onboarding workshop charge, over our $500 limit.",
        False,
    ),
    (
        "stripe-multi.refund-approval-dm-finance-manager",
        (
            "Approval needed: full refund of $250.98 to Iván Nakamura (ivannakamura6@example.com), "
            "charge ch_3Qx9."
        ),
        True,
    ),
    (
        "stripe-multi.refund-approval-dm-finance-manager",
        (
            "Hi Tom, Iván Nakamura asked for a full refund of his Oct 9 top-up (ch_3Qx9, $250.98). "
            "That's above the $200 limit, so I need your approval before refunding. OK to go ahead?"
        ),
        True,
    ),
    (
        "stripe-multi.refund-approval-dm-finance-manager",
        (
            "Refund authorization request:\n- Customer: Iván Nakamura (ivannakamura6@example.com)\n- "
            "Charge: ch_3Qx9\n- Amount: $250.98\nPlease approve or decline."
        ),
        True,
    ),
    (
        "stripe-multi.refund-approval-dm-finance-manager",
        (
            "FYI: refunded Iván Nakamura's top-up in full, $250.98 (ivannakamura6@example.com), charge "
            "ch_3Qx9."
        ),
        False,
    ),
    (
        "company-people.ask-controller-to-approve",
        (
            "Hi Amara, could you approve a full refund of Harbor & Pine's $720.00 onboarding workshop "
            "(charge ch_3Qx9, ticket 4830)? It is over the $500 limit."
        ),
        True,
    ),
    (
        "company-people.ask-controller-to-approve",
        (
            "*Refund approval request (ticket 4830)*\n• Customer: Harbor & Pine\n• Charge: `ch_3Qx9` — "
            "$720.00\nOK to refund?"
        ),
        True,
    ),
    (
        "company-people.ask-controller-to-approve",
        (
            "Amara — can this refund be approved? Harbor & Pine, charge ch_3Qx9, $720.00 (over the $500 "
            "limit)."
        ),
        True,
    ),
    (
        "company-people.ask-controller-to-approve",
        "Requesting your approval for a $720.00 refund to Harbor & Pine (charge ch_3Qx9, ticket 4830).",
        True,
    ),
    (
        "company-people.ask-controller-to-approve",
        "FYI: Harbor & Pine's refund of ch_3Qx9 ($720.00) was approved and is done.",
        False,
    ),
    (
        "company-people.ask-controller-to-approve",
        "FYI: refunded ch_3Qx9 for Harbor & Pine ($720.00), ticket 4830.",
        False,
    ),
    (
        "talk-stripe.over-limit-pushes-approval",
        (
            "Refund approval needed: full refund of the $250.35 top-up of October 13 to Jun Rossi "
            "(junrossi247@example.com), charge ch_3Qx9."
        ),
        True,
    ),
    (
        "talk-stripe.over-limit-pushes-approval",
        "Approval request: refund USD 250.35 (charge ch_3Qx9) for customer cus_MEI1.",
        True,
    ),
    (
        "talk-stripe.over-limit-pushes-approval",
        "Refund request: $250.35 top-up of Jun Rossi, charge ch_3Qx9.",
        True,
    ),
    (
        "talk-stripe.over-limit-pushes-approval",
        (
            "Can a finance manager sign off on refunding Jun Rossi's $250.35 top-up (ch_3Qx9)? It's "
            "above the $200 limit."
        ),
        True,
    ),
    (
        "talk-stripe.over-limit-pushes-approval",
        (
            ":money_with_wings: *Refund needs approval*\n> Customer: Jun Rossi "
            "(junrossi247@example.com)\n> Charge: ch_3Qx9\n> Amount: $250.35"
        ),
        True,
    ),
    (
        "talk-stripe.over-limit-pushes-approval",
        "Refunded Jun Rossi's $250.35 top-up of October 13 in full (charge ch_3Qx9).",
        False,
    ),
    (
        "stripe-multi.schedule-trial-end-reminder",
        (
            "Reminder: Łukasz Nakamura's Enterprise trial (sub_1Qab) ends tomorrow at 09:00 UTC. Check "
            "his card."
        ),
        True,
    ),
    (
        "stripe-multi.schedule-trial-end-reminder",
        ":credit_card: Check Łukasz Nakamura's card — Enterprise trial `sub_1Qab` ends tomorrow.",
        True,
    ),
    (
        "stripe-multi.schedule-trial-end-reminder",
        (
            "Łukasz Nakamura's Enterprise trial ends tomorrow (sub_1Qab): please verify his payment "
            "method is valid before it converts."
        ),
        True,
    ),
    (
        "stripe-multi.schedule-trial-end-reminder",
        (
            "Heads-up for billing: before Łukasz's trial (sub_1Qab) ends tomorrow, make sure the card on "
            "file works."
        ),
        True,
    ),
    (
        "stripe-multi.schedule-trial-end-reminder",
        "Reminder: Łukasz Nakamura's Enterprise trial (sub_1Qab) ends tomorrow at 09:00 UTC.",
        False,
    ),
    (
        "stripe-multi.upgrade-yearly-tell-cs",
        "Tomás Smith moved to Starter yearly (sub_1Qab).",
        True,
    ),
    (
        "stripe-multi.upgrade-yearly-tell-cs",
        "Heads-up: sub_1Qab (Tomás Smith) is now billed yearly on Starter.",
        True,
    ),
    (
        "stripe-multi.upgrade-yearly-tell-cs",
        "FYI: switched Tomás Smith's subscription sub_1Qab to the Starter annual price.",
        True,
    ),
    (
        "stripe-multi.upgrade-yearly-tell-cs",
        "Tomás Smith (sub_1Qab) is on Starter yearly billing from now on :tada:",
        True,
    ),
    (
        "stripe-multi.upgrade-yearly-tell-cs",
        "Tomás Smith (sub_1Qab) agreed to pay yearly for Starter.",
        False,
    ),
    (
        "stripe-multi.void-invoice-namesake",
        "Voided Bo Kowalski's open Extra seats invoice A1B2C3D4-0007 ($144.00).",
        True,
    ),
    ("stripe-multi.void-invoice-namesake", "Voided invoice in_9Z (Bo Kowalski, Extra seats)", True),
    (
        "stripe-multi.void-invoice-namesake",
        (
            "🧾 A1B2C3D4-0007 — Bo Kowalski's Extra seats invoice ($144.00) is void now; "
            "he had already removed those seats."
        ),
        True,
    ),
    (
        "stripe-multi.void-invoice-namesake",
        "Done: invoice #A1B2C3D4-0007 (Bo Kowalski, 12 extra seats) has been voided.",
        True,
    ),
    (
        "stripe-multi.void-invoice-namesake",
        (
            "Bo Kowalski's open Extra seats invoice A1B2C3D4-0007 ($144.00) "
            "billed him for seats he had already removed."
        ),
        False,
    ),
    (
        "company-bug.borealis-sso-incident",
        "Thanks Ingrid, we're treating the SSO login loop as severity 1 and engineering is on it.",
        True,
    ),
    ("company-bug.borealis-sso-incident", "This is a Sev-1 for us. Invite for 11am ET on its way.", True),
    (
        "company-bug.borealis-sso-incident",
        "Hi Ingrid — this is now a Sev 1 incident; engineers are on it and we'll call you at 11:00 ET.",
        True,
    ),
    (
        "company-bug.borealis-sso-incident",
        (
            "Thanks for flagging! Severity: *S1*. "
            "Our engineering team is actively working on the SSO login loop."
        ),
        True,
    ),
    (
        "company-bug.borealis-sso-incident",
        "Thanks Ingrid, is this severity 1 for you? Engineering is looking at the SSO login loop.",
        False,
    ),
]


def _text_condition(task_id: str) -> Any:
    """The condition on the posted text of the task's added Slack message (the thread reply, where a
    task posts twice)."""
    posts = [c for c in TASKS[task_id].expect.changes if c.kind == "added" and c.table == "slack_messages"]
    if len(posts) > 1:
        posts = [c for c in posts if c.where.get("thread_ts") is not None]
    [change] = posts
    return change.where["text"]


@pytest.mark.parametrize(("task_id", "text", "accepted"), CASES)
def test_message_check_reads_what_the_message_says(task_id: str, text: str, accepted: bool) -> None:
    assert check(text, fill(_text_condition(task_id), SCOPE)) is accepted


def test_every_fixed_task_has_a_case_each_way() -> None:
    for task_id in FIXED:
        verdicts = {accepted for t, _, accepted in CASES if t == task_id}
        assert verdicts == {True, False}, task_id


@pytest.mark.parametrize("task_id", FIXED + FANOUT_SMALLEST)
def test_fixed_tasks_carry_the_msgcheck_plans(task_id: str) -> None:
    """One wrong plan that passed on main and two honest wordings, each marked "(msgcheck)"."""
    task = TASKS[task_id]
    assert sum(p.description.startswith("(msgcheck)") for p in task.wrong) >= 1
    assert sum(p.description.startswith("(msgcheck)") for p in task.alternates) >= 2


def _summary_text(plan_steps: Any) -> str:
    [post] = [s for s in plan_steps if s.call == "slack.chat.postMessage"]
    return str(post.args["text"])


@pytest.mark.parametrize("task_id", sorted(t for t in TASKS if t.startswith("fanout-")))
def test_fanout_summary_must_say_the_batch_is_finished(task_id: str) -> None:
    """Every fan-out task (30, most too wide to validate in the test suite): its oracle's summary
    passes, and the "starting now" line the smallest tasks' wrong plan posts before the work fails."""
    task = TASKS[task_id]
    condition = _text_condition(task_id)
    assert check(_summary_text(task.oracle), condition)
    n = task.fanout.width if task.fanout is not None else 0
    for early in (
        f"Starting the review tagging of the {n} newest customers now.",
        f"Adding outage credits to the {n} newest customers now.",
        f"Starting the audit: tagging and crediting the {n} newest customers.",
        f"Review tags: {n // 2} of {n} set so far, batch in progress.",
    ):
        assert not check(early, condition), early


def test_no_fixed_check_is_a_bare_token_again() -> None:
    """A fixed check is never again only "contains the id": each carries a regex with a lookahead for
    what the message must say beside the token."""
    for task_id in FIXED:
        condition = _text_condition(task_id)
        assert isinstance(condition, dict), task_id
        assert "regex" in condition, task_id
        assert re.search(r"\(\?[=!]|\(\?i\)approv", str(condition["regex"])), task_id
