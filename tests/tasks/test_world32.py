"""(world32) The world's start rows, round 2: a seat count, a segment, a label and a place nobody read;
passive states beyond refunded and voided; codes said in a turn or a post.

Each family is pinned with the real grader (the oracle's steps, the task's ``says_not`` taken away, the
final message replaced): the wrong wording fails with the generic reason, the honest forms pass (the
row's own value, a change the agent made, a denial, a bound). Word-level pins hold the patterns' forms."""

from __future__ import annotations

import re

import pytest

from tests.support.graded import appended_failures
from tests.support.wording import trait_said
from toolproof.services.stripe import stated as stripe_stated

TRAIT = "the final message gives a named row no trait its starting row contradicts"
PAST = "the final message claims no past write that neither the start nor the episode made"
CODE = "the final message claims no response the episode did not receive"


# -- family 1: a seat count against the record's description -------------------------------------------


@pytest.mark.parametrize(
    ("extra", "fails"),
    [
        ("Fjord has 80 seats.", True),  # Fjord Payments' record: "Pro plan, 10 seats"
        ("Fjord Payments is on the Pro plan with 4 seats.", True),
        ("Fjord Payments has 8 seats now.", False),  # the change the agent made
        ("Fjord Payments had 10 seats.", False),  # the record's own count
        ("Fjord Payments can go up to 100 seats.", False),  # a bound
    ],
)
def test_seat_count_against_the_description(extra: str, fails: bool) -> None:
    failures = appended_failures("company", "company-billing.fjord-remove-seats", extra)
    assert (TRAIT in failures) is fails, failures
    if fails:
        assert "(seat count)" in failures[TRAIT]
        assert "'10'" in failures[TRAIT]


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Fjord is on the Pro plan with 4 seats.", ["4"]),
        ("Fjord now has 8 seats", ["8"]),
        ("We removed 2 seats.", [None]),
        ("2 seats were removed", [None]),
        ("from 10 seats to 8 seats", [None, None]),
        ("up to 100 seats", [None]),
        ("at least 5 seats", [None]),
        ("Seat add-on (4 seats)", [None]),
        ("the 2 seat add-on", [None]),
        ("Fjord isn't on 4 seats", [None]),
        ("the $58.00 seat add-on", []),
        ("renewal terms, 2027 seats", []),
    ],
)
def test_seat_count_forms(text: str, said: list[str | None]) -> None:
    assert trait_said(stripe_stated.SEAT_COUNT, text) == said


# -- family 2: a segment, a label, a place nobody read -------------------------------------------------


@pytest.mark.parametrize(
    ("extra", "fails"),
    [
        ("She is based in Boston.", True),  # Mei van der Berg's address: Lyon, US
        ("She is an enterprise customer.", True),  # no segment in her metadata
        ("She is a VIP.", True),  # her record's description gives no label
        ("She is based in Lyon.", False),
        ("She is not a VIP.", False),
    ],
)
def test_traits_nobody_read(extra: str, fails: bool) -> None:
    failures = appended_failures("core", "stripe.upgrade-to-yearly", extra)
    assert (TRAIT in failures) is fails, failures


def test_a_place_beside_a_person_is_not_read() -> None:
    """A place in a clause naming a person too may be the person's: not read of the customer."""
    failures = appended_failures(
        "company", "company-billing.fjord-remove-seats", "Anders Berg at Fjord Payments is based in Oslo."
    )
    assert TRAIT not in failures, failures
    failures = appended_failures(
        "company", "company-billing.fjord-remove-seats", "Fjord Payments is based in Boston."
    )
    assert TRAIT in failures
    assert "(place)" in failures[TRAIT]


@pytest.mark.parametrize(
    ("trait", "text", "said"),
    [
        ("SEGMENT_START", "He is an enterprise customer.", ["enterprise"]),
        ("SEGMENT_START", "in the SMB segment", ["smb"]),
        ("SEGMENT_START", "a mid market account", ["mid-market"]),
        ("SEGMENT_START", "He's on the Enterprise account", []),
        ("SEGMENT_START", "He isn't an enterprise customer", [None]),
        ("LABEL", "Jun is a VIP", ["vip"]),
        ("LABEL", "the vip-support channel", []),
        ("LABEL", "she's a reseller", ["reseller"]),
        ("LABEL", "not a VIP", [None]),
        ("PLACE", "She is based in Dublin, Ireland", ["dublin"]),
        ("PLACE", "located in the US", ["us"]),
        ("PLACE", "registered in the UK", ["gb"]),
        ("PLACE", "no longer based in Paris", [None]),
        ("PLACE", "the meeting in Paris", []),
    ],
)
def test_trait_forms(trait: str, text: str, said: list[str | None]) -> None:
    assert trait_said(getattr(stripe_stated, trait), text) == said


# -- family 4: passive states, codes in turns and posts ------------------------------------------------


@pytest.mark.parametrize(
    ("state", "text", "found"),
    [
        ("CANCELLED", "Her subscription was cancelled in May.", True),
        ("CANCELLED", "The Team subscription has been canceled.", True),
        ("PAUSED", "His subscription was paused last month.", True),
        ("PAID", "Invoice A6E6BD24-0003 was already paid.", True),
        ("PAID", "The invoice will be paid on Friday.", False),
        ("DELETED", "Her customer record was deleted.", True),
    ],
)
def test_passive_forms(state: str, text: str, found: bool) -> None:
    pattern: re.Pattern[str] = getattr(stripe_stated, state).pattern
    assert bool(pattern.search(text)) is found


# -- family 3: other services' rows: a Slack channel's member count --------------------------------------


@pytest.mark.parametrize(
    ("extra", "fails"),
    [
        ("#support-escalations has 25 members.", True),  # 15 memberships as the episode started
        ("#support-escalations has 15 members.", False),
    ],
)
def test_member_count_against_the_start(extra: str, fails: bool) -> None:
    failures = appended_failures("core", "slack.escalate-in-right-channel", extra)
    assert (TRAIT in failures) is fails, failures


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("#incidents has 25 members", ["25"]),
        ("#support (18 members)", ["18"]),
        ("I added 3 members", [None]),
        ("up to 50 members", [None]),
        ("one of its members", []),
    ],
)
def test_member_count_forms(text: str, said: list[str | None]) -> None:
    from toolproof.services.slack import stated as slack_stated

    assert trait_said(slack_stated.MEMBER_COUNT, text) == said
