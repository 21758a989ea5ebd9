"""Reading items and checking who may do what with them.

Box's rules kept here: an id the caller cannot see is a 404 (never a 403); a trashed item is a 404
``trashed``; a viewer who can see an item but not change it gets 403; names are unique per folder
among active files and folders, compared case-insensitively; ``If-Match`` guards changes (412).
"""

from __future__ import annotations

from typing import Any

from toolproof.service.context import Context
from toolproof.service.errors import Unauthorized
from toolproof.services.box.asuser import may_act_as, split
from toolproof.services.box.errors import bad_request, forbidden, not_found, precondition_failed, trashed

ROOT = "0"
#: Roles that may change an item (and everything under it), strongest first.
WRITE_ROLES = ("owner", "co-owner", "editor")
UPLOAD_ROLES = ("owner", "co-owner", "editor", "viewer uploader", "uploader")
ROLE_ORDER = (
    "owner",
    "co-owner",
    "editor",
    "viewer uploader",
    "previewer uploader",
    "viewer",
    "previewer",
    "uploader",
)


def me(ctx: Context) -> Any:
    """The calling user: the principal (a user id or login), or the enterprise's admin; with an
    ``As-User`` header, the user the token's holder acts as, if they may (:mod:`.asuser`)."""
    principal = ctx.principal
    acting = split(principal) if principal is not None else None
    if acting is None:
        return _token_user(ctx, principal)
    token_user, target = acting
    if token_user is None and ctx.world is not None:
        # The world's default token: its holder is whom the world's calls act as (a task's acts_as).
        token_user = ctx.world.principals.get(ctx.service)
    caller = _token_user(ctx, token_user)
    row = ctx.one("SELECT * FROM box_users WHERE id = ?", (target,))
    if row is None or row["status"] == "inactive":
        raise forbidden()
    if not may_act_as(str(caller["role"]), str(caller["id"]), str(row["role"]), str(row["id"])):
        raise forbidden()
    return row


def _token_user(ctx: Context, principal: str | None) -> Any:
    """The user a token names (a user id or login), or the enterprise's admin for the bare world token;
    401 when it names nobody active."""
    if principal is None:
        row = ctx.one("SELECT * FROM box_users WHERE role = 'admin' ORDER BY ordinal LIMIT 1")
    else:
        row = ctx.one(
            "SELECT * FROM box_users WHERE id = ? OR login = ? OR login LIKE ? || '@%' LIMIT 1",
            (principal, principal, principal),
        )
    if row is None or row["status"] == "inactive":
        raise Unauthorized("The access token provided is invalid.", credential="unknown")
    return row


def is_admin(user: Any) -> bool:
    return str(user["role"]) in ("admin", "coadmin")


def ancestors(ctx: Context, item: Any) -> list[Any]:
    """Folders from the item's parent up to (not including) the root, nearest first."""
    out: list[Any] = []
    parent = item["parent_id"]
    seen: set[str] = set()
    while parent is not None and parent != ROOT and parent not in seen:
        seen.add(parent)
        row = ctx.one("SELECT * FROM box_items WHERE id = ?", (parent,))
        if row is None:
            break
        out.append(row)
        parent = row["parent_id"]
    return out


def role_on(ctx: Context, item: Any, user: Any) -> str | None:
    """The caller's role on ``item``: owner, an accepted collaboration's role here or on a folder
    above (the strongest), or ``None`` (cannot see it). Admins act as co-owners of everything."""
    if item["id"] == ROOT:
        return "owner"
    chain = [item, *ancestors(ctx, item)]
    if any(row["owner_id"] == user["id"] for row in chain):
        return "owner"
    ids = [row["id"] for row in chain]
    marks = ",".join("?" * len(ids))
    rows = ctx.all(
        f"SELECT role FROM box_collaborations WHERE status = 'accepted' AND user_id = ? AND item_id "
        f"IN ({marks})",
        (user["id"], *ids),
    )
    roles = sorted(
        (str(r["role"]) for r in rows), key=lambda r: ROLE_ORDER.index(r) if r in ROLE_ORDER else 99
    )
    if roles:
        return roles[0]
    if is_admin(user):
        return "co-owner"
    return None


