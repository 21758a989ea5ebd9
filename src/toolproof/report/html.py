"""A self-contained HTML report of a run: the scorecard, every episode, and each failure's trace.

One file, no scripts, no external assets: it opens from disk in any browser and can be attached to a
ticket. Every value from tasks, agents or models is escaped.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from html import escape
from typing import Any

from toolproof.report.scorecard import COLUMNS, format_value
from toolproof.runs.metrics import stop_of

STYLE = """
body{font:14px/1.45 system-ui,-apple-system,Segoe UI,sans-serif;margin:2rem auto;max-width:1200px;
padding:0 1rem;color:#1d2330}
h1{font-size:1.5rem;margin-bottom:.2rem}h2{font-size:1.15rem;margin-top:2rem}
.muted{color:#667}table{border-collapse:collapse;width:100%;margin:.5rem 0}
th,td{border-bottom:1px solid #e3e6ee;padding:.35rem .5rem;text-align:right;vertical-align:top}
th:first-child,td:first-child,td.l,th.l{text-align:left}th{background:#f5f7fb;font-weight:600}
.pass{color:#1a7f37;font-weight:600}.fail{color:#c62828;font-weight:600}.infra{color:#8a6d00;font-weight:600}
details{margin:.15rem 0}summary{cursor:pointer}pre{background:#f5f7fb;padding:.6rem;overflow:auto;
white-space:pre-wrap;font-size:12px;border-radius:4px}code{font-size:12px}
"""


def _status(result: Mapping[str, Any]) -> str:
    if result.get("ended") == "infrastructure_error":
        return '<span class="infra">infra error</span>'
    return '<span class="pass">pass</span>' if result.get("passed") else '<span class="fail">fail</span>'


def _scorecard(metrics: Mapping[str, Any]) -> str:
    agents: Mapping[str, Mapping[str, Any]] = metrics.get("agents", {})
    head = "".join(f"<th>{escape(h.replace('^k', '^1'))}</th>" for _k, h, _f in COLUMNS)
    rows = []
    for name in sorted(agents, key=lambda a: (-(agents[a].get("session_accuracy") or 0), a)):
        m = agents[name]
        cells = "".join(
            f"<td>{escape(format_value(m.get(k.replace('^k', '^1')), f))}</td>" for k, _h, f in COLUMNS
        )
        rows.append(f"<tr><td>{escape(name)}</td><td>{m.get('episodes', 0)}</td>{cells}</tr>")
    return f"<table><tr><th>agent</th><th>episodes</th>{head}</tr>{''.join(rows)}</table>"


def _breakdown(title: str, table: Mapping[str, Mapping[str, Mapping[str, Any]]]) -> str:
    keys = sorted({k for per_agent in table.values() for k in per_agent})
    if not keys:
        return ""
    head = "".join(f"<th>{escape(k)}</th>" for k in keys)
    rows = []
    for agent, per in sorted(table.items()):
        cells = "".join(
            f"<td>{escape(format_value(per[k]['session_accuracy'], 'pct'))} "
            f"<span class='muted'>({per[k]['episodes']})</span></td>"
            if k in per
            else "<td>—</td>"
            for k in keys
        )
        rows.append(f"<tr><td>{escape(agent)}</td>{cells}</tr>")
    return f"<h2>{escape(title)}</h2><table><tr><th>agent</th>{head}</tr>{''.join(rows)}</table>"


def _trace(result: Mapping[str, Any]) -> str:
    lines = []
    for step in result.get("trajectory", []):
        kind = step.get("type")
        if kind == "call":
            shown = (
                step.get("error")
                or f"{step.get('status')} {json.dumps(step.get('body'), ensure_ascii=False)[:400]}"
            )
            args = json.dumps(step.get("args"), ensure_ascii=False)[:300]
            lines.append(f"→ {step.get('tool')} {args}\n  ← {shown}")
        elif kind == "sleep":
            lines.append(f"… waited {step.get('seconds')} s")
        elif kind == "reply":
            lines.append(f"» {step.get('text')}")
        elif kind == "finish":
            lines.append(f"■ finish {step.get('claim')}: {step.get('message')}")
        elif kind == "stop":
            lines.append(f"■ stopped by the model endpoint: {step.get('reason')}: {step.get('detail')}")
    return escape("\n".join(lines) or "(no steps)")


def _episode(result: Mapping[str, Any]) -> str:
    grade = result.get("grade") or {}
    failures = [v for v in grade.get("verdicts", []) if not v.get("passed")]
    why = "; ".join(f"{v['name']}: {v['detail']}" for v in failures)
    if result.get("error"):
        why = f"{result.get('ended')}: {result['error']}" + (f"; {why}" if why else "")
    stop = stop_of(result)
    if stop is not None:
        why = f"{stop.get('reason')}: {stop.get('detail')}" + (f"; {why}" if why else "")
    signals = grade.get("signals", {})
    flags = [f"{k.replace('_', ' ')} {v}" for k, v in signals.items() if v and k != "committed_writes"]
    summary = (
        f"{_status(result)} <code>{escape(result['task'])}</code> · "
        f"{escape(result.get('variant') or 'no faults')} · "
        f"{escape(result['agent'])} · trial {result.get('trial', 0)}"
        + (f" — <span class='muted'>{escape(why)}</span>" if why else "")
    )
    ledger = "\n".join(
        f"#{e['seq']} {e['operation']} → {e['status']} {e['outcome']}"
        + (" committed" if e.get("committed") else "")
        + ("" if e.get("delivered", True) else " NOT DELIVERED")
        + (
            f" fault={e['fault'].get('kind')}"
            if isinstance(e.get("fault"), dict) and e["fault"].get("kind")
            else ""
        )
        for e in result.get("ledger", [])
    )
    return (
        f"<details><summary>{summary}</summary>"
        + (f"<p>{escape(', '.join(flags))}</p>" if flags else "")
        + f"<p class='muted'>diff: {escape(grade.get('diff_summary', ''))}</p>"
        + f"<h4>trace</h4><pre>{_trace(result)}</pre>"
        + f"<h4>ledger</h4><pre>{escape(ledger or '(no calls)')}</pre>"
        + "</details>"
    )


def render_html(
    metrics: Mapping[str, Any], results: Iterable[Mapping[str, Any]], *, title: str = "toolproof run"
) -> str:
    """The whole report as one HTML document."""
    results = list(results)
    run = metrics.get("run", {})
    failed = [r for r in results if not r.get("passed")]
    passed = [r for r in results if r.get("passed")]
    meta = ", ".join(
        f"{k}: {v}" for k, v in run.items() if k in ("suite", "agents", "trials", "faults", "episodes")
    )
    parts = [
        f"<!doctype html><html lang='en'><head><meta charset='utf-8'><title>{escape(title)}</title>",
        f"<style>{STYLE}</style></head><body><h1>{escape(title)}</h1><p class='muted'>{escape(meta)}</p>",
        "<h2>Scorecard</h2>",
        _scorecard(metrics),
        "<p class='muted'>Metric definitions: docs/metrics.md (also in results.json).</p>",
        _breakdown("By path type", metrics.get("by_path", {})),
        _breakdown("By fault kind", metrics.get("by_fault_kind", {})),
        _breakdown("By service", metrics.get("by_service", {})),
        f"<h2>Failed episodes ({len(failed)})</h2>",
        "".join(_episode(r) for r in failed) or "<p>None.</p>",
        f"<h2>Passed episodes ({len(passed)})</h2>",
        "".join(_episode(r) for r in passed) or "<p>None.</p>",
        "</body></html>",
    ]
    return "".join(parts)
