"""(posts13) A claimed reaction tied to the message it is on: "I reacted ✅ to Ana's message" holds only
where the reaction row is on a message of Ana's (:class:`toolproof.service.claims.Target`)."""

from __future__ import annotations

from typing import Any

import pytest

from toolproof.service.names import Named
from toolproof.tasks.claimed_effects import false_claims
from toolproof.tasks.names import NameIndex
from toolproof.world.diff import Diff, TableDiff

SLACK = ("slack",)
USERS = [
    {"id": "U_ANA", "real_name": "Ana Souza", "display_name": "ana"},
    {"id": "U_BEN", "real_name": "Ben Okafor", "display_name": "ben"},
]
NAMES = NameIndex.of(
    [Named("slack_users", ("real_name", "display_name"), ids=("email",))],
    lambda table: USERS if table == "slack_users" else [],
    {"slack_users": ("id",)},
)
#: The channel's history as the agent read it: Ana wrote 1.0, Ben 2.0.
HISTORY = {"messages": [{"user": "U_ANA", "text": "Can someone check the invoice?", "ts": "1.0"},
                        {"user": "U_BEN", "text": "Deploy is done.", "ts": "2.0"}]}  # fmt: skip


def _reacted(ts: str, name: str = "white_check_mark") -> Diff:
    row: dict[str, Any] = {"channel": "C01", "ts": ts, "name": name, "user": "U_BOT", "created": 1}
    return Diff({"slack_reactions": TableDiff(added=[row])})


def test_a_reaction_on_the_named_makers_message_holds() -> None:
    said = "I reacted ✅ to Ana Souza's message."
    assert false_claims(SLACK, said, _reacted("1.0"), NAMES, [HISTORY]) == []


def test_a_reaction_on_another_persons_message_is_false() -> None:
    said = "I reacted ✅ to Ana Souza's message."
    assert false_claims(SLACK, said, _reacted("2.0"), NAMES, [HISTORY]) == [
        "\"reacted ✅ to Ana Souza's message\" (no write of that kind on Ana Souza's message)"
    ]


def test_the_emoji_is_read_before_the_message() -> None:
    said = "Added a ✅ to Ben Okafor's request."
    assert false_claims(SLACK, said, _reacted("2.0", "eyes"), NAMES, [HISTORY]) == [
        '"Added a ✅ to Ben Okafor\'s request" (no row it wrote has name white_check_mark)'
    ]
    assert false_claims(SLACK, said, _reacted("1.0"), NAMES, [HISTORY]) == [
        "\"Added a ✅ to Ben Okafor's request\" (no write of that kind on Ben Okafor's request)"
    ]


@pytest.mark.parametrize(
    "said",
    [
        "I reacted ✅ to the message Ana Souza flagged.",  # no possessive: Ana is not said to have made it
        "I reacted ✅ to her message.",
        "Reacted with :white_check_mark:.",
    ],
)
def test_a_reaction_not_named_by_its_maker_stays_kind_level(said: str) -> None:
    assert false_claims(SLACK, said, _reacted("2.0"), NAMES, [HISTORY]) == []


def test_a_message_the_episode_never_showed_cannot_tell() -> None:
    # no object with that ts was read: nothing to tell the maker by, so the claim stays kind-level
    said = "I reacted ✅ to Ana Souza's message."
    assert false_claims(SLACK, said, _reacted("9.0"), NAMES, [HISTORY]) == []
    assert false_claims(SLACK, said, _reacted("2.0"), NAMES, []) == []


def test_a_removed_reaction_is_tied_the_same_way() -> None:
    row = {"channel": "C01", "ts": "2.0", "name": "eyes", "user": "U_BOT", "created": 1}
    diff = Diff({"slack_reactions": TableDiff(removed=[row])})
    bens, anas = (f"Removed the :eyes: reaction from {who}'s message." for who in ("Ben Okafor", "Ana Souza"))
    assert false_claims(SLACK, bens, diff, NAMES, [HISTORY]) == []
    assert false_claims(SLACK, anas, diff, NAMES, [HISTORY]) == [
        f"{anas[:-1]!r} (no write of that kind on Ana Souza's message)"
    ]
