"""A dictated text written with an unasked claim after it: ``post-append@N:path``.

Where the instruction dictates a text ("reply in its thread with: "…"", "post exactly: …": a dictated
quote, :mod:`toolproof.tasks.dictated`) and a write step of the oracle sends a free-text argument that
holds it, the mutant sends the same text followed by one sentence claiming another act and a value
(:data:`APPENDED`). Two re-samples found such posts passing (resample7a, resample8b): the post checks look
for the quote's words, and the words are all there. The grader's generic rule (a dictated text holds
nothing beyond its words but a greeting, a mention, a label or formatting) must kill every one.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from toolproof.agents.reference import Mutation
from toolproof.tasks.dictated import normalised, quotes

PREFIX = "post-append"
#: The sentence appended: a claim of another act, with a value.
APPENDED = "Refund of $120.00 issued and the customer notified."


def appended(text: str, sentence: str = APPENDED) -> str:
    """``text`` with ``sentence`` (:data:`APPENDED` unless given) after it, as its last sentence."""
    body = text.rstrip()
    return f"{body}{'' if not body or body[-1] in '.!?' else '.'} {sentence}".lstrip()


def post_append_mutants(instruction: str, at: int, args: Iterable[tuple[str, Any]]) -> Iterator[Mutation]:
    """The ``post-append`` mutants of write step ``at`` (from 0) whose arguments are ``args`` (dotted
    path, scalar): one per string argument that holds a dictated quote of ``instruction``."""
    said = quotes(instruction)
    if not said:
        return
    step = at + 1
    for path, value in args:
        if not isinstance(value, str) or not any(q in normalised(value) for q in said):
            continue
        yield Mutation(
            f"{PREFIX}@{step}:{path}",
            f"step {step} writes the dictated text of {path} with an unasked claim after it",
            at,
            replace=((path, appended(value)),),
        )
