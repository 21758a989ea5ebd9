"""``toolproof tools``: every operation as tool definitions for OpenAI, Anthropic or MCP."""

from __future__ import annotations

import argparse
import json
from typing import Any

from toolproof.commands._common import CliError, add_services_option, load_services
from toolproof.commands._conditions import add_condition_options, conditions_of

DESCRIPTION = """\
Print every operation of the services as tool definitions a tool-calling API accepts (names, sizes and
JSON Schema keywords within the OpenAI and Anthropic tool rules).

With --interface or --perturb, print what an agent is shown under that interface variant or
perturbation (the same view `toolproof run` and `toolproof mcp` give): e.g.
  toolproof tools --services stripe --interface resumable --perturb renamed-tools
One condition prints a list of tools; several (--perturb all) print {"condition": [tools], ...}.
The drift types (group:transition) change the list mid-episode: --after-calls 4 shows it changed."""


def add_parser(sub: Any) -> None:
    parser = sub.add_parser(
        "tools",
        help="print tool definitions for OpenAI, Anthropic or MCP as JSON",
        description=DESCRIPTION,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    add_services_option(parser)
    parser.add_argument(
        "--format", "--provider", dest="format", choices=["openai", "anthropic", "mcp"], default="openai"
    )
    parser.add_argument("--strict", action="store_true", help="OpenAI strict mode where the schema allows it")
    add_condition_options(parser, several=True)
    parser.add_argument(
        "--seed", type=int, default=0, help="seed of the perturbations (same seed, same view; default 0)"
    )
    parser.add_argument(
        "--after-calls",
        type=_calls,
        default=None,
        metavar="N",
        help="the list as shown after N calls (drift types switch after 2 to 4 calls)",
    )


def _calls(value: str) -> int:
    try:
        number = int(value)
    except ValueError:
        number = -1
    if number < 0:
        raise argparse.ArgumentTypeError(f"expected a number of calls (0 or more), got {value!r}")
    return number


def run(args: argparse.Namespace) -> int:
    from toolproof.transports.tools import ToolSchemaError, tool_definitions

    names = load_services(args.services)
    interface, conditions = conditions_of(args)
    if interface == "vendor" and not conditions and args.after_calls is None:
        try:
            tools = tool_definitions(names, args.format, strict=args.strict)
        except ToolSchemaError as exc:
            raise CliError(str(exc), code=1) from None
        print(json.dumps(tools, indent=2, ensure_ascii=False))
        return 0
    from toolproof.perturb import Surface, render
    from toolproof.world import World

    world = World(names)
    base = Surface(world, interface=interface).base_tools()  # shared: built once for every condition
    shown: dict[str, list[dict[str, Any]]] = {}
    todo: list[str | None] = [*conditions] if conditions else [None]
    for condition in todo:
        surface = Surface(world, interface=interface, perturbation=condition, seed=args.seed, base=base)
        surface.calls = args.after_calls or 0
        try:
            shown[condition or "clean"] = [
                render(t, args.format, strict=args.strict) for t in surface.tool_defs()
            ]
        except ValueError as exc:
            what = f"--interface {interface}" + (f" --perturb {condition}" if condition else "")
            raise CliError(f"{what} cannot apply to {'+'.join(names)}: {exc}", code=1) from None
    out: Any = next(iter(shown.values())) if len(shown) == 1 else shown
    print(json.dumps(out, indent=2, ensure_ascii=False))
    return 0
