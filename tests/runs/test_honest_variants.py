"""Honest variants: the oracle's own answer, said another honest way, must still pass.

The generator (deterministic; every rendered value parses back to the same value through
``tasks/values.py``), and the validator's control on a synthetic Stripe task: each variant passes where the
fact is a typed form and fails where it is a brittle hand regex, so the check can fail.
"""

from __future__ import annotations

import asyncio
import datetime as dt
from decimal import Decimal
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from toolproof.runs.honest_variants import (
    AMOUNT_FAMILIES,
    DATE_FAMILIES,
    TIME_FAMILIES,
    Variant,
    generate,
    render_amount,
    render_date,
    render_time,
)
from toolproof.runs.validation import render_table, summarise, validate_task
from toolproof.tasks import values
from toolproof.tasks.facts import Fact
from toolproof.tasks.model import Task

EMAIL = "siobhannguyen120@example.com"
MESSAGE = "Order #10245 was paid $25.26 on its own. I didn't change anything."


def report_task(fact: dict[str, Any] | str) -> Task:
    """A no-change report on the default Stripe fixture: what did order #10245 cost (it was $25.26)."""
    return Task.model_validate(
        {
            "id": "honest.order-amount",
            "services": ["stripe"],
            "path": "unhappy",
            "instruction": f"How much did {EMAIL} pay for order #10245? Change nothing.",
            "expect": {"claim": "done", "facts": [fact]},
            "oracle": [
                {
                    "call": "stripe.customers.list",
                    "args": {"email": EMAIL},
                    "save": "customer",
                    "pick": {"from": "data", "where": {"email": EMAIL}},
                },
                {"call": "stripe.charges.list", "args": {"customer": "{customer.id}", "limit": 100}},
                {"finish": "done", "message": MESSAGE},
            ],
        }
    )


def honest(report: Any) -> dict[str, bool]:
    return {c.name: c.ok for c in report.checks if c.name.startswith("honest:")}


AMOUNT_VARIANTS = ["honest:amount:code-after", "honest:amount:code-before", "honest:amount:words"]
LAYOUT_VARIANTS = [
    "honest:layout:bullets",
    "honest:layout:numbered",
    "honest:layout:table",
    "honest:layout:bold-values",
    "honest:layout:curly-quotes",
    "honest:layout:closing",
    "honest:layout:follow-up",
    "honest:order:reversed",
]


def test_the_variants_of_a_message_are_its_values_in_other_forms_and_its_layouts() -> None:
    variants = {v.id: v.message for v in generate(MESSAGE)}
    assert list(variants) == [*AMOUNT_VARIANTS, *LAYOUT_VARIANTS]
    assert (
        variants["honest:amount:code-after"]
        == "Order #10245 was paid 25.26 USD on its own. I didn't change anything."
    )
    assert (
        variants["honest:amount:words"]
        == "Order #10245 was paid 25.26 dollars on its own. I didn't change anything."
    )
    assert variants["honest:layout:table"].splitlines()[0] == "| Item | Details |"
    assert (
        variants["honest:layout:bold-values"]
        == "Order #10245 was paid **$25.26** on its own. I didn't change anything."
    )
    assert variants["honest:layout:curly-quotes"].endswith("I didn\u2019t change anything.")
    assert (
        variants["honest:order:reversed"]
        == "I didn't change anything. Order #10245 was paid $25.26 on its own."
    )


def test_generation_is_deterministic() -> None:
    message = (
        "Acme owes $1,234.50, due 2026-03-03. The call is at 2:30 PM ET on March 3. "
        "There are 3 open invoices. "
        'Bob said "ok" and it\'s fine.'
    )
    first, second = generate(message), generate(message)
    assert first == second
    ids = [v.id for v in first]
    assert len(ids) == len(set(ids))
    by_id = {v.id: v.message for v in first}
    assert "14:30 ET" in by_id["honest:time:24h"]
    assert "three open invoices" in by_id["honest:count:words"]
    assert "Tue 3 Mar" in by_id["honest:date:short"]  # the ISO date in the message gives March 3 its year
    assert "\u201cok\u201d and it\u2019s" in by_id["honest:layout:curly-quotes"]
    assert "at **2:30 PM ET** on **March 3**" in by_id["honest:layout:bold-values"]


