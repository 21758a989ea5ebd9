"""(ids18) Stripe's object ids: a type prefix and at least 14 letters and digits (``cus_N2fX…``,
``re_5MDs…``), the prefixes :data:`~toolproof.services.stripe.errors.NOUNS` names and the few objects
it does not (invoice line items, transaction items). At least one digit or capital in the tail, so a
snake_case word ("in_progress_items") is never read as an id."""

from __future__ import annotations

from toolproof.service.id_shapes import IdShape
from toolproof.services.stripe.errors import NOUNS

#: The prefixes :data:`NOUNS` leaves out, with their nouns.
_MORE = {"il_": "invoice line item", "txi_": "transaction item"}

ID_SHAPES: tuple[IdShape, ...] = tuple(
    IdShape(f"Stripe {noun}", rf"{prefix}(?=[a-z]*[A-Z0-9])[A-Za-z0-9]{{14,}}")
    for prefix, noun in {**NOUNS, **_MORE}.items()
)
