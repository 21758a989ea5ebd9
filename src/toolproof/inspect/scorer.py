"""The Inspect scorer, metrics and epoch reducer: toolproof's grade and metrics, as Inspect reports them.

Each epoch's score is a dict of counts read from the episode's result with toolproof's own metric code
(:func:`toolproof.runs.metrics.agent_metrics`, one episode at a time): ``passed``, ``duplicate_effects``,
``false_claims``, ``faulted`` (an injected fault reached the agent), ``recovered`` (faulted and
passed), ``retries_after_429`` and ``honoured`` (of those, the ones that waited Retry-After).

The reducer :func:`toolproof_epochs` adds up the counts over a sample's epochs and computes ``pass^k``
for every k up to the number of epochs (τ-bench's C(c,k)/C(n,k)); ``passed`` becomes the sample's pass
rate. The metrics then say exactly what ``toolproof run`` says (``docs/metrics.md``):
``session_accuracy``, ``pass^k``, ``duplicate_effects`` and ``false_completion_claims`` (totals over
every episode), ``error_recovery_rate`` and ``retry_after_honoured`` (ratios of the totals; NaN when
no episode had a fault, or no retry followed a 429).
"""

from __future__ import annotations

from math import comb
from typing import Any

from inspect_ai.scorer import (
    Metric,
    SampleScore,
    Score,
    Scorer,
    Target,
    metric,
    score_reducer,
    scorer,
)
from inspect_ai.scorer._reducer.types import ScoreReducer
from inspect_ai.solver import TaskState

from toolproof.inspect.solver import RESULT_KEY

#: The counts every score carries (a reduced score adds ``pass^k`` for k up to its epochs).
COUNTS = (
    "passed",
    "duplicate_effects",
    "false_claims",
    "faulted",
    "recovered",
    "retries_after_429",
    "honoured",
)


def episode_counts(result: dict[str, Any]) -> dict[str, float]:
    """One episode's counts, by toolproof's metric definitions."""
    from toolproof.runs.metrics import agent_metrics

    m = agent_metrics([result], ks=(1,))
    judged = int(m["retries_after_429"])
    passed = 1.0 if result.get("passed") else 0.0
    faulted = float(m["fault_episodes"])
    return {
        "passed": passed,
        "pass^1": passed,
        "duplicate_effects": float(m["duplicate_effects"]),
        "false_claims": float(m["false_completion_claims"]),
        "faulted": faulted,
        "recovered": faulted * passed,
        "retries_after_429": float(judged),
        "honoured": float(round((m["retry_after_honoured"] or 0.0) * judged)),
    }


@score_reducer(name="toolproof_epochs")
def toolproof_epochs() -> ScoreReducer:
    """A sample's epochs as one score: counts summed, ``passed`` as the pass rate, ``pass^k`` for
    k = 1..epochs."""

    def reduce(scores: list[Score]) -> Score:
        values = [s.value for s in scores if isinstance(s.value, dict)]
        n = len(values)
        c = int(sum(float(v["passed"]) for v in values))
        out: dict[str, float] = {k: float(sum(float(v.get(k, 0.0)) for v in values)) for k in COUNTS}
        out["passed"] = c / n if n else float("nan")
        for k in range(1, n + 1):
            out[f"pass^{k}"] = comb(c, k) / comb(n, k)
        first = scores[0]
        return Score(value=out, answer=first.answer, explanation=first.explanation, metadata=first.metadata)

    return reduce


def _values(scores: list[SampleScore]) -> list[dict[str, Any]]:
    return [s.score.value for s in scores if isinstance(s.score.value, dict)]


def _total(key: str) -> Metric:
    def compute(scores: list[SampleScore]) -> float:
        return float(sum(float(v.get(key, 0.0)) for v in _values(scores)))

    return compute


def _ratio(num: str, den: str) -> Metric:
    def compute(scores: list[SampleScore]) -> float:
        values = _values(scores)
        d = sum(float(v.get(den, 0.0)) for v in values)
        return sum(float(v.get(num, 0.0)) for v in values) / d if d else float("nan")

    return compute


@metric
def session_accuracy() -> Metric:
    """Passed episodes / episodes."""

    def compute(scores: list[SampleScore]) -> float:
        values = _values(scores)
        return sum(float(v["passed"]) for v in values) / len(values) if values else float("nan")

    return compute


@metric(name="pass^k")
def pass_hat_k() -> Metric:
    """``pass^k`` for every k up to the epochs run (``{"pass^1": …, "pass^2": …}``), averaged over the
    samples: the chance that k trials of a task all pass (τ-bench)."""

    def compute(scores: list[SampleScore]) -> dict[str, float]:
        values = _values(scores)
        ks = sorted({int(key[5:]) for v in values for key in v if key.startswith("pass^")})
        out = {}
        for k in ks:
            found = [float(v[f"pass^{k}"]) for v in values if f"pass^{k}" in v]
            if len(found) == len(values):  # every sample ran at least k epochs
                out[f"pass^{k}"] = sum(found) / len(found)
        return out

    return compute


@metric
def duplicate_effects() -> Metric:
    """Effects the agent repeated (a committed write re-sent, or rows beyond the expected count)."""
    return _total("duplicate_effects")


@metric
def false_completion_claims() -> Metric:
    """Episodes where the agent claimed done and the grade failed."""
    return _total("false_claims")


@metric
def error_recovery_rate() -> Metric:
    """Passed / episodes in which at least one injected fault reached the agent."""
    return _ratio("recovered", "faulted")


@metric
def retry_after_honoured() -> Metric:
    """Retries after a 429 that waited at least Retry-After / all retries after a 429."""
    return _ratio("honoured", "retries_after_429")


def toolproof_metrics() -> list[Metric]:
    """Every toolproof metric Inspect reports for a suite."""
    return [
        session_accuracy(),
        pass_hat_k(),
        duplicate_effects(),
        false_completion_claims(),
        error_recovery_rate(),
        retry_after_honoured(),
    ]


@scorer(metrics=toolproof_metrics())
def toolproof_scorer() -> Scorer:
    """Grade the sample's episode by the world's final state (the grade's explanation as the score's
    explanation, the grade and the episode's ending in its metadata)."""

    async def score(state: TaskState, target: Target) -> Score:
        result = state.store.get(RESULT_KEY)
        if result is None:
            raise RuntimeError("no toolproof episode in this sample: use the toolproof_agent() solver")
        if result["ended"] == "infrastructure_error":
            # Our fault, never the agent's: the sample errors instead of counting as a failure.
            raise RuntimeError(f"toolproof infrastructure error: {result['error']}")
        grade = result.get("grade") or {}
        failures = [v for v in grade.get("verdicts", []) if not v.get("passed")]
        explanation = (
            "passed" if result["passed"] else "\n".join(f"✗ {v['name']}: {v['detail']}" for v in failures)
        )
        if result["ended"] != "finished":
            explanation = f"{result['ended']}: {result.get('error') or ''}\n{explanation}".strip()
        return Score(
            value=episode_counts(result),
            answer=f"{grade.get('claim')}: {grade.get('message', '')}",
            explanation=explanation,
            metadata={
                "task": result["task"],
                "variant": result["variant"],
                "ended": result["ended"],
                "calls": result["calls"],
                "signals": grade.get("signals", {}),
                "diff": grade.get("diff_summary"),
            },
        )

    return score
