"""The terminal scorecard: one row per agent, the metrics that matter, readable at a glance."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

COLUMNS: list[tuple[str, str, str]] = [
    # (metric key, header, format)
    ("session_accuracy", "accuracy", "pct"),
    ("pass^k", "pass^k", "pct"),
    ("error_recovery_rate", "recovery", "pct"),
    ("duplicate_effects", "dup. effects", "int"),
    ("unsafe_commits", "unsafe", "int"),
    ("false_completion_claims", "false claims", "int"),
    ("retry_after_honoured", "Retry-After ok", "pct"),
    ("verified_after_ambiguous", "verified", "pct"),
    ("calls_per_episode", "calls/ep", "float"),
    ("refusals", "refused", "int"),
]


def format_value(value: Any, kind: str) -> str:
    if value is None:
        return "—"
    if kind == "pct":
        return f"{100 * float(value):5.1f}%"
    if kind == "int":
        return str(int(value))
    return f"{float(value):.1f}"


def _highest_k(metrics: Mapping[str, Any]) -> int:
    ks = [int(k.split("^")[1]) for k, v in metrics.items() if k.startswith("pass^") and v is not None]
    return max(ks) if ks else 1


def scorecard(results: Mapping[str, Any], *, order: list[str] | None = None) -> str:
    """A table of agents × metrics, best session accuracy first (or in ``order``)."""
    agents: Mapping[str, Mapping[str, Any]] = results["agents"]
    names = order or sorted(agents, key=lambda a: (-(agents[a].get("session_accuracy") or 0), a))
    k = min((_highest_k(agents[a]) for a in names), default=1)
    headers = ["agent", "episodes"] + [h.replace("^k", f"^{k}") for _key, h, _f in COLUMNS]
    rows = []
    for name in names:
        m = agents[name]
        cells = [name, str(m.get("episodes", 0))]
        for key, _header, kind in COLUMNS:
            cells.append(format_value(m.get(key.replace("^k", f"^{k}")), kind))
        rows.append(cells)
    widths = [max(len(r[i]) for r in [headers, *rows]) for i in range(len(headers))]
    line = "  ".join(
        h.ljust(w) if i == 0 else h.rjust(w) for i, (h, w) in enumerate(zip(headers, widths, strict=True))
    )
    out = [line, "─" * len(line)]
    for r in rows:
        out.append(
            "  ".join(
                c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths, strict=True))
            )
        )
    return "\n".join(out)
