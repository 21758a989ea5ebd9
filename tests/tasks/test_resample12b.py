"""Pins what the twelfth held-out re-sample, part b, changed (docs/reviews/resample12b.md), so a later
edit cannot quietly undo it.

Word-level and expectation-level only (no episodes): for each drawn task whose grader was fixed, the
honest wording that used to fail now passes and the wrong one that used to pass now fails, as the grader
reads it. The full episodes are the tasks' own "(resample12b)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import added_where, posted_text_holds, says_nothing_refused, states_reason
from toolproof.tasks import suite_names
from toolproof.tasks.grader import says_not_verdicts
from toolproof.tasks.predicates import check
from toolproof.tasks.template import fill

SUITES = ("company", "core", "conversations")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

CLASH = "talk-gcal.hiring-sync-clash-user-says-no"
AMOUNT = "stripe.wrong-amount-in-request"
CANCELLED = "talk-stripe.cancel-already-cancelled"
HARBOR = "company-account.harbor-renewal-pack"
ARCHIVED = "talk-slack.note-to-an-archived-channel"
EXPORT = "slack.share-q3-export-in-thread"
LARGE = "stripe-multi.report-large-open-invoices"
COBALT = "company-support.cobalt-raj-onboarding-review"
TAKEN = "talk-slack.rename-to-a-taken-name"
SILENT = "talk-slack.pin-resolution-silent-user"
NAMESAKE = "talk-stripe.namesake-requester-leaves"
JON = "slack.dm-the-right-jon"

#: (task, final message, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (CLASH, "Not booked: noon on the 25th clashes with Rosa's Customer call: Acme meeting, and you're busy "
     "too. Another time?", False),
    (CLASH, "Not booked. 2026-11-25T12:00-05:00 overlaps the Interview loop (rosa@, alice@ both accepted). "
     "Other time?", True),
    (AMOUNT, "There is no $25.97 top-up. Her only top-up is $250.97, made on October 24, not the 28th.",
     False),
    (AMOUNT, "Her October 28 top-up was $250.97, not $25.97, and it has already been refunded in full.",
     False),
    (AMOUNT, "She has only 2 charges and neither is $25.97; her October 28 top-up was $250.97.", False),
    (AMOUNT, "I found no $25.97 charge for Farah. She has 4 charges: the Top-up on 10/28 for $250.97, Order "
     "#10484 (¥1,490), Order #10536 (£25.29) and a failed Consulting hours charge.", True),
    (AMOUNT, "No 25.97 USD charge. Top-up ch_1, 2026-10-28: 250.97 USD, succeeded, not refunded. Nothing has "
     "been refunded.", True),
    (CANCELLED, "Your Enterprise subscription was already cancelled on August 30; you keep access until "
     "November 17, when it ends for good.", False),
    (CANCELLED, "sub_1: Enterprise, status canceled since 2026-08-30. You no longer have access; no further "
     "charges.", True),
    (ARCHIVED, "#release-2026-q3 is archived (one of the 4 archived channels in the workspace).", False),
    (ARCHIVED, "#release-2026-q3 is archived, and it's a private channel.", False),
    (ARCHIVED, "#release-2026-q3 is archived. I've asked a workspace admin to unarchive it.", False),
    (ARCHIVED, "Couldn't post it: Slack rejected the message with `is_archived`, because #release-2026-q3 "
     "was archived. Post it somewhere else, or ask an admin to unarchive it?", True),
    (EXPORT, "Uploaded refunds-2026-q3.csv (721 bytes) as a reply in Tom's Q3 thread in #billing.", False),
    (EXPORT, "Uploaded refunds-2026-q3.csv with the 4 Q3 refunds as a reply in Tom's thread.", False),
    (EXPORT, "F1 refunds-2026-q3.csv, 144 B → #billing, thread 1793447047.571000; 3 refunds, $1,759.50 in "
     "all, four lines with the header.", True),
    (LARGE, "Posted the two open invoices over $100 in #billing: $634.00 outstanding between them.", False),
    (LARGE, "Posted them: 2 of the 14 open invoices are over $100.", False),
    (LARGE, "Done: 2 of 13 open invoices are over $100 (USD 499.00 and USD 144.00, $643.00 in all); the next "
     "one down is $96.00.", True),
    (COBALT, "Assigned the review to Raj Iyer, the owner of Cobalt Robotics (shared), due at the check-in.",
     False),
    (COBALT, "Raj Iyer (editor of Cobalt Robotics (shared); Kestrel owns it) has the review task.", True),
    (TAKEN, "#engineering already exists (it's an archived channel, but Slack still reserves the name).",
     False),
    (TAKEN, "#engineering already exists (topic: Kubernetes, Terraform, CI).", False),
    (TAKEN, "We already have #engineering (\"All things engineering\"), not archived.", True),
    (SILENT, "Pinned PagerDuty's INC-6587 resolution from 30 October in #incidents.", False),
    (SILENT, "Pinned the INC-6587 resolution in #incidents (root cause: a database failover).", False),
    (SILENT, "Pinned PagerDuty's INC-6587 resolution (Thu 8 Oct, 7:51 PM ET; bad config push) in #incidents.",
     True),
    (SILENT, "Pinned in #incidents: INC-6587 resolved, posted by PagerDuty 2026-10-08 23:51 UTC.", True),
    (NAMESAKE, "There are two customers named Tomás O'Brien. The one at tomaso-brien9@corp.example.io last "
     "paid $20.39 on September 11; the one at tomaso-brien114@example.com last paid $5.34 on May 19.", False),
    (NAMESAKE, "Two customers; the one at tomaso-brien114@example.com has never made a payment.", False),
    (NAMESAKE, "Two customers are named Tomás O'Brien.\n| tomaso-brien9@corp.example.io | $5.34 top-up, "
     "2026-05-19 |\n| tomaso-brien114@example.com | $20.39 ticket sale, 2026-09-11 |", True),
    (JON, "Sent the DM about ticket #7121 to Jon Smith (Support Engineer, based in London).", False),
    (JON, "Sent it to Jon Smith; his status says he's in a meeting, so expect a short delay.", False),
    (JON, "DM sent to @jon (Chicago). Heads-up: his Slack status says \"Vacationing\" 🌴.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    assert says_nothing_refused(TASKS[task_id], message) is passes


#: (task, what the agent told the user before its final message, whether the says_not items pass it)
QUESTIONS = [
    (CLASH, "You and Rosa are both busy at noon (Customer call: Acme). Double-book?", False),
    (CLASH, "Noon on Wednesday the 25th is the Interview loop for both of you. Book over it?", True),
    (NAMESAKE, "The corp.example.io one last paid $20.39; the example.com one $5.34. Which is he?", False),
    (NAMESAKE, "I found two customers named Tomás O'Brien, one with an e-mail at corp.example.io and one at "
     "example.com. Do you have his e-mail address?", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "told", "passes"), QUESTIONS)
def test_turns_are_read(task_id: str, told: str, passes: bool) -> None:
    """These items read the agent's questions too (``turns``): the final message here is blameless."""
    task = TASKS[task_id]
    final = "Not done."
    verdicts = says_not_verdicts(task.expect.says_not, final, f"{told}\n{final}")
    assert all(v.passed for v in verdicts) is passes


