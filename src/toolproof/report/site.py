"""Where the report's pages live, and writing them: ``report.html`` plus one page per episode group.

An episode group is one task under one fault variant in one trial: every agent that ran it. Its page
shows one agent's episode, or two side by side, so "what did the careful agent do differently?" is one
click. The report links to ``episodes/<group>.html#agent=<name>``; ``toolproof view`` serves the same
paths, rendered from the result store on request.
"""

from __future__ import annotations

import hashlib
import re
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any
from urllib.parse import quote

EPISODES_DIR = "episodes"
_UNSAFE = re.compile(r"[^A-Za-z0-9._-]+")


def group_key(result: Mapping[str, Any]) -> tuple[str, str | None, int]:
    variant = result.get("variant")
    extra = [f"{k}={result[k]}" for k in ("interface", "perturbation") if result.get(k)]
    if extra:  # one page per interface and perturbation condition (docs/robustness.md)
        variant = "__".join([variant or "-", *extra])
    return str(result["task"]), variant, int(result.get("trial", 0))


def group_slug(task: str, variant: str | None, trial: int) -> str:
    """A file name for an episode group, readable and safe on every filesystem."""
    raw = f"{task}__{variant or '-'}__t{trial}"
    safe = _UNSAFE.sub("_", raw)
    if safe != raw:
        safe += "-" + hashlib.sha1(raw.encode()).hexdigest()[:8]
    return safe


def episode_href(result: Mapping[str, Any], *, prefix: str = f"{EPISODES_DIR}/") -> str:
    """The link to one agent's episode on its group page."""
    task, variant, trial = group_key(result)
    return f"{prefix}{group_slug(task, variant, trial)}.html#agent={quote(str(result['agent']), safe='')}"


def groups(results: Iterable[Mapping[str, Any]]) -> dict[str, list[Mapping[str, Any]]]:
    """Results by group slug, in a stable order."""
    out: dict[str, list[Mapping[str, Any]]] = defaultdict(list)
    for r in results:
        out[group_slug(*group_key(r))].append(r)
    return dict(out)


def task_info(tasks: Iterable[Any]) -> dict[str, dict[str, Any]]:
    """What the pages show of each task (instruction, policy, fault variants), as plain data to store."""
    return {
        t.id: {
            "title": t.title,
            "instruction": t.instruction,
            "policy": t.policy,
            "path": t.path,
            "services": list(t.services),
            "variants": {v.name: v.description for v in t.faults},
        }
        for t in tasks
    }


#: The shipped guides a report links to, copied beside it so the links work wherever the folder goes.
LINKED_GUIDES = ("metrics.md",)


def _copy_guides(out: Path) -> None:
    from importlib import resources

    folder = out / "docs"
    folder.mkdir(exist_ok=True)
    for name in LINKED_GUIDES:
        text = resources.files("toolproof.docs").joinpath(name).read_text(encoding="utf-8")
        (folder / name).write_text(text, encoding="utf-8")


def write_site(
    out: Path,
    metrics: Mapping[str, Any],
    results: Sequence[Mapping[str, Any]],
    *,
    title: str,
    tasks: Mapping[str, Mapping[str, Any]] | None = None,
    agents: Sequence[str] | None = None,
) -> Path:
    """Write ``report.html`` and every group page under ``out``; returns the report's path."""
    from toolproof.report.episode import render_group
    from toolproof.report.html import render_html

    tasks = tasks or {}
    folder = out / EPISODES_DIR
    folder.mkdir(parents=True, exist_ok=True)
    for slug, members in groups(results).items():
        page = render_group(members, tasks.get(str(members[0]["task"])), agents=agents, run_title=title)
        (folder / f"{slug}.html").write_text(page, encoding="utf-8")
    _copy_guides(out)
    report = out / "report.html"
    report.write_text(render_html(metrics, results, title=title), encoding="utf-8")
    return report
