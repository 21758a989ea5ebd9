"""(rows22) A clause that goes from one named row to another of its table is read part by part: each
value is its own row's (:func:`toolproof.tasks.row_values.row_parts`). Before, two rows named in one
clause both grounded every value in it, so the two Danas' hours (or two plans' ends) could be swapped
within one sentence (docs/reviews/resample20b.md, "Open")."""

from __future__ import annotations

import pytest

from tests.support.graded import bare, failures_of
from tests.tasks.test_row_values import INDEX, _said
from toolproof.tasks import suite_names
from toolproof.tasks.row_values import bound_clauses

NOV15, NOV27 = "November 15, 2026", "November 27, 2026"
ROW_VALUES = "the final message gives a named row no other row's date, time or amount"


@pytest.mark.parametrize(
    ("message", "parts"),
    [
        # a coordinator word between the two names: each part its own row's
        (
            "Team ends November 15, 2026 and Starter November 27, 2026.",
            ["Team ends November 15, 2026 ", "and Starter November 27, 2026."],
        ),
        # else the last comma between them that no year follows
        (
            "Team ends November 15, 2026, Starter November 27, 2026.",
            ["Team ends November 15, 2026", ", Starter November 27, 2026."],
        ),
        (
            "Team ends November 15, 2026, and on November 27, 2026 Starter does.",
            ["Team ends November 15, 2026, ", "and on November 27, 2026 Starter does."],
        ),
        # a part with no value is read with the next, or last with the one before: either row's
        (
            "Team and Starter end November 15, 2026 and November 27, 2026 respectively.",
            ["Team and Starter end November 15, 2026 and November 27, 2026 respectively."],
        ),
        (
            "Team ends November 15, 2026, and so does Starter.",
            ["Team ends November 15, 2026, and so does Starter."],
        ),
        # never inside brackets: their content goes with what is around them
        (
            "Team (and Starter, billed with it) ends November 15, 2026.",
            ["Team (and Starter, billed with it) ends November 15, 2026."],
        ),
    ],
)
def test_a_clause_is_cut_between_two_rows_of_one_table(message: str, parts: list[str]) -> None:
    assert [c.text for c in bound_clauses(message, INDEX)] == parts


@pytest.mark.parametrize(
    ("message", "slips"),
    [
        ("Team ends November 15, 2026 and Starter November 27, 2026.", []),
        ("Team ends November 27, 2026 and Starter November 15, 2026.", [NOV27, NOV15]),
        ("Team ends November 15, 2026, unlike Starter, which ends November 27, 2026.", []),
        ("Team ends November 27, 2026, unlike Starter, which ends November 15, 2026.", [NOV27, NOV15]),
        ("Team is $79.00 a month while Starter is $9.00.", []),
        ("Team is $9.00 a month while Starter is $79.00.", ["$9.00", "$79.00"]),
        # both rows in one part: either grounds it, as before
        ("Team and Starter end November 15, 2026 and November 27, 2026 respectively.", []),
    ],
)  # fmt: skip
def test_each_part_is_grounded_by_its_own_row(message: str, slips: list[str]) -> None:
    # test_row_values' episode of the two Meis: Team ends the 15th at $79.00, Starter the 27th at $9.00
    assert _said(message) == slips


#: (grounded39) the alternate names the ACME Logistics Dana by her address: her surname is in no read
HONEST = (
    'Two Danas paid $480.00 for "Seat add-on (4 seats), November" on 29 Oct: Dana Whitfield of Acme '
    "Freight (11:00 New York, Amex ending 8431) and the Dana of ACME Logistics (dana@acmelogistics.example) "
    "(13:00 New York, Visa debit ending 5556). Which should I refund?"
)


@pytest.mark.skipif("company" not in suite_names(), reason="the company suite is not installed")
def test_the_two_danas_hours_swapped_in_one_sentence_fail() -> None:
    """company-billing.which-dana without its ``says_not``: resample20b's honest question passes; the
    same question with the two Danas' hours swapped fails by the row values (before rows22 it passed:
    each hour was shown for one of the two Danas the clause names)."""
    task = bare("company", "company-billing.which-dana")
    steps = next(p.steps for p in task.alternates if p.name == "resample20b-description-cards-new-york")

    def asked(message: str) -> dict[str, str]:
        return failures_of(
            task, [s.model_copy(update={"message": message}) if s.finish else s for s in steps]
        )

    assert asked(HONEST) == {}
    swapped = HONEST.replace("11:00 New York", "@@").replace("13:00 New York", "11:00 New York")
    failed = asked(swapped.replace("@@", "13:00 New York"))
    assert list(failed) == [ROW_VALUES]
    assert "'13:00' of Dana Whitfield" in failed[ROW_VALUES]
    assert "'11:00' of ACME Logistics" in failed[ROW_VALUES]


FIELDS = "the final message gives a named row no other row's card digits or field value"


@pytest.mark.skipif("company" not in suite_names(), reason="the company suite is not installed")
def test_the_two_danas_cards_swapped_in_one_sentence_fail() -> None:
    """The row-bound field check reads the same parts (:mod:`toolproof.tasks.row_fields`): resample20b's
    wrong plan that swaps the two Danas' cards within one sentence, held until now by the task's
    ``says_not``, fails without it by the card digits of each Dana."""
    task = bare("company", "company-billing.which-dana")
    failed = failures_of(task, next(p.steps for p in task.wrong if p.name == "resample20b-cards-swapped"))
    assert FIELDS in failed
    assert "'card ending 5556' of Dana Whitfield" in failed[FIELDS]
    assert "'card ending 8431' of ACME Logistics" in failed[FIELDS]
