"""What Google Calendar's data says that a report may restate (:mod:`toolproof.service.stated`): an
attendee's ``responseStatus``, said as a response ("RSVP: declined", "response status tentative") or as
what the person did ("Farah accepted", "both have accepted", "Anders is tentative", "Hana hasn't
replied"), and who gave it (the attendee's ``email``; ``needsAction`` is no answer).

The twelfth re-sample (``docs/reviews/resample12a.md``) passed "Farah and Hana have both accepted it"
(Farah is tentative): only "response"/"RSVP" stood before a value the check read. A person's name (a
capitalised word) or "has"/"have" stands before "accepted", "declined" or "tentatively accepted", and
"is" before "tentative" or "a maybe", and only before those: "the card was declined" or "the plan is
accepted" say no attendee's answer. (fields14) "Farah is accepted" and "both are declined" say it too: the
thirteenth re-sample wrote them beside "Farah accepted"; a denial between ("Farah is not yet accepted")
states nothing."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from toolproof.service.stated import (
    DENIED_BEFORE,
    LOWER,
    PERSON_ZONE,
    UPPER,
    EnumField,
    ReadField,
    StartRows,
    StartTrait,
    Utterance,
    declare_read_fields,
    declare_start_traits,
    folded_text,
    match_denied,
    name_agrees,
    none_denied,
    part_of,
    person_zone_said,
    zone_city,
    zone_held,
)
from toolproof.services.gcal import event_traits
from toolproof.services.gcal.calendar_traits import TRAITS43

_SAID = r"(?:\s*(?::|=|-|\bwas\b|\bis\b|\bof\b))*"
#: Words between a subject and its answer: "Farah has already accepted", "both have accepted".
_BETWEEN = r"(?:\s+(?:both|all|each|already|also|now|just|since|has|have|had|only))*\s+"
#: (fields14) A person said to be in an answer, "Farah is accepted", "Farah and Hana are declined": a
#: capitalised word that is no pronoun or thing ("It was declined" is a card's), before "is"/"are".
_IS_ANSWER = (
    r"(?-i:\b(?!(?:It|This|That|These|Those|There|Here|What|Which|Everything|Nothing)\b)"
    rf"[{UPPER}][{LOWER}][\w'\u2019-]*)"
    r"(?:\s+(?:both|all|each|already|also|now|just|only))*\s+(?:is|are)"
    r"(?:\s+(?:both|all|each|already|also|now|just|only|still))*\s+(?=(?:accepted|declined)\b)"
)
#: (lead74) Capitalised words that open a sentence and name no person: a possessive, an article or a
#: demonstrative before "declined" says what was declined ("His declined charge", "The declined card").
_NO_PERSON = (
    r"(?:His|Her|Their|Its|Our|Your|My|The|A|An|This|That|These|Those|It|There|Here|What|Which|Whose)"
)
#: What the person did, said after them.
_DID = r"(?=(?:accepted|declined|tentatively|has(?:n['\u2019]t|\s+not)\s+(?:replied|responded)))"

RESPONSE = EnumField(
    "response status",
    ("responseStatus",),
    {
        "accepted": ("accepted",),
        "declined": ("declined",),
        "tentative": ("tentative", "tentatively accepted", "maybe"),
        "needsAction": (
            "needs action",
            "not responded",
            "hasn't replied",
            "hasn\u2019t replied",
            "has not replied",
            "hasn't responded",
            "hasn\u2019t responded",
            "has not responded",
        ),
    },
    (
        rf"\b(?:response(?:\s+status)?|rsvp(?:\s+status)?){_SAID}",
        r"\brsvp['\u2019]?d\b",
        # a person (a capitalised word, not "I") or "has"/"have" before what they did; (lead74) not a
        # determiner opening a sentence ("His declined $20.81 charge was left alone" is a card's decline)
        rf"(?-i:\b(?!{_NO_PERSON}\b)[{UPPER}][{LOWER}][\w'\u2019-]*){_BETWEEN}{_DID}",
        rf"\b(?:has|have|had){_BETWEEN}{_DID}",
        _IS_ANSWER,
        r"(?:\b(?:is|are|was|were|still)\b|['\u2019]s\b)(?:\s+(?:still|only|just|now))*\s+"
        r"(?=(?:tentative|(?:an?\s+)?maybe)\b)",
    ),
)

ENUMS = (RESPONSE,)
#: An attendee's ``responseStatus`` is what they answered (the Events resource: "needsAction" - the
#: attendee has not responded; "declined"; "tentative"; "accepted"): only "accepted" makes "X accepted"
#: or "X confirmed" true, only "declined" "X declined", and a tentative answer is a reply and no more.
UTTERANCES = (
    Utterance(
        "gcal_users",
        ("email",),
        ("responseStatus",),
        silent=("needsAction",),
        answers=(
            ("accepted", ("accepted", "replied")),
            ("declined", ("declined", "replied")),
            ("tentative", ("replied",)),
        ),
    ),
)


_EVENTS = ("gcal_events",)
#: (world33) A person's or a calendar's name said as a value: one to three capitalised words, no pronoun
#: or thing ("It", "The", "This", "You", "I").
_NAME = (
    r"(?-i:(?!(?:It|This|That|The|These|Those|There|Here|You|Your|I|We|Our|They|He|She|Me|Him|Her|Them|"
    r"Someone|Somebody|Nobody|No|Not|Google|Calendar|Zoom|Meet|Teams|Webex|Slack|Box)\b)"
    rf"[{UPPER}][\w'\u2019-]*(?:\s+[{UPPER}][\w'\u2019-]*){{0,2}})"
)


def _body(row: Mapping[str, Any]) -> Mapping[str, Any]:
    body = row.get("body")
    return body if isinstance(body, Mapping) else {}


def _organiser_said(m: re.Match[str]) -> str | None:
    group = next(g for g in ("v", "v2", "v3") if m.group(g))
    if match_denied(m):
        return None
    value = re.sub(r"['\u2019]s$", "", m.group(group)).casefold()
    return value or None


def _organiser_held(row: Mapping[str, Any], start: StartRows) -> frozenset[str]:
    """The organiser's address, the name of the user so addressed, the calendar so named (a group
    calendar organises its events), and the name the event's body gives its organiser."""
    email = row.get("organizer")
    if not isinstance(email, str) or not email:
        return frozenset()
    out = {email.casefold()}
    user = start.row("gcal_users", (email,))
    if user is not None and isinstance(user.get("name"), str):
        out.add(user["name"].casefold())
    calendar = start.row("gcal_calendars", (email,))
    if calendar is not None and isinstance(calendar.get("summary"), str):
        out.add(calendar["summary"].casefold())
    organiser = _body(row).get("organizer")
    if isinstance(organiser, Mapping) and isinstance(organiser.get("displayName"), str):
        out.add(organiser["displayName"].casefold())
    return frozenset(out)


