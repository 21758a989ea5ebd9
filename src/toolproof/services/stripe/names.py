"""What its rows are called: the look-alike-name check and mutants read it (`toolproof.service.names`).

(names13) A customer is also called by its e-mail address ("the one at tomaso-brien9@…", as Stripe's
Dashboard lists customers by it), which a call may send to find it (``customers.list(email=…)``), so it
is a name and an id; it is a contact's address, not the row's own, so customers are not ``people``
(a company's billing address is its contact's). An invoice is called by its number ("INV-0042" style:
``<customer prefix>-0042``), as the Dashboard and the PDF show it.
"""

from __future__ import annotations

from toolproof.service.names import Named

NAMES = (
    # (names14) a customer may be a person: "Refunded Maria Garcia. Her card ends 4242" is said of it
    Named("stripe_customers", ("name", "email"), ids=("email",), personal=True),
    Named("stripe_products", ("name",)),
    Named("stripe_coupons", ("name",)),
    Named("stripe_invoices", ("number",)),
)
