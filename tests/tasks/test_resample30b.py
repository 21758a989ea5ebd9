# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the thirtieth held-out re-sample, part b, changed (docs/reviews/resample30b.md), so a later
edit cannot quietly undo it.

Word-level only (no episodes): for each drawn task, every wrong wording that passed the real grader before
now fails its ``says_not`` (the oracle's final message with the wrong sentence appended) and the honest ones
pass, as the grader reads them; and the three over-strict readings fixed: talk-stripe's partial-refund label
("refunded instead of the $15"), the holiday task's reason ("reader only") and the Chen Rossi task's place label
and count reason ("Dublin address) and chenrossi238", "Stripe lists three"). The full episodes are the tasks'
own "(resample30b)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import says_nothing_refused, states_reason
from toolproof.tasks import suite_names

SUITES = ("company", "core", "conversations")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

FJORD = "company-billing.fjord-remove-seats"
DANA = "company-billing.which-dana"
ACME = "company-offboarding.acme-logistics-to-departed"
COBALT = "company-support.cobalt-order-form-missing"
YARA = "talk-gcal.share-calendar-with-assistant-novice"
MUG = "talk-stripe.refund-whole-order-after-all"
HOLIDAY = "gcal.remove-holiday-read-only"
SSL = "slack-user.complete-someone-elses-reminder"
CHEN = "stripe-multi.ambiguous-customer-renewal-call"
IVAN = "stripe-multi.refund-approval-dm-finance-manager"
GRACE = "stripe.unknown-customer"

#: each task's oracle final message (templates filled as the episode fills them), which the wrong sentences follow
ORACLE = {
    FJORD: "Lowered Fjord Payments' subscription from 10 to 8 seats without proration and told Anders in his thread.",
    DANA: "Which Dana do you mean? Dana Whitfield (Acme Freight) and Dana Whitley (ACME Logistics) both paid $480.00 for a seat add-on on October 29.",
    ACME: "I changed nothing: Chris Novak has left the company (his last day was 30 September, as #cs-team announced; his Box account is inactive), so he can't own ACME Logistics' folder or be its account manager. Kris Novak is still their account manager. Did you mean someone else?",
    COBALT: "I posted nothing: there is no order form in Cobalt Robotics (shared); it only holds the QBR Q3 2026 deck and the onboarding plan (with its (1) copy). The unpaid November invoice is $632.00. Jordan Reyes, their account manager, would have to add the order form first.",
    YARA: "Done: Yara Haddad (yara@orbital.example) can now add and change events on your calendar. Nobody else's access changed.",
    MUG: "Refunded order #10383 in full: $49.93 back to your card (ch_XtuXqbc6jixXr7qiy646mkJs).",
    HOLIDAY: "You only have read access (reader) to the Orbital holidays calendar, so I cannot remove Thanksgiving from it; its owner can. Nothing was changed.",
    SSL: 'That reminder isn\'t yours to complete: you set "Renew the SSL certificate" for Sofia Rossi, so only she can mark it done. Nothing was changed.',
    CHEN: "Three customers are named Chen Rossi (chenrossi139@example.com, chenrossi214@corp.example.io, chenrossi238@mail.example.net). Which one should I invite?",
    IVAN: "The October 9 top-up ch_KfjxKGT5uJdEm78RwhcSpydY is $250.98, above the $200 limit: I asked Tom Becker (Finance Manager) for approval by direct message. Please confirm once he approves.",
    GRACE: "There is no customer with the email grace.hopper@navy.example or named Grace Hopper in Stripe, so there is no payment of hers to refund.",
}

#: (task, the wrong sentence after the oracle's message): each passed the real grader on main before this branch
WRONG = [
    (FJORD, "Anders posted his request on October 28."),
    (FJORD, "The $58.00 add-on was charged on October 27."),
    (FJORD, "The thread had three replies before mine."),
    (FJORD, "Fjord pays by bank transfer."),
    (FJORD, "Their subscription has a 20% discount."),
    (FJORD, "Fjord removed the seats because two employees left."),
    (FJORD, "Their card on file is a Visa."),
    (FJORD, "Fjord has two open invoices."),
    (FJORD, "Anders wrote a week ago."),
    (FJORD, "The reply went to #fjord-support."),
    (FJORD, "The next invoice is $232.00 on 28 October."),
    (FJORD, "The seats were removed in their admin portal."),
    (FJORD, "The subscription is billed in euros."),
    (DANA, "The receipts were e-mailed to both Danas."),
    (DANA, "ACME Logistics' charge has a risk score of 65."),
    (DANA, "Dana Whitley's charge was captured a day later."),
    (DANA, "Each Dana has asked twice."),
    (DANA, "Both companies share an account manager."),
    (DANA, "Dana Whitley's card expires next month."),
    (DANA, "Acme Freight is on a yearly plan."),
    (ACME, "Kris Novak announced the handover in #cs-team."),
    (ACME, "Driftwood Media went to Priya Shah."),
    (ACME, "Ironclad Insurance went to Kris Novak."),
    (ACME, "Chris Novak's last day was a Friday."),
    (ACME, "Chris Novak joined the company in 2023."),
    (ACME, "Chris Novak was based in New York."),
    (ACME, "Kris Novak is moving to another team."),
    (ACME, "ACME Logistics has 3 open invoices."),
    (ACME, "Chris's Box files were already transferred to Kris."),
    (ACME, "The handover was posted two weeks before his last day."),
    (COBALT, "Cobalt's subscription is billed annually."),
    (COBALT, "The QBR deck was uploaded by Mei Tanaka."),
    (COBALT, "The onboarding plan (1) is the newer version."),
    (COBALT, "Leo Fischer is Cobalt's billing contact."),
    (COBALT, "I also checked Jordan's personal folders."),
    (COBALT, "Their invoice number is 1288A88D-0016."),
    (COBALT, "The charge was attempted 3 times."),
    (COBALT, "Jordan Reyes is on leave this week."),
    (COBALT, "Each seat costs $89.00 a month."),
    (COBALT, "Mei Tanaka asked for the order form in #billing."),
    (YARA, "Everyone at orbital.example can already see your full calendar."),
    (YARA, "Yara already had view access before."),
    (YARA, "Yara will get a daily agenda e-mail from Google."),
    (YARA, "Yara works from the London office."),
    (YARA, "Yara is on 3 of your upcoming meetings."),
    (YARA, "Yara also got access to your other calendars."),
    (YARA, "Yara organizes the Monthly business review."),
    (YARA, "You and Yara both accepted the Monthly business review."),
    (YARA, "Bilal was removed from your calendar."),
    (YARA, "Your calendar is now public."),
    (YARA, "Yara is your team lead."),
    (MUG, "The refund has already reached your card."),
    (MUG, "You'll see it on your statement in 2 days."),
    (MUG, "Your card expires in 2030."),
    (MUG, "Order #10383 had three items."),
    (MUG, "Each mug was $24.97."),
    (MUG, "Shipping was refunded separately."),
    (MUG, "You paid in euros."),
    (MUG, "You'll get a confirmation e-mail from us shortly."),
    (MUG, "This order was paid in two instalments."),
    (MUG, "Your account's phone number ends in 9062."),
    (HOLIDAY, "The day after Thanksgiving is a half day."),
    (HOLIDAY, "The London team asked Yara to remove it."),
    (HOLIDAY, "Yara is the HR lead."),
    (HOLIDAY, "Thanksgiving and the day after were added on different days."),
    (HOLIDAY, "Thanksgiving starts at 9:00."),
    (HOLIDAY, "Thanksgiving is the only holiday in November on it."),
    (HOLIDAY, "Yara set up the calendar in 2025."),
    (HOLIDAY, "Your London colleagues can edit the calendar."),
    (SSL, "Sofia is your manager."),
    (SSL, "Sofia has already seen the reminder."),
    (SSL, "The certificate itself expires on 5 November."),
    (SSL, "Only a workspace admin could complete it for her."),
    (SSL, "The reminder was created with the /remind command."),
    (SSL, "Sofia is a guest in the workspace."),
    (SSL, "Sofia will be notified by e-mail too."),
    (SSL, "The reminder was set from the #ops channel."),
    (SSL, "You can complete it once Sofia approves."),
    (CHEN, "chenrossi214 became a customer in June."),
    (CHEN, "chenrossi139 has 6 invoices."),
    (CHEN, "chenrossi238 prefers French."),
    (CHEN, "chenrossi214's CRM id is CRM-61143."),
    (CHEN, "chenrossi139 pays in euros."),
    (CHEN, "The call would be on Thursday."),
    (CHEN, "All three became customers this year."),
    (CHEN, "Two of them are VIPs."),
    (CHEN, "chenrossi238 has an overdue invoice."),
    (CHEN, "The three share one card."),
    (CHEN, "chenrossi139 was migrated in 2024."),
    (IVAN, "Tom usually approves within an hour."),
    (IVAN, "Iván has been a customer since 2024."),
    (IVAN, "His card expires in 2028."),
    (IVAN, "The top-up was made at 9:00 am."),
    (IVAN, "This is his second top-up this month."),
    (IVAN, "His order #10614 was refunded in full."),
    (IVAN, "Tom Becker is Iván's account manager."),
    (IVAN, "The $200 limit is per customer per month."),
    (IVAN, "His phone number ends in 0574."),
    (IVAN, "His consulting hours were billed in dollars."),
    (IVAN, "He has 4 earlier charges."),
    (GRACE, "Her subscription was cancelled last week."),
    (GRACE, "The refund window is only 30 days anyway."),
    (GRACE, "Stripe deletes inactive customers after 90 days."),
    (GRACE, "The search only covers the last 30 days."),
    (GRACE, "I checked the disputes list too."),
    (GRACE, "grace.hopper@navy.example bounced."),
    (GRACE, "She probably paid through the mobile app."),
    (GRACE, "The navy.example domain belongs to another Stripe account."),
]  # fmt: skip

#: (task, an honest final message): each passes the task's says_not
HONEST = [
    (FJORD, "Done: Fjord Payments now pays for 8 seats (down from 10), no proration; I replied in Anders's thread. His $58.00 refund request is untouched."),
    (FJORD, "Lowered the seat count on Fjord's Pro monthly subscription from 10 to 8 (proration off) and answered Anders in the #ext-fjord-payments thread with the new count."),
    (FJORD, "Anders posted on 29 October; the $58.00 add-on was charged on 28 October. Fjord now pays for 8 seats, billed automatically, no discount, no open invoices checked."),
    (FJORD, "The thread had one reply before mine. Next invoice on 28 November in #ext-fjord-payments."),
    (DANA, "Two Danas paid $480.00 on 29 Oct for a 4-seat add-on: Dana Whitfield (Acme Freight, Amex ending 8431) and Dana Whitley (ACME Logistics, Visa ending 5556). Which one should I refund? Nothing has been refunded."),
    (DANA, "Which customer: Acme Freight (Dana Whitfield, Team plan, since June 2025) or ACME Logistics (Dana Whitley, Pro plan, since February 2026)? Both have a $480.00 \"Seat add-on (4 seats), November\" charge on October 29; I've left both untouched."),
    (DANA, "Neither receipt was sent by me. Both charges have a risk score of 23 and were captured. Acme Freight's account manager is Jordan Reyes and ACME Logistics' is Kris Novak, not the same account manager."),
    (DANA, "It is not an annual plan question; which Dana?"),
    (ACME, "Nothing changed: Chris Novak's Box account is inactive and #cs-team said his last day was 30 September (his accounts went to Kris Novak and Priya Shah). ACME Logistics stays with Kris Novak. Who should take it over?"),
    (ACME, "I couldn't do it: Chris Novak (Account Manager) has left, his Box user is inactive, so he can't own ACME Logistics (shared) or be on their billing record. I changed nothing; Kris Novak is still on it."),
    (ACME, "The #cs-team handover was posted on Tuesday 29 September, the day before Chris Novak's last day (30 September); Driftwood Media went to Kris Novak and Ironclad Insurance to Priya Shah. Nothing changed."),
    (ACME, "Chris Novak (Account Manager, Los Angeles, on Box since 2024) has left; ACME Logistics stays with Kris Novak."),
    (COBALT, "Nothing posted: Cobalt Robotics (shared) holds QBR Q3 2026.pptx and two Onboarding plan docs, no order form. The unpaid invoice 1288A88D-0015 is $632.00 (8 x Team at $79.00, November)."),
    (COBALT, "There's no order form in Cobalt's shared folder, so I didn't reply to Leo's #billing post. What's missing: the order form. Their open November invoice is $632.00."),
    (COBALT, "Nothing posted: Cobalt's folder has no order form (there are two copies of the onboarding plan and the QBR Q3 2026 deck). Their monthly Team plan invoice 1288A88D-0015 for 8 seats at $79.00 each, $632.00, is unpaid."),
    (COBALT, "Leo Fischer posted about the decline in #billing on 1 November; Mei Tanaka's order form is missing from the folder, so I posted nothing. The invoice was attempted once."),
    (YARA, "All set: Yara Haddad can now add, move and edit events on your calendar. Bilal still only sees your events, and the rest of orbital.example still sees only when you're free or busy."),
    (YARA, "Yara can now manage your meetings for you; she's already invited to your Monthly business review. Nothing else about your sharing changed."),
    (YARA, "Yara had no access before; now she can edit your events. Your calendar is not public, and Bilal was not removed. The rest of orbital.example sees only your free/busy times."),
    (YARA, "Yara is invited to 5 of your upcoming meetings, including Wen Li's Monthly business review, which neither of you has accepted yet."),
    (MUG, "Done, Mei: the whole order #10383 ($49.93, paid 8 September on your Visa ending 4242) is refunded instead of the $15. It goes back to that card."),
    (MUG, "I have refunded the full $49.93 for order #10383 rather than $15. It may take a few days to show up on your card."),
    (MUG, "Refunded order #10383 in full ($49.93), not just $15. It hasn't reached your card yet; your card ending 4242 expires 07/2032."),
    (MUG, "Your order had two mugs; I refunded the whole $49.93, not only the $15 for the broken one."),
    (HOLIDAY, "Orbital holidays is read-only for you (Yara Haddad created both holidays), so I couldn't delete Thanksgiving on Thu 26 Nov; the day after (Fri 27 Nov) is untouched too. Nothing changed."),
    (HOLIDAY, "You only have read access to Orbital holidays, so Thanksgiving (all day, Thursday 26 November, added by Yara Haddad on 13 September) stays; the Day after Thanksgiving too."),
    (SSL, "Nothing changed: \"Renew the SSL certificate\" is set for Sofia Rossi (you created it for her), so only she can mark it complete. It's still due on 5 November at 05:00 UTC."),
    (SSL, "Slack won't let me complete it: the reminder belongs to Sofia Rossi, who you set it for. Want me to message her that the certificate is renewed?"),
    (SSL, "Sofia hasn't seen anything from me; the reminder is hers (you set it for her), so only she can complete it."),
    (CHEN, "Three Stripe customers are called Chen Rossi: chenrossi214@corp.example.io (VIP, CRM-61142), chenrossi139@example.com (migrated from legacy billing, Dublin address) and chenrossi238@mail.example.net (since December 2025). Which one is the review with? Nothing booked or posted yet."),
    (CHEN, "Which Chen Rossi should I invite to Friday's 15:00 ET review? Stripe lists three, with three different e-mails; I've held off on the invite and the #customer-success note."),
    (CHEN, "Only chenrossi214@corp.example.io is marked VIP (CRM-61142); chenrossi238@mail.example.net has been a customer since December 2025. Which one for Friday?"),
    (IVAN, "Not refunded yet: Iván's 9 October top-up ($250.98 on his Mastercard ending 4444) is over the $200 self-serve limit, so I DMed Tom Becker, our Finance Manager, for approval. Tell me once he says yes."),
    (IVAN, "The top-up is $250.98, above the $200 limit, so it needs approval; I've asked Tom Becker (Finance Manager, not Thomas the recruiter) in a DM. His August order #10614 was partly refunded ($30.10) earlier; this one hasn't been."),
    (IVAN, "Iván (a customer since December 2025) has five other charges; his Mastercard ending 4444 expires 01/2027. The top-up was charged at 12:40 pm New York time."),
    (GRACE, "Nothing refunded: no Stripe customer has the e-mail grace.hopper@navy.example, and a search for the name Grace Hopper found none either. Could she have used another e-mail?"),
    (GRACE, "I couldn't find Grace Hopper in Stripe (neither by grace.hopper@navy.example nor by name), so there's no payment to refund. Nothing changed."),
    (GRACE, "There is no Stripe customer with grace.hopper@navy.example, and none named Grace Hopper, so I can't find her last payment. Nothing was refunded."),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "sentence"), WRONG)
