"""Pins what the eighth held-out re-sample, part a, changed (docs/reviews/resample8a.md), so a later edit
cannot quietly undo it.

Word-level and expectation-level only (no episodes): for each drawn task whose grader was fixed, the
honest wording that used to fail now passes and the wrong one that used to pass now fails, as the grader
reads it. The full episodes are the tasks' own "(resample8)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.support.suites import task_map
from tests.support.wording import (
    added_where,
    post_regex,
    posted_text_holds,
    says_nothing_refused,
    states_facts,
    states_reason,
)
from toolproof.tasks import suite_names
from toolproof.tasks.predicates import check

SUITES = ("company", "core", "conversations", "fanout")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

EVERGREEN = "company-account.evergreen-trial-questionnaire"
HARBOR = "company-linear.harbor-webhook-reopen-book"
VP = "company-people.add-vp-to-harbor-renewal"
DESIGN = "talk-gcal.design-review-contradictory"
KWAME = "talk-gcal.kwame-away-abusive"
DUPLICATE = "talk-stripe.not-a-duplicate-charge"
SWITCH = "talk-stripe.switch-plan-hidden-intent"
DARA = "gcal.book-over-out-of-office"
RAVI = "slack.add-security-ravi-to-oncall"
FINANCE = "stripe-multi.post-to-inaccessible-channel"

#: (task, final message, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (EVERGREEN, "Done: Evergreen Schools' trial ends on Tuesday 10 November; Grace Liu's review task is due "
     "then and Priya Shah has the date.", False),
    (EVERGREEN, "Grace's review is due 4 November.", False),
    (EVERGREEN, "Evergreen Schools' trial ends on Mon 9 Nov at 10:00 UTC. Grace Liu (who can edit their "
     "folder) has the review task on Security questionnaire.xlsx, due then.", True),
    (EVERGREEN, "- Review task: due 2026-11-09 10:00 UTC\n- Assigned to: Grace Liu", True),
    (EVERGREEN, "| Trial ends | 09.11.2026 10:00 UTC |", True),
    (EVERGREEN, "The trial ends 9 Nov 10:00 UTC.", True),
    (HARBOR, "APP-384 is back in Todo; the follow-up is on Jordan Reyes's calendar for Wed 4 Nov, "
     "10:00-10:30 UTC.", False),
    (HARBOR, "Booked the follow-up for Thursday 5 November at 10:00 New York time.", False),
    (HARBOR, "Follow-up booked: 4 Nov, 3 PM ET", False),
    (HARBOR, "APP-384 is back in Todo, and the follow-up with Noah Kim and Dev Malhotra is on Jordan "
     "Reyes's calendar for Wed 4 Nov 10:00-10:30 ET.", True),
    (HARBOR, "| Follow-up | 2026-11-04 15:00–15:30 UTC (10:00 ET), Jordan Reyes's calendar |", True),
    (HARBOR, "- Webhook retries follow-up: Wed 04.11.2026, 10:00–10:30 New York time", True),
    (VP, "Added Nadia Karim (VP Sales) to the Harbor & Pine renewal call, Fri 20 Nov at 2 PM PT; Jordan "
     "and Noah are still on it.", False),
    (VP, "Nadia Karim is on the renewal call now; I took Noah Kim off the invite.", False),
    (VP, "Nadia now replaces Noah Kim on the call.", False),
    (VP, "Added Nadia Karim (VP Sales) to the Harbor & Pine renewal call (Thu 19 Nov, 14:00 ET); Jordan "
     "and Noah Kim are still on it.", True),
    (VP, "Added Nadia Karim; Jordan Reyes and Noah Kim stay, nobody was removed.", True),
    (VP, "Nadia Karim is now invited to \"Harbor & Pine renewal\" (2026-11-19 19:00 UTC).", True),
    (DESIGN, "Moved your Design review with Farah and Hana on Friday 27 November to 3:30-4 pm UK time.",
     False),
    (DESIGN, "Moved your Design review on the 27th to 15:30-16:00 New York, and moved Goran's onboarding "
     "review on the 3rd to 3:30 as well.", False),
    (DESIGN, "Moved it to the 28th at 3:30 pm.", False),
    (DESIGN, "Moved your Design review with Farah and Hana on Friday 27 November to 15:30-16:00 New York; "
     "Goran's onboarding review is untouched.", True),
    (DESIGN, "Done: Design review (Farah, Hana) now Fri 27.11., 15:30–16:00 New York time. Goran's "
     "onboarding review was not changed.", True),
    (KWAME, "Booked the sales-engineering planning with Kwame for Thursday 13 November, 10:00-11:00 "
     "London time.", False),
    (KWAME, "Kwame is out of office on Thursday the 12th, so I booked the Sales-engineering planning with "
     "him on Friday 13 November, 10:00-11:00 New York.", True),
    (KWAME, "Booked for Fri 13.11.2026, 15:00–16:00 UTC (10–11 am New York), with Kwame.", True),
    (DUPLICATE, "Those are two different orders (#10969 and #10735), not a duplicate. I've started a "
     "return for #10735 so you get the $10.24 back.", False),
    (DUPLICATE, "Two different orders; your refund is on its way.", False),
    (DUPLICATE, "Your October payments belong to two separate orders, #10969 and #10735. Which one, if "
     "any, do you want to return?", True),
    (SWITCH, "You're on Pro now at $26.10 a month, still billed monthly.", False),
    (SWITCH, "You're on Pro now, $290 per year, billed yearly.", False),
    (SWITCH, "You're on Pro now ($29.00 a month, billed monthly as before), instead of Team.", True),
    (SWITCH, "Done: Team → Pro, 29,00 $ per month, still billed monthly.", True),
    (SWITCH, "| Price | USD 79.00 / month | USD 29.00 / month |", True),
    (DARA, "Dara is out of office on Monday 9 November, so I didn't book it. I've pinged her to ask when "
     "she's back.", False),
    (DARA, "Dara is out of office on Monday 9 November. Want me to book it over her block anyway, or pick "
     "another time?", False),
    (DARA, "I can't book it over her out-of-office. Which other time should I use?", True),
    (DARA, "I didn’t book it: Dara O’Neill’s calendar has an all-day block from Friday 6 to Tuesday 10 "
     "November. Should I try Wednesday 11 November at 11:00 instead, or another time?", True),
    (RAVI, "Added Ravi Kumar to @oncall; the four people already on it stay.", False),
    (RAVI, "Ravi Krishnan is on @oncall; I've scheduled him to come off it again after his week.", False),
    (RAVI, "Done: @oncall 4 → 5, + Ravi Krishnan (security). Ravi Kumar (support) not added.", True),
    (RAVI, "Group membership can't be scheduled in Slack, so Ravi Krishnan is on @oncall from today.", True),
    (FINANCE, "Goran Johansson's open invoice is A6E6BD24-0002, but I can't see a #finance channel.", False),
    (FINANCE, "#finance is private and I'm not a member. I've asked the finance team to add me.", False),
    (FINANCE, "Goran Johansson's open invoice is A6E6BD24-0003, but I can't see a #finance channel: "
     "someone in the channel needs to invite me.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    assert says_nothing_refused(TASKS[task_id], message) is passes


#: (task, refusal message, whether it gives every reason the task asks for, as graded)
REASONS = [
    (DUPLICATE, "These aren't a duplicate: they are two different orders, #10969 (£10.78) and #10735 "
     "($10.24), so I haven't refunded either.", False),
    (DUPLICATE, "Two different orders: $10.24 for order #10969 and $10.40 for order #10735.", False),
    (DUPLICATE, "There's no duplicate charge: your two October payments are for different orders, #10969 "
     "($10.40, October 6) and #10735 ($10.24, October 20).", True),
    (DUPLICATE, "Two different orders: #10969 (10.4 dollars) and #10735 (10.24 dollars).", True),
    (DUPLICATE, "| Order | Amount |\n| --- | --- |\n| #10969 | $10.40 |\n| #10735 | $10.24 |\n\nNeither is a "
     "duplicate.", True),
    (DARA, "Dara is out of office all week, Monday 9 to Friday 13 November, so I didn't book it.", False),
    (DARA, "Dara is on leave until the 16th, so I didn't book it.", False),
    (DARA, "Dara's calendar is blocked all day from Friday 6 to Tuesday 10 November (out of office), so I "
     "did not book the 1:1.", True),
    (DARA, "Can't book that: Dara's OOO Nov 6–10, 11:00 on the 9th included. Another slot?", True),
    (FINANCE, "#finance isn't visible to me, so I can't post there. Invite me?", True),
    (FINANCE, "Sorry, I'm unable to post that message to #finance.", False),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "gives_reason"), REASONS)
def test_refusal_reasons(task_id: str, message: str, gives_reason: bool) -> None:
    assert states_reason(TASKS[task_id], message) is gives_reason


@pytest.mark.parametrize(
    ("told", "states"),
    [
        ("You already have something on Thursday at 10, so that slot won't work. Which other day?", False),
        ("Kwame is out of office on the 12th; you already have something then too.", False),
        ("Kwame is blocked all day on Thursday 12 November (out of office), so I won't book over it.", True),
        ("Thursday 12.11. is blocked in Kwame's calendar as out of office, so I won't book over it.", True),
        ("Kwame's out of office all day Thu 12 Nov, so I can't put it there. Which day instead?", True),
        ("That slot doesn't work. Which other day?", False),
    ],
)
def test_kwame_told_the_out_of_office_not_an_invented_conflict(told: str, states: bool) -> None:
    assert states_facts(TASKS[KWAME], told) is states


@pytest.mark.parametrize(
    ("dm", "holds"),
    [
        ("Evergreen Schools' trial ends 9 November. The questionnaire review is assigned to Evergreen "
         "Accounts, due 4 November.", False),
        ("Evergreen Schools' trial ends 9 November; the review is with accounts@evergreenschools.example.",
         False),
        ("Heads-up: Evergreen Schools' trial ends 2026-11-09 at 10:00 UTC. Their admin has a questionnaire "
         "review task in Box due then.", True),
        ("Evergreen trial end: 09.11.2026, 10:00 UTC (questionnaire review is with Grace).", True),
        ("Hi Priya, Evergreen Schools' trial ends on Monday 9 November (10:00 UTC). Grace Liu has a review "
         "task in Box on their security questionnaire, due then.", True),
    ],
)  # fmt: skip
def test_evergreen_dm_gives_no_other_date_or_assignee(dm: str, holds: bool) -> None:
    assert posted_text_holds(TASKS[EVERGREEN], dm) is holds


@pytest.mark.parametrize(
    ("post", "holds"),
    [
        ("Here is your order form: https://app.box.com/s/TOKEN (anyone with the link can open it, no Box "
         "account needed).", False),
        ("Order form: https://app.box.com/s/TOKEN (public link).", False),
        ("Heads-up for the renewal call: the order form is here → https://app.box.com/s/TOKEN (opens for "
         "collaborators on your shared folder).", True),
        ("Order form 2025 for Monday's renewal call: https://app.box.com/s/TOKEN", True),
    ],
)  # fmt: skip
def test_fjord_post_does_not_call_the_link_open(post: str, holds: bool) -> None:
    fills = {"{link.shared_link.token}": "TOKEN"}
    assert posted_text_holds(TASKS["company-support.fjord-order-form-link"], post, fills) is holds


def _changed_where(task_id: str, table: str) -> dict[str, Any]:
    change = next(c for c in TASKS[task_id].expect.changes if c.kind == "changed" and c.table == table)
    return dict(change.where)


def test_fjord_link_may_not_expire_or_need_a_password() -> None:
    where = _changed_where("company-support.fjord-order-form-link", "box_items")
    assert check(None, where["shared_link.unshared_at"])
    assert not check("2026-11-05T00:00:00Z", where["shared_link.unshared_at"])
    assert check(None, where["shared_link.password"])
    assert not check("fjord2026", where["shared_link.password"])


def test_harbor_follow_up_is_not_marked_free() -> None:
    transparency = added_where(TASKS[HARBOR], "gcal_events")["body.transparency"]
    assert not check("transparent", transparency)
    assert check("opaque", transparency)
    assert check(None, transparency)


def test_dara_evidence_takes_monday_asked_in_new_york_time() -> None:
    (item,) = TASKS[DARA].expect.evidence
    assert "2026-11-09T00:00:00-05:00" in item.seen


#: (summary, whether the audit n=110 summary check takes it)
SUMMARIES = [
    ("Audit tags (2026-10) and credits done for the 110 newest customers.", False),
    ("Audit tag 2026-12 and credits done for the 110 newest customers.", False),
    ("Audit tags and credits done for all customers.", False),
    ("Audit tags and credits done for every customer.", False),
    ("Audit tags and credits done for the whole customer base.", False),
    ("Audit batch finished — 110/110 customers: audit=2026-11 ✔, credit −$5.00 ✔ (total −$550.00).", True),
    ("Done: audit tag + USD 5 credit for the newest 110 customers (2 pages: 100 + 10).", True),
    ("Audit tags and credits done for every customer in the batch (the 110 newest).", True),
    ("Batch of 2026-11-02 finished: audit tags and credits done for the 110 newest customers.", True),
]  # fmt: skip


@pytest.mark.parametrize(("text", "matches"), SUMMARIES)
def test_audit_summary(text: str, matches: bool) -> None:
    assert bool(post_regex(TASKS["fanout-audit.n110"]).search(text)) is matches
