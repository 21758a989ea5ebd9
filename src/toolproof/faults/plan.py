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
from typing import Annotated, Any, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from toolproof.service.wire import TRANSPORT_FAULTS

Phase = Literal["before", "after", "instead", "transform", "state"]
TransportKind = Literal["connection_reset", "empty_response", "timeout", "truncated", "malformed"]
Access = Literal["read", "write", "any"]
JsonType = Literal["string", "int", "float", "bool", "null", "list", "object"]

assert set(TransportKind.__args__) == set(TRANSPORT_FAULTS)  # type: ignore[attr-defined]


class PlanError(ValueError):
    """A plan that cannot be used; the message says what is wrong and where."""


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, allow_inf_nan=False)


# -- faults -----------------------------------------------------------------------------------------
class ErrorFault(_Model):
    """A vendor-shaped HTTP error. ``before``: nothing commits. ``after``: the effect commits, then the
    caller gets the error (an ambiguous 5xx). 429 becomes the core ``RateLimited``, 503
    ``ServiceUnavailable``, other 5xx ``UpstreamError``; ``code`` picks a vendor code (Stripe
    ``lock_timeout``, Google ``rateLimitExceeded``) and ``fields`` adds vendor members."""

    kind: Literal["error"] = "error"
    phase: Literal["before", "after"] = "before"
    status: int = Field(503, ge=400, le=599)
    code: str | None = None
    message: str | None = None
    retry_after: float | None = Field(None, ge=0)
    fields: dict[str, Any] = Field(default_factory=dict)
    #: After-phase only: a retry with the same idempotency key replays this error, as Stripe does
    #: (the first response is saved once execution begins, 500s included). ``false``: it replays
    #: the real result instead.
    replay_error: bool = True


class RateLimitFault(_Model):
    """A 429 in the vendor's rate-limit shape with ``Retry-After``; nothing commits."""

    kind: Literal["rate_limit"] = "rate_limit"
    retry_after: float = Field(1.0, ge=0)


class LockTimeoutFault(_Model):
    """Stripe's 429 ``lock_timeout``: another request holds the object; SDKs retry it at once."""

    kind: Literal["lock_timeout"] = "lock_timeout"


class TransportFault(_Model):
    """No usable response. ``before``: nothing commits (timeout, reset, empty reply). ``after``: the
    effect commits and the response is lost (also ``truncated`` and ``malformed`` bodies).
    ``seconds``: how long a timeout holds the caller (virtual in-process, real over HTTP)."""

    kind: Literal["transport"] = "transport"
    phase: Literal["before", "after"] = "after"
    fault: TransportKind = "timeout"
    seconds: float = Field(30.0, ge=0)

    @model_validator(mode="after")
    def _before_has_no_body(self) -> TransportFault:
        if self.phase == "before" and self.fault in ("truncated", "malformed"):
            raise ValueError(f"a {self.fault} body needs a response: use phase 'after'")
        return self


class DownFault(_Model):
    """The service is down: every matching call gets no response at all (a reset); nothing commits."""

    kind: Literal["down"] = "down"


class NoopFault(_Model):
    """Silent no-op: the normal success body, but the effect is rolled back."""

    kind: Literal["noop"] = "noop"


class LatencyFault(_Model):
    """A slow response: fixed ``seconds``, or log-normal (``median``, ``sigma``, capped at ``max``),
    drawn from the seeded RNG. Always moves the virtual clock; over HTTP it also really waits, only
    when asked (``wall: true``, scaled by ``wall_scale``), so a slow plan never slows a test suite."""

    kind: Literal["latency"] = "latency"
    #: ``true``: the headers arrive at once and the body trickles out over the latency (a slow body,
    #: which exercises read timeouts and streaming parsers) instead of the whole answer waiting.
    body: bool = False
    seconds: float | None = Field(None, ge=0)
    median: float | None = Field(None, gt=0)
    sigma: float = Field(0.5, ge=0)
    max: float | None = Field(None, gt=0)
    wall: bool = False
    wall_scale: float = Field(1.0, ge=0)

    @model_validator(mode="after")
    def _one_distribution(self) -> LatencyFault:
        if (self.seconds is None) == (self.median is None):
            raise ValueError("give either 'seconds' (fixed) or 'median' (log-normal)")
        return self


class StaleReadFault(_Model):
    """A read served from an earlier state: as at plan install, as it was ``lag_calls`` calls ago
    (writes made in the last ``lag_calls`` calls are invisible), or ``lag_seconds`` virtual seconds
    ago (read-your-writes lag). Writes are not affected."""

    kind: Literal["stale_read"] = "stale_read"
    lag_calls: int | None = Field(None, ge=1)
    lag_seconds: float | None = Field(None, gt=0)

    @model_validator(mode="after")
    def _one_lag(self) -> StaleReadFault:
        if self.lag_calls is not None and self.lag_seconds is not None:
            raise ValueError("give 'lag_calls' or 'lag_seconds', not both")
        return self

    @property
    def lagged(self) -> bool:
        return self.lag_calls is not None or self.lag_seconds is not None


