"""Robustness metrics: what an interface variant or a perturbation does to the same episodes.

Every number compares like with like: the same agent, task, fault variant and trial, once clean (the
vendor interface, no perturbation) and once under the condition, so a drop is the condition's doing.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence
from typing import Any

DEFINITIONS = {
    "accuracy_drop": "per agent and perturbation condition: clean session accuracy minus accuracy under the "
    "condition, over the episodes run both ways (same task, fault variant, trial); also per group",
    "schema_drift_tolerance": "accuracy under the transition (drift) types / clean accuracy of the same "
    "episodes",
    "interface_deltas": "per agent and interface: session accuracy, duplicate effects, unsafe commits, false "
    "completion claims and recovery, and each one's change from the vendor interface",
}


def _graded(results: Sequence[Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    return [r for r in results if r.get("ended") != "infrastructure_error"]


def _episode(r: Mapping[str, Any]) -> tuple[Any, ...]:
    return (r["task"], r.get("variant"), r.get("trial", 0), r.get("interface") or "vendor")


def _accuracy(rs: Sequence[Mapping[str, Any]]) -> float | None:
    return None if not rs else sum(1 for r in rs if r.get("passed")) / len(rs)


def perturbation_drops(results: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """Per agent: accuracy drop per condition and per group, and schema-drift tolerance."""
    from toolproof.perturb.catalogue import group_of

    out: dict[str, Any] = {}
    by_agent: dict[str, list[Mapping[str, Any]]] = defaultdict(list)
    for r in _graded(results):
        by_agent[r["agent"]].append(r)
    for agent, rs in sorted(by_agent.items()):
        clean = {_episode(r): r for r in rs if not r.get("perturbation")}
        conditions: dict[str, list[Mapping[str, Any]]] = defaultdict(list)
        for r in rs:
            if r.get("perturbation"):
                conditions[str(r["perturbation"])].append(r)
        if not conditions:
            continue
        per: dict[str, Any] = {}
        groups: dict[str, tuple[list[Mapping[str, Any]], list[Mapping[str, Any]]]] = defaultdict(
            lambda: ([], [])
        )
        for name, perturbed in sorted(conditions.items()):
            pairs = [(clean[_episode(r)], r) for r in perturbed if _episode(r) in clean]
            base = _accuracy([c for c, _ in pairs])
            under = _accuracy([p for _, p in pairs])
            per[name] = {
                "group": group_of(name),
                "episodes": len(pairs),
                "clean_accuracy": base,
                "accuracy": under,
                "accuracy_drop": None if base is None or under is None else base - under,
            }
            bucket = groups[group_of(name)]
            bucket[0].extend(c for c, _ in pairs)
            bucket[1].extend(p for _, p in pairs)
        by_group = {}
        for group, (cs, ps) in sorted(groups.items()):
            base, under = _accuracy(cs), _accuracy(ps)
            by_group[group] = {
                "episodes": len(ps),
                "clean_accuracy": base,
                "accuracy": under,
                "accuracy_drop": None if base is None or under is None else base - under,
            }
        drift = by_group.get("transition")
        tolerance = None
        if drift and drift["clean_accuracy"]:
            tolerance = (drift["accuracy"] or 0.0) / drift["clean_accuracy"]
        out[agent] = {"by_condition": per, "by_group": by_group, "schema_drift_tolerance": tolerance}
    return out


_SIGNALS = ("duplicate_effects", "unsafe_commits")


def _interface_numbers(rs: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    signals = [((r.get("grade") or {}).get("signals") or {}) for r in rs]
    faulted = [r for r in rs if any(isinstance(e.get("fault"), dict) for e in r.get("ledger", []))]
    return {
        "episodes": len(rs),
        "session_accuracy": _accuracy(rs),
        "duplicate_effects": sum(int(s.get("duplicate_effects", 0)) for s in signals),
        "unsafe_commits": sum(int(s.get("unsafe_commits", 0)) for s in signals),
        "false_completion_claims": sum(1 for s in signals if s.get("false_claim")),
        "error_recovery_rate": _accuracy(faulted),
    }


def interface_deltas(results: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """Per agent and interface (clean episodes only): the metrics and their change from ``vendor``."""
    by: dict[str, dict[str, list[Mapping[str, Any]]]] = defaultdict(lambda: defaultdict(list))
    for r in _graded(results):
        if r.get("interface") and not r.get("perturbation"):
            by[r["agent"]][str(r["interface"])].append(r)
    out: dict[str, Any] = {}
    for agent, interfaces in sorted(by.items()):
        numbers = {name: _interface_numbers(rs) for name, rs in interfaces.items()}
        base = numbers.get("vendor")
        for name, row in numbers.items():
            if base is None or name == "vendor":
                continue
            row["delta_vs_vendor"] = {
                k: (None if row[k] is None or base[k] is None else row[k] - base[k])
                for k in ("session_accuracy", "duplicate_effects", "unsafe_commits",
                          "false_completion_claims", "error_recovery_rate")
            }  # fmt: skip
        order = ("vendor", "bare", "effect-aware", "resumable")
        out[agent] = {
            k: numbers[k] for k in sorted(numbers, key=lambda n: order.index(n) if n in order else 9)
        }
    return out


def robustness(results: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """``interface_deltas`` and ``perturbation_drops``, each only when the run has such episodes."""
    out: dict[str, Any] = {}
    deltas = interface_deltas(results)
    if deltas:
        out["interface_deltas"] = deltas
    drops = perturbation_drops(results)
    if drops:
        out["perturbation_drops"] = drops
    return out
