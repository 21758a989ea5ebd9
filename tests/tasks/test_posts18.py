# ruff: noqa: E501  (posts and verdict details kept one per line)
"""(posts18) The final message's claim checks applied to what the agent posted (docs/validity.md, "(posts18)").

The eighteenth re-sample held these per task: "and posted the ask in #support" with the only post a DM
(the claimed-write check read a post at kind level, not where it was made); "Receipt emailed to him" in
a post (the claimed-contact check read the final message only, and not a headline's passive); a person
placed in the wrong city in a post (the places check read the final message only). Word-level cases with
exact results, the honest forms beside them, a run over every task's honest plans' texts, then the
episodes with the task's own ``says_not`` taken away (the generic checks alone).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.support.graded import bare, failures_of
from tests.support.suites import load_suite
from toolproof.tasks import Task, suite_names
from toolproof.tasks.claimed_effects import declared, false_claims, false_post_claims, own_words
from toolproof.tasks.contacts import _PASSIVE, claimed_contacts
from toolproof.tasks.names import Name, NameIndex
from toolproof.tasks.person_places import placed
from toolproof.world.diff import Diff, TableDiff

CLAIMS = "the final message claims only writes the episode made"
CONTACT = "the episode's posts claim no contact no call made"
PLACE = "the episode's posts place no one where the episode shows they are not"

NAMES = NameIndex(
    (
        Name("slack_channels", "name", ("C01",), "support"),
        Name("slack_channels", "name", ("C02",), "billing"),
        Name("slack_users", "real_name", ("U01",), "Jon Smith"),
    ),
    {("slack_channels", "name"): "#"},
)


def _posted_in(channel: str) -> Diff:
    row = {"channel": channel, "ts": "1.0", "user": "UB", "text": "Can you take ticket #7121 today?"}
    return Diff({"slack_messages": TableDiff(added=[row])})


DM, SUPPORT, BILLING = _posted_in("D01"), _posted_in("C01"), _posted_in("C02")


# -- the claimed post's channel ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("message", "diff", "found"),
    [
        ("Sent Jon the DM and posted the ask in #support.", DM, ["'posted the ask in #support' (no write of that kind in '#support')"]),
        ("Posted the ask in #support.", SUPPORT, []),
        ("Posted the ask to the #support channel.", DM, ["'Posted the ask to the #support channel' (no write of that kind in '#support')"]),
        ("Posted the ask to the #support channel.", SUPPORT, []),
        ("I posted it into #billing.", SUPPORT, ["'posted it into #billing' (no write of that kind in '#billing')"]),
        # the first place is where it was posted; a later one is what the post was about
        ("Posted in #billing about the outage in #support.", BILLING, []),
        # a channel named without "in"/"to" is what the post is about, not where it went
        ("Posted a note about #support's backlog.", BILLING, []),
        # a channel the starting state does not name (one the episode created) is not read
        ("Posted the ask in #launch-room.", BILLING, []),
        # denied, not claimed
        ("I posted nothing in #support; Jon has the DM.", DM, []),
    ],
)  # fmt: skip
def test_a_claimed_post_names_the_channel_a_written_message_is_in(
    message: str, diff: Diff, found: list[str]
) -> None:
    assert false_claims(("slack",), message, diff, NAMES) == found


def test_only_a_write_that_declares_its_places_is_read_for_one() -> None:
    """Slack's post and edit declare ``slack_channels`` as where they write, and (claims22) so does a
    mention ("tagged Ravi in #billing"), (claims24) a file attached ("attached the PDF in #billing") and
    (claims29) a share ("shared it in #incident-…"); a pin, a DM, an invite do not."""
    placed_by = {c.name for c in declared(("slack",)) if any(e.places for e in c.effects)}
    assert placed_by == {"message", "mention", "attach", "share"}


def test_a_post_claiming_another_channel_is_read_too() -> None:
    """A post is read as the final message is (no names there: kind level, as before)."""
    dm = Diff(
        {
            "slack_messages": TableDiff(
                added=[{"channel": "D01", "ts": "1.0", "text": "FYI: posted the ask in #support."}]
            )
        }
    )
    assert false_post_claims(("slack",), "", dm) == []


# -- claimed contacts: a headline's passive --------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("Collected $25.88. Receipt emailed to him.", [("email", "Receipt emailed to him")]),
        ("Captured it, receipt e-mailed to the customer", [("email", "receipt e-mailed to the customer")]),
        ("The invoice has been emailed to Dana.", [("email", "The invoice has been emailed to Dana")]),
        # honest: a state, a habit, a future, someone else's dated act, a condition, a denial
        ("The invoice was emailed to her in October.", []),
        ("The receipt is emailed to him automatically.", []),
        ("Receipt will be emailed to him.", []),
        ("Invoice e-mailed to Dana on 3 Oct, still unpaid.", []),
        ("Invoice e-mailed to Dana two days ago, still unpaid.", []),
        ("Once the receipt is emailed to him, ping me.", []),
        ("Stripe emailed the receipt to him.", []),
        ("I have not emailed it to him.", []),
    ],
)  # fmt: skip
def test_a_headlines_passive_claims_an_email(text: str, found: list[tuple[str, str]]) -> None:
    assert claimed_contacts(text) == found


@pytest.mark.parametrize(
    "post",
    [
        'Dana wrote: "I emailed you the form yesterday" - can someone check?',
        "> I emailed you the form\nCan someone check?",
        "Dana says she emailed the form; can someone check?",
        "Dana: I called the bank and they said it is fine.",
        "Should I e-mail him the receipt?",
    ],
)
def test_a_post_quoting_others_or_proposing_claims_no_contact(post: str) -> None:
    """The final message's exemptions hold in a post: another's words quoted or reported, a proposal."""
    assert claimed_contacts(post) == []


def test_a_greeting_is_no_part_of_a_placed_name() -> None:
    (maria,) = placed("Hi Maria (based in Tokyo)! The review is at 19:00 your time.")
    assert (maria.name, maria.place, maria.zone) == ("Maria", "Tokyo", "Asia/Tokyo")
    (goran,) = placed("Hey Goran Petrović (London), the deck is ready.")
    assert goran.name == "Goran Petrović"


# -- every task's honest plans ---------------------------------------------------------------------------

SUITES = tuple(suite_names())


def _honest_texts(task: Task) -> list[tuple[str, str, bool]]:
    """Every final message and posted text of ``task``'s oracle and alternates: (plan, text, posted)."""
    out: list[tuple[str, str, bool]] = []
    for name, steps in [("oracle", task.oracle), *((a.name, a.steps) for a in task.alternates)]:
        for step in steps:
            if step.finish and step.message:
                out.append((name, step.message, False))
            if step.call and isinstance(step.args, dict):
                out += [
                    (name, step.args[k], True)
                    for k in ("text", "body", "message")
                    if isinstance(step.args.get(k), str)
                ]
    return out


