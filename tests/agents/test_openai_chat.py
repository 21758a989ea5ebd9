"""The OpenAI-compatible chat agent, end to end through the official SDK against the scripted server."""

from __future__ import annotations

import asyncio
import json
import socket
from typing import Any, ClassVar

import httpx
import openai
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.agents.chat import agent_for, run, tool_messages
from tests.agents.conftest import refusal
from tests.support.suites import load_suite
from toolproof.agents import REFERENCE_AGENTS, Episode, Observation, prepare, run_episode
from toolproof.agents.episode import CLAIMS
from toolproof.agents.openai_chat import (
    FINISH_DEFINITION,
    BadArguments,
    OpenAIChatAgent,
    error_message,
    parse_arguments,
    usage_of,
)
from toolproof.agents.scripted_llm import (
    Fail,
    RequestError,
    ScriptedLLM,
    ScriptTurn,
    Turn,
    call,
    finish,
    oracle_script,
    validate_request,
)
from toolproof.tasks import Task

FAST_RETRY = {"retry-after-ms": "1"}


def response_call_ids(llm: ScriptedLLM, index: int) -> list[str]:
    return [c["id"] for c in llm.exchanges[index].response["choices"][0]["message"]["tool_calls"]]


def last_tool_result(messages: list[dict[str, Any]]) -> Any:
    return json.loads(messages[-1]["content"])


# -- the loop: tools executed, results fed back --------------------------------------------------


def test_tool_calls_executed_and_results_fed_back(tasks: dict[str, Task], llm: ScriptedLLM) -> None:
    def script(messages: list[dict[str, Any]], tools: list[dict[str, Any]]) -> Any:
        turn = sum(m["role"] == "assistant" for m in messages)
        if turn == 0:
            return [call("tickets_tickets_list", account="acct_1", status="open")]
        if turn == 1:
            ticket = last_tool_result(messages)["body"]["data"][0]["id"]
            return Turn(
                text="Found it; commenting and closing.",
                tool_calls=[
                    call("tickets_comments_add", ticket=ticket, body="Resolved: login works"),
                    call("tickets_tickets_update", id=ticket, status="closed"),
                ],
            )
        return [finish("done", "Commented on and closed tkt_1.")]

    result = run(tasks["tickets.resolve-login"], llm, script)
    assert (result.passed, result.ended, result.grade and result.grade.claim) == (True, "finished", "done")
    assert [e["operation"] for e in result.ledger] == [
        "tickets.tickets.list",
        "tickets.comments.add",
        "tickets.tickets.update",
    ]
    first, second, third = llm.requests
    # What the model was told: system prompt (policy, how to finish), the instruction, every tool.
    assert [m["role"] for m in first["messages"]] == ["system", "user"]
    assert "call the `finish` tool" in first["messages"][0]["content"]
    assert first["messages"][1]["content"] == tasks["tickets.resolve-login"].instruction
    names = [t["function"]["name"] for t in first["tools"]]
    assert names[-1] == "finish"
    assert first["tools"][-1] == FINISH_DEFINITION
    assert set(names) >= {"tickets_tickets_list", "tickets_comments_add", "tickets_tickets_update"}
    add = next(t for t in first["tools"] if t["function"]["name"] == "tickets_comments_add")
    assert add["function"]["parameters"]["type"] == "object"
    assert "idempotency_key" in add["function"]["parameters"]["properties"]
    assert (first["model"], first["temperature"], first["parallel_tool_calls"]) == ("scripted-model", 0, True)
    assert first["tools"] == second["tools"] == third["tools"]
    # The tool results go back with the ids the model used, in the shape the model sees them.
    [listed] = tool_messages(second)
    assert listed["tool_call_id"] == response_call_ids(llm, 0)[0]
    assert json.loads(listed["content"])["status"] == 200
    assert (
        second["messages"][-2]["tool_calls"]
        == llm.exchanges[0].response["choices"][0]["message"]["tool_calls"]
    )
    results = tool_messages(third)
    assert [m["tool_call_id"] for m in results] == response_call_ids(llm, 1)
    assert [json.loads(m["content"])["body"]["object"] for m in results] == ["comment", "ticket"]
    assert third["messages"][-3]["content"] == "Found it; commenting and closing."
    calls = [t for t in result.trajectory if t["type"] == "call"]
    assert [(c["tool"], c["status"], c["valid"]) for c in calls] == [
        ("tickets_tickets_list", 200, True),
        ("tickets_comments_add", 200, True),
        ("tickets_tickets_update", 200, True),
    ]


