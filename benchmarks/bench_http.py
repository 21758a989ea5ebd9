"""Server CPU per HTTP request: this tree ("new", httptools on uvloop) against the code before a change
(``--baseline-src``: "main", same stack) and, with ``--with-h11``, this tree on the pure-Python stack
("old", h11 on asyncio), and against an empty handler on each, in the same run; then read throughput
and ``--workers`` scaling (one worker, two relaying every request as before, two handed connections).

Run: ``.venv/bin/python benchmarks/bench_http.py [--rounds 5] [--requests 2000] [--seconds 3]``.

CPU per request is the server process's own CPU time (``time.process_time`` read inside it, so the
load generator and the other agents on the machine do not count) divided by the requests it served:
one client, one kept-alive connection, one request at a time, over 127.0.0.1. Each round measures
every stack on every workload, interleaved, and the ratios (baseline / new, new / floor) are given with
their min and max over the rounds. The floor is an empty ASGI app that answers a fixed 30-byte JSON
body through the same guarded protocol on the same loop: what any app served on that stack costs.

Throughput is requests per second of a Stripe read with ``wrk`` (Debian's package) when it is on the
PATH, else with closed-loop Python clients in other processes; ``--workers`` compares ``toolproof
serve --workers 1`` and ``--workers 2`` (the CLI a user runs) on the same load.
"""

from __future__ import annotations

import argparse
import asyncio
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

from _common import cpu_seconds_of

ROOT = Path(__file__).resolve().parents[1]
PYTHON = sys.executable

#: name → (parser, loop); ``main`` (the code before this branch) joins with --baseline-src, ``old``
#: (this tree on h11 and asyncio) with --with-h11. The first is the baseline ratios are taken against.
STACKS: dict[str, tuple[str, str]] = {"new": ("httptools", "uvloop")}
#: The source tree (a ``src`` directory) the ``main`` stack runs, if any.
BASELINE: dict[str, str] = {}
#: Stacks serving service requests on uvicorn's ASGI cycle instead of our exchange (``--with-asgi``).
ASGI_CYCLE: set[str] = set()
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


class _EmptyDirect:
    """The floor on our own exchange: every path is served directly, answered with the fixed body
    (what a service request costs on the exchange before the app does anything)."""

    def __init__(self) -> None:
        # Imported once (in the server process, from the tree it serves): an import statement in the
        # request's coroutine cost ≈7k instructions per request, which the floor used to include.
        from toolproof.transports.http.protocol import write_whole

        self.write_whole = write_whole

    def route(self, path: str) -> object | None:
        return True

    def serve(self, route: Any, exchange: Any) -> Any:
        return _empty_exchange(exchange, self.write_whole)


async def _empty_exchange(exchange: Any, write_whole: Callable[..., bool]) -> None:
    if exchange.take_body() is None:
        while (await exchange.receive()).get("more_body"):
            pass
    block = b"content-type: application/json\r\ncontent-length: %d\r\n" % len(FLOOR_BODY)
    write_whole(exchange.send, 200, block, FLOOR_BODY)


