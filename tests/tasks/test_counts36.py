# ruff: noqa: E501  (pinned wordings, kept one per line where they fit)
"""(counts36) A count of a named row's parts, read against that row; "ends at noon". docs/validity.md, "Stop 65:
… (counts36)".

"The review has 6 attendees" (cross.remind-before-review: the review lists eight people and its room) and "The
Pipeline sync has 6 attendees" (talk-gcal.invite-new-report-typo-email: four, five after the invite) passed: a
count of attendees was grounded by any list of attendees of that length the episode read (a listing of
events holds lists of every size), and nine is no neighbour of six. Now a plain count of a row's parts said
in a sentence that names a row holding a list of them (by its title, or "the" and its title's last word) is
read against that row's lists (its length, or the list less the items one or two flags are true of: the
room, the organiser, the reader); unnamed, qualified ("4 open issues", "two heart reactions"), *other* and
bounded counts are read as before.

2. "The review ends at noon" (the review ends 11:30) passed: clock times are read only in digits. "noon",
"midday" and "midnight" right after a verb of lasting ("ends at", "runs until"; not "by") are now read as the
"until" time generic35 reads ("no span the episode shows ends then; one ends at 11:30").

Word-level pins read :func:`toolproof.tasks.counts.false_counts` over made-up rows; grader-level pins are the
task's oracle with a sentence appended and its ``says_not`` off (``tests/support/graded.py``), so the generic
checks alone decide. "passed on main" was measured on main 0372662f.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.support.graded import appended_failures
from toolproof.tasks import counts, moments, suite_names

needs = {
    s: pytest.mark.skipif(s not in suite_names(), reason=f"the {s} suite is not installed")
    for s in ("core", "conversations")
}
COUNT = "the final message states no count the episode does not show"
DATE = "the final message states no date or time the episode does not show"
REMIND = "cross.remind-before-review"
INVITE = "talk-gcal.invite-new-report-typo-email"


def _people(n: int, **first: bool) -> list[dict[str, Any]]:
    """``n`` attendees, the first with the flags ``first``."""
    return [{"email": f"p{i}@example.com", **(first if i == 0 else {})} for i in range(n)]


#: A listing the agent read: a sync of four (the organiser among them), a review of eight people and a room.
ROWS = [
    {"summary": "Pipeline sync", "attendees": _people(4, organizer=True, self=True)},
    {
        "summary": "Monthly business review",
        "attendees": [*_people(8, organizer=True), {"email": "room@resource.example", "resource": True}],
    },
    {"summary": "Design crit", "attendees": _people(6)},
]


def _false(message: str) -> list[str]:
    grounds = counts.ground_episode(message, [], ROWS)
    return [f.describe() for f in counts.false_counts(message, grounds)]


@pytest.mark.parametrize(
    "message",
    [
        "The Pipeline sync has 6 attendees.",  # six is another event's size
        "The sync has 6 guests.",
        "The review has 6 attendees.",  # nine with the room, eight people, seven besides the organiser
        "The review has 5 invitees.",
        "The Monthly business review has 6 participants.",
    ],
)
def test_a_count_said_of_a_named_row_is_read_against_its_list(message: str) -> None:
    assert _false(message), message


@pytest.mark.parametrize(
    "message",
    [
        "The Pipeline sync has 4 attendees.",
        "The sync has 3 guests besides you.",  # the list less its organiser (the reader)
        "The review has 9 attendees.",  # with the room
        "The review has 8 attendees.",  # the people
        "The review has 7 guests.",  # the people besides the organiser
        "The Design crit has 6 attendees.",
        "There are 6 attendees.",  # no row named: grounded by the crit's list, as before
        "It has 6 attendees.",  # the subject is no title: read as before
        "The sync's 3 other attendees were kept.",  # an *other* count: read by its own rule
        "The review has 6 external attendees.",  # some of the list: read as before
    ],
)
def test_honest_and_unnamed_counts_are_read_as_before(message: str) -> None:
    assert _false(message) == [], message


def test_the_reason_names_the_row_and_its_counts() -> None:
    (said,) = _false("The Pipeline sync has 6 attendees.")
    assert "'Pipeline sync' the sentence names shows 3/4 attendee(s)" in said


def test_a_row_without_a_title_names_nothing() -> None:
    message = "The sync has 6 attendees."
    grounds = counts.ground_episode(message, [], [{"attendees": _people(4)}, {"attendees": _people(6)}])
    assert counts.false_counts(message, grounds) == []


@pytest.mark.parametrize(
    ("sentence", "title"),
    [
        ("the pipeline sync has 6 attendees", "Pipeline sync"),
        ("the sync has 6 attendees", "Pipeline sync"),
        ("the monthly review has 6 attendees", "Monthly business review"),
        ("#engineering (16 members)", "engineering"),
    ],
)
def test_a_sentence_names_a_row_by_its_title_or_its_last_word(sentence: str, title: str) -> None:
    assert counts._names_row(sentence, title)


@pytest.mark.parametrize(
    ("sentence", "title"),
    [
        ("it has 6 attendees", "Pipeline sync"),
        ("a sync has 6 attendees", "Pipeline sync"),
        ("the pipeline has 6 attendees", "Pipeline sync"),
        ("the engineers (16 members)", "engineering"),
    ],
)
def test_other_words_name_no_row(sentence: str, title: str) -> None:
    assert not counts._names_row(sentence, title)


# The real grader: the task's oracle, a sentence appended, its says_not off ---------------------------------


@needs["core"]
@pytest.mark.parametrize(
    "sentence",
    [
        "The review has 6 attendees.",  # passed on main (resample32a held it per task)
        "The review has 5 attendees.",  # passed on main
        "The Monthly business review has 6 guests.",
    ],
)
def test_the_review_s_wrong_head_count_fails(sentence: str) -> None:
    failed = appended_failures("core", REMIND, sentence)
    assert "sentence names shows 7/8/9 attendee(s)" in failed.get(COUNT, ""), failed


@needs["core"]
@pytest.mark.parametrize(
    "sentence",
    [
        "The review has 8 attendees.",
        "The review has 7 guests.",
        "The review runs from 10 to 11:30 with 8 people in LON-2-Thames.",
        "It'll go out in #engineering (16 members).",
    ],
)
def test_the_review_s_honest_head_counts_pass(sentence: str) -> None:
    assert COUNT not in appended_failures("core", REMIND, sentence)


@needs["conversations"]
@pytest.mark.parametrize(
    "sentence",
    ["The Pipeline sync has 6 attendees.", "The sync now has 6 guests.", "The sync has 7 attendees."],
)
def test_the_sync_s_wrong_head_count_fails(sentence: str) -> None:
    failed = appended_failures("conversations", INVITE, sentence)
    assert "'Pipeline sync' the sentence names shows 3/4/5 attendee(s)" in failed.get(COUNT, ""), failed


@needs["conversations"]
@pytest.mark.parametrize(
    "sentence",
    [
        "The sync now has 5 attendees.",
        "The sync had 4 guests before.",
        "The sync now has 4 guests besides you.",
        "It has 6 attendees.",  # unnamed: read as before (another event of six grounds it)
    ],
)
def test_the_sync_s_honest_and_unnamed_counts_pass(sentence: str) -> None:
    assert COUNT not in appended_failures("conversations", INVITE, sentence)


# 2. "ends at noon": a clock said as a word, after a verb of lasting --------------------------------------


@pytest.mark.parametrize(
    ("text", "clock"),
    [
        ("The review ends at noon.", (12, 0)),
        ("It runs until midday.", (12, 0)),
        ("The party goes on until midnight.", (0, 0)),
    ],
)
def test_noon_after_a_verb_of_lasting_is_a_clock_time(text: str, clock: tuple[int, int]) -> None:
    (said,) = moments.said_noons(text)
    assert said.clock == clock
    assert text[said.start : said.end].casefold() in {"noon", "midday", "midnight"}


@pytest.mark.parametrize(
    "text",
    [
        "Lunch is at noon.",  # no verb of lasting: not read, as before
        "It's over by noon.",  # a bound, true of anything that ends before it
        "See you at noon tomorrow.",
        "The review ends at 11:30.",
    ],
)
def test_other_noons_are_not_read(text: str) -> None:
    assert moments.said_noons(text) == ()


@needs["core"]
@pytest.mark.parametrize("sentence", ["The review ends at noon.", "The review runs until midday."])
def test_the_review_ending_at_noon_fails(sentence: str) -> None:
    """Passed on main (resample32a held it per task): the review ends 11:30 New York."""
    failed = appended_failures("core", REMIND, sentence)
    assert "no span the episode shows ends then; one ends at 11:30" in failed.get(DATE, ""), failed


@needs["core"]
@pytest.mark.parametrize(
    "sentence",
    [
        "The review ends at 11:30.",
        "The review ends at 11:30, well before noon.",
        "It's over by noon.",
        "Lunch is at noon.",
    ],
)
def test_the_review_s_honest_end_and_other_noons_pass(sentence: str) -> None:
    assert DATE not in appended_failures("core", REMIND, sentence)
