"""``files.*`` and the v2 upload flow over the official ``slack_sdk`` on a real loopback server.

``WebClient.files_upload_v2`` drives all three steps itself (``files.getUploadURLExternal``, a POST of
the bytes to the returned ``upload_url`` on this same server, ``files.completeUploadExternal``): exact
rows (the bytes in ``slack_files.content``), the sharing message in the channel or thread, every error
code with the state hash unchanged, list paging, search, deletion.
"""

from __future__ import annotations

import hashlib
import json
import re
import urllib.error
import urllib.request
from typing import Any

import pytest
from slack_sdk.errors import SlackApiError

from tests.services.slack.conftest import Workspace
from tests.services.slack.spec import validate_error
from tests.services.slack.test_sdk import ok
from toolproof.world import World

FILE_ID = re.compile(r"^F[A-Z0-9]{10}$")
CSV = b"refund_id,amount_usd\nre_001,120.00\nre_002,75.50\n"


def _file(ws: Workspace, file_id: str) -> dict[str, Any]:
    return dict(next(r for r in ws.world.rows("slack_files") if r["id"] == file_id))


def _bytes(world: World, file_id: str) -> bytes | None:
    """The stored bytes as SQLite holds them (``World.rows`` shows a BLOB canonically, as hex)."""
    row = world.conn.execute("SELECT content FROM slack_files WHERE id = ?", (file_id,)).fetchone()
    value: bytes | None = row[0]
    return value


def _shares(ws: Workspace, file_id: str) -> list[dict[str, Any]]:
    return [dict(r) for r in ws.world.rows("slack_file_shares") if r["file"] == file_id]


def _fails(method: str, call: Any, code: str, **kwargs: Any) -> dict[str, Any]:
    with pytest.raises(SlackApiError) as info:
        call(**kwargs)
    body: dict[str, Any] = info.value.response.data
    assert body["error"] == code, body
    validate_error(method, body)
    return body


def test_upload_v2_one_file_into_a_channel(ws: Workspace) -> None:
    general = ws.channel("general")
    done = ws.bot.files_upload_v2(
        channel=general,
        content=CSV,
        filename="refunds.csv",
        title="Refunds",
        initial_comment="Refunds, as asked",
    )
    assert done["ok"] is True
    fid = done["file"]["id"]
    assert FILE_ID.match(fid)
    assert done["files"] == [{"id": fid, "title": "Refunds"}]
    row = _file(ws, fid)
    assert _bytes(ws.world, fid) == CSV
    bot = ws.user("ops-assistant")
    assert row == {
        "id": fid,
        "user": bot,
        "name": "refunds.csv",
        "title": "Refunds",
        "filetype": "csv",
        "mimetype": "text/csv",
        "length": len(CSV),
        "size": len(CSV),
        "content": CSV.hex(),
        "alt_txt": None,
        "snippet_type": None,
        "state": "complete",
        "created": row["created"],
        "date_delete": 0,
    }
    (share,) = _shares(ws, fid)
    assert share["channel"] == general
    message = next(m for m in ws.messages(general) if m["ts"] == share["ts"])
    assert (message["text"], message["user"], message["thread_ts"]) == ("Refunds, as asked", bot, None)
    history = ok("conversations.history", ws.bot.conversations_history(channel=general, limit=1))
    top = history["messages"][0]
    assert top["ts"] == share["ts"]
    assert top["upload"] is True
    assert [f["id"] for f in top["files"]] == [fid]
    info = ws.bot.files_info(file=fid)
    assert info["file"]["size"] == len(CSV)
    assert info["file"]["channels"] == [general]
    assert info["file"]["shares"]["public"][general][0]["ts"] == share["ts"]


def test_upload_v2_several_files_in_one_message(ws: Workspace) -> None:
    support = ws.channel("support")
    done = ws.bot.files_upload_v2(
        channel=support,
        file_uploads=[
            {"content": b"a,b\n1,2\n", "filename": "one.csv", "title": "One"},
            {"content": b"\x89PNG fake", "filename": "two.png", "title": "Two"},
        ],
        initial_comment="Both files",
    )
    ids = [f["id"] for f in done["files"]]
    assert len(ids) == 2
    assert "file" not in done.data
    tss = {s["ts"] for fid in ids for s in _shares(ws, fid)}
    assert len(tss) == 1  # one message carries both
    assert _bytes(ws.world, ids[1]) == b"\x89PNG fake"
    assert _file(ws, ids[1])["mimetype"] == "image/png"


