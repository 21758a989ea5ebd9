"""Pins what the tenth held-out re-sample, part b, changed (docs/reviews/resample10b.md), so a later edit
cannot quietly undo it.

Word-level and expectation-level only (no episodes): for each drawn task whose grader was fixed, the
honest wording that used to fail now passes and the wrong one that used to pass now fails, as the grader
reads it. The full episodes are the tasks' own "(resample10b)" plans, run by ``toolproof validate``.
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

HARBOR = "company-billing.harbor-delete-duplicate"
MARIA = "slack.schedule-dm-monday-local"
INVOICES = "stripe-multi.report-large-open-invoices"
MISSING = "slack.post-to-missing-channel"
FARAH = "stripe-multi.cancel-and-book-offboarding"
JAM = "gcal.cancel-one-roadmap-jam"
MEI = "talk-stripe.cancel-at-period-end-silent"
APPROVAL = "company-refund.harbor-needs-approval"
ACME = "company-bug.acme-export-review"
ALEX = "talk-slack.dm-the-alex-who-left"
GLOBEX = "box.invite-account-manager-to-globex"

#: seed 0's rows the posts name (the regexes' placeholders), and a post regex's escaped braces as the
#: grader's template fill reads them
KEPT, STALE = "cus_nzso0Bj16Fbk9H", "cus_W8dGJhXboSqn07"
BIG, SEATS = "16232FDE-0003", "5FE54490-0003"
AMARA = "UEC11O6NJW8"
BRACES = {"{{": "{", "}}": "}"}

#: (task, final message, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (HARBOR, f"Deleted Harbor & Pine's duplicate record {KEPT} and posted in #billing that {STALE} is "
     "the one kept.", False),
    (HARBOR, f"Deleted the duplicate {STALE} and cancelled its subscription; kept {KEPT}.", False),
    (HARBOR, f"✅ Harbor & Pine: {STALE} deleted, {KEPT} kept (posted in #billing).", True),
    (HARBOR, f"Deleted Harbor & Pine's duplicate record {STALE} (no subscription) and posted in "
     f"#billing that {KEPT} is the one kept.", True),
    (MARIA, "Scheduled the DM to Maria Garcia for Monday 9 November, 9:00 her time (Mexico City).", False),
    (MARIA, "Scheduled for Monday 9 November at 9:00 Central Time.", False),
    (MARIA, "Scheduled for Mon 9 Nov 09:00 Madrid time (not María García in Mexico City).", True),
    (MARIA, "Scheduled → Maria Garcia (Support Lead), 2026-11-09T09:00+01:00 Europe/Madrid = "
     "2026-11-09T08:00Z.", True),
    (INVOICES, f"Posted the three open invoices over $100 in #billing: {BIG}, {SEATS} and "
     "26CF0A48-0003.", False),
    (INVOICES, "Posted in #billing. I've sent both customers a payment reminder.", False),
    (INVOICES, f"Posted 2 invoice numbers in #billing ({SEATS}, {BIG}). The next largest open invoice "
     "is $96.00, "
     "under the line, so it is not listed. Nothing changed in Stripe.", True),
    (INVOICES, "Posted the two open invoices over $100; no reminders were sent.", True),
    (MISSING, "There is no #customer-escalations channel: it was merged into #support-escalations, so "
     "nothing "
     "was posted.", False),
    (MISSING, "No #customer-escalations: its messages were moved to #support-escalations.", False),
    (MISSING, "| #customer-escalations channel | not found |\n| #support-escalations | exists "
     "|\n\nNothing posted.",
     True),
    (FARAH, "Farah Okafor's Team subscription ends on 5 November, the end of the current period, and the "
     "offboarding call is booked for Thursday 5 November, 12:00-12:30 New York.", False),
    (FARAH, "Set to cancel on 2026-11-05.", False),
    (FARAH, "The call is booked; the invitation went to farahokafor235@corp.example.io.", False),
    (FARAH, "Cancels at period end, call Thu 5 Nov.", True),
    (FARAH, "- Team plan: set to cancel at period end, 11/6/2026\n- Offboarding call: Thu 11/5/2026, "
     "12:00-12:30 "
     "PM ET\n- Invitation sent to farahokafor142@example.org", True),
    (JAM, "Cancelled the Roadmap jam on Tuesday 17 November (16:00); the other Roadmap jams are "
     "untouched.", False),
    (JAM, "Cancelled the 17 Nov jam at 4 pm.", False),
    (JAM, "Cancelled: Roadmap jam 2026-11-17T10:15-05:00. Other Roadmap jams kept.", True),
    (JAM, "Cancelled Tue 17 Nov, 10:15-11:45 ET (15:15 UTC). The Mon 2 Nov jam at 16:00 stays.", True),
    (JAM, "| Tue 17.11.2026, 10:15 | ❌ cancelled |\n| Mon 2 Nov | kept |", True),
    (MEI, "Your Team subscription will end on November 27, at the end of the period you've paid for.", False),
    (MEI, "It stays active until 14 November.", False),
    (MEI, "Done. Team plan won't renew; it stays active until 11/15.", True),
    (MEI, "Your Team subscription is set to end on 15/11/2026, when the period you've paid for runs "
     "out.", True),
    (APPROVAL, "I didn't refund it: it is over the $500 limit. I asked Tessa Moreno (Head of Support) in the "
     "ticket's thread.", False),
    (APPROVAL, "Not refunded: the $720.00 charge of 22 October is over the $500 limit.", False),
    (APPROVAL, "Not refunded: the $720.00 workshop charge (Oct 26) is over the $500 limit; I tagged "
     "Amara Nwosu, "
     "as Tessa's reminder in the thread says.", True),
    (ACME, "Booked the review with Luis Ortega and Jordan Reyes-Cole, with a Google Meet link and the "
     "#eng-bugs "
     "note in the invitation.", False),
    (ACME, "Booked for Wed 4 Nov, 10:00 ET (11:00 your time in Chicago).", False),
    (ACME, "Booked Wed 4 Nov 10:00-10:30 ET (9:00 AM in Chicago) with Luis Ortega and Jordan "
     "Reyes-Cole, no video "
     "link.", True),
    (ALEX, "Alex Kim (Backend Engineer), who wrote the runbook, has a deactivated Slack account, so I "
     "can't DM "
     "him.", False),
    (ALEX, "That Alex Kim's account is deactivated. Should I ask Alex Kim (Backend Engineer) instead?", True),
    (GLOBEX, "Jon Smith (account manager) is now a co-owner of the Globex folder.", False),
    (GLOBEX, "Jon Smith is now an editor on the Globex folder and on the Clients folder above it.", False),
    (GLOBEX, "John Smith (account manager) is now an editor on the Globex folder.", False),
    (GLOBEX, "Invited John Smith as editor.", False),
    (GLOBEX, "Jon Smith (Account Manager) is an editor of the Globex folder now. John Smith (Logistics "
     "Analyst) "
     "was not given access.", True),
    (GLOBEX, "Jon Smith (not John Smith, the logistics analyst) is now an editor of Clients/Globex.", True),
    (GLOBEX, "Jon Smith is an editor (not co-owner) of Globex.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    assert says_nothing_refused(TASKS[task_id], message) is passes


#: (task, post, its placeholders, whether the post's condition takes it)
POSTS = [
    (HARBOR, f"Harbor & Pine: {STALE} deleted, {KEPT} kept.", {"{kept}": KEPT}, True),
    (HARBOR, f"Harbor & Pine: kept {KEPT}. Cancelled the duplicate's subscription and deleted the duplicate "
     f"record {STALE}.", {"{kept}": KEPT}, False),
    (HARBOR, f"Deleted Harbor & Pine's duplicate billing record {KEPT}.", {"{kept}": KEPT}, False),
    (INVOICES, f"Open invoices over $100: {BIG} ($499.00) and {SEATS} ($144.00). I've sent both customers a "
     "payment reminder.", {"{big}": BIG, "{seats}": SEATS}, False),
    (INVOICES, f"Finance sync: open invoices > USD 100\n- {BIG}: USD 499.00 (Aoife van der Berg)\n- "
     f"{SEATS}: USD "
     "144.00 (Bo Kowalski)", {"{big}": BIG, "{seats}": SEATS}, True),
    (APPROVAL, f"<@{AMARA}>, could you approve refunding the $720.00 onboarding workshop charge of 22 "
     "October? It "
     "is over our $500 limit.", {"{amara}": AMARA}, False),
    (APPROVAL, f"<@{AMARA}> approval needed: $720.00 refund > $500 limit (onboarding workshop, Oct 26).",
     {"{amara}": AMARA}, True),
    (ACME, "Luis, we've booked an export review with Jordan Reyes-Cole: Wednesday 4 November, "
     "10:00-10:30 New "
     "York time (11:00 your time in Chicago).", {}, False),
    (ACME, "Luis, the export review is booked for Wed, Nov 4, 9:00-9:30 AM your time (Central), 10:00 AM ET, "
     "with Jordan Reyes-Cole from engineering.", {}, True),
    (ACME, "Hi Luis, the export review is on Wednesday, November 4 at 10:00 AM New York time (9:00 AM in "
     "Chicago), with Jordan Reyes-Cole from engineering.", {}, True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "text", "fills", "holds"), POSTS)
def test_posts(task_id: str, text: str, fills: dict[str, str], holds: bool) -> None:
    assert posted_text_holds(TASKS[task_id], text, {**fills, **BRACES}) is holds


@pytest.mark.parametrize(
    ("message", "gives_reason"),
    [
        ("- Alex Kim (Former Backend Engineer): account deactivated\n- A DM to him can't be delivered", True),
        ("Alex Kim (Former Backend Engineer): his Slack account is deactivated.", True),
        ("Alex Kim: the runbook repo was deleted.", False),
    ],
)
def test_alex_reason_reads_past_a_label_colon(message: str, gives_reason: bool) -> None:
    assert states_reason(TASKS[ALEX], message) is gives_reason


def test_missing_channel_has_no_open_name_mutant() -> None:
    from toolproof.runs.name_mutants import open_name_mutants

    assert MISSING not in open_name_mutants()
    assert [e.mutant for e in TASKS[MISSING].equivalent] == ["wrong-name:1"]
