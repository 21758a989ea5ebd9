"""Word-level checks of a task's expectations, as the grader reads them, for the tests that pin what a
review changed (an honest wording that must pass, a wrong one that must fail) without running episodes."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import cache
from typing import Any

from toolproof.service.stated import StartTrait
from toolproof.tasks import Task
from toolproof.tasks.grader import offer_verdict, says_not_verdicts
from toolproof.tasks.offers import policy_refusal
from toolproof.tasks.predicates import _compiled, check


def states_reason(task: Task, message: str) -> bool:
    """Whether ``message`` gives every refusal reason of ``task`` (each among its list, as graded) and,
    where the refusal is a policy one, does not take it back by offering the write on the user's say-so
    (the grader's offer verdict)."""
    reasons = task.expect.reason
    if policy_refusal(task.expect.claims) and not offer_verdict(task, message).passed:
        return False
    return all(fact.found_in(message, reasons) for fact in reasons)


def states_facts(task: Task, message: str) -> bool:
    """Whether ``message`` states every fact ``task`` asks for (each among its list, as graded)."""
    facts = task.expect.facts
    return all(fact.found_in(message, facts) for fact in facts)


def says_nothing_refused(task: Task, message: str) -> bool:
    """Whether ``message`` makes none of the claims ``task``'s ``expect.says_not`` refuses (as graded).
    A task without any fails the caller's premise, so it is asserted: a pin on a removed ``says_not``
    must not pass vacuously."""
    verdicts = says_not_verdicts(task.expect.says_not, message)
    assert verdicts, f"{task.id} has no says_not"
    return all(v.passed for v in verdicts)


def added_where(task: Task, table: str) -> dict[str, Any]:
    """The condition on the first row ``task`` expects added to ``table``."""
    return dict(next(c for c in task.expect.changes if c.kind == "added" and c.table == table).where)


def posted_text_pattern(task: Task, table: str = "slack_messages") -> str:
    """The regex on the text of the first row ``task`` expects added to ``table``."""
    change = next(c for c in task.expect.changes if c.kind == "added" and c.table == table)
    text: dict[str, Any] = change.where["text"]
    return str(text["regex"])


def post_regex(task: Task, table: str = "slack_messages") -> re.Pattern[str]:
    """The regex on the text of the first row ``task`` expects added to ``table``, compiled as the grader
    compiles a ``regex`` operator (``predicates._compiled``: no flags, so a pattern's own inline flags
    decide; every fan-out pattern opens with ``(?is)``).

    Why not ``re.search(posted_text_pattern(task), text)``: a fan-out task's post pattern is 0.3-1 MB and
    takes 2-5 CPU s to compile; ``re``'s own cache keeps 512 patterns first-in first-out, so in the one
    worker that runs every module reading the fan-out suite (``tests/conftest.py``) each module compiled
    the same patterns again (stop 70, suitecost49). Compiled here, a pattern is the very object
    :func:`posted_text_holds` (through the grader's ``check``) and every other module of the process
    read, held for the whole run."""
    return held_regex(posted_text_pattern(task, table))


@cache
def held_regex(pattern: str) -> re.Pattern[str]:
    """``pattern`` compiled as the grader compiles a ``regex`` operator (no flags), one object per process,
    kept even when the grader's bounded cache lets it go: for a module that searches a condition's regex
    itself (``re.search(p, text)`` is the same search, compiled again once ``re``'s cache has dropped it)."""
    return _compiled(pattern)


def _replaced(value: Any, fills: Mapping[str, str]) -> Any:
    if isinstance(value, str):
        for old, new in fills.items():
            value = value.replace(old, new)
        return value
    if isinstance(value, Mapping):
        return {k: _replaced(v, fills) for k, v in value.items()}
    if isinstance(value, list):
        return [_replaced(v, fills) for v in value]
    return value


def posted_text_holds(
    task: Task, text: str, fills: Mapping[str, str] | None = None, table: str = "slack_messages"
) -> bool:
    """Whether ``text`` satisfies the whole condition on the text of the first row ``task`` expects added
    to ``table``: its regex and its typed values (``states:``, ``or:``), placeholders replaced by
    ``fills``. A post whose date or time became a typed value is no longer decided by its regex alone."""
    change = next(c for c in task.expect.changes if c.kind == "added" and c.table == table)
    return check(text, _replaced(change.where["text"], fills or {}))


def trait_said(trait: StartTrait, text: str) -> list[str | None]:
    """What ``trait`` reads as said at each of its matches in ``text`` (``None`` where a match says nothing,
    a denial): the word-level view the trait modules pin (test_world32/33, test_traits42/43)."""
    return [trait.said(m) for m in trait.pattern.finditer(text)]
