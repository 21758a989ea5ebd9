"""Every implemented method driven through the official ``slack_sdk`` WebClient over real HTTP.

Each success body is validated against Slack's OpenAPI spec and each error against the method's
error enum (see ``spec.py``), and state changes are asserted on the world's rows and ledger.
"""

from __future__ import annotations

import functools
import operator
import time
from typing import Any

import pytest
from slack_sdk.errors import SlackApiError
from slack_sdk.http_retry.builtin_handlers import RateLimitErrorRetryHandler
from slack_sdk.web import SlackResponse

from tests.services.slack.conftest import Workspace
from tests.services.slack.spec import validate_error, validate_success


def ok(method: str, response: SlackResponse) -> dict[str, Any]:
    body: dict[str, Any] = response.data  # type: ignore[assignment]
    assert response.status_code == 200
    validate_success(method, body)
    return body


def pages(method: str, iterable: SlackResponse) -> list[dict[str, Any]]:
    """Every page of a paginated call. ``SlackResponse`` reuses itself while iterating, so each
    page's ``data`` is captured (and validated) as it goes by."""
    out = []
    for page in iterable:
        out.append(ok(method, page))
    return out


def fails(method: str, call: Any, code: str, **kwargs: Any) -> dict[str, Any]:
    with pytest.raises(SlackApiError) as info:
        call(**kwargs)
    body: dict[str, Any] = info.value.response.data
    assert body["error"] == code, body
    validate_error(method, body)
    return body


def test_auth_test_bot_and_user_tokens(ws: Workspace) -> None:
    bot = ok("auth.test", ws.bot.auth_test())
    assert bot["user"] == "ops-assistant"
    assert bot["url"] == "https://northwind-labs.slack.com/"
    assert bot["bot_id"].startswith("B")
    dana = ws.user("dana")
    me = ok("auth.test", ws.as_user(dana).auth_test())
    assert me["user_id"] == dana
    assert "bot_id" not in me


def test_bad_tokens(ws: Workspace) -> None:
    from slack_sdk import WebClient

    base = ws.base_url + "/slack/api/"
    fails("auth.test", WebClient(token="xoxb-nosuchworld", base_url=base).auth_test, "invalid_auth")
    fails("auth.test", WebClient(token="garbage", base_url=base).auth_test, "invalid_auth")
    fails("auth.test", WebClient(base_url=base).auth_test, "not_authed")
    fails("auth.test", ws.as_user("U00000NOBODY").auth_test, "invalid_auth")
    fails("auth.test", ws.as_user(ws.user("akim")).auth_test, "account_inactive")


def test_legacy_token_argument(ws: Workspace) -> None:
    import httpx

    r = httpx.post(ws.base_url + "/slack/api/auth.test", data={"token": f"xoxb-{ws.world.id}"})
    assert r.status_code == 200
    assert r.json()["user"] == "ops-assistant"
    r = httpx.get(
        ws.base_url + "/slack/api/users.info", params={"token": f"xoxb-{ws.world.id}", "user": "USLACKBOT"}
    )
    assert r.json()["user"]["name"] == "slackbot"


def test_conversations_list_iterates_short_pages(ws: Workspace) -> None:
    got = pages(
        "conversations.list", ws.bot.conversations_list(limit=7, types="public_channel,private_channel")
    )
    sizes = [len(p["channels"]) for p in got]
    assert any(0 < s < 7 for s in sizes[:-1]), sizes  # short pages while more remain
    names = [c["name"] for p in got for c in p["channels"]]
    assert len(names) == len(set(names))
    assert {"support", "support-escalations", "support-tier2", "billing"} <= set(names)
    assert "hr-private" not in names  # private, bot not a member
    assert got[-1]["response_metadata"]["next_cursor"] == ""
    active = [
        c["name"]
        for p in pages("conversations.list", ws.bot.conversations_list(exclude_archived=True, limit=1000))
        for c in p["channels"]
    ]
    assert "project-atlas-old" not in active
    assert "project-atlas" in active


def test_conversations_list_errors(ws: Workspace) -> None:
    body = fails("conversations.list", ws.bot.conversations_list, "missing_scope", types="mpim")
    assert body["needed"] == "mpim:read"
    assert "channels:read" in body["provided"].split(",")
    fails("conversations.list", ws.bot.conversations_list, "invalid_cursor", cursor="not-a-cursor")
    fails("conversations.list", ws.bot.conversations_list, "invalid_types", types="public_channel,bogus")


