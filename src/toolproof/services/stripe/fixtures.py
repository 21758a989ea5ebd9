"""The default Stripe fixture: a realistic, messy account built from the world seed.

About 300 customers (duplicate emails in different case, unicode and very long names, missing emails,
a few deleted), six products with monthly and yearly prices (some archived), 100 subscriptions across
``active``, ``trialing``, ``past_due`` and ``canceled`` with the invoices of every elapsed period, and
well over a thousand charges over the last six months, including declines with their decline codes
and partial and full refunds. Rows are written directly (not through handlers) with explicit ``seq``
counters, which keeps the build well under a second.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from toolproof.service import Context
from toolproof.service.schema import Table
from toolproof.services.stripe.cards import DECLINES, TestCard
from toolproof.services.stripe.common import jdump
from toolproof.services.stripe.operations.subscription_params import (
    add_interval,
)
from toolproof.services.stripe.service import service
from toolproof.services.stripe.tables import (
    CHARGES,
    COUPONS,
    CUSTOMERS,
    DISCOUNTS,
    INVOICE_ITEMS,
    INVOICES,
    PAYMENT_INTENTS,
    PAYMENT_METHODS,
    PRICES,
    PRODUCTS,
    PROMOTION_CODES,
    REFUNDS,
    SUBSCRIPTION_ITEMS,
    SUBSCRIPTIONS,
    insert,
)

DAY = 86400

FIRST = [
    "Ana",
    "Bo",
    "Chen",
    "Dara",
    "Émile",
    "Farah",
    "Goran",
    "Hana",
    "Iván",
    "Jun",
    "Kwame",
    "Lena",
    "Zoë",
    "Łukasz",
    "Søren",
    "Ngọc",
    "Ελένη",
    "Олег",
    "Aoife",
    "Siobhán",
    "José",
    "Mei",
    "Priya",
    "Tomás",
]
LAST = [
    "Okafor",
    "Smith",
    "Nakamura",
    "García",
    "Müller",
    "Ivanova",
    "O'Brien",
    "Nguyễn",
    "Rossi",
    "Kowalski",
    "Brontë",
    "van der Berg",
    "Dubois",
    "Johansson",
    "Haddad",
    "Silva",
]
CJK = ["山田太郎", "李小龙", "김민준", "佐藤花子"]
DOMAINS = ["example.com", "example.org", "mail.example.net", "corp.example.io"]
CARDS = [
    ("visa", "4242", "credit"),
    ("visa", "5556", "debit"),
    ("mastercard", "4444", "credit"),
    ("amex", "8431", "credit"),
]
DECLINE_CODES = [
    "generic_decline",
    "insufficient_funds",
    "insufficient_funds",
    "expired_card",
    "incorrect_cvc",
]
PRODUCTS_SPEC = [
    # name, monthly, yearly, archived product
    ("Starter", 900, 9000, False),
    ("Pro", 2900, 29000, False),
    ("Team", 7900, 79000, False),
    ("Enterprise", 49900, 499000, False),
    ("Extra seats", 1200, 12000, False),
    ("Legacy Basic", 500, 5000, True),
]


class _Builder:
    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.rng = ctx.rng
        self.now = ctx.now()
        self.seq: Counter[str] = Counter()

    def put(self, table: Table, **row: Any) -> None:
        self.seq[table.name] += 1
        row.setdefault("seq", self.seq[table.name])
        insert(self.ctx.db, table, row)

    def chance(self, p: float) -> bool:
        return self.rng.random() < p

    def ascii(self, text: str) -> str:
        table = str.maketrans("ÉéáíóúñçøŁłëễọ'ŠšÖöüÜ", "Eeaiouncollleo-SsOouU")
        out = text.translate(table).lower().replace(" ", "")
        return "".join(ch for ch in out if ch.isascii() and (ch.isalnum() or ch in ".-_")) or "user"


@service.fixture("default")
def default_fixture(ctx: Context) -> None:
    """A few hundred messy customers, products and prices, ~100 subscriptions, 1,000+ charges."""
    b = _Builder(ctx)
    customers, with_pm = _customers(b)
    prices = _catalog(b)
    _subscriptions(b, customers, with_pm, prices)
    _one_off_payments(b, customers, with_pm)
    _coupons(b, prices)
    _discounts(b)


#: The default world's coupons: (id, name, terms, redemptions so far, days since created, extra
#: columns). ``BF2025`` expired (its ``redeem_by`` passed) and ``PARTNER25`` is maxed out;
#: ``RETENTION50`` is the finance-only one a policy may forbid.
COUPONS_SPEC: list[tuple[str, str, dict[str, Any], int, int]] = [
    ("WELCOME10", "Welcome 10%", {"percent_off": 10.0, "duration": "once"}, 37, 300),
    ("PRO20X3", "Pro loyalty 20% (3 months)", {"percent_off": 20.0, "duration": "repeating",
     "duration_in_months": 3, "applies_to": "Pro"}, 4, 120),
    ("PRO20ONCE", "Pro loyalty 20% (first invoice)", {"percent_off": 20.0, "duration": "once",
     "applies_to": "Pro"}, 9, 120),
    ("TEAM15", "Team 15% forever", {"percent_off": 15.0, "duration": "forever", "applies_to": "Team"}, 2, 90),
    ("ENT50USD", "Enterprise $50 credit", {"amount_off": 5000, "currency": "usd", "duration": "once"}, 3, 60),
    ("BF2025", "Black Friday 2025 30%", {"percent_off": 30.0, "duration": "once", "redeem_by": -330},
     41, 345),
    ("PARTNER25", "Partner program 25%", {"percent_off": 25.0, "duration": "forever", "max_redemptions": 3},
     3, 200),
    ("RETENTION50", "Retention 50% (finance only)", {"percent_off": 50.0, "duration": "forever"}, 1, 150),
    ("AUTUMN25", "Autumn newsletter 25%", {"percent_off": 25.0, "duration": "once"}, 12, 75),
    ("WINTER25", "Winter newsletter 25%", {"percent_off": 25.0, "duration": "once"}, 0, 3),
    ("WINTER15", "Winter 15%", {"percent_off": 15.0, "duration": "once"}, 0, 3),
]  # fmt: skip

#: Promotion codes: (code, coupon, days since created, extra columns, metadata).
PROMOTION_CODES_SPEC: list[tuple[str, str, int, dict[str, Any], dict[str, str]]] = [
    ("WELCOME", "WELCOME10", 300, {"times_redeemed": 37,
     "restrictions": {"first_time_transaction": True}}, {}),
    ("BLACKFRIDAY", "BF2025", 345, {"times_redeemed": 41, "expires_at": -330}, {}),
    ("PARTNER", "PARTNER25", 200, {"times_redeemed": 3, "max_redemptions": 3}, {"channel": "partners"}),
    ("AUTUMN25", "AUTUMN25", 75, {"times_redeemed": 12, "expires_at": -2}, {"replaced_by": "WINTER25"}),
    ("WINTER25", "WINTER25", 3, {"times_redeemed": 0, "expires_at": 60}, {"replaces": "AUTUMN25"}),
    ("WINTER15", "WINTER15", 3, {"times_redeemed": 0, "expires_at": 60}, {}),
]  # fmt: skip


def _coupons(b: _Builder, prices: list[dict[str, Any]]) -> None:
    """A few coupons and promotion codes. Their generated ids come from a stream of their own
    (``coupons``), so adding them shifted no other object's id."""
    products = {p["product_name"]: p["product"] for p in prices}
    for n, (cid, name, terms, redeemed, age) in enumerate(COUPONS_SPEC):
        extra = dict(terms)
        if "applies_to" in extra:
            extra["applies_to"] = jdump({"products": [products[extra["applies_to"]]]})
        if "redeem_by" in extra:
            extra["redeem_by"] = b.now + extra["redeem_by"] * DAY
        b.put(
            COUPONS,
            id=cid,
            created=b.now - age * DAY + n * 60,
            name=name,
            times_redeemed=redeemed,
            deleted=False,
            metadata=jdump({"owner": "finance", "approval": "required"} if cid == "RETENTION50" else {}),
            **extra,
        )
    for n, (code, coupon, age, extra, metadata) in enumerate(PROMOTION_CODES_SPEC):
        row = dict(extra)
        if "expires_at" in row:
            row["expires_at"] = b.now + row["expires_at"] * DAY
        restrictions = {
            "first_time_transaction": False,
            "minimum_amount": None,
            "minimum_amount_currency": None,
        }
        restrictions.update(row.pop("restrictions", {}))
        b.put(
            PROMOTION_CODES,
            id="promo_" + b.rng.token(24, stream="coupons"),
            created=b.now - age * DAY + n * 60,
            code=code,
            coupon=coupon,
            active=True,
            customer=None,
            restrictions=jdump(restrictions),
            metadata=jdump(metadata),
            **row,
        )