def child(kind: str) -> None:  # pragma: no cover - runs in a child process
    """Serve on a free port (the stack is chosen by the environment), print how to reach it, and
    answer every line on stdin with this process's CPU seconds so far.

    The app is served with the same settings as ``toolproof serve`` (``server_config``); a baseline
    source tree from before the stack was selectable (``--baseline-src``) serves h11 and is put on the
    loop the environment names."""
    import uvicorn

    from toolproof.transports.http.protocol import ConnectionLimits, uvicorn_options
    from toolproof.transports.http.server import build, server_config
    from toolproof.transports.sockets import listening_socket

    try:
        from toolproof.transports.http.protocol import loop_name, parser_name

        chosen: dict[str, str] = {"parser": parser_name(), "loop": loop_name()}
    except ImportError:  # the baseline tree: h11 only
        chosen = {"parser": "h11", "loop": os.environ.get("TOOLPROOF_HTTP_LOOP", "asyncio")}
    sock = listening_socket("127.0.0.1", 0)
    info: dict[str, Any] = {"port": sock.getsockname()[1], **chosen}
    config: uvicorn.Config
    world: Any = None
    floor = kind != "app"
    info["kind"] = kind
    # The defaults but for the idle keep-alive: under callgrind on a loaded machine, turning counting on
    # can take longer than the default 5 s, and the server would close the idle connection meanwhile.
    limits = ConnectionLimits(keep_alive=300)
    if floor:
        direct: dict[str, Any] = {"direct": _EmptyDirect()} if kind == "xfloor" else {}
        options = uvicorn_options(limits, **direct)
        config = uvicorn.Config(
            _empty_app, log_level="warning", lifespan="off", access_log=False, proxy_headers=False, **options
        )
    else:
        app, _hub, world, _token = build(
            ["stripe", "slack", "gcal"], seed=0, fixture="default", admin_token="bench", rate_limits=False
        )
        config = server_config(app, limits)
        info["world"] = world.id
        info["customer"] = world.call("stripe.customers.list", {"limit": 1}).body["data"][0]["id"]
        channels = world.call("slack.conversations.list", {}).body["channels"]
        info["channel"] = channels[0]["id"]
    config.loop = chosen["loop"]
    server = uvicorn.Server(config)
    loops: list[asyncio.AbstractEventLoop] = []

    def clock() -> None:
        print(json.dumps(info), flush=True)
        for line in sys.stdin:
            if line.startswith("world "):  # "world <n> <workload>": n world calls alone, on the loop
                _, n, name = line.rstrip("\n").split(" ", 2)
                print(_world_cpu(loops[0], world_calls(world, info)[name], int(n)), flush=True)
                continue
            print(time.process_time(), flush=True)
        server.should_exit = True

    async def serve() -> None:
        loops.append(asyncio.get_running_loop())
        await server.serve(sockets=[sock])

    threading.Thread(target=clock, daemon=True).start()
    if floor:
        server.run(sockets=[sock])
        return
    from toolproof.transports.http.protocol import run_loop

    run_loop(serve(), chosen["loop"])  # type: ignore[arg-type]


def world_calls(world: Any, info: dict[str, Any]) -> dict[str, Callable[[int], Any]]:
    """The calls the HTTP workloads make, on the same world without HTTP: the world call's share."""
    customer, channel = info["customer"], info["channel"]
    return {
        "stripe read": lambda i: world.call(
            "stripe.customers.retrieve", {"customer": customer}, transport="http"
        ),
        "stripe create": lambda i: world.call(
            "stripe.customers.create", {"email": f"w{i}@example.com", "name": "Bench"}, transport="http"
        ),
        "slack post": lambda i: world.call(
            "slack.chat.postMessage", {"channel": channel, "text": f"w {i}"}, transport="http"
        ),
        "gcal list": lambda i: world.call(
            "gcal.events.list", {"calendarId": "primary", "maxResults": 10}, transport="http"
        ),
    }


