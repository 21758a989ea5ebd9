"""The call path's shortcuts give exactly what the plain definitions give.

Ids are minted two digits at a time from a keyed hash copied per draw, the range check walks only
the fields that can hold a number, and a reset skips the copy when nothing wrote since the last one;
each is held here to the slow definition it replaces.
"""

from __future__ import annotations

import hashlib
import json
from typing import Annotated, Any, Literal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import AfterValidator, BaseModel, BeforeValidator, Field, field_validator, model_validator

from toolproof.service.inputs import depth_exceeds, out_of_range, range_walk_fields
from toolproof.world import World
from toolproof.world.rng import ALNUM, BASE32HEX, HEX, UPPER_ALNUM, Rng
from toolproof.world.store import freeze

BIG = 1 << 70


def _token_by_definition(seed: int, counters: dict[str, int], length: int, alphabet: str, stream: str) -> str:
    """The original ``Rng.token``: a fresh keyed hash per draw, one ``divmod`` per character."""
    out: list[str] = []
    base = len(alphabet)
    while len(out) < length:
        n = counters.get(stream, 0)
        counters[stream] = n + 1
        value = int.from_bytes(
            hashlib.blake2b(
                n.to_bytes(8, "big"),
                digest_size=32,
                key=seed.to_bytes(16, "big", signed=True),
                person=stream.encode()[:16],
            ).digest(),
            "big",
        )
        for _ in range(min(length - len(out), 40)):
            value, digit = divmod(value, base)
            out.append(alphabet[digit])
    return "".join(out)


@settings(max_examples=200)
@given(
    st.integers(min_value=-(2**63), max_value=2**63 - 1),
    st.lists(
        st.tuples(
            st.integers(min_value=-2, max_value=130),
            st.sampled_from([ALNUM, HEX, BASE32HEX, UPPER_ALNUM, "01", "abc", "0123456789ABCDEF"]),
            st.sampled_from(["ids", "requests", "a-stream-name-longer-than-16"]),
        ),
        max_size=6,
    ),
)
def test_tokens_are_the_definitions_digits(seed: int, draws: list[tuple[int, str, str]]) -> None:
    rng, counters = Rng(seed), dict[str, int]()
    for length, alphabet, stream in draws:
        assert rng.token(length, alphabet, stream) == _token_by_definition(
            seed, counters, length, alphabet, stream
        )
    assert rng.counters == counters


@settings(max_examples=200)
@given(
    st.integers(min_value=-(2**63), max_value=2**63 - 1),
    st.integers(min_value=0, max_value=5),
    st.integers(min_value=1, max_value=40),
    st.sampled_from([ALNUM, HEX, UPPER_ALNUM, "0123456789ABCDEF"]),
    st.integers(min_value=1, max_value=40),
    st.sampled_from([ALNUM, HEX, BASE32HEX, "0123456789ABCDEF"]),
    st.sampled_from(["ids", "a-stream-name-longer-than-16"]),
)
def test_a_token_pair_is_two_tokens(
    seed: int, before: int, length: int, alphabet: str, length2: int, alphabet2: str, stream: str
) -> None:
    """``Rng.token_pair`` gives the two tokens ``token`` gives in a row, and moves the counter as they do."""
    fast, slow = Rng(seed), Rng(seed)
    for _ in range(before):
        fast.token(3, ALNUM, stream)
        slow.token(3, ALNUM, stream)
    pair = fast.token_pair(length, alphabet, length2, alphabet2, stream)
    assert pair == (slow.token(length, alphabet, stream), slow.token(length2, alphabet2, stream))
    assert fast.counters == slow.counters
    assert fast.token(14) == slow.token(14)


def test_a_token_pair_refuses_a_token_of_more_than_one_draw() -> None:
    with pytest.raises(ValueError, match="1 to 40"):
        Rng(0).token_pair(41, ALNUM, 8, HEX)
    with pytest.raises(ValueError, match="1 to 40"):
        Rng(0).token_pair(8, ALNUM, 0, HEX)


