"""Invoice previews: ``POST /v1/invoices/create_preview``, the invoice a customer would get next.

Nothing is stored. The preview runs the very code a real change runs (``subscriptions.update`` with
``subscription_details``, ``subscriptions.cancel`` for ``cancel_now``, ``invoiceitems.create`` for
``invoice_items``, the renewal ``billing_clock.draft_renewal`` builds) inside a savepoint, renders
the invoice that results, then rolls the savepoint back and restores the id counters: the state, the
ledger's changes and every later id are as if the preview had never been asked for. So a preview with
``subscription_details[proration_date]`` shows exactly the prorations the same update will make.

Which invoice is shown (the spec's description, classic billing mode):

- a change that invoices at once (``proration_behavior=always_invoice``, a new billing interval,
  ``billing_cycle_anchor=now``, ``cancel_now``, ``resume_at=now``): that invoice;
- otherwise the subscription's next renewal, with its pending items (prorations included) and its
  items at their (new) prices for the next period;
- ``subscription_details[items]`` without ``subscription``: the first invoice of a new subscription;
- ``customer`` alone: the next renewal of its subscription that renews first.

Its discounts are the ones that invoice would inherit (the subscription's, its items', the pending
items' own), unless the preview gives its own ``coupon`` or ``discounts`` (``""``: none); those are
redeemed inside the savepoint too, so no coupon or code counts a redemption.

The invoice is rendered as a draft: ``id`` ``upcoming_in_…`` (as the live API names previews; the
2024-04-10 spec says only that the id of an upcoming invoice may be absent), ``billing_reason``
``upcoming``, no number, nothing paid; lines that exist only in the preview get ``il_tmp_…`` ids
and no ``invoice_item``. Preview ids come from their own random stream (``previews``), so the same
seed gives the same previews and asking for one never shifts the ids of what is created later.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Annotated, Any

from pydantic import Field, ValidationError

from toolproof.service import Context, Params
from toolproof.services.stripe.billing_clock import draft_renewal
from toolproof.services.stripe.common import Obj, expand, jdump, jload
from toolproof.services.stripe.errors import StripeError, exclusive, invalid, missing, no_such
from toolproof.services.stripe.operations import billing, discounts
from toolproof.services.stripe.operations.billing_params import (
    AutomaticTax,
    Discount,
    Discounts,
    Liability,
    TaxRates,
    check_ids,
    check_liability,
)
from toolproof.services.stripe.operations.charges import no_connect
from toolproof.services.stripe.operations.customers import Shipping, Tax, TaxIdData, live_customer
from toolproof.services.stripe.operations.invoice_items import (
    CreateInvoiceItem,
    Period,
    UpdateInvoiceItem,
    create_invoice_item,
    update_invoice_item,
)
from toolproof.services.stripe.operations.prices import OneTimePriceData
from toolproof.services.stripe.operations.subscription_changes import UpdateSubscription, update_subscription
from toolproof.services.stripe.operations.subscription_params import ItemParams, UpdateItemParams
from toolproof.services.stripe.operations.subscriptions import (
    CancelSubscription,
    CreateSubscription,
    cancel_subscription,
    create_subscription,
)
from toolproof.services.stripe.params import (
    Address,
    Bool,
    Currency,
    Decimal,
    Expand,
    Int,
    Limit,
    Metadata,
    Quantity,
    Str,
    Timestamp,
    Unsettable,
    enum,
    timestamp_or,
)
from toolproof.services.stripe.service import service

#: The alphabet of Stripe's ids (digits, upper and lower case letters).
ALNUM = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

#: Subscriptions that will be invoiced again.
_LIVE = ("active", "trialing", "past_due", "unpaid")


class PreviewSubscriptionDetails(Params):
    """``subscription_details``: the subscription change (or new subscription) to preview."""

    billing_cycle_anchor: timestamp_or("now", "unchanged") | None = None  # type: ignore[valid-type]
    cancel_at: timestamp_or("") | None = None  # type: ignore[valid-type]
    cancel_at_period_end: Bool | None = None
    cancel_now: Bool | None = None
    default_tax_rates: TaxRates = None
    items: list[UpdateItemParams] | None = None
    proration_behavior: enum("always_invoice", "create_prorations", "none") | None = None  # type: ignore[valid-type]
    proration_date: Timestamp | None = None
    resume_at: enum("now") | None = None  # type: ignore[valid-type]
    start_date: Timestamp | None = None
    trial_end: timestamp_or("now") | None = None  # type: ignore[valid-type]


class PreviewInvoiceItem(Params):
    """One of ``invoice_items``: a new pending item, or (``invoiceitem``) a change to an existing one."""

    amount: Int | None = None
    currency: Currency | None = None
    description: Str | None = None
    discountable: Bool | None = None
    discounts: Discounts = None
    invoiceitem: Str | None = None
    metadata: Metadata | None = None
    period: Period | None = None
    price: Str | None = None
    price_data: OneTimePriceData | None = None
    quantity: Quantity | None = None
    tax_behavior: enum("exclusive", "inclusive", "unspecified") | None = None  # type: ignore[valid-type]
    tax_code: Annotated[Str | None, Unsettable] = None
    tax_rates: TaxRates = None
    unit_amount: Int | None = None  # negative reduces the amount due, as on invoice items
    unit_amount_decimal: Decimal | None = None


class PreviewCustomerDetails(Params):
    """``customer_details``: overrides for tax purposes; the double computes no tax, so it is checked only."""

    address: Annotated[Address | None, Unsettable] = None
    shipping: Annotated[Shipping | None, Unsettable] = None
    tax: Tax | None = None
    tax_exempt: enum("", "exempt", "none", "reverse") | None = None  # type: ignore[valid-type]
    tax_ids: list[TaxIdData] | None = None


class CreatePreview(Params):
    automatic_tax: AutomaticTax | None = None
    coupon: Str | None = None
    currency: Currency | None = None
    customer: Str | None = None
    customer_details: PreviewCustomerDetails | None = None
    discounts: Discounts = None
    invoice_items: list[PreviewInvoiceItem] | None = None
    issuer: Liability | None = None
    on_behalf_of: Annotated[Str | None, Unsettable] = None
    preview_mode: enum("next", "recurring") | None = None  # type: ignore[valid-type]
    schedule: Str | None = None
    schedule_details: dict[str, Any] | None = None
    subscription: Str | None = None
    subscription_details: PreviewSubscriptionDetails | None = None
    expand: Expand = Field(default_factory=list)


def upcoming_none(customer: str) -> StripeError:
    """Stripe's answer when there is nothing to preview."""
    return StripeError(
        f"No upcoming invoices for customer: {customer}", status=404, code="invoice_upcoming_none"
    )