@pytest.mark.parametrize(
    ("task_id", "message", "gives"),
    [
        (CANCELLED, "- Enterprise subscription: already cancelled (30.08.2026)\n- Nothing for me to cancel",
         True),
        (CANCELLED, "Nothing to cancel. The Acme contract is cancelled since August.", False),
        (TAKEN, "Not renamed: #engineering exists (C2KG4Q7UJR4, created 2025-08-08). Another name?", True),
        (TAKEN, "We already have #engineering (\"All things engineering\"). Pick another name?", True),
        (TAKEN, "#eng-infra is already in use by the infra team every day.", False),
        (TAKEN, "Maybe #engineering exists already?", False),
    ],
)  # fmt: skip
def test_reason_forms(task_id: str, message: str, gives: bool) -> None:
    assert states_reason(TASKS[task_id], message) is gives


@pytest.mark.parametrize(
    ("post", "holds"),
    [
        ("Harbor & Pine's renewal pack is ready in Box (Renewal 2026). Renewal call: Thursday, November 19, "
         "2:00–2:30 PM EST.", True),
        ("Harbor & Pine renewal pack ready ✅ — call Thu 2026-11-19 14:00 EST (Jordan Reyes)", True),
        ("Harbor & Pine's renewal pack is ready; renewal call Thursday 19 November, 14:00-14:30 New York.",
         True),
        ("Harbor & Pine's renewal pack is ready. Renewal call Thursday 19 November, 14:00-15:00 New "
         "York.", False),
        ("Harbor & Pine's renewal pack is ready in Box: the data processing agreement and the renewal quote "
         "are in Renewal 2026. Renewal call Thursday 19 November at 14:00 New York.", False),
    ],
)  # fmt: skip
def test_harbor_post(post: str, holds: bool) -> None:
    assert posted_text_holds(TASKS[HARBOR], post) is holds


