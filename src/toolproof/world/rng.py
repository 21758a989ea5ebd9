"""Counter-based deterministic randomness and vendor-format ids.

Every draw is ``blake2b(seed, stream, counter)``: no hidden generator state, so a world's whole
random position is one integer per stream that travels inside a snapshot. Streams are independent:
adding a fault rule (stream ``faults``) never shifts the ids a service mints (stream ``ids``).
Same seed, same bytes, in any process.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

T = TypeVar("T")

ALNUM = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
UPPER_ALNUM = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
BASE32HEX = "0123456789abcdefghijklmnopqrstuv"
HEX = "0123456789abcdef"


class Rng:
    """A seeded, counter-based random source with named independent streams."""

    __slots__ = ("_keyed", "_seed_bytes", "counters", "seed")

    def __init__(self, seed: int, counters: dict[str, int] | None = None) -> None:
        self.seed = int(seed)
        self._seed_bytes = self.seed.to_bytes(16, "big", signed=True)
        self.counters: dict[str, int] = dict(counters or {})
        #: Per stream, the keyed hash before any input: a draw copies it (the key block is already
        #: absorbed) instead of re-keying a new hash each time. Same digests.
        self._keyed: dict[str, hashlib.blake2b] = {}

    def __getstate__(self) -> tuple[int, dict[str, int]]:
        return self.seed, self.counters

    def __setstate__(self, state: tuple[int, dict[str, int]]) -> None:
        self.__init__(*state)  # type: ignore[misc]

    def _draw(self, stream: str) -> bytes:
        n = self.counters.get(stream, 0)
        self.counters[stream] = n + 1
        keyed = self._keyed.get(stream)
        if keyed is None:
            keyed = self._key(stream)
        h = keyed.copy()
        h.update(n.to_bytes(8, "big"))
        return h.digest()

    def _key(self, stream: str) -> hashlib.blake2b:
        known = (self._seed_bytes, stream)
        keyed = _KEYED.get(known)
        if keyed is None:
            keyed = hashlib.blake2b(digest_size=32, key=self._seed_bytes, person=stream.encode()[:16])
            if len(_KEYED) >= _KEYED_MAX:
                _KEYED.clear()
            _KEYED[known] = keyed
        self._keyed[stream] = keyed
        return keyed

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
        # ``self.bits(stream)`` and its ``_draw`` written out (two Python calls fewer: every Slack
        # post's first ts in a second draws one). The same counter, hash and value.
        counters = self.counters
        n = counters.get(stream, 0)
        counters[stream] = n + 1
        keyed = self._keyed.get(stream)
        if keyed is None:
            keyed = self._key(stream)
        h = keyed.copy()
        h.update(n.to_bytes(8, "big"))
        return low + int.from_bytes(h.digest(), "big") % (high - low + 1)

    def choice(self, items: Sequence[T], stream: str = "main") -> T:
        return items[self.bits(stream) % len(items)]

    def token(self, length: int, alphabet: str = ALNUM, stream: str = "ids") -> str:
        """``length`` characters from ``alphabet``; 256 bits feed up to ~40 characters per draw.

        The characters are the draw's base-``len(alphabet)`` digits, least significant first. They are
        read two at a time from a table of digit pairs (see :func:`_digits`): ids are minted on every
        write and every Stripe response, and one big-integer ``divmod`` per character was most of it.
        A token of one draw (every id) is drawn here inline: the same hash and digits as
        :meth:`bits` and :func:`_digits`, without their three Python calls.
        """
        if 0 < length <= 40:
            counters = self.counters
            n = counters.get(stream, 0)
            counters[stream] = n + 1
            keyed = self._keyed.get(stream)
            if keyed is None:
                keyed = self._key(stream)
            h = keyed.copy()
            h.update(n.to_bytes(8, "big"))
            digits = _DIGEST_DIGITS.get((alphabet, length))
            if digits is None:
                digits = _DIGEST_DIGITS[(alphabet, length)] = _unrolled(alphabet, length, digest=True)
            return digits(h.digest())
        if length <= 0:
            return ""
        out: list[str] = []
        left = length
        while left > 0:
            n = min(left, 40)
            out.append(_digits(self.bits(stream), n, alphabet))
            left -= n
        return "".join(out)

    def token_pair(
        self, length: int, alphabet: str, length2: int, alphabet2: str, stream: str = "ids"
    ) -> tuple[str, str]:
        """``(token(length, alphabet, stream), token(length2, alphabet2, stream))``, the two drawn in
        that order in one Python call (a Stripe create mints its id and its invoice prefix this way):
        the same two counters, hashes and digits. Each length 1 to 40 (one draw each)."""
        if not (0 < length <= 40 and 0 < length2 <= 40):
            raise ValueError("token_pair: each token of one draw has 1 to 40 characters")
        counters = self.counters
        n = counters.get(stream, 0)
        counters[stream] = n + 2
        keyed = self._keyed.get(stream)
        if keyed is None:
            keyed = self._key(stream)
        h = keyed.copy()
        h.update(n.to_bytes(8, "big"))
        h2 = keyed.copy()
        h2.update((n + 1).to_bytes(8, "big"))
        digits = _DIGEST_DIGITS.get((alphabet, length))
        if digits is None:
            digits = _DIGEST_DIGITS[(alphabet, length)] = _unrolled(alphabet, length, digest=True)
        digits2 = _DIGEST_DIGITS.get((alphabet2, length2))
        if digits2 is None:
            digits2 = _DIGEST_DIGITS[(alphabet2, length2)] = _unrolled(alphabet2, length2, digest=True)
        return digits(h.digest()), digits2(h2.digest())

    def reserve(self, stream: str) -> int:
        """Advance ``stream`` by one draw without making it; the draw's index, for :meth:`token_at`.

        ``token_at(stream, reserve(stream), …)`` is the token :meth:`token` would have given in its
        place (same counter, same hash, same digits), whenever it is computed: a value that may never
        be looked at (a response header in process) costs only the counter.
        """
        counters = self.counters
        n = counters.get(stream, 0)
        counters[stream] = n + 1
        return n

    def token_at(self, stream: str, n: int, length: int, alphabet: str = ALNUM) -> str:
        """The token of ``length`` ≤ 40 characters of draw ``n`` of ``stream`` (see :meth:`reserve`)."""
        if not 0 < length <= 40:
            raise ValueError("token_at: a token of one draw has 1 to 40 characters")
        keyed = self._keyed.get(stream)
        if keyed is None:
            keyed = self._key(stream)
        h = keyed.copy()
        h.update(n.to_bytes(8, "big"))
        digits = _DIGEST_DIGITS.get((alphabet, length))
        if digits is None:
            digits = _DIGEST_DIGITS[(alphabet, length)] = _unrolled(alphabet, length, digest=True)
        return digits(h.digest())

    def new_id(self, prefix: str, length: int = 14, alphabet: str | None = None) -> str:
        """An id in a vendor's format, e.g. ``new_id("cus_")`` → ``cus_N2fX…`` (alphanumeric by default)."""
        return prefix + self.token(length, alphabet or ALNUM)

    def state(self) -> dict[str, int]:
        return dict(self.counters)

    def set_state(self, counters: dict[str, int]) -> None:
        self.counters = dict(counters)


