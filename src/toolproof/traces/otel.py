"""Episode spans through the official OpenTelemetry SDK: to any span processor, as OTLP JSON, or live.

:func:`emit` replays :class:`~toolproof.traces.spans.SpanRecord` lists through an SDK tracer with the
records' own ids and times, so whatever the SDK feeds (an in-memory exporter in tests, an OTLP/HTTP
exporter to a collector, a user's own processor) receives exactly the spans ``export`` writes.
:func:`otlp_json` encodes finished spans with the SDK's own OTLP encoder and renders the protobuf
message as OTLP/JSON (ids in hex, enums as integers, as the OTLP specification requires), one
``ExportTraceServiceRequest`` per trace: what the Collector's ``otlpjsonfile`` receiver reads, and
what ``POST /v1/traces`` accepts with ``Content-Type: application/json``.

Needs the ``otel`` extra (``pip install 'toolproof[otel]'``); :func:`require` says so in one line.
"""

from __future__ import annotations

import base64
import logging
import threading
from collections import deque
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from toolproof import __version__
from toolproof.traces.spans import SpanRecord

if TYPE_CHECKING:
    from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
    from opentelemetry.sdk.trace.export import SpanExporter

INSTALL_HINT = "OpenTelemetry export needs the otel extra: pip install 'toolproof[otel]'"


class OtelMissing(RuntimeError):
    """The OpenTelemetry SDK is not installed."""


def require() -> None:
    """Raise :class:`OtelMissing` with the install hint when the SDK cannot be imported."""
    try:
        import opentelemetry.exporter.otlp.proto.common.trace_encoder
        import opentelemetry.sdk.trace  # noqa: F401
    except ImportError:
        raise OtelMissing(INSTALL_HINT) from None


def _ids_class() -> Any:
    from opentelemetry.sdk.trace.id_generator import IdGenerator

    class QueuedIds(IdGenerator):
        """Hands out the ids queued for the next spans: the records' ids, not random ones."""

        def __init__(self) -> None:
            self.trace_ids: deque[int] = deque()
            self.span_ids: deque[int] = deque()

        def generate_trace_id(self) -> int:
            return self.trace_ids.popleft()

        def generate_span_id(self) -> int:
            return self.span_ids.popleft()

    return QueuedIds


def new_provider(resource: Mapping[str, Any] | None = None) -> TracerProvider:
    """A tracer provider whose spans carry the records' ids; add a span processor to it."""
    require()
    from opentelemetry.sdk.resources import Resource
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.sampling import ALWAYS_ON

    attrs = {"service.name": "toolproof", "service.version": __version__, **(resource or {})}
    return TracerProvider(resource=Resource.create(attrs), sampler=ALWAYS_ON, id_generator=_ids_class()())


_emit_lock = threading.Lock()


def emit(records: Sequence[SpanRecord], provider: TracerProvider) -> None:
    """Start and end one trace's spans (root first) on ``provider``, with their ids, times and events."""
    from opentelemetry import trace
    from opentelemetry.trace import SpanKind, Status, StatusCode

    ids = provider.id_generator
    tracer = provider.get_tracer("toolproof", __version__)
    kinds = {"INTERNAL": SpanKind.INTERNAL, "CLIENT": SpanKind.CLIENT, "SERVER": SpanKind.SERVER}
    codes = {"UNSET": StatusCode.UNSET, "OK": StatusCode.OK, "ERROR": StatusCode.ERROR}
    started: dict[str, Any] = {}
    with _emit_lock:  # the id queue is shared by the provider
        for record in records:
            parent = started.get(record.parent_span_id) if record.parent_span_id else None
            context = trace.set_span_in_context(parent) if parent is not None else None
            if parent is None:
                ids.trace_ids.append(int(record.trace_id, 16))  # type: ignore[attr-defined]
            ids.span_ids.append(int(record.span_id, 16))  # type: ignore[attr-defined]
            span = tracer.start_span(
                record.name,
                context=context,
                kind=kinds[record.kind],
                attributes=dict(record.attributes),
                start_time=record.start_ns,
            )
            started[record.span_id] = span
        roots = [r for r in records if not r.parent_span_id]
        for record in [r for r in records if r.parent_span_id] + roots:  # children end before their parent
            span = started[record.span_id]
            for event in record.events:
                span.add_event(event.name, dict(event.attributes), timestamp=event.time_ns)
            if record.status != "UNSET":
                span.set_status(Status(codes[record.status], record.status_message or None))
            span.end(end_time=record.end_ns)