def test_conversations_info_and_privacy(ws: Workspace) -> None:
    support = ws.channel("support")
    info = ok("conversations.info", ws.bot.conversations_info(channel=support, include_num_members=True))
    assert info["channel"]["name"] == "support"
    assert info["channel"]["is_member"] is True
    assert info["channel"]["num_members"] > 3
    fails(
        "conversations.info", ws.bot.conversations_info, "channel_not_found", channel=ws.channel("hr-private")
    )
    fails("conversations.info", ws.bot.conversations_info, "channel_not_found", channel="C0NOPE0000")
    dana = ws.as_user(ws.user("dana"))
    general = ok("conversations.info", dana.conversations_info(channel=ws.channel("general")))
    assert general["channel"]["is_general"] is True
    # Only the posting methods take a channel name; the others answer a name with channel_not_found.
    fails("conversations.info", dana.conversations_info, "channel_not_found", channel="general")
    fails("conversations.history", ws.bot.conversations_history, "channel_not_found", channel="#support")


def test_create_rename_topic_purpose_archive(ws: Workspace) -> None:
    created = ok("conversations.create", ws.bot.conversations_create(name="launch-war-room"))
    cid = created["channel"]["id"]
    assert cid.startswith("C")
    assert created["channel"]["is_member"] is True
    fails("conversations.create", ws.bot.conversations_create, "name_taken", name="support")
    fails("conversations.create", ws.bot.conversations_create, "invalid_name_specials", name="Has Spaces")
    fails("conversations.create", ws.bot.conversations_create, "invalid_name_maxlength", name="x" * 81)
    fails("conversations.create", ws.bot.conversations_create, "invalid_name_punctuation", name="---")
    renamed = ok("conversations.rename", ws.bot.conversations_rename(channel=cid, name="launch-room"))
    assert renamed["channel"]["name"] == "launch-room"
    assert renamed["channel"]["previous_names"] == ["launch-war-room"]
    topic = ok("conversations.setTopic", ws.bot.conversations_setTopic(channel=cid, topic="Launch on Friday"))
    assert topic["channel"]["topic"]["value"] == "Launch on Friday"
    fails("conversations.setTopic", ws.bot.conversations_setTopic, "too_long", channel=cid, topic="t" * 251)
    purpose = ok("conversations.setPurpose", ws.bot.conversations_setPurpose(channel=cid, purpose="Ship it"))
    assert purpose["channel"]["purpose"]["value"] == "Ship it"
    subtypes = [m["subtype"] for m in ws.messages(cid)]
    assert subtypes == ["channel_name", "channel_topic", "channel_purpose"]
    ok("conversations.archive", ws.bot.conversations_archive(channel=cid))
    fails("conversations.archive", ws.bot.conversations_archive, "already_archived", channel=cid)
    fails("chat.postMessage", ws.bot.chat_postMessage, "is_archived", channel=cid, text="hi")
    ok("conversations.unarchive", ws.bot.conversations_unarchive(channel=cid))
    fails("conversations.unarchive", ws.bot.conversations_unarchive, "not_archived", channel=cid)
    fails(
        "conversations.archive",
        ws.bot.conversations_archive,
        "cant_archive_general",
        channel=ws.channel("general"),
    )
    private = ok("conversations.create", ws.bot.conversations_create(name="quiet-room", is_private=True))
    assert private["channel"]["is_private"] is True
    assert private["channel"]["is_channel"] is True  # new private channels: C id, is_channel true


