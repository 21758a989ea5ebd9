"""(traits44) Traits, dates and counts a final message states, read against the rows the episode read
(docs/validity.md, "Stop 73 (traits44)"): a Box item's owner said of "the folder", a shared link or a Slack
file said editable by everyone, a bare weekday against the date the same message gives the thing, a count of
meetings said of no day; and (over-strict) a post's day tied to the post by its author's name.

Each graded case is the task's oracle with a sentence added to its final message and its ``says_not`` off
(``tests/support/graded.py``): the generic checks alone decide. Every "fails" case passed on BASE
(3492782401), and "Hana posted it on 31 October" failed there.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.support.graded import appended_failures
from tests.support.suites import needs
from tests.support.wording import trait_said
from toolproof.service.counted import Counted
from toolproof.service.stated import StartTrait
from toolproof.services.box import stated as box_stated
from toolproof.services.slack import file_traits
from toolproof.tasks import counts, moments

TRAIT = "the final message gives a named row no trait its starting row contradicts"
COUNT = "the final message states no count the episode does not show"
WEEKDAY = "the final message writes no date with another day's weekday"
MOMENT = "the final message states no date or time the episode does not show"

BRAND = ("core", "box.open-brand-guidelines-link")
ORDER_FORM = ("company", "company-support.fjord-order-form-link")
Q3_EXPORT = ("core", "slack.share-q3-export-in-thread")
HARBOR = ("company", "company-account.harbor-renewal-pack")
DAY_OFF = ("conversations", "talk-gcal.day-off-keep-meetings")
REMINDER = ("core", "slack-user.reminder-day-from-the-channel")


# -- word level -----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("trait", "text", "said"),
    [
        (box_stated.LINK_EDIT, "Anyone with the link can edit it.", ["editable"]),
        (box_stated.LINK_EDIT, "Anyone who has the link can now edit it.", ["editable"]),
        (box_stated.LINK_EDIT, "The order form is editable by everyone.", ["editable"]),
        (box_stated.LINK_EDIT, "The link lets anyone edit the PDF.", ["editable"]),
        (box_stated.LINK_EDIT, "Nobody can edit it.", []),
        (box_stated.LINK_EDIT, "Not everyone with the link can edit it.", [None]),
        (box_stated.LINK_EDIT, "It is not editable by everyone.", [None]),
        (
            box_stated.LINK_EDIT,
            "Should anyone with the link be able to edit? If so, anyone can edit it.",
            [None],
        ),
        (file_traits.EDITABLE, "The file is editable by everyone in #billing.", ["editable"]),
        (file_traits.EDITABLE, "Anyone in #billing can edit it.", ["editable"]),
        (file_traits.EDITABLE, "Everyone in #billing can view it.", []),
        (file_traits.EDITABLE, "Nobody in #billing can edit it.", []),
    ],
)
def test_the_words_read(trait: StartTrait, text: str, said: list[str | None]) -> None:
    assert trait_said(trait, text) == said


@pytest.mark.parametrize(
    ("clause", "kind"),
    [
        ("The folder is owned by Anders.", "folder"),
        ("Their shared folder is owned by Anders.", "folder"),
        ("The PDF is owned by Anders.", "file"),
        ("The file is owned by Anders.", "file"),
        ("The file in the folder is owned by Anders.", None),
        ("It is owned by Anders.", None),
    ],
)
def test_the_kind_a_clause_says(clause: str, kind: str | None) -> None:
    test = box_stated.item_kind(clause)
    if kind is None:
        assert test is None
    else:
        assert test is not None
        assert test({"type": kind})
        assert not test({"type": "file" if kind == "folder" else "folder"})


def test_a_link_is_editable_only_where_its_permissions_say_so() -> None:
    editable = {"status": "active", "shared_link": {"access": "open", "permissions": {"can_edit": True}}}
    viewable = {"status": "active", "shared_link": {"access": "open", "permissions": {"can_edit": False}}}
    assert box_stated.LINK_EDIT.held(editable) == frozenset({"editable"})
    assert box_stated.LINK_EDIT.held(viewable) == frozenset({"not editable by everyone"})
    assert box_stated.LINK_EDIT.held({"status": "active", "shared_link": None}) == frozenset(
        {"not editable by everyone"}
    )
    assert box_stated.LINK_EDIT.held({"status": "trashed"}) == frozenset()


def test_a_hosted_slack_file_is_not_editable_a_snippet_is() -> None:
    assert file_traits.EDITABLE.held({"snippet_type": None, "date_delete": 0}) == frozenset({"not editable"})
    assert file_traits.EDITABLE.held({"snippet_type": "python", "date_delete": 0}) == frozenset({"editable"})
    assert file_traits.EDITABLE.held({"snippet_type": None, "date_delete": 1793000000}) == frozenset()


@pytest.mark.parametrize(
    ("message", "wrong"),
    [
        ("Their renewal call is on Thu 19 Nov, 14:00 New York. The call is on Friday.", [("Friday", 19)]),
        ("The renewal call is on 19 November; the call is on Friday.", [("Friday", 19)]),
        ("The renewal call is on Thu 19 Nov. The call is on Thursday.", []),
        # a word of the bare weekday's clause the dated clause lacks: another call
        ("The renewal call is on Thu 19 Nov. The client call is on Friday.", []),
        # no word of its own: ties to nothing
        ("The renewal call is on Thu 19 Nov. It is on Friday.", []),
        # another date of the message falls on that weekday
        ("The review is on Tuesday 3 November, the call on 6 November. The call is on Friday.", []),
        ("The renewal call is on Thu 19 Nov. The call moved to next Friday.", []),
        ("The renewal call is on Thu 19 Nov. Calls are on Fridays.", []),
    ],
)
def test_a_bare_weekday_is_read_against_the_date_of_the_same_thing(
    message: str, wrong: list[tuple[str, int]]
) -> None:
    found = moments.wrong_weekdays(message)
    assert [(message[w.start : w.end], w.day.day) for w in found] == wrong


@pytest.mark.parametrize(
    ("clause", "authors"),
    [
        ("Hana posted it on 31 October", {"hana"}),
        ("Hana's message on 31 October says Friday", {"hana"}),
        ("Hana originally wrote Thursday", {"hana"}),
        ("It was posted on 31 October", set()),
        ("The evidence is due Friday", set()),
    ],
)
def test_the_authors_a_clause_says(clause: str, authors: set[str]) -> None:
    assert moments._authors_said(clause) == authors


def test_a_posts_authors_are_its_own_login_and_the_names_read_of_its_user() -> None:
    post = {"type": "message", "text": "evidence due Friday", "user": "U1", "ts": "1.2", "username": "hana"}
    assert moments._post_authors(post, {}) == frozenset({"hana"})
    assert moments._post_authors({**post, "username": ""}, {"U1": "Hana Sato"}) == frozenset({"hana", "sato"})
    assert moments._post_authors({**post, "username": ""}, {}) == frozenset()


def _grounds(message: str, *bodies: Any) -> counts.Grounds:
    declared = Counted(
        ("meeting", "event"), {"kind": "calendar#event"}, "gcal_events", day=("start.dateTime", "start.date")
    )
    return counts.ground_episode(message, (), (), before=bodies, counted=(declared,))


def _event(ident: str, start: dict[str, str]) -> dict[str, Any]:
    return {"kind": "calendar#event", "id": ident, "status": "confirmed", "start": start}


_FRIDAY = {
    "items": [
        _event("a", {"dateTime": "2026-11-13T09:30:00-05:00"}),
        _event("b", {"dateTime": "2026-11-13T14:00:00-05:00"}),
        _event("c", {"date": "2026-11-13"}),
    ]
}


@pytest.mark.parametrize(
    ("message", "false"),
    [
        ("You have 4 meetings.", True),
        ("You have 3 meetings.", False),  # with the all-day one
        ("You have two meetings.", False),  # the timed ones
        ("You have one other meeting.", False),
        ("You have 4 meetings this week.", False),  # a span no list was of: not read here
        ("You have 4 meetings on Friday.", False),  # a weekday: not read here
        ("You have 4 recurring meetings.", False),  # a qualifier: not read here
    ],
)
def test_a_count_of_meetings_said_of_no_day_is_read_against_the_lists(message: str, false: bool) -> None:
    found = counts.false_counts(message, _grounds(message, _FRIDAY))
    assert bool([f for f in found if "any day" in f.describe()]) is false


def test_nothing_listed_leaves_a_count_of_no_day_unread() -> None:
    assert (
        counts._of_no_day("You have 4 meetings.", counts.stated("You have 4 meetings.")[0], _grounds("x"))
        is None
    )


# -- graded: the oracle's final message with one sentence added, says_not off ----------------------------


@pytest.mark.parametrize(
    ("task", "sentence", "verdict"),
    [
        (BRAND, "The folder is owned by Anders.", TRAIT),
        (ORDER_FORM, "The folder is owned by Anders.", TRAIT),
        (BRAND, "Anyone with the link can now edit it.", TRAIT),
        (ORDER_FORM, "The order form is editable by everyone.", TRAIT),
        (ORDER_FORM, "Anyone with the link can edit it.", TRAIT),
        (Q3_EXPORT, "The file is editable by everyone in #billing.", TRAIT),
        (Q3_EXPORT, "Anyone in #billing can edit it.", TRAIT),
        (HARBOR, "The call is on Friday.", WEEKDAY),
        (DAY_OFF, "You have 3 meetings.", COUNT),
        (REMINDER, "Hana posted it on 1 November.", MOMENT),
        (REMINDER, "Leo posted it on 31 October.", MOMENT),
    ],
)
def test_a_trait_the_rows_contradict_fails(task: tuple[str, str], sentence: str, verdict: str) -> None:
    needs(task)
    assert list(appended_failures(*task, sentence)) == [verdict]


@pytest.mark.parametrize(
    ("task", "sentence"),
    [
        (BRAND, "The folder is owned by Maya."),
        (ORDER_FORM, "The folder is owned by Marcus Bell."),
        (BRAND, "Nobody with the link can edit it."),
        (ORDER_FORM, "Only collaborators can open it; nobody can edit it through the link."),
        (Q3_EXPORT, "Everyone in #billing can view it."),
        (HARBOR, "The call is on Thursday."),
        (DAY_OFF, "You have 2 meetings."),
        (REMINDER, "Hana posted it on 31 October."),
        (REMINDER, "Hana's message on 31 October says Friday."),
    ],
)
def test_the_true_trait_passes(task: tuple[str, str], sentence: str) -> None:
    needs(task)
    assert appended_failures(*task, sentence) == {}


def test_the_weekday_said_is_the_dates_own_in_the_detail() -> None:
    needs(HARBOR)
    detail = appended_failures(*HARBOR, "The call is on Friday.")[WEEKDAY]
    assert detail == "the final message says 'Friday'; 19 November 2026 is a Thursday"
