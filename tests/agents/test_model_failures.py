"""How the chat agent's episodes end when the model or its server fails, in results, metrics and report."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.agents.chat import DATA, agent_for, answers, run, stop_of
from toolproof.agents import run_episode
from toolproof.agents.endpoint_errors import error_fields
from toolproof.agents.llm_dialects import DIALECTS
from toolproof.agents.scripted_llm import Refuse, ScriptedLLM, Turn, Unparsable, call, finish
from toolproof.cli import main
from toolproof.commands.run import execute
from toolproof.report.scorecard import scorecard
from toolproof.tasks import Task

LIST = [call("tickets_tickets_list", account="acct_1")]
CLOSE = [
    [call("tickets_comments_add", ticket="tkt_1", body="Resolved: login works")],
    [call("tickets_tickets_update", id="tkt_1", status="closed")],
    [finish("done", "Commented on and closed tkt_1.")],
]


@pytest.fixture(scope="module")
def llamacpp() -> Iterator[ScriptedLLM]:
    """A llama.cpp-like server: it parses every past call's arguments and 500s on a malformed one."""
    with ScriptedLLM([], dialect="llamacpp") as llm:
        yield llm


def limit_between_turns(task: Task, llm: ScriptedLLM, **kw: Any) -> int:
    """A context limit the first request fits and the second (with a tool result) does not."""
    run(task, llm, [LIST, "done"], **kw)
    first, second = (e.prompt_tokens for e in llm.exchanges)
    return (first + second) // 2


# -- context overflow: the agent's limit, graded, with its reason ------------------------------------


@pytest.mark.parametrize("dialect", sorted(DIALECTS))
def test_context_overflow_is_the_agents_failure_in_every_dialect(
    tasks: dict[str, Task], dialect: str
) -> None:
    task = tasks["tickets.resolve-login"]
    with ScriptedLLM([], dialect=dialect) as llm:
        llm.context_limit = limit_between_turns(task, llm)
        result = run(task, llm, [LIST, "never served"])
    assert (result.ended, result.infrastructure_error, result.passed) == ("no_claim", False, False)
    assert result.grade is not None
    assert result.grade.claim is None
    stop = stop_of(result)
    assert stop is not None
    assert (stop["reason"], stop["status"]) == (
        "context_overflow",
        llm.exchanges[-1].status,
    )
    assert stop["detail"] == error_fields(llm.exchanges[-1].response)[0]  # the server's own words
    assert [e["operation"] for e in result.ledger] == ["tickets.tickets.list"]
    assert len(llm.exchanges) == 2  # an overflow is not retried


def test_vllm_counts_max_tokens_against_the_context(tasks: dict[str, Task]) -> None:
    task = tasks["tickets.resolve-login"]
    with ScriptedLLM([], dialect="vllm") as llm:
        llm.context_limit = limit_between_turns(task, llm) + 10
        result = run(task, llm, [LIST, "never served"], max_tokens=4000)
    stop = stop_of(result)
    assert stop is not None
    assert stop["reason"] == "context_overflow"
    assert "you requested 4000 output tokens" in stop["detail"]
    assert len(llm.exchanges) == 1  # even the first request did not fit with 4000 tokens reserved


# -- malformed calls: answered, and the history stays valid ------------------------------------------


def test_truncated_arguments_are_answered_and_the_episode_goes_on(
    tasks: dict[str, Task], llamacpp: ScriptedLLM
) -> None:
    cut = Turn(tool_calls=[call("tickets_comments_add", '{"ticket": "tkt_1", "body": "Resol')],
               finish_reason="length")  # fmt: skip
    result = run(tasks["tickets.resolve-login"], llamacpp.load([]), [cut, *CLOSE])
    assert (result.ended, result.passed, result.invalid_calls) == ("finished", True, 1)
    assert [e.status for e in llamacpp.exchanges] == [200, 200, 200, 200]  # no 500 for the conversation
    [answer] = answers(llamacpp.requests[1])
    assert answer["error"].startswith("the arguments are not valid JSON (Unterminated string starting at")
    assert answer["error"].endswith(
        '(your answer was cut off by the max_tokens limit); you sent "{\\"ticket\\": \\"tkt_1\\", '
        '\\"body\\": \\"Resol"; call tickets_comments_add again with a JSON object matching its parameters'
    )
    # The history carries a sanitised call the server accepts; the trace keeps what the model sent.
    sent = llamacpp.requests[1]["messages"][2]["tool_calls"][0]["function"]
    assert sent == {"name": "tickets_comments_add", "arguments": "{}"}
    bad = next(t for t in result.trajectory if t["type"] == "call")
    assert (bad["valid"], bad["args"]) == (False, '{"ticket": "tkt_1", "body": "Resol')


