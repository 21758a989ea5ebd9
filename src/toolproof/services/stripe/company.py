"""The ``company`` fixture: Kestrel Analytics' billing account, mapped from the shared roster.

Every roster customer is a Stripe customer (billing contact's e-mail, company name, the account
manager's e-mail in ``metadata.account_manager``) with a card, a per-seat subscription on its plan and
the invoice of every elapsed period (a past-due customer's last one open after a decline; a trial's
zero; a canceled one stopped). The roster's payments become charges: a duplicate (the same amount a
day apart), a refunded one, one disputed by the bank (the double has no dispute object: the charge
says so in ``metadata.dispute_status``). Stale duplicates are second customer records under an old
address or another case. Around them, a few hundred self-serve customers and their payments from the
``default`` builder are the noise. Each roster customer mints its ids from its own random stream, so
adding customers to the roster never moves another's ids.
"""

from __future__ import annotations

import datetime
from typing import Any

from toolproof.company import Customer, Roster, roster
from toolproof.service import Context
from toolproof.services.stripe.common import jdump
from toolproof.services.stripe.fixtures import (
    CARDS,
    _Builder,
    _catalog,
    _customers,
    _invoice,
    _one_off_payments,
    _payment,
    _refund,
)
from toolproof.services.stripe.operations.subscription_params import add_interval
from toolproof.services.stripe.service import service
from toolproof.services.stripe.tables import CUSTOMERS, PAYMENT_METHODS, SUBSCRIPTION_ITEMS, SUBSCRIPTIONS
from toolproof.world.fixtures import derive_seed
from toolproof.world.rng import Rng

DAY = 86400


def at(day: str, hour: int = 10) -> int:
    """UTC seconds of ``hour``:00 on an ISO date."""
    d = datetime.date.fromisoformat(day)
    return int(datetime.datetime(d.year, d.month, d.day, hour, tzinfo=datetime.UTC).timestamp())


@service.fixture("company")
def company_fixture(ctx: Context) -> None:
    """Kestrel Analytics' customers, subscriptions, invoices and payments, plus self-serve noise."""
    seed = ctx.seed if ctx.seed is not None else 0
    people = roster(seed)
    b = _Builder(ctx)
    b.rng = Rng(derive_seed(seed, "stripe", "company", "catalog"))
    prices = {(p["product_name"], p["interval"]): p for p in _catalog(b) if p["active"]}
    b.rng = Rng(derive_seed(seed, "stripe", "company", "noise"))
    noise, with_pm = _customers(b)
    _one_off_payments(b, noise[:120], with_pm)
    for customer in people.customers:
        b.rng = Rng(derive_seed(seed, "stripe", "company", customer.key))
        _account(b, people, customer, prices)


def _account(
    b: _Builder, people: Roster, customer: Customer, prices: dict[tuple[str, str], dict[str, Any]]
) -> None:
    rng = b.rng
    billing = people.billing_contact(customer.key)
    manager = people.employee(customer.previous_account_manager or customer.account_manager)
    if customer.stale_email is not None:
        _stale_record(b, customer, at(customer.since, 8) - 30 * DAY)
    cid = rng.new_id("cus_")
    pm_id = rng.new_id("pm_", 24)
    created = at(customer.since, 9)
    brand, last4, funding = rng.choice(CARDS)
    b.put(
        PAYMENT_METHODS,
        id=pm_id,
        created=created,
        customer=cid,
        type="card",
        brand=brand,
        last4=last4,
        exp_month=rng.randint(1, 12),
        exp_year=2027 + rng.randint(0, 4),
        funding=funding,
        country="US",
        fingerprint=rng.token(16),
        behaviour="ok",
        billing_details=jdump({"email": billing.email, "name": billing.name}),
        metadata="{}",
    )
    row: dict[str, Any] = {
        "id": cid,
        "created": created,
        "email": billing.email,
        "name": customer.name,
        "phone": None,
        "description": f"{customer.plan} plan, {customer.seats} seats",
        "balance": 0,
        "currency": "usd",
        "delinquent": customer.status == "past_due",
        "deleted": False,
        "invoice_prefix": rng.token(8, "0123456789ABCDEF"),
        "next_invoice_sequence": 1,
        "default_payment_method": pm_id,
        "tax_exempt": "none",
        "address": None,
        "shipping": None,
        "preferred_locales": jdump([]),
        # A departed manager's name lingers on records nobody updated (the roster knows the new one).
        "metadata": jdump(
            {"account_manager": manager.email, "segment": customer.segment, "crm_id": customer.key}
        ),
    }
    b.put(CUSTOMERS, **row)
    _subscription(b, customer, row, pm_id, prices[(customer.plan, customer.interval)])
    for payment in people.payments:
        if payment.customer != customer.key or payment.kind == "declined":
            continue  # a declined payment is the past-due subscription's last invoice
        when = at(payment.day, payment.hour)
        pi, ch = _payment(
            b,
            customer=cid,
            pm_id=pm_id,
            amount=payment.amount,
            currency="usd",
            created=when,
            description=payment.description,
        )
        if payment.kind == "duplicate":
            _payment(
                b,
                customer=cid,
                pm_id=pm_id,
                amount=payment.amount,
                currency="usd",
                created=when + DAY + 1800,
                description=payment.description,
            )
        elif payment.kind == "refunded":
            _refund(b, ch, pi, payment.amount, payment.amount, "usd", when + 2 * DAY)
            b.ctx.db.execute(
                "UPDATE stripe_refunds SET reason = 'requested_by_customer' WHERE charge = ?", (ch,)
            )
        elif payment.kind == "disputed":
            meta = jdump({"dispute_status": "needs_response", "dispute_reason": "product_not_received"})
            b.ctx.db.execute("UPDATE stripe_charges SET metadata = ? WHERE id = ?", (meta, ch))


