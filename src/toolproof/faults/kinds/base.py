"""What every fault kind is: a plan model (validated data, discriminated by ``kind``) that knows the
phase it acts in and how it changes one call. The injector only matches rules and asks the chosen
fault to :meth:`~BaseFault.apply` itself, so a new kind is one class, never a new branch elsewhere.
"""

from __future__ import annotations

from abc import abstractmethod
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Literal, get_args

from pydantic import BaseModel, ConfigDict

if TYPE_CHECKING:
    from toolproof.faults.injector import FaultInjector
    from toolproof.service.wire import Response
    from toolproof.world.ledger import LedgerEntry
    from toolproof.world.world import Call, Execute, World

#: When a fault acts on a call (what the ledger records as ``entry.fault["phase"]``): ``before`` the
#: effect (nothing commits), ``after`` it (committed, response lost or replaced), ``instead`` of it
#: (rolled back), on the response (``transform``) or on the state before the call (``state``).
Phase = Literal["before", "after", "instead", "transform", "state"]


class PlanModel(BaseModel):
    """Plan data: unknown keys are errors (a typo never silently disables a rule), values immutable."""

    model_config = ConfigDict(extra="forbid", frozen=True, allow_inf_nan=False)


@dataclass(slots=True)
class FaultContext:
    """One call a rule chose, as a fault sees it: ``execute(call, commit)`` runs the real operation."""

    world: World
    call: Call
    execute: Execute
    #: The id of the rule that fired (recorded in ledger entries the fault adds itself).
    rule: str
    #: The injector applying the plan: its revocations and remembered states outlive one call.
    injector: FaultInjector

    def run(self, commit: bool = True) -> tuple[Response, LedgerEntry]:
        """Run the call for real (``commit=False``: run it and roll the effect back)."""
        return self.execute(self.call, commit)


class BaseFault(PlanModel):
    """One fault kind. A subclass sets ``kind`` (a ``Literal``: the plan's discriminator), its phase
    (a ``phase`` field when the plan chooses it, else ``PHASE`` via :class:`FixedPhaseFault`) and
    :meth:`apply`; then it is listed in the ``Fault`` union of :mod:`toolproof.faults.kinds`."""

    kind: str
    #: ``true``: the kind applies to reads only; a rule carrying it never matches a write operation.
    reads_only: ClassVar[bool] = False

    if TYPE_CHECKING:

        @property
        def phase(self) -> Phase: ...

    @abstractmethod
    def apply(self, ctx: FaultContext) -> tuple[Response, LedgerEntry]:
        """Change one call: return what the caller observes and the ledger entry of what happened."""

    def check(self, world: World) -> str | None:
        """What makes this fault unusable on ``world`` (an unknown table…), or ``None``."""
        return None

    @classmethod
    def __pydantic_init_subclass__(cls, **kwargs: Any) -> None:
        super().__pydantic_init_subclass__(**kwargs)
        kind = cls.model_fields["kind"].annotation
        if get_args(kind) and "phase" not in cls.model_fields and not hasattr(cls, "phase"):
            raise TypeError(f"fault kind {cls.__name__} says neither its phase field nor its PHASE")


class FixedPhaseFault(BaseFault):
    """A kind that always acts in the same phase (``PHASE``); the plan cannot choose it."""

    PHASE: ClassVar[Phase]

    @property
    def phase(self) -> Phase:
        return self.PHASE
