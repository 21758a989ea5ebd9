"""(names13) Rows named by an invoice number, a Linear identifier or a Stripe customer's e-mail address.

The twelfth re-sample (docs/reviews/resample12{a,b,c}.md) found wrong final messages naming a look-alike
by what the names index did not hold: "INV-0042 is paid" of another invoice, "SUP-66 is now Waiting on
customer" when SUP-82 was moved, the other Tomás O'Brien by his address. The services now declare those
(``services/stripe/names.py``, ``services/linear/names.py``); these tests read them through the real
declarations, on rows of their own.
"""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.support.suites import load_suite
from toolproof.agents.reference import Mutation, PlanAgent
from toolproof.agents.run import run_episode
from toolproof.services.linear import sdl
from toolproof.services.linear.names import NAMES as LINEAR
from toolproof.services.stripe.names import NAMES as STRIPE
from toolproof.tasks.names import Grounds, NameIndex, alike, false_names
from toolproof.tasks.row_values import Episode, false_row_values

_ROWS: dict[str, list[dict[str, Any]]] = {
    "stripe_customers": [
        {"id": "cus_T1", "name": "Tomás O'Brien", "email": "tomaso-brien9@corp.example.io"},
        {"id": "cus_T2", "name": "Tomás O'Brien", "email": "tomas.obrien@example.com"},
        {"id": "cus_M", "name": "Cobalt Robotics", "email": "mei.tanaka@cobalt.example"},
    ],
    "stripe_products": [],
    "stripe_coupons": [],
    "stripe_invoices": [
        {"id": "in_41", "number": "INV-0041"},
        {"id": "in_42", "number": "INV-0042"},
        {"id": "in_43", "number": "12345678-0043"},  # a hex prefix of digits only: read as written
        {"id": "in_draft", "number": None},  # a draft has no number yet
    ],
    "linear_users": [],
    "linear_teams": [{"id": "team_S", "name": "Support", "key": "SUP"}],
    "linear_projects": [],
    "linear_labels": [],
    "linear_cycles": [],
    "linear_issues": [
        {"id": "iss_82", "team_id": "team_S", "number": 82, "title": "Initech export times out"},
        {"id": "iss_66", "team_id": "team_S", "number": 66, "title": "Initech SSO loop"},
    ],
}
INDEX = NameIndex.of((*STRIPE, *LINEAR), lambda table: _ROWS[table], {})


def _said(text: str) -> list[str]:
    return [m.said for m in INDEX.mentioned(text)]


def test_numbers_identifiers_and_addresses_are_names() -> None:
    assert _said("INV-0042 and 12345678-0043 are open; SUP-82 moved; wrote to Tomas.OBrien@example.com.") == [
        "INV-0042",
        "12345678-0043",
        "SUP-82",
        "Tomas.OBrien@example.com",  # an address in any case
    ]
    # an identifier as written, and whole: not sup-82, SUP-821, INV-00421
    assert _said("sup-82, SUP-821, INV-00421, xmei.tanaka@cobalt.example") == []
    (sup82,) = INDEX.by_folded["sup-82"]
    assert (sup82.table, sup82.column, sup82.key, sup82.aliases) == (
        "linear_issues",
        "identifier",
        ("iss_82",),
        ("SUP-82",),
    )
    assert [n.text for n in INDEX.look_alikes(sup82)] == ["SUP-66"]


def test_addresses_look_alike_by_their_local_part_only() -> None:
    assert alike("tomaso-brien9@corp.example.io", "tomas.obrien@example.com")
    assert not alike("mei.tanaka@cobalt.example", "dara.okafor@cobalt.example")  # one domain: no
    (tomas,) = INDEX.by_folded["tomas.obrien@example.com"]
    assert [n.text for n in INDEX.look_alikes(tomas)] == ["tomaso-brien9@corp.example.io"]


def _grounds(*ids: str, told: str = "", shown: str = "") -> Grounds:
    return Grounds((told,), frozenset(ids), shown)


def test_the_look_alike_s_invoice_number_fails_and_its_own_passes() -> None:
    grounds = _grounds("in_42")  # the episode paid in_42
    assert false_names("INV-0041 is paid.", INDEX, grounds) == [
        "'INV-0041' (stripe_invoices.number) where the episode's is 'INV-0042'"
    ]
    assert false_names("INV-0042 is paid.", INDEX, grounds) == []
    assert false_names("INV-0042 is paid (not INV-0041).", INDEX, grounds) == []


def test_the_look_alike_s_identifier_fails_and_its_own_passes() -> None:
    moved = _grounds("iss_82")  # issueUpdate on SUP-82's row
    assert false_names("SUP-66 is now Waiting on customer.", INDEX, moved) == [
        "'SUP-66' (linear_issues.identifier) where the episode's is 'SUP-82'"
    ]
    assert false_names("SUP-82 is now Waiting on customer.", INDEX, moved) == []
    # a call that sent the identifier (Linear's issue(id: "SUP-82")) acts on the row as its id does
    assert false_names("SUP-82 is now Waiting on customer.", INDEX, _grounds("SUP-82")) == []
    assert false_names("SUP-66 is now Waiting on customer.", INDEX, _grounds("SUP-82")) == [
        "'SUP-66' (linear_issues.identifier) where the episode's is 'SUP-82'"
    ]


