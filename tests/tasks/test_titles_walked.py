"""The titles a person-title walk reads (:func:`toolproof.tasks.person_titles.shown_titles`), each item's
reads remembered by its bytes (:func:`toolproof.tasks.person_keys.walked`, perf26), against the one
stack walk over all of them it replaces (:func:`walked_once` below, the old body verbatim): the same
names, in the same order, with the same titles, whether an item was remembered or not.

Items are Slack-like members (``profile.title``, ``real_name``), Box-like users (``job_title``, ``name``,
``login``), lists of them, nested envelopes, tuples, a ``dict`` subclass (walked, never remembered),
titles that are no job ("External, Kite & Co"), blank titles, and the same objects shared between items.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from toolproof.tasks import person_keys
from toolproof.tasks.person_keys import at_path, names_of
from toolproof.tasks.person_titles import UNTITLED, _is_title, declared, shown_titles


def walked_once(services: Sequence[str], data: Iterable[Any]) -> dict[str, set[str]]:
    """``shown_titles`` as it was before perf26."""
    decls = declared(tuple(services))
    out: dict[str, set[str]] = {}
    if not decls:
        return out
    firsts = {d.title.split(".")[0] for d in decls}
    stack = list(data)
    while stack:
        value = stack.pop()
        if isinstance(value, Mapping):
            if firsts & value.keys():
                for decl in decls:
                    title = at_path(value, decl.title)
                    if isinstance(title, str) and title.strip():
                        shown = title.strip() if _is_title(title.strip()) else UNTITLED
                        for name in names_of(value, decl.names, decl.emails):
                            out.setdefault(name, set()).add(shown)
            stack.extend(value.values())
        elif isinstance(value, list | tuple):
            stack.extend(value)
    return out


class Row(dict[str, Any]):
    """A mapping ``marshal`` refuses: walked every time."""


_NAMES = st.sampled_from(["Priya Shah", "Sam", "Dana Whitfield", "dana whitley", " ", "Jake O'Neil"])
_TITLES = st.sampled_from(["Backend Engineer", "Head of Sales", "External, Kite & Co", "", "  ", "CFO"])
_SLACK = st.builds(
    lambda n, t, d: {"id": "U1", "real_name": n, "profile": {"title": t, "display_name": d}},
    _NAMES, _TITLES, _NAMES,
)  # fmt: skip
_SLACK_FLAT = st.builds(lambda n, t: {"real_name": n, "title": t}, _NAMES, _TITLES)
_BOX = st.builds(
    lambda n, t, login: {"type": "user", "name": n, "job_title": t, "login": login},
    _NAMES, _TITLES, st.sampled_from(["priya.shah@x.io", "sam@x.io", "nobody", "d.w-1@x.io"]),
)  # fmt: skip
_PEOPLE = st.one_of(_SLACK, _SLACK_FLAT, _BOX)
_ITEMS = st.recursive(
    _PEOPLE | st.sampled_from([1, "x", None, True]),
    lambda inner: st.one_of(
        st.lists(inner, max_size=3),
        st.lists(inner, max_size=3).map(tuple),
        st.dictionaries(st.sampled_from(["ok", "members", "entries", "user"]), inner, max_size=2),
        _PEOPLE.map(Row),
    ),
    max_leaves=8,
)
_SERVICES = st.sampled_from([("slack",), ("box",), ("slack", "box"), ("stripe",)])


@settings(max_examples=300, deadline=None)
@given(_SERVICES, st.lists(st.lists(_ITEMS, max_size=5), min_size=1, max_size=4))
def test_remembered_reads_give_the_walks_titles_in_its_order(
    services: tuple[str, ...], episodes: list[list[Any]]
) -> None:
    person_keys._WALKED.clear()
    person_keys._WALKED_HELD[0] = 0
    for data in [*episodes, *episodes]:  # the second round reads every plain item from the memo
        new, old = shown_titles(services, data), walked_once(services, data)
        assert list(new.items()) == list(old.items())


def test_a_shared_item_is_read_once_and_a_subclass_never_remembered() -> None:
    person_keys._WALKED.clear()
    person_keys._WALKED_HELD[0] = 0
    member = {"real_name": "Priya Shah", "profile": {"title": "Head of Sales"}}
    data = [member, [member], Row(real_name="Sam", title="External, Kite & Co")]
    assert shown_titles(("slack",), data) == {
        "sam": {UNTITLED}, "priya shah": {"Head of Sales"}, "priya": {"Head of Sales"}
    }  # fmt: skip
    assert len(person_keys._WALKED) == 2  # the member and the list; the Row is walked


def test_the_memo_is_emptied_at_its_bound(monkeypatch: Any) -> None:
    person_keys._WALKED.clear()
    person_keys._WALKED_HELD[0] = 0
    monkeypatch.setattr(person_keys, "WALKED_MEMO_BYTES", 60)
    for n in range(3):
        body = {"real_name": f"Person {n}", "profile": {"title": "CFO"}}
        assert shown_titles(("slack",), [body]) == walked_once(("slack",), [body])
    assert len(person_keys._WALKED) == 1
