"""The ``wrong-date:*`` and ``wrong-time:*`` message mutants (:mod:`toolproof.runs.moment_mutants`):
each date a done oracle's final message states a day off, each clock time an hour off, written the way
the message writes them."""

from __future__ import annotations

import datetime as dt

from hypothesis import given
from hypothesis import strategies as st

from toolproof.runs.moment_mutants import wrong_moment_mutants
from toolproof.tasks.moments import dates, times

FINAL = (
    "Moved the design review to Tuesday 17 November at 3 PM ET (2026-11-17 20:00 UTC). "
    "The old slot, Nov 16 at 11:30am, is free."
)


def _rewrites(final: str, said: str | None = None) -> dict[str, str]:
    out = {}
    for mutant in wrong_moment_mutants(final, True):
        assert mutant.message is not None
        out[mutant.id] = mutant.message(final if said is None else said)
    return out


def test_each_date_a_day_off_and_each_time_an_hour_off_in_its_form() -> None:
    got = _rewrites(FINAL)
    assert got == {
        "wrong-date:1:minus1": FINAL.replace("Tuesday 17 November", "Monday 16 November").replace(
            "2026-11-17", "2026-11-16"
        ),
        "wrong-date:1:plus1": FINAL.replace("Tuesday 17 November", "Wednesday 18 November").replace(
            "2026-11-17", "2026-11-18"
        ),
        "wrong-date:2:minus1": FINAL.replace("Nov 16", "Nov 15"),
        "wrong-date:2:plus1": FINAL.replace("Nov 16", "Nov 17"),
        "wrong-time:1:minus1h": FINAL.replace("3 PM ET", "2 PM ET"),
        "wrong-time:1:plus1h": FINAL.replace("3 PM ET", "4 PM ET"),
        "wrong-time:2:minus1h": FINAL.replace("20:00 UTC", "19:00 UTC"),
        "wrong-time:2:plus1h": FINAL.replace("20:00 UTC", "21:00 UTC"),
        "wrong-time:3:minus1h": FINAL.replace("11:30am", "10:30am"),
        "wrong-time:3:plus1h": FINAL.replace("11:30am", "12:30pm"),
    }


def test_what_was_said_on_the_way_says_the_same_wrong_date() -> None:
    said = "Shall I move it to Tue 17 Nov?\n" + FINAL
    got = _rewrites(FINAL, said)["wrong-date:1:plus1"]
    assert got.startswith("Shall I move it to Wed 18 Nov?\n")
    assert "Wednesday 18 November" in got


def test_only_done_and_only_stated_moments() -> None:
    assert wrong_moment_mutants("Done: the card is updated; 3 seats left.", True) == []
    assert wrong_moment_mutants(FINAL, False) == []


def test_month_and_year_ends_and_ordinals() -> None:
    assert _rewrites("Renews on Nov 30.")["wrong-date:1:plus1"] == "Renews on Dec 1."
    assert _rewrites("Due December 31st, 2026.")["wrong-date:1:plus1"] == "Due January 1st, 2027."
    assert _rewrites("Due 01.12.2026.")["wrong-date:1:minus1"] == "Due 30.11.2026."
    assert _rewrites("Starts 12 PM.")["wrong-time:1:minus1h"] == "Starts 11 AM."
    assert _rewrites("Starts 09:30.")["wrong-time:1:minus1h"] == "Starts 08:30."


def _date_form(day: dt.date, form: int) -> str:
    """Date forms messages write: ISO, weekday day month, short with year, yearless, dotted, US slashed,
    "the 5th of June"."""
    if form == 6 and day.day in range(4, 21):
        return f"the {day.day}th of {day:%B}"
    return [
        day.isoformat(),
        f"{day:%A} {day.day} {day:%B}",
        f"{day:%a}, {day:%b} {day.day}, {day.year}",
        f"{day:%b} {day.day}",
        f"{day.day:02d}.{day.month:02d}.{day.year}",
        f"{day.month}/{day.day}/{day.year}",
        f"{day:%B} {day.day}",
    ][form]


@given(
    st.dates(min_value=dt.date(2026, 6, 1), max_value=dt.date(2027, 3, 31)),
    st.integers(0, 6),
    st.sampled_from([-1, 1]),
)
def test_every_date_form_reads_back_and_shifts_a_day(day: dt.date, form: int, k: int) -> None:
    text = f"Moved to {_date_form(day, form)}."
    (said,) = dates(text)
    assert said.day == day
    kind = "plus1" if k == 1 else "minus1"
    (mutant,) = [m for m in wrong_moment_mutants(text, True) if m.id.endswith(kind)]
    assert mutant.message is not None
    (shifted,) = dates(mutant.message(text))
    assert shifted.day == day + dt.timedelta(days=k)  # and a weekday written with it is its own


@given(st.integers(0, 23), st.sampled_from([0, 15, 30, 45]), st.sampled_from(["12h", "12h-lower", "24h"]))
def test_every_time_form_reads_back_and_shifts_an_hour(hour: int, minute: int, form: str) -> None:
    h12 = hour % 12 or 12
    mer = "AM" if hour < 12 else "PM"
    written = {
        "12h": f"{h12}:{minute:02d} {mer}" if minute else f"{h12} {mer}",
        "12h-lower": f"{h12}:{minute:02d}{'am' if hour < 12 else 'pm'}",
        "24h": f"{hour:02d}:{minute:02d}",
    }[form]
    text = f"Booked for {written} ET."
    (said,) = times(text)
    assert (said.hour, said.minute, said.zone) == (hour, minute, "America/New_York")
    got = _rewrites(text)
    for kind, k in (("plus1h", 1), ("minus1h", -1)):
        (moved,) = times(got[f"wrong-time:1:{kind}"])
        assert (moved.hour, moved.minute, moved.zone) == ((hour + k) % 24, minute, "America/New_York")
