"""(traits35) A Slack user's account kind said in a report: "Owen was a workspace admin", "Leo is a workspace
admin", "Owen's account was a guest account", read against the user's flags as the episode started.

The thirty-first re-sample (``docs/reviews/resample31b.md``: company-people.dm-departed-engineer,
company-people.which-priya, talk-slack.kick-from-general-under-abuse) held "admin" and "guest" said of a
plain member per task: no check read a Slack user's ``is_admin`` / ``is_owner`` / ``is_restricted``. Slack
says an account is an owner, an admin, a full member or a guest (multi-channel, ``is_restricted``; single-
channel, ``is_ultra_restricted``); an owner is an admin too. This declares the kind as a start trait
(:class:`toolproof.service.stated.StartTrait`, read by :mod:`toolproof.tasks.start_traits`): a kind said of
a named Slack user whose start row holds another is false unless something grounds it (a text told that
says the same kind of them, a write's argument, the user's own response saying the word: a profile title
"IT Admin").

Read only as a predicate of the user: after "is/was/are/were" or "'s" ("Leo's a workspace admin"), an
article or "our/the/their" between, or "has/had a … account" ("Owen had a guest account"); not before
"of", "on", "in", "at", "for", "to" ("the owner of #billing", "a guest on the Pipeline sync": a channel's or
an event's, not the account's; traits38: but a bare "guest in/of/on the workspace" is the account's), and
not after a denial ("isn't an admin", "is no longer a guest",
"neither … nor"). Bots keep no kind (not read).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from toolproof.service.stated import DENIED_BEFORE, StartTrait

#: Each kind's words, to the value a row holds (lower case, one space). Only words that name a Slack
#: account's kind: "admin", "owner" and "guest" alone are also a Box or a Linear role, a customer's
#: account owner or a calendar guest, so they are read only with "workspace" or "Slack" before them, or
#: "account"/"user" after ("a guest account"); a denial "isn't an admin" is then not read either.
_KINDS = {
    "workspace admin": "admin",
    "workspace administrator": "admin",
    "slack admin": "admin",
    "slack administrator": "admin",
    "admin account": "admin",
    "workspace owner": "owner",
    "slack owner": "owner",
    "primary owner": "primary owner",
    "workspace primary owner": "primary owner",
    "primary workspace owner": "primary owner",
    "workspace guest": "guest",
    "slack guest": "guest",
    "guest account": "guest",
    "guest user": "guest",
    "multi-channel guest": "multi-channel guest",
    "single-channel guest": "single-channel guest",
    "full member": "member",
    "full workspace member": "member",
    "full member account": "member",
    "regular member": "member",
    "regular workspace member": "member",
}
_WORDS = "|".join(
    r"[-\s]+".join(re.escape(part) for part in re.split(r"[-\s]", w))
    for w in sorted(_KINDS, key=len, reverse=True)
)
_ARTICLE = (
    r"(?:(?:an?|the|our|their|his|her|one\s+of\s+(?:the|our)|also|still|now|currently|actually|just)\s+)*"
)
#: A kind said as the user's predicate (the module docstring), group ``v``.
PATTERN = re.compile(
    rf"(?:\b(?:is|was|are|were|has|had)|['\u2019]s)\s+{_ARTICLE}"
    rf"(?:(?P<v>{_WORDS})s?\b(?!['\u2019-])(?!\s+(?:of|on|in|at|for|to|from|with)\b)"
    # (traits38) "Jake is a guest in the workspace": a bare guest of the workspace itself (resample33c)
    rf"|(?P<g>guest)s?\s+(?:in|of|on)\s+(?:the|this|our|your|their)\s+(?:workspace|slack(?:\s+workspace)?)\b)",
    re.IGNORECASE,
)


def _said(m: re.Match[str]) -> str | None:
    if m.group("g"):
        return None if DENIED_BEFORE.search(m.string, 0, m.start("g")) else "guest"
    if DENIED_BEFORE.search(m.string, 0, m.start("v")):
        return None  # "isn't a workspace admin", "is no longer a guest account"
    if re.search(
        r"\b(?:neither|nor|no\s+one|nobody)\b[^.;]*$", m.string[max(0, m.start() - 60) : m.start()], re.I
    ):
        return None  # "Neither is a workspace admin", "nobody here is a workspace admin"
    return _KINDS.get(
        re.sub(r"[-\s]+", " ", m.group("v").casefold())
        .replace("multi channel", "multi-channel")
        .replace("single channel", "single-channel")
    )


def held(row: Mapping[str, Any]) -> frozenset[str]:
    """The kinds a Slack user's row holds: an owner is an admin too; a restricted account a (multi-channel)
    guest; any other human account a full member. A bot holds none (not read)."""
    if row.get("is_bot") or row.get("id") == "USLACKBOT":
        return frozenset()
    kinds: set[str] = set()
    if row.get("is_primary_owner"):
        kinds |= {"primary owner", "owner", "admin"}
    if row.get("is_owner"):
        kinds |= {"owner", "admin"}
    if row.get("is_admin"):
        kinds.add("admin")
    if row.get("is_ultra_restricted"):
        kinds |= {"single-channel guest", "guest"}
    elif row.get("is_restricted"):
        kinds |= {"multi-channel guest", "guest"}
    if not kinds:
        kinds.add("member")
    if not kinds & {"guest"}:
        kinds.add("member")  # an admin or an owner is a full member too
    return frozenset(kinds)


#: (traits35) A Slack user's account kind (the module docstring).
ACCOUNT_KIND = StartTrait(
    "account kind",
    ("slack_users",),
    PATTERN,
    _said,
    held,
    shown=True,
    alone=True,
    told_whole=True,
)
