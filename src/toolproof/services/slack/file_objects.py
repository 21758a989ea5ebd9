"""Files as Slack shows them: the file object of ``files.info`` / ``files.list`` / ``search.files``,
and the ``files`` of a message that shared them.

A file's ``channels`` / ``groups`` / ``ims`` and ``shares`` list only the conversations the caller can
see, as Slack filters them. A deleted file shows in its old messages as ``{"id", "mode": "tombstone"}``.
The kind of a file (``filetype``, ``mimetype``, ``pretty_type``) comes from its name's extension, or
from ``snippet_type`` for a snippet.
"""

from __future__ import annotations

import hashlib
import sqlite3
from collections.abc import Mapping, Sequence
from typing import Any

from toolproof.service.context import Context

#: extension → (filetype, mimetype, pretty_type), as Slack names them.
KINDS: dict[str, tuple[str, str, str]] = {
    "csv": ("csv", "text/csv", "CSV"),
    "pdf": ("pdf", "application/pdf", "PDF"),
    "png": ("png", "image/png", "PNG"),
    "jpg": ("jpg", "image/jpeg", "JPEG"),
    "jpeg": ("jpg", "image/jpeg", "JPEG"),
    "gif": ("gif", "image/gif", "GIF"),
    "txt": ("text", "text/plain", "Plain Text"),
    "md": ("markdown", "text/plain", "Markdown (raw)"),
    "json": ("json", "application/json", "JSON"),
    "zip": ("zip", "application/zip", "Zip"),
    "xlsx": (
        "xlsx",
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "Excel Spreadsheet",
    ),
    "docx": (
        "docx",
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        "Word Document",
    ),
    "log": ("text", "text/plain", "Plain Text"),
}
BINARY = ("binary", "application/octet-stream", "Binary")
#: ``files.list`` ``types`` → the filetypes (or mode) each names.
TYPE_FILTERS: dict[str, str] = {
    "all": "1",
    "images": "f.mimetype LIKE 'image/%'",
    "pdfs": "f.filetype = 'pdf'",
    "zips": "f.filetype = 'zip'",
    "snippets": "f.snippet_type IS NOT NULL",
    "spaces": "f.filetype = 'post'",
    "gdocs": "f.filetype = 'gdoc'",
}


def kind_of(name: str, snippet_type: str | None) -> tuple[str, str, str]:
    """``(filetype, mimetype, pretty_type)`` of a file called ``name``."""
    if snippet_type:
        return (snippet_type, "text/plain", snippet_type.capitalize())
    ext = name.rsplit(".", 1)[-1].lower() if "." in name else ""
    return KINDS.get(ext, BINARY)


#: SQL: the file ``f`` is one the user ``?`` may see (theirs, or shared where they can read).
VISIBLE = (
    "(f.user = ? OR EXISTS (SELECT 1 FROM slack_file_shares s JOIN slack_channels c ON c.id = s.channel "
    "WHERE s.file = f.id AND (c.kind = 'public' OR EXISTS (SELECT 1 FROM slack_members mm "
    "WHERE mm.channel = s.channel AND mm.user = ?))))"
)


def _slug(title: str) -> str:
    out = "".join(ch.lower() if ch.isalnum() else "_" for ch in title).strip("_")
    return "_".join(part for part in out.split("_") if part) or "file"


