"""A task's expectations compiled once per task, services and refs: the grade as a program.

Every episode of a task starts from the same fixture, so its refs, and with them every expectation
filled from them, are the same from one episode to the next. :func:`interpreted_grade` nonetheless
filled each expectation per episode (from a cache keyed by the ``repr`` of its values), named it, and
read its predicates per row through :func:`matches`. Here that happens once: each expected change is
a step holding its filled model, its name, its ``where``/``before`` compiled to callables and the
fields the policy leaves unstrict; each ``unchanged`` guard its filled model, compiled predicate and
name; the facts and refusal reasons their filled list (or the verdict a missing value gives); the
evidence its filled items. An episode then runs the steps against its diff's changed rows.

What cannot be filled once: an expectation that names a row an earlier change saved (``as``) is
filled per episode as before, and so are the conversation's checks (rare, and they read the
transcript). The verdicts, their order and their details are :func:`interpreted_grade`'s; a test holds
the two equal on every suite's reference episodes and on generated wrong answers.
"""

from __future__ import annotations

import contextlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ValidationError

from toolproof.service.benign import Benign
from toolproof.tasks import claimed_effects, enums, pairs
from toolproof.tasks.conversation import Transcript
from toolproof.tasks.evidence import Evidence
from toolproof.tasks.facts import Fact, plain, prepare_patterns
from toolproof.tasks.fanout import early_reports
from toolproof.tasks.grader import (
    Grade,
    Signals,
    Verdict,
    _check_change,
    _conversation,
    _evidence_verdicts,
    _fact_verdict,
    _fact_verdicts,
    _filled,
    _Policy,
    _policy_of,
    _set_aside,
    _touched,
    amount_verdicts,
    closing_grade,
    collateral_verdict,
    kept_verdict,
    says_not_pattern,
    says_not_verdicts,
)
from toolproof.tasks.model import Change, Claim, Ignore, Task, Unchanged
from toolproof.tasks.names import NameIndex
from toolproof.tasks.predicates import Matcher, compile_where, describe
from toolproof.tasks.start_view import StartView
from toolproof.tasks.template import UnresolvedPlaceholder, placeholders
from toolproof.world.diff import Diff
from toolproof.world.ledger import Ledger

#: The collateral verdict of a diff every row of which an expectation or a bookkeeping rule explained.
_NOTHING_ELSE = Verdict("nothing else changed", True)


def _missing(exc: UnresolvedPlaceholder) -> str:
    return str(exc.args[0])


@dataclass(frozen=True, slots=True)
class _ChangeStep:
    """One expected change: filled (``spec``), or refused at compile time (``failure``), or left to
    each episode (both ``None``: it names a row an earlier change saved)."""

    raw: Change
    spec: Change | None
    failure: Verdict | None
    compiled: tuple[Matcher, Matcher] | None
    unstrict: set[str]
    additions: set[str]
    #: The table's fields harmless only at some values (``Benign.values``).
    values: Mapping[str, tuple[Any, ...]]


@dataclass(frozen=True, slots=True)
class _KeepStep:
    """One ``unchanged`` guard, filled and compiled (``keep`` ``None``: filled per episode)."""

    raw: Unchanged
    keep: Unchanged | None
    where: Matcher | None
    name: str


@dataclass(frozen=True, slots=True)
class _Facts:
    """A list of facts filled once: each fact, or the verdict it gets for a value the state lacks;
    ``entries`` ``None`` when the list names a saved row (filled per episode)."""

    raw: Sequence[Fact]
    entries: tuple[Verdict | Fact, ...] | None
    filled: tuple[Fact, ...]
    kind: str

    def verdicts(
        self, scope: Mapping[str, Any], told: str, out: list[Fact], final: str | None = None
    ) -> list[Verdict]:
        """``final``: the final message, where a fact marked ``final`` is checked (else in ``told``)."""
        if self.entries is None:
            return _fact_verdicts(self.raw, scope, told, self.kind, out, final=final)
        out.extend(self.filled)
        among = list(self.filled)
        return [
            e
            if isinstance(e, Verdict)
            else _fact_verdict(e, among, final if e.final and final is not None else told, self.kind)
            for e in self.entries
        ]


