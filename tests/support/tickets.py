"""A small helpdesk service used only by the tests and benchmarks to exercise the core.

Deliberately shaped like a real double (tables, messy fixture, operations, a JSON dialect with its
own error envelope, idempotency keys) so the core is tested the way the real services use it.
"""

from __future__ import annotations

import json
from typing import Any, Literal

from pydantic import Field

from toolproof.service import Benign, Context, Dialect, IdempotencyPolicy, Params, Service, ServiceError
from toolproof.service.schema import Table
from toolproof.service.server_set import ServerSet

Status = Literal["open", "pending", "closed"]


class TicketsDialect(Dialect):
    idempotency_header = "Idempotency-Key"
    token_prefix = "tk_"


service = Service(
    "tickets",
    mount="/tickets",
    dialect=TicketsDialect(),
    idempotency=IdempotencyPolicy(),
    server_set=[
        ServerSet(f"tickets_{name}", ("created",), "the helpdesk stamps creation itself")
        for name in ("accounts", "tickets", "comments")
    ],
    benign=[
        Benign("tickets_tickets", ("updated",), "bookkeeping", "set by every write to a ticket"),
        Benign("tickets_accounts", ("metadata",), why="free-form notes the helpdesk keeps for itself"),
    ],
    tables=[
        Table(
            "tickets_accounts",
            {
                "id": "text",
                "name": "text",
                "email": "text",
                "plan": "text",
                "vip": "bool",
                "balance": "real",
                "metadata": "json",
                "created": "int",
            },
            indexes=(("email",),),
        ),
        Table(
            "tickets_tickets",
            {
                "id": "text",
                "account": "text",
                "subject": "text",
                "status": "text",
                "priority": "int",
                "tags": "json",
                "created": "int",
                "updated": "int",
            },
            indexes=(("account",), ("status",)),
        ),
        Table(
            "tickets_comments",
            {"ticket": "text", "n": "int", "author": "text", "body": "text", "created": "int"},
            primary_key=("ticket", "n"),
        ),
    ],
)


class NotFound(ServiceError):
    status = 404
    code = "not_found"


def _ticket(ctx: Context, ticket_id: str) -> dict[str, Any]:
    row = ctx.one("SELECT * FROM tickets_tickets WHERE id = ?", (ticket_id,))
    if row is None:
        raise NotFound(f"No such ticket: '{ticket_id}'", param="id")
    out = dict(row)
    out["tags"] = json.loads(out["tags"])
    out["object"] = "ticket"
    return out


class GetAccount(Params):
    id: str


@service.operation("tickets.accounts.get", "GET", "/v1/accounts/{id}", writes=False)
def get_account(ctx: Context, p: GetAccount) -> dict[str, Any]:
    """Retrieve an account by id."""
    row = ctx.one("SELECT * FROM tickets_accounts WHERE id = ?", (p.id,))
    if row is None:
        raise NotFound(f"No such account: '{p.id}'", param="id")
    out = dict(row)
    out["metadata"] = json.loads(out["metadata"])
    out["vip"] = bool(out["vip"])
    return out


class ListAccounts(Params):
    name: str | None = None
    email: str | None = None


@service.operation("tickets.accounts.list", "GET", "/v1/accounts", writes=False)
def list_accounts(ctx: Context, p: ListAccounts) -> dict[str, Any]:
    """Find accounts by exact name or e-mail (case-insensitive), oldest first."""
    rows = ctx.all(
        "SELECT id FROM tickets_accounts WHERE (? IS NULL OR name = ?)"
        " AND (? IS NULL OR lower(email) = lower(?)) ORDER BY created, id LIMIT 100",
        (p.name, p.name, p.email, p.email),
    )
    return {"object": "list", "data": [get_account(ctx, GetAccount(id=r["id"])) for r in rows]}


class ListTickets(Params):
    account: str | None = None
    status: Status | None = None
    limit: int = Field(10, ge=1, le=100)


@service.operation("tickets.tickets.list", "GET", "/v1/tickets", writes=False)
def list_tickets(ctx: Context, p: ListTickets) -> dict[str, Any]:
    """List tickets, newest first, filtered by account and status."""
    where, args = [], []
    if p.account is not None:
        where.append("account = ?")
        args.append(p.account)
    if p.status is not None:
        where.append("status = ?")
        args.append(p.status)
    sql = "SELECT id FROM tickets_tickets" + (" WHERE " + " AND ".join(where) if where else "")
    rows = ctx.all(sql + " ORDER BY created DESC, id LIMIT ?", (*args, p.limit))
    return {"object": "list", "data": [_ticket(ctx, r["id"]) for r in rows]}


