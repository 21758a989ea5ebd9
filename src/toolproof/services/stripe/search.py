"""Stripe's search query language, compiled to SQL.

Supported: ``field:'value'`` (exact; case-insensitive for text), ``field~'value'`` (substring, at least
3 characters), ``metadata['key']:'value'`` (or ``metadata["key"]:"value"``, Stripe's own example), numeric
``created>123`` / ``>=`` / ``<`` / ``<=`` / ``:``, ``-`` negation, and clauses joined by all ``AND`` or all
``OR`` (Stripe forbids mixing them). Results are pages of ``limit`` with an opaque ``page`` token that
:func:`encode_page` / :func:`decode_page` make.
"""

from __future__ import annotations

import base64
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal

from toolproof.service.inputs import INT_MAX, INT_MIN
from toolproof.services.stripe.errors import StripeError, invalid

FieldKind = Literal["text", "int", "bool", "metadata"]

_TOKEN = re.compile(
    r"""\s*(?:
      (?P<conj>AND|OR)\b
    | (?P<neg>-)?(?P<field>[a-z_]+)(?:\[\s*(?:'(?P<key>(?:[^'\\]|\\.)*)'|"(?P<dkey>(?:[^"\\]|\\.)*)")\s*\])?
      \s*(?P<op>:|~|>=|<=|>|<)\s*
      (?:'(?P<str>(?:[^'\\]|\\.)*)'|"(?P<dstr>(?:[^"\\]|\\.)*)"|(?P<num>-?\d+)|(?P<null>null))
    )""",
    re.VERBOSE,
)


@dataclass(frozen=True, slots=True)
class Clause:
    negate: bool
    field: str
    key: str | None
    op: str
    value: str | int | None


def parse(query: str) -> tuple[list[Clause], str]:
    """The clauses and the conjunction (``AND`` or ``OR``) of a search query."""
    clauses: list[Clause] = []
    conj: str | None = None
    pos, expect_clause = 0, True
    text = query.strip()
    if not text:
        raise _bad(query, "the query is empty")
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if m is None or m.end() == pos:
            raise _bad(query, f"unexpected input at position {pos}: {text[pos : pos + 20]!r}")
        pos = m.end()
        if m.group("conj"):
            if expect_clause:
                raise _bad(query, f"{m.group('conj')} must join two clauses")
            if conj is not None and conj != m.group("conj"):
                raise _bad(query, "AND and OR cannot be combined in one query")
            conj, expect_clause = m.group("conj"), True
            continue
        if not expect_clause:
            conj = conj or "AND"  # Stripe reads juxtaposed clauses as AND
            if conj != "AND":
                raise _bad(query, "AND and OR cannot be combined in one query")
        value: str | int | None
        if m.group("null") is not None:
            value = None
        elif m.group("num") is not None:
            digits = m.group("num")
            # Stored integers are 64-bit: a longer literal is the caller's error, not an overflow (500).
            if len(digits.lstrip("-")) > 19 or not INT_MIN <= int(digits) <= INT_MAX:
                raise _bad(query, f"the number {digits[:24]} is out of range")
            value = int(digits)
        else:
            raw = m.group("str") if m.group("str") is not None else m.group("dstr")
            value = re.sub(r"\\(.)", r"\1", raw)
        # Stripe's own example quotes the key as the value, either way: metadata["key"]:"value"
        key = m.group("key") if m.group("key") is not None else m.group("dkey")
        clauses.append(
            Clause(bool(m.group("neg")), m.group("field"), None if key is None else key, m.group("op"), value)
        )
        expect_clause = False
    if expect_clause:
        raise _bad(query, "the query ends with a conjunction")
    return clauses, conj or "AND"


def compile_sql(query: str, fields: Mapping[str, FieldKind]) -> tuple[str, list[Any]]:
    """A SQL condition (and its arguments) equivalent to ``query`` over columns named like the fields."""
    clauses, conj = parse(query)
    parts: list[str] = []
    args: list[Any] = []
    for c in clauses:
        kind = fields.get(c.field)
        if kind is None:
            supported = ", ".join(sorted(fields))
            raise _bad(query, f"the field {c.field!r} is not supported; supported fields: {supported}")
        sql, vals = _clause(query, c, kind)
        parts.append(f"NOT ({sql})" if c.negate else f"({sql})")
        args.extend(vals)
    return f" {conj} ".join(parts), args


def _clause(query: str, c: Clause, kind: FieldKind) -> tuple[str, list[Any]]:
    if kind == "metadata":
        if c.key is None or c.op not in (":", "~") or not isinstance(c.value, str):
            raise _bad(query, "metadata is searched as metadata['key']:'value'")
        col = "json_extract(metadata, '$.\"' || ? || '\"')"
        if c.op == "~":
            return f"{col} LIKE ? ESCAPE '\\'", [c.key, _like(c.value)]
        return f"{col} = ?", [c.key, c.value]
    if c.key is not None:
        raise _bad(query, f"{c.field} has no sub-keys")
    if c.value is None:
        if c.op != ":":
            raise _bad(query, "null can only be matched with ':'")
        return f"{c.field} IS NULL", []
    if kind == "bool":
        # Stripe compares a boolean field with a quoted 'true' or 'false' (``active:'true'``).
        if c.op != ":" or not isinstance(c.value, str) or c.value.lower() not in ("true", "false"):
            raise _bad(query, f"{c.field} is matched as {c.field}:'true' or {c.field}:'false'")
        return f"{c.field} = ?", [1 if c.value.lower() == "true" else 0]
    if kind == "int":
        if not isinstance(c.value, int):
            raise _bad(query, f"{c.field} is compared with a number")
        op = "=" if c.op == ":" else c.op
        if op == "~":
            raise _bad(query, f"{c.field} does not support substring matching")
        return f"{c.field} {op} ?", [c.value]
    if not isinstance(c.value, str):
        raise _bad(query, f"{c.field} is compared with a quoted string")
    if c.op == ":":
        return f"lower({c.field}) = lower(?)", [c.value]
    if c.op == "~":
        if len(c.value) < 3:
            raise _bad(query, "substring matching needs at least 3 characters")
        return f"lower({c.field}) LIKE lower(?) ESCAPE '\\'", [_like(c.value)]
    raise _bad(query, f"{c.field} does not support {c.op}")


def _like(value: str) -> str:
    return "%" + value.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"


def _bad(query: str, why: str) -> StripeError:
    return invalid(f"Invalid search query: {why}. Query: {query}", param="query")


def encode_page(offset: int) -> str:
    return "page_" + base64.urlsafe_b64encode(f"o:{offset}".encode()).decode().rstrip("=")


def decode_page(token: str) -> int:
    try:
        raw = token.removeprefix("page_")
        text = base64.urlsafe_b64decode(raw + "=" * (-len(raw) % 4)).decode()
        if not text.startswith("o:"):
            raise ValueError(text)
        offset = int(text[2:])
        if offset < 0:
            raise ValueError(text)
        return offset
    except ValueError:
        raise invalid(f"Invalid page: {token}", param="page") from None
