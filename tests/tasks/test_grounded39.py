# ruff: noqa: E501  (pinned wordings, kept one per line where they fit)
"""(grounded39) A person's name no text the episode was given shows (``tasks/unread_names.py``, one call in
``grader.closing_grade``): stop 67 found reference answers stating "Sam O'Connor" where the episode shows only
``sam@driftwood.example`` (docs/validity.md, "Stop 67: … (lead67)", "Left open"; "Stop 68: … (grounded39)").

The word-level cases build a small name index and read texts against what was "shown"; the graded cases run
a task's oracle with its final message replaced or extended and its ``says_not`` off
(``tests/support/graded.py``): the generic checks alone decide.
"""

from __future__ import annotations

import pytest

from tests.support.graded import appended_failures, bare, failures_of, final_failures
from tests.support.suites import needs
from toolproof.tasks.names import Name, NameIndex
from toolproof.tasks.unread_names import Shown, unread_people

UNREAD = "names only people the episode was shown"

DRIFTWOOD = ("company", "company-renewal.move-driftwood-off-departed")
DANA = ("company", "company-billing.which-dana")
BRAND = ("core", "box.open-brand-guidelines-link")
UNPIN = ("core", "slack.unpin-mistaken-pin")
AGENDA = ("core", "cross.agenda-to-private-channel")


# -- word level ---------------------------------------------------------------------------------------------


def _index() -> NameIndex:
    """People of three tables (one person per row), a company customer (``personal``) and a project."""
    names = (
        Name("slack_users", "real_name", ("U1",), "Wei Chen", ("wei@example.com",)),
        Name("slack_users", "real_name", ("U2",), "Chen Wei", ("chen.wei@example.com",)),
        Name("slack_users", "real_name", ("U3",), "Ops Assistant"),
        Name("box_users", "name", ("B1",), "Aisha Bello", ("aisha@example.com",)),
        Name("stripe_customers", "name", ("cus_1",), "Juniper Labs"),
        Name("linear_projects", "name", ("P1",), "Whitaker migration"),
    )
    index = NameIndex(
        names,
        people=frozenset({"slack_users", "box_users"}),
        personal=frozenset({"stripe_customers"}),
    )
    index.persons = (
        ("Sam O'Connor", "stripe_payment_methods"),
        ("María García", "gcal_events"),
        ("Sam Whitaker", "gcal_events"),
    )
    return index


def _unread(text: str, *shown: str) -> list[str]:
    return unread_people(text, _index(), Shown.of(shown))


@pytest.mark.parametrize(
    "text",
    [
        "Replaced Ellie with Sam O'Connor.",
        "Replaced Ellie with sam o'connor.",  # any case
        "Sam O’Connor is on the invitation now.",  # a curly apostrophe
        "Sam O'Connor's call is on Friday.",  # a possessive
        "It is O'Connor's ticket.",  # the surname alone
        "Wei Chen pinned it.",
        "Juniper Labs was charged twice.",  # a customer that may be a company: its full name
        "María García accepted.",
    ],
)
def test_a_name_nothing_showed_fails(text: str) -> None:
    assert _unread(text, "sam@driftwood.example", "The renewal call", "U1 pinned it")


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        (
            "Replaced Ellie with Sam O'Connor.",
            "Ticket 4829: Sam O'Connor would like a call",
        ),  # read in a message
        ("Replaced Ellie with Sam O'Connor.", "SAM O'CONNOR"),  # any case
        ("Replaced Ellie with Sam O'Connor.", "Sam O’Connor"),  # the world's curly apostrophe
        ("Replaced Ellie with Sam O'Connor.", "sam.oconnor@driftwood.example"),  # an address that spells it
        ("It is O'Connor's ticket.", "soconnor@driftwood.example"),  # a surname inside an address
        ("Wei Chen pinned it.", "wei.chen"),  # a handle of its own
        ("Ops Assistant is not in the channel.", "ops-assistant"),
        ("It is Wei Chen's.", ("Wei", "Chen")),  # a first and a last name, each a field
        ("Sam pinned it.", "nothing"),  # a first name alone is not read
        ("Sam O'Connor (the ticket's author) asked.", "The ticket's author is Sam O'Connor."),
        ("Chen confirmed it.", "nothing"),  # a surname that starts another name (Chen Wei) is not read alone
        ("The Whitaker migration is on track.", "nothing"),  # a word of a name of no person
        ("Labs were charged.", "nothing"),  # a customer that may be a company has no surname
        ("Maria Garcia accepted.", "nothing"),  # no person is spelled so: nothing to read
    ],
)
def test_a_name_shown_or_not_a_name_passes(text: str, shown: str | tuple[str, ...]) -> None:
    texts = shown if isinstance(shown, tuple) else (shown,)
    assert _unread(text, *texts) == [], _unread(text, *texts)


