"""Each row's canonical JSON text for the state hash, produced without per-value Python work where possible.

The full hash digests, for every row, ``json.dumps(values, sort_keys=True, separators=(",", ":"),
ensure_ascii=False)`` of the values :meth:`Store.value_rows` gives (JSON, bool and real columns
canonical; text and int columns as stored). Doing that one row at a time through Python's encoder
dominated a full hash, so a plan compiled per table does the same work in bulk:

- a row is encoded by SQLite itself when it can be: ``json_array`` writes integers and strings
  exactly as Python does (same escapes, lower-case ``\\u00XX``, non-ASCII kept), a bool column
  becomes ``true``/``false``, and a JSON column's canonical text comes from a Python function SQLite
  calls (decoded once per distinct text, and checked to be embedded verbatim). Rows holding anything
  else (a real in an int column, text in a bool column) are left to the Python path, so the result
  stays exact; a table with a ``real`` column, a blob or JSON that SQLite would re-render goes there
  whole;
- the Python path uses one reused C encoder, and a JSON column's text is decoded once per distinct
  text (``{}`` and ``null``-like values recur across thousands of rows; decoding is a
  pure function of the text, so the memo never changes a result).

:func:`toolproof.world.hashing.table_sums_rowwise` is the definition this must equal; a property test
holds them together on generated rows.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from toolproof.service.schema import ColumnKind, Table
from toolproof.world.canonical import canonical_value
from toolproof.world.store import Store

_encoder = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def fast_encoder(encoder: json.JSONEncoder) -> Callable[[Any], str]:
    """``encoder.encode`` without rebuilding the C encoder on every call (``encode`` makes one per
    call from the options: a third of the cost of a small object's text). The same options and the
    same ``default``; no circular-reference check (a value decoded from JSON or built as JSON data
    never refers to itself: such a value would end in ``RecursionError`` instead of ``ValueError``).
    Checked equal to ``encoder.encode`` on a sample, else ``encoder.encode`` itself."""
    make = getattr(json.encoder, "c_make_encoder", None)
    quote = getattr(
        json.encoder, "c_encode_basestring_ascii" if encoder.ensure_ascii else "c_encode_basestring", None
    )
    if make is None or quote is None or encoder.indent is not None:
        return encoder.encode
    try:
        iterencode = make(
            None,
            encoder.default,
            quote,
            None,
            encoder.key_separator,
            encoder.item_separator,
            encoder.sort_keys,
            encoder.skipkeys,
            encoder.allow_nan,
        )
    except TypeError:  # another interpreter's signature
        return encoder.encode

    def encode(values: Any) -> str:
        return "".join(iterencode(values, 0))

    sample = [1, 'é\x01"\\', None, True, 2.5, float("nan"), {"b": [1.0], "a": {}}, "text"]
    try:
        same = encode(sample) == encoder.encode(sample)
    except ValueError:  # an encoder that refuses NaN
        same = encode(sample[:5]) == encoder.encode(sample[:5])
    return encode if same else encoder.encode


encode_row: Callable[[Any], str] = fast_encoder(_encoder)

#: The JSON decoder's scanner (C): one value from a position, and where it ended. (Set by the
#: decoder's ``__init__``, so the type stubs do not list it.)
_SCAN: Callable[[str, int], tuple[Any, int]] = json.JSONDecoder().scan_once  # type: ignore[attr-defined]


def loads(text: str) -> Any:
    """``json.loads(text)`` for a ``str``, without its two Python-level wrappers: a text that is one
    value with nothing around it is scanned directly; anything else (whitespace, garbage, not JSON at
    its start) goes through ``json.loads``, so the result or the error is the same."""
    try:
        value, end = _SCAN(text, 0)
    except StopIteration:
        return json.loads(text)
    return value if end == len(text) else json.loads(text)


#: Canonical values of JSON column texts already decoded (pure function of the text; bounded).
_JSON_MEMO: dict[str, Any] = {}
#: The same as canonical JSON text, for SQLite to embed (only texts it embeds verbatim; bounded).
_JSON_TEXT_MEMO: dict[str, str] = {}
_JSON_MEMO_MAX = 50_000
_SQL_FUNCTION = "tp_canonical_json"
_scratch = threading.local()


def _json_value(raw: Any) -> Any:
    if type(raw) is not str:
        return canonical_value(raw, "json")
    try:
        return _JSON_MEMO[raw]
    except KeyError:
        value = canonical_value(raw, "json")
        if len(_JSON_MEMO) >= _JSON_MEMO_MAX:
            _JSON_MEMO.clear()
        _JSON_MEMO[raw] = value
        return value


class _NotEmbeddable(ValueError):
    """Raised inside SQLite to send a table to the Python path."""


def _sql_canonical_json(raw: Any) -> str | None:
    """SQL function: a JSON column's canonical text, which ``json_array(json(...))`` embeds verbatim.

    Each distinct text is checked once against this very SQLite (``json_array(json(t))`` must be
    ``[t]``: a ``NaN`` or a number SQLite would re-render fails it); a failure raises, which makes
    the query fail and the table go through Python.
    """
    if raw is None:
        return None
    if type(raw) is not str:
        raise _NotEmbeddable("not text")
    text = _JSON_TEXT_MEMO.get(raw)
    if text is not None:
        return text
    text = _encoder.encode(_json_value(raw))
    conn = getattr(_scratch, "conn", None)
    if conn is None:
        conn = _scratch.conn = sqlite3.connect(":memory:")
    try:
        embedded = conn.execute("SELECT json_array(json(?))", (text,)).fetchone()[0]
    except sqlite3.Error as exc:
        raise _NotEmbeddable(str(exc)) from exc
    if embedded != f"[{text}]":
        raise _NotEmbeddable("re-rendered")
    if len(_JSON_TEXT_MEMO) >= _JSON_MEMO_MAX:
        _JSON_TEXT_MEMO.clear()
    _JSON_TEXT_MEMO[raw] = text
    return text


@dataclass(frozen=True, slots=True)
class RowPlan:
    """How to read one table's rows as canonical text.

    ``sql`` (when set) selects, in one row, the texts of the rows SQLite can encode (UTF-8, newline
    separated), the table's row count and how many of them it encoded; ``rest`` the raw columns of
    every other row; without ``sql``, ``rest`` selects every row (``every`` always does).
    ``convert`` lists ``(position, kind)`` of the columns Python must make canonical.
    """

    sql: str | None
    rest: str
    every: str
    convert: tuple[tuple[int, ColumnKind], ...]


_PLANS: dict[tuple[str, tuple[tuple[str, str], ...], bool], RowPlan] = {}

#: Appended to every statement of a ranged plan: the rows of one b-tree leaf (see ``row_texts``).
_RANGE = "rowid BETWEEN ? AND ?"


def plan_for(spec: Table, *, ranged: bool = False) -> RowPlan:
    """The compiled plan for ``spec`` (built once per table shape); ``ranged`` reads a rowid range."""
    cache_key = (spec.name, tuple(spec.columns.items()), ranged)
    plan = _PLANS.get(cache_key)
    if plan is not None:
        return plan
    table = f'"{spec.name}"'
    names = spec.column_names
    cols = ", ".join(f'"{c}"' for c in names)
    convert = tuple(
        (i, spec.columns[n])
        for i, n in enumerate(names)
        if spec.columns[n] in ("json", "bool", "real", "blob")
    )
    every = f"SELECT {cols} FROM {table}" + (f" WHERE {_RANGE}" if ranged else "")
    if any(kind == "real" for _, kind in convert):
        plan = RowPlan(None, every, every, convert)
    else:
        exprs, checks = [], []
        for name, kind in spec.columns.items():
            col = f'"{name}"'
            if kind == "bool":
                exprs.append(
                    f"CASE WHEN {col} IS NULL THEN NULL WHEN {col} THEN json('true') ELSE json('false') END"
                )
                checks.append(f"typeof({col}) IN ('integer', 'null')")
            elif kind == "json":
                exprs.append(f"CASE WHEN {col} IS NULL THEN NULL ELSE json({_SQL_FUNCTION}({col})) END")
            elif kind == "blob":  # canonical_value's bytes.hex(): lower-case hex
                exprs.append(f"CASE WHEN {col} IS NULL THEN NULL ELSE lower(hex({col})) END")
                checks.append(f"typeof({col}) IN ('blob', 'null')")
            else:
                exprs.append(col)
                if (
                    kind == "int"
                ):  # INTEGER affinity keeps a non-integral real, which SQLite formats its own way
                    checks.append(f"typeof({col}) != 'real'")
        where = " AND ".join(checks) or "1"
        # One aggregate per table: every encodable row's text, newline-separated (JSON text never holds
        # a raw newline: strings escape it), and how many rows were left to Python. A single step,
        # so no per-row round trip through the sqlite3 module.
        text = f"json_array({', '.join(exprs)})"
        also = f" AND {_RANGE}" if ranged else ""
        plan = RowPlan(
            f"SELECT CAST(group_concat(CASE WHEN {where} THEN {text} END, char(10)) AS BLOB), "
            f"count(*), count(CASE WHEN {where} THEN 1 END) FROM {table}"
            + (f" WHERE {_RANGE}" if ranged else ""),
            f"SELECT {cols} FROM {table} WHERE NOT ({where}){also}",
            every,
            convert,
        )
    _PLANS[cache_key] = plan
    return plan


def _python_rows(
    conn: sqlite3.Connection, sql: str, convert: tuple[tuple[int, ColumnKind], ...], args: tuple[int, ...]
) -> Iterator[bytes]:
    encode = encode_row
    for raw in conn.execute(sql, args):
        row = list(raw)
        for i, kind in convert:
            value = row[i]
            if value is None:
                continue
            if kind == "json":
                row[i] = _json_value(value)
            elif kind == "bool":
                row[i] = bool(value)
            else:
                row[i] = canonical_value(value, kind)
        yield encode(row).encode()


def _aggregate(conn: sqlite3.Connection, sql: str, args: tuple[int, ...] = ()) -> tuple[Any, int, int]:
    """Run a plan's aggregate, registering the SQL function on the connection the first time.

    Only then: (re)defining a function makes SQLite discard every statement the connection has
    prepared, and a world's connection keeps its functions across resets.
    """
    try:
        row: tuple[Any, int, int] = conn.execute(sql, args).fetchone()
    except sqlite3.OperationalError as exc:
        if _SQL_FUNCTION not in str(exc):
            raise
        conn.create_function(_SQL_FUNCTION, 1, _sql_canonical_json, deterministic=True)
        row = conn.execute(sql, args).fetchone()
    return row


def row_texts(store: Store, table: str, rowids: tuple[int, int] | None = None) -> list[bytes]:
    """Every row's canonical text as UTF-8, in no particular order (the hash is a multiset sum).

    ``rowids`` (first, last) reads only the rows in that rowid range: one b-tree leaf's rows.
    """
    plan = plan_for(store.tables[table], ranged=rowids is not None)
    args = rowids or ()
    conn = store.conn
    if plan.sql is None:
        return list(_python_rows(conn, plan.rest, plan.convert, args))
    try:
        joined, rows, encoded = _aggregate(conn, plan.sql, args)
    except sqlite3.OperationalError:  # a BLOB, or JSON SQLite would re-render: Python decides
        return list(_python_rows(conn, plan.every, plan.convert, args))
    texts: list[bytes] = joined.split(b"\n") if encoded else []
    if len(texts) != encoded:  # a newline inside a row's text after all: never guess
        return list(_python_rows(conn, plan.every, plan.convert, args))
    if rows != encoded:
        texts.extend(_python_rows(conn, plan.rest, plan.convert, args))
    return texts