def test_join_leave_invite_kick_members(ws: Workspace) -> None:
    random = ws.channel("random")
    fails("conversations.history", ws.bot.conversations_history, "not_in_channel", channel=random)
    joined = ok("conversations.join", ws.bot.conversations_join(channel=random))
    assert "warning" not in joined
    again = ok("conversations.join", ws.bot.conversations_join(channel=random))
    assert again["warning"] == "already_in_channel"
    assert again["response_metadata"]["warnings"] == ["already_in_channel"]
    fails(
        "conversations.join",
        ws.bot.conversations_join,
        "is_archived",
        channel=ws.channel("project-atlas-old"),
    )
    members = [
        m
        for page in pages("conversations.members", ws.bot.conversations_members(channel=random, limit=4))
        for m in page["members"]
    ]
    bot = ws.bot.auth_test()["user_id"]
    assert bot in members
    outsider = next(
        r["id"]
        for r in ws.world.rows("slack_users")
        if r["id"] not in members and not r["deleted"] and not r["is_bot"] and r["id"] != "USLACKBOT"
    )
    ok("conversations.invite", ws.bot.conversations_invite(channel=random, users=[outsider]))
    fails(
        "conversations.invite",
        ws.bot.conversations_invite,
        "already_in_channel",
        channel=random,
        users=outsider,
    )
    fails(
        "conversations.invite",
        ws.bot.conversations_invite,
        "user_not_found",
        channel=random,
        users="U0NOBODY00",
    )
    fails("conversations.invite", ws.bot.conversations_invite, "cant_invite_self", channel=random, users=bot)
    ok("conversations.kick", ws.bot.conversations_kick(channel=random, user=outsider))
    fails("conversations.kick", ws.bot.conversations_kick, "not_in_channel", channel=random, user=outsider)
    fails("conversations.kick", ws.bot.conversations_kick, "cant_kick_self", channel=random, user=bot)
    left = ok("conversations.leave", ws.bot.conversations_leave(channel=random))
    assert "not_in_channel" not in left
    assert ok("conversations.leave", ws.bot.conversations_leave(channel=random))["not_in_channel"] is True
    fails(
        "conversations.leave", ws.bot.conversations_leave, "cant_leave_general", channel=ws.channel("general")
    )
    fails(
        "conversations.members", ws.bot.conversations_members, "invalid_cursor", channel=random, cursor="zz"
    )


def test_open_dm_and_group_dm(ws: Workspace) -> None:
    maria = ws.user("maria")
    existing = ok("conversations.open", ws.bot.conversations_open(users=maria))
    assert existing["already_open"] is True
    assert existing["channel"]["id"].startswith("D")
    leo = ws.user("leo")
    fresh = ok("conversations.open", ws.bot.conversations_open(users=[leo], return_im=True))
    assert "already_open" not in fresh
    assert fresh["channel"]["id"].startswith("D")
    assert fresh["channel"]["user"] == leo
    fails("conversations.open", ws.bot.conversations_open, "user_disabled", users=ws.user("akim"))
    fails("conversations.open", ws.bot.conversations_open, "user_not_found", users="U0NOBODY00")
    fails(
        "conversations.open",
        lambda: ws.bot.api_call("conversations.open", params={}),
        "users_list_not_supplied",
    )
    body = fails("conversations.open", ws.bot.conversations_open, "missing_scope", users=[leo, maria])
    assert body["needed"] == "mpim:write"
    group = ok("conversations.open", ws.as_user(leo).conversations_open(users=[maria, ws.user("emma")]))
    assert group["channel"]["is_mpim"] is True
    assert group["channel"]["id"].startswith("G")
    posted = ok("chat.postMessage", ws.bot.chat_postMessage(channel=leo, text="Welcome aboard!"))
    assert posted["channel"] == fresh["channel"]["id"]


def test_schedule_to_a_user_id_goes_to_the_apps_dm(ws: Workspace) -> None:
    """A user id as ``chat.scheduleMessage``'s channel schedules in the app's DM with that user, as
    ``chat.postMessage`` posts there: the DM is opened (if it was not) and its id answered."""
    leo = ws.user("leo")
    now = int(ws.world.clock.now)
    made = ok(
        "chat.scheduleMessage",
        ws.bot.chat_scheduleMessage(channel=leo, text="Your laptop is ready", post_at=now + 600),
    )
    dm = made["channel"]
    assert dm.startswith("D")
    assert ok("conversations.open", ws.bot.conversations_open(users=leo))["channel"]["id"] == dm
    listed = ok("chat.scheduledMessages.list", ws.bot.chat_scheduledMessages_list(channel=dm))
    assert [m["id"] for m in listed["scheduled_messages"]] == [made["scheduled_message_id"]]
    ws.world.clock.advance(601)
    texts = [m["text"] for m in ws.bot.conversations_history(channel=dm, limit=5)["messages"]]
    assert texts[0] == "Your laptop is ready"
    fails(
        "chat.scheduleMessage",
        ws.bot.chat_scheduleMessage,
        "channel_not_found",
        channel="U0NOBODY00",
        text="x",
        post_at=now + 1200,
    )


