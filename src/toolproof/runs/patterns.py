"""Failure patterns: the call sequences that most often precede a failed session, with their lift.

Each episode becomes a sequence of words that say what happened without naming the task: ``read``,
``write``, what the call met when it did not plainly succeed (``lost response``, ``429``, ``silently
ignored``…), how a call relates to an earlier identical one (``same write without key``, ``same
write same key``, ``same read``), ``wait`` and the final ``claim done``. A pattern is a run of up to
:data:`MAX_LENGTH` consecutive words, e.g. ``write → lost response → same write without key``.

For one agent's sessions, a pattern found in ``f`` failed and ``p`` passed sessions, out of ``F``
failed among ``N``, has lift ``(f / (f + p)) / (F / N)``: how much likelier a session with the
pattern fails than the agent's sessions at large. Shown are the patterns found in the most failed
sessions among those with a lift of at least :data:`MIN_LIFT` that mention something beyond a plain
read or write (a fault met, a repeat, a wait). Redundant patterns are dropped: a shorter one found in
exactly the same sessions as a longer one containing it, and one whose failed sessions a related
pattern ranked above it (sharing such a word) already covers.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from toolproof.runs.timeline import timeline

MAX_LENGTH = 3
MIN_LIFT = 2.0
MIN_FAILED = 2
TOP = 10

#: Words that alone say nothing about behaviour under faults: a pattern needs one other word.
PLAIN = frozenset({"read", "write"})


def session_words(result: Mapping[str, Any]) -> list[str]:
    """One episode as a sequence of task-independent words (see the module docstring)."""
    words: list[str] = []
    finished = False
    for step in timeline(result):
        if step.kind == "call" or step.kind == "injected":
            if step.kind == "call" and step.entry is not None:
                if step.repeat_of is None:
                    words.append("write" if step.writes else "read")
                elif step.writes:
                    words.append(f"same write {step.key_relation}")
                else:
                    words.append("same read")
            if step.outcome is not None:
                words.append(step.outcome)
        elif step.kind == "sleep":
            words.append("wait")
        elif step.kind == "finish":
            words.append(f"claim {step.data.get('claim')}")
            finished = True
    if not finished:
        words.append("no claim")
    return words


def _is_telling(pattern: tuple[str, ...]) -> bool:
    return any(w not in PLAIN and not w.startswith("claim ") for w in pattern)


def _grams(words: Sequence[str]) -> set[tuple[str, ...]]:
    out = set()
    for n in range(1, MAX_LENGTH + 1):
        for i in range(len(words) - n + 1):
            gram = tuple(words[i : i + n])
            if _is_telling(gram):
                out.add(gram)
    return out


def _inside(short: tuple[str, ...], long: tuple[str, ...]) -> bool:
    n = len(short)
    return len(long) > n and any(long[i : i + n] == short for i in range(len(long) - n + 1))


def _rank(row: tuple[tuple[str, ...], set[int], int, float]) -> tuple[Any, ...]:
    """Most failed sessions first, then the higher lift, the longer pattern, the one that says more
    (more telling words) and one that starts with a call, as a sequence of calls reads."""
    gram, _idx, failed, lift = row
    telling = sum(1 for w in gram if _is_telling((w,)))
    starts_with_call = gram[0] in PLAIN or gram[0].startswith("same ")
    return (-failed, -lift, -len(gram), -telling, not starts_with_call, gram)


def _related(a: tuple[str, ...], b: tuple[str, ...]) -> bool:
    """Two patterns about the same thing: they share a word beyond a plain read, write or claim."""
    return bool({w for w in a if _is_telling((w,))} & set(b))


def patterns_of(sessions: Iterable[tuple[bool, Sequence[str]]]) -> list[dict[str, Any]]:
    """The failure patterns of one agent's sessions, given as ``(passed, words)`` pairs."""
    sessions = list(sessions)
    total = len(sessions)
    failed_total = sum(1 for passed, _ in sessions if not passed)
    if total == 0 or failed_total in (0, total):
        return []  # nothing to contrast: no failure, or no success
    where: dict[tuple[str, ...], set[int]] = defaultdict(set)
    for i, (_passed, words) in enumerate(sessions):
        for gram in _grams(words):
            where[gram].add(i)
    base = failed_total / total
    rows = []
    for gram, idx in where.items():
        failed = sum(1 for i in idx if not sessions[i][0])
        lift = (failed / len(idx)) / base
        if failed >= MIN_FAILED and lift >= MIN_LIFT:
            rows.append((gram, idx, failed, lift))
    same_sessions: dict[frozenset[int], list[tuple[str, ...]]] = defaultdict(list)
    for gram, idx, _f, _l in rows:
        same_sessions[frozenset(idx)].append(gram)
    rows.sort(key=_rank)
    kept: list[tuple[tuple[str, ...], set[int], int, float]] = []
    for gram, idx, failed, lift in rows:
        if any(_inside(gram, other) for other in same_sessions[frozenset(idx)]):
            continue  # a longer pattern says the same of the same sessions
        fails = {i for i in idx if not sessions[i][0]}
        if any(_related(gram, k[0]) and fails <= {i for i in k[1] if not sessions[i][0]} for k in kept):
            continue  # explains no failure a related pattern above it does not already explain
        kept.append((gram, idx, failed, lift))
        if len(kept) == TOP:
            break
    return [
        {
            "pattern": list(gram),
            "text": " → ".join(gram),
            "failed": failed,
            "passed": len(idx) - failed,
            "failed_share": round(failed / failed_total, 4),
            "passed_share": round((len(idx) - failed) / (total - failed_total), 4),
            "lift": round(lift, 3),
        }
        for gram, idx, failed, lift in kept
    ]


def failure_patterns(results: Iterable[Mapping[str, Any]]) -> dict[str, list[dict[str, Any]]]:
    """Per agent, the top failure patterns of its graded sessions (infrastructure errors left out)."""
    by_agent: dict[str, list[tuple[bool, list[str]]]] = defaultdict(list)
    for r in results:
        if r.get("ended") == "infrastructure_error":
            continue
        by_agent[str(r["agent"])].append((bool(r.get("passed")), session_words(r)))
    return {agent: patterns_of(sessions) for agent, sessions in sorted(by_agent.items())}
