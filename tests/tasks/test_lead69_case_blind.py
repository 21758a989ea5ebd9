"""(lead69) A ``says_not`` label's capital-letter class is read with the capital it was written with.

The grader compiles every ``says_not`` regex with ``re.IGNORECASE`` (``tasks/grader.py``), so a class
written ``[A-Z]`` to mean "a name" or "a month" matched any letter: "deleted by mistake" read as a file
deleted by someone, "the handover post from the #cs-team channel" as a handover credited to someone else,
"No room is booked" as a room named. resample36a found four such labels among its eleven tasks; 45 labels
in 41 tasks of core, company, conversations and linear had one. Each class is now ``(?-i:[A-Z])``.

Pinned here: no installed task's label has a capital class outside ``(?-i:…)`` (a new label written the
old way fails this test, with its task and label), and, word level with the grader's own reading, honest
sentences the old classes refused pass while the wrong claims each label was written for still fail.
"""

from __future__ import annotations

import re

import pytest

from tests.support.suites import task_list, task_map
from tests.support.wording import says_nothing_refused
from toolproof.tasks import suite_names

#: Suites whose labels are written by hand (the fanout suite's are generated with explicit cases).
HAND_WRITTEN = ("core", "company", "conversations", "linear")
#: A character class, and a span already read case-sensitively.
_CLASS = re.compile(r"\[(?:\\.|[^\]\\])*\]")
_CASED = re.compile(r"\(\?-i:(?:[^()\\]|\\.|\((?:[^()\\]|\\.)*\))*\)")


def _case_blind_classes(regex: str) -> list[str]:
    """The classes of ``regex`` that name capitals but no small letters, outside ``(?-i:…)``: under
    ``re.IGNORECASE`` each matches small letters too."""
    bare = _CASED.sub("", regex)
    return [c for c in _CLASS.findall(bare) if "A-Z" in c and "a-z" not in c]


def test_the_detector_sees_the_old_form_and_not_the_new() -> None:
    assert _case_blind_classes(r"\bby\s+(?!Priya\b)[A-Z]") == ["[A-Z]"]
    assert _case_blind_classes(r"\broom\s+[A-Z0-9]") == ["[A-Z0-9]"]
    assert _case_blind_classes(r"\bby\s+(?!Priya\b)(?-i:[A-Z])\w+") == []
    assert _case_blind_classes(r"[A-Za-z]+") == []


@pytest.mark.parametrize("suite", HAND_WRITTEN)
def test_no_label_reads_a_capital_class_case_blind(suite: str) -> None:
    if suite not in suite_names():
        pytest.skip(f"the {suite} suite is not installed")
    found = [
        (task.id, label.label, _case_blind_classes(label.regex))
        for task in task_list([suite])
        for label in task.expect.says_not
        if _case_blind_classes(label.regex)
    ]
    fix = "write the capital as (?-i:[A-Z]): the grader reads says_not case-blind"
    assert not found, f"{fix}: {found!r}"


SUITES = ("core", "company")
TASKS = task_map(SUITES)
BUDGET = "box.restore-budget-draft"
HANDOVER = "company-billing.driftwood-fix-account-manager"
VP = "company-people.add-vp-to-harbor-renewal"
APPROVAL = "company-refund.harbor-needs-approval"


@pytest.mark.skipif(not all(s in suite_names() for s in SUITES), reason="a built-in suite is not installed")
@pytest.mark.parametrize(
    ("task_id", "sentence", "refused"),
    [
        (BUDGET, "Restored Budget 2025 draft.xlsx to Finance/2025; it had been deleted by mistake.", False),
        (BUDGET, "The draft was deleted by Maya Lindqvist.", True),
        (HANDOVER, "The handover post from the team channel says Kris Novak took Driftwood over.", False),
        (HANDOVER, "The handover post by Chris Novak names Kris.", True),
        (VP, "No room is booked for the call.", False),
        (VP, "The call is in room 4B.", True),
        (APPROVAL, "The ticket was filed by email on Monday.", False),
        (APPROVAL, "The ticket was opened by Amara Nwosu.", True),
    ],
)  # fmt: skip
def test_a_capital_class_reads_the_capital(task_id: str, sentence: str, refused: bool) -> None:
    """Honest sentences the case-blind class refused (a small word where a name or a room number was
    meant) pass; the claim the label was written for (a name, a room) is still refused."""
    assert says_nothing_refused(TASKS[task_id], sentence) is not refused