def test_an_rng_pickles_and_copies_with_its_position() -> None:
    import copy
    import pickle

    rng = Rng(9)
    rng.token(20)
    for twin in (pickle.loads(pickle.dumps(rng)), copy.deepcopy(rng)):
        assert twin.state() == rng.state()
        assert twin.token(30) == Rng(9, rng.state()).token(30)


def _twice(value: Any) -> Any:
    return value * 2


class Inner(BaseModel):
    label: str
    count: int = 0


class Texts(BaseModel):
    """A nested model of strings only (a Calendar event's ``start``): never walked."""

    date: str | None = None
    zone: Literal["a", "b"] | None = None


class Node(BaseModel):
    """A model that nests itself: walked (its numbers cannot be ruled out by looking at it)."""

    label: str = ""
    child: Node | None = None


class Loose(BaseModel):
    """Fields of every kind the range check must still walk or may skip."""

    name: str
    flag: bool = False
    mode: Literal["a", "b"] = "a"
    tags: list[str] = Field(default_factory=list)
    labels: dict[str, str] | None = None
    coded: Annotated[str, BeforeValidator(str)] = ""
    number: int | None = None
    ratio: float | None = None
    inner: Inner | None = None
    anything: Any = None
    mixed: Literal["x", 1] | None = None
    converted: Annotated[str, AfterValidator(lambda v: int(v) if v.isdigit() else v)] = ""
    default_big: str = BIG  # type: ignore[assignment]  # pydantic does not validate defaults
    doubled: str = ""
    when: Texts | None = None
    whens: list[Texts] | None = None
    node: Node | None = None

    @field_validator("doubled", mode="after")
    @classmethod
    def _double(cls, value: str) -> Any:
        return int(value) * 2 if value.isdigit() else value


class Rewritten(BaseModel):
    text: str = ""

    @model_validator(mode="after")
    def _swap(self) -> Rewritten:
        if self.text == "huge":
            object.__setattr__(self, "text", BIG)
        return self


def _out_of_range_by_definition(value: Any) -> Any:
    """The original walk: every field of every model."""
    from toolproof.service.errors import ParamError
    from toolproof.service.inputs import INT_MAX, INT_MIN

    stack: list[tuple[Any, tuple[str | int, ...]]] = [(value, ())]
    while stack:
        item, loc = stack.pop()
        if isinstance(item, bool) or item is None or isinstance(item, str):
            continue
        if isinstance(item, int):
            if not INT_MIN <= item <= INT_MAX:
                return ParamError(loc, "invalid", "x")
        elif isinstance(item, float):
            if item != item or item in (float("inf"), float("-inf")):
                return ParamError(loc, "invalid", "x")
        elif isinstance(item, BaseModel):
            stack.extend((getattr(item, name), (*loc, name)) for name in type(item).model_fields)
        elif isinstance(item, dict):
            stack.extend((v, (*loc, str(k))) for k, v in item.items())
        elif isinstance(item, list | tuple):
            stack.extend((v, (*loc, i)) for i, v in enumerate(item))
    return None


@pytest.mark.parametrize(
    "params",
    [
        {"name": "n"},
        {"name": "n", "number": BIG},
        {"name": "n", "ratio": float("inf")},
        {"name": "n", "inner": {"label": "l", "count": -BIG}},
        {"name": "n", "anything": [1, {"deep": BIG}]},
        {"name": "n", "mixed": 1},
        {"name": "n", "converted": str(BIG)},
        {"name": "n", "doubled": str(1 << 62)},
        {"name": "n", "number": BIG, "inner": {"label": "l", "count": BIG}},
    ],
)
def test_the_range_check_finds_what_the_full_walk_finds(params: dict[str, Any]) -> None:
    model = Loose.model_validate(params)
    found, expected = out_of_range(model), _out_of_range_by_definition(model)
    assert (found is None) == (expected is None)
    if found is not None:
        assert found.loc == expected.loc