#: (world33) Who organises an event, said where nobody read it: "organised by Chris", "Dana organises
#: the check-in", "the organiser is Farah", "organiser: Farah" (the re-samples' "the check-in said
#: organised by someone other than Kris Novak", "the war room said to be Dara's", each held by its task's
#: ``says_not`` only). Against the event's ``organizer`` as the episode started: its address, its user's
#: name (a first name of it is theirs), or its calendar's name (a group calendar's event). An event the
#: episode changed is not read (moved to another calendar, its organiser is the new one); a told text
#: grounds it only by saying the same organiser (a name told is not an organiser told).
ORGANISER = StartTrait(
    "organiser",
    _EVENTS,
    re.compile(
        rf"\b(?:organi[sz]ed|hosted)\s+by\s+(?:the\s+)?(?P<v>{_NAME})"
        rf"|\b(?P<v2>{_NAME})\s+(?:(?:is|was)\s+(?:the\s+)?(?:organi[sz]er|host)\b|organi[sz]es\b"
        rf"|(?:organi[sz]ed|hosted)\s+(?:it|the)\b)"
        rf"|\b(?:organi[sz]er|host)\s*(?::|\bis\b|\bwas\b|,)\s*(?:the\s+)?(?P<v3>{_NAME})",
        re.IGNORECASE,
    ),
    _organiser_said,
    held_at=_organiser_held,
    agrees=name_agrees,
    told_whole=True,
    either=True,
    sole=True,
)

_MEETING = (
    r"(?:events?|meetings?|calls?|series|sessions?|syncs?|stand-?ups?|check-?ins?|1:1s?|one-on-ones?"
    r"|reviews?|invites?)"
)


def _recurrence_said(m: re.Match[str]) -> str | None:
    if DENIED_BEFORE.search(m.string, 0, m.start()):
        return None
    return "one-off" if m.group("once") or m.group("once2") else "recurring"


def _recurrence_held(row: Mapping[str, Any]) -> frozenset[str]:
    """Whether the event repeats: a series (its ``recurrence``) or an instance of one."""
    if row.get("status") == "cancelled":
        return frozenset()
    recurring = bool(_body(row).get("recurrence")) or bool(row.get("recurring_event_id"))
    return frozenset({"recurring" if recurring else "one-off"})


