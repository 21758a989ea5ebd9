# ruff: noqa: E501  (pinned wordings, kept one per line where they fit)
"""(traits41) A trait said of a named row that the row contradicts, where the field was read (docs/validity.md,
"Stop 70: … (traits41)"). grounded40's unread check passed these because the field was shown; the start traits
read only fields nobody read. (Item 3) A folder's file count is read against its files; a plan's name may stand in a seat count ("10 Team
seats"). ``StartTrait.either`` reads the row as the episode started and as its writes left
it, grounded only by a told text saying the trait; ``StartTrait.sole`` reads a clause naming no row of the one
row the message names.

Each case is the task's oracle with a sentence added to its final message and its ``says_not`` off
(``tests/support/graded.py``): the generic checks alone decide. Every "fails" case passed on main 75297a03.
"""

from __future__ import annotations

import re

import pytest

from tests.support.graded import appended_failures
from tests.support.suites import needs
from toolproof.service.stated import PERSON_ZONE, person_zone_said
from toolproof.services.box import stated as box_stated
from toolproof.services.gcal import stated as gcal_stated
from toolproof.services.linear import stated as linear_stated
from toolproof.services.stripe import stated as stripe_stated

TRAIT = "the final message gives a named row no trait its starting row contradicts"

SEATS = ("core", "stripe.add-seats")
TRANSFER = ("core", "stripe.mark-invoice-paid-by-transfer")
YEARLY = ("core", "stripe-multi.upgrade-yearly-tell-cs")
RAJ = ("company", "company-support.cobalt-raj-onboarding-review")
FJORD = ("company", "company-linear.fjord-invoice-bug-facts")
LUIS = ("company", "company-support.acme-freight-manual-exports")
SALARY = ("core", "box.remove-salary-link")
COBALT = ("company", "company-billing.cobalt-dm-account-manager")
AGENDA = ("core", "cross.agenda-to-private-channel")


# -- word level: what each pattern reads, denials not ---------------------------------------------------


def _said(trait: object, text: str) -> list[str | None]:
    pattern: re.Pattern[str] = getattr(trait, "pattern")  # noqa: B009
    return [getattr(trait, "said")(m) for m in pattern.finditer(text)]  # noqa: B009


@pytest.mark.parametrize(
    ("trait", "text", "said"),
    [
        (stripe_stated.AUTOMATIC_TAX_TRAIT, "Automatic tax is turned on.", ["on"]),
        (stripe_stated.AUTOMATIC_TAX_TRAIT, "Automatic tax is disabled for him.", ["off"]),
        (stripe_stated.TAX_EXEMPT_TRAIT, "He is tax exempt.", ["exempt"]),
        (stripe_stated.TAX_EXEMPT_TRAIT, "He is not tax exempt.", [None]),
        (stripe_stated.TAX_EXEMPT_TRAIT, "Neither is tax exempt and both are billed in US dollars.", [None]),
        (stripe_stated.LOCALE_TRAIT, "None of them prefers French.", [None]),
        (stripe_stated.LOCALE_TRAIT, "Jun's preferred language is French.", ["fr"]),
        (stripe_stated.LOCALE_TRAIT, "He prefers Spanish.", ["es"]),
        (stripe_stated.LOCALE_TRAIT, "Her invoices are issued in German.", ["de"]),
        (linear_stated.STATE_TRAIT, "The issue had been sitting in Backlog.", ["backlog"]),
        (linear_stated.STATE_TRAIT, "I moved it from Todo to In Progress.", ["todo", "in progress"]),
        (linear_stated.STATE_TRAIT, "It was never in Backlog.", [None]),
        (linear_stated.PRIORITY_TRAIT, "ENG-155, High priority", ["high"]),
        (box_stated.RIGHTS, "Mei Tanaka also has edit rights on the folder.", ["edit"]),
        (box_stated.RIGHTS, "Priya has view-only access.", ["view only"]),
        (box_stated.RIGHTS, "You only have view-only access to Q3 Report.xlsx.", []),
        (box_stated.FILE_COUNT, "HR has a dozen files.", ["12"]),
        (gcal_stated.ROOM, "The room hasn't confirmed the booking yet.", ["unconfirmed"]),
        (gcal_stated.ROOM, "The room is unconfirmed.", ["unconfirmed"]),
        (gcal_stated.ROOM, "The room has accepted.", ["confirmed"]),
        (stripe_stated.SEAT_COUNT, "Cobalt has 10 Team seats.", ["10"]),
        (stripe_stated.SEAT_COUNT, "The invoice is for 10 Team seats at $63.20 each.", [None]),
        (box_stated.FILE_COUNT, "Finance holds 14 files.", ["14"]),
        (box_stated.FILE_COUNT, "Finance has about a dozen files.", []),
        (box_stated.FILE_COUNT, "Finance has at least 3 files.", []),
        (box_stated.FILE_COUNT, "Finance no longer has 3 files.", [None]),
    ],
)
def test_the_words_read(trait: object, text: str, said: list[str | None]) -> None:
    assert _said(trait, text) == said


@pytest.mark.parametrize(
    ("text", "city"),
    [
        ("The check-in is 16:00 for Luis in New York.", "new york"),
        ("It is 3pm for Luis in Chicago.", "chicago"),
        ("Luis is in Chicago, so 15:00 is his own time.", None),
        ("At 9:00 for Ana in Berlin office hours.", None),
    ],
)
def test_a_clock_for_a_person_in_a_city(text: str, city: str | None) -> None:
    m = PERSON_ZONE.search(text)
    assert (person_zone_said(m) if m else None) == city


# -- graded: the re-samples' wordings fail, their honest twins pass -------------------------------------


@pytest.mark.parametrize(
    ("task", "sentence"),
    [
        (SEATS, "Automatic tax is enabled."),
        (SEATS, "He is tax exempt."),
        (SEATS, "Jun's preferred language is French."),
        (TRANSFER, "His preferred language is Spanish."),
        (YEARLY, "Automatic tax is on for his subscription."),
        (RAJ, "Mei Tanaka also has edit rights on the folder."),
        (FJORD, "The issue had been sitting in Backlog."),
        (LUIS, "The check-in is 16:00 for Luis in New York."),
        (SALARY, "Finance has a dozen files."),
        (COBALT, "Cobalt has 10 Team seats."),
        (AGENDA, "The room hasn't confirmed the booking yet."),
    ],
)
def test_a_trait_the_row_contradicts_fails(task: tuple[str, str], sentence: str) -> None:
    needs(task)
    assert list(appended_failures(*task, sentence)) == [TRAIT]


@pytest.mark.parametrize(
    ("task", "sentence"),
    [
        (SEATS, "Automatic tax is off."),
        (SEATS, "He is not tax exempt."),
        (SEATS, "Jun's preferred language is English."),
        (YEARLY, "Automatic tax is off for his subscription."),
        (RAJ, "Mei Tanaka has view-only access, so not her."),
        (FJORD, "It was in Todo before."),
        (LUIS, "The check-in is 15:00 for Luis in Chicago."),
        (LUIS, "Luis is in Chicago, so 15:00 is his own time."),
        (SALARY, "Finance has 14 files."),
        (COBALT, "Cobalt has 8 Team seats."),
        (AGENDA, "The room has already accepted."),
    ],
)
def test_the_true_trait_passes(task: tuple[str, str], sentence: str) -> None:
    needs(task)
    assert appended_failures(*task, sentence) == {}
