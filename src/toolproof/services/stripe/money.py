"""Amounts in minor units, the way Stripe prints them in messages and checks their bounds."""

from __future__ import annotations

from toolproof.services.stripe.errors import invalid
from toolproof.services.stripe.params import MAX_AMOUNT, ZERO_DECIMAL

_SYMBOLS = {"usd": "$", "eur": "€", "gbp": "£", "jpy": "¥", "cad": "$", "aud": "$"}

#: Smallest chargeable amount per currency, in minor units (Stripe's documented minimums).
MINIMUMS = {"usd": 50, "eur": 50, "gbp": 30, "jpy": 50, "cad": 50, "aud": 50, "chf": 50, "krw": 100}


def format_money(amount: int, currency: str) -> str:
    symbol = _SYMBOLS.get(currency, "")
    text = f"{amount:,}" if currency in ZERO_DECIMAL else f"{amount / 100:,.2f}"
    return f"{symbol}{text}" if symbol else f"{text} {currency.upper()}"


def check_amount(amount: int, currency: str, param: str = "amount") -> None:
    """Stripe's ``amount_too_small`` / ``amount_too_large`` for a charge amount."""
    low = MINIMUMS.get(currency, 50)
    if amount < low:
        raise invalid(
            f"Amount must be at least {format_money(low, currency)} {currency}",
            param=param,
            code="amount_too_small",
        )
    if amount > MAX_AMOUNT:
        raise invalid(
            f"Amount must be no more than {format_money(MAX_AMOUNT, currency)}",
            param=param,
            code="amount_too_large",
        )
