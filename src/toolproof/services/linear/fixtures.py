"""The ``default`` workspace: Northwind Labs, lived in for a year.

Four teams with their own workflows (Engineering has a triage and a review state, Design a short one,
Support its own wording, and an archived team), 26 people (three deactivated, look-alike names such as
Ana Lima / Ana Lim / Anna Lima, two people with the same first name on one team), workspace and team
labels with near-duplicates ("Bug" and "bug-report"), projects in every state, past, current and future
cycles, ~300 issues with priorities, estimates, sub-issues, relations, comments, links, and some archived
or trashed. Built only from ``ctx.rng`` and ``ctx.now()``: the same seed gives the same bytes.
"""

from __future__ import annotations

import json
from typing import Any

from toolproof.service.context import Context
from toolproof.services.linear.operations.common import new_uuid
from toolproof.services.linear.service import service

DAY = 86_400

PEOPLE = [
    # name, display, email local part, active, admin, guest
    ("Maya Chen", "maya", "maya.chen", True, True, False),
    ("Ana Lima", "ana", "ana.lima", True, False, False),
    ("Ana Lim", "ana.lim", "ana.lim", True, False, False),
    ("Anna Lima", "anna", "anna.lima", True, False, False),
    ("Tomás Ferreira", "tomas", "tomas.ferreira", True, False, False),
    ("Tom Ferris", "tom", "tom.ferris", True, False, False),
    ("Priya Raman", "priya", "priya.raman", True, True, False),
    ("Priya Ramanathan", "priyar", "priya.ramanathan", False, False, False),
    ("Jonas Weber", "jonas", "jonas.weber", True, False, False),
    ("Lea Novak", "lea", "lea.novak", True, False, False),
    ("Omar Haddad", "omar", "omar.haddad", True, False, False),
    ("Sofia Rossi", "sofia", "sofia.rossi", True, False, False),
    ("Kenji Sato", "kenji", "kenji.sato", True, False, False),
    ("Grace Obi", "grace", "grace.obi", True, False, False),
    ("Liam O'Brien", "liam", "liam.obrien", True, False, False),
    ("Chloé Martin", "chloe", "chloe.martin", True, False, False),
    ("Daniel Kim", "dan", "daniel.kim", True, False, False),
    ("Daniela Kim", "daniela", "daniela.kim", True, False, False),
    ("Yusuf Demir", "yusuf", "yusuf.demir", False, False, False),
    ("Elena Petrova", "elena", "elena.petrova", True, False, False),
    ("Marco Bianchi", "marco", "marco.bianchi", True, False, False),
    ("Hana Suzuki", "hana", "hana.suzuki", True, False, False),
    ("Noah Fischer", "noah", "noah.fischer", False, False, False),
    ("Zara Ahmed", "zara", "zara.ahmed", True, False, False),
    ("Contractor Sam", "sam.ext", "sam", True, False, True),
    ("Linear Bot", "bot", "bot", True, False, False),
]

WORKFLOWS = {
    "ENG": [
        ("Triage", "triage", "#fc7840"),
        ("Backlog", "backlog", "#bec2c8"),
        ("Todo", "unstarted", "#e2e2e2"),
        ("In Progress", "started", "#f2c94c"),
        ("In Review", "started", "#0f783c"),
        ("Done", "completed", "#5e6ad2"),
        ("Canceled", "canceled", "#95a2b3"),
        ("Duplicate", "canceled", "#95a2b3"),
    ],
    "DES": [
        ("Ideas", "backlog", "#bec2c8"),
        ("Todo", "unstarted", "#e2e2e2"),
        ("Designing", "started", "#f2c94c"),
        ("Shipped", "completed", "#5e6ad2"),
        ("Dropped", "canceled", "#95a2b3"),
    ],
    "SUP": [
        ("New", "backlog", "#bec2c8"),
        ("Acknowledged", "unstarted", "#e2e2e2"),
        ("Investigating", "started", "#f2c94c"),
        ("Waiting on customer", "started", "#26b5ce"),
        ("Resolved", "completed", "#5e6ad2"),
        ("Won't fix", "canceled", "#95a2b3"),
    ],
    "OPS": [
        ("Backlog", "backlog", "#bec2c8"),
        ("Todo", "unstarted", "#e2e2e2"),
        ("In Progress", "started", "#f2c94c"),
        ("Done", "completed", "#5e6ad2"),
        ("Canceled", "canceled", "#95a2b3"),
    ],
}

