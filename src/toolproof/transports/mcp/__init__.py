"""Worlds as MCP tools: one world per MCP session, over stdio or streamable HTTP.

Needs the official ``mcp`` SDK (2.x); only :mod:`toolproof.transports.mcp.sdk` imports it.
"""

from toolproof.transports.mcp.results import ToolOutcome, call_tool, outcome_of
from toolproof.transports.mcp.server import (
    McpHttpInfo,
    McpTools,
    RunningMcpServer,
    build_http_app,
    serve_http,
    serve_stdio,
    serve_task_stdio,
    start_http_in_thread,
    task_tools,
)
from toolproof.transports.mcp.sessions import SessionLimits, WorldGone, WorldSource
from toolproof.transports.mcp.task import TaskEpisode, TaskNotFound, find_task, variant_of

__all__ = [
    "McpHttpInfo",
    "McpTools",
    "RunningMcpServer",
    "SessionLimits",
    "TaskEpisode",
    "TaskNotFound",
    "ToolOutcome",
    "WorldGone",
    "WorldSource",
    "build_http_app",
    "call_tool",
    "find_task",
    "outcome_of",
    "serve_http",
    "serve_stdio",
    "serve_task_stdio",
    "start_http_in_thread",
    "task_tools",
    "variant_of",
]
