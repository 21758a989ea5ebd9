"""Discounts: applying coupons and promotion codes, and what they take off an invoice.

A discount (``di_…``) is one redemption of a coupon, made when a coupon or promotion code is applied
to a customer (``customer.discount``), a subscription (``subscription.discounts``), an invoice or an
invoice item (their ``discounts``). Each redemption counts on the coupon and the promotion code.

Which discounts an invoice gets: the ones given to it, else its subscription's, else its
customer's (Stripe's precedence); a subscription item's own discounts go on that item's lines
(:func:`line_discounts`), and ``add_invoice_items`` carry theirs as invoice items do. A discount
applies while it has not ``end``-ed (a ``repeating`` coupon ends ``duration_in_months`` after it
was applied), and a ``once`` discount is used up by the first finalized invoice it takes something
off (it leaves the subscription, item or customer then).

The amounts (:func:`apply_to_invoice`): item discounts first, then the invoice's, each on what is left
of every discountable positive line (only lines of ``applies_to`` products when the coupon names
some); ``percent_off`` per line rounded half up to the minor unit; ``amount_off`` capped at what is
left and spread over the lines in proportion (largest remainder). ``subtotal`` already has item
discounts taken off, as Stripe's does; ``total_discount_amounts`` has every discount's sum.
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from dateutil.relativedelta import relativedelta

from toolproof.service import Context, Params
from toolproof.services.stripe.common import Obj, jdump, jload, loader, next_seq
from toolproof.services.stripe.errors import StripeError, exclusive, invalid, no_such
from toolproof.services.stripe.handlers import by_id
from toolproof.services.stripe.operations.billing_params import Discount
from toolproof.services.stripe.operations.coupons import coupon_row, is_valid, render_coupon
from toolproof.services.stripe.operations.promotion_codes import PC, redeemable_problem
from toolproof.services.stripe.params import Str
from toolproof.services.stripe.service import service
from toolproof.services.stripe.tables import (
    COUPONS,
    CUSTOMERS,
    DISCOUNTS,
    INVOICE_ITEMS,
    INVOICES,
    PROMOTION_CODES,
    SUBSCRIPTION_ITEMS,
    SUBSCRIPTIONS,
    insert,
    update,
)

DI = DISCOUNTS.name
II = INVOICE_ITEMS.name

#: How many discounts one object (subscription, item, invoice, invoice item) may carry.
MAX_DISCOUNTS = 20

PRIOR_TRANSACTIONS = (
    "This promotion code cannot be redeemed because the associated customer has prior transactions."
)


def render_discount(ctx: Context, row: Any) -> Obj:
    coupon = coupon_row(ctx, row["coupon"])
    return {
        "id": row["id"],
        "object": "discount",
        "checkout_session": None,
        "coupon": None if coupon is None else render_coupon(ctx, coupon),
        "customer": row["customer"],
        "end": row["end"],
        "invoice": row["invoice"],
        "invoice_item": row["invoice_item"],
        "promotion_code": row["promotion_code"],
        "start": row["start"],
        "subscription": row["subscription"],
        "subscription_item": row["subscription_item"],
    }


load_discount = loader("di_")(by_id(DI, render_discount))


def discount_object(ctx: Context, discount_id: str | None) -> Obj | None:
    return None if discount_id is None else load_discount(ctx, discount_id)


def ids_of(text: str | None) -> list[str]:
    """A ``discounts`` column: the discount ids an object carries, in order."""
    return list(jload(text, []) or [])


def single(ctx: Context, text: str | None) -> Obj | None:
    """The deprecated ``discount`` field of an invoice or subscription: the discount when there is
    exactly one, else ``null``."""
    ids = ids_of(text)
    return discount_object(ctx, ids[0]) if len(ids) == 1 else None


# -- redeeming -------------------------------------------------------------------------------


class Target:
    """What a coupon is being applied to: its customer, currency and (when known) amount."""

    def __init__(self, customer: str, currency: str | None, noun: str, amount: int | None = None) -> None:
        self.customer = customer
        self.currency = currency
        self.noun = noun
        self.amount = amount


def _has_prior_transactions(ctx: Context, customer: str) -> bool:
    paid = ctx.one(
        "SELECT 1 FROM stripe_invoices WHERE customer = ? AND status = 'paid' AND amount_paid > 0",
        (customer,),
    )
    charged = ctx.one("SELECT 1 FROM stripe_charges WHERE customer = ? AND status = 'succeeded'", (customer,))
    return paid is not None or charged is not None


def _check_promotion_code(ctx: Context, promo_id: str, param: str, target: Target) -> Any:
    row = ctx.one(f"SELECT * FROM {PC} WHERE id = ?", (promo_id,))
    if row is None:
        raise no_such("promotion code", promo_id, param=param, status=400)
    problem = redeemable_problem(ctx, row)
    if problem is not None:
        raise invalid(problem, param=param)
    if row["customer"] is not None and row["customer"] != target.customer:
        raise invalid(f"This promotion code cannot be redeemed by this customer: {row['code']}", param=param)
    restrictions = jload(row["restrictions"], {}) or {}
    if restrictions.get("first_time_transaction") and _has_prior_transactions(ctx, target.customer):
        raise invalid(PRIOR_TRANSACTIONS, param=param)
    minimum = restrictions.get("minimum_amount")
    options = restrictions.get("currency_options") or {}
    if target.currency in options and options[target.currency].get("minimum_amount") is not None:
        minimum = options[target.currency]["minimum_amount"]
    elif restrictions.get("minimum_amount_currency") not in (None, target.currency):
        minimum = None
    if minimum is not None and target.amount is not None and target.amount < minimum:
        raise invalid(
            f"This promotion code cannot be redeemed because the {target.noun}'s amount is below its "
            f"minimum of {minimum} {target.currency}.",
            param=param,
        )
    return row


def _check_coupon(ctx: Context, coupon_id: str, param: str, target: Target) -> Any:
    row = coupon_row(ctx, coupon_id)
    if row is None or row["deleted"]:
        raise no_such("coupon", coupon_id, param=param, status=400)
    if not is_valid(row, ctx.now()):
        raise invalid(f"Coupon expired: {coupon_id}", param=param, code="coupon_expired")
    if row["amount_off"] is not None and target.currency is not None and row["currency"] != target.currency:
        options = jload(row["currency_options"], {}) or {}
        if target.currency not in options:
            article = "an" if target.noun[0] in "aeiou" else "a"
            raise invalid(
                f"The coupon {coupon_id} is in {row['currency']} and cannot be applied to {article} "
                f"{target.noun} in {target.currency}.",
                param=param,
            )
    return row


def check(
    ctx: Context, coupon: str | None, promotion_code: str | None, prefix: str, target: Target
) -> tuple[Any, Any | None] | None:
    """The coupon (and promotion code) a ``coupon=`` / ``promotion_code=`` pair redeems, checked; ``None``
    when neither is given (``""`` is not given). ``prefix`` is prepended to the parameter names."""
    close = "]" if prefix.endswith("[") else ""
    if coupon and promotion_code:
        raise exclusive("coupon", "promotion_code", param=f"{prefix}promotion_code{close}")
    if promotion_code:
        param = f"{prefix}promotion_code{close}"
        promo = _check_promotion_code(ctx, promotion_code, param, target)
        return _check_coupon(ctx, promo["coupon"], param, target), promo
    if coupon:
        return _check_coupon(ctx, coupon, f"{prefix}coupon{close}", target), None
    return None


def redeem(ctx: Context, found: tuple[Any, Any | None], **owner: str | None) -> str:
    """A new discount from a checked (coupon, promotion code): counted on both, ending as its coupon says."""
    coupon, promo = found
    now = ctx.now()
    end = None
    if coupon["duration"] == "repeating" and coupon["duration_in_months"]:
        end = int((_utc(now) + relativedelta(months=coupon["duration_in_months"])).timestamp())
    discount_id = ctx.new_id("di_", 24)
    insert(
        ctx.db,
        DISCOUNTS,
        {
            "id": discount_id,
            "seq": next_seq(ctx, DI),
            "created": now,
            "coupon": coupon["id"],
            "promotion_code": None if promo is None else promo["id"],
            "start": now,
            "end": end,
            **owner,
        },
    )
    update(ctx.db, COUPONS, coupon["id"], {"times_redeemed": coupon["times_redeemed"] + 1})
    if promo is not None:
        update(ctx.db, PROMOTION_CODES, promo["id"], {"times_redeemed": promo["times_redeemed"] + 1})
    return discount_id


def _utc(ts: int) -> Any:
    import datetime

    return datetime.datetime.fromtimestamp(ts, tz=datetime.UTC)


def check_list(
    ctx: Context, discounts: list[Discount] | None, param: str, target: Target
) -> list[tuple[Any, Any | None] | str]:
    """Each entry of a ``discounts`` array checked: a (coupon, promotion code) to redeem, or the id of
    an existing discount of the same customer to reuse."""
    if len(discounts or []) > MAX_DISCOUNTS:
        raise invalid(
            f"You can apply at most {MAX_DISCOUNTS} discounts; {len(discounts or [])} were given.",
            param=param,
        )
    out: list[tuple[Any, Any | None] | str] = []
    for i, d in enumerate(discounts or []):
        given = [f for f in ("coupon", "discount", "promotion_code") if getattr(d, f)]
        if len(given) > 1:
            raise exclusive(given[0], given[1], param=f"{param}[{i}][{given[1]}]")
        if d.discount:
            row = ctx.one(f"SELECT * FROM {DI} WHERE id = ?", (d.discount,))
            if row is None or row["customer"] != target.customer:
                raise no_such("discount", d.discount, param=f"{param}[{i}][discount]", status=400)
            out.append(row["id"])
            continue
        found = check(ctx, d.coupon, d.promotion_code, f"{param}[{i}][", target)
        if found is not None:
            out.append(found)
    coupons = [f[0]["id"] for f in out if not isinstance(f, str)]
    if len(set(coupons)) != len(coupons):
        raise invalid("The same coupon can only be applied once.", param=param)
    return out


def redeem_list(ctx: Context, checked: list[tuple[Any, Any | None] | str], **owner: str | None) -> list[str]:
    return [c if isinstance(c, str) else redeem(ctx, c, **owner) for c in checked]


# -- owners ----------------------------------------------------------------------------------


def set_customer_discount(
    ctx: Context, customer: str, coupon: str | None, promotion_code: str | None
) -> None:
    """``customers.create/update`` with ``coupon`` or ``promotion_code``: the customer's discount is
    replaced (an empty value removes it)."""
    if coupon is None and promotion_code is None:
        return
    row = ctx.one(f"SELECT currency FROM {CUSTOMERS.name} WHERE id = ?", (customer,))
    target = Target(customer, row["currency"] if row is not None else None, "customer")
    found = check(ctx, coupon, promotion_code, "", target)
    discount = None if found is None else redeem(ctx, found, customer=customer)
    update(ctx.db, CUSTOMERS, customer, {"discount": discount})


def set_subscription_discounts(
    ctx: Context, sub_id: str, checked: list[tuple[Any, Any | None] | str]
) -> None:
    """Replace a subscription's discounts by ``checked`` (redeemed now)."""
    sub = ctx.one(f"SELECT customer FROM {SUBSCRIPTIONS.name} WHERE id = ?", (sub_id,))
    assert sub is not None
    ids = redeem_list(ctx, checked, customer=sub["customer"], subscription=sub_id)
    update(ctx.db, SUBSCRIPTIONS, sub_id, {"discounts": jdump(ids) if ids else None})


