"""(perf49) Stop 70's speed-only cuts in a fresh grade's readings give what the code before them gave.

* :func:`toolproof.tasks.unread_names.fold` takes ``lower`` alone for an ASCII text (and
  :meth:`Shown.of <toolproof.tasks.unread_names.Shown.of>` inline): checked against the full fold (NFC, case
  folded, curly apostrophes straight) on drawn text, ASCII and not.
* :func:`toolproof.tasks.replies._known_addresses` is made once per name index, its names and the people
  tables: the same set the comprehension made on every call, and made again when the index's names are
  another tuple.
* :meth:`toolproof.tasks.replies.Spoken.data` tells an exact ``dict`` by its type and skips a scalar where it
  lies: the walk leaves a :class:`Spoken` equal, field for field, to the ``isinstance`` walk it replaced
  (copied here as the reference), on drawn nested data that mixes exact types with subclasses and a
  ``Mapping`` that is no ``dict``.
"""

from __future__ import annotations

import unicodedata
from collections import OrderedDict
from collections.abc import Iterator, Mapping
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from toolproof.tasks import replies
from toolproof.tasks.names import Name, NameIndex
from toolproof.tasks.unread_names import Shown, fold


def _full_fold(text: str) -> str:
    """The fold as it was before stop 70: every text through NFC and ``casefold``."""
    return unicodedata.normalize("NFC", text).casefold().replace("’", "'").replace("‘", "'")


@settings(max_examples=400, deadline=None)
@given(st.one_of(st.text(alphabet=st.characters(max_codepoint=127)), st.text()))
def test_fold_is_the_full_fold(text: str) -> None:
    assert fold(text) == _full_fold(text)
    shown = Shown.of([text, "Sam O’Connor", "STRASSE straße", "İstanbul"])
    assert shown.texts == [_full_fold(t) for t in [text, "Sam O’Connor", "STRASSE straße", "İstanbul"] if t]


def test_fold_ascii_and_not() -> None:
    assert fold("Sam O'Connor") == "sam o'connor"
    assert fold("Sam O’Connor") == "sam o'connor"
    assert fold("Straße") == "strasse"
    assert fold("Cafe\u0301") == "café"  # NFC composes the accent


def _index(names: tuple[Name, ...]) -> NameIndex:
    return NameIndex(names, people=frozenset({"gcal_users"}))


def _comprehension(index: NameIndex, people: frozenset[str]) -> frozenset[str]:
    """What ``outside_guests`` computed on every call before stop 70."""
    return frozenset(
        a.casefold()
        for n in index.names
        for a in (*n.aliases, *(str(k) for k in n.key))
        if n.table in people or replies._named_by_local(n.text, a)
    )


def test_known_addresses_once_per_index_and_names() -> None:
    names = (
        Name("gcal_users", "name", ("priya@fjordpay.example",), "Priya Nair", ("priya@fjordpay.example",)),
        Name("customers", "name", ("cus_1",), "Tom Becker", ("tom.becker@borealis.example",)),
        Name("customers", "name", ("cus_2",), "Borealis Health", ("tom.becker@borealis.example",)),
    )
    index = _index(names)
    people = frozenset({"gcal_users"})
    replies._KNOWN.clear()
    first = replies._known_addresses(index, people)
    assert first == _comprehension(index, people)
    assert "tom.becker@borealis.example" in first
    assert "cus_2" not in first
    assert replies._known_addresses(index, people) is first  # remembered
    assert replies._known_addresses(index, frozenset()) == _comprehension(index, frozenset())
    index.names = names[:1]  # another tuple: made again, not answered from the memo
    assert replies._known_addresses(index, people) == _comprehension(index, people) != first


