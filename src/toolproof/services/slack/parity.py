"""How the Slack double is compared with Slack itself (``toolproof parity``; see docs/parity.md).

Calls go on the wire as ``slack_sdk``'s ``WebClient.api_call`` sends them: ``POST /<method>`` with a
form body, lists and objects (blocks, attachments) as JSON strings. Conversation, user, bot and team
ids and message timestamps (``ts``, which are message ids) become placeholders; workspace URLs,
permalinks and cache stamps are volatile.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import Any
from urllib.parse import urlencode

from toolproof.service.operation import Operation
from toolproof.service.parity import ParityRules, WireRequest


def _form_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, dict | list):
        return json.dumps(value, separators=(",", ":"))
    return str(value)


def encode(operation: Operation, params: Mapping[str, Any]) -> WireRequest:
    """The request ``slack_sdk`` sends for ``operation`` with ``params``."""
    pairs = [(k, _form_value(v)) for k, v in params.items() if v is not None]
    return WireRequest(
        "POST",
        operation.path,
        headers={"Content-Type": "application/x-www-form-urlencoded"},
        body=urlencode(pairs).encode(),
    )


PARITY = ParityRules(
    encode=encode,
    live_base_url="https://slack.com/api",
    credential_env="SLACK_TOKEN",
    id_patterns=(
        ("id", re.compile(r"(?P<kind>[CGDUWBTEAF])[A-Z0-9]{8,}")),
        ("ts", re.compile(r"\d{10}\.\d{6}")),
    ),
    volatile_fields=frozenset(
        {"created", "updated", "date_create", "cache_ts", "event_ts", "last_read", "permalink", "url"}
    ),
    volatile_headers=frozenset(
        {
            "date",
            "server",
            "content-length",
            "connection",
            "x-slack-req-id",
            "x-slack-backend",
            "x-backend",
            "via",
        }
    ),
    compared_headers=("content-type",),
    constant_fields=("ok",),
)
