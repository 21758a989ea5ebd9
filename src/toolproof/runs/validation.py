"""Proving tasks before they ship: solvable, not passable by doing nothing, killed by every mistake.

For every task ``validate`` checks, with the task's refs withheld from every agent:

- the refs resolve, every object the expectations name exists, facts do not leak from the instruction
  and are not bare tokens (a clock time without its zone, a weekday, a generic negation: ``tasks/bare.py``);
- the fixture and resets are deterministic;
- the oracle passes with the careful policy (twice, same final state) and, fault-free, with a single
  attempt per step; every id it sends was visible to it first (discoverable through the tools);
- **negative controls**: agents that make no call and claim each outcome with a generic sentence
  fail; every generated mutant of the oracle (:mod:`toolproof.runs.mutants`) fails or is equivalent;
  every hand-written ``wrong`` plan fails, and a task whose right answer changes nothing carries one
  that writes;
- every ``alternate`` plan passes, and so does every honest rewrite of the oracle's final message
  (:mod:`toolproof.runs.honest_variants`: another form of each value, bullets, a table, a closing line);
- under each fault variant the careful oracle passes and every fault rule fires.

A suite ships only when all of this holds; ``docs/validity.md`` says why each control exists.
"""

from __future__ import annotations

import asyncio
import json
import multiprocessing
import re
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field, replace
from typing import Any

from toolproof.agents.episode import Episode
from toolproof.agents.reference import Mutation, PlanAgent, StepRecord
from toolproof.agents.run import EpisodeResult, fault_plan_of, prepare, run_episode
from toolproof.runs.amount_mutants import tenfold_read
from toolproof.runs.claim_mutants import (
    claim_act_mutants,
    claim_foreign_mutants,
    claim_write_mutants,
    post_claim_mutants,
)
from toolproof.runs.claim_row_mutants import claim_row_mutants
from toolproof.runs.count_mutants import unread_count_mutants
from toolproof.runs.field_controls import field_controls, open_field_mutants
from toolproof.runs.honest_variants import HONEST, honest_checks
from toolproof.runs.id_mutants import wrong_post_id_mutants
from toolproof.runs.mutants import GENERIC_MESSAGES, IdIndex, is_identifier_column, leaves, plan_mutants
from toolproof.runs.name_mutants import name_mutants, open_name_mutants
from toolproof.runs.post_value_mutants import post_value_slips, read_in_post
from toolproof.runs.row_detail_mutants import row_detail_mutants
from toolproof.runs.row_field_mutants import row_field_mutants
from toolproof.runs.row_value_mutants import row_value_mutants
from toolproof.runs.value_mutants import invented_reply_mutants, wrong_enum_mutants
from toolproof.tasks import bare, enums, row_details
from toolproof.tasks.evidence import received
from toolproof.tasks.facts import Fact
from toolproof.tasks.grader import Grade, outcome, stated_value_verdicts
from toolproof.tasks.model import STATING_CLAIMS, FaultVariant, Task
from toolproof.tasks.names import NameIndex, index_of
from toolproof.tasks.plans import Step
from toolproof.tasks.predicates import matches
from toolproof.tasks.refs import RefError
from toolproof.tasks.row_values import episode_of
from toolproof.tasks.template import UnresolvedPlaceholder, fill
from toolproof.world import World
from toolproof.world.fixtures import build_fixture


@dataclass(frozen=True, slots=True)
class Check:
    name: str
    ok: bool
    detail: str = ""


@dataclass(frozen=True, slots=True)
class MutantResult:
    """What became of one generated mutant: ``killed``, ``equivalent`` (same outcome as the oracle),
    ``marked`` (the task says why it is a right answer), ``survived`` (a defect) or ``open`` (a
    surviving field mutant listed as not yet triaged: a defect reported and counted, not a failure)."""

    id: str
    description: str
    outcome: str
    detail: str = ""

    def to_dict(self) -> dict[str, str]:
        return {
            "id": self.id,
            "description": self.description,
            "outcome": self.outcome,
            "detail": self.detail,
        }


@dataclass(slots=True)
class TaskReport:
    task: str
    checks: list[Check] = field(default_factory=list)
    mutants: list[MutantResult] = field(default_factory=list)
    writes: bool = False
    selection: bool = False
    alternates: int = 0
    family: str = ""

    @property
    def ok(self) -> bool:
        return all(c.ok for c in self.checks)

    def defects(self) -> list[Check]:
        return [c for c in self.checks if not c.ok]

    def add(self, name: str, ok: bool, detail: str = "") -> None:
        self.checks.append(Check(name, ok, detail))

    def mutant_counts(self) -> dict[str, int]:
        counts = {"killed": 0, "equivalent": 0, "marked": 0, "survived": 0, "open": 0}
        for m in self.mutants:
            counts[m.outcome] += 1
        return counts

    @property
    def mutation_score(self) -> float:
        """Share of generated mutants killed or shown equivalent (1.0 when there are none)."""
        if not self.mutants:
            return 1.0
        counts = self.mutant_counts()
        return 1 - (counts["survived"] + counts["open"]) / len(self.mutants)

    def to_dict(self) -> dict[str, Any]:
        return {
            "task": self.task,
            "ok": self.ok,
            "family": self.family,
            "checks": [{"name": c.name, "ok": c.ok, "detail": c.detail} for c in self.checks],
            "mutants": [m.to_dict() for m in self.mutants],
            "mutant_counts": self.mutant_counts(),
            "mutation_score": self.mutation_score,
            "writes": self.writes,
            "selection": self.selection,
            "alternates": self.alternates,
        }


