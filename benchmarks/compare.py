"""toolproof against its peers, the same workloads side by side, with the distance to the floors.

Run: ``.venv/bin/python benchmarks/compare.py`` (``--quick`` for a smoke run; ``--only toolproof`` for
toolproof and the floors alone, no peers needed). The peers come from PyPI into a virtualenv of their
own, ``benchmarks/.peers`` (created on first use from ``benchmarks/peers-requirements.txt`` with the
interpreter toolproof runs on; ``--peers-venv`` to put it elsewhere, never inside the package):

- **eval-mock** and **agentproof-sim**, harnesses that hold worlds in process: each runs in its own
  worker process (``compare_worker.py`` under the peers' Python), on the same 17,652 rows as
  toolproof's three-service world, and times each figure inside that process;
- **localstripe** (a stateful Stripe double) and **moto** (``moto_server``, the generic HTTP double,
  S3 here) as HTTP servers on 127.0.0.1, against ``toolproof serve``, all driven by one client here.

Every figure is the median of many calls, measured in rounds; within a round every system runs the
figure once, in an order that rotates each round, so load from other processes on a shared machine
hits all of them alike. Ratios are per round (peer ÷ toolproof: above 1 means toolproof is faster),
printed as the median with min and max. The floors say how far toolproof is from doing nothing:
copying the state's bytes (reset), the same SQLite statement on the same database with no toolproof
in between (read, write; the write fires the same journal trigger), an empty HTTP handler on the same
server stack (HTTP read and write).

Rows a peer has no capability for are marked as such ("—"). The episode row is each system's
complete scripted episode (world built or reset, a few calls, graded): toolproof's reference
``careful`` agent on the core suite's tasks in a fixed order (the median over the suite's mix),
eval-mock's smallest, ``email-basic`` preset with its demo script
and verdict, agentproof-sim's quickstart scenario; the work differs, so read it as cost per episode,
not as like-for-like. The row "episode: read then write, graded" is the like-for-like one: the shape
of agentproof-sim's quickstart (read one object, write once), on toolproof a core task's refund (read
the charge, refund $8.00) graded by the final state as every run grades it; eval-mock has no episode
of that shape. (perf46) Like for like in its shape and its calls, not in its check: agentproof-sim's
suite there registers no invariant, so its side checks nothing after the calls. The row "episode: read
then write, each side checks the run" is the same episode with each side checking the run its own way:
toolproof's unchanged (its end and grade), agentproof-sim's suite with one invariant on the refund's
effect; both rows are printed, and ``ROW_NOTES`` says what each side does in them.
"""

from __future__ import annotations

import argparse
import asyncio
import http.client
import json
import os
import platform
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import IO, Any

from _common import cpu_seconds_of

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
WORKER = BENCH / "compare_worker.py"
REQUIREMENTS = BENCH / "peers-requirements.txt"
DEFAULT_VENV = BENCH / ".peers"
PYTHON = sys.executable

IN_PROCESS_PEERS = ("eval-mock", "agentproof-sim")
HTTP_PEERS = ("localstripe", "moto")
PEERS = (*IN_PROCESS_PEERS, *HTTP_PEERS)
PHASES = ("inprocess", "memory", "http", "mcp")
HTTP_ROWS = ("http_read", "http_write", "http_read_cpu", "http_write_cpu")

