"""The ``default`` world: Northwind Logistics, a lived-in Box enterprise.

Ten users (an admin, a co-admin, two Jon/John Smiths, two Priya Ramans — one an outside contractor —,
a deactivated former sales lead and an outside partner), a nested folder tree, a few hundred files with
up to four versions each, duplicates with look-alike names, a trashed folder and trashed files, shared
links at every access level, collaborations (one stale, two pending), comments, review and to-do tasks,
and two enterprise metadata templates with instances. Built only from ``ctx.rng`` (one stream per
section, so adding data in one section does not move ids in another) and ``ctx.now()``.
"""

from __future__ import annotations

import base64
import hashlib
import json
from typing import Any

from toolproof.service.context import Context
from toolproof.services.box.items import item_row
from toolproof.services.box.service import service

DAY = 86400
ENTERPRISE_SCOPE = "enterprise_1164889"

ADMIN, JON, JOHN, PRIYA, TOMAS, AISHA, DEREK, PRIYA_EXT, LENA, SAM = (
    "20000000001",
    "20000000002",
    "20000000003",
    "20000000004",
    "20000000005",
    "20000000006",
    "20000000007",
    "20000000008",
    "20000000009",
    "20000000010",
)

USERS = [
    (ADMIN, "Maya Lindqvist", "maya@northwind.example", "active", "admin", "Head of Operations"),
    (JON, "Jon Smith", "jon.smith@northwind.example", "active", "user", "Account Manager"),
    (JOHN, "John Smith", "john.smith@northwind.example", "active", "user", "Logistics Analyst"),
    (PRIYA, "Priya Raman", "priya@northwind.example", "active", "user", "Finance Lead"),
    (TOMAS, "Tomás Ortega", "tomas@northwind.example", "active", "user", "Legal Counsel"),
    (AISHA, "Aisha Bello", "aisha@northwind.example", "active", "user", "Brand Designer"),
    (DEREK, "Derek Wu", "derek@northwind.example", "inactive", "user", "Sales Lead (left in March)"),
    (PRIYA_EXT, "Priya Raman", "priya.raman@contractor.example", "active", "user", "Contractor"),
    (LENA, "Lena Fischer", "lena@northwind.example", "active", "coadmin", "IT Administrator"),
    (SAM, "Sam Okoro", "sam.okoro@partner.example", "active", "user", "Partner, Okoro Freight"),
]

#: (path, owner); parents before children.
FOLDERS = [
    ("Clients", ADMIN),
    ("Clients/Acme Corp", ADMIN),
    ("Clients/Acme Corp/Contracts", ADMIN),
    ("Clients/Acme Corp/Invoices", ADMIN),
    ("Clients/Acme Corporation (Archive)", ADMIN),
    ("Clients/Globex", ADMIN),
    ("Clients/Globex/Contracts", ADMIN),
    ("Clients/Initech", ADMIN),
    ("Finance", ADMIN),
    ("Finance/2025", ADMIN),
    ("Finance/2026", ADMIN),
    ("Finance/2026/Q1", ADMIN),
    ("Finance/2026/Q2", ADMIN),
    ("Finance/2026/Q3", ADMIN),
    ("Finance/2026/Q4", ADMIN),
    ("Legal", ADMIN),
    ("Legal/NDAs", ADMIN),
    ("Marketing", ADMIN),
    ("Marketing/Brand Assets", ADMIN),
    ("Marketing/Campaigns", ADMIN),
    ("HR", ADMIN),
    ("Projects", ADMIN),
    ("Projects/Warehouse Relaunch", ADMIN),
    ("Projects/Fleet Telematics", ADMIN),
    ("Shared with Partners", ADMIN),
    ("Old Stuff", ADMIN),
    ("Old Stuff/2019 Scans", ADMIN),
    ("Jon's Drafts", JON),
    ("Budget Models", PRIYA),
]

