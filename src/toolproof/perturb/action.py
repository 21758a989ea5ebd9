"""Action-space noise: the tools are the same operations, offered under other names, shapes or company."""

from __future__ import annotations

import re
from typing import Any, ClassVar

from toolproof.perturb.base import Group, Perturbation, ToolDef

_NAME_LIMIT = 64
VERB_SYNONYMS = {
    "create": "add",
    "list": "get_all",
    "retrieve": "get",
    "get": "fetch",
    "update": "modify",
    "delete": "remove",
    "search": "find",
    "cancel": "void",
    "postMessage": "send_message",
}


def _unique(name: str, taken: set[str]) -> str:
    name = re.sub(r"[^a-zA-Z0-9_-]", "_", name)[:_NAME_LIMIT]
    out, n = name, 2
    while out in taken:
        suffix = f"_{n}"
        out, n = name[: _NAME_LIMIT - len(suffix)] + suffix, n + 1
    taken.add(out)
    return out


class RenamedTools(Perturbation):
    name = "renamed-tools"
    group: ClassVar[Group] = "action"
    changes = "every tool is renamed verb-first with a synonym (acme_refunds_create → acme_add_refunds)"
    grounded = (
        "MCP servers renaming tools between releases (e.g. github/github-mcp-server renames; "
        "docker/mcp-gateway#11 on name handling)"
    )

    def tools(self, tools: list[ToolDef], calls: int) -> list[ToolDef]:
        taken: set[str] = set()
        out = []
        for t in tools:
            if t.kind != "operation":
                out.append(t)
                taken.add(t.name)
                continue
            head, *middle, verb = t.name.split("_") if "_" in t.name else (t.name, "call")
            new = "_".join([head, VERB_SYNONYMS.get(verb, verb), *middle])
            out.append(t.copy(name=_unique(new, taken)))
        return out


class SharedToolNames(Perturbation):
    name = "shared-tool-names"
    group: ClassVar[Group] = "action"
    changes = (
        "tools lose their service prefix, as from several MCP servers merged into one list; clashes get _2"
    )
    grounded = (
        "docker/mcp-gateway#11 (tool name collisions across MCP servers); modelcontextprotocol/servers#544"
    )

    def tools(self, tools: list[ToolDef], calls: int) -> list[ToolDef]:
        taken: set[str] = set()
        out = []
        for t in tools:
            short = t.name.split("_", 1)[1] if t.kind == "operation" and "_" in t.name else t.name
            out.append(t.copy(name=_unique(short, taken)))
        return out


class DistractorTools(Perturbation):
    name = "distractor-tools"
    group: ClassVar[Group] = "action"
    changes = (
        "about a third of the tools get a look-alike (…_v2, …_legacy) with the same description "
        "that answers the service's own 'unknown endpoint' error"
    )
    grounded = (
        "amd/gaia#3967 (11 near-synonym search_* tools, the right one never picked); RAG-MCP (arXiv"
        " 2505.03275)"
    )

    def tools(self, tools: list[ToolDef], calls: int) -> list[ToolDef]:
        rng = self.rng("distractors")
        taken = {t.name for t in tools}
        out = list(tools)
        for t in tools:
            if t.kind != "operation" or rng.random() >= 1 / 3:
                continue
            suffix = rng.choice(["_v2", "_legacy", "_beta", "s"])
            fake = t.copy(name=_unique(t.name + suffix, taken), kind="distractor")
            out.insert(out.index(t) + rng.randint(0, 1), fake)
        return out


class RemovedTool(Perturbation):
    name = "removed-tool"
    group: ClassVar[Group] = "action"
    changes = "one operation tool, drawn by the seed, is missing from the list and unknown when called"
    grounded = (
        "servers dropping tools between versions (e.g. CopilotKit/CopilotKit#2409: duplicates "
        "silently dropped from the list)"
    )

    def tools(self, tools: list[ToolDef], calls: int) -> list[ToolDef]:
        ops = [t for t in tools if t.kind == "operation"]
        if len(ops) < 2:
            return tools
        gone = self.rng("removed").choice(ops)
        return [t for t in tools if t is not gone]


def _camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(p[:1].upper() + p[1:] for p in rest)


class RenamedParams(Perturbation):
    name = "renamed-params"
    group: ClassVar[Group] = "action"
    changes = (
        "top-level parameters are renamed (snake_case → camelCase; one-word names get a 'Value' "
        "suffix); calls are mapped back"
    )
    grounded = "basicmachines-co/basic-memory#638 (entity_type renamed note_type broke released clients)"

    def tools(self, tools: list[ToolDef], calls: int) -> list[ToolDef]:
        out = []
        for t in tools:
            if t.kind == "status":
                out.append(t)
                continue
            new = t.copy(renames={})
            props: dict[str, Any] = {}
            shown_for: dict[str, str] = {}
            for pname, schema in t.schema.get("properties", {}).items():
                shown = _camel(pname) if "_" in pname.strip("_") else pname + "Value"
                new.renames[shown] = t.renames.get(pname, pname)
                shown_for[pname] = shown
                props[shown] = schema
            new.schema["properties"] = props
            new.schema["required"] = [shown_for.get(q, q) for q in t.schema.get("required", [])]
            new.added = tuple(shown_for.get(a, a) for a in t.added)
            out.append(new)
        return out


class ReorderedParams(Perturbation):
    name = "reordered-params"
    group: ClassVar[Group] = "action"
    changes = "the parameters of every tool (and its required list) come in a shuffled order"
    grounded = (
        "UFAL-DSG/alex#172 (a new parameter shifted positional parameters; order-sensitive callers broke)"
    )

    def tools(self, tools: list[ToolDef], calls: int) -> list[ToolDef]:
        out = []
        for t in tools:
            rng = self.rng("params", t.name)
            new = t.copy()
            names = list(new.schema.get("properties", {}))
            rng.shuffle(names)
            new.schema["properties"] = {n: new.schema["properties"][n] for n in names}
            required = list(new.schema.get("required", []))
            rng.shuffle(required)
            new.schema["required"] = required
            out.append(new)
        return out


class ShuffledTools(Perturbation):
    name = "shuffled-tools"
    group: ClassVar[Group] = "action"
    changes = "the tool list comes in a shuffled order"
    grounded = "mezmo/aura#713 (tool load order decided which of two same-named tools won; fixed by sorting)"

    def tools(self, tools: list[ToolDef], calls: int) -> list[ToolDef]:
        out = list(tools)
        self.rng("order").shuffle(out)
        return out


ACTION = (
    RenamedTools,
    SharedToolNames,
    DistractorTools,
    RemovedTool,
    RenamedParams,
    ReorderedParams,
    ShuffledTools,
)
