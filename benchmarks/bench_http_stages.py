"""Where a service request's instructions go, stage by stage (callgrind, user space).

Run: ``.venv/bin/python benchmarks/bench_http_stages.py [--requests 200]``.

``bench_http.py`` counts a whole request served over HTTP; this counts each step the app takes for it
(the steps :meth:`ToolproofApp._serve` and ``_prepare`` take, in the same order, on the same objects),
run ``--requests`` times in a server-like process under callgrind with counting switched on only around
each step. What is left of the whole request (``bench_http.py``'s count) after the steps is the
protocol, the exchange, the event loop's passes and the fair turn: the HTTP stack's own share.

Steps: ``headers`` (the raw header list to the dialect's dict), ``route`` (mount, ``HttpRequest``,
``match_all``), ``parse`` (``parse_params``), ``auth`` (``authenticate``, the world lookup, the
idempotency key), ``call`` (``World.call`` with the hold and the ledger bound, as in the turn),
``finish`` (``finish_http``), ``encode`` (the body to bytes), ``head`` (the dialect's headers made and
checked into the header block). Each step runs on what the previous made, as a request would.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
STEPS = ("headers", "route", "parse", "auth", "call", "finish", "encode", "head")


def requests(info: dict[str, Any]) -> dict[str, tuple[str, str, bytes, list[tuple[bytes, bytes]], Any]]:
    """name → (method, path, query, raw headers as the protocol hands them, body for the i-th request):
    the workloads of ``bench_http.py``."""
    world, customer, channel = info["world"], info["customer"], info["channel"]
    host = (b"host", b"127.0.0.1")
    form = (b"content-type", b"application/x-www-form-urlencoded")
    slack = (b"content-type", b"application/json; charset=utf-8")

    def length(body: bytes) -> tuple[bytes, bytes]:
        return (b"content-length", b"%d" % len(body))

    stripe = (b"authorization", f"Bearer sk_test_{world}".encode())
    return {
        "stripe read": ("GET", f"/stripe/v1/customers/{customer}", b"", [host, stripe, length(b"")], None),
        "stripe create": (
            "POST",
            "/stripe/v1/customers",
            b"",
            [host, stripe, form],
            lambda i: f"email=b{i}%40example.com&name=Bench".encode(),
        ),
        "slack post": (
            "POST",
            "/slack/api/chat.postMessage",
            b"",
            [host, (b"authorization", f"Bearer xoxb-{world}".encode()), slack],
            lambda i: json.dumps({"channel": channel, "text": f"bench {i}"}).encode(),
        ),
        "gcal list": (
            "GET",
            "/gcal/calendar/v3/calendars/primary/events",
            b"maxResults=10",
            [host, (b"authorization", f"Bearer {world}".encode()), length(b"")],
            None,
        ),
    }


def child() -> None:  # pragma: no cover - runs under callgrind
    """Build the served app as ``bench_http.py`` does, then run ``<step> <workload> <n>`` lines from stdin
    (each answered with ``ok`` once done); the parent counts around each line."""
    from toolproof.service.wire import HttpRequest
    from toolproof.transports.http import app as app_module
    from toolproof.transports.http.protocol import header_block
    from toolproof.transports.http.server import build

    app, hub, world, _token = build(
        ["stripe", "slack", "gcal"], seed=0, fixture="default", admin_token="bench", rate_limits=False
    )
    info = {"world": world.id}
    info["customer"] = world.call("stripe.customers.list", {"limit": 1}).body["data"][0]["id"]
    info["channel"] = world.call("slack.conversations.list", {}).body["channels"][0]["id"]
    print(json.dumps(info), flush=True)
    made = requests(info)
    state: dict[str, list[Any]] = {}

    def run(step: str, name: str, n: int) -> None:
        method, path, query, raw, make = made[name]
        s = state.setdefault(name, [None] * n)
        if len(s) < n:
            s.extend([None] * (n - len(s)))
        for i in range(n):
            v = s[i]
            if step == "prep":  # the request as the protocol hands it over (not counted)
                body = b"" if make is None else make(i)
                rows = raw if make is None else [*raw, (b"content-length", b"%d" % len(body))]
                s[i] = {"rows": rows, "body": body}
            elif step == "headers":
                v["headers"] = app_module._request_headers(v["rows"])
            elif step == "route":
                router = app.route(path)
                assert router is not None
                request = HttpRequest(
                    method, path[len(router.service.mount) :] or "/", query, v["headers"], v["body"]
                )
                v["router"], v["request"] = router, request
                v["match"] = router.match_all(method, request.path)
            elif step == "parse":
                candidates, path_params = v["match"]
                (op,) = candidates.values()
                v["op"] = op
                v["params"] = v["router"].service.dialect.parse_params(v["request"], op, path_params)
            elif step == "auth":
                service = v["router"].service
                credential = service.dialect.authenticate(v["request"], v["params"])
                w = hub.get(credential.world_id)
                assert w is not None
                assert service.name in w.services
                v["world"], v["principal"] = w, credential.principal
                v["key"] = service.dialect.idempotency_key(v["request"])
            elif step == "call":
                w, service = v["world"], v["router"].service
                w.acquire(service.name)
                try:
                    w.ledger.bound_responses()
                    v["response"] = w.call(
                        v["op"].name,
                        v["params"],
                        idempotency_key=v["key"],
                        principal=v["principal"],
                        transport="http",
                    )
                    v["entry"] = w.ledger[-1]
                finally:
                    w.release(service.name)
            elif step == "finish":
                v["response"] = v["router"].service.dialect.finish_http(v["request"], v["response"])
            elif step == "encode":
                r = v["response"]
                v["payload"] = b"" if r.body is None else app_module.encode_body(r.body)
            elif step == "head":
                r = v["response"]
                if r.headers:
                    header_block(r.headers, r.body is not None, len(v["payload"]))

    for line in sys.stdin:
        step, rest = line.rstrip("\n").split(" ", 1)
        name, count = rest.rsplit(" ", 1)
        run(step, name, int(count))
        print("ok", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--requests", type=int, default=200)
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child()
        return
    n = args.requests
    with tempfile.TemporaryDirectory(prefix="bench-stages-") as dumps:
        env = os.environ | {
            "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT / "src"), os.environ.get("PYTHONPATH")]))
        }
        out = f"--callgrind-out-file={dumps}/cg.%p"
        process = subprocess.Popen(
            ["valgrind", "--tool=callgrind", "--instr-atstart=no", out, sys.executable, __file__, "--child"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            env=env,
        )
        assert process.stdin is not None
        assert process.stdout is not None
        json.loads(process.stdout.readline())

        def control(*flags: str) -> None:
            subprocess.run(["callgrind_control", *flags, str(process.pid)], check=True, capture_output=True)

        def dump() -> int:
            control("-d")
            newest = max(Path(dumps).glob(f"cg.{process.pid}.*"), key=lambda p: int(p.suffix[1:]))
            for text in newest.read_text(encoding="latin-1").splitlines():
                if text.startswith("summary:"):
                    return int(text.split()[1])
            raise RuntimeError(f"no summary in {newest}")

        def ask(step: str, name: str, count: int) -> None:
            assert process.stdin is not None
            assert process.stdout is not None
            process.stdin.write(f"{step} {name} {count}\n")
            process.stdin.flush()
            assert process.stdout.readline().strip() == "ok"

        names = ["stripe read", "stripe create", "slack post", "gcal list"]
        counts: dict[tuple[str, str], float] = {}
        for name in names:
            for step in ("prep", *STEPS):  # a warm-up pass of every step (imports, caches), not counted
                ask(step, name, 20)
        control("-i", "on")
        dump()
        for name in names:
            ask("prep", name, n)
            for step in STEPS:
                dump()
                ask(step, name, n)
                counts[(name, step)] = dump() / n
        control("-i", "off")
        process.stdin.close()
        process.wait(timeout=300)
    print(f"## Instructions per request by step (thousands; callgrind, {n} requests each)\n")
    print("| request | " + " | ".join(STEPS) + " | sum |")
    print("| --- |" + " ---: |" * (len(STEPS) + 1))
    for name in names:
        cells = [counts[(name, step)] / 1e3 for step in STEPS]
        print(f"| {name} | " + " | ".join(f"{c:.1f}" for c in cells) + f" | {sum(cells):.1f} |")


if __name__ == "__main__":
    main()
