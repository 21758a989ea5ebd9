"""The ``company`` fixture: Kestrel Analytics' Linear workspace, mapped from the shared roster.

The roster's tracker teams (Platform, Data, App) are teams with their members and one workflow each;
every employee is a user under the address the other doubles use (those who left deactivated); Robin
Ahmed, the Customer Operations Lead the other doubles act for, owns the API key and is an admin. Each
roster tracker issue is an issue numbered as the roster says (``PLAT-378``: the story's bugs first),
with its priority from the severity, its state in its team's workflow, its assignee, the ``bug`` and
``customer`` labels, its project, and a description naming the customer contact who reported it. A bug
marked as a duplicate gets the ``duplicate`` relation and the Duplicate state. Cycles (two weeks each)
and a few comments are derived per team from the dates; every team also carries older issues numbered
below the roster's (done, canceled, and a few stale ones still open, some assigned to people who left).
The Acme Freight export bug links its chat thread; the Borealis SSO bug, reported this morning, does
not yet. Every section draws from its own random stream, so a longer roster never moves another's ids.
"""

from __future__ import annotations

import datetime
import json
from typing import Any

from toolproof.company import Bug, Roster, TrackerIssue, roster
from toolproof.service import Context
from toolproof.services.linear.operations.common import new_uuid
from toolproof.services.linear.service import service
from toolproof.world.fixtures import derive_seed
from toolproof.world.rng import Rng

DAY = 86_400
#: The person whose API key the world's credential is: the Customer Operations Lead.
VIEWER = "E02"
#: One workflow for every tracker team: (name, type, color). ``Duplicate`` is where Linear moves an
#: issue marked as a duplicate of another.
WORKFLOW = (
    ("Backlog", "backlog", "#bec2c8"),
    ("Todo", "unstarted", "#e2e2e2"),
    ("In Progress", "started", "#f2c94c"),
    ("In Review", "started", "#0f783c"),
    ("Done", "completed", "#5e6ad2"),
    ("Canceled", "canceled", "#95a2b3"),
    ("Duplicate", "canceled", "#95a2b3"),
)
#: Workspace labels: the two the roster uses and two look-alikes nobody cleaned up.
LABELS = (("bug", "#eb5757"), ("customer", "#26b5ce"), ("Bug", "#eb5757"), ("customer-request", "#26b5ce"))
TEAM_LABELS = {"PLAT": ("sso", "#f2c94c"), "DATA": ("exports", "#0f783c"), "APP": ("billing", "#5e6ad2")}
#: The first cycle of every team starts on this Monday; cycles last two weeks.
CYCLES_FROM = "2026-08-17"
CYCLES = 8
#: Older issues per team, numbered below the roster's: (title, state, assignee key or None, days old).
#: Hand-written so tasks can rely on them; the generated ones are added after them.
OLDER = {
    "PLAT": (
        ("Document the SSO troubleshooting steps for support", "Todo", "E20", 150),
        ("SSO login loops for Okta tenants", "Done", "E13", 120),
        ("Rotate the SAML signing certificate", "Done", "E18", 95),
    ),
    "DATA": (
        ("CSV export times out for large reports", "Canceled", "E05", 80),
        ("Nightly export job retries forever", "Todo", None, 200),
    ),
    "APP": (
        ("Invoice PDF shows the wrong seat count after a downgrade", "Done", "E14", 70),
        ("Billing page links to the old pricing", "Todo", "E19", 110),
    ),
}
CHORES = (
    "Upgrade the HTTP client library",
    "Flaky test in the nightly build",
    "Remove the unused feature flags",
    "Tidy up the error messages",
    "Add metrics to the background jobs",
    "Investigate slow CI runs",
)
REMARKS = (
    "I can reproduce this on staging.",
    "Looking into it this week.",
    "PR is up, needs a review.",
    "Same as the one we saw last quarter?",
    "Customer confirmed it still happens.",
)
#: Comments the story needs: roster bug key → (author, body, hours after the report).
STORY_COMMENTS = {
    "B01": (
        "E13",
        "Reproduced with an Okta tenant: the session cookie is dropped after the IdP redirect.",
        1,
    ),
    "B02": (
        "E05",
        "Exports over 50k rows hit the 60 s worker timeout; moving them to the async queue.",
        20,
    ),
}


def at(day: str, hour: int = 10) -> int:
    """UTC seconds of ``hour``:00 on an ISO date."""
    d = datetime.date.fromisoformat(day)
    return int(datetime.datetime(d.year, d.month, d.day, hour, tzinfo=datetime.UTC).timestamp())


def iso_day(seconds: int) -> str:
    return datetime.datetime.fromtimestamp(seconds, datetime.UTC).date().isoformat()


