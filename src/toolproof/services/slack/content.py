"""Message content checks shared by ``chat.postMessage``, ``update``, ``postEphemeral``, ``scheduleMessage``.

Slack's limits: text over 40,000 characters is ``msg_too_long``; a message needs ``text``, ``blocks``
or ``attachments`` (``no_text``); blocks must be a JSON array (``invalid_blocks_format``) of at most
50 objects of known types with valid text (``invalid_blocks`` with the reasons in
``response_metadata.messages``); more than 100 attachments is ``too_many_attachments``.
"""

from __future__ import annotations

import json
from typing import Any

from toolproof.services.slack.errors import SlackError

MAX_TEXT = 40_000
MAX_BLOCKS = 50
MAX_ATTACHMENTS = 100
BLOCK_TYPES = {
    "actions",
    "context",
    "divider",
    "file",
    "header",
    "image",
    "input",
    "markdown",
    "rich_text",
    "section",
    "video",
}
TEXT_TYPES = {"plain_text", "mrkdwn"}


def parse_json_list(value: str | list[Any] | None, bad_format: str) -> list[Any] | None:
    if value is None or value == "":
        return None
    if isinstance(value, str):
        try:
            value = json.loads(value)
        except ValueError:
            raise SlackError(bad_format) from None
    if not isinstance(value, list):
        raise SlackError(bad_format)
    return value


def check_blocks(blocks: list[Any]) -> None:
    problems: list[str] = []
    if len(blocks) > MAX_BLOCKS:
        problems.append(f"[ERROR] no more than {MAX_BLOCKS} items allowed [json-pointer:/blocks]")
    for i, block in enumerate(blocks[:MAX_BLOCKS]):
        where = f"[json-pointer:/blocks/{i}"
        if not isinstance(block, dict):
            problems.append(f"[ERROR] expected an object {where}]")
            continue
        kind = block.get("type")
        if kind not in BLOCK_TYPES:
            problems.append(f"[ERROR] unsupported type: {kind!s} {where}/type]")
            continue
        text = block.get("text")
        if kind in ("section", "header"):
            if (text is None and kind == "header") or (text is None and "fields" not in block):
                problems.append(f"[ERROR] must provide an object {where}/text]")
            elif text is not None:
                problems.extend(_check_text(text, f"{where}/text", 150 if kind == "header" else 3000))
        block_id = block.get("block_id")
        if block_id is not None and (not isinstance(block_id, str) or len(block_id) > 255):
            problems.append(f"[ERROR] must be a string of at most 255 characters {where}/block_id]")
    if problems:
        raise SlackError("invalid_blocks", response_metadata={"messages": problems})


def _check_text(text: Any, where: str, limit: int) -> list[str]:
    if (
        not isinstance(text, dict)
        or text.get("type") not in TEXT_TYPES
        or not isinstance(text.get("text"), str)
    ):
        return [f"[ERROR] must provide a text object {where}]"]
    if not text["text"]:
        return [f"[ERROR] must be more than 0 characters {where}/text]"]
    if len(text["text"]) > limit:
        return [f"[ERROR] must be less than {limit + 1} characters {where}/text]"]
    return []


def content(
    text: str | None, blocks: str | list[Any] | None, attachments: str | list[Any] | None
) -> tuple[str, list[Any] | None, list[Any] | None]:
    """Validated (text, blocks, attachments) in Slack's order of checks."""
    # (Most posts give neither: no call to find that out.)
    parsed_blocks = None if blocks is None else parse_json_list(blocks, "invalid_blocks_format")
    parsed_attachments = None if attachments is None else parse_json_list(attachments, "invalid_attachments")
    if not text and not parsed_blocks and not parsed_attachments:
        raise SlackError("no_text")
    if text is not None and len(text) > MAX_TEXT:
        raise SlackError("msg_too_long")
    if parsed_blocks:
        check_blocks(parsed_blocks)
    if parsed_attachments:
        if len(parsed_attachments) > MAX_ATTACHMENTS:
            raise SlackError("too_many_attachments")
        if not all(isinstance(a, dict) for a in parsed_attachments):
            raise SlackError("invalid_attachments")
        parsed_attachments = [{**a, "id": i + 1} for i, a in enumerate(parsed_attachments)]
    return text or "", parsed_blocks or None, parsed_attachments or None