def test_upload_v2_into_a_thread(ws: Workspace) -> None:
    support = ws.channel("support")
    parent = ws.bot.chat_postMessage(channel=support, text="Need the export")["ts"]
    done = ws.bot.files_upload_v2(
        channel=support, thread_ts=parent, content="x,y\n", filename="t.csv", initial_comment="Here"
    )
    (share,) = _shares(ws, done["file"]["id"])
    reply = next(m for m in ws.messages(support) if m["ts"] == share["ts"])
    assert reply["thread_ts"] == parent
    replies = ok("conversations.replies", ws.bot.conversations_replies(channel=support, ts=parent))
    assert [f["id"] for f in replies["messages"][1]["files"]] == [done["file"]["id"]]
    public = ws.bot.files_info(file=done["file"]["id"])["file"]["shares"]["public"][support][0]
    assert public["thread_ts"] == parent


def test_completed_without_a_channel_stays_private(ws: Workspace) -> None:
    done = ws.bot.files_upload_v2(content="private", filename="notes.txt")
    fid = done["file"]["id"]
    assert _shares(ws, fid) == []
    assert ws.bot.files_info(file=fid)["file"]["channels"] == []
    other = ws.as_user(ws.user("dana"))
    with pytest.raises(SlackApiError) as info:
        other.files_info(file=fid)
    assert info.value.response["error"] == "file_not_found"


def _url(ws: Workspace, name: str, length: int) -> dict[str, Any]:
    got = ws.bot.files_getUploadURLExternal(filename=name, length=length)
    return dict(got.data)  # type: ignore[arg-type]


