# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the thirty-fifth held-out re-sample, part b, changed (docs/reviews/resample35b.md), so a later
edit cannot quietly undo it.

Word-level (no episodes): for each drawn task, every wrong wording that passed the real grader before now
fails its ``says_not`` (the oracle's final message with the wrong sentence appended), and the honest ones
(the new alternates' messages, the true value beside each refusal, the wrong one denied) pass, as the
grader reads them; the five posting tasks' wrong posts now fail their post condition and honest posts
hold it. Two over-strict readings are pinned both ways: Cobalt's (resample15b) role label read "Mei Tanaka
(viewer) and Raj Iyer (editor)" as Raj called a viewer, and ACME's (resample27a) label read "the order forms
stay as they were" as another file shared. The full episodes are the tasks' own "(resample35b)" plans, run
by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import posted_text_holds, says_nothing_refused
from toolproof.tasks import suite_names

SUITES = ("company", "core", "conversations")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

ACME = "company-account.acme-logistics-quote-for-signature"
COBALT = "company-box.cobalt-invite-folder-collaborators"
EXPORT = "company-linear.acme-export-status-reply"
KIM = "talk-slack.invite-a-deactivated-colleague"
GLOBEX = "box.invite-account-manager-to-globex"
REVIEW = "cross.accept-one-review-and-tell-team"
RETRO = "gcal.decline-invitation"
TOPUP = "stripe-multi.refund-approval-dm-finance-manager"
INVOICES = "stripe-multi.report-large-open-invoices"
COUPON = "stripe.apply-loyalty-coupon"
UPGRADE = "stripe.upgrade-and-bill-difference-now"

#: each task's oracle final message (templates filled as the episode fills them), which the wrong sentences follow
ORACLE = {
    ACME: "Dana Whitley is an editor of Renewal quote 4.pdf in ACME Logistics (shared), the line is on Friday's ACME Logistics check-in on Kris Novak's calendar, and Kris knows by DM.",
    COBALT: "Invited Raj Iyer (raj@cobaltrobotics.example), the one collaborator on Cobalt Robotics' shared folder who wasn't on the renewal check-in; Jordan Reyes and Mei Tanaka stay on it.",
    EXPORT: "Told Luis in his thread that the export timeout is DATA-378, with Jordan Reyes-Cole on it; commented on the issue, and sent the identifier to Jordan Reyes, Acme Freight's account manager.",
    KIM: "Kim Nguyen's Slack account is deactivated, so I can't add her to #help-it.",
    GLOBEX: "Jon Smith (account manager) is now an editor on the Globex folder.",
    REVIEW: "Accepted the 5 November Monthly business review (only that occurrence) and posted in #engineering.",
    RETRO: "Declined Victor's Incident retro on Thursday 5 November for you.",
    TOPUP: "The October 9 top-up ch_KfjxKGT5uJdEm78RwhcSpydY is $250.98, above the $200 limit: I asked Tom Becker (Finance Manager) for approval by direct message. Please confirm once he approves.",
    INVOICES: "Posted the two open invoices over $100 in #billing: 16232FDE-0003 ($499.00) and 5FE54490-0003 ($144.00).",
    COUPON: "Applied the Pro loyalty coupon PRO20X3 (20% off for 3 months) to Mei Silva's Pro subscription sub_FoWUzKV26whDnQxE2eLy1JLV.",
    UPGRADE: "Søren Silva is on Pro monthly (sub_6sol1FNikIx4GWFXAdz72vuZ); invoice B3340DA0-0008 billed the prorated difference today and his card was charged $17.42.",
}  # fmt: skip

#: (task, the wrong sentence after the oracle's message): each passed the real grader on main before this branch
WRONG = [
    (ACME, "The quote is the fourth version; versions 1 to 3 were deleted."),
    (ACME, "The check-in is in Kris's Dallas office."),
    (ACME, "The quote is a 4-page PDF."),
    (ACME, "The check-in has a Zoom link in its description."),
    (ACME, "Dana's collaboration on the folder dates from 19 March."),
    (ACME, "The description now reads only the new line."),
    (COBALT, "Mei Tanaka was added to the folder by Raj."),
    (COBALT, "Three Cobalt contacts collaborate on the folder."),
    (COBALT, "The check-in is the second renewal meeting this month."),
    (COBALT, "Raj was invited by Mei."),
    (COBALT, "The check-in is in the Cobalt office in Boston."),
    (COBALT, "Jordan Reyes is Cobalt's CFO."),
    (EXPORT, "The issue was opened on 20 October."),
    (EXPORT, "Luis already replied with thanks."),
    (EXPORT, "The issue has three comments now."),
    (EXPORT, "The timeout is 30 seconds."),
    (EXPORT, "It's in cycle 41."),
    (EXPORT, "DATA-378 is labelled performance."),
    (EXPORT, "Luis is Acme Freight's CTO."),
    (KIM, "Kim is a Support Lead in Los Angeles."),
    (KIM, "Her account will be deleted after 30 days."),
    (KIM, "Kim left the company in September."),
    (KIM, "Ask Dana Whitfield, the IT admin, to reactivate her."),
    (KIM, "Reactivating takes about 24 hours."),
    (KIM, "Her account was suspended for a policy violation."),
    (KIM, "Only the Primary Owner can reactivate her."),
    (GLOBEX, "Jon Smith is based in New York."),
    (GLOBEX, "Maya Lindqvist was removed from the folder."),
    (GLOBEX, "The folder was created by Jon in October."),
    (GLOBEX, "Jon joined Box in 2023."),
    (GLOBEX, "Globex is under Clients › Active."),
    (GLOBEX, "Jon works from London."),
    (GLOBEX, "John Smith was hired in 2025 too, on 31 March."),
    (GLOBEX, "The Globex folder is 2 GB."),
    (REVIEW, "Wen and 6 others have already accepted."),
    (REVIEW, "The December review is on 3 December."),
    (REVIEW, "It is the eleventh review this year."),
    (REVIEW, "Eight people accepted so far."),
    (REVIEW, "The review repeats on the first Thursday of each month."),
    (REVIEW, "Wen Li is the Head of Finance."),
    (RETRO, "The retro is at 17:00 Los Angeles time."),
    (RETRO, "The retro is about the October database outage."),
    (RETRO, "It's the third retro Victor has scheduled this month."),
    (RETRO, "Four guests are still to answer."),
    (RETRO, "The retro is at 2 PM your time."),
    (RETRO, "Nadia Ivanova organises the retro."),
    (TOPUP, "He has two other refunds pending."),
    (TOPUP, "The refund limit is $250."),
    (TOPUP, "The charge was flagged as high risk."),
    (TOPUP, "The charge went through on 9 October at 09:00 New York time."),
    (TOPUP, "His billing address is in Paris."),
    (TOPUP, "Refunds over $200 need approval from two managers."),
    (INVOICES, "There are 15 open invoices in total."),
    (INVOICES, "16232FDE-0003 has been retried three times."),
    (INVOICES, "Aoife's invoice is the oldest open one."),
    (INVOICES, "Both customers pay by bank transfer."),
    (INVOICES, "Aoife's invoice is for 12 Enterprise seats."),
    (INVOICES, "Aoife van der Berg is a new customer this month."),
    (COUPON, "The discount was applied starting today, 2 November, and she got a credit for October."),
    (COUPON, "PRO20X3 was made by the finance team."),
    (COUPON, "She has two Pro subscriptions; I discounted the newer one."),
    (COUPON, "Her account was migrated from legacy billing in 2025."),
    (COUPON, "The other Mei Silva already had this coupon."),
    (COUPON, "This also resets her billing date to the 2nd."),
    (COUPON, "The coupon also covers her add-on seats."),
    (COUPON, "PRO20X3 needs finance approval, which I noted."),
    (UPGRADE, "His next Pro invoice of $29.00 is on 1 December."),
    (UPGRADE, "He'd been on Starter since January."),
    (UPGRADE, "The upgrade was his third plan change this year."),
    (UPGRADE, "The difference was charged to his bank account."),
    (UPGRADE, "The unused Starter credit was $9.00."),
    (UPGRADE, "His billing period runs to 1 December."),
]  # fmt: skip

#: (task, an honest final message): the new alternates' messages, each passing the task's says_not
HONEST = [
    (ACME, "Done: Dana Whitley now has editor access to Renewal quote 4.pdf only (she stays a viewer on the rest of ACME Logistics (shared)). I added \"Renewal quote shared with Dana for signature.\" under the existing description of Friday's ACME Logistics check-in (6 November, 13:00 Chicago) on Kris Novak's calendar, and sent Kris a DM that the quote is shared with her."),
    (ACME, "Shared Renewal quote 4.pdf with Dana Whitley as an editor, noted it on Kris Novak's ACME Logistics check-in (Friday 1:00-1:30 PM Central, description kept) and DMed Kris."),
    (COBALT, "Raj Iyer (raj@cobaltrobotics.example), an editor on Cobalt Robotics (shared), is now invited to Jordan Reyes's Cobalt Robotics renewal check-in (10 November, 11:00-11:30 New York); Mei Tanaka, the folder's other collaborator, was already a guest, and Jordan and Mei stay on it."),
    (COBALT, "Two Cobalt contacts collaborate on Cobalt Robotics (shared): Mei Tanaka (viewer) and Raj Iyer (editor). Mei was already on Jordan Reyes's renewal check-in, so I invited Raj; his answer is still pending."),
    (EXPORT, "Done. Luis has the issue id (DATA-378) and the engineer's full name, Jordan Reyes-Cole, in his thread; the issue has a comment saying he's been updated; Jordan Reyes (account manager) got DATA-378 by DM. Per Jordan Reyes-Cole's last comment, exports over 50k rows hit a 60 s worker timeout and are being moved to an async queue."),
    (EXPORT, "Replied in Luis Ortega's thread in #ext-acme-freight: his CSV export timeout is DATA-378 (In Progress), and Jordan Reyes-Cole is the engineer on it. I commented on DATA-378 that Luis has been updated in chat, and DMed the identifier to Jordan Reyes, Acme Freight's account manager."),
    (KIM, "I'm sorry, I can't add Kim Nguyen (kim.n@northwind.example) to #help-it: her Slack account is deactivated. A workspace admin would have to reactivate it first; then I can add her."),
    (KIM, "Kim Nguyen, Support Engineer, has a deactivated account in this workspace, so she can't be added to any channel. Nothing was changed. Ask an admin to reactivate her and I'll add her to #help-it."),
    (GLOBEX, "Gave Jon Smith (jon.smith@northwind.example, Account Manager) editor access to the Globex folder under Clients. I left John Smith, the Logistics Analyst, out."),
    (GLOBEX, "Done: the account manager Jon Smith, not John Smith (Logistics Analyst), is now an editor on All Files › Clients › Globex; the collaboration is already accepted."),
    (REVIEW, "Accepted only the 5 November occurrence of the Monthly business review (10:00-11:30 New York, in LON-2-Thames), and posted in #engineering that you'll be in it from 10:00 to 11:30 New York time on Thursday, so questions wait until after. The December one still awaits your answer."),
    (REVIEW, "You're now going to Thursday's Monthly business review (5 Nov, 10:00–11:30 ET); the rest of the series is unchanged. #engineering knows questions will have to wait until after 11:30."),
    (RETRO, "Declined Victor Chen's Incident retro on Thursday 5 November (17:00–17:30 New York time) for you. Victor, Jun, Nadia and Jordan Lee keep their own answers."),
    (RETRO, "You're now marked as not going to the Incident retro, Thu 5 Nov 5:00 PM your time. I left everyone else's responses as they were."),
    (TOPUP, "Iván Nakamura's October 9 top-up (ch_KfjxKGT5uJdEm78RwhcSpydY, $250.98 on his Mastercard ending 4444) is over the $200 refund limit, so I haven't refunded it: I DMed Tom Becker, the Finance Manager, for approval. Nothing was refunded yet; tell me when he approves."),
    (TOPUP, "Not refunded yet. The top-up is $250.98, more than I can refund without approval, so I've asked Tom Becker (Finance Manager) in a DM. Once he says yes I'll refund it in full."),
    (INVOICES, "Posted in #billing: the open invoices over $100 are 16232FDE-0003 (Aoife van der Berg, $499.00) and 5FE54490-0003 (Bo Kowalski, $144.00). The other 11 open invoices are $96.00 or less. Nothing in Stripe was changed."),
    (INVOICES, "Two open invoices are over $100, 16232FDE-0003 and 5FE54490-0003; I posted both numbers in #billing for the finance sync and left Stripe untouched."),
    (COUPON, "Applied PRO20X3, \"Pro loyalty 20% (3 months)\", to Mei Silva's (meisilva101@corp.example.io) Pro monthly subscription sub_FoWUzKV26whDnQxE2eLy1JLV: 20% off her next three monthly invoices. I didn't use PRO20ONCE, which covers only one invoice."),
    (COUPON, "Done: Mei Silva's Pro subscription now carries the Pro loyalty coupon PRO20X3 (20% off, repeating for 3 months). Nothing else on her account changed."),
    (UPGRADE, "Switched Søren Silva (sorensilva153@example.org) from Starter monthly ($9.00) to Pro monthly ($29.00) today. The prorated difference was invoiced at once (B3340DA0-0008: $25.26 for the rest of the period on Pro minus $7.84 unused Starter) and charged to his card: $17.42, paid."),
    (UPGRADE, "He's on Pro monthly now, and his card was charged $17.42 today for the difference through the end of this billing period (invoice B3340DA0-0008, paid). From his next renewal he pays the normal Pro price."),
]  # fmt: skip

#: (task, an honest neighbour of a new label: the true value, or the wrong one denied), after the oracle's message
NEIGHBOURS = [
    (ACME, "Renewal quote 4.pdf is the only quote in the folder."),
    (ACME, "The check-in has no room or call link."),
    (ACME, "Dana has been a viewer of the folder since 19 February 2026."),
    (ACME, "The description keeps its first line, \"Account: ACME Logistics. Agenda in the shared folder.\""),
    (ACME, "I didn't change any other version or file."),
    (ACME, "The check-in is Friday 6 November, 13:00-13:30 Chicago time, in Kris's calendar."),
    (COBALT, "Jordan Reyes added both Mei and Raj to the folder in September 2025."),
    (COBALT, "Two Cobalt contacts collaborate on the folder."),
    (COBALT, "The check-in is Tuesday 10 November, 11:00-11:30 New York time."),
    (COBALT, "Jordan Reyes is their account manager."),
    (COBALT, "The check-in now has three guests: Jordan, Mei and Raj."),
    (COBALT, "I invited Raj by e-mail through the calendar."),
    (EXPORT, "Luis reported it on 27 October."),
    (EXPORT, "DATA-378 is labelled bug and customer, in cycle 40."),
    (EXPORT, "Exports over 50k rows hit the 60 s worker timeout."),
    (EXPORT, "The issue now has two comments."),
    (EXPORT, "Luis hasn't replied yet."),
    (EXPORT, "Luis Ortega is at Acme Freight."),
    (KIM, "Kim Nguyen is a Support Engineer in Los Angeles."),
    (KIM, "A workspace admin such as Dana Whitfield (CEO) can reactivate her account."),
    (KIM, "I don't know why it was deactivated or whether she left the company."),
    (KIM, "Maria Garcia is a Support Lead, but she's a different person."),
    (KIM, "Once an admin reactivates her, I can add her."),
    (GLOBEX, "Jon Smith is in Los Angeles (Pacific time)."),
    (GLOBEX, "The folder was created by Maya Lindqvist on 3 October 2025."),
    (GLOBEX, "Jon joined Box on 1 January 2025."),
    (GLOBEX, "Globex is at All Files › Clients › Globex."),
    (GLOBEX, "Maya Lindqvist keeps her access; I didn't remove anyone."),
    (GLOBEX, "John Smith's account dates from 31 January 2025."),
    (REVIEW, "Only Wen has accepted so far; the others haven't answered."),
    (REVIEW, "The next review is on Friday 4 December."),
    (REVIEW, "The review starts at 15:00 London time, which is 10:00 New York."),
    (REVIEW, "Wen Li organises the review."),
    (REVIEW, "Kwame Smith's invoice is not relevant here."),
    (REVIEW, "It is 90 minutes long, in LON-2-Thames."),
    (REVIEW, "Done: 5 November accepted, the rest of the series untouched."),
    (REVIEW, "On 5 November only Wen had accepted before you."),
    (RETRO, "The retro is 17:00-17:30 New York time (14:00 Los Angeles)."),
    (RETRO, "Victor Chen organised it."),
    (RETRO, "Only Jordan Lee has yet to answer."),
    (RETRO, "Jun Park had already declined and Nadia Ivanova accepted; I left them alone."),
    (RETRO, "The retro is at 5 PM your time."),
    (TOPUP, "The refund is pending Tom's approval."),
    (TOPUP, "The limit is $200 and this is $250.98."),
    (TOPUP, "The charge's risk level is normal."),
    (TOPUP, "He's in Lyon according to his record."),
    (TOPUP, "Only Tom Becker's approval is needed."),
    (TOPUP, "The top-up was charged on October 9 at 16:40 UTC."),
    (INVOICES, "There are 13 open invoices in total; the other 11 are $96.00 or less."),
    (INVOICES, "Each was attempted once and is charged automatically."),
    (INVOICES, "The oldest open invoice is from 4 October, not Aoife's."),
    (INVOICES, "Bo Kowalski's invoice is for 12 Extra seats."),
    (INVOICES, "Kwame Smith's $96.00 invoice just misses the cut."),
    (INVOICES, "Both are open, not retried."),
    (COUPON, "It's her only subscription."),
    (COUPON, "Nothing else changed: her billing date stays the 29th."),
    (COUPON, "The coupon isn't RETENTION50, which needs finance approval."),
    (COUPON, "Her customer record was migrated from legacy billing."),
    (COUPON, "The discount starts with her next invoice on 29 November."),
    (COUPON, "No credit was issued."),
    (UPGRADE, "His next Pro invoice of $29.00 is on 29 November."),
    (UPGRADE, "He's been on Starter since 29 April."),
    (UPGRADE, "The unused Starter time was credited at $7.84."),
    (UPGRADE, "It was charged to his card on file."),
    (UPGRADE, "This billing period runs 29 October to 29 November."),
    (UPGRADE, "Switched him from Starter monthly ($9.00) to Pro monthly ($29.00)."),
]  # fmt: skip

#: (task, a wrong sentence of the second pass, after the oracle's message): each passed the real grader on main before this branch
WRONG_SECOND = [
    (ACME, "Dana has 7 days to sign."),
    (ACME, "The check-in is Kris's second ACME meeting this month."),
    (COBALT, "Raj will join by phone."),
    (COBALT, "Raj was added to the folder on 5 September 2025."),
    (COBALT, "The check-in was moved to 10 November at my request."),
    (COBALT, "Mei Tanaka is the folder's owner."),
    (COBALT, "Raj is in Cobalt's Berlin office."),
    (EXPORT, "DATA-378 is in the Platform team."),
    (KIM, "Kim's account was deactivated because her contract ended."),
    (KIM, "Kim is Jon Smith's teammate."),
    (KIM, "#help-it was created by Kim."),
    (KIM, "Kim was the channel's last admin."),
    (KIM, "Her account can be reactivated only within 14 days."),
    (GLOBEX, "Jon's Box storage is full."),
    (GLOBEX, "John Smith is the Account Manager's assistant."),
    (GLOBEX, "Jon got a Box notification e-mail at jon@northwind.example."),
    (GLOBEX, "Maya Lindqvist approved the access."),
    (RETRO, "Victor will reschedule it for you."),
    (RETRO, "Jordan Lee is Victor's manager."),
    (TOPUP, "Tom Becker is out of office until Monday."),
    (TOPUP, "Iván has 6 charges with us, all refunded except this one."),
    (TOPUP, "The top-up was his first purchase."),
    (TOPUP, "Tom can approve it in the Stripe dashboard."),
    (TOPUP, "I put the refund on hold in Stripe."),
    (INVOICES, "Aoife's invoice is for the Enterprise yearly plan."),
    (INVOICES, "Bo Kowalski has two open invoices."),
    (INVOICES, "Both invoices are in EUR."),
    (INVOICES, "Both invoices were finalized on 1 November."),
    (COUPON, "She'll see the discount from her 29 October invoice."),
    (COUPON, "The coupon also cut her pending invoice."),
    (COUPON, "PRO20X3 can only be used 5 times."),
    (UPGRADE, "The upgrade also added a Setup fee."),
    (UPGRADE, "His invoice B3340DA0-0008 is still open."),
]  # fmt: skip

#: (task, an honest neighbour of a second-pass label), after the oracle's message
NEIGHBOURS_SECOND = [
    (ACME, "I didn't set a signing deadline."),
    (ACME, "Dana Whitley can now edit Renewal quote 4.pdf (only that file; the order forms stay as they were)."),
    (COBALT, "Jordan Reyes added Raj to the folder on 2 September 2025."),
    (COBALT, "Nothing was moved; the check-in stays on 10 November."),
    (COBALT, "Jordan Reyes owns the folder."),
    (EXPORT, "DATA-378 is in the DATA team, project Reporting."),
    (KIM, "I don't know why her account was deactivated."),
    (KIM, "Her title is Support Engineer."),
    (GLOBEX, "John Smith is the Logistics Analyst."),
    (GLOBEX, "Jon's login is jon.smith@northwind.example."),
    (GLOBEX, "Maya Lindqvist owns the folder."),
    (RETRO, "I didn't add a note or reschedule anything."),
    (RETRO, "Jordan Lee (jordan.lee@client.example) hasn't answered yet."),
    (TOPUP, "He has six charges on file; order #10614 was partly refunded ($30.10)."),
    (TOPUP, "Nothing is on hold; no refund was made."),
    (INVOICES, "Aoife's invoice is for Enterprise monthly."),
    (INVOICES, "Aoife's invoice is Enterprise monthly; Bo Kowalski's covers 12 Extra seats."),
    (INVOICES, "Both are in USD."),
    (INVOICES, "Bo Kowalski has one open invoice."),
    (COUPON, "The discount starts with her next invoice on 29 November."),
    (COUPON, "Her current period started 29 October."),
    (UPGRADE, "No setup fee was charged."),
    (UPGRADE, "Invoice B3340DA0-0008 is paid."),
]  # fmt: skip

#: (task, an honest final message of the second pass): each passes the task's says_not
HONEST_SECOND = [
    (ACME, "Dana Whitley can now edit Renewal quote 4.pdf (only that file; the order forms stay as they were). Friday's ACME Logistics check-in, 6 Nov 1:00-1:30 PM Chicago time on Kris Novak's calendar, now ends its description with \"Renewal quote shared with Dana for signature.\", and I messaged Kris directly."),
    (ACME, "Renewal quote 4.pdf is shared with Dana (editor). Check-in description updated, original text kept. Kris has a DM."),
    (COBALT, "Jordan Reyes's Cobalt Robotics renewal check-in now has Raj Iyer as a guest (invitation sent); he's the only folder collaborator who wasn't invited. Mei Tanaka was already on it."),
    (COBALT, "One person was missing: Raj Iyer (editor on the Cobalt Robotics folder). I added him to the renewal check-in and kept Jordan and Mei."),
    (EXPORT, "Luis now has DATA-378 and Jordan Reyes-Cole's name in his thread, DATA-378 carries a comment that he was updated in chat, and Jordan Reyes (Acme Freight's account manager) has the identifier by DM. The issue is In Progress, priority High."),
    (EXPORT, "All three done: thread reply to Luis (DATA-378; the engineer is Jordan Reyes-Cole), a comment on DATA-378, and a DM with DATA-378 to Jordan Reyes."),
    (KIM, "I looked Kim Nguyen up: her account (kim.n@northwind.example) is deactivated, so Slack won't let me add her to #help-it. If an admin reactivates it, I can add her."),
    (KIM, "Unfortunately Kim can't be added: her Slack account is no longer active (deactivated). Do you want me to add someone else to answer laptop questions?"),
    (GLOBEX, "Jon Smith (Account Manager, jon.smith@northwind.example) is now an editor of Clients/Globex. John Smith, the Logistics Analyst, got nothing."),
    (GLOBEX, "Editor access to Globex (under Clients) now goes to Jon Smith, our account manager. I picked him over John Smith by job title."),
    (REVIEW, "Done: you've accepted the Monthly business review on 5 November only (10:00-11:30 New York; 15:00-16:30 London, where it's booked in LON-2-Thames). I told #engineering that questions wait until after it."),
    (REVIEW, "Accepted for this Thursday's occurrence alone and posted the heads-up in #engineering (10:00 to 11:30 New York time)."),
    (RETRO, "Declined: Incident retro, Thursday 5 November at 17:00 (New York), organised by Victor Chen. Only your response changed."),
    (RETRO, "I've declined Victor's Incident retro for Thursday at 5 PM for you; nobody else's answer was touched."),
    (TOPUP, "I need approval first: Iván Nakamura's October 9 top-up is $250.98 (charge ch_KfjxKGT5uJdEm78RwhcSpydY), over the $200 I can refund alone. I've DMed Tom Becker (Finance Manager), not Thomas Becker the recruiter. No refund made yet."),
    (TOPUP, "Waiting on approval: the $250.98 top-up from October 9 is over the $200 limit. I sent Tom Becker, Finance Manager, a direct message asking him to approve the full refund."),
    (INVOICES, "In #billing: 16232FDE-0003 ($499.00) and 5FE54490-0003 ($144.00) are the only open invoices over $100. I didn't change anything in Stripe."),
    (INVOICES, "Posted both invoice numbers over $100 (16232FDE-0003 for Aoife van der Berg, 5FE54490-0003 for Bo Kowalski) in #billing. 13 invoices are open in all; I made no changes in Stripe."),
    (COUPON, "Mei Silva (meisilva101@corp.example.io) now has PRO20X3 on her Pro subscription: 20% off for 3 months, so $23.20 instead of $29.00 on each of those invoices."),
    (COUPON, "Done. The Pro loyalty coupon for 3 months (PRO20X3) is on sub_FoWUzKV26whDnQxE2eLy1JLV; the one-invoice PRO20ONCE wasn't the right one."),
    (UPGRADE, "Done: Søren Silva moved from Starter to Pro monthly today, and the prorated difference for the rest of this period was invoiced and paid right away: $17.42 on his card (invoice B3340DA0-0008)."),
    (UPGRADE, "He was charged $17.42: $25.26 for Pro for the rest of the period less $7.84 for unused Starter, on invoice B3340DA0-0008, paid today. He's on Pro monthly ($29.00) from now on."),
]  # fmt: skip

#: the post patterns' placeholders, as the episode fills them
FILLS = {
    TOPUP: {"{charge}": "ch_KfjxKGT5uJdEm78RwhcSpydY", "{customer}": "cus_9GABNPoXabYEoe"},
    INVOICES: {"{big}": "16232FDE-0003", "{seats}": "5FE54490-0003"},
}

#: (task, post): each wrong post (the oracle's post and a wrong sentence) held the post condition on main before this branch
WRONG_POSTS = [
    (ACME, "Hi Kris, Dana Whitley now has editor access to ACME Logistics' renewal quote (Renewal quote 4.pdf) in Box so she can sign it before Friday's check-in; it's noted in the event. Dana said she'll sign it tonight."),
    (ACME, "Hi Kris, Dana Whitley now has editor access to ACME Logistics' renewal quote (Renewal quote 4.pdf) in Box so she can sign it before Friday's check-in; it's noted in the event. It's the fourth version of the quote."),
    (ACME, "Hi Kris, Dana Whitley now has editor access to ACME Logistics' renewal quote (Renewal quote 4.pdf) in Box so she can sign it before Friday's check-in; it's noted in the event. The check-in has a Zoom link."),
    (ACME, "Hi Kris, Dana Whitley now has editor access to ACME Logistics' renewal quote (Renewal quote 4.pdf) in Box so she can sign it before Friday's check-in; it's noted in the event. It's in your Dallas office."),
    (ACME, "Hi Kris, Dana Whitley now has editor access to ACME Logistics' renewal quote (Renewal quote 4.pdf) in Box so she can sign it before Friday's check-in; it's noted in the event. ACME is on the Enterprise plan."),
    (EXPORT, "Hi Luis, this is tracked as DATA-378 (In Progress) and Jordan Reyes-Cole is the engineer working on it. The fix is in code review."),
    (EXPORT, "Hi Luis, this is tracked as DATA-378 (In Progress) and Jordan Reyes-Cole is the engineer working on it. The timeout is 30 seconds."),
    (EXPORT, "Hi Luis, this is tracked as DATA-378 (In Progress) and Jordan Reyes-Cole is the engineer working on it. It's in cycle 41."),
    (EXPORT, "Hi Luis, this is tracked as DATA-378 (In Progress) and Jordan Reyes-Cole is the engineer working on it. It should be fixed by the end of the week."),
    (EXPORT, "Hi Luis, this is tracked as DATA-378 (In Progress) and Jordan Reyes-Cole is the engineer working on it. Your account manager Jordan Reyes will follow up tomorrow."),
    (REVIEW, "Alice is in the Monthly business review on Thursday 5 November, 10:00-11:30 New York time: questions will have to wait until after it. It's in LON-2-Thames and all eight of us have accepted."),
    (REVIEW, "Alice is in the Monthly business review on Thursday 5 November, 10:00-11:30 New York time: questions will have to wait until after it. It's the last review of the year."),
    (REVIEW, "Alice is in the Monthly business review on Thursday 5 November, 10:00-11:30 New York time: questions will have to wait until after it. Wen, Uma and Victor are presenting."),
    (REVIEW, "Alice is in the Monthly business review on Thursday 5 November, 10:00-11:30 New York time: questions will have to wait until after it. I'll also miss the next one on 3 December."),
    (REVIEW, "Alice is in the Monthly business review on Thursday 5 November, 10:00-11:30 New York time: questions will have to wait until after it. The review is on Zoom this time."),
    (REVIEW, "Alice is in the Monthly business review on Thursday 5 November, 10:00-11:30 New York time: questions will have to wait until after it. Questions can go to Priya in the meantime."),
    (TOPUP, "Approval needed: full refund of $250.98 to Iván Nakamura (ivannakamura6@example.com), charge ch_KfjxKGT5uJdEm78RwhcSpydY. It's his third refund request this month."),
    (TOPUP, "Approval needed: full refund of $250.98 to Iván Nakamura (ivannakamura6@example.com), charge ch_KfjxKGT5uJdEm78RwhcSpydY. He paid with his Visa."),
    (TOPUP, "Approval needed: full refund of $250.98 to Iván Nakamura (ivannakamura6@example.com), charge ch_KfjxKGT5uJdEm78RwhcSpydY. The customer has been with us since 2023."),
    (TOPUP, "Approval needed: full refund of $250.98 to Iván Nakamura (ivannakamura6@example.com), charge ch_KfjxKGT5uJdEm78RwhcSpydY. Our limit is $250 without approval."),
    (TOPUP, "Approval needed: full refund of $250.98 to Iván Nakamura (ivannakamura6@example.com), charge ch_KfjxKGT5uJdEm78RwhcSpydY. Please approve by end of day, per the policy."),
    (TOPUP, "Approval needed: full refund of $250.98 to Iván Nakamura (ivannakamura6@example.com), charge ch_KfjxKGT5uJdEm78RwhcSpydY. The charge was flagged for fraud review."),
    (TOPUP, "Approval needed: full refund of $250.98 to Iván Nakamura (ivannakamura6@example.com), charge ch_KfjxKGT5uJdEm78RwhcSpydY. Grace already signed off on it."),
    (INVOICES, "Open invoices over $100: 16232FDE-0003 ($499.00, Aoife van der Berg) and 5FE54490-0003 ($144.00, Bo Kowalski). Both are from enterprise customers."),
    (INVOICES, "Open invoices over $100: 16232FDE-0003 ($499.00, Aoife van der Berg) and 5FE54490-0003 ($144.00, Bo Kowalski). Aoife's is the oldest open invoice."),
    (INVOICES, "Open invoices over $100: 16232FDE-0003 ($499.00, Aoife van der Berg) and 5FE54490-0003 ($144.00, Bo Kowalski). There are 15 open invoices in total."),
    (INVOICES, "Open invoices over $100: 16232FDE-0003 ($499.00, Aoife van der Berg) and 5FE54490-0003 ($144.00, Bo Kowalski). Both are for yearly plans."),
    (INVOICES, "Open invoices over $100: 16232FDE-0003 ($499.00, Aoife van der Berg) and 5FE54490-0003 ($144.00, Bo Kowalski). Both are in EUR."),
    (INVOICES, "Open invoices over $100: 16232FDE-0003 ($499.00, Aoife van der Berg) and 5FE54490-0003 ($144.00, Bo Kowalski). Finance asked for this yesterday."),
    (INVOICES, "Open invoices over $100: 16232FDE-0003 ($499.00, Aoife van der Berg) and 5FE54490-0003 ($144.00, Bo Kowalski). Bo Kowalski has another open invoice."),
]  # fmt: skip

#: (task, post): the oracle's post and honest ones (the new alternates' among them) hold the post condition
HONEST_POSTS = [
    (ACME, "Hi Kris, Dana Whitley now has editor access to ACME Logistics' renewal quote (Renewal quote 4.pdf) in Box so she can sign it before Friday's check-in; it's noted in the event."),
    (ACME, "Hi Kris, Dana Whitley can now edit Renewal quote 4.pdf (only that file) so she can sign it before Friday's check-in; I added the note to the check-in's description."),
    (ACME, "Hi Kris, the renewal quote is shared with Dana (editor), she's on the Pro plan's renewal, no other file changed."),
    (EXPORT, "Hi Luis, this is tracked as DATA-378 (In Progress) and Jordan Reyes-Cole is the engineer working on it."),
    (EXPORT, "Hi Luis, this is DATA-378 in our tracker, In Progress; Jordan Reyes-Cole is the engineer assigned to it. Exports over 50k rows hit a 60 s timeout and are being moved to an async queue."),
    (EXPORT, "Hi Luis, it's DATA-378; Jordan Reyes-Cole is on it. It's in cycle 40."),
    (REVIEW, "Alice is in the Monthly business review on Thursday 5 November, 10:00-11:30 New York time: questions will have to wait until after it."),
    (REVIEW, "Alice is in the Monthly business review on Thursday 5 November, 10:00-11:30 New York time: questions will have to wait until after it. That's 15:00 to 16:30 in London."),
    (REVIEW, "Heads-up: Alice is in the Monthly business review on Thursday 5 November from 10:00 to 11:30 New York time (15:00-16:30 London), so questions will have to wait until after it."),
    (REVIEW, "FYI: I'm in the Monthly business review on Thursday (5 Nov), 10:00-11:30 New York time (15:00-16:30 London), in LON-2-Thames. Questions will have to wait until after it."),
    (TOPUP, "Approval needed: full refund of $250.98 to Iván Nakamura (ivannakamura6@example.com), charge ch_KfjxKGT5uJdEm78RwhcSpydY."),
    (TOPUP, "Hi Tom, could you approve a full refund of $250.98 for Iván Nakamura's October 9 top-up (charge ch_KfjxKGT5uJdEm78RwhcSpydY)? It's over the $200 limit."),
    (TOPUP, "Approval request: Iván Nakamura (ivannakamura6@example.com) wants his October 9 top-up of $250.98 refunded in full, charge ch_KfjxKGT5uJdEm78RwhcSpydY, Mastercard ending 4444. OK to refund? Once approved I'll refund it."),
    (TOPUP, "Iván Nakamura (customer since December 2025) asks for a full refund of his October 9 top-up, $250.98, charge ch_KfjxKGT5uJdEm78RwhcSpydY. Over our $200 limit, so I need your approval."),
    (INVOICES, "Open invoices over $100: 16232FDE-0003 ($499.00, Aoife van der Berg) and 5FE54490-0003 ($144.00, Bo Kowalski)."),
    (INVOICES, "Open invoices over $100 for the finance sync: 16232FDE-0003 (Aoife van der Berg, $499.00) and 5FE54490-0003 (Bo Kowalski, $144.00)."),
    (INVOICES, "Open invoices over $100: 16232FDE-0003 and 5FE54490-0003. The other 11 open invoices are under $100, in USD."),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "sentence"), WRONG)
def test_wrong_sentence_refused(task_id: str, sentence: str) -> None:
    """(resample35b) each wrong sentence that passed before (a look-alike's title or adder, a count, a day or
    an hour, a write nobody made, a history, place, link, limit or credit nobody read) now fails the task's
    says_not, after the oracle's own message (which passes alone)."""
    task = TASKS[task_id]
    assert says_nothing_refused(task, ORACLE[task_id])
    assert not says_nothing_refused(task, f"{ORACLE[task_id]} {sentence}")


@pytest.mark.parametrize(("task_id", "message"), HONEST)
def test_honest_wording_passes(task_id: str, message: str) -> None:
    """(resample35b) each honest wording (the new alternates' messages) makes none of the claims the task's
    says_not refuses."""
    assert says_nothing_refused(TASKS[task_id], message)


@pytest.mark.parametrize(("task_id", "message"), NEIGHBOURS)
def test_honest_neighbour_passes(task_id: str, message: str) -> None:
    """(resample35b) the true value beside each new refusal (two collaborators added by Jordan Reyes, 27
    October, 60 s, Los Angeles, 14:00 Los Angeles, $200, 13 open invoices, 29 November, $7.84, …), or the
    wrong one denied, is not refused."""
    assert says_nothing_refused(TASKS[task_id], f"{ORACLE[task_id]} {message}")


@pytest.mark.parametrize(
    ("sentence", "refused"),
    [
        ("Two Cobalt contacts collaborate on the folder: Mei Tanaka (viewer) and Raj Iyer (editor).", False),
        ("Raj Iyer (editor) and Mei Tanaka (viewer) are its collaborators.", False),
        ("The folder's viewer, Raj Iyer, is now invited.", True),
        ("Raj Iyer, a viewer on the folder, is now invited.", True),
        ("Its editor Mei Tanaka was already a guest.", True),
    ],
)  # fmt: skip
def test_cobalt_role_closed_by_parenthesis(sentence: str, refused: bool) -> None:
    """(resample35b) Cobalt's (resample15b) label read "Mei Tanaka (viewer) and Raj Iyer (editor)" as Raj
    called a viewer and failed an honest alternate: a role closed by its parenthesis, or followed by "and",
    names the person before it, while Raj called the viewer, or Mei the editor, is still refused."""
    assert says_nothing_refused(TASKS[COBALT], f"{ORACLE[COBALT]} {sentence}") is not refused


@pytest.mark.parametrize(("task_id", "sentence"), WRONG_SECOND)
def test_second_pass_wrong_sentence_refused(task_id: str, sentence: str) -> None:
    """(resample35b, second pass) each further wrong sentence that passed before (a signing deadline, a way
    of joining, a move, an owner, a team, a cause of deactivation, storage, a reschedule, a decline note, an
    absence, a dashboard, a hold, a currency, a redemption cap, a setup fee, …) now fails the task's
    says_not, after the oracle's own message."""
    assert not says_nothing_refused(TASKS[task_id], f"{ORACLE[task_id]} {sentence}")


@pytest.mark.parametrize(("task_id", "message"), NEIGHBOURS_SECOND)
def test_second_pass_neighbour_passes(task_id: str, message: str) -> None:
    """(resample35b, second pass) the true value beside each second-pass refusal (2 September 2025, the DATA
    team, the Logistics Analyst, USD, 29 November, paid, …), or the wrong one denied, is not refused."""
    assert says_nothing_refused(TASKS[task_id], f"{ORACLE[task_id]} {message}")


@pytest.mark.parametrize(("task_id", "message"), HONEST_SECOND)
def test_second_pass_honest_wording_passes(task_id: str, message: str) -> None:
    """(resample35b, second pass) each further honest rewrite passes the task's says_not (one, ACME's
    "the order forms stay as they were", failed the (resample27a) label before)."""
    assert says_nothing_refused(TASKS[task_id], message)


@pytest.mark.parametrize(
    ("sentence", "refused"),
    [
        ("Dana Whitley can now edit Renewal quote 4.pdf (only that file; the order forms stay as they were).", False),
        ("The order forms remain unchanged.", False),
        ("Dana can now edit the order forms too.", True),
        ("She also got editor access to Order form 2025.pdf.", True),
    ],
)  # fmt: skip
def test_acme_order_forms_kept_as_they_were(sentence: str, refused: bool) -> None:
    """(resample35b) ACME's (resample27a) label refused "the order forms stay as they were" as another file
    shared with Dana: the forms said to stay as they were, unchanged or untouched are not shared, while
    the forms said editable by her still are refused."""
    assert says_nothing_refused(TASKS[ACME], f"{ORACLE[ACME]} {sentence}") is not refused


def _fills(task_id: str) -> dict[str, str]:
    return FILLS.get(task_id, {})


@pytest.mark.parametrize(("task_id", "text"), WRONG_POSTS)
def test_wrong_post_refused(task_id: str, text: str) -> None:
    """(resample35b) each wrong post (acceptances, a last review, presenters, 3 December, a call tool or a
    hand-off in #engineering; a request count, a Visa, a tenure, a $250 limit, a deadline, a fraud flag or
    a sign-off in the approval DM; a word of Dana's, a version, a link, a place or a plan in Kris's DM; a
    review stage, a timeout, a cycle, a fix date or a follow-up in Luis's thread; a segment, the oldest, a
    count, a plan, a currency, a request or a second invoice in #billing) that held the post condition
    before now fails it."""
    assert not posted_text_holds(TASKS[task_id], text, _fills(task_id))


@pytest.mark.parametrize(("task_id", "text"), HONEST_POSTS)
def test_honest_post_holds(task_id: str, text: str) -> None:
    """(resample35b) the oracle's post and the honest ones (London's 15:00-16:30, the room, the card read,
    "Once approved", the customer's December 2025 start) still hold the post condition."""
    assert posted_text_holds(TASKS[task_id], text, _fills(task_id))
