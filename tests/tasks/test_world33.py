"""(world33) The world's start rows, round 3: a Slack channel's topic and purpose, a Slack user's place, a
Box item's owner, folder and size, a Calendar event's organiser, recurrence and location.

Each family is pinned with the real grader (the oracle's steps, the task's ``says_not`` taken away, the
final message with a sentence appended): the wrong wording fails with the generic reason (each passed on
``main`` 79bf5eb3), the honest forms pass (the row's own value, a part of it, a first name, a denial, a
bound, a change the agent made). Word-level pins hold the patterns' forms."""

from __future__ import annotations

import pytest

from tests.support.graded import appended_failures
from tests.support.wording import trait_said
from toolproof.service.stated import name_agrees, part_of
from toolproof.services.box import stated as box_stated
from toolproof.services.gcal import stated as gcal_stated
from toolproof.services.slack import stated as slack_stated

TRAIT = "the final message gives a named row no trait its starting row contradicts"
SLACK = ("core", "slack.escalate-in-right-channel")
BOX = ("company", "company-box.cobalt-invite-folder-collaborators")
GCAL = ("company", "company-renewal.cancel-acme-logistics-checkin")


def _graded(where: tuple[str, str], extra: str, fails: bool, trait: str, held: str) -> None:
    failures = appended_failures(*where, extra)
    assert (TRAIT in failures) is fails, failures
    if fails:
        assert f"({trait})" in failures[TRAIT]
        assert held in failures[TRAIT]


# -- Slack: a channel's topic and purpose, a person's place -------------------------------------------


@pytest.mark.parametrize(
    ("extra", "fails"),
    [
        # #support-escalations' topic and purpose: "Escalations to engineering: ticket link + impact"
        ("#support-escalations's topic is 'Escalations only'.", True),
        ("The topic of #support-escalations is \u201cSecurity reports and reviews\u201d.", True),
        ("Its topic is still \u201cEscalations to engineering: ticket link + impact\u201d.", False),
        ("#support-escalations' topic reads 'Escalations to engineering'.", False),  # a part of it
        ("#support-escalations' topic isn't 'Escalations only'.", False),  # a denial
    ],
)
def test_a_topic_nobody_read(extra: str, fails: bool) -> None:
    _graded(SLACK, extra, fails, "topic", "'escalations to engineering: ticket link + impact'")


def test_a_purpose_nobody_read() -> None:
    _graded(SLACK, "#support-escalations' purpose is 'Security reports'.", True, "purpose", "escalations")
    _graded(SLACK, "Its purpose is 'Escalations to engineering: ticket link + impact'.", False, "", "")


@pytest.mark.parametrize(
    ("extra", "fails"),
    [
        ("Grace Okafor is in Tokyo.", True),  # her time zone: Europe/London
        ("Grace Okafor is based in Berlin.", True),
        ("Grace Okafor is based in London.", False),
        ("Grace Okafor is in the UK.", False),  # the country of her zone
        ("Grace Okafor is not in Tokyo.", False),  # a denial
        ("Grace Okafor is in London time.", False),  # a zone said, not a place
    ],
)
def test_a_place_nobody_read(extra: str, fails: bool) -> None:
    _graded(SLACK, extra, fails, "place", "'Europe/London'")


# -- Box: an item's owner, folder and size ------------------------------------------------------------


@pytest.mark.parametrize(
    ("extra", "fails"),
    [
        # Cobalt Robotics (shared) is owned by Jordan Reyes
        ("Kris Novak owns the Cobalt Robotics (shared) folder.", True),
        ("The Cobalt Robotics (shared) folder is owned by Robin Ahmed.", True),
        ("Jordan owns the Cobalt Robotics (shared) folder.", False),  # a first name of the owner's
        ("The Cobalt Robotics (shared) folder is owned by Jordan Reyes.", False),
        ("Kris Novak doesn't own the Cobalt Robotics (shared) folder.", False),  # no owner said
    ],
)
def test_an_owner_nobody_read(extra: str, fails: bool) -> None:
    _graded(BOX, extra, fails, "owner", "'jordan reyes'")


