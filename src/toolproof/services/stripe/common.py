"""What every Stripe resource shares: ordering, list pages, ``expand``, metadata updates, loaders.

Lists are newest first: ``created DESC`` with the table's monotonic ``seq`` as tie-break, so a page
boundary never moves when two objects share a second. ``expand`` is generic: a reference is an id
string whose prefix names a loader, and expanding replaces it by that loader's object.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any

from toolproof.service import Context
from toolproof.services.stripe.errors import NOUNS, StripeError, invalid, no_such
from toolproof.services.stripe.params import PageParams, RangeFilter, SearchParams
from toolproof.services.stripe.search import FieldKind, compile_sql, decode_page, encode_page

Obj = dict[str, Any]
Loader = Callable[[Context, str], Obj | None]

#: id prefix → function that renders the object with that id (or None when it does not exist).
LOADERS: dict[str, Loader] = {}

#: (object type, field) → function giving a field Stripe includes only when expanded
#: (``charge.refunds``, ``customer.subscriptions``).
INCLUDABLE: dict[tuple[str, str], Callable[[Context, Obj], Any]] = {}


def includable(
    object_type: str, field: str
) -> Callable[[Callable[[Context, Obj], Any]], Callable[[Context, Obj], Any]]:
    def register(fn: Callable[[Context, Obj], Any]) -> Callable[[Context, Obj], Any]:
        INCLUDABLE[(object_type, field)] = fn
        return fn

    return register


def loader(prefix: str) -> Callable[[Loader], Loader]:
    def register(fn: Loader) -> Loader:
        LOADERS[prefix] = fn
        return fn

    return register


def load_ref(ctx: Context, object_id: str) -> Obj | None:
    for prefix, fn in LOADERS.items():
        if object_id.startswith(prefix):
            return fn(ctx, object_id)
    return None


def next_seq(ctx: Context, table: str) -> int:
    """The ``seq`` a row of ``table`` inserted now takes (``Context.next_seq``: the world answers
    without a statement while it knows it, perf53)."""
    return int(ctx.next_seq(table))


def jload(text: str | None, default: Any = None) -> Any:
    """A JSON column decoded (``default`` for NULL). Empty objects and lists, what most rows hold,
    skip the decoder (a new one each time: callers may change what they get), and so does a text
    decoded before whose value is one flat list or object of scalars (:data:`FLAT_JSON`)."""
    if text is None:
        return default
    if text == "{}":
        return {}
    if text == "[]":
        return []
    known = FLAT_JSON.get(text) if type(text) is str else None
    if known is not None:
        # A new list or dict holding the same (immutable) values, in the same order.
        return dict(known[1]) if known[0] else list(known[1])
    try:
        value, end = _SCAN(text, 0)
    except StopIteration:
        return json.loads(text)  # not JSON at its start: the decoder's own error
    # What ``json.loads`` does, without its two Python-level wrappers; anything after the value
    # (whitespace, garbage) goes the long way, so the result or the error is the same.
    if end != len(text):
        return json.loads(text)
    if type(text) is str and len(text) <= _FLAT_LONGEST:
        _remember_flat(text, value)
    return value


#: Texts :func:`jload` decoded to one flat list (``False``) or object (``True``) of scalars, with its
#: items (values, or ``(key, value)`` pairs) in order. A charge's card, a customer's locales: the same
#: few texts are read on every render of their rows, and rebuilding the container from its items
#: costs a fifth of decoding it again. Exact: the decoder's value is a function of the text alone,
#: and a scalar it returns is immutable, so a new container of the same items equals a new decode,
#: type for type. Bounded by entries and by the length of each text.
FLAT_JSON: dict[str, tuple[bool, tuple[Any, ...]]] = {}
_FLAT_MAX = 4096
_FLAT_LONGEST = 512
#: The types of the scalars the JSON decoder returns (``bool`` is its own type here: ``type(x) in``).
_SCALARS = frozenset({str, int, float, bool, type(None)})


def _remember_flat(text: str, value: Any) -> None:
    """Keep ``value`` (just decoded from ``text``) in :data:`FLAT_JSON` if it is a flat list or object."""
    kind = type(value)
    # (Plain loops, not ``all(...)`` over a generator: a miss runs this on every new text.)
    if kind is list:
        for item in value:
            if type(item) not in _SCALARS:
                return
        items: tuple[Any, ...] = tuple(value)
        is_object = False
    elif kind is dict:
        for item in value.values():
            if type(item) not in _SCALARS:
                return
        items = tuple(value.items())
        is_object = True
    else:
        return
    if len(FLAT_JSON) >= _FLAT_MAX:
        FLAT_JSON.clear()
    FLAT_JSON[text] = (is_object, items)


#: The JSON decoder's scanner (C): one value from a position, and where it ended. (Set by the
#: decoder's ``__init__``, so the type stubs do not list it.)
_SCAN: Callable[[str, int], tuple[Any, int]] = json.JSONDecoder().scan_once  # type: ignore[attr-defined]


#: What ``json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))`` builds on
#: every call (any non-default argument makes it construct an encoder), made once: same text.
_ENCODE: Callable[[Any], str] = json.JSONEncoder(
    ensure_ascii=False, sort_keys=True, separators=(",", ":")
).encode


def jdump(value: Any) -> str:
    """A JSON column's text: compact, keys sorted, non-ASCII kept."""
    return _ENCODE(value)


