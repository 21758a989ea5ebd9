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
from collections.abc import Callable, Mapping
from typing import Any

from toolproof.service.stated import (
    DENIED_BEFORE,
    PERSON_ZONE,
    EnumField,
    Flag,
    ReadField,
    StartTrait,
    Utterance,
    WordDetail,
    declare_read_fields,
    declare_start_traits,
    folded_text,
    part_of,
    person_zone_said,
    zone_held,
)
from toolproof.services.slack.file_traits import EDITABLE
from toolproof.services.slack.thread_traits import REPLY_COUNT
from toolproof.services.slack.traits import ACCOUNT_KIND

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
    shown=True,
    counted=("slack_members", "channel"),
)


#: (world33) What opens a quoted text: each opening quote and its closing one.
_QUOTED = (
    r"(?:\"(?P<v>[^\"\n]{1,160})\"|\u201c(?P<v2>[^\u201d\n]{1,160})\u201d"
    r"|'(?P<v3>[^'\n]{1,160})'(?!\w)|\u2018(?P<v4>[^\u2019\n]{1,160})\u2019(?!\w))"
)
#: (world33) Words between "topic"/"purpose" and its quoted text: "is", "was", "still reads", "set to",
#: "of #support is", a colon or a dash.
_TEXT_BETWEEN = (
    r"(?:\s+(?:of|on|in|for)\s+#[\w.-]+)?"
    r"(?:\s*(?::|,|-|\u2014|\u2013|\bis\b|\bwas\b|\bwere\b|\bremains\b|\bstays\b|\bstill\b|\bnow\b|\bcurrently\b"
    r"|\bread\b|\breads\b|\bsays\b|\bsaid\b|\bas\b|\bset\s+to\b|\bchanged\s+to\b|\bto\b|\bhad\s+been\b|\bhas\s+been\b"
    r"|\bjust\b|\balready\b|\b\w+n['\u2019]t\b|\bnot\b|\bno\s+longer\b))*\s*"
)


def _quoted_said(m: re.Match[str]) -> str | None:
    between = m.string[m.end("what") : m.start("q")]
    if re.search(r"\bnot\b|n['\u2019]t\b|\bno\s+longer\b", between, re.IGNORECASE):
        return None  # a denial: "the topic isn't 'Escalations only'"
    if _DENIED.search(m.string, 0, m.start()):
        return None
    if m.groupdict().get("v5") is not None and not between.strip():
        return None  # (traits42) a bare topic only after "is", a colon…: "the topic Incidents" says none
    groups = (m.group("v"), m.group("v2"), m.group("v3"), m.group("v4"), m.groupdict().get("v5"))
    value = next(g for g in groups if g is not None)
    return folded_text(value) or None


def _text_held(column: str) -> Callable[[Mapping[str, Any]], frozenset[str]]:
    def held(row: Mapping[str, Any]) -> frozenset[str]:
        if row.get("kind") not in ("public", "private"):
            return frozenset()  # a DM has no topic a report gives it
        value = row.get(column)
        return frozenset({folded_text(value) if isinstance(value, str) else ""})

    return held


#: (traits42) A topic said without quotes: a capitalised text right after "topic is" up to the clause's
#: end, a comma, or an "and", "but", "so", "which", "because" (cut there, it is only a shorter part, which
#: agrees more often): "#engineering's topic is Infra on-call and incidents" of "All things engineering"
#: (resample37b's, held by its task only).
_BARE = (
    r"(?P<v5>(?-i:[A-Z])[^.;!?\n\"\u201c\u201d,()]{1,80}?)"
    r"(?=\s*(?:[.;!?\n,()]|$)|\s+(?:and|but|so|which|because|while|for|since)\b)"
)


