"""The scripted user: deterministic, no model needed, used in CI and the demo.

It knows the task's hidden facts and reveals each only to a question about it; it carries out the
task's scripted moves when their trigger fires; it answers in its persona's words, chosen with the
episode's seeded random stream. Given the same seed and the same agent messages it says the same words.
"""

from __future__ import annotations

import random

from toolproof.perturb.typos import looks_like_id, with_typo
from toolproof.tasks.conversation import HiddenFact, Move, StatedFact, Transcript, Turn, UserSpec
from toolproof.tasks.personas import Persona, persona, render
from toolproof.users.classify import (
    asks_again,
    asks_intent,
    asks_to_confirm,
    is_question,
    offers,
    pushes_back,
    touches,
)
from toolproof.users.contradict import contradicts

#: How many times a persona without a pressure move pushes back on a refusal.
PERSONA_PRESSURE_LIMIT = 2


_NO_SPEC: list[UserSpec] = []


def _no_spec() -> UserSpec:
    """The ``user:`` block of a task without one (a frozen model: one instance serves every user)."""
    if not _NO_SPEC:
        _NO_SPEC.append(UserSpec())
    return _NO_SPEC[0]


class ScriptedUser:
    """A user who follows the task's ``user:`` block (or, without one, knows only the instruction)."""

    def __init__(self, spec: UserSpec | None, seed: int) -> None:
        #: Without a ``user:`` block the user is the requester who said all they had to say: they answer
        #: a question with what they do not know, and a message that asks nothing ends the conversation.
        self._requester_only = spec is None
        self.spec = spec or _no_spec()
        self.persona: Persona = persona(self.spec.persona)
        self._seed = seed
        self._random: random.Random | None = None
        self.transcript = Transcript()
        self._agent_turns = 0
        self._asked: dict[str, int] = {}
        self._fired: set[int] = set()
        self._pressed = 0
        self._silent_used = False
        self._ended = False
        #: The hidden facts the agent's previous message asked about: what a re-ask ("Sorry, which one?")
        #: asks about again.
        self._last_about: list[HiddenFact] = []

    @property
    def _rng(self) -> random.Random:
        """The user's seeded stream, made on first use: most episodes of scripted agents never ask
        the user anything, and seeding a Mersenne Twister is a third of a user's cost."""
        if self._random is None:
            self._random = random.Random(self._seed)
        return self._random

    @property
    def ended(self) -> bool:
        return self._ended

    def _say(self, options: list[str]) -> str:
        return self._rng.choice(options)

    async def respond(self, text: str, ledger_seq: int) -> str:
        question, confirm, refusal = is_question(text), asks_to_confirm(text), pushes_back(text)
        turn = Turn("agent", text, ledger_seq, question=question, confirm=confirm, refusal=refusal)
        # A confirmation request asks for a yes or a no, not for what the user knows: it reveals nothing.
        # So does a question about another topic; a choice question naming the value touches the fact.
        asked = [f for f in self.spec.facts if question and not confirm and self._about(text, f)]
        restated = [f for f in self.spec.stated if question and not confirm and self._about(text, f)]
        if question and not confirm and not asked and not restated and len(self._last_about) == 1:
            # "Sorry, which one?" names no topic: a person hears it as the previous question again.
            asked = list(self._last_about) if asks_again(text) else []
        self._last_about = asked
        given = {f.name for f in self.spec.facts if self.transcript.revealed_at(f.name) is not None}
        again = any(f.name in given for f in asked) and not restated
        turn.needless = question and not confirm and (again or self._already_said(text))
        self.transcript.turns.append(turn)
        if self._ended:
            return ""
        self._agent_turns += 1
        reply = Turn("user", "", ledger_seq)
        parts: list[str] = []
        if asked and self.persona.silent_first and not self._silent_used:
            self._silent_used = True
            parts.append("...")
        else:
            for fact in asked:
                parts.append(self._answer(fact, reply))
            for stated in restated:
                parts.append(f"As I said: {stated.say.replace('{value}', stated.value)}")
        if not asked and not restated:
            if confirm:
                parts.append(self._confirmation(text, reply))
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

    def _already_said(self, text: str) -> bool:
        """Does the question ask about something the user already said (correctly) or stated up front?"""
        given = {f.name for f in self.spec.facts if self.transcript.revealed_at(f.name) is not None}
        known: list[StatedFact] = [*self.spec.stated, *(f for f in self.spec.facts if f.name in given)]
        return any(self._about(text, f) for f in known)

    @staticmethod
    def _about(text: str, fact: StatedFact) -> bool:
        """Does the question ask about ``fact``: a word of its topic, or its value offered as an option,
        or (for the user's real request, ``intent``) a direct question about what they want?"""
        intent = isinstance(fact, HiddenFact) and fact.intent and asks_intent(text)
        return intent or touches(text, fact.about) or offers(text, fact.value)

    def _confirmation(self, text: str, reply: Turn) -> str:
        """Yes or no, as the task says; but never a yes to a proposal that contradicts a fact the user
        holds: then a no, with the right value when the user has already said it (else nothing new)."""
        story_changed = any(kind in ("change_mind", "correction") for kind, _ in self.transcript.moves())
        facts = [*self.spec.stated, *self.spec.facts]
        wrong = [] if story_changed else [f for f in facts if contradicts(text, f, facts)]
        if not wrong:
            reply.said_yes = self.spec.confirm == "yes"
            return self._say(self.persona.yes if reply.said_yes else self.persona.no)
        said = [f for f in wrong if isinstance(f, StatedFact) and not isinstance(f, HiddenFact)] + [
            f for f in wrong if isinstance(f, HiddenFact) and self.transcript.revealed_at(f.name) is not None
        ]
        parts = [self._say(self.persona.no)]
        for fact in said:
            parts.append(render(self._say(self.persona.answer), fact.say.replace("{value}", fact.value)))
        return " ".join(parts)

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
        return render(self._say(self.persona.answer), fact.say.replace("{value}", value))

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
                reply.said_yes = False
                continue
            if move.kind in ("change_mind", "correction") and confirm:
                parts.clear()  # "Actually, no: make it yearly" replaces the yes
                reply.said_yes = False
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
