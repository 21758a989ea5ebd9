"""Dates and times in posts read as typed values (poststates7).

Two parts. The bare weekday in the typed date matcher (``tasks/values.py``): "moved to Tuesday at 3 PM
ET" names a date only when the world's clock makes it unambiguous (the date is one of the six days
after the world's "today"), and a weekday beside another date is that date's. Then the pins of each
post regex converted to ``states:``: a wrong date, hour or zone in the post fails, honest forms pass.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.support.suites import load_suite
from toolproof.tasks import Task, suite_names, values
from toolproof.tasks.predicates import check


def found(form: dict[str, Any], text: str) -> bool:
    return values.pattern(values.encode(form)).search(text) is not None


_WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
_TODAYS = st.dates(min_value=dt.date(2020, 1, 1), max_value=dt.date(2035, 12, 31))


def _short(day: dt.date) -> str:
    return _WEEKDAYS[day.weekday()][:3]


# -- the bare weekday --------------------------------------------------------------------------------


def test_the_worlds_today_is_the_clocks_first_day() -> None:
    assert values.world_today() == dt.date(2026, 11, 2)  # DEFAULT_EPOCH: Monday 2 November 2026, 09:00 UTC


@pytest.mark.parametrize(
    "text",
    ["Moved to Tuesday at 3 PM ET.", "moved to Tue, 3-4 PM ET", "It is now this Tuesday.",
     "on Tues. at 15:00", "Tuesday 3 PM", "(Tuesday)", "Tuesday's call", "Tuesday 3.30 pm London"],
)  # fmt: skip
def test_a_bare_weekday_names_the_coming_day_in_the_world(text: str) -> None:
    assert found({"date": "2026-11-03"}, text)  # the world's today is Monday 2 November


@pytest.mark.parametrize(
    "text",
    ["Tuesday 17 November", "Tue, 11/17", "Nov 17 (Tue)", "Tuesday the 17th", "Tuesday, 2026-11-17",
     "next Tuesday", "last Tuesday", "every Tuesday", "Tuesdays at 3", "Tuesday week", "Tuesday next week",
     "Wednesday", "Wednesday 3 November", "Monday", "Tuesday 17.11.2026", "17 November, Tuesday"],
)  # fmt: skip
def test_a_weekday_beside_another_date_or_another_week_does_not_name_the_coming_day(text: str) -> None:
    assert not found({"date": "2026-11-03"}, text)


def test_a_weekday_alone_does_not_reach_past_the_coming_week() -> None:
    assert not found({"date": "2026-11-10"}, "moved to Tuesday at 3 PM ET")  # the coming Tuesday is the 3rd
    assert not found({"date": "2026-11-09"}, "Monday")  # today is a Monday: today or next week
    assert found({"date": "2026-11-08"}, "Sunday")
    assert found({"date": "2026-11-10"}, "Tuesday 10 November")


@settings(max_examples=80, deadline=None)
@given(today=_TODAYS, ahead=st.integers(min_value=-3, max_value=16))
def test_generated_a_bare_weekday_is_the_date_only_within_six_days(today: dt.date, ahead: int) -> None:
    day = today + dt.timedelta(days=ahead)
    form = {"date": day.isoformat(), "today": today.isoformat()}
    name = _WEEKDAYS[day.weekday()]
    assert found(form, f"Moved to {name} at 3 PM ET.") is (1 <= ahead <= 6)
    assert found(form, f"moved to {name[:3]}, 3-4 PM ET") is (1 <= ahead <= 6)
    assert not found(form, f"Moved to next {name}.")
    assert not found(form, f"{name}s work best.")
    for other in range(1, 7):  # every other weekday fails, beside or without the date
        wrong = _WEEKDAYS[(day.weekday() + other) % 7]
        assert not found(form, f"Moved to {wrong} at 3 PM ET.")
        assert not found(form, f"Moved to {wrong}, {day:%B} {day.day}.")
    assert found(form, f"Moved to {name}, {day:%B} {day.day}.")


@settings(max_examples=80, deadline=None)
@given(today=_TODAYS, ahead=st.integers(min_value=1, max_value=6), shift=st.sampled_from([-14, -7, 7, 14]))
def test_generated_the_date_beside_a_weekday_decides(today: dt.date, ahead: int, shift: int) -> None:
    day = today + dt.timedelta(days=ahead)
    other = day + dt.timedelta(days=shift)  # the same weekday, another week
    form = {"date": day.isoformat(), "today": today.isoformat()}
    for text in (
        f"{other:%A} {other.day} {other:%B}",
        f"{_short(other)}, {other.month}/{other.day}",
        f"{other:%b} {other.day} ({_short(other)})",
        f"{other:%A}, {other.isoformat()}",
        f"{other:%A} {other:%d.%m.%Y}",
    ):
        assert not found(form, f"Moved to {text} at 3 PM ET."), text
        assert found({"date": other.isoformat(), "today": today.isoformat()}, f"Moved to {text} at 3 PM ET.")


def test_states_reads_the_bare_weekday_as_facts_do() -> None:
    states = {"states": [{"date": "2026-11-03"}, {"time": "2026-11-03T15:00", "zone": "America/New_York"}]}
    assert check("Moved to Tuesday at 3 PM ET.", states)
    assert check("Moved to Tue 3 Nov, 20:00 UTC.", states)
    assert not check("Moved to Tuesday 10 November at 3 PM ET.", states)
    assert not check("Moved to Wednesday at 3 PM ET.", states)
    assert not check("Moved to Tuesday at 3 PM London time.", states)


# -- a time's own zone going without saying (bare_ok), and "10-11:30 ET" ---------------------------

TEN_NY = {"time": "2026-11-06T10:00", "zone": "America/New_York"}


@pytest.mark.parametrize("text", ["stand-up at 10:00.", "10:00, as usual", "10 AM stand-up", "10-10:15"])
def test_bare_ok_takes_the_clock_time_alone(text: str) -> None:
    assert found({**TEN_NY, "bare_ok": True}, text)
    assert not found(TEN_NY, text)


@pytest.mark.parametrize(
    "text",
    ["10:00 London time", "10:00 your time", "10:00 CET", "10:00 (Paris)", "10:00 UTC+1", "10:00 Europe/Oslo",
     "10:00 in Berlin", "9:00", "10:30", "10 PM", "22:00"],
)  # fmt: skip
def test_bare_ok_never_takes_another_zones_clock_time_or_another_hour(text: str) -> None:
    assert not found({**TEN_NY, "bare_ok": True}, text)


def test_a_whole_hour_opens_a_24_hour_range() -> None:
    assert found(TEN_NY, "Thu 10-11:30 ET")
    assert found({"time": "2026-11-06T11:30", "zone": "America/New_York"}, "Thu 10-11:30 ET")
    assert not found(TEN_NY, "Thu 10-11:30 PT")
    assert not found(TEN_NY, "Thu 10-11:30 pm ET")


@settings(max_examples=60, deadline=None)
@given(hour=st.integers(min_value=0, max_value=23), minute=st.sampled_from([0, 15, 30, 45]))
def test_generated_bare_ok_is_the_own_zones_clock_only(hour: int, minute: int) -> None:
    form = {"time": f"2026-11-06T{hour:02d}:{minute:02d}", "zone": "America/New_York", "bare_ok": True}
    said = f"{hour:02d}:{minute:02d}"
    assert found(form, f"It moves to {said}.")
    assert not found(form, f"It moves to {said} London time.")
    other = f"{(hour + 1) % 24:02d}:{minute:02d}"
    assert not found(form, f"It moves to {other}.")


# -- the converted posts -----------------------------------------------------------------------------

TASKS: dict[str, Task] = {
    t.id: t for name in ("core", "company") if name in suite_names() for t in load_suite(name)
}


def _text(task_id: str, table: str = "slack_messages", n: int = 0) -> Any:
    """The condition on the text of the ``n``-th row of ``table`` the task expects added."""
    changes = [c for c in TASKS[task_id].expect.changes if c.kind == "added" and c.table == table]
    condition = changes[n].where["text"]
    assert "states" in condition or "or" in condition, f"{task_id}: no typed value on the post"
    return condition


def _chris(when: str) -> str:
    """Chris Novak's leftovers report with the Driftwood renewal on ``when``."""
    return (
        "Still on Chris Novak:\n- Box folders he owns: Driftwood Media, Ironclad Insurance\n"
        "- Billing records naming him as account manager: Driftwood Media, Ironclad Insurance\n"
        f"- Ahead on his calendar: the Driftwood renewal, {when}"
    )


