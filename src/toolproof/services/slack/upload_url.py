"""The ``upload_url`` of the v2 upload flow: where a file's bytes go between ``files.getUploadURLExternal``
and ``files.completeUploadExternal``.

Slack's is ``https://files.slack.com/upload/v1/<opaque key>``; the URL itself is the credential (the
bytes are POSTed without a token). The double's key is base64url of ``<principal>\\n<file id>`` in
process (the same for every world, so runs of one seed answer the same bytes), and over HTTP
``<world>\\n<principal>\\n<file id>`` on the serving host itself (``http://<host>/slack/api/upload/v1/<key>``,
rewritten by the dialect, which alone sees the request), so the upload reaches the right world with no
token. A key that does not decode names no upload: ``file_not_found`` with HTTP 404.
"""

from __future__ import annotations

import base64
import binascii
from dataclasses import dataclass

from toolproof.service.context import Context
from toolproof.services.slack.errors import SlackError

#: Where the Slack double is mounted (the service's ``mount``) and its upload path below it.
MOUNT = "/slack/api"
UPLOAD_PATH = "/upload/v1/"
#: The host Slack's own upload URLs name: in process, the URL is Slack's; over HTTP, this server's.
SLACK_UPLOAD_PREFIX = "https://files.slack.com" + UPLOAD_PATH


@dataclass(frozen=True, slots=True)
class UploadKey:
    world: str | None
    principal: str
    file_id: str


def _encode(*parts: str) -> str:
    return base64.urlsafe_b64encode("\n".join(parts).encode()).decode().rstrip("=")


def upload_url(ctx: Context, principal: str, file_id: str) -> str:
    """The in-process upload URL (the dialect points it at the serving host over HTTP)."""
    return SLACK_UPLOAD_PREFIX + _encode(principal, file_id)


def http_key(world: str, in_process_key: str) -> str | None:
    """The HTTP form of an in-process key: the world added (``None`` if the key is not ours)."""
    key = decode(in_process_key)
    if key is None or key.world is not None:
        return None
    return _encode(world, key.principal, key.file_id)


def decode(key: str) -> UploadKey | None:
    """The upload a key names, or ``None``."""
    if not key or len(key) > 400:
        return None
    try:
        text = base64.urlsafe_b64decode(key + "=" * (-len(key) % 4)).decode("utf-8")
    except (binascii.Error, UnicodeError, ValueError):
        return None
    parts = text.split("\n")
    if any(not part for part in parts):
        return None
    if len(parts) == 2:
        return UploadKey(None, parts[0], parts[1])
    if len(parts) == 3:
        return UploadKey(parts[0], parts[1], parts[2])
    return None


def key_of_url(url: str) -> str:
    """The key at the end of an upload URL (the whole value if it has no ``/``)."""
    return url.rstrip("/").rsplit("/", 1)[-1].split("?", 1)[0]


def not_found() -> SlackError:
    """No such upload (or not this caller's): Slack's upload host answers 404."""
    return SlackError("file_not_found", status=404)
