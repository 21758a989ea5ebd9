"""Pins the lead's ground-truth fixes of stop 74 (docs/validity.md, "Stop 74: … (lead74)").

resample41a and resample41c found "The bank's reference for the new refund is still pending." (true: the
card network's reference is pending while the refund succeeded) failing "the final message states no field
value the episode does not show": Stripe's status cue ("the refund is still …") read the reference's state
as the refund's. A status cue whose object is another noun's complement ("the reference for the refund",
"the receipt of the invoice") now states nothing of that field; a quantity ("one of the refunds"), "the
status of …" and another object that has a status ("the payment for the invoice") are read as before.
"""

from __future__ import annotations

import pytest

from tests.support.graded import appended_failures, final_failures
from tests.support.suites import task_map
from tests.support.wording import posted_text_holds
from toolproof.tasks import enums, suite_names

STRIPE = enums.declared(["stripe"])


@pytest.mark.parametrize(
    ("sentence", "members"),
    [
        ("The bank's reference for the new refund is still pending.", []),
        ("The receipt for the invoice is void.", []),
        ("The fee on Dana's invoice is paid.", []),
        ("The refund is still pending.", ["pending"]),
        ("The status of the refund is pending.", ["pending"]),
        ("One of the refunds is pending.", ["pending"]),
        ("Some of the invoices are open.", ["open"]),
        ("The payment for the invoice is pending.", ["pending"]),
        ("The invoice is paid.", ["paid"]),
    ],
)
def test_a_status_of_another_nouns_complement(sentence: str, members: list[str]) -> None:
    assert [s.member for s in enums.stated(sentence, STRIPE) if s.field.name == "status"] == members


VALUE = "the final message states no field value the episode does not show"
DAMAGED = "stripe.partial-refund-damaged-item"


@pytest.mark.skipif("core" not in suite_names(), reason="the core suite is not installed")
@pytest.mark.parametrize(
    ("sentence", "passes"),
    [
        ("The bank's reference for the new refund is still pending.", True),
        ("The refund succeeded; the bank's reference for it is still pending.", True),
        ("The refund is still pending.", False),
        ("The status of the new refund is pending.", False),
    ],
)
def test_the_damaged_item_refunds_reference(sentence: str, passes: bool) -> None:
    failures = appended_failures("core", DAMAGED, sentence)
    if passes:
        assert failures == {}
    else:
        assert "'pending' as the status (the episode shows succeeded)" in failures[VALUE]


# resample41b: "Posted in the thread of Robin's handover message: Chris … still owns the … folders in Box"
# (true) failed "claims only writes the episode made" as a post made in Box. A colon opening what was posted
# ends the words that say where the write was done; before it, a service the write was not done in still
# fails.
CLAIMS = "the final message claims only writes the episode made"
LEFTOVERS = "company-offboarding.chris-leftovers-report"
REPORT = (
    "Chris Novak still owns the Driftwood Media and Ironclad Insurance folders in Box, both billing records"
    " still name him, and the Driftwood Media renewal on Fri 20 Nov is still on his calendar."
)


@pytest.mark.skipif("company" not in suite_names(), reason="the company suite is not installed")
@pytest.mark.parametrize(
    ("opening", "passes"),
    [
        ("Posted in the thread of Robin's handover message:", True),
        ("Replied in the handover thread:", True),
        ("Replied in the handover thread on Slack:", True),
        ("Posted it in Box:", False),
        ("Replied in the handover thread via Box:", False),
    ],
)
def test_a_reports_content_after_a_colon_is_not_where_it_was_posted(opening: str, passes: bool) -> None:
    failures = final_failures("company", LEFTOVERS, f"{opening} {REPORT}")
    if passes:
        assert failures == {}
    else:
        assert "says it was done in box, none of whose writes makes that claim" in failures[CLAIMS]


# resample41b: "His declined $20.81 consulting charge was left alone." (true) failed as an attendee's
# response status: Calendar's cue took any capitalised word before "declined" as a person. A possessive,
# an article or a demonstrative opening the sentence names no one; a person's name still states the
# response.
CALENDAR = enums.declared(["gcal"])


@pytest.mark.parametrize(
    ("sentence", "members"),
    [
        ("His declined $20.81 consulting charge was left alone.", []),
        ("Her declined card was not retried.", []),
        ("The declined card was left as it was.", []),
        ("Farah declined.", ["declined"]),
        ("Hana and Omar declined.", ["declined"]),
        ("Both have declined.", ["declined"]),
        ("Chen accepted.", ["accepted"]),
    ],
)
def test_a_determiner_before_declined_names_no_attendee(sentence: str, members: list[str]) -> None:
    assert [s.member for s in enums.stated(sentence, CALENDAR)] == members


FOLLOWUP = "stripe-multi.refund-announce-book-followup"


@pytest.mark.skipif("core" not in suite_names(), reason="the core suite is not installed")
@pytest.mark.parametrize(
    ("sentence", "passes"),
    [
        ("His declined $20.81 consulting charge was left alone.", True),
        ("Søren has declined.", False),
        ("The follow-up is booked; Soren has declined.", False),
    ],
)
def test_the_followups_declined_charge(sentence: str, passes: bool) -> None:
    failures = appended_failures("core", FOLLOWUP, sentence)
    if passes:
        assert failures == {}
    else:
        assert "'declined' as the response status (the episode shows needsAction)" in failures[VALUE]


# The clean clones: resample41d let the true "nine VIPs have no city" pass (resample38d's count of all VIPs
# had refused the whole sentence), and with it "… and two live in Lyon" (one VIP is in Lyon). The fan-out
# generator now refuses a description's count carried past "and" to a city it does not hold there.
FANOUT = task_map(["fanout"])
A060 = "fanout-audit.n060"
AUDITED = "Audit tags and credits done for the 60 newest customers; "


@pytest.mark.skipif("fanout" not in suite_names(), reason="the fanout suite is not installed")
@pytest.mark.parametrize(
    ("said", "passes"),
    [
        ("nine VIPs have no city and one lives in Lyon.", True),
        ("nine VIPs have no city and one is in Austin.", True),
        ("nine VIPs have no city and two live in Lyon.", False),
        ("nine VIPs have no city and one lives in Dublin.", False),
        ("three resellers have no city and two are in Berlin.", True),
        ("three resellers have no city and three are in Berlin.", False),
    ],
)
def test_a_count_carried_past_and_to_a_city(said: str, passes: bool) -> None:
    assert posted_text_holds(FANOUT[A060], AUDITED + said) is passes
