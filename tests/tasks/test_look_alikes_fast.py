"""A column's look-alikes read through :func:`toolproof.tasks.names._alike_to` (perf26) against
:func:`toolproof.tasks.names.alike`, which they replace in :meth:`NameIndex.look_alikes`: the same
answer for every pair, and the same ranked look-alikes for every name of an index.

Names are drawn from a small alphabet of letters, digits, spaces, ``@``, ``.``, ``_`` and ``-`` (so that
shared words, case-only differences, addresses whose local parts are alike or not, filler words and
near-spellings all occur), plus the hand-picked pairs the module's docstring names.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from toolproof.tasks.names import (
    SPELLED_ALIKE,
    Name,
    NameIndex,
    _alike_to,
    _negated,
    _Reading,
    alike,
    likeness,
)

_PIECES = st.sampled_from(
    [
        "Priya",
        "priya",
        "Shah",
        "Sharma",
        "Maya",
        "Maja",
        "billing",
        "billing-ops",
        "the",
        "of",
        "(1)",
        "7",
        "Budget",
        "Models",
        "ana",
        "anna",
        "@example.com",
        "@corp.io",
        "x",
        "ab",
        "ba",
        "é",
        "ß",
        "SS",
    ]
)
_NAMES = st.one_of(
    st.lists(_PIECES, min_size=1, max_size=4).map(" ".join),
    st.lists(_PIECES, min_size=1, max_size=3).map("".join),
    st.text(alphabet="abAB c@._-1é", min_size=1, max_size=14),
)


def _old_look_alikes(index: NameIndex, name: Name) -> tuple[Name, ...]:
    """:meth:`NameIndex.look_alikes` as it was before perf26: ``alike`` per name of the column."""
    others = {
        n.folded: n for n in index._columns.get((name.table, name.column), []) if alike(n.text, name.text)
    }
    return tuple(sorted(others.values(), key=lambda n: (_negated(likeness(n.text, name.text)), n.text)))


@settings(max_examples=600, deadline=None)
@given(_NAMES, _NAMES)
def test_alike_to_answers_as_alike(first: str, second: str) -> None:
    reading = _Reading.of(Name("t", "c", (1,), first))
    assert _alike_to(second)(reading) is alike(first, second)


@settings(max_examples=200, deadline=None)
@given(st.lists(_NAMES, min_size=1, max_size=12))
def test_look_alikes_as_before_for_every_name_of_a_column(texts: list[str]) -> None:
    names = tuple(Name("t", "c", (i,), text) for i, text in enumerate(texts))
    index = NameIndex(names)
    for name in names:
        assert index.look_alikes(name) == _old_look_alikes(index, name)


def test_one_matcher_across_a_column_keeps_each_pairs_ratio() -> None:
    """The matcher keeps ``second`` and takes each ``first`` in turn: a pair read after others answers
    as it does alone (``Maja`` beside ``Maya`` is spelled alike at 0.75; ``Mark`` is not)."""
    is_alike = _alike_to("Maya")
    read = [
        is_alike(_Reading.of(Name("t", "c", (i,), t))) for i, t in enumerate(["Mark", "Maja", "Zoe", "Maja"])
    ]
    assert read == [False, True, False, True]
    assert likeness("Maja", "Maya") == (0, 0.75)
    assert SPELLED_ALIKE <= 0.75


def test_case_only_differences_and_shared_words() -> None:
    is_alike = _alike_to("Priya Sharma")
    assert is_alike(_Reading.of(Name("t", "c", (1,), "PRIYA SHARMA"))) is False
    assert is_alike(_Reading.of(Name("t", "c", (2,), "Priya Shah"))) is True
    # an address is read by its local part: a shared domain makes no two alike
    assert _alike_to("ana@example.com")(_Reading.of(Name("t", "c", (3,), "zed@example.com"))) is False
