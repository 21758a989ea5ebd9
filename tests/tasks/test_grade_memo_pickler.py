"""The grade memo's key written by a kept pickler per thread (perf35): the same bytes as a new one.

:func:`toolproof.tasks.grade_memo._plain_dumps` used to make a ``BytesIO`` and a pickler per key; it
now keeps one per thread, writing to a list. These tests hold its bytes to a pickler made afresh for
each value (the old code, below), over any plain value, values of several pickle frames, after every
kind of refusal (a value of another type, a cycle, a nesting too deep) and from several threads at once.
"""

from __future__ import annotations

import io
import pickle
import sys
import threading
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from toolproof.tasks import grade_memo as memo


def _fresh(value: Any) -> bytes:
    """The key's bytes as the code before perf35 wrote them: a new pickler and buffer per value."""
    out = io.BytesIO()
    pickler = memo._PlainPickler(out, 5)
    pickler.fast = True
    pickler.dump(value)
    return out.getvalue()


_SCALARS = (
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False)
    | st.text(max_size=40)
    | st.binary(max_size=40)
)
_VALUES = st.recursive(
    _SCALARS,
    lambda inner: (
        st.lists(inner, max_size=6)
        | st.lists(inner, max_size=6).map(tuple)
        | st.dictionaries(st.text(max_size=10), inner, max_size=6)
    ),
    max_leaves=40,
)


@settings(max_examples=300, deadline=None)
@given(_VALUES, _VALUES)
def test_a_kept_pickler_writes_what_a_new_one_writes(first: Any, second: Any) -> None:
    for value in (first, second, first, (first, second)):
        assert memo._plain_dumps(value) == _fresh(value)


def test_values_of_several_frames_and_each_after_a_refusal_are_the_same_bytes() -> None:
    class Text(str):
        pass

    cycle: list[Any] = []
    cycle.append(cycle)
    deep: Any = []
    for _ in range(sys.getrecursionlimit() * 2):
        deep = [deep]
    big = {f"k{i}": "x" * 1000 for i in range(300)}  # ≈ 300 KB: several 64 KiB frames
    many = [b"y" * 100_000, "z" * 70_000, big]  # values written outside a frame too
    plain = ({"a": [1, 2.5, True, None]}, "é", b"\x00")
    for value in (big, many, plain):
        assert memo._plain_dumps(value) == _fresh(value)
    refusals: list[tuple[Any, type[BaseException]]] = [
        ((Text("x"),), ValueError),
        ([1, 2, {"k": object()}], ValueError),
        (cycle, ValueError),
        (deep, RecursionError),
        ([big, object()], ValueError),  # refused after a whole frame was written
    ]
    for value, error in refusals:
        with pytest.raises(error):
            memo._plain_dumps(value)
        for after in (plain, big, many):
            assert memo._plain_dumps(after) == _fresh(after)


def test_each_thread_writes_its_own_keys() -> None:
    values = [{"thread": n, "rows": [{"i": i, "s": "v" * (i % 50)} for i in range(200)]} for n in range(4)]
    expected = [_fresh(v) for v in values]
    wrong: list[int] = []
    start = threading.Barrier(len(values))

    def key_many(n: int) -> None:
        start.wait()
        for _ in range(300):
            if memo._plain_dumps(values[n]) != expected[n]:
                wrong.append(n)

    threads = [threading.Thread(target=key_many, args=(n,)) for n in range(len(values))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert wrong == []
    assert pickle.loads(memo._plain_dumps(values[0])) == values[0]