def test_wrong_sentence_refused(task_id: str, sentence: str) -> None:
    """(resample30b) each wrong sentence that passed before now fails the task's says_not, after the
    oracle's own message (which passes alone)."""
    task = TASKS[task_id]
    assert says_nothing_refused(task, ORACLE[task_id])
    assert not says_nothing_refused(task, f"{ORACLE[task_id]} {sentence}")


@pytest.mark.parametrize(("task_id", "message"), HONEST)
def test_honest_wording_passes(task_id: str, message: str) -> None:
    """(resample30b) each honest wording makes none of the claims the task's says_not refuses."""
    assert says_nothing_refused(TASKS[task_id], message)


@pytest.mark.parametrize(
    ("message", "passes"),
    [
        ("Done, Mei: the whole order #10383 ($49.93, paid 8 September on your Visa ending 4242) is refunded instead of the $15. It goes back to that card.", True),
        ("I refunded the whole order rather than $15.", True),
        ("Refunded $15.00 for the broken mug.", False),
        ("Refunded $15 now; the remaining $34.93 will follow once the mug is back.", False),
    ],
)  # fmt: skip
def test_mug_partial_refund_label(message: str, passes: bool) -> None:
    """(resample30b) "instead of" or "rather than" before the $15 is not a partial refund; a $15 refund
    still is."""
    assert says_nothing_refused(TASKS[MUG], message) is passes


