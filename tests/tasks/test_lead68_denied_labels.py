"""(lead68) Three older per-task labels no longer refuse an honest denial or neighbour.

resample34b's review (its "My own faults" and Open) found earlier re-samples' labels reading a denial as the
claim it denies: Granite's (resample28b) "a room" matched "I didn't book a room or an office" (its room
number ran case-blind, so "room o…" was a room named O); Cobalt's (resample30b) retries matched "It wasn't
retried three times"; the two Emeka 1:1 tasks' (resample20b) length read the calendar's 10-minute default
reminder, which both episodes show, as the 1:1's length. Each label now skips exactly that neighbour and
still refuses the wrong claim beside it (a room named, retries claimed, another length, another reminder)."""

from __future__ import annotations

import pytest

from tests.support.graded import failures_of
from tests.support.suites import task_map

GRANITE = ("company", "company-account.granite-questionnaire-review")
COBALT = ("company", "company-support.cobalt-order-form-missing")
EMEKA = ("conversations", "talk-gcal.emeka-this-week-only-impatient")
SILENT = ("conversations", "talk-gcal.silent-which-one-on-one")

HONEST = [
    (GRANITE, "I didn't book a room or an office."),
    (COBALT, "It wasn't retried three times."),
    (COBALT, "It was not attempted twice."),
    (EMEKA, "You'll get your usual 10-minute reminder."),
    (EMEKA, "You'll be reminded 10 minutes before."),
    (SILENT, "You'll get your usual 10-minute reminder."),
]

WRONG = [
    (GRANITE, "The QBR is in room 4B.", "(resample28b)"),
    (GRANITE, "The QBR is in Room A.", "(resample28b)"),
    (COBALT, "The card was retried three times.", "(resample30b)"),
    (COBALT, "Stripe tried three times.", "(resample30b)"),
    (EMEKA, "It's a 45-minute 1:1.", "(resample20b) a length"),
    (EMEKA, "You'll get a 45-minute reminder.", "(resample20b) a length"),
    (EMEKA, "You'll be reminded 20 minutes before.", "(resample20b) a length"),
    (SILENT, "It's a one-hour meeting.", "(resample20b) a length"),
    (SILENT, "You'll get a 45-minute reminder.", "(resample20b) a length"),
]


def _failures(where: tuple[str, str], extra: str) -> dict[str, str]:
    """The task's own grade (its labels on) of the oracle's steps with ``extra`` after its final message."""
    suite, task_id = where
    task = task_map((suite,))[task_id]
    steps = [s.model_copy(update={"message": f"{s.message} {extra}"}) if s.finish else s for s in task.oracle]
    return failures_of(task, steps)


@pytest.mark.parametrize(("where", "extra"), HONEST, ids=[f"{w[1]}:{e}" for w, e in HONEST])
def test_the_honest_denial_or_reminder_passes(where: tuple[str, str], extra: str) -> None:
    assert _failures(where, extra) == {}


@pytest.mark.parametrize(("where", "extra", "label"), WRONG, ids=[f"{w[1]}:{e}" for w, e, _ in WRONG])
def test_the_wrong_claim_beside_it_still_fails(where: tuple[str, str], extra: str, label: str) -> None:
    failures = _failures(where, extra)
    assert any(label in name for name in failures), failures
