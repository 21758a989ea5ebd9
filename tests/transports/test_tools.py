"""Exported tool definitions are valid for each provider's tool-calling API.

The rules checked here are the providers' documented ones (see ``toolproof.transports.tools``): names
``^[a-zA-Z0-9_-]{1,64}$`` and unique, a ``type: object`` root, no references, only allow-listed
keywords, a valid JSON Schema, and for OpenAI strict mode every property required and
``additionalProperties: false`` on every object.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any, Literal

import jsonschema
import mcp_types
import pytest
from pydantic import BaseModel, Field, TypeAdapter

from tests.support import tickets
from tests.support.cli import LAUNCH
from toolproof.service import Params, Service, registry
from toolproof.service.dialect import Dialect
from toolproof.transports.tools import (
    ALLOWED_KEYWORDS,
    IDEMPOTENCY_ARGUMENT,
    OPENAI_STRICT_FORMATS,
    OPENAI_STRICT_UNSUPPORTED,
    ToolSchemaError,
    drop_nulls_for_strict,
    normalize_schema,
    tool_definitions,
)
from toolproof.world import World

ROOT = Path(__file__).resolve().parents[2]
NAME = re.compile(r"^[a-zA-Z0-9_-]{1,64}$")


def _service_names() -> list[str]:
    return sorted({*registry.installed(), "tickets"})  # shipped doubles, not test-registered ones


def _load(name: str) -> Service:
    # A double that does not import fails here (its parameters only): never a skip that hides it.
    return registry.get(name)


def subschemas(schema: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Every schema position in ``schema`` (itself, properties, items, additionalProperties, anyOf)."""
    yield schema
    for sub in schema.get("properties", {}).values():
        yield from subschemas(sub)
    for key in ("items", "additionalProperties"):
        if isinstance(schema.get(key), dict):
            yield from subschemas(schema[key])
    for sub in schema.get("anyOf", []):
        yield from subschemas(sub)


def check_parameters(schema: dict[str, Any]) -> None:
    """Rules shared by OpenAI and Anthropic (and MCP) for a tool's parameter schema."""
    assert schema["type"] == "object"
    for keyword in ("anyOf", "oneOf", "allOf", "enum", "not"):
        assert keyword not in schema, f"{keyword} at the root"
    assert isinstance(schema["properties"], dict)
    assert set(schema["required"]) <= set(schema["properties"])
    text = json.dumps(schema)
    assert "$ref" not in text
    assert "$defs" not in text
    for node in subschemas(schema):
        assert set(node) <= ALLOWED_KEYWORDS, set(node) - ALLOWED_KEYWORDS
    jsonschema.Draft202012Validator.check_schema(schema)


def check_strict(schema: dict[str, Any]) -> None:
    for node in subschemas(schema):
        assert not set(node) & OPENAI_STRICT_UNSUPPORTED, set(node) & OPENAI_STRICT_UNSUPPORTED
        if "format" in node:
            assert node["format"] in OPENAI_STRICT_FORMATS
        if node.get("type") == "object":
            assert node["additionalProperties"] is False
            assert sorted(node["required"]) == sorted(node["properties"])


@pytest.mark.parametrize("name", _service_names())
def test_openai_definitions_follow_the_function_calling_rules(name: str) -> None:
    svc = _load(name)
    for strict in (False, True):
        tools = tool_definitions([svc], "openai", strict=strict)
        assert len(tools) == len(svc.operations)
        names = [t["function"]["name"] for t in tools]
        assert len(set(names)) == len(names)
        for tool in tools:
            assert set(tool) == {"type", "function"}
            assert tool["type"] == "function"
            fn = tool["function"]
            assert set(fn) == {"name", "description", "parameters", "strict"}
            assert NAME.match(fn["name"]), fn["name"]
            assert 0 < len(fn["description"]) <= 1024
            check_parameters(fn["parameters"])
            if fn["strict"]:
                check_strict(fn["parameters"])
            else:
                assert strict is False or not _strictable(fn["parameters"])