def children(ctx: Context, folder_id: str, order: str, limit: int | None = None) -> list[Any]:
    """The active items a folder lists for the caller, in ``order`` (an SQL ``ORDER BY`` over
    ``box_items``), at most ``limit``.

    Inside a folder the caller can see, everything is theirs to see (a role covers what is under it).
    All Files (``0``) is each user's own: what they own at the top, and the items shared with them
    (accepted collaborations) that no folder they can already see contains, as Box lists them. An
    admin's All Files lists the enterprise's top level, as it always has here."""
    tail = f" ORDER BY {order}" + ("" if limit is None else f" LIMIT {int(limit)}")
    if folder_id != ROOT:
        return ctx.all(
            f"SELECT * FROM box_items WHERE parent_id = ? AND status = 'active'{tail}", (folder_id,)
        )
    user = me(ctx)
    if is_admin(user):
        return ctx.all(f"SELECT * FROM box_items WHERE parent_id = ? AND status = 'active'{tail}", (ROOT,))
    rows = ctx.all(
        "SELECT * FROM box_items WHERE status = 'active' AND ((parent_id = ? AND owner_id = ?) OR id IN "
        "(SELECT item_id FROM box_collaborations WHERE status = 'accepted' AND user_id = ?))"
        f" ORDER BY {order}",
        (ROOT, user["id"], user["id"]),
    )
    top = [
        r
        for r in rows
        if (r["parent_id"] == ROOT and r["owner_id"] == user["id"]) or not _reachable(ctx, r, user)
    ]
    return top if limit is None else top[:limit]


def _reachable(ctx: Context, row: Any, user: Any) -> bool:
    """Whether a folder above ``row`` is one the user can see (``row`` is listed there, not at the top)."""
    parent = ctx.one("SELECT * FROM box_items WHERE id = ?", (row["parent_id"],))
    return parent is not None and parent["id"] != ROOT and role_on(ctx, parent, user) is not None


def get_item(ctx: Context, item_id: str, kind: str, *, allow_trashed: bool = False) -> Any:
    """The active file or folder ``item_id`` the caller can see (404 otherwise, ``trashed`` if it is)."""
    if kind == "folder" and item_id == ROOT:
        return root_row(ctx)
    row = ctx.one("SELECT * FROM box_items WHERE id = ? AND type = ?", (item_id, kind))
    if row is None or row["status"] == "deleted":
        raise not_found(kind, item_id)
    user = me(ctx)
    if role_on(ctx, row, user) is None:
        raise not_found(kind, item_id)
    if row["status"] == "trashed" and not allow_trashed:
        raise trashed(item_id)
    return row


def item_row(
    kind: str,
    item_id: str,
    name: str,
    parent: str | None,
    owner: str | None,
    *,
    created: int | None,
    modified: int | None = None,
    etag: int | None = 0,
    **extra: Any,
) -> dict[str, Any]:
    """A ``box_items`` row for an active, untrashed, unshared item: what every fixture and the root start
    from (``extra`` sets or overrides the rest, e.g. ``size`` and ``version_id`` of a file)."""
    return {
        "id": item_id,
        "type": kind,
        "name": name,
        "parent_id": parent,
        "owner_id": owner,
        "created_by": owner,
        "modified_by": owner,
        "created_at": created,
        "modified_at": created if modified is None else modified,
        "description": "",
        "etag": etag,
        "status": "active",
        "trashed_at": None,
        "trashed_with": None,
        "shared_link": None,
        "size": 0,
        "version_id": None,
        "tags": "[]",
        **extra,
    }


def root_row(ctx: Context) -> dict[str, Any]:
    """All Files (id ``0``): every user's root, owned by the caller."""
    owner = me(ctx)["id"]
    return item_row(
        "folder", ROOT, "All Files", None, owner, created=None, etag=None, created_by=None, modified_by=None
    )


def require_role(ctx: Context, item: Any, roles: tuple[str, ...] = WRITE_ROLES) -> Any:
    """The caller, if their role on ``item`` is one of ``roles``; else 403."""
    user = me(ctx)
    role = role_on(ctx, item, user)
    if role not in roles:
        raise forbidden()
    return user


