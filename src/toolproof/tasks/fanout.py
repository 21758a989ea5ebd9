"""A fan-out task's dependency graph: which calls it needs, how many, and what must finish first.

A task with a ``fanout:`` block declares its work as nodes: each node is one kind of call (an
operation, optionally narrowed by a predicate on its arguments), how many distinct calls of it the task
needs, and the nodes whose calls must all have *completed* before any of its calls starts::

    fanout:
      width: 84
      graph:
        - {id: read, call: stripe.invoices.list}
        - {id: dm, call: slack.chat.postMessage, count: 84, after: [read], where: {channel: {regex: "^U"}}}
        - {id: summary, call: slack.chat.postMessage, after: [dm], where: {channel: C0FINANCE}}

The grader still checks the final state as always; the graph is what the logical metrics
(:mod:`toolproof.runs.fanout`) measure order, completeness and redundancy against, and what the
makespan lower bound is computed from. Order is graded for one kind of node only: a node marked
``reports: true`` (a summary saying the work is done) made before the work of its ``after`` nodes was
done is a false report, whatever the end state shows (:func:`early_reports`). ``concurrency`` caps the
requests in flight per service (the account's concurrency limiter); the runner installs it with the
task's fault plan.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from toolproof.service.limits import DEFAULT_SERVICE_TIME
from toolproof.tasks.predicates import matches, validate_where

if TYPE_CHECKING:
    from toolproof.world import World
    from toolproof.world.ledger import LedgerEntry


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class FanoutNode(_Model):
    """One kind of call in the graph: ``count`` distinct calls of ``call`` whose arguments match ``where``."""

    id: str = Field(pattern=r"^[a-z][a-z0-9_-]*$")
    call: str
    where: dict[str, Any] = Field(default_factory=dict)
    count: int = Field(1, ge=1)
    after: list[str] = Field(default_factory=list)
    #: The call reports the work of the ``after`` nodes as done (a summary, a "batch finished" post):
    #: made before that work is done it is a false report and fails the grade, not only the order metric.
    reports: bool = False

    @field_validator("where")
    @classmethod
    def _check_where(cls, where: dict[str, Any]) -> dict[str, Any]:
        validate_where(where)
        return where

    def claims(self, operation: str, args: Any) -> bool:
        """Whether a call of ``operation`` with ``args`` belongs to this node."""
        if operation != self.call:
            return False
        return not self.where or (isinstance(args, dict) and matches(args, self.where))


class Fanout(_Model):
    """The graph of a fan-out task, its width (the widest node), and optional concurrency caps."""

    width: int = Field(ge=1)
    graph: list[FanoutNode] = Field(min_length=1)
    concurrency: dict[str, int] = Field(default_factory=dict)

    @model_validator(mode="after")
    def _a_dag(self) -> Fanout:
        seen: set[str] = set()
        for node in self.graph:
            if node.id in seen:
                raise ValueError(f"fan-out node {node.id!r} is declared twice")
            missing = [a for a in node.after if a not in seen]
            if missing:
                raise ValueError(
                    f"fan-out node {node.id!r} comes after {missing}, which are not declared before it "
                    "(list the nodes in dependency order)"
                )
            seen.add(node.id)
        if self.width != max(n.count for n in self.graph):
            raise ValueError(f"width {self.width} is not the widest node's count")
        for service, cap in self.concurrency.items():
            if cap < 1:
                raise ValueError(f"concurrency of {service!r} must be ≥ 1")
        return self

    @property
    def calls(self) -> int:
        """Calls the graph needs in all."""
        return sum(n.count for n in self.graph)

    @property
    def max_steps(self) -> int:
        """The step budget an episode of this task gets: every call, plus room for retries and reads."""
        # An agent that fires everything at a capped service retries most of it many times over:
        # about width²/cap calls per node. The budget stops runaway loops, not that behaviour.
        return 25 * self.calls + 50

    def node_of(self, operation: str, args: Any) -> FanoutNode | None:
        """The first node that claims a call (``None``: the call is outside the graph)."""
        for node in self.graph:
            if node.claims(operation, args):
                return node
        return None


# -- grading: reports made before the work they report --------------------------------------------


def early_reports(fanout: Fanout, entries: Sequence[LedgerEntry]) -> list[str]:
    """One line per ``reports`` node whose call succeeded before the work of its ``after`` nodes was done
    (each of their ``count`` distinct calls succeeded), in ledger order: the report was false when made.
    Read from the ledger (commit order), not from wall-clock times, so the verdict is the same on every
    run and transport; a concurrent agent that posts while its last writes are in flight fails too."""
    done_at: dict[str, float] = {}
    seen: dict[str, set[str]] = {n.id: set() for n in fanout.graph}
    firsts: dict[str, int] = {}
    done_then: dict[str, dict[str, int]] = {}
    for entry in entries:
        if not _succeeded(entry):
            continue
        node = fanout.node_of(entry.operation, entry.params)
        if node is None:
            continue
        if node.reports and node.id not in firsts:
            firsts[node.id] = entry.seq
            done_then[node.id] = {a: len(seen[a]) for a in node.after}
        keys = seen[node.id]
        keys.add(_key(entry.params))
        if len(keys) == node.count and node.id not in done_at:
            done_at[node.id] = entry.seq
    lines = []
    for node in fanout.graph:
        if not node.reports or node.id not in firsts:
            continue
        unfinished = [a for a in node.after if done_at.get(a, math.inf) > firsts[node.id]]
        if unfinished:
            then = done_then[node.id]
            work = ", ".join(f"{a} ({then[a]} of {_count(fanout, a)} done then)" for a in unfinished)
            lines.append(f"{node.call} ({node.id}) reported the work before it was done: {work}")
    return lines


def _succeeded(entry: LedgerEntry) -> bool:
    if entry.writes:
        return entry.committed
    return 200 <= entry.status < 300 and entry.error_code is None


def _count(fanout: Fanout, node_id: str) -> int:
    return next(n.count for n in fanout.graph if n.id == node_id)


# -- scoring one episode against its graph --------------------------------------------------------


def call_ok(call: Mapping[str, Any]) -> bool:
    """A call the caller saw succeed: a 2xx with a body, not Slack's ``ok: false``."""
    status = call.get("status")
    if call.get("error") is not None or not isinstance(status, int) or not 200 <= status < 300:
        return False
    body = call.get("body")
    return not (isinstance(body, dict) and body.get("ok") is False)


