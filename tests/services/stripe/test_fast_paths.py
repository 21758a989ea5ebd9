"""A created customer is rendered from the row just inserted: exactly what reading it back gives."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

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
