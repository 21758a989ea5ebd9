"""What Inspect's ``inspect_ai`` entry point loads: importing the tasks registers them as
``toolproof/core``, ``toolproof/conversations``, ``toolproof/fanout``, ``toolproof/company`` and
``toolproof/suite`` (with the solver, scorer, metrics and reducer they use)."""

from toolproof.inspect import (
    company,
    conversations,
    core,
    fanout,
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
    "suite",
    "toolproof_agent",
    "toolproof_epochs",
    "toolproof_scorer",
]