def _world_cpu(loop: asyncio.AbstractEventLoop, call: Callable[[int], Any], n: int) -> float:
    """CPU seconds per call of ``n`` calls run on the server's loop (between requests, as a request's
    turn runs them)."""
    done = threading.Event()
    spent: list[float] = []

    def run() -> None:
        for i in range(min(20, n)):  # warm-up
            call(i)
        before = time.process_time()
        for i in range(n):
            call(i)
        spent.append((time.process_time() - before) / n)
        done.set()

    loop.call_soon_threadsafe(run)
    done.wait()
    return spent[0]


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

    dumps: str | None = None  # under callgrind: where its dumps go

    @classmethod
    def start(cls, stack: str, *, floor: bool | str, callgrind: str | None = None) -> Child:
        """The server for ``stack`` in a child process; under callgrind (instrumentation off until
        :meth:`instructions` turns it on) when ``callgrind`` names a directory for its dumps."""
        parser, loop = STACKS[stack]
        env = os.environ | {"TOOLPROOF_HTTP_PARSER": parser, "TOOLPROOF_HTTP_LOOP": loop}
        env["TOOLPROOF_HTTP_CYCLE"] = "asgi" if stack in ASGI_CYCLE else "direct"
        src = BASELINE.get(stack, str(ROOT / "src"))
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [src, env.get("PYTHONPATH")]))
        kind = floor if isinstance(floor, str) else "floor" if floor else "app"
        args = [PYTHON, __file__, "--child", kind]
        if callgrind is not None:
            out = f"--callgrind-out-file={callgrind}/cg.%p"
            args = ["valgrind", "--tool=callgrind", "--instr-atstart=no", out, *args]
        process = subprocess.Popen(
            args, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env
        )
        assert process.stdout is not None
        info = json.loads(process.stdout.readline())
        assert (info["parser"], info["loop"]) == (parser, loop), info
        child = cls(process, info)
        child.dumps = callgrind
        return child

    def _callgrind(self, *flags: str) -> None:
        subprocess.run(["callgrind_control", *flags, str(self.process.pid)], check=True, capture_output=True)

    def dump(self) -> int:
        """Dump callgrind's counters (which zeroes them); the instructions counted since the last dump."""
        self._callgrind("-d")
        newest = max(Path(str(self.dumps)).glob(f"cg.{self.process.pid}.*"), key=lambda p: int(p.suffix[1:]))
        for line in newest.read_text(encoding="latin-1").splitlines():
            if line.startswith("summary:"):
                return int(line.split()[1])
        raise RuntimeError(f"no summary in {newest}")

    def cpu(self) -> float:
        assert self.process.stdin is not None
        assert self.process.stdout is not None
        self.process.stdin.write("\n")
        self.process.stdin.flush()
        return float(self.process.stdout.readline())

    def world_cpu(self, name: str, n: int) -> float:
        """CPU seconds per call of the workload's world call alone, run in the server process."""
        assert self.process.stdin is not None
        assert self.process.stdout is not None
        self.process.stdin.write(f"world {n} {name}\n")
        self.process.stdin.flush()
        return float(self.process.stdout.readline())

    def stop(self) -> None:
        assert self.process.stdin is not None
        if self.dumps is not None:
            self._callgrind("-i", "off")  # shutting down need not be simulated instruction by instruction
        self.process.stdin.close()
        self.process.wait(timeout=300 if self.dumps is not None else 30)


def workloads(info: dict[str, Any]) -> dict[str, Callable[[int], bytes]]:
    """name → request bytes for the i-th request (each a real call on the served world)."""
    world = info.get("world")
    if world is None:
        prefix = "exchange floor" if info.get("kind") == "xfloor" else "floor"
        return {f"{prefix} GET": lambda i: http("GET", "/floor", {}), f"{prefix} POST": lambda i: floor_post}
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


def instructions_per_request(child: Child, make: Callable[[int], bytes], n: int) -> float:
    """Instructions the server ran per request (callgrind: user space, repeatable on a busy machine)."""
    conn = Conn(child.info["port"])
    try:
        for i in range(20):
            status, body = conn.request(make(i))
            assert status == 200, body[:300]
        child._callgrind("-i", "on")
        child.dump()  # counting starts here
        for i in range(n):
            conn.request(make(i))
        return child.dump() / n
    finally:
        conn.close()


