"""The curated public API: what users import must stay put."""

from __future__ import annotations

import toolproof
import toolproof.service
import toolproof.world


def test_public_names_are_sorted_and_importable() -> None:
    for module in (toolproof, toolproof.service, toolproof.world):
        names = [n for n in module.__all__ if n != "__version__"]
        assert names == sorted(names, key=lambda n: (n.upper() != n, n)) or names == sorted(names)
        for name in module.__all__:
            assert hasattr(module, name), f"{module.__name__}.{name}"


def test_top_level_api() -> None:
    assert set(toolproof.__all__) >= {
        "World",
        "Service",
        "Params",
        "Context",
        "Table",
        "Snapshot",
        "Diff",
        "register",
    }
