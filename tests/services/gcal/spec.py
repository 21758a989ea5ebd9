"""Response validation against Google's published spec (``google-calendar/`` in the specs folder).

The OpenAPI conversion of the discovery document is loaded once, made strict (every object schema
with ``properties`` refuses unknown members, so a misspelt field fails), and each recorded response
body is validated against the schema of its path and method. Error bodies are checked against
Google's error envelope. A :class:`RecordingHttp` plugs under the official client to record every
exchange.
"""

from __future__ import annotations

import copy
import json
import re
from dataclasses import dataclass, field
from functools import cache
from typing import Any
from urllib.parse import unquote, urlsplit

import httplib2
from jsonschema import Draft4Validator
from openapi_schema_validator import OAS30Validator

from tests.support import specs

#: The OpenAPI conversion, relative to the specs folder (``tests.support.specs``: ``TOOLPROOF_SPECS``).
SPEC = "google-calendar/openapi3.json"
MOUNT = "/gcal/calendar/v3"

ERROR_ENVELOPE: dict[str, Any] = {
    "type": "object",
    "required": ["error"],
    "additionalProperties": False,
    "properties": {
        "error": {
            "type": "object",
            "required": ["code", "message", "errors"],
            "additionalProperties": False,
            "properties": {
                "code": {"type": "integer"},
                "message": {"type": "string"},
                "errors": {
                    "type": "array",
                    "minItems": 1,
                    "items": {
                        "type": "object",
                        "required": ["domain", "reason", "message"],
                        "additionalProperties": False,
                        "properties": {
                            "domain": {"type": "string"},
                            "reason": {"type": "string"},
                            "message": {"type": "string"},
                            "locationType": {"enum": ["parameter", "header"]},
                            "location": {"type": "string"},
                        },
                    },
                },
            },
        }
    },
}


def _strict(node: Any) -> None:
    if isinstance(node, dict):
        if "properties" in node and "additionalProperties" not in node:
            node["additionalProperties"] = False
        for value in node.values():
            _strict(value)
    elif isinstance(node, list):
        for value in node:
            _strict(value)


@cache
def _spec() -> dict[str, Any]:
    spec: dict[str, Any] = copy.deepcopy(specs.load(SPEC))
    # Errata: Event fields the discovery document (the file the official client builds from) lists
    # but this OpenAPI conversion lacks; the double keeps and echoes them as Google does.
    event = spec["components"]["schemas"]["Event"]["properties"]
    event.setdefault("birthdayProperties", {"type": "object"})
    event.setdefault("eventLabelId", {"type": "string"})
    _strict(spec["components"])
    return spec


@cache
def _routes() -> list[tuple[re.Pattern[str], str, str | None]]:
    """``(path regex, method, schema name or None)`` for every operation in the spec."""
    out = []
    for path, item in _spec()["paths"].items():
        pattern = re.compile(re.sub(r"\\\{[^}]+\\\}", "[^/]+", re.escape(path)) + "$")
        for method, op in item.items():
            if method == "parameters":
                continue
            content = op.get("responses", {}).get("200", {}).get("content", {})
            ref = content.get("application/json", {}).get("schema", {}).get("$ref")
            out.append((pattern, method.upper(), ref.rsplit("/", 1)[-1] if ref else None))
    out.sort(key=lambda r: -len(r[0].pattern))
    return out


def schema_for(method: str, path: str) -> str | None:
    """The response schema name for a request path relative to the mount (``/calendars/x/events``)."""
    for pattern, m, name in _routes():
        if m == method and pattern.match(path):
            return name
    raise AssertionError(f"the spec has no operation {method} {path}")


def validate_body(schema_name: str, body: Any) -> list[str]:
    schema = {"$ref": f"#/components/schemas/{schema_name}", "components": _spec()["components"]}
    validator = OAS30Validator(schema, format_checker=OAS30Validator.FORMAT_CHECKER)
    return [f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in validator.iter_errors(body)]


def validate_error(body: Any) -> list[str]:
    return [e.message for e in Draft4Validator(ERROR_ENVELOPE).iter_errors(body)]


@dataclass
class Exchange:
    method: str
    path: str
    status: int
    body: Any


@dataclass
class RecordingHttp(httplib2.Http):
    """An ``httplib2.Http`` that keeps every exchange for later validation."""

    exchanges: list[Exchange] = field(default_factory=list)

    def __post_init__(self) -> None:
        httplib2.Http.__init__(self, timeout=10)

    def request(self, uri: str, method: str = "GET", *args: Any, **kwargs: Any) -> Any:
        resp, content = httplib2.Http.request(self, uri, method, *args, **kwargs)
        path = unquote(urlsplit(uri).path)
        assert path.startswith(MOUNT), path
        body = json.loads(content) if content else None
        self.exchanges.append(Exchange(method, path[len(MOUNT) :], resp.status, body))
        return resp, content

    def violations(self) -> list[str]:
        """Every spec violation among the recorded exchanges (and forget them).

        Error bodies are checked against the envelope above in every clone; success bodies only
        where the spec file is present (the check is extra to what each test asserts).
        """
        problems = []
        have_spec = specs.missing(SPEC) is None
        for ex in self.exchanges:
            where = f"{ex.method} {ex.path} → {ex.status}"
            if ex.status >= 400:
                problems += [f"{where}: {p}" for p in validate_error(ex.body)]
                continue
            if ex.status in (204, 304):
                if ex.body is not None:
                    problems.append(f"{where}: expected an empty body")
                continue
            if not have_spec:
                continue
            name = schema_for(ex.method, ex.path)
            if name is None:
                if ex.body is not None:
                    problems.append(f"{where}: the spec says no body")
                continue
            problems += [f"{where}: {p}" for p in validate_body(name, copy.deepcopy(ex.body))]
        self.exchanges.clear()
        return problems
