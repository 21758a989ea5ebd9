"""toolproof: a proving ground for API-calling agents.

The public API is what ``__all__`` lists; everything else is implementation and may move. Names load
on first use (PEP 562), so commands that need none of them (``toolproof tasks``, ``--help``) start fast.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
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

_HOME = {
    **dict.fromkeys(
        ["Context", "Dialect", "IdempotencyPolicy", "Operation", "Params", "Response", "Service",
         "ServiceError", "register"],
        "toolproof.service",
    ),
    "Table": "toolproof.service.schema",
    **dict.fromkeys(["Diff", "Ledger", "LedgerEntry", "Snapshot", "World"], "toolproof.world"),
}  # fmt: skip

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


def __getattr__(name: str) -> Any:
    home = _HOME.get(name)
    if home is None:
        raise AttributeError(f"module 'toolproof' has no attribute {name!r}")
    value = getattr(importlib.import_module(home), name)
    globals()[name] = value
    return value