def _post(url: str, data: bytes, content_type: str | None = None) -> tuple[int, bytes]:
    headers = {"Content-Type": content_type} if content_type else {}
    request = urllib.request.Request(url, data=data, method="POST", headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


def test_upload_url_is_this_server_and_answers_as_slack(ws: Workspace) -> None:
    got = _url(ws, "a.txt", 3)
    assert got["upload_url"].startswith(ws.base_url + "/slack/api/upload/v1/")
    assert _post(got["upload_url"], b"abc") == (200, b"OK - 3")
    assert _bytes(ws.world, got["file_id"]) == b"abc"
    # multipart works too (a form's file part), and re-uploading before completion replaces the bytes
    form = b'--XX\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nxyz\r\n--XX--\r\n'
    assert _post(got["upload_url"], form, "multipart/form-data; boundary=XX") == (200, b"OK - 3")
    assert _bytes(ws.world, got["file_id"]) == b"xyz"


def test_length_mismatch_and_missing_bytes_fail_completion(ws: Workspace) -> None:
    short = _url(ws, "short.csv", 10)
    _post(short["upload_url"], b"abc")
    body = _fails(
        "files.completeUploadExternal",
        ws.bot.files_completeUploadExternal,
        "invalid_arguments",
        files=[{"id": short["file_id"]}],
        channel_id=ws.channel("general"),
    )
    assert "3 bytes were uploaded but length was 10" in body["response_metadata"]["messages"][0]
    empty = _url(ws, "never.csv", 4)
    before = ws.world.state_hash()
    _fails(
        "files.completeUploadExternal",
        ws.bot.files_completeUploadExternal,
        "file_not_found",
        files=[{"id": empty["file_id"]}],
    )
    assert ws.world.state_hash() == before


@pytest.mark.parametrize(
    ("args", "code"),
    [
        ({"channel_id": "CNOPE000000"}, "channel_not_found"),
        ({"channel_id": "finance"}, "channel_not_found"),  # a name, not an id
        ({"channel": "hr-private"}, "channel_not_found"),  # private, the bot is not in it
        ({"channel": "random"}, "not_in_channel"),  # public, the bot is not in it
        ({"channel": "old-marketing"}, "is_archived"),
        ({"channel": "general", "thread_ts": "yesterday"}, "invalid_thread_ts"),
        ({"files": []}, "invalid_arguments"),
        ({"files": [{"id": "FNOPE000000"}]}, "file_not_found"),
    ],
)
def test_complete_errors_change_nothing(ws: Workspace, args: dict[str, Any], code: str) -> None:
    got = _url(ws, "e.csv", 2)
    _post(got["upload_url"], b"ok")
    kwargs: dict[str, Any] = {"files": [{"id": got["file_id"], "title": "E"}]}
    if "channel" in args:
        args = dict(args)
        kwargs["channel_id"] = ws.channel(args.pop("channel"))
    kwargs.update(args)
    before = ws.world.state_hash()
    _fails("files.completeUploadExternal", ws.bot.files_completeUploadExternal, code, **kwargs)
    assert ws.world.state_hash() == before
    assert _file(ws, got["file_id"])["state"] == "pending"


def test_get_upload_url_errors(ws: Workspace) -> None:
    before = ws.world.state_hash()
    for length in (0, 2_000_000):
        _fails(
            "files.getUploadURLExternal",
            ws.bot.files_getUploadURLExternal,
            "invalid_arguments",
            filename="x",
            length=length,
        )
    _fails(
        "files.getUploadURLExternal",
        ws.bot.files_getUploadURLExternal,
        "invalid_arguments",
        filename="",
        length=3,
    )
    assert ws.world.state_hash() == before


def test_someone_elses_upload_url_stores_nothing(ws: Workspace) -> None:
    got = _url(ws, "mine.csv", 3)
    before = ws.world.state_hash()
    status, _ = _post(got["upload_url"][:-4] + "AAAA", b"abc")
    assert status == 404
    status, _ = _post(ws.base_url + "/slack/api/upload/v1/%%%", b"abc")
    assert status == 404
    assert ws.world.state_hash() == before


def test_fixture_files_list_page_and_filter(ws: Workspace) -> None:
    billing = ws.channel("billing")
    listed = ok("files.list", ws.bot.files_list(channel=billing))
    assert sorted(f["name"] for f in listed["files"]) == [
        "INV-2026-0412-acme.pdf",
        "refunds-2026-10.csv",
        "stripe-payouts-screenshot.png",
    ]
    pdfs = ok("files.list", ws.bot.files_list(types="pdfs"))
    assert {f["filetype"] for f in pdfs["files"]} == {"pdf"}
    seen: list[str] = []
    page = 1
    while True:
        body = ok("files.list", ws.bot.files_list(count=3, page=page))
        seen += [f["id"] for f in body["files"]]
        if page >= body["paging"]["pages"]:
            break
        page += 1
    everything = ok("files.list", ws.bot.files_list())["files"]
    assert seen == [f["id"] for f in everything]
    created = [f["created"] for f in everything]
    assert created == sorted(created, reverse=True)
    _fails("files.list", ws.bot.files_list, "unknown_type", types="videos")
    _fails("files.list", ws.bot.files_list, "user_not_found", user="UNOPE00000")


def test_fixture_bytes_are_real_files(ws: Workspace) -> None:
    rows = {r["name"]: r for r in ws.world.rows("slack_files")}
    data = {name: _bytes(ws.world, r["id"]) or b"" for name, r in rows.items()}
    assert data["refunds-2026-10.csv"].startswith(b"refund_id,date,customer,amount_usd,reason\n")
    assert data["INV-2026-0412-acme.pdf"].startswith(b"%PDF-1.4")
    assert data["checkout-error-acme.png"].startswith(b"\x89PNG\r\n\x1a\n")
    assert all(r["size"] == len(data[name]) == r["length"] for name, r in rows.items())


def test_delete_owner_or_admin_only_then_file_deleted(ws: Workspace) -> None:
    leak = next(r for r in ws.world.rows("slack_files") if r["name"] == "checkout-error-acme.png")
    zoe = ws.as_user(ws.user("zoe"))
    before = ws.world.state_hash()
    _fails("files.delete", zoe.files_delete, "cant_delete_file", file=leak["id"])
    _fails("files.delete", ws.bot.files_delete, "cant_delete_file", file=leak["id"])
    assert ws.world.state_hash() == before
    jon = ws.as_user(leak["user"])
    assert ok("files.delete", jon.files_delete(file=leak["id"])) == {"ok": True}
    row = _file(ws, leak["id"])
    assert row["content"] is None
    assert row["date_delete"] > 0
    _fails("files.delete", jon.files_delete, "file_deleted", file=leak["id"])
    _fails("files.info", jon.files_info, "file_deleted", file=leak["id"])
    (share,) = _shares(ws, leak["id"])
    history = ws.bot.conversations_history(
        channel=share["channel"], latest=share["ts"], inclusive=True, limit=1
    )
    assert history["messages"][0]["files"] == [{"id": leak["id"], "mode": "tombstone"}]
    others = [r for r in ws.world.rows("slack_files") if r["id"] != leak["id"]]
    assert all(r["date_delete"] == 0 for r in others)
    admin = ws.as_user(ws.user("emma"))
    redacted = next(r for r in others if r["name"] == "checkout-error-redacted.png")
    assert admin.files_delete(file=redacted["id"])["ok"] is True


def test_search_files_finds_uploads_and_fixture_files(ws: Workspace) -> None:
    maria = ws.as_user(ws.user("maria"))
    found = maria.search_files(query="checkout error")["files"]
    assert sorted(m["name"] for m in found["matches"]) == [
        "checkout-error-acme.png",
        "checkout-error-redacted.png",
    ]
    support = ws.channel("support")
    ws.bot.files_upload_v2(channel=support, content="id,total\nQ3,991\n", filename="q3-summary.csv")
    assert [m["name"] for m in maria.search_files(query="Q3,991")["files"]["matches"]] == ["q3-summary.csv"]
    by = maria.search_files(query="from:@zoe in:#support checkout")["files"]["matches"]
    assert [m["name"] for m in by] == ["checkout-error-redacted.png"]
    with pytest.raises(SlackApiError) as info:
        ws.bot.search_files(query="checkout")
    assert info.value.response["error"] == "not_allowed_token_type"


def test_files_scopes(ws: Workspace) -> None:
    auditor = ws.as_user(ws.user("auditor"))
    with pytest.raises(SlackApiError) as info:
        auditor.files_list()
    assert info.value.response["error"] == "missing_scope"
    assert info.value.response["needed"] == "files:read"


def test_in_process_upload_flow_and_determinism() -> None:
    def run() -> tuple[str, list[Any]]:
        w = World(["slack"], seed=3)
        got = w.call("slack.files.getUploadURLExternal", {"filename": "r.csv", "length": 4}).body
        assert got["upload_url"].startswith("https://files.slack.com/upload/v1/")
        sent = w.call("slack.files.upload.v2", {"upload_url": got["upload_url"], "content": "a,b\n"})
        assert sent.body == {"ok": True, "size": 4}
        general = next(r["id"] for r in w.rows("slack_channels") if r["name"] == "general")
        done = w.call(
            "slack.files.completeUploadExternal",
            {"files": json.dumps([{"id": got["file_id"]}]), "channel_id": general},
        )
        assert done.body == {"ok": True, "files": [{"id": got["file_id"], "title": "r.csv"}]}
        return w.state_hash(), [(e.operation, e.response.body if e.response else None) for e in w.ledger]

    first, second = run(), run()
    assert first == second


def test_files_left_earlier_rows_as_they_were() -> None:
    """Files come from their own stream: every row that existed before them is unchanged (digest of
    the seed-0 workspace on main at 3826ef8, the five messages the files stream added left out; at
    stop 48 four reactions drawn after the world's now moved before it, their only change)."""
    w = World(["slack"], seed=0)
    digest = hashlib.sha256()
    added_ts = {r["ts"] for r in w.rows("slack_file_shares")}
    added_ts |= {
        r["ts"]
        for r in w.rows("slack_messages")
        if "full card number" in r["text"]
        or "Q3 refunds export" in r["text"]
        or "closed the month" in r["text"]
    }
    for table in (
        "slack_team",
        "slack_users",
        "slack_channels",
        "slack_members",
        "slack_messages",
        "slack_reactions",
        "slack_pins",
        "slack_reminders",
        "slack_usergroups",
        "slack_usergroup_members",
        "slack_bookmarks",
        "slack_views",
    ):
        rows = [dict(r) for r in w.rows(table)]
        if table == "slack_messages":
            rows = [r for r in rows if r["ts"] not in added_ts]
        key = lambda r: json.dumps(r, sort_keys=True, default=str)  # noqa: E731
        digest.update(json.dumps(sorted(rows, key=key), sort_keys=True, default=str).encode())
    assert digest.hexdigest() == BEFORE_FILES
    assert len(added_ts) == 13


BEFORE_FILES = "359f8751bd3b221e7a2b35898f3fc031f1c4154bf968017bd3929950ea873b9b"


def test_reset_and_snapshots_cover_the_bytes() -> None:
    """The bytes live in SQLite: a delete moves the state hash, reset and a restored snapshot bring the
    exact bytes back."""
    w = World(["slack"], seed=0)
    leak = next(r for r in w.rows("slack_files") if r["name"] == "checkout-error-acme.png")
    original, fresh = _bytes(w, leak["id"]), w.state_hash()
    assert original is not None
    assert original.startswith(b"\x89PNG")
    saved = w.snapshot()
    admin = next(r["id"] for r in w.rows("slack_users") if r["name"] == "emma")
    assert w.call("slack.files.delete", {"file": leak["id"]}, principal=admin).body == {"ok": True}
    assert _bytes(w, leak["id"]) is None
    assert w.state_hash() != fresh
    w.restore(saved)
    assert (_bytes(w, leak["id"]), w.state_hash()) == (original, fresh)
    w.call("slack.files.delete", {"file": leak["id"]}, principal=admin)
    w.reset()
    assert (_bytes(w, leak["id"]), w.state_hash()) == (original, fresh)
