"""The dialect renders every core error class in Slack's shape, and reads tokens and bodies as Slack."""

from __future__ import annotations

import json
from typing import Any

import pytest

from toolproof.service import HttpRequest
from toolproof.service.errors import (
    IdempotencyMismatch,
    InternalError,
    InvalidParams,
    MalformedBody,
    MethodNotAllowed,
    ParamError,
    PayloadTooLarge,
    RateLimited,
    ServiceError,
    ServiceUnavailable,
    Unauthorized,
    UnknownRoute,
    UnsupportedMediaType,
    UpstreamError,
)
from toolproof.services.slack.dialect import SlackDialect, parse_token
from toolproof.services.slack.errors import SlackError

D = SlackDialect()
#: The Content-Type slack_sdk sends with JSON bodies (without the charset Slack adds a warning).
JSON_UTF8 = {"Content-Type": "application/json;charset=utf-8"}


@pytest.mark.parametrize(
    ("error", "status", "body", "headers"),
    [
        (
            InvalidParams([ParamError(("limit",), "invalid", "bad")]),
            200,
            {
                "ok": False,
                "error": "invalid_arguments",
                "response_metadata": {
                    "messages": ["[ERROR] invalid value for field: limit [json-pointer:/limit]"]
                },
            },
            {},
        ),
        (
            InvalidParams([ParamError(("channel",), "missing", "required")]),
            200,
            {"ok": False, "error": "channel_not_found"},
            {},
        ),
        (
            UnknownRoute("nope", path="/no.such", method="POST"),
            200,
            {"ok": False, "error": "unknown_method", "req_method": "no.such"},
            {},
        ),
        (MethodNotAllowed("PUT"), 405, {"ok": False, "error": "method_not_allowed"}, {}),
        (MalformedBody("bad"), 200, {"ok": False, "error": "invalid_form_data"}, {}),
        (MalformedBody("bad", code="invalid_json"), 200, {"ok": False, "error": "invalid_json"}, {}),
        (UnsupportedMediaType("xml"), 200, {"ok": False, "error": "invalid_post_type"}, {}),
        (PayloadTooLarge("big"), 413, {"ok": False, "error": "request_too_large"}, {}),
        (Unauthorized("none", code="not_authed"), 200, {"ok": False, "error": "not_authed"}, {}),
        (Unauthorized("bad"), 200, {"ok": False, "error": "invalid_auth"}, {}),
        (Unauthorized("old", credential="revoked"), 200, {"ok": False, "error": "token_revoked"}, {}),
        (
            IdempotencyMismatch("x", key="k", reason="params", first_path="p"),
            200,
            {"ok": False, "error": "invalid_arguments"},
            {},
        ),
        (InternalError("bug"), 500, {"ok": False, "error": "fatal_error"}, {}),
        (
            RateLimited("slow down", retry_after=2.2),
            429,
            {"ok": False, "error": "ratelimited"},
            {"Retry-After": "3"},
        ),
        (ServiceUnavailable("down"), 503, {"ok": False, "error": "service_unavailable"}, {}),
        (UpstreamError("oops", status=502), 502, {"ok": False, "error": "internal_error"}, {}),
        (ServiceError("generic"), 200, {"ok": False, "error": "invalid_arguments"}, {}),
        (
            SlackError("missing_scope", needed="a", provided="b"),
            200,
            {"ok": False, "error": "missing_scope", "needed": "a", "provided": "b"},
            {},
        ),
    ],
)
def test_every_core_error_renders_in_slacks_shape(
    error: ServiceError, status: int, body: dict[str, Any], headers: dict[str, str]
) -> None:
    r = D.render_error(error, None)
    assert (r.status, r.body, r.headers) == (status, body, headers)


def test_tokens() -> None:
    assert (parse_token("xoxb-w1").world_id, parse_token("xoxb-w1").principal) == ("w1", "bot")
    cred = parse_token("xoxp-my-world-U0ADA000001")
    assert (cred.world_id, cred.principal) == ("my-world", "U0ADA000001")
    for bad in ("xoxb-", "xoxp-w1", "xoxp-w1-lower", "xoxa-w1", "sk_test_w1"):
        with pytest.raises(Unauthorized):
            parse_token(bad)


def test_legacy_token_is_removed_from_arguments_and_header_wins() -> None:
    params = {"token": "xoxb-legacy", "channel": "C1"}
    cred = D.authenticate(
        HttpRequest("POST", "/auth.test", headers={"authorization": "Bearer xoxb-hdr"}), params
    )
    assert cred.world_id == "hdr"
    assert params == {"channel": "C1"}
    params = {"token": "xoxb-legacy"}
    assert D.authenticate(HttpRequest("POST", "/auth.test"), params).world_id == "legacy"
    with pytest.raises(Unauthorized) as info:
        D.authenticate(HttpRequest("POST", "/auth.test"), {})
    assert info.value.code == "not_authed"


def test_every_method_answers_get_form_and_json_alike() -> None:
    """Same arguments by query string, form body and JSON body give the same answer."""
    import httpx

    from tests.support.server import serve
    from toolproof.service import registry

    service = registry.get("slack")
    with serve(["slack"], fixture="small") as srv:
        srv.world.rate_limits_enabled = False
        auth = {"Authorization": f"Bearer xoxb-{srv.world.id}", "Connection": "close"}
        args = {"channel": "C0GENERAL01", "user": "U0ADA000001", "limit": "1"}
        with httpx.Client(base_url=srv.base_url + "/slack/api", headers=auth) as client:
            for op in service.operations.values():
                if op.writes:
                    continue
                method = op.path.lstrip("/")
                answers = [
                    client.get(f"/{method}", params=args).json(),
                    client.post(f"/{method}", data=args).json(),
                    client.post(f"/{method}", content=json.dumps(args), headers=JSON_UTF8).json(),
                ]
                for answer in answers:
                    answer.pop("cache_ts", None)  # the virtual clock moved between the calls
                assert answers[0] == answers[1] == answers[2], method
                assert answers[0].get("error") not in ("unknown_method", "invalid_post_type"), method


def test_tool_schemas_describe_recurring_arguments() -> None:
    """Agents read tool definitions: every channel, ts and cursor argument says what it is."""
    from toolproof.service import registry

    described = 0
    for op in registry.get("slack").operations.values():
        properties = op.tool_definition()["input_schema"].get("properties", {})
        for name in ("channel", "ts", "timestamp", "cursor", "thread_ts"):
            if name in properties:
                assert properties[name]["description"], (op.name, name)
                described += 1
        assert op.tool_definition()["description"], op.name
    assert described > 30
