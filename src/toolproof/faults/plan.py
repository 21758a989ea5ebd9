"""Fault plans as data: ordered rules that say which calls get which fault, in which phase.

A plan is plain data (YAML, JSON or Python) validated by pydantic, so a typo is a readable error
before a run, never a silently ignored rule::

    name: checkout-chaos
    rules:
      - id: lost-refund
        operation: stripe.refunds.create
        nth: 1
        fault: {kind: transport, phase: after, fault: timeout}
      - operation: "slack.*"
        probability: 0.1
        fault: {kind: error, status: 503}

Semantics (documented once, here):

- **First match wins.** Rules are tried in order; the first one that matches a call decides it and
  the rest are not consulted (LocalStack's rule). One call gets at most one rule's fault.
- **Counting is per rule.** ``nth``, ``calls`` and ``every`` count the calls that pass the rule's
  *static* filter (service, operation glob, access, principal, params), whether or not an earlier
  rule took them, so "the 2nd refund" means the 2nd refund call of the episode.
- **Probability** is drawn once per call per rule that reaches it, from the world's seeded RNG on its
  own stream (``faults``), so a plan never shifts the ids a service mints and the same plan + seed
  makes the same decisions in any process.
- **Time windows** are virtual seconds since the plan was installed (or the world last reset).
- ``times`` caps how often a rule fires; a ``sequence`` scripts successive matches ("503, 503, then
  success": ``sequence: [{kind: error, status: 503}, {kind: error, status: 503}]``; ``null`` = pass).
- A ``cascade`` is an ordered timeline across services; it expands into ordinary rules (after the
  explicit rules) with time windows.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Literal

import yaml
from pydantic import Field, ValidationError, model_validator

from toolproof.faults.kinds import Fault, PlanModel

Access = Literal["read", "write", "any"]


class PlanError(ValueError):
    """A plan that cannot be used; the message says what is wrong and where."""


# -- rules --------------------------------------------------------------------------------------------
class Window(PlanModel):
    """Virtual seconds since the plan was installed: ``start`` ≤ t < ``end``."""

    start: float = 0.0
    end: float | None = None


class Rule(PlanModel):
    """One rule: a match and a fault (or a scripted ``sequence`` of faults, ``null`` meaning pass)."""

    id: str | None = None
    description: str = ""
    service: str | list[str] | None = None
    operation: str = "*"
    access: Access = "any"
    principal: str | None = None
    #: Parameters the call must carry: ``{"pageToken": "*"}`` (present), ``{"channel": "C0*"}`` (a
    #: glob on the value as text) or an exact JSON value. Invalidated cursors, one customer's refunds…
    params: dict[str, Any] | None = None
    nth: int | None = Field(None, ge=1)
    calls: tuple[int, int] | None = None
    every: int | None = Field(None, ge=1)
    probability: float = Field(1.0, ge=0, le=1)
    window: Window | None = None
    times: int | None = Field(None, ge=1)
    fault: Fault | None = None
    sequence: list[Fault | None] | None = None
    repeat: bool = False

    @model_validator(mode="after")
    def _fault_or_sequence(self) -> Rule:
        if (self.fault is None) == (self.sequence is None):
            raise ValueError("give exactly one of 'fault' or 'sequence'")
        if self.sequence is not None and not self.sequence:
            raise ValueError("'sequence' needs at least one step")
        if self.calls is not None and not (1 <= self.calls[0] <= self.calls[1]):
            raise ValueError("'calls' is [first, last] with 1 ≤ first ≤ last")
        return self

    @property
    def services(self) -> tuple[str, ...] | None:
        if self.service is None:
            return None
        return (self.service,) if isinstance(self.service, str) else tuple(self.service)


class Stage(PlanModel):
    """One step of a cascade: these services get this fault from ``start`` for ``duration`` seconds."""

    services: list[str]
    operation: str = "*"
    access: Access = "any"
    start: float = Field(0.0, ge=0)
    duration: float | None = Field(None, gt=0)
    probability: float = Field(1.0, ge=0, le=1)
    fault: Fault


class PlanLimit(PlanModel):
    """An extra rate limit the plan imposes: ``limit`` calls per ``per_seconds`` on matching calls.

    ``scope`` ``shared`` counts every matching call in one window; ``operation`` keeps one window per
    operation (a per-method tier); ``principal`` one per caller. ``limit: 0`` allows none: every
    matching call gets the service's 429, its retry-after the window (at least 1 s).
    """

    service: str
    operation: str = "*"
    access: Access = "any"
    limit: int = Field(ge=0)
    per_seconds: float = Field(gt=0)
    scope: Literal["shared", "operation", "principal"] = "shared"
    key: str | None = None


class FaultPlan(PlanModel):
    """An ordered list of rules plus resources (extra rate limits, concurrency caps) and cascades."""

    name: str = "plan"
    description: str = ""
    rules: list[Rule] = Field(default_factory=list)
    cascade: list[Stage] = Field(default_factory=list)
    rate_limits: list[PlanLimit] = Field(default_factory=list)
    #: At most N requests in flight per service; the rest get the vendor's overload 429.
    concurrency: dict[str, int] = Field(default_factory=dict)

    @model_validator(mode="after")
    def _unique_ids(self) -> FaultPlan:
        seen: set[str] = set()
        for rule in self.rules:
            if rule.id is not None:
                if rule.id in seen:
                    raise ValueError(f"rule id {rule.id!r} is used twice")
                seen.add(rule.id)
        for service, cap in self.concurrency.items():
            if cap < 1:
                raise ValueError(f"concurrency of {service!r} must be ≥ 1")
        return self

    @property
    def empty(self) -> bool:
        return not (self.rules or self.cascade or self.rate_limits or self.concurrency)

    def all_rules(self) -> list[Rule]:
        """The rules in matching order: explicit rules, then the cascade's stages as windowed rules."""
        out = list(self.rules)
        for i, stage in enumerate(self.cascade, 1):
            end = None if stage.duration is None else stage.start + stage.duration
            out.append(
                Rule(
                    id=f"cascade-{i}",
                    description=f"cascade stage {i}: {', '.join(stage.services)}",
                    service=stage.services,
                    operation=stage.operation,
                    access=stage.access,
                    probability=stage.probability,
                    window=Window(start=stage.start, end=end),
                    fault=stage.fault,
                )
            )
        return out

    # -- loading ---------------------------------------------------------------------------------
    @classmethod
    def from_data(cls, data: Any) -> FaultPlan:
        """Validate plain data (a dict from YAML or JSON); raises :class:`PlanError` with every problem."""
        if isinstance(data, list):
            data = {"rules": data}
        if not isinstance(data, dict):
            raise PlanError("a fault plan is a mapping with 'rules' (or a list of rules)")
        try:
            return cls.model_validate(data)
        except ValidationError as exc:
            raise PlanError(describe_errors(exc)) from None

    @classmethod
    def from_yaml(cls, text: str) -> FaultPlan:
        try:
            data = yaml.safe_load(text)
        except yaml.YAMLError as exc:
            raise PlanError(f"the plan is not valid YAML: {exc}") from None
        return cls.from_data(data if data is not None else {})

    @classmethod
    def from_json(cls, text: str) -> FaultPlan:
        try:
            data = json.loads(text)
        except ValueError as exc:
            raise PlanError(f"the plan is not valid JSON: {exc}") from None
        return cls.from_data(data)

    @classmethod
    def load(cls, path: str | Path) -> FaultPlan:
        path = Path(path)
        try:
            text = path.read_text(encoding="utf-8")
        except OSError as exc:
            raise PlanError(f"cannot read plan {str(path)!r}: {exc.strerror}") from None
        plan = cls.from_yaml(text)
        return plan if plan.name != "plan" else plan.model_copy(update={"name": path.stem})

    def to_data(self) -> dict[str, Any]:
        """Plain data (JSON-ready): what the plan was given, unset defaults left out; reads back."""
        data: dict[str, Any] = self.model_dump(mode="json", exclude_unset=True)
        # The discriminator is a default, but a fault without its kind would not read back.
        for rule, raw in zip(self.rules, data.get("rules", []), strict=True):
            if rule.fault is not None:
                raw.setdefault("fault", {})["kind"] = rule.fault.kind
            if rule.sequence is not None:
                raw["sequence"] = [
                    None if f is None else f.model_dump(mode="json", exclude_unset=True) | {"kind": f.kind}
                    for f in rule.sequence
                ]
        for stage, raw in zip(self.cascade, data.get("cascade", []), strict=True):
            raw.setdefault("fault", {})["kind"] = stage.fault.kind
        return data


def describe_errors(exc: ValidationError) -> str:
    """One line per problem, with its location in the plan (``rules[2].fault.status: …``)."""
    lines = []
    for err in exc.errors(include_url=False):
        loc = ""
        for part in err["loc"]:
            if isinstance(part, int):
                loc += f"[{part}]"
            else:
                loc += ("." if loc else "") + str(part)
        lines.append(f"{loc or 'plan'}: {err['msg']}")
    return "invalid fault plan: " + "; ".join(lines)
