"""Counter-based deterministic randomness and vendor-format ids.

Every draw is ``blake2b(seed, stream, counter)``: no hidden generator state, so a world's whole
random position is one integer per stream that travels inside a snapshot. Streams are independent:
adding a fault rule (stream ``faults``) never shifts the ids a service mints (stream ``ids``).
Same seed, same bytes, in any process.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

ALNUM = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
UPPER_ALNUM = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
BASE32HEX = "0123456789abcdefghijklmnopqrstuv"
HEX = "0123456789abcdef"


class Rng:
    """A seeded, counter-based random source with named independent streams."""

    __slots__ = ("_seed_bytes", "counters", "seed")

    def __init__(self, seed: int, counters: dict[str, int] | None = None) -> None:
        self.seed = int(seed)
        self._seed_bytes = self.seed.to_bytes(16, "big", signed=True)
        self.counters: dict[str, int] = dict(counters or {})

    def _draw(self, stream: str) -> bytes:
        n = self.counters.get(stream, 0)
        self.counters[stream] = n + 1
        return hashlib.blake2b(
            n.to_bytes(8, "big"), digest_size=32, key=self._seed_bytes, person=stream.encode()[:16]
        ).digest()

    def bits(self, stream: str = "main") -> int:
        """A uniformly random 256-bit integer."""
        return int.from_bytes(self._draw(stream), "big")

    def random(self, stream: str = "main") -> float:
        """A float in [0, 1)."""
        return (int.from_bytes(self._draw(stream)[:8], "big") >> 11) / 9007199254740992.0

    def randint(self, low: int, high: int, stream: str = "main") -> int:
        """An integer in [low, high]."""
        if high < low:
            raise ValueError("randint: high < low")
        return low + self.bits(stream) % (high - low + 1)

    def choice(self, items: Sequence[T], stream: str = "main") -> T:
        return items[self.bits(stream) % len(items)]

    def token(self, length: int, alphabet: str = ALNUM, stream: str = "ids") -> str:
        """``length`` characters from ``alphabet``; 256 bits feed up to ~40 characters per draw."""
        out: list[str] = []
        base = len(alphabet)
        while len(out) < length:
            value = self.bits(stream)
            for _ in range(min(length - len(out), 40)):
                value, digit = divmod(value, base)
                out.append(alphabet[digit])
        return "".join(out)

    def new_id(self, prefix: str, length: int = 14, alphabet: str | None = None) -> str:
        """An id in a vendor's format, e.g. ``new_id("cus_")`` → ``cus_N2fX…`` (alphanumeric by default)."""
        return prefix + self.token(length, alphabet or ALNUM)

    def state(self) -> dict[str, int]:
        return dict(self.counters)

    def set_state(self, counters: dict[str, int]) -> None:
        self.counters = dict(counters)
