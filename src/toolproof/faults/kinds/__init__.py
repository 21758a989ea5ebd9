"""Every fault kind a plan can name, as one discriminated union (``kind`` picks the class).

Adding a kind: write a :class:`BaseFault` subclass (its ``kind`` literal, its phase, its
:meth:`~BaseFault.apply`) in the module of its family, and list it in ``Fault`` below. Nothing else
switches on kinds; see ``faults/README.md`` ("Adding a fault kind").
"""

from typing import Annotated

from pydantic import Field

from toolproof.faults.kinds.base import BaseFault, FaultContext, FixedPhaseFault, Phase, PlanModel
from toolproof.faults.kinds.errors import ErrorFault, LockTimeoutFault, RateLimitFault, RevokeCredentialFault
from toolproof.faults.kinds.network import DownFault, TransportFault, TransportKind
from toolproof.faults.kinds.responses import (
    JsonType,
    LatencyFault,
    NoopFault,
    SchemaDriftFault,
    StaleReadFault,
)
from toolproof.faults.kinds.state import ConcurrentWriterFault, CorruptRowsFault

Fault = Annotated[
    ErrorFault
    | RateLimitFault
    | LockTimeoutFault
    | TransportFault
    | DownFault
    | NoopFault
    | LatencyFault
    | StaleReadFault
    | SchemaDriftFault
    | ConcurrentWriterFault
    | CorruptRowsFault
    | RevokeCredentialFault,
    Field(discriminator="kind"),
]

__all__ = [
    "BaseFault",
    "ConcurrentWriterFault",
    "CorruptRowsFault",
    "DownFault",
    "ErrorFault",
    "Fault",
    "FaultContext",
    "FixedPhaseFault",
    "JsonType",
    "LatencyFault",
    "LockTimeoutFault",
    "NoopFault",
    "Phase",
    "PlanModel",
    "RateLimitFault",
    "RevokeCredentialFault",
    "SchemaDriftFault",
    "StaleReadFault",
    "TransportFault",
    "TransportKind",
]