@dataclass(frozen=True, slots=True)
class _EvidenceItem:
    raw: Evidence
    item: Evidence | None
    missing: str | None


def _heads(model: BaseModel, *, by_alias: bool = False) -> set[str]:
    """The names a model's placeholders start from (``charge`` for ``{charge.id}``)."""
    return {path.split(".", 1)[0] for path in placeholders(model.model_dump(by_alias=by_alias))}


def _compile_facts(facts: Sequence[Fact], refs: Mapping[str, Any], saved: set[str], kind: str) -> _Facts:
    """:func:`_fact_verdicts`'s filling, done once (the verdicts that do not read the message)."""
    if any(_heads(f) & saved for f in facts):
        return _Facts(facts, None, (), kind)
    entries: list[Verdict | Fact] = []
    filled: list[Fact] = []
    for fact in facts:
        try:
            real = _filled(Fact, fact, refs)
        except UnresolvedPlaceholder as exc:
            message = f"depends on {{{_missing(exc)}}}, which the state does not show"
            entries.append(Verdict(f"{kind} {fact.name()}", False, message))
            continue
        except ValidationError as exc:
            problem = exc.errors()[0]["msg"] if exc.errors() else str(exc)
            entries.append(Verdict(f"{kind} {fact.name()}", False, f"cannot be checked: {problem}"))
            continue
        filled.append(real)
        entries.append(real)
    return _Facts(facts, tuple(entries), tuple(filled), kind)


