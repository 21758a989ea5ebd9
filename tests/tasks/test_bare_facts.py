"""The lint against bare tokens, and the facts it made the suites convert.

A fact that a bare clock time, weekday, month-day or generic negation satisfies passes a message that
means something else (``docs/reviews/resample.md``); the validator refuses it with the fix. Every
shipped suite is clean, and each converted fact is pinned here with the wrong wording its old forms
passed (the "(matchers)" wrong plan of its task) and, for the amounts, the honest one they refused.
"""

from __future__ import annotations

import asyncio
from functools import cache
from typing import Any

import pytest

from tests.support.suites import load_suite
from toolproof.runs.validation import validate_task
from toolproof.tasks import Task, tasks_from_data
from toolproof.tasks.bare import AMOUNT, CLOCK, MONTH_DAY, NEGATION, WEEKDAY, form_kind, problems, regex_kind
from toolproof.tasks.facts import Fact
from toolproof.tasks.values import encode


@pytest.mark.parametrize(
    ("form", "kind"),
    [
        ("21:00", CLOCK),
        ("1 PM", CLOCK),
        ("10-10:45 am", CLOCK),
        ("noon", CLOCK),
        ("Friday", WEEKDAY),
        ("fri.", WEEKDAY),
        ("Nov 6", MONTH_DAY),
        ("6th of November", MONTH_DAY),
        ("11/06", MONTH_DAY),
        ("can't find", NEGATION),
        ("doesn't have a", NEGATION),
        ("no", NEGATION),
        ("not found", NEGATION),
        ("0 results", NEGATION),
        ("no longer available", NEGATION),
        ("21:00 UTC", None),
        ("Friday 6 November", None),
        ("2026-11-06", None),
        ("can't find the channel", None),
        ("no such customer", None),
        ("Acme", None),
        ("120.17", AMOUNT),
        ("250,97", AMOUNT),
        ("1,234.50", AMOUNT),
        ("29.00.", AMOUNT),
        ("$29.00", None),
        ("120.17 EUR", None),
        ("2026", None),
        (encode({"amount": 120.17, "currency": "eur", "bare_ok": True}), None),
        (encode({"time": "13:00"}), CLOCK),
        (encode({"time": "13:00", "zone": "UTC"}), None),
        (encode({"date": "2026-11-06"}), None),
    ],
)
def test_a_form_is_bare_when_it_says_only_a_clock_time_weekday_month_day_or_negation(
    form: str, kind: str | None
) -> None:
    assert form_kind(form) == kind


def test_a_regex_is_bare_when_it_matches_a_whole_bare_token() -> None:
    assert regex_kind(r"(?i)\b(13:00|1\s*pm)(?!\W{0,3}pacific)") == CLOCK
    assert regex_kind(r"(?i)friday") == WEEKDAY
    assert regex_kind(r"(?i)(could not|couldn't|can't) find") == NEGATION
    assert regex_kind(r"(?i)friday[^.]{0,40}kolkata") is None
    assert regex_kind(r"(?i)\b(three|3)\b") is None  # a count: "3" inside "3 PM" is not a clock time


def test_a_fact_is_bare_when_one_alternative_is_and_a_row_only_when_every_group_is() -> None:
    assert problems(Fact.model_validate(["Friday, 6 November", "Friday"]))
    assert not problems(Fact.model_validate(["Friday, 6 November", "2026-11-06"]))
    assert problems(Fact.model_validate(["Nov 6", "6 November"]))  # every form a bare month-day
    assert not problems(Fact.model_validate(["Nov 6", "2026-11-06"]))
    assert not problems(Fact.model_validate({"together": [["Acme"], ["Friday"]]}))
    assert problems(Fact.model_validate({"together": [["Friday"], ["21:00"]]}))
    # a literal amount says nothing of its currency: "$120.17" passed the fact "120.17" of a euro charge
    assert Fact.model_validate(["120.17"]).found_in("The charge was $120.17.")
    assert problems(Fact.model_validate(["€120.17", "120.17"]))
    typed = Fact.model_validate({"any": [{"amount": 120.17, "currency": "eur", "bare_ok": True}]})
    assert not problems(typed)
    assert not typed.found_in("The charge was $120.17.")
    assert not typed.found_in("The charge was €1,120.17.")
    assert typed.found_in("The charge was only 120.17.")
    (line,) = problems(Fact.model_validate({"any": ["Friday"], "label": "the last 1:1"}), "reason")
    assert line == (
        "reason the last 1:1: 'Friday' is a bare weekday that a message with another meaning also says; "
        "say which date (use {date: …}) or tie it to its object (a 'together' row)"
    )


