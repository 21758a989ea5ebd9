"""Stripe's published limits: the basic rate limiter (reads and writes per second) and object locks.

Source: https://stripe.com/docs/rate-limits ("Rate limiter": live mode 100 read and 100 write
operations per second, test mode 25 and 25; "lock_timeout": a request that needs an object another
request is still changing gets 429 ``lock_timeout``). Test keys (``sk_test_``) are what a double
serves, so the test-mode numbers apply. Stripe documents a concurrency limiter as well but publishes no
number for it; a task that wants one sets a cap in its fault plan (``concurrency:``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from toolproof.service.limits import Limit, by_operation

if TYPE_CHECKING:
    from toolproof.service.operation import Operation

#: Test mode: 25 read and 25 write operations per second, per account (one world is one account).
READS_PER_SECOND = 25
WRITES_PER_SECOND = 25

#: Parameters naming the object a write changes (path parameters) or acts on (``refunds.create``
#: changes its ``charge``): two in-flight writes on one of them collide.
LOCKED_PARAMS = ("charge", "payment_intent", "invoice", "subscription", "customer")

#: Server time one call takes (seconds), for the in-process scheduler: a model, not a published figure
#: (Stripe's own dashboards show reads around 150 ms and writes around 300-400 ms at the median).
READ_SECONDS = 0.15
WRITE_SECONDS = 0.35


#: The two windows (made once: every call counts against one).
_WRITES = (Limit("stripe:writes", WRITES_PER_SECOND, 1.0),)
_READS = (Limit("stripe:reads", READS_PER_SECOND, 1.0),)


@by_operation
def rate_limits(operation: Operation, params: Mapping[str, Any], principal: str | None) -> Sequence[Limit]:
    """The basic rate limiter's window this call counts against (the operation's kind alone decides:
    declared ``by_operation``, so the world asks once per operation)."""
    return _WRITES if operation.writes else _READS


#: Per write operation, the parameters naming objects it locks (computed once: this runs on every call).
_LOCKING: dict[str, tuple[str, ...]] = {}


def locks(operation: Operation, params: Mapping[str, Any], principal: str | None) -> Sequence[str]:
    """The objects a write holds while in flight: its path object and the object it acts on."""
    if not operation.writes:
        return ()
    names = _LOCKING.get(operation.name)
    if names is None:
        names = _LOCKING[operation.name] = tuple(dict.fromkeys((*operation.path_params, *LOCKED_PARAMS)))
    out: list[str] = []
    for name in names:
        value = params.get(name)
        if isinstance(value, str) and value:
            key = "stripe:" + value
            if key not in out:
                out.append(key)
    return out


def service_time(operation: Operation) -> float:
    return WRITE_SECONDS if operation.writes else READ_SECONDS
