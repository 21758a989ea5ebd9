"""Page and sync tokens: opaque to clients, deterministic for the double.

A page token carries the offset and the change sequence seen by the first page (so the last page's
``nextSyncToken`` covers exactly what the listing saw). A sync token carries the change sequence and
a checksum of the calendar id, so a token from another calendar, a forged one or one older than the
calendar's sync floor is a 410 ``fullSyncRequired``.
"""

from __future__ import annotations

import base64
import binascii
import zlib

from toolproof.services.gcal.errors import full_sync_required, invalid


def _enc(prefix: str, text: str) -> str:
    return prefix + base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")


def _dec(prefix: str, token: str) -> list[str] | None:
    if not token.startswith(prefix):
        return None
    raw = token[len(prefix) :]
    try:
        text = base64.urlsafe_b64decode(raw + "=" * (-len(raw) % 4)).decode()
    except (binascii.Error, UnicodeDecodeError, ValueError):
        return None
    return text.split(":")


def page_token(offset: int, seq: int) -> str:
    return _enc("EhA", f"p:{offset}:{seq}")


def read_page_token(token: str) -> tuple[int, int]:
    parts = _dec("EhA", token)
    if parts is None or len(parts) != 3 or parts[0] != "p" or not all(p.isdigit() for p in parts[1:]):
        raise invalid("Invalid page token value.", "pageToken")
    return int(parts[1]), int(parts[2])


def _tag(scope: str) -> str:
    return format(zlib.crc32(scope.encode()), "08x")


def sync_token(scope: str, seq: int) -> str:
    return _enc("CPD", f"s:{seq}:{_tag(scope)}")


def read_sync_token(token: str, scope: str, floor: int, head: int) -> int:
    parts = _dec("CPD", token)
    if (
        parts is None
        or len(parts) != 3
        or parts[0] != "s"
        or not parts[1].isdigit()
        or parts[2] != _tag(scope)
        or not floor <= int(parts[1]) <= head
    ):
        raise full_sync_required()
    return int(parts[1])
