"""Slack's warnings about how a request was sent: ``missing_charset`` and ``superfluous_charset``.

Slack reads a POST body's ``Content-Type`` and, when it could serve the request but would rather it
were sent differently, says so on the answer (success or error alike) without refusing it: a JSON
body must declare its charset (``application/json; charset=utf-8``), a form body must not
(``application/x-www-form-urlencoded``). The warning is the comma-separated ``warning`` string and the
``response_metadata.warnings`` list, beside any warning the method itself gave (``already_in_channel``):
``{"ok": false, "error": "channel_not_found", "warning": "missing_charset", "response_metadata":
{"warnings": ["missing_charset"]}}`` as Slack answers it. Sources: Slack's "Well wishes and warnings
in the Web API" (2016) and its 2016-09 response-metadata changelog; answers recorded by clients.
``slack_sdk`` sends ``application/json;charset=utf-8`` and a bare form type, so it never sees one.
"""

from __future__ import annotations

from typing import Any

from toolproof.service.wire import HttpRequest, Response


def charset_warning(request: HttpRequest) -> str | None:
    """The warning this request earns, if any (only POSTs with a body are judged)."""
    if request.method != "POST" or not request.body.strip():
        return None
    raw = request.headers.get("content-type", "")
    has_charset = any(
        part.split("=", 1)[0].strip().lower() == "charset" for part in raw.split(";")[1:] if "=" in part
    )
    kind = request.content_type
    if kind == "application/json" and not has_charset:
        return "missing_charset"
    if kind == "application/x-www-form-urlencoded" and has_charset:
        return "superfluous_charset"
    return None


def with_warning(body: dict[str, Any], warning: str) -> dict[str, Any]:
    """``body`` (not changed) with ``warning`` added after any warnings it already carries."""
    out = dict(body)
    existing = [w for w in str(out.get("warning", "")).split(",") if w]
    if warning not in existing:
        existing.append(warning)
    out["warning"] = ",".join(existing)
    metadata = dict(out.get("response_metadata") or {})
    listed = list(metadata.get("warnings") or [])
    if warning not in listed:
        listed.append(warning)
    metadata["warnings"] = listed
    out.pop("response_metadata", None)
    out["response_metadata"] = metadata
    return out


def finish(request: HttpRequest, response: Response) -> Response:
    """``response`` with the request's charset warning, if it earns one and has a JSON object body."""
    warning = charset_warning(request)
    if warning is None or not isinstance(response.body, dict):
        return response
    answer = response.copy()
    answer.body = with_warning(response.body, warning)
    return answer
