"""The facts derived from the vendors' specs are current, and the spec setting behaves as documented."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

from tests.support import specs

SCRIPT = specs.ROOT / "scripts" / "derive_spec_facts.py"


def _script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("derive_spec_facts", SCRIPT)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("service", ["stripe", "slack"])
def test_checked_in_facts_match_what_the_spec_gives(service: str) -> None:
    derive = _script()
    sources, deriver = derive.DERIVERS[service]
    for source in sources:
        specs.require(source)
    assert specs.facts_path(service).read_text(encoding="utf-8") == derive.render(deriver()), (
        f"tests/services/{service}/spec_facts.json is stale: run scripts/derive_spec_facts.py"
    )


@pytest.mark.parametrize("service", ["stripe", "slack"])
def test_facts_say_where_they_come_from(service: str) -> None:
    provenance = specs.facts(service)["provenance"]
    assert provenance["generator"] == "scripts/derive_spec_facts.py"
    assert len(provenance["sha256"]) == 64
    assert provenance["source"].startswith(service + "/")


def test_the_setting_moves_the_specs_folder_and_absence_is_a_reason(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(specs.ENV, str(tmp_path))
    assert specs.specs_dir() == tmp_path
    reason = specs.missing("stripe/openapi.2024-04-10.json")
    assert reason is not None
    assert str(tmp_path / "stripe" / "openapi.2024-04-10.json") in reason
    assert specs.ENV in reason
    (tmp_path / "stripe").mkdir()
    (tmp_path / "stripe" / "openapi.2024-04-10.json").write_text("{}")
    assert specs.missing("stripe/openapi.2024-04-10.json") is None


def test_default_is_shared_specs_beside_the_repository(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(specs.ENV, raising=False)
    assert specs.specs_dir() == specs.ROOT.parent / "shared" / "specs"
