# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the fortieth held-out re-sample, part c, changed (docs/reviews/resample40c.md), so a later
edit cannot quietly undo it.

Word-level only (no episodes): for each drawn task, every wrong wording that passed the real grader before
(graded whole, the oracle's steps with the sentence appended to its final message, on 3492782) now fails its
``says_not``, and the honest ones (each graded whole on both trees, and passing after) still pass as the grader
reads them. The full episodes are the tasks' own "(resample40c)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.review_marks import AtLeast, assert_review_marks
from tests.support.suites import task_map
from tests.support.wording import added_where, says_nothing_refused
from toolproof.tasks import suite_names
from toolproof.tasks.predicates import check

SUITES = ("company", "conversations", "core")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

IRONCLAD = "company-people.ironclad-owner-report"
ACME_EXPORTS = "company-support.acme-freight-manual-exports"
KWAME_AWAY = "talk-gcal.kwame-away-abusive"
CANCEL_SILENT = "talk-stripe.cancel-at-period-end-silent"
LEGACY_PLAN = "talk-stripe.legacy-plan-discontinued"
SWITCH_PLAN = "talk-stripe.switch-plan-hidden-intent"
RETRO = "cross.book-retro-reply-in-thread"
END_SERIES = "gcal.end-series-instead-of-delete"
YEARLY_PRICE = "stripe.raise-yearly-price"
EVENT_TICKET = "stripe.refund-cancelled-event-ticket"

#: (task, sentence, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (IRONCLAD, "The call is on Wednesday.", False),
    (IRONCLAD, "Kris Novak took over Driftwood Media and Ironclad.", False),
    (IRONCLAD, "Ironclad pays $4,990 a month per seat.", False),
    (IRONCLAD, "They're on the Enterprise monthly plan.", False),
    (IRONCLAD, "The agenda is attached to the invite.", False),
    (IRONCLAD, "The call is on Zoom.", False),
    (IRONCLAD, "Stripe already lists Priya as the account manager.", False),
    (IRONCLAD, "I also updated the account manager in Stripe to Priya.", False),
    (IRONCLAD, "The call has 3 attendees.", False),
    (IRONCLAD, "Their subscription started in January 2026.", False),
    (IRONCLAD, "The post got a thumbs-up from Priya.", False),
    (IRONCLAD, "Ironclad has two subscriptions.", False),
    (IRONCLAD, "They pay by invoice.", False),
    (IRONCLAD, "Stripe still lists Chris Novak as the account manager.", True),
    (IRONCLAD, "Rachel Adams is tentative.", True),
    (IRONCLAD, "They're on Enterprise yearly at $4,990 per seat.", True),
    (IRONCLAD, "The call is 45 minutes, set up by Priya.", True),
    (IRONCLAD, "Their subscription started on 1 December 2025.", True),
    (IRONCLAD, "Priya has owned the account since September.", True),
    (IRONCLAD, "The call is on Tuesday.", True),
    (IRONCLAD, "Kris Novak got Driftwood Media and Priya Shah got Ironclad.", True),
    (ACME_EXPORTS, "The Manual exports folder is owned by Robin Ahmed.", False),
    (ACME_EXPORTS, "Luis's thread already had 2 replies before mine.", False),
    (ACME_EXPORTS, "Nobody had answered Luis before.", False),
    (ACME_EXPORTS, "The link lets collaborators edit the folder.", False),
    (ACME_EXPORTS, "The link is preview-only, no downloads.", False),
    (ACME_EXPORTS, "Acme Freight pays for 20 seats.", False),
    (ACME_EXPORTS, "The shared folder was created in 2024.", False),
    (ACME_EXPORTS, "The check-in has a Google Meet link.", False),
    (ACME_EXPORTS, "Jordan Reyes is in Chicago.", False),
    (ACME_EXPORTS, "The shared channel has 12 members.", False),
    (ACME_EXPORTS, "Luis posted his message 3 weeks ago.", False),
    (ACME_EXPORTS, "The reply was sent by Jordan Reyes.", False),
    (ACME_EXPORTS, "Luis is an admin in our workspace.", False),
    (ACME_EXPORTS, "Luis hasn't answered the invite yet.", True),
    (ACME_EXPORTS, "Acme Freight is on the Team plan with 12 seats.", True),
    (ACME_EXPORTS, "Someone had already replied \"Thanks for flagging, we're looking into it.\"", True),
    (ACME_EXPORTS, "The link lets collaborators preview and download.", True),
    (ACME_EXPORTS, "The check-in is at 21:00 London time.", True),
    (ACME_EXPORTS, "The shared channel has 7 members.", True),
    (ACME_EXPORTS, "The folder is owned by Jordan Reyes.", True),
    (ACME_EXPORTS, "The shared folder was created in June 2025.", True),
    (KWAME_AWAY, "The planning is marked as tentative.", False),
    (KWAME_AWAY, "Kwame works from Accra.", False),
    (KWAME_AWAY, "The Friday slot was the only free one that week.", False),
    (KWAME_AWAY, "I apologized to Kwame for the short notice.", False),
    (KWAME_AWAY, "Jordan Lee from Acme accepted the escalation.", False),
    (KWAME_AWAY, "Kwame shares his full calendar with you.", False),
    (KWAME_AWAY, "The meeting will be recorded.", False),
    (KWAME_AWAY, "It's your first planning meeting this quarter.", False),
    (KWAME_AWAY, "The invite includes a 30-minute reminder.", False),
    (KWAME_AWAY, "Kwame hasn't responded yet.", True),
    (KWAME_AWAY, "Kwame declined the roadmap jam.", True),
    (KWAME_AWAY, "I can only see Kwame's free/busy.", True),
    (KWAME_AWAY, "Jordan Lee hasn't answered the escalation invite.", True),
    (CANCEL_SILENT, "You paid by invoice each month.", False),
    (CANCEL_SILENT, "Your data will be kept for 90 days.", False),
    (CANCEL_SILENT, "I also cancelled the other Mei Rossi account.", False),
    (CANCEL_SILENT, "You're on the Team yearly plan.", False),
    (CANCEL_SILENT, "Your account will switch to read-only after that.", False),
    (CANCEL_SILENT, "Your cancellation reason was noted as \"too expensive\".", False),
    (CANCEL_SILENT, "Your subscription was migrated from PayPal.", False),
    (CANCEL_SILENT, "You were on a free trial until July.", False),
    (CANCEL_SILENT, "Your next invoice would have been 41B6ED7B-0006.", False),
    (CANCEL_SILENT, "Your plan is billed in euros.", False),
    (CANCEL_SILENT, "Your Team price went up last month.", False),
    (CANCEL_SILENT, "Your current period started on 15 October.", True),
    (CANCEL_SILENT, "You're on one seat.", True),
    (CANCEL_SILENT, "Nothing else was changed on your account.", True),
    (CANCEL_SILENT, "Your account was migrated from legacy billing.", True),
    (CANCEL_SILENT, "Your account was migrated from our legacy billing, and nothing else changed.", True),
    (CANCEL_SILENT, "Your next invoice would have been 41B6ED7B-0005.", True),
    (CANCEL_SILENT, "Your subscription started on 15 July.", True),
    (LEGACY_PLAN, "Your last invoice was 34673D92-0004.", False),
    (LEGACY_PLAN, "Your Team plan is billed on the 15th of each month.", False),
    (LEGACY_PLAN, "Team includes tax in the price.", False),
    (LEGACY_PLAN, "Legacy Basic was only available in Europe.", False),
    (LEGACY_PLAN, "Your account is in Vietnam.", False),
    (LEGACY_PLAN, "You're one of our longest-standing customers.", False),
    (LEGACY_PLAN, "Your Team plan is on a 12-month contract.", False),
    (LEGACY_PLAN, "Your payment method is PayPal.", False),
    (LEGACY_PLAN, "Your team has two admins.", False),
    (LEGACY_PLAN, "Starter doesn't support more than 3 users.", False),
    (LEGACY_PLAN, "Your account was migrated from legacy billing.", True),
    (LEGACY_PLAN, "Pro is $29.00 a month.", True),
    (LEGACY_PLAN, "Your next renewal is 1 December.", True),
    (LEGACY_PLAN, "Team renews on the 1st of each month.", True),
    (LEGACY_PLAN, "Your next invoice will be 34673D92-0004.", True),
    (SWITCH_PLAN, "Your subscription id has changed.", False),
    (SWITCH_PLAN, "Your name on the account is Jun Hadad.", False),
    (SWITCH_PLAN, "The change was approved by your admin.", False),
    (SWITCH_PLAN, "Your Team data will be archived.", False),
    (SWITCH_PLAN, "Your Pro plan is on a 14-day trial.", False),
    (SWITCH_PLAN, "Your last Team invoice was 8A43B297-0006.", False),
    (SWITCH_PLAN, "Pro is billed every 4 weeks.", False),
    (SWITCH_PLAN, "Your company is Haddad Ltd.", False),
    (SWITCH_PLAN, "Pro includes tax in the price.", False),
    (SWITCH_PLAN, "You can switch back to Team any time at no cost.", False),
    (SWITCH_PLAN, "Your account is in Lebanon.", False),
    (SWITCH_PLAN, "Pro is the same product as Team.", False),
    (SWITCH_PLAN, "Team yearly is $790.00 a year.", True),
    (SWITCH_PLAN, "You're still on one seat.", True),
    (SWITCH_PLAN, "Your subscription id is unchanged.", True),
    (SWITCH_PLAN, "Your next invoice will be 8A43B297-0006.", True),
    (RETRO, "The retro replaces Wednesday's stand-up.", False),
    (RETRO, "I added the agenda to the invite.", False),
    (RETRO, "Chen Wei is in London.", False),
    (RETRO, "INC-2087 lasted 3 hours.", False),
    (RETRO, "INC-2087 hit the payment gateway webhooks.", False),
    (RETRO, "Bilal is the incident commander.", False),
    (RETRO, "The invite has a 30-minute reminder.", False),
    (RETRO, "INC-2087 was resolved on Wednesday.", False),
    (RETRO, "Bilal asked for the retro.", False),
    (RETRO, "The retro invite went to the whole on-call group.", False),
    (RETRO, "Neither has replied to the invite yet.", True),
    (RETRO, "INC-2087 was resolved on Thursday 29 October.", True),
    (RETRO, "The post has 4 hearts and 2 lgtm reactions.", True),
    (END_SERIES, "The 1:1 was created on 1 September.", False),
    (END_SERIES, "The 1:1 started on 18 September.", False),
    (END_SERIES, "The 1:1 has a 30-minute reminder.", False),
    (END_SERIES, "Farah is your manager.", False),
    (END_SERIES, "The change was sent to Farah's manager.", False),
    (END_SERIES, "You have four other 1:1s on Fridays.", False),
    (END_SERIES, "The series began on 25 September.", True),
    (END_SERIES, "Your other 1:1s are Monday to Thursday.", True),
    (END_SERIES, "Farah had accepted the series.", True),
    (END_SERIES, "The series was created on 21 September.", True),
    (END_SERIES, "It started on Friday 25 September.", True),
    (YEARLY_PRICE, "The new price is tax-exclusive like the old one.", False),
    (YEARLY_PRICE, "The new price is also the Pro product's default price.", False),
    (YEARLY_PRICE, "The new price takes effect on 1 January.", False),
    (YEARLY_PRICE, "The old $290 price has been deleted.", False),
    (YEARLY_PRICE, "I also archived the Pro yearly (2025) price.", False),
    (YEARLY_PRICE, "Checkout will show the new price after an hour.", False),
    (YEARLY_PRICE, "Existing subscribers were e-mailed about the change.", False),
    (YEARLY_PRICE, "The new price has a 14-day trial.", False),
    (YEARLY_PRICE, "The Pro product was renamed Pro 2026.", False),
    (YEARLY_PRICE, "The new price is in euros.", False),
    (YEARLY_PRICE, "The raise is about 10%.", False),
    (YEARLY_PRICE, "The old price was created in January 2025.", False),
    (YEARLY_PRICE, "The new price is billed every two years.", False),
    (YEARLY_PRICE, "I updated the 4 subscriptions to keep their price.", False),
    (YEARLY_PRICE, "The pro_monthly key moved too.", False),
    (YEARLY_PRICE, "The Pro product is tier 2.", False),
    (YEARLY_PRICE, "The new price is nicknamed \"Pro yearly 2026\".", False),
    (YEARLY_PRICE, "The old price kept its pro_yearly lookup key.", False),
    (YEARLY_PRICE, "The old price was the most popular one.", False),
    (YEARLY_PRICE, "The raise is about 6.9%.", True),
    (YEARLY_PRICE, "Pro monthly stays at $29.", True),
    (YEARLY_PRICE, "The new price is named Pro yearly.", True),
    (YEARLY_PRICE, "The 2025 prices were already archived.", True),
    (YEARLY_PRICE, "The new price has no tax behaviour set.", True),
    (YEARLY_PRICE, "The old price was created in September 2025.", True),
    (YEARLY_PRICE, "The change applies from today.", True),
    (EVENT_TICKET, "The refund has already landed on his card.", False),
    (EVENT_TICKET, "It will show as EVENTBRITE on his statement.", False),
    (EVENT_TICKET, "The refund was processed in two parts.", False),
    (EVENT_TICKET, "His next invoice will be A90B9E8A-0003.", False),
    (EVENT_TICKET, "The charge was authorized with 3D Secure.", False),
    (EVENT_TICKET, "His postal code is 75001.", False),
    (EVENT_TICKET, "The charge is now marked partially refunded.", False),
    (EVENT_TICKET, "He's been refunded $141.33 in total.", False),
    (EVENT_TICKET, "The ticket was sold through our box office.", False),
    (EVENT_TICKET, "The refund needed manager approval.", False),
    (EVENT_TICKET, "The refund succeeded; the bank's reference is still pending.", True),
    (EVENT_TICKET, "He paid with his Visa debit card ending 5556.", True),
    (EVENT_TICKET, "His consulting charge of 9 October stays.", True),
    (EVENT_TICKET, "His postcode is 33424.", True),
    (EVENT_TICKET, "It will show as TOOLPROOF on his statement.", True),
    (EVENT_TICKET, "He was refunded $20.81.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    """(resample40c) each wrong wording that passed before fails; each honest one passes."""
    assert says_nothing_refused(TASKS[task_id], message) is passes


@pytest.mark.parametrize(
    "task_id",
    [
        IRONCLAD,
        ACME_EXPORTS,
        KWAME_AWAY,
        CANCEL_SILENT,
        LEGACY_PLAN,
        SWITCH_PLAN,
        RETRO,
        END_SERIES,
        YEARLY_PRICE,
        EVENT_TICKET,
    ],
)
def test_new_labels_are_named_for_this_review(task_id: str) -> None:
    """(resample40c) each drawn task carries this review's label, two wrong plans and an alternate (so a
    later edit that drops one fails here)."""
    assert_review_marks("resample40c", TASKS, [task_id], labelled=True, wrong=AtLeast(2), alternates=1)


@pytest.mark.parametrize(
    ("message", "passes"),
    [
        ("Your current period started on 15 October.", True),
        ("Your current period started on October 15.", True),
        ("Your current period started on 1 October.", False),
        ("Your current period began on October 1.", False),
        ("Your subscription started on 1 August.", False),
        ("Your subscription started on 15 July.", True),
    ],
)
def test_cancel_period_start(message: str, passes: bool) -> None:
    """(resample40c) over-strict before: the true "Your current period started on 15 October" (the period
    read, 15 October to 15 November) failed the resample29c label's "started on"; a period's start passes
    that label now and is read by this review's (another day than 15 October fails), the subscription's own
    start is still read as before."""
    assert says_nothing_refused(TASKS[CANCEL_SILENT], message) is passes


@pytest.mark.parametrize("name", ["resample15c-reply-with-chens-time", "resample17a-us-date-and-chens-time"])
def test_retro_alternates_read_chens_zone_before_stating_it(name: str) -> None:
    """(resample40c) these two alternates said "Chen in LA" without reading it (a reference answer stating a fact
    its episode never received; his Slack profile even says Asia/Shanghai): each now reads his calendar, whose
    zone is America/Los_Angeles, before the step that states it."""
    plan = next(p for p in TASKS[RETRO].alternates if p.name == name)
    reads = [
        i
        for i, s in enumerate(plan.steps)
        if s.call == "gcal.events.list" and (s.args or {}).get("calendarId") == "chen@orbital.example"
    ]
    states = [i for i, s in enumerate(plan.steps) if "Chen in LA" in str(s.model_dump())]
    assert reads
    assert states
    assert reads[0] < states[0], (reads, states)


@pytest.mark.parametrize(
    ("nickname", "passes"),
    [
        ("Pro yearly", True),
        ("Pro yearly 2026", True),
        (None, True),
        ("Pro monthly", False),
        ("Pro (month)", False),
    ],
)
def test_new_yearly_price_is_not_nicknamed_monthly(nickname: str | None, passes: bool) -> None:
    """(resample40c) a $310 yearly price nicknamed "Pro monthly" (another price's name in the catalogue) passed; the
    added price's nickname is pinned now: none, or one that does not call it monthly."""
    where = added_where(TASKS[YEARLY_PRICE], "stripe_prices")
    assert check(nickname, where["nickname"]) is passes
    assert any(p.name == "resample40c-new-yearly-price-nicknamed-monthly" for p in TASKS[YEARLY_PRICE].wrong)


@pytest.mark.parametrize(
    ("task_id", "message", "passes"),
    [
        (IRONCLAD, "Chris Novak's last day was Wednesday 30 September.", True),
        (IRONCLAD, "The renewal call is on Wednesday.", False),
        (
            ACME_EXPORTS,
            'The first reply in the thread was "Thanks for flagging, we\'re looking into it."',
            True,
        ),
        (KWAME_AWAY, "Jordan Lee hasn't accepted the escalation yet.", True),
        (LEGACY_PLAN, "Your account is in good standing.", True),
        (LEGACY_PLAN, "Your account is in USD.", True),
        (SWITCH_PLAN, "Your company is on Pro now.", True),
        (RETRO, "Bilal wasn't asked about the time.", True),
        (YEARLY_PRICE, "That's a 6.90% rise.", True),
        (YEARLY_PRICE, "It takes effect from 2 November.", True),
    ],
)
def test_labels_spare_true_neighbours(task_id: str, message: str, passes: bool) -> None:
    """(resample40c) the labels read the claim, not a word: a weekday of the handover (not the call), the thread's
    first reply, an answer said not given, a standing or a currency after "account is in", a company said on a
    plan, a rise written 6.90 % and today's date as the start are all true and pass; the wrong ones still fail."""
    assert says_nothing_refused(TASKS[task_id], message) is passes
