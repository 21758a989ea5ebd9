"""Ready-made plans shipped as package data (``toolproof faults`` lists them), and plan lookup by
name or path (``toolproof serve --faults flaky-network`` or ``--faults plan.yaml``)."""

from __future__ import annotations

from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path

from toolproof.faults.plan import FaultPlan, PlanError

_PACKAGE = "toolproof.faults"


def _dir() -> Traversable:
    return resources.files(_PACKAGE).joinpath("plans")


def builtin_names() -> list[str]:
    return sorted(p.name.removesuffix(".yaml") for p in _dir().iterdir() if p.name.endswith(".yaml"))


def builtin_plan(name: str) -> FaultPlan:
    """The built-in plan called ``name``: looked up among the package's plan names, never as a path.

    The name comes from clients (the admin surface's ``{"builtin": …}``), so it is matched against the
    list before anything touches the file system, and quoted back shortened.
    """
    names = builtin_names()
    if name not in names:
        shown = name if len(name) <= 40 else name[:40] + "…"
        raise PlanError(f"no built-in fault plan {shown!r}; built-in plans: {', '.join(names)}")
    return FaultPlan.from_yaml(_dir().joinpath(name + ".yaml").read_text(encoding="utf-8"))


def builtin_plans() -> dict[str, str]:
    """Name → one-line description of every built-in plan."""
    return {name: builtin_plan(name).description for name in builtin_names()}


def load_plan(spec: str) -> FaultPlan:
    """A plan from a file path (YAML or JSON) or a built-in plan's name."""
    path = Path(spec)
    if path.suffix in (".yaml", ".yml", ".json") or path.exists():
        return FaultPlan.load(path)
    return builtin_plan(spec)
