"""Stripe's test cards over the official SDK: every documented magic id, number and token, what a
charge on each gets, and that a declining card is refused when attached to a customer (Stripe checks
the card then) except 4000000000000341, which attaches and then fails every charge."""

from __future__ import annotations

import pytest
import stripe
from stripe.params import PaymentIntentCreateParams

from tests.services.stripe.test_sdk import new_customer
from toolproof.services.stripe.cards import DECLINES, MAGIC_PMS, NUMBERS, TOKENS
from toolproof.world import World

#: (magic PaymentMethod id, Stripe's error code, decline code) for every declining magic id.
DECLINING = sorted(
    (name, DECLINES[card.behaviour].code, DECLINES[card.behaviour].decline_code)
    for name, card in MAGIC_PMS.items()
    if card.behaviour != "ok"
)


def _charge(client: stripe.StripeClient, pm: str, customer: str | None = None) -> stripe.CardError:
    params: PaymentIntentCreateParams = {
        "amount": 1999,
        "currency": "usd",
        "payment_method": pm,
        "confirm": True,
        "automatic_payment_methods": {"enabled": True, "allow_redirects": "never"},
    }
    if customer is not None:
        params["customer"] = customer
    with pytest.raises(stripe.CardError) as caught:
        client.v1.payment_intents.create(params=params)
    return caught.value


@pytest.mark.parametrize(("pm", "code", "decline_code"), DECLINING)
def test_every_declining_magic_id_declines_a_charge(
    client: stripe.StripeClient, pm: str, code: str, decline_code: str
) -> None:
    error = _charge(client, pm)
    assert error.http_status == 402
    assert error.error is not None
    assert (error.error.code, error.error.decline_code) == (code, decline_code)
    assert error.error.message == DECLINES[MAGIC_PMS[pm].behaviour].message


@pytest.mark.parametrize(
    ("pm", "code", "decline_code"), [d for d in DECLINING if d[0] != "pm_card_chargeCustomerFail"]
)
def test_attaching_a_declining_card_is_refused_and_writes_nothing(
    client: stripe.StripeClient, world: World, pm: str, code: str, decline_code: str
) -> None:
    customer = new_customer(client).id
    before = world.state_hash()
    with pytest.raises(stripe.CardError) as caught:
        client.v1.payment_methods.attach(pm, params={"customer": customer})
    error = caught.value.error
    assert caught.value.http_status == 402
    assert error is not None
    assert (error.type, error.code, error.decline_code) == ("card_error", code, decline_code)
    assert world.state_hash() == before
    with pytest.raises(stripe.CardError):
        client.v1.customers.create(params={"email": "x@example.com", "payment_method": pm})
    assert world.state_hash() == before


@pytest.mark.parametrize("number", sorted(n for n, c in NUMBERS.items() if c.refused_on_attach))
def test_a_declining_number_makes_a_payment_method_that_cannot_be_attached(
    client: stripe.StripeClient, world: World, number: str
) -> None:
    pm = client.v1.payment_methods.create(
        params={"type": "card", "card": {"number": number, "exp_month": 4, "exp_year": 2031, "cvc": "123"}}
    )
    assert pm.card is not None
    assert pm.card.last4 == number[-4:]
    customer = new_customer(client).id
    before = world.state_hash()
    with pytest.raises(stripe.CardError) as caught:
        client.v1.payment_methods.attach(pm.id, params={"customer": customer})
    assert caught.value.error is not None
    assert caught.value.error.decline_code == DECLINES[NUMBERS[number].behaviour].decline_code
    assert world.state_hash() == before
    assert client.v1.payment_methods.retrieve(pm.id).customer is None


def test_a_token_of_a_declining_card_cannot_become_a_customers_source(
    client: stripe.StripeClient, world: World
) -> None:
    before = world.state_hash()
    with pytest.raises(stripe.CardError) as caught:
        client.v1.customers.create(
            params={"email": "x@example.com", "source": "tok_visa_chargeDeclinedInsufficientFunds"}
        )
    assert caught.value.error is not None
    assert caught.value.error.decline_code == "insufficient_funds"
    assert world.state_hash() == before


def test_saving_a_declining_card_for_later_declines_the_payment_and_saves_nothing(
    client: stripe.StripeClient, world: World
) -> None:
    customer = new_customer(client).id
    params: PaymentIntentCreateParams = {
        "amount": 1999,
        "currency": "usd",
        "customer": customer,
        "payment_method": "pm_card_visa_chargeDeclinedInsufficientFunds",
        "setup_future_usage": "off_session",
        "confirm": True,
        "automatic_payment_methods": {"enabled": True, "allow_redirects": "never"},
    }
    with pytest.raises(stripe.CardError) as caught:
        client.v1.payment_intents.create(params=params)
    error = caught.value.error
    assert error is not None
    assert (error.code, error.decline_code) == ("card_declined", "insufficient_funds")
    assert error.charge  # the failed charge is kept, as Stripe keeps it
    assert [r["customer"] for r in world.rows("stripe_payment_methods") if r["last4"] == "9995"] == [None]
    assert client.v1.payment_methods.list(params={"customer": customer, "type": "card"}).data == []


def test_the_charge_customer_fail_card_attaches_then_every_charge_fails(
    client: stripe.StripeClient, world: World
) -> None:
    customer = new_customer(client).id
    pm = client.v1.payment_methods.attach("pm_card_chargeCustomerFail", params={"customer": customer})
    assert (pm.customer, pm.card.last4 if pm.card else None) == (customer, "0341")
    error = _charge(client, pm.id, customer)
    assert error.error is not None
    assert (error.error.code, error.error.decline_code) == ("card_declined", "generic_decline")


@pytest.mark.parametrize(
    ("pm", "brand", "last4", "funding"),
    [
        ("pm_card_visa", "visa", "4242", "credit"),
        ("pm_card_visa_debit", "visa", "5556", "debit"),
        ("pm_card_mastercard_debit", "mastercard", "8210", "debit"),
        ("pm_card_mastercard_prepaid", "mastercard", "5100", "prepaid"),
        ("pm_card_amex", "amex", "8431", "credit"),
        ("pm_card_discover", "discover", "1117", "credit"),
        ("pm_card_diners", "diners", "0004", "credit"),
        ("pm_card_jcb", "jcb", "0505", "credit"),
        ("pm_card_unionpay", "unionpay", "0005", "credit"),
    ],
)
def test_brand_magic_ids_attach_and_charge(
    client: stripe.StripeClient, pm: str, brand: str, last4: str, funding: str
) -> None:
    customer = new_customer(client).id
    attached = client.v1.payment_methods.attach(pm, params={"customer": customer})
    assert attached.card is not None
    assert (attached.card.brand, attached.card.last4, attached.card.funding) == (brand, last4, funding)
    intent = client.v1.payment_intents.create(
        params={
            "amount": 500,
            "currency": "usd",
            "customer": customer,
            "payment_method": attached.id,
            "confirm": True,
            "automatic_payment_methods": {"enabled": True, "allow_redirects": "never"},
        }
    )
    assert intent.status == "succeeded"


def test_every_number_token_and_magic_id_is_a_valid_test_card() -> None:
    from toolproof.services.stripe.cards import card_for_number, luhn_ok

    for number, card in NUMBERS.items():
        assert luhn_ok(number), number
        assert card_for_number(number) == card
        assert number.endswith(card.last4)
        if card.behaviour == "ok":
            assert card_for_number(number[:-1] + str((int(number[-1]) + 5) % 10)) is None  # Luhn fails
    assert set(TOKENS.values()) <= {*NUMBERS.values(), MAGIC_PMS["pm_card_visa"]}
