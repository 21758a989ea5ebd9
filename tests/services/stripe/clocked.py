"""The clocked Stripe scene shared by the proration and preview tests: a ``small`` world whose clock
reads ``START``, a customer with a card, and prices made for the test, so every amount is exact.

A test module selects it with ``pytestmark = pytest.mark.stripe_world(fixture="small", clock=START)``
(the ``world`` fixture in ``conftest.py`` reads the mark) and takes the ``shop`` fixture.
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal
from typing import Any

import stripe

from tests.services.stripe.conftest import legacy, raw_params

DAY = 86400
#: 1 December 2026 00:00 UTC: the clock when a test starts; its subscription starts a few seconds
#: later (each call moves the virtual clock on) and runs 31 days. Times are offsets from its start.
START = 1796083200
HALF = 31 * DAY // 2  # 16 Dec 2026, 12:00 UTC and a few seconds


class Shop:
    """A customer with a card, and three prices of one product made through the SDK."""

    def __init__(self, client: stripe.StripeClient) -> None:
        self.client = client
        product = client.v1.products.create(params={"name": "Widget"})
        self.basic = self._price(product.id, 1000, "month", "Basic")
        self.pro = self._price(product.id, 2000, "month", "Pro")
        self.yearly = self._price(product.id, 10000, "year", "Yearly")
        self.customer = "cus_alice"

    def _price(self, product: str, amount: int, interval: str, nickname: str) -> str:
        return self.client.v1.prices.create(
            params={
                "currency": "usd",
                "product": product,
                "unit_amount": amount,
                "nickname": nickname,
                "recurring": {"interval": interval},
            }
        ).id

    def subscribe(self, price: str, quantity: int = 1, **extra: Any) -> stripe.Subscription:
        params = {"customer": self.customer, "items": [{"price": price, "quantity": quantity}], **extra}
        return self.client.v1.subscriptions.create(params=raw_params(params))

    def pending(self) -> list[stripe.InvoiceItem]:
        """The customer's pending invoice items, oldest first."""
        items = self.client.v1.invoice_items.list(params={"customer": self.customer, "pending": True})
        return list(reversed(items.data))


def expected(amount: int, offset: int, length: int = 31 * DAY) -> int:
    """Stripe's arithmetic, written out independently of the double's: ``offset`` into a period."""
    exact = Decimal(amount) * (length - offset) / length
    return int(exact.quantize(Decimal(1), rounding=ROUND_HALF_UP))


def period(sub: stripe.Subscription) -> tuple[int, int]:
    start, end = legacy(sub, "current_period_start"), legacy(sub, "current_period_end")
    assert end - start == 31 * DAY
    return int(start), int(end)