#: (world33) Whether an event repeats, said where nobody read it: "the weekly standup" of a one-off, "a
#: one-off call" of a weekly series (the re-samples' "the check-in called a recurring series (it is a
#: one-off event)", held by ``says_not`` only). Read only right before a meeting's noun ("a recurring
#: meeting", "the weekly check-in", "a one-off event") or after "is/it's a" ("it's a one-off"), never
#: inside the event's own name ("the Weekly sync" is its name); against the start row's ``recurrence``
#: (an instance of a series repeats). An event the episode changed is not read (it may have made it
#: repeat); a denial is not read.
RECURRENCE = StartTrait(
    "recurrence",
    _EVENTS,
    re.compile(
        rf"\b(?:(?P<rep>recurring|repeating|weekly|daily|bi-?weekly|fortnightly|monthly)\s+(?:[\w-]+\s+)?{_MEETING}\b"
        rf"|(?P<once>one-?off|one-?time|non-?recurring|single)\s+(?:[\w-]+\s+)?{_MEETING}\b"
        rf"|(?:\bis|['\u2019]s)\s+(?:just\s+|only\s+)?an?\s+(?P<once2>one-?off)\b(?!\s+(?:change|move|edit|exception))"
        r")",
        re.IGNORECASE,
    ),
    _recurrence_said,
    _recurrence_held,
    unless_changed=True,
    outside_names=True,
)


def _location_said(m: re.Match[str]) -> str | None:
    if DENIED_BEFORE.search(m.string, 0, m.start()):
        return None
    value = next(g for g in (m.group("v"), m.group("v2"), m.group("v3")) if g is not None)
    return folded_text(value) or None


def _location_held(row: Mapping[str, Any]) -> frozenset[str]:
    if row.get("status") == "cancelled":
        return frozenset()
    location = _body(row).get("location")
    return frozenset({folded_text(location) if isinstance(location, str) else ""})


#: (world33) Where an event is, said where nobody read it: "in room NYC-4-Hudson", "location: Hudson",
#: "in the Fjord room" of an event with no room or another one (the re-samples' "a room or link other than
#: its row shows", held by ``says_not`` only). Read after "room"/"location" (a code or capitalised name)
#: and before "room"; against the body's ``location`` as the episode started (a part of it is its own:
#: "Hudson" of "NYC-4-Hudson"); an event with none holds no room. A location the agent wrote or a response
#: showed grounds it.
LOCATION = StartTrait(
    "location",
    _EVENTS,
    re.compile(
        r"\blocation\s*(?::|\bis\b|\bwas\b)\s*(?P<v>[A-Z0-9][\w.-]*(?:[ -][A-Z0-9][\w.-]*){0,3})"
        r"|\broom\s+(?P<v2>(?-i:[A-Z0-9][\w.-]*\d[\w.-]*|\d+|[A-Z][A-Z0-9.-]+[0-9A-Z]))"
        r"|\bin\s+the\s+(?P<v3>(?-i:[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?))\s+(?:meeting\s+)?room\b",
        re.IGNORECASE,
    ),
    _location_said,
    _location_held,
    shown=True,
    agrees=part_of,
)

#: (traits36) The one who holds a role, said right before it: a capitalised word that is no possessive
#: ("Kwame's calendar shows me only free/busy" says the user's role, not Kwame's) and no pronoun of the
#: user or a thing, or "he"/"she"/"they".
_GRANTEE = (
    r"(?-i:(?:\b(?!(?:It|This|That|The|These|Those|There|Here|You|Your|I|We|Our|Nobody|No|Everyone|Anyone)\b)"
    rf"[{UPPER}][\w\u2019'-]*(?<!['\u2019]s)|\b[Ss]he|\b[Hh]e|\b[Tt]hey))"
    r"(?:\s+(?:now|still|also|already|only|just|will|would|can|could|then))*\s+"
)
_HAS = r"(?:has|have|had|gets?|got|keeps?|kept|retains?|holds?)\s+(?:(?:his|her|their|its|a|an|the)\s+)?"
#: (traits36) The user's calendar said after a role ("view-only access to your calendar"): the role on it.
_YOUR_CAL = r"(?:\s+(?:access\s+)?(?:to|of|on|for)\s+your\s+calendar\b)?"
_WHOSE = (
    rf"(?:(?:your|his|her|their|its|the|my|our|this|that)\s+)?(?:(?:calendar|[{UPPER}][\w-]*)['\u2019]s\s+)?"
)


def _calendar_clause(clause: str) -> bool:
    """(traits36) Whether a clause speaks of a calendar's sharing and of nothing another service shares
    (a Box folder's editor, a shared link, a Slack channel, a Linear project)."""
    return bool(re.search(r"\bcalendars?\b|\bevents\b", clause, re.I)) and not re.search(
        r"\b(?:folders?|files?|documents?|docs?|links?|channels?|workspace|projects?|issues?|teams?|Box)\b",
        clause,
        re.I,
    )


