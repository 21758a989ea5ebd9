"""What every page of the report shares: the shell, the stylesheet, and small formatting helpers.

Pages are self-contained: styles and the little script they use are inline, charts are inline SVG,
nothing is fetched. Every value from tasks, agents or models goes through :func:`esc`; JSON embedded
for scripts goes through :func:`script_json`, which cannot close its ``<script>`` element.
"""

from __future__ import annotations

import json
from html import escape
from typing import Any

STYLE = """
:root{--fg:#1d2330;--muted:#667085;--line:#e3e6ee;--soft:#f5f7fb;--pass:#1a7f37;--fail:#c62828;
--warn:#9a6700;--info:#1f5fbf;--dup:#fde2e1;--dupline:#d93025;--fault:#fff4d6;--faultline:#d4a017}
*{box-sizing:border-box}
body{font:14px/1.45 system-ui,-apple-system,Segoe UI,sans-serif;margin:0;color:var(--fg);background:#fff}
main{max-width:1280px;margin:0 auto;padding:1.2rem 1.2rem 4rem}
h1{font-size:1.5rem;margin:.2rem 0}h2{font-size:1.15rem;margin:2rem 0 .5rem;padding-top:.5rem;
border-top:1px solid var(--line)}h3{font-size:1rem;margin:1rem 0 .3rem}
h4{margin:.8rem 0 .3rem;font-size:.9rem}
a{color:var(--info)}.muted{color:var(--muted)}.small{font-size:12px}
nav.top{display:flex;gap:1rem;flex-wrap:wrap;font-size:13px;margin:.3rem 0 1rem}
table{border-collapse:collapse;width:100%;margin:.4rem 0}
th,td{border-bottom:1px solid var(--line);padding:.3rem .5rem;text-align:right;vertical-align:top}
th:first-child,td:first-child,td.l,th.l{text-align:left}th{background:var(--soft);font-weight:600}
.pass{color:var(--pass);font-weight:600}.fail{color:var(--fail);font-weight:600}.infra{color:var(--warn);font-weight:600}
.cards{display:grid;grid-template-columns:repeat(auto-fit,minmax(380px,1fr));gap:1rem}
.card{border:1px solid var(--line);border-radius:8px;padding:.8rem 1rem;background:#fff}
.card h3{margin-top:0}
svg text{font:11px system-ui,sans-serif;fill:#1d2330}svg .axis{stroke:#98a2b3}svg .grid{stroke:#eef0f4}
.legend{display:flex;flex-wrap:wrap;gap:.4rem 1rem;font-size:12px;margin:.3rem 0}
.legend i{display:inline-block;width:.8rem;height:.8rem;border-radius:2px;margin-right:.3rem;
vertical-align:-1px}
.badge{display:inline-block;border-radius:10px;padding:0 .5rem;font-size:11.5px;line-height:1.6;
margin:0 .25rem .15rem 0;border:1px solid var(--line);background:var(--soft);white-space:nowrap}
.badge.fault{background:var(--fault);border-color:var(--faultline)}
.badge.dup{background:var(--dupline);border-color:var(--dupline);color:#fff;font-weight:600}
.badge.retry{background:#e8f0fe;border-color:#8ab4f8}.badge.replay{background:#f3e8fd;border-color:#c58af9}
.badge.wait{background:#eef0f4}.badge.reason{background:#fde2e1;border-color:#f4a8a3}
.badge.ok{background:#e6f4ea;border-color:#8fd19e}
details{margin:.15rem 0}summary{cursor:pointer}
pre{background:var(--soft);padding:.6rem;overflow:auto;white-space:pre-wrap;word-break:break-word;
font-size:12px;border-radius:4px;margin:.3rem 0;max-height:32rem}
code{font-size:12.5px}
.filters{display:flex;flex-wrap:wrap;gap:.6rem;align-items:center;background:var(--soft);padding:.5rem .7rem;
border-radius:6px;margin:.5rem 0}
.filters label{font-size:13px}.filters select,.filters input{font:inherit;padding:.15rem .3rem}
.group>summary{font-weight:600;padding:.3rem 0}.group .group>summary{font-weight:500}
.group .group{margin-left:1rem}
td.why{max-width:520px;color:#475467;font-size:12.5px}
.hidden{display:none!important}
.box{background:var(--soft);border-radius:6px;padding:.6rem .8rem;margin:.4rem 0;white-space:pre-wrap}
.tabs{display:flex;flex-wrap:wrap;gap:.4rem;margin:.6rem 0}
.tabs a{border:1px solid var(--line);border-radius:6px;padding:.25rem .6rem;text-decoration:none;
color:var(--fg)}
.tabs a.on{border-color:var(--info);background:#e8f0fe}
.panels.compare{display:grid;grid-template-columns:1fr 1fr;gap:1rem}
.panel{border:1px solid var(--line);border-radius:8px;padding:.6rem .9rem;margin:.6rem 0;min-width:0}
.cols{display:grid;grid-template-columns:minmax(0,3fr) minmax(0,2fr);gap:1rem}
.panels.compare .cols{grid-template-columns:1fr}
ol.steps{list-style:none;padding:0;margin:.3rem 0}
ol.steps>li{border-left:3px solid var(--line);padding:.25rem .6rem;margin:.2rem 0;background:#fff}
ol.steps>li.fault{border-left-color:var(--faultline);background:#fffdf5}
ol.steps>li.dup{border-left-color:var(--dupline);background:var(--dup)}
ol.steps>li.wait{border-left-color:#98a2b3}
.line{display:flex;gap:.6rem;align-items:baseline;flex-wrap:wrap}
.when{color:var(--muted);font-size:12px;min-width:4.5rem;font-variant-numeric:tabular-nums}
.args{color:#475467;font-size:12px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;max-width:36rem;
display:inline-block;vertical-align:bottom}
.msg{border-radius:8px;padding:.4rem .7rem;margin:.3rem 0;max-width:90%;white-space:pre-wrap}
.msg.user{background:#e8f0fe}.msg.agent{background:var(--soft);margin-left:auto}
.msg .who{font-size:11px;color:var(--muted);display:block}
.verdicts li{margin:.15rem 0}.diff td,.diff th{font-size:12.5px}
"""