def subscription_checked(
    ctx: Context,
    coupon: str | None,
    promotion_code: str | None,
    discounts: list[Discount] | None,
    given: set[str],
    target: Target,
) -> list[tuple[Any, Any | None] | str] | None:
    """What ``coupon`` / ``promotion_code`` / ``discounts`` ask of a subscription, checked (``None``:
    leave its discounts as they are; ``[]``: remove them)."""
    named = [n for n in ("coupon", "promotion_code", "discounts") if n in given]
    if not named:
        return None
    if "discounts" in given and ("coupon" in given or "promotion_code" in given):
        raise exclusive(named[0], "discounts", param="discounts")
    if "discounts" in given:
        return check_list(ctx, discounts, "discounts", target)
    found = check(ctx, coupon, promotion_code, "", target)
    return [] if found is None else [found]


def set_item_discounts(
    ctx: Context, si_id: str, given: list[Discount] | None, param: str, target: Target, sub_id: str
) -> list[str]:
    """``items[].discounts`` (and ``subscription_items`` ``discounts``): the item's own discounts,
    replaced (``""`` removes them), redeemed for this item. Returns their ids."""
    checked = check_list(ctx, given, param, target)
    ids = redeem_list(ctx, checked, customer=target.customer, subscription=sub_id, subscription_item=si_id)
    update(ctx.db, SUBSCRIPTION_ITEMS, si_id, {"discounts": jdump(ids) if ids else None})
    return ids


