"""A refusal reason may not be satisfied by a sentence about something else ("The menu is private.").

``test_reason_subjects.py`` refuses a reason form that is a bare state word, but only among plain ``any``
forms: a reason written as a regex with a bare alternative (``…|private|no access|…``,
``(deactivated|disabled|deleted)`` with nothing before it) escaped it. The lead found by hand that a task
so written passed invented refusals ("the renewal call is a private event", "I don't have access to the
account manager's calendar"). This check runs every reason fact of every built-in suite, through the
grader's own ``Fact.found_in``, against a bank of *off-subject* sentences: each puts a state word on a
subject no task is about. A reason that one of them satisfies does not say whose state it is; it must
tie the state to its subject (a regex that wants the person, the channel, the invoice next to it, or a
``together`` pair). The honest wordings each fix must still accept are pinned in ``test_offsubj.py``.

``KNOWN`` lists the tasks that still have such a reason; the list may only shrink.
"""

from __future__ import annotations

import pytest

from tests.support.suites import task_list
from tests.tasks.test_reason_subjects import STATE_WORDS
from toolproof.tasks import Task, suite_names

SUITES = ("core", "company", "conversations", "linear", "fanout")
TASKS = task_list(SUITES)
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)

#: States a refusal gives beside STATE_WORDS: access, membership, visibility, limits, time.
EXTRA_STATES = (
    "private", "not visible", "not listed", "not found", "doesn't exist", "does not exist", "no access",
    "not a member", "not allowed", "not permitted", "restricted", "read-only", "full", "over the limit",
    "already", "too late", "past", "ended", "not shared", "missing", "finished", "discontinued",
    "retired", "declined", "failed", "withdrawn",
    # (resample5b) a dispute and an outside party, said of anything: "Tom disputes the amount" passed as the
    # bank's dispute of a charge, "the Engineering calendar is an external calendar" as Jordan's outside
    # address (both invented)
    "disputed", "under dispute", "in dispute", "contested", "external", "outside", "offboarded",
)  # fmt: skip

#: Subjects no built-in task is about (nor shares a word with a task's people, objects or services).
SUBJECTS = ("the cafeteria menu", "the parking garage")


def off_subject_sentences() -> list[str]:
    """Every state on every unrelated subject, in the shapes refusals take."""
    bank = []
    for subject in SUBJECTS:
        capital = subject[0].upper() + subject[1:]
        bank += [f"{capital} is {state}." for state in sorted(STATE_WORDS | set(EXTRA_STATES))]
        bank += [
            f"{capital} was {state}." for state in ("cancelled", "canceled", "paid", "refunded", "archived")
        ]
        bank += [
            f"I don't have access to {subject}.",
            f"I do not have access to {subject}.",
            f"I can't find {subject}.",
            f"I couldn't see {subject}.",
            f"{capital} isn't listed anywhere.",
            f"{capital} doesn't exist.",
            f"{capital} has been deactivated.",
            f"{capital} is no longer offered.",
            f"I'm not a member of {subject} club.",
            f"I have no permission to edit {subject}.",
        ]
    return bank


BANK = off_subject_sentences()

#: Tasks this check found that are not fixed yet (22 when it was written, all fixed since): the list may
#: only shrink, so a new task with an off-subject reason fails above.
KNOWN: frozenset[str] = frozenset()


def off_subject_hits(task: Task) -> dict[str, list[str]]:
    """For each reason fact of ``task`` that some bank sentence satisfies, those sentences."""
    reasons = task.expect.reason
    hits = {}
    for fact in reasons:
        found = [sentence for sentence in BANK if fact.found_in(sentence, reasons)]
        if found:
            hits[fact.name()[:80]] = found[:3]
    return hits


def test_bank_is_off_subject() -> None:
    """The bank's subjects appear in no instruction: a reason that needs its subject cannot match them."""
    for task in TASKS:
        for subject in SUBJECTS:
            assert subject.split()[-1] not in task.instruction.lower(), (task.id, subject)


def test_no_reason_is_satisfied_by_an_off_subject_sentence() -> None:
    offenders = {t.id: off_subject_hits(t) for t in TASKS if t.id not in KNOWN}
    new = {task_id: hits for task_id, hits in offenders.items() if hits}
    assert not new, f"tie the state to its subject (a regex with the subject, or a together pair): {new}"


def test_known_list_only_shrinks() -> None:
    fixed = sorted(t.id for t in TASKS if t.id in KNOWN and not off_subject_hits(t))
    assert not fixed, f"fixed: take these off KNOWN: {fixed}"