#: Files every task can rely on: (folder path, name, versions' contents oldest first, owner).
NAMED_FILES = [
    (
        "Clients/Acme Corp/Contracts",
        "Acme Corp MSA 2026.pdf",
        [
            "Acme MSA draft 1",
            "Acme MSA draft 2: payment terms net 45",
            "Acme MSA 2026, signed. Payment terms net 30.",
        ],
        ADMIN,
    ),
    ("Clients/Acme Corp/Contracts", "Acme Corp MSA 2026 (draft).pdf", ["Acme MSA early draft"], ADMIN),
    ("Clients/Acme Corporation (Archive)", "Acme Corp MSA 2024.pdf", ["Acme MSA 2024, expired."], ADMIN),
    (
        "Clients/Globex/Contracts",
        "Globex Services Agreement.pdf",
        ["Globex agreement v1", "Globex agreement, signed"],
        ADMIN,
    ),
    ("Finance/2026/Q3", "Q3 Report.xlsx", ["Q3 revenue 1.92M", "Q3 revenue 1.94M (restated)"], PRIYA),
    ("Finance/2026/Q3", "Q3 Report (1).xlsx", ["Q3 revenue 1.92M"], PRIYA),
    ("Finance/2026/Q3", "Q3-Report-old.xlsx", ["Q3 revenue estimate 1.8M"], PRIYA),
    ("Finance/2026/Q4", "Q4 Forecast.xlsx", ["Q4 forecast 2.1M"], PRIYA),
    ("Legal/NDAs", "NDA - Globex.pdf", ["Mutual NDA with Globex"], TOMAS),
    ("Legal/NDAs", "NDA - Okoro Freight.pdf", ["Mutual NDA with Okoro Freight, unsigned"], TOMAS),
    (
        "Projects/Warehouse Relaunch",
        "Launch Plan.docx",
        ["Relaunch plan v1", "Relaunch plan v2: go-live 14 Dec"],
        ADMIN,
    ),
    ("Projects/Warehouse Relaunch", "Launch Plan (old).docx", ["Relaunch plan v0"], ADMIN),
    ("Projects/Fleet Telematics", "Vendor Shortlist.xlsx", ["Samsara, Geotab, Motive"], ADMIN),
    ("Marketing/Brand Assets", "logo-final.png", ["PNG logo final"], AISHA),
    ("Marketing/Brand Assets", "logo-final-v2.png", ["PNG logo final v2"], AISHA),
    ("Marketing/Brand Assets", "Brand Guidelines.pdf", ["Brand guidelines 2026"], AISHA),
    ("HR", "Salaries 2026.xlsx", ["confidential salary table"], ADMIN),
    ("Shared with Partners", "Rate Card 2026.pdf", ["Okoro Freight rate card"], ADMIN),
    ("", "Welcome to Box.pdf", ["Welcome"], ADMIN),
    ("Jon's Drafts", "Acme renewal email.docx", ["Hi Acme team, renewal attached"], JON),
    ("Budget Models", "Budget 2027 model.xlsx", ["2027 budget model"], PRIYA),
]

STEMS = {
    "Clients": [
        "Meeting notes",
        "Call summary",
        "Proposal",
        "Statement of Work",
        "Price sheet",
        "Kickoff deck",
    ],
    "Invoices": ["Invoice INV-2026-", "Invoice INV-2025-", "Credit note CN-2026-"],
    "Finance": [
        "Expense report",
        "Cash flow",
        "Board pack",
        "Payroll summary",
        "Budget vs actual",
        "Forecast",
    ],
    "Legal": ["NDA - ", "Policy", "Trademark filing", "Compliance checklist"],
    "Marketing": ["Campaign brief", "Banner", "Social calendar", "Press release", "Photo shoot"],
    "Projects": ["Status update", "Risk log", "Site survey", "Requirements", "Gantt chart"],
    "Other": ["Scan", "Notes", "Draft", "Untitled document", "Copy of Notes"],
}
EXTS = ["pdf", "docx", "xlsx", "pptx", "png", "txt", "csv"]


def _store(ctx: Context, table: str, row: dict[str, Any]) -> None:
    cols = ", ".join(f'"{c}"' for c in row)
    ctx.db.execute(
        f'INSERT INTO "{table}" ({cols}) VALUES ({", ".join("?" * len(row))})', tuple(row.values())
    )


class _Ids:
    """Numeric ids from one RNG stream per section."""

    def __init__(self, ctx: Context, stream: str) -> None:
        self.ctx, self.stream = ctx, stream
        self.seen: set[str] = set()

    def __call__(self) -> str:
        while True:
            value = str(1 + self.ctx.rng.randint(0, 8, stream=self.stream)) + self.ctx.rng.token(
                11, "0123456789", stream=self.stream
            )
            if value not in self.seen:
                self.seen.add(value)
                return value


