"""Grading the field mutants of an oracle's final state (:mod:`toolproof.runs.field_mutants`).

Each mutant is written into the oracle's own final world, graded exactly as the episode was (same
refs, ledger, claim, message and conversation; only the state differs), and rolled back to the
snapshot taken before the first: no episode runs, so a task's hundreds of fields cost a diff and a
grade each.
"""

from __future__ import annotations

from functools import cache
from importlib import resources
from typing import Any, NamedTuple

import yaml

from toolproof.agents.episode import Episode
from toolproof.runs.field_mutants import apply, field_mutants
from toolproof.tasks.grader import grade, outcome
from toolproof.tasks.model import Task
from toolproof.tasks.names import index_of
from toolproof.tasks.start_view import start_of


@cache
def open_field_mutants() -> dict[str, frozenset[str]]:
    """Per task, the surviving field mutants not yet triaged (``field_open.yaml``): each still reported,
    as ``open``, and counted apart from ``equivalent``; an entry the grader now kills is stale."""
    text = resources.files("toolproof.runs").joinpath("field_open.yaml").read_text(encoding="utf-8")
    data = yaml.safe_load(text) or {}
    return {str(task): frozenset(map(str, ids)) for task, ids in data.items()}


class FieldVerdict(NamedTuple):
    """What became of one field mutant, as the validator's ``MutantResult`` holds it."""

    id: str
    description: str
    outcome: str
    detail: str


#: What a grader sees of an episode besides its ledger: its effects, claim and message.
Seen = tuple[str, str | None, str]


def field_controls(task: Task, refs: dict[str, Any], episode: Episode, expected: Seen) -> list[FieldVerdict]:
    """The verdict on every field mutant of ``episode``'s final state. ``expected`` is the oracle's
    outcome (effects, claim, message) as the episode mutants compare it; a field mutant with the same
    one is equivalent (a field the task's ``ignore`` sets aside)."""
    world = episode.world
    marked = {e.mutant: e.reason for e in task.equivalent}
    still_open = open_field_mutants().get(task.id, frozenset())
    keys = {name: table.primary_key for name, table in world.tables.items()}
    mutants = field_mutants(world, world.diff())
    if not mutants:
        return []
    start = world.snapshot()
    names, start_view = index_of(world), start_of(world)  # graded as run_episode grades
    out: list[FieldVerdict] = []
    try:
        for mutant in mutants:
            apply(world, mutant)
            diff = world.diff()
            verdict = grade(
                task, refs, diff, world.ledger, claim=episode.claim, message=episode.message,
                primary_keys=keys, benign=world.benign, transcript=episode.transcript,
                names=names, start=start_view,
            )  # fmt: skip
            world.restore(start)
            if not verdict.passed:
                result = FieldVerdict(
                    mutant.id, mutant.description, "killed", verdict.explain().replace("\n", "; ")
                )
            elif (outcome(task, refs, diff, world.benign), verdict.claim, verdict.message) == expected:
                result = FieldVerdict(
                    mutant.id, mutant.description, "equivalent", "same effects as the oracle"
                )
            elif mutant.id in marked:
                result = FieldVerdict(mutant.id, mutant.description, "marked", marked[mutant.id])
            elif mutant.id in still_open:
                detail = "the grader passes this wrong field: open, listed in runs/field_open.yaml"
                result = FieldVerdict(mutant.id, mutant.description, "open", detail)
            else:
                result = FieldVerdict(
                    mutant.id,
                    mutant.description,
                    "survived",
                    "the grader passes the oracle's state with this field",
                )
            out.append(result)
    finally:
        world.restore(start)
    return out