class GetTicket(Params):
    id: str


@service.operation("tickets.tickets.get", "GET", "/v1/tickets/{id}", writes=False)
def get_ticket(ctx: Context, p: GetTicket) -> dict[str, Any]:
    """Retrieve a ticket."""
    return _ticket(ctx, p.id)


class CreateTicket(Params):
    account: str
    subject: str = Field(min_length=1, max_length=200)
    priority: int = Field(2, ge=1, le=4)
    tags: list[str] = Field(default_factory=list, max_length=10)


@service.operation("tickets.tickets.create", "POST", "/v1/tickets", writes=True)
def create_ticket(ctx: Context, p: CreateTicket) -> dict[str, Any]:
    """Open a ticket for an account."""
    if ctx.one("SELECT 1 FROM tickets_accounts WHERE id = ?", (p.account,)) is None:
        raise NotFound(f"No such account: '{p.account}'", param="account")
    ticket_id = ctx.new_id("tkt_")
    now = ctx.now()
    ctx.db.execute(
        "INSERT INTO tickets_tickets VALUES (?, ?, ?, 'open', ?, ?, ?, ?)",
        (ticket_id, p.account, p.subject, p.priority, json.dumps(p.tags), now, now),
    )
    return _ticket(ctx, ticket_id)


class UpdateTicket(Params):
    id: str
    subject: str | None = Field(None, min_length=1, max_length=200)
    status: Status | None = None
    priority: int | None = Field(None, ge=1, le=4)


@service.operation("tickets.tickets.update", "POST", "/v1/tickets/{id}", writes=True)
def update_ticket(ctx: Context, p: UpdateTicket) -> dict[str, Any]:
    """Change a ticket's subject, status or priority."""
    ticket = _ticket(ctx, p.id)
    if ticket["status"] == "closed" and p.status != "open":
        raise ServiceError(
            "A closed ticket must be reopened before it changes.", code="ticket_closed", status=409
        )
    changes = {
        k: v
        for k, v in (("subject", p.subject), ("status", p.status), ("priority", p.priority))
        if v is not None
    }
    if changes:
        sets = ", ".join(f"{k} = ?" for k in changes)
        ctx.db.execute(
            f"UPDATE tickets_tickets SET {sets}, updated = ? WHERE id = ?",
            (*changes.values(), ctx.now(), p.id),
        )
    return _ticket(ctx, p.id)


class DeleteTicket(Params):
    id: str


@service.operation("tickets.tickets.delete", "DELETE", "/v1/tickets/{id}", writes=True, destructive=True)
def delete_ticket(ctx: Context, p: DeleteTicket) -> dict[str, Any]:
    """Delete a ticket and its comments."""
    _ticket(ctx, p.id)
    ctx.db.execute("DELETE FROM tickets_comments WHERE ticket = ?", (p.id,))
    ctx.db.execute("DELETE FROM tickets_tickets WHERE id = ?", (p.id,))
    return {"id": p.id, "object": "ticket", "deleted": True}


class AddComment(Params):
    ticket: str
    body: str = Field(min_length=1, max_length=4000)
    author: str = "agent"


@service.operation("tickets.comments.add", "POST", "/v1/tickets/{ticket}/comments", writes=True)
def add_comment(ctx: Context, p: AddComment) -> dict[str, Any]:
    """Comment on a ticket; touches the ticket's ``updated``."""
    _ticket(ctx, p.ticket)
    row = ctx.one("SELECT coalesce(max(n), 0) + 1 AS n FROM tickets_comments WHERE ticket = ?", (p.ticket,))
    assert row is not None
    ctx.db.execute(
        "INSERT INTO tickets_comments VALUES (?, ?, ?, ?, ?)",
        (p.ticket, row["n"], p.author, p.body, ctx.now()),
    )
    ctx.db.execute("UPDATE tickets_tickets SET updated = ? WHERE id = ?", (ctx.now(), p.ticket))
    return {"ticket": p.ticket, "n": row["n"], "object": "comment", "body": p.body}


class ListComments(Params):
    ticket: str


@service.operation("tickets.comments.list", "GET", "/v1/tickets/{ticket}/comments", writes=False)
def list_comments(ctx: Context, p: ListComments) -> dict[str, Any]:
    """A ticket's comments, oldest first."""
    _ticket(ctx, p.ticket)
    rows = ctx.all("SELECT * FROM tickets_comments WHERE ticket = ? ORDER BY n", (p.ticket,))
    return {"object": "list", "data": [dict(r) | {"object": "comment"} for r in rows]}


class MergeTickets(Params):
    source: str
    target: str


