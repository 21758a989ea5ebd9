"""A suite as an Inspect dataset: one sample per task and fault variant, the instruction as input."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from inspect_ai.dataset import MemoryDataset, Sample

if TYPE_CHECKING:
    from toolproof.tasks.model import FaultVariant, Task


def sample_id(task: Task, variant: FaultVariant | None) -> str:
    """``stripe.refund-partial`` or ``stripe.refund-partial[lost-responses]`` (as ``toolproof run``)."""
    return task.id if variant is None else f"{task.id}[{variant.name}]"


def suite_samples(suite: str = "core", patterns: Sequence[str] = (), *, faults: bool = True) -> MemoryDataset:
    """The samples of the tasks ``patterns`` select in ``suite`` (ids, globs, ``tag:NAME``; none: all),
    each without faults and, with ``faults``, under each of its fault variants."""
    from toolproof.tasks.catalog import load_selected

    samples = []
    for task in load_selected(suite, patterns):
        variants: list[FaultVariant | None] = [None, *task.faults] if faults else [None]
        for variant in variants:
            samples.append(
                Sample(
                    input=task.instruction.strip(),
                    id=sample_id(task, variant),
                    metadata={
                        "suite": suite,
                        "task": task.id,
                        "variant": None if variant is None else variant.name,
                        "services": list(task.services),
                    },
                )
            )
    return MemoryDataset(samples, name=f"toolproof/{suite}")