@pytest.mark.parametrize("name", _service_names())
def test_openai_definitions_type_check_against_the_official_openai_sdk(name: str) -> None:
    types = pytest.importorskip("openai.types.chat")
    adapter = TypeAdapter(types.ChatCompletionToolParam)
    for strict in (False, True):
        for tool in tool_definitions([_load(name)], "openai", strict=strict):
            adapter.validate_python(tool, strict=True)


def _strictable(schema: dict[str, Any]) -> bool:
    """Strict was refused only for schemas with a free-form map or an untyped value."""
    for node in subschemas(schema):
        if not any(k in node for k in ("type", "anyOf", "enum")):
            return False
        if node.get("type") == "object" and (
            isinstance(node.get("additionalProperties"), dict) or not node.get("properties")
        ):
            return False
    return True


@pytest.mark.parametrize("name", _service_names())
def test_anthropic_definitions_follow_the_tool_use_rules(name: str) -> None:
    svc = _load(name)
    tools = tool_definitions([svc], "anthropic")
    names = [t["name"] for t in tools]
    assert len(set(names)) == len(names) == len(svc.operations)
    for tool in tools:
        assert set(tool) == {"name", "description", "input_schema"}
        assert NAME.match(tool["name"])
        assert tool["description"]
        check_parameters(tool["input_schema"])


@pytest.mark.parametrize("name", _service_names())
def test_mcp_definitions_are_valid_mcp_tools_with_honest_annotations(name: str) -> None:
    svc = _load(name)
    tools = tool_definitions([svc], "mcp")
    by_name = {op.tool_name: op for op in svc.operations.values()}
    for tool in tools:
        mcp_types.Tool.model_validate(tool)  # the official SDK's model of a tool accepts it
        check_parameters(tool["inputSchema"])
        op = by_name[tool["name"]]
        hints = tool["annotations"]
        assert hints["readOnlyHint"] is (not op.writes)
        assert hints["destructiveHint"] is (op.writes and op.destructive)
        assert hints["idempotentHint"] is op.idempotent
        assert hints["openWorldHint"] is False


def test_all_services_together_have_unique_names() -> None:
    names = [n for n in _service_names() if n != "tickets"]
    loaded = []
    for n in names:
        try:
            loaded.append(registry.get(n))
        except Exception:
            continue
    tools = tool_definitions(loaded, "openai")
    assert len({t["function"]["name"] for t in tools}) == sum(len(s.operations) for s in loaded)


def test_tickets_create_exported_exactly() -> None:
    (tool,) = [t for t in tool_definitions(["tickets"], "anthropic") if t["name"] == "tickets_tickets_create"]
    assert tool == {
        "name": "tickets_tickets_create",
        "description": "Open a ticket for an account.",
        "input_schema": {
            "type": "object",
            "additionalProperties": False,
            "properties": {
                "account": {"type": "string"},
                "subject": {"type": "string", "minLength": 1, "maxLength": 200},
                "priority": {"type": "integer", "default": 2, "minimum": 1, "maximum": 4},
                "tags": {"type": "array", "items": {"type": "string"}, "maxItems": 10},
                IDEMPOTENCY_ARGUMENT: {
                    "type": "string",
                    "description": tool["input_schema"]["properties"][IDEMPOTENCY_ARGUMENT]["description"],
                    "maxLength": 255,
                },
            },
            "required": ["account", "subject"],
        },
    }
    reads = [t for t in tool_definitions(["tickets"], "anthropic") if t["name"] == "tickets_tickets_get"]
    assert IDEMPOTENCY_ARGUMENT not in reads[0]["input_schema"]["properties"]


