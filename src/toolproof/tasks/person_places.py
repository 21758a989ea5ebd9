"""(places18) A person placed in a city whose clock is not their own: "Bilal (in London, 16:00 for him)"
when the episode shows Bilal's zone as America/New_York, "Goran Petrović (based in New York)" when his
calendar's zone is Europe/London.

The re-samples held these per task (resample17a: two ``says_not``); no check read a place said *of a
person*. The moments check (:mod:`.moments`) reads a city after a clock time as that time's zone; this
module reads a city said of a person as that person's zone, and compares it with the zone the episode
showed for them: an object a service's dialect declares as giving a person's own zone
(``Dialect.person_zones``, :mod:`toolproof.service.places`: Slack's user ``tz``, a primary calendar's
``timeZone``), in the responses the agent received or the rows the episode wrote or the task names, or a
place the agent was told for that person (the instruction, the policy, the user's turns). The place is
wrong when its UTC offset at the world's today differs from every zone shown for everyone of that name
(namesakes in two zones contradict neither). Nothing shown for the person: nothing is contradicted (the
agent may know it another way). Two places of one offset are one answer ("Goran (Dublin)" for
Europe/London is no slip the world can tell).

Only a place said *of the person*, right after the name, so that a meeting's or an office's place is not
read as where a guest lives ("booked Bilal in the London room", "with Bilal, 16:00 London"):

- in a parenthesis right after the name, as one of its comma-separated items: "Bilal (in London, …)",
  "Priya (London)", "Goran (based in New York)", "Chen (LA time)", "Dara (Berlin-based)";
- (strict25) in a dash parenthetical right after it, as an item with a word that places a person:
  "Maria Garcia — Support Lead, in Madrid — or …", "Goran - based in New York - …";
- after it with a word that places a person: "Goran, based in New York", "Bilal, who is in London",
  "Dara who works from Berlin", "Emeka from Lagos", and an apposition ending at a comma or a full stop:
  "Goran, in London, …"; (people21) "Ivan is on Berlin time", "Owen was a Backend Engineer based in
  Berlin"; (generic28) "Maria Garcia is in Madrid." (the place ending the clause; "is in the channel",
  "is in review", "is in Finance" name no city);
- before it: "London-based Goran".

A place is a city or country :mod:`.zone_places` knows ("Lyon", "Norway", any IANA city), a zone word
("ET", "New York", "UK") or an IANA name.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from toolproof.service import registry
from toolproof.service.places import PersonZone
from toolproof.tasks import person_pronouns
from toolproof.tasks.person_keys import names_of, walked
from toolproof.tasks.person_pronouns import PLACEHOLDER, shown_people
from toolproof.tasks.values import world_today
from toolproof.tasks.zone_places import ZONE_WORDS, zone_of_place

#: A name as written: one or two capitalised words ("Goran", "Goran Petrović", "Jordan Reyes-Cole").
_NAME_WORD = r"[A-Z][^\W\d_]+(?:-[A-Z][^\W\d_]+)?"
_NAME = rf"(?P<name>{_NAME_WORD}(?:\s+{_NAME_WORD})?)"
#: A place's words: capitalised (or all capitals: "NYC", "UK"), with the joints IANA names keep; or an
#: IANA name.
_PLACE_WORD = r"[A-Z][^\W\d_]*"
_JOINT = r"(?:of|es|de|del|la|al|au)"
_PLACE = rf"(?P<place>[A-Z][a-z]+/[A-Z][A-Za-z_]+|{_PLACE_WORD}(?:\s+(?:{_JOINT}\s+)?{_PLACE_WORD}){{0,3}})"
#: Words that place a person before "in" / "from": "based in", "who is in", "who works from".
_WHO = r"(?:who\s+(?:is|was)\s+|who['\u2019]s\s+|who\s+(?:lives|works|sits)\s+|is\s+|was\s+)"
#: (people21) A title between the verb and "based": "Owen is a Backend Engineer based in Berlin".
_AS_TITLE = r"(?:is|was)\s+(?:an?\s+|the\s+)?(?:[A-Z][\w&'\u2019-]*\s+){1,4}"
_AFTER = re.compile(
    rf"\b{_NAME}(?:"
    rf"(?P<based>(?:,\s*|\s+)(?:{_WHO}?|{_AS_TITLE})(?:based|located)\s+(?:in|out\s+of)\s+)"
    rf"|(?P<who>(?:,\s*|\s+)(?:who\s+(?:is|was)|who['\u2019]s|who\s+(?:lives|works|sits))\s+(?:in|from|out\s+of)\s+)"
    rf"|(?P<appos>,\s*(?:in|from)\s+)"
    rf"|(?P<bare>\s+from\s+)"
    rf"|(?P<on>\s+(?:is|was)\s+(?:still\s+)?on\s+)"
    # (generic28) "Maria Garcia is in Madrid.": the plain statement of where a person is
    rf"|(?P<isin>\s+(?:is|was)\s+(?:now\s+|currently\s+|still\s+|also\s+)?(?:in|out\s+of)\s+)"
    rf"){_PLACE}"
)
_BEFORE = re.compile(rf"(?<![\w-]){_PLACE}(?:-|\s+)based\s+{_NAME}\b")
_PAREN = re.compile(rf"\b{_NAME}\s*\((?P<inner>[^()\n]{{1,100}})\)")
#: (strict25) A dash parenthetical after the name, read as its parenthesis is: "Maria Garcia — Support Lead,
#: in Mexico City — or …". Its items run to the next dash, a parenthesis or the sentence's end. A dash
#: opens more than asides ("Booked it for Goran — New York, as you asked"), so only an item with a word
#: that places a person is read (:data:`_PLACING`): "in Madrid", "based in Lyon", "Berlin time".
_DASHED = re.compile(
    rf"\b{_NAME}(?:\s*[\u2014\u2013]\s*|\s+-\s+)(?P<inner>[^()\n\u2014\u2013.;!?]{{1,100}}?)"
    rf"(?=\s*[\u2014\u2013()\n.;!?]|\s+-\s|\s*$)"
)
#: What places a person in a dashed item beside the place's own words.
_PLACING = re.compile(r"\b(?:in|from|out\s+of|based|located|living|working|time|timezone)\b", re.IGNORECASE)
#: One item of a parenthesis that places the person: "in London", "based in New York", "LA time".
_ITEM = re.compile(
    rf"(?:{_WHO}?(?:based|located|living|working)\s+|{_WHO})?(?:(?:in|from|out\s+of)\s+)?(?:the\s+)?"
    rf"{_PLACE}(?:[-\s]based|\s+(?:time|office|time\s*zone|timezone))?"
)
#: (generic28) Capitalised words that open "<word> is in <city>" and are no person ("It is in London").
_NOT_PEOPLE = frozenset(
    {"It", "This", "That", "There", "He", "She", "They", "Everyone", "Everything", "Nobody"}
)
#: What may follow the place of an apposition ("Goran, in London, …"): the apposition's end.
_APPOS_END = re.compile(r"\s*(?:[,.;:!?)\n]|$)")


#: Capitalised words that open a table's header or a sentence before a parenthesis ("| When (New York) |",
#: "You (NY)"), not a person: no placement is read for them (nor for a zone word: "ET (America/New_York)").
NOT_NAMES = frozenset(
    {"When", "Time", "Date", "Day", "Week", "You", "Your", "Me", "We", "Local", "Start", "End", "Slot",
     "Who", "What", "Where", "Meeting", "Event", "Calendar", "Guest", "Guests", "Zone", "Hours",
     "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
     "November", "December", "Jan", "Feb", "Mar", "Apr", "Jun", "Jul", "Aug", "Sep", "Sept", "Oct", "Nov",
     "Dec", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday", "Mon", "Tue",
     "Wed", "Thu", "Fri", "Sat", "Sun", "Today", "Tomorrow"}
)  # fmt: skip


def _a_name(name: str) -> bool:
    first = name.split()[0]
    return not (first in NOT_NAMES or first.isupper() or name in ZONE_WORDS or first in ZONE_WORDS)


@dataclass(frozen=True, slots=True)
class Placed:
    """A person placed by a text: where, the name as written, the place's words and its zone."""

    start: int
    end: int
    name: str
    place: str
    zone: str


