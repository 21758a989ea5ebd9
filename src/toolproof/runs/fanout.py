"""Fan-out metrics over a run, split into logical and physical, per agent and per fan-out width.

Each fan-out episode carries its own record (:func:`toolproof.tasks.fanout.episode_metrics`); this
module sums them. Logical metrics say whether the *plan* was right: every required call issued, none
redundant, none dropped, no call of a node started before the nodes it depends on had finished.
Physical metrics say whether the *execution* was: peak requests in flight against the service's cap,
429s and 503s the agent brought on itself, caller-seconds spent waiting, makespan against the lower
bound the graph and the limits allow (efficiency = bound / makespan), and successful calls per second.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from statistics import mean
from typing import Any

DEFINITIONS = {
    "fanout.logical.order_respected": "fan-out episodes in which no call started before every call of the "
    "nodes it depends on had completed / fan-out episodes",
    "fanout.logical.complete": "fan-out episodes in which every required call succeeded / fan-out episodes",
    "fanout.logical.dropped": "required calls never successfully made, summed",
    "fanout.logical.redundant": "successful calls beyond the graph (repeats, extras, writes outside it)",
    "fanout.physical.peak_in_flight": "most requests in flight at once per service (highest over episodes)",
    "fanout.physical.over_cap": "fan-out episodes whose peak in flight exceeded a service's cap / episodes",
    "fanout.physical.throttled_429": "429s the agent's own traffic caused (no injected fault), summed",
    "fanout.physical.overloaded_503": "503s the agent's own traffic caused (no injected fault), summed",
    "fanout.physical.waiting": "caller-seconds spent waiting (sleeps, Retry-After), mean per episode",
    "fanout.physical.efficiency": "lower bound on the makespan (dependency graph and published limits) / "
    "makespan, mean (1 = as fast as the limits allow)",
    "fanout.physical.throughput": "successful calls per second of makespan, mean",
}


def _summary(records: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    logical = [r["logical"] for r in records]
    physical = [r["physical"] for r in records]
    peaks: dict[str, int] = {}
    caps: dict[str, int] = {}
    for p in physical:
        caps.update(p.get("caps", {}))
        for service, n in p["peak_in_flight"].items():
            peaks[service] = max(peaks.get(service, 0), int(n))
    effs = [p["efficiency"] for p in physical if p["efficiency"] is not None]
    thr = [p["throughput"] for p in physical if p["throughput"] is not None]
    n = len(records)
    return {
        "episodes": n,
        "logical": {
            "order_respected": sum(1 for x in logical if x["order_respected"]) / n,
            "complete": sum(1 for x in logical if x["complete"]) / n,
            "issued": sum(x["issued"] for x in logical),
            "required": sum(x["required"] for x in logical),
            "dropped": sum(x["dropped"] for x in logical),
            "redundant": sum(x["redundant"] for x in logical),
        },
        "physical": {
            "peak_in_flight": peaks,
            "caps": caps,
            "over_cap": sum(1 for p in physical if p["over_cap"]) / n,
            "throttled_429": sum(p["throttled_429"] for p in physical),
            "overloaded_503": sum(p["overloaded_503"] for p in physical),
            "waiting": round(mean(p["waiting"] for p in physical), 3),
            "makespan": round(mean(p["makespan"] for p in physical), 3),
            "lower_bound": round(mean(p["lower_bound"] for p in physical), 3),
            "efficiency": round(mean(effs), 4) if effs else None,
            "throughput": round(mean(thr), 3) if thr else None,
        },
    }


def fanout_metrics(results: Iterable[Mapping[str, Any]]) -> dict[str, Any] | None:
    """Per agent and per agent and width; ``None`` when no episode of the run was a fan-out."""
    by_agent: dict[str, list[Mapping[str, Any]]] = defaultdict(list)
    by_width: dict[str, dict[int, list[Mapping[str, Any]]]] = defaultdict(lambda: defaultdict(list))
    for r in results:
        record = r.get("fanout")
        if not record or r.get("ended") == "infrastructure_error":
            continue
        by_agent[r["agent"]].append(record)
        by_width[r["agent"]][int(record["width"])].append(record)
    if not by_agent:
        return None
    return {
        "agents": {a: _summary(rs) for a, rs in by_agent.items()},
        "by_width": {
            a: {str(w): _summary(rs) for w, rs in sorted(widths.items())} for a, widths in by_width.items()
        },
    }


def rank(summary: Mapping[str, Any]) -> list[str]:
    """Agents best first on the physical side among the logically perfect: fewer self-inflicted 429/503
    and overloads, then higher efficiency; agents with logical errors come last."""

    def key(agent: str) -> tuple[Any, ...]:
        m = summary["agents"][agent]
        lg, ph = m["logical"], m["physical"]
        perfect = lg["complete"] == 1 and lg["order_respected"] == 1 and lg["redundant"] == 0
        return (
            not perfect,
            ph["over_cap"] > 0,
            ph["throttled_429"] + ph["overloaded_503"],
            -(ph["efficiency"] or 0.0),
        )

    return sorted(summary["agents"], key=key)
