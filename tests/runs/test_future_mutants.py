"""The ``future-text`` and ``request-text`` post mutants (:mod:`toolproof.runs.future`): a post that
announces work done, turned into a promise or a request, and how a post check that reads the outcome
kills them while honest announcements pass."""

from __future__ import annotations

import re

import pytest

from toolproof.runs.future import future, request
from toolproof.runs.text_mutants import FAILURE, text_mutants


@pytest.mark.parametrize(
    ("text", "promised", "asked"),
    [
        ("Moved the sync to 3 PM.", "Will move the sync to 3 PM.", "Can someone move the sync to 3 PM?"),
        (
            "The sync has been moved to 3 PM ET.",
            "The sync will be moved to 3 PM ET.",
            "Can someone make sure the sync will be moved to 3 PM ET?",
        ),
        (
            "Heads up: invoice in_1 is now paid. Thanks!",
            "Heads up: invoice in_1 will be now paid. Thanks!",
            "Can someone make sure heads up: invoice in_1 will be now paid? Thanks!",
        ),
        (
            "FYI: I voided Mei's invoice ($9.00).",
            "FYI: I will void Mei's invoice ($9.00).",
            "Can someone make sure FYI: I will void Mei's invoice ($9.00)?",
        ),
        (
            "Retro booked: Wednesday 4 November, 11:00 New York time.",
            "Retro will be booked: Wednesday 4 November, 11:00 New York time.",
            "Can someone make sure Retro will be booked: Wednesday 4 November, 11:00 New York time?",
        ),
        (
            "We've booked the review for Friday 2 PM.",
            "We will book the review for Friday 2 PM.",
            "Can someone make sure we will book the review for Friday 2 PM?",
        ),
        (
            "Refunded $20.81 to Acme (ch_123). Ticket closed.",
            "Will refund $20.81 to Acme (ch_123). Ticket closed.",
            "Can someone refund $20.81 to Acme (ch_123)? Ticket closed.",
        ),
    ],
)
def test_rewrites(text: str, promised: str, asked: str) -> None:
    assert future(text) == promised
    assert request(text) == asked


@pytest.mark.parametrize(
    "text",
    [
        "Can someone look at the export?",
        "The refund was not issued.",
        "We will move the sync.",
        "Thanks all",
        # the same said of the future is as true: no mutant that an honest post could be
        "Heads up: the sync is now at 3 PM",
        "Reminder: the trial ends tomorrow at 09:00 UTC. Check his card.",
        "Alice is in the review until 11:30.",
        "Here is the Q3 refunds export.",
    ],
)
def test_no_rewrite_of_a_question_a_denial_a_promise_a_state_or_no_verb(text: str) -> None:
    assert future(text) is None
    assert request(text) is None


def test_generated_per_free_text_argument() -> None:
    args = [("channel", "C123"), ("text", "Moved the sync to 3 PM for everyone.")]
    got = {m.id: dict(m.replace)["text"] for m in text_mutants(2, args, lambda v: None) if m.id[0] in "fr"}
    assert got == {
        "fails-text@3:text": f"{FAILURE} Moved the sync to 3 PM for everyone.",
        "future-text@3:text": "Will move the sync to 3 PM for everyone.",
        "request-text@3:text": "Can someone move the sync to 3 PM for everyone?",
    }


#: A post check that reads what was done (the pattern resample6 fixes wrote): the new time, and an
#: outcome in the past or the present state, with no promise or request before it.
ANNOUNCED = re.compile(
    r"^(?![\s\S]*\b(?:will|going to|can someone|could someone|please)\b)"
    r"(?=[\s\S]*\b(?:moved|is now|has been moved|now at)\b)[\s\S]*\b3\s*PM\b",
    re.IGNORECASE,
)


@pytest.mark.parametrize(
    ("text", "passes"),
    [
        ("Heads up: the sync is now at 3 PM", True),
        ("Moved the sync to 3 PM.", True),
        ("The sync has been moved to 3 PM.", True),
        ("Will move the sync to 3 PM.", False),
        ("Can someone move the sync to 3 PM?", False),
        ("The sync will be moved to 3 PM.", False),
    ],
)
def test_a_check_that_reads_the_outcome_kills_both_and_passes_honest_posts(text: str, passes: bool) -> None:
    assert bool(ANNOUNCED.search(text)) is passes
    for mutant in (future("Moved the sync to 3 PM."), request("Moved the sync to 3 PM.")):
        assert mutant is not None
        assert not ANNOUNCED.search(mutant)
