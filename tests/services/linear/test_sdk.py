"""The official ``@linear/sdk`` (pinned in ``node/package.json``), unchanged, against ``toolproof serve``.

``node/suite.mjs`` runs create / update / sub-issue / filter / paginate / comment / relate / attach /
search / archive and the error paths, and prints what it observed; this test asserts it exactly, then
checks the world's rows and ledger. Skipped with the reason when ``node`` or the installed SDK is
absent (``scripts/setup`` runs ``npm ci`` there when ``npm`` exists).
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from toolproof.transports.http import RunningServer

NODE_DIR = Path(__file__).parent / "node"


def run_suite(server: RunningServer, world_id: str) -> dict[str, Any]:
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed: the @linear/sdk suite needs Node.js 20+")
    if not (NODE_DIR / "node_modules" / "@linear" / "sdk").is_dir():
        pytest.skip(f"@linear/sdk is not installed: run `npm ci` in {NODE_DIR} (scripts/setup does)")
    done = subprocess.run(
        [node, "suite.mjs", server.base_url + "/linear", world_id],
        cwd=NODE_DIR,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr[:2000]
    result: dict[str, Any] = json.loads(done.stdout)
    return result


def test_the_official_sdk_runs_its_suite_green(server: RunningServer) -> None:
    world = server.hub.create()
    world.rate_limits_enabled = False
    out = run_suite(server, world.id)
    unauthenticated = {
        "thrown": True,
        "class": "AuthenticationLinearError",
        "type": "AuthenticationError",
        "status": 401,
        "codes": [None],
        "messages": ["You need to authenticate to access this operation."],
    }
    assert out == {
        "viewer": {"name": "Maya Chen", "email": "maya.chen@northwind.dev", "admin": True},
        "oauthViewer": "maya.chen@northwind.dev",
        "badKey": unauthenticated,
        "teams": ["DES", "SUP", "ENG"],
        "engStates": [
            "Backlog:backlog",
            "Canceled:canceled",
            "Done:completed",
            "Duplicate:canceled",
            "In Progress:started",
            "In Review:started",
            "Todo:unstarted",
            "Triage:triage",
        ],
        "ana": "Ana Lim",
        "created": {
            "success": True,
            "identifier": "ENG-157",
            "title": "Invoice totals off by one cent",
            "priority": 2,
            "priorityLabel": "High",
            "estimate": 3,
            "state": "Backlog",
            "labels": ["Billing"],
        },
        "updated": {"state": "In Progress", "assignee": "Ana Lim", "startedAt": True},
        "subIssue": {"parent": "ENG-157", "children": ["ENG-158"]},
        "anaStarted": True,
        "paging": {"count": 6, "hasNext": True, "unique": 6},
        "comment": {
            "body": "Reproduced with invoice INV-1042.",
            "user": "Maya Chen",
            "onIssue": ["Reproduced with invoice INV-1042."],
        },
        "relation": {"type": "blocks", "issue": "ENG-158", "related": "ENG-157"},
        "attachment": {"url": "https://github.com/northwind/app/pull/4242", "title": "Fix PR"},
        "search": ["ENG-157"],
        "closed": {"state": "Done", "completed": True},
        "archived": {"success": True, "archivedAt": True},
        "archivedHidden": 0,
        "notFound": {
            "thrown": True,
            "class": "InvalidInputLinearError",
            "type": "InvalidInput",
            "status": 400,
            "codes": [None],
            "messages": ["Could not find referenced Issue."],
        },
        "wrongTeamState": {
            "thrown": True,
            "class": "InvalidInputLinearError",
            "type": "InvalidInput",
            "status": 400,
            "codes": [None],
            "messages": ["Could not find referenced WorkflowState."],
        },
        "badInputType": {
            "thrown": True,
            "class": "GraphqlLinearError",
            "type": "GraphqlError",
            "status": 400,
            "codes": [None],
            "messages": [
                "Variable '$input' has invalid value at .priority: Int cannot represent non-integer "
                "value: 'urgent'"
            ],
        },
    }
    # The state the SDK left behind, row by row.
    issues = {r["number"]: r for r in world.rows("linear_issues") if r["number"] in (157, 158)}
    parent, sub = issues[157], issues[158]
    states = {r["id"]: r["name"] for r in world.rows("linear_states")}
    users = {r["id"]: r["name"] for r in world.rows("linear_users")}
    assert (parent["title"], parent["priority"], parent["estimate"]) == (
        "Invoice totals off by one cent",
        2,
        3.0,
    )
    assert (states[parent["state_id"]], users[parent["assignee_id"]]) == ("In Progress", "Ana Lim")
    assert sub["parent_id"] == parent["id"]
    assert (states[sub["state_id"]], sub["archived"] is not None, sub["trashed"]) == ("Done", True, 0)
    assert [r["body"] for r in world.rows("linear_comments") if r["issue_id"] == parent["id"]] == [
        "Reproduced with invoice INV-1042."
    ]
    relations = [r for r in world.rows("linear_relations") if r["issue_id"] == sub["id"]]
    assert [(r["type"], r["related_issue_id"]) for r in relations] == [("blocks", parent["id"])]
    # The ledger: one entry per root field, the writes committed, the refused calls changed nothing.
    writes = [(e.operation, e.status, e.committed) for e in world.ledger if e.writes]
    assert writes == [
        ("linear.issueCreate", 200, True),
        ("linear.issueUpdate", 200, True),
        ("linear.issueCreate", 200, True),
        ("linear.commentCreate", 200, True),
        ("linear.issueRelationCreate", 200, True),
        ("linear.attachmentLinkURL", 200, True),
        ("linear.issueUpdate", 200, True),
        ("linear.issueArchive", 200, True),
        ("linear.issueUpdate", 400, False),
    ]
    refused = [e for e in world.ledger if e.status >= 400]
    assert [(e.operation, e.error_code) for e in refused] == [
        ("linear.issue", "INVALID_INPUT"),
        ("linear.issueUpdate", "INVALID_INPUT"),
    ]
    assert all(e.transport == "http" for e in world.ledger)
