"""The demo's company part: the careful agent passes every task and variant, the others trail it."""

from __future__ import annotations

from pathlib import Path

from tests.support.suites import load_suite
from toolproof.commands.demo import AGENTS, COMPANY, COMPANY_TASKS, company, explain
from toolproof.tasks.catalog import select


def test_the_demo_names_one_task_per_family_of_the_suite() -> None:
    suite = load_suite(COMPANY)
    families = {t.family for t in suite}
    assert sorted(t.family for t in select(suite, COMPANY_TASKS)) == sorted(families)


def test_careful_passes_and_the_others_trail(tmp_path: Path) -> None:
    task = "company-refund.duplicate-refund-reply-book"  # its lost refund response stops naive short
    metrics = company(tmp_path, workers=1, quiet=True, task_ids=[task])
    agents = metrics["agents"]
    assert agents["careful"]["session_accuracy"] == 1.0
    assert agents["noop"]["session_accuracy"] == 0.0
    assert agents["naive"]["session_accuracy"] < 1.0
    assert [line.split()[0] for line in explain(metrics)] == AGENTS
    assert (tmp_path / "report.html").exists()
