"""What the MCP server needs from a mode that makes every session an episode (e.g. one task).

The server stays generic: it lists the mode's extra tools (``finish``, ``wait``, ``ask_user``…) after
the services' operations, shows its instruction document, routes calls on those tools to it, and
settles a session's episode when the session ends. What an episode is, and how it is graded, lives in
the layer that runs things (:mod:`toolproof.runs.mcp_task` wires task mode in).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from typing import Any, Protocol

from toolproof.transports.mcp.results import ToolOutcome
from toolproof.transports.mcp.sdk import Document, ToolSpec
from toolproof.world import World


class EpisodeMode(Protocol):
    """One server's episodes: a world per session, extra tools, and a report per episode."""

    #: Called with a world's id once its ended episode's report has been read (the server lets it go).
    on_read: Callable[[str], None] | None

    @property
    def keep(self) -> Collection[str]:
        """Operations always listed when the tool list is capped (the episode's own)."""
        ...

    @property
    def tools(self) -> Sequence[ToolSpec]:
        """The mode's own tools, listed after the operations."""
        ...

    def document(self) -> Document:
        """The instruction, offered as the server's prompt and resource."""
        ...

    def instructions(self) -> str:
        """Text put before the server's instructions."""
        ...

    def new_world(self) -> World:
        """A new session's world, its episode begun."""
        ...

    def end(self, world: World) -> None:
        """The session of ``world`` ended: settle its episode (idempotent)."""
        ...

    def ended(self, world: World) -> bool:
        """Whether the episode of ``world`` has ended (its calls are then refused)."""
        ...

    async def call(self, world: World, name: str, arguments: Mapping[str, Any] | None) -> ToolOutcome:
        """Answer a call on one of :attr:`tools` in the session of ``world``."""
        ...

    def read_reports(self) -> list[dict[str, Any]]:
        """Every episode's report (``GET /_toolproof/mcp/episodes``)."""
        ...


#: Makes a server's episodes from its way to create a fresh world.
EpisodeFactory = Callable[[Callable[[], World]], EpisodeMode]