def _role_said(m: re.Match[str]) -> str | None:
    """The role a match says, as Google Calendar names it ("edit": a writer's or an owner's), after
    "your:" where it is said of the user's calendar ("only your free/busy")."""
    if DENIED_BEFORE.search(m.string, 0, m.start()) or re.search(
        r"\bnot\b|n['\u2019]t\b|\bnever\b", m.group(), re.I
    ):
        return None
    yours = "your:" if re.search(r"\byour\b", m.group(), re.I) else ""
    if m.group("fb"):
        # everyone at the domain sees every primary calendar's free/busy: read only of the user's calendar
        only = re.search(r"\bonly\b", m.group(), re.I) or m.group("fbacc")
        return "your:freeBusyReader" if only and yours else None
    if not m.group("own") and not _calendar_clause(m.string):
        return None  # "Whitley is an editor" of a Box folder, a "view-only link": another service's role
    if m.group("ro") or m.group("ro2"):
        return f"{yours}reader"  # (traits36) "… to your calendar": the role on the user's calendar
    if m.group("rw") or m.group("rw2"):
        return f"{yours}edit"
    return f"{yours}owner" if m.group("own") else None


def _roles_held(row: Mapping[str, Any], rows: StartRows) -> frozenset[str]:
    """The roles the person's own rules give them on calendars others own (a calendar they own says
    nothing of what was shared with them), as the episode left the rules; and, after "your:", what they
    see of the user's primary calendar (their rule there, else the domain's)."""
    email = row.get("email")
    if not isinstance(email, str) or not email:
        return frozenset()
    out: set[str] = set()
    mine = [r for r in rows.where("gcal_acl", "scope_value", email) if r.get("scope_type") == "user"]
    for rule in mine:
        calendar = rows.row("gcal_calendars", (rule.get("calendar_id"),))
        if rule.get("deleted") or not isinstance(rule.get("role"), str):
            continue
        if calendar is not None and calendar.get("owner") == email:
            out.add(f"own:{rule['role']}")  # their own calendar: it gives them an editor's rights
            continue
        out.add(rule["role"])
    user = next(iter(rows.where("gcal_users", "is_default", 1)), None)
    you = user.get("email") if user is not None else None
    if isinstance(you, str) and you != email:
        there = [r for r in rows.where("gcal_acl", "calendar_id", you) if not r.get("deleted")]
        own = [
            r.get("role") for r in there if r.get("scope_type") == "user" and r.get("scope_value") == email
        ]
        domain = [r.get("role") for r in there if r.get("scope_type") == "domain"]
        out |= {f"your:{role}" for role in (own or domain) if isinstance(role, str)}
    return frozenset(out)


def _role_agrees(said: str, held: frozenset[str]) -> bool:
    yours = "your:" if said.startswith("your:") else ""
    role = said.removeprefix("your:")
    if yours and not any(h.startswith("your:") for h in held):
        return True  # nothing known of the user's calendar: not read
    wanted = {"writer", "owner", "own:owner"} if role == "edit" else {role}
    if role == "owner" and not yours:
        wanted.add("own:owner")  # "can delete the calendar": perhaps one of their own
    return any(f"{yours}{w}" in held for w in wanted)


#: (traits36) A person's sharing role on a calendar, said where it is not theirs: "Yara now sees only your
#: free/busy" of a writer, "Yara can also delete your calendar" of a writer, "Goran now has view-only
#: access" of a writer (the re-sample 32b's, held by ``says_not`` only). Google Calendar's ACL roles
#: (freeBusyReader, reader, writer, owner) read against the person's ``gcal_acl`` rules (scope ``user``,
#: their address) as the episode left them: a rule the agent wrote is read as much as one it found.
#: Read only of the one said to hold it (a name or he/she/they right before the verb; never "you", "I",
#: or a possessive); "free/busy" only with "only" or "free/busy access"; "can edit"/"edit access"/"an
#: editor" is a writer's or an owner's; "can delete the calendar" an owner's. A person with no rule
#: outside their own calendar holds none (not read). A denial is not read.
#: (traits37) The roles :data:`SHARING_ROLE` and :data:`OWN_ROLE` read, after their subjects.
_ROLES = (
    rf"(?P<fb>(?:(?:only\s+)?(?:sees?|saw|can\s+(?:only\s+)?see)\s+(?:only\s+)?{_WHOSE}"
    rf"|{_HAS}(?:only\s+)?)free[/-]busy(?P<fbacc>\s+(?:access|only|rights|permission))?)"
    rf"|(?P<ro>{_HAS}(?:view|read)[- ]only\b{_YOUR_CAL})"
    rf"|(?P<ro2>(?:is|was|are|were)\s+(?:now\s+|still\s+|only\s+)*(?:an?\s+)?"
    rf"(?:view|read)[- ]only\b{_YOUR_CAL})"
    rf"|(?P<rw>{_HAS}(?:edit(?:ing)?|write|writer)\s+(?:access|rights|permissions?)\b{_YOUR_CAL})"
    rf"|(?P<rw2>(?:is|was|are|were)\s+(?:now\s+|still\s+)*an?\s+(?:editor|writer)\b{_YOUR_CAL})"
    rf"|(?P<own>(?:can|could)\s+(?:also\s+|even\s+|now\s+)*delete\s+{_WHOSE}(?:whole\s+|entire\s+)?calendar\b)"
)
SHARING_ROLE = StartTrait(
    "calendar sharing role",
    ("gcal_users",),
    re.compile(rf"{_GRANTEE}(?:{_ROLES})"),
    _role_said,
    held_at=_roles_held,
    agrees=_role_agrees,
    told_whole=True,
    written=True,
)


