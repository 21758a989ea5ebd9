"""The per-task slot regexes read no ISO date-time's offset as a range's end (values12): the template
``…\\s*(?:-|–|—|to|until)\\s*\\d`` read "2026-11-05T11:30-08:00" as the slot 11:30 to 08:00
(docs/reviews/resample11b.md, "The same ISO-offset flaw"). A range written as one still is one."""

from __future__ import annotations

import re

import pytest

from tests.support.suites import task_map
from toolproof.tasks import suite_names

pytestmark = pytest.mark.skipif("company" not in suite_names(), reason="the company suite is not installed")
TASKS = task_map(["company"])

#: (task, the says_not's label starts, an ISO date-time with an offset, a range it refuses)
SLOTS = [
    ("company-account.borealis-q4-qbr-deck", "another slot", "2026-11-19T16:00-05:00", "16:00-17:00"),
    ("company-renewal.move-borealis-call", "another start", "2026-11-12T14:00-05:00", "2pm to 3pm"),
    ("company-renewal.ironclad-prep-with-owner", "another start", "2026-11-23T11:00-05:00 ET",
     "11:00-11:30 ET"),
    ("company-renewal.granite-qbr-later-dm", "another day", "2026-11-05T11:30-08:00", "11:30-12:30"),
    ("company-support.acme-freight-manual-exports", "another slot", "2026-11-12T16:00-05:00 (Chicago)",
     "16:00-16:30 Chicago"),
]  # fmt: skip


@pytest.mark.parametrize(("task_id", "label", "iso", "slot"), SLOTS)
def test_an_iso_offset_is_no_range(task_id: str, label: str, iso: str, slot: str) -> None:
    (pattern,) = [s.regex for s in TASKS[task_id].expect.says_not if s.label.startswith(label) and s.regex]
    assert re.search(pattern, iso, re.IGNORECASE) is None
    assert re.search(pattern, slot, re.IGNORECASE) is not None
