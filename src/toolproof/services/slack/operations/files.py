"""``files.*``: the v2 upload flow, reading, listing and deleting files.

Since 2024 Slack's only upload path is three steps (``slack_sdk``'s ``files_upload_v2`` drives them):
``files.getUploadURLExternal`` (a ``file_id`` and an ``upload_url``), a POST of the bytes to that URL
(``upload.py``: an endpoint of this same server), then ``files.completeUploadExternal``, which titles
the files and, given ``channel_id`` (or ``channels``), shares them: one message carrying the files,
with ``initial_comment`` as its text, in ``thread_ts``'s thread if given. A file completed without a
channel stays private to its owner. Completion refuses a file whose bytes never arrived
(``file_not_found``) or whose bytes differ in length from ``length`` (``invalid_arguments``).
Slack completes asynchronously (a share can show a moment later); here it is immediate.
"""

from __future__ import annotations

import json
import sqlite3
from typing import Any

from pydantic import Field

from toolproof.service.context import Context
from toolproof.services.slack.access import (
    TS_RE,
    Caller,
    caller,
    find_channel,
    is_member,
    new_ts,
    preflight,
    user_row,
)
from toolproof.services.slack.errors import SlackError, invalid_arguments
from toolproof.services.slack.file_objects import TYPE_FILTERS, VISIBLE, file_object, kind_of, team_and_domain
from toolproof.services.slack.ids import new_slack_id
from toolproof.services.slack.operations.chat import insert_message, thread_of
from toolproof.services.slack.params import SlackParams
from toolproof.services.slack.service import BOTH, service
from toolproof.services.slack.upload_url import upload_url

FILE = "F"
#: The largest file the double keeps (its HTTP bodies stop at 1 MiB; Slack's limit is 1 GB).
MAX_LENGTH = 1_000_000
#: Slack's limit on ``alt_txt`` (method page: "up to 1000 characters").
MAX_ALT_TXT = 1000
FILE_DOC = "File id (F…), from files.list, files.getUploadURLExternal or a message's files."


class GetUploadUrlArgs(SlackParams):
    filename: str = Field(description="Name of the file being uploaded (e.g. q3-export.csv).")
    length: int = Field(
        description="Size of the file in bytes: exactly the bytes you will POST to upload_url."
    )
    alt_txt: str | None = Field(None, description="Description of an image for screen readers.")
    snippet_type: str | None = Field(None, description="Syntax type of a text snippet (e.g. python).")
    external_id: str | None = None


@service.operation("slack.files.getUploadURLExternal", BOTH, "/files.getUploadURLExternal", writes=True)
def files_get_upload_url_external(ctx: Context, p: GetUploadUrlArgs) -> dict[str, Any]:
    """Step 1 of an upload: reserve a file id and get the URL to POST its bytes to (step 2), then call
    files.completeUploadExternal (step 3) to title and share it."""
    preflight(ctx)
    who = caller(ctx)
    name = p.filename.strip()
    if not name:
        raise invalid_arguments("[ERROR] missing required field: filename")
    if p.length < 1 or p.length > MAX_LENGTH:
        raise invalid_arguments(f"[ERROR] length must be between 1 and {MAX_LENGTH} bytes")
    if p.alt_txt is not None and len(p.alt_txt) > MAX_ALT_TXT:
        raise invalid_arguments("[ERROR] alt_txt must be 1000 characters or fewer")
    filetype, mimetype, _pretty = kind_of(name, p.snippet_type)
    fid = new_slack_id(ctx, FILE)
    ctx.db.execute(
        "INSERT INTO slack_files VALUES (?, ?, ?, ?, ?, ?, ?, NULL, NULL, ?, ?, 'pending', ?, 0)",
        (
            fid,
            who.user,
            name,
            name,
            filetype,
            mimetype,
            p.length,
            p.alt_txt or None,
            p.snippet_type,
            ctx.now(),
        ),
    )
    return {"upload_url": upload_url(ctx, ctx.principal or "bot", fid), "file_id": fid}


class CompleteArgs(SlackParams):
    files: str | list[Any] = Field(
        description='The uploaded files: a JSON list of {"id": "F…", "title": "…"} (title optional).'
    )
    channel_id: str | None = Field(None, description="Conversation id to share the files in (one message).")
    channels: str | list[str] | None = Field(None, description="Or: comma-separated conversation ids.")
    initial_comment: str | None = Field(None, description="Text of the message that shares the files.")
    thread_ts: str | None = Field(None, description="Share as a reply in this thread (needs one channel).")
    blocks: str | list[Any] | None = None