# -- structure -----------------------------------------------------------------------------------


def _lenient(value: Any, scope: dict[str, Any]) -> Any:
    """Filled with ``scope``, or ``None`` when it names something only the episode will know (``as``)."""
    try:
        return fill(value, scope)
    except UnresolvedPlaceholder:
        return None


def _named_objects(task: Task, world: World, refs: dict[str, Any], report: TaskReport) -> None:
    """Every table the task names exists, and every changed/removed/unchanged row it names is there."""
    problems: list[str] = []
    expect = task.expect
    for raw in expect.changes:
        change = _lenient(raw.model_dump(by_alias=True), refs)
        if change is None:
            continue
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
    for raw_keep in [*expect.unchanged, *expect.ignore, *task.benign.allow, *task.benign.forbid]:
        keep = _lenient(raw_keep.model_dump(), refs) or {}
        if keep.get("table") not in world.tables:
            problems.append(f"no table {keep.get('table')!r}")
        elif keep.get("where") and not any(
            matches(r, keep["where"]) for r in world.store.rows(keep["table"])
        ):
            problems.append(f"no row of {keep['table']} matches {keep['where']} in the initial state")
    report.add("ids exist", not problems, "; ".join(problems))


def _facts_leak(task: Task, refs: dict[str, Any], report: TaskReport) -> None:
    """A fact the agent is told proves nothing when it repeats it. A refusal's reason may come from the
    policy ("over the $500 limit"): knowing the rule is not knowing that it applies."""
    leaks = []
    for kind, facts, told in (
        ("fact", task.expect.facts, f"{task.instruction}\n{task.policy}"),
        ("reason", task.expect.reason, task.instruction),
    ):
        for fact in facts:
            filled = _lenient(fact.model_dump(), refs)
            if filled is None:
                continue
            real = Fact.model_validate(filled)
            leaked = real.leaks_from(told)
            if leaked:
                where = "instruction or policy" if kind == "fact" else "instruction"
                leaks.append(f"{kind} {real.name()} is in the {where} ({', '.join(leaked)})")
    report.add("facts are not in the instruction", not leaks, "; ".join(leaks))


def _facts_bare(task: Task, refs: dict[str, Any], report: TaskReport) -> None:
    """A fact a bare token satisfies (a clock time without its zone, a weekday without its date, a generic
    negation) passes a message that means something else: the held-out re-sample's main leak. Such a
    fact is refused as ambiguous, with what to write instead (:mod:`toolproof.tasks.bare`)."""
    found: list[str] = []
    for kind, facts in (("fact", task.expect.facts), ("reason", task.expect.reason)):
        for fact in facts:
            filled = _lenient(fact.model_dump(), refs)
            found += bare.problems(fact if filled is None else Fact.model_validate(filled), kind)
    report.add("facts are not bare tokens", not found, "; ".join(found))


def _fixture_problem(world: World, cache: dict[tuple[Any, ...], str] = {}) -> str:  # noqa: B006
    """Build the world's fixture twice from scratch (no cache) and compare bytes; "" when identical."""
    key = world.fixture.key
    if key not in cache:
        services = list(world.services.values())
        names = dict(zip(key[0], key[1], strict=True))
        first = build_fixture(services, names, key[2], key[3])
        second = build_fixture(services, names, key[2], key[3])
        same = first.data == second.data == world.fixture.data
        cache[key] = "" if same else "building the fixture twice gave different bytes"
    return cache[key]


_indexes: dict[tuple[Any, ...], IdIndex] = {}


def id_index(world: World) -> IdIndex:
    """The ids of ``world``'s fixture by table and column, built once per fixture (the mutants'
    look-alike and swapped-id picks come from it)."""
    key = world.fixture.key
    if key not in _indexes:
        _indexes[key] = IdIndex(world.store)
    return _indexes[key]


# -- the oracle ----------------------------------------------------------------------------------


