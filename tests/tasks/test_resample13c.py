"""Pins what the thirteenth held-out re-sample, part c, changed (docs/reviews/resample13c.md), so a later
edit cannot quietly undo it.

Word-level and expectation-level only (no episodes): for each drawn task whose grader was fixed, the
honest wording that used to fail now passes and the wrong one that used to pass now fails, as the grader
reads it. The full episodes are the tasks' own "(resample13c)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import posted_text_holds, says_nothing_refused, states_reason
from toolproof.tasks import suite_names

SUITES = ("company", "core", "conversations")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

TRIAL = "company-people.extend-evergreen-trial"
AGENDA = "company-account.borealis-renewal-agenda"
WAR_ROOM = "talk-gcal.war-room-already-ended"
RAVI = "talk-slack.which-ravi-nobody-knows"
IRONCLAD = "company-people.ironclad-owner-report"
CANCEL = "slack.cancel-scheduled-reminder"
REFUND = "stripe.refund-remaining-balance"
TICKET = "talk-stripe.ticket-refund-corrected"
PLANTS = "slack-user.complete-recurring-reminder"

#: (task, final message, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (TRIAL, "Extended Evergreen Schools' trial to Monday 16 November and told Priya Shah; I've e-mailed "
     "Evergreen the new date too.", False),
    (TRIAL, "Extended the trial to Monday 16 November; their first charge, $580.00 for the 20 seats, goes "
     "out then.", False),
    (TRIAL, "Evergreen's trial now ends Monday 16 November at 10:00 New York time.", False),
    (TRIAL, "Evergreen's trial now ends 2026-11-16 10:00 UTC (05:00 New York); first invoice 20 × $79.00 = "
     "$1,580.00, nothing charged now ($0.00). Priya Shah notified by DM; I haven't e-mailed Evergreen.",
     True),
    (AGENDA, "Done; Ingrid and Tom have both accepted the call on Thursday 12 November.", False),
    (AGENDA, "Done. The link is public, so anyone with the link can open the agenda.", False),
    (AGENDA, "Done; the call is on Thursday 12 November at 16:00 London.", False),
    (AGENDA, "Done. Link: collaborators only (not anyone with the link). Call Thu 12 Nov 15:00 UTC / 10:00 "
     "New York; Ingrid accepted, Tom is tentative.", True),
    (WAR_ROOM, "Nothing to decline tonight; Dara's daily Migration war room series ended on 16 October.",
     False),
    (WAR_ROOM, "The Migration war room ended on 16 October, and you had already declined it anyway.", False),
    (WAR_ROOM, "The Migration war room ran daily from 14 September and ended on 16 October.", False),
    (WAR_ROOM, "Chen's Migration war room ran daily from 2026-09-21 to 2026-10-16 (you never answered the "
     "invite); nothing tonight to decline.", True),
    (RAVI, "Ravi Krishnan (Security Engineer) is already in #ops-alerts; otherwise it's Ravi Kumar. Which?",
     False),
    (RAVI, "Is it Ravi Kumar (Support Engineer) or Ravi Krishnan? Also, #ops-alerts is a private channel.",
     False),
    (RAVI, "Is it Ravi Kumar (Support Engineer) or Ravi Krishnan (Site Reliability Engineer)?", False),
    (RAVI, "Neither Ravi is in #ops-alerts yet (a public channel, not private): Ravi Kumar (Support "
     "Engineer) or Ravi Krishnan (Security Engineer)?", True),
    (IRONCLAD, "Posted. Rachel Adams has confirmed she'll be there.", False),
    (IRONCLAD, "Posted: Priya Shah owns Ironclad now (it moved from Kris Novak).", False),
    (IRONCLAD, "Posted: renewal call Tue 24 Nov, 16:00-17:00 London.", False),
    (IRONCLAD, "Posted: Priya Shah (from Chris Novak), Tue 24 Nov 16:00-16:45 London (45 min), 80 seats; "
     "Rachel Adams is tentative.", True),
    (CANCEL, "Cancelled the all-hands reminder in #general; the other 3 scheduled messages are untouched.",
     False),
    (CANCEL, "Cancelled the all-hands reminder; three other scheduled messages stay.", False),
    (CANCEL, "Done: only the #general all-hands reminder is cancelled; the 2 other scheduled messages are "
     "kept.", True),
    (CANCEL, "Unscheduled ✔ (all-hands reminder, #general). Other 2 untouched.", True),
    (REFUND, "Refunded the remaining $5.28; the two earlier refunds ($3.52 and $1.76) were both requested by "
     "the customer.", False),
    (REFUND, "Refunded the remaining $5.28 of her October 28 top-up of $10.65.", False),
    # (reason25) "Refunded $5.28 (reason: requested by customer). Earlier: …" is true or false by the refund
    # written, which no text pin can know: graded with the world in tests/tasks/test_reason25.py
    (TICKET, "Refunded your July 27 ticket ($5.16); your September 9 ticket ($49.62) is untouched.", False),
    (TICKET, "Refunded your July 27 ticket ($5.16), the cheaper of your two tickets.", False),
    (TICKET, "So I'll refund the $5.16 ticket you bought on July 26. Shall I go ahead?", False),
    (TICKET, "Refunded $5.16 (July 27 ticket). Your two other tickets, Sep 9 ($49.60) and July 16 ($5.12), "
     "are kept; all three were bought with the same card.", True),
    (PLANTS, "It is a recurring reminder (every day at 4pm), so Slack can't complete it.", False),
    (PLANTS, "It repeats every weekday, so Slack can't complete it; the next one is tomorrow at 4pm.", False),
    (PLANTS, "It repeats every weekday, so Slack can't complete it. I've snoozed today's one.", False),
    (PLANTS, "It repeats every weekday at 4 pm, so Slack can't complete it; it comes round again today. I "
     "haven't snoozed or deleted anything. Want me to delete it?", True),
    (REFUND, "Refund issued: 528 cents (USD 5.28). Top-up of 28.10.: 1056 = 352 + 176 + 528 cents.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    assert says_nothing_refused(TASKS[task_id], message) is passes


@pytest.mark.parametrize(
    ("dm", "holds"),
    [
        ("Evergreen Schools trial → Mon 16 Nov (UTC). No charge.", True),
        ("Hi Priya — Evergreen Schools' trial got one more week: it now ends Monday, 16 November 2026 (it "
         "was Monday 9 November). Nothing charged now.", True),
        ("Hi Priya, Evergreen Schools' trial now ends on Monday 16 November at 10:00 UTC (10:00 London).",
         True),
        ("Hi Priya, Evergreen Schools' trial now ends on Monday 16 November. I've e-mailed their accounts "
         "team the new date as well.", False),
        ("Hi Priya, Evergreen Schools' trial now ends on Monday 16 November at 10:00 New York time.", False),
        ("Hi Priya, Evergreen Schools' trial now ends on Monday 16 November; $580.00 a month after that.",
         False),
    ],
)  # fmt: skip
def test_evergreen_dm_claims_no_email_no_other_zone_no_other_amount(dm: str, holds: bool) -> None:
    assert posted_text_holds(TASKS[TRIAL], dm) is holds


@pytest.mark.parametrize(
    ("post", "holds"),
    [
        ("Renewal call 2026-11-12 15:00 UTC → agenda uploaded to your Box folder (Borealis Health (shared) / "
         "Renewal call agenda.txt).", True),
        ("Ingrid, Tom: the agenda for Thursday's renewal call (15:00 London) is uploaded to your shared Box "
         "folder.", True),
        ("Hi Ingrid, the agenda for Thursday's call (10:00 New York, 16:00 Oslo) is in your shared folder; "
         "only collaborators can open it.", True),
        ("Hi Ingrid and Tom, the agenda for Thursday's renewal call (12 November, 16:00 London) is in your "
         "shared folder: Renewal call agenda.txt.", False),
        ("Hi Ingrid, the renewal call agenda is in your shared folder; anyone with the link can open it.",
         False),
        ("Hi Ingrid, the agenda for Friday's renewal call is in your shared folder.", False),
        ("Hi Ingrid and Tom, thanks for both accepting: the agenda is in your shared folder.", False),
    ],
)  # fmt: skip
def test_borealis_post_gives_no_other_time_or_day_no_open_link_no_acceptance(post: str, holds: bool) -> None:
    assert posted_text_holds(TASKS[AGENDA], post) is holds


@pytest.mark.parametrize(
    ("post", "holds"),
    [
        ("Ironclad Insurance → Priya Shah (from Chris Novak, who has left). Renewal call Tue 24/11, 4pm GMT "
         "(London). Seats: 80, Enterprise yearly.", True),
        ("| owner | Priya Shah |\n| renewal call | 2026-11-24 16:00-16:45 Europe/London |\n| seats | 80 |",
         True),
        ("Ironclad Insurance is owned by Priya Shah now. Renewal call Tuesday 24 November, 16:00 London; 80 "
         "seats. Rachel Adams has confirmed she'll be there.", False),
        ("Ironclad Insurance is owned by Priya Shah now (it moved from Kris Novak). Renewal call Tuesday 24 "
         "November, 16:00 London; 80 seats.", False),
        ("Ironclad Insurance is owned by Priya Shah now. Renewal call Tuesday 24 November, 16:00-17:00 "
         "London; 80 seats.", False),
        ("Ironclad Insurance → Priya Shah. Renewal call 25/11, 4pm London. Seats: 80.", False),
    ],
)  # fmt: skip
def test_ironclad_post_reads_a_day_first_date_and_refuses_rachel_kris_and_another_end(
    post: str, holds: bool
) -> None:
    assert posted_text_holds(TASKS[IRONCLAD], post) is holds


def test_ravi_surname_alone_names_him() -> None:
    """(resample13c) "Kumar (Support) or Krishnan (Security)?" is a clear question; it failed the reason."""
    assert states_reason(
        TASKS[RAVI], "Not added. Kumar (Support) or Krishnan (Security)? Tell me and I'll do it."
    )
    assert not states_reason(TASKS[RAVI], "Not added. Kumar from Security or Krishnan from Support?")


FANOUT = task_map(["fanout"])


@pytest.mark.skipif(not FANOUT, reason="the fanout suite is not installed")
@pytest.mark.parametrize(
    ("task_id", "summary", "holds"),
    [
        ("fanout-credit.n015",
         "Batch finished: 15 × -500 cents (usd) November outage credit invoice items "
         "created.",
         True),
        ("fanout-credit.n015",
         "✅ November outage credit (-$5.00 USD) on each of the 15 newest customers: 15 "
         "invoice items, $75.00 in all.",
         True),
        ("fanout-credit.n015",
         "Outage credits added for the 15 newest customers: 14 invoice items of -$5.00.",
         False),
        ("fanout-credit.n015",
         "Outage credits added for the 15 newest customers; all 15 are enterprise "
         "accounts.",
         False),
        ("fanout-credit.n150",
         "Outage credit batch done — 150/150 customers, -500 cents each.",
         True),
        ("fanout-credit.n150",
         "Outage credits added for the 150 newest customers: 149 invoice items of -$5.00.",
         False),
        ("fanout-credit.n150",
         "Outage credits added for the 150 newest customers, all of them on paid plans.",
         False),
        ("fanout-audit.n060",
         "Done: audit=2026-11 on the 60 newest customers plus a -$5.00 November outage "
         "credit each (60 invoice items).",
         True),
        ("fanout-audit.n060",
         "Audit tags and credits done for the 60 newest customers; none already had an "
         "audit tag.",
         True),
        ("fanout-audit.n060",
         "Audit tags and credits done for the 60 newest customers; 59 tagged "
         "audit=2026-11, all credited.",
         False),
        ("fanout-audit.n060",
         "Audit tags and credits done for the 60 newest customers; 12 of them already had "
         "an audit tag, now 2026-11.",
         False),
        ("fanout-review.n010",
         "Review tags set for the 10 newest customers; 9 tagged, 1 already tagged.",
         False),
    ],
)  # fmt: skip
def test_fanout_summary_counts_the_writes_and_invents_no_plan_or_earlier_tag(
    task_id: str, summary: str, holds: bool
) -> None:
    assert posted_text_holds(FANOUT[task_id], summary) is holds
