"""PaymentIntents: create (optionally confirming), retrieve, update, confirm, capture, cancel, list.

Statuses move as Stripe's do: ``requires_payment_method`` → ``requires_confirmation`` →
(``requires_capture`` with ``capture_method=manual``) → ``succeeded``; a decline sends the intent back
to ``requires_payment_method`` with ``last_payment_error`` and a failed charge, and answers 402.
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import Field

from toolproof.service import Context, Params
from toolproof.services.stripe.cards import Decline
from toolproof.services.stripe.common import (
    Obj,
    empty_to_none,
    expand,
    jdump,
    jload,
    loader,
    merge_metadata,
    next_seq,
    page,
    require,
)
from toolproof.services.stripe.dialect import Declined
from toolproof.services.stripe.errors import doc_url, invalid, no_such, unexpected_state
from toolproof.services.stripe.handlers import Filters, by_id, search_operation
from toolproof.services.stripe.money import check_amount
from toolproof.services.stripe.operations import charges, payment_methods
from toolproof.services.stripe.operations.charges import TransferAmount, TransferData, no_connect, no_transfer
from toolproof.services.stripe.operations.intent_params import (
    MandateData,
    PaymentMethodData,
    PaymentMethodOptions,
    RadarOptions,
    ShippingParam,
    card_option,
    check_payment_method_data,
    check_references,
    check_types,
    keep,
    merge_options,
    render_options,
    shipping_json,
)
from toolproof.services.stripe.params import (
    Bool,
    Currency,
    Expand,
    Int,
    ListParams,
    Metadata,
    OffSession,
    PositiveAmount,
    Retrieve,
    Str,
    Str22,
    Str100,
    Str1000,
    StrList,
    Unsettable,
    enum,
)
from toolproof.services.stripe.search import FieldKind
from toolproof.services.stripe.service import service
from toolproof.services.stripe.tables import CHARGES, PAYMENT_INTENTS, insert, update

T = PAYMENT_INTENTS.name
CANCELABLE = (
    "requires_payment_method",
    "requires_capture",
    "requires_confirmation",
    "requires_action",
    "processing",
)


def render(ctx: Context, row: Any) -> Obj:
    extra = jload(row["extra"], {}) or {}
    return {
        "id": row["id"],
        "object": "payment_intent",
        "amount": row["amount"],
        "amount_capturable": row["amount_capturable"],
        "amount_details": {"tip": {}},
        "amount_received": row["amount_received"],
        "application": None,
        "application_fee_amount": None,
        "automatic_payment_methods": extra.get("automatic_payment_methods"),
        "canceled_at": row["canceled_at"],
        "cancellation_reason": row["cancellation_reason"],
        "capture_method": row["capture_method"],
        "client_secret": row["client_secret"],
        "confirmation_method": row["confirmation_method"],
        "created": row["created"],
        "currency": row["currency"],
        "customer": row["customer"],
        "description": row["description"],
        "invoice": row["invoice"],
        "last_payment_error": jload(row["last_payment_error"]),
        "latest_charge": row["latest_charge"],
        "livemode": False,
        "metadata": jload(row["metadata"], {}),
        "next_action": None,
        "on_behalf_of": None,
        "payment_method": row["payment_method"],
        "payment_method_configuration_details": None,
        "payment_method_options": render_options(row["payment_method_options"]),
        "payment_method_types": jload(row["payment_method_types"], ["card"]),
        "processing": None,
        "receipt_email": row["receipt_email"],
        "review": None,
        "setup_future_usage": row["setup_future_usage"],
        "shipping": jload(row["shipping"]),
        "source": None,
        "statement_descriptor": row["statement_descriptor"],
        "statement_descriptor_suffix": row["statement_descriptor_suffix"],
        "status": row["status"],
        "transfer_data": None,
        "transfer_group": row["transfer_group"],
    }


load = loader("pi_")(by_id(T, render))


def get_intent(ctx: Context, pi_id: str) -> Obj:
    obj = load(ctx, pi_id)
    assert obj is not None
    return obj


def require_intent(ctx: Context, pi_id: str) -> Any:
    return require(ctx, T, pi_id, "payment_intent", param="intent")


def card_error_body(decline: Decline, charge_id: str, pm: Obj | None) -> dict[str, Any]:
    body: dict[str, Any] = {
        "charge": charge_id,
        "code": decline.code,
        "decline_code": decline.decline_code,
        "doc_url": doc_url(decline.code),
        "message": decline.message,
        "type": "card_error",
    }
    if pm is not None:
        body["payment_method"] = pm
    return body


class AutomaticPaymentMethods(Params):
    enabled: Bool
    allow_redirects: enum("always", "never") | None = None  # type: ignore[valid-type]


class IntentFields(Params):
    customer: Str | None = None
    description: Str1000 | None = None
    metadata: Metadata | None = None
    payment_method: Str | None = None
    payment_method_configuration: Str100 | None = None
    payment_method_data: PaymentMethodData | None = None
    payment_method_options: PaymentMethodOptions | None = None
    payment_method_types: StrList | None = None
    receipt_email: Str | None = None
    setup_future_usage: enum("", "off_session", "on_session") | None = None  # type: ignore[valid-type]
    shipping: ShippingParam = None
    statement_descriptor: Str22 | None = None
    statement_descriptor_suffix: Str22 | None = None
    transfer_group: Str | None = None
    application_fee_amount: Int | None = None
    transfer_data: TransferData | None = None
    expand: Expand = Field(default_factory=list)


class CreateIntent(IntentFields):
    amount: PositiveAmount
    currency: Currency
    confirm: Bool = False
    capture_method: enum("automatic", "automatic_async", "manual") = "automatic_async"  # type: ignore[valid-type]
    confirmation_method: enum("automatic", "manual") = "automatic"  # type: ignore[valid-type]
    confirmation_token: Str | None = None
    automatic_payment_methods: AutomaticPaymentMethods | None = None
    error_on_requires_action: Bool | None = None
    mandate: Str | None = None
    mandate_data: Annotated[MandateData | None, Unsettable] = None
    off_session: OffSession | None = None
    on_behalf_of: Str | None = None
    radar_options: RadarOptions | None = None
    return_url: Str | None = None
    use_stripe_sdk: Bool | None = None


def _check_common(ctx: Context, p: IntentFields) -> None:
    """What create and update check alike: no Connect, no configurations, card payment methods only."""
    transfer = p.transfer_data
    if isinstance(transfer, TransferAmount):
        no_transfer(transfer)
        transfer = None
    no_connect(
        on_behalf_of=getattr(p, "on_behalf_of", None),
        transfer_data=transfer,
        fee=("application_fee_amount", p.application_fee_amount),
    )
    if p.payment_method_configuration:
        raise no_such(
            "payment method configuration",
            p.payment_method_configuration,
            param="payment_method_configuration",
            status=400,
        )
    check_payment_method_data(p.payment_method_data)
    check_types(p.payment_method_types)


@service.operation("stripe.payment_intents.create", "POST", "/v1/payment_intents", writes=True)
def create_intent(ctx: Context, p: CreateIntent) -> Obj | Declined:
    """Create a PaymentIntent; with ``confirm=true`` it charges at once."""
    check_amount(p.amount, p.currency)
    _check_common(ctx, p)
    check_references(mandate=p.mandate, confirmation_token=p.confirmation_token)
    if p.customer:
        from toolproof.services.stripe.operations.customers import live_customer

        live_customer(ctx, p.customer)
    pm_id = None
    if p.payment_method:
        pm_id = payment_methods.resolve(ctx, p.payment_method)["id"]
    pi_id = ctx.new_id("pi_", 24)
    insert(
        ctx.db,
        PAYMENT_INTENTS,
        {
            "id": pi_id,
            "seq": next_seq(ctx, T),
            "created": ctx.now(),
            "amount": p.amount,
            "amount_capturable": 0,
            "amount_received": 0,
            "currency": p.currency,
            "customer": p.customer or None,
            "description": empty_to_none(p.description),
            "status": "requires_confirmation" if pm_id else "requires_payment_method",
            "capture_method": p.capture_method,
            "confirmation_method": p.confirmation_method,
            "payment_method": pm_id,
            "latest_charge": None,
            "invoice": None,
            "canceled_at": None,
            "cancellation_reason": None,
            "receipt_email": empty_to_none(p.receipt_email),
            "setup_future_usage": p.setup_future_usage or None,
            "statement_descriptor": empty_to_none(p.statement_descriptor),
            "statement_descriptor_suffix": empty_to_none(p.statement_descriptor_suffix),
            "transfer_group": empty_to_none(p.transfer_group),
            "shipping": shipping_json(p.shipping),
            "payment_method_options": merge_options(None, p.payment_method_options),
            "client_secret": f"{pi_id}_secret_{ctx.rng.token(25)}",
            "last_payment_error": None,
            "payment_method_types": jdump(p.payment_method_types or ["card"]),
            "metadata": merge_metadata(None, p.metadata),
            "extra": keep(
                ctx,
                None,
                automatic_payment_methods=p.automatic_payment_methods,
                mandate_data=p.mandate_data,
                radar_options=p.radar_options,
                off_session=p.off_session,
                return_url=p.return_url,
                use_stripe_sdk=p.use_stripe_sdk,
            ),
        },
    )
    if p.confirm:
        return confirm(ctx, pi_id, None, p.expand)
    return expand(ctx, get_intent(ctx, pi_id), p.expand)


def confirm(ctx: Context, pi_id: str, pm_ref: str | None, expand_paths: list[str]) -> Obj | Declined:
    """Charge the intent's card; a decline commits a failed charge and answers 402."""
    pi = require_intent(ctx, pi_id)
    if pi["status"] not in ("requires_payment_method", "requires_confirmation"):
        if pi["status"] == "succeeded":
            msg = (
                "You cannot confirm this PaymentIntent because it has already succeeded after being "
                "previously confirmed."
            )
        else:
            msg = (
                f"You cannot confirm this PaymentIntent because it has a status of {pi['status']}. Only a "
                "PaymentIntent with one of the following statuses may be confirmed: requires_payment_method, "
                "requires_confirmation, requires_action."
            )
        raise unexpected_state(msg, payment_intent=render(ctx, pi))
    pm_ref = pm_ref or pi["payment_method"]
    if not pm_ref:
        raise unexpected_state(
            "You cannot confirm this PaymentIntent because it's missing a payment method. You can either "
            "update the PaymentIntent with a payment method and then confirm it again, or confirm it again "
            "directly with a payment method.",
            payment_intent=render(ctx, pi),
        )
    pm = payment_methods.resolve(ctx, pm_ref)
    if pi["customer"] and pm["customer"] not in (None, pi["customer"]):
        raise invalid(
            f"The provided PaymentMethod {pm['id']} belongs to another customer; it cannot be used with "
            f"customer {pi['customer']}.",
            param="payment_method",
        )
    future = pi["setup_future_usage"] or card_option(pi["payment_method_options"], "setup_future_usage")
    attachable = payment_methods.card_of(pm).refused_on_attach is None  # a declining card: the charge says so
    if future in ("off_session", "on_session") and pi["customer"] and pm["customer"] is None and attachable:
        payment_methods.attach_to(ctx, pm["id"], pi["customer"])
        pm = payment_methods.resolve(ctx, pm["id"])
    manual = (
        pi["capture_method"] == "manual"
        or card_option(pi["payment_method_options"], "capture_method") == "manual"
    )
    charge_id, decline = charges.new_charge(
        ctx,
        amount=pi["amount"],
        currency=pi["currency"],
        pm_row=pm,
        customer=pi["customer"],
        capture=not manual,
        payment_intent=pi_id,
        invoice=pi["invoice"],
        description=pi["description"],
        receipt_email=pi["receipt_email"],
        statement_descriptor=pi["statement_descriptor"],
        statement_descriptor_suffix=pi["statement_descriptor_suffix"],
        shipping=pi["shipping"],
        transfer_group=pi["transfer_group"],
        incremental=manual
        and card_option(pi["payment_method_options"], "request_incremental_authorization") == "if_available",
    )
    if decline is not None:
        pm_obj = payment_methods.load(ctx, pm["id"])
        error = card_error_body(decline, charge_id, pm_obj)
        update(
            ctx.db,
            PAYMENT_INTENTS,
            pi_id,
            {
                "status": "requires_payment_method",
                "payment_method": None,
                "latest_charge": charge_id,
                "last_payment_error": jdump(error),
            },
        )
        error["payment_intent"] = get_intent(ctx, pi_id)
        return Declined(error)
    update(
        ctx.db,
        PAYMENT_INTENTS,
        pi_id,
        {
            "status": "requires_capture" if manual else "succeeded",
            "payment_method": pm["id"],
            "latest_charge": charge_id,
            "last_payment_error": None,
            "amount_capturable": pi["amount"] if manual else 0,
            "amount_received": 0 if manual else pi["amount"],
        },
    )
    return expand(ctx, get_intent(ctx, pi_id), expand_paths)


