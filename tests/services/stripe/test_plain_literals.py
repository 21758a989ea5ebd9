"""The plain create's constant columns written into its statements as literals store what binding them
stored: every column's value and SQLite type, and the same journal rows."""

from __future__ import annotations

import sqlite3
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from toolproof.services.stripe.operations import customers
from toolproof.services.stripe.tables import CUSTOMERS, NEXT_SEQ, sql_literal, values_statements
from toolproof.world import World
from toolproof.world.store import thaw

_WORLD = World(["stripe"], seed=0)
#: The same statements with every constant bound (no ``literals``): what the create ran before.
_BOUND = values_statements(
    CUSTOMERS,
    [
        at if at in (customers._AT_ID, customers._AT_CREATED, customers._AT_INVOICE_PREFIX) else v
        for at, v in enumerate(customers._PLAIN_VALUES)
    ],
    (customers._AT_EMAIL, customers._AT_NAME, customers._AT_PHONE, customers._AT_DESCRIPTION),
)
_TEXT = st.one_of(st.none(), st.text(alphabet="ab 'é\"€", min_size=1, max_size=8))


def _stored(conn: sqlite3.Connection, cid: str) -> list[Any]:
    columns = ", ".join(f'"{c}", typeof("{c}")' for c in CUSTOMERS.column_names)
    row = conn.execute(f'SELECT {columns} FROM "stripe_customers" WHERE id = ?', (cid,)).fetchone()
    return list(row)


def _journal(conn: sqlite3.Connection) -> list[Any]:
    return [tuple(r) for r in conn.execute("SELECT * FROM _tp_journal ORDER BY rowid")]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_TEXT, _TEXT, _TEXT, _TEXT, st.integers(min_value=0, max_value=2**40))
def test_a_literal_statement_stores_the_bound_statements_row(
    email: str | None, name: str | None, phone: str | None, description: str | None, created: int
) -> None:
    literal, bound = thaw(_WORLD.fixture.data), thaw(_WORLD.fixture.data)
    try:
        row = customers._PLAIN_VALUES.copy()
        row[customers._AT_ID] = cid = "cus_literal"
        row[customers._AT_CREATED] = created
        row[customers._AT_EMAIL] = email
        row[customers._AT_NAME] = name
        row[customers._AT_PHONE] = phone
        row[customers._AT_DESCRIPTION] = description
        row[customers._AT_INVOICE_PREFIX] = "ABCD1234"
        pattern = (email is not None, name is not None, phone is not None, description is not None)
        sql, pick = customers._PLAIN_STATEMENTS[pattern]
        old_sql, old_pick = _BOUND[pattern]
        assert sql.count("?") == len(pick(row))  # one mark per bound value
        literal.execute(sql, pick(row))
        bound.execute(old_sql, old_pick(row))
        assert _stored(literal, cid) == _stored(bound, cid)
        assert _journal(literal) == _journal(bound)
        assert len(pick(row)) == len(old_pick(row)) - 7  # the seven constants are not bound
    finally:
        literal.close()
        bound.close()


def test_sql_literals_are_exact_or_refused() -> None:
    conn = sqlite3.connect(":memory:")
    try:
        for value in (0, 1, -(2**63), 2**63 - 1, "", "none", "[]", "{}", "it's", "é€"):
            text = sql_literal(value)
            got = conn.execute(f"SELECT {text}, typeof({text})").fetchone()
            assert got == (value, "integer" if type(value) is int else "text")
        for refused in (False, True, 2**63, -(2**63) - 1, 1.5, None, b"x", "a\x00b"):
            with pytest.raises(ValueError, match="no exact SQL literal"):
                sql_literal(refused)
    finally:
        conn.close()


def test_literals_are_constants_only() -> None:
    template = customers._PLAIN_VALUES.copy()
    with pytest.raises(ValueError, match="not a literal"):
        values_statements(CUSTOMERS, template, (customers._AT_EMAIL,), literals=(customers._AT_EMAIL,))
    with pytest.raises(ValueError, match="not a literal"):
        values_statements(CUSTOMERS, template, (), literals=(template.index(NEXT_SEQ),))
