"""The ``toolproof`` command. Thin: parses arguments and hands each subcommand to its module.

Every subcommand lives in :mod:`toolproof.commands` as ``add_parser(subparsers)`` and
``run(args) -> exit code``; a :class:`~toolproof.commands._common.CliError` becomes one readable line
on stderr and its exit code, never a traceback.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from typing import NoReturn

from toolproof import __version__
from toolproof.commands import (
    check_service,
    demo,
    docs,
    experiment,
    export,
    faults,
    mcp,
    new_service,
    parity,
    run,
    serve,
    services,
    tasks,
    tools,
    validate,
    view,
)
from toolproof.commands._common import CliError
from toolproof.world.clock import wall_time_scale

COMMANDS = {
    "demo": demo,
    "run": run,
    "experiment": experiment,
    "view": view,
    "export": export,
    "tasks": tasks,
    "validate": validate,
    "serve": serve,
    "mcp": mcp,
    "tools": tools,
    "services": services,
    "new-service": new_service,
    "check-service": check_service,
    "faults": faults,
    "parity": parity,
    "docs": docs,
}

EPILOG = """\
examples:
  toolproof demo                               the reference agents through the core suite under faults
  toolproof run --agent openai:gpt-4o-mini     score a model (any OpenAI-compatible endpoint)
  toolproof run --agent mypkg.agent:solve      score your own `async def solve(episode)`
  toolproof experiment interfaces             duplicates and false claims per interface variant
  toolproof view runs/x                        the report and episode viewer on 127.0.0.1
  toolproof export runs/x --format otlp-json   a run's episodes as OpenTelemetry traces
  toolproof run ... --otlp-endpoint URL        send each episode's trace to a collector as it goes
  toolproof tasks core --task 'tag:refunds'   list a suite's tasks (ids, globs and tags select)
  toolproof validate core                      prove every task of a suite
  toolproof serve                              serve every built-in double on 127.0.0.1:8765
  toolproof serve --json --port 0              one JSON line with URLs, credentials, admin token
  toolproof serve --faults flaky-network       inject a built-in fault plan (or --faults plan.yaml)
  toolproof mcp --services stripe              a world's operations as MCP tools over stdio
  toolproof mcp --transport http --port 0      MCP over streamable HTTP: one world per session
  toolproof tools --services slack --format anthropic   tool definitions as JSON for a provider
  toolproof services | toolproof faults        what doubles and fault plans there are
  toolproof parity check                       replay the shipped cassettes against the doubles
  toolproof new-service notes --dir src        scaffold a new double (create + list) in the standard layout
  toolproof check-service notes                determinism, reset, tool schemas, MCP and HTTP fuzz of a double
  toolproof docs metrics                       the guides shipped with the package (metrics, tasks…)

environment:
  TOOLPROOF_TIME_SCALE=0.01   served worlds really wait 1/100 of a fault's seconds (timeouts,
                              latency); the virtual clock and the ledger keep the plan's seconds
"""


class Parser(argparse.ArgumentParser):
    """argparse with one-line errors: ``toolproof run: argument --trials: expected at least 1, got 0 (see
    toolproof run --help)`` instead of a usage block (subcommands' parsers are of this class too)."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message} (see {self.prog} --help)\n")


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog="toolproof",
        description="A proving ground for API-calling agents: stateful, resettable, fault-injectable "
        "doubles of real APIs (Stripe, Slack, Google Calendar) that the official SDKs talk to unchanged.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"toolproof {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for module in COMMANDS.values():
        module.add_parser(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    module = COMMANDS.get(args.command or "")
    if module is None:
        parser.print_help()
        return 0
    try:
        wall_time_scale()  # a bad TOOLPROOF_TIME_SCALE is one line here, not a traceback in a world
    except ValueError as exc:
        print(f"toolproof: {exc}", file=sys.stderr)
        return 2
    try:
        code: int = module.run(args)
    except CliError as exc:
        print(f"toolproof: {exc}", file=sys.stderr)
        return exc.code
    except BrokenPipeError:  # `toolproof tools | head`: the reader left; not an error
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    return code