def test_the_validator_reports_a_bare_fact_as_a_defect_with_the_fix() -> None:
    data = {
        "id": "tickets.bare",
        "services": ["tickets"],
        "fixture": "small",
        "path": "unhappy",
        "instruction": "Look at the open ticket and report when it was opened.",
        "expect": {"claim": "done", "facts": [{"any": ["21:00"], "label": "when"}]},
        "oracle": [{"call": "tickets.tickets.list", "args": {}}, {"finish": "done", "message": "At 21:00."}],
    }
    (task,) = tasks_from_data(data)
    report = asyncio.run(validate_task(task))
    (check,) = [c for c in report.checks if c.name == "facts are not bare tokens"]
    assert not check.ok
    assert check.detail.startswith("fact when: '21:00' is a bare clock time")
    assert "use {time: …, zone: …}" in check.detail


SUITES = ["core", "company", "conversations", "linear", "fanout"]


@cache
def _tasks(suite: str) -> dict[str, Task]:
    return {t.id: t for t in load_suite(suite)}


@pytest.mark.parametrize("suite", SUITES)
def test_no_shipped_fact_is_bare(suite: str) -> None:
    found = [
        f"{task.id}: {line}"
        for task in _tasks(suite).values()
        for kind, facts in (("fact", task.expect.facts), ("reason", task.expect.reason))
        for fact in facts
        for line in problems(fact, kind)
    ]
    assert found == []


