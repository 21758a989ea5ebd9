"""Agents: the Episode they act in, reference agents without an LLM, and running one episode."""

from toolproof.agents.episode import Episode, InfrastructureError, Observation, StepLimitExceeded
from toolproof.agents.reference import REFERENCE_AGENTS, PlanAgent, noop
from toolproof.agents.run import EpisodeResult, prepare, run_episode

__all__ = [
    "REFERENCE_AGENTS",
    "Episode",
    "EpisodeResult",
    "InfrastructureError",
    "Observation",
    "PlanAgent",
    "StepLimitExceeded",
    "noop",
    "prepare",
    "run_episode",
]
