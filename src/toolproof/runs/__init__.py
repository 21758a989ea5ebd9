"""Runs: suites × agents × fault variants × trials, a durable result store, and the metrics."""
