"""The one module that touches the official ``mcp`` SDK's server API.

The SDK's server names changed between major versions (v1: ``Server`` with ``@server.list_tools()``
decorators and ``mcp.types``; v2: ``Server(on_list_tools=…, on_call_tool=…)`` handlers taking
``(ctx, params)``, ``mcp_types``, and a stateless 2026-07-28 protocol era next to the session-based
handshake era). Everything else in toolproof talks to :class:`ToolSpec`, :class:`ToolOutcome` and the
three functions here, so a future SDK change is contained in this file. Written against and tested
with ``mcp`` 2.x; 1.x is refused with a clear message.

Sessions: toolproof worlds are stateful, so each MCP *session* gets its own world. A session is the
stdio connection, or one ``Mcp-Session-Id`` over streamable HTTP. The 2026-07-28 era has no sessions
over HTTP, so the HTTP server advertises only the handshake versions in ``server/discover``: an
``auto`` client then falls back to an ``initialize`` handshake and gets a session. A request that
still arrives without one is answered with an error result.
"""

from __future__ import annotations

import importlib.metadata
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

import anyio

try:
    import mcp_types as types
    from mcp.server.lowlevel import Server
    from mcp.server.stdio import stdio_server
    from mcp_types.version import HANDSHAKE_PROTOCOL_VERSIONS, MODERN_PROTOCOL_VERSIONS
except ImportError as exc:  # pragma: no cover - depends on the installed SDK
    raise ImportError(
        f"toolproof's MCP server needs the official MCP SDK 2.x: pip install 'mcp>=2' (import failed: {exc})"
    ) from exc

from starlette.types import ASGIApp

from toolproof.transports.mcp import stdio_pipes
from toolproof.transports.mcp.results import ToolOutcome

SDK_VERSION = importlib.metadata.version("mcp")

#: The session key of a stdio server (its one connection).
STDIO_SESSION = "stdio"

#: The streamable-HTTP header naming the session (MCP specification, "Session Management").
SESSION_HEADER = "mcp-session-id"


@dataclass(frozen=True, slots=True)
class ToolSpec:
    """One tool as listed: name, description, input JSON Schema, MCP annotations."""

    name: str
    description: str
    input_schema: dict[str, Any]
    annotations: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Document:
    """A text offered both as a prompt (``name``) and as a resource (``uri``): a task's instruction."""

    name: str
    uri: str
    title: str
    text: str


#: ``call(session, name, arguments)``: ``session`` names the MCP session (``None`` when the request came
#: without one, on the stateless 2026-07-28 HTTP era). Returns ``None`` for an unknown tool.
CallHandler = Callable[[str | None, str, Mapping[str, Any] | None], Awaitable[ToolOutcome | None]]


def _tool(spec: ToolSpec) -> types.Tool:
    hints = spec.annotations
    return types.Tool(
        name=spec.name,
        description=spec.description,
        input_schema=spec.input_schema,
        annotations=types.ToolAnnotations(
            title=hints.get("title"),
            read_only_hint=hints.get("readOnlyHint"),
            destructive_hint=hints.get("destructiveHint"),
            idempotent_hint=hints.get("idempotentHint"),
            open_world_hint=hints.get("openWorldHint"),
        ),
    )


def _result(outcome: ToolOutcome) -> types.CallToolResult:
    return types.CallToolResult(
        content=[types.TextContent(type="text", text=text) for text in outcome.texts],
        structured_content=outcome.structured,
        is_error=outcome.is_error,
        _meta=outcome.meta or None,
    )


#: ``list_tools(session)``: the tools one session is shown now (an interface variant's or a perturbation's,
#: which may change mid-session); ``session`` as for :data:`CallHandler`.
ListHandler = Callable[[str | None], list[ToolSpec]]


def build_server(
    tools: list[ToolSpec] | ListHandler,
    call: CallHandler,
    *,
    name: str,
    version: str,
    instructions: str,
    sessions_required: bool,
    documents: tuple[Document, ...] = (),
) -> Server[Any]:
    """An MCP server listing ``tools`` (a list, or each session's from a :data:`ListHandler`) and
    answering ``tools/call`` through ``call``.

    With ``sessions_required`` (streamable HTTP) the server steers clients to the session-based
    handshake era; over stdio the connection itself is the session, so any era is served.
    """
    listed = [_tool(spec) for spec in tools] if isinstance(tools, list) else None

    async def on_list_tools(ctx: Any, params: types.PaginatedRequestParams | None) -> types.ListToolsResult:
        if listed is not None:
            return types.ListToolsResult(tools=listed)
        assert callable(tools)
        return types.ListToolsResult(tools=[_tool(s) for s in tools(_session_of(ctx, sessions_required))])

    async def on_call_tool(ctx: Any, params: types.CallToolRequestParams) -> types.CallToolResult:
        outcome = await call(_session_of(ctx, sessions_required), params.name, params.arguments)
        if outcome is None:
            raise _unknown_tool(params.name)
        return _result(outcome)

    server: Server[Any] = Server(
        name,
        version=version,
        instructions=instructions,
        on_list_tools=on_list_tools,
        on_call_tool=on_call_tool,
    )
    if documents:
        _serve_documents(server, documents)
    if sessions_required:

        async def on_discover(ctx: Any, params: types.RequestParams | None) -> types.DiscoverResult:
            # Advertise only the session-based versions: each session is one world.
            return types.DiscoverResult(
                supported_versions=list(HANDSHAKE_PROTOCOL_VERSIONS),
                capabilities=server.get_capabilities(),
                instructions=instructions,
            )

        server.add_request_handler("server/discover", types.RequestParams, on_discover)
    return server


