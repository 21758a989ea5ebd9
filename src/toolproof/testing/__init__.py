"""Testing with toolproof: served doubles for plain scripts, assertion helpers, suite tasks as tests.

The pytest plugin (:mod:`toolproof.testing.plugin`, registered as ``pytest11``) adds fixtures on top:
``toolproof_world``, ``served_world`` and the ``faults`` marker.
"""

from toolproof.testing.asserts import (
    assert_changes,
    assert_no_changes,
    assert_no_duplicate_effects,
    duplicate_writes,
)
from toolproof.testing.cases import Case, CaseResult, run_case, task_cases
from toolproof.testing.check import CheckReport, ServiceCheckFailed, check_service
from toolproof.testing.served import Served, serve

__all__ = [
    "Case",
    "CaseResult",
    "CheckReport",
    "Served",
    "ServiceCheckFailed",
    "assert_changes",
    "assert_no_changes",
    "assert_no_duplicate_effects",
    "check_service",
    "duplicate_writes",
    "run_case",
    "serve",
    "task_cases",
]
