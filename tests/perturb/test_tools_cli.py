"""``toolproof tools --perturb all``: every perturbation type's tool list, as printed for a provider,
still passes that provider's rules (names, uniqueness, OpenAI's 128-tool cap per request, schema
keywords), after the drift types have switched (before it, they show the clean list that
tests/transports/test_tools.py checks). Stripe: the service with the most tools."""

from __future__ import annotations

import json
from typing import Any

import pytest
from openai.types.chat import ChatCompletionToolParam
from pydantic import TypeAdapter

from tests.transports.test_tools import NAME, check_parameters, subschemas
from toolproof.cli import main
from toolproof.perturb import TYPES
from toolproof.transports.tools import ALLOWED_KEYWORDS

#: OpenAI's cap on tools in one request (a task's services must fit under it).
OPENAI_TOOLS = 128
FLAGS = ("--services", "stripe", "--perturb", "all", "--after-calls", "5")


def _printed(capsys: pytest.CaptureFixture[str], *flags: str) -> Any:
    assert main(["tools", *flags]) == 0
    return json.loads(capsys.readouterr().out)


def _check_unique_schemas(schemas: list[dict[str, Any]]) -> None:
    """The shared parameter rules: the cheap ones (root, required, keywords) on every schema, the full
    check (a valid JSON Schema, tests/transports/test_tools.py) on one in eight distinct ones."""
    distinct = sorted({json.dumps(s, sort_keys=True) for s in schemas})
    for n, text in enumerate(distinct):
        schema = json.loads(text)
        if n % 8 == 0:
            check_parameters(schema)
            continue
        assert schema["type"] == "object"
        assert set(schema["required"]) <= set(schema["properties"])
        assert "$ref" not in text
        for node in subschemas(schema):
            assert set(node) <= ALLOWED_KEYWORDS, set(node) - ALLOWED_KEYWORDS


def test_every_type_passes_the_openai_rules(capsys: pytest.CaptureFixture[str]) -> None:
    adapter: TypeAdapter[ChatCompletionToolParam] = TypeAdapter(ChatCompletionToolParam)
    shown = _printed(capsys, *FLAGS, "--provider", "openai", "--interface", "resumable")
    assert sorted(shown) == sorted(TYPES)
    schemas = []
    for condition, tools in shown.items():
        names = [t["function"]["name"] for t in tools]
        assert len(set(names)) == len(names), condition
        assert len(names) <= OPENAI_TOOLS, condition
        for tool in tools:
            assert NAME.match(tool["function"]["name"]), (condition, tool["function"]["name"])
            assert len(tool["function"].get("description", "")) <= 1024
            schemas.append(tool["function"]["parameters"])
        adapter.validate_python(tools[0], strict=True)
    _check_unique_schemas(schemas)


def test_every_type_passes_the_anthropic_rules(capsys: pytest.CaptureFixture[str]) -> None:
    shown = _printed(capsys, *FLAGS, "--provider", "anthropic", "--interface", "effect-aware")
    assert sorted(shown) == sorted(TYPES)
    schemas = []
    for condition, tools in shown.items():
        names = [t["name"] for t in tools]
        assert len(set(names)) == len(names), condition
        for tool in tools:
            assert set(tool) <= {"name", "description", "input_schema"}
            assert NAME.match(tool["name"])
            schemas.append(tool["input_schema"])
    _check_unique_schemas(schemas)


def test_one_condition_prints_a_list_of_the_shown_tools(capsys: pytest.CaptureFixture[str]) -> None:
    tools = _printed(capsys, "--services", "tickets", "--format", "mcp", "--perturb", "renamed-tools")
    names = [t["name"] for t in tools]
    assert "tickets_modify_tickets" in names
    assert "tickets_tickets_update" not in names
    resumable = _printed(capsys, "--services", "tickets", "--interface", "resumable")
    assert resumable[-1]["function"]["name"] == "get_operation_status"


@pytest.mark.parametrize(
    ("flags", "expected"),
    [
        (["--perturb", "typos,nope"], "toolproof: unknown perturbation 'nope'"),
        (["--interface", "vendor,bare"], "toolproof: --interface takes one variant here"),
    ],
)
def test_bad_conditions_are_one_line(
    capsys: pytest.CaptureFixture[str], flags: list[str], expected: str
) -> None:
    assert main(["tools", "--services", "tickets", *flags]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith(expected), err
    assert "\n" not in err