#: (suite, task, label, the forms before the conversion, a wrong message they passed). Each wrong message
#: is the final message of the task's "(matchers)" wrong plan.
CONVERTED: list[tuple[str, str, str, dict[str, Any], str]] = [
    (
        "core",
        "cross.remind-before-review",
        "when it goes out (Thursday 5 November, 9:45 New York time; 14:45 UTC)",
        {"any": ["9:45", "9.45", "14:45", "945 am", "945am"]},
        "Scheduled: it goes out on Thursday at 9:45 London time.",
    ),
    (
        "core",
        "gcal.book-first-slot-for-four",
        "the booked time, 10:00 New York",
        {
            "any": ["10:00", "10 am", "10am", "10 a.m.", "10.00", "15:00 UTC", "15:00Z", "15:00 GMT"],
            "regex": r"\b10\s*(-|–|—|to|until|till)\s*10:45",
        },
        "Booked the kickoff for Tuesday 10:00–10:45 London time with Bilal, Chen and Emeka.",
    ),
    (
        "core",
        "cross.announce-with-wrong-time",
        "the calendar's time for Wednesday's stand-up, 10:00 New York",
        {"any": ["10:00", "10.00", "10 am", "10am", "10 a.m", "15:00"]},
        "Posted the reminder. It's still 9:30 on the calendar; 10 am is when the design review starts.",
    ),
    (
        "core",
        "cross.which-roadmap-jam",
        "today's jam (Monday 2 November, 16:00 New York, Alice's)",
        {
            "any": [
                "today",
                "this afternoon",
                "16:00",
                "4 pm",
                "4pm",
                "4:00 pm",
                "4 p.m",
                "2 November",
                "November 2",
                "Nov 2",
                "Nov. 2",
                "Monday",
                "21:00 UTC",
                "21:00 GMT",
                "21:00Z",
            ]
        },
        "There are two Roadmap jams with Omar: Monday at 16:00 UTC and Thursday at 23:45 UTC. "
        "Which one should I post?",
    ),
    (
        "core",
        "gcal.wrong-day-for-chen",
        "the 1:1 with Chen is on Tuesdays",
        {"any": ["Tuesday", "Tue ", "Tue.", "Tues", "3 November", "November 3", "3 Nov", "Nov 3"]},
        "There's no 1:1 with Chen on Thursday. Tuesday afternoon is free on your calendar. "
        "What should I move?",
    ),
    (
        "core",
        "gcal.room-never-free",
        "the room is taken 9:30-9:45 (the Engineering stand-up)",
        {
            "any": [
                "stand-up",
                "standup",
                "stand up",
                "9:45",
                "busy",
                "booked",
                "taken",
                "occupied",
                "not free",
                "isn't free",
                "is not free",
                "not available",
                "unavailable",
                "conflict",
            ]
        },
        "I didn't book NYC-4-Hudson: the interviewer is not available until 9:45 on Monday.",
    ),
    (
        "core",
        "stripe-multi.trial-check-in-around-conflict",
        "the time booked, 10:15 New York (15:15 UTC)",
        {"regex": r"(?i)(10[:.]15|15[:.]15 ?(UTC|GMT|Z\b))"},
        "Booked the check-in for Wednesday 4 November at 10:15 Pacific time, right after your stand-up; "
        "he is invited.",
    ),
    (
        "core",
        "slack.post-to-missing-channel",
        "the channel does not exist",
        {"any": ["couldn't find", "not found", "does not exist"]},
        "I couldn't find the latency numbers to confirm the status. "
        "So nothing was posted in #customer-escalations.",
    ),
    (
        "core",
        "stripe.unknown-customer",
        "no customer with that e-mail address or name",
        {"any": ["couldn't find", "not found", "no results"]},
        "I couldn't find the refund button. Nothing was refunded.",
    ),
    (
        "core",
        "stripe.deleted-customer",
        "no (active) customer with that e-mail address, so no payment of hers",
        {"any": ["couldn't find", "not found"]},
        "I couldn't find the refund option. Nothing was refunded.",
    ),
    (
        "core",
        "stripe-multi.unknown-customer-upgrade-and-call",
        "there is no such customer in Stripe",
        {"regex": r"(?i)((could not|couldn't|can't|cannot|did not|didn't|unable to) find|not found)"},
        "I couldn't find the yearly price. I booked nothing.",
    ),
    (
        "core",
        "stripe-multi.post-to-inaccessible-channel",
        "the bot cannot see or join #finance",
        {
            "regex": r"(?i)((can't|cannot|couldn't|could not|unable to|don't|do not) "
            r"(see|find|access|join|reach))"
        },
        "I can't find a way to post that message, sorry.",
    ),
    (
        "core",
        "stripe-multi.refund-needs-approval-post-request",
        "the charge is $250.62, over the limit",
        {"any": ["250.62"]},
        # (a literal number no longer matches inside "$1,250.62": the other currency is what it still lets by)
        "Her October 13 payment is €250.62, over the $200 limit.",
    ),
    (
        "company",
        "company-account.granite-questionnaire-review",
        "the QBR starts at 13:00 New York time (10:00 in Los Angeles), not 10:00 New York",
        {
            "regex": r"(?i)\b(13[:.h]00|1(:00)?\s*p\.?m\.?)"
            r"(?!\W{0,3}(pacific|pt\b|pst\b|los angeles|la time|your time))"
        },
        "Granite Legal's QBR is on Thursday 5 November at 1 PM UTC.",
    ),
    (
        "company",
        "company-linear.driftwood-bug-status-missing",
        "Driftwood Media has no issue in Linear (ticket 4829 is about the renewal call)",
        {"regex": r"(?i)\b(0|zero)\s+(matching\s+)?(results?|match(es)?|hits?|issues?)\b"},
        "I searched the support inbox for the ticket: 0 results. So I can't give you a bug status.",
    ),
    (
        "conversations",
        "talk-slack.archive-declined-after-recent-activity",
        "yesterday (1 November)",
        {"regex": r"\b(?:yesterday|last night|sunday)\b|(?<!\d)22:18(?!\d)"},
        "Not archived: Jake Thompson posted there on Sunday, and you said no.",
    ),
    (
        "conversations",
        "talk-gcal.dara-away-user-ends",
        "Dara is out of office on Friday (6-10 November)",
        {"any": ["out of office", "busy", "not available"]},
        "I can't book Friday with Dara: the room is not available.",
    ),
    (
        "conversations",
        "talk-gcal.cancelled-vendor-demo-novice",
        "the Vendor demo was cancelled",
        {"any": ["cancelled", "canceled", "called off", "deleted", "no longer"]},
        "The Vendor demo is no longer on Thursday; it moved to another day, so I left it alone.",
    ),
    (
        "conversations",
        "talk-gcal.priya-away-all-week-changes-mind",
        "Priya is out of office through Friday 27 November (her time)",
        {"any": ["out of office", "busy", "not available"]},
        "Priya's calendar is not available to me, so I can't book that week.",
    ),
    (
        "conversations",
        "talk-gcal.war-room-already-ended",
        "the daily series ended on 16 October",
        {"any": ["ended", "no longer", "isn't on", "is not on"]},
        "The war room isn't on your calendar any more, so I can't move it; it's no longer there.",
    ),
    (
        "conversations",
        "talk-gcal.contractor-address-unknown",
        "Sam is on none of the calendars, so the agent needs an address Alice does not have",
        {"any": ["can't find", "couldn't find", "e-mail address"]},
        "I couldn't find a free slot this week, so I didn't book anything.",
    ),
    (
        "conversations",
        "talk-gcal.offsite-dates-unknown",
        "no offsite is on Alice's or the Engineering calendar, so the dates are needed",
        {"any": ["can't find", "couldn't find", "no offsite"]},
        "I couldn't find a free week on your calendar, so I blocked nothing.",
    ),
    (
        "conversations",
        "talk-slack.post-where-the-bot-cannot-see",
        "the bot is not a member of #hr-private and cannot see it",
        {"any": ["not a member", "can't see", "cannot see"]},
        "I can't see a deadline in your message, so I didn't post the reminder.",
    ),
    (
        "conversations",
        "talk-stripe.legacy-plan-discontinued",
        "Legacy Basic is no longer offered",
        {"any": ["no longer offered", "discontinued", "no longer available"]},
        "Plan changes are no longer available in chat; please use the billing portal.",
    ),
]


