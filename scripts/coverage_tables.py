#!/usr/bin/env python3
"""Write each double's coverage table (operations, parameters, errors) against its vendor spec.

The table is generated from the declarations (each operation's route and parameter model) and the
vendor's published spec, and written between the markers ``<!-- coverage:start -->`` and
``<!-- coverage:end -->`` of ``src/toolproof/services/<name>/README.md``:

- one row per implemented operation: the spec's operation id, how many documented top-level
  parameters it has, how many the double accepts, and the documented ones it does not;
- for Slack, the error codes the spec documents for the method (Stripe documents one error schema
  for every operation, Google's discovery document none, so they have no column);
- the operations the spec documents for the same resources that the double does not implement.

    scripts/coverage_tables.py            # rewrite the tables
    scripts/coverage_tables.py --check    # exit 1 when a README's table is out of date
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "src"))

from tests.support.specs import missing, spec_path  # noqa: E402

from toolproof.service import registry  # noqa: E402
from toolproof.service.operation import Operation  # noqa: E402

START, END = "<!-- coverage:start -->", "<!-- coverage:end -->"
SPECS = {
    "stripe": "stripe/openapi.2024-04-10.json",
    "slack": "slack/openapi3.json",
    "gcal": "google-calendar/calendar.v3.discovery.json",
}
HTTP = ("get", "post", "put", "patch", "delete")


def _accepted(op: Operation) -> set[str]:
    """Top-level parameters the double's model accepts (path parameters excluded)."""
    names = {f.alias or n for n, f in op.params.model_fields.items()}
    return names - set(op.path_params)


def _row(op: Operation, spec_id: str, documented: set[str], extra: str = "") -> str:
    accepted = _accepted(op)
    missing_ = sorted(documented - accepted)
    gap = ", ".join(f"`{m}`" for m in missing_) if missing_ else "—"
    cells = [f"`{op.name}`", f"`{spec_id}`", str(len(documented)), str(len(documented & accepted)), gap]
    if extra:
        cells.append(extra)
    return "| " + " | ".join(cells) + " |"


def stripe_table(spec: dict[str, Any]) -> list[str]:
    service = registry.get("stripe")
    lines = [
        "| operation | spec operation | documented parameters | accepted | not accepted |",
        "| --- | --- | --- | --- | --- |",
    ]
    implemented: set[tuple[str, str]] = set()
    for op in sorted(service.operations.values(), key=lambda o: o.name):
        method = op.methods[0].lower()
        implemented.add((op.path, method))
        entry = spec["paths"][op.path][method]
        documented = {p["name"] for p in entry.get("parameters", []) if p.get("in") == "query"}
        form = entry.get("requestBody", {}).get("content", {}).get("application/x-www-form-urlencoded", {})
        documented |= set(form.get("schema", {}).get("properties", {}))
        lines.append(_row(op, entry["operationId"], documented))
    roots = {"/".join(path.split("/")[:3]) for path, _ in implemented}
    others = sorted(
        f"`{method.upper()} {path}`"
        for path, item in spec["paths"].items()
        if "/".join(path.split("/")[:3]) in roots
        for method in HTTP
        if method in item and (path, method) not in implemented
    )
    return lines + _unimplemented(others, "under the same resources (`/v1/<resource>`)")


def slack_table(spec: dict[str, Any]) -> list[str]:
    service = registry.get("slack")
    v2 = json.loads(spec_path("slack/web_openapi_v2.json").read_text(encoding="utf-8"))
    lines = [
        "| method | spec path | documented arguments | accepted | not accepted | documented errors |",
        "| --- | --- | --- | --- | --- | --- |",
    ]
    implemented = set()
    for op in sorted(service.operations.values(), key=lambda o: o.name):
        implemented.add(op.path)
        if op.path not in spec["paths"]:  # methods newer than the 2021 spec (bookmarks.*)
            lines.append(f"| `{op.name}` | not in the 2021 spec | — | — | — | — |")
            continue
        item = spec["paths"][op.path]
        documented: set[str] = set()
        for method in ("get", "post"):
            entry = item.get(method, {})
            documented |= {p["name"] for p in entry.get("parameters", []) if p.get("in") == "query"}
            for content in entry.get("requestBody", {}).get("content", {}).values():
                documented |= set(content.get("schema", {}).get("properties", {}))
        documented.discard("token")  # the credential, read by the dialect
        errors: set[str] = set()
        for entry in v2["paths"].get(op.path, {}).values():
            schema = entry.get("responses", {}).get("default", {}).get("schema", {})
            errors |= set(schema.get("properties", {}).get("error", {}).get("enum", []))
        lines.append(_row(op, op.path, documented, str(len(errors))))
    families = {p.lstrip("/").rsplit(".", 1)[0] for p in implemented}
    others = sorted(
        f"`{p.lstrip('/')}`"
        for p in spec["paths"]
        if p not in implemented and p.lstrip("/").rsplit(".", 1)[0] in families
    )
    return lines + _unimplemented(others, "in the same method families")


