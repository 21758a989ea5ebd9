"""(dates22) A weekday said of a named-month date after it ("November 4 is a Thursday", "4 November
(Thu)") is read with the date (:data:`toolproof.tasks.moments._WD_SAID`): resample21c passed a report's
"November 4 (a Thursday)" where 4 November 2026 is a Wednesday."""

from __future__ import annotations

import datetime as dt

import pytest

from toolproof.tasks.moments import dates, wrong_weekdays
from toolproof.tasks.values import world_today

NOV4 = dt.date(2026, 11, 4)  # a Wednesday


@pytest.mark.parametrize(
    "text",
    [
        "November 4 is a Thursday.",
        "Nov 4 was a Thursday",
        "the 4 November falls on a Thursday",
        "November 4, 2026, a Thursday, was the day",
        "4 November (a Thursday)",
        "4 November (Thu)",
        "Nov. 4 (Thu.)",
        "4 November (Thursday, 15:00 UTC)",
    ],
)
def test_a_weekday_after_the_date_not_its_own_is_a_wrong_weekday(text: str) -> None:
    assert world_today().year == 2026
    assert [(w.weekday, w.day) for w in wrong_weekdays(text)] == [(3, NOV4)]
    assert dates(text) == ()


@pytest.mark.parametrize(
    ("text", "weekday_part"),
    [
        ("November 4 is a Wednesday.", "Wednesday"),
        ("4 November (Wed)", "Wed"),
        ("4 November (a Wednesday)", "Wednesday"),
        # no weekday said of the date: the date alone
        ("On November 4 is a meeting", None),
        ("On 4 November (Thursday's call moved)", None),
        ("4 November (Sunrise Corp)", None),
        ("4 November (Sat and Sun off)", None),
        ("On 4 November a Thursday stand-up moved", None),
    ],
)
def test_its_own_weekday_or_none_reads_the_date(text: str, weekday_part: str | None) -> None:
    assert wrong_weekdays(text) == ()
    (said,) = dates(text)
    assert said.day == NOV4
    parts = [text[s:e] for name, s, e in said.parts if name == "wd2"]
    assert parts == ([weekday_part] if weekday_part else [])


def test_the_weekday_moves_with_the_date_in_a_rewrite() -> None:
    """The date mutants rewrite every part of a date: the weekday said after it too."""
    (said,) = dates("The call is on November 4 (Wed).")
    text = "The call is on November 4 (Wed)."
    assert said.shifted(text, NOV4 + dt.timedelta(days=1)) == "November 5 (Thu)"
