"""Plans: what a perfect agent does (the oracle), other right ways (alternates), and wrong ways.

A plan is a list of steps, each an operation call or the final claim. Plans are *closed-loop*: every id
a step sends comes from an earlier observation (``save`` a response, ``pick`` one element of it), never
from the task's refs, which are the grader's. That is what proves every object a task needs can be
found through the tools the agent is given.
"""

from __future__ import annotations

import re
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from toolproof.tasks.predicates import Matcher, compile_where, validate_where
from toolproof.tasks.template import placeholders

Claim = Literal["done", "impossible", "need_info"]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Verify(_Model):
    """How a careful agent learns whether a write took effect after an ambiguous outcome.

    ``call`` a read; the effect happened if ``list`` (a dotted path into the response body, empty for
    the body itself) holds an element matching ``match``; that element becomes the step's result.
    """

    call: str
    args: dict[str, Any] = Field(default_factory=dict)
    list: str = ""
    match: dict[str, Any] = Field(default_factory=dict)

    @field_validator("match")
    @classmethod
    def _check_match(cls, match: dict[str, Any]) -> dict[str, Any]:
        validate_where(match)
        return match


class Pick(_Model):
    """Choose what a step saves from its response, the way an agent reads a result.

    ``from`` is a dotted path into the body (empty: the body). Without ``where`` the value there is
    taken; with ``where`` it must be a list, and exactly one element may match, unless ``first`` (then
    the first after ``order_by``; ``first`` alone chooses among every element). ``field`` keeps one
    field of the chosen element, and ``regex`` then extracts its first group (or the whole match) from
    that field's text.
    """

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)

    from_: str = Field("", alias="from")
    where: dict[str, Any] | None = None
    order_by: str | None = None
    descending: bool = False
    first: bool = False
    field: str | None = None
    regex: str | None = None

    @model_validator(mode="before")
    @classmethod
    def _choosing_means_a_list(cls, value: Any) -> Any:
        """``first`` or ``order_by`` without ``where`` chooses among every element (``where: {}``)."""
        if (
            isinstance(value, dict)
            and value.get("where") is None
            and (value.get("first") or value.get("order_by"))
        ):
            return {**value, "where": {}}
        return value

    @field_validator("where")
    @classmethod
    def _check_where(cls, where: dict[str, Any] | None) -> dict[str, Any] | None:
        if where is not None:
            validate_where(where)
        return where

    @field_validator("regex")
    @classmethod
    def _check_regex(cls, regex: str | None) -> str | None:
        if regex is not None:
            re.compile(regex)
        return regex


class Step(_Model):
    """One step of a plan: an operation call, a message to the user (``say``), or the final claim.

    A ``say`` step's response is the user's answer (text): ``pick`` with ``regex`` extracts what the
    plan needs from it. ``guess`` is what an agent that does not ask assumes instead (the validator
    proves a task with hidden facts fails for such an agent). ``expect_error`` marks a call the API is
    meant to refuse (try the rename, get ``name_taken``, report it): its definite refusal is the step's
    observation, not a failure, and a success makes the plan fail.
    """

    call: str | None = None
    args: dict[str, Any] = Field(default_factory=dict)
    say: str | None = None
    guess: str | None = None
    save: str | None = Field(None, pattern=r"^[A-Za-z_][A-Za-z0-9_]*$")
    pick: Pick | None = None
    verify: Verify | None = None
    expect_error: bool = False
    finish: Claim | None = None
    message: str = ""

    @model_validator(mode="after")
    def _one_kind(self) -> Step:
        if sum(x is not None for x in (self.call, self.say, self.finish)) != 1:
            raise ValueError("a step is one of a 'call', a 'say' (to the user) or a 'finish'")
        if self.guess is not None and (self.say is None or self.save is None):
            raise ValueError(
                "'guess' is what an agent that does not ask assumes: only on a 'say' step that saves"
            )
        if self.expect_error and (self.call is None or self.verify is not None or self.pick is not None):
            raise ValueError("'expect_error' marks a call the API refuses: no 'verify' or 'pick' with it")
        if self.pick is not None and self.save is None:
            raise ValueError("'pick' chooses what a step saves: give the step a 'save' name")
        if self.pick is not None and self.verify is not None:
            raise ValueError(
                "'pick' and 'verify' do not mix: a write step saves its response (or the element its "
                "verify read finds after an ambiguous outcome); pick from a read"
            )
        return self

    def uses(self) -> set[str]:
        """The names this step's placeholders refer to (``{charge.id}`` uses ``charge``)."""
        verify = self.verify.model_dump() if self.verify else {}
        pick = self.pick.model_dump(by_alias=True) if self.pick else {}
        texts = [self.args, self.message, self.say or "", verify, pick]
        return {p.split(".", 1)[0] for p in placeholders(texts)}


