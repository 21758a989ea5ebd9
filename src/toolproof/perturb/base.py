"""What a perturbation is: a seeded, deterministic change to what an agent sees of a world.

A perturbation never touches the state, the fault plan or the task's expectations: it changes the
instruction, the tool list, tool metadata, arguments on their way in or bodies on their way out, so the
grade still says only whether the final state is right (tests/perturb prove it per type).
"""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass, field, replace
from typing import Any, ClassVar, Literal

from toolproof.service.operation import Operation
from toolproof.world.fixtures import derive_seed

Group = Literal["observation", "action", "metadata", "transition"]
GROUPS: tuple[Group, ...] = ("observation", "action", "metadata", "transition")
ToolKind = Literal["operation", "status", "distractor"]


@dataclass(slots=True)
class ToolDef:
    """One tool as the agent is shown it, and what it stands for.

    ``renames`` maps a parameter name the agent sees to the operation's own name; ``added`` lists
    shown parameters the world never receives (a drift's new required flag).
    """

    name: str
    description: str
    schema: dict[str, Any]
    op: Operation | None
    kind: ToolKind = "operation"
    renames: dict[str, str] = field(default_factory=dict)
    added: tuple[str, ...] = ()
    annotations: dict[str, Any] | None = None

    def copy(self, **changes: Any) -> ToolDef:
        fields: dict[str, Any] = {"schema": copy.deepcopy(self.schema), "renames": dict(self.renames)}
        return replace(self, **(fields | changes))


@dataclass(slots=True)
class Refusal:
    """A call a perturbation answers itself (status and vendor-shaped body come from the service)."""

    param: str
    message: str


class Perturbation:
    """Base class: every hook returns its input unchanged; subclasses override what they change."""

    name: ClassVar[str]
    group: ClassVar[Group]
    #: One line for the docs table and ``--help``: what the agent sees differently.
    changes: ClassVar[str]
    #: The public report or documentation the type is grounded in (docs/robustness.md cites it).
    grounded: ClassVar[str]

    def __init__(self, seed: int) -> None:
        self.seed = derive_seed(seed, "perturb", self.name)

    def rng(self, *parts: str) -> random.Random:
        """A fresh generator for one decision: the same parts give the same draws every time."""
        return random.Random(derive_seed(self.seed, *parts))

    # -- hooks ----------------------------------------------------------------------------------
    def instruction(self, text: str) -> str:
        return text

    def tools(self, tools: list[ToolDef], calls: int) -> list[ToolDef]:
        """The tool list after ``calls`` calls (transition types change it mid-episode)."""
        return tools

    def refuse(self, tool: ToolDef, args: dict[str, Any], calls: int) -> Refusal | None:
        """A refusal in the service's shape instead of running the call, or ``None``."""
        return None

    def arguments(self, tool: ToolDef, args: dict[str, Any], calls: int) -> dict[str, Any]:
        """The arguments as the operation takes them (undoing what :meth:`tools` renamed or added)."""
        return args

    def observe(self, tool: ToolDef, body: Any, calls: int) -> tuple[Any, str | None]:
        """The body the agent sees after call number ``calls`` (1-based), and an optional notice."""
        return body, None


def walk(value: Any, fn: Any) -> Any:
    """``value`` rebuilt bottom-up with ``fn(node)`` applied to every dict and list."""
    if isinstance(value, dict):
        return fn({k: walk(v, fn) for k, v in value.items()})
    if isinstance(value, list):
        return fn([walk(v, fn) for v in value])
    return value


def walk_scalars(value: Any, fn: Any, key: str | None = None) -> Any:
    """``value`` with ``fn(key, scalar)`` applied to every scalar (``key``: the field it sits in)."""
    if isinstance(value, dict):
        return {k: walk_scalars(v, fn, k) for k, v in value.items()}
    if isinstance(value, list):
        return [walk_scalars(v, fn, key) for v in value]
    return fn(key, value)
