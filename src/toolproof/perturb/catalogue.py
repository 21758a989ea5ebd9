"""Every perturbation type by name, and the ``--perturb`` syntax.

``--perturb typos,distractor-tools`` runs each type as its own condition (plus the clean run the drops
are measured against); ``group:metadata`` means every type of that group; ``all`` every type; ``a+b``
composes two types in one condition.
"""

from __future__ import annotations

from collections.abc import Iterable

from toolproof.perturb.action import ACTION
from toolproof.perturb.base import GROUPS, Perturbation
from toolproof.perturb.metadata import METADATA
from toolproof.perturb.observation import OBSERVATION
from toolproof.perturb.transition import TRANSITION

TYPES: dict[str, type[Perturbation]] = {
    cls.name: cls for cls in (*OBSERVATION, *ACTION, *METADATA, *TRANSITION)
}


class PerturbationError(ValueError):
    """Bad ``--perturb`` input (the message is one line naming what is known)."""


def group_of(condition: str) -> str:
    """The group of a condition (``mixed`` when a composed one spans several)."""
    groups = {TYPES[name].group for name in condition.split("+")}
    return groups.pop() if len(groups) == 1 else "mixed"


def parse_perturbations(values: str | Iterable[str] | None) -> list[str]:
    """``--perturb`` values as a checked list of conditions (each one type or ``a+b`` composed)."""
    if values is None:
        return []
    items = values.split(",") if isinstance(values, str) else [p for v in values for p in v.split(",")]
    out: list[str] = []
    for raw in (v.strip() for v in items):
        if not raw or raw == "none":
            continue
        if raw == "all":
            out.extend(TYPES)
        elif raw.startswith("group:"):
            group = raw.removeprefix("group:")
            if group not in GROUPS:
                raise PerturbationError(
                    f"unknown perturbation group {group!r}: choose from {', '.join(GROUPS)}"
                )
            out.extend(name for name, cls in TYPES.items() if cls.group == group)
        else:
            parts = [p.strip() for p in raw.split("+")]
            for part in parts:
                if part not in TYPES:
                    raise PerturbationError(
                        f"unknown perturbation {part!r}: use a type ({', '.join(sorted(TYPES))}), "
                        f"group:{'|group:'.join(GROUPS)}, or all"
                    )
            out.append("+".join(parts))
    return list(dict.fromkeys(out))


def build(condition: str | None, seed: int) -> list[Perturbation]:
    """The perturbations of one condition, seeded."""
    if not condition:
        return []
    return [TYPES[name](seed) for name in parse_perturbations(condition)[0].split("+")]
