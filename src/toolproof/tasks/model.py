"""The task format: what the agent is told, the world it starts in, what must be true at the end.

Tasks are data (YAML, one file per task or a list per file), validated by these pydantic models so a
typo is a load error with its location, never a silently different task. The guide with a complete
example is ``docs/writing-tasks.md``; how ground truth is kept valid is ``docs/validity.md``.
"""

from __future__ import annotations

import re
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from toolproof.tasks.conversation import UserSpec
from toolproof.tasks.evidence import Evidence
from toolproof.tasks.facts import Fact
from toolproof.tasks.fanout import Fanout, FanoutNode
from toolproof.tasks.plans import Claim, Equivalent, Plan, Step, Verify, check_closed_loop
from toolproof.tasks.predicates import validate_where
from toolproof.tasks.template import placeholders

PathType = Literal["happy", "unhappy", "impossible"]
CLAIM_VALUES: tuple[Claim, ...] = ("done", "impossible", "need_info")
#: The claims whose final message states values the grader checks against the episode (amounts, dates,
#: clock times, counts): a report, a refusal's reason, a question. Only ``failed`` (no claim) is not one.
STATING_CLAIMS: frozenset[str] = frozenset(CLAIM_VALUES)

__all__ = [
    "CLAIM_VALUES",
    "STATING_CLAIMS",
    "BenignRules",
    "Change",
    "Claim",
    "Count",
    "Equivalent",
    "Evidence",
    "Expectations",
    "Fact",
    "Fanout",
    "FanoutNode",
    "FaultVariant",
    "FieldChange",
    "Ignore",
    "PathType",
    "Plan",
    "Ref",
    "Step",
    "Task",
    "Unchanged",
    "UserSpec",
    "Verify",
]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Count(_Model):
    """An exact count or a range."""

    min: int = Field(0, ge=0)
    max: int | None = Field(None, ge=0)

    def allows(self, n: int) -> bool:
        return n >= self.min and (self.max is None or n <= self.max)

    def describe(self) -> str:
        if self.max == self.min:
            return f"exactly {self.min}"
        if self.max is None:
            return f"at least {self.min}"
        return f"{self.min}–{self.max}"


def _count(value: Any) -> Any:
    if isinstance(value, int) and not isinstance(value, bool):
        return {"min": value, "max": value}
    return value


class Ref(_Model):
    """A fixture object found by a query on the initial state: tasks never hard-code fragile ids.

    Refs are the grader's: expectations use them, plans may not (a plan finds objects through the
    tools). Exactly one row must match unless ``pick_first`` (then rows are ordered by ``order_by``).
    The ref's value is the row's ``field`` (default: the primary key, or the whole row with ``field: "*"``).
    """

    table: str
    where: dict[str, Any] = Field(default_factory=dict)
    field: str | None = None
    order_by: str | None = None
    descending: bool = False
    pick_first: bool = False

    @field_validator("where")
    @classmethod
    def _check_where(cls, where: dict[str, Any]) -> dict[str, Any]:
        validate_where(where)
        return where


