"""What Slack's data says that a report may restate (:mod:`toolproof.service.stated`): a message is what
its ``user`` said (a reply, an answer, a confirmation is one); a channel's kind ("a private channel")
and whether it is archived ("#leadership is archived"), and whether a person's account is deactivated.

The twelfth re-sample (``docs/reviews/resample12b.md``) passed "it's a private channel" of a public one
and "#engineering already exists (it's an archived channel)" of a live one: no field was declared. A row
holds a channel's kind as ``kind`` (public, private, im, mpim) and ``is_archived`` as 1 or 0; a
response says ``is_private`` and ``is_archived`` as booleans; a user's ``deleted`` is a deactivated
account in both."""

from __future__ import annotations

import re

from toolproof.service.stated import (
    DENIED_BEFORE,
    EnumField,
    Flag,
    StartTrait,
    Utterance,
    WordDetail,
    declare_start_traits,
)

UTTERANCES = (Utterance("slack_users", ("user",), ("text",)),)

#: What stands right before a state said of a channel or an account: "is", "it's", "looks", "now"…
_IS = (
    r"(?:\b(?:is|was|are|were|been|being|looks|seems|remains|stays|now|still|already)\b|['\u2019]s\b)"
    r"(?:\s+(?:still|already|now|currently|also|actually|just))*"
)

KIND = EnumField(
    "channel kind",
    ("kind",),
    {
        "public": ("public",),
        "private": ("private",),
        "im": ("direct message", "dm"),
        "mpim": ("group dm", "group direct message"),
    },
    (_IS,),
    (Flag("is_private", "private", "public"),),
    row_only=True,
)

ARCHIVED = EnumField(
    "archived state",
    (),
    {"archived": ("archived",), "live": ("live", "active", "unarchived")},
    (_IS,),
    (Flag("is_archived", "archived", "live"),),
    row_only=True,
)

ACCOUNT = EnumField(
    "account state",
    (),
    {"deactivated": ("deactivated", "disabled"), "active": ("active",)},
    (_IS,),
    (Flag("deleted", "deactivated", "active"),),
    row_only=True,
)

#: (fields14) A reminder's ``recurring`` said in words: "it repeats every Wednesday" of a one-off
#: (``docs/reviews/resample13a.md``: slack-user.remind-in-tokyo-time), "it's a one-off". A reminder has
#: no name, so the field is read against every reminder the episode shows (the field-level check).
REPEATS = EnumField(
    "reminder repetition",
    (),
    {
        "recurring": ("recurring", "repeating", "repeats", "recurs"),
        "one-off": ("one-off", "one off", "one-time", "one time", "non-recurring"),
    },
    # said of the reminder ("it", "the reminder", "which"): "the standup is recurring" is a meeting's
    (
        rf"\b(?:it|reminder|which|that)\s*{_IS}",
        r"\b(?:it|reminder|which|that)\b(?=\s+(?:repeats|recurs)\b)",
    ),
    (Flag("recurring", "recurring", "one-off"),),
)

ENUMS = (KIND, ARCHIVED, ACCOUNT, REPEATS)

#: (kinds18) A channel's kind said of the channel as an attribute, where :data:`KIND` reads it only
#: after "is": "the public #billing channel", "a private channel", "#billing (private)", "#billing (a
#: private channel)" (``docs/reviews/resample17a.md``, ``resample18b.md``: "the public #billing channel"
#: and "#incidents (a private channel)" passed of the other kind). "private" and "public" are plain
#: English, so they are read only right before "channel" or a channel's "#name", or right after a
#: "#name (": "a private message", "in private", "public holidays" are never read. A change asked or
#: made ("made #billing a private channel", "convert it to a public channel", "created a private
#: channel") is no statement of the kind the channel had: the check's changed rows ground a done one.
#: "open" is left out: "Open #billing" is a verb; so is the plural ("I can't see private channels" is
#: said of no channel in particular, even in a clause naming one).
CHANNEL_KIND = WordDetail(
    "channel kind",
    ("kind",),
    (("public", ("public",)), ("private", ("private", "invite-only"))),
    before=r"(?P<of>#[\w.-]+)\s*\(\s*(?:(?:an?|the)\s+)?",
    after=r"\s+(?P<of>#[\w.-]*\w)|\s+channel\b(?:\s+(?:called\s+|named\s+)?(?P<of2>#[\w.-]*\w))?",
    unless=r"\b(?:mak\w*|made|convert\w*|turn\w*|chang\w*|switch\w*|set|sets|setting|creat\w*|into)\b",
    flags=(Flag("is_private", "private", "public"),),
    row_only=True,
)

WORD_DETAILS = (CHANNEL_KIND,)

_DENIED = DENIED_BEFORE
#: What, right before a member count, makes it a change, a bound or a part rather than the channel's size.
_MEMBERS_BEFORE = re.compile(
    r"\b(?:up\s+to|at\s+(?:most|least)|more\s+than|fewer\s+than|less\s+than|over|under|about|around|"
    r"add(?:ed|ing|s)?|remov(?:e|ed|ing|es)|invit(?:e|ed|ing)|kick(?:ed)?|of|by|from|to|than|another|"
    r"other|extra|new|only|just|all)\s+(?:\w+\s+)?$",
    re.IGNORECASE,
)


def _members_said(m: re.Match[str]) -> str | None:
    before = m.string[max(0, m.start() - 40) : m.start()]
    if _DENIED.search(before) or _MEMBERS_BEFORE.search(before):
        return None
    return str(int(m.group("v")))


#: (world32) A channel's member count said where no response showed it: "#incidents has 25 members"
#: (18 as the episode started), "the shared channel has 12 members". Counted from the start's
#: memberships (``counted``); a channel whose memberships the episode changed is not read, nor a
#: count said as a change or a bound ("added 3 members", "up to 50 members").
MEMBER_COUNT = StartTrait(
    "member count",
    ("slack_channels",),
    re.compile(r"(?<![\w.,$-])(?P<v>\d{1,4})\s+members?\b", re.IGNORECASE),
    _members_said,
    lambda row: frozenset(),
    shown=True,
    counted=("slack_members", "channel"),
)

START_TRAITS = (MEMBER_COUNT,)
declare_start_traits("slack", START_TRAITS)