def measure_instructions(n: int) -> list[str]:
    """One pass (instruction counts do not vary between rounds) over every stack and workload."""
    counts: dict[tuple[str, str], float] = {}
    world: dict[tuple[str, str], float] = {}
    with tempfile.TemporaryDirectory(prefix="bench-http-cg-") as dumps:
        for stack in STACKS:
            kinds: list[bool | str] = [False, True]
            if stack not in BASELINE and stack not in ASGI_CYCLE:
                kinds.append("xfloor")
            for kind in kinds:
                child = Child.start(stack, floor=kind, callgrind=dumps)
                try:
                    for name, make in workloads(child.info).items():
                        counts[(stack, name)] = instructions_per_request(child, make, n)
                        if "world" in child.info:
                            child.dump()
                            child.world_cpu(name, n)  # min(20, n) warm-up calls, then n calls
                            world[(stack, name)] = child.dump() / (n + min(20, n))
                finally:
                    child.stop()
    base = next(iter(STACKS))
    others = [stack for stack in STACKS if stack != "new"]
    lines = [
        "",
        f"## Server instructions per request (thousands; callgrind, user space, {n} requests each)",
        "",
        "| request | "
        + "".join(f"{LABELS[stack]} | " for stack in STACKS)
        + (f"{base} / new | " if base != "new" else "")
        + "new / new floor |",
        "| --- |" + " ---: |" * (len(STACKS) + (2 if others else 1)),
    ]
    for name in dict.fromkeys(name for _stack, name in counts):
        new = counts[("new", name)]
        cells = "".join(
            f"{counts[(stack, name)] / 1e3:7.1f} | " if (stack, name) in counts else "– | "
            for stack in STACKS
        )
        ratio = f"{counts[(base, name)] / new:5.2f}× | " if base != "new" and (base, name) in counts else ""
        if base != "new" and not ratio:
            ratio = "– | "
        lines.append(f"| {name} | {cells}{ratio}{new / counts[('new', _floor_for(name))]:5.2f}× |")
    if world:
        lines += [
            "",
            "## The world call alone (World.call in the server process, no HTTP; thousands of instructions)",
            "",
            "| request | stack | world call | over HTTP | HTTP − world call | over HTTP ÷ world call |",
            "| --- | --- | ---: | ---: | ---: | ---: |",
        ]
        for (stack, name), calls in world.items():
            total = counts[(stack, name)]
            lines.append(
                f"| {name} | {stack} | {calls / 1e3:7.1f} | {total / 1e3:7.1f} | "
                f"{(total - calls) / 1e3:7.1f} | {total / calls:5.2f}× |"
            )
    return lines


#: How each stack is named in the tables.
LABELS = {
    "main": "main: before",
    "old": "old: h11 + asyncio",
    "asgi": "asgi: uvicorn's cycle",
    "new": "new: httptools + uvloop",
}


def _floor_for(name: str) -> str:
    """The floor a workload is compared with: the empty handler for the same method."""
    return (
        "floor GET"
        if name in ("stripe read", "gcal list", "floor GET", "exchange floor GET")
        else "floor POST"
    )


def spread(values: list[float]) -> str:
    return f"{statistics.median(values):5.2f}× (min {min(values):.2f}, max {max(values):.2f})"


def measure_cpu(rounds: int, n: int) -> dict[str, Any]:
    children = {
        (stack, floor): Child.start(stack, floor=floor) for stack in STACKS for floor in (False, True)
    }
    samples: dict[tuple[str, str], list[float]] = {}
    world_samples: dict[tuple[str, str], list[float]] = {}
    try:
        for _ in range(rounds):
            for (stack, _floor), child in children.items():
                for name, make in workloads(child.info).items():
                    count = n // 4 if name == "gcal list" else n
                    per = cpu_per_request(child, make, count)
                    samples.setdefault((stack, name), []).append(per)
                    if "world" in child.info:
                        world_samples.setdefault((stack, name), []).append(child.world_cpu(name, count))
    finally:
        for child in children.values():
            child.stop()
    return {"samples": samples, "world": world_samples}


