"""The local backend: episodes in forked worker processes on this machine.

Forked, so a worker inherits the loaded tasks and every registered service (including ones a test or
a plugin registered at run time) without pickling them, and starts in milliseconds. Each worker runs
its episodes on one event loop (``concurrency`` at once: model-bound agents spend their time waiting)
and reports each result over a pipe as it finishes. A second pipe answers "which episode holds your
event loop?" from a thread, so the supervisor can blame the right episode before stopping a worker
that a synchronous agent has blocked.

Workers ignore SIGINT (Ctrl-C is the driver's to handle: it stops them) and die with the driver
(see :mod:`~toolproof.runs.lifeline`; the kernel ties them to the thread that forked them, which is
the supervisor's, alive until the run ends).
"""

from __future__ import annotations

import asyncio
import gc
import multiprocessing
import os
import pickle
import signal
import threading
from multiprocessing.connection import Connection, wait
from multiprocessing.process import BaseProcess
from typing import Any

from toolproof.runs.episodes import Blame, EpisodeExecutor, EpisodeSpec, StepTracker
from toolproof.runs.lifeline import die_with_parent
from toolproof.runs.store import encode_result
from toolproof.runs.supervisor import Died, Event, Failed, Finished, NoAnswer, Worker, WorkerPool
from toolproof.world.pool import WorldPool


class LocalWorker(Worker):
    def __init__(self, process: BaseProcess, conn: Connection, control: Connection) -> None:
        super().__init__()
        self.process = process
        self.conn = conn
        self.control = control

    @property
    def pid(self) -> int | None:
        return self.process.pid

    def submit(self, spec: EpisodeSpec) -> None:
        self.submit_many([spec])

    def submit_many(self, specs: list[EpisodeSpec]) -> None:
        # One message (one write) for every spec the worker has room for. ``recv`` reads plain
        # pickles; ``send`` would build a ForkingPickler for every message.
        self.conn.send_bytes(pickle.dumps(specs, pickle.HIGHEST_PROTOCOL))

    def blocking(self, timeout: float) -> Blame:
        try:
            self.control.send(None)
            if self.control.poll(timeout):
                answer: Blame = self.control.recv()
                return answer
        except (OSError, EOFError):  # the process died: nothing of it holds a loop
            return Blame(None, {})
        raise NoAnswer

    def stop(self) -> None:
        if self.process.is_alive():
            self.process.kill()
        self.process.join()
        self.conn.close()
        self.control.close()


class LocalPool(WorkerPool):
    """Forked worker processes; ``spawn`` must be called from the thread that supervises the run."""

    def __init__(self, executor: EpisodeExecutor) -> None:
        self.executor = executor
        self.context = multiprocessing.get_context("fork")
        self.workers: list[LocalWorker] = []

    def spawn(self) -> LocalWorker:
        conn, child_conn = self.context.Pipe()
        control, child_control = self.context.Pipe()
        process = self.context.Process(
            target=_serve,
            args=(self.executor, child_conn, child_control, os.getpid()),
            name="toolproof-worker",
        )
        process.start()
        child_conn.close()
        child_control.close()
        worker = LocalWorker(process, conn, control)
        self.workers.append(worker)
        return worker

    def wait(self, workers: list[Worker], timeout: float) -> list[Event]:
        local = [w for w in workers if isinstance(w, LocalWorker)]
        by_conn = {w.conn: w for w in local}
        by_sentinel = {w.process.sentinel: w for w in local}
        events: list[Event] = []
        for ready in wait([*by_conn, *by_sentinel], timeout):
            if isinstance(ready, Connection):
                events.extend(_drain(by_conn[ready]))
            elif isinstance(ready, int):
                worker = by_sentinel[ready]  # the process ended: first what it sent before dying
                events.extend(_drain(worker))
                worker.process.join()
                events.append(Died(worker, f"exit code {worker.process.exitcode}"))
        return events

    def close(self) -> None:
        for worker in self.workers:
            worker.stop()
        self.workers.clear()


def _drain(worker: LocalWorker) -> list[Event]:
    events: list[Event] = []
    try:
        while worker.conn.poll():
            for kind, key, payload in worker.conn.recv():
                if kind == "done":
                    events.append(Finished(worker, key, payload))
                else:
                    events.append(Failed(worker, key, payload))
    except (EOFError, OSError):
        pass
    return events


# -- inside the worker process ------------------------------------------------------------------


def _serve(executor: EpisodeExecutor, conn: Connection, control: Connection, parent: int) -> None:
    code = 0
    try:
        # What the driver built (tasks, fixtures, refs, plans) is never garbage here: kept out of the
        # collector's scans, which would otherwise walk it on every full collection and, by touching
        # its objects, copy the pages this process shares with the driver.
        gc.freeze()
        die_with_parent(parent)
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        executor.contain_interrupts = True
        # The frozen fixtures and refs come from the driver (forked); its pooled worlds' SQLite
        # connections stay the driver's: this worker pools its own.
        executor.pool = WorldPool()
        threading.Thread(
            target=_answer_control, args=(control, executor.tracker), name="toolproof-control", daemon=True
        ).start()
        asyncio.run(_episodes(executor, conn))
    except BaseException:  # pragma: no cover - reported to the driver as this worker's death
        code = 70
    finally:
        # Skip the interpreter's exit handlers: they belong to the driver this process was forked from.
        os._exit(code)


def _answer_control(control: Connection, tracker: StepTracker) -> None:
    try:
        while True:
            control.recv()
            control.send(tracker.blame())
    except (EOFError, OSError):
        return


#: Seconds a finished result may wait for others to share its message to the driver.
BATCH_WAIT = 0.002


async def _episodes(executor: EpisodeExecutor, conn: Connection) -> None:
    loop = asyncio.get_running_loop()
    closed: asyncio.Future[None] = loop.create_future()
    running: set[asyncio.Task[None]] = set()
    # Results go back in batches, each already in the store's form (encoded here, in parallel with
    # the other workers, not in the driver): one message and one store transaction per batch. A
    # batch leaves when nothing else is running or BATCH_WAIT after its first result.
    outbox: list[tuple[str, str, Any]] = []
    flush: asyncio.TimerHandle | None = None

    def send() -> None:
        nonlocal flush
        flush = None
        if outbox:
            batch = outbox[:]
            outbox.clear()
            conn.send_bytes(pickle.dumps(batch, pickle.HIGHEST_PROTOCOL))

    async def one(spec: EpisodeSpec) -> None:
        nonlocal flush
        message: tuple[str, str, Any]
        try:
            message = ("done", spec.key, encode_result(await executor.run_one(spec)))
        except Exception as exc:
            message = ("failed", spec.key, f"{type(exc).__name__}: {exc}")
        outbox.append(message)
        if len(running) <= 1:  # only this episode: nothing else will join the batch soon
            if flush is not None:
                flush.cancel()
            send()
        elif flush is None:
            flush = loop.call_later(BATCH_WAIT, send)

    def readable() -> None:
        try:
            while conn.poll():
                for spec in conn.recv():
                    task = loop.create_task(one(spec))
                    running.add(task)
                    task.add_done_callback(running.discard)
        except (EOFError, OSError):  # the driver closed the pipe: the run is over
            loop.remove_reader(conn.fileno())
            if not closed.done():
                closed.set_result(None)

    loop.add_reader(conn.fileno(), readable)
    await closed