class SlowEpisode(Episode):
    """An episode whose calls take real time (as over HTTP), so concurrency can be observed."""

    delays: ClassVar[dict[str, float]] = {"tkt_1": 0.12, "tkt_closed": 0.06, "tkt_9": 0.0}

    def __init__(self, *args: Any, **kw: Any) -> None:
        super().__init__(*args, **kw)
        self.events: list[tuple[str, str]] = []

    async def call(
        self, tool: str, args: dict[str, Any] | None = None, *, idempotency_key: str | None = None
    ) -> Observation:
        ticket = (args or {})["id"]
        self.events.append(("start", ticket))
        await asyncio.sleep(self.delays[ticket])
        self.events.append(("end", ticket))
        return self.call_sync(tool, args, idempotency_key=idempotency_key)


def test_parallel_tool_calls_run_concurrently_and_are_answered_in_order(
    tasks: dict[str, Task], llm: ScriptedLLM
) -> None:
    llm.load(
        [
            [call("tickets_tickets_get", id=t) for t in ("tkt_1", "tkt_closed", "tkt_9")],
            [finish("done", "Read three tickets.")],
        ]
    )
    task = tasks["tickets.resolve-login"]
    world, _refs = prepare(task)
    episode = SlowEpisode(task, world)
    asyncio.run(agent_for(llm)(episode))
    # All three started before any ended, and they ended in the order of their delays.
    assert episode.events == [
        ("start", "tkt_1"),
        ("start", "tkt_closed"),
        ("start", "tkt_9"),
        ("end", "tkt_9"),
        ("end", "tkt_closed"),
        ("end", "tkt_1"),
    ]
    results = tool_messages(llm.requests[1])
    assert [m["tool_call_id"] for m in results] == response_call_ids(llm, 0)
    answers = [json.loads(m["content"]) for m in results]
    assert [(a["status"], a["body"].get("id")) for a in answers] == [
        (200, "tkt_1"),
        (200, "tkt_closed"),
        (404, None),
    ]
    assert episode.claim == "done"


def test_parallel_tool_calls_flag_is_sent(tasks: dict[str, Task], llm: ScriptedLLM) -> None:
    still_open = [[finish("need_info", "Her ticket is still open. Which ticket?")]]
    result = run(
        refusal(tasks),
        llm,
        still_open,
        parallel_tool_calls=False,
        temperature=None,
    )
    assert result.passed
    [request] = llm.requests
    assert request["parallel_tool_calls"] is False
    assert "temperature" not in request
    run(
        refusal(tasks),
        llm,
        [[finish("need_info", "Her ticket is still open. Which ticket?")]],
        parallel_tool_calls=None,
    )
    assert "parallel_tool_calls" not in llm.requests[0]


# -- malformed calls from the model ----------------------------------------------------------------


