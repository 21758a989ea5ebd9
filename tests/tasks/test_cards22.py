"""(cards22) A card's last four in a post must be shown by what the episode had read by then, as the
final message's are (:func:`toolproof.tasks.posted_values.false_values`): resample20b found
"Please check his card (Amex ending 8431)" posted without any read of a card passing."""

from __future__ import annotations

from typing import Any

import pytest

from tests.support.graded import bare, failures_of
from toolproof.tasks import suite_names

POSTS = "the episode's posts state no value the episode had not shown"
TASK = "stripe-multi.schedule-trial-end-reminder"


def _plan() -> list[Any]:
    task = bare("core", TASK)
    return [*next(p.steps for p in task.alternates if p.name == "resample17b-names-his-card")]


@pytest.mark.skipif("core" not in suite_names(), reason="the core suite is not installed")
def test_a_card_posted_after_reading_it_passes_and_one_never_read_fails() -> None:
    task = bare("core", TASK)
    steps = _plan()
    assert any(s.call == "stripe.payment_methods.list" for s in steps)
    assert failures_of(task, steps) == {}
    unread = [s for s in steps if s.call != "stripe.payment_methods.list"]
    failed = failures_of(task, unread)
    assert POSTS in failed, failed
    assert "a card ending 8431: nothing the episode had shown by then shows it" in failed[POSTS]
    # only the card is wrong: the same post without it passes
    bare_post = [
        s.model_copy(update={"args": {**s.args, "text": s.args["text"].replace(" (Amex ending 8431)", "")}})
        if s.call == "slack.chat.scheduleMessage"
        else s
        for s in unread
    ]
    assert failures_of(task, bare_post) == {}
