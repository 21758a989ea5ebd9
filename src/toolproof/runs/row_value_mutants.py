"""A named row given another row's value: the oracle's report with a look-alike's date or amount.

The tenth re-sample found reports that give the row they name the value of another row of its table
that the episode read on the way ("Your Team subscription will end on November 27": the namesake's
Starter subscription's end; docs/reviews/resample10b.md). The moments and amounts checks pass them: a
response grounds the value. These mutants prove the row-bound check (:mod:`toolproof.tasks.row_values`)
on every oracle whose final message names a row and states a value of it:

- ``row-value:K`` — the K-th such value (a date or an amount, in order, at most :data:`MAX_PER_TEXT`)
  replaced, wherever the message states it, by the same field's value of another row of the named
  row's table, taken from what the oracle's own episode received (the field that grounds the value in
  the data about the named row: ``current_period_end``, ``amount``, ``start.dateTime``).

A value whose field no other row of the table shows in the episode gets no mutant; nor does another
row's day that is the world's today (every write's stamp grounds it: "added on 2 November" is true of
the write), or one that a date written without its year would read in another year. A survivor means
a report that gives a row another row's value passes.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Iterator, Sequence
from decimal import Decimal
from functools import partial
from typing import Any

from toolproof.agents.reference import Mutation
from toolproof.runs.moment_mutants import shift_date
from toolproof.tasks import amounts, moments
from toolproof.tasks.moments import nearest_year
from toolproof.tasks.names import NameIndex
from toolproof.tasks.row_values import Episode, acted_ids, bound_clauses, narrowed, split
from toolproof.tasks.values import world_today

#: At most this many values of one message are swapped, one mutant each.
MAX_PER_TEXT = 3


def _leaves(value: Any, key: str = "", currency: str | None = None) -> Iterator[tuple[str, Any, str | None]]:
    """Every leaf of ``value`` with the key it stands under and the currency beside it."""
    if isinstance(value, dict):
        code = value.get("currency")
        here = code.casefold() if isinstance(code, str) and len(code) == 3 else currency
        for k, item in value.items():
            yield from _leaves(item, str(k), here)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from _leaves(item, key, currency)
    else:
        yield key, value, currency


def leaf_date(value: Any) -> dt.date | None:
    """The UTC day a leaf names: a Unix timestamp, an ISO date or date-time."""
    if isinstance(value, int) and not isinstance(value, bool) and 1_000_000_000 <= value <= 4_000_000_000:
        return dt.datetime.fromtimestamp(value, dt.UTC).date()
    if isinstance(value, str) and len(value) >= 10 and value[:4].isdigit():
        try:
            return dt.date.fromisoformat(value[:10])
        except ValueError:
            return None
    return None


def leaf_amount(value: Any, currency: str | None) -> Decimal | None:
    """The amount a leaf names: an integer beside a currency in its minor units, a decimal as is."""
    if isinstance(value, bool) or currency is None:
        return None
    if isinstance(value, int):
        return Decimal(value) * amounts.unit(currency)
    if isinstance(value, float):
        return Decimal(str(value))
    return None


def _other(
    value: Any, read: Callable[[Any, str | None], Any], own: Sequence[Any], others: Sequence[Any]
) -> Any:
    """The first value another row's data holds under a key that holds ``value`` in the named rows'
    data, each leaf read by ``read`` (a day, an amount), with that key; ``None`` when there is none."""
    keys = [k for part in own for k, v, c in _leaves(part) if k and read(v, c) == value]
    for key in dict.fromkeys(keys):
        for part in others:
            for k, v, c in _leaves(part):
                other = read(v, c) if k == key else None
                if other is not None and other != value and (not isinstance(other, Decimal) or other > 0):
                    return other, key
    return None


def _date_of(value: Any, _currency: str | None) -> dt.date | None:
    return leaf_date(value)


def written(value: Decimal, was: str) -> str:
    """``value`` written as the number ``was`` is: with cents where it had them, grouped where it was."""
    cents = "." in was or value != value.to_integral_value()
    text = f"{value:,.2f}" if cents else f"{int(value):,}"
    return text if "," in was else text.replace(",", "")


def swap_amount(value: Decimal, new: Decimal, text: str) -> str:
    """``text`` with every amount it states that is ``value`` stating ``new`` instead."""
    out, at = [], 0
    for said in amounts.stated(text):
        if said.value != value:
            continue
        number = text[said.number_start : said.number_end]
        out += [text[at : said.start], said.with_number(text, written(new, number))]
        at = said.end
    return "".join(out) + text[at:] if out else text


def row_value_mutants(index: NameIndex, message: str, episode: Episode, done: bool) -> list[Mutation]:
    """The ``row-value:*`` mutants of an oracle whose final message is ``message`` and whose episode
    (:func:`toolproof.tasks.row_values.episode_of`) is ``episode``; ``done``: it claims done."""
    out: list[Mutation] = []
    seen: set[Any] = set()
    acted = acted_ids(episode) if done else frozenset()
    for clause in bound_clauses(message, index):
        rows = narrowed(clause.rows, clause.text, acted) if acted else clause.rows
        parts = split(rows, index, episode)
        if not parts.others:
            continue
        own = [*parts.own_rows, *parts.own_bodies]
        found: list[tuple[Any, str, Any, Callable[[str], str]]] = []
        for d in moments.dates(clause.text):
            got = None if d.day in seen else _other(d.day, _date_of, own, parts.others)
            if got is None or got[0] == world_today():
                continue  # the world's today: every write's stamp grounds it ("added on 2 November")
            if not d.has_year and nearest_year(got[0].month, got[0].day) != got[0]:
                continue  # written without its year, the other day would read as another year's
            shift: Callable[[str], str] = partial(shift_date, d.day, (got[0] - d.day).days)
            found.append((d.day, clause.text[d.start : d.end], got, shift))
        for a in amounts.stated(clause.text):
            got = None if a.value in seen else _other(a.value, leaf_amount, own, parts.others)
            if got is not None:
                found.append(
                    (a.value, clause.text[a.start : a.end], got, partial(swap_amount, a.value, got[0]))
                )
        for value, said, (other, key), rewrite in found:
            if len(out) < MAX_PER_TEXT and value not in seen:
                seen.add(value)
                shown = other.isoformat() if isinstance(other, dt.date) else other
                description = f"the final message giving {said!r} another row's {key} ({shown})"
                out.append(Mutation(f"row-value:{len(out) + 1}", description, message=rewrite))
    return out
