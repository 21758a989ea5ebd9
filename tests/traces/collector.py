"""A local stand-in for an OpenTelemetry collector: OTLP/HTTP ``POST /v1/traces`` on 127.0.0.1.

It decodes each request with the official OTLP protobuf messages (as a collector does) and keeps them,
so a test can see exactly what reached the wire. Protobuf (what the SDK's exporter sends) and
OTLP/JSON (what ``toolproof export --format otlp-json`` writes) are both accepted.
"""

from __future__ import annotations

import base64
import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from google.protobuf import json_format
from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import (
    ExportTraceServiceRequest,
    ExportTraceServiceResponse,
)


def _base64_ids(node: Any) -> Any:
    """OTLP/JSON ids are hex; protobuf's JSON mapping wants bytes as base64."""
    if isinstance(node, dict):
        return {
            k: base64.b64encode(bytes.fromhex(v)).decode()
            if k in ("traceId", "spanId", "parentSpanId")
            else _base64_ids(v)
            for k, v in node.items()
        }
    if isinstance(node, list):
        return [_base64_ids(v) for v in node]
    return node


def parse_otlp_json(document: dict[str, Any]) -> ExportTraceServiceRequest:
    """An OTLP/JSON document as the protobuf message; raises on any field the data model lacks."""
    message = ExportTraceServiceRequest()
    json_format.ParseDict(_base64_ids(document), message, ignore_unknown_fields=False)
    return message


class Collector:
    """``with Collector() as c:`` — ``c.url`` (base URL), ``c.requests`` (decoded), ``c.spans()``."""

    def __init__(self) -> None:
        self.requests: list[ExportTraceServiceRequest] = []
        self.headers: list[dict[str, str]] = []
        collector = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
                if self.path != "/v1/traces":
                    self.send_response(404)
                    self.end_headers()
                    return
                if self.headers.get("Content-Type", "").startswith("application/json"):
                    request = parse_otlp_json(json.loads(body))
                else:
                    request = ExportTraceServiceRequest.FromString(body)
                collector.requests.append(request)
                collector.headers.append({k.lower(): v for k, v in self.headers.items()})
                reply = ExportTraceServiceResponse().SerializeToString()
                self.send_response(200)
                self.send_header("Content-Type", "application/x-protobuf")
                self.send_header("Content-Length", str(len(reply)))
                self.end_headers()
                self.wfile.write(reply)

            def log_message(self, format: str, *args: Any) -> None:
                pass

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self._server.server_address[1]}"
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    def spans(self) -> list[Any]:
        return [
            span
            for request in self.requests
            for resource in request.resource_spans
            for scope in resource.scope_spans
            for span in scope.spans
        ]

    def __enter__(self) -> Collector:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=10)
