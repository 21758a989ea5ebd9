"""Acting as a Box user: their token, the admin's token with ``As-User``, or a task's ``acts_as``.

Through ``boxsdk`` (``box_sdk_gen``) on a loopback server: the user's All Files is what they own and
what is shared with them; a collaboration's role decides what they may change (a viewer's upload or
delete is Box's 403 ``access_denied_insufficient_permissions`` and changes nothing); what they create
is theirs (``created_by``/``modified_by``); only an admin may send ``As-User`` (a plain user, or a
co-admin for an admin, is refused with the same 403). Then a task with ``acts_as: {box: …}``: in
process, through the MCP tools, and over streamable HTTP with the credential the served world hands
out.
"""

from __future__ import annotations

import io
import json
from collections.abc import Callable
from typing import Any

import anyio
import pytest
from box_sdk_gen import (
    BaseUrls,
    BoxAPIError,
    BoxClient,
    BoxDeveloperTokenAuth,
    CreateCollaborationAccessibleBy,
    CreateCollaborationAccessibleByTypeField,
    CreateCollaborationItem,
    CreateCollaborationItemTypeField,
    CreateCollaborationRole,
    NetworkSession,
    UploadFileAttributes,
    UploadFileAttributesParentField,
)
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from mcp import Client as McpClient

from tests.support.mcp_results import first_text
from toolproof.agents.reference import PlanAgent
from toolproof.agents.run import EpisodeResult, run_episode
from toolproof.runs.mcp_task import FINISH_TOOL, TaskEpisodes, task_tools
from toolproof.runs.mcp_task import start_task_http_in_thread as serve_task
from toolproof.service import registry
from toolproof.services.box.fixtures import ADMIN, DEREK, JOHN, JON, LENA, PRIYA, SAM
from toolproof.tasks import tasks_from_data
from toolproof.tasks.model import Task
from toolproof.transports.mcp.sdk import STDIO_SESSION
from toolproof.world import World

Client = Callable[..., BoxClient]
DENIED = (403, "access_denied_insufficient_permissions", "Access denied - insufficient permission")


def item_id(world: Any, name: str, kind: str = "file") -> str:
    [found] = [r["id"] for r in world.rows("box_items") if r["name"] == name and r["type"] == kind
               and r["status"] == "active"]  # fmt: skip
    return str(found)


def refused(exc: pytest.ExceptionInfo[BoxAPIError]) -> tuple[int, str | None, str | None]:
    info = exc.value.response_info
    body = info.body if isinstance(info.body, dict) else {}
    return info.status_code, info.code, body.get("message")


def as_user(client: Client, target: str, token_user: str | None = None) -> BoxClient:
    """``token_user``'s client (the admin's by default) sending ``As-User: target``."""
    return client(token_user).with_as_user_header(target)


def test_the_users_are_the_principal_table() -> None:
    assert registry.get("box").principal_table == "box_users"


@pytest.mark.parametrize("way", ["user token", "As-User"])
def test_the_user_sees_their_own_all_files(client: Client, world: Any, way: str) -> None:
    box = client(PRIYA) if way == "user token" else as_user(client, PRIYA)
    assert box.users.get_user_me().id == PRIYA
    root = box.folders.get_folder_items("0")
    assert [e.name for e in root.entries or []] == ["Budget Models", "Finance"]
    assert root.total_count == 2
    admin_root = client().folders.get_folder_items("0")
    assert len(admin_root.entries or []) == 10  # the admin's view is the enterprise's top level, as before
    principal = PRIYA if way == "user token" else f"as-user::{PRIYA}"
    assert [e.principal for e in world.ledger.entries] == [principal, principal, None]


@pytest.mark.parametrize("way", ["user token", "As-User"])
def test_a_viewer_cannot_upload_or_delete(client: Client, world: Any, way: str) -> None:
    """John is a viewer on Finance: Box refuses his upload and his delete, and nothing changes."""
    box = client(JOHN) if way == "user token" else as_user(client, JOHN)
    report, q3 = item_id(world, "Q3 Report.xlsx"), item_id(world, "Q3", "folder")
    before = world.state_hash()
    with pytest.raises(BoxAPIError) as delete:
        box.files.delete_file_by_id(report)
    assert refused(delete) == DENIED
    with pytest.raises(BoxAPIError) as upload:
        box.uploads.upload_file(
            UploadFileAttributes(name="notes.txt", parent=UploadFileAttributesParentField(id=q3)),
            io.BytesIO(b"draft"),
        )
    assert refused(upload) == DENIED
    assert world.state_hash() == before
    assert [(e.operation, e.status, e.committed) for e in world.ledger.entries] == [
        ("box.files.delete", 403, False),
        ("box.uploads.create", 403, False),
    ]
    # The admin may: the same delete as Maya goes through.
    client().files.delete_file_by_id(report)
    assert world.ledger.entries[-1].status == 204


