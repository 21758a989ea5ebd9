"""What several subcommands share: argument types, service and plan loading, readable failures."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from toolproof.faults import FaultPlan


class CliError(Exception):
    """A failure to report as ``toolproof: <message>`` with exit ``code`` (no traceback)."""

    def __init__(self, message: str, code: int = 2) -> None:
        super().__init__(message)
        self.code = code


def services_arg(value: str) -> list[str]:
    names = [v.strip() for v in value.split(",") if v.strip()]
    if not names:
        raise argparse.ArgumentTypeError("give at least one service, e.g. --services stripe,slack")
    return names


def add_services_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--services", type=services_arg, default=None, help="comma-separated (default: all)")


def load_services(names: list[str] | None) -> list[str]:
    """The named services (default: every installed one), each checked to load."""
    from toolproof.service import registry

    names = names or registry.available()
    if not names:
        raise CliError("no services are installed")
    try:
        for name in names:
            registry.get(name)
    except registry.UnknownService as exc:
        raise CliError(str(exc)) from None
    return names


def load_plan(spec: str | None) -> FaultPlan | None:
    """A fault plan from a file or a built-in name (``None`` for no plan)."""
    if spec is None:
        return None
    from toolproof.faults import PlanError
    from toolproof.faults import load_plan as load

    try:
        return load(spec)
    except PlanError as exc:
        raise CliError(str(exc)) from None


def port_arg(value: str) -> int:
    """A TCP port for ``--port``: 0 (the system picks a free one) to 65535."""
    try:
        number = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a port number (0-65535), got {value!r}") from None
    if not 0 <= number <= 65535:
        raise argparse.ArgumentTypeError(f"a port is 0-65535 (0 picks a free one), got {number}")
    return number


def cannot_listen(host: str, port: int, exc: OSError) -> CliError:
    return CliError(f"cannot listen on {host}:{port}: {exc.strerror}. Try --port 0.", code=1)
