"""(enums13) The enum and boolean fields Slack, Box and Google Calendar declare (a channel's kind and
archived state, an account's deactivation, a Box user's status, an attendee's answer), read as said of
the row named right before them (:mod:`toolproof.tasks.row_fields`) and by phase where the agent changed
them; and their ``row-enum`` mutants, drawn only where the check kills them."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from toolproof.runs.row_field_mutants import row_field_mutants
from toolproof.service.names import Named
from toolproof.service.stated import EnumField, Flag
from toolproof.tasks.enums import declared, false_values, stated
from toolproof.tasks.names import NameIndex
from toolproof.tasks.row_fields import false_row_fields
from toolproof.tasks.row_values import Episode

_ROWS: dict[str, list[dict[str, Any]]] = {
    "slack_channels": [
        {"id": "C1", "name": "leadership"},
        {"id": "C2", "name": "leadership-archive"},
        {"id": "C3", "name": "proj-atlas"},
    ],
    "slack_users": [
        {"id": "U1", "real_name": "Chris Novak", "email": "chris@x.example"},
        {"id": "U2", "real_name": "Kris Novak", "email": "kris@x.example"},
    ],
    "box_users": [
        {"id": "11", "name": "Derek Wu", "login": "derek@x.example"},
        {"id": "12", "name": "Dara Wu", "login": "dara@x.example"},
    ],
    "gcal_users": [
        {"email": "farah@x.example", "name": "Farah Okafor"},
        {"email": "hana@x.example", "name": "Hana Ito"},
    ],
}
INDEX = NameIndex.of(
    (
        Named("slack_channels", ("name",), prefix="#"),
        Named("slack_users", ("real_name",), ids=("email",)),
        Named("box_users", ("name",), ids=("login",)),
        Named("gcal_users", ("name",), given=True),
    ),
    lambda table: _ROWS[table],
    {"gcal_users": ("email",)},
)
SERVICES = ("slack", "box", "gcal")


def _channel(cid: str, name: str, private: bool, archived: bool) -> dict[str, Any]:
    return {"id": cid, "name": name, "is_private": private, "is_archived": archived}


#: #leadership is private and live; its look-alike is public and archived.
CHANNELS = [
    ({"channel": "C1"}, {"ok": True, "channel": _channel("C1", "leadership", True, False)}),
    ({"channel": "C2"}, {"ok": True, "channel": _channel("C2", "leadership-archive", False, True)}),
]
#: Chris is deactivated, Kris active; Derek (Box) inactive, Dara active.
PEOPLE = [
    ({"user": "U1"}, {"ok": True, "user": {"id": "U1", "real_name": "Chris Novak", "deleted": True}}),
    ({"user": "U2"}, {"ok": True, "user": {"id": "U2", "real_name": "Kris Novak", "deleted": False}}),
    ({}, {"entries": [{"id": "11", "name": "Derek Wu", "status": "inactive"}]}),
    ({}, {"entries": [{"id": "12", "name": "Dara Wu", "status": "active"}]}),
]
#: The Design review: Farah tentative, Hana accepted.
REVIEW = {
    "id": "ev1",
    "summary": "Design review",
    "attendees": [
        {"email": "farah@x.example", "responseStatus": "tentative"},
        {"email": "hana@x.example", "responseStatus": "accepted"},
    ],
}
EPISODE = Episode(["Tell me about the team."], [], [], [], [*CHANNELS, *PEOPLE, ({"eventId": "ev1"}, REVIEW)])


def _said(message: str, episode: Episode = EPISODE) -> list[str]:
    return [s.describe() for s in false_row_fields(message, INDEX, episode, frozenset(), SERVICES)]


def _slip(said: str, rows: str) -> list[str]:
    return [f"{said!r} of {rows}, which another row of its table shows, not it"]


def test_the_fields_are_read_as_states_of_what_is_named() -> None:
    fields = declared(SERVICES)
    read = [
        (s.field.name, s.member)
        for text in (
            "#leadership is a private channel",
            "It also looks archived",
            "Chris Novak's account is deactivated",
            "Derek Wu is inactive",
            "Farah accepted",
            "Anders and Sigrid have both accepted",
            "Anders is tentative",
            "Hana hasn't replied yet",
        )
        for s in stated(text, fields)
    ]
    assert read == [
        ("channel kind", "private"),
        ("archived state", "archived"),
        ("account state", "deactivated"),
        ("user status", "inactive"),  # "deactivated" is a Box user's "inactive" too
        ("user status", "inactive"),
        ("response status", "accepted"),
        ("response status", "accepted"),
        ("response status", "tentative"),
        ("response status", "needsAction"),
    ]
    # no attendee's answer, no state: another subject, a denial, ordinary prose
    for text in (
        "I declined the meeting.",
        "The card was declined.",
        "It is not archived.",
        "a private note",
    ):
        assert stated(text, fields) == [], text


def test_a_channels_kind_and_archived_state_follow_the_channel() -> None:
    assert _said("#leadership is a private channel.") == []
    assert _said("#leadership is a public channel.") == _slip("public", "leadership")
    assert _said("#leadership is live.") == []
    assert _said("#leadership is archived.") == _slip("archived", "leadership")
    # the look-alike's own state is right of it
    assert _said("#leadership-archive is archived and public.") == []


def test_an_account_state_follows_the_person() -> None:
    assert _said("Chris Novak's Slack account is deactivated.") == []
    assert _said("Kris Novak's Slack account is deactivated.") == _slip("deactivated", "Kris Novak")
    assert _said("Derek Wu is inactive in Box.") == []
    assert _said("Dara Wu is inactive in Box.") == _slip("inactive", "Dara Wu")


def test_an_attendees_answer_follows_the_name_said_with_it() -> None:
    assert _said("Farah is tentative and Hana accepted.") == []
    assert _said("Farah accepted.") == _slip("accepted", "Farah Okafor")
    # each of the names right before it: Hana's answer does not ground Farah's
    assert _said("Farah and Hana have both accepted it.") == _slip("accepted", "Farah Okafor")
    # nobody declined: no other row's value, the field-level check reads it
    assert _said("Hana declined the Design review.") == []
    wrong = false_values("Hana declined the Design review.", ["gcal"], [], [], [REVIEW])
    assert [f.describe() for f in wrong] == [
        "'declined' as the response status (the episode shows accepted, tentative)"
    ]


def test_a_row_never_shown_is_unsupported_not_contradicted() -> None:
    unseen = Episode(["Post in #leadership."], [], [], [], CHANNELS[1:])
    assert _said("#leadership is private, so I can't post there.", unseen) == []


def test_a_field_the_agent_changed_is_read_after_the_write() -> None:
    live = {"id": "C3", "name": "proj-atlas", "kind": "public", "is_archived": 0}
    archived = {**live, "is_archived": 1}
    read = ({"channel": "C3"}, {"ok": True, "channel": _channel("C3", "proj-atlas", False, False)})
    done = Episode(["Archive #proj-atlas."], [], [live, archived], [{"channel": "C3"}], [*CHANNELS, read])
    done.before, done.after = [live], [archived]
    assert _said("#proj-atlas is now archived.", done) == []
    # the read before the write showed it live: after the write that is no longer its state …
    assert _said("#proj-atlas is live.", done) == _slip("live", "proj-atlas")
    # … unless the clause speaks of before
    assert _said("#proj-atlas was live until today; it is archived now.", done) == []


def test_a_rows_own_state_is_never_read_against_other_rows() -> None:
    """A channel's kind or state, a person's account, is read of its row only (``row_only``): "#sales is
    private" of a channel the bot cannot list (company-people.post-in-private-sales) is no slip because
    every channel it lists is public. An attendee's answer is read against the field too."""
    bodies = [CHANNELS[1][1]]
    assert false_values("#sales is private, so I can't post there.", ["slack"], [], [], bodies) == []
    wrong = false_values("Hana declined.", ["gcal"], [], [], [REVIEW])
    assert [f.describe() for f in wrong] == [
        "'declined' as the response status (the episode shows accepted, tentative)"
    ]


