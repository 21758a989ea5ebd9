"""The final message's readings a grade makes: ``says_not`` searched as written, then in its ASCII form only
when that differs; ``reported_failures`` remembered per message."""

from __future__ import annotations

import re

import pytest

from toolproof.tasks import grader
from toolproof.tasks.grader import says_not_verdicts
from toolproof.tasks.model import SaysNot

ITEMS = [SaysNot(label="a full refund", regex=r"\bdon't refund\b|in full")]


@pytest.mark.parametrize(
    ("message", "passes", "searched"),
    [
        ("Refunded $8.00.", True, ["Refunded $8.00."]),  # no typographic character: one search
        ("Refunded in full.", False, ["Refunded in full."]),
        # A typographic apostrophe: the regex (written with ASCII) finds it only in the ASCII form.
        ("I don\u2019t refund twice.", False, ["I don\u2019t refund twice.", "I don't refund twice."]),
        ("Refunded \u2014 not twice.", True, ["Refunded \u2014 not twice.", "Refunded - not twice."]),
    ],
)
def test_the_ascii_form_is_searched_only_when_it_is_another_text(
    monkeypatch: pytest.MonkeyPatch, message: str, passes: bool, searched: list[str]
) -> None:
    seen: list[str] = []
    real = grader.says_not_pattern

    class Counting:
        """The compiled pattern the grader searches with, recording each text it is asked to search."""

        def __init__(self, regex: str) -> None:
            self.pattern = real(regex)

        def search(self, text: str) -> re.Match[str] | None:
            seen.append(text)
            return self.pattern.search(text)

    monkeypatch.setattr(grader, "says_not_pattern", Counting)  # what says_not_verdicts compiles with
    assert [v.passed for v in says_not_verdicts(ITEMS, message)] == [passes]
    assert seen == searched


def test_no_items_no_search() -> None:
    assert says_not_verdicts([], "I don\u2019t refund twice.") == []


def test_reported_failures_are_remembered_per_message_and_each_caller_gets_its_own_list() -> None:
    from toolproof.tasks.completion import reported_failures

    message = "I couldn't remove Riley from #billing."
    first = reported_failures(message)
    assert first == ["I couldn't remove"]
    first.append("changed by a caller")
    again = reported_failures(message)
    assert again == first[:-1]
    assert again is not first
    assert reported_failures("Removed Riley from #billing.") == []


def test_an_item_with_turns_reads_the_agents_questions_too() -> None:
    """(resample10a) A question that misstates the world misleads the user's answer: an item marked
    ``turns`` reads the agent's turns and the final message; the others read the final message alone."""
    items = [
        SaysNot(label="Ben's thread is ORD-54262", regex=r"ORD-54262 is Ben", turns=True),
        SaysNot(label="Zoey's thread replied in", regex=r"replied in Zoey"),
    ]
    told = "ORD-54262 is Ben's thread; which one?\nReplied in Ben's thread."
    verdicts = says_not_verdicts(items, "Replied in Ben's thread.", told)
    assert [v.passed for v in verdicts] == [False, True]
    assert verdicts[0].detail == "the agent says 'ORD-54262 is Ben'"
    # without the turns (no conversation), the item reads the final message as any other
    assert [v.passed for v in says_not_verdicts(items, "Replied in Ben's thread.")] == [True, True]
    told = "Is it Ben's or Zoey's?\nReplied in Zoey's thread."
    assert [v.passed for v in says_not_verdicts(items, "Replied in Zoey's thread.", told)] == [True, False]
