"""Resolving a task's refs on the initial state: fixture objects named by query, not by fragile id."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from toolproof.tasks.model import Ref, Task
from toolproof.tasks.predicates import matches
from toolproof.tasks.principals import PrincipalError, acting_principals, check_principals
from toolproof.tasks.template import UnresolvedPlaceholder, fill
from toolproof.world.store import Store


class RefError(LookupError):
    """A ref that names nothing (or too much) in the initial state, or an ``acts_as`` that names
    nobody: a defect of the task."""


#: Rows already read from one starting state, by table and SQL filter (see :func:`resolve_refs`).
Scans = dict[tuple[str, tuple[tuple[str, Any], ...]], list[dict[str, Any]]]


def candidate_rows(
    store: Store, table: str, where: dict[str, Any], scans: Scans | None = None
) -> Iterable[dict[str, Any]]:
    """Rows that may match ``where``: plain equalities on plain columns are filtered in SQLite.

    The caller still applies the full predicate; this only narrows the scan. With ``scans`` each
    table and filter is read once (the tasks of one fixture search the same tables by the same plain
    fields, then by text or nested fields: each such ref would otherwise decode the same rows again).
    """
    columns = store.tables[table].columns
    plain = {
        field: cond
        for field, cond in where.items()
        if columns.get(field) in ("text", "int", "bool")
        and (cond is None or isinstance(cond, str | int))
        and not (columns[field] == "text" and not isinstance(cond, str | None))
    }
    if scans is None:
        return store.select(table, plain) if plain else store.rows(table)
    key = (table, tuple(sorted(plain.items())))
    rows = scans.get(key)
    if rows is None:
        rows = scans[key] = list(store.select(table, plain) if plain else store.rows(table))
    return rows


def resolve_ref(name: str, ref: Ref, store: Store, scans: Scans | None = None) -> Any:
    if ref.table not in store.tables:
        raise RefError(f"ref '{name}': no table {ref.table!r} (tables: {', '.join(sorted(store.tables))})")
    rows = [r for r in candidate_rows(store, ref.table, ref.where, scans) if matches(r, ref.where)]
    order_by = ref.order_by
    if order_by is not None:
        rows.sort(key=lambda r: (r.get(order_by) is None, r.get(order_by)), reverse=ref.descending)
    if not rows:
        raise RefError(f"ref '{name}': no row of {ref.table} matches {ref.where}")
    if len(rows) > 1 and not ref.pick_first:
        raise RefError(
            f"ref '{name}': {len(rows)} rows of {ref.table} match {ref.where}; narrow it or set pick_first"
        )
    row = rows[0]
    if ref.field == "*":
        return row
    field = ref.field or store.tables[ref.table].primary_key[0]
    if field not in row:
        raise RefError(f"ref '{name}': {ref.table} has no column {field!r}")
    return row[field]


def resolve_refs(task: Task, store: Store, scans: Scans | None = None) -> dict[str, Any]:
    """Every ref of ``task`` evaluated on ``store`` (the initial state), and its ``acts_as`` checked
    there (:mod:`toolproof.tasks.principals`). Raises :class:`RefError`.

    Refs resolve in order, and a ref's ``where`` may use the refs before it (``{customer}``).
    ``scans``: rows already read from this same starting state (filled as needed; a caller
    resolving many tasks on one fixture passes the same one to each). A ref that returns a whole
    row (``field: "*"``) may then share it with another task's: the caller must not change refs.
    """
    scope: dict[str, Any] = {}
    for name, ref in task.refs.items():
        try:
            where = fill(ref.where, scope)
        except UnresolvedPlaceholder as exc:
            raise RefError(f"ref '{name}': {exc} (a ref can only use the refs listed before it)") from None
        scope[name] = resolve_ref(name, ref.model_copy(update={"where": where}), store, scans)
    if task.acts_as:
        try:
            check_principals(acting_principals(task, scope), store)
        except PrincipalError as exc:
            raise RefError(str(exc)) from None
    return scope