#: Per seed and stream: the keyed hash before any input, shared by every source of that seed (a
#: draw copies it and never feeds it: it stays the bare key). A pooled world renews its source per
#: episode, and would otherwise key a new hash for each stream it draws from.
_KEYED: dict[tuple[bytes, str], hashlib.blake2b] = {}
_KEYED_MAX = 4096

#: Per (alphabet, number of digits): a function giving that many digits of a value (see :func:`_digits`).
_DIGITS: dict[tuple[str, int], Callable[[int], str]] = {}
#: The same per (alphabet, number of digits), of a draw's 32-byte digest (the big-endian value).
_DIGEST_DIGITS: dict[tuple[str, int], Callable[[bytes], str]] = {}
#: Alphabets whose digits are a digest's hexadecimal text (base 16: one digit per 4 bits), and the
#: method that turns ``bytes.hex``'s lower-case text into them (``None``: as it is).
_HEX_CASES = {"0123456789abcdef": None, "0123456789ABCDEF": "upper"}


def _digits(value: int, n: int, alphabet: str) -> str:
    """The ``n`` least significant base-``len(alphabet)`` digits of ``value``, least significant first.

    The same characters as ``n`` rounds of ``value, d = divmod(value, base)``, two digits per round,
    by a function made once per alphabet and length with the rounds written out (no loop, list or
    join: a 14-character id costs a quarter fewer instructions than the loop did).
    """
    fn = _DIGITS.get((alphabet, n))
    if fn is None:
        fn = _DIGITS[(alphabet, n)] = _unrolled(alphabet, n)
    return fn(value)


def _unrolled(alphabet: str, n: int, *, digest: bool = False) -> Callable[[Any], str]:
    """``_digits`` for one alphabet and length: ``n // 2`` rounds over a table of every digit pair.

    The pieces are joined by one f-string (one string built, not one per ``+``). With ``digest`` the
    function takes a draw's 32-byte digest instead of its value: for a hexadecimal alphabet the
    digits, least significant first, are the hexadecimal text of the digest's last bytes read
    backwards (no integer at all: ``n`` ≤ 64); for any other the value is read in the function.
    """
    case = _HEX_CASES.get(alphabet, "")
    if digest and case != "" and n <= 64:
        # The value's low nibble first: the last byte's low nibble, then its high one, and so on.
        take = (n + 1) >> 1
        text = f"_d[-{take}:].hex()" + (f".{case}()" if case else "") + "[::-1]"
        if n & 1:
            text += f"[:{n}]"
        source = f"def digits(_d):\n    return {text if n else repr('')}\n"
        namespace: dict[str, Any] = {}
        exec(source, namespace)  # the text is built above from integers and a fixed name only
        hexed: Callable[[bytes], str] = namespace["digits"]
        return hexed
    base = len(alphabet)
    square = base * base
    table = tuple(alphabet[v % base] + alphabet[v // base] for v in range(square))
    rounds = n >> 1
    body: list[str] = []
    if digest:
        body.append('    value = _from(_d, "big")')
    parts = [f"_t[p{i}]" for i in range(rounds)]
    for i in range(rounds):
        if i == rounds - 1 and not n & 1:
            body.append(f"    p{i} = value % _s")
        else:
            body.append(f"    value, p{i} = divmod(value, _s)")
    if n & 1:
        parts.append("_t[value % _s][0]")
    head = "_d, _from=_from" if digest else "value"
    source = f"def digits({head}, _t=_t, _s=_s):\n" + "".join(f"{line}\n" for line in body)
    joined = "".join("{" + part + "}" for part in parts)
    source += f"    return f{joined!r}\n"
    namespace = {"_t": table, "_s": square, "_from": int.from_bytes}
    exec(source, namespace)  # the text is built above from integers only, never from input
    fn: Callable[[Any], str] = namespace["digits"]
    return fn
