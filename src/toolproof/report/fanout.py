"""The report's fan-out section: logical and physical metrics side by side, and the width curves.

A logically perfect agent can still lose on the physical side; the two tables make that visible, and
the curves over fan-out width show where an agent starts overloading (efficiency falls, 429s climb)
or dropping calls (completeness falls).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from toolproof.report.charts import line_chart
from toolproof.report.page import esc
from toolproof.runs.fanout import rank


def _pct(v: float | None) -> str:
    return "—" if v is None else f"{100 * v:.0f}%"


def fanout_section(metrics: Mapping[str, Any], agents: Sequence[str]) -> str:
    """``""`` when the run had no fan-out episode."""
    fan = metrics.get("fanout")
    if not fan:
        return ""
    order = [a for a in rank(fan) if a in agents] + [a for a in fan["agents"] if a not in agents]
    logical = ["<tr><th>agent</th><th>order respected</th><th>complete</th><th>issued / required</th>"
               "<th>dropped</th><th>redundant</th></tr>"]  # fmt: skip
    physical = ["<tr><th>rank</th><th>agent</th><th>peak in flight</th><th>over cap</th><th>self 429</th>"
                "<th>self 503</th><th>waiting (s)</th><th>makespan / bound (s)</th><th>efficiency</th>"
                "<th>calls/s</th></tr>"]  # fmt: skip
    for i, a in enumerate(order, 1):
        lg, ph = fan["agents"][a]["logical"], fan["agents"][a]["physical"]
        logical.append(
            f"<tr data-agent='{esc(a)}'><td>{esc(a)}</td><td>{_pct(lg['order_respected'])}</td>"
            f"<td>{_pct(lg['complete'])}</td><td>{lg['issued']} / {lg['required']}</td>"
            f"<td>{lg['dropped']}</td><td>{lg['redundant']}</td></tr>"
        )
        physical.append(
            f"<tr data-agent='{esc(a)}'><td>{i}</td><td>{esc(a)}</td>"
            f"<td>{esc(', '.join(f'{s} {n}' for s, n in sorted(ph['peak_in_flight'].items())))}</td>"
            f"<td>{_pct(ph['over_cap'])}</td><td>{ph['throttled_429']}</td><td>{ph['overloaded_503']}</td>"
            f"<td>{ph['waiting']}</td><td>{ph['makespan']} / {ph['lower_bound']}</td>"
            f"<td>{_pct(ph['efficiency'])}</td><td>{ph['throughput']}</td></tr>"
        )
    by_width = fan["by_width"]

    def curve(get: Any) -> dict[str, list[tuple[int, float | None]]]:
        return {a: [(int(w), get(m)) for w, m in by_width[a].items()] for a in order if a in by_width}

    per_episode = [
        m["physical"]["throttled_429"] / m["episodes"] for a in by_width for m in by_width[a].values()
    ]
    most = max(per_episode, default=0) or 1
    charts = [
        ("fanout-efficiency", "efficiency (bound / makespan)", curve(lambda m: m["physical"]["efficiency"])),
        ("fanout-complete", "complete (every required call)", curve(lambda m: m["logical"]["complete"])),
        (
            "fanout-429",
            f"self-inflicted 429s per episode (100% = {most:.0f})",
            curve(lambda m: m["physical"]["throttled_429"] / m["episodes"] / most),
        ),
    ]
    cards = "".join(
        f"<div class='card'><h3>{esc(title)}</h3>"
        f"{line_chart(s, chart=name, x_label='fan-out width', y_label=title)}</div>"
        for name, title, s in charts
    )
    return (
        "<h2 id='fanout'>Fan-out: logical and physical</h2>"
        "<p class='muted small'>Logical: was the plan right? Physical: was it run within the services' "
        "limits? "
        "Agents are ranked on the physical side among the logically perfect (docs/fanout.md).</p>"
        f"<h3>Logical</h3><table class='scorecard' data-table='fanout-logical'>{''.join(logical)}</table>"
        f"<h3>Physical</h3><table class='scorecard' data-table='fanout-physical'>{''.join(physical)}</table>"
        f"<div class='cards'>{cards}</div>"
    )


def fanout_lines(metrics: Mapping[str, Any]) -> list[str]:
    """The terminal's fan-out table (empty without fan-out episodes): logical beside physical, ranked."""
    fan = metrics.get("fanout")
    if not fan:
        return []
    head = (
        f"{'fan-out (ranked)':18}{'order':>7}{'complete':>10}{'dropped':>9}{'redund.':>9}"
        f"{'peak/cap':>10}{'self 429':>10}{'self 503':>10}{'efficiency':>12}"
    )
    lines = ["", head, "─" * len(head)]
    for agent in rank(fan):
        lg, ph = fan["agents"][agent]["logical"], fan["agents"][agent]["physical"]
        caps = ph.get("caps", {})
        capped = [f"{ph['peak_in_flight'].get(s, 0)}/{c}" for s, c in sorted(caps.items())]
        peak = ",".join(capped) or str(max(ph["peak_in_flight"].values(), default=0))
        lines.append(
            f"{agent[:17]:18}{_pct(lg['order_respected']):>7}{_pct(lg['complete']):>10}{lg['dropped']:>9}"
            f"{lg['redundant']:>9}{peak:>10}{ph['throttled_429']:>10}{ph['overloaded_503']:>10}"
            f"{_pct(ph['efficiency']):>12}"
        )
    return lines
