"""Each double's README carries its coverage table, generated from the declarations and the spec."""

from __future__ import annotations

import importlib.util
import sys
from types import ModuleType

import pytest

from tests.support.specs import ROOT

SERVICES = ("stripe", "slack", "gcal")


def _script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("coverage_tables", ROOT / "scripts" / "coverage_tables.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("coverage_tables", module)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("name", SERVICES)
def test_the_readme_table_is_current(name: str) -> None:
    script = _script()
    reasons = script.needs(name)
    if reasons:
        pytest.skip(reasons[0])
    old, new = script.updated(name)
    assert old == new, f"{name}'s README coverage table is out of date: run scripts/coverage_tables.py"


@pytest.mark.parametrize("name", SERVICES)
def test_the_table_lists_every_implemented_operation(name: str) -> None:
    """Without the specs too: the committed table names each operation the double declares."""
    from toolproof.service import registry

    text = (ROOT / "src" / "toolproof" / "services" / name / "README.md").read_text(encoding="utf-8")
    table = text.split("<!-- coverage:start -->", 1)[1].split("<!-- coverage:end -->", 1)[0]
    for op in registry.get(name).operations:
        assert f"| `{op}` |" in table, op
