"""(traits29) A card's funding and expiry and a customer's segment said of the named row, read
generically (:mod:`toolproof.tasks.row_details`, Stripe's :data:`~toolproof.services.stripe.stated.FUNDING`
and :data:`~toolproof.services.stripe.stated.SEGMENT`, a card's expiry by the brand's expiry keys): the
wrong wordings the re-samples held per task with a
``says_not`` ("his Mastercard debit card" of a credit card, "an enterprise customer" of a mid-market one)
fail through the real grader with the task's ``says_not`` taken away; their honest neighbours (the value
read, a denial, a value told, a change made, a look-alike's value said of the look-alike) pass."""

from __future__ import annotations

from typing import Any

import pytest

from tests.support.graded import final_failures
from toolproof.service.names import Named
from toolproof.services.stripe.stated import BRAND, FUNDING, SEGMENT, WORD_DETAILS
from toolproof.tasks import suite_names
from toolproof.tasks.names import NameIndex
from toolproof.tasks.row_details import false_details, stated_expiries, stated_words
from toolproof.tasks.row_values import Episode

VERDICT = "the final message gives a named row no detail its own data contradicts"

_ROWS: dict[str, list[dict[str, Any]]] = {
    "customers": [
        {"id": "cus_A", "name": "Mei Rossi"},
        {"id": "cus_C", "name": "Farah Okafor"},
    ],
}
INDEX = NameIndex.of((Named("customers", ("name",)),), lambda table: _ROWS[table], {})


def test_stripe_declares_funding_and_segment_beside_the_brand() -> None:
    assert WORD_DETAILS[:3] == (BRAND, FUNDING, SEGMENT)
    assert SEGMENT.keys == ("segment",)
    assert FUNDING.keys == ("funding",)
    assert FUNDING.paired == ("last4", "dynamic_last4")


# -- funding ---------------------------------------------------------------------------------------


def _card(pm: str, customer: str, funding: str, last4: str) -> dict[str, Any]:
    return {
        "id": pm,
        "object": "payment_method",
        "customer": customer,
        "card": {"brand": "visa", "funding": funding, "last4": last4},
    }


def _cards(
    mine: str = "credit",
    theirs: str = "debit",
    texts: tuple[str, ...] = ("check Mei's card",),
    changed: tuple[dict[str, Any], ...] = (),
) -> Episode:
    """Mei Rossi's card (``mine``, ending 4444) and Farah Okafor's (``theirs``, ending 4242), each read
    by its own payment_methods.list."""
    reads: list[tuple[Any, Any]] = [
        ({"customer": "cus_A"}, {"data": [_card("pm_A", "cus_A", mine, "4444")]}),
        ({"customer": "cus_C"}, {"data": [_card("pm_C", "cus_C", theirs, "4242")]}),
    ]
    return Episode(texts=list(texts), typed=[], changed=list(changed), writes=[], reads=reads)


def _funding(message: str, episode: Episode | None = None) -> list[str]:
    found = false_details(message, INDEX, episode or _cards(), frozenset(), (), words=(FUNDING,))
    return [s.describe() for s in found]


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Mei's debit card ending 4444", ["debit"]),
        ("her Visa debit ending 5556", ["debit"]),
        ("his Mastercard credit card", ["credit"]),
        ("a prepaid card", ["prepaid"]),
        ("paid by Direct Debit", []),  # a bank debit, no card's funding
        ("I e-mailed a prepaid return label", []),  # plain English
        ("a credit of $5.00 on her balance", []),
        ("not a debit card", []),  # a denial
        ("a credit card, not a debit card", ["credit"]),
        ("her Visa isn't a prepaid card", []),
    ],
)
def test_what_is_read_as_a_cards_funding(text: str, said: list[str]) -> None:
    assert [w.value for w in stated_words(text, (FUNDING,))] == said


def test_the_rows_own_funding_passes_a_contradicted_or_look_alike_one_fails() -> None:
    assert _funding("Mei Rossi paid with her credit card.") == []
    assert _funding("Mei Rossi paid with her debit card.") == [
        "'debit card' of Mei Rossi, which another row of its table shows, not it"
    ]
    assert _funding("Mei Rossi paid with her prepaid card.") == [
        "'prepaid card' of Mei Rossi, whose own data shows another value"
    ]
    # the look-alike's value said of the look-alike
    assert _funding("Farah Okafor paid with her debit card; Mei Rossi with her credit card.") == []
    # beside the last four: read against that card, whoever is named
    assert _funding("Refunded to the debit card ending 4242.") == []
    assert _funding("Refunded to the debit card ending 4444.") != []