TEAMS = [
    ("ENG", "Engineering", "Product engineering: web app, API, billing.", False, False),
    ("DES", "Design", "Product and brand design.", False, False),
    ("SUP", "Support", "Customer-reported problems, triaged from the help desk.", False, False),
    ("OPS", "Platform Ops", "Infrastructure (merged into Engineering in the spring).", True, True),
]

MEMBERS = {
    "ENG": [
        "maya",
        "ana",
        "ana.lim",
        "tomas",
        "tom",
        "jonas",
        "lea",
        "omar",
        "kenji",
        "dan",
        "daniela",
        "marco",
        "zara",
        "sam.ext",
        "priyar",
        "bot",
    ],
    "DES": ["sofia", "chloe", "grace", "anna", "maya"],
    "SUP": ["priya", "liam", "elena", "hana", "yusuf", "ana", "bot"],
    "OPS": ["noah", "kenji", "marco"],
}

WORKSPACE_LABELS = [
    ("Bug", "#eb5757"),
    ("Feature", "#bb87fc"),
    ("Improvement", "#4ea7fc"),
    ("bug-report", "#eb5757"),
    ("Security", "#f2994a"),
    ("Customer", "#26b5ce"),
]
TEAM_LABELS = {
    "ENG": [
        ("Backend", "#0f783c"),
        ("Frontend", "#5e6ad2"),
        ("Billing", "#f2c94c"),
        ("Tech debt", "#95a2b3"),
        ("Performance", "#f7c8c1"),
    ],
    "DES": [("UX", "#bb87fc"), ("Brand", "#f2994a"), ("Accessibility", "#4cb782")],
    "SUP": [
        ("Enterprise", "#26b5ce"),
        ("Refund request", "#eb5757"),
        ("Login", "#f2c94c"),
        ("Billing", "#f2c94c"),
    ],
    "OPS": [("Infra", "#95a2b3")],
}

PROJECTS = [
    ("Billing v2", "Move invoicing to the new billing engine.", "started", "tomas", ["ENG", "SUP"], 40),
    (
        "Mobile onboarding",
        "Redesign the first-run experience on mobile.",
        "planned",
        "sofia",
        ["DES", "ENG"],
        90,
    ),
    ("SSO for Enterprise", "SAML and SCIM for enterprise customers.", "started", "lea", ["ENG"], 20),
    ("Help center refresh", "Rewrite the top 50 help articles.", "completed", "priya", ["SUP"], -30),
    ("Kubernetes migration", "Move the last services off the VMs.", "canceled", "noah", ["OPS"], -60),
    ("Billing V2 (old)", "Superseded by Billing v2.", "paused", "tom", ["ENG"], None),
    ("Accessibility audit", "WCAG 2.2 AA for the web app.", "backlog", "chloe", ["DES"], 120),
]

SUBJECTS = {
    "ENG": [
        "Checkout fails when the cart has more than 50 items",
        "Invoice PDF shows the wrong tax rate for EU customers",
        "Add rate limiting to the public API",
        "Migrate session store to Redis",
        "Flaky test: billing webhooks retry",
        "Dark mode toggles back after reload",
        "Export to CSV drops unicode characters",
        "SAML login loops for Okta tenants",
        "Upgrade Postgres to 16",
        "Search is slow for workspaces with 10k projects",
        "Refund button double-submits",
        "Password reset email goes to spam",
        "Webhook signatures use SHA-1",
        "Timezone bug in the weekly digest",
        "Remove the legacy v1 endpoints",
        "Memory leak in the notifications worker",
        "Add audit log for admin actions",
        "Pagination returns duplicates on the last page",
    ],
    "DES": [
        "Onboarding checklist illustrations",
        "New empty states",
        "Contrast of secondary buttons fails WCAG",
        "Pricing page redesign",
        "Icon set for integrations",
        "Mobile nav bar spacing",
    ],
    "SUP": [
        "Customer can't log in after changing email",
        "Acme Corp charged twice for November",
        "Refund request from Globex",
        "SSO setup help for Initech",
        "Invoice address wrong for Umbrella Ltd",
        "Data export request (GDPR)",
        "Slow dashboard reported by Hooli",
        "Customer asks for a seat downgrade",
    ],
    "OPS": ["Rotate TLS certificates", "Decommission vm-legacy-3", "Alert fatigue on disk usage"],
}