@contextmanager
def _under(prefix: str) -> Iterator[None]:
    """Errors of the operation a preview runs name the preview's parameter: ``items[0][price]`` under
    ``subscription_details`` is ``subscription_details[items][0][price]``."""
    try:
        yield
    except StripeError as error:
        param = error.fields.get("param")
        if isinstance(param, str) and param:
            head, sep, rest = param.partition("[")
            error.fields["param"] = f"{prefix}[{head}]{sep}{rest}"
        raise


def _check(ctx: Context, p: CreatePreview) -> None:
    """References the double's account cannot have, and combinations Stripe refuses."""
    if p.coupon and "discounts" in p.model_fields_set:
        raise exclusive("coupon", "discounts", param="discounts")
    no_connect(on_behalf_of=p.on_behalf_of)
    check_liability(p.issuer, "issuer")
    if p.automatic_tax is not None:
        check_liability(p.automatic_tax.liability, "automatic_tax[liability]")
    if p.schedule:
        raise no_such("subscription_schedule", p.schedule, param="schedule", status=400)
    if p.schedule_details is not None:
        raise invalid(
            "Subscription schedules are not available on this account, so schedule_details cannot be "
            "previewed.",
            param="schedule_details",
        )
    details = p.subscription_details
    if details is not None:
        check_ids(details.default_tax_rates, "tax rate", "subscription_details[default_tax_rates]")
    for i, item in enumerate(p.invoice_items or []):
        check_ids(item.tax_rates, "tax rate", f"invoice_items[{i}][tax_rates]")


@service.operation("stripe.invoices.create_preview", "POST", "/v1/invoices/create_preview", writes=True)
def create_preview(ctx: Context, p: CreatePreview) -> Obj:
    """Preview the invoice a customer or subscription gets next, or what a subscription change
    (``subscription_details``: items, proration_behavior, proration_date…) would invoice, with its
    proration lines. Nothing is created."""
    obj, _lines = preview(ctx, p)
    return expand(ctx, obj, p.expand)


