"""(posts10) "notified the attendees" is Google Calendar's mail (``sendUpdates``), not any Slack post.

acts.py read "notified" as a ``notify`` act, made true by any write that notifies: a Slack message
anywhere, or a guest added to an event, although Google tells guests only when the write asks it to.
Google Calendar now declares the guests' notification (``services/gcal/claims.py``, ``notify``): said of
the attendees, guests or invitees with no channel named, it is true only by a ``gcal_notifications``
row; said with its channel ("in #launch", "on Slack", "by DM") it is an act a Slack post makes true; a
guest added is an invitation, no notification.

(speech11) Said with no channel, it is true too where the episode's posts or DMs name or mention every
guest of an event it wrote (``tasks/audience.py``): a post that names nobody, or only some of them, or
only the calendar's own user, still leaves it false."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from toolproof.tasks.claimed_effects import declared, false_claims, statements
from toolproof.tasks.names import Name, NameIndex
from toolproof.world.diff import Diff, TableDiff

BOTH = ("gcal", "slack")
EVENT: dict[str, Any] = {
    "calendar_id": "alice@orbital.example",
    "id": "e1",
    "start_ts": 1,
    "body": {"summary": "Sync", "attendees": [{"email": "maria@northwind.example"}]},
}
POST: dict[str, Any] = {"channel": "C01", "ts": "1.0", "text": "The sync moved to 3 PM."}
MAIL: dict[str, Any] = {"email": "maria@northwind.example", "event_id": "e1", "kind": "invitation"}


@pytest.mark.parametrize(
    ("message", "names"),
    [
        ("I notified the attendees.", [["notify"]]),
        ("Moved it to Friday and told the guests.", [["reschedule"], ["notify"]]),
        ("I also notified all the attendees of the change.", [["notify"]]),
        ("Posted in #launch to let them know.", [["message"]]),
        ("Let the attendees know about the new time.", []),  # a request to the reader
    ],
)
def test_how_notifying_the_guests_is_read(message: str, names: list[list[str]]) -> None:
    found = statements(message, declared(BOTH))
    assert [[c.name for c in hits] for _s, hits in found] == names


def test_the_guests_notified_is_true_only_by_googles_mail() -> None:
    posted = Diff({"gcal_events": TableDiff(added=[EVENT]), "slack_messages": TableDiff(added=[POST])})
    assert false_claims(BOTH, "I notified the attendees.", posted) == [
        "'notified the attendees' (no gcal_notifications added)"
    ]
    mailed = Diff({"gcal_events": TableDiff(added=[EVENT]), "gcal_notifications": TableDiff(added=[MAIL])})
    assert false_claims(BOTH, "I notified the attendees.", mailed) == []


def test_with_its_channel_named_a_post_makes_it_true() -> None:
    posted = Diff({"gcal_events": TableDiff(added=[EVENT]), "slack_messages": TableDiff(added=[POST])})
    assert false_claims(BOTH, "Notified the attendees in #launch.", posted) == []
    assert false_claims(BOTH, "Posted in #launch to let them know.", posted) == []
    assert false_claims(
        ("gcal",), "Notified the attendees in #launch.", Diff({"gcal_events": TableDiff(added=[EVENT])})
    ) == ["'Notified the attendees in #launch' (no gcal_notifications added)"]


def test_an_invitation_is_no_notification() -> None:
    invited = Diff({"gcal_events": TableDiff(added=[EVENT])})
    assert false_claims(("gcal",), "I invited Maria and notified her.", invited) == [
        "'notified her' (no gcal_notifications added)"
    ]
    assert false_claims(("gcal",), "I invited Maria.", invited) == []


def _with(post: str, channel: str = "C01", guests: list[dict[str, Any]] | None = None) -> Diff:
    event = {**EVENT, "body": {**EVENT["body"], "attendees": guests or EVENT["body"]["attendees"]}}
    row = {**POST, "channel": channel, "text": post}
    return Diff({"gcal_events": TableDiff(added=[event]), "slack_messages": TableDiff(added=[row])})


#: A Slack user whose address is the guest's: a mention of U07 or her real name names her.
INDEX = NameIndex(
    (Name("slack_users", "real_name", ("U07",), "Maria Lopez", ("maria@northwind.example",)),),
    people=frozenset({"slack_users"}),
)
UNMADE = ["'notified the attendees' (no gcal_notifications added)"]


@pytest.mark.parametrize(
    ("post", "channel", "index", "unmade"),
    [
        ("Maria, the sync moved to 3 PM.", "C01", None, []),  # the guest's own displayName
        ("maria@northwind.example: the sync moved to 3 PM.", "C01", None, []),
        ("<@U07> the sync moved to 3 PM.", "C01", INDEX, []),
        ("Maria Lopez: the sync moved to 3 PM.", "D07", INDEX, []),
        ("Hi Maria, the sync moved to 3 PM.", "D07", INDEX, []),
        # names nobody, or a mention nothing resolves, or someone else: the guests were not told
        ("@here the sync moved to 3 PM.", "C01", INDEX, UNMADE),
        ("<@U07> the sync moved to 3 PM.", "C01", None, UNMADE),
        ("<@U08> the sync moved to 3 PM.", "C01", INDEX, UNMADE),
        ("Alice moved the sync to 3 PM.", "C01", INDEX, UNMADE),
        ("the sync moved to 3 PM, maria.", "C01", INDEX, UNMADE),  # a first name only as written
    ],
)
def test_a_post_that_names_or_mentions_the_guests_notified_them(
    post: str, channel: str, index: NameIndex | None, unmade: list[str]
) -> None:
    guests = [{"email": "maria@northwind.example", "displayName": "Maria" if index is None else ""}]
    diff = _with(post, channel, guests)
    assert false_claims(BOTH, "Moved the sync and notified the attendees.", diff, index) == unmade


GUESTS = [
    ("maria@northwind.example", "Maria Lopez"),
    ("jon.park@northwind.example", "Jon Park"),
    ("dana@kestrel.example", "Dana Whit"),
]
#: How a post may say a guest: by address, whole name, first name.
FORMS = [lambda g: g[0], lambda g: g[1], lambda g: "Hi " + g[1].split()[0]]


@settings(max_examples=120, deadline=None)
@given(
    st.lists(st.booleans(), min_size=3, max_size=3),
    st.lists(st.sampled_from(range(len(FORMS))), min_size=3, max_size=3),
    st.booleans(),
)
def test_the_claim_holds_only_when_every_guest_is_named(
    named: list[bool], forms: list[int], room: bool
) -> None:
    """Every guest named (in any form) makes it true; one left out leaves it false; a room and the
    calendar's own user are nobody to tell."""
    guests: list[dict[str, Any]] = [{"email": e, "displayName": n} for e, n in GUESTS]
    guests.append({"email": "alice@orbital.example", "organizer": True})
    if room:
        guests.append({"email": "room-4@resource.example", "displayName": "Room 4", "resource": True})
    said = [FORMS[f](g) for g, f, on in zip(GUESTS, forms, named, strict=True) if on]
    diff = _with(", ".join([*said, "the sync moved to 3 PM."]), "C01", guests)
    unmade = false_claims(BOTH, "I notified the attendees.", diff)
    assert unmade == ([] if all(named) else ["'notified the attendees' (no gcal_notifications added)"])


