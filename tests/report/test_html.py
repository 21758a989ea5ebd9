"""The HTML report and episode pages: self-contained files a person can read, with every k of pass^k."""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path
from typing import Any
from urllib.parse import unquote

from toolproof.agents import Episode
from toolproof.commands.run import execute
from toolproof.report.html import render_html
from toolproof.report.site import group_slug

GOOD = Path(__file__).resolve().parents[1] / "tasks" / "data" / "good"


async def shouts(episode: Episode) -> None:
    """An agent whose final message tries to inject markup."""
    episode.finish("done", "<script>alert('x')</script>")


class Collect(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def parse(html: str) -> Collect:
    parser = Collect()
    parser.feed(html)
    return parser


def assert_self_contained(html: str) -> None:
    page = parse(html)
    for tag, attrs in page.tags:
        assert tag not in ("link", "img", "iframe", "object", "embed"), tag
        assert "src" not in attrs, (tag, attrs)  # every script is inline
        href = attrs.get("href") or ""
        assert not href.startswith(("http:", "https:", "//")), href
    assert "url(" not in html.split("</style>")[0]  # no fonts or images fetched by the stylesheet


def run_good(out: Path, agents: list[str], trials: int = 1) -> dict[str, Any]:
    return execute(
        suite=str(GOOD), agents=agents, trials=trials, faults="tasks", out=out, resume=False,
        concurrency=4, workers=1, task_ids=[], quiet=True,
    )  # fmt: skip


def test_run_writes_a_self_contained_report_and_episode_pages(tmp_path: Path) -> None:
    run_good(tmp_path, ["careful", "blind-retry", "tests.report.test_html:shouts"])
    html = (tmp_path / "report.html").read_text(encoding="utf-8")
    assert_self_contained(html)
    assert "<script>alert" not in html
    text = "".join(parse(html).text)
    for agent in ("careful", "blind-retry", "tests.report.test_html:shouts"):
        assert agent in text
    assert "Failures (" in text
    pages = sorted((tmp_path / "episodes").glob("*.html"))
    assert pages, "one page per task × variant × trial"
    for html_file in pages:
        body = html_file.read_text(encoding="utf-8")
        assert_self_contained(body)
        assert "<script>alert" not in body  # the agent's final message is escaped on its page too
    lost = tmp_path / "episodes" / f"{group_slug('tickets.resolve-login', 'lost-comment-response', 0)}.html"
    page = lost.read_text(encoding="utf-8")
    blind = page[page.index("data-agent='blind-retry' data-passed=") :]
    blind = blind[: blind.index("</section>")]
    # the lost response, the blind re-send and the duplicated effect, marked on the blind retry's timeline
    assert "⚡ injected fault: transport · after · committed · not delivered" in blind
    assert re.search(r"<li class='call dup retry' [^>]*>.*?↻ retry of #\d+ · without key", blind)
    assert "DUPLICATE effect of #" in blind
    assert "1 too many: a duplicated effect?" in blind  # the verdict beside it
    assert "&lt;script&gt;alert" in page  # the shouting agent's message, escaped
    # the instruction is on the page (stored with the run)
    assert "Ada Lovelace confirmed that she can log in again" in page


def test_pass_k_is_on_the_page_for_every_k(tmp_path: Path) -> None:
    """Regression: with --trials above 1 the page once showed only pass^1."""
    metrics = run_good(tmp_path, ["careful", "blind-retry"], trials=3)
    html = (tmp_path / "report.html").read_text(encoding="utf-8")
    for k in (1, 2, 3):
        assert f"<th data-k='{k}'>pass^{k}</th>" in html
        for agent in ("careful", "blind-retry"):
            value = metrics["agents"][agent][f"pass^{k}"]
            assert value is not None
            assert f"data-series='{agent}' data-x='{k}' data-value='{value:.4f}'" in html
    row = html[html.index("<tr><td>blind-retry</td>") :]
    row = row[: row.index("</tr>")]
    cells = re.findall(r"<td data-k='(\d)'>\s*([\d.]+)%</td>", row)
    assert [int(k) for k, _ in cells] == [1, 2, 3]
    for k, shown in cells:
        assert float(shown) == round(100 * metrics["agents"]["blind-retry"][f"pass^{k}"], 1)
    assert "pass^1…pass^3" in html


def test_links_reach_each_episode_and_the_failures_are_grouped_with_counts(demo_run: Path) -> None:
    html = (demo_run / "report.html").read_text(encoding="utf-8")
    metrics = json.loads((demo_run / "results.json").read_text(encoding="utf-8"))
    links = re.findall(r"href='(episodes/[^']+)'", html)
    assert links
    for link in set(links):
        path, _, anchor = link.partition("#agent=")
        page = (demo_run / unquote(path)).read_text(encoding="utf-8")
        assert f"data-agent='{unquote(anchor)}'" in page
    # the reasons matrix holds the same counts as results.json
    for agent, counts in metrics["failures_by_reason"].items():
        for reason, n in counts.items():
            assert f"data-set-agent='{agent}' data-set-reason='{reason}'>{n}</a>" in html
    failed_rows = re.findall(r"<tr class='ep' data-agent='([^']+)'", html)
    for agent, m in metrics["agents"].items():
        assert failed_rows.count(agent) == m["episodes"] - round(m["session_accuracy"] * m["episodes"])
    # charts: the pass^k curve and the recovery heatmap, with a cell per agent × fault kind met
    assert "data-chart='pass-k'" in html
    assert "data-chart='recovery'" in html
    for agent, kinds in metrics["by_fault_kind"].items():
        for kind, cell in kinds.items():
            assert f"data-row='{agent}' data-col='{kind}' data-value='{cell['session_accuracy']:.4f}'" in html


def _result(agent: str, passed: bool, **extra: Any) -> dict[str, Any]:
    return {
        "task": "t", "variant": None, "agent": agent, "trial": 0, "passed": passed, "ended": "finished",
        "ledger": [], "trajectory": [], "grade": {"signals": {}, "verdicts": []}, **extra,
    }  # fmt: skip


def test_breakdowns_by_persona_interface_and_perturbation_show_when_present() -> None:
    from toolproof.runs.metrics import compute

    plain = [_result("a", True), _result("a", False)]
    html = render_html(compute(plain, ks=[1]), plain)
    for dim in ("persona", "interface", "perturbation"):
        assert f"data-chart='accuracy-{dim}'" not in html
    assert "data-chart='accuracy-path'" in html
    rich = [
        _result("a", True, persona="terse", interface="bare", perturbation="typos"),
        _result("a", False, persona="confused", interface="vendor", perturbation="typos", trial=1),
    ]
    metrics = compute(rich, ks=[1])
    assert metrics["by_persona"]["a"] == {
        "confused": {"episodes": 1, "session_accuracy": 0.0},
        "terse": {"episodes": 1, "session_accuracy": 1.0},
    }
    html = render_html(metrics, rich)
    for dim in ("persona", "interface", "perturbation"):
        assert f"data-chart='accuracy-{dim}'" in html
    assert "data-row='a' data-col='terse' data-value='1.0000' data-n='1'" in html


def test_a_model_driven_episode_shows_its_conversation_turns_and_waits() -> None:
    from toolproof.report.episode import render_group

    result = {
        "task": "t", "variant": None, "agent": "openai:m", "trial": 0, "passed": False, "ended": "finished",
        "calls": 2,
        "ledger": [
            {"seq": 1, "time": 1.0, "operation": "s.x.list", "params": {}, "writes": False,
             "committed": False, "delivered": True, "status": 429, "outcome": "fault",
             "fault": {"kind": "rate_limit", "phase": "before"}},
            {"seq": 2, "time": 32.0, "operation": "s.x.list", "params": {}, "writes": False,
             "committed": False, "delivered": True, "status": 200, "outcome": "ok", "fault": None,
             "retry_after": {"required": 30, "waited": 30, "honoured": True}},
        ],
        "trajectory": [
            {"type": "model", "turn": 0, "seconds": 0.5, "prompt_tokens": 90, "completion_tokens": 9,
             "finish_reason": "tool_calls", "text": "Let me look."},
            {"type": "call", "tool": "s_x_list", "args": {}, "status": 429, "body": {}, "ledger_seq": 1},
            {"type": "sleep", "seconds": 30},
            {"type": "call", "tool": "s_x_list", "args": {}, "status": 200, "body": {"data": []},
             "ledger_seq": 2},
            {"type": "call", "tool": "nope", "args": {}, "error": "unknown tool 'nope'", "valid": False},
            {"type": "reply", "text": "Which one do you mean?"},
            {"type": "finish", "claim": "need_info", "message": "I need the order number."},
        ],
        "grade": {
            "passed": False, "claim": "need_info", "signals": {}, "diff": {}, "diff_summary": "no changes",
            "verdicts": [{"name": "claims done", "passed": False, "detail": "the agent claimed need_info"}],
        },
    }  # fmt: skip
    page = render_group([result], {"instruction": "Refund the order.", "policy": "Ask before refunds."})
    assert_self_contained(page)
    text = "".join(parse(page).text)
    conversation = ["Refund the order.", "Let me look.", "Which one do you mean?", "I need the order number."]
    positions = [text.index(line) for line in conversation]
    assert positions == sorted(positions)
    assert "Ask before refunds." in text
    assert "model turn 0" in text
    assert "90 → 9 tokens" in text
    assert "Retry-After 30 s · waited 30 s ✓" in text
    assert "⏸ wait 30 s" in text
    assert "invalid call" in text
    assert "↻ retry of #1" in text
    assert "wrong claim" in text
    assert "Nothing changed." in text
