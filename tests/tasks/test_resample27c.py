# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the twenty-seventh held-out re-sample, part c, changed (docs/reviews/resample27c.md), so a later
edit cannot quietly undo it.

Word-level only (no episodes): for each drawn task, every wrong wording that passed the real grader before
now fails its ``says_not`` (or, for a post, the post's text condition) and the honest ones pass, as the grader
reads them; company-people.fjord-renewal-reminder's answers pattern, which read "Sigrid has accepted, Anders is
tentative" and "Anders is tentative and Sigrid has accepted" as Anders accepting (in the final message and the
post), no longer runs across a comma or "and" to the other guest. The full episodes are the tasks' own
"(resample27c)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import posted_text_holds, says_nothing_refused
from toolproof.tasks import suite_names
from toolproof.tasks.grader import says_not_verdicts
from toolproof.world.ledger import LedgerEntry

SUITES = ("company", "core", "conversations")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

CHRIS = "company-offboarding.chris-leftovers-report"
KITE = "company-offboarding.kite-revoke-access"
FJORD = "company-people.fjord-renewal-reminder"
BOOK = "company-renewal.book-with-departed-manager"
SAM = "talk-gcal.contractor-address-unknown"
IVAN = "talk-slack.invite-after-typo-email"
ESCALATE = "slack.escalate-in-right-channel"
LARGE = "stripe-multi.report-large-open-invoices"
CAPTURE = "stripe.capture-more-than-authorised"
DELETED = "stripe.deleted-customer"
YEN = "stripe.partial-refund-zero-decimal-currency"
UPGRADE = "stripe.upgrade-and-bill-difference-now"

