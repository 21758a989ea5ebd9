"""Junk tool arguments through the MCP tool path: always a vendor-shaped error or a real answer.

For every service, hypothesis sends arguments of the wrong types, unknown names and odd values to
random tools. A call never yields a 5xx or a transport failure, an error result carries the
vendor's JSON error body, and a refused call leaves ``world.state_hash()`` unchanged.
"""

from __future__ import annotations

import json
from typing import Any

import anyio
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from toolproof.service import registry
from toolproof.transports.mcp import McpTools, WorldSource
from toolproof.world import World

# The shipped doubles (entry points) and the example "tickets": not services other test modules register
# at import (test_validator's deliberately failing "flaky" would answer junk with its own 500).
SERVICES = sorted({*registry.installed(), "tickets"})

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**63), max_value=2**63),
    st.floats(allow_nan=False),
    st.text(max_size=30),
    st.sampled_from(
        ["", "0", "-1", "null", "tkt_1", "cus_", "C0", "primary", "2026-01-01T00:00:00Z", "é" * 300]
    ),
)
values = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3),
    max_leaves=8,
)


def _tools(name: str) -> tuple[McpTools, World]:
    world = World([name], seed=3)  # a double that does not build fails here, never skips
    return McpTools([name], WorldSource(lambda: world, single=world)), world


@pytest.mark.parametrize("name", SERVICES)
def test_junk_arguments_get_vendor_errors_and_change_nothing(name: str) -> None:
    if name != "tickets" and (reason := registry.get(name).unavailable()) is not None:
        pytest.skip(reason)
    tools, world = _tools(name)
    specs = {spec.name: spec for spec in tools.specs}

    @st.composite
    def calls(draw: Any) -> tuple[str, dict[str, Any]]:
        tool = draw(st.sampled_from(sorted(specs)))
        known = sorted(specs[tool].input_schema["properties"]) or ["x"]
        keys = st.one_of(st.sampled_from(known), st.text(min_size=1, max_size=10))
        return tool, draw(st.dictionaries(keys, values, max_size=4))

    @settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(calls())
    def check(call: tuple[str, dict[str, Any]]) -> None:
        tool, arguments = call
        before = world.state_hash()
        out = anyio.run(tools.call, "stdio", tool, arguments)
        assert out is not None
        status = out.meta["toolproof/status"]
        assert status < 500, out.texts
        assert "toolproof/transport_fault" not in out.meta
        if out.is_error:
            assert out.structured is not None
            assert out.texts[0].startswith(f"Error: HTTP {status}")
            body = out.structured["body"]
            assert out.texts[0].endswith(json.dumps(body, ensure_ascii=False))
            assert isinstance(body, dict)
            # the vendor's own error shape: its dialect reads the code back (Slack's "error", Stripe's
            # error object, Google's reason, Linear's extensions, Box's "type": "error" envelope)
            assert world.services[name].dialect.error_code(body) is not None, body
            assert world.state_hash() == before

    check()


@pytest.mark.parametrize("first", [2**31, -(2**31) - 1])
def test_an_int_beyond_graphqls_32_bits_is_linears_validation_error_not_a_500(first: int) -> None:
    """Found by the fuzz above (``linear_attachments`` with ``first: 2147483648``): a value inside the
    generic 64-bit range but beyond GraphQL's 32-bit ``Int`` failed while the double wrote the field's
    literal, a 500. It is the caller's input: a 400 in Linear's shape naming the value."""
    if (reason := registry.get("linear").unavailable()) is not None:
        pytest.skip(reason)
    tools, world = _tools("linear")
    before = world.state_hash()
    out = anyio.run(tools.call, "stdio", "linear_attachments", {"first": first})
    assert out is not None
    assert out.is_error
    assert out.meta["toolproof/status"] == 400
    assert out.structured is not None
    body = out.structured["body"]
    assert world.services["linear"].dialect.error_code(body) == "INVALID_INPUT"
    assert (
        body["errors"][0]["message"]
        == f"selection: Int cannot represent non 32-bit signed integer value: {first}"
    )
    assert world.state_hash() == before
