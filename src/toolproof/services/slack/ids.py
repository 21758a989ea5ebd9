"""Slack-format ids from the world's seeded RNG: ``C…`` channels, ``D…`` DMs, ``U…`` users…"""

from __future__ import annotations

from toolproof.service.context import Context
from toolproof.world.rng import UPPER_ALNUM

CHANNEL = "C"
GROUP = "G"
GROUP_DM = "G"
DM = "D"
USER = "U"
BOT = "B"
APP = "A"
TEAM = "T"
SCHEDULED = "Q"


def new_slack_id(ctx: Context, prefix: str, length: int = 10) -> str:
    """``C`` + 10 upper-case letters and digits (Slack's ids match ``^[CGD][A-Z0-9]{8,}$``)."""
    return ctx.new_id(prefix, length, UPPER_ALNUM)
