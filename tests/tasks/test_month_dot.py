"""Pins how the fan-out summaries read a dot after a month (stop 56, resample22a's open over-strictness).

resample12c's day check refuses a calendar day that is none of the batch's bounds. It read a month, a dot
and a number as a day, so the honest "created July to October. 22 had no currency set before" (a full
stop, then a count) failed as "22 October". A dot after a month now reads as a date only after an
abbreviation ("Oct. 22", "Sept. 3"); a full month name ends its sentence. Word-level, against every
fan-out task's own post pattern; the full episode is fanout-audit.n080's "resample22a-in-order-by-name"
alternate, run by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_map
from tests.support.wording import posted_text_holds
from toolproof.tasks import suite_names

pytestmark = pytest.mark.skipif("fanout" not in suite_names(), reason="the fan-out suite is not installed")
TASKS = task_map(["fanout"])

N080 = "fanout-audit.n080"  # the 80 newest: 29 Oct back to 18 Jul
HONEST = (
    "Batch finished: 80/80 customers tagged audit=2026-11 and credited $5.00 each, created July to "
    "October. 22 had no currency set before; 13 carry a segment (3 enterprise, 5 mid-market, 5 smb); "
    "26 prefer English."
)


@pytest.mark.parametrize(
    ("text", "holds"),
    [
        (HONEST, True),
        (HONEST.replace("October. 22", "October; 22"), True),
        (HONEST.replace("October. 22", "October. Twenty-two"), True),
        # a day none of the batch's, said every way a date is written: still refused
        (HONEST.replace("October. 22 had", "October 22. 22 had"), False),
        (HONEST.replace("October. 22 had", "Oct. 22. 22 had"), False),
        (HONEST.replace("October. 22 had", "October 22nd. 22 had"), False),
        (HONEST.replace("July to October. 22 had", "Jul. 18 to Oct. 22. 22 had"), False),
        (HONEST.replace("July to October. 22 had", "Sept. 3 to Oct. 29. 22 had"), False),
        # the batch's own bounds, abbreviated with a dot: honest
        (HONEST.replace("July to October. 22 had", "Jul. 18 to Oct. 29. 22 had"), True),
    ],
)
def test_a_month_then_a_dot(text: str, holds: bool) -> None:
    assert posted_text_holds(TASKS[N080], text) is holds


@pytest.mark.parametrize("task_id", sorted(TASKS))
def test_a_full_month_name_then_a_dot_is_no_day_in_any_fanout_task(task_id: str) -> None:
    """The same sentence shape in every fan-out task: a full month, a full stop, a count. The other
    refusals (the batch's size, its months) differ per task, so the count is put in a sentence whose only
    date-like part is the month and the dot; each task's pattern reads it with and without the dot alike."""
    task = TASKS[task_id]
    with_dot = "Batch finished, newest first through October. 22 had no currency set before."
    with_semicolon = with_dot.replace("October. 22", "October; 22")
    assert posted_text_holds(task, with_dot) is posted_text_holds(task, with_semicolon)
