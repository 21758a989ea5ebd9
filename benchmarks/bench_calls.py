"""In-process call latency per service, next to bare SQLite doing the same statement in the same run.

Run: ``.venv/bin/python benchmarks/bench_calls.py`` (``--quick`` for a smoke run). For one read and
one write of each real double (Stripe, Slack, Google Calendar, in one three-service world, ledger
and journal on, the services' own rate limits off) and the three lists real episodes call most
(``conversations.list``, ``conversations.history``, ``events.list``), each round times the call
through :meth:`World.call` and then its floor: the same SQL statement on a copy of the same
database (same indexes, same change-journal triggers) through the bare ``sqlite3`` module, the row
fetched (a read), every row of the list's main statement fetched (a list) or the row inserted (a
write) and nothing else. Rounds interleave every call with its floor, so load from other processes
hits both alike; times are this thread's CPU time per call (median over batches), and the ratio
(median over rounds, with min and max) is what to read. Targets (issue 23): a read ≤ 2× its floor,
a write ≤ 2.5×; a list renders every row it reads, so it has no target (its ratio shows the
rendering's weight).

``--callgrind`` counts instructions instead (user space: what other tenants of a loaded machine do not
move): the script runs itself under ``valgrind --tool=callgrind --instr-atstart=no``, and for each case
(the calls above, their floors, the shapes of Slack's hot paths in :func:`slack_shapes` and Calendar's in
:func:`gcal_cases` with their floors; ``--only REGEX`` picks cases by label) resets the world, makes
``--warm`` calls, collects and disables the cyclic garbage collector (whose runs depend on every
allocation since start-up), then switches counting on by a client request (a small C library compiled
here) only around ``--calls`` calls, and prints instructions per call. ``--cold`` empties
``world.derived`` before every call, as a renewed world's first call finds it (nothing remembered:
caller, calendar, directory, rows).
"""

from __future__ import annotations

import argparse
import ctypes
import gc
import json
import os
import platform
import re
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from itertools import count
from pathlib import Path
from typing import Any

from _common import fmt_time
from toolproof.world import World
from toolproof.world.store import thaw

READ_TARGET = 2.0
WRITE_TARGET = 2.5


@dataclass(frozen=True)
class Case:
    """One operation and the bare statement it is compared with."""

    label: str
    writes: bool
    call: Callable[[], object]
    floor: Callable[[], object]
    #: A list (no target: it renders every row its statement reads).
    listing: bool = False


def _floor_read(
    conn: sqlite3.Connection, table: str, where: str, key: tuple[Any, ...]
) -> Callable[[], object]:
    sql = f'SELECT * FROM "{table}" WHERE {where}'

    def run() -> object:
        return conn.execute(sql, key).fetchone()

    return run


def _floor_list(conn: sqlite3.Connection, sql: str, args: tuple[Any, ...]) -> Callable[[], object]:
    """The list's main statement, every row fetched (what any listing must at least read)."""

    def run() -> object:
        return conn.execute(sql, args).fetchall()

    return run


def _floor_insert(
    conn: sqlite3.Connection, table: str, template: sqlite3.Row, fresh: Callable[[dict[str, Any]], None]
) -> Callable[[], object]:
    """INSERT of a row like ``template`` (``fresh`` gives it a new primary key), journal trigger firing."""
    names = list(template.keys())
    sql = f'INSERT INTO "{table}" ({", ".join(names)}) VALUES ({", ".join("?" for _ in names)})'
    row = dict(zip(names, tuple(template), strict=True))

    def run() -> object:
        fresh(row)
        return conn.execute(sql, list(row.values()))

    return run