def merge_metadata(current: str | None, update: dict[str, str] | str | None) -> str:
    """Stripe's metadata update: keys merge, an empty value deletes a key, ``metadata=""`` clears all."""
    if update is None:
        return current or "{}"
    if isinstance(update, str):
        return "{}"
    merged: dict[str, str] = dict(jload(current, {}))
    for k, v in update.items():
        if v == "":
            merged.pop(k, None)
        else:
            merged[k] = v
    return jdump(merged)


def empty_to_none(value: str | None) -> str | None:
    return None if value == "" else value


def require(
    ctx: Context, table: str, object_id: str, noun: str, *, param: str = "id", status: int = 404
) -> Any:
    """The row with ``object_id`` or Stripe's ``resource_missing``."""
    row = ctx.one(f'SELECT * FROM "{table}" WHERE id = ?', (object_id,))
    if row is None:
        raise no_such(noun, object_id, param=param, status=status)
    return row


def page(
    ctx: Context,
    table: str,
    p: PageParams,
    url: str,
    render: Callable[[Context, Any], Obj],
    where: Sequence[str] = (),
    args: Sequence[Any] = (),
) -> Obj:
    """One page of a Stripe list, newest first, honouring ``starting_after`` / ``ending_before``."""
    if p.starting_after is not None and p.ending_before is not None:
        raise invalid(
            "You may only specify one of these parameters: ending_before, starting_after.",
            code="parameters_exclusive",
            param="ending_before",
        )
    conds, vals = list(where), list(args)
    created = getattr(p, "created", None)
    if created is not None:
        add_range(conds, vals, "created", created)
    cursor = p.starting_after or p.ending_before
    forward = p.ending_before is None
    if cursor is not None:
        anchor = ctx.one(f'SELECT created, seq FROM "{table}" WHERE id = ?', (cursor,))
        if anchor is None:
            param = "starting_after" if forward else "ending_before"
            raise no_such(_noun(cursor, table), cursor, param=param, status=400)
        op = "<" if forward else ">"
        conds.append(f"(created, seq) {op} (?, ?)")
        vals.extend([anchor["created"], anchor["seq"]])
    sql = f'SELECT * FROM "{table}"'
    if conds:
        sql += " WHERE " + " AND ".join(conds)
    sql += " ORDER BY created DESC, seq DESC" if forward else " ORDER BY created ASC, seq ASC"
    rows = ctx.all(sql + " LIMIT ?", (*vals, p.limit + 1))
    has_more = len(rows) > p.limit
    rows = rows[: p.limit]
    if not forward:
        rows.reverse()
    data = [render(ctx, r) for r in rows]
    data = [expand(ctx, obj, p.expand, prefix="data.") for obj in data]
    return {"object": "list", "data": data, "has_more": has_more, "url": url}


