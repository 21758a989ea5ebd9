"""The company roster: same seed, same roster; one random stream per (section, item), so growing one
section never moves another's ids or values; and every reference inside it points at something real."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from toolproof.company import Roster, Sizes, build_roster, roster, story

SECTIONS = ("employees", "customers", "bugs")


def _parts(r: Roster) -> dict[str, tuple[object, ...]]:
    """The roster's sections as the tests compare them (generated customers carry their contacts)."""
    return {
        "employees": r.employees,
        "customers": r.customers + r.contacts,
        "bugs": r.bugs,
        "tracker_issues": r.tracker_issues,
        "folders": r.folders,
        "documents": r.documents,
        "meetings": r.meetings,
    }


def test_the_same_seed_builds_an_equal_roster() -> None:
    assert build_roster(7) == build_roster(7)
    assert roster(0) is roster(0)  # built once per process, shared by every fixture


def test_another_seed_changes_the_filler_but_never_the_story() -> None:
    a, b = build_roster(0), build_roster(1)
    assert [c for c in a.customers if c.story] == [c for c in b.customers if c.story] == list(story.CUSTOMERS)
    assert a.employees[: len(story.EMPLOYEES)] == b.employees[: len(story.EMPLOYEES)]
    assert a.complaints == b.complaints
    assert a.payments == b.payments
    assert [c for c in a.customers if not c.story] != [c for c in b.customers if not c.story]


@settings(max_examples=25, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    section=st.sampled_from(SECTIONS),
    base=st.integers(0, 20),
    extra=st.integers(1, 15),
)
def test_growing_one_section_moves_nothing_elsewhere(seed: int, section: str, base: int, extra: int) -> None:
    """Adding items to one section only appends to it: every other section is equal, item for item."""
    small = replace(Sizes(), **{section: base})
    large = replace(Sizes(), **{section: base + extra})
    a, b = _parts(build_roster(seed, small)), _parts(build_roster(seed, large))
    unaffected = {
        "employees": {"customers", "bugs", "tracker_issues", "folders", "documents"},
        "customers": {"employees", "bugs", "tracker_issues"},
        "bugs": {"employees", "customers", "folders", "documents", "meetings"},
    }[section]
    for name in unaffected:
        assert a[name] == b[name], f"growing {section} changed {name}"
    # The grown section and what hangs off it keep every item they had, unchanged, in the same place.
    for name in set(a) - unaffected:
        old = set(a[name])
        assert old <= set(b[name]), f"growing {section} changed an item of {name}"


def test_references_point_at_real_records() -> None:
    r = roster(0)
    employees = {e.key: e for e in r.employees}
    customers = {c.key for c in r.customers}
    contacts = {k.key: k for k in r.contacts}
    assert len(employees) == len(r.employees)
    assert len(customers) == len(r.customers)
    emails = [e.email for e in r.employees] + [k.email for k in r.contacts]
    assert len({e.lower() for e in emails}) == len(emails), "an address belongs to one person"
    for c in r.customers:
        assert employees[c.account_manager].active, f"{c.key}'s account manager has left"
        assert r.billing_contact(c.key).customer == c.key
    assert all(k.customer in customers for k in r.contacts)
    assert all(e.manager is None or e.manager in employees for e in r.employees)
    for bug in r.bugs:
        assert bug.customer is None or bug.customer in customers
        assert bug.reporter is None or contacts[bug.reporter].customer == bug.customer
    assert len({i.identifier for i in r.tracker_issues}) == len(r.bugs)
    assert {f.customer for f in r.folders} == customers
    assert all(m.calendar in employees for m in r.meetings)
    assert all(p.customer in customers for p in r.payments)
    assert all(q.customer in customers and contacts[q.contact].customer == q.customer for q in r.complaints)


def test_the_story_has_the_situations_tasks_rely_on() -> None:
    r = roster(0)
    left = [e for e in r.employees if not e.active]
    assert {"Chris Novak", "Owen Price"} <= {e.name for e in left}
    assert {c.status for c in r.customers if c.story} == {"active", "past_due", "trialing", "canceled"}
    assert {p.kind for p in r.payments} == {"charge", "duplicate", "declined", "refunded", "disputed"}
    look_alikes = [
        ("Jordan Reyes", "Jordan Reyes-Cole"),
        ("Priya Shah", "Priya Sharma"),
        ("Chris Novak", "Kris Novak"),
    ]
    names = {e.name for e in r.employees}
    assert all(a in names and b in names for a, b in look_alikes)
    assert sum(c.stale_email is not None for c in r.customers if c.story) == 2
