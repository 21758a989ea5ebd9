"""The ``toolproof`` command. Thin: parses arguments and calls the library."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from toolproof import __version__
from toolproof.commands import demo as demo_command
from toolproof.commands import run as run_command
from toolproof.commands import validate as validate_command
from toolproof.service import registry

EPILOG = """\
examples:
  toolproof serve                              serve every built-in double on 127.0.0.1:8765
  toolproof serve --services stripe --port 0   one service on a free port
  toolproof serve --json                       print one JSON line with URLs, credentials, admin token
  toolproof serve --faults flaky-network       inject a built-in fault plan (or --faults plan.yaml)
  toolproof services                           list the doubles and their operations
  toolproof faults                             list the built-in fault plans
  toolproof mcp --services stripe              serve a world's operations as MCP tools over stdio
  toolproof mcp --transport http --port 0      MCP over streamable HTTP: one world per session
  toolproof tools --services slack --format anthropic   tool definitions as JSON for a provider
"""


def _services_arg(value: str) -> list[str]:
    names = [v.strip() for v in value.split(",") if v.strip()]
    if not names:
        raise argparse.ArgumentTypeError("give at least one service, e.g. --services stripe,slack")
    return names


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="toolproof",
        description="A proving ground for API-calling agents: stateful, resettable, fault-injectable "
        "doubles of real APIs (Stripe, Slack, Google Calendar) that the official SDKs talk to unchanged.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"toolproof {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    serve = sub.add_parser(
        "serve",
        help="serve doubles over HTTP for SDKs and agents",
        description="Serve the doubles over HTTP. Each service sits under its own prefix, so an official "
        "SDK needs only a base-URL change (Stripe: api_base=URL/stripe; Slack: base_url=URL/slack/api/; "
        "Google Calendar: api_endpoint=URL/gcal/calendar/v3/). The credential selects the world; "
        "worlds are created, reset and inspected on the admin surface (URL/_toolproof) with the admin token.",
    )
    serve.add_argument("--services", type=_services_arg, default=None, help="comma-separated (default: all)")
    serve.add_argument("--host", default="127.0.0.1", help="interface to bind (default: loopback only)")
    serve.add_argument("--port", type=int, default=8765, help="port (0 picks a free one; default 8765)")
    serve.add_argument("--seed", type=int, default=0, help="seed of the ready world's fixture (default 0)")
    serve.add_argument("--fixture", default="default", help="fixture name of the ready world")
    serve.add_argument("--admin-token", default=None, help="admin token (default: a random one, printed)")
    serve.add_argument("--json", action="store_true", help="print one JSON line on start, for scripts")
    serve.add_argument(
        "--no-rate-limits",
        action="store_true",
        help="switch off the services' own rate limits (Slack's tiers…) in every world; per world: "
        'PATCH /_toolproof/worlds/{id} {"rate_limits": false}',
    )
    serve.add_argument(
        "--faults",
        default=None,
        metavar="PLAN",
        help="fault plan for every world: a YAML/JSON file or a built-in name (see `toolproof faults`)",
    )

    sub.add_parser("services", help="list the available doubles and their operations")
    validate_command.add_parser(sub)
    run_command.add_parser(sub)
    demo_command.add_parser(sub)
    faults = sub.add_parser("faults", help="list the built-in fault plans, or print one")
    faults.add_argument("plan", nargs="?", help="a built-in plan's name or a plan file: print it as YAML")
    _add_mcp_parsers(sub)
    return parser


def _add_mcp_parsers(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    mcp = sub.add_parser(
        "mcp",
        help="serve a world's operations as MCP tools (stdio or streamable HTTP)",
        description="Serve the doubles' operations as MCP tools. Each MCP session gets its own world: over "
        "stdio the client that spawned this process; over streamable HTTP (URL/mcp) each Mcp-Session-Id. "
        "Tool results carry the vendor's JSON body; vendor errors are error results.",
    )
    mcp.add_argument("--services", type=_services_arg, default=None, help="comma-separated (default: all)")
    mcp.add_argument("--seed", type=int, default=0, help="seed of each world's fixture (default 0)")
    mcp.add_argument("--fixture", default="default", help="fixture name of each world")
    mcp.add_argument(
        "--faults", default=None, metavar="PLAN", help="fault plan for every world (file or built-in name)"
    )
    mcp.add_argument(
        "--task",
        default=None,
        metavar="ID",
        help="serve one task: its tools, its instruction (prompt and resource) and a finish tool; graded "
        "when the session ends (stdio: stderr and --grade-out; HTTP: GET /_toolproof/mcp/episodes)",
    )
    mcp.add_argument("--suite", default="core", help="suite of --task: built-in name or path (default: core)")
    mcp.add_argument("--variant", default=None, metavar="NAME", help="a fault variant of --task")
    mcp.add_argument(
        "--grade-out", default=None, metavar="FILE", help="stdio --task: write the grade JSON here"
    )
    mcp.add_argument("--transport", choices=["stdio", "http"], default="stdio", help="default: stdio")
    mcp.add_argument("--host", default="127.0.0.1", help="HTTP interface to bind (default: loopback only)")
    mcp.add_argument("--port", type=int, default=8766, help="HTTP port (0 picks a free one; default 8766)")
    mcp.add_argument("--admin-token", default=None, help="HTTP admin token (default: a random one, printed)")
    mcp.add_argument("--json", action="store_true", help="HTTP: print one JSON line on start, for scripts")

    tools = sub.add_parser(
        "tools",
        help="print tool definitions for OpenAI, Anthropic or MCP as JSON",
        description="Print every operation of the services as tool definitions a tool-calling API accepts.",
    )
    tools.add_argument("--services", type=_services_arg, default=None, help="comma-separated (default: all)")
    tools.add_argument("--format", choices=["openai", "anthropic", "mcp"], default="openai")
    tools.add_argument("--strict", action="store_true", help="OpenAI strict mode where the schema allows it")


def cmd_serve(args: argparse.Namespace) -> int:
    from toolproof.transports.http.server import ServerInfo, run_server

    names = args.services or registry.available()
    if not names:
        print("toolproof: no services are installed", file=sys.stderr)
        return 2
    try:
        for name in names:
            registry.get(name)
    except registry.UnknownService as exc:
        print(f"toolproof: {exc}", file=sys.stderr)
        return 2
    from toolproof.faults import PlanError, load_plan

    plan = None
    if args.faults is not None:
        try:
            plan = load_plan(args.faults)
        except PlanError as exc:
            print(f"toolproof: {exc}", file=sys.stderr)
            return 2

    def on_ready(info: ServerInfo) -> None:
        if args.json:
            print(json.dumps(info.to_dict()), flush=True)
            return
        print(f"toolproof {__version__} serving {', '.join(names)} at {info.base_url}", flush=True)
        for name, url in info.services.items():
            creds = ", ".join(f"{k}={v}" for k, v in info.credentials[name].items())
            print(f"  {name:<8} {url:<40} {creds}", flush=True)
        print(
            f"  admin    {info.base_url}/_toolproof  (Authorization: Bearer {info.admin_token})", flush=True
        )
        if plan is not None:
            print(
                f"  faults   {plan.name}: {plan.description or f'{len(plan.all_rules())} rule(s)'}",
                flush=True,
            )
        print("Press Ctrl+C to stop.", flush=True)

    try:
        run_server(
            names,
            host=args.host,
            port=args.port,
            seed=args.seed,
            fixture=args.fixture,
            admin_token=args.admin_token,
            on_ready=on_ready,
            faults=plan,
            rate_limits=not args.no_rate_limits,
        )
    except PlanError as exc:  # the plan does not fit these services (a table or operation they lack)
        print(f"toolproof: {exc}", file=sys.stderr)
        return 2
    except OSError as exc:
        print(
            f"toolproof: cannot listen on {args.host}:{args.port}: {exc.strerror}. Try --port 0.",
            file=sys.stderr,
        )
        return 1
    except KeyboardInterrupt:
        pass
    return 0


def cmd_services(args: argparse.Namespace) -> int:
    for name in registry.available():
        svc = registry.get(name)
        print(f"{name}  (mount {svc.mount}, {len(svc.operations)} operations)")
        for op in sorted(svc.operations.values(), key=lambda o: o.name):
            kind = "write" if op.writes else "read "
            print(f"  {kind}  {'/'.join(op.methods):<6} {svc.mount}{op.path:<45} {op.name}")
    return 0


def cmd_faults(args: argparse.Namespace) -> int:
    from toolproof.faults import PlanError, builtin_plans, load_plan

    if args.plan is not None:
        import yaml

        try:
            plan = load_plan(args.plan)
        except PlanError as exc:
            print(f"toolproof: {exc}", file=sys.stderr)
            return 2
        print(yaml.safe_dump(plan.to_data(), sort_keys=False, allow_unicode=True), end="")
        return 0
    plans = builtin_plans()
    width = max(map(len, plans), default=0)
    for name, description in plans.items():
        print(f"{name:<{width}}  {description}")
    return 0


def _load_services(names: list[str] | None) -> list[str] | None:
    names = names or registry.available()
    try:
        for name in names:
            registry.get(name)
    except registry.UnknownService as exc:
        print(f"toolproof: {exc}", file=sys.stderr)
        return None
    return names


def cmd_mcp(args: argparse.Namespace) -> int:
    from toolproof.transports.mcp import McpHttpInfo, serve_http, serve_stdio, serve_task_stdio

    task = variant = None
    if args.task is not None:
        from toolproof.tasks import TaskLoadError
        from toolproof.transports.mcp import TaskNotFound, find_task, variant_of

        try:
            task = find_task(args.task, args.suite)
            variant = variant_of(task, args.variant)
        except (TaskNotFound, TaskLoadError) as exc:
            print(f"toolproof: {exc}", file=sys.stderr)
            return 2
    elif args.variant is not None:
        print("toolproof: --variant needs --task", file=sys.stderr)
        return 2
    names = _load_services(args.services if task is None else list(task.services))
    if names is None:
        return 2
    plan = None
    if args.faults is not None:
        from toolproof.faults import PlanError, load_plan

        try:
            plan = load_plan(args.faults)
        except PlanError as exc:
            print(f"toolproof: {exc}", file=sys.stderr)
            return 2
    if args.transport == "stdio":  # stdout is the protocol channel: say nothing there
        if task is None:
            serve_stdio(names, seed=args.seed, fixture=args.fixture, faults=plan)
            return 0
        report = serve_task_stdio(task, variant=variant, faults=plan).report()
        if args.grade_out:
            with open(args.grade_out, "w", encoding="utf-8") as out:
                json.dump(report, out, indent=2, ensure_ascii=False)
        summary = {k: report[k] for k in ("task", "variant", "world", "claim", "passed", "calls")}
        print(json.dumps(summary), file=sys.stderr, flush=True)
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

    try:
        serve_http(
            names,
            host=args.host,
            port=args.port,
            seed=args.seed,
            fixture=args.fixture,
            admin_token=args.admin_token,
            faults=plan,
            on_ready=on_ready,
            task=task,
            variant=variant,
        )
    except OSError as exc:
        print(
            f"toolproof: cannot listen on {args.host}:{args.port}: {exc.strerror}. Try --port 0.",
            file=sys.stderr,
        )
        return 1
    except KeyboardInterrupt:
        pass
    return 0


def cmd_tools(args: argparse.Namespace) -> int:
    from toolproof.transports.tools import ToolSchemaError, tool_definitions

    names = _load_services(args.services)
    if names is None:
        return 2
    try:
        tools = tool_definitions(names, args.format, strict=args.strict)
    except ToolSchemaError as exc:
        print(f"toolproof: {exc}", file=sys.stderr)
        return 1
    print(json.dumps(tools, indent=2, ensure_ascii=False))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command == "serve":
        return cmd_serve(args)
    if args.command == "validate":
        return validate_command.run(args)
    if args.command == "run":
        return run_command.run(args)
    if args.command == "demo":
        return demo_command.run(args)
    if args.command == "services":
        return cmd_services(args)
    if args.command == "faults":
        return cmd_faults(args)
    if args.command == "mcp":
        return cmd_mcp(args)
    if args.command == "tools":
        return cmd_tools(args)
    parser.print_help()
    return 0
