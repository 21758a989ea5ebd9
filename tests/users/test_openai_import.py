"""``openai`` is imported only by a process that makes a client of it (stop 74, suitecost53).

``toolproof.users`` is imported by ``toolproof.agents``, so by every Ray actor, every ``toolproof run`` and
every MCP or SDK process that runs an agent; importing ``openai``'s types there cost 1-1.5 CPU s a process
(about 1 CPU s of every Ray actor's start) for the few runs that play a model-backed user.
"""

from __future__ import annotations

import subprocess
import sys

from toolproof.users.model_backed import ModelUser, model_user_factory


def test_importing_the_agents_does_not_import_openai() -> None:
    probe = "import sys, toolproof.agents, toolproof.users; print('openai' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"


def test_a_model_user_still_gets_an_openai_client() -> None:
    from openai import AsyncOpenAI

    user = ModelUser(None, opening="Hi", model="m", seed=1, base_url="http://127.0.0.1:9/v1", api_key="k")
    assert isinstance(user._client, AsyncOpenAI)
    assert str(user._client.base_url) == "http://127.0.0.1:9/v1/"
    assert model_user_factory("m", base_url="http://127.0.0.1:9/v1") is not None