def cases(world: World, floor: sqlite3.Connection) -> list[Case]:
    floor.row_factory = sqlite3.Row
    customer = world.rows("stripe_customers")[0]["id"]
    channel = world.rows("slack_channels")[0]["id"]
    event = world.rows("gcal_events")[0]
    calendar, event_id = event["calendar_id"], event["id"]
    n = count()

    def new_id(prefix: str) -> Callable[[dict[str, Any]], None]:
        def fresh(row: dict[str, Any]) -> None:
            row["id"] = f"{prefix}{next(n):014d}"

        return fresh

    def new_ts(row: dict[str, Any]) -> None:
        row["ts"] = f"1793610001.{next(n):06d}"

    def one(table: str) -> sqlite3.Row:
        found: sqlite3.Row = floor.execute(f'SELECT * FROM "{table}" LIMIT 1').fetchone()
        return found

    messages = floor.execute("SELECT * FROM slack_messages WHERE channel = ? LIMIT 1", (channel,)).fetchone()
    gcal_user = world.services["gcal"].default_principal
    return [
        Case(
            "stripe.customers.retrieve",
            False,
            lambda: world.call("stripe.customers.retrieve", {"customer": customer}),
            _floor_read(floor, "stripe_customers", "id = ?", (customer,)),
        ),
        Case(
            "stripe.customers.create",
            True,
            lambda: world.call("stripe.customers.create", {"email": "bench@example.com", "name": "Bench"}),
            _floor_insert(floor, "stripe_customers", one("stripe_customers"), new_id("cus_")),
        ),
        Case(
            "slack.conversations.info",
            False,
            lambda: world.call("slack.conversations.info", {"channel": channel}),
            _floor_read(floor, "slack_channels", "id = ?", (channel,)),
        ),
        Case(
            "slack.chat.postMessage",
            True,
            lambda: world.call("slack.chat.postMessage", {"channel": channel, "text": "bench"}),
            _floor_insert(floor, "slack_messages", messages, new_ts),
        ),
        Case(
            "gcal.events.get",
            False,
            lambda: world.call(
                "gcal.events.get", {"calendarId": calendar, "eventId": event_id}, principal=gcal_user
            ),
            _floor_read(floor, "gcal_events", "calendar_id = ? AND id = ?", (calendar, event_id)),
        ),
        Case(
            "gcal.events.insert",
            True,
            lambda: world.call(
                "gcal.events.insert",
                {
                    "calendarId": calendar,
                    "body": {
                        "summary": "bench",
                        "start": {"dateTime": "2026-11-03T10:00:00Z"},
                        "end": {"dateTime": "2026-11-03T10:30:00Z"},
                    },
                },
                principal=gcal_user,
            ),
            _floor_insert(floor, "gcal_events", one("gcal_events"), new_id("bench")),
        ),
        # The lists real episodes spend most of their call time in (bench_runner's reference agents).
        Case(
            "slack.conversations.list",
            False,
            lambda: world.call("slack.conversations.list", {}),
            _floor_list(floor, "SELECT * FROM slack_channels WHERE id > ? ORDER BY id LIMIT ?", ("", 101)),
            listing=True,
        ),
        Case(
            "slack.conversations.history",
            False,
            lambda: world.call("slack.conversations.history", {"channel": channel}),
            _floor_list(
                floor,
                "SELECT * FROM slack_messages WHERE channel = ? AND visible_at <= ? AND (thread_ts IS NULL "
                "OR thread_ts = ts OR subtype = 'thread_broadcast') ORDER BY ts DESC LIMIT ?",
                (channel, 2**62, 101),
            ),
            listing=True,
        ),
        Case(
            "gcal.events.list",
            False,
            lambda: world.call("gcal.events.list", {"calendarId": calendar}, principal=gcal_user),
            _floor_list(floor, "SELECT * FROM gcal_events WHERE calendar_id = ?", (calendar,)),
            listing=True,
        ),
    ]


def _floor_update(
    conn: sqlite3.Connection, table: str, column: str, where: str, key: tuple[Any, ...]
) -> Callable[[], object]:
    """UPDATE of one column of one row (a new value each call), journal trigger firing."""
    sql = f'UPDATE "{table}" SET {column} = ? WHERE {where}'
    n = count()

    def run() -> object:
        return conn.execute(sql, (f"bench {next(n)}", *key))

    return run


