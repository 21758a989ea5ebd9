"""Fault injection: plans as data, one injector for every transport, resources (rate limits, caps).

::

    from toolproof.faults import FaultPlan, install

    plan = FaultPlan.from_yaml(open("plan.yaml").read())   # or builtin_plan("lost-responses")
    install(world, plan)
    response = world.call("stripe.refunds.create", {...})
    raise_for_transport(response)                          # what an HTTP client would raise
"""

from toolproof.faults.builtin import builtin_names, builtin_plan, builtin_plans, load_plan
from toolproof.faults.injector import FaultInjector, install
from toolproof.faults.plan import (
    ConcurrentWriterFault,
    CorruptRowsFault,
    DownFault,
    ErrorFault,
    FaultPlan,
    LatencyFault,
    LockTimeoutFault,
    NoopFault,
    PlanError,
    PlanLimit,
    RateLimitFault,
    RevokeCredentialFault,
    Rule,
    SchemaDriftFault,
    Stage,
    StaleReadFault,
    TransportFault,
    Window,
)
from toolproof.faults.transport import (
    ConnectionResetFault,
    EmptyResponseFault,
    MalformedBodyFault,
    TimeoutFault,
    TransportError,
    TruncatedBodyFault,
    raise_for_transport,
)

__all__ = [
    "ConcurrentWriterFault",
    "ConnectionResetFault",
    "CorruptRowsFault",
    "DownFault",
    "EmptyResponseFault",
    "ErrorFault",
    "FaultInjector",
    "FaultPlan",
    "LatencyFault",
    "LockTimeoutFault",
    "MalformedBodyFault",
    "NoopFault",
    "PlanError",
    "PlanLimit",
    "RateLimitFault",
    "RevokeCredentialFault",
    "Rule",
    "SchemaDriftFault",
    "Stage",
    "StaleReadFault",
    "TimeoutFault",
    "TransportError",
    "TransportFault",
    "TruncatedBodyFault",
    "Window",
    "builtin_names",
    "builtin_plan",
    "builtin_plans",
    "install",
    "load_plan",
    "raise_for_transport",
]
