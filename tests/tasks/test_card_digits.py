"""(values11) A card's last four digits a message states, grounded in what the episode read
(:mod:`toolproof.tasks.card_digits`)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from toolproof.runs.value_mutants import shifted, wrong_last4_mutants
from toolproof.tasks.card_digits import digit_keys, false_digits, stated

PM = {"object": "payment_method", "card": {"brand": "amex", "last4": "8431"}}


def _read(text: str) -> list[str]:
    return [s.digits for s in stated(text)]


def test_the_reader_reads_a_cards_last_four() -> None:
    assert _read("Charged to his Visa ending 4242.") == ["4242"]
    assert _read("the card ending in 8431, last four 0005, last 4 digits: 1117") == ["8431", "0005", "1117"]
    assert _read("•••• 4242, **** 4444 and xxxx5556") == ["4242", "4444", "5556"]
    assert _read("his Amex card on file, ending 8431") == ["8431"]


def test_endings_of_no_card_and_longer_numbers_are_not_read() -> None:
    for text in [
        "The period ending 2026-12-01 is billed.",
        "the fiscal year ending 2026",
        "card ending 42424",
        "Ticket #4242 and 4242 seats.",
        "Invoice ending 2026.",
    ]:
        assert _read(text) == [], text


def test_stripe_declares_its_card_digit_keys() -> None:
    assert digit_keys(["stripe", "slack"]) == frozenset({"last4", "dynamic_last4"})
    assert digit_keys(["slack", "nosuch"]) == frozenset()


def test_a_last_four_nothing_shows_is_false_and_one_read_is_not() -> None:
    msg = "Charged $17.42 today to his Visa ending 4242."
    assert false_digits(msg, ["stripe"], [], [], [PM]) == ["4242"]
    assert false_digits(msg.replace("Visa ending 4242", "Amex ending 8431"), ["stripe"], [], [], [PM]) == []
    # a row the episode changed, the instruction's card number, a text in the data ground it too
    assert false_digits(msg, ["stripe"], [], [{"last4": "4242"}], []) == []
    assert false_digits(msg, ["stripe"], ["Use the card 4242 4242 4242 4242."], [], []) == []
    assert false_digits(msg, ["stripe"], [], [], [{"text": "his Visa ending 4242 expired"}]) == []
    # the key is Stripe's: a service that declares none grounds no digits by a key
    assert false_digits(msg, ["slack"], [], [], [{"last4": "4242"}]) == ["4242"]


@given(said=st.from_regex(r"\d{4}", fullmatch=True), read=st.from_regex(r"\d{4}", fullmatch=True))
def test_a_stated_last_four_is_false_exactly_when_no_card_read_has_it(said: str, read: str) -> None:
    msg = f"Refunded to the card ending {said}."
    body = {"data": [{"card": {"last4": read}}]}
    assert false_digits(msg, ["stripe"], [], [], [body]) == ([] if said == read else [said])


def test_the_wrong_last4_mutants_shift_every_occurrence() -> None:
    final = "Charged the Amex ending 8431 (•••• 8431); the Visa ending 4242 was removed."
    mutants = wrong_last4_mutants(final, True)
    assert [(m.id, m.message(final)) for m in mutants if m.message] == [
        ("wrong-last4:1", "Charged the Amex ending 9542 (•••• 9542); the Visa ending 4242 was removed."),
        ("wrong-last4:2", "Charged the Amex ending 8431 (•••• 8431); the Visa ending 5353 was removed."),
    ]
    assert wrong_last4_mutants(final, False) == []
    assert shifted("0979") == "1080"
