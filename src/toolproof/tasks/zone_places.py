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
cities (:data:`NOT_PLACES`). Which names exist is decided by :mod:`zoneinfo` (the system's database, then
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


@lru_cache(maxsize=1024)
def zone_of_place(words: str) -> str | None:
    """The IANA zone a city or country ``words`` names ("Oslo" → Europe/Oslo, "São Paulo" →
    America/Sao_Paulo, "Norway" → Europe/Oslo), or ``None``."""
    if words in COUNTRIES:
        return COUNTRIES[words]
    if words in NOT_PLACES:
        return None
    plain = unicodedata.normalize("NFKD", words).encode("ascii", "ignore").decode()
    if plain != words and plain in COUNTRIES:
        return COUNTRIES[plain]
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
