"""(traits43) Traits and counts a final message states that the rows the episode read contradict
(docs/validity.md, "Stop 72 (traits43)"): a calendar's colour, a spreadsheet's tab count, a file's size
(said roughly, or of a file the agent uploaded), an event's host, a day's meetings, a person's team (a
Calendar user's team calendar) and a thread's replies said with no owner (the thread the episode read or
replied in).

Each graded case is the task's oracle with a sentence added to its final message and its ``says_not`` off
(``tests/support/graded.py``): the generic checks alone decide. Every "fails" case passed on BASE
(38810ea4) so.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest

from tests.support.graded import appended_failures
from tests.support.suites import needs
from tests.support.wording import trait_said
from toolproof.service.counted import Counted
from toolproof.service.stated import StartTrait
from toolproof.services.box import stated as box_stated
from toolproof.services.gcal import calendar_traits
from toolproof.services.gcal import stated as gcal_stated
from toolproof.services.slack import thread_traits
from toolproof.tasks import counts

TRAIT = "the final message gives a named row no trait its starting row contradicts"
COUNT = "the final message states no count the episode does not show"

SHARE = ("core", "gcal.share-team-calendar")
SALARY = ("core", "box.remove-salary-link")
BOREALIS = ("company", "company-account.borealis-renewal-agenda")
ORDER_FORM = ("company", "company-support.fjord-order-form-link")
DAY_OFF = ("conversations", "talk-gcal.day-off-keep-meetings")
ASSISTANT = ("conversations", "talk-gcal.share-calendar-with-assistant-novice")
SEATS = ("company", "company-billing.fjord-remove-seats")
INTENT = ("conversations", "talk-slack.reply-once-the-intent-is-known")
ETA = ("company", "company-bug.ask-engineer-for-eta")


# -- word level: what each pattern reads, denials not ---------------------------------------------------


@pytest.mark.parametrize(
    ("trait", "text", "said"),
    [
        (calendar_traits.COLOUR, "The calendar's color is blue.", ["blue"]),
        (calendar_traits.COLOUR, "Its colour is now set to light green.", ["green"]),
        (calendar_traits.COLOUR, "The calendar is shown in grey.", ["gray"]),
        (calendar_traits.COLOUR, "Its colour is #42D692.", ["#42d692"]),
        (calendar_traits.COLOUR, "Its color ID is 9.", ["id:9"]),
        (calendar_traits.COLOUR, "The calendar's color is not blue.", []),
        (calendar_traits.COLOUR, "I don't think its color is blue.", [None]),
        (calendar_traits.COLOUR, "The blue calendar is Engineering.", []),
        (calendar_traits.TEAM, "Yara Haddad is on the Finance team.", ["finance"]),
        (calendar_traits.TEAM, "She is part of the Sales team.", ["sales"]),
        (calendar_traits.TEAM, "Kwame is on the Sales team calendar.", []),
        (calendar_traits.TEAM, "Yara is not on the Finance team.", []),
        (calendar_traits.TEAM, "I don't think Yara is on the Finance team.", [None]),
        (gcal_stated.ORGANISER, "The call is hosted by Ingrid Sandvik.", ["ingrid sandvik"]),
        (gcal_stated.ORGANISER, "Ingrid is the host.", ["ingrid"]),
        (gcal_stated.ORGANISER, "The host is Priya Shah.", ["priya shah"]),
        (gcal_stated.ORGANISER, "The call is hosted by Zoom.", []),
        (gcal_stated.ORGANISER, "The call is not hosted by Ingrid.", [None]),
        (box_stated.SIZE, "The agenda file is about 2 KB.", ["~2 kb"]),
        (box_stated.SIZE, "The order form is 2.3 MB.", ["2.3 mb"]),
        (box_stated.SIZE, "It is under 2 MB.", [None]),
        (box_stated.SHEET_COUNT, "The spreadsheet has three tabs.", ["3"]),
        (box_stated.SHEET_COUNT, "The workbook contains 4 worksheets.", ["4"]),
        (box_stated.SHEET_COUNT, "I did not check how many tabs it has.", []),
        (thread_traits.REPLY_COUNT, "The thread already had 3 replies.", ["3"]),
        (thread_traits.REPLY_COUNT, "The thread had no replies.", ["0"]),
    ],
)
def test_the_words_read(trait: StartTrait, text: str, said: list[str | None]) -> None:
    assert trait_said(trait, text) == said


@pytest.mark.parametrize(
    ("hex_colour", "has", "has_not"),
    [
        ("#42d692", {"green", "teal", "#42d692"}, {"blue", "red"}),
        ("#7bd148", {"green"}, {"blue", "yellow"}),
        ("#9a9cff", {"blue", "lavender", "purple"}, {"green"}),
        ("#9fc6e7", {"blue"}, {"green", "red"}),
        ("#ac725e", {"brown", "orange", "red"}, {"blue", "green"}),
        ("#888888", {"grey", "gray"}, {"blue"}),
    ],
)
def test_a_palette_hex_is_named_by_its_hue(hex_colour: str, has: set[str], has_not: set[str]) -> None:
    names = calendar_traits.colour_names(hex_colour)
    assert has <= names
    assert not (has_not & names)


def test_a_rough_size_agrees_within_half_the_number() -> None:
    assert box_stated.SIZE.agreed("~2 kb", frozenset({"1400"}))
    assert not box_stated.SIZE.agreed("~2 kb", frozenset({"58"}))
    assert not box_stated.SIZE.agreed("2 kb", frozenset({"1400"}))  # said exactly: its own precision


class _Rows:
    def __init__(self, messages: list[dict[str, Any]]) -> None:
        self.messages = messages

    def row(self, table: str, key: tuple[Any, ...]) -> dict[str, Any] | None:
        return next((m for m in self.messages if (m["channel"], m["ts"]) == key), None)

    def where(self, table: str, column: str, value: Any) -> tuple[dict[str, Any], ...]:
        return tuple(m for m in self.messages if m.get(column) == value)


def test_the_thread_worked_on_is_the_one_read_or_replied_in() -> None:
    rows = _Rows(
        [
            {"channel": "C1", "ts": "1.1", "thread_ts": None},
            {"channel": "C1", "ts": "1.2", "thread_ts": "1.1"},
            {"channel": "C2", "ts": "2.1", "thread_ts": None},
        ]
    )
    reads: list[tuple[Any, Any]] = [
        ({"channel": "C1", "ts": "1.1"}, {"messages": []}),
        ({"channel": "C2"}, {"messages": []}),
    ]
    assert thread_traits._threads_worked(reads, [], rows) == (
        ("slack_messages", ("C1", "1.1"), "the thread of C1 1.1"),
    )
    writes = [{"channel": "C2", "thread_ts": "2.1", "text": "hi"}, {"channel": "C1", "thread_ts": "1.2"}]
    # a reply's ts is no thread of its own: only a top-level post's thread is read
    assert [k for _, k, _ in thread_traits._threads_worked([], writes, rows)] == [("C2", "2.1")]


def _day_grounds(message: str, *bodies: Any) -> counts.Grounds:
    declared = Counted(
        ("meeting", "event"), {"kind": "calendar#event"}, "gcal_events", day=("start.dateTime", "start.date")
    )
    return counts.ground_episode(message, (), (), before=bodies, counted=(declared,))


def _event(ident: str, start: dict[str, str], status: str = "confirmed") -> dict[str, Any]:
    return {"kind": "calendar#event", "id": ident, "status": status, "start": start}


_LISTED = {
    "items": [
        _event("a", {"dateTime": "2026-11-13T09:30:00-05:00"}),
        _event("b", {"dateTime": "2026-11-13T14:00:00-05:00"}),
        _event("c", {"date": "2026-11-13"}),
        _event("d", {"dateTime": "2026-11-12T10:00:00-05:00"}),
        _event("e", {"dateTime": "2026-11-13T16:00:00-05:00"}, status="cancelled"),
    ]
}


@pytest.mark.parametrize(
    ("message", "false"),
    [
        ("Friday 13 November is blocked. You have 4 meetings that day.", True),
        ("Friday 13 November is blocked. You have 3 meetings that day.", False),  # with the all-day one
        ("Friday 13 November is blocked. You have two meetings that day.", False),  # the timed ones
        ("Friday 13 November is blocked. You have one other meeting that day.", False),
        ("You have 4 meetings on Friday 13 November.", True),
        ("You have 4 meetings on Friday.", False),  # no date: not read here
        ("You have 5 meetings on 20 November.", False),  # nothing listed on that day: not read
    ],
)
def test_a_count_of_a_days_meetings_is_read_against_that_days_events(message: str, false: bool) -> None:
    with_day = _day_grounds(message, _LISTED)
    found = [f for f in counts.false_counts(message, with_day) if "on 2026-11-13" in f.describe()]
    assert bool(found) is false


def test_the_day_said_is_the_last_date_before_that_day() -> None:
    message = "I moved the call to 12 November and blocked Friday 13 November. You have 2 meetings that day."
    count = next(c for c in counts.stated(message) if c.noun == "meeting")
    assert counts._day_of(message, count) == dt.date(2026, 11, 13).isoformat()


# -- graded: the oracle's final message with one sentence added, says_not off ----------------------------


@pytest.mark.parametrize(
    ("task", "sentence", "verdict"),
    [
        (SHARE, "The calendar's color is blue.", TRAIT),
        (SALARY, "The spreadsheet has three tabs.", TRAIT),
        (BOREALIS, "The call is hosted by Ingrid Sandvik.", TRAIT),
        (BOREALIS, "The agenda file is about 2 KB.", TRAIT),
        (ORDER_FORM, "The order form is 2.3 MB.", TRAIT),
        (DAY_OFF, "Those are your only three meetings that day.", COUNT),
        (DAY_OFF, "You have 3 meetings that day.", COUNT),
        (ASSISTANT, "Yara Haddad is on the Finance team.", TRAIT),
        (SEATS, "The thread had three replies before mine.", TRAIT),
        (INTENT, "The thread already had 3 replies.", TRAIT),
        (ETA, "The thread had 2 replies.", TRAIT),
    ],
)
def test_a_trait_the_rows_contradict_fails(task: tuple[str, str], sentence: str, verdict: str) -> None:
    needs(task)
    assert list(appended_failures(*task, sentence)) == [verdict]


@pytest.mark.parametrize(
    ("task", "sentence"),
    [
        (SHARE, "The calendar's color is green."),
        (SALARY, "I did not check how many tabs the spreadsheet has."),
        (BOREALIS, "The call is hosted by Priya Shah."),
        (BOREALIS, "The agenda file is 58 bytes."),
        (BOREALIS, "The agenda file is about 60 bytes."),
        (ORDER_FORM, "The order form is 80 bytes."),
        (DAY_OFF, "Those are your only two meetings that day."),
        (ASSISTANT, "Yara Haddad is on the Leadership team."),
        (SEATS, "The thread had one reply before mine."),
        (INTENT, "The thread already had 8 replies."),
        (ETA, "The thread had no replies."),
    ],
)
def test_the_true_trait_passes(task: tuple[str, str], sentence: str) -> None:
    needs(task)
    assert appended_failures(*task, sentence) == {}
