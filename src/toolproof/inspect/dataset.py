"""A suite as an Inspect dataset: one sample per task and fault variant, the instruction as input."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING

from inspect_ai.dataset import MemoryDataset, Sample

#: Where a suite says which of its tasks it leaves out (a service that cannot answer here).
LOG = logging.getLogger("toolproof.inspect")

if TYPE_CHECKING:
    from toolproof.tasks.model import FaultVariant, Task


def sample_id(task: Task, variant: FaultVariant | None) -> str:
    """``stripe.refund-partial`` or ``stripe.refund-partial[lost-responses]`` (as ``toolproof run``)."""
    return task.id if variant is None else f"{task.id}[{variant.name}]"


def suite_samples(suite: str = "core", patterns: Sequence[str] = (), *, faults: bool = True) -> MemoryDataset:
    """The samples of the tasks ``patterns`` select in ``suite`` (ids, globs, ``tag:NAME``; none: all),
    each without faults and, with ``faults``, under each of its fault variants."""
    from toolproof.tasks.catalog import load_selected, runnable

    tasks, skipped = runnable(load_selected(suite, patterns))
    if skipped is not None:
        LOG.warning("toolproof/%s: %s", suite, skipped)
    samples = []
    for task in tasks:
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
