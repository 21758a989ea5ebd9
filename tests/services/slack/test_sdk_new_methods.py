"""The methods added for issue 17 through the official ``slack_sdk`` over real HTTP: ``chat.meMessage``,
``conversations.mark`` / ``close``, ``users.profile.set``, ``users.getPresence`` / ``setPresence``.

Each success body is validated against Slack's OpenAPI spec and each error code against the method's
enum (``spec.py``); state changes are asserted on the world's rows and ledger.
"""

from __future__ import annotations

import json

from tests.services.slack.conftest import Workspace
from tests.services.slack.test_sdk import fails, ok


def test_me_message_posts_a_me_message(ws: Workspace) -> None:
    general = ws.channel("general")
    body = ok("chat.meMessage", ws.bot.chat_meMessage(channel=general, text="is looking into it"))
    assert set(body) == {"ok", "channel", "ts"}
    row = next(m for m in ws.messages(general) if m["ts"] == body["ts"])
    assert (row["subtype"], row["text"], row["user"]) == (
        "me_message",
        "is looking into it",
        ws.user("ops-assistant"),
    )
    history = ws.bot.conversations_history(channel=general, limit=1).data
    assert isinstance(history, dict)
    assert history["messages"][0]["subtype"] == "me_message"
    assert ws.world.ledger[-2].operation == "slack.chat.meMessage"


def test_me_message_errors(ws: Workspace) -> None:
    general = ws.channel("general")
    before = len(ws.world.rows("slack_messages"))
    fails("chat.meMessage", ws.bot.chat_meMessage, "no_text", channel=general, text="")
    fails("chat.meMessage", ws.bot.chat_meMessage, "msg_too_long", channel=general, text="x" * 40_001)
    fails("chat.meMessage", ws.bot.chat_meMessage, "channel_not_found", channel="C0NOSUCH00", text="hi")
    archived = next(
        r["id"] for r in ws.world.rows("slack_channels") if r["is_archived"] and r["kind"] == "public"
    )
    fails(
        "chat.meMessage",
        ws.as_user(ws.user("dana")).chat_meMessage,
        "is_archived",
        channel=archived,
        text="hi",
    )
    assert len(ws.world.rows("slack_messages")) == before  # refused calls wrote nothing


def test_mark_moves_the_callers_read_cursor_only(ws: Workspace) -> None:
    general = ws.channel("general")
    dana = ws.user("dana")
    ts = max(m["ts"] for m in ws.messages(general))
    assert ok("conversations.mark", ws.as_user(dana).conversations_mark(channel=general, ts=ts)) == {
        "ok": True
    }
    views = [r for r in ws.world.rows("slack_views") if r["channel"] == general]
    assert [(r["user"], r["last_read"]) for r in views] == [(dana, ts)]
    info = ws.as_user(dana).conversations_info(channel=general).data
    assert isinstance(info, dict)
    assert info["channel"]["last_read"] == ts
    other = ws.bot.conversations_info(channel=general).data
    assert isinstance(other, dict)
    assert "last_read" not in other["channel"]  # the bot never marked it


def test_mark_errors(ws: Workspace) -> None:
    general = ws.channel("general")
    dana = ws.as_user(ws.user("dana"))
    fails("conversations.mark", dana.conversations_mark, "invalid_timestamp", channel=general, ts="yesterday")
    fails("conversations.mark", dana.conversations_mark, "channel_not_found", channel="C0NOSUCH00", ts="1.1")
    outsider = next(
        r["id"]
        for r in ws.world.rows("slack_channels")
        if r["kind"] == "public"
        and not r["is_archived"]
        and ws.user("dana")
        not in {m["user"] for m in ws.world.rows("slack_members") if m["channel"] == r["id"]}
    )
    fails(
        "conversations.mark",
        dana.conversations_mark,
        "not_in_channel",
        channel=outsider,
        ts="1700000000.000100",
    )
    assert ws.world.rows("slack_views") == []


def test_close_and_reopen_a_dm(ws: Workspace) -> None:
    maria = ws.user("maria")
    opened = ok("conversations.open", ws.bot.conversations_open(users=maria))
    dm = opened["channel"]["id"]
    assert ok("conversations.close", ws.bot.conversations_close(channel=dm)) == {"ok": True}
    again = ok("conversations.close", ws.bot.conversations_close(channel=dm))
    assert again == {"ok": True, "no_op": True, "already_closed": True}
    bot = ws.user("ops-assistant")
    assert [(r["channel"], r["user"], r["is_open"]) for r in ws.world.rows("slack_views")] == [(dm, bot, 0)]
    info = ws.bot.conversations_info(channel=dm).data
    assert isinstance(info, dict)
    assert info["channel"]["is_open"] is False
    reopened = ok("conversations.open", ws.bot.conversations_open(channel=dm))
    assert reopened == {"ok": True, "channel": {"id": dm}}  # not "already_open": it was closed
    assert ok("conversations.open", ws.bot.conversations_open(channel=dm))["already_open"] is True


