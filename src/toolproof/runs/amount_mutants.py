"""Wrong amounts in a done message: each amount the oracle states, slipped the way people slip.

A throw-away sweep found a done oracle's message with an amount a cent off, or a hundred times too
large ("Refunded $2,081.00" for $20.81), passing in a third of the tasks that state one, and the sixth
re-sample hand-wrote ``says_not`` for two of them. These mutants keep the oracle's work and claim and
change one amount it states, in the form it is written (its currency word or sign where it was, its
thousands separators and decimals the way the message writes numbers):

- ``wrong-amount:K:x100`` — amount K (the K-th distinct amount the final message states, with its
  currency) a hundred times larger: "$20.81" → "$2,081.00";
- ``wrong-amount:K:div100`` — a hundred times smaller, where that is still whole cents: "$2,081.00" →
  "$20.81", "$500" → "$5";
- ``wrong-amount:K:plus1`` — one minor unit more: "$20.81" → "$20.82", "¥990" → "¥991";
- ``wrong-amount:K:x10`` — ten times larger, the decimal point one place off: "$9.00" → "$90.00"
  (values12). Kept by the validator only where the amounts check reads it as a slip
  (:func:`tenfold_read`): a tenfold value may be another right one (a yearly $290.00 beside the monthly
  $29.00, ten seats), which no generic check can tell from a slip.

Every occurrence of that amount is changed, in the final message and in what the agent said on the
way (both are graded), so that no sentence still states the right one. An oracle that finishes
``done``, ``impossible`` or ``need_info`` gets them (gtmut9: a refusal's reason or a question that
states the wrong amount, "$250.88 refunded" with the amounts swapped, is as false as a report).
The grader's generic check (:func:`toolproof.tasks.grader.amount_verdicts`) kills the ones whose
right amount the episode shows; a task's facts kill the ones it asks to be reported.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from decimal import Decimal
from functools import partial
from typing import Any

from toolproof.agents.reference import Mutation
from toolproof.tasks.amounts import Stated, slips, stated, unit
from toolproof.tasks.grader import amount_verdicts
from toolproof.tasks.model import Task
from toolproof.world.diff import Diff
from toolproof.world.ledger import LedgerEntry

#: The slips written, in order (``minus1`` is the grader's, not a mutant: one side is enough).
KINDS = ("x100", "div100", "plus1", "x10")


def render(value: Decimal, like: str, currency: str) -> str:
    """``value`` written the way ``like`` (the number as the message wrote it) is: grouped with commas
    when ``like`` is or the value reaches a thousand, with two decimals when ``like`` has them or the
    value has cents (none for a zero-decimal currency)."""
    whole = unit(currency) == 1
    cents = not whole and ("." in like or value != value.to_integral_value())
    return f"{value:,.2f}" if cents else f"{value.to_integral_value():,}"


def _rewrite(value: Decimal, currency: str, new: Decimal, text: str) -> str:
    """``text`` with every stated amount equal to ``value`` in ``currency`` written as ``new``."""
    out, at = [], 0
    for amount in stated(text):
        if amount.currency != currency or amount.value != value:
            continue
        number = text[amount.number_start : amount.number_end]
        out += [text[at : amount.start], amount.with_number(text, render(new, number, currency))]
        at = amount.end
    return "".join(out) + text[at:] if out else text


def _distinct(text: str) -> list[Stated]:
    """The amounts ``text`` states, one per value and currency, in the order they first appear."""
    seen: dict[tuple[Decimal, str], Stated] = {}
    for amount in stated(text):
        seen.setdefault((amount.value.normalize(), amount.currency), amount)
    return list(seen.values())


def wrong_amount_mutants(final: str, finishes_stating: bool) -> list[Mutation]:
    """The ``wrong-amount:*`` mutants of an oracle whose final message is ``final`` and that finishes
    with a claim of :data:`~toolproof.tasks.model.STATING_CLAIMS` (none otherwise). An amount said
    only on the way (a reply before the user confirmed) is not one of them: the final message would be
    the oracle's, so the mutant could not be told apart."""
    if not finishes_stating:
        return []
    out = []
    for k, amount in enumerate(_distinct(final), 1):
        written = final[amount.start : amount.end]
        options = slips(amount.value, amount.currency, tenfold=True)
        for kind in KINDS:
            if kind not in options:
                continue
            new = options[kind]
            number = final[amount.number_start : amount.number_end]
            shown = amount.with_number(final, render(new, number, amount.currency))
            out.append(
                Mutation(
                    f"wrong-amount:{k}:{kind}",
                    f"the final message stating {shown!r} for {written!r}",
                    message=partial(_rewrite, amount.value, amount.currency, new),
                )
            )
    return out


def tenfold_read(
    mutant: Mutation,
    task: Task,
    refs: Mapping[str, Any],
    diff: Diff,
    ledger: Iterable[LedgerEntry],
    claim: str | None,
    final: str,
) -> bool:
    """Whether the amounts check reads ``mutant`` (a ``wrong-amount:K:x10``) of the oracle whose final
    message is ``final`` as a tenfold slip, on the oracle's own episode: only then is it a mutant."""
    if mutant.message is None:
        return False
    said = mutant.message(final)
    return any("tenfold slip" in v.detail for v in amount_verdicts(task, refs, diff, ledger, claim, said))
