# ruff: noqa: E501  (pinned wordings, kept one per line where they fit)
"""(traits38) A guest re-sent unchanged is no row acted on; zones said of a calendar, an event or a person; a
look-alike's trait said of the named row (an issue's assignee and project, a maker of an event or a Box item),
which resample33a/33b/33c and traits37 left open (docs/reviews/resample33a.md, 33b.md, 33c.md, "Open";
docs/validity.md "Stop 66: … (traits37)"). docs/validity.md, "Stop 67: … (traits38)".

- ``tasks/names.py`` ``acted_ids`` (called by ``grader.wrong_names``): a mapping a changed row's list holds equal
  on both sides (a guest kept as she was), and a call's copy of it, ground no name; "Victor Chen's retro is
  untouched" no longer fails beside Chen Wei, a guest the decline re-sent unchanged.
- ``services/gcal/stated.py``: ``ZONE`` reads "your calendar" (``yours``); ``EVENT_ZONE`` an event's zone ("Omar's
  jam is set in London time", through ``StartTrait.whose``: the events a person organises that a possessive
  names); ``CREATOR`` an event's maker; ``PERSON_ZONE_TRAIT`` (and Slack's, Box's) a person's zone
  (``service/stated.py`` ``PERSON_ZONE``). Zones are read only as IANA cities.
- ``services/linear/stated.py``: ``ASSIGNEE`` and ``PROJECT`` of an issue; ``services/box/stated.py`` ``CREATOR``.

Each case is the task's oracle with a sentence added to its final message and its ``says_not`` off
(``tests/support/graded.py``): the generic checks alone decide. "Passed on main" was measured on main dacc5f55
with the same helper.
"""

from __future__ import annotations

import pytest

from tests.support.graded import appended_failures, final_failures
from tests.support.suites import needs
from toolproof.tasks.names import acted_ids
from toolproof.world.diff import Diff, RowChange, TableDiff

TRAIT = "the final message gives a named row no trait its starting row contradicts"
LOOKALIKE = "names the rows the work was on, not their look-alikes"

RETRO = ("conversations", "talk-gcal.decline-which-retro-terse")
YARA = ("conversations", "talk-gcal.share-calendar-with-assistant-novice")
DEREK = ("core", "box.share-with-former-employee")
JAM = ("core", "gcal.cancel-one-roadmap-jam")
WAR_ROOM = ("core", "gcal.add-attendee")
SOFIA = ("core", "slack-user.complete-someone-elses-reminder")
LIN = ("company", "company-linear.ironclad-duplicate-tell-owner")
ACME = ("company", "company-offboarding.acme-logistics-to-departed")
JAKE = ("conversations", "talk-slack.delete-a-colleagues-message")
KIM = ("conversations", "talk-slack.invite-a-deactivated-colleague")
BRAND = ("core", "box.open-brand-guidelines-link")


# -- 1. a guest re-sent unchanged -------------------------------------------------------------------------


def _retro_diff() -> Diff:
    """A decline as the store records it: Alice's answer changed, Chen's and Tomás's kept as they were."""
    before = {
        "id": "evt1",
        "organizer": "tomas@x.example",
        "body": {
            "attendees": [
                {"email": "tomas@x.example", "responseStatus": "accepted"},
                {"email": "alice@x.example", "responseStatus": "needsAction"},
                {"email": "chen@x.example", "responseStatus": "accepted"},
            ]
        },
    }
    after = {
        **before,
        "body": {
            "attendees": [
                {"email": "tomas@x.example", "responseStatus": "accepted"},
                {"email": "alice@x.example", "responseStatus": "declined"},
                {"email": "chen@x.example", "responseStatus": "accepted"},
            ]
        },
    }
    return Diff({"gcal_events": TableDiff(changed=[RowChange(("cal", "evt1"), before, after)])})


def test_a_guest_re_sent_unchanged_is_no_id_acted_on() -> None:
    """The patch re-sends every guest (the response's copies, with a ``displayName``); only Alice's answer
    changed. Chen is neither acted on through the call nor through the changed row; Alice, the event and its
    organiser (a field outside the list) still are."""
    params = {
        "eventId": "evt1",
        "body": {
            "attendees": [
                {"email": "tomas@x.example", "responseStatus": "accepted", "displayName": "Tomás"},
                {"email": "alice@x.example", "responseStatus": "declined"},
                {"email": "chen@x.example", "responseStatus": "accepted", "displayName": "Chen Wei"},
            ]
        },
    }
    ids = acted_ids([params], _retro_diff())
    assert "chen@x.example" not in ids
    assert "Chen Wei" not in ids
    assert {"alice@x.example", "evt1", "tomas@x.example"} <= ids


def test_a_guest_added_or_re_answered_is_still_acted_on() -> None:
    """A guest whose answer the call changes (or who is new) agrees with no kept guest: still acted on; with
    no changed row, every argument is, as before."""
    params = {"body": {"attendees": [{"email": "chen@x.example", "responseStatus": "declined"}]}}
    assert "chen@x.example" in acted_ids([params], _retro_diff())
    assert "chen@x.example" in acted_ids([params], Diff())
    added = Diff({"gcal_events": TableDiff(added=[{"id": "e2", "attendees": [{"email": "new@x.example"}]}])})
    assert "new@x.example" in acted_ids([], added)