def _zone_of(words: str) -> str | None:
    """The zone a place's words name in full: a zone word, a city or country, an IANA name."""
    if len(words) < 2:
        return None
    zone = ZONE_WORDS.get(words) or zone_of_place(words)
    if zone is None and "/" in words and _valid(words):
        zone = words
    return zone


def _leading(words: str) -> tuple[str, str] | None:
    """The longest run of ``words``' leading words that names a place, and its zone."""
    parts = words.split()
    for n in range(len(parts), 0, -1):
        said = " ".join(parts[:n])
        zone = _zone_of(said)
        if zone is not None:
            return said, zone
    return None


@lru_cache(maxsize=256)
def _valid(name: str) -> bool:
    try:
        ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError, OSError):
        return False
    return True


def placed(text: str) -> tuple[Placed, ...]:
    """Every person ``text`` places in a city or zone, in order (see the module's forms)."""
    return _placed(text)


@lru_cache(maxsize=4096)
def _placed(text: str) -> tuple[Placed, ...]:
    if not text or not any(
        w in text for w in ("(", "based", "from", "who", ", in ", " on ", " in ", "\u2014", "\u2013", " - ")
    ):
        return ()
    out: list[Placed] = []
    for m in _PAREN.finditer(text):
        out += _items(m, dashed=False)
    for m in _DASHED.finditer(text):
        out += _items(m, dashed=True)
    for m in _AFTER.finditer(text):
        hit = _leading(m["place"])
        if hit is None:
            continue
        said, zone = hit
        end = m.start("place") + len(said)
        if text[end : end + 1] == "-" and not text.startswith("-based", end):
            continue  # "NYC-4-Hudson": a room, not a city
        if m["appos"] and not _APPOS_END.match(text, end):
            continue  # "Bilal, in London time that is 16:00": no apposition
        if m["isin"] and (not _APPOS_END.match(text, end) or m["name"].split()[0] in _NOT_PEOPLE):
            continue  # (generic28) "Maria is in London." places her; "… London this week", "It is in …" not
        if m["on"] and not re.match(r"\s+time\b", text[end:]):
            continue  # (people21) "Ivan is on Berlin time" places him; "Ivan is on London Bridge" does not
        out.append(Placed(m.start(), end, m["name"], said, zone))
    for m in _BEFORE.finditer(text):
        before = _zone_of(m["place"])
        if before is not None:
            out.append(Placed(m.start(), m.end(), m["name"], m["place"], before))
    out.sort(key=lambda p: p.start)
    return tuple(p for p in map(_ungreeted, out) if _a_name(p.name))