#: Discounts on subscriptions: (customer e-mail, coupon, days since applied). Both namesakes
#: Ελένη Okafor pay yearly (renewed 10 June) and were given the forever partner coupon after that
#: renewal, so no invoice has been discounted yet: their next invoices are. okafor81's was meant to
#: run for three months only (a task asks for it to be removed); okafor286's is a real partner's.
DISCOUNTS_SPEC: list[tuple[str, str, int]] = [
    ("okafor81@example.org", "PARTNER25", 124),
    ("okafor286@example.com", "PARTNER25", 110),
]


def _discounts(b: _Builder) -> None:
    """The discounts of ``DISCOUNTS_SPEC`` (their ids on the ``coupons`` stream, after the codes', so
    no other id moved). They are among the coupon's counted redemptions. A subscription missing from
    this seed's world is skipped."""
    for n, (email, coupon, age) in enumerate(DISCOUNTS_SPEC):
        sub = b.ctx.one(
            "SELECT s.id, s.customer FROM stripe_subscriptions s JOIN stripe_customers c "
            "ON c.id = s.customer WHERE c.email = ? AND s.status = 'active' ORDER BY s.seq LIMIT 1",
            (email,),
        )
        discount_id = "di_" + b.rng.token(24, stream="coupons")
        if sub is None:
            continue
        start = b.now - age * DAY + n * 60
        b.put(
            DISCOUNTS,
            id=discount_id,
            created=start,
            coupon=coupon,
            customer=sub["customer"],
            subscription=sub["id"],
            start=start,
        )
        b.ctx.db.execute(
            "UPDATE stripe_subscriptions SET discounts = ? WHERE id = ?", (jdump([discount_id]), sub["id"])
        )


