"""The injector: one interceptor that decides, per call, which fault (if any) a plan applies.

Installed as ``world.interceptor`` it sees every call from every transport (Python, HTTP, MCP), so
a plan behaves the same whichever way the agent comes in. Order of checks per call:

1. a revoked credential (an earlier ``revoke_credential`` fault) → the vendor's 401;
2. the plan's concurrency cap for the service → the vendor's overload 429;
3. the plan's extra rate limits → the vendor's 429 with ``Retry-After``;
4. the rules, first match wins (see :mod:`toolproof.faults.plan`).

With an empty plan the injector is one attribute test and a call, so installing it costs nothing.
"""

from __future__ import annotations

import json
import math
import sqlite3
from dataclasses import dataclass, field
from fnmatch import fnmatchcase
from typing import TYPE_CHECKING, Any

from toolproof.faults import effects
from toolproof.faults.kinds import BaseFault, FaultContext, StaleReadFault
from toolproof.faults.plan import FaultPlan, PlanError, PlanLimit, Rule
from toolproof.service.errors import RateLimited, Unauthorized
from toolproof.service.limits import Limit
from toolproof.world.ledger import LedgerEntry
from toolproof.world.limiter import SlidingWindowLimiter
from toolproof.world.store import thaw

if TYPE_CHECKING:
    from toolproof.service.operation import Operation
    from toolproof.service.wire import Response
    from toolproof.world.world import Call, Execute, World

#: RNG stream for fault decisions: separate from ``ids`` so a plan never shifts the ids a service mints.
STREAM = "faults"


@dataclass(slots=True)
class _RuleState:
    """A rule, its dynamic filters flattened into plain attributes (the hot loop reads them on every
    call), and its counters: calls that passed its static filter, and times it fired."""

    rule: Rule
    rule_id: str
    seen: int = 0
    fires: int = 0
    principal: str | None = None
    params: tuple[tuple[str, Any], ...] = ()
    first: int = 1
    last: float = math.inf
    every: int = 1
    times: float = math.inf
    start: float = -math.inf
    end: float = math.inf
    probability: float = 1.0

    @classmethod
    def of(cls, rule: Rule, rule_id: str) -> _RuleState:
        state = cls(rule, rule_id, principal=rule.principal, probability=rule.probability)
        state.params = tuple((rule.params or {}).items())
        if rule.calls is not None:
            state.first, state.last = rule.calls
        if rule.nth is not None:
            state.first, state.last = max(state.first, rule.nth), min(state.last, rule.nth)
        state.every = rule.every or 1
        state.times = math.inf if rule.times is None else rule.times
        if rule.window is not None:
            state.start = rule.window.start
            state.end = math.inf if rule.window.end is None else rule.window.end
        return state


@dataclass(slots=True)
class _OpPlan:
    """What the plan holds for one operation, computed once: candidate rules and rate limits."""

    rules: list[_RuleState]
    limits: list[tuple[PlanLimit, int]]


@dataclass(slots=True)
class InjectorStats:
    calls: int = 0
    faults: int = 0
    by_rule: dict[str, int] = field(default_factory=dict)


