"""Transition noise: the API changes shape mid-episode, with a migration note the agent can find.

Each type switches after a seeded number of calls (2 to 4), so an agent first sees the old API and then
the new one. From then on the tool list shows the change in the affected tools' descriptions, and every
affected response carries a ``notice`` naming the migration, as a changelog or ``Deprecation`` header would.
The fault plans (``--faults``) compose with these: faults decide what the service does, these decide
how it looks.
"""

from __future__ import annotations

from typing import Any, ClassVar

from toolproof.perturb.base import Group, Perturbation, Refusal, ToolDef, walk_scalars


class _Drift(Perturbation):
    group: ClassVar[Group] = "transition"
    migration: ClassVar[str]

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.switch = self.rng("switch").randint(2, 4)

    def drifted(self, calls: int) -> bool:
        """Whether the API has changed by call number ``calls`` (counted before the call is made)."""
        return calls >= self.switch

    def tools(self, tools: list[ToolDef], calls: int) -> list[ToolDef]:
        if not self.drifted(calls):
            return tools
        return [self.changed_tool(t) if t.kind != "status" else t for t in tools]

    def changed_tool(self, tool: ToolDef) -> ToolDef:
        return tool.copy(description=(tool.description + f" Changed: {self.migration}").strip())


RENAMED_FIELDS = {
    "name": "display_name",
    "email": "email_address",
    "amount": "amount_value",
    "text": "message_text",
}


class DriftRenamedField(_Drift):
    name = "drift-renamed-field"
    changes = (
        "mid-episode, response fields are renamed (name→display_name, email→email_address, "
        "amount→amount_value, text→message_text)"
    )
    grounded = (
        "basicmachines-co/basic-memory#638 (a field renamed on the server broke released clients); "
        "maximhq/bifrost#2355"
    )
    migration = "response fields renamed: " + ", ".join(f"{a} → {b}" for a, b in RENAMED_FIELDS.items()) + "."

    def observe(self, tool: ToolDef, body: Any, calls: int) -> tuple[Any, str | None]:
        if not self.drifted(calls - 1):
            return body, None

        def rename(node: Any) -> Any:
            if isinstance(node, dict):
                return {RENAMED_FIELDS.get(k, k): rename(v) for k, v in node.items()}
            if isinstance(node, list):
                return [rename(v) for v in node]
            return node

        return rename(body), self.migration


CONFIRM = "confirm"


class DriftNewRequiredParam(_Drift):
    name = "drift-new-required-param"
    changes = (
        "mid-episode, every write requires a new boolean parameter 'confirm' (true); without it the"
        " service refuses the call"
    )
    grounded = (
        "Azure/openapi-diff#42 (a new required request property breaks every client); "
        "pb33f/openapi-changes#183"
    )
    migration = f"writes now require `{CONFIRM}: true`."

    def changed_tool(self, tool: ToolDef) -> ToolDef:
        if tool.op is None or not tool.op.writes:
            return tool
        new = super().changed_tool(tool)
        new.schema["properties"][CONFIRM] = {
            "type": "boolean",
            "description": "Must be true (new in this API version).",
        }
        new.schema["required"] = [*new.schema.get("required", []), CONFIRM]
        new.added = (*new.added, CONFIRM)
        return new

    def refuse(self, tool: ToolDef, args: dict[str, Any], calls: int) -> Refusal | None:
        if not self.drifted(calls) or tool.op is None or not tool.op.writes:
            return None
        if args.get(CONFIRM) is not True:
            return Refusal(CONFIRM, f"Missing required param: {CONFIRM} ({self.migration})")
        return None

    def arguments(self, tool: ToolDef, args: dict[str, Any], calls: int) -> dict[str, Any]:
        return {k: v for k, v in args.items() if k != CONFIRM}


class DriftChangedEnum(_Drift):
    name = "drift-changed-enum"
    changes = "mid-episode, 'status' values in responses become upper case ('succeeded' → 'SUCCEEDED')"
    grounded = "Viincenttt/MollieApi#113 and diem/diem#8646 (a new enum value broke clients' deserialisation)"
    migration = "status values are now upper case."

    def observe(self, tool: ToolDef, body: Any, calls: int) -> tuple[Any, str | None]:
        if not self.drifted(calls - 1):
            return body, None

        def upper(key: str | None, value: Any) -> Any:
            return value.upper() if key == "status" and isinstance(value, str) else value

        return walk_scalars(body, upper), self.migration


class DriftRetypedField(_Drift):
    name = "drift-retyped-field"
    changes = 'mid-episode, integers in responses become strings (500 → "500")'
    grounded = (
        "bitwarden/contributing-docs#865 (changing a field's datatype is the breaking change that "
        "hits responses)"
    )
    migration = "integer fields are now returned as strings."

    def observe(self, tool: ToolDef, body: Any, calls: int) -> tuple[Any, str | None]:
        if not self.drifted(calls - 1):
            return body, None

        def retype(_key: str | None, value: Any) -> Any:
            return str(value) if isinstance(value, int) and not isinstance(value, bool) else value

        return walk_scalars(body, retype), self.migration


TRANSITION = (DriftRenamedField, DriftNewRequiredParam, DriftChangedEnum, DriftRetypedField)