class SchemaDriftFault(_Model):
    """A response transform on success bodies. Paths are dotted, ``*`` walks every list item
    (``data.*.status``): ``rename`` {path: new_name}, ``remove`` [path], ``retype`` {path: type},
    ``enum`` {path: new value}, ``add`` {path: value}."""

    kind: Literal["schema_drift"] = "schema_drift"
    rename: dict[str, str] = Field(default_factory=dict)
    remove: list[str] = Field(default_factory=list)
    retype: dict[str, JsonType] = Field(default_factory=dict)
    enum: dict[str, Any] = Field(default_factory=dict)
    add: dict[str, Any] = Field(default_factory=dict)


class ConcurrentWriterFault(_Model):
    """Another actor writes just before the matched call runs: a declared ``operation`` with
    ``params`` (recorded in the ledger as its own committed call), or raw ``sql`` statements.
    ``{param}`` placeholders in ``params`` and ``sql`` args take values from the agent's call."""

    kind: Literal["concurrent_writer"] = "concurrent_writer"
    operation: str | None = None
    params: dict[str, Any] = Field(default_factory=dict)
    principal: str | None = None
    sql: list[str] = Field(default_factory=list)
    args: list[list[Any]] = Field(default_factory=list)

    @model_validator(mode="after")
    def _one_way(self) -> ConcurrentWriterFault:
        if (self.operation is None) == (not self.sql):
            raise ValueError("give either 'operation' (with 'params') or 'sql'")
        if self.args and len(self.args) != len(self.sql):
            raise ValueError("'args' must have one list per 'sql' statement")
        return self


class CorruptRowsFault(_Model):
    """Rows edited behind the service's back before the matched call: ``set`` columns (or ``delete``)
    on rows of ``table`` matching ``where`` (SQL, with ``args``)."""

    kind: Literal["corrupt_rows"] = "corrupt_rows"
    table: str
    where: str = "1"
    args: list[Any] = Field(default_factory=list)
    set: dict[str, Any] = Field(default_factory=dict)
    delete: bool = False

    @model_validator(mode="after")
    def _does_something(self) -> CorruptRowsFault:
        if not self.set and not self.delete:
            raise ValueError("give 'set' (columns to overwrite) or 'delete: true'")
        return self


class RevokeCredentialFault(_Model):
    """The caller's credential is revoked: this call and every later call of the same principal on the
    same service get the vendor's 401 (Slack ``token_revoked``…)."""

    kind: Literal["revoke_credential"] = "revoke_credential"
    message: str = "The credential has been revoked."


Fault = Annotated[
    ErrorFault
    | RateLimitFault
    | LockTimeoutFault
    | TransportFault
    | DownFault
    | NoopFault
    | LatencyFault
    | StaleReadFault
    | SchemaDriftFault
    | ConcurrentWriterFault
    | CorruptRowsFault
    | RevokeCredentialFault,
    Field(discriminator="kind"),
]


def phase_of(fault: Any) -> Phase:
    """The phase a fault acts in (what the ledger records)."""
    kind = fault.kind
    if kind in ("error", "transport"):
        phase: Phase = fault.phase
        return phase
    if kind in ("rate_limit", "lock_timeout", "down", "revoke_credential"):
        return "before"
    if kind == "noop":
        return "instead"
    if kind in ("concurrent_writer", "corrupt_rows"):
        return "state"
    return "transform"


# -- rules --------------------------------------------------------------------------------------------
class Window(_Model):
    """Virtual seconds since the plan was installed: ``start`` ≤ t < ``end``."""

    start: float = 0.0
    end: float | None = None


class Rule(_Model):
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


class Stage(_Model):
    """One step of a cascade: these services get this fault from ``start`` for ``duration`` seconds."""

    services: list[str]
    operation: str = "*"
    access: Access = "any"
    start: float = Field(0.0, ge=0)
    duration: float | None = Field(None, gt=0)
    probability: float = Field(1.0, ge=0, le=1)
    fault: Fault


class PlanLimit(_Model):
    """An extra rate limit the plan imposes: ``limit`` calls per ``per_seconds`` on matching calls.

    ``scope`` ``shared`` counts every matching call in one window; ``operation`` keeps one window per
    operation (a per-method tier); ``principal`` one per caller.
    """

    service: str
    operation: str = "*"
    access: Access = "any"
    limit: int = Field(ge=1)
    per_seconds: float = Field(gt=0)
    scope: Literal["shared", "operation", "principal"] = "shared"
    key: str | None = None


class FaultPlan(_Model):
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
