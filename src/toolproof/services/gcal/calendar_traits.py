"""(traits43) A calendar's colour and a person's team, said of the rows Google Calendar holds them in.

"The calendar's color is blue" (the Engineering calendar shows green in Alice's list) passed
gcal.share-team-calendar with its ``says_not`` off, and "Yara Haddad is on the Finance team" (she is on
Leadership's calendar) talk-gcal.share-calendar-with-assistant-novice: no trait read either.

- A calendar's colour is the user's own: Google keeps it on the user's calendar-list entry
  (``gcal_calendar_list.background_color``, a hex of the palette), not on the calendar. A hex is named by
  its hue, generously (each name whose hue range, widened by 15 degrees either side, holds it: the palette's
  "#9a9cff" is blue and purple), a grey by its lightness; a hex or a colour id said is read as itself.
- A person's team, in this fixture, is the group calendar they hold a rule of their own on (a writer's or
  an owner's: the team calendar), by its name ("Support" of "Support rota"); a person with none holds no team
  (not read). A team calendar said as such ("on the Sales team calendar") is no team said.
"""

from __future__ import annotations

import colorsys
import re
from collections.abc import Mapping
from typing import Any

from toolproof.service.stated import StartRows, StartTrait, match_denied, words_part_of

#: Colour words to their hue ranges (degrees, start and end; red wraps), with Google's palette names.
_HUES: dict[str, tuple[float, float]] = {
    "red": (345, 15), "tomato": (345, 15), "flamingo": (330, 15),
    "orange": (15, 45), "tangerine": (15, 45), "brown": (0, 45), "cocoa": (0, 45),
    "yellow": (45, 70), "banana": (45, 70),
    "green": (70, 165), "sage": (70, 165), "basil": (70, 165), "lime": (70, 110),
    "teal": (160, 200), "cyan": (170, 200), "turquoise": (160, 200), "peacock": (170, 210),
    "blue": (190, 250), "blueberry": (200, 250), "navy": (200, 250),
    "purple": (250, 300), "violet": (250, 300), "lavender": (235, 290), "grape": (250, 300),
    "pink": (300, 345), "magenta": (290, 330),
}  # fmt: skip
_GREYS = ("grey", "gray", "graphite", "black", "white", "silver")
_WORDS = "|".join(sorted((*_HUES, *_GREYS), key=len, reverse=True))
_WIDEN = 15.0


def _within(hue: float, span: tuple[float, float]) -> bool:
    start, end = (span[0] - _WIDEN) % 360, (span[1] + _WIDEN) % 360
    return start <= hue <= end if start <= end else hue >= start or hue <= end


def colour_names(hex_colour: str) -> frozenset[str]:
    """The colour words a palette hex may be called ("#42d692": green, sage, teal…), with the hex itself."""
    m = re.fullmatch(r"#?([0-9a-fA-F]{6})", hex_colour.strip())
    if m is None:
        return frozenset()
    r, g, b = (int(m.group(1)[i : i + 2], 16) / 255 for i in (0, 2, 4))
    hue, light, sat = colorsys.rgb_to_hls(r, g, b)
    out = {f"#{m.group(1).casefold()}"}
    if sat < 0.15 or light < 0.1 or light > 0.95:
        out |= {"grey", "gray", "graphite", "silver"} | ({"black"} if light < 0.25 else set())
        out |= {"white"} if light > 0.85 else set()
        return frozenset(out)
    out |= {name for name, span in _HUES.items() if _within(hue * 360, span)}
    return frozenset(out)


def _colour_said(m: re.Match[str]) -> str | None:
    if match_denied(m):
        return None
    if m.group("id"):
        return f"id:{m.group('id')}"
    value = (m.group("v") or m.group("v2")).casefold()
    return "gray" if value == "grey" else value


