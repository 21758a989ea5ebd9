"""The HTML report: one self-contained file with the scorecard, every episode and each failure's why."""

from __future__ import annotations

from html.parser import HTMLParser
from pathlib import Path

from toolproof.agents import Episode
from toolproof.commands.run import execute

GOOD = Path(__file__).resolve().parents[1] / "tasks" / "data" / "good"


async def shouts(episode: Episode) -> None:
    """An agent whose final message tries to inject markup."""
    episode.finish("done", "<script>alert('x')</script>")


class Collect(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[str] = []
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def test_run_writes_a_self_contained_report(tmp_path: Path) -> None:
    execute(
        suite=str(GOOD), agents=["careful", "blind-retry", "tests.report.test_html:shouts"], trials=1,
        faults="tasks", out=tmp_path, resume=False, concurrency=4, workers=1, task_ids=[], quiet=True,
    )  # fmt: skip
    html = (tmp_path / "report.html").read_text(encoding="utf-8")
    parser = Collect()
    parser.feed(html)
    text = "".join(parser.text)
    assert "script" not in parser.tags  # no scripts of ours, and the agent's markup is escaped
    assert "link" not in parser.tags  # no external assets
    assert "<script>alert" not in html
    assert "&lt;script&gt;alert" in html
    for agent in ("careful", "blind-retry", "tests.report.test_html:shouts"):
        assert agent in text
    assert "Failed episodes (" in text
    # the blind retry's duplicate is explained, with its trace and ledger
    assert "1 too many: a duplicated effect?" in text
    assert "duplicate effects 1" in text
    assert "NOT DELIVERED" in text
    assert "fault=transport" in text
