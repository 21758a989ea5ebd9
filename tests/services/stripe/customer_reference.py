"""Stripe's customer object by definition: every JSON column through ``jload``, keys in the API's order.

The reference the fast renderers are held to (test_fast_paths: the inline answers for NULL, ``{}`` and
``[]``; test_shapes: the renderer compiled per object type); one copy, so both tests hold the same thing.
"""

from __future__ import annotations

from typing import Any

from toolproof.services.stripe.common import jload
from toolproof.services.stripe.operations import discounts


def render_by_definition(ctx: Any, row: Any) -> Any:
    """The customer rendering as written before the JSON columns' common values were answered inline:
    every JSON column through ``jload``."""
    if row["deleted"]:
        return {"id": row["id"], "object": "customer", "deleted": True}
    settings = jload(row["invoice_settings"], {})
    return {
        "id": row["id"],
        "object": "customer",
        "address": jload(row["address"]),
        "balance": row["balance"],
        "created": row["created"],
        "currency": row["currency"],
        "default_source": row["default_source"],
        "delinquent": bool(row["delinquent"]),
        "description": row["description"],
        "discount": discounts.discount_object(ctx, row["discount"]),
        "email": row["email"],
        "invoice_prefix": row["invoice_prefix"],
        "invoice_settings": {
            "custom_fields": settings.get("custom_fields"),
            "default_payment_method": row["default_payment_method"],
            "footer": settings.get("footer"),
            "rendering_options": settings.get("rendering_options"),
        },
        "livemode": False,
        "metadata": jload(row["metadata"], {}),
        "name": row["name"],
        "next_invoice_sequence": row["next_invoice_sequence"],
        "phone": row["phone"],
        "preferred_locales": jload(row["preferred_locales"], []),
        "shipping": jload(row["shipping"]),
        "tax_exempt": row["tax_exempt"],
        "test_clock": None,
    }
