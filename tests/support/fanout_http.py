"""An episode whose calls go over real HTTP, for running the fan-out agents against a served world.

It offers what the fan-out agents use of :class:`~toolproof.agents.episode.Episode` (task, tools by
name, ``call``, ``sleep``, ``now``, ``finish``) and records every call as the in-process episode does,
with ``start`` and ``end`` on the wall clock, so the same metrics apply to both.
"""

from __future__ import annotations

import asyncio
import time
from typing import Any

import httpx

from toolproof.agents.episode import Observation
from toolproof.service.operation import Operation
from toolproof.tasks.model import Task
from toolproof.transports.http import RunningServer
from toolproof.world import World


def _form(prefix: str, value: Any, out: list[tuple[str, str]]) -> None:
    if isinstance(value, dict):
        for k, v in value.items():
            _form(f"{prefix}[{k}]" if prefix else str(k), v, out)
    elif isinstance(value, list):
        for i, v in enumerate(value):
            _form(f"{prefix}[{i}]", v, out)
    else:
        out.append((prefix, str(value).lower() if isinstance(value, bool) else str(value)))


class HttpEpisode:
    """Stripe and Slack calls over HTTP to ``world`` on ``server`` (wire formats as the SDKs send them)."""

    def __init__(self, task: Task, server: RunningServer, world: World, client: httpx.AsyncClient) -> None:
        self.task, self.server, self.world, self.client = task, server, world, client
        creds = server.hub.credentials(world)
        self.tokens = {name: c["token"] for name, c in creds.items()}
        self.trajectory: list[dict[str, Any]] = []
        self.claim: str | None = None
        self.message = ""
        self._t0 = time.monotonic()

    @property
    def now(self) -> float:
        return time.monotonic() - self._t0

    def operation_for(self, tool: str) -> Operation | None:
        return self.world.operations.get(tool)

    async def sleep(self, seconds: float) -> None:
        if seconds > 0:
            self.trajectory.append({"type": "sleep", "seconds": seconds, "start": self.now})
            await asyncio.sleep(seconds)

    def finish(self, claim: str, message: str = "") -> None:
        self.claim, self.message = claim, message

    async def call(
        self, tool: str, args: dict[str, Any] | None = None, *, idempotency_key: str | None = None
    ) -> Any:
        op = self.world.operation(tool)
        args = args or {}
        base = self.server.base_url + self.world.services[op.service].mount
        headers = {"Authorization": f"Bearer {self.tokens[op.service]}"}
        start = self.now
        if op.service == "slack":
            r = await self.client.post(f"{base}/{op.name.split('.', 1)[1]}", json=args, headers=headers)
        else:
            path = op.path
            rest = dict(args)
            for name in op.path_params:
                path = path.replace("{" + name + "}", str(rest.pop(name)))
            pairs: list[tuple[str, str]] = []
            _form("", rest, pairs)
            if idempotency_key is not None:
                headers["Idempotency-Key"] = idempotency_key
            if op.methods[0] == "GET":
                r = await self.client.get(base + path, params=tuple(pairs), headers=headers)
            else:
                r = await self.client.post(base + path, data=dict(pairs), headers=headers)
        end = self.now
        obs = Observation(tool, op.name, args, r.status_code, r.json(), dict(r.headers))
        self.trajectory.append({"type": "call", **obs.to_dict(), "valid": True, "start": start, "end": end})
        return obs
