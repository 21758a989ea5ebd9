"""Pins the lead's ground-truth fixes of stop 72 (docs/validity.md, "Stop 72: … (lead72)").

box.amend-acme-contract-value: traits43 made a file's size a ``sole`` trait (a clause naming no file is read
against the one file the message names), and resample39c's honest alternate "The draft (20 bytes, …) weren't
touched" then failed as the MSA's size (44 bytes). A clause that speaks of "the <word>", the word in another
file's name and not in the named one's, is read against those files too: the draft's true size passes, a size
no file of the kind holds still fails, and "the file" / "the MSA" still mean the named MSA.

Each case is the task's oracle with the sentence appended and its ``says_not`` off
(``tests/support/graded.py``): the generic checks alone decide.
"""

from __future__ import annotations

import pytest

from tests.support.graded import appended_failures
from toolproof.tasks import suite_names

pytestmark = pytest.mark.skipif("core" not in suite_names(), reason="the core suite is not installed")
MSA = "box.amend-acme-contract-value"
TRAIT = "the final message gives a named row no trait its starting row contradicts"


@pytest.mark.parametrize(
    ("sentence", "passes"),
    [
        ("The draft (20 bytes, created 2 December 2025) wasn't touched.", True),
        ("The draft is 20 bytes.", True),
        ("The MSA is 44 bytes.", True),
        ("The file is 44 bytes.", True),
        ("The draft is 99 bytes.", False),
        ("The draft (99 bytes) was left alone.", False),
        ("The MSA is 20 bytes.", False),
        ("The file is 20 bytes.", False),
    ],
)
def test_a_size_said_of_the_draft(sentence: str, passes: bool) -> None:
    failures = appended_failures("core", MSA, sentence)
    if passes:
        assert failures == {}
    else:
        assert TRAIT in failures
        assert "(size)" in failures[TRAIT]