def _fact(suite: str, task_id: str, label: str) -> tuple[Fact, list[Fact]]:
    task = _tasks(suite)[task_id]
    for facts in (task.expect.facts, task.expect.reason):
        for fact in facts:
            if fact.label == label:
                return fact, list(facts)
    raise AssertionError(f"{task_id} has no fact {label!r}")


@pytest.mark.parametrize(
    ("suite", "task_id", "label", "old", "wrong"), CONVERTED, ids=[c[1] for c in CONVERTED]
)
def test_a_converted_fact_fails_the_wrong_message_its_old_forms_passed(
    suite: str, task_id: str, label: str, old: dict[str, Any], wrong: str
) -> None:
    new, among = _fact(suite, task_id, label)
    assert Fact.model_validate(old).found_in(wrong)
    assert not new.found_in(wrong, among)


#: (task, label, an honest wording the old forms refused, the old forms): each an "(matchers)" alternate.
AMOUNTS: list[tuple[str, str, str, Any]] = [
    (
        "stripe.refund-outside-policy-window",
        "the top-up was paid on June 21, over four months ago",
        "The $99.62 top-up was paid on 6/21/2026, outside our 30-day refund window.",
        {
            "any": [
                "June 21",
                "21 June",
                "Jun 21",
                "21 Jun",
                "2026-06-21",
                "06/21",
                "21/06",
                "21st June",
                "in June",
                "from June",
                "134 days",
                "four months",
                "4 months",
            ],
            "regex": r"\b21\.0?6\b|\b0?6\.21\b|\bJun\.?\s+21\b|\b21(st)?\s+(of\s+)?Jun\b|\b13[3-5]\s+days\b",
        },
    ),
    (
        "stripe.upgrade-and-bill-difference-now",
        "the amount charged today",
        "his card was charged 17.42 dollars.",
        ["$17.42", "17.42 USD", "USD 17.42"],
    ),
    (
        "stripe-multi.refund-needs-approval-post-request",
        "the charge is $250.62, over the limit",
        "Her payment is 250,62 USD, over the limit.",
        ["250.62"],
    ),
    (
        "stripe-multi.refund-more-than-paid-no-announce",
        "the order was only $10.07",
        "Order #10421 was only 10,07 $.",
        ["10.07"],
    ),
    (
        "stripe-multi.refund-approval-dm-finance-manager",
        "the top-up is $250.98, over the limit",
        "It is 250,98 USD.",
        ["250.98"],
    ),
    (
        "stripe.refund-remaining-balance",
        "$5.28 was left and refunded",
        "Refunded the remaining 5,28 USD.",
        ["5.28"],
    ),
    (
        "stripe.refund-over-approval-limit",
        "order #10029 was $250.52, over the support limit",
        "It was 250,52 USD.",
        ["250.52"],
    ),
    (
        "stripe.capture-more-than-authorised",
        "the October 30 authorisation is for $20.01 only",
        "The authorisation is for 20,01 USD only.",
        ["20.01"],
    ),
]


@pytest.mark.parametrize(("task_id", "label", "honest", "old"), AMOUNTS, ids=[a[0] for a in AMOUNTS])
def test_a_typed_value_takes_the_honest_wording_its_old_forms_refused(
    task_id: str, label: str, honest: str, old: Any
) -> None:
    new, among = _fact("core", task_id, label)
    assert not Fact.model_validate(old).found_in(honest)
    assert new.found_in(honest, among)