def _customers(b: _Builder) -> tuple[list[dict[str, Any]], dict[str, str]]:
    rng = b.rng
    customers: list[dict[str, Any]] = []
    emails: list[str] = []
    with_pm: dict[str, str] = {}
    for i in range(300):
        created = b.now - rng.randint(DAY, 365 * DAY)
        roll = rng.random()
        if roll < 0.04:
            name: str | None = rng.choice(CJK)
        elif roll < 0.07:
            name = " ".join([rng.choice(FIRST)] + [rng.choice(LAST) for _ in range(12)]) + " Jr. III"
        elif roll < 0.10:
            name = None
        else:
            name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
        if b.chance(0.08):
            email = None
        elif emails and b.chance(0.08):
            # The same person signed up twice with different capitalisation.
            base = rng.choice(emails)
            email = base.upper() if b.chance(0.5) else base.capitalize()
        else:
            local = b.ascii(name or "customer") if name and name not in CJK else f"user{i}"
            email = f"{local[:40]}{i}@{rng.choice(DOMAINS)}"
            emails.append(email)
        cid = b.rng.new_id("cus_")
        meta: dict[str, str] = {}
        if b.chance(0.4):
            meta["crm_id"] = f"CRM-{rng.randint(10000, 99999)}"
        if b.chance(0.15):
            meta["segment"] = rng.choice(["smb", "mid-market", "enterprise"])
        address = None
        if b.chance(0.5):
            address = {
                "city": rng.choice(["Berlin", "Lyon", "Austin", "Osaka", "Dublin", "São Paulo"]),
                "country": rng.choice(["DE", "FR", "US", "JP", "IE", "BR"]),
                "line1": f"{rng.randint(1, 400)} Main Street",
                "line2": None,
                "postal_code": str(rng.randint(10000, 99999)),
                "state": None,
            }
        pm_id = None
        if b.chance(0.7):
            brand, last4, funding = rng.choice(CARDS)
            pm_id = rng.new_id("pm_", 24)
            b.put(
                PAYMENT_METHODS,
                id=pm_id,
                created=created,
                customer=cid,
                type="card",
                brand=brand,
                last4=last4,
                exp_month=rng.randint(1, 12),
                exp_year=2027 + rng.randint(0, 5),
                funding=funding,
                country="US",
                fingerprint=rng.token(16),
                behaviour="ok",
                billing_details=jdump({"email": email, "name": name}),
                metadata="{}",
            )
            with_pm[cid] = pm_id
        deleted = i % 50 == 7
        row = {
            "id": cid,
            "created": created,
            "email": email,
            "name": name,
            "phone": f"+1555{rng.randint(1000000, 9999999)}" if b.chance(0.3) else None,
            "description": rng.choice([None, None, "VIP", "Migrated from legacy billing", "Reseller"]),
            "balance": 0,
            "currency": "usd" if pm_id else None,
            "delinquent": False,
            "deleted": deleted,
            "invoice_prefix": rng.token(8, "0123456789ABCDEF"),
            "next_invoice_sequence": 1,
            "default_payment_method": pm_id,
            "tax_exempt": "none",
            "address": None if address is None else jdump(address),
            "shipping": None,
            "preferred_locales": jdump(["en"] if b.chance(0.3) else []),
            "metadata": jdump(meta),
        }
        b.put(CUSTOMERS, **row)
        if not deleted:
            customers.append(row)
    return customers, with_pm