#: (label, calls timed per round in a full run; --quick and --smoke time a share of them).
FIGURES: dict[str, tuple[str, int]] = {
    "reset": ("reset to the starting state", 200),
    "read": ("read (customer by id)", 2000),
    "write": ("write (create a customer)", 1000),
    "snapshot": ("snapshot", 100),
    "restore": ("restore a snapshot", 100),
    "diff": ("diff since start, 10 writes", 50),
    "hash": ("full state hash", 10),
    "episode": ("episode (own, graded)", 50),
    "episode_rw": ("episode: read then write, graded", 100),
    "episode_checked": ("episode: read then write, each side checks the run", 100),
}
FLOOR_OF = {
    "reset": "copy",
    "read": "sqlite_read",
    "write": "sqlite_write",
    "http_read": "empty_read",
    "http_write": "empty_write",
    "http_read_cpu": "empty_read_cpu",
    "http_write_cpu": "empty_write_cpu",
}
FLOOR_LABEL = {
    "copy": "copy of the state bytes",
    "sqlite_read": "bare SQLite SELECT",
    "sqlite_write": "bare SQLite INSERT + trigger",
    "empty_read": "empty HTTP handler",
    "empty_write": "empty HTTP handler",
    "empty_read_cpu": "empty HTTP handler",
    "empty_write_cpu": "empty HTTP handler",
}
#: What each side of a row does, where the work differs (printed under the table): read a ratio as
#: cost per episode of that work, not as the same work done faster or slower.
ROW_NOTES: dict[str, str] = {
    "episode_rw": (
        "toolproof: a pooled world of the 4,143-row Stripe fixture taken and renewed (rolled back to "
        "its rewind point: the pages the last episode wrote get the fixture's images back), the task's "
        "refs bound, a scripted user and "
        "an agent surface made, two calls through World.call (stripe.charges.retrieve, "
        "stripe.refunds.create: validation, savepoint, journal trigger, ledger entry, vendor-exact "
        "rendering), then the grade: the diff and the final state hash from the journal, the task's "
        "expected changes, unchanged rows, collateral damage, claim and facts checked (each repeat of "
        "the same episode answered from the grade memo after its exact key is built, as every repeat "
        "of a deterministic agent's episode is), and the result "
        "object with ledger and trajectory. agentproof-sim: a new World of dicts, its quickstart "
        "scenario seeding one order and registering two tools, a deep-copied snapshot, two tool calls "
        "recorded in its trace (the refund records an effect and changes no state), its invariants "
        "(none registered) and a RunResult; no state diff, no state hash, no grade of the state"
    ),
    "episode_checked": (
        "the row above with a check of the run on both sides, each its own way (perf46): toolproof's "
        "episode exactly as above (its end and grade are how every run is checked); agentproof-sim's "
        "same suite with one invariant registered (its README's @invariant: the refunds recorded sum "
        "to the order's total), evaluated after the calls; like for like in that both sides decide "
        "whether the run did what was asked, not in how much each check reads (ours diffs and hashes "
        "the 4,143-row state and checks the task's expectations, the claim and collateral damage; its "
        "invariant sums one list of effects)"
    ),
    "episode": (
        "toolproof: the careful reference agent on every core task in a fixed order (2-11 calls, "
        "graded as above); eval-mock: its email-basic demo script and verdict; agentproof-sim: its "
        "quickstart scenario as in the row below"
    ),
}
ROW_LABEL = {
    **{k: v[0] for k, v in FIGURES.items()},
    "http_read": "HTTP read (GET one object)",
    "http_write": "HTTP write (create one object)",
    "http_read_cpu": "HTTP read: server CPU per request",
    "http_write_cpu": "HTTP write: server CPU per request",
    "mcp": "MCP tools/call (read), stdio",
    "memory": "memory per live world",
}


@dataclass
class Results:
    """Per system, per figure: one median per round (seconds; bytes for memory), or why there is none."""

    times: dict[str, dict[str, list[float]]] = field(default_factory=dict)
    missing: dict[str, dict[str, str]] = field(default_factory=dict)
    rows: dict[str, int] = field(default_factory=dict)

    def add(self, system: str, figure: str, value: float) -> None:
        self.times.setdefault(system, {}).setdefault(figure, []).append(value)

    def skip(self, system: str, figure: str, reason: str) -> None:
        self.missing.setdefault(system, {})[figure] = reason

    def get(self, system: str, figure: str) -> list[float]:
        return self.times.get(system, {}).get(figure, [])


