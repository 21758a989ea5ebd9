"""The admin surface: create, reset, snapshot, restore and inspect worlds. Requires the admin token.

Agents never hold the admin token, so nothing an agent sends can reset or read another world.
"""

from __future__ import annotations

import functools
import json
import logging
import secrets
from collections.abc import Awaitable, Callable, Mapping
from typing import Any

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route
from starlette.types import Message, Receive, Scope, Send

from toolproof.faults import FaultPlan, PlanError, builtin_plan
from toolproof.service.inputs import INT_MAX, INT_MIN, MAX_DEPTH, json_too_deep
from toolproof.transports.http.hub import WorldHub
from toolproof.transports.http.limits import BodyTooLarge, read_body, yaml_too_deep
from toolproof.world import World

log = logging.getLogger(__name__)

ADMIN_PREFIX = "/_toolproof"
ADMIN_HEADER = "x-toolproof-admin"

Endpoint = Callable[[Request], Awaitable[JSONResponse]]


def admin_token_of(headers: Mapping[str, str]) -> str:
    """The admin token a request carries: ``X-Toolproof-Admin: <token>`` or ``Authorization: Bearer <token>``
    (scheme case-insensitive). Every admin route, the MCP episodes route included, reads it here."""
    given = headers.get(ADMIN_HEADER) or ""
    auth = headers.get("authorization", "")
    if not given and auth[:7].lower() == "bearer ":
        given = auth[7:].strip()
    return given


def is_admin(headers: Mapping[str, str], admin_token: str) -> bool:
    given = admin_token_of(headers)
    return bool(given) and secrets.compare_digest(given.encode(), admin_token.encode())


ADMIN_TOKEN_REQUIRED = f"Send the admin token as 'Authorization: Bearer …' or {ADMIN_HEADER}."


class AdminError(Exception):
    def __init__(self, status: int, code: str, message: str) -> None:
        super().__init__(message)
        self.status, self.code, self.message = status, code, message


def _error(status: int, code: str, message: str) -> JSONResponse:
    return JSONResponse({"error": {"code": code, "message": message}}, status_code=status)


def guarded(endpoint: Endpoint) -> Endpoint:
    """Answer an unexpected error as a JSON 500 from inside the route.

    Starlette's catch-all handler re-raises after answering, which makes the server drop the
    connection; answering here keeps it alive. The log gets the type and a bounded message (an error
    can quote a huge input), never the input itself.
    """

    @functools.wraps(endpoint)
    async def run(request: Request) -> JSONResponse:
        try:
            return await endpoint(request)
        except (AdminError, HTTPException):
            raise
        except Exception as exc:
            log.error("admin %s %s failed: %s", request.method, request.url.path[:200], _bounded(exc))
            return _error(500, "internal_error", f"The admin request failed ({type(exc).__name__}).")

    return run


def _bounded(exc: BaseException) -> str:
    text = f"{type(exc).__name__}: {exc}"
    return text if len(text) <= 300 else text[:300] + "…"


class AdminApp:
    """The admin routes behind a body limit: a declared or streamed body larger than ``max_body`` is a
    413 before it is buffered (as the services' own limit), then the routes see the body read."""

    def __init__(self, routes: Starlette, max_body: int) -> None:
        self.routes, self.max_body = routes, max_body

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope["headers"]}
        try:
            body = await read_body(receive, headers.get("content-length"), self.max_body)
        except BodyTooLarge as exc:
            await _error(413, "payload_too_large", str(exc))(scope, receive, send)
            return
        except ValueError as exc:
            await _error(400, "malformed_body", str(exc))(scope, receive, send)
            return
        if body is None:  # the client went away
            return
        delivered = False

        async def replay() -> Message:
            nonlocal delivered
            if not delivered:
                delivered = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()

        await self.routes(scope, replay, send)


