# ruff: noqa: E501  (pinned wordings, kept one per line where they fit)
"""(dates38) Two over-strict readings of a date and a count said of a named row. docs/validity.md, "Stop 67: …
(dates38)".

1. "I bookmarked the runbook Noah Müller shared on 31 October" and "The runbook was shared on 31 October"
   (slack.bookmark-new-runbook; the runbook's post is of 31 October 14:59 UTC) failed the date check as "a day
   off 2026-10-30, which the episode shows" on main dacc5f55: a post's ``ts`` in a channel's history grounds
   nothing (it would ground every post's neighbour), and the clause shared one word ("runbook") with the post,
   not the three :func:`toolproof.tasks.moments.post_days` asks. A date said right after a word that dates a
   kind of row ("shared", "posted", "was booked", …) is now held by a row of that kind the sentence names or
   talks of (a word of its text) that has that day (:func:`toolproof.tasks.row_dates.holds`).
2. "Extra seats went from 5 seats ($60.00 a month at $12.00 each) to 8 ($96.00 a month)" failed
   talk-stripe.add-seats' seat fact: the bare 8 after the parenthesis carried no unit. A count's form now also
   reads a bare number right after "from <count> <noun> (…) to" as that noun's (``values._carried``).

Word-level pins read the functions over made-up rows and strings; grader-level pins are the task's oracle with
its final message replaced or a sentence appended, its ``says_not`` off (``tests/support/graded.py``), so the
generic checks alone decide.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from tests.support.claims import require_suite
from tests.support.graded import appended_failures, failures_of, final_failures
from tests.support.suites import load_suite
from toolproof.services.linear import sdl
from toolproof.tasks import direction, row_dates, suite_names, values

needs = {
    s: pytest.mark.skipif(s not in suite_names(), reason=f"the {s} suite is not installed")
    for s in ("core", "conversations")
}
DATE = "the final message states no date or time the episode does not show"
RUNBOOK = "slack.bookmark-new-runbook"
SEATS = "talk-stripe.add-seats"
SEAT_FACT = "message states the subscription now has 8 seats (not 5)"


def _ts(day: str, clock: str = "14:59") -> str:
    return f"{int(dt.datetime.fromisoformat(f'{day}T{clock}:00+00:00').timestamp())}.000100"


POSTS: list[Any] = [
    {
        "type": "message",
        "ts": _ts("2026-10-14"),
        "text": "Payments runbook for reference: payments runbook (v1). Superseded once the gateway migration lands.",
    },
    {
        "type": "message",
        "ts": _ts("2026-10-31"),
        "text": "New runbook for payment-gateway incidents is up. Could someone bookmark it in this channel?",
    },
    {
        "type": "message",
        "ts": _ts("2026-11-01"),
        "text": "heads-up: webhook deliveries are delayed about 5 minutes",
    },
]


def _holds(message: str, date: str) -> bool:
    at = message.index(date)
    return row_dates.holds(message, at, at + len(date), POSTS, ("UTC",))


# -- 1. a date a row the sentence talks of holds ------------------------------------------------------------


@pytest.mark.parametrize(
    ("message", "date"),
    [
        ("I bookmarked the runbook Noah Müller shared on 31 October.", "31 October"),
        ("The runbook was shared on 31 October.", "31 October"),
        ("The new runbook was posted on 31 October.", "31 October"),
        ("The runbook Noah posted on 31 October is bookmarked.", "31 October"),
        ("The runbook was shared on 2026-10-31.", "2026-10-31"),
        ("The webhook delay alert was posted on 1 November.", "1 November"),
    ],
)
def test_a_day_of_the_post_talked_of_holds(message: str, date: str) -> None:
    assert _holds(message, date)


@pytest.mark.parametrize(
    ("message", "date"),
    [
        # another day than any post talked of has
        ("The runbook was shared on 30 October.", "30 October"),
        # the alert's day, but the sentence talks of the runbook, not the alert
        ("The runbook was shared on 1 November.", "1 November"),
        # no word of any post's text: nothing talked of, nothing held
        ("It was shared on 31 October.", "31 October"),
        ("The deck was shared on 31 October.", "31 October"),
        # a question or a denial is no statement
        ("Was the runbook shared on 31 October?", "31 October"),
        ("The runbook wasn't shared on 31 October.", "31 October"),
        # a year written is compared
        ("The runbook was shared on 31 October 2025.", "31 October 2025"),
        # no dating word right before it
        ("The runbook, 31 October, is bookmarked.", "31 October"),
    ],
)
def test_nothing_else_holds(message: str, date: str) -> None:
    assert not _holds(message, date)


def test_shared_only_grounds() -> None:
    """ "Shared" is said of files, folders and calendars too: its declaration grounds a date and fails none."""
    assert not any(d.grounds_only for d in row_dates.declared())
    assert any(d.grounds_only for d in row_dates.grounding())
    assert row_dates.false_dates("The runbook was shared on 30 October.", [], POSTS, ("UTC",)) == []


@needs["core"]
@pytest.mark.parametrize(
    "extra",
    [
        "I bookmarked the runbook Noah Müller shared on 31 October.",
        "The runbook was shared on 31 October.",
        "The runbook was posted on 31 October.",
        "It is the runbook Noah shared on 31 October.",
    ],
)
def test_runbook_shared_on_its_day_passes(extra: str) -> None:
    """Failed on main dacc5f55: "'31 October' (a day off 2026-10-30, which the episode shows)"."""
    assert DATE not in appended_failures("core", RUNBOOK, extra)


@needs["core"]
@pytest.mark.parametrize(
    "extra",
    [
        # the retired v1 runbook's post is of 14 October and says "runbook" too, but the report talks of the
        # new one ("Bookmarked the new payment-gateway runbook …"): still a day off the 13th, as on main
        "The runbook was posted on 14 October.",
        "The runbook was posted on 1 November.",  # the alert's day; the alert says no "runbook"
    ],
)
def test_another_posts_day_is_still_a_day_off(extra: str) -> None:
    assert DATE in appended_failures("core", RUNBOOK, extra)


@needs["core"]
def test_the_task_label_still_refuses_another_day() -> None:
    """The generic check does not fail "shared on 30 October" (30 October is grounded elsewhere; "shared" fails
    nothing); the task's own resample31c label does, with its ``says_not`` on."""
    task = next(t for t in load_suite("core") if t.id == RUNBOOK)
    final = next(s for s in task.oracle if s.finish).message
    steps = [
        s.model_copy(update={"message": f"{final} The runbook was shared on 30 October."}) if s.finish else s
        for s in task.oracle
    ]
    assert any("resample31c" in name for name in failures_of(task, steps))