def check_if_match(item: Any, if_match: str | None) -> None:
    """``If-Match``: the item's current etag (or ``*``), else 412 ``precondition_failed``."""
    if if_match is None:
        return
    tags = [t.strip().strip('"') for t in if_match.split(",")]
    if "*" in tags:
        return
    if str(item["etag"]) not in tags:
        raise precondition_failed()


def conflicts_in(ctx: Context, parent_id: str, name: str, *, exclude: str | None = None) -> list[Any]:
    """Active items in ``parent_id`` named ``name`` (case-insensitive, as Box compares)."""
    return ctx.all(
        "SELECT * FROM box_items WHERE parent_id = ? AND status = 'active' AND lower(name) = lower(?) "
        "AND id IS NOT ?",
        (parent_id, name, exclude),
    )


def check_name(name: str, field: str = "name") -> str:
    """Box's name rules: 1–255 characters, no ``/`` or ``\\``, not ``.`` or ``..``, no leading or
    trailing spaces (400 ``item_name_invalid``)."""
    from toolproof.services.box.errors import BoxError

    if (
        not name
        or len(name) > 255
        or "/" in name
        or "\\" in name
        or name in (".", "..")
        or name != name.strip()
    ):
        raise BoxError("Item name invalid", status=400, code="item_name_invalid")
    if any(ord(c) < 32 for c in name):
        raise BoxError("Item name invalid", status=400, code="item_name_invalid")
    return name


def parent_folder(ctx: Context, parent_id: str, field: str = "parent") -> Any:
    """The destination folder of a create, move or copy: 404 ``not_found`` when it is missing."""
    if parent_id == ROOT:
        return root_row(ctx)
    row = ctx.one("SELECT * FROM box_items WHERE id = ? AND type = 'folder'", (parent_id,))
    if row is None or row["status"] != "active" or role_on(ctx, row, me(ctx)) is None:
        raise not_found("folder", parent_id)
    return row


def descendants(ctx: Context, folder_id: str, status: str = "active") -> list[Any]:
    """Every item under ``folder_id`` (any depth) with ``status``."""
    out: list[Any] = []
    frontier = [folder_id]
    while frontier:
        marks = ",".join("?" * len(frontier))
        rows = ctx.all(
            f"SELECT * FROM box_items WHERE parent_id IN ({marks}) AND status = ? ORDER BY id",
            (*frontier, status),
        )
        out.extend(rows)
        frontier = [r["id"] for r in rows if r["type"] == "folder"]
    return out


def is_inside(ctx: Context, folder_id: str, maybe_ancestor: str) -> bool:
    """Whether ``folder_id`` is ``maybe_ancestor`` or lies under it (a move into itself is refused)."""
    current: str | None = folder_id
    seen: set[str] = set()
    while current is not None and current not in seen:
        if current == maybe_ancestor:
            return True
        seen.add(current)
        row = ctx.one("SELECT parent_id FROM box_items WHERE id = ?", (current,))
        current = None if row is None else row["parent_id"]
    return False


def touch(ctx: Context, item_id: str, user_id: str, **changes: Any) -> None:
    """Apply ``changes`` to an item, bump its etag/sequence and its modified time and user."""
    sets = ", ".join(f'"{k}" = ?' for k in changes)
    prefix = sets + ", " if sets else ""
    ctx.db.execute(
        f"UPDATE box_items SET {prefix}etag = etag + 1, modified_at = ?, modified_by = ? WHERE id = ?",
        (*changes.values(), ctx.now(), user_id, item_id),
    )


def new_id(ctx: Context) -> str:
    """A Box-style numeric id (11–12 digits, no leading zero)."""
    return ctx.new_id(str(1 + ctx.rng.randint(0, 8, stream="ids")), 11, "0123456789")


def parse_limit(value: int | None, default: int, maximum: int) -> int:
    if value is None:
        return default
    if value < 0:
        raise bad_request("Invalid value for 'limit'.", "limit")
    return min(value, maximum)
