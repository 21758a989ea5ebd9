"""Tool definitions for tool-calling APIs, derived from the operation declarations.

``tool_definitions(["stripe"], format="openai")`` turns every operation into a tool an LLM provider
accepts. The parameter model's pydantic JSON Schema is normalised into the subset every provider
takes, so the same definitions work for OpenAI, Anthropic and MCP clients:

- **Names** match ``^[a-zA-Z0-9_-]{1,64}$``. OpenAI: "Must be a-z, A-Z, 0-9, or contain underscores
  and dashes, with a maximum length of 64" (``FunctionDefinition.name`` in the official
  ``openai-python`` SDK). Anthropic: "Must match the regex ``^[a-zA-Z0-9_-]{1,64}$``" (Messages API
  ``tools[].name``). Names must also be unique in one request, so a collision after sanitising is an
  error here rather than a 400 later.
- **Top level** is ``{"type": "object", "properties": …, "required": …}``. Anthropic's
  ``InputSchema`` requires ``type: "object"`` (``anthropic-sdk-python`` ``ToolParam``); OpenAI refuses
  function parameters whose root is not an object schema (and ``anyOf`` at the root).
- **No references.** ``$defs``/``$ref`` are inlined (dereferenced), so a provider or client that does
  not resolve references still sees the whole shape; recursive models are refused loudly.
- **Keywords** are kept only from an allow-list both providers document: ``type``, ``properties``,
  ``required``, ``additionalProperties``, ``items``, ``enum``, ``anyOf``, ``description``, ``default``
  and the numeric/string/array bounds. pydantic-only or noise keywords (``title``, ``discriminator``,
  ``examples``, ``$schema``…) are dropped; ``const`` becomes a one-value ``enum`` and ``oneOf`` becomes
  ``anyOf`` (OpenAI's structured-output subset lists ``anyOf`` but not ``oneOf``/``const``).
- **OpenAI ``strict``** (structured outputs for function calls) additionally needs every property
  listed in ``required``, ``additionalProperties: false`` on every object, no ``default``, and none of
  ``minLength``, ``maxLength``, ``patternProperties``, ``unevaluatedProperties``, ``propertyNames``,
  ``minProperties``, ``maxProperties``, ``unevaluatedItems``, ``contains``, ``minContains``,
  ``maxContains``, ``uniqueItems`` (OpenAI Structured Outputs guide, "Supported schemas"; the same list
  pydantic-ai strips in its ``OpenAIJsonSchemaTransformer``). Optional parameters then become
  nullable and must be sent as ``null``; :func:`drop_nulls_for_strict` turns such arguments back into
  "not given" before ``world.call``. A tool whose parameters include a free-form map (Stripe
  ``metadata``) cannot be strict and is exported with ``strict: false``.
- OpenAI's function ``description`` is capped at 1,024 characters (longer descriptions are refused by
  some OpenAI-compatible servers); Anthropic and MCP get the whole docstring.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Literal

from toolproof.service import registry
from toolproof.service.operation import Operation
from toolproof.service.service import Service

Format = Literal["openai", "anthropic", "mcp"]
FORMATS: tuple[Format, ...] = ("openai", "anthropic", "mcp")

#: Tool names every provider accepts (OpenAI function names, Anthropic tool names).
NAME_PATTERN = re.compile(r"^[a-zA-Z0-9_-]{1,64}$")

#: Extra argument of write operations of services with idempotency keys (Stripe): the tool form of the
#: SDK's ``idempotency_key=`` request option (the ``Idempotency-Key`` header over HTTP).
IDEMPOTENCY_ARGUMENT = "idempotency_key"

IDEMPOTENCY_SCHEMA: dict[str, Any] = {
    "type": "string",
    "description": "Idempotency key (the Idempotency-Key header): retrying a write with the same key and "
    "the same arguments returns the first result instead of applying the write twice.",
    "maxLength": 255,
}

#: OpenAI function descriptions are kept under this many characters.
OPENAI_DESCRIPTION_LIMIT = 1024

#: JSON Schema keywords kept in exported parameter schemas (every other keyword is dropped).
ALLOWED_KEYWORDS = frozenset(
    {
        "type",
        "properties",
        "required",
        "additionalProperties",
        "items",
        "enum",
        "anyOf",
        "description",
        "default",
        "minimum",
        "maximum",
        "exclusiveMinimum",
        "exclusiveMaximum",
        "multipleOf",
        "minLength",
        "maxLength",
        "pattern",
        "format",
        "minItems",
        "maxItems",
        "uniqueItems",
    }
)

#: Keywords OpenAI's strict mode refuses (Structured Outputs, "Supported schemas").
OPENAI_STRICT_UNSUPPORTED = frozenset(
    {
        "minLength",
        "maxLength",
        "patternProperties",
        "unevaluatedProperties",
        "propertyNames",
        "minProperties",
        "maxProperties",
        "unevaluatedItems",
        "contains",
        "minContains",
        "maxContains",
        "uniqueItems",
        "default",
    }
)

#: String formats OpenAI's strict mode accepts; any other ``format`` is dropped there.
OPENAI_STRICT_FORMATS = frozenset(
    {"date-time", "time", "date", "duration", "email", "hostname", "ipv4", "ipv6", "uuid"}
)

#: Keywords whose value is one schema / a map of schemas / a list of schemas.
_SUBSCHEMA = ("items", "additionalProperties")
_SCHEMA_LISTS = ("anyOf", "oneOf", "allOf")


class ToolSchemaError(ValueError):
    """An operation cannot be exported as a tool (recursive parameters, name collision…)."""


# -- schema normalisation ----------------------------------------------------------------------


def _resolve(ref: str, defs: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
    prefix = "#/$defs/"
    if not ref.startswith(prefix) or ref[len(prefix) :] not in defs:
        raise ToolSchemaError(f"cannot resolve JSON Schema reference {ref!r}")
    name = ref[len(prefix) :]
    return name, defs[name]


def _inline(node: Any, defs: Mapping[str, Any], stack: tuple[str, ...]) -> Any:
    """``node`` with every ``$ref`` replaced by its definition (siblings of a ``$ref`` win)."""
    if isinstance(node, list):
        return [_inline(item, defs, stack) for item in node]
    if not isinstance(node, dict):
        return node
    if "$ref" in node:
        name, target = _resolve(node["$ref"], defs)
        if name in stack:
            raise ToolSchemaError(f"recursive parameter model {name!r} cannot be inlined")
        merged = dict(_inline(target, defs, (*stack, name)))
        merged.update({k: _inline(v, defs, stack) for k, v in node.items() if k != "$ref"})
        return merged
    return {k: _inline(v, defs, stack) for k, v in node.items() if k != "$defs"}


def _clean(node: Any) -> Any:
    """Keep allowed keywords; rewrite ``const``/``oneOf``/one-element ``allOf`` into allowed ones."""
    if not isinstance(node, dict):
        return node
    node = dict(node)
    all_of = node.pop("allOf", None)
    if isinstance(all_of, list):
        for part in all_of:  # pydantic wraps a described $ref as allOf: [ref]; merge the parts
            if isinstance(part, dict):
                for key, value in part.items():
                    node.setdefault(key, value)
    if "oneOf" in node:
        node.setdefault("anyOf", node.pop("oneOf"))
    if "const" in node:
        node.setdefault("enum", [node.pop("const")])
    out: dict[str, Any] = {}
    for key, value in node.items():
        if key not in ALLOWED_KEYWORDS:
            continue
        if key == "properties" and isinstance(value, dict):
            out[key] = {name: _clean(sub) for name, sub in value.items()}
        elif key in _SUBSCHEMA and isinstance(value, dict):
            out[key] = _clean(value)
        elif key == "anyOf" and isinstance(value, list):
            out[key] = [_clean(sub) for sub in value]
        else:
            out[key] = copy.deepcopy(value)
    return out


def normalize_schema(schema: Mapping[str, Any]) -> dict[str, Any]:
    """A pydantic JSON Schema as providers accept it: inlined, allow-listed, ``type: object`` at the root."""
    defs = schema.get("$defs", {})
    inlined = _inline(dict(schema), defs, ())
    out: dict[str, Any] = _clean(inlined)
    if out.get("type") != "object" or "anyOf" in out:
        raise ToolSchemaError("tool parameters must be a JSON object schema (a pydantic model)")
    out.setdefault("properties", {})
    out.setdefault("required", [])
    return out


def _has_free_map(node: Any) -> bool:
    """Whether a schema admits arbitrary keys or any value somewhere (OpenAI strict cannot say that)."""
    if not isinstance(node, dict):
        return False
    if not any(k in node for k in ("type", "anyOf", "enum")):
        return True  # ``Any``: no type at all
    extra = node.get("additionalProperties")
    if node.get("type") == "object" and (
        isinstance(extra, dict) or (not node.get("properties") and extra is not False)
    ):
        return True
    children: list[Any] = list(node.get("properties", {}).values())
    children += [node[k] for k in _SUBSCHEMA if isinstance(node.get(k), dict)]
    children += list(node.get("anyOf", []))
    return any(_has_free_map(child) for child in children)


def _nullable(node: dict[str, Any]) -> dict[str, Any]:
    variants = node.get("anyOf")
    if isinstance(variants, list) and any(v.get("type") == "null" for v in variants):
        return node
    if node.get("type") == "null":
        return node
    description = node.pop("description", None)
    out: dict[str, Any] = {"anyOf": [node, {"type": "null"}]}
    if description is not None:
        out["description"] = description
    return out


def strict_schema(schema: Mapping[str, Any]) -> dict[str, Any] | None:
    """The OpenAI strict-mode form of a normalised schema, or ``None`` if it cannot be strict."""
    if any(_has_free_map(sub) for sub in schema.get("properties", {}).values()):
        return None

    def walk(node: Any) -> Any:
        if not isinstance(node, dict):
            return node
        out: dict[str, Any] = {}
        for key, value in node.items():
            if key in OPENAI_STRICT_UNSUPPORTED:
                continue
            if key == "format" and value not in OPENAI_STRICT_FORMATS:
                continue
            if key == "properties":
                out[key] = {name: walk(sub) for name, sub in value.items()}
            elif key in _SUBSCHEMA and isinstance(value, dict):
                out[key] = walk(value)
            elif key == "anyOf":
                out[key] = [walk(sub) for sub in value]
            else:
                out[key] = copy.deepcopy(value)
        if out.get("type") == "object":
            required = set(out.get("required", []))
            props = out.setdefault("properties", {})
            for name in list(props):
                if name not in required:
                    props[name] = _nullable(props[name])
            out["required"] = list(props)
            out["additionalProperties"] = False
        return out

    result: dict[str, Any] = walk(dict(schema))
    return result


def drop_nulls_for_strict(op: Operation, arguments: Mapping[str, Any]) -> dict[str, Any]:
    """Arguments from a strict-mode call with the ``null`` of optional parameters removed.

    In strict mode the model must send every parameter, ``null`` meaning "not given"; the operation's
    own model treats a missing parameter as its default, so nulls of optional top-level parameters are
    dropped (a required parameter's ``null`` is kept, and refused by validation as it should be).
    """
    required = set(op.input_schema().get("required", []))
    return {k: v for k, v in arguments.items() if v is not None or k in required}


# -- tool definitions --------------------------------------------------------------------------


#: reStructuredText in docstrings: ``literal``, :role:`target`, **strong**, *emphasis*.
_REST_LITERAL = re.compile(r"``(.+?)``", re.S)
_REST_ROLE = re.compile(r":[a-z]+(?::[a-z]+)?:`~?([^`]+)`")
_REST_STRONG = re.compile(r"\*\*(.+?)\*\*")


def plain_text(text: str) -> str:
    """A docstring without reStructuredText markup: a model reads ``source`` as noise, and markup
    costs tokens in every request. Literals keep their words; roles keep their target."""
    text = _REST_ROLE.sub(r"\1", text)
    text = _REST_LITERAL.sub(r"\1", text)
    return _REST_STRONG.sub(r"\1", text)


def tool_description(op: Operation) -> str:
    """The description a tool of ``op`` carries: its docstring, else its summary, else its name, without
    markup."""
    return plain_text((op.description or op.summary or op.name).strip())


_description = tool_description


def mcp_annotations(op: Operation) -> dict[str, Any]:
    """MCP tool annotations: what the operation does to the world (hints, per the MCP spec)."""
    return {
        "title": op.summary or op.name,
        "readOnlyHint": not op.writes,
        "destructiveHint": bool(op.writes and op.destructive),
        "idempotentHint": bool(op.idempotent),
        "openWorldHint": False,
    }


def accepts_idempotency_key(service: Service | None, op: Operation) -> bool:
    """Whether ``op`` takes :data:`IDEMPOTENCY_ARGUMENT` (a write of a service that dedupes by key)."""
    return bool(
        op.writes
        and service is not None
        and service.idempotency is not None
        and IDEMPOTENCY_ARGUMENT not in op.params.model_fields
    )


def parameters_schema(op: Operation, *, idempotency_key: bool = False) -> dict[str, Any]:
    """The normalised parameter schema of ``op`` (plus the idempotency key argument when it takes one)."""
    schema = normalize_schema(op.input_schema())
    if idempotency_key:
        schema["properties"][IDEMPOTENCY_ARGUMENT] = copy.deepcopy(IDEMPOTENCY_SCHEMA)
    return schema


def tool_definition(
    op: Operation, format: Format = "openai", *, strict: bool = False, idempotency_key: bool = False
) -> dict[str, Any]:
    """One operation as a tool of ``format``."""
    if not NAME_PATTERN.match(op.tool_name):
        raise ToolSchemaError(f"{op.name}: tool name {op.tool_name!r} is not valid for tool-calling APIs")
    schema = parameters_schema(op, idempotency_key=idempotency_key)
    if format == "anthropic":
        return {"name": op.tool_name, "description": _description(op), "input_schema": schema}
    if format == "mcp":
        return {
            "name": op.tool_name,
            "description": _description(op),
            "inputSchema": schema,
            "annotations": mcp_annotations(op),
        }
    if format == "openai":
        strict_form = strict_schema(schema) if strict else None
        return {
            "type": "function",
            "function": {
                "name": op.tool_name,
                "description": _description(op)[:OPENAI_DESCRIPTION_LIMIT],
                "parameters": strict_form if strict_form is not None else schema,
                "strict": strict_form is not None,
            },
        }
    raise ValueError(f"unknown tool format {format!r}; use one of {', '.join(FORMATS)}")


def operations_of(services: Iterable[str | Service]) -> list[tuple[Service, Operation]]:
    """Every operation of ``services`` with its service, in a stable order (service, then name)."""
    ops: list[tuple[Service, Operation]] = []
    for item in services:
        svc = registry.get(item) if isinstance(item, str) else item
        ops.extend((svc, op) for op in sorted(svc.operations.values(), key=lambda o: o.name))
    return ops


def tool_definitions(
    services: Sequence[str | Service], format: Format = "openai", *, strict: bool = False
) -> list[dict[str, Any]]:
    """Every operation of ``services`` as tools of ``format`` (``openai``, ``anthropic`` or ``mcp``).

    Raises :class:`ToolSchemaError` if two operations would share a tool name.
    """
    tools: list[dict[str, Any]] = []
    seen: dict[str, str] = {}
    for svc, op in operations_of(services):
        if op.tool_name in seen:
            raise ToolSchemaError(f"{op.name} and {seen[op.tool_name]} share the tool name {op.tool_name!r}")
        seen[op.tool_name] = op.name
        tools.append(
            tool_definition(op, format, strict=strict, idempotency_key=accepts_idempotency_key(svc, op))
        )
    return tools