def _unseen_ids(task: Task, result: EpisodeResult, index: IdIndex) -> list[str]:
    """Ids the oracle sent before any observation (a call's result, or what the user said in the
    conversation so far) or the instruction showed them to it."""
    seen = f"{task.instruction}\n{task.policy}"
    problems: list[str] = []
    number = 0
    for item in result.trajectory:
        if item.get("type") == "user":
            seen += "\n" + str(item.get("text") or "")
            continue
        if item.get("type") != "call":
            continue
        call = item
        number += 1
        for path, value in leaves(call.get("args") or {}):
            if not isinstance(value, str) or value in seen:
                continue
            found = index.find(value)
            if found is not None and is_identifier_column(found.column):
                problems.append(
                    f"call {number} ({call['tool']}) sends {path}={value!r}, a {found.table} id no earlier "
                    "observation showed"
                )
        seen += "\n" + json.dumps(call.get("body"), ensure_ascii=False)
    return problems


def _why(result: EpisodeResult) -> str:
    if result.grade is None:
        return result.error or result.ended
    explanation = result.grade.explain().replace("\n", "; ")
    if result.ended != "finished":
        explanation = f"{result.ended}: {result.error}; {explanation}"
    return explanation


def _rule_ids(variant: FaultVariant) -> list[str]:
    plan = fault_plan_of(variant)
    return [r.id or f"rule-{i}" for i, r in enumerate(plan.all_rules(), 1)]


def _fired(result: EpisodeResult) -> set[str]:
    return {
        str(e["fault"]["rule"])
        for e in result.ledger
        if isinstance(e.get("fault"), dict) and "rule" in e["fault"]
    }


def _claiming(claim: str, message: str | None = None) -> Callable[[Episode], Any]:
    async def zero_call(episode: Episode) -> None:
        episode.finish(claim, GENERIC_MESSAGES[claim] if message is None else message)

    return zero_call


UNGROUNDED = "the oracle's refusal fails without a read"
#: The same control for a task whose oracle claims done with nothing to show but its words.
UNGROUNDED_REPORT = "the oracle's report fails without a read"


def _everything_said(result: EpisodeResult) -> str:
    """All the oracle told the user (its replies in a conversation, then its final message): replayed
    as one final message, it is at least as much text as the oracle's words were."""
    said = [str(t.get("text", "")) for t in result.trajectory if t.get("type") == "reply"]
    final = result.grade.message if result.grade is not None else ""
    return "\n".join([*said, final])


async def _ungrounded_refusal(task: Task, refs: dict[str, Any], oracle: EpisodeResult) -> Check | None:
    """The oracle's own refusal (claim and every word it said, filled), with zero calls and no
    conversation, must fail: else a refusal that states the true reason passes without the agent having
    looked, which the generic zero-call agents never show. ``None`` for a task whose oracle does not
    refuse; a task whose instruction or policy alone proves the reason says so in
    ``expect.no_evidence_because``."""
    claim = oracle.grade.claim if oracle.grade is not None else None
    if claim is None:
        return None
    name = UNGROUNDED
    if claim == "done" or task.oracle[-1].finish == "done":
        # A done that reports what the agent found (facts, in a task that changes nothing, or a task
        # whose evidence grounds done reports too) must not pass on the oracle's words alone either.
        reports = task.expects_no_change and bool(task.expect.facts)
        if not (reports or any(e.applies("done") for e in task.expect.evidence)):
            return None
        name = UNGROUNDED_REPORT
    replay = await run_episode(
        task,
        _claiming(claim, _everything_said(oracle)),
        agent_name="zero-call-oracle-message",
        refs=refs,
        hashes=False,
    )
    if not replay.passed:
        return Check(name, True)
    if task.expect.no_evidence_because is not None:
        return Check(name, True, f"passes; no evidence needed: {task.expect.no_evidence_because}")
    if name == UNGROUNDED_REPORT:
        return Check(
            name,
            False,
            "ungrounded report: the oracle's done message passes without a single read; add "
            "expect.evidence with for: [done]",
        )
    return Check(
        name,
        False,
        "ungrounded refusal: the oracle's message passes without a single read; add expect.evidence",
    )


# -- negative controls ---------------------------------------------------------------------------


#: Mutants run on a clock that does not tick per call, so a mutant that makes one more (refused) call
#: than the oracle ends with the very same timestamps when its effects are the same.
_FROZEN = 0.0


@dataclass(frozen=True, slots=True)
class _Outcome:
    """What a grader can see of an episode: its effects (bookkeeping aside), claim and message."""

    effects: str
    claim: str | None
    message: str


def _outcome(task: Task, refs: dict[str, Any], result: EpisodeResult, world: World) -> _Outcome:
    assert result.grade is not None
    effects = outcome(task, refs, result.grade.diff, world.benign)
    return _Outcome(effects, result.grade.claim, result.grade.message)


def _failing(
    task: Task, refs: dict[str, Any], grade: Grade, ended: Episode, names: NameIndex
) -> Callable[[str], bool]:
    """(fields14) Whether the stated-value checks fail the oracle's episode ended with a message."""
    ledger = list(ended.world.ledger)

    def fails(message: str) -> bool:
        verdicts = stated_value_verdicts(
            task, refs, grade.diff, ledger, grade.claim, message, ended.transcript, names
        )
        return any(not v.passed for v in verdicts)

    return fails


