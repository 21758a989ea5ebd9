"""Perturbations: seeded, deterministic changes to what an agent sees, grouped by where they enter the
tool-use loop (observation, action space, metadata, transition). See docs/robustness.md."""

from toolproof.perturb.base import GROUPS, Perturbation, ToolDef
from toolproof.perturb.catalogue import TYPES, PerturbationError, build, group_of, parse_perturbations
from toolproof.perturb.surface import Surface, SurfaceResult, render

__all__ = [
    "GROUPS",
    "TYPES",
    "Perturbation",
    "PerturbationError",
    "Surface",
    "SurfaceResult",
    "ToolDef",
    "build",
    "group_of",
    "parse_perturbations",
    "render",
]
