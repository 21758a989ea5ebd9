"""The run report: one self-contained HTML file a person would rather look at than a table dump.

Top to bottom: the scorecard with pass^k for every k the run supports; pass^1…pass^k curves per
agent; an agents × fault-kind recovery heatmap; accuracy by path (and persona, interface,
perturbation, service when the run has them); the failure patterns of each agent; failures grouped
by agent and reason with counts, filters and a link to each episode's page; every episode group.

Charts are inline SVG, the filters a few lines of inline script (without it every row simply
shows). Every value from tasks, agents or models is escaped.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from toolproof.report.charts import heatmap, line_chart
from toolproof.report.fanout import fanout_section
from toolproof.report.page import esc, pct, shell
from toolproof.report.scorecard import COLUMNS, format_value
from toolproof.report.site import episode_href, group_key
from toolproof.runs.failures import REASONS, failure_reasons
from toolproof.runs.metrics import stop_of

#: Breakdowns drawn as heatmaps, in this order, when the metrics have them.
BREAKDOWNS = [
    ("by_path", "Accuracy by path", "path"),
    ("by_persona", "Accuracy by persona", "persona"),
    ("by_interface", "Accuracy by interface", "interface"),
    ("by_perturbation", "Accuracy by perturbation", "perturbation"),
    ("by_service", "Accuracy by service", "service"),
]

SCRIPT = """
(function(){
  var q=function(s,r){return Array.prototype.slice.call((r||document).querySelectorAll(s));};
  var fa=document.getElementById('f-agent'),fr=document.getElementById('f-reason'),
      ff=document.getElementById('f-fault'),ft=document.getElementById('f-text'),
      shown=document.getElementById('f-shown');
  if(!fa){return;}
  function apply(){
    var text=ft.value.trim().toLowerCase(),active=!!(fa.value||fr.value||ff.value||text),n=0;
    q('tr.ep').forEach(function(tr){
      var ok=(!fa.value||tr.getAttribute('data-agent')===fa.value)
        &&(!fr.value||tr.getAttribute('data-reasons').split('|').indexOf(fr.value)>=0)
        &&(!ff.value||tr.getAttribute('data-faults').split('|').indexOf(ff.value)>=0)
        &&(!text||tr.getAttribute('data-search').indexOf(text)>=0);
      tr.classList.toggle('hidden',!ok); if(ok){n++;}
    });
    q('details.group').forEach(function(d){
      var k=q('tr.ep:not(.hidden)',d).length,c=d.querySelector('summary .n');
      d.classList.toggle('hidden',k===0); if(c){c.textContent=k;}
      if(active){d.open=k>0;}
    });
    shown.textContent=n;
  }
  [fa,fr,ff].forEach(function(e){e.addEventListener('change',apply);});
  ft.addEventListener('input',apply);
  q('[data-set-agent]').forEach(function(a){a.addEventListener('click',function(){
    fa.value=a.getAttribute('data-set-agent'); fr.value=a.getAttribute('data-set-reason')||'';
    ff.value=''; ft.value=''; apply();
  });});
  apply();
})();
"""


def _ks(metrics: Mapping[str, Any]) -> list[int]:
    """Every k with a pass^k value for some agent, ascending."""
    ks = set()
    for m in metrics.get("agents", {}).values():
        for key, value in m.items():
            if key.startswith("pass^") and value is not None:
                ks.add(int(key.split("^", 1)[1]))
    return sorted(ks) or [1]


def _agents(metrics: Mapping[str, Any], order: Sequence[str] | None = None) -> list[str]:
    agents: Mapping[str, Mapping[str, Any]] = metrics.get("agents", {})
    if order:
        return [a for a in order if a in agents] + sorted(a for a in agents if a not in order)
    return sorted(agents, key=lambda a: (-(agents[a].get("session_accuracy") or 0), a))


def _scorecard(metrics: Mapping[str, Any], agents: Sequence[str], ks: Sequence[int]) -> str:
    head = ["<th>agent</th><th>episodes</th>"]
    for key, header, _fmt in COLUMNS:
        if key == "pass^k":
            head.extend(f"<th data-k='{k}'>pass^{k}</th>" for k in ks)
        else:
            head.append(f"<th>{esc(header)}</th>")
    head.append("<th>infra errors</th>")
    rows = []
    for name in agents:
        m = metrics["agents"][name]
        cells = [f"<td>{esc(name)}</td><td>{m.get('episodes', 0)}</td>"]
        for key, _header, fmt in COLUMNS:
            if key == "pass^k":
                cells.extend(
                    f"<td data-k='{k}'>{esc(format_value(m.get(f'pass^{k}'), fmt))}</td>" for k in ks
                )
            else:
                cells.append(f"<td>{esc(format_value(m.get(key), fmt))}</td>")
        cells.append(f"<td>{m.get('infrastructure_errors', 0)}</td>")
        rows.append(f"<tr>{''.join(cells)}</tr>")
    return f"<table class='scorecard'><tr>{''.join(head)}</tr>{''.join(rows)}</table>"


def _pass_k_card(metrics: Mapping[str, Any], agents: Sequence[str], ks: Sequence[int]) -> str:
    series = {a: [(k, metrics["agents"][a].get(f"pass^{k}")) for k in ks] for a in agents}
    note = (
        "<p class='muted small'>One trial per task: run with <code>--trials K</code> to see how reliability "
        "falls as k grows.</p>"
        if ks == [1]
        else "<p class='muted small'>pass^k: the chance that all k trials of a task pass (τ-bench). "
        "A line that falls steeply marks an agent that succeeds by luck.</p>"
    )
    chart = line_chart(series, chart="pass-k", x_label="k", y_label="pass^k")
    heading = "pass^1" if ks == [1] else f"pass^1…pass^{ks[-1]}"
    return f"<div class='card' id='reliability'><h3>{heading}</h3>{chart}{note}</div>"


def _breakdown_heatmap(
    table: Mapping[str, Mapping[str, Mapping[str, Any]]], agents: Sequence[str], *, chart: str, title: str
) -> str:
    cols = sorted({k for per in table.values() for k in per})

    def cell(agent: str, col: str) -> tuple[float | None, int]:
        entry = table.get(agent, {}).get(col)
        if not entry or entry.get("session_accuracy") is None:
            return None, 0
        return float(entry["session_accuracy"]), int(entry.get("episodes", 0))

    return heatmap([a for a in agents if a in table], cols, cell, chart=chart, title=title)


def _recovery_card(metrics: Mapping[str, Any], agents: Sequence[str]) -> str:
    table = metrics.get("by_fault_kind", {})
    if not any(table.values()):
        return (
            "<div class='card' id='faults'><h3>Recovery by fault kind</h3><p class='muted'>No injected fault "
            "reached an agent in this run.</p></div>"
        )
    chart = _breakdown_heatmap(table, agents, chart="recovery", title="recovery rate by fault kind")
    return (
        "<div class='card' id='faults'><h3>Recovery by fault kind</h3>"
        f"{chart}<p class='muted small'>Share of episodes in which a fault of that kind reached the agent "
        "and the task still passed; n = such episodes.</p></div>"
    )


def _breakdowns(metrics: Mapping[str, Any], agents: Sequence[str]) -> str:
    cards = []
    for key, title, dim in BREAKDOWNS:
        table = metrics.get(key)
        if not table or not any(table.values()):
            continue
        chart = _breakdown_heatmap(table, agents, chart=f"accuracy-{dim}", title=title)
        cards.append(f"<div class='card'><h3>{esc(title)}</h3>{chart}</div>")
    return "<div class='cards'>" + "".join(cards) + "</div>" if cards else ""


def _patterns(metrics: Mapping[str, Any], agents: Sequence[str], results: Sequence[Mapping[str, Any]]) -> str:
    per_agent: Mapping[str, list[Mapping[str, Any]]] = metrics.get("failure_patterns", {})
    failed: dict[str, int] = defaultdict(int)
    total: dict[str, int] = defaultdict(int)
    for r in results:
        if r.get("ended") == "infrastructure_error":
            continue
        total[r["agent"]] += 1
        failed[r["agent"]] += 0 if r.get("passed") else 1
    cards = []
    for agent in agents:
        rows = per_agent.get(agent, [])
        if rows:
            body = "".join(
                f"<tr data-pattern='{esc(p['text'])}'><td class='l'>"
                + " → ".join(f"<span class='badge'>{esc(w)}</span>" for w in p["pattern"])
                + f"</td><td>{p['failed']} <span class='muted'>({pct(p['failed_share'])})</span></td>"
                f"<td>{p['passed']} <span class='muted'>({pct(p['passed_share'])})</span></td>"
                f"<td>{p['lift']:.1f}×</td></tr>"
                for p in rows
            )
            table = (
                "<table class='patterns' data-agent='" + esc(agent) + "'><tr><th class='l'>pattern</th>"
                "<th>failed sessions</th><th>passed sessions</th><th>lift</th></tr>" + body + "</table>"
            )
        elif failed[agent] == 0:
            table = "<p class='muted'>No failed session.</p>"
        elif failed[agent] == total[agent]:
            table = "<p class='muted'>Every session failed: no pattern separates failures from successes.</p>"
        else:
            table = "<p class='muted'>No call sequence stands out before its failures.</p>"
        cards.append(
            f"<div class='card'><h3>{esc(agent)} <span class='muted small'>{failed[agent]} of {total[agent]} "
            f"failed</span></h3>{table}</div>"
        )
    return (
        "<p class='muted small'>Call-sequence patterns found in the most failed sessions of each agent, "
        "among those at least twice as likely as the agent's sessions at large to fail (lift = "
        "P(fail | pattern) / P(fail)). Words: read, write, what a call met (lost response, 429, silently "
        "ignored…), repeats of an identical call (same write without key / same key / new key), wait, the "
        "final claim.</p>"
        f"<div class='cards'>{''.join(cards)}</div>"
    )


def _why(result: Mapping[str, Any]) -> str:
    grade = result.get("grade") or {}
    failures = [v for v in grade.get("verdicts") or [] if not v.get("passed")]
    why = "; ".join(f"{v.get('name')}: {v.get('detail')}" for v in failures)
    if result.get("error"):
        why = f"{result.get('ended')}: {result['error']}" + (f"; {why}" if why else "")
    stop = stop_of(result)
    if stop is not None:  # the model endpoint ended it (context overflow, refusal, …)
        why = f"{stop.get('reason')}: {stop.get('detail')}" + (f"; {why}" if why else "")
    return why


def _fault_kinds(result: Mapping[str, Any]) -> list[str]:
    return sorted(
        {str(e["fault"]["kind"]) for e in result.get("ledger") or [] if isinstance(e.get("fault"), Mapping)}
    )


def _failure_row(result: Mapping[str, Any], reasons: Sequence[str]) -> str:
    faults = _fault_kinds(result)
    search = f"{result['task']} {result.get('variant') or 'no faults'} {result['agent']}".lower()
    badges = "".join(f"<span class='badge reason'>{esc(r)}</span>" for r in reasons)
    return (
        f"<tr class='ep' data-agent='{esc(result['agent'])}' data-reasons='{esc('|'.join(reasons))}' "
        f"data-faults='{esc('|'.join(faults))}' data-search='{esc(search)}'>"
        f"<td class='l'><code>{esc(result['task'])}</code></td>"
        f"<td class='l'>{esc(result.get('variant') or 'no faults')}</td>"
        f"<td>{int(result.get('trial', 0))}</td><td class='l'>{badges}</td>"
        f"<td class='l why'>{esc(_why(result))}</td>"
        f"<td><a class='view' href='{esc(episode_href(result))}'>view →</a></td></tr>"
    )


def _failures(results: Sequence[Mapping[str, Any]], agents: Sequence[str]) -> tuple[str, int]:
    failed = [r for r in results if not r.get("passed")]
    reasons = {id(r): failure_reasons(r) for r in failed}
    counts: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    for r in failed:
        for reason in reasons[id(r)]:
            counts[r["agent"]][reason] += 1
    used = [k for k in REASONS if any(k in c for c in counts.values())]
    if not failed:
        return "<p>No failed episode.</p>", 0
    head = "".join(f"<th title='{esc(REASONS[k])}'>{esc(k)}</th>" for k in used)
    matrix_rows = []
    for agent in agents:
        n = sum(1 for r in failed if r["agent"] == agent)
        if not n:
            continue
        cells = "".join(
            f"<td><a href='#failure-list' data-set-agent='{esc(agent)}' data-set-reason='{esc(k)}'>"
            f"{counts[agent][k]}</a></td>"
            if counts[agent].get(k)
            else "<td class='muted'>·</td>"
            for k in used
        )
        matrix_rows.append(
            f"<tr><td><a href='#failure-list' data-set-agent='{esc(agent)}'>{esc(agent)}</a></td>"
            f"<td>{n}</td>{cells}</tr>"
        )
    matrix = (
        "<table class='reasons'><tr><th>agent</th><th>failed</th>"
        + head
        + "</tr>"
        + "".join(matrix_rows)
        + "</table>"
        "<p class='muted small'>An episode counts once under each reason it has. "
        + "; ".join(f"<b>{esc(k)}</b>: {esc(REASONS[k])}" for k in used)
        + ".</p>"
    )
    option = "<option value=''>all</option>"
    all_faults = sorted({k for r in failed for k in _fault_kinds(r)})
    filters = (
        "<div class='filters' id='failure-list'>"
        f"<label>agent <select id='f-agent'>{option}"
        + "".join(f"<option>{esc(a)}</option>" for a in agents if any(r["agent"] == a for r in failed))
        + f"</select></label><label>reason <select id='f-reason'>{option}"
        + "".join(f"<option>{esc(k)}</option>" for k in used)
        + f"</select></label><label>fault kind <select id='f-fault'>{option}"
        + "".join(f"<option>{esc(k)}</option>" for k in all_faults)
        + "</select></label><label>task or variant "
        "<input id='f-text' type='search' placeholder='refund'></label>"
        + f"<span class='muted'><b id='f-shown'>{len(failed)}</b> of {len(failed)} shown</span></div>"
    )
    groups = []
    head_row = (
        "<tr><th class='l'>task</th><th class='l'>variant</th><th>trial</th><th class='l'>reasons</th>"
        "<th class='l'>why</th><th></th></tr>"
    )
    for agent in agents:
        mine = [r for r in failed if r["agent"] == agent]
        if not mine:
            continue
        by_reason: dict[str, list[Mapping[str, Any]]] = defaultdict(list)
        for r in mine:
            by_reason[reasons[id(r)][0]].append(r)
        inner = []
        for reason in REASONS:
            rows = by_reason.get(reason)
            if not rows:
                continue
            rows.sort(key=lambda r: (r["task"], r.get("variant") or "", r.get("trial", 0)))
            body = "".join(_failure_row(r, reasons[id(r)]) for r in rows)
            inner.append(
                f"<details class='group' data-reason='{esc(reason)}'{' open' if len(rows) <= 12 else ''}>"
                f"<summary>{esc(reason)} · <span class='n'>{len(rows)}</span></summary>"
                f"<table>{head_row}{body}</table></details>"
            )
        groups.append(
            f"<details class='group' data-agent='{esc(agent)}' open><summary>{esc(agent)} · "
            f"<span class='n'>{len(mine)}</span> failed</summary>{''.join(inner)}</details>"
        )
    note = "<p class='muted small'>Grouped by each episode's first reason; the badges list all of them.</p>"
    return matrix + filters + note + "".join(groups), len(failed)


def _all_episodes(results: Sequence[Mapping[str, Any]], agents: Sequence[str]) -> str:
    by_group: dict[tuple[str, str | None, int], dict[str, Mapping[str, Any]]] = defaultdict(dict)
    for r in results:
        by_group[group_key(r)][r["agent"]] = r
    head = "".join(f"<th>{esc(a)}</th>" for a in agents)
    rows = []
    for (task, variant, trial), members in sorted(
        by_group.items(), key=lambda kv: (kv[0][0], kv[0][1] or "", kv[0][2])
    ):
        cells = []
        for a in agents:
            member = members.get(a)
            if member is None:
                cells.append("<td class='muted'>·</td>")
                continue
            mark = "<span class='pass'>✓</span>" if member.get("passed") else "<span class='fail'>✗</span>"
            cells.append(f"<td><a href='{esc(episode_href(member))}'>{mark}</a></td>")
        rows.append(
            f"<tr><td><code>{esc(task)}</code></td><td class='l'>{esc(variant or 'no faults')}</td>"
            f"<td>{trial}</td>{''.join(cells)}</tr>"
        )
    return (
        f"<details><summary>{len(by_group)} task × variant × trial groups: open one to compare the agents"
        "</summary>"
        f"<table><tr><th>task</th><th class='l'>variant</th><th>trial</th>{head}</tr>{''.join(rows)}</table>"
        "</details>"
    )


def render_html(
    metrics: Mapping[str, Any],
    results: Iterable[Mapping[str, Any]],
    *,
    title: str = "toolproof run",
) -> str:
    """The whole report as one HTML document (episode links point to ``episodes/…`` beside it)."""
    results = list(results)
    run = metrics.get("run", {})
    agents = _agents(metrics, run.get("agents"))
    ks = _ks(metrics)
    meta = " · ".join(
        f"{k}: {esc(', '.join(v) if isinstance(v, list) else v)}"
        for k, v in run.items()
        if k in ("suite", "agents", "trials", "faults", "episodes") and v not in (None, [], "")
    )
    failures, n_failed = _failures(results, agents)
    body = [
        f"<h1>{esc(title)}</h1><p class='muted'>{meta}</p>",
        "<nav class='top'><a href='#scorecard'>Scorecard</a><a href='#reliability'>pass^k</a>"
        "<a href='#faults'>Recovery</a><a href='#breakdowns'>Breakdowns</a>"
        "<a href='#patterns'>Failure patterns</a><a href='#failures'>Failures</a>"
        "<a href='#episodes'>All episodes</a></nav>",
        "<h2 id='scorecard'>Scorecard</h2>",
        _scorecard(metrics, agents, ks),
        "<p class='muted small'>Metric definitions: <a href='docs/metrics.md'>docs/metrics.md</a> (also "
        "under <code>definitions</code> in results.json; <code>toolproof docs metrics</code> prints it).</p>",
        "<div class='cards'>",
        _pass_k_card(metrics, agents, ks),
        _recovery_card(metrics, agents),
        "</div>",
        fanout_section(metrics, agents),
        "<h2 id='breakdowns'>Breakdowns</h2>",
        _breakdowns(metrics, agents) or "<p class='muted'>No breakdown.</p>",
        "<h2 id='patterns'>Failure patterns</h2>",
        _patterns(metrics, agents, results),
        f"<h2 id='failures'>Failures ({n_failed})</h2>",
        failures,
        "<h2 id='episodes'>All episodes</h2>",
        _all_episodes(results, agents),
    ]
    return shell(title, "".join(body), script=SCRIPT)
