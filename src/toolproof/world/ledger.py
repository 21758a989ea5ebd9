"""The ledger: every call attempt, what it did, and what the caller saw.

Bookkeeping, not state: it is never hashed or diffed, and a reset empties it. Graders read it to
find duplicate effects, unsafe writes and retries that ignored ``Retry-After``.
"""

from __future__ import annotations

import json
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, Literal

Outcome = Literal["ok", "error", "invalid", "replay", "fault"]


@dataclass(frozen=True, slots=True)
class RowEffect:
    """One row an operation inserted, updated or deleted."""

    table: str
    key: tuple[Any, ...]
    op: Literal["insert", "update", "delete"]

    def to_dict(self) -> dict[str, Any]:
        return {"table": self.table, "key": list(self.key), "op": self.op}


@dataclass(slots=True)
class LedgerEntry:
    """One call attempt.

    ``committed`` says whether the effect is in the state; ``delivered`` whether the caller received
    the response. ``committed and not delivered`` is the ambiguous outcome that duplicates effects.
    ``fault`` describes an injected fault (rule, kind, phase, committed, delivered) when one applied.
    """

    seq: int
    time: float
    operation: str
    params: Any
    status: int
    outcome: Outcome
    committed: bool
    writes: bool
    transport: str = "python"
    principal: str | None = None
    idempotency_key: str | None = None
    error_code: str | None = None
    changes: tuple[RowEffect, ...] = ()
    delivered: bool = True
    fault: dict[str, Any] | None = None
    note: str | None = None
    #: Set on the first call of an operation after a 429 on it: ``{"required": Retry-After seconds or
    #: None, "waited": seconds since the 429 (wall clock over HTTP, virtual in-process), "honoured"}``.
    retry_after: dict[str, Any] | None = None
    #: The response object the caller was handed (a reference, never copied or serialized on the call
    #: path; ``None`` for a call refused before it ran). Read only at grade time, for the evidence a
    #: refusal rests on (:mod:`toolproof.tasks.evidence`); not part of :meth:`to_dict`.
    response: Any = field(default=None, repr=False, compare=False)
    #: What the kept response weighs against the world's response budget: its size as sent over HTTP
    #: (set once it was sent), or its body as JSON text on other transports (set by
    #: :meth:`Ledger.bound_responses` when it first looks at the entry); 0 until then.
    response_bytes: int = field(default=0, repr=False, compare=False)
    #: The budget dropped the kept response (grading says so where evidence then fails).
    response_dropped: bool = field(default=False, repr=False, compare=False)

    @property
    def service(self) -> str:
        return self.operation.split(".", 1)[0]

    def to_dict(self) -> dict[str, Any]:
        return {
            "seq": self.seq,
            "time": self.time,
            "operation": self.operation,
            "params": self.params,
            "status": self.status,
            "outcome": self.outcome,
            "committed": self.committed,
            "delivered": self.delivered,
            "writes": self.writes,
            "transport": self.transport,
            "principal": self.principal,
            "idempotency_key": self.idempotency_key,
            "error_code": self.error_code,
            "changes": [c.to_dict() for c in self.changes],
            "fault": self.fault,
            "retry_after": self.retry_after,
            "note": self.note,
        }


def new_entry(
    seq: int,
    time: float,
    operation: str,
    params: Any,
    writes: bool,
    transport: str,
    principal: str | None,
    idempotency_key: str | None,
    _new: Any = object.__new__,
) -> LedgerEntry:
    """``LedgerEntry(seq, time, operation, params, 0, "ok", False, writes, transport, principal,
    idempotency_key)``: a call's entry before anything happened, every other field at its default.

    The world makes one per call; the dataclass's ``__init__`` binds eleven arguments and then sets
    eighteen slots. This sets them directly (half the cost). test_call_path holds it to the
    dataclass: every field, the same value, so a field added there fails the test until added here.
    """
    entry: LedgerEntry = _new(LedgerEntry)
    entry.seq = seq
    entry.time = time
    entry.operation = operation
    entry.params = params
    entry.status = 0
    entry.outcome = "ok"
    entry.committed = False
    entry.writes = writes
    entry.transport = transport
    entry.principal = principal
    entry.idempotency_key = idempotency_key
    entry.error_code = None
    entry.changes = ()
    entry.delivered = True
    entry.fault = None
    entry.note = None
    entry.retry_after = None
    entry.response = None
    entry.response_bytes = 0
    entry.response_dropped = False
    return entry


