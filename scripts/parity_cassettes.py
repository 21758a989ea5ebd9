#!/usr/bin/env python3
"""Build the shipped parity cassettes from the vendors' documented examples (re-runnable).

For each double, ``src/toolproof/services/<name>/parity_scenarios/*.yaml`` lists calls that cover
every implemented operation (in the double's ``small`` fixture). Each call's expected response
comes from the vendor's own documentation, never from the double:

- Stripe: the 200 response schema of the operation in ``stripe/openapi.2024-04-10.json``, filled
  with Stripe's example object of that type from ``stripe/fixtures3.json`` (pruned to the fields the
  2024-04-10 schema has); lists and search results are built around the example object.
- Slack: the 200 example of the method in ``slack/openapi3.json`` (the examples Slack published).
- Google Calendar: the discovery document has no examples, only schemas; the expectation is the
  resource's ``kind`` (its documented default) and, for collections, the items' ``kind``.
- Errors a call is meant to provoke (``expect: {status, code}`` in the scenario): the vendor's error
  envelope with that status and code, citing the reference page that documents the behaviour.

What an example can prove is compared (status, presence and JSON type of the documented fields,
constant values such as ``object`` / ``ok`` / ``kind``, error codes); what it cannot (ids, amounts,
times, names) is not: the cassettes say so in each call's ``compare``. The requests are the
double's wire encoding of the scenario's calls, played against the double to record them.

    scripts/parity_cassettes.py           # rewrite src/toolproof/parity/cassettes/<name>/*.json
    scripts/parity_cassettes.py --check   # exit 1 when a cassette is out of date
"""

from __future__ import annotations

import argparse
import copy
import hashlib
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

import yaml

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "src"))

from tests.support.specs import missing, spec_path  # noqa: E402

from toolproof.parity.cassette import Cassette, Compare, Interaction  # noqa: E402
from toolproof.parity.normalise import Normaliser  # noqa: E402
from toolproof.parity.play import Step, play  # noqa: E402
from toolproof.parity.scenario import Scenario, parse_scenario  # noqa: E402
from toolproof.service import registry  # noqa: E402

SERVICES = ("stripe", "slack", "gcal")
SPECS = {
    "stripe": ("stripe/openapi.2024-04-10.json", "stripe/fixtures3.json"),
    "slack": ("slack/openapi3.json",),
    "gcal": ("google-calendar/calendar.v3.discovery.json",),
}
OUT = ROOT / "src" / "toolproof" / "parity" / "cassettes"
GENERATOR = "scripts/parity_cassettes.py"


def _load(relative: str) -> Any:
    return json.loads(spec_path(relative).read_text(encoding="utf-8"))


def _sha(relative: str) -> str:
    return hashlib.sha256(spec_path(relative).read_bytes()).hexdigest()[:16]


# -- Stripe ------------------------------------------------------------------------------------------
class StripeExamples:
    def __init__(self) -> None:
        self.spec = _load(SPECS["stripe"][0])
        self.fixtures = _load(SPECS["stripe"][1])["resources"]

    def _deref(self, schema: dict[str, Any]) -> dict[str, Any]:
        while "$ref" in schema:
            schema = self.spec["components"]["schemas"][schema["$ref"].rsplit("/", 1)[-1]]
        return schema

    def prune(self, value: Any, schema: dict[str, Any]) -> Any:
        """``value`` without fields the 2024-04-10 schema does not have (recursively)."""
        schema = self._deref(schema)
        branches = schema.get("anyOf") or schema.get("oneOf")
        if branches:
            for branch in branches:
                b = self._deref(branch)
                if isinstance(value, dict) and (b.get("type") == "object" or "properties" in b):
                    return self.prune(value, b)
                if isinstance(value, list) and b.get("type") == "array":
                    return self.prune(value, b)
            return value
        if isinstance(value, dict) and "properties" not in schema and schema.get("additionalProperties"):
            return {}  # a map of the user's own keys (metadata): its example keys prove nothing
        if isinstance(value, dict) and "properties" in schema:
            props = schema["properties"]
            return {k: self.prune(v, props[k]) for k, v in value.items() if k in props}
        if isinstance(value, list) and "items" in schema:
            return [self.prune(v, schema["items"]) for v in value]
        return value

    def example(self, schema: dict[str, Any], path: str) -> tuple[Any, str]:
        """An example body for ``schema`` and the name of the fixture it came from."""
        if "$ref" in schema:
            name = schema["$ref"].rsplit("/", 1)[-1]
            if name in self.fixtures:
                return self.prune(copy.deepcopy(self.fixtures[name]), schema), name
            schema = self._deref(schema)
        if "anyOf" in schema:  # retrieve: the object or its deleted form; the live one is documented
            return self.example(schema["anyOf"][0], path)
        out: dict[str, Any] = {}
        source = ""
        for key in schema.get("required", []):
            prop = schema["properties"][key]
            if key == "data":
                item, source = self.example(prop["items"], path)
                out[key] = [item]
            elif prop.get("enum") and len(prop["enum"]) == 1:
                out[key] = prop["enum"][0]
            elif key == "url":
                out[key] = path
            else:
                out[key] = {"boolean": False, "integer": 0, "string": ""}.get(prop.get("type", ""))
                if prop.get("nullable"):
                    out[key] = None
        return out, source

    def expectation(self, op: Any) -> tuple[dict[str, Any], str]:
        method = op.methods[0].lower()
        entry = self.spec["paths"][op.path][method]
        schema = entry["responses"]["200"]["content"]["application/json"]["schema"]
        body, source = self.example(schema, op.path.split("{")[0].rstrip("/"))
        provenance = (
            f"spec {SPECS['stripe'][0]} {entry['operationId']}; example: {SPECS['stripe'][1]} {source}"
        )
        headers = {"content-type": "application/json", "stripe-version": self.spec["info"]["version"]}
        return {"status": 200, "headers": headers, "body": body}, provenance

    def error(self, status: int, code: str | None, reference: str) -> tuple[dict[str, Any], str, list[str]]:
        if code is None:  # the behaviour is documented, the exact code is not: status and type only
            body: dict[str, Any] = {"error": {"type": "invalid_request_error", "message": ""}}
            provenance = f"spec {SPECS['stripe'][0]} components/schemas/error; behaviour: {reference}"
            headers = {"content-type": "application/json", "stripe-version": self.spec["info"]["version"]}
            return {"status": status, "headers": headers, "body": body}, provenance, ["error.type"]
        body = {
            "error": {
                "type": "invalid_request_error",
                "code": code,
                "message": "",
                "doc_url": "",
            }
        }
        headers = {"content-type": "application/json", "stripe-version": self.spec["info"]["version"]}
        provenance = f"spec {SPECS['stripe'][0]} components/schemas/error; behaviour: {reference}"
        return {"status": status, "headers": headers, "body": body}, provenance, ["error.type", "error.code"]


