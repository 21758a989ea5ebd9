"""The remembered grade (tasks/grade_memo.py): a repeat of an episode's inputs gets that episode's grade,
as a copy; any input that differs, even by type, is graded again.

The whole-suite proof (every episode of ``core`` and ``company`` under every reference agent, two
trials, graded with the memo off and on, byte for byte) is in performance.md, round 21; these tests
hold the properties it rests on with a real episode's inputs.
"""

from __future__ import annotations

import asyncio
import copy
import dataclasses
import enum
import importlib
import marshal
import re
from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import toolproof.agents.run as episode_runner
import toolproof.tasks.grade_memo as memo
from tests.support.graded import everything_seen as _seen
from tests.support.graded import grades_handed
from tests.support.suites import load_suite
from toolproof.service.wire import Response
from toolproof.tasks.grader import Grade, Signals, grade
from toolproof.world.diff import RowChange
from toolproof.world.ledger import LedgerEntry

TASK = "stripe.partial-refund-damaged-item"


@pytest.fixture(autouse=True)
def fresh_memo() -> Iterator[None]:
    memo.clear()
    yield
    memo.clear()
    memo.ENABLED = True


@pytest.fixture(scope="module")
def inputs() -> dict[str, Any]:
    """The arguments ``run_episode`` hands ``grade`` for a read-then-refund episode of a core task,
    but the end's image (``diff_image``: these tests change and copy the diff, keyed by its value;
    the image's key is held by the tests after them)."""
    task = next(t for t in load_suite("core") if t.id == TASK)

    async def agent(episode: Any) -> None:
        found = await episode.call("stripe.charges.retrieve", {"charge": charge[0]})
        await episode.call("stripe.refunds.create", {"charge": found.body["id"], "amount": 800})
        episode.finish("done", "Refunded $8.00 of order #10245.")

    from toolproof.tasks.refs import resolve_refs
    from toolproof.world.pool import WorldPool

    pool = WorldPool()
    world = pool.acquire(task.services, seed=task.seed, fixture=task.fixture)
    charge = [str(resolve_refs(task, world.store)["charge"])]
    pool.release(world)
    with grades_handed() as handed:
        result = asyncio.run(episode_runner.run_episode(task, agent, agent_name="t"))
    assert result.passed, result.grade
    *_, (seen, _) = handed  # the episode's one grade
    seen.pop("diff_image")
    return seen


def _grade(inputs: dict[str, Any], **changed: Any) -> Grade:
    args = {**inputs, **changed}
    return grade(args.pop("task"), args.pop("refs"), args.pop("diff"), args.pop("ledger"), **args)


def test_a_repeat_is_remembered_and_returned_as_a_copy(inputs: dict[str, Any]) -> None:
    first = _grade(inputs)
    assert len(memo._MEMO) == 1
    again = _grade(inputs)
    assert again is not first
    assert _seen(again) == _seen(first)
    assert again.diff is inputs["diff"]
    assert again.verdicts is not first.verdicts
    assert again.signals is not first.signals
    # What a caller does to a grade it was handed changes neither the memo nor the next answer.
    again.verdicts.clear()
    again.signals.extra_rows = 99
    again.acts_as["stripe"] = "someone"
    first.verdicts.pop()
    memo.ENABLED = False
    graded_again = _grade(inputs)
    memo.ENABLED = True
    assert _seen(_grade(inputs)) == _seen(graded_again)


def test_a_deep_copy_of_the_inputs_hits(inputs: dict[str, Any]) -> None:
    """The key is the inputs' values, not their identity (a later episode's diff and ledger are new
    objects); the program (the task, the services' rules), the name index and (world31) the start view
    are the same objects from one episode to the next."""
    first = _grade(inputs)
    kept = ("task", "names", "benign", "start")
    copied = {k: v if k in kept else copy.deepcopy(v) for k, v in inputs.items()}
    hits = len(memo._MEMO)
    again = _grade(copied)
    assert len(memo._MEMO) == hits
    assert _seen(again) == _seen(first)
    assert again.diff is copied["diff"]


