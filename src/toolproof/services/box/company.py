"""The ``company`` fixture: Kestrel Analytics' Box account, mapped from the shared roster.

Every employee is a Box user under the same address (those who left deactivated); Robin Ahmed, the
Customer Operations Lead the other doubles act for, is the enterprise admin. Each customer has one
shared folder under ``Customers``, owned by its account manager as the billing record names it (so a
departed manager still owns the accounts nobody moved, the same mess billing and calendar keep), with
the customer's active contacts as accepted viewer/editor collaborators by the addresses the other
doubles use. The roster's documents are files whose contents are derived from the document key. The
story's folders also hold a look-alike older copy of their first document and a trashed stale copy.
Every customer draws ids from its own random stream, so growing the roster never moves another's ids.
"""

from __future__ import annotations

import base64
import datetime
import hashlib
from typing import Any

from toolproof.company import Customer, Roster, roster
from toolproof.service import Context
from toolproof.services.box.items import item_row
from toolproof.services.box.service import service
from toolproof.world.fixtures import derive_seed
from toolproof.world.rng import Rng

DAY = 86400
DIGITS = "0123456789"


def at(day: str, hour: int = 10) -> int:
    """UTC seconds of ``hour``:00 on an ISO date."""
    d = datetime.date.fromisoformat(day)
    return int(datetime.datetime(d.year, d.month, d.day, hour, tzinfo=datetime.UTC).timestamp())


def _rng(seed: int, *parts: str) -> Rng:
    return Rng(derive_seed(seed, "box", "company", *parts))


def _id(rng: Rng) -> str:
    """A Box-style numeric id (12 digits, no leading zero)."""
    return str(1 + rng.randint(0, 8)) + rng.token(11, DIGITS)


def _put(ctx: Context, table: str, row: dict[str, Any]) -> None:
    cols = ", ".join(f'"{c}"' for c in row)
    ctx.db.execute(
        f'INSERT INTO "{table}" ({cols}) VALUES ({", ".join("?" * len(row))})', tuple(row.values())
    )


def content_of(document_key: str, name: str, customer: str, revision: str = "current") -> bytes:
    """A document's bytes: derived from its key, so the same document reads the same everywhere."""
    return f"{name}\n{customer}\nKestrel Analytics document {document_key} ({revision})\n".encode()


def _item(
    kind: str, item_id: str, name: str, parent: str, owner: str, when: int, **extra: Any
) -> dict[str, Any]:
    return item_row(kind, item_id, name, parent, owner, created=when, **extra)


def _file(
    ctx: Context, rng: Rng, parent: str, name: str, data: bytes, owner: str, author: str, when: int
) -> str:
    """A one-version file: owned by the folder's owner (as Box has it), uploaded by ``author``."""
    file_id, version_id = _id(rng), _id(rng)
    _put(
        ctx,
        "box_versions",
        {
            "id": version_id,
            "file_id": file_id,
            "number": 1,
            "name": name,
            "size": len(data),
            "sha1": hashlib.sha1(data).hexdigest(),
            "content": base64.b64encode(data).decode(),
            "created_by": author,
            "created_at": when,
        },
    )
    row = _item("file", file_id, name, parent, owner, when, size=len(data), version_id=version_id)
    _put(ctx, "box_items", {**row, "created_by": author, "modified_by": author})
    return file_id


@service.fixture("company")
def company_fixture(ctx: Context) -> None:
    """Kestrel Analytics' users, one shared folder per customer with its documents and collaborators."""
    seed = ctx.seed if ctx.seed is not None else 0
    people = roster(seed)
    start = at("2024-01-02", 9)
    users: dict[str, str] = {}
    ordered = sorted(people.employees, key=lambda e: (e.key != "E02", e.key))  # Robin first: the admin
    for ordinal, e in enumerate(ordered):
        uid = _id(_rng(seed, "user", e.key))
        users[e.key] = uid
        _put(
            ctx,
            "box_users",
            {
                "id": uid,
                "name": e.name,
                "login": e.email,
                "status": "active" if e.active else "inactive",
                "role": "admin" if e.key == "E02" else "user",
                "job_title": e.title,
                "created_at": start,
                "modified_at": at(e.left, 18) if e.left else start,
                "ordinal": ordinal,
            },
        )
    base = _rng(seed, "folders")
    customers_id = _id(base)
    _put(ctx, "box_items", _item("folder", customers_id, "Customers", "0", users["E02"], start))
    names = folder_names(people)
    for n, customer in enumerate(people.customers):
        _customer(ctx, seed, people, customer, names[customer.key], customers_id, users, len(users) + n)


def folder_names(people: Roster) -> dict[str, str]:
    """Each customer's folder name. Box wants names unique in a folder (ignoring case), and generated
    customers may share a company name: a later namesake's folder also carries its domain."""
    names: dict[str, str] = {}
    taken: set[str] = set()
    for folder in people.folders:
        name = folder.name
        if name.lower() in taken:
            name = f"{name.removesuffix(' (shared)')} ({people.customer(folder.customer).domain}) (shared)"
        taken.add(name.lower())
        names[folder.customer] = name
    return names


def _customer(
    ctx: Context,
    seed: int,
    people: Roster,
    customer: Customer,
    name: str,
    parent: str,
    users: dict[str, str],
    ordinal: int,
) -> None:
    rng = _rng(seed, "customer", customer.key)
    folder = next(f for f in people.folders if f.customer == customer.key)
    # A departed manager's ownership lingers on folders nobody moved (billing names them too).
    owner = users[customer.previous_account_manager or folder.owner]
    created = at(customer.since, 11)
    folder_id = _id(rng)
    _put(ctx, "box_items", _item("folder", folder_id, name, parent, owner, created))
    for m, key in enumerate(folder.collaborators):
        contact = people.contact(key)
        uid = _id(rng)
        _put(
            ctx,
            "box_users",
            {
                "id": uid,
                "name": contact.name,
                "login": contact.email,
                "status": "active",
                "role": "user",
                "job_title": f"External, {customer.name}",
                "created_at": created,
                "modified_at": created,
                "ordinal": 1000 + ordinal * 10 + m,
            },
        )
        _put(
            ctx,
            "box_collaborations",
            {
                "id": _id(rng),
                "item_id": folder_id,
                "user_id": uid,
                "invite_email": contact.email,
                "role": "editor" if contact.role == "admin" else "viewer",
                "status": "accepted",
                "created_by": owner,
                "created_at": created + DAY,
                "modified_at": created + DAY,
                "acknowledged_at": created + 2 * DAY,
                "can_view_path": False,
            },
        )
    docs = [d for d in people.documents if d.folder == folder.key]
    for doc in docs:
        data = content_of(doc.key, doc.name, customer.name)
        _file(ctx, rng, folder_id, doc.name, data, owner, users[doc.author], at(doc.modified, 14))
    if customer.story and docs:
        first = docs[0]
        stem, _dot, ext = first.name.rpartition(".")
        old = at(first.modified, 9) - 30 * DAY
        _file(
            ctx,
            rng,
            folder_id,
            f"{stem} (1).{ext}",
            content_of(first.key, first.name, customer.name, "draft"),
            owner,
            users[first.author],
            old,
        )
        stale = _file(
            ctx,
            rng,
            folder_id,
            f"{stem} - old.{ext}",
            content_of(first.key, first.name, customer.name, "stale"),
            owner,
            users[first.author],
            old - 30 * DAY,
        )
        ctx.db.execute(
            "UPDATE box_items SET status = 'trashed', trashed_at = ?, etag = etag + 1 WHERE id = ?",
            (old, stale),
        )