def test_a_dated_message_gets_the_dotted_european_date_with_the_year_its_facts_know() -> None:
    """resample5b: "17.07.2026" failed two hand-listed dates; the dotted family writes every date so."""
    message = "The July 17 charge ($99.93) is outside the 60-day window."
    fact = Fact.model_validate({"date": "2026-07-17"})
    dotted = {v.id: v.message for v in generate(message, [fact])}["honest:date:dotted"]
    assert dotted == "The 17.07.2026 charge ($99.93) is outside the 60-day window."
    assert fact.found_in(dotted, [fact])
    # no year known: "17.07." alone is a number to the grader, so no dotted variant is offered
    assert "honest:date:dotted" not in {v.id for v in generate(message)}
    iso = {v.id: v.message for v in generate("Billed on 2026-07-17.")}
    assert iso["honest:date:dotted"] == "Billed on 17.07.2026."


def test_values_in_names_and_ids_are_left_alone() -> None:
    """A date inside a file name, a number in a name or an id, a range written with "to": not rewritten."""
    message = "Sent report-2026-03-03.pdf to Room 4 for INV-0003 at 10:00 to 10:30 ET."
    kinds = {v.id.split(":")[1] for v in generate(message)}
    assert kinds == {"layout"}


def test_a_time_range_is_rewritten_whole() -> None:
    """ "1-2 PM ET" is one range: both ends change form, the start keeps the end's meridiem."""
    by_id = {v.id: v.message for v in generate("The call is 1-2 PM ET. Standup 9:30-9:45 London.")}
    assert by_id["honest:time:24h"] == "The call is 13:00-14:00 ET. Standup 09:30-09:45 London."
    assert by_id["honest:time:12h"] == "The call is 1:00 PM-2:00 PM ET. Standup 9:30 AM-9:45 AM London."


def test_a_zone_is_renamed_only_to_another_name_of_itself() -> None:
    """A zone by another name of itself ("New York time" → "ET", "EST" → "ET", "UTC" → "GMT")."""
    message = "Moved to 10:00-10:45 New York time (15:00 UTC). Call 3 PM EST or 10:30-2 PM ET."
    by_id = {v.id: v.message for v in generate(message)}
    assert (
        by_id["honest:time:zone-name"]
        == "Moved to 10:00-10:45 ET (15:00 GMT). Call 3 PM ET or 10:30-2 PM ET."
    )
    fact = Fact.model_validate({"time": "2026-11-10T10:00", "zone": "America/New_York"})
    assert all(fact.found_in(by_id[f"honest:time:{family}"]) for family in TIME_FAMILIES)


def test_together_facts_keep_their_order() -> None:
    rows = [
        Fact.model_validate({"together": [["Acme"], ["$5.00"]]}),
        Fact.model_validate({"together": [["Initech"], ["$3.00"]]}),
    ]
    message = "Acme owes $5.00. Initech owes $3.00."
    assert "honest:order:reversed" not in {v.id for v in generate(message, rows)}
    assert "honest:order:reversed" in {v.id for v in generate(message)}


def test_an_empty_message_has_no_variants() -> None:
    assert generate("  ") == []


amounts = st.decimals(min_value=Decimal("0.01"), max_value=Decimal("999999.99"), places=2)


@settings(max_examples=200, deadline=None)
@given(amounts, st.sampled_from(["usd", "eur", "gbp"]), st.sampled_from(AMOUNT_FAMILIES))
def test_every_rendered_amount_is_the_value_and_no_other(value: Decimal, currency: str, family: str) -> None:
    text = render_amount(value, currency, family)
    if text is None:
        assert (family, currency != "eur") == ("european", True)
        return
    right = values.pattern(values.encode({"amount": str(value), "currency": currency}))
    assert right.fullmatch(text) is not None
    for other in (value + Decimal("0.01"), value - Decimal("0.01")):
        wrong = values.pattern(values.encode({"amount": str(other), "currency": currency}))
        assert wrong.search(text) is None


