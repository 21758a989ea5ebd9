"""Typed fact forms match every honest wording of their value and no neighbour of it: generated values
in generated wordings pass; one cent more, the next day, another zone's same wall time, 13 for 3 fail."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from typing import Any
from zoneinfo import ZoneInfo

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from toolproof.tasks.facts import Fact, exchanged, hedged
from toolproof.tasks.values import ValueFormError, encode, pattern


def found(spec: dict[str, Any], text: str) -> bool:
    return pattern(encode(spec)).search(text) is not None


# -- amounts -----------------------------------------------------------------------------------------

USD_1234_50 = {"amount": "1234.50", "currency": "usd"}


@pytest.mark.parametrize(
    "text",
    ["$1,234.50", "$1234.5", "$ 1,234.50", "US$1,234.50", "1,234.50 USD", "USD 1234.50", "1234.50 dollars",
     "1.234,50 $", "1 234,50 USD", "a total of $1,234.50.", "(1,234.50 USD)"],
)  # fmt: skip
def test_an_amount_matches_its_honest_wordings(text: str) -> None:
    assert found(USD_1234_50, text)


@pytest.mark.parametrize(
    "text",
    ["$11,234.50", "$1,234.505", "$1,234.51", "$1,234.49", "1234.50", "€1,234.50", "1,234.50 EUR",
     "$1,234", "$1.234", "-$1,234.50"],
)  # fmt: skip
def test_an_amount_refuses_neighbours_other_currencies_and_bare_numbers(text: str) -> None:
    assert not found(USD_1234_50, text)


def test_a_decimal_comma_only_where_no_reader_takes_it_for_thousands() -> None:
    eur = {"amount": "250.97", "currency": "eur"}
    assert found(eur, "250,97 EUR")
    assert found(eur, "€250.97")
    assert found(eur, "250,97 €")
    assert not found(eur, "25,097 EUR")
    assert not found(eur, "250.97")
    whole = {"amount": "1234", "currency": "usd"}
    assert found(whole, "$1,234")
    assert found(whole, "$1,234.00")
    assert found(whole, "1.234,00 USD")
    assert not found(whole, "1.234 USD")  # a thousands dot or a decimal point: not said


def test_cents_bare_numbers_and_negative_amounts() -> None:
    assert found({"amount": 1250, "currency": "usd", "minor": True}, "refunded $12.50")
    assert not found({"amount": 1250, "currency": "usd", "minor": True}, "refunded $1,250")
    assert found({"amount": "12", "currency": "usd"}, "$12")
    assert found({"amount": "12", "currency": "usd"}, "$12.00")
    bare = {"amount": "29", "currency": "usd", "bare_ok": True}
    assert found(bare, "the plan costs 29.00 a month")
    assert not found(bare, "the plan costs €29")
    assert found({"amount": "-5", "currency": "usd"}, "a credit of -$5.00")
    assert not found({"amount": "-5", "currency": "usd"}, "a charge of $5.00")


def test_an_amount_needs_a_currency() -> None:
    with pytest.raises(ValueFormError, match="currency"):
        pattern(encode({"amount": "5"}))


def _dollars(cents: int) -> Decimal:
    return Decimal(cents) / 100


def _wordings(value: Decimal) -> list[str]:
    grouped = f"{value:,.2f}"
    european = grouped.replace(",", "_").replace(".", ",").replace("_", ".")
    out = [f"${grouped}", f"{value:.2f} USD", f"USD {grouped}", f"{european} $", f"{value:.2f} dollars"]
    if value == value.to_integral_value():
        out.append(f"${int(value):,}")
    return out


@settings(max_examples=60, deadline=None)
@given(cents=st.integers(min_value=1, max_value=10_000_000), pick=st.integers(min_value=0, max_value=5))
def test_generated_amounts_match_in_every_wording_and_a_cent_off_does_not(cents: int, pick: int) -> None:
    value = _dollars(cents)
    spec = {"amount": str(value), "currency": "usd"}
    wordings = _wordings(value)
    text = f"The balance is {wordings[pick % len(wordings)]}."
    assert found(spec, text)
    assert found({"amount": cents, "currency": "usd", "minor": True}, text)
    for other in (cents - 1, cents + 1, cents * 10):
        if other > 0:
            assert not found({"amount": str(_dollars(other)), "currency": "usd"}, text), other


# -- dates -------------------------------------------------------------------------------------------

DEC_3 = {"date": "2026-12-03"}  # a Thursday


@pytest.mark.parametrize(
    "text",
    ["2026-12-03", "Dec 3", "Dec. 3rd", "December 3", "3 December", "the 3rd of December", "3rd Dec",
     "Thursday, December 3, 2026", "Thu 3 Dec 2026", "December 3 (Thursday)", "12/03/2026", "12/3",
     "12/3/26", "03.12.2026", "on 2026/12/03."],
)  # fmt: skip
def test_a_date_matches_its_honest_wordings(text: str) -> None:
    assert found(DEC_3, text)


@pytest.mark.parametrize(
    "text",
    ["Friday, December 3", "Fri Dec 3", "December 3 (Friday)", "December 3, 2025", "December 30", "Dec 13",
     "12/30", "12/3/2025", "03/12/2026", "3.12", "2026-12-31", "November 3", "Thursday"],
)  # fmt: skip
def test_a_date_refuses_a_wrong_weekday_year_day_or_order(text: str) -> None:
    assert not found(DEC_3, text)


def test_day_first_dates_only_when_the_fact_allows_them() -> None:
    assert found({"date": "2026-12-03", "day_first": True}, "03/12/2026")
    assert found({"date": "2026-11-16", "day_first": True}, "Mon 16.11.")
    assert not found({"date": "2026-11-16"}, "Mon 16.11.")


def test_a_slashed_date_past_the_12th_reads_day_first_without_the_flag() -> None:
    """A day-first "19/11" has no month-first reading, so it is 19 November; "12/11" stays 11 December."""
    assert found({"date": "2026-11-19"}, "Borealis QBR → Thu 19/11, 15:00 GMT")
    assert found({"date": "2026-11-19"}, "booked for 19/11/2026")
    assert not found({"date": "2026-11-20"}, "Thu 19/11")
    assert not found({"date": "2026-11-12"}, "12/11")
    assert found({"date": "2026-12-11"}, "12/11")
    assert not found({"date": "2026-11-19"}, "19.11.")  # a bare dotted pair stays a number


def test_a_yaml_date_is_a_date() -> None:
    assert found({"date": dt.date(2026, 12, 3)}, "Dec 3")


_DAYS = st.dates(min_value=dt.date(2020, 1, 1), max_value=dt.date(2035, 12, 31))


@settings(max_examples=60, deadline=None)
@given(
    day=_DAYS, fmt=st.sampled_from(["%Y-%m-%d", "%b %d", "%B %d, %Y", "%A, %B %d", "%d %B %Y", "%m/%d/%Y"])
)
def test_generated_dates_match_and_the_next_day_or_wrong_weekday_does_not(day: dt.date, fmt: str) -> None:
    text = f"It ends on {day.strftime(fmt)}."
    assert found({"date": day.isoformat()}, text)
    assert not found({"date": (day + dt.timedelta(days=1)).isoformat()}, text)
    if "%A" in fmt:
        wrong = day.strftime(fmt).replace(day.strftime("%A"), (day + dt.timedelta(days=1)).strftime("%A"))
        assert not found({"date": day.isoformat()}, f"It ends on {wrong}.")


# -- times -------------------------------------------------------------------------------------------

ONE_PM_NY = {"time": "2026-12-03T13:00", "zone": "America/New_York"}


@pytest.mark.parametrize(
    "text",
    ["13:00 ET", "1 PM Eastern", "1:00 pm EST", "13:00 New York time", "1pm (America/New_York)",
     "1 p.m. ET", "1:00–1:30 PM ET", "1-2 PM ET", "13:00 (UTC-5)", "18:00 UTC", "6 PM GMT", "10:00 AM PT",
     "12:00 CT", "2026-12-03T13:00:00-05:00", "2026-12-03T18:00Z", "23:30 IST", "19:00 CET", "1.00 p.m. ET",
     "1.00–1.30 p.m. ET", "13.00 ET", "6.00 p.m. UTC"],
)  # fmt: skip
def test_a_time_with_a_zone_matches_the_instant_in_any_named_zone(text: str) -> None:
    assert found(ONE_PM_NY, text)


@pytest.mark.parametrize(
    "text",
    ["13:00", "1 PM", "at 1:00 pm", "1:00 pm EDT", "13:00 UTC", "1 PM PT", "18:00 ET", "113:00 ET",
     "13:00 ETA", "18:00 UTC-5", "1 AM ET", "1-2 AM ET", "2026-12-03T13:00Z", "14:00 ET", "1.00 a.m. ET",
     "1.00 p.m. UTC", "13.00 UTC"],
)  # fmt: skip
def test_a_bare_clock_time_or_another_zones_wall_time_does_not_count(text: str) -> None:
    assert not found(ONE_PM_NY, text)


def test_daylight_saving_names_follow_the_date() -> None:
    july = {"time": "2026-07-01T13:00", "zone": "America/New_York"}
    assert found(july, "1 PM EDT")
    assert found(july, "17:00 UTC")
    assert not found(july, "1 PM EST")
    assert not found(july, "18:00 UTC")


def test_without_a_date_only_the_own_zone_counts_and_without_a_zone_the_clock_time() -> None:
    undated = {"time": "13:00", "zone": "America/New_York"}
    assert found(undated, "1 PM Eastern")
    assert not found(undated, "18:00 UTC")
    assert not found(undated, "1 PM")
    assert found({"time": "13:00"}, "at 1 PM")
    assert not found({"time": "13:00"}, "at 1 AM")


def test_an_unknown_zone_or_time_is_refused() -> None:
    with pytest.raises(ValueFormError, match="time zone"):
        pattern(encode({"time": "13:00", "zone": "Mars/Olympus"}))
    with pytest.raises(ValueFormError, match="time of day"):
        pattern(encode({"time": "24:30", "zone": "UTC"}))


_ZONES = ["America/New_York", "America/Los_Angeles", "Europe/London", "Asia/Kolkata", "Asia/Tokyo", "UTC"]
_ABBREVIATION_FREE = {"Asia/Kolkata": "India", "Asia/Tokyo": "Tokyo", "Europe/London": "London", "UTC": "UTC",
                      "America/New_York": "New York", "America/Los_Angeles": "Pacific"}  # fmt: skip


@settings(max_examples=60, deadline=None)
@given(
    day=_DAYS,
    minutes=st.integers(min_value=0, max_value=24 * 4 - 1).map(lambda q: q * 15),
    own=st.sampled_from(_ZONES),
    said=st.sampled_from(_ZONES),
    twelve=st.booleans(),
)
def test_generated_instants_match_in_any_zone_and_another_zones_wall_time_does_not(
    day: dt.date, minutes: int, own: str, said: str, twelve: bool
) -> None:
    local = dt.datetime.combine(day, dt.time(minutes // 60, minutes % 60), tzinfo=ZoneInfo(own))
    local = local.astimezone(dt.UTC).astimezone(ZoneInfo(own))  # a wall time skipped by DST moves on
    spec = {"time": local.strftime("%Y-%m-%dT%H:%M"), "zone": own}
    there = local.astimezone(ZoneInfo(said))
    clock = there.strftime("%I:%M %p").lstrip("0") if twelve else there.strftime("%H:%M")
    assert found(spec, f"It starts at {clock} {_ABBREVIATION_FREE[said]} time.")
    if there.utcoffset() != local.utcoffset():  # the same wall time in a zone where it is another instant
        wall = local.strftime("%I:%M %p").lstrip("0") if twelve else local.strftime("%H:%M")
        assert not found(spec, f"It starts at {wall} {_ABBREVIATION_FREE[said]} time.")
    assert not found(spec, f"It starts at {clock}.")


# -- counts ------------------------------------------------------------------------------------------


@settings(max_examples=60, deadline=None)
@given(n=st.integers(min_value=0, max_value=500))
def test_generated_counts_match_and_neighbours_inside_longer_numbers_do_not(n: int) -> None:
    spec = {"count": n, "of": "invoices"}
    assert found(spec, f"There are {n} overdue invoices.")
    assert found({"count": n}, f"I found {n}.")
    for other in (n + 1, n + 100, n * 10 + 3):
        assert not found(spec, f"There are {other} overdue invoices."), other
        assert not found({"count": n}, f"I found {other}."), other


@pytest.mark.parametrize(
    ("text", "expected"),
    [("3 invoices", True), ("three overdue invoices", True), ("Invoices: 3", True), ("13 invoices", False),
     ("3 customers", False), ("three paid and two open invoices", False), ("3.5 invoices", False),
     ("3", False)],
)  # fmt: skip
def test_a_count_of_something_names_it(text: str, expected: bool) -> None:
    assert found({"count": 3, "of": "invoices"}, text) is expected


#: (speech11) Headers a column of counts of seats is written under, and ones it is not.
SEAT_HEADERS = ["Seats", "seats", "**Seats**", "Extra seats", "Seat count", "# of seats", "Number of seats"]
OTHER_HEADERS = ["Seat price", "Customer", "Invoices", "Seats left to pay for on Friday", "Days"]


@settings(max_examples=80, deadline=None)
@given(
    st.sampled_from(SEAT_HEADERS + OTHER_HEADERS),
    st.integers(min_value=0, max_value=120),
    st.sampled_from(["{}", "**{}**", "`{}`"]),
    st.booleans(),
)
def test_a_count_under_its_nouns_column_header_is_read(
    header: str, n: int, markup: str, borders: bool
) -> None:
    """A number alone in a cell (markup aside) is a count of what its column's header names: read
    under a header of seats, never under another header, never one more, never inside another number."""
    bar = "|" if borders else ""
    row = "{b} Acme {mid} {v} {b}".replace("{b}", bar).replace("{mid}", "|")
    table = "\n".join(
        [f"{bar} Customer | {header} {bar}", f"{bar} --- | :---: {bar}", row.format(v=markup.format(n))]
    )
    spec = {"count": n, "of": "seats"}
    assert found(spec, table) is (header in SEAT_HEADERS), table
    assert not found({"count": n + 1, "of": "seats"}, table), table
    assert not found(spec, table.replace(f"{n}", f"{n}0")), table


# -- in facts ----------------------------------------------------------------------------------------


def test_a_typed_fact_is_stated_not_guessed_and_its_drop_mutant_blanks_every_wording() -> None:
    fact = Fact.model_validate({"amount": 250.97, "currency": "usd", "label": "the top-up"})
    assert fact.name() == "the top-up"
    assert fact.found_in("Her top-up from 28 October is 250,97 USD.")
    assert not fact.found_in("Her top-up may have been 250,97 USD.")
    assert fact.guessed_in("Her top-up may have been 250,97 USD.")
    assert not fact.found_in(fact.without("It is $250.97 (250,97 USD)."))
    assert not fact.found_in(hedged(fact, [fact], "It is $250.97."))


def test_typed_groups_stand_together_and_their_swap_fails() -> None:
    acme = Fact.model_validate({"together": [["Acme"], {"amount": 500, "currency": "usd"}]})
    initech = Fact.model_validate(
        {"together": [["Initech"], [{"amount": 300, "currency": "usd"}, "300 bucks"]]}
    )
    rows = [acme, initech]
    right = "- Acme: 500,00 $\n- Initech: $300.00"
    assert acme.found_in(right, rows)
    assert initech.found_in(right, rows)
    swapped = exchanged(acme, initech, 1, right)
    assert not acme.found_in(swapped, rows)
    assert not initech.found_in(swapped, rows)
    assert acme.name() == "('Acme') with (amount 500 USD)"


def test_typed_forms_fill_from_placeholders_and_literal_ones_are_checked_at_load() -> None:
    fact = Fact.model_validate(
        {"any": ["{inv.number}", {"amount": "{inv.amount_due}", "currency": "usd", "minor": True}]}
    )
    assert fact.literal().any == []
    from toolproof.tasks.template import fill

    filled = Fact.model_validate(fill(fact.model_dump(), {"inv": {"number": "INV-7", "amount_due": 123450}}))
    assert filled.found_in("It comes to 1.234,50 USD")
    assert not filled.found_in("It comes to $1,234.05")
    with pytest.raises(ValueError, match="not a date"):
        Fact.model_validate({"date": "03/12/2026"})
    with pytest.raises(ValueError, match="only"):
        Fact.model_validate({"amount": 5, "currency": "usd", "zone": "UTC"})


def test_a_typed_fact_leaks_from_an_instruction_that_states_its_value_in_any_wording() -> None:
    fact = Fact.model_validate({"amount": 42, "currency": "usd"})
    assert fact.leaks_from("Refund the 42.00 USD charge.")
    assert not fact.leaks_from("Refund the 420.00 USD charge.")


def test_a_typed_form_filled_with_no_value_of_its_kind_fails_its_verdict_not_the_grade() -> None:
    from toolproof.tasks.grader import _fact_verdicts

    fact = Fact.model_validate({"amount": "{charge.amount}", "currency": "usd", "label": "the charge"})
    (verdict,) = _fact_verdicts([fact], {"charge": {"amount": None}}, "It was $5.00.", "fact", [])
    assert not verdict.passed
    assert verdict.detail == "cannot be checked: Value error, 'None' is not an amount"


# -- a bare_ok amount with another currency written beside it (the third hole of docs/validity.md) --------

_WRITTEN = {
    "usd": ["${n}", "US${n}", "USD {n}", "{n} USD", "{n} dollars", "{n} $", "{n}$"],
    "eur": ["€{n}", "EUR {n}", "{n} EUR", "{n} euros", "{n} €", "{n}€"],
    "gbp": ["£{n}", "GBP {n}", "{n} GBP", "{n} pounds", "{n} £"],
}


@pytest.mark.parametrize("own", sorted(_WRITTEN))
@pytest.mark.parametrize("other", sorted(_WRITTEN))
def test_a_bare_ok_amount_refuses_another_currency_written_beside_it(own: str, other: str) -> None:
    """A bare number may pass where the task allows it; the same number with the *wrong* currency written
    before or after it says another amount ("120.17 USD" is not a euro charge)."""
    spec = {"amount": "120.17", "currency": own, "bare_ok": True}
    for template in _WRITTEN[other]:
        text = f"The charge was {template.format(n='120.17')} in total."
        assert found(spec, text) is (own == other), (own, text)
    assert found(spec, "The charge was 120.17 in total.")
    assert found(spec, "Charged: 120.17.")


@pytest.mark.parametrize("code", ["CAD", "AUD", "CHF", "JPY", "SEK", "cad", "chf"])
def test_a_bare_ok_amount_refuses_any_currency_code_beside_it(code: str) -> None:
    spec = {"amount": "120.17", "currency": "eur", "bare_ok": True}
    assert not found(spec, f"refunded 120.17 {code} today")
    assert not found(spec, f"refunded {code} 120.17 today")
    assert found(spec, "refunded 120.17 (the whole charge) today")


@given(
    cents=st.integers(min_value=1, max_value=10**8),
    pair=st.sampled_from([(a, b) for a in _WRITTEN for b in _WRITTEN if a != b]),
    pick=st.integers(min_value=0, max_value=20),
)
@settings(max_examples=150, deadline=None)
def test_bare_ok_wrong_currency_generated(cents: int, pair: tuple[str, str], pick: int) -> None:
    own, other = pair
    value = _dollars(cents)
    spec = {"amount": str(value), "currency": own, "bare_ok": True}
    number = f"{value:,.2f}"
    wrong = _WRITTEN[other][pick % len(_WRITTEN[other])].format(n=number)
    right = _WRITTEN[own][pick % len(_WRITTEN[own])].format(n=number)
    assert not found(spec, f"It is {wrong} now.")
    assert found(spec, f"It is {right} now.")
    assert found(spec, f"It is {number} now.")


@settings(max_examples=60, deadline=None)
@given(day=_DAYS)
def test_a_generated_day_first_slash_date_is_its_day_only_when_unambiguous(day: dt.date) -> None:
    """A day-first "d/m" names the day only when d > 12 (month first it would be a 13th month or more)
    or d = m; the next day is never read into it."""
    text = f"due {day.day}/{day.month}"
    assert bool(found({"date": day.isoformat()}, text)) is (day.day > 12 or day.day == day.month)
    assert not found({"date": (day + dt.timedelta(days=1)).isoformat()}, text)