def test_history_pagination_and_bounds(ws: Workspace) -> None:
    support = ws.channel("support")
    got = pages("conversations.history", ws.bot.conversations_history(channel=support, limit=100))
    messages = [m for p in got for m in p["messages"]]
    tss = [m["ts"] for m in messages]
    assert tss == sorted(tss, reverse=True)
    assert len(set(tss)) == len(tss)
    top_level = [
        r
        for r in ws.messages(support)
        if (r["thread_ts"] in (None, r["ts"]) or r["subtype"] == "thread_broadcast")
        and r["visible_at"] <= ws.world.clock.now
    ]
    assert len(messages) == len(top_level) > 200
    assert got[0]["has_more"] is True
    assert got[-1]["has_more"] is False
    threaded = [m for m in messages if m.get("reply_count")]
    assert threaded
    assert all(m["latest_reply"] > m["ts"] and m["reply_users"] for m in threaded)
    assert any("reactions" in m for m in messages)
    assert any("edited" in m for m in messages)
    middle = tss[50]
    window = ok(
        "conversations.history",
        ws.bot.conversations_history(channel=support, latest=middle, oldest=tss[60], inclusive=True),
    )
    assert [m["ts"] for m in window["messages"]] == tss[50:61]
    exclusive = ws.bot.conversations_history(channel=support, latest=middle, oldest=tss[60])
    assert [m["ts"] for m in exclusive["messages"]] == tss[51:60]
    fails(
        "conversations.history",
        ws.bot.conversations_history,
        "invalid_ts_latest",
        channel=support,
        latest="x",
    )
    fails(
        "conversations.history",
        ws.bot.conversations_history,
        "invalid_ts_oldest",
        channel=support,
        oldest="y",
    )
    fails(
        "conversations.history", ws.bot.conversations_history, "invalid_cursor", channel=support, cursor="%%"
    )
    fails("conversations.history", ws.bot.conversations_history, "channel_not_found", channel="#nope")
    auditor = ws.as_user(ws.user("auditor"))
    body = fails("pins.list", auditor.pins_list, "missing_scope", channel=support)
    assert body["needed"] == "pins:read"
    assert (
        body["provided"] == "channels:history,channels:read,groups:history,groups:read,search:read,users:read"
    )


def test_threads_and_broadcast(ws: Workspace) -> None:
    incidents = ws.channel("incidents")
    parent = ok("chat.postMessage", ws.bot.chat_postMessage(channel=incidents, text="INC-1: api down"))
    ts = parent["ts"]
    r1 = ok("chat.postMessage", ws.bot.chat_postMessage(channel=incidents, text="looking", thread_ts=ts))
    sam = ws.as_user(ws.user("sam.lee"))
    if not any(
        m["user"] == ws.user("sam.lee") for m in ws.world.rows("slack_members") if m["channel"] == incidents
    ):
        sam.conversations_join(channel=incidents)
    r2 = ok(
        "chat.postMessage",
        sam.chat_postMessage(channel=incidents, text="fixed", thread_ts=r1["ts"], reply_broadcast=True),
    )
    assert r2["message"]["thread_ts"] == ts  # a reply's ts threads under its parent
    assert r2["message"]["subtype"] == "thread_broadcast"
    thread = ok("conversations.replies", ws.bot.conversations_replies(channel=incidents, ts=ts))
    assert [m["ts"] for m in thread["messages"]] == [ts, r1["ts"], r2["ts"]]
    head = thread["messages"][0]
    assert head["reply_count"] == 2
    assert head["latest_reply"] == r2["ts"]
    assert head["reply_users"] == [ws.bot.auth_test()["user_id"], ws.user("sam.lee")]
    assert thread["messages"][1]["parent_user_id"] == parent["message"]["user"]
    history = ws.bot.conversations_history(channel=incidents, limit=4)["messages"]
    assert [m["ts"] for m in history if m.get("subtype") != "channel_join"][:2] == [
        r2["ts"],
        ts,
    ]  # broadcast shows, plain reply does not
    got = pages("conversations.replies", ws.bot.conversations_replies(channel=incidents, ts=ts, limit=1))
    assert [m["ts"] for p in got for m in p["messages"]] == [ts, r1["ts"], r2["ts"]]
    fails(
        "conversations.replies", ws.bot.conversations_replies, "thread_not_found", channel=incidents, ts="1.2"
    )
    fails(
        "chat.postMessage",
        ws.bot.chat_postMessage,
        "invalid_thread_ts",
        channel=incidents,
        text="x",
        thread_ts="0x",
    )
    orphan = ok(
        "chat.postMessage",
        ws.bot.chat_postMessage(channel=incidents, text="lost", thread_ts="1700000000.000001"),
    )
    shown = [m["ts"] for m in ws.bot.conversations_history(channel=incidents, limit=5)["messages"]]
    assert orphan["ts"] not in shown  # Slack accepts a reply to no message and shows it nowhere


