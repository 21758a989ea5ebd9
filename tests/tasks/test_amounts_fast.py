"""The amounts grounds' remembered readings (:func:`toolproof.tasks.amounts._readings`, perf25) against
the walk they replace: :class:`Walked` below is :meth:`Grounds.data` as it was (a recursive visit that
asks at every value whether the grounds are settled), and every body read both ways leaves the same
found amounts, the same pending ones and the same ``ten``, whether it was remembered or not.

Bodies are nested dicts and lists of the values a response carries and the ones the memo's key must
keep apart: ``1``, ``1.0`` and ``True``, ``0.0`` and ``-0.0``, integers that are (or are not) targets
in units or cents, numbers sent as text, free texts with amounts, plain numbers and a ten, currencies,
a ``quantity`` of 10. Targets are drawn from the same numbers so that grounds settle part-way through a
body (where the walk stops matters: a slip found after it is not kept).
"""

from __future__ import annotations

import marshal
from collections.abc import Iterable, Mapping
from decimal import Decimal, InvalidOperation
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from toolproof.tasks import amounts
from toolproof.tasks.amounts import _NUMERIC, _PLAIN, Grounds, _key, _stated, says_ten, targets, unit


class Walked:
    """:class:`Grounds` as it was before perf25: every body walked, value by value."""

    def __init__(self, target_values: Iterable[Decimal], stated_values: Iterable[Decimal]) -> None:
        self._targets = {_key(t) for t in target_values}
        self._ints = {int(t) for t in self._targets if t == t.to_integral_value()} | {
            int(t * 100) for t in self._targets if t * 100 == (t * 100).to_integral_value()
        }
        self._found: set[Decimal] = set()
        self._pending = {_key(t) for t in stated_values}
        self.ten = False

    @property
    def settled(self) -> bool:
        return not self._pending

    def add(self, value: Decimal) -> None:
        key = _key(value)
        if key in self._targets:
            self._found.add(key)
            self._pending.discard(key)

    def text(self, text: str) -> None:
        if self.settled:
            return
        inside = []
        for amount in _stated(text):
            self.add(amount.value)
            inside.append((amount.start, amount.end))
        for m in _PLAIN.finditer(text):
            if not any(s <= m.start() < e for s, e in inside):
                self.number(m.group().replace(",", ""), None)
        self.ten = self.ten or says_ten(text)

    def number(self, raw: Any, currency: str | None) -> None:
        if isinstance(raw, int) and raw not in self._ints:
            return
        try:
            value = Decimal(str(raw))
        except InvalidOperation:
            return
        if not value.is_finite():
            return
        whole = value == value.to_integral_value()
        if currency is not None and whole and isinstance(raw, int):
            self.add(value * unit(currency))
            return
        self.add(value)
        if whole:
            self.add(value / 100)

    def data(self, value: Any, currency: str | None = None) -> None:
        if self.settled:
            return
        if isinstance(value, Mapping):
            code = value.get("currency")
            here = code.casefold() if isinstance(code, str) and len(code) == 3 else currency
            if value.get("quantity") == 10:
                self.ten = True
            for item in value.values():
                self.data(item, here)
        elif isinstance(value, list | tuple):
            for item in value:
                self.data(item, currency)
        elif isinstance(value, bool) or value is None:
            return
        elif isinstance(value, int):
            if value in self._ints:
                self.number(value, currency)
        elif isinstance(value, float | Decimal):
            self.number(value, currency)
        elif isinstance(value, str) and value and (value[0].isdigit() or " " in value):
            if _NUMERIC.fullmatch(value):
                number = Decimal(value)
                if currency is not None and number == number.to_integral_value():
                    self.number(int(number), currency)
                else:
                    self.number(value, None)
            elif any(c.isdigit() for c in value):
                self.text(value)


def state(g: Grounds | Walked) -> tuple[set[Decimal], set[Decimal], bool]:
    return set(g._found), set(g._pending), g.ten


NUMBERS = [0, 1, 5, 10, 100, 500, 799, 800, 2081, 7900, 79000, 208100, 1700000000, -5]
TEXTS = ["1", "8", "800", "7.99", "79000", "20.81", "-5", "cus_123", "usd", "eur", "jpy", "JPY", "ten seats",
         "Refunded $8.00 to cus_1", "10 seats at €79.00", "2,081 total", "a 10:00 call", "$58 then 58",
         "5800 cents", "", " ", "no digits here", "10", "1e3"]  # fmt: skip
