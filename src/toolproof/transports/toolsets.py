"""Which tools an episode offers: the task's operations plus plausible distractors, under a limit.

Providers cap the tools one request may carry (OpenAI: 128 functions, "array too long" past it), and
every tool costs prompt tokens: a task over Stripe, Slack and Google Calendar has more operations than
OpenAI accepts. Offering only the operations the task's plans use would tell the agent the answer, so
the selection keeps, in this order, until the limit is reached:

1. every operation the task's plans (oracle, alternates, wrong plans, their verifications) call;
2. their siblings: the other operations on the same resource (``stripe.refunds.list`` next to
   ``stripe.refunds.create``), the distractors an agent must tell apart from the right call;
3. the rest of the task's services' operations, reads before writes, in name order.

The result is in name order, so the position of a tool says nothing about whether it is needed, and is
the same for the same task and limit (determinism).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from toolproof.service.operation import Operation

#: Tools per request that OpenAI's Chat Completions and Responses APIs accept.
OPENAI_TOOL_LIMIT = 128


def resource_of(operation_name: str) -> str:
    """``stripe.refunds.create`` → ``stripe.refunds``."""
    return operation_name.rsplit(".", 1)[0]


def select_operations(
    operations: Sequence[Operation], needed: Iterable[str], limit: int | None
) -> list[Operation]:
    """At most ``limit`` of ``operations`` (all for ``None``): the needed ones, then siblings, then the
    rest; in name order. ``needed`` names operations; unknown names are ignored."""
    ordered = sorted(operations, key=lambda o: o.name)
    if limit is None or len(ordered) <= limit:
        return ordered
    wanted = set(needed)
    resources = {resource_of(name) for name in wanted}
    ranked = sorted(
        ordered,
        key=lambda o: (
            0 if o.name in wanted else 1 if resource_of(o.name) in resources else 2,
            bool(o.writes),
            o.name,
        ),
    )
    return sorted(ranked[: max(0, limit)], key=lambda o: o.name)
