"""A text the instruction dictates, written with more (:mod:`toolproof.tasks.dictated`).

resample7a and resample8b each found a dictated reply passing with an invented claim after the quote,
and anchored their task by hand. Word-level cases for which quotes are dictated, what a written text
may hold beside one (a greeting, a mention, a label, formatting) and what it may not (any other word),
then the grader on ``slack.reply-in-complaint-thread``, whose post check looks for words only."""

from __future__ import annotations

import asyncio

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.support.suites import load_suite
from toolproof.agents import run_episode
from toolproof.agents.reference import Mutation, PlanAgent
from toolproof.tasks import Task
from toolproof.tasks.dictated import beyond, extra_text, quotes
from toolproof.world.diff import Diff, RowChange, TableDiff

VERDICT = "a dictated text says nothing beyond its words"
QUOTE = "Looking into INV-2026-550 now, I'll update this thread by end of day."
INSTRUCTION = f'Find that message and reply in its thread with: "{QUOTE}"'


def test_a_quote_after_a_dictation_cue_is_dictated_and_a_quoted_name_is_not() -> None:
    assert quotes(INSTRUCTION) == ("looking into inv-2026-550 now, i will update this thread by end of day",)
    assert quotes('Create a review task with the message "Please approve the Q4 forecast".') == (
        "please approve the q4 forecast",
    )
    assert quotes('Post "Status: EU checkout latency is back to normal" in #status.') == (
        "status: eu checkout latency is back to normal",
    )
    # a name, a title, a short label: no dictation
    assert quotes('Move the issue "Okta SAML login loops for Initech" to In Review.') == ()
    assert quotes('Book a 30-minute "Acme Freight renewal call" on Friday.') == ()
    assert quotes('Post this: "All good".') == ()


HONEST = [
    QUOTE,
    "Looking into INV-2026-550 now, I’ll update this thread by end of day",
    "looking into INV-2026-550 now, I will update this thread by end of day!",
    f"Hi team, {QUOTE}",
    f"Hey Maria — {QUOTE}",
    f"<@U0123ABCD> {QUOTE}",
    f"*{QUOTE}* :eyes:",
    f"> {QUOTE}",
    f'"{QUOTE}"',
    f"Update: {QUOTE} Thanks!",
    f"{QUOTE} cc <@U0A1BB2WW6S>",
    f'Message from Alice: "{QUOTE}"',
    f"Hi Jon :wave:\n> {QUOTE}",  # (resample12b) an emoji after the greeting, then the quote as a block quote
    f"Hey team :wave: {QUOTE}",
    "Something else entirely.",  # not the quote: the expectations' business
]
WRONG = [
    f"{QUOTE} Confirmed Hooli was charged twice; a refund is on its way.",
    f"{QUOTE} — refund issued, customer notified",
    f"Refund issued. {QUOTE}",
    f"{QUOTE} (ETA 3 PM)",
    f"Hi Jon :wave: John approved it > {QUOTE}",  # (resample12b) the emoji allows no claim after it
]


@pytest.mark.parametrize("text", HONEST)
def test_a_greeting_a_mention_a_label_or_formatting_is_allowed(text: str) -> None:
    assert beyond(text, quotes(INSTRUCTION)[0]) == ""


@pytest.mark.parametrize("text", WRONG)
def test_any_other_word_beyond_the_quote_is_not(text: str) -> None:
    assert beyond(text, quotes(INSTRUCTION)[0]) != ""


@settings(max_examples=60, deadline=None)
@given(
    before=st.sampled_from(["", "Hi all, ", "<@U07> ", "Reminder: ", "**", "@maria "]),
    after=st.sampled_from(["", " :white_check_mark:", " Thanks!", "**", " <!here>"]),
    claim=st.sampled_from(["Refund issued.", "Customer notified.", "It was charged twice.", "ETA 15:00."]),
)
def test_allowed_text_passes_and_one_claim_more_fails(before: str, after: str, claim: str) -> None:
    quote = quotes(INSTRUCTION)[0]
    assert beyond(f"{before}{QUOTE}{after}", quote) == ""
    assert beyond(f"{before}{QUOTE}{after} {claim}", quote) != ""


def test_the_diff_is_read_in_added_rows_and_changed_text_less_its_old_text() -> None:
    posted = {"channel": "C01", "ts": "1.0", "text": f"{QUOTE} Refund issued."}
    said = extra_text(INSTRUCTION, Diff({"slack_messages": TableDiff(added=[posted])}))
    assert said == ["slack_messages.text: '. refund issued.'"]
    before = {"id": "i1", "description": "Renewal due 1 Dec."}
    after = {"id": "i1", "description": f"Renewal due 1 Dec.\n{QUOTE}"}
    edited = Diff({"items": TableDiff(changed=[RowChange(("i1",), before, after)])})
    assert extra_text(INSTRUCTION, edited) == []
    assert extra_text("Reply in the thread.", Diff({"slack_messages": TableDiff(added=[posted])})) == []


def test_a_quote_written_once_as_it_is_may_be_cited_in_another_text() -> None:
    clean = {"channel": "C01", "ts": "1.0", "text": QUOTE}
    cited = {"channel": "C02", "ts": "2.0", "text": f"Heads-up, we replied ({QUOTE}) in the thread."}
    assert extra_text(INSTRUCTION, Diff({"slack_messages": TableDiff(added=[clean, cited])})) == []
    more = {"channel": "C01", "ts": "1.0", "text": f"{QUOTE} Refund issued."}
    said = extra_text(INSTRUCTION, Diff({"slack_messages": TableDiff(added=[more, cited])}))
    assert said == [
        "slack_messages.text: '. refund issued.'",
        "slack_messages.text: 'heads-up, we replied ( … .) in the thread.'",
    ]


# -- the grader -------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def complaint() -> Task:
    return next(t for t in load_suite("core") if t.id == "slack.reply-in-complaint-thread")


def _posted(task: Task, text: str) -> list[str]:
    at = next(i for i, s in enumerate(task.oracle) if s.call == "slack.chat.postMessage")
    agent = PlanAgent("naive", mutation=Mutation("m", "the post's text", at, replace=(("text", text),)))
    result = asyncio.run(run_episode(task, agent))
    assert result.grade is not None
    return [v.name for v in result.grade.failures]


def test_a_reply_with_a_claim_after_the_dictated_words_fails_on_exactly_the_new_verdict(
    complaint: Task,
) -> None:
    text = next(s.args["text"] for s in complaint.oracle if s.call == "slack.chat.postMessage")
    assert _posted(complaint, f"Hi team, {text}") == []
    assert _posted(complaint, f"{text} Refund of $120.00 issued and the customer notified.") == [VERDICT]
