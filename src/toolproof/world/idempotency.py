"""Idempotency keys, Stripe semantics: the first response is saved once execution begins.

Same key + same parameters replays the saved response (errors included); same key with other
parameters or another endpoint is refused; keys expire after the policy's TTL of virtual time.
Nothing is saved when parameter validation fails, so such a request can be retried with its key.
"""

from __future__ import annotations

from dataclasses import dataclass

from toolproof.service.wire import Response


@dataclass(frozen=True, slots=True)
class SavedResponse:
    operation: str
    fingerprint: str
    response: Response
    saved_at: float


class IdempotencyCache:
    """Per-world store of saved responses, keyed by (service, key)."""

    __slots__ = ("entries",)

    def __init__(self, entries: dict[tuple[str, str], SavedResponse] | None = None) -> None:
        self.entries: dict[tuple[str, str], SavedResponse] = dict(entries or {})

    def lookup(self, service: str, key: str, now: float, ttl: float) -> SavedResponse | None:
        saved = self.entries.get((service, key))
        if saved is None:
            return None
        if now - saved.saved_at >= ttl:
            del self.entries[(service, key)]
            return None
        return saved

    def save(self, service: str, key: str, saved: SavedResponse) -> None:
        self.entries[(service, key)] = saved

    def copy(self) -> IdempotencyCache:
        return IdempotencyCache(self.entries)

    def clear(self) -> None:
        self.entries.clear()

    def __len__(self) -> int:
        return len(self.entries)
