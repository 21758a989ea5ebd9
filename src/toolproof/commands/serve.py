"""``toolproof serve``: the doubles over HTTP, for SDKs and agents."""

from __future__ import annotations

import argparse
import json
import os
from pathlib import Path
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

#: Environment variable the admin token is read from when no --admin-token(-file) is given.
ADMIN_TOKEN_ENV = "TOOLPROOF_ADMIN_TOKEN"

DESCRIPTION = (
    "Serve the doubles over HTTP. Each service sits under its own prefix, so an official SDK needs only a "
    "base-URL change (Stripe: api_base=URL/stripe; Slack: base_url=URL/slack/api/; Google Calendar: "
    "api_endpoint=URL/gcal/calendar/v3/; Linear: apiUrl=URL/linear/graphql; Box: BaseUrls(base_url=URL/box, "
    "upload_url=URL/box/upload)). The credential selects the world; worlds are created, reset and inspected "
    "on the admin surface (URL/_toolproof) with the admin token."
)


def add_parser(sub: Any) -> None:
    parser = sub.add_parser(
        "serve", help="serve doubles over HTTP for SDKs and agents", description=DESCRIPTION
    )
    add_services_option(parser)
    parser.add_argument("--host", default="127.0.0.1", help="interface to bind (default: loopback only)")
    parser.add_argument("--port", type=port_arg, default=8765, help="port (0 picks a free one; default 8765)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the ready world's fixture (default 0)")
    parser.add_argument("--fixture", default="default", help="fixture name of the ready world")
    add_admin_token_options(parser)
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
    parser.add_argument(
        "--workers",
        type=positive_int,
        default=1,
        metavar="N",
        help="worker processes (default 1): each world lives in one worker and the port routes every "
        "request to it, so throughput grows with cores",
    )
    parser.add_argument(
        "--state-dir",
        default=None,
        metavar="DIR",
        help="keep worlds (state, clock, snapshots, ledgers, settings) in DIR across restarts; saved every "
        "few seconds and on shutdown",
    )
    add_connection_options(parser)


def positive_int(value: str) -> int:
    try:
        number = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {value!r}") from None
    if number < 1:
        raise argparse.ArgumentTypeError(f"expected at least 1, got {number}")
    return number


def positive_float(value: str) -> float:
    try:
        number = float(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of seconds, got {value!r}") from None
    if not 0 < number < 1e6:
        raise argparse.ArgumentTypeError(f"expected seconds above 0, got {value!r}")
    return number


def add_admin_token_options(parser: argparse.ArgumentParser) -> None:
    group = parser.add_mutually_exclusive_group()
    group.add_argument(
        "--admin-token-file",
        default=None,
        metavar="FILE",
        help=f"read the admin token from FILE (or set {ADMIN_TOKEN_ENV}); default: a random one, printed",
    )
    group.add_argument(
        "--admin-token",
        default=None,
        help=f"admin token (visible in the process list: prefer --admin-token-file or {ADMIN_TOKEN_ENV})",
    )


def add_connection_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--request-timeout",
        type=positive_float,
        default=10.0,
        metavar="S",
        help="seconds a request may take to arrive whole (else 408); idle new connections close then too",
    )
    parser.add_argument(
        "--max-connections",
        type=positive_int,
        default=1024,
        metavar="N",
        help="connections served at once; more are answered 503 and closed (default 1024)",
    )


def admin_token(args: argparse.Namespace) -> str | None:
    """The admin token from --admin-token-file, --admin-token or the environment (``None``: make one)."""
    if getattr(args, "admin_token_file", None):
        try:
            token = Path(args.admin_token_file).read_text(encoding="utf-8").strip()
        except OSError as exc:
            raise CliError(
                f"cannot read the admin token file {args.admin_token_file}: {exc.strerror}"
            ) from None
        if not token:
            raise CliError(f"the admin token file {args.admin_token_file} is empty")
        return token
    if args.admin_token:
        return str(args.admin_token)
    return os.environ.get(ADMIN_TOKEN_ENV) or None


def run(args: argparse.Namespace) -> int:
    from toolproof.faults import PlanError
    from toolproof.transports.http.protocol import ConnectionLimits
    from toolproof.transports.http.server import ServerInfo, run_server

    names = load_services(args.services)
    plan = load_plan(args.faults)
    token = admin_token(args)
    limits = ConnectionLimits(request_timeout=args.request_timeout, max_connections=args.max_connections)
    if args.state_dir is not None:
        try:
            Path(args.state_dir).mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise CliError(f"cannot use --state-dir {args.state_dir}: {exc.strerror}") from None

    def on_ready(info: ServerInfo) -> None:
        if args.json:
            print(json.dumps(info.to_dict()), flush=True)
            return
        workers = f" ({args.workers} workers)" if args.workers > 1 else ""
        print(f"toolproof {__version__} serving {', '.join(names)} at {info.base_url}{workers}", flush=True)
        for name, url in info.services.items():
            creds = ", ".join(f"{k}={v}" for k, v in info.credentials[name].items())
            print(f"  {name:<8} {url:<40} {creds}", flush=True)
        print(
            f"  admin    {info.base_url}/_toolproof  (Authorization: Bearer {info.admin_token})", flush=True
        )
        if plan is not None:
            described = plan.description or f"{len(plan.all_rules())} rule(s)"
            print(f"  faults   {plan.name}: {described}", flush=True)
        if args.state_dir is not None:
            print(f"  state    {args.state_dir} (worlds kept across restarts)", flush=True)
        print("Press Ctrl+C to stop.", flush=True)

    try:
        if args.workers > 1:
            _serve_workers(args, names, plan, token, limits, on_ready)
            return 0
        run_server(
            names,
            host=args.host,
            port=args.port,
            seed=args.seed,
            fixture=args.fixture,
            admin_token=token,
            on_ready=on_ready,
            faults=plan,
            rate_limits=not args.no_rate_limits,
            connections=limits,
            state_dir=args.state_dir,
        )
    except PlanError as exc:  # the plan does not fit these services (a table or operation they lack)
        raise CliError(str(exc)) from None
    except OSError as exc:
        raise cannot_listen(args.host, args.port, exc) from None
    except KeyboardInterrupt:
        pass
    return 0


def _serve_workers(
    args: argparse.Namespace, names: list[str], plan: Any, token: str | None, limits: Any, on_ready: Any
) -> None:
    import secrets

    from toolproof.transports.http.server import ServerInfo
    from toolproof.transports.http.workers import WorkerPool, run_with_workers
    from toolproof.transports.sockets import http_url, listening_socket

    if plan is not None:
        from toolproof.faults import install
        from toolproof.world import World

        install(
            World(names, seed=args.seed, fixture=args.fixture), plan
        )  # a plan that does not fit fails here
    token = token or "tpadm_" + secrets.token_hex(16)
    pool = WorkerPool(
        names,
        workers=args.workers,
        seed=args.seed,
        fixture=args.fixture,
        admin_token=token,
        faults=plan,
        rate_limits=not args.no_rate_limits,
        connections=limits,
        state_dir=args.state_dir,
    )
    sock = listening_socket(args.host, args.port)
    base = http_url(args.host, sock.getsockname()[1])
    info = ServerInfo(
        base_url=base,
        admin_token=token,
        services={name: base + svc.mount for name, svc in pool.hub.services.items()},
        world=pool.ready_world,
        credentials={
            name: svc.dialect.credentials(pool.ready_world) for name, svc in pool.hub.services.items()
        },
    )
    run_with_workers(pool, sock, on_started=lambda: on_ready(info))
