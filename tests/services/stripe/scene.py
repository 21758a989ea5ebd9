"""A small Stripe world with one object of each kind an operation needs, and a valid request for every
operation in it: the starting point of the generated parameter tests and the fuzzing of every operation.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from toolproof.services.stripe.billing_clock import advance_billing
from toolproof.world import World
from toolproof.world.world import Snapshot


class Scene:
    """A small world with one object of each kind an operation needs, frozen once, restored per case."""

    def __init__(self) -> None:
        self.world = World(["stripe"], seed=11, fixture="small")
        w = self.world
        ids: dict[str, str] = {}

        def call(op: str, params: dict[str, Any]) -> dict[str, Any]:
            r = w.call(op, params)
            assert r.status == 200, (op, params, r.body)
            body: dict[str, Any] = r.body
            return body

        # A paused subscription first: it needs the clock to move past a trial.
        paused = call(
            "stripe.subscriptions.create",
            {
                "customer": "cus_bob",
                "items": [{"price": "price_pro_monthly"}],
                "trial_period_days": 1,
                "trial_settings": {"end_behavior": {"missing_payment_method": "pause"}},
            },
        )
        w.clock.now += 2 * 86400
        advance_billing(w)
        ids["sub_paused"] = paused["id"]
        ids["pm_free"] = call(
            "stripe.payment_methods.create", {"type": "card", "card": {"token": "tok_visa"}}
        )["id"]
        ok = call(
            "stripe.payment_intents.create",
            {
                "amount": 5000,
                "currency": "usd",
                "customer": "cus_alice",
                "payment_method": "pm_alice_visa",
                "confirm": True,
            },
        )
        ids["pi_ok"], ids["charge_ok"] = ok["id"], ok["latest_charge"]
        ids["pi_open"] = call("stripe.payment_intents.create", {"amount": 2000, "currency": "usd"})["id"]
        hold = call(
            "stripe.payment_intents.create",
            {
                "amount": 3000,
                "currency": "usd",
                "payment_method": "pm_card_visa",
                "confirm": True,
                "capture_method": "manual",
                "payment_method_options": {"card": {"request_incremental_authorization": "if_available"}},
            },
        )
        ids["pi_hold"] = hold["id"]
        ids["charge_hold"] = call(
            "stripe.charges.create",
            {"amount": 2500, "currency": "usd", "source": "tok_visa", "capture": False},
        )["id"]
        ids["refund"] = call("stripe.refunds.create", {"charge": ids["charge_ok"], "amount": 100})["id"]
        ids["product_bare"] = call("stripe.products.create", {"name": "Bare"})["id"]
        ids["price_addon"] = call(
            "stripe.prices.create",
            {
                "currency": "usd",
                "product": "prod_pro",
                "unit_amount": 500,
                "recurring": {"interval": "month"},
            },
        )["id"]
        sub = call(
            "stripe.subscriptions.create",
            {
                "customer": "cus_alice",
                "items": [{"price": "price_pro_monthly"}, {"price": ids["price_addon"]}],
            },
        )
        ids["sub"], ids["si"], ids["si_addon"] = (
            sub["id"],
            sub["items"]["data"][0]["id"],
            sub["items"]["data"][1]["id"],
        )
        draft = call("stripe.invoices.create", {"customer": "cus_alice"})
        ids["draft"] = draft["id"]
        ids["ii_draft"] = call(
            "stripe.invoiceitems.create",
            {"customer": "cus_alice", "invoice": draft["id"], "amount": 700, "currency": "usd"},
        )["id"]
        ids["ii"] = call(
            "stripe.invoiceitems.create", {"customer": "cus_alice", "amount": 300, "currency": "usd"}
        )["id"]
        opened = call("stripe.invoices.create", {"customer": "cus_alice"})
        call(
            "stripe.invoiceitems.create",
            {"customer": "cus_alice", "invoice": opened["id"], "amount": 900, "currency": "usd"},
        )
        ids["open"] = call("stripe.invoices.finalize_invoice", {"invoice": opened["id"]})["id"]
        sent = call(
            "stripe.invoices.create",
            {"customer": "cus_alice", "collection_method": "send_invoice", "days_until_due": 7},
        )
        call(
            "stripe.invoiceitems.create",
            {"customer": "cus_alice", "invoice": sent["id"], "amount": 800, "currency": "usd"},
        )
        ids["open_send"] = call("stripe.invoices.finalize_invoice", {"invoice": sent["id"]})["id"]
        ids["secret_open"] = next(r for r in w.rows("stripe_payment_intents") if r["id"] == ids["pi_open"])[
            "client_secret"
        ]
        # Coupons: a promotion code, a customer's discount and a subscription's.
        call("stripe.coupons.create", {"id": "SCENE5", "amount_off": 500, "currency": "usd"})
        call("stripe.coupons.create", {"id": "SCENE10", "percent_off": 10, "duration": "forever"})
        ids["promo"] = call("stripe.promotion_codes.create", {"coupon": "SCENE10", "code": "SCENE"})["id"]
        call("stripe.customers.update", {"customer": "cus_bob", "coupon": "SCENE10"})
        call(
            "stripe.subscriptions.update",
            {"subscription_exposed_id": ids["sub_paused"], "coupon": "SCENE10"},
        )
        ids["now"] = str(int(w.clock.now))
        self.ids = ids
        self.snapshot: Snapshot = w.snapshot()

    def reset(self) -> World:
        self.world.restore(self.snapshot)
        return self.world


@cache
def scene() -> Scene:
    return Scene()


def base(op: str, ids: dict[str, str]) -> dict[str, Any]:
    """A valid request for ``op`` in the scene (before the parameter under test is added)."""
    requests: dict[str, dict[str, Any]] = {
        "stripe.coupons.create": {"percent_off": 15},
        "stripe.coupons.retrieve": {"coupon": "SCENE10"},
        "stripe.coupons.update": {"coupon": "SCENE10"},
        "stripe.coupons.delete": {"coupon": "SCENE10"},
        "stripe.coupons.list": {},
        "stripe.promotion_codes.create": {"coupon": "SCENE10"},
        "stripe.promotion_codes.retrieve": {"promotion_code": ids["promo"]},
        "stripe.promotion_codes.update": {"promotion_code": ids["promo"]},
        "stripe.promotion_codes.list": {},
        "stripe.customers.delete_discount": {"customer": "cus_bob"},
        "stripe.subscriptions.delete_discount": {"subscription_exposed_id": ids["sub_paused"]},
        "stripe.customers.create": {},
        "stripe.customers.retrieve": {"customer": "cus_alice"},
        "stripe.customers.update": {"customer": "cus_alice"},
        "stripe.customers.delete": {"customer": "cus_bob"},
        "stripe.customers.list": {},
        "stripe.customers.search": {"query": "name:'Alice'"},
        "stripe.customers.list_payment_methods": {"customer": "cus_alice"},
        "stripe.payment_methods.create": {"type": "card", "card": {"token": "tok_visa"}},
        "stripe.payment_methods.retrieve": {"payment_method": "pm_alice_visa"},
        "stripe.payment_methods.update": {"payment_method": "pm_alice_visa"},
        "stripe.payment_methods.attach": {"payment_method": ids["pm_free"], "customer": "cus_bob"},
        "stripe.payment_methods.detach": {"payment_method": "pm_alice_visa"},
        "stripe.payment_methods.list": {},
        "stripe.payment_intents.create": {"amount": 1000, "currency": "usd"},
        "stripe.payment_intents.retrieve": {"intent": ids["pi_open"]},
        "stripe.payment_intents.update": {"intent": ids["pi_open"]},
        "stripe.payment_intents.confirm": {"intent": ids["pi_open"], "payment_method": "pm_card_visa"},
        "stripe.payment_intents.capture": {"intent": ids["pi_hold"]},
        "stripe.payment_intents.cancel": {"intent": ids["pi_open"]},
        "stripe.payment_intents.list": {},
        "stripe.payment_intents.search": {"query": "status:'succeeded'"},
        "stripe.payment_intents.increment_authorization": {"intent": ids["pi_hold"], "amount": 4000},
        "stripe.payment_intents.apply_customer_balance": {"intent": ids["pi_open"]},
        "stripe.payment_intents.verify_microdeposits": {"intent": ids["pi_open"]},
        "stripe.charges.create": {"amount": 1000, "currency": "usd", "source": "tok_visa"},
        "stripe.charges.retrieve": {"charge": ids["charge_ok"]},
        "stripe.charges.update": {"charge": ids["charge_ok"]},
        "stripe.charges.capture": {"charge": ids["charge_hold"]},
        "stripe.charges.list": {},
        "stripe.charges.search": {"query": "status:'succeeded'"},
        "stripe.refunds.create": {"charge": ids["charge_ok"], "amount": 200},
        "stripe.refunds.retrieve": {"refund": ids["refund"]},
        "stripe.refunds.update": {"refund": ids["refund"]},
        "stripe.refunds.cancel": {"refund": ids["refund"]},
        "stripe.refunds.list": {},
        "stripe.products.create": {"name": "Widget"},
        "stripe.products.retrieve": {"id": "prod_pro"},
        "stripe.products.update": {"id": "prod_pro"},
        "stripe.products.delete": {"id": ids["product_bare"]},
        "stripe.products.list": {},
        "stripe.products.search": {"query": "name:'Pro'"},
        "stripe.prices.create": {"currency": "usd", "product": "prod_pro", "unit_amount": 500},
        "stripe.prices.retrieve": {"price": "price_pro_monthly"},
        "stripe.prices.update": {"price": "price_pro_monthly"},
        "stripe.prices.list": {},
        "stripe.prices.search": {"query": "currency:'usd'"},
        "stripe.subscriptions.create": {"customer": "cus_alice", "items": [{"price": "price_pro_monthly"}]},
        "stripe.subscriptions.retrieve": {"subscription_exposed_id": ids["sub"]},
        "stripe.subscriptions.update": {"subscription_exposed_id": ids["sub"]},
        "stripe.subscriptions.cancel": {"subscription_exposed_id": ids["sub"]},
        "stripe.subscriptions.resume": {"subscription": ids["sub_paused"]},
        "stripe.subscriptions.list": {},
        "stripe.subscriptions.search": {"query": "status:'active'"},
        "stripe.subscription_items.create": {"subscription": ids["sub_paused"], "price": ids["price_addon"]},
        "stripe.subscription_items.retrieve": {"item": ids["si"]},
        "stripe.subscription_items.update": {"item": ids["si"]},
        "stripe.subscription_items.delete": {"item": ids["si_addon"]},
        "stripe.subscription_items.list": {"subscription": ids["sub"]},
        "stripe.invoices.create": {"customer": "cus_alice"},
        "stripe.invoices.create_preview": {"customer": "cus_alice", "subscription": ids["sub"]},
        "stripe.invoices.upcoming": {"customer": "cus_alice", "subscription": ids["sub"]},
        "stripe.invoices.upcoming_lines": {"customer": "cus_alice", "subscription": ids["sub"]},
        "stripe.invoices.retrieve": {"invoice": ids["open"]},
        "stripe.invoices.update": {"invoice": ids["draft"]},
        "stripe.invoices.delete": {"invoice": ids["draft"]},
        "stripe.invoices.list": {},
        "stripe.invoices.search": {"query": "status:'open'"},
        "stripe.invoices.list_lines": {"invoice": ids["draft"]},
        "stripe.invoices.finalize_invoice": {"invoice": ids["draft"]},
        "stripe.invoices.pay": {"invoice": ids["open"]},
        "stripe.invoices.void_invoice": {"invoice": ids["open"]},
        "stripe.invoices.mark_uncollectible": {"invoice": ids["open"]},
        "stripe.invoices.send_invoice": {"invoice": ids["open_send"]},
        "stripe.invoiceitems.create": {"customer": "cus_alice", "amount": 100, "currency": "usd"},
        "stripe.invoiceitems.retrieve": {"invoiceitem": ids["ii"]},
        "stripe.invoiceitems.update": {"invoiceitem": ids["ii"]},
        "stripe.invoiceitems.delete": {"invoiceitem": ids["ii"]},
        "stripe.invoiceitems.list": {},
    }
    return requests[op]