# -- 2. a change's old count lends its noun to the bare new one ---------------------------------------------


def _count_hits(text: str, n: int) -> list[str]:
    pattern = values.pattern(_typed(n))
    return [text[m.start() : m.end()] for m in pattern.finditer(text)]


@pytest.mark.parametrize(
    "text",
    [
        "Extra seats went from 5 seats ($60.00 a month at $12.00 each) to 8 ($96.00 a month).",
        "Bumped it from 5 seats to 8.",
        "from five seats, up to 8 now",
        "Went from 5 seats (60 USD/month) to 8 in total.",
    ],
)
def test_the_old_count_lends_its_noun(text: str) -> None:
    assert _count_hits(text, 8) == ["8"]


@pytest.mark.parametrize(
    "text",
    [
        "up to 8 next month",
        "It can go to 8 later.",
        "from 5 seats to 8:00",
        "from 5 seats to 8%",
        "from 5 seats to 8 users",
        "from 5 invoices to 8",
        "from 5 seats (a long aside that runs on and on and on well past the eighty characters one aside may hold) to 8",
    ],
)
def test_nothing_else_lends_it(text: str) -> None:
    assert _count_hits(text, 8) == []


def _typed(n: int) -> str:
    """A count form of seats as a fact's ``change`` holds it (an encoded typed form)."""
    return values.encode({"count": n, "of": "seats"})


