"""``serve --state-dir DIR``: worlds kept across a restart.

Worlds live in memory; without this a restart loses every one of them (and their keys then get a
401). With a state directory, each world is written to ``DIR/worlds/<id>/`` (its database bytes, its
named snapshots, and ``meta.json`` with the services, seed, fixture, clock, RNG position, idempotency
cache, settings, fault plan and ledger) every few seconds when it changed and on shutdown, and read
back at start. A fault plan's counters start over after a restart.
"""

from __future__ import annotations

import base64
import json
import os
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

from toolproof.faults import FaultPlan, install
from toolproof.service.wire import Response
from toolproof.transports.http.hub import WorldHub
from toolproof.world import LedgerEntry, RowEffect, Snapshot, World
from toolproof.world.idempotency import IdempotencyCache, SavedResponse
from toolproof.world.ledger import weight

#: Seconds between two saves of the worlds that changed.
SAVE_EVERY = 2.0


class StateDir:
    """Where a hub's worlds are saved and read back from."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.root = Path(path)
        self.worlds_dir = self.root / "worlds"
        self.worlds_dir.mkdir(parents=True, exist_ok=True)
        self._saved: dict[str, tuple[Any, ...]] = {}

    # -- saving ------------------------------------------------------------------------------------
    def save(self, hub: WorldHub, keep: Callable[[str], bool] = lambda _id: True) -> int:
        """Write every world that changed since its last save; forget deleted ones. Returns how many."""
        changed = self.changed(hub)
        for world in changed:
            self.save_world(hub, world)
        self.forget_deleted(hub, keep)
        return len(changed)

    def changed(self, hub: WorldHub) -> list[World]:
        """The worlds that changed since they were last saved."""
        return [w for w in list(hub.worlds.values()) if self._saved.get(w.id) != self._signature(hub, w)]

    def save_world(self, hub: WorldHub, world: World) -> None:
        if hub.get(world.id) is not world:
            return  # deleted meanwhile
        self._write(hub, world)
        self._saved[world.id] = self._signature(hub, world)

    def forget_deleted(self, hub: WorldHub, keep: Callable[[str], bool] = lambda _id: True) -> None:
        """Remove the saved copies of worlds ``keep`` owns that are no longer served."""
        for entry in self.worlds_dir.iterdir():
            if entry.is_dir() and entry.name not in hub.worlds and keep(entry.name):
                shutil.rmtree(entry, ignore_errors=True)
                self._saved.pop(entry.name, None)

    @staticmethod
    def _signature(hub: WorldHub, world: World) -> tuple[Any, ...]:
        injector = hub.faults(world)
        return (
            len(world.ledger),
            world.clock.now,
            world.conn.total_changes,
            tuple(sorted(hub.snapshots.get(world.id, {}))),
            world.rate_limits_enabled,
            None if injector is None else id(injector.plan),
        )

    def _write(self, hub: WorldHub, world: World) -> None:
        folder = self.worlds_dir / world.id
        folder.mkdir(exist_ok=True)
        now = world.snapshot()
        _write_bytes(folder / "state.sqlite", now.data)
        snapshots = {}
        for name, snap in hub.snapshots.get(world.id, {}).items():
            _write_bytes(folder / f"snapshot-{name}.sqlite", snap.data)
            snapshots[name] = _snapshot_meta(snap)
        injector = hub.faults(world)
        meta = {
            "id": world.id,
            "services": list(world.services),
            "seed": world.seed,
            "fixture": dict(zip(world.fixture.key[0], world.fixture.key[1], strict=True)),
            "state": _snapshot_meta(now),
            "rate_limits": world.rate_limits_enabled,
            "faults": None if injector is None else injector.plan.to_data(),
            "snapshots": snapshots,
            "ledger": world.ledger.to_list(),
            "responses": _responses(world),
        }
        _write_bytes(folder / "meta.json", json.dumps(meta, ensure_ascii=False).encode())

    # -- loading -----------------------------------------------------------------------------------
    def load(self, hub: WorldHub, keep: Callable[[str], bool] = lambda _id: True) -> list[str]:
        """Recreate every saved world ``keep`` accepts in ``hub``; returns their ids."""
        loaded = []
        for folder in sorted(self.worlds_dir.iterdir()):
            if not folder.is_dir() or not keep(folder.name):
                continue
            try:
                meta = json.loads((folder / "meta.json").read_text(encoding="utf-8"))
                world = self._recreate(hub, folder, meta)
            except (OSError, ValueError, KeyError, TypeError):
                continue  # a world saved half-way (killed mid-write) is skipped, not fatal
            self._saved[world.id] = self._signature(hub, world)
            loaded.append(world.id)
        return loaded

    def _recreate(self, hub: WorldHub, folder: Path, meta: dict[str, Any]) -> World:
        world = hub.create(
            meta["services"],
            seed=meta["seed"],
            fixture=meta["fixture"],
            world_id=meta["id"],
            rate_limits=meta["rate_limits"],
        )
        try:
            world.restore(_snapshot(world, (folder / "state.sqlite").read_bytes(), meta["state"]))
            for name, snap_meta in meta["snapshots"].items():
                data = (folder / f"snapshot-{name}.sqlite").read_bytes()
                hub.snapshots[world.id][name] = _snapshot(world, data, snap_meta)
            kept = meta.get("responses", {})
            for raw in meta["ledger"]:
                entry = _entry(raw)
                response = kept.get(str(entry.seq))
                if response is not None:
                    entry.response = _response(response)
                    # What it weighs against the world's response budget (its size as JSON text,
                    # a download's bytes as they are).
                    entry.response_bytes = weight(entry.response)
                world.ledger.append(entry)
            if meta["faults"] is not None:
                install(world, FaultPlan.from_data(meta["faults"]))
        except Exception:
            hub.delete(world.id)
            raise
        return world


def _write_bytes(path: Path, data: bytes) -> None:
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_bytes(data)
    os.replace(tmp, path)


def _snapshot_meta(snap: Snapshot) -> dict[str, Any]:
    return {
        "clock": snap.clock,
        "rng": dict(snap.rng),
        "journal_seq": snap.journal_seq,
        "idempotency": [
            {
                "service": service,
                "key": key,
                "operation": saved.operation,
                "fingerprint": saved.fingerprint,
                "saved_at": saved.saved_at,
                "status": saved.response.status,
                "body": saved.response.body,
                "headers": saved.response.headers,
            }
            for (service, key), saved in snap.idempotency.entries.items()
        ],
    }


def _snapshot(world: World, data: bytes, meta: dict[str, Any]) -> Snapshot:
    cache = IdempotencyCache()
    for item in meta["idempotency"]:
        response = Response(item["status"], item["body"], dict(item["headers"]))
        saved = SavedResponse(item["operation"], item["fingerprint"], response, item["saved_at"])
        cache.save(item["service"], item["key"], saved)
    return Snapshot(
        fixture=world.fixture.key,
        data=data,
        clock=float(meta["clock"]),
        rng={str(k): int(v) for k, v in meta["rng"].items()},
        idempotency=cache,
        journal_seq=int(meta["journal_seq"]),
    )


def _responses(world: World) -> dict[str, dict[str, Any]]:
    """The responses the ledger kept (what a refusal's ``seen`` evidence is checked against), by
    ledger seq: a restarted server grades its worlds as the one that served them would. A raw download
    (bytes: what an HTTP client got for a file's content) is kept too, as base64 under ``bytes``: a
    ``seen`` of a value only the file's text shows holds after a restart as before."""
    out: dict[str, dict[str, Any]] = {}
    for e in world.ledger:
        if e.response is None or not e.delivered:
            continue
        body = e.response.body
        kept: dict[str, Any] = {"status": e.response.status, "headers": e.response.headers}
        if isinstance(body, bytes | bytearray):
            kept["bytes"] = base64.b64encode(bytes(body)).decode("ascii")
        else:
            kept["body"] = body
        out[str(e.seq)] = kept
    return out


def _response(saved: dict[str, Any]) -> Response:
    """A kept response as saved by :func:`_responses` (``bytes``: a raw download, base64)."""
    if "bytes" in saved:
        return Response(saved["status"], base64.b64decode(saved["bytes"]), dict(saved["headers"]))
    return Response(saved["status"], saved["body"], dict(saved["headers"]))


def _entry(raw: dict[str, Any]) -> LedgerEntry:
    fields = dict(raw)
    fields["changes"] = tuple(
        RowEffect(c["table"], tuple(c["key"]), c["op"]) for c in fields.get("changes", [])
    )
    return LedgerEntry(**fields)
