"""The episode viewer: one task under one fault variant in one trial, every agent that ran it.

For one agent at a time (or two side by side): the instruction and policy, the conversation, a
timeline of calls with injected faults, waits and retries marked and the duplicated effect
highlighted, each call's full request, response and ledger entry behind a click, and beside it the
verdicts, the signals and the diff. Without script every agent's panel simply shows, one after
another; the inline script adds the tabs and the side-by-side comparison (``#agent=a&compare=b``).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any
from urllib.parse import quote

from toolproof.report.page import PRETTY_SCRIPT, esc, pretty, shell
from toolproof.runs.failures import failure_reasons
from toolproof.runs.timeline import OUTCOMES, Step, timeline

SCRIPT = """
(function(){
  document.body.classList.add('js');
  var panels=Array.prototype.slice.call(document.querySelectorAll('.panel'));
  var tabs=Array.prototype.slice.call(document.querySelectorAll('.tabs a[data-agent]'));
  var cmp=document.getElementById('compare'),box=document.getElementById('panels');
  function state(){
    var p=new URLSearchParams(location.hash.replace(/^#/,''));
    var a=p.get('agent'),b=p.get('compare');
    var names=panels.map(function(x){return x.getAttribute('data-agent');});
    if(names.indexOf(a)<0){a=names[0];}
    if(names.indexOf(b)<0||b===a){b=null;}
    return {a:a,b:b};
  }
  function show(){
    var s=state();
    panels.forEach(function(x){var n=x.getAttribute('data-agent');
      x.classList.toggle('on',n===s.a||n===s.b);});
    tabs.forEach(function(t){t.classList.toggle('on',t.getAttribute('data-agent')===s.a);});
    box.classList.toggle('compare',!!s.b);
    if(cmp){cmp.value=s.b||'';}
    if(s.b){var first=panels.filter(function(x){return x.getAttribute('data-agent')===s.a;})[0];
      if(first&&first.parentNode.firstChild!==first){first.parentNode.insertBefore(first,first.parentNode.firstChild);}}
  }
  function go(a,b){location.hash='agent='+encodeURIComponent(a)+(b?'&compare='+encodeURIComponent(b):'');}
  tabs.forEach(function(t){t.addEventListener('click',function(e){e.preventDefault();
    go(t.getAttribute('data-agent'),state().b);});});
  if(cmp){cmp.addEventListener('change',function(){go(state().a,cmp.value);});}
  window.addEventListener('hashchange',show);
  show();
})();
"""

EXTRA_STYLE = ".js .panel{display:none}.js .panel.on{display:block}"


def _one_line(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, default=str)


def _when(seconds: float) -> str:
    return f"+{seconds:,.1f} s"


def _badge(text: str, cls: str = "", title: str = "") -> str:
    tip = f" title='{esc(title)}'" if title else ""
    return f"<span class='badge {cls}'{tip}>{esc(text)}</span>"


def _fault_badge(fault: Mapping[str, Any], outcome: str | None) -> str:
    bits = [str(fault.get("kind")), str(fault.get("phase"))]
    if fault.get("committed"):
        bits.append("committed")
    if fault.get("delivered") is False:
        bits.append("not delivered")
    if fault.get("seconds") is not None:
        bits.append(f"{fault['seconds']} s")
    label = "⚡ injected fault: " + " · ".join(bits)
    return _badge(
        label,
        "fault",
        f"rule {fault.get('rule')}" + (f": {OUTCOMES[outcome]}" if outcome in OUTCOMES else ""),
    )


def _call_badges(step: Step, repeated_later: Mapping[int, list[int]]) -> str:
    entry = step.entry or {}
    out = []
    if step.fault is not None:
        out.append(_fault_badge(step.fault, step.outcome))
    elif step.outcome is not None:
        out.append(
            _badge(
                step.outcome,
                "fault" if step.outcome != "replayed" else "replay",
                OUTCOMES.get(step.outcome, ""),
            )
        )
    if step.fault is not None and step.outcome is not None:
        out.append(_badge(step.outcome, "fault", OUTCOMES.get(step.outcome, "")))
    if step.retry_of is not None:
        relation = f" · {step.key_relation}" if step.key_relation else ""
        out.append(_badge(f"↻ retry of #{step.retry_of}{relation}", "retry"))
    elif step.repeat_of is not None:
        relation = f" · {step.key_relation}" if step.key_relation else ""
        out.append(_badge(f"repeats #{step.repeat_of}{relation}", "retry"))
    if step.duplicate_of is not None:
        out.append(
            _badge(f"DUPLICATE effect of #{step.duplicate_of}", "dup", "the same write committed twice")
        )
    if step.seq is not None and step.seq in repeated_later:
        later = ", ".join(f"#{s}" for s in repeated_later[step.seq])
        out.append(_badge(f"effect repeated by {later}", "reason"))
    if entry.get("outcome") == "replay":
        out.append(_badge("idempotent replay", "replay"))
    if entry.get("idempotency_key"):
        out.append(_badge(f"key {entry['idempotency_key']}", "", "Idempotency-Key"))
    retry_after = entry.get("retry_after")
    if isinstance(retry_after, Mapping) and retry_after.get("required") is not None:
        ok = "✓" if retry_after.get("honoured") else "✗"
        out.append(
            _badge(
                f"Retry-After {retry_after['required']} s · waited {retry_after.get('waited')} s {ok}", "wait"
            )
        )
    if entry.get("committed") and entry.get("writes") and step.duplicate_of is None:
        out.append(_badge("committed", "ok"))
    return "".join(out)


def _response_text(data: Mapping[str, Any]) -> str:
    if data.get("error") is not None:
        return f"→ {data['error']}"
    return f"→ {data.get('status')}"


def _call_item(step: Step, panel: str, repeated_later: Mapping[int, list[int]]) -> str:
    data, entry = step.data, step.entry
    classes = ["call"]
    if step.fault is not None or step.outcome in ("lost response", "no response", "error after commit"):
        classes.append("fault")
    if step.duplicate_of is not None:
        classes.append("dup")
    if step.retry_of is not None:
        classes.append("retry")
    seq = f"#{step.seq}" if step.seq is not None else "—"
    response: Any = (
        {"error": data.get("error")}
        if data.get("error") is not None
        else {
            "status": data.get("status"),
            "body": data.get("body"),
        }
    )
    full = (
        "<details><summary class='small'>request, response and ledger entry</summary>"
        f"<h4>arguments</h4>{pretty(data.get('args'))}"
        f"<h4>what the agent saw</h4>{pretty(response)}"
        + (f"<h4>ledger entry</h4>{pretty(entry)}" if entry is not None else "")
        + "</details>"
    )
    return (
        f"<li class='{' '.join(classes)}' id='{panel}-s{step.index}' data-seq='{step.seq or ''}'>"
        f"<div class='line'><span class='when'>{_when(step.start)}</span><b>{seq}</b>"
        f"<code>{esc(data.get('tool'))}</code><span class='args'>{esc(_one_line(data.get('args')))}</span>"
        f"<span>{esc(_response_text(data))}</span></div>"
        f"<div>{_call_badges(step, repeated_later)}</div>{full}</li>"
    )


def _steps(steps: Sequence[Step], panel: str) -> str:
    repeated_later: dict[int, list[int]] = {}
    for s in steps:
        if s.duplicate_of is not None and s.seq is not None:
            repeated_later.setdefault(s.duplicate_of, []).append(s.seq)
    items = []
    for step in steps:
        data = step.data
        if step.kind == "call":
            items.append(_call_item(step, panel, repeated_later))
        elif step.kind == "sleep":
            wait = _badge(f"⏸ wait {data.get('seconds')} s", "wait")
            when = f"<span class='when'>{_when(step.start)}</span>"
            items.append(f"<li class='wait'><div class='line'>{when}{wait}</div></li>")
        elif step.kind == "injected":
            entry = step.entry or {}
            items.append(
                f"<li class='fault'><div class='line'><span class='when'>{_when(step.start)}</span>"
                f"<b>#{entry.get('seq')}</b>{_badge('⚡ injected change behind the agent', 'fault')}"
                f"<code>{esc(entry.get('operation'))}</code></div>"
                f"<details><summary class='small'>ledger entry</summary>{pretty(entry)}</details></li>"
            )
        elif step.kind == "model":
            tokens = f"{data.get('prompt_tokens', 0)} → {data.get('completion_tokens', 0)} tokens"
            text = data.get("text") or data.get("error") or ""
            turn = _badge(f"model turn {data.get('turn', '')}")
            items.append(
                f"<li><div class='line'><span class='when'>{_when(step.start)}</span>"
                f"{turn}<span class='muted small'>{esc(tokens)} · "
                f"{esc(data.get('finish_reason') or '')} · "
                f"{float(data.get('seconds') or 0):.2f} s</span></div>"
                + (
                    f"<details><summary class='small'>text</summary><pre>{esc(text)}</details>"
                    if text
                    else ""
                )
                + "</li>"
            )
        elif step.kind == "finish":
            claim = _badge(f"■ finish: {data.get('claim')}", "ok")
            items.append(
                f"<li><div class='line'><span class='when'>{_when(step.start)}</span>{claim}</div></li>"
            )
    return f"<ol class='steps'>{''.join(items)}</ol>" if items else "<p class='muted'>No calls.</p>"


def _strip(steps: Sequence[Step]) -> str:
    """A small Gantt chart of the calls, waits and model turns over the episode's timeline."""
    shown = [s for s in steps if s.kind in ("call", "sleep", "model", "injected")][:80]
    if not shown:
        return ""
    end = max(s.end for s in shown) or 1.0
    left, width, row = 150, 620, 13
    height = row * len(shown) + 24
    scale = (width - left - 10) / end
    parts = [
        f"<svg role='img' data-chart='timeline' viewBox='0 0 {width} {height}' width='100%' "
        f"style='max-width:{width}px' xmlns='http://www.w3.org/2000/svg'><title>timeline</title>"
    ]
    for i, s in enumerate(shown):
        y = 4 + i * row
        if s.kind == "call":
            label = f"#{s.seq} {s.data.get('tool')}" if s.seq is not None else str(s.data.get("tool"))
        elif s.kind == "sleep":
            label = f"wait {s.data.get('seconds')} s"
        elif s.kind == "model":
            label = f"model turn {s.data.get('turn', '')}"
        else:
            label = f"#{s.seq} injected"
        fill = "#8fb8ff"
        if s.kind == "sleep":
            fill = "#c0c6d0"
        elif s.kind == "model":
            fill = "#c58af9"
        elif s.duplicate_of is not None:
            fill = "#d93025"
        elif s.fault is not None or s.outcome in ("lost response", "no response", "error after commit"):
            fill = "#f0b429"
        elif s.outcome is not None:
            fill = "#f4a8a3"
        x = left + s.start * scale
        w = max(2.0, (s.end - s.start) * scale)
        marker = "dup" if s.duplicate_of is not None else "fault" if s.fault is not None else s.kind
        parts.append(
            f"<text x='{left - 6}' y='{y + 9}' text-anchor='end' style='font-size:9.5px'>"
            f"{esc(label[:28])}</text>"
            f"<rect data-mark='{marker}' x='{x:.1f}' y='{y}' width='{w:.1f}' height='{row - 3}' rx='2' "
            f"fill='{fill}'>"
            f"<title>{esc(label)}: {_when(s.start)} → {_when(s.end)}"
            + (f" · {esc(s.outcome)}" if s.outcome else "")
            + "</title></rect>"
        )
    parts.append(
        f"<text x='{left}' y='{height - 4}' style='font-size:9.5px'>0 s</text>"
        f"<text x='{width - 10}' y='{height - 4}' text-anchor='end' style='font-size:9.5px'>"
        f"{end:,.1f} s</text></svg>"
    )
    return "".join(parts)


def _conversation(result: Mapping[str, Any], task: Mapping[str, Any] | None) -> str:
    out = []
    instruction = (task or {}).get("instruction")
    out.append(
        f"<div class='msg user'><span class='who'>user · instruction</span>{esc(instruction)}</div>"
        if instruction
        else "<div class='msg user muted'><span class='who'>user</span>"
        "(the instruction was not stored with this run)</div>"
    )
    for step in result.get("trajectory") or []:
        kind = step.get("type")
        if kind == "model" and step.get("text"):
            out.append(
                f"<div class='msg agent'><span class='who'>agent · model turn {esc(step.get('turn'))}</span>"
                f"{esc(step['text'])}</div>"
            )
        elif kind == "reply":
            out.append(f"<div class='msg agent'><span class='who'>agent</span>{esc(step.get('text'))}</div>")
        elif kind == "finish":
            out.append(
                f"<div class='msg agent'><span class='who'>agent · claims {esc(step.get('claim'))}</span>"
                f"{esc(step.get('message') or '(no message)')}</div>"
            )
        elif kind == "stop":
            out.append(
                f"<div class='msg agent muted'><span class='who'>stopped by the model endpoint</span>"
                f"{esc(step.get('reason'))}: {esc(step.get('detail'))}</div>"
            )
        elif kind not in ("call", "sleep", "model", "usage") and step.get("text") is not None:
            out.append(
                f"<div class='msg user'><span class='who'>{esc(kind)}</span>{esc(step.get('text'))}</div>"
            )
    if not any(s.get("type") == "finish" for s in result.get("trajectory") or []):
        out.append("<div class='msg agent muted'><span class='who'>agent</span>(ended without a claim)</div>")
    return "".join(out)


def _row_label(row: Mapping[str, Any]) -> str:
    key = row.get("id") or next(iter(row.values()), "")
    fields = [f"{k}={_one_line(v)}" for k, v in row.items() if k != "id" and v not in (None, {}, [])][:4]
    return f"{key} ({', '.join(fields)})" if fields else str(key)


def _diff(diff: Mapping[str, Any]) -> str:
    if not diff:
        return "<p class='muted'>Nothing changed.</p>"
    parts = []
    for table, change in sorted(diff.items()):
        rows = []
        for row in change.get("added") or []:
            rows.append(
                f"<tr><td class='pass'>+ added</td><td class='l'>{esc(_row_label(row))}"
                f"<details><summary class='small'>row</summary>{pretty(row)}</details></td></tr>"
            )
        for row in change.get("removed") or []:
            rows.append(
                f"<tr><td class='fail'>− removed</td><td class='l'>{esc(_row_label(row))}"
                f"<details><summary class='small'>row</summary>{pretty(row)}</details></td></tr>"
            )
        for ch in change.get("changed") or []:
            fields = "; ".join(
                f"{f}: {_one_line(v.get('from'))} → {_one_line(v.get('to'))}"
                for f, v in (ch.get("fields") or {}).items()
            )
            key = "/".join(str(k) for k in ch.get("key") or [])
            rows.append(
                f"<tr><td class='infra'>~ changed</td><td class='l'><code>{esc(key)}</code> "
                f"{esc(fields)}</td></tr>"
            )
        if rows:
            parts.append(f"<h4>{esc(table)}</h4><table class='diff'>{''.join(rows)}</table>")
    return "".join(parts) or "<p class='muted'>Nothing changed.</p>"


def _verdicts(grade: Mapping[str, Any]) -> str:
    items = []
    for v in grade.get("verdicts") or []:
        mark = "<span class='pass'>✓</span>" if v.get("passed") else "<span class='fail'>✗</span>"
        detail = f" — <span class='muted'>{esc(v.get('detail'))}</span>" if v.get("detail") else ""
        items.append(f"<li>{mark} {esc(v.get('name'))}{detail}</li>")
    return f"<ul class='verdicts'>{''.join(items)}</ul>" if items else "<p class='muted'>No grade.</p>"


def _signals(grade: Mapping[str, Any]) -> str:
    signals = grade.get("signals") or {}
    shown = [f"{k.replace('_', ' ')}: {v}" for k, v in signals.items() if v not in (0, False, None)]
    return (
        "<p class='small'>" + esc(" · ".join(shown) or "no duplicate, unsafe write or false claim") + "</p>"
    )


def _panel(result: Mapping[str, Any], task: Mapping[str, Any] | None, index: int) -> str:
    grade = result.get("grade") or {}
    steps = timeline(result)
    panel = f"p{index}"
    passed = bool(result.get("passed"))
    status = "<span class='pass'>passed</span>" if passed else "<span class='fail'>failed</span>"
    reasons = "".join(_badge(r, "reason") for r in failure_reasons(result))
    error = (
        f"<p class='fail small'>{esc(result.get('ended'))}: {esc(result.get('error'))}</p>"
        if result.get("error")
        else ""
    )
    return (
        f"<section class='panel' id='{panel}' data-agent='{esc(result['agent'])}' "
        f"data-passed='{str(passed).lower()}'>"
        f"<h2 style='border:0;margin-top:.3rem'>{esc(result['agent'])} · {status}</h2>"
        f"<p>{reasons}<span class='muted small'>ended: {esc(result.get('ended'))} · claim: "
        f"{esc(grade.get('claim'))} · {int(result.get('calls') or 0)} calls</span></p>{error}"
        "<div class='cols'><div>"
        f"<h3>Conversation</h3>{_conversation(result, task)}"
        f"<h3>Timeline</h3>{_strip(steps)}{_steps(steps, panel)}"
        "</div><div>"
        f"<h3>Verdicts</h3>{_verdicts(grade)}{_signals(grade)}"
        f"<h3>Diff</h3><p class='muted small'>{esc(grade.get('diff_summary'))}</p>"
        f"{_diff(grade.get('diff') or {})}"
        "</div></div></section>"
    )


def render_group(
    results: Sequence[Mapping[str, Any]],
    task: Mapping[str, Any] | None = None,
    *,
    agents: Sequence[str] | None = None,
    run_title: str = "toolproof run",
    report_href: str = "../report.html",
) -> str:
    """The page of one episode group (same task, variant and trial; one panel per agent)."""
    order = list(agents or [])
    members = sorted(
        results, key=lambda r: (order.index(r["agent"]) if r["agent"] in order else len(order), r["agent"])
    )
    first = members[0]
    variant = first.get("variant")
    variant_text = (task or {}).get("variants", {}).get(variant, "") if variant else ""
    title = f"{first['task']} · {variant or 'no faults'} · trial {first.get('trial', 0)}"
    tabs = "".join(
        f"<a href='#agent={quote(str(r['agent']), safe='')}' data-agent='{esc(r['agent'])}'>"
        f"{esc(r['agent'])} "
        + ("<span class='pass'>✓</span>" if r.get("passed") else "<span class='fail'>✗</span>")
        + "</a>"
        for r in members
    )
    compare = (
        "<label class='small'>compare with <select id='compare'><option value=''>nobody</option>"
        + "".join(f"<option value='{esc(r['agent'])}'>{esc(r['agent'])}</option>" for r in members)
        + "</select></label>"
        if len(members) > 1
        else ""
    )
    policy = (task or {}).get("policy")
    head = (
        f"<p class='small'><a href='{esc(report_href)}'>← {esc(run_title)}</a></p>"
        f"<h1><code>{esc(first['task'])}</code></h1>"
        + (f"<p>{esc((task or {}).get('title'))}</p>" if (task or {}).get("title") else "")
        + f"<p class='muted'>fault variant: <b>{esc(variant or 'no faults')}</b>"
        + (f" — {esc(variant_text)}" if variant_text else "")
        + f" · trial {int(first.get('trial', 0))}"
        + (f" · path {esc(first.get('path'))}" if first.get("path") else "")
        + "</p>"
        + "<div class='cards'><div class='card'><h3>Instruction</h3>"
        + (
            f"<div class='box'>{esc(task['instruction'])}</div>"
            if task and task.get("instruction")
            else "<p class='muted'>Not stored with this run.</p>"
        )
        + "</div><div class='card'><h3>Policy</h3>"
        + (f"<div class='box'>{esc(policy)}</div>" if policy else "<p class='muted'>None.</p>")
        + "</div></div>"
        + f"<div class='tabs'>{tabs}{compare}</div>"
    )
    panels = "".join(_panel(r, task, i) for i, r in enumerate(members))
    body = head + f"<div class='panels' id='panels'>{panels}</div>"
    return shell(title, body, script=SCRIPT + PRETTY_SCRIPT).replace("</style>", EXTRA_STYLE + "</style>", 1)
