"""Episodes as traces: spans built from stored results (:mod:`.spans`), written as JSON lines or OTLP
JSON, or sent to an OpenTelemetry collector through the official SDK (:mod:`.otel`)."""
