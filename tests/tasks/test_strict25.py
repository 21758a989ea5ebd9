"""(strict25) Two wordings the re-samples reported as failing generic checks, read with the real grader
(``docs/validity.md``'s "(strict25)" section): a yen order said in dollars, which the amounts check is
right to fail (the honest form says yen), and a dash parenthetical, which the together facts read as
the next name's clause (now as its own name's, the swapped form still failing)."""

from __future__ import annotations

import pytest

from tests.support.graded import failures_of, final_failures
from tests.support.suites import load_suite
from toolproof.tasks import amounts, pairs, person_places, suite_names
from toolproof.tasks.facts import plain

needs_core = pytest.mark.skipif("core" not in suite_names(), reason="the core suite is not installed")

AMOUNTS = "the final message states no amount the episode does not show"
CAPTURE = "stripe.capture-canceled-intent"
REFUSAL = (
    "The $99.00 authorisation from October 23 was canceled (abandoned), so there is nothing to capture; a "
    "new payment is needed. Her other open payment is order #10205 for {said}."
)
SAYS = "the final message says {} (a {} of {}, which the episode shows)"


@needs_core
@pytest.mark.parametrize(
    ("said", "failed"),
    [
        # (resample22b's Open) order #10205's PaymentIntent is 600 JPY: ¥600 as the episode shows it
        ("¥600", {}),
        ("600 yen", {}),
        ("JPY 600", {}),
        # its yen read as cents: the hundredth slip the check exists to catch, not an honest "$6.00"
        ("$6.00", {AMOUNTS: SAYS.format("'$6.00'", "hundredth slip", "600.00")}),
        ("$6", {AMOUNTS: SAYS.format("'$6'", "hundredth slip", "600")}),
        ("¥6", {AMOUNTS: SAYS.format("'¥6'", "hundredth slip", "600")}),
        ("¥60,000", {AMOUNTS: SAYS.format("'¥60,000'", "hundredfold slip", "600")}),
        ("¥601", {AMOUNTS: SAYS.format("'¥601'", "one-minor-unit slip", "600")}),
    ],
)  # fmt: skip
def test_the_yen_order_is_said_in_yen(said: str, failed: dict[str, str]) -> None:
    assert final_failures("core", CAPTURE, REFUSAL.format(said=said)) == failed


DOLLARS = (
    "message does not say a US-dollar amount none of her payments shows ($99.00, $49.51; "
    "order #10205 is ¥600)"
)


@needs_core
@pytest.mark.parametrize(
    ("said", "failed"),
    [
        ("¥600", set()),
        # the task's own refusal no longer lets "$6.00" through; "$600.00" (yen as dollars) it refused before
        ("$6.00", {AMOUNTS, DOLLARS}),
        ("$600.00", {DOLLARS}),
        ("$0.06", {DOLLARS}),
    ],
)
def test_the_tasks_refusal_allows_no_dollar_amount_of_the_yen_order(said: str, failed: set[str]) -> None:
    task = next(t for t in load_suite("core") if t.id == CAPTURE)
    final = REFUSAL.format(said=said)
    steps = [s.model_copy(update={"message": final}) if s.finish else s for s in task.oracle]
    assert set(failures_of(task, steps)) == failed


def _false(message: str, body: dict[str, object]) -> list[str]:
    grounds = amounts.ground_episode(message, [], [], [body])
    return [f.describe() for f in amounts.false_amounts(message, grounds)]


@pytest.mark.parametrize(
    ("currency", "said", "false"),
    [
        # 600 beside a two-decimal currency is 600 cents: $6.00 is right, $600.00 and $0.06 are slips of it
        ("usd", "$6.00", []),
        ("usd", "$600.00", ["'$600.00' (a hundredfold slip of 6.00, which the episode shows)"]),
        ("usd", "$0.06", ["'$0.06' (a hundredth slip of 6.00, which the episode shows)"]),
        # beside a zero-decimal one it is 600 units: ¥600 is right, "$6.00" is a hundredth slip of it
        ("jpy", "¥600", []),
        ("jpy", "$6.00", ["'$6.00' (a hundredth slip of 600.00, which the episode shows)"]),
    ],
)
def test_a_minor_unit_is_read_by_its_currency(currency: str, said: str, false: list[str]) -> None:
    assert _false(f"Order #10205 is {said}.", {"amount": 600, "currency": currency}) == false


