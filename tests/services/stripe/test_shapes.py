"""The compiled customer renderer gives the customer by definition: same keys, order, values, bytes."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.services.stripe.customer_reference import render_by_definition
from toolproof.service.shapes import Column, Computed, Part, compile_shape
from toolproof.services.stripe.operations import customers
from toolproof.services.stripe.tables import CUSTOMERS, insert, values_inserter
from toolproof.world import World

_WORLD = World(["stripe"], seed=0)
_CTX = _WORLD._context(_WORLD.operation("stripe.customers.retrieve"), None)


def _positional(row: dict[str, Any]) -> dict[str, Any]:
    """What ``customers.load`` does with the tuple its ``SELECT`` of the shown columns returns."""
    values = tuple(row[name] for name in customers._LOAD_COLUMNS)
    if values[0]:
        return {"id": values[customers._ID_AT], "object": "customer", "deleted": True}
    return customers._CUSTOMER_AT(_CTX, values)


def _same(row: dict[str, Any]) -> None:
    compiled = customers.render(_CTX, dict(row))
    expected = render_by_definition(_CTX, dict(row))
    assert list(compiled) == list(expected)
    assert json.dumps(compiled) == json.dumps(expected)
    assert compiled == expected
    by_position = _positional(row)
    assert list(by_position) == list(expected)
    assert json.dumps(by_position) == json.dumps(expected)
    # Every render makes its own containers (a caller may change what it gets).
    again = customers.render(_CTX, dict(row))
    for key, value in compiled.items():
        if isinstance(value, dict | list):
            assert again[key] is not value


def _stored(table: str) -> list[dict[str, Any]]:
    """Every row of ``table`` as SQLite returns it (JSON columns as text)."""
    cur = _WORLD.conn.execute(f"SELECT * FROM {table}")
    names = [d[0] for d in cur.description]
    return [dict(zip(names, values, strict=True)) for values in cur.fetchall()]


def test_every_fixture_customer_renders_as_before() -> None:
    rows = _stored("stripe_customers")
    assert len(rows) > 10
    for row in rows:
        _same(row)


def test_load_reads_each_customer_as_the_whole_row_renders() -> None:
    """``load`` (a tuple of the shown columns) against the definition on ``SELECT *``'s row, for every
    customer of a world with deleted ones and discounts, and an unknown id."""
    world = World(["stripe"], seed=3)
    ctx = world._context(world.operation("stripe.customers.retrieve"), None)
    rows = world.rows("stripe_customers")
    for row in rows[:5]:
        assert world.call("stripe.customers.delete", {"customer": row["id"]}).status == 200
    coupon = world.rows("stripe_coupons")[0]["id"]
    for row in rows[5:8]:
        assert world.call("stripe.customers.update", {"customer": row["id"], "coupon": coupon}).status == 200
    cur = world.conn.execute("SELECT * FROM stripe_customers")
    names = [d[0] for d in cur.description]
    stored = [dict(zip(names, values, strict=True)) for values in cur.fetchall()]
    assert sum(1 for row in stored if row["deleted"]) >= 5
    assert any(row["discount"] for row in stored)
    for row in stored:
        loaded = customers.load(ctx, row["id"])
        expected = render_by_definition(ctx, dict(row))
        assert json.dumps(loaded) == json.dumps(expected)
        assert loaded == expected
    assert customers.load(ctx, "cus_missing") is None


_DISCOUNTS = [row["id"] for row in _stored("stripe_discounts")]
_JSON_TEXT = st.one_of(
    st.none(),
    st.sampled_from(
        ["{}", "[]", '{"a": 1}', '["en", "fr"]', '{"city": "Paris", "line1": null}', ' {"a": 2} ']
    ),
    st.dictionaries(
        st.text(max_size=4), st.one_of(st.text(max_size=4), st.integers(), st.none()), max_size=3
    ).map(json.dumps),
)
_SETTINGS = st.one_of(
    st.none(),
    st.just("{}"),
    st.fixed_dictionaries(
        {},
        optional={
            "footer": st.one_of(st.none(), st.text(max_size=6)),
            "custom_fields": st.one_of(
                st.none(), st.lists(st.fixed_dictionaries({"name": st.text(max_size=3)}))
            ),
            "rendering_options": st.one_of(st.none(), st.just({"amount_tax_display": "exclude_tax"})),
        },
    ).map(json.dumps),
)
_MAYBE_TEXT = st.one_of(st.none(), st.text(max_size=8))
_ROWS = st.fixed_dictionaries(
    {
        "id": st.text(min_size=1, max_size=10),
        "deleted": st.sampled_from([0, 1, False, True]),
        "address": _JSON_TEXT,
        "balance": st.integers(min_value=-(2**63), max_value=2**63 - 1),
        "created": st.integers(min_value=0, max_value=2**40),
        "currency": st.one_of(st.none(), st.sampled_from(["usd", "eur"])),
        "default_source": _MAYBE_TEXT,
        "delinquent": st.sampled_from([0, 1, False, True, None]),
        "description": _MAYBE_TEXT,
        "discount": st.one_of(st.none(), st.sampled_from(_DISCOUNTS)),
        "email": _MAYBE_TEXT,
        "invoice_prefix": _MAYBE_TEXT,
        "invoice_settings": _SETTINGS,
        "default_payment_method": _MAYBE_TEXT,
        "metadata": _JSON_TEXT,
        "name": _MAYBE_TEXT,
        "next_invoice_sequence": st.integers(min_value=1, max_value=10**9),
        "phone": _MAYBE_TEXT,
        "preferred_locales": _JSON_TEXT,
        "shipping": _JSON_TEXT,
        "tax_exempt": st.sampled_from(["none", "exempt", "reverse"]),
    }
)


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(_ROWS)
def test_random_customer_rows_render_as_before(row: dict[str, Any]) -> None:
    _same(row)


def test_a_positional_shape_needs_what_it_reads() -> None:
    """A computed key of a positional renderer must name its columns, and every column must be there."""
    fields: list[tuple[str, Part]] = [("a", Column("x")), ("b", Computed(lambda ctx, row: row["y"]))]
    with pytest.raises(ValueError, match="needs the columns it reads"):
        compile_shape(fields, columns=("x",))
    fields[1] = ("b", Computed(lambda ctx, row: row["y"] * 2, ("y",)))
    with pytest.raises(ValueError, match="not among"):
        compile_shape(fields, columns=("x",))
    render = compile_shape(fields, columns=("y", "x"))
    assert render(None, (4, "v")) == {"a": "v", "b": 8}
    assert compile_shape(fields)(None, {"x": "v", "y": 4}) == {"a": "v", "b": 8}


def test_values_inserter_stores_what_insert_stores_and_refuses_other_shapes() -> None:
    """A row given as its values in column order is stored as ``insert`` stores the same row as a
    dict (same columns, same ``seq``); a wrong width or a ``seq`` not computed is refused."""
    world = World(["stripe"], seed=1)
    conn, cols = world.conn, CUSTOMERS.column_names
    row: dict[str, Any] = {**customers._PLAIN_ROW, "id": "cus_a", "created": 7, "email": "a@b.co"}
    run = values_inserter(CUSTOMERS)
    run(conn, [row.get(c) for c in cols])
    insert(conn, CUSTOMERS, {**row, "id": "cus_b"})
    a, b = (
        conn.execute("SELECT * FROM stripe_customers WHERE id = ?", (i,)).fetchone()
        for i in ("cus_a", "cus_b")
    )
    assert a[2:] == b[2:]  # (id and seq differ: seq counts on)
    assert a[1] + 1 == b[1]
    with pytest.raises(ValueError, match="in column order"):
        run(conn, [row.get(c) for c in cols][:-1])
    with pytest.raises(ValueError, match="seq NEXT_SEQ"):
        run(conn, [{**row, "seq": 5}.get(c) for c in cols])


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.text(min_size=1, max_size=18),
    st.integers(min_value=0, max_value=2**40),
    _MAYBE_TEXT,
    _MAYBE_TEXT,
    _MAYBE_TEXT,
    _MAYBE_TEXT,
    _MAYBE_TEXT,
)
def test_the_short_paths_renderer_is_the_customers_on_its_rows(
    cid: str,
    created: int,
    email: str | None,
    name: str | None,
    phone: str | None,
    description: str | None,
    prefix: str | None,
) -> None:
    """The create's short path renders its rows (the constant columns plus the seven it sets) with
    ``fixed`` keys worked out once: the customer renderer's keys, order, values and bytes, and new
    containers on every call."""
    values = customers._PLAIN_VALUES.copy()
    for at, value in (
        (customers._AT_ID, cid),
        (customers._AT_CREATED, created),
        (customers._AT_EMAIL, email),
        (customers._AT_NAME, name),
        (customers._AT_PHONE, phone),
        (customers._AT_DESCRIPTION, description),
        (customers._AT_INVOICE_PREFIX, prefix),
    ):
        values[at] = value
    fast = customers._PLAIN_CUSTOMER_ROW(_CTX, values)
    slow = customers._CUSTOMER_ROW(_CTX, values)
    assert list(fast) == list(slow)
    assert json.dumps(fast) == json.dumps(slow)
    assert fast == slow
    again = customers._PLAIN_CUSTOMER_ROW(_CTX, values)
    containers = [key for key, value in fast.items() if isinstance(value, dict | list)]
    assert containers == ["invoice_settings", "metadata", "preferred_locales"]
    for key in containers:
        assert again[key] is not fast[key]


def test_fixed_columns_fold_into_the_template_or_a_literal() -> None:
    """``fixed``: an immutable value goes into the template, a JSON tree is built anew per call, a
    computed key is folded only when ``pure``, and a fixed value that is no JSON tree is refused."""
    from toolproof.service.shapes import Const, Flag, Json, Nullable

    seen: list[Any] = []

    def both(ctx: Any, row: Any) -> dict[str, Any]:
        seen.append(ctx)
        return {"x": row["x"], "list": [row["y"], 1.5, True]}

    fields: list[tuple[str, Part]] = [
        ("a", Column("x")),
        ("b", Flag("y")),
        ("c", Json("j", "{}")),
        ("d", Nullable("n", lambda ctx, v: v)),
        ("e", Computed(both, ("x", "y"), pure=True)),
        ("f", Computed(both, ("x", "y"))),
        ("g", Const("k")),
        ("h", Json("j2")),
    ]
    columns = ("x", "y", "j", "n", "j2")
    render = compile_shape(
        fields, columns=columns, fixed={"x": "v", "y": 0, "j": None, "n": None, "j2": "[1]"}
    )
    assert seen == [None]  # the pure one, once, at compile time
    row = ("v", 0, None, None, "[1]")
    out = render("ctx", row)
    assert seen == [None, "ctx"]  # the other computed key, on each call
    assert out == compile_shape(fields, columns=columns)("ctx", row)
    assert list(out) == list("abcdefgh")
    again = render("ctx", row)
    for key in "ceh":
        assert again[key] is not out[key]
    assert again["e"]["list"] is not out["e"]["list"]
    with pytest.raises(ValueError, match="not a JSON tree"):
        compile_shape([("a", Column("x"))], columns=("x",), fixed={"x": b"bytes"})