def test_without_sanitising_the_server_fails_the_whole_conversation(llamacpp: ScriptedLLM) -> None:
    """What the agent avoids: replaying the model's broken arguments makes every request a 500."""
    import openai

    client = openai.OpenAI(api_key="sk-test", base_url=llamacpp.load(["x"]).base_url, max_retries=0)
    history: Any = [
        {"role": "user", "content": "hi"},
        {"role": "assistant", "content": None, "tool_calls": [
            {"id": "c1", "type": "function", "function": {"name": "f", "arguments": '{"ticket": "tkt_1"'}}]},
        {"role": "tool", "tool_call_id": "c1", "content": "{}"},
    ]  # fmt: skip
    for _ in range(2):
        with pytest.raises(openai.InternalServerError, match="Failed to parse tool call arguments as JSON"):
            client.chat.completions.create(model="m", messages=history)
    assert llamacpp.turns_served == 0


tool_names = st.sampled_from(["tickets_tickets_get", "tickets_comments_add", "wait", "finish"])
raw_arguments = (
    st.text(max_size=12)
    | st.sampled_from(['{"id": "tkt_1"', '["tkt_1"]', '{"id": NaN}', "null", '{"seconds": Infinity}', ""])
    | st.dictionaries(st.sampled_from(["id", "ticket", "body"]), st.sampled_from(["tkt_1", "x"]), max_size=2)
)
turns = st.lists(st.builds(call, tool_names, raw_arguments), min_size=1, max_size=3)


@settings(max_examples=20, deadline=None)
@given(st.lists(turns, min_size=1, max_size=3))
def test_any_arguments_keep_a_history_llamacpp_accepts(
    tasks: dict[str, Task], llamacpp: ScriptedLLM, script: list[Any]
) -> None:
    result = run(tasks["tickets.resolve-login"], llamacpp.load([]), script, max_turns=len(script))
    assert result.ended in {"finished", "no_claim"}
    assert all(e.status == 200 for e in llamacpp.exchanges)


# -- the model's output the server cannot parse, and refusals ----------------------------------------


def test_output_the_server_cannot_parse_is_the_agents_failure(
    tasks: dict[str, Task], llamacpp: ScriptedLLM
) -> None:
    result = run(tasks["tickets.resolve-login"], llamacpp.load([]), [Unparsable('<tool_call>{"name": ')],
                 retries=0)  # fmt: skip
    stop = stop_of(result)
    assert (result.ended, result.infrastructure_error) == ("no_claim", False)
    assert stop is not None
    assert (stop["reason"], stop["status"]) == ("malformed_output", 500)
    assert stop["detail"] == 'Failed to parse input at pos 0: <tool_call>{"name": '


@pytest.mark.parametrize("dialect", ["openai", "anthropic", "litellm"])
def test_a_provider_refusal_ends_the_episode_as_a_refusal(tasks: dict[str, Task], dialect: str) -> None:
    with ScriptedLLM([], dialect=dialect) as llm:
        result = run(tasks["tickets.resolve-login"], llm, [LIST, Refuse("I can't help with that.")])
    stop = stop_of(result)
    assert (result.ended, result.infrastructure_error, result.passed) == ("no_claim", False, False)
    assert stop is not None
    assert stop["reason"] == "refusal"
    if dialect == "openai":
        assert (stop["status"], stop["detail"]) == (200, "I can't help with that.")


# -- in results, metrics, scorecard, report and on the command line ----------------------------------


