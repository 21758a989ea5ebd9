"""The ``company`` fixtures of the billing, chat and calendar doubles: one company, consistent across them.

A customer is the same company with the same billing address in every service; the contact who posts
in a shared channel is a guest under the address the calendar invites; every employee has the same
address in chat and calendar; the roster's payments, complaints and meetings are all there. And the
fixtures are deterministic across processes (``check_service``'s determinism check on ``company``).
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime
from typing import Any
from zoneinfo import ZoneInfo

import pytest

from toolproof.company import roster, story
from toolproof.testing.check import check_service
from toolproof.world import World

ROSTER = roster(0)


@pytest.fixture(scope="module")
def world() -> Iterator[World]:
    w = World(["stripe", "slack", "gcal"], seed=0, fixture="company")
    yield w
    w.close()


def _rows(world: World, table: str) -> list[dict[str, Any]]:
    return [dict(r) for r in world.rows(table)]


def test_every_customer_is_a_billing_customer_under_its_billing_contacts_address(world: World) -> None:
    live = [
        c for c in _rows(world, "stripe_customers") if c["description"] != "Duplicate sign-up, do not bill"
    ]
    by_name = {c["name"]: c for c in live if c["metadata"].get("crm_id")}
    for customer in ROSTER.customers:
        row = (
            by_name[customer.name]
            if customer.story
            else next(c for c in live if c["metadata"].get("crm_id") == customer.key)
        )
        assert row["email"] == ROSTER.billing_contact(customer.key).email
        manager = ROSTER.employee(customer.previous_account_manager or customer.account_manager)
        assert row["metadata"]["account_manager"] == manager.email
        subs = [s for s in _rows(world, "stripe_subscriptions") if s["customer"] == row["id"]]
        assert [s["status"] for s in subs] == [customer.status], customer.name
    stale = {
        c["email"]
        for c in _rows(world, "stripe_customers")
        if c["description"] == "Duplicate sign-up, do not bill"
    }
    assert stale == {c.stale_email for c in ROSTER.customers if c.stale_email}


def test_the_roster_payments_are_charges_of_the_right_customer(world: World) -> None:
    customers = {c["id"]: c for c in _rows(world, "stripe_customers")}
    charges = _rows(world, "stripe_charges")
    for payment in ROSTER.payments:
        if payment.kind == "declined":
            continue
        name = ROSTER.customer(payment.customer).name
        mine = [
            c for c in charges
            if c["description"] == payment.description and customers[c["customer"]]["name"] == name
        ]  # fmt: skip
        assert len(mine) == (2 if payment.kind == "duplicate" else 1), payment.key
        assert all(c["amount"] == payment.amount for c in mine)
        assert mine[0]["refunded"] == (payment.kind == "refunded")
        assert ("dispute_status" in mine[0]["metadata"]) == (payment.kind == "disputed")


def test_the_same_people_have_the_same_addresses_in_chat_and_calendar(world: World) -> None:
    chat = {u["email"]: u for u in _rows(world, "slack_users") if u["email"]}
    calendar = {u["email"]: u for u in _rows(world, "gcal_users")}
    for e in ROSTER.employees:
        assert chat[e.email]["real_name"] == calendar[e.email]["name"] == e.name
        assert bool(chat[e.email]["deleted"]) == (not e.active)
        assert calendar[e.email]["time_zone"] == chat[e.email]["tz"] == e.timezone
    guests = {u["email"] for u in _rows(world, "slack_users") if u["is_restricted"]}
    assert guests == {k.email for k in ROSTER.contacts if k.in_shared_channel}
    assert [u["email"] for u in _rows(world, "gcal_users") if u["is_default"]] == [
        "robin.ahmed@kestrel.example"
    ]


def test_a_customer_who_complains_in_chat_is_billed_and_invited_under_one_address(world: World) -> None:
    """Anders Holm posts in Fjord's shared channel, pays its invoices and is invited to its renewal call."""
    anders = next(u for u in _rows(world, "slack_users") if u["real_name"] == "Anders Holm")
    channel = next(c for c in _rows(world, "slack_channels") if c["name"] == "ext-fjord-payments")
    posts = [
        m
        for m in _rows(world, "slack_messages")
        if m["channel"] == channel["id"] and m["user"] == anders["id"]
    ]
    assert len(posts) == 1
    assert "$58.00" in posts[0]["text"]
    billed = next(
        c for c in _rows(world, "stripe_customers") if c["name"] == "Fjord Payments" and not c["deleted"]
    )
    assert billed["email"] == anders["email"]
    assert [i for i in _rows(world, "stripe_invoices") if i["customer"] == billed["id"]]
    renewal = next(
        e for e in _rows(world, "gcal_events") if e["body"].get("summary") == "Fjord Payments renewal"
    )
    assert renewal["calendar_id"] == billed["metadata"]["account_manager"]
    assert anders["email"] in {a["email"] for a in renewal["body"]["attendees"]}


def test_every_complaint_and_meeting_of_the_roster_is_there(world: World) -> None:
    texts = {m["text"] for m in _rows(world, "slack_messages")}
    assert {q.text for q in ROSTER.complaints} <= texts
    events = _rows(world, "gcal_events")
    for m in ROSTER.meetings:
        owner = ROSTER.employee(m.calendar).email
        start = int(datetime.fromisoformat(m.start).replace(tzinfo=ZoneInfo(m.timezone)).timestamp())
        found = [
            e for e in events
            if (e["calendar_id"], e["start_ts"], e["recurring_event_id"]) == (owner, start, None)
            and e["body"].get("summary", "") in ("", m.title)
        ]  # fmt: skip
        assert found, m.key
        if m.cancelled:
            assert found[0]["status"] == "cancelled"
        else:
            guests = {a["email"] for a in found[0]["body"].get("attendees", [])}
            assert set(m.guests) <= guests, m.key


@pytest.mark.parametrize("name", ["stripe", "slack", "gcal"])
def test_the_company_fixture_is_deterministic_across_processes(name: str) -> None:
    report = check_service(name, fixture="company", checks=["declaration", "determinism", "reset"])
    assert [(r.check, r.status) for r in report.results] == [
        ("import", "passed"),
        ("declaration", "passed"),
        ("determinism", "passed"),
        ("reset", "passed"),
    ], report.text()


def test_another_seed_builds_other_filler_around_the_same_story(world: World) -> None:
    other = World(["stripe", "slack", "gcal"], seed=3, fixture="company")
    try:
        assert other.fixture.data != world.fixture.data  # the filler differs by seed
        people = {e.email for e in story.EMPLOYEES}
        for w in (world, other):
            assert people <= {r["email"] for r in w.rows("gcal_users")}
    finally:
        other.close()
