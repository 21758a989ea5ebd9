"""Agent settings: parsed from --agent-opt, and really sent (or really applied) by the SDK calls."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.agents.chat import agent_for, run
from tests.agents.conftest import refusal
from toolproof.agents import run_episode
from toolproof.agents.scripted_llm import ScriptedLLM, finish
from toolproof.agents.settings import (
    LOCAL_PRESET,
    AgentSettings,
    AgentSettingsError,
    parse_options,
    settings_from,
)
from toolproof.tasks import Task

NEED_INFO = [finish("need_info", "Her ticket is still open. Which ticket?")]


# -- parsing --------------------------------------------------------------------------------------


def test_options_parse_with_presets_headers_and_extra_body() -> None:
    options = parse_options(
        ["preset=local,timeout=600", "temperature=0.2,seed=7,tool_choice=required", "header.X-Org=acme",
         "extra.top_k=20,extra.cache_prompt=true,extra.grammar=none", "max_tokens=none"]
    )  # fmt: skip
    settings = settings_from(options)
    assert (settings.timeout, settings.retries, settings.concurrency) == (600.0, 0, 1)
    assert (settings.temperature, settings.seed, settings.tool_choice) == (0.2, 7, "required")
    assert settings.max_tokens is None  # "none" overrides the preset's 1024
    assert settings.headers == {"X-Org": "acme"}
    assert settings.extra == {"top_k": 20, "cache_prompt": True, "grammar": "none"}
    # A preset after an option wins over it; an option after the preset wins over the preset.
    assert settings_from(["timeout=60,preset=local"]).timeout == LOCAL_PRESET["timeout"]
    assert settings_from(["preset=local,timeout=60"]).timeout == 60.0
    assert AgentSettings.local(max_turns=5) == settings_from(["preset=local,max_turns=5"])
    assert settings_from(None) == AgentSettings()


def test_options_from_a_yaml_file(tmp_path: Path) -> None:
    path = tmp_path / "agent.yaml"
    path.write_text("preset: local\nretries: 1\nheaders: {X-Title: toolproof}\nextra: {top_k: 20}\n")
    settings = settings_from([f"@{path}", "seed=3"])
    assert (settings.retries, settings.timeout, settings.seed) == (1, LOCAL_PRESET["timeout"], 3)
    assert (settings.headers, settings.extra) == ({"X-Title": "toolproof"}, {"top_k": 20})


@pytest.mark.parametrize(
    ("options", "message"),
    [
        (["timeout=soon"], "timeout: Input should be a valid number"),
        (["retries=-1"], "retries: Input should be greater than or equal to 0"),
        (["tmeperature=0.5"], "unknown agent option 'tmeperature'"),
        (["temperature"], "agent option 'temperature' is not KEY=VALUE"),
        (["preset=fast"], "unknown preset 'fast': use hosted or local"),
        (["@/nowhere/agent.yaml"], "cannot read agent options /nowhere/agent.yaml"),
        (["tool_choice= "], "tool_choice: Value error, give auto, required, none or a tool name"),
    ],
)
def test_unusable_options_are_refused_in_one_line(options: list[str], message: str) -> None:
    with pytest.raises(AgentSettingsError) as caught:
        settings_from(options)
    assert message in str(caught.value)
    assert "\n" not in str(caught.value)


# -- what reaches the endpoint ---------------------------------------------------------------------


def test_settings_reach_every_request(tasks: dict[str, Task], llm: ScriptedLLM) -> None:
    settings = settings_from(
        ["temperature=0.7,top_p=0.9,seed=42,max_tokens=256,tool_choice=required,parallel_tool_calls=false",
         "header.X-Org=acme,header.X-Title=toolproof,extra.top_k=20"]
    )  # fmt: skip
    result = run(refusal(tasks), llm, [NEED_INFO], settings=settings)
    assert result.passed
    [exchange] = llm.exchanges
    sent = exchange.request
    assert {k: sent[k] for k in ("temperature", "top_p", "seed", "max_tokens", "tool_choice")} == {
        "temperature": 0.7,
        "top_p": 0.9,
        "seed": 42,
        "max_tokens": 256,
        "tool_choice": "required",
    }
    assert (sent["parallel_tool_calls"], sent["top_k"]) == (False, 20)
    assert (exchange.headers["x-org"], exchange.headers["x-title"]) == ("acme", "toolproof")
    # A tool name forces that function; "none" values are not sent at all.
    run(refusal(tasks), llm, [NEED_INFO], tool_choice="finish", temperature=None,
        parallel_tool_calls=None)  # fmt: skip
    sent = llm.requests[0]
    assert sent["tool_choice"] == {"type": "function", "function": {"name": "finish"}}
    assert not {"temperature", "top_p", "seed", "max_tokens", "parallel_tool_calls"} & set(sent)


def test_max_turns_and_result_clipping_apply(tasks: dict[str, Task], llm: ScriptedLLM) -> None:
    from toolproof.agents.scripted_llm import call

    result = run(tasks["tickets.resolve-login"], llm, lambda m, t: [call("tickets_tickets_list")],
                 settings=settings_from(["max_turns=2,max_result_chars=30"]))  # fmt: skip
    assert (result.ended, len(llm.requests)) == ("no_claim", 2)
    listed = llm.requests[1]["messages"][-1]["content"]
    assert listed.startswith('{"status": 200, "body": {"obj')
    assert "… [truncated: " in listed


def test_a_timeout_is_retried_as_many_times_as_set_then_is_an_infrastructure_error(
    tasks: dict[str, Task],
) -> None:
    # A server that takes 30 s a request; the client gives up after 0.1 s and cancels (the server watches
    # its connections, so nothing waits the 30 s: the margin only keeps a loaded machine from answering).
    with ScriptedLLM(["never read", "never read"], slots=1, latency=30.0) as llm:
        task = refusal(tasks)
        once = asyncio.run(run_episode(task, agent_for(llm, timeout=0.1, retries=0)))
        assert llm.wait_idle()
        assert (once.ended, once.error) == (
            "infrastructure_error",
            "model endpoint: timeout: no answer within the request timeout — a local server may need minutes "
            "a request: raise --agent-opt timeout=SECONDS (or preset=local)",
        )
        assert [(e.status, e.cancelled) for e in llm.exchanges] == [(499, True)]
        llm.load(["never read", "never read"])
        twice = asyncio.run(run_episode(task, agent_for(llm, timeout=0.1, retries=1)))
        assert llm.wait_idle()
        assert twice.ended == "infrastructure_error"
        assert [(e.status, e.cancelled) for e in llm.exchanges] == [(499, True), (499, True)]
        assert llm.turns_served == 0  # the server cancelled both: no answer was computed


def test_a_server_that_keeps_computing_abandoned_requests(tasks: dict[str, Task]) -> None:
    """The hosted defaults against a single-slot server that does not watch its connections."""
    with ScriptedLLM(["first", "second"], slots=1, latency=0.4, keep_abandoned=True) as llm:
        result = asyncio.run(run_episode(refusal(tasks), agent_for(llm, timeout=0.1, retries=1)))
        assert result.ended == "infrastructure_error"
        assert llm.wait_idle()  # the server finishes what it was computing, for nobody
        # Both requests were computed to the end (each used a turn of the script) for nobody.
        assert [(e.status, e.cancelled) for e in llm.exchanges] == [(200, True), (200, True)]
        assert llm.turns_served == 2


def test_the_local_preset_waits_for_a_slow_single_slot_server(tasks: dict[str, Task]) -> None:
    with ScriptedLLM([NEED_INFO], slots=1, latency=0.3, keep_abandoned=True) as llm:
        agent = agent_for(llm, settings=AgentSettings.local())
        result = asyncio.run(run_episode(refusal(tasks), agent))
        assert (result.ended, result.passed) == ("finished", True)
        [exchange] = llm.exchanges
        assert (exchange.status, exchange.cancelled, exchange.request["max_tokens"]) == (200, False, 1024)


def test_a_single_slot_server_queues_concurrent_requests() -> None:
    async def both(url: str) -> list[int]:
        body: dict[str, Any] = {"model": "m", "messages": [{"role": "user", "content": "hi"}]}
        async with httpx.AsyncClient(timeout=10) as client:
            answers = await asyncio.gather(*(client.post(url, json=body) for _ in range(2)))
        return [a.status_code for a in answers]

    with ScriptedLLM(["one", "two"], slots=1, latency=0.2) as llm:
        assert asyncio.run(both(f"{llm.base_url}/chat/completions")) == [200, 200]
        assert sorted(e.queued for e in llm.exchanges) == [False, True]
