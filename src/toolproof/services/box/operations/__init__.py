"""Every Box operation module; importing this package registers them on the service."""

from toolproof.services.box.operations import (
    collaborations,
    comments,
    files,
    folders,
    metadata,
    search,
    tasks,
    trash,
    uploads,
    users,
)

__all__ = [
    "collaborations",
    "comments",
    "files",
    "folders",
    "metadata",
    "search",
    "tasks",
    "trash",
    "uploads",
    "users",
]