def test_malformed_tool_arguments_are_answered_and_counted(tasks: dict[str, Task], llm: ScriptedLLM) -> None:
    script = [
        [
            call("tickets_tickets_get", '{"id": "tkt_1"'),  # truncated JSON
            call("tickets_tickets_get", '["tkt_1"]'),  # JSON, not an object
            call("tickets_nope", {"id": "tkt_1"}),  # no such tool
            call("tickets_tickets_get", {"id": 5}),  # schema-invalid: the API's 400
        ],
        [call("tickets_tickets_get", id="tkt_1")],
        [finish("failed", "Only looked.")],
    ]
    result = run(tasks["tickets.resolve-login"], llm, script)
    answers = [json.loads(m["content"]) for m in tool_messages(llm.requests[1])]
    assert answers[0]["error"].startswith("the arguments are not valid JSON (")
    assert answers[0]["error"].endswith(
        "call tickets_tickets_get again with a JSON object matching its parameters"
    )
    assert answers[1]["error"].startswith("the arguments must be a JSON object, not list;")
    assert answers[2] == {"error": "unknown tool 'tickets_nope'"}
    assert answers[3]["status"] == 400
    assert json.loads(tool_messages(llm.requests[2])[0]["content"])["status"] == 200
    assert result.invalid_calls == 4
    assert (result.ended, result.grade and result.grade.claim) == ("finished", "failed")
    # Only the two well-formed calls to existing tools reached the world.
    assert [(e["operation"], e["status"]) for e in result.ledger] == [
        ("tickets.tickets.get", 400),
        ("tickets.tickets.get", 200),
    ]
    calls = [t for t in result.trajectory if t["type"] == "call"]
    assert [(c["tool"], c["valid"], c["args"]) for c in calls[:3]] == [
        ("tickets_tickets_get", False, '{"id": "tkt_1"'),
        ("tickets_tickets_get", False, '["tkt_1"]'),
        ("tickets_nope", False, {"id": "tkt_1"}),
    ]
    usage = usage_of(result.trajectory)
    assert (usage["tool_calls"], usage["invalid_tool_calls"]) == (6, 3)


def test_invalid_finish_is_answered_and_the_model_can_retry(tasks: dict[str, Task], llm: ScriptedLLM) -> None:
    script = [
        [finish("maybe", "Not sure.")],
        [call("finish", '{"claim": "need_info"')],
        [finish("need_info", "It is still open; which ticket do you mean?")],
    ]
    result = run(refusal(tasks), llm, script)
    assert result.passed
    assert json.loads(tool_messages(llm.requests[1])[0]["content"]) == {
        "error": "claim must be one of done, impossible, need_info, failed, not 'maybe'"
    }
    assert json.loads(tool_messages(llm.requests[2])[0]["content"])["error"].startswith(
        "the arguments are not valid JSON"
    )
    assert result.invalid_calls == 2


def test_finish_alongside_other_calls_runs_them_first(tasks: dict[str, Task], llm: ScriptedLLM) -> None:
    script = [
        [
            finish("done", "Commented on and closed tkt_1."),
            call("tickets_comments_add", ticket="tkt_1", body="Resolved: login works"),
            call("tickets_tickets_update", id="tkt_1", status="closed"),
        ]
    ]
    result = run(tasks["tickets.resolve-login"], llm, script)
    assert result.passed
    assert len(llm.requests) == 1


# -- how episodes end ------------------------------------------------------------------------------


@pytest.mark.parametrize("claim", CLAIMS)
def test_finish_with_each_claim(tasks: dict[str, Task], llm: ScriptedLLM, claim: str) -> None:
    message = f"Claiming {claim}: her ticket is still open."
    result = run(refusal(tasks), llm, [[finish(claim, message)]])
    assert result.grade is not None
    assert (result.ended, result.grade.claim, result.grade.message) == ("finished", claim, message)
    # the task accepts need_info or impossible when the message names the reason
    assert result.passed is (claim in {"need_info", "impossible"})
    assert result.trajectory[-2] == {"type": "finish", "claim": claim, "message": message}


def test_text_answer_without_finish_ends_without_claim(tasks: dict[str, Task], llm: ScriptedLLM) -> None:
    result = run(
        tasks["tickets.resolve-login"], llm, [[call("tickets_tickets_get", id="tkt_1")], "I closed it."]
    )
    assert (result.ended, result.passed, result.grade and result.grade.claim) == ("no_claim", False, None)
    assert [t for t in result.trajectory if t["type"] == "reply"] == [
        {"type": "reply", "text": "I closed it."}
    ]
    assert len(llm.requests) == 2


def test_model_that_never_finishes_stops_at_max_turns(tasks: dict[str, Task], llm: ScriptedLLM) -> None:
    def forever(messages: list[dict[str, Any]], tools: list[dict[str, Any]]) -> Any:
        return [call("tickets_tickets_get", id="tkt_1")]

    result = run(tasks["tickets.resolve-login"], llm, forever, max_turns=4)
    assert (result.ended, result.passed, len(llm.requests), len(result.ledger)) == ("no_claim", False, 4, 4)
    assert result.trajectory[-2:] == [
        {"type": "turn_limit", "turns": 4},
        {"type": "usage", **usage_of(result.trajectory)},
    ]