def _catalog(b: _Builder) -> list[dict[str, Any]]:
    rng = b.rng
    prices: list[dict[str, Any]] = []
    start = b.now - 400 * DAY
    for n, (name, monthly, yearly, archived) in enumerate(PRODUCTS_SPEC):
        pid = rng.new_id("prod_")
        created = start + n * DAY
        ids = []
        for interval, amount in (("month", monthly), ("year", yearly)):
            # An older, archived price version precedes the current one for some products.
            if n % 2 == 1:
                old = rng.new_id("price_", 24)
                b.put(
                    PRICES,
                    id=old,
                    created=created,
                    product=pid,
                    active=False,
                    currency="usd",
                    unit_amount=amount - amount // 10,
                    type="recurring",
                    interval=interval,
                    interval_count=1,
                    nickname=f"{name} {interval}ly (2025)",
                    lookup_key=None,
                    tax_behavior="unspecified",
                    metadata="{}",
                )
            price_id = rng.new_id("price_", 24)
            ids.append(price_id)
            row = {
                "id": price_id,
                "created": created + 3600,
                "product": pid,
                "active": not archived,
                "currency": "usd",
                "unit_amount": amount,
                "type": "recurring",
                "interval": interval,
                "interval_count": 1,
                "nickname": f"{name} {interval}ly",
                "lookup_key": None if archived else f"{b.ascii(name)}_{interval}ly",
                "tax_behavior": "exclusive" if n < 3 else "unspecified",
                "metadata": "{}",
            }
            b.put(PRICES, **row)
            prices.append({**row, "product_name": name})
        b.put(
            PRODUCTS,
            id=pid,
            created=created,
            updated=created + 7200,
            name=name,
            active=not archived,
            description=None if n == 4 else f"The {name} plan",
            default_price=ids[0],
            unit_label=None,
            url=None,
            statement_descriptor=None,
            shippable=None,
            images="[]",
            metadata=jdump({"tier": str(n)}),
        )
    setup = rng.new_id("prod_")
    b.put(
        PRODUCTS,
        id=setup,
        created=start,
        updated=start,
        name="Onboarding fee",
        active=True,
        description=None,
        default_price=None,
        unit_label=None,
        url=None,
        statement_descriptor=None,
        shippable=None,
        images="[]",
        metadata="{}",
    )
    b.put(
        PRICES,
        id=rng.new_id("price_", 24),
        created=start,
        product=setup,
        active=True,
        currency="usd",
        unit_amount=25000,
        type="one_time",
        interval=None,
        interval_count=None,
        nickname="Setup",
        lookup_key="onboarding_fee",
        tax_behavior="unspecified",
        metadata="{}",
    )
    return prices


