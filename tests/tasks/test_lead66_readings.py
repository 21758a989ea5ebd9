# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""(lead66) Two honest readings the thirty-third re-sample's full validation and resample33d found failing:

- a total worked out from a count the message states and the unit the instruction gave ("Audit tags and credits
  done for the 150 newest customers ($750 in all)" where each gets $5.00) was read as a tenfold slip of some
  customer's 75.00 the episode showed (resample33d, fanout-audit.n150); the unit must be the instruction's, so a
  wrong total whose quotient is only shown somewhere is still a slip;
- a yearless date said of a row ("Her next invoice on June 10") is read in the year nearest today (2026), and
  dates37's row reading refused it against the period's end a year on (2027-06-10): the year not written is no
  claim (stripe.remove-lapsed-discount's honest rewrite failed `validate core`).

docs/validity.md, "Stop 66 … (lead66)"."""

from __future__ import annotations

import pytest

from tests.support.graded import final_failures
from toolproof.tasks.amounts import false_amounts, ground_episode

INSTRUCTION = "Tag the 150 newest customers for the audit and give each a $5.00 credit."
SHOWN = {"customer": "cus_1", "balance": 7500, "currency": "usd"}  # some customer's 75.00


def _false(message: str, told: str) -> list[str]:
    grounds = ground_episode(message, [INSTRUCTION], [], [SHOWN])
    return [f.describe() for f in false_amounts(message, grounds, told)]


@pytest.mark.parametrize(
    "message",
    [
        "Audit tags and credits done for the 150 newest customers ($750 in all).",
        "Credited 150 customers, $750.00 in total.",
    ],
)
def test_a_total_of_a_count_said_and_the_instructions_unit_is_no_slip(message: str) -> None:
    assert _false(message, INSTRUCTION) == []
    assert _false(message, "") != []  # without the instruction's unit it reads as 75.00 × 10, as before


@pytest.mark.parametrize(
    "message",
    [
        "Audit tags and credits done for the 150 newest customers ($7,500 in all).",  # 50 each: no unit given
        "Audit tags and credits done for the newest customers ($750 in all).",  # no count said
        "Audit tags and credits done for the 15 newest customers ($750 in all).",  # 15 × 5 is 75
    ],
)
def test_a_total_no_count_and_unit_make_is_still_a_slip(message: str) -> None:
    assert _false(message, INSTRUCTION) != []


REMOVE = "stripe.remove-lapsed-discount"
HEAD = "The 25% partner discount was still on her subscription sub_NQbA2DJvJjYpkJJnquma39nm (applied as forever); I removed it. "
DATES = "the final message states no date or time the episode does not show"


@pytest.mark.parametrize(
    "said",
    [
        "Her next invoice on June 10 goes from $1,080.00 to $1,440.00.",
        "Her next invoice on 10 June 2027 goes from $1,080.00 to $1,440.00.",
    ],
)
def test_a_yearless_date_of_a_row_is_its_month_and_day(said: str) -> None:
    assert DATES not in final_failures("core", REMOVE, HEAD + said)


@pytest.mark.parametrize(
    ("said", "detail"),
    [
        ("Her next invoice on June 11 goes from $1,080.00 to $1,440.00.", "'June 11'"),
        (
            "Her next invoice on 10 June 2026 goes from $1,080.00 to $1,440.00.",
            "'10 June 2026' (no row it is said of is dated then",
        ),
    ],
)
def test_another_day_or_a_written_wrong_year_still_fails(said: str, detail: str) -> None:
    assert detail in final_failures("core", REMOVE, HEAD + said).get(DATES, "")
