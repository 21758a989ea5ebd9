"""Where the tests find the vendors' published specs, and what they do when the specs are not there.

The spec files stay outside the repository (they are the vendors' data, see ``../shared/specs``).
One setting points at them: ``TOOLPROOF_SPECS`` (a folder laid out like ``../shared/specs``); without
it, ``../shared/specs`` relative to the repository's root. Every test that needs a spec file asks
:func:`require`, which skips the test with the reason (the exact path it looked at and the setting
that moves it) when the file is absent, so a plain clone passes with nothing beside it.

What the tests need *as facts* (required parameters, types, limits, enums, error codes) does not
depend on the files being here: ``scripts/derive_spec_facts.py`` derives those into
``tests/services/<name>/spec_facts.json`` with provenance, and :func:`facts` reads them.
"""

from __future__ import annotations

import json
import os
from functools import cache
from pathlib import Path
from typing import Any

import pytest

#: The repository's root (``tests/support/specs.py`` → two levels up).
ROOT = Path(__file__).resolve().parents[2]
#: The one setting: a folder laid out like ``../shared/specs``.
ENV = "TOOLPROOF_SPECS"


def specs_dir() -> Path:
    """The folder the vendor specs are read from (``$TOOLPROOF_SPECS``, else ``../shared/specs``)."""
    configured = os.environ.get(ENV)
    return Path(configured).expanduser() if configured else ROOT.parent / "shared" / "specs"


def spec_path(relative: str) -> Path:
    """Where the spec file ``relative`` (``stripe/openapi.2024-04-10.json``) is expected."""
    return specs_dir() / relative


def missing(relative: str) -> str | None:
    """Why ``relative`` cannot be read here, or ``None`` when it can."""
    path = spec_path(relative)
    if path.is_file():
        return None
    return f"vendor spec {relative} is not at {path} (point {ENV} at a copy of shared/specs)"


def require(relative: str) -> Path:
    """The path of spec file ``relative``; skips the calling test with the reason when it is absent."""
    reason = missing(relative)
    if reason is not None:
        pytest.skip(reason)
    return spec_path(relative)


@cache
def load(relative: str) -> Any:
    """The parsed JSON of spec file ``relative`` (skips the test when it is absent)."""
    return json.loads(require(relative).read_text(encoding="utf-8"))


def facts_path(service: str) -> Path:
    """The derived facts of ``service`` (checked in, written by ``scripts/derive_spec_facts.py``)."""
    return ROOT / "tests" / "services" / service / "spec_facts.json"


@cache
def facts(service: str) -> dict[str, Any]:
    """The facts derived from ``service``'s spec: always present, spec files or not."""
    data: dict[str, Any] = json.loads(facts_path(service).read_text(encoding="utf-8"))
    return data
