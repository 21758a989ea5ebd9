"""Cassettes: a scenario's calls with the responses they must get, stored as JSON people can read.

One cassette is one scenario run: the world it starts from (fixture, seed, the pre-existing objects it
names in ``vars``), then each call (operation and parameters, with ``${name.path}`` references to
earlier results), the request that went on the wire and the response that came back, normalised
(:mod:`toolproof.parity.normalise`). Each call says how it is compared (:class:`Compare`) and where its
expectation comes from (``provenance``): a live recording, or a vendor's documented example.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

#: Cassette format version (a reader refuses other versions with one line).
FORMAT = 1


class CassetteError(ValueError):
    """A cassette that cannot be read: one line saying which file and what is wrong."""


@dataclass(slots=True)
class Compare:
    """What of a stored response a replay must reproduce.

    ``values``: ``"all"`` (a recording: every normalised value) or the dotted paths whose values the
    provenance proves (``object``, ``data.*.object``); other values are compared by type only.
    ``extra_fields``: whether fields the stored response lacks are differences. ``ignore``: paths
    not compared at all, each with the reason (known parity debt, stated).
    """

    values: str | list[str] = "all"
    extra_fields: bool = True
    ignore: dict[str, str] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {"values": self.values, "extra_fields": self.extra_fields, "ignore": dict(self.ignore)}

    @classmethod
    def from_dict(cls, raw: Any) -> Compare:
        if not isinstance(raw, dict):
            return cls()
        values = raw.get("values", "all")
        if values != "all" and not (isinstance(values, list) and all(isinstance(v, str) for v in values)):
            raise CassetteError('compare.values must be "all" or a list of dotted paths')
        ignore = raw.get("ignore") or {}
        if not isinstance(ignore, dict):
            raise CassetteError("compare.ignore must map a path to the reason it is not compared")
        return cls(values, bool(raw.get("extra_fields", True)), {str(k): str(v) for k, v in ignore.items()})


@dataclass(slots=True)
class Interaction:
    """One call and the response it must get."""

    op: str
    params: dict[str, Any]
    response: dict[str, Any]
    request: dict[str, Any] = field(default_factory=dict)
    name: str | None = None
    credential: str | None = None
    compare: Compare = field(default_factory=Compare)
    provenance: str = ""

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        if self.name:
            out["name"] = self.name
        out["op"] = self.op
        out["params"] = self.params
        if self.credential:
            out["credential"] = self.credential
        out["provenance"] = self.provenance
        out["compare"] = self.compare.to_dict()
        out["request"] = self.request
        out["response"] = self.response
        return out

    @classmethod
    def from_dict(cls, raw: Any, where: str) -> Interaction:
        if not isinstance(raw, dict) or not isinstance(raw.get("op"), str):
            raise CassetteError(f"{where}: each interaction needs an `op`")
        response = raw.get("response")
        if not isinstance(response, dict) or not isinstance(response.get("status"), int):
            raise CassetteError(f"{where}: interaction {raw['op']} needs a response with a status")
        params = raw.get("params") or {}
        if not isinstance(params, dict):
            raise CassetteError(f"{where}: params of {raw['op']} must be a mapping")
        return cls(
            op=raw["op"],
            params=params,
            response=response,
            request=raw.get("request") or {},
            name=raw.get("name"),
            credential=raw.get("credential"),
            compare=Compare.from_dict(raw.get("compare")),
            provenance=str(raw.get("provenance", "")),
        )


@dataclass(slots=True)
class Cassette:
    """A scenario and the responses its calls must get (see the module docstring)."""

    service: str
    interactions: list[Interaction]
    fixture: str = "empty"
    seed: int = 0
    vars: dict[str, Any] = field(default_factory=dict)
    provenance: dict[str, Any] = field(default_factory=dict)
    description: str = ""
    path: Path | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "service": self.service,
            "description": self.description,
            "provenance": self.provenance,
            "fixture": self.fixture,
            "seed": self.seed,
            "vars": self.vars,
            "interactions": [i.to_dict() for i in self.interactions],
        }

    def dumps(self) -> str:
        """The cassette as stable JSON text (same cassette, same bytes)."""
        return json.dumps(self.to_dict(), indent=2, ensure_ascii=False) + "\n"

    def save(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(self.dumps(), encoding="utf-8")

    @classmethod
    def load(cls, path: Path) -> Cassette:
        try:
            raw = json.loads(path.read_text(encoding="utf-8"))
        except OSError as exc:
            raise CassetteError(f"cannot read cassette {path}: {exc.strerror}") from None
        except ValueError as exc:
            raise CassetteError(f"{path} is not JSON: {exc}") from None
        if not isinstance(raw, dict) or raw.get("format") != FORMAT:
            raise CassetteError(f"{path} is not a toolproof cassette (format {FORMAT})")
        if not isinstance(raw.get("service"), str) or not isinstance(raw.get("interactions"), list):
            raise CassetteError(f"{path}: a cassette needs `service` and a list of `interactions`")
        return cls(
            service=raw["service"],
            interactions=[Interaction.from_dict(i, str(path)) for i in raw["interactions"]],
            fixture=str(raw.get("fixture", "empty")),
            seed=int(raw.get("seed", 0)),
            vars=dict(raw.get("vars") or {}),
            provenance=dict(raw.get("provenance") or {}),
            description=str(raw.get("description", "")),
            path=path,
        )
