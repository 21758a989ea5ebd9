"""Wrong solutions derived from a task's oracle, to prove its grader fails them.

A grader that passes the oracle proves little; one that also fails every small mistake around the
oracle proves the task measures what it claims. From one fault-free run of the oracle the validator
derives, per task:

- ``drop@N``: skip write step N; ``repeat@N``: send it twice (no idempotency key);
- ``pick-other@N``: step N picks the most similar *other* element of the list it chooses from (the
  look-alike an agent confuses with the right one);
- ``swap@N:path``: an id the write sends, replaced by the id of the most similar other row of the same
  table in the fixture (the wrong customer, channel, event, guest);
- ``amount@N:path`` (+1), ``time@N:path`` (+1 hour, +1 day for a date), ``flip@N:path`` (a boolean);
- ``claim:C``: the oracle's work with another claim; ``drop-fact:K`` / ``drop-reason:K``: the oracle's
  message without fact K; ``hedged-fact:K`` / ``hedged-reason:K``: the oracle's message with every part
  of a sentence that names fact K opened by "it may be that" (a guess is not a statement);
  ``swap-fact:I,J`` (``@G`` with more than two groups): the oracle's message with the values of two
  ``together`` facts exchanged (Acme's amount reported for Initech and Initech's for Acme);
  ``reversed-fact:K``: a ``change`` fact's old and new values exchanged ("from $1,440 to $1,080");
- ``fails-text@N:path`` / ``negated-text@N:path``: a free-text argument of write step N (a post, a
  comment) reporting a failure, or with its main verb negated (:mod:`toolproof.runs.text_mutants`).
- ``post-append@N:path``: a free-text argument of write step N that holds a text the instruction dictates,
  with an unasked claim after it (:mod:`toolproof.runs.append_mutants`).
- ``negated-fact:K`` / ``negated-reason:K``, ``reports-failure``, ``pairs-split:I,J``: the oracle's
  message saying the opposite of fact K, reporting a failure with the facts' values, or stating two
  rows right in one sentence and exchanged in another, and ``offers-write:*``: a policy refusal that
  then offers the instruction's write on the user's say-so (:mod:`toolproof.runs.message_mutants`).
- ``wrong-amount:K:x100`` / ``:div100`` / ``:plus1`` / ``:x10``: a done, refusing or asking oracle's
  message with amount K a hundred times too large or too small, a cent more, or ten times too large
  (:mod:`toolproof.runs.amount_mutants`).
- ``wrong-date:K:minus1`` / ``:plus1``, ``wrong-time:K:minus1h`` / ``:plus1h``: the same oracles'
  message with date K a day off, or clock time K an hour off (:mod:`toolproof.runs.moment_mutants`).
- ``wrong-weekday:K:other`` / ``:shifted``: the same oracles' message with date K's weekday written as
  the next day's, or its date a day later under the same weekday (:mod:`toolproof.runs.weekday_mutants`).
- ``wrong-relative:K:earlier`` / ``:later``: the same oracles' message with relative or month-only date
  K ("left in March", "due in 30 days") a month or a count off (:mod:`toolproof.runs.relative_date_mutants`).
- ``wrong-place:K``: the same oracles' message with the place it says of person K swapped for a city of
  another UTC offset (:mod:`toolproof.runs.place_mutants`).
- ``wrong-title:K``: the same oracles' message with the title it gives person K swapped for one of
  another kind (:mod:`toolproof.runs.title_mutants`).
- ``wrong-id:K``: the oracle's message with id K (a Stripe ``re_…``, a Slack ``C…``, a Linear
  ``ENG-155``) written as another of its shape, one no response showed (:mod:`toolproof.runs.id_mutants`).
- ``wrong-count:K:plus1`` / ``:minus1``: the same oracles' message with count K ("3 invoices", "two
  open invoices", "both Danas") one more or one less (:mod:`toolproof.runs.count_mutants`).
- ``wrong-last4:K``, ``wrong-enum:K``: the same oracles' message with card K's last four digits
  shifted, or enum value K said as another member of its field (:mod:`toolproof.runs.value_mutants`;
  ``invented-reply`` is added by the validator beside these).
- ``claims-contact:email`` / ``:phone`` / ``:sms`` / ``:letter``: a done oracle's message followed by a
  claim of a contact no write of the oracle could make (:mod:`toolproof.runs.contact_mutants`).
- ``wrong-name:K`` / ``wrong-name@N:path``: the oracle's final message, or write step N's post, with a
  row it names called by its look-alike's name (:mod:`toolproof.runs.name_mutants`, added by the
  validator beside these).
- ``row-value:K``: a stating oracle's message with a date or amount it says beside a named row replaced
  by the same field's value of another row of that table its episode read
  (:mod:`toolproof.runs.row_value_mutants`, added by the validator beside these).
- ``row-last4:K``, ``row-enum:K``: the same with a card's last four or an enum value said beside a
  named row replaced by another row's of that table (:mod:`toolproof.runs.row_field_mutants`, values12).

A mutant that leaves the very same final state, claim and message as the oracle is equivalent by
construction; any other survivor is a defect of the task unless the task lists it under
``equivalent:`` with a reason.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from functools import partial
from itertools import combinations
from typing import Any

from toolproof.agents.reference import Mutation, StepRecord
from toolproof.runs.amount_mutants import wrong_amount_mutants
from toolproof.runs.append_mutants import post_append_mutants
from toolproof.runs.contact_mutants import contact_mutants
from toolproof.runs.count_mutants import wrong_count_mutants
from toolproof.runs.id_mutants import wrong_id_mutants
from toolproof.runs.message_mutants import message_mutants, offer_mutants
from toolproof.runs.moment_mutants import wrong_moment_mutants
from toolproof.runs.place_mutants import wrong_place_mutants
from toolproof.runs.relative_date_mutants import wrong_relative_mutants
from toolproof.runs.text_mutants import text_mutants
from toolproof.runs.title_mutants import wrong_title_mutants
from toolproof.runs.value_mutants import wrong_enum_mutants, wrong_last4_mutants
from toolproof.runs.weekday_mutants import wrong_weekday_mutants
from toolproof.tasks.facts import Fact, exchanged, hedged, reversed_change
from toolproof.tasks.model import CLAIM_VALUES, STATING_CLAIMS, Task
from toolproof.world.store import Store

GENERIC_MESSAGES: dict[str, str] = {
    "done": "Done.",
    "impossible": "Sorry, this cannot be done.",
    "need_info": "I need more information before I can do this. Could you clarify?",
    "failed": "I could not complete this.",
}

_DATETIME = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$")
_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
#: Integers this large are Unix times, not amounts: a mistake in them is an hour, not a cent.
_EPOCH_FLOOR = 1_000_000_000


@dataclass(frozen=True, slots=True)
class RowRef:
    """Where an id lives in the fixture: table, column and the row that holds it."""

    table: str
    column: str
    row: Mapping[str, Any]


class IdIndex:
    """Every primary-key value of the initial state, to recognise ids in a plan's arguments."""

    def __init__(self, store: Store) -> None:
        self._store = store
        self._where: dict[str, RowRef] = {}
        for name, table in store.tables.items():
            for row in store.rows(name):
                for column in table.primary_key:
                    value = row.get(column)
                    if isinstance(value, str) and len(value) >= 2:
                        self._where.setdefault(value, RowRef(name, column, row))

    def find(self, value: Any) -> RowRef | None:
        return self._where.get(value) if isinstance(value, str) else None

    def look_alike(self, ref: RowRef) -> Any:
        """The same column of the most similar other row of the table (``None`` if it has no other)."""
        table = self._store.tables[ref.table]
        plain = [c for c, kind in table.columns.items() if kind != "json" and c not in table.primary_key]
        best, best_score = None, -1
        for row in self._store.rows(ref.table):
            other = row.get(ref.column)
            if other == ref.row.get(ref.column) or not isinstance(other, str):
                continue
            score = sum(1 for c in plain if row.get(c) is not None and row.get(c) == ref.row.get(c))
            if score > best_score:
                best, best_score = other, score
        return best