def thread_url(people: Roster, channel: str, day: str, hour: int) -> str:
    """Where an issue links a chat thread: the workspace's archive of the channel at the message's hour
    (the chat double mints its own channel ids, which this double cannot know)."""
    return f"https://{people.company.chat_domain}.slack.com/archives/{channel}/p{at(day, hour)}000000"


class _Ids:
    """Ids from one random stream per section and item (``derive_seed(seed, "linear", …)``)."""

    def __init__(self, ctx: Context, seed: int) -> None:
        self.ctx, self.seed = ctx, seed

    def stream(self, *parts: str) -> Rng:
        self.ctx.rng = Rng(derive_seed(self.seed, "linear", "company", *parts))
        return self.ctx.rng

    def new(self) -> str:
        return new_uuid(self.ctx)


def _put(ctx: Context, table: str, row: dict[str, Any]) -> None:
    cols = ", ".join(f'"{c}"' for c in row)
    ctx.db.execute(
        f'INSERT INTO "{table}" ({cols}) VALUES ({", ".join("?" * len(row))})', tuple(row.values())
    )


@service.fixture("company")
def company_fixture(ctx: Context) -> None:
    """Kestrel Analytics' tracker: three teams, every employee, the roster's issues (module docstring)."""
    seed = ctx.seed if ctx.seed is not None else 0
    people = roster(seed)
    ids = _Ids(ctx, seed)
    start = at("2024-01-02", 9)
    users: dict[str, str] = {}
    for e in people.employees:
        ids.stream("user", e.key)
        users[e.key] = ids.new()
        _put(
            ctx,
            "linear_users",
            {
                "id": users[e.key],
                "name": e.name,
                "display_name": e.email.split("@")[0],
                "email": e.email,
                "active": e.active,
                "admin": e.key in (VIEWER, "E12"),
                "guest": False,
                "created": start,
            },
        )
    ids.stream("org")
    _put(
        ctx,
        "linear_org",
        {
            "id": ids.new(),
            "name": people.company.name,
            "url_key": "kestrel",
            "viewer_id": users[VIEWER],
            "created": start,
        },
    )
    labels: dict[tuple[str | None, str], str] = {}
    ids.stream("labels")
    for name, color in LABELS:
        labels[(None, name)] = ids.new()
        _put(
            ctx,
            "linear_labels",
            {"id": labels[(None, name)], "team_id": None, "name": name, "color": color, "created": start},
        )
    teams: dict[str, str] = {}
    states: dict[tuple[str, str], str] = {}
    cycles: dict[str, list[tuple[str, int, int]]] = {}
    for team in people.tracker_teams:
        ids.stream("team", team.key)
        tid = teams[team.key] = ids.new()
        _put(
            ctx,
            "linear_teams",
            {
                "id": tid,
                "key": team.key,
                "name": team.name,
                "description": f"{team.name} engineering.",
                "private": False,
                "created": start,
                "archived": None,
            },
        )
        for member in team.members:
            _put(ctx, "linear_team_members", {"team_id": tid, "user_id": users[member]})
        for position, (name, kind, color) in enumerate(WORKFLOW):
            states[(team.key, name)] = ids.new()
            _put(
                ctx,
                "linear_states",
                {
                    "id": states[(team.key, name)],
                    "team_id": tid,
                    "name": name,
                    "type": kind,
                    "color": color,
                    "position": float(position),
                    "created": start,
                },
            )
        if team.key in TEAM_LABELS:
            name, color = TEAM_LABELS[team.key]
            labels[(team.key, name)] = ids.new()
            _put(
                ctx,
                "linear_labels",
                {
                    "id": labels[(team.key, name)],
                    "team_id": tid,
                    "name": name,
                    "color": color,
                    "created": start,
                },
            )
        cycles[team.key] = _cycles(ctx, ids, team.key, tid)
    projects: dict[str, str] = {}
    for project in people.projects:
        ids.stream("project", project.key)
        projects[project.key] = ids.new()
        _put(
            ctx,
            "linear_projects",
            {
                "id": projects[project.key],
                "name": project.name,
                "description": f"{project.name}: bugs and improvements.",
                "state": "started",
                "lead_id": users[project.lead],
                "team_ids": json.dumps([teams[project.tracker_team]]),
                "target_date": None,
                "created": start,
                "archived": None,
            },
        )
    bugs = {b.key: b for b in people.bugs}
    issue_ids: dict[str, str] = {}
    refs = _Refs(users, teams, states, labels, projects, cycles)
    for issue in people.tracker_issues:
        ids.stream("issue", issue.identifier)
        issue_ids[issue.bug] = _issue(ctx, ids, people, refs, issue, bugs[issue.bug])
    for issue in people.tracker_issues:
        bug = bugs[issue.bug]
        if bug.duplicate_of is not None and bug.duplicate_of in issue_ids:
            ids.stream("duplicate", issue.identifier)
            _put(
                ctx,
                "linear_relations",
                {
                    "id": ids.new(),
                    "type": "duplicate",
                    "issue_id": issue_ids[bug.key],
                    "related_issue_id": issue_ids[bug.duplicate_of],
                    "created": at(bug.reported, 12),
                },
            )
    first: dict[str, int] = {}
    for issue in people.tracker_issues:
        first.setdefault(issue.team, int(issue.identifier.rsplit("-", 1)[1]))
    for team in people.tracker_teams:
        if team.key in first:
            _older(ctx, ids, people, refs, team.key, first[team.key])
    _thread_links(ctx, ids, people, issue_ids, users)