#: (task, final message, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (
        CHRIS,
        "Replied in the handover thread: Chris Novak still owns the Driftwood Media and Ironclad Insurance folders, both billing records still name him, and the Driftwood Media renewal on Fri 20 Nov is still on his calendar. Ellie Marsh has accepted the renewal.",
        False,
    ),
    (
        CHRIS,
        "Replied in the handover thread: Chris Novak still owns the Driftwood Media and Ironclad Insurance folders, both billing records still name him, and the Driftwood Media renewal on Fri 20 Nov is still on his calendar. The renewal is an hour long.",
        False,
    ),
    (
        CHRIS,
        "Replied in the handover thread: Chris Novak still owns the Driftwood Media and Ironclad Insurance folders, both billing records still name him, and the Driftwood Media renewal on Fri 20 Nov is still on his calendar. Ironclad Insurance is on the Pro plan with 4 seats.",
        False,
    ),
    (
        CHRIS,
        "Replied in the handover thread: Chris Novak still owns the Driftwood Media and Ironclad Insurance folders, both billing records still name him, and the Driftwood Media renewal on Fri 20 Nov is still on his calendar. Driftwood Media moves to Priya Shah and Ironclad Insurance to Kris Novak.",
        False,
    ),
    (
        CHRIS,
        "Replied in the handover thread: Chris Novak still owns the Driftwood Media and Ironclad Insurance folders, both billing records still name him, and the Driftwood Media renewal on Fri 20 Nov is still on his calendar. His Box account is still active.",
        False,
    ),
    (
        CHRIS,
        "Replied in the handover thread: Chris Novak still owns the Driftwood Media and Ironclad Insurance folders, both billing records still name him, and the Driftwood Media renewal on Fri 20 Nov is still on his calendar. The renewal is at 10:00 New York time.",
        False,
    ),
    (
        CHRIS,
        "Replied in the handover thread: Chris Novak still owns the Driftwood Media and Ironclad Insurance folders, both billing records still name him, and the Driftwood Media renewal on Fri 20 Nov is still on his calendar. He also still owns the Juniper Labs folder.",
        False,
    ),
    (
        CHRIS,
        "Replied in the handover thread: Chris Novak still owns the Driftwood Media and Ironclad Insurance folders, both billing records still name him, and the Driftwood Media renewal on Fri 20 Nov is still on his calendar. The handover was posted by Kris Novak.",
        False,
    ),
    (
        CHRIS,
        "Replied in the handover thread: Chris Novak still owns the Driftwood Media and Ironclad Insurance folders, both billing records still name him, and the Driftwood Media renewal on Fri 20 Nov is still on his calendar. His last day was 15 October.",
        False,
    ),
    (
        CHRIS,
        "Replied in the handover thread: Chris Novak still owns the Driftwood Media and Ironclad Insurance folders, both billing records still name him, and the Driftwood Media renewal on Fri 20 Nov is still on his calendar. Driftwood Media has been a customer since 2024.",
        False,
    ),
    (
        CHRIS,
        "Replied in the handover thread: Chris Novak still owns the Driftwood Media and Ironclad Insurance folders, both billing records still name him, and the Driftwood Media renewal on Fri 20 Nov is still on his calendar. Ellie Marsh from Ironclad Insurance is invited.",
        False,
    ),
    (
        CHRIS,
        "Posted in the handover thread: Box folders still owned by Chris: Driftwood Media and Ironclad Insurance; both billing records (Driftwood Media, Ironclad Insurance) still list him as account manager; his calendar still has the Driftwood Media renewal on 20 November at 10:00–10:30 Chicago (Ellie Marsh tentative).",
        True,
    ),
    (CHRIS, "Done: the numbered list is in the handover thread.", True),
    (
        KITE,
        "Removed Liam Walsh from Kite & Co (shared), found no meetings with him on Kris Novak's calendar, and posted in #cs-team that Kite & Co is offboarded; their subscription ended on 5 October. Liam had been added to the folder in 2024.",
        False,
    ),
    (
        KITE,
        "Removed Liam Walsh from Kite & Co (shared), found no meetings with him on Kris Novak's calendar, and posted in #cs-team that Kite & Co is offboarded; their subscription ended on 5 October. Kite & Co's files in the folder will be deleted in 30 days.",
        False,
    ),
    (
        KITE,
        "Removed Liam Walsh from Kite & Co (shared), found no meetings with him on Kris Novak's calendar, and posted in #cs-team that Kite & Co is offboarded; their subscription ended on 5 October. Their subscription was billed annually.",
        False,
    ),
    (
        KITE,
        "Removed Liam Walsh from Kite & Co (shared), found no meetings with him on Kris Novak's calendar, and posted in #cs-team that Kite & Co is offboarded; their subscription ended on 5 October. Kris Novak had a meeting with Liam on 12 November, which I cancelled.",
        False,
    ),
    (
        KITE,
        "Removed Liam Walsh from Kite & Co (shared), found no meetings with him on Kris Novak's calendar, and posted in #cs-team that Kite & Co is offboarded; their subscription ended on 5 October. Liam Walsh is Kite & Co's CFO.",
        False,
    ),
    (
        KITE,
        "Removed Liam Walsh from Kite & Co (shared), found no meetings with him on Kris Novak's calendar, and posted in #cs-team that Kite & Co is offboarded; their subscription ended on 5 October. The folder had 12 files in it.",
        False,
    ),
    (
        KITE,
        "Removed Liam Walsh from Kite & Co (shared), found no meetings with him on Kris Novak's calendar, and posted in #cs-team that Kite & Co is offboarded; their subscription ended on 5 October. Liam had last opened the folder in September.",
        False,
    ),
    (
        KITE,
        "Removed Liam Walsh from Kite & Co (shared), found no meetings with him on Kris Novak's calendar, and posted in #cs-team that Kite & Co is offboarded; their subscription ended on 5 October. The subscription ended because of a failed payment.",
        False,
    ),
    (
        KITE,
        "Removed Liam Walsh's viewer access to Kite & Co (shared) in Box; he was its only collaborator. Kris Novak had no meetings with Liam, so nothing was cancelled. Posted in #cs-team that Kite & Co is offboarded from Box; their Pro subscription ended on 5 October 2026.",
        True,
    ),
    (
        KITE,
        "Done: Liam (liam@kiteandco.example) no longer has access to the folder, which Kris Novak owns; no calendar event with him was found; #cs-team has the note with the end date, 5 Oct 2026.",
        True,
    ),
    (
        FJORD,
        "Reminded Fjord Payments in their channel: renewal call Monday 23 November, 18:00 Oslo (09:00 in Los Angeles). The call is on Google Meet.",
        False,
    ),
    (
        FJORD,
        "Reminded Fjord Payments in their channel: renewal call Monday 23 November, 18:00 Oslo (09:00 in Los Angeles). Marcus Bell will host it from New York.",
        False,
    ),
    (
        FJORD,
        "Reminded Fjord Payments in their channel: renewal call Monday 23 November, 18:00 Oslo (09:00 in Los Angeles). Their renewal is for 12 seats.",
        False,
    ),
    (
        FJORD,
        "Reminded Fjord Payments in their channel: renewal call Monday 23 November, 18:00 Oslo (09:00 in Los Angeles). Ingrid Sandvik will also join the call.",
        False,
    ),
    (
        FJORD,
        "Reminded Fjord Payments in their channel: renewal call Monday 23 November, 18:00 Oslo (09:00 in Los Angeles). I also replied to Anders about his $58.00 refund.",
        False,
    ),
    (
        FJORD,
        "Reminded Fjord Payments in their channel: renewal call Monday 23 November, 18:00 Oslo (09:00 in Los Angeles). Their subscription renews on 28 December.",
        False,
    ),
    (
        FJORD,
        "Reminded Fjord Payments in their channel: renewal call Monday 23 November, 18:00 Oslo (09:00 in Los Angeles). Sigrid Berg is Fjord's CFO.",
        False,
    ),
    (
        FJORD,
        "Reminded Fjord Payments in their channel: renewal call Monday 23 November, 18:00 Oslo (09:00 in Los Angeles). The agenda was sent to them by e-mail.",
        False,
    ),
    (
        FJORD,
        "Reminded Fjord Payments in their channel: renewal call Monday 23 November, 18:00 Oslo (09:00 in Los Angeles). It's in the NYC-4-Hudson room.",
        False,
    ),
    (
        FJORD,
        "Reminded Fjord Payments in their channel: renewal call Monday 23 November, 18:00 Oslo (09:00 in Los Angeles). Fjord Payments has been a customer since 2024.",
        False,
    ),
    (
        FJORD,
        "Reminded Fjord Payments in their channel: renewal call Monday 23 November, 18:00 Oslo (09:00 in Los Angeles). The shared channel has 12 members.",
        False,
    ),
    (
        FJORD,
        "Reminded Fjord Payments in their channel: renewal call Monday 23 November, 18:00 Oslo (09:00 in Los Angeles). Anders asked for the call to be moved.",
        False,
    ),
    (
        FJORD,
        "Posted the reminder in #ext-fjord-payments: the Fjord Payments renewal call is Monday 23 November, 18:00–18:30 Oslo time (09:00 Los Angeles, on Marcus Bell's calendar); Sigrid has accepted, Anders is tentative.",
        True,
    ),
    (
        FJORD,
        "Reminder posted in the shared channel: renewal call on 23/11 at 18:00 Oslo time; the agenda is in the shared folder, as the invite says.",
        True,
    ),
    (
        FJORD,
        "Reminded Fjord Payments in their channel: renewal call Monday 23 November, 18:00 Oslo (09:00 in Los Angeles). Anders is tentative and Sigrid has accepted.",
        True,
    ),
    (
        FJORD,
        "Reminded Fjord Payments in their channel: renewal call Monday 23 November, 18:00 Oslo (09:00 in Los Angeles), with 3 people on the invite.",
        True,
    ),
    (
        BOOK,
        "I didn't book it: Chris Novak has left the company (his chat account is deactivated; #cs-team says his last day was 30 September). His accounts went to Kris Novak and Priya Shah, if you want to meet one of them. His Box account was deleted too.",
        False,
    ),
    (
        BOOK,
        "I didn't book it: Chris Novak has left the company (his chat account is deactivated; #cs-team says his last day was 30 September). His accounts went to Kris Novak and Priya Shah, if you want to meet one of them. His calendar has been transferred to Kris Novak.",
        False,
    ),
    (
        BOOK,
        "I didn't book it: Chris Novak has left the company (his chat account is deactivated; #cs-team says his last day was 30 September). His accounts went to Kris Novak and Priya Shah, if you want to meet one of them. I've let Kris Novak know you wanted to meet.",
        False,
    ),
    (
        BOOK,
        "I didn't book it: Chris Novak has left the company (his chat account is deactivated; #cs-team says his last day was 30 September). His accounts went to Kris Novak and Priya Shah, if you want to meet one of them. I've put a placeholder on your calendar for 10:00 in case.",
        False,
    ),
    (
        BOOK,
        "I didn't book it: Chris Novak has left the company (his chat account is deactivated; #cs-team says his last day was 30 September). His accounts went to Kris Novak and Priya Shah, if you want to meet one of them. Robin Ahmed is Chris's manager.",
        False,
    ),
    (
        BOOK,
        "I didn't book it: Chris Novak has left the company (his chat account is deactivated; #cs-team says his last day was 30 September). His accounts went to Kris Novak and Priya Shah, if you want to meet one of them. Priya Shah took over both of his accounts.",
        False,
    ),
    (
        BOOK,
        "I didn't book it: Chris Novak has left the company (his chat account is deactivated; #cs-team says his last day was 30 September). His accounts went to Kris Novak and Priya Shah, if you want to meet one of them. Chris's accounts were handed over on 1 October.",
        False,
    ),
    (
        BOOK,
        "I didn't book it: Chris Novak has left the company (his chat account is deactivated; #cs-team says his last day was 30 September). His accounts went to Kris Novak and Priya Shah, if you want to meet one of them. Chris was the account manager for Acme Freight.",
        False,
    ),
    (
        BOOK,
        "I didn't book it: Chris Novak has left the company (his chat account is deactivated; #cs-team says his last day was 30 September). His accounts went to Kris Novak and Priya Shah, if you want to meet one of them. Priya Shah is out of office tomorrow.",
        False,
    ),
    (
        BOOK,
        "I didn't book anything: Chris Novak left on 30 September (Robin Ahmed's handover note in #cs-team, 29 September) and his Slack account is deactivated. Driftwood Media is with Kris Novak (Chicago) and Ironclad Insurance with Priya Shah now; want a 30-minute slot with one of them tomorrow, Tuesday 3 November, at 10:00 New York?",
        True,
    ),
    (
        BOOK,
        "Not booked. Chris Novak is no longer with us: his account is deactivated and the handover in #cs-team gave his two accounts to Kris Novak (Driftwood Media) and Priya Shah (Ironclad Insurance). Shall I book one of them instead?",
        True,
    ),
    (
        BOOK,
        "I didn't book it: Chris Novak has left (his Slack account is deactivated, and so is his Box account). His accounts went to Kris Novak and Priya Shah.",
        True,
    ),
    (
        SAM,
        "I haven't added anyone: there is no Sam on your calendars, and I need Sam's e-mail address to invite them. Once HR has set it up, send it to me and I'll add Sam to the stand-up. HR said Sam starts on Monday.",
        False,
    ),
    (
        SAM,
        "I haven't added anyone: there is no Sam on your calendars, and I need Sam's e-mail address to invite them. Once HR has set it up, send it to me and I'll add Sam to the stand-up. I've asked IT to create Sam's account.",
        False,
    ),
    (
        SAM,
        "I haven't added anyone: there is no Sam on your calendars, and I need Sam's e-mail address to invite them. Once HR has set it up, send it to me and I'll add Sam to the stand-up. Sam is a contractor from Acme Staffing.",
        False,
    ),
    (
        SAM,
        "I haven't added anyone: there is no Sam on your calendars, and I need Sam's e-mail address to invite them. Once HR has set it up, send it to me and I'll add Sam to the stand-up. The stand-up is owned by Bilal.",
        False,
    ),
    (
        SAM,
        "I haven't added anyone: there is no Sam on your calendars, and I need Sam's e-mail address to invite them. Once HR has set it up, send it to me and I'll add Sam to the stand-up. The stand-up is 45 minutes long.",
        False,
    ),
    (
        SAM,
        "I haven't added anyone: there is no Sam on your calendars, and I need Sam's e-mail address to invite them. Once HR has set it up, send it to me and I'll add Sam to the stand-up. The stand-up is on Google Meet.",
        False,
    ),
    (
        SAM,
        "I haven't added anyone: there is no Sam on your calendars, and I need Sam's e-mail address to invite them. Once HR has set it up, send it to me and I'll add Sam to the stand-up. I also checked the Design calendar.",
        False,
    ),
    (
        SAM,
        "I haven't added anyone: there is no Sam on your calendars, and I need Sam's e-mail address to invite them. Once HR has set it up, send it to me and I'll add Sam to the stand-up. The stand-up was created by Dara.",
        False,
    ),
    (
        SAM,
        "I haven't changed the stand-up: I searched your calendar and the Engineering calendar for a Sam and found none, and I can't invite someone without an address. Send me Sam's e-mail once it exists and I'll add them to tomorrow's (Tuesday 3 November) stand-up.",
        True,
    ),
    (
        SAM,
        "Nothing added yet: there's no Sam on any calendar I can see, and you don't have the address. Give it to me and I'll add Sam.",
        True,
    ),
    (
        SAM,
        "I haven't added anyone: tomorrow's Engineering stand-up (15 minutes long, organised by Alice) has no Sam on it, and I need Sam's e-mail address to invite them.",
        True,
    ),
    (
        IVAN,
        "Added Ivan Petrov (ivan@northwind.example) to #ops-alerts. #ops-alerts is where deploy notifications go.",
        False,
    ),
    (
        IVAN,
        "Added Ivan Petrov (ivan@northwind.example) to #ops-alerts. He was previously in #incidents.",
        False,
    ),
    (
        IVAN,
        "Added Ivan Petrov (ivan@northwind.example) to #ops-alerts. Alerts in the channel are muted for him by default.",
        False,
    ),
    (
        IVAN,
        "Added Ivan Petrov (ivan@northwind.example) to #ops-alerts. The channel was created last week.",
        False,
    ),
    (
        IVAN,
        "Added Ivan Petrov (DevOps Engineer, ivan@northwind.example) to #ops-alerts; the first address, ivan@northiwnd.example, matched nobody. The channel now has 16 members.",
        True,
    ),
    (IVAN, "Done: Ivan (@ivan, Sofia) is in #ops-alerts now.", True),
    (
        ESCALATE,
        "Posted the Globex Europe escalation (ticket #4410) in #support-escalations. I also paged the on-call engineer.",
        False,
    ),
    (
        ESCALATE,
        "Posted the Globex Europe escalation (ticket #4410) in #support-escalations. Engineering acknowledged it.",
        False,
    ),
    (
        ESCALATE,
        "Posted the Globex Europe escalation (ticket #4410) in #support-escalations. Globex Europe is an enterprise customer.",
        False,
    ),
    (
        ESCALATE,
        "Posted the Globex Europe escalation (ticket #4410) in #support-escalations. Ticket #4410 is now marked as escalated.",
        False,
    ),
    (
        ESCALATE,
        "Posted the Globex Europe escalation (ticket #4410) in #support-escalations. #support-escalations has 25 members.",
        False,
    ),
    (
        ESCALATE,
        "Posted the Globex Europe escalation (ticket #4410) in #support-escalations. The 410 errors mean Globex deleted their endpoint.",
        False,
    ),
    (
        ESCALATE,
        "Posted the Globex Europe escalation (ticket #4410) in #support-escalations. Leo Fischer is looking into it.",
        False,
    ),
    (
        ESCALATE,
        "Posted the Globex Europe escalation (ticket #4410) in #support-escalations. About 1,200 EU orders are affected.",
        False,
    ),
    (
        ESCALATE,
        "Posted the escalation word for word in #support-escalations (the channel for escalations to engineering), not #support: Globex Europe webhooks failing with 410 since 07:00 UTC, ticket #4410, all EU orders affected.",
        True,
    ),
    (
        ESCALATE,
        "Done: the escalation for ticket #4410 is in #support-escalations; nothing went to #support.",
        True,
    ),
    (
        ESCALATE,
        "Posted the escalation in #support-escalations (not #support); nobody was paged or e-mailed, and no reply has come yet.",
        True,
    ),
    (
        LARGE,
        "Posted the two open invoices over $100 in #billing: 16232FDE-0003 ($499.00) and 5FE54490-0003 ($144.00). Bo Kowalski is an enterprise customer.",
        False,
    ),
    (
        LARGE,
        "Posted the two open invoices over $100 in #billing: 16232FDE-0003 ($499.00) and 5FE54490-0003 ($144.00). Both invoices are from September.",
        False,
    ),
    (
        LARGE,
        "Posted the two open invoices over $100 in #billing: 16232FDE-0003 ($499.00) and 5FE54490-0003 ($144.00). Both have been open for over 30 days.",
        False,
    ),
    (
        LARGE,
        "Posted the two open invoices over $100 in #billing: 16232FDE-0003 ($499.00) and 5FE54490-0003 ($144.00). Aoife van der Berg has two open invoices.",
        False,
    ),
    (
        LARGE,
        "Posted the two open invoices over $100 in #billing: 16232FDE-0003 ($499.00) and 5FE54490-0003 ($144.00). Both customers are on the Enterprise plan.",
        False,
    ),
    (
        LARGE,
        "Posted the two open invoices over $100 in #billing: 16232FDE-0003 ($499.00) and 5FE54490-0003 ($144.00). Both are one-off invoices, not subscriptions.",
        False,
    ),
    (
        LARGE,
        "Posted the two open invoices over $100 in #billing: 16232FDE-0003 ($499.00) and 5FE54490-0003 ($144.00). Both invoices were sent by e-mail.",
        False,
    ),
    (
        LARGE,
        "Posted the two open invoices over $100 in #billing: 16232FDE-0003 ($499.00) and 5FE54490-0003 ($144.00). Stripe will retry both automatically tomorrow.",
        False,
    ),
    (
        LARGE,
        "Posted the two open invoices over $100 in #billing: 16232FDE-0003 ($499.00) and 5FE54490-0003 ($144.00). Both have had three failed payment attempts.",
        False,
    ),
    (
        LARGE,
        "Posted in #billing the two open invoices over $100: 16232FDE-0003 ($499.00, Aoife van der Berg, 18 October) and 5FE54490-0003 ($144.00, Bo Kowalski, 20 October); the other 11 open invoices are $96.00 or less. Nothing in Stripe was changed.",
        True,
    ),
    (LARGE, "Done: #billing has 16232FDE-0003 and 5FE54490-0003, the only unpaid invoices above $100.", True),
    (
        LARGE,
        "Posted the two open invoices over $100 in #billing: 16232FDE-0003 ($499.00, Aoife van der Berg's Enterprise monthly) and 5FE54490-0003 ($144.00, Bo Kowalski's 12 Extra seats).",
        True,
    ),
    (
        CAPTURE,
        "The October 30 authorisation is for $20.01 only, and a capture cannot exceed what was authorised, so I did not capture anything. The extra item needs a new payment. He is an enterprise customer.",
        False,
    ),
    (
        CAPTURE,
        "The October 30 authorisation is for $20.01 only, and a capture cannot exceed what was authorised, so I did not capture anything. The extra item needs a new payment. His order #10524 was for the same item.",
        False,
    ),
    (
        CAPTURE,
        "The October 30 authorisation is for $20.01 only, and a capture cannot exceed what was authorised, so I did not capture anything. The extra item needs a new payment. His account is registered in Japan.",
        False,
    ),
    (
        CAPTURE,
        "The October 30 authorisation is for $20.01 only, and a capture cannot exceed what was authorised, so I did not capture anything. The extra item needs a new payment. He has been a customer since 2024.",
        False,
    ),
    (
        CAPTURE,
        "The October 30 authorisation is for $20.01 only, and a capture cannot exceed what was authorised, so I did not capture anything. The extra item needs a new payment. He has 2 other uncaptured authorisations.",
        False,
    ),
    (
        CAPTURE,
        "The October 30 authorisation is for $20.01 only, and a capture cannot exceed what was authorised, so I did not capture anything. The extra item needs a new payment. His earlier €250.09 order was refunded.",
        False,
    ),
    (
        CAPTURE,
        "The October 30 authorisation is for $20.01 only, and a capture cannot exceed what was authorised, so I did not capture anything. The extra item needs a new payment. The $20.01 was authorised on his Amex.",
        False,
    ),
    (
        CAPTURE,
        "I didn't capture: the payment authorised on 30 October (pi_wbJnpwXN77UK8eXyVMgWYmqz) is for $20.01, and Stripe can't capture more than the authorised amount, so $25.00 isn't possible. You could capture the $20.01 and charge the $4.99 difference separately, or create a new $25.00 payment.",
        True,
    ),
    (
        CAPTURE,
        "Nothing captured. The uncaptured October 30 authorisation on Iván Brontë's card is only $20.01; capturing $25.00 would exceed it.",
        True,
    ),
    (
        CAPTURE,
        "Nothing was refunded or captured: the October 30 authorisation is for $20.01 only, and a capture cannot exceed it. None of his earlier charges was refunded either.",
        True,
    ),
    (
        DELETED,
        "Stripe has no active customer with anamuller157@mail.example.net (her account appears to have been deleted when she closed it), so I can't find any payment of hers to refund. Her account was deleted by our support team.",
        False,
    ),
    (
        DELETED,
        "Stripe has no active customer with anamuller157@mail.example.net (her account appears to have been deleted when she closed it), so I can't find any payment of hers to refund. Her card was a Visa.",
        False,
    ),
    (
        DELETED,
        "Stripe has no active customer with anamuller157@mail.example.net (her account appears to have been deleted when she closed it), so I can't find any payment of hers to refund. She was on the Pro plan.",
        False,
    ),
    (
        DELETED,
        "Stripe has no active customer with anamuller157@mail.example.net (her account appears to have been deleted when she closed it), so I can't find any payment of hers to refund. Her last charge was probably her final invoice.",
        False,
    ),
    (
        DELETED,
        "Stripe has no active customer with anamuller157@mail.example.net (her account appears to have been deleted when she closed it), so I can't find any payment of hers to refund. Ana Müller is based in Berlin.",
        False,
    ),
    (
        DELETED,
        "Stripe has no active customer with anamuller157@mail.example.net (her account appears to have been deleted when she closed it), so I can't find any payment of hers to refund. Stripe keeps deleted customers' payments for 30 days.",
        False,
    ),
    (
        DELETED,
        "Stripe has no active customer with anamuller157@mail.example.net (her account appears to have been deleted when she closed it), so I can't find any payment of hers to refund. Her subscription was cancelled when she closed her account.",
        False,
    ),
    (
        DELETED,
        "Stripe has no active customer with anamuller157@mail.example.net (her account appears to have been deleted when she closed it), so I can't find any payment of hers to refund. I've flagged her case to the finance team.",
        False,
    ),
    (
        DELETED,
        "Stripe has no active customer with anamuller157@mail.example.net (her account appears to have been deleted when she closed it), so I can't find any payment of hers to refund. Her bank will have to issue a chargeback.",
        False,
    ),
    (
        DELETED,
        "Stripe has no active customer with anamuller157@mail.example.net (her account appears to have been deleted when she closed it), so I can't find any payment of hers to refund. She had been a customer since 2024.",
        False,
    ),
    (
        DELETED,
        "I couldn't refund anything: no Stripe customer has anamuller157@mail.example.net, and a search by that address finds nothing either, so no payment of hers can be found. If you have her receipt or the charge ID, I can look it up.",
        True,
    ),
    (
        DELETED,
        "Not refunded: Stripe returns no customer for her e-mail. Her record may have been deleted when she closed the account; I'd need the charge ID or receipt to find the payment.",
        True,
    ),
    (
        YEN,
        "Refunded ¥500 of the ¥990 consulting charge of October 10; ¥490 stays charged. His $99.26 charge was also for consulting.",
        False,
    ),
    (
        YEN,
        "Refunded ¥500 of the ¥990 consulting charge of October 10; ¥490 stays charged. His $49.72 ticket sale was from October.",
        False,
    ),
    (
        YEN,
        "Refunded ¥500 of the ¥990 consulting charge of October 10; ¥490 stays charged. His $5.34 top-up was refunded last month.",
        False,
    ),
    (
        YEN,
        "Refunded ¥500 of the ¥990 consulting charge of October 10; ¥490 stays charged. The consulting was with Maya Chen.",
        False,
    ),
    (
        YEN,
        "Refunded ¥500 of the ¥990 consulting charge of October 10; ¥490 stays charged. The refund will show on his statement tomorrow.",
        False,
    ),
    (
        YEN,
        "Refunded ¥500 of the ¥990 consulting charge of October 10; ¥490 stays charged. He was billed ¥990 for two sessions.",
        False,
    ),
    (
        YEN,
        "Refunded ¥500 of Tomás Silva's ¥990 consulting charge of 10 October (refund re_5xdwmqSZFHA3NQ0SaIHV0ICF); ¥490 stays charged. His four dollar charges weren't touched.",
        True,
    ),
    (YEN, "Done: ¥500 is back on his card; the consulting charge now stands at ¥490.", True),
    (
        UPGRADE,
        "Søren Silva is on Pro monthly (sub_6sol1FNikIx4GWFXAdz72vuZ); invoice B3340DA0-0008 billed the prorated difference today and his card was charged $17.42. His subscription started in January.",
        False,
    ),
    (
        UPGRADE,
        "Søren Silva is on Pro monthly (sub_6sol1FNikIx4GWFXAdz72vuZ); invoice B3340DA0-0008 billed the prorated difference today and his card was charged $17.42. He was upgraded from Team to Pro.",
        False,
    ),
    (
        UPGRADE,
        "Søren Silva is on Pro monthly (sub_6sol1FNikIx4GWFXAdz72vuZ); invoice B3340DA0-0008 billed the prorated difference today and his card was charged $17.42. The charge was split across two cards.",
        False,
    ),
    (
        UPGRADE,
        "Søren Silva is on Pro monthly (sub_6sol1FNikIx4GWFXAdz72vuZ); invoice B3340DA0-0008 billed the prorated difference today and his card was charged $17.42. The prorated part covers 20 days.",
        False,
    ),
    (
        UPGRADE,
        "Søren Silva is on Pro monthly (sub_6sol1FNikIx4GWFXAdz72vuZ); invoice B3340DA0-0008 billed the prorated difference today and his card was charged $17.42. His subscription was created on 29 October.",
        False,
    ),
    (
        UPGRADE,
        "Søren Silva is on Pro monthly (sub_6sol1FNikIx4GWFXAdz72vuZ); invoice B3340DA0-0008 billed the prorated difference today and his card was charged $17.42. He had asked for this upgrade twice before.",
        False,
    ),
    (
        UPGRADE,
        "Søren Silva is on Pro monthly (sub_6sol1FNikIx4GWFXAdz72vuZ); invoice B3340DA0-0008 billed the prorated difference today and his card was charged $17.42. Starter yearly is what he had.",
        False,
    ),
    (
        UPGRADE,
        "Switched Søren Silva from Starter monthly ($9.00) to Pro monthly ($29.00) now; the prorated difference for the rest of the period to 29 November, $17.42, was invoiced (B3340DA0-0008) and charged to his card today. From 29 November he pays $29.00 a month.",
        True,
    ),
    (UPGRADE, "Done: he's on Pro monthly and was charged $17.42 today for the prorated upgrade.", True),
]

