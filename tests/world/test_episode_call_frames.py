"""The episode's two calls with fewer frames (perf36) give exactly what the code they replace gives.

``charges.render`` decodes its JSON columns inline for ``NULL``, ``"{}"`` and a remembered flat text,
``retrieve_charge`` reads and renders without ``load`` and ``retrieved``, ``create_refund`` skips
``merge_metadata``, ``empty_to_none`` and ``expand`` for their common arguments, ``World._committed``
makes a multi-row call's effects in one loop, ``carry_remembered`` keeps values in one loop, and a
:class:`Computed` declared ``inline_null`` (a customer's ``invoice_settings``) renders a ``NULL``
first column without its converter: each is held here to the definition it replaces.
"""

from __future__ import annotations

import contextlib
import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.support.exact import exact
from toolproof.service.context import REMEMBERED, carry_remembered
from toolproof.service.shapes import Column, Computed, Const, compile_shape
from toolproof.services.stripe.common import empty_to_none, expand, jload, merge_metadata
from toolproof.services.stripe.errors import StripeError
from toolproof.services.stripe.handlers import retrieved
from toolproof.services.stripe.operations import charges, customers
from toolproof.services.stripe.operations.payment_methods import billing_details
from toolproof.world import World
from toolproof.world.ledger import RowEffect
from toolproof.world.world import JOURNAL_HEAD

# -- the charge's JSON columns -----------------------------------------------------------------
_TEXTS = [
    None,
    "{}",
    "[]",
    "null",
    "{ }",
    '{"a":1}',
    '{"a": {"b": [1, 2]}}',
    '["x"]',
    '{"brand":"visa","country":"US","exp_month":4,"exp_year":2030,"last4":"4242","funding":"credit"}',
    '{"brand":"amex","last4":"0005","exp_month":1.0}',
    '{"radar_options":{"session":"s"},"x":true}',
    '{"name":"Jo","email":"jo@example.com","address":{"city":"Rome"}}',
]


def _old_json_parts(row: dict[str, Any]) -> dict[str, Any]:
    """What the old ``charges.render`` made of the five JSON columns (each ``jload`` as it was)."""
    card = jload(row["card"], {}) or {}
    extra = jload(row["extra"], {}) or {}
    return {
        "brand": card.get("brand"),
        "country": card.get("country"),
        "exp_month": card.get("exp_month"),
        "exp_year": card.get("exp_year"),
        "fingerprint": card.get("fingerprint"),
        "funding": card.get("funding"),
        "last4": card.get("last4"),
        "radar_options": extra.get("radar_options", {}),
        "fraud_details": jload(row["fraud_details"], {}) or {},
        "metadata": jload(row["metadata"], {}),
        "shipping": jload(row["shipping"]),
    }


def _new_json_parts(obj: dict[str, Any]) -> dict[str, Any]:
    card = obj["payment_method_details"]["card"]
    out = {
        k: card[k] for k in ("brand", "country", "exp_month", "exp_year", "fingerprint", "funding", "last4")
    }
    out.update({k: obj[k] for k in ("radar_options", "fraud_details", "metadata", "shipping")})
    return out


_WORLD = World(["stripe"], seed=0)


def _stored(world: World, table: str) -> list[dict[str, Any]]:
    """The table's rows as SQLite returns them (``World.rows`` decodes JSON columns)."""
    cur = world.conn.execute(f'SELECT * FROM "{table}" ORDER BY rowid')
    names = [d[0] for d in cur.description]
    return [dict(zip(names, values, strict=True)) for values in cur.fetchall()]


_CHARGE = _stored(_WORLD, "stripe_charges")[0]


@settings(max_examples=300, deadline=None)
@given(
    st.fixed_dictionaries(
        {c: st.sampled_from(_TEXTS) for c in ("card", "extra", "fraud_details", "metadata", "shipping")}
    ),
    st.booleans(),
)
def test_the_charges_json_columns_render_as_jload_decodes_them(texts: dict[str, Any], twice: bool) -> None:
    """Every mix of ``NULL``, ``{}``, ``[]``, ``null``, flat and nested texts (each read once, or read
    before so that ``jload`` remembers a flat one): the same values, type for type, as the old render;
    a list where ``.get`` is needed fails as it did."""
    row = {**_CHARGE, **texts}
    if twice:
        for text in texts.values():
            with contextlib.suppress(Exception):
                jload(text)
    try:
        expected = _old_json_parts(row)
    except AttributeError:
        with pytest.raises(AttributeError):
            charges.render(None, row)  # type: ignore[arg-type]
        return
    got = charges.render(None, row)  # type: ignore[arg-type]
    assert exact(_new_json_parts(got), expected)
    # A new container each time: a change to one answer is not seen by the next.
    if isinstance(got["metadata"], dict):
        got["metadata"]["k"] = 1
    got["payment_method_details"]["card"]["brand"] = "changed"
    assert exact(_new_json_parts(charges.render(None, row)), _old_json_parts(row))  # type: ignore[arg-type]