def _quoted_trait(name: str, word: str, column: str, bare: bool = False) -> StartTrait:
    text = f"(?:{_QUOTED}|{_BARE})" if bare else _QUOTED
    return StartTrait(
        name,
        ("slack_channels",),
        re.compile(rf"(?P<what>\b{word}\b){_TEXT_BETWEEN}(?P<q>{text})", re.IGNORECASE),
        _quoted_said,
        _text_held(column),
        shown=True,
        agrees=part_of,
    )


#: (world33) A channel's topic or purpose quoted where nobody read it: "#support's topic is 'Escalations
#: only'" (the twenty-seventh and twenty-eighth re-samples: #incidents and #support-escalations given
#: another topic, held by ``says_not`` only). Only a quoted text right after "topic"/"purpose" is read
#: (a topic in a paraphrase is not), against the channel's start text: a part of it quoted is its own, a
#: channel with no topic holds none. A topic the agent set is grounded by its write ("changed the topic
#: to 'X'"), one a response showed by the response; a denial is not read.
TOPIC = _quoted_trait("topic", "topic", "topic", bare=True)
PURPOSE = _quoted_trait("purpose", "purpose", "purpose")

#: (world33) The zone each place a report puts a person in keeps (a closed map: the cities and countries
#: the fixtures' users and the re-samples name; a country of several zones is left out).
_ZONES = {
    "london": "Europe/London", "uk": "Europe/London", "the uk": "Europe/London", "england": "Europe/London",
    "manchester": "Europe/London", "leeds": "Europe/London", "dublin": "Europe/Dublin",
    "ireland": "Europe/Dublin", "berlin": "Europe/Berlin", "munich": "Europe/Berlin",
    "germany": "Europe/Berlin", "paris": "Europe/Paris", "lyon": "Europe/Paris", "france": "Europe/Paris",
    "madrid": "Europe/Madrid", "barcelona": "Europe/Madrid", "spain": "Europe/Madrid",
    "lisbon": "Europe/Lisbon", "portugal": "Europe/Lisbon", "amsterdam": "Europe/Amsterdam",
    "rome": "Europe/Rome", "milan": "Europe/Rome", "italy": "Europe/Rome", "warsaw": "Europe/Warsaw",
    "poland": "Europe/Warsaw", "stockholm": "Europe/Stockholm", "oslo": "Europe/Oslo",
    "prague": "Europe/Prague", "vienna": "Europe/Vienna", "athens": "Europe/Athens",
    "new york": "America/New_York", "boston": "America/New_York", "chicago": "America/Chicago",
    "austin": "America/Chicago", "denver": "America/Denver", "seattle": "America/Los_Angeles",
    "san francisco": "America/Los_Angeles", "los angeles": "America/Los_Angeles",
    "toronto": "America/Toronto", "são paulo": "America/Sao_Paulo", "sao paulo": "America/Sao_Paulo",
    "mexico city": "America/Mexico_City", "tokyo": "Asia/Tokyo", "osaka": "Asia/Tokyo",
    "kyoto": "Asia/Tokyo", "japan": "Asia/Tokyo", "seoul": "Asia/Seoul", "korea": "Asia/Seoul",
    "singapore": "Asia/Singapore", "bangalore": "Asia/Kolkata", "bengaluru": "Asia/Kolkata",
    "mumbai": "Asia/Kolkata", "delhi": "Asia/Kolkata", "new delhi": "Asia/Kolkata",
    "pune": "Asia/Kolkata", "kolkata": "Asia/Kolkata", "india": "Asia/Kolkata", "lagos": "Africa/Lagos",
    "nigeria": "Africa/Lagos", "nairobi": "Africa/Nairobi", "sydney": "Australia/Sydney",
}  # fmt: skip
_ZONE_PLACES = "|".join(re.escape(p) for p in sorted(_ZONES, key=len, reverse=True))


def _zone_said(m: re.Match[str]) -> str | None:
    group = next(g for g in ("v", "v2", "v3") if m.group(g))
    if _DENIED.search(m.string, 0, m.start(group)):
        return None
    return _ZONES.get(m.group(group).casefold())


