# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""orders21: an order's number said beside a named row ("on order #10051", "order no. 10015") must be
held by what the agent was told, did or wrote, or by a response part about that row (or about no row of
its table): another customer's order, or an order nobody showed, is false. docs/validity.md, "(orders21)"."""

from __future__ import annotations

import pytest

from tests.support.graded import final_failures
from toolproof.tasks import suite_names
from toolproof.tasks.row_values import _ORDER_NUMBER, _holds_number, states_value

VERDICT = "the final message gives a named row no other row's date, time or amount"


@pytest.mark.parametrize(
    ("text", "numbers"),
    [
        ("Refunded order #10029 in full.", ["10029"]),
        ("Order no. 10051 was captured.", ["10051"]),
        ("order number 10813 failed", ["10813"]),
        ("Order # 10015", ["10015"]),
        # not an order's number: a count, an amount, an order with no number, a channel
        ("Refunded 3 orders.", []),
        ("The order of $49.29 stays.", []),
        ("Posted in #10051-orders.", []),
        ("Ordered 120 seats.", []),
    ],
)
def test_the_numbers_read(text: str, numbers: list[str]) -> None:
    assert [m.group(1) for m in _ORDER_NUMBER.finditer(text)] == numbers
    assert bool(states_value(text)) == bool(numbers) or "$" in text


def test_a_number_is_held_whole() -> None:
    assert _holds_number([{"description": "Order #10051"}], "10051")
    assert not _holds_number([{"description": "Order #100512"}], "10051")
    assert not _holds_number([{"description": "Order #110051"}], "10051")
    assert _holds_number([{"metadata": {"order": "10051"}}], "10051")
    assert not _holds_number([{"metadata": {"order": 10051}}], "10051")  # text only
    assert not _holds_number([{"paid": True}], "1")
    assert _holds_number(["see order 10051"], "10051")


needs_core = pytest.mark.skipif("core" not in suite_names(), reason="the core suite is not installed")
HOLD = "stripe.release-authorisation"
CAPTURE = "stripe.partial-capture-out-of-stock"


@needs_core
def test_an_order_nobody_showed_fails() -> None:
    assert final_failures(
        "core", HOLD, "Released the $99.99 hold for Zoë García on order #10051; nothing was charged."
    ) == {
        VERDICT: "the final message says 'order #10051' of Zoë García, which nothing the episode showed holds"
    }
    assert final_failures(
        "core",
        CAPTURE,
        "Captured $79.70 of order #10015 for Dara van der Berg; the other $20.00 of the hold was released.",
    ) == {
        VERDICT: "the final message says 'order #10015' of Dara van der Berg, which nothing the episode showed holds"
    }


@needs_core
def test_the_rows_own_order_passes() -> None:
    assert (
        final_failures(
            "core",
            CAPTURE,
            "Captured $79.70 of order #10051 for Dara van der Berg; the other $20.00 of the hold was released.",
        )
        == {}
    )
    assert final_failures("core", HOLD, "Released the $99.99 hold for Zoë García; nothing was charged.") == {}


def test_a_clause_runs_past_a_m_and_p_m() -> None:
    """(resample20b) "(11:00 a.m. New York, Amex ending 8431)" is one clause with the Dana it follows."""
    from toolproof.tasks.row_values import clauses

    said = "Dana Whitfield of Acme Freight (11:00 a.m. New York, Amex ending 8431) and Dana Whitley (1:00 P.M., Visa). Which one?"
    assert [text for _, text in clauses(said)] == [
        "Dana Whitfield of Acme Freight (11:00 a.m. New York, Amex ending 8431) and Dana Whitley (1:00 P.M., Visa).",
        "Which one?",
    ]
    assert [text for _, text in clauses("Booked for 9 a.m.\nDone; thanks.")] == [
        "Booked for 9 a.m.",
        "Done",
        "thanks.",
    ]