class RetrieveIntent(Retrieve):
    intent: Str
    client_secret: Str | None = None


def _require_secret(pi: Any, secret: str | None) -> None:
    if secret is not None and secret != pi["client_secret"]:
        raise invalid(
            "The client_secret provided does not match any associated PaymentIntent on this account.",
            param="client_secret",
        )


@service.operation("stripe.payment_intents.retrieve", "GET", "/v1/payment_intents/{intent}", writes=False)
def retrieve_intent(ctx: Context, p: RetrieveIntent) -> Obj:
    """Retrieve a PaymentIntent (a ``client_secret``, if given, must be the intent's own)."""
    _require_secret(require_intent(ctx, p.intent), p.client_secret)
    return expand(ctx, get_intent(ctx, p.intent), p.expand)


class UpdateIntent(IntentFields):
    intent: Str
    transfer_data: TransferAmount | None = None  # type: ignore[assignment]
    amount: PositiveAmount | None = None
    currency: Currency | None = None
    capture_method: enum("automatic", "automatic_async", "manual") | None = None  # type: ignore[valid-type]


@service.operation("stripe.payment_intents.update", "POST", "/v1/payment_intents/{intent}", writes=True)
def update_intent(ctx: Context, p: UpdateIntent) -> Obj:
    """Update a PaymentIntent; money fields only before it is confirmed."""
    pi = require_intent(ctx, p.intent)
    given = p.model_fields_set
    open_states = ("requires_payment_method", "requires_confirmation", "requires_action")
    for field in ("amount", "currency", "payment_method", "capture_method", "customer"):
        if field in given and pi["status"] not in open_states:
            raise unexpected_state(
                f"This PaymentIntent's {field} could not be updated because it has a status of "
                f"{pi['status']}. You may only update the {field} of a PaymentIntent with one of the "
                "following statuses: requires_payment_method, requires_confirmation, requires_action.",
                param=field,
            )
    _check_common(ctx, p)
    changes: dict[str, Any] = {}
    if p.amount is not None:
        check_amount(p.amount, p.currency or pi["currency"])
        changes["amount"] = p.amount
    if p.currency is not None:
        changes["currency"] = p.currency
    if p.capture_method is not None:
        changes["capture_method"] = p.capture_method
    if "customer" in given and p.customer:
        from toolproof.services.stripe.operations.customers import live_customer

        live_customer(ctx, p.customer)
        changes["customer"] = p.customer
    for name in (
        "description",
        "receipt_email",
        "statement_descriptor",
        "statement_descriptor_suffix",
        "setup_future_usage",
        "transfer_group",
    ):
        if name in given:
            changes[name] = empty_to_none(getattr(p, name))
    if "shipping" in given:
        changes["shipping"] = shipping_json(p.shipping)
    if p.payment_method_options is not None:
        changes["payment_method_options"] = merge_options(
            pi["payment_method_options"], p.payment_method_options
        )
    if p.payment_method_types:
        changes["payment_method_types"] = jdump(p.payment_method_types)
    if "metadata" in given:
        changes["metadata"] = merge_metadata(pi["metadata"], p.metadata)
    if "payment_method" in given:
        if p.payment_method:
            changes["payment_method"] = payment_methods.resolve(ctx, p.payment_method)["id"]
            changes["status"] = "requires_confirmation"
        else:
            changes["payment_method"] = None
            changes["status"] = "requires_payment_method"
    update(ctx.db, PAYMENT_INTENTS, p.intent, changes)
    return expand(ctx, get_intent(ctx, p.intent), p.expand)