@dataclass(frozen=True, slots=True)
class GradeProgram:
    """One task's expectations, filled from one set of refs under one set of services' rules."""

    task: Task
    policy: _Policy
    changes: tuple[_ChangeStep, ...]
    keeps: tuple[_KeepStep, ...]
    accepted: tuple[str, ...]
    claim_name: str
    wanted: str
    facts: _Facts
    reasons: _Facts
    evidence: tuple[_EvidenceItem, ...] | None
    reports: bool
    #: Whether an expected change saves its rows for later ones (``as``): the scope is then a copy.
    saves: bool

    def grade(
        self,
        refs: Mapping[str, Any],
        diff: Diff,
        ledger: Ledger,
        *,
        claim: Claim | str | None,
        message: str = "",
        primary_keys: Mapping[str, tuple[str, ...]] | None = None,
        transcript: Transcript | None = None,
        names: NameIndex | None = None,
        start: StartView | None = None,
    ) -> Grade:
        """What :func:`interpreted_grade` gives for this episode (``refs`` the ones compiled in)."""
        task, policy = self.task, self.policy
        # Both only read below; the scope is written only when a change saves its rows (``as``).
        keys: Mapping[str, tuple[str, ...]] = primary_keys if primary_keys is not None else {}
        scope: Mapping[str, Any] = dict(refs) if self.saves else refs
        pending = _set_aside(diff, policy.bookkeeping)
        verdicts: list[Verdict] = []
        signals = Signals()
        for step in self.changes:
            if step.failure is not None:
                verdicts.append(step.failure)
                continue
            spec = step.spec
            if spec is None:
                try:
                    spec = _filled(Change, step.raw, scope, by_alias=True)
                except UnresolvedPlaceholder as exc:
                    detail = f"depends on {{{_missing(exc)}}}, which was not found"
                    verdicts.append(Verdict(step.raw.name(), False, detail))
                    continue
                unstrict = policy.bookkeeping.of(spec.table) | policy.harmless.of(spec.table)
                additions = policy.harmless.additions_of(spec.table)
                values = policy.harmless.values_of(spec.table)
                verdict, over, rows = _check_change(spec, pending, keys, unstrict, additions, None, values)
            else:
                verdict, over, rows = _check_change(
                    spec, pending, keys, step.unstrict, step.additions, step.compiled, step.values
                )
            verdicts.append(verdict)
            signals.extra_rows += over
            if spec.as_ is not None and verdict.passed and rows:
                assert isinstance(scope, dict)
                scope[spec.as_] = rows[0] if len(rows) == 1 else rows
        for guard in self.keeps:
            keep, name = guard.keep, guard.name
            if keep is None:
                keep = _filled(Unchanged, guard.raw, scope)
                name = keep.label or f"unchanged {keep.table} ({describe(keep.where)})"
            touched = _touched(keep, pending, guard.where if guard.keep is not None else None)
            verdicts.append(kept_verdict(name, keep.table, touched, keys, signals))
        if pending.count():
            verdicts.append(collateral_verdict(pending, policy, ledger, keys, signals))
        else:
            # Every row of the diff explained: nothing is left to call harmless or collateral (what
            # collateral_verdict gives then, without reading the ledger's committed keys for it).
            verdicts.append(_NOTHING_ELSE)
        claim_ok = claim in self.accepted
        detail = (
            "" if claim_ok else f"the agent claimed {claim or 'nothing'}, the right claim is {self.wanted}"
        )
        verdicts.append(Verdict(self.claim_name, claim_ok, detail))
        facts: list[Fact] = []
        reasons: list[Fact] = []
        # An empty transcript (the agent never spoke to the user) tells what the message does.
        talked = transcript is not None and bool(transcript.turns)
        told = message
        if transcript is not None and talked:
            told = "\n".join([*(t.text for t in transcript.agent_turns()), message])
        verdicts += self.facts.verdicts(scope, told, facts, final=message)
        verdicts += says_not_verdicts(task.expect.says_not, message, told, ledger)
        verdicts += amount_verdicts(task, refs, diff, ledger, claim, message, transcript, names)
        if claim != "done":
            verdicts += self.reasons.verdicts(scope, told, reasons)
        verdicts += self._evidence(scope, ledger, transcript, claim)
        if self.reports:
            assert task.fanout is not None
            early = early_reports(task.fanout, list(ledger))
            verdicts.append(Verdict("reported after the work", not early, "; ".join(early)))
        if transcript is not None and (talked or task.user is not None):
            # Without turns and without a user block the conversation sets every signal to the value
            # Signals() starts with (0 turns, 0 questions, not pressured) and has no verdict to give.
            verdicts += _conversation(task, transcript, ledger, signals, scope, told)
        return closing_grade(
            task, refs, verdicts, signals, ledger, diff, claim, message, facts, reasons,
            names=names, transcript=transcript, start=start,
        )  # fmt: skip

    def _evidence(
        self, scope: Mapping[str, Any], ledger: Ledger, transcript: Transcript | None, claim: str | None
    ) -> list[Verdict]:
        """:func:`_evidence_verdicts` with the items filled once."""
        if self.evidence is None:
            return _evidence_verdicts(self.task.expect.evidence, scope, ledger, transcript, claim)
        items = [e for e in self.evidence if e.raw.applies(claim)]
        if not items:
            return []
        heard = [t.text for t in transcript.turns if t.role == "user"] if transcript is not None else None
        verdicts: list[Verdict] = []
        for entry in items:
            if entry.item is None:
                detail = f"depends on {{{entry.missing}}}, which the state does not show"
                verdicts.append(Verdict(entry.raw.verdict_name(claim), False, detail))
                continue
            ok, detail = entry.item.check(ledger, heard)
            verdicts.append(Verdict(entry.item.verdict_name(claim), ok, detail))
        return verdicts