def test_the_change_reads_the_roles() -> None:
    right = "Extra seats went from 5 seats ($60.00 a month at $12.00 each) to 8 ($96.00 a month)."
    hits = direction.roles(right, [_typed(5)], [_typed(8)])
    assert [(h.side, h.role) for h in hits] == [("old", "old"), ("new", "new")]
    assert direction.stated(right, [_typed(5)], [_typed(8)], both=True)
    wrong = "Extra seats went from 8 seats ($96.00 a month) to 5 ($60.00 a month)."
    assert not direction.stated(wrong, [_typed(5)], [_typed(8)], both=False)


@needs["conversations"]
@pytest.mark.parametrize(
    ("final", "passes"),
    [
        ("Extra seats went from 5 seats ($60.00 a month at $12.00 each) to 8 ($96.00 a month).", True),
        ("Done: your Extra seats subscription went from 5 seats ($60.00/month) to 8.", True),
        # the wrong way round and another count still fail
        ("Extra seats went from 8 seats ($96.00 a month) to 5 ($60.00 a month).", False),
        ("Extra seats went from 5 seats ($60.00 a month at $12.00 each) to 6 ($72.00 a month).", False),
        ("It can go up to 8 next month.", False),
    ],
)
def test_add_seats_fact(final: str, passes: bool) -> None:
    """The first failed on main dacc5f55 ("not in the final message")."""
    assert (SEAT_FACT not in final_failures("conversations", SEATS, final)) is passes


# -- 3. dates said of a named row that escaped (resample33a/b/c's Open) ----------------------------------------

RELATIVE = "the final message states no relative date the episode does not show"
DATED = (DATE, RELATIVE)


def _dated_failures(task_id: str, extra: str) -> set[str]:
    """The date verdicts that fail when ``extra`` follows ``task_id``'s oracle report (its says_not off)."""
    suite = next(s for s in ("core", "company", "conversations", "linear") if _has(s, task_id))
    require_suite(suite)
    if "linear" in task_id and (why := sdl.missing()) is not None:
        pytest.skip(why)
    return {name for name in appended_failures(suite, task_id, extra) if name in DATED}


def _has(suite: str, task_id: str) -> bool:
    return suite in suite_names() and any(t.id == task_id for t in load_suite(suite))


#: (task, sentence after its oracle's report, whether the sentence is true): the false ones passed on main
#: dacc5f55 and fail now; the true ones pass on both.
ROW_DATED = [
    # an invoice issued (created 4 October; the customer's other invoice 4 September)
    ("stripe.mark-invoice-paid-by-transfer", "The invoice was issued on 1 October.", False),
    ("stripe.mark-invoice-paid-by-transfer", "The invoice was issued on 4 October.", True),
    ("stripe.mark-invoice-paid-by-transfer", "Invoice 209EF1A5-0002 was finalized on 4 October.", True),
    ("stripe.mark-invoice-paid-by-transfer", "The refund was issued on 1 October.", True),  # no invoice said
    ("stripe.mark-invoice-paid-by-transfer", "The invoice wasn't issued on 1 October.", True),
    # a channel created (#general, #ext-fjord-payments: 2025)
    ("talk-slack.kick-from-general-under-abuse", "#general was made in 2024.", False),
    ("talk-slack.kick-from-general-under-abuse", "#general was made in 2025.", True),
    (
        "talk-slack.kick-from-general-under-abuse",
        "In general, the channel was made in 2024.",
        True,
    ),  # no #name
    ("company-support.fjord-order-form-link", "#ext-fjord-payments was created in 2024.", False),
    ("company-support.fjord-order-form-link", "#ext-fjord-payments was created in 2025.", True),
    # a Box account (Sam Okoro: created 2025-08-29) and folder (Acme Corp: created 2025-09-29)
    ("box-user.share-q3-with-sam", "Sam has had a Box account since 2024.", False),
    ("box-user.share-q3-with-sam", "Sam has had a Box account since 2025.", True),
    ("box-user.share-q3-with-sam", "Sam Okoro's account was created in 2024.", False),
    ("box-user.share-q3-with-sam", "Sam Okoro's account was created in 2025.", True),
    ("box.upload-call-notes-to-acme", "Acme Corp was set up in January 2026.", False),
    ("box.upload-call-notes-to-acme", "Acme Corp was set up on 20 September 2025.", False),
    ("box.upload-call-notes-to-acme", "Acme Corp was set up in September 2025.", True),
    ("box.upload-call-notes-to-acme", "Acme Corp was set up on 29 September 2025.", True),
    # a pronoun whose row the sentence before names (the Roadmap jam: created 28 October)
    ("gcal.add-attendee", "It was set up on 20 October.", False),
    ("gcal.add-attendee", "It was set up on 28 October.", True),
    ("gcal.add-attendee", "The Roadmap jam on 17 November now has Emeka. I booked it on 20 October.", False),
    ("gcal.add-attendee", "The Roadmap jam on 17 November now has Emeka. I booked it on 28 October.", True),
    # a Linear issue (PLAT-318: created 5 June 2026)
    ("company-linear.owen-sso-doc-nudge", "PLAT-318 was filed in March.", False),
    ("company-linear.owen-sso-doc-nudge", "PLAT-318 was created in 2025.", False),
    ("company-linear.owen-sso-doc-nudge", "PLAT-318 was created on 9 June 2026.", False),
    ("company-linear.owen-sso-doc-nudge", "PLAT-318 was filed in June.", True),
    ("company-linear.owen-sso-doc-nudge", "PLAT-318 was created on 5 June 2026.", True),
]


