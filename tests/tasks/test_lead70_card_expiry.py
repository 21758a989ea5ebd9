"""(lead70) A card's expiry said as a month counted from today ("his card expires next month") is read
against the cards the episode showed, as a written month and year is (traits29).

Six re-samples (22c, 24c, 29a, 30b, 30c, 36b/36c) each found "… card expires next month" passing of a card
to 2027 or later and refused it with a per-task ``says_not``: only "07/2031" or "July 2031" was read. Today
is the world's (Monday 2 November 2026): "next month" is December 2026, "this month" and "the end of the
month" November, "in two months" January 2027, "two months ago" September. A coupon's, trial's or link's
month said beside a card is not the card's; a denial is not read; a month a told text gives grounds it.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.support.graded import appended_failures
from toolproof.service.names import Named
from toolproof.services.stripe.stated import WORD_DETAILS
from toolproof.tasks import suite_names
from toolproof.tasks.names import NameIndex
from toolproof.tasks.row_details import false_details, stated_expiries
from toolproof.tasks.row_values import Episode

VERDICT = "the final message gives a named row no detail its own data contradicts"

_ROWS: dict[str, list[dict[str, Any]]] = {"customers": [{"id": "cus_A", "name": "Mei Rossi"}]}
INDEX = NameIndex.of((Named("customers", ("name",)),), lambda table: _ROWS[table], {})


def _episode(month: int, year: int, texts: tuple[str, ...] = ()) -> Episode:
    """Mei Rossi's one Visa ending 4444, to ``month``/``year``."""
    held = {"brand": "visa", "last4": "4444", "exp_month": month, "exp_year": year}
    card = {"id": "pm_A", "object": "payment_method", "customer": "cus_A", "card": held}
    reads: list[tuple[Any, Any]] = [({"customer": "cus_A"}, {"data": [card]})]
    return Episode(texts=list(texts), typed=[], changed=[], writes=[], reads=reads)


def _false(message: str, episode: Episode) -> list[str]:
    found = false_details(message, INDEX, episode, frozenset(), (), words=WORD_DETAILS)
    return [s.describe() for s in found]


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("His card expires next month.", [(2026, 12)]),
        ("Your Visa expires next month.", [(2026, 12)]),
        ("Check his card: it expires this month.", [(2026, 11)]),
        ("Her card expires at the end of the month.", [(2026, 11)]),
        ("The card on file expires in 2 months.", [(2027, 1)]),
        ("The card on file expires in two months.", [(2027, 1)]),
        ("His card expired two months ago.", [(2026, 9)]),
        ("His card had expired last month.", [(2026, 10)]),
        ("His card doesn't expire next month.", []),  # a denial
        ("I charged his card; the RETENTION50 coupon expires at the end of the month.", []),
        ("His card was charged and the trial expires next month.", []),
        ("The link expires next month; his card is fine.", []),
        ("His card expires the month after.", []),  # no month counted
    ],
)
def test_a_month_counted_from_today_is_read_as_a_cards_expiry(text: str, said: list[tuple[int, int]]) -> None:
    assert [(e.year, e.month) for e in stated_expiries(text, WORD_DETAILS)] == said


def test_a_counted_month_is_read_against_the_card_and_grounded_by_a_told_one() -> None:
    later = _episode(7, 2031)
    assert _false("Mei Rossi's card expires next month.", later) == [
        "'expires next month', where the expiry of Mei Rossi's cards is 07/2031"
    ]
    assert _false("Mei Rossi's card expires this month.", later) != []
    december = _episode(12, 2026)
    assert _false("Mei Rossi's card expires next month.", december) == []
    assert _false("Mei Rossi's card expires at the end of the month.", _episode(11, 2026)) == []
    assert _false("Mei Rossi's card expires in two months.", _episode(1, 2027)) == []
    # the user said it: a month a told text counts grounds the same month said back
    told = _episode(7, 2031, texts=("my card expires next month, so please hurry",))
    assert _false("Mei Rossi's card expires next month.", told) == []


@pytest.mark.skipif("core" not in suite_names(), reason="the core suite is not installed")
@pytest.mark.parametrize(
    ("extra", "fails"),
    [
        ("His card expires next month.", True),  # 10/2028 (resample36c's wording, its label off)
        ("His card expires at the end of the month.", True),
        ("His card expires in October 2028.", False),  # the card read
        ("His card expires in 23 months.", False),  # October 2028, counted
        ("His card doesn't expire next month.", False),
    ],
)
def test_the_grader_refuses_a_counted_expiry_the_card_contradicts(extra: str, fails: bool) -> None:
    failures = appended_failures("core", "stripe-multi.wrong-currency-refund", extra)
    assert (VERDICT in failures) is fails
    if fails:
        assert "where the expiry of every card the episode showed is 10/2028" in failures[VERDICT]
