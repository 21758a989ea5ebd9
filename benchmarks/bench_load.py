"""Load on a real ``toolproof serve`` over loopback: throughput, latency, 5xx, lost or duplicated writes,
fairness while one world hammers an expensive call, and ``--workers 2`` against ``--workers 1``.

Run: ``.venv/bin/python benchmarks/bench_load.py [--seconds 3] [--workers 1,2]``. Bounded: every run
stops after ``--seconds`` (and ``--max-requests``), all traffic goes to 127.0.0.1.

For each worker count the server (the real CLI) gets 200 worlds plus one hammer world whose calendar
holds 2,000 extra events. Each configuration (50 or 200 clients over 20 or 200 worlds) runs without
and with the hammer: 4 clients looping ``events.list?singleEvents=true`` on that calendar (the call
that once stalled every world). Clients are closed loops on kept-alive connections, each alternating
a Stripe write (``customers.create`` with an idempotency key and a unique tag) and a read of what it
wrote. Afterwards every world's customers are read from the admin surface: an acknowledged write
whose tag is missing is *lost*, a tag stored twice is *duplicated*. Fairness is the other clients'
median latency with the hammer over their median without it (the issue's bar: at most 2×).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
PYTHON = sys.executable
HAMMERS = 4
EXTRA_EVENTS = 2000


@dataclass
class Stats:
    latencies: list[float] = field(default_factory=list)
    statuses: dict[int, int] = field(default_factory=dict)
    failures: int = 0
    acked: dict[str, set[str]] = field(default_factory=dict)  # world -> tags acknowledged

    def add(self, status: int, seconds: float) -> None:
        self.latencies.append(seconds)
        self.statuses[status] = self.statuses.get(status, 0) + 1


class Conn:
    """One kept-alive HTTP/1.1 connection: raw bytes out, status and JSON body back."""

    def __init__(self, host: str, port: int) -> None:
        self.host, self.port = host, port
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None

    async def request(self, raw: bytes) -> tuple[int, Any]:
        if self.writer is None or self.reader is None:
            self.reader, self.writer = await asyncio.open_connection(self.host, self.port)
        self.writer.write(raw)
        head = await self.reader.readuntil(b"\r\n\r\n")
        status = int(head.split(b" ", 2)[1])
        lower = head.lower()
        at = lower.index(b"content-length:") + 15
        length = int(lower[at : lower.index(b"\r\n", at)])
        body = await self.reader.readexactly(length) if length else b""
        if b"connection: close" in lower:
            self.writer.close()
            self.writer = self.reader = None
        return status, json.loads(body) if body else None

    def close(self) -> None:
        if self.writer is not None:
            self.writer.close()


def http(method: str, path: str, headers: dict[str, str], body: bytes = b"") -> bytes:
    lines = [f"{method} {path} HTTP/1.1", "Host: 127.0.0.1"]
    lines += [f"{k}: {v}" for k, v in headers.items()]
    lines.append(f"Content-Length: {len(body)}")
    return ("\r\n".join(lines) + "\r\n\r\n").encode() + body


class Server:
    """``toolproof serve`` as a child process (the CLI a user runs)."""

    def __init__(self, workers: int) -> None:
        args = [PYTHON, "-m", "toolproof", "serve", "--services", "stripe,gcal", "--port", "0", "--json"]
        args += ["--no-rate-limits", "--workers", str(workers), "--max-connections", "4096"]
        self.process = subprocess.Popen(args, stdout=subprocess.PIPE, text=True, cwd=ROOT)
        assert self.process.stdout is not None
        info = json.loads(self.process.stdout.readline())
        self.port = int(info["base_url"].rsplit(":", 1)[1])
        self.token = info["admin_token"]

    def admin_headers(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.token}", "Content-Type": "application/json"}

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait(timeout=30)


async def setup(server: Server, worlds: int) -> tuple[list[str], str]:
    conn = Conn("127.0.0.1", server.port)
    ids = []
    for _ in range(worlds + 1):
        status, body = await conn.request(http("POST", "/_toolproof/worlds", server.admin_headers(), b"{}"))
        assert status == 201, body
        ids.append(body["id"])
    hammer = ids.pop()
    # The hammer world's calendar gets 2,000 more events (the "after 2,000 inserts").
    auth = {"Authorization": f"Bearer {hammer}", "Content-Type": "application/json"}
    conns = [Conn("127.0.0.1", server.port) for _ in range(8)]

    async def insert(c: Conn, start: int) -> None:
        for i in range(start, EXTRA_EVENTS, len(conns)):
            day, hour = 1 + i % 28, 8 + i % 10
            event = {
                "summary": f"load {i}",
                "start": {"dateTime": f"2026-12-{day:02d}T{hour:02d}:00:00Z"},
                "end": {"dateTime": f"2026-12-{day:02d}T{hour + 1:02d}:00:00Z"},
            }
            path = "/gcal/calendar/v3/calendars/alice@orbital.example/events"
            status, body = await c.request(http("POST", path, auth, json.dumps(event).encode()))
            assert status == 200, body

    await asyncio.gather(*(insert(c, k) for k, c in enumerate(conns)))
    for c in [*conns, conn]:
        c.close()
    return ids, hammer


async def client(port: int, world: str, tag: str, stats: Stats, deadline: float, budget: list[int]) -> None:
    conn = Conn("127.0.0.1", port)
    auth = {"Authorization": f"Bearer sk_test_{world}", "Content-Type": "application/x-www-form-urlencoded"}
    seq = 0
    try:
        while time.perf_counter() < deadline and budget[0] > 0:
            budget[0] -= 2
            seq += 1
            label = f"{tag}-{seq}"
            form = f"email=load%40example.com&metadata[tag]={label}".encode()
            started = time.perf_counter()
            try:
                status, body = await conn.request(
                    http("POST", "/stripe/v1/customers", auth | {"Idempotency-Key": label}, form)
                )
            except (ConnectionError, asyncio.IncompleteReadError):
                stats.failures += 1
                conn = Conn("127.0.0.1", port)
                continue
            stats.add(status, time.perf_counter() - started)
            if status != 200:
                continue
            stats.acked.setdefault(world, set()).add(label)
            started = time.perf_counter()
            status, _ = await conn.request(http("GET", f"/stripe/v1/customers/{body['id']}", auth))
            stats.add(status, time.perf_counter() - started)
    finally:
        conn.close()


async def hammer(port: int, world: str, stats: Stats, deadline: float) -> None:
    conn = Conn("127.0.0.1", port)
    auth = {"Authorization": f"Bearer {world}"}
    path = "/gcal/calendar/v3/calendars/alice@orbital.example/events?singleEvents=true&maxResults=250"
    try:
        while time.perf_counter() < deadline:
            started = time.perf_counter()
            status, _ = await conn.request(http("GET", path, auth))
            stats.add(status, time.perf_counter() - started)
    finally:
        conn.close()


@dataclass
class Result:
    workers: int
    clients: int
    worlds: int
    hammer: bool
    requests: int
    seconds: float
    p50: float
    p99: float
    errors_5xx: int
    failures: int
    hammer_calls: int
    stats: Stats

    @property
    def rps(self) -> float:
        return self.requests / self.seconds


async def run_one(
    server: Server,
    workers: int,
    ids: list[str],
    hammer_world: str,
    clients: int,
    worlds: int,
    with_hammer: bool,
    seconds: float,
    max_requests: int,
    run: str,
) -> Result:
    stats, hammer_stats = Stats(), Stats()
    budget = [max_requests]
    started = time.perf_counter()
    deadline = started + seconds
    hammers = [
        asyncio.ensure_future(hammer(server.port, hammer_world, hammer_stats, deadline))
        for _ in range(HAMMERS if with_hammer else 0)
    ]
    await asyncio.gather(
        *(
            client(server.port, ids[i % worlds], f"{run}-c{i}", stats, deadline, budget)
            for i in range(clients)
        )
    )
    elapsed = time.perf_counter() - started
    for task in hammers:  # a hammer call still waiting for its turn is abandoned (its connection closed)
        task.cancel()
    await asyncio.gather(*hammers, return_exceptions=True)
    lat = sorted(stats.latencies)
    return Result(
        workers=workers,
        clients=clients,
        worlds=worlds,
        hammer=with_hammer,
        requests=len(lat),
        seconds=elapsed,
        p50=statistics.median(lat),
        p99=lat[min(len(lat) - 1, int(len(lat) * 0.99))],
        errors_5xx=sum(n for s, n in stats.statuses.items() if s >= 500)
        + sum(n for s, n in hammer_stats.statuses.items() if s >= 500),
        failures=stats.failures,
        hammer_calls=len(hammer_stats.latencies),
        stats=stats,
    )


async def check_writes(server: Server, results: list[Result]) -> tuple[int, int]:
    """Lost and duplicated acknowledged writes, from every world's stored customers."""
    acked: dict[str, set[str]] = {}
    for r in results:
        for world, tags in r.stats.acked.items():
            acked.setdefault(world, set()).update(tags)
    conn = Conn("127.0.0.1", server.port)
    lost = duplicated = 0
    for world, tags in acked.items():
        path = f"/_toolproof/worlds/{world}/state?table=stripe_customers"
        status, body = await conn.request(http("GET", path, server.admin_headers()))
        assert status == 200, body
        seen: dict[str, int] = {}
        for row in body["stripe_customers"]:
            tag = (row.get("metadata") or {}).get("tag")
            if tag is not None:
                seen[tag] = seen.get(tag, 0) + 1
        lost += sum(1 for t in tags if t not in seen)
        duplicated += sum(n - 1 for t, n in seen.items() if n > 1)
    conn.close()
    return lost, duplicated