def _card_json(b: _Builder, pm_id: str) -> tuple[str, TestCard]:
    row = b.ctx.one("SELECT * FROM stripe_payment_methods WHERE id = ?", (pm_id,))
    assert row is not None
    card = TestCard(row["brand"], row["last4"], row["funding"], row["country"])
    blob = {
        "brand": row["brand"],
        "last4": row["last4"],
        "funding": row["funding"],
        "country": row["country"],
        "exp_month": row["exp_month"],
        "exp_year": row["exp_year"],
        "fingerprint": row["fingerprint"],
    }
    return jdump(blob), card


def _payment(
    b: _Builder,
    *,
    customer: str | None,
    pm_id: str,
    amount: int,
    currency: str,
    created: int,
    decline: str | None = None,
    invoice: str | None = None,
    description: str | None = None,
    status: str | None = None,
) -> tuple[str, str]:
    """A PaymentIntent and its charge; returns (pi, charge)."""
    rng = b.rng
    pi_id, ch_id = rng.new_id("pi_", 24), rng.new_id("ch_", 24)
    card, _ = _card_json(b, pm_id)
    ok = decline is None
    uncaptured = status == "requires_capture"
    d = DECLINES.get(decline or "")
    b.put(
        CHARGES,
        id=ch_id,
        created=created,
        amount=amount,
        amount_captured=amount if ok and not uncaptured else 0,
        amount_refunded=0,
        captured=ok and not uncaptured,
        paid=ok,
        refunded=False,
        status="succeeded" if ok else "failed",
        currency=currency,
        customer=customer,
        description=description,
        invoice=invoice,
        payment_intent=pi_id,
        payment_method=pm_id,
        failure_code=d.code if d else None,
        failure_message=d.message if d else None,
        decline_code=d.decline_code if d else None,
        receipt_email=None,
        statement_descriptor=None,
        card=card,
        billing_details=None,
        metadata="{}",
    )
    error = None
    if d is not None:
        error = jdump(
            {
                "charge": ch_id,
                "code": d.code,
                "decline_code": d.decline_code,
                "doc_url": f"https://stripe.com/docs/error-codes/{d.code}",
                "message": d.message,
                "type": "card_error",
            }
        )
    b.put(
        PAYMENT_INTENTS,
        id=pi_id,
        created=created,
        amount=amount,
        amount_capturable=amount if uncaptured else 0,
        amount_received=amount if ok and not uncaptured else 0,
        currency=currency,
        customer=customer,
        description=description,
        status=status or ("succeeded" if ok else "requires_payment_method"),
        capture_method="manual" if uncaptured else "automatic",
        confirmation_method="automatic",
        payment_method=pm_id if ok else None,
        latest_charge=ch_id,
        invoice=invoice,
        canceled_at=None,
        cancellation_reason=None,
        receipt_email=None,
        setup_future_usage=None,
        statement_descriptor=None,
        client_secret=f"{pi_id}_secret_{rng.token(25)}",
        last_payment_error=error,
        payment_method_types='["card"]',
        metadata="{}",
    )
    return pi_id, ch_id


def _refund(b: _Builder, charge: str, pi: str, amount: int, total: int, currency: str, created: int) -> None:
    b.put(
        REFUNDS,
        id=b.rng.new_id("re_", 24),
        created=created,
        amount=amount,
        currency=currency,
        charge=charge,
        payment_intent=pi,
        reason=b.rng.choice(["requested_by_customer", "duplicate", "fraudulent", None]),
        status="succeeded",
        description=None,
        metadata="{}",
    )
    b.ctx.db.execute(
        "UPDATE stripe_charges SET amount_refunded = amount_refunded + ?, "
        "refunded = (amount_refunded + ? = amount) WHERE id = ?",
        (amount, amount, charge),
    )
    del total