def compile_program(task: Task, refs: Mapping[str, Any], benign: Sequence[Benign]) -> GradeProgram:
    """Fill and compile ``task``'s expectations from ``refs`` (raises what filling its ``ignore`` or a
    guard raises, as :func:`interpreted_grade` does)."""
    expect = task.expect
    ignores = [_filled(Ignore, i, refs) for i in expect.ignore]
    policy = _policy_of(task, tuple(benign), ignores)
    saved = {c.as_ for c in expect.changes if c.as_ is not None}
    changes: list[_ChangeStep] = []
    for raw in expect.changes:
        if _heads(raw, by_alias=True) & saved:
            changes.append(_ChangeStep(raw, None, None, None, set(), set(), {}))
            continue
        try:
            spec = _filled(Change, raw, refs, by_alias=True)
        except UnresolvedPlaceholder as exc:
            failure = Verdict(raw.name(), False, f"depends on {{{_missing(exc)}}}, which was not found")
            changes.append(_ChangeStep(raw, None, failure, None, set(), set(), {}))
            continue
        unstrict = policy.bookkeeping.of(spec.table) | policy.harmless.of(spec.table)
        additions = policy.harmless.additions_of(spec.table)
        compiled = (compile_where(spec.where), compile_where(spec.before))
        values = policy.harmless.values_of(spec.table)
        changes.append(_ChangeStep(raw, spec, None, compiled, unstrict, additions, values))
    keeps: list[_KeepStep] = []
    for raw_keep in expect.unchanged:
        if _heads(raw_keep) & saved:
            keeps.append(_KeepStep(raw_keep, None, None, ""))
            continue
        keep = _filled(Unchanged, raw_keep, refs)
        name = keep.label or f"unchanged {keep.table} ({describe(keep.where)})"
        keeps.append(_KeepStep(raw_keep, keep, compile_where(keep.where), name))
    # Evidence naming a saved row is filled per episode, all of it (as _evidence_verdicts does).
    dynamic_evidence = any(_heads(raw_item) & saved for raw_item in expect.evidence)
    items: list[_EvidenceItem] = []
    for raw_item in () if dynamic_evidence else expect.evidence:
        try:
            items.append(_EvidenceItem(raw_item, _filled(Evidence, raw_item, refs), None))
        except UnresolvedPlaceholder as exc:
            items.append(_EvidenceItem(raw_item, None, _missing(exc)))
        except ValidationError:  # raised per episode only where the item applies to the claim
            dynamic_evidence = True
    accepted = tuple(expect.claims)
    wanted = " or ".join(accepted)
    return GradeProgram(
        task=task,
        policy=policy,
        changes=tuple(changes),
        keeps=tuple(keeps),
        accepted=accepted,
        claim_name=f"claims {wanted}",
        wanted=wanted,
        facts=_compile_facts(expect.facts, refs, saved, "message states"),
        reasons=_compile_facts(expect.reason, refs, saved, "refusal gives the reason"),
        evidence=None if dynamic_evidence else tuple(items),
        reports=task.fanout is not None and any(node.reports for node in task.fanout.graph),
        saves=bool(saved),
    )


#: Programs compiled so far: ``(id(task), ids of the services' rules, repr of the refs)`` → the task and
#: rules (held, so their ids are not reused while the entry lives) and the program. ``repr`` tells apart
#: every value refs hold (``1``, ``1.0``, ``True``, ``"1"``; key order), as :func:`_filled` relies on.
_PROGRAMS: dict[tuple[int, tuple[int, ...], str], tuple[Task, tuple[Benign, ...], GradeProgram]] = {}
_PROGRAMS_MAX = 4096