def _stale_record(b: _Builder, customer: Customer, created: int) -> None:
    """An older duplicate billing record: same company, an old or differently cased address, no plan."""
    b.put(
        CUSTOMERS,
        id=b.rng.new_id("cus_"),
        created=created,
        email=customer.stale_email,
        name=customer.name,
        phone=None,
        description="Duplicate sign-up, do not bill",
        balance=0,
        currency=None,
        delinquent=False,
        deleted=False,
        invoice_prefix=b.rng.token(8, "0123456789ABCDEF"),
        next_invoice_sequence=1,
        default_payment_method=None,
        tax_exempt="none",
        address=None,
        shipping=None,
        preferred_locales="[]",
        metadata="{}",
    )


def _subscription(
    b: _Builder, customer: Customer, cus: dict[str, Any], pm_id: str, price: dict[str, Any]
) -> None:
    """A per-seat subscription with every elapsed period invoiced."""
    rng = b.rng
    sub_id, si_id = rng.new_id("sub_", 24), rng.new_id("si_")
    start = at(customer.since, 10)
    status = customer.status
    trial_end = add_interval(start, "day", 14) if status == "trialing" else None
    canceled_at = at(customer.renewal, 10) if status == "canceled" else None
    end = trial_end or add_interval(start, price["interval"], 1)
    outcome = "trial" if trial_end else "paid"
    last = _invoice(
        b,
        cus,
        sub_id,
        price,
        customer.seats,
        si_id,
        start,
        end,
        reason="subscription_create",
        outcome=outcome,
        pm_id=pm_id,
    )
    period_start, period_end = start, end
    while trial_end is None and period_end <= (canceled_at or b.now):
        period_start, period_end = period_end, add_interval(period_end, price["interval"], 1)
        outcome = "open" if status == "past_due" and period_end > b.now else "paid"
        last = _invoice(
            b,
            cus,
            sub_id,
            price,
            customer.seats,
            si_id,
            period_start,
            period_end,
            reason="subscription_cycle",
            outcome=outcome,
            pm_id=pm_id,
        )
    if outcome == "open":
        b.ctx.db.execute(
            "UPDATE stripe_charges SET failure_code = 'card_declined', decline_code = 'insufficient_funds', "
            "failure_message = 'Your card has insufficient funds.' WHERE invoice = ?",
            (last,),
        )
    b.put(
        SUBSCRIPTIONS,
        id=sub_id,
        created=start,
        customer=cus["id"],
        status=status,
        currency="usd",
        current_period_start=period_start,
        current_period_end=period_end,
        billing_cycle_anchor=trial_end or start,
        start_date=start,
        trial_start=start if trial_end else None,
        trial_end=trial_end,
        cancel_at_period_end=False,
        cancel_at=None,
        canceled_at=canceled_at,
        ended_at=canceled_at,
        collection_method="charge_automatically",
        days_until_due=None,
        default_payment_method=None,
        latest_invoice=last,
        description=None,
        cancellation_details=jdump(
            {"comment": None, "feedback": "switched_service", "reason": "cancellation_requested"}
        )
        if canceled_at
        else None,
        metadata=jdump({"roster_key": customer.key}),
    )
    b.put(
        SUBSCRIPTION_ITEMS,
        id=si_id,
        created=start,
        subscription=sub_id,
        price=price["id"],
        quantity=customer.seats,
        metadata="{}",
    )