class FaultInjector:
    """Applies a :class:`FaultPlan` to a world. ``FaultInjector(plan).install(world)``."""

    def __init__(self, plan: FaultPlan) -> None:
        self.plan = plan
        self.empty = plan.empty
        self._rules = [_RuleState.of(r, r.id or f"rule-{i}") for i, r in enumerate(plan.all_rules(), 1)]
        self._ops: dict[str, _OpPlan] = {}
        self._limiter = SlidingWindowLimiter()
        stale = [f for r in self._rules for f in _faults_of(r.rule) if isinstance(f, StaleReadFault)]
        self._lags = [f for f in stale if f.lagged]
        self._lag_calls = max((f.lag_calls or 0 for f in stale), default=0)
        self._lag_seconds = max((f.lag_seconds or 0.0 for f in stale), default=0.0)
        self._needs_install_snapshot = any(not f.lagged for f in stale)
        self.stats = InjectorStats()
        self.revoked: set[tuple[str, str | None]] = set()
        self.started = 0.0
        #: (call number, virtual time, state bytes) captured just before each write, within the lag.
        self._history: list[tuple[int, float, bytes]] = []
        self._install_data: bytes | None = None
        self._thawed: tuple[int, sqlite3.Connection] | None = None

    # -- lifecycle ----------------------------------------------------------------------------
    def install(self, world: World) -> FaultInjector:
        """Check the plan against the world, reset the counters and become its interceptor."""
        # The check reads only the world's operations and tables, fixed by its fixture key: a plan a
        # runner installs on episode after episode of one task is checked once.
        checked = (id(self.plan), world.fixture.key)
        if _CHECKED.get(checked) is not self.plan:
            self._check(world)
            if len(_CHECKED) >= _CHECKED_MAX:
                _CHECKED.clear()
            _CHECKED[checked] = self.plan
        self.reset(world)
        self._install_data = world.conn.serialize() if self._needs_install_snapshot else None
        world.interceptor = self
        return self

    def reset(self, world: World) -> None:
        """Start over (called by ``world.reset()``): counters, revocations, windows, snapshots."""
        for state in self._rules:
            state.seen = state.fires = 0
        self._ops.clear()
        self._limiter.clear()
        self.revoked.clear()
        self.stats = InjectorStats()
        self.started = world.clock.now
        self._history.clear()
        self._install_data = world.fixture.data if self._needs_install_snapshot else None
        self._drop_thawed()

    def _check(self, world: World) -> None:
        for state in self._rules:
            ops = [op for op in world.operations.values() if _static_match(state.rule, op)]
            if not ops:
                continue
            for fault in _faults_of(state.rule):
                problem = fault.check(world)
                if problem is not None:
                    raise PlanError(f"{state.rule_id}: {problem}")

    # -- the interceptor ----------------------------------------------------------------------
    def intercept(self, world: World, call: Call, execute: Execute) -> tuple[Response, LedgerEntry]:
        if self.empty:
            return execute(call, True)
        self.stats.calls += 1
        n = self.stats.calls
        op = call.operation
        service = op.service
        if self.revoked and (service, call.principal) in self.revoked:
            revoked = Unauthorized("The credential has been revoked.", credential="revoked")
            return self._record(
                effects.refuse(world, call, revoked), "revoked", "revoke_credential", "before"
            )
        cap = self.plan.concurrency.get(service)
        if cap is not None:
            # The HTTP layer holds the current request already; an in-process call is not held.
            others = world.inflight.get(service, 0) - (1 if call.transport == "http" else 0)
            if others >= cap:
                error = RateLimited(
                    f"Too many concurrent requests: at most {cap} may be in flight.",
                    retry_after=1.0,
                    limit_key=f"{service}:concurrency",
                )
                return self._record(
                    effects.refuse(world, call, error), "concurrency", "concurrency", "before"
                )
        opplan = self._ops.get(op.name)
        if opplan is None:
            opplan = self._ops[op.name] = self._plan_for(op)
        if opplan.limits:
            limited = self._rate_limited(world, call, opplan)
            if limited is not None:
                return limited
        if self._lags and op.writes:
            self._remember_state(world, n)
        chosen: tuple[_RuleState, BaseFault | None] | None = None
        principal = call.principal
        t = world.clock.now - self.started
        # The hot loop: every candidate rule counts the call; the first that decides takes it. The
        # checks are inlined (cheapest first) because they run for every rule on every call.
        for state in opplan.rules:
            if state.principal is not None and state.principal != principal:
                continue
            if state.params and not _params_match(state.params, call.params):
                continue
            n = state.seen = state.seen + 1
            if (
                chosen is not None
                or n < state.first
                or n > state.last
                or n % state.every
                or state.fires >= state.times
                or t < state.start
                or t >= state.end
            ):
                continue
            if state.probability < 1.0 and world.rng.random(STREAM) >= state.probability:
                continue
            step = self._step(state)
            if step is None or isinstance(step, BaseFault):
                state.fires += 1
                chosen = (state, step)
        if chosen is None:
            return execute(call, True)
        state, fault = chosen
        if fault is None:  # a ``null`` step of a sequence: this call passes untouched
            return execute(call, True)
        return self._apply(world, call, execute, state, fault)

    @staticmethod
    def _step(state: _RuleState) -> BaseFault | object | None:
        rule = state.rule
        if rule.sequence is None:
            return rule.fault
        i = state.fires
        if i >= len(rule.sequence):
            if not rule.repeat:
                return _NO_MATCH
            i %= len(rule.sequence)
        return rule.sequence[i]

    def _apply(
        self, world: World, call: Call, execute: Execute, state: _RuleState, fault: BaseFault
    ) -> tuple[Response, LedgerEntry]:
        result = fault.apply(FaultContext(world, call, execute, state.rule_id, self))
        return self._record(result, state.rule_id, fault.kind, fault.phase)

    def _record(
        self, result: tuple[Response, LedgerEntry], rule_id: str, kind: str, phase: str
    ) -> tuple[Response, LedgerEntry]:
        response, entry = result
        extra = entry.fault or {}
        entry.fault = {
            "rule": rule_id,
            "kind": kind,
            "phase": phase,
            "committed": entry.committed,
            "delivered": entry.delivered,
        } | extra
        self.stats.faults += 1
        self.stats.by_rule[rule_id] = self.stats.by_rule.get(rule_id, 0) + 1
        return response, entry

    # -- resources ----------------------------------------------------------------------------
    def _plan_for(self, op: Operation) -> _OpPlan:
        rules = [s for s in self._rules if _static_match(s.rule, op)]
        limits = [
            (lim, i)
            for i, lim in enumerate(self.plan.rate_limits)
            if lim.service == op.service
            and fnmatchcase(op.name, lim.operation)
            and _access_ok(lim.access, op)
        ]
        return _OpPlan(rules, limits)

    def _rate_limited(self, world: World, call: Call, opplan: _OpPlan) -> tuple[Response, LedgerEntry] | None:
        limits = []
        for lim, i in opplan.limits:
            key = lim.key or f"plan:{i}"
            if lim.scope == "operation":
                key += ":" + call.operation.name
            elif lim.scope == "principal":
                key += f":{call.principal}"
            limits.append(Limit(key, lim.limit, lim.per_seconds))
        hit = self._limiter.check(limits, world.resource_time())
        if hit is None:
            return None
        limit, wait = hit
        error = RateLimited(
            f"Rate limit of {limit.limit} per {limit.per_seconds:g} s exceeded; retry in {wait:g} s.",
            retry_after=wait,
            limit_key=limit.key,
        )
        result = effects.refuse(world, call, error)
        return self._record(result, f"limit:{limit.key}", "rate_limit", "before")

    # -- stale reads --------------------------------------------------------------------------
    def _remember_state(self, world: World, n: int) -> None:
        """Before a write, keep the state it is about to change (only plans with lagged stale reads)."""
        calls, seconds = n - self._lag_calls, world.clock.now - self._lag_seconds
        self._history = [h for h in self._history if h[0] >= calls or h[1] > seconds]
        self._history.append((n, world.clock.now, world.conn.serialize()))

    def stale_conn(self, world: World, fault: StaleReadFault) -> sqlite3.Connection | None:
        """The database a stale read runs against (``None``: nothing to hide, read the live state)."""
        if fault.lag_calls is not None:
            since = self.stats.calls - fault.lag_calls
            found = next(((i, d) for i, _t, d in self._history if i >= since), None)
        elif fault.lag_seconds is not None:
            # Writes made less than lag_seconds ago are invisible: the state before the first of them.
            after = world.clock.now - fault.lag_seconds
            found = next(((i, d) for i, t, d in self._history if t > after), None)
        else:
            found = (-1, self._install_data) if self._install_data is not None else None
        if found is None:
            return None
        key, data = found
        if self._thawed is None or self._thawed[0] != key:
            self._drop_thawed()
            self._thawed = (key, thaw(data))
        return self._thawed[1]

    def _drop_thawed(self) -> None:
        if self._thawed is not None:
            self._thawed[1].close()
            self._thawed = None

    def describe(self) -> dict[str, Any]:
        """The plan and what it has done so far (admin surface)."""
        return {
            "plan": self.plan.to_data(),
            "stats": {
                "calls": self.stats.calls,
                "faults": self.stats.faults,
                "by_rule": dict(self.stats.by_rule),
                "revoked": sorted(f"{s}:{p}" for s, p in self.revoked),
            },
        }