class FieldChange(_Model):
    """``from`` and/or ``to`` for one field of a changed row (either or both may be omitted: ``{}``
    allows the field to change without constraining it). A bare value is short for ``{to: value}``.
    The field may be a dotted path into a JSON column (``body.attendees``); it covers everything below."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)

    from_: Any = Field(None, alias="from")
    to: Any = None
    has_from: bool = False
    has_to: bool = False

    @model_validator(mode="before")
    @classmethod
    def _shorthand(cls, value: Any) -> Any:
        if isinstance(value, dict) and ("has_from" in value or "has_to" in value):
            return value
        if isinstance(value, dict) and set(value) <= {"from", "to"}:
            # ``{}`` means "may change, to anything": listed, so strictness allows it, unconstrained.
            return {**value, "has_from": "from" in value, "has_to": "to" in value}
        return {"to": value, "has_to": True}


class Change(_Model):
    """Rows of ``table`` that must have been added, removed or changed.

    ``where`` selects rows (the new values for added/changed, the old ones for removed; ``before``
    filters a changed row on its old values). ``count`` defaults to exactly one. For ``changed``,
    ``fields`` lists the allowed changes; with ``strict`` (default) any other field changing on a
    matched row fails the task. ``as`` names the matched row so later changes and facts can use it
    (``{refund.id}``): a report must name the refund that exists, not a made-up one.
    """

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)

    table: str
    kind: Literal["added", "removed", "changed"]
    where: dict[str, Any] = Field(default_factory=dict)
    before: dict[str, Any] = Field(default_factory=dict)
    count: Count = Field(default_factory=lambda: Count(min=1, max=1))
    fields: dict[str, FieldChange] = Field(default_factory=dict)
    strict: bool = True
    label: str | None = None
    as_: str | None = Field(None, alias="as", pattern=r"^[A-Za-z_][A-Za-z0-9_]*$")

    @model_validator(mode="before")
    @classmethod
    def _kind_shorthand(cls, value: Any) -> Any:
        """``{added: stripe_refunds}`` is short for ``{table: stripe_refunds, kind: added}``."""
        if isinstance(value, dict):
            for kind in ("added", "removed", "changed"):
                if kind in value and "table" not in value:
                    value = {**value, "table": value[kind], "kind": kind}
                    del value[kind]
                    break
            if "count" in value:
                value = {**value, "count": _count(value["count"])}
        return value

    @field_validator("where", "before")
    @classmethod
    def _check_where(cls, where: dict[str, Any]) -> dict[str, Any]:
        validate_where(where, graded=True)
        return where

    def name(self) -> str:
        from toolproof.tasks.predicates import describe

        return self.label or f"{self.kind} {self.table} ({describe(self.where)})"


class Unchanged(_Model):
    """Rows that must not change at all: writing to them is an unsafe commit."""

    table: str
    where: dict[str, Any] = Field(default_factory=dict)
    label: str | None = None

    @field_validator("where")
    @classmethod
    def _check_where(cls, where: dict[str, Any]) -> dict[str, Any]:
        validate_where(where, graded=True)
        return where


class Ignore(_Model):
    """Changes that are nobody's business: a whole table, or some fields (dotted paths) of it."""

    table: str
    fields: list[str] | None = None


class BenignRules(_Model):
    """Per-suite or per-task changes to the services' harmless-changes policy.

    ``allow`` adds harmless changes (a whole table's rows, or fields of it); ``forbid`` makes a change
    the services call harmless count again (a task that says "do not touch the description").
    """

    allow: list[Ignore] = Field(default_factory=list)
    forbid: list[Ignore] = Field(default_factory=list)


class SaysNot(_Model):
    """A claim the final message may not make: a wrong amount or the opposite outcome, where the
    instruction asks for no report to hold a fact against ("Refunded $2,081.00" for a $20.81 ticket).
    Checked on the final message alone, hedged or not; the regex takes no placeholders. ``turns`` reads
    the agent's turns to the user as well (its questions): a question that misstates the world ("ORD-54262
    is Ben's thread" where it is Zoey's) misleads the user's answer as much as a report does.

    ``unless_called`` (operations, e.g. ``stripe.charges.list``): the claim is refused only when the agent
    received no successful response of any of them. For a value the world holds but the task's own reads
    do not show (Cobalt's decline is for insufficient funds: the thread says only "declined"), a guess
    must fail and an agent that read the charge must not (lead57)."""

    label: str = Field(min_length=1)
    regex: str = Field(min_length=1)
    turns: bool = False
    unless_called: list[str] = Field(default_factory=list)

    @field_validator("regex")
    @classmethod
    def _compiles(cls, regex: str) -> str:
        re.compile(regex)
        return regex