class ConfirmIntent(Params):
    intent: Str
    capture_method: enum("automatic", "automatic_async", "manual") | None = None  # type: ignore[valid-type]
    client_secret: Str | None = None
    confirmation_token: Str | None = None
    error_on_requires_action: Bool | None = None
    mandate: Str | None = None
    mandate_data: Annotated[MandateData | None, Unsettable] = None
    off_session: OffSession | None = None
    payment_method: Str | None = None
    payment_method_data: PaymentMethodData | None = None
    payment_method_options: PaymentMethodOptions | None = None
    payment_method_types: StrList | None = None
    radar_options: RadarOptions | None = None
    receipt_email: Str | None = None
    return_url: Str | None = None
    setup_future_usage: enum("", "off_session", "on_session") | None = None  # type: ignore[valid-type]
    shipping: ShippingParam = None
    use_stripe_sdk: Bool | None = None
    expand: Expand = Field(default_factory=list)


@service.operation(
    "stripe.payment_intents.confirm", "POST", "/v1/payment_intents/{intent}/confirm", writes=True
)
def confirm_intent(ctx: Context, p: ConfirmIntent) -> Obj | Declined:
    """Confirm a PaymentIntent: charge (or authorize) its card."""
    pi = require_intent(ctx, p.intent)
    _require_secret(pi, p.client_secret)
    check_references(mandate=p.mandate, confirmation_token=p.confirmation_token)
    check_payment_method_data(p.payment_method_data)
    check_types(p.payment_method_types)
    given = p.model_fields_set
    changes: dict[str, Any] = {}
    for name in ("receipt_email", "setup_future_usage"):
        if name in given:
            changes[name] = empty_to_none(getattr(p, name))
    if "shipping" in given:
        changes["shipping"] = shipping_json(p.shipping)
    if p.payment_method_options is not None:
        changes["payment_method_options"] = merge_options(
            pi["payment_method_options"], p.payment_method_options
        )
    if p.payment_method_types:
        changes["payment_method_types"] = jdump(p.payment_method_types)
    if p.capture_method is not None and pi["status"] in ("requires_payment_method", "requires_confirmation"):
        changes["capture_method"] = p.capture_method
    changes["extra"] = keep(
        ctx,
        pi["extra"],
        mandate_data=p.mandate_data,
        radar_options=p.radar_options,
        off_session=p.off_session,
        return_url=p.return_url,
        use_stripe_sdk=p.use_stripe_sdk,
    )
    update(ctx.db, PAYMENT_INTENTS, p.intent, changes)
    return confirm(ctx, p.intent, p.payment_method, p.expand)