_NO_MATCH = object()

#: Plans that passed :meth:`FaultInjector._check` on worlds of a fixture key. Each entry holds its plan,
#: so the plan's ``id`` cannot be reused by another object while the entry says it was checked.
_CHECKED: dict[tuple[int, Any], FaultPlan] = {}
_CHECKED_MAX = 4096


def _params_match(wanted: tuple[tuple[str, Any], ...], params: Any) -> bool:
    """Every wanted parameter is present; ``"*"``-style strings are globs on the value as text."""
    if not isinstance(params, dict):
        return False
    for name, pattern in wanted:
        if name not in params:
            return False
        value = params[name]
        if isinstance(pattern, str):
            text = value if isinstance(value, str) else json.dumps(value)
            if not fnmatchcase(text, pattern):
                return False
        elif value != pattern:
            return False
    return True


def _faults_of(rule: Rule) -> list[BaseFault]:
    if rule.fault is not None:
        return [rule.fault]
    return [f for f in rule.sequence or [] if f is not None]


def _access_ok(access: str, op: Operation) -> bool:
    return access == "any" or (access == "write") == op.writes


def warm(plan: FaultPlan) -> None:
    """(perf48) Compile ``plan``'s globs now (``fnmatch`` keeps each compiled glob for the process): the
    rules' and rate limits' operation globs and the rules' parameter globs, which an injector otherwise
    compiles on its first call of each operation. A runner calls this before its workers fork, so each
    inherits them. Matching a glob against itself compiles it and changes nothing else."""
    globs = [rule.operation for rule in plan.rules] + [lim.operation for lim in plan.rate_limits]
    globs += [v for rule in plan.rules for v in (rule.params or {}).values() if isinstance(v, str)]
    for glob in globs:
        fnmatchcase(glob, glob)


def _static_match(rule: Rule, op: Operation) -> bool:
    """Service, operation glob and access: what can be decided once per operation."""
    services = rule.services
    if services is not None and op.service not in services:
        return False
    if not fnmatchcase(op.name, rule.operation):
        return False
    if not _access_ok(rule.access, op):
        return False
    # Some kinds (stale reads) only ever apply to reads.
    return not (op.writes and any(f.reads_only for f in _faults_of(rule)))


def install(world: World, plan: FaultPlan | None) -> FaultInjector | None:
    """Install ``plan`` on ``world`` (``None`` removes any plan). Returns the injector."""
    if plan is None:
        world.interceptor = None
        return None
    return FaultInjector(plan).install(world)