def report_cpu(samples: dict[tuple[str, str], list[float]], rounds: int, n: int) -> list[str]:
    names = list(dict.fromkeys(name for _stack, name in samples))
    base = next(iter(STACKS))
    lines = [
        f"## Server CPU per request (µs; median of {rounds} interleaved rounds of {n} requests; "
        f"load average {os.getloadavg()[0]:.1f} at the end)",
        "",
        "| request | "
        + "".join(f"{LABELS[stack]} | " for stack in STACKS)
        + (f"{base} / new | " if base != "new" else "")
        + "new / new floor |",
        "| --- |" + " ---: |" * len(STACKS) + (" --- |" * (2 if base != "new" else 1)),
    ]
    for name in names:
        new = samples[("new", name)]
        floor = samples[("new", _floor_for(name))]
        over_floor = [w / f for w, f in zip(new, floor, strict=True)]
        cells = "".join(f"{statistics.median(samples[(stack, name)]) * 1e6:7.1f} | " for stack in STACKS)
        ratio = ""
        if base != "new":
            ratio = f"{spread([b / w for b, w in zip(samples[(base, name)], new, strict=True)])} | "
        lines.append(f"| {name} | {cells}{ratio}{spread(over_floor)} |")
    return lines


def report_world(
    samples: dict[tuple[str, str], list[float]], world: dict[tuple[str, str], list[float]]
) -> list[str]:
    """The world call alone (``World.call`` in the server process, no HTTP) against the server's CPU
    per request over HTTP, each round's pair taken together: what the transport can still save."""
    lines = [
        "",
        "## The world call's share (World.call alone, in the server process, same rounds)",
        "",
        "| request | stack | world call µs | server CPU per request µs | world share (min–max) | "
        "rest: transport µs |",
        "| --- | --- | ---: | ---: | --- | ---: |",
    ]
    for (stack, name), calls in world.items():
        total = samples[(stack, name)]
        shares = [c / t for c, t in zip(calls, total, strict=True)]
        rest = statistics.median(t - c for c, t in zip(calls, total, strict=True))
        lines.append(
            f"| {name} | {stack} | {statistics.median(calls) * 1e6:7.1f} | "
            f"{statistics.median(total) * 1e6:7.1f} | {statistics.median(shares):.0%} "
            f"({min(shares):.0%}–{max(shares):.0%}) | {rest * 1e6:7.1f} |"
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


def throughput(
    port: int, requests: list[bytes], seconds: float, connections: int, *, pinned: bool = True
) -> float:
    """Requests per second on ``connections``: each connection sends one of ``requests`` over and over
    (``pinned``, as a client holding one credential does), or every connection goes through all of
    them in turn (with wrk)."""
    wrk = shutil.which("wrk")
    if wrk is not None:
        return _wrk(wrk, port, requests, seconds, connections, pinned=pinned)
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


def _wrk(
    wrk: str, port: int, requests: list[bytes], seconds: float, connections: int, *, pinned: bool
) -> float:
    """wrk with a Lua script: one thread per connection sending one request of ``requests`` each
    (``pinned``), or two threads whose connections go through ``requests`` in turn."""
    heads = []
    for raw in requests:
        head, _, _body = raw.partition(b"\r\n\r\n")
        line, *header_lines = head.decode().split("\r\n")
        method, path, _ = line.split(" ")
        headers = dict(h.split(": ", 1) for h in header_lines if not h.startswith("Content-Length"))
        heads.append((method, path, headers))
    lua = ["local reqs = {}"]
    for i, (method, path, headers) in enumerate(heads, 1):
        hdrs = ", ".join(f"[{json.dumps(k)}] = {json.dumps(v)}" for k, v in headers.items())
        lua.append(f"reqs[{i}] = wrk.format({json.dumps(method)}, {json.dumps(path)}, {{{hdrs}}})")
    lua += [
        "local n = 0",
        "function setup(thread) n = n + 1; thread:set('k', n) end",
        "function init(args) i = k end",
        f"function request() i = i % {len(heads)} + 1; return reqs[i] end"
        if not pinned
        else f"function request() return reqs[(k - 1) % {len(heads)} + 1] end",
        "function done(summary, latency, requests)",
        "  io.write(string.format('REQUESTS %d\\nERRORS %d\\nNON2XX %d\\n', summary.requests,",
        "    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,",
        "    summary.errors.status))",
        "end",
    ]
    with tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False) as script:
        script.write("\n".join(lua) + "\n")
    try:
        threads = connections if pinned else min(connections, 2)
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
    stacks = list(STACKS)
    for r in range(rounds):
        # The order rotates each round: on a shared machine whichever server runs second in a round was
        # seen to get a fraction of the first one's rate (either stack, 0.2-0.4x), an order effect.
        for stack in stacks[r % len(stacks) :] + stacks[: r % len(stacks)]:
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
    first = next(iter(STACKS))
    lines = [
        "",
        f"## Read throughput (req/s, {connections} connections, {seconds:g} s, median of {rounds} rounds; "
        f"{'wrk' if shutil.which('wrk') else 'Python clients'})",
        "",
        f"| server | req/s | against {first} |",
        "| --- | ---: | --- |",
    ]
    for label, values in rps.items():
        base = rps[f"{first} floor" if "floor" in label else f"{first} stripe read"]
        ratio = [v / b for v, b in zip(values, base, strict=True)]
        lines.append(f"| {label} | {statistics.median(values):8.0f} | {spread(ratio)} |")
    return lines