#: Per converted task: honest posts that pass, and wrong ones that fail (each wrong one says which old
#: form it is: "old" passed the word-list regex, "new" is a wrong day, hour or zone the brief names).
PINS: dict[str, tuple[list[str], list[str]]] = {
    "company-account.granite-questionnaire-review": (
        [
            "I've assigned you a review task on the questionnaire, due at the QBR: Thu 5 Nov, 1 PM ET.",
            "Review task assigned, due when the QBR starts: 13:00 New York time (10:00 your time).",
            "Heads-up: a Box review task on the questionnaire, due Thu Nov 5, 1pm Eastern (18:00 UTC).",
        ],
        [
            "Review task assigned, due at 1 PM.",  # old: a bare 1 PM
            "Review task assigned, due at 1 PM London time.",  # old: another zone
            "Review task assigned, due at 10:00 New York time.",  # new: the requester's wrong hour
            "Review task assigned, due at 1 PM CT.",
        ],  # new: the wrong zone
    ),
    "company-account.harbor-renewal-pack": (
        [
            "Harbor & Pine's renewal pack is ready in Box. Renewal call: Thu 19 Nov, 2 PM ET.",
            "Harbor & Pine renewal pack ready. Call on 2026-11-19 at 14:00 New York time.",
            "Harbor & Pine: renewal pack ready; call Thursday, November 19 at 2:00 pm Eastern (19:00 UTC).",
        ],
        [
            "Harbor & Pine's renewal pack is ready; renewal call on the 19th of December at 2 PM ET.",  # old
            "Harbor & Pine pack ready for the 19 seats; call Nov 20 at 2 PM ET.",  # old: any 19
            "Harbor & Pine pack ready; call Thu 19 Nov at 2 PM Chicago time.",  # old: another zone
            "Harbor & Pine pack ready; call Thu 19 Nov at 3 PM ET.",
        ],  # new: the wrong hour
    ),
    "company-people.ironclad-owner-report": (
        [
            "Ironclad Insurance: owner Priya Shah; renewal call Tue 24 Nov, 16:00 London; 80 seats.",
            "Priya Shah owns Ironclad now. Renewal call 24.11.2026 at 4 PM UK time. 80 seats.",
            "Ironclad: Priya Shah, Tuesday 24 November at 16:00 GMT, 80 seats.",
        ],
        [
            "Ironclad: Priya Shah, renewal call Tue 24 Nov at 4 PM ET, 80 seats.",  # old: another zone
            "Ironclad: Priya Shah, call 24 November 2025, 16:00 London, 80 seats.",  # old: another year
            "Ironclad: Priya Shah, renewal call Tue 24 Nov at 11:00 ET, 80 seats.",  # new: not London's time
            "Ironclad: Priya Shah, renewal call Wed 25 Nov, 16:00 London, 80 seats.",  # new: the wrong day
            "Ironclad: Priya Shah, renewal call Tue 24 Nov, 17:00 London, 80 seats.",
        ],  # new: the wrong hour
    ),
    "company-people.fjord-renewal-reminder": (
        [
            "Reminder: our renewal call is on Monday 23 November at 18:00 Oslo time.",
            "Reminder: renewal call 23.11.2026, 18.00 Oslo time.",
            "Reminder: our renewal call is on 23.11 at 18.00 Oslo time.",
            "Renewal call: Mon 23 Nov, 6 PM CET.",
        ],
        [
            "Renewal call: Mon 23 Nov, 6 PM ET.",  # old: another zone
            "Renewal call: November 23, 2025 at 18:00 Oslo time.",  # old: another year
            "Renewal call: Mon 23 Nov at 12:00 ET.",  # new: the instant, not in Oslo time
            "Renewal call: Mon 23 Nov at 17:00 Oslo time.",  # new: the wrong hour
            "Renewal call: Tue 24 Nov at 18:00 Oslo time.",
        ],  # new: the wrong day
    ),
    "company-renewal.move-borealis-call": (
        [
            "Your renewal call has moved to Thursday 19 November, 15:00 London time.",
            "New time for the renewal call: 19.11.2026 at 3 PM UK time.",
            "We moved the call to Thu 19 Nov, 15:00-15:45 GMT.",
        ],
        [
            "Your renewal call has moved to Thursday 19 November, 3 PM ET.",  # old: another zone
            "Your renewal call has moved to 19 November 2025, 15:00 London time.",  # old: another year
            "Your renewal call has moved to Thursday 26 November, 15:00 London time.",  # new: the wrong day
            "Your renewal call has moved to Thursday 19 November, 16:00 London time.",
        ],  # new: the wrong hour
    ),
    "cross.book-and-dm": (
        [
            "Support escalation review: Thursday 5 November, 13:00 New York time. Please bring the numbers.",
            "Support escalation review on Thu at 1 PM ET, bring the numbers.",
            "Maria, Support escalation review on Thu Nov 5 at 7 pm your time; please bring the numbers.",
            "Review on 5 Nov at 19:00 Madrid time.",
            "Review on 5 Nov, 18:00 UTC.",
        ],
        [
            "Support escalation review on Thursday 12 November at 1 PM ET.",  # old: any "thu"
            "Support escalation review on Thu 5 Nov at 1 PM London time.",  # old: another zone
            "Support escalation review on Thu 5 Nov at 19:00.",  # old: a bare 19:00
            "Support escalation review next Thursday at 1 PM ET.",  # new: next week's
            "Support escalation review on Thu 5 Nov at 2 PM ET.",
        ],  # new: the wrong hour
    ),
    "cross.cancel-and-tell-engineering": (
        [
            "Today's Roadmap jam is cancelled.",
            "The Roadmap jam on Mon 2 Nov (16:00 ET) is cancelled.",
            "FYI: the 4 PM ET Roadmap jam is cancelled.",
        ],
        [
            "The 4 PM London time Roadmap jam is cancelled.",  # old: another zone
            "The 16:00 Roadmap jam is cancelled.",  # old: a bare clock time
            "The Roadmap jam on Monday is cancelled.",  # old: "Monday" on a Monday (today or next week)
            "The Roadmap jam on Tue 3 Nov is cancelled.",
        ],  # new: the wrong day
    ),
    "cross.move-standup-and-announce": (
        [
            "Friday 6 November: stand-up at 10:00.",
            "Friday's stand-up moves to 10 AM ET (this Friday only).",
            "The stand-up on Fri 6 Nov moves to 15:00 UTC.",
        ],
        [
            "The stand-up on Friday 13 November moves to 10:00.",  # old: any "fri"
            "Friday's stand-up moves to 10:00 London time.",  # old: another zone
            "Next Friday's stand-up moves to 10:00 ET.",  # old: next week's
            "Friday's stand-up moves to 11:00 ET.",
        ],  # new: the wrong hour
    ),
    "cross.announce-with-wrong-time": (
        [
            "Reminder: Wednesday's stand-up is at 10:00 (not 9:30).",
            "The stand-up on Wed 4 Nov is at 10 AM ET.",
        ],
        [
            "Reminder: the stand-up on Wednesday 11 November is at 10:00.",  # old: any "wed"
            "Reminder: Wednesday's stand-up is at 10:00 London time.",  # old: another zone
            "Reminder: Wednesday's stand-up is at 9:30 as usual.",
        ],  # the requester's time
    ),
    "cross.accept-one-review-and-tell-team": (
        [
            "I'm in the monthly business review Thursday 10:00-11:30 ET; questions after that please.",
            "FYI I'm in the monthly business review Thu 10-11:30 ET; questions after that please.",
            "In the review on 5 Nov from 15:00 to 16:30 UTC.",
        ],
        [
            "In the review Thursday 10:00-11:30 PT, questions after.",  # old: another zone
            "In the review Thursday 10 to 11:30, questions after.",  # old: no zone
            "In the review Thursday 10:00-12:00 ET, questions after.",
            "In the review on Friday 10:00-11:30 ET, questions after.",  # (resample8d) another day
            "I'm in the monthly business review 10:00-11:30 ET; questions after that please.",  # no day
        ],  # new: the wrong end
    ),
    "company-account.borealis-q4-qbr-deck": (
        ["Borealis Health QBR booked: Thu 19 Nov, 15:00 London.", "Borealis QBR Q4 is on 19.11.2026."],
        [
            "Borealis Health QBR booked for December 19.",  # old: any 19
            "Borealis QBR booked for 20 November with 19 guests.",
        ],  # old: any 19
    ),
    "company-account.evergreen-trial-questionnaire": (
        [
            "Evergreen's trial ends on 9 November; the questionnaire review task is assigned to Grace.",
            "Evergreen trial ends 09/11/2026; review task on the questionnaire assigned.",
        ],
        [
            "Evergreen's trial ends on November 9, 2025; questionnaire task assigned.",  # old: another year
            "Evergreen's trial ends on Monday 16 November; questionnaire task assigned.",
        ],  # new: the wrong day
    ),
    "company-bug.acme-export-review": (
        [
            "Booked: Acme Freight export review, Wed 4 Nov, 10:00-10:30 ET.",
            "The review is on Wednesday at 9 AM Central (10 AM ET).",
            "Booked for 2026-11-04 15:00 UTC.",
        ],
        [
            "Booked: Acme Freight export review, Wednesday 11 November at 10:00 ET.",  # old: any "wed"
            "Booked: Wed 4 Nov at 10:00 London time.",  # old: another zone
            "Booked: Wed 4 Nov at 10 am.",  # old: a bare clock time to a customer in another zone
            "Booked: Wed 4 Nov at 11:00 ET.",
        ],  # new: the wrong hour
    ),
    "company-bug.flag-borealis-renewal-risk": (
        [
            "Borealis Health's renewal is at risk (open S1). Renewal call: Thursday 12 November.",
            "Borealis Health renewal at risk; renewal call 12.11.2026.",
        ],
        [
            "Borealis Health's renewal is at risk; renewal call Friday 12 November.",  # old: a wrong weekday
            "Borealis Health's renewal is at risk; renewal call Nov 12, 2025.",  # old: another year
            "Borealis Health's renewal is at risk; renewal call Friday 13 November.",
        ],  # new: the wrong day
    ),
    "company-offboarding.kite-revoke-access": (
        [
            "Kite & Co offboarded from Box (their subscription ended 5 October).",
            "Kite & Co: Box access removed; subscription ended 05.10.2026.",
        ],
        [
            "Kite & Co offboarded from Box; subscription ended October 5, 2025.",  # old: another year
            "Kite & Co offboarded from Box; subscription ended 6 October.",
        ],  # new: the wrong day
    ),
    "company-offboarding.chris-leftovers-report": (
        [_chris("Friday 20 November")],
        [_chris("Nov 20, 2025"), _chris("Friday 27 November")],  # old: another year; new: the wrong day
    ),
    "company-people.extend-evergreen-trial": (
        [
            "Evergreen's trial now ends on Monday 16 November.",
            "Evergreen Schools: trial now ends 16/11/2026.",
        ],
        [
            "Evergreen's trial now ends on the 16th of December.",  # old: any 16th
            "Evergreen's trial now ends on 16 November 2025.",  # old: another year
            "Evergreen's trial now ends on Tuesday 17 November.",
        ],  # new: the wrong day
    ),
    "company-renewal.evergreen-trial-review": (
        ["Evergreen Schools' trial ends on Monday 9 November.", "Evergreen Schools: trial ends 09.11.2026."],
        [
            "Evergreen Schools' trial ends on November 9, 2025.",  # old: another year
            "Evergreen Schools' trial ends on Tuesday 10 November.",
        ],  # new: the wrong day
    ),
    "company-renewal.cobalt-checkin-after-new-card": (
        [
            "Cobalt's renewal check-in moved to Monday 16 November, 11:00 ET.",
            "Moved to Mon 16 Nov at 11:00.",
            "Moved to 2026-11-16 16:00 UTC.",
        ],
        [
            "Moved to Monday 23 November at 11:00.",  # old: any "mon"
            "Moved to Mon 16 Nov at 11:00 CT.",  # old: another zone
            "Moved to Monday at 11:00.",  # old: a bare Monday two weeks ahead
            "Moved to Mon 16 Nov at 12:00 ET.",
        ],  # new: the wrong hour
    ),
}


@pytest.mark.parametrize(
    ("task_id", "text"), [(task_id, text) for task_id, (honest, _) in PINS.items() for text in honest]
)
def test_an_honest_post_passes(task_id: str, text: str) -> None:
    assert check(text, _text(task_id))


@pytest.mark.parametrize(
    ("task_id", "text"), [(task_id, text) for task_id, (_, wrong) in PINS.items() for text in wrong]
)
def test_a_wrong_date_or_time_in_the_post_fails(task_id: str, text: str) -> None:
    assert not check(text, _text(task_id))


@pytest.mark.parametrize(
    ("text", "is_the_day"),
    [("renewal call 12-Nov-2026", True), ("12-nov-26", True), ("Thu 12-Nov", True), ("12-Nov-2025", False),
     ("Fri 12-Nov-2026", False), ("2-Nov-2026", False)],
)  # fmt: skip
def test_a_dashed_day_month_year_is_a_date(text: str, is_the_day: bool) -> None:
    assert found({"date": "2026-11-12"}, text) is is_the_day