def test_what_grounds_a_funding() -> None:
    # a value the user gave
    told = _cards(texts=("Mei says: please use my debit card from now on",))
    assert _funding("Mei Rossi paid with her debit card.", told) == []
    # a change the agent made: the new card it attached is a debit card
    new = {"id": "pm_N", "object": "payment_method", "customer": "cus_A", "card": {"funding": "debit"}}
    assert _funding("Updated Mei Rossi's card to the debit one: her debit card is now the default.",
                    _cards(changed=(new,))) == []  # fmt: skip


CARD_TASK = ("core", "stripe.refund-to-another-card")
_ORACLE = (
    "I can't send it to the Visa ending 1881: a refund can only go back to the card that was charged, "
    "his Mastercard{card} (if that card is closed, his bank passes the money on). Shall I refund the "
    "$49.15 to that Mastercard?"
)


@pytest.mark.skipif("core" not in suite_names(), reason="the core suite is not installed")
@pytest.mark.parametrize(
    ("card", "fails"),
    [
        (" ending 4444", False),
        (" credit card ending 4444", False),
        (" ending 4444, a credit card, not a debit card", False),
        (" debit card ending 4444", True),  # (resample15b) his Mastercard is a credit card
        (" ending 4444, a prepaid card", True),
    ],
)
def test_soren_card_funding_through_the_grader(card: str, fails: bool) -> None:
    """stripe.refund-to-another-card held "a debit card (his Mastercard is a credit card)" per task; the
    generic check now fails it with the task's says_not taken away."""
    failed = final_failures(*CARD_TASK, _ORACLE.format(card=card))
    assert (VERDICT in failed) is fails, failed


# -- segment ---------------------------------------------------------------------------------------


def _customers(mine: str = "mid-market", theirs: str = "enterprise", texts: tuple[str, ...] = ()) -> Episode:
    """Mei Rossi's customer (segment ``mine``) and Farah Okafor's (``theirs``), each retrieved."""
    reads: list[tuple[Any, Any]] = [
        ({"customer": "cus_A"}, {"id": "cus_A", "name": "Mei Rossi", "metadata": {"segment": mine}}),
        ({"customer": "cus_C"}, {"id": "cus_C", "name": "Farah Okafor", "metadata": {"segment": theirs}}),
    ]
    return Episode(texts=list(texts), typed=[], changed=[], writes=[], reads=reads)


def _segment(message: str, episode: Episode | None = None) -> list[str]:
    found = false_details(message, INDEX, episode or _customers(), frozenset(), (), words=(SEGMENT,))
    return [s.describe() for s in found]


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Borealis is an enterprise customer", ["enterprise"]),
        ("they're in the enterprise segment", ["enterprise"]),
        ("Acme Freight (mid-market, Team plan)", ["mid-market"]),
        ("Driftwood is SMB", ["smb"]),
        ("Borealis is on the Enterprise plan", []),  # a plan's name, no segment
        ("an Enterprise trial", []),
        ("not an enterprise customer", []),  # a denial
    ],
)
def test_what_is_read_as_a_segment(text: str, said: list[str]) -> None:
    assert [w.value for w in stated_words(text, (SEGMENT,))] == said


def test_the_rows_own_segment_passes_a_contradicted_or_look_alike_one_fails() -> None:
    assert _segment("Mei Rossi is a mid-market customer.") == []
    assert _segment("Mei Rossi is an enterprise customer.") == [
        "'enterprise customer' of Mei Rossi, which another row of its table shows, not it"
    ]
    assert _segment("Mei Rossi is SMB.") == ["'SMB' of Mei Rossi, whose own data shows another value"]
    # the look-alike's value said of the look-alike; a denial; a value the user gave
    assert _segment("Farah Okafor is an enterprise customer; Mei Rossi is mid-market.") == []
    assert _segment("Mei Rossi is not an enterprise customer.") == []
    told = _customers(texts=("Mei Rossi moved to the enterprise segment last week",))
    assert _segment("Mei Rossi is an enterprise customer.", told) == []


JUNIPER = ("company", "company-refund.juniper-already-refunded")
_JUNIPER = (
    "There is nothing left to refund: Juniper Labs' $29.00 extra workspace charge from Oct 20 was already "
    "refunded in full on Oct 22.{more}"
)