def test_post_update_delete_permalink(ws: Workspace) -> None:
    support = ws.channel("support")
    before = len(ws.messages(support))
    first = ok("chat.postMessage", ws.bot.chat_postMessage(channel=support, text="Heads up: <!here>"))
    second = ok("chat.postMessage", ws.bot.chat_postMessage(channel=support, text="Heads up: <!here>"))
    assert first["ts"] != second["ts"]
    assert len(ws.messages(support)) == before + 2  # no idempotency: a retry posts twice
    by_name = ok("chat.postMessage", ws.bot.chat_postMessage(channel="#support", text="by name"))
    assert by_name["channel"] == support
    updated = ok("chat.update", ws.bot.chat_update(channel=support, ts=first["ts"], text="Heads up (edited)"))
    assert updated["text"] == "Heads up (edited)"
    assert updated["message"]["edited"]["user"] == first["message"]["user"]
    someone = next(
        r for r in ws.messages(support) if r["user"] != first["message"]["user"] and r["subtype"] is None
    )
    fails(
        "chat.update", ws.bot.chat_update, "cant_update_message", channel=support, ts=someone["ts"], text="x"
    )
    fails("chat.delete", ws.bot.chat_delete, "cant_delete_message", channel=support, ts=someone["ts"])
    fails(
        "chat.update",
        ws.bot.chat_update,
        "message_not_found",
        channel=support,
        ts="1600000000.000100",
        text="x",
    )
    link = ok("chat.getPermalink", ws.bot.chat_getPermalink(channel=support, message_ts=first["ts"]))
    assert link["permalink"] == (
        f"https://northwind-labs.slack.com/archives/{support}/p{first['ts'].replace('.', '')}"
    )
    ok("chat.delete", ws.bot.chat_delete(channel=support, ts=second["ts"]))
    fails("chat.delete", ws.bot.chat_delete, "message_not_found", channel=support, ts=second["ts"])
    fails(
        "chat.getPermalink",
        ws.bot.chat_getPermalink,
        "message_not_found",
        channel=support,
        message_ts=second["ts"],
    )
    parent = ok("chat.postMessage", ws.bot.chat_postMessage(channel=support, text="parent"))
    ws.bot.chat_postMessage(channel=support, text="child", thread_ts=parent["ts"])
    ok("chat.delete", ws.bot.chat_delete(channel=support, ts=parent["ts"]))
    tomb = ws.bot.conversations_replies(channel=support, ts=parent["ts"])["messages"][0]
    assert tomb["subtype"] == "tombstone"
    assert tomb["text"] == "This message was deleted."


def test_post_errors(ws: Workspace) -> None:
    support = ws.channel("support")
    fails("chat.postMessage", ws.bot.chat_postMessage, "no_text", channel=support)
    fails("chat.postMessage", ws.bot.chat_postMessage, "msg_too_long", channel=support, text="x" * 40_001)
    fails(
        "chat.postMessage", ws.bot.chat_postMessage, "not_in_channel", channel=ws.channel("sales"), text="x"
    )
    fails(
        "chat.postMessage",
        ws.bot.chat_postMessage,
        "channel_not_found",
        channel=ws.channel("hr-private"),
        text="x",
    )
    fails("chat.postMessage", ws.bot.chat_postMessage, "channel_not_found", channel="C0NOPE0000", text="x")
    body = fails(
        "chat.postMessage",
        ws.bot.chat_postMessage,
        "invalid_blocks",
        channel=support,
        blocks=[{"type": "section"}, {"type": "bogus"}],
    )
    assert len(body["response_metadata"]["messages"]) == 2
    fails(
        "chat.postMessage",
        ws.bot.chat_postMessage,
        "invalid_blocks_format",
        channel=support,
        blocks="{not json",
    )
    readonly = ws.as_user(ws.user("auditor"))
    body = fails("chat.postMessage", readonly.chat_postMessage, "missing_scope", channel=support, text="x")
    assert body["needed"] == "chat:write"


def test_ephemeral(ws: Workspace) -> None:
    support = ws.channel("support")
    member = next(
        r["user"] for r in ws.world.rows("slack_members") if r["channel"] == support and r["user"] != "bot"
    )
    out = ok("chat.postEphemeral", ws.bot.chat_postEphemeral(channel=support, user=member, text="only you"))
    assert ws.world.rows("slack_ephemeral")[0]["ts"] == out["message_ts"]
    assert all(m["text"] != "only you" for m in ws.messages(support))
    members = {r["user"] for r in ws.world.rows("slack_members") if r["channel"] == support}
    outsider = next(r["id"] for r in ws.world.rows("slack_users") if r["id"] not in members)
    fails(
        "chat.postEphemeral",
        ws.bot.chat_postEphemeral,
        "user_not_in_channel",
        channel=support,
        user=outsider,
        text="x",
    )