#: Bytes of delivered responses a world keeps for ``seen`` evidence by default, on every transport
#: (HTTP and MCP servers, in-process episodes whose task reads responses): past it the oldest go.
RESPONSE_BUDGET = 16 * 2**20

#: How many of the latest entries may still be in flight (sent later than recorded) on a served world.
_IN_FLIGHT = 64


@dataclass(slots=True)
class Ledger:
    entries: list[LedgerEntry] = field(default_factory=list)
    #: Entries whose sent response is kept and counted against the budget, oldest first, and how far
    #: :meth:`bound_responses` has looked (an index into ``entries``).
    _kept: deque[LedgerEntry] = field(default_factory=deque, repr=False, compare=False)
    _looked: int = field(default=0, repr=False, compare=False)
    _kept_bytes: int = field(default=0, repr=False, compare=False)
    #: Bytes of delivered responses the world keeps for ``seen`` evidence (``None``: all of them); the
    #: hub sets it on every world it serves (HTTP and MCP), the MCP stdio server and the episode
    #: runner on theirs.
    response_budget: int | None = field(default=None, compare=False)

    def __iter__(self) -> Iterator[LedgerEntry]:
        return iter(self.entries)

    def __len__(self) -> int:
        return len(self.entries)

    def __getitem__(self, index: int) -> LedgerEntry:
        return self.entries[index]

    def append(self, entry: LedgerEntry) -> None:
        self.entries.append(entry)

    def next_seq(self) -> int:
        return len(self.entries) + 1

    def clear(self) -> None:
        self.entries.clear()
        self._kept.clear()
        self._looked = self._kept_bytes = 0

    def bound_responses(self, budget: int | None = None) -> int:
        """Drop the oldest kept responses until those delivered fit ``budget`` bytes; returns how many
        were dropped. A world keeps every delivered response for ``seen`` evidence until reset: 200
        listings of 100 customers hold about 44 MB. The entry stays (its call, status, outcome); only
        the body reference goes, marked ``response_dropped``, and a ``seen`` verdict that fails says
        so. A response weighs what was sent over HTTP (``response_bytes``, set once sent); one handed
        over another way (MCP, in process) weighs its body as JSON text, measured here, once, after
        the call that made it has returned (an interface's trimmed body is what is weighed). Every
        transport calls this before each call. ``budget`` defaults to :attr:`response_budget`
        (``None``: no bound)."""
        budget = self.response_budget if budget is None else budget
        if budget is None:
            return 0
        entries, kept = self.entries, self._kept
        pending = len(entries) - _IN_FLIGHT
        for at in range(self._looked, len(entries)):
            entry = entries[at]
            if entry.response is not None and not entry.response_bytes and entry.transport != "http":
                entry.response_bytes = weight(entry.response)  # handed over in process or over MCP
            if entry.response is not None and entry.response_bytes:
                kept.append(entry)
                self._kept_bytes += entry.response_bytes
            elif entry.response is not None and entry.transport == "http" and at >= pending:
                break  # a recent request whose answer is not sent yet: counted once it is
            self._looked = at + 1
        dropped = 0
        while self._kept_bytes > budget and kept:
            old = kept.popleft()
            self._kept_bytes -= old.response_bytes
            if old.response is not None:
                old.response = None
                old.response_dropped = True
                dropped += 1
        return dropped

    def reshaped(self, original: Any, shaped: Any, *, within: int = 8) -> None:
        """The caller was handed ``shaped`` instead of ``original`` (an interface trimmed it, a
        perturbation reshaped it): the entry that kept ``original`` keeps ``shaped``, so ``seen``
        evidence searches what the agent really received. Looks at the last ``within`` entries only
        (the call just made; another may have landed meanwhile on a served world); an entry that kept
        no response (``keep_responses`` off) stays without one."""
        if shaped is original:
            return
        for entry in reversed(self.entries[-within:]):
            if entry.response is original:
                entry.response = shaped
                return

    def committed_writes(self) -> list[LedgerEntry]:
        return [e for e in self.entries if e.committed and e.changes]

    def to_list(self) -> list[dict[str, Any]]:
        return [e.to_dict() for e in self.entries]


def weight(response: Any) -> int:
    """What a response handed over without HTTP weighs against the budget: its body as JSON text
    (raw bytes as they are), at least 1."""
    body = getattr(response, "body", response)
    if isinstance(body, bytes | bytearray):
        return max(len(body), 1)
    try:
        return max(len(json.dumps(body, ensure_ascii=False, default=str)), 1)
    except (TypeError, ValueError):
        return max(len(str(body)), 1)
