"""The held-out re-sample's draw (scripts/draw_resample.py): reproducible from its seed, parts by position."""

from __future__ import annotations

import importlib.util
import random
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _script() -> ModuleType:
    path = ROOT / "scripts" / "draw_resample.py"
    spec = importlib.util.spec_from_file_location("draw_resample_script", path)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


PAIRS = [("core", f"t{i:02d}") for i in range(20)] + [("fanout", f"fanout-x.n{i:03d}") for i in range(5)]


def test_the_draw_is_the_seeded_sample_of_the_sorted_pairs_parted_by_position() -> None:
    parts = _script().draw(list(reversed(PAIRS)), 20270114, 12)
    drawn = random.Random(20270114).sample(sorted(PAIRS), 12)
    expected: dict[str, list[tuple[str, str]]] = {"a": [], "b": [], "c": [], "d": []}
    for i, pair in enumerate(drawn):
        expected["d" if pair[0] == "fanout" else "abc"[i % 3]].append(pair)
    assert parts == {name: sorted(rows) for name, rows in expected.items()}
    assert sorted(p for rows in parts.values() for p in rows) == sorted(drawn)


def test_the_same_seed_draws_the_same_tasks_and_another_seed_others() -> None:
    script = _script()
    assert script.draw(PAIRS, 7, 10) == script.draw(list(reversed(PAIRS)), 7, 10)
    assert script.draw(PAIRS, 7, 10) != script.draw(PAIRS, 8, 10)


def test_fan_out_tasks_go_to_part_d_only() -> None:
    parts = _script().draw(PAIRS, 3, len(PAIRS))
    assert sorted(parts["d"]) == [p for p in PAIRS if p[0] == "fanout"]
    assert all(suite == "core" for name in "abc" for suite, _ in parts[name])
    assert sum(len(parts[name]) for name in "abc") == 20


def test_drawing_more_tasks_than_there_are_is_refused() -> None:
    with pytest.raises(ValueError, match="cannot draw 26 of 25 tasks"):
        _script().draw(PAIRS, 1, 26)