#: (perf46) Per task (by identity), the last program :func:`program_for` handed out for it: the task,
#: the very ``benign`` tuple, the refs' items in order, their keys' and values' exact types, the
#: ``_PROGRAMS`` dict it was found in, and the program. A repeat with the same rules tuple and refs
#: equal item for item, in the same order and of the same exact types, is the program ``_PROGRAMS``
#: holds for them, without the ``repr`` of the refs and the ids of the rules the full key is built
#: from (saving ≈ 1.1 µs tight, 1.5–2.5 µs in place in compare's episode row). Only refs whose every key is an
#: exact ``str`` and every value an exact ``str``, ``int``, ``bool`` or ``None`` are kept here: for
#: those, equal values of equal exact types have equal ``repr`` (a ``float`` has not: ``0.0 == -0.0``;
#: nor a container: ``[1] == [True]``), so the shortcut answers exactly as the key would. Emptied
#: whenever ``_PROGRAMS`` is, and never trusted once ``_PROGRAMS`` is another dict (a test's).
_LAST: dict[
    int,
    tuple[
        Task,
        tuple[Benign, ...],
        tuple[tuple[str, Any], ...],
        tuple[type, ...],
        tuple[type, ...],
        dict[Any, Any],
        GradeProgram,
    ],
] = {}
_PLAIN_REF_TYPES = frozenset({str, int, bool, type(None)})


def program_for(task: Task, refs: Mapping[str, Any], benign: tuple[Benign, ...]) -> GradeProgram:
    """The program for ``task`` under ``benign`` with these refs, compiled on first use."""
    last = _LAST.get(id(task))
    if (
        last is not None
        and last[0] is task
        and last[1] is benign
        and last[5] is _PROGRAMS
        and type(refs) is dict
        and tuple(map(type, refs.values())) == last[3]
        and tuple(map(type, refs)) == last[4]
        and tuple(refs.items()) == last[2]  # only exact plain values reach their ``==`` here
    ):
        return last[6]
    plain = refs if type(refs) is dict else dict(refs)
    key = (id(task), tuple(map(id, benign)), repr(plain))
    known = _PROGRAMS.get(key)
    if known is not None and known[0] is task:
        program = known[2]
    else:
        program = compile_program(task, refs, benign)
        if len(_PROGRAMS) >= _PROGRAMS_MAX:
            _PROGRAMS.clear()
            _LAST.clear()
        _PROGRAMS[key] = (task, benign, program)
    value_types = tuple(map(type, plain.values()))
    key_types = tuple(map(type, plain))
    if type(refs) is dict and set(key_types) <= {str} and _PLAIN_REF_TYPES.issuperset(value_types):
        if len(_LAST) >= _PROGRAMS_MAX:
            _LAST.clear()
        _LAST[id(task)] = (task, benign, tuple(refs.items()), value_types, key_types, _PROGRAMS, program)
    return program


def prepare(task: Task, refs: Mapping[str, Any], benign: tuple[Benign, ...]) -> None:
    """What grading ``task``'s first episode would otherwise work out in every process that grades
    it: its program (:func:`program_for`) and its ``says_not`` patterns compiled. A driver calls this
    before its workers fork (``EpisodeExecutor.warm``), so they inherit both instead of each
    compiling them again: a suite's hundreds of patterns are a large part of what a worker's first
    pass over its tasks costs more than later ones. (perf23) And the claimed-effects check's
    declarations of every installed service (:func:`.claimed_effects.prepare`: imports)."""
    program = program_for(task, refs, benign)
    claimed_effects.prepare(task.services)
    for item in task.expect.says_not:
        says_not_pattern(item.regex)
    # (perf37) the filled facts' patterns and the services' enum readings, compiled once here too
    filled = (*program.facts.filled, *program.reasons.filled)
    prepare_patterns(filled)
    # (perf48) and their literal forms' patterns (``pairs.form_pattern``'s cache), as written and with
    # plain punctuation, the two ways the readings look them up: ≈ 230 compiles of a worker's first pass
    for fact in filled:
        for form in fact.forms():
            with contextlib.suppress(Exception):  # left to the episode, which reports it as before
                pairs.form_pattern(form)
                pairs.form_pattern(plain(form))
    enums.prepare(task.services)
    # (perf48) the modules a grade imports on first use (the memo, ``grader.grade``'s import; the row
    # dates, the moments' and relative dates' import): imported here, not by each worker's first grade
    from toolproof.tasks import grade_memo, row_dates  # noqa: F401
