"""Deterministic typos: the wrong version of an id or an address a careless user types first.

Shared by the scripted users and the ``typos`` perturbation; it lives here, below ``users``, because
the MCP server (transports) applies perturbations and so may not reach up into ``users``.
"""

from __future__ import annotations

import random
import re

_ID_LIKE = re.compile(r"[A-Za-z0-9_.+-]*\d[A-Za-z0-9_.+-]*|[^\s@]+@[^\s@]+")


def looks_like_id(value: str) -> bool:
    """An id, number or address (has a digit or an @), where one wrong character matters."""
    return bool(_ID_LIKE.fullmatch(value.strip()))


def with_typo(value: str, rng: random.Random) -> str:
    """``value`` with two neighbouring characters swapped (never the same string back)."""
    positions = [i for i in range(len(value) - 1) if value[i] != value[i + 1] and value[i].isalnum()]
    if not positions:
        return value + value[-1:]
    i = rng.choice(positions)
    return value[:i] + value[i + 1] + value[i] + value[i + 2 :]
