"""``toolproof new-service``: the scaffold is a working double that needs no toolproof file edited.

It is written into a temporary folder, imported and registered like a third-party package, passes
``check_service()`` unchanged, and one episode of its task runs and is graded in process and over HTTP
(MCP streamable HTTP, graded by the task server).
"""

from __future__ import annotations

import asyncio
import importlib
import importlib.util
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import anyio
import httpx
import pytest
from mcp import Client

from toolproof.agents.episode import Episode
from toolproof.agents.run import run_episode
from toolproof.cli import main
from toolproof.runs.mcp_task import FINISH_TOOL, WAIT_TOOL, start_task_http_in_thread
from toolproof.service import registry
from toolproof.tasks.loader import load_file
from toolproof.testing import check_service
from toolproof.transports.mcp import RunningMcpServer

LAYOUT = {
    "README.md",
    "__init__.py",
    "dialect.py",
    "errors.py",
    "fixtures.py",
    "operations/__init__.py",
    "operations/items.py",
    "params.py",
    "service.py",
    "tables.py",
    "tasks.yaml",
    "tests/test_service.py",
}
GROCERIES = {"title": "Groceries for Friday", "body": "bread, cheese"}


def _forget(name: str) -> None:
    for module in [m for m in sys.modules if m == name or m.startswith(name + ".")]:
        del sys.modules[module]


@pytest.fixture
def isolated_registry(monkeypatch: pytest.MonkeyPatch) -> None:
    """Services registered by a test are forgotten after it."""
    monkeypatch.setattr(registry, "_registered", dict(registry._registered))


@pytest.fixture
def notes(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    isolated_registry: None,
) -> Iterator[ModuleType]:
    assert main(["new-service", "notes", "--dir", str(tmp_path)]) == 0
    printed = capsys.readouterr().out
    assert printed.startswith(f"wrote {tmp_path / 'notes'}/ (12 files)\n")
    assert 'notes = "notes"' in printed
    monkeypatch.syspath_prepend(str(tmp_path))
    # no __pycache__ beside what the scaffold wrote (scripts/test writes bytecode: stop 73)
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    package = importlib.import_module("notes")  # scaffolded above, so not known to mypy

    yield package
    _forget("notes")


def test_the_scaffold_writes_the_layout_every_service_has(notes: ModuleType, tmp_path: Path) -> None:
    root = tmp_path / "notes"
    assert {str(p.relative_to(root)) for p in root.rglob("*") if p.is_file()} == LAYOUT
    assert sorted(notes.service.operations) == ["notes.items.create", "notes.items.list"]
    assert '[project.entry-points."toolproof.services"]' in (root / "README.md").read_text()


def test_the_scaffold_passes_check_service_unchanged(notes: ModuleType) -> None:
    registry.register(notes.service)
    report = check_service("notes", examples=25)
    assert [(r.check, r.status) for r in report.results if r.status != "passed"] == [("spec", "skipped")]


async def _add_groceries(episode: Episode) -> None:
    created = await episode.call("notes_items_create", dict(GROCERIES))
    assert created.ok
    episode.finish("done", "Added your groceries.")


async def _add_something_else(episode: Episode) -> None:
    await episode.call("notes_items_create", {"title": "Groceries for Friday", "body": "bread"})
    episode.finish("done", "Added your groceries.")


def test_one_episode_in_process_is_graded_on_the_final_state(notes: ModuleType, tmp_path: Path) -> None:
    registry.register(notes.service)
    [task] = load_file(tmp_path / "notes" / "tasks.yaml")
    assert asyncio.run(run_episode(task, _add_groceries)).passed is True
    assert asyncio.run(run_episode(task, _add_something_else)).passed is False