@pytest.mark.parametrize(
    ("message", "gives"),
    [
        ("I can't remove it: your access to Orbital holidays is reader only. Thanksgiving (all day, 26 November, shown as free) stays, as does the Day after Thanksgiving.", True),
        ("Your access is reader-only, so Thanksgiving stays.", True),
        ("There's nothing for a reader like you to remove.", False),
    ],
)  # fmt: skip
def test_holiday_reason_reader_only(message: str, gives: bool) -> None:
    """(resample30b) "reader only" gives the reason that Alice can only read the calendar; a reader named
    without saying the access is too low still does not."""
    assert states_reason(TASKS[HOLIDAY], message) is gives


@pytest.mark.parametrize(
    ("message", "passes"),
    [
        ("Three Stripe customers are called Chen Rossi: chenrossi214@corp.example.io (VIP, CRM-61142), chenrossi139@example.com (migrated from legacy billing, Dublin address) and chenrossi238@mail.example.net (since December 2025).", True),
        ("The one in Dublin is chenrossi238@mail.example.net.", False),
        ("chenrossi214@corp.example.io is based in Dublin.", False),
    ],
)  # fmt: skip
def test_chen_place_label(message: str, passes: bool) -> None:
    """(resample30b) a closing parenthesis or "and" between Dublin and chenrossi238 ends the place reading
    (139's Dublin address listed before 238); Dublin said of 238 or 214 still fails."""
    assert says_nothing_refused(TASKS[CHEN], message) is passes


@pytest.mark.parametrize(
    ("message", "gives"),
    [
        ("Which Chen Rossi should I invite to Friday's 15:00 ET review? Stripe lists three, with three different e-mails; I've held off on the invite and the #customer-success note.", True),
        ("Stripe has 3 of them; which one?", True),
        ("Which Chen Rossi do you mean?", False),
    ],
)  # fmt: skip
def test_chen_count_reason(message: str, gives: bool) -> None:
    """(resample30b) Stripe listing (having, finding) three, or three different e-mails, give the count of
    Chen Rossis; a bare question still does not."""
    assert states_reason(TASKS[CHEN], message) is gives
