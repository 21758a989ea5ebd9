"""(ids18) An id the episode never showed: the oracle's final message with an id it names replaced by
another of the same shape.

The shown-ids check (:mod:`toolproof.tasks.shown_ids`) refuses an id of a declared shape (Stripe's
``re_…``, Slack's ``C…``, Linear's ``ENG-155``) that nothing the agent saw shows. For every distinct id
the final message names:

- ``wrong-id:K`` — id K with its last four characters each moved one along in their own class (a digit
  to the next digit, a letter to the next letter of its case, ``9``→``0``, ``z``→``a``), so it keeps its
  shape ("re_…lT1" → "re_…mU2"); a keyed id (Linear's, numbered in sequence) with a 7 after its number
  ("SUP-81" → "SUP-817": a neighbour's number is likely one a listing showed): an id of that kind the
  episode did not show, as an invented or mistyped one is.

Every occurrence of that id changes, in the final message and in what the agent said on the way. An
oracle that names no id gets none. A survivor means a report that names an id no one showed passes (or
the episode happened to show the shifted id too).

(claims19) The same inside a text the oracle *posted* (a Slack message, a comment: an argument at a
column the task's services declare as their writer's words):

- ``wrong-id@N:path:K`` — step N's post with its K-th distinct id shifted as above; the posted-ids
  check (:func:`toolproof.tasks.shown_ids.false_post_ids`) refuses it, whatever the post's pin says.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from functools import partial
from typing import Any

from toolproof.agents.reference import Mutation, StepRecord
from toolproof.tasks.claimed_effects import word_columns
from toolproof.tasks.shown_ids import declared, named


def _next(c: str) -> str:
    for first, size in (("0", 10), ("a", 26), ("A", 26)):
        if first <= c < chr(ord(first) + size):
            return chr(ord(first) + (ord(c) - ord(first) + 1) % size)
    return c


def shifted(token: str, keyed: bool = False) -> str:
    """``token`` with its last four characters each moved one along in their class; a keyed id (numbered
    in sequence within its key: a neighbour's number is likely one a listing showed) with a 7 after its
    number instead, past any number the key has reached ("SUP-81" → "SUP-817")."""
    if keyed:
        return token + "7"
    return token[:-4] + "".join(_next(c) for c in token[-4:])


def rewrite(token: str, other: str, text: str) -> str:
    """``text`` with every whole-token occurrence of the id ``token`` written as ``other``."""
    return re.sub(r"(?<![A-Za-z0-9_])" + re.escape(token) + r"(?![A-Za-z0-9])", other, text)


def wrong_id_mutants(final: str, finishes: bool, services: Iterable[str]) -> list[Mutation]:
    """The ``wrong-id:*`` mutants of an oracle whose final message is ``final`` and that finishes with a
    claim (``finishes``; none otherwise)."""
    shapes = declared(tuple(services))
    if not finishes or not shapes:
        return []
    out = []
    for k, (token, shape, _key) in enumerate(named(final, shapes), 1):
        other = shifted(token, shape.keyed)
        if other == token or rewrite(token, other, final) == final:
            continue
        out.append(
            Mutation(
                f"wrong-id:{k}",
                f"the final message naming the {shape.noun} id {other} for {token}",
                message=partial(rewrite, token, other),
            )
        )
    return out


def wrong_post_id_mutants(services: Iterable[str], records: Iterable[StepRecord]) -> list[Mutation]:
    """(claims19) The ``wrong-id@N:path:K`` mutants of the oracle's write steps ``records``: each distinct
    id of a declared shape in a text sent at a word column, shifted (:func:`shifted`) in that argument
    (inside a dictated quote too: the shifted id is then the instruction's nowhere)."""
    services = tuple(services)
    shapes = declared(services)
    if not shapes:
        return []
    words = {column for _, column in word_columns(services)}
    out: list[Mutation] = []
    seen: set[int] = set()
    for record in records:
        if not record.writes or record.index in seen:
            continue
        seen.add(record.index)
        step = record.index + 1
        for path, value in _texts(record.args):
            if path.rsplit(".", 1)[-1] not in words or not isinstance(value, str):
                continue
            for k, (token, shape, _key) in enumerate(named(value, shapes), 1):
                other = shifted(token, shape.keyed)
                now = rewrite(token, other, value)
                if other == token or now == value:
                    continue
                said = f"step {step}'s post naming the {shape.noun} id {other} for {token}"
                out.append(
                    Mutation(f"wrong-id@{step}:{path}:{k}", said, record.index, replace=((path, now),))
                )
    return out


def _texts(value: Any, prefix: str = "") -> Iterator[tuple[str, Any]]:
    """(dotted path, scalar) of every scalar of ``value`` (:func:`toolproof.runs.mutants.leaves`, which
    imports this module)."""
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _texts(v, f"{prefix}.{k}" if prefix else str(k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _texts(v, f"{prefix}.{i}" if prefix else str(i))
    else:
        yield prefix, value