def file_object(
    ctx: Context, row: sqlite3.Row | Mapping[str, Any], team: str, viewer: str, domain: str
) -> dict[str, Any]:
    """The whole file object for ``viewer`` (shares filtered to what they can see)."""
    fid = row["id"]
    shares: dict[str, dict[str, list[dict[str, Any]]]] = {}
    lists: dict[str, list[str]] = {"channels": [], "groups": [], "ims": []}
    for s in ctx.all(
        "SELECT s.channel, s.ts, s.user, c.kind, c.name, m.thread_ts FROM slack_file_shares s "
        "JOIN slack_channels c ON c.id = s.channel "
        "LEFT JOIN slack_messages m ON m.channel = s.channel AND m.ts = s.ts "
        "WHERE s.file = ? AND (c.kind = 'public' OR EXISTS (SELECT 1 FROM slack_members mm "
        "WHERE mm.channel = s.channel AND mm.user = ?)) ORDER BY s.created, s.channel, s.ts",
        (fid, viewer),
    ):
        public = s["kind"] == "public"
        key = "channels" if public else ("groups" if s["kind"] in ("private", "mpim") else "ims")
        if s["channel"] not in lists[key]:
            lists[key].append(s["channel"])
        share: dict[str, Any] = {
            "reply_users": [],
            "reply_users_count": 0,
            "reply_count": 0,
            "ts": s["ts"],
            "channel_name": s["name"] or "",
            "team_id": team,
            "share_user_id": s["user"],
        }
        if s["thread_ts"] and s["thread_ts"] != s["ts"]:
            share["thread_ts"] = s["thread_ts"]
        shares.setdefault("public" if public else "private", {}).setdefault(s["channel"], []).append(share)
    name = row["name"]
    secret = hashlib.blake2b(f"{team}/{fid}".encode(), digest_size=5).hexdigest()
    private = f"https://files.slack.com/files-pri/{team}-{fid}/{name}"
    out: dict[str, Any] = {
        "id": fid,
        "created": row["created"],
        "timestamp": row["created"],
        "name": name,
        "title": row["title"] or name,
        "mimetype": row["mimetype"],
        "filetype": row["filetype"],
        "pretty_type": kind_of(name, row["snippet_type"])[2],
        "user": row["user"],
        "user_team": team,
        "editable": bool(row["snippet_type"]),
        "size": row["size"] or 0,
        "mode": "snippet" if row["snippet_type"] else "hosted",
        "is_external": False,
        "external_type": "",
        "is_public": bool(lists["channels"]),
        "public_url_shared": False,
        "display_as_bot": False,
        "username": "",
        "url_private": private,
        "url_private_download": f"https://files.slack.com/files-pri/{team}-{fid}/download/{name}",
        "permalink": f"https://{domain}.slack.com/files/{row['user']}/{fid}/{_slug(name)}",
        "permalink_public": f"https://slack-files.com/{team}-{fid}-{secret}",
        "comments_count": 0,
        "is_starred": False,
        "has_rich_preview": False,
        "channels": lists["channels"],
        "groups": lists["groups"],
        "ims": lists["ims"],
        "shares": shares,
    }
    if row["alt_txt"]:
        out["alt_txt"] = row["alt_txt"]
    return out


def tombstone(file_id: str) -> dict[str, Any]:
    """What a message shows of a file deleted since it was shared."""
    return {"id": file_id, "mode": "tombstone"}


def team_and_domain(ctx: Context) -> tuple[str, str]:
    row = ctx.one("SELECT id, domain FROM slack_team")
    return (row["id"], row["domain"]) if row is not None else ("", "workspace")


#: A file's columns but its bytes (rendering never needs them).
_COLUMNS = (
    "f.id, f.user, f.name, f.title, f.filetype, f.mimetype, f.length, f.size, f.alt_txt, f.snippet_type, "
    "f.state, f.created, f.date_delete"
)


def shared_channels(ctx: Context) -> frozenset[str]:
    """The conversations any file was shared in (remembered until a share is written): a page of
    history elsewhere, nearly every page, costs no statement for files."""
    return ctx.remembered(
        ("slack.shared_channels",),
        lambda: frozenset(r[0] for r in ctx.db.execute("SELECT DISTINCT channel FROM slack_file_shares")),
        ("slack_file_shares",),
    )


def files_of_messages(
    ctx: Context, keys: Sequence[tuple[str, str]], viewer: str, *, contiguous: bool = False
) -> dict[tuple[str, str], list[dict[str, Any]]]:
    """The ``files`` of each message (``(channel, ts)``) that shared some: one statement per channel
    that has shares, none for the others.

    ``contiguous`` (a page of history): read the shares of the page's ``ts`` range and keep the
    page's own, instead of an ``IN`` list; the same rows in the same order either way (``ORDER BY
    s.created, f.id`` is unique within a message: one share of a file per message).
    """
    out: dict[tuple[str, str], list[dict[str, Any]]] = {}
    shared = shared_channels(ctx)
    by_channel: dict[str, list[str]] = {}
    for channel, ts in keys:
        if channel in shared:
            by_channel.setdefault(channel, []).append(ts)
    found: list[sqlite3.Row] = []
    for channel, tss in by_channel.items():
        if contiguous:
            own = set(tss)
            found += [
                r
                for r in ctx.all(
                    f"SELECT s.channel, s.ts, {_COLUMNS} FROM slack_file_shares s "
                    "JOIN slack_files f ON f.id = s.file WHERE s.channel = ? AND s.ts >= ? AND s.ts <= ? "
                    "ORDER BY s.created, f.id",
                    (channel, min(tss), max(tss)),
                )
                if r["ts"] in own
            ]
            continue
        marks = ",".join("?" * len(tss))
        found += ctx.all(
            f"SELECT s.channel, s.ts, {_COLUMNS} FROM slack_file_shares s "
            f"JOIN slack_files f ON f.id = s.file WHERE s.channel = ? AND s.ts IN ({marks}) "
            "ORDER BY s.created, f.id",
            (channel, *tss),
        )
    if not found:
        return out
    team, domain = team_and_domain(ctx)
    for r in found:
        obj = tombstone(r["id"]) if r["date_delete"] else file_object(ctx, r, team, viewer, domain)
        out.setdefault((r["channel"], r["ts"]), []).append(obj)
    return out
