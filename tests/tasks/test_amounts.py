"""The done-message amounts check (:mod:`toolproof.tasks.amounts`, :func:`.grader.amount_verdicts`).

Word level: what a message states as money, how structured data grounds a number (an integer beside a
currency is minor units; anything else both ways), and which stated amounts are slips of a grounded
one. Episode level: on ``stripe.refund-guest-order`` (a $49.29 refund, no amount fact) the
``wrong-amount`` mutants survived without the check and are killed with it, while the oracle's own
message said every other honest way still passes.
"""

from __future__ import annotations

import asyncio
from decimal import Decimal
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.support.suites import load_suite
from toolproof.runs.validation import validate_task
from toolproof.tasks import grade_memo, grade_program, grader
from toolproof.tasks.amounts import Grounds, false_amounts, ground_episode, slips, stated
from toolproof.tasks.grader import says_not_verdicts
from toolproof.world.diff import Diff


def test_stated_reads_amounts_with_their_currency_only() -> None:
    text = "Refunded $20.81 (2,081.00 USD was the invoice), ¥990, 5 euros; ticket 2081, 3 seats."
    got = [(text[s.start : s.end], s.value, s.currency) for s in stated(text)]
    assert got == [
        ("$20.81", Decimal("20.81"), "usd"),
        ("2,081.00 USD", Decimal("2081.00"), "usd"),
        ("¥990", Decimal("990"), "jpy"),
        ("5 euros", Decimal("5"), "eur"),
    ]


def test_a_scaled_number_is_not_read() -> None:
    assert stated("a $1.5k deal, $2 million ARR, $3M pipeline") == []


def test_slips() -> None:
    assert slips(Decimal("20.81"), "usd") == {
        "x100": Decimal("2081.00"),
        "plus1": Decimal("20.82"),
        "minus1": Decimal("20.80"),
    }
    assert slips(Decimal("2081"), "usd")["div100"] == Decimal("20.81")
    assert slips(Decimal("990"), "jpy") == {
        "x100": Decimal("99000"),
        "plus1": Decimal("991"),
        "minus1": Decimal("989"),
    }


#: Every value the tests below ask about (grounding looks only for what a message needs).
LOOKED_FOR = [
    Decimal(v) for v in ("20.81", "2081", "990", "9.90", "2081", "12.50", "300", "3", "0.125", "49.29")
]


def _grounds(*data: Any, texts: tuple[str, ...] = ()) -> Grounds:
    grounds = Grounds(LOOKED_FOR, LOOKED_FOR)  # each looked for to the end
    for text in texts:
        grounds.text(text)
    for item in data:
        grounds.data(item)
    return grounds


def test_an_integer_beside_a_currency_is_minor_units_only() -> None:
    grounds = _grounds({"object": "charge", "amount": 2081, "currency": "usd"})
    assert Decimal("20.81") in grounds
    assert Decimal("2081") not in grounds  # the slip the check exists for
    yen = _grounds({"amount": 990, "currency": "jpy"})
    assert Decimal("990") in yen
    assert Decimal("9.90") not in yen


def test_a_whole_number_sent_as_text_beside_a_currency_is_minor_units_too() -> None:
    grounds = _grounds({"currency": "usd", "unit_amount_decimal": "208100", "rate": "12.50"})
    assert Decimal("2081") in grounds
    assert Decimal("12.50") in grounds  # a fraction: read as written (and never as cents)


def test_a_number_without_a_currency_grounds_both_readings() -> None:
    grounds = _grounds({"quantity": 2081, "price": "12.50", "nested": [{"total": 300}]})
    for value in ("2081", "20.81", "12.50", "300", "3"):
        assert Decimal(value) in grounds, value
    assert Decimal("0.125") not in grounds  # a decimal is read as written only


def test_a_stated_amount_in_a_text_is_not_also_read_as_cents() -> None:
    grounds = _grounds(texts=("Refund the $2081 order; ticket 300",))
    assert Decimal("2081") in grounds
    assert Decimal("20.81") not in grounds  # "$2081" is dollars
    assert Decimal("3") in grounds  # a plain number: both readings