#: (traits37) Who holds a role said of no person: everyone at the domain ("everyone at orbital.example",
#: "everyone at the company", "the whole domain") or the user ("you", "your account").
_HOLDER = (
    r"(?i:\b(?P<dom>(?:every(?:one|body)|any(?:one|body)|all\s+(?:of\s+)?(?:us|staff|employees))"
    r"(?:\s+(?:else\s+)?(?:at|in|on|across)\s+(?:the\s+)?(?:company|domain|org(?:ani[sz]ation)?|workspace"
    r"|[a-z0-9-]+(?:\.[a-z0-9-]+)+)\b)?|the\s+(?:whole\s+|entire\s+)?(?:company|domain|org(?:ani[sz]ation)?)\b"
    r"(?:['\u2019]s\s+rule\b)?|the\s+domain\s+rule\b)"
    r"|\b(?P<you>you|your\s+account)\b)"
    r"(?:\s+(?:now|still|also|already|only|just|will|would|can|could|then|all|too))*\s+"
)
#: (traits37) "can edit it", "can make changes to it", "only have view access", said of such a holder.
_ROLES_MORE = (
    r"|(?P<rw3>(?:can|could)\s+(?:also\s+|still\s+|now\s+|even\s+|all\s+)*(?:edit|change|make\s+changes)\b)"
    rf"|(?P<ro3>{_HAS}(?:only\s+)?(?:view(?:ing)?|read)\s+access\b)"
)


def _holder_role_said(m: re.Match[str]) -> str | None:
    """(traits37) The role a match says of the domain ("domain:…") or of the user ("you:…"): only where
    the clause names nothing another service shares and says no denial; "free/busy" only with "only"."""
    if DENIED_BEFORE.search(m.string, 0, m.start()) or re.search(
        r"\bnot\b|n['\u2019]t\b|\bnever\b|\bno\s+longer\b", m.group(), re.I
    ):
        return None
    if _other_service(m.string):
        return None
    who = "domain" if m.group("dom") else "you"
    if m.group("fb"):
        only = re.search(r"\bonly\b", m.group(), re.I) or m.group("fbacc")
        return f"{who}:freeBusyReader" if only else None
    if m.group("ro") or m.group("ro2") or m.group("ro3"):
        return f"{who}:reader"
    if m.group("rw") or m.group("rw2") or m.group("rw3"):
        return f"{who}:edit"
    return f"{who}:owner" if m.group("own") else None


def _other_service(clause: str) -> bool:
    """(traits37) Whether a clause names a thing another service shares (a folder, a channel, an issue)."""
    return bool(
        re.search(
            r"\b(?:folders?|files?|documents?|docs?|links?|channels?|projects?|issues?|teams?|Box|sheets?"
            r"|spreadsheets?|repos?(?:itory|itories)?|drives?|boards?|pages?)\b",
            clause,
            re.I,
        )
    )


def _holder_roles_held(row: Mapping[str, Any], rows: StartRows) -> frozenset[str]:
    """(traits37) What the domain and the user hold on the named calendar (a person's: their primary
    calendar), as the episode left the rules: the domain's rule there ("domain:reader"); the user's
    ("you:owner" where the calendar is theirs or their rule is an owner's, else their own rule's role,
    else the domain's where the user is of that domain). Nothing where no rule says (not read)."""
    calendar = row if "owner" in row else rows.row("gcal_calendars", (row.get("email"),))
    if calendar is None or not isinstance(calendar.get("id"), str):
        return frozenset()
    there = [r for r in rows.where("gcal_acl", "calendar_id", calendar["id"]) if not r.get("deleted")]
    domain = {
        (r.get("scope_value"), r.get("role"))
        for r in there
        if r.get("scope_type") == "domain" and isinstance(r.get("role"), str)
    }
    out = {f"domain:{role}" for _, role in domain}
    user = next(iter(rows.where("gcal_users", "is_default", 1)), None)
    you = user.get("email") if user is not None else None
    if isinstance(you, str) and you:
        own = [r.get("role") for r in there if r.get("scope_type") == "user" and r.get("scope_value") == you]
        if calendar.get("owner") == you or "owner" in own:
            out.add("you:owner")
        elif own:
            out |= {f"you:{role}" for role in own if isinstance(role, str)}
        else:
            mine = you.rpartition("@")[2].casefold()
            out |= {f"you:{role}" for value, role in domain if str(value).casefold() == mine}
    return frozenset(out)


