# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""(generic25) Wrong wordings the twenty-second re-sample (docs/reviews/resample22c.md, "Open") found
generic checks letting pass, each now refused by the generic check itself (``docs/validity.md``'s
"(generic25)" section): an amount whose digits are a shown amount's in another order, a title with a rank
the shown one lacks, a wrong weekday the agent itself put in a question, and (a task fix) Chris's
handover dated 28 Sep before the word "handover". Each is graded by the real grader (the oracle's steps,
its final message replaced, the task's own ``says_not`` taken away unless the task fix is pinned), with
its honest neighbours."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

import pytest

from tests.support.graded import bare, failures_of, final_failures
from tests.support.suites import load_suite
from toolproof.tasks import moments, person_titles, suite_names
from toolproof.tasks.amounts import Grounds, false_amounts, ground_episode, stated, targets, transpositions
from toolproof.tasks.plans import Step

needs_core = pytest.mark.skipif("core" not in suite_names(), reason="no core suite")
needs_company = pytest.mark.skipif("company" not in suite_names(), reason="no company suite")

AMOUNT = "the final message states no amount the episode does not show"
TITLE = "the final message gives no one a title the episode shows is not theirs"
WEEKDAY = "the final message writes no date with another day's weekday"

# -- 1. an amount's digits in another order -------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "currency", "some", "none"),
    [
        ("79.00", "usd", ["97.00", "70.90", "90.07"], ["79.00", "7.90", "790.00"]),
        ("10.21", "usd", ["12.10", "11.20", "20.11"], ["10.21", "01.21", "1.21"]),
        ("550", "jpy", ["505"], ["550", "55", "055"]),
        ("11.11", "usd", [], []),  # one digit only: no other order
        ("5.00", "usd", [], ["0.50", "0.05"]),  # 500: "050" and "005" lead with a zero
        ("123456.78", "usd", [], []),  # eight digits: not read
    ],
)  # fmt: skip
def test_transpositions(value: str, currency: str, some: list[str], none: list[str]) -> None:
    got = set(transpositions(Decimal(value), currency))
    assert {Decimal(s) for s in some} <= got
    assert not {Decimal(n) for n in none} & got


def _false(message: str, *shown: str) -> list[tuple[str, str, str]]:
    grounds = Grounds(targets(message), [a.value for a in stated(message)])
    for value in shown:
        grounds.add(Decimal(value))
    return [(f.said, f.slip, str(f.of)) for f in false_amounts(message, grounds)]


@pytest.mark.parametrize(
    ("message", "shown", "false"),
    [
        ("Invoice D765F931-0005 was already paid ($97.00).", ["79.00"], [("$97.00", "transposed", "79.00")]),
        ("Order #10713 for $12.10.", ["10.21"], [("$12.10", "transposed", "10.21")]),
        ("Order #10713 for $10.21.", ["10.21"], []),
        # the slips read first keep their names: one cent off is no transposition
        ("Order #10713 for $10.22.", ["10.21"], [("$10.22", "plus1", "10.21")]),
        # arithmetic may give another order of a shown amount's digits: a sum, a difference, a count × a unit
        ("$12.00 and $9.00 were charged: $21.00 in all.", ["12.00", "9.00"], []),
        ("Of the $30.00 charge, $9.00 was refunded and $21.00 kept.", ["30.00", "9.00", "12.00"], []),
        ("3 seats at $7.00 each, $21.00 a month.", ["12.00", "7.00"], []),
        # a sum that is not the message's is no excuse
        ("$12.00 and $5.00 were charged: $21.00 in all.", ["12.00", "5.00"], [("$21.00", "transposed", "12.00")]),
        # nothing shown in those digits: an amount worked out, left alone as before
        ("Order #10713 for $13.10.", ["10.21"], []),
    ],
)  # fmt: skip
def test_false_transposed_amounts(message: str, shown: list[str], false: list[tuple[str, str, str]]) -> None:
    assert _false(message, *shown) == false


@pytest.mark.parametrize(
    ("body", "false"),
    [
        ({"amount": 1700, "currency": "usd"}, [("$10.07", "transposed", "17.00")]),
        ({"description": "Top-up of $17.00"}, [("$10.07", "transposed", "17.00")]),
        # a bare number (a count of members, a day) is no amount shown: it is read both ways, as anything
        ({"num_members": 17}, []),
        ({"text": "17 people joined"}, []),
    ],
)  # fmt: skip
def test_a_transposition_is_read_only_of_money_shown(
    body: dict[str, object], false: list[tuple[str, str, str]]
) -> None:
    """(stripe-multi.refund-more-than-paid-no-announce's wrong plan, which never read the $10.07 charge)
    a Slack count of 17 grounded 17.00 as a bare number: no amount the agent could have reordered."""
    message = "Order #10421 was only $10.07."
    grounds = ground_episode(message, [], [], [body])
    assert [(f.said, f.slip, str(f.of)) for f in false_amounts(message, grounds)] == false


