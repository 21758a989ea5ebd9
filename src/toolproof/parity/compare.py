"""Comparing a stored (normalised) response with a replayed one: status, shape, values, headers.

Every mismatch is collected (never just the first), each as a :class:`Difference` with the dotted
path where it is, what the cassette expects and what the double answered. What is compared follows
the interaction's :class:`~toolproof.parity.cassette.Compare`:

- **status** always;
- **shape** always: every stored field must be there with the same JSON type (``null`` matches any
  type unless values are compared: whether a field is set is state, not shape), lists element by
  element (against the first stored element when values are not compared); fields the stored
  response lacks are differences when ``extra_fields`` is set;
- **values** at ``"all"`` paths (recordings) or only at the listed paths (documented examples);
- **headers** named by the service's ``compared_headers`` that the stored response has.
"""

from __future__ import annotations

import fnmatch
from dataclasses import dataclass
from typing import Any

from toolproof.parity.cassette import Compare


@dataclass(frozen=True, slots=True)
class Difference:
    kind: str  # status | shape | value | header
    path: str
    expected: Any
    actual: Any
    message: str

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "path": self.path,
            "expected": self.expected,
            "actual": self.actual,
            "message": self.message,
        }


def json_type(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int | float):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "array"
    return "object"


def _describe(value: Any) -> str:
    """``string 'x'``, ``null``, ``object {...}``: a value with its JSON type, kept short."""
    return "null" if value is None else f"{json_type(value)} {_short(value)}"


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _pattern_path(path: str) -> str:
    """``body.data.3.id`` → ``body.data.*.id`` (list indices as ``*``), for ``values``/``ignore`` rules."""
    return ".".join("*" if part.isdigit() else part for part in path.split("."))


class _Walker:
    def __init__(self, compare: Compare) -> None:
        self.compare = compare
        self.all_values = compare.values == "all"
        self.value_paths = set() if self.all_values else {f"body.{p}" for p in compare.values}
        self.ignored = [f"body.{p}" if not p.startswith(("body", "headers")) else p for p in compare.ignore]
        self.out: list[Difference] = []

    def ignored_path(self, path: str) -> bool:
        generic = _pattern_path(path)
        return any(
            fnmatch.fnmatchcase(generic, rule) or fnmatch.fnmatchcase(path, rule) for rule in self.ignored
        )

    def values_at(self, path: str) -> bool:
        return self.all_values or _pattern_path(path) in self.value_paths

    def walk(self, expected: Any, actual: Any, path: str) -> None:
        if self.ignored_path(path):
            return
        want, got = json_type(expected), json_type(actual)
        if want != got:
            if "null" in (want, got) and not self.values_at(path):
                return
            self.out.append(
                Difference("shape", path, want, got, f"{path}: expected {want}, got {got} ({_short(actual)})")
            )
            return
        if want == "object":
            self._object(expected, actual, path)
        elif want == "array":
            self._array(expected, actual, path)
        elif self.values_at(path) and expected != actual:
            message = f"{path}: expected {_short(expected)}, got {_short(actual)}"
            self.out.append(Difference("value", path, expected, actual, message))

    def _object(self, expected: dict[str, Any], actual: dict[str, Any], path: str) -> None:
        for key, value in expected.items():
            sub = f"{path}.{key}"
            if key not in actual:
                if not self.ignored_path(sub):
                    message = f"{sub}: missing (expected {_describe(value)})"
                    self.out.append(Difference("shape", sub, value, None, message))
                continue
            self.walk(value, actual[key], sub)
        if self.compare.extra_fields:
            for key in actual:
                sub = f"{path}.{key}"
                if key not in expected and not self.ignored_path(sub):
                    message = f"{sub}: not in the cassette (got {_short(actual[key])})"
                    self.out.append(Difference("shape", sub, None, actual[key], message))

    def _array(self, expected: list[Any], actual: list[Any], path: str) -> None:
        if self.values_at(path) or self.all_values:
            if len(expected) != len(actual):
                message = f"{path}: expected {len(expected)} items, got {len(actual)}"
                self.out.append(Difference("value", path, len(expected), len(actual), message))
            for index, (want, got) in enumerate(zip(expected, actual, strict=False)):
                self.walk(want, got, f"{path}.{index}")
            return
        if not expected:
            return
        for index, got in enumerate(actual):
            self.walk(expected[min(index, len(expected) - 1)], got, f"{path}.{index}")


def compare_response(
    expected: dict[str, Any], actual: dict[str, Any], compare: Compare, headers: tuple[str, ...]
) -> list[Difference]:
    """Every difference between a stored response and a replayed one (both normalised)."""
    out: list[Difference] = []
    if expected.get("status") != actual.get("status"):
        message = f"status: expected {expected.get('status')}, got {actual.get('status')}"
        out.append(Difference("status", "status", expected.get("status"), actual.get("status"), message))
    walker = _Walker(compare)
    walker.walk(expected.get("body"), actual.get("body"), "body")
    out.extend(walker.out)
    stored, got = expected.get("headers") or {}, actual.get("headers") or {}
    for name in headers:
        if name in stored and not walker.ignored_path(f"headers.{name}"):
            want = stored[name]
            if got.get(name) != want:
                message = f"header {name}: expected {_short(want)}, got {_short(got.get(name))}"
                out.append(Difference("header", f"headers.{name}", want, got.get(name), message))
    return out