def preview(ctx: Context, p: CreatePreview) -> tuple[Obj, list[Obj]]:
    """The preview invoice and all its lines (the invoice inlines the first ten), nothing stored.

    Declared as writes (even ``GET /v1/invoices/upcoming``): the preview writes inside a savepoint
    it rolls back, and the core allows no write at all, even an undone one, in a read.
    """
    _check(ctx, p)
    counters = ctx.rng.state()
    ctx.db.execute("SAVEPOINT stripe_preview")
    try:
        invoice_id, new_subscription = _simulate(ctx, p)
        row = ctx.one("SELECT * FROM stripe_invoices WHERE id = ?", (invoice_id,))
        assert row is not None
        obj = billing.render(ctx, row)
        lines = [
            billing.render_line(ctx, r)
            for r in ctx.all(
                "SELECT * FROM stripe_invoice_items WHERE invoice = ? ORDER BY seq", (invoice_id,)
            )
        ]
    finally:
        ctx.db.execute("ROLLBACK TO stripe_preview")
        ctx.db.execute("RELEASE stripe_preview")
        ctx.rng.set_state(counters)
    _as_preview(ctx, obj, lines, new_subscription)
    return obj, lines


def _simulate(ctx: Context, p: CreatePreview) -> tuple[str, bool]:
    """Make the invoice to preview (inside the caller's savepoint). Returns (invoice id, whether its
    subscription is one the preview created)."""
    sub = None
    if p.subscription is not None:
        sub = ctx.one("SELECT * FROM stripe_subscriptions WHERE id = ?", (p.subscription,))
        if sub is None:
            raise no_such("subscription", p.subscription, param="subscription", status=400)
    customer_id = p.customer or (sub["customer"] if sub is not None else None)
    if customer_id is None:
        raise missing("customer")
    customer = live_customer(ctx, customer_id)
    if sub is not None and sub["customer"] != customer["id"]:
        raise invalid(
            f"The subscription {sub['id']} does not belong to the customer {customer['id']}.",
            param="subscription",
        )
    details = p.subscription_details
    if sub is None and details is not None and details.items:
        invoice_id = _new_subscription(ctx, customer["id"], details)
        _add_items(ctx, p, customer["id"], invoice_id)
        return _finish(ctx, p, invoice_id), True
    if sub is None:
        sub = ctx.one(
            "SELECT * FROM stripe_subscriptions WHERE customer = ? AND status IN "
            f"({', '.join('?' for _ in _LIVE)}) ORDER BY current_period_end, seq LIMIT 1",
            (customer["id"], *_LIVE),
        )
    if sub is None:
        if not p.invoice_items:
            raise upcoming_none(customer["id"])
        invoice_id = billing.new_invoice(
            ctx,
            customer,
            currency=p.currency or p.invoice_items[0].currency or "usd",
            billing_reason="manual",
        )
        _add_items(ctx, p, customer["id"], invoice_id)
        return _finish(ctx, p, invoice_id), False
    ready = sub["status"] in _LIVE or (sub["status"] == "paused" and details and details.resume_at)
    if not ready:
        raise upcoming_none(customer["id"])
    latest = sub["latest_invoice"]
    if details is not None:
        _change(ctx, sub, details)
    sub = ctx.one("SELECT * FROM stripe_subscriptions WHERE id = ?", (sub["id"],))
    assert sub is not None
    if sub["latest_invoice"] != latest:
        invoice_id = sub["latest_invoice"]  # the change invoiced at once: that is the preview
    else:
        if sub["status"] not in _LIVE or (
            sub["cancel_at"] is not None and sub["cancel_at"] <= sub["current_period_end"]
        ):
            raise upcoming_none(customer["id"])
        invoice_id, start, _end = draft_renewal(ctx, sub, reason="upcoming")
        # A renewal is created (and charged) when the current period ends.
        ctx.db.execute("UPDATE stripe_invoices SET created = ? WHERE id = ?", (start, invoice_id))
    _add_items(ctx, p, customer["id"], invoice_id)
    return _finish(ctx, p, invoice_id), False