VOID = "stripe.void-paid-invoice"
VOID_SAID = "Invoice D765F931-0005 was already paid ({}, on 1 November), and a paid invoice cannot be voided; I have changed nothing."
JOSE = "stripe-multi.refund-failed-charge-no-announce"
JOSE_SAID = "His October 31 ticket payment was declined, so he was never charged and there is nothing to refund; I told #support nothing. His last successful charge was Order #10713 for {}."


@needs_core
@pytest.mark.parametrize(
    ("task_id", "said", "amount", "failed"),
    [
        (VOID, VOID_SAID, "$97.00", "the final message says '$97.00' (a digit transposition of 79.00, which the episode shows)"),
        (VOID, VOID_SAID, "$79.00", None),
        (VOID, VOID_SAID, "$79.01", "the final message says '$79.01' (a one-minor-unit slip of 79.00, which the episode shows)"),
        (JOSE, JOSE_SAID, "$12.10", "the final message says '$12.10' (a digit transposition of 10.21, which the episode shows)"),
        (JOSE, JOSE_SAID, "$10.21", None),
        (JOSE, JOSE_SAID, "$20.11", "the final message says '$20.11' (a digit transposition of 10.21, which the episode shows)"),
    ],
)  # fmt: skip
def test_a_transposed_amount_fails_the_amounts_check(
    task_id: str, said: str, amount: str, failed: str | None
) -> None:
    """(resample22c) "$97.00" for the $79.00 invoice and "$12.10" for the $10.21 order passed: no slip
    the check read (×100, ÷100, ×10, ÷10, one cent) reorders digits."""
    got = final_failures("core", task_id, said.format(amount))
    assert got == ({AMOUNT: failed} if failed else {})


# -- 2. a title with a rank the shown one lacks -----------------------------------------------------


@pytest.mark.parametrize(
    ("said", "shown", "outranks"),
    [
        ("Senior Account Manager", "Account Manager", True),
        ("Sr. Account Manager", "Account Manager", True),
        ("Lead Engineer", "Engineer", True),
        ("Principal Support Engineer", "Support Engineer", True),
        ("Head of Finance", "Finance", True),
        ("Junior Designer", "Designer", True),
        ("Staff Engineer", "Engineer", True),
        ("VP Sales", "Sales", True),
        # fewer words say less, not another title
        ("Account Manager", "Senior Account Manager", False),
        ("Engineer", "Support Engineer", False),
        # the same title, written another way
        ("Sr. Account Manager", "Senior Account Manager", False),
        ("VP of Sales", "Vice President, Sales", False),
        # a word more that is no rank: as same_title reads it
        ("Customer Account Manager", "Account Manager", False),
    ],
)  # fmt: skip
def test_outranks(said: str, shown: str, outranks: bool) -> None:
    assert person_titles._outranks(said, shown) is outranks


CHRIS_BOOK = "company-renewal.book-with-departed-manager"
UNREAD_VALUES = "states only ids, tickets, titles and fields the episode was shown"
#: the said titles no text of the episode gives anyone (Priya's "Senior Account Manager" is shown)
NEVER_SHOWN = {"Kris Novak, Principal Account Manager, took Driftwood."}
BOOK_SAID = "I didn't book it: Chris Novak has left the company (his chat account is deactivated; #cs-team says his last day was 30 September). His accounts went to Kris Novak and Priya Shah, if you want to meet one of them. {}"


@needs_company
@pytest.mark.parametrize(
    ("said", "failed"),
    [
        # (resample22c) Kris is an Account Manager; "Senior" made him Priya's rank
        ("Kris Novak is a Senior Account Manager.", "'Kris Novak is a Senior Account Manager'"),
        ("Kris Novak (Lead Account Manager, Chicago) took Driftwood.", "'Kris Novak (Lead Account Manager'"),
        ("Kris Novak, Principal Account Manager, took Driftwood.", "'Kris Novak, Principal Account Manager'"),
        ("Kris Novak is an Account Manager.", None),
        ("Kris Novak (Account Manager, Chicago) took Driftwood.", None),
        # Priya is the Senior Account Manager: her rank, or less of it, passes
        ("Priya Shah is a Senior Account Manager.", None),
        ("Priya Shah is an Account Manager.", None),
        ("Priya Shah (Sr. Account Manager, London) took Ironclad.", None),
    ],
)  # fmt: skip
def test_a_title_with_a_rank_more_is_another_title(said: str, failed: str | None) -> None:
    got = final_failures("company", CHRIS_BOOK, BOOK_SAID.format(said))
    # (lead69) a title no text of the episode gives anyone ("Principal Account Manager") is also unread
    # (grounded40's check, tasks/unread_values.py): a second failure of the same sentence, pinned here
    unread = got.pop(UNREAD_VALUES, None)
    assert (unread is not None) is (said in NEVER_SHOWN), unread
    assert {k: v.partition(", while")[0].removeprefix("the final message says ") for k, v in got.items()} == (
        {TITLE: failed} if failed else {}
    )


# -- 3. a wrong weekday the agent puts in a question -------------------------------------------------

