"""An episode's steps on one timeline, each call joined with its ledger entry and read in context.

The trajectory says what the agent did and saw; the ledger says what really happened (committed,
delivered, the fault applied). The viewer, the traces and the failure patterns all need the two
joined, placed in time, and each call related to the calls before it: is it a retry, with which key,
did it repeat an effect that had already happened? That reading is done here, once.

Time: in process the world runs on a virtual clock that moves one tick per call and further for
simulated timeouts, latency and waits; a model's turns take real seconds and do not move it. The
timeline is the virtual clock with the model's seconds inserted where they were spent, so a wait
for ``Retry-After`` or a 30 s timeout shows at its true length.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from toolproof.world.canonical import canonical_json, dumps_canonical

#: Virtual seconds one call moves the world's clock (``World(clock_tick=1.0)``, what the runner uses).
TICK = 1.0

#: What the agent met, in words, for outcomes that are not a plain success.
OUTCOMES = {
    "lost response": "the write committed but its response never arrived",
    "error after commit": "the write committed, then the caller got a server error",
    "no response": "no response, and nothing committed",
    "silently ignored": "a success body, but nothing happened",
    "429": "rate limited",
    "5xx": "a server error before anything committed",
    "4xx": "the request was refused",
    "api error": "a 2xx whose body says it failed",
    "replayed": "an idempotent replay of an earlier response",
    "stale read": "an older state was served",
    "drifted response": "a reshaped response body",
    "slow response": "a slow success",
    "invalid call": "an unknown tool or arguments that are not an object",
    "concurrent change": "a fault changed the state behind the agent's back",
}


@dataclass(slots=True)
class Step:
    """One step of an episode: a call (with its ledger entry), a wait, a model turn, a message…"""

    index: int  # position in the trajectory (-1 for a ledger entry the agent did not make)
    kind: str  # call | sleep | model | reply | finish | injected | <other trajectory types>
    data: Mapping[str, Any]
    entry: Mapping[str, Any] | None = None
    start: float = 0.0  # seconds from the episode's start on the timeline
    end: float = 0.0
    outcome: str | None = None  # a key of OUTCOMES, or None for a plain success
    repeat_of: int | None = None  # ledger seq of the last earlier call with the same operation and params
    key_relation: str | None = None  # for a repeated write: "without key" | "same key" | "new key"
    retry_of: int | None = None  # repeat_of, when that earlier call did not plainly succeed
    duplicate_of: int | None = None  # a committed write repeating an earlier committed one

    @property
    def seq(self) -> int | None:
        return None if self.entry is None else int(self.entry["seq"])

    @property
    def writes(self) -> bool:
        return bool(self.entry and self.entry.get("writes"))

    @property
    def fault(self) -> Mapping[str, Any] | None:
        fault = self.entry.get("fault") if self.entry else None
        return fault if isinstance(fault, Mapping) and fault.get("kind") else None


def outcome_of(entry: Mapping[str, Any]) -> str | None:
    """The outcome of one ledger entry in words (``None``: a plain success)."""
    fault = entry.get("fault") if isinstance(entry.get("fault"), Mapping) else None
    kind = fault.get("kind") if fault else None
    status = int(entry.get("status") or 0)
    if kind == "transport" and fault and fault.get("committed"):
        return "lost response"
    if kind == "error" and fault and fault.get("committed"):
        return "error after commit"
    if kind == "noop":
        return "silently ignored"
    if not entry.get("delivered", True) or status == 0:
        return "no response"
    if status == 429:
        return "429"
    if status >= 500:
        return "5xx"
    if status >= 400:
        return "4xx"
    if entry.get("outcome") == "replay":
        return "replayed"
    if entry.get("outcome") == "error":
        return "api error"
    if kind == "stale_read":
        return "stale read"
    if kind == "schema_drift":
        return "drifted response"
    if kind == "latency":
        return "slow response"
    return None


def _identity(entry: Mapping[str, Any]) -> tuple[str, str]:
    return str(entry.get("operation")), dumps_canonical(canonical_json(entry.get("params")))


def _relate(steps: Sequence[Step]) -> None:
    """Mark repeats, retries, key relations and duplicated effects (as the grader counts them)."""
    last: dict[tuple[str, str], Step] = {}
    committed: dict[tuple[str, str], int] = {}
    for step in steps:
        entry = step.entry
        if entry is None or step.kind != "call":
            continue
        ident = _identity(entry)
        earlier = last.get(ident)
        if earlier is not None and earlier.entry is not None:
            step.repeat_of = earlier.seq
            if earlier.outcome not in (None, "replayed", "stale read", "drifted response", "slow response"):
                step.retry_of = earlier.seq
            if entry.get("writes"):
                key, before = entry.get("idempotency_key"), earlier.entry.get("idempotency_key")
                step.key_relation = "without key" if not key else "same key" if key == before else "new key"
        last[ident] = step
        if entry.get("writes") and entry.get("committed"):
            if ident in committed:
                step.duplicate_of = committed[ident]
            else:
                committed[ident] = int(entry["seq"])


def _place(steps: list[Step]) -> None:
    """Give every step its start and end on the episode's timeline (see the module docstring)."""
    calls = [s for s in steps if s.entry is not None]
    if not calls:
        cursor = 0.0
        for s in steps:
            s.start = cursor
            s.end = cursor + (float(s.data.get("seconds") or 0) if s.kind in ("model", "sleep") else 0.0)
            cursor = s.end
        return
    origin = float(calls[0].entry["time"]) - TICK  # type: ignore[index]
    # Where each call began on the virtual clock, and where it ended: at the next call's start, less the
    # waits in between (timeouts and latency belong to the call that suffered them).
    begin = {id(s): float(s.entry["time"]) - TICK - origin for s in calls}  # type: ignore[index]
    position = {id(s): i for i, s in enumerate(steps)}
    finish: dict[int, float] = {}
    for i, s in enumerate(calls):
        own = begin[id(s)] + TICK
        nxt = calls[i + 1] if i + 1 < len(calls) else None
        if nxt is None:
            seconds = s.fault.get("seconds") if s.fault else None
            finish[id(s)] = own + (float(seconds) if isinstance(seconds, int | float) else 0.0)
            continue
        lo, hi = position[id(s)], position[id(nxt)]
        waits = sum(float(x.data.get("seconds") or 0) for x in steps[lo + 1 : hi] if x.kind == "sleep")
        finish[id(s)] = max(own, begin[id(nxt)] - waits)
    shift = 0.0  # model seconds so far: they do not move the virtual clock
    cursor = 0.0
    for s in steps:
        if id(s) in begin:
            s.start = max(cursor, begin[id(s)] + shift)
            s.end = s.start + (finish[id(s)] - begin[id(s)])
        elif s.kind == "model":
            seconds = float(s.data.get("seconds") or 0)
            s.start, s.end = cursor, cursor + seconds
            shift += seconds
        elif s.kind == "sleep":
            s.start = cursor
            s.end = cursor + float(s.data.get("seconds") or 0)
        else:
            s.start = s.end = cursor
        cursor = max(cursor, s.end)


