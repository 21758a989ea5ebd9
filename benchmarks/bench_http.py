"""Server CPU per HTTP request: the old stack (h11 on asyncio) against the new one (httptools on uvloop)
and against an empty handler on each, in the same run; then read throughput and ``--workers`` scaling.

Run: ``.venv/bin/python benchmarks/bench_http.py [--rounds 5] [--requests 2000] [--seconds 3]``.

CPU per request is the server process's own CPU time (``time.process_time`` read inside it, so the
load generator and the other agents on the machine do not count) divided by the requests it served:
one client, one kept-alive connection, one request at a time, over 127.0.0.1. Each round measures
every stack on every workload, interleaved, and the ratios (old / new, new / floor) are given with
their min and max over the rounds. The floor is an empty ASGI app that answers a fixed 30-byte JSON
body through the same guarded protocol on the same loop: what any app served on that stack costs.

Throughput is requests per second of a Stripe read with ``wrk`` (Debian's package) when it is on the
PATH, else with closed-loop Python clients in other processes; ``--workers`` compares ``toolproof
serve --workers 1`` and ``--workers 2`` (the CLI a user runs) on the same load.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
PYTHON = sys.executable

#: name → (parser, loop)
STACKS: dict[str, tuple[str, str]] = {"old": ("h11", "asyncio"), "new": ("httptools", "uvloop")}
FLOOR_BODY = b'{"ok":true,"floor":"empty app"}'


# -- the server side (a child process) --------------------------------------------------------------
async def _empty_app(scope: dict[str, Any], receive: Callable[..., Any], send: Callable[..., Any]) -> None:
    """The floor: read the request, answer a fixed JSON body (what any ASGI app does at least)."""
    if scope["type"] != "http":
        return
    while (await receive()).get("more_body"):
        pass
    headers = [(b"content-type", b"application/json"), (b"content-length", b"%d" % len(FLOOR_BODY))]
    await send({"type": "http.response.start", "status": 200, "headers": headers})
    await send({"type": "http.response.body", "body": FLOOR_BODY})


def child(floor: bool) -> None:  # pragma: no cover - runs in a child process
    """Serve on a free port (the stack is chosen by the environment), print how to reach it, and
    answer every line on stdin with this process's CPU seconds so far."""
    import uvicorn

    from toolproof.transports.http.protocol import ConnectionLimits, loop_name, parser_name, uvicorn_options
    from toolproof.transports.http.server import build
    from toolproof.transports.sockets import listening_socket

    sock = listening_socket("127.0.0.1", 0)
    info: dict[str, Any] = {"port": sock.getsockname()[1], "parser": parser_name(), "loop": loop_name()}
    app: Any
    if floor:
        app = _empty_app
        options = uvicorn_options(ConnectionLimits())
    else:
        app, _hub, world, _token = build(
            ["stripe", "slack", "gcal"], seed=0, fixture="default", admin_token="bench", rate_limits=False
        )
        options = uvicorn_options(ConnectionLimits(), app.reject_unparsable)
        info["world"] = world.id
        info["customer"] = world.call("stripe.customers.list", {"limit": 1}).body["data"][0]["id"]
        channels = world.call("slack.conversations.list", {}).body["channels"]
        info["channel"] = channels[0]["id"]
    config = uvicorn.Config(app, log_level="warning", lifespan="off", access_log=False, **options)
    server = uvicorn.Server(config)

    def clock() -> None:
        print(json.dumps(info), flush=True)
        for _line in sys.stdin:
            print(time.process_time(), flush=True)
        server.should_exit = True

    threading.Thread(target=clock, daemon=True).start()
    server.run(sockets=[sock])


# -- the client side --------------------------------------------------------------------------------
def http(method: str, path: str, headers: dict[str, str], body: bytes = b"") -> bytes:
    lines = [f"{method} {path} HTTP/1.1", "Host: 127.0.0.1"]
    lines += [f"{k}: {v}" for k, v in headers.items()]
    lines.append(f"Content-Length: {len(body)}")
    return ("\r\n".join(lines) + "\r\n\r\n").encode() + body