def test_step_limit_still_records_usage(tasks: dict[str, Task], llm: ScriptedLLM) -> None:
    llm.load([[call("tickets_tickets_get", id="tkt_1")] * 3])
    agent = agent_for(llm)
    task = tasks["tickets.resolve-login"]
    result = asyncio.run(run_episode(task, agent, max_steps=2))
    assert (result.ended, result.error) == ("step_limit", "more than 2 steps")
    assert usage_of(result.trajectory)["model_calls"] == 1


# -- accounting ------------------------------------------------------------------------------------


def test_token_and_latency_accounting(tasks: dict[str, Task], llm: ScriptedLLM) -> None:
    script = [
        Turn(tool_calls=[call("tickets_tickets_get", id="tkt_1")], delay=0.05,
             usage={"prompt_tokens": 1200, "completion_tokens": 30}),
        Turn(tool_calls=[finish("need_info", "Which one?")], delay=0.05,
             usage={"prompt_tokens": 1300, "completion_tokens": 20, "total_tokens": 1325}),
    ]  # fmt: skip
    llm.load(script)
    agent = agent_for(llm)
    task = refusal(tasks)
    result = asyncio.run(run_episode(task, agent))
    usage = usage_of(result.trajectory)
    seconds = usage.pop("model_seconds")
    assert usage == {
        "model_calls": 2,
        "prompt_tokens": 2500,
        "completion_tokens": 50,
        "total_tokens": 2555,  # the endpoint's own totals are summed, not recomputed
        "tool_calls": 2,
        "invalid_tool_calls": 0,
    }
    assert seconds >= 0.1  # the scripted endpoint's delay is counted (a lower bound: no timing limit)
    models = [t for t in result.trajectory if t["type"] == "model"]
    assert [(m["prompt_tokens"], m["completion_tokens"], m["finish_reason"]) for m in models] == [
        (1200, 30, "tool_calls"),
        (1300, 20, "tool_calls"),
    ]
    # Without explicit usage the server estimates; the agent sums exactly what the endpoint reported.
    llm.load([[finish("need_info", "Which one?")]])
    again = asyncio.run(run_episode(task, agent))
    reported = llm.exchanges[0].response["usage"]
    assert reported["prompt_tokens"] > 500
    assert {
        k: usage_of(again.trajectory)[k] for k in ("prompt_tokens", "completion_tokens", "total_tokens")
    } == {k: reported[k] for k in ("prompt_tokens", "completion_tokens", "total_tokens")}
    assert (agent.total.model_calls, agent.total.total_tokens) == (3, 2555 + reported["total_tokens"])


# -- endpoint failures are infrastructure errors ---------------------------------------------------


def test_refused_connection_is_an_infrastructure_error(tasks: dict[str, Task]) -> None:
    with socket.socket() as sock:  # a port nobody listens on once it is closed
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    agent = OpenAIChatAgent("m", base_url=f"http://127.0.0.1:{port}/v1", retries=0)
    result = asyncio.run(run_episode(tasks["tickets.resolve-login"], agent))
    assert (result.ended, result.infrastructure_error) == ("infrastructure_error", True)
    assert result.error == (
        "model endpoint: connection: Connection error. — is the server running at OPENAI_BASE_URL?"
    )
    assert result.ledger == []


def test_server_errors_after_retries_are_infrastructure_errors(
    tasks: dict[str, Task], llm: ScriptedLLM
) -> None:
    fail = Fail(503, "The engine is currently overloaded.", headers=FAST_RETRY)
    result = run(tasks["tickets.resolve-login"], llm, [fail, fail, fail], retries=2)
    assert (result.ended, result.error) == (
        "infrastructure_error",
        "model endpoint: server_error (HTTP 503): The engine is currently overloaded.",
    )
    assert [e.status for e in llm.exchanges] == [503, 503, 503]
    # One failure is retried by the SDK and the episode goes on.
    recovered = run(
        refusal(tasks),
        llm,
        [fail, [finish("need_info", "It is still open. Which?")]],
    )
    assert (recovered.ended, recovered.passed) == ("finished", True)