def _changed_ledger(inputs: dict[str, Any], body_value: Any) -> Any:
    ledger = copy.deepcopy(inputs["ledger"])
    entry: LedgerEntry = ledger.entries[0]
    body = dict(entry.response.body)
    body["amount_refunded"] = body_value
    entry.response = Response(entry.response.status, body)
    return ledger


@pytest.mark.parametrize("change", ["message", "claim", "body int", "body float", "body bool", "diff"])
def test_any_difference_is_graded_again(inputs: dict[str, Any], change: str) -> None:
    _grade(inputs)
    before = inputs["ledger"].entries[0].response.body["amount_refunded"]
    assert type(before) is int
    changed: dict[str, Any]
    if change == "message":
        changed = {"message": inputs["message"] + " "}
    elif change == "claim":
        changed = {"claim": "failed"}
    elif change == "body int":
        changed = {"ledger": _changed_ledger(inputs, before + 1)}
    elif change == "body float":
        changed = {"ledger": _changed_ledger(inputs, float(before))}
    elif change == "body bool":
        changed = {"ledger": _changed_ledger(inputs, before == 0)}
    else:
        diff = copy.deepcopy(inputs["diff"])
        row = next(t for t in diff.tables.values() if t.changed).changed[0]
        row.after["metadata"] = {"note": "other"}
        changed = {"diff": diff}
    remembered = len(memo._MEMO)
    _grade(inputs, **changed)
    assert len(memo._MEMO) == remembered + 1


def test_values_that_are_not_plain_are_graded_not_remembered(inputs: dict[str, Any]) -> None:
    class Text(str):
        pass

    ledger = copy.deepcopy(inputs["ledger"])
    ledger.entries[0].params = {"charge": Text(ledger.entries[0].params["charge"])}
    g = _grade(inputs, ledger=ledger)
    assert memo._MEMO == {}
    assert g.passed


def test_off_grades_every_time(inputs: dict[str, Any]) -> None:
    memo.ENABLED = False
    _grade(inputs)
    assert memo._MEMO == {}


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=1, max_value=6))
def test_the_memo_is_bounded(inputs: dict[str, Any], limit: int) -> None:
    memo.clear()
    old = memo.MAX_ENTRIES
    memo.MAX_ENTRIES = limit
    try:
        for n in range(limit + 3):
            _grade(inputs, message=f"Refunded $8.00 of order #10245 ({n}).")
            assert len(memo._MEMO) <= limit
        assert memo._key_bytes == sum(map(len, memo._MEMO))
    finally:
        memo.MAX_ENTRIES = old


def test_the_key_reads_every_field_the_grade_may_read() -> None:
    """A field added to a ledger entry, a turn or a row change is in the key by the field lists; the
    two left out are a row change's ``paths`` (a cache of its value) and a response's headers, which
    nothing under toolproof/tasks reads."""
    entry_fields = {f.name for f in dataclasses.fields(LedgerEntry)}
    assert set(memo._ENTRY_FIELDS) == entry_fields - {"response", "changes"}
    assert set(memo._CHANGE_FIELDS) == {f.name for f in dataclasses.fields(RowChange)} - {"paths"}
    assert set(Response.__slots__) == {
        "_headers",
        "_later",
        "body",
        "delay",
        "dribble",
        "status",
        "transport_fault",
    }
    tasks = Path(memo.__file__).parent
    readers = [p.name for p in tasks.rglob("*.py") if re.search(r"\.headers\b|_later\b", p.read_text())]
    assert readers == []


