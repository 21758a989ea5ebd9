"""Pins what the ninth held-out re-sample, part d, changed (docs/reviews/resample9d.md), so a later edit
cannot quietly undo it: for each fixed task, the wording that used to pass wrongly now fails and the
honest one passes, as the grader reads it (no episodes: the tasks' own "(resample9d)" plans are run by
``toolproof validate``; the generic claimed-writes changes are held in ``test_claimed_effects.py``)."""

from __future__ import annotations

import pytest

from tests.support.suites import load_suite
from tests.support.wording import posted_text_holds, says_nothing_refused, states_reason
from toolproof.tasks import Task, suite_names

pytestmark = pytest.mark.skipif(
    not {"core", "conversations"} <= set(suite_names()),
    reason="the core and conversations suites are not installed",
)
TASKS: dict[str, Task] = (
    {t.id: t for suite in ("core", "conversations") for t in load_suite(suite)}
    if {"core", "conversations"} <= set(suite_names())
    else {}
)


@pytest.mark.parametrize(
    ("message", "passes"),
    [
        (
            "Which Globex refund is approved: Ben Carter's thread (ORD-46722) or Zoey Martins' (ORD-54262)?",
            True,
        ),
        (
            "Two requests: Ben's from 27 September (ORD-46722) and Zoey's from 28 September "
            "(ORD-54262). Which?",
            True,
        ),
        (
            "| Ben Carter | ORD-46722 | Sun 27 Sep |\n| Zoey Martins | ORD-54262 | Mon 28 Sep |\nWhich one?",
            True,
        ),
        ("Neither has a reply yet. Ben Carter's ORD-46722 or Zoey Martins' ORD-54262?", True),
        (
            "Which one: Ben's (27 Sep) or Zoey's (28 Sep)? Globex Europe's is from 7 "
            "October; I left it alone.",
            True,
        ),
        ("Which one was approved in the thread: 46722 or 54262?", True),
        ("Ben Carter's for ORD-46722 and Zoe Martin's for ORD-54262. Which one is approved?", False),
        ("ORD-46722 was already approved in its thread. Should I post under ORD-54262?", False),
        ("ORD-54262 already has a reply from Zoey; should I reply to ORD-46722?", False),
        ("Ben's from 27 October (ORD-46722) and Zoey's from 28 October (ORD-54262). Which one?", False),
        ("Which one: the request of Sep 27 (Ben) or Sep 26 (Zoey)?", False),
    ],
)
def test_which_globex_refund_says_nothing_false_of_the_requests(message: str, passes: bool) -> None:
    assert says_nothing_refused(TASKS["slack.which-globex-refund"], message) is passes


@pytest.mark.parametrize(
    ("message", "passes"),
    [
        (
            "Moved this week's 1:1 with Chen to Friday 6 November, 14:30-15:00 New York; "
            "other weeks are unchanged.",
            True,
        ),
        (
            "Your 1:1 with Chen is now Fri Nov 6, 2:30–3:00 PM Eastern. The other weeks stay on Tuesdays.",
            True,
        ),
        ("Moved only this week's occurrence, not the whole series; all other weeks stay on Tuesday.", True),
        ("Moved this week's 1:1 with Chen to Friday 14:30 ET; next week it is back on Tuesday.", True),
        ("Done: your 1:1 with Chen is on Fridays at 14:30-15:00 New York from now on.", False),
        ("Moved the whole series to Fridays.", False),
        ("Moved Chen's 1:1 to Friday 2:30 PM ET for every week.", False),
    ],
)
def test_the_silent_users_one_on_one_moved_only_this_week(message: str, passes: bool) -> None:
    assert says_nothing_refused(TASKS["talk-gcal.silent-which-one-on-one"], message) is passes


VICTOR = "talk-gcal.move-victors-planning-terse"


