"""Stripe's test cards: magic PaymentMethod ids and raw numbers, and the declines they produce."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class TestCard:
    brand: str
    last4: str
    funding: str = "credit"
    country: str = "US"
    #: ``ok`` or the decline code a charge on this card gets.
    behaviour: str = "ok"


_VISA = TestCard("visa", "4242")

#: Magic PaymentMethod ids usable wherever a PaymentMethod id is accepted.
MAGIC_PMS: dict[str, TestCard] = {
    "pm_card_visa": _VISA,
    "pm_card_visa_debit": TestCard("visa", "5556", "debit"),
    "pm_card_mastercard": TestCard("mastercard", "4444"),
    "pm_card_amex": TestCard("amex", "8431"),
    "pm_card_chargeDeclined": TestCard("visa", "0002", behaviour="generic_decline"),
    "pm_card_chargeDeclinedInsufficientFunds": TestCard("visa", "9995", behaviour="insufficient_funds"),
    "pm_card_chargeDeclinedExpiredCard": TestCard("visa", "0069", behaviour="expired_card"),
    "pm_card_chargeDeclinedIncorrectCvc": TestCard("visa", "0127", behaviour="incorrect_cvc"),
    "pm_card_chargeDeclinedFraudulent": TestCard("visa", "0019", behaviour="fraudulent"),
    "pm_card_chargeDeclinedLostCard": TestCard("visa", "9987", behaviour="lost_card"),
}

#: Raw test numbers accepted by ``payment_methods.create`` (``card[number]``).
NUMBERS: dict[str, TestCard] = {
    "4242424242424242": _VISA,
    "4000056655665556": TestCard("visa", "5556", "debit"),
    "5555555555554444": TestCard("mastercard", "4444"),
    "378282246310005": TestCard("amex", "0005"),
    "4000000000000002": TestCard("visa", "0002", behaviour="generic_decline"),
    "4000000000009995": TestCard("visa", "9995", behaviour="insufficient_funds"),
    "4000000000000069": TestCard("visa", "0069", behaviour="expired_card"),
    "4000000000000127": TestCard("visa", "0127", behaviour="incorrect_cvc"),
    "4100000000000019": TestCard("visa", "0019", behaviour="fraudulent"),
    "4000000000009987": TestCard("visa", "9987", behaviour="lost_card"),
}

#: Test tokens (``card[token]=tok_visa``).
TOKENS: dict[str, TestCard] = {
    "tok_visa": _VISA,
    "tok_mastercard": NUMBERS["5555555555554444"],
    "tok_chargeDeclined": NUMBERS["4000000000000002"],
    "tok_chargeDeclinedInsufficientFunds": NUMBERS["4000000000009995"],
}


@dataclass(frozen=True, slots=True)
class Decline:
    """What the error and the failed charge say for one decline code."""

    code: str
    decline_code: str
    message: str


DECLINES: dict[str, Decline] = {
    "generic_decline": Decline("card_declined", "generic_decline", "Your card was declined."),
    "insufficient_funds": Decline("card_declined", "insufficient_funds", "Your card has insufficient funds."),
    "expired_card": Decline("expired_card", "expired_card", "Your card has expired."),
    "incorrect_cvc": Decline("incorrect_cvc", "incorrect_cvc", "Your card's security code is incorrect."),
    "fraudulent": Decline("card_declined", "fraudulent", "Your card was declined."),
    "lost_card": Decline("card_declined", "lost_card", "Your card was declined."),
}


def luhn_ok(number: str) -> bool:
    digits = [int(c) for c in number]
    total = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def card_for_number(number: str) -> TestCard | None:
    """A test card for a raw number; unknown but valid numbers behave as a plain card."""
    if number in NUMBERS:
        return NUMBERS[number]
    if number.isdigit() and 12 <= len(number) <= 19 and luhn_ok(number):
        brand = {"4": "visa", "5": "mastercard", "3": "amex"}.get(number[0], "unknown")
        return TestCard(brand, number[-4:])
    return None
