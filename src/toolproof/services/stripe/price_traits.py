"""(traits45) A price's tax behaviour said of the price or its product: "The new price is tax-exclusive
like the old one" of a price made with none set (resample40c's stripe.raise-yearly-price), "Team includes
tax in the price" of a product whose prices are tax-exclusive (talk-stripe.legacy-plan-discontinued,
switch-plan-hidden-intent), each held only by its task's label.

A price's ``tax_behavior`` is ``exclusive``, ``inclusive`` or ``unspecified`` (none set: Stripe then
taxes by the account's default, and the price itself says neither). Prices are no named rows (a product is
named, a price only by its id), so the trait is read of the products the clause names through their
prices, of a price an id names, or (``sole``) of the products the message names; "the new price" is the
price the episode made (``start_traits``: a clause saying "the new …" of an ``either`` + ``sole`` trait
is read of the rows the episode added). A value any of the rows holds agrees; a denial is not read.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from toolproof.service.stated import StartRows, StartTrait, none_denied

_PRICES = "stripe_prices"


def _said(m: re.Match[str]) -> str | None:
    if none_denied(m):
        return None
    value = next((g for g in m.groupdict().values() if g), "").casefold()
    return "inclusive" if value.startswith(("inclu", "tax-inclu", "tax inclu")) else "exclusive"


def _behaviour(price: Mapping[str, Any]) -> str:
    value = price.get("tax_behavior")
    return value if value in ("exclusive", "inclusive") else "unspecified"


def _held(row: Mapping[str, Any], start: StartRows) -> frozenset[str]:
    """A price's own tax behaviour; a product's, each of its prices' (none: not read)."""
    if "unit_amount" in row:
        return frozenset({_behaviour(row)})
    return frozenset(_behaviour(p) for p in start.where(_PRICES, "product", row.get("id")))


#: "tax-exclusive", "tax-inclusive", "exclusive / inclusive of tax", "includes / excludes tax in the price",
#: "the price includes tax", "its tax behaviour is exclusive".
TAX_BEHAVIOUR = StartTrait(
    "price tax behaviour",
    ("stripe_products", _PRICES),
    re.compile(
        r"\b(?P<v>tax[- ](?:exclusive|inclusive))\b"
        r"|\b(?P<v2>exclusive|inclusive)\s+of\s+(?:sales\s+)?tax(?:es)?\b"
        r"|\b(?P<v3>includes?|excludes?|including|excluding)\s+(?:the\s+)?(?:sales\s+)?tax(?:es)?\s+in\s+"
        r"(?:the|its|their|your)\s+prices?\b"
        r"|\bprices?\s+(?P<v4>includes?|excludes?)\s+(?:sales\s+)?tax(?:es)?\b"
        r"|\btax\s+behaviou?r\s+(?:is|was|:)\s*(?:set\s+to\s+)?[\"'\u201c]?(?P<v5>exclusive|inclusive)\b",
        re.IGNORECASE,
    ),
    _said,
    held_at=_held,
    either=True,
    sole=True,
)
