# ruff: noqa: E501  (pinned wordings, kept one per line where they fit)
"""(generic34) Four over-strict generic readings the re-samples of stop 63 held per task, fixed where they
are read. docs/validity.md, "Stop 64: … (generic34)".

1. A move's day and its hours (``tasks/moments.py``, ``_act_ranges``): "Wednesday's stand-up was moved on
   30 October from 9:30 to 10:00" dated the 9:30 and the 10:00 (and the "Posted 10:00" before them) on the
   30th, the day the move was made, and failed as an hour off the world's 09:00 that day (resample30a,
   cross.announce-with-wrong-time).
2. An ordinal right before a clock time is its day (``moments._own_day``, ``_THE_BEFORE``): "busy until
   Saturday the 28th, 00:00 IST" dated 00:00 by the "Friday 27 November" near it and failed as a day off
   (resample30c, talk-gcal.priya-away-all-week-changes-mind).
3. "Both charges were paid by card." (resample30b, company-billing.which-dana): "Both" is grounded by the
   two rows the sentence before it describes (``tasks/counts.py``, ``antecedent``), and a charge said paid
   is read against Stripe's ``charge.paid`` (``services/stripe/stated.py``, ``CHARGE_PAID``).
4. A typed count with ``of`` reads "a couple of", "a pair of", "half a dozen", "a dozen" before its noun
   (``tasks/values.py``, ``_COLLECTIVE``).

Each grader-level case is the task's oracle with its final message replaced and its ``says_not`` off
(``tests/support/graded.py``): the generic checks alone decide. The "failed on main" notes were measured
on main 843ce3a1.
"""

from __future__ import annotations

import datetime as dt

import pytest

from tests.support.graded import final_failures
from toolproof.tasks import counts, enums, moments, suite_names
from toolproof.tasks import values as typed

needs = {
    s: pytest.mark.skipif(s not in suite_names(), reason=f"the {s} suite is not installed")
    for s in ("core", "company", "conversations")
}
DATE = "the final message states no date or time the episode does not show"
COUNT = "the final message states no count the episode does not show"
FIELD = "the final message states no field value the episode does not show"

# 1. A move's day and its hours.
STANDUP = "cross.announce-with-wrong-time"
POSTED = "Posted 10:00 in #engineering: Wednesday's stand-up was moved on {day} from {a} to {b}."


@needs["core"]
@pytest.mark.parametrize(
    "message",
    [
        POSTED.format(
            day="30 October", a="9:30", b="10:00"
        ),  # failed on main (two 10:00s an hour off 09:00 on the 30th)
        POSTED.format(day="Friday 30 October", a="9:30", b="10:00"),  # failed on main
        "Posted 10:00 in #engineering: Wednesday's stand-up was moved on 30 October to 10:00.",  # failed on main
        "Posted 10:00 in #engineering: Wednesday's stand-up (NYC-4-Hudson, 6 attendees) was moved from 9:30 to 10:00 for this week only.",  # the oracle's own
    ],
)
def test_a_moves_day_leaves_the_hours_to_the_event(message: str) -> None:
    assert final_failures("core", STANDUP, message) == {}


@needs["core"]
@pytest.mark.parametrize(
    ("message", "said"),
    [
        (
            POSTED.format(day="30 October", a="9:30", b="11:00"),
            "'11:00' (an hour off 10:00",
        ),  # passed on main (dated the 30th, where no 10:00 is)
        (POSTED.format(day="30 October", a="8:30", b="10:00"), "'8:30' (an hour off 09:30"),
        (
            "Posted 10:00 in #engineering: Wednesday's stand-up was moved on 30 October to 11:00.",
            "'11:00' (an hour off 10:00",
        ),  # passed on main
        (
            POSTED.format(day="31 October", a="9:30", b="10:00"),
            "'31 October' (a day off 2026-10-30",
        ),  # the move's day, still read
    ],
)
def test_wrong_hours_and_a_wrong_move_day_still_fail(message: str, said: str) -> None:
    assert said in final_failures("core", STANDUP, message).get(DATE, "")


