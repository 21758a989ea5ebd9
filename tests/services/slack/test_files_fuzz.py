"""Hypothesis over the upload URL and the files methods: junk never gets a 5xx or a traceback, and an
answer that is not a success leaves the state exactly as it was.

The upload URL is hit over real HTTP (raw sockets' worth of variety through ``urllib``): keys that
decode to nothing, to another world, to another user's upload or to a completed one; bodies of any
bytes under any ``Content-Type`` (multipart declared but broken included). The files methods get
random arguments in process.
"""

from __future__ import annotations

import base64
import urllib.error
import urllib.request
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.services.slack.spec import error_codes
from tests.support.server import serve
from toolproof.transports.http import RunningServer
from toolproof.world import World

ADA, GENERAL = "U0ADA000001", "C0GENERAL01"


@pytest.fixture(scope="module")
def server() -> Iterator[RunningServer]:
    with serve(["slack"], fixture="small") as srv:
        yield srv


def _post(url: str, data: bytes, content_type: str | None) -> tuple[int, bytes]:
    headers = {"Content-Type": content_type} if content_type is not None else {}
    request = urllib.request.Request(url, data=data, method="POST", headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


def _key(*parts: str) -> str:
    return base64.urlsafe_b64encode("\n".join(parts).encode()).decode().rstrip("=")


keys = st.one_of(
    st.text(alphabet="ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_%.~", max_size=60),
    st.sampled_from(["", "%%%", "..", "AAAA", "=", "Ym90", "bm90LWEta2V5"]),
    st.builds(lambda a, b, c: _key(a, b, c), st.text(max_size=8), st.text(max_size=8), st.text(max_size=12)),
)
bodies = st.one_of(
    st.binary(max_size=300),
    st.sampled_from([b"", b"--XX\r\nbroken", b"--XX--\r\n", b"\xff\xfe\x00", b"a" * 2000]),
)
types = st.sampled_from(
    [
        None,
        "application/octet-stream",
        "text/csv",
        "application/json",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=XX",
        "multipart/form-data",
        "image/png; charset=utf-8",
        "\u00e9/\u00e8",
    ]
)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(key=keys, body=bodies, content_type=types, use_real=st.booleans())
def test_the_upload_url_never_fails_with_a_5xx(
    server: RunningServer, key: str, body: bytes, content_type: str | None, use_real: bool
) -> None:
    world = server.world
    world.reset()
    if use_real:  # a real pending upload of the bot's, in this world: the body decides
        got = world.call("slack.files.getUploadURLExternal", {"filename": "f.bin", "length": 7}).body
        key = _key(world.id, "bot", got["file_id"])
    before = world.state_hash()
    status, raw = _post(f"{server.base_url}/slack/api/upload/v1/{key}", body, content_type)
    assert status < 500, (status, raw)
    if status == 200 and raw.startswith(b"OK - "):
        return
    # Refused: an empty key is no route at all (the Web API's unknown_method), anything else 4xx.
    assert status != 200 or raw.startswith(b'{"ok":false'), raw
    assert world.state_hash() == before, (status, raw)


small = World(["slack"], fixture="small")
small.rate_limits_enabled = False
junk: st.SearchStrategy[Any] = st.one_of(
    st.none(),
    st.text(max_size=12),
    st.integers(-5, 5),
    st.lists(st.dictionaries(st.sampled_from(["id", "title"]), st.text(max_size=12), max_size=2), max_size=3),
    st.sampled_from(["F0NOPE00001", GENERAL, "[]", '[{"id": "F0NOPE00001"}]', "images,pdfs", "all"]),
)
METHODS = (
    "files.getUploadURLExternal",
    "files.completeUploadExternal",
    "files.info",
    "files.list",
    "files.delete",
    "search.files",
)
NAMES = (
    "filename",
    "length",
    "files",
    "channel_id",
    "channels",
    "thread_ts",
    "file",
    "types",
    "user",
    "query",
)


@settings(max_examples=200, deadline=None)
@given(method=st.sampled_from(METHODS), args=st.dictionaries(st.sampled_from(NAMES), junk, max_size=4))
def test_files_methods_answer_in_slacks_words(method: str, args: dict[str, Any]) -> None:
    small.reset()
    before = small.state_hash()
    response = small.call(f"slack.{method}", {k: v for k, v in args.items() if v is not None}, principal=ADA)
    assert response.status == 200, response.body
    body = response.body
    if body.get("ok") is not True:
        assert body["error"] in error_codes(method), (method, args, body)
        assert small.state_hash() == before