def test_refused_key_is_an_infrastructure_error(tasks: dict[str, Task], llm: ScriptedLLM) -> None:
    refused = Fail(401, "Incorrect API key provided: sk-test.", "invalid_request_error", "invalid_api_key")
    result = run(tasks["tickets.resolve-login"], llm, [refused])
    assert (result.ended, result.error) == (
        "infrastructure_error",
        "model endpoint: auth (HTTP 401): Incorrect API key provided: sk-test. — check OPENAI_API_KEY "
        "(any value for local servers)",
    )


def test_context_overflow_ends_without_claim(tasks: dict[str, Task], llm: ScriptedLLM) -> None:
    overflow = Fail(400, "This model's maximum context length is 8192 tokens.", "invalid_request_error",
                    "context_length_exceeded")  # fmt: skip
    result = run(tasks["tickets.resolve-login"], llm, [[call("tickets_tickets_get", id="tkt_1")], overflow])
    assert (result.ended, result.passed) == ("no_claim", False)
    assert result.trajectory[-3]["error"] == "This model's maximum context length is 8192 tokens."
    assert result.trajectory[-2] == {
        "type": "stop",
        "reason": "context_overflow",
        "status": 400,
        "detail": "This model's maximum context length is 8192 tokens.",
    }


# -- graded end to end -----------------------------------------------------------------------------


def test_scripted_solver_passes_and_liar_fails_with_false_claim(
    tasks: dict[str, Task], llm: ScriptedLLM
) -> None:
    task = tasks["tickets.resolve-login"]
    solver = [
        [call("tickets_comments_add", ticket="tkt_1", body="Resolved: login works")],
        [call("tickets_tickets_update", id="tkt_1", status="closed")],
        [finish("done", "Commented on and closed tkt_1.")],
    ]
    solved = run(task, llm, solver)
    assert solved.grade is not None
    assert (solved.passed, solved.grade.signals.false_claim, solved.grade.failures) == (True, False, [])
    liar = run(task, llm, [[finish("done", "Commented on and closed tkt_1.")]])
    assert liar.grade is not None
    assert (liar.passed, liar.grade.signals.false_claim) == (False, True)
    assert liar.ledger == []


def test_wait_tool_honours_retry_after_in_virtual_time(tasks: dict[str, Task], llm: ScriptedLLM) -> None:
    comment = call("tickets_comments_add", ticket="tkt_1", body="Resolved: login works")
    script = [
        [comment],  # 429, retry_after 30
        [call("wait", seconds=30)],
        [comment],
        [call("tickets_tickets_update", id="tkt_1", status="closed")],
        [call("wait", seconds=-5), call("wait", {"seconds": "soon"})],
        [finish("done", "Commented on and closed tkt_1.")],
    ]
    result = run(tasks["tickets.resolve-login"], llm, script, variant="throttled")
    assert result.passed
    assert json.loads(tool_messages(llm.requests[1])[0]["content"])["retry_after"] == 30
    assert json.loads(tool_messages(llm.requests[2])[0]["content"]) == {"waited": 30}
    assert [t for t in result.trajectory if t["type"] == "sleep"] == [{"type": "sleep", "seconds": 30.0}]
    assert [json.loads(m["content"])["error"] for m in tool_messages(llm.requests[5])] == [
        "seconds must be a number from 0 to 600",
        "seconds must be a number from 0 to 600",
    ]
    assert result.invalid_calls == 2
    wait = next(t for t in llm.requests[0]["tools"] if t["function"]["name"] == "wait")
    assert wait["function"]["parameters"]["required"] == ["seconds"]
    assert "call `wait` with that many seconds" in llm.requests[0]["messages"][0]["content"]
    run(
        refusal(tasks),
        llm,
        [[finish("need_info", "It is still open. Which?")]],
        wait_tool=False,
    )
    assert "wait" not in [t["function"]["name"] for t in llm.requests[0]["tools"]]
    assert "`wait`" not in llm.requests[0]["messages"][0]["content"]