def _holder_role_agrees(said: str, held: frozenset[str]) -> bool:
    """(traits37) A role said of the domain or the user agrees where that holder holds it ("edit": a
    writer's or an owner's); a holder nothing is known of is not read."""
    who, _, role = said.partition(":")
    mine = {h.partition(":")[2] for h in held if h.startswith(f"{who}:")}
    if not mine:
        return True
    wanted = {"writer", "owner"} if role == "edit" else {role}
    return bool(mine & wanted)


#: (traits37) The user's own calendar said in a clause: "your calendar", "your primary calendar".
_YOUR_CALENDAR = re.compile(r"\byour\s+(?:own\s+|primary\s+|main\s+)?calendar\b", re.IGNORECASE)


def _your_calendar(clause: str, rows: StartRows) -> tuple[tuple[str, tuple[Any, ...], str], ...]:
    """(traits37) The user's primary calendar where the clause says "your calendar" and names no row."""
    if not _YOUR_CALENDAR.search(clause):
        return ()
    user = next(iter(rows.where("gcal_users", "is_default", 1)), None)
    you = user.get("email") if user is not None else None
    if not isinstance(you, str) or rows.row("gcal_calendars", (you,)) is None:
        return ()
    return (("gcal_calendars", (you,), "your calendar"),)


#: (traits37) A sharing role said of the domain or of the user, on the calendar the clause names (or its
#: pronoun stands for): "everyone at the company can edit it" of a domain that reads, "you can only see
#: free/busy" of the user's own calendar (traits36's Open: :data:`SHARING_ROLE` reads a named person
#: only). Against the calendar's ``gcal_acl`` rules as the episode left them; read only in a clause that
#: names no row of another table and no thing another service shares (a folder's, a channel's editors);
#: a denial is not read.
HOLDER_ROLE = StartTrait(
    "calendar sharing role of the domain or you",
    ("gcal_calendars", "gcal_users"),
    re.compile(rf"{_HOLDER}(?:{_ROLES}{_ROLES_MORE})"),
    _holder_role_said,
    held_at=_holder_roles_held,
    agrees=_holder_role_agrees,
    yours=_your_calendar,
    alone=True,
    told_whole=True,
    written=True,
)


def _zone_said(m: re.Match[str]) -> str | None:
    if match_denied(m):
        return None
    return m.group("v").replace("_", " ").casefold()


def _calendar_zone_said(m: re.Match[str]) -> str | None:
    if m.group("v"):
        return _zone_said(m)
    if m.group("v3"):
        return None if match_denied(m) else m.group("v3").casefold()
    return m.group("v2").replace("_", " ").casefold() or None


#: (traits42) The zones a calendar "set to UTC" or "set to GMT" may hold (GMT: the zones on it in winter).
_UTC_ZONES = frozenset({"utc", "etc/utc", "gmt", "etc/gmt", "etc/universal", "etc/zulu"})
_GMT_ZONES = _UTC_ZONES | {"europe/london", "europe/dublin", "europe/lisbon", "atlantic/reykjavik"}


def _zone_held(row: Mapping[str, Any]) -> frozenset[str]:
    """A calendar's (or a person's) IANA zone, whole and by its city ("europe/london", "london"), and
    (traits42) "utc" / "gmt" where it is one of those."""
    zone = row.get("time_zone")
    if not isinstance(zone, str) or not zone:
        return frozenset()
    whole = zone.replace("_", " ").casefold()
    out = {whole, whole.rsplit("/", 1)[-1]}
    if whole in _UTC_ZONES:
        out.add("utc")
    if whole in _GMT_ZONES:
        out.add("gmt")
    return frozenset(out)


#: (traits36) A calendar's time zone said where it is another: "The Engineering calendar is in London
#: time", "Kwame's calendar is in London time" (the re-sample 32b's, held by ``says_not`` only). Read
#: only after "calendar" ("… calendar is in|on|set to <city> time", "… calendar's time zone is <zone>"),
#: a city or an IANA name (never "Eastern"; (traits42) "UTC" and "GMT" only right after "calendar is set
#: to", "calendar's time zone is": "The Engineering calendar is set to UTC" of America/New_York), against
#: the named calendar's ``timeZone`` (or the named person's, whose primary calendar it is) as the episode
#: started; a calendar the episode changed is not read, and a response that showed the zone
#: ("Europe/London") grounds its city.
ZONE = StartTrait(
    "calendar time zone",
    ("gcal_calendars", "gcal_users"),
    re.compile(
        r"\bcalendar\s+(?:is|was|runs)\s+(?:(?:still|also|set|kept)\s+)*(?:in|on|to)\s+(?:the\s+)?"
        r"(?P<v>(?-i:[A-Z][a-z]+(?:[ _][A-Z][a-z]+)?))\s+time\b"
        r"|\bcalendar['\u2019]s\s+(?:time\s*zone|zone)\s+(?:is|was)\s+(?:set\s+to\s+)?"
        r"(?P<v2>(?-i:(?:[A-Z][a-z]+/)?[A-Z][a-z]+(?:[ _][A-Z][a-z]+)?))"
        r"|\bcalendar(?:['\u2019]s\s+(?:time\s*zone|zone)\s+(?:is|was)|\s+(?:is|was|runs)\s+(?:(?:still|also|set|kept)\s+)*"
        r"(?:in|on|to))\s+(?:set\s+to\s+)?(?P<v3>(?-i:UTC|GMT))\b(?!\s*[+-]\s*\d)",
        re.IGNORECASE,
    ),
    _calendar_zone_said,
    _zone_held,
    shown=True,
    unless_changed=True,
    yours=_your_calendar,
)


