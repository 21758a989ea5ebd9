"""Stripe's test cards: magic PaymentMethod ids, raw numbers and tokens, and the declines they produce.

As in Stripe's test mode, a declining card is refused when it is attached to a customer (Stripe
checks the card then: "If you create a customer with a card that declines like 4000000000000002 the
customer creation will fail"), except 4000000000000341 (``pm_card_chargeCustomerFail``), which
attaches and then fails every charge. Stripe documents two spellings of several magic ids (the
current ``pm_card_visa_chargeDeclined…`` and the older ``pm_card_chargeDeclined…``): both are here.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class TestCard:
    brand: str
    last4: str
    funding: str = "credit"
    country: str = "US"
    #: ``ok`` or the key in :data:`DECLINES` of what a charge on this card gets.
    behaviour: str = "ok"

    @property
    def refused_on_attach(self) -> str | None:
        """The :data:`DECLINES` key attaching this card to a customer gets, ``None`` if it attaches."""
        return None if self.behaviour in ("ok", CHARGE_CUSTOMER_FAIL) else self.behaviour


#: The behaviour of 4000000000000341: it attaches to a customer, then every charge is declined.
CHARGE_CUSTOMER_FAIL = "charge_customer_fail"

_VISA = TestCard("visa", "4242")

#: Raw test numbers accepted by ``payment_methods.create`` (``card[number]``).
NUMBERS: dict[str, TestCard] = {
    "4242424242424242": _VISA,
    "4000056655665556": TestCard("visa", "5556", "debit"),
    "5555555555554444": TestCard("mastercard", "4444"),
    "5200828282828210": TestCard("mastercard", "8210", "debit"),
    "5105105105105100": TestCard("mastercard", "5100", "prepaid"),
    "378282246310005": TestCard("amex", "0005"),
    "6011111111111117": TestCard("discover", "1117"),
    "3056930009020004": TestCard("diners", "0004"),
    "3566002020360505": TestCard("jcb", "0505", country="JP"),
    "6200000000000005": TestCard("unionpay", "0005", country="CN"),
    "4000000000000002": TestCard("visa", "0002", behaviour="generic_decline"),
    "4000000000009995": TestCard("visa", "9995", behaviour="insufficient_funds"),
    "4000000000009987": TestCard("visa", "9987", behaviour="lost_card"),
    "4000000000009979": TestCard("visa", "9979", behaviour="stolen_card"),
    "4000000000000069": TestCard("visa", "0069", behaviour="expired_card"),
    "4000000000000127": TestCard("visa", "0127", behaviour="incorrect_cvc"),
    "4000000000000119": TestCard("visa", "0119", behaviour="processing_error"),
    "4000000000006975": TestCard("visa", "6975", behaviour="card_velocity_exceeded"),
    "4100000000000019": TestCard("visa", "0019", behaviour="fraudulent"),
    "4000000000000341": TestCard("visa", "0341", behaviour=CHARGE_CUSTOMER_FAIL),
}

#: Magic PaymentMethod ids usable wherever a PaymentMethod id is accepted.
MAGIC_PMS: dict[str, TestCard] = {
    "pm_card_visa": _VISA,
    "pm_card_visa_debit": NUMBERS["4000056655665556"],
    "pm_card_mastercard": TestCard("mastercard", "4444"),
    "pm_card_mastercard_debit": NUMBERS["5200828282828210"],
    "pm_card_mastercard_prepaid": NUMBERS["5105105105105100"],
    "pm_card_amex": TestCard("amex", "8431"),
    "pm_card_discover": NUMBERS["6011111111111117"],
    "pm_card_diners": NUMBERS["3056930009020004"],
    "pm_card_jcb": NUMBERS["3566002020360505"],
    "pm_card_unionpay": NUMBERS["6200000000000005"],
    "pm_card_visa_chargeDeclined": NUMBERS["4000000000000002"],
    "pm_card_chargeDeclined": NUMBERS["4000000000000002"],
    "pm_card_visa_chargeDeclinedInsufficientFunds": NUMBERS["4000000000009995"],
    "pm_card_chargeDeclinedInsufficientFunds": NUMBERS["4000000000009995"],
    "pm_card_visa_chargeDeclinedLostCard": NUMBERS["4000000000009987"],
    "pm_card_chargeDeclinedLostCard": NUMBERS["4000000000009987"],
    "pm_card_visa_chargeDeclinedStolenCard": NUMBERS["4000000000009979"],
    "pm_card_chargeDeclinedExpiredCard": NUMBERS["4000000000000069"],
    "pm_card_chargeDeclinedIncorrectCvc": NUMBERS["4000000000000127"],
    "pm_card_chargeDeclinedProcessingError": NUMBERS["4000000000000119"],
    "pm_card_visa_chargeDeclinedVelocityLimitExceeded": NUMBERS["4000000000006975"],
    "pm_card_radarBlock": NUMBERS["4100000000000019"],
    "pm_card_chargeDeclinedFraudulent": NUMBERS["4100000000000019"],
    "pm_card_chargeCustomerFail": NUMBERS["4000000000000341"],
}

#: Test tokens (``card[token]=tok_visa``, ``source=tok_visa``).
TOKENS: dict[str, TestCard] = {
    "tok_visa": _VISA,
    "tok_visa_debit": NUMBERS["4000056655665556"],
    "tok_mastercard": NUMBERS["5555555555554444"],
    "tok_amex": NUMBERS["378282246310005"],
    "tok_discover": NUMBERS["6011111111111117"],
    "tok_visa_chargeDeclined": NUMBERS["4000000000000002"],
    "tok_chargeDeclined": NUMBERS["4000000000000002"],
    "tok_visa_chargeDeclinedInsufficientFunds": NUMBERS["4000000000009995"],
    "tok_chargeDeclinedInsufficientFunds": NUMBERS["4000000000009995"],
    "tok_visa_chargeDeclinedLostCard": NUMBERS["4000000000009987"],
    "tok_visa_chargeDeclinedStolenCard": NUMBERS["4000000000009979"],
    "tok_chargeDeclinedExpiredCard": NUMBERS["4000000000000069"],
    "tok_chargeDeclinedIncorrectCvc": NUMBERS["4000000000000127"],
    "tok_chargeDeclinedProcessingError": NUMBERS["4000000000000119"],
    "tok_chargeCustomerFail": NUMBERS["4000000000000341"],
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
    "stolen_card": Decline("card_declined", "stolen_card", "Your card was declined."),
    "processing_error": Decline(
        "processing_error",
        "processing_error",
        "An error occurred while processing your card. Try again in a little bit.",
    ),
    CHARGE_CUSTOMER_FAIL: Decline("card_declined", "generic_decline", "Your card was declined."),
    "card_velocity_exceeded": Decline(
        "card_declined",
        "card_velocity_exceeded",
        "Your card was declined for making repeated attempts too frequently or exceeding its amount limit.",
    ),
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
        brand = _brand(number)
        return TestCard(brand, number[-4:])
    return None


def _brand(number: str) -> str:
    """The card network a number's prefix names (Stripe's ``brand`` values)."""
    if number.startswith(("34", "37")):
        return "amex"
    if number.startswith(("300", "301", "302", "303", "304", "305", "36", "38")):
        return "diners"
    if number.startswith("35"):
        return "jcb"
    if number.startswith(("6011", "644", "645", "646", "647", "648", "649", "65")):
        return "discover"
    if number.startswith("62"):
        return "unionpay"
    if number.startswith(("51", "52", "53", "54", "55", "22", "23", "24", "25", "26", "27")):
        return "mastercard"
    return "visa" if number.startswith("4") else "unknown"
