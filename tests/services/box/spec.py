"""Response validation against Box's published OpenAPI description (``box/openapi.json``).

The spec is loaded once, its ``allOf`` compositions merged into plain objects and made strict (every
object schema with ``properties`` refuses unknown members, so a misspelt field fails), and each
response body is validated against the schema of its path, method and status. Errata, each where the
spec disagrees with what Box returns: error codes beyond the ``ClientError`` enum (``item_name_in_use``,
``trashed``, ``rate_limit_exceeded``, ``access_denied_insufficient_permissions``), so the enum is
dropped; the shared link's ``required`` names ``accessed``, a property that does not exist (it is
``access``); folder listings and metadata listings carry more than the spec's variants allow (see
``_spec``). A ``RecordingSession`` plugs under the SDK (``BoxNetworkClient(requests_session=…)``) to
record every exchange.
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass, field
from functools import cache
from typing import Any
from urllib.parse import unquote, urlsplit

import requests
from openapi_schema_validator import OAS30Validator

from tests.support import specs

SPEC = "box/openapi.json"
MOUNT = "/box"


def _merge(
    node: dict[str, Any], schemas: dict[str, Any], seen: tuple[str, ...] = (), *, part: bool = False
) -> dict[str, Any]:
    """``node`` with its ``allOf`` parts merged into one object schema (refs inside allOf inlined)."""
    if "allOf" not in node:
        return node
    out: dict[str, Any] = {k: v for k, v in node.items() if k != "allOf"}
    props: dict[str, Any] = dict(out.pop("properties", {}))
    required: list[str] = list(out.pop("required", []))
    single_ref = len(node["allOf"]) == 1 and "$ref" in node["allOf"][0] and "properties" not in node
    if single_ref and not part:
        # ``{"allOf": [{"$ref": X}], "nullable": true}``: keep the ref, add nullability.
        name = node["allOf"][0]["$ref"].rsplit("/", 1)[-1]
        return {"anyOf": [{"$ref": node["allOf"][0]["$ref"]}], **out} if name else node
    for piece in node["allOf"]:
        if "$ref" in piece:
            name = piece["$ref"].rsplit("/", 1)[-1]
            if name in seen:
                continue
            merged = _merge(schemas[name], schemas, (*seen, name), part=True)
        else:
            merged = _merge(piece, schemas, seen, part=True)
        props.update(merged.get("properties", {}))
        required += [r for r in merged.get("required", []) if r not in required]
        for key, value in merged.items():
            if key not in ("properties", "required"):
                out.setdefault(key, value)
    if props:
        out["properties"] = props
        out.setdefault("type", "object")
    if required:
        out["required"] = required
    return out


def _walk(node: Any, schemas: dict[str, Any]) -> Any:
    if isinstance(node, dict):
        node = _merge(node, schemas)
        node = {k: _walk(v, schemas) for k, v in node.items()}
        if "properties" in node and "additionalProperties" not in node:
            node["additionalProperties"] = False
        return node
    if isinstance(node, list):
        return [_walk(v, schemas) for v in node]
    return node


def _errata(node: Any) -> None:
    """The shared link's ``required`` names ``accessed``, a property that does not exist (it is
    ``access``, which Box returns)."""
    if isinstance(node, dict):
        if isinstance(node.get("required"), list):
            node["required"] = ["access" if r == "accessed" else r for r in node["required"]]
        for value in node.values():
            _errata(value)
    elif isinstance(node, list):
        for value in node:
            _errata(value)


@cache
def _spec() -> dict[str, Any]:
    spec: dict[str, Any] = copy.deepcopy(specs.load(SPEC))
    _errata(spec)
    schemas = spec["components"]["schemas"]
    original = copy.deepcopy(schemas)
    spec["components"]["schemas"] = {name: _walk(s, original) for name, s in schemas.items()}
    walked = spec["components"]["schemas"]
    # Errata: a folder listing's entries carry the fields asked for (the spec allows only a folder's
    # mini there), and a metadata listing's entries carry their values (the spec's standard variant
    # has none), as Box returns them.
    walked["Item"]["oneOf"] = [
        {"$ref": f"#/components/schemas/{n}"} for n in ("File--Full", "Folder--Full", "WebLink")
    ]
    walked["Metadatas"]["properties"]["entries"]["items"] = {"$ref": "#/components/schemas/Metadata--Full"}
    error = spec["components"]["schemas"]["ClientError"]
    error["properties"]["code"].pop("enum", None)  # erratum: Box's real codes exceed the enum
    return spec


@cache
def _routes() -> list[tuple[re.Pattern[str], str, dict[str, Any]]]:
    out = []
    for path, item in _spec()["paths"].items():
        pattern = re.compile(re.sub(r"\\\{[^}]+\\\}", "[^/]+", re.escape(path)) + "$")
        for method, op in item.items():
            if method != "parameters":
                out.append((pattern, method.upper(), op.get("responses", {})))
    out.sort(key=lambda r: (r[0].pattern.count("[^/]+"), -len(r[0].pattern)))
    return out


def _schema(responses: dict[str, Any], status: int) -> dict[str, Any] | None:
    chosen = responses.get(str(status))
    if chosen is None and 200 <= status < 300:
        chosen = next((v for k, v in responses.items() if k.startswith("2")), None)
    if chosen is None:
        chosen = responses.get("default")
    if chosen is None:
        return None
    content = chosen.get("content", {})
    media: dict[str, Any] = content.get("application/json") or next(iter(content.values()), {})
    schema: dict[str, Any] | None = media.get("schema")
    return schema


def violations(method: str, path: str, status: int, body: Any) -> list[str]:
    """Spec problems of one response to ``method path`` (path relative to the mount)."""
    api_path = re.sub(r"^(/upload)?/2\.0", "", path)
    if status == 401 and body is None:
        return []  # Box's 401 carries an empty body and a WWW-Authenticate header
    if status in (204, 304):
        return [] if body is None else ["expected an empty body"]
    if status >= 400:
        return _validate({"$ref": "#/components/schemas/ClientError"}, body)
    for pattern, m, responses in _routes():
        if m == method and pattern.match(api_path):
            schema = _schema(responses, status)
            if schema is None or schema.get("format") == "binary":
                return []
            return _validate(schema, body)
    return [f"the spec has no operation {method} {api_path}"]


def _validate(schema: dict[str, Any], body: Any) -> list[str]:
    full = {**schema, "components": _spec()["components"]}
    validator = OAS30Validator(full, format_checker=OAS30Validator.FORMAT_CHECKER)
    return [f"{'/'.join(map(str, e.absolute_path))}: {e.message[:300]}" for e in validator.iter_errors(body)]


@dataclass
class Exchange:
    method: str
    path: str
    status: int
    body: Any


@dataclass
class RecordingSession:
    """A ``requests.Session`` for the SDK that keeps every JSON exchange for later validation."""

    session: requests.Session = field(default_factory=requests.Session)
    exchanges: list[Exchange] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.session.hooks["response"].append(self._record)

    def _record(self, response: requests.Response, *args: Any, **kwargs: Any) -> None:
        path = unquote(urlsplit(response.url).path)
        if not path.startswith(MOUNT):
            return
        kind = response.headers.get("content-type", "")
        body: Any = None
        if "json" in kind and response.content:
            body = response.json()
        elif response.content and "octet-stream" not in kind:
            body = response.text
        self.exchanges.append(
            Exchange(response.request.method or "", path[len(MOUNT) :], response.status_code, body)
        )

    def violations(self) -> list[str]:
        """Every spec problem among the recorded exchanges (and forget them); none when the spec is absent
        (the tests' own assertions still run)."""
        problems: list[str] = []
        if specs.missing(SPEC) is None:
            for ex in self.exchanges:
                problems += [
                    f"{ex.method} {ex.path} → {ex.status}: {p}"
                    for p in violations(ex.method, ex.path, ex.status, ex.body)
                ]
        self.exchanges.clear()
        return problems