# -- the peers' environment --------------------------------------------------------------------------
def peers_python(venv: Path, install: bool) -> tuple[Path | None, str]:
    """The peers' interpreter, creating and filling the venv if asked; ``(None, why)`` when unusable."""
    python = venv / "bin" / "python"
    stamp = venv / ".installed"
    if python.exists() and stamp.exists() and stamp.read_text() == REQUIREMENTS.read_text():
        return python, ""
    if not install:
        return None, f"no peers environment at {venv} (run without --no-install to create it)"
    base = getattr(sys, "_base_executable", sys.executable)
    print(f"creating the peers' environment in {venv} (pip install -r {REQUIREMENTS.name}) ...", flush=True)
    try:
        if not python.exists():
            subprocess.run([base, "-m", "venv", str(venv)], check=True, capture_output=True, timeout=300)
        subprocess.run(
            [
                str(python),
                "-m",
                "pip",
                "install",
                "--quiet",
                "--disable-pip-version-check",
                "-r",
                str(REQUIREMENTS),
            ],
            check=True,
            capture_output=True,
            timeout=1800,
        )
    except (subprocess.CalledProcessError, subprocess.TimeoutExpired, OSError) as exc:
        detail = getattr(exc, "stderr", b"") or b""
        tail = detail.decode(errors="replace").strip().splitlines()[-1:] if detail else []
        return (
            None,
            f"the peers could not be installed ({type(exc).__name__}{': ' + tail[0] if tail else ''})",
        )
    stamp.write_text(REQUIREMENTS.read_text())
    return python, ""


def toolproof_env() -> dict[str, str]:
    """This tree's toolproof first on the path (an editable install may point at another checkout)."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT / "src"), env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    return env


def peer_env() -> dict[str, str]:
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    return env


# -- in-process systems: one worker process each -----------------------------------------------------
class Worker:
    """A ``compare_worker.py`` process holding one system; asked one JSON line at a time."""

    def __init__(self, name: str, python: Path | str, env: dict[str, str]) -> None:
        self.name = name
        self.log: IO[bytes] = tempfile.TemporaryFile()  # noqa: SIM115  (closed by close())
        self.process = subprocess.Popen(
            [str(python), str(WORKER), name],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self.log,
            text=True,
            env=env,
            cwd=ROOT,
        )

    def ask(self, **request: Any) -> dict[str, Any]:
        assert self.process.stdin is not None
        assert self.process.stdout is not None
        self.process.stdin.write(json.dumps(request) + "\n")
        self.process.stdin.flush()
        line = self.process.stdout.readline()
        if not line:
            self.log.seek(0)
            tail = self.log.read().decode(errors="replace").strip().splitlines()[-3:]
            raise RuntimeError(f"{self.name} worker died: {' | '.join(tail)}")
        reply: dict[str, Any] = json.loads(line)
        return reply

    def close(self) -> None:
        if self.process.stdin is not None:
            self.process.stdin.close()
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.log.close()


def rotate(items: Sequence[str], k: int) -> list[str]:
    """The systems in round ``k``'s order: each leads in turn."""
    k %= max(1, len(items))
    return [*items[k:], *items[:k]]


def run_in_process(
    workers: dict[str, Worker], results: Results, rounds: int, scale: float, budget: float, export: Path
) -> None:
    for name, worker in workers.items():
        reply = worker.ask(cmd="setup", export=str(export))
        if "error" in reply:
            raise RuntimeError(f"{name}: {reply['error']}")
        results.rows[name] = int(reply["rows"])
        for figure, reason in reply["missing"].items():
            results.skip(name, figure, reason)
    names = list(workers)
    figures = [*FIGURES, "copy", "sqlite_read", "sqlite_write"]
    for k in range(rounds):
        for figure in figures:
            floor = figure not in FIGURES
            repeat = max(1, int(scale * (FIGURES[figure][1] if not floor else 2000)))
            for name in rotate(names, k):
                if floor and name != "toolproof":
                    continue
                reply = workers[name].ask(cmd="time", figure=figure, repeat=repeat, budget=budget)
                if "s" in reply:
                    results.add(name, figure, float(reply["s"]))
                elif "skip" in reply:
                    results.skip(name, figure, str(reply["skip"]))
                else:
                    results.skip(name, figure, f"failed: {reply.get('error')}")
        print(f"  in-process round {k + 1}/{rounds} done", flush=True)