@settings(max_examples=200, deadline=None)
@given(
    st.tuples(*(st.one_of(st.none(), st.booleans(), st.integers(-5, 5)) for _ in dataclasses.fields(Signals)))
)
def test_signals_are_copied_as_replace_copies_them(values: tuple[Any, ...]) -> None:
    """A hit's signals: a new object equal to ``dataclasses.replace`` of the remembered one, field by
    field and type by type (the copy passes each field positionally, in declared order)."""
    signals = Signals(*values)
    copied, replaced = memo._copy_signals(signals), dataclasses.replace(signals)
    assert copied is not signals
    assert type(copied) is Signals
    assert copied == replaced
    for field in dataclasses.fields(Signals):
        assert getattr(copied, field.name) is getattr(replaced, field.name)

    class Wider(Signals):
        pass

    assert type(memo._copy_signals(Wider(*values))) is Wider


def test_shared_and_copied_values_give_the_same_key(inputs: dict[str, Any]) -> None:
    """The key is written without back-references: a body object met twice (two entries handed the
    same response, as a replay may be) keys as two equal copies of it do."""
    shared = copy.deepcopy(inputs["ledger"])
    body = shared.entries[0].response.body
    shared.entries[1].response = Response(shared.entries[1].response.status, body)
    copied = copy.deepcopy(shared)
    copied.entries[1].response = Response(shared.entries[1].response.status, copy.deepcopy(body))
    assert copied.entries[1].response.body is not copied.entries[0].response.body

    def key(ledger: Any) -> bytes | None:
        return memo.key_of(
            None, inputs["refs"], inputs["diff"], ledger, inputs["claim"], inputs["message"],
            inputs["primary_keys"], inputs["transcript"], inputs["names"],
        )  # fmt: skip

    assert key(shared) is not None
    assert key(shared) == key(copied)


class _Kind(enum.Enum):
    A = "a"


@pytest.mark.parametrize(
    "value", [_Kind.A, Decimal("8.00"), object(), 1j], ids=["enum", "decimal", "object", "complex"]
)
def test_a_value_of_another_type_is_refused(inputs: dict[str, Any], value: Any) -> None:
    ledger = copy.deepcopy(inputs["ledger"])
    ledger.entries[0].params = {"charge": value}
    assert memo.key_of(
        None, inputs["refs"], inputs["diff"], ledger, inputs["claim"], inputs["message"],
        inputs["primary_keys"], inputs["transcript"], inputs["names"],
    ) is None  # fmt: skip


def test_a_cycle_is_refused() -> None:
    cycle: list[Any] = []
    cycle.append(cycle)
    with pytest.raises(ValueError, match="cyclic"):
        memo._plain_dumps(cycle)


def test_the_key_tells_types_apart() -> None:
    pairs = [(1, True), (1, 1.0), (0.0, -0.0), (b"a", bytearray(b"a")), (b"a", "a"), ((1,), [1]), (None, 0)]
    for a, b in pairs:
        assert memo._plain_dumps(a) != memo._plain_dumps(b), (a, b)


_plain = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text() | st.binary(),
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.lists(inner, max_size=4).map(tuple)
        | st.dictionaries(st.text(max_size=4), inner, max_size=4)
    ),
    max_leaves=20,
)


@settings(max_examples=400, deadline=None)
@given(_plain, _plain)
def test_the_key_splits_values_as_the_marshal_key_did(a: Any, b: Any) -> None:
    """Two plain values get the same key exactly when ``marshal.dumps(…, 2)`` (the key before round
    23) gave them the same bytes: no two inputs the old key told apart share a grade now, and every
    repeat that hit before hits now. Each value is also keyed against a deep copy of itself."""
    for x, y in ((a, b), (a, copy.deepcopy(a)), (a, [a, a]), ([a, a], [a, copy.deepcopy(a)])):
        assert (memo._plain_dumps(x) == memo._plain_dumps(y)) == (marshal.dumps(x, 2) == marshal.dumps(y, 2))