def test_an_unvalidated_default_and_a_model_validator_are_still_checked() -> None:
    assert out_of_range(Loose(name="n")).loc == ("default_big",)  # type: ignore[union-attr]
    assert out_of_range(Rewritten(text="huge")) is not None
    assert out_of_range(Rewritten(text="fine")) is None


def test_flat_parameters_are_never_too_deep_and_nested_ones_still_are() -> None:
    assert not depth_exceeds({"a": 1, "b": "x", "c": None})
    deep: Any = "leaf"
    for _ in range(40):
        deep = [deep]
    assert depth_exceeds({"a": 1, "b": deep})
    assert depth_exceeds({"a": 1}, limit=0)
    assert not depth_exceeds({"a": 1}, limit=1)
    assert depth_exceeds({"a": [1]}, limit=1)


class _CountingConnection:
    """The world's connection, counting the fixture copies made into it."""

    def __init__(self, real: Any) -> None:
        self.real = real
        self.copies = 0

    def deserialize(self, data: bytes) -> None:
        self.copies += 1
        self.real.deserialize(data)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.real, name)


def _counting(world: World) -> _CountingConnection:
    spy = _CountingConnection(world.store.conn)
    world.conn = world.store.conn = spy  # type: ignore[assignment]
    return spy


def test_a_reset_after_reads_only_skips_the_copy_and_leaves_the_same_bytes(world: World) -> None:
    spy = _counting(world)
    world.call("tickets.tickets.get", {"id": "tkt_1"})
    world.call("tickets.tickets.update", {"id": "nope", "priority": 4})  # refused: nothing written
    world.reset()
    assert spy.copies == 0
    assert freeze(spy.real) == world.fixture.data
    world.call("tickets.tickets.update", {"id": "tkt_1", "priority": 4})
    world.reset()
    assert spy.copies == 1
    assert freeze(spy.real) == world.fixture.data


@pytest.mark.parametrize(
    "change",
    [
        lambda w: w.call("tickets.tickets.update", {"id": "tkt_1", "priority": 4}),
        lambda w: w.edit([("DELETE FROM tickets_tickets WHERE id = ?", ("tkt_1",))]),
        lambda w: w.conn.execute("PRAGMA user_version = 7"),
        lambda w: w.conn.execute("CREATE TABLE scratch (x)"),
        lambda w: w.restore(w.snapshot()),
    ],
    ids=["call", "edit", "user-version", "ddl", "restore"],
)
def test_a_reset_after_any_change_copies_the_fixture_back(world: World, change: Any) -> None:
    spy = _counting(world)
    change(world)
    before = spy.copies
    world.reset()
    assert spy.copies == before + 1
    assert freeze(spy.real) == world.fixture.data
    assert world.state_hash(full=True) == world.fixture.state_hash()


@settings(max_examples=300)
@given(
    st.integers(min_value=0, max_value=(1 << 256) - 1),
    st.integers(min_value=0, max_value=40),
    st.sampled_from([ALNUM, HEX, BASE32HEX, UPPER_ALNUM, "01", "abc", "0123456789ABCDEF"]),
)
def test_unrolled_digits_are_divmod_digits(value: int, n: int, alphabet: str) -> None:
    """Each (alphabet, length) gets its own written-out function: the same characters as the loop."""
    from toolproof.world.rng import _digits

    expected, v = [], value
    for _ in range(n):
        v, d = divmod(v, len(alphabet))
        expected.append(alphabet[d])
    assert _digits(value, n, alphabet) == "".join(expected)


def _big_list() -> list[int]:
    return [BIG]


class Defaults(BaseModel):
    """Unset fields whose value is not a plain default in range: each must still be walked."""

    plain: int = 0
    made: list[int] = Field(default_factory=_big_list)
    checked: int = Field(default=BIG, validate_default=True)
    inner: Inner = Inner(label="x", count=BIG)


