"""What Inspect's ``inspect_ai`` entry point loads: importing the tasks registers them as
``toolproof/core``, ``toolproof/conversations``, ``toolproof/fanout``, ``toolproof/company``,
``toolproof/linear`` and ``toolproof/suite`` (with the solver, scorer, metrics and reducer they use)."""

from toolproof.inspect import (
    company,
    conversations,
    core,
    fanout,
    linear,
    suite,
    toolproof_agent,
    toolproof_epochs,
    toolproof_scorer,
)

__all__ = [
    "company",
    "conversations",
    "core",
    "fanout",
    "linear",
    "suite",
    "toolproof_agent",
    "toolproof_epochs",
    "toolproof_scorer",
]
