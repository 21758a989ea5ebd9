"""Faults on the state behind the call: another actor writes just before it runs, or rows are
edited behind the service's back. The edit is its own ledger entry (transport ``fault``)."""

from __future__ import annotations

import json
import sqlite3
from abc import abstractmethod
from typing import TYPE_CHECKING, Any, ClassVar, Literal

from pydantic import Field, model_validator

from toolproof.faults.kinds.base import FaultContext, FixedPhaseFault, Phase

if TYPE_CHECKING:
    from toolproof.service.wire import Response
    from toolproof.world.ledger import LedgerEntry
    from toolproof.world.world import World


class _StateFault(FixedPhaseFault):
    """Edit the state first (recorded as its own entry), then run the call against it."""

    PHASE: ClassVar[Phase] = "state"
    #: Who the edit's ledger entry says made it.
    ACTOR: ClassVar[str]

    @abstractmethod
    def write(self, ctx: FaultContext) -> LedgerEntry:
        """Make the edit; return its ledger entry (not yet appended)."""

    def apply(self, ctx: FaultContext) -> tuple[Response, LedgerEntry]:
        edit = self.write(ctx)
        edit.committed = bool(edit.changes)
        edit.fault = {"rule": ctx.rule, "kind": self.kind, "phase": "state", "actor": self.ACTOR}
        ctx.world.ledger.append(edit)
        response, entry = ctx.run()
        entry.fault = {"writer_seq": edit.seq}
        return response, entry


class ConcurrentWriterFault(_StateFault):
    """Another actor writes just before the matched call runs: a declared ``operation`` with
    ``params`` (recorded in the ledger as its own committed call), or raw ``sql`` statements.
    ``{param}`` placeholders in ``params`` and ``sql`` args take values from the agent's call."""

    kind: Literal["concurrent_writer"] = "concurrent_writer"
    ACTOR: ClassVar[str] = "concurrent_writer"
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

    def check(self, world: World) -> str | None:
        if self.operation is not None and self.operation not in world.operations:
            return f"no operation {self.operation!r} in this world"
        return None

    def write(self, ctx: FaultContext) -> LedgerEntry:
        from toolproof.world.world import Call

        world, call = ctx.world, ctx.call
        if self.operation is None:
            statements = [
                (sql, [_sql_value(_fill(a, call.params)) for a in (self.args[i] if self.args else [])])
                for i, sql in enumerate(self.sql)
            ]
            entry = _record_edit(ctx, self.kind, {"sql": list(self.sql)})
            _edit(world, entry, statements)
            return entry
        op = world.operation(self.operation)
        principal = (
            self.principal if self.principal is not None else world.services[op.service].default_principal
        )
        writer = Call(op, _fill(dict(self.params), call.params), None, principal, "fault")
        _response, entry = ctx.execute(writer, True)
        return entry


class CorruptRowsFault(_StateFault):
    """Rows edited behind the service's back before the matched call: ``set`` columns (or ``delete``)
    on rows of ``table`` matching ``where`` (SQL, with ``args``)."""

    kind: Literal["corrupt_rows"] = "corrupt_rows"
    ACTOR: ClassVar[str] = "corruption"
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

    def check(self, world: World) -> str | None:
        return None if self.table in world.tables else f"no table {self.table!r} in this world"

    def write(self, ctx: FaultContext) -> LedgerEntry:
        params = ctx.call.params
        args = [_sql_value(_fill(a, params)) for a in self.args]
        if self.delete:
            statements: list[tuple[str, list[Any]]] = [
                (f'DELETE FROM "{self.table}" WHERE {self.where}', args)
            ]
        else:
            sets = ", ".join(f'"{c}" = ?' for c in self.set)
            values = [_sql_value(_fill(v, params)) for v in self.set.values()]
            statements = [(f'UPDATE "{self.table}" SET {sets} WHERE {self.where}', values + args)]
        entry = _record_edit(ctx, self.kind, {"table": self.table, "where": self.where})
        _edit(ctx.world, entry, statements)
        return entry


def _fill(value: Any, params: Any) -> Any:
    """``"{name}"`` takes the value of the agent's parameter ``name`` (typed, not as text)."""
    if isinstance(value, str) and len(value) > 2 and value[0] == "{" and value[-1] == "}":
        name = value[1:-1]
        if isinstance(params, dict) and name in params:
            return params[name]
    if isinstance(value, dict):
        return {k: _fill(v, params) for k, v in value.items()}
    if isinstance(value, list):
        return [_fill(v, params) for v in value]
    return value


def _sql_value(value: Any) -> Any:
    if isinstance(value, dict | list):
        return json.dumps(value)
    if isinstance(value, bool):
        return int(value)
    return value


def _record_edit(ctx: FaultContext, kind: str, params: Any) -> LedgerEntry:
    """A ledger entry for rows edited behind the service's back (SQL edits: no operation ran)."""
    entry = ctx.world.new_entry(ctx.call)
    entry.operation = f"{ctx.call.operation.service}.<{kind}>"
    entry.params, entry.transport, entry.principal, entry.idempotency_key = params, "fault", kind, None
    entry.status, entry.writes = 200, True
    return entry


def _edit(world: World, entry: LedgerEntry, statements: list[tuple[str, list[Any]]]) -> None:
    """Apply a plan's SQL; a statement the database refuses is recorded, not raised (nothing applied)."""
    try:
        entry.changes = world.edit(statements)
    except sqlite3.Error as exc:
        entry.status, entry.outcome, entry.note = 0, "error", f"{type(exc).__name__}: {exc}"