def run_memory(workers: dict[str, Worker], results: Results, count: int) -> None:
    for name, worker in workers.items():
        reply = worker.ask(cmd="memory", count=count)
        if "bytes" in reply:
            results.add(name, "memory", float(reply["bytes"]))
        else:
            results.skip(name, "memory", f"failed: {reply.get('error')}")


# -- HTTP: servers as child processes, one client here ----------------------------------------------
def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def wait_for_port(port: int, process: subprocess.Popen[Any], seconds: float = 60.0) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"server exited with {process.returncode} before listening")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return
        except OSError:
            time.sleep(0.1)
    raise RuntimeError(f"nothing listens on port {port} after {seconds:.0f} s")


@dataclass
class HttpTarget:
    """One server and the two requests timed on it."""

    name: str
    process: subprocess.Popen[Any]
    port: int
    read: Callable[[], tuple[str, str, bytes, dict[str, str]]]
    write: Callable[[], tuple[str, str, bytes, dict[str, str]]]
    conn: http.client.HTTPConnection | None = None

    def send(self, request: tuple[str, str, bytes, dict[str, str]]) -> tuple[int, bytes]:
        """One request on the kept-alive connection; a server that does not keep connections alive
        (werkzeug's, under moto) is reconnected, and that connection's cost is part of its time."""
        method, path, body, headers = request
        for attempt in (1, 2):
            if self.conn is None:
                self.conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=60)
            try:
                self.conn.request(method, path, body=body or None, headers=headers)
                response = self.conn.getresponse()
                data = response.read()
            except (http.client.RemoteDisconnected, ConnectionError):
                self.conn.close()
                self.conn = None
                if attempt == 2:
                    raise
                continue
            if response.will_close:
                self.conn.close()
                self.conn = None
            return response.status, data
        raise AssertionError("unreachable")

    def stop(self) -> None:
        if self.conn is not None:
            self.conn.close()
        self.process.terminate()
        try:
            self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


FORM = {"Content-Type": "application/x-www-form-urlencoded"}


def _counter() -> Iterator[int]:
    n = 0
    while True:
        n += 1
        yield n


def start_toolproof_http() -> HttpTarget:
    args = [PYTHON, "-m", "toolproof", "serve", "--services", "stripe", "--port", "0", "--json"]
    process = subprocess.Popen(
        [*args, "--no-rate-limits"], stdout=subprocess.PIPE, text=True, cwd=ROOT, env=toolproof_env()
    )
    assert process.stdout is not None
    info = json.loads(process.stdout.readline())
    port = int(info["base_url"].rsplit(":", 1)[1])
    auth = {"Authorization": f"Bearer {info['credentials']['stripe']['token']}"}
    return _stripe_target("toolproof", process, port, "/stripe", auth, seed=0)


