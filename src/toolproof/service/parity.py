"""What a service declares so its double can be compared with the real API (``toolproof parity``).

The parity workflow (:mod:`toolproof.parity`) is generic: it runs a scenario of calls, stores each
request and response as a cassette, and replays cassettes against the double. What differs per vendor
is declared here by each service, in ``services/<name>/parity.py``:

- how an operation call (name and parameters, as the SDK takes them) goes on the wire
  (:attr:`ParityRules.encode`: Stripe form bodies, Slack method URLs, Google JSON bodies);
- which values are volatile and how to make them stable (ids become ``<kind:n>`` placeholders,
  consistently across a cassette, so a reference from one response to another survives; timestamps
  and request ids become fixed markers);
- which response headers carry meaning worth comparing, and where the real API lives and which
  environment variable holds the user's credential for recording.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from toolproof.service.operation import Operation


@dataclass(frozen=True, slots=True)
class WireRequest:
    """One HTTP request relative to the service's base URL (``path`` starts with ``/``)."""

    method: str
    path: str
    query: str = ""
    headers: dict[str, str] = field(default_factory=dict)
    body: bytes = b""


#: ``encode(operation, params)``: the request an SDK sends for this call.
Encoder = Callable[[Operation, Mapping[str, Any]], WireRequest]


@dataclass(frozen=True, slots=True)
class ParityRules:
    """A service's parity declarations (see the module docstring)."""

    encode: Encoder
    #: Where the real API lives (``parity record`` defaults to it; tests point at a local stand-in).
    live_base_url: str
    #: The environment variable holding the user's own credential for recording.
    credential_env: str
    #: Ids as ``(label, pattern)``: a whole string value the pattern matches becomes ``<label:n>``, or
    #: ``<kind:n>`` when the pattern has a ``kind`` group (``cus_Nf…`` → ``<cus:1>``).
    id_patterns: tuple[tuple[str, re.Pattern[str]], ...] = ()
    #: Keys whose values change from run to run (timestamps, secrets): replaced by ``<key>``.
    volatile_fields: frozenset[str] = frozenset()
    #: Response headers whose values change per request (request ids, dates): replaced by ``<header>``.
    volatile_headers: frozenset[str] = frozenset({"date", "server", "content-length", "connection"})
    #: Response headers compared by ``parity check`` (lower-case); others are kept but not compared.
    compared_headers: tuple[str, ...] = ("content-type",)
    #: Constant fields a documented example proves the value of (``object``, ``kind``, ``ok``).
    constant_fields: tuple[str, ...] = ()
    #: How a credential goes on the wire (the default: ``Authorization: Bearer <credential>``).
    auth_headers: Callable[[str], dict[str, str]] = field(
        default=lambda credential: {"Authorization": f"Bearer {credential}"}
    )

    def id_kind(self, value: str) -> str | None:
        """The placeholder kind of ``value`` when it is an id of this API, else ``None``."""
        for label, pattern in self.id_patterns:
            match = pattern.fullmatch(value)
            if match is not None:
                kind = match.groupdict().get("kind")
                return kind or label
        return None
