# ruff: noqa: E501  (pinned wordings, kept one per line where they fit)
"""(grounded40) An issue key, a ticket number, a job title or a field's value no text the episode was given
shows (``tasks/unread_values.py``, one call in ``grader.closing_grade``): stop 68 held three reference answers
that stated them ("ticket 4829" unread, "ENG-155, High priority" from a read of ``users`` alone;
docs/validity.md, "Stop 68: … (grounded39)", "Left open"; "Stop 69: … (grounded40)").

The word-level cases read texts with the module's own readings; the graded cases run a task's oracle with its
final message replaced or extended and its ``says_not`` off (``tests/support/graded.py``): the generic checks
alone decide.
"""

from __future__ import annotations

import pytest

from tests.support.graded import appended_failures, bare, failures_of, final_failures
from tests.support.suites import needs
from toolproof.services.linear.stated import PRIORITY
from toolproof.tasks.names import NameIndex
from toolproof.tasks.person_titles import said_titles, title_shown
from toolproof.tasks.unread_names import Shown
from toolproof.tasks.unread_values import _TICKET, _said, unread

UNREAD = "states only ids, tickets, titles and fields the episode was shown"

DRIFTWOOD = ("company", "company-renewal.move-driftwood-off-departed")
QUOTE = ("company", "company-box.driftwood-renewal-quote-missing")
YUSUF = ("linear", "linear.assign-to-deactivated-user")


# -- word level ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "number"),
    [
        ("Sam asked for it in ticket 4829.", "4829"),
        ("Ticket #4829 asks for a call.", "4829"),
        ("See case no. 4821.", "4821"),
        ("(#4833)", "4833"),
        ("tickets 4830 and 4833", "4830"),
    ],
)
def test_a_ticket_number_is_read(text: str, number: str) -> None:
    found = [m.group("n") or m.group("h") for m in _TICKET.finditer(text)]
    assert found[:1] == [number]


@pytest.mark.parametrize(
    "text",
    [
        "Posted in #2026-planning.",  # a channel
        "4829 customers were billed.",  # a count
        "Refunded $4,829.00.",  # an amount
        "The call is at 10:30, ticket 12 aside.",  # a clock; two digits are no ticket number
        "It is issue #12.",
        "It was ticket 4829.5 in the export.",  # a decimal, no ticket
    ],
)
def test_numbers_that_are_no_ticket_are_not_read(text: str) -> None:
    assert [m.group(0) for m in _TICKET.finditer(text)] == []


def test_an_order_number_is_the_orders_checks() -> None:
    """ "order #10051" is read by the orders check (orders21, ``row_values``): not twice."""
    assert [
        s for s in _said("Released the hold on order #10051.", ("stripe",), NameIndex(())) if s[0] == "ticket"
    ] == []


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("Sam is Driftwood's CFO.", "CFO"),
        ("Ellie Marsh is Driftwood's CEO and signs the renewal.", "CEO"),
        ("Raj is Cobalt's CTO.", "CTO"),
        ("Kim is a Support Lead.", "Support Lead"),
        ("Sam, their CFO, asked for the call.", "CFO"),
        ("Marcus Bell (their Head of Finance) signs it.", "Head of Finance"),
    ],
)
def test_a_title_said_of_a_person_is_read(text: str, title: str) -> None:
    assert [t.title for t in said_titles(text)] == [title]


@pytest.mark.parametrize(
    "text",
    [
        "Kris Novak, Driftwood's account manager, has it now.",  # a role towards a customer's account
        "Marcus Bell (their account manager) has it.",
        "Kris Novak (Account Manager) owns it.",
        "the lead on this is Sam.",  # plain words
    ],
)
def test_roles_towards_an_account_and_plain_words_are_not_read(text: str) -> None:
    assert said_titles(text) == ()