def _colour_held(row: Mapping[str, Any], rows: StartRows) -> frozenset[str]:
    """The colour the user's own calendar-list entry gives the calendar: its names, its hex and its id;
    nothing where the user has no entry for it (not read)."""
    user = next(iter(rows.where("gcal_users", "is_default", 1)), None)
    you = user.get("email") if user is not None else None
    entry = rows.row("gcal_calendar_list", (you, row.get("id"))) if isinstance(you, str) else None
    if entry is None or entry.get("deleted"):
        return frozenset()
    out: set[str] = set()
    if isinstance(entry.get("background_color"), str):
        out |= colour_names(entry["background_color"])
    if entry.get("color_id") is not None:
        out.add(f"id:{entry['color_id']}")
    return frozenset(out | ({"gray"} if "grey" in out else set()))


#: A calendar's colour said: "the calendar's colo(u)r is blue", "its color is set to #42d692", "the
#: calendar is shown in green", "colour ID 7". Read of the calendar the clause names, or, naming none ("The
#: calendar's color is blue"), of the calendars the message (else the told texts) names, against the user's
#: entry as the episode started and as its writes left it (a colour the agent set agrees).
COLOUR = StartTrait(
    "calendar colour",
    ("gcal_calendars",),
    re.compile(
        r"\bcolou?r\s+(?:(?:is|was|has\s+been|shows?\s+as)\s+(?:now\s+|still\s+|also\s+|set\s+to\s+)*"
        rf"(?:a\s+|an\s+)?(?:light\s+|dark\s+|pale\s+|bright\s+)?(?P<v>{_WORDS}|#[0-9a-fA-F]{{6}})\b"
        r"|id\s*(?::|is\s+)?\s*(?P<id>\d{1,2})\b)"
        rf"|\bcalendar\s+(?:is|was)\s+(?:now\s+|still\s+)?(?:colou?red|shown\s+in|displayed\s+in)\s+"
        rf"(?:light\s+|dark\s+|pale\s+|bright\s+)?(?P<v2>{_WORDS})\b",
        re.IGNORECASE,
    ),
    _colour_said,
    held_at=_colour_held,
    either=True,
    sole=True,
)


def _team_said(m: re.Match[str]) -> str | None:
    if match_denied(m):
        return None
    return m.group("v").casefold()


def _teams_held(row: Mapping[str, Any], rows: StartRows) -> frozenset[str]:
    """The names of the group calendars the person holds a writer's or an owner's rule of their own on."""
    email = row.get("email")
    if not isinstance(email, str) or not email:
        return frozenset()
    out: set[str] = set()
    for rule in rows.where("gcal_acl", "scope_value", email):
        if (
            rule.get("scope_type") != "user"
            or rule.get("deleted")
            or rule.get("role") not in ("writer", "owner")
        ):
            continue
        calendar = rows.row("gcal_calendars", (rule.get("calendar_id"),))
        if (
            calendar is not None
            and calendar.get("kind") == "group"
            and isinstance(calendar.get("summary"), str)
        ):
            out.add(calendar["summary"].casefold())
    return frozenset(out)


#: A person's team: "Yara Haddad is on the Finance team", "she is part of the Sales team", "a member of the
#: Design team". Against the group calendars the named person holds a rule of their own on as the episode
#: started and as its writes left it (a rule the agent gave makes a team agree); a team said as a word of
#: such a calendar's name agrees ("Support" of "Support rota").
TEAM = StartTrait(
    "person's team",
    ("gcal_users",),
    re.compile(
        r"\b(?:is|was|are|sits|works)\s+(?:(?:also|still|now)\s+)?(?:on|in|with|part\s+of|a\s+member\s+of)\s+"
        r"(?:the\s+)?(?P<v>(?-i:[A-Z][\w-]*)(?:\s+(?-i:[A-Z][\w-]*))?)\s+team\b(?!\s*(?:['\u2019]s\s+)?calendar)",
        re.IGNORECASE,
    ),
    _team_said,
    held_at=_teams_held,
    agrees=words_part_of,
    either=True,
)

TRAITS43 = (COLOUR, TEAM)
