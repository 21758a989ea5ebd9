"""Fault kinds are classes: each one is registered in the plan's union, says its phase and applies
itself, so nothing else in ``toolproof.faults`` has to switch on a kind's name."""

from __future__ import annotations

import inspect
from typing import Any, ClassVar, Literal, get_args

import pytest

from toolproof.faults import BaseFault, Fault, FaultPlan, PlanError
from toolproof.faults.kinds import FixedPhaseFault, Phase
from toolproof.faults.kinds.base import FaultContext

PHASES = set(get_args(Phase))


def _concrete(cls: type[Any]) -> set[type[Any]]:
    out: set[type[Any]] = set()
    for sub in cls.__subclasses__():
        if not inspect.isabstract(sub):
            out.add(sub)
        out |= _concrete(sub)
    return out


def _registered() -> set[type[BaseFault]]:
    union = get_args(Fault)[0]
    return set(get_args(union))


def test_every_fault_class_is_in_the_union_and_nothing_else_is() -> None:
    shipped = {c for c in _concrete(BaseFault) if c.__module__.startswith("toolproof.")}
    assert shipped == _registered()
    kinds = [get_args(c.model_fields["kind"].annotation)[0] for c in _registered()]
    assert len(kinds) == len(set(kinds)) == 12
    assert all(c.__name__.endswith("Fault") for c in _registered())


@pytest.mark.parametrize(
    ("data", "phase"),
    [
        ({"kind": "error"}, "before"),
        ({"kind": "error", "phase": "after"}, "after"),
        ({"kind": "rate_limit"}, "before"),
        ({"kind": "lock_timeout"}, "before"),
        ({"kind": "revoke_credential"}, "before"),
        ({"kind": "transport"}, "after"),
        ({"kind": "transport", "phase": "before"}, "before"),
        ({"kind": "down"}, "before"),
        ({"kind": "noop"}, "instead"),
        ({"kind": "latency", "seconds": 1}, "transform"),
        ({"kind": "stale_read"}, "transform"),
        ({"kind": "schema_drift"}, "transform"),
        ({"kind": "concurrent_writer", "sql": ["DELETE FROM t"]}, "state"),
        ({"kind": "corrupt_rows", "table": "t", "delete": True}, "state"),
    ],
)
def test_each_kind_knows_its_phase(data: dict[str, Any], phase: str) -> None:
    plan = FaultPlan.from_data({"rules": [{"fault": data}]})
    fault = plan.rules[0].fault
    assert fault is not None
    assert fault.phase == phase
    assert fault.phase in PHASES
    # The phase is the kind's, not plan data: a kind with a fixed phase refuses one.
    if not isinstance(fault, FixedPhaseFault):
        return
    with pytest.raises(PlanError, match=r"rules\[0\]\.fault\.\w+\.phase: Extra inputs are not permitted"):
        FaultPlan.from_data({"rules": [{"fault": data | {"phase": phase}}]})


def test_a_kind_that_says_no_phase_is_refused_when_defined() -> None:
    with pytest.raises(TypeError, match="neither its phase field nor its PHASE"):

        class NoPhaseFault(BaseFault):  # pragma: no cover - the definition itself fails
            kind: Literal["no_phase"] = "no_phase"

            def apply(self, ctx: FaultContext) -> Any:
                raise NotImplementedError


def test_a_kind_without_apply_cannot_be_made() -> None:
    class HalfFault(FixedPhaseFault):
        kind: Literal["half"] = "half"
        PHASE: ClassVar[Phase] = "before"

    with pytest.raises(TypeError, match="abstract"):
        HalfFault()  # type: ignore[abstract]
