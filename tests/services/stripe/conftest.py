"""Shared fixtures for the Stripe double's tests: a live server, SDK clients, and spec validation.

Every response a world produces while an SDK test runs goes through :class:`SpecRecorder`, which
validates the body against Stripe's published OpenAPI spec (2024-04-10) and collects violations; an
autouse fixture fails the test if any were found.
"""

from __future__ import annotations

import json
import re
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any, TypeVar

import pytest
import stripe

from tests.support import specs
from tests.support.server import serve
from toolproof.service.wire import Response
from toolproof.transports.http import RunningServer
from toolproof.world import Call, Interceptor, World
from toolproof.world.ledger import LedgerEntry
from toolproof.world.world import Execute

T = TypeVar("T")

stripe.enable_telemetry = False

#: Stripe's OpenAPI spec, relative to the specs folder (``tests.support.specs``: ``TOOLPROOF_SPECS``).
SPEC = "stripe/openapi.2024-04-10.json"
#: Why spec checks cannot run here (``None`` when the spec is present): a plain clone has no ``../shared``.
SPEC_MISSING = specs.missing(SPEC)


class StripeSpec:
    """Stripe's OpenAPI document, loaded once, checking one response at a time."""

    def __init__(self, path: Path) -> None:
        from openapi_core import Config, OpenAPI

        self.raw = json.loads(path.read_text())
        # openapi-core skips validating the (huge) spec itself when this is None (app.py checks `is None`),
        # but types the field without None: its annotation is wrong.
        self.api = OpenAPI.from_dict(
            self.raw,
            config=Config(spec_validator_cls=None),  # type: ignore[arg-type]
        )

    def violation(self, method: str, path: str, status: int, body: Any) -> str | None:
        """``None`` when ``body`` is a valid response to ``method path``; the error text otherwise."""
        from openapi_core.testing import MockRequest, MockResponse

        request = MockRequest("https://api.stripe.com", method.lower(), path)
        response = MockResponse(
            json.dumps(body).encode(), status_code=status, content_type="application/json"
        )
        try:
            self.api.validate_response(request, response)
        except Exception as exc:
            details = []
            cause = exc.__cause__
            for err in getattr(cause, "schema_errors", ()):
                for leaf in _leaves(err):
                    details.append(f"{leaf.json_path}: {leaf.message[:200]}")
            text = "; ".join(details) or str(exc)[:1500]
            return f"{method} {path} -> {status}: {text}"
        return None


def _leaves(err: Any) -> list[Any]:
    """The innermost errors of a jsonschema error (anyOf branches included)."""
    if not err.context:
        return [err]
    best = min(err.context, key=lambda e: len(list(e.path)) * -1)
    return _leaves(best)


_spec: StripeSpec | None = None


def spec() -> StripeSpec:
    """The loaded spec; a test that is about the spec is skipped (with the reason) when it is absent."""
    global _spec
    if SPEC_MISSING is not None:
        pytest.skip(SPEC_MISSING)
    if _spec is None:
        _spec = StripeSpec(specs.spec_path(SPEC))
    return _spec


def violation(method: str, path: str, status: int, body: Any) -> str | None:
    """How ``body`` violates the spec, or ``None`` (also when the spec is absent: the check is extra)."""
    if SPEC_MISSING is not None:
        return None
    return spec().violation(method, path, status, body)


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
def world(server: RunningServer, recorder: SpecRecorder) -> Iterator[World]:
    """A fresh world on the default fixture, served over HTTP, its responses spec-checked.

    Stripe's test-mode rate limit (25 writes a second) is off: these tests check the wire format, and an
    SDK on loopback sends faster than that (the limits have tests of their own)."""
    w = server.hub.create(rate_limits=False)
    w.interceptor = recorder
    yield w
    server.hub.delete(w.id)


def client_for(server: RunningServer, world: World, **kw: Any) -> stripe.StripeClient:
    key = server.hub.credentials(world)["stripe"]["token"]
    return stripe.StripeClient(key, base_addresses={"api": server.base_url + "/stripe"}, **kw)


@pytest.fixture
def client(server: RunningServer, world: World) -> stripe.StripeClient:
    return client_for(server, world)


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