def timeline(result: Mapping[str, Any]) -> list[Step]:
    """The episode's steps in order, joined with the ledger, related to each other and placed in time.

    Ledger entries no agent call made (a concurrent writer injected by a fault) come in as
    ``injected`` steps before the call that followed them.
    """
    ledger = {int(e["seq"]): e for e in result.get("ledger") or [] if "seq" in e}
    used: set[int] = set()
    steps: list[Step] = []
    for i, item in enumerate(result.get("trajectory") or []):
        kind = str(item.get("type", "other"))
        if kind == "usage":
            continue
        entry = None
        if kind == "call" and item.get("ledger_seq") in ledger:
            seq = int(item["ledger_seq"])
            for other in sorted(s for s in ledger if s < seq and s not in used):
                steps.append(Step(-1, "injected", ledger[other], ledger[other]))
                used.add(other)
            entry = ledger[seq]
            used.add(seq)
        step = Step(i, kind, item, entry)
        if kind == "call":
            step.outcome = outcome_of(entry) if entry is not None else "invalid call"
        steps.append(step)
    for seq in sorted(set(ledger) - used):
        steps.append(Step(-1, "injected", ledger[seq], ledger[seq]))
    for s in steps:
        if s.kind == "injected":
            s.outcome = "concurrent change"
    _relate(steps)
    _place(steps)
    return steps
