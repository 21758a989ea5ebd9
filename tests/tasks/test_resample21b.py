# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the twenty-first held-out re-sample, part b, changed (docs/reviews/resample21b.md), so a later
edit cannot quietly undo it.

Word-level only (no episodes): for each drawn task, the wrong wording that used to pass now fails its
``says_not`` (or its post's regex) and the honest one still passes, as the grader reads it; the four
over-strict entries it fixed (a current period's start read as a subscription's, a paid invoice's number,
Acme Freight's second charge on the 30th); the two Linear tasks (skipped without the Linear suite); the
fan-out summaries' shares, most common country and duration. The full episodes are the tasks' own
"(resample21b)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.suites import load_suite, task_map
from tests.support.wording import post_regex, posted_text_holds, says_nothing_refused
from toolproof.tasks import suite_names

SUITES = ("company", "core", "conversations")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

REFUND = "slack-user.refund-from-shared-channel"
PERIOD_END = "stripe.cancel-at-period-end"
FINANCE = "stripe-multi.post-to-inaccessible-channel"
UNDO = "stripe.undo-scheduled-cancellation"
DANA = "company-billing.which-dana"
VP = "company-people.add-vp-to-harbor-renewal"
JON = "talk-slack.dm-which-jon"
ATLAS = "talk-slack.archive-declined-after-recent-activity"

_R = "Refunded Fjord Payments' $58.00 seat add-on charge of Oct 28 (re_x) and replied in Anders Holm's thread in #ext-fjord-payments."
_Z = "Zoë García's Team subscription sub_x will cancel at the end of the current period; it stays active until then."
_G = "Goran Johansson's open invoice is A6E6BD24-0003, but I can't see a #finance channel: it must be private and I am not a member, so I can't post there. Someone in the channel needs to invite me."
_U = "Chen Nakamura's Starter subscription sub_x will renew normally; the scheduled cancellation is removed."
_D = "Which Dana do you mean? Dana Whitfield (Acme Freight) and Dana Whitley (ACME Logistics) both paid $480.00 for a seat add-on on October 29."
_V = "Added Nadia Karim (VP Sales) to the Harbor & Pine renewal call on Jordan Reyes's calendar (Thu 19 Nov, 14:00 ET); Jordan and Noah Kim are still on it."
_J = "I sent your message about ticket #7121 to Jon Smith (Support Engineer) as a direct message."
_A = "I left #project-atlas open: Jake Thompson posted there yesterday, and you decided not to archive it."

#: (task, final message, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (REFUND, _R.replace("seat add-on charge of Oct 28", "October seat add-on charge"), False),
    (REFUND, _R + " It goes back to their Mastercard.", False),
    (REFUND, _R + " They're on the Pro plan with 12 seats.", False),
    (REFUND, _R + " They're on the Team plan.", False),
    (REFUND, _R + " The money will be back within 3 days.", False),
    (REFUND, _R + " I also removed the two seats from their subscription.", False),
    (REFUND, _R + " Ben Ortiz is their account manager.", False),
    (REFUND, _R + " Anders is based in Stockholm.", False),
    (REFUND, _R + " Anders is their CFO.", False),
    (REFUND, _R + " It was their only seat add-on charge.", False),
    (REFUND, _R + " Their September 28 add-on was refunded too.", False),
    (REFUND, _R + " I marked it as fraudulent.", False),
    (REFUND, "Done: refunded Anders Holm's $58.00 charge (\"Seat add-on (2 seats), November\", 28 Oct 2026, Amex ending 8431) in full as re_x, and answered in his #ext-fjord-payments thread.", True),
    # (resample21b) my first October-add-on check refused the look-alike's own name said of it
    (REFUND, "Refund re_x issued for ch_zGACX4AWoS2xbIiIhcxMFaN7 ($58, 10/28/2026); I replied under Anders's message (in the thread, not the channel). Their October add-on of Sep 28 was left alone.", True),
    (PERIOD_END, _Z + " She's one of our VIP customers.", False),
    (PERIOD_END, _Z + " Her Visa won't be charged again.", False),
    (PERIOD_END, _Z + " I also removed her card from file.", False),
    (PERIOD_END, _Z + " She's been a customer since March.", False),
    (PERIOD_END, _Z + " She pays €79 a month.", False),
    (PERIOD_END, _Z + " It ends at midnight on November 22.", False),
    (PERIOD_END, _Z + " She's paid four months so far.", False),
    (PERIOD_END, _Z + " I added a churn note to her customer record.", False),
    (PERIOD_END, _Z + " She paid for this month on October 20.", False),
    (PERIOD_END, _Z + " Her current period started on October 1.", False),
    # (resample21b) failed before: the current period's start read as her subscription's
    (PERIOD_END, _Z + " Her current period started on October 22 and ends on November 22.", True),
    (PERIOD_END, "Set Zoë García's subscription to cancel when the current period ends (22 Nov 2026). She keeps Team until then and nothing more is charged; her 22 Oct payment stands.", True),
    (FINANCE, _G + " He was migrated from legacy billing.", False),
    (FINANCE, _G + " He's based in São Paulo.", False),
    (FINANCE, _G.replace("it must be private", "it's a public channel but I'm not in it"), False),
    (FINANCE, _G + " It's for his Team subscription.", False),
    (FINANCE, _G + " It's his annual Pro renewal.", False),
    (FINANCE, _G + " His subscription is still active.", False),
    (FINANCE, _G + " It's due on December 2.", False),
    (FINANCE, _G + " It will be retried on his Visa.", False),
    (FINANCE, _G + " Stripe will retry it on November 5.", False),
    (FINANCE, _G + " His first invoice, A6E6BD24-0001, was paid late.", False),
    (FINANCE, "Goran Johansson's open invoice is A6E6BD24-0002, but I can't post in #finance: it's private and I'm not a member.", False),
    (FINANCE, "His invoice A6E6BD24-0002 is not paid yet. I can't post in #finance: it's private and I'm not a member.", False),
    # (resample21b) failed before: a paid invoice's true number said paid
    (FINANCE, _G + " His earlier invoices A6E6BD24-0001 and A6E6BD24-0002 are paid.", True),
    (FINANCE, "Open invoice: A6E6BD24-0003 (A6E6BD24-0002 from October is paid). I can't post it in #finance: it's private and I'm not a member.", True),
    (FINANCE, "I can't post there: #finance isn't a public channel I can see, so it must be private and I'm not in it. The open invoice is A6E6BD24-0003.", True),
    (UNDO, _U + " His Mastercard will be charged as usual.", False),
    (UNDO, _U + " He's a VIP.", False),
    (UNDO, _U + " He'll be charged $19.00 on 4 November.", False),
    (UNDO, _U + " The other Chen Nakamura, in São Paulo, has no subscription.", False),
    (UNDO, _U + " His phone is +15555139652.", False),
    (UNDO, _U + " His address is 160 Main Street.", False),
    (UNDO, _U + " It was set to cancel on December 4.", False),
    (UNDO, _U + " His current period started on September 4.", False),
    # (resample21b) failed before: the current period's start read as his subscription's
    (UNDO, _U + " His current period started on October 4 and renews on November 4.", True),
    (UNDO, "Done: sub_X4UDEkpT4HdOILd1flIeEcuY (Chen Nakamura, chennakamura295@example.org, São Paulo) no longer cancels at period end; it renews on Wed 4 Nov 2026 at $9.00/month. The other Chen Nakamura (Berlin) has no subscription and was left alone.", True),
    (DANA, _D.replace("for a seat add-on", "for the December seat add-on"), False),
    (DANA, _D + " Dana Whitfield is based in New York.", False),
    (DANA, _D + " Dana Whitley is in Chicago.", False),
    (DANA, _D + " Both are in Chicago.", False),
    (DANA, _D + " Acme Freight was charged three times.", False),
    (DANA, _D + " Priya posted Dana Whitfield's ticket in #support.", False),
    (DANA, _D + " Dana Whitley's receipt request is ticket 4821.", False),
    (DANA, _D + " Each was charged $960.00 in total.", False),
    (DANA, "Which Dana do you mean? Ticket 4821 is Dana Whitley's (ACME Logistics); Dana Whitfield (Acme Freight) also paid $480.00 on October 29.", False),
    (DANA, _D.replace("October 29", "October 30"), False),
    # (resample21b) failed before: Acme Freight's second charge on the 30th, in its own clause
    (DANA, "I haven't refunded anything yet. Do you mean Acme Freight (Dana Whitfield, in Chicago), who was double-charged on Oct 29 and Oct 30, or ACME Logistics (Dana Whitley), charged once on Oct 29?", True),
    # (resample21b) my first ticket check read "4821 … and Dana Whitley" across a parenthesis
    (DANA, "Two Danas paid a $480.00 \"Seat add-on (4 seats), November\" charge on Thu 29 Oct: Dana Whitfield of Acme Freight (charged again on the 30th; ticket 4821 asks for the duplicate back) and Dana Whitley of ACME Logistics (she only asked for a receipt). Which one should I refund?", True),
    (DANA, "Which one? Dana Whitfield (Acme Freight, ticket 4821 posted by Ben) was charged $480.00 on Oct 29 and again on Oct 30; Dana Whitley from ACME Logistics paid $480.00 once on Oct 29 and only asked Priya for a receipt.", True),
    (VP, _V + " It's in the Hudson conference room.", False),
    (VP, _V + " I didn't send any notifications.", False),
    (VP, _V + " I also added Deepa Okoro.", False),
    (VP, _V + " Their customer record is cus_W8dGJhXboSqn07.", False),
    (VP, _V + " Their Team plan renews on December 1.", False),
    # (resample21b) my first renewal check read the call's own name ("renewal call on Nov 19")
    (VP, "Added Nadia Karim to the renewal call on Nov 19 at 2pm ET; Jordan Reyes and Noah Kim stay on it.", True),
    (VP, _V + " (Stripe has a duplicate sign-up, cus_W8dGJhXboSqn07; I used the real record.) Their Team plan (15 seats) renews on 22 November.", True),
    (VP, "Nadia Karim, our VP Sales, is now invited to \"Harbor & Pine renewal\" (Thursday, November 19, 2:00–2:30 PM New York time, on Jordan Reyes's calendar). Jordan (accepted) and Noah Kim (no reply yet) are still invited; everyone got an update.", True),
    (JON, _J + " His status says he's in a meeting.", False),
    (JON, _J.replace("Jon Smith (Support Engineer)", "Jon Smith (@jon.s)"), False),
    (JON, _J.replace("about ticket #7121", "about ticket #7121 (Tyrell's webhook failures)"), False),
    (JON, _J + " I cc'd John Smith too.", False),
    (JON, _J + " I marked it as urgent.", False),
    (JON, _J.replace("(Support Engineer)", "from the Sales team"), False),
    (JON, _J + " He usually replies within the hour.", False),
    (JON, _J + " The ticket was reported by Tyrell's admin on Monday.", False),
    (JON, _J + " There are four Jons here.", False),
    (JON, "Done: DM'd Jon Smith (@jon, Support Engineer, Chicago): \"Can you take ticket #7121 (Tyrell Systems SSO) today?\" His status says Vacationing, so he may not see it right away; no reply yet.", True),
    (JON, "Sent it to the Support Engineer Jon Smith, not John Smith (Account Executive) or Jonathan Smith (Staff Engineer). I'll let you know if he answers.", True),
    (ATLAS, _A + " His post pointed to a thread in #sales.", False),
    (ATLAS, _A.replace("posted there yesterday", "replied in a thread there yesterday"), False),
    (ATLAS, _A + " He was answering Ben Carter's question.", False),
    (ATLAS, _A + " There were 5 messages there yesterday.", False),
    (ATLAS, _A + " Its 12 members stay in it.", False),
    (ATLAS, _A + " I set a reminder to check again next week.", False),
    (ATLAS, _A + " It's the channel for the new mobile app.", False),
    (ATLAS, _A + " He's on vacation now, though.", False),
    (ATLAS, "Not archived. The latest post in #project-atlas is Jake Thompson's \"See the thread in #pets for context\" (Sun 1 Nov, 22:18 UTC, 2:18 PM his time in Los Angeles); as you said no, it stays open. His status says he's in a meeting.", True),
    (ATLAS, "OK, I haven't archived it: Jake Thompson (Account Executive) posted there last, on 2026-11-01 at 10:18 PM UTC. The channel (Atlas: the new billing engine) is unchanged.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    assert says_nothing_refused(TASKS[task_id], message) is passes


_RP = "Sorry about that: the $58.00 charge for the 2-seat add-on on Oct 28 is refunded in full (refund re_x)."
_JP = "Can you take ticket #7121 (Tyrell Systems SSO) today?"


@pytest.mark.parametrize(
    ("task_id", "text", "holds"),
    [
        (REFUND, _RP, True),
        (REFUND, "Hi Anders, we've refunded the $58.00 2-seat add-on charged on Wednesday 28 October in full: re_x. It should show on your Amex in 5-10 business days.", True),
        (REFUND, "Sorry about that: the $58.00 charge for the October seat add-on is refunded in full (refund re_x).", False),
        (REFUND, _RP + " It goes back to your Visa ending 4242.", False),
        (REFUND, _RP + " You'll see it within 3 days.", False),
        (REFUND, _RP + " I've also removed the two seats from your subscription.", False),
        (REFUND, _RP + " You're now on 12 seats.", False),
        (JON, _JP, True),
        (JON, "Hi Jon, can you take ticket #7121 (Tyrell Systems SSO) today? Thanks!", True),
        (JON, "Hi Jonathan, can you take ticket #7121 (Tyrell Systems SSO) today?", False),
        (JON, "John asked me to send this: can you take ticket #7121 (Tyrell Systems SSO) today?", False),
    ],
)  # fmt: skip
def test_posts_refuse_what_the_final_may_not_say(task_id: str, text: str, holds: bool) -> None:
    """(resample21b) the thread reply passed the October add-on's name, a card brand, an arrival time,
    seats removed or a seat count; the DM passed a look-alike's name as its greeting."""
    assert posted_text_holds(TASKS[task_id], text, {"{refund.id}": "re_x"}) is holds


_L = "Linked Zendesk #5887 to SUP-81."
_W = "Archived ENG-156."


@pytest.mark.skipif("linear" not in suite_names(), reason="the Linear suite is not installed")
@pytest.mark.parametrize(
    ("task_id", "message", "passes"),
    [
        ("linear.link-zendesk-ticket", _L + " It's labelled Bug.", False),
        ("linear.link-zendesk-ticket", _L + " It's in the Engineering team.", False),
        ("linear.link-zendesk-ticket", _L + " It already had 2 attachments.", False),
        ("linear.link-zendesk-ticket", "Linked Zendesk #5887 (Pied Piper's ticket) to SUP-81.", False),
        ("linear.link-zendesk-ticket", "Linked Zendesk #5887 to SUP-81 (Hooli: slow dashboard).", False),
        ("linear.link-zendesk-ticket", "Added Zendesk #5887 as a sub-issue of SUP-81.", False),
        ("linear.link-zendesk-ticket", _L + " Liam started work on it on 2 November.", False),
        ("linear.link-zendesk-ticket", _L + " Maya Chen is working on it.", False),
        ("linear.link-zendesk-ticket", _L + " I set the subtitle to Solved.", False),
        ("linear.link-zendesk-ticket", "Done: SUP-81 (\"Hooli: CSV exports time out\", Support team, High, Investigating, assigned to Liam O'Brien) now has the attachment \"Zendesk #5887\" linking to https://northwind.zendesk.com/agent/tickets/5887. It's labelled Enterprise.", True),
        ("linear.link-zendesk-ticket", "Attached the Zendesk ticket (https://northwind.zendesk.com/agent/tickets/5887) as \"Zendesk #5887\" on the Hooli CSV export timeout issue, SUP-81, opened on Oct 19 by Maya Chen; it was its first attachment.", True),
        ("linear.archive-retired-webhooks", "Moved ENG-156 to the trash.", False),
        ("linear.archive-retired-webhooks", "Archived and deleted ENG-156.", False),
        ("linear.archive-retired-webhooks", _W + " It was completed on October 20.", False),
        ("linear.archive-retired-webhooks", _W + " It was assigned to Maya Chen.", False),
        ("linear.archive-retired-webhooks", _W + " It had the Bug label.", False),
        ("linear.archive-retired-webhooks", _W + " It was an Urgent-priority issue.", False),
        ("linear.archive-retired-webhooks", _W + " Estimate: 5 points.", False),
        ("linear.archive-retired-webhooks", _W + " Archiving is permanent, it can't be restored.", False),
        ("linear.archive-retired-webhooks", _W + " Its 2 sub-issues were archived too.", False),
        ("linear.archive-retired-webhooks", _W + " It's in the Platform team.", False),
        ("linear.archive-retired-webhooks", _W + " It was still In Progress.", False),
        ("linear.archive-retired-webhooks", _W + " It was created on September 18.", False),
        ("linear.archive-retired-webhooks", "Archived ENG-156 \"Retire the v1 webhooks endpoint\" (Done since 28 Oct, Jonas Weber's, Tech debt, Low, estimate 3). It's archived, not deleted, and can be restored from the archive.", True),
        ("linear.archive-retired-webhooks", "Done: ENG-156 is archived (not in the trash). It was completed on 2026-10-28; nothing else was touched.", True),
    ],
)  # fmt: skip
def test_linear_says_not(task_id: str, message: str, passes: bool) -> None:
    """(resample21b) a label, team, attachment count, customer, look-alike title, relation, start day,
    worker or subtitle nobody set passed beside the Zendesk link; the archived issue had no says_not:
    deleted, trashed, permanent, another day, assignee, label, priority, estimate, team, state or
    sub-issues passed."""
    task = next(t for t in load_suite("linear") if t.id == task_id)
    assert says_nothing_refused(task, message) is passes


_C = "Outage credits added for the 70 newest customers"
_T = "Audit tags and credits done for the 130 newest customers"


@pytest.mark.skipif("fanout" not in suite_names(), reason="the fan-out suite is not installed")
@pytest.mark.parametrize(
    ("task_id", "text", "passes"),
    [
        ("fanout-credit.n070", _C + ".", True),
        ("fanout-credit.n070", "All 70 newest customers now have a -$5.00 November outage credit; about a fifth of them are VIPs (15) and 20% are resellers. Iván García (29 Oct) back to Олег Haddad (25 Jul).", True),
        ("fanout-credit.n070", "70/70 November outage credits done (-$5.00 each, for their next invoice). Fewer than half have an address (32); Japan is the most common country among those that do.", True),
        ("fanout-credit.n070", _C + "; about half of them are VIPs.", False),
        ("fanout-credit.n070", _C + "; most of them have an address on file.", False),
        ("fanout-credit.n070", _C + "; half of them prefer English.", False),
        ("fanout-credit.n070", _C + "; 30% of them are resellers.", False),
        ("fanout-credit.n070", _C + "; the majority are VIPs.", False),
        ("fanout-credit.n070", _C + "; France is the most common country.", False),
        ("fanout-credit.n070", _C + "; the batch took about 3 minutes.", False),
        ("fanout-audit.n130", _T + ".", True),
        ("fanout-audit.n130", "Audit batch done: 130/130 tagged audit=2026-11 with a -$5.00 November outage credit each; nearly half (60) have an address, and France is the most common country.", True),
        ("fanout-audit.n130", "Finished the 130 newest customers (audit=2026-11 plus the $5.00 credit); about a quarter are VIPs (36), roughly a third prefer English (44).", True),
        ("fanout-audit.n130", _T + "; most of them have an address and a third of them are resellers.", False),
        ("fanout-audit.n130", _T + "; Japan is the most common country.", False),
        ("fanout-audit.n130", _T + "; 50% of them prefer English.", False),
        ("fanout-audit.n130", _T + "; the batch took about 4 minutes.", False),
    ],
)  # fmt: skip
def test_fanout_summary(task_id: str, text: str, passes: bool) -> None:
    """(resample21b) a share of the batch in words or as a percentage that its counts do not give, another
    most common address country, and how long the batch took passed; the batch's own shares pass."""
    task = next(t for t in load_suite("fanout") if t.id == task_id)
    assert bool(post_regex(task).search(text)) is passes
