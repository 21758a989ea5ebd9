"""(posts10) A Slack ``ts`` dates the message a text talks about (:mod:`toolproof.tasks.moments`).

"I replied in the thread of Maria's message of 22 October": the message's date is its ``ts``, Unix
seconds written as text ("1792700000.000100"), which grounded nothing, so a right date beside a
grounded neighbour failed and a wrong one passed. Slack's dialect declares its stamp keys
(``Dialect.stamp_keys``); they are read in the rows the episode wrote or changed and in the calls'
arguments (the messages it replied to, reacted to, pinned, looked up), not in the responses (a channel's
history would ground every post's day)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from toolproof.tasks.moments import false_moments, ground_episode, stamp_keys

#: 2026-10-22 20:13:20 UTC (13:13 in Los Angeles, the same day); the world's today is 2026-11-02.
TS = "1792700000.000100"
SLACK = stamp_keys(("slack",))


def _false(
    message: str, *, rows: Sequence[Any] = (), bodies: Sequence[Any] = (), args: Sequence[Any] = ()
) -> list[str]:
    grounds = ground_episode(message, [], rows, bodies, SLACK, args)
    return [f.describe() for f in false_moments(message, grounds)]


def test_slack_declares_its_stamp_keys_and_other_services_none() -> None:
    assert stamp_keys(("slack",)) == {"ts", "thread_ts", "latest_reply", "timestamp"}
    assert stamp_keys(("stripe", "gcal")) == frozenset()
    assert stamp_keys(("nosuch",)) == frozenset()


@pytest.mark.parametrize(
    "args",
    [
        [{"channel": "C01", "thread_ts": TS, "text": "On it."}],  # a reply in its thread
        [{"channel": "C01", "timestamp": TS, "name": "eyes"}],  # a reaction to it
        [{"channel": "C01", "ts": TS, "text": "Edited."}],  # an edit of it
    ],
)
def test_the_ts_a_call_names_grounds_its_date_and_refuses_the_day_beside_it(args: list[Any]) -> None:
    assert _false("Replied to Maria's message of 22 October.", args=args) == []
    assert _false("Replied to Maria's message of 23 October.", args=args) == [
        "'23 October' (a day off 2026-10-22, which the episode shows)"
    ]
    assert _false("Replied to Maria's message of Oct 21.", args=args) == [
        "'Oct 21' (a day off 2026-10-22, which the episode shows)"
    ]


def test_a_row_the_episode_wrote_grounds_its_parents_date() -> None:
    reply = {"channel": "C01", "ts": "1793600000.000200", "thread_ts": TS, "text": "On it."}
    assert _false("Answered Maria's post of 2026-10-22 in its thread.", rows=[reply]) == []
    assert _false("Answered Maria's post of 2026-10-23 in its thread.", rows=[reply]) == [
        "'2026-10-23' (a day off 2026-10-22, which the episode shows)"
    ]


def test_a_listing_grounds_no_posts_day() -> None:
    history = {"ok": True, "messages": [{"ts": TS, "text": "Can someone look at the invoice?"}]}
    # the history's ts grounds nothing: neither day is refused nor grounded by it
    assert _false("Maria's message of 23 October asked about it.", bodies=[history]) == []
    assert _false("Maria's message of 22 October asked about it.", bodies=[history]) == []


def test_without_the_declaration_a_ts_grounds_nothing() -> None:
    args = [{"channel": "C01", "thread_ts": TS}]
    grounds = ground_episode("Replied to Maria's message of 23 October.", [], [], [], frozenset(), args)
    assert false_moments("Replied to Maria's message of 23 October.", grounds) == []


#: 2026-10-23 09:00 UTC: another source grounds the day after the post's.
NEXT_DAY = {"created_at": "2026-10-23T09:00:00Z"}
POST = {"ts": TS, "user": "U01", "text": "Maria Lopez: the Harbor invoice goes to finance today."}
OTHER = {"ts": "1792786400.000100", "user": "U02", "text": "Lunch is on Friday, everyone."}  # 2026-10-23


def test_a_read_posts_day_grounds_the_clause_about_it_but_accuses_nothing() -> None:
    """(values12) The day of a post the episode read grounds a date in a clause that talks about the post
    (three words of its text or more near the date); it makes no day beside it false, and a post about
    something else grounds nothing (company-offboarding.chris-folders-to-new-owners)."""
    history = {"ok": True, "messages": [POST, OTHER]}
    said = "Maria Lopez posted on 22 October that the Harbor invoice goes to finance."
    assert _false(said, bodies=[history, NEXT_DAY]) == []
    # without the post, the day beside the one grounded is false
    assert _false(said, bodies=[NEXT_DAY]) == ["'22 October' (a day off 2026-10-23, which the episode shows)"]
    # a clause about something else: the post does not ground it
    assert _false("The vendor call was on 22 October.", bodies=[history, NEXT_DAY]) == [
        "'22 October' (a day off 2026-10-23, which the episode shows)"
    ]
    # the post grounds its own day only: nothing it read accuses the day beside it either
    assert (
        _false("Maria Lopez posted on 21 October that the Harbor invoice goes to finance.", bodies=[history])
        == []
    )
