"""``--interface`` and ``--perturb`` for the commands that show one view of a world (``mcp``, ``tools``):
the same names and syntax as ``toolproof run``, checked before anything is served or printed."""

from __future__ import annotations

import argparse

from toolproof.commands._common import CliError

INTERFACE_HELP = (
    "interface variant: vendor (the real API, default), bare (no idempotency, minimal write bodies), "
    "effect-aware (an idempotency key on every write), resumable (request ids and a "
    "get_operation_status tool); docs/robustness.md"
)
PERTURB_HELP = (
    "perturbation: a type (renamed-tools, typos…; `toolproof experiment perturbations --list`), a+b to "
    "compose, group:observation|action|metadata|transition, or all"
)


def add_condition_options(parser: argparse.ArgumentParser, *, several: bool) -> None:
    """``--interface NAME`` and ``--perturb TYPES`` (``several``: more than one condition allowed)."""
    parser.add_argument("--interface", default=None, metavar="NAME", help=INTERFACE_HELP)
    more = "; several (comma-separated) print one list per condition" if several else ""
    parser.add_argument("--perturb", default=None, metavar="TYPES", help=PERTURB_HELP + more)


def conditions_of(args: argparse.Namespace) -> tuple[str, list[str]]:
    """The interface and the perturbation conditions asked for; an unknown name is a :class:`CliError`."""
    from toolproof.interfaces import InterfaceError, parse_interfaces
    from toolproof.perturb import PerturbationError, parse_perturbations

    try:
        interfaces = parse_interfaces(args.interface) if args.interface else ["vendor"]
        conditions = parse_perturbations(args.perturb) if args.perturb else []
    except (InterfaceError, PerturbationError) as exc:
        raise CliError(str(exc)) from None
    if len(interfaces) > 1:
        raise CliError(
            f"--interface takes one variant here, not {len(interfaces)} (`toolproof run` compares several)"
        )
    return interfaces[0], conditions
