"""``toolproof check-service NAME``: put a double through the contract the core relies on."""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import os
import sys
from typing import Any

from toolproof.commands._common import CliError


def add_parser(sub: Any) -> None:
    from toolproof.testing.check import CHECKS

    parser = sub.add_parser(
        "check-service",
        help="check a double: determinism, reset, tool schemas, MCP and HTTP fuzz",
        description="Run check_service() on a double: it imports, builds the same bytes from a seed in two "
        "processes, resets, exports valid OpenAI and Anthropic tools, lists over MCP, and answers junk "
        "tool calls and HTTP requests without a 5xx or a half-applied write. Exit 1 if a check failed.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="NAME is a registered service (toolproof services) or an importable package that defines\n"
        "`service` (a scaffold not installed yet, from its parent folder).\n\n"
        "examples:\n  toolproof check-service notes\n"
        "  toolproof check-service notes --only determinism reset",
    )
    parser.add_argument("name", metavar="NAME", help="service name or package")
    parser.add_argument("--seed", type=int, default=0, help="world seed (default 0)")
    parser.add_argument("--fixture", default="default", help="fixture to build (default: default)")
    parser.add_argument("--examples", type=int, default=40, help="hypothesis examples per fuzz check")
    parser.add_argument("--only", nargs="+", choices=CHECKS[1:], metavar="CHECK", help=", ".join(CHECKS[1:]))


def _service(name: str) -> Any:
    """A registered service's name as is; otherwise the ``service`` of the package ``name``."""
    from toolproof.service import registry

    if name in registry.available():
        return name
    if os.getcwd() not in sys.path:
        sys.path.insert(0, os.getcwd())
    try:
        found = importlib.util.find_spec(name) is not None
    except (ImportError, ValueError):
        found = False
    if not found:
        known = ", ".join(registry.available())
        raise CliError(f"no service or package {name!r} (services: {known}; or run from a package's parent)")
    try:
        module = importlib.import_module(name)
    except Exception as exc:  # the import check's failure, said in one line
        print(f"check-service {name}:\n  FAIL import: {type(exc).__name__}: {exc}")
        raise SystemExit(1) from None
    service = getattr(module, "service", None)
    if service is None:
        raise CliError(f"package {name} defines no `service = Service(...)`")
    return service


def run(args: argparse.Namespace) -> int:
    from toolproof.testing.check import CHECKS, check_service

    if args.examples < 1:
        raise CliError("--examples must be at least 1")
    report = check_service(
        _service(args.name),
        seed=args.seed,
        fixture=args.fixture,
        examples=args.examples,
        checks=args.only or CHECKS,
        raise_on_failure=False,
    )
    print(report.text())
    return 0 if report.ok else 1
