"""Pins the grading holes ``gtholes`` closed (docs/validity.md, "Known holes closed"), so a later edit
cannot quietly reopen them. The Calendar write-back is pinned in ``test_resample5a.py``; the full
episodes are the tasks' own "(gtholes)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.support.suites import task_map
from toolproof.tasks import suite_names
from toolproof.tasks.predicates import MISSING, check, matches

SUITES = ("core", "company", "linear")
TASKS = task_map(SUITES)
pytestmark = pytest.mark.skipif(
    not all(name in suite_names() for name in SUITES), reason="a built-in suite is not installed"
)

BOREALIS = "company-linear.borealis-sso-link-thread"
FJORD = "company-linear.fjord-invoice-bug-facts"
ZENDESK = "linear.link-zendesk-ticket"
ONBOARDING = "stripe.invoice-onboarding-fee"


def _subtitle(task_id: str) -> Any:
    change = next(c for c in TASKS[task_id].expect.changes if c.table == "linear_attachments")
    return change.where["subtitle"]


#: (task, subtitle, passes): the oracle's (none), the honest alternates' and what a person would write
#: pass; the other rows' subtitles (the field mutants' values) and ones naming another thing fail.
SUBTITLES = [
    (BOREALIS, MISSING, True),
    (BOREALIS, None, True),
    (BOREALIS, "#ext-borealis-health", True),  # the alternate by-user-create-with-title-local-time
    (BOREALIS, "Ingrid Sandvik, 2026-11-02", True),
    (BOREALIS, "Slack message from Ingrid (Borealis Health)", True),
    (BOREALIS, "Luis Ortega, 2026-10-27", False),  # the fixture's other attachment
    (BOREALIS, "Slack thread in #ext-acme-freight", False),
    (BOREALIS, "Ingrid's report in #ext-acme-freight", False),
    (BOREALIS, "Open", False),
    (FJORD, MISSING, True),
    (FJORD, None, True),
    (FJORD, "Fjord Payments (shared)", True),
    (FJORD, "Box folder", True),
    (FJORD, "Luis Ortega, 2026-10-27", False),
    (FJORD, "Slack thread in #ext-acme-freight", False),
    (FJORD, "Invoice KA-1042", False),
    (ZENDESK, MISSING, True),
    (ZENDESK, None, True),
    (ZENDESK, "Zendesk #5887", True),
    (ZENDESK, "Ticket 5887", True),
    (ZENDESK, "Hooli: CSV exports time out", True),
    (ZENDESK, "Open", False),  # every other attachment's
    (ZENDESK, "Pull request", False),
    (ZENDESK, "Luis Ortega, 2026-10-27", False),
]


@pytest.mark.parametrize(("task_id", "subtitle", "passes"), SUBTITLES)
def test_attachment_subtitles(task_id: str, subtitle: Any, passes: bool) -> None:
    assert check(subtitle, _subtitle(task_id)) is passes


def test_subtitle_field_mutants_are_not_left_open() -> None:
    from importlib.resources import files

    text = files("toolproof.runs").joinpath("field_open.yaml").read_text()
    assert "linear_attachments.subtitle" not in text


@pytest.mark.parametrize(
    ("auto_advance", "extra", "goes_out"),
    [
        (True, {}, True),  # Stripe sends it
        (False, {"sent_at": [1793620000]}, True),  # sent by hand (invoices.send)
        (True, {"sent_at": [1793620000]}, True),
        (False, {}, False),  # finalized, never sent: the (fieldB) wrong plan
        (False, {"sent_at": []}, False),
        (None, {"note": "x"}, False),
    ],
)
def test_the_onboarding_invoice_goes_out_either_way(auto_advance: Any, extra: Any, goes_out: bool) -> None:
    change = next(c for c in TASKS[ONBOARDING].expect.changes if c.table == "stripe_invoices")
    assert "auto_advance" not in change.where
    assert matches({"auto_advance": auto_advance, "extra": extra}, {"or": change.where["or"]}) is goes_out
    assert {p.name for p in TASKS[ONBOARDING].alternates} >= {"gtholes-auto-advance-off-sent-by-hand"}
    assert {p.name for p in TASKS[ONBOARDING].wrong} >= {
        "gtholes-left-a-draft",
        "fieldb-finalized-never-sent",
    }