def fmt_ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f}"


async def measure(workers: int, seconds: float, max_requests: int) -> tuple[list[Result], int, int]:
    server = Server(workers)
    try:
        ids, hammer_world = await setup(server, 200)
        results = []
        for clients in (50, 200):
            for worlds in (20, 200):
                for with_hammer in (False, True):
                    run = f"w{workers}-{clients}-{worlds}-{int(with_hammer)}"
                    results.append(
                        await run_one(
                            server,
                            workers,
                            ids,
                            hammer_world,
                            clients,
                            worlds,
                            with_hammer,
                            seconds,
                            max_requests,
                            run,
                        )
                    )
                    r = results[-1]
                    print(
                        f"  workers={workers} clients={clients:3d} worlds={worlds:3d} "
                        f"hammer={'yes' if with_hammer else 'no ':3s}"
                        f"  {r.rps:7.0f} req/s  p50 {fmt_ms(r.p50):>6} ms  p99 {fmt_ms(r.p99):>6} ms"
                        f"  5xx {r.errors_5xx}  failed {r.failures}  hammer calls {r.hammer_calls}",
                        flush=True,
                    )
        lost, duplicated = await check_writes(server, results)
        return results, lost, duplicated
    finally:
        server.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="length of each run (default 3)")
    parser.add_argument("--max-requests", type=int, default=60000, help="request cap of each run")
    parser.add_argument("--workers", default="1,2", help="worker counts to compare (default 1,2)")
    parser.add_argument("--markdown", default=None, help="also write the report as Markdown here")
    args = parser.parse_args()
    counts = [int(w) for w in args.workers.split(",")]
    print(
        f"bench_load: {platform.processor() or platform.machine()}, {os.cpu_count()} cores, "
        f"Python {platform.python_version()}, {datetime.now(UTC):%Y-%m-%d %H:%M} UTC"
    )
    everything: list[Result] = []
    integrity = {}
    for workers in counts:
        results, lost, duplicated = asyncio.run(measure(workers, args.seconds, args.max_requests))
        everything += results
        integrity[workers] = (lost, duplicated)
        print(f"  workers={workers}: acknowledged writes lost {lost}, duplicated {duplicated}")
    print()
    lines = summary(everything, integrity, counts)
    print("\n".join(lines))
    if args.markdown:
        Path(args.markdown).write_text("\n".join(lines) + "\n", encoding="utf-8")


