"""The complete example in docs/writing-tasks.md is a real task that validates: the guide cannot rot."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

import yaml

from toolproof.runs.validation import validate_task
from toolproof.tasks import tasks_from_data

GUIDE = Path(__file__).resolve().parents[2] / "src" / "toolproof" / "docs" / "writing-tasks.md"


def test_the_guides_example_validates() -> None:
    block = re.search(r"```yaml\n(.*?)```", GUIDE.read_text(encoding="utf-8"), re.S)
    assert block is not None
    (task,) = tasks_from_data(yaml.safe_load(block.group(1)), str(GUIDE))
    report = asyncio.run(validate_task(task))
    assert report.ok, [(c.name, c.detail) for c in report.defects()]
    assert [c.name for c in report.checks][-4:] == [
        "[lost-refund-response] oracle passes",
        "[lost-refund-response] faults fire",
        "[slack-throttled] oracle passes",
        "[slack-throttled] faults fire",
    ]
