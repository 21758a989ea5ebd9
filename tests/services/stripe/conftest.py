"""Shared fixtures for the Stripe double's tests: a live server, SDK clients, and spec validation.

Every response a world produces while an SDK test runs goes through :class:`SpecRecorder`, which
validates the body against Stripe's published OpenAPI spec (2024-04-10, see ``spec.py``) and collects
violations; an autouse fixture fails the test if any were found.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any, TypeVar

import pytest
import stripe

from tests.services.stripe.spec import violation
from tests.support.server import serve
from toolproof.service.wire import Response
from toolproof.transports.http import RunningServer
from toolproof.world import Call, Interceptor, World
from toolproof.world.ledger import LedgerEntry
from toolproof.world.world import Execute

if TYPE_CHECKING:
    from tests.services.stripe.clocked import Shop

T = TypeVar("T")

stripe.enable_telemetry = False

_PARAM = re.compile(r"\{([A-Za-z_]+)\}")


class SpecRecorder:
    """An interceptor that validates every response against the spec (and can wrap another one)."""

    def __init__(self, inner: Interceptor | None = None) -> None:
        self.inner = inner
        self.checked = 0
        self.violations: list[str] = []
        self.lock = threading.Lock()

    def intercept(self, world: World, call: Call, execute: Execute) -> tuple[Response, LedgerEntry]:
        if self.inner is not None:
            response, entry = self.inner.intercept(world, call, execute)
        else:
            response, entry = execute(call, True)
        op = call.operation
        path = _PARAM.sub(lambda m: str(call.params.get(m.group(1), "x")), op.path)
        problem = violation(op.methods[0], path, response.status, response.body)
        with self.lock:
            self.checked += 1
            if problem is not None:
                self.violations.append(problem)
        return response, entry


@pytest.fixture(scope="module")
def server() -> Iterator[RunningServer]:
    with serve(["stripe"]) as srv:
        yield srv


@pytest.fixture(scope="module")
def recorder() -> SpecRecorder:
    return SpecRecorder()


@pytest.fixture
def world(server: RunningServer, recorder: SpecRecorder, request: pytest.FixtureRequest) -> Iterator[World]:
    """A fresh world on the default fixture, served over HTTP, its responses spec-checked.

    A module marked ``stripe_world(fixture=…, clock=…)`` gets that fixture with its clock set to
    ``clock`` (the proration and preview tests: amounts exact to the second).

    Stripe's test-mode rate limit (25 writes a second) is off: these tests check the wire format, and an
    SDK on loopback sends faster than that (the limits have tests of their own)."""
    mark = request.node.get_closest_marker("stripe_world")
    options: dict[str, Any] = dict(mark.kwargs) if mark else {}
    clock = options.pop("clock", None)
    if options:
        w = server.hub.create(["stripe"], rate_limits=False, **options)
    else:
        w = server.hub.create(rate_limits=False)
    if clock is not None:
        w.clock.now = clock
    w.interceptor = recorder
    yield w
    server.hub.delete(w.id)


def client_for(server: RunningServer, world: World, **kw: Any) -> stripe.StripeClient:
    key = server.hub.credentials(world)["stripe"]["token"]
    return stripe.StripeClient(key, base_addresses={"api": server.base_url + "/stripe"}, **kw)


@pytest.fixture
def client(server: RunningServer, world: World) -> stripe.StripeClient:
    return client_for(server, world)


@pytest.fixture
def shop(client: stripe.StripeClient, world: World) -> Shop:
    """The clocked scene's customer and prices (``clocked.py``), made through the SDK."""
    from tests.services.stripe.clocked import Shop  # clocked.py imports this module's helpers

    return Shop(client)


@pytest.fixture(autouse=True)
def _no_spec_violations(request: pytest.FixtureRequest) -> Iterator[None]:
    yield
    if "recorder" in request.fixturenames:
        rec: SpecRecorder = request.getfixturevalue("recorder")
        with rec.lock:
            found, rec.violations[:] = list(rec.violations), []
        assert not found, "responses that violate Stripe's OpenAPI spec:\n" + "\n".join(found)


def last_response(obj: stripe.StripeObject) -> stripe.StripeResponse:
    """The HTTP response ``obj`` came from (Optional in the SDK's types; every returned object has one)."""
    assert obj.last_response is not None
    return obj.last_response


def error_body(error: stripe.StripeError) -> dict[str, Any]:
    """The JSON body of a raised SDK error (``object | None`` in the SDK's types): Stripe always sends one."""
    assert isinstance(error.json_body, dict)
    return error.json_body


def raw_params(params: dict[str, Any]) -> Any:
    """Parameters sent as a plain dict, outside the SDK's typed params: invalid on purpose (the double
    must reject them as Stripe does), built per case, or in a wire form the types do not spell (a decimal
    as a string)."""
    return params


def expanded(value: object, kind: type[T]) -> T:
    """An expandable field the request expanded (``str | kind | None`` in the SDK's types): a ``kind``."""
    assert isinstance(value, kind), f"expected an expanded {kind.__name__}, got {value!r}"
    return value


def ref(value: object) -> str:
    """An expandable field left unexpanded (``str | Object | None`` in the SDK's types): it is the id."""
    assert isinstance(value, str), f"expected an id, got {value!r}"
    return value


def legacy(obj: stripe.StripeObject, name: str) -> Any:
    """A field of the API version the double serves (2024-04-10) that the SDK's newer typed classes dropped
    (``Invoice.charge``, ``Subscription.current_period_end``, ...); the SDK object still holds it."""
    return obj[name]


def legacy_params(params: dict[str, Any]) -> Any:
    """Parameters of the API version the double serves that the SDK's newer types no longer list (e.g. a
    top-level ``unit_amount`` on an invoice item); Stripe still accepts them for that version."""
    return params