# -- Slack -------------------------------------------------------------------------------------------
class SlackExamples:
    def __init__(self) -> None:
        self.spec = _load(SPECS["slack"][0])

    def expectation(self, op: Any) -> tuple[dict[str, Any], str]:
        entry = self.spec["paths"].get(op.path, {})
        for method in ("post", "get"):
            content = entry.get(method, {}).get("responses", {}).get("200", {}).get("content", {})
            example = content.get("application/json", {}).get("examples", {}).get("response", {})
            if "value" in example:
                provenance = f"spec {SPECS['slack'][0]} {method.upper()} {op.path} 200 example"
                body = example["value"]
                return {
                    "status": 200,
                    "headers": {"content-type": "application/json"},
                    "body": body,
                }, provenance
        provenance = f"spec {SPECS['slack'][0]} {op.path}: no example published; only ok:true is proven"
        return {
            "status": 200,
            "headers": {"content-type": "application/json"},
            "body": {"ok": True},
        }, provenance

    def error(self, status: int, code: str | None, reference: str) -> tuple[dict[str, Any], str, list[str]]:
        body = {"ok": False, "error": code}
        provenance = (
            f"spec {SPECS['slack'][0]} default response (ok:false, error enum); behaviour: {reference}"
        )
        return (
            {"status": status, "headers": {"content-type": "application/json"}, "body": body},
            provenance,
            [
                "ok",
                "error",
            ],
        )


# -- Google Calendar ---------------------------------------------------------------------------------
class GcalExamples:
    def __init__(self) -> None:
        self.spec = _load(SPECS["gcal"][0])
        self.methods: dict[str, dict[str, Any]] = {}

        def collect(resources: dict[str, Any]) -> None:
            for resource in resources.values():
                for method in resource.get("methods", {}).values():
                    self.methods[method["id"]] = method
                collect(resource.get("resources", {}))

        collect(self.spec["resources"])

    def _kinds(self, name: str) -> dict[str, Any]:
        schema = self.spec["schemas"][name]
        out: dict[str, Any] = {}
        kind = schema.get("properties", {}).get("kind", {}).get("default")
        if kind:
            out["kind"] = kind
        for key, prop in schema.get("properties", {}).items():
            ref = prop.get("items", {}).get("$ref") if prop.get("type") == "array" else None
            if ref and self.spec["schemas"][ref].get("properties", {}).get("kind", {}).get("default"):
                out[key] = [{"kind": self.spec["schemas"][ref]["properties"]["kind"]["default"]}]
        return out

    def expectation(self, op: Any) -> tuple[dict[str, Any], str]:
        method_id = "calendar." + op.name.split(".", 1)[1]
        method = self.methods[method_id]
        response = method.get("response", {}).get("$ref")
        provenance = f"spec {SPECS['gcal'][0]} {method_id}"
        if response is None:
            return {"status": 204, "headers": {}, "body": None}, provenance + " (no response body)"
        body = self._kinds(response)
        provenance += f" -> {response} (kind defaults only: the discovery document has no examples)"
        return {"status": 200, "headers": {"content-type": "application/json"}, "body": body}, provenance

    def error(self, status: int, code: str | None, reference: str) -> tuple[dict[str, Any], str, list[str]]:
        body = {
            "error": {
                "code": status,
                "message": "",
                "errors": [{"domain": "", "reason": code, "message": ""}],
            }
        }
        provenance = f"Google's error envelope; behaviour: {reference}"
        values = ["error.code", "error.errors.*.reason"]
        return (
            {"status": status, "headers": {"content-type": "application/json"}, "body": body},
            provenance,
            values,
        )


