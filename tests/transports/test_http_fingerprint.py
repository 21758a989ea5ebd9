"""Same seed, same bytes: a recorded set of requests to every HTTP double, answered byte for byte as the
code before the HTTP round 6 changes answered them (routing, parsing, the JSON encoder, the header block).

The requests (reads, writes, replays, lists, refusals of every kind, one connection, in order) go to a
served world (seed 0, the default fixture) on the real stack. Each whole response (status line, headers
but ``date``, body) is hashed; ``http_fingerprint.json`` holds the hashes the code before the change
produced (``python -m tests.transports.test_http_fingerprint --record`` writes it; recorded from
``main`` at 00042c4 and never rewritten by the change it guards). When the fixture changes, re-record
it from the tree *before* the change it guards with the new fixture (done once: the Slack groups and
bookmarks changed 7 Slack answers; recorded from 2fa318d, the merge before the HTTP round 6 code).
Slack files changed the same 7 Slack answers again (every token now grants ``files:read`` /
``files:write``, which ``X-OAuth-Scopes`` lists): re-recorded from the ``slackfiles`` branch, whose HTTP
code is main's (3826ef8, shown above to answer all 36 as 2fa318d does); the other 29 hashes are unchanged.
Stop 48 moved the fixture's history before the world's now (a renewal charge finalized at now, not an
hour later): the charges listing's one hash changed, re-recorded from the same tree (no HTTP code changed
in that stop); the other 35 are unchanged.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import socket
from collections.abc import Iterator
from pathlib import Path

import pytest

from toolproof.transports.http import RunningServer, start_in_thread

RECORDED = Path(__file__).with_name("http_fingerprint.json")
#: Linear is left out: without its schema (a plain clone) it answers every request with a 503 saying so.
SERVICES = ["stripe", "slack", "gcal", "box"]


def _request(method: str, path: str, headers: dict[str, str], body: bytes = b"") -> bytes:
    lines = [f"{method} {path} HTTP/1.1", "Host: 127.0.0.1", *(f"{k}: {v}" for k, v in headers.items())]
    lines.append(f"Content-Length: {len(body)}")
    return ("\r\n".join(lines) + "\r\n\r\n").encode() + body


def requests(world: str) -> list[tuple[str, bytes]]:
    """(label, raw request) in the order they are sent."""
    sk = {"Authorization": f"Bearer sk_test_{world}"}
    form = sk | {"Content-Type": "application/x-www-form-urlencoded"}
    slack = {"Authorization": f"Bearer xoxb-{world}", "Content-Type": "application/json; charset=utf-8"}
    gcal = {"Authorization": f"Bearer {world}", "Content-Type": "application/json"}
    box = {"Authorization": f"Bearer {world}", "Content-Type": "application/json"}

    return [
        ("stripe list", _request("GET", "/stripe/v1/customers?limit=3", sk)),
        (
            "stripe list expand",
            _request("GET", "/stripe/v1/customers?limit=2&expand%5B%5D=data.default_source", sk),
        ),
        (
            "stripe create",
            _request("POST", "/stripe/v1/customers", form, b"email=a%40example.com&name=A%C3%A9"),
        ),
        (
            "stripe create keyed",
            _request(
                "POST", "/stripe/v1/customers", form | {"Idempotency-Key": "k1"}, b"email=b%40example.com"
            ),
        ),
        (
            "stripe replay",
            _request(
                "POST", "/stripe/v1/customers", form | {"Idempotency-Key": "k1"}, b"email=b%40example.com"
            ),
        ),
        (
            "stripe metadata",
            _request("POST", "/stripe/v1/customers", form, b"name=M&metadata[plan]=pro&metadata[seats]=3"),
        ),
        (
            "stripe search",
            _request("GET", "/stripe/v1/customers/search?query=email%3A%27a%40example.com%27", sk),
        ),
        ("stripe missing", _request("GET", "/stripe/v1/customers/cus_nope", sk)),
        ("stripe unknown route", _request("GET", "/stripe/v1/nothing/here", sk)),
        ("stripe wrong method", _request("DELETE", "/stripe/v1/customers/search", sk)),
        ("stripe bad key", _request("GET", "/stripe/v1/customers", {"Authorization": "Bearer nope"})),
        ("stripe no key", _request("GET", "/stripe/v1/customers", {})),
        (
            "stripe unknown world",
            _request("GET", "/stripe/v1/customers", {"Authorization": "Bearer sk_test_x"}),
        ),
        ("stripe bad param", _request("GET", "/stripe/v1/customers?limit=abc", sk)),
        ("stripe bad form", _request("POST", "/stripe/v1/customers", form, b"a[b=1")),
        ("stripe charges", _request("GET", "/stripe/v1/charges?limit=2", sk)),
        ("slack list", _request("POST", "/slack/api/conversations.list", slack, b'{"limit":3}')),
        ("slack auth", _request("POST", "/slack/api/auth.test", slack, b"{}")),
        (
            "slack post",
            _request("POST", "/slack/api/chat.postMessage", slack, b'{"channel":"general","text":"hi"}'),
        ),
        (
            "slack post nowhere",
            _request("POST", "/slack/api/chat.postMessage", slack, b'{"channel":"C0","text":"x"}'),
        ),
        (
            "slack form",
            _request(
                "POST",
                "/slack/api/users.list",
                {
                    "Authorization": f"Bearer xoxb-{world}",
                    "Content-Type": "application/x-www-form-urlencoded",
                },
                b"limit=2",
            ),
        ),
        ("slack get", _request("GET", "/slack/api/conversations.list?limit=1", slack)),
        ("slack bad json", _request("POST", "/slack/api/chat.postMessage", slack, b"{nope")),
        (
            "slack bad token",
            _request("POST", "/slack/api/auth.test", {"Authorization": "Bearer xoxb-x"}, b""),
        ),
        ("slack unknown method", _request("POST", "/slack/api/nothing.here", slack, b"{}")),
        ("gcal list", _request("GET", "/gcal/calendar/v3/calendars/primary/events?maxResults=3", gcal)),
        ("gcal calendars", _request("GET", "/gcal/calendar/v3/users/me/calendarList", gcal)),
        (
            "gcal insert",
            _request(
                "POST",
                "/gcal/calendar/v3/calendars/primary/events",
                gcal,
                json.dumps(
                    {
                        "summary": "Sync",
                        "start": {"dateTime": "2026-12-03T10:00:00Z"},
                        "end": {"dateTime": "2026-12-03T10:30:00Z"},
                    }
                ).encode(),
            ),
        ),
        ("gcal missing", _request("GET", "/gcal/calendar/v3/calendars/primary/events/nope", gcal)),
        ("gcal bad param", _request("GET", "/gcal/calendar/v3/calendars/primary/events?maxResults=-1", gcal)),
        (
            "gcal bad token",
            _request("GET", "/gcal/calendar/v3/users/me/calendarList", {"Authorization": "x"}),
        ),
        ("box folder", _request("GET", "/box/2.0/folders/0", box)),
        ("box items", _request("GET", "/box/2.0/folders/0/items?limit=3", box)),
        ("box missing", _request("GET", "/box/2.0/files/999999", box)),
        ("box bad token", _request("GET", "/box/2.0/folders/0", {"Authorization": "Bearer nope"})),
        ("no service", _request("GET", "/nothing", {})),
    ]


def _response(sock: socket.socket, buf: bytearray) -> bytes:
    while b"\r\n\r\n" not in buf:
        chunk = sock.recv(65536)
        assert chunk, "the server closed the connection"
        buf += chunk
    end = buf.index(b"\r\n\r\n") + 4
    head = bytes(buf[:end])
    length = 0
    for line in head.split(b"\r\n")[1:]:
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"content-length":
            length = int(value)
    while len(buf) < end + length:
        chunk = sock.recv(65536)
        assert chunk, "the server closed the connection inside a body"
        buf += chunk
    whole = bytes(buf[: end + length])
    del buf[: end + length]
    kept = [line for line in whole[:end].split(b"\r\n") if not line.lower().startswith(b"date:")]
    return b"\r\n".join(kept) + whole[end:]


def answers(server: RunningServer) -> dict[str, str]:
    """label → sha256 of the whole response (``date`` left out), in order."""
    host, port = server.base_url.removeprefix("http://").rsplit(":", 1)
    out: dict[str, str] = {}
    with socket.create_connection((host, int(port)), timeout=30) as sock:
        buf = bytearray()
        for label, raw in requests(server.world.id):
            sock.sendall(raw)
            out[label] = hashlib.sha256(_response(sock, buf)).hexdigest()
    return out


@pytest.fixture(scope="module")
def server() -> Iterator[RunningServer]:
    with start_in_thread(SERVICES, seed=0, fixture="default") as running:
        yield running


def test_the_recorded_requests_are_answered_with_the_recorded_bytes(server: RunningServer) -> None:
    recorded = json.loads(RECORDED.read_text(encoding="utf-8"))
    got = answers(server)
    assert list(got) == list(recorded)
    differing = [label for label in got if got[label] != recorded[label]]
    assert differing == []


def main() -> None:  # pragma: no cover - run by hand against the code before a change
    parser = argparse.ArgumentParser(description="print or --record the fingerprint")
    parser.add_argument("--record", action="store_true")
    args = parser.parse_args()
    with start_in_thread(SERVICES, seed=0, fixture="default") as running:
        got = answers(running)
    text = json.dumps(got, indent=1) + "\n"
    if args.record:
        RECORDED.write_text(text, encoding="utf-8")
    print(text)


if __name__ == "__main__":
    main()