class CaptureIntent(Params):
    intent: Str
    amount_to_capture: PositiveAmount | None = None
    application_fee_amount: Int | None = None
    final_capture: Bool | None = None
    metadata: Metadata | None = None
    statement_descriptor: Str22 | None = None
    statement_descriptor_suffix: Str22 | None = None
    transfer_data: TransferAmount | None = None
    expand: Expand = Field(default_factory=list)


@service.operation(
    "stripe.payment_intents.capture", "POST", "/v1/payment_intents/{intent}/capture", writes=True
)
def capture_intent(ctx: Context, p: CaptureIntent) -> Obj:
    """Capture an authorized PaymentIntent, fully or partly (the rest is released)."""
    pi = require_intent(ctx, p.intent)
    no_transfer(p.transfer_data)
    no_connect(fee=("application_fee_amount", p.application_fee_amount))
    if pi["status"] != "requires_capture":
        raise unexpected_state(
            f"This PaymentIntent could not be captured because it has a status of {pi['status']}. Only a "
            "PaymentIntent with one of the following statuses may be captured: requires_capture.",
            payment_intent=render(ctx, pi),
        )
    amount = pi["amount_capturable"] if p.amount_to_capture is None else p.amount_to_capture
    if amount > pi["amount_capturable"]:
        raise invalid(
            "The amount to capture must be less than or equal to the amount_capturable "
            f"({pi['amount_capturable']}).",
            param="amount_to_capture",
            code="amount_too_large",
        )
    charge = ctx.one(f"SELECT * FROM {CHARGES.name} WHERE id = ?", (pi["latest_charge"],))
    assert charge is not None
    charges.capture_charge_row(ctx, charge, amount)
    changes: dict[str, Any] = {"status": "succeeded", "amount_capturable": 0, "amount_received": amount}
    charge_changes: dict[str, Any] = {}
    for name in ("statement_descriptor", "statement_descriptor_suffix"):
        if name in p.model_fields_set:
            changes[name] = charge_changes[name] = empty_to_none(getattr(p, name))
    update(ctx.db, CHARGES, charge["id"], charge_changes)
    if p.metadata is not None:
        changes["metadata"] = merge_metadata(pi["metadata"], p.metadata)
    update(ctx.db, PAYMENT_INTENTS, p.intent, changes)
    return expand(ctx, get_intent(ctx, p.intent), p.expand)