COMMENTS = [
    "I can reproduce this on staging.",
    "Customer confirmed it started last Tuesday.",
    "Is this the same as the one we fixed in October?",
    "Bumping priority, three more reports today.",
    "PR is up, needs review.",
    "Can't reproduce anymore, closing unless it comes back.",
    "Adding the logs from the incident.",
    "@maya can you take a look?",
    "Blocked on the billing migration.",
    "Looks good to me.",
]

ISSUE_COUNTS = {"ENG": 150, "DES": 40, "SUP": 80, "OPS": 20}


class _Builder:
    """Collects rows and writes them in batches."""

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.rows: dict[str, list[tuple[Any, ...]]] = {}

    def add(self, table: str, *row: Any) -> None:
        self.rows.setdefault(table, []).append(row)

    def flush(self) -> None:
        for table, rows in self.rows.items():
            marks = ", ".join("?" for _ in rows[0])
            self.ctx.db.executemany(f"INSERT INTO {table} VALUES ({marks})", rows)
        self.rows.clear()


@service.fixture("default")
def default_fixture(ctx: Context) -> None:
    """Northwind Labs: four teams, 26 people, ~290 issues (see the module docstring)."""
    rng, now, b = ctx.rng, ctx.now(), _Builder(ctx)
    year_ago = now - 365 * DAY
    users: dict[str, str] = {}
    for name, display, local, active, admin, guest in PEOPLE:
        uid = new_uuid(ctx)
        users[display] = uid
        created = year_ago + rng.randint(0, 200, "fixture") * DAY
        b.add("linear_users", uid, name, display, f"{local}@northwind.dev", active, admin, guest, created)
    b.add("linear_org", new_uuid(ctx), "Northwind Labs", "northwind", users["maya"], year_ago)
    teams: dict[str, str] = {}
    states: dict[str, list[tuple[str, str, str]]] = {}
    labels: dict[str, list[str]] = {}
    for key, name, description, private, retired in TEAMS:
        tid = new_uuid(ctx)
        teams[key] = tid
        b.add(
            "linear_teams",
            tid,
            key,
            name,
            description,
            private,
            year_ago,
            now - 120 * DAY if retired else None,
        )
        for member in MEMBERS[key]:
            b.add("linear_team_members", tid, users[member])
        states[key] = []
        for position, (state_name, kind, color) in enumerate(WORKFLOWS[key]):
            sid = new_uuid(ctx)
            states[key].append((sid, state_name, kind))
            b.add("linear_states", sid, tid, state_name, kind, color, float(position), year_ago)
        labels[key] = []
        for label_name, color in TEAM_LABELS[key]:
            lid = new_uuid(ctx)
            labels[key].append(lid)
            b.add("linear_labels", lid, tid, label_name, color, year_ago + DAY)
    workspace_labels = []
    for label_name, color in WORKSPACE_LABELS:
        lid = new_uuid(ctx)
        workspace_labels.append(lid)
        b.add("linear_labels", lid, None, label_name, color, year_ago)
    projects: dict[str, list[str]] = {k: [] for k in teams}
    for name, description, state, lead, keys, target in PROJECTS:
        pid = new_uuid(ctx)
        for key in keys:
            projects[key].append(pid)
        target_date = None if target is None else _date(now + target * DAY)
        b.add(
            "linear_projects",
            pid,
            name,
            description,
            state,
            users[lead],
            json.dumps(sorted(teams[k] for k in keys)),
            target_date,
            year_ago + 30 * DAY,
            now - 20 * DAY if state == "canceled" else None,
        )
    cycles: dict[str, list[str]] = {}
    for key in ("ENG", "DES"):
        cycles[key] = []
        for n in range(1, 9):
            cid = new_uuid(ctx)
            cycles[key].append(cid)
            starts = now - (7 - n) * 14 * DAY - 3 * DAY
            ends = starts + 14 * DAY
            b.add(
                "linear_cycles",
                cid,
                teams[key],
                n,
                None if n % 3 else f"Cycle {n}: hardening",
                starts,
                ends,
                ends if ends < now else None,
                # Linear plans a team's upcoming cycles ahead; none is created after today.
                ctx.in_the_past(now - 7 * DAY, starts - 7 * DAY),
            )
    b.flush()
    issues: list[tuple[str, str]] = []
    for key, count in ISSUE_COUNTS.items():
        team_members = [users[m] for m in MEMBERS[key]]
        team_issues: list[str] = []
        for number in range(1, count + 1):
            iid = new_uuid(ctx)
            base = SUBJECTS[key][rng.randint(0, len(SUBJECTS[key]) - 1, "fixture")]
            title = (
                base if number <= len(SUBJECTS[key]) else f"{base} ({_variant(rng.randint(0, 5, 'fixture'))})"
            )
            sid, _state_name, kind = states[key][rng.randint(0, len(states[key]) - 1, "fixture")]
            created = year_ago + rng.randint(10, 360, "fixture") * DAY + rng.randint(0, DAY - 1, "fixture")
            updated = min(now, created + rng.randint(0, 40, "fixture") * DAY)
            assignee = None if rng.random("fixture") < 0.25 else rng.choice(team_members, "fixture")
            creator = rng.choice(team_members, "fixture")
            parent = (
                team_issues[rng.randint(0, len(team_issues) - 1, "fixture")]
                if (team_issues and rng.random("fixture") < 0.15)
                else None
            )
            project = (
                rng.choice(projects[key], "fixture")
                if projects[key] and rng.random("fixture") < 0.4
                else None
            )
            cycle = (
                rng.choice(cycles[key], "fixture") if key in cycles and rng.random("fixture") < 0.5 else None
            )
            estimate = (
                float(rng.choice([1, 2, 3, 5, 8], "fixture"))
                if key == "ENG" and rng.random("fixture") < 0.7
                else None
            )
            due = (
                _date(created + rng.randint(7, 90, "fixture") * DAY) if rng.random("fixture") < 0.2 else None
            )
            started = updated if kind in ("started", "completed") else None
            completed = updated if kind == "completed" else None
            canceled = updated if kind == "canceled" else None
            roll = rng.random("fixture")
            archived = (
                updated + DAY if (kind in ("completed", "canceled") and roll < 0.3) or key == "OPS" else None
            )
            trashed = roll > 0.985
            if trashed:
                archived = archived or updated
            b.add(
                "linear_issues",
                iid,
                teams[key],
                number,
                title,
                f"Reported in {key}. {COMMENTS[rng.randint(0, len(COMMENTS) - 1, 'fixture')]}",
                rng.randint(0, 4, "fixture"),
                estimate,
                sid,
                assignee,
                creator,
                parent,
                project,
                cycle,
                due,
                float(rng.randint(-10_000, 10_000, "fixture")),
                created,
                updated,
                started,
                completed,
                canceled,
                archived,
                trashed,
            )
            pool = labels[key] + workspace_labels
            for lid in sorted({rng.choice(pool, "fixture") for _ in range(rng.randint(0, 3, "fixture"))}):
                b.add("linear_issue_labels", iid, lid)
            for c in range(rng.randint(0, 3, "fixture")):
                author = rng.choice(team_members, "fixture")
                at = min(now, created + (c + 1) * rng.randint(1, 5, "fixture") * DAY)
                b.add(
                    "linear_comments",
                    new_uuid(ctx),
                    iid,
                    author,
                    COMMENTS[rng.randint(0, len(COMMENTS) - 1, "fixture")],
                    None,
                    at,
                    at,
                    None,
                )
            if rng.random("fixture") < 0.1:
                b.add(
                    "linear_attachments",
                    new_uuid(ctx),
                    iid,
                    f"https://github.com/northwind/app/pull/{rng.randint(100, 999, 'fixture')}",
                    "Pull request",
                    "Open",
                    creator,
                    updated,
                    updated,
                )
            team_issues.append(iid)
            issues.append((key, iid))
    kinds = ["blocks", "related", "duplicate", "blocks", "related", "similar"]
    seen: set[tuple[str, str]] = set()
    for _ in range(40):
        a = issues[rng.randint(0, len(issues) - 1, "fixture")][1]
        z = issues[rng.randint(0, len(issues) - 1, "fixture")][1]
        if a == z or (a, z) in seen:
            continue
        seen.add((a, z))
        b.add(
            "linear_relations",
            new_uuid(ctx),
            rng.choice(kinds, "fixture"),
            a,
            z,
            now - rng.randint(1, 90, "fixture") * DAY,
        )
    b.flush()
    _stories(ctx, b, users, teams, states, labels, workspace_labels, projects)
    b.flush()


