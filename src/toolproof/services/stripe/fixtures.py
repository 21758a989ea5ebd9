"""Fixtures (placeholder)."""
