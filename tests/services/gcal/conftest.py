"""One real server per test module, official clients per user, and a spec check after each test."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from google.oauth2.credentials import Credentials
from google_auth_httplib2 import AuthorizedHttp
from googleapiclient.discovery import build

from tests.services.gcal.spec import RecordingHttp
from tests.support.server import serve
from toolproof.transports.http import RunningServer

Client = Any


@pytest.fixture(scope="module")
def server() -> Iterator[RunningServer]:
    with serve(["gcal"]) as srv:
        yield srv


@pytest.fixture
def recorder() -> Iterator[RecordingHttp]:
    """Every exchange of the test's clients; the test fails on any response the spec refuses."""
    rec = RecordingHttp()
    yield rec
    problems = rec.violations()
    assert not problems, "\n".join(problems)


@pytest.fixture
def world(server: RunningServer) -> Any:
    """The server's world, reset before each test so tests never see each other's writes."""
    server.world.reset()
    return server.world


@pytest.fixture
def client(server: RunningServer, recorder: RecordingHttp, world: Any) -> Callable[..., Client]:
    """``client("bilal")`` — the official client acting as a user (default: the fixture's default user)."""

    def make(user: str | None = None) -> Client:
        token = world.id if user is None else f"{world.id}.{user}"
        # google-auth leaves Credentials.__init__ unannotated (the same ignore as toolproof.testing.served).
        http = AuthorizedHttp(Credentials(token=token), http=recorder)  # type: ignore[no-untyped-call]
        return build(
            "calendar",
            "v3",
            http=http,
            client_options={"api_endpoint": server.base_url + "/gcal/calendar/v3/"},
            static_discovery=True,
        )

    return make