def test_every_fixture_charge_renders_as_before() -> None:
    """The other keys come from the row as before: the whole object for every charge of the fixture
    equals the old definition's JSON columns and, apart from them, the same keys in the same order."""
    for row in _stored(_WORLD, "stripe_charges"):
        got = charges.render(None, row)  # type: ignore[arg-type]
        assert exact(_new_json_parts(got), _old_json_parts(row))
        assert got["billing_details"] == billing_details(row["billing_details"])
        assert list(got)[:3] == ["id", "object", "amount"]


def test_a_charge_retrieve_is_retrieved_of_load() -> None:
    world = World(["stripe"], seed=3)
    op = world.operations["stripe.charges.retrieve"]
    ctx = world._context(op, None)
    for row in world.rows("stripe_charges")[:15]:
        for paths in ([], ["customer"], ["payment_intent"]):
            p = charges.RetrieveCharge.model_validate({"charge": row["id"], "expand": paths})
            got = charges.retrieve_charge(ctx, p)
            old = retrieved(ctx, charges.load(ctx, p.charge), "charge", p.charge, p.expand, param="charge")
            assert json.dumps(got) == json.dumps(old)
    p = charges.RetrieveCharge.model_validate({"charge": "ch_missing"})
    errors = []
    for fn in (
        charges.retrieve_charge,
        lambda c, q: retrieved(c, charges.load(c, q.charge), "charge", q.charge, q.expand, param="charge"),
    ):
        with pytest.raises(StripeError) as caught:
            fn(ctx, p)
        errors.append((type(caught.value), str(caught.value), sorted(vars(caught.value).items())))
    assert errors[0] == errors[1]


# -- the refund ------------------------------------------------------------------------------------
@pytest.mark.parametrize("metadata", [None, {"order": "10245"}, ""])
@pytest.mark.parametrize("email", [None, "", "jo@example.com"])
@pytest.mark.parametrize("paths", [[], ["charge"]])
def test_a_refund_answers_and_records_as_before(metadata: Any, email: Any, paths: list[str]) -> None:
    """The body is the refund's stored row rendered and expanded (metadata merged, an empty email
    dropped as ``empty_to_none`` dropped it); the ledger's effects are the insert and the charge's
    update, in that order, as the journal names them."""
    world = World(["stripe"], seed=0)
    charge = next(r for r in world.rows("stripe_charges") if r["status"] == "succeeded" and not r["refunded"])
    params: dict[str, Any] = {"charge": charge["id"], "amount": 100, "expand": paths}
    if metadata is not None:
        params["metadata"] = metadata
    if email is not None:
        params["instructions_email"] = email
    world.call("stripe.charges.retrieve", {"charge": charge["id"]})  # the memo holds the charge
    response = world.call("stripe.refunds.create", params)
    assert response.status == 200, response.body
    body = response.body
    ctx = world._context(world.operations["stripe.refunds.retrieve"], None)
    stored = charges.load_refund(ctx, body["id"])
    assert stored is not None
    assert json.dumps(body) == json.dumps(expand(ctx, stored, paths))
    assert body["metadata"] == ({"order": "10245"} if isinstance(metadata, dict) else {})
    assert ("instructions_email" in body) == (email == "jo@example.com")
    stored_email, stored_metadata = world.conn.execute(
        "SELECT instructions_email, metadata FROM stripe_refunds WHERE id = ?", (body["id"],)
    ).fetchone()
    assert stored_email == empty_to_none(email)
    assert stored_metadata == merge_metadata(None, metadata)
    entry = world.ledger.entries[-1]
    assert entry.changes == (
        RowEffect("stripe_refunds", (body["id"],), "insert"),
        RowEffect("stripe_charges", (charge["id"],), "update"),
    )
    assert all(type(change) is RowEffect for change in entry.changes)
    assert entry.committed


def test_the_multi_row_effects_are_the_journals() -> None:
    """The fast path's effects for a two-row write equal the journal's read-back (the slow path)."""
    fast, slow = World(["stripe"], seed=0), World(["stripe"], seed=0)
    charge = next(r for r in fast.rows("stripe_charges") if r["status"] == "succeeded" and not r["refunded"])
    params = {"charge": charge["id"], "amount": 50}
    fast.call("stripe.refunds.create", params)
    # The slow world forgets the journal's head before the call, so ``_committed`` reads the journal.
    slow.derived.pop(JOURNAL_HEAD, None)
    slow.call("stripe.refunds.create", params)
    assert len(fast.ledger.entries[-1].changes) == 2
    assert fast.ledger.entries[-1].changes == slow.ledger.entries[-1].changes
    assert fast.state_hash() == slow.state_hash()