_LOOSE_VALUES: dict[str, Any] = {
    "flag": True,
    "tags": ["t"],
    "labels": {"a": "b"},
    "number": BIG,
    "ratio": float("nan"),
    "inner": {"label": "l", "count": -BIG},
    "anything": [1, {"deep": BIG}],
    "mixed": 1,
    "converted": str(BIG),
    "default_big": "small",
    "doubled": str(1 << 62),
    "when": {"date": "2026-11-03", "zone": "a"},
    "whens": [{"date": "d"}, {}],
    "node": {"label": "l", "child": {"child": {}}},
}


def test_a_nested_model_of_strings_is_not_walked() -> None:
    """``when`` and ``whens`` hold only strings once validated: the walk skips them; ``node`` nests
    itself, so it is walked (its other fields decide nothing about it)."""
    from toolproof.service.inputs import _walked_fields

    names, _always = _walked_fields(Loose)
    assert "when" not in names
    assert "whens" not in names
    assert "node" in names
    assert _walked_fields(Texts) == ((), frozenset())


@settings(max_examples=150)
@given(st.sets(st.sampled_from(sorted(_LOOSE_VALUES))), st.booleans())
def test_the_walk_over_set_fields_finds_what_the_full_walk_finds(given_names: set[str], small: bool) -> None:
    """Only fields the caller set (or whose unset value may not be the default in range) are walked."""
    params: dict[str, Any] = {"name": "n"}
    for name in given_names:
        value = _LOOSE_VALUES[name]
        params[name] = 1 if small and name == "number" else value
    model = Loose.model_validate(params)
    found, expected = out_of_range(model), _out_of_range_by_definition(model)
    assert (found is None) == (expected is None)
    if found is not None:
        assert found.loc == expected.loc


def _range_check_with_the_plans_shortcut(model: BaseModel) -> Any:
    """What the world's call path answers: nothing to walk when the caller set none of the model's
    ``range_walk_fields`` (computed once per operation), else ``out_of_range``."""
    walked = range_walk_fields(type(model))
    if walked is not None and model.model_fields_set.isdisjoint(walked):
        return None
    return out_of_range(model)


@settings(max_examples=150)
@given(st.sets(st.sampled_from(sorted(_LOOSE_VALUES))), st.booleans())
def test_the_plans_shortcut_answers_what_the_range_check_answers(given_names: set[str], small: bool) -> None:
    params: dict[str, Any] = {"name": "n"}
    for name in given_names:
        params[name] = 1 if small and name == "number" else _LOOSE_VALUES[name]
    model = Loose.model_validate(params)
    found, expected = _range_check_with_the_plans_shortcut(model), out_of_range(model)
    assert (found is None) == (expected is None)
    if found is not None and expected is not None:
        assert found.loc == expected.loc
    for other in (Defaults.model_validate({}), Rewritten(text="huge"), Rewritten(text="fine")):
        assert range_walk_fields(type(other)) is None  # always walked: the shortcut never answers
        assert _range_check_with_the_plans_shortcut(other) == out_of_range(other)


def test_unset_fields_with_rewritten_or_unsafe_defaults_are_walked() -> None:
    assert out_of_range(Defaults.model_validate({})) is not None
    assert _out_of_range_by_definition(Defaults.model_validate({})) is not None
    for name in ("made", "checked", "inner"):
        fine = {"made": [], "checked": 1, "inner": {"label": "x"}}
        fine.pop(name)
        found = out_of_range(Defaults.model_validate(fine))
        assert found is not None, name
        assert found.loc[0] == name
    assert out_of_range(Defaults.model_validate({"made": [], "checked": 1, "inner": {"label": "x"}})) is None


def test_nulls_and_bools_bind_as_sqlite_stored_them_without_adapters() -> None:
    """The adapters the store registers (``None`` and ``bool`` skip the adapter protocol's lookups)
    store exactly what literal SQL stores."""
    import sqlite3

    from toolproof.world.store import open_database

    conn = open_database()
    conn.execute("CREATE TABLE t (a, b, c, d)")
    conn.execute("INSERT INTO t VALUES (?, ?, ?, ?)", (None, True, False, 7))
    conn.execute("INSERT INTO t VALUES (NULL, 1, 0, 7)")
    rows = conn.execute("SELECT a, typeof(a), b, typeof(b), c, typeof(c), d FROM t").fetchall()
    assert rows[0] == rows[1] == (None, "null", 1, "integer", 0, "integer", 7)
    assert sqlite3.adapters[(type(None), sqlite3.PrepareProtocol)](None) is None