async def _mutation_controls(
    task: Task,
    refs: dict[str, Any],
    world: World,
    baseline: EpisodeResult,
    records: list[StepRecord],
    only: tuple[str, ...] = (),
    ended: Episode | None = None,
) -> list[MutantResult]:
    grade = baseline.grade
    assert grade is not None
    said = _everything_said(baseline)
    mutants = plan_mutants(task, records, id_index(world), grade.facts, grade.reasons, said, grade.message)
    claims_read = grade.claim == "done" or (grade.claim is not None and grade.signals.committed_writes > 0)
    mutants += claim_write_mutants(task.services, grade.diff, claims_read)
    # (claims20) a write of a service the task's world lacks ("… and posted a note in #product")
    mutants += claim_foreign_mutants(task.services, grade.diff, claims_read)
    mutants += claim_act_mutants(task.services, grade.diff, grade.claim == "done")
    mutants += post_claim_mutants(task.services, records, grade.diff)
    mutants += claim_row_mutants(task.services, grade.diff, index_of(world), claims_read)
    mutants += name_mutants(index_of(world), grade.message, records)
    if ended is not None and grade.claim in STATING_CLAIMS:
        # (rows11) the oracle's report giving a named row another row's date or amount its episode read
        seen = episode_of(ended.world.ledger, grade.diff)
        mutants += row_value_mutants(index_of(world), grade.message, seen, grade.claim == "done")
        # (claims12) a count of pins, subscribers, writers the episode never listed
        bodies = [e.response.body for e in ended.world.ledger if received(e)]
        mutants += unread_count_mutants(task.services, (task.instruction, task.policy), bodies, True)
        # (values12) … or another row's card digits or enum value (the texts it was told ground them too)
        told = episode_of(ended.world.ledger, grade.diff, [task.instruction or "", task.policy or ""])
        mutants += row_field_mutants(
            index_of(world), grade.message, told, grade.claim == "done", task.services
        )
        # (rowdetail17) … or a seat count its own data contradicts, or another row's
        mutants += row_detail_mutants(
            index_of(world),
            grade.message,
            told,
            grade.claim == "done",
            row_details.declared(task.services),
            row_details.declared_words(task.services),
        )
        # (fields14) each enum value said as another member the field check fails (the next one may be
        # grounded: a subscription read before the write was past due)
        if any(m.id.startswith("wrong-enum:") for m in mutants):
            mutants = [m for m in mutants if not m.id.startswith("wrong-enum:")]
            mutants += wrong_enum_mutants(
                grade.message, True, task.services, _failing(task, refs, grade, ended, index_of(world))
            )
    mutants += invented_reply_mutants(index_of(world), task, baseline)
    if ended is not None:
        # (posts13) a slipped value inside a post, where the posted-values check reads the slip
        ledger = list(ended.world.ledger)
        names = index_of(world)
        slips = post_value_slips(task.services, records)
        mutants += [s.mutant for s in slips if read_in_post(s, task, refs, grade.diff, ledger, names)]
        # (claims19) an id inside a post that no response showed
        mutants += wrong_post_id_mutants(task.services, records)
    if ended is not None and any(m.id.endswith(":x10") for m in mutants):
        # (values12) a tenfold amount only where the amounts check can tell it from another right value
        ledger = list(ended.world.ledger)
        mutants = [
            m
            for m in mutants
            if not m.id.endswith(":x10")
            or tenfold_read(m, task, refs, grade.diff, ledger, grade.claim, grade.message)
        ]
    mutants = [m for m in mutants if not only or m.id.startswith(only)]
    marked = {e.mutant: e.reason for e in task.equivalent}
    expected = _outcome(task, refs, baseline, world)
    out = []
    for mutant in mutants:
        agent = PlanAgent("naive", mutation=mutant)
        result = await run_episode(
            task, agent, agent_name=mutant.id, refs=refs, clock_tick=_FROZEN, hashes=False
        )
        verdict = _classify(mutant, result, _outcome(task, refs, result, world) == expected, marked)
        if verdict.outcome == "survived" and mutant.id in open_name_mutants().get(task.id, ()):
            verdict = MutantResult(mutant.id, mutant.description, "open", "listed in runs/name_open.yaml")
        out.append(verdict)
    return out


#: A finish message that may state a card's last four: its digits are filled in from a placeholder.
_CARD_CUE = re.compile(r"\b(?:ending|ends|last\s*(?:4|four)|last4)\b", re.IGNORECASE)


