"""(traits42) How many replies a Slack post's thread has, said of the post.

"Leo's #billing post has three replies" (a post with no thread) passed company-support.cobalt-order-form-
missing with its ``says_not`` off, and traits41 left "the thread had 3 replies" open: a thread is no named
row ("the thread" names nothing, and no report says a message's ``ts``). A post is named here the way a
report names it, by whose it is or where it is (:attr:`toolproof.service.stated.StartTrait.whose`): the
top-level posts of the person a possessive or a name in the clause gives ("Leo's post", "Luis's thread")
and those of a channel the clause names ("the #billing post"), read as one (a count any of them holds
agrees, so only a count none holds fails). Against the replies each has as the episode started and as its
writes left it (a reply the agent posted counts): ``either``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from toolproof.service.stated import StartRows, StartTrait, none_denied

#: A count said in words ("three replies").
_COUNT_WORDS = {
    "no": 0, "zero": 0, "one": 1, "a single": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "a dozen": 12,
}  # fmt: skip
_COUNT = r"\d{1,4}|a\s+dozen|a\s+single|" + "|".join(w for w in _COUNT_WORDS if " " not in w)

_MESSAGES = "slack_messages"


def _top_level(row: Mapping[str, Any]) -> bool:
    thread = row.get("thread_ts")
    return (not thread or thread == row.get("ts")) and not row.get("scheduled_id")


_NOUN = r"(?:post|thread|message|question|report)"


def _posts(
    clause: str, said: str, owner: Mapping[str, Any], rows: StartRows
) -> tuple[tuple[str, tuple[Any, ...], str], ...]:
    """The top-level posts of the person (a Slack user) or in the channel ``owner`` is, where the clause
    says the post is theirs right before its noun: "Leo's post", "Luis's #billing thread", "the #billing
    post", "the post in #billing" (a channel after a possessive is the person's: "Leo's #billing post" is
    Leo's posts only). A person or channel named elsewhere in the clause is not the post's
    ("The thread had one reply before mine (the reminder about Amara's approval)" is no post of Amara's)."""
    if "real_name" in owner or "is_bot" in owner:
        calls = "|".join(
            re.escape(n) for n in dict.fromkeys((said, said.split()[0] if said.split() else "")) if n
        )
        if not calls or not re.search(
            rf"(?<![\w-])(?:{calls})['\u2019]s\s+(?:#[\w.-]+\s+)?{_NOUN}\b", clause, re.IGNORECASE
        ):
            return ()
        found = rows.where(_MESSAGES, "user", owner.get("id"))
    elif owner.get("kind") in ("public", "private") and isinstance(owner.get("name"), str):
        channel = re.escape(owner["name"])
        if not re.search(
            rf"(?<!['\u2019]s\s)#{channel}\s+{_NOUN}\b|\b(?<!['\u2019]s\s){_NOUN}\s+in\s+#{channel}(?![\w.-])",
            clause,
            re.IGNORECASE,
        ):
            return ()
        found = rows.where(_MESSAGES, "channel", owner.get("id"))
    else:
        return ()
    return tuple(
        (_MESSAGES, (r.get("channel"), r.get("ts")), f"{said}'s post") for r in found if _top_level(r)
    )


def _threads_worked(
    reads: Sequence[tuple[Any, Any]], writes: Sequence[Any], rows: StartRows
) -> tuple[tuple[str, tuple[Any, ...], str], ...]:
    """(traits43) The threads the episode read (a replies listing: a read with a ``channel`` and a ``ts``
    whose body lists ``messages``) or posted a reply in (a write with a ``channel`` and a ``thread_ts``),
    each by its top-level post as the episode started: "the thread" a clause names no owner of."""
    keys: list[tuple[Any, Any]] = []
    for params, body in reads:
        listed = isinstance(body, Mapping) and isinstance(body.get("messages"), list)
        if listed and isinstance(params, Mapping) and params.get("channel") and params.get("ts"):
            keys.append((params["channel"], str(params["ts"])))
    for params in writes:
        if isinstance(params, Mapping) and params.get("channel") and params.get("thread_ts"):
            keys.append((params["channel"], str(params["thread_ts"])))
    out: list[tuple[str, tuple[Any, ...], str]] = []
    for key in dict.fromkeys(keys):
        row = rows.row(_MESSAGES, key)
        if row is not None and _top_level(row):
            out.append((_MESSAGES, key, f"the thread of {key[0]} {key[1]}"))
    return tuple(out)


def _replies_held(row: Mapping[str, Any], start: StartRows) -> frozenset[str]:
    """How many replies the post's thread holds (none: "0"); a reply itself is not read."""
    if not _top_level(row):
        return frozenset()
    ts = row.get("ts")
    replies = [
        r
        for r in start.where(_MESSAGES, "thread_ts", ts)
        if r.get("channel") == row.get("channel") and r.get("ts") != ts and not r.get("scheduled_id")
    ]
    return frozenset({str(len(replies))})


def _replies_said(m: re.Match[str]) -> str | None:
    if none_denied(m):
        return None
    word = " ".join(m.group("v").casefold().split())
    return str(_COUNT_WORDS[word]) if word in _COUNT_WORDS else str(int(word))


#: "<post / thread / message> has (only) N replies", "N replies in <…> thread". Not a bound or a hedge
#: ("at least 3 replies", "about a dozen replies" are not read), nor "more replies".
REPLY_COUNT = StartTrait(
    "reply count",
    (_MESSAGES,),
    re.compile(
        r"\b(?:post|thread|message|question|report)\s+(?:(?:already|still|only|now)\s+)?"
        r"(?:has|had|got|drew|received|now\s+has)\s+"
        rf"(?:only\s+|just\s+|exactly\s+)?(?P<v>{_COUNT})\s+(?!(?:more|other|further|additional)\b)(?:\w+\s+)?"
        r"repl(?:y|ies)\b",
        re.IGNORECASE,
    ),
    _replies_said,
    held_at=_replies_held,
    whose=_posts,
    either=True,
    worked=_threads_worked,
)