def set_invoice_item_discounts(
    ctx: Context, item_id: str, given: list[Discount] | None, param: str, target: Target
) -> None:
    """``add_invoice_items[].discounts``: the one-off item's own discounts, redeemed for it."""
    checked = check_list(ctx, given, param, target)
    ids = redeem_list(ctx, checked, customer=target.customer, invoice_item=item_id)
    if ids:
        update(ctx.db, INVOICE_ITEMS, item_id, {"discounts": jdump(ids)})


def line_discounts(ctx: Context, si_id: str, at: int) -> str | None:
    """The ``discounts`` of a new line billing subscription item ``si_id`` for a period starting at
    ``at``: the item's discounts that still run; the ones that ended leave the item here."""
    row = ctx.one(f"SELECT discounts FROM {SUBSCRIPTION_ITEMS.name} WHERE id = ?", (si_id,))
    if row is None or not row["discounts"]:
        return None
    current = ids_of(row["discounts"])
    ids = _live(ctx, current, at)
    if ids != current:
        update(ctx.db, SUBSCRIPTION_ITEMS, si_id, {"discounts": jdump(ids) if ids else None})
    return jdump(ids) if ids else None


def set_invoice_discounts(
    ctx: Context, invoice_id: str, given: list[Discount] | None, param: str, target: Target
) -> None:
    """A preview's ``discounts`` (or ``coupon``): the previewed invoice's own discounts instead of the
    inherited ones (``""``: none), redeemed inside the preview's savepoint."""
    checked = check_list(ctx, given, param, target)
    ids = redeem_list(ctx, checked, customer=target.customer, invoice=invoice_id)
    update(ctx.db, INVOICES, invoice_id, {"discounts": jdump(ids) if ids else None})


