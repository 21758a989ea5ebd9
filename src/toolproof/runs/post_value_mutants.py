"""(posts13) Wrong values inside the oracle's posts: each amount, date, time and count a post states, slipped.

The ``wrong-amount:*``, ``wrong-date:*``, ``wrong-time:*`` and ``wrong-count:*`` mutants change a value
of the final message; the same slips inside a text the oracle *posted* (a Slack message, a comment)
went unread until the posted-values check (:mod:`toolproof.tasks.posted_values`). Per write step, per
argument at a column its task's services declare as their writer's words (``text``, ``body``,
``message``: :attr:`toolproof.service.claims.ClaimedWrite.words`), the text with one of its values
slipped the way the final-message mutants slip it (the same rewriters):

- ``wrong-amount@N:path:K:x100`` / ``:div100`` / ``:plus1``: amount K a hundred times too large or too
  small, or a cent more (not ``x10``: a tenfold value may be another right one);
- ``wrong-date@N:path:K:minus1`` / ``:plus1``, ``wrong-time@N:path:K:minus1h`` / ``:plus1h``;
- ``wrong-count@N:path:K:plus1`` / ``:minus1``.

A slip is drawn only where the check reads it (:func:`read_in_post`, as ``x10`` is kept only where the
amounts check reads a tenfold slip): on the oracle's own episode, the post with the slip must be what
the check reports. A post value the episode grounds nowhere before the post (a day worked out from
"tomorrow") has no slip the check can tell from another value, so it draws no mutant.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from toolproof.agents.reference import Mutation, StepRecord
from toolproof.runs.amount_mutants import wrong_amount_mutants
from toolproof.runs.count_mutants import wrong_count_mutants
from toolproof.runs.moment_mutants import wrong_moment_mutants
from toolproof.runs.mutants import leaves
from toolproof.runs.text_mutants import is_free_text
from toolproof.tasks import posted_values
from toolproof.tasks.claimed_effects import word_columns
from toolproof.tasks.grader import told_and_named
from toolproof.tasks.model import Task
from toolproof.tasks.names import NameIndex
from toolproof.world.diff import Diff, RowChange, TableDiff
from toolproof.world.ledger import LedgerEntry


@dataclass(frozen=True, slots=True)
class PostSlip:
    """One drawn mutant, with the posted text it rewrites and what it writes instead."""

    mutant: Mutation
    was: str
    now: str


def post_value_slips(services: Iterable[str], records: Sequence[StepRecord]) -> list[PostSlip]:
    """Every slip of every value of every text the oracle's write steps send at a word column."""
    words = {column for _, column in word_columns(tuple(services))}
    out: list[PostSlip] = []
    seen: set[int] = set()
    for record in records:
        if not record.writes or record.index in seen:
            continue
        seen.add(record.index)
        step = record.index + 1
        for path, value in leaves(record.args):
            if path.rsplit(".", 1)[-1] not in words or not isinstance(value, str) or not is_free_text(value):
                continue
            drawn = [
                *(m for m in wrong_amount_mutants(value, True) if not m.id.endswith(":x10")),
                *wrong_moment_mutants(value, True),
                *wrong_count_mutants(value, True),
            ]
            for slip in drawn:
                assert slip.message is not None
                now = slip.message(value)
                if now == value:
                    continue
                kind, rest = slip.id.split(":", 1)
                said = slip.description.replace("the final message", f"step {step}'s post", 1)
                mutant = Mutation(f"{kind}@{step}:{path}:{rest}", said, record.index, replace=((path, now),))
                out.append(PostSlip(mutant, value, now))
    return out


def _swapped(value: Any, was: str, now: str) -> Any:
    """``value`` with every string equal to ``was`` written ``now``."""
    if isinstance(value, str):
        return now if value == was else value
    if isinstance(value, Mapping):
        return {k: _swapped(v, was, now) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_swapped(v, was, now) for v in value]
    return value


def _rewritten(diff: Diff, was: str, now: str) -> Diff:
    """``diff`` with the posted text ``was`` written ``now`` wherever a row holds it."""
    out = Diff()
    for name, table in diff.tables.items():
        out.tables[name] = TableDiff(
            [_swapped(r, was, now) for r in table.added],
            list(table.removed),
            [RowChange(c.key, c.before, _swapped(c.after, was, now)) for c in table.changed],
        )
    return out


def read_in_post(
    slip: PostSlip,
    task: Task,
    refs: Mapping[str, Any],
    diff: Diff,
    ledger: Sequence[LedgerEntry],
    names: NameIndex | None,
) -> bool:
    """Whether the posted-values check reports ``slip`` on the oracle's own episode (``diff`` and
    ``ledger``) with the post rewritten, and reports nothing of the oracle's own posts there."""
    services = tuple(task.services)
    instruction = task.instruction or ""
    texts, rows, typed = told_and_named(task, refs)
    entries = list(ledger)
    before = posted_values.false_posts(services, instruction, diff, entries, texts, rows, typed, (), names)
    if any(f.post == slip.was for f in before):
        return False  # the oracle's own post already fails: the slip would prove nothing
    moved = [_entry_with(e, slip.was, slip.now) for e in entries]
    after = posted_values.false_posts(
        services, instruction, _rewritten(diff, slip.was, slip.now), moved, texts, rows, typed, (), names
    )
    return any(f.post == slip.now for f in after)


def _entry_with(entry: LedgerEntry, was: str, now: str) -> LedgerEntry:
    """``entry`` with its arguments' ``was`` written ``now`` (its response kept: a write's own response
    is never a ground of its post)."""
    if not entry.writes:
        return entry
    params = _swapped(entry.params, was, now)
    if params == entry.params:
        return entry
    copy = LedgerEntry(entry.seq, entry.time, entry.operation, params, entry.status, entry.outcome,
                       entry.committed, entry.writes, changes=entry.changes)  # fmt: skip
    copy.response = entry.response
    copy.delivered = entry.delivered
    return copy