def _items(m: re.Match[str], dashed: bool) -> list[Placed]:
    """The places of a parenthesis's (or a dash parenthetical's) comma-separated items (:data:`_ITEM`);
    a dashed item only with a word that places a person (:data:`_PLACING`)."""
    out = []
    at = m.start("inner")
    for item in re.split(r"[,;]", m["inner"]):
        lead = len(item) - len(item.lstrip())
        found = _ITEM.fullmatch(item.strip())
        if found is not None and (not dashed or _PLACING.search(item.replace(found["place"], " "))):
            zone = _zone_of(found["place"])
            if zone is not None:
                start = at + lead
                out.append(Placed(m.start(), start + len(item.strip()), m["name"], found["place"], zone))
        at += len(item) + 1
    return out


#: (posts18) A greeting a post opens with before the person's name: "Hi Maria (based in Tokyo)" places
#: Maria, not "Hi Maria".
GREETINGS = frozenset({"Hi", "Hey", "Hello", "Hiya", "Hola", "Dear", "Morning", "Thanks", "Cheers", "Yo"})


def _ungreeted(p: Placed) -> Placed:
    """``p`` with a greeting before its name's one word dropped ("Hi Maria" → "Maria")."""
    first, _, rest = p.name.partition(" ")
    if first not in GREETINGS or not rest:
        return p
    return Placed(p.start + len(first) + 1, p.end, rest, p.place, p.zone)


# -- who the episode shows where ------------------------------------------------------------------------


@lru_cache(maxsize=256)
def declared(services: tuple[str, ...]) -> tuple[PersonZone, ...]:
    """The person-zone objects the dialects of ``services`` declare; unknown services declare none."""
    return tuple(p for service in registry.known(services) for p in service.dialect.person_zones)


def shown_zones(services: Sequence[str], data: Iterable[Any]) -> dict[str, set[str]]:
    """Each name (case-folded; full names and first names) the episode's ``data`` (responses, rows)
    shows a declared person-zone object for, with the zones shown. (perf29) Each item's reads
    (:func:`_zones_in`) are remembered by its bytes (:func:`.person_keys.walked`)."""
    services = tuple(services)
    decls = declared(services)
    out: dict[str, set[str]] = {}
    if not decls:
        return out
    keys = frozenset(d.zone for d in decls)
    for name, zone in walked(("zones", services), data, lambda value: _zones_in(decls, keys, value)):
        out.setdefault(name, set()).add(zone)
    return out