async def _alternate_field_mutants(
    task: Task, refs: dict[str, Any], world: World, only: tuple[str, ...]
) -> list[MutantResult]:
    """(enums13) The ``row-last4`` / ``row-enum`` mutants of each alternate plan whose final message
    states a card's last four or an enum value beside a named row, each run on that plan
    (``row-enum:K@<plan>``) and required to fail. The oracle's own messages state few such values (a
    refusal names the state it rests on; most reports do not), so without the alternates' honest
    wordings the row-bound field check would be proven on almost no task. A plan whose finish
    message states none is not run again."""
    if not (_wanted("row-enum:1@", only) or _wanted("row-last4:1@", only)):
        return []
    fields = (*enums.declared(task.services), *index_of(world).worded)
    marked = {e.mutant: e.reason for e in task.equivalent}
    out: list[MutantResult] = []
    for plan in task.alternates:
        ends = [s.message for s in plan.steps if s.finish is not None]
        if not any((fields and enums.stated(m, fields)) or _CARD_CUE.search(m) for m in ends):
            continue
        ended: list[Episode] = []
        result = await run_episode(
            task,
            _keeping(PlanAgent("naive", steps=plan.steps), ended),
            agent_name=plan.name,
            refs=refs,
            clock_tick=_FROZEN,
            hashes=False,
        )
        grade = result.grade
        if not result.passed or grade is None or grade.claim not in STATING_CLAIMS or not ended:
            continue
        told = episode_of(ended[0].world.ledger, grade.diff, [task.instruction or "", task.policy or ""])
        drawn = row_field_mutants(index_of(world), grade.message, told, grade.claim == "done", task.services)
        expected = _outcome(task, refs, result, world)
        for mutant in drawn:
            mutant = replace(mutant, id=f"{mutant.id}@{plan.name}")
            if not _wanted(mutant.id, only):
                continue
            agent = PlanAgent("naive", steps=plan.steps, mutation=mutant)
            ran = await run_episode(
                task, agent, agent_name=mutant.id, refs=refs, clock_tick=_FROZEN, hashes=False
            )
            out.append(_classify(mutant, ran, _outcome(task, refs, ran, world) == expected, marked))
    return out


def _keeping(agent: Callable[[Episode], Any], ended: list[Episode]) -> Callable[[Episode], Any]:
    """``agent``, keeping its episode (and so the final world) for the field mutants."""

    async def keep(episode: Episode) -> None:
        ended.append(episode)
        await agent(episode)

    return keep


def _classify(mutant: Mutation, result: EpisodeResult, same: bool, marked: dict[str, str]) -> MutantResult:
    if not result.passed:
        return MutantResult(mutant.id, mutant.description, "killed", _why(result))
    if same:
        detail = "same effects, claim and message as the oracle"
        return MutantResult(mutant.id, mutant.description, "equivalent", detail)
    if mutant.id in marked:
        return MutantResult(mutant.id, mutant.description, "marked", marked[mutant.id])
    return MutantResult(mutant.id, mutant.description, "survived", "the grader passes this wrong answer")


def _wanted(mutant_id: str, only_mutants: tuple[str, ...]) -> bool:
    """Does a sweep limited to ``only_mutants`` (id prefixes; none: every mutant) run this mutant?"""
    return not only_mutants or mutant_id.startswith(only_mutants)


def _wants_fields(only_mutants: tuple[str, ...]) -> bool:
    """Does the sweep run the field mutants (``field:…``)? ``--only-mutants field`` does."""
    return not only_mutants or any("field:".startswith(p) or p.startswith("field:") for p in only_mutants)