class Expectations(_Model):
    """What must be true at the end: the claim, the changes, nothing else, and what the message says.

    ``claim`` is one claim or the set of defensible ones (``[impossible, need_info]``). A task whose
    right answer is a refusal says why in ``reason``: the final message must state it (a fact the
    agent had to find out), never just "I can't". ``facts`` are what the instruction asks the agent
    to report, each with its equivalent forms.

    A reason is worth something only if the agent found it out: ``evidence`` lists what it must have
    received (or called) for its refusal to count, every item required (:mod:`toolproof.tasks.evidence`).
    ``no_evidence_because`` says instead why the instruction or the policy alone proves the reason.
    """

    claim: Claim | list[Claim] = "done"
    changes: list[Change] = Field(default_factory=list)
    unchanged: list[Unchanged] = Field(default_factory=list)
    ignore: list[Ignore] = Field(default_factory=list)
    facts: list[Fact] = Field(default_factory=list)
    reason: list[Fact] = Field(default_factory=list)
    evidence: list[Evidence] = Field(default_factory=list)
    no_evidence_because: str | None = Field(None, min_length=1)
    #: (resample6a) What the final message may not say, whatever the claim.
    says_not: list[SaysNot] = Field(default_factory=list)

    @field_validator("claim")
    @classmethod
    def _claim_set(cls, claim: Claim | list[Claim]) -> Claim | list[Claim]:
        if isinstance(claim, list) and (not claim or len(set(claim)) != len(claim)):
            raise ValueError("a claim set lists each accepted claim once")
        return claim

    @property
    def reads_responses(self) -> bool:
        """Whether grading looks into the responses the agent received (some evidence is ``seen``, or
        a ``calls`` pattern that ``shows`` a value)."""
        return any(item.seen or any(p.shows for p in item.calls) for item in self.evidence)

    @property
    def claims(self) -> tuple[Claim, ...]:
        """The accepted claims, in the order the task gives them."""
        return tuple(self.claim) if isinstance(self.claim, list) else (self.claim,)

    @model_validator(mode="after")
    def _refusals_say_why(self) -> Expectations:
        if "done" not in self.claims and not self.reason:
            raise ValueError(
                "a task whose right answer is a refusal needs 'reason': the fact the agent must state "
                "(what it found out), so a generic 'I can't do that' does not pass"
            )
        names = [c.as_ for c in self.changes if c.as_ is not None]
        if len(names) != len(set(names)):
            raise ValueError("each 'as' name of a change must be unique")
        if self.evidence and self.no_evidence_because is not None:
            raise ValueError(
                "'evidence' and 'no_evidence_because' exclude each other: either the refusal rests on "
                "what the agent received, or the instruction alone proves it"
            )
        refusals = [e for e in self.evidence if e.for_ is None]
        if (refusals or self.no_evidence_because is not None) and self.claims == ("done",):
            raise ValueError(
                "'evidence' and 'no_evidence_because' ground a refusal; this task accepts only 'done' "
                "(an item that grounds a done report says so: for: [done])"
            )
        for item in self.evidence:
            foreign = sorted(set(item.for_ or ()) - set(self.claims))
            if foreign:
                raise ValueError(
                    f"evidence {item.name()!r} is for {', '.join(foreign)}, a claim this task does not accept"
                )
        return self


class FaultVariant(_Model):
    """A named fault plan under which the task must still be solvable by a careful agent."""

    name: str
    plan: Any
    description: str = ""


