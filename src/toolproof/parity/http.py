"""Sending one :class:`~toolproof.service.parity.WireRequest` over HTTP and reading the answer.

Plain ``urllib`` (no proxies, so a stand-in on 127.0.0.1 is reached directly): recording talks to
whatever base URL it is given, checking talks to the double served on loopback.
"""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from dataclasses import dataclass
from typing import Any

from toolproof.service.parity import WireRequest

_OPENER = urllib.request.build_opener(urllib.request.ProxyHandler({}))


@dataclass(frozen=True, slots=True)
class Answer:
    """What came back: the status, the headers (as sent) and the body (JSON-decoded when it is JSON)."""

    status: int
    headers: dict[str, str]
    body: Any


class Unreachable(OSError):
    """The base URL did not answer (one readable line)."""


def send(base_url: str, wire: WireRequest, headers: dict[str, str], timeout: float = 30.0) -> Answer:
    url = base_url.rstrip("/") + wire.path + (f"?{wire.query}" if wire.query else "")
    request = urllib.request.Request(
        url,
        data=wire.body if wire.body or wire.method in ("POST", "PUT", "PATCH") else None,
        method=wire.method,
        headers={**headers, **wire.headers, "User-Agent": "toolproof-parity"},
    )
    try:
        with _OPENER.open(request, timeout=timeout) as reply:
            status, raw, got = reply.status, reply.read(), dict(reply.headers.items())
    except urllib.error.HTTPError as exc:
        status, raw, got = exc.code, exc.read(), dict(exc.headers.items())
    except (urllib.error.URLError, OSError) as exc:
        reason = getattr(exc, "reason", exc)
        raise Unreachable(f"{wire.method} {url}: {reason}") from None
    return Answer(status, got, _decode(raw))


def _decode(raw: bytes) -> Any:
    if not raw.strip():
        return None
    try:
        return json.loads(raw)
    except ValueError:
        return raw.decode("utf-8", "replace")
