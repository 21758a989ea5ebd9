"""Observation noise: what the agent reads (the user's words, tool outputs) is noisier, not different."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from typing import Any, ClassVar

from toolproof.perturb.base import Group, Perturbation, ToolDef, walk, walk_scalars
from toolproof.perturb.typos import looks_like_id, with_typo

#: Epoch seconds a body may carry (2001…2096): rendered as dates, never as grouped numbers.
_EPOCH_RANGE = (1_000_000_000, 4_000_000_000)
_ISO = re.compile(
    r"^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$"
)
_WORD = re.compile(r"\S+")


class Typos(Perturbation):
    name = "typos"
    group: ClassVar[Group] = "observation"
    changes = (
        "the instruction has typos: about one word in six (never an id, number or address) has two "
        "letters swapped"
    )
    grounded = "WildToolBench / τ-bench user turns; RobustBench-TC observation type 'user-input typos'"

    def instruction(self, text: str) -> str:
        rng = self.rng("instruction")
        words = list(_WORD.finditer(text))
        out, last, changed = [], 0, False
        for m in words:
            word = m.group()
            plain = word.strip(".,;:!?()'\"")
            eligible = len(plain) > 3 and plain.isalpha() and not looks_like_id(plain)
            if eligible and rng.random() < 1 / 6:
                word = word.replace(plain, with_typo(plain, rng), 1)
                changed = True
            out.append(text[last : m.start()] + word)
            last = m.end()
        result = "".join(out) + text[last:]
        if not changed:  # at least one typo, so the type always changes something
            for m in words:
                plain = m.group().strip(".,;:!?()'\"")
                if len(plain) > 3 and plain.isalpha():
                    start = m.start() + m.group().index(plain)
                    return text[:start] + with_typo(plain, rng) + text[start + len(plain) :]
        return result


class VerboseOutput(Perturbation):
    name = "verbose-output"
    group: ClassVar[Group] = "observation"
    changes = "every object-shaped tool output carries extra debug and tracing fields next to the real ones"
    grounded = (
        "MCP servers returning debug payloads (e.g. github/github-mcp-server issues on oversized, "
        "noisy tool results)"
    )

    def observe(self, tool: ToolDef, body: Any, calls: int) -> tuple[Any, str | None]:
        if not isinstance(body, dict):
            return body, None
        rng = self.rng("call", str(calls))
        noise = {
            "_debug": {
                "trace_id": f"{rng.getrandbits(64):016x}",
                "server": f"api-{rng.randint(1, 40)}.internal",
                "latency_ms": rng.randint(3, 900),
                "cache": rng.choice(["HIT", "MISS", "STALE"]),
            },
            "_request_log": [f"step {i}: ok" for i in range(rng.randint(2, 5))],
        }
        return {**body, **noise}, None


class TruncatedOutput(Perturbation):
    name = "truncated-output"
    group: ClassVar[Group] = "observation"
    changes = (
        "lists in tool outputs are cut to their first 3 items, and long strings to 60 characters, "
        "with a marker"
    )
    grounded = (
        "agent frameworks truncating long tool results (e.g. openai/codex and langchain issues on "
        "cut tool output)"
    )

    LIMIT = 3
    CHARS = 60

    def observe(self, tool: ToolDef, body: Any, calls: int) -> tuple[Any, str | None]:
        cut = False

        def shorten(node: Any) -> Any:
            nonlocal cut
            if isinstance(node, list) and len(node) > self.LIMIT:
                cut = True
                return node[: self.LIMIT]
            return node

        def chars(_key: str | None, value: Any) -> Any:
            nonlocal cut
            if isinstance(value, str) and len(value) > self.CHARS:
                cut = True
                return value[: self.CHARS] + "…"
            return value

        out = walk(walk_scalars(body, chars), shorten)
        return out, ("output truncated" if cut else None)


class ReorderedFields(Perturbation):
    name = "reordered-fields"
    group: ClassVar[Group] = "observation"
    changes = "the fields of every object in tool outputs come in a shuffled order"
    grounded = (
        "JSON objects are unordered (RFC 8259 §4); clients that rely on key order break (e.g. "
        "pydantic/serde issues)"
    )

    def observe(self, tool: ToolDef, body: Any, calls: int) -> tuple[Any, str | None]:
        rng = self.rng("call", str(calls))

        def shuffle(node: Any) -> Any:
            if isinstance(node, dict):
                keys = list(node)
                rng.shuffle(keys)
                return {k: node[k] for k in keys}
            return node

        return walk(body, shuffle), None


def _is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


class LocalizedNumbers(Perturbation):
    name = "localized-numbers"
    group: ClassVar[Group] = "observation"
    changes = "numbers of 1000 or more in tool outputs are strings in German format ('12.500', '1.234,5')"
    grounded = (
        "locale-formatted numbers from APIs and spreadsheets (e.g. Google Sheets valueRenderOption "
        "FORMATTED_VALUE)"
    )

    def observe(self, tool: ToolDef, body: Any, calls: int) -> tuple[Any, str | None]:
        def localize(_key: str | None, value: Any) -> Any:
            if not _is_number(value) or abs(value) < 1000 or _EPOCH_RANGE[0] <= value < _EPOCH_RANGE[1]:
                return value
            if isinstance(value, int):
                return f"{value:,}".replace(",", ".")
            whole, frac = f"{value:,.2f}".split(".")
            return (
                whole.replace(",", ".") + "," + frac.rstrip("0").rstrip(",")
                if frac.strip("0")
                else whole.replace(",", ".")
            )

        return walk_scalars(body, localize), None


class LocalizedDates(Perturbation):
    name = "localized-dates"
    group: ClassVar[Group] = "observation"
    changes = "timestamps in tool outputs (epoch seconds, ISO dates) are rendered as 'DD.MM.YYYY HH:MM'"
    grounded = (
        "APIs that answer in the account's locale (e.g. Microsoft Graph Prefer: outlook.timezone; "
        "Jira date formats)"
    )

    def observe(self, tool: ToolDef, body: Any, calls: int) -> tuple[Any, str | None]:
        def localize(_key: str | None, value: Any) -> Any:
            if (
                isinstance(value, int)
                and not isinstance(value, bool)
                and _EPOCH_RANGE[0] <= value < _EPOCH_RANGE[1]
            ):
                return datetime.fromtimestamp(value, UTC).strftime("%d.%m.%Y %H:%M")
            if isinstance(value, str):
                m = _ISO.match(value)
                if m is not None:
                    y, mo, d, hh, mm = m.group(1, 2, 3, 4, 5)
                    return f"{d}.{mo}.{y}" + (f" {hh}:{mm}" if hh else "")
            return value

        return walk_scalars(body, localize), None


OBSERVATION = (Typos, VerboseOutput, TruncatedOutput, ReorderedFields, LocalizedNumbers, LocalizedDates)
