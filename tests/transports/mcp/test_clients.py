"""Other MCP clients against ``toolproof mcp`` (streamable HTTP on 127.0.0.1) under a 429 plan.

MCP clients differ in what of a tool result they hand a model: the first text block, all the text,
or the structured content. Each test here runs one client library as its users do and checks that
what reaches the model states the status, the vendor's error code and Retry-After: FastMCP's
``Client``, the OpenAI Agents SDK (its ``MCPServerStreamableHttp`` inside a ``Runner`` whose scripted
model reads the tool output) and pydantic-ai (its ``MCPToolset`` inside an ``Agent`` whose
``FunctionModel`` reads what comes back). Each client has its own MCP session, so its own world, and
the plan's first ``tickets.tickets.get`` in every world is a 429 with ``Retry-After: 7``.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import anyio
import pytest

from toolproof.faults import FaultPlan
from toolproof.transports.mcp import RunningMcpServer, start_http_in_thread

TOOL = "tickets_tickets_get"
ARGS = {"id": "tkt_1"}
FIRST_LINE = "Error: HTTP 429; error code: rate_limited; Retry-After: 7 (seconds to wait before retrying)."
STRUCTURED = {"status": 429, "error_code": "rate_limited", "retry_after": 7}

pytestmark = [
    # The Agents SDK and FastMCP leave an HTTP client's streams to the garbage collector on exit.
    pytest.mark.filterwarnings("ignore:Unclosed <MemoryObject:ResourceWarning"),
    pytest.mark.filterwarnings("ignore:Exception ignored in:pytest.PytestUnraisableExceptionWarning"),
]


@pytest.fixture(scope="module")
def srv() -> Iterator[RunningMcpServer]:
    plan = FaultPlan.from_data(
        {
            "name": "one-429",
            "rules": [
                {
                    "operation": "tickets.tickets.get",
                    "nth": 1,
                    "fault": {"kind": "rate_limit", "retry_after": 7},
                }
            ],
        }
    )
    with start_http_in_thread(["tickets"], seed=7, fixture="small", faults=plan) as running:
        yield running


def _assert_states_the_429(text: str) -> None:
    assert text.startswith(FIRST_LINE), text
    body = json.loads(text.partition("\n")[2])
    assert body["error"]["code"] == "rate_limited"  # the vendor body follows the status line


def test_fastmcp_client_sees_status_and_retry_after_in_text_and_structured_content(
    srv: RunningMcpServer,
) -> None:
    fastmcp = pytest.importorskip("fastmcp", reason="fastmcp is not installed (the dev extra brings it)")

    async def scenario() -> None:
        async with fastmcp.Client(srv.mcp_url) as client:
            limited = await client.call_tool(TOOL, ARGS, raise_on_error=False)
            assert limited.is_error is True
            _assert_states_the_429(limited.content[0].text)
            assert limited.structured_content is not None
            assert {k: limited.structured_content[k] for k in STRUCTURED} == STRUCTURED
            again = await client.call_tool(TOOL, ARGS)  # the plan's 429 was the first call only
            assert again.is_error is False
            assert json.loads(again.content[0].text)["id"] == "tkt_1"

    anyio.run(scenario)


def test_an_agents_sdk_model_reads_the_429_from_the_mcp_tool_output(srv: RunningMcpServer) -> None:
    pytest.importorskip("agents", reason="openai-agents is not installed (the adapters extra brings it)")
    from agents.mcp import MCPServerStreamableHttp
    from openai.types.responses import ResponseFunctionToolCall, ResponseOutputMessage, ResponseOutputText

    from agents import Agent, Model, ModelResponse, Runner, Usage, set_tracing_disabled

    set_tracing_disabled(True)
    seen: list[Any] = []

    class CallOnce(Model):
        async def get_response(
            self, system_instructions: Any, input: Any, *a: Any, **kw: Any
        ) -> ModelResponse:
            items = (
                []
                if isinstance(input, str)
                else [i if isinstance(i, dict) else i.model_dump() for i in input]
            )
            outputs = [i["output"] for i in items if i.get("type") == "function_call_output"]
            if not outputs:
                call = ResponseFunctionToolCall(
                    type="function_call", call_id="call_1", name=TOOL, arguments=json.dumps(ARGS)
                )
                return ModelResponse(output=[call], usage=Usage(), response_id=None)
            seen.extend(outputs)
            text = ResponseOutputText(type="output_text", text="I will wait 7 s.", annotations=[])
            message = ResponseOutputMessage(
                id="m", type="message", role="assistant", status="completed", content=[text]
            )
            return ModelResponse(output=[message], usage=Usage(), response_id=None)

        def stream_response(self, *a: Any, **kw: Any) -> Any:
            raise NotImplementedError

    async def scenario() -> None:
        async with MCPServerStreamableHttp(
            params={"url": srv.mcp_url}, use_structured_content=True
        ) as server:
            agent = Agent(name="t", instructions="", mcp_servers=[server], model=CallOnce())
            await Runner.run(agent, "Look at ticket tkt_1.", max_turns=3)

    anyio.run(scenario)
    [output] = seen
    text = (
        output
        if isinstance(output, str)
        else output["text"]
        if isinstance(output, dict)
        else output[0]["text"]
    )
    _assert_states_the_429(text)


def test_a_pydantic_ai_model_reads_the_429_from_the_mcp_tool_result(srv: RunningMcpServer) -> None:
    pytest.importorskip(
        "pydantic_ai", reason="pydantic-ai-slim is not installed (the adapters extra brings it)"
    )
    pytest.importorskip("fastmcp", reason="pydantic-ai's MCP toolset needs fastmcp (the dev extra brings it)")
    from pydantic_ai import Agent
    from pydantic_ai.mcp import MCPToolset
    from pydantic_ai.messages import ModelMessage, ModelRequest, ModelResponse, TextPart, ToolCallPart
    from pydantic_ai.models.function import AgentInfo, FunctionModel

    seen: list[Any] = []

    def model(messages: list[ModelMessage], info: AgentInfo) -> ModelResponse:
        answers = [
            p for m in messages if isinstance(m, ModelRequest) for p in m.parts if hasattr(p, "tool_call_id")
        ]
        if not answers:
            return ModelResponse(parts=[ToolCallPart(TOOL, ARGS)])
        seen.extend(answers)
        return ModelResponse(parts=[TextPart("I will wait 7 s.")])

    async def scenario() -> None:
        agent = Agent(FunctionModel(model), toolsets=[MCPToolset(srv.mcp_url)])
        async with agent:
            await agent.run("Look at ticket tkt_1.")

    anyio.run(scenario)
    [answer] = seen
    content = answer.content
    # pydantic-ai hands the model an error result's structured content (prefer_structured): the status,
    # error code and Retry-After come first, the vendor body under "body".
    data = content if isinstance(content, dict) else json.loads(str(content))
    assert {k: data[k] for k in STRUCTURED} == STRUCTURED
    assert data["body"]["error"]["code"] == "rate_limited"
