"""Suite tasks as parametrised tests of your own agent (here the reference `careful` agent stands in)."""

import pytest

from toolproof.testing import run_case, task_cases


async def my_agent(episode):
    """Replace with your agent: read episode.instruction and episode.tools(), call, then finish."""
    from toolproof.agents.reference import REFERENCE_AGENTS

    await REFERENCE_AGENTS["careful"](episode)


@pytest.mark.parametrize("case", task_cases("core", "stripe.refund-remaining-balance"))
def test_my_agent_passes(case):
    result = run_case(my_agent, case)
    assert result.passed, result.explain