def _invoice(
    b: _Builder,
    cus: dict[str, Any],
    sub: str,
    price: dict[str, Any],
    quantity: int,
    si: str,
    start: int,
    end: int,
    *,
    reason: str,
    outcome: str,
    pm_id: str | None,
) -> str:
    """One subscription invoice: ``paid`` (charged), ``open`` (declined) or ``trial`` (zero)."""
    rng = b.rng
    inv_id = rng.new_id("in_", 24)
    amount = 0 if outcome == "trial" else price["unit_amount"] * quantity
    n = cus["next_invoice_sequence"]
    cus["next_invoice_sequence"] = n + 1
    b.ctx.db.execute("UPDATE stripe_customers SET next_invoice_sequence = ? WHERE id = ?", (n + 1, cus["id"]))
    pi = ch = None
    # Stripe finalizes and charges a renewal about an hour after the period starts; a period that
    # starts at the fixture's now was finalized and attempted at once, not in the world's future.
    attempted = b.ctx.in_the_past(start, start + 3600)
    if amount and pm_id:
        decline = rng.choice(DECLINE_CODES) if outcome == "open" else None
        pi, ch = _payment(
            b,
            customer=cus["id"],
            pm_id=pm_id,
            amount=amount,
            currency="usd",
            created=attempted,
            decline=decline,
            invoice=inv_id,
            description="Subscription update" if reason == "subscription_cycle" else "Subscription creation",
        )
    paid = outcome in ("paid", "trial")
    b.put(
        INVOICES,
        id=inv_id,
        created=start,
        customer=cus["id"],
        subscription=sub,
        status="paid" if paid else "open",
        number=f"{cus['invoice_prefix']}-{n:04d}",
        currency="usd",
        subtotal=amount,
        total=amount,
        amount_due=amount,
        amount_paid=amount if paid else 0,
        amount_remaining=0 if paid else amount,
        attempt_count=1 if pi else 0,
        attempted=pi is not None or paid,
        auto_advance=not paid,
        collection_method="charge_automatically",
        billing_reason=reason,
        charge=ch,
        payment_intent=pi,
        description=None,
        due_date=None,
        period_start=start,
        period_end=start,
        paid_out_of_band=False,
        finalized_at=attempted,
        paid_at=attempted if paid else None,
        voided_at=None,
        customer_email=cus["email"],
        customer_name=cus["name"],
        metadata="{}",
    )
    b.put(
        INVOICE_ITEMS,
        id=rng.new_id("il_", 24),
        created=start,
        customer=cus["id"],
        invoice=inv_id,
        subscription=sub,
        subscription_item=si,
        price=price["id"],
        amount=amount,
        unit_amount=amount // max(quantity, 1),
        quantity=quantity,
        currency="usd",
        description=f"{quantity} × {price['product_name']}" + (" (trial)" if outcome == "trial" else ""),
        period_start=start,
        period_end=end,
        proration=False,
        discountable=True,
        kind="subscription",
        metadata="{}",
    )
    return inv_id