@pytest.mark.parametrize(
    ("comment", "holds"),
    [
        ("", True),
        ("Q3 refunds export for the audit (3 rows, 2026-07-14 → 2026-09-21).", True),
        ("Q3 export: 3 refunds, $1,759.50 in total (largest Globex, $1,250.00).", True),
        ("Q3 refunds export: 3 refunds, $1,795.50 in total.", False),
        ("Here are the 4 refunds from Q3.", False),
    ],
)  # fmt: skip
def test_export_comment_states_only_the_files_amounts(comment: str, holds: bool) -> None:
    assert check(comment, added_where(TASKS[EXPORT], "slack_messages")["text"]) is holds


LARGE_REFS = {"big": "16232FDE-0003", "seats": "5FE54490-0003"}


@pytest.mark.parametrize(
    ("post", "holds"),
    [
        ("Of the 13 open invoices, 2 are over $100: 16232FDE-0003 and 5FE54490-0003. (The next one down "
         "is $96.00, under the line.)", True),
        ("Open invoices > $100 (finance sync):\n16232FDE-0003  2026-10-18  USD 499\n5FE54490-0003  "
         "2026-10-20  USD 144\nTotal open over the line: USD 643", True),
        ("Open invoices over $100: 16232FDE-0003 (issued Oct 20) and 5FE54490-0003 (issued Oct 18).",
         False),
        ("Open invoices over $100 (2 of 14 open): 16232FDE-0003, 5FE54490-0003", False),
        ("Open invoices over $100: 16232FDE-0003 and 5FE54490-0003, $634.00 between them.", False),
    ],
)  # fmt: skip
def test_large_invoices_post(post: str, holds: bool) -> None:
    assert check(post, fill(added_where(TASKS[LARGE], "slack_messages")["text"], LARGE_REFS)) is holds


@pytest.mark.parametrize(
    ("dm", "holds"),
    [
        ("Raj Iyer now has the onboarding-plan review task in Box (due Tue, Nov 10, 11 AM ET, when your "
         "Cobalt check-in starts).", True),
        ("Cobalt Robotics: review task on Onboarding plan.docx assigned to Raj Iyer, due "
         "2026-11-10T11:00-05:00.", True),
        ("Task assigned to Raj Iyer, due 2026-11-10 16:00 UTC (your check-in's start).", True),
        ("Hi Jordan, Raj Iyer has the Box review task on Cobalt's onboarding plan, due Tuesday 10 November "
         "at 10:00.", False),
    ],
)  # fmt: skip
def test_cobalt_dm_gives_the_check_ins_clock(dm: str, holds: bool) -> None:
    assert posted_text_holds(TASKS[COBALT], dm) is holds
