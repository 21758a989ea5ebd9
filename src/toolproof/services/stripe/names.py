"""What its rows are called: the look-alike-name check and mutants read it (`toolproof.service.names`)."""

from __future__ import annotations

from toolproof.service.names import Named

NAMES = (
    Named("stripe_customers", ("name",)),
    Named("stripe_products", ("name",)),
    Named("stripe_coupons", ("name",)),
)