def test_texts_ground_what_they_state() -> None:
    grounds = _grounds({"text": "Refund of $49.29 approved"}, texts=("Refund the $20.81 ticket",))
    assert Decimal("49.29") in grounds
    assert Decimal("20.81") in grounds


CHARGE = {"object": "charge", "amount": 2081, "currency": "usd", "amount_refunded": 0}


@pytest.mark.parametrize(
    ("message", "false"),
    [
        ("Refunded $20.81 to the card.", []),
        ("Refunded 20.81 USD.", []),
        ("Refunded $2,081.00 to the card.", ["$2,081.00"]),
        ("Refunded $20.82.", ["$20.82"]),
        ("Refunded $20.80.", ["$20.80"]),
        # Arithmetic of the agent's own is no slip of a grounded amount: left alone.
        ("Refunded $20.81; with the $5.00 fee that is $25.81 in all.", []),
        ("Refunded $0.21.", []),  # a hundredth of 20.81 is not whole cents: no reading says it
    ],
)
def test_false_amounts(message: str, false: list[str]) -> None:
    assert [f.said for f in false_amounts(message, ground_episode(message, [], [], [CHARGE]))] == false


def test_a_hundredth_slip_of_a_grounded_whole_amount() -> None:
    grounds = ground_episode("Refunded $20.81.", [], [], [{"amount": 208100, "currency": "usd"}])  # $2,081.00
    (found,) = false_amounts("Refunded $20.81.", grounds)
    assert (found.said, found.slip, found.of) == ("$20.81", "div100", Decimal("2081"))
    assert "hundredth slip" in found.describe()


GUEST = "stripe.refund-guest-order"


def _task(task_id: str) -> Any:
    (task,) = [t for t in load_suite("core") if t.id == task_id]
    return task


def _outcomes(report: Any) -> dict[str, str]:
    return {m.id: m.outcome for m in report.mutants}


def test_the_check_kills_the_slips_that_survived_without_it(monkeypatch: pytest.MonkeyPatch) -> None:
    task = _task(GUEST)
    report = asyncio.run(validate_task(task, only_mutants=("wrong-amount",)))
    assert _outcomes(report) == {
        "wrong-amount:1:x100": "killed",
        "wrong-amount:1:plus1": "killed",
        "wrong-amount:1:x10": "killed",
    }
    slips_read = ("hundredfold", "one-minor-unit", "tenfold")
    assert all(any(f"{slip} slip of 49.29" in m.detail for slip in slips_read) for m in report.mutants)

    def off(*args: Any, **kwargs: Any) -> list[Any]:
        return []

    monkeypatch.setattr(grader, "amount_verdicts", off)
    # the same episodes again: with the check patched out they must be graded, not remembered
    monkeypatch.setattr(grade_memo, "ENABLED", False)
    monkeypatch.setattr(grade_program, "amount_verdicts", off)
    before = asyncio.run(validate_task(task, only_mutants=("wrong-amount",)))
    assert _outcomes(before) == {
        "wrong-amount:1:x100": "survived",
        "wrong-amount:1:plus1": "survived",
        "wrong-amount:1:x10": "survived",
    }


def test_the_oracles_message_said_other_honest_ways_still_passes() -> None:
    report = asyncio.run(validate_task(_task(GUEST), "honest"))
    honest = [c for c in report.checks if c.name.startswith("honest:")]
    assert len(honest) >= 5  # the amount's other forms and the layouts
    assert [c for c in honest if not c.ok] == []
    assert report.ok


def test_a_done_a_refusing_and_an_asking_message_are_held_to_it() -> None:
    task = _task(GUEST)
    refs = {"charge": CHARGE | {"amount": 4929}}
    (verdict,) = grader.amount_verdicts(task, refs, Diff(), [], "done", "Refunded $49.30.")
    assert not verdict.passed
    assert "'$49.30' (a one-minor-unit slip of 49.29" in verdict.detail
    assert grader.amount_verdicts(task, refs, Diff(), [], "done", "Refunded $49.29.") == []
    # (gtmut9) a refusal's reason and a question state values as a report does
    wrongs = [("impossible", "I can't refund $49.30."), ("need_info", "Is it the $4,929.00 charge?")]
    for claim, wrong in wrongs:
        (verdict,) = grader.amount_verdicts(task, refs, Diff(), [], claim, wrong)
        assert not verdict.passed, wrong
    assert grader.amount_verdicts(task, refs, Diff(), [], "impossible", "I can't refund $49.29.") == []
    # no claim (the agent gave up) is not held to it; a proposal's amount names the charge, and is read
    assert grader.amount_verdicts(task, refs, Diff(), [], None, "I can't refund $49.30.") == []
    assert len(grader.amount_verdicts(task, refs, Diff(), [], "need_info", "Shall I refund the $49.30?")) == 1