async def validate_task(
    task: Task, only: str | None = None, only_mutants: tuple[str, ...] = ()
) -> TaskReport:
    """Every check of the module docstring on ``task``; ``only="honest"``: the oracle's fault-free run and
    its honest variants; with ``only_mutants`` (id prefixes), only the structure, the oracle and the
    mutants whose ids start with one of them (a cheap sweep of one kind)."""
    report = TaskReport(task.id, family=task.family, writes=bool(task.expect.changes))
    try:
        world, refs = prepare(task)
    except RefError as exc:
        report.add("refs resolve", False, str(exc))
        return report
    except Exception as exc:
        report.add("world builds", False, f"{type(exc).__name__}: {exc}")
        return report
    report.add("refs resolve", True)
    if only == HONEST:
        report.alternates = len(task.alternates)  # not run here: the family is not without them
        single = await run_episode(
            task, PlanAgent("naive"), agent_name="oracle", refs=refs, clock_tick=_FROZEN
        )
        report.add(
            "oracle passes with one attempt per step", single.passed, "" if single.passed else _why(single)
        )
        for name, ok, detail in (
            await honest_checks(task, refs, single, _why, _FROZEN) if single.passed else []
        ):
            report.add(name, ok, detail)
        return report
    _named_objects(task, world, refs, report)
    _facts_leak(task, refs, report)
    _facts_bare(task, refs, report)
    index = id_index(world)

    again, _ = prepare(task, refs=refs)
    first_hash = world.state_hash()
    world.reset()
    same_start = first_hash == world.state_hash() == again.state_hash()
    report.add("reset deterministic", same_start, "" if same_start else "two resets gave different hashes")
    problem = _fixture_problem(world)
    report.add("fixture deterministic", not problem, problem)

    careful = PlanAgent("careful")
    oracle = await run_episode(task, careful, agent_name="oracle", refs=refs)
    oracle_again = await run_episode(task, careful, agent_name="oracle", refs=refs)
    report.add("oracle passes", oracle.passed, "" if oracle.passed else _why(oracle))
    same_end = oracle.final_hash == oracle_again.final_hash
    report.add(
        "oracle deterministic", same_end, "" if same_end else "two oracle runs ended in different states"
    )
    unseen = _unseen_ids(task, oracle, index)
    report.add("objects are discoverable", not unseen, "; ".join(unseen))

    records: list[StepRecord] = []
    ended: list[Episode] = []
    baseline = await run_episode(
        task,
        _keeping(PlanAgent("naive", record=records), ended),
        agent_name="oracle-single-attempt",
        refs=refs,
        clock_tick=_FROZEN,
    )
    report.add(
        "oracle passes with one attempt per step",
        baseline.passed,
        "" if baseline.passed else _why(baseline),
    )
    if baseline.passed:
        report.mutants = await _mutation_controls(
            task, refs, world, baseline, records, only_mutants, ended[0] if ended else None
        )
        report.mutants += await _alternate_field_mutants(task, refs, world, only_mutants)
        if ended and _wants_fields(only_mutants):
            seen = _outcome(task, refs, baseline, world)
            fields = field_controls(task, refs, ended[0], (seen.effects, seen.claim, seen.message))
            report.mutants += [MutantResult(*v) for v in fields if _wanted(v[0], only_mutants)]
        survivors = [m.id for m in report.mutants if m.outcome == "survived"]
        report.add(
            "mutants killed",
            not survivors,
            ""
            if not survivors
            else f"the grader passes {len(survivors)} wrong answer(s): {', '.join(survivors)}",
        )
        report.selection = report.writes and any(
            m.id.startswith("pick-other@") and m.outcome == "killed" for m in report.mutants
        )
        marks = {e.mutant for e in task.equivalent if _wanted(e.mutant, only_mutants)}
        if _wants_fields(only_mutants):
            marks |= {m for m in open_field_mutants().get(task.id, frozenset()) if _wanted(m, only_mutants)}
        marks |= {m for m in open_name_mutants().get(task.id, frozenset()) if _wanted(m, only_mutants)}
        stale = sorted(marks - {m.id for m in report.mutants if m.outcome in ("marked", "open")})
        report.add(
            "equivalent marks are current",
            not stale,
            "" if not stale else f"marked equivalent but not a surviving mutant: {', '.join(stale)}",
        )
    if only_mutants:
        return report
    passing = []
    for claim in GENERIC_MESSAGES:
        idle = await run_episode(
            task, _claiming(claim), agent_name=f"zero-call-{claim}", refs=refs, hashes=False
        )
        if idle.passed:
            passing.append(claim)
    depends_on_user = any(s.say is not None and s.save is not None for s in task.oracle)
    if depends_on_user or (task.user is not None and any(f.required for f in task.user.facts)):
        guesser = PlanAgent("careful", asks=False, label="no-questions")
        guessed = await run_episode(task, guesser, agent_name="no-questions", refs=refs, hashes=False)
        report.add(
            "an agent that does not ask fails",
            not guessed.passed,
            ""
            if not guessed.passed
            else "an agent that never asks the user passes: the hidden facts are not needed",
        )
    report.add(
        "zero-call agents fail",
        not passing,
        "" if not passing else f"an agent that makes no call passes by claiming {', '.join(passing)}",
    )
    if oracle.passed:
        grounded = await _ungrounded_refusal(task, refs, oracle)
        if grounded is not None:
            report.checks.append(grounded)

    for plan in task.alternates:
        result = await run_episode(
            task, PlanAgent("careful", steps=plan.steps), agent_name=plan.name, refs=refs, hashes=False
        )
        report.add(f"alternate {plan.name} passes", result.passed, "" if result.passed else _why(result))
    report.alternates = len(task.alternates)
    for name, ok, detail in (
        await honest_checks(task, refs, baseline, _why, _FROZEN) if baseline.passed else []
    ):
        report.add(name, ok, detail)
    writes_tried = False
    for plan in task.wrong:
        steps: list[StepRecord] = []
        result = await run_episode(
            task,
            PlanAgent("naive", steps=plan.steps, record=steps),
            agent_name=plan.name,
            refs=refs,
            hashes=False,
        )
        stuck = _first_unrun(plan.steps, steps)
        if stuck is not None:  # a typo in a wrong plan must not count as proof that the grader fails it
            report.add(
                f"wrong plan {plan.name} fails",
                False,
                f"it never ran step {stuck + 1} ({plan.steps[stuck].call}): an earlier pick found nothing "
                "or a placeholder names nothing; a wrong plan proves something only if it runs to its end",
            )
            continue
        refused = _first_unexpected_error(plan.steps, steps)
        if refused is not None:  # a broken call (a bad selection, a misspelt argument) proves nothing
            report.add(
                f"wrong plan {plan.name} fails",
                False,
                f"its step {refused + 1} ({plan.steps[refused].call}) was answered with an error the plan "
                "does not expect: mark a refusal the plan relies on with 'expect_error', or mend the call",
            )
            continue
        report.add(
            f"wrong plan {plan.name} fails", not result.passed, "" if not result.passed else "it passes"
        )
        writes_tried |= result.grade is not None and result.grade.signals.committed_writes > 0
    if task.expects_no_change:
        report.add(
            "a wrong plan tries the tempting write",
            writes_tried,
            "" if writes_tried else "add a 'wrong' plan that commits the write the instruction tempts",
        )

    for variant in task.faults:
        try:
            rule_ids = _rule_ids(variant)
        except Exception as exc:
            report.add(f"[{variant.name}] plan loads", False, f"{type(exc).__name__}: {exc}")
            continue
        result = await run_episode(task, careful, agent_name="oracle", variant=variant, refs=refs)
        report.add(f"[{variant.name}] oracle passes", result.passed, "" if result.passed else _why(result))
        silent = sorted(set(rule_ids) - _fired(result))
        report.add(
            f"[{variant.name}] faults fire",
            not silent,
            "" if not silent else f"rule(s) never fired under the oracle: {', '.join(silent)}",
        )
    return report