leaves = st.one_of(
    st.sampled_from(NUMBERS),
    st.sampled_from([1.0, 0.0, -0.0, 5.0, 7.99, 8.0, 20.81, 790.0, float("nan"), float("inf"), 1e30]),
    st.sampled_from([True, False, None]),
    st.sampled_from(TEXTS),
)
KEYS = st.sampled_from(["amount", "currency", "quantity", "description", "data", "items", "n", "unit_amount"])
bodies = st.recursive(
    leaves,
    lambda inner: st.one_of(
        st.lists(inner, max_size=5),
        st.dictionaries(KEYS, inner, max_size=5),
        st.dictionaries(KEYS, inner, max_size=4).map(lambda d: {"currency": "usd", **d}),
        st.dictionaries(KEYS, inner, max_size=4).map(lambda d: {"currency": "jpy", **d}),
        st.dictionaries(KEYS, inner, max_size=4).map(lambda d: {**d, "quantity": 10}),
    ),
    max_leaves=25,
)
MESSAGES = ["Refunded $8.00.", "Charged $20.81 and $7.99.", "Billed ¥800 for 10 seats.", "€790.00 in all",
            "Nothing to report.", "$0.05 and $58", "$1.00"]  # fmt: skip


@settings(max_examples=600, deadline=None)
@given(st.sampled_from(MESSAGES), st.lists(bodies, max_size=4), st.sampled_from([None, "usd", "jpy"]))
def test_remembered_readings_ground_what_the_walk_grounds(
    message: str, values: list[Any], currency: str | None
) -> None:
    for _ in range(2):  # the second time every dict and list body's readings are remembered
        fast = Grounds(targets(message), [a.value for a in _stated(message)])
        slow = Walked(targets(message), [a.value for a in _stated(message)])
        for value in values:
            fast.data(value, currency)
            slow.data(value, currency)
            assert state(fast) == state(slow)
            fast.text(str(value))
            slow.text(str(value))
            assert state(fast) == state(slow)


def test_the_key_keeps_one_and_true_and_the_zeros_apart() -> None:
    """``[1]``, ``[1.0]`` and ``[True]`` are three bodies (``True`` is no number; ``1.0`` is read
    without the integer gate), and ``[0.0]``/``[-0.0]`` two: each is remembered under its own key."""
    amounts._READINGS.clear()
    readings = [amounts._readings(body, None) for body in ([1], [1.0], [True], [0.0], [-0.0])]
    # (generic25) the last item: the keys read as money, none without a currency beside them
    assert readings[0] == ((1, False, (Decimal("1"), Decimal("0.01")), ()),)
    assert readings[1] == ((None, False, (Decimal("1"), Decimal("0.01")), ()),)
    assert readings[2] == ()
    assert len(amounts._READINGS) == 5
    message = "Refunded $0.01."
    one = Grounds(targets(message), [Decimal("0.01")])
    one.data([True])
    assert not one.settled
    one.data([1])  # 1 is not among the integers a target stands for (0.01 is 1 cent: in cents, 1)
    assert one.settled


def test_a_subclass_is_walked_not_remembered() -> None:
    class Body(dict[str, Any]):
        pass

    amounts._READINGS.clear()
    grounds = Grounds([Decimal(8)], [Decimal(8)])
    grounds.data(Body(amount=800, currency="usd"))
    assert grounds.settled
    assert grounds.ten is False
    assert amounts._READINGS == {}


def test_the_memo_is_emptied_at_its_size(monkeypatch: Any) -> None:
    amounts._READINGS.clear()
    amounts._READINGS_HELD[0] = 0
    monkeypatch.setattr(amounts, "READINGS_MEMO_BYTES", 20)
    amounts._readings({"amount": 800}, None)
    amounts._readings({"amount": 801}, None)
    assert len(amounts._READINGS) == 1  # the second's key would pass 20 bytes: the first was dropped
    assert list(amounts._READINGS) == [(None, marshal.dumps({"amount": 801}, 2))]