def gcal_cases(world: World, floor: sqlite3.Connection) -> list[Case]:
    """Calendar's hot paths in the shapes core's reference episodes call them (instructions only:
    ``--callgrind``): lists with a day's window (series expanded), a month's (the expansion's
    weight), a text search alone and with a window, and a patch."""
    event = world.rows("gcal_events")[0]
    calendar, event_id = event["calendar_id"], event["id"]
    user = world.services["gcal"].default_principal
    all_rows = _floor_list(floor, "SELECT * FROM gcal_events WHERE calendar_id = ?", (calendar,))
    day = {"timeMin": "2026-11-04T05:00:00Z", "timeMax": "2026-11-05T05:00:00Z"}
    month = {"timeMin": "2026-11-02T05:00:00Z", "timeMax": "2026-12-01T05:00:00Z"}
    shapes: dict[str, dict[str, Any]] = {
        "gcal.events.list day": {"singleEvents": True, "orderBy": "startTime", **day},
        "gcal.events.list month": {"singleEvents": True, **month},
        "gcal.events.list q": {"q": "Engineering stand-up", "maxResults": 1},
        "gcal.events.list q month": {
            "q": "Roadmap jam",
            "singleEvents": True,
            "orderBy": "startTime",
            **month,
        },
    }

    def lister(params: dict[str, Any]) -> Callable[[], object]:
        return lambda: world.call("gcal.events.list", {"calendarId": calendar, **params}, principal=user)

    out = [Case(label, False, lister(params), all_rows, listing=True) for label, params in shapes.items()]
    n = count()
    out.append(
        Case(
            "gcal.events.patch",
            True,
            lambda: world.call(
                "gcal.events.patch",
                {"calendarId": calendar, "eventId": event_id, "body": {"summary": f"bench {next(n)}"}},
                principal=user,
            ),
            _floor_update(floor, "gcal_events", "etag", "calendar_id = ? AND id = ?", (calendar, event_id)),
        )
    )
    return out


