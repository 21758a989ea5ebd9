"""(claims12) A claimed Slack reaction is a write: read with its emoji, and its removal too."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from toolproof.services.slack.emoji import named
from toolproof.tasks.claimed_effects import declared, false_claims, statements
from toolproof.world.diff import Diff, TableDiff

SLACK = ("slack",)


def _reaction(name: str) -> dict[str, Any]:
    return {"channel": "C01", "ts": "1.0", "name": name, "user": "U_BOT", "created": 1}


def _added(name: str) -> Diff:
    return Diff({"slack_reactions": TableDiff(added=[_reaction(name)])})


def _removed(name: str) -> Diff:
    return Diff({"slack_reactions": TableDiff(removed=[_reaction(name)])})


@pytest.mark.parametrize(
    ("message", "names"),
    [
        ("Replied in Ben's thread and added a ✅ to his message.", ["message", "react"]),
        ("I reacted with :eyes: to her message.", ["react"]),
        ("Put a 👀 on the request.", ["react"]),
        ("Added the :white_check_mark: reaction.", ["react"]),
        ("Removed the :eyes: reaction from her message.", ["unreact"]),
        ("I've unreacted.", ["unreact"]),
        ("Cleared the ✅ on the old request.", ["unreact"]),
    ],
)
def test_a_claimed_reaction_is_read(message: str, names: list[str]) -> None:
    assert [c.name for _, hits in statements(message, declared(SLACK)) for c in hits] == names


@pytest.mark.parametrize(
    "message", ["No reaction added.", "I didn't react to it.", "The ✅ on his message was already there."]
)
def test_no_reaction_is_claimed(message: str) -> None:
    assert [
        c.name for _, hits in statements(message, declared(SLACK)) for c in hits if c.name == "react"
    ] == []


def test_a_claimed_reaction_with_none_made_is_false() -> None:
    said = false_claims(SLACK, "I added a ✅ to his message.", Diff())
    assert said == ["'added a ✅ to his message' (no slack_reactions added)"]


def test_the_reaction_must_carry_the_emoji_the_clause_names() -> None:
    message = "Added a ✅ to his message."
    assert false_claims(SLACK, message, _added("white_check_mark")) == []
    assert false_claims(SLACK, message, _added("eyes")) == [
        "'Added a ✅ to his message' (no row it wrote has name white_check_mark)"
    ]
    # no emoji named: any reaction makes it true
    assert false_claims(SLACK, "Reacted to his message.", _added("eyes")) == []


def test_a_removed_reaction_is_read_against_the_rows_removed() -> None:
    message = "Removed the :eyes: reaction from her message."
    assert false_claims(SLACK, message, _removed("eyes")) == []
    assert false_claims(SLACK, message, _added("eyes")) == [
        "'Removed the :eyes: reaction from her message' (no slack_reactions removed)"
    ]
    assert false_claims(SLACK, message, _removed("white_check_mark")) != []


#: (character, every short name Slack takes for it)
FORMS = [("✅", "white_check_mark"), ("👀", "eyes"), ("👍", "+1"), ("👍", "thumbsup"), ("🎉", "tada")]


@given(
    st.sampled_from(FORMS), st.booleans(), st.sampled_from(["added a {e}", "reacted with {e}", "put {e} on"])
)
def test_a_character_and_its_codes_are_one_emoji(form: tuple[str, str], as_code: bool, verb: str) -> None:
    char, code = form
    emoji = f":{code}:" if as_code else char
    message = f"I {verb.format(e=emoji)} his message."
    assert code in named(message)
    assert false_claims(SLACK, message, _added(code)) == []
    wrong = "eyes" if code != "eyes" else "tada"
    assert false_claims(SLACK, message, _added(wrong)) != []


def test_a_clock_time_or_an_unknown_code_names_no_emoji() -> None:
    assert named("at 10:30: done") == frozenset()
    assert named("see :notanemoji: here") == frozenset()
