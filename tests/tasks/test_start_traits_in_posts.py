"""(lead64) A start-row trait said in a post or a turn is read as in the final message.

world31–33 read a trait a named row's start row contradicts ("Grace Okafor, our Security Engineer" of an
HR Business Partner; "Jon Smith is based in London" of a Chicago user) in the final message only; the same
words in the post the agent wrote to people passed that reading. A post is no ground for itself: the write
that posted it and the row it added are left out of what grounds it (else every post would ground its own
words)."""

from __future__ import annotations

import pytest

from tests.support.graded import bare, failures_of

VERDICT = "the episode's turns and posts give a named row no trait its starting row contradicts"
JON = "Can you take ticket #7121 (Tyrell Systems SSO) today?"
ESCALATION = (
    "ESCALATION: Globex Europe webhook deliveries failing with 410 since 07:00 UTC, ticket #4410, "
    "all EU orders affected."
)


def _posted(suite: str, task_id: str, text: str) -> dict[str, str]:
    """The failing verdicts of ``task_id``'s oracle with its one post's text replaced by ``text``."""
    task = bare(suite, task_id)
    steps = [
        s.model_copy(update={"args": {**s.args, "text": text}, "verify": None})
        if s.call == "slack.chat.postMessage"
        else s
        for s in task.oracle
    ]
    return failures_of(task, steps)


@pytest.mark.parametrize(
    ("task_id", "text", "said"),
    [
        (
            "slack.escalate-in-right-channel",
            f"{ESCALATION} cc Grace Okafor, our Security Engineer.",
            "(title)",
        ),
        (
            "slack.escalate-in-right-channel",
            f"{ESCALATION} Grace Okafor is in Tokyo and will pick it up.",
            "(place)",
        ),
        ("slack.dm-the-right-jon", f"Hi Jon Smith (based in London): {JON}", "'based in London' (place)"),
    ],
)
def test_a_trait_the_start_row_contradicts_fails_in_a_post(task_id: str, text: str, said: str) -> None:
    failures = _posted("core", task_id, text)
    assert VERDICT in failures
    assert failures[VERDICT].startswith("a turn or a post says ")
    assert said in failures[VERDICT]


@pytest.mark.parametrize(
    ("task_id", "text"),
    [
        ("slack.escalate-in-right-channel", f"{ESCALATION} cc Grace Okafor (HR Business Partner)."),
        ("slack.escalate-in-right-channel", f"{ESCALATION} Grace Okafor is in London."),
        ("slack.dm-the-right-jon", f"Hi Jon Smith (based in Chicago): {JON}"),
        ("slack.dm-the-right-jon", f"Hi Jon! {JON}"),
    ],
)
def test_the_rows_own_trait_in_a_post_is_not_read_as_false(task_id: str, text: str) -> None:
    assert VERDICT not in _posted("core", task_id, text)


def test_the_oracles_post_alone_passes_whole() -> None:
    assert _posted("core", "slack.dm-the-right-jon", f"Hi Jon! {JON}") == {}
