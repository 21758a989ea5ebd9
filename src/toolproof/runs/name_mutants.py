"""Reports and posts that name the look-alike of the row the work was on: "posted in #billing".

Held-out re-samples kept finding a final message that names the wrong object and passes (Zoey's thread,
ENG-17, Budget Models, Maya, Priya Shah for Priya Sharma: docs/reviews/resample8c.md). These mutants
prove the generic check (:mod:`toolproof.tasks.names`) on every oracle: its work and claim kept,

- ``wrong-name:K`` — the final message (a report, a refusal or a question) with the K-th name of a row
  it states (in order, at most :data:`MAX_PER_TEXT`) replaced, wherever it is said, by the name of that
  row's most alike other row of the same table in the starting state (:meth:`NameIndex.look_alikes`);
- ``wrong-name@N:path`` — write step N's free text at ``path`` (a post, a comment) with its first such
  name replaced.

Names whose look-alike the text already states are skipped (the text then disambiguates: "not Priya
Shah"). A survivor means a report naming the wrong row passes: the task names its rows (a ref, the
instruction) or the grader gains the grounds it lacks; an honest equivalent is listed under
``equivalent:`` with why.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from functools import lru_cache, partial
from importlib import resources

import yaml

from toolproof.agents.reference import Mutation, StepRecord
from toolproof.runs.mutants import written_leaves
from toolproof.tasks.names import Name, NameIndex, free_texts

#: At most this many names of one text are swapped, one mutant each.
MAX_PER_TEXT = 3


def swaps(index: NameIndex, text: str, limit: int = MAX_PER_TEXT) -> list[tuple[str, Name]]:
    """The first ``limit`` names ``text`` states that have a look-alike it does not state: (the folded
    name, the look-alike to say instead)."""
    said = index.mentioned(text)
    named = {m.folded for m in said}
    out: list[tuple[str, Name]] = []
    for mention in said:
        if len(out) >= limit:
            break
        if any(folded == mention.folded for folded, _ in out):
            continue
        others = (o for n in index.by_folded[mention.folded] for o in index.look_alikes(n))
        other = next((o for o in others if o.folded not in named and index.readable(o)), None)
        if other is not None:
            out.append((mention.folded, other))
    return out


def swapped(index: NameIndex, folded: str, other: Name, text: str) -> str:
    """``text`` with every mention of the row(s) called ``folded`` saying ``other``'s name instead (with
    its service's prefix where the name is a slug: ``#billing``)."""
    prefix = index.prefixes.get((other.table, other.column), "")
    replacement = other.text
    if prefix and not any(c.isspace() or c.isupper() for c in replacement):
        replacement = prefix + replacement
    parts: list[str] = []
    at = 0
    for mention in index.mentioned(text):
        if mention.folded == folded:
            parts += [text[at : mention.start], replacement]
            at = mention.end
    return "".join([*parts, text[at:]])


def _message_mutants(index: NameIndex, message: str) -> Iterator[Mutation]:
    for k, (folded, other) in enumerate(swaps(index, message), 1):
        yield Mutation(
            f"wrong-name:{k}",
            f"the final message naming {other.text!r} ({other.table}) for its look-alike {folded!r}",
            message=partial(swapped, index, folded, other),
            replies=False,
        )


def _post_mutants(index: NameIndex, records: Iterable[StepRecord]) -> Iterator[Mutation]:
    for at, path, value in written_leaves(records):
        found = swaps(index, value, 1) if isinstance(value, str) and free_texts({"": value}) else []
        if not found:
            continue
        folded, other = found[0]
        step = at + 1
        yield Mutation(
            f"wrong-name@{step}:{path}",
            f"step {step} names {other.text!r} for its look-alike {folded!r} in {path}",
            at,
            replace=((path, swapped(index, folded, other, value)),),
        )


def name_mutants(index: NameIndex, message: str, records: Iterable[StepRecord]) -> list[Mutation]:
    """The ``wrong-name`` mutants of an oracle whose final message is ``message`` and whose step
    records are ``records``."""
    return [*_message_mutants(index, message), *_post_mutants(index, records)]


@lru_cache(maxsize=1)
def open_name_mutants() -> dict[str, frozenset[str]]:
    """Per task, the surviving wrong-name mutants not yet triaged (``name_open.yaml``): each still
    reported, as ``open``, and counted apart from ``equivalent``; an entry the grader now kills is stale."""
    text = resources.files("toolproof.runs").joinpath("name_open.yaml").read_text(encoding="utf-8")
    data = yaml.safe_load(text) or {}
    return {str(task): frozenset(map(str, ids)) for task, ids in data.items()}
