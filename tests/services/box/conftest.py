"""One real server per test module, the official SDK per user, and a spec check after each test."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from box_sdk_gen import BaseUrls, BoxClient, BoxDeveloperTokenAuth, NetworkSession
from box_sdk_gen.networking.box_network_client import BoxNetworkClient
from box_sdk_gen.networking.retries import BoxRetryStrategy

from tests.services.box.spec import RecordingSession
from tests.support.server import serve
from toolproof.transports.http import RunningServer


@pytest.fixture(scope="module")
def server() -> Iterator[RunningServer]:
    with serve(["box"]) as srv:
        yield srv


@pytest.fixture
def recorder() -> Iterator[RecordingSession]:
    """Every exchange of the test's clients; the test fails on any response the spec refuses."""
    rec = RecordingSession()
    yield rec
    problems = rec.violations()
    assert not problems, "\n".join(problems)


@pytest.fixture
def world(server: RunningServer) -> Any:
    """The server's world, reset before each test so tests never see each other's writes."""
    server.world.reset()
    return server.world


@pytest.fixture
def client(server: RunningServer, recorder: RecordingSession, world: Any) -> Callable[..., BoxClient]:
    """``client()`` acts as the admin (Maya); ``client(user_id)`` as that user. Base URL ``…/box``
    (the SDK appends ``/2.0``), uploads at ``…/box/upload`` (the SDK appends ``/2.0/files/content``)."""

    def make(user: str | None = None) -> BoxClient:
        token = world.id if user is None else f"{world.id}.{user}"
        urls = BaseUrls(
            base_url=server.base_url + "/box",
            upload_url=server.base_url + "/box/upload",
            oauth_2_url=server.base_url + "/box/oauth2",
        )
        session = NetworkSession(
            base_urls=urls,
            network_client=BoxNetworkClient(requests_session=recorder.session),
            retry_strategy=BoxRetryStrategy(max_attempts=3, retry_base_interval=0.01),
        )
        return BoxClient(auth=BoxDeveloperTokenAuth(token=token), network_session=session)

    return make
