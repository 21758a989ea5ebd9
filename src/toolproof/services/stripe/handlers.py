"""The steps every resource's handlers repeat, written once: load an object by id, retrieve it with
``expand`` or answer Stripe's ``resource_missing``, build a list's filters and declare a resource's
search. (Finding a row or answering ``resource_missing`` is ``common.require``.)

A handler keeps only what is particular to its resource (its parameters, its renderer, its rules);
these helpers keep the wording and status codes of the shared steps the same everywhere.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from toolproof.service import Context, Service
from toolproof.services.stripe.common import Obj, add_range, expand, run_search
from toolproof.services.stripe.errors import no_such
from toolproof.services.stripe.params import RangeFilter, SearchParams
from toolproof.services.stripe.search import FieldKind


def by_id(
    table: str, render: Callable[[Context, Any], Obj], where: str = ""
) -> Callable[[Context, str], Obj | None]:
    """A loader: the object with an id rendered, or ``None`` (``where`` narrows shared tables)."""
    sql = f"SELECT * FROM {table} WHERE id = ?{where}"

    def load(ctx: Context, object_id: str) -> Obj | None:
        row = ctx.record(sql, (object_id,))
        return None if row is None else render(ctx, row)

    return load


def retrieved(
    ctx: Context, obj: Obj | None, noun: str, object_id: str, paths: Sequence[str], *, param: str = "id"
) -> Obj:
    """A retrieve's answer: the loaded object with ``expand[]`` applied, or ``No such {noun}`` (404)."""
    if obj is None:
        raise no_such(noun, object_id, param=param)
    # (Most retrieves expand nothing: ``expand`` of no paths returns ``obj`` as it is.)
    return expand(ctx, obj, paths) if paths else obj


class Filters:
    """The conditions of a list query: each filter adds its condition only when the caller gave it."""

    def __init__(self, *conditions: str) -> None:
        self.where: list[str] = list(conditions)
        self.args: list[Any] = []

    def equal(self, column: str, value: Any) -> Filters:
        """``column = value`` when ``value`` is given (``column`` may be an SQL expression); booleans
        as 0/1, as SQLite stores them."""
        if value is not None:
            self.where.append(f"{column} = ?")
            self.args.append(int(value) if isinstance(value, bool) else value)
        return self

    def equal_each(self, params: Any, *columns: str, quote: bool = False) -> Filters:
        """``equal`` for each named parameter of ``params`` (a column of the same name)."""
        for column in columns:
            self.equal(f'"{column}"' if quote else column, getattr(params, column))
        return self

    def one_of(self, column: str, values: Sequence[Any] | None) -> Filters:
        """``column IN (values)`` when a non-empty list is given."""
        if values:
            self.where.append(f"{column} IN ({', '.join('?' for _ in values)})")
            self.args.extend(values)
        return self

    def when(self, given: bool, condition: str, *args: Any) -> Filters:
        """A fixed condition (with its arguments) when ``given``."""
        if given:
            self.where.append(condition)
            self.args.extend(args)
        return self

    def within(self, column: str, bounds: RangeFilter | None) -> Filters:
        """``gt``/``gte``/``lt``/``lte`` bounds on ``column`` when given."""
        if bounds is not None:
            add_range(self.where, self.args, column, bounds)
        return self


def search_operation(
    service: Service,
    name: str,
    path: str,
    table: str,
    fields: dict[str, FieldKind],
    render: Callable[[Context, Any], Obj],
    *,
    doc: str,
    params: type[SearchParams] = SearchParams,
    base: str = "1 = 1",
) -> None:
    """Declare ``GET path`` as the search of ``table``: Stripe's query language over ``fields``
    (``base`` limits the rows every query sees), paged by ``page`` / ``next_page``."""

    def search(ctx: Context, p: SearchParams) -> Obj:
        return run_search(ctx, table, p, path, fields, render, base)

    search.__doc__ = doc
    search.__name__ = search.__qualname__ = name.rsplit(".", 2)[-2] + "_search"
    service.operation(name, "GET", path, writes=False, params=params)(search)