@settings(max_examples=200)
@given(
    st.binary(min_size=32, max_size=32),
    st.integers(min_value=0, max_value=40),
    st.sampled_from([ALNUM, HEX, BASE32HEX, UPPER_ALNUM, "01", "abc", "0123456789ABCDEF"]),
)
def test_digest_digits_are_the_values_digits(digest: bytes, n: int, alphabet: str) -> None:
    """A draw's digits read from its digest (hexadecimal text for base 16) are its value's digits."""
    from toolproof.world.rng import _digits, _unrolled

    assert _unrolled(alphabet, n, digest=True)(digest) == _digits(int.from_bytes(digest, "big"), n, alphabet)


@given(
    st.integers(min_value=1, max_value=10**6),
    st.floats(allow_nan=False),
    st.booleans(),
    st.sampled_from(["python", "http", "mcp"]),
    st.one_of(st.none(), st.text(max_size=5)),
    st.one_of(st.none(), st.text(max_size=5)),
)
def test_a_blank_entry_is_the_dataclasss(
    seq: int, time: float, writes: bool, transport: str, principal: str | None, key: str | None
) -> None:
    """``ledger.new_entry`` sets every field as ``LedgerEntry(…)`` does (a new field fails here)."""
    import dataclasses

    from toolproof.world.ledger import LedgerEntry, new_entry

    params = {"a": 1}
    fast = new_entry(seq, time, "stripe.customers.create", params, writes, transport, principal, key)
    slow = LedgerEntry(
        seq, time, "stripe.customers.create", params, 0, "ok", False, writes, transport, principal, key
    )
    for f in dataclasses.fields(LedgerEntry):
        assert getattr(fast, f.name) == getattr(slow, f.name), f.name
    assert fast == slow
    assert fast.to_dict() == slow.to_dict()


def test_a_new_context_is_the_constructors() -> None:
    """``context.new_context`` sets every slot as ``Context(…)`` does (a new slot fails here)."""
    import sqlite3

    from toolproof.service.context import Context, new_context
    from toolproof.world.clock import Clock

    db, clock, rng = sqlite3.connect(":memory:"), Clock(), Rng(1)
    op = World(["stripe"], seed=0).operation("stripe.customers.create")
    fast = new_context(db, clock, rng, "stripe", op, "acct", "w", "key-1")
    slow = Context(
        db, clock, rng, service="stripe", operation=op, principal="acct", world="w", idempotency_key="key-1"
    )
    for name in Context.__slots__:
        assert getattr(fast, name) == getattr(slow, name), name


def test_the_call_an_interceptor_sees_is_the_constructors() -> None:
    """``World.call`` builds its ``Call`` slot by slot: the dataclass's own, every field set."""
    import dataclasses

    from toolproof.world.world import Call

    seen: list[Call] = []

    class Spy:
        def intercept(self, world: World, call: Call, execute: Any) -> Any:
            seen.append(call)
            return execute(call, True)

    world = World(["stripe"], seed=0)
    world.interceptor = Spy()
    world.call("stripe.customers.create", {"email": "a@b.co"}, idempotency_key="k-1", transport="http")
    world.call("stripe.customers.list", None)
    op, listing = world.operation("stripe.customers.create"), world.operation("stripe.customers.list")
    expected = [
        Call(op, {"email": "a@b.co"}, "k-1", world.services["stripe"].default_principal, "http"),
        Call(listing, {}, None, world.services["stripe"].default_principal, "python"),
    ]
    assert seen == expected
    for fast, slow in zip(seen, expected, strict=True):
        for f in dataclasses.fields(Call):
            assert getattr(fast, f.name) == getattr(slow, f.name), f.name