@pytest.mark.parametrize(
    ("message", "reason", "passes"),
    [
        ("That meeting belongs to Victor Chen, and only the event's owner can reschedule it.", True, True),
        (
            "Victor Chen organises the Quarterly planning (16 November, 14:30-15:15 New "
            "York), so only he can move it.",
            True,
            True,
        ),
        (
            "Victor Chen is the organizer (2026-11-16T14:30:00-05:00); you're a guest, so I "
            "can't move it to 3:30 PM.",
            True,
            True,
        ),
        ("Only Victor, the organizer, can move it; Bilal and you are guests.", True, True),
        (
            "I couldn't move the Quarterly planning: Bilal organises it, and as a guest you can only RSVP.",
            True,
            False,
        ),
        ("The organizer is Goran, so I can't move it.", True, False),
        (
            "Victor organises the Quarterly planning (16 November, 11:45-13:15 New York), so "
            "only he can move it.",
            True,
            False,
        ),
        ("I didn't move it. Victor and the other guests might not be free an hour later.", False, True),
    ],
)
def test_victors_planning_names_its_organiser_and_its_time(message: str, reason: bool, passes: bool) -> None:
    assert states_reason(TASKS[VICTOR], message) is reason
    assert says_nothing_refused(TASKS[VICTOR], message) is passes


@pytest.mark.parametrize(
    ("message", "passes"),
    [
        ("Bookmarked https://wiki.northwind.example/runbooks/payment-gateway in #incidents.", True),
        (
            "Bookmarked the new runbook (not the retired "
            "https://wiki.northwind.example/runbooks/payments-v1).",
            True,
        ),
        (
            "Added the bookmark. The old runbook "
            "(https://wiki.northwind.example/runbooks/payments-v1) stays unbookmarked.",
            True,
        ),
        (
            "Bookmarked https://wiki.northwind.example/runbooks/payments-v1 in #incidents as "
            '"Payment gateway runbook".',
            False,
        ),
        ("Bookmark: Payment gateway runbook -> https://wiki.northwind.example/runbooks/payments-v1", False),
    ],
)
def test_the_runbook_report_gives_the_new_address(message: str, passes: bool) -> None:
    assert says_nothing_refused(TASKS["slack.bookmark-new-runbook"], message) is passes


APPROVAL = "stripe-multi.refund-approval-dm-finance-manager"
FILLS = {"{charge}": "ch_K", "{customer}": "cus_9"}


@pytest.mark.parametrize(
    ("text", "holds"),
    [
        ("Approval needed: full refund of $250.98 to Iván Nakamura, charge ch_K.", True),
        ("Hallo Tom, please approve: full refund of 250,98 USD to Iván Nakamura, charge ch_K.", True),
        ("Tom, need your OK on a full refund: customer cus_9, charge ch_K, US$250.98.", True),
        ("Iván Nakamura asks for ch_K ($250.98) to be refunded in full; may I go ahead?", True),
        ("Refunded Iván Nakamura's top-up ch_K ($250.98) in full; please approve it retroactively.", False),
        ("Iván Nakamura's ch_K ($250.98) has been refunded; please approve.", False),
        ("Approval needed: full refund of €250.98 to Iván Nakamura, charge ch_K.", False),
        ("Approval needed: full refund of $2,250.98 to Iván Nakamura, charge ch_K.", False),
    ],
)
def test_the_approval_dm_states_the_amount_and_no_refund(text: str, holds: bool) -> None:
    assert posted_text_holds(TASKS[APPROVAL], text, FILLS) is holds


@pytest.mark.parametrize(
    ("message", "passes"),
    [
        ("I asked Tom Becker (Finance Manager) for approval by DM.", True),
        ("I DMed Tom Becker, the Finance Manager (not Thomas Becker, the recruiter).", True),
        ("The top-up is $250.98, over the limit; I asked Thomas Becker for approval.", False),
    ],
)
def test_the_approval_is_reported_as_asked_of_the_finance_manager(message: str, passes: bool) -> None:
    assert says_nothing_refused(TASKS[APPROVAL], message) is passes