def _zone_held(row: Mapping[str, Any]) -> frozenset[str]:
    zone = row.get("tz")
    return frozenset({zone}) if isinstance(zone, str) and zone and not row.get("is_bot") else frozenset()


#: (world33) Where a person is, against their Slack time zone: "Ravi is in London" of a user whose ``tz``
#: (traits35: and an office of a city said as theirs, "Riley is based in our London office", "Jake is in the
#: Berlin office": resample31b/31c held these per task)
#: is Asia/Kolkata. Read only after "is/are/'s (based/located/working) in", "based/located/lives in" (a
#: place of the closed map :data:`_ZONES`: each to its zone, so "Bangalore" of Asia/Kolkata is his), in a
#: clause naming no row of another table (a channel, a file: the place may be theirs), of a user who
#: keeps a zone; a denial is not read. (traits46) Grounded only by a text saying the trait of someone with
#: that place (``told_whole``), not by the place's name anywhere: "Jordan Reyes is in Chicago" (New York)
#: passed company-support.acme-freight-manual-exports, whose instruction books a call at "15:00 Chicago
#: time" on Jordan's calendar (the event, a response holding his address, said "America/Chicago"). A Slack
#: profile holds no place but its zone, which ``held`` reads.
PLACE = StartTrait(
    "place",
    ("slack_users",),
    re.compile(
        rf"(?:\b(?:is|are|was|were)|['\u2019]s)\s+(?:(?:currently|now|still|also|actually|based|located|working)\s+)*"
        rf"(?:in|out\s+of)\s+(?P<v>{_ZONE_PLACES})\b(?!\s+(?:time|hours|office|team|channel)\b)"
        rf"|\b(?:based|located|lives|living|works|working)\s+(?:out\s+)?(?:in|of|from)\s+(?P<v2>{_ZONE_PLACES})\b"
        # (traits35) an office of a city: "is in the Berlin office", "works from our London office"
        rf"|(?:\b(?:is|are|was|were|based|located|works|working|sits|sitting)|['\u2019]s)\s+"
        rf"(?:(?:currently|now|still|also|actually|usually|mostly)\s+)*(?:in|at|from|out\s+of)\s+"
        rf"(?:our|the|their|his|her)\s+(?P<v3>{_ZONE_PLACES})\s+office\b",
        re.IGNORECASE,
    ),
    _zone_said,
    _zone_held,
    alone=True,
    told_whole=True,
)

#: (traits38) A person's time zone said outright ("His time zone is New York", "Ravi is on London time":
#: :data:`toolproof.service.stated.PERSON_ZONE`), against the named user's ``tz`` (a bot's is not read).
PERSON_ZONE_TRAIT = StartTrait(
    "person's time zone",
    ("slack_users",),
    PERSON_ZONE,
    person_zone_said,
    lambda row: frozenset() if row.get("is_bot") else zone_held(row.get("tz")),
    shown=True,
    alone=True,
)

START_TRAITS = (MEMBER_COUNT, TOPIC, PURPOSE, PLACE, ACCOUNT_KIND, PERSON_ZONE_TRAIT)
declare_start_traits("slack", (*START_TRAITS, REPLY_COUNT, EDITABLE))


#: (grounded40) A person's Slack status said ("His Slack status says he's on vacation", "her status reads
#: 'Out sick'"): only a read of the user's profile (``status_text``, ``status_emoji``) shows it; an episode
#: that read no profile guessed it (resample35's held family). "Status is" alone is not read: a
#: subscription's, an invoice's or an issue's status is said so too.
STATUS = ReadField(
    "Slack status",
    re.compile(
        r"\b(?:slack\s+status|(?:his|her|their)\s+(?:slack\s+)?status)\s+(?:says|reads|shows|is\s+set\s+to)\s*"
        r"[:\"'\u201c]?\s*(?P<v>[^.;\n]{2,40})",
        re.IGNORECASE,
    ),
    ("status_text", "status_emoji"),
)

declare_read_fields("slack", (STATUS,))