def test_reasons_reach_results_metrics_scorecard_and_report(
    tasks: dict[str, Task], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A run of two tasks: one overflows the context, one is refused; both graded, both explained."""
    task = tasks["tickets.resolve-login"]

    def script(messages: list[dict[str, Any]], tools: list[dict[str, Any]]) -> Any:
        text = messages[1]["content"]
        if "log in again" in text:  # resolve-login: list, then the long history overflows
            return LIST
        return Refuse("I can't help with that.")

    with ScriptedLLM(script) as llm:
        llm.context_limit = limit_between_turns(task, llm, settings=None)
        llm.load(script)
        monkeypatch.setenv("OPENAI_BASE_URL", llm.base_url)
        monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
        metrics = execute(
            suite=str(DATA), agents=["openai:scripted"], trials=1, faults="none", out=tmp_path, resume=False,
            concurrency=None, workers=1, task_ids=["tickets.resolve-login", "tickets.reopen-open-ticket"],
            quiet=True, agent_options=["seed=11,max_turns=4"],
        )  # fmt: skip
    assert {r["seed"] for r in llm.requests} == {11}  # --agent-opt reached every request
    m = metrics["agents"]["openai:scripted"]
    assert (m["episodes"], m["infrastructure_errors"], m["session_accuracy"]) == (2, 0, 0.0)
    assert (m["stop_reasons"], m["refusals"]) == ({"context_overflow": 1, "refusal": 1}, 1)
    assert metrics["run"]["agent_options"] == ["seed=11,max_turns=4"]
    saved = json.loads((tmp_path / "results.json").read_text())
    assert saved["agents"]["openai:scripted"]["stop_reasons"] == {"context_overflow": 1, "refusal": 1}
    header, _rule, row = scorecard(metrics).splitlines()
    assert header.split()[-1] == "refused"
    assert row.split()[-1] == "1"
    html = (tmp_path / "report.html").read_text(encoding="utf-8")
    assert "context_overflow: This model&#x27;s maximum context length is" in html
    assert "refusal: I can&#x27;t help with that." in html
    assert "■ stopped by the model endpoint: refusal" in html


def test_the_command_line_warns_about_refusals_and_refuses_bad_options(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    with ScriptedLLM([Refuse()]) as llm:
        monkeypatch.setenv("OPENAI_BASE_URL", llm.base_url)
        monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
        code = main(["run", "--suite", str(DATA), "--task", "tickets.reopen-open-ticket", "--faults", "none",
                     "--agent", "openai:scripted", "--agent-opt", "preset=local",
                     "--out", str(tmp_path / "r"), "--quiet"])  # fmt: skip
        [exchange] = llm.exchanges
    out, err = capsys.readouterr()
    assert code == 0
    assert exchange.request["max_tokens"] == 1024  # the preset's, through the command line
    assert "warning: openai:scripted: the provider refused 1 episode(s); they count as failures" in err
    assert "refused" in out.splitlines()[0]
    bad = main(["run", "--suite", str(DATA), "--agent", "openai:m", "--agent-opt", "tmeperature=1",
                "--out", str(tmp_path / "bad")])  # fmt: skip
    err = capsys.readouterr().err
    assert bad == 2
    assert err.startswith("toolproof run: --agent-opt: unknown agent option 'tmeperature' (options: preset, ")
    assert not (tmp_path / "bad").exists()
    none = main(["run", "--suite", str(DATA), "--agent", "careful", "--agent-opt", "seed=1",
                 "--out", str(tmp_path / "none")])  # fmt: skip
    assert none == 2
    assert "--agent-opt sets openai:MODEL agents, and this run has none" in capsys.readouterr().err


def test_the_local_preset_runs_one_episode_at_a_time() -> None:
    from toolproof.agents.settings import LOCAL_PRESET
    from toolproof.commands.run import _run_hints

    config: dict[str, Any] = {"agents": ["openai:m"], "agent_options": ["preset=local"]}
    assert _run_hints(config, None, None) == (1, LOCAL_PRESET["time_limit"])
    assert _run_hints(config, 4, 60.0) == (4, 60.0)
    assert _run_hints({"agents": ["careful"]}, None, None) == (8, 300.0)


def test_an_overflow_is_not_an_infrastructure_error_for_run_episode(tasks: dict[str, Task]) -> None:
    """The issue's case: llama.cpp's exceed_context_size_error used to leave the score silently."""
    with ScriptedLLM([LIST], dialect="llamacpp", context_limit=10) as llm:
        result = asyncio.run(run_episode(tasks["tickets.resolve-login"], agent_for(llm)))
    stop = stop_of(result)
    assert result.ended == "no_claim"
    assert stop is not None
    assert stop["detail"].startswith("request (")
    assert stop["detail"].endswith("exceeds the available context size (10 tokens), try increasing it")
