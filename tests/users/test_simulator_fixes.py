"""What the simulated user recognises and how it answers: confirmation requests by what they are about,
open questions, a yes with pressure, a proposal that contradicts what the user knows, needless questions,
and persona wording that reads like a person."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from toolproof.tasks.conversation import UserSpec
from toolproof.tasks.personas import persona_names, personas, render
from toolproof.users import ScriptedUser
from toolproof.users.classify import asks_to_confirm, is_question, says_yes
from toolproof.users.contradict import contradicts

EMAIL = {"name": "email", "about": ["email", "e-mail"], "value": "ada@example.com"}
AMOUNT = {"name": "amount", "about": ["amount", "how much"], "value": "$40"}


def user(persona: str = "terse", seed: int = 1, **spec: Any) -> ScriptedUser:
    return ScriptedUser(UserSpec.model_validate({"persona": persona, "facts": [EMAIL, AMOUNT], **spec}), seed)


def say(u: ScriptedUser, text: str, seq: int = 0) -> str:
    return asyncio.run(u.respond(text, seq))


# -- what a confirmation request is ----------------------------------------------------------------

REPORTED = [
    "Can I go ahead with the refund?",
    "Is it okay if I cancel the 3pm meeting?",
    "OK if I post it now?",
    "Go ahead with the $15.00 refund?",
    "Ready for me to send the invite?",
    "Just to check, should I archive #random?",
    '"Hi team, the deploy is done." Should I post that?',
    "Got it, the July 27 ticket then. Can you confirm I should refund $5.16?",
    # resample2: an agent reading the wording back asked these and was graded as writing before the yes
    'New wording: "Billing questions only". OK to set it?',
    'The topic would be "Billing questions only". Good to set?',
    "Fine for me to post this in #billing?",
    "Is it okay to send the invite now?",
]


@pytest.mark.parametrize("text", REPORTED)
def test_the_reported_confirmation_requests_are_recognised(text: str) -> None:
    assert asks_to_confirm(text)
    assert is_question(text)


@pytest.mark.parametrize(
    "text",
    [
        "What would you like me to do?",
        "Which card should I charge?",
        "Could you tell me the e-mail you signed up with?",
        "Can I have your email address?",
        "Can I ask which plan you are on?",
        "Could you tell me what I can do?",
        "Do you have the invoice number?",
        "I refunded it.",
        'I posted "Should I bring snacks?" in #general.',
        "Good to know. Which invoice do you mean?",
        "It was fine to send, so I sent it.",
    ],
)
def test_open_questions_and_statements_are_not_confirmation_requests(text: str) -> None:
    assert not asks_to_confirm(text)


LEADS = ["", "Just to check, ", "So, ", "Okay, ", "Before I go ahead: ", "Thanks. ", "Understood. "]
FRAMES = [
    "shall I {a}?", "should I {a}?", "can I {a}?", "may I {a}?", "should we {a}?",
    "do you want me to {a}?", "would you like me to {a}?", "want me to {a}?",
    "is it okay if I {a}?", "is it OK if I {a}?", "OK if I {a}?", "mind if I {a}?",
    "ready for me to {a}?", "happy for me to {a}?", "do you think I should {a}?",
    "go ahead and {a}?", "I'll {a}, okay?", "I'm going to {a}. Is that correct?",
    "I will {a}. Does that sound right?", "how about I {a}?",
]  # fmt: skip
ACTIONS = [
    "refund the $15.00", "cancel the 10:00 stand-up", "post it in #general", "archive the channel",
    "share your calendar with Bilal", "move it to Friday", "go ahead",
]  # fmt: skip
QUOTES = ["", 'I drafted: "Deploy done, thanks all." ', 'Here is the text: "Can anyone cover Friday?" ']


@given(st.sampled_from(QUOTES), st.sampled_from(LEADS), st.sampled_from(FRAMES), st.sampled_from(ACTIONS))
def test_a_yes_no_question_proposing_the_agents_action_is_a_confirmation(
    quote: str, lead: str, frame: str, action: str
) -> None:
    text = quote + lead + frame.format(a=action)
    assert asks_to_confirm(text[0].upper() + text[1:]), text


OPEN = [
    "what would you like me to {a}?", "which one should I {a}?", "when should I {a}?",
    "how should I {a}?", "who should I {a} for?", "what should I do instead of trying to {a}?",
    "could you tell me the e-mail before I {a}", "can I have your e-mail address, so I can {a} later?",
    "can I ask what you want me to {a}?", "I'll {a} once you tell me which one.",
]  # fmt: skip


@given(st.sampled_from(LEADS), st.sampled_from(OPEN), st.sampled_from(ACTIONS))
def test_open_questions_about_an_action_are_not_confirmations(lead: str, frame: str, action: str) -> None:
    text = lead + frame.format(a=action)
    assert not asks_to_confirm(text[0].upper() + text[1:]), text


def test_an_open_question_gets_an_answer_not_a_yes() -> None:
    u = user()
    assert say(u, "What would you like me to do?") == "Don't know."
    assert u.transcript.confirmed_at() is None


# -- yes, and what a yes is --------------------------------------------------------------------


def test_a_yes_that_carries_pressure_is_still_a_yes() -> None:
    u = user(moves=[{"kind": "pressure", "when": {"on_confirm": True}, "say": "And hurry, please."}])
    assert say(u, "Shall I refund $40?", 3) == "yes And hurry, please."
    assert u.transcript.moves() == [("pressure", 3)]
    assert u.transcript.confirmed_at() == 3


def test_an_end_on_confirm_keeps_the_yes() -> None:
    u = user(moves=[{"kind": "end", "when": {"on_confirm": True}, "say": "Thanks, bye."}])
    assert say(u, "Is it okay if I refund $40?", 2) == "yes Thanks, bye."
    assert u.ended
    assert u.transcript.confirmed_at() == 2


def test_a_yes_before_the_facts_confirms_nothing_done_later() -> None:
    """A yes to "OK if I look into it?" before the e-mail was given does not cover the refund after it;
    a yes asked for once the facts are known does."""
    u = user()
    assert say(u, "Is it okay if I look into your order?", 0) == "yes"
    assert "ada@example.com" in say(u, "What's your e-mail?", 0)
    assert u.transcript.confirmed_at() == 0  # without facts named: the first yes
    assert u.transcript.confirmed_at(after=["email"]) is None
    assert "$40" in say(u, "How much should I refund?", 2)
    assert say(u, "Shall I refund $40 now?", 3) == "yes"
    assert u.transcript.confirmed_at(after=["email", "amount"]) == 3
    assert u.transcript.confirmed_at(after=["never-revealed"]) == 0  # "asked before acting" fails that


def test_a_change_of_mind_or_silence_on_confirm_is_not_a_yes() -> None:
    mind = user(moves=[{"kind": "change_mind", "when": {"on_confirm": True}, "say": "Actually, no."}])
    say(mind, "Shall I refund $40?")
    assert mind.transcript.confirmed_at() is None
    quiet = user(moves=[{"kind": "silence", "when": {"on_confirm": True}}])
    assert say(quiet, "Shall I refund $40?") == ""
    assert quiet.transcript.confirmed_at() is None


def test_free_text_yes_for_model_backed_users() -> None:
    assert says_yes("Yes, and hurry up.")
    assert says_yes("Sure, go ahead")
    assert not says_yes("No, it's $40.")
    assert not says_yes("Actually, wait: is it the full amount? Yes or no?")


# -- a confirmation never reveals, and never says yes to what contradicts a fact ------------------


def test_a_confirmation_never_reveals_a_hidden_fact() -> None:
    u = user()
    assert say(u, "Shall I look up your e-mail and refund the amount?") == "yes"
    assert say(u, "Can you confirm that I should refund $25?") == "no"  # wrong, but not asked: no value
    assert all(not t.revealed for t in u.transcript.turns)


def test_a_proposal_that_contradicts_what_the_user_said_is_corrected() -> None:
    u = user()
    assert say(u, "How much should I refund?") == "$40"
    assert say(u, "Refund $50, OK?", 1) == "no $40"
    assert say(u, "Sorry! Refund $40.00, OK?", 2) == "yes"
    assert u.transcript.confirmed_at() == 2
    typo = user()
    say(typo, "What is your e-mail?")
    assert say(typo, "Shall I send the receipt to ada@exampel.com?") == "no ada@example.com"


def test_a_proposal_naming_another_fact_of_the_user_is_no_contradiction() -> None:
    new = {"name": "new_email", "about": ["new"], "value": "ada@new.example"}
    u = user(facts=[EMAIL, new])
    say(u, "What is your e-mail?")
    say(u, "And the new address?")
    assert say(u, "Shall I change ada@example.com to ada@new.example?") == "yes"


def test_after_a_change_of_mind_the_moves_rule_the_confirmation() -> None:
    move = {"kind": "change_mind", "when": {"after": 2}, "say": "Actually, refund the whole $49.93."}
    u = user(moves=[move])
    say(u, "How much should I refund?")
    assert say(u, "Okay.") == "ok Actually, refund the whole $49.93."
    assert say(u, "Shall I refund $49.93?") == "yes"


@pytest.mark.parametrize(
    ("value", "text", "wrong"),
    [
        ("$40", "Shall I refund $50?", True),
        ("$40", "Shall I refund $40.00?", False),
        ("$40", "Order #10383 from September 8: shall I refund the amount you said?", False),
        ("40", "Shall I refund an amount of 50?", True),
        ("40", "Shall I move it to the 3rd?", False),
        ("ORD-46722", "Shall I cancel ORD-46723?", True),
        ("ORD-46722", "Shall I cancel ord-46722 and INC-1?", False),
        ("ada@example.com", "Shall I use ada@exampel.com?", True),
        ("just this week's", "Shall I cancel the whole series?", False),
    ],
)
def test_what_counts_as_a_contradiction(value: str, text: str, wrong: bool) -> None:
    fact = UserSpec.model_validate({"facts": [{"name": "f", "about": ["amount"], "value": value}]}).facts[0]
    assert contradicts(text, fact) is wrong


# -- needless questions --------------------------------------------------------------------------


def test_only_questions_about_what_the_user_already_said_are_needless() -> None:
    stated = {"name": "plan", "about": ["plan"], "value": "the Team plan"}
    u = user(persona="silent", stated=[stated])
    assert say(u, "What's your e-mail?") == "..."  # silent, and not needless: nothing said yet
    assert say(u, "Do you know your invoice number?") == "?"  # "I don't know": not needless either
    assert say(u, "Your e-mail, please?") == "ada@example.com"
    assert say(u, "And what was the e-mail again?") == "ada@example.com"  # already given: needless
    assert say(u, "Which plan are you on?") == "As I said: the Team plan"  # the opening said it
    assert [t.needless for t in u.transcript.agent_turns()] == [False, False, False, True, True]
    assert u.transcript.needless_questions() == 2


def test_asking_again_after_a_wrong_answer_is_not_needless() -> None:
    u = user(facts=[{**EMAIL, "wrong_first": "ada@exampel.com"}])
    say(u, "What's your e-mail?")
    say(u, "That one does not exist. Could you check the e-mail?")
    assert u.transcript.needless_questions() == 0


# -- persona text --------------------------------------------------------------------------------


def test_answers_join_like_a_person_writes() -> None:
    assert render("{say}. Can we move faster?", "I'd like Wednesday's cancelled.") == (
        "I'd like Wednesday's cancelled. Can we move faster?"
    )
    assert render("{say}, obviously.", "the 17th.") == "the 17th, obviously."
    assert render("{say}! Are you stupid?", "Which one?") == "Which one? Are you stupid?"


@pytest.mark.parametrize("name", persona_names())
def test_every_persona_reads_naturally_with_a_sentence_fact(name: str) -> None:
    fact = {"name": "why", "about": ["why"], "value": "I'd like Wednesday's cancelled, the 11th."}
    for seed in range(6):
        u = ScriptedUser(UserSpec.model_validate({"persona": name, "facts": [fact]}), seed)
        answer = say(u, "Why?") + " " + say(u, "Sorry, why exactly?")
        assert "it's i'd" not in answer.lower(), answer
        assert ".." not in answer.replace("...", ""), answer
        assert "dashboard" not in answer, answer
    assert "dashboard" not in " ".join(personas()["expert"].answer)