def check_closed_loop(steps: list[Step], what: str) -> None:
    """Every placeholder names something an earlier step saved, and the plan ends with one finish."""
    if not steps or steps[-1].finish is None:
        raise ValueError(f"the {what} must end with a 'finish' step")
    if any(s.finish is not None for s in steps[:-1]):
        raise ValueError(f"the {what} has a 'finish' before its last step")
    saved: set[str] = set()
    for number, step in enumerate(steps, 1):
        unknown = sorted(step.uses() - saved)
        if unknown:
            names = ", ".join("{" + u + "}" for u in unknown)
            kind = step.call or ("say" if step.say is not None else "finish")
            raise ValueError(
                f"{what} step {number} ({kind}) uses {names}, which no earlier step "
                "saves: plans find every object through the tools (save/pick), refs are the grader's"
            )
        if step.save is not None:
            saved.add(step.save)


class Plan(_Model):
    """A named plan: another right way to solve the task (``alternates``) or a wrong one (``wrong``)."""

    name: str = Field(pattern=r"^[a-z0-9][a-z0-9._-]*$")
    description: str = Field(min_length=1)
    steps: list[Step] = Field(min_length=1)

    @property
    def claim(self) -> Claim | None:
        return self.steps[-1].finish


class Equivalent(_Model):
    """A generated mutant that is a right answer after all, and why (reviewed like any task change)."""

    mutant: str
    reason: str = Field(min_length=10)


class PickError(LookupError):
    """A pick that found nothing, or more than one element where one was meant."""


def _at(body: Any, path: str) -> Any:
    value = body
    for part in [p for p in path.split(".") if p]:
        if isinstance(value, dict) and part in value:
            value = value[part]
        elif isinstance(value, list) and part.lstrip("-").isdigit() and -len(value) <= int(part) < len(value):
            value = value[int(part)]
        else:
            raise PickError(f"the response has nothing at {path!r}")
    return value


def candidates(body: Any, pick: Pick) -> list[Any]:
    """The elements ``pick`` chooses among (the list at ``from``), in the order the response gives."""
    value = _at(body, pick.from_)
    if pick.where is None:
        return [value]
    if not isinstance(value, list):
        raise PickError(f"{pick.from_ or 'the response'} is not a list")
    return list(value)


#: Each pick's ``where`` compiled, by the pick's id (the pick held, so its id is not reused while its
#: entry lives): a plan's picks are the same objects in every episode (filled ones too, once per values).
_MATCHERS: dict[int, tuple[Pick, Matcher]] = {}
_MATCHERS_MAX = 8192


def _matcher(pick: Pick) -> Matcher:
    known = _MATCHERS.get(id(pick))
    if known is not None and known[0] is pick:
        return known[1]
    test = compile_where(pick.where)
    if len(_MATCHERS) >= _MATCHERS_MAX:
        _MATCHERS.clear()
    _MATCHERS[id(pick)] = (pick, test)
    return test


def chosen(body: Any, pick: Pick) -> Any:
    """The element ``pick`` chooses in ``body`` (before ``field``/``regex``)."""
    items = candidates(body, pick)
    if pick.where is None:
        return items[0]
    test = _matcher(pick)
    hits = [i for i in items if isinstance(i, dict) and test(i)]
    if pick.order_by is not None:
        key = pick.order_by
        hits.sort(key=lambda i: (i.get(key) is None, i.get(key)), reverse=pick.descending)
    if not hits:
        raise PickError(f"no element of {pick.from_ or 'the response'} matches {pick.where}")
    if len(hits) > 1 and not pick.first:
        raise PickError(
            f"{len(hits)} elements of {pick.from_ or 'the response'} match {pick.where}; "
            "narrow the pick or set first (with order_by)"
        )
    return hits[0]


def extract(element: Any, pick: Pick) -> Any:
    """Apply ``field`` and ``regex`` to a chosen element."""
    value = element
    if pick.field is not None:
        value = _at(element, pick.field)
    if pick.regex is not None:
        found = re.search(pick.regex, str(value))
        if found is None:
            raise PickError(f"{pick.regex!r} does not occur in {str(value)[:80]!r}")
        value = found.group(1) if found.groups() else found.group(0)
    return value
