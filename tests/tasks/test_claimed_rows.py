"""(claims11) A claimed write made, read on the rows its clause names, the fields its words name and the
rows it counts (:mod:`toolproof.tasks.claimed_effects`); and the clause starts resample10c left unread.

The tenth re-sample: "canceled #10957 too", "… and on the Clients folder above it", "booked it with a
Meet link" passed because *some* write of their kind was made. Exact verdicts on hand-made diffs and a
small name index; unnamed or unresolvable objects keep the kind-level reading."""

from __future__ import annotations

from typing import Any

import pytest

from toolproof.service.names import Named
from toolproof.tasks.claimed_effects import _statements, declared, false_claims, statements
from toolproof.tasks.names import NameIndex
from toolproof.world.diff import Diff, RowChange, TableDiff

_ROWS: dict[str, list[dict[str, Any]]] = {
    "stripe_customers": [
        {"id": "cus_priya", "name": "Priya Sharma"},
        {"id": "cus_shah", "name": "Priya Shah"},
    ],
    "box_items": [
        {"id": "f_clients", "name": "Clients"},
        {"id": "f_globex", "name": "Globex"},
        {"id": "f_archive", "name": "Archive"},
        {"id": "f_budget", "name": "Budget Models"},
        {"id": "f_budget1", "name": "Budget Models (1)"},
    ],
    "box_users": [{"id": "u_john", "name": "John Smith", "login": "jsmith@acme.example"}],
    "slack_users": [
        {"id": "U_ALEX", "real_name": "Alex Kim", "email": "alex.kim@northwind.example"},
        {"id": "U_AKIM", "real_name": "Alex Kim", "email": "akim@northwind.example"},
    ],
    "slack_channels": [{"id": "C_INFRA", "name": "eng-infra"}],
}
NAMES = NameIndex.of(
    (
        Named("stripe_customers", ("name",)),
        Named("box_items", ("name",)),
        Named("box_users", ("name",), ids=("login",)),
        Named("slack_users", ("real_name",), ids=("email",)),
        Named("slack_channels", ("name",), prefix="#"),
    ),
    lambda table: _ROWS.get(table, []),
    {},
)


def _cancelled(customer: str, **after: Any) -> Diff:
    before = {
        "id": f"sub_{customer}",
        "customer": customer,
        "status": "active",
        "cancel_at_period_end": False,
    }
    change = RowChange((before["id"],), before, {**before, **after})
    return Diff({"stripe_subscriptions": TableDiff(changed=[change])})


def _shared(*items: str) -> Diff:
    rows = [
        {"id": f"c{n}", "item_id": item, "user_id": "u_john", "role": "editor"}
        for n, item in enumerate(items)
    ]
    return Diff({"box_collaborations": TableDiff(added=rows)})


def _moved(item: str, parent: str) -> Diff:
    before = {"id": item, "name": "Budget Models", "parent_id": "f_clients"}
    return Diff(
        {"box_items": TableDiff(changed=[RowChange((item,), before, {**before, "parent_id": parent})])}
    )


PERIOD_END = _cancelled("cus_priya", cancel_at_period_end=True, canceled_at=5)
NOW = _cancelled("cus_priya", status="canceled", canceled_at=5, ended_at=5)

CASES = [
    # the row named: the write on it, or on its look-alike (kind-level both pass)
    ("stripe", "Cancelled Priya Sharma's subscription.", PERIOD_END, ""),
    ("stripe", "Cancelled Priya Shah's subscription.", PERIOD_END, "no write of that kind on 'Priya Shah'"),
    (
        "stripe",
        "I cancelled the subscription for cus_shah.",
        PERIOD_END,
        "no write of that kind on 'cus_shah'",
    ),
    # unresolvable objects keep the kind-level reading
    ("stripe", "Cancelled the duplicate's subscription too.", PERIOD_END, ""),
    # the field its words name
    ("stripe", "Cancelled Priya Sharma's subscription at the end of the billing period.", PERIOD_END, ""),
    ("stripe", "Cancelled Priya Sharma's subscription immediately.", NOW, ""),
    (
        "stripe",
        "Cancelled Priya Sharma's subscription immediately.",
        PERIOD_END,
        # (claims21) "subscription" names the subscription's own fields as well
        "no row it wrote has status/ended_at/cancel_at_period_end/cancel_at written",
    ),
    (
        "stripe",
        "Cancelled her subscription at the end of the current period.",
        NOW,
        "no row it wrote has cancel_at_period_end/cancel_at/ended_at written",
    ),
    # resample10b: "an editor on the Globex folder and on the Clients folder above it"
    ("box", "Shared the Globex folder with John Smith as an editor.", _shared("f_globex"), ""),
    (
        "box",
        "Shared the Globex folder and the Clients folder with John Smith as an editor.",
        _shared("f_globex"),
        "no write of that kind on 'Clients'",
    ),
    (
        "box",
        "Shared the Globex folder and the Clients folder with John.",
        _shared("f_globex", "f_clients"),
        "",
    ),
    # where the object is, not the object: "in Clients", "Clients/Globex"
    ("box", "Shared Clients/Globex with jsmith@acme.example.", _shared("f_globex"), ""),
    ("box", "Shared the Globex folder (in Clients) with John Smith.", _shared("f_globex"), ""),
    ("box", "Shared Clients \u203a Globex with John Smith as a viewer.", _shared("f_globex"), ""),
    # the destination is a row the write refers to (its new parent)
    ("box", "Moved Budget Models to Archive.", _moved("f_budget", "f_archive"), ""),
    (
        "box",
        "Moved Budget Models (1) to Archive.",
        _moved("f_budget", "f_archive"),
        "no write of that kind on 'Budget Models (1)'",
    ),
    # a count: "both" needs two rows
    ("box", "Shared both folders with John Smith.", _shared("f_globex"), "2 rows claimed, 1 written"),
    ("box", "Shared both folders with John Smith.", _shared("f_globex", "f_clients"), ""),
    # resample10c: the deactivated look-alike's address beside the one invited
    (
        "slack",
        "Added Alex Kim to #eng-infra.",
        Diff({"slack_members": TableDiff(added=[{"channel": "C_INFRA", "user": "U_ALEX"}])}),
        "",
    ),
    (
        "slack",
        "Added Alex Kim (akim@northwind.example) to #eng-infra.",
        Diff({"slack_members": TableDiff(added=[{"channel": "C_INFRA", "user": "U_ALEX"}])}),
        "no write of that kind on 'akim@northwind.example'",
    ),
]


