"""(values11) The services' declarations of what a report may restate (``services/*/stated.py``) are
well-formed: every people table is a named table of its service, every enum field's reading compiles
and reads each member's own spelling after each cue."""

from __future__ import annotations

import pytest

from toolproof.service import registry
from toolproof.service.stated import EnumField
from toolproof.tasks.enums import stated
from toolproof.tasks.restated import declared

SERVICES = registry.installed()


@pytest.mark.parametrize("name", SERVICES)
def test_people_tables_are_named_tables_of_their_service(name: str) -> None:
    service = registry.get(name)
    named = {n.table for n in service.names}
    for said in service.dialect.utterances:
        assert said.people in service.tables, said
        assert said.people in named, said


#: A cue of each declared field, as prose says it.
CUES = {"decline reason": "declined for", "dispute reason": "dispute reason:", "status": "status:",
        "response status": "RSVP:", "user status": "status:", "channel kind": "is",
        "archived state": "is", "account state": "is",
        # (fields14)
        "workflow state": "is", "job title": "(", "cancellation reason": "cancellation reason:",
        "refund reason": "refund reason:", "cancellation timing": "cancels",
        "reminder repetition": "it is",
        # (generic34) a charge said paid, against its paid flag
        "charge's payment": "the charge is"}  # fmt: skip


@pytest.mark.parametrize("name", SERVICES)
def test_every_member_and_each_of_its_words_is_read_after_a_cue(name: str) -> None:
    for field in registry.get(name).dialect.enums:
        cue = CUES[field.name]
        for member, words in field.values.items():
            for said in (member, *words):
                read = stated(f"The charge, {cue} {said}.", (field,))
                assert [(s.said, s.member) for s in read] == [(said, _first(field, said))]


def _first(field: EnumField, words: str) -> str:
    """The member a word is read as: the first that it spells (a word of two members, "fraud")."""
    return next(m for m, w in field.values.items() if words in w or words == m)


def test_the_declarations_of_a_tasks_services_are_gathered() -> None:
    both = declared(["stripe", "gcal", "slack", "nosuch"])
    assert both.card_digit_keys == frozenset({"last4", "dynamic_last4"})
    assert [f.name for f in both.enums] == [
        "decline reason",
        "dispute reason",
        "status",
        "charge's payment",  # (generic34) a charge said paid or unpaid, against Stripe's charge.paid
        "cancellation reason",  # (fields14) an intent's cancellation reason, a refund's reason, the timing
        "refund reason",
        "cancellation timing",
        "response status",
        "channel kind",  # (enums13) Slack's channel kind, archived state and account state
        "archived state",
        "account state",
        "reminder repetition",  # (fields14)
    ]
    assert [u.people for u in both.utterances] == ["gcal_users", "slack_users"]