def test_strict_mode_makes_optionals_nullable_and_nulls_mean_not_given() -> None:
    (tool,) = [
        t
        for t in tool_definitions(["tickets"], "openai", strict=True)
        if t["function"]["name"] == "tickets_tickets_create"
    ]
    params = tool["function"]["parameters"]
    assert tool["function"]["strict"] is True
    assert params["required"] == ["account", "subject", "priority", "tags", IDEMPOTENCY_ARGUMENT]
    assert params["properties"]["priority"] == {
        "anyOf": [{"type": "integer", "minimum": 1, "maximum": 4}, {"type": "null"}]
    }
    assert params["properties"]["subject"] == {"type": "string"}  # min/maxLength are not strict keywords
    op = tickets.service.operations["tickets.tickets.create"]
    args = {"account": "acct_1", "subject": "Hi", "priority": None, "tags": None}
    assert drop_nulls_for_strict(op, args) == {"account": "acct_1", "subject": "Hi"}
    world = World(["tickets"], seed=7, fixture="small")
    response = world.call(op.name, drop_nulls_for_strict(op, args))
    assert response.status == 200
    assert response.body["priority"] == 2


class _Address(BaseModel):
    """Where to ship."""

    city: str
    kind: Literal["home"] = "home"


class _Card(BaseModel):
    type: Literal["card"]
    number: str


class _Bank(BaseModel):
    type: Literal["bank"]
    iban: str


class _Nested(Params):
    address: _Address = Field(description="Shipping address")
    method: _Card | _Bank = Field(discriminator="type")
    metadata: dict[str, str] = Field(default_factory=dict)


class _Node(BaseModel):
    children: list[_Node] = []


class _Recursive(Params):
    root: _Node


def test_nested_models_are_inlined_and_rewritten_into_allowed_keywords() -> None:
    raw = _Nested.model_json_schema()
    assert "$defs" in raw
    schema = normalize_schema(raw)
    check_parameters(schema)
    assert schema["properties"]["address"] == {
        "type": "object",
        "description": "Shipping address",
        "properties": {
            "city": {"type": "string"},
            "kind": {"type": "string", "enum": ["home"], "default": "home"},
        },
        "required": ["city"],
    }
    variants = schema["properties"]["method"]["anyOf"]  # oneOf + discriminator → anyOf
    assert [v["properties"]["type"]["enum"] for v in variants] == [["card"], ["bank"]]
    assert schema["properties"]["metadata"]["additionalProperties"] == {"type": "string"}


def test_a_free_form_map_cannot_be_strict() -> None:
    svc = Service("shape", mount="/shape", dialect=Dialect(), tables=[])

    @svc.operation("shape.things.create", "POST", "/things", writes=True)
    def create(ctx: Any, p: _Nested) -> dict[str, Any]:
        """Create a thing."""
        return {}

    (tool,) = tool_definitions([svc], "openai", strict=True)
    assert tool["function"]["strict"] is False
    check_parameters(tool["function"]["parameters"])


def test_recursive_parameters_are_refused_loudly() -> None:
    with pytest.raises(ToolSchemaError, match="recursive parameter model"):
        normalize_schema(_Recursive.model_json_schema())


def test_colliding_tool_names_are_refused() -> None:
    svc = Service("dup", mount="/dup", dialect=Dialect(), tables=[])

    @svc.operation("dup.a.b", "GET", "/a", writes=False)
    def one(ctx: Any) -> dict[str, Any]:
        return {}

    @svc.operation("dup.a_b", "GET", "/b", writes=False)
    def two(ctx: Any) -> dict[str, Any]:
        return {}

    with pytest.raises(ToolSchemaError, match="share the tool name 'dup_a_b'"):
        tool_definitions([svc], "anthropic")


def test_cli_prints_the_definitions_as_json() -> None:
    out = subprocess.run(
        [
            sys.executable,
            "-c",
            LAUNCH,
            "tools",
            "--services",
            "tickets",
            "--format",
            "openai",
        ],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
    ).stdout
    assert json.loads(out) == tool_definitions(["tickets"], "openai")
