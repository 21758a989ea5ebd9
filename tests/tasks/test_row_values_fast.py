"""The row-bound values check's fast path (:mod:`toolproof.tasks.row_values`: the told texts and what the
episode did read first, each body split once per episode, ids indexed without recursion, only the
amounts still open looked for among other rows) gives the verdicts of the straightforward reading
below (every clause splits every body, then grounds every value on each side) on generated episodes;
and :func:`toolproof.tasks.grader.without_proposals` is the proposal regex's substitution."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.tasks.test_row_values import INDEX, NOV15, NOV27
from toolproof.tasks import amounts, moments
from toolproof.tasks.grader import _PROPOSAL, without_proposals
from toolproof.tasks.names import Name, NameIndex, scalars
from toolproof.tasks.row_values import (
    _APART,
    Episode,
    _side,
    acted_ids,
    bound_clauses,
    false_row_values,
    narrowed,
    row_ids,
    split,
    table_ids,
)


def _ids_in(value: Any, known: frozenset[str], found: dict[int, frozenset[str]]) -> frozenset[str]:
    if isinstance(value, str):
        return frozenset((value,)) if value in known else frozenset()
    items = value.values() if isinstance(value, Mapping) else value if isinstance(value, list | tuple) else ()
    here = frozenset().union(*(_ids_in(item, known, found) for item in items))
    if isinstance(value, Mapping | list | tuple):
        found[id(value)] = here
    return here


def _reference_split(rows: Sequence[Name], index: NameIndex, episode: Episode) -> tuple[list[Any], ...]:
    every = {t: table_ids(index, t) for t in {n.table for n in rows}}
    own: dict[str, frozenset[str]] = {}
    for n in rows:
        own[n.table] = own.get(n.table, frozenset()) | row_ids(n)
    known = frozenset().union(*every.values())
    mine: list[Any] = []
    neutral: list[Any] = []
    others: list[Any] = []

    def about(value: Any, found: dict[int, frozenset[str]]) -> None:
        side = _side(found.get(id(value), frozenset()), own, every)
        if side == "mixed":  # its parts, last first (the order the check's stack visits them in)
            for item in reversed(list(value.values() if isinstance(value, Mapping) else value)):
                about(item, found)
        else:
            {"own": mine, "other": others, "none": neutral}[side].append(value)

    def own_parts(value: Any, found: dict[int, frozenset[str]]) -> None:
        side = _side(found.get(id(value), frozenset()), own, every)
        if side == "own":
            mine.append(value)
        elif side == "mixed":
            for item in reversed(list(value.values() if isinstance(value, Mapping) else value)):
                own_parts(item, found)

    for args, body in episode.reads:
        whose = _side(frozenset(scalars(args)) & known, own, every)
        if whose in ("own", "other"):
            (mine if whose == "own" else others).append(body)
            # (generic29) a read about other rows: the named rows' own records in it are theirs too
            found_other: dict[int, frozenset[str]] = {}
            if whose == "other" and _ids_in(body, known, found_other):
                own_parts(body, found_other)
            continue
        found: dict[int, frozenset[str]] = {}
        if _ids_in(body, known, found):
            about(body, found)
        else:
            neutral.append(body)
    return mine, neutral, others


def _reference_narrowed(rows: Sequence[Name], clause: str, acted: frozenset[str]) -> tuple[Name, ...]:
    if _APART.search(clause):
        return tuple(rows)
    out = []
    for row in rows:
        same = [n for n in rows if n.table == row.table and n.folded == row.folded]
        hit = [n for n in same if row_ids(n) & acted]
        if not (len(same) > 1 and hit and row not in hit):
            out.append(row)
    return tuple(out)


def _reference(message: str, index: NameIndex, episode: Episode, acted: frozenset[str]) -> list[str]:
    """Every clause: split every body, ground each stated value on the rows' side and on the others'."""
    out = []
    for clause in bound_clauses(message, index):
        rows = _reference_narrowed(clause.rows, clause.text, acted) if acted else clause.rows
        text = clause.text
        own_bodies, neutral, others = _reference_split(rows, index, episode)
        if not others:
            continue
        done = [*episode.changed, *episode.writes]
        mine = moments.Grounds(text, episode.stamps)
        for told in episode.texts:
            mine.text(told, told=True)
        for row in [*episode.typed, *done]:
            mine.data(row)
        mine.stamp_keys = frozenset()
        for body in [*own_bodies, *neutral]:
            mine.data(body)
        theirs = moments.Grounds(text)
        for body in others:
            theirs.data(body)
        mine.zones |= theirs.zones
        theirs.zones |= mine.zones
        mine.finish()
        theirs.finish()
        out += [
            text[d.start : d.end]
            for d in moments.dates(text)
            if theirs.has_date(d.day) and not mine.has_date(d.day)
        ]
        for t in moments.times(text):
            if t.start >= 2 and text[t.start - 1] in "+-" and text[t.start - 2].isdigit():
                continue
            clock = (None, t.hour, t.minute, t.zone)
            if theirs.has_clock(*clock) and not mine.has_clock(*clock):
                out.append(text[t.start : t.end])
        values = [a.value for a in amounts.stated(text)]
        mine_a, theirs_a = amounts.Grounds(values, values), amounts.Grounds(values, values)
        for told in episode.texts:
            mine_a.text(told)
        for row in [*done, *own_bodies, *neutral]:
            mine_a.data(row)
        for row in others:
            theirs_a.data(row)
        out += [
            text[a.start : a.end]
            for a in amounts.stated(text)
            if a.value in theirs_a and a.value not in mine_a
        ]
    return out


IDS = ["prod_T", "prod_S", "cus_A", "cus_B", "cus_C", "ev_2", "ev_17", "sub_9"]
DATES = ["2026-11-15", "2026-11-27", "2026-11-16", "2026-11-02T16:00:00Z", "2026-11-17T15:15:00-05:00"]
leaf = st.one_of(
    st.sampled_from(IDS),
    st.sampled_from(DATES),
    st.sampled_from([NOV15, NOV27, 900, 7900, 4915, 12]),
    st.sampled_from(["usd", "$9.00 due", "ends 27 November at 16:00", "Mei Rossi", "Europe/London"]),
    st.none(),
)
#: A row of one of the index's tables with a value of its own: what makes another row's value.
record = st.fixed_dictionaries(
    {"id": st.sampled_from(IDS), "currency": st.just("usd")},
    optional={
        "amount": st.sampled_from([900, 7900, 4915]),
        "end": st.sampled_from([NOV15, NOV27, *DATES]),
        "note": st.sampled_from(["$9.00 due", "ends 27 November at 16:00"]),
    },
)
body = st.recursive(
    st.one_of(leaf, record),
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.dictionaries(st.sampled_from(["data", "customer", "product", "items", "note"]), inner, max_size=4),
    ),
    max_leaves=10,
)
args = st.dictionaries(
    st.sampled_from(["customer", "query", "calendarId"]), st.sampled_from([*IDS, "primary"]), max_size=2
)
NAMES = [
    "Mei Rossi and Roadmap jam",
    "Team",
    "Starter",
    "Mei Rossi",
    "Farah Okafor",
    "Roadmap jam",
    "cus_B",
    "the plan",
]
VALUES = [
    "$9.00",
    "$79.00",
    "$49.15",
    "November 27, 2026",
    "15 Nov 2026",
    "16:00 UTC",
    "3:15 PM",
    "2026-11-17T15:15-05:00",
]
values = st.lists(st.sampled_from(VALUES), min_size=1, max_size=2).map(" and ".join)
clause = st.tuples(st.sampled_from(NAMES), values, st.sampled_from(["", " the other", " not"]))
message = st.lists(clause, min_size=1, max_size=4).map(
    lambda cs: " ".join(f"{n}{w} is {v}." for n, v, w in cs)
)


@settings(max_examples=300, deadline=None)
@given(
    message,
    st.lists(st.tuples(args, body), max_size=5),
    st.lists(body, max_size=2),
    st.lists(st.sampled_from(["cancel it on November 27, 2026", "the $9.00 plan", "nothing"]), max_size=2),
    st.booleans(),
)
def test_the_fast_path_agrees_with_the_straightforward_reading(
    said: str, reads: list[tuple[Any, Any]], writes: list[Any], texts: list[str], done: bool
) -> None:
    episode = Episode(texts, [], [], writes, reads)
    acted = acted_ids(episode) if done else frozenset()
    expected = _reference(said, INDEX, episode, acted)
    assert [s.said for s in false_row_values(said, INDEX, episode, acted)] == expected
    # asked again (the split kept per episode and rows), the same
    assert [s.said for s in false_row_values(said, INDEX, episode, acted)] == expected
    for c in bound_clauses(said, INDEX):
        rows = narrowed(c.rows, c.text, acted) if acted else c.rows
        parts = split(rows, INDEX, episode)
        assert (parts.own_bodies, parts.neutral, parts.others) == _reference_split(rows, INDEX, episode)


@given(message, st.frozensets(st.sampled_from(IDS)))
def test_narrowing_agrees_with_the_straightforward_reading(said: str, acted: frozenset[str]) -> None:
    for c in bound_clauses(said, INDEX):
        assert narrowed(c.rows, c.text, acted) == _reference_narrowed(c.rows, c.text, acted)


WORDS = ["Should I", "shall i", "Can I", "may I", "Do you want me to", "would you like me to", "refund",
         "$49.15", "?", ".", "\n", "3.5", "book it", "Friday", "I can"]  # fmt: skip


@given(st.lists(st.sampled_from(WORDS), max_size=12).map(" ".join))
def test_without_proposals_is_the_proposal_regexs_substitution(text: str) -> None:
    assert without_proposals(text) == (_PROPOSAL.sub("", text) if "?" in text else text)


def test_every_open_amount_is_looked_for_among_the_other_rows() -> None:
    other = {"id": "prod_S", "currency": "usd", "amount": 900, "fee": 4915}
    reads: list[tuple[Any, Any]] = [
        ({}, {"data": [{"id": "prod_T", "currency": "usd", "amount": 7900}, other]})
    ]
    episode = Episode(["the $79.00 plan"], [], [], [], reads)
    said = "Team is $79.00, then $9.00 and $49.15 on November 27, 2026."
    expected = _reference(said, INDEX, episode, frozenset())
    assert expected == ["$9.00", "$49.15"]
    assert [s.said for s in false_row_values(said, INDEX, episode, frozenset())] == expected