def summary(results: list[Result], integrity: dict[int, tuple[int, int]], counts: list[int]) -> list[str]:
    out = [
        "| workers | clients | worlds | hammer | req/s | p50 ms | p99 ms | 5xx | hammer calls |",
        "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    for r in results:
        out.append(
            f"| {r.workers} | {r.clients} | {r.worlds} | {'yes' if r.hammer else 'no'} | {r.rps:.0f} | "
            f"{fmt_ms(r.p50)} | {fmt_ms(r.p99)} | {r.errors_5xx} | {r.hammer_calls if r.hammer else '–'} |"
        )
    out.append("")
    by = {(r.workers, r.clients, r.worlds, r.hammer): r for r in results}
    out.append("| workers | clients | worlds | fairness (p50 with hammer / without) |")
    out.append("| --- | --- | --- | --- |")
    worst = 0.0
    for (w, c, n, h), r in by.items():
        if h:
            ratio = r.p50 / by[(w, c, n, False)].p50
            worst = max(worst, ratio)
            out.append(f"| {w} | {c} | {n} | {ratio:.2f}× |")
    out.append("")
    total_5xx = sum(r.errors_5xx for r in results)
    lost = sum(v[0] for v in integrity.values())
    dup = sum(v[1] for v in integrity.values())
    out.append(
        f"5xx: {total_5xx}; acknowledged writes lost: {lost}, duplicated: {dup}; worst fairness {worst:.2f}×"
    )
    if len(counts) >= 2:
        a, b = counts[0], counts[1]
        speedups = [by[(b, c, n, False)].rps / by[(a, c, n, False)].rps for c in (50, 200) for n in (20, 200)]
        out.append(
            f"--workers {b} vs --workers {a} (no hammer): "
            + ", ".join(f"{s:.2f}×" for s in speedups)
            + f" (median {statistics.median(speedups):.2f}×)"
        )
    return out


if __name__ == "__main__":
    main()
