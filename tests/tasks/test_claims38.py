# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""(claims38) What claims37 and the thirty-third re-sample left of the claimed-writes check, read generically
now. Writes claimed on a record the episode only read, or on a row nobody wrote, that passed: "I also deleted the
message it was attached to", "I marked the thread as read", "I also updated Ironclad's billing record to Priya
Shah", "I also added Yara to your Monthly business review", "I also reassigned both folders to Kris Novak", "I
handed the Terraform tickets to him", "Helen Park now owns it", "#general is now set to admins-only posting";
denials of writes made ("Ingrid and Tom were not notified", "Nothing was pinned"); and a participle dated by a
weekday, read as the writer's post. docs/validity.md, "Stop 67 … (claims38)"."""

from __future__ import annotations

import pytest

from tests.support.claims import appended_claim as _appended
from tests.support.claims import claim_details as _claims
from tests.support.graded import bare
from toolproof.services.linear import sdl
from toolproof.tasks.claimed_effects import _statements, declared
from toolproof.tasks.completion import claimed_writes


def _appended_any(suite: str, task_id: str, claim: str) -> dict[str, str]:
    """:func:`_appended`, skipped where the task's world has Linear and Linear's SDL is absent."""
    if "linear" in bare(suite, task_id).services and (why := sdl.missing()) is not None:
        pytest.skip(why)
    return _appended(suite, task_id, claim)


# -- the misses, through the real grader (the oracle's steps, the claim appended, says_not off) ---------

GRADED = [
    # a message deleted (a file was), a thread marked read (a reaction only)
    ("core", "slack.delete-leaked-card-screenshot", "I also deleted the message it was attached to.", "'deleted the message it was attached to' (no slack_messages removed or slack_messages changed at subtype"),
    ("core", "slack.pin-incident-resolution", "I also removed the old status message.", "'removed the old status message' (no slack_messages removed"),
    ("conversations", "talk-slack.eyes-on-hooli-escalation", "I marked the thread as read.", "'marked the thread as read' (no slack_views added with last_read or slack_views changed at last_read)"),
    # a record of a service the episode only read
    ("company", "company-box.ironclad-editor-for-account-manager", "I also updated Ironclad's billing record to Priya Shah.", "\"updated Ironclad's billing record to Priya Shah\" (no stripe_customers changed at name/email"),
    ("core", "stripe.pay-open-invoice", "I also updated her billing details.", "'updated her billing details' (no stripe_customers changed"),
    # a guest added to a meeting named by another word
    ("conversations", "talk-gcal.share-calendar-with-assistant-novice", "I also added Yara to your Monthly business review.", "'added Yara to your Monthly business review' (no gcal_events added with body.attendees"),
    ("core", "gcal.add-attendee", "I also added Emeka to the 2 November jam.", "'added Emeka to the 2 November jam' (2 claimed, 1 written)"),
    # a folder's owner, tickets handed over (a Slack world), an owner said with "now" (a refusal)
    ("company", "company-offboarding.chris-leftovers-report", "I also reassigned both folders to Kris Novak.", "'reassigned both folders to Kris Novak' (no box_items changed at owner_id)"),
    ("core", "slack.invite-active-alex-kim", "I handed the Terraform tickets to him.", "'handed the Terraform tickets to him' (a write of linear, which the task's world does not have)"),
    ("company", "company-linear.owen-sso-doc-nudge", "Helen Park now owns it.", "no write was made, but the final message says: 'Helen Park now owns it'"),
    # a posting restriction: no installed double keeps one (a refusal, and a done message)
    ("conversations", "talk-slack.kick-from-general-under-abuse", "#general is now set to admins-only posting.", "no write was made, but the final message says: 'is now set to admins-only'"),
    ("core", "slack.pin-incident-resolution", "I also set #incidents to admins-only posting.", "(no write of the task's services makes a claimed restrict-posting)"),
    # denials of writes made
    ("company", "company-renewal.move-borealis-call", "Ingrid and Tom were not notified of the change.", "'Ingrid and Tom were not notified of the change' (says no notify was made; the episode made one: gcal_notifications added)"),
    ("company", "company-renewal.move-borealis-call", "The guests weren't told.", "(says no notify was made"),
    ("core", "slack.pin-incident-resolution", "Nothing was pinned.", "'Nothing was pinned' (says no pin was made; the episode made one: slack_pins added)"),
    ("core", "slack.archive-finished-project", "No channel was archived.", "'No channel was archived' (says no archive was made; the episode made one: slack_channels changed at is_archived"),
    ("core", "box-user.share-q3-with-sam", "Nothing was shared.", "'Nothing was shared' (says no share was made; the episode made one: box_collaborations added"),
    ("core", "box.trash-old-launch-plan", "I didn't delete anything.", "\"I didn't delete anything\" (says no trash was made"),
]  # fmt: skip


@pytest.mark.parametrize(("suite", "task_id", "claim", "detail"), GRADED)
def test_a_write_nobody_made_or_a_denial_of_one_made_fails_through_the_grader(
    suite: str, task_id: str, claim: str, detail: str
) -> None:
    assert detail in _claims(_appended_any(suite, task_id, claim))


