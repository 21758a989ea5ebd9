"""Every core error rendered in Box's shape, and the wire parsing Box's clients need."""

from __future__ import annotations

import json

import pytest

from toolproof.service.errors import (
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
from toolproof.service.wire import HttpRequest
from toolproof.services.box import service
from toolproof.services.box.dialect import BoxDialect
from toolproof.services.box.errors import name_in_use

D = BoxDialect()
ENVELOPE = {"type", "status", "code", "help_url", "message", "request_id"}


@pytest.mark.parametrize(
    ("error", "status", "code"),
    [
        (InvalidParams([ParamError(("name",), "missing", "Field required")]), 400, "bad_request"),
        (UnknownRoute("x"), 404, "not_found"),
        (MethodNotAllowed("x"), 405, "method_not_allowed"),
        (MalformedBody("x"), 400, "bad_request"),
        (UnsupportedMediaType("x"), 400, "bad_request"),
        (PayloadTooLarge("x"), 413, "request_entity_too_large"),
        (RateLimited("x", retry_after=3), 429, "rate_limit_exceeded"),
        (ServiceUnavailable("x"), 503, "unavailable"),
        (InternalError("x"), 500, "internal_server_error"),
        (UpstreamError("x", status=502), 502, "internal_server_error"),
    ],
)
def test_core_errors_render_in_boxs_envelope(error: ServiceError, status: int, code: str) -> None:
    resp = D.render_error(error, None)
    assert (resp.status, resp.body["code"], resp.body["status"], resp.body["type"]) == (
        status,
        code,
        status,
        "error",
    )
    assert set(resp.body) >= ENVELOPE
    assert D.error_code(resp.body) == code
    if status == 429:
        assert resp.headers["Retry-After"] == "3"
        assert D.rate_limited(resp.status, resp.body)


def test_invalid_params_name_the_parameter_in_context_info() -> None:
    resp = D.render_error(InvalidParams([ParamError(("parent", "id"), "invalid", "bad")]), None)
    (detail,) = resp.body["context_info"]["errors"]
    assert (detail["reason"], detail["name"]) == ("invalid_parameter", "parent.id")


def test_a_bad_token_is_an_empty_401_with_the_reason_in_www_authenticate() -> None:
    resp = D.render_error(Unauthorized("x"), None)
    assert (resp.status, resp.body) == (401, None)
    assert 'error="invalid_token"' in resp.headers["WWW-Authenticate"]


def test_conflicts_keep_the_context_info() -> None:
    resp = D.render_error(name_in_use({"type": "file", "id": "1"}), None)
    assert resp.body["context_info"] == {"conflicts": {"type": "file", "id": "1"}}


def test_an_injected_plain_error_keeps_its_code() -> None:
    injected = D.injected_error(
        ServiceError("boom", status=409, code="operation_blocked_temporary"), custom_message=True
    )
    assert (D.render_error(injected, None).body["code"], D.render_error(injected, None).status) == (
        "operation_blocked_temporary",
        409,
    )


def request(
    method: str,
    path: str,
    body: bytes = b"",
    content_type: str = "",
    headers: dict[str, str] | None = None,
    query: bytes = b"",
) -> HttpRequest:
    h = {"content-type": content_type} if content_type else {}
    return HttpRequest(method, path, query, {**h, **(headers or {})}, body)


def test_multipart_upload_parts_become_attributes_and_content() -> None:
    boundary = "XyZ"
    body = (
        (
            f'--{boundary}\r\nContent-Disposition: form-data; name="attributes"\r\n\r\n'
            '{"name": "a.bin", "parent": {"id": "0"}}\r\n'
            f'--{boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.bin"\r\n'
            "Content-Type: application/octet-stream\r\n\r\n"
        ).encode()
        + b"\x00\xff\x01"
        + f"\r\n--{boundary}--\r\n".encode()
    )
    op = service.operations["box.uploads.create"]
    params = D.parse_params(
        request("POST", "/upload/2.0/files/content", body, f"multipart/form-data; boundary={boundary}"),
        op,
        {},
    )
    assert params == {
        "attributes": {"name": "a.bin", "parent": {"id": "0"}},
        "content_base64": "AP8B",
        "file_name": "a.bin",
    }


def test_json_patch_bodies_and_conditional_headers() -> None:
    op = service.operations["box.file_metadata.update"]
    ops = [{"op": "replace", "path": "/a", "value": 1}]
    req = request(
        "PUT", "/2.0/files/1/metadata/enterprise/t", json.dumps(ops).encode(), "application/json-patch+json"
    )
    assert D.parse_params(req, op, {"file_id": "1"})["operations"] == ops
    get = service.operations["box.files.get"]
    req = request("GET", "/2.0/files/1", headers={"if-none-match": '"3"', "if-match": "3"})
    assert D.parse_params(req, get, {"file_id": "1"}) == {"if_none_match": '"3"', "file_id": "1"}
    with pytest.raises(MalformedBody):
        D.parse_params(request("PUT", "/x", b"{}", "application/json-patch+json"), op, {})


def test_metadata_create_takes_the_whole_body_as_values() -> None:
    op = service.operations["box.file_metadata.create"]
    req = request("POST", "/2.0/files/1/metadata/global/properties", b'{"a": "b"}', "application/json")
    assert D.parse_params(req, op, {"file_id": "1"}) == {"values": {"a": "b"}, "file_id": "1"}


def test_downloads_are_raw_bytes_over_http_only() -> None:
    from toolproof.service.wire import Response

    body = {"type": "file_content", "content_base64": "AP8B", "text": None}
    out = D.finish_http(request("GET", "/2.0/files/9/content"), Response(200, body))
    assert (out.body, out.headers["Content-Type"]) == (b"\x00\xff\x01", "application/octet-stream")
    same = D.finish_http(request("GET", "/2.0/files/9"), Response(200, body))
    assert same.body is body


def test_credentials_name_the_world_and_optionally_the_user() -> None:
    cred = D.authenticate(request("GET", "/", headers={"authorization": "Bearer w1.20000000002"}), {})
    assert (cred.world_id, cred.principal) == ("w1", "20000000002")
    with pytest.raises(Unauthorized):
        D.authenticate(request("GET", "/"), {})