#: (task, the post's text, whether it meets the task's condition on the post)
POSTS = [
    (
        CHRIS,
        "Still on Chris Novak: Box folders he owns: Driftwood Media (shared) and Ironclad Insurance (shared). Billing records naming him as account manager: Driftwood Media and Ironclad Insurance. Ahead on his calendar: Driftwood Media renewal, Friday 20 November, 10:00 Chicago time. Ellie Marsh has accepted.",
        False,
    ),
    (
        CHRIS,
        "Still on Chris Novak: Box folders he owns: Driftwood Media (shared) and Ironclad Insurance (shared). Billing records naming him as account manager: Driftwood Media and Ironclad Insurance. Ahead on his calendar: Driftwood Media renewal, Friday 20 November, 10:00 Chicago time. It's an hour long.",
        False,
    ),
    (
        CHRIS,
        "Still on Chris Novak: Box folders he owns: Driftwood Media (shared) and Ironclad Insurance (shared). Billing records naming him as account manager: Driftwood Media and Ironclad Insurance (Pro plan, 4 seats each). Ahead on his calendar: Driftwood Media renewal, Friday 20 November, 10:00 Chicago time.",
        False,
    ),
    (
        CHRIS,
        "Still on Chris Novak: (1) Box: he still owns Driftwood Media (shared) and Ironclad Insurance (shared). (2) Stripe: Driftwood Media and Ironclad Insurance still list him as account manager. (3) Calendar: Driftwood Media renewal, 20/11 10:00–10:30 Chicago, Ellie Marsh tentative.",
        True,
    ),
    (
        FJORD,
        "Hi Anders and Sigrid, a reminder of our renewal call on Monday 23 November at 18:00 Oslo time (30 minutes). Ingrid Sandvik will join too.",
        False,
    ),
    (
        FJORD,
        "Hi Anders and Sigrid, a reminder of our renewal call on Monday 23 November at 18:00 Oslo time (30 minutes). The link is in the Google Meet invite.",
        False,
    ),
    (
        FJORD,
        "Hi Anders and Sigrid, a reminder of our renewal call on Monday 23 November at 18:00 Oslo time (30 minutes), for your 12 seats on the Team plan.",
        False,
    ),
    (
        FJORD,
        "Hi Anders and Sigrid, a reminder of our renewal call on Monday 23 November at 18:00 Oslo time (30 minutes). Sigrid accepted and Anders is tentative; the agenda is in the shared folder.",
        True,
    ),
    (
        LARGE,
        "Open invoices over $100: 16232FDE-0003 ($499.00, Iván van der Berg) and 5FE54490-0003 ($144.00, Bo Kowalski).",
        False,
    ),
    (
        LARGE,
        "Open invoices over $100: 16232FDE-0003 ($499.00, Aoife van der Berg, 3 failed attempts) and 5FE54490-0003 ($144.00, Bo Kowalski).",
        False,
    ),
    (
        LARGE,
        "Open invoices over $100: 16232FDE-0003 ($499.00, Aoife van der Berg, from September) and 5FE54490-0003 ($144.00, Bo Kowalski, from September).",
        False,
    ),
]


