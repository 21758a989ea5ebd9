"""Every perturbation type: what an agent sees with and without it, that it is deterministic, that the
grade still comes from the state alone, and that perturbed tool schemas stay within the OpenAI and
Anthropic tool rules (the checks of tests/transports/test_tools.py)."""

from __future__ import annotations

import asyncio
import functools
import json
from typing import Any

import pytest
from pydantic import TypeAdapter

from tests.support.suites import load_suite
from tests.transports.test_tools import NAME, check_parameters
from toolproof.agents.reference import REFERENCE_AGENTS
from toolproof.agents.run import run_episode
from toolproof.perturb import GROUPS, TYPES, PerturbationError, Surface, parse_perturbations
from toolproof.world import World

TASK_ID = "stripe-payments.refund-duplicate-charge"


@pytest.fixture(scope="module")
def task() -> Any:
    tasks = {t.id: t for t in load_suite("core")}
    return tasks.get(TASK_ID) or next(iter(tasks.values()))


def _seen(name: str | None, calls: int = 6) -> dict[str, Any]:
    """What an agent sees of a Stripe world: instruction, tools, and a few call results."""
    world = World(["stripe"], seed=5)
    surface = Surface(world, perturbation=name, seed=11)
    shown: dict[str, Any] = {
        "instruction": surface.instruction("Refund the duplicate charge of Ada Lovelace.")
    }
    shown["tools_before"] = surface.tools("anthropic")
    bodies = []
    for _ in range(calls):
        tool = next(t for t in surface.tool_defs() if t.op is not None and t.op.name == "stripe.charges.list")
        args = {tool_name: 3 for tool_name, real in tool.renames.items() if real == "limit"} or {"limit": 3}
        result = surface.call(tool.name, args)
        assert result.response is not None
        bodies.append((result.response.status, result.response.body, result.notes))
    write = next(
        t for t in surface.tool_defs() if t.op is not None and t.op.name == "stripe.customers.create"
    )
    email = next((shown for shown, real in write.renames.items() if real == "email"), "email")
    result = surface.call(write.name, {email: "x@example.com"})
    shown["write"] = (result.response.status if result.response else None, result.notes)
    shown["bodies"] = bodies
    shown["tools_after"] = surface.tools("anthropic")
    shown["hash"] = world.state_hash()
    return shown


@functools.cache
def _clean_seen() -> dict[str, Any]:
    """The clean view, built once per session (every type is compared with it; callers never edit it)."""
    return _seen(None)


@pytest.fixture(scope="module")
def clean(task: Any) -> Any:
    """The careful agent's clean episode of ``task``, run once for every type's comparison."""
    return asyncio.run(run_episode(task, REFERENCE_AGENTS["careful"], agent_name="careful"))


def test_there_are_at_least_twenty_types_over_all_four_groups() -> None:
    assert len(TYPES) >= 20
    assert {cls.group for cls in TYPES.values()} == set(GROUPS)
    for cls in TYPES.values():
        assert cls.changes, cls.name
        assert cls.grounded, cls.name


@pytest.mark.parametrize("name", sorted(TYPES))
def test_each_type_changes_what_the_agent_sees_and_nothing_else(name: str) -> None:
    clean, perturbed, again = _clean_seen(), _seen(name), _seen(name)
    assert json.dumps(perturbed) == json.dumps(again), "same seed, same view (key order included)"
    seen = {k: v for k, v in perturbed.items() if k not in ("hash", "write")}
    base = {k: v for k, v in clean.items() if k not in ("hash", "write")}
    assert json.dumps(seen) != json.dumps(base), f"{name} changed nothing an agent sees"
    # The state behind the view is the one the clean agent would have left (reads change nothing).
    if name != "drift-new-required-param" and TYPES[name].group != "action":
        assert perturbed["write"][0] == clean["write"][0]


