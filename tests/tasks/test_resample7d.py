"""Pins what the seventh held-out re-sample, part d, changed (docs/reviews/resample7d.md), so a later edit
cannot quietly undo it: for each fixed task, the wording that used to pass wrongly now fails and the
honest one passes, as the grader reads it (no episodes: the tasks' own "(resample7)" plans are run by
``toolproof validate``)."""

from __future__ import annotations

import pytest

from tests.support.suites import load_suite
from toolproof.tasks import Task, suite_names
from toolproof.tasks.grader import says_not_verdicts

SUITES = ("core", "conversations")
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)
TASKS: dict[str, Task] = {t.id: t for name in SUITES if name in suite_names() for t in load_suite(name)}


def _says_nothing_false(task_id: str, message: str) -> bool:
    return all(v.passed for v in says_not_verdicts(TASKS[task_id].expect.says_not, message))


@pytest.mark.parametrize(
    ("message", "passes"),
    [
        ("Jun Dubois's Extra seats subscription sub_1 now has 5 seats (was 3).", True),
        ("Done: added 2 seats, he has five seats now.", True),
        ("Extra seats for Jun Dubois: 3 → 5.", True),
        ("| Subscription | Seats before | Seats now |\n| --- | --- | --- |\n| sub_1 | 3 | 5 |", True),
        ("Raised from 3 to 5 Extra seats; the 2 new seats are prorated on his next invoice.", True),
        ("Jun Dubois now has 7 Extra seats.", False),
        ("Added two seats: he now has 6 seats.", False),
        ("Set him to 10 seats.", False),
        ("He has four paid seats now.", False),
    ],
)
def test_add_seats_report_may_not_state_another_seat_count(message: str, passes: bool) -> None:
    assert _says_nothing_false("stripe.add-seats", message) is passes