# -- suites --------------------------------------------------------------------------------------


@dataclass(slots=True)
class SuiteSummary:
    """Numbers for a whole suite: what ``docs/validity.md`` reports."""

    tasks: int
    defects: int
    mutants: dict[str, int]
    zero_call_passes: int
    write_tasks: int
    selection_tasks: int
    alternates_by_family: dict[str, int]
    #: Tasks whose oracle's own refusal passes with zero calls (no ``evidence``, no reason why not).
    ungrounded_refusals: int = 0
    #: Tasks whose oracle refuses, so the control above ran.
    refusal_tasks: int = 0
    #: Honest rewrites of the oracle's message run, and those the grader failed (defects).
    honest: int = 0
    honest_failed: int = 0

    @property
    def mutation_score(self) -> float:
        total = sum(self.mutants.values())
        return 1.0 if not total else 1 - (self.mutants["survived"] + self.mutants["open"]) / total

    @property
    def selection_share(self) -> float:
        return self.selection_tasks / self.write_tasks if self.write_tasks else 1.0

    def families_without_alternates(self) -> list[str]:
        return sorted(f for f, n in self.alternates_by_family.items() if n == 0)

    def to_dict(self) -> dict[str, Any]:
        return {
            "tasks": self.tasks,
            "defects": self.defects,
            "mutants": self.mutants,
            "mutation_score": self.mutation_score,
            "zero_call_passes": self.zero_call_passes,
            "ungrounded_refusals": self.ungrounded_refusals,
            "refusal_tasks": self.refusal_tasks,
            "write_tasks": self.write_tasks,
            "selection_tasks": self.selection_tasks,
            "selection_share": self.selection_share,
            "alternates_by_family": self.alternates_by_family,
            "families_without_alternates": self.families_without_alternates(),
            "honest": self.honest,
            "honest_failed": self.honest_failed,
        }


def summarise(reports: Iterable[TaskReport]) -> SuiteSummary:
    reports = list(reports)
    mutants = {"killed": 0, "equivalent": 0, "marked": 0, "survived": 0, "open": 0}
    alternates: dict[str, int] = {}
    for r in reports:
        for kind, n in r.mutant_counts().items():
            mutants[kind] += n
        alternates[r.family] = alternates.get(r.family, 0) + r.alternates
    return SuiteSummary(
        tasks=len(reports),
        defects=sum(not r.ok for r in reports),
        mutants=mutants,
        zero_call_passes=sum(
            any(c.name == "zero-call agents fail" and not c.ok for c in r.checks) for r in reports
        ),
        write_tasks=sum(r.writes for r in reports),
        selection_tasks=sum(r.selection for r in reports),
        alternates_by_family=alternates,
        ungrounded_refusals=sum(any(c.name == UNGROUNDED and not c.ok for c in r.checks) for r in reports),
        refusal_tasks=sum(any(c.name == UNGROUNDED for c in r.checks) for r in reports),
        honest=sum(c.name.startswith(f"{HONEST}:") for r in reports for c in r.checks),
        honest_failed=sum(c.name.startswith(f"{HONEST}:") and not c.ok for r in reports for c in r.checks),
    )