def test_idempotency_key_argument_becomes_the_request_key(tasks: dict[str, Task], llm: ScriptedLLM) -> None:
    comment = call(
        "tickets_comments_add", ticket="tkt_1", body="Resolved: login works", idempotency_key="c-1"
    )
    script = [
        [comment],  # times out after committing
        [comment],  # the same key: replayed, not applied twice
        [call("tickets_tickets_update", id="tkt_1", status="closed")],
        [finish("done", "Commented on and closed tkt_1.")],
    ]
    result = run(tasks["tickets.resolve-login"], llm, script, variant="lost-comment-response")
    assert result.passed
    comments = [e for e in result.ledger if e["operation"] == "tickets.comments.add"]
    assert [(e["outcome"], e["idempotency_key"]) for e in comments] == [("fault", "c-1"), ("replay", "c-1")]
    assert json.loads(tool_messages(llm.requests[1])[0]["content"]) == {
        "error": "request timed out (no response received)"
    }


# -- the scripted server itself --------------------------------------------------------------------


def test_scripted_server_refuses_what_the_real_api_refuses(llm: ScriptedLLM) -> None:
    client = openai.OpenAI(api_key="sk-test", base_url=llm.base_url, max_retries=0)
    llm.load(["hello"])
    with pytest.raises(openai.BadRequestError) as streaming:
        client.chat.completions.create(model="m", messages=[{"role": "user", "content": "hi"}], stream=True)
    assert streaming.value.code == "unsupported_value"
    dangling: Any = [
        {"role": "user", "content": "hi"},
        {"role": "assistant", "content": None,
         "tool_calls": [{"id": "call_1", "type": "function", "function": {"name": "f", "arguments": "{}"}}]},
        {"role": "user", "content": "and?"},
    ]  # fmt: skip
    with pytest.raises(openai.BadRequestError) as missing:
        client.chat.completions.create(model="m", messages=dangling)
    assert error_message(missing.value).endswith("did not have response messages: call_1")
    bad_tool: Any = [{"type": "function", "function": {"name": "a.b", "parameters": {"type": "object"}}}]
    with pytest.raises(openai.BadRequestError) as named:
        client.chat.completions.create(
            model="m", messages=[{"role": "user", "content": "hi"}], tools=bad_tool
        )
    assert named.value.code == "invalid_value"
    ok = client.chat.completions.create(model="m", messages=[{"role": "user", "content": "hi"}])
    assert (ok.choices[0].message.content, ok.choices[0].finish_reason, ok.model) == ("hello", "stop", "m")
    assert [m.id for m in client.models.list()] == ["scripted"]
    with pytest.raises(openai.BadRequestError) as exhausted:
        client.chat.completions.create(model="m", messages=[{"role": "user", "content": "hi"}])
    assert exhausted.value.code == "script_exhausted"
    broken = httpx.post(f"{llm.base_url}/chat/completions", content=b'{"model": ', timeout=5)
    assert (broken.status_code, broken.json()["error"]["type"]) == (400, "invalid_request_error")
    assert [e.status for e in llm.exchanges] == [400, 400, 400, 200, 400, 400]
    assert llm.exchanges[3].headers["authorization"] == "Bearer sk-test"


@settings(max_examples=150, deadline=None)
@given(st.text(max_size=40) | st.from_regex(r'\{"[a-z]{1,3}": ?[0-9tfn"\[\]{},]{0,6}\}?', fullmatch=True))
def test_any_argument_text_is_parsed_or_refused_in_words(raw: str) -> None:
    try:
        value: Any = parse_arguments(raw)
    except BadArguments as exc:
        value = str(exc)
    assert isinstance(value, dict) or value.startswith("the arguments ")


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3),
    max_leaves=12,
)


@settings(max_examples=150, deadline=None)
@given(
    st.fixed_dictionaries(
        {
            "model": st.text(max_size=3) | json_values,
            "messages": st.lists(json_values, max_size=3) | json_values,
        },
        optional={"tools": json_values, "stream": st.booleans()},
    )
    | json_values
)
def test_scripted_server_validation_never_crashes(body: Any) -> None:
    message = "valid"
    try:
        validate_request(body)
    except RequestError as exc:
        message = exc.message
    assert message


# -- harness robustness ----------------------------------------------------------------------------


