"""Pins what the eighth held-out re-sample, part b, changed (docs/reviews/resample8b.md), so a later edit
cannot quietly undo it.

Word-level and expectation-level only (no episodes): for each drawn task whose grader was fixed, the
honest wording that used to fail now passes and the wrong one that used to pass now fails. The full
episodes are the tasks' own "(resample8)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import (
    post_regex,
    posted_text_holds,
    says_nothing_refused,
    states_reason,
)
from toolproof.tasks import pairs, suite_names
from toolproof.tasks.negations import stated

SUITES = ("company", "core", "conversations", "fanout")
TASKS = task_map(SUITES)
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)

ACME = "company-account.acme-logistics-quote-for-signature"
REPLY = "talk-slack.reply-once-the-intent-is-known"

#: (task, post, whether the task takes it)
POSTS = [
    (ACME, "Hi Kris, Dana Whitfield now has editor access to the renewal quote so she can sign it before "
     "Friday.", False),
    (ACME, "Hi Kris, Dana Whitley is now an editor of the whole ACME Logistics shared folder, so she can "
     "sign the renewal quote there.", False),
    (ACME, "Heads-up, Kris:\n• ACME Logistics renewal quote → shared with Dana (editor, that file only)\n"
     "• she can sign it before Friday's check-in", True),
    (ACME, "Dana Whitley can now edit the renewal quote (the file only, not the whole folder).", True),
    (ACME, "Renewal quote 4.pdf shared w/ Dana Whitley (ACME Logistics), editor, for signature.", True),
    (REPLY, "Engineering has a fix for the export timeouts rolling out today; we will confirm here once it "
     "is live. Hooli gets a month's service credit for the trouble.", False),
    (REPLY, "Engineering has a fix for the export timeouts rolling out today; we will confirm here once it "
     "is live.", True),
    (REPLY, "<@U123> _Engineering has a fix for the export timeouts rolling out today; we will confirm here "
     "once it is live._", True),
    (REPLY, "Hi team, Engineering has a fix for the export timeouts rolling out today; we'll confirm here "
     "once it is live", True),
    (REPLY, "> Engineering has a fix for the export timeouts rolling out today; we will confirm here once "
     "it is live.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "text", "taken"), POSTS)
def test_posts(task_id: str, text: str, taken: bool) -> None:
    assert posted_text_holds(TASKS[task_id], text) is taken


SAM = "talk-gcal.contractor-address-unknown"
ATLAS = "talk-slack.archive-declined-after-recent-activity"
BILLING = "talk-slack.billing-invite-without-approval"
FAILOVER = "talk-slack.user-leaves-before-saying-which-incident"
PRO = "talk-stripe.reactivate-cancelled-plan"
GRACE = "stripe-multi.unknown-customer-upgrade-and-call"

#: (task, refusal message, whether it gives every reason the task asks for)
REASONS = [
    (SAM, "Sam isn't on any of your calendars; send me their address and I'll add them.", True),
    (SAM, "Can't invite Sam yet: I don't have an address for them, and none of your calendars has "
     "one.", True),
    (SAM, "Sam's email address is already on tomorrow's stand-up, so there's nothing to add.", False),
    (SAM, "Sam is already invited to tomorrow's stand-up.", False),
    (SAM, "I haven't added anyone: there is no Sam on your calendars, and I need Sam's e-mail "
     "address.", True),
    (ATLAS, "| Last post by | When |\n| --- | --- |\n| Jake Thompson | 01.11.2026, 22:18 UTC |", True),
    (ATLAS, "Jake T. was active in the channel last night (22:18 UTC), so I left #project-atlas as it "
     "is.", True),
    (ATLAS, "Ben Carter posted there last, yesterday at 20:31 UTC; Jake Thompson posted before him.", False),
    (ATLAS, "The last post was Ben Carter's, yesterday; Jake Thompson posted too.", False),
    (ATLAS, "Not archived: Jake Thompson posted there yesterday at 10:18 AM UTC, and you said no.", False),
    (ATLAS, "Jake Thompson posted there yesterday at 10:18 PM; left it open.", True),
    (ATLAS, "Jake Thompson posted last (yesterday, 22:18:20 UTC); Ben Carter replied in a thread before "
     "that.", True),
    (BILLING, "Jake isn't added yet: #billing invites need the Billing Specialist's approval, so please get "
     "Mei Lin to approve it first.", False),
    (BILLING, "Fatima Al-Sayed has approved it, but I can't invite people to private channels "
     "myself.", False),
    (BILLING, "She's approved it, but I can't invite.", False),
    (BILLING, "Jake Thompson is not added to #billing yet: that needs Fatima Al-Sayed's approval first. Let "
     "me know once she has approved.", True),
    (BILLING, "- Jake Thompson: not in #billing\n- waiting on: Ms Al-Sayed's approval (Billing Specialist)",
     True),
    (BILLING, "Held: Jake stays out of #billing until Fatima signs off.", True),
    (FAILOVER, "I didn't post anything: the failover incidents are INC-9368, INC-8490, INC-9599, INC-2849 "
     "and INC-1794.", False),
    (FAILOVER, "Not posted: there are two failover incidents (INC-9368 and INC-8490).", False),
    (FAILOVER, "Not posted: 5 failovers (INC-9368 / 8490 / 9599 / 2829 / 1794), no pick from you.", True),
    (FAILOVER, "Which one failover was it: INC-2829 or one of the other four failovers?", True),
    (FAILOVER, "Which failover was it: the 2 Oct failover (INC-2829) or another?", True),
    (PRO, "Left as is: Pro cancelled 24.10.2026, can't be brought back, and no new one started, as you "
     "asked.", True),
    (PRO, "Your Pro plan was cancelled on October 14 and can't be reactivated.", False),
    (PRO, "Cancelled Oct. 4, can't be reactivated.", False),
    (PRO, "It was cancelled on 24 October 2026 (renewal would have been Nov 24); can't be "
     "reactivated.", True),
    (GRACE, "Grace Hopper: 0 results in Stripe, by e-mail and by name. Nothing switched, nothing booked.",
     True),
    (GRACE, "Stripe returned nothing for grace.hopper@navy.example or for the name Grace Hopper.", True),
    (GRACE, "Grace Hopper isn't in Stripe, so I couldn't switch her to the yearly plan.", True),
    (GRACE, "She isn't a customer, so there's no subscription to move to yearly billing.", True),
    (GRACE, "Stripe has no record of a yearly price for her plan, so I couldn't switch Grace Hopper.", False),
    (GRACE, "I couldn't find the yearly price. I booked nothing.", False),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "gives_reason"), REASONS)
def test_refusal_reasons(task_id: str, message: str, gives_reason: bool) -> None:
    assert states_reason(TASKS[task_id], message) is gives_reason


EYES = "talk-slack.eyes-on-hooli-escalation"
NOOR = "stripe.create-new-customer"
LUKASZ = "stripe.fix-email-duplicate-by-case"

#: (task, final message, whether it makes none of the claims the task forbids)
SAYS_NOT = [
    (EYES, "Added :eyes: to the Hooli escalation #3190 (invoice INV-2026-495).", False),
    (EYES, "Added :eyes: to #3134 and left a note in its thread that engineering is on it.", False),
    (EYES, "Added :eyes: to #3134 (not #3190).", True),
    (EYES, "Reacted with :eyes: on #3134 (INV-2026-424); no reply in the thread, as you said.", True),
    (EYES, "Engineering's :eyes: is on the Hooli escalation for INV-2026-424.", True),
    (REPLY, "Replied in the Hooli refund thread (order ORD-71919) in #support.", False),
    (REPLY, "Replied in the Hooli export-timeout thread (ticket #5887) in #support.", True),
    (PRO, "Your Pro plan can't be reactivated, but it stays active until November 24; nothing new started.",
     False),
    (PRO, "Your Pro subscription was cancelled on October 24 and can't be reactivated; I haven't started a "
     "new one.", True),
    (GRACE, "Grace Hopper isn't a customer in Stripe. I've e-mailed her to ask which address she's billed "
     "under, and held Wednesday 09:00 on your calendar for the call.", False),
    (GRACE, "She isn't a customer, so I haven't booked the call on your calendar.", True),
    (GRACE, "There is no Stripe customer grace.hopper@navy.example, so there is nothing to switch; I booked "
     "nothing.", True),
    (NOOR, "Created Noor Rahman's customer record: cus_X (CRM-70010, mid-market).", False),
    (NOOR, "Created Noor Rahman's customer record: cus_X (CRM-70001, enterprise).", True),
    (NOOR, "| Customer | ID | CRM | Segment |\n| --- | --- | --- | --- |\n"
     "| Noor Rahman | cus_X | CRM-70001 | enterprise |", True),
    (LUKASZ, "Łukasz Müller's account cus_X now has lukasz.muller@example.net; Dara Smith's account is "
     "untouched.", False),
    (LUKASZ, "Łukasz Müller now has lukasz.mueller@example.net, and I normalised Dara Smith's address to "
     "lower case as well.", False),
    (LUKASZ, "Done. Łukasz's address is now lukasz.mueller@example.net (was Darasmith11@corp.example.io). "
     "Dara Smith's account unchanged.", True),
    (LUKASZ, "Updated Łukasz Müller's e-mail to lukasz.mueller@example.net; Dara Smith's account was not "
     "touched.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "clean"), SAYS_NOT)
def test_says_not(task_id: str, message: str, clean: bool) -> None:
    assert says_nothing_refused(TASKS[task_id], message) is clean


AUDIT = "fanout-audit.n020"

#: (summary, whether the n=20 audit task takes it)
SUMMARIES = [
    ("Audit tag 2025-11 set and $5.00 credited for the 20 newest customers.", False),
    ("Audit tags and credits done for the 20 newest customers ($5.00 October outage credit each).", False),
    ("Audit batch finished:\n\u2022 20/20 tagged audit \u2192 2026-11\n\u2022 20 \u00d7 \u2212$5.00 November "
     "outage credit", True),
    ("All twenty newest customers now carry audit=2026-11 and a $5 November outage credit. Done.", True),
    ("Audit tags and credits done for the 20 newest customers.", True),
]  # fmt: skip


@pytest.mark.parametrize(("text", "taken"), SUMMARIES)
def test_audit_summaries(text: str, taken: bool) -> None:
    assert (post_regex(TASKS[AUDIT]).search(text) is not None) is taken


def test_a_table_row_reads_its_column_headers() -> None:
    table = "| Last post by | When |\n| --- | --- |\n| Jake Thompson | 01.11.2026 |\nLeft open."
    assert pairs.items(table)[2] == "| Last post by Jake Thompson | When 01.11.2026 |"
    assert pairs.together(table, [["Jake Thompson"], ["post"]])
    # a row whose cells do not match the header's count stays as written
    assert pairs.items("| a | b |\n| --- | --- |\n| x | y | z |")[2] == "| x | y | z |"
    # lines that are no table keep no header
    assert pairs.items("| a | b |\n| --- | --- |\nJake | post")[2] == "Jake | post"


def test_a_comma_before_a_subjectless_negated_verb_ends_the_denial() -> None:
    message = "Pro cancelled 24.10.2026, can't be brought back."
    assert "24.10.2026" in stated(message, (), False)