def _zones_in(decls: Sequence[PersonZone], keys: frozenset[str], value: Any) -> list[tuple[str, str]]:
    """Every (name, zone shown) one item of the data shows, in its walk's order."""
    out: list[tuple[str, str]] = []
    stack = [value]
    while stack:
        value = stack.pop()
        if isinstance(value, Mapping):
            if keys & value.keys():
                for decl in decls:
                    zone = value.get(decl.zone)
                    if isinstance(zone, str) and "/" in zone and _valid(zone):
                        for name in names_of(value, decl.names, decl.emails):
                            out.append((name, zone))
            stack.extend(value.values())
        elif isinstance(value, list | tuple):
            stack.extend(value)
    return out


def offset_of(zone: str) -> dt.timedelta | None:
    """``zone``'s UTC offset at noon UTC of the world's today (the episode's moment: a summer and a
    winter clock of one city are different places to a meeting this week)."""
    return _offset(zone, world_today())


@lru_cache(maxsize=1024)
def _offset(zone: str, today: dt.date) -> dt.timedelta | None:
    noon = dt.datetime.combine(today, dt.time(12), dt.UTC)
    return noon.astimezone(ZoneInfo(zone)).utcoffset()


@dataclass(frozen=True, slots=True)
class FalsePlace:
    """A person placed where the episode shows they are not: the words, and the zones shown for them."""

    said: str
    name: str
    shown: tuple[str, ...]

    def describe(self) -> str:
        return f"{self.said!r}, while the episode shows {self.name}'s zone as {' / '.join(self.shown)}"


def _candidates(name: str, zones: Mapping[str, set[str]]) -> set[str]:
    """The zones shown for whoever ``name`` (as written) names: its full form, else its first word."""
    full = name.casefold()
    if full in zones:
        return zones[full]
    # "Goran Petrović" as the address "goran@…" names him, "Ask Goran" at a sentence's start
    return {z for word in full.split() for z in zones.get(word, ())}


def _sentences(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.!?\n])\s+", text) if s]


def false_places(
    message: str, services: Sequence[str], told: Iterable[str], data: Iterable[Any]
) -> list[FalsePlace]:
    """The people ``message`` places in a city whose offset at the world's today is none of the zones
    the episode shows for them (``data``: responses and rows; ``told``: the texts the agent was given,
    whose own placements count as shown, and whose sentence naming both the person and the place makes
    the place told)."""
    said = placed(message)
    through = _through_pronoun(message)
    if not said and not through:
        return []
    told = [t for t in told if t]
    zones = shown_zones(services, data)
    for text in told:
        for p in placed(text):
            for key in {p.name.casefold(), p.name.split()[0].casefold()}:
                zones.setdefault(key, set()).add(p.zone)
    # (people21) a place said through a pronoun ("Dana signed. She's based in Lisbon") is read as said
    # of the one person the pronoun names
    named = person_pronouns.named(message, shown_people(services, data) | zones.keys()) if through else None
    if named is not None:
        message, said = named.text, placed(named.text)
    out = []
    for p in said:
        shown = _candidates(p.name, zones)
        if not shown:
            continue
        offset = offset_of(p.zone)
        if any(offset_of(z) == offset for z in shown):
            continue
        words = p.name.split()
        if any(p.place in s and any(w in s for w in words) for t in told for s in _sentences(t)):
            continue  # the agent was told the place with the person
        span = named.original(p.start, p.end) if named is not None else message[p.start : p.end]
        out.append(FalsePlace(span, p.name, tuple(sorted(shown))))
    return out


def says_places(text: str) -> bool:
    """Whether ``text`` places anyone: beside a name, or through a pronoun (:mod:`.person_pronouns`)
    that may name someone. Read before the episode is walked."""
    return bool(placed(text)) or _through_pronoun(text)


def _through_pronoun(text: str) -> bool:
    """Whether ``text`` places someone through a pronoun: a pronoun in its place reads as a placed
    person (:func:`.person_pronouns.placeheld`)."""
    held = person_pronouns.placeheld(text)
    return held is not text and any(PLACEHOLDER in p.name for p in placed(held))