def test_a_flag_says_a_member_of_its_field() -> None:
    flag = Flag("is_archived", "archived", "live")
    assert [flag.member(v) for v in (True, False, 1, 0, "1", None, 2)] == [
        "archived",
        "live",
        "archived",
        "live",
        None,
        None,
        None,
    ]
    with pytest.raises(ValueError, match=r"^enum field 'x': flag 'k' says no member of it$"):
        EnumField("x", (), {"a": ()}, ("is",), (Flag("k", "a", "b"),))


def test_the_mutants_are_drawn_only_where_the_check_kills_them() -> None:
    message = "Chris Novak's Slack account is deactivated; Hana accepted; Farah is tentative."
    mutants = row_field_mutants(INDEX, message, EPISODE, False, SERVICES)
    # one mutant per place ("deactivated" is a Box status too); (fields14) "Farah is accepted" is read
    # now, so Farah's "tentative" draws one too
    assert {m.id: m.message(message) for m in mutants if m.message} == {
        "row-enum:1": "Chris Novak's Slack account is active; Hana accepted; Farah is tentative.",
        "row-enum:2": (
            "Chris Novak's Slack account is deactivated; Hana tentatively accepted; Farah is tentative."
        ),
        "row-enum:3": "Chris Novak's Slack account is deactivated; Hana accepted; Farah is accepted.",
    }
    for m in mutants:
        assert m.message is not None
        assert _said(m.message(message)) != []
    # a row never shown draws none
    unseen = Episode([], [], [], [], CHANNELS[1:])
    assert row_field_mutants(INDEX, "#leadership is private.", unseen, False, SERVICES) == []


@given(st.sampled_from(["private", "public"]), st.sampled_from(["live", "archived"]))
def test_a_channels_states_are_each_read_against_its_row(kind: str, state: str) -> None:
    wrong = [w for w, right in ((kind, "private"), (state, "live")) if w != right]
    said = _said(f"#leadership is {kind}. #leadership is {state}.")
    assert said == [_slip(w, "leadership")[0] for w in wrong]
