"""``toolproof tools``: every operation as tool definitions for OpenAI, Anthropic or MCP."""

from __future__ import annotations

import argparse
import json
from typing import Any

from toolproof.commands._common import CliError, add_services_option, load_services


def add_parser(sub: Any) -> None:
    parser = sub.add_parser(
        "tools",
        help="print tool definitions for OpenAI, Anthropic or MCP as JSON",
        description="Print every operation of the services as tool definitions a tool-calling API accepts.",
    )
    add_services_option(parser)
    parser.add_argument("--format", choices=["openai", "anthropic", "mcp"], default="openai")
    parser.add_argument("--strict", action="store_true", help="OpenAI strict mode where the schema allows it")


def run(args: argparse.Namespace) -> int:
    from toolproof.transports.tools import ToolSchemaError, tool_definitions

    names = load_services(args.services)
    try:
        tools = tool_definitions(names, args.format, strict=args.strict)
    except ToolSchemaError as exc:
        raise CliError(str(exc), code=1) from None
    print(json.dumps(tools, indent=2, ensure_ascii=False))
    return 0
