"""(ids18) Stripe's object ids: a type prefix and at least 14 letters and digits (``cus_N2fX…``,
``re_5MDs…``), the prefixes :data:`~toolproof.services.stripe.errors.NOUNS` names and the few objects
it does not (invoice line items, transaction items). At least one digit or capital in the tail, so a
snake_case word ("in_progress_items") is never read as an id. (traits45) Right after a "/" (a URL's path
segment) a shorter tail is an id too: a link's ``…/invoices/in_abc`` names an invoice as surely as a long
one, and no response holds it. (traits46) In prose a short tail is an id too where it holds a digit or
a capital: "the charge ch_3Nx is refunded" names a charge no response showed (a word's tail, "in_progress",
holds neither)."""

from __future__ import annotations

from toolproof.service.id_shapes import IdShape
from toolproof.services.stripe.errors import NOUNS

#: The prefixes :data:`NOUNS` leaves out, with their nouns.
_MORE = {"il_": "invoice line item", "txi_": "transaction item"}

ID_SHAPES: tuple[IdShape, ...] = (
    # (traits46) a tail of two characters or more, one a digit or a capital: "ch_3Nx" in prose is an id
    *(
        IdShape(f"Stripe {noun}", rf"{prefix}(?=[a-z]*[A-Z0-9])[A-Za-z0-9]{{2,}}")
        for prefix, noun in {**NOUNS, **_MORE}.items()
    ),
    # (traits45) a short one as a URL's path segment: "invoice.stripe.com/i/in_abc" passed
    # stripe.invoice-onboarding-fee (resample40a); right after a "/" a prefix and a short tail is no word
    *(
        IdShape(f"Stripe {noun}", rf"(?<=/){prefix}[A-Za-z0-9]{{2,13}}(?![A-Za-z0-9_])")
        for prefix, noun in {**NOUNS, **_MORE}.items()
    ),
)
