"""Argument types shared by the Box operations; their descriptions reach every tool schema."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from toolproof.service import Params

Id = Annotated[str, Field(min_length=1, max_length=64, pattern=r"^[0-9]+$", description="A Box numeric id.")]
Fields = Annotated[
    str | None,
    Field(
        default=None,
        max_length=2000,
        description="Comma-separated fields to return (e.g. 'name,size,shared_link'); type, id and etag "
        "always come along. Omit for the standard representation.",
    ),
]
IfMatch = Annotated[
    str | None,
    Field(
        default=None,
        max_length=200,
        description="Only act if the item's etag still equals this (412 otherwise).",
    ),
]
Limit = Annotated[int | None, Field(default=None, ge=0, le=10_000, description="Page size.")]
Offset = Annotated[int | None, Field(default=None, ge=0, le=1_000_000, description="Items to skip.")]
Access = Literal["open", "company", "collaborators"]


class Loose(BaseModel):
    """A nested object: unknown members are refused as Box refuses them."""

    model_config = ConfigDict(extra="forbid")


class ParentRef(Loose):
    id: Id


class SharedLinkPermissions(Loose):
    can_download: bool | None = None
    can_preview: bool | None = None
    can_edit: bool | None = None


class SharedLinkIn(Loose):
    access: Access | None = Field(
        default=None, description="Who can use the link: open (anyone), company, or collaborators."
    )
    password: str | None = Field(default=None, max_length=100)
    vanity_name: str | None = Field(default=None, max_length=100)
    unshared_at: str | None = Field(
        default=None, max_length=40, description="When the link expires (RFC 3339)."
    )
    permissions: SharedLinkPermissions | None = None


class ItemUpdate(Params):
    """Fields of ``PUT /files/{id}`` and ``PUT /folders/{id}`` (rename, move, describe, share)."""

    name: str | None = Field(default=None, max_length=1000, description="New name (rename).")
    description: str | None = Field(default=None, max_length=256)
    parent: ParentRef | None = Field(default=None, description="New parent folder (move).")
    shared_link: SharedLinkIn | None = Field(
        default=None, description="Create or change the shared link; null removes it."
    )
    tags: list[Annotated[str, Field(max_length=100)]] | None = Field(default=None, max_length=100)
    fields: Fields = None
    if_match: IfMatch = None