def start_localstripe(peers: Path) -> HttpTarget:
    port = free_port()
    process = subprocess.Popen(
        [str(peers.parent / "localstripe"), "--port", str(port), "--from-scratch"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env=peer_env(),
    )
    wait_for_port(port, process)
    return _stripe_target(
        "localstripe", process, port, "", {"Authorization": "Bearer sk_test_bench"}, seed=300
    )


def _stripe_target(
    name: str, process: subprocess.Popen[Any], port: int, prefix: str, auth: dict[str, str], seed: int
) -> HttpTarget:
    """A Stripe-shaped server: ``seed`` customers created first (toolproof's fixture holds 300), then a
    GET of one customer and a POST creating one are what is timed."""
    count = _counter()

    def create() -> tuple[str, str, bytes, dict[str, str]]:
        n = next(count)
        body = f"email=bench{n}%40example.com&name=Bench+{n}".encode()
        return "POST", f"{prefix}/v1/customers", body, auth | FORM

    target = HttpTarget(name, process, port, create, create)
    for _ in range(seed):
        status, _data = target.send(create())
        assert status == 200, (name, status)
    status, data = target.send(create())
    assert status == 200, (name, status, data[:200])
    customer = json.loads(data)["id"]
    target.read = lambda: ("GET", f"{prefix}/v1/customers/{customer}", b"", auth)
    return target


def start_moto(peers: Path) -> HttpTarget:
    port = free_port()
    process = subprocess.Popen(
        [str(peers.parent / "moto_server"), "-H", "127.0.0.1", "-p", str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env=peer_env(),
    )
    wait_for_port(port, process)
    count = _counter()
    auth = {"Authorization": "AWS4-HMAC-SHA256 Credential=testing/20260101/us-east-1/s3/aws4_request"}
    body = json.dumps({"email": "bench@example.com", "name": "Bench"}).encode()

    def put() -> tuple[str, str, bytes, dict[str, str]]:
        return "PUT", f"/bench/object-{next(count)}", body, auth | {"Content-Type": "application/json"}

    target = HttpTarget("moto", process, port, lambda: ("GET", "/bench/object-1", b"", auth), put)
    status, data = target.send(("PUT", "/bench", b"", auth))
    assert status == 200, ("moto", status, data[:200])
    for _ in range(300):
        target.send(put())
    return target


def start_floor() -> HttpTarget:
    process = subprocess.Popen(
        [PYTHON, str(BENCH / "_empty_http.py")], stdout=subprocess.PIPE, text=True, env=toolproof_env()
    )
    assert process.stdout is not None
    port = int(process.stdout.readline())
    wait_for_port(port, process)
    body = b"email=bench%40example.com&name=Bench"
    return HttpTarget(
        "floor", process, port, lambda: ("GET", "/v1/customers/x", b"", {}), lambda: ("POST", "/", body, FORM)
    )


def tree_cpu(root: int) -> float:
    """CPU seconds used so far by process ``root`` and its descendants (Linux /proc; 0 elsewhere).

    Each process is read by :func:`cpu_seconds_of` (nanoseconds from its CPU-time clock, not 10 ms
    ticks), so a server's CPU over one round of requests is not rounded to a few ticks."""
    proc = Path("/proc")
    if not proc.exists():
        return 0.0
    parents: dict[int, int] = {}
    for entry in proc.iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        parents[int(entry.name)] = int(fields[1])
    mine, frontier = {root}, [root]
    while frontier:
        pid = frontier.pop()
        for child, parent in parents.items():
            if parent == pid and child not in mine:
                mine.add(child)
                frontier.append(child)
    return sum(cpu_seconds_of(pid) for pid in mine)


def time_requests(
    target: HttpTarget, make: Callable[[], tuple[str, str, bytes, dict[str, str]]], n: int
) -> tuple[float, float]:
    """(median wall time per request as the client sees it, the server's CPU seconds per request).

    On a loaded machine the wall time carries the other tenants' load; the server's CPU barely does."""
    samples = []
    cpu = 0.0
    for i in range(n + 5):
        if i == 5:
            cpu = tree_cpu(target.process.pid)
        request = make()
        t0 = time.perf_counter_ns()
        status, data = target.send(request)
        elapsed = time.perf_counter_ns() - t0
        if status >= 300:
            raise RuntimeError(f"{target.name}: {request[0]} {request[1]} answered {status}: {data[:200]!r}")
        if i >= 5:
            samples.append(elapsed)
    cpu = tree_cpu(target.process.pid) - cpu
    return statistics.median(samples) / 1e9, cpu / n


def run_http(targets: list[HttpTarget], results: Results, rounds: int, n: int) -> None:
    names = [t.name for t in targets]
    by = {t.name: t for t in targets}
    for k in range(rounds):
        for figure in ("http_read", "http_write"):
            for name in rotate(names, k):
                target = by[name]
                make = target.read if figure == "http_read" else target.write
                key = FLOOR_OF[figure] if name == "floor" else figure
                try:
                    wall, cpu = time_requests(target, make, n)
                except Exception as exc:  # reported in the table, the other servers go on
                    results.skip(name, key, f"failed: {exc!r}"[:200])
                    continue
                results.add(name, key, wall)
                results.add(name, key + "_cpu", cpu)
        print(f"  HTTP round {k + 1}/{rounds} done", flush=True)


# -- MCP: each server over stdio, the official client here -------------------------------------------
#: ``toolproof mcp --services stripe,slack,gcal`` with the services' own rate limits off, as
#: ``serve --no-rate-limits`` has them for HTTP (Stripe's test mode allows 25 reads a second).
MCP_LAUNCH = (
    "from toolproof.transports.mcp.server import serve_stdio; "
    "serve_stdio(['stripe', 'slack', 'gcal'], configure=lambda w: setattr(w, 'rate_limits_enabled', False))"
)


async def _mcp_rounds(
    servers: dict[str, tuple[Any, str, dict[str, Any]]], results: Results, rounds: int, n: int
) -> None:
    from contextlib import AsyncExitStack

    from mcp import Client

    async with AsyncExitStack() as stack:
        clients = {}
        for name, (params, _tool, _args) in servers.items():
            clients[name] = await stack.enter_async_context(Client(params))
        names = list(servers)
        for k in range(rounds):
            for name in rotate(names, k):
                _params, tool, args = servers[name]
                client = clients[name]
                samples = []
                for i in range(n + 5):
                    t0 = time.perf_counter_ns()
                    result = await client.call_tool(tool, args)
                    elapsed = time.perf_counter_ns() - t0
                    if result.is_error:
                        raise RuntimeError(f"{name}: {tool} failed: {result.content}")
                    if i >= 5:
                        samples.append(elapsed)
                results.add(name, "mcp", statistics.median(samples) / 1e9)
            print(f"  MCP round {k + 1}/{rounds} done", flush=True)


def run_mcp(
    customer: str, peers: Path | None, eval_mock_scenario: Path | None, results: Results, rounds: int, n: int
) -> None:
    try:
        from mcp import StdioServerParameters
    except ImportError:
        results.skip("toolproof", "mcp", "the mcp SDK is not installed (pip install 'toolproof[mcp]')")
        return
    servers: dict[str, tuple[Any, str, dict[str, Any]]] = {
        "toolproof": (
            StdioServerParameters(
                command=PYTHON,
                args=["-c", MCP_LAUNCH],
                cwd=str(ROOT),
                env=toolproof_env(),
            ),
            "stripe_customers_retrieve",
            {"customer": customer},
        )
    }
    if peers is not None and eval_mock_scenario is not None:
        servers["eval-mock"] = (
            StdioServerParameters(
                command=str(peers.parent / "eval-mock"),
                args=["serve", str(eval_mock_scenario), "--transport", "stdio"],
                env=peer_env(),
            ),
            "crm.get_contact",
            {"id": 1},
        )
    try:
        asyncio.run(_mcp_rounds(servers, results, rounds, n))
    except Exception as exc:  # reported in the table, the other rows still print
        for name in servers:
            results.skip(name, "mcp", f"failed: {exc!r}"[:200])


# -- the report --------------------------------------------------------------------------------------
def fmt(value: float, memory: bool = False) -> str:
    if memory:
        return f"{value / 1e6:.1f} MB"
    if value < 1e-3:
        return f"{value * 1e6:.1f} µs"
    if value < 1:
        return f"{value * 1e3:.2f} ms"
    return f"{value:.2f} s"


def fmt_ratio(values: Sequence[float]) -> str:
    def one(x: float) -> str:
        return f"{x:,.0f}" if x >= 100 else f"{x:.1f}" if x >= 10 else f"{x:.2f}"

    if not values:  # a zero to divide by: CPU time below the clock's tick in a smoke run
        return "n/a"
    med = statistics.median(values)
    if len(values) == 1:
        return f"{one(med)}×"
    return f"{one(med)}× ({one(min(values))}–{one(max(values))})"


def ratios(num: Sequence[float], den: Sequence[float]) -> list[float]:
    return [a / b for a, b in zip(num, den, strict=False) if b > 0]


def machine() -> str:
    model = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    return (
        f"{datetime.now(UTC):%Y-%m-%d %H:%M} UTC · {model} · {os.cpu_count()} CPUs · "
        f"Python {platform.python_version()} · {platform.system()} {platform.release()} · load {load:.1f}"
    )


def report(results: Results, systems: Sequence[str]) -> list[str]:
    peers = [p for p in systems if p != "toolproof"]
    head = ["figure", "toolproof", "floor: toolproof ÷ floor", *[f"{p}: time, ratio" for p in peers]]
    lines = ["| " + " | ".join(head) + " |", "|" + " --- |" * len(head)]
    for row in [*FIGURES, *HTTP_ROWS, "mcp", "memory"]:
        ours = results.get("toolproof", row)
        memory = row == "memory"
        if not ours and not any(results.get(p, row) for p in peers):
            continue
        cells = [ROW_LABEL[row], fmt(statistics.median(ours), memory) if ours else "—"]
        floor = FLOOR_OF.get(row)
        floor_values = results.get("floor" if row.startswith("http") else "toolproof", floor) if floor else []
        if floor and floor_values and ours:
            distance = fmt_ratio(ratios(ours, floor_values))
            cells.append(f"{FLOOR_LABEL[floor]} {fmt(statistics.median(floor_values))}: {distance}")
        else:
            cells.append("—")
        for peer in peers:
            theirs = results.get(peer, row)
            if theirs and ours:
                cells.append(f"{fmt(statistics.median(theirs), memory)}, {fmt_ratio(ratios(theirs, ours))}")
            else:
                reason = results.missing.get(peer, {}).get(row, "")
                cells.append(f"— ({reason})" if reason else "—")
        lines.append("| " + " | ".join(cells) + " |")
    return lines


@contextmanager
def started(
    starters: list[tuple[str, Callable[[], HttpTarget]]], results: Results
) -> Iterator[list[HttpTarget]]:
    targets: list[HttpTarget] = []
    try:
        for name, start in starters:
            try:
                targets.append(start())
            except Exception as exc:  # a peer that does not start is reported, not fatal
                for row in HTTP_ROWS:
                    results.skip(name, row, f"did not start: {exc}")
        yield targets
    finally:
        for target in targets:
            target.stop()


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quick", action="store_true", help="2 rounds, a twentieth of the repeats")
    parser.add_argument(
        "--smoke", action="store_true", help="1 round, a few calls per figure: proves it runs (for the tests)"
    )
    parser.add_argument(
        "--rounds", type=int, default=None, help="interleaved rounds (default 5; 2 with --quick)"
    )
    parser.add_argument(
        "--only",
        default=",".join(["toolproof", *PEERS]),
        help="comma-separated systems (toolproof always runs)",
    )
    parser.add_argument("--phases", default=",".join(PHASES), help=f"comma-separated, of {','.join(PHASES)}")
    parser.add_argument("--peers-venv", type=Path, default=DEFAULT_VENV, help="the peers' virtualenv")
    parser.add_argument("--no-install", action="store_true", help="never create the peers' virtualenv")
    parser.add_argument("--memory-worlds", type=int, default=None, help="worlds built for the memory row")
    parser.add_argument("--json", type=Path, default=None, help="also write every measurement here")
    parser.add_argument("--markdown", type=Path, default=None, help="also write the table here")
    args = parser.parse_args(argv)
    quick = args.quick or args.smoke
    rounds = args.rounds or (1 if args.smoke else 2 if quick else 5)
    budget = 0.05 if args.smoke else 0.3 if quick else 1.5
    #: Share of a full run's repeats (and requests) each figure gets.
    scale = 0.002 if args.smoke else 0.05 if quick else 1.0
    wanted = {s.strip() for s in args.only.split(",") if s.strip()}
    unknown = wanted - {"toolproof", *PEERS}
    if unknown:
        parser.error(f"unknown systems: {', '.join(sorted(unknown))} (known: toolproof, {', '.join(PEERS)})")
    phases = {p.strip() for p in args.phases.split(",") if p.strip()}
    peers = [p for p in PEERS if p in wanted]
    results = Results()
    peers_py: Path | None = None
    if peers:
        peers_py, why = peers_python(args.peers_venv, install=not args.no_install)
        if peers_py is None:
            print(f"peers skipped: {why}")
            for p in peers:
                for row in [*FIGURES, *HTTP_ROWS, "mcp", "memory"]:
                    results.skip(p, row, "not installed")
    print(machine())
    systems = ["toolproof", *peers]
    scenario: Path | None = None
    workers: dict[str, Worker] = {}
    scratch = Path(tempfile.mkdtemp(prefix="compare-"))
    try:
        export = scratch / "rows.json"
        workers["toolproof"] = Worker("toolproof", PYTHON, toolproof_env())
        if peers_py is not None:
            for p in IN_PROCESS_PEERS:
                if p in peers:
                    workers[p] = Worker(p, peers_py, peer_env())
        if phases & {"inprocess", "memory", "mcp"}:
            # toolproof first: it exports the rows every peer loads.
            reply = workers["toolproof"].ask(cmd="setup", export=str(export))
            results.rows["toolproof"] = int(reply["rows"])
            others = {k: v for k, v in workers.items() if k != "toolproof"}
            if "inprocess" in phases:
                run_in_process(workers, results, rounds, scale, budget, export)
            else:
                for worker in others.values():
                    worker.ask(cmd="setup", export=str(export))
            if "memory" in phases:
                run_memory(workers, results, args.memory_worlds or (2 if args.smoke else 3 if quick else 20))
            if "mcp" in phases:
                if "eval-mock" in workers:
                    scenario = _eval_mock_scenario(workers["eval-mock"])
                customer = str(reply["customer"])
                run_mcp(
                    customer,
                    peers_py if "eval-mock" in workers else None,
                    scenario,
                    results,
                    rounds,
                    max(3, int(500 * scale)),
                )
        if "http" in phases:
            starters: list[tuple[str, Callable[[], HttpTarget]]] = [
                ("toolproof", start_toolproof_http),
                ("floor", start_floor),
            ]
            if peers_py is not None:
                py = peers_py
                if "localstripe" in peers:
                    starters.append(("localstripe", lambda: start_localstripe(py)))
                if "moto" in peers:
                    starters.append(("moto", lambda: start_moto(py)))
            with started(starters, results) as targets:
                run_http(targets, results, rounds, max(3, int(500 * scale)))
    finally:
        for worker in workers.values():
            worker.close()
        shutil.rmtree(scratch, ignore_errors=True)
    print()
    rows = ", ".join(f"{k} {v:,}" for k, v in results.rows.items())
    print(
        f"rows per world: {rows}; {rounds} interleaved rounds; "
        "ratio = peer ÷ toolproof (> 1: toolproof faster)"
    )
    table = report(results, systems)
    print("\n".join(table))
    shown = {line.split(" | ")[0].removeprefix("| ") for line in table}
    notes = [f"{ROW_LABEL[row]}: {note}." for row, note in ROW_NOTES.items() if ROW_LABEL[row] in shown]
    for note in notes:
        print(f"\n{note}")
    if args.markdown is not None:
        # The notes go with the table: a ratio on a row whose two sides do different work is read
        # with what each side does (agentproof-sim keeps no state diff, no hash, grades no state).
        text = "\n\n".join([machine(), "\n".join(table), *notes])
        args.markdown.write_text(text + "\n", encoding="utf-8")
    if args.json is not None:
        data = {
            "machine": machine(),
            "times": results.times,
            "missing": results.missing,
            "rows": results.rows,
        }
        args.json.write_text(json.dumps(data, indent=1), encoding="utf-8")
    return 0


def _eval_mock_scenario(worker: Worker) -> Path | None:
    reply = worker.ask(cmd="scenario")
    path = reply.get("path")
    return Path(path) if path else None


if __name__ == "__main__":
    sys.exit(main())