class Conn:
    """One kept-alive connection, one request at a time (blocking: the client is not measured)."""

    def __init__(self, port: int) -> None:
        self.sock = socket.create_connection(("127.0.0.1", port))
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.buf = b""

    def request(self, raw: bytes) -> tuple[int, bytes]:
        self.sock.sendall(raw)
        while b"\r\n\r\n" not in self.buf:
            self.buf += self._recv()
        head, _, rest = self.buf.partition(b"\r\n\r\n")
        lower = head.lower()
        at = lower.index(b"content-length:") + 15
        length = int(lower[at : lower.index(b"\r\n", at) if b"\r\n" in lower[at:] else len(lower)])
        while len(rest) < length:
            rest += self._recv()
        self.buf = rest[length:]
        return int(head.split(b" ", 2)[1]), rest[:length]

    def _recv(self) -> bytes:
        chunk = self.sock.recv(65536)
        if not chunk:
            raise ConnectionError("the server closed the connection")
        return chunk

    def close(self) -> None:
        self.sock.close()


@dataclass
class Child:
    process: subprocess.Popen[str]
    info: dict[str, Any]

    @classmethod
    def start(cls, stack: str, *, floor: bool) -> Child:
        parser, loop = STACKS[stack]
        env = os.environ | {"TOOLPROOF_HTTP_PARSER": parser, "TOOLPROOF_HTTP_LOOP": loop}
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT / "src"), env.get("PYTHONPATH")]))
        args = [PYTHON, __file__, "--child", "floor" if floor else "app"]
        process = subprocess.Popen(args, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env)
        assert process.stdout is not None
        info = json.loads(process.stdout.readline())
        assert (info["parser"], info["loop"]) == (parser, loop), info
        return cls(process, info)

    def cpu(self) -> float:
        assert self.process.stdin is not None
        assert self.process.stdout is not None
        self.process.stdin.write("\n")
        self.process.stdin.flush()
        return float(self.process.stdout.readline())

    def stop(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait(timeout=30)


def workloads(info: dict[str, Any]) -> dict[str, Callable[[int], bytes]]:
    """name → request bytes for the i-th request (each a real call on the served world)."""
    world = info.get("world")
    if world is None:
        return {"floor GET": lambda i: http("GET", "/floor", {}), "floor POST": lambda i: floor_post}
    stripe = {"Authorization": f"Bearer sk_test_{world}"}
    form = {"Content-Type": "application/x-www-form-urlencoded"}
    slack = {"Authorization": f"Bearer xoxb-{world}", "Content-Type": "application/json; charset=utf-8"}
    gcal = {"Authorization": f"Bearer {world}"}
    customer, channel = info["customer"], info["channel"]
    events = "/gcal/calendar/v3/calendars/primary/events?maxResults=10"
    return {
        "stripe read": lambda i: http("GET", f"/stripe/v1/customers/{customer}", stripe),
        "stripe create": lambda i: http(
            "POST", "/stripe/v1/customers", stripe | form, f"email=b{i}%40example.com&name=Bench".encode()
        ),
        "slack post": lambda i: http(
            "POST",
            "/slack/api/chat.postMessage",
            slack,
            json.dumps({"channel": channel, "text": f"bench {i}"}).encode(),
        ),
        "gcal list": lambda i: http("GET", events, gcal),
    }


floor_post = http("POST", "/floor", {"Content-Type": "application/x-www-form-urlencoded"}, b"email=b%40x.io")


def cpu_per_request(child: Child, make: Callable[[int], bytes], n: int) -> float:
    """Server CPU seconds per request over ``n`` sequential requests (after a short warm-up)."""
    conn = Conn(child.info["port"])
    try:
        for i in range(min(100, n)):
            status, body = conn.request(make(i))
            assert status == 200, body[:300]
        before = child.cpu()
        for i in range(n):
            conn.request(make(i))
        return (child.cpu() - before) / n
    finally:
        conn.close()


def spread(values: list[float]) -> str:
    return f"{statistics.median(values):5.2f}× (min {min(values):.2f}, max {max(values):.2f})"


def measure_cpu(rounds: int, n: int) -> dict[str, Any]:
    children = {
        (stack, floor): Child.start(stack, floor=floor) for stack in STACKS for floor in (False, True)
    }
    samples: dict[tuple[str, str], list[float]] = {}
    try:
        for _ in range(rounds):
            for (stack, _floor), child in children.items():
                for name, make in workloads(child.info).items():
                    per = cpu_per_request(child, make, n // 4 if name == "gcal list" else n)
                    samples.setdefault((stack, name), []).append(per)
    finally:
        for child in children.values():
            child.stop()
    return {"samples": samples}


def report_cpu(samples: dict[tuple[str, str], list[float]], rounds: int, n: int) -> list[str]:
    names = list(dict.fromkeys(name for _stack, name in samples))
    lines = [
        f"## Server CPU per request (µs; median of {rounds} interleaved rounds of {n} requests)",
        "",
        "| request | old: h11 + asyncio | new: httptools + uvloop | old / new | new / new floor |",
        "| --- | ---: | ---: | --- | --- |",
    ]
    floor_of = {"GET": "floor GET", "POST": "floor POST"}
    for name in names:
        old, new = samples[("old", name)], samples[("new", name)]
        ratios = [o / w for o, w in zip(old, new, strict=True)]
        method = "GET" if name in ("stripe read", "gcal list", "floor GET") else "POST"
        floor = samples[("new", floor_of[method])]
        over_floor = [w / f for w, f in zip(new, floor, strict=True)]
        lines.append(
            f"| {name} | {statistics.median(old) * 1e6:7.1f} | {statistics.median(new) * 1e6:7.1f} "
            f"| {spread(ratios)} | {spread(over_floor)} |"
        )
    return lines


# -- throughput -------------------------------------------------------------------------------------
def _closed_loop(port: int, raw: bytes, seconds: float, out: Any) -> None:  # pragma: no cover - child
    conn = Conn(port)
    count, deadline = 0, time.perf_counter() + seconds
    while time.perf_counter() < deadline:
        conn.request(raw)
        count += 1
    conn.close()
    out.put(count)


def throughput(port: int, requests: list[bytes], seconds: float, connections: int) -> float:
    """Requests per second of ``requests`` (one per connection, round robin) on ``connections``."""
    wrk = shutil.which("wrk")
    if wrk is not None:
        return _wrk(wrk, port, requests, seconds, connections)
    queue: Any = multiprocessing.get_context("spawn").Queue()
    procs = [
        multiprocessing.get_context("spawn").Process(
            target=_closed_loop, args=(port, requests[i % len(requests)], seconds, queue)
        )
        for i in range(connections)
    ]
    for p in procs:
        p.start()
    total: int = sum(queue.get() for _ in procs)
    for p in procs:
        p.join()
    return total / seconds


def _wrk(wrk: str, port: int, requests: list[bytes], seconds: float, connections: int) -> float:
    """wrk with a Lua script handing each connection's requests from ``requests`` in turn."""
    heads = []
    for raw in requests:
        head, _, _body = raw.partition(b"\r\n\r\n")
        line, *header_lines = head.decode().split("\r\n")
        method, path, _ = line.split(" ")
        headers = dict(h.split(": ", 1) for h in header_lines if not h.startswith(("Host", "Content-Length")))
        heads.append((method, path, headers))
    lua = ["local reqs = {}"]
    for i, (method, path, headers) in enumerate(heads, 1):
        hdrs = ", ".join(f"[{json.dumps(k)}] = {json.dumps(v)}" for k, v in headers.items())
        lua.append(f"reqs[{i}] = wrk.format({json.dumps(method)}, {json.dumps(path)}, {{{hdrs}}})")
    lua += [
        "local n = 0",
        "function setup(thread) n = n + 1; thread:set('k', n) end",
        "function init(args) i = k end",
        f"function request() i = i % {len(heads)} + 1; return reqs[i] end",
        "function done(summary, latency, requests)",
        "  io.write(string.format('REQUESTS %d\\nERRORS %d\\nNON2XX %d\\n', summary.requests,",
        "    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,",
        "    summary.errors.status))",
        "end",
    ]
    with tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False) as script:
        script.write("\n".join(lua) + "\n")
    try:
        threads = min(connections, 2)
        out = subprocess.run(
            [
                wrk,
                f"-t{threads}",
                f"-c{connections}",
                f"-d{seconds:g}s",
                "-s",
                script.name,
                f"http://127.0.0.1:{port}/",
            ],
            capture_output=True,
            text=True,
            check=True,
        ).stdout
    finally:
        os.unlink(script.name)
    figures = dict(
        line.split(" ", 1) for line in out.splitlines() if line.startswith(("REQUESTS", "ERRORS", "NON2XX"))
    )
    if int(figures["ERRORS"]) or int(figures["NON2XX"]):
        raise RuntimeError(f"wrk saw errors: {figures}")
    return int(figures["REQUESTS"]) / seconds


def measure_throughput(rounds: int, seconds: float, connections: int) -> list[str]:
    rps: dict[str, list[float]] = {}
    for _ in range(rounds):
        for stack in STACKS:
            for floor in (False, True):
                child = Child.start(stack, floor=floor)
                try:
                    raw = workloads(child.info)["floor GET" if floor else "stripe read"](0)
                    label = f"{stack} {'floor' if floor else 'stripe read'}"
                    rps.setdefault(label, []).append(
                        throughput(child.info["port"], [raw], seconds, connections)
                    )
                finally:
                    child.stop()
    lines = [
        "",
        f"## Read throughput (req/s, {connections} connections, {seconds:g} s, median of {rounds} rounds; "
        f"{'wrk' if shutil.which('wrk') else 'Python clients'})",
        "",
        "| server | req/s | against old |",
        "| --- | ---: | --- |",
    ]
    for label, values in rps.items():
        base = rps["old floor" if "floor" in label else "old stripe read"]
        ratio = [v / b for v, b in zip(values, base, strict=True)]
        lines.append(f"| {label} | {statistics.median(values):8.0f} | {spread(ratio)} |")
    return lines


# -- serve --workers N ------------------------------------------------------------------------------
class Serve:
    """``toolproof serve --workers N`` as a child process, with worlds spread over its workers."""

    def __init__(self, workers: int) -> None:
        args = [PYTHON, "-m", "toolproof", "serve", "--services", "stripe", "--port", "0", "--json"]
        args += ["--no-rate-limits", "--workers", str(workers)]
        env = os.environ | {"PYTHONPATH": str(ROOT / "src")}
        self.process = subprocess.Popen(args, stdout=subprocess.PIPE, text=True, env=env)
        assert self.process.stdout is not None
        info = json.loads(self.process.stdout.readline())
        self.port = int(urllib.parse.urlsplit(info["base_url"]).port or 0)
        self.token = info["admin_token"]

    def worlds(self, count: int) -> list[tuple[str, str]]:
        """``count`` new worlds: (world id, a customer id in it)."""
        conn = Conn(self.port)
        admin = {"Authorization": f"Bearer {self.token}", "Content-Type": "application/json"}
        made = []
        try:
            for _ in range(count):
                status, body = conn.request(http("POST", "/_toolproof/worlds", admin, b"{}"))
                assert status == 201, body
                world = json.loads(body)["id"]
                auth = {"Authorization": f"Bearer sk_test_{world}"}
                status, body = conn.request(http("GET", "/stripe/v1/customers?limit=1", auth))
                assert status == 200, body
                made.append((world, json.loads(body)["data"][0]["id"]))
        finally:
            conn.close()
        return made

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait(timeout=30)


def measure_workers(rounds: int, seconds: float, connections: int) -> list[str]:
    rps: dict[int, list[float]] = {1: [], 2: []}
    for _ in range(rounds):
        for workers in (1, 2):
            serve = Serve(workers)
            try:
                reads = [
                    http(
                        "GET",
                        f"/stripe/v1/customers/{customer}",
                        {"Authorization": f"Bearer sk_test_{world}"},
                    )
                    for world, customer in serve.worlds(8)
                ]
                rps[workers].append(throughput(serve.port, reads, seconds, connections))
            finally:
                serve.stop()
    ratio = [b / a for a, b in zip(rps[1], rps[2], strict=True)]
    return [
        "",
        f"## `serve --workers` (Stripe reads over 8 worlds, {connections} connections, "
        f"{os.cpu_count()} cores)",
        "",
        "| workers | req/s |",
        "| --- | ---: |",
        f"| 1 | {statistics.median(rps[1]):8.0f} |",
        f"| 2 | {statistics.median(rps[2]):8.0f} |",
        "",
        f"--workers 2 / --workers 1: {spread(ratio)}",
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--requests", type=int, default=2000, help="requests per workload and round")
    parser.add_argument("--seconds", type=float, default=3.0, help="length of each throughput run")
    parser.add_argument("--connections", type=int, default=8, help="connections of the throughput runs")
    parser.add_argument("--skip", default="", help="comma-separated parts to skip: cpu,throughput,workers")
    parser.add_argument("--markdown", default=None, help="also write the report as Markdown here")
    parser.add_argument("--child", choices=["app", "floor"], help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child == "floor")
        return
    skip = set(filter(None, args.skip.split(",")))
    lines = [f"# bench_http ({os.cpu_count()} cores, Python {sys.version.split()[0]})", ""]
    if "cpu" not in skip:
        lines += report_cpu(measure_cpu(args.rounds, args.requests)["samples"], args.rounds, args.requests)
        print("\n".join(lines), flush=True)
    if "throughput" not in skip:
        more = measure_throughput(max(1, args.rounds // 2), args.seconds, args.connections)
        print("\n".join(more), flush=True)
        lines += more
    if "workers" not in skip:
        more = measure_workers(max(1, args.rounds // 2), args.seconds, args.connections)
        print("\n".join(more), flush=True)
        lines += more
    if args.markdown:
        Path(args.markdown).write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