def _subscriptions(
    b: _Builder, customers: list[dict[str, Any]], with_pm: dict[str, str], prices: list[dict[str, Any]]
) -> None:
    rng = b.rng
    payers = [c for c in customers if c["id"] in with_pm]
    active_prices = [p for p in prices if p["active"]]
    statuses = ["active"] * 55 + ["trialing"] * 12 + ["past_due"] * 13 + ["canceled"] * 20
    for n, status in enumerate(statuses):
        cus = payers[(n * 7) % len(payers)] if n < len(payers) else payers[n % len(payers)]
        price = rng.choice(active_prices if status != "canceled" else prices)
        if price["interval"] == "year" and (status == "past_due" or rng.random() < 0.6):
            price = next(p for p in prices if p["product"] == price["product"] and p["interval"] == "month")
        quantity = rng.randint(1, 12) if "seats" in price["product_name"] else 1
        sub_id, si_id = rng.new_id("sub_", 24), rng.new_id("si_")
        pm_id = with_pm[cus["id"]]
        trial_end = None
        if status == "trialing":
            start = b.now - rng.randint(1, 13) * DAY
            trial_end = start + 14 * DAY
        else:
            start = b.now - rng.randint(35 if status == "past_due" else 20, 200) * DAY
        last_invoice = _invoice(
            b,
            cus,
            sub_id,
            price,
            quantity,
            si_id,
            start,
            trial_end or add_interval(start, price["interval"], 1),
            reason="subscription_create",
            outcome="trial" if trial_end else "paid",
            pm_id=pm_id,
        )
        period_start, period_end = start, trial_end or add_interval(start, price["interval"], 1)
        canceled_at = None
        if status == "canceled":
            canceled_at = start + rng.randint(5, 150) * DAY
            canceled_at = min(canceled_at, b.now - DAY)
        while trial_end is None and period_end <= (canceled_at or b.now):
            period_start, period_end = period_end, add_interval(period_end, price["interval"], 1)
            is_last = period_end > b.now
            outcome = "open" if status == "past_due" and is_last else "paid"
            last_invoice = _invoice(
                b,
                cus,
                sub_id,
                price,
                quantity,
                si_id,
                period_start,
                period_end,
                reason="subscription_cycle",
                outcome=outcome,
                pm_id=pm_id,
            )
        if status == "past_due" and period_end <= b.now:
            status = "active"  # the period did not roll over yet; keep the data consistent
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
            cancel_at_period_end=status == "active" and rng.random() < 0.1,
            cancel_at=None,
            canceled_at=canceled_at,
            ended_at=canceled_at,
            collection_method="charge_automatically",
            days_until_due=None,
            default_payment_method=None,
            latest_invoice=last_invoice,
            description=None,
            cancellation_details=jdump(
                {
                    "comment": None,
                    "feedback": rng.choice([None, "too_expensive", "unused"]),
                    "reason": "cancellation_requested",
                }
            )
            if canceled_at
            else None,
            metadata=jdump({"source": rng.choice(["web", "sales", "migration"])}),
        )
        b.put(
            SUBSCRIPTION_ITEMS,
            id=si_id,
            created=start,
            subscription=sub_id,
            price=price["id"],
            quantity=quantity,
            metadata="{}",
        )
    b.ctx.db.execute(
        "UPDATE stripe_subscriptions SET cancel_at = current_period_end WHERE cancel_at_period_end = 1"
    )


