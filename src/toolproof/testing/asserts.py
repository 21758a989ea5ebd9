"""Assertion helpers for tests of agents and integrations: each failure says what happened, in the
words of the diff and the ledger, so a red test needs no debugger."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from toolproof.world import Snapshot, World


def duplicate_writes(world: World) -> list[str]:
    """Committed writes that repeat an earlier committed write (same operation and parameters), as
    ``operation(params)`` lines: the effects a retry without an idempotency key duplicated."""
    from toolproof.tasks.grader import repeated_commits
    from toolproof.world.canonical import canonical_json, dumps_canonical

    lines, seen = [], set()
    for entry in world.ledger:
        if not (entry.writes and entry.committed):
            continue
        key = (entry.operation, dumps_canonical(canonical_json(entry.params)))
        if key in seen:
            lines.append(f"{entry.operation}({entry.params})")
        seen.add(key)
    assert len(lines) == repeated_commits(world.ledger)  # the grader's count, with the calls named
    return lines


def assert_no_duplicate_effects(world: World) -> None:
    """Fail if any committed write repeated an earlier one (idempotent replays are not commits)."""
    repeats = duplicate_writes(world)
    if repeats:
        raise AssertionError(f"{len(repeats)} duplicated effect(s): " + "; ".join(repeats))


def _parse(spec: str) -> dict[str, int]:
    counts = {"added": 0, "removed": 0, "changed": 0}
    names = {"+": "added", "-": "removed", "~": "changed"}
    for part in spec.split():
        if part[:1] not in names or not part[1:].isdigit():
            raise ValueError(f"a change is '+N', '-N' or '~N' (e.g. '+1 ~2'), not {part!r}")
        counts[names[part[0]]] = int(part[1:])
    return counts


def assert_changes(world: World, since: Snapshot | None = None, **tables: str) -> None:
    """Fail unless exactly these tables changed, by these counts: ``assert_changes(world,
    stripe_refunds="+1", stripe_charges="~1")`` (``+`` added, ``-`` removed, ``~`` changed rows).
    Every table not named must be unchanged; no tables means no change at all."""
    diff = world.diff(since) if since is not None else world.diff()
    actual = {name: c for name, c in diff.counts().items() if any(c.values())}
    expected = {name: _parse(spec) for name, spec in tables.items()}
    if actual != expected:
        wanted = "; ".join(f"{n} {s}" for n, s in sorted(tables.items())) or "no changes"
        raise AssertionError(f"expected {wanted}, but the world shows {diff.summary()}")


def assert_no_changes(world: World, since: Snapshot | None = None) -> None:
    """Fail if the world's state differs from its fixture (or from ``since``)."""
    assert_changes(world, since)