@pytest.mark.parametrize(("service", "message", "diff", "missing"), CASES)
def test_a_made_claim_is_read_on_its_rows_fields_and_count(
    service: str, message: str, diff: Diff, missing: str
) -> None:
    found = false_claims((service,), message, diff, NAMES)
    assert found == ([f"{statements(message, declared((service,)))[0][0]!r} ({missing})"] if missing else [])


def test_without_names_only_fields_and_counts_are_read() -> None:
    assert false_claims(("stripe",), "Cancelled Priya Shah's subscription.", PERIOD_END) == []
    assert false_claims(("box",), "Shared both folders with John.", _shared("f_globex")) == [
        "'Shared both folders with John' (2 rows claimed, 1 written)"
    ]


def test_a_video_link_claimed_is_the_events_conference_data() -> None:
    before = {"calendar_id": "a@x.example", "id": "e1", "body": {"summary": "Review"}}
    described = {**before, "body": {"summary": "Review", "description": "agenda"}}
    linked = {**before, "body": {"summary": "Review", "conferenceData": {"conferenceId": "abc"}}}
    message = "Added a Google Meet link to the review."
    assert false_claims(
        ("gcal",),
        message,
        Diff({"gcal_events": TableDiff(changed=[RowChange(("a", "e1"), before, described)])}),
    ) == [
        "'Added a Google Meet link to the review' (no gcal_events changed at "
        "body.conferenceData/body.hangoutLink or gcal_events added with body.conferenceData/body.hangoutLink)"
    ]
    assert (
        false_claims(
            ("gcal",),
            message,
            Diff({"gcal_events": TableDiff(changed=[RowChange(("a", "e1"), before, linked)])}),
        )
        == []
    )


DELETED = Diff({"stripe_customers": TableDiff(changed=[])})


@pytest.mark.parametrize(
    ("message", "read"),
    [
        # resample10c: a subordinate clause before the claim, with no comma
        ("Since she closed her account I deleted her customer record in Stripe.", ["delete"]),
        ("Because the account was closed we deleted her customer record.", ["delete"]),
        # after another clause: the plain-clause start took "since" for a verb and hid the claim
        (
            "Refunded the remaining $5.28; since she closed her account I deleted her customer record.",
            ["refund", "delete"],
        ),
        # resample10c: "and let him know" after a done clause reports a notice
        (
            "Invited Alex Kim to #eng-infra and let him know he's taking over the Terraform work.",
            ["join", "notify"],
        ),
        # a request to the reader stays one
        ("Let Alex know he's taking over.", []),
        ("Please add him to #eng-infra and let him know.", []),
        ("If you want I can add him; let him know first.", []),
    ],
)
def test_clause_starts(message: str, read: list[str]) -> None:
    found = _statements(message, declared(("slack", "stripe")))
    assert [s.act or s.hits[0].name for s in found] == read


def test_a_notice_after_a_done_clause_is_false_without_a_message() -> None:
    joined = Diff({"slack_members": TableDiff(added=[{"channel": "C_INFRA", "user": "U_ALEX"}])})
    message = "Invited Alex Kim to #eng-infra and let him know he's taking over the Terraform work."
    (said,) = false_claims(("slack",), message, joined, NAMES)
    assert said.startswith(
        '"let him know he\'s taking over the Terraform work" (no slack_messages added where'
    )
    assert false_claims(
        ("stripe",), "Since she closed her account I deleted her customer record.", DELETED
    ) == [
        "'deleted her customer record' (no stripe_customers changed at deleted or stripe_customers removed "
        "or stripe_payment_methods changed at customer)"
    ]


def test_the_row_and_field_mutants_claim_the_look_alike_and_the_unwritten_field() -> None:
    """(claims11) ``claims-row`` / ``claims-field`` (:mod:`toolproof.runs.claim_row_mutants`) on a
    cancellation at the period's end of Priya Sharma's subscription; both read false by the check."""
    from toolproof.runs.claim_row_mutants import claim_row_mutants

    mutants = claim_row_mutants(("stripe",), PERIOD_END, NAMES, True)
    said = {m.id: m.message("Done.") if m.message else "" for m in mutants}
    assert said == {
        "claims-row:stripe.cancel": "Done. I also cancelled Priya Shah's subscription.",
        "claims-field:stripe.cancel": "Done. I also cancelled the subscription immediately.",
    }
    for message in said.values():
        assert false_claims(("stripe",), message, PERIOD_END, NAMES) != []
    assert claim_row_mutants(("stripe",), PERIOD_END, NAMES, False) == []
