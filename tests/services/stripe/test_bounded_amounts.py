"""Stripe's bounded integers (``passes_ints``): a plain ``amount`` or ``limit`` takes the compiled path.

``_bounded`` declares its range (``toolproof.service.compiled.passes_ints``): an exact ``int`` inside it
comes back unchanged and nothing outside it ever comes back. So ``compile_params`` accepts the refund's
``{"charge": …, "amount": 800}`` without pydantic, and the world skips ``out_of_range``'s walk of
``amount`` (it can never hold an integer beyond 64 bits). Held here: the declaration is exact for every
bounded type (hypothesis over integers, strings, floats, booleans); each bad amount answers with
Stripe's exact message and ``param`` as before; a refund of 800 never reaches pydantic's validator or
the walk.
"""

from __future__ import annotations

import contextlib
from typing import Any, get_args

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pydantic import BeforeValidator, ValidationError

import toolproof.world.world as world_module
from toolproof.service.compiled import PASSES_INTS, compile_params, declared_ints
from toolproof.service.inputs import INT_MAX, INT_MIN, may_hold_numbers
from toolproof.services.stripe import params as stripe_params
from toolproof.services.stripe.operations.refunds import CreateRefund
from toolproof.world import World

_BOUNDED = {
    name: getattr(stripe_params, name)
    for name in ("Amount", "PositiveAmount", "Limit", "Quantity", "TrialDays")
}
_RANGES = {
    "Amount": (0, 999_999_990),
    "PositiveAmount": (1, 999_999_990),
    "Limit": (1, 100),
    "Quantity": (0, 1_000_000),
    "TrialDays": (0, 730),
}


def _check_of(annotation: Any) -> Any:
    (item,) = annotation.__metadata__
    assert isinstance(item, BeforeValidator)
    return item.func


@pytest.mark.parametrize("name", sorted(_BOUNDED))
def test_each_bounded_type_declares_its_range(name: str) -> None:
    annotation = _BOUNDED[name]
    assert declared_ints(annotation, []) == _RANGES[name]
    assert getattr(_check_of(annotation), PASSES_INTS) == _RANGES[name]
    low, high = _RANGES[name]
    assert low >= INT_MIN
    assert high <= INT_MAX
    assert declared_ints(get_args(annotation)[0], [get_args(annotation)[1]]) == _RANGES[name]


_ANY = st.one_of(
    st.integers(),
    st.integers(min_value=-2, max_value=1_000_002),
    st.sampled_from([99, 100, 101, 729, 730, 731, 999_999_990, 999_999_991, 2**63, -(2**63) - 1]),
    st.integers().map(str),
    st.integers().map(lambda n: f" {n} "),
    st.floats(allow_nan=False),
    st.booleans(),
    st.none(),
    st.text(max_size=4),
)


@pytest.mark.parametrize("name", sorted(_BOUNDED))
@given(value=_ANY)
def test_the_declaration_is_exact(name: str, value: Any) -> None:
    """An exact ``int`` in range comes back as itself; anything that comes back is an int in range."""
    check = _check_of(_BOUNDED[name])
    low, high = getattr(check, PASSES_INTS)
    try:
        got = check(value)
    except ValueError:
        assert not (type(value) is int and low <= value <= high)
        return
    assert type(got) is int
    assert low <= got <= high
    if type(value) is int:
        assert got is value


def _error(body: dict[str, Any]) -> tuple[str, str, str]:
    e = body["error"]
    return e["code"], e["message"], e["param"]


_INVALID = "parameter_invalid_integer"


@pytest.fixture(scope="module")
def world() -> World:
    made = World(["stripe"], seed=5)
    made.rate_limits_enabled = False
    return made


def _charge(world: World) -> dict[str, Any]:
    rows = world.rows("stripe_charges")
    return next(r for r in rows if r["status"] == "succeeded" and r["captured"] and not r["amount_refunded"])


