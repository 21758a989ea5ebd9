"""Endpoint failures classified by each server's own wording; the scripted server speaking each dialect."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any, get_args

import openai
import pytest
from hypothesis import given
from hypothesis import strategies as st

from toolproof.agents.endpoint_errors import AGENT_FAILURES, Kind, classify, classify_exception, error_fields
from toolproof.agents.llm_dialects import DIALECTS
from toolproof.agents.scripted_llm import Busy, Refuse, ScriptedLLM, Unparsable

LLAMACPP_OVERFLOW = {
    "error": {
        "code": 400,
        "message": "request (9806 tokens) exceeds the available context size (8192 tokens), "
        "try increasing it",
        "type": "exceed_context_size_error",
        "n_prompt_tokens": 9806,
        "n_ctx": 8192,
    }
}

# (status, body as the server sends it, kind): the wordings servers use today.
CASES: list[tuple[str, int, Any, Kind]] = [
    ("llama.cpp context", 400, LLAMACPP_OVERFLOW, "context_overflow"),
    (
        "llama.cpp older context",
        400,
        {
            "error": {
                "code": 400,
                "message": "the request exceeds the available context size, try increasing it",
                "type": "invalid_request_error",
            }
        },
        "context_overflow",
    ),
    (
        "openai context",
        400,
        {
            "error": {
                "message": "This model's maximum context length is 128000 tokens. However, your messages "
                "resulted in 130532 tokens. Please reduce the length of the messages.",
                "type": "invalid_request_error",
                "param": "messages",
                "code": "context_length_exceeded",
            }
        },
        "context_overflow",
    ),
    (
        "openai context, new words",
        400,
        {
            "error": {
                "message": "Your input exceeds the context window of this model. Please adjust your input "
                "and try again.",
                "type": "invalid_request_error",
                "param": "input",
                "code": None,
            }
        },
        "context_overflow",
    ),
    (
        "vllm input",
        400,
        {
            "error": {
                "message": "This model's maximum context length is 32768 tokens. However, your request has "
                "40000 input tokens. Please reduce the length of the input messages.",
                "type": "BadRequestError",
                "param": None,
                "code": 400,
            }
        },
        "context_overflow",
    ),
    (
        "vllm flat (older)",
        400,
        {
            "object": "error",
            "message": "This model's maximum context length is 8192 tokens. However, your "
            "request has 9000 input tokens. Please reduce the length of the input messages.",
            "type": "BadRequestError",
            "param": None,
            "code": 400,
        },
        "context_overflow",
    ),
    (
        "vllm output tokens",
        400,
        {
            "error": {
                "message": "This model's maximum context length is 16384 tokens. However, you requested 8192 "
                "output tokens and your prompt contains at least 8193 input tokens, for a total of at least "
                "16385 tokens. Please reduce the length of the input prompt or the number of requested "
                "output "
                "tokens. (parameter=input_tokens, value=8193)",
                "type": "BadRequestError",
                "param": "input_tokens",
                "code": 400,
            }
        },
        "context_overflow",
    ),
    (
        "ollama context",
        400,
        {
            "error": {
                "message": "the prompt is longer than the context length currently available to the model; "
                "shorten the prompt, adjust the context length in settings, or use a model with a longer "
                "context length",
                "type": "invalid_request_error",
                "param": None,
                "code": None,
            }
        },
        "context_overflow",
    ),
    (
        "ollama context (older)",
        400,
        {"error": "the input length exceeds the context length"},
        "context_overflow",
    ),
    (
        "anthropic context",
        400,
        {
            "type": "error",
            "error": {
                "type": "invalid_request_error",
                "message": "prompt is too long: 215000 tokens > 200000 maximum",
            },
            "request_id": "req_1",
        },
        "context_overflow",
    ),
    (
        "anthropic too large",
        413,
        {
            "type": "error",
            "error": {
                "type": "request_too_large",
                "message": "Request exceeds the maximum allowed number of bytes.",
            },
        },
        "context_overflow",
    ),
    (
        "litellm context",
        400,
        {
            "error": {
                "message": "litellm.ContextWindowExceededError: litellm.BadRequestError: "
                "ContextWindowExceededError: OpenAIException - request (20007 tokens) exceeds the available "
                "context size (8192 tokens), try increasing it\nmodel=r1. context_window_fallbacks=None.",
                "type": None,
                "param": None,
                "code": "400",
            }
        },
        "context_overflow",
    ),
    (
        "openai rate limit",
        429,
        {
            "error": {
                "message": "Rate limit reached for gpt-4o-mini in organization org-x on requests per min "
                "(RPM): Limit 3, Used 3, Requested 1.",
                "type": "requests",
                "param": None,
                "code": "rate_limit_exceeded",
            }
        },
        "rate_limit",
    ),
    (
        "openai quota",
        429,
        {
            "error": {
                "message": "You exceeded your current quota, please check your plan and billing details.",
                "type": "insufficient_quota",
                "param": None,
                "code": "insufficient_quota",
            }
        },
        "rate_limit",
    ),
    (
        "anthropic rate limit",
        429,
        {
            "type": "error",
            "error": {
                "type": "rate_limit_error",
                "message": "This request would exceed the rate limit for your organization.",
            },
        },
        "rate_limit",
    ),
    (
        "anthropic overloaded",
        529,
        {"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}},
        "rate_limit",
    ),
    (
        "ollama queue full",
        503,
        {
            "error": {
                "message": "server busy, please try again.  maximum pending requests exceeded",
                "type": "api_error",
                "param": None,
                "code": None,
            }
        },
        "rate_limit",
    ),
    (
        "litellm rate limit",
        429,
        {
            "error": {
                "message": "litellm.RateLimitError: RateLimitError: OpenAIException - Rate limit reached",
                "type": None,
                "param": None,
                "code": "429",
            }
        },
        "rate_limit",
    ),
    (
        "llama.cpp bad history",
        500,
        {
            "error": {
                "code": 500,
                "message": "Failed to parse tool call arguments as JSON: "
                "[json.exception.parse_error.101] parse error at line 1, column 2: syntax error while "
                "parsing "
                "object key - unexpected end of input; expected string literal",
                "type": "server_error",
            }
        },
        "malformed_request",
    ),
    (
        "litellm over llama.cpp bad history",
        500,
        {
            "error": {
                "message": "litellm.InternalServerError: InternalServerError: Custom_openaiException - "
                "Failed to parse tool call arguments as JSON: [json.exception.parse_error.101] parse error "
                "at line 1",
                "type": None,
                "param": None,
                "code": "500",
            }
        },
        "malformed_request",
    ),
    (
        "ollama bad history",
        400,
        {
            "error": {
                "message": "invalid tool call arguments",
                "type": "invalid_request_error",
                "param": None,
                "code": None,
            }
        },
        "malformed_request",
    ),
    (
        "vllm bad history",
        400,
        {
            "error": {
                "message": "Expecting ',' delimiter: line 1 column 15 (char 14) None",
                "type": "BadRequestError",
                "param": None,
                "code": 400,
            }
        },
        "malformed_request",
    ),
    (
        "openai unanswered tool call",
        400,
        {
            "error": {
                "message": "Invalid parameter: messages with role 'tool' must be a response to a preceeding "
                "message with 'tool_calls'.",
                "type": "invalid_request_error",
                "param": "messages.[3].role",
                "code": None,
            }
        },
        "malformed_request",
    ),
    (
        "llama.cpp unparsable output",
        500,
        {
            "error": {
                "code": 500,
                "message": 'Failed to parse input at pos 288: <tool_call>{"name": ',
                "type": "server_error",
            }
        },
        "malformed_output",
    ),
    (
        "openai flagged prompt",
        400,
        {
            "error": {
                "message": "Invalid prompt: your prompt was flagged as potentially violating our usage "
                "policy. Please try again with a different prompt.",
                "type": "invalid_request_error",
                "param": None,
                "code": "invalid_prompt",
            }
        },
        "refusal",
    ),
    (
        "azure content filter",
        400,
        {
            "error": {
                "message": "The response was filtered due to the prompt triggering Azure OpenAI's content "
                "management policy.",
                "type": None,
                "param": "prompt",
                "code": "content_filter",
            }
        },
        "refusal",
    ),
    (
        "litellm content policy",
        400,
        {
            "error": {
                "message": "litellm.ContentPolicyViolationError: litellm.ContentPolicyViolationError: "
                "AzureException - The response was filtered",
                "type": None,
                "param": None,
                "code": "400",
            }
        },
        "refusal",
    ),
    (
        "refused key",
        401,
        {
            "error": {
                "message": "Incorrect API key provided: sk-x.",
                "type": "invalid_request_error",
                "param": None,
                "code": "invalid_api_key",
            }
        },
        "auth",
    ),
    (
        "unknown model",
        404,
        {
            "error": {
                "message": "model 'qwen9' not found",
                "type": "not_found_error",
                "param": None,
                "code": None,
            }
        },
        "not_found",
    ),
    (
        "llama.cpp loading",
        503,
        {"error": {"code": 503, "message": "Loading model", "type": "unavailable_error"}},
        "server_error",
    ),
    ("bare 502", 502, "<html>Bad Gateway</html>", "server_error"),
    (
        "unsupported parameter",
        400,
        {
            "error": {
                "message": "Unsupported parameter: 'seed'",
                "type": "invalid_request_error",
                "param": "seed",
                "code": "unsupported_parameter",
            }
        },
        "malformed_request",
    ),
]


@pytest.mark.parametrize(("status", "body", "kind"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_each_servers_wording_is_classified(status: int, body: Any, kind: Kind) -> None:
    error = classify(status, body)
    assert (error.kind, error.status) == (kind, status)
    assert error.agent_failure is (kind in {"context_overflow", "malformed_output", "refusal"})
    # The same body as raw text (what a client without JSON parsing holds) gives the same answer.
    assert classify(status, json.dumps(body) if not isinstance(body, str) else body).kind == kind


def test_the_endpoints_own_message_is_kept() -> None:
    error = classify(400, LLAMACPP_OVERFLOW)
    assert error.message == (
        "request (9806 tokens) exceeds the available context size (8192 tokens), try increasing it"
    )
    assert error.describe() == f"context_overflow (HTTP 400): {error.message}"
    assert error_fields({"type": "error", "error": {"type": "rate_limit_error", "message": "slow"}}) == (
        "slow",
        "",
        "rate_limit_error",
    )


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
error_like = st.fixed_dictionaries(
    {
        "error": st.fixed_dictionaries(
            {}, optional={"message": json_values, "code": json_values, "type": json_values}
        )
    }
)


@given(st.none() | st.integers(100, 599), json_values | error_like, st.text(max_size=30))
def test_any_answer_gets_a_kind_and_never_raises(status: int | None, body: Any, message: str) -> None:
    error = classify(status, body, message)
    assert error.kind in get_args(Kind)
    assert isinstance(error.message, str)
    assert error.message
    assert error.agent_failure is (error.kind in AGENT_FAILURES)


# -- the scripted server in each dialect -----------------------------------------------------------

EXPECTED_BUSY = {"openai": 429, "anthropic": 429, "litellm": 429, "ollama": 503, "llamacpp": 503, "vllm": 503}
BUSY_KIND = {name: "rate_limit" for name in ("openai", "anthropic", "litellm", "ollama")} | {
    "llamacpp": "server_error",
    "vllm": "server_error",
}
HISTORY = {"openai": None, "anthropic": None, "vllm": 400, "ollama": 400, "llamacpp": 500, "litellm": 500}


@pytest.fixture(scope="module", params=sorted(DIALECTS))
def dialect_server(request: pytest.FixtureRequest) -> Iterator[ScriptedLLM]:
    with ScriptedLLM([], dialect=request.param, context_limit=2000) as llm:
        yield llm


def client_of(llm: ScriptedLLM) -> openai.OpenAI:
    return openai.OpenAI(api_key="sk-test", base_url=llm.base_url, max_retries=0)


def failure(llm: ScriptedLLM, **kw: Any) -> openai.APIStatusError:
    with pytest.raises(openai.APIStatusError) as caught:
        client_of(llm).chat.completions.create(model="m", **kw)
    return caught.value


HI: Any = [{"role": "user", "content": "hi"}]


def test_a_prompt_over_the_context_is_refused_in_the_dialects_words(dialect_server: ScriptedLLM) -> None:
    llm = dialect_server.load(["fits"])
    assert client_of(llm).chat.completions.create(model="m", messages=HI).choices[0].message.content == "fits"
    long: Any = [{"role": "user", "content": "x" * 9000}]
    error = failure(llm, messages=long)
    assert error.status_code in (400, 413)
    assert classify_exception(error).kind == "context_overflow"
    assert llm.turns_served == 1  # refused before the model ran
    assert llm.exchanges[-1].prompt_tokens > 2000 > llm.exchanges[0].prompt_tokens


def test_the_dialects_come_back_later(dialect_server: ScriptedLLM) -> None:
    name = dialect_server.dialect.name
    error = failure(dialect_server.load([Busy()]), messages=HI)
    assert (error.status_code, classify_exception(error).kind) == (EXPECTED_BUSY[name], BUSY_KIND[name])


def test_a_malformed_history_is_refused_where_the_server_refuses_it(dialect_server: ScriptedLLM) -> None:
    name = dialect_server.dialect.name
    llm = dialect_server.load(["ok"])
    history: Any = [
        {"role": "user", "content": "hi"},
        {"role": "assistant", "content": None, "tool_calls": [
            {"id": "call_1", "type": "function", "function": {"name": "f", "arguments": '{"id": "tkt_1"'}}]},
        {"role": "tool", "tool_call_id": "call_1", "content": "{}"},
    ]  # fmt: skip
    if HISTORY[name] is None:
        assert client_of(llm).chat.completions.create(model="m", messages=history).choices[0].message.content
        return
    error = failure(llm, messages=history)
    assert (error.status_code, classify_exception(error).kind) == (HISTORY[name], "malformed_request")
    if name == "llamacpp":
        assert error.body == {
            "code": 500,
            "message": "Failed to parse tool call arguments as JSON: [json.exception.parse_error.101] parse "
            "error at line 1, column 15: syntax error while parsing value - expecting ',' delimiter",
            "type": "server_error",
        }
    again = failure(llm, messages=history)  # every later request of that conversation fails the same way
    assert again.status_code == error.status_code


def test_refusals_and_unparsable_output_in_each_dialect(dialect_server: ScriptedLLM) -> None:
    name = dialect_server.dialect.name
    llm = dialect_server.load([Refuse("No."), Unparsable("<tool_call>{")])
    client = client_of(llm)
    if name == "litellm":
        assert classify_exception(failure(llm, messages=HI)).kind == "refusal"
    else:
        choice = client.chat.completions.create(model="m", messages=HI).choices[0]
        refused = {"openai": (None, "No.", "stop"), "anthropic": ("No.", None, "content_filter")}
        expected = refused.get(name, ("No.", None, "stop"))  # local servers: a refusal is only text
        assert (choice.message.content, choice.message.refusal, choice.finish_reason) == expected
    if name in ("llamacpp", "litellm"):
        error = failure(llm, messages=HI)
        assert (error.status_code, classify_exception(error).kind) == (500, "malformed_output")
    else:
        assert (
            client.chat.completions.create(model="m", messages=HI).choices[0].message.content
            == "<tool_call>{"
        )
