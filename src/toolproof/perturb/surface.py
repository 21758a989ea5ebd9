"""What an agent sees of a world: its tools and their answers, under one interface and perturbations.

Every transport asks a :class:`Surface`: the in-process :class:`~toolproof.agents.episode.Episode`, the
MCP server, and ``toolproof tools`` (the schemas an HTTP agent is given). Without an interface variant or
perturbation it shows exactly the operations' own tools.
"""

from __future__ import annotations

import copy
import functools
from dataclasses import dataclass, field
from typing import Any

from toolproof.interfaces import (
    STATUS_DESCRIPTION,
    STATUS_TOOL,
    Interface,
    InterfaceSession,
    status_tool_schema,
)
from toolproof.perturb.base import Perturbation, ToolDef
from toolproof.perturb.catalogue import build
from toolproof.service.errors import InvalidParams, ParamError, UnknownRoute
from toolproof.service.operation import Operation
from toolproof.service.wire import Response
from toolproof.transports.tools import (
    NAME_PATTERN,
    OPENAI_DESCRIPTION_LIMIT,
    Format,
    mcp_annotations,
    parameters_schema,
    strict_schema,
    tool_description,
)
from toolproof.world import World
from toolproof.world.world import Call


@dataclass(slots=True)
class SurfaceResult:
    """One call as the agent observes it: the tool it named, the response, and the notes beside it."""

    tool: ToolDef | None
    response: Response | None
    notes: dict[str, Any] = field(default_factory=dict)
    error: str | None = None


#: The vendor interface, made once: an :class:`Interface` is frozen (a value), and every episode
#: without an interface variant asks for this one.
_VENDOR = Interface("vendor")


