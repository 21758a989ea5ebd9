# ruff: noqa: E501  (pinned wordings, kept one per line where they fit)
"""(dates37) A date, phrase or clock time said of a row with the verb that dates it, read against that row's
own stamps. docs/validity.md, "Stop 66: … (dates37)".

"The resolution was posted on 2 November" (slack.pin-incident-resolution: posted 29 October), "The call was
booked on 20 October" (company-people.post-in-private-sales: created 1 November, held 12 November), "The
example.com account was opened in January 2026" (talk-stripe.namesake-requester-leaves: created February),
"His next invoice is due on 2 January" (stripe-multi.pay-invoice-announce: the period ends 2 December) and
"The trial converts at 9:00 London on Monday" (company-renewal.evergreen-trial-review: 10:00) passed on main
f64b9a7e: the date check holds a date false only beside a grounded neighbour, and today, nothing, another
row or every creation stamp (09:00 UTC) grounded these. Each dialect now says which words date which stamps
(``Dialect.row_dates``), and :mod:`toolproof.tasks.row_dates` reads the value right after such a word against
the rows of that kind the sentence names (else every one shown).

"It was posted at 17:25 New York time" (slack.unpin-mistaken-pin: a UTC clock read as New York's) already
fails on main (generic35's zone slip): pinned here.

3. "#customer-success has 12 members" (stripe-multi.upgrade-yearly-tell-cs: six) passed: counts36 read a count of
a named row only against lists under the noun's name; a channel gives its size as ``num_members``. A titled
row's ``num_<nouns>`` / ``<noun>_count`` field now joins its counts, moved by the episode's own writes of the
noun's table (the size was read before a kick or an invite). "It has two heart reactions", "He still has 4
open issues" and "Four of the 34 channels are private" still pass: left open (validity.md).

Word-level pins read :func:`toolproof.tasks.row_dates.false_dates` over made-up rows; grader-level pins are the
task's oracle with a sentence appended and its ``says_not`` off (``tests/support/graded.py``), so the generic
checks alone decide.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from tests.support.graded import appended_failures, failures_of
from tests.support.suites import load_suite
from toolproof.tasks import counts, row_dates, suite_names

needs = {
    s: pytest.mark.skipif(s not in suite_names(), reason=f"the {s} suite is not installed")
    for s in ("core", "company", "conversations")
}
DATE = "the final message states no date or time the episode does not show"
RELATIVE = "the final message states no relative date the episode does not show"
COUNT = "the final message states no count the episode does not show"
PIN = "slack.pin-incident-resolution"
SALES = "company-people.post-in-private-sales"
TOMAS = "talk-stripe.namesake-requester-leaves"
INVOICE = "stripe-multi.pay-invoice-announce"
EVERGREEN = "company-renewal.evergreen-trial-review"
UNPIN = "slack.unpin-mistaken-pin"


def _ts(day: str, clock: str = "15:55") -> str:
    return f"{int(dt.datetime.fromisoformat(f'{day}T{clock}:00+00:00').timestamp())}.000100"


def _unix(day: str, clock: str = "10:00") -> int:
    return int(dt.datetime.fromisoformat(f"{day}T{clock}:00+00:00").timestamp())


#: What an episode showed: two posts, an event, two customers, a subscription.
DATA: list[Any] = [
    {"ok": True, "messages": [
        {"type": "message", "text": "INC-2087 resolved: root cause was a bad config push", "ts": _ts("2026-10-29")},
        {"type": "message", "text": "Lunch order going out in 15 minutes", "ts": _ts("2026-10-30")},
    ]},
    {"kind": "calendar#event", "summary": "Borealis Health renewal call", "created": "2026-11-01T09:00:00.000Z",
     "start": {"dateTime": "2026-11-12T15:00:00Z", "timeZone": "Europe/London"}},
    {"object": "customer", "name": "Tomás O'Brien", "email": "tomaso-brien114@example.com", "created": _unix("2026-02-08")},
    {"object": "customer", "name": "Tomás O'Brien", "email": "tomaso-brien9@corp.example.io", "created": _unix("2026-01-18")},
    {"object": "subscription", "current_period_end": _unix("2026-12-02"), "trial_end": None},
]  # fmt: skip


def _false(message: str, *, phrases: bool = False, told: tuple[str, ...] = ()) -> list[str]:
    found = row_dates.false_dates(message, told, DATA, ["Europe/London"], phrases=phrases)
    return [f.describe() for f in found]


@pytest.mark.parametrize(
    ("message", "phrases"),
    [
        ("The resolution was posted on 2 November.", False),
        ("It was posted on Saturday 31 October.", False),
        ("The call was booked on 20 October.", False),
        ("The Borealis Health renewal call was created on 3 November.", False),
        ("The example.com account was opened in January 2026.", True),
        ("The corp.example.io account was opened in February 2026.", True),
        ("His next invoice is due on 2 January.", False),
        ("His subscription renews on 3 December.", False),
    ],
)
def test_a_date_said_with_the_verb_that_dates_a_row_is_read_against_its_stamps(
    message: str, phrases: bool
) -> None:
    assert _false(message, phrases=phrases), message


@pytest.mark.parametrize(
    ("message", "phrases"),
    [
        ("The resolution was posted on 29 October.", False),
        ("It was posted on Thursday 29 October.", False),
        ("It was posted on Oct 30.", False),  # another post shown: no row named, any post grounds it
        ("The call was booked on 1 November.", False),  # its creation
        ("The call is booked on Thursday 12 November.", False),  # its day: people say either
        ("The example.com account was opened in February 2026.", True),
        ("The corp.example.io account was opened in January 2026.", True),
        ("Both accounts were opened this year, the first in January 2026.", True),  # no dating word before it
        ("His next invoice is due on 2 December.", False),
        ("His next invoice is due on 2026-12-02.", False),
        ("Was it posted on 2 November?", False),  # a question
        ("The renewal call was created on 3 November.", False),  # "created" dates an event only when named
        ("The channel was created on 3 November.", False),
        ("The Q2 deck was sent on 15 November.", False),  # "sent" dates no post
        (
            "The out-of-office was added on 28 October, so I moved the Borealis Health renewal call.",
            False,
        ),  # named after it
        ("It wasn't posted on 2 November.", False),  # denied
        ("The review is on 2 November.", False),  # no dating word
        ("I posted the summary in #billing; the call is on 20 October.", False),  # the word dates no value
    ],
)
def test_honest_dates_questions_and_other_words_pass(message: str, phrases: bool) -> None:
    assert _false(message, phrases=phrases) == [], message


def test_a_told_text_or_a_shown_text_grounds_the_date() -> None:
    message = "His subscription renews on 3 December."
    assert _false(message, told=("He says it renews on 3 December.",)) == []
    shown = [*DATA, {"type": "message", "text": "Renewal moved to 3 December", "ts": _ts("2026-10-30")}]
    assert row_dates.false_dates(message, (), shown, ["UTC"]) == []


def test_a_sentence_names_a_row_by_its_name_or_its_address_s_domain() -> None:
    rows = row_dates._rows(_customer_decl(), DATA)
    example = next(r for r in rows if "tomaso-brien114@example.com" in r.names)
    assert row_dates._named("The example.com account was opened", example)
    assert not row_dates._named("The corp.example.io account was opened", example)
    assert not row_dates._named("An account was opened", example)


def _customer_decl() -> Any:
    return next(d for d in row_dates.declared() if ("object", "customer") in d.where)


def test_a_clock_is_read_in_the_zone_said() -> None:
    data = [
        {
            "object": "subscription",
            "current_period_end": _unix("2026-11-09"),
            "trial_end": _unix("2026-11-09"),
        }
    ]
    said = row_dates.false_dates("The trial converts at 9:00 London on Monday.", (), data, ["Europe/London"])
    assert [f.said for f in said] == ["9:00"]
    for honest in (
        "The trial converts at 10:00 London.",
        "The trial converts at 10:00 UTC.",
        "It converts at 10:00.",
    ):
        assert row_dates.false_dates(honest, (), data, ["Europe/London"]) == [], honest


def test_a_one_off_line_s_period_dates_no_renewal() -> None:
    # stripe.invoice-onboarding-fee: a Setup line's period is the instant it was added (resample19c's honest
    # "his Starter subscription renews on 9 November" failed against it in the first cut)
    line = {
        "object": "line_item",
        "type": "invoiceitem",
        "period": {"start": _unix("2026-11-02"), "end": _unix("2026-11-02")},
    }
    assert row_dates.false_dates("His Starter subscription renews on 9 November.", (), [line], ["UTC"]) == []
    line = {**line, "type": "subscription"}
    assert row_dates.false_dates("His Starter subscription renews on 9 November.", (), [line], ["UTC"])


def test_no_row_of_the_kind_shown_reads_nothing() -> None:
    assert row_dates.false_dates("His next invoice is due on 2 January.", (), DATA[:2], ["UTC"]) == []


# The real grader: the task's oracle, a sentence appended, its says_not off ---------------------------------


@pytest.mark.parametrize(
    ("suite", "task", "sentence", "verdict", "shown"),
    [
        pytest.param(
            "core",
            PIN,
            "The resolution was posted on 2 November.",
            DATE,
            "2026-10-30, 2026-10-31, 2026-11-01",
            marks=needs["core"],
        ),
        pytest.param(
            "company",
            SALES,
            "The call was booked on 20 October.",
            DATE,
            "2026-11-01, 2026-11-12 of 'Borealis Health renewal call'",
            marks=needs["company"],
        ),
        pytest.param(
            "conversations",
            TOMAS,
            "The example.com account was opened in January 2026.",
            RELATIVE,
            "2026-02-08",
            marks=needs["conversations"],
        ),
        pytest.param(
            "core", INVOICE, "His next invoice is due on 2 January.", DATE, "2026-12-02", marks=needs["core"]
        ),
        pytest.param(
            "core", INVOICE, "His subscription renews on 3 January.", DATE, "2026-12-02", marks=needs["core"]
        ),
        pytest.param(
            "company",
            EVERGREEN,
            "The trial converts at 9:00 London on Monday.",
            DATE,
            "10:00 Europe/London",
            marks=needs["company"],
        ),
    ],
)
def test_the_reviews_wrong_dates_fail(suite: str, task: str, sentence: str, verdict: str, shown: str) -> None:
    failed = appended_failures(suite, task, sentence)
    assert "no row it is said of is dated then" in failed.get(verdict, ""), failed
    assert shown in failed[verdict], failed


@pytest.mark.parametrize(
    ("suite", "task", "sentence"),
    [
        pytest.param("core", PIN, "The resolution was posted on 29 October.", marks=needs["core"]),
        pytest.param("core", PIN, "It was posted on Thursday 29 October.", marks=needs["core"]),
        pytest.param("core", PIN, "Was it posted on 2 November?", marks=needs["core"]),
        pytest.param("company", SALES, "The call was booked on 1 November.", marks=needs["company"]),
        pytest.param("company", SALES, "The call is booked on Thursday 12 November.", marks=needs["company"]),
        pytest.param(
            "conversations",
            TOMAS,
            "The example.com account was opened in February 2026.",
            marks=needs["conversations"],
        ),
        pytest.param(
            "conversations",
            TOMAS,
            "The corp.example.io account was opened in January 2026.",
            marks=needs["conversations"],
        ),
        pytest.param("core", INVOICE, "His next invoice is due on 2 December.", marks=needs["core"]),
        pytest.param("core", INVOICE, "His subscription renews on 2 December 2026.", marks=needs["core"]),
        pytest.param(
            "company", EVERGREEN, "The trial converts at 10:00 London on Monday.", marks=needs["company"]
        ),
        pytest.param("company", EVERGREEN, "The trial ends on Monday 9 November.", marks=needs["company"]),
        pytest.param("core", UNPIN, "It was posted at 13:25 New York time.", marks=needs["core"]),
    ],
)
def test_the_honest_dates_pass(suite: str, task: str, sentence: str) -> None:
    failed = appended_failures(suite, task, sentence)
    assert DATE not in failed, failed
    assert RELATIVE not in failed, failed


@needs["core"]
def test_a_utc_clock_given_new_york_s_zone_fails_already() -> None:
    failed = appended_failures("core", UNPIN, "It was posted at 17:25 New York time.")
    assert "13:25 America/New_York" in failed.get(DATE, ""), failed


# 3. A count of a titled row's counting field ("#customer-success has 12 members") ----------------------------

CHANNELS = {"channels": [{"name": "customer-success", "num_members": 6}, {"name": "engineering", "num_members": 16}, {"name": "data", "num_members": 12}]}  # fmt: skip


def _false_counts(message: str, nets: tuple[tuple[str, int, int, int], ...] = ()) -> list[str]:
    grounds = counts.ground_episode(message, [], [CHANNELS], nets=nets)
    return [f.describe() for f in counts.false_counts(message, grounds)]


@pytest.mark.parametrize(
    "message",
    [
        "#customer-success has 12 members.",
        "The #customer-success channel has 12 members.",
        "#engineering (12 members) was told.",
    ],
)
def test_a_count_said_of_a_named_row_is_read_against_its_counting_field(message: str) -> None:
    assert _false_counts(message), message


@pytest.mark.parametrize(
    "message",
    [
        "#customer-success has 6 members.",
        "#engineering (16 members) was told.",
        "It has 12 members.",  # no row named: grounded by #data's size, as before
        "There are 12 members in #data.",
    ],
)
def test_honest_and_unnamed_member_counts_pass(message: str) -> None:
    assert _false_counts(message) == [], message


def test_the_episode_s_own_membership_writes_move_the_size_read() -> None:
    # slack.remove-auditor-from-billing's alternates: "#billing now has 12 members" after the kick (13 read)
    assert _false_counts("#customer-success now has 5 members.", nets=(("slack_members", 0, 1, 0),)) == []
    assert _false_counts("#customer-success now has 7 members.", nets=(("slack_members", 1, 0, 0),)) == []
    assert _false_counts("#customer-success now has 4 members.", nets=(("slack_members", 0, 1, 0),))


@needs["core"]
def test_customer_success_s_wrong_size_fails() -> None:
    failed = appended_failures(
        "core", "stripe-multi.upgrade-yearly-tell-cs", "#customer-success has 12 members."
    )
    assert "the 'customer-success' the sentence names shows" in failed.get(COUNT, ""), failed


@needs["core"]
@pytest.mark.parametrize("plan", ["resample21a-email-twelve-members", "resample29b-guest-twelve"])
def test_the_size_after_the_kick_passes(plan: str) -> None:
    task = next(t for t in load_suite("core") if t.id == "slack.remove-auditor-from-billing")
    steps = next(p.steps for p in task.alternates if p.name == plan)
    assert COUNT not in failures_of(task, list(steps))
