"""``usergroups.*`` over the official ``slack_sdk``: exact rows, Slack's error codes, nothing half-applied.

The lived-in workspace holds @oncall, @billing-team, @support-leads, @eng-managers and a disabled
@design-crit; each test starts from a fresh copy of it.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from slack_sdk import WebClient
from slack_sdk.errors import SlackApiError

from tests.services.slack.conftest import Workspace
from tests.services.slack.spec import validate_error
from tests.services.slack.test_sdk import ok

SUBTEAM_ID = re.compile(r"^S[A-Z0-9]{10}$")


def _groups(ws: Workspace) -> dict[str, dict[str, Any]]:
    return {r["handle"]: dict(r) for r in ws.world.rows("slack_usergroups")}


def _members(ws: Workspace, group: str) -> list[str]:
    return sorted(r["user"] for r in ws.world.rows("slack_usergroup_members") if r["usergroup"] == group)


def _fails(method: str, call: Any, code: str, **kwargs: Any) -> dict[str, Any]:
    with pytest.raises(SlackApiError) as info:
        call(**kwargs)
    body: dict[str, Any] = info.value.response.data
    assert body["error"] == code, body
    validate_error(method, body)
    return body


def _unchanged(ws: Workspace, call: Any) -> None:
    before = ws.world.state_hash()
    call()
    assert ws.world.state_hash() == before


def test_list_leaves_disabled_groups_out_unless_asked(ws: Workspace) -> None:
    groups = _groups(ws)
    listed = ok("usergroups.list", ws.bot.usergroups_list())["usergroups"]
    assert [g["handle"] for g in listed] == ["billing-team", "eng-managers", "oncall", "support-leads"]
    assert all("users" not in g and "user_count" not in g for g in listed)
    every = ok(
        "usergroups.list",
        ws.bot.usergroups_list(include_disabled=True, include_users=True, include_count=True),
    )["usergroups"]
    crit = next(g for g in every if g["handle"] == "design-crit")
    assert crit["date_delete"] == groups["design-crit"]["date_delete"] > 0
    assert crit["deleted_by"] == ws.user("dana")
    oncall = next(g for g in every if g["handle"] == "oncall")
    assert oncall["users"] == sorted(ws.user(h) for h in ("sam.lee", "ivan", "noah", "kofi"))
    assert oncall["user_count"] == 4
    assert oncall["prefs"] == {"channels": [ws.channel("incidents"), ws.channel("ops-alerts")], "groups": []}
    assert SUBTEAM_ID.match(oncall["id"])


def test_create_stores_exactly_the_group(ws: Workspace) -> None:
    ada = ws.as_user(ws.user("priya.n"))
    body = ok(
        "usergroups.create",
        ada.usergroups_create(
            name="Platform",
            handle="platform",
            description="Platform engineers",
            channels=[ws.channel("eng-infra")],
            include_count=True,
        ),
    )
    group = body["usergroup"]
    row = _groups(ws)["platform"]
    assert group["id"] == row["id"]
    assert row == {
        "id": group["id"],
        "name": "Platform",
        "handle": "platform",
        "description": "Platform engineers",
        "channels": [ws.channel("eng-infra")],
        "created_by": ws.user("priya.n"),
        "updated_by": ws.user("priya.n"),
        "deleted_by": None,
        "date_create": row["date_create"],
        "date_update": row["date_create"],
        "date_delete": 0,
    }
    assert (group["users"], group["user_count"], group["date_delete"]) == ([], 0, 0)
    assert _members(ws, group["id"]) == []


def test_the_bot_creates_groups_with_its_scope(ws: Workspace) -> None:
    group = ok("usergroups.create", ws.bot.usergroups_create(name="Triage", handle="triage"))["usergroup"]
    assert group["created_by"] == ws.user("ops-assistant")


@pytest.mark.parametrize(
    ("args", "code"),
    [
        ({"name": "ON-CALL"}, "name_already_exists"),
        ({"name": "Fresh", "handle": "oncall"}, "handle_already_exists"),
        ({"name": "Fresh", "handle": "jon"}, "handle_already_exists"),  # a user's name
        ({"name": "Fresh", "handle": "support"}, "handle_already_exists"),  # a channel's name
        ({"name": "Fresh", "handle": "here"}, "forbidden_handle"),
        ({"name": "Fresh", "handle": "On Call!"}, "bad_handle"),
        ({"name": "Fresh", "channels": "CNOSUCHCHAN1"}, "invalid_channel_provided"),
        ({"name": "   "}, "missing_subteam_name"),
    ],
)
def test_create_refusals_change_nothing(ws: Workspace, args: dict[str, Any], code: str) -> None:
    _unchanged(ws, lambda: _fails("usergroups.create", ws.bot.usergroups_create, code, **args))


def test_create_without_a_name_is_missing_argument(ws: Workspace) -> None:
    _fails(
        "usergroups.create", ws.bot.api_call, "missing_argument", api_method="usergroups.create", params={}
    )


def test_guests_are_refused_and_read_only_tokens_lack_the_scope(ws: Workspace) -> None:
    guest = ws.as_user(ws.user("zoey"))
    oncall = _groups(ws)["oncall"]["id"]
    _fails("usergroups.create", guest.usergroups_create, "permission_denied", name="Guests")
    _fails(
        "usergroups.users.update",
        guest.usergroups_users_update,
        "permission_denied",
        usergroup=oncall,
        users="U1",
    )
    auditor = ws.as_user(ws.user("auditor"))
    body = _fails("usergroups.list", auditor.usergroups_list, "missing_scope")
    assert body["needed"] == "usergroups:read"


def test_update_changes_only_what_is_given(ws: Workspace) -> None:
    before = _groups(ws)["billing-team"]
    body = ok(
        "usergroups.update",
        ws.bot.usergroups_update(usergroup=before["id"], description="Refunds, invoices, disputes, dunning"),
    )
    after = _groups(ws)["billing-team"]
    assert body["usergroup"]["description"] == "Refunds, invoices, disputes, dunning"
    assert {k for k in after if after[k] != before[k]} == {"description", "updated_by", "date_update"}
    assert after["updated_by"] == ws.user("ops-assistant")
    _fails("usergroups.update", ws.bot.usergroups_update, "no_such_subteam", usergroup="SNOSUCHGRP1")
    _fails(
        "usergroups.update",
        ws.bot.usergroups_update,
        "name_already_exists",
        usergroup=before["id"],
        name="On-call",
    )


def test_users_update_replaces_the_whole_list(ws: Workspace) -> None:
    oncall = _groups(ws)["oncall"]["id"]
    ravi = ws.user("ravi.k")
    current = _members(ws, oncall)
    body = ok(
        "usergroups.users.update", ws.bot.usergroups_users_update(usergroup=oncall, users=[*current, ravi])
    )
    assert body["usergroup"]["users"] == sorted([*current, ravi])
    assert _members(ws, oncall) == sorted([*current, ravi])
    # Sending only the newcomer drops everyone else, as in Slack.
    ok("usergroups.users.update", ws.bot.usergroups_users_update(usergroup=oncall, users=ravi))
    assert _members(ws, oncall) == [ravi]
    assert ok("usergroups.users.list", ws.bot.usergroups_users_list(usergroup=oncall))["users"] == [ravi]


@pytest.mark.parametrize("who", ["nobody", "akim", "github"])
def test_users_update_refuses_unknown_deactivated_and_bot_users(ws: Workspace, who: str) -> None:
    oncall = _groups(ws)["oncall"]["id"]
    users = f"{ws.user('noah')},{'UNOSUCHUSER' if who == 'nobody' else ws.user(who)}"
    call = ws.bot.usergroups_users_update
    _unchanged(
        ws, lambda: _fails("usergroups.users.update", call, "invalid_users", usergroup=oncall, users=users)
    )


def test_users_update_without_users(ws: Workspace) -> None:
    oncall = _groups(ws)["oncall"]["id"]
    call = ws.bot.usergroups_users_update
    _unchanged(
        ws, lambda: _fails("usergroups.users.update", call, "no_users_provided", usergroup=oncall, users="")
    )
    params = {"usergroup": oncall}
    _fails(
        "usergroups.users.update",
        ws.bot.api_call,
        "no_users_provided",
        api_method="usergroups.users.update",
        params=params,
    )


def test_disable_hides_the_group_and_keeps_its_members_until_enabled(ws: Workspace) -> None:
    billing = _groups(ws)["billing-team"]
    members = _members(ws, billing["id"])
    body = ok("usergroups.disable", ws.bot.usergroups_disable(usergroup=billing["id"], include_count=True))
    assert body["usergroup"]["date_delete"] > 0
    assert body["usergroup"]["deleted_by"] == ws.user("ops-assistant")
    assert body["usergroup"]["user_count"] == len(members)
    assert "billing-team" not in [g["handle"] for g in ws.bot.usergroups_list()["usergroups"]]
    _fails("usergroups.users.list", ws.bot.usergroups_users_list, "no_such_subteam", usergroup=billing["id"])
    listed = ws.bot.usergroups_users_list(usergroup=billing["id"], include_disabled=True)
    assert ok("usergroups.users.list", listed)["users"] == members
    disabled_row = _groups(ws)["billing-team"]
    _unchanged(ws, lambda: ws.bot.usergroups_disable(usergroup=billing["id"]))  # again: a no-op
    assert _groups(ws)["billing-team"] == disabled_row
    ok("usergroups.enable", ws.bot.usergroups_enable(usergroup=billing["id"]))
    after = _groups(ws)["billing-team"]
    assert (after["date_delete"], after["deleted_by"]) == (0, None)
    assert _members(ws, billing["id"]) == members
    _fails("usergroups.enable", ws.bot.usergroups_enable, "no_such_subteam", usergroup="SNOSUCHGRP1")


def test_a_group_mention_is_stored_as_written(ws: Workspace) -> None:
    oncall = _groups(ws)["oncall"]["id"]
    incidents = ws.channel("incidents")
    seeded = [m for m in ws.messages(incidents) if f"<!subteam^{oncall}|@oncall>" in m["text"]]
    assert len(seeded) == 1
    text = f"<!subteam^{oncall}> please look at the payment gateway"
    posted = ok("chat.postMessage", ws.bot.chat_postMessage(channel=incidents, text=text))
    assert posted["message"]["text"] == text
    history = ok("conversations.history", ws.bot.conversations_history(channel=incidents, limit=5))
    assert history["messages"][0]["text"] == text


def test_usergroups_are_tier_two(ws: Workspace) -> None:
    ws.world.rate_limits_enabled = True
    client: WebClient = ws.bot
    for _ in range(20):
        client.usergroups_list()
    _fails("usergroups.list", client.usergroups_list, "ratelimited")
