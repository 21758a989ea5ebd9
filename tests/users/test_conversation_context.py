"""The scripted user reads a conversation, not a message: a re-ask that names no topic ("Sorry, which
one?") is the previous question again, and a direct question about what the user wants reaches their
real request (a fact marked ``intent``) whatever the task's topic words."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from toolproof.tasks.conversation import UserSpec
from toolproof.users import ScriptedUser
from toolproof.users.classify import asks_again, asks_intent

EMAIL = {"name": "email", "about": ["email", "e-mail", "address"], "value": "ada@example.com"}
PLAN = {"name": "plan", "about": ["plan", "subscription"], "value": "monthly", "say": "the {value} plan"}
WANT = {
    "name": "want",
    "about": ["switch"],
    "value": "move to Pro",
    "say": "I'd like to {value}",
    "intent": True,
}


def user(persona: str = "terse", seed: int = 1, **spec: Any) -> ScriptedUser:
    block = {"persona": persona, "facts": [EMAIL, PLAN], **spec}
    return ScriptedUser(UserSpec.model_validate(block), seed)


def say(u: ScriptedUser, text: str, seq: int = 0) -> str:
    return asyncio.run(u.respond(text, seq))


REASKS = [
    "Could you check it and send it again?",
    "Sorry, which one?",
    "Can you repeat that?",
    "What was it again?",
    "Sorry, could you say that again?",
    "Sorry?",
    "Pardon?",
    "I didn't catch that, could you type it once more?",
    "Sorry, I missed that. What was it?",
    "Come again?",
    "Could you give it to me one more time?",
    "Sorry, could you check it and send it once more?",
]

NOT_REASKS = [
    "What was that charge for?",
    "Has it happened again?",
    "Which one should I refund, the $15 or the $40 charge?",
    "What is the order number?",
    "Shall I try again?",
    "Do you want me to send it again?",
    "I sent it again.",
    "Sorry for the wait, what's your email?",
    "Which plan are you on?",
]


@pytest.mark.parametrize("text", REASKS)
def test_the_reported_re_asks_are_recognised(text: str) -> None:
    assert asks_again(text)


@pytest.mark.parametrize("text", NOT_REASKS)
def test_questions_with_a_topic_or_proposals_are_not_re_asks(text: str) -> None:
    assert not asks_again(text)


@pytest.mark.parametrize("text", REASKS)
def test_a_re_ask_answers_the_previous_question(text: str) -> None:
    u = user()
    assert say(u, "What's the e-mail on the account?") == "ada@example.com"
    assert say(u, text) == "ada@example.com"
    replies = [t for t in u.transcript.turns if t.role == "user"]
    assert [r.revealed for r in replies] == [["email"], ["email"]]
    # asking again for what the user gave correctly is a needless question
    assert [t.needless for t in u.transcript.agent_turns()] == [False, True]


def test_the_typo_persona_corrects_itself_when_asked_to_check_and_send_again() -> None:
    u = user(persona="typo-ids")
    first = say(u, "What's your email?")
    assert "ada@example.com" not in first
    assert say(u, "Could you check it and send it again?") == "here: ada@example.com"
    replies = [t for t in u.transcript.turns if t.role == "user"]
    assert [(r.revealed, r.wrong) for r in replies] == [(["email"], ["email"]), (["email"], [])]
    assert u.transcript.revealed_at("email") == 0
    assert [t.needless for t in u.transcript.agent_turns()] == [False, False]  # the first was wrong


def test_a_wrong_first_detail_is_corrected_by_a_re_ask() -> None:
    u = user(facts=[{**EMAIL, "wrong_first": "ada@example.org"}, PLAN])
    assert say(u, "Which e-mail address is the account under?") == "ada@example.org"
    assert say(u, "Sorry, which one?") == "ada@example.com"


def test_a_re_ask_chains_over_re_asks_of_the_same_question() -> None:
    u = user(persona="silent")
    assert say(u, "Which plan are you on?") == "..."
    assert "the monthly plan" in say(u, "Sorry?")
    assert "the monthly plan" in say(u, "Can you repeat that?")


@pytest.mark.parametrize(
    "before",
    [
        [],  # nothing was asked yet
        ["Thanks, one moment."],  # the previous message asked nothing
        ["Shall I refund it?"],  # a confirmation request asks for a yes, not for a fact
        ["What's your email and which plan are you on?"],  # about two facts: which one is meant?
        ["What's the weather like?"],  # about nothing the user knows
        ["What's your email?", "Let me look you up."],  # the question is not the previous message
    ],
)
def test_a_re_ask_without_one_previous_topic_reveals_nothing(before: list[str]) -> None:
    u = user()
    for line in before:
        say(u, line)
    revealed_before = [list(t.revealed) for t in u.transcript.turns if t.role == "user"]
    assert say(u, "Can you repeat that?") == "Don't know."
    assert [list(t.revealed) for t in u.transcript.turns if t.role == "user"] == [*revealed_before, []]


def test_a_re_ask_after_an_intent_question_still_follows_the_persona() -> None:
    u = user(persona="hides-intent", facts=[EMAIL, WANT])
    assert say(u, "Hello! Let me check your account.") == "Okay."
    assert say(u, "Sorry, which one?") == "That's not really the point."
    assert say(u, "What are you trying to do?") in (
        "Well, I'd like to move to Pro.",
        "Okay, since you ask: I'd like to move to Pro.",
    )
    assert "I'd like to move to Pro" in say(u, "Sorry, could you say that again?")


topics = st.sampled_from(
    ["What's your email?", "Which plan are you on?", "What's the weather?", "Thanks.", "Shall I?"]
)
reasks = st.sampled_from(REASKS)


@given(st.lists(st.one_of(topics, reasks), min_size=1, max_size=8))
def test_a_re_ask_never_reveals_a_fact_the_agent_never_asked_about(script: list[str]) -> None:
    u = user(persona="cooperative")
    asked: set[str] = set()
    for line in script:
        if line == "What's your email?":
            asked.add("email")
        if line == "Which plan are you on?":
            asked.add("plan")
        say(u, line)
        revealed = {name for t in u.transcript.turns for name in t.revealed}
        assert revealed <= asked


def test_same_seed_same_words_for_a_conversation_with_re_asks() -> None:
    script = ["What's your email?", "Sorry?", "And the plan?", "Can you repeat that?", "Shall I go ahead?"]
    runs = [[say(u, line) for line in script] for u in (user("novice", 5), user("novice", 5))]
    assert runs[0] == runs[1]


# -- the hides-intent persona answers a direct question about what they want ---------------------

INTENT_QUESTIONS = [
    "What do you need it for?",
    "Why do you ask?",
    "How can I help?",
    "Is there something specific you need?",
    "What are you trying to do?",
    "What's this about?",
    "Anything I can do for you?",
    "What would you like?",
]


@pytest.mark.parametrize("text", INTENT_QUESTIONS)
def test_a_direct_question_about_the_intent_reveals_it_whatever_the_topic_words(text: str) -> None:
    assert asks_intent(text)
    u = user(persona="hides-intent", facts=[EMAIL, WANT])
    assert "I'd like to move to Pro" in say(u, text)
    assert [t.revealed for t in u.transcript.turns if t.role == "user"] == [["want"]]


@pytest.mark.parametrize(
    "text",
    [
        "Chen Wei is free on the 17th except at 14:30.",  # a statement: the persona does not volunteer
        "What's your email?",
        "Shall I look into it?",
        "Which day?",
    ],
)
def test_the_intent_is_not_volunteered_nor_given_to_other_questions(text: str) -> None:
    u = user(persona="hides-intent", facts=[EMAIL, WANT])
    assert "Pro" not in say(u, text)
    assert all("want" not in t.revealed for t in u.transcript.turns)


def test_an_intent_question_does_not_reach_a_fact_not_marked_intent() -> None:
    u = user(persona="hides-intent", facts=[EMAIL, {**WANT, "intent": False}])
    assert say(u, "What do you need it for?") == "That's not really the point."


def test_a_model_backed_user_is_told_which_fact_is_its_real_request() -> None:
    from toolproof.users import ModelUser

    spec = UserSpec.model_validate({"persona": "hides-intent", "facts": [EMAIL, WANT]})
    system = ModelUser(
        spec, opening="I have a question.", model="m", seed=1, api_key="unused"
    ).system_prompt()
    assert (
        "- want (switch): move to Pro (what you really want: say it when asked what you want or why)"
        in system
    )
    assert "- email (email, e-mail, address): ada@example.com\n" in system
