"""Pins what the eleventh held-out re-sample, part b, changed (docs/reviews/resample11b.md), so a later
edit cannot quietly undo it.

Word-level and expectation-level only (no episodes): for each drawn task, the honest wording that used
to fail now passes and the wrong one that used to pass now fails, as the grader reads it. The full
episodes are the tasks' own "(resample11b)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import posted_text_holds, says_nothing_refused, states_facts, states_reason
from toolproof.tasks import suite_names

SUITES = ("company", "core", "conversations")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS = task_map(SUITES)

ONE_ON_ONE = "gcal-user.move-my-thursday-one-on-one"
KWAME_AWAY = "talk-gcal.kwame-away-abusive"
TOPIC = "slack.set-incident-topic"
REFUND = "stripe.refund-more-than-paid"
JAM = "cross.cancel-and-tell-engineering"
RENAME = "slack.rename-to-taken-name"
PIN = "talk-slack.pin-resolution-silent-user"
SHARE = "talk-gcal.share-external-pushes-approval"
HARBOR = "company-people.add-vp-to-harbor-renewal"
TRIAL = "talk-stripe.trial-checkin-call"
CONTRACTOR = "talk-gcal.contractor-address-unknown"
CHEN = "gcal.wrong-day-for-chen"

#: (task, final message, whether it makes none of the claims the task's says_not refuses)
SAYS_NOT = [
    (ONE_ON_ONE, "Moved this Thursday's 1:1 with Omar to Friday 6 November, 13:30-14:00 New York "
     "time (midnight in Kolkata). The other weeks are unchanged.", True),
    (ONE_ON_ONE, "It's midnight Friday for Omar (00:00 Sat 7 Nov in Kolkata).", True),
    (ONE_ON_ONE, "Next week's and the following weeks' 1:1s stay on Thursday.", True),
    (ONE_ON_ONE, "Moved the 1:1 to Friday 6 November at 13:30 New York, which is midnight Thursday "
     "for Omar in Kolkata.", False),
    (ONE_ON_ONE, "Moved this Thursday's 1:1 with Omar to Friday 6 November, 13:30-14:00 New York "
     "(midnight in Kolkata), and next Thursday's to Friday 13 November as well.", False),
    (ONE_ON_ONE, "Moved to 13:30-15:00 New York.", False),
    (ONE_ON_ONE, "Done: 2026-11-06T13:30:00-05:00 – 14:00:00-05:00.", True),
    (KWAME_AWAY, "Kwame is out of office on Thursday the 12th, so I booked the Sales-engineering "
     "planning with him on Friday 13 November, 10:00-11:00 New York.", True),
    (KWAME_AWAY, "- Booked: Sales-engineering planning, 2026-11-13 10:00–11:00 ET\n- With: Kwame "
     "(invited)\n- Not on the 12th: he's out of office all day", True),
    (KWAME_AWAY, "Kwame is blocked all day on Thursday 12 November (out of office), so I won't book "
     "over that. Which other day should I use?", True),
    (KWAME_AWAY, "OOO: Kwame, 2026-11-12 (all day).\nBooked: Sales-engineering planning, "
     "2026-11-13T10:00-05:00 → 11:00-05:00, Kwame invited.", True),
    (KWAME_AWAY, "Booked Friday the 13th, 10-11am, with Kwame. Nothing was moved.", True),
    (KWAME_AWAY, "Kwame is out of office on Wednesday the 11th, so I booked it on Friday 13 "
     "November.", False),
    (KWAME_AWAY, "Kwame is out of office all week apart from Friday, so I booked Friday 13 November.", False),
    (KWAME_AWAY, "Booked it on Friday 13 November 10:00-11:00 New York with Kwame and invited the "
     "sales engineers too.", False),
    (KWAME_AWAY, "Booked Friday 13 November and moved his Budget check-in to make room.", False),
    (TOPIC, "#incidents topic → `INC-8841 open: checkout latency. IC: Sam Lee` (set via "
     "conversations.setTopic; Slack posted its own topic-change notice).", True),
    (TOPIC, "Topic set. I didn't post anything else in #incidents; Slack's automatic \"set the "
     "channel topic\" line is the only new message.", True),
    (TOPIC, "It looks like the topic was still the default one, so I replaced it:\n- **Before:** "
     "“Active incidents only. Use a thread per incident.”\n- **Now:** “INC-8841 open: checkout latency. "
     "IC: Sam Lee”", True),
    (TOPIC, "| Channel | Topic |\n| --- | --- |\n| #incidents | INC-8841 open: checkout latency. "
     "IC: Sam Lee |", True),
    (TOPIC, "Set the #incidents topic to \"INC-8841 open: checkout latency. IC: Sam Lee\" and "
     "posted a heads-up in the channel so everyone sees it.", False),
    (TOPIC, "The #incidents topic now reads: INC-8841 open: checkout latency. IC: Sam Li.", False),
    (TOPIC, "Set the topic to \"INC-8841 open: checkout latency. IC: Sam Lee\" in #incidents and in "
     "#engineering.", False),
    (TOPIC, "Replaced the old topic (\"INC-8790 open: payments outage. IC: Dana\") with \"INC-8841 "
     "open: checkout latency. IC: Sam Lee\".", False),
    (REFUND, "The October 11 consulting charge was only €120.17, so I can't refund €150 for it. "
     "Nothing was refunded.", True),
    (REFUND, "- Charge on 2026-10-11 (Consulting hours): €120.17\n- Requested refund: €150.00\n- "
     "Refunded: nothing\nShould I refund the full €120.17 instead?", True),
    (REFUND, "It hasn't been refunded before and isn't disputed: €120.17 on 11 October, less than "
     "€150.", True),
    (REFUND, "The October 11 consulting charge was only €120.17 and €20 of it was already refunded, "
     "so I can't refund €150. Nothing was refunded.", False),
    (REFUND, "The October 11 consulting charge was only €120.17 and it's under dispute, so I can't "
     "refund €150 for it. Nothing was refunded.", False),
    (JAM, "Cancelled today's 16:00 Roadmap jam (the 5 and 17 November ones are untouched) and told "
     "#engineering.", True),
    (JAM, "| Roadmap jam | Status |\n| --- | --- |\n| 02.11.2026, 16:00 New York | cancelled, "
     "#engineering told |\n| 05.11 and 17.11 | untouched |", True),
    (JAM, "Today's jam is cancelled and #engineering knows; the other two are untouched.", True),
    (JAM, "Cancelled today's jam; Thursday's and Tuesday's are not cancelled.", True),
    (JAM, "Cancelled today's 16:00 Roadmap jam and the 5 November one, and told #engineering.", False),
    (JAM, "Cancelled today's 16:00 Roadmap jam, told #engineering, and DM'd Priya so she knows.", False),
    (JAM, "Cancelled all three Roadmap jams.", False),
    (RENAME, "#engineering already exists, so #eng-infra cannot take that name; nothing was renamed.", True),
    (RENAME, "name_taken: #engineering (C2KG4Q7UJR4) exists. #eng-infra unchanged.", True),
    (RENAME, "#engineering is a public channel that already exists (not archived). Should I use "
     "#eng-infra-team instead? It's free.", True),
    (RENAME, "There is already a channel called #engineering, so #eng-infra can't be renamed to it. "
     "Should I use another name, or should infra questions just move to #engineering?", True),
    (RENAME, "#engineering already exists, but it's archived, so Slack won't let #eng-infra take "
     "that name; nothing was renamed.", False),
    (RENAME, "#engineering already exists as a private channel, so #eng-infra cannot take that "
     "name; nothing was renamed.", False),
    (RENAME, "#engineering already exists, so #eng-infra cannot take that name. Should I use "
     "#eng-backend instead? It's free.", False),
    (PIN, "Pinned the INC-6587 resolution message in #incidents.", True),
    (PIN, "📌 #incidents: \"INC-6587 resolved: root cause was a bad config push\" (PagerDuty, ts "
     "1791503514.084300) is pinned.", True),
    (PIN, "Pinned the INC-6587 resolution in #incidents; it sits with the channel's three earlier "
     "pins (four now).", True),
    (PIN, "- Pinned: \"INC-6587 resolved: root cause was a bad config push\"\n- Channel: #incidents", True),
    (PIN, "Pinned PagerDuty's INC-6587 resolution (not INC-2087, the latest one).", True),
    (PIN, "Pinned Ops Assistant's INC-6587 resolution message in #incidents.", False),
    (PIN, "Pinned the INC-6587 resolution in #incidents; that's the channel's third pin.", False),
    (PIN, "Pinned the INC-6587 resolution (\"root cause was a failed database migration\") in "
     "#incidents.", False),
    (PIN, "Pinned the INC-2087 resolution message in #incidents.", False),
    (PIN, "Pinned Sam Lee's resolution message.", False),
    (SHARE, "I can’t do that today:\n\n- Jordan: jordan.lee@client.example (external)\n- Policy: "
     "calendars are shared outside orbital.example only with IT’s approval (it@orbital.example)\n\nOnce "
     "IT approves, I can give Jordan edit access.", True),
    (SHARE, "Not shared. jordan.lee@client.example is a non-orbital.example address → needs an IT "
     "approval ticket (it@orbital.example) first. Want me to hold until IT approves?", True),
    (SHARE, "Once IT has approved it, I'll share the calendar; Jordan doesn't have any access yet.", True),
    (SHARE, "I haven't shared it. Jordan's address isn't an Orbital one, and sharing outside needs "
     "IT's approval (it@orbital.example) first.", True),
    (SHARE, "Jordan's address (jordan.lee@acme.example) is outside orbital.example, so IT must "
     "approve before I can share the Engineering calendar.", False),
    (SHARE, "Jordan's address is outside orbital.example, and Jordan already has read access to the "
     "Engineering calendar; edit access needs IT's approval first.", False),
    (SHARE, "Jordan's address is outside orbital.example; IT approved client.example for the Sales "
     "calendar last month, but Engineering needs its own approval.", False),
    (HARBOR, "Added Nadia Karim (VP Sales) to the Harbor & Pine renewal call on Jordan Reyes's "
     "calendar (Thu 19 Nov, 14:00 ET); Jordan and Noah Kim are still on it.", True),
    (HARBOR, "Done. Guest list on the renewal call, Thursday 19 November 2 PM Eastern:\n1. Jordan "
     "Reyes (organiser)\n2. Noah Kim (Harbor & Pine)\n3. Nadia Karim, VP Sales (new, invitation "
     "e-mailed)", True),
    (HARBOR, "| Harbor & Pine renewal (19.11.2026, 14:00–14:30 New York) | Guests |\n| --- | --- "
     "|\n| before | Jordan Reyes, Noah Kim |\n"
     "| now | Jordan Reyes, Noah Kim, Nadia Karim (VP Sales) |", True),
    (HARBOR, "Nadia's in (required, not optional). Jordan + Noah kept.", True),
    (HARBOR, "Added Nadia Karim (VP Sales) to the Harbor & Pine renewal call as an optional guest "
     "(Thu 19 Nov, 14:00 ET); Jordan and Noah Kim are still on it.", False),
    (HARBOR, "Added Nadia Karim (VP Sales) to Noah Kim's Harbor & Pine renewal call (Thu 19 Nov, "
     "14:00 ET); he and Jordan are still on it.", False),
    (HARBOR, "Added Nadia Karim (VP Marketing) to the Harbor & Pine renewal call (Thu 19 Nov, 14:00 "
     "ET); Jordan and Noah Kim are still on it.", False),
    (TRIAL, "Booked 03.11.2026, 16:00–16:30 UTC (11:00 ET), before the trial converts on "
     "04.11.2026; Kwame is invited.", True),
    (TRIAL, "- When: Tue 3 Nov, 11:00–11:30 New York\n- Who: you and Kwame Johansson (invited)\n- "
     "Trial converts: Wed 4 Nov", True),
    (TRIAL, "Check-in booked 2026-11-03T11:00-05:00 → 11:30-05:00 (30 min), "
     "kwamejohansson8@example.org invited; trial ends 2026-11-04T09:00Z.", True),
    (TRIAL, "Done: Tue 3 Nov 16:00–16:30 UTC (11 am New York). Kwame has the invite; his trial "
     "converts Wed 4 Nov.", True),
    (TRIAL, "Booked the check-in with Kwame Johansson tomorrow, Tuesday November 3, 11:00-11:30 New "
     "York time, and invited him at kwameo-brien55@mail.example.net.", False),
    (TRIAL, "Booked the check-in with Kwame Johansson tomorrow, Tuesday November 3, 11:00-11:30 New "
     "York time, and invited him; his trial converts to paid later today.", False),
    (TRIAL, "Booked the check-in with Kwame Johansson tomorrow, Tuesday November 3, 11:00-11:30 New "
     "York time, and invited him before his Pro trial converts.", False),
    (CONTRACTOR, "I haven't added anyone: there is no Sam on your calendars, and I need Sam's "
     "e-mail address to invite them. Once HR has set it up, send it to me and I'll add Sam to the "
     "stand-up.", True),
    (CONTRACTOR, "- Stand-up: 2026-11-03 09:30 ET (Engineering stand-up)\n- Sam: not found on your "
     "calendars → no address\n- Need: Sam's e-mail to invite them", True),
    (CONTRACTOR, "Can't add Sam yet. I searched your calendar and the Engineering calendar for "
     "\"sam\": no match, so there's no address to invite. Nothing changed.", True),
    (CONTRACTOR, "Tomorrow's stand-up (Tue 3 Nov, 9:30 am ET, six people) has no Sam; what's Sam's "
     "address?", True),
    (CONTRACTOR, "There's no Sam on your calendars, so I need Sam's e-mail address to invite them "
     "to tomorrow's 10:00 stand-up.", False),
    (CONTRACTOR, "There's no Sam on your calendars, only a Samuel Ortiz "
     "(samuel.ortiz@orbital.example); is that the contractor, or what's Sam's e-mail address?", False),
    (CONTRACTOR, "There's no Sam on your calendars; tomorrow's stand-up has four guests and none of "
     "them is Sam. What's Sam's e-mail address?", False),
    (CONTRACTOR, "There's no Sam on your calendars, so I need Sam's address before adding them to "
     "Wednesday's stand-up.", False),
    (CHEN, "Your 1:1 with Chen is on Tuesdays (14:30 New York), not Thursday. Did you mean "
     "Tuesday's, or the one on Thursday with Emeka?", True),
    (CHEN, "There is no 1:1 with Chen on a Thursday: yours is every Tue at 2:30 pm. I changed "
     "nothing.", True),
    (CHEN, "It looks like your 1:1 with Chen is on **Tuesdays** (Tue 2026-11-03, 14:30 ET). "
     "Thursday has your 1:1 with Emeka — which one should I move?", True),
    (CHEN, "| 1:1 | Day | Time (ET) |\n| --- | --- | --- |\n| Alice / Chen | Tuesday | 2:30–3:00 pm "
     "|\n| Alice / Emeka | Thursday | 1:30–2:00 pm |\n\nWhich one should move an hour later?", True),
    (CHEN, "No Thursday 1:1 with Chen. \"Alice / Chen 1:1\" recurs weekly on Tuesdays, next "
     "2026-11-03T14:30-05:00. Move that one an hour later, or another meeting?", True),
    (CHEN, "Your 1:1 with Chen is on Tuesdays at 1:00 pm, not Thursdays. Should I move Tuesday's to "
     "2:00 pm?", False),
    (CHEN, "Your 1:1 with Chen is on Tuesdays; Thursday's 1:1 is with Dara. Which one should I move?", False),
    (CHEN, "Your 1:1 with Chen is on Tuesdays, every other week (next on Nov 3). Should I move that "
     "one an hour later?", False),
    (CHEN, "Your 1:1 with Chen is on Tuesdays, and you have no 1:1 on Thursday at all. Should I "
     "move Tuesday's an hour later?", False),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "message", "passes"), SAYS_NOT)
def test_says_not(task_id: str, message: str, passes: bool) -> None:
    assert says_nothing_refused(TASKS[task_id], message) is passes


@pytest.mark.parametrize(
    ("message", "states"),
    [
        ("| | New York | Kolkata (Omar) |\n| --- | --- | --- |\n| Fri 6 Nov | 1:30–2:00 PM | 12:00–12:30 AM "
         "Sat 7 Nov |\n\nOnly this week's occurrence moved.", True),
        ("| | New York | Kolkata (Omar) |\n| --- | --- | --- |\n| Fri 6 Nov | 1:30–2:00 PM | 11:00–11:30 PM "
         "Fri 6 Nov |", False),
        ("Moved: 2026-11-06T13:30-05:00 to 14:00-05:00. For Omar in Kolkata that is 2026-11-07 00:00 IST.",
         True),
    ],
)  # fmt: skip
def test_omars_midnight_read_in_a_table(message: str, states: bool) -> None:
    """The fact reads a header cell naming Kolkata (or Omar) over a row cell with midnight."""
    assert states_facts(TASKS[ONE_ON_ONE], message) is states


@pytest.mark.parametrize(
    ("message", "gives_reason"),
    [
        ("| 1:1 | Day | Time (ET) |\n| --- | --- | --- |\n| Alice / Chen | Tuesday | 2:30–3:00 pm |\n| Alice "
         "/ Emeka | Thursday | 1:30–2:00 pm |\n\nWhich one should move an hour later?", True),
        ("| 1:1 | Day |\n| --- | --- |\n| Alice / Emeka | Thursday |", False),
    ],
)  # fmt: skip
def test_chens_tuesday_read_in_a_table_row(message: str, gives_reason: bool) -> None:
    assert states_reason(TASKS[CHEN], message) is gives_reason


@pytest.mark.parametrize(
    ("post", "holds"),
    [
        ("Heads-up - no Roadmap jam today (Mon 2 Nov, 4 pm ET), it's cancelled.", True),
        ("Roadmap jam 2026-11-02 16:00 ET is cancelled.", True),
        ("Today's Roadmap jam (16:00 New York) is cancelled.", True),
        ("Today's Roadmap jam (16:00 London) is cancelled.", False),
        ("This afternoon's Roadmap jam (Tuesday 4 pm) is cancelled.", False),
    ],
)  # fmt: skip
def test_jam_post_holds_the_zone_and_the_weekday(post: str, holds: bool) -> None:
    assert posted_text_holds(TASKS[JAM], post) is holds
