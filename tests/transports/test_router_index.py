"""The router's index (literal paths in a dict, templated ones by segment count) picks exactly what a
scan of every route in order picks, for every service's paths, methods and made-up paths."""

from __future__ import annotations

from urllib.parse import unquote

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from toolproof.service import registry
from toolproof.service.errors import MethodNotAllowed, ServiceError, UnknownRoute
from toolproof.transports.http.router import ServiceRouter

SERVICES = ["stripe", "slack", "gcal", "linear", "box"]
METHODS = ["GET", "POST", "DELETE", "PUT", "PATCH", "HEAD", "OPTIONS"]


def scan(router: ServiceRouter, method: str, path: str) -> tuple[str, dict[str, str]] | str:
    """What the router did before the index: every route in order."""
    allowed: set[str] = set()
    for route in router.routes:
        m = route.pattern.fullmatch(path)
        if m is None:
            continue
        ops = route.operations.get(method)
        if ops is None and method == "HEAD":
            ops = route.operations.get("GET")
        if ops:
            return next(iter(ops.values())).name, {k: unquote(v) for k, v in m.groupdict().items()}
        allowed.update(route.operations)
    return "405 " + ",".join(sorted(allowed)) if allowed else "404"


def indexed(router: ServiceRouter, method: str, path: str) -> tuple[str, dict[str, str]] | str:
    try:
        op, params = router.match(method, path)
    except MethodNotAllowed as error:
        return "405 " + str(error).rsplit("accepts ", 1)[1].rstrip(".").replace(", ", ",")
    except UnknownRoute:
        return "404"
    except ServiceError:  # pragma: no cover - match raises nothing else
        raise
    return op.name, params


SEGMENT = st.sampled_from(["search", "cus_1", "v1", "x%2Fy", "", "events", "customers", "a.b"]) | st.text(
    alphabet="abc_-%.", min_size=1, max_size=6
)


@pytest.mark.parametrize("name", SERVICES)
@settings(max_examples=300, deadline=None)
@given(data=st.data())
def test_the_index_matches_a_scan_of_every_route(name: str, data: st.DataObject) -> None:
    router = ServiceRouter(registry.get(name))
    declared = sorted({op.path for op in router.service.operations.values()})
    template = data.draw(st.sampled_from(declared))
    # A declared path with each {param} (and sometimes a literal segment) replaced by a drawn one.
    parts = [
        data.draw(SEGMENT) if part.startswith("{") or (data.draw(st.booleans()) and i > 1) else part
        for i, part in enumerate(template.split("/"))
    ]
    if data.draw(st.booleans()):
        parts.append(data.draw(SEGMENT))
    path = "/".join(parts)
    method = data.draw(st.sampled_from(METHODS))
    assert indexed(router, method, path) == scan(router, method, path)


@pytest.mark.parametrize("name", SERVICES)
def test_every_declared_operation_is_found_at_its_own_path(name: str) -> None:
    router = ServiceRouter(registry.get(name))
    for op in router.service.operations.values():
        path = op.path.replace("{", "").replace("}", "")  # each parameter named after itself
        for method in op.methods:
            assert indexed(router, method, path) == scan(router, method, path)