def _file_list(value: str | list[Any]) -> list[tuple[str, str | None]]:
    if isinstance(value, str):
        try:
            value = json.loads(value)
        except ValueError:
            raise invalid_arguments("[ERROR] invalid value for field: files [json-pointer:/files]") from None
    if not isinstance(value, list) or not value:
        raise invalid_arguments("[ERROR] missing required field: files")
    out: list[tuple[str, str | None]] = []
    for item in value:
        if not isinstance(item, dict) or not isinstance(item.get("id"), str) or not item["id"]:
            raise invalid_arguments("[ERROR] invalid value for field: files [json-pointer:/files]")
        title = item.get("title")
        out.append((item["id"], title if isinstance(title, str) and title.strip() else None))
    if len({fid for fid, _ in out}) != len(out):
        raise invalid_arguments("[ERROR] a file is listed twice in files")
    return out


def _share_targets(ctx: Context, who: Caller, p: CompleteArgs) -> list[sqlite3.Row]:
    refs: list[str] = []
    if p.channel_id:
        refs = [p.channel_id]
    elif isinstance(p.channels, list):
        refs = [c for c in p.channels if isinstance(c, str) and c]
    elif p.channels:
        refs = [c.strip() for c in p.channels.split(",") if c.strip()]
    if p.thread_ts and len(refs) != 1:
        raise invalid_arguments("[ERROR] thread_ts requires exactly one channel")
    rows = []
    for ref in dict.fromkeys(refs):
        row = find_channel(ctx, ref)
        if row is None or (row["kind"] != "public" and not is_member(ctx, row["id"], who.user)):
            raise SlackError("channel_not_found")
        if row["is_archived"]:
            raise SlackError("is_archived")
        if not is_member(ctx, row["id"], who.user):
            raise SlackError("not_in_channel")
        rows.append(row)
    return rows


@service.operation("slack.files.completeUploadExternal", BOTH, "/files.completeUploadExternal", writes=True)
def files_complete_upload_external(ctx: Context, p: CompleteArgs) -> dict[str, Any]:
    """Step 3 of an upload: finish the files whose bytes were POSTed to their upload_url and, with
    channel_id (and thread_ts for a thread reply), share them in one message with initial_comment."""
    preflight(ctx)
    who = caller(ctx)
    wanted = _file_list(p.files)
    rows = []
    for fid, title in wanted:
        row = ctx.one("SELECT * FROM slack_files WHERE id = ? AND user = ?", (fid, who.user))
        if row is None or row["state"] != "pending" or row["size"] is None:
            raise SlackError("file_not_found")
        if row["size"] != row["length"]:
            raise invalid_arguments(
                f"[ERROR] file {fid}: {row['size']} bytes were uploaded but length was {row['length']}"
            )
        rows.append((row, title))
    targets = _share_targets(ctx, who, p)
    if p.thread_ts is not None and p.thread_ts != "" and not TS_RE.match(p.thread_ts):
        raise SlackError("invalid_thread_ts")
    for row, title in rows:
        ctx.db.execute(
            "UPDATE slack_files SET state = 'complete', title = ? WHERE id = ?",
            (title or row["name"], row["id"]),
        )
    now = ctx.now()
    for target in targets:
        thread = thread_of(ctx, target["id"], p.thread_ts)
        ts = new_ts(ctx, target["id"])
        insert_message(
            ctx, who, target["id"], ts, p.initial_comment or "", None, None, thread, False, visible_at=now
        )
        for row, _title in rows:
            ctx.db.execute(
                "INSERT INTO slack_file_shares VALUES (?, ?, ?, ?, ?)",
                (row["id"], target["id"], ts, who.user, now),
            )
    return {"files": [{"id": row["id"], "title": title or row["name"]} for row, title in rows]}


def visible_file(ctx: Context, who: Caller, file_id: str) -> sqlite3.Row:
    """A file the caller may see: ``file_not_found`` otherwise, ``file_deleted`` once deleted."""
    row = ctx.one(f"SELECT * FROM slack_files f WHERE f.id = ? AND {VISIBLE}", (file_id, who.user, who.user))
    if row is None or (row["state"] != "complete" and row["user"] != who.user):
        raise SlackError("file_not_found")
    if row["date_delete"]:
        raise SlackError("file_deleted")
    return row


