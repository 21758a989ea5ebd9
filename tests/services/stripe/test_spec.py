"""Every object the default fixture serves, page by page, validates against Stripe's OpenAPI spec."""

from __future__ import annotations

import pytest

from tests.services.stripe.spec import spec
from toolproof.world import World

LISTS = [
    ("stripe.customers.list", "/v1/customers"),
    ("stripe.payment_methods.list", "/v1/payment_methods"),
    ("stripe.payment_intents.list", "/v1/payment_intents"),
    ("stripe.charges.list", "/v1/charges"),
    ("stripe.refunds.list", "/v1/refunds"),
    ("stripe.products.list", "/v1/products"),
    ("stripe.prices.list", "/v1/prices"),
    ("stripe.subscriptions.list", "/v1/subscriptions"),
    ("stripe.invoices.list", "/v1/invoices"),
    ("stripe.invoiceitems.list", "/v1/invoiceitems"),
]


@pytest.mark.parametrize(("operation", "path"), LISTS)
def test_every_fixture_object_validates(operation: str, path: str) -> None:
    world = World(["stripe"], seed=0)
    params: dict[str, object] = {"limit": 100}
    if operation == "stripe.subscriptions.list":
        params["status"] = "all"
    pages = 0
    while True:
        response = world.call(operation, params)
        assert response.status == 200
        assert spec().violation("GET", path, 200, response.body) is None
        pages += 1
        if not response.body["has_more"]:
            break
        params["starting_after"] = response.body["data"][-1]["id"]
    assert pages >= 1