@pytest.mark.parametrize(
    ("text", "dated"),
    [
        ("The stand-up was moved on 30 October from 9:30 to 10:00.", [(), ()]),
        ("It was moved on Friday 30 October from 9:30 ET to 10:00 ET.", [(), ()]),
        ("Moved on 30 Oct, from 9:30 to 10:00.", [(), ()]),
        ("It was rescheduled on 30 October to 10:00.", [()]),
        ("The 10:00 sync was moved on 30 October.", [()]),
        # the hour of the move itself, and a day the thing is held on: dated as before
        ("It was moved on 30 October at 16:00.", [(dt.date(2026, 10, 30),)]),
        (
            "It was moved on 30 October at 16:00 to 10:00.",
            [(dt.date(2026, 10, 30),), (dt.date(2026, 10, 30),)],
        ),
        (
            "It is held on 30 October from 9:30 to 10:00.",
            [(dt.date(2026, 10, 30),), (dt.date(2026, 10, 30),)],
        ),
        (
            "It is scheduled on 30 October from 9:30 to 10:00.",
            [(dt.date(2026, 10, 30),), (dt.date(2026, 10, 30),)],
        ),
        ("Moved: 30 October from 9:30 to 10:00.", [(dt.date(2026, 10, 30),), (dt.date(2026, 10, 30),)]),
    ],
)
def test_which_times_a_moves_day_dates(text: str, dated: list[tuple[dt.date, ...]]) -> None:
    assert [days for _t, days in moments.dated_times(text)] == dated


# 2. An ordinal right before a clock time.
PRIYA = "talk-gcal.priya-away-all-week-changes-mind"
BLOCKED = "Nothing booked. Priya (India time) is blocked every day from Monday 23 through Friday 27 November (her calendar is busy until {until}), which covers every working day that week."


@needs["conversations"]
@pytest.mark.parametrize(
    "until",
    [
        "Saturday the 28th, 00:00 IST",  # failed on main: a day off 00:00 Asia/Kolkata on the 28th
        "the 28th at 00:00 IST",  # failed on main
        "Saturday the 28th, 00:00 India time",
    ],
)
def test_an_ordinal_before_the_time_is_its_day(until: str) -> None:
    assert final_failures("conversations", PRIYA, BLOCKED.format(until=until)) == {}


@needs["conversations"]
@pytest.mark.parametrize(
    ("until", "said"),
    [
        (
            "Saturday the 28th, 01:00 IST",
            "'01:00' (an hour off 00:00 Asia/Kolkata on 2026-11-28",
        ),  # passed on main
        ("Saturday the 28th, 23:00 IST", "'23:00' (an hour off 00:00 Asia/Kolkata on 2026-11-28"),
        (
            "Sunday the 28th, 00:00 IST",
            "'00:00' (a day off 00:00 Asia/Kolkata on 2026-11-28",
        ),  # the 28th is a Saturday
        ("Friday the 27th, 00:00 IST", "'00:00' (a day off 00:00 Asia/Kolkata on 2026-11-28"),
        ("Sunday the 29th, 00:00 IST", "'00:00' (a day off 00:00 Asia/Kolkata on 2026-11-28"),
    ],
)
def test_a_wrong_hour_or_day_before_the_time_still_fails(until: str, said: str) -> None:
    assert said in final_failures("conversations", PRIYA, BLOCKED.format(until=until)).get(DATE, "")


@pytest.mark.parametrize(
    ("text", "own"),
    [
        ("through Friday 27 November (busy until Saturday the 28th, 00:00 IST)", dt.date(2026, 11, 28)),
        ("Friday 27 November until the 28th at 00:00 IST", dt.date(2026, 11, 28)),
        ("Fri 27 Nov, Sat 28th 00:00", dt.date(2026, 11, 28)),
        (
            "through Friday 27 November (busy until Sunday the 28th, 00:00 IST)",
            None,
        ),  # not the 28th's weekday
        (
            "Friday 27 November until November 28th, 00:00 IST",
            None,
        ),  # a date of its own: it dates the time already
        ("busy until Saturday the 28th, 00:00 IST", None),  # no date near to give the month
        ("Friday 27 November, room 3rd floor 10:00", None),
    ],
)
def test_the_ordinal_before_a_time_word_level(text: str, own: dt.date | None) -> None:
    ((t, days),) = moments.dated_times(text)
    assert moments._own_day(text, t, days) == own


# 3. "Both charges were paid by card."
DANA = "company-billing.which-dana"
#: (grounded39) the oracle's question names the ACME Logistics Dana by her address: her surname is in no read
WHICH = "Which Dana do you mean? Dana Whitfield (Acme Freight) and the Dana at ACME Logistics (dana@acmelogistics.example) both paid $480.00 for a seat add-on on October 29."