class InfoArgs(SlackParams):
    file: str = Field(description=FILE_DOC)
    count: int | None = None
    page: int | None = None
    limit: int | None = None
    cursor: str | None = None


@service.operation("slack.files.info", BOTH, "/files.info", writes=False)
def files_info(ctx: Context, p: InfoArgs) -> dict[str, Any]:
    """A file's details: name, title, type, size, owner, and where it was shared (channels, shares)."""
    preflight(ctx)
    who = caller(ctx)
    row = visible_file(ctx, who, p.file)
    team, domain = team_and_domain(ctx)
    return {
        "file": file_object(ctx, row, team, who.user, domain),
        "comments": [],
        "response_metadata": {"next_cursor": ""},
    }


class ListArgs(SlackParams):
    channel: str | None = Field(None, description="Only files shared in this conversation (id).")
    user: str | None = Field(None, description="Only files uploaded by this user (id).")
    types: str | None = Field(
        None, description="Comma-separated: all, images, pdfs, zips, snippets, spaces, gdocs."
    )
    ts_from: str | None = Field(None, description="Only files created at or after this Unix time.")
    ts_to: str | None = Field(None, description="Only files created at or before this Unix time.")
    count: int = Field(100, description="Files per page (default 100).")
    page: int = Field(1, description="Page number, from 1.")
    show_files_hidden_by_limit: bool | None = None
    team_id: str | None = None


def _unix(value: str | None) -> int | None:
    if value is None or value == "":
        return None
    try:
        return int(float(value))
    except ValueError:
        raise invalid_arguments("[ERROR] invalid value for field: ts [json-pointer:/ts]") from None


@service.operation("slack.files.list", BOTH, "/files.list", writes=False)
def files_list(ctx: Context, p: ListArgs) -> dict[str, Any]:
    """Files the caller can see, newest first, by channel, user, types and time; count/page paging."""
    preflight(ctx)
    who = caller(ctx)
    where = [VISIBLE, "f.date_delete = 0", "f.state = 'complete'"]
    args: list[Any] = [who.user, who.user]
    if p.user:
        target = user_row(ctx, p.user)
        if target is None:
            raise SlackError("user_not_found")
        where.append("f.user = ?")
        args.append(p.user)
    if p.channel:
        where.append("EXISTS (SELECT 1 FROM slack_file_shares s2 WHERE s2.file = f.id AND s2.channel = ?)")
        args.append(p.channel)
    if p.types:
        kinds = [t.strip() for t in p.types.split(",") if t.strip()]
        if any(k not in TYPE_FILTERS for k in kinds):
            raise SlackError("unknown_type")
        if kinds and "all" not in kinds:
            where.append("(" + " OR ".join(TYPE_FILTERS[k] for k in kinds) + ")")
    low, high = _unix(p.ts_from), _unix(p.ts_to)
    if low is not None:
        where.append("f.created >= ?")
        args.append(low)
    if high is not None:
        where.append("f.created <= ?")
        args.append(high)
    rows = ctx.all(
        f"SELECT f.* FROM slack_files f WHERE {' AND '.join(where)} ORDER BY f.created DESC, f.id",
        tuple(args),
    )
    count = max(1, min(p.count, 1000))
    total = len(rows)
    pages = max(1, -(-total // count))
    page = max(1, p.page)
    team, domain = team_and_domain(ctx)
    chunk = rows[(page - 1) * count : page * count]
    return {
        "files": [file_object(ctx, r, team, who.user, domain) for r in chunk],
        "paging": {"count": count, "total": total, "page": page, "pages": pages},
    }


class DeleteArgs(SlackParams):
    file: str = Field(description=FILE_DOC)


@service.operation("slack.files.delete", BOTH, "/files.delete", writes=True)
def files_delete(ctx: Context, p: DeleteArgs) -> dict[str, Any]:
    """Delete a file (its owner, or a workspace admin with a user token); its messages then show it as
    deleted. A second delete answers file_deleted."""
    preflight(ctx)
    who = caller(ctx)
    row = visible_file(ctx, who, p.file)
    if row["user"] != who.user and not (who.is_admin and not who.is_bot):
        raise SlackError("cant_delete_file")
    ctx.db.execute(
        "UPDATE slack_files SET date_delete = ?, content = NULL WHERE id = ?", (ctx.now(), row["id"])
    )
    return {}
