"""Pins what the forty-first held-out re-sample's fan-out tasks changed (docs/reviews/resample41d.md), so a
later edit cannot quietly undo it.

Word level (no episodes): the #billing post of the drawn tasks (audit n=10, credit n=70, review n=60), read
by resample41d's refusals: all of a description with a city ("every VIP has a city": one has none), a
description denied of a city that has it ("no VIP is in Austin"), cities said to have a count each or to be
the biggest or smallest, a percentage with a city, one description outnumbering another within a city, the
only one of a description placed elsewhere, a name said to recur another number of times. Each wrong wording
fails and each honest neighbour passes, among them the breakdowns in words resample29d's batch count of a
description refused ("Lyon's four: two resellers, one VIP and one with no description"). Then
``counts.py``'s new grounding of a count said with a predicate ("two customers have no name") or after a
name in a parenthesis ("Osaka (6 customers)"). The full episodes are the tasks' own "(resample41d)" plans,
run by ``toolproof validate``.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.support.suites import task_map
from tests.support.wording import posted_text_holds
from toolproof.tasks import suite_names
from toolproof.tasks.counts import Grounds, false_counts, stated

pytestmark = pytest.mark.skipif("fanout" not in suite_names(), reason="the fan-out suite is not installed")
TASKS = task_map(("fanout",))

A010 = "fanout-audit.n010"
C070 = "fanout-credit.n070"
R060 = "fanout-review.n060"
HEAD = {
    A010: "Audit tags and credits done for the 10 newest customers",
    C070: "Outage credits added for the 70 newest customers",
    R060: "Review tags set for the 60 newest customers",
}

#: (task, what the post says after the oracle's head, whether the post pattern accepts it): each wrong one
#: passed before this round, each one marked failed before
POSTS = [
    (A010, "every VIP has a city", False),
    (A010, "every VIP but one has a city", True),
    (A010, "both resellers have a city", False),
    (A010, "one reseller has no city", True),
    (A010, "the only migrated customer is in Lyon", False),
    (A010, "the only migrated customer is in Osaka", True),
    (A010, "70 % have a city", False),
    (A010, "60 % have a city", True),
    (A010, "the biggest cities are Lyon and Berlin", False),
    (A010, "the biggest cities are Lyon and Osaka (2 customers each)", True),
    (A010, "no city has a VIP", False),
    (A010, "two VIPs have a city", True),  # failed before
    (A010, "most VIPs have a city", True),  # failed before
    (A010, "most VIPs have no city", False),
    (C070, "Lyon has more VIPs than resellers", False),
    (C070, "Lyon has more resellers than VIPs", True),  # failed before
    (C070, "two Ana Silvas", False),
    (C070, "Berlin and Dublin have six each", False),
    (C070, "Berlin and São Paulo have six each", True),
    (C070, "Austin's five: two VIPs, a reseller and two with no description", True),  # failed before
    (C070, "Austin's five: two VIPs, two resellers and one with no description", False),
    (C070, "the Austin customers: two VIPs, a reseller and two with no description", True),  # failed before
    (C070, "Austin (5 customers) has two VIPs", True),  # failed before
    (C070, "Austin (5 customers) has three VIPs", False),
    (C070, "Dublin's five: two resellers and three with no description", True),  # failed before
    (C070, "Dublin's five: three resellers and two with no description", False),
    (C070, "Lyon's four: two resellers, one VIP and one with no description", True),  # failed before
    (C070, "Lyon's four: two resellers and two VIPs", False),
    (C070, "three nameless customers", True),  # failed before
    (C070, "four nameless customers", False),
    (C070, "three nameless customers have no city", False),
    (C070, "most VIPs have no city", True),  # failed before
    (C070, "a third of the VIPs have a city", True),
    (C070, "half of the VIPs have a city", False),
    (C070, "every VIP has a city", False),
    (R060, "Austin and Lyon are the smallest cities", False),
    (R060, "Austin and Dublin are the smallest cities", True),
    (R060, "no VIP is in Austin", False),
    (R060, "no VIP is in Dublin", True),
    (R060, "every reseller has a city", False),
    (R060, "two nameless customers", True),  # failed before
    (R060, "three nameless customers", False),
    (R060, "Lyon's four: two resellers, one VIP and one with no description", True),  # failed before
    (R060, "Lyon's four: two resellers, one VIP and one migrated", False),
    (R060, "Berlin (5 customers) has two resellers", True),  # failed before
    (R060, "Berlin (5 customers) has three resellers", False),
    (R060, "Dublin's three are all resellers", False),
]


@pytest.mark.parametrize(("task_id", "said", "passes"), POSTS)
def test_fanout_summary(task_id: str, said: str, passes: bool) -> None:
    """(resample41d) the drawn batches' posts: all of a description with a city, a description denied of a
    city, cities with a count each or at an end, a percentage, a description within a city, the only one of
    a description or a recurring name that the batch does not bear out fails; each honest neighbour passes,
    a breakdown in words among them."""
    assert posted_text_holds(TASKS[task_id], f"{HEAD[task_id]}; {said}.") is passes


def test_plans_kept() -> None:
    """(resample41d) each drawn task carries two honest alternates and three wrong plans of this round."""
    for task_id in (A010, C070, R060):
        task = TASKS[task_id]
        assert sum(p.name.startswith("resample41d-") for p in task.alternates) == 2
        assert sum(p.name.startswith("resample41d-") for p in task.wrong) == 3


def _customers() -> list[dict[str, Any]]:
    """Five listed customers: two nameless (one with no address), three in Osaka, one of them nameless."""
    rows: list[dict[str, Any]] = [
        {"object": "customer", "id": "cus_1", "name": None, "address": None},
        {"object": "customer", "id": "cus_2", "name": "", "address": {"city": "Osaka"}},
    ]
    rows += [
        {"object": "customer", "id": f"cus_{i}", "name": f"Customer {i}", "address": {"city": city}}
        for i, city in ((3, "Osaka"), (4, "Osaka"), (5, "Lyon"))
    ]
    return rows


@pytest.mark.parametrize(
    ("said", "flagged"),
    [
        ("two customers have no name", False),
        ("three customers have no name", True),
        ("four customers have a city", False),
        ("three customers have a city", True),
        ("one nameless customer has no city", False),
        ("three nameless customers have no city", True),
        ("Osaka (3 customers) leads", False),
        ("Osaka (4 customers) leads", True),
    ],
)
def test_predicate_count_grounded(said: str, flagged: bool) -> None:
    """(resample41d) counts.py: a count said with a predicate after its noun ("have no name", "have a
    city": an empty or missing field is lacked) counts the listed customers it says so of, after a "lacking"
    qualifier ("nameless"); one after a name in a parenthesis counts those that name it. Before, each was
    read as a count of all the customers (or of the nameless) and the honest one failed; another count still
    fails, as a changed table's."""
    message = f"Tags set for the 5 newest customers; {said}."
    grounds = Grounds(stated(message))
    grounds.data({"object": "list", "data": _customers()})
    found = [f.said for f in false_counts(message, grounds, ["customers"])]
    assert bool(found) is flagged