#: Issues the core tasks are about: unique titles, written after the random ones (appending rows
#: never moves an id drawn before them). (team, title, state, assignee, priority, labels, description)
STORIES = [
    (
        "ENG",
        "Checkout returns 500 for carts over 50 items",
        "Todo",
        None,
        3,
        ["Bug"],
        "Hooli and Globex hit this on Black Friday. Stack trace in the incident doc.",
    ),
    (
        "ENG",
        "Okta SAML login loops for Initech",
        "In Progress",
        "lea",
        2,
        ["Backend"],
        "After the IdP redirect the session cookie is dropped; fix is in progress.",
    ),
    (
        "ENG",
        "Billing v2: migrate invoices to the new engine",
        "In Progress",
        "tomas",
        2,
        ["Billing"],
        "Parent issue for the invoice migration.",
    ),
    (
        "ENG",
        "Upgrade the PDF renderer to v4",
        "Todo",
        "kenji",
        3,
        [],
        "Needed before invoice PDFs can be backfilled.",
    ),
    (
        "ENG",
        "Invoice PDFs render blank on Safari",
        "Backlog",
        "dan",
        2,
        ["bug-report"],
        "Reported by three customers; blank first page on Safari 18.",
    ),
    ("ENG", "Retire the v1 webhooks endpoint", "Done", "jonas", 4, ["Tech debt"], "Shipped in October."),
    (
        "SUP",
        "Hooli: CSV exports time out",
        "Investigating",
        "liam",
        2,
        ["Enterprise"],
        "Zendesk ticket 5887. Exports over 100k rows time out after 60 s.",
    ),
    (
        "SUP",
        "Initech asks how to set up SSO",
        "Acknowledged",
        "elena",
        3,
        ["Login"],
        "Waiting for their IdP metadata before we can help.",
    ),
]