class CancelIntent(Params):
    intent: Str
    cancellation_reason: (
        enum(  # type: ignore[valid-type]
            "duplicate", "fraudulent", "requested_by_customer", "abandoned"
        )
        | None
    ) = None
    expand: Expand = Field(default_factory=list)


@service.operation(
    "stripe.payment_intents.cancel", "POST", "/v1/payment_intents/{intent}/cancel", writes=True
)
def cancel_intent(ctx: Context, p: CancelIntent) -> Obj:
    """Cancel a PaymentIntent; an uncaptured authorization is released."""
    pi = require_intent(ctx, p.intent)
    if pi["status"] not in CANCELABLE:
        raise unexpected_state(
            f"You cannot cancel this PaymentIntent because it has a status of {pi['status']}. Only a "
            "PaymentIntent with one of the following statuses may be canceled: requires_payment_method, "
            "requires_capture, requires_confirmation, requires_action, processing.",
            payment_intent=render(ctx, pi),
        )
    if pi["status"] == "requires_capture" and pi["latest_charge"]:
        ctx.db.execute(
            f"UPDATE {CHARGES.name} SET amount_refunded = amount, refunded = 1 WHERE id = ?",
            (pi["latest_charge"],),
        )
    update(
        ctx.db,
        PAYMENT_INTENTS,
        p.intent,
        {
            "status": "canceled",
            "canceled_at": ctx.now(),
            "cancellation_reason": p.cancellation_reason,
            "amount_capturable": 0,
        },
    )
    return expand(ctx, get_intent(ctx, p.intent), p.expand)


class ListIntents(ListParams):
    customer: Str | None = None


@service.operation("stripe.payment_intents.list", "GET", "/v1/payment_intents", writes=False)
def list_intents(ctx: Context, p: ListIntents) -> Obj:
    """List PaymentIntents, newest first, by customer."""
    f = Filters().equal("customer", p.customer)
    return page(ctx, T, p, "/v1/payment_intents", render, f.where, f.args)


INTENT_SEARCH: dict[str, FieldKind] = {
    "amount": "int",
    "created": "int",
    "currency": "text",
    "customer": "text",
    "status": "text",
    "metadata": "metadata",
}


search_operation(
    service,
    "stripe.payment_intents.search",
    "/v1/payment_intents/search",
    T,
    INTENT_SEARCH,
    render,
    doc="Search PaymentIntents by ``amount``, ``created``, ``currency``, ``customer``, ``status``, metadata.",
)
