"""Traces sent while a run goes: each finished episode's spans to an OTLP/HTTP collector.

The runner hands every finished episode to a callback; this turns it into spans and gives them to
the SDK's batch processor, which sends them from its own thread. A collector that is down or slow
never fails or stalls the run: whatever could not be delivered is counted and reported at the end,
and ``toolproof export RUN --otlp-endpoint URL`` can send the stored run again later.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from toolproof.traces.otel import LiveExporter, require, traces_endpoint
from toolproof.traces.spans import episode_spans


def run_resource(run_id: str, suite: str | None = None) -> dict[str, Any]:
    """The resource attributes of a run's traces (the run is the instance; its id never changes)."""
    out: dict[str, Any] = {"service.instance.id": run_id, "toolproof.run.id": run_id}
    if suite:
        out["toolproof.suite"] = suite
    return out


class LiveTraces:
    """Build and send each episode's trace; :meth:`close` says how it went."""

    def __init__(self, endpoint: str, *, headers: Mapping[str, str] | None = None, timeout: float = 10.0):
        self.endpoint = traces_endpoint(endpoint)  # ValueError on a URL that is not one
        require()  # OtelMissing (a RuntimeError) without the otel extra
        self.headers = dict(headers or {})
        self.timeout = timeout
        self.run_id = ""
        self.suite: str | None = None
        self._exporter: LiveExporter | None = None
        self.unbuilt = 0

    def start(self, run_id: str, suite: str | None = None) -> None:
        self.run_id, self.suite = run_id, suite
        self._exporter = LiveExporter(
            self.endpoint, headers=self.headers, timeout=self.timeout, resource=run_resource(run_id, suite)
        )

    def send(
        self, result: Mapping[str, Any], finished_at: float, task: Mapping[str, Any] | None = None
    ) -> None:
        """Queue one episode's trace; never raises (a failure is counted, the run goes on)."""
        if self._exporter is None:
            self.start(self.run_id or "run")
        assert self._exporter is not None
        try:
            self._exporter.send(episode_spans(result, run_id=self.run_id, finished_at=finished_at, task=task))
        except Exception:
            self.unbuilt += 1

    def close(self) -> dict[str, Any]:
        """Flush what is queued (at most ``timeout`` seconds) and report the delivery."""
        if self._exporter is None:
            return {"endpoint": self.endpoint, "traces": 0, "spans": 0, "spans_sent": 0, "spans_failed": 0}
        sent, failed = self._exporter.close()
        return {
            "endpoint": self.endpoint,
            "traces": self._exporter.traces,
            "spans": self._exporter.spans,
            "spans_sent": sent,
            "spans_failed": failed,
            **({"episodes_not_traced": self.unbuilt} if self.unbuilt else {}),
        }
