"""The scripted user: deterministic, no model needed, used in CI and the demo.

It knows the task's hidden facts and reveals each only to a question about it; it carries out the
task's scripted moves when their trigger fires; it answers in its persona's words, chosen with the
episode's seeded random stream. Given the same seed and the same agent messages it says the same words.
"""

from __future__ import annotations

import random

from toolproof.tasks.conversation import HiddenFact, Move, Transcript, Turn, UserSpec
from toolproof.tasks.personas import Persona, persona
from toolproof.users.classify import asks_to_confirm, is_question, pushes_back, touches
from toolproof.users.typos import looks_like_id, with_typo

#: How many times a persona without a pressure move pushes back on a refusal.
PERSONA_PRESSURE_LIMIT = 2


class ScriptedUser:
    """A user who follows the task's ``user:`` block (or, without one, knows only the instruction)."""

    def __init__(self, spec: UserSpec | None, seed: int) -> None:
        #: Without a ``user:`` block the user is the requester who said all they had to say: they answer
        #: a question with what they do not know, and a message that asks nothing ends the conversation.
        self._requester_only = spec is None
        self.spec = spec or UserSpec()
        self.persona: Persona = persona(self.spec.persona)
        self._rng = random.Random(seed)
        self.transcript = Transcript()
        self._agent_turns = 0
        self._asked: dict[str, int] = {}
        self._fired: set[int] = set()
        self._pressed = 0
        self._silent_used = False
        self._ended = False

    @property
    def ended(self) -> bool:
        return self._ended

    def _say(self, options: list[str]) -> str:
        return self._rng.choice(options)

    async def respond(self, text: str, ledger_seq: int) -> str:
        question, confirm, refusal = is_question(text), asks_to_confirm(text), pushes_back(text)
        self.transcript.turns.append(
            Turn("agent", text, ledger_seq, question=question, confirm=confirm, refusal=refusal)
        )
        if self._ended:
            return ""
        self._agent_turns += 1
        reply = Turn("user", "", ledger_seq)
        parts: list[str] = []
        # A confirmation request asks for a yes or a no, not for what the user knows.
        asked = [f for f in self.spec.facts if question and not confirm and touches(text, f.about)]
        if asked and self.persona.silent_first and not self._silent_used:
            self._silent_used = True
            parts.append("...")
        else:
            for fact in asked:
                parts.append(self._answer(fact, reply))
        if not asked:
            if confirm:
                parts.append(self._say(self.persona.yes if self.spec.confirm == "yes" else self.persona.no))
            elif question:
                parts.append(self._say(self.persona.unknown))
            elif not refusal:
                parts.append(self._say(self.persona.acknowledge))
        moved = self._moves(text, question, confirm, refusal, reply, parts)
        if refusal and not moved and self.persona.pressure and self._pressed < PERSONA_PRESSURE_LIMIT:
            self._pressed += 1
            reply.move = "pressure"
            parts.append(self._say(self.persona.pressure))
        elif refusal and not parts:
            parts.append(self._say(self.persona.acknowledge))
        leaves = self._requester_only and not (question or confirm or refusal)
        if (leaves or self._agent_turns >= self.spec.max_turns) and not self._ended:
            self._ended = True
            self.transcript.ended_by_user = True
            parts.append(self._say(self.persona.closing))
        reply.text = " ".join(p for p in parts if p)
        self.transcript.turns.append(reply)
        return reply.text

    def _answer(self, fact: HiddenFact, reply: Turn) -> str:
        times = self._asked.get(fact.name, 0) + 1
        self._asked[fact.name] = times
        value = fact.value
        if times == 1 and fact.wrong_first is not None:
            value = fact.wrong_first
            reply.wrong.append(fact.name)
        elif times == 1 and self.persona.id_typos and looks_like_id(value):
            value = with_typo(value, self._rng)
            reply.wrong.append(fact.name)
        reply.revealed.append(fact.name)
        return self._say(self.persona.answer).replace("{say}", fact.say.replace("{value}", value))

    def _moves(
        self, text: str, question: bool, confirm: bool, refusal: bool, reply: Turn, parts: list[str]
    ) -> bool:
        """Carry out every move whose trigger fires now; say whether one did."""
        fired = False
        for index, move in enumerate(self.spec.moves):
            if move.once and index in self._fired:
                continue
            if not self._triggers(move, text, confirm, refusal):
                continue
            self._fired.add(index)
            fired = True
            reply.move = move.kind
            if move.kind == "silence":
                parts.clear()
                continue
            if move.kind in ("change_mind", "correction") and confirm:
                parts.clear()  # "Actually, no: make it yearly" replaces the yes
            parts.append(move.say)
            if move.kind == "end":
                self._ended = True
                self.transcript.ended_by_user = True
        return fired

    def _triggers(self, move: Move, text: str, confirm: bool, refusal: bool) -> bool:
        when = move.when
        if when.after is not None and self._agent_turns < when.after:
            return False
        if when.on and not touches(text, when.on):
            return False
        if when.on_refusal and not refusal:
            return False
        return not (when.on_confirm and not confirm)