def _live(ctx: Context, ids: list[str], at: int) -> list[str]:
    """The discounts of ``ids`` that still apply at ``at``: not ended, not used up."""
    live = []
    for discount_id in ids:
        row = ctx.one(f'SELECT "end", used_by FROM {DI} WHERE id = ?', (discount_id,))
        if row is not None and row["used_by"] is None and (row["end"] is None or row["end"] > at):
            live.append(discount_id)
    return live


def inherit(ctx: Context, invoice_id: str) -> None:
    """A new invoice's discounts: its subscription's that are still running, else its customer's.
    Discounts that have ended leave their subscription or customer here."""
    inv = ctx.one(
        f"SELECT customer, subscription, created, period_end FROM {INVOICES.name} WHERE id = ?", (invoice_id,)
    )
    assert inv is not None
    ids: list[str] = []
    if inv["subscription"]:
        at = inv["period_end"]
        sub = ctx.one(f"SELECT discounts FROM {SUBSCRIPTIONS.name} WHERE id = ?", (inv["subscription"],))
        if sub is not None and sub["discounts"]:
            current = ids_of(sub["discounts"])
            ids = _live(ctx, current, at)
            if ids != current:
                update(ctx.db, SUBSCRIPTIONS, inv["subscription"], {"discounts": jdump(ids) if ids else None})
    else:
        at = inv["created"]
    if not ids:
        cus = ctx.one(f"SELECT discount FROM {CUSTOMERS.name} WHERE id = ?", (inv["customer"],))
        if cus is not None and cus["discount"]:
            ids = _live(ctx, [cus["discount"]], at)
            if not ids:
                update(ctx.db, CUSTOMERS, inv["customer"], {"discount": None})
    if ids:  # (a new invoice's column is NULL already: most invoices need no statement here)
        update(ctx.db, INVOICES, invoice_id, {"discounts": jdump(ids)})


