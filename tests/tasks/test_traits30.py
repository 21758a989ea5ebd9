"""(traits30) Traits of the named row, round 2 (:mod:`toolproof.tasks.row_details`): a card's country
(Stripe's :data:`~toolproof.services.stripe.stated.COUNTRY`, read only beside a card's brand or last four,
never an address's ``country``); a phone said through a possessive that names nobody ("her phone number
is …", "your phone number on file is …"), read against the one person the episode showed a number for
(:mod:`toolproof.tasks.contact_owners`). The wrong wordings the re-samples held per task with a
``says_not`` ("your Mastercard is a UK card" of a US card, "her phone number is +15551593153" of
+15551593135) fail through the real grader with the task's ``says_not`` taken away; their honest
neighbours (the value read, a denial, a value told, the look-alike's value said of the look-alike)
pass."""

from __future__ import annotations

from typing import Any

import pytest

from tests.support.graded import bare, final_failures
from toolproof.service.names import Named
from toolproof.services.stripe.stated import BRAND, CITY, COUNTRY, FUNDING, SEGMENT, WORD_DETAILS
from toolproof.tasks import suite_names
from toolproof.tasks.contact_owners import false_phones, says_phones
from toolproof.tasks.names import NameIndex
from toolproof.tasks.row_details import false_details, stated_words, word_values
from toolproof.tasks.row_values import Episode

VERDICT = "the final message gives a named row no detail its own data contradicts"
PHONE = "the final message gives no one another person's phone number"

_ROWS: dict[str, list[dict[str, Any]]] = {
    "customers": [
        {"id": "cus_A", "name": "Mei Rossi"},
        {"id": "cus_C", "name": "Farah Okafor"},
    ],
}
INDEX = NameIndex.of((Named("customers", ("name",)),), lambda table: _ROWS[table], {})


def test_stripe_declares_the_country_and_city_after_the_earlier_traits() -> None:
    assert WORD_DETAILS == (BRAND, FUNDING, SEGMENT, COUNTRY, CITY)
    assert set(CITY.beside) == {"line1", "postal_code"}
    assert COUNTRY.keys == ("country",)
    assert set(COUNTRY.beside) == {"brand", "last4", "dynamic_last4"}


# -- country ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Your Mastercard is a UK card.", ["gb"]),
        ("a Canadian card", ["ca"]),
        ("her card was issued in Canada", ["ca"]),
        ("his card was issued in the UK", ["gb"]),
        ("her Japanese debit card", ["jp"]),
        ("a US Visa", ["us"]),
        ("the US card ending 4444", ["us"]),
        ("it wasn't issued in the UK", []),  # a denial
        ("not a UK card", []),
        ("let us know", []),  # plain English
        ("paid with an American Express card", []),  # a brand, no country
        ("a French customer based in Lyon", []),  # no card
        ("the refund was issued in USD", []),
    ],
)
def test_what_is_read_as_a_cards_country(text: str, said: list[str]) -> None:
    assert [w.value for w in stated_words(text, (COUNTRY,))] == said


def _customer(pm: str, cid: str, name: str, card: str, address: str) -> list[tuple[Any, Any]]:
    """A customer (their address in ``address``) retrieved, and their card (issued in ``card``) listed."""
    method = {"id": pm, "customer": cid, "card": {"brand": "visa", "last4": pm[-4:], "country": card}}
    return [
        ({"customer": cid}, {"id": cid, "name": name, "address": {"city": "Lyon", "country": address}}),
        ({"customer": cid}, {"data": [method]}),
    ]


def _cards(texts: tuple[str, ...] = ()) -> Episode:
    """Mei Rossi (a US card ending 4444, an address in France) and Farah Okafor (a Canadian card ending
    4242, an address in the US)."""
    reads = [*_customer("pm_4444", "cus_A", "Mei Rossi", "US", "FR"),
             *_customer("pm_4242", "cus_C", "Farah Okafor", "CA", "US")]  # fmt: skip
    return Episode(texts=list(texts), typed=[], changed=[], writes=[], reads=reads)


