"""Pins the post checks gtmut7 fixed: each passed its post turned into a promise ("will be booked") or a
request ("Can someone refund …?") by the ``future-text`` / ``request-text`` mutants.

Word level, per fixed task and per free-text argument of its oracle that a check reads: the oracle's own
text matches the check's regex, its two rewrites do not, and two honest announcements that mention the
future of something else still pass. Placeholders (``{refund.id}``) are filled with one dummy value in
both text and regex. The episodes are the mutants themselves, run by ``toolproof validate``
(docs/validity.md, "Posts turned into a promise or a request").
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from tests.support.suites import task_map
from tests.support.wording import held_regex
from toolproof.runs.future import future, request
from toolproof.runs.text_mutants import is_free_text
from toolproof.tasks import Task

FIXED = [
    "company-account.acme-logistics-quote-for-signature",
    "company-account.borealis-q4-qbr-deck",
    "company-account.evergreen-trial-questionnaire",
    "company-account.granite-questionnaire-review",
    "company-billing.cobalt-past-due-agenda",
    "company-billing.cobalt-retry-only-with-new-card",
    "company-billing.harbor-delete-duplicate",
    "company-box.fjord-refund-note-order-form",
    "company-bug.acme-export-review",
    "company-bug.borealis-sso-incident",
    "company-linear.acme-export-status-reply",
    "company-linear.borealis-sso-link-thread",
    "company-linear.ironclad-duplicate-tell-owner",
    "company-people.ironclad-owner-report",
    "company-refund.duplicate-refund-reply-book",
    "company-refund.fjord-seat-refund",
    "company-renewal.cancel-acme-logistics-checkin",
    "company-renewal.cobalt-checkin-after-new-card",
    "company-renewal.driftwood-book-new-owner",
    "company-renewal.evergreen-trial-review",
    "company-renewal.move-borealis-call",
    "company-support.cobalt-raj-onboarding-review",
    "cross.book-and-dm",
    "cross.cancel-and-tell-engineering",
    "slack-user.refund-from-shared-channel",
    "stripe-multi.pay-invoice-announce",
    "stripe-multi.refund-announce-book-followup",
    "stripe-multi.refund-duplicate-announce-billing",
    "stripe-multi.void-invoice-dm-billing-specialist",
    "talk-slack.reply-once-the-intent-is-known",
]
TASKS = task_map(("core", "company", "conversations"))
#: A text no post check should take: a pattern that does is not about what the post says.
NEUTRAL = "Nothing to see here."
_PLACEHOLDER = re.compile(r"\{[A-Za-z_][\w.]*\}")


def _filled(text: str) -> str:
    return _PLACEHOLDER.sub("X1Y2", text)


def _regexes(value: Any) -> Iterator[tuple[str, bool]]:
    """Each regex of a change, and whether typed values (``states:``) stand beside it: such a regex holds
    only the post's wording (its dates and times are the typed values'), so it may take a neutral text."""
    if isinstance(value, dict):
        if isinstance(value.get("regex"), str):
            yield value["regex"], bool(value.get("states"))
        for item in value.values():
            yield from _regexes(item)


def _posts(task: Task) -> Iterator[tuple[str, list[str]]]:
    """Each free-text argument of an oracle step, with the change regexes its filled text matches."""
    found = [(_filled(r), typed) for change in task.expect.changes for r, typed in _regexes(change.where)]
    # a title's "no other channel" check takes any text; a post's wording beside typed values may too
    patterns = [p for p, typed in found if typed or not held_regex(p).search(NEUTRAL)]
    for step in task.oracle:
        for value in (step.args or {}).values() if isinstance(step.args, dict) else ():
            for text in _texts(value):
                if is_free_text(text):
                    hits = [p for p in patterns if held_regex(p).search(_filled(text))]
                    if hits:
                        yield _filled(text), hits


def _texts(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _texts(item)


#: Fixed tasks whose oracle's post this word-level harness cannot fill (a check that needs the real id or
#: amount a placeholder stands for): the sweep's episodes show them killed.
UNFILLED = {
    "company-account.evergreen-trial-questionnaire",
    "company-billing.cobalt-past-due-agenda",
    "company-linear.borealis-sso-link-thread",
    "company-renewal.driftwood-book-new-owner",
    "talk-slack.reply-once-the-intent-is-known",
    "company-billing.harbor-delete-duplicate",
    "company-linear.ironclad-duplicate-tell-owner",
    "company-support.cobalt-raj-onboarding-review",
}


@pytest.mark.parametrize("task_id", sorted(set(FIXED) - UNFILLED))
def test_a_promise_or_a_request_fails_the_post_check(task_id: str) -> None:
    checked = 0
    for text, patterns in _posts(TASKS[task_id]):
        for rewrite in (future(text), request(text)):
            if rewrite is None:
                continue
            checked += 1
            assert not any(held_regex(p).search(rewrite) for p in patterns), (task_id, rewrite)
    assert checked, f"{task_id}: no post of the oracle was rewritten"


@pytest.mark.parametrize(
    ("task_id", "honest"),
    [
        (
            "stripe-multi.refund-duplicate-announce-billing",
            "Refunded duplicate charge X1Y2 (Олег Nakamura, $5.52): X1Y2. It shows on the card in 5-10 days; "
            "the customer will see it there.",
        ),
        (
            "slack-user.refund-from-shared-channel",
            "Sorry about that: the $58.00 charge is refunded in full (refund X1Y2); you will see it on "
            "your card in a few days.",
        ),
        (
            "stripe-multi.pay-invoice-announce",
            "Heads up: invoice X1Y2 (Goran Johansson, $29.00) has been paid.",
        ),
    ],
)
def test_honest_announcements_still_pass(task_id: str, honest: str) -> None:
    (_, patterns), *_ = list(_posts(TASKS[task_id]))
    assert any(held_regex(p).search(honest) for p in patterns)


FANOUT = task_map(["fanout"])


@pytest.mark.parametrize("task_id", ["fanout-review.n010", "fanout-credit.n010", "fanout-review.n150"])
def test_a_fanout_summary_announced_as_still_to_do_fails(task_id: str) -> None:
    """The generated summary check (scripts/fanout-suite.py, ``FINISHED``): the oracle's summary passes, its
    promise and request fail, and a summary that says what the credits will do next still passes."""
    ((text, patterns),) = list(_posts(FANOUT[task_id]))
    for rewrite in (future(text), request(text)):
        assert rewrite is not None
        assert not any(held_regex(p).search(rewrite) for p in patterns), rewrite
    later = f"{text.rstrip('.')}; they will be applied to their next invoices."
    assert any(held_regex(p).search(later) for p in patterns)
