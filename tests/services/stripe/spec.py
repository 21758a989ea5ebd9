"""Response validation against Stripe's published OpenAPI spec (``stripe/`` in the specs folder).

:func:`violation` checks one response (``None`` when valid, and when the spec files are absent: the
check is extra to what the SDK tests assert); :func:`spec` skips a test that is about the spec, with
the reason, when the spec is absent. ``conftest.py`` runs every SDK test's responses through it.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.support import specs

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
