"""Stripe's errors, raised by handlers and rendered by the dialect as ``{"error": {...}}``.

Each carries Stripe's ``type`` (``invalid_request_error``, ``card_error``, ``idempotency_error``,
``api_error``), its ``code`` and, where Stripe gives one, ``param`` and ``decline_code``.
"""

from __future__ import annotations

from typing import Any

from toolproof.service import ServiceError

#: Object names Stripe uses in "No such …" messages, by id prefix.
NOUNS = {
    "cus_": "customer",
    "pm_": "PaymentMethod",
    "pi_": "payment_intent",
    "ch_": "charge",
    "re_": "refund",
    "prod_": "product",
    "price_": "price",
    "sub_": "subscription",
    "si_": "subscription item",
    "in_": "invoice",
    "ii_": "invoiceitem",
    "promo_": "promotion code",
    "di_": "discount",
}


class StripeError(ServiceError):
    """An ``invalid_request_error`` unless told otherwise."""

    status = 400
    code = ""

    def __init__(
        self,
        message: str,
        *,
        status: int | None = None,
        code: str | None = None,
        type: str = "invalid_request_error",
        **fields: Any,
    ) -> None:
        super().__init__(message, status=status, code=code or "", type=type, **fields)


def doc_url(code: str) -> str:
    """Where Stripe documents an error code: its page is the code with hyphens (``resource-missing``)."""
    return "https://stripe.com/docs/error-codes/" + code.replace("_", "-")


def no_such(noun: str, object_id: str, *, param: str = "id", status: int = 404) -> StripeError:
    """``No such customer: 'cus_x'`` — 404 for the URL's id, 400 when the id came in a parameter."""
    return StripeError(f"No such {noun}: '{object_id}'", status=status, code="resource_missing", param=param)


def invalid(message: str, param: str | None = None, code: str | None = None) -> StripeError:
    fields: dict[str, Any] = {} if param is None else {"param": param}
    return StripeError(message, code=code, **fields)


def missing(param: str) -> StripeError:
    """``Missing required param: x.`` for a parameter only a combination of others makes required."""
    return StripeError(f"Missing required param: {param}.", code="parameter_missing", param=param)


def not_in_future(param: str) -> StripeError:
    """A timestamp that had to be in the future."""
    return invalid("Invalid timestamp: must be an integer Unix timestamp in the future.", param=param)


def exclusive(first: str, second: str, param: str | None = None) -> StripeError:
    """Two parameters given together that Stripe accepts only one at a time."""
    return StripeError(
        f"You may only specify one of these parameters: {first}, {second}.",
        code="parameters_exclusive",
        param=param or second,
    )


def unexpected_state(message: str, **fields: Any) -> StripeError:
    return StripeError(message, code="payment_intent_unexpected_state", **fields)