class Examples(Protocol):
    """Where one vendor's documented expectations come from."""

    def expectation(self, op: Any) -> tuple[dict[str, Any], str]: ...

    def error(
        self, status: int, code: str | None, reference: str
    ) -> tuple[dict[str, Any], str, list[str]]: ...


EXAMPLES: dict[str, Callable[[], Examples]] = {
    "stripe": StripeExamples,
    "slack": SlackExamples,
    "gcal": GcalExamples,
}


def _constant_paths(body: Any, constants: tuple[str, ...], prefix: str = "") -> list[str]:
    """Dotted paths (``*`` for list items) of every constant field in ``body``."""
    out: list[str] = []
    if isinstance(body, dict):
        for key, value in body.items():
            path = f"{prefix}{key}"
            if key in constants and not isinstance(value, dict | list):
                out.append(path)
            out.extend(_constant_paths(value, constants, path + "."))
    elif isinstance(body, list):
        for item in body:
            out.extend(p for p in _constant_paths(item, constants, prefix + "*.") if p not in out)
    return sorted(set(out))


def build(service_name: str, scenario_path: Path) -> Cassette:
    from toolproof.transports.http.server import start_in_thread

    raw = yaml.safe_load(scenario_path.read_text(encoding="utf-8"))
    scenario: Scenario = parse_scenario(raw, str(scenario_path.relative_to(ROOT)))
    service = registry.get(service_name)
    rules = service.parity
    assert rules is not None
    examples = EXAMPLES[service_name]()
    running = start_in_thread([service_name], seed=scenario.seed, fixture=scenario.fixture, rate_limits=False)
    try:
        world = running.world
        played = play(
            service,
            [Step(c.op, c.params, c.name, c.credential) for c in scenario.calls],
            base_url=running.info.services[service_name],
            credential=service.dialect.credentials(world.id)["token"],
            variables=dict(scenario.vars),
            world_id=world.id,
        )
    finally:
        running.stop()
    interactions: list[Interaction] = []
    for call, item, result in zip(scenario.calls, raw["calls"], played, strict=True):
        if result.error is not None:
            raise SystemExit(f"{scenario_path}: {call.op}: {result.error}")
        expect = item.get("expect")
        if expect:
            code = expect.get("code")
            response, provenance, values = examples.error(int(expect["status"]), code, expect["reference"])
        else:
            response, provenance = examples.expectation(service.operations[call.op])
            values = _constant_paths(response["body"], rules.constant_fields)
        # The example's volatile values (times, secrets) as a recording stores them; ids stay readable
        # placeholders (an example's ids are not compared).
        response["body"] = Normaliser(rules).body(response["body"])
        compare = Compare(values=values, extra_fields=False, ignore=dict(call.compare.ignore))
        interactions.append(
            Interaction(
                op=call.op,
                params=call.params,
                response=response,
                request=result.request,
                name=call.name,
                credential=call.credential,
                compare=compare,
                provenance=call.provenance or provenance,
            )
        )
    sources = {rel: _sha(rel) for rel in SPECS[service_name]}
    return Cassette(
        service=service_name,
        interactions=interactions,
        fixture=scenario.fixture,
        seed=scenario.seed,
        vars=dict(scenario.vars),
        provenance={
            "generator": GENERATOR,
            "scenario": str(scenario_path.relative_to(ROOT)),
            "specs_sha256_16": sources,
            "compared": "status; documented fields present with their JSON types; constant values "
            "(object/ok/kind) and error codes. Not compared: ids, amounts, times, names (an example "
            "cannot prove them).",
        },
        description=scenario.description,
    )


def scenarios(service_name: str) -> list[Path]:
    return sorted(
        (ROOT / "src" / "toolproof" / "services" / service_name / "parity_scenarios").glob("*.yaml")
    )


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--check", action="store_true", help="exit 1 when a cassette is out of date")
    parser.add_argument("services", nargs="*", default=list(SERVICES))
    args = parser.parse_args()
    stale: list[str] = []
    for name in args.services:
        reasons = [r for r in (missing(rel) for rel in SPECS[name]) if r]
        if reasons:
            print(f"{name}: skipped: {reasons[0]}", file=sys.stderr)
            continue
        for path in scenarios(name):
            cassette = build(name, path)
            out = OUT / name / (path.stem + ".json")
            text = cassette.dumps()
            if args.check:
                if not out.is_file() or out.read_text(encoding="utf-8") != text:
                    stale.append(str(out.relative_to(ROOT)))
            else:
                out.parent.mkdir(parents=True, exist_ok=True)
                out.write_text(text, encoding="utf-8")
                print(f"{out.relative_to(ROOT)}: {len(cassette.interactions)} calls")
    if stale:
        print("out of date (run scripts/parity_cassettes.py): " + ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
