"""Operations: one API method, declared once.

An :class:`Operation` names the method (``stripe.refunds.create``), its HTTP route, its parameter
model, whether it writes, and its handler. The in-process call, the HTTP route, the MCP tool and the
tool-calling schema are all derived from this one declaration.
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, get_type_hints

from pydantic import BaseModel, ConfigDict

if TYPE_CHECKING:
    from toolproof.service.context import Context


class Params(BaseModel):
    """Base of every parameter model: unknown parameters are refused, as the real APIs mostly do."""

    model_config = ConfigDict(extra="forbid", populate_by_name=True)


class NoParams(Params):
    """For operations that take nothing."""


Handler = Callable[["Context", Any], Any]

#: The attribute of a handler holding its :attr:`Operation.alone` test.
ALONE = "__toolproof_alone__"

_PATH_PARAM = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")


@dataclass(frozen=True, slots=True)
class Operation:
    """One API method of one service."""

    name: str
    service: str
    methods: tuple[str, ...]
    path: str
    params: type[BaseModel]
    handler: Handler
    writes: bool
    summary: str = ""
    description: str = ""
    idempotent: bool = False
    destructive: bool = False
    tags: tuple[str, ...] = field(default_factory=tuple)

    @property
    def alone(self) -> Callable[[Any], bool] | None:
        """A test of a call's validated parameters: ``True`` when the handler's only write for them is
        the one row it hands the world with :meth:`Context.insert_last
        <toolproof.service.context.Context.insert_last>` as its last act. One SQLite statement (with
        its journal trigger) is atomic by itself, so the world may then run the call without its
        savepoint (two statements fewer). ``None``: every call runs in a savepoint.

        The promise is the handler's, so it is kept on the handler (``Service.operation(alone=…)``
        puts it there): an operation whose handler is replaced (``dataclasses.replace``, as tests
        holding a handler to an earlier one do) runs in a savepoint unless the new handler says so.
        """
        found: Callable[[Any], bool] | None = getattr(self.handler, ALONE, None)
        return found

    @property
    def path_params(self) -> tuple[str, ...]:
        return tuple(_PATH_PARAM.findall(self.path))

    @property
    def tool_name(self) -> str:
        """A name every tool-calling API accepts: ``stripe.refunds.create`` → ``stripe_refunds_create``."""
        return tool_name_of(self.name)

    def input_schema(self) -> dict[str, Any]:
        return self.params.model_json_schema()

    def tool_definition(self) -> dict[str, Any]:
        """Provider-neutral tool definition: name, description, JSON Schema of the parameters."""
        return {
            "name": self.tool_name,
            "description": self.description or self.summary or self.name,
            "input_schema": self.input_schema(),
        }


_TOOL_NAMES: dict[str, str] = {}
_NOT_TOOL_CHARS = re.compile(r"[^A-Za-z0-9_-]")


def tool_name_of(name: str) -> str:
    """:attr:`Operation.tool_name` of an operation called ``name`` (computed once per name: every
    episode indexes its world's operations by it)."""
    tool = _TOOL_NAMES.get(name)
    if tool is None:
        tool = _TOOL_NAMES[name] = _NOT_TOOL_CHARS.sub("_", name)[:64]
    return tool


def params_model_of(handler: Handler, localns: dict[str, Any] | None = None) -> type[BaseModel]:
    """The pydantic model annotated on the handler's second argument (or :class:`NoParams`).

    ``localns`` resolves models defined inside a function (string annotations under
    ``from __future__ import annotations``).
    """
    signature = inspect.signature(handler)
    names = list(signature.parameters)
    if len(names) < 2:
        return NoParams
    hints = get_type_hints(handler, localns=localns)
    model = hints.get(names[1])
    if not (isinstance(model, type) and issubclass(model, BaseModel)):
        raise TypeError(f"handler {handler.__qualname__}: annotate its second argument with a pydantic model")
    return model
