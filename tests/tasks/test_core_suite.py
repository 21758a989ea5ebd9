"""Every shipped suite validates: this is `toolproof validate core` in CI, one test per task."""

from __future__ import annotations

import asyncio

import pytest

from toolproof.tasks import load_suite, suite_names
from toolproof.runs.validation import validate_task

CORE = load_suite("core") if "core" in suite_names() else []


def test_core_suite_has_the_promised_shape() -> None:
    assert len(CORE) >= 60
    multi = [t for t in CORE if len(t.services) > 1]
    assert len(multi) >= 15
    assert sum(t.path == "unhappy" for t in CORE) >= 15
    assert sum(t.path == "impossible" for t in CORE) >= 10
    assert all(t.faults for t in CORE), [t.id for t in CORE if not t.faults]
    assert {s for t in CORE for s in t.services} == {"stripe", "slack", "gcal"}


@pytest.mark.parametrize("task", CORE, ids=[t.id for t in CORE])
def test_task_validates(task: object) -> None:
    report = asyncio.run(validate_task(task))  # type: ignore[arg-type]
    assert report.ok, "\n".join(f"{c.name}: {c.detail}" for c in report.defects())
