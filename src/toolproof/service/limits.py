"""Rate limits as a resource of a service: which windows a call counts against.

A service declares a function ``rate_limits(operation, params, principal) -> [Limit, …]``; the world
counts each accepted call against every window it names (on the virtual clock) and answers a call
that would exceed one with :class:`~toolproof.service.errors.RateLimited`, which the service's
dialect renders as the vendor does (Slack: HTTP 429 ``ratelimited`` with ``Retry-After``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from toolproof.service.operation import Operation


@dataclass(frozen=True, slots=True)
class Limit:
    """At most ``limit`` calls per ``per_seconds`` within the window named ``key``.

    Calls with the same ``key`` share one window: ``slack:tier3:conversations.history`` for a
    per-method tier, ``slack:post:C123`` for one message per second per channel.
    """

    key: str
    limit: int
    per_seconds: float


RateLimitRule = Callable[["Operation", Mapping[str, Any], "str | None"], Sequence[Limit]]

#: The rules declared by :func:`by_operation`.
_BY_OPERATION: set[RateLimitRule] = set()


def by_operation(rule: RateLimitRule) -> RateLimitRule:
    """Declare that ``rule`` names the same windows for every call of an operation, whatever its
    parameters and principal (Stripe's basic limiter: reads or writes). The world then asks it once
    per operation (:func:`operation_limits`, kept with the operation's plan) instead of on every
    call: one Python call fewer on each. A rule that reads the parameters or the principal must not
    be declared so (its windows would be those of the first call's shape for every call)."""
    _BY_OPERATION.add(rule)
    return rule


def operation_limits(rule: RateLimitRule, operation: Operation) -> Sequence[Limit] | None:
    """The windows ``rule`` names for every call of ``operation`` if it is declared
    :func:`by_operation`, else ``None`` (it must be asked per call)."""
    if rule not in _BY_OPERATION:
        return None
    return rule(operation, {}, None)


LockRule = Callable[["Operation", Mapping[str, Any], "str | None"], Sequence[str]]
"""The objects a call locks while it is in flight (Stripe: a write locks the object it changes); a call
that needs an object another in-flight call holds is refused with
:class:`~toolproof.service.errors.ObjectLocked`."""

ServiceTime = Callable[["Operation"], float]
"""Seconds one call of an operation takes on the server (the virtual-time scheduler's service time)."""

#: Service time of an operation whose service declares none.
DEFAULT_SERVICE_TIME = 0.1