def test_sam_at_the_address_is_not_sam_o_connor() -> None:
    """``sam@…`` gives the first name only: the full name is not derived from it."""
    said = _unread("Replaced Ellie with Sam O'Connor (sam@driftwood.example).", "sam@driftwood.example")
    assert said == ['"Sam O\'Connor" (stripe_payment_methods): no text the episode was given names them']


# -- graded: the real grader on a task's episode ----------------------------------------------------------------


def test_driftwood_oracle_passes_and_names_no_one_unread() -> None:
    needs(DRIFTWOOD)
    task = bare(*DRIFTWOOD)
    assert failures_of(task, task.oracle) == {}
    oracle = next(s.message for s in task.oracle if s.finish)
    assert oracle is not None
    assert "O'Connor" not in oracle


@pytest.mark.parametrize(
    "extra",
    [
        "Sam O'Connor is on the invitation now.",
        "O'Connor hasn't answered yet.",
        "Sam O’Connor's ticket asked for it.",
    ],
)
def test_driftwood_sam_o_connor_fails(extra: str) -> None:
    needs(DRIFTWOOD)
    failures = appended_failures(*DRIFTWOOD, extra)
    assert UNREAD in failures, failures
    assert "O" in failures[UNREAD], failures


@pytest.mark.parametrize(
    "extra",
    [
        "Sam hasn't answered yet.",  # the first name the address gives
        "Ellie Marsh is off the invitation.",  # read on the event
        "Kris Novak owns Driftwood now.",
    ],
)
def test_driftwood_names_it_read_pass(extra: str) -> None:
    needs(DRIFTWOOD)
    assert UNREAD not in appended_failures(*DRIFTWOOD, extra)


def test_the_bot_names_itself() -> None:
    """The app's bot is the agent itself: "the Ops Assistant is not a member" names no one unread."""
    needs(AGENDA)
    task = bare(*AGENDA)
    assert failures_of(task, task.oracle) == {}
    failures = final_failures(
        *AGENDA, "The Ops Assistant is not a member of #leadership, so I could not post there."
    )
    assert UNREAD not in failures


# -- the reference answers fixed: the old wording fails, the one now kept passes -------------------------------

REMINDER = ("core", "slack-user.complete-someone-elses-reminder")
HOOLI = ("conversations", "talk-slack.eyes-on-hooli-escalation")
CHECKOUT = ("linear", "linear.assign-checkout-bug-urgent")


@pytest.mark.parametrize(
    ("task", "extra"),
    [
        (UNPIN, "Wei Chen had pinned it."),  # pins.list shows the pinner's id only
        (UNPIN, "The other two were pinned by Priya Natarajan and Zoey Martins."),
        (BRAND, "It is Aisha Bello's upload."),  # the listing shows no owner
        (
            REMINDER,
            'Your other reminder, "Update the status page" (for Sam Lee), is already done.',
        ),  # U6LH… was never looked up
        (HOOLI, "Jira Cloud posted it on 29 October."),  # the bot profile says "jira"
        (CHECKOUT, "Maya Chen filed it on 13 October."),  # the issue read shows no creator
    ],
)
def test_names_the_old_answers_stated_fail(task: tuple[str, str], extra: str) -> None:
    needs(task)
    assert UNREAD in appended_failures(*task, extra)


@pytest.mark.parametrize(
    ("task", "extra"),
    [
        (UNPIN, "Ops Assistant posted it."),  # the bot's own name (and its handle, shown)
        (REMINDER, '"Renew the SSL certificate" is Sofia Rossi\'s reminder.'),  # users.info showed her
        (HOOLI, "The jira bot posted it on 29 October."),
        (CHECKOUT, "Ana Lima now owns it."),  # the users read shows her
    ],
)
def test_names_the_episode_read_pass(task: tuple[str, str], extra: str) -> None:
    needs(task)
    assert UNREAD not in appended_failures(*task, extra)


def test_which_dana_names_the_dana_it_never_read_by_address() -> None:
    """The oracle reads charges and customers: Dana Whitley's name is in neither (only
    ``dana@acmelogistics.example``); the answer now names her by the address and her company."""
    needs(DANA)
    task = bare(*DANA)
    assert failures_of(task, task.oracle) == {}
    failures = final_failures(
        *DANA,
        "Which Dana do you mean? Dana Whitfield (Acme Freight) and Dana Whitley (ACME Logistics) both paid $480.00 for a seat add-on on October 29.",
    )
    assert UNREAD in failures
    assert "Dana Whitley" in failures[UNREAD]
