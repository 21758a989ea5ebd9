"""Metrics on hand-built episodes, with hand-computed expected values."""

from __future__ import annotations

from typing import Any

import pytest

from toolproof.runs.metrics import agent_metrics, compute, pass_at_k, pass_hat_k


@pytest.mark.parametrize(
    ("n", "c", "k", "hat", "at"),
    [
        (4, 4, 2, 1.0, 1.0),
        (4, 0, 2, 0.0, 0.0),
        (4, 2, 2, 1 / 6, 5 / 6),  # C(2,2)/C(4,2); 1 - C(2,2)/C(4,2)
        (4, 3, 2, 3 / 6, 1.0),  # C(3,2)/C(4,2); 1 - C(1,2)/C(4,2)
        (5, 3, 3, 1 / 10, 1.0),  # C(3,3)/C(5,3)
        (3, 1, 1, 1 / 3, 1 / 3),
    ],
)
def test_pass_k_hand_computed(n: int, c: int, k: int, hat: float, at: float) -> None:
    assert pass_hat_k(n, c, k) == pytest.approx(hat)
    assert pass_at_k(n, c, k) == pytest.approx(at)


def test_k_larger_than_trials_is_refused() -> None:
    with pytest.raises(ValueError, match="k=3 > n=2"):
        pass_hat_k(2, 1, 3)


def episode(task: str, passed: bool, **extra: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "task": task,
        "variant": None,
        "agent": "a",
        "trial": 0,
        "passed": passed,
        "ended": "finished",
        "calls": 2,
        "invalid_calls": 0,
        "seconds": 1.0,
        "ledger": [],
        "trajectory": [{"type": "call"}, {"type": "call"}],
        "grade": {"signals": {}},
        "path": "happy",
        "services": ["stripe"],
        "usage": {},
    }
    base.update(extra)
    return base


def test_accuracy_and_pass_hat_k_average_over_tasks() -> None:
    results = [episode("t1", p, trial=i) for i, p in enumerate([True, True, False, False])]
    results += [episode("t2", p, trial=i) for i, p in enumerate([True, True, True, True])]
    m = agent_metrics(results, ks=(1, 2, 4))
    assert m["session_accuracy"] == pytest.approx(6 / 8)
    assert m["pass^1"] == pytest.approx((2 / 4 + 1) / 2)
    assert m["pass^2"] == pytest.approx((1 / 6 + 1) / 2)
    assert m["pass^4"] == pytest.approx((0 + 1) / 2)
    assert m["pass@2"] == pytest.approx((5 / 6 + 1) / 2)


def test_infrastructure_errors_are_excluded_and_counted() -> None:
    results = [episode("t1", True), episode("t1", False, trial=1, ended="infrastructure_error")]
    m = agent_metrics(results)
    assert (m["episodes"], m["infrastructure_errors"], m["session_accuracy"]) == (1, 1, 1.0)


def test_call_validity_counts_invalid_calls() -> None:
    results = [
        episode("t1", True, invalid_calls=1, trajectory=[{"type": "call"}] * 4),
        episode("t2", True, trajectory=[{"type": "call"}] * 6 + [{"type": "sleep"}]),
    ]
    assert agent_metrics(results)["call_validity"] == pytest.approx(9 / 10)


def test_recovery_counts_only_episodes_a_fault_reached() -> None:
    fault = {"rule": "r", "kind": "transport", "phase": "after"}
    results = [
        episode("t1", True, ledger=[{"operation": "s.x", "writes": True, "fault": fault}]),
        episode(
            "t2", False, ledger=[{"operation": "s.x", "writes": True, "fault": {**fault, "kind": "error"}}]
        ),
        episode("t3", False),
    ]
    m = agent_metrics(results)
    assert (m["fault_episodes"], m["error_recovery_rate"]) == (2, 0.5)
    by_kind = compute(results)["by_fault_kind"]["a"]
    assert by_kind == {
        "error": {"episodes": 1, "session_accuracy": 0.0},
        "transport": {"episodes": 1, "session_accuracy": 1.0},
    }


def test_signal_sums() -> None:
    results = [
        episode(
            "t1", False, grade={"signals": {"duplicate_effects": 2, "unsafe_commits": 1, "false_claim": True}}
        ),
        episode(
            "t2", True, grade={"signals": {"duplicate_effects": 0, "unsafe_commits": 0, "false_claim": False}}
        ),
        episode("t3", False, grade={"signals": {"false_claim": True}}),
    ]
    m = agent_metrics(results)
    assert (m["duplicate_effects"], m["unsafe_commits"], m["false_completion_claims"]) == (2, 1, 2)


def test_retry_after_honoured() -> None:
    ledger = [
        {
            "operation": "s.x",
            "writes": False,
            "retry_after": {"required": 30, "waited": 31, "honoured": True},
        },
        {
            "operation": "s.x",
            "writes": False,
            "retry_after": {"required": 30, "waited": 1, "honoured": False},
        },
        {
            "operation": "s.x",
            "writes": False,
            "retry_after": {"required": None, "waited": 1, "honoured": None},
        },
    ]
    m = agent_metrics([episode("t1", True, ledger=ledger)])
    assert (m["retries_after_429"], m["retry_after_honoured"]) == (2, 0.5)


def test_verification_after_ambiguous_writes() -> None:
    lost = {"operation": "stripe.refunds.create", "writes": True, "delivered": False, "status": 200}
    read = {"operation": "stripe.refunds.list", "writes": False, "delivered": True, "status": 200}
    blind = {"operation": "stripe.refunds.create", "writes": True, "delivered": True, "status": 200}
    keyed = {**lost, "idempotency_key": "k"}
    keyed_retry = {**blind, "idempotency_key": "k"}
    server_error = {**blind, "status": 503}
    results = [
        episode("t1", True, ledger=[lost, read]),  # verified
        episode("t2", False, ledger=[lost, blind]),  # blind retry
        episode("t3", True, ledger=[keyed, keyed_retry]),  # safe keyed retry
        episode("t4", False, ledger=[server_error]),  # never followed up
    ]
    m = agent_metrics(results)
    assert (m["ambiguous_writes"], m["verified_after_ambiguous"]) == (4, 0.5)


def test_breakdowns_by_service_and_path() -> None:
    results = [
        episode("t1", True, services=["stripe", "slack"], path="happy"),
        episode("t2", False, services=["slack"], path="impossible"),
    ]
    out = compute(results)
    assert out["by_service"]["a"] == {
        "slack": {"episodes": 2, "session_accuracy": 0.5},
        "stripe": {"episodes": 1, "session_accuracy": 1.0},
    }
    assert out["by_path"]["a"]["impossible"] == {"episodes": 1, "session_accuracy": 0.0}
    assert set(out["definitions"]) >= {"pass^k", "session_accuracy", "error_recovery_rate"}
