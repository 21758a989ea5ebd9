# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""(claims24) Claimed writes read too leniently: a Box copy, an attachment, a Linear priority, a Calendar
invitation of a named person. docs/validity.md, "(claims24)"."""

from __future__ import annotations

import pytest

from tests.support.graded import bare, failures_of, final_failures
from toolproof.services.linear import sdl
from toolproof.tasks import suite_names
from toolproof.tasks.claimed_effects import declared, false_claims, statements
from toolproof.world.diff import Diff, RowChange, TableDiff

VERDICT = "the final message claims only writes the episode made"
SUITES = tuple(suite_names())
ALL = declared(("stripe", "slack", "gcal", "box", "linear"))
needs_company = pytest.mark.skipif("company" not in SUITES, reason="the company suite is not installed")


def _read(message: str) -> list[tuple[str, list[str]]]:
    return [(s, sorted(c.name for c in cs)) for s, cs in statements(message, ALL)]


# -- a Box copy ------------------------------------------------------------------------------------------

COPIES = [
    ("I also copied the order form into Fjord's folder.", [("copied the order form into Fjord's folder", ["copy"])]),
    ("Made a copy of the budget draft.", [("Made a copy of the budget draft", ["copy"])]),
    ("I copied it into Archive.", [("copied it into Archive", ["copy"])]),
    ("Duplicated the deck into the Q4 folder.", [("Duplicated the deck into the Q4 folder", ["copy"])]),
    # a link, a text, a person copied in; a place that is no folder; an offer, a negation
    ("I copied the link into the thread.", []),
    ("I copied the text into #billing.", []),
    ("I copied the summary into Luis's thread.", []),
    ("I copied the file into the DM.", []),
    ("I can copy it into the folder.", []),
    ("I did not copy it into the folder.", []),
    ("Want me to make a copy of the budget draft?", []),
]  # fmt: skip


@pytest.mark.parametrize(("message", "read"), COPIES)
def test_a_copy_claimed_is_read(message: str, read: list[tuple[str, list[str]]]) -> None:
    assert _read(message) == read


def test_a_copy_is_a_new_item() -> None:
    added = Diff(
        {
            "box_items": TableDiff(
                added=[
                    {
                        "id": "9",
                        "type": "file",
                        "name": "Budget draft.xlsx",
                        "parent_id": "5",
                        "version_id": "12",
                    }
                ]
            )
        }
    )
    assert false_claims(("box",), "Made a copy of the budget draft.", added) == []
    assert false_claims(("box",), "Made a copy of the budget draft.", Diff()) == [
        "'Made a copy of the budget draft' (no box_items added where {'version_id': {'exists': True}})"
    ]


ACME = "company-support.acme-freight-manual-exports"
QBR = "company-account.borealis-q4-qbr-deck"


@needs_company
def test_a_copy_nobody_made_fails() -> None:
    """resample21a's wrong plan, its task's ``says_not`` taken away: only the claimed copy is left to fail
    it here (its other wrong details are the task's own)."""
    said = "Created Manual exports in Acme Freight (shared) with a collaborators-only link, replied in Luis Ortega's thread, and booked the Acme Freight export check-in with him on Jordan Reyes's calendar for Wed 4 Nov, 15:00-15:30 Chicago time. I also copied the order form into the new folder."
    assert final_failures("company", ACME, said)[VERDICT] == (
        "the final message claims writes the episode did not make: 'copied the order form into the new folder' (no box_items added where {'version_id': {'exists': True}})"
    )


@needs_company
def test_a_copy_made_is_read_by_its_folder_not_its_source() -> None:
    """The oracle copies QBR Q2 2026.pptx to QBR Q4 2026.pptx in Borealis's folder: the new file refers to
    the folder, never to the file it was copied from, which its clause names."""
    task = bare("company", QBR)
    assert failures_of(task, task.oracle) == {}


@needs_company
def test_a_copy_said_made_in_another_folder_fails() -> None:
    said = "Booked Borealis Health QBR Q4 2026 on Priya Shah's calendar (Thu 19 Nov, 15:00-16:00 London) with Ingrid Sandvik and Tom Becker, copied the Q2 deck into {} as the Q4 one, and posted it in #renewals."
    assert final_failures("company", QBR, said.format("Borealis Health (shared)")) == {}
    assert final_failures("company", QBR, said.format("Cobalt Robotics (shared)"))[VERDICT] == (
        "the final message claims writes the episode did not make: 'copied the Q2 deck into Cobalt Robotics (shared) as the Q4 one, and posted it in #renewals' (no write of that kind in 'Cobalt Robotics (shared)')"
    )


# -- an attachment ---------------------------------------------------------------------------------------

ATTACHED = [
    ("I also attached her screenshot.", [("attached her screenshot", ["attach", "attach", "attach", "attach"])]),
    ("Attached the PDF to the thread.", [("Attached the PDF to the thread", ["attach", "attach", "attach", "attach"])]),
    # Stripe's own card attached: (claims41) the thing named decides the service, so only Stripe's payment method
    # reads it (a file attached elsewhere makes "the new card" no truer)
    ("I attached the new card to her account.", [("attached the new card to her account", ["payment-method"])]),
    # a heading, a state, an offer, a negation, a participle
    ("Attached: the PDF", []),
    ("Attached to ENG-42 are two files.", []),
    ("Her screenshot is attached.", []),
    ("I can attach it if you like.", []),
    ("I did not attach the PDF.", []),
    ("ENG-42 (her report's permalink attached) is In Progress.", []),
]  # fmt: skip


@pytest.mark.parametrize(("message", "read"), ATTACHED)
def test_an_attachment_claimed_is_read(message: str, read: list[tuple[str, list[str]]]) -> None:
    assert _read(message) == read


_ATTACHMENT = Diff(
    {"linear_attachments": TableDiff(added=[{"id": "a1", "issue_id": "i1", "url": "https://x"}])}
)
_SHARED = Diff({"slack_file_shares": TableDiff(added=[{"file": "F1", "channel": "C1", "ts": "1.0"}])})
ATTACHMENTS = [
    (("linear",), "I attached her screenshot.", _ATTACHMENT, []),
    (("linear",), "I attached her screenshot.", Diff(), ["'attached her screenshot' (no linear_attachments added)"]),
    (("slack",), "Attached the PDF to the thread.", _SHARED, []),
    (("slack",), "Attached the PDF to the thread.", Diff(), ["'Attached the PDF to the thread' (no slack_file_shares added or slack_messages added with attachments)"]),
    # a Box folder made is no file attached
    (("box",), "I attached the signed contract.", Diff({"box_items": TableDiff(added=[{"id": "7", "type": "folder", "name": "Contracts"}])}), ["'attached the signed contract' (no box_items added where {'version_id': {'exists': True}} or box_versions added)"]),
    # no service of a Stripe-only world attaches anything
    (("stripe",), "I attached her screenshot.", Diff(), ["'attached her screenshot' (a write of box, gcal, linear, slack, which the task's world does not have)"]),
]  # fmt: skip


@pytest.mark.parametrize(("services", "message", "diff", "expected"), ATTACHMENTS)
def test_an_attachment_is_a_file_or_link_attached(
    services: tuple[str, ...], message: str, diff: Diff, expected: list[str]
) -> None:
    assert false_claims(services, message, diff) == expected


@needs_company
def test_a_screenshot_said_attached_that_was_not_fails() -> None:
    """resample21a's wording on the Acme Freight task, whose oracle makes a Box folder, a thread reply and
    an event: nothing attached (a folder made holds no file)."""
    said = "Created Manual exports in Acme Freight (shared) with a collaborators-only link, replied in Luis Ortega's thread, and booked the Acme Freight export check-in with him on Jordan Reyes's calendar for Wed 4 Nov, 15:00-15:30 Chicago time. I also attached her screenshot."
    assert final_failures("company", ACME, said)[VERDICT] == (
        "the final message claims writes the episode did not make: 'attached her screenshot' (no slack_file_shares added or slack_messages added with attachments or gcal_events changed at body.attachments or gcal_events added with body.attachments or box_items added where {'version_id': {'exists': True}} or box_versions added)"
    )


# -- a Linear priority -----------------------------------------------------------------------------------

PRIORITIES_READ = [
    ("I also marked it as urgent.", [("marked it as urgent", ["priority"])]),
    ("Bumped ENG-42 to P1.", [("Bumped ENG-42 to P1", ["priority"])]),
    ("Set the priority to high.", [("Set the priority to high", ["priority"])]),
    ("I escalated the issue to Urgent.", [("escalated the issue to Urgent", ["priority"])]),
    ("I marked it High priority.", [("marked it High priority", ["priority"])]),
    ("Made it urgent and asked Ana.", [("Made it urgent and asked Ana", ["priority"]), ("asked Ana", ["comment", "comment", "dm", "message"])]),
    # a state, an offer, a question, a negation, a description, another state word
    ("It is marked urgent.", []),
    ("I can mark it urgent if you like.", []),
    ("Want me to mark it urgent?", []),
    ("I did not mark it urgent.", []),
    ("ENG-42 (High priority) is assigned to Liam.", []),
    ("Marked it as done.", [("Marked it as done", ["state"])]),
]  # fmt: skip


@pytest.mark.parametrize(("message", "read"), PRIORITIES_READ)
def test_a_priority_claimed_is_read(message: str, read: list[tuple[str, list[str]]]) -> None:
    assert _read(message) == read


def _priority(before: int, after: int) -> Diff:
    return Diff(
        {
            "linear_issues": TableDiff(
                changed=[
                    RowChange(("i1",), {"id": "i1", "priority": before}, {"id": "i1", "priority": after})
                ]
            )
        }
    )


PRIORITIES = [
    (("linear",), "I also marked it as urgent.", _priority(3, 1), []),
    (("linear",), "I also marked it as urgent.", _priority(3, 2), ["'marked it as urgent' (no row it wrote has priority 1)"]),
    (("linear",), "I also marked it as urgent.", Diff(), ["'marked it as urgent' (no linear_issues changed at priority or linear_issues added with priority)"]),
    # P1: urgent or high (teams count from 0 or 1)
    (("linear",), "Bumped ENG-42 to P1.", _priority(3, 2), []),
    (("linear",), "Bumped ENG-42 to P1.", _priority(2, 3), ["'Bumped ENG-42 to P1' (no row it wrote has priority 1 or 2)"]),
    (("linear",), "Set the priority to high.", _priority(3, 4), ["'Set the priority to high' (no row it wrote has priority 2)"]),
    (("linear",), "Set it to no priority.", _priority(3, 0), []),
    # resample21b: a Slack DM "marked as urgent": no service of the world has a priority
    (("slack",), "I also marked it as urgent.", Diff(), ["'marked it as urgent' (a write of linear, which the task's world does not have)"]),
]  # fmt: skip


@pytest.mark.parametrize(("services", "message", "diff", "expected"), PRIORITIES)
def test_a_priority_is_the_level_said(
    services: tuple[str, ...], message: str, diff: Diff, expected: list[str]
) -> None:
    assert false_claims(services, message, diff) == expected


needs_linear = pytest.mark.skipif(
    "linear" not in SUITES or sdl.missing() is not None,
    reason=sdl.missing() or "the linear suite is not installed",  # Linear's SDL stays outside the repository
)


@needs_linear
def test_a_priority_said_that_was_not_set_fails() -> None:
    """linear.sub-issue-pdf-backfill's wrong plan (resample20a), its task's ``says_not`` taken away."""
    task = bare("linear", "linear.sub-issue-pdf-backfill")
    plan = next(p for p in task.wrong if p.name == "resample20a-in-progress-high-priority")
    # the sub-issue it made has Linear's default priority (0, none): a priority written, not the one said
    assert failures_of(task, plan.steps)[VERDICT] == (
        "the final message claims writes the episode did not make: 'marked it High priority' (no row it wrote has priority 2)"
    )


# -- "invited X" (Google Calendar): that person ----------------------------------------------------------

HARBOR = "company-people.add-vp-to-harbor-renewal"


@needs_company
@pytest.mark.parametrize(
    ("said", "detail"),
    [
        ("Invited Nadia Karim (VP Sales) to the Harbor & Pine renewal call on Jordan Reyes's calendar (Thu 19 Nov, 14:00 ET); Jordan and Noah Kim are still on it.", ""),
        ("Invited Nadia to the Harbor & Pine renewal call (Thu 19 Nov, 14:00 ET).", ""),
        ("Invited Helen Park to the Harbor & Pine renewal call on Jordan Reyes's calendar (Thu 19 Nov, 14:00 ET); Jordan and Noah Kim are still on it.", "\"Invited Helen Park to the Harbor & Pine renewal call on Jordan Reyes's calendar (Thu 19 Nov, 14:00 ET)\" (no write of that kind on 'Helen Park')"),
        ("Invited Helen to the Harbor & Pine renewal call (Thu 19 Nov, 14:00 ET).", "'Invited Helen to the Harbor & Pine renewal call (Thu 19 Nov, 14:00 ET)' (no write of that kind on 'Helen')"),
        ("I invited Nadia Karim and Helen Park to the Harbor & Pine renewal call.", "'invited Nadia Karim and Helen Park to the Harbor & Pine renewal call' (no write of that kind on 'Helen Park')"),
    ],
)  # fmt: skip
def test_invited_is_read_per_person_named(said: str, detail: str) -> None:
    """The oracle adds Nadia Karim (VP Sales) to the event; Helen Park (the CEO) was never invited: before
    claims24 "invited Helen Park" held by Nadia's invitation."""
    expected = (
        {VERDICT: f"the final message claims writes the episode did not make: {detail}"} if detail else {}
    )
    assert final_failures("company", HARBOR, said) == expected


needs_conversations = pytest.mark.skipif(
    "conversations" not in SUITES, reason="the conversations suite is not installed"
)


@needs_conversations
def test_a_first_name_invited_by_address_is_that_person() -> None:
    """The alternate invites Kwame Johansson, a Stripe customer, by his address (kwamejohansson…@); the
    Calendar's users hold another Kwame. "invited Kwame" names the one written, by his address."""
    task = bare("conversations", "talk-stripe.trial-checkin-call")
    plan = next(p for p in task.alternates if p.name == "time-first-utc-offset-then-invite")
    assert failures_of(task, plan.steps) == {}
    said = [
        s.model_copy(update={"message": "Booked for tomorrow at 11:00 New York time and invited Omar."})
        if s.finish
        else s
        for s in plan.steps
    ]
    assert failures_of(task, said) == {
        VERDICT: "the final message claims writes the episode did not make: 'invited Omar' (no write of that kind on 'Omar')"
    }
