"""``toolproof mcp``: a world's operations as MCP tools, over stdio or streamable HTTP."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from toolproof import __version__
from toolproof.commands._common import (
    CliError,
    add_services_option,
    cannot_listen,
    load_plan,
    load_services,
    port_arg,
)
from toolproof.commands._conditions import add_condition_options, conditions_of
from toolproof.commands.serve import add_admin_token_options, admin_token, positive_float, positive_int

#: Defaults of the session limits (the values of :mod:`toolproof.transports.mcp.server`).
SESSION_IDLE_SECONDS = 1800.0
MAX_SESSIONS = 100

DESCRIPTION = (
    "Serve the doubles' operations as MCP tools. Each MCP session gets its own world: over stdio the "
    "client that spawned this process; over streamable HTTP (URL/mcp) each Mcp-Session-Id. Tool results "
    "carry the vendor's JSON body; vendor errors are error results. --interface and --perturb change what "
    "every session is shown and how its calls are mapped (e.g. --interface resumable --perturb "
    "renamed-tools); the vendor HTTP API the same server offers stays the vendor's own wire."
)


def add_parser(sub: Any) -> None:
    parser = sub.add_parser(
        "mcp",
        help="serve a world's operations as MCP tools (stdio or streamable HTTP)",
        description=DESCRIPTION,
    )
    add_services_option(parser)
    parser.add_argument("--seed", type=int, default=0, help="seed of each world's fixture (default 0)")
    parser.add_argument("--fixture", default="default", help="fixture name of each world")
    parser.add_argument(
        "--faults", default=None, metavar="PLAN", help="fault plan for every world (file or built-in name)"
    )
    parser.add_argument(
        "--task",
        default=None,
        metavar="ID",
        help="serve one task: its tools, its instruction (prompt and resource) and a finish tool; graded "
        "when the session ends (stdio: stderr and --grade-out; HTTP: GET /_toolproof/mcp/episodes)",
    )
    parser.add_argument(
        "--suite", default="core", help="suite of --task: built-in name or path (default: core)"
    )
    parser.add_argument("--variant", default=None, metavar="NAME", help="a fault variant of --task")
    parser.add_argument(
        "--grade-out", default=None, metavar="FILE", help="stdio --task: write the grade JSON here"
    )
    add_condition_options(parser, several=False)
    parser.add_argument("--transport", choices=["stdio", "http"], default="stdio", help="default: stdio")
    parser.add_argument("--host", default="127.0.0.1", help="HTTP interface to bind (default: loopback only)")
    parser.add_argument(
        "--port", type=port_arg, default=8766, help="HTTP port (0 picks a free one; default 8766)"
    )
    add_admin_token_options(parser)
    parser.add_argument(
        "--session-idle",
        type=positive_float,
        default=SESSION_IDLE_SECONDS,
        metavar="S",
        help=f"HTTP: end a session idle this long and let its world go (default {SESSION_IDLE_SECONDS:g})",
    )
    parser.add_argument(
        "--max-sessions",
        type=positive_int,
        default=MAX_SESSIONS,
        metavar="N",
        help=f"HTTP: live sessions (worlds) at once; more are refused (default {MAX_SESSIONS})",
    )
    parser.add_argument("--json", action="store_true", help="HTTP: print one JSON line on start, for scripts")


def run(args: argparse.Namespace) -> int:
    try:
        from toolproof.runs.mcp_task import serve_task_http, serve_task_stdio
        from toolproof.transports.mcp import McpHttpInfo, serve_http, serve_stdio
        from toolproof.transports.mcp.sessions import SessionLimits
    except ImportError as exc:
        cause = exc.__cause__ or exc  # the SDK module's own ImportError names what failed
        raise CliError(
            f"toolproof mcp needs the MCP SDK 2.x: pip install 'toolproof[mcp]' ({cause})"
        ) from None

    task = variant = None
    if args.task is not None:
        from toolproof.runs.mcp_task import TaskNotFound, find_task, variant_of
        from toolproof.tasks import TaskLoadError

        try:
            task = find_task(args.task, args.suite)
            variant = variant_of(task, args.variant)
        except (TaskNotFound, TaskLoadError) as exc:
            raise CliError(str(exc)) from None
    elif args.variant is not None:
        raise CliError("--variant needs --task")
    names = load_services(args.services if task is None else list(task.services))
    interface, conditions = conditions_of(args)
    shown = None if interface == "vendor" else interface
    perturbation = conditions[0] if conditions else None
    if shown is not None or conditions:
        if task is not None:
            raise CliError(
                "--interface/--perturb cannot be combined with --task yet: "
                f"`toolproof run --task {args.task} --interface … --perturb …` runs a task under them"
            )
        if len(conditions) > 1:
            raise CliError(
                f"--perturb names {len(conditions)} conditions: a server shows one (a type, or a+b "
                "composed); `toolproof experiment perturbations` compares them"
            )
        from toolproof.transports.mcp.server import session_surfaces

        try:
            session_surfaces(names, shown, perturbation, args.seed)
        except ValueError as exc:
            raise CliError(f"cannot apply to {'+'.join(names)}: {exc}") from None
    plan = load_plan(args.faults)
    if args.transport == "stdio":  # stdout is the protocol channel: say nothing there
        if task is None:
            serve_stdio(
                names,
                seed=args.seed,
                fixture=args.fixture,
                faults=plan,
                interface=shown,
                perturbation=perturbation,
            )
            return 0

        def graded(report: dict[str, Any]) -> None:  # at `finish`, not when the client lets go
            if args.grade_out:
                with open(args.grade_out, "w", encoding="utf-8") as out:
                    json.dump(report, out, indent=2, ensure_ascii=False)
            summary = {k: report[k] for k in ("task", "variant", "world", "claim", "passed", "calls")}
            print(json.dumps(summary), file=sys.stderr, flush=True)

        serve_task_stdio(task, variant=variant, faults=plan, on_end=graded)
        return 0

    def on_ready(info: McpHttpInfo) -> None:
        if args.json:
            print(json.dumps(info.to_dict()), flush=True)
            return
        print(f"toolproof {__version__} MCP for {', '.join(names)} at {info.mcp_url}", flush=True)
        print(
            f"  admin    {info.base_url}/_toolproof  (Authorization: Bearer {info.admin_token})", flush=True
        )
        print("Each MCP session gets its own world. Press Ctrl+C to stop.", flush=True)

    limits = SessionLimits(idle_seconds=args.session_idle, max_sessions=args.max_sessions)
    try:
        if task is not None:
            serve_task_http(
                task,
                variant=variant,
                faults=plan,
                host=args.host,
                port=args.port,
                admin_token=admin_token(args),
                on_ready=on_ready,
                limits=limits,
            )
        else:
            serve_http(
                names,
                host=args.host,
                port=args.port,
                seed=args.seed,
                fixture=args.fixture,
                admin_token=admin_token(args),
                faults=plan,
                on_ready=on_ready,
                limits=limits,
                interface=shown,
                perturbation=perturbation,
            )
    except OSError as exc:
        raise cannot_listen(args.host, args.port, exc) from None
    except KeyboardInterrupt:
        pass
    return 0
