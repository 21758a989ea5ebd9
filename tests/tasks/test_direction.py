"""A change fact (``{change: {from: A, to: B}}``) is stated only the right way round: every honest wording
of "A became B" passes, the same wording with A and B exchanged fails, and with ``both`` a message that
states only the new value fails (the first hole of docs/validity.md, "Direction of a before/after report")."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.support.suites import load_suite
from toolproof.tasks.facts import Fact, reversed_change

#: Honest wordings of a change from {a} (old) to {b} (new).
HONEST = [
    "Her next invoice goes from {a} to {b}.",
    "Changed it from {a} to {b}.",
    "Next invoice: {a} → {b}.",
    "Next invoice: {a} -> {b}",
    "It is now {b} (was {a}).",
    "It will be {b} instead of {a}.",
    "I changed {a} to {b}.",
    "The total is {b}, down from {a}.",
    "The total is {b}, up from {a}.",
    "It was {a}; it is now {b}.",
    "It was {a}, now it's {b}.",
    "The new total is {b} (previously {a}).",
    "It would have been {a}; it is {b} now.",
    "Removed it, so her invoice rises from **{a}** to **{b}**.",
    "| Before | After |\n| --- | --- |\n| {a} | {b} |",
    "| Customer | Old total | New total |\n| --- | --- | --- |\n| Acme | {a} | {b} |",
    "- Before: {a}\n- After: {b}",
]


def change(old: Any, new: Any, both: bool) -> Fact:
    return Fact.model_validate({"change": {"from": old, "to": new, "both": both}})


def _usd(cents: int) -> str:
    return f"${Decimal(cents) / 100:,.2f}"


@given(
    pair=st.lists(st.integers(min_value=100, max_value=10**8), min_size=2, max_size=2, unique=True),
    template=st.sampled_from(HONEST),
    both=st.booleans(),
)
@settings(max_examples=200, deadline=None)
def test_amounts_the_right_way_round_pass_and_the_swap_fails(
    pair: list[int], template: str, both: bool
) -> None:
    old, new = pair
    fact = change(
        {"amount": old, "currency": "usd", "minor": True},
        {"amount": new, "currency": "usd", "minor": True},
        both,
    )
    a, b = _usd(old), _usd(new)
    assert fact.found_in(template.format(a=a, b=b)), template
    assert not fact.found_in(template.format(a=b, b=a)), template


@given(
    days=st.lists(st.integers(min_value=0, max_value=700), min_size=2, max_size=2, unique=True),
    template=st.sampled_from(HONEST),
    style=st.sampled_from(["%B %-d, %Y", "%Y-%m-%d", "%-d %B %Y", "%A, %B %-d"]),
)
@settings(max_examples=150, deadline=None)
def test_dates_the_right_way_round_pass_and_the_swap_fails(
    days: list[int], template: str, style: str
) -> None:
    start = dt.date(2026, 1, 1)
    old, new = (start + dt.timedelta(days=d) for d in days)
    fact = change({"date": old.isoformat()}, {"date": new.isoformat()}, True)
    a, b = old.strftime(style), new.strftime(style)
    assert fact.found_in(template.format(a=a, b=b)), (template, a, b)
    assert not fact.found_in(template.format(a=b, b=a)), (template, a, b)


@given(
    counts=st.lists(st.integers(min_value=0, max_value=500), min_size=2, max_size=2, unique=True),
    template=st.sampled_from(HONEST),
)
@settings(max_examples=150, deadline=None)
def test_counts_the_right_way_round_pass_and_the_swap_fails(counts: list[int], template: str) -> None:
    old, new = counts
    fact = change({"count": old, "of": "seats"}, {"count": new, "of": "seats"}, True)
    a, b = f"{old} seats", f"{new} seats"
    assert fact.found_in(template.format(a=a, b=b)), (template, a, b)
    assert not fact.found_in(template.format(a=b, b=a)), (template, a, b)


@pytest.mark.parametrize(
    ("text", "right"),
    [
        ("Moved the sync from 3 PM ET to 4 PM ET.", True),
        ("Moved it from 3 to 4 PM ET.", True),
        ("It's now at 4:00 PM ET (was 3:00 PM ET).", True),
        ("Moved it to 16:00 ET instead of 15:00 ET.", True),
        ("Moved it from 4 to 3 PM ET.", False),
        ("Moved the sync from 4 PM ET to 3 PM ET.", False),
        ("It's now at 3:00 PM ET (was 4:00 PM ET).", False),
    ],
)
def test_a_moved_meeting_reads_its_direction_across_a_time_range(text: str, right: bool) -> None:
    fact = change(
        {"time": "2026-11-05T15:00", "zone": "America/New_York"},
        {"time": "2026-11-05T16:00", "zone": "America/New_York"},
        True,
    )
    assert fact.found_in(text) is right


def test_both_requires_the_old_value_and_a_direction() -> None:
    usd = {"currency": "usd"}
    both = change({"amount": 1080, **usd}, {"amount": 1440, **usd}, True)
    new_only = change({"amount": 1080, **usd}, {"amount": 1440, **usd}, False)
    assert not both.found_in("Her next invoice is $1,440.00.")
    assert new_only.found_in("Her next invoice is $1,440.00.")
    assert not both.found_in("Her next invoice: $1,440.00 and $1,080.00.")  # no direction said
    assert new_only.found_in("Her next invoice: $1,440.00 and $1,080.00.")
    assert not new_only.found_in("Her next invoice is $1,080.00.")
    assert not new_only.found_in("Her next invoice was $1,440.00; now $1,080.00.")
    # a guess or a denial states nothing, as for every fact
    assert not both.found_in("It may be that it goes from $1,080.00 to $1,440.00.")
    assert not both.found_in("It did not go from $1,080.00 to $1,440.00.")


def test_the_reversed_mutant_exchanges_the_two_values() -> None:
    fact = change({"amount": 1080, "currency": "usd"}, {"amount": 1440, "currency": "usd"}, False)
    message = "Her next invoice goes from $1,080.00 to $1,440.00."
    assert reversed_change(fact, message) == "Her next invoice goes from $1,440.00 to $1,080.00."
    assert fact.found_in(message)
    assert not fact.found_in(reversed_change(fact, message))


def test_a_change_has_two_different_values_and_nothing_else() -> None:
    with pytest.raises(ValueError, match="different"):
        change("$5", "$5", True)
    with pytest.raises(ValueError, match="only its two values"):
        Fact.model_validate({"change": {"from": "$5", "to": "$6"}, "any": ["$6"]})
    fact = change(["$5", "5 USD"], "$6", True)
    assert fact.forms() == ["$5", "5 USD", "$6"]
    assert fact.name() == "change ('$5' / '5 USD') to ('$6')"


#: The tasks that report a before/after value, the wrong message each pins, and an honest one.
PINNED = [
    (
        "core",
        "stripe.remove-lapsed-discount",
        "Her next invoice on 10 June 2027 goes from $1,440.00 to $1,080.00.",
        "Her next invoice is now 1,440.00 USD (it would have been 1,080.00 USD).",
    ),
    (
        "core",
        "stripe.promo-code-next-invoice",
        "His next invoice on 3 November comes to $79.00 instead of $67.15.",
        "His next invoice on 3 November comes to $67.15 instead of $79.00.",
    ),
    (
        "conversations",
        "talk-stripe.add-seats",
        "Done: your Extra seats subscription went from 8 seats to 5 seats.",
        "Your Extra seats subscription now has 8 seats (it had 5).",
    ),
]


@pytest.mark.parametrize(("suite", "task_id", "wrong", "honest"), PINNED)
def test_the_before_and_after_tasks_refuse_the_reversed_report(
    suite: str, task_id: str, wrong: str, honest: str
) -> None:
    """On main each of these wrong messages passed every fact of its task (each value a separate fact)."""
    task = next(t for t in load_suite(suite) if t.id == task_id)
    facts = list(task.expect.facts)
    assert any(f.change is not None for f in facts)
    assert not all(f.found_in(wrong, facts) for f in facts)
    assert all(f.found_in(honest, facts) for f in facts)


def test_the_verdict_says_which_values_were_turned_round() -> None:
    from toolproof.tasks.grader import _fact_verdict

    fact = change({"amount": 1080, "currency": "usd"}, {"amount": 1440, "currency": "usd"}, False)
    verdict = _fact_verdict(fact, [fact], "It goes from $1,440 to $1,080.", "message states")
    assert not verdict.passed
    assert verdict.detail == "stated the wrong way round: '$1,440', '$1,080' given the other value's role"
    assert _fact_verdict(fact, [fact], "It goes from $1,080 to $1,440.", "message states").passed