def test_one_episode_over_http_is_graded_by_the_task_server(notes: ModuleType, tmp_path: Path) -> None:
    registry.register(notes.service)
    [task] = load_file(tmp_path / "notes" / "tasks.yaml")

    async def episode(running: RunningMcpServer) -> list[str]:
        async with Client(running.mcp_url) as client:
            names = sorted(t.name for t in (await client.list_tools()).tools)
            created = await client.call_tool("notes_items_create", dict(GROCERIES))
            assert created.is_error is False
            await client.call_tool(FINISH_TOOL, {"claim": "done", "message": "Added your groceries."})
            return names

    with start_task_http_in_thread(task) as running:
        names = anyio.run(episode, running)
        headers = {"Authorization": "Bearer " + running.info.admin_token}
        url = running.info.base_url + "/_toolproof/mcp/episodes"
        [graded] = httpx.get(url, headers=headers, timeout=10).json()["episodes"]
    assert names == sorted([FINISH_TOOL, WAIT_TOOL, "notes_items_create", "notes_items_list"])
    assert graded["passed"] is True


def test_the_scaffolds_own_tests_pass(notes: ModuleType, tmp_path: Path) -> None:
    """Its exact-behaviour tests, called in this process (its check_service test is the one above)."""
    path = tmp_path / "notes" / "tests" / "test_service.py"
    spec = importlib.util.spec_from_file_location("notes_scaffold_tests", path)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    tests = sorted(name for name in vars(module) if name.startswith("test_"))
    assert tests == [
        "test_a_bad_argument_is_refused_and_changes_nothing",
        "test_create_adds_exactly_one_row_and_list_shows_it_first",
        "test_the_service_passes_check_service",
    ]
    module.test_a_bad_argument_is_refused_and_changes_nothing()
    module.test_create_adds_exactly_one_row_and_list_shows_it_first()


def test_check_service_cli_finds_a_package_that_is_not_installed(
    notes: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _forget("notes")
    monkeypatch.chdir(tmp_path)
    assert main(["check-service", "notes", "--only", "declaration", "reset"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "check-service notes:",
        "  ok   import",
        "  ok   declaration: 2 operations, 1 tables",
        "  ok   reset: bytes, hash, clock and ledger restored",
    ]


def test_a_package_that_does_not_import_fails_the_check(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    isolated_registry: None,
) -> None:
    (tmp_path / "halfway").mkdir()
    (tmp_path / "halfway" / "__init__.py").write_text("import no_such_module_here\n")
    monkeypatch.chdir(tmp_path)
    monkeypatch.syspath_prepend(str(tmp_path))
    with pytest.raises(SystemExit) as exited:
        main(["check-service", "halfway"])
    assert exited.value.code == 1
    assert capsys.readouterr().out.splitlines() == [
        "check-service halfway:",
        "  FAIL import: ModuleNotFoundError: No module named 'no_such_module_here'",
    ]
    _forget("halfway")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ["Notes"],
            "toolproof: service name 'Notes' must be lower-case letters, digits and single underscores",
        ),
        (["class"], "toolproof: service name 'class' is a Python keyword"),
        (["stripe"], "toolproof: a service called 'stripe' already exists (see toolproof services)"),
        (["notes", "--dir", "missing"], "toolproof: --dir missing is not a folder"),
    ],
)
def test_bad_names_and_folders_get_one_line(
    args: list[str], message: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: Any
) -> None:
    monkeypatch.chdir(tmp_path)
    assert main(["new-service", *args]) == 2
    err = capsys.readouterr().err
    assert err.startswith(message)
    assert err.count("\n") == 1
    assert list(tmp_path.iterdir()) == []


def test_an_existing_folder_is_never_overwritten(tmp_path: Path, capsys: Any) -> None:
    (tmp_path / "notes").mkdir()
    assert main(["new-service", "notes", "--dir", str(tmp_path)]) == 2
    assert (
        capsys.readouterr().err
        == f"toolproof: {tmp_path / 'notes'} already exists; choose another --dir or name\n"
    )
    assert list((tmp_path / "notes").iterdir()) == []
