"""toolproof: a proving ground for API-calling agents.

The public API is what ``__all__`` lists; everything else is implementation and may move.
"""

from toolproof.service import (
    Context,
    Dialect,
    IdempotencyPolicy,
    Operation,
    Params,
    Response,
    Service,
    ServiceError,
    register,
)
from toolproof.service.schema import Table
from toolproof.world import Diff, Ledger, LedgerEntry, Snapshot, World

__version__ = "0.1.0"

__all__ = [
    "Context",
    "Dialect",
    "Diff",
    "IdempotencyPolicy",
    "Ledger",
    "LedgerEntry",
    "Operation",
    "Params",
    "Response",
    "Service",
    "ServiceError",
    "Snapshot",
    "Table",
    "World",
    "__version__",
    "register",
]
