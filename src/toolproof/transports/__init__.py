"""Ways into a world: HTTP (the vendors' wire formats), MCP, and tool-calling schemas."""
