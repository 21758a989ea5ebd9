"""Making recorded and replayed exchanges comparable: stable ids, fixed markers for volatile values.

One :class:`Normaliser` serves one cassette, in call order (each request, then its response), so an
id gets the same placeholder everywhere it appears: the customer created by call 1 is ``<cus:1>`` in
call 1's response, in call 2's URL and in call 3's list. A live recording and a replay against the
double therefore agree exactly when the double mints its ids in the same places, whatever the ids
are. What counts as an id or a volatile value is the service's declaration
(:class:`~toolproof.service.parity.ParityRules`).
"""

from __future__ import annotations

import json
from typing import Any
from urllib.parse import parse_qsl

from toolproof.service.parity import ParityRules, WireRequest


class Normaliser:
    """Placeholders for one cassette (see the module docstring)."""

    def __init__(self, rules: ParityRules) -> None:
        self.rules = rules
        self._seen: dict[str, str] = {}
        self._counts: dict[str, int] = {}

    def value(self, text: str) -> str:
        """``text`` as its placeholder when it is an id, else unchanged."""
        if text in self._seen:
            return self._seen[text]
        kind = self.rules.id_kind(text)
        if kind is None:
            return text
        self._counts[kind] = self._counts.get(kind, 0) + 1
        placeholder = f"<{kind}:{self._counts[kind]}>"
        self._seen[text] = placeholder
        return placeholder

    def body(self, node: Any) -> Any:
        """A JSON value with ids replaced and volatile fields marked (a new value; ``node`` is kept)."""
        if isinstance(node, dict):
            out: dict[str, Any] = {}
            for key, item in node.items():
                if key in self.rules.volatile_fields and item is not None and not isinstance(item, dict):
                    out[key] = f"<{key}>"
                else:
                    out[key] = self.body(item)
            return out
        if isinstance(node, list):
            return [self.body(item) for item in node]
        if isinstance(node, str):
            return self.value(node)
        return node

    def path(self, path: str) -> str:
        return "/".join(self.value(part) for part in path.split("/"))

    def headers(self, headers: dict[str, str]) -> dict[str, str]:
        out: dict[str, str] = {}
        for name in sorted(headers):
            lower = name.lower()
            if lower in self.rules.volatile_headers:
                out[lower] = f"<{lower}>"
            elif lower == "content-type":  # the media type: charset spellings vary, meaning does not
                out[lower] = headers[name].split(";", 1)[0].strip().lower()
            else:
                out[lower] = self.value(headers[name])
        return out

    def request(self, wire: WireRequest) -> dict[str, Any]:
        """A request as a cassette stores it: method, path, query and body, normalised."""
        out: dict[str, Any] = {"method": wire.method, "path": self.path(wire.path)}
        if wire.query:
            out["query"] = [[k, self.value(v)] for k, v in parse_qsl(wire.query, keep_blank_values=True)]
        if wire.body:
            kind = wire.headers.get("Content-Type", "")
            text = wire.body.decode("utf-8", "replace")
            if kind.startswith("application/json"):
                out["json"] = self.body(json.loads(text))
            elif kind.startswith("application/x-www-form-urlencoded"):
                out["form"] = [[k, self.value(v)] for k, v in parse_qsl(text, keep_blank_values=True)]
            else:
                out["text"] = text
        return out

    def response(self, status: int, headers: dict[str, str], body: Any) -> dict[str, Any]:
        return {"status": status, "headers": self.headers(headers), "body": self.body(body)}
