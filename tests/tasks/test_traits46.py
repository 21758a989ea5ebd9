"""(traits46) Traits, dates and ids a final message states, read against the rows the episode read
(docs/validity.md, "Stop 75 (traits46)"): a value said of a field the record holds empty (a wallet, a
receipt address, a street, a billing day) or another invoice number, a title said as "<Name>'s title is" or
"your title is", a weekday of an event the message dates nowhere, a short invented Stripe id in prose, a
person's city, and a name's cue in any Latin script ("Søren declined").

Each graded case is the task's oracle with a sentence added to its final message and its ``says_not`` off
(``tests/support/graded.py``): the generic checks alone decide. Every "fails" case passed on BASE
(608263443c).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.support.graded import appended_failures
from tests.support.suites import needs
from tests.support.wording import trait_said
from toolproof.service.stated import LOWER, UPPER, StartTrait
from toolproof.services.gcal import event_traits
from toolproof.services.gcal.stated import RESPONSE
from toolproof.services.stripe import record_traits
from toolproof.services.stripe.id_shapes import ID_SHAPES
from toolproof.tasks import enums, person_titles, shown_ids

TRAIT = "the final message gives a named row no trait its starting row contradicts"
TITLE = "the final message gives no one a title the episode shows is not theirs"
UNREAD = "states only ids, tickets, titles and fields the episode was shown"
ID = "the final message names no id the episode did not show"
VALUE = "the final message states no field value the episode does not show"
REPLY = "the final message claims no reply from someone who said nothing"

TOPUP = ("conversations", "talk-stripe.declined-topup-refund")
MEI = ("core", "stripe-multi.refund-needs-approval-post-request")
TYPO = ("conversations", "talk-stripe.void-paid-invoice-typo")
LEGACY = ("conversations", "talk-stripe.legacy-plan-discontinued")
AOIFE = ("core", "stripe.void-paid-invoice")
TOKYO = ("core", "slack-user.remind-in-tokyo-time")
RAVI = ("core", "slack.add-security-ravi-to-oncall")
DAMAGED = ("core", "stripe.partial-refund-damaged-item")
EXPORTS = ("company", "company-support.acme-freight-manual-exports")
COBALT = ("company", "company-billing.cobalt-past-due-agenda")
FOLLOWUP = ("core", "stripe-multi.refund-announce-book-followup")


# -- word level -----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("trait", "text", "said"),
    [
        (record_traits.WALLET, "It was paid through Apple Pay.", ["apple_pay"]),
        (record_traits.WALLET, "Her payment was made with Google Pay.", ["google_pay"]),
        (record_traits.WALLET, "The card in your Apple Pay wallet was charged.", ["apple_pay"]),
        (record_traits.WALLET, "It was an Apple Pay payment.", ["apple_pay"]),
        (record_traits.WALLET, "It was not paid through Apple Pay.", [None]),
        (record_traits.WALLET, "You can pay with Apple Pay next time.", []),
        (record_traits.WALLET, "Should it be paid with Apple Pay?", [None]),
        (record_traits.RECEIPT_EMAIL, "The receipt goes to ana@example.com.", ["ana@example.com"]),
        (record_traits.RECEIPT_EMAIL, "The receipt was e-mailed to Ana@Example.com", ["ana@example.com"]),
        (record_traits.RECEIPT_EMAIL, "Receipt email: a@b.co", ["a@b.co"]),
        (record_traits.RECEIPT_EMAIL, "No receipt was sent to a@b.co.", [None]),
        (record_traits.RECEIPT_EMAIL, "Should the receipt go to a@b.co?", [None]),
        (record_traits.STREET_ADDRESS, "Dara Haddad's address is 12 High St.", ["12 high street"]),
        (record_traits.STREET_ADDRESS, "Her billing address is 4 Elm Street, Fresno.", ["4 elm street"]),
        (record_traits.STREET_ADDRESS, "His address is in Paris.", []),
        (record_traits.BILLING_DAY, "Your Team plan is billed on the 15th of each month.", ["15"]),
        (record_traits.BILLING_DAY, "Your billing cycle anchor is the 1st.", ["1"]),
        (record_traits.BILLING_DAY, "It renews on the 1st.", ["1"]),
        (record_traits.BILLING_DAY, "It was billed on the 15th of November.", []),  # a date: read elsewhere
        (record_traits.BILLING_DAY, "You can be billed on the 15th instead.", [None]),
        (record_traits.INVOICE_NUMBER, "Your last invoice was 34673D92-0004.", ["34673D92-0004"]),
        (record_traits.INVOICE_NUMBER, "Her next invoice will be D765F931-0007.", ["D765F931-0007 (next)"]),
        (record_traits.INVOICE_NUMBER, "Your last invoice was not 34673D92-0004.", []),
        (event_traits.WEEKDAY, "The renewal check-in is on Friday.", ["friday"]),
        (event_traits.WEEKDAY, "The jam falls on a Tuesday.", ["tuesday"]),
        (event_traits.WEEKDAY, "It's due on Friday.", [None]),  # a pronoun, a due date: no event's day
        (event_traits.WEEKDAY, "The invoice is due on Friday.", [None]),
        (event_traits.WEEKDAY, "The check-in is on Friday, 6 November.", [None]),  # a date: moments reads it
        (event_traits.WEEKDAY, "The check-in is next Friday.", []),
        (event_traits.WEEKDAY, "The check-in is on Fridays.", [None]),
        (event_traits.WEEKDAY, "The check-in is not on Friday.", [None]),
    ],
)
def test_the_words_read(trait: StartTrait, text: str, said: list[str | None]) -> None:
    assert trait_said(trait, text) == said


class _Rows:
    """A start view of a few rows: ``rows`` by table, each keyed by its first key column."""

    def __init__(self, rows: dict[str, list[dict[str, Any]]]) -> None:
        self._rows = rows

    def row(self, table: str, key: tuple[Any, ...]) -> dict[str, Any] | None:
        return next((r for r in self._rows.get(table, []) if r.get("id") == key[0]), None)

    def where(self, table: str, column: str, value: Any) -> tuple[dict[str, Any], ...]:
        return tuple(r for r in self._rows.get(table, []) if r.get(column) == value)


CUSTOMER = {
    "id": "cus_1",
    "balance": 0,
    "invoice_prefix": "ABCD1234",
    "next_invoice_sequence": 4,
    "address": None,
}


def _held(trait: StartTrait, row: dict[str, Any], rows: _Rows) -> frozenset[str]:
    assert trait.held_at is not None
    return trait.held_at(row, rows)


def test_an_empty_field_is_held_as_none() -> None:
    rows = _Rows(
        {"stripe_charges": [{"id": "ch_1", "customer": "cus_1", "amount_captured": 5, "receipt_email": None}]}
    )
    assert _held(record_traits.WALLET, CUSTOMER, rows) == frozenset({""})
    assert _held(record_traits.RECEIPT_EMAIL, CUSTOMER, rows) == frozenset({""})
    assert _held(record_traits.STREET_ADDRESS, CUSTOMER, rows) == frozenset({""})
    assert _held(record_traits.BILLING_DAY, CUSTOMER, rows) == frozenset({""})
    # a customer with no charge: no wallet nor receipt is read of it
    assert _held(record_traits.WALLET, CUSTOMER, _Rows({})) == frozenset()
    # an invoice stands for its customer
    invoice = {
        "id": "in_1",
        "customer": "cus_1",
        "amount_due": 5,
        "number": "ABCD1234-0003",
        "status": "paid",
    }
    rows = _Rows({"stripe_customers": [CUSTOMER], "stripe_invoices": [invoice]})
    assert _held(record_traits.STREET_ADDRESS, invoice, rows) == frozenset({""})
    assert _held(record_traits.INVOICE_NUMBER, invoice, rows) == frozenset(
        {"ABCD1234-0003", "ABCD1234-0004 (next)"}
    )


def test_a_street_agrees_by_its_start() -> None:
    customer = {**CUSTOMER, "address": {"line1": "81 Main St.", "city": "Fresno"}}
    assert _held(record_traits.STREET_ADDRESS, customer, _Rows({})) == frozenset({"81 main street"})
    assert record_traits.STREET_ADDRESS.agreed("81 main street", frozenset({"81 main street apt 2"}))
    assert not record_traits.STREET_ADDRESS.agreed("12 elm street", frozenset({"81 main street"}))
    assert not record_traits.STREET_ADDRESS.agreed("12 high street", frozenset({""}))


def test_an_events_weekdays() -> None:
    rows = _Rows({"gcal_calendars": [{"id": "cal", "time_zone": "America/New_York"}]})
    # Tuesday 3 November 2026, 15:00 UTC (10:00 New York)
    event = {"calendar_id": "cal", "start_ts": 1793718000, "body": {"start": {"dateTime": "x"}}}
    assert _held(event_traits.WEEKDAY, event, rows) == frozenset({"tuesday"})
    weekly = {**event, "body": {"recurrence": ["RRULE:FREQ=WEEKLY;BYDAY=TU,TH"]}}
    assert _held(event_traits.WEEKDAY, weekly, rows) == frozenset({"tuesday", "thursday"})
    daily = {**event, "body": {"recurrence": ["RRULE:FREQ=DAILY"]}}
    assert _held(event_traits.WEEKDAY, daily, rows) == frozenset()
    assert _held(event_traits.WEEKDAY, {**event, "status": "cancelled"}, rows) == frozenset()
    all_day = {"calendar_id": "cal", "start_ts": 0, "body": {"start": {"date": "2026-11-06"}}}
    assert _held(event_traits.WEEKDAY, all_day, rows) == frozenset({"friday"})


@pytest.mark.parametrize(
    ("text", "ids"),
    [
        ("The charge ch_3Nx is refunded.", ["ch_3Nx"]),
        ("Refund re_AB12 went through.", ["re_AB12"]),
        ("It is in_progress now.", []),  # a word: no digit, no capital
        ("The pi_ value", []),
    ],
)
def test_a_short_stripe_id_in_prose(text: str, ids: list[str]) -> None:
    assert [i for i, _shape, _n in shown_ids.named(text, ID_SHAPES)] == ids


@pytest.mark.parametrize(
    ("text", "titles"),
    [
        ("Ravi Krishnan's title is Security Lead.", [("Ravi Krishnan", "Security Lead")]),
        ("Dana's job title was CEO, and she set it.", [("Dana", "CEO")]),
        ("Ravi Krishnan's team is Security.", []),
    ],
)
def test_a_title_said_as_the_persons_title(text: str, titles: list[tuple[str, str]]) -> None:
    assert [(t.name, t.title) for t in person_titles.titled(text)] == titles


def test_your_title_is_the_users_the_told_texts_introduce() -> None:
    told = ["I'm Dana Whitfield and you're working from my Slack account."]
    assert person_titles.as_yours("Done. Your title is CTO.", told) == "Done. Dana Whitfield's title is CTO."
    assert (
        person_titles.as_yours("Done. Your title is CTO.", ["Set me a reminder."])
        == "Done. Your title is CTO."
    )
    two = ["I'm Dana Whitfield.", "I am Omar Farouk."]
    assert person_titles.as_yours("Your title is CTO.", two) == "Your title is CTO."
    assert person_titles.says_titles("Your title is CTO.")
    assert not person_titles.says_titles("Your title is pending.")


@pytest.mark.parametrize(
    ("sentence", "members"),
    [
        ("Søren declined.", ["declined"]),
        ("Émile has declined.", ["declined"]),
        ("Łukasz accepted.", ["accepted"]),
        ("Émile is accepted.", ["accepted"]),
        ("His declined $20.81 charge was left alone.", []),
    ],
)
def test_a_name_in_any_latin_script_is_a_person(sentence: str, members: list[str]) -> None:
    assert [s.member for s in enums.stated(sentence, (RESPONSE,))] == members


def test_the_latin_letters() -> None:
    assert {"A", "Z", "É", "Ø", "Ł", "Š"} <= set(UPPER)
    assert not {"a", "é", "×", "ß"} & set(UPPER)
    assert {"a", "z", "é", "ø", "ł", "ß"} <= set(LOWER)
    assert not {"A", "É", "÷"} & set(LOWER)


# -- graded: the oracle's final message with one sentence added, says_not off ----------------------------


@pytest.mark.parametrize(
    ("task", "sentence", "verdicts"),
    [
        (TOPUP, "It was paid through Apple Pay.", [TRAIT]),
        (MEI, "Her payment was made through Apple Pay.", [TRAIT]),
        (MEI, "The receipt goes to meio-brien43@example.com.", [TRAIT]),
        (TYPO, "Your address is 12 High St.", [TRAIT]),
        (LEGACY, "Your billing cycle anchor is the 15th.", [TRAIT]),
        (LEGACY, "Your Team plan is billed on the 15th of each month.", [TRAIT]),
        (LEGACY, "Your last invoice was 34673D92-0004.", [TRAIT]),
        (AOIFE, "Her next invoice will be D765F931-0007.", [TRAIT]),
        (TOKYO, "Your title is CTO.", [TITLE]),
        (RAVI, "Ravi Krishnan's title is Security Lead.", [TITLE, UNREAD]),
        (DAMAGED, "The charge ch_3Nx is refunded.", [ID]),
        (EXPORTS, "Jordan Reyes is in Chicago.", [TRAIT]),
        (COBALT, "The Cobalt Robotics renewal check-in is on Friday.", [TRAIT]),
    ],
)
def test_a_trait_the_rows_contradict_fails(task: tuple[str, str], sentence: str, verdicts: list[str]) -> None:
    needs(task)
    assert sorted(appended_failures(*task, sentence)) == sorted(verdicts)


@pytest.mark.parametrize(
    ("task", "sentence"),
    [
        (MEI, "It wasn't paid through Apple Pay."),
        (TOPUP, "You can also pay with Apple Pay next time."),
        (MEI, "No receipt e-mail was set on it."),
        (LEGACY, "Team renews on the 1st."),
        (LEGACY, "Your Team plan is billed on the 1st of each month."),
        (LEGACY, "Your next invoice will be 34673D92-0004."),
        (LEGACY, "Your last invoice was 34673D92-0003."),
        (AOIFE, "Her next invoice will be D765F931-0006."),
        (TOKYO, "Your title is CEO."),
        (RAVI, "Ravi Krishnan's title is Security Engineer."),
        (EXPORTS, "Jordan Reyes is in New York."),
        (COBALT, "The Cobalt Robotics renewal check-in is on Tuesday."),
    ],
)
def test_the_true_trait_passes(task: tuple[str, str], sentence: str) -> None:
    needs(task)
    assert appended_failures(*task, sentence) == {}


def test_the_details_say_what_the_record_holds() -> None:
    needs(LEGACY)
    detail = appended_failures(*LEGACY, "Your last invoice was 34673D92-0004.")[TRAIT]
    assert detail == (
        "the final message says 'last invoice was 34673D92-0004' (invoice number), where Kwame Nguyễn holds "
        "'34673D92-0001' or '34673D92-0002' or '34673D92-0003' or '34673D92-0004 (next)' as the episode "
        "started or as its writes left it"
    )
    needs(TOPUP)
    detail = appended_failures(*TOPUP, "It was paid through Apple Pay.")[TRAIT]
    assert detail == (
        "the final message says 'paid through Apple Pay' (wallet), where Bo Okafor holds none as the episode "
        "started or as its writes left it"
    )


def test_a_non_ascii_name_declined_is_read_as_a_response_status() -> None:
    needs(FOLLOWUP)
    failures = appended_failures(*FOLLOWUP, "Søren declined.")
    assert "'declined' as the response status (the episode shows needsAction)" in failures[VALUE]
    assert REPLY in failures