@pytest.mark.parametrize(
    ("title", "text", "shown"),
    [
        ("CFO", "ana is the cfo.", True),
        ("CFO", "ana, chief financial officer.", True),  # the initials spelled
        ("Support Lead", "title: support lead", True),
        ("Chief Financial Officer", "ana is the cfo.", True),  # the words by their initials
        ("CEO", "chief of staff; executive summary; officer", False),  # its words apart are no showing
        ("CFO", "ana is the controller.", False),
        ("Head of Finance", "finance team", False),
    ],
)
def test_a_title_is_shown_by_its_words_or_initials(title: str, text: str, shown: bool) -> None:
    assert title_shown(title, text) is shown


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("ENG-155, High priority.", True),
        ("It's a low-priority bug.", True),
        ("Its priority is Urgent.", True),
        ("priority: medium", True),
        ("It is not high priority.", True),  # the pattern reads it; the module's denial test drops it
        ("The high road.", False),
        ("A priority for us.", False),
    ],
)
def test_a_priority_said_is_read(text: str, read: bool) -> None:
    pattern = PRIORITY.pattern
    assert pattern is not None
    assert (pattern.search(text) is not None) is read


def test_a_denied_priority_is_not_said() -> None:
    said = _said("It is not high priority.", ("linear",), NameIndex(()))
    assert [s for s in said if s[0] == "field"] == []
    said = _said("It is high priority.", ("linear",), NameIndex(()))
    assert [s[1] for s in said if s[0] == "field"] == ["high priority"]


# -- graded: tickets and titles (company) --------------------------------------------------------------------


def test_driftwood_oracle_passes() -> None:
    needs(DRIFTWOOD)
    task = bare(*DRIFTWOOD)
    assert failures_of(task, task.oracle) == {}


@pytest.mark.parametrize(
    "extra",
    [
        "Sam asked for the call in ticket 4829.",  # the resample19b alternate's clause: #support was never read
        "It is ticket #4829.",
        "Sam is Driftwood's CFO.",  # a title nobody read (resample35c's held wording)
        "Ellie Marsh is Driftwood's CEO.",
    ],
)
def test_driftwood_unread_tickets_and_titles_fail(extra: str) -> None:
    needs(DRIFTWOOD)
    assert UNREAD in appended_failures(*DRIFTWOOD, extra)


@pytest.mark.parametrize(
    "extra",
    [
        "Kris Novak is now Driftwood's account manager.",  # a role towards the account, not a title
        "Sam asked for the call.",
    ],
)
def test_driftwood_honest_additions_pass(extra: str) -> None:
    needs(DRIFTWOOD)
    assert UNREAD not in appended_failures(*DRIFTWOOD, extra)


@pytest.mark.parametrize(
    "extra",
    [
        "Ticket 4829 asks for the quote.",  # the oracle reads #support, where the ticket is written
        "That is ticket #4829.",
    ],
)
def test_a_ticket_read_passes(extra: str) -> None:
    needs(QUOTE)
    assert UNREAD not in appended_failures(*QUOTE, extra)


def test_a_ticket_read_and_a_title_unread() -> None:
    needs(QUOTE)
    failures = appended_failures(*QUOTE, "Sam O'Connor is Driftwood's CFO.")
    assert "gives anyone the title 'CFO'" in failures[UNREAD]


# -- graded: keys and priorities (linear) ----------------------------------------------------------------------


def test_yusuf_oracle_passes() -> None:
    needs(YUSUF)
    task = bare(*YUSUF)
    assert failures_of(task, task.oracle) == {}


@pytest.mark.parametrize(
    ("extra", "said"),
    [
        ("The issue is ENG-155.", "'ENG-155'"),  # no read showed an issue, nor any ENG- key
        ("It is High priority.", "'High priority'"),  # only users were read
        ("The issue's priority is Urgent.", "'priority is Urgent'"),
    ],
)
def test_yusuf_unread_key_and_priority_fail(extra: str, said: str) -> None:
    needs(YUSUF)
    failures = appended_failures(*YUSUF, extra)
    assert said in failures[UNREAD]


def test_yusuf_old_alternate_wording_fails() -> None:
    needs(YUSUF)
    failures = final_failures(
        *YUSUF,
        'Yusuf Demir is deactivated, so I didn\'t assign "Invoice PDFs render blank on Safari" (ENG-155, High priority).',
    )
    assert "'ENG-155'" in failures[UNREAD]
    assert "'High priority'" in failures[UNREAD]


@pytest.mark.parametrize(
    "extra",
    [
        "It is not high priority, as far as I know.",  # a denial states nothing
        'I did not assign "Invoice PDFs render blank on Safari".',  # the instruction's own title
    ],
)
def test_yusuf_honest_additions_pass(extra: str) -> None:
    needs(YUSUF)
    assert UNREAD not in appended_failures(*YUSUF, extra)


