"""Linear's SDL stays outside the repository: where the double looks for it, and what a caller gets
when it is nowhere (Linear's own error shape, a 503 that says how to provide the file; never a 500)."""

from __future__ import annotations

from pathlib import Path

import pytest

from toolproof import World
from toolproof.services.linear import sdl
from toolproof.services.linear.errors import SchemaUnavailable


def test_the_file_setting_wins_then_the_specs_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    own = tmp_path / "own.graphql"
    own.write_text("type Query { ok: Boolean }\n")
    folder = tmp_path / "specs"
    (folder / "linear").mkdir(parents=True)
    (folder / "linear" / "schema.graphql").write_text("type Query { ok: Boolean }\n")
    monkeypatch.setenv(sdl.SPECS_ENV, str(folder))
    monkeypatch.delenv(sdl.SCHEMA_ENV, raising=False)
    assert sdl.schema_path() == folder / "linear" / "schema.graphql"
    monkeypatch.setenv(sdl.SCHEMA_ENV, str(own))
    assert sdl.schema_path() == own
    assert sdl.missing() is None


def test_without_the_file_a_request_gets_linears_error_with_the_fix(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(sdl.SPECS_ENV, str(tmp_path / "nothing-here"))
    monkeypatch.delenv(sdl.SCHEMA_ENV, raising=False)
    reason = sdl.missing()
    assert reason is not None
    assert "TOOLPROOF_LINEAR_SCHEMA" in reason
    assert str(tmp_path / "nothing-here" / "linear" / "schema.graphql") in reason

    world = World(["linear"])  # the service, its tables and fixture need no SDL
    before = world.state_hash()
    result = world.call("linear.viewer", {})
    assert result.status == 503
    [error] = result.body["errors"]
    assert error["extensions"]["type"] == "internal error"
    assert "TOOLPROOF_LINEAR_SCHEMA" in error["message"]
    assert world.state_hash() == before


def test_the_missing_schema_error_is_linears_internal_error() -> None:
    error = SchemaUnavailable("no schema")
    assert (error.status, error.code, error.kind) == (503, "INTERNAL_ERROR", "internal error")