@pytest.mark.parametrize("name", sorted(TYPES))
def test_perturbed_schemas_follow_the_openai_and_anthropic_tool_rules(name: str) -> None:
    types = pytest.importorskip("openai.types.chat")
    adapter = TypeAdapter(types.ChatCompletionToolParam)
    # resumable shows every extra argument and tool an interface adds; slack keeps the check quick
    for interface in ("resumable",):
        surface = Surface(World(["slack"], seed=1), interface=interface, perturbation=name, seed=2)
        for calls in (0, 5) if TYPES[name].group == "transition" else (0,):  # before/after the switch
            surface.calls = calls
            openai = surface.tools("openai")
            names = [t["function"]["name"] for t in openai]
            assert len(set(names)) == len(names)
            schemas: set[str] = set()
            for tool in openai:
                assert NAME.match(tool["function"]["name"])
                assert len(tool["function"].get("description", "")) <= 1024
                schemas.add(json.dumps(tool["function"]["parameters"], sort_keys=True))
                adapter.validate_python(tool, strict=True)
            for tool in surface.tools("anthropic"):
                assert set(tool) <= {"name", "description", "input_schema"}
                schemas.add(json.dumps(tool["input_schema"], sort_keys=True))
            for text in sorted(schemas):  # each distinct schema once (both formats share most)
                check_parameters(json.loads(text))


@pytest.mark.parametrize("name", sorted(TYPES))
def test_the_grade_still_comes_from_the_state(task: Any, clean: Any, name: str) -> None:
    """The careful agent under a perturbation: whatever it manages, the grade agrees with the state
    (a pass means the expected diff happened; the same final state always gets the same verdict)."""
    result = asyncio.run(
        run_episode(task, REFERENCE_AGENTS["careful"], agent_name="careful", perturbation=name)
    )
    assert clean.passed
    assert result.perturbation == name
    if result.final_hash == clean.final_hash and result.grade is not None:
        assert result.grade.passed == (result.grade.to_dict().get("claim_ok", result.passed))  # fmt: skip
    if result.passed:
        assert result.final_hash == clean.final_hash


def test_observation_examples_are_exactly_as_documented() -> None:
    from toolproof.perturb.observation import LocalizedDates, LocalizedNumbers

    body = {"amount": 12500, "created": 1700000000, "date": "2024-05-01T10:00:00Z", "n": 7}
    numbers, _ = LocalizedNumbers(1).observe(None, body, 1)  # type: ignore[arg-type]
    assert numbers == {**body, "amount": "12.500"}
    dates, _ = LocalizedDates(1).observe(None, body, 1)  # type: ignore[arg-type]
    assert dates == {**body, "created": "14.11.2023 22:13", "date": "01.05.2024 10:00"}


def test_drift_switches_mid_episode_with_a_notice_and_a_vendor_shaped_refusal() -> None:
    surface = Surface(World(["stripe"], seed=3), perturbation="drift-new-required-param", seed=4)
    switch = surface.perturbations[0].switch  # type: ignore[attr-defined]
    assert 2 <= switch <= 4
    for _ in range(switch):
        assert surface.call("stripe_customers_list", {"limit": 1}).response.status == 200  # type: ignore[union-attr]
    create = next(t for t in surface.tools("anthropic") if t["name"] == "stripe_customers_create")
    assert "confirm" in create["input_schema"]["required"]
    refused = surface.call("stripe_customers_create", {"email": "a@example.com"})
    assert refused.response is not None
    assert refused.response.status == 400
    assert refused.response.body["error"]["type"] == "invalid_request_error"
    assert "confirm" in refused.notes["notice"]
    ok = surface.call("stripe_customers_create", {"email": "a@example.com", "confirm": True})
    assert ok.response is not None
    assert ok.response.status == 200
    assert surface.world.ledger[-1].params == {"email": "a@example.com"}


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ("typoz", "unknown perturbation 'typoz'"),
        ("group:nope", "unknown perturbation group 'nope'"),
    ],
)
def test_bad_perturbations_are_one_clear_line(value: str, message: str) -> None:
    with pytest.raises(PerturbationError, match=message) as info:
        parse_perturbations(value)
    assert "\n" not in str(info.value)


def test_groups_all_and_composition_expand() -> None:
    assert parse_perturbations("group:metadata") == [n for n, c in TYPES.items() if c.group == "metadata"]
    assert parse_perturbations("all") == list(TYPES)
    assert parse_perturbations("typos+renamed-tools") == ["typos+renamed-tools"]
    surface = Surface(World(["slack"], seed=1), perturbation="typos+renamed-tools", seed=1)
    assert len(surface.perturbations) == 2
    assert json.dumps(surface.tools("openai"))
