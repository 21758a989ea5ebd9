"""The task format: what the agent is told, the world it starts in, what must be true at the end.

Tasks are data (YAML, one file per task or a list per file), validated by these pydantic models so a
typo is a load error with its location, never a silently different task. The guide with a complete
example is ``docs/writing-tasks.md``.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from toolproof.tasks.predicates import validate_where

Claim = Literal["done", "impossible", "need_info"]
PathType = Literal["happy", "unhappy", "impossible"]


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

    Exactly one row must match unless ``pick_first`` (then rows are ordered by ``order_by``).
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
    allows the field to change without constraining it). A bare value is short for ``{to: value}``."""

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
    matched row fails the task.
    """

    table: str
    kind: Literal["added", "removed", "changed"]
    where: dict[str, Any] = Field(default_factory=dict)
    before: dict[str, Any] = Field(default_factory=dict)
    count: Count = Field(default_factory=lambda: Count(min=1, max=1))
    fields: dict[str, FieldChange] = Field(default_factory=dict)
    strict: bool = True
    label: str | None = None

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
        validate_where(where)
        return where

    def name(self) -> str:
        from toolproof.tasks.predicates import describe

        return self.label or f"{self.kind} {self.table} ({describe(self.where)})"


class Unchanged(_Model):
    """Rows that must not change at all: writing to them is an unsafe commit."""

    table: str
    where: dict[str, Any] = Field(default_factory=dict)
    label: str | None = None


class Ignore(_Model):
    """Changes that are nobody's business: a whole table, or some fields of it."""

    table: str
    fields: list[str] | None = None


class Expectations(_Model):
    claim: Claim = "done"
    changes: list[Change] = Field(default_factory=list)
    unchanged: list[Unchanged] = Field(default_factory=list)
    ignore: list[Ignore] = Field(default_factory=list)
    message_contains: list[str] = Field(default_factory=list)


class Verify(_Model):
    """How a careful agent learns whether a write took effect after an ambiguous outcome.

    ``call`` a read; the effect happened if ``list`` (a dotted path into the response body, empty for
    the body itself) holds an element matching ``match``; that element becomes the step's result.
    """

    call: str
    args: dict[str, Any] = Field(default_factory=dict)
    list: str = ""
    match: dict[str, Any] = Field(default_factory=dict)


class Step(_Model):
    """One step of an oracle plan: an operation call, or the final claim."""

    call: str | None = None
    args: dict[str, Any] = Field(default_factory=dict)
    save: str | None = None
    verify: Verify | None = None
    finish: Claim | None = None
    message: str = ""

    @model_validator(mode="after")
    def _one_kind(self) -> Step:
        if (self.call is None) == (self.finish is None):
            raise ValueError("a step is either a 'call' or a 'finish'")
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
    user: Any = None
    refs: dict[str, Ref] = Field(default_factory=dict)
    faults: list[FaultVariant] = Field(default_factory=list)
    expect: Expectations = Field(default_factory=Expectations)
    oracle: list[Step] = Field(min_length=1)
    tags: list[str] = Field(default_factory=list)

    @model_validator(mode="after")
    def _consistent(self) -> Task:
        if self.oracle[-1].finish is None:
            raise ValueError("the oracle must end with a 'finish' step")
        if self.oracle[-1].finish != self.expect.claim:
            finish, expected = self.oracle[-1].finish, self.expect.claim
            raise ValueError(f"the oracle finishes with '{finish}' but the task expects '{expected}'")
        if self.path == "impossible" and self.expect.changes:
            raise ValueError("an impossible task expects no changes")
        names = [v.name for v in self.faults]
        if len(names) != len(set(names)):
            raise ValueError("fault variant names must be unique")
        return self

    @property
    def expects_no_change(self) -> bool:
        return not self.expect.changes