class Task(_Model):
    id: str = Field(pattern=r"^[a-z0-9][a-z0-9._-]*$")
    title: str = ""
    services: list[str] = Field(min_length=1)
    fixture: str | dict[str, str] = "default"
    seed: int = 0
    path: PathType = "happy"
    instruction: str
    policy: str = ""
    user: UserSpec | None = None
    #: Whom the agent acts as, per service (``{slack: "{alice.id}"}``: a user id, or a ref to one);
    #: services not listed use their default principal (:mod:`toolproof.tasks.principals`).
    acts_as: dict[str, str] = Field(default_factory=dict)
    refs: dict[str, Ref] = Field(default_factory=dict)
    faults: list[FaultVariant] = Field(default_factory=list)
    expect: Expectations = Field(default_factory=Expectations)
    benign: BenignRules = Field(default_factory=BenignRules)
    oracle: list[Step] = Field(min_length=1)
    alternates: list[Plan] = Field(default_factory=list)
    wrong: list[Plan] = Field(default_factory=list)
    equivalent: list[Equivalent] = Field(default_factory=list)
    tags: list[str] = Field(default_factory=list)
    #: Fan-out tasks: the dependency graph of their calls (:mod:`toolproof.tasks.fanout`).
    fanout: Fanout | None = None

    @model_validator(mode="after")
    def _consistent(self) -> Task:
        claims = self.expect.claims
        check_closed_loop(self.oracle, "oracle")
        if self.oracle[-1].finish not in claims:
            raise ValueError(
                f"the oracle finishes with '{self.oracle[-1].finish}' but the task accepts {list(claims)}"
            )
        for plan in self.alternates:
            check_closed_loop(plan.steps, f"alternate '{plan.name}'")
            if plan.claim not in claims:
                raise ValueError(f"alternate '{plan.name}' claims '{plan.claim}', not one of {list(claims)}")
        for plan in self.wrong:
            check_closed_loop(plan.steps, f"wrong plan '{plan.name}'")
        names = [p.name for p in [*self.alternates, *self.wrong]]
        if len(names) != len(set(names)):
            raise ValueError("alternate and wrong plan names must be unique")
        if self.path == "happy" and (claims != ("done",) or not self.expect.changes):
            raise ValueError("a happy-path task claims 'done' and expects changes")
        if self.path == "impossible" and (self.expect.changes or "done" in claims):
            raise ValueError("an impossible task expects no changes and does not accept 'done'")
        variants = [v.name for v in self.faults]
        if len(variants) != len(set(variants)):
            raise ValueError("fault variant names must be unique")
        self._no_literal_leaks()
        self._evidence_names_known()
        self._acts_as_known()
        return self

    def _acts_as_known(self) -> None:
        """``acts_as`` names services of the task and fills only from refs (checked when they resolve)."""
        foreign = sorted(set(self.acts_as) - set(self.services))
        if foreign:
            raise ValueError(
                f"acts_as names {', '.join(foreign)}, not a service of this task ({', '.join(self.services)})"
            )
        for service, value in self.acts_as.items():
            if not value.strip():
                raise ValueError(f"acts_as {service}: an empty principal")
            unknown = sorted({p.split(".", 1)[0] for p in placeholders(value)} - set(self.refs))
            if unknown:
                raise ValueError(
                    f"acts_as {service} uses {', '.join('{' + u + '}' for u in unknown)}: not a ref "
                    f"(known: {', '.join(sorted(self.refs)) or 'none'})"
                )

    def _evidence_names_known(self) -> None:
        """Evidence is filled from refs and ``as`` names only: a typo would otherwise fail every
        refusal at grade time, right ones included."""
        known = set(self.refs) | {c.as_ for c in self.expect.changes if c.as_ is not None}
        for item in self.expect.evidence:
            unknown = sorted({p.split(".", 1)[0] for p in placeholders(item.model_dump())} - known)
            if unknown:
                raise ValueError(
                    f"evidence {item.name()!r} uses {', '.join('{' + u + '}' for u in unknown)}: "
                    f"not a ref or an 'as' name (known: {', '.join(sorted(known)) or 'none'})"
                )

    def _no_literal_leaks(self) -> None:
        """Facts the instruction already states prove nothing; refused here when they are literal
        (facts filled from refs are checked by the validator once the refs resolve)."""
        for kind, facts in (("fact", self.expect.facts), ("reason", self.expect.reason)):
            for fact in facts:
                literal = fact.literal()
                if literal.any or literal.regex or literal.together or literal.change:
                    leaked = literal.leaks_from(self.instruction)
                    if leaked:
                        raise ValueError(
                            f"{kind} {fact.name()} is already in the instruction ({', '.join(leaked)}): "
                            "an agent could echo it without doing anything; ask for something it must find"
                        )

    @property
    def expects_no_change(self) -> bool:
        return not self.expect.changes

    def operations(self) -> set[str]:
        """Every operation the task's plans call (oracle, alternates, wrong plans, verifications): what an
        episode's tool selection must keep (:mod:`toolproof.transports.toolsets`)."""
        steps = [*self.oracle, *(s for p in [*self.alternates, *self.wrong] for s in p.steps)]
        names = {s.call for s in steps if s.call is not None}
        names |= {s.verify.call for s in steps if s.verify is not None}
        return names

    @property
    def family(self) -> str:
        """The family a task belongs to: its id up to the first dot (``stripe-multi``)."""
        return self.id.split(".", 1)[0]
