"""A task whose world needs a service that cannot answer here is skipped with the reason, never run.

Linear's double needs its SDL, which stays outside the repository; these tests hide it (both settings
point at files that do not exist) and check that ``toolproof run``, ``validate``, the demo, the Inspect
dataset and the pytest cases leave out exactly the tasks that need Linear, and say why once.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest

from toolproof.cli import main
from toolproof.commands.demo import company
from toolproof.inspect.dataset import suite_samples
from toolproof.service import registry
from toolproof.tasks.catalog import load_selected, runnable
from toolproof.testing.cases import task_cases

LINEAR = "company-linear.*"
#: A company task without Linear (one fault variant), run next to the Linear ones.
OTHER = "company-box.which-dana-order-form"


@pytest.fixture
def no_linear(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> str:
    """Hide Linear's SDL: both places it is looked for name files that do not exist."""
    monkeypatch.setenv("TOOLPROOF_LINEAR_SCHEMA", str(tmp_path / "missing" / "schema.graphql"))
    monkeypatch.setenv("TOOLPROOF_SPECS", str(tmp_path / "no-specs"))
    reason = registry.get("linear").unavailable()
    assert reason is not None
    assert "TOOLPROOF_LINEAR_SCHEMA" in reason
    return reason


def _linear_ids() -> list[str]:
    return [t.id for t in load_selected("company", [LINEAR])]


def test_runnable_sets_aside_exactly_the_tasks_that_need_the_missing_service(no_linear: str) -> None:
    tasks = load_selected("company", [LINEAR, OTHER])
    kept, note = runnable(tasks)
    assert [t.id for t in kept] == [OTHER]
    assert note == (
        f"skipped {len(_linear_ids())} of {len(tasks)} tasks needing a service that cannot answer here "
        f"(linear: {no_linear})"
    )


def test_nothing_is_set_aside_when_every_service_can_answer() -> None:
    tasks = load_selected("company", [OTHER, "company-refund.*"])
    assert runnable(tasks) == (tasks, None)


def test_validate_skips_the_linear_tasks_and_says_why(
    no_linear: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["validate", "company", "--task", LINEAR]) == 0
    err = capsys.readouterr().err
    assert err.count("skipped") == 1
    assert f"skipped {len(_linear_ids())} of {len(_linear_ids())} tasks" in err
    assert no_linear in err


def test_run_skips_the_linear_tasks_and_runs_the_rest(
    no_linear: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "run"
    argv = ["run", "--suite", "company", "--task", LINEAR, "--task", OTHER, "--agent", "careful"]
    assert main([*argv, "--faults", "none", "--out", str(out), "--quiet"]) == 0
    err = capsys.readouterr().err
    assert err.count("skipped") == 1
    assert f"skipped {len(_linear_ids())} of {len(_linear_ids()) + 1} tasks" in err
    assert no_linear in err
    results = json.loads((out / "results.json").read_text())
    assert results["run"]["episodes"] == 1  # the one task left, without faults
    assert results["agents"]["careful"]["session_accuracy"] == 1.0
    assert "linear" not in results["by_service"]["careful"]


def test_run_with_only_linear_tasks_says_there_is_nothing_to_run(
    no_linear: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["run", "--suite", "company", "--task", LINEAR, "--agent", "careful", "--out", str(tmp_path / "r")]
    assert main([*argv, "--quiet"]) == 2
    err = capsys.readouterr().err
    assert no_linear in err
    assert "no tasks to run in company" in err
    assert not (tmp_path / "r").exists()


def test_the_demos_company_part_skips_the_linear_task(
    no_linear: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    metrics = company(
        tmp_path, workers=1, quiet=True, task_ids=["company-linear.acme-export-status-reply", OTHER]
    )
    # four agents on the one remaining task, without faults and under its one fault variant
    assert metrics["run"]["episodes"] == 8
    assert "skipped 1 of 2 tasks" in capsys.readouterr().err


def test_the_inspect_dataset_leaves_the_linear_tasks_out(
    no_linear: str, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.WARNING, logger="toolproof.inspect"):
        samples = suite_samples("company", [LINEAR, OTHER])
    assert {s.metadata["task"] for s in samples if s.metadata} == {OTHER}
    n = len(_linear_ids())
    assert [r.getMessage() for r in caplog.records] == [
        f"toolproof/company: skipped {n} of {n + 1} tasks needing a service that cannot answer here "
        f"(linear: {no_linear})"
    ]


def test_pytest_cases_of_linear_tasks_are_skipped_with_the_reason(no_linear: str) -> None:
    cases = task_cases("company", LINEAR, OTHER, faults=False)
    skipped = {c.id: [m.kwargs["reason"] for m in c.marks] for c in cases}
    assert skipped == {**{i: [f"linear: {no_linear}"] for i in _linear_ids()}, OTHER: []}
