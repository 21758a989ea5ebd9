"""Step 2 of the v2 upload flow: the bytes POSTed to a file's ``upload_url``.

Over HTTP the body is the file itself (raw, as ``slack_sdk`` sends it, whatever its ``Content-Type``)
or a ``multipart/form-data`` form whose file part holds it; the dialect hands it over as
``content_base64``. In process (and as a tool) pass ``upload_url`` and the bytes as ``content`` (text,
UTF-8) or ``content_base64``. The answer is Slack's upload host's: HTTP 200 ``OK - <bytes>`` (plain
text over HTTP). Uploading again before completion replaces the bytes; after completion, or for a URL
that names no pending upload of yours, nothing is stored (404 / 400).
"""

from __future__ import annotations

import base64
import binascii
from typing import Any

from pydantic import Field

from toolproof.service.context import Context
from toolproof.services.slack.access import caller
from toolproof.services.slack.errors import SlackError, invalid_arguments
from toolproof.services.slack.params import SlackParams
from toolproof.services.slack.service import service
from toolproof.services.slack.upload_url import decode, key_of_url, not_found

#: Beyond this the HTTP layer refuses the body anyway (413); in process the same limit holds.
MAX_BYTES = 1_000_000


class UploadArgs(SlackParams):
    upload_id: str | None = Field(None, description="The key at the end of upload_url (over HTTP: the path).")
    upload_url: str | None = Field(None, description="The upload_url files.getUploadURLExternal returned.")
    content: str | None = Field(None, description="The file's bytes as text (UTF-8).")
    content_base64: str | None = Field(None, description="Or: the file's bytes, base64.")


def _bytes(p: UploadArgs) -> bytes:
    if (p.content is None) == (p.content_base64 is None):
        raise invalid_arguments("[ERROR] give the file's bytes as content or content_base64", status=400)
    if p.content is not None:
        return p.content.encode("utf-8")
    try:
        return base64.b64decode(p.content_base64 or "", validate=True)
    except (binascii.Error, ValueError):
        raise invalid_arguments("[ERROR] content_base64 is not valid base64", status=400) from None


@service.operation("slack.files.upload.v2", ("POST",), "/upload/v1/{upload_id}", writes=True)
def upload_bytes(ctx: Context, p: UploadArgs) -> dict[str, Any]:
    """Step 2 of an upload: send the file's bytes to the upload_url from files.getUploadURLExternal
    (exactly `length` bytes), then call files.completeUploadExternal."""
    key = decode(p.upload_id or key_of_url(p.upload_url or ""))
    if key is None or (key.world is not None and ctx.world is not None and key.world != ctx.world.id):
        raise not_found()
    who = caller(ctx)
    row = ctx.one("SELECT * FROM slack_files WHERE id = ?", (key.file_id,))
    if row is None or row["user"] != who.user:
        raise not_found()
    if row["state"] != "pending":
        raise invalid_arguments("[ERROR] this upload was already completed", status=400)
    data = _bytes(p)
    if not data:
        raise invalid_arguments("[ERROR] the upload is empty", status=400)
    if len(data) > MAX_BYTES:
        raise SlackError("request_too_large", status=413)
    ctx.db.execute("UPDATE slack_files SET size = ?, content = ? WHERE id = ?", (len(data), data, row["id"]))
    return {"size": len(data)}
