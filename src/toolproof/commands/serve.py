"""``toolproof serve``: the doubles over HTTP, for SDKs and agents."""

from __future__ import annotations

import argparse
import json
from typing import Any

from toolproof import __version__
from toolproof.commands._common import add_services_option, cannot_listen, load_plan, load_services

DESCRIPTION = (
    "Serve the doubles over HTTP. Each service sits under its own prefix, so an official SDK needs only a "
    "base-URL change (Stripe: api_base=URL/stripe; Slack: base_url=URL/slack/api/; Google Calendar: "
    "api_endpoint=URL/gcal/calendar/v3/). The credential selects the world; worlds are created, reset and "
    "inspected on the admin surface (URL/_toolproof) with the admin token."
)


def add_parser(sub: Any) -> None:
    parser = sub.add_parser(
        "serve", help="serve doubles over HTTP for SDKs and agents", description=DESCRIPTION
    )
    add_services_option(parser)
    parser.add_argument("--host", default="127.0.0.1", help="interface to bind (default: loopback only)")
    parser.add_argument("--port", type=int, default=8765, help="port (0 picks a free one; default 8765)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the ready world's fixture (default 0)")
    parser.add_argument("--fixture", default="default", help="fixture name of the ready world")
    parser.add_argument("--admin-token", default=None, help="admin token (default: a random one, printed)")
    parser.add_argument("--json", action="store_true", help="print one JSON line on start, for scripts")
    parser.add_argument(
        "--no-rate-limits",
        action="store_true",
        help="switch off the services' own rate limits (Slack's tiers…) in every world; per world: "
        'PATCH /_toolproof/worlds/{id} {"rate_limits": false}',
    )
    parser.add_argument(
        "--faults",
        default=None,
        metavar="PLAN",
        help="fault plan for every world: a YAML/JSON file or a built-in name (see `toolproof faults`)",
    )


def run(args: argparse.Namespace) -> int:
    from toolproof.commands._common import CliError
    from toolproof.faults import PlanError
    from toolproof.transports.http.server import ServerInfo, run_server

    names = load_services(args.services)
    plan = load_plan(args.faults)

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
            described = plan.description or f"{len(plan.all_rules())} rule(s)"
            print(f"  faults   {plan.name}: {described}", flush=True)
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
        raise CliError(str(exc)) from None
    except OSError as exc:
        raise cannot_listen(args.host, args.port, exc) from None
    except KeyboardInterrupt:
        pass
    return 0