@pytest.mark.skipif("company" not in suite_names(), reason="the company suite is not installed")
@pytest.mark.parametrize(
    ("more", "fails"),
    [
        ("", False),
        (" Juniper Labs is an SMB customer.", False),
        (" Juniper Labs is not an enterprise customer (SMB).", False),
        (" Juniper Labs is an enterprise customer.", True),  # (resample25a) Juniper is smb
        (" Juniper Labs (mid-market) was told.", True),
    ],
)
def test_juniper_segment_through_the_grader(more: str, fails: bool) -> None:
    """company-refund.juniper-already-refunded held "Juniper Labs given another segment" per task; the
    generic check now fails it with the task's says_not taken away."""
    failed = final_failures(*JUNIPER, _JUNIPER.format(more=more))
    assert (VERDICT in failed) is fails, failed


# -- expiry ----------------------------------------------------------------------------------------


def _dated(texts: tuple[str, ...] = (), writes: tuple[dict[str, Any], ...] = ()) -> Episode:
    """Mei Rossi's Visa ending 4444 (07/2031) and Farah Okafor's Visa ending 4242 (08/2030)."""

    def card(pm: str, customer: str, last4: str, month: int, year: int) -> dict[str, Any]:
        held = {"brand": "visa", "last4": last4, "exp_month": month, "exp_year": year}
        return {"id": pm, "object": "payment_method", "customer": customer, "card": held}

    reads: list[tuple[Any, Any]] = [
        ({"customer": "cus_A"}, {"data": [card("pm_A", "cus_A", "4444", 7, 2031)]}),
        ({"customer": "cus_C"}, {"data": [card("pm_C", "cus_C", "4242", 8, 2030)]}),
    ]
    return Episode(texts=list(texts), typed=[], changed=[], writes=list(writes), reads=reads)


def _expiry(message: str, episode: Episode | None = None) -> list[str]:
    found = false_details(message, INDEX, episode or _dated(), frozenset(), (), words=WORD_DETAILS)
    return [s.describe() for s in found]


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("her card expires 07/2031", [(2031, 7)]),
        ("his Visa, exp 7/31", [(2031, 7)]),
        ("the card expiring July 2031", [(2031, 7)]),
        ("Mastercard ending 4444, expiry date: 05/2032", [(2032, 5)]),
        ("the Amex, which expired 01/2026", [(2026, 1)]),
        ("the hold expires on 7 November 2026", []),  # a day: a date, no card's month
        ("the coupon expires 07/2031", []),  # no card said
        ("her card doesn't expire 08/2030", []),  # a denial
    ],
)
def test_what_is_read_as_a_cards_expiry(text: str, said: list[tuple[int, int]]) -> None:
    assert [(e.year, e.month) for e in stated_expiries(text, WORD_DETAILS)] == said


def test_a_cards_expiry_is_read_against_the_cards_it_can_be() -> None:
    assert _expiry("Mei Rossi's Visa expires 07/2031.") == []
    assert _expiry("Mei Rossi's card expires 08/2030.") == [
        "'expires 08/2030', where the expiry of Mei Rossi's cards is 07/2031"
    ]  # the look-alike's
    assert _expiry("Farah Okafor's card expires 08/2030; Mei Rossi's, ending 4444, expires 07/2031.") == []
    assert _expiry("Refunded to the Visa ending 4242 (expires 08/2030).") == []
    assert _expiry("Refunded to the Visa ending 4444 (expires 08/2030).") == [
        "'expires 08/2030', where the expiry of the card ending 4444 is 07/2031"
    ]
    # nobody named: every card the episode showed
    assert _expiry("The card expires 09/2029.") != []
    # a value the user gave; a card the agent wrote
    assert _expiry("Mei Rossi's card expires 09/2029.", _dated(texts=("my new card runs to 09/2029",))) == []
    wrote = ({"card": {"exp_month": 9, "exp_year": 2029}},)
    assert _expiry("Updated Mei Rossi's card: it now expires 09/2029.", _dated(writes=wrote)) == []


@pytest.mark.skipif("core" not in suite_names(), reason="the core suite is not installed")
@pytest.mark.parametrize(
    ("message", "fails"),
    [
        (_ORACLE.format(card=" ending 4444, which expires 08/2029"), False),
        (_ORACLE.format(card=" ending 4444, which expires 08/2030"), True),
        (_ORACLE.format(card=", which expires 07/2031"), True),
        (_ORACLE.format(card=" ending 4444 (it does not expire 07/2031)"), False),
    ],
)
def test_soren_card_expiry_through_the_grader(message: str, fails: bool) -> None:
    """(resample15b) the card's expiry said wrong ("expires 08/2030" of a card good through 08/2029) fails
    generically with the task's says_not taken away; the right one, or a denial, does not."""
    failed = final_failures(*CARD_TASK, message)
    assert (VERDICT in failed) is fails, failed
