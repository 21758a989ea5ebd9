"""A created customer is rendered from the row just inserted: exactly what reading it back gives."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.services.stripe.customer_reference import render_by_definition
from toolproof.world import World

_WORLD = World(["stripe"], seed=0)

_TEXT = st.text(alphabet="abcé€ -_@.", max_size=10)
_PARAMS = st.fixed_dictionaries(
    {},
    optional={
        "email": st.sampled_from(["a@example.com", "", "b.c@example.org"]),
        "name": _TEXT,
        "phone": st.sampled_from(["", "+15551234567"]),
        "description": _TEXT,
        "balance": st.integers(min_value=-(10**9), max_value=10**9),
        "invoice_prefix": st.sampled_from(["ABCD", "XYZ12"]),
        "next_invoice_sequence": st.integers(min_value=1, max_value=1000),
        "tax_exempt": st.sampled_from(["none", "exempt", "reverse", ""]),
        "metadata": st.dictionaries(st.sampled_from(["k", "order", "é"]), _TEXT, max_size=3),
        "preferred_locales": st.lists(st.sampled_from(["en", "fr", "de"]), max_size=2),
        "address": st.fixed_dictionaries({"city": _TEXT, "country": st.sampled_from(["US", "FR"])}),
        "shipping": st.fixed_dictionaries(
            {"name": st.sampled_from(["Ann", "Bo"]), "address": st.fixed_dictionaries({"line1": _TEXT})}
        ),
        "invoice_settings": st.fixed_dictionaries({"footer": _TEXT}),
        "expand": st.sampled_from([[], ["default_source"], ["invoice_settings.default_payment_method"]]),
    },
)


@settings(max_examples=60, suppress_health_check=[HealthCheck.too_slow])
@given(_PARAMS)
def test_a_created_customer_is_what_retrieving_it_gives(params: dict[str, Any]) -> None:
    created = _WORLD.call("stripe.customers.create", params)
    assert created.status == 200, created.body
    retrieved = _WORLD.call(
        "stripe.customers.retrieve", {"customer": created.body["id"], "expand": params.get("expand", [])}
    )
    assert retrieved.status == 200
    assert created.body == retrieved.body
    assert list(created.body) == list(retrieved.body)  # same keys in the same order: same bytes


_JSON_OBJECT = st.sampled_from([None, "{}", '{"a": "b"}', '{"city": "Paris", "line1": null}', " {}", "{} "])
_JSON_LIST = st.sampled_from([None, "[]", '["en"]', '["fr", "de"]', "[ ]"])


@settings(max_examples=80, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.fixed_dictionaries(
        {
            "address": _JSON_OBJECT,
            "shipping": _JSON_OBJECT,
            "metadata": _JSON_OBJECT,
            "invoice_settings": st.sampled_from(
                [None, "{}", '{"footer": "f"}', '{"custom_fields": [{"name": "n", "value": "v"}]}']
            ),
            "preferred_locales": _JSON_LIST,
            "deleted": st.sampled_from([0, 1, False]),
            "delinquent": st.sampled_from([0, 1]),
            "balance": st.integers(min_value=-5, max_value=5),
        }
    )
)
def test_customer_rendering_is_the_jload_rendering(columns: dict[str, Any]) -> None:
    """The inline answers for NULL, ``{}`` and ``[]`` give the same values, keys and order as ``jload``."""
    from toolproof.services.stripe.operations.customers import render

    row = dict(_WORLD.rows("stripe_customers")[0])
    row.update(columns)
    ctx = _WORLD._context(_WORLD.operation("stripe.customers.retrieve"), None)
    fast, slow = render(ctx, row), render_by_definition(ctx, row)
    assert fast == slow
    assert json.dumps(fast) == json.dumps(slow)  # same keys in the same order, nested too


_REFUND_PARAMS = st.fixed_dictionaries(
    {},
    optional={
        "amount": st.integers(min_value=1, max_value=6000),
        "reason": st.sampled_from(["duplicate", "fraudulent", "requested_by_customer"]),
        "metadata": st.dictionaries(st.sampled_from(["k", "order", "é"]), _TEXT, max_size=3),
        "instructions_email": st.sampled_from(["", "a@example.com"]),
        "expand": st.sampled_from([[], ["charge"], ["payment_intent"]]),
    },
)


@settings(max_examples=60, suppress_health_check=[HealthCheck.too_slow])
@given(_REFUND_PARAMS, st.booleans(), st.integers(min_value=0, max_value=2))
def test_a_created_refund_is_what_retrieving_it_gives(
    params: dict[str, Any], capture: bool, earlier: int
) -> None:
    """``refunds.create`` renders the row it inserted instead of reading it back: the same body, key
    order and bytes as retrieving it, and the ``seq`` the insert computes is the next one."""
    charge = _WORLD.call(
        "stripe.charges.create", {"amount": 5000, "currency": "usd", "source": "tok_visa", "capture": capture}
    )
    assert charge.status == 200, charge.body
    for _ in range(earlier):  # refunds of the same charge before this one (amount_refunded moved)
        _WORLD.call("stripe.refunds.create", {"charge": charge.body["id"], "amount": 100})
    db = _WORLD.store.conn
    (last_seq,) = db.execute("SELECT coalesce(max(seq), 0) FROM stripe_refunds").fetchone()
    created = _WORLD.call("stripe.refunds.create", {"charge": charge.body["id"], **params})
    if created.status != 200:  # an amount above what remains, or an uncaptured charge refunded twice
        assert created.body["error"]["code"] in ("amount_too_large", "charge_already_refunded")
        return
    retrieved = _WORLD.call(
        "stripe.refunds.retrieve", {"refund": created.body["id"], "expand": params.get("expand", [])}
    )
    assert retrieved.status == 200
    assert json.dumps(created.body) == json.dumps(retrieved.body)
    (seq,) = db.execute("SELECT seq FROM stripe_refunds WHERE id = ?", (created.body["id"],)).fetchone()
    assert seq == last_seq + 1
