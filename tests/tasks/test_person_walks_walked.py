"""The person walks of the zones, contacts, phones and pronouns' people (perf29:
:func:`toolproof.tasks.person_places.shown_zones`, :func:`toolproof.tasks.contact_owners.shown_contacts`
and ``shown_phones``, :func:`toolproof.tasks.person_pronouns.shown_people`), each item's reads remembered
by its bytes (:func:`toolproof.tasks.person_keys.walked`, as perf26 read the titles), against the one
stack walk over all of them each replaces (kept below verbatim): the same names, in the same order, with
the same values in each set's same order, whether an item was remembered or not.

Items are Slack-like members (``tz``, ``profile.email``, ``profile.phone``, ``real_name``), Calendar-like
attendees (``timeZone``, ``email``, ``displayName``), Box- and Stripe-like users and customers (``login``,
``email``, ``phone``, ``name``), lists of them, nested envelopes, tuples, a ``dict`` subclass (walked,
never remembered), unknown zones, blank names and the same objects shared between items.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, cast

from hypothesis import given, settings
from hypothesis import strategies as st

from toolproof.service import registry
from toolproof.service.person_contacts import PersonContact
from toolproof.tasks import contact_owners, person_keys, person_places
from toolproof.tasks.contact_owners import _keys, phone_digits, shown_contacts, shown_phones
from toolproof.tasks.person_keys import at_path, names_of
from toolproof.tasks.person_places import _valid, shown_zones
from toolproof.tasks.person_pronouns import shown_people


def zones_once(services: Sequence[str], data: Iterable[Any]) -> dict[str, set[str]]:
    """``shown_zones`` as it was before perf29."""
    decls = person_places.declared(tuple(services))
    out: dict[str, set[str]] = {}
    if not decls:
        return out
    keys = {d.zone for d in decls}
    stack = list(data)
    while stack:
        value = stack.pop()
        if isinstance(value, Mapping):
            if keys & value.keys():
                for decl in decls:
                    zone = value.get(decl.zone)
                    if isinstance(zone, str) and "/" in zone and _valid(zone):
                        for name in names_of(value, decl.names, decl.emails):
                            out.setdefault(name, set()).add(zone)
            stack.extend(value.values())
        elif isinstance(value, list | tuple):
            stack.extend(value)
    return out


def _by_name_once(
    decls: Sequence[PersonContact],
    data: Iterable[Any],
    values: Callable[[Mapping[str, Any], PersonContact], set[str]],
) -> dict[str, set[str]]:
    """``contact_owners._shown_by_name`` as it was before perf29."""
    out: dict[str, set[str]] = {}
    if not decls:
        return out
    stack = list(data)
    while stack:
        value = stack.pop()
        if isinstance(value, Mapping):
            for decl in decls:
                found = values(value, decl)
                if not found:
                    continue
                for dotted in decl.names:
                    said = at_path(value, dotted)
                    if isinstance(said, str) and said.strip():
                        for key in _keys(said):
                            out.setdefault(key, set()).update(found)
            stack.extend(value.values())
        elif isinstance(value, list | tuple):
            stack.extend(value)
    return out


def contacts_once(services: Sequence[str], data: Iterable[Any]) -> dict[str, set[str]]:
    def addresses(value: Mapping[str, Any], decl: PersonContact) -> set[str]:
        found = (at_path(value, dotted) for dotted in decl.emails)
        return {a.strip().casefold() for a in found if isinstance(a, str) and "@" in a}

    return _by_name_once(contact_owners.declared(tuple(services)), data, addresses)


def phones_once(services: Sequence[str], data: Iterable[Any]) -> dict[str, set[str]]:
    def phones(value: Mapping[str, Any], decl: PersonContact) -> set[str]:
        found = (at_path(value, dotted) for dotted in decl.phones)
        return {p.strip() for p in found if isinstance(p, str) and len(phone_digits(p)) >= 7}

    return _by_name_once([d for d in contact_owners.declared(tuple(services)) if d.phones], data, phones)


def people_once(services: Iterable[str], data: Iterable[Any]) -> set[str]:
    """``shown_people`` as it was before perf29."""
    dialects = [s.dialect for s in registry.known(tuple(services))]
    decls: list[tuple[Any, tuple[str, ...]]] = []
    for d in dialects:
        decls += [(z, (z.zone,)) for z in d.person_zones]
        decls += [(t, (t.title,)) for t in d.person_titles]
        decls += [(c, (*c.emails, *getattr(c, "phones", ()))) for c in d.person_contacts]
    out: set[str] = set()
    if not decls:
        return out
    stack = list(data)
    while stack:
        value = stack.pop()
        if isinstance(value, Mapping):
            for decl, keys in decls:
                if any(isinstance(at_path(value, k), str) and at_path(value, k) for k in keys):
                    out |= names_of(value, decl.names, decl.emails)
            stack.extend(value.values())
        elif isinstance(value, list | tuple):
            stack.extend(value)
    return out


class Row(dict[str, Any]):
    """A mapping ``marshal`` refuses: walked every time."""


_NAMES = st.sampled_from(["Priya Shah", "Sam", "Dana Whitfield", "dana whitley", " ", "Jake O'Neil", "Ana"])
_ADDRESSES = st.sampled_from(["priya.shah@x.io", "Sam@x.io", "nobody", "d.w-1@x.io", " ana@y.org ", ""])
_ZONES = st.sampled_from(["Europe/Paris", "America/New_York", "Mars/Olympus", "UTC", "", "Asia/Tokyo"])
_PHONES = st.sampled_from(["+1 415 555 0100", "555-0199", "12", "+44 20 7946 0958", ""])
_SLACK = st.builds(
    lambda n, z, a, p, d: {
        "id": "U1", "real_name": n, "tz": z, "profile": {"email": a, "phone": p, "display_name": d}
    },
    _NAMES, _ZONES, _ADDRESSES, _PHONES, _NAMES,
)  # fmt: skip
_GCAL = st.builds(
    lambda a, z, n: {"id": a, "timeZone": z, "email": a, "displayName": n}, _ADDRESSES, _ZONES, _NAMES
)  # fmt: skip
_BOX = st.builds(
    lambda n, a, p, t: {"type": "user", "name": n, "login": a, "phone": p, "job_title": t},
    _NAMES, _ADDRESSES, _PHONES, st.sampled_from(["CFO", "", "External, Kite & Co"]),
)  # fmt: skip
_STRIPE = st.builds(
    lambda n, a, p: {"object": "customer", "name": n, "email": a, "phone": p}, _NAMES, _ADDRESSES, _PHONES
)
_PEOPLE = st.one_of(_SLACK, _GCAL, _BOX, _STRIPE)
_ITEMS = st.recursive(
    _PEOPLE | st.sampled_from([1, "x", None, True]),
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.lists(inner, max_size=3).map(tuple),
        st.dictionaries(st.sampled_from(["ok", "members", "items", "user", "data"]), inner, max_size=2),
        _PEOPLE.map(Row),
    ),
    max_leaves=10,
)
_SERVICES = st.sampled_from(
    [("slack",), ("gcal",), ("box",), ("stripe",), ("linear",), ("slack", "box"), ("gcal", "stripe", "slack")]
)

_PAIRS: list[
    tuple[Callable[[Sequence[str], Iterable[Any]], Any], Callable[[Sequence[str], Iterable[Any]], Any]]
] = [
    (shown_zones, zones_once),
    (shown_contacts, contacts_once),
    (shown_phones, phones_once),
    (shown_people, people_once),
]


def _as_read(found: Any) -> Any:
    """A result with every set's iteration order: the order a caller that iterates it sees."""
    if isinstance(found, dict):
        return [(k, list(v)) for k, v in found.items()]
    return list(found)