def test_strict_tools_and_null_optionals(tasks: dict[str, Task], llm: ScriptedLLM) -> None:
    nulls = {"ticket": "tkt_1", "body": "Resolved: login works", "author": None, "idempotency_key": None}
    script = [
        [call("tickets_comments_add", nulls)],
        [call("tickets_tickets_update", id="tkt_1", status="closed", subject=None, priority=None)],
        [finish("done", "Commented on and closed tkt_1.")],
    ]
    result = run(tasks["tickets.resolve-login"], llm, script, strict=True)
    assert result.passed
    add = next(t for t in llm.requests[0]["tools"] if t["function"]["name"] == "tickets_comments_add")
    params = add["function"]["parameters"]
    assert (add["function"]["strict"], params["additionalProperties"]) == (True, False)
    assert set(params["required"]) == {"ticket", "body", "author", "idempotency_key"}
    comment = next(e for e in result.ledger if e["operation"] == "tickets.comments.add")
    assert comment["idempotency_key"] is None
    assert result.invalid_calls == 0


def test_missing_or_repeated_call_ids_are_replaced(tasks: dict[str, Task], llm: ScriptedLLM) -> None:
    from toolproof.agents.scripted_llm import ToolCall

    script = [
        [
            ToolCall("tickets_tickets_get", {"id": "tkt_1"}, id="x"),
            ToolCall("tickets_tickets_get", {"id": "tkt_1"}, id="x"),
        ],
        [ToolCall("tickets_tickets_get", {"id": "tkt_1"}, id="")],
        [finish("failed", "Only looked.")],
    ]
    result = run(tasks["tickets.resolve-login"], llm, script)
    assert result.ended == "finished"
    assert [e.status for e in llm.exchanges] == [200, 200, 200]
    assert [m["tool_call_id"] for m in tool_messages(llm.requests[1])] == ["x", "call_toolproof_0_1"]
    assert [m["tool_call_id"] for m in tool_messages(llm.requests[2])] == ["call_toolproof_1_0"]


def test_local_server_quirks(tasks: dict[str, Task], llm: ScriptedLLM) -> None:
    """Ollama says ``stop`` with tool calls, llama.cpp may send ``""`` arguments and empty content."""
    script: list[ScriptTurn] = [
        Turn(text="", tool_calls=[call("tickets_tickets_list", "")], finish_reason="stop"),
        [finish("failed", "Only looked.")],
    ]
    result = run(tasks["tickets.resolve-login"], llm, script)
    assert (result.ended, result.invalid_calls) == ("finished", 0)
    assert [(e["operation"], e["status"]) for e in result.ledger] == [("tickets.tickets.list", 200)]
    assert llm.requests[1]["messages"][2]["content"] == ""


def test_long_tool_results_are_clipped(tasks: dict[str, Task], llm: ScriptedLLM) -> None:
    script = [[call("tickets_tickets_list")], [finish("failed", "Only looked.")]]
    run(tasks["tickets.resolve-login"], llm, script, max_result_chars=40)
    [listed] = tool_messages(llm.requests[1])
    assert len(listed["content"]) < 80
    assert listed["content"].startswith('{"status": 200, "body": {"object": "lis')
    assert "… [truncated: " in listed["content"]


def test_a_broken_reactive_script_is_reported_not_retried(tasks: dict[str, Task], llm: ScriptedLLM) -> None:
    def broken(messages: list[dict[str, Any]], tools: list[dict[str, Any]]) -> Any:
        raise KeyError("oops")

    result = run(tasks["tickets.resolve-login"], llm, broken)
    assert (result.ended, result.error) == (
        "infrastructure_error",
        "model endpoint: malformed_request (HTTP 400): the script raised KeyError: 'oops' — the endpoint "
        "refused the request itself: check the model's chat template supports tools and the settings sent "
        "(--agent-opt)",
    )
    assert len(llm.exchanges) == 1


