"""``toolproof view``: a run's report and episode pages served from its store on 127.0.0.1."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import httpx
import pytest

from tests.support.cli import run_cli
from toolproof.cli import main
from toolproof.report.server import start_in_thread
from toolproof.report.site import episode_href
from toolproof.report.stored import RunNotFound, StoredRun
from toolproof.runs.store import ResultStore


def test_serves_the_report_the_episode_pages_and_the_metrics(demo_run: Path, tmp_path: Path) -> None:
    run_dir = tmp_path / "run"
    shutil.copytree(demo_run, run_dir)
    stored = StoredRun(run_dir)
    try:
        with start_in_thread(stored) as viewer, httpx.Client(base_url=viewer.url, timeout=30) as client:
            assert viewer.url.startswith("http://127.0.0.1:")
            root = client.get("/")
            assert (root.status_code, root.headers["location"]) == (307, "/report.html")
            report = client.get("/report.html")
            assert report.status_code == 200
            assert "data-chart='pass-k'" in report.text
            results = stored.results()
            first = next(r for r in results if not r["passed"])
            page = client.get("/" + episode_href(first).split("#")[0])
            assert page.status_code == 200
            assert f"data-agent='{first['agent']}' data-passed='false'" in page.text
            missing = client.get("/episodes/no-such-task__-__t0.html")
            assert missing.status_code == 404
            assert "not in this run" in missing.text
            metrics = client.get("/results.json").json()
            assert (
                metrics["failure_patterns"]
                == json.loads((demo_run / "results.json").read_text())["failure_patterns"]
            )
            assert metrics["run"]["episodes"] == len(results)
            # an episode stored while the viewer runs (a run in progress) shows on the next request
            store = ResultStore(run_dir / "results.db")
            store.add({**first, "trial": 7}, 0.0)
            store.close()
            again = client.get("/results.json").json()
            assert again["run"]["episodes"] == len(results) + 1
            assert client.get("/" + episode_href({**first, "trial": 7}).split("#")[0]).status_code == 200
    finally:
        stored.close()


def test_a_folder_without_a_run_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["view", str(tmp_path / "nothing")]) == 2
    err = capsys.readouterr().err
    assert err.startswith("toolproof: no run at ")
    assert err.count("\n") == 1


def test_the_command_serves_until_stopped(demo_run: Path) -> None:
    proc = run_cli("view", str(demo_run), "--port", "0", "--json")
    try:
        assert proc.stdout is not None
        line = json.loads(proc.stdout.readline())
        assert line["url"].endswith("/report.html")
        assert line["episodes"] > 0
        assert "Failure patterns" in httpx.get(line["url"], timeout=30).text
    finally:
        proc.terminate()
        proc.communicate(timeout=10)  # also closes the pipes
        assert proc.stdout is not None
        assert proc.stderr is not None
        proc.stdout.close()
        proc.stderr.close()


def test_a_database_that_is_not_a_run_is_refused_and_left_alone(tmp_path: Path) -> None:
    import sqlite3

    other = tmp_path / "results.db"
    conn = sqlite3.connect(other)
    conn.execute("CREATE TABLE mine (x)")
    conn.commit()
    conn.close()
    with pytest.raises(RunNotFound, match="is not a toolproof result store"):
        StoredRun(tmp_path)
    conn = sqlite3.connect(other)
    tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    conn.close()
    assert tables == {"mine"}
