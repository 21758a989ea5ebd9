"""Every registered service passes ``check_service()``; a service that does not import fails, never skips.

The contract (determinism across processes, reset, tool schemas for OpenAI and Anthropic, MCP listing,
MCP and HTTP fuzz without a 5xx or a half-applied write) runs in one test per service; the spec part
runs in its own test, which alone skips (with the reason) when the vendor spec files are absent.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.support import specs, tickets
from toolproof.service import Service, registry
from toolproof.testing.check import CHECKS, SpecCheck, check_service

# The doubles toolproof ships (its entry points) and the test-only ``tickets``; not what another test
# file registered at run time in the same process (test_validator's deliberately broken ``flaky``).
SERVICES = sorted({*registry.installed(), "tickets"})


def _subject(name: str) -> Service | str:
    return tickets.service if name == "tickets" else name


def _stripe() -> tuple[SpecCheck, str | None]:
    from tests.services.stripe.spec import SPEC, violation

    return violation, specs.missing(SPEC)


def _slack() -> tuple[SpecCheck, str | None]:
    from tests.services.slack import spec as slack

    def check(method: str, path: str, status: int, body: Any) -> str | None:
        name = path.lstrip("/")
        try:
            if isinstance(body, dict) and body.get("ok") is True:
                slack.validate_success(name, body)
            elif isinstance(body, dict) and status == 200:
                slack.validate_error(name, body)
        except AssertionError as exc:
            return str(exc)
        return None

    return check, specs.missing(slack.OPENAPI)


def _gcal() -> tuple[SpecCheck, str | None]:
    from tests.services.gcal import spec as gcal

    def check(method: str, path: str, status: int, body: Any) -> str | None:
        if status >= 400:
            problems = gcal.validate_error(body)
        else:
            schema = gcal.schema_for(method, path)
            problems = gcal.validate_body(schema, body) if schema else []
        return "; ".join(problems[:3]) or None

    return check, specs.missing(gcal.SPEC)


def _linear() -> tuple[SpecCheck, str | None]:
    from tests.services.linear import spec as linear

    def check(method: str, path: str, status: int, body: Any) -> str | None:
        # Junk requests carry no document to check data against: their answers are errors, or data.
        if status >= 400 or (isinstance(body, dict) and "errors" in body):
            return "; ".join(linear.error_problems(body)[:3]) or None
        return None if isinstance(body, dict) and isinstance(body.get("data"), dict) else "no data object"

    return check, linear.missing()


def _box() -> tuple[SpecCheck, str | None]:
    from tests.services.box import spec as box

    def check(method: str, path: str, status: int, body: Any) -> str | None:
        return "; ".join(box.violations(method, path, status, body)[:3]) or None

    return check, specs.missing(box.SPEC)


#: How each double's responses are checked against its vendor's spec (``tests/services/<name>/spec.py``).
SPECS: dict[str, Callable[[], tuple[SpecCheck, str | None]]] = {
    "stripe": _stripe,
    "slack": _slack,
    "gcal": _gcal,
    "linear": _linear,
    "box": _box,
}


@pytest.mark.parametrize("name", SERVICES)
def test_every_service_passes_check_service(name: str) -> None:
    if name != "tickets" and (missing := registry.get(name).unavailable()) is not None:
        pytest.skip(missing)  # the double answers every request with an error that says how to fix it
    report = check_service(_subject(name), examples=25, checks=[c for c in CHECKS if c != "spec"])
    assert [r.check for r in report.results] == [c for c in CHECKS if c != "spec"]
    assert report.skipped == [], report.text()


@pytest.mark.parametrize("name", sorted(SPECS))
def test_every_response_seen_matches_the_vendor_spec(name: str) -> None:
    check, missing = SPECS[name]()
    if missing is not None:
        pytest.skip(missing)
    report = check_service(name, checks=["http-fuzz", "spec"], spec=check, examples=25)
    assert report.result("spec").status == "passed", report.text()


def test_a_service_that_does_not_exist_fails_the_import_check() -> None:
    report = check_service("no_such_double", raise_on_failure=False)
    assert [(r.check, r.status) for r in report.results] == [("import", "failed")]
    assert "unknown service 'no_such_double'" in report.results[0].detail
