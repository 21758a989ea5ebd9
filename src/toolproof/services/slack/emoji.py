"""Emoji names ``reactions.add`` accepts: a standard set plus the workspace's custom ones."""

from __future__ import annotations

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
STANDARD = frozenset(_WORDS.split())
CUSTOM = frozenset({"shipit", "lgtm", "blob-wave", "this-is-fine", "parrot", "on-it", "p1", "p2"})
ALL = STANDARD | CUSTOM
SKIN_TONES = ("::skin-tone-2", "::skin-tone-3", "::skin-tone-4", "::skin-tone-5", "::skin-tone-6")


def normalise(name: str) -> str | None:
    """``:thumbsup:`` → ``thumbsup``; ``None`` when Slack would answer ``invalid_name``."""
    bare = name.strip().strip(":")
    base = bare
    for tone in SKIN_TONES:
        if bare.endswith(tone):
            base = bare[: -len(tone)]
    return bare if base in ALL else None