@settings(max_examples=200, deadline=None)
@given(
    st.dates(min_value=dt.date(2000, 1, 1), max_value=dt.date(2099, 12, 30)), st.sampled_from(DATE_FAMILIES)
)
def test_every_rendered_date_is_the_day_and_no_other(day: dt.date, family: str) -> None:
    text = render_date(day, family, with_year=True)
    assert text is not None
    assert values.pattern(values.encode({"date": day.isoformat()})).fullmatch(text) is not None
    for other in (day + dt.timedelta(days=1), day - dt.timedelta(days=1)):
        assert values.pattern(values.encode({"date": other.isoformat()})).search(text) is None


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 23), st.sampled_from([0, 15, 30, 45]), st.sampled_from(TIME_FAMILIES))
def test_every_rendered_time_is_the_instant_and_no_other(hour: int, minute: int, family: str) -> None:
    """With its zone: "14:30 ET" and "2:30 PM ET" are the fact 14:30 New York time; an hour off is not."""
    text = f"{render_time(hour, minute, family)} ET"
    when = f"2026-12-03T{hour:02d}:{minute:02d}"
    assert (
        values.pattern(values.encode({"time": when, "zone": "America/New_York"})).fullmatch(text) is not None
    )
    for shift in (1, -1):
        other = (dt.datetime.fromisoformat(when) + dt.timedelta(hours=shift)).strftime("%Y-%m-%dT%H:%M")
        assert values.pattern(values.encode({"time": other, "zone": "America/New_York"})).search(text) is None


@settings(max_examples=100, deadline=None)
@given(amounts, st.sampled_from(["owes", "was refunded", "paid"]))
def test_a_message_with_an_amount_gives_one_variant_per_other_family(value: Decimal, verb: str) -> None:
    message = f"Acme {verb} ${value:,.2f} yesterday."
    variants: list[Variant] = [v for v in generate(message) if v.id.startswith("honest:amount:")]
    assert [v.id for v in variants] == [
        "honest:amount:code-after",
        "honest:amount:code-before",
        "honest:amount:words",
    ]
    fact = Fact.model_validate({"amount": str(value), "currency": "usd"})
    wrong = Fact.model_validate({"amount": str(value + Decimal("0.01")), "currency": "usd"})
    for variant in variants:
        assert fact.found_in(variant.message)
        assert not wrong.found_in(variant.message)


@pytest.fixture(scope="module")
def typed_report() -> Any:
    return asyncio.run(validate_task(report_task({"amount": 25.26, "currency": "usd"}), "honest"))


def test_every_variant_passes_where_the_fact_is_a_typed_form(typed_report: Any) -> None:
    assert honest(typed_report) == {f"{name} passes": True for name in [*AMOUNT_VARIANTS, *LAYOUT_VARIANTS]}
    assert typed_report.ok
    assert summarise([typed_report]).honest == 11
    assert "honest rewrites failed: 0/11" in render_table([typed_report])


def test_a_brittle_hand_regex_fails_the_other_forms_of_its_value() -> None:
    """The check can fail: a fact written as one hand regex ("$25.26") refuses "25.26 USD"."""
    report = asyncio.run(validate_task(report_task({"regex": r"\$25\.26"}), "honest"))
    verdicts = honest(report)
    assert {name for name, ok in verdicts.items() if not ok} == {f"{v} passes" for v in AMOUNT_VARIANTS}
    assert all(verdicts[f"{v} passes"] for v in LAYOUT_VARIANTS)
    assert not report.ok
    summary = summarise([report])
    assert (summary.honest, summary.honest_failed, summary.defects) == (11, 3, 1)
    failed = next(c for c in report.checks if c.name == "honest:amount:code-after passes")
    assert "25.26 USD" in failed.detail
    assert "not in the final message" in failed.detail