@service.operation("tickets.tickets.merge", "POST", "/v1/tickets/{source}/merge", writes=True)
def merge_tickets(ctx: Context, p: MergeTickets) -> dict[str, Any]:
    """Move comments from source to target, then close source. Fails half-way if target is closed.

    The failure happens after the first writes, which is exactly what the savepoint must undo.
    """
    _ticket(ctx, p.source)
    ctx.db.execute("UPDATE tickets_tickets SET status = 'closed' WHERE id = ?", (p.source,))
    target = _ticket(ctx, p.target)
    if target["status"] == "closed":
        raise ServiceError(
            "Cannot merge into a closed ticket.", code="target_closed", status=409, param="target"
        )
    offset_row = ctx.one(
        "SELECT coalesce(max(n), 0) AS n FROM tickets_comments WHERE ticket = ?", (p.target,)
    )
    assert offset_row is not None
    ctx.db.execute(
        "UPDATE tickets_comments SET ticket = ?, n = n + ? WHERE ticket = ?",
        (p.target, offset_row["n"], p.source),
    )
    return _ticket(ctx, p.target)


FIRST = ["Ana", "Bo", "Chen", "Dara", "Émile", "Farah", "Goran", "Hana", "Iván", "Jun", "Kwame", "Lena"]
LAST = [
    "Okafor",
    "Smith",
    "Nakamura",
    "García",
    "Müller",
    "Ivanova",
    "O'Brien",
    "Nguyen",
    "Rossi",
    "Kowalski",
]


@service.fixture("default")
def default_fixture(ctx: Context) -> None:
    """500 accounts (duplicate emails in different case, missing emails), 2,000 tickets, 3,000 comments."""
    rng = ctx.rng
    start = ctx.now() - 90 * 86400
    accounts = []
    for i in range(500):
        name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
        email = None if i % 37 == 0 else f"{name.split()[0].lower()}.{i % 450}@example.com"
        if email and i % 41 == 0:
            email = email.upper()
        aid = rng.new_id("acct_")
        accounts.append(aid)
        ctx.db.execute(
            "INSERT INTO tickets_accounts VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (
                aid,
                name,
                email,
                rng.choice(["free", "pro", "enterprise"]),
                i % 13 == 0,
                round(rng.random() * 500, 2),
                json.dumps({"segment": rng.choice(["smb", "mid", "ent"])}),
                start + i * 600,
            ),
        )
    tickets = []
    for i in range(2000):
        tid = rng.new_id("tkt_")
        tickets.append(tid)
        created = start + rng.randint(0, 89 * 86400)
        ctx.db.execute(
            "INSERT INTO tickets_tickets VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (
                tid,
                rng.choice(accounts),
                f"Issue #{i}: {rng.choice(['login', 'billing', 'export', 'sso'])} problem",
                rng.choice(["open", "pending", "closed"]),
                rng.randint(1, 4),
                json.dumps(sorted({rng.choice(["bug", "urgent", "vip", "billing"]) for _ in range(2)})),
                created,
                created + rng.randint(0, 86400),
            ),
        )
    for i in range(3000):
        ticket = tickets[i % len(tickets)]
        ctx.db.execute(
            "INSERT INTO tickets_comments VALUES (?, ?, ?, ?, ?)",
            (
                ticket,
                i // len(tickets) + 1,
                rng.choice(FIRST),
                f"Comment {i} " + "lorem ipsum " * rng.randint(1, 8),
                start + i * 60,
            ),
        )


@service.fixture("small")
def small_fixture(ctx: Context) -> None:
    """Two accounts and one ticket: for tests that want to see every row."""
    now = ctx.now()
    ctx.db.execute(
        "INSERT INTO tickets_accounts VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        ("acct_1", "Ada Lovelace", "ada@example.com", "pro", 1, 25.0, "{}", now - 100),
    )
    ctx.db.execute(
        "INSERT INTO tickets_accounts VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        ("acct_2", "Alan Turing", None, "free", 0, 0, '{"b": 1, "a": 2}', now - 50),
    )
    ctx.db.execute(
        "INSERT INTO tickets_tickets VALUES ('tkt_1', 'acct_1', 'Cannot log in', 'open', 2, '[]', ?, ?)",
        (now - 40, now - 40),
    )
    ctx.db.execute(
        "INSERT INTO tickets_tickets VALUES ('tkt_closed', 'acct_2', 'Old', 'closed', 1, '[]', ?, ?)",
        (now - 30, now - 30),
    )
    ctx.db.execute("INSERT INTO tickets_comments VALUES ('tkt_1', 1, 'Ada', 'Help!', ?)", (now - 40,))
