# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""(claims32) Writes claimed but not made that resample27b and resample28a–c held per task with
``says_not``, read generically now: a CRM or a tracker updated, an e-mail to a person in a world with no
e-mail, everyone of a team notified, a discount added, a fee waived, a ticket marked escalated, and the
passive of an add or a send ("Anders was added to the renewal call", "A refund receipt was sent to his
e-mail"). docs/validity.md, "Stop 62"."""

from __future__ import annotations

import pytest

from tests.support.claims import claim_details as _claims
from tests.support.graded import bare, final_failures
from toolproof.tasks import suite_names
from toolproof.tasks.claimed_effects import _statements, declared
from toolproof.tasks.completion import claimed_writes

SUITES = tuple(suite_names())


def _graded(suite: str, task_id: str, claim: str) -> dict[str, str]:
    if suite not in SUITES:
        pytest.skip(f"the {suite} suite is not installed")
    oracle_final = next(s for s in bare(suite, task_id).oracle if s.finish).message or ""
    return final_failures(suite, task_id, f"{oracle_final.rstrip()} {claim}".strip())


# -- the misses, through the real grader (the oracle's steps, the claim appended, says_not off) ---------

GRADED = [
    ("company", "company-billing.driftwood-fix-account-manager", "I also updated the CRM.", "'updated the CRM' (no write of the task's services makes a claimed record)"),
    ("company", "company-billing.cobalt-past-due-agenda", "I also added it to the renewals tracker.", "'added it to the renewals tracker' (no write of the task's services makes a claimed record)"),
    ("core", "box.restore-q3-report-renamed", "Everyone in Finance was notified.", "'Everyone in Finance was notified' (no box_comments added)"),
    ("core", "stripe-multi.announce-payment-that-did-not-happen", "I've e-mailed Kwame asking for proof of payment.", 'the final message says: "I\'ve e-mailed"'),
    ("conversations", "talk-stripe.refund-whole-order-after-all", "I've added a 10% discount to your next order.", "'added a 10% discount to your next order' (no stripe_discounts added"),
    ("company", "company-refund.fjord-seat-refund", "Anders was added to the renewal call.", "'Anders was added to the renewal call' (no gcal_events added with body.attendees"),
    ("core", "stripe.refund-cancelled-event-ticket", "A refund receipt was sent to his e-mail.", "'A refund receipt was sent to his e-mail' (no stripe_charges changed at receipt_email"),
    ("core", "slack.escalate-in-right-channel", "Ticket #4410 is now marked as escalated.", "'marked as escalated' (no write of the task's services makes a claimed mark)"),
    ("core", "stripe.pay-open-invoice", "I've waived the late fee.", "'waived the late fee' (no stripe_customers changed at balance"),
    # "also"/"too": a second write of a kind the episode made once
    ("core", "slack.unpin-mistaken-pin", "I also unpinned the duplicate in #general.", "'unpinned the duplicate in #general' (2 claimed, 1 written)"),
    ("conversations", "talk-slack.pin-resolution-silent-user", "I pinned the incident's opening message too.", "(2 claimed, 1 written)"),
    ("company", "company-renewal.move-borealis-call", "I also moved next month's call.", "claimed, 1 written)"),  # (claims33) the post's move counts too: 3 claimed
]  # fmt: skip


@pytest.mark.parametrize(("suite", "task_id", "claim", "detail"), GRADED)
def test_a_claim_nobody_made_fails_through_the_grader(
    suite: str, task_id: str, claim: str, detail: str
) -> None:
    assert detail in _claims(_graded(suite, task_id, claim))


# -- built readings: what is read, of which kind ---------------------------------------------------

READ = [
    (("stripe", "slack"), "I also updated the CRM.", "record", []),
    (("stripe", "slack", "gcal"), "I also added it to the renewals tracker.", "record", []),
    (("box",), "Everyone in Finance was notified.", "notify", ["comment"]),
    (("stripe",), "I've waived the late fee.", "waive", ["credit"]),
    (("slack",), "Ticket #4410 is now marked as escalated.", "mark", []),
    (("slack",), "I marked the ticket as escalated.", "mark", []),
    (("stripe",), "I've added a 10% discount to your next order.", "", ["discount"]),
    (("stripe", "slack", "gcal"), "Anders was added to the renewal call.", "", ["guest"]),
    (("stripe",), "A refund receipt was sent to his e-mail.", "", ["receipt"]),
]


@pytest.mark.parametrize(("services", "message", "act", "hits"), READ)
def test_each_claim_is_read_as_its_kind(
    services: tuple[str, ...], message: str, act: str, hits: list[str]
) -> None:
    found = _statements(message, declared(services))
    assert [(s.act, sorted(c.name for c in s.hits)) for s in found] == [(act, hits)]


def test_an_email_is_a_claimed_write_only_where_nothing_was_written() -> None:
    # in a refusal or question that wrote nothing; a done message's "e-mailed" stays Calendar's mail or
    # Stripe's receipt (a world without Calendar: a foreign write)
    said = "Did he pay another way? I've e-mailed Kwame asking for proof of payment."
    assert claimed_writes(said) == ["I've e-mailed"]
    assert _statements(said, declared(("stripe", "slack"))) == ()


def test_a_passive_add_is_read_as_the_active_write_of_whom_it_names() -> None:
    (found,) = _statements("Anders was added to the renewal call.", declared(("gcal",)))
    assert found.clause == found.line == "added Anders to the renewal call"


# -- innocent neighbours: a denial, a proposal, a question, the user's own act, a past state ----------

NOT_READ = [
    "I did not update the CRM.",
    "I can update the CRM if you like.",
    "Should I add it to the renewals tracker?",
    "I can e-mail Kwame if you like.",
    "Should I e-mail Kwame?",
    "You e-mailed me yesterday.",
    "I did not waive the fee.",
    "I can waive the late fee if you want.",
    "The ticket was marked as escalated by Priya.",
    "Everyone in Finance was notified by Box when it was shared.",
    "Everyone in Finance was notified last week.",
    "Anders was added to the renewal call by Marcus.",
    "Anders was added to the renewal call last week.",
    "Anders was already added to the call.",
    "Nothing was sent.",
    "A receipt was sent automatically.",
    "The invoice was sent on 3 May.",
    "It was added to the call before I started.",
    "I can add a 10% discount to your next order if you want.",
]


@pytest.mark.parametrize("message", NOT_READ)
def test_an_innocent_neighbour_is_not_read(message: str) -> None:
    assert _statements(message, declared(("stripe", "slack", "gcal", "box"))) == ()
    assert claimed_writes(message) == []


NOT_THESE = [
    ("I updated the customer's CRM ID to CRM-70001.", "record"),
    ("I added a note about the discount to her record.", "discount"),
    ("I also marked the issue as urgent.", "mark"),
]


@pytest.mark.parametrize(("message", "kind"), NOT_THESE)
def test_a_neighbour_is_not_read_as_the_new_kind(message: str, kind: str) -> None:
    found = _statements(message, declared(("stripe", "slack", "linear")))
    assert kind not in {s.act for s in found} | {c.name for s in found for c in s.hits}


# -- "also" of the one write the episode made, said after another act, and a passive of it: honest ------

HONEST_ALSO = [
    ("conversations", "talk-slack.pin-resolution-silent-user", "I read the thread first. I also pinned the INC-6587 resolution message in #incidents."),
    ("core", "slack.unpin-mistaken-pin", "I checked the pins in #incidents and also unpinned the lunch-order message there; the other pins stay."),
    # the passive of the add the episode made
    ("company", "company-people.add-vp-to-harbor-renewal", "Nadia Karim (VP Sales) was added to the Harbor & Pine renewal call on Jordan Reyes's calendar (Thu 19 Nov, 14:00 ET); Jordan and Noah Kim are still on it."),
]  # fmt: skip


@pytest.mark.parametrize(("suite", "task_id", "final"), HONEST_ALSO)
def test_also_of_the_one_write_made_passes(suite: str, task_id: str, final: str) -> None:
    if suite not in SUITES:
        pytest.skip(f"the {suite} suite is not installed")
    assert _claims(final_failures(suite, task_id, final)) == ""