def _change(ctx: Context, sub: Any, details: PreviewSubscriptionDetails) -> None:
    """Apply ``subscription_details`` to an existing subscription, as the real request would."""
    given = details.model_fields_set
    prefix = "subscription_details"
    if details.cancel_now:
        with _under(prefix):
            cancel_subscription(
                ctx,
                CancelSubscription(
                    subscription_exposed_id=sub["id"],
                    prorate=details.proration_behavior != "none",
                    invoice_now=True,
                ),
            )
        return
    if details.resume_at == "now":
        if sub["status"] != "paused":
            raise invalid(
                "You can only resume subscriptions with a status of paused. This subscription is "
                f"{sub['status']}.",
                param=f"{prefix}[resume_at]",
            )
        from toolproof.services.stripe.operations.subscription_changes import (
            ResumeSubscription,
            resume_subscription,
        )

        resume_subscription(ctx, ResumeSubscription(subscription=sub["id"]))
        return
    fields: dict[str, Any] = {"subscription_exposed_id": sub["id"], "payment_behavior": "default_incomplete"}
    for name in (
        "items",
        "proration_behavior",
        "proration_date",
        "cancel_at",
        "cancel_at_period_end",
        "trial_end",
        "default_tax_rates",
    ):
        if name in given:
            fields[name] = getattr(details, name)
    if "billing_cycle_anchor" in given and details.billing_cycle_anchor is not None:
        if details.billing_cycle_anchor not in ("now", "unchanged"):
            raise invalid(
                "Invalid billing_cycle_anchor: an existing subscription's anchor can only be `now` or "
                "`unchanged`.",
                param=f"{prefix}[billing_cycle_anchor]",
            )
        fields["billing_cycle_anchor"] = details.billing_cycle_anchor
    with _under(prefix):
        update_subscription(ctx, _validated(UpdateSubscription, fields, prefix))


def _new_subscription(ctx: Context, customer: str, details: PreviewSubscriptionDetails) -> str:
    """The first invoice of the subscription ``subscription_details`` would create."""
    prefix = "subscription_details"
    items = []
    for i, item in enumerate(details.items or []):
        if item.id is not None or item.deleted:
            raise invalid(
                "A new subscription's items cannot name existing items (id, deleted).",
                param=f"{prefix}[items][{i}][id]",
            )
        items.append(ItemParams.model_validate(item.model_dump(exclude_unset=True, exclude={"clear_usage"})))
    fields: dict[str, Any] = {"customer": customer, "items": items, "payment_behavior": "default_incomplete"}
    for name in ("proration_behavior", "trial_end", "cancel_at_period_end", "default_tax_rates"):
        if name in details.model_fields_set:
            fields[name] = getattr(details, name)
    anchor = details.billing_cycle_anchor
    if isinstance(anchor, int) or (isinstance(anchor, str) and anchor.isdigit()):
        fields["billing_cycle_anchor"] = int(anchor)
    if details.cancel_at not in (None, ""):
        fields["cancel_at"] = details.cancel_at
    if details.start_date is not None and details.start_date < ctx.now():
        fields["backdate_start_date"] = details.start_date
    with _under(prefix):
        created = create_subscription(ctx, _validated(CreateSubscription, fields, prefix))
    assert isinstance(created, dict)
    latest = created["latest_invoice"]
    assert isinstance(latest, str)
    return latest


def _validated(model: Any, fields: dict[str, Any], prefix: str) -> Any:
    try:
        return model.model_validate(fields)
    except ValidationError as exc:  # the preview's own models accept less; never a 500
        loc = exc.errors()[0]["loc"]
        raise invalid(f"Invalid {prefix} parameters.", param=f"{prefix}[{loc[0] if loc else ''}]") from None


