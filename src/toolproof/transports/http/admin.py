"""The admin surface: create, reset, snapshot, restore and inspect worlds. Requires the admin token.

Agents never hold the admin token, so nothing an agent sends can reset or read another world.
"""

from __future__ import annotations

import json
import secrets
from typing import Any

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from toolproof.faults import FaultPlan, PlanError, builtin_plan
from toolproof.transports.http.hub import WorldHub
from toolproof.world import World

ADMIN_PREFIX = "/_toolproof"
ADMIN_HEADER = "x-toolproof-admin"


class AdminError(Exception):
    def __init__(self, status: int, code: str, message: str) -> None:
        super().__init__(message)
        self.status, self.code, self.message = status, code, message


def _error(status: int, code: str, message: str) -> JSONResponse:
    return JSONResponse({"error": {"code": code, "message": message}}, status_code=status)


def build_admin_app(hub: WorldHub, admin_token: str) -> Starlette:
    def authorise(request: Request) -> None:
        given = request.headers.get(ADMIN_HEADER) or ""
        auth = request.headers.get("authorization", "")
        if not given and auth.lower().startswith("bearer "):
            given = auth[7:].strip()
        if not given or not secrets.compare_digest(given.encode(), admin_token.encode()):
            raise AdminError(
                401,
                "admin_token_required",
                f"Send the admin token as 'Authorization: Bearer …' or {ADMIN_HEADER}.",
            )

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
        if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
            raise AdminError(400, "invalid_seed", "'seed' must be an integer.")
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
        if not isinstance(advance, int | float) or isinstance(advance, bool) or advance < 0:
            raise AdminError(400, "invalid_advance", "'advance' must be a number of seconds ≥ 0.")
        world.clock.advance(float(advance))
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

    async def on_crash(request: Request, exc: Exception) -> JSONResponse:
        return _error(500, "internal_error", f"{type(exc).__name__}: {exc}")

    p = ADMIN_PREFIX
    w = p + "/worlds/{world}"
    return Starlette(
        routes=[
            Route(p + "/health", health),
            Route(p + "/services", services),
            Route(p + "/worlds", list_worlds, methods=["GET"]),
            Route(p + "/worlds", create_world, methods=["POST"]),
            Route(w, get_world, methods=["GET"]),
            Route(w, update_world, methods=["PATCH"]),
            Route(w, delete_world, methods=["DELETE"]),
            Route(w + "/reset", reset, methods=["POST"]),
            Route(w + "/snapshots", snapshot, methods=["POST"]),
            Route(w + "/restore", restore, methods=["POST"]),
            Route(w + "/state", state, methods=["GET"]),
            Route(w + "/diff", diff, methods=["GET"]),
            Route(w + "/hash", state_hash, methods=["GET"]),
            Route(w + "/ledger", ledger, methods=["GET"]),
            Route(w + "/clock", clock, methods=["POST"]),
            Route(w + "/faults", get_faults, methods=["GET"]),
            Route(w + "/faults", put_faults, methods=["PUT"]),
            Route(w + "/faults", delete_faults, methods=["DELETE"]),
        ],
        exception_handlers={AdminError: on_admin_error, HTTPException: on_http_error, Exception: on_crash},
    )
