"""Every document ``@linear/sdk`` sent validates against Linear's published schema, and every answer the
double gave it has the shape that document asks for (``spec.py``); error bodies have Linear's shape."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from tests.services.linear import spec
from tests.services.linear.test_sdk import NODE_DIR
from toolproof.transports.http import RunningServer


def test_every_sdk_document_and_answer_matches_the_vendor_schema(
    server: RunningServer, tmp_path: Path
) -> None:
    why = spec.missing()
    if why is not None:
        pytest.skip(why)
    node = shutil.which("node")
    if node is None or not (NODE_DIR / "node_modules" / "@linear" / "sdk").is_dir():
        pytest.skip("node or the installed @linear/sdk is absent (scripts/setup installs it)")
    world = server.hub.create()
    world.rate_limits_enabled = False
    capture = tmp_path / "captured.json"
    done = subprocess.run(
        [node, "suite.mjs", server.base_url + "/linear", world.id],
        cwd=NODE_DIR,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        env={**os.environ, "LINEAR_CAPTURE": str(capture)},
    )
    assert done.returncode == 0, done.stderr[:2000]
    exchanges: list[dict[str, Any]] = json.loads(capture.read_text())
    assert len(exchanges) > 40
    answered = 0
    for exchange in exchanges:
        request, body = exchange["request"], exchange["body"]
        assert spec.document_problems(request["query"]) == [], request["query"][:200]
        if body.get("data") is not None:
            problems = spec.shape_problems(request["query"], request.get("operationName"), body["data"])
            assert problems == [], (request["query"][:200], problems[:5])
            answered += 1
        if "errors" in body:
            assert spec.error_problems(body) == []
    assert answered >= len(exchanges) - 4  # the suite's three error paths and the bad key
