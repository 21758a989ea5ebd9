"""The ``wrong-amount:*`` message mutants (:mod:`toolproof.runs.amount_mutants`): each amount a done
oracle's final message states, a hundred times too large or too small or a cent more, written the way
the message writes its numbers."""

from __future__ import annotations

from decimal import Decimal

import pytest

from toolproof.runs.amount_mutants import render, wrong_amount_mutants


@pytest.mark.parametrize(
    ("value", "like", "currency", "out"),
    [
        (Decimal("2081.00"), "20.81", "usd", "2,081.00"),
        (Decimal("20.81"), "2,081.00", "usd", "20.81"),
        (Decimal("5"), "500", "usd", "5"),
        (Decimal("50000"), "500", "usd", "50,000"),
        (Decimal("500.01"), "500", "usd", "500.01"),
        (Decimal("99000"), "990", "jpy", "99,000"),
    ],
)
def test_render_keeps_the_way_the_message_writes_numbers(
    value: Decimal, like: str, currency: str, out: str
) -> None:
    assert render(value, like, currency) == out


FINAL = "Refunded $20.81 to the card ending 4242. The order total was 500 USD; $20.81 of it is back."


def _rewrites(final: str, said: str | None = None) -> dict[str, str]:
    out = {}
    for mutant in wrong_amount_mutants(final, True):
        assert mutant.message is not None
        out[mutant.id] = mutant.message(final if said is None else said)
    return out


def test_each_amount_of_the_final_message_slipped_four_ways() -> None:
    got = _rewrites(FINAL)
    assert got == {
        "wrong-amount:1:x100": FINAL.replace("$20.81", "$2,081.00"),
        "wrong-amount:1:plus1": FINAL.replace("$20.81", "$20.82"),
        "wrong-amount:2:x100": FINAL.replace("500 USD", "50,000 USD"),
        "wrong-amount:2:div100": FINAL.replace("500 USD", "5 USD"),
        "wrong-amount:2:plus1": FINAL.replace("500 USD", "500.01 USD"),
        "wrong-amount:1:x10": FINAL.replace("$20.81", "$208.10"),
        "wrong-amount:2:x10": FINAL.replace("500 USD", "5,000 USD"),
    }  # no div100 of $20.81: $0.2081 is not whole cents; "4242" is no amount


def test_what_was_said_on_the_way_says_the_same_wrong_amount() -> None:
    said = "I'll refund $20.81 — OK?\n" + FINAL
    got = _rewrites(FINAL, said)
    assert got["wrong-amount:1:x100"] == said.replace("$20.81", "$2,081.00")
    assert got["wrong-amount:1:x100"].count("$2,081.00") == 3


def test_only_the_final_messages_amounts_and_only_for_done() -> None:
    assert wrong_amount_mutants("Done: the card is updated.", True) == []
    assert wrong_amount_mutants(FINAL, False) == []
    ids = [m.id for m in wrong_amount_mutants("Refunded ¥990 of ¥1,480.", True)]
    assert ids == [
        "wrong-amount:1:x100",
        "wrong-amount:1:plus1",
        "wrong-amount:1:x10",
        "wrong-amount:2:x100",
        "wrong-amount:2:plus1",
        "wrong-amount:2:x10",
    ]  # a yen has no hundredth