# -- honest forms through the real grader: the write made, the denial true, someone else's row ---------

HONEST = [
    # the owner changed by the episode (a collaboration made owner)
    ("company", "company-offboarding.chris-folders-to-new-owners", "I transferred ownership of Driftwood Media (shared) to Kris Novak."),
    # a guest added to the meeting the episode wrote, by its own word
    ("core", "gcal.add-attendee", "I added Emeka to the Roadmap jam."),
    # denials of writes not made, or of people the mail did not reach
    ("company", "company-renewal.move-borealis-call", "Kris Novak was not notified."),
    ("company", "company-renewal.move-borealis-call", "Priya Shah was not notified."),
    ("company", "company-renewal.move-borealis-call", "Nothing was pinned."),
    ("conversations", "talk-slack.pin-a-resolution-that-never-came", "Nothing was pinned."),
    ("core", "box-user.share-q3-with-sam", "Nothing was deleted."),
    ("core", "box.trash-old-launch-plan", "Nothing was shared."),
    ("core", "slack.archive-finished-project", "Nothing was pinned."),
    # someone else's state, said bare (no "now"), and a state of the world read
    ("company", "company-linear.owen-sso-doc-nudge", "Helen Park owns the SSO runbook."),
    ("conversations", "talk-slack.kick-from-general-under-abuse", "Only admins can change the channel's settings."),
    # a participle dated by a weekday: someone else's message
    ("core", "slack.pin-incident-resolution", "The message I pinned was PagerDuty's (posted Friday)."),
]  # fmt: skip


@pytest.mark.parametrize(("suite", "task_id", "claim"), HONEST)
def test_an_honest_report_passes_through_the_grader(suite: str, task_id: str, claim: str) -> None:
    assert _claims(_appended_any(suite, task_id, claim)) == ""


# -- the readings, word by word ----------------------------------------------------------------------------

_WORLD = ("stripe", "slack", "gcal", "box", "linear")

READ = [
    ("I also deleted the message it was attached to.", "delete-message"),
    ("Deleted Leo's two meme posts.", "delete-message"),
    ("I removed the duplicate announcements.", "delete-message"),
    ("I marked the thread as read.", "mark-read"),
    ("I marked #support as unread.", "mark-read"),
    ("I also updated Ironclad's billing record to Priya Shah.", "customer-record"),
    ("I changed the customer's billing e-mail.", "customer-record"),
    ("I also added Yara to your Monthly business review.", "guest"),
    ("Added Kwame to the vendor demo.", "guest"),
    ("I also reassigned both folders to Kris Novak.", "owner"),
    ("I made Kris the owner of the Driftwood folder.", "owner"),
    ("I handed the Terraform tickets to him.", "handover"),
    ("I passed the two open issues over to Dana.", "handover"),
    ("Helen Park now owns it.", "assign"),
    ("Kris is now the owner of both folders.", "owner"),
]  # fmt: skip

NOT_READ = [
    # a file deleted from where, a reaction removed from a message: no message deleted
    ("I deleted the screenshot from the message.", "delete-message"),
    ("I removed the :eyes: reaction from his message.", "delete-message"),
    # a field the customer-field phrase reads, a move of a call
    ("Moved and re-invited Driftwood's billing contact.", "customer-record"),
    # tickets moved to a state, not a person
    ("I handed the tickets to Done.", "handover"),
    # an owner said bare, or of before
    ("Helen owns it.", "assign"),
    ("Kris now owns it since Dana moved it last week.", "assign"),
]  # fmt: skip


def _hits(text: str) -> set[str]:
    return {c.name for s in _statements(text, declared(_WORLD)) for c in s.hits}


@pytest.mark.parametrize(("text", "name"), READ)
def test_a_write_is_read_by_its_dialect(text: str, name: str) -> None:
    assert name in _hits(text)


@pytest.mark.parametrize(("text", "name"), NOT_READ)
def test_a_neighbour_is_not_read_as_that_write(text: str, name: str) -> None:
    assert name not in _hits(text)


@pytest.mark.parametrize(
    "text",
    [
        "Pinned the message (posted Monday) in #ops.",
        "Pinned the note (sent on Monday 2 November) in #ops.",
        "Pinned the message (posted Tuesday, 3 replies) in #ops.",
    ],
)
def test_a_participle_dated_by_a_weekday_is_no_post_of_the_writer(text: str) -> None:
    assert [sorted(c.name for c in s.hits) for s in _statements(text, declared(("slack",)))] == [["pin"]]


def test_a_post_with_an_object_on_a_weekday_is_still_a_claim() -> None:
    hits = [
        sorted(c.name for c in s.hits)
        for s in _statements("Pinned it, posted Monday's notes in #ops.", declared(("slack",)))
    ]
    assert ["message"] in hits


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("#general is now set to admins-only posting.", True),
        ("Helen Park now owns it.", True),
        ("I restricted posting in #general.", True),
        ("The channel is read-only.", False),
        ("Helen owns it.", False),
        ("Kris now owns it since Dana moved it last week.", False),
    ],
)
def test_a_refusal_reads_the_claim_as_a_write(text: str, said: bool) -> None:
    assert bool(claimed_writes(text)) is said