def _hex_ids(node: Any) -> Any:
    """protobuf's JSON mapping writes bytes as base64; OTLP/JSON wants trace and span ids in hex."""
    if isinstance(node, dict):
        out = {}
        for key, value in node.items():
            if key in ("traceId", "spanId", "parentSpanId") and isinstance(value, str):
                out[key] = base64.b64decode(value).hex()
            else:
                out[key] = _hex_ids(value)
        return out
    if isinstance(node, list):
        return [_hex_ids(v) for v in node]
    return node


def otlp_json(spans: Sequence[ReadableSpan]) -> dict[str, Any]:
    """Finished SDK spans as one OTLP/JSON ``ExportTraceServiceRequest``."""
    from google.protobuf import json_format
    from opentelemetry.exporter.otlp.proto.common.trace_encoder import encode_spans

    message = encode_spans(spans)
    data = json_format.MessageToDict(message, use_integers_for_enums=True)
    result: dict[str, Any] = _hex_ids(data)
    return result


def collect(records: Sequence[SpanRecord], resource: Mapping[str, Any] | None = None) -> list[ReadableSpan]:
    """The finished SDK spans of one trace (through an in-memory exporter)."""
    from opentelemetry.sdk.trace.export import SimpleSpanProcessor
    from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

    provider = new_provider(resource)
    memory = InMemorySpanExporter()
    provider.add_span_processor(SimpleSpanProcessor(memory))
    emit(records, provider)
    provider.shutdown()
    return list(memory.get_finished_spans())


def traces_endpoint(url: str) -> str:
    """A collector's base URL (``http://127.0.0.1:4318``) completed with ``/v1/traces``."""
    from urllib.parse import urlsplit

    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.netloc:
        raise ValueError(f"not an http(s) URL: {url!r} (e.g. http://127.0.0.1:4318)")
    return url if parts.path.rstrip("/") else url.rstrip("/") + "/v1/traces"


def _counting(inner: SpanExporter) -> Any:
    """An exporter that hands spans to ``inner`` and counts those it delivered."""
    from opentelemetry.sdk.trace.export import SpanExporter, SpanExportResult

    class Counting(SpanExporter):
        def __init__(self) -> None:
            self.sent = 0
            self.lock = threading.Lock()
            self.stopped = False

        def export(self, spans: Sequence[ReadableSpan]) -> SpanExportResult:
            result = inner.export(spans)
            if result is SpanExportResult.SUCCESS:
                with self.lock:
                    self.sent += len(spans)
            return result

        def shutdown(self) -> None:
            if not self.stopped:
                self.stopped = True
                inner.shutdown()

        def force_flush(self, timeout_millis: int = 30000) -> bool:
            return inner.force_flush(timeout_millis)

    return Counting()


@contextmanager
def _quiet_exporter_logs() -> Iterator[None]:
    """The exporter logs every retry; the caller reports one line instead."""
    logger = logging.getLogger("opentelemetry.exporter")
    level, propagate = logger.level, logger.propagate
    logger.setLevel(logging.CRITICAL)
    logger.propagate = False
    try:
        yield
    finally:
        logger.setLevel(level)
        logger.propagate = propagate


class LiveExporter:
    """Sends each episode's trace to an OTLP/HTTP collector as the episode finishes.

    Spans go through the SDK's batch processor on its own thread, so a slow collector never holds up
    the run; :meth:`close` flushes what is left (waiting at most ``timeout`` seconds) and says how
    many spans were delivered.
    """

    def __init__(
        self,
        endpoint: str,
        *,
        headers: Mapping[str, str] | None = None,
        timeout: float = 10.0,
        resource: Mapping[str, Any] | None = None,
    ) -> None:
        require()
        from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
        from opentelemetry.sdk.trace.export import BatchSpanProcessor

        self.endpoint = traces_endpoint(endpoint)
        self.timeout = timeout
        self._quiet = _quiet_exporter_logs()
        self._quiet.__enter__()
        inner = OTLPSpanExporter(endpoint=self.endpoint, headers=dict(headers or {}), timeout=timeout)
        self.counter = _counting(inner)
        self.provider = new_provider(resource)
        self.provider.add_span_processor(BatchSpanProcessor(self.counter))
        self.traces = 0
        self.spans = 0

    def send(self, records: Sequence[SpanRecord]) -> None:
        emit(records, self.provider)
        self.traces += 1
        self.spans += len(records)

    def close(self) -> tuple[int, int]:
        """Flush and stop; returns (spans delivered, spans not delivered)."""
        try:
            self.provider.force_flush(int(self.timeout * 1000))
            # What is still queued now fails at once instead of waiting on a collector that is down.
            self.counter.shutdown()
            self.provider.shutdown()
        finally:
            self._quiet.__exit__(None, None, None)
        sent: int = self.counter.sent
        return sent, self.spans - sent  # spans still queued after the timeout were never delivered