def slack_shapes(world: World) -> list[tuple[str, bool, Callable[[], object]]]:
    """Shapes of Slack's hot paths (label, writes, call), for the instruction counts.

    ``conversations.history``: the latest page (default limit, the cross suite's 999 on the busiest
    channel), a window between two of the channel's ``ts`` (exclusive and inclusive), the second page
    of a cursor walk, and the channel with most threads; ``conversations.list``: every type, without
    the archived, a small page and its next one; ``conversations.info``; ``chat.postMessage`` (plain,
    and a threaded reply).
    """
    messages = world.rows("slack_messages")
    per_channel: dict[str, list[str]] = {}
    threads: dict[str, int] = {}
    for m in messages:
        per_channel.setdefault(m["channel"], []).append(m["ts"])
        if m["thread_ts"] and m["thread_ts"] != m["ts"]:
            threads[m["channel"]] = threads.get(m["channel"], 0) + 1
    busiest = max(per_channel, key=lambda c: (len(per_channel[c]), c))
    # The channel with most thread replies after the busiest (a page of threads, another channel).
    threaded = max(
        (
            c
            for c in threads
            if c != busiest and world.call("slack.conversations.history", {"channel": c}).body["ok"]
        ),
        key=lambda c: (threads[c], c),
    )
    tss = sorted(per_channel[busiest])
    low, high = tss[len(tss) // 4], tss[3 * len(tss) // 4]
    channel = world.rows("slack_channels")[0]["id"]
    first = world.call("slack.conversations.history", {"channel": busiest, "limit": 50}).body
    cursor = first["response_metadata"]["next_cursor"]
    listed = world.call("slack.conversations.list", {"limit": 10}).body
    list_cursor = listed["response_metadata"]["next_cursor"]
    parent = next(m["ts"] for m in messages if m["channel"] == channel and not m["thread_ts"])
    types = "public_channel,private_channel,im"  # the bot's token has no mpim:read

    def call(name: str, params: dict[str, Any]) -> Callable[[], object]:
        return lambda: world.call(name, params)

    history = "slack.conversations.history"
    return [
        (f"history latest {busiest}", False, call(history, {"channel": busiest})),
        ("history limit 999", False, call(history, {"channel": busiest, "limit": 999})),
        ("history oldest/latest", False, call(history, {"channel": busiest, "oldest": low, "latest": high})),
        (
            "history window inclusive",
            False,
            call(history, {"channel": busiest, "oldest": low, "latest": high, "inclusive": True}),
        ),
        ("history cursor page 2", False, call(history, {"channel": busiest, "limit": 50, "cursor": cursor})),
        (f"history threads {threaded}", False, call(history, {"channel": threaded})),
        ("list default", False, call("slack.conversations.list", {})),
        ("list all types", False, call("slack.conversations.list", {"types": types})),
        (
            "list exclude_archived",
            False,
            call("slack.conversations.list", {"types": types, "exclude_archived": True}),
        ),
        (
            "list limit 10 page 2",
            False,
            call("slack.conversations.list", {"limit": 10, "cursor": list_cursor}),
        ),
        ("info", False, call("slack.conversations.info", {"channel": channel})),
        ("postMessage", True, call("slack.chat.postMessage", {"channel": channel, "text": "bench"})),
        (
            "postMessage reply",
            True,
            call("slack.chat.postMessage", {"channel": channel, "text": "bench", "thread_ts": parent}),
        ),
    ]


C_SOURCE = """
#include <valgrind/callgrind.h>
void tp_start(void) { CALLGRIND_ZERO_STATS; CALLGRIND_START_INSTRUMENTATION; }
void tp_stop(const char *label) { CALLGRIND_STOP_INSTRUMENTATION; CALLGRIND_DUMP_STATS_AT(label); }
"""


def _count_child(out: Path, calls: int, warm: int, only: str | None, cold: bool) -> None:
    """Under callgrind: each case's ``calls`` calls counted alone, one dump each (labelled)."""
    src, lib_path = out / "requests.c", out / "requests.so"
    src.write_text(C_SOURCE)
    subprocess.run(["gcc", "-O0", "-shared", "-fPIC", "-o", str(lib_path), str(src)], check=True)
    lib = ctypes.CDLL(str(lib_path))
    world = World(["stripe", "slack", "gcal"], seed=0)
    world.rate_limits_enabled = False
    floor = thaw(world.fixture.data)
    todo: list[tuple[str, bool, Callable[[], object]]] = []
    for case in cases(world, floor):
        todo.append((case.label, case.writes, case.call))
        todo.append((f"floor {case.label}", case.writes, case.floor))
    todo += [(f"slack {label}", writes, fn) for label, writes, fn in slack_shapes(world)]
    for case in gcal_cases(world, floor):
        todo.append((case.label, case.writes, case.call))
        todo.append((f"floor {case.label}", case.writes, case.floor))
    for label, _writes, fn in todo:
        if only is not None and not re.search(only, label):
            continue
        if not label.startswith("floor "):
            answer: Any = fn()
            if answer.status != 200 or answer.body.get("ok") is False:
                raise SystemExit(f"{label} answered {answer.status}: {answer.body!r}")
        world.reset()
        floor.deserialize(world.fixture.data)
        derived = world.derived
        for _ in range(warm):
            if cold:
                derived.clear()
            fn()
        gc.collect()
        gc.disable()
        lib.tp_start()
        for _ in range(calls):
            if cold:
                derived.clear()
            fn()
        lib.tp_stop(f"{label}|{calls}".encode())
        gc.enable()


def count_instructions(calls: int, warm: int, only: str | None, cold: bool = False) -> dict[str, float]:
    """Run this script under callgrind; instructions per call for each case."""
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed")
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp)
        argv = [sys.executable, __file__, "--callgrind-child", str(out), "--calls", str(calls)]
        argv += ["--warm", str(warm)] + (["--only", only] if only else []) + (["--cold"] if cold else [])
        subprocess.run(
            [
                "valgrind",
                "--tool=callgrind",
                "--instr-atstart=no",
                f"--callgrind-out-file={out}/cg.out",
                *argv,
            ],
            check=True,
            stderr=subprocess.DEVNULL,
        )
        found: dict[str, float] = {}
        for dump in sorted(out.glob("cg.out.*"), key=lambda p: int(p.suffix[1:])):
            text = dump.read_text(errors="replace")
            desc = re.search(r"^desc: Trigger: Client Request: (.*)$", text, re.M)
            total = re.search(r"^totals: (\d+)", text, re.M)
            if desc is None or total is None:
                continue
            label, _, n = desc.group(1).rpartition("|")
            found[label] = int(total.group(1)) / int(n)
        return found


