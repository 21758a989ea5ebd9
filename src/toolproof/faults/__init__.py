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
from toolproof.faults.kinds import (
    BaseFault,
    ConcurrentWriterFault,
    CorruptRowsFault,
    DownFault,
    ErrorFault,
    Fault,
    FaultContext,
    LatencyFault,
    LockTimeoutFault,
    NoopFault,
    RateLimitFault,
    RevokeCredentialFault,
    SchemaDriftFault,
    StaleReadFault,
    TransportFault,
)
from toolproof.faults.plan import FaultPlan, PlanError, PlanLimit, Rule, Stage, Window
from toolproof.faults.transport import (
    ConnectionResetByPeerError,
    EmptyResponseError,
    MalformedBodyError,
    ReadTimeoutError,
    TransportError,
    TruncatedBodyError,
    raise_for_transport,
)

__all__ = [
    "BaseFault",
    "ConcurrentWriterFault",
    "ConnectionResetByPeerError",
    "CorruptRowsFault",
    "DownFault",
    "EmptyResponseError",
    "ErrorFault",
    "Fault",
    "FaultContext",
    "FaultInjector",
    "FaultPlan",
    "LatencyFault",
    "LockTimeoutFault",
    "MalformedBodyError",
    "NoopFault",
    "PlanError",
    "PlanLimit",
    "RateLimitFault",
    "ReadTimeoutError",
    "RevokeCredentialFault",
    "Rule",
    "SchemaDriftFault",
    "Stage",
    "StaleReadFault",
    "TransportError",
    "TransportFault",
    "TruncatedBodyError",
    "Window",
    "builtin_names",
    "builtin_plan",
    "builtin_plans",
    "install",
    "load_plan",
    "raise_for_transport",
]