def use_up(ctx: Context, invoice_id: str) -> None:
    """At finalization: a ``once`` discount that took something off this invoice is used up; it
    stays on its subscription or customer until their next invoice, which no longer gets it."""
    inv = ctx.one(f"SELECT total_discount_amounts FROM {INVOICES.name} WHERE id = ?", (invoice_id,))
    assert inv is not None
    used = [a["discount"] for a in jload(inv["total_discount_amounts"], []) or [] if a["amount"] > 0]
    sql = f"SELECT c.duration, d.used_by FROM {DI} d JOIN {COUPONS.name} c ON c.id = d.coupon WHERE d.id = ?"
    for discount_id in used:
        row = ctx.one(sql, (discount_id,))
        if row is not None and row["duration"] == "once" and row["used_by"] is None:
            update(ctx.db, DISCOUNTS, discount_id, {"used_by": invoice_id})


# -- amounts ---------------------------------------------------------------------------------


def percent_share(amount: int, percent_off: float) -> int:
    """``percent_off`` of ``amount`` minor units, rounded half up (never more than the amount)."""
    exact = Decimal(amount) * Decimal(str(percent_off)) / 100
    return min(amount, int(exact.quantize(Decimal(1), rounding=ROUND_HALF_UP)))


def _share(
    ctx: Context, discount_id: str, lines: list[Any], left: dict[str, int], currency: str
) -> dict[str, int]:
    """What discount ``discount_id`` takes off each of ``lines`` given what is ``left`` of them."""
    row = ctx.one(f"SELECT coupon FROM {DI} WHERE id = ?", (discount_id,))
    coupon = None if row is None else coupon_row(ctx, row["coupon"])
    if coupon is None:
        return {}
    products = (jload(coupon["applies_to"], {}) or {}).get("products") or []
    eligible = [ln for ln in lines if left[ln["id"]] > 0 and (not products or ln["product"] in products)]
    if coupon["percent_off"] is not None:
        return {ln["id"]: percent_share(left[ln["id"]], coupon["percent_off"]) for ln in eligible}
    amount_off = coupon["amount_off"] if coupon["currency"] == currency else None
    if amount_off is None:
        option = (jload(coupon["currency_options"], {}) or {}).get(currency)
        amount_off = None if option is None else option.get("amount_off")
    base = sum(left[ln["id"]] for ln in eligible)
    if not amount_off or base == 0:
        return {}
    take = min(amount_off, base)
    shares = {ln["id"]: take * left[ln["id"]] // base for ln in eligible}
    rest = take - sum(shares.values())
    by_remainder = sorted(eligible, key=lambda ln: (-(take * left[ln["id"]] % base), ln["seq"]))
    for ln in by_remainder[:rest]:
        shares[ln["id"]] += 1
    return shares


def apply_to_invoice(
    ctx: Context, invoice_id: str, currency: str, invoice_discounts: str | None, had_amounts: bool = True
) -> tuple[int, int]:
    """Work out and store every discount's amount on a draft invoice's lines and in its
    ``total_discount_amounts``. Returns (item discounts, invoice discounts)."""
    whole = ids_of(invoice_discounts)
    if not whole and (
        ctx.one(
            f"SELECT 1 FROM {II} WHERE invoice = ? "
            "AND (discounts IS NOT NULL OR discount_amounts IS NOT NULL)",
            (invoice_id,),
        )
        is None
    ):
        # No discount anywhere (what almost every invoice is): nothing to work out, and nothing to
        # clear unless amounts were stored (``had_amounts``: a discount was removed since).
        if had_amounts:
            update(ctx.db, INVOICES, invoice_id, {"total_discount_amounts": None})
        return 0, 0
    lines = ctx.all(
        f"SELECT i.id, i.seq, i.amount, i.discountable, i.discounts, i.discount_amounts, p.product "
        f"FROM {II} i LEFT JOIN stripe_prices p ON p.id = i.price WHERE i.invoice = ? ORDER BY i.seq",
        (invoice_id,),
    )
    left = {ln["id"]: max(ln["amount"], 0) if ln["discountable"] else 0 for ln in lines}
    per_line: dict[str, list[Obj]] = {ln["id"]: [] for ln in lines}
    totals: dict[str, int] = {}
    item_total = 0

    def take(discount_id: str, among: list[Any]) -> int:
        shares = _share(ctx, discount_id, among, left, currency)
        for line_id, amount in shares.items():
            left[line_id] -= amount
        for ln in among:
            if ln["id"] in shares or discount_id in ids_of(ln["discounts"]):
                per_line[ln["id"]].append({"amount": shares.get(ln["id"], 0), "discount": discount_id})
        totals[discount_id] = totals.get(discount_id, 0) + sum(shares.values())
        return sum(shares.values())

    for ln in lines:
        for discount_id in ids_of(ln["discounts"]):
            item_total += take(discount_id, [ln])
    invoice_total = sum(take(discount_id, lines) for discount_id in whole)
    for ln in lines:
        text = jdump(per_line[ln["id"]]) if per_line[ln["id"]] else None
        if text != ln["discount_amounts"]:
            update(ctx.db, INVOICE_ITEMS, ln["id"], {"discount_amounts": text})
    amounts = [{"amount": amount, "discount": discount_id} for discount_id, amount in totals.items()]
    update(ctx.db, INVOICES, invoice_id, {"total_discount_amounts": jdump(amounts)})
    return item_total, invoice_total


# -- removing --------------------------------------------------------------------------------


def _deleted(ctx: Context, discount_id: str) -> Obj:
    obj = load_discount(ctx, discount_id)
    assert obj is not None
    return {**obj, "deleted": True}


class DeleteCustomerDiscount(Params):
    customer: Str


@service.operation(
    "stripe.customers.delete_discount", "DELETE", "/v1/customers/{customer}/discount", writes=True
)
def delete_customer_discount(ctx: Context, p: DeleteCustomerDiscount) -> Obj:
    """Remove the customer's discount (invoices already made keep theirs)."""
    row = ctx.one(f"SELECT discount, deleted FROM {CUSTOMERS.name} WHERE id = ?", (p.customer,))
    if row is None or row["deleted"]:
        raise no_such("customer", p.customer, param="customer")
    if row["discount"] is None:
        raise StripeError(
            f"Customer {p.customer} does not have a discount.", status=404, code="resource_missing"
        )
    update(ctx.db, CUSTOMERS, p.customer, {"discount": None})
    return _deleted(ctx, row["discount"])


class DeleteSubscriptionDiscount(Params):
    subscription_exposed_id: Str


@service.operation(
    "stripe.subscriptions.delete_discount",
    "DELETE",
    "/v1/subscriptions/{subscription_exposed_id}/discount",
    writes=True,
)
def delete_subscription_discount(ctx: Context, p: DeleteSubscriptionDiscount) -> Obj:
    """Remove the subscription's discount (its next invoices are billed in full, or with the
    customer's discount if there is one)."""
    row = ctx.one(f"SELECT discounts FROM {SUBSCRIPTIONS.name} WHERE id = ?", (p.subscription_exposed_id,))
    if row is None:
        raise no_such("subscription", p.subscription_exposed_id, param="subscription_exposed_id")
    ids = ids_of(row["discounts"])
    if not ids:
        raise StripeError(
            f"Subscription {p.subscription_exposed_id} does not have a discount.",
            status=404,
            code="resource_missing",
        )
    update(ctx.db, SUBSCRIPTIONS, p.subscription_exposed_id, {"discounts": None})
    return _deleted(ctx, ids[0])