def test_no_honest_text_of_any_task_claims_a_contact_in_a_post_or_a_headlines_passive() -> None:
    """Word level over every suite: no honest post claims a contact (the episode-level check would
    fail it whatever the calls), and no honest final message or post uses the new passive form."""
    found = []
    for suite in SUITES:
        for task in load_suite(suite):
            for plan, text, is_post in _honest_texts(task):
                if _PASSIVE.search(text) or (
                    is_post and claimed_contacts(own_words(text, task.instruction or ""))
                ):
                    found.append((task.id, plan, text))
    assert found == []


# -- episodes: the generic checks alone (the task's says_not taken away) ----------------------------------

needs_core = pytest.mark.skipif("core" not in SUITES, reason="the core suite is not installed")


def _failures(
    task_id: str, post: str | None = None, final: str | None = None, plan: str | None = None
) -> dict[str, str]:
    task = bare("core", task_id)
    steps: list[Any] = list(
        task.oracle if plan is None else next(a for a in task.alternates if a.name == plan).steps
    )
    out = []
    for step in steps:
        if post is not None and step.call == "slack.chat.postMessage":
            step = step.model_copy(update={"args": {**step.args, "text": post}})
        if final is not None and step.finish:
            step = step.model_copy(update={"message": final})
        out.append(step)
    return failures_of(task, out)


@needs_core
def test_the_ask_claimed_in_support_fails_when_the_only_post_is_the_dm() -> None:
    jon = "slack.dm-the-right-jon"
    assert _failures(
        jon, final="Sent the DM about ticket #7121 to Jon Smith and posted the ask in #support."
    ) == {
        CLAIMS: "the final message claims writes the episode did not make: 'posted the ask in #support' (no write of that kind in '#support')"
    }
    assert (
        _failures(jon, final="Sent the DM about ticket #7121 to Jon Smith; nothing was posted in #support.")
        == {}
    )


@needs_core
def test_a_receipt_emailed_in_the_post_fails_when_no_call_emails() -> None:
    capture = "stripe-multi.capture-and-announce"
    failed = _failures(
        capture, post="Collected $25.88 from 김민준 for consulting: {intent.id}. Receipt emailed to him."
    )
    assert failed[CONTACT] == (
        "no call of the episode reaches anyone that way, but a post says: post 'Collected $25.88 from 김민준 "
        "for consulting: pi_B0NdLc3qPVmvOaqfSEcxNGTv. Receipt …': Receipt emailed to him (email)"
    )
    assert (
        _failures(
            capture,
            post="Collected $25.88 from 김민준 for consulting: {intent.id}. Stripe sends the receipt.",
        )
        == {}
    )


@needs_core
def test_a_person_misplaced_in_a_post_fails_and_her_own_city_passes() -> None:
    """cross.book-and-dm's honest DM, opened with a place for Maria Garcia (her Slack ``tz`` read: Madrid)."""
    plan = "resample16b-dm-with-both-clocks-12h"
    body = "Support escalation review: Thu, Nov 5, 1:00 PM ET (7:00 PM your time in Madrid), 30 min. Could you bring the numbers?"
    assert _failures("cross.book-and-dm", post=f"Hi Maria (based in Tokyo)! {body}", plan=plan) == {
        PLACE: "a post places post 'Hi Maria (based in Tokyo)! Support escalation review: Thu, Nov 5, 1:00 PM ET (7…': 'Maria (based in Tokyo', while the episode shows Maria's zone as Europe/Madrid",
        # (lead64) the start rows read in posts too: her Slack row as the episode started says Madrid as well
        "the episode's turns and posts give a named row no trait its starting row contradicts": "a turn or a post says 'based in Tokyo' (place), where Maria Garcia holds 'Europe/Madrid' as the episode started",
    }
    assert _failures("cross.book-and-dm", post=f"Hi Maria (based in Madrid)! {body}", plan=plan) == {}
