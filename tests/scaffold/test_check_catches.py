"""``check_service()`` catches what it promises to: a double with a non-deterministic fixture, a handler
that crashes on bad input (a 500 over HTTP and MCP) and an undocumented operation each fail their check.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from toolproof.service import registry
from toolproof.testing.check import ServiceCheckFailed, check_service

BROKEN = """
import secrets

from toolproof.service import Context, Dialect, Params, Service
from toolproof.service.schema import Table

THINGS = Table("broken_things", {"id": "text"})
service = Service("broken", mount="/broken", dialect=Dialect(), tables=[THINGS])


@service.fixture("default")
def default(ctx: Context) -> None:
    ctx.db.execute("INSERT INTO broken_things VALUES (?)", ("thing_" + secrets.token_hex(4),))


class Get(Params):
    id: str


@service.operation("broken.things.get", "GET", "/things/{id}", writes=False)
def get(ctx: Context, p: Get) -> dict[str, object]:
    return {"id": p.id, "number": int(p.id)}
"""


@pytest.fixture
def broken(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[object]:
    (tmp_path / "broken_double.py").write_text(BROKEN, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(registry, "_registered", dict(registry._registered))
    broken_double = importlib.import_module("broken_double")  # written above, so not known to mypy

    yield broken_double.service
    sys.modules.pop("broken_double", None)


def test_each_broken_promise_fails_its_own_check(broken: object) -> None:
    with pytest.raises(ServiceCheckFailed) as raised:
        check_service(broken, examples=30)  # type: ignore[arg-type]
    report = raised.value.report
    status = {r.check: r.status for r in report.results}
    assert status == {
        "import": "passed",
        "declaration": "passed",
        "determinism": "failed",
        "reset": "passed",
        "tool-schemas": "failed",
        "mcp-listing": "passed",
        "mcp-fuzz": "failed",
        "http-fuzz": "failed",
        "spec": "skipped",
    }
    assert "built different fixtures" in report.result("determinism").detail
    assert "no description" in report.result("tool-schemas").detail
    assert " answered 500" in report.result("http-fuzz").detail
    assert " answered 500" in report.result("mcp-fuzz").detail
    assert str(raised.value).startswith("check-service broken:\n  ok   import")
