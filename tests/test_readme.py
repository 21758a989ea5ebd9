"""The README's promises: its code runs as printed, its fences close, it points only inside the repo."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def _section(title: str) -> str:
    start = README.index(f"\n## {title}\n")
    end = README.find("\n## ", start + 1)
    return README[start : end if end >= 0 else None]


def _python_block(title: str) -> str:
    block = re.search(r"^```python\n(.*?)^```$", _section(title), re.S | re.M)
    assert block is not None, f"no python block under '## {title}'"
    return block.group(1)


def test_the_in_process_example_runs_verbatim_and_does_what_its_comments_say() -> None:
    scope: dict[str, Any] = {}
    exec(compile(_python_block("Use it in process"), "README.md", "exec"), scope)
    world, r = scope["world"], scope["r"]
    assert r.status == 200
    assert r.body["object"] == "refund"
    assert r.body["amount"] == 500
    # The example ends with a reset: back to the fixture, and the hash says so.
    assert world.diff().is_empty
    assert world.state_hash() == type(world)(["stripe", "slack"], seed=7).state_hash()


def test_every_code_fence_opens_and_closes_on_its_own_line() -> None:
    fences = [line for line in README.splitlines() if "```" in line]
    assert all(line.startswith("```") for line in fences), [f for f in fences if not f.startswith("```")]
    assert len(fences) % 2 == 0
    opening = fences[0::2]
    assert all(line != "```" for line in opening), "every block names its language"
    assert all(line == "```" for line in fences[1::2])


def test_the_readme_points_only_inside_the_repository() -> None:
    assert "../" not in README
    for path in re.findall(r"`((?:docs|src|tests|scripts|benchmarks)/[^`<>*|\s]+)`", README):
        assert (ROOT / path).exists(), path
