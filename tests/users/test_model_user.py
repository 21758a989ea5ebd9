"""The model-backed user against the scripted OpenAI-compatible server: what it is told, how it ends,
and the guard that keeps the answer key out of its mouth."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator

import pytest

from toolproof.agents.scripted_llm import ScriptedLLM
from toolproof.tasks.conversation import UserSpec
from toolproof.users import ModelUser
from toolproof.users.model_backed import REDACTED, STOP

SPEC = UserSpec.model_validate(
    {
        "persona": "impatient",
        "goal": "Get a refund for the duplicate charge.",
        "facts": [{"name": "email", "about": ["email"], "value": "ada@example.com"}],
        "moves": [{"kind": "pressure", "when": {"on_refusal": True}, "say": "Just refund it."}],
    }
)


@pytest.fixture(scope="module")
def server() -> Iterator[ScriptedLLM]:
    with ScriptedLLM([]) as llm:
        yield llm


def talk(server: ScriptedLLM, script: list[str], lines: list[str]) -> tuple[ModelUser, list[str]]:
    server.load(script)
    user = ModelUser(
        SPEC,
        opening="I was charged twice.",
        model="user-model",
        seed=11,
        secrets=["ch_secret123", "re_1", "ada@example.com"],
        base_url=server.base_url,
    )

    async def run() -> list[str]:
        return [await user.respond(line, n) for n, line in enumerate(lines)]

    return user, asyncio.run(run())


def test_the_model_plays_the_user_from_persona_goal_and_hidden_facts(server: ScriptedLLM) -> None:
    user, answers = talk(server, ["It's ada@example.com, hurry up."], ["What is your email?"])
    assert answers == ["It's ada@example.com, hurry up."]
    (request,) = server.requests
    system = request["messages"][0]["content"]
    assert "In a hurry; answers, but complains about every question." in system
    assert "Get a refund for the duplicate charge." in system
    assert "- email (email): ada@example.com" in system
    assert "- pressure: Just refund it." in system
    assert "ch_secret123" not in system  # the answer key is never in the prompt
    assert request["messages"][1:] == [{"role": "user", "content": "What is your email?"}]
    assert (request["seed"], request["temperature"]) == (11, 0.0)
    assert [t.revealed for t in user.transcript.turns] == [[], ["email"]]


def test_the_stop_signal_ends_the_conversation(server: ScriptedLLM) -> None:
    user, answers = talk(server, [f"Great, thanks. {STOP}"], ["Refunded.", "Anything else?"])
    assert answers == ["Great, thanks.", ""]
    assert user.ended
    assert user.transcript.ended_by_user
    assert len(server.requests) == 1


def test_a_leaking_answer_is_regenerated_then_redacted(server: ScriptedLLM) -> None:
    _, answers = talk(
        server, ["Refund ch_secret123 please.", "Please refund my last charge."], ["Which one?"]
    )
    assert answers == ["Please refund my last charge."]
    retry = server.requests[1]["messages"]
    assert retry[-1]["role"] == "system"
    assert "does not know" in retry[-1]["content"]
    _, answers = talk(server, ["Refund CH_SECRET123.", "I said ch_secret123!"], ["Which one?"])
    assert answers == [f"I said {REDACTED}!"]