def gcal_table(spec: dict[str, Any]) -> list[str]:
    service = registry.get("gcal")
    methods: dict[str, dict[str, Any]] = {}

    def collect(resources: dict[str, Any]) -> None:
        for resource in resources.values():
            for method in resource.get("methods", {}).values():
                methods[method["id"]] = method
            collect(resource.get("resources", {}))

    collect(spec["resources"])
    lines = [
        "| method | discovery id | documented parameters | accepted | not accepted |",
        "| --- | --- | --- | --- | --- |",
    ]
    implemented = set()
    for op in sorted(service.operations.values(), key=lambda o: o.name):
        method_id = "calendar." + op.name.split(".", 1)[1]
        implemented.add(method_id)
        method = methods[method_id]
        documented = {n for n, p in method.get("parameters", {}).items() if p.get("location") == "query"}
        if "request" in method:
            documented.add("body")
        lines.append(_row(op, method_id, documented))
    others = sorted(f"`{m}`" for m in methods if m not in implemented)
    return lines + _unimplemented(others, "in the discovery document")


def _unimplemented(others: list[str], where: str) -> list[str]:
    if not others:
        return ["", f"Every operation the spec documents {where} is implemented."]
    return ["", f"Not implemented ({len(others)} documented {where}): " + ", ".join(others) + "."]


TABLES: dict[str, Callable[[dict[str, Any]], list[str]]] = {
    "stripe": stripe_table,
    "slack": slack_table,
    "gcal": gcal_table,
}


def table(name: str) -> str:
    spec = json.loads(spec_path(SPECS[name]).read_text(encoding="utf-8"))
    head = [
        START,
        f"<!-- generated by scripts/coverage_tables.py from the declarations and {SPECS[name]}; "
        "do not edit by hand -->",
        "",
    ]
    return "\n".join(head + TABLES[name](spec) + ["", END])


def readme(name: str) -> Path:
    return ROOT / "src" / "toolproof" / "services" / name / "README.md"


def updated(name: str) -> tuple[str, str]:
    """The README's current text and the text with a fresh table."""
    path = readme(name)
    text = path.read_text(encoding="utf-8")
    fresh = table(name)
    if START in text and END in text:
        before, rest = text.split(START, 1)
        after = rest.split(END, 1)[1]
        return text, before + fresh + after
    section = "\n## Coverage against the vendor spec\n\n" + fresh + "\n"
    return text, text.rstrip("\n") + "\n" + section


def needs(name: str) -> list[str]:
    files = [SPECS[name]] + (["slack/web_openapi_v2.json"] if name == "slack" else [])
    return [r for r in (missing(f) for f in files) if r]


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--check", action="store_true", help="exit 1 when a README's table is out of date")
    parser.add_argument("services", nargs="*", default=list(TABLES))
    args = parser.parse_args()
    stale = []
    for name in args.services:
        reasons = needs(name)
        if reasons:
            print(f"{name}: skipped: {reasons[0]}", file=sys.stderr)
            continue
        old, new = updated(name)
        if args.check:
            if old != new:
                stale.append(str(readme(name).relative_to(ROOT)))
        elif old != new:
            readme(name).write_text(new, encoding="utf-8")
            print(f"{readme(name).relative_to(ROOT)}: coverage table written")
    if stale:
        print("out of date (run scripts/coverage_tables.py): " + ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