class Surface:
    """One agent's view of ``world`` (see the module docstring)."""

    def __init__(
        self,
        world: World,
        *,
        interface: str | None = None,
        perturbation: str | None = None,
        seed: int = 0,
        base: list[ToolDef] | None = None,
    ) -> None:
        """``base``: the :meth:`base_tools` of another surface of the same world and interface, to
        share (perturbations copy what they change, never edit it)."""
        self.world = world
        self.interface = _VENDOR if not interface or interface == "vendor" else Interface(interface)
        self.session = InterfaceSession(world, self.interface)
        self.condition = perturbation or None
        self.perturbations: list[Perturbation] = build(perturbation, seed) if perturbation else []
        #: Calls made through this surface (transition types switch on it).
        self.calls = 0
        self._base: list[ToolDef] | None = base
        self._shown: tuple[int, list[ToolDef]] | None = None
        self._rendered: dict[tuple[int, str, bool], list[dict[str, Any]]] = {}

    @property
    def plain(self) -> bool:
        """The vendor interface with no perturbation: exactly the operations' own tools."""
        return self.interface.name == "vendor" and not self.perturbations

    @property
    def accepts_operation_names(self) -> bool:
        """Whether a dotted operation name (``stripe.refunds.create``) may stand for its tool: not when
        the action space is perturbed (the agent must use the tools it is shown)."""
        return not any(p.group == "action" for p in self.perturbations)

    # -- what the agent is shown ---------------------------------------------------------------
    def instruction(self, text: str) -> str:
        for p in self.perturbations:
            text = p.instruction(text)
        return text

    def base_tools(self) -> list[ToolDef]:
        """The interface's tools before any perturbation (built once per surface)."""
        if self._base is not None:
            return self._base
        out = []
        ops = sorted(self.world.operations.values(), key=lambda o: o.name)
        for op in ops:
            schema = copy.deepcopy(_schema_of(op))
            schema["properties"].update(self.interface.extra_parameters(self.world, op))
            out.append(
                ToolDef(op.tool_name, tool_description(op), schema, op, annotations=mcp_annotations(op))
            )
        if self.interface.has_status_tool:
            annotations = {"title": "Operation status", "readOnlyHint": True, "destructiveHint": False,
                           "idempotentHint": True, "openWorldHint": False}  # fmt: skip
            out.append(
                ToolDef(
                    STATUS_TOOL,
                    STATUS_DESCRIPTION,
                    status_tool_schema(),
                    None,
                    "status",
                    annotations=annotations,
                )
            )
        self._base = out
        return out

    def tool_defs(self) -> list[ToolDef]:
        """The tools as shown now (transition types change them after some calls; cached per count)."""
        if self._shown is not None and self._shown[0] == self.calls:
            return self._shown[1]
        tools = self.base_tools()
        for p in self.perturbations:
            tools = p.tools(tools, self.calls)
        self._shown = (self.calls, tools)
        return tools

    def tools(self, format: Format = "anthropic", *, strict: bool = False) -> list[dict[str, Any]]:
        """The tool list in a provider's format (names, sizes and keywords within the OpenAI and
        Anthropic tool rules, like :func:`toolproof.transports.tools.tool_definition`)."""
        key = (self.calls, format, strict)
        if key not in self._rendered:
            self._rendered = {key: [render(t, format, strict=strict) for t in self.tool_defs()]}
        return copy.deepcopy(self._rendered[key])

    def lookup(self, name: str) -> ToolDef | None:
        for t in self.tool_defs():
            if t.name == name:
                return t
        if self.accepts_operation_names and name in self.world.operations:
            op = self.world.operations[name]
            return next((t for t in self.base_tools() if t.op is op), None)
        return None

    # -- what the agent does --------------------------------------------------------------------
    def call(
        self,
        name: str,
        args: dict[str, Any],
        *,
        idempotency_key: str | None = None,
        transport: str = "agent",
    ) -> SurfaceResult:
        tool = self.lookup(name)
        if tool is None:
            return SurfaceResult(None, None, error=f"unknown tool {name!r}")
        before = self.calls
        self.calls += 1
        if tool.kind == "status":
            shown = {tool.renames.get(k, k): v for k, v in args.items()}
            return SurfaceResult(tool, Response(200, self.session.status(shown.get("request_id"))))
        assert tool.op is not None
        op = tool.op
        principal = self.world.principal_of(op.service)
        if tool.kind == "distractor":
            unknown = UnknownRoute(f"Unrecognized request: {name} is not an endpoint of this API.", path=name)
            return SurfaceResult(
                tool, self.world.render_error(Call(op, args, None, principal, transport), unknown)
            )
        for p in self.perturbations:
            refusal = p.refuse(tool, args, before)
            if refusal is not None:
                error = InvalidParams([ParamError((refusal.param,), "missing", refusal.message)])
                response = self.world.render_error(Call(op, args, None, principal, transport), error)
                return SurfaceResult(tool, response, {"notice": refusal.message})
        params = {tool.renames.get(k, k): v for k, v in args.items()}
        for p in self.perturbations:
            params = p.arguments(tool, params, before)
        response, notes = self.session.call(op, params, idempotency_key=idempotency_key, transport=transport)
        if response.transport_fault is None and response.body is not None and self.perturbations:
            body, notices = response.body, []
            for p in self.perturbations:
                body, notice = p.observe(tool, body, self.calls)
                if notice:
                    notices.append(notice)
            original, response = response, response.copy()
            response.body = body
            self.world.ledger.reshaped(original, response)  # evidence searches the reshaped body
            if notices:
                notes["notice"] = " ".join(notices)
        return SurfaceResult(tool, response, notes)


@functools.lru_cache(maxsize=4096)
def _schema_of(op: Operation) -> dict[str, Any]:
    """An operation's normalised parameter schema, computed once per process (callers copy it)."""
    return parameters_schema(op)


def render(tool: ToolDef, format: Format = "anthropic", *, strict: bool = False) -> dict[str, Any]:
    """A :class:`ToolDef` as a tool of ``format`` (an empty description is left out, as both providers
    allow)."""
    if not NAME_PATTERN.match(tool.name):
        raise ValueError(f"tool name {tool.name!r} is not valid for tool-calling APIs")
    described = {"description": tool.description} if tool.description else {}
    if format == "anthropic":
        return {"name": tool.name, **described, "input_schema": tool.schema}
    if format == "mcp":
        out: dict[str, Any] = {"name": tool.name, **described, "inputSchema": tool.schema}
        if tool.annotations is not None:
            out["annotations"] = tool.annotations
        return out
    strict_form = strict_schema(tool.schema) if strict else None
    function: dict[str, Any] = {"name": tool.name}
    if tool.description:
        function["description"] = tool.description[:OPENAI_DESCRIPTION_LIMIT]
    function["parameters"] = strict_form if strict_form is not None else tool.schema
    function["strict"] = strict_form is not None
    return {"type": "function", "function": function}