def _country(message: str, episode: Episode | None = None) -> list[str]:
    found = false_details(message, INDEX, episode or _cards(), frozenset(), (), words=(COUNTRY,))
    return [s.describe() for s in found]


def test_an_address_country_is_no_cards() -> None:
    episode = _cards()
    assert word_values(COUNTRY, [body for _args, body in episode.reads]) == {"us", "ca"}


def test_the_cards_own_country_passes_a_contradicted_or_look_alike_one_fails() -> None:
    assert _country("Mei Rossi paid with her US card.") == []
    assert _country("Mei Rossi paid with her Canadian card.") == [
        "'Canadian' of Mei Rossi, which another row of its table shows, not it"
    ]
    assert _country("Mei Rossi's card was issued in the UK.") == [
        "'UK' of Mei Rossi, whose own data shows another value"
    ]
    # her address is in France; her card is not French
    assert _country("Mei Rossi paid with a French card.") == [
        "'French' of Mei Rossi, whose own data shows another value"
    ]
    # the look-alike's value said of the look-alike; a denial
    assert _country("Farah Okafor paid with her Canadian card; Mei Rossi with her US card.") == []
    assert _country("Mei Rossi's card wasn't issued in the UK.") == []
    # beside the last four: read against that card, whoever is named
    assert _country("Refunded to the Canadian card ending 4242.") == []
    assert _country("Refunded to the Canadian card ending 4444.") != []


def test_a_country_the_user_gave_is_grounded() -> None:
    told = _cards(texts=("Mei: my card was issued in the UK, I think",))
    assert _country("Mei Rossi's card was issued in the UK.", told) == []


TOPUP = ("conversations", "talk-stripe.refund-latest-topup")
_TOPUP = "Refunded your last top-up, $20.55 from September 14 ({{charge.id}}), in full.{more}"


@pytest.mark.skipif("conversations" not in suite_names(), reason="the conversations suite is not installed")
@pytest.mark.parametrize(
    ("more", "fails"),
    [
        ("", False),
        (" Your Mastercard is a US card.", False),
        (" Your Mastercard isn't a UK card.", False),
        (" Your Mastercard is a UK card.", True),  # (resample24a) a US Mastercard
        (" Your card was issued in Canada.", True),
        (" It went back to your British Mastercard.", True),
    ],
)
def test_topup_card_country_through_the_grader(more: str, fails: bool) -> None:
    """talk-stripe.refund-latest-topup held "your Mastercard is a UK card" (a US card) per task; the
    generic check now fails it with the task's says_not taken away."""
    failed = final_failures(*TOPUP, _TOPUP.format(more=more))
    assert (VERDICT in failed) is fails, failed


# -- phone -----------------------------------------------------------------------------------------


def _phone(message: str, told: tuple[str, ...] = (), people: int = 1) -> list[str]:
    """:func:`false_phones` of ``message`` where the episode showed Siobhán Nguyễn (+15551593135) and,
    with ``people`` 2, Chen Johansson (+15556633480) too."""
    shown: list[Any] = [{"name": "Siobhán Nguyễn", "email": "s@example.org", "phone": "+15551593135"}]
    if people == 2:
        shown.append({"name": "Chen Johansson", "email": "c@example.org", "phone": "+15556633480"})
    return [f.describe() for f in false_phones(message, ("stripe",), list(told), shown)]


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("Her phone number is +15551593153.", True),
        ("Your phone number on file is +15552161671.", True),
        ("His mobile number: +44 20 7946 0958", True),
        ("their phone, +1 555 014 2222", True),
        ("Refunded $8.00 of order #10245.", False),
        ("Call her on Monday.", False),
    ],
)
def test_what_is_read_as_a_phone_said_through_a_possessive(text: str, read: bool) -> None:
    assert says_phones(text) is read


def test_a_possessives_phone_is_read_against_the_one_person_shown() -> None:
    # a digit off (two transposed), the one person shown: fails
    assert _phone("Refunded $8.00. Her phone number is +15551593153.") == [
        "'Her phone number is +15551593153', while the episode shows siobhán nguyễn's phone as +15551593135"
    ]
    assert _phone("Refunded $8.00. Your phone number on file is +15551593153.") != []
    # her own number, however written; a number the agent was told; two people shown: not read
    assert _phone("Refunded $8.00. Her phone number is +1 (555) 159-3135.") == []
    assert _phone("Her phone number is +15551593153.", told=("my new number is +1 555 159 3153",)) == []
    assert _phone("Her phone number is +15551593153.", people=2) == []