def test_close_errors(ws: Workspace) -> None:
    fails(
        "conversations.close",
        ws.bot.conversations_close,
        "method_not_supported_for_channel_type",
        channel=ws.channel("general"),
    )
    fails("conversations.close", ws.bot.conversations_close, "channel_not_found", channel="D0NOSUCH00")
    assert ws.world.rows("slack_views") == []


def test_profile_set_by_profile_json_and_by_name_value(ws: Workspace) -> None:
    omar_id = ws.user("omar")
    omar = ws.as_user(omar_id)
    profile = {
        "status_text": "On call",
        "status_emoji": ":pager:",
        "title": "Billing Lead",
        "pronouns": "he/him",
    }
    body = ok("users.profile.set", omar.users_profile_set(profile=profile))
    assert body["username"] == "omar"
    assert (body["profile"]["status_text"], body["profile"]["status_emoji"], body["profile"]["title"]) == (
        "On call",
        ":pager:",
        "Billing Lead",
    )
    body = ok("users.profile.set", omar.users_profile_set(name="first_name", value="Omari"))
    assert body["profile"]["real_name"] == "Omari Haddad"
    row = next(r for r in ws.world.rows("slack_users") if r["id"] == omar_id)
    assert (row["real_name"], row["status_text"], row["title"]) == ("Omari Haddad", "On call", "Billing Lead")
    got = ws.bot.users_profile_get(user=omar_id).data
    assert isinstance(got, dict)
    assert got["profile"]["status_text"] == "On call"
    # Form bodies carry the profile as a JSON string; Slack reads it the same way.
    body = ok(
        "users.profile.set",
        omar.api_call("users.profile.set", params={"profile": json.dumps({"phone": "555"})}),
    )
    assert body["profile"]["phone"] == "555"


def test_profile_set_errors(ws: Workspace) -> None:
    omar = ws.as_user(ws.user("omar"))
    before = ws.world.rows("slack_users")
    fails(
        "users.profile.set",
        omar.api_call,
        "invalid_profile",
        api_method="users.profile.set",
        params={"profile": "{not json"},
    )
    fails("users.profile.set", omar.users_profile_set, "invalid_profile", profile={"status_text": "x" * 101})
    fails("users.profile.set", omar.users_profile_set, "reserved_name", profile={"display_name": "@here"})
    fails(
        "users.profile.set",
        omar.users_profile_set,
        "not_admin",
        user=ws.user("maria"),
        profile={"title": "x"},
    )
    fails("users.profile.set", omar.users_profile_set, "not_admin", profile={"email": "o@example.com"})
    emma = ws.as_user(ws.user("emma"))  # an admin, not an owner
    fails(
        "users.profile.set",
        emma.users_profile_set,
        "cannot_update_admin_user",
        user=ws.user("dana"),
        profile={"title": "x"},
    )
    body = fails("users.profile.set", ws.bot.users_profile_set, "missing_scope", profile={"title": "x"})
    assert body["needed"] == "users.profile:write"
    assert ws.world.rows("slack_users") == before
    # An admin may change someone else's profile.
    changed = ok(
        "users.profile.set", emma.users_profile_set(user=ws.user("omar"), profile={"title": "Billing"})
    )
    assert changed["profile"]["title"] == "Billing"


def test_presence_set_and_get(ws: Workspace) -> None:
    omar_id = ws.user("omar")
    omar = ws.as_user(omar_id)
    mine = ok("users.getPresence", omar.users_getPresence(user=omar_id))
    assert (mine["presence"], mine["online"], mine["manual_away"]) == ("active", True, False)
    assert ok("users.setPresence", omar.users_setPresence(presence="away")) == {"ok": True}
    assert [r["user"] for r in ws.world.rows("slack_presence")] == [omar_id]
    theirs = ok("users.getPresence", ws.bot.users_getPresence(user=omar_id))
    assert theirs == {"ok": True, "presence": "away"}  # others see presence only
    mine = ok("users.getPresence", omar.users_getPresence(user=omar_id))
    assert (mine["presence"], mine["manual_away"], mine["online"]) == ("away", True, False)
    ok("users.setPresence", omar.users_setPresence(presence="auto"))
    assert ws.world.rows("slack_presence") == []
    gone = ok("users.getPresence", ws.bot.users_getPresence(user=ws.user("akim")))
    assert gone["presence"] == "away"  # deactivated


def test_presence_errors(ws: Workspace) -> None:
    omar = ws.as_user(ws.user("omar"))
    fails("users.setPresence", omar.users_setPresence, "invalid_presence", presence="busy")
    body = fails("users.setPresence", ws.bot.users_setPresence, "missing_scope", presence="away")
    assert body["needed"] == "users:write"
    fails("users.getPresence", ws.bot.users_getPresence, "user_not_found", user="U0NOBODY00")
    assert ws.world.rows("slack_presence") == []