def _event_zone_said(m: re.Match[str]) -> str | None:
    if match_denied(m):
        return None
    return zone_city(m.group("v") or m.group("v2") or "")


def _event_zone_held(row: Mapping[str, Any]) -> frozenset[str]:
    """(traits38) An event's zone, as its start (and end) says it: whole and by its city; nothing where
    the event names none (the calendar's zone then applies, which this trait does not read)."""
    body = _body(row)
    out: set[str] = set()
    for end in ("start", "end"):
        at = body.get(end)
        zone = at.get("timeZone") if isinstance(at, Mapping) else None
        if isinstance(zone, str) and zone:
            whole = zone.replace("_", " ").casefold()
            out |= {whole, whole.rsplit("/", 1)[-1]}
    return frozenset(out)


def _persons_events(
    clause: str, said: str, person: Mapping[str, Any], rows: StartRows
) -> tuple[tuple[str, tuple[Any, ...], str], ...]:
    """(traits38) The events a clause calls a person's by a possessive of the name it gives them, or of
    its first word, and a word of the events' title ("Omar's jam": every event Omar organises whose
    title has "jam"; "Omar's Roadmap jam" too). Only a Calendar user's (their ``email`` organises)."""
    email = person.get("email")
    if not isinstance(email, str) or not said.strip():
        return ()
    first = said.split()[0]
    calls = "|".join(re.escape(n) for n in dict.fromkeys((said, first)) if len(n) >= 3)
    if not calls:
        return ()
    m = re.search(rf"(?<![\w-])(?:{calls})['\u2019]s\s+((?:[\w-]+\s+){{0,2}}[\w-]+)", clause, re.IGNORECASE)
    if m is None:
        return ()
    said_words = {w.casefold() for w in re.findall(r"[^\W_]+", m.group(1)) if len(w) >= 3}
    out: list[tuple[str, tuple[Any, ...], str]] = []
    for row in rows.where("gcal_events", "organizer", email):
        title = _body(row).get("summary")
        if row.get("status") == "cancelled" or not isinstance(title, str):
            continue
        own = {w.casefold() for w in re.findall(r"[^\W_]+", title)}
        if said_words & own:
            out.append(("gcal_events", (row.get("calendar_id"), row.get("id")), title))
    return tuple(out)


#: (traits38) An event's time zone said where it is another: "Omar's jam is set in London time" of a jam
#: in Asia/Kolkata (the re-sample 33b's, held by ``says_not`` only; :data:`ZONE` reads a calendar's).
#: Read right after "is/was/runs (set|scheduled|booked)? in|on <City> time" or "<event>'s time zone is
#: <zone>", never after a clock time ("is at 10:15 London time" converts a time, which the moments check
#: reads), and only a city of an IANA zone ("India time" is not read), against the start's
#: ``start.timeZone``; an event the episode changed is not read, nor one naming no zone.
EVENT_ZONE = StartTrait(
    "event time zone",
    _EVENTS,
    re.compile(
        r"(?:\b(?:is|was|runs)|['\u2019]s)\s+(?:(?:still|also|now|all)\s+)*"
        r"(?:(?:set|scheduled|booked|created|kept)\s+(?:up\s+)?)?(?:in|on|to)\s+(?:the\s+)?"
        r"(?P<v>(?-i:[A-Z][a-z]+(?:[ _][A-Z][a-z]+)?))\s+(?:time\b|time\s*zone\b)(?!\s*[:,]?\s*\d)"
        r"|['\u2019]s\s+(?:time\s*zone|zone)\s+(?:is|was)\s+(?:set\s+to\s+)?"
        r"(?:(?-i:[A-Z][a-z]+)/)?(?P<v2>(?-i:[A-Z][a-z]+(?:[ _][A-Z][a-z]+)?))",
        re.IGNORECASE,
    ),
    _event_zone_said,
    _event_zone_held,
    shown=True,
    unless_changed=True,
    outside_names=True,
    whose=_persons_events,
)


def _creator_said(m: re.Match[str]) -> str | None:
    if match_denied(m):
        return None
    return re.sub(r"['\u2019]s$", "", m.group("v")).casefold() or None


