"""Proving tasks before they ship: every task solvable, non-trivial, deterministic and well-formed.

For every task and each of its fault variants ``validate`` checks that the oracle (run with the
careful policy) passes, that a do-nothing agent fails, that resets and oracle runs are deterministic,
that every fault rule actually fires under the oracle, and that every object the task names exists
in the initial state. Broken ground truth is the top complaint about public agent benchmarks; a
suite ships only when all of this holds.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from toolproof.agents.reference import PlanAgent, noop
from toolproof.agents.run import EpisodeResult, fault_plan_of, prepare, run_episode
from toolproof.tasks.model import FaultVariant, Task
from toolproof.tasks.predicates import matches
from toolproof.tasks.refs import RefError
from toolproof.tasks.template import UnresolvedPlaceholder, fill, placeholders
from toolproof.world import World
from toolproof.world.fixtures import build_fixture


@dataclass(frozen=True, slots=True)
class Check:
    name: str
    ok: bool
    detail: str = ""


@dataclass(slots=True)
class TaskReport:
    task: str
    checks: list[Check] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return all(c.ok for c in self.checks)

    def defects(self) -> list[Check]:
        return [c for c in self.checks if not c.ok]

    def add(self, name: str, ok: bool, detail: str = "") -> None:
        self.checks.append(Check(name, ok, detail))


def _named_objects(task: Task, world: World, refs: dict[str, Any], report: TaskReport) -> None:
    """Every table the task names exists, and every changed/removed/unchanged row it names is there."""
    problems: list[str] = []
    try:
        filled = fill(task.expect.model_dump(by_alias=True), refs)
    except UnresolvedPlaceholder as exc:
        report.add("ids exist", False, str(exc))
        return
    for change in filled["changes"]:
        table = change["table"]
        if table not in world.tables:
            problems.append(f"no table {table!r}")
            continue
        if change["kind"] == "added":
            continue
        pk = world.tables[table].primary_key
        probe = change["before"] or {k: v for k, v in change["where"].items() if k in pk}
        if change["kind"] == "removed":
            probe = change["where"]
        if probe and not any(matches(r, probe) for r in world.store.rows(table)):
            problems.append(f"no row of {table} matches {probe} in the initial state")
    for keep in filled["unchanged"] + filled["ignore"]:
        if keep["table"] not in world.tables:
            problems.append(f"no table {keep['table']!r}")
        elif keep.get("where") and not any(
            matches(r, keep["where"]) for r in world.store.rows(keep["table"])
        ):
            problems.append(f"no row of {keep['table']} matches {keep['where']} in the initial state")
    # Oracle placeholders may name refs or results saved by earlier steps (``{refund.id}``).
    known = set(refs)
    for step in task.oracle:
        texts = [step.args, step.message, step.verify.model_dump() if step.verify else {}]
        for name in sorted({p.split(".", 1)[0] for p in placeholders(texts)} - known):
            problems.append(
                f"oracle step {step.call or 'finish'} uses {{{name}}}, which no ref or earlier step saves"
            )
        if step.save:
            known.add(step.save)
    report.add("ids exist", not problems, "; ".join(problems))


def _rule_ids(variant: FaultVariant) -> list[str]:
    plan = fault_plan_of(variant)
    return [r.id or f"rule-{i}" for i, r in enumerate(plan.all_rules(), 1)]


def _fired(result: EpisodeResult) -> set[str]:
    return {
        str(e["fault"]["rule"])
        for e in result.ledger
        if isinstance(e.get("fault"), dict) and "rule" in e["fault"]
    }


_fixture_verdicts: dict[tuple[Any, ...], str] = {}


def _fixture_deterministic(world: World) -> str:
    """Build the world's fixture twice from scratch (no cache) and compare bytes; "" when identical."""
    key = world.fixture.key
    if key not in _fixture_verdicts:
        services = list(world.services.values())
        names = dict(zip(key[0], key[1], strict=True))
        first = build_fixture(services, names, key[2], key[3])
        second = build_fixture(services, names, key[2], key[3])
        same = first.data == second.data == world.fixture.data
        _fixture_verdicts[key] = "" if same else "building the fixture twice gave different bytes"
    return _fixture_verdicts[key]


async def validate_task(task: Task) -> TaskReport:
    report = TaskReport(task.id)
    try:
        world, refs = prepare(task)
    except RefError as exc:
        report.add("refs resolve", False, str(exc))
        return report
    except Exception as exc:
        report.add("world builds", False, f"{type(exc).__name__}: {exc}")
        return report
    report.add("refs resolve", True)
    _named_objects(task, world, refs, report)

    again, _ = prepare(task)
    first_hash = world.state_hash()
    world.reset()
    same_start = first_hash == world.state_hash() == again.state_hash()
    report.add("reset deterministic", same_start, "" if same_start else "two resets gave different hashes")
    fixture_problem = _fixture_deterministic(world)
    report.add("fixture deterministic", not fixture_problem, fixture_problem)

    careful = PlanAgent("careful")
    oracle = await run_episode(task, careful, agent_name="oracle")
    oracle_again = await run_episode(task, careful, agent_name="oracle")
    report.add("oracle passes", oracle.passed, "" if oracle.passed else _why(oracle))
    same_end = oracle.final_hash == oracle_again.final_hash
    report.add(
        "oracle deterministic", same_end, "" if same_end else "two oracle runs ended in different states"
    )
    idle = await run_episode(task, noop, agent_name="noop")
    report.add(
        "no-op fails", not idle.passed, "" if not idle.passed else "a do-nothing agent passes this task"
    )

    for variant in task.faults:
        try:
            rule_ids = _rule_ids(variant)
        except Exception as exc:
            report.add(f"[{variant.name}] plan loads", False, f"{type(exc).__name__}: {exc}")
            continue
        result = await run_episode(task, careful, agent_name="oracle", variant=variant)
        report.add(f"[{variant.name}] oracle passes", result.passed, "" if result.passed else _why(result))
        silent = sorted(set(rule_ids) - _fired(result))
        report.add(
            f"[{variant.name}] faults fire",
            not silent,
            "" if not silent else f"rule(s) never fired under the oracle: {', '.join(silent)}",
        )
    return report


def _why(result: EpisodeResult) -> str:
    if result.grade is None:
        return result.error or result.ended
    explanation = result.grade.explain().replace("\n", "; ")
    if result.ended != "finished":
        explanation = f"{result.ended}: {result.error}; {explanation}"
    return explanation


def validate(
    tasks: Sequence[Task], *, progress: Callable[[TaskReport], None] | None = None
) -> list[TaskReport]:
    """Validate every task; ``progress`` is called after each one."""

    async def run_all() -> list[TaskReport]:
        reports = []
        for task in tasks:
            report = await validate_task(task)
            reports.append(report)
            if progress is not None:
                progress(report)
        return reports

    return asyncio.run(run_all())


def render_table(reports: Iterable[TaskReport]) -> str:
    """A plain-text table: one row per task, defects spelled out underneath."""
    reports = list(reports)
    width = max([len(r.task) for r in reports] + [4])
    lines = [f"{'task':<{width}}  checks  result"]
    for r in reports:
        passed = sum(c.ok for c in r.checks)
        lines.append(f"{r.task:<{width}}  {passed:>2}/{len(r.checks):<3}  {'ok' if r.ok else 'DEFECT'}")
        for c in r.defects():
            lines.append(f"{'':<{width}}    ✗ {c.name}: {c.detail}")
    bad = sum(not r.ok for r in reports)
    lines.append(f"{len(reports)} task(s), {bad} with defects")
    return "\n".join(lines)
