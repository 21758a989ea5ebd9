"""The count check's walk of the data (:meth:`toolproof.tasks.counts.Grounds.data`: by exact type, with a
stack, the field names' and strings' readings remembered) grounds what the straightforward reading below
grounds (a call per value, an ABC check per value, every name and string read again) on generated
bodies, rows and messages: the same counts of each noun, of anything, listed by phase, named and bounded,
and so the same false counts."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.support.walks import PlainMapping
from toolproof.service import registry
from toolproof.tasks import counts
from toolproof.tasks.counts import _ANY, _COUNTING_KEY, Grounds, false_counts, ground_episode, singular

COUNTED = (*registry.get("slack").counted, *registry.get("gcal").counted, *registry.get("stripe").counted)


class _Reference(Grounds):
    """The walk as it was before round 17: recursive, by ABC, every name and string read per visit."""

    def data(self, value: Any, key: str = "") -> None:
        if isinstance(value, Mapping):
            kind = value.get("object")
            if isinstance(kind, str):
                self.kinds.add(singular(kind))
            for name, item in value.items():
                name = str(name)
                if isinstance(item, int) and not isinstance(item, bool):
                    self._reference_field(name, item)
                elif isinstance(item, Mapping | list | tuple):
                    self.data(item, name)
                elif isinstance(item, str) and " " in item and _ANY.search(item):
                    self.text(item, told=False)
        elif isinstance(value, list | tuple):
            objects = [item for item in value if isinstance(item, Mapping)]
            noun = singular(key) if key else ""
            if noun in self.of:
                self.of[noun].add(len(value))
                self._list(noun, len(value))
            if objects:
                self._objects(objects)
            for item in value:
                if isinstance(item, Mapping | list | tuple):
                    self.data(item)

    def _reference_field(self, name: str, value: int) -> None:
        low = name.casefold()
        noun = singular(low)
        if noun in self.of:
            self.of[noun].add(value)
        elif _COUNTING_KEY.search(low):
            if low.endswith("_count") and low[:-6] in self.of:  # (generic31) "refund_count" of "2 refunds"
                self.fielded.setdefault(low[:-6], set()).add(value)
            named = [n for n in self.of if n in low]
            for n in named:
                self.of[n].add(value)
            if not named:
                self.counted.add(value)


class _Tally(int):
    """An int that is no int by exact type."""


_KEYS = st.sampled_from(
    ["invoices", "data", "items", "seats", "quantity", "total_count", "object", "type", "kind", "name",
     "role", "status", "amount", "currency", "attendees", "pins", "refund_count", "Invoices", "created_by"]
)  # fmt: skip
_STRINGS = st.sampled_from(
    ["invoice", "refund", "message", "calendar#aclRule", "writer", "owner", "usd", "open", "paid", "Dana Lee",
     "3 open invoices", "two pins", "the 4 seats left", "Roadmap jam", "both Danas", "subscription", "U1"]
)  # fmt: skip
_SCALARS = st.one_of(
    st.integers(-2, 20000),
    st.booleans(),
    st.none(),
    st.floats(0, 10, allow_nan=False),
    _STRINGS,
    st.integers(0, 9).map(_Tally),
)
_BODIES = st.recursive(
    _SCALARS,
    lambda inner: st.one_of(
        st.lists(inner, max_size=5),
        st.lists(inner, max_size=3).map(tuple),
        st.dictionaries(_KEYS, inner, max_size=6),
        st.dictionaries(_KEYS, inner, max_size=4).map(PlainMapping),
        st.dictionaries(st.integers(0, 3), inner, max_size=2),
    ),
    max_leaves=40,
)
_MESSAGES = st.sampled_from(
    [
        "Refunded it: 3 invoices were open, two open invoices are left.",
        "The channel has 4 pins now; both Danas were told.",
        "There are 2 invoices over $100 and 5 seats.",
        "Found 12 of 13 events and two Roadmap jams; 3 writers, 1 owner.",
        "Checked 7 subscriptions and 2 refunds.",
    ]
)


def _state(grounds: Grounds) -> dict[str, Any]:
    return {k: v for k, v in vars(grounds).items() if k != "declared"}


def _reference_episode(message: str, data: list[Any], before: list[Any], after: list[Any]) -> Grounds:
    grounds = _Reference(counts.stated(message))
    grounds.declare(COUNTED)
    for value in data:
        grounds.data(value)
    for phase, bodies in (("before", before), ("after", after)):
        grounds.phase = phase
        for value in bodies:
            grounds.data(value)
    grounds.phase = ""
    return grounds


@settings(max_examples=300, deadline=None)
@given(
    _MESSAGES,
    st.lists(_BODIES, max_size=3),
    st.lists(_BODIES, max_size=3),
    st.lists(_BODIES, max_size=3),
)
def test_the_walk_grounds_what_the_straightforward_reading_grounds(
    message: str, data: list[Any], before: list[Any], after: list[Any]
) -> None:
    fast = ground_episode(message, (), data, before=before, after=after, counted=COUNTED)
    slow = _reference_episode(message, data, before, after)
    assert _state(fast) == _state(slow)
    said = [(f.said, f.why) for f in false_counts(message, fast, ["stripe_invoices"])]
    assert said == [(f.said, f.why) for f in false_counts(message, slow, ["stripe_invoices"])]


def test_a_listing_walked_fast_grounds_its_objects_by_kind_qualifier_and_field() -> None:
    body = {
        "object": "list",
        "data": [
            {"object": "invoice", "status": "open", "amount_due": 15000, "currency": "usd"},
            {"object": "invoice", "status": "paid", "amount_due": 500, "currency": "usd"},
            {"object": "invoice", "status": "open", "amount_due": 900, "currency": "usd"},
        ],
        "total_count": 3,
        "note": "the 4 seats left",
    }
    message = "There are 2 open invoices, 1 invoice over $100, 4 seats."
    grounds = ground_episode(message, (), [], before=[body])
    assert grounds.of == {"invoice": {3, 2}, "seat": {4}}
    assert grounds.listed == {"invoice": {"before": {3}}}
    assert grounds.counted == {3}
    assert grounds.kinds == {"list", "invoice"}
    assert [f.said for f in false_counts(message, grounds)] == []
    assert [f.said for f in false_counts("There are 4 invoices.", ground_episode("There are 4 invoices.",
                                                                                 (), [body]))] == [
        "4 invoices"
    ]  # fmt: skip


@given(st.dictionaries(_KEYS, _SCALARS, max_size=5))
def test_an_objects_kind_is_its_first_string_of_object_type_kind(item: dict[str, Any]) -> None:
    said = next((singular(item[k]) for k in ("object", "type", "kind") if isinstance(item.get(k), str)), "")
    assert counts._kind(item) == said


@settings(max_examples=100)
@given(st.text(max_size=20))
def test_a_fields_reading_is_its_name_read_each_time(name: str) -> None:
    low = name.casefold()
    assert counts._field_of(name) == (low, singular(low), bool(_COUNTING_KEY.search(low)))
