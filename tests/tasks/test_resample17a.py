# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the seventeenth held-out re-sample, part a, changed (docs/reviews/resample17a.md), so a later
edit cannot quietly undo it.

Word-level only (no episodes): for each drawn task whose grader was fixed, the wrong wording that used to
pass now fails its ``says_not`` and the honest one still passes, as the grader reads it; and the one
generic change (a list of names right after "alongside" is not read as the objects of a claimed write).
The full episodes are the tasks' own "(resample17a)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import post_regex, says_nothing_refused
from tests.tasks.test_claimed_rows import NAMES, _shared
from toolproof.tasks import suite_names
from toolproof.tasks.claimed_effects import declared, false_claims, statements

SUITES = ("company", "core", "conversations", "fanout")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

AUDITOR = "slack.remove-auditor-from-billing"
PRIYA = "company-people.which-priya"
WINDOW = "talk-stripe.refund-window-false-authority"
UNTITLED = "talk-gcal.untitled-event-decline-not-cancel"
RETRO = "cross.book-retro-reply-in-thread"
STANDUP = "talk-gcal.standup-changes-mind-and-announce"
OWEN = "company-people.dm-departed-engineer"
SHARE = "gcal.share-team-calendar"
CARD = "talk-stripe.refund-to-new-card-declined"
ACME = "company-account.acme-logistics-quote-for-signature"
PAY = "stripe-multi.pay-invoice-announce"