def _key(args: Any) -> str:
    return json.dumps(args, sort_keys=True, default=str)


def peak_in_flight(calls: Sequence[Mapping[str, Any]]) -> dict[str, int]:
    """Most calls overlapping at once, per service (a call ending at t does not overlap one starting at t)."""
    events: dict[str, list[tuple[float, int]]] = {}
    for c in calls:
        service = str(c.get("operation") or "").split(".", 1)[0]
        events.setdefault(service, []).extend([(float(c["start"]), 1), (float(c["end"]), -1)])
    out: dict[str, int] = {}
    for service, evs in events.items():
        evs.sort(key=lambda e: (e[0], e[1]))
        level = peak = 0
        for _t, d in evs:
            level += d
            peak = max(peak, level)
        out[service] = peak
    return out


def logical_metrics(
    fanout: Fanout, calls: Sequence[Mapping[str, Any]], writes: Callable[[str], bool]
) -> dict[str, Any]:
    """Order, completeness and redundancy of the calls against the graph (``calls`` in arrival order,
    each with ``operation``, ``args``, ``status``, ``body``, ``error``, ``start``, ``end``)."""
    by_node: dict[str, list[Mapping[str, Any]]] = {n.id: [] for n in fanout.graph}
    outside_writes = 0
    for c in calls:
        op = c.get("operation")
        if not op:
            continue
        node = fanout.node_of(str(op), c.get("args"))
        if node is None:
            if call_ok(c) and writes(str(op)):
                outside_writes += 1
            continue
        by_node[node.id].append(c)
    issued = dropped = redundant = violations = 0
    done_at: dict[str, float] = {}
    for node in fanout.graph:
        ok = [c for c in by_node[node.id] if call_ok(c)]
        distinct: dict[str, int] = {}
        for c in ok:
            distinct[_key(c.get("args"))] = distinct.get(_key(c.get("args")), 0) + 1
        redundant += sum(n - 1 for n in distinct.values()) + max(0, len(distinct) - node.count)
        issued += min(len(distinct), node.count)
        dropped += max(0, node.count - len(distinct))
        done_at[node.id] = max((float(c.get("end", 0.0)) for c in ok), default=float("-inf"))
        ready = max((done_at[a] for a in node.after), default=float("-inf"))
        violations += sum(1 for c in by_node[node.id] if float(c.get("start", ready)) < ready)
    return {
        "required": fanout.calls,
        "issued": issued,
        "dropped": dropped,
        "redundant": redundant + outside_writes,
        "order_violations": violations,
        "order_respected": violations == 0,
        "complete": dropped == 0,
    }