def add_range(conds: list[str], vals: list[Any], column: str, r: RangeFilter) -> None:
    for op, value in (("gt", r.gt), ("gte", r.gte), ("lt", r.lt), ("lte", r.lte)):
        if value is not None:
            conds.append(f"{column} {dict(gt='>', gte='>=', lt='<', lte='<=')[op]} ?")
            vals.append(value)


def _noun(object_id: str, table: str) -> str:
    for prefix, noun in NOUNS.items():
        if object_id.startswith(prefix):
            return noun
    return table.removeprefix("stripe_").rstrip("s")


def expand(ctx: Context, obj: Obj, paths: Sequence[str], *, prefix: str = "") -> Obj:
    """Replace the id references named by ``paths`` (``customer``, ``latest_charge.customer``…)."""
    for path in paths:
        if prefix:
            if not path.startswith(prefix):
                raise _unexpandable(path)
            path = path[len(prefix) :]
        parts = path.split(".")
        if len(parts) > 4:
            raise invalid(
                f"You cannot expand more than 4 levels of a property. Property: {path}", param="expand"
            )
        _expand_one(ctx, obj, parts, path)
    return obj


def _expand_one(ctx: Context, obj: Any, parts: list[str], full: str) -> None:
    if not isinstance(obj, dict):
        raise _unexpandable(full)
    head, rest = parts[0], parts[1:]
    if head == "data" and obj.get("object") == "list":
        for item in obj["data"]:
            if rest:
                _expand_one(ctx, item, rest, full)
        return
    if head not in obj:
        extra = INCLUDABLE.get((str(obj.get("object")), head))
        if extra is None:
            raise _unexpandable(full)
        obj[head] = extra(ctx, obj)
        if not rest:
            return  # an included field (a list, a hash) needs no further loading
    value = obj[head]
    if isinstance(value, list) and not rest and all(isinstance(v, str) for v in value):
        # A list of references (an invoice's ``discounts``): each one loaded.
        loaded_all = [load_ref(ctx, v) for v in value]
        if any(v is None for v in loaded_all):
            raise _unexpandable(full)
        obj[head] = loaded_all
        return
    if isinstance(value, str):
        loaded = load_ref(ctx, value)
        if loaded is None:
            raise _unexpandable(full)
        obj[head] = value = loaded
    elif value is None:
        return
    if rest:
        _expand_one(ctx, value, rest, full)
    elif not isinstance(value, dict):
        raise _unexpandable(full)


def _unexpandable(path: str) -> StripeError:
    return invalid(f"This property cannot be expanded ({path}).")


def seconds_to_iso(value: int) -> str:
    import datetime

    return datetime.datetime.fromtimestamp(value, tz=datetime.UTC).isoformat()


def run_search(
    ctx: Context,
    table: str,
    p: SearchParams,
    url: str,
    fields: dict[str, FieldKind],
    render_fn: Callable[[Context, Any], Obj],
    base: str = "1 = 1",
) -> Obj:
    """One page of a search: Stripe's query language over ``fields``, ``page`` / ``next_page``."""
    cond, args = compile_sql(p.query, fields)
    offset = decode_page(p.page) if p.page else 0
    rows = ctx.all(
        f"SELECT * FROM {table} WHERE {base} AND ({cond}) ORDER BY created DESC, seq DESC LIMIT ? OFFSET ?",
        (*args, p.limit + 1, offset),
    )
    has_more = len(rows) > p.limit
    data = [render_fn(ctx, r) for r in rows[: p.limit]]
    data = [expand(ctx, obj, p.expand, prefix="data.") for obj in data]
    return {
        "object": "search_result",
        "data": data,
        "has_more": has_more,
        "next_page": encode_page(offset + p.limit) if has_more else None,
        "url": url,
    }