def _one_off_payments(b: _Builder, customers: list[dict[str, Any]], with_pm: dict[str, str]) -> None:
    """Card payments over six months: mostly USD, some EUR/GBP/JPY; declines; refunds; a few holds."""
    rng = b.rng
    payers = [c for c in customers if c["id"] in with_pm]
    guest_pms = []
    for _ in range(20):
        brand, last4, funding = rng.choice(CARDS)
        pm_id = rng.new_id("pm_", 24)
        b.put(
            PAYMENT_METHODS,
            id=pm_id,
            created=b.now - 200 * DAY,
            customer=None,
            type="card",
            brand=brand,
            last4=last4,
            exp_month=rng.randint(1, 12),
            exp_year=2028,
            funding=funding,
            country="US",
            fingerprint=rng.token(16),
            behaviour="ok",
            billing_details=None,
            metadata="{}",
        )
        guest_pms.append(pm_id)
    for n in range(1000):
        created = b.now - rng.randint(600, 180 * DAY)
        if rng.random() < 0.85:
            cus = rng.choice(payers)
            customer, pm_id = cus["id"], with_pm[cus["id"]]
        else:
            customer, pm_id = None, rng.choice(guest_pms)
        currency = rng.choice(["usd"] * 8 + ["eur", "gbp", "jpy"])
        amount = rng.choice([500, 1000, 1999, 2500, 4900, 9900, 12000, 25000]) + rng.randint(0, 99)
        if currency == "jpy":
            amount = amount // 100 * 10 + 500
        roll = rng.random()
        decline = rng.choice(DECLINE_CODES) if roll < 0.12 else None
        status = None
        if 0.12 <= roll < 0.14:
            # An authorization still on hold: recent, as holds expire after a week.
            status, created = "requires_capture", b.now - rng.randint(600, 6 * DAY)
        desc = rng.choice([None, f"Order #{10000 + n}", "Consulting hours", "Top-up", "Ticket sale"])
        pi, ch = _payment(
            b,
            customer=customer,
            pm_id=pm_id,
            amount=amount,
            currency=currency,
            created=created,
            decline=decline,
            description=desc,
            status=status,
        )
        if decline is None and status is None:
            r = rng.random()
            if r < 0.06:
                refunded = b.ctx.in_the_past(created, created + rng.randint(3600, 20 * DAY))
                _refund(b, ch, pi, amount, amount, currency, refunded)
            elif r < 0.12:
                part = max(1, amount // rng.choice([2, 3, 4]))
                refunded = b.ctx.in_the_past(created, created + rng.randint(3600, 20 * DAY))
                _refund(b, ch, pi, part, amount, currency, refunded)
                if r < 0.08:
                    again = b.ctx.in_the_past(refunded, max(created + 25 * DAY, refunded + 1))
                    _refund(b, ch, pi, part // 2, amount, currency, again)
    # A few intents that never got a card, and a few canceled ones.
    for n in range(15):
        pi_id = rng.new_id("pi_", 24)
        created = b.now - rng.randint(600, 30 * DAY)
        canceled = n % 3 == 0
        b.put(
            PAYMENT_INTENTS,
            id=pi_id,
            created=created,
            amount=rng.choice([1500, 4200, 9900]),
            amount_capturable=0,
            amount_received=0,
            currency="usd",
            customer=rng.choice(payers)["id"] if n % 2 else None,
            description=None,
            status="canceled" if canceled else "requires_payment_method",
            capture_method="automatic",
            confirmation_method="automatic",
            payment_method=None,
            latest_charge=None,
            invoice=None,
            canceled_at=created + 3600 if canceled else None,
            cancellation_reason="abandoned" if canceled else None,
            receipt_email=None,
            setup_future_usage=None,
            statement_descriptor=None,
            client_secret=f"{pi_id}_secret_{rng.token(25)}",
            last_payment_error=None,
            payment_method_types='["card"]',
            metadata="{}",
        )


@service.fixture("small")
def small_fixture(ctx: Context) -> None:
    """Two customers (one with a card), one product with a monthly price: every row is known."""
    b = _Builder(ctx)
    t = b.now - 10 * DAY
    for cid, email, name in (("cus_alice", "alice@example.com", "Alice Liddell"), ("cus_bob", None, "Bob")):
        b.put(
            CUSTOMERS,
            id=cid,
            created=t,
            email=email,
            name=name,
            phone=None,
            description=None,
            balance=0,
            currency=None,
            delinquent=False,
            deleted=False,
            invoice_prefix="ABCD1234" if cid == "cus_alice" else "EF567890",
            next_invoice_sequence=1,
            default_payment_method=None,
            tax_exempt="none",
            address=None,
            shipping=None,
            preferred_locales="[]",
            metadata="{}",
        )
        t += 60
    b.put(
        PAYMENT_METHODS,
        id="pm_alice_visa",
        created=t,
        customer="cus_alice",
        type="card",
        brand="visa",
        last4="4242",
        exp_month=12,
        exp_year=2030,
        funding="credit",
        country="US",
        fingerprint="f1ngerpr1nt00001",
        behaviour="ok",
        billing_details=None,
        metadata="{}",
    )
    ctx.db.execute(
        "UPDATE stripe_customers SET default_payment_method = 'pm_alice_visa' WHERE id = 'cus_alice'"
    )
    b.put(
        PRODUCTS,
        id="prod_pro",
        created=t,
        updated=t,
        name="Pro",
        active=True,
        description="The Pro plan",
        default_price="price_pro_monthly",
        unit_label=None,
        url=None,
        statement_descriptor=None,
        shippable=None,
        images="[]",
        metadata="{}",
    )
    b.put(
        PRICES,
        id="price_pro_monthly",
        created=t,
        product="prod_pro",
        active=True,
        currency="usd",
        unit_amount=2900,
        type="recurring",
        interval="month",
        interval_count=1,
        nickname="Pro monthly",
        lookup_key="pro_monthly",
        tax_behavior="unspecified",
        metadata="{}",
    )