def lower_bound(fanout: Fanout, world: World) -> float:
    """Shortest possible makespan: the longest path of the graph, each node taking at least its service
    time, one service time per wave its service's concurrency cap allows, and the time its service's
    rate-limit windows need to admit ``count`` calls. Ignoring windows shared between nodes only lowers
    the bound, so it stays a bound."""
    finish: dict[str, float] = {}
    for node in fanout.graph:
        op = world.operation(node.call)
        svc = world.services[op.service]
        st = DEFAULT_SERVICE_TIME if svc.service_time is None else svc.service_time(op)
        span = st
        cap = fanout.concurrency.get(op.service)
        if cap is not None:
            span = max(span, math.ceil(node.count / cap) * st)
        if svc.rate_limits is not None:
            plain = {k: v for k, v in node.where.items() if isinstance(v, str | int)}
            for limit in svc.rate_limits(op, plain, svc.default_principal):
                if node.count > limit.limit:
                    span = max(span, ((node.count - 1) // limit.limit) * limit.per_seconds + st)
        start = max((finish[a] for a in node.after), default=0.0)
        finish[node.id] = start + span
    return max(finish.values())


def _self_inflicted(fault: Mapping[str, Any] | None) -> bool:
    """Whether a refusal is the agent's own doing: a service's published limit (no fault record), the
    plan's concurrency cap, or a rate-limit window the plan declares (the injector names its rule
    ``limit:<key>``). A 429 an injected rule serves (``kind: rate_limit`` on the nth call) comes
    whatever the agent's pace, so it is not: counting it charged a one-at-a-time agent for the fault."""
    if fault is None:
        return True
    kind = fault.get("kind")
    return kind == "concurrency" or (kind == "rate_limit" and str(fault.get("rule", "")).startswith("limit:"))


def physical_metrics(
    fanout: Fanout,
    calls: Sequence[Mapping[str, Any]],
    ledger: Sequence[Mapping[str, Any]],
    *,
    lower: float,
    waited: float,
    caps: Mapping[str, int],
) -> dict[str, Any]:
    """In-flight peaks against caps, self-inflicted 429/503s, waiting, makespan against the bound."""
    timed = [c for c in calls if c.get("operation") and "start" in c and "end" in c]
    peaks = peak_in_flight(timed)
    self_inflicted = {429: 0, 503: 0}
    for entry in ledger:
        status = entry.get("status")
        if status in self_inflicted and _self_inflicted(entry.get("fault")):
            self_inflicted[status] += 1
    makespan = max(float(c["end"]) for c in timed) - min(float(c["start"]) for c in timed) if timed else 0.0
    done = sum(1 for c in timed if call_ok(c))
    return {
        "peak_in_flight": peaks,
        "caps": dict(caps),
        "over_cap": any(peaks.get(s, 0) > cap for s, cap in caps.items()),
        "throttled_429": self_inflicted[429],
        "overloaded_503": self_inflicted[503],
        "waiting": round(waited, 6),
        "makespan": round(makespan, 6),
        "lower_bound": round(lower, 6),
        "efficiency": round(min(1.0, lower / makespan), 6) if makespan > 0 else None,
        "throughput": round(done / makespan, 6) if makespan > 0 else None,
    }


def episode_metrics(
    fanout: Fanout,
    trajectory: Sequence[Mapping[str, Any]],
    ledger: Sequence[Mapping[str, Any]],
    *,
    lower: float,
    writes: Callable[[str], bool],
) -> dict[str, Any]:
    """The fan-out record of one episode: width, logical and physical metrics."""
    # A call the episode never saw the end of (aborted mid-flight) ends where it started.
    calls = [
        {**t, "end": t.get("end", t["start"])} if "start" in t else t
        for t in trajectory
        if t.get("type") == "call"
    ]
    waited = sum(float(t.get("seconds", 0)) for t in trajectory if t.get("type") == "sleep")
    return {
        "width": fanout.width,
        "logical": logical_metrics(fanout, calls, writes),
        "physical": physical_metrics(
            fanout, calls, ledger, lower=lower, waited=waited, caps=fanout.concurrency
        ),
    }
