"""Stripe's documented parameter surface, read from its OpenAPI spec, and example values for it.

It reads the full spec or the facts derived from it (``spec_facts.json``: the same layout, pruned to
the implemented operations' parameters).

``documented(op)`` lists every top-level parameter the spec documents for an implemented operation
(query parameters and form-body properties; path parameters are the URL's). ``example(schema)``
builds a value the spec accepts for a parameter: the first non-empty enum value, the non-``""``
branch of a ``anyOf``, required members of a hash, one element of an array, a timestamp a week ahead
for ``unix-time`` integers. ``limits(op)`` lists the string parameters with a ``maxLength``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from toolproof.service.operation import Operation

#: A fixed "now" for examples; the tests' worlds run on a virtual clock near it (tests set the offset).
WEEK = 7 * 86400


@dataclass(frozen=True, slots=True)
class Param:
    operation: str
    name: str
    schema: dict[str, Any]
    required: bool

    @property
    def id(self) -> str:
        return f"{self.operation.removeprefix('stripe.')}:{self.name}"


class Surface:
    """The spec's parameters for the service's operations."""

    def __init__(self, raw: dict[str, Any]) -> None:
        self.raw = raw

    def resolve(self, schema: dict[str, Any]) -> dict[str, Any]:
        while "$ref" in schema:
            schema = self.raw["components"]["schemas"][schema["$ref"].rsplit("/", 1)[-1]]
        return schema

    def documented(self, op: Operation) -> list[Param]:
        entry = self.raw["paths"][op.path][op.methods[0].lower()]
        out: list[Param] = []
        for p in entry.get("parameters", []):
            if p["in"] == "query":
                out.append(Param(op.name, p["name"], p["schema"], bool(p.get("required"))))
        form = entry.get("requestBody", {}).get("content", {}).get("application/x-www-form-urlencoded", {})
        body = form.get("schema", {})
        required = set(body.get("required", []))
        for name, schema in body.get("properties", {}).items():
            out.append(Param(op.name, name, schema, name in required))
        return out

    def branch(self, schema: dict[str, Any]) -> dict[str, Any]:
        """A schema's main branch: an ``anyOf`` without its ``""`` (unset) alternative."""
        schema = self.resolve(schema)
        if "anyOf" in schema:
            branches = [self.resolve(b) for b in schema["anyOf"]]
            real = [b for b in branches if b.get("enum") != [""]]
            return real[0] if real else branches[0]
        return schema

    def example(
        self, schema: dict[str, Any], now: int, depth: int = 0, hints: dict[str, Any] | None = None
    ) -> Any:
        """A value for ``schema``; ``hints`` give values for members by name (``currency: usd``…)."""
        hints = hints or {}
        s = self.branch(schema)
        if "enum" in s:
            values = [v for v in s["enum"] if v not in ("", None)]
            return values[0] if values else ""
        kind = s.get("type")
        if kind == "boolean":
            return True
        if kind == "integer":
            return now + WEEK if s.get("format") == "unix-time" else 1
        if kind == "number":
            return 1.5
        if kind == "array":
            return [self.example(s.get("items", {}), now, depth + 1, hints)]
        if kind == "object":
            props = s.get("properties")
            if not props:
                return {"k": "v"}
            required = s.get("required") or []
            names = required or ([next(iter(props))] if depth < 3 else [])
            return {
                n: hints[n] if n in hints else self.example(props[n], now, depth + 1, hints) for n in names
            }
        if s.get("format") == "decimal":
            return "12.5"
        return "example"

    def limits(self, op: Operation) -> list[tuple[Param, int]]:
        """Top-level string parameters with a declared maximum length (enums and formats aside)."""
        out = []
        for param in self.documented(op):
            s = self.branch(param.schema)
            if s.get("type") == "string" and "maxLength" in s and "enum" not in s and "format" not in s:
                out.append((param, int(s["maxLength"])))
        return out
