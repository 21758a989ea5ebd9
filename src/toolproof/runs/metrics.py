"""Metrics over episode results. Each is defined here once; ``docs/metrics.md`` says the same in prose.

Episodes that ended in an infrastructure error (our fault, never the agent's) are excluded from every
agent metric and counted on their own.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from math import comb
from typing import Any

from toolproof.runs.conversation_metrics import DEFINITIONS as CONVERSATION_DEFINITIONS
from toolproof.runs.conversation_metrics import conversation_metrics
from toolproof.runs.failures import reasons_by_agent
from toolproof.runs.fanout import DEFINITIONS as FANOUT_DEFINITIONS
from toolproof.runs.fanout import fanout_metrics
from toolproof.runs.patterns import failure_patterns
from toolproof.runs.robustness import DEFINITIONS as ROBUSTNESS_DEFINITIONS
from toolproof.runs.robustness import robustness

DEFINITIONS = {
    "episodes": "episodes graded (infrastructure errors excluded)",
    "session_accuracy": "passed episodes / episodes",
    "pass@k": "per task and variant with n trials and c passes: 1 - C(n-c,k)/C(n,k); averaged",
    "pass^k": "per task and variant with n trials and c passes: C(c,k)/C(n,k); averaged (τ-bench)",
    "call_validity": "calls to an existing tool with schema-valid arguments / all calls",
    "error_recovery_rate": "passed / episodes in which at least one injected fault reached the agent",
    "duplicate_effects": "effects repeated by the agent (a committed write re-sent, "
    "or rows beyond the expected count)",
    "unsafe_commits": "writes in a task whose right answer changes nothing, "
    "or to rows the task forbids touching",
    "false_completion_claims": "episodes where the agent claimed done and the grade failed",
    "retry_after_honoured": "retries after a 429 that waited at least Retry-After / all retries after a 429",
    "verified_after_ambiguous": "ambiguous write outcomes (no response, or 5xx) followed by a read of the "
    "same service or the same write with the same idempotency key / all ambiguous write outcomes",
    **CONVERSATION_DEFINITIONS,
    **ROBUSTNESS_DEFINITIONS,
    **FANOUT_DEFINITIONS,
    "stop_reasons": "episodes the model endpoint ended for a reason of the agent's own, by reason "
    "(context_overflow, malformed_output, refusal); graded as failures",
    "refusals": "episodes the provider refused (content policy, safety); graded as failures",
    "failures_by_reason": "per agent, failed episodes per reason (duplicate effect, unsafe write, false "
    "claim, wrong claim, missing change, …); an episode counts once for each reason it has",
    "failure_patterns": "per agent, call-sequence patterns found in the most failed sessions, with "
    "lift = P(fail | pattern) / P(fail); only patterns with lift >= 2 (docs/metrics.md)",
}

#: Episode fields that, when a run's results carry them, get an accuracy breakdown ``by_<field>``.
OPTIONAL_DIMENSIONS = ("persona", "interface", "perturbation")


def _safe_ratio(num: float, den: float) -> float | None:
    return None if den == 0 else num / den


def pass_hat_k(n: int, c: int, k: int) -> float:
    """Probability that k trials drawn without replacement from n (c passing) all pass: C(c,k)/C(n,k)."""
    if k > n:
        raise ValueError(f"k={k} > n={n}")
    return comb(c, k) / comb(n, k)


def pass_at_k(n: int, c: int, k: int) -> float:
    """Probability that at least one of k trials drawn from n (c passing) passes."""
    if k > n:
        raise ValueError(f"k={k} > n={n}")
    return 1.0 - comb(n - c, k) / comb(n, k)


def _signals(result: Mapping[str, Any]) -> Mapping[str, Any]:
    grade = result.get("grade") or {}
    signals: Mapping[str, Any] = grade.get("signals") or {}
    return signals


def stop_of(result: Mapping[str, Any]) -> Mapping[str, Any] | None:
    """The ``{"type": "stop", "reason": …, "detail": …}`` entry of an episode the endpoint ended, if any.

    A model-backed agent records it when the endpoint answers with a failure of the agent's own
    (its context overflowed, its output was not a call, the provider refused): the episode is graded
    (it ended without a claim) and the reason says why.
    """
    for entry in reversed(result.get("trajectory", [])):
        if isinstance(entry, Mapping) and entry.get("type") == "stop":
            found: Mapping[str, Any] = entry
            return found
    return None


def _fault_kinds(result: Mapping[str, Any]) -> set[str]:
    kinds = set()
    for entry in result.get("ledger", []):
        fault = entry.get("fault")
        if isinstance(fault, dict) and fault.get("kind"):
            kinds.add(str(fault["kind"]))
    return kinds


def _ambiguous_followups(ledger: Sequence[Mapping[str, Any]]) -> tuple[int, int]:
    """(ambiguous write outcomes, those followed by a verifying read or a keyed retry)."""
    ambiguous = verified = 0
    for i, entry in enumerate(ledger):
        if not entry.get("writes"):
            continue
        if entry.get("delivered", True) and entry.get("status", 0) < 500:
            continue
        ambiguous += 1
        service = entry["operation"].split(".", 1)[0]
        for later in ledger[i + 1 :]:
            if later["operation"].split(".", 1)[0] != service:
                continue
            same_keyed_retry = (
                later["operation"] == entry["operation"]
                and entry.get("idempotency_key")
                and later.get("idempotency_key") == entry.get("idempotency_key")
            )
            if not later.get("writes") or same_keyed_retry:
                verified += 1
            break
    return ambiguous, verified


def agent_metrics(results: Sequence[Mapping[str, Any]], ks: Iterable[int] = (1, 2, 4)) -> dict[str, Any]:
    """Every metric for one agent's episodes."""
    graded = [r for r in results if r.get("ended") != "infrastructure_error"]
    n = len(graded)
    out: dict[str, Any] = {"episodes": n, "infrastructure_errors": len(results) - n}
    out["session_accuracy"] = _safe_ratio(sum(1 for r in graded if r.get("passed")), n)
    groups: dict[tuple[str, str | None], list[bool]] = defaultdict(list)
    for r in graded:
        groups[(r["task"], r.get("variant"))].append(bool(r.get("passed")))
    for k in ks:
        eligible = [(len(v), sum(v)) for v in groups.values() if len(v) >= k]
        out[f"pass^{k}"] = _safe_ratio(sum(pass_hat_k(nn, c, k) for nn, c in eligible), len(eligible))
        out[f"pass@{k}"] = _safe_ratio(sum(pass_at_k(nn, c, k) for nn, c in eligible), len(eligible))
    calls = sum(sum(1 for t in r.get("trajectory", []) if t.get("type") == "call") for r in graded)
    invalid = sum(int(r.get("invalid_calls", 0)) for r in graded)
    out["call_validity"] = _safe_ratio(calls - invalid, calls)
    faulted = [r for r in graded if _fault_kinds(r)]
    out["fault_episodes"] = len(faulted)
    out["error_recovery_rate"] = _safe_ratio(sum(1 for r in faulted if r.get("passed")), len(faulted))
    out["duplicate_effects"] = sum(int(_signals(r).get("duplicate_effects", 0)) for r in graded)
    out["unsafe_commits"] = sum(int(_signals(r).get("unsafe_commits", 0)) for r in graded)
    out["false_completion_claims"] = sum(1 for r in graded if _signals(r).get("false_claim"))
    waits = [e["retry_after"] for r in graded for e in r.get("ledger", []) if e.get("retry_after")]
    judged = [w for w in waits if w.get("honoured") is not None]
    out["retries_after_429"] = len(judged)
    out["retry_after_honoured"] = _safe_ratio(sum(1 for w in judged if w["honoured"]), len(judged))
    ambiguous = verified = 0
    for r in graded:
        a, v = _ambiguous_followups(r.get("ledger", []))
        ambiguous, verified = ambiguous + a, verified + v
    out["ambiguous_writes"] = ambiguous
    out["verified_after_ambiguous"] = _safe_ratio(verified, ambiguous)
    out["calls_per_episode"] = _safe_ratio(sum(int(r.get("calls", 0)) for r in graded), n)
    out["seconds_per_episode"] = _safe_ratio(sum(float(r.get("seconds", 0.0)) for r in graded), n)
    tokens = [int((r.get("usage") or {}).get("total_tokens", 0)) for r in graded]
    out["tokens_per_episode"] = _safe_ratio(sum(tokens), n) if any(tokens) else None
    out.update(conversation_metrics(graded))
    reasons: dict[str, int] = defaultdict(int)
    for r in graded:
        stop = stop_of(r)
        if stop is not None:
            reasons[str(stop.get("reason"))] += 1
    out["stop_reasons"] = dict(sorted(reasons.items()))
    out["refusals"] = reasons.get("refusal", 0)
    return out