# -- serve --workers N ------------------------------------------------------------------------------
class Serve:
    """``toolproof serve --workers N`` as a child process, with worlds spread over its workers."""

    def __init__(self, workers: int, *, relay: bool = False) -> None:
        args = [PYTHON, "-m", "toolproof", "serve", "--services", "stripe", "--port", "0", "--json"]
        args += ["--no-rate-limits", "--workers", str(workers)]
        env = os.environ | {"PYTHONPATH": str(ROOT / "src")}
        if relay:  # every request relayed through the router: --workers as it was before hand-off
            env["TOOLPROOF_WORKER_HANDOFF"] = "relay"
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

    def cpu(self) -> tuple[float, float]:
        """CPU seconds so far of the router (the ``serve`` process) and of its workers together (Linux
        /proc; the router is the whole server with one worker)."""
        pid = self.process.pid
        children_file = Path(f"/proc/{pid}/task/{pid}/children")
        children = children_file.read_text().split() if children_file.exists() else []
        workers = sum(_proc_cpu(int(child)) for child in children)
        return _proc_cpu(pid), workers

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait(timeout=30)


def _proc_cpu(pid: int) -> float:
    """User plus system CPU seconds of process ``pid`` (0 when it is gone), to the nanosecond."""
    return cpu_seconds_of(pid)


#: The ``serve --workers`` configurations measured: label → (workers, relay every request).
WORKER_SETUPS: dict[str, tuple[int, bool]] = {
    "1 worker": (1, False),
    "2 workers, relayed (before)": (2, True),
    "2 workers, handed over": (2, False),
}