def _file(
    ctx: Context,
    ids: _Ids,
    vids: _Ids,
    folder: str,
    name: str,
    contents: list[str],
    owner: str,
    when: int,
    authors: list[str],
) -> str:
    file_id = ids()
    version_id = ""
    for n, text in enumerate(contents, start=1):
        data = text.encode()
        version_id = vids()
        _store(
            ctx,
            "box_versions",
            {
                "id": version_id,
                "file_id": file_id,
                "number": n,
                "name": name,
                "size": len(data),
                "sha1": hashlib.sha1(data).hexdigest(),
                "content": base64.b64encode(data).decode(),
                "created_by": authors[(n - 1) % len(authors)],
                "created_at": when + (n - 1) * 3 * DAY,
            },
        )
    last = contents[-1].encode()
    modified = when + (len(contents) - 1) * 3 * DAY
    _store(
        ctx,
        "box_items",
        {
            "id": file_id,
            "type": "file",
            "name": name,
            "parent_id": folder,
            "owner_id": owner,
            "created_by": authors[0],
            "modified_by": authors[(len(contents) - 1) % len(authors)],
            "created_at": when,
            "modified_at": modified,
            "description": "",
            "etag": len(contents) - 1,
            "status": "active",
            "trashed_at": None,
            "trashed_with": None,
            "shared_link": None,
            "size": len(last),
            "version_id": version_id,
            "tags": "[]",
        },
    )
    return file_id


def _link(
    ctx: Context, access: str, *, can_download: bool = True, can_edit: bool = False, **extra: Any
) -> str:
    token = ctx.rng.token(32, "abcdefghijklmnopqrstuvwxyz0123456789", stream="box-fixture-links")
    link = {
        "token": token,
        "access": access,
        "can_download": can_download,
        "can_edit": can_edit,
        "download_count": ctx.rng.randint(0, 40, stream="box-fixture-links"),
        "preview_count": 0,
        **extra,
    }
    return json.dumps(link, sort_keys=True)