def _stories(
    ctx: Context,
    b: _Builder,
    users: dict[str, str],
    teams: dict[str, str],
    states: dict[str, list[tuple[str, str, str]]],
    labels: dict[str, list[str]],
    workspace_labels: list[str],
    projects: dict[str, list[str]],
) -> None:
    now = ctx.now()
    label_ids = {}
    for row in ctx.db.execute("SELECT id, team_id, name FROM linear_labels").fetchall():
        label_ids[(row[1], row[2])] = row[0]
    for n, (key, title, state_name, assignee, priority, names, description) in enumerate(STORIES):
        team_id = teams[key]
        number = ctx.db.execute(
            "SELECT COALESCE(MAX(number), 0) + 1 FROM linear_issues WHERE team_id = ?", (team_id,)
        ).fetchone()[0]
        sid, _name, kind = next(s for s in states[key] if s[1] == state_name)
        iid = new_uuid(ctx)
        created = now - (20 - n) * DAY
        updated = now - (10 - n) * DAY
        b.add(
            "linear_issues",
            iid,
            team_id,
            number,
            title,
            description,
            priority,
            3.0 if key == "ENG" else None,
            sid,
            users[assignee] if assignee else None,
            users["maya"],
            None,
            None,
            None,
            None,
            float(n),
            created,
            updated,
            updated if kind in ("started", "completed") else None,
            updated if kind == "completed" else None,
            None,
            None,
            False,
        )
        for name in names:
            lid = label_ids.get((team_id, name)) or label_ids[(None, name)]
            b.add("linear_issue_labels", iid, lid)
        b.flush()


def _date(seconds: int) -> str:
    from toolproof.services.linear.times import iso

    return (iso(seconds) or "")[:10]


def _variant(n: int) -> str:
    return ["again", "follow-up", "edge case", "on Safari", "for team plans", "after deploy"][n]
