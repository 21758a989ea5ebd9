#!/usr/bin/env python3
"""Derive the facts the tests need from the vendors' specs into the repository, with provenance.

The spec files themselves stay outside the repository (``../shared/specs``, or wherever
``TOOLPROOF_SPECS`` points). What the tests rely on as facts — every documented parameter of each
implemented Stripe operation with its type, required flag, enum and length limit; the error codes
each implemented Slack method may answer with — is written to ``tests/services/<name>/spec_facts.json``
so a plain clone runs those tests too. Prose (descriptions, titles) is left out: only the facts.

    scripts/derive_spec_facts.py            # rewrite the facts files from the specs
    scripts/derive_spec_facts.py --check    # exit 1 if a facts file is out of date (CI with the specs)

Each file records its source file, the source's SHA-256 and this script, so a reader can tell where
every fact came from and whether it is current. The output is deterministic (sorted keys).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "src"))

from tests.support.specs import ENV, facts_path, missing, spec_path  # noqa: E402

GENERATOR = "scripts/derive_spec_facts.py"
#: Keys that carry prose, not facts: left out of the derived files.
PROSE = frozenset({"description", "title", "x-stripeResource", "x-expandableFields", "example", "examples"})


def _facts_only(node: Any) -> Any:
    """``node`` without prose members (recursively)."""
    if isinstance(node, dict):
        return {k: _facts_only(v) for k, v in node.items() if k not in PROSE}
    if isinstance(node, list):
        return [_facts_only(v) for v in node]
    return node


def _provenance(relative: str, what: str) -> dict[str, str]:
    digest = hashlib.sha256(spec_path(relative).read_bytes()).hexdigest()
    return {"source": relative, "sha256": digest, "generator": GENERATOR, "what": what}


def stripe_facts() -> dict[str, Any]:
    """Each implemented operation's query parameters and form-body schema, in the spec's own layout.

    The result reads like a pruned OpenAPI document (``paths`` → method → ``parameters`` /
    ``requestBody``), so the tests' :class:`Surface` walks it exactly as it walks the full spec.
    """
    from toolproof.services.stripe import service

    relative = "stripe/openapi.2024-04-10.json"
    raw = json.loads(spec_path(relative).read_text(encoding="utf-8"))
    paths: dict[str, dict[str, Any]] = {}
    for op in service.operations.values():
        method = op.methods[0].lower()
        entry = raw["paths"][op.path][method]
        kept = {k: entry[k] for k in ("parameters", "requestBody") if k in entry}
        paths.setdefault(op.path, {})[method] = _facts_only(kept)
    what = "parameters of the implemented operations: names, where, required, types, enums, limits"
    return {"provenance": _provenance(relative, what), "paths": paths, "components": {"schemas": {}}}


def slack_facts() -> dict[str, Any]:
    """The error codes each implemented Web API method documents (its ``default`` response's enum)."""
    from toolproof.services.slack import service

    relative = "slack/web_openapi_v2.json"
    raw = json.loads(spec_path(relative).read_text(encoding="utf-8"))
    codes: dict[str, list[str]] = {}
    for op in service.operations.values():
        found: set[str] = set()
        for operation in raw["paths"].get(op.path, {}).values():
            schema = operation.get("responses", {}).get("default", {}).get("schema", {})
            found.update(schema.get("properties", {}).get("error", {}).get("enum", []))
        codes[op.path.removeprefix("/")] = sorted(found)
    what = "error codes each implemented method documents (per-method enums of the default response)"
    return {"provenance": _provenance(relative, what), "error_codes": dict(sorted(codes.items()))}


#: service → (spec files it reads, deriver).
DERIVERS: dict[str, tuple[tuple[str, ...], Callable[[], dict[str, Any]]]] = {
    "stripe": (("stripe/openapi.2024-04-10.json",), stripe_facts),
    "slack": (("slack/web_openapi_v2.json",), slack_facts),
}


def render(facts: dict[str, Any]) -> str:
    return json.dumps(facts, indent=1, sort_keys=True, ensure_ascii=False) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--check", action="store_true", help="fail if a checked-in facts file is stale")
    args = parser.parse_args(argv)
    stale = []
    for service, (sources, derive) in DERIVERS.items():
        absent = [reason for reason in map(missing, sources) if reason is not None]
        if absent:
            print(f"{service}: cannot derive: {absent[0]}", file=sys.stderr)
            return 2
        text = render(derive())
        target = facts_path(service)
        current = target.read_text(encoding="utf-8") if target.exists() else None
        if args.check:
            if current != text:
                stale.append(str(target.relative_to(ROOT)))
            continue
        if current != text:
            target.write_text(text, encoding="utf-8")
            print(f"{service}: wrote {target.relative_to(ROOT)}")
        else:
            print(f"{service}: {target.relative_to(ROOT)} is current")
    if stale:
        print(f"stale facts (run {GENERATOR} with {ENV} set): {', '.join(stale)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