class _Before(replies.Spoken):
    """The walk as it was before stop 70 (every value asked by ``isinstance``)."""

    def data(self, value: Any, within: tuple[str, str] = ("", "")) -> None:
        if isinstance(value, Mapping):
            title = next((v for k in replies._TITLES if isinstance(v := value.get(k), str) and v), None)
            here = (str(value.get("id") or ""), title) if title else within
            for said in self._declarations:
                words = next((value[k] for k in said.words if k in value), None)
                if not words or not isinstance(words, str | int | float):
                    continue
                if words in said.silent:
                    for key in said.author:
                        if key in value:
                            self.present |= replies._author_of(value[key])
                            if said.answers:
                                for author in replies._author_of(value[key]):
                                    self.fixed.setdefault(author, set())
                                    self.pending.add(author)
                                    self._answer(author, within, (), pending=True)
                    continue
                kinds = said.kinds(words)
                for key in said.author:
                    if key in value:
                        for author in replies._author_of(value[key]):
                            self.kinds.setdefault(author, set()).update(kinds)
                            if said.answers:
                                self.fixed.setdefault(author, set()).update(kinds)
                                self._answer(author, within, kinds, pending=False)
            for item in value.values():
                if isinstance(item, Mapping | list | tuple):
                    self.data(item, here)
        elif isinstance(value, list | tuple):
            for item in value:
                self.data(item, within)


class _Frozen(Mapping[str, Any]):
    """A ``Mapping`` that is no ``dict``."""

    def __init__(self, data: dict[str, Any]) -> None:
        self._data = data

    def __getitem__(self, key: str) -> Any:
        return self._data[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._data)

    def __len__(self) -> int:
        return len(self._data)


class _Str(str):
    pass


class _List(list[Any]):
    pass


_KEYS = ["email", "responseStatus", "summary", "id", "user", "text", "status", "accessible_by", "name", "x"]
_WORDS = ["accepted", "declined", "tentative", "needsAction", "pending", "hi", "", "ann@x.example"]
_scalar = st.one_of(
    st.sampled_from(_WORDS),
    st.sampled_from(_WORDS).map(_Str),
    st.integers(-2, 2),
    st.booleans(),
    st.none(),
    st.floats(allow_nan=False, width=16),
)


def _wrap(kind: int, data: dict[str, Any]) -> Any:
    return (dict, OrderedDict, _Frozen)[kind](data)


_nested = st.recursive(
    _scalar,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.lists(inner, max_size=3).map(tuple),
        st.lists(inner, max_size=3).map(_List),
        st.tuples(st.integers(0, 2), st.dictionaries(st.sampled_from(_KEYS), inner, max_size=5)).map(
            lambda p: _wrap(*p)
        ),
    ),
    max_leaves=25,
)


def _state(spoken: replies.Spoken) -> tuple[Any, ...]:
    return (spoken.kinds, spoken.fixed, spoken.present, spoken.pending, spoken.answered)


@settings(max_examples=400, deadline=None)
@given(_nested)
def test_spoken_walk_is_the_isinstance_walk(value: Any) -> None:
    declarations = replies.declared(["gcal", "slack", "box"])
    now, before = replies.Spoken(declarations), _Before(declarations)
    now.data(value)
    before.data(value)
    assert _state(now) == _state(before)


def test_spoken_walk_fixed_case() -> None:
    value = [
        {
            "id": "ev1",
            "summary": "Acme escalation",
            "attendees": [{"email": "ann@x.example", "responseStatus": "accepted"}],
        },
        OrderedDict(
            id="ev2",
            summary="Sync",
            attendees=(_Frozen({"email": "bo@x.example", "responseStatus": "needsAction"}),),
        ),
        _List(["loose", 3, None, {"user": "U1", "text": _Str("sure, will do")}]),
    ]
    declarations = replies.declared(["gcal", "slack"])
    now, before = replies.Spoken(declarations), _Before(declarations)
    now.data(value)
    before.data(value)
    assert _state(now) == _state(before)
    assert now.fixed == {"ann@x.example": {"accepted", "replied"}, "bo@x.example": set()}
    assert now.pending == {"bo@x.example"}
    assert "U1" in now.kinds