@service.fixture("default")
def default(ctx: Context) -> None:
    now = ctx.now()
    start = now - 400 * DAY
    for ordinal, (uid, name, login, status, role, job) in enumerate(USERS):
        _store(
            ctx,
            "box_users",
            {
                "id": uid,
                "name": name,
                "login": login,
                "status": status,
                "role": role,
                "job_title": job,
                "created_at": start - (10 - ordinal) * 30 * DAY,
                "modified_at": start,
                "ordinal": ordinal,
            },
        )

    fids = _Ids(ctx, "box-fixture-folders")
    folders: dict[str, str] = {"": "0"}
    for n, (path, owner) in enumerate(FOLDERS):
        parent, _, name = path.rpartition("/")
        folder_id = fids()
        folders[path] = folder_id
        made = start + n * DAY
        folder = item_row(
            "folder", folder_id, name, folders[parent], owner, created=made, modified=made + 7 * DAY, etag=1
        )
        _store(ctx, "box_items", folder)

    ids, vids = _Ids(ctx, "box-fixture-files"), _Ids(ctx, "box-fixture-versions")
    named: dict[str, str] = {}
    for n, (path, name, contents, owner) in enumerate(NAMED_FILES):
        authors = [owner, ADMIN] if owner != ADMIN else [ADMIN, JON]
        named[f"{path}/{name}"] = _file(
            ctx, ids, vids, folders[path], name, contents, owner, start + 60 * DAY + n * 5 * DAY, authors
        )

    # The bulk: a few hundred files spread over the tree, with look-alike duplicates.
    bulk = _Ids(ctx, "box-fixture-bulk")
    bulk_versions = _Ids(ctx, "box-fixture-bulk-versions")
    rng = ctx.rng
    people = [ADMIN, JON, JOHN, PRIYA, TOMAS, AISHA, DEREK]
    used: set[tuple[str, str]] = {(folders[p], nm.lower()) for p, nm, _c, _o in NAMED_FILES}
    for path, folder_id in sorted(folders.items()):
        if not path or path.startswith("Old Stuff"):
            continue
        top = path.split("/")[0]
        kind = "Invoices" if path.endswith("Invoices") else (top if top in STEMS else "Other")
        count = rng.randint(6, 16, stream="box-fixture-bulk")
        for _ in range(count):
            stem = rng.choice(STEMS[kind], stream="box-fixture-bulk")
            ext = rng.choice(EXTS, stream="box-fixture-bulk")
            if stem.endswith("-"):
                name = f"{stem}{rng.randint(1, 400, stream='box-fixture-bulk'):04d}.pdf"
            elif stem.endswith(" - "):
                client = rng.choice(["Initech", "Globex", "Acme", "Hooli"], stream="box-fixture-bulk")
                name = f"{stem}{client}.pdf"
            else:
                day = start + rng.randint(0, 380, stream="box-fixture-bulk") * DAY
                name = f"{stem} {_date(day)}.{ext}"
            if rng.randint(0, 9, stream="box-fixture-bulk") == 0:  # a look-alike duplicate
                base, _dot, ext2 = name.rpartition(".")
                name = rng.choice(
                    [f"{base} (1).{ext2}", f"Copy of {name}", f"{base}-final.{ext2}"],
                    stream="box-fixture-bulk",
                )
            if (folder_id, name.lower()) in used:
                continue
            used.add((folder_id, name.lower()))
            versions = rng.randint(1, 4, stream="box-fixture-bulk")
            contents = [f"{name} — revision {v} — {path}" for v in range(1, versions + 1)]
            author = rng.choice(people, stream="box-fixture-bulk")
            owner = FOLDERS[[p for p, _ in FOLDERS].index(path)][1]
            when = start + rng.randint(0, 360, stream="box-fixture-bulk") * DAY
            _file(ctx, bulk, bulk_versions, folder_id, name, contents, owner, when, [author, ADMIN])

    # Old Stuff: trashed with its contents (restorable as one).
    for i in range(4):
        _file(
            ctx,
            bulk,
            bulk_versions,
            folders["Old Stuff"],
            f"Old memo {i + 1}.txt",
            [f"memo {i + 1}"],
            ADMIN,
            start,
            [ADMIN],
        )
    _file(
        ctx,
        bulk,
        bulk_versions,
        folders["Old Stuff/2019 Scans"],
        "Scan 2019-04-02.pdf",
        ["scan"],
        ADMIN,
        start,
        [ADMIN],
    )
    trashed_at = now - 20 * DAY
    old = folders["Old Stuff"]
    ctx.db.execute(
        "UPDATE box_items SET status = 'trashed', trashed_at = ?, trashed_with = ? "
        "WHERE parent_id IN (?, ?) OR id = ?",
        (trashed_at, old, old, folders["Old Stuff/2019 Scans"], folders["Old Stuff/2019 Scans"]),
    )
    ctx.db.execute(
        "UPDATE box_items SET status = 'trashed', trashed_at = ?, trashed_with = NULL, etag = etag + "
        "1 WHERE id = ?",
        (trashed_at, old),
    )
    # Two files deleted on their own; one has a live look-alike in place.
    draft = _file(
        ctx,
        bulk,
        bulk_versions,
        folders["Finance/2025"],
        "Budget 2025 draft.xlsx",
        ["draft budget"],
        PRIYA,
        start,
        [PRIYA],
    )
    ctx.db.execute(
        "UPDATE box_items SET status = 'trashed', trashed_at = ?, etag = etag + 1 WHERE id = ?",
        (now - 5 * DAY, draft),
    )
    dup = _file(
        ctx,
        bulk,
        bulk_versions,
        folders["Finance/2026/Q3"],
        "Q3 Report.xlsx",
        ["Q3 revenue 1.90M (superseded)"],
        PRIYA,
        start,
        [PRIYA],
    )
    ctx.db.execute(
        "UPDATE box_items SET status = 'trashed', trashed_at = ?, etag = etag + 1 WHERE id = ?",
        (now - 9 * DAY, dup),
    )

    # Shared links at every access level.
    links = [
        ("Marketing/Brand Assets/logo-final.png", _link(ctx, "open")),
        ("Marketing/Brand Assets/Brand Guidelines.pdf", _link(ctx, "company")),
        ("Shared with Partners/Rate Card 2026.pdf", _link(ctx, "open", password="okoro2026")),
        ("HR/Salaries 2026.xlsx", _link(ctx, "open", can_download=True)),  # a leak a task can find
        ("Clients/Acme Corp/Contracts/Acme Corp MSA 2026.pdf", _link(ctx, "collaborators")),
    ]
    for key, link in links:
        ctx.db.execute("UPDATE box_items SET shared_link = ? WHERE id = ?", (link, named[key]))
    ctx.db.execute(
        "UPDATE box_items SET shared_link = ? WHERE id = ?",
        (_link(ctx, "company"), folders["Marketing/Campaigns"]),
    )

    # Collaborations: accepted, one stale (a deactivated user), two pending.
    cids = _Ids(ctx, "box-fixture-collabs")
    collabs = [
        ("Clients/Acme Corp", JON, None, "editor", "accepted"),
        ("Finance", PRIYA, None, "editor", "accepted"),
        ("Finance", JOHN, None, "viewer", "accepted"),
        ("Marketing", AISHA, None, "editor", "accepted"),
        ("Legal", TOMAS, None, "co-owner", "accepted"),
        ("Clients", DEREK, None, "viewer", "accepted"),
        ("Shared with Partners", SAM, None, "viewer", "accepted"),
        ("Legal/NDAs", None, "sam.okoro@partner.example", "viewer", "pending"),
        ("Projects/Fleet Telematics", None, "priya.raman@contractor.example", "editor", "pending"),
        ("Projects/Warehouse Relaunch", JON, None, "viewer", "accepted"),
    ]
    for n, (path, user, email, role, status) in enumerate(collabs):
        login = email or next(u[2] for u in USERS if u[0] == user)
        when = start + 100 * DAY + n * 3 * DAY
        _store(
            ctx,
            "box_collaborations",
            {
                "id": cids(),
                "item_id": folders[path],
                "user_id": user,
                "invite_email": login,
                "role": role,
                "status": status,
                "created_by": ADMIN,
                "created_at": when,
                "modified_at": when,
                "acknowledged_at": when + DAY if status == "accepted" else None,
                "can_view_path": False,
            },
        )

    # Comments and tasks.
    kids = _Ids(ctx, "box-fixture-comments")
    plan = named["Projects/Warehouse Relaunch/Launch Plan.docx"]
    msa = named["Clients/Acme Corp/Contracts/Acme Corp MSA 2026.pdf"]
    q3 = named["Finance/2026/Q3/Q3 Report.xlsx"]
    comments = [
        (plan, "file", JON, "Can we move go-live to after the holiday freeze?"),
        (plan, "file", ADMIN, "Go-live stays 14 Dec; freeze starts 18 Dec."),
        (msa, "file", JON, "Acme asked for net 45 again; we held at net 30."),
        (q3, "file", PRIYA, "Restated after the Globex credit note."),
        (q3, "file", JOHN, "Which one is final, this or (1)?"),
    ]
    first = ""
    for n, (item, kind, who, text) in enumerate(comments):
        cid = kids()
        first = first or cid
        _store(
            ctx,
            "box_comments",
            {
                "id": cid,
                "item_id": item,
                "item_type": kind,
                "message": text,
                "created_by": who,
                "created_at": now - (30 - n) * DAY,
                "modified_at": now - (30 - n) * DAY,
            },
        )
    _store(
        ctx,
        "box_comments",
        {
            "id": kids(),
            "item_id": first,
            "item_type": "comment",
            "message": "Agreed, after the freeze.",
            "created_by": JOHN,
            "created_at": now - 20 * DAY,
            "modified_at": now - 20 * DAY,
        },
    )

    tids, aids = _Ids(ctx, "box-fixture-tasks"), _Ids(ctx, "box-fixture-assignments")
    tasks = [
        (
            plan,
            "review",
            "Please review the relaunch plan",
            now + 5 * DAY,
            "all_assignees",
            [(JON, "incomplete"), (JOHN, "approved")],
        ),
        (
            msa,
            "complete",
            "File the countersigned copy",
            now - 3 * DAY,
            "any_assignee",
            [(JON, "incomplete")],
        ),
        (q3, "review", "Approve Q3 numbers", now - 10 * DAY, "all_assignees", [(PRIYA, "approved")]),
    ]
    for n, (item, action, message, due, rule, assignees) in enumerate(tasks):
        tid = tids()
        _store(
            ctx,
            "box_tasks",
            {
                "id": tid,
                "file_id": item,
                "action": action,
                "message": message,
                "due_at": due,
                "completion_rule": rule,
                "created_by": ADMIN,
                "created_at": now - (20 - n) * DAY,
            },
        )
        for who, state in assignees:
            _store(
                ctx,
                "box_task_assignments",
                {
                    "id": aids(),
                    "task_id": tid,
                    "user_id": who,
                    "assigned_by": ADMIN,
                    "message": message,
                    "resolution_state": state,
                    "assigned_at": now - (20 - n) * DAY,
                    "completed_at": None if state == "incomplete" else now - (15 - n) * DAY,
                    "reminded_at": None,
                },
            )

    # Metadata templates and instances.
    def uuid(stream: str = "box-fixture-metadata") -> str:
        h = ctx.rng.token(32, "0123456789abcdef", stream=stream)
        return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"

    def options(*keys: str) -> list[dict[str, str]]:
        return [{"id": uuid(), "key": k} for k in keys]

    templates = [
        ("global", "properties", "Properties", [], False),
        (
            ENTERPRISE_SCOPE,
            "contract",
            "Contract",
            [
                {
                    "id": uuid(),
                    "type": "string",
                    "key": "clientName",
                    "displayName": "Client name",
                    "hidden": False,
                },
                {
                    "id": uuid(),
                    "type": "float",
                    "key": "value",
                    "displayName": "Contract value",
                    "hidden": False,
                },
                {
                    "id": uuid(),
                    "type": "enum",
                    "key": "status",
                    "displayName": "Status",
                    "hidden": False,
                    "options": options("draft", "signed", "expired"),
                },
                {
                    "id": uuid(),
                    "type": "date",
                    "key": "expiresOn",
                    "displayName": "Expires on",
                    "hidden": False,
                },
            ],
            True,
        ),
        (
            ENTERPRISE_SCOPE,
            "invoiceData",
            "Invoice Data",
            [
                {
                    "id": uuid(),
                    "type": "string",
                    "key": "invoiceNumber",
                    "displayName": "Invoice number",
                    "hidden": False,
                },
                {"id": uuid(), "type": "float", "key": "amount", "displayName": "Amount", "hidden": False},
                {
                    "id": uuid(),
                    "type": "multiSelect",
                    "key": "tags",
                    "displayName": "Tags",
                    "hidden": False,
                    "options": options("urgent", "disputed", "recurring"),
                },
            ],
            False,
        ),
    ]
    for scope, key, display, fields, copy in templates:
        _store(
            ctx,
            "box_metadata_templates",
            {
                "id": uuid(),
                "scope": scope,
                "template_key": key,
                "display_name": display,
                "hidden": False,
                "fields": json.dumps(fields),
                "copy_instance_on_item_copy": copy,
            },
        )
    instances = [
        (
            msa,
            "file",
            ENTERPRISE_SCOPE,
            "contract",
            {
                "clientName": "Acme Corp",
                "value": 240000,
                "status": "signed",
                "expiresOn": "2027-01-31T00:00:00Z",
            },
        ),
        (
            named["Clients/Acme Corp/Contracts/Acme Corp MSA 2026 (draft).pdf"],
            "file",
            ENTERPRISE_SCOPE,
            "contract",
            {"clientName": "Acme Corp", "status": "draft"},
        ),
        (
            named["Clients/Acme Corporation (Archive)/Acme Corp MSA 2024.pdf"],
            "file",
            ENTERPRISE_SCOPE,
            "contract",
            {
                "clientName": "Acme Corporation",
                "value": 180000,
                "status": "expired",
                "expiresOn": "2025-01-31T00:00:00Z",
            },
        ),
        (
            named["Clients/Globex/Contracts/Globex Services Agreement.pdf"],
            "file",
            ENTERPRISE_SCOPE,
            "contract",
            {"clientName": "Globex", "value": 95000, "status": "signed", "expiresOn": "2026-12-15T00:00:00Z"},
        ),
        (
            folders["Clients/Acme Corp"],
            "folder",
            "global",
            "properties",
            {"accountManager": "Jon Smith", "tier": "gold"},
        ),
    ]
    for item, kind, scope, key, values in instances:
        _store(
            ctx,
            "box_metadata",
            {
                "item_id": item,
                "scope": scope,
                "template_key": key,
                "instance_id": uuid(),
                "item_type": kind,
                "values": json.dumps(values, sort_keys=True),
                "version": 0,
            },
        )


def _date(ts: int) -> str:
    from datetime import UTC, datetime

    return datetime.fromtimestamp(ts, UTC).strftime("%Y-%m-%d")
