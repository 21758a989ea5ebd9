"""``toolproof faults [PLAN]``: the built-in fault plans, or one plan printed as YAML."""

from __future__ import annotations

import argparse
from typing import Any

from toolproof.commands._common import load_plan


def add_parser(sub: Any) -> None:
    parser = sub.add_parser("faults", help="list the built-in fault plans, or print one")
    parser.add_argument("plan", nargs="?", help="a built-in plan's name or a plan file: print it as YAML")


def run(args: argparse.Namespace) -> int:
    from toolproof.faults import builtin_plans

    plan = load_plan(args.plan)
    if plan is not None:
        import yaml

        print(yaml.safe_dump(plan.to_data(), sort_keys=False, allow_unicode=True), end="")
        return 0
    plans = builtin_plans()
    width = max(map(len, plans), default=0)
    for name, description in plans.items():
        print(f"{name:<{width}}  {description}")
    return 0