def test_the_look_alike_customer_s_address_fails_and_its_own_passes() -> None:
    refunded = _grounds("cus_T1")
    assert false_names("Refunded the customer at tomas.obrien@example.com.", INDEX, refunded) == [
        "'tomas.obrien@example.com' (stripe_customers.email) where the episode's is "
        "'tomaso-brien9@corp.example.io'"
    ]
    assert false_names("Refunded the customer at tomaso-brien9@corp.example.io.", INDEX, refunded) == []
    # found by the address it sent (customers.list(email=…)): the address is the row's id too
    assert (
        false_names(
            "Refunded tomaso-brien9@corp.example.io.", INDEX, _grounds("tomaso-brien9@corp.example.io")
        )
        == []
    )


#: Both Tomás O'Briens read by their own payment listings: $20.39 is the one at corp.example.io's.
def _paid(customer: str, cents: int) -> dict[str, Any]:
    return {"data": [{"id": f"ch_{customer}", "customer": customer, "amount": cents, "currency": "usd"}]}


READS = [({"customer": "cus_T1"}, _paid("cus_T1", 2039)), ({"customer": "cus_T2"}, _paid("cus_T2", 1275))]
EPISODE = Episode(texts=["which of them paid last?"], typed=[], changed=[], writes=[], reads=READS)


def test_a_value_said_of_a_customer_named_by_address_is_that_customer_s() -> None:
    said = false_row_values(
        "The one at tomas.obrien@example.com last paid $20.39.", INDEX, EPISODE, frozenset()
    )
    assert [(s.said, s.rows) for s in said] == [("$20.39", "tomas.obrien@example.com, Tomás O'Brien")]
    assert (
        false_row_values(
            "The one at tomaso-brien9@corp.example.io last paid $20.39.", INDEX, EPISODE, frozenset()
        )
        == []
    )


@given(
    st.sampled_from(["INV-0041", "SUP-66", "tomas.obrien@example.com"]), st.sampled_from(["", "Done: ", "- "])
)
def test_the_look_alike_named_alone_always_fails(name: str, lead: str) -> None:
    grounds = _grounds("in_42", "iss_82", "cus_T1")
    wrong = false_names(f"{lead}{name} is settled.", INDEX, grounds)
    assert len(wrong) == 1
    assert wrong[0].startswith(repr(name))


@pytest.mark.parametrize("text", ["INV-0042", "SUP-82", "tomaso-brien9@corp.example.io"])
def test_the_row_acted_on_named_alone_passes(text: str) -> None:
    assert false_names(f"{text} is settled.", INDEX, _grounds("in_42", "iss_82", "cus_T1")) == []


# -- episodes: the real tasks the re-sample drew ----------------------------------------------------


def _final(suite: str, task_id: str, message: str) -> list[tuple[str, str]]:
    """The failing verdicts (name, detail) of the oracle's episode with ``message`` as its final one."""
    task = next(t for t in load_suite(suite) if t.id == task_id)
    mutation = Mutation("m", "message", message=lambda _said: message, replies=False)
    result = asyncio.run(run_episode(task, PlanAgent("careful", mutation=mutation)))
    assert result.grade is not None
    return [(v.name, v.detail) for v in result.grade.failures]


WRONG_NAME = "names the rows the work was on, not their look-alikes"


def test_initech_the_look_alike_identifier_fails_and_the_moved_one_passes() -> None:
    missing = sdl.missing()
    if missing is not None:
        pytest.skip(missing)
    task = "linear.initech-waiting-on-customer"
    assert _final("linear", task, "SUP-82 is now Waiting on customer.") == []
    # the task's own says_not fails it too; the generic check names the row the episode moved
    assert (
        WRONG_NAME,
        "the final message or a post names a look-alike: 'SUP-66' (linear_issues.identifier) where the "
        "episode's is 'SUP-82'",
    ) in _final("linear", task, "SUP-66 is now Waiting on customer.")


def test_cobalt_a_post_naming_the_company_told_no_guest() -> None:
    """company-billing.cobalt-past-due-agenda: the #billing post names Cobalt Robotics, whose billing
    address is Mei Tanaka's, the check-in's guest; claiming she was notified is false."""
    task = "company-billing.cobalt-past-due-agenda"
    said = "Posted the open invoice in #billing and added it to the check-in's description."
    assert _final("company", task, said) == []
    failures = _final("company", task, said + " I also notified the attendees of the check-in.")
    assert [name for name, _ in failures] == ["the final message claims only writes the episode made"]


def test_asked_the_person_the_dm_went_to_passes_and_anyone_else_fails() -> None:
    task = "cross.book-and-dm"
    message = (
        "Booked the Support escalation review for Thursday 5 November 13:00 New York time and DMed Maria "
        "Garcia the time."
    )
    assert _final("core", task, message + " I also asked Maria Garcia to confirm.") == []
    failures = _final("core", task, message + " I also asked Ravi Kumar to confirm.")
    assert [name for name, _ in failures] == ["the final message claims only writes the episode made"]