#: (task, final message, whether its says_not lets it through): the survivors the generic check cannot
#: kill, because the right amount is worked out (no response shows it) or a small quantity grounds the
#: slip, each fixed in its task (docs/validity.md, "A done message's amounts").
SURVIVOR_FIXES = [
    ("stripe.remove-lapsed-discount", "Her next invoice goes from $1,080.00 to $1,440.00.", True),
    ("stripe.remove-lapsed-discount", "$1,080.00 → $1,440.00 (12 × $120.00 less 25%)", True),
    ("stripe.remove-lapsed-discount", "Her next invoice goes from $10.80 to $1,440.00.", False),
    ("stripe.remove-lapsed-discount", "Her next invoice goes from $1,080.01 to $1,440.00.", False),
    ("stripe.remove-lapsed-discount", "Her next invoice goes from $108,000.00 to $1,440.00.", False),
    ("stripe.partial-refund-zero-decimal-currency", "Refunded ¥500 of ¥990; ¥490 stays charged.", True),
    ("stripe.partial-refund-zero-decimal-currency", "Refunded 500 JPY; 490 JPY remains charged.", True),
    ("stripe.partial-refund-zero-decimal-currency", "Refunded ¥500 of ¥990; ¥491 stays charged.", False),
    ("stripe.partial-refund-zero-decimal-currency", "Refunded ¥500 of ¥990; ¥49,000 stays charged.", False),
    ("stripe-multi.report-large-open-invoices", "Posted the two open invoices over $100 in #billing.", True),
    ("stripe-multi.report-large-open-invoices", "Posted the two open invoices over $1 in #billing.", False),
]


@pytest.mark.parametrize(("task_id", "message", "passes"), SURVIVOR_FIXES)
def test_survivor_fixes(task_id: str, message: str, passes: bool) -> None:
    (task,) = [t for name in ("core",) for t in load_suite(name) if t.id == task_id]
    verdicts = says_not_verdicts(task.expect.says_not, message)
    assert all(v.passed for v in verdicts) is passes


def _tenfold(message: str, texts: list[str], data: list[Any] | None = None) -> list[tuple[str, str]]:
    grounds = ground_episode(message, texts, [], data or [])
    return [(f.said, f.slip) for f in false_amounts(message, grounds)]


def test_a_tenfold_slip_is_false_unless_a_ten_or_a_sum_explains_it() -> None:
    """(values12) "$90.00" for the $9.00 the episode shows is a decimal point one place off; a ten
    shown ("10 seats", a quantity of 10) or a sum of the other amounts stated may make it arithmetic."""
    assert _tenfold("Refunded $90.00.", ["Refund $9.00 to Mei."]) == [("$90.00", "x10")]
    assert _tenfold("Refunded $0.90.", ["Refund $9.00 to Mei."]) == [("$0.90", "div10")]
    assert _tenfold("Refunded $9.00.", ["Refund $9.00 to Mei."]) == []
    # a ten said (not a time, not an amount) or a quantity of ten
    assert _tenfold("Ten seats: $90.00 a month.", ["Seats are $9.00."]) == []
    assert _tenfold("$90.00 a month.", ["Seats are $9.00; 10 seats."]) == []
    assert _tenfold("$90.00 a month.", ["Seats are $9.00 from 10:00."]) == [("$90.00", "x10")]
    seats = [{"quantity": 10, "unit_amount": 900, "currency": "usd"}]
    assert _tenfold("$90.00 a month.", [], seats) == []
    seats = [{"quantity": 3, "unit_amount": 900, "currency": "usd"}]
    assert _tenfold("$90.00 a month.", [], seats) == [("$90.00", "x10")]
    # the sum of the others stated
    assert _tenfold("$90.00 in all: $40.00 and $50.00.", ["$9.00"]) == []
    # a hundredfold slip is read first
    assert _tenfold("Refunded $900.00.", ["Refund $9.00 and $90.00."]) == [("$900.00", "x100")]
    assert slips(Decimal("9"), "usd", tenfold=True)["div10"] == Decimal("0.9")
    assert "div10" not in slips(Decimal("0.05"), "usd", tenfold=True)


