"""The ``linear`` Service object, and :func:`root_field`, how each root field becomes an operation."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from pydantic import BaseModel

from toolproof.service.context import Context
from toolproof.service.service import Service
from toolproof.services.linear import sdl
from toolproof.services.linear.benign import BENIGN
from toolproof.services.linear.claims import CLAIM_WORDS, CLAIMS
from toolproof.services.linear.dialect import LinearDialect
from toolproof.services.linear.document import select, wrap
from toolproof.services.linear.errors import InvalidInput, LinearError, Ratelimited, SchemaUnavailable
from toolproof.services.linear.names import NAMES
from toolproof.services.linear.ratelimits import charge_complexity, rate_limits, service_time
from toolproof.services.linear.rendered import Rendered
from toolproof.services.linear.selections import DEFAULTS
from toolproof.services.linear.server_set import SERVER_SET
from toolproof.services.linear.tables import TABLES

service = Service(
    "linear",
    mount="/linear",
    dialect=LinearDialect(),
    tables=TABLES,
    benign=BENIGN,
    claims=CLAIMS,
    claim_words=CLAIM_WORDS,
    names=NAMES,
    server_set=SERVER_SET,
    description="Linear GraphQL API: teams, users, workflow states, issues, comments, projects, cycles.",
    default_principal="api_key",
    rate_limits=rate_limits,
    requires=sdl.missing,
    service_time=service_time,
)

Handler = Callable[[Context, Any], Any]


def root_field(
    field: str, params: type[BaseModel], *, writes: bool, destructive: bool = False
) -> Callable[[Handler], Handler]:
    """Declare ``handler(ctx, params) -> root value`` as the operation ``linear.<field>`` at
    ``POST /graphql``.

    The root value (a node, a page, a payload) is rendered over the call's ``selection``: the selection
    the GraphQL request made, or what a tool caller asked for (a selection set such as
    ``{ success issue { id identifier } }``), or the usual fields. A selection that does not validate
    against Linear's schema is refused before the handler runs.
    """
    kind = "mutation" if writes else "query"

    def register(handler: Handler) -> Handler:
        @functools.wraps(handler)
        def call(ctx: Context, p: Any) -> Rendered:
            args = p.model_dump(exclude={"selection"}, exclude_none=True)
            selection, cost = standalone(kind, field, getattr(p, "selection", None), args)
            if not charge_complexity(ctx.world, ctx.principal, cost):
                raise Ratelimited(
                    "Rate limit exceeded: complexity budget spent",
                    presentable="You have used this hour's query complexity budget. Wait before retrying.",
                )
            value = handler(ctx, p)
            return Rendered(field, value, selection, cost)

        service.operation(
            "linear." + field, "POST", "/graphql", writes=writes, destructive=destructive, params=params
        )(call)
        return handler

    return register


def standalone(kind: str, field: str, selection: str | None, args: dict[str, Any]) -> tuple[str, int]:
    """The document that renders ``field`` and its complexity: the request's own (already standalone),
    a tool caller's selection set wrapped around the field, or the default."""
    text = (selection or "").strip() or DEFAULTS[field]
    try:
        if text.startswith("{"):
            text = wrap(kind, field, args, text)
        chosen = select(text, None, None, arguments=False)
    except SchemaUnavailable:
        raise  # the double's set-up, not the caller's selection
    except LinearError as exc:
        raise InvalidInput(f"selection: {exc.message}", presentable=exc.presentable) from None
    if chosen.field != field or chosen.kind != kind:
        raise InvalidInput(
            f"selection: must select the fields of {field} only, e.g. {DEFAULTS[field]}",
            presentable="The selection does not fit this operation.",
        )
    return chosen.selection, chosen.complexity