def test_the_worlds_context_and_entry_are_the_functions() -> None:
    """``World._execute`` builds the call's context and blank ledger entry inline: every slot as
    ``context.new_context`` and ``ledger.new_entry`` set it (a slot added there fails here)."""
    import dataclasses

    from toolproof.service.context import Context, new_context
    from toolproof.world.ledger import LedgerEntry, new_entry

    world = World(["stripe"], seed=0)
    seen: list[tuple[Context, LedgerEntry]] = []
    op = world.operations["stripe.customers.retrieve"]

    def spy(ctx: Context, p: Any) -> Any:
        seen.append((ctx, world_entry()))
        return op.handler(ctx, p)

    def world_entry() -> LedgerEntry:
        # The entry is not in the ledger until the call returns: take it from _execute's frame.
        import sys

        frame = sys._getframe(2)
        while frame.f_code.co_name != "_execute":
            assert frame.f_back is not None
            frame = frame.f_back
        entry: LedgerEntry = frame.f_locals["entry"]
        return dataclasses.replace(entry)

    world.operations[op.name] = replaced = dataclasses.replace(op, handler=spy)
    customer = world.rows("stripe_customers")[0]["id"]
    world.call(op.name, {"customer": customer}, idempotency_key="k-2", principal="acct_x", transport="mcp")
    ((ctx, entry),) = seen
    expected = new_context(world.conn, world.clock, world.rng, "stripe", replaced, "acct_x", world, None)
    for name in Context.__slots__:
        if name == "cursor":
            # The one slot the world sets otherwise: its kept cursor of the same connection, which
            # the call's savepoint statements use too (``new_context`` gives the connection itself).
            assert expected.cursor is world.conn
            assert ctx.cursor is world._cursor
            assert ctx.cursor.connection is world.conn
            continue
        assert getattr(ctx, name) == getattr(expected, name), name
    blank = new_entry(1, world.clock.now, op.name, {"customer": customer}, False, "mcp", "acct_x", "k-2")
    for f in dataclasses.fields(LedgerEntry):
        assert getattr(entry, f.name) == getattr(blank, f.name), f.name


_key_parts = st.one_of(
    st.text(alphabet=st.characters(codec="utf-8"), max_size=4),
    st.sampled_from(['"', '","', "\\", '["', '"]', ",", "é"]),
    st.integers(min_value=-(2**63), max_value=2**63 - 1),
)


@settings(max_examples=300)
@given(st.lists(_key_parts, min_size=1, max_size=3))
def test_a_journal_key_reads_as_its_json(parts: list[Any]) -> None:
    """``_key_of`` reads the keys SQLite's ``json_array`` writes (one string, several strings,
    numbers, quotes, backslashes, separators inside the strings) as the JSON decoder does."""
    import sqlite3

    from toolproof.world.world import _key_of

    conn = sqlite3.connect(":memory:")
    text = conn.execute(f"SELECT json_array({', '.join('?' * len(parts))})", parts).fetchone()[0]
    assert _key_of(text) == tuple(json.loads(text))


@settings(max_examples=300)
@given(
    st.one_of(
        st.recursive(
            st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), st.text(max_size=4)),
            lambda inner: (
                st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner, max_size=3)
            ),
            max_leaves=8,
        ).map(json.dumps),
        st.text(alphabet=' {}[]"ab1,:.-eE\\nul', max_size=10),
    ),
    st.sampled_from(["", " ", "\n", "x"]),
    st.sampled_from(["", " "]),
)
def test_loads_answers_as_json_loads(text: str, after: str, before: str) -> None:
    """``rowtext.loads``: the same value, or the same error, as ``json.loads`` (text around the value
    included)."""
    from toolproof.world.rowtext import loads

    whole = before + text + after
    try:
        expected: Any = ("ok", json.loads(whole))
    except ValueError as exc:
        expected = ("error", str(exc))
    try:
        got: Any = ("ok", loads(whole))
    except ValueError as exc:
        got = ("error", str(exc))
    assert json.dumps(got) == json.dumps(expected)