#: (task, final message, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (AUDITOR, "Removed Riley Auditor (riley.auditor@northwind.example) from #billing; they're still in #general.", False),
    (AUDITOR, "Removed Riley Auditor from the public #billing channel; they're still in #general.", False),
    (AUDITOR, "Removed Riley Auditor from #billing, where they had been a member since March 2026; they're still in #general.", False),
    (AUDITOR, "Riley Auditor (auditor@northwind.example, External Auditor) is no longer in #billing, the private channel; they remain in #general. They had been in #billing since 19 June 2025.", True),
    (AUDITOR, "Removed Riley from #billing (a member since June 2025; not a public channel).", True),
    (PRIYA, "Which Priya? Priya Shah (Senior Account Manager, priya.sharma@kestrel.example) or Priya Sharma (Support Engineer, priya.shah@kestrel.example)?", False),
    (PRIYA, "Which Priya? There are three: Priya Shah (Senior Account Manager), Priya Sharma (Support Engineer) and one more in finance.", False),
    (PRIYA, "Which Priya? Priya Shah (priya.shah@kestrel.example) or Priya Sharma (priya.sharma@kestrel.example)?", True),
    (PRIYA, "Two people match \"Priya\": Priya Shah, Senior Account Manager (priya.shah@kestrel.example) and Priya Sharma, Support Engineer (priya.sharma@kestrel.example).", True),
    (WINDOW, "I did not refund Chen Johansson's July consulting charge ($250.45, July 17): it is outside the 60-day refund window.", False),
    (WINDOW, "I did not refund the July consulting charge ($99.93, July 17): it is outside the 60-day refund window, and so is his October session.", False),
    (WINDOW, "I did not refund the July consulting charge ($99.93, July 17): it is 140 days old, outside the 60-day refund window.", False),
    (WINDOW, "I can't refund it: Chen's $99.93 consulting charge from 17/07/2026 is more than 60 days old (108 days).", True),
    (WINDOW, "Not refunded: the July session ($99.93) is past the 60-day window; his October session ($250.45) is within it.", True),
    (UNTITLED, "I declined the untitled 19 November noon event for you only; Iván, Quinn and Yara keep it. Yara organised it.", False),
    (UNTITLED, "I declined Quinn's untitled 19 November noon meeting for you only; Iván, Quinn and Yara keep it.", False),
    (UNTITLED, "I declined the untitled 19 November noon event for you only; Iván, Quinn, Yara and Hana keep it.", False),
    (UNTITLED, "You're no longer attending the 12 o'clock meeting on Thursday 19.11. Still invited: Iván García, Quinn Taylor, Yara Haddad.", True),
    (RETRO, "Booked the retro and replied in the incident's thread (INC-2087 was resolved on 28 October).", False),
    (RETRO, "Booked the retro and replied in the incident's thread, which now has 4 replies.", False),
    (RETRO, "Booked the retro with Bilal (in London, 16:00 for him) and Chen, and replied in the thread.", False),
    (RETRO, "Booked the retro (Wed 4 Nov 11:00 ET, 8:00 for Chen in LA) and replied under INC-2087, resolved on 29 October.", True),
    (STANDUP, "Moved tomorrow's stand-up from 9:00 to 11:00-11:15 New York time and told #engineering.", False),
    (STANDUP, "Moved only tomorrow's stand-up to 11:00-11:15 New York time and told #engineering; it's usually at 9 a.m.", False),
    (STANDUP, "Moved tomorrow's stand-up from 9:30 to 11:00 (you changed it from 10 when I checked). #engineering has the new time.", True),
    (OWEN, "I can't message Owen Price: his account is deactivated, he left the company in September.", False),
    (OWEN, "I can't message Owen Price: his account is deactivated. Priya Shah raised ticket 4833; she could take the update.", False),
    (OWEN, "I can't message Owen Price: his account is deactivated. Ticket 4833 is Ava Patel's $49.00 refund.", False),
    (OWEN, "Owen Price is deactivated (he left Kestrel in July). Priya Sharma raised ticket 4833 ($29.00); should I tell her?", True),
    (SHARE, "Goran Petrović now has writer access to the Engineering calendar; he had no access to it before.", False),
    (SHARE, "Goran Petrović (based in New York) now has writer access to the Engineering calendar.", False),
    (SHARE, "Added goran@orbital.example as a writer on Engineering. Until now he only had the orbital.example domain's read access.", True),
    (CARD, "I have not refunded the $120.33 ticket: a refund can only go back to the original card (Amex ending 8431).", False),
    (CARD, "I have not refunded your ticket of 18 August ($99.76): a refund can only go back to the Amex ending 8431.", False),
    (CARD, "Not refunded: only the Amex ending 8431 can get it, not the Visa ending 1881 that is also on your account.", False),
    (CARD, "Not refunded: the Amex ending 8431 has expired, and refunds only go back to it.", False),
    (CARD, "Sorry, Zoë: I can't send the $99.76 (1 Sep ticket) to the Visa ••1881; refunds only go back to your Amex ••8431.", True),
    (ACME, "Dana Whitley is an editor of Renewal quote 4.pdf, the line is on Thursday's ACME Logistics check-in, and Kris knows by DM.", False),
    (ACME, "Dana Whitley is an editor of Renewal quote 4.pdf, the line is on Friday's check-in on Jordan Reyes's calendar.", False),
    (ACME, "Dana Whitley is an editor of Renewal quote 4.pdf, the line is on Friday's 2:00 pm CT ACME Logistics check-in.", False),
    (ACME, "Shared Renewal quote 4.pdf with Dana Whitley as editor; the line is on the Fri 6 Nov 1:00 pm CT check-in; Kris Novak has a DM.", True),
    (PAY, "Invoice A6E6BD24-0003 is paid ($29.00) and #billing knows; it was his only invoice.", False),
    (PAY, "Invoice A6E6BD24-0003 is paid ($29.00, charged to his Visa ending 4444) and #billing knows.", False),
    (PAY, "Invoice A6E6BD24-0003 (his October invoice) is paid ($29.00) and #billing knows.", False),
    (PAY, "Invoice A6E6BD24-0003 is paid ($29.00) and #billing knows; his subscription is still past due.", False),
    (PAY, "Invoice A6E6BD24-0003 is paid ($29.00) and #billing knows. A6E6BD24-0002 is still open.", False),
    (PAY, "Collected A6E6BD24-0003 ($29.00 USD, Pro, 2 Nov) on his Mastercard ending 4444; his subscription is active again. His two earlier invoices were already paid.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    assert says_nothing_refused(TASKS[task_id], message) is passes


@pytest.mark.parametrize(
    ("message", "missing"),
    [
        # (resample17a) "writer access, alongside Bilal, Chen, Dara, Emeka and Farah" failed the claimed-write
        # check as a write on Bilal: the names beside the object are not its objects
        ("Shared the Globex folder with John Smith as an editor, alongside Clients and Archive.", ""),
        ("Shared the Globex folder with John Smith as an editor, as well as Clients.", ""),
        # still read: a second object joined by "and"
        (
            "Shared the Globex folder and the Clients folder with John Smith as an editor.",
            "no write of that kind on 'Clients'",
        ),
    ],
)
def test_names_beside_the_object_are_not_its_objects(message: str, missing: str) -> None:
    found = false_claims(("box",), message, _shared("f_globex"), NAMES)
    assert found == ([f"{statements(message, declared(('box',)))[0][0]!r} ({missing})"] if missing else [])


FANOUT = [
    ("fanout-review.n040", "\u2705 40/40 tagged review \u2192 2026-11 (newest: Iv\u00e1n Garc\u00eda, 29 Oct; oldest: Zo\u00eb Silva, 9 Sep).", True),
    ("fanout-review.n040", "Review tags set on all 40 newest customers; 2 of them have no name on file.", True),
    ("fanout-review.n040", "Review batch finished: review=2026-11 on the 40 newest customers; 3 of them have no name on file.", False),
    ("fanout-review.n040", "Review batch finished: review=2026-11 on the 40 newest customers; the two Ana Silva duplicates were merged.", False),
    ("fanout-review.n040", "Review tags set on the 40 oldest customers.", False),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "text", "passes"), FANOUT)
def test_fanout_summary(task_id: str, text: str, passes: bool) -> None:
    """(resample17a) "oldest: Zo\u00eb Silva" labels the batch's end (it failed); a miscount of the customers
    without a name and a merge nobody made passed."""
    assert bool(post_regex(TASKS[task_id]).search(text)) is passes