#: (names13) One address, two rows: Mei Tanaka's Slack user, and the Stripe customer Cobalt Robotics
#: whose billing address is hers (a company's billing contact). Only the person's row is a person.
SHARED = NameIndex(
    (
        Name("slack_users", "real_name", ("U09",), "Mei Tanaka", ("mei@cobalt.example",)),
        Name("stripe_customers", "name", ("cus_C",), "Cobalt Robotics", ("mei@cobalt.example",)),
        Name("stripe_customers", "email", ("cus_C",), "mei@cobalt.example", ("mei@cobalt.example",)),
    ),
    people=frozenset({"slack_users"}),
)


@pytest.mark.parametrize(
    ("post", "unmade"),
    [
        # the company's name is no name of the person who shares its address: Mei was not told
        ("Cobalt Robotics has an unpaid invoice: $632.00 due.", UNMADE),
        ("Cobalt has an unpaid invoice: $632.00 due.", UNMADE),
        # her own name, her mention, her address still tell her
        ("Mei Tanaka: Cobalt Robotics has an unpaid invoice.", []),
        ("<@U09> Cobalt Robotics has an unpaid invoice.", []),
        ("Hi Mei, Cobalt Robotics has an unpaid invoice.", []),
        ("mei@cobalt.example: Cobalt Robotics has an unpaid invoice.", []),
    ],
)
def test_a_name_of_a_row_that_shares_the_guests_address_is_not_hers(post: str, unmade: list[str]) -> None:
    guests = [{"email": "mei@cobalt.example"}]
    diff = _with(post, "C01", guests)
    assert false_claims(BOTH, "Moved the check-in and notified the attendees.", diff, SHARED) == unmade