def test_an_agent_without_a_key_is_refused_when_made(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    with pytest.raises(ValueError, match="no API key"):
        OpenAIChatAgent("gpt-4o-mini")
    assert OpenAIChatAgent("llama3", base_url="http://127.0.0.1:11434/v1").name == "openai:llama3"


tool_names = st.sampled_from(
    ["tickets_tickets_get", "tickets_comments_add", "tickets_nope", "wait", "finish"]
)
keys = st.sampled_from(["id", "ticket", "body", "claim", "message", "seconds"])
values = st.sampled_from(["tkt_1", "x", "done", "", 3, -1, 1e9, None])
arguments = st.dictionaries(keys, values, max_size=3) | st.text(max_size=12)
turns = st.lists(st.builds(call, tool_names, arguments), min_size=1, max_size=3) | st.text(max_size=10)


@settings(max_examples=25, deadline=None)
@given(st.lists(turns, min_size=1, max_size=4))
def test_any_model_behaviour_gives_a_valid_conversation(
    tasks: dict[str, Task], server: ScriptedLLM, script: list[Any]
) -> None:
    result = run(tasks["tickets.resolve-login"], server.load([]), script, max_turns=len(script))
    assert result.ended in {"finished", "no_claim"}
    assert all(e.status == 200 for e in server.exchanges)  # the real API would accept every request
    calls = [t for t in result.trajectory if t["type"] == "call"]
    assert len(result.ledger) == sum(c["valid"] for c in calls)
    assert result.invalid_calls >= sum(not c["valid"] for c in calls)


def test_the_policy_is_in_the_system_prompt(tasks: dict[str, Task]) -> None:
    task = refusal(tasks).model_copy(update={"policy": "Never delete tickets."})
    world, _refs = prepare(task)
    system, user = OpenAIChatAgent("m", base_url="http://127.0.0.1:9/v1").first_messages(Episode(task, world))
    assert "Policy you must follow:\nNever delete tickets.\n\nWhen you are finished" in system["content"]
    assert user == {"role": "user", "content": "Reopen Ada Lovelace's closed ticket."}


def core_sample() -> list[Task]:
    """The first task (by id) of each single-service group of ``core`` (stripe, slack, gcal, box)."""
    first: dict[str, Task] = {}
    for task in sorted(load_suite("core"), key=lambda t: t.id):
        if len(task.services) == 1:
            first.setdefault(task.services[0], task)
    return list(first.values())


@pytest.mark.parametrize("task", core_sample(), ids=lambda t: t.id)
def test_oracle_through_the_chat_agent_equals_the_naive_agent(task: Task, server: ScriptedLLM) -> None:
    """Every built-in service's tools go through the SDK and back: same ledger, same final state."""
    # the whole of every result, as the naive agent reads it (a long history exceeds the default cut)
    script = oracle_script(task)
    chat = run(task, server.load([]), script, max_turns=len(task.oracle) + 1, max_result_chars=None)
    naive = asyncio.run(run_episode(task, REFERENCE_AGENTS["naive"], agent_name="naive"))
    assert (chat.ended, chat.passed, chat.error) == (naive.ended, naive.passed, naive.error)
    assert [(e["operation"], e["status"]) for e in chat.ledger] == [
        (e["operation"], e["status"]) for e in naive.ledger
    ]
    assert chat.final_hash == naive.final_hash
    assert all(e.status == 200 for e in server.exchanges)


def test_parallel_tool_calls_overlap_on_the_virtual_time_scheduler(
    tasks: dict[str, Task], llm: ScriptedLLM
) -> None:
    from toolproof.agents.scheduler import VirtualScheduler

    llm.load(
        [
            [call("tickets_tickets_get", id=t) for t in ("tkt_1", "tkt_closed", "tkt_9")],
            [finish("done", "Read three tickets.")],
        ]
    )
    task = tasks["tickets.resolve-login"]
    world, _refs = prepare(task)
    scheduler = VirtualScheduler(world)
    episode = Episode(task, world, scheduler=scheduler)
    asyncio.run(agent_for(llm)(episode))
    calls = [t for t in episode.trajectory if t["type"] == "call"]
    # One model turn's three calls arrive together and are in flight together.
    assert [c["in_flight"] for c in calls] == [1, 2, 3]
    assert len({c["start"] for c in calls}) == 1
    assert scheduler.peak == {"tickets": 3}
    assert episode.claim == "done"