# -- the memo carried over a write -----------------------------------------------------------------
@settings(max_examples=200)
@given(
    st.dictionaries(
        st.integers(0, 20),
        st.one_of(st.none(), st.lists(st.sampled_from("abcd"), max_size=3).map(tuple)),
        max_size=8,
    ),
    st.sets(st.sampled_from("abcde"), min_size=1, max_size=3),
)
def test_carry_keeps_what_the_comprehensions_kept(values: dict[int, Any], changed: set[str]) -> None:
    memo = {k: (f"v{k}", tables) for k, tables in values.items()}
    reads: set[str | None] = {t for tables in values.values() for t in (tables or (None,))}

    class Db:
        total_changes = 12

    db = Db()
    before = (id(db), 10)
    derived: dict[str, Any] = {REMEMBERED: (before, dict(memo), set(reads))}
    carry_remembered(derived, db, before, changed)  # type: ignore[arg-type]
    stamp, kept, tables = derived[REMEMBERED]
    if None not in reads and changed.isdisjoint(reads):
        expected_kept, expected_tables = memo, reads
    else:
        expected_kept = {k: v for k, v in memo.items() if v[1] is not None and changed.isdisjoint(v[1])}
        expected_tables = {t for v in expected_kept.values() for t in v[1] or ()}
    assert stamp == (id(db), 12)
    assert kept == expected_kept
    assert list(kept) == list(expected_kept)
    assert tables == expected_tables


# -- a Computed rendered inline for a NULL first column ----------------------------------------------
def _settings(ctx: Any, row: Any) -> Any:
    return customers._invoice_settings_object(ctx, row)


_scalar = st.one_of(st.none(), st.booleans(), st.integers(), st.text(max_size=4), st.floats(allow_nan=False))
_settings_text = st.one_of(
    st.none(),
    st.sampled_from(["{}", '{"footer":"F"}', '{"custom_fields":[{"name":"n","value":"v"}],"x":1}', "[]"]),
)


@settings(max_examples=300)
@given(_settings_text, _scalar, st.booleans())
def test_inline_null_renders_as_the_converter(text: str | None, other: Any, positional: bool) -> None:
    fields: Any = (("id", Column("id")), ("object", Const("customer")))
    reads = ("invoice_settings", "default_payment_method")
    inline = compile_shape(
        (*fields, ("s", Computed(_settings, reads, pure=True, inline_null=True))),
        jload,
        columns=("id", *reads) if positional else None,
    )
    called = compile_shape(
        (*fields, ("s", Computed(_settings, reads, pure=True))),
        jload,
        columns=("id", *reads) if positional else None,
    )
    row: Any = ("cus_1", text, other) if positional else {"id": "cus_1", reads[0]: text, reads[1]: other}
    try:
        b = called(None, row)
    except AttributeError:  # a text that is not an object: the converter's error, both ways
        with pytest.raises(AttributeError):
            inline(None, row)
        return
    a = inline(None, row)
    assert exact(a, b)
    assert a["s"] is not b["s"]
    if text is None:
        assert a["s"]["default_payment_method"] is other  # the value itself, not a copy
        a["s"]["footer"] = "changed"
        assert inline(None, row)["s"]["footer"] is None  # a new tree on every render


def test_inline_null_refuses_a_converter_that_reads_the_value() -> None:
    def looks(ctx: Any, row: Any) -> Any:
        return {"set": row["b"] is not None}

    def copies(ctx: Any, row: Any) -> Any:
        return {"b": [row["b"]], "c": str(type(row["b"]))}

    for convert in (looks, copies):
        with pytest.raises(ValueError, match="inline_null"):
            compile_shape((("x", Computed(convert, ("a", "b"), pure=True, inline_null=True)),))
    with pytest.raises(ValueError, match="inline_null"):
        compile_shape(
            (("x", Computed(_settings, ("invoice_settings", "default_payment_method"), inline_null=True)),)
        )


def test_every_customer_renders_as_through_the_converter() -> None:
    """Every fixture customer (settings ``NULL``) and customers whose settings were set: the compiled
    renderers with ``inline_null`` equal the same declaration without it."""
    world = World(["stripe"], seed=0)
    rows = world.rows("stripe_customers")
    for row in rows[:3]:
        update = {"customer": row["id"], "invoice_settings": {"footer": "Thanks"}}
        assert world.call("stripe.customers.update", update).status == 200
    plain = tuple(
        (k, Computed(p.convert, p.reads, pure=True) if isinstance(p, Computed) else p)
        for k, p in customers._FIELDS
    )
    by_name = compile_shape(plain, jload)
    ctx = world._context(world.operations["stripe.customers.retrieve"], None)
    seen_set = 0
    for row in _stored(world, "stripe_customers"):
        if row["deleted"]:
            continue
        values = world.conn.execute(customers._LOAD_SQL, (row["id"],)).fetchone()
        expected = by_name(ctx, row)
        assert exact(customers._CUSTOMER_AT(ctx, values), expected)
        assert exact(customers._CUSTOMER(ctx, row), expected)
        seen_set += row["invoice_settings"] is not None
    assert seen_set == 3
    with pytest.raises(StripeError):
        customers.retrieve_customer(
            ctx, customers.RetrieveCustomer.model_validate({"customer": "cus_missing"})
        )