def _add_items(ctx: Context, p: CreatePreview, customer: str, invoice_id: str) -> None:
    """``invoice_items``: add (or change) pending items, then put them on the previewed invoice."""
    inv = ctx.one("SELECT currency FROM stripe_invoices WHERE id = ?", (invoice_id,))
    assert inv is not None
    currency = inv["currency"]
    for i, item in enumerate(p.invoice_items or []):
        fields = item.model_dump(exclude_unset=True, exclude={"invoiceitem"})
        with _under(f"invoice_items[{i}]"):
            if item.invoiceitem is not None:
                fields.pop("currency", None)
                fields["invoiceitem"] = item.invoiceitem
                row = ctx.one(
                    "SELECT customer, invoice FROM stripe_invoice_items "
                    "WHERE id = ? AND kind = 'invoiceitem'",
                    (item.invoiceitem,),
                )
                if row is None or row["customer"] != customer or row["invoice"] not in (None, invoice_id):
                    raise no_such("invoiceitem", item.invoiceitem, param="invoiceitem", status=400)
                update_invoice_item(ctx, _validated(UpdateInvoiceItem, fields, f"invoice_items[{i}]"))
                item_id = item.invoiceitem
            else:
                fields["customer"] = customer
                if item.price is None and item.price_data is None and item.currency is None:
                    fields["currency"] = currency  # an item joins the previewed invoice, in its currency
                created = create_invoice_item(
                    ctx, _validated(CreateInvoiceItem, fields, f"invoice_items[{i}]")
                )
                item_id = str(created["id"])
        ctx.db.execute("UPDATE stripe_invoice_items SET invoice = ? WHERE id = ?", (invoice_id, item_id))
    if p.invoice_items:
        billing.recompute(ctx, invoice_id)


def _finish(ctx: Context, p: CreatePreview, invoice_id: str) -> str:
    """The preview's own ``coupon`` / ``discounts`` instead of the inherited ones; ``preview_mode=
    recurring`` keeps only the recurring lines; tax and issuer settings are echoed."""
    row = ctx.one(
        "SELECT customer, currency, subtotal, extra FROM stripe_invoices WHERE id = ?", (invoice_id,)
    )
    assert row is not None
    if p.currency is not None and p.currency != row["currency"]:
        raise invalid(
            f"The currency {p.currency} does not match the currency of the invoice ({row['currency']}).",
            param="currency",
        )
    if p.coupon or "discounts" in p.model_fields_set:
        given = [Discount(coupon=p.coupon)] if p.coupon else p.discounts
        target = discounts.Target(row["customer"], row["currency"], "invoice", row["subtotal"])
        discounts.set_invoice_discounts(ctx, invoice_id, given, "coupon" if p.coupon else "discounts", target)
        billing.recompute(ctx, invoice_id)
    if p.preview_mode == "recurring":
        ctx.db.execute(
            "DELETE FROM stripe_invoice_items WHERE invoice = ? AND kind = 'invoiceitem'", (invoice_id,)
        )
        billing.recompute(ctx, invoice_id)
    extra = jload(row["extra"], {}) or {}
    if p.automatic_tax is not None:
        extra["automatic_tax"] = p.automatic_tax.model_dump(exclude_none=True)
    if p.issuer is not None:
        extra["issuer"] = p.issuer.model_dump(exclude_none=True)
    ctx.db.execute(
        "UPDATE stripe_invoices SET extra = ? WHERE id = ?", (jdump(extra) if extra else None, invoice_id)
    )
    return invoice_id


def _exists(ctx: Context, table: str, object_id: Any) -> bool:
    return bool(object_id) and ctx.one(f"SELECT 1 FROM {table} WHERE id = ?", (object_id,)) is not None


def _temporary(object_id: str) -> str:
    """A preview line's id: ``il_tmp_`` and a digest of the row the preview made, so the same preview
    of the same state has the same line ids (``upcoming/lines`` pages by them)."""
    value = int.from_bytes(hashlib.blake2b(object_id.encode(), digest_size=18).digest(), "big")
    out = []
    for _ in range(24):
        value, digit = divmod(value, len(ALNUM))
        out.append(ALNUM[digit])
    return "il_tmp_" + "".join(out)


def _as_preview(ctx: Context, obj: Obj, lines: list[Obj], new_subscription: bool) -> None:
    """Render the rolled-back invoice as a preview: not numbered, not paid, ids of its own."""
    preview_id = "upcoming_in_" + ctx.rng.token(24, stream="previews")
    created = obj["created"]
    obj.update(
        id=preview_id,
        billing_reason="upcoming",
        status="draft",
        number=None,
        paid=False,
        amount_paid=0,
        amount_remaining=obj["amount_due"],
        attempted=False,
        attempt_count=0,
        charge=None,
        payment_intent=None,
        hosted_invoice_url=None,
        invoice_pdf=None,
        ending_balance=None,
        effective_at=None,
        webhooks_delivered_at=None,
        auto_advance=False,
        next_payment_attempt=created if obj["collection_method"] == "charge_automatically" else None,
        status_transitions={
            "finalized_at": None,
            "marked_uncollectible_at": None,
            "paid_at": None,
            "voided_at": None,
        },
    )
    if new_subscription:
        obj["subscription"] = None
        obj["subscription_details"] = None
    obj["lines"]["url"] = f"/v1/invoices/{preview_id}/lines"
    for line in lines:
        line["invoice"] = preview_id
        item = line.get("invoice_item")
        if item is None or not _exists(ctx, "stripe_invoice_items", item):
            line.pop("invoice_item", None)
            line["id"] = _temporary(line["id"])
        if new_subscription:
            line["subscription"] = None
            line.pop("subscription_item", None)
    obj["lines"]["data"] = lines[:10]