@pytest.mark.parametrize("way", ["user token", "As-User"])
def test_what_the_user_creates_is_theirs(client: Client, world: Any, way: str) -> None:
    """Priya (editor on Finance) uploads into Q3 and shares it with Sam: both are hers."""
    box = client(PRIYA) if way == "user token" else as_user(client, PRIYA)
    q3 = item_id(world, "Q3", "folder")
    files = box.uploads.upload_file(
        UploadFileAttributes(name="notes.txt", parent=UploadFileAttributesParentField(id=q3)),
        io.BytesIO(b"draft"),
    )
    new = (files.entries or [])[0]
    assert new.created_by is not None
    assert new.modified_by is not None
    assert (new.created_by.id, new.modified_by.id) == (PRIYA, PRIYA)
    [stored] = [r for r in world.rows("box_items") if r["id"] == new.id]
    assert (stored["created_by"], stored["modified_by"], stored["owner_id"]) == (PRIYA, PRIYA, ADMIN)
    collab = box.user_collaborations.create_collaboration(
        CreateCollaborationItem(type=CreateCollaborationItemTypeField.FOLDER, id=q3),
        CreateCollaborationAccessibleBy(type=CreateCollaborationAccessibleByTypeField.USER, id=SAM),
        CreateCollaborationRole.VIEWER,
    )
    assert collab.created_by is not None
    assert collab.created_by.id == PRIYA
    [row] = [r for r in world.rows("box_collaborations") if r["id"] == collab.id]
    assert (row["user_id"], row["role"], row["status"], row["created_by"]) == (
        SAM,
        "viewer",
        "accepted",
        PRIYA,
    )


@pytest.mark.parametrize(
    ("token_user", "target"),
    [
        (JON, PRIYA),  # a plain user may not act as anyone
        (LENA, ADMIN),  # a co-admin may not act as the primary admin
        (None, "99999999999"),  # nobody of that id
        (None, DEREK),  # a deactivated user
    ],
)
def test_as_user_is_refused_unless_an_admin_may(
    client: Client, world: Any, token_user: str | None, target: str
) -> None:
    with pytest.raises(BoxAPIError) as exc:
        as_user(client, target, token_user).users.get_user_me()
    assert refused(exc) == DENIED
    entry = world.ledger.entries[-1]
    assert (entry.principal, entry.status) == (f"as-user:{token_user or ''}:{target}", 403)


def test_a_coadmin_may_act_as_a_plain_user(client: Client, world: Any) -> None:
    assert as_user(client, JOHN, LENA).users.get_user_me().id == JOHN


def test_as_yourself_is_yourself(client: Client, world: Any) -> None:
    assert as_user(client, JON, JON).users.get_user_me().id == JON


# -- a task that acts as a user ---------------------------------------------------------------------
def share_task(acts: bool = True, login: str = "priya@northwind.example") -> Task:
    data: dict[str, Any] = {
        "id": "acts.share",
        "services": ["box"],
        "fixture": "default",
        "instruction": "Share the Q3 folder with Sam Okoro as a viewer from my account.",
        "refs": {
            "me": {"table": "box_users", "where": {"login": login}},
            "q3": {"table": "box_items", "where": {"type": "folder", "name": "Q3"}},
        },
        "expect": {
            "changes": [
                {
                    "added": "box_collaborations",
                    "where": {"item_id": "{q3}", "user_id": SAM, "role": "viewer", "created_by": "{me}"},
                }
            ]
        },
        "oracle": [
            {"call": "box.search.query", "args": {"query": "Q3", "type": "folder"}, "save": "q3",
             "pick": {"from": "entries", "where": {"name": "Q3"}}},
            {"call": "box.collaborations.create",
             "args": {"item": {"type": "folder", "id": "{q3.id}"},
                      "accessible_by": {"type": "user", "id": SAM}, "role": "viewer"}},
            {"finish": "done"},
        ],
    }  # fmt: skip
    if acts:
        data["acts_as"] = {"box": "{me}"}
    [task] = tasks_from_data(data, "test")
    return task


def run(task: Task) -> EpisodeResult:
    return anyio.run(run_episode, task, PlanAgent("naive"))


def test_in_process_the_task_acts_as_the_user() -> None:
    result = run(share_task())
    assert result.passed, result.grade.explain() if result.grade else result.error
    assert [(e["operation"], e["principal"], e["status"]) for e in result.ledger] == [
        ("box.search.query", PRIYA, 200),
        ("box.collaborations.create", PRIYA, 201),
    ]
    assert result.grade is not None
    assert result.grade.to_dict()["acts_as"] == {"box": PRIYA}


def test_without_acts_as_the_admin_shares_it_and_the_grade_fails() -> None:
    result = run(share_task(acts=False))
    assert not result.passed
    assert [(e["principal"], e["status"]) for e in result.ledger] == [(None, 200), (None, 201)]


