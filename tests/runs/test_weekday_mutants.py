"""(zones17) The ``wrong-weekday:*`` message mutants (:mod:`toolproof.runs.weekday_mutants`): each date
a stating oracle writes with its weekday, with another weekday, or a day later under the same weekday;
the misdated check (:func:`toolproof.tasks.moments.misdated`) refuses every one."""

from __future__ import annotations

import datetime as dt

from hypothesis import given
from hypothesis import strategies as st

from tests.tasks.test_weekdays import _task
from toolproof.runs.weekday_mutants import wrong_weekday_mutants
from toolproof.tasks import grader
from toolproof.tasks.moments import misdated
from toolproof.world.diff import Diff

FINAL = (
    "Moved the design review to Tuesday 17 November at 3 PM ET (Tue 11/17/2026). "
    "The old slot, Nov 16 at 11:30am, is free; the retro stays on Monday 30 November."
)


def _rewrites(final: str) -> dict[str, str]:
    out = {}
    for mutant in wrong_weekday_mutants(final, True):
        assert mutant.message is not None
        out[mutant.id] = mutant.message(final)
    return out


def test_each_dated_weekday_gets_another_weekday_and_a_shifted_date() -> None:
    assert _rewrites(FINAL) == {
        "wrong-weekday:1:other": FINAL.replace("Tuesday 17", "Wednesday 17").replace(
            "Tue 11/17", "Wed 11/17"
        ),
        "wrong-weekday:1:shifted": FINAL.replace("Tuesday 17", "Tuesday 18").replace("11/17/", "11/18/"),
        "wrong-weekday:2:other": FINAL.replace("Monday 30 November", "Tuesday 30 November"),
        "wrong-weekday:2:shifted": FINAL.replace("Monday 30 November", "Monday 1 December"),
    }


def test_none_without_a_weekday_in_a_question_or_for_a_claim_that_states_nothing() -> None:
    assert wrong_weekday_mutants("Moved it to 17 November at 3 PM ET (2026-11-17).", True) == []
    assert wrong_weekday_mutants("Shall I move it to Tuesday 17 November?", True) == []
    assert wrong_weekday_mutants(FINAL, False) == []


def test_a_rewrite_that_is_another_honest_date_is_no_mutant() -> None:
    """ "Thu 10 Jun" on 2 November 2026 is 10 June 2027; a day later under the same weekday, "Thu 11
    Jun", is 11 June 2026 (a Thursday): an honest date, so no ``shifted`` mutant."""
    ids = [m.id for m in wrong_weekday_mutants("Her next invoice is on Thu 10 Jun.", True)]
    assert ids == ["wrong-weekday:1:other"]


@given(
    st.dates(dt.date(2026, 8, 1), dt.date(2027, 1, 31)),
    st.sampled_from(["{wd} {d} {mon}", "{wd3} {m}/{d}/{y}"]),
)
def test_the_check_refuses_every_mutant(day: dt.date, form: str) -> None:
    wd = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"][day.weekday()]
    mon = day.strftime("%B")
    said = form.format(wd=wd, wd3=wd[:3], d=day.day, mon=mon, m=day.month, y=day.year)
    final = f"Done: the renewal is on {said}."
    assert misdated(final, ()) == []
    mutants = wrong_weekday_mutants(final, True)
    assert mutants, final
    for mutant in mutants:
        assert mutant.message is not None
        assert misdated(mutant.message(final), ()) != [], mutant.id


def test_the_grader_kills_them_on_a_task() -> None:
    task = _task("core", "box.review-task-for-finance-lead")
    right = "Created a review task on Q4 Forecast.xlsx for Dana, due Friday 20 November."
    assert [v for v in grader.moment_verdicts(task, {}, Diff(), [], "done", right) if not v.passed] == []
    for mutant in wrong_weekday_mutants(right, True):
        assert mutant.message is not None
        failed = [v for v in grader.moment_verdicts(task, {}, Diff(), [], "done", mutant.message(right))]
        assert failed, mutant.id
        assert not failed[0].passed, mutant.id
