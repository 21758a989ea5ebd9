"""Relay cursor pagination as Linear serves it: ``first``/``after``/``last``/``before``, ``nodes`` and
``edges``, ``pageInfo``. A cursor is the node's id (opaque to clients); 50 nodes a page by default, at
most 250 (Linear's documented page size limits)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from toolproof.services.linear.errors import InvalidInput

DEFAULT_PAGE = 50
MAX_PAGE = 250


def order(rows: list[dict[str, Any]], order_by: str | None) -> list[dict[str, Any]]:
    """Newest first by ``createdAt`` (default) or ``updatedAt``; ids break ties."""
    key = "updated" if order_by == "updatedAt" else "created"
    return sorted(rows, key=lambda r: (-(r.get(key) or 0), r["id"]))


def page(
    rows: Sequence[dict[str, Any]], args: dict[str, Any], make: Callable[[dict[str, Any]], Any]
) -> dict[str, Any]:
    """One Relay page of ``rows`` (already filtered and ordered) as a Linear connection."""
    first, last = args.get("first"), args.get("last")
    after, before = args.get("after"), args.get("before")
    for name, value in (("first", first), ("last", last)):
        if value is not None and (value < 0 or value > MAX_PAGE):
            raise InvalidInput(
                f"Argument Validation Error: {name} must not be greater than {MAX_PAGE} and not negative",
                presentable=f"The page size ({name}) must be between 0 and {MAX_PAGE}.",
            )
    ids = [r["id"] for r in rows]
    start, end = 0, len(rows)
    if after is not None:
        if after not in ids:
            raise InvalidInput(f"Invalid cursor: {after}", presentable="The pagination cursor is invalid.")
        start = ids.index(after) + 1
    if before is not None:
        if before not in ids:
            raise InvalidInput(f"Invalid cursor: {before}", presentable="The pagination cursor is invalid.")
        end = ids.index(before)
    window = list(rows[start : max(start, end)])
    if first is None and last is None:
        first = DEFAULT_PAGE
    has_next = end < len(rows)
    has_prev = start > 0
    if first is not None and len(window) > first:
        window, has_next = window[:first], True
    if last is not None and len(window) > last:
        window, has_prev = window[len(window) - last :], True
    nodes = [make(r) for r in window]
    return {
        "nodes": nodes,
        "edges": [{"node": n, "cursor": r["id"]} for n, r in zip(nodes, window, strict=True)],
        "pageInfo": {
            "hasNextPage": has_next,
            "hasPreviousPage": has_prev,
            "startCursor": window[0]["id"] if window else None,
            "endCursor": window[-1]["id"] if window else None,
        },
    }