def esc(value: Any) -> str:
    return escape("" if value is None else str(value), quote=True)


def pct(value: Any) -> str:
    return "—" if value is None else f"{100 * float(value):.1f}%"


def script_json(value: Any) -> str:
    """JSON safe inside ``<script type="application/json">`` (no ``</script>``, no ``<!--``)."""
    text = json.dumps(value, ensure_ascii=False, sort_keys=True, default=str)
    return text.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")


def pretty(value: Any) -> str:
    """A value as a ``<pre class='json'>``, escaped, never cut.

    Written compact (json's C encoder; indenting goes through its pure-Python one, ~30× slower on a
    run's worth of response bodies); :data:`PRETTY_SCRIPT` indents it when its ``<details>`` opens.
    """
    return f"<pre class='json'>{esc(json.dumps(value, ensure_ascii=False, default=str))}</pre>"


#: Indents the JSON of a ``<pre class='json'>`` the first time its ``<details>`` opens.
PRETTY_SCRIPT = """
document.addEventListener('toggle',function(e){
  var d=e.target; if(!d.open||d.getAttribute('data-pretty')){return;} d.setAttribute('data-pretty','1');
  Array.prototype.forEach.call(d.querySelectorAll('pre.json'),function(p){
    try{p.textContent=JSON.stringify(JSON.parse(p.textContent),null,2);}catch(err){}
  });
},true);
"""


def shell(title: str, body: str, *, script: str = "") -> str:
    """A whole document: one ``<style>``, the body, and an inline script if the page has one."""
    tail = f"<script>{script}</script>" if script else ""
    return (
        "<!doctype html><html lang='en'><head><meta charset='utf-8'>"
        "<meta name='viewport' content='width=device-width,initial-scale=1'>"
        f"<title>{esc(title)}</title><style>{STYLE}</style></head>"
        f"<body><main>{body}</main>{tail}</body></html>"
    )
