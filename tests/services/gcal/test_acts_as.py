"""Acting as a person of the organisation: their OAuth token, or a task's ``acts_as``.

Through ``google-api-python-client`` on a loopback server: ``primary`` and ``calendarList`` are the
person's, what they create is organized and created by them, another person's calendar is what its
ACL grants (the domain's ``freeBusyReader``: free/busy and busy blocks; writing is 403
``requiredAccessLevel``; a calendar nothing grants is 404 ``notFound``), and the ledger records whom
each call acted as. Then a task with ``acts_as: {gcal: …}``: in process, through the MCP tools, and
over streamable HTTP with the credential the served world hands out.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import anyio
import pytest
from google.oauth2.credentials import Credentials
from googleapiclient.discovery import build
from googleapiclient.errors import HttpError
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from mcp import Client as McpClient

from tests.support.mcp_results import first_text
from toolproof.agents.reference import PlanAgent
from toolproof.agents.run import EpisodeResult, run_episode
from toolproof.runs.mcp_task import FINISH_TOOL, TaskEpisodes, task_tools
from toolproof.runs.mcp_task import start_task_http_in_thread as serve_task
from toolproof.service import registry
from toolproof.tasks import tasks_from_data
from toolproof.tasks.model import Task
from toolproof.transports.http import RunningServer
from toolproof.transports.mcp.sdk import STDIO_SESSION
from toolproof.world import World

ALICE, KWAME, YARA, VICTOR, UMA = (
    f"{n}@orbital.example" for n in ("alice", "kwame", "yara", "victor", "uma")
)
WEDNESDAY = {"timeMin": "2026-11-04T16:30:00Z", "timeMax": "2026-11-04T18:30:00Z"}
SLOT = {"start": {"dateTime": "2026-11-04T17:30:00Z"}, "end": {"dateTime": "2026-11-04T18:00:00Z"}}
Client = Any


def refusal(exc: pytest.ExceptionInfo[HttpError]) -> tuple[int, Any]:
    return exc.value.status_code, json.loads(exc.value.content)


def google_error(code: int, reason: str, message: str, domain: str = "calendar") -> dict[str, Any]:
    return {
        "error": {
            "errors": [{"domain": domain, "reason": reason, "message": message}],
            "code": code,
            "message": message,
        }
    }


def events(world: Any) -> int:
    return len(list(world.store.select("gcal_events", {})))


def test_the_people_are_the_principal_table() -> None:
    assert registry.get("gcal").principal_table == "gcal_users"


def test_primary_and_the_calendar_list_are_the_users(client: Callable[..., Client], world: Any) -> None:
    kwame, alice = client("kwame"), client()
    assert kwame.calendars().get(calendarId="primary").execute()["id"] == KWAME
    assert alice.calendars().get(calendarId="primary").execute()["id"] == ALICE
    listed = {c["id"]: c["accessRole"] for c in kwame.calendarList().list().execute()["items"]}
    assert listed == {
        KWAME: "owner",
        "c_tlfeg17bp9a0ok59b452fedvm9@group.calendar.google.com": "reader",
        "c_us3jqkpvs6thsnp4vql4v75st8@group.calendar.google.com": "owner",
    }
    assert [(e.operation, e.principal) for e in world.ledger] == [
        ("gcal.calendars.get", "kwame"),
        ("gcal.calendars.get", None),
        ("gcal.calendarList.list", "kwame"),
    ]


def test_what_the_user_creates_is_theirs(client: Callable[..., Client], world: Any) -> None:
    made = client("yara").events().insert(calendarId="primary", body={"summary": "Budget", **SLOT}).execute()
    assert (made["creator"]["email"], made["organizer"]["email"]) == (YARA, YARA)
    [row] = [r for r in world.store.select("gcal_events", {"id": made["id"]})]
    assert (row["calendar_id"], row["organizer"], row["creator"]) == (YARA, YARA, YARA)
    entry = world.ledger[-1]
    assert (entry.operation, entry.principal, entry.status, entry.committed) == (
        "gcal.events.insert",
        "yara",
        200,
        True,
    )


def test_another_persons_calendar_is_free_busy_only(client: Callable[..., Client], world: Any) -> None:
    yara = client("yara")
    busy = yara.freebusy().query(body={**WEDNESDAY, "items": [{"id": VICTOR}]}).execute()
    # The leadership stand-up (11:30-11:45 New York), clipped to the window: the only busy block.
    assert busy["calendars"][VICTOR] == {
        "busy": [{"start": "2026-11-04T16:30:00Z", "end": "2026-11-04T16:45:00Z"}]
    }
    listed = yara.events().list(calendarId=VICTOR, singleEvents=True, **WEDNESDAY).execute()
    assert listed["accessRole"] == "freeBusyReader"
    assert all(set(item) <= {"kind", "etag", "id", "status", "start", "end", "recurringEventId",
                             "originalStartTime"} for item in listed["items"])  # fmt: skip
    before = events(world)
    with pytest.raises(HttpError) as refused:
        yara.events().insert(calendarId=VICTOR, body={"summary": "Budget", **SLOT}).execute()
    assert refusal(refused) == (
        403,
        google_error(403, "requiredAccessLevel", "You need to have writer access to this calendar."),
    )
    assert events(world) == before
    assert (world.ledger[-1].principal, world.ledger[-1].committed) == ("yara", False)


def test_a_calendar_nothing_grants_is_not_found(client: Callable[..., Client], world: Any) -> None:
    made = client("kwame").calendars().insert(body={"summary": "Kwame's private planning"}).execute()
    with pytest.raises(HttpError) as hidden:
        client("yara").calendars().get(calendarId=made["id"]).execute()
    assert refusal(hidden) == (404, google_error(404, "notFound", "Not Found", domain="global"))


def test_an_acl_grant_lets_the_user_write_someone_elses_calendar(
    client: Callable[..., Client], world: Any
) -> None:
    """Yara is writer on Uma's calendar: the event is Uma's (organizer), created by Yara."""
    made = client("yara").events().insert(calendarId=UMA, body={"summary": "Budget", **SLOT}).execute()
    assert (made["creator"]["email"], made["organizer"]["email"]) == (YARA, UMA)


def test_a_world_acting_as_a_person_hands_out_their_token(server: RunningServer, world: Any) -> None:
    """With ``world.principals`` (what a task's ``acts_as`` sets) the served credential is the
    person's, and even the bare world token acts as them."""
    world.principals = {"gcal": KWAME}
    try:
        token = server.hub.credentials(world)["gcal"]["token"]
        assert token == f"{world.id}.{KWAME}"
        for held in (token, world.id):
            svc = build(
                "calendar",
                "v3",
                credentials=Credentials(token=held),  # type: ignore[no-untyped-call]
                client_options={"api_endpoint": server.base_url + "/gcal/calendar/v3/"},
                static_discovery=True,
            )
            assert svc.calendars().get(calendarId="primary").execute()["id"] == KWAME
        assert [e.principal for e in world.ledger] == [KWAME, KWAME]
    finally:
        world.principals = {}


# -- a task that acts as a person -------------------------------------------------------------------
def book_task(who: str = "Yara Haddad", acts: bool = True) -> Task:
    data: dict[str, Any] = {
        "id": "acts.book",
        "services": ["gcal"],
        "fixture": "default",
        "instruction": "Put a 30-minute 'Budget' on my calendar on Wednesday at 12:30 New York time.",
        "refs": {"me": {"table": "gcal_users", "where": {"name": who}}},
        "expect": {
            "changes": [
                {
                    "added": "gcal_events",
                    "where": {
                        "calendar_id": "{me}",
                        "organizer": "{me}",
                        "creator": "{me}",
                        "start_ts": 1793813400,
                    },
                }
            ]
        },
        "oracle": [
            {
                "call": "gcal.events.insert",
                "args": {"calendarId": "primary", "body": {"summary": "Budget", **SLOT}},
            },
            {"finish": "done"},
        ],
    }
    if acts:
        data["acts_as"] = {"gcal": "{me}"}
    [task] = tasks_from_data(data, "test")
    return task


def run(task: Task) -> EpisodeResult:
    return anyio.run(run_episode, task, PlanAgent("naive"))


def test_in_process_the_task_acts_as_the_person() -> None:
    result = run(book_task())
    assert result.passed, result.grade.explain() if result.grade else result.error
    [entry] = result.ledger
    assert (entry["operation"], entry["principal"], entry["status"]) == ("gcal.events.insert", YARA, 200)
    assert result.grade is not None
    assert result.grade.to_dict()["acts_as"] == {"gcal": YARA}


def test_without_acts_as_the_default_user_books_it_and_the_grade_fails() -> None:
    result = run(book_task(acts=False))
    assert not result.passed
    [entry] = result.ledger
    assert (entry["principal"], entry["status"]) == (None, 200)
    [change] = entry["changes"]
    assert change["table"] == "gcal_events"
    assert "acts_as" not in (result.grade.to_dict() if result.grade else {})


def test_same_task_same_bytes() -> None:
    first, second = run(book_task()), run(book_task())
    assert first.final_hash == second.final_hash
    assert json.dumps(first.ledger, sort_keys=True) == json.dumps(second.ledger, sort_keys=True)


PEOPLE = [("Kwame Mensah", KWAME), ("Yara Haddad", YARA), ("Dara O'Neill", "dara@orbital.example")]


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(person=st.sampled_from(PEOPLE))
def test_the_event_is_the_principals_whoever_it_is(person: tuple[str, str]) -> None:
    name, email = person
    result = run(book_task(name))
    assert result.passed, result.grade.explain() if result.grade else result.error
    assert [e["principal"] for e in result.ledger] == [email]


def test_mcp_tools_act_as_the_person() -> None:
    task = book_task()

    async def scenario() -> dict[str, Any]:
        tools = task_tools(task, None, lambda: World(task.services, seed=task.seed, fixture=task.fixture))
        world = tools.worlds.world_for(STDIO_SESSION)
        args = {"calendarId": "primary", "body": {"summary": "Budget", **SLOT}}
        out = await tools.call(STDIO_SESSION, "gcal_events_insert", args)
        assert out is not None
        assert out.is_error is False, out.texts
        assert json.loads(out.texts[0])["organizer"]["email"] == YARA
        assert [(e.principal, e.transport) for e in world.ledger] == [(YARA, "mcp")]
        await tools.call(STDIO_SESSION, FINISH_TOOL, {"claim": "done", "message": "Booked."})
        episodes = tools.episodes
        assert isinstance(episodes, TaskEpisodes)
        return episodes.of(world).report()

    report = anyio.run(scenario)
    assert report["passed"], report["explain"]
    assert report["grade"]["acts_as"] == {"gcal": YARA}


def test_mcp_over_http_and_the_served_token_act_as_the_person() -> None:
    """The MCP client over streamable HTTP reads Yara's primary; the official client holding the
    credential the hub hands out for that session's world books the meeting as her."""
    task = book_task()

    def over_http(base_url: str, world: World) -> None:
        token = running.hub.credentials(world)["gcal"]["token"]
        assert token == f"{world.id}.{YARA}"
        svc = build(
            "calendar",
            "v3",
            credentials=Credentials(token=token),  # type: ignore[no-untyped-call]
            client_options={"api_endpoint": base_url + "/gcal/calendar/v3/"},
            static_discovery=True,
        )
        made = svc.events().insert(calendarId="primary", body={"summary": "Budget", **SLOT}).execute()
        assert made["organizer"]["email"] == YARA

    async def scenario() -> tuple[World, list[tuple[str, str, str | None, int]]]:
        async with McpClient(running.mcp_url) as mcp:
            out = await mcp.call_tool("gcal_calendars_get", {"calendarId": "primary"})
            assert out.is_error is False, first_text(out)
            assert json.loads(first_text(out))["id"] == YARA
            assert out.meta is not None
            world = running.world(out.meta["toolproof/world"])
            await anyio.to_thread.run_sync(over_http, running.info.base_url, world)
            calls = [(e.transport, e.operation, e.principal, e.status) for e in world.ledger]
            done = await mcp.call_tool(FINISH_TOOL, {"claim": "done", "message": "Booked."})
            assert done.is_error is False
            return world, calls

    with serve_task(task) as running:
        world, calls = anyio.run(scenario)
    assert world.principals == {"gcal": YARA}
    assert calls == [
        ("mcp", "gcal.calendars.get", YARA, 200),
        ("http", "gcal.events.insert", YARA, 200),
    ]