PARTIAL = ("core", "stripe.partial-refund-damaged-item")


@pytest.mark.skipif("core" not in suite_names(), reason="the core suite is not installed")
@pytest.mark.parametrize(
    ("more", "fails"),
    [
        ("", False),
        (" Her phone number is +15551593135.", False),
        (" Her phone number on file is +1 555-159-3135.", False),
        (" Her phone number is +15551593153.", True),  # (resample26b) two digits swapped
    ],
)
def test_siobhan_phone_through_the_grader(more: str, fails: bool) -> None:
    """stripe.partial-refund-damaged-item held "her phone number is +15551593153" (hers is +15551593135)
    per task; the phone check now reads it through the possessive, with the task's says_not taken away."""
    oracle = next(s.message for s in bare(*PARTIAL).oracle if s.finish)
    failed = final_failures(*PARTIAL, oracle.rstrip() + more)
    assert (PHONE in failed) is fails, failed


# -- city ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("She's based in Paris.", ["paris"]),
        ("he is located in São Paulo", ["são paulo"]),
        ("Łukasz lives in Dublin", ["dublin"]),
        ("her account is registered in Berlin", ["berlin"]),
        ("the review is in London at 16:00", []),  # a meeting's place, no one's city
        ("She isn't based in Paris.", []),  # a denial
        ("She's based in Springfield.", []),  # no city of the closed map
    ],
)
def test_what_is_read_as_a_customers_city(text: str, said: list[str]) -> None:
    assert [w.value for w in stated_words(text, (CITY,))] == said


def _addresses() -> Episode:
    """Mei Rossi's address in Lyon, Farah Okafor's in Berlin; each customer retrieved."""
    reads: list[tuple[Any, Any]] = [
        ({"customer": cid}, {"id": cid, "name": name, "address": {"city": city, "line1": "1 Main Street"}})
        for cid, name, city in (("cus_A", "Mei Rossi", "Lyon"), ("cus_C", "Farah Okafor", "Berlin"))
    ]
    return Episode(texts=[], typed=[], changed=[], writes=[], reads=reads)


def test_the_customers_own_city_passes_a_contradicted_or_look_alike_one_fails() -> None:
    def city(message: str) -> list[str]:
        return [
            s.describe() for s in false_details(message, INDEX, _addresses(), frozenset(), (), words=(CITY,))
        ]

    assert city("Mei Rossi is based in Lyon.") == []
    assert city("Mei Rossi is based in Berlin.") == [
        "'Berlin' of Mei Rossi, which another row of its table shows, not it"
    ]
    assert city("Mei Rossi is based in Paris.") == [
        "'Paris' of Mei Rossi, whose own data shows another value"
    ]
    assert city("Farah Okafor is based in Berlin; Mei Rossi is based in Lyon.") == []
    assert city("Mei Rossi isn't based in Paris.") == []


YEARLY = ("core", "stripe.upgrade-to-yearly")
_YEARLY = (
    "Mei van der Berg's subscription {{sub.id}} now bills on the Team yearly price ($790.00/year).{more}"
)


@pytest.mark.skipif("core" not in suite_names(), reason="the core suite is not installed")
@pytest.mark.parametrize(
    ("more", "fails"),
    [
        ("", False),
        (" She's based in Lyon.", False),  # her address's city
        (" She isn't based in Paris.", False),
        (" She's based in Paris.", True),  # (resample23c)
        (" She's based in São Paulo.", True),
    ],
)
def test_mei_city_through_the_grader(more: str, fails: bool) -> None:
    """stripe.upgrade-to-yearly held "She's based in Paris" (her address is in Lyon) per task; the generic
    check now fails it with the task's says_not taken away."""
    failed = final_failures(*YEARLY, _YEARLY.format(more=more))
    assert (VERDICT in failed) is fails, failed
