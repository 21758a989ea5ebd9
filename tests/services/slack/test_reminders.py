"""``reminders.*`` over the official ``slack_sdk``: a user's reminders, exact rows and error codes.

The lived-in workspace already holds a dozen reminders (some set for a colleague, some completed,
some overdue, some recurring); each test starts from a fresh copy of it.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from slack_sdk.errors import SlackApiError

from tests.services.slack.conftest import Workspace
from tests.services.slack.test_sdk import ok

REMINDER_ID = re.compile(r"^Rm[A-Z0-9]{9}$")


def _rows(ws: Workspace) -> dict[str, dict[str, Any]]:
    return {r["id"]: dict(r) for r in ws.world.rows("slack_reminders")}


def _error(call: Any) -> str:
    with pytest.raises(SlackApiError) as caught:
        call()
    return str(caught.value.response["error"])


def test_a_user_adds_a_reminder_for_themself(ws: Workspace) -> None:
    ada = ws.user("priya.n")
    before = _rows(ws)
    body = ok(
        "reminders.add", ws.as_user(ada).reminders_add(text="Send the board deck", time="in 15 minutes")
    )
    reminder = body["reminder"]
    assert REMINDER_ID.match(reminder["id"])
    row = _rows(ws)[reminder["id"]]
    assert reminder == {
        "id": row["id"],
        "creator": ada,
        "user": ada,
        "text": "Send the board deck",
        "recurring": False,
        "time": row["created"] + 900,
        "complete_ts": 0,
    }
    assert row["phrase"] == "in 15 minutes"
    assert set(_rows(ws)) - set(before) == {reminder["id"]}


def test_a_recurring_reminder_shows_neither_time_nor_completion(ws: Workspace) -> None:
    ada = ws.user("priya.n")
    reminder = ok(
        "reminders.add", ws.as_user(ada).reminders_add(text="Stand-up", time="every weekday at 9:30am")
    )["reminder"]
    assert reminder == {
        "id": reminder["id"],
        "creator": ada,
        "user": ada,
        "text": "Stand-up",
        "recurring": True,
    }
    assert _rows(ws)[reminder["id"]]["recurring"] == 1
    assert (
        _error(lambda: ws.as_user(ada).reminders_complete(reminder=reminder["id"]))
        == "cannot_complete_recurring"
    )


def test_a_reminder_for_a_colleague_is_theirs_to_complete(ws: Workspace) -> None:
    ada, jon = ws.user("priya.n"), ws.user("jon")
    reminder = ok(
        "reminders.add", ws.as_user(ada).reminders_add(text="Review the PR", time="tomorrow", user=jon)
    )["reminder"]
    assert (reminder["creator"], reminder["user"]) == (ada, jon)
    assert reminder["id"] in {
        r["id"] for r in ok("reminders.list", ws.as_user(jon).reminders_list())["reminders"]
    }
    assert (
        _error(lambda: ws.as_user(ada).reminders_complete(reminder=reminder["id"]))
        == "cannot_complete_others"
    )
    assert _rows(ws)[reminder["id"]]["complete_ts"] == 0
    ws.as_user(jon).reminders_complete(reminder=reminder["id"])
    done = _rows(ws)[reminder["id"]]["complete_ts"]
    assert done > 0
    ws.as_user(jon).reminders_complete(reminder=reminder["id"])  # again: the first time stays
    assert _rows(ws)[reminder["id"]]["complete_ts"] == done
    info = ok("reminders.info", ws.as_user(ada).reminders_info(reminder=reminder["id"]))["reminder"]
    assert info["complete_ts"] == done


def test_list_shows_what_you_set_and_what_is_for_you_and_nothing_else(ws: Workspace) -> None:
    rows = _rows(ws)
    for user in sorted({r["user"] for r in rows.values()} | {r["creator"] for r in rows.values()}):
        listed = ok("reminders.list", ws.as_user(user).reminders_list())["reminders"]
        mine = {i for i, r in rows.items() if user in (r["creator"], r["user"])}
        assert [r["id"] for r in listed] == sorted(mine, key=lambda i: (rows[i]["time"], i))
    someone_else = next(iter(rows.values()))
    outsider = ws.user("dana")
    if outsider not in (someone_else["creator"], someone_else["user"]):
        call = ws.as_user(outsider).reminders_info
        assert _error(lambda: call(reminder=someone_else["id"])) == "not_found"


def test_delete_removes_the_row_and_only_it(ws: Workspace) -> None:
    ada = ws.user("priya.n")
    reminder = ok("reminders.add", ws.as_user(ada).reminders_add(text="x", time="at 6pm"))["reminder"]
    before = _rows(ws)
    assert ok("reminders.delete", ws.as_user(ada).reminders_delete(reminder=reminder["id"])) == {"ok": True}
    after = _rows(ws)
    assert set(before) - set(after) == {reminder["id"]}
    assert all(after[i] == before[i] for i in after)
    assert _error(lambda: ws.as_user(ada).reminders_delete(reminder=reminder["id"])) == "not_found"


@pytest.mark.parametrize(
    ("who", "params", "code"),
    [
        ("bot", {"text": "x", "time": "in 5 minutes"}, "not_allowed_token_type"),
        ("priya.n", {"text": "x", "time": "whenever suits"}, "cannot_parse"),
        ("priya.n", {"text": "x", "time": "in 5 minutes", "user": "USLACKBOT"}, "cannot_add_slackbot"),
        ("priya.n", {"text": "x", "time": "in 5 minutes", "user": "UNOSUCHUSER"}, "user_not_found"),
        ("priya.n", {"text": "x", "time": "in 5 minutes", "user": "@pat"}, "user_not_found"),
        ("zoey", {"text": "x", "time": "in 5 minutes", "user": "@jon"}, "cannot_add_others"),
        ("zoey", {"text": "x", "time": "every day", "user": "@jon"}, "cannot_add_others_recurring"),
        ("auditor", {"text": "x", "time": "in 5 minutes"}, "missing_scope"),
    ],
)
def test_refused_adds_write_nothing(ws: Workspace, who: str, params: dict[str, Any], code: str) -> None:
    before = _rows(ws)
    if isinstance(params.get("user"), str) and params["user"].startswith("@"):
        params = {**params, "user": ws.user(params["user"][1:])}
    client = ws.bot if who == "bot" else ws.as_user(ws.user(who))
    assert _error(lambda: client.reminders_add(**params)) == code
    assert _rows(ws) == before


def test_a_bot_user_cannot_get_a_reminder(ws: Workspace) -> None:
    bot_user = next(r["id"] for r in ws.world.rows("slack_users") if r["is_bot"] and not r["deleted"])
    call = ws.as_user(ws.user("priya.n")).reminders_add
    assert _error(lambda: call(text="x", time="in 5 minutes", user=bot_user)) == "cannot_add_bot"


def test_the_lived_in_workspace_has_reminders_of_every_kind(ws: Workspace) -> None:
    rows = list(_rows(ws).values())
    now = ws.world.clock.now
    assert len(rows) == 12
    assert any(r["recurring"] for r in rows)
    assert any(r["creator"] != r["user"] for r in rows)
    assert any(r["complete_ts"] for r in rows)
    assert any(not r["recurring"] and not r["complete_ts"] and r["time"] < now for r in rows)  # overdue
    assert any(not r["recurring"] and r["time"] > now for r in rows)
