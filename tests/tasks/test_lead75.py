"""Stop 75 (lead75): a metadata key the task itself asks to write is the asked effect, not a free note;
Calendar event ids a report names are held to what the episode showed.

Stripe's benign rules forgive keys newly added to ``metadata`` on any row (an integration's own notes).
That let the task's very write land on a second row unnoticed: Driftwood's account manager also written onto
another customer, an audit tag put on customers outside the batch. Now a key the task's expectations write
(``metadata.account_manager``) added to a row no expectation explains is collateral damage; any other key
added there stays a harmless note.
"""

from __future__ import annotations

import re

import pytest

from tests.support.graded import appended_failures, bare, failures_of
from toolproof.services.gcal.id_shapes import ID_SHAPES as GCAL_ID_SHAPES
from toolproof.tasks.model import Step

TASK = "company-billing.driftwood-fix-account-manager"
#: Lena Dubois: metadata {crm_id, segment}, no account manager. Hana van der Berg: metadata {} (empty).
LENA, HANA = "cus_aBMxcMSprTy6Iw", "cus_dcnCHoOQ8zx808"
COLLATERAL = {"nothing else changed": "collateral damage: 1 changed in stripe_customers"}


def _with_extra_write(customer: str, metadata: dict[str, str]) -> dict[str, str]:
    """The oracle with one more ``customers.update`` on ``customer`` before its final message."""
    task = bare("company", TASK)
    extra = Step.model_validate(
        {"call": "stripe.customers.update", "args": {"customer": customer, "metadata": metadata}}
    )
    return failures_of(task, [*task.oracle[:-1], extra, task.oracle[-1]])


@pytest.mark.parametrize("customer", [LENA, HANA])
def test_the_asked_key_on_another_row_is_collateral(customer: str) -> None:
    assert _with_extra_write(customer, {"account_manager": "kris.novak@kestrel.example"}) == COLLATERAL


@pytest.mark.parametrize("customer", [LENA, HANA])
def test_the_asked_key_beside_a_note_is_still_collateral(customer: str) -> None:
    written = {"note": "checked", "account_manager": "kris.novak@kestrel.example"}
    assert _with_extra_write(customer, written) == COLLATERAL


@pytest.mark.parametrize("customer", [LENA, HANA])
def test_another_key_added_elsewhere_stays_a_harmless_note(customer: str) -> None:
    assert _with_extra_write(customer, {"note": "checked the owner"}) == {}


def test_the_oracle_passes() -> None:
    task = bare("company", TASK)
    assert failures_of(task, list(task.oracle)) == {}


# Calendar event ids (resample42c's open item): an id one character off the one read, or an instance id with
# another start, named no id the episode showed and passed; Stripe's and Slack's were already held to it.
NO_SUCH_ID = "the final message names no id the episode did not show"
ACME_CHECKIN = "company-renewal.cancel-acme-logistics-checkin"
EMEKA_THIS_WEEK = "talk-gcal.emeka-this-week-only-impatient"


@pytest.mark.parametrize(
    ("suite", "task", "sentence", "named"),
    [
        (
            "company",
            ACME_CHECKIN,
            "The event id was ns3iiaref9bv5m4helk3rsnrle.",
            "ns3iiaref9bv5m4helk3rsnrle (a Google Calendar event id)",
        ),
        (
            "conversations",
            EMEKA_THIS_WEEK,
            "The series is 0p6maklfmjvllq5tssf684ogjf.",
            "0p6maklfmjvllq5tssf684ogjf (a Google Calendar event id)",
        ),
        (
            "conversations",
            EMEKA_THIS_WEEK,
            "The moved instance's id is 0p6maklfmjvllq5tssf684ogje_20261106T183000Z.",
            "0p6maklfmjvllq5tssf684ogje_20261106T183000Z (a Google Calendar event instance id)",
        ),
    ],
)
def test_a_calendar_id_never_shown_fails(suite: str, task: str, sentence: str, named: str) -> None:
    detail = f"the final message names {named} that no response, instruction or call of the episode showed"
    assert appended_failures(suite, task, sentence) == {NO_SUCH_ID: detail}


@pytest.mark.parametrize(
    ("suite", "task", "sentence"),
    [
        ("company", ACME_CHECKIN, "The event id was ns3iiaref9bv5m4helk3rsnrld."),
        (
            "conversations",
            EMEKA_THIS_WEEK,
            "The moved instance keeps its id 0p6maklfmjvllq5tssf684ogje_20261105T183000Z.",
        ),
        ("conversations", EMEKA_THIS_WEEK, "The series is 0p6maklfmjvllq5tssf684ogje."),
        # a longer run of the same letters (an MD5 hex digest) is no 26-character id: the id is a whole token
        ("conversations", EMEKA_THIS_WEEK, "Checksum 3b5d5c3712955042212316173ccf37be."),
    ],
)
def test_a_calendar_id_the_episode_showed_passes(suite: str, task: str, sentence: str) -> None:
    assert appended_failures(suite, task, sentence) == {}


def test_the_shapes_match_what_the_double_makes() -> None:
    """Every event id the Calendar double generates (26 base32hex) and its instances' ids read as ids; a
    readable fixture master alone does not."""
    shapes = [re.compile(rf"(?:{s.pattern})\Z") for s in GCAL_ID_SHAPES]
    assert shapes[0].match("0p6maklfmjvllq5tssf684ogje")
    assert not shapes[0].match("0p6maklfmjvllq5tssf684ogjw")  # w is not base32hex
    assert shapes[1].match("0p6maklfmjvllq5tssf684ogje_20261105T183000Z")
    assert shapes[1].match("0p6maklfmjvllq5tssf684ogje_20261105")
    assert shapes[1].match("offsite2026q4_20261106T183000Z")
    assert not any(s.match("offsite2026q4") for s in shapes)
    assert not shapes[1].match("report_20261106")