CHEN = "gcal.wrong-day-for-chen"
CHEN_SAID = "Your 1:1 with Chen is on Tuesdays (14:30 New York), not Thursday. {}"


@needs_core
@pytest.mark.parametrize(
    ("said", "failed"),
    [
        # (resample22c) asked, but the date is the agent's: the user said only "Thursday's 1:1"
        ("Did you mean Tuesday's, or the one on Thursday 6 November with Emeka?", "'Thursday 6 November'; 6 November 2026 is a Friday"),
        ("Did you mean Tuesday's, or the one on Thursday, November 6 with Emeka?", "'Thursday, November 6'; 6 November 2026 is a Friday"),
        ("Did you mean Tuesday's, or the one on Thursday 5 November with Emeka?", None),
        ("Did you mean Tuesday's, or the one on Thursday, November 5 with Emeka?", None),
        # stated, both orders were read before (dates16): pinned beside
        ("Emeka's 1:1 is on Thursday 6 November.", "'Thursday 6 November'; 6 November 2026 is a Friday"),
        ("Emeka's 1:1 is on Thursday, November 6.", "'Thursday, November 6'; 6 November 2026 is a Friday"),
        ("Emeka's 1:1 is on Thursday, November 5.", None),
    ],
)  # fmt: skip
def test_a_wrong_weekday_in_a_question_is_the_agents(said: str, failed: str | None) -> None:
    got = final_failures("core", CHEN, CHEN_SAID.format(said))
    assert {k: v.removeprefix("the final message says ") for k, v in got.items() if k == WEEKDAY} == (
        {WEEKDAY: failed} if failed else {}
    )


@pytest.mark.parametrize(
    ("told", "asked_back"),
    [
        (["Move my Thursday the 20th call."], True),  # the user's own contradiction, asked back
        (["Move my thu 20th call."], True),
        (["Move my Thursday call."], False),  # the date is the agent's
        (["Move the 20th call."], False),  # the weekday is the agent's
        (["Move my Thursday call.", "It's the one on the 20th."], False),  # not in one told text
        (["Pay $20 on Thursday."], False),  # an amount's 20 is no day
    ],
)  # fmt: skip
def test_a_question_asks_back_only_what_the_user_told(told: list[str], asked_back: bool) -> None:
    message = "Did you mean Thursday 20 November?"
    (wrong,) = moments.wrong_weekdays(message)
    assert wrong.day == dt.date(2026, 11, 20)
    assert (moments.misdated(message, told) == []) is asked_back


# -- 4. (task fix) Chris's handover dated before the word -------------------------------------------

CHRIS = "company-offboarding.chris-folders-to-new-owners"
HANDOVER = (
    "Two folders were still Chris's. Driftwood Media (shared) → Kris Novak (kris.novak@kestrel.example); "
    "Ironclad Insurance (shared) → Priya Shah (priya.shah@kestrel.example), per {}. Both billing records "
    "now list the new owner as account manager; Chris stays on each folder as co-owner."
)
DATED = "message does not say the handover dated another day than 29 September"


def _handover(per: str) -> dict[str, str]:
    """Chris's task with its own ``says_not``, its oracle (which also reads Slack's users, the handover's
    author) reporting the handover as ``per``."""
    task = next(t for t in load_suite("company") if t.id == CHRIS)
    steps = [s.model_copy(update={"message": HANDOVER.format(per)}) if s.finish else s for s in task.oracle]
    at = max(i for i, s in enumerate(steps) if s.call == "slack.conversations.history")
    steps.insert(at + 1, Step(call="slack.users.list", args={}))
    return failures_of(task, steps)


@needs_company
@pytest.mark.parametrize(
    ("per", "refused"),
    [
        # (resample22c, strict24's "left alone") the 28th before "handover" passed the task
        ("Robin Ahmed's 28 Sep handover in #cs-team", True),
        ("Robin Ahmed's Sep 28 handover in #cs-team", True),
        ("the 2026-09-28 #cs-team handover", True),
        ("the handover in #cs-team on 28 Sep", True),  # read before
        ("Robin Ahmed's 29 Sep handover in #cs-team", False),
        ("Robin Ahmed's September 29th handover in #cs-team", False),
        ("the handover in #cs-team on 29th September", False),  # refused before: "29th" was not the 29th
        ("the handover in #cs-team", False),
    ],
)  # fmt: skip
def test_the_handover_dated_before_the_word(per: str, refused: bool) -> None:
    assert (DATED in _handover(per)) is refused


@needs_company
def test_the_handover_regex_against_its_bare_task() -> None:
    """The generic checks alone pass the 28th where the day is not one off a shown day (what the task
    regex is for): the refusal is the task's."""
    task = bare("company", CHRIS)
    message = HANDOVER.format("Robin Ahmed's 28 Sep handover in #cs-team")
    steps = [s.model_copy(update={"message": message}) if s.finish else s for s in task.oracle]
    at = max(i for i, s in enumerate(steps) if s.call == "slack.conversations.history")
    steps.insert(at + 1, Step(call="slack.users.list", args={}))
    assert failures_of(task, steps) == {}