class _Refs:
    """The ids every issue points at, by roster key."""

    def __init__(
        self,
        users: dict[str, str],
        teams: dict[str, str],
        states: dict[tuple[str, str], str],
        labels: dict[tuple[str | None, str], str],
        projects: dict[str, str],
        cycles: dict[str, list[tuple[str, int, int]]],
    ) -> None:
        self.users, self.teams, self.states = users, teams, states
        self.labels, self.projects, self.cycles = labels, projects, cycles

    def cycle_at(self, team: str, second: int) -> str | None:
        return next((cid for cid, begins, ends in self.cycles[team] if begins <= second < ends), None)


def _cycles(ctx: Context, ids: _Ids, key: str, team_id: str) -> list[tuple[str, int, int]]:
    """Two-week cycles from :data:`CYCLES_FROM`; numbering starts where the team's history says."""
    rng = ids.stream("cycles", key)
    offset = rng.randint(10, 40)
    out = []
    now = ctx.now()
    for n in range(CYCLES):
        cid = ids.new()
        begins = at(CYCLES_FROM, 0) + n * 14 * DAY
        ends = begins + 14 * DAY
        out.append((cid, begins, ends))
        _put(
            ctx,
            "linear_cycles",
            {
                "id": cid,
                "team_id": team_id,
                "number": offset + n + 1,
                "name": None,
                "starts": begins,
                "ends": ends,
                "completed": ends if ends <= now else None,
                # Linear plans a team's upcoming cycles ahead; none is created after today.
                "created": ctx.in_the_past(now - 7 * DAY, begins - 7 * DAY),
            },
        )
    return out


def _issue(ctx: Context, ids: _Ids, people: Roster, refs: _Refs, issue: TrackerIssue, bug: Bug) -> str:
    rng, now = ctx.rng, ctx.now()
    iid = ids.new()
    created = min(now - 3600, at(bug.reported, 8) + rng.randint(0, 8 * 3600))
    state = "Duplicate" if bug.duplicate_of else issue.state
    kind = dict((n, k) for n, k, _c in WORKFLOW)[state]
    updated = min(now - 600, created + rng.randint(1, 20) * DAY) if kind != "unstarted" else created
    if bug.customer:
        reporter = people.contact(bug.reporter) if bug.reporter else None
        who = f"{reporter.name} ({reporter.email})" if reporter else "a contact"
        description = (
            f"Reported by {who} at {people.customer(bug.customer).name} on {bug.reported}. "
            f"Severity {bug.severity}."
        )
        creator = "E11" if bug.reported > "2026-07-15" else "E20"
    else:
        description = f"Found internally on {bug.reported}. Severity {bug.severity}."
        creator = bug.assignee or people.projects[0].lead
    team = issue.team
    cycle = refs.cycle_at(team, updated) if kind in ("unstarted", "started", "completed") else None
    _put(
        ctx,
        "linear_issues",
        {
            "id": iid,
            "team_id": refs.teams[team],
            "number": int(issue.identifier.rsplit("-", 1)[1]),
            "title": issue.title,
            "description": description,
            "priority": issue.priority,
            "estimate": float(rng.choice([1, 2, 3, 5])) if rng.random() < 0.6 else None,
            "state_id": refs.states[(team, state)],
            "assignee_id": refs.users[issue.assignee] if issue.assignee else None,
            "creator_id": refs.users[creator],
            "parent_id": None,
            "project_id": refs.projects[bug.project],
            "cycle_id": cycle,
            "due_date": None,
            "sort_order": float(rng.randint(-10_000, 10_000)),
            "created": created,
            "updated": updated,
            "started": updated if kind in ("started", "completed") else None,
            "completed": updated if kind == "completed" else None,
            "canceled": updated if kind == "canceled" else None,
            "archived": None,
            "trashed": False,
        },
    )
    for name in issue.labels:
        _put(ctx, "linear_issue_labels", {"issue_id": iid, "label_id": refs.labels[(None, name)]})
    story = STORY_COMMENTS.get(bug.key)
    if story is not None:
        author, body, hours = story
        _comment(ctx, ids, iid, refs.users[author], body, min(now - 60, created + hours * 3600))
    elif kind in ("started", "completed") and issue.assignee and rng.random() < 0.5:
        _comment(ctx, ids, iid, refs.users[issue.assignee], rng.choice(REMARKS), updated)
    return iid