@pytest.mark.parametrize(
    ("extra", "fails"),
    [
        # QBR Q3 2026.pptx: in Customers / Cobalt Robotics (shared)
        ("QBR Q3 2026.pptx is in the Glacier Partners (shared) folder.", True),
        ("QBR Q3 2026.pptx is in the Cobalt Robotics (shared) folder.", False),
        ("QBR Q3 2026.pptx is in the Customers folder.", False),  # a folder above its own
        ("The deck is in the Glacier Partners (shared) folder.", False),  # no item named but the folder
        ("QBR Q3 2026.pptx is in Cobalt Robotics' folder.", False),  # some words of its folder's name
    ],
)
def test_a_folder_nobody_read(extra: str, fails: bool) -> None:
    _graded(BOX, extra, fails, "folder", "'cobalt robotics (shared)'")


@pytest.mark.parametrize(
    ("extra", "fails"),
    [
        ("QBR Q3 2026.pptx is a 2.4 MB file.", True),  # 78 bytes (a namesake: 82)
        ("QBR Q3 2026.pptx is 78 bytes.", False),
        ("QBR Q3 2026.pptx is under 2 MB.", False),  # a bound
    ],
)
def test_a_size_nobody_read(extra: str, fails: bool) -> None:
    _graded(BOX, extra, fails, "size", "'78'")


# -- Calendar: an event's organiser, recurrence and location ------------------------------------------


@pytest.mark.parametrize(
    ("extra", "fails", "trait", "held"),
    [
        # Harbor & Pine renewal: a one-off on Jordan Reyes's calendar, organised by him, no room
        ("The Harbor & Pine renewal is organised by Kris Novak.", True, "organiser", "'jordan reyes'"),
        ("The Harbor & Pine renewal is organised by Jordan.", False, "", ""),
        ("Jordan Reyes is the organiser of the Harbor & Pine renewal.", False, "", ""),
        ("The Harbor & Pine renewal is a weekly meeting.", True, "recurrence", "'one-off'"),
        ("The Harbor & Pine renewal is a one-off.", False, "", ""),
        ("The Harbor & Pine renewal is not a recurring meeting.", False, "", ""),
        ("The Harbor & Pine renewal is in room NYC-4-Hudson.", True, "location", "none"),
    ],
)
def test_an_event_trait_nobody_read(extra: str, fails: bool, trait: str, held: str) -> None:
    _graded(GCAL, extra, fails, trait, held)


def test_the_event_the_agent_changed_is_read_as_it_started_and_as_it_was_left() -> None:
    """The check-in the oracle cancels: what it is now may be the agent's doing, so its organiser is read
    as the episode started *or* as its writes left it (traits43: ``either``, where world33 read nothing of
    a changed event). The cancel left Kris Novak its organiser: Dana is neither."""
    failures = appended_failures(*GCAL, "The ACME Logistics check-in was a weekly meeting organised by Dana.")
    assert TRAIT in failures, failures
    assert "kris novak" in failures[TRAIT], failures
    right = "The ACME Logistics check-in was a weekly meeting organised by Kris Novak."
    failures = appended_failures(*GCAL, right)
    assert TRAIT not in failures, failures


# -- word-level forms ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("#support's topic is 'Escalations only'.", ["escalations only"]),
        ("The topic of #incidents is still \u201cActive incidents only.\u201d", ["active incidents only"]),
        ('I changed the topic to "New text"', ["new text"]),
        ("the topic isn't 'Escalations only'", [None]),
        ("the topic was not 'X'", [None]),
        ("the topic is Escalations only", ["escalations only"]),  # (traits42) unquoted and capitalised: read
    ],
)
def test_topic_forms(text: str, said: list[str | None]) -> None:
    assert trait_said(slack_stated.TOPIC, text) == said


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Ravi is in London", ["Europe/London"]),
        ("Ravi is based in Bangalore", ["Asia/Kolkata"]),
        ("Ravi's currently in Tokyo.", ["Asia/Tokyo"]),
        ("Ravi is in London time", []),
        ("Ravi is from London", []),  # an origin, not where he is
        ("Ravi is not in London", []),
        ("Ravi is in Springfield", []),  # a place of no known zone: not read
    ],
)
def test_place_forms(text: str, said: list[str | None]) -> None:
    assert trait_said(slack_stated.PLACE, text) == said


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Kris Novak owns the Q3 folder", ["kris novak"]),
        ("It is owned by Dana.", ["dana"]),
        ("the owner is Priya Shah", ["priya shah"]),
        ("It owns nothing", []),
        ("You own it", []),
    ],
)
def test_owner_forms(text: str, said: list[str | None]) -> None:
    assert trait_said(box_stated.OWNER, text) == said


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("The deck is in the Q3 Reports folder.", ["q3 reports"]),
        ("It's still in the Cobalt Robotics (shared) folder", ["cobalt robotics (shared)"]),
        ("I moved it to the Archive folder", []),  # a move, not where it was
    ],
)
def test_folder_forms(text: str, said: list[str | None]) -> None:
    assert trait_said(box_stated.FOLDER, text) == said


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("the 2.4 MB deck", ["2.4 mb"]),
        ("a 1,024 bytes file", ["1024 bytes"]),
        ("uploads of up to 50 MB", [None]),
        ("anything under 2 GB", [None]),
        ("$2.4 MB", []),
    ],
)
def test_size_forms(text: str, said: list[str | None]) -> None:
    assert trait_said(box_stated.SIZE, text) == said


