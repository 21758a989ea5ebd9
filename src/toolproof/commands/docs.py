"""``toolproof docs [NAME]``: the guides shipped inside the package (metrics, writing tasks, traces…)."""

from __future__ import annotations

import argparse
from importlib import resources
from pathlib import Path
from typing import Any

from toolproof.commands._common import CliError

DOCS_PACKAGE = "toolproof.docs"


def add_parser(sub: Any) -> None:
    parser = sub.add_parser(
        "docs",
        help="list the guides shipped with toolproof, or print one",
        description="The guides ship inside the package, so an installed toolproof has them too. Without "
        "NAME: each guide's name, first line and file; with NAME (e.g. metrics): the guide as Markdown.",
    )
    parser.add_argument("name", nargs="?", help="a guide's name (e.g. metrics, writing-tasks, traces)")


def guides() -> dict[str, Path]:
    """Every shipped guide by name (its file name without ``.md``)."""
    root = resources.files(DOCS_PACKAGE)
    return {
        Path(str(p)).stem: Path(str(p))
        for p in sorted(root.iterdir(), key=lambda p: p.name)
        if p.name.endswith(".md")
    }


def run(args: argparse.Namespace) -> int:
    found = guides()
    if args.name:
        name = args.name.removesuffix(".md")
        if name not in found:
            raise CliError(f"no guide {args.name!r}; there are: {', '.join(found)}")
        print(found[name].read_text(encoding="utf-8"), end="")
        return 0
    width = max(map(len, found), default=0)
    for name, path in found.items():
        title = path.read_text(encoding="utf-8").split("\n", 1)[0].lstrip("# ").strip()
        print(f"{name:<{width}}  {title}  ({path})")
    return 0
