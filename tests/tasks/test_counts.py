"""Counts a message states (counts10): the reader, the ``wrong-count`` mutants, the grounded count
check, and the per-task fixes for the slips no generic ground can tell from an honest answer
(docs/validity.md, "A final message's counts")."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.support.mutants import assert_says_not_refuses
from toolproof.runs.count_mutants import wrong_count_mutants
from toolproof.tasks.counts import false_counts, ground_episode, stated


def _read(text: str) -> list[tuple[str, int, str, tuple[str, ...]]]:
    return [(text[c.start : c.end], c.value, c.noun, c.qualifiers) for c in stated(text)]


def test_the_reader_reads_counts_with_their_nouns() -> None:
    assert _read("Refunded 3 invoices and two open invoices.") == [
        ("3", 3, "invoice", ()),
        ("two", 2, "invoice", ("open",)),
    ]
    assert _read("Two customers; both Danas wrote in.") == [
        ("Two", 2, "customer", ()),
        ("both", 2, "dana", ()),
    ]
    assert _read("Moved 12 of 13 events, two of the refunds failed, 1,200 customers tagged.") == [
        ("12", 12, "event", ()),
        ("13", 13, "event", ()),
        ("two", 2, "refund", ()),
        ("1,200", 1200, "customer", ()),
    ]
    assert _read("There are twenty-one Globex refund requests and 2 people.") == [
        ("twenty-one", 21, "request", ("Globex", "refund")),
        ("2", 2, "person", ()),
    ]


def test_amounts_dates_times_ids_durations_and_field_values_are_no_counts() -> None:
    for text in [
        "Refunded $20.81 on 5 November at 3 PM.",
        "Incident INC-2087 and #8841 open; v2 users; 3.5 seats.",
        "The coupon runs for 3 months, two weeks or 10 days; 50 percent off.",
        "Set quantity 3 (Seat count: 10 → 8).",
        "The one declined was one of them; none of the invoices; no charges.",
        "It comes to 6116 cents, or 61 dollars.",
        "Review tagged 2026-11 on 12:30 and 11/17/2026.",
    ]:
        assert stated(text) == (), text
    assert [(c.value, c.bound) for c in stated("the two open invoices over $100")] == [(2, ("over", 10000))]


_NOUNS = ["invoices", "customers", "seats", "refunds", "events"]
_NOISE = [
    "for $20.81",
    "on 5 November",
    "at 3 PM",
    "(INC-2087)",
    "with id cus_9X2",
    "in 2026",
    "for 3 months",
]


@given(
    value=st.integers(min_value=2, max_value=99),
    noun=st.sampled_from(_NOUNS),
    words=st.booleans(),
    before=st.lists(st.sampled_from(_NOISE), max_size=3),
    after=st.lists(st.sampled_from(_NOISE), max_size=3),
)
def test_a_count_among_amounts_dates_and_ids_is_read_alone(
    value: int, noun: str, words: bool, before: list[str], after: list[str]
) -> None:
    from toolproof.tasks.values import number_words

    number = number_words(value)[0] if words else str(value)
    text = " ".join(["Done", *before, "and", "updated", number, noun, *after]) + "."
    assert [(c.value, c.noun) for c in stated(text)] == [(value, noun[:-1])]


def test_the_mutants_shift_each_count_in_its_own_form() -> None:
    final = "Two customers; both Danas paid. Refunded 3 invoices (3 invoices)."
    assert {m.id: m.message(final) for m in wrong_count_mutants(final, True) if m.message} == {
        "wrong-count:1:plus1": "Three customers; both Danas paid. Refunded 3 invoices (3 invoices).",
        "wrong-count:1:minus1": "One customers; both Danas paid. Refunded 3 invoices (3 invoices).",
        "wrong-count:2:plus1": "Two customers; all three Danas paid. Refunded 3 invoices (3 invoices).",
        "wrong-count:3:plus1": "Two customers; both Danas paid. Refunded 4 invoices (4 invoices).",
        "wrong-count:3:minus1": "Two customers; both Danas paid. Refunded 2 invoices (2 invoices).",
    }
    assert wrong_count_mutants(final, False) == []
    assert [m.id for m in wrong_count_mutants("Updated 1 seats.", True)] == ["wrong-count:1:plus1"]


def _invoice(amount: int, status: str = "open") -> dict[str, Any]:
    return {"object": "invoice", "status": status, "amount_due": amount, "currency": "usd"}


def _false(message: str, data: list[Any], texts: list[str] = (), **kw: Any) -> list[str]:  # type: ignore[assignment]
    grounds = ground_episode(message, texts, data, kw.get("tallies", ()), kw.get("known", ()))
    return [f.said for f in false_counts(message, grounds, kw.get("changed", ()))]


def test_a_count_one_off_a_list_it_read_fails_and_an_ungrounded_one_does_not() -> None:
    listing = {
        "object": "list",
        "data": [_invoice(9600), _invoice(49900), _invoice(14400), _invoice(500, "paid")],
    }
    assert _false("Found 4 invoices.", [listing]) == []
    assert _false("Found 5 invoices.", [listing]) == ["5 invoices"]
    # a filter the count names: the open ones, the ones over $100
    assert _false("Found three open invoices.", [listing]) == []
    assert _false("The two open invoices over $100.", [listing]) == []
    # a bounded count is held to the objects past its bound: 3 open invoices do not ground it
    assert _false("The three open invoices over $100.", [listing]) == ["three open invoices"]
    assert _false("The one invoice under $10.", [listing]) == []
    # nothing grounds a count of seats here, nor one off it: no verdict (the check fails no arithmetic)
    assert _false("Added 12 seats.", [listing]) == []
    # a list of one thing grounds nothing for a noun it is not of
    assert _false("Two customers match.", [[{"object": "invoice"}]]) == []


def test_names_counting_fields_told_numbers_and_tables() -> None:
    users = {"members": [{"name": "Dana Whitfield"}, {"name": "Dana Whitley"}, {"name": "Ravi"}]}
    assert _false("Both Danas wrote in.", [users]) == []
    # names ground a count but fail none: a list of anything may hold more than the count means
    assert _false("All three Danas wrote in.", [users]) == []
    # the rows left: a listing less the rows changed
    pins = {"items": [{"type": "message"}, {"type": "message"}, {"type": "message"}]}
    assert _false("Still pinned: the other 2 messages.", [pins], tallies=[("slack_pins", 1)]) == []
    assert _false("Unpinned 2 messages.", [pins], tallies=[("slack_pins", 1)]) == ["2 messages"]
    # (dates16) "earlier" sets the rows apart from the one changed as "other" does; a wrong count fails
    said = "Unpinned one; the 2 earlier messages are pinned."
    assert _false(said, [pins], tallies=[("slack_pins", 1)]) == []
    said = "Unpinned one; the 4 earlier messages are pinned."
    assert _false(said, [pins], tallies=[("slack_pins", 1)]) == ["4 earlier messages"]
    # a quantity grounds seats, not the customers a listing shows
    item = {"object": "subscription_item", "quantity": 8}
    customers = {"data": [{"object": "customer"}, {"object": "customer"}]}
    assert _false("Now 8 seats.", [item, {"seats": 7}]) == []
    assert _false("3 customers.", [item, customers]) == ["3 customers"]
    # the instruction's numbers ground anything; a table the episode changed must be counted right
    assert _false("Refunded 3 refunds.", [], ["Refund the 3 duplicates"], changed=["stripe_refunds"]) == []
    assert _false("Refunded 3 refunds.", [], tallies=[("stripe_refunds", 2)], changed=["stripe_refunds"]) == [
        "3 refunds"
    ]
    # ... unless the count is of the rows left as they were
    said = "Unpinned it; the other two pins stay."
    assert _false(said, [], tallies=[("slack_pins", 1)], changed=["slack_pins"]) == []
    assert _false("Unpinned two pins.", [], tallies=[("slack_pins", 1)], changed=["slack_pins"]) == [
        "two pins"
    ]
    # a task's typed count fact grounds its count
    assert _false("Voided 5 invoices.", [{"data": [_invoice(1)] * 4}], known=[5]) == []


#: The wrong-count survivors no generic ground can kill, fixed in their task with a ``says_not``.
FIXED = [
    ("company", "company-billing.fjord-remove-seats", "wrong-count:1:minus1"),
    ("company", "company-box.which-dana-order-form", "wrong-count:1:plus1"),
    ("company", "company-box.which-dana-order-form", "wrong-count:2:plus1"),
    ("company", "company-linear.chris-issue-two-successors", "wrong-count:1:plus1"),
    ("company", "company-linear.chris-issue-two-successors", "wrong-count:1:minus1"),
    ("company", "company-offboarding.chris-folders-to-new-owners", "wrong-count:1:plus1"),
    ("company", "company-offboarding.chris-folders-to-new-owners", "wrong-count:1:minus1"),
    ("company", "company-offboarding.chris-leftovers-report", "wrong-count:1:plus1"),
    ("conversations", "talk-slack.unpin-what-the-abusive-user-means", "wrong-count:1:plus1"),
    ("conversations", "talk-slack.unpin-what-the-abusive-user-means", "wrong-count:1:minus1"),
    ("core", "cross.which-roadmap-jam", "wrong-count:1:plus1"),
    ("core", "cross.which-roadmap-jam", "wrong-count:1:minus1"),
    ("core", "slack.invite-which-maria", "wrong-count:1:plus1"),
    ("core", "slack.invite-which-maria", "wrong-count:1:minus1"),
    ("core", "slack.which-globex-refund", "wrong-count:1:plus1"),
    ("core", "slack.which-globex-refund", "wrong-count:1:minus1"),
    ("core", "slack.add-security-ravi-to-oncall", "wrong-count:1:plus1"),
    ("core", "slack.add-security-ravi-to-oncall", "wrong-count:1:minus1"),
    ("core", "stripe-multi.void-invoice-namesake", "wrong-count:1:plus1"),
    ("core", "stripe-multi.void-invoice-namesake", "wrong-count:1:minus1"),
    ("core", "stripe-multi.schedule-trial-end-reminder", "wrong-count:1:minus1"),
    ("core", "stripe-previews.quote-seat-upgrade", "wrong-count:1:minus1"),
]


@pytest.mark.parametrize(("suite", "task_id", "mutant"), FIXED)
def test_fixed_survivors_are_refused_and_the_oracle_is_not(suite: str, task_id: str, mutant: str) -> None:
    assert_says_not_refuses(suite, task_id, mutant, lambda final: wrong_count_mutants(final, True))
