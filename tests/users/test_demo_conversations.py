"""The demo's conversation part: the asking agent ahead of the guessing one, and the table that says why."""

from __future__ import annotations

from pathlib import Path

from tests.support.suites import load_suite
from toolproof.commands.demo import CONVERSATION_AGENTS, CONVERSATIONS, conversations, explain_conversations


def _some_tasks() -> list[str]:
    """One task of each path and service, with hidden facts where the path has them."""
    chosen: dict[tuple[str, str], str] = {}
    for task in sorted(load_suite(CONVERSATIONS), key=lambda t: t.id):
        key = (task.services[0], task.path)
        has_facts = task.user is not None and any(f.required for f in task.user.facts)
        if key not in chosen and (has_facts or task.path == "impossible"):
            chosen[key] = task.id
    return sorted(chosen.values())


def test_careful_asks_and_passes_where_guessing_fails(tmp_path: Path) -> None:
    metrics = conversations(tmp_path, workers=1, quiet=True, task_ids=_some_tasks())
    careful, guessing = (metrics["agents"][a] for a in CONVERSATION_AGENTS)
    assert careful["session_accuracy"] == 1.0
    assert guessing["session_accuracy"] < careful["session_accuracy"]
    assert careful["clarification_rate"] == 1.0
    assert guessing["clarification_rate"] == 0.0
    header, *rows = explain_conversations(metrics)
    assert header.split()[:5] == ["agent", "accuracy", "happy", "unhappy", "impossible"]
    assert [r.split()[0] for r in rows] == CONVERSATION_AGENTS
    assert rows[0].split()[1] == "100.0%"
    assert (tmp_path / "report.html").exists()