def _serve_documents(server: Server[Any], documents: tuple[Document, ...]) -> None:
    by_name = {d.name: d for d in documents}
    by_uri = {d.uri: d for d in documents}

    async def list_prompts(ctx: Any, params: types.PaginatedRequestParams | None) -> types.ListPromptsResult:
        return types.ListPromptsResult(
            prompts=[types.Prompt(name=d.name, title=d.title, description=d.title) for d in documents]
        )

    async def get_prompt(ctx: Any, params: types.GetPromptRequestParams) -> types.GetPromptResult:
        doc = by_name.get(params.name)
        if doc is None:
            raise _invalid(f"Unknown prompt: {params.name}")
        message = types.PromptMessage(role="user", content=types.TextContent(type="text", text=doc.text))
        return types.GetPromptResult(description=doc.title, messages=[message])

    async def list_resources(
        ctx: Any, params: types.PaginatedRequestParams | None
    ) -> types.ListResourcesResult:
        return types.ListResourcesResult(
            resources=[
                types.Resource(uri=d.uri, name=d.name, title=d.title, mime_type="text/plain")
                for d in documents
            ]
        )

    async def read_resource(ctx: Any, params: types.ReadResourceRequestParams) -> types.ReadResourceResult:
        doc = by_uri.get(str(params.uri))
        if doc is None:
            raise _invalid(f"Unknown resource: {params.uri}")
        return types.ReadResourceResult(
            contents=[types.TextResourceContents(uri=doc.uri, text=doc.text, mime_type="text/plain")]
        )

    server.add_request_handler("prompts/list", types.PaginatedRequestParams, list_prompts)
    server.add_request_handler("prompts/get", types.GetPromptRequestParams, get_prompt)
    server.add_request_handler("resources/list", types.PaginatedRequestParams, list_resources)
    server.add_request_handler("resources/read", types.ReadResourceRequestParams, read_resource)


def _session_of(ctx: Any, sessions_required: bool) -> str | None:
    """The MCP session a request belongs to: its ``Mcp-Session-Id`` over HTTP, the connection on stdio.

    The SDK builds a new ``ServerSession`` object per request, so the session id header (the
    protocol's own name for a session) is the stable key; stdio serves exactly one connection.
    """
    if not sessions_required:
        return STDIO_SESSION
    if ctx.protocol_version in MODERN_PROTOCOL_VERSIONS:
        return None
    request = getattr(ctx, "request", None)
    headers = getattr(request, "headers", None)
    if headers is None:
        return None
    session_id = headers.get(SESSION_HEADER)
    return str(session_id) if session_id else None


def _invalid(message: str) -> Exception:
    from mcp.shared.exceptions import MCPError

    return MCPError(types.INVALID_PARAMS, message)


def _unknown_tool(name: str) -> Exception:
    return _invalid(f"Unknown tool: {name}")


def run_stdio(server: Server[Any]) -> None:
    """Serve one client over this process's stdin/stdout until it disconnects.

    On pipes or sockets (what MCP clients launch servers with) the lines are read and written by the
    event loop (:mod:`toolproof.transports.mcp.stdio_pipes`) instead of the SDK's thread per line;
    the SDK's ``stdio_server`` still frames, parses and serialises every message.
    """

    async def main() -> None:
        if stdio_pipes.usable():
            async with (
                stdio_pipes.native_stdio() as (stdin, stdout),
                stdio_server(stdin=stdin, stdout=stdout) as (read_stream, write_stream),
            ):
                await server.run(read_stream, write_stream, server.create_initialization_options())
            return
        async with stdio_server() as (read_stream, write_stream):
            await server.run(read_stream, write_stream, server.create_initialization_options())

    anyio.run(main)


def streamable_http_app(
    server: Server[Any],
    *,
    host: str,
    path: str = "/mcp",
    idle_seconds: float | None = None,
    max_sessions: int | None = None,
) -> ASGIApp:
    """The streamable-HTTP ASGI app (its lifespan runs the session manager: serve it with lifespan on).

    Sessions are stateful (one ``Mcp-Session-Id`` per client); DNS-rebinding protection is on for
    loopback hosts, as the SDK does by default. The SDK ends a session idle for ``idle_seconds`` and
    refuses new ones (503) while ``max_sessions`` are open.
    """
    options: dict[str, Any] = {}
    if idle_seconds is not None:
        options["session_idle_timeout"] = idle_seconds
    if max_sessions is not None:
        options["max_sessions"] = max_sessions
    app: ASGIApp = server.streamable_http_app(
        streamable_http_path=path, host=host, json_response=False, **options
    )
    return app