def _refund_episodes(amounts: list[int]) -> list[tuple[dict[str, Any], Grade]]:
    """One pooled episode per amount (read the charge, refund that amount of it): the arguments
    ``run_episode`` handed ``grade`` in each, and the grade it got."""
    from toolproof.tasks.refs import resolve_refs
    from toolproof.world.pool import WorldPool

    task = next(t for t in load_suite("core") if t.id == TASK)
    pool = WorldPool()
    world = pool.acquire(task.services, seed=task.seed, fixture=task.fixture)
    refs = resolve_refs(task, world.store)
    pool.release(world)

    def agent_of(amount: int) -> Any:
        async def agent(episode: Any) -> None:
            found = await episode.call("stripe.charges.retrieve", {"charge": str(refs["charge"])})
            await episode.call("stripe.refunds.create", {"charge": found.body["id"], "amount": amount})
            episode.finish("done", f"Refunded {amount} cents of order #10245.")

        return agent

    with grades_handed() as seen:
        for amount in amounts:
            asyncio.run(
                episode_runner.run_episode(task, agent_of(amount), agent_name="t", refs=dict(refs), pool=pool)
            )
    return seen


def test_an_ends_image_keys_the_diff_and_the_entry_holds_it() -> None:
    """``run_episode`` hands the grade the end memo's image: a repeated end hands the same object,
    which the grade memo keys (by identity, held) in place of the diff's tables; a grade answered
    that way equals the same inputs graded with the memo off."""
    diff_module = importlib.import_module("toolproof.world.diff")

    diff_module._END.clear()
    (first, graded_first), (second, graded_second) = _refund_episodes([800, 800])
    image = first["diff_image"]
    assert image is not None
    assert image is diff_module._END[next(iter(diff_module._END))][1]
    assert second["diff_image"] is image
    assert second["diff"] is not first["diff"]
    assert second["diff"] == first["diff"]
    assert len(memo._MEMO) == 1
    assert next(iter(memo._MEMO.values()))[2] is image
    memo.ENABLED = False
    unremembered = _grade({k: v for k, v in second.items() if k != "diff_image"})
    assert _seen(graded_second) == _seen(unremembered) == _seen(graded_first)
    assert graded_second.diff is second["diff"]


def test_a_key_by_image_is_never_a_key_by_tables() -> None:
    """The same inputs keyed by the image, by the diff's tables, and by another image of an equal
    diff: three keys; an image the entry does not hold is a miss, graded again."""
    diff_module = importlib.import_module("toolproof.world.diff")

    diff_module._END.clear()
    ((handed, first),) = _refund_episodes([800])
    image = handed["diff_image"]
    other = copy.deepcopy(image)
    program = object()

    def key(diff_image: object | None) -> bytes | None:
        return memo.key_of(
            program, handed["refs"], handed["diff"], handed["ledger"], handed["claim"], handed["message"],
            handed["primary_keys"], handed["transcript"], handed["names"], diff_image,
        )  # fmt: skip

    keys = {key(image), key(None), key(other)}
    assert None not in keys
    assert len(keys) == 3
    assert len(memo._MEMO) == 1
    again = _grade({**handed, "diff_image": other})
    assert len(memo._MEMO) == 2  # graded again and remembered under the other image
    assert _seen(again) == _seen(first)


def test_ends_of_different_refunds_are_graded_as_without_images() -> None:
    """Episodes whose ends repeat, differ and are refused (a read-only end: no image), interleaved:
    every grade equals the same inputs graded with the memo off and no image."""
    diff_module = importlib.import_module("toolproof.world.diff")

    diff_module._END.clear()
    seen = _refund_episodes([800, 300, 800, 10**9, 300, 800, 10**9])
    images = [handed["diff_image"] for handed, _ in seen]
    assert images[0] is images[2] is images[5]
    assert images[1] is images[4]
    assert images[0] is not images[1]
    assert images[3] is None
    assert images[6] is None
    assert [g.passed for _, g in seen] == [True, False, True, False, False, True, False]
    memo.ENABLED = False
    for handed, got in seen:
        assert _seen(got) == _seen(_grade({k: v for k, v in handed.items() if k != "diff_image"}))