def validate(
    tasks: Sequence[Task],
    *,
    progress: Callable[[TaskReport], None] | None = None,
    workers: int = 1,
    only: str | None = None,
    only_mutants: tuple[str, ...] = (),
) -> list[TaskReport]:
    """Validate every task; ``progress`` is called after each one. Reports come in ``tasks``' order.

    ``workers`` > 1 validates tasks side by side in forked processes (a task is validated whole in
    one of them, so its controls see the same worlds as in one process); the widest tasks start first
    so that one 150-wide task does not run alone at the end.
    """
    if workers <= 1 or len(tasks) <= 1:

        async def run_all() -> list[TaskReport]:
            reports = []
            for task in tasks:
                report = await validate_task(task, only, only_mutants)
                reports.append(report)
                if progress is not None:
                    progress(report)
            return reports

        return asyncio.run(run_all())

    _warm(tasks)
    context = multiprocessing.get_context("fork")
    order = sorted(range(len(tasks)), key=lambda i: -len(tasks[i].oracle))
    done: dict[int, TaskReport] = {}
    with ProcessPoolExecutor(max_workers=min(workers, len(tasks)), mp_context=context) as pool:
        futures = {pool.submit(_validate_in_worker, tasks[i], only, only_mutants): i for i in order}
        for future in as_completed(futures):
            report = future.result()
            done[futures[future]] = report
            if progress is not None:
                progress(report)
    return [done[i] for i in range(len(tasks))]


def _warm(tasks: Sequence[Task]) -> None:
    """Build every fixture the tasks start from, and its id index, before the workers fork: each
    worker then inherits them instead of building its own (seconds each for the wide worlds)."""
    seen: set[str] = set()
    for task in tasks:
        key = json.dumps([task.services, task.seed, task.fixture], sort_keys=True)
        if key not in seen:
            seen.add(key)
            world = World(task.services, seed=task.seed, fixture=task.fixture)
            id_index(world)


def _validate_in_worker(
    task: Task, only: str | None = None, only_mutants: tuple[str, ...] = ()
) -> TaskReport:
    """One task, validated in a worker process (a module-level function, so the pool can pickle it)."""
    return asyncio.run(validate_task(task, only, only_mutants))


def render_table(reports: Iterable[TaskReport]) -> str:
    """A plain-text table: one row per task, defects spelled out underneath, then the suite's numbers."""
    reports = list(reports)
    width = max([len(r.task) for r in reports] + [4])
    lines = [f"{'task':<{width}}  checks  mutants  result"]
    for r in reports:
        passed = sum(c.ok for c in r.checks)
        counts = r.mutant_counts()
        caught = len(r.mutants) - counts["survived"]
        lines.append(
            f"{r.task:<{width}}  {passed:>2}/{len(r.checks):<3}  {caught:>3}/{len(r.mutants):<3}  "
            f"{'ok' if r.ok else 'DEFECT'}"
        )
        for c in r.defects():
            lines.append(f"{'':<{width}}    ✗ {c.name}: {c.detail}")
    summary = summarise(reports)
    lines.append(
        f"{summary.tasks} task(s), {summary.defects} with defects; "
        f"mutants: {summary.mutants['killed']} killed, "
        f"{summary.mutants['equivalent']} equivalent, {summary.mutants['marked']} marked equivalent, "
        f"{summary.mutants['survived']} survived (score {summary.mutation_score:.1%}), "
        f"{summary.mutants['open']} open field mutants; zero-call passes: "
        f"{summary.zero_call_passes}; ungrounded refusals: {summary.ungrounded_refusals}/"
        f"{summary.refusal_tasks}; write tasks that choose among look-alikes: {summary.selection_tasks}/"
        f"{summary.write_tasks}; honest rewrites failed: {summary.honest_failed}/{summary.honest}"
    )
    missing = summary.families_without_alternates()
    if missing:
        lines.append(f"families without an alternate solution: {', '.join(missing)}")
    return "\n".join(lines)


def suite_defects(summary: SuiteSummary) -> list[str]:
    """Suite-level defects: a family with no alternate solution."""
    return [f"family {f} has no alternate solution" for f in summary.families_without_alternates()]


__all__ = [
    "Check",
    "MutantResult",
    "SuiteSummary",
    "TaskReport",
    "render_table",
    "suite_defects",
    "summarise",
    "validate",
    "validate_task",
]


def _first_unexpected_error(plan: list[Step], ran: list[StepRecord]) -> int | None:
    """The index of the first call step of ``plan`` that ran and was refused although the step does
    not say ``expect_error`` (a step that expects a refusal records ``ok`` when it gets one). A wrong
    plan that broke on its own call (a bad selection, a misspelt argument) proves nothing about the
    grader; one that relies on a refusal says so."""
    for record in ran:
        if not record.ok and not plan[record.index].expect_error:
            return record.index
    return None


def _first_unrun(plan: list[Step], ran: list[StepRecord]) -> int | None:
    """The index of the first call step of ``plan`` that was never attempted, if any."""
    attempted = {r.index for r in ran}
    for index, step in enumerate(plan):
        if step.call is not None and index not in attempted:
            return index
    return None