def build_admin_app(hub: WorldHub, admin_token: str, *, max_body: int) -> AdminApp:
    def authorise(request: Request) -> None:
        if not is_admin(request.headers, admin_token):
            raise AdminError(401, "admin_token_required", ADMIN_TOKEN_REQUIRED)

    def world_of(request: Request) -> World:
        authorise(request)
        world = hub.get(request.path_params["world"])
        if world is None:
            raise AdminError(404, "world_not_found", f"No world {request.path_params['world']!r}.")
        return world

    async def json_body(request: Request) -> dict[str, Any]:
        raw = await request.body()
        if not raw.strip():
            return {}
        if json_too_deep(raw):
            raise AdminError(
                400, "malformed_body", f"The request body is nested more than {MAX_DEPTH} levels."
            )
        try:
            value = json.loads(raw)
        except ValueError:
            raise AdminError(400, "malformed_body", "The request body is not valid JSON.") from None
        if not isinstance(value, dict):
            raise AdminError(400, "malformed_body", "The request body must be a JSON object.")
        return value

    async def health(request: Request) -> JSONResponse:
        return JSONResponse({"ok": True, "services": list(hub.services), "worlds": len(hub.worlds)})

    async def services(request: Request) -> JSONResponse:
        authorise(request)
        return JSONResponse(
            {
                name: {
                    "mount": svc.mount,
                    "operations": sorted(svc.operations),
                    "tables": sorted(svc.tables),
                    "fixtures": sorted(svc.fixtures),
                }
                for name, svc in hub.services.items()
            }
        )

    async def list_worlds(request: Request) -> JSONResponse:
        authorise(request)
        return JSONResponse({"worlds": [hub.describe(w) for w in hub.worlds.values()]})

    async def create_world(request: Request) -> JSONResponse:
        authorise(request)
        body = await json_body(request)
        names = body.get("services")
        if names is not None and not (isinstance(names, list) and all(isinstance(n, str) for n in names)):
            raise AdminError(400, "invalid_services", "'services' must be a list of service names.")
        seed = body.get("seed")
        if seed is not None and (
            not isinstance(seed, int) or isinstance(seed, bool) or not INT_MIN <= seed <= INT_MAX
        ):
            raise AdminError(400, "invalid_seed", "'seed' must be a 64-bit integer.")
        fixture = body.get("fixture")
        if fixture is not None and not isinstance(fixture, str):
            raise AdminError(400, "invalid_fixture", "'fixture' must be a string.")
        rate_limits = body.get("rate_limits")
        if rate_limits is not None and not isinstance(rate_limits, bool):
            raise AdminError(400, "invalid_rate_limits", "'rate_limits' must be true or false.")
        try:
            world = hub.create(names, seed=seed, fixture=fixture, rate_limits=rate_limits)
        except (KeyError, LookupError, PlanError) as exc:
            raise AdminError(400, "invalid_world", str(exc).strip("'\"")) from None
        return JSONResponse(hub.describe(world) | {"state_hash": world.state_hash()}, status_code=201)

    async def get_world(request: Request) -> JSONResponse:
        return JSONResponse(hub.describe(world_of(request)))

    async def update_world(request: Request) -> JSONResponse:
        """Settings of a live world: ``{"rate_limits": false}`` switches the services' own limits off."""
        world = world_of(request)
        body = await json_body(request)
        unknown = sorted(set(body) - {"rate_limits"})
        if unknown:
            raise AdminError(
                400, "unknown_setting", f"Unknown setting(s): {', '.join(unknown)}. Known: rate_limits."
            )
        if "rate_limits" in body:
            if not isinstance(body["rate_limits"], bool):
                raise AdminError(400, "invalid_rate_limits", "'rate_limits' must be true or false.")
            world.rate_limits_enabled = body["rate_limits"]
        return JSONResponse(hub.describe(world))

    async def delete_world(request: Request) -> JSONResponse:
        world = world_of(request)
        hub.delete(world.id)
        return JSONResponse({"id": world.id, "deleted": True})

    async def reset(request: Request) -> JSONResponse:
        world = world_of(request)
        world.reset()
        return JSONResponse({"id": world.id, "state_hash": world.state_hash(), "clock": world.clock.now})

    async def snapshot(request: Request) -> JSONResponse:
        world = world_of(request)
        snaps = hub.snapshots[world.id]
        name = f"snap_{len(snaps) + 1}"
        snaps[name] = world.snapshot()
        return JSONResponse(
            {"snapshot": name, "clock": world.clock.now, "state_hash": world.state_hash()}, 201
        )

    async def restore(request: Request) -> JSONResponse:
        world = world_of(request)
        body = await json_body(request)
        name = body.get("snapshot")
        snap = hub.snapshots[world.id].get(name) if isinstance(name, str) else None
        if snap is None:
            raise AdminError(404, "snapshot_not_found", f"No snapshot {name!r} of world {world.id!r}.")
        world.restore(snap)
        return JSONResponse({"id": world.id, "state_hash": world.state_hash(), "clock": world.clock.now})

    async def state(request: Request) -> JSONResponse:
        world = world_of(request)
        wanted = request.query_params.getlist("table") or sorted(world.tables)
        unknown = [t for t in wanted if t not in world.tables]
        if unknown:
            raise AdminError(400, "unknown_table", f"Unknown table(s): {', '.join(unknown)}.")
        return JSONResponse({t: world.rows(t) for t in wanted})

    async def diff(request: Request) -> JSONResponse:
        world = world_of(request)
        since = request.query_params.get("since")
        if since:
            snap = hub.snapshots[world.id].get(since)
            if snap is None:
                raise AdminError(404, "snapshot_not_found", f"No snapshot {since!r} of world {world.id!r}.")
            result = world.diff(snap)
        else:
            result = world.diff()
        return JSONResponse({"summary": result.summary(), "tables": result.to_dict()})

    async def state_hash(request: Request) -> JSONResponse:
        world = world_of(request)
        return JSONResponse({"state_hash": world.state_hash()})

    async def ledger(request: Request) -> JSONResponse:
        world = world_of(request)
        return JSONResponse({"entries": world.ledger.to_list()})

    async def clock(request: Request) -> JSONResponse:
        world = world_of(request)
        body = await json_body(request)
        advance = body.get("advance", 0)
        if not isinstance(advance, int | float) or isinstance(advance, bool) or not advance >= 0:
            raise AdminError(400, "invalid_advance", "'advance' must be a number of seconds ≥ 0.")
        try:
            world.clock.advance(float(advance))
        except (ValueError, OverflowError) as exc:  # past the clock's bound, or not a finite number
            raise AdminError(400, "invalid_advance", f"'advance' is out of range: {exc}.") from None
        return JSONResponse({"clock": world.clock.now})

    async def get_faults(request: Request) -> JSONResponse:
        world = world_of(request)
        injector = hub.faults(world)
        return JSONResponse({"id": world.id, "plan": None} if injector is None else injector.describe())

    async def put_faults(request: Request) -> JSONResponse:
        """Body: a plan (JSON, or YAML with a YAML content type), or ``{"builtin": "flaky-network"}``."""
        world = world_of(request)
        raw = (await request.body()).decode("utf-8", "replace")
        content_type = request.headers.get("content-type", "")
        too_deep = yaml_too_deep(raw) if "yaml" in content_type else json_too_deep(raw)
        if too_deep:
            raise AdminError(400, "invalid_plan", f"The plan is nested more than {MAX_DEPTH} levels.")
        try:
            if "yaml" in content_type:
                plan = FaultPlan.from_yaml(raw)
            else:
                data = json.loads(raw) if raw.strip() else {}
                if isinstance(data, dict) and set(data) == {"builtin"} and isinstance(data["builtin"], str):
                    plan = builtin_plan(data["builtin"])
                else:
                    plan = FaultPlan.from_data(data)
            injector = hub.set_faults(world, plan)
        except ValueError as exc:  # PlanError, JSON errors
            message = str(exc) if isinstance(exc, PlanError) else f"The request body is not valid JSON: {exc}"
            raise AdminError(400, "invalid_plan", message) from None
        assert injector is not None
        return JSONResponse(injector.describe())

    async def delete_faults(request: Request) -> JSONResponse:
        world = world_of(request)
        hub.set_faults(world, None)
        return JSONResponse({"id": world.id, "plan": None})

    async def on_admin_error(request: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, AdminError)
        return _error(exc.status, exc.code, exc.message)

    async def on_http_error(request: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, HTTPException)
        return _error(
            exc.status_code, "not_found" if exc.status_code == 404 else "bad_request", str(exc.detail)
        )

    p = ADMIN_PREFIX
    w = p + "/worlds/{world}"
    routes = Starlette(
        routes=[
            Route(p + "/health", guarded(health)),
            Route(p + "/services", guarded(services)),
            Route(p + "/worlds", guarded(list_worlds), methods=["GET"]),
            Route(p + "/worlds", guarded(create_world), methods=["POST"]),
            Route(w, guarded(get_world), methods=["GET"]),
            Route(w, guarded(update_world), methods=["PATCH"]),
            Route(w, guarded(delete_world), methods=["DELETE"]),
            Route(w + "/reset", guarded(reset), methods=["POST"]),
            Route(w + "/snapshots", guarded(snapshot), methods=["POST"]),
            Route(w + "/restore", guarded(restore), methods=["POST"]),
            Route(w + "/state", guarded(state), methods=["GET"]),
            Route(w + "/diff", guarded(diff), methods=["GET"]),
            Route(w + "/hash", guarded(state_hash), methods=["GET"]),
            Route(w + "/ledger", guarded(ledger), methods=["GET"]),
            Route(w + "/clock", guarded(clock), methods=["POST"]),
            Route(w + "/faults", guarded(get_faults), methods=["GET"]),
            Route(w + "/faults", guarded(put_faults), methods=["PUT"]),
            Route(w + "/faults", guarded(delete_faults), methods=["DELETE"]),
        ],
        exception_handlers={AdminError: on_admin_error, HTTPException: on_http_error},
    )
    return AdminApp(routes, max_body)
