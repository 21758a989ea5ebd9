"""Normalisation, comparison and references: the rules a cassette's verdict rests on."""

from __future__ import annotations

import re
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from toolproof.parity.cassette import Compare
from toolproof.parity.compare import compare_response
from toolproof.parity.normalise import Normaliser
from toolproof.parity.refs import RefError, resolve
from toolproof.service.parity import ParityRules, WireRequest


def _rules() -> ParityRules:
    return ParityRules(
        encode=lambda op, params: WireRequest("GET", "/"),
        live_base_url="http://example.invalid",
        credential_env="X_TOKEN",
        id_patterns=(("id", re.compile(r"(?P<kind>obj|usr)_[A-Za-z0-9]+")),),
        volatile_fields=frozenset({"created"}),
        volatile_headers=frozenset({"request-id"}),
    )


ALNUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
ids = st.builds(
    "{}_{}".format, st.sampled_from(["obj", "usr"]), st.text(alphabet=ALNUM, min_size=1, max_size=8)
)


@given(st.lists(ids, min_size=1, max_size=30))
def test_placeholders_are_consistent_and_one_to_one(values: list[str]) -> None:
    n = Normaliser(_rules())
    first = [n.value(v) for v in values]
    again = [n.value(v) for v in values]
    assert first == again
    mapping = dict(zip(values, first, strict=True))
    assert len(set(mapping.values())) == len(mapping)  # distinct ids, distinct placeholders
    for value, placeholder in mapping.items():
        assert placeholder.startswith(f"<{value.split('_')[0]}:")


@given(
    st.lists(ids, min_size=1, max_size=10, unique=True), st.lists(ids, min_size=1, max_size=10, unique=True)
)
def test_two_runs_that_mint_ids_in_the_same_places_normalise_alike(
    live: list[str], double: list[str]
) -> None:
    size = min(len(live), len(double))
    live, double = live[:size], double[:size]
    # Same kinds in the same places, different ids: the normalised bodies are equal.
    double = [f"{a.split('_')[0]}_{b.split('_')[1]}" for a, b in zip(live, double, strict=True)]
    if len(set(double)) != len(double):
        return
    a = Normaliser(_rules()).body({"items": [{"id": v, "parent": live[0]} for v in live]})
    b = Normaliser(_rules()).body({"items": [{"id": v, "parent": double[0]} for v in double]})
    assert a == b


def test_volatile_fields_and_headers_are_marked_and_content_type_is_the_media_type() -> None:
    n = Normaliser(_rules())
    out = n.response(
        200,
        {"Request-Id": "req_1", "Content-Type": "application/json; charset=utf-8"},
        {"id": "obj_1", "created": 1700000000, "nested": {"created": None, "name": "obj_x y"}},
    )
    assert out == {
        "status": 200,
        "headers": {"content-type": "application/json", "request-id": "<request-id>"},
        "body": {"id": "<obj:1>", "created": "<created>", "nested": {"created": None, "name": "obj_x y"}},
    }


def _diff(expected: Any, actual: Any, compare: Compare, status: tuple[int, int] = (200, 200)) -> list[str]:
    return [
        d.message
        for d in compare_response(
            {"status": status[0], "body": expected}, {"status": status[1], "body": actual}, compare, ()
        )
    ]


def test_recordings_compare_every_value_and_every_field() -> None:
    full = Compare()
    assert _diff({"a": 1, "b": [1, 2]}, {"a": 1, "b": [1, 2]}, full) == []
    assert _diff({"a": 1, "b": [1, 2]}, {"a": 2, "b": [1], "c": True}, full) == [
        "body.a: expected 1, got 2",
        "body.b: expected 2 items, got 1",
        "body.c: not in the cassette (got True)",
    ]
    assert _diff({"a": None}, {"a": "x"}, full) == ["body.a: expected null, got string ('x')"]
    assert _diff({}, {}, full, status=(200, 404)) == ["status: expected 200, got 404"]


def test_examples_compare_shape_and_only_the_proven_values() -> None:
    shape = Compare(values=["object", "data.*.object"], extra_fields=False)
    expected = {"object": "list", "data": [{"object": "thing", "amount": 10, "note": None}]}
    # Other amounts, more items, a set note, an extra field: all fine; an example cannot prove them.
    actual: dict[str, Any] = {
        "object": "list",
        "data": [{"object": "thing", "amount": 99, "note": "x", "more": 1}, {"object": "thing", "amount": 1}],
    }
    assert _diff(expected, actual, shape) == ["body.data.1.note: missing (expected null)"]
    actual["data"][1]["note"] = None
    assert _diff(expected, actual, shape) == []
    actual["data"][0]["object"] = "other"
    actual["data"][1]["amount"] = "1"
    assert _diff(expected, actual, shape) == [
        "body.data.0.object: expected 'thing', got 'other'",
        "body.data.1.amount: expected number, got string ('1')",
    ]


def test_ignored_paths_are_globs_over_item_indices() -> None:
    compare = Compare(values="all", ignore={"body*.secret": "rotates", "body.items.*.at": "a time"})
    expected = {"secret": 1, "items": [{"at": 1, "x": 1}], "inner": {"secret": 1}}
    actual = {"secret": 2, "items": [{"at": 2, "x": 1}], "inner": {"secret": 3}}
    assert _diff(expected, actual, compare) == []


def test_references_resolve_whole_values_and_inside_text() -> None:
    scope = {"vars": {"n": 3}, "c": {"id": "obj_1", "data": [{"id": "obj_2"}]}}
    assert resolve({"a": "${c.id}", "b": ["${c.data.0.id}"], "n": "${vars.n}"}, scope) == {
        "a": "obj_1",
        "b": ["obj_2"],
        "n": 3,
    }
    assert resolve("in ${c.id} of ${vars.n}", scope) == "in obj_1 of 3"
    with pytest.raises(RefError, match=r"\$\{d.id\}: no earlier call or var is named 'd'"):
        resolve("${d.id}", scope)
    with pytest.raises(RefError, match=r"\$\{c.data.5.id\}: no '5' there"):
        resolve("${c.data.5.id}", scope)


def test_a_scenarios_shared_ignores_apply_to_every_call_and_calls_may_add_their_own() -> None:
    from toolproof.parity.scenario import ScenarioError, parse_scenario

    scenario = parse_scenario(
        {
            "service": "s",
            "ignore": {"body.a": "shared"},
            "calls": [{"op": "s.x"}, {"op": "s.y", "compare": {"ignore": {"body.b": "own"}}}],
        },
        "sc.yaml",
    )
    assert [c.compare.ignore for c in scenario.calls] == [
        {"body.a": "shared"},
        {"body.a": "shared", "body.b": "own"},
    ]
    with pytest.raises(ScenarioError, match=r"^sc.yaml: call 2: name 'c' is not a new name$"):
        parse_scenario(
            {"service": "s", "calls": [{"op": "s.x", "name": "c"}, {"op": "s.y", "name": "c"}]}, "sc.yaml"
        )
    with pytest.raises(ScenarioError, match=r"^sc.yaml: call 1 needs an `op` \(an operation name\)$"):
        parse_scenario({"service": "s", "calls": [{"params": {}}]}, "sc.yaml")
