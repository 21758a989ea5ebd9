"""Scenarios: the calls a cassette is recorded from, written as YAML.

.. code-block:: yaml

    service: <name>              # the double the scenario exercises
    fixture: small               # the double's starting world when the cassette is replayed
    seed: 0
    description: create, read and delete one customer
    vars:                        # objects that exist before the scenario: the double's ids here,
      customer: cus_alice        # yours with `parity record --var customer=cus_…`
    ignore:                      # for every call: a path glob and the reason it is not compared
      "body*.test_clock": "not used by this scenario"
    calls:
      - name: created            # later calls refer to its result as ${created.…}
        op: <name>.customers.create
        params: {email: ada@example.com}
      - op: <name>.customers.retrieve
        params: {customer: "${created.id}"}
        compare: {ignore: {"body.balance": "why this field is not compared"}}

Each call is an operation of the double (``toolproof tools --services NAME`` lists them) with the
parameters its SDK takes. ``credential`` on a call (``{world}`` is the double's world id) acts as
someone other than the default credential.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from toolproof.parity.cassette import CassetteError, Compare


class ScenarioError(ValueError):
    """A scenario that cannot be used: one line saying what is wrong."""


@dataclass(slots=True)
class Call:
    op: str
    params: dict[str, Any]
    name: str | None = None
    credential: str | None = None
    compare: Compare = field(default_factory=Compare)
    provenance: str = ""


@dataclass(slots=True)
class Scenario:
    service: str
    calls: list[Call]
    fixture: str = "empty"
    seed: int = 0
    vars: dict[str, Any] = field(default_factory=dict)
    description: str = ""


def load_scenario(path: Path) -> Scenario:
    try:
        raw = yaml.safe_load(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ScenarioError(f"cannot read scenario {path}: {exc.strerror}") from None
    except yaml.YAMLError as exc:
        raise ScenarioError(f"{path} is not YAML: {str(exc).splitlines()[0]}") from None
    return parse_scenario(raw, str(path))


def parse_scenario(raw: Any, where: str) -> Scenario:
    if not isinstance(raw, dict):
        raise ScenarioError(f"{where}: a scenario is a mapping with `service` and `calls`")
    service, calls = raw.get("service"), raw.get("calls")
    if not isinstance(service, str) or not isinstance(calls, list) or not calls:
        raise ScenarioError(f"{where}: a scenario needs `service` and a non-empty list of `calls`")
    shared = raw.get("ignore") or {}
    if not isinstance(shared, dict):
        raise ScenarioError(f"{where}: `ignore` maps a path to the reason it is not compared")
    names: set[str] = {"vars"}
    out: list[Call] = []
    for index, item in enumerate(calls, 1):
        if not isinstance(item, dict) or not isinstance(item.get("op"), str):
            raise ScenarioError(f"{where}: call {index} needs an `op` (an operation name)")
        params = item.get("params") or {}
        if not isinstance(params, dict):
            raise ScenarioError(f"{where}: call {index} ({item['op']}): `params` must be a mapping")
        name = item.get("name")
        if name is not None:
            if not isinstance(name, str) or name in names:
                raise ScenarioError(f"{where}: call {index}: name {name!r} is not a new name")
            names.add(name)
        try:
            compare = Compare.from_dict(item.get("compare"))
        except CassetteError as exc:
            raise ScenarioError(f"{where}: call {index}: {exc}") from None
        compare.ignore = {**{str(k): str(v) for k, v in shared.items()}, **compare.ignore}
        out.append(
            Call(item["op"], params, name, item.get("credential"), compare, str(item.get("provenance", "")))
        )
    variables = raw.get("vars") or {}
    if not isinstance(variables, dict):
        raise ScenarioError(f"{where}: `vars` must be a mapping of names to values")
    return Scenario(
        service=service,
        calls=out,
        fixture=str(raw.get("fixture", "empty")),
        seed=int(raw.get("seed", 0)),
        vars=variables,
        description=str(raw.get("description", "")),
    )
