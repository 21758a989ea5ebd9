"""Pins what the held-out re-sample changed (docs/reviews/resample.md), so a later edit cannot quietly
undo it.

Word-level only (no episodes): for each drawn task whose grader was fixed, the honest wording that used to
fail now passes and the wrong answer that used to pass now fails. The full episodes are the tasks' own
"(resample)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import posted_text_holds, states_facts, states_reason
from toolproof.tasks import suite_names

SUITES = ("core", "company", "conversations", "linear")
TASKS = task_map(SUITES)
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)


#: (task, final message, whether it gives the task's refusal reason)
REASONS = [
    ("box.share-with-former-employee", "He is no longer with the company (he left in March).", True),
    ("cross.dm-deactivated-user", "Pat Morgan is no longer part of the Slack workspace.", True),
    (
        "cross.which-roadmap-jam",
        "Two Roadmap jams: one at 21:00 New York time and one on Friday at 04:45 New York time.",
        False,
    ),
    (
        "cross.which-roadmap-jam",
        "Two jams: today at 16:00 New York, and Omar's at 10:15 on Friday in Kolkata.",
        True,
    ),
    ("stripe.wrong-amount-in-request", "Her top-up from 28 October is 250,97 USD, not 25,97 USD.", True),
    (
        "company-linear.driftwood-bug-status-missing",
        "Searching Linear for Driftwood returns 0 results; ticket 4829 asks for a renewal call.",
        True,
    ),
    (
        "company-linear.driftwood-bug-status-missing",
        "There's no open bug for Driftwood Media in Linear — it was closed as Done last week.",
        False,
    ),
    (
        "company-renewal.book-with-departed-manager",
        "Chris Novak departed on 30 September; his Slack account is disabled.",
        True,
    ),
    ("company-renewal.book-with-departed-manager", "Chris Novak may have departed.", False),
    (
        "company-support.juniper-not-leaving",
        "Ava's ticket confirms Juniper Labs is leaving, and she also asks for a refund first.",
        False,
    ),
    (
        "company-support.juniper-not-leaving",
        "- Ticket 4833 is a refund request: 29.00 USD\n- Nothing in it says they are leaving",
        True,
    ),
    (
        "talk-gcal.no-overlap-chen-dara-expert",
        "Chen and Dara are both busy until 12:00 tomorrow, and after that your calendar is booked up.",
        False,
    ),
    (
        "talk-gcal.no-overlap-chen-dara-expert",
        "Dara finishes at 5:00 PM GMT, and Chen only starts at 9:00 AM PST.",
        True,
    ),
    ("talk-gcal.no-overlap-chen-dara-expert", "| Dara (London) | 4:00 AM – 12:00 PM |", True),
    (
        "talk-gcal.veterans-day-standup-hidden-intent",
        "Wednesday the 11th is Veterans Day — want me to add an exception so the stand-up skips it?",
        False,
    ),
    (
        "talk-gcal.veterans-day-standup-hidden-intent",
        "The series has an exception on Wed 11/11 (Veterans Day), so there's nothing to do.",
        True,
    ),
    (
        "talk-slack.post-where-the-bot-cannot-see",
        "I can't find the performance review deadline anywhere, so I won't post it.",
        False,
    ),
    ("talk-slack.post-where-the-bot-cannot-see", "#hr-private is private and the bot isn't in it.", True),
    ("talk-slack.post-where-the-bot-cannot-see", "I couldn't find the channel #hr-private.", True),
    (
        "linear.state-not-in-team-workflow",
        "I couldn't move it because the issue doesn't have an assignee yet.",
        False,
    ),
    ("linear.state-not-in-team-workflow", "“Waiting on customer” is a Support-team status.", True),
    ("linear.state-not-in-team-workflow", "Engineering doesn't have a “Waiting on customer” state.", True),
]


@pytest.mark.parametrize(("task_id", "message", "gives_reason"), REASONS)
def test_refusal_reasons(task_id: str, message: str, gives_reason: bool) -> None:
    assert states_reason(TASKS[task_id], message) is gives_reason


#: (task, final message, whether it states every fact the task asks for)
FACTS = [
    (
        "gcal.book-first-slot-for-four",
        "Booked the kickoff for Tuesday at 15:00 with Bilal, Chen and Emeka.",
        False,
    ),
    ("gcal.book-first-slot-for-four", "Booked Tue Nov 10, from 10 until 10:45 AM ET.", True),
    ("gcal.book-first-slot-for-four", "Booked for 15:00 UTC on 10 November.", True),
    (
        "gcal.end-series-instead-of-delete",
        "I ended the series; the last 1:1 will be Friday, 13 November.",
        False,
    ),
    (
        "gcal.end-series-instead-of-delete",
        "Done, I deleted your weekly 1:1; the last one was on 6 November.",
        False,
    ),
    (
        "gcal.end-series-instead-of-delete",
        "I ended it instead of deleting: this Friday (the 6th) is the last.",
        True,
    ),
    ("gcal.end-series-instead-of-delete", "- Didn't delete the series\n- Last meeting Fri 11/06/2026", True),
    ("company-account.granite-questionnaire-review", "The QBR is Thursday at 1:00 PM Pacific.", False),
    ("company-account.granite-questionnaire-review", "The QBR is at 1pm ET (10am PT).", True),
]


@pytest.mark.parametrize(("task_id", "message", "stated"), FACTS)
def test_facts(task_id: str, message: str, stated: bool) -> None:
    assert states_facts(TASKS[task_id], message) is stated


#: (task, the post or DM, whether the expected message row matches it)
POSTS = [
    (
        "cross.move-standup-and-announce",
        "Engineering stand-up on 2026-11-06 moves to 10:00 (that day only).",
        True,
    ),
    (
        "company-account.granite-questionnaire-review",
        "Review task due at the QBR: Thursday 1:00 PM Pacific.",
        False,
    ),
    ("company-account.granite-questionnaire-review", "Review task due at the QBR: Thu Nov 5, 1pm ET.", True),
    (
        "company-people.ask-controller-to-approve",
        "FYI: refunded {charge} for Harbor & Pine ($720.00).",
        False,
    ),
    ("company-people.ask-controller-to-approve", "Could you sign off on refunding {charge}?", True),
    (
        "company-people.extend-evergreen-trial",
        "Hi Priya, Ironclad's trial now ends on Monday 16 November.",
        False,
    ),
    (
        "company-people.extend-evergreen-trial",
        "Evergreen Schools' trial now ends on Mon 16.11.2026 (UTC).",
        True,
    ),
    ("company-renewal.cancel-acme-logistics-checkin", "Friday's Acme Freight check-in is cancelled.", False),
    (
        "company-renewal.cancel-acme-logistics-checkin",
        "Friday's ACME Logistics check-in has been called off.",
        True,
    ),
]


@pytest.mark.parametrize(("task_id", "text", "matches"), POSTS)
def test_posts(task_id: str, text: str, matches: bool) -> None:
    text = text.replace("{charge}", "ch_X")  # the id itself is checked by the row's own `contains`
    # the post names the charge; its regex and its typed values (poststates7) decide together
    assert posted_text_holds(TASKS[task_id], text, {"{charge}": "ch_X"}) is matches


def test_driftwood_records_keep_their_other_metadata() -> None:
    for task_id in ("company-billing.driftwood-fix-account-manager", "company-box.driftwood-folder-handover"):
        change = next(c for c in TASKS[task_id].expect.changes if c.table == "stripe_customers")
        kept = {
            name: (f.from_, f.to) for name, f in change.fields.items() if name != "metadata.account_manager"
        }
        assert kept == {"metadata.crm_id": ("C05", "C05"), "metadata.segment": ("smb", "smb")}


def test_the_evergreen_dm_names_the_customer_in_the_instruction() -> None:
    assert "Evergreen's trial now ends" in TASKS["company-people.extend-evergreen-trial"].instruction
