"""Inspect AI bridge: toolproof suites as Inspect tasks (the optional extra ``toolproof[inspect]``).

``inspect eval toolproof/core --model openai/gpt-4o-mini`` runs the core suite through Inspect: one
sample per task and fault variant (the instruction as input), the episode's tools as Inspect tools
(each call goes through a real episode on that sample's own world), and a scorer that grades the
world's final state and reports toolproof's metrics (duplicate effects, false completion claims, error
recovery, Retry-After honoured; pass^k from ``--epochs``). ``docs/integrations.md`` has the details.

Inspect finds these tasks through its ``inspect_ai`` entry point (``toolproof.inspect._registry``).
"""

from toolproof.inspect.dataset import suite_samples
from toolproof.inspect.scorer import (
    duplicate_effects,
    error_recovery_rate,
    false_completion_claims,
    pass_hat_k,
    retry_after_honoured,
    session_accuracy,
    toolproof_epochs,
    toolproof_metrics,
    toolproof_scorer,
)
from toolproof.inspect.solver import RESULT_KEY, toolproof_agent
from toolproof.inspect.tasks import company, conversations, core, fanout, suite, toolproof_task

__all__ = [
    "RESULT_KEY",
    "company",
    "conversations",
    "core",
    "duplicate_effects",
    "error_recovery_rate",
    "false_completion_claims",
    "fanout",
    "pass_hat_k",
    "retry_after_honoured",
    "session_accuracy",
    "suite",
    "suite_samples",
    "toolproof_agent",
    "toolproof_epochs",
    "toolproof_metrics",
    "toolproof_scorer",
    "toolproof_task",
]
