"""Metadata noise: the same tools, described worse (reworded, out of date, wrong, or not at all)."""

from __future__ import annotations

from typing import Any, ClassVar

from toolproof.perturb.base import Group, Perturbation, ToolDef

_OPENERS = (
    "Use this tool to {}",
    "This endpoint lets you {}",
    "Call this when you need to {}",
    "Operation that will {}",
)


def _first_sentence(text: str) -> tuple[str, str]:
    text = text.strip()
    cut = text.find(". ")
    return (text, "") if cut < 0 else (text[: cut + 1], text[cut + 2 :])


class ParaphrasedDescriptions(Perturbation):
    name = "paraphrased-descriptions"
    group: ClassVar[Group] = "metadata"
    changes = (
        "each tool's description opens with other words ('Use this tool to create a refund.') and "
        "keeps only its first sentence"
    )
    grounded = (
        "rohitg00/agentmemory#884 (descriptions without 'when to use' wording: the model picks the "
        "wrong tool among 53)"
    )

    def tools(self, tools: list[ToolDef], calls: int) -> list[ToolDef]:
        out = []
        for t in tools:
            first, _rest = _first_sentence(t.description)
            if not first:
                out.append(t)
                continue
            opener = self.rng("opener", t.name).choice(_OPENERS)
            out.append(t.copy(description=opener.format(first[:1].lower() + first[1:])))
        return out


class StaleDescriptions(Perturbation):
    name = "stale-descriptions"
    group: ClassVar[Group] = "metadata"
    changes = (
        "each operation tool's description also documents a parameter of an older API version that "
        "no longer exists"
    )
    grounded = "discordjs/discord.js#10162 (documentation out of date with the code); onaio/onadata#692"

    def tools(self, tools: list[ToolDef], calls: int) -> list[ToolDef]:
        out = []
        for t in tools:
            if t.kind == "status":
                out.append(t)
                continue
            legacy = self.rng("legacy", t.name).choice(["legacy_id", "account_token", "api_version", "mode"])
            note = f" Requires `{legacy}` (send the value from your account settings)."
            out.append(t.copy(description=t.description + note))
        return out


class MisleadingDescriptions(Perturbation):
    name = "misleading-descriptions"
    group: ClassVar[Group] = "metadata"
    changes = (
        "the descriptions of tools of one service are swapped among them (a derangement): names "
        "stay right, words lie"
    )
    grounded = (
        "artokun/comfyui-mcp#726 (sibling tools with factually wrong descriptions sent 7/7 local "
        "models to the wrong tool)"
    )

    def tools(self, tools: list[ToolDef], calls: int) -> list[ToolDef]:
        ops = [i for i, t in enumerate(tools) if t.kind != "status"]
        if len(ops) < 2:
            return tools
        rng = self.rng("swap")
        shifted = list(ops)
        rng.shuffle(shifted)
        mapping = dict(zip(shifted, shifted[1:] + shifted[:1], strict=True))  # a cycle: nobody keeps its own
        out = list(tools)
        for i, j in mapping.items():
            out[i] = tools[i].copy(description=tools[j].description)
        return out


def _wrong(value: Any) -> Any:
    if isinstance(value, bool):
        return not value
    if isinstance(value, int | float):
        return value * 10 if value else 1
    if isinstance(value, str):
        return value + "_all" if value else "default"
    return None


class WrongDefaults(Perturbation):
    name = "wrong-defaults"
    group: ClassVar[Group] = "metadata"
    changes = (
        "documented defaults are wrong (booleans flipped, numbers ×10, strings changed); the "
        "service keeps its real ones"
    )
    grounded = (
        "discordjs/discord.js#10162 (docs show getFull defaults to true, code says false); "
        "skfolio/skfolio#211"
    )

    def tools(self, tools: list[ToolDef], calls: int) -> list[ToolDef]:
        out = []
        for t in tools:
            new = t.copy()
            for schema in new.schema.get("properties", {}).values():
                if "default" not in schema or schema["default"] is None:
                    continue
                old = schema["default"]
                if isinstance(schema.get("enum"), list):
                    wrong = next((v for v in schema["enum"] if v != old), None)
                else:
                    wrong = _wrong(old)
                if wrong is None:
                    continue
                schema["default"] = wrong
                schema["description"] = (schema.get("description", "") + f" Default: {wrong!r}.").strip()
            out.append(new)
        return out


class MissingDescriptions(Perturbation):
    name = "missing-descriptions"
    group: ClassVar[Group] = "metadata"
    changes = "tools and their parameters carry no descriptions at all"
    grounded = "mcp-use/mcp-use#28 (agent fails when a tool has no description)"

    def tools(self, tools: list[ToolDef], calls: int) -> list[ToolDef]:
        out = []
        for t in tools:
            new = t.copy(description="")
            stack = [new.schema]
            while stack:
                node = stack.pop()
                node.pop("description", None)
                stack.extend(v for v in node.get("properties", {}).values() if isinstance(v, dict))
                stack.extend(
                    node[k] for k in ("items", "additionalProperties") if isinstance(node.get(k), dict)
                )
                stack.extend(v for v in node.get("anyOf", []) if isinstance(v, dict))
            out.append(new)
        return out


METADATA = (
    ParaphrasedDescriptions,
    StaleDescriptions,
    MisleadingDescriptions,
    WrongDefaults,
    MissingDescriptions,
)
