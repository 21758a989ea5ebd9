"""Slack-format ids from the world's seeded RNG: ``C…`` channels, ``D…`` DMs, ``U…`` users…"""

from __future__ import annotations

from toolproof.service.context import Context
from toolproof.service.id_shapes import IdShape
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


#: (ids18) The ids a report names: a channel (``C``, a legacy private ``G``), a DM (``D``), a user (``U``,
#: an Enterprise Grid ``W``): the prefix and 8 to 10 capitals and digits, at least one a digit (Slack's
#: own ids always have one; a shouted word such as "CANCELLED" has none).
ID_SHAPES = (
    IdShape("Slack channel", r"[CG](?=[A-Z]*[0-9])[A-Z0-9]{8,10}"),
    IdShape("Slack DM", r"D(?=[A-Z]*[0-9])[A-Z0-9]{8,10}"),
    IdShape("Slack user", r"[UW](?=[A-Z]*[0-9])[A-Z0-9]{8,10}"),
)