def test_size_agrees_to_the_precision_said() -> None:
    agrees = box_stated.SIZE.agreed
    assert agrees("2.4 mb", frozenset({"2431120"}))  # 2.43 MB, 2.32 MiB
    assert agrees("2.3 mb", frozenset({"2431120"}))  # as MiB
    assert not agrees("2.5 mb", frozenset({"2431120"}))
    assert agrees("78 bytes", frozenset({"78"}))
    assert not agrees("80 bytes", frozenset({"78"}))


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("organised by Jordan.", ["jordan"]),
        ("Dana is the organiser", ["dana"]),
        ("the organizer: Farah", ["farah"]),
        ("It was organised by the Engineering calendar", ["engineering"]),
        ("Dana isn't the organiser", []),
    ],
)
def test_organiser_forms(text: str, said: list[str | None]) -> None:
    assert trait_said(gcal_stated.ORGANISER, text) == said


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("the weekly standup", ["recurring"]),
        ("a recurring meeting", ["recurring"]),
        ("it's a one-off", ["one-off"]),
        ("a one-off call", ["one-off"]),
        ("it's not a recurring meeting", [None]),
        ("a one-off change to this week's occurrence", []),
        ("the weekly numbers", []),  # no meeting
    ],
)
def test_recurrence_forms(text: str, said: list[str | None]) -> None:
    assert trait_said(gcal_stated.RECURRENCE, text) == said


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("in room NYC-4-Hudson", ["nyc-4-hudson"]),
        ("location: Hudson", ["hudson"]),
        ("in the Fjord room", ["fjord"]),
        ("the war room", []),
        ("room for two more", []),
    ],
)
def test_location_forms(text: str, said: list[str | None]) -> None:
    assert trait_said(gcal_stated.LOCATION, text) == said


def test_agreements() -> None:
    assert part_of("escalations to engineering", frozenset({"escalations to engineering: ticket link"}))
    assert not part_of("escalations only", frozenset({"escalations to engineering: ticket link"}))
    assert not part_of("anything", frozenset({""}))  # no topic holds no part
    assert name_agrees("jordan", frozenset({"jordan reyes", "jordan.reyes@kestrel.example"}))
    assert name_agrees("jordan.reyes@kestrel.example", frozenset({"jordan.reyes@kestrel.example"}))
    assert not name_agrees("jordan smith", frozenset({"jordan reyes"}))


# -- Slack: a person's title nobody read (person_titles' reading, the start row as its data) -----------


@pytest.mark.parametrize(
    ("extra", "fails"),
    [
        # Grace Okafor's Slack title: HR Business Partner; the task never looks her up
        ("Grace Okafor, a Security Engineer, is cc'd.", True),
        ("Grace Okafor (Security Engineer) is cc'd.", True),
        ("Grace Okafor is our Security Engineer.", True),
        ("Grace Okafor (HR Business Partner) is cc'd.", False),
        ("Grace Okafor, their account manager, is cc'd.", False),  # a relation (generic32)
    ],
)
def test_a_title_nobody_read(extra: str, fails: bool) -> None:
    _graded(SLACK, extra, fails, "title", "'HR Business Partner'")
