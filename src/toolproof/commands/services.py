"""``toolproof services``: the doubles and their operations."""

from __future__ import annotations

import argparse
from typing import Any


def add_parser(sub: Any) -> None:
    sub.add_parser("services", help="list the available doubles and their operations")


def run(args: argparse.Namespace) -> int:
    from toolproof.service import registry

    for name in registry.available():
        svc = registry.get(name)
        print(f"{name}  (mount {svc.mount}, {len(svc.operations)} operations)")
        for op in sorted(svc.operations.values(), key=lambda o: o.name):
            kind = "write" if op.writes else "read "
            print(f"  {kind}  {'/'.join(op.methods):<6} {svc.mount}{op.path:<45} {op.name}")
    return 0
