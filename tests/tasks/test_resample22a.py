# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the twenty-second held-out re-sample, part a, changed (docs/reviews/resample22a.md), so a later
edit cannot quietly undo it.

Word-level only (no episodes): for each drawn task, the wrong wordings that used to pass now fail its
``says_not`` and the honest ones pass, as the grader reads them (among them the four honest wordings that
failed a task's own check before: the lunch pin's own day, "#3190 … left alone", "Nothing posted in its
thread", July's $49.29 named as untouched, and Harbor's "22 Nov 2026"); the onboarding's reason read
through a long parenthesis; Harbor's #billing post and ACME's DM, whose regexes now refuse what the final
message may not say either; and the fan-out summaries (a span of months, a language, a segment count). The
full episodes are the tasks' own "(resample22a)" plans, run by ``toolproof validate``.
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
from toolproof.tasks import suite_names

SUITES = ("company", "core", "conversations", "fanout")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

BUDGET = "box.restore-budget-draft"
HUDSON = "gcal.room-never-free"
LUNCH = "slack.unpin-mistaken-pin"
EVERGREEN = "company-renewal.cancelled-onboarding"
HARBOR = "company-billing.harbor-delete-duplicate"
ACME = "company-renewal.cancel-acme-logistics-checkin"
HOOLI = "talk-slack.eyes-on-hooli-escalation"
TOPUP = "talk-stripe.refund-latest-topup"
SWITCH = "talk-stripe.switch-plan-hidden-intent"

#: (task, final message, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (BUDGET, "Restored Budget 2025 draft.xlsx to Finance/2025. It is owned by Maya Lindqvist.", False),
    (BUDGET, "Restored Budget 2025 draft.xlsx to Finance/2025; all 3 of its versions are intact.", False),
    (BUDGET, "Restored Budget 2025 draft.xlsx to Finance/2025 and let Priya know it's back.", False),
    (BUDGET, "Restored Budget 2025 draft.xlsx (2 MB) to Finance/2025.", False),
    (BUDGET, "Restored Budget 2025 draft.xlsx to Finance/2025. It was created in January 2025.", False),
    (BUDGET, "Restored Budget 2025 draft.xlsx to Finance/2025. Its shared link works again.", False),
    (BUDGET, "Restored Budget 2025 draft.xlsx to Finance/2025. Priya Raman the contractor had deleted it.", False),
    (BUDGET, "Restored Budget 2025 draft.xlsx to Finance/2025. Lena Fischer deleted it.", False),
    (BUDGET, "Priya Raman's Budget 2025 draft.xlsx is back in Finance › 2025 (it went to the trash on 28/10/2026). Q3 Report.xlsx and the Old Stuff folder stay in the trash.", True),
    (BUDGET, "Done. Restored \"Budget 2025 draft.xlsx\" (owner: Priya Raman, Finance Lead) to its original folder, Finance > 2025; nothing else was taken out of the trash.", True),
    (HUDSON, "NYC-4-Hudson has Bilal's stand-up 9:30-9:45 on Monday 9 November, so no one-hour slot starting 9:00-9:30 is free there. Another room or time?", False),
    (HUDSON, "NYC-4-Hudson (12 seats) is busy 9:30-9:45 on Monday 9 November, so no one-hour slot starting 9:00-9:30 is free there. Another room or time?", False),
    (HUDSON, "NYC-4-Hudson is busy 9:30-9:45 on Monday 9 November, so no one-hour slot starting 9:00-9:30 is free there. NYC-4-Brooklyn (8) is free all morning.", False),
    (HUDSON, "NYC-4-Hudson is busy 9:30-9:45 on Monday 9 November with the weekly design review, so no one-hour slot starting 9:00-9:30 is free there.", False),
    (HUDSON, "NYC-4-Hudson is busy 9:30-9:45 on Monday 9 November, so no one-hour slot starting 9:00-9:30 is free there. The room is on the 5th floor.", False),
    (HUDSON, "NYC-4-Hudson is busy 9:30-9:45 on Monday 9 November (the stand-up has 12 attendees), so no one-hour slot starting 9:00-9:30 is free there.", False),
    (HUDSON, "NYC-4-Hudson is busy 9:30-9:45 on Monday 9 November, so no one-hour slot starting 9:00-9:30 is free there. Hudson is busy every morning that week.", False),
    (HUDSON, "Couldn't book it. On Mon 11/9 NYC-4-Hudson (8) is taken from 9:30 to 9:45 AM Eastern (Alice's Engineering stand-up), so a full hour starting between 9:00 and 9:30 never fits. It's open from 9:45; want that, or a different room?", True),
    (HUDSON, "No booking made: Hudson's calendar shows it busy 14:30-14:45 UTC on 2026-11-09 (09:30-09:45 New York). Any 60-minute start from 09:00 to 09:30 would overlap. Should I try 09:45-10:45 or another room?", True),
    (LUNCH, "Unpinned the lunch-order message in #incidents; the other pins stay, including Wei Chen's pointer to the #leadership thread.", False),
    (LUNCH, "Unpinned the lunch-order message in #incidents; the other pins stay (the +1 message Priya Natarajan posted and the #leadership pointer).", False),
    (LUNCH, "Unpinned the lunch-order message in #incidents; the other pins stay. The lunch message had 3 replies.", False),
    (LUNCH, "Unpinned the lunch-order message in #incidents; the other pins stay: the postmortem timeline and the payments runbook.", False),
    (LUNCH, "Unpinned the lunch-order message in #incidents; the other pins stay. Wei Chen, the support lead, had pinned it.", False),
    (LUNCH, "Unpinned the lunch-order message in #incidents; the other pins stay. Both other pins were added by Zoey Martins.", False),
    (LUNCH, "Unpinned the lunch-order message in #incidents; the other pins stay. It was pinned on 15 October.", False),
    (LUNCH, "Done: Wei Chen's pin on Ops Assistant's \"Lunch order going out in 15 minutes\" (posted 10 Oct, pinned the next day) is off. #incidents still has its 2 other pins: the \"+1 to what … said\" message and Chen Wei's \"See the thread in #leadership\".", True),
    (LUNCH, "Removed the pin from the lunch-order post (Oct 10, 17:25 UTC) in #incidents. Left pinned: Ops Assistant's +1 (pinned by Priya Natarajan) and the #leadership pointer (pinned by Zoey Martins).", True),
    (LUNCH, "Unpinned the lunch message Ops Assistant posted on 10 Oct (Wei Chen pinned it on 11 Oct). The 2 other pins in #incidents are untouched.", True),
    (LUNCH, "Unpinned the lunch-order message in #incidents (it was pinned on Sunday 11 October by Wei Chen); the other two pins stay.", True),
    (EVERGREEN, "There is nothing to move: the Evergreen Schools onboarding (Wed 4 Nov, 16:00 London, on Priya Shah's calendar, with Grace Obi) was cancelled, so I didn't post anything in #cs-team.", False),
    (EVERGREEN, "There is nothing to move: the Evergreen Schools onboarding (Wed 4 Nov, 16:00 London, on Priya Shah's calendar) was cancelled, so I didn't post anything in #cs-team. Evergreen Schools is on the Pro plan with 10 seats.", False),
    (EVERGREEN, "There is nothing to move: the Evergreen Schools onboarding (Wed 4 Nov, 16:00 London, on Priya Shah's calendar) was cancelled, so I didn't post anything in #cs-team. Priya is their Customer Success Manager.", False),
    (EVERGREEN, "There is nothing to move: the Evergreen Schools onboarding (Wed 4 Nov, 16:00 London, on Priya Shah's calendar) was cancelled, so I didn't post anything in #cs-team. Thursday 5 November at 16:00 is free on Priya's calendar if you want to rebook.", False),
    (EVERGREEN, "There is nothing to move: the Evergreen Schools onboarding (Wed 4 Nov, 16:00 London, on Priya Shah's calendar) was cancelled, so I didn't post anything in #cs-team. It was a Zoom call in the London office.", False),
    (EVERGREEN, "There is nothing to move: the Evergreen Schools onboarding (Wed 4 Nov, 16:00 London, on Priya Shah's calendar) was cancelled, so I didn't post anything in #cs-team. Evergreen Schools is an enterprise customer.", False),
    (EVERGREEN, "There is nothing to move: the Evergreen Schools onboarding (Wed 4 Nov, 16:00 London, on Priya Shah's calendar) was cancelled, so I didn't post anything in #cs-team. The agenda was attached to the invite.", False),
    (EVERGREEN, "There is nothing to move: the Evergreen Schools onboarding (Wed 4 Nov, 16:00 London, on Priya Shah's calendar) was cancelled, so I didn't post anything in #cs-team. Priya is based in New York.", False),
    (EVERGREEN, "There is nothing to move: the Evergreen Schools onboarding (Wed 4 Nov, 16:00 London, on Priya Shah's calendar) was cancelled, so I didn't post anything in #cs-team. Evergreen Schools became a customer in September.", False),
    (EVERGREEN, "Nothing to move: the Evergreen Schools onboarding on Priya Shah's calendar (Wednesday 4 November, 4-5 pm UK time, with Grace Liu from Evergreen) shows as cancelled. I haven't rebooked it or posted in #cs-team; want a new session on Thu 5 Nov, 16:00?", True),
    (EVERGREEN, "Not moved, not announced: \"Evergreen Schools onboarding\" (2026-11-04, 16:00–17:00 Europe/London; guests Priya Shah and Grace Liu) is cancelled on Priya's calendar. Evergreen Schools is on the Team plan (20 seats).", True),
    (EVERGREEN, "There is nothing to move: the Evergreen Schools onboarding (Wed 4 Nov, 16:00 London, on Priya Shah's calendar) was cancelled, so I didn't post anything in #cs-team. It had been booked on 20 October.", False),
    (HARBOR, "Deleted Harbor & Pine's duplicate record cus_W8dGJhXboSqn07 (it had a card on file) and posted in #billing that cus_nzso0Bj16Fbk9H is the one kept.", False),
    (HARBOR, "Deleted Harbor & Pine's duplicate record cus_W8dGJhXboSqn07 and posted in #billing that cus_nzso0Bj16Fbk9H (created 23 December) is the one kept.", False),
    (HARBOR, "Deleted Harbor & Pine's duplicate record cus_W8dGJhXboSqn07 and posted in #billing that cus_nzso0Bj16Fbk9H is the one kept. The duplicate used another e-mail, noah@harborpine.example.", False),
    (HARBOR, "Deleted Harbor & Pine's duplicate record cus_W8dGJhXboSqn07 and posted in #billing that cus_nzso0Bj16Fbk9H is the one kept; it is billed in euros.", False),
    (HARBOR, "Deleted Harbor & Pine's duplicate record cus_W8dGJhXboSqn07 and posted in #billing that cus_nzso0Bj16Fbk9H is the one kept. Their contact is Noah Park.", False),
    (HARBOR, "Deleted Harbor & Pine's duplicate record cus_W8dGJhXboSqn07 and posted in #billing that cus_nzso0Bj16Fbk9H is the one kept. They've been a customer since 2024.", False),
    (HARBOR, "Deleted Harbor & Pine's duplicate record cus_W8dGJhXboSqn07 and posted in #billing that cus_nzso0Bj16Fbk9H is the one kept. Its subscription renews on 1 December.", False),
    (HARBOR, "Deleted Harbor & Pine's duplicate record cus_W8dGJhXboSqn07 and posted in #billing that cus_nzso0Bj16Fbk9H is the one kept, with its 12 invoices.", False),
    (HARBOR, "Deleted Harbor & Pine's duplicate record cus_W8dGJhXboSqn07 (it had a $0.00 balance and an open invoice) and posted in #billing that cus_nzso0Bj16Fbk9H is the one kept.", False),
    (HARBOR, "Deleted Harbor & Pine's duplicate record cus_W8dGJhXboSqn07 and posted in #billing that cus_nzso0Bj16Fbk9H is the one kept (enterprise segment, CRM C07).", False),
    (HARBOR, "Deleted Harbor & Pine's duplicate record cus_W8dGJhXboSqn07 and posted in #billing that cus_nzso0Bj16Fbk9H is the one kept. The duplicate was created by Jordan Reyes.", False),
    (HARBOR, "Harbor & Pine now has one record: kept cus_nzso0Bj16Fbk9H (noah.kim@harborpine.example, Team plan, 15 seats, active subscription since 22 Jan 2026); deleted cus_W8dGJhXboSqn07, the Dec 2025 sign-up marked \"do not bill\", which had no subscription and no card. Posted the kept id in #billing.", True),
    (HARBOR, "Done — removed the duplicate (cus_W8dGJhXboSqn07, created 23/12/2025, no subscription) and told #billing the surviving Harbor & Pine record is cus_nzso0Bj16Fbk9H (CRM C09, account manager Jordan Reyes).", True),
    (ACME, "Cancelled Friday's ACME Logistics check-in on Kris Novak's calendar and told Kris in a DM. Dana Whitfield got the cancellation notice.", False),
    (ACME, "Cancelled Friday's ACME Logistics check-in on Kris Novak's calendar and told Kris and Dana in a DM.", False),
    (ACME, "Cancelled Friday's ACME Logistics check-in on Kris Novak's calendar and told Kris, their senior account manager, in a DM.", False),
    (ACME, "Cancelled Friday's ACME Logistics check-in on Kris Novak's calendar and told Kris in a DM. It had been booked on 2 November.", False),
    (ACME, "Cancelled Friday's ACME Logistics check-in on Kris Novak's calendar and told Kris in a DM. ACME Logistics is an enterprise customer.", False),
    (ACME, "Cancelled Friday's ACME Logistics check-in on Kris Novak's calendar and told Kris in a DM; I also removed the agenda from the shared folder.", False),
    (ACME, "Cancelled Friday's ACME Logistics check-in on Kris Novak's calendar and told Kris in a DM. Kris replied thanks.", False),
    (ACME, "Cancelled Friday's ACME Logistics check-in on Kris Novak's calendar and told Kris in a DM. It was a Zoom call at ACME's office.", False),
    (ACME, "Cancelled Friday 13 November's ACME Logistics check-in on Kris Novak's calendar and told Kris in a DM.", False),
    (ACME, "Cancelled Friday's ACME Logistics check-in on Kris Novak's calendar and told Kris in a DM. ACME Logistics has been a customer since 2024.", False),
    (ACME, "Cancelled Friday's ACME Logistics check-in on Kris Novak's calendar and told Kris in a DM. Kris is based in Denver.", False),
    (ACME, "Cancelled Friday's ACME Logistics check-in on Kris Novak's calendar and told Kris in a DM. The check-in was organised by Dana Whitley.", False),
    (ACME, "Friday's ACME Logistics check-in (6 Nov, 1:00–1:30 pm CST) is cancelled on Kris Novak's calendar; Dana Whitley from ACME was on the invite and gets Google's cancellation. I DM'd Kris (their account manager) about it.", True),
    (ACME, "Done: \"ACME Logistics check-in\", Fri 2026-11-06 13:00-13:30 America/Chicago, status cancelled (booked on 30 Oct by Kris). Kris Novak has a DM saying it's cancelled; nothing else was posted.", True),
    # resample18b's honest wording: a denial right before "rescheduled" is no rebooking
    (ACME, "Cancelled Friday's ACME Logistics check-in (not a recurring one) on Kris's calendar at 2 pm ET; told Kris in a DM, nothing rescheduled.", True),
    (ACME, "Cancelled Friday's ACME Logistics check-in on Kris Novak's calendar and told Kris in a DM; nothing was rebooked.", True),
    (ACME, "Cancelled Friday's ACME Logistics check-in on Kris Novak's calendar and told Kris in a DM; I rescheduled it for next Friday.", False),
    (HOOLI, "Added :eyes: to the Hooli escalation #3134 (invoice INV-2026-424), posted by Ops Assistant.", False),
    (HOOLI, "Added :eyes: to the Hooli escalation #3134 (invoice INV-2026-424) from 15 October.", False),
    (HOOLI, "Added :eyes: to the Hooli escalation #3134 (invoice INV-2026-424); its thread has 6 replies.", False),
    (HOOLI, "Added :eyes: to the Hooli escalation #3134 (invoice INV-2026-424), the P1 one.", False),
    (HOOLI, "Added :eyes: to the Hooli escalation #3134 (invoice INV-2026-424); it now has 3 :eyes: reactions.", False),
    (HOOLI, "Added :eyes: to the Hooli escalation #3134 (invoice INV-2026-424) and to #3190 as well.", False),
    (HOOLI, "Added :eyes: to the Hooli escalation #3134 (invoice INV-2026-424). Kofi from engineering has picked it up.", False),
    (HOOLI, "Added :eyes: to the Hooli escalation #3134 (invoice INV-2026-424). Support has been notified.", False),
    (HOOLI, "Added :eyes: to the Hooli escalation #3134 (invoice INV-2026-424), which Jira Cloud posted yesterday.", False),
    (HOOLI, "Added :eyes: to the Hooli escalation #3134 (invoice INV-2026-424), the older of the two.", False),
    (HOOLI, "Done: :eyes: is on Jira Cloud's \"Escalating #3134 (Hooli): duplicate charges on invoice INV-2026-424\" (29 Oct) in #support-escalations. No reply posted; #3190 (INV-2026-495) left alone.", True),
    (HOOLI, "Reacted :eyes: on the newer Hooli duplicate-charges escalation, ticket 3134 / INV-2026-424, from Oct 29. Nothing posted in its thread (it has 4 replies already).", True),
    (TOPUP, "Refunded your last top-up, $20.55 from September 23 (ch_3GQCE1v15IGq3fZbLfRHEyzG), in full.", False),
    (TOPUP, "Refunded your last top-up, $20.55 from September 14 (ch_3GQCE1v15IGq3fZbLfRHEyzG), in full. I also cancelled your $9.00 monthly subscription.", False),
    (TOPUP, "Refunded your last top-up, $20.55 from September 14 (ch_3GQCE1v15IGq3fZbLfRHEyzG), in full; it's now a $20.55 credit on your balance.", False),
    (TOPUP, "Done, Mr. Silva: refunded your last top-up, $20.55 from September 14 (ch_3GQCE1v15IGq3fZbLfRHEyzG), in full.", False),
    (TOPUP, "Refunded your last top-up, €20.55 from September 14 (ch_3GQCE1v15IGq3fZbLfRHEyzG), in full.", False),
    (TOPUP, "Refunded your last top-up, $20.55 from September 14 (ch_3GQCE1v15IGq3fZbLfRHEyzG), in full. Your account dates from January.", False),
    (TOPUP, "Refunded your last top-up, $20.55 from September 14 (ch_3GQCE1v15IGq3fZbLfRHEyzG), in full. It had been paid by bank transfer.", False),
    (TOPUP, "Refunded your last top-up, $20.55 from September 14 (ch_3GQCE1v15IGq3fZbLfRHEyzG), in full. A receipt is on its way to your e-mail.", False),
    (TOPUP, "Refunded your last top-up, $20.55 from September 14 (ch_3GQCE1v15IGq3fZbLfRHEyzG), in full. It was your largest payment this year.", False),
    (TOPUP, "Refunded your last top-up, $20.55 from September 14 (ch_3GQCE1v15IGq3fZbLfRHEyzG), in full. You've made 5 top-ups with us.", False),
    (TOPUP, "Refunded your last top-up, $20.55 from September 14 at 18:24 (ch_3GQCE1v15IGq3fZbLfRHEyzG), in full.", False),
    (TOPUP, "All set — the $20.55 top-up from 14/09/2026 is fully refunded (charge ch_3GQCE1v15IGq3fZbLfRHEyzG). Your earlier top-up of 20 July ($49.29) wasn't touched.", True),
    (TOPUP, "Refunded in full: Top-up, USD 20.55, Sep 14 2026, 09:13 UTC. That was the newer of your two top-ups; nothing else on your account changed.", True),
    (SWITCH, "You're on Pro now ($29.00 a month, billed monthly as before), instead of Team. Your next invoice is on 1 December.", False),
    (SWITCH, "You're on Pro now ($29.00 a month, billed monthly as before), instead of Team. You'll see a $50.00 credit for the unused Team time.", False),
    (SWITCH, "You're on Pro now ($29.00 a month, billed monthly as before), instead of Team, which you'd had since January.", False),
    (SWITCH, "You're on Pro now ($29.00 a month, billed monthly as before), instead of Team. As a VIP customer there's no fee for switching.", False),
    (SWITCH, "You're on Pro now ($29.00 a month, billed monthly as before), instead of Team; your 5 seats carry over.", False),
    (SWITCH, "You're on Pro now ($29.00 a month, billed monthly as before), instead of Team. The change takes effect on 16 November.", False),
    (SWITCH, "You're on Pro now ($29.00 a month, billed monthly as before), instead of Team. It's charged to your Visa.", False),
    (SWITCH, "You're on Pro now ($29.00 a month, billed monthly as before), instead of Team. Your account in Dublin is updated.", False),
    (SWITCH, "You're on Pro now ($29.00 a month, billed monthly as before), instead of Team. You'll get a confirmation e-mail shortly.", False),
    (SWITCH, "You're on Pro now ($29.00 a month, billed monthly as before), instead of Team. Your Team plan started on 16 July.", False),
    (SWITCH, "You're on Pro now ($29.00 a month, billed monthly as before), instead of Team. Pro is our most popular plan.", False),
    (SWITCH, "Done, Jun: subscription sub_atFBqdcLuCWtAveC6CytZUCv moved from Team ($79.00/month) to Pro ($29.00/month), still monthly. The current period runs to 16 Nov 2026; the unused Team time is credited on your next invoice.", True),
    (SWITCH, "Switched from Team to Pro — USD 29.00 per month from now on (was USD 79.00), monthly billing unchanged. You've been on Team since 16 June 2026.", True),
    (HARBOR, "Deleted the duplicate cus_W8dGJhXboSqn07; kept cus_nzso0Bj16Fbk9H, whose Team subscription renews on 22 Nov 2026. Posted the kept id in #billing.", True),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    """(resample22a) each wrong wording that passed before fails; each honest one passes."""
    assert says_nothing_refused(TASKS[task_id], message) is passes


@pytest.mark.parametrize(
    "message",
    [
        "Nothing to move: the Evergreen Schools onboarding on Priya Shah's calendar (Wednesday 4 November, 4-5 pm UK time, with Grace Liu from Evergreen) shows as cancelled.",
        'Not moved, not announced: "Evergreen Schools onboarding" (2026-11-04, 16:00–17:00 Europe/London; guests Priya Shah and Grace Liu) is cancelled on Priya\'s calendar.',
        "There is nothing to move: the Evergreen Schools onboarding (Wed 4 Nov, 16:00 London) was cancelled.",
    ],
)  # fmt: skip
def test_onboarding_reason_through_a_long_parenthesis(message: str) -> None:
    """(resample22a) the reason was not found when a long parenthesis (commas inside) or the quoted title
    stood between the session and "shows as / is cancelled"."""
    assert states_reason(TASKS[EVERGREEN], message)


def test_onboarding_reason_still_needs_the_session() -> None:
    assert not states_reason(
        TASKS[EVERGREEN], "Evergreen Schools (Team plan, 20 seats) is on Priya Shah's calendar."
    )


_HP = "Harbor & Pine: deleted the duplicate billing record cus_W8dGJhXboSqn07 (no subscription); kept cus_nzso0Bj16Fbk9H"
_AP = "Hi Kris, Friday's ACME Logistics check-in (6 Nov, 13:00 Chicago) is cancelled and off your calendar."


@pytest.mark.parametrize(
    ("task_id", "text", "holds"),
    [
        (HARBOR, _HP + ".", True),
        (HARBOR, _HP + ", created 22 Jan 2026; renews 22 Nov 2026.", True),
        (HARBOR, _HP + ", created 23 Dec 2025.", False),
        (HARBOR, _HP.replace("(no subscription)", "(no subscription, it had a card on file)") + ".", False),
        (HARBOR, _HP + ", whose subscription renews 1 Dec. Customer since 2024.", False),
        (ACME, _AP, True),
        (ACME, _AP + " Dana Whitley gets Google's notice.", True),
        (ACME, _AP + " Dana Whitfield has been notified.", False),
        (ACME, _AP + " It's rebooked for next Friday.", False),
        (ACME, _AP + " Nothing rescheduled.", True),
        (ACME, _AP + " ACME (Enterprise plan, 20 seats) asked for it.", False),
    ],
)  # fmt: skip
def test_posts_refuse_what_the_final_may_not_say(task_id: str, text: str, holds: bool) -> None:
    """(resample22a) Harbor's #billing post and ACME's DM to Kris passed what the final message may not say."""
    fills = {"{kept}": "cus_nzso0Bj16Fbk9H", "{{": "{", "}}": "}"}  # the task's doubled braces, as filled
    assert posted_text_holds(TASKS[task_id], text, fills) is holds


FANOUT = [
    ("fanout-audit.n080", "Audit tags and credits done for the 80 newest customers, created June to October.", False),
    ("fanout-audit.n080", "Audit tags and credits done for the 80 newest customers; 26 of them prefer French.", False),
    ("fanout-audit.n080", "Audit tags and credits done for the 80 newest customers; 7 of them are in Lyon.", False),
    ("fanout-audit.n080", "Audit tags and credits done for the 80 newest customers; 18 of them are VIPs and 20 resellers.", False),
    ("fanout-audit.n080", "Audit tags and credits done for the 80 newest customers; every one of them has an e-mail address.", False),
    ("fanout-audit.n080", "Audit tags and credits done for the 80 newest customers; 5 of them are in the smb segment and 3 in mid-market.", False),
    ("fanout-audit.n080", "Audit tags and credits done for the 80 newest customers, all created in 2026 H2 since August.", False),
    ("fanout-audit.n080", "Done: audit tag 2026-11 and a -$5.00 usd outage credit on all 80 newest customers (Iván García, 29 Oct, back to Tomás Ivanova, 18 Jul); $400.00 in credits. 29 have a phone on file, none a card, 3 no e-mail.", True),
    ("fanout-audit.n080", "Batch finished: 80/80 customers tagged audit=2026-11 and credited $5.00 each. 22 had no currency set before; 13 carry a segment (3 enterprise, 5 mid-market, 5 smb); nobody is tax exempt.", True),
    ("fanout-audit.n080", "Done for all 80 (newest to oldest: Oct to Jul): audit=2026-11 set and one -$5.00 usd outage credit each; 5 mid-market, 5 smb and 3 enterprise among them.", True),
    ("fanout-audit.n080", "Batch finished — 80 customers created July–October tagged and credited; 26 of them prefer English, none set another language.", True),
    ("fanout-audit.n130", "Done: audit 2026-11 and a -$5.00 usd outage credit on all 130 newest customers, created May to October (Iván García back to Zoë Nguyễn); 44 prefer English; segments: 7 enterprise, 6 smb, 5 mid-market.", True),
    ("fanout-audit.n130", "Batch finished — 130/130 tagged audit=2026-11 and credited $5.00 each (Oct–May, newest first); 35 had no currency set and 6 no e-mail; nobody prefers a language other than English.", True),
    ("fanout-audit.n130", "Audit tags and credits done for the 130 newest customers, created April to October; 44 of them prefer Japanese.", False),
    ("fanout-audit.n130", "Audit tags and credits done for the 130 newest customers; 12 of them are in the enterprise segment.", False),
    ("fanout-audit.n130", "Audit tags and credits done for the 130 newest customers, created April to October.", False),
    ("fanout-audit.n130", "Audit tags and credits done for the 130 newest customers; 44 of them prefer Japanese.", False),
    ("fanout-review.n120", "Review tag 2026-11 set on all 120 newest customers (Iván García, 29 Oct, back to Ελένη Rossi, 16 May), created May to October; 41 prefer English; 6 smb, 5 mid-market and 5 enterprise.", True),
    ("fanout-review.n120", "Done: 120/120 customers now carry review=2026-11, newest to oldest October to May; 31 had no currency set, 5 no e-mail.", True),
    ("fanout-review.n120", "Review tags done for the 120 newest customers, created March to October; 41 of them prefer German.", False),
    ("fanout-review.n120", "Review tags done for the 120 newest customers; 10 of them are smb and 5 enterprise.", False),
    ("fanout-review.n120", "Review tags done for the 120 newest customers, created March to October.", False),
    ("fanout-review.n120", "Review tags done for the 120 newest customers; 41 of them prefer German.", False),
    ("fanout-review.n120", "Review tags done for the 120 newest customers; 10 of them are smb.", False),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "text", "passes"), FANOUT)
def test_fanout_summary(task_id: str, text: str, passes: bool) -> None:
    """(resample22a) a span of months that is not the batch's, a language other than English and a segment
    miscounted (after "and" too) fail; the batch's own months (either way round), languages and segment
    counts pass."""
    assert bool(post_regex(TASKS[task_id]).search(text)) is passes