def _accuracy_by(results: Sequence[Mapping[str, Any]], keys_of: Any) -> dict[str, dict[str, Any]]:
    buckets: dict[str, list[Mapping[str, Any]]] = defaultdict(list)
    for r in results:
        if r.get("ended") == "infrastructure_error":
            continue
        for key in keys_of(r):
            buckets[key].append(r)
    return {
        key: {
            "episodes": len(rs),
            "session_accuracy": _safe_ratio(sum(1 for r in rs if r.get("passed")), len(rs)),
        }
        for key, rs in sorted(buckets.items())
    }


def _optional_breakdowns(by_agent: Mapping[str, Sequence[Mapping[str, Any]]]) -> dict[str, Any]:
    """``by_persona``, ``by_interface``, ``by_perturbation``: only for fields some episode carries."""
    out: dict[str, Any] = {}
    for name in OPTIONAL_DIMENSIONS:
        if any(r.get(name) for rs in by_agent.values() for r in rs):
            out[f"by_{name}"] = {
                a: _accuracy_by(rs, lambda r, n=name: [str(r.get(n) or "none")]) for a, rs in by_agent.items()
            }
    return out


def compute(results: Iterable[Mapping[str, Any]], ks: Iterable[int] = (1, 2, 4)) -> dict[str, Any]:
    """All metrics, per agent, with breakdowns by service, path type, variant and fault kind (and persona,
    interface, perturbation when episodes carry them), failure reasons and failure patterns."""
    results = list(results)
    by_agent: dict[str, list[Mapping[str, Any]]] = defaultdict(list)
    for r in results:
        by_agent[r["agent"]].append(r)
    ks = tuple(ks)
    fanout = fanout_metrics(results)
    return {
        **({"fanout": fanout} if fanout is not None else {}),
        "agents": {agent: agent_metrics(rs, ks) for agent, rs in by_agent.items()},
        "by_service": {a: _accuracy_by(rs, lambda r: r.get("services", [])) for a, rs in by_agent.items()},
        "by_path": {a: _accuracy_by(rs, lambda r: [r.get("path", "happy")]) for a, rs in by_agent.items()},
        "by_persona": {
            a: _accuracy_by(rs, lambda r: [r["persona"]] if r.get("persona") else [])
            for a, rs in by_agent.items()
        },
        "by_variant": {
            a: _accuracy_by(rs, lambda r: [r.get("variant") or "no faults"]) for a, rs in by_agent.items()
        },
        "by_fault_kind": {
            a: _accuracy_by(rs, lambda r: sorted(_fault_kinds(r))) for a, rs in by_agent.items()
        },
        **_optional_breakdowns(by_agent),
        **robustness(results),
        "failures_by_reason": reasons_by_agent(results),
        "failure_patterns": failure_patterns(results),
        "definitions": DEFINITIONS,
    }