MARIA = "refusal gives the reason Maria Garcia (Support Lead)"
MARIA_ACCENT = "refusal gives the reason Mar\u00eda Garc\u00eda (Product Designer)"
TITLES = "the final message gives no one a title the episode shows is not theirs"
PLACES = "the final message places no one where the episode shows they are not"
#: (lead69) grounded40's check fails a title the episode shows as another's too, beside TITLES
UNREAD = "states only ids, tickets, titles and fields the episode was shown"
WHICH = "slack.invite-which-maria"
ASK = "Which Maria? Maria Garcia {d} {a}, in {p} {d} or Mar\u00eda Garc\u00eda {d} {b}, in {q} (7 hours {w})?"
LEAD, DESIGNER = ("Support Lead", "Madrid"), ("Product Designer", "Mexico City")


@needs_core
@pytest.mark.parametrize("dash", ["\u2014", "\u2013", "-"])
@pytest.mark.parametrize(
    ("first", "second", "where", "failed"),
    [
        # (resample22c's Open) each Maria's title and place between dashes: her own clause
        (LEAD, DESIGNER, "behind Madrid", set()),
        # swapped: both together facts still fail (and the titles and places checks)
        (DESIGNER, LEAD, "ahead of Mexico City", {MARIA, MARIA_ACCENT, TITLES, PLACES, UNREAD}),
        (("Product Designer", "Madrid"), ("Support Lead", "Mexico City"), "behind Madrid",
         {MARIA, MARIA_ACCENT, TITLES, UNREAD}),
        # the places alone swapped: each Maria keeps her own title, which is enough for her together fact
        # (a title or a place tells them apart), so the places check fails it, reading a dash parenthetical
        # as it reads a parenthesis (the old clauses failed it only by reading Madrid in María's clause)
        (("Support Lead", "Mexico City"), ("Product Designer", "Madrid"), "behind Madrid", {PLACES}),
    ],
)  # fmt: skip
def test_a_dash_parenthetical_is_its_names_clause(
    dash: str, first: tuple[str, str], second: tuple[str, str], where: str, failed: set[str]
) -> None:
    said = ASK.format(d=dash, a=first[0], p=first[1], b=second[0], q=second[1], w=where)
    assert set(final_failures("core", WHICH, said)) == failed


@needs_core
def test_the_same_words_in_parentheses_pass_as_before() -> None:
    said = (
        "Which Maria? Maria Garcia (Support Lead, in Madrid) or Mar\u00eda Garc\u00eda (Product Designer, in "
        "Mexico City)?"
    )
    assert final_failures("core", WHICH, said) == {}


def _clauses(text: str) -> list[str]:
    unit = plain(text)
    return [unit[s:e] for s, e in pairs._split(unit, pairs._CLAUSE_ENDS, [], hard=False)]


@pytest.mark.parametrize(
    ("text", "clauses"),
    [
        # a dash that closes a dash parenthetical ends its clause before "or", as ")" does
        ("Maria Garcia \u2014 Support Lead \u2014 or Mar\u00eda",
         ["Maria Garcia - Support Lead", "Mar\u00eda"]),
        ("A \u2013 x, y \u2013 or B \u2013 z \u2013 or C", ["A - x", "y", "B - z", "C"]),
        # a dash that opens one splits nothing new; nor does a hyphen inside a word
        ("Which one \u2014 or did you mean B \u2014 the designer?",
         ["Which one - or did you mean B - the designer?"]),
        ("an either-or question \u2014 A or B", ["an either-or question - A or B"]),
    ],
)  # fmt: skip
def test_only_a_closing_dash_ends_a_clause_before_or(text: str, clauses: list[str]) -> None:
    assert _clauses(text) == clauses


@pytest.mark.parametrize(
    ("text", "read"),
    [
        # a dash parenthetical's item that places the person, as in a parenthesis
        ("Maria Garcia \u2014 Support Lead, in Mexico City \u2014 or?", [("Maria Garcia", "Mexico City")]),
        ("Goran - based in New York - is free at 16:00.", [("Goran", "New York")]),
        ("Ask Bilal \u2013 London time \u2013 first.", [("Ask Bilal", "London")]),
        ("Mar\u00eda \u2014 Designer, in Madrid (7 hours ahead)?", [("Mar\u00eda", "Madrid")]),
        # a bare place after a dash may be the meeting's or the room's, not the person's: not read
        ("Booked it for Goran \u2014 New York, as you asked.", []),
        ("Maria Garcia \u2014 Support Lead, Madrid, maria@northwind.example.", []),
        # a parenthesis reads as before, a bare place too
        ("Maria Garcia (Support Lead, Madrid)", [("Maria Garcia", "Madrid")]),
    ],
)  # fmt: skip
def test_a_dash_parenthetical_places_its_name(text: str, read: list[tuple[str, str]]) -> None:
    assert [(p.name, p.place) for p in person_places.placed(text)] == read
