"""(ids18) An id the final message names that the episode never showed: "refund re_5MDs… issued" where
``re_5MDs…`` is another customer's refund, or no refund at all (resample18c, Juniper's refund id).

A reader pastes an id into the dashboard and acts on what it opens; an agent that invents one, or copies
a row's id it never read, makes a false claim no value check sees (an id is no amount, date or name).
Each service's dialect declares the shapes of its ids (``Dialect.id_shapes``,
:mod:`toolproof.service.id_shapes`: Stripe's ``cus_…``/``re_…``, Slack's ``C…``/``U…``, Linear's
``ENG-155``). Every id of a declared shape in the message must occur, as a whole token, in something the
agent saw: the instruction, the policy, the user's turns and facts, a response it received, or the
arguments of a call that succeeded (what it sent, it had). An id inside a URL is an id
(``…/refunds/re_…``).

Whole token: the id's own characters do not run on (``re_ABC`` is not shown by ``re_ABCD``); a keyed
shape (Linear's) reads an id only when the episode showed an id of that shape with that key, so a code
that merely looks like one ("UTF-8", "ISO-8601") is never read as an issue.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from toolproof.service import registry
from toolproof.service.id_shapes import IdShape

#: An id's edges: no letter, digit or underscore runs on before it, no letter or digit after it (a
#: Stripe client secret ``pi_…_secret_…`` still names its PaymentIntent), nor a hyphen and a digit (an
#: invoice number's ``INV-2026-424`` is one code).
_BEFORE = r"(?<![A-Za-z0-9_])"
_AFTER = r"(?![A-Za-z0-9]|-[0-9])"


@dataclass(frozen=True, slots=True)
class UnshownId:
    """An id the message names that nothing the agent saw shows: the id and what it would name."""

    id: str
    noun: str

    def describe(self) -> str:
        return f"{self.id} (a {self.noun} id) that no response, instruction or call of the episode showed"


@lru_cache(maxsize=64)
def declared(services: tuple[str, ...]) -> tuple[IdShape, ...]:
    """The id shapes the dialects of ``services`` declare; unknown services declare none."""
    return tuple(shape for service in registry.known(services) for shape in service.dialect.id_shapes)


@lru_cache(maxsize=256)
def _compiled(shape: IdShape) -> re.Pattern[str]:
    return re.compile(_BEFORE + f"(?:{shape.pattern})" + _AFTER)


def named(text: str, shapes: Sequence[IdShape]) -> list[tuple[str, IdShape, str | None]]:
    """The ids of ``shapes`` in ``text``, each once, in order: the id, its shape, its key (keyed
    shapes)."""
    found: dict[str, tuple[str, IdShape, str | None]] = {}
    hits: list[tuple[int, str, IdShape, str | None]] = []
    for shape in shapes:
        for m in _compiled(shape).finditer(text):
            key = m.group("key") if shape.keyed else None
            hits.append((m.start(), m.group(0), shape, key))
    for _at, said, shape, key in sorted(hits, key=lambda h: h[0]):
        found.setdefault(said, (said, shape, key))
    return list(found.values())


def _text_of(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    if isinstance(value, bytes | bytearray):
        return bytes(value).decode("utf-8", "replace")
    return json.dumps(value, ensure_ascii=False, default=str)


def unshown(message: str, services: tuple[str, ...], seen: Iterable[Any]) -> list[UnshownId]:
    """The ids of the services' shapes ``message`` names that no item of ``seen`` (texts, response
    bodies, call arguments) shows as a whole token. ``seen`` is read only when the message names one."""
    shapes = declared(services)
    if not shapes or not message:
        return []
    said = named(message, shapes)
    if not said:
        return []
    haystack = "\n".join(_text_of(item) for item in seen)
    there = named(haystack, shapes)
    shown = {token for token, _shape, _key in there}
    keys = {(shape, key) for _token, shape, key in there if shape.keyed}
    out = []
    for token, shape, key in said:
        if token in shown or (shape.keyed and (shape, key) not in keys):
            continue
        out.append(UnshownId(token, shape.noun))
    return out
