"""The report and the episode viewer in headless Chromium, as a person would use them.

Playwright drives the machine's own Chromium (never a downloaded one). Without Playwright or a
Chromium the test skips and says why; CI installs Chromium (.ci/run). Screenshots are kept in
``test-artifacts/report/`` (or ``$TOOLPROOF_ARTIFACTS``).
"""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from toolproof.report.server import start_in_thread
from toolproof.report.stored import StoredRun

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = Path(os.environ.get("TOOLPROOF_ARTIFACTS") or ROOT / "test-artifacts") / "report"
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def chromium() -> str | None:
    configured = os.environ.get("TOOLPROOF_CHROMIUM")
    if configured:
        return configured
    for name in ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable"):
        found = shutil.which(name)
        if found:
            return found
    return None


@pytest.fixture(scope="session")
def chromium_executable() -> str:
    """The browser to drive, or a skip saying what is missing (before anything slow runs)."""
    pytest.importorskip("playwright.sync_api", reason="playwright is not installed (pip install -e '.[dev]')")
    executable = chromium()
    if executable is None:
        pytest.skip("no Chromium on this machine: apt-get install chromium (or set TOOLPROOF_CHROMIUM)")
    return executable


@pytest.fixture(scope="module")
def browser(chromium_executable: str, demo_run: Path) -> Iterator[Any]:
    """Started after the demo run (Playwright's sync API holds an event loop in this thread while it
    lives, and the runner starts its own) and stopped with this module."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=chromium_executable, args=FLAGS)
        try:
            yield b
        finally:
            b.close()


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    context = browser.new_context(viewport={"width": 1360, "height": 900})
    tab = context.new_page()
    tab.problems = []
    tab.on(
        "console",
        lambda m: tab.problems.append(f"{m.type}: {m.text}") if m.type in ("error", "warning") else None,
    )
    tab.on("pageerror", lambda e: tab.problems.append(f"page error: {e}"))
    try:
        yield tab
    finally:
        context.close()


def shot(tab: Any, name: str) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    tab.screenshot(path=str(ARTIFACTS / name), full_page=True)


def visible_rows(tab: Any) -> list[str]:
    rows: list[str] = tab.eval_on_selector_all(
        "tr.ep", "rows => rows.filter(r => r.offsetParent !== null).map(r => r.getAttribute('data-agent'))"
    )
    return rows


def test_report_and_episode_viewer_in_chromium(chromium_executable: str, demo_run: Path, page: Any) -> None:
    metrics = json.loads((demo_run / "results.json").read_text(encoding="utf-8"))
    agents = list(metrics["agents"])
    stored = StoredRun(demo_run)
    try:
        with start_in_thread(stored) as viewer:
            page.goto(f"{viewer.url}/report.html")
            shot(page, "report.png")

            # the charts render: a point per agent and k, a heatmap cell per agent × fault kind met
            points = page.locator("svg[data-chart='pass-k'] circle")
            assert points.count() == len(agents)
            assert page.locator("svg[data-chart='pass-k']").bounding_box()["width"] > 200
            cells = sum(len(kinds) for kinds in metrics["by_fault_kind"].values())
            assert page.locator("svg[data-chart='recovery'] g[data-row]").count() == cells
            assert page.locator("svg[data-chart='recovery']").is_visible()

            # the filters narrow the failures
            failed = {
                a: m["episodes"] - round(m["session_accuracy"] * m["episodes"])
                for a, m in metrics["agents"].items()
            }
            assert len(visible_rows(page)) == sum(failed.values())
            page.select_option("#f-agent", "blind-retry")
            assert set(visible_rows(page)) == {"blind-retry"}
            assert len(visible_rows(page)) == failed["blind-retry"]
            page.select_option("#f-reason", "duplicate effect")
            duplicates = metrics["failures_by_reason"]["blind-retry"]["duplicate effect"]
            assert len(visible_rows(page)) == duplicates
            assert page.inner_text("#f-shown") == str(duplicates)
            page.fill("#f-text", "no task matches this")
            assert visible_rows(page) == []
            page.fill("#f-text", "")
            # a count in the reasons table sets the filters too
            page.click("table.reasons a[data-set-agent='noop'][data-set-reason='false claim']")
            assert len(visible_rows(page)) == metrics["failures_by_reason"]["noop"]["false claim"]
            page.click("table.reasons a[data-set-agent='blind-retry'][data-set-reason='duplicate effect']")
            shot(page, "report-filtered.png")

            # the link of a duplicated effect opens its episode, the blind retry's panel only
            page.locator("tr.ep:visible a.view").first.click()
            page.wait_for_load_state()
            assert "/episodes/" in page.url
            assert "agent=blind-retry" in page.url
            panels = page.locator("section.panel:visible")
            assert panels.count() == 1
            assert panels.first.get_attribute("data-agent") == "blind-retry"
            duplicate = page.locator("section.panel:visible li.dup").first
            assert duplicate.is_visible()
            assert "DUPLICATE effect of #" in duplicate.inner_text()
            assert duplicate.evaluate("e => getComputedStyle(e).backgroundColor") == "rgb(253, 226, 225)"
            assert page.locator("section.panel:visible li.fault").count() >= 1
            assert (
                page.locator("section.panel:visible svg[data-chart='timeline'] rect[data-mark='dup']").count()
                >= 1
            )
            assert "Instruction" in page.inner_text("main")
            shot(page, "episode.png")

            # full bodies behind a click, indented when opened
            details = page.locator("section.panel:visible li.dup details").first
            details.locator("summary").click()
            body = details.locator("pre.json").first
            # the browser dispatches `toggle` in a task after the click: wait for it, not a fixed time
            indented = "p => p.textContent.includes('\\n')"
            page.wait_for_function(indented, arg=body.element_handle(), timeout=10_000)
            assert "\n" in body.inner_text()

            # side by side with the careful agent
            page.select_option("#compare", "careful")
            assert page.locator("section.panel:visible").count() == 2
            assert page.locator("#panels.compare").count() == 1
            shown = [p.get_attribute("data-agent") for p in page.locator("section.panel:visible").all()]
            assert shown == ["blind-retry", "careful"]
            assert "compare=careful" in page.url
            shot(page, "episode-compare.png")
    finally:
        stored.close()
    assert page.problems == []
