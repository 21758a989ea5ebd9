"""``auth.test``: who the token is."""

from __future__ import annotations

from typing import Any

from toolproof.service.context import Context
from toolproof.services.slack.access import caller, user_row
from toolproof.services.slack.params import SlackParams
from toolproof.services.slack.service import BOTH, service


@service.operation("slack.auth.test", BOTH, "/auth.test", writes=False)
def auth_test(ctx: Context, p: SlackParams) -> dict[str, Any]:
    """Check the token and say which user, team (and bot) it belongs to."""
    who = caller(ctx)
    team = ctx.one("SELECT * FROM slack_team")
    user = user_row(ctx, who.user)
    assert team is not None
    assert user is not None
    out: dict[str, Any] = {
        "url": f"https://{team['domain']}.slack.com/",
        "team": team["name"],
        "user": user["name"],
        "team_id": team["id"],
        "user_id": who.user,
    }
    if who.is_bot:
        out["bot_id"] = user["bot_id"]
    out["is_enterprise_install"] = False
    return out
