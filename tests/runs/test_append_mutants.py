"""The ``post-append`` mutants (:mod:`toolproof.runs.append_mutants`): a write step's text that holds a
dictated quote, with an unasked claim after it; the grader's generic rule kills them."""

from __future__ import annotations

import asyncio

from tests.support.suites import load_suite
from toolproof.runs.append_mutants import APPENDED, appended, post_append_mutants
from toolproof.runs.validation import validate_task

INSTRUCTION = (
    'Reply in its thread with: "Looking into INV-2026-550 now, I\'ll update this thread by end of day."'
)
TEXT = "Looking into INV-2026-550 now, I’ll update this thread by end of day."


def test_one_mutant_per_argument_holding_a_dictated_quote() -> None:
    args = [("channel", "C01"), ("text", TEXT), ("thread_ts", "1.0")]
    mutants = list(post_append_mutants(INSTRUCTION, 2, args))
    assert [m.id for m in mutants] == ["post-append@3:text"]
    assert mutants[0].at == 2
    assert mutants[0].replace == (("text", f"{TEXT} {APPENDED}"),)
    # no dictated quote, or an argument that does not hold it: none
    assert list(post_append_mutants("Reply in its thread.", 2, args)) == []
    assert list(post_append_mutants(INSTRUCTION, 2, [("text", "Looking into it now.")])) == []


def test_the_sentence_follows_the_text_as_its_last_sentence() -> None:
    assert appended("Done") == f"Done. {APPENDED}"
    assert appended("Can you take it today?") == f"Can you take it today? {APPENDED}"


def test_every_post_append_mutant_of_the_dictated_replies_is_killed() -> None:
    ids = {"slack.reply-in-complaint-thread", "slack.dm-the-right-jon", "cross.remind-before-review"}
    outcomes = {}
    for task in (t for t in load_suite("core") if t.id in ids):
        report = asyncio.run(validate_task(task, only_mutants=("post-append",)))
        assert report.ok, report.defects()
        outcomes.update({f"{task.id} {m.id}": m.outcome for m in report.mutants})
    assert outcomes == {
        "cross.remind-before-review post-append@3:text": "killed",
        "slack.reply-in-complaint-thread post-append@3:text": "killed",
        "slack.dm-the-right-jon post-append@3:text": "killed",
    }
