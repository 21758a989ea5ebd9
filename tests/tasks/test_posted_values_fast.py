"""The posts' phases built once per episode (:class:`toolproof.tasks.posted_values._Stripper`: every
entry stripped once, a value without a post's text returned itself) are the phases the straightforward
reading below builds (every post's phase walks its entries again and copies every argument and body
through :func:`~toolproof.tasks.posted_values._without_posts`), on generated arguments, bodies and
posts: the same texts, rows, arguments, reads, tallies and changes, list for list and type for type
(a tuple copied to a list stays a list), and so the same false values."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from types import SimpleNamespace
from typing import Any, Literal

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.support.walks import PlainMapping
from toolproof.tasks.evidence import received
from toolproof.tasks.posted_values import Phase, _Stripper, _without_posts, phase_of
from toolproof.world.ledger import LedgerEntry, RowEffect

KEYS = frozenset({"text", "body"})
#: Posts of every shape `_holds_post` tells apart: prose (found inside other strings), one word (only
#: as a whole string), padded, empty, and one holding the join's separator.
POSTS = ("Fjord pays $58.00 a month now", "Done", "  both Danas are on it today  ", "", "a\x00b c d e")


class _Text(str):
    """A string that is no str."""


_strings = st.one_of(
    st.sampled_from([*POSTS, "Done.", "done", "Fjord pays", "paid", "US", "x"]),
    st.builds(lambda a, b: a + b, st.sampled_from(POSTS), st.sampled_from(["", " ", " (edited)", "!"])),
    st.builds(lambda a, b: a + b, st.sampled_from(["Re: ", "> ", "", "\n"]), st.sampled_from(POSTS)),
    st.builds(_Text, st.sampled_from(POSTS)),
)
_leaves = st.one_of(_strings, st.integers(-3, 3), st.floats(allow_nan=False), st.booleans(), st.none())
_values = st.recursive(
    _leaves,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.lists(inner, max_size=3).map(tuple),
        st.dictionaries(st.sampled_from(["text", "body", "name", "id", "messages"]), inner, max_size=4),
        st.dictionaries(st.sampled_from(["text", "name"]), inner, max_size=3).map(PlainMapping),
    ),
    max_leaves=14,
)


def _same(a: Any, b: Any) -> bool:
    """Equal, and of the same types all the way down (``[1] == (1,)`` is false already; a dict and a
    mapping equal to it, or a str and its subclass, are told apart here)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, Mapping):
        return a.keys() == b.keys() and all(_same(a[k], b[k]) for k in a)
    if isinstance(a, list | tuple):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b, strict=True))
    return bool(a == b) or (a != a and b != b)


def _reference_phase(
    at: int,
    entries: Sequence[LedgerEntry],
    texts: Sequence[str],
    rows: Sequence[Any],
    said: tuple[str, ...],
    keys: frozenset[str],
) -> Phase:
    """``phase_of`` as posts13 wrote it: every entry copied through ``_without_posts`` per phase."""
    sent: list[Any] = []
    reads: list[tuple[Any, Any]] = []
    before: list[Any] = []
    after: list[Any] = []
    ops: Counter[str] = Counter()
    effects: dict[str, Counter[str]] = {}
    wrote = False
    for i, entry in enumerate(entries[: at + 1]):
        params = _without_posts(entry.params, said, keys)
        if entry.writes:
            sent.append(params)
        if i == at:
            break
        if entry.writes and entry.committed:
            wrote = True
            ops[entry.operation] += 1
            for change in entry.changes:
                effects.setdefault(change.table, Counter())[change.op] += 1
        if received(entry):
            body = _without_posts(entry.response.body, said, keys)
            reads.append((params, body))
            (after if wrote else before).append(body)
    tallies: list[tuple[str, int]] = list(ops.items())
    nets = []
    for table, kinds in effects.items():
        added, removed, changed = kinds["insert"], kinds["delete"], kinds["update"]
        tallies += [(table, added), (table, removed), (table, changed), (table, added + removed + changed)]
        nets.append((table, added, removed, changed))
    return Phase(list(texts), list(rows), sent, reads, tallies, nets, list(effects), before, after)


_said = st.lists(st.sampled_from(POSTS), min_size=1, max_size=3, unique=True).map(tuple)


@settings(max_examples=400, deadline=None)
@given(_values, _said)
def test_a_stripped_value_is_what_without_posts_returns(value: Any, said: tuple[str, ...]) -> None:
    got = _Stripper([], said, KEYS).strip(value)
    assert _same(got, _without_posts(value, said, KEYS))


@st.composite
def _entries(draw: st.DrawFn) -> list[LedgerEntry]:
    out = []
    for seq in range(draw(st.integers(1, 6))):
        writes, committed = draw(st.booleans()), draw(st.booleans())
        table = draw(st.sampled_from(["slack_messages", "stripe_refunds"]))
        op: Literal["insert", "update", "delete"] = draw(st.sampled_from(["insert", "update", "delete"]))
        changes = (RowEffect(table, ("k", str(seq)), op),) if writes and committed else ()
        status = draw(st.sampled_from([200, 200, 404]))
        entry = LedgerEntry(
            seq, 0.0, f"svc.op{seq % 3}", draw(_values), status, "ok", committed, writes, changes=changes
        )
        entry.delivered = draw(st.booleans()) or not writes
        if draw(st.integers(0, 4)):
            entry.response = SimpleNamespace(body=draw(_values), transport_fault=None)
        out.append(entry)
    return out


@settings(max_examples=300, deadline=None)
@given(_entries(), _said, st.lists(_values, max_size=2), st.data())
def test_the_posts_phases_share_their_stripped_entries_and_are_the_reference_phases(
    entries: list[LedgerEntry], said: tuple[str, ...], rows: list[Any], data: st.DataObject
) -> None:
    shared = _Stripper(entries, said, KEYS)
    ats = data.draw(st.lists(st.integers(0, len(entries)), min_size=1, max_size=4))
    for at in ats:  # in any order, each phase a prefix of the shared entries
        fast = phase_of(at, entries, ["told"], rows, said, KEYS, shared)
        alone = phase_of(at, entries, ["told"], rows, said, KEYS)
        want = _reference_phase(at, entries, ["told"], rows, said, KEYS)
        for phase in (fast, alone):
            assert [f for f in Phase.__slots__ if not _same(getattr(phase, f), getattr(want, f))] == []


def test_a_body_without_a_post_is_not_copied_and_one_with_a_post_is() -> None:
    body = {"messages": [{"text": "Fjord pays $58.00 a month now, confirmed"}, {"text": "other"}]}
    clean = {"messages": [{"text": "nothing here"}], "n": 2}
    stripper = _Stripper([], ("Fjord pays $58.00 a month now",), KEYS)
    assert stripper.strip(clean) is clean
    assert stripper.strip(body) == {"messages": [None, {"text": "other"}]}
    # a one-word post is no part of a longer string, and the join's match across two strings copies
    # (equal) rather than skips
    words = _Stripper([], ("Done",), KEYS)
    listing = {"states": ["Done", "Not done"]}
    assert words.strip(listing) == {"states": ["", "Not done"]}
    across = {"a": ["pays $58.00", "a month"]}
    assert _Stripper([], ("$58.00\x00a",), KEYS).strip(across) == across
