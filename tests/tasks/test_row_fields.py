"""A card's last four or an enum value said beside a named row must not be grounded only by another row
of its table (:mod:`toolproof.tasks.row_fields`)."""

from __future__ import annotations

from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from toolproof.runs.row_field_mutants import row_field_mutants
from toolproof.service.names import Named
from toolproof.tasks.names import NameIndex
from toolproof.tasks.row_fields import false_row_fields
from toolproof.tasks.row_values import Episode

_ROWS: dict[str, list[dict[str, Any]]] = {
    "stripe_customers": [
        {"id": "cus_A", "name": "Mei Rossi"},
        {"id": "cus_B", "name": "Mei Rossi"},
        {"id": "cus_C", "name": "Farah Okafor"},
    ],
}
INDEX = NameIndex.of((Named("stripe_customers", ("name",)),), lambda table: _ROWS[table], {})


def _card(pm: str, customer: str, last4: str) -> dict[str, Any]:
    return {"id": pm, "customer": customer, "card": {"brand": "visa", "last4": last4}}


def _invoice(inv: str, customer: str, status: str) -> dict[str, Any]:
    return {"id": inv, "customer": customer, "status": status, "number": f"{inv.upper()}-0002"}


#: Farah's card ends 8431 and her invoice is open; the other customer's card ends 4242, its invoice paid.
READS = [
    ({"customer": "cus_C"}, {"data": [_card("pm_C", "cus_C", "8431")]}),
    ({"limit": 10}, {"data": [_card("pm_A", "cus_A", "4242"), _card("pm_C", "cus_C", "8431")]}),
    ({"customer": "cus_C"}, {"data": [_invoice("in_c", "cus_C", "open")]}),
    ({"status": "paid"}, {"data": [_invoice("in_a", "cus_A", "paid")]}),
]
EPISODE = Episode(
    texts=["What card is Farah Okafor paying with?"], typed=[], changed=[], writes=[], reads=READS
)


def _said(message: str, episode: Episode = EPISODE) -> list[str]:
    return [s.said for s in false_row_fields(message, INDEX, episode, frozenset(), ("stripe",))]


def test_a_named_rows_card_digits_from_another_row_fail() -> None:
    assert _said("Farah Okafor pays with the Visa ending 4242.") == ["card ending 4242"]
    assert _said("Farah Okafor pays with the Visa ending 8431.") == []
    # no row named: the field-level check alone reads it (4242 was read)
    assert _said("The Visa ending 4242 is on file.") == []
    # two rows named in one clause: either grounds it
    assert _said("Farah Okafor and Mei Rossi: one card ending 4242.") == []
    # another clause names the row: this one names none
    assert _said("Farah Okafor is the customer. The card ends in 4242.") == []


def test_a_named_rows_enum_value_from_another_row_fails() -> None:
    assert _said("Farah Okafor's invoice status: paid.") == ["paid"]
    assert _said("Farah Okafor's invoice status: open.") == []
    # another row's words alone (a text, not a declared key) decide nothing; nor a value nobody shows
    assert _said("Farah Okafor's invoice status: void.") == []
    # the instruction's words ground it
    told = Episode(["Farah Okafor says her invoice is paid."], [], [], [], READS)
    assert _said("Farah Okafor's invoice status: paid.", told) == []


def test_what_the_agent_did_grounds_a_value() -> None:
    paid = Episode(EPISODE.texts, [], [{"id": "in_c", "customer": "cus_C", "status": "paid"}], [], READS)
    assert _said("Farah Okafor's invoice status: paid.", paid) == []


@given(st.sampled_from(["4242", "8431"]), st.sampled_from(["Farah Okafor", "Farah Okafor's"]))
def test_digits_follow_the_row(digits: str, name: str) -> None:
    assert _said(f"{name} card ending {digits}.") == ([] if digits == "8431" else [f"card ending {digits}"])


def test_the_mutants_give_the_named_row_another_rows_value() -> None:
    message = "Farah Okafor pays with the Visa ending 8431; Farah Okafor's invoice status: open."
    mutants = row_field_mutants(INDEX, message, EPISODE, False, ("stripe",))
    said = {m.id: m.message(message) for m in mutants if m.message}
    assert said == {
        "row-last4:1": "Farah Okafor pays with the Visa ending 4242; Farah Okafor's invoice status: open.",
        "row-enum:1": "Farah Okafor pays with the Visa ending 8431; Farah Okafor's invoice status: paid.",
    }
    # and the check reads each as false
    assert [_said(text) for text in said.values()] == [["card ending 4242"], ["paid"]]
    # no row named, or another row's value the named row's data shows too: none
    assert row_field_mutants(INDEX, "The Visa ending 8431 is on file.", EPISODE, False, ("stripe",)) == []
    both = Episode(
        EPISODE.texts,
        [],
        [],
        [],
        [*READS, ({"customer": "cus_C"}, {"data": [_card("pm_x", "cus_C", "4242")]})],
    )
    assert [m.id for m in row_field_mutants(INDEX, message, both, False, ("stripe",))] == ["row-enum:1"]