@given(cents=st.integers(min_value=1, max_value=10**7))
def test_every_tenfold_slip_of_a_read_amount_is_false(cents: int) -> None:
    right = Decimal(cents) / 100
    wrong = right * 10
    message = f"Refunded ${wrong:,.2f}."
    assert _tenfold(message, [f"The charge was ${right:,.2f}."]) == [(f"${wrong:,.2f}", "x10")]


def test_two_amounts_a_tenfold_apart_both_said_are_two_values() -> None:
    """(values12) stripe.archive-retired-price's table alternate: the monthly $12.00 (not read) beside the
    yearly $120.00 (read) is no tenth slip of it; alone it is."""
    table = "| Extra seats yearly | $120.00 / year |\n| Extra seats monthly | $12.00 / month |"
    assert _tenfold(table, ["The yearly price is $120.00."]) == []
    assert _tenfold("Extra seats monthly: $12.00 / month.", ["The yearly price is $120.00."]) == [
        ("$12.00", "div10")
    ]


def test_a_total_worked_out_from_a_stated_count_and_unit_is_no_slip() -> None:
    """(integration, stop 44) The posted-values check read fanout-credit.n150's honest "$5.00 … on each
    of the 150 newest customers, $750.00 in all" as a tenfold slip of a customer's shown 75.00."""
    from toolproof.tasks.amounts import Grounds, false_amounts

    grounds = Grounds([Decimal("750.00"), Decimal("75.00"), Decimal("7.50"), Decimal("5.00")])
    grounds.add(Decimal("75.00"))
    grounds.add(Decimal("5.00"))
    honest = "Batch finished: $5.00 credit on each of the 150 newest customers, $750.00 in all."
    assert false_amounts(honest, grounds) == []
    assert false_amounts("Credit of -500 cents x 150 customers (USD 750 in all).", grounds) == []
    slipped = "Batch finished: $5.00 credit on each of the 150 newest customers, $7,500.00 in all."
    assert [f.said for f in false_amounts(slipped, grounds)] == ["$7,500.00"]  # no product: 75.00 × 100
    wrong = "Batch finished: a $5.00 credit on each of the newest customers, $750.00 in all."
    assert [f.said for f in false_amounts(wrong, grounds)] == ["$750.00"]  # no count: a slip of 75.00


LONG = Decimal("123456789012345678901234567890")


def test_a_number_longer_than_decimals_default_precision_is_read_exactly() -> None:
    """A 30-digit reference in a post or a float of 1e30 in a body raised InvalidOperation (the
    default context holds 28 digits) and took the whole grade down; now it is one more number."""
    grounds = Grounds([LONG, Decimal("5")], [LONG, Decimal("5")])
    grounds.text("order ref 123456789012345678901234567891, then 5 units")
    grounds.data({"amount": 1e30, "huge": 10**40, "note": "9" * 60})
    assert Decimal("5") in grounds
    assert LONG not in grounds  # its neighbour one unit up grounds nothing of it
    grounds.text(f"ref {LONG}")
    assert LONG in grounds


@given(digits=st.integers(min_value=29, max_value=80), bump=st.integers(min_value=1, max_value=9))
def test_long_numbers_ground_themselves_and_never_their_neighbours(digits: int, bump: int) -> None:
    value = Decimal(10 ** (digits - 1) + 7)
    other = value + bump
    grounds = Grounds([value], [value])
    grounds.text(f"see {other} and {other}.5")
    assert value not in grounds
    grounds.text(f"see {value}")
    assert value in grounds