def test_scheduled_messages_appear_when_the_clock_passes(ws: Workspace) -> None:
    support = ws.channel("support")
    now = int(ws.world.clock.now)
    fails(
        "chat.scheduleMessage",
        ws.bot.chat_scheduleMessage,
        "time_in_past",
        channel=support,
        text="x",
        post_at=now - 10,
    )
    fails(
        "chat.scheduleMessage",
        ws.bot.chat_scheduleMessage,
        "time_too_far",
        channel=support,
        text="x",
        post_at=now + 200 * 86400,
    )
    fails(
        "chat.scheduleMessage",
        ws.bot.chat_scheduleMessage,
        "invalid_time",
        channel=support,
        text="x",
        post_at="soon",
    )
    made = ok(
        "chat.scheduleMessage",
        ws.bot.chat_scheduleMessage(channel=support, text="Standup in 5", post_at=now + 600),
    )
    assert made["scheduled_message_id"].startswith("Q")
    assert made["post_at"] == now + 600
    gone = ok(
        "chat.scheduleMessage", ws.bot.chat_scheduleMessage(channel=support, text="never", post_at=now + 700)
    )
    listed = ok("chat.scheduledMessages.list", ws.bot.chat_scheduledMessages_list(channel=support))
    ids = [m["id"] for m in listed["scheduled_messages"]]
    assert made["scheduled_message_id"] in ids
    assert gone["scheduled_message_id"] in ids
    ok(
        "chat.deleteScheduledMessage",
        ws.bot.chat_deleteScheduledMessage(
            channel=support, scheduled_message_id=gone["scheduled_message_id"]
        ),
    )
    fails(
        "chat.deleteScheduledMessage",
        ws.bot.chat_deleteScheduledMessage,
        "invalid_scheduled_message_id",
        channel=support,
        scheduled_message_id=gone["scheduled_message_id"],
    )
    texts = [m["text"] for m in ws.bot.conversations_history(channel=support, limit=5)["messages"]]
    assert "Standup in 5" not in texts
    ws.world.clock.advance(700)
    texts = [m["text"] for m in ws.bot.conversations_history(channel=support, limit=5)["messages"]]
    assert "Standup in 5" in texts
    assert "never" not in texts
    listed = ws.bot.chat_scheduledMessages_list(channel=support)["scheduled_messages"]
    assert made["scheduled_message_id"] not in [m["id"] for m in listed]
    fails(
        "chat.deleteScheduledMessage",
        ws.bot.chat_deleteScheduledMessage,
        "invalid_scheduled_message_id",
        channel=support,
        scheduled_message_id=made["scheduled_message_id"],
    )
    fails(
        "chat.scheduledMessages.list",
        ws.bot.chat_scheduledMessages_list,
        "invalid_channel",
        channel="C0NOPE0000",
    )


def test_reactions(ws: Workspace) -> None:
    support = ws.channel("support")
    ts = ws.bot.chat_postMessage(channel=support, text="react to me")["ts"]
    ok("reactions.add", ws.bot.reactions_add(channel=support, timestamp=ts, name="eyes"))
    ok("reactions.add", ws.bot.reactions_add(channel=support, timestamp=ts, name=":white_check_mark:"))
    fails(
        "reactions.add", ws.bot.reactions_add, "already_reacted", channel=support, timestamp=ts, name="eyes"
    )
    fails(
        "reactions.add",
        ws.bot.reactions_add,
        "invalid_name",
        channel=support,
        timestamp=ts,
        name="not-an-emoji",
    )
    fails(
        "reactions.add",
        ws.bot.reactions_add,
        "message_not_found",
        channel=support,
        timestamp="1600000000.000001",
        name="eyes",
    )
    fails(
        "reactions.add",
        ws.bot.reactions_add,
        "bad_timestamp",
        channel=support,
        timestamp="yesterday",
        name="eyes",
    )
    got = ok("reactions.get", ws.bot.reactions_get(channel=support, timestamp=ts))
    assert [r["name"] for r in got["message"]["reactions"]] == ["eyes", "white_check_mark"]
    ok("reactions.remove", ws.bot.reactions_remove(channel=support, timestamp=ts, name="eyes"))
    fails(
        "reactions.remove", ws.bot.reactions_remove, "no_reaction", channel=support, timestamp=ts, name="eyes"
    )
    maria = ws.user("maria")
    items = [
        i for p in pages("reactions.list", ws.as_user(maria).reactions_list(limit=10)) for i in p["items"]
    ]
    assert items
    assert all(
        maria in functools.reduce(operator.iadd, (r["users"] for r in i["message"]["reactions"]), [])
        for i in items
    )
    mine = ws.bot.reactions_list()["items"]
    assert [i["message"]["ts"] for i in mine] == [ts]


