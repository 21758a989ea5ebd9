"""Parameters PaymentIntents share between create, update and confirm, and how they are kept.

Card options are modelled field by field because they change what happens (``capture_method=manual``
authorizes only, ``request_incremental_authorization`` allows increments); options of the other payment
method types are accepted as hashes and kept, since the double's account takes cards only.
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import BeforeValidator, create_model

from toolproof.service import Context, Params
from toolproof.services.stripe.common import jdump, jload
from toolproof.services.stripe.errors import invalid, no_such
from toolproof.services.stripe.operations.charges import Shipping, ShippingAddress
from toolproof.services.stripe.operations.payment_methods import BillingDetails, not_activated
from toolproof.services.stripe.params import (
    Bool,
    Hash,
    Metadata,
    Str,
    Timestamp,
    Unsettable,
    enum,
    string_of,
)
from toolproof.services.stripe.vocabulary import OTHER_TYPES


def _blank(v: Any) -> Any:
    return None if v == "" else v


#: ``field=`` (empty string) clears a hash, as Stripe allows for these options.
Blankable = BeforeValidator(_blank)


class CardOptions(Params):
    capture_method: enum("", "manual") | None = None  # type: ignore[valid-type]
    cvc_token: Str | None = None
    installments: Hash | None = None
    mandate_options: Hash | None = None
    network: (
        enum(  # type: ignore[valid-type]
            "amex",
            "cartes_bancaires",
            "diners",
            "discover",
            "eftpos_au",
            "interac",
            "jcb",
            "mastercard",
            "unionpay",
            "unknown",
            "visa",
        )
        | None
    ) = None
    request_extended_authorization: enum("if_available", "never") | None = None  # type: ignore[valid-type]
    request_incremental_authorization: enum("if_available", "never") | None = None  # type: ignore[valid-type]
    request_multicapture: enum("if_available", "never") | None = None  # type: ignore[valid-type]
    request_overcapture: enum("if_available", "never") | None = None  # type: ignore[valid-type]
    request_three_d_secure: enum("any", "automatic", "challenge") | None = None  # type: ignore[valid-type]
    require_cvc_recollection: Bool | None = None
    setup_future_usage: enum("", "none", "off_session", "on_session") | None = None  # type: ignore[valid-type]
    statement_descriptor_suffix_kana: Annotated[str, string_of(22)] | None = None
    statement_descriptor_suffix_kanji: Annotated[str, string_of(17)] | None = None
    three_d_secure: Hash | None = None


_OPTION_TYPES = (*OTHER_TYPES, "card_present", "interac_present")

#: ``payment_method_options``: ``card`` in detail, every other type as a hash (``""`` clears one).
PaymentMethodOptions = create_model(  # type: ignore[call-overload]
    "PaymentMethodOptions",
    __base__=Params,
    card=(Annotated[CardOptions | None, Blankable], None),
    **{name: (Annotated[Hash | None, Blankable], None) for name in _OPTION_TYPES},
)


class RadarOptions(Params):
    session: Str | None = None


class CustomerAcceptance(Params):
    type: enum("offline", "online")  # type: ignore[valid-type]
    accepted_at: Timestamp | None = None
    offline: Hash | None = None
    online: Hash | None = None


class MandateData(Params):
    customer_acceptance: CustomerAcceptance


#: ``payment_method_data``: a PaymentMethod made inline. Card details cannot be given this way (the
#: spec has no ``card`` here), so only the other types' hashes are documented.
PaymentMethodData = create_model(  # type: ignore[call-overload]
    "PaymentMethodData",
    __base__=Params,
    type=(enum(*OTHER_TYPES, "card"), ...),
    allow_redisplay=(enum("always", "limited", "unspecified") | None, None),
    billing_details=(BillingDetails | None, None),
    metadata=(Metadata | None, None),
    radar_options=(RadarOptions | None, None),
    **{name: (Hash | None, None) for name in (*OTHER_TYPES, "interac_present")},
)


class IntentShippingAddress(ShippingAddress):
    # Named apart (its own title in the tool schemas) but Stripe's address fields, from ``Address``.
    pass


class IntentShipping(Shipping):
    # A charge's ``shipping`` fields, under the intent's own names in the tool schemas.
    address: IntentShippingAddress


ShippingParam = Annotated[IntentShipping | None, Unsettable]


def shipping_json(shipping: IntentShipping | None) -> str | None:
    if shipping is None:
        return None
    value = shipping.model_dump()
    address = {k: value["address"].get(k) for k in IntentShippingAddress.model_fields}
    return jdump({**value, "address": address})


def check_payment_method_data(data: Any) -> None:
    """Every ``payment_method_data`` is refused: cards cannot be made inline, other types are off."""
    if data is None:
        return
    if data.type == "card":
        raise invalid(
            "Card details cannot be passed in payment_method_data; create a PaymentMethod (or use a test "
            "token) and pass its id as payment_method.",
            param="payment_method_data[type]",
        )
    raise not_activated(data.type, param="payment_method_data[type]")


def check_types(types: list[str] | None, param: str = "payment_method_types") -> None:
    for i, kind in enumerate(types or []):
        if kind != "card":
            raise not_activated(kind, param=f"{param}[{i}]")


def check_references(*, mandate: str | None = None, confirmation_token: str | None = None) -> None:
    """Mandates and confirmation tokens the double never issues: any one named does not exist."""
    if mandate:
        raise no_such("mandate", mandate, param="mandate", status=400)
    if confirmation_token:
        raise no_such("ConfirmationToken", confirmation_token, param="confirmation_token", status=400)


def merge_options(current: str | None, given: Any) -> str | None:
    """Options merge type by type; ``""`` for a type removes it."""
    if given is None:
        return current
    merged: dict[str, Any] = dict(jload(current, {}) or {})
    for name in given.model_fields_set:
        value = getattr(given, name)
        if value is None:
            merged.pop(name, None)
        elif isinstance(value, Params):
            merged[name] = {**merged.get(name, {}), **value.model_dump(exclude_unset=True)}
        else:
            merged[name] = value
    return jdump(merged) if merged else None


def render_options(raw: str | None) -> dict[str, Any]:
    """``payment_method_options`` as Stripe returns it: card defaults plus what was set."""
    options = jload(raw, {}) or {}
    card = {
        "installments": None,
        "mandate_options": None,
        "network": None,
        "request_three_d_secure": "automatic",
    }
    card.update({k: v for k, v in (options.get("card") or {}).items() if v not in ("",)})
    if "capture_method" in card and not card["capture_method"]:
        del card["capture_method"]
    return {"card": card}


def card_option(raw: str | None, name: str) -> Any:
    return ((jload(raw, {}) or {}).get("card") or {}).get(name)


def keep(ctx: Context, current: str | None, **values: Any) -> str | None:
    """The intent's ``extra`` column with ``values`` (hash parameters it keeps and echoes) merged in."""
    extra: dict[str, Any] = dict(jload(current, {}) or {})
    for key, value in values.items():
        if value is None:
            continue
        extra[key] = value.model_dump(exclude_none=True) if isinstance(value, Params) else value
    return jdump(extra) if extra else current
