"""(posts14) A city or country said beside a clock time, read as its IANA zone: "18:00 Oslo time",
"9am New York", "at 10:00 (São Paulo)".

The moments check (:mod:`.moments`) reads a clock time's zone from the words right after it. Its own
table knows the zones people abbreviate ("ET", "CET", "JST", "Pacific") and a few hubs; a city it did not
know left the time zoneless, so "18:00 Oslo time" was grounded by the 17:00 UTC of the same instant and
read as an hour off it (two honest company oracles failed; posts13 then left every clock time in a post
unread). A place is read here from the zone names themselves: the last part of an IANA name of a
region folder is its city ("Europe/Oslo" is "Oslo", "America/Port_of_Spain" "Port of Spain"), written
with spaces or accents ("São Paulo", "Zürich"); nothing is listed by hand but the few countries no zone
name spells (:data:`COUNTRIES`) and the places that are common words or first names before they are
cities (:data:`NOT_PLACES`). (zones17) This module holds the one zone-word table both readers use, the
moments check and the typed time facts (:mod:`.values`): the words that are no place (:data:`ZONE_WORDS`:
"ET", "CET", "UK") and the cities no IANA name spells (:data:`CITIES`: "17:00 in Lyon" is Paris's
17:00). Which names exist is decided by :mod:`zoneinfo` (the system's database, then
the pinned ``tzdata`` package): the same name gives the same zone on every machine that has it.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

#: The folders of IANA names whose last part is a place people name (not ``Etc``, ``US``, ``Antarctica``).
REGIONS = ("Europe", "America", "Asia", "Africa", "Australia", "Pacific", "Atlantic", "Indian")

#: Countries (and a few cities) said as a clock's zone ("18:00 Norway time", "9am Beijing") that no IANA
#: name spells, each with the one zone its capital keeps (a country of several zones, "US", "Canada",
#: "Brazil", is none).
COUNTRIES: dict[str, str] = {
    "Norway": "Europe/Oslo", "Norwegian": "Europe/Oslo", "Sweden": "Europe/Stockholm",
    "Swedish": "Europe/Stockholm", "Denmark": "Europe/Copenhagen", "Danish": "Europe/Copenhagen",
    "Finland": "Europe/Helsinki", "Finnish": "Europe/Helsinki", "Germany": "Europe/Berlin",
    "German": "Europe/Berlin", "France": "Europe/Paris", "French": "Europe/Paris",
    "Italy": "Europe/Rome", "Italian": "Europe/Rome", "Netherlands": "Europe/Amsterdam",
    "Dutch": "Europe/Amsterdam", "Belgium": "Europe/Brussels", "Switzerland": "Europe/Zurich",
    "Swiss": "Europe/Zurich", "Austria": "Europe/Vienna", "Ireland": "Europe/Dublin",
    "Irish": "Europe/Dublin", "Poland": "Europe/Warsaw", "Greece": "Europe/Athens",
    "Japan": "Asia/Tokyo", "Japanese": "Asia/Tokyo", "Korea": "Asia/Seoul", "Korean": "Asia/Seoul",
    "China": "Asia/Shanghai", "Beijing": "Asia/Shanghai", "Philippines": "Asia/Manila",
    "Israel": "Asia/Jerusalem", "Tel Aviv": "Asia/Jerusalem", "Turkey": "Europe/Istanbul",
    "Egypt": "Africa/Cairo", "Kenya": "Africa/Nairobi", "Nigeria": "Africa/Lagos",
    "New Zealand": "Pacific/Auckland", "Wellington": "Pacific/Auckland",
}  # fmt: skip

#: (zones17) Cities no IANA name spells, each with its zone: the fixtures' own (Stripe's billing cities
#: "Lyon", "Austin", "Osaka"; Slack's people in Bengaluru and Pune) and the common ones. "17:00 in Lyon"
#: left the time zoneless (Lyon names no zone), so it was read as any zone's 17:00. Not the cities
#: whose name is a common word or another place's too ("Nice", "Reading", "Portland", "Washington").
CITIES: dict[str, str] = {
    "Lyon": "Europe/Paris", "Marseille": "Europe/Paris", "Toulouse": "Europe/Paris",
    "Bordeaux": "Europe/Paris", "Lille": "Europe/Paris", "Nantes": "Europe/Paris",
    "Strasbourg": "Europe/Paris", "Munich": "Europe/Berlin", "Hamburg": "Europe/Berlin",
    "Frankfurt": "Europe/Berlin", "Cologne": "Europe/Berlin", "Stuttgart": "Europe/Berlin",
    "Düsseldorf": "Europe/Berlin", "Leipzig": "Europe/Berlin", "Barcelona": "Europe/Madrid",
    "Seville": "Europe/Madrid", "Valencia": "Europe/Madrid", "Milan": "Europe/Rome",
    "Turin": "Europe/Rome", "Naples": "Europe/Rome", "Florence": "Europe/Rome",
    "Manchester": "Europe/London", "Edinburgh": "Europe/London", "Glasgow": "Europe/London",
    "Bristol": "Europe/London", "Leeds": "Europe/London", "Cork": "Europe/Dublin",
    "Geneva": "Europe/Zurich", "Krakow": "Europe/Warsaw", "Kraków": "Europe/Warsaw",
    "Gothenburg": "Europe/Stockholm", "Rotterdam": "Europe/Amsterdam", "The Hague": "Europe/Amsterdam",
    "Antwerp": "Europe/Brussels", "Porto": "Europe/Lisbon",
    "Boston": "America/New_York", "Atlanta": "America/New_York", "Miami": "America/New_York",
    "Philadelphia": "America/New_York", "Washington DC": "America/New_York",
    "Ottawa": "America/Toronto",
    "Montreal": "America/Toronto", "Montréal": "America/Toronto", "Austin": "America/Chicago",
    "Dallas": "America/Chicago", "Houston": "America/Chicago", "Minneapolis": "America/Chicago",
    "Seattle": "America/Los_Angeles", "San Diego": "America/Los_Angeles",
    "San Jose": "America/Los_Angeles", "Oakland": "America/Los_Angeles", "Calgary": "America/Edmonton",
    "Rio de Janeiro": "America/Sao_Paulo", "Rio": "America/Sao_Paulo",
    "Osaka": "Asia/Tokyo", "Kyoto": "Asia/Tokyo", "Bengaluru": "Asia/Kolkata",
    "Bangalore": "Asia/Kolkata", "Mumbai": "Asia/Kolkata", "Delhi": "Asia/Kolkata",
    "New Delhi": "Asia/Kolkata", "Hyderabad": "Asia/Kolkata", "Pune": "Asia/Kolkata",
    "Chennai": "Asia/Kolkata", "Shenzhen": "Asia/Shanghai", "Guangzhou": "Asia/Shanghai",
    "Abu Dhabi": "Asia/Dubai", "Canberra": "Australia/Sydney", "Abuja": "Africa/Lagos",
}  # fmt: skip

#: The words said right after a clock time for its zone that are no place (and the few hubs the
#: moments reader always knew), each with its zone: abbreviations only in capitals ("ET", "PT"), the
#: US regions, "UK", "India". One table for both readers: the moments check (:mod:`.moments`) and the
#: typed time facts (:mod:`.values`), which kept their own until stop 49. "CET" is Berlin's (the same
#: clock as Paris, Madrid, Oslo's all year), "IST" India's (not Ireland's or Israel's), "GMT" UTC's.
ZONE_WORDS: dict[str, str] = {
    "ET": "America/New_York", "EST": "America/New_York", "EDT": "America/New_York",
    "Eastern": "America/New_York", "Eastern Time": "America/New_York", "US Eastern": "America/New_York",
    "New York": "America/New_York", "NYC": "America/New_York", "NY": "America/New_York",
    "CT": "America/Chicago", "CST": "America/Chicago", "CDT": "America/Chicago",
    "Central": "America/Chicago", "Central Time": "America/Chicago", "US Central": "America/Chicago",
    "Chicago": "America/Chicago",
    "MT": "America/Denver", "MST": "America/Denver", "MDT": "America/Denver",
    "Mountain": "America/Denver", "Mountain Time": "America/Denver", "US Mountain": "America/Denver",
    "Denver": "America/Denver",
    "PT": "America/Los_Angeles", "PST": "America/Los_Angeles", "PDT": "America/Los_Angeles",
    "Pacific": "America/Los_Angeles", "Pacific Time": "America/Los_Angeles",
    "US Pacific": "America/Los_Angeles", "Los Angeles": "America/Los_Angeles",
    "LA": "America/Los_Angeles", "San Francisco": "America/Los_Angeles", "SF": "America/Los_Angeles",
    "UTC": "UTC", "GMT": "UTC", "Z": "UTC", "Zulu": "UTC", "Coordinated Universal Time": "UTC",
    "BST": "Europe/London", "London": "Europe/London", "UK": "Europe/London",
    "UK time": "Europe/London", "British time": "Europe/London",
    "CET": "Europe/Berlin", "CEST": "Europe/Berlin", "Central European Time": "Europe/Berlin",
    "Berlin": "Europe/Berlin", "Paris": "Europe/Paris", "Amsterdam": "Europe/Amsterdam",
    "Madrid": "Europe/Madrid", "Vienna": "Europe/Vienna",
    "IST": "Asia/Kolkata", "India": "Asia/Kolkata", "Indian": "Asia/Kolkata", "Kolkata": "Asia/Kolkata",
    "JST": "Asia/Tokyo", "Japan": "Asia/Tokyo", "Tokyo": "Asia/Tokyo",
    "Singapore": "Asia/Singapore", "SGT": "Asia/Singapore",
    "AEST": "Australia/Sydney", "AEDT": "Australia/Sydney", "Sydney": "Australia/Sydney",
    "Australian Eastern": "Australia/Sydney",
}  # fmt: skip


#: The abbreviations of one season ("EDT" is New York's from March to November): the typed time facts
#: take the one the database says is in force on the fact's date instead (:mod:`.values`).
SEASONAL = frozenset(
    {"EST", "EDT", "CST", "CDT", "MST", "MDT", "PST", "PDT", "BST", "CET", "CEST", "AEST", "AEDT"}
)


def words_for(zone: str) -> list[str]:
    """Every word the shared tables give ``zone`` (:data:`ZONE_WORDS`, :data:`CITIES`,
    :data:`COUNTRIES`), in table order: what a message may say after a clock time of that zone."""
    return [w for table in (ZONE_WORDS, CITIES, COUNTRIES) for w, z in table.items() if z == zone]


def table_zones() -> list[str]:
    """Every zone the shared tables name, in table order (each once)."""
    return list(dict.fromkeys(z for table in (ZONE_WORDS, CITIES, COUNTRIES) for z in table.values()))


#: Last parts of IANA names that are common words or first names before they are places: "at 9am
#: Victoria joins", "3 PM Christmas party" name no zone.
NOT_PLACES = frozenset(
    {"Adelaide", "Casey", "Christmas", "Darwin", "Easter", "Merida", "Midway", "Regina", "Reunion",
     "Rosario", "Santiago", "Sofia", "Stanley", "Victoria", "Wake", "West", "North", "South", "East",
     "Central", "Mountain", "Eastern", "Pacific", "Atlantic", "Faroe", "Canary", "Chatham", "Norfolk",
     "Johnston"}
)  # fmt: skip

#: A place's words: capitalised words (a hyphen inside: "Port-au-Prince"), with the lower-case joints
#: IANA names keep ("Dar es Salaam", "Port of Spain"); at most four.
_WORD = r"[A-Z][^\W\d_]*(?:-[^\W\d_]+)*"
_JOINT = r"(?:of|es|de|del|la|al|au)"
PLACE_AFTER = re.compile(rf"\s*\(?\s*(?:in\s+)?(?P<place>{_WORD}(?:\s+(?:{_JOINT}\s+)?{_WORD}){{0,3}})")


def _plain(words: str) -> str:
    return unicodedata.normalize("NFKD", words).encode("ascii", "ignore").decode()


_PLAIN_CITIES = {_plain(city): zone for city, zone in CITIES.items()}


@lru_cache(maxsize=1024)
def zone_of_place(words: str) -> str | None:
    """The IANA zone a city or country ``words`` names ("Oslo" → Europe/Oslo, "São Paulo" →
    America/Sao_Paulo, "Norway" → Europe/Oslo), or ``None``."""
    if words in COUNTRIES:
        return COUNTRIES[words]
    if words in CITIES:
        return CITIES[words]
    if words in NOT_PLACES:
        return None
    plain = _plain(words)
    if plain != words and plain in COUNTRIES:
        return COUNTRIES[plain]
    if plain in _PLAIN_CITIES:  # "Dusseldorf" for "Düsseldorf", "Krakow" for "Kraków"
        return _PLAIN_CITIES[plain]
    leaf = "_".join(plain.split())
    if not leaf or not leaf[0].isupper():
        return None
    for region in REGIONS:
        name = f"{region}/{leaf}"
        if _exists(name):
            return name
    return None


@lru_cache(maxsize=1024)
def _exists(name: str) -> bool:
    try:
        ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError, OSError):
        return False
    return True


def place_after(text: str, at: int) -> str | None:
    """The zone of the place ``text`` names right after position ``at`` (a clock time's end): the
    longest run of its leading words that names one ("18:00 New York office" is New York's)."""
    m = PLACE_AFTER.match(text, at)
    if m is None:
        return None
    words = m["place"].split()
    for n in range(len(words), 0, -1):
        zone = zone_of_place(" ".join(words[:n]))
        if zone is not None:
            return zone
    return None