# -- GET /v1/invoices/upcoming and /lines: the same preview, with the older flat parameters ------


class UpcomingInvoice(CreatePreview):
    """``GET /v1/invoices/upcoming``: ``create_preview``'s parameters plus ``subscription_*`` ones."""

    subscription_billing_cycle_anchor: timestamp_or("now", "unchanged") | None = None  # type: ignore[valid-type]
    subscription_cancel_at: timestamp_or("") | None = None  # type: ignore[valid-type]
    subscription_cancel_at_period_end: Bool | None = None
    subscription_cancel_now: Bool | None = None
    subscription_default_tax_rates: TaxRates = None
    subscription_items: list[UpdateItemParams] | None = None
    subscription_proration_behavior: enum("always_invoice", "create_prorations", "none") | None = None  # type: ignore[valid-type]
    subscription_proration_date: Timestamp | None = None
    subscription_resume_at: enum("now") | None = None  # type: ignore[valid-type]
    subscription_start_date: Timestamp | None = None
    subscription_trial_end: timestamp_or("now") | None = None  # type: ignore[valid-type]


class UpcomingLines(UpcomingInvoice):
    ending_before: Str | None = None
    limit: Limit = 10
    starting_after: Str | None = None


def _as_create_preview(p: UpcomingInvoice) -> CreatePreview:
    """The flat ``subscription_x`` parameters are ``subscription_details[x]``; not both at once."""
    given = p.model_fields_set
    flat = sorted(
        name for name in given if name.startswith("subscription_") and name != "subscription_details"
    )
    fields = {name: getattr(p, name) for name in given if name in CreatePreview.model_fields}
    if flat:
        if p.subscription_details is not None:
            raise exclusive("subscription_details", flat[0], param=flat[0])
        fields["subscription_details"] = PreviewSubscriptionDetails.model_validate(
            {name.removeprefix("subscription_"): getattr(p, name) for name in flat}
        )
    return CreatePreview.model_validate(fields)


@service.operation("stripe.invoices.upcoming", "GET", "/v1/invoices/upcoming", writes=True)
def upcoming_invoice(ctx: Context, p: UpcomingInvoice) -> Obj:
    """Preview the customer's or subscription's upcoming invoice (the older form of
    ``create_preview``; ``subscription_items``, ``subscription_proration_date``… describe a change).
    Nothing is created."""
    obj, _lines = preview(ctx, _as_create_preview(p))
    return expand(ctx, obj, p.expand)


@service.operation("stripe.invoices.upcoming_lines", "GET", "/v1/invoices/upcoming/lines", writes=True)
def upcoming_lines(ctx: Context, p: UpcomingLines) -> Obj:
    """All the lines of the upcoming invoice, a page at a time (``limit``, ``starting_after``)."""
    _obj, lines = preview(ctx, _as_create_preview(p))
    ids = [line["id"] for line in lines]
    start, end = 0, len(lines)
    for cursor, param in ((p.starting_after, "starting_after"), (p.ending_before, "ending_before")):
        if cursor is not None and cursor not in ids:
            raise no_such("line item", cursor, param=param, status=400)
    if p.starting_after is not None:
        start = ids.index(p.starting_after) + 1
    if p.ending_before is not None:
        end = ids.index(p.ending_before)
    limit = p.limit
    if p.ending_before is not None and p.starting_after is None:
        start = max(start, end - limit)
    data = lines[start:end][:limit]
    return {
        "object": "list",
        "data": [expand(ctx, line, p.expand, prefix="data.") for line in data],
        "has_more": start + len(data) < end,
        "url": "/v1/invoices/upcoming/lines",
    }
