"""What a Linear operation's handler hands its dialect: the root value plus how to render it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Rendered:
    """The root ``field``'s ``value`` (ids, a page, a payload), to render over ``selection``."""

    field: str
    value: Any
    selection: str
    complexity: int = 0
