"""Reading an MCP tool result the way the tests rely on it: as text.

Every tool toolproof serves answers with text content (the vendor's body or a one-line error), but the
MCP types allow images, audio and resources too; :func:`first_text` states the expectation once, so a
result of another kind fails with a clear assertion instead of an ``AttributeError``.
"""

from __future__ import annotations

from mcp_types import CallToolResult, TextContent


def first_text(result: CallToolResult) -> str:
    """The text of the result's first content block, which must be text."""
    assert result.content, "the tool result has no content"
    block = result.content[0]
    assert isinstance(block, TextContent), f"expected text content, got {type(block).__name__}"
    return block.text