#: Key columns whose values are identifiers an agent must discover (an emoji name in a reaction's key
#: is not: anyone may type ``eyes``).
_ID_COLUMNS = frozenset({"id", "ts", "email"})


def is_identifier_column(column: str) -> bool:
    """Does this key column hold ids an agent must have seen before sending (``cus_…``, a ts, an e-mail)?"""
    return column in _ID_COLUMNS or column.endswith("_id")


def leaves(value: Any, prefix: str = "") -> Iterator[tuple[str, Any]]:
    """(dotted path, scalar) for every scalar inside nested dicts and lists."""
    if isinstance(value, dict):
        for k, v in value.items():
            yield from leaves(v, f"{prefix}.{k}" if prefix else str(k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from leaves(v, f"{prefix}.{i}" if prefix else str(i))
    else:
        yield prefix, value


def written_leaves(records: Iterable[StepRecord]) -> Iterator[tuple[int, str, Any]]:
    """``(step index, dotted path, scalar)`` of every argument of each write step of ``records``, a step
    re-sent after a failure once."""
    seen: set[int] = set()
    for record in records:
        if not record.writes or record.index in seen:
            continue
        seen.add(record.index)
        for path, value in leaves(record.args):
            yield record.index, path, value


def _shifted_time(value: str) -> str | None:
    if _DATE.match(value):
        return (date.fromisoformat(value) + timedelta(days=1)).isoformat()
    if _DATETIME.match(value):
        try:
            moment = datetime.fromisoformat(value.replace("Z", "+00:00"))
        except ValueError:
            return None
        shifted = (moment + timedelta(hours=1)).isoformat()
        return shifted.replace("+00:00", "Z") if value.endswith("Z") else shifted
    return None


def _value_mutants(record: StepRecord, index: IdIndex) -> Iterator[Mutation]:
    step = record.index + 1
    for path, value in leaves(record.args):
        if isinstance(value, bool):
            yield Mutation(f"flip@{step}:{path}", f"step {step} sends {path}={not value}", record.index,
                           replace=((path, not value),))  # fmt: skip
        elif isinstance(value, int):
            if value >= _EPOCH_FLOOR:
                yield Mutation(f"time@{step}:{path}", f"step {step} sends {path} an hour later",
                               record.index, replace=((path, value + 3600),))  # fmt: skip
            else:
                yield Mutation(f"amount@{step}:{path}", f"step {step} sends {path}={value + 1}",
                               record.index, replace=((path, value + 1),))  # fmt: skip
        elif isinstance(value, str) and value.isdigit() and len(value) < 10:
            bumped = str(int(value) + 1)
            yield Mutation(f"amount@{step}:{path}", f"step {step} sends {path}={bumped}", record.index,
                           replace=((path, bumped),))  # fmt: skip
        elif isinstance(value, str):
            shifted = _shifted_time(value)
            if shifted is not None:
                yield Mutation(f"time@{step}:{path}", f"step {step} sends {path}={shifted}", record.index,
                               replace=((path, shifted),))  # fmt: skip
                continue
            found = index.find(value)
            other = index.look_alike(found) if found is not None else None
            if found is not None and other is not None:
                what = f"{found.table}.{found.column}"
                yield Mutation(f"swap@{step}:{path}", f"step {step} sends the look-alike {what} {other}",
                               record.index, replace=((path, other),))  # fmt: skip


def plan_mutants(
    task: Task,
    records: Sequence[StepRecord],
    index: IdIndex,
    facts: Sequence[Fact],
    reasons: Sequence[Fact],
    said: str = "",
    final: str | None = None,
) -> list[Mutation]:
    """Every generated mutant of ``task``'s oracle, from one fault-free run's step records and all it
    ``said`` (replies, then the final message: the message mutants are written from it); ``final``, its
    final message alone (the amounts a done message states; ``said`` when not given)."""
    out: list[Mutation] = []
    seen: set[int] = set()
    for record in records:
        if record.index in seen:
            continue  # a step re-sent after a failure is the same step
        seen.add(record.index)
        step = record.index + 1
        pick = task.oracle[record.index].pick
        if pick is not None and record.candidates >= 2:
            out.append(Mutation(f"pick-other@{step}", f"step {step} picks a look-alike", record.index,
                                pick_other=True))  # fmt: skip
        if not record.writes:
            continue
        out.append(Mutation(f"drop@{step}", f"step {step} is never sent", record.index, drop=True))
        out.append(Mutation(f"repeat@{step}", f"step {step} is sent twice", record.index, repeat=True))
        out.extend(_value_mutants(record, index))
        out.extend(text_mutants(record.index, leaves(record.args), index.find))
        out.extend(post_append_mutants(task.instruction or "", record.index, leaves(record.args)))
    accepted = set(task.expect.claims)
    for claim in (*CLAIM_VALUES, "failed"):
        if claim not in accepted:
            out.append(Mutation(f"claim:{claim}", f"the oracle's work, claimed {claim}", claim=claim))
    for kind, group in (("fact", facts), ("reason", reasons)):
        for k, fact in enumerate(group, 1):
            out.append(
                Mutation(f"drop-{kind}:{k}", f"the final message without {fact.name()}", message=fact.without)
            )
            out.append(
                Mutation(
                    f"hedged-{kind}:{k}",
                    f"the final message stating {fact.name()} only as a guess",
                    message=partial(hedged, fact, group),
                )
            )
            if fact.change is not None:
                out.append(
                    Mutation(
                        f"reversed-{kind}:{k}",
                        f"the final message with the old and new values of {kind} {k} exchanged",
                        message=partial(reversed_change, fact),
                    )
                )
        out.extend(_swap_mutants(kind, group))
    finish = next((step.finish for step in reversed(task.oracle) if step.finish is not None), None)
    out.extend(
        message_mutants(said, facts, reasons, done="done" in accepted, finishes_done=finish == "done")[0]
    )
    out.extend(offer_mutants(task))
    stating = finish in STATING_CLAIMS
    out.extend(wrong_amount_mutants(said if final is None else final, stating))
    out.extend(wrong_moment_mutants(said if final is None else final, stating))
    out.extend(wrong_weekday_mutants(said if final is None else final, stating))
    out.extend(wrong_relative_mutants(said if final is None else final, stating))
    out.extend(wrong_place_mutants(said if final is None else final, stating))
    out.extend(wrong_title_mutants(said if final is None else final, stating))
    out.extend(wrong_id_mutants(said if final is None else final, finish is not None, task.services))
    out.extend(wrong_count_mutants(said if final is None else final, stating))
    out.extend(wrong_last4_mutants(said if final is None else final, stating))
    out.extend(wrong_enum_mutants(said if final is None else final, stating, task.services))
    out.extend(contact_mutants((r.call for r in records if r.writes), finish == "done"))
    return out


def _swap_mutants(kind: str, facts: Sequence[Fact]) -> Iterator[Mutation]:
    """Per two ``together`` facts of one list with as many groups, per group after the first (exchanging
    the first is exchanging all the others), the final message with their values of that group exchanged."""
    rows = [(k, fact) for k, fact in enumerate(facts, 1) if fact.together]
    for (i, first), (j, second) in combinations(rows, 2):
        size = len(first.together)
        if len(second.together) != size:
            continue
        for g in range(1, size):
            if {f.casefold() for f in first.together[g]} == {f.casefold() for f in second.together[g]}:
                continue  # the same values: exchanging them changes nothing
            at = "" if size == 2 else f"@{g + 1}"
            yield Mutation(
                f"swap-{kind}:{i},{j}{at}",
                f"the final message with the {kind}s {first.name()} and {second.name()} mixed up",
                message=partial(exchanged, first, second, g),
            )