def measure_workers(rounds: int, seconds: float, connections: int) -> list[str]:
    """Each configuration in every round (rotated), the same load: ``connections`` wrk connections
    reading Stripe customers of 8 worlds; requests per second and the CPU split router / workers."""
    shapes = {"each connection one world": True, "connections alternate worlds": False}
    keys = [(label, shape) for shape in shapes for label in WORKER_SETUPS]
    rps: dict[tuple[str, str], list[float]] = {key: [] for key in keys}
    cpu: dict[tuple[str, str], list[tuple[float, float]]] = {key: [] for key in keys}  # µs per request
    loads: list[float] = []
    for r in range(rounds):
        for label, shape in keys[r % len(keys) :] + keys[: r % len(keys)]:
            workers, relay = WORKER_SETUPS[label]
            serve = Serve(workers, relay=relay)
            try:
                reads = [
                    http(
                        "GET",
                        f"/stripe/v1/customers/{customer}",
                        {"Authorization": f"Bearer sk_test_{world}"},
                    )
                    for world, customer in serve.worlds(8)
                ]
                loads.append(os.getloadavg()[0])
                router0, workers0 = serve.cpu()
                rate = throughput(serve.port, reads, seconds, connections, pinned=shapes[shape])
                router1, workers1 = serve.cpu()
                rps[(label, shape)].append(rate)
                served = rate * seconds
                cpu[(label, shape)].append(
                    ((router1 - router0) / served * 1e6, (workers1 - workers0) / served * 1e6)
                )
            finally:
                serve.stop()
    lines = [
        "",
        f"## `serve --workers` (Stripe reads over 8 worlds, {connections} connections, "
        f"{os.cpu_count()} cores, median of {rounds} rounds; load average {min(loads):.1f}–{max(loads):.1f})",
        "",
        "| load | configuration | req/s | against 1 worker | server CPU µs per request: router + workers |",
        "| --- | --- | ---: | --- | --- |",
    ]
    for label, shape in keys:
        one = rps[("1 worker", shape)]
        ratio = [v / b for v, b in zip(rps[(label, shape)], one, strict=True)]
        router = statistics.median(c[0] for c in cpu[(label, shape)])
        worker = statistics.median(c[1] for c in cpu[(label, shape)])
        split = f"{router:.0f} (one process)" if label == "1 worker" else f"{router:.0f} + {worker:.0f}"
        rate = statistics.median(rps[(label, shape)])
        lines.append(f"| {shape} | {label} | {rate:8.0f} | {spread(ratio)} | {split} |")
    lines.append("")
    for shape in shapes:
        handed, relayed = rps[("2 workers, handed over", shape)], rps[("2 workers, relayed (before)", shape)]
        ratio = [h / b for h, b in zip(handed, relayed, strict=True)]
        lines.append(f"{shape}: 2 workers handed over / relayed: {spread(ratio)}")
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--requests", type=int, default=2000, help="requests per workload and round")
    parser.add_argument("--seconds", type=float, default=3.0, help="length of each throughput run")
    parser.add_argument("--connections", type=int, default=8, help="connections of the throughput runs")
    parser.add_argument(
        "--skip", default="", help="comma-separated parts to skip: cpu,instructions,throughput,workers"
    )
    parser.add_argument("--cg-requests", type=int, default=100, help="requests per workload under callgrind")
    parser.add_argument("--markdown", default=None, help="also write the report as Markdown here")
    parser.add_argument(
        "--baseline-src",
        default=None,
        help="a src/ directory of the code before this change (e.g. a worktree of main): measured as 'main'",
    )
    parser.add_argument("--with-h11", action="store_true", help="also this tree on h11 and asyncio ('old')")
    parser.add_argument(
        "--with-asgi", action="store_true", help="also this tree with uvicorn's ASGI cycle for every request"
    )
    parser.add_argument("--child", choices=["app", "floor", "xfloor"], help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child)
        return
    if args.with_asgi:
        STACKS.update({"asgi": ("httptools", "uvloop"), "new": STACKS.pop("new")})
        ASGI_CYCLE.add("asgi")
    if args.with_h11:
        STACKS.update({"old": ("h11", "asyncio"), "new": STACKS.pop("new")})
    if args.baseline_src:
        STACKS.update({"main": ("httptools", "uvloop")})
        for stack in [s for s in STACKS if s != "main"]:
            STACKS[stack] = STACKS.pop(stack)  # main first: the baseline
        BASELINE["main"] = str(Path(args.baseline_src).resolve())
    skip = set(filter(None, args.skip.split(",")))
    lines = [f"# bench_http ({os.cpu_count()} cores, Python {sys.version.split()[0]})", ""]
    if "cpu" not in skip:
        measured = measure_cpu(args.rounds, args.requests)
        lines += report_cpu(measured["samples"], args.rounds, args.requests)
        lines += report_world(measured["samples"], measured["world"])
        print("\n".join(lines), flush=True)
    if "instructions" not in skip and shutil.which("callgrind_control"):
        more = measure_instructions(args.cg_requests)
        print("\n".join(more), flush=True)
        lines += more
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
