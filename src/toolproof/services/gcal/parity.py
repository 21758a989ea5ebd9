"""How the Google Calendar double is compared with Google itself (``toolproof parity``; docs/parity.md).

Calls go on the wire as ``google-api-python-client`` sends them: path parameters in the URL, the
resource under ``body`` as a JSON body, ``ifMatch`` / ``ifNoneMatch`` as conditional headers and the
rest as query parameters (repeated for lists). Event ids and email-shaped ids (calendars, people,
``iCalUID``) become placeholders; etags, sync and page tokens, links and stamps are volatile.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import Any
from urllib.parse import quote, urlencode

from toolproof.service.operation import Operation
from toolproof.service.parity import ParityRules, WireRequest


def _query_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def encode(operation: Operation, params: Mapping[str, Any]) -> WireRequest:
    """The request the Google API client sends for ``operation`` with ``params``."""
    rest = dict(params)
    path = operation.path
    for name in operation.path_params:
        path = path.replace("{" + name + "}", quote(str(rest.pop(name, "")), safe="@"))
    headers: dict[str, str] = {}
    if "ifMatch" in rest:
        headers["If-Match"] = str(rest.pop("ifMatch"))
    if "ifNoneMatch" in rest:
        headers["If-None-Match"] = str(rest.pop("ifNoneMatch"))
    body = b""
    if "body" in rest:
        headers["Content-Type"] = "application/json"
        body = json.dumps(rest.pop("body"), separators=(",", ":")).encode()
    pairs: list[tuple[str, str]] = []
    for key, value in rest.items():
        for item in value if isinstance(value, list) else [value]:
            pairs.append((key, _query_value(item)))
    return WireRequest(operation.methods[0], path, query=urlencode(pairs), headers=headers, body=body)


PARITY = ParityRules(
    encode=encode,
    live_base_url="https://www.googleapis.com/calendar/v3",
    credential_env="GOOGLE_OAUTH_TOKEN",
    id_patterns=(
        ("email", re.compile(r"[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}")),
        ("event", re.compile(r"[a-v0-9]{20,1024}(_[0-9]{8}(T[0-9]{6}Z)?)?")),
    ),
    volatile_fields=frozenset(
        {
            "etag",
            "created",
            "updated",
            "htmlLink",
            "hangoutLink",
            "nextSyncToken",
            "nextPageToken",
            "resourceId",
            "expiration",
            "token",
        }
    ),
    volatile_headers=frozenset(
        {"date", "server", "content-length", "connection", "etag", "x-guploader-uploadid"}
    ),
    compared_headers=("content-type",),
    constant_fields=("kind",),
)
