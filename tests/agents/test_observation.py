"""An observation asks the service's dialect whether a response means "slow down"."""

from __future__ import annotations

from typing import Any

import pytest

from toolproof.agents.episode import Observation


def _google(reason: str) -> dict[str, Any]:
    return {"error": {"code": 403, "message": "m", "errors": [{"domain": "usageLimits", "reason": reason}]}}


@pytest.mark.parametrize(
    ("operation", "status", "body", "limited"),
    [
        ("gcal.events.insert", 403, _google("rateLimitExceeded"), True),
        ("gcal.events.insert", 403, _google("userRateLimitExceeded"), True),
        ("gcal.events.insert", 403, _google("forbidden"), False),
        ("slack.chat.postMessage", 429, {"ok": False, "error": "ratelimited"}, True),
        ("slack.chat.postMessage", 200, {"ok": False, "error": "ratelimited"}, True),
        ("slack.chat.postMessage", 200, {"ok": False, "error": "channel_not_found"}, False),
        ("stripe.refunds.create", 429, {"error": {"code": "rate_limit"}}, True),
        ("stripe.refunds.create", 400, {"error": {"code": "ratelimited"}}, False),
        ("nosuch.things.create", 429, None, True),
        ("nosuch.things.create", 403, _google("rateLimitExceeded"), False),
        (None, 429, None, True),
    ],
)
def test_rate_limited_is_the_dialects_reading(
    operation: str | None, status: int, body: Any, limited: bool
) -> None:
    obs = Observation("tool", operation, {}, status=status, body=body)
    assert obs.rate_limited is limited


def test_no_response_is_not_a_rate_limit() -> None:
    assert Observation("tool", "slack.chat.postMessage", {}, error="timeout").rate_limited is False
