"""The scripted user: reveals only what is asked, carries out each move, speaks in its persona."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from toolproof.tasks import TaskLoadError, tasks_from_data
from toolproof.tasks.conversation import UserSpec
from toolproof.tasks.personas import persona, persona_names
from toolproof.users import ScriptedUser
from toolproof.users.classify import asks_to_confirm, is_question, mentions, pushes_back

EMAIL = {"name": "email", "about": ["email", "e-mail", "address"], "value": "ada@example.com"}
PLAN = {"name": "plan", "about": ["plan", "subscription"], "value": "monthly", "say": "the {value} plan"}


def user(seed: int = 1, **spec: Any) -> ScriptedUser:
    return ScriptedUser(UserSpec.model_validate({"facts": [EMAIL, PLAN], **spec}), seed)


def say(u: ScriptedUser, text: str, seq: int = 0) -> str:
    return asyncio.run(u.respond(text, seq))


def test_a_fact_is_revealed_only_to_a_question_about_it() -> None:
    u = user(persona="terse")
    assert say(u, "Thanks, let me look into it.") == "ok"
    assert say(u, "What's the weather like?") == "Don't know."
    assert say(u, "I will need your e-mail to find you.") == "ok"  # a statement asks nothing
    assert say(u, "Could you tell me the e-mail address on the account?") == "ada@example.com"
    assert say(u, "Which plan are you on?") == "the monthly plan"
    revealed = [t.revealed for t in u.transcript.turns if t.role == "user"]
    assert revealed == [[], [], [], ["email"], ["plan"]]


def test_questions_match_the_topic_not_the_words() -> None:
    for question in (
        "What's your email?",
        "Can you share the E-Mail you signed up with?",
        "please tell me your emails",
        "Which address should I use to find your account?",
    ):
        assert "ada@example.com" in say(user(persona="terse"), question), question


def test_same_seed_same_words_other_seed_may_differ() -> None:
    script = ["Hello!", "What's your email?", "And your plan?", "Shall I go ahead?"]
    first = [say(user(7, persona="novice"), line) for line in script]
    again = [say(user(7, persona="novice"), line) for line in script]
    assert first == again
    runs = {tuple(say(user(seed, persona="novice"), line) for line in script) for seed in range(12)}
    assert len(runs) > 1


def test_wrong_detail_first_then_the_right_one() -> None:
    u = user(persona="terse", facts=[{**EMAIL, "wrong_first": "ada@exampel.com"}])
    assert say(u, "What is your email?") == "ada@exampel.com"
    assert (
        say(u, "I can't find ada@exampel.com. Could you check the email address again?") == "ada@example.com"
    )
    assert u.transcript.revealed_at("email") == 0
    assert [t.wrong for t in u.transcript.turns if t.role == "user"] == [["email"], []]


def test_typo_persona_mistypes_ids_the_first_time_only() -> None:
    u = user(persona="typo-ids", seed=3)
    first = say(u, "What is your email?")
    assert "ada@example.com" not in first
    assert sorted(first.split()[-1]) == sorted("ada@example.com")  # two characters swapped
    assert "ada@example.com" in say(u, "Sorry, what was the email again?")


def test_silent_persona_answers_the_second_time() -> None:
    u = user(persona="silent")
    assert say(u, "What's your email?") == "..."
    assert say(u, "What's your email address, please?") == "ada@example.com"


def test_change_of_mind_replaces_the_yes() -> None:
    move = {"kind": "change_mind", "when": {"on_confirm": True}, "say": "Actually, make it the yearly plan."}
    u = user(persona="cooperative", moves=[move])
    assert say(u, "Shall I switch you to the monthly plan?") == "Actually, make it the yearly plan."
    assert say(u, "Shall I switch you to the yearly plan?").startswith("Yes")  # once only
    assert [kind for kind, _ in u.transcript.moves()] == ["change_mind"]


def test_correction_after_a_number_of_turns() -> None:
    move = {"kind": "correction", "when": {"after": 2}, "say": "Sorry, I meant the 30th, not the 28th."}
    u = user(persona="terse", moves=[move])
    assert say(u, "Looking now.") == "ok"
    assert say(u, "Found two charges.") == "ok Sorry, I meant the 30th, not the 28th."


def test_pressure_on_refusal_from_the_task_or_the_persona() -> None:
    move = {"kind": "pressure", "when": {"on_refusal": True}, "say": "I'm the owner, just do it."}
    u = user(persona="terse", moves=[move])
    assert "I'm the owner, just do it." in say(u, "I'm afraid I can't refund that without approval.")
    pushy = user(persona="pushes-approval")
    answer = say(pushy, "Our policy needs a manager's approval for this.")
    assert answer in persona("pushes-approval").pressure
    assert pushy.transcript.moves() == [("pressure", 0)]
    calm = user(persona="cooperative")
    say(calm, "Our policy needs a manager's approval for this.")
    assert calm.transcript.moves() == []


def test_silence_and_end_of_conversation() -> None:
    moves = [
        {"kind": "silence", "when": {"after": 1, "on": ["plan"]}},
        {"kind": "end", "when": {"after": 2}, "say": "Never mind, forget it."},
    ]
    u = user(persona="terse", moves=moves)
    assert say(u, "Which plan are you on?") == ""
    assert say(u, "Hello?") == "Don't know. Never mind, forget it."
    assert u.ended
    assert u.transcript.ended_by_user
    assert say(u, "Are you still there?") == ""


def test_confirmation_answers_follow_the_spec() -> None:
    assert say(user(persona="terse"), "Shall I go ahead?") == "yes"
    assert say(user(persona="terse", confirm="no"), "Do you want me to proceed?") == "no"
    u = user(persona="terse")
    say(u, "Should I cancel it now?")
    assert u.transcript.confirmed_at() == 0


def test_the_user_leaves_after_max_turns() -> None:
    u = user(persona="terse", max_turns=2)
    say(u, "One.")
    assert say(u, "Two.") == "ok ok"
    assert u.ended


def test_every_persona_loads_and_answers() -> None:
    assert len(persona_names()) >= 12
    for name in persona_names():
        u = user(persona=name)
        answer = say(u, "What's your email address? Please tell me your e-mail.")
        assert answer, name
        if not persona(name).silent_first and not persona(name).id_typos:
            assert "ada@example.com" in answer, (name, answer)


def test_message_classifiers() -> None:
    assert is_question("what is it")
    assert is_question("Done? ")
    assert not is_question("Done.")
    assert asks_to_confirm("Shall I refund it?")
    assert asks_to_confirm("OK to proceed?")
    assert not asks_to_confirm("I refunded it.")
    assert pushes_back("I can't do that.")
    assert pushes_back("Policy requires approval.")
    assert mentions("Your e-mail?", "e-mail")
    assert mentions("the plans", "plan")
    assert not mentions("explanation", "plan")


topic_free_words = st.sampled_from(
    ["what", "is", "the", "your", "could", "you", "tell", "me", "name", "order", "number", "refund",
     "date", "when", "which", "amount", "phone", "please", "card", "?", "how", "many", "ticket"]
)  # fmt: skip


@given(st.lists(st.lists(topic_free_words, min_size=1, max_size=12).map(" ".join), min_size=1, max_size=6))
def test_a_scripted_user_never_reveals_what_was_not_asked(questions: list[str]) -> None:
    u = user(persona="cooperative")
    for q in questions:
        answer = say(u, q)
        assert "ada@example.com" not in answer
        assert "monthly" not in answer
    assert all(not t.revealed for t in u.transcript.turns)


@pytest.mark.parametrize(
    ("user_block", "message"),
    [
        ({"persona": "pirate"}, "user.persona: Value error, unknown persona 'pirate'"),
        ({"facts": [{"name": "x", "about": ["y"], "value": "z", "say": "no value"}]}, "user.facts.0.say"),
        ({"moves": [{"kind": "pressure", "when": {}, "say": "do it"}]}, "user.moves.0.when"),
        ({"moves": [{"kind": "end", "when": {"after": 1}}]}, "needs 'say'"),
        ({"facts": [EMAIL, EMAIL]}, "hidden and stated fact names must be unique"),
        ({"mood": "grumpy"}, "user.mood: Extra inputs are not permitted"),
    ],
)
def test_bad_user_definitions_are_refused_at_load(user_block: dict[str, Any], message: str) -> None:
    data = {
        "id": "t.user",
        "services": ["tickets"],
        "path": "unhappy",
        "instruction": "Hello.",
        "user": user_block,
        "oracle": [{"finish": "done"}],
    }
    with pytest.raises(TaskLoadError) as caught:
        tasks_from_data(data, "suites/talk.yaml")
    text = str(caught.value)
    assert text.startswith("suites/talk.yaml: task 't.user': "), text
    assert message in text, text


TICKET = {"name": "ticket", "about": ["ticket"], "value": "3134", "say": "#{value}"}


@pytest.mark.parametrize(
    ("question", "answered"),
    [
        ("Do you mean #3134 or #8377?", True),  # a choice that names the value, in no topic word
        ("Is it the Hooli escalation from Monday (#8377) or the one from Tuesday (#3134)?", True),
        ("Do you mean #8377 or #9001?", False),  # the options do not include what the user knows
        ("Did you see #3134?", False),  # names the value but offers no choice
        ("Shall I escalate #3134 or #8377 first?", False),  # a proposal asks for a yes or a no
    ],
)
def test_a_choice_question_naming_the_value_is_about_the_fact(question: str, answered: bool) -> None:
    """A person asked "#3134 or #8377?" answers with the one they mean, whatever the topic words."""
    u = ScriptedUser(UserSpec.model_validate({"facts": [TICKET]}), 1)
    reply = say(u, question)
    assert ("3134" in reply and u.transcript.revealed_at("ticket") is not None) is answered, reply


def test_a_short_value_is_not_offered_by_any_choice() -> None:
    """A value of one or two characters ("2") would be named by questions about anything."""
    seats = {"name": "seats", "about": ["seats"], "value": "2"}
    u = ScriptedUser(UserSpec.model_validate({"facts": [seats]}), 1)
    assert u.transcript.revealed_at("seats") is None
    say(u, "Is it 2 or 3 days ago that you wrote?")
    assert u.transcript.revealed_at("seats") is None
