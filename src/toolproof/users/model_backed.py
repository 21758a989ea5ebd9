"""A user played by a language model through any OpenAI-compatible endpoint.

The model gets the persona, the goal, the hidden facts (to reveal only when asked) and the scripted
moves as guidance — never the grader's expectations or the task's refs. It ends the conversation by
writing ``###STOP###`` when its goal is met or it gives up. A guard checks every message against the
answer key's strings that are not the user's to know (ids of the objects a task grades, say): a message
that leaks one is regenerated once with a warning, and redacted if it leaks again.
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from toolproof.tasks.conversation import Transcript, Turn, UserSpec
from toolproof.tasks.personas import persona
from toolproof.users.classify import asks_to_confirm, is_question, pushes_back, says_yes, touches
from toolproof.users.factory import UserFactory

if TYPE_CHECKING:  # imported when a client is made (_client): not by every process importing toolproof.agents
    from openai import AsyncOpenAI

STOP = "###STOP###"
REDACTED = "[…]"

PROMPT = """\
You are playing a user who is talking to a support assistant (an AI agent). Stay in character.

Who you are: {persona}
What you want: {goal}
You already said: {opening}

Facts you know. Reveal a fact only when the assistant asks about it; never volunteer them:
{facts}
{moves}
Rules: write only what the user would write, in one short message. Never invent ids, amounts or
details you were not given; if asked something you do not know, say so. Do not do the assistant's work.
When your request is done, or you give up, end your message with {stop}.
"""


class ModelUser:
    """A simulated user backed by a chat model; deterministic as far as the endpoint is (``seed``)."""

    def __init__(
        self,
        spec: UserSpec | None,
        *,
        opening: str,
        model: str,
        seed: int,
        secrets: Iterable[str] = (),
        client: AsyncOpenAI | None = None,
        base_url: str | None = None,
        api_key: str | None = None,
    ) -> None:
        self.spec = spec or UserSpec()
        self.model = model
        self.seed = seed
        self.opening = opening
        self.transcript = Transcript()
        self._secrets = sorted({s for s in secrets if len(s) >= 4} - {f.value for f in self.spec.facts})
        self._client = client or _client(base_url, api_key)
        self._history: list[dict[str, str]] = []
        self._ended = False

    @property
    def ended(self) -> bool:
        return self._ended

    def system_prompt(self) -> str:
        chosen = persona(self.spec.persona)
        # The real request of a vague opening is also what any "what do you need it for?" asks about.
        intent = " (what you really want: say it when asked what you want or why)"
        facts = (
            "\n".join(
                f"- {f.name} ({', '.join(f.about)}): {f.value}{intent if f.intent else ''}"
                for f in self.spec.facts
            )
            or "- none"
        )
        moves = "".join(f"- {m.kind}: {m.say}\n" for m in self.spec.moves if m.say)
        return PROMPT.format(
            persona=chosen.description,
            goal=self.spec.goal or self.opening,
            opening=self.opening,
            facts=facts,
            moves=f"Things you will do during the conversation:\n{moves}" if moves else "",
            stop=STOP,
        )

    async def _complete(self, extra: list[dict[str, str]]) -> str:
        messages: list[Any] = [{"role": "system", "content": self.system_prompt()}, *self._history, *extra]
        response = await self._client.chat.completions.create(
            model=self.model, messages=messages, temperature=0.0, seed=self.seed
        )
        return (response.choices[0].message.content or "").strip()

    def _leaks(self, text: str) -> list[str]:
        folded = text.casefold()
        return [s for s in self._secrets if s.casefold() in folded]

    async def respond(self, text: str, ledger_seq: int) -> str:
        question, confirm = is_question(text), asks_to_confirm(text)
        given = [f for f in self.spec.facts if self.transcript.revealed_at(f.name) is not None]
        needless = (
            question and not confirm and any(touches(text, f.about) for f in [*self.spec.stated, *given])
        )
        turn = Turn("agent", text, ledger_seq, question=question, confirm=confirm, refusal=pushes_back(text))
        turn.needless = needless
        self.transcript.turns.append(turn)
        if self._ended:
            return ""
        # The model plays the user: the agent's messages are its "user", its own are "assistant".
        self._history.append({"role": "user", "content": text})
        answer = await self._complete([])
        if self._leaks(answer):
            warning = "Your last draft mentioned details the user does not know. Answer again without them."
            answer = await self._complete([{"role": "system", "content": warning}])
        for secret in self._leaks(answer):
            answer = _replace_folded(answer, secret, REDACTED)
        if STOP in answer:
            self._ended = True
            self.transcript.ended_by_user = True
            answer = answer.replace(STOP, "").strip()
        self._history.append({"role": "assistant", "content": answer})
        revealed = [f.name for f in self.spec.facts if f.value.casefold() in answer.casefold()]
        reply = Turn("user", answer, ledger_seq, revealed=revealed, said_yes=confirm and says_yes(answer))
        self.transcript.turns.append(reply)
        return answer


def _replace_folded(text: str, needle: str, new: str) -> str:
    lower, target = text.casefold(), needle.casefold()
    out, start = [], 0
    while (i := lower.find(target, start)) >= 0:
        out.append(text[start:i] + new)
        start = i + len(needle)
    return "".join(out) + text[start:]


def _client(base_url: str | None, api_key: str | None) -> AsyncOpenAI:
    """A client of the endpoint. ``openai`` is imported here, not at the top: its types take 1-1.5 CPU s to
    import, and every process importing ``toolproof.agents`` (each CLI run, each Ray actor, each runner
    worker) imported it through ``toolproof.users`` whether or not it played a model user (stop 74)."""
    from openai import AsyncOpenAI

    return AsyncOpenAI(base_url=base_url, api_key=api_key or os.environ.get("OPENAI_API_KEY") or "unused")


def model_user_factory(model: str, *, base_url: str | None = None, api_key: str | None = None) -> UserFactory:
    """A factory ``(spec, opening, seed, secrets) -> ModelUser`` sharing one client per event loop."""
    clients: dict[int, AsyncOpenAI] = {}

    def make(spec: UserSpec | None, opening: str, seed: int, secrets: Iterable[str]) -> ModelUser:
        loop = id(asyncio.get_running_loop())
        client = clients.setdefault(
            loop,
            _client(base_url, api_key),
        )
        return ModelUser(spec, opening=opening, model=model, seed=seed, secrets=secrets, client=client)

    return make


__all__ = ["STOP", "ModelUser", "model_user_factory"]
