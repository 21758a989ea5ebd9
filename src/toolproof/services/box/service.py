"""The ``box`` service object every operation module registers on."""

from __future__ import annotations

from toolproof.service import Benign, Service
from toolproof.service.contacts import Contact
from toolproof.services.box.claims import CLAIM_WORDS, CLAIMS, COUNTED
from toolproof.services.box.dialect import BoxDialect
from toolproof.services.box.names import NAMES
from toolproof.services.box.ratelimits import rate_limits, service_time
from toolproof.services.box.server_set import SERVER_SET
from toolproof.services.box.tables import ALL_TABLES

BENIGN = (
    Benign(
        "box_items",
        ("etag", "modified_at", "modified_by"),
        kind="bookkeeping",
        why="Box bumps an item's etag/sequence_id and modified time on every change by itself.",
    ),
    Benign(
        "box_metadata",
        ("version",),
        kind="bookkeeping",
        why="Box counts a metadata instance's changes in $version by itself.",
    ),
    Benign(
        "box_collaborations",
        ("modified_at",),
        kind="bookkeeping",
        why="Box stamps a collaboration's modified_at on every change by itself.",
    ),
)

service = Service(
    "box",
    mount="/box",
    dialect=BoxDialect(),
    tables=ALL_TABLES,
    benign=BENIGN,
    contacts=(
        Contact(
            "email",
            ("box.collaborations.create", "box.task_assignments.create", "box.comments.create"),
            "Box e-mails the person invited to collaborate, assigned a task or @mentioned in a comment",
        ),
    ),
    claims=CLAIMS,
    claim_words=CLAIM_WORDS,
    counted=COUNTED,
    names=NAMES,
    server_set=SERVER_SET,
    rate_limits=rate_limits,
    service_time=service_time,
    # A user id acts as that user (their token, or the admin's with As-User): a task's ``acts_as``.
    principal_table="box_users",
    description="Box Content API 2.0: an enterprise's folders and files, sharing, collaboration, "
    "comments, tasks, metadata and search.",
)