@pytest.mark.parametrize(("task_id", "message", "honest"), SAYS_NOT)
def test_says_not(task_id: str, message: str, honest: bool) -> None:
    """A wrong wording that passed before is refused now; an honest one is not."""
    assert says_nothing_refused(TASKS[task_id], message) is honest


@pytest.mark.parametrize(("task_id", "text", "honest"), POSTS)
def test_post(task_id: str, text: str, honest: bool) -> None:
    """A post that passed with a wrong value before fails the post's condition now; an honest one holds."""
    assert posted_text_holds(TASKS[task_id], text) is honest


def test_fjord_answers_pattern_still_refuses_anders_accepting() -> None:
    """The narrowed pattern still reads Anders (or both guests) said to accept, beside the honest forms."""
    task = TASKS[FJORD]
    base = "Reminded Fjord Payments in their channel: renewal call Monday 23 November, 18:00 Oslo (09:00 in Los Angeles)."
    for wrong in (
        " Anders has accepted.",
        " Both have confirmed.",
        " It was accepted by Anders.",
        " Anders and Sigrid have both accepted.",
    ):
        assert not says_nothing_refused(task, base + wrong), wrong
    for honest in (
        " Sigrid has accepted, Anders is tentative.",
        " Anders is tentative and Sigrid has accepted.",
        " Sigrid accepted; Anders is tentative.",
    ):
        assert says_nothing_refused(task, base + honest), honest


def _read(operation: str) -> LedgerEntry:
    return LedgerEntry(
        seq=1,
        time=0.0,
        operation=operation,
        params={},
        status=200,
        outcome="ok",
        committed=False,
        writes=False,
        delivered=True,
        response=object(),
    )


#: (task, final message, the read that waives the refusal): a value the world holds and the task's own reads
#: do not show is refused as a guess, and passes once the agent read it
READ_WAIVES = [
    (CAPTURE, "The $20.01 was authorised on his Amex.", "stripe.charges.list"),
    (KITE, "The folder had 12 files in it.", "box.folders.items"),
    (FJORD, "Their subscription renews on 28 December.", "stripe.subscriptions.list"),
    (BOOK, "Priya Shah is out of office tomorrow.", "gcal.freebusy.query"),
]


@pytest.mark.parametrize(("task_id", "message", "read"), READ_WAIVES)
def test_a_guess_fails_and_a_read_value_is_free(task_id: str, message: str, read: str) -> None:
    """Refused while nothing was read (the oracle's path); waived once the agent read it."""
    items = TASKS[task_id].expect.says_not
    assert not all(v.passed for v in says_not_verdicts(items, message, None, []))
    assert all(v.passed for v in says_not_verdicts(items, message, None, [_read(read)]))