def test_a_viewer_acting_is_refused_in_process() -> None:
    """The same plan as John (viewer on Finance): Box's 403, no collaboration."""
    result = run(share_task(login="john.smith@northwind.example"))
    assert not result.passed
    last = result.ledger[-1]
    assert (last["principal"], last["status"], last["error_code"], last["committed"]) == (
        JOHN,
        403,
        "access_denied_insufficient_permissions",
        False,
    )


def test_same_task_same_bytes() -> None:
    first, second = run(share_task()), run(share_task())
    assert first.final_hash == second.final_hash
    assert json.dumps(first.ledger, sort_keys=True) == json.dumps(second.ledger, sort_keys=True)


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(who=st.sampled_from([PRIYA, JOHN, JON, SAM, LENA, ADMIN]))
def test_whoever_the_principal_is_the_calls_are_theirs(who: str) -> None:
    """The admin's ``As-User`` and a world acting as the user (``acts_as``) both answer as ``who``."""
    world = World(["box"], seed=0, fixture="default")
    via_header = world.call("box.users.me", {}, principal=f"as-user::{who}")
    world.principals = {"box": who}
    acting = world.call("box.users.me", {})
    assert [(r.status, r.body["id"]) for r in (via_header, acting)] == [(200, who), (200, who)]
    assert [e.principal for e in world.ledger] == [f"as-user::{who}", who]


def test_mcp_tools_act_as_the_user() -> None:
    task = share_task()

    async def scenario() -> dict[str, Any]:
        tools = task_tools(task, None, lambda: World(task.services, seed=task.seed, fixture=task.fixture))
        world = tools.worlds.world_for(STDIO_SESSION)
        out = await tools.call(STDIO_SESSION, "box_users_me", {})
        assert out is not None
        assert json.loads(out.texts[0])["id"] == PRIYA
        q3 = item_id(world, "Q3", "folder")
        args = {
            "item": {"type": "folder", "id": q3},
            "accessible_by": {"type": "user", "id": SAM},
            "role": "viewer",
        }
        made = await tools.call(STDIO_SESSION, "box_collaborations_create", args)
        assert made is not None
        assert made.is_error is False, made.texts
        assert json.loads(made.texts[0])["created_by"]["id"] == PRIYA
        assert [(e.principal, e.transport) for e in world.ledger] == [(PRIYA, "mcp"), (PRIYA, "mcp")]
        await tools.call(STDIO_SESSION, FINISH_TOOL, {"claim": "done", "message": "Shared."})
        episodes = tools.episodes
        assert isinstance(episodes, TaskEpisodes)
        return episodes.of(world).report()

    report = anyio.run(scenario)
    assert report["passed"], report["explain"]
    assert report["grade"]["acts_as"] == {"box": PRIYA}


def test_mcp_over_http_and_the_served_token_act_as_the_user() -> None:
    """The MCP client over streamable HTTP lists Priya's All Files; ``boxsdk`` holding the credential
    the hub hands out for that session's world shares Q3 as her, and the session's grade passes."""
    task = share_task()

    def over_http(base_url: str, world: World) -> None:
        token = running.hub.credentials(world)["box"]["token"]
        assert token == f"{world.id}.{PRIYA}"
        urls = BaseUrls(base_url=base_url + "/box", upload_url=base_url + "/box/upload",
                        oauth_2_url=base_url + "/box/oauth2")  # fmt: skip
        box = BoxClient(
            auth=BoxDeveloperTokenAuth(token=token), network_session=NetworkSession(base_urls=urls)
        )
        collab = box.user_collaborations.create_collaboration(
            CreateCollaborationItem(
                type=CreateCollaborationItemTypeField.FOLDER, id=item_id(world, "Q3", "folder")
            ),
            CreateCollaborationAccessibleBy(type=CreateCollaborationAccessibleByTypeField.USER, id=SAM),
            CreateCollaborationRole.VIEWER,
        )
        assert collab.created_by is not None
        assert collab.created_by.id == PRIYA

    async def scenario() -> tuple[World, list[tuple[str, str, str | None, int]]]:
        async with McpClient(running.mcp_url) as mcp:
            out = await mcp.call_tool("box_folders_items", {"folder_id": "0"})
            assert out.is_error is False, first_text(out)
            assert [e["name"] for e in json.loads(first_text(out))["entries"]] == ["Budget Models", "Finance"]
            assert out.meta is not None
            world = running.world(out.meta["toolproof/world"])
            await anyio.to_thread.run_sync(over_http, running.info.base_url, world)
            calls = [(e.transport, e.operation, e.principal, e.status) for e in world.ledger]
            done = await mcp.call_tool(FINISH_TOOL, {"claim": "done", "message": "Shared."})
            assert done.is_error is False
            return world, calls

    with serve_task(task) as running:
        world, calls = anyio.run(scenario)
    assert world.principals == {"box": PRIYA}
    assert calls == [
        ("mcp", "box.folders.items", PRIYA, 200),
        ("http", "box.collaborations.create", PRIYA, 201),
    ]