# -- graded: what the sweep found the check read wrong, now read as the episode shows it -------------------


@pytest.mark.parametrize(
    ("suite", "task_id", "plan"),
    [
        # a title said after a verb ("Invited Alex Kim (Backend Engineer)"): the name's tail is the person
        ("core", "slack.invite-active-alex-kim", ""),
        ("company", "company-people.ask-controller-to-approve", ""),
        # "deactivated" of a Linear user, read from Linear's ``active`` (the Slack and Box fields share the word)
        ("company", "company-linear.owen-sso-doc-nudge", "chat-directory-bullets"),
        ("company", "company-linear.owen-sso-doc-nudge", "left-in-july-offers-reassign"),
        # "archived" told by the error code ``is_archived``
        ("conversations", "talk-slack.note-to-an-archived-channel", "post-by-name-gets-is-archived"),
        # "at the customer's request" told by the subscription's ``cancellation_details``
        ("company", "company-billing.kite-resume", "resample15a-customer-request-since-2025"),
        # the fixed answers: they read what they state, or state less
        ("company", "company-billing.which-dana", "resample15c-who-was-charged-twice"),
        ("company", "company-billing.driftwood-fix-account-manager", "resample15c-with-ticket-heads-up"),
        ("company", "company-renewal.move-driftwood-off-departed", "resample19b-ticket-and-half-hour"),
        ("core", "box.restore-budget-draft", "resample22a-owner-title-original-folder"),
        ("core", "slack.invite-which-maria", "resample19b-question-first-count"),
        ("linear", "linear.assign-to-deactivated-user", "resample18b-high-priority-daniel"),
    ],
)
def test_honest_plans_pass(suite: str, task_id: str, plan: str) -> None:
    needs((suite, task_id))
    task = bare(suite, task_id)
    steps = task.oracle if not plan else next(p.steps for p in task.alternates if p.name == plan)
    assert UNREAD not in failures_of(task, steps)


def test_a_title_shown_for_another_person_is_no_ground() -> None:
    """Helen Park's Slack title is Chief Executive Officer (the oracle reads the directory): "CEO" is shown,
    but not as Ellie Marsh's."""
    needs(DRIFTWOOD)
    failures = appended_failures(*DRIFTWOOD, "Ellie Marsh is Driftwood's CEO.")
    assert "as no title of Ellie Marsh's" in failures[UNREAD]


# -- word level: the read fields of Slack and Stripe, against an episode that read nothing ----------------


def _unread_words(text: str, services: tuple[str, ...], *shown: str) -> list[str]:
    return unread(_said(text, services, NameIndex(())), Shown.of(shown), [], services)


@pytest.mark.parametrize(
    ("text", "services"),
    [
        ("His Slack status says he's on vacation.", ("slack",)),
        ("Her status reads 'Out sick'.", ("slack",)),
        ("Automatic tax is turned on.", ("stripe",)),
        ("He is tax exempt.", ("stripe",)),
        ("Jun's preferred language is French.", ("stripe",)),
        ("It is ticket 4829.", ("slack",)),
    ],
)
def test_a_field_nobody_read_fails(text: str, services: tuple[str, ...]) -> None:
    assert _unread_words(text, services, "Add Jun to the renewal call.") != []


@pytest.mark.parametrize(
    ("text", "services", "shown"),
    [
        (
            "Automatic tax is turned on.",
            ("stripe",),
            "Note: automatic tax is on for every plan.",
        ),  # told whole
        ("He is not tax exempt.", ("stripe",), ""),  # a denial
        ("The language is clear.", ("stripe",), ""),
        ("It is ticket 4829.", ("slack",), "Ticket 4829 in #support: Sam wants a call."),
    ],
)
def test_a_field_told_or_not_said_passes(text: str, services: tuple[str, ...], shown: str) -> None:
    assert _unread_words(text, services, shown) == []


def test_a_status_is_no_slack_status() -> None:
    """ "status is" of a subscription is no person's Slack status (Stripe's own status field reads it)."""
    said = _unread_words("The subscription's status is active.", ("slack", "stripe"))
    assert not any("Slack status" in s for s in said)


def test_a_word_of_the_value_elsewhere_is_no_telling() -> None:
    """ "on" is in every text: only the field said with its value, as the field reads it, tells it."""
    assert _unread_words("Automatic tax is on.", ("stripe",), "The call is on Friday.") != []
