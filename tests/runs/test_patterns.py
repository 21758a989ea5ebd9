"""Failure patterns: which call sequences precede failed sessions, and their lift."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from toolproof.commands.run import execute
from toolproof.runs.patterns import MIN_FAILED, MIN_LIFT, PLAIN, patterns_of, session_words

LOST_RETRY = ["read", "write", "lost response", "same write without key", "claim done"]
SILENT = ["read", "write", "silently ignored", "claim done"]
CLEAN = ["read", "write", "claim done"]


def test_hand_computed_lift_and_ranking() -> None:
    sessions = (
        [(False, LOST_RETRY)] * 3  # every lost response was re-sent blindly, and failed
        + [(True, LOST_RETRY)] * 1  # one re-send was harmless
        + [(False, SILENT)] * 2
        + [(True, CLEAN)] * 6
    )
    rows = patterns_of(sessions)
    # 5 of 12 sessions failed. The blind re-send: in 3 failed and 1 passed session, lift (3/4)/(5/12) = 1.8
    # (< 2, not shown); the silent no-op: 2 failed, 0 passed, lift (2/2)/(5/12) = 2.4, as the longest run of
    # words found in exactly those sessions (the first of two such, alphabetically; the other is related).
    assert [r["text"] for r in rows] == ["read → write → silently ignored"]
    top = rows[0]
    assert (top["failed"], top["passed"], top["lift"]) == (2, 0, 2.4)
    assert (top["failed_share"], top["passed_share"]) == (0.4, 0.0)


def test_the_longest_pattern_covering_the_same_sessions_is_kept() -> None:
    sessions = [(False, LOST_RETRY)] * 4 + [(True, CLEAN)] * 8
    rows = patterns_of(sessions)
    assert rows[0]["pattern"] == ["write", "lost response", "same write without key"]
    assert rows[0]["lift"] == 3.0
    assert len(rows) == 1  # the shorter ones say the same of the same sessions; related ones add nothing


def test_nothing_to_contrast() -> None:
    assert patterns_of([(False, SILENT)] * 5) == []  # every session failed
    assert patterns_of([(True, SILENT)] * 5) == []  # none failed
    assert patterns_of([]) == []


WORDS = st.sampled_from(
    ["read", "write", "lost response", "429", "same write without key", "wait", "claim done"]
)


@given(st.lists(st.tuples(st.booleans(), st.lists(WORDS, max_size=8)), max_size=30))
def test_every_reported_pattern_is_recounted_by_brute_force(sessions: list[tuple[bool, list[str]]]) -> None:
    rows = patterns_of(sessions)
    total, failed_total = len(sessions), sum(1 for p, _ in sessions if not p)
    for row in rows:
        gram = row["pattern"]
        n = len(gram)
        having = [
            p for p, words in sessions if any(words[i : i + n] == gram for i in range(len(words) - n + 1))
        ]
        failed = sum(1 for p in having if not p)
        assert (row["failed"], row["passed"]) == (failed, len(having) - failed)
        assert row["lift"] == pytest.approx((failed / len(having)) / (failed_total / total), abs=1e-3)
        assert row["failed"] >= MIN_FAILED
        assert row["lift"] >= MIN_LIFT
        assert any(w not in PLAIN and not w.startswith("claim ") for w in gram)
    failed_counts = [r["failed"] for r in rows]
    assert failed_counts == sorted(failed_counts, reverse=True)


def test_session_words_name_what_happened_not_the_task() -> None:
    lost = {"kind": "transport", "phase": "after", "committed": True, "delivered": False}
    result = {
        "ledger": [
            {"seq": 1, "time": 1.0, "operation": "x.a.create", "params": {"n": 1}, "writes": True,
             "committed": True, "delivered": False, "status": 0, "outcome": "fault", "fault": lost},
            {"seq": 2, "time": 32.0, "operation": "x.a.create", "params": {"n": 1}, "writes": True,
             "committed": True, "delivered": True, "status": 200, "outcome": "ok", "fault": None},
        ],
        "trajectory": [
            {"type": "call", "tool": "x_a_create", "ledger_seq": 1, "error": "timeout"},
            {"type": "sleep", "seconds": 1},
            {"type": "call", "tool": "x_a_create", "ledger_seq": 2, "status": 200},
        ],
    }  # fmt: skip
    assert session_words(result) == ["write", "lost response", "wait", "same write without key", "no claim"]


def test_the_demo_names_the_blind_retry_after_a_lost_response_first(tmp_path: Path) -> None:
    """On the core suite with its fault variants, the blind-retry agent's top failure pattern is a
    write whose response was lost, re-sent without an idempotency key (whatever calls each task makes)."""
    metrics = execute(
        suite="core", agents=["blind-retry"], trials=1, faults="tasks", out=tmp_path, resume=False,
        concurrency=8, workers=1, task_ids=[], quiet=True,
    )  # fmt: skip
    top = metrics["failure_patterns"]["blind-retry"][0]
    words = top["pattern"]
    assert "lost response" in words
    assert "same write without key" in words
    assert words.index("lost response") < words.index("same write without key")
    assert top["lift"] >= MIN_LIFT
    stored = json.loads((tmp_path / "results.json").read_text(encoding="utf-8"))
    assert stored["failure_patterns"]["blind-retry"][0] == top
    html = (tmp_path / "report.html").read_text(encoding="utf-8")
    table = html[html.index("<table class='patterns' data-agent='blind-retry'>") :]
    assert table.index(f"data-pattern='{top['text']}'") < table.index("</table>")
    first_row = table[table.index("<tr data-pattern=") :]
    assert first_row.startswith(f"<tr data-pattern='{top['text']}'>")
