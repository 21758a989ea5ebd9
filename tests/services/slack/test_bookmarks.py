"""``bookmarks.*`` over the official ``slack_sdk``: exact rows, order, Slack's error codes, no half-writes.

Bookmarks are newer than Slack's 2021 OpenAPI spec; bodies are validated against the schemas
written from the method pages (``spec.LOCAL_SCHEMAS``). #incidents starts with two bookmarks.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from slack_sdk.errors import SlackApiError

from tests.services.slack.conftest import Workspace
from tests.services.slack.spec import validate_error
from tests.services.slack.test_sdk import ok

BOOKMARK_ID = re.compile(r"^Bk[A-Z0-9]{10}$")
RUNBOOK = "https://wiki.northwind.example/runbooks/payment-gateway"


def _rows(ws: Workspace, channel: str) -> list[dict[str, Any]]:
    rows = [dict(r) for r in ws.world.rows("slack_bookmarks") if r["channel"] == channel]
    return sorted(rows, key=lambda r: (r["rank"], r["id"]))


def _fails(method: str, call: Any, code: str, **kwargs: Any) -> dict[str, Any]:
    with pytest.raises(SlackApiError) as info:
        call(**kwargs)
    body: dict[str, Any] = info.value.response.data
    assert body["error"] == code, body
    validate_error(method, body)
    return body


def test_list_shows_the_header_in_order(ws: Workspace) -> None:
    incidents = ws.channel("incidents")
    listed = ok("bookmarks.list", ws.bot.bookmarks_list(channel_id=incidents))["bookmarks"]
    assert [b["title"] for b in listed] == ["Status page", "On-call schedule"]
    assert [b["id"] for b in listed] == [r["id"] for r in _rows(ws, incidents)]
    assert listed[0]["last_updated_by_user_id"] == ws.user("sam.lee")


def test_add_goes_last_and_stores_exactly_the_link(ws: Workspace) -> None:
    incidents = ws.channel("incidents")
    body = ok(
        "bookmarks.add",
        ws.bot.bookmarks_add(
            channel_id=incidents, title="Payment gateway runbook", type="link", link=RUNBOOK, emoji=":books:"
        ),
    )
    mark = body["bookmark"]
    assert BOOKMARK_ID.match(mark["id"])
    rows = _rows(ws, incidents)
    assert [r["title"] for r in rows] == ["Status page", "On-call schedule", "Payment gateway runbook"]
    bot = ws.user("ops-assistant")
    assert rows[-1] == {
        "id": mark["id"],
        "channel": incidents,
        "title": "Payment gateway runbook",
        "link": RUNBOOK,
        "emoji": ":books:",
        "type": "link",
        "rank": "i",
        "created_by": bot,
        "date_created": mark["date_created"],
        "updated_by": bot,
        "date_updated": 0,
    }
    assert (mark["rank"], mark["link"], mark["last_updated_by_user_id"]) == ("i", RUNBOOK, bot)


@pytest.mark.parametrize(
    ("args", "code"),
    [
        ({"type": "message"}, "invalid_bookmark_type"),
        ({"link": "wiki.northwind.example/runbooks"}, "invalid_link"),
        ({"link": f"<{RUNBOOK}|Payment gateway runbook>"}, "invalid_link"),  # Slack's markup, not a URL
        ({"link": None}, "invalid_link"),
        ({"emoji": "books"}, "invalid_emoji"),
        ({"channel_id": "CNOSUCHCHAN1"}, "channel_not_found"),
    ],
)
def test_add_refusals_change_nothing(ws: Workspace, args: dict[str, Any], code: str) -> None:
    call: dict[str, Any] = {
        "channel_id": ws.channel("incidents"),
        "title": "Runbook",
        "type": "link",
        "link": RUNBOOK,
    }
    call.update(args)
    before = ws.world.state_hash()
    _fails("bookmarks.add", ws.bot.bookmarks_add, code, **call)
    assert ws.world.state_hash() == before


def test_members_only_private_channels_hidden_archived_refused(ws: Workspace) -> None:
    args = {"title": "Runbook", "type": "link", "link": RUNBOOK}
    random = ws.channel("random")  # public, the bot is not in it
    ok("bookmarks.list", ws.bot.bookmarks_list(channel_id=random))
    _fails("bookmarks.add", ws.bot.bookmarks_add, "not_in_channel", channel_id=random, **args)
    _fails("bookmarks.list", ws.bot.bookmarks_list, "channel_not_found", channel_id=ws.channel("hr-private"))
    archived = ws.channel("project-atlas-old")
    member = next(r["user"] for r in ws.world.rows("slack_members") if r["channel"] == archived)
    _fails("bookmarks.add", ws.as_user(member).bookmarks_add, "is_archived", channel_id=archived, **args)
    body = _fails(
        "bookmarks.list", ws.as_user(ws.user("auditor")).bookmarks_list, "missing_scope", channel_id=random
    )
    assert body["needed"] == "bookmarks:read"


def test_edit_changes_only_what_is_given_and_remove_deletes_one(ws: Workspace) -> None:
    incidents = ws.channel("incidents")
    first, second = _rows(ws, incidents)
    body = ok(
        "bookmarks.edit",
        ws.bot.bookmarks_edit(channel_id=incidents, bookmark_id=first["id"], title="Status page (public)"),
    )
    after = _rows(ws, incidents)[0]
    assert body["bookmark"]["title"] == after["title"] == "Status page (public)"
    assert {k for k in after if after[k] != first[k]} == {"title", "updated_by", "date_updated"}
    _fails(
        "bookmarks.edit",
        ws.bot.bookmarks_edit,
        "invalid_link",
        channel_id=incidents,
        bookmark_id=first["id"],
        link="x",
    )
    _fails(
        "bookmarks.edit", ws.bot.bookmarks_edit, "not_found", channel_id=incidents, bookmark_id="BkNOSUCHMARK"
    )
    # A bookmark named with another channel's id is not found there.
    support = ws.channel("support")
    _fails(
        "bookmarks.remove", ws.bot.bookmarks_remove, "not_found", channel_id=support, bookmark_id=second["id"]
    )
    assert ok(
        "bookmarks.remove", ws.bot.bookmarks_remove(channel_id=incidents, bookmark_id=second["id"])
    ) == {"ok": True}
    assert [r["id"] for r in _rows(ws, incidents)] == [first["id"]]
    _fails(
        "bookmarks.remove",
        ws.bot.bookmarks_remove,
        "not_found",
        channel_id=incidents,
        bookmark_id=second["id"],
    )


def test_a_channel_holds_at_most_a_hundred(ws: Workspace) -> None:
    incidents = ws.channel("incidents")
    for i in range(98):
        ws.world.call(
            "slack.bookmarks.add",
            {"channel_id": incidents, "title": f"Link {i}", "type": "link", "link": f"https://x.example/{i}"},
        )
    ranks = [r["rank"] for r in _rows(ws, incidents)]
    assert len(ranks) == 100
    assert ranks == sorted(ranks)
    assert len(set(ranks)) == 100
    _fails(
        "bookmarks.add",
        ws.bot.bookmarks_add,
        "too_many_bookmarks",
        channel_id=incidents,
        title="x",
        type="link",
        link=RUNBOOK,
    )


def test_missing_arguments_get_slacks_codes(ws: Workspace) -> None:
    incidents = ws.channel("incidents")
    cases = [
        ({"title": "x", "type": "link", "link": RUNBOOK}, "channel_not_found", None),
        ({"channel_id": incidents, "type": "link", "link": RUNBOOK}, "invalid_arguments", "title"),
        ({"channel_id": incidents, "title": "x", "link": RUNBOOK}, "invalid_arguments", "type"),
        ({"channel_id": incidents, "title": "x", "type": "link"}, "invalid_link", None),
    ]
    for params, code, field in cases:
        body = _fails("bookmarks.add", ws.bot.api_call, code, api_method="bookmarks.add", params=params)
        if field is not None:
            assert body["response_metadata"]["messages"] == [f"[ERROR] missing required field: {field}"]
