"""What the handlers share: ids, the viewer, lookups that fail as Linear fails."""

from __future__ import annotations

from typing import Any

from toolproof.service.context import Context
from toolproof.services.linear.errors import EntityNotFound, InvalidInput
from toolproof.services.linear.graph import Node
from toolproof.services.linear.reader import Reader

HEX = "0123456789abcdef"


def new_uuid(ctx: Context) -> str:
    """A UUID v4 from the world's RNG (Linear's ids are UUIDs)."""
    raw = ctx.rng.token(32, HEX)
    return f"{raw[:8]}-{raw[8:12]}-4{raw[13:16]}-{'89ab'[int(raw[16], 16) % 4]}{raw[17:20]}-{raw[20:32]}"


def client_id(ctx: Context, reader: Reader, typename: str, wanted: str | None) -> str:
    """The id a create uses: the client's (Linear lets clients choose a UUID) unless taken, else a new one."""
    if wanted is None:
        return new_uuid(ctx)
    if reader.get(typename, wanted) is not None:
        raise InvalidInput(
            f"{typename} with id {wanted} already exists",
            presentable=f"That {typename} id is already in use.",
        )
    return wanted


def viewer_id(reader: Reader) -> str:
    return str(reader.org()["viewer_id"])


def need(reader: Reader, typename: str, row_id: str | None) -> dict[str, Any]:
    row = reader.get(typename, row_id) if row_id else None
    if row is None:
        raise EntityNotFound(typename)
    return row


def need_issue(reader: Reader, ref: str) -> dict[str, Any]:
    row = reader.issue_by_ref(ref)
    if row is None:
        raise EntityNotFound("Issue")
    return row


def lastsync(ctx: Context) -> float:
    return float(ctx.now())


def payload(ctx: Context, name: str, typename: str, row: dict[str, Any] | None) -> dict[str, Any]:
    """A mutation's payload (``IssuePayload``, ``CommentPayload``…) over the row as it is now."""
    return {"success": True, "lastSyncId": lastsync(ctx), name: None if row is None else Node(typename, row)}


def fresh(ctx: Context, typename: str, row_id: str) -> dict[str, Any]:
    """The row as written (a new reader: no cache from before the write)."""
    return need(Reader(ctx.db), typename, row_id)
