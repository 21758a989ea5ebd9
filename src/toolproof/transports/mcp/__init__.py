"""Worlds as MCP tools: one world per MCP session, over stdio or streamable HTTP.

Needs the official ``mcp`` SDK (2.x); only :mod:`toolproof.transports.mcp.sdk` imports it. Task mode
(one task served and graded per session) is wired in from :mod:`toolproof.runs.mcp_task`.
"""

from toolproof.transports.mcp.episodes import EpisodeFactory, EpisodeMode
from toolproof.transports.mcp.results import ToolOutcome, call_tool, outcome_of
from toolproof.transports.mcp.server import (
    McpHttpInfo,
    McpTools,
    RunningMcpServer,
    build_http_app,
    episode_tools,
    serve_episodes_stdio,
    serve_http,
    serve_stdio,
    start_http_in_thread,
)
from toolproof.transports.mcp.sessions import SessionLimits, WorldGone, WorldSource

__all__ = [
    "EpisodeFactory",
    "EpisodeMode",
    "McpHttpInfo",
    "McpTools",
    "RunningMcpServer",
    "SessionLimits",
    "ToolOutcome",
    "WorldGone",
    "WorldSource",
    "build_http_app",
    "call_tool",
    "episode_tools",
    "outcome_of",
    "serve_episodes_stdio",
    "serve_http",
    "serve_stdio",
    "start_http_in_thread",
]