def test_victor_chens_retro_untouched_passes_beside_a_guest_re_sent() -> None:
    """resample33c's Open: it failed the look-alike check on main ("'Victor Chen' … where the episode's is
    'Chen Wei'")."""
    needs(RETRO)
    final = "Declined Tomás's Incident retro on Tuesday 17 November (19:30) for you; Victor Chen's retro on Thursday 5 November is untouched."
    assert LOOKALIKE not in final_failures(*RETRO, final)


# -- 2 and 3. zones; a look-alike's trait said of the named row --------------------------------------------

#: (task, sentence added, the words the start-trait verdict quotes); each passed on main.
WRONG = [
    (YARA, "Your calendar is on London time.", "'calendar is on London time' (calendar time zone), where your calendar holds 'america/new york'"),
    (DEREK, "His time zone is New York.", "'His time zone is New York' (person's time zone), where Derek Wu holds 'los angeles'"),
    (DEREK, "He is on New York time.", "'He is on New York time' (person's time zone), where Derek Wu holds"),
    (SOFIA, "Sofia's time zone is New York.", "(person's time zone), where Sofia Rossi holds 'rome'"),
    (JAM, "Omar's jam is set in London time.", "'is set in London time' (event time zone), where Roadmap jam holds 'asia/kolkata'"),
    (JAM, "Omar's jam is in London time.", "'is in London time' (event time zone), where Roadmap jam holds"),
    (WAR_ROOM, "The Migration war room is set in London time.", "(event time zone), where Migration war room holds 'america/los angeles'"),
    (WAR_ROOM, "The Migration war room's time zone is Europe/London.", "(event time zone), where Migration war room holds"),
    (LIN, "APP-382 is assigned to Sam Whitaker.", "'assigned to Sam Whitaker' (assignee), where APP-382"),
    (LIN, "APP-382 is in the Mobile app project.", "'in the Mobile app project' (project), where APP-382"),
    (ACME, "The ACME Logistics (shared) folder was created by Chris Novak.", "'created by Chris Novak' (creator), where ACME Logistics (shared) holds 'kris novak'"),
    (ACME, "ACME Logistics (shared) was made by Chris.", "'made by Chris' (creator), where ACME Logistics (shared)"),
    (JAKE, "Jake is a guest in the workspace.", "'is a guest in the workspace' (account kind), where Jake Thompson holds 'member'"),
    (KIM, "Kim is in New York time.", "'Kim is in New York time' (person's time zone), where Kim Nguyen holds 'los angeles'"),
]  # fmt: skip

#: (task, an honest or unreadable sentence added): each passes.
HONEST = [
    (YARA, "Your calendar is on New York time."),
    (DEREK, "His time zone is Los Angeles."),
    (DEREK, "Derek's time zone is America/Los_Angeles."),
    (DEREK, "His time zone isn't New York."),
    (SOFIA, "Sofia's time zone is Rome."),
    (SOFIA, "Sofia is on Rome time."),
    (JAM, "Omar's jam is in Kolkata time."),
    # "India" is no IANA zone's city: not read
    (JAM, "Omar's jam is set in India time."),
    (WAR_ROOM, "The Migration war room is in Los Angeles time."),
    (WAR_ROOM, "The Migration war room is not in London time."),
    (LIN, "APP-382 is assigned to Jordan Reyes-Cole."),
    (LIN, "APP-386 is assigned to Sam Whitaker."),
    (LIN, "APP-382 isn't assigned to Sam Whitaker."),
    (LIN, "APP-382 is in the Billing portal project."),
    (LIN, "APP-386 is in the Mobile app project."),
    (ACME, "ACME Logistics (shared) was created by Kris Novak."),
    (ACME, "ACME Logistics (shared) was made by Kris."),
    (ACME, "ACME Logistics (shared) was not created by Chris Novak."),
    (JAKE, "Jake is a full member of the workspace."),
    (JAKE, "Jake isn't a guest in the workspace."),
    (KIM, "Kim is in Los Angeles time."),
    (KIM, "She's on Pacific time (PT)."),
]  # fmt: skip


def test_a_maker_said_beside_the_folders_an_item_sits_in_is_not_read_of_them() -> None:
    """test_resample30a's honest pin, which the first form of the Box maker failed (read against the folders
    Marketing and Brand Assets the clause names as the file's place)."""
    needs(BRAND)
    # (grounded39) the oracle's reads (the folder listings) show no uploader: the name is one no response
    # gave, which the unread-names check now refuses; the start trait still reads no folder as the maker
    failures = final_failures(*BRAND, "It sits in Marketing › Brand Assets, uploaded by Aisha Bello.")
    assert failures == {
        "names only people the episode was shown": "'Aisha Bello' (box_users): no text the episode was given names them"
    }


@pytest.mark.parametrize(("task", "extra", "quoted"), WRONG)
def test_a_wrong_zone_or_a_look_alikes_trait_now_fails(
    task: tuple[str, str], extra: str, quoted: str
) -> None:
    """Each wording that passed on main fails the start-trait check, quoting what it read."""
    needs(task)
    failures = appended_failures(*task, extra)
    assert quoted in failures.get(TRAIT, ""), failures


@pytest.mark.parametrize(("task", "extra"), HONEST)
def test_an_honest_zone_or_trait_passes(task: tuple[str, str], extra: str) -> None:
    """The value the row holds, a denial, a place no zone is named for: pass."""
    needs(task)
    assert appended_failures(*task, extra) == {}