@pytest.mark.parametrize(
    ("amount", "expected"),
    [
        (-1, (_INVALID, "This value must be greater than or equal to 1.", "amount")),
        (0, (_INVALID, "This value must be greater than or equal to 1.", "amount")),
        (999_999_991, (_INVALID, "This value must be less than or equal to 999999990.", "amount")),
        (10**12, (_INVALID, "This value must be less than or equal to 999999990.", "amount")),
        (2**70, (_INVALID, "This value must be less than or equal to 999999990.", "amount")),
        ("8.00", (_INVALID, "Invalid integer: 8.00", "amount")),
        ("abc", (_INVALID, "Invalid integer: abc", "amount")),
        ("", (_INVALID, "Invalid integer: ", "amount")),
        (800.0, (_INVALID, "Invalid integer: 800.0", "amount")),
        (8.5, (_INVALID, "Invalid integer: 8.5", "amount")),
        (True, (_INVALID, "Invalid integer: true", "amount")),
        ([800], (_INVALID, "Invalid integer: [800]", "amount")),
    ],
)
def test_bad_amounts_answer_as_stripe(world: World, amount: Any, expected: tuple[str, str, str]) -> None:
    world.reset()
    charge = _charge(world)
    response = world.call("stripe.refunds.create", {"charge": charge["id"], "amount": amount})
    assert response.status == 400
    assert _error(response.body) == expected
    assert [e.outcome for e in world.ledger][-1] == "invalid"


def test_amounts_at_and_over_the_charge(world: World) -> None:
    world.reset()
    charge = _charge(world)
    over = world.call("stripe.refunds.create", {"charge": charge["id"], "amount": charge["amount"] + 1})
    assert over.status == 400
    assert _error(over.body) == (
        "amount_too_large",
        "Refund amount ($49.57) is greater than charge amount ($49.56)",
        "amount",
    )
    for amount in ("800", " 800 ", 800):
        world.reset()
        done = world.call("stripe.refunds.create", {"charge": charge["id"], "amount": amount})
        assert (done.status, done.body["amount"], done.body["charge"]) == (200, 800, charge["id"])
    world.reset()
    whole = world.call("stripe.refunds.create", {"charge": charge["id"], "amount": charge["amount"]})
    assert (whole.status, whole.body["amount"]) == (200, charge["amount"])


def test_a_plain_refund_skips_pydantic_and_the_range_walk(
    world: World, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert not may_hold_numbers(CreateRefund)
    walked: list[Any] = []
    real_walk = world_module.out_of_range  # type: ignore[attr-defined]

    def counted_walk(params: Any) -> Any:
        walked.append(params)
        return real_walk(params)

    monkeypatch.setattr(world_module, "out_of_range", counted_walk)
    slow: list[Any] = []
    validator = CreateRefund.__pydantic_validator__

    class Counting:
        def validate_python(self, raw: Any) -> Any:
            slow.append(raw)
            return validator.validate_python(raw)

    monkeypatch.setattr(CreateRefund, "__pydantic_validator__", Counting())
    compiled = compile_params(CreateRefund)
    monkeypatch.setattr(CreateRefund, "__pydantic_validator__", validator)
    assert compiled is not None
    made = compiled({"charge": "ch_1", "amount": 800})
    assert (made.amount, made.charge, made.model_fields_set, made.expand) == (
        800,
        "ch_1",
        {"charge", "amount"},
        [],
    )
    assert slow == []
    # Out of range or not an exact ``int``: pydantic's validator answers, as before.
    for refused in (0, 999_999_991, True, 800.0, "800"):
        with contextlib.suppress(ValidationError):
            compiled({"charge": "ch_1", "amount": refused})
        assert slow[-1] == {"charge": "ch_1", "amount": refused}
    assert len(slow) == 5
    world.reset()
    charge = _charge(world)
    done = world.call("stripe.refunds.create", {"charge": charge["id"], "amount": 800})
    assert done.status == 200
    assert walked == []
