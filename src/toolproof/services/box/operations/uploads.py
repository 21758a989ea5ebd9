"""Uploads (Box's upload host, ``/upload/2.0``): a new file, or a new version of a file.

Over HTTP they are multipart bodies (an ``attributes`` JSON part, then the ``file`` part), as the SDK
sends them; the dialect turns the file part into ``content`` (UTF-8 text) or ``content_base64``.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
from typing import Any

from pydantic import Field, model_validator

from toolproof.service import Context, Params
from toolproof.services.box.errors import BoxError, bad_request, name_in_use
from toolproof.services.box.items import (
    ROOT,
    check_if_match,
    check_name,
    conflicts_in,
    get_item,
    new_id,
    parent_folder,
    require_role,
    touch,
)
from toolproof.services.box.params import Fields, Id, IfMatch, Loose, ParentRef
from toolproof.services.box.render import item_mini, render_item
from toolproof.services.box.service import service

#: The double keeps small files only (README): a larger upload is refused as Box refuses a file over
#: the account's max_upload_size.
MAX_BYTES = 1_000_000


class UploadAttributes(Loose):
    name: str = Field(max_length=1000, description="The file's name.")
    parent: ParentRef = Field(description="The folder to upload into ({'id': '0'} for All Files).")
    content_created_at: str | None = Field(default=None, max_length=40)
    content_modified_at: str | None = Field(default=None, max_length=40)


class Content(Params):
    content: str | None = Field(default=None, max_length=MAX_BYTES, description="The file's content as text.")
    content_base64: str | None = Field(
        default=None, max_length=2 * MAX_BYTES, description="Or: binary content, base64."
    )
    file_name: str | None = Field(
        default=None, max_length=1000, description="The multipart part's file name (ignored)."
    )
    fields: Fields = None

    @model_validator(mode="after")
    def _one_content(self) -> Content:
        if (self.content is None) == (self.content_base64 is None):
            raise ValueError("give exactly one of content or content_base64")
        return self

    def data(self) -> bytes:
        if self.content is not None:
            return self.content.encode("utf-8")
        try:
            return base64.b64decode(self.content_base64 or "", validate=True)
        except (binascii.Error, ValueError):
            raise bad_request("content_base64 is not valid base64.", "content_base64") from None


class Upload(Content):
    attributes: UploadAttributes


def store_version(ctx: Context, file_id: str, name: str, data: bytes, user_id: str) -> str:
    if len(data) > MAX_BYTES:
        raise BoxError(
            "File size exceeds the folder owner's file size limit",
            status=413,
            code="file_size_limit_exceeded",
        )
    number = ctx.one("SELECT coalesce(max(number), 0) AS n FROM box_versions WHERE file_id = ?", (file_id,))
    version_id = new_id(ctx)
    ctx.db.execute(
        "INSERT INTO box_versions (id, file_id, number, name, size, sha1, content, created_by, created_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            version_id,
            file_id,
            (number["n"] if number else 0) + 1,
            name,
            len(data),
            hashlib.sha1(data).hexdigest(),
            base64.b64encode(data).decode("ascii"),
            user_id,
            ctx.now(),
        ),
    )
    return version_id


def files_of(ctx: Context, file_id: str, fields: str | None) -> dict[str, Any]:
    row = ctx.one("SELECT * FROM box_items WHERE id = ?", (file_id,))
    return {"total_count": 1, "entries": [render_item(ctx, row, fields)]}


@service.operation("box.uploads.create", "POST", "/upload/2.0/files/content", writes=True)
def upload_file(ctx: Context, p: Upload) -> dict[str, Any]:
    """Upload a new file into a folder; 409 item_name_in_use (context_info.conflicts = the existing
    file) if the name is taken — then upload a new version of that file instead."""
    name = check_name(p.attributes.name)
    parent = parent_folder(ctx, p.attributes.parent.id)
    user = require_role(
        ctx, parent, ("owner", "co-owner", "editor", "uploader", "viewer uploader", "previewer uploader")
    )
    clash = conflicts_in(ctx, p.attributes.parent.id, name)
    if clash:
        raise name_in_use(item_mini(ctx, clash[0]))
    data = p.data()
    file_id = new_id(ctx)
    version_id = store_version(ctx, file_id, name, data, user["id"])
    owner = user["id"] if p.attributes.parent.id == ROOT else parent["owner_id"]
    now = ctx.now()
    ctx.db.execute(
        "INSERT INTO box_items (id, type, name, parent_id, owner_id, created_by, modified_by, "
        "created_at, modified_at, "
        "description, etag, status, size, version_id, tags) VALUES (?, 'file', ?, ?, ?, ?, ?, ?, ?, "
        "'', 0, 'active', ?, ?, '[]')",
        (
            file_id,
            name,
            p.attributes.parent.id,
            owner,
            user["id"],
            user["id"],
            now,
            now,
            len(data),
            version_id,
        ),
    )
    return files_of(ctx, file_id, p.fields)


class VersionAttributes(Loose):
    name: str | None = Field(default=None, max_length=1000, description="A new name for the file (optional).")
    content_modified_at: str | None = Field(default=None, max_length=40)


class UploadVersion(Content):
    file_id: Id
    attributes: VersionAttributes | None = None
    if_match: IfMatch = None


@service.operation("box.uploads.version", "POST", "/upload/2.0/files/{file_id}/content", writes=True)
def upload_version(ctx: Context, p: UploadVersion) -> dict[str, Any]:
    """Upload a new version of an existing file (the old one stays in box.files.versions)."""
    row = get_item(ctx, p.file_id, "file")
    check_if_match(row, p.if_match)
    user = require_role(ctx, row, ("owner", "co-owner", "editor"))
    name = row["name"]
    if p.attributes is not None and p.attributes.name is not None:
        name = check_name(p.attributes.name)
        clash = conflicts_in(ctx, row["parent_id"], name, exclude=p.file_id)
        if clash:
            raise name_in_use(item_mini(ctx, clash[0]))
    data = p.data()
    version_id = store_version(ctx, p.file_id, name, data, user["id"])
    touch(ctx, p.file_id, user["id"], name=name, size=len(data), version_id=version_id)
    return files_of(ctx, p.file_id, p.fields)