def _creator_held(row: Mapping[str, Any], start: StartRows) -> frozenset[str]:
    """(traits38) The event's creator: the address, the name of the user so addressed."""
    email = row.get("creator")
    if not isinstance(email, str) or not email:
        return frozenset()
    user = start.row("gcal_users", (email,))
    name = user.get("name") if user is not None else None
    return frozenset({email.casefold(), *([name.casefold()] if isinstance(name, str) and name else [])})


#: (traits38) Who made an event, said where another did: "The 2 November jam was set up by Priya Raman"
#: (Alice made it; the re-sample 33b's, held by ``says_not`` only). "created/set up/made/booked/scheduled
#: by <Name>", against the event's ``creator`` as the episode started (its user's name; a first name of
#: it is theirs). The creator never changes, so an event the episode changed is read too (an event it
#: made is no start row); a told text grounds it only by saying the same maker (a response naming the
#: organiser or a guest does not); a denial is not read.
CREATOR = StartTrait(
    "creator",
    _EVENTS,
    re.compile(
        rf"\b(?:created|set\s+up|made|booked|scheduled|added)\s+by\s+(?:the\s+)?(?P<v>{_NAME})", re.IGNORECASE
    ),
    _creator_said,
    held_at=_creator_held,
    agrees=name_agrees,
    told_whole=True,
)


#: (traits38) A person's time zone said outright ("His time zone is New York", "Kwame is on London time":
#: :data:`toolproof.service.stated.PERSON_ZONE`), against the named Calendar user's ``time_zone``.
PERSON_ZONE_TRAIT = StartTrait(
    "person's time zone",
    ("gcal_users",),
    PERSON_ZONE,
    person_zone_said,
    lambda row: zone_held(row.get("time_zone")),
    shown=True,
    alone=True,
)


def _room_said(m: re.Match[str]) -> str | None:
    if m.group("n"):
        return "unconfirmed"
    if none_denied(m):
        return None
    word = m.group("v").casefold()
    return {"accepted": "confirmed", "booked": "confirmed", "pending": "unconfirmed"}.get(word, word)


def _room_held(row: Mapping[str, Any], start: StartRows) -> frozenset[str]:
    """(traits41) What an event's rooms (its ``resource`` attendees) answered: ``accepted`` is confirmed,
    ``needsAction`` unconfirmed; nothing for an event without a room (not read)."""
    body = row.get("body")
    attendees = body.get("attendees") if isinstance(body, Mapping) else None
    out: set[str] = set()
    for guest in attendees if isinstance(attendees, list) else ():
        if isinstance(guest, Mapping) and guest.get("resource") in (True, 1):
            status = str(guest.get("responseStatus"))
            out.add({"accepted": "confirmed", "needsAction": "unconfirmed"}.get(status, status))
    return frozenset(out)


#: (traits41) Whether an event's room confirmed it: "The room hasn't confirmed the booking yet", "the room
#: is unconfirmed" of an event whose room accepted (resample35a's held on cross.agenda-to-private-channel).
#: Read of the event the clause names or, naming none ("the room"), the events the message (else the told
#: texts) names, against their rooms' answers as the episode started and as its writes left them.
ROOM = StartTrait(
    "room's answer",
    ("gcal_events",),
    re.compile(
        r"\b(?:room|resource)\s+(?P<n>has\s*n['\u2019]t|has\s+not|did\s*n['\u2019]t|did\s+not|is\s*n['\u2019]t|"
        r"is\s+not|was\s*n['\u2019]t|was\s+not)\s+(?:yet\s+|been\s+)?(?:confirmed|accepted|booked)\b"
        r"|\b(?:room|resource)\s+(?:booking\s+)?(?:is|was|has|has\s+been)\s+(?:still\s+|already\s+|now\s+)?"
        r"(?P<v>unconfirmed|confirmed|accepted|declined|tentative|pending)\b",
        re.IGNORECASE,
    ),
    _room_said,
    held_at=_room_held,
    either=True,
    sole=True,
)
TRAITS41 = (ROOM,)

START_TRAITS = (
    ORGANISER,
    RECURRENCE,
    LOCATION,
    SHARING_ROLE,
    HOLDER_ROLE,
    ZONE,
    EVENT_ZONE,
    PERSON_ZONE_TRAIT,
    CREATOR,
)
declare_start_traits("gcal", (*START_TRAITS, *TRAITS41, *TRAITS43, *event_traits.TRAITS46))


#: (grounded40) An event read is an event whose repetition was read: a recurring one carries
#: ``recurrence`` (or, as an instance, ``recurringEventId``), a one-off carries neither, and every event
#: carries ``iCalUID``. "It's a one-off event, not recurring" of an event the episode listed is read
#: (Slack's reminder repetition shares the words: :data:`toolproof.services.slack.stated.REPEATS`).
REPETITION = ReadField(
    "event repetition",
    None,
    ("iCalUID", "recurrence", "recurringEventId"),
    stands_for=("reminder repetition",),
)

declare_read_fields("gcal", (REPETITION,))
