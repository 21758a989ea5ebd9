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
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import partial

from toolproof.agents.reference import Mutation
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