@settings(max_examples=300, deadline=None)
@given(_SERVICES, st.lists(st.lists(_ITEMS, max_size=6), min_size=1, max_size=4))
def test_remembered_reads_give_each_walks_result_in_its_order(
    services: tuple[str, ...], episodes: list[list[Any]]
) -> None:
    person_keys._WALKED.clear()
    person_keys._WALKED_HELD[0] = 0
    for data in [*episodes, *episodes]:  # the second round reads every plain item from the memo
        for new, old in _PAIRS:
            assert _as_read(new(services, data)) == _as_read(old(services, data))


def test_a_shared_item_is_read_once_per_reader_and_a_subclass_never_remembered() -> None:
    person_keys._WALKED.clear()
    person_keys._WALKED_HELD[0] = 0
    member = {"real_name": "Priya Shah", "tz": "Europe/Paris", "profile": {"email": "priya@x.io"}}
    data = [member, [member], Row(real_name="Sam", tz="Asia/Tokyo", profile={"email": "sam@x.io"})]
    assert shown_zones(("slack",), data) == {
        "sam": {"Asia/Tokyo"}, "priya shah": {"Europe/Paris"}, "priya": {"Europe/Paris"}
    }  # fmt: skip
    assert shown_contacts(("slack",), data) == {
        "sam": {"sam@x.io"}, "priya shah": {"priya@x.io"}, "priya": {"priya@x.io"}
    }  # fmt: skip
    assert shown_people(("slack",), data) == {"sam", "priya shah", "priya"}
    assert shown_phones(("slack",), data) == {}
    # the member and the list, for each of the four readers; the Row is walked
    assert (
        sorted(cast(tuple[str, ...], reader)[0] for reader, _ in person_keys._WALKED)
        == ["contacts"] * 2 + ["people"] * 2 + ["phones"] * 2 + ["zones"] * 2
    )
