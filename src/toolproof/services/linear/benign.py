"""Linear changes a grader must not count as collateral damage (see :mod:`toolproof.service.benign`)."""

from __future__ import annotations

from toolproof.service.benign import Benign

BENIGN: tuple[Benign, ...] = (
    Benign(
        "linear_issues",
        ("updated",),
        "bookkeeping",
        "Linear stamps updatedAt on every change to an issue (its labels included)",
    ),
    Benign(
        "linear_comments",
        ("updated",),
        "bookkeeping",
        "Linear stamps updatedAt on every edit of a comment",
    ),
    Benign(
        "linear_attachments",
        ("updated",),
        "bookkeeping",
        "Linear stamps updatedAt when an attachment is attached again",
    ),
)