def _comment(ctx: Context, ids: _Ids, issue: str, user: str, body: str, when: int) -> None:
    _put(
        ctx,
        "linear_comments",
        {
            "id": ids.new(),
            "issue_id": issue,
            "user_id": user,
            "body": body,
            "parent_id": None,
            "created": when,
            "updated": when,
            "edited": None,
        },
    )


def _older(ctx: Context, ids: _Ids, people: Roster, refs: _Refs, team: str, first: int) -> None:
    """Issues numbered below the roster's: the hand-written ones, then generated chores (stale open ones
    among them, some assigned to people who have left)."""
    now = ctx.now()
    members = next(t.members for t in people.tracker_teams if t.key == team)
    departed = [e.key for e in people.employees if not e.active and e.team == "eng"]
    rng = ids.stream("older", team)
    wanted = len(OLDER.get(team, ())) + len(CHORES)
    numbers: list[int] = []
    while len(numbers) < wanted:  # distinct numbers below the roster's, oldest first
        n = rng.randint(first - 60, first - 1)
        if n not in numbers:
            numbers.append(n)
    rows: list[tuple[str, str, str | None, int]] = list(OLDER.get(team, ()))
    for n, title in enumerate(CHORES):
        state = rng.choice(["Done", "Done", "Canceled", "Todo", "Backlog"])
        pool = list(members) + departed
        assignee = rng.choice(pool) if rng.random() < 0.8 else None
        rows.append(
            (title if n % 2 == 0 else f"{title} ({team.lower()})", state, assignee, rng.randint(30, 300))
        )
    for number, (title, state, assignee, age) in zip(sorted(numbers), rows, strict=True):
        ids.stream("older", team, str(number))
        kind = dict((n, k) for n, k, _c in WORKFLOW)[state]
        created = now - age * DAY
        updated = created + (ctx.rng.randint(1, 20) * DAY if kind != "unstarted" else 0)
        iid = ids.new()
        _put(
            ctx,
            "linear_issues",
            {
                "id": iid,
                "team_id": refs.teams[team],
                "number": number,
                "title": title,
                "description": "",
                "priority": ctx.rng.randint(0, 4),
                "estimate": None,
                "state_id": refs.states[(team, state)],
                "assignee_id": refs.users[assignee] if assignee else None,
                "creator_id": refs.users[members[0]],
                "parent_id": None,
                "project_id": None,
                "cycle_id": None,
                "due_date": None,
                "sort_order": float(ctx.rng.randint(-10_000, 10_000)),
                "created": created,
                "updated": updated,
                "started": updated if kind in ("started", "completed") else None,
                "completed": updated if kind == "completed" else None,
                "canceled": updated if kind == "canceled" else None,
                "archived": updated + 30 * DAY
                if kind in ("completed", "canceled") and updated + 30 * DAY < now
                else None,
                "trashed": False,
            },
        )
        if title.startswith(("SSO login", "CSV export", "Invoice PDF")):
            _put(ctx, "linear_issue_labels", {"issue_id": iid, "label_id": refs.labels[(None, "Bug")]})


def _thread_links(
    ctx: Context, ids: _Ids, people: Roster, issues: dict[str, str], users: dict[str, str]
) -> None:
    """The chat thread of a complaint about a bug, linked on its issue, except for complaints made today
    (nobody has linked this morning's yet)."""
    today = iso_day(ctx.now())
    for q in people.complaints:
        if q.bug is None or q.bug not in issues or q.day == today:
            continue
        ids.stream("attachment", q.key)
        contact = people.contact(q.contact)
        when = at(q.day, q.hour) + 2 * 3600
        _put(
            ctx,
            "linear_attachments",
            {
                "id": ids.new(),
                "issue_id": issues[q.bug],
                "url": thread_url(people, q.channel, q.day, q.hour),
                "title": f"Slack thread in #{q.channel}",
                "subtitle": f"{contact.name}, {q.day}",
                "creator_id": users["E11"],
                "created": when,
                "updated": when,
            },
        )
