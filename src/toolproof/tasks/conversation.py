"""The user side of a task: who the agent talks to, what they know but have not said, how they behave.

A task's ``user:`` block turns it into a conversation. The instruction is the user's opening message;
``facts`` are what the user knows and reveals only when the agent asks about them (matched on what the
question is about, not on its words); ``moves`` are the user's scripted turns (a change of mind, a
correction, pressure to break a policy, silence, ending the conversation); the ``persona`` shapes how they
say everything. The simulators live in :mod:`toolproof.users`; this module is the format, checked at
load, and the transcript the grader reads.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from toolproof.tasks.facts import Fact

MoveKind = Literal["change_mind", "correction", "pressure", "silence", "end", "say"]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class StatedFact(_Model):
    """Something the opening message already says, by topic: asking about it again is a needless
    question (the user repeats it, a little put out). ``about``, ``value``, ``say`` as for a hidden fact."""

    name: str = Field(pattern=r"^[A-Za-z_][A-Za-z0-9_]*$")
    about: list[str] = Field(min_length=1)
    value: str = Field(min_length=1)
    say: str = "{value}"

    @field_validator("about")
    @classmethod
    def _words(cls, about: list[str]) -> list[str]:
        if any(not w.strip() for w in about):
            raise ValueError("a topic word may not be empty")
        return about

    @field_validator("say")
    @classmethod
    def _says_value(cls, say: str) -> str:
        if "{value}" not in say:
            raise ValueError("'say' must contain {value}: how the user states the fact")
        return say


class HiddenFact(StatedFact):
    """Something the user knows and says only when asked about it.

    ``about`` lists words and phrases of the topic (any of them in the agent's question reveals the
    fact: "e-mail", "email address", "contact"); ``value`` is the fact itself, ``say`` how the user puts
    it (``{value}`` is replaced; the persona styles the rest). ``wrong_first`` is a detail the user gets
    wrong the first time and corrects when asked again. ``required``: the task cannot be done right
    without it, so an agent must ask before it acts. ``intent``: this fact is what the user really wants.
    """

    wrong_first: str | None = None
    required: bool = True
    #: The user's real request (what a ``hides-intent`` opening leaves out): besides its topic words, any
    #: direct question about what the user wants or why they ask reaches it ("What do you need it for?",
    #: "How can I help?"). A person who keeps their intent back still answers when asked for it.
    intent: bool = False


class Trigger(_Model):
    """When a move happens: after the agent's Nth message, when it touches a topic, when it refuses or
    pushes back, or when it asks for confirmation. Several conditions must all hold."""

    after: int | None = Field(None, ge=1)
    on: list[str] | None = None
    on_refusal: bool = False
    on_confirm: bool = False

    @model_validator(mode="after")
    def _something(self) -> Trigger:
        if self.after is None and not self.on and not self.on_refusal and not self.on_confirm:
            raise ValueError("a trigger needs 'after', 'on', 'on_refusal' or 'on_confirm'")
        return self


class Move(_Model):
    """One scripted turn of the user: what they say (``say``; empty for silence) and when."""

    kind: MoveKind
    when: Trigger
    say: str = ""
    once: bool = True

    @model_validator(mode="after")
    def _text(self) -> Move:
        if self.kind not in ("silence",) and not self.say.strip():
            raise ValueError(f"a '{self.kind}' move needs 'say': what the user says")
        return self


class ConfirmBefore(_Model):
    """Writes (``op``, a glob of operation names) the agent may not commit before the user said yes;
    ``stating``: facts the confirmation itself must state ("tell the customer the exact amount before
    they confirm"): the request the yes answered, or an agent message between the previous committed
    write and that yes. Facts as in ``expect.facts`` (forms, ``regex``, ``{ref}`` placeholders).

    In YAML a plain string is an item without ``stating``: ``confirm_before: ["stripe.refunds.*"]``.
    """

    op: str = Field(min_length=1)
    stating: list[Fact] = Field(default_factory=list)

    @model_validator(mode="before")
    @classmethod
    def _plain(cls, value: Any) -> Any:
        return {"op": value} if isinstance(value, str) else value


class UserSpec(_Model):
    """The user of a conversation task."""

    persona: str = "cooperative"
    goal: str = ""
    facts: list[HiddenFact] = Field(default_factory=list)
    #: What the opening message already says (by topic), so a question about it counts as needless.
    stated: list[StatedFact] = Field(default_factory=list)
    moves: list[Move] = Field(default_factory=list)
    confirm: Literal["yes", "no"] = "yes"
    #: Operations (glob patterns) the agent must not commit before the user confirmed in this session,
    #: each with what the confirmation must state (a plain string states nothing in particular).
    confirm_before: list[ConfirmBefore] = Field(default_factory=list)
    max_turns: int = Field(8, ge=1, le=50)

    @field_validator("persona")
    @classmethod
    def _known_persona(cls, persona: str) -> str:
        from toolproof.tasks.personas import persona_names

        if persona not in persona_names():
            raise ValueError(f"unknown persona {persona!r} (known: {', '.join(persona_names())})")
        return persona

    @model_validator(mode="after")
    def _unique(self) -> UserSpec:
        names = [f.name for f in [*self.facts, *self.stated]]
        if len(names) != len(set(names)):
            raise ValueError("hidden and stated fact names must be unique")
        return self


# -- the transcript the grader reads --------------------------------------------------------------

Role = Literal["agent", "user"]


@dataclass(slots=True)
class Turn:
    """One message of the conversation, and what it did."""

    role: Role
    text: str
    #: Ledger length when the message was sent: which calls came before it.
    ledger_seq: int
    #: Hidden facts this (user) message revealed, by name, and whether the value given was the wrong one.
    revealed: list[str] = field(default_factory=list)
    wrong: list[str] = field(default_factory=list)
    #: The scripted move this (user) message carried, if any.
    move: MoveKind | None = None
    #: For agent messages: was it a question, a confirmation request, a refusal? A needless question
    #: asks for what the user had already said (a fact given earlier, or one the opening states).
    question: bool = False
    confirm: bool = False
    refusal: bool = False
    needless: bool = False
    #: For user messages: it said yes to the confirmation request before it (whatever else it said:
    #: "Yes, and hurry up" is a yes; "Actually, make it yearly" and a correction are not).
    said_yes: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {
            "role": self.role,
            "text": self.text,
            "ledger_seq": self.ledger_seq,
            "revealed": self.revealed,
            "wrong": self.wrong,
            "move": self.move,
            "question": self.question,
            "confirm": self.confirm,
            "refusal": self.refusal,
            "needless": self.needless,
            "said_yes": self.said_yes,
        }


@dataclass(slots=True)
class Transcript:
    """The conversation of one episode (empty when the agent never spoke to the user)."""

    turns: list[Turn] = field(default_factory=list)
    ended_by_user: bool = False

    def agent_turns(self) -> list[Turn]:
        return [t for t in self.turns if t.role == "agent"]

    def revealed_at(self, fact: str) -> int | None:
        """Ledger length when ``fact`` was first given correctly (``None``: never)."""
        for turn in self.turns:
            if fact in turn.revealed and fact not in turn.wrong:
                return turn.ledger_seq
        return None

    def confirmed_at(self, after: Iterable[str] = ()) -> int | None:
        """Ledger length when the user first said yes to a confirmation request (the simulator decides
        what counts as a yes and marks it: :attr:`Turn.said_yes`), counting only requests made after
        each fact named in ``after`` was first given correctly.

        A yes given before the agent knew what it would do ("Is it OK if I look into your order?",
        before the order number) confirms nothing it does later.
        """
        for _request, yes in self._yeses(after):
            return self.turns[yes].ledger_seq
        return None

    def confirmation(self, before: int, writes: Sequence[int] = (), after: Iterable[str] = ()) -> str | None:
        """What the agent told the user up to the last yes before ledger position ``before`` (a yes to a
        request made after each ``after`` fact was given correctly, as for :meth:`confirmed_at`): the
        confirmation request that yes answered and every agent message since the previous committed write
        (``writes``: the ledger positions of committed writes). ``None``: no such yes.

        "Tell the customer the exact amount before they confirm" is checked on this text, not on all the
        agent said: naming the amount only after the refund is too late.
        """
        last = None
        for request, yes in self._yeses(after):
            if self.turns[yes].ledger_seq > before:
                break
            last = request
        if last is None:
            return None
        sent = self.turns[last].ledger_seq
        previous = max((w for w in writes if w < sent), default=-1)
        window = [t.text for t in self.turns[: last + 1] if t.role == "agent" and t.ledger_seq > previous]
        return "\n".join(window)

    def _yeses(self, after: Iterable[str]) -> Iterable[tuple[int, int]]:
        """(request, yes) turn indices of each yes to a confirmation request made after every ``after``
        fact was first given correctly, in order."""
        start = 0
        for name in after:
            for index, turn in enumerate(self.turns):
                if name in turn.revealed and name not in turn.wrong:
                    start = max(start, index + 1)
                    break
        request: int | None = None
        for index in range(start, len(self.turns)):
            turn = self.turns[index]
            if turn.role == "agent":
                request = index if turn.confirm else None
            elif request is not None and turn.said_yes:
                yield request, index

    def needless_questions(self) -> int:
        """Questions (not confirmation requests) that asked for what the user had already said."""
        return sum(1 for t in self.agent_turns() if t.question and not t.confirm and t.needless)

    def moves(self) -> list[tuple[MoveKind, int]]:
        return [(t.move, t.ledger_seq) for t in self.turns if t.move is not None]

    def to_dict(self) -> dict[str, Any]:
        return {"turns": [t.to_dict() for t in self.turns], "ended_by_user": self.ended_by_user}


class UserSimulator(Protocol):
    """What an episode needs of a simulated user (scripted or model-backed)."""

    transcript: Transcript

    @property
    def ended(self) -> bool:
        """The user has left the conversation (an answer after this is empty)."""

    async def respond(self, text: str, ledger_seq: int) -> str:
        """The user's answer to the agent's message ``text`` (sent after ``ledger_seq`` calls)."""