def _median_s(fn: Callable[[], object], repeat: int, batch: int = 50) -> float:
    """Median seconds of CPU (this thread's) per call, over batches of ``batch`` calls.

    CPU time, not wall time: on a shared machine a wall clock also counts the time spent waiting for
    a core, which has nothing to do with either side of the comparison.
    """
    clock = time.thread_time_ns
    samples = []
    for _ in range(max(1, repeat // batch)):
        t0 = clock()
        for _ in range(batch):
            fn()
        samples.append((clock() - t0) / batch)
    return statistics.median(samples) / 1e9


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quick", action="store_true", help="3 rounds of 200 calls (smoke run)")
    parser.add_argument("--rounds", type=int, default=7, help="interleaved rounds (default 7)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON too")
    parser.add_argument("--callgrind", action="store_true", help="count instructions per call instead")
    parser.add_argument("--calls", type=int, default=100, help="calls counted per case (--callgrind)")
    parser.add_argument("--warm", type=int, default=30, help="warm-up calls per case (--callgrind)")
    parser.add_argument("--only", help="a regular expression: only the cases it finds (--callgrind)")
    parser.add_argument(
        "--cold",
        action="store_true",
        help="empty world.derived before each call (--callgrind)",
    )
    parser.add_argument("--callgrind-child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.callgrind_child:
        _count_child(Path(args.callgrind_child), args.calls, args.warm, args.only, args.cold)
        return 0
    if args.callgrind:
        load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
        found = count_instructions(args.calls, args.warm, args.only, args.cold)
        print(
            f"{time.strftime('%Y-%m-%d %H:%M')} · Python {platform.python_version()} · load {load:.1f} · "
            f"instructions per call (callgrind, {args.calls} calls after {args.warm}, collector off)"
        )
        for label, per_call in found.items():
            print(f"{label:<44} {per_call:>14,.0f}")
        if args.json:
            print(json.dumps(found))
        return 0
    rounds, repeat = (3, 200) if args.quick else (args.rounds, 2000)

    world = World(["stripe", "slack", "gcal"], seed=0)
    # Slack's tier limits (tier 2: 20 list calls a minute) would answer most timed calls 429 on the
    # virtual clock's one second a call: what is timed is the call path, not the limiter's refusal.
    world.rate_limits_enabled = False
    floor = thaw(world.fixture.data)
    # Lists first in each round, right after the reset: after 2,000 timed posts or inserts a list
    # would page through the benchmark's own rows, on both sides differently.
    todo = sorted(cases(world, floor), key=lambda case: not case.listing)
    for case in todo:
        response = case.call()
        status = getattr(response, "status", None)
        if status != 200:
            raise SystemExit(f"{case.label} answered {status}: {getattr(response, 'body', None)!r}")
        case.floor()
    calls: dict[str, list[float]] = {c.label: [] for c in todo}
    floors: dict[str, list[float]] = {c.label: [] for c in todo}
    for _ in range(rounds):
        # Both sides start each round from the fixture, so writes see tables of the same size.
        world.reset()
        floor.deserialize(world.fixture.data)
        for case in todo:
            for _ in range(20):  # warm caches after the reset
                case.call()
                case.floor()
            calls[case.label].append(_median_s(case.call, repeat))
            floors[case.label].append(_median_s(case.floor, repeat))
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(
        f"{time.strftime('%Y-%m-%d')} · Python {platform.python_version()} · "
        f"SQLite {sqlite3.sqlite_version} · {os.cpu_count()} CPUs · load {load:.1f} · "
        f"{rounds} interleaved rounds of {repeat} calls"
    )
    print(
        f"{'operation (CPU per call)':<28} {'call':>11} {'bare SQLite':>12}   ratio (median, min–max)"
        "     target"
    )
    figures: dict[str, Any] = {}
    for case in todo:
        ratios = [c / f for c, f in zip(calls[case.label], floors[case.label], strict=True)]
        target = WRITE_TARGET if case.writes else READ_TARGET
        med = statistics.median(ratios)
        call_s, floor_s = statistics.median(calls[case.label]), statistics.median(floors[case.label])
        mark = "ok" if med <= target else "over"
        goal = "—" if case.listing else f"≤ {target}× {mark}"
        print(
            f"{case.label:<28} {fmt_time(call_s)} {fmt_time(floor_s)}   "
            f"{med:6.1f}× ({min(ratios):.1f}–{max(ratios):.1f})"
            f"{'':8} {goal}"
        )
        figures[case.label] = {
            "call_s": call_s,
            "floor_s": floor_s,
            "ratio": med,
            "ratios": ratios,
            "listing": case.listing,
        }
    if args.json:
        print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