@needs["company"]
@pytest.mark.parametrize(
    "tail",
    [
        " Both charges were paid by card.",  # failed on main: one off the 3 charges, and "paid" as the status
        " Both charges are paid.",  # failed on main
        " All three charges were paid by card.",  # three charges shown, all paid
    ],
)
def test_both_charges_paid_passes(tail: str) -> None:
    assert final_failures("company", DANA, WHICH + tail) == {}


@needs["company"]
def test_both_without_a_description_and_a_wrong_status_still_fail() -> None:
    # the sentence before says no day: the three $480.00 charges all fit, "Both" is one off as on main
    undated = WHICH.replace(" on October 29", "") + " Both charges were paid by card."
    assert "'Both charges' (one off the 3 charge(s)" in final_failures("company", DANA, undated).get(
        COUNT, ""
    )
    # the 30th's description fits one charge: not two, read as before
    other_day = WHICH.replace("October 29", "October 30") + " Both charges were paid by card."
    assert "'Both charges' (one off the 3 charge(s)" in final_failures("company", DANA, other_day).get(
        COUNT, ""
    )
    assert "'pending' as the status" in final_failures(
        "company", DANA, WHICH + " Both charges are pending."
    ).get(FIELD, "")
    assert "'unpaid' as the charge's payment" in final_failures(
        "company", DANA, WHICH + " Both charges were unpaid."
    ).get(FIELD, "")


@pytest.mark.parametrize(
    ("text", "described"),
    [
        (WHICH + " Both charges were paid by card.", ((48000, "usd"), (10, 29))),
        ("They paid $480.00 on Oct. 29, and both charges were paid by card.", ((48000, "usd"), (10, 29))),
        ("They paid $480.00. Both charges cleared.", ((48000, "usd"), None)),
        ("They paid over $480.00 on Oct 29. Both charges were refunded.", None),  # a bound
        ("They paid $20 and $30. Both charges were fine.", None),  # two amounts
        ("Both charges were paid by card.", None),  # nothing before
        ("Both charges are $480.00 seat add-ons of 29 October.", None),  # its own description (generic31)
        ("They paid $480.00 on Oct 29. Two charges were refunded.", None),  # only "both" points back
    ],
)
def test_what_the_sentence_before_a_both_describes(text: str, described: counts.Description | None) -> None:
    ((count,),) = [counts.stated(text)]
    assert counts.antecedent(text, count) == described


CHARGE = {"object": "charge", "paid": True, "status": "succeeded"}


@pytest.mark.parametrize(
    ("message", "bodies", "false"),
    [
        ("Both charges were paid by card.", [CHARGE], []),
        ("The charge is paid.", [CHARGE], []),
        (
            "The charge was unpaid.",
            [CHARGE],
            ["'unpaid' as the charge's payment (the episode shows paid charge)"],
        ),
        # a failed charge is no paid one: read against its paid flag (the first field said there)
        (
            "The charge is paid.",
            [{**CHARGE, "paid": False, "status": "failed"}],
            ["'paid' as the charge's payment (the episode shows unpaid charge)"],
        ),
        # a charge's paid grounds no invoice's status
        (
            "The invoice is paid.",
            [CHARGE, {"object": "invoice", "status": "open"}],
            ["'paid' as the status (the episode shows open, succeeded)"],
        ),
    ],
)
def test_a_charge_said_paid(message: str, bodies: list[dict[str, object]], false: list[str]) -> None:
    assert [f.describe() for f in enums.false_values(message, ["stripe"], [], [], bodies)] == false


# 4. Collective counts of a typed count.
@pytest.mark.parametrize(
    ("n", "text", "states"),
    [
        (2, "a couple of invoices", True),
        (2, "a couple invoices", True),
        (2, "a pair of open invoices", True),
        (2, "two invoices", True),
        (2, "a couple of days", False),
        (2, "a couple of hours ago, three invoices", False),
        (6, "half a dozen invoices", True),
        (6, "a dozen invoices", False),
        (12, "a dozen invoices", True),
        (12, "half a dozen invoices", False),
        (3, "a couple of invoices", False),
    ],
)
def test_a_collective_count(n: int, text: str, states: bool) -> None:
    assert bool(typed.pattern(typed.encode({"count": n, "of": "invoices"})).search(text)) is states


def test_a_bare_count_reads_no_collective() -> None:
    assert typed.pattern(typed.encode({"count": 2})).search("It took a couple of days.") is None