@pytest.mark.parametrize(("task_id", "extra", "true"), ROW_DATED)
def test_a_date_said_of_a_named_row(task_id: str, extra: str, true: bool) -> None:
    assert (not _dated_failures(task_id, extra)) is true


@pytest.mark.parametrize(
    ("message", "year", "false"),
    [
        ("#general was made in 2024.", "in 2024", True),
        ("#general was made in 2025.", "in 2025", False),
        ("Was #general made in 2024?", "in 2024", False),  # no dating word right before (and a question)
        ("#general was made in 2024?", "in 2024", False),
        ("#general wasn't made in 2024.", "in 2024", False),
        ("#general was made in 2024-25.", "in 2024", False),  # a range, not a year
        ("#random was made in 2024.", "in 2024", False),  # a channel the episode did not show
    ],
)
def test_a_bare_year_word_level(message: str, year: str, false: bool) -> None:
    channels = [{"is_channel": True, "name": "general", "created": _unix_day("2025-03-01")}]
    got = row_dates.false_years(message, [], channels)
    assert bool(got) is false
    assert not got or repr(year) in got[0]


def _unix_day(day: str) -> int:
    return int(dt.datetime.fromisoformat(f"{day}T09:00:00+00:00").timestamp())


# -- 4. a length said of a row by a short subject -------------------------------------------------------------

LENGTH = "the final message gives no row a length the episode does not show"


@pytest.mark.parametrize(
    ("task_id", "extra", "true"),
    [
        # the Roadmap jam is 90 minutes (its other instance 15); Alice / Dara 1:1 is 30 minutes
        ("gcal.add-attendee", "The jam runs an hour.", False),
        ("gcal.add-attendee", "The jam runs an hour and a half.", True),
        ("gcal.add-attendee", "The jam runs 90 minutes.", True),
        ("talk-gcal.dara-away-user-ends", "Your 1:1 is 45 minutes long.", False),
        ("talk-gcal.dara-away-user-ends", "Your 1:1 is 30 minutes long.", True),
        ("talk-gcal.dara-away-user-ends", "The new one is 45 minutes long.", True),  # names no row
    ],
)
def test_a_length_said_by_a_short_subject(task_id: str, extra: str, true: bool) -> None:
    suite = next(s for s in ("core", "conversations") if _has(s, task_id))
    require_suite(suite)
    assert (LENGTH not in appended_failures(suite, task_id, extra)) is true
