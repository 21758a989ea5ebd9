"""Draw a held-out re-sample of the built-in tasks: the draw every review under docs/reviews/ names.

Ground truth is checked by reviewing tasks nobody chose: a seed picks ``n`` (suite, task id) pairs of the
five built-in suites, and reviewers read them cold (docs/validity.md, "held-out re-samples"). The draw has
to be reproducible from the seed alone, so a reader can check that a review's sample was not picked:

- the pairs are every task id of ``company``, ``conversations``, ``core``, ``fanout`` and ``linear``, sorted;
- ``random.Random(seed).sample(pairs, n)`` draws them;
- part a, b, c take positions ``i % 3 == 0, 1, 2`` of the draw (each sorted for reading); the fan-out tasks
  are listed apart (part d), since one reviewer takes them through ``scripts/fanout-suite.py``.

Run: ``TOOLPROOF_SPECS=../shared/specs .venv/bin/python scripts/draw_resample.py 20270114 36``
(``--json`` for a machine-readable draw). Listing decodes each suite's YAML without validating it
(``toolproof.tasks.catalog.entries``): about half a minute, most of it the fan-out suite's file.
"""

from __future__ import annotations

import argparse
import json
import random
from collections.abc import Sequence

SUITES = ("company", "conversations", "core", "fanout", "linear")
FANOUT = "fanout"

Pair = tuple[str, str]


def draw(pairs: Sequence[Pair], seed: int, n: int) -> dict[str, list[Pair]]:
    """A draw of ``n`` of ``pairs`` with ``seed``: parts ``a``/``b``/``c`` by position, fan-out as ``d``."""
    if n > len(pairs):
        raise ValueError(f"cannot draw {n} of {len(pairs)} tasks")
    drawn = random.Random(seed).sample(sorted(pairs), n)
    parts: dict[str, list[Pair]] = {"a": [], "b": [], "c": [], "d": []}
    for i, pair in enumerate(drawn):
        parts["d" if pair[0] == FANOUT else "abc"[i % 3]].append(pair)
    return {name: sorted(rows) for name, rows in parts.items()}


def builtin_pairs() -> list[Pair]:
    """Every (suite, task id) of the built-in suites the draw reads."""
    from toolproof.tasks import catalog

    return sorted((suite, entry.id) for suite in SUITES for entry in catalog.entries(suite))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("seed", type=int, help="the draw's seed (each review names its own)")
    parser.add_argument("n", type=int, nargs="?", default=36, help="how many tasks to draw (default 36)")
    parser.add_argument("--json", action="store_true", help="print the parts as JSON")
    args = parser.parse_args(argv)
    pairs = builtin_pairs()
    parts = draw(pairs, args.seed, args.n)
    if args.json:
        print(json.dumps({"seed": args.seed, "of": len(pairs), "parts": parts}, indent=1))
        return 0
    print(f"{args.n} of {len(pairs)} (suite, task) pairs, seed {args.seed}")
    for name, rows in parts.items():
        print(f"part {name} ({len(rows)}):")
        for suite, task_id in rows:
            print(f"  {suite:14} {task_id}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