def test_reactions_take_any_standard_name(ws: Workspace) -> None:
    """Slack's standard names are emoji-data's short names, with or without a skin tone."""
    sales = ws.channel("sales")
    ws.bot.conversations_join(channel=sales)
    ts = ws.bot.chat_postMessage(channel=sales, text="react to me too")["ts"]
    names = ["wastebasket", "face_palm", "thumbsup::skin-tone-3", "flag-fr", ":shipit:"]
    for name in names:
        ok("reactions.add", ws.bot.reactions_add(channel=sales, timestamp=ts, name=name))
    got = ws.bot.reactions_get(channel=sales, timestamp=ts)["message"]["reactions"]
    assert [r["name"] for r in got] == [n.strip(":") for n in names]
    for bad in ("wastebasketz", "thumbsup::skin-tone-9", "flag-zz"):
        fails("reactions.add", ws.bot.reactions_add, "invalid_name", channel=sales, timestamp=ts, name=bad)


def test_pins(ws: Workspace) -> None:
    support = ws.channel("support")
    ts = ws.bot.chat_postMessage(channel=support, text="pin me")["ts"]
    before = len(ws.bot.pins_list(channel=support)["items"])
    ok("pins.add", ws.bot.pins_add(channel=support, timestamp=ts))
    fails("pins.add", ws.bot.pins_add, "already_pinned", channel=support, timestamp=ts)
    listed = ws.bot.pins_list(channel=support)
    validate_success_loose(listed.data)
    assert listed["items"][0]["message"]["ts"] == ts
    assert len(listed["items"]) == before + 1
    assert listed["items"][0]["message"]["pinned_to"] == [support]
    ok("pins.remove", ws.bot.pins_remove(channel=support, timestamp=ts))
    fails("pins.remove", ws.bot.pins_remove, "not_pinned", channel=support, timestamp=ts)
    fails("pins.add", ws.bot.pins_add, "not_in_channel", channel=ws.channel("sales"), timestamp=ts)


def validate_success_loose(body: Any) -> None:
    """``pins.list`` and ``reactions.get`` have no success schema in the spec: check the envelope."""
    assert body["ok"] is True


def test_users(ws: Workspace) -> None:
    users = [u for p in pages("users.list", ws.bot.users_list(limit=15)) for u in p["members"]]
    assert len(users) == len(ws.world.rows("slack_users")) == 50
    assert sum(u["deleted"] for u in users) == 4
    assert len({u["tz"] for u in users}) >= 7
    smiths = sorted(u["real_name"] for u in users if u["real_name"].endswith("Smith"))
    assert smiths == ["John Smith", "Jon Smith", "Jonathan Smith"]
    dana = ws.user("dana")
    info = ok("users.info", ws.bot.users_info(user=dana))
    assert info["user"]["profile"]["email"] == "dana@northwind.example"
    assert info["user"]["is_owner"] is True
    fails("users.info", ws.bot.users_info, "user_not_found", user="U0NOBODY00")
    found = ok("users.lookupByEmail", ws.bot.users_lookupByEmail(email="john.smith@northwind.EXAMPLE"))
    assert found["user"]["name"] == "john.smith"
    fails(
        "users.lookupByEmail", ws.bot.users_lookupByEmail, "users_not_found", email="akim@northwind.example"
    )
    fails("users.lookupByEmail", ws.bot.users_lookupByEmail, "users_not_found", email="nobody@example.com")
    profile = ok("users.profile.get", ws.bot.users_profile_get(user=dana))
    assert profile["profile"]["real_name"] == "Dana Whitfield"
    convs = [
        c for p in pages("users.conversations", ws.bot.users_conversations(limit=5)) for c in p["channels"]
    ]
    assert {"support", "support-escalations", "general"} <= {c["name"] for c in convs}
    assert "random" not in {c["name"] for c in convs}


def test_search_messages(ws: Workspace) -> None:
    maria = ws.as_user(ws.user("maria"))
    fails("search.messages", ws.bot.search_messages, "not_allowed_token_type", query="refund")
    result = ok("search.messages", maria.search_messages(query="refund", count=5))
    total = result["messages"]["total"]
    assert total > 5
    assert len(result["messages"]["matches"]) == 5
    assert all("refund" in m["text"].lower() for m in result["messages"]["matches"])
    scoped = maria.search_messages(query="refund in:#support", count=100)["messages"]
    assert scoped["total"] > 0
    assert {m["channel"]["name"] for m in scoped["matches"]} == {"support"}
    phrase = maria.search_messages(query='"can\'t log in"', count=100)["messages"]
    assert phrase["total"] > 0
    assert all("can't log in" in m["text"].lower() for m in phrase["matches"])
    jon = ws.user("jon")
    by_jon = maria.search_messages(query="from:@jon", count=100, sort="timestamp", sort_dir="asc")["messages"]
    assert by_jon["total"] > 0
    assert {m["user"] for m in by_jon["matches"]} == {jon}
    tss = [m["ts"] for m in by_jon["matches"]]
    assert tss == sorted(tss)
    dated = maria.search_messages(query="after:2026-10-28 before:2026-10-30", count=100)["messages"]
    assert dated["total"] > 0
    assert all(1793232000 <= float(m["ts"]) < 1793318400 for m in dated["matches"])
    got = pages("search.messages", maria.search_messages(query="refund", count=20, cursor="*"))
    assert sum(len(p["messages"]["matches"]) for p in got) == total
    assert maria.search_messages(query="in:#no-such-channel refund")["messages"]["total"] == 0
    fails("search.messages", maria.search_messages, "invalid_cursor", query="refund", cursor="bad")


def test_rate_limit_retry_handler_honours_retry_after(ws: Workspace) -> None:
    ws.world.rate_limits_enabled = True
    support = ws.channel("support")
    bare = ws.bot
    bare.chat_postMessage(channel=support, text="1")
    bare.chat_postMessage(channel=support, text="2")
    with pytest.raises(SlackApiError) as info:
        bare.chat_postMessage(channel=support, text="3")
    assert info.value.response.status_code == 429
    assert info.value.response.data == {"ok": False, "error": "ratelimited"}
    retry_after = int(info.value.response.headers["retry-after"])
    assert 1 <= retry_after <= 2
    validate_error("chat.postMessage", info.value.response.data)
    bare.retry_handlers.append(RateLimitErrorRetryHandler(max_retry_count=2))
    started = time.monotonic()
    posted = bare.chat_postMessage(channel=support, text="4")
    assert posted["ok"] is True
    assert time.monotonic() - started >= 1
    entries = [e for e in ws.world.ledger if e.operation == "slack.chat.postMessage"]
    assert [e.status for e in entries] == [200, 200, 429, 429, 200]


def test_scope_headers(ws: Workspace) -> None:
    posted = ws.bot.chat_postMessage(channel=ws.channel("support"), text="with headers")
    assert posted.headers["x-accepted-oauth-scopes"] == "chat:write"
    scopes = posted.headers["x-oauth-scopes"].split(",")
    assert "chat:write" in scopes
    assert "search:read" not in scopes
    auditor = ws.as_user(ws.user("auditor")).auth_test()
    assert (
        auditor.headers["x-oauth-scopes"]
        == "channels:history,channels:read,groups:history,groups:read,search:read,users:read"
    )


def test_http_calls_reach_the_ledger_exactly(ws: Workspace, server: Any) -> None:
    from tests.support.server import Admin

    support = ws.channel("support")
    posted = ws.bot.chat_postMessage(channel=support, text="ledgered")
    with pytest.raises(SlackApiError):
        ws.bot.chat_postMessage(channel=support)
    entries = Admin(server).ledger(ws.world.id)
    assert [(e["operation"], e["status"], e["outcome"], e["committed"], e["transport"]) for e in entries] == [
        ("slack.chat.postMessage", 200, "ok", True, "http"),
        ("slack.chat.postMessage", 200, "error", False, "http"),
    ]
    assert entries[0]["changes"] == [
        {"table": "slack_messages", "key": [support, posted["ts"]], "op": "insert"}
    ]
    assert entries[1]["error_code"] == "no_text"
    assert entries[0]["principal"] == "bot"
