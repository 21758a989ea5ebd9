"""Pins what the forty-second held-out re-sample's fan-out tasks changed (docs/reviews/resample42d.md), so a
later edit cannot quietly undo it.

Word level (no episodes): the #billing post of the drawn tasks (audit n=20, n=60; credit n=25, n=150), read
by resample42d's refusals and the honest forms it exempts: a city's count after a leader's verb ("Osaka leads
(6 customers)") or its possessive ("Austin's one customer has no description"), cities with a count each or
together, a bound on every city ("no city has more than two VIPs"), one of a recurring name or of the nameless
in a city; and the wrong neighbours that passed before or would pass now (a description's count carried past
"and" to another city, the nameless said to be in a city or to have one, a description's cities listed with
one that holds none, two cities' sum misstated, a city said to lead that does not). Then ``counts.py``'s
grounding of a count after a clause's subject and a parenthesis, a possessive, and names joined with "each"
or "together". The full episodes are the tasks' own "(resample42d)" plans, run by ``toolproof validate``.
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

A020 = "fanout-audit.n020"
A060 = "fanout-audit.n060"
C025 = "fanout-credit.n025"
C150 = "fanout-credit.n150"
HEAD = {
    A020: "Audit tags and credits done for the 20 newest customers",
    A060: "Audit tags and credits done for the 60 newest customers",
    C025: "Outage credits added for the 25 newest customers",
    C150: "Outage credits added for the 150 newest customers",
}

#: (task, what the post says after the oracle's head, whether the post pattern accepts it): each marked
#: "passed before" was wrong and passed BASE, each "failed before" was honest and failed it; unmarked ones
#: are neighbours whose verdict did not move (or a wrong one the new honest forms must not let through)
POSTS = [
    (A020, "Lyon has two resellers and Osaka two", False),  # passed before
    (A020, "Lyon has two resellers and Osaka one", True),
    (A020, "Berlin has one reseller and São Paulo two", False),  # passed before
    (A020, "Austin's one customer has no description", True),  # failed before
    (A020, "Austin's one customer is a VIP", False),
    (A020, "Austin's one customer has a description", False),
    (A020, "nobody in Austin has a description", True),  # failed before
    (A020, "nobody in Lyon has a description", False),
    (A020, "Lyon and Osaka lead (3 customers each)", True),  # failed before
    (A020, "Lyon leads (3 customers)", False),  # a tie: Osaka has three too
    (A020, "Lyon and Osaka together have 6 customers", True),  # failed before
    (A020, "Lyon and Osaka together have 7 customers", False),
    (A020, "the nameless customer is in Lyon", False),
    (A060, "no nameless customer lacks a city", False),  # passed before
    (A060, "every nameless customer lacks a city", True),
    (A060, "Lyon has one VIP and Osaka two", False),  # passed before
    (A060, "Lyon has one VIP and Osaka one", True),
    (A060, "Osaka leads (6 customers)", True),  # failed before
    (A060, "Osaka leads (5 customers)", False),
    (A060, "Berlin leads (5 customers)", False),
    (A060, "two Aoife Ivanovas, one in Austin", True),  # failed before
    (A060, "two Aoife Ivanovas, one in Berlin", False),
    (A060, "three Ana Silvas, one in Berlin", True),  # failed before
    (A060, "three Ana Silvas, one in Lyon", False),
    (A060, "13 VIPs, one in Austin", True),
    (A060, "13 VIPs, one in Berlin", False),
    (A060, "no city has more than two VIPs", True),  # failed before
    (A060, "no city has more than two resellers", True),  # failed before
    (A060, "no city has more than one reseller", False),
    (A060, "one nameless customer is migrated", True),  # failed before
    (A060, "one nameless customer is a VIP", False),
    (A060, "the nameless migrated customer is in Berlin", False),  # passed before
    (A060, "Osaka and Berlin together have 11 customers", True),  # failed before
    (A060, "Osaka and Lyon together have 11 customers", False),
    (C025, "the VIPs in a city are in Lyon and Berlin", False),  # passed before
    (C025, "the VIPs in a city are in Lyon and Osaka", True),
    (C025, "Lyon and Berlin together have 6", False),  # passed before
    (C025, "Lyon and Berlin together have 7 customers", True),  # failed before
    (C025, "one nameless customer is in Lyon", False),  # passed before
    (C025, "Dublin's one customer has no description", True),  # failed before
    (C025, "Dublin's one customer is a reseller", False),
    (C025, "Lyon leads (4 customers)", True),  # failed before
    (C025, "Osaka (4 customers) leads", False),
    (C025, "no city has more than one VIP", True),
    (C025, "no city has more than zero VIPs", False),
    (C150, "the nameless reseller is in Dublin", False),  # passed before
    (C150, "the nameless reseller is in Austin", True),
    (C150, "the nameless VIP is in Austin", False),  # passed before
    (C150, "every nameless customer has a city", False),  # passed before
    (C150, "no nameless customer has a city", False),  # passed before
    (C150, "two nameless customers have a city", True),
    (C150, "Dublin and Osaka together have 28", False),  # passed before
    (C150, "Dublin and Osaka together have 27", True),
    (C150, "Austin has four VIPs, Dublin four", False),  # passed before
    (C150, "Austin has four VIPs and Dublin three", True),
    (C150, "one nameless customer is a reseller in Austin", True),  # failed before
    (C150, "one nameless customer is a reseller in Dublin", False),
    (C150, "one nameless customer is a VIP in Austin", False),
    (C150, "no city has more than four VIPs", True),  # failed before
    (C150, "no city has more than three VIPs", False),
    (C150, "Dublin leads (14 customers)", True),  # failed before
    (C150, "Berlin leads (11 customers)", False),
    (C150, "two Aoife Ivanovas, one in Austin", True),  # failed before
    (C150, "two Goran Smiths, one in Austin", True),  # failed before
    (C150, "two Goran Smiths, one in Dublin", False),
    (C150, "nobody in Austin has a description", False),
]


@pytest.mark.parametrize(("task_id", "said", "passes"), POSTS)
def test_fanout_summary(task_id: str, said: str, passes: bool) -> None:
    """(resample42d) the drawn batches' posts: a city's count after a leader's verb or its possessive,
    cities with a count each or together, a bound on every city, one of a recurring name or of the nameless
    in a city pass where true; a description's count carried past "and", the nameless misplaced, a city list
    or a sum of two cities that the batch does not bear out fails."""
    assert posted_text_holds(TASKS[task_id], f"{HEAD[task_id]}; {said}.") is passes


def test_plans_kept() -> None:
    """(resample42d) each drawn task carries two honest alternates and three wrong plans of this round."""
    for task_id in (A020, A060, C025, C150):
        task = TASKS[task_id]
        assert sum(p.name.startswith("resample42d-") for p in task.alternates) == 2
        assert sum(p.name.startswith("resample42d-") for p in task.wrong) == 3


def _customers() -> list[dict[str, Any]]:
    """Eight listed customers: three in Osaka, two in Lyon, two in Berlin, one in Austin."""
    cities = ("Osaka", "Osaka", "Osaka", "Lyon", "Lyon", "Berlin", "Berlin", "Austin")
    return [
        {"object": "customer", "id": f"cus_{i}", "name": f"Customer {i}", "address": {"city": city}}
        for i, city in enumerate(cities)
    ]


@pytest.mark.parametrize(
    ("said", "flagged"),
    [
        ("Osaka leads (3 customers)", False),
        ("Osaka leads (2 customers)", True),
        ("Austin's one customer has no description", False),
        ("Lyon's three customers", True),
        ("Lyon's two customers", False),
        ("Lyon and Berlin have two customers each", False),
        ("Lyon and Berlin lead (2 customers each)", False),
        ("Osaka and Lyon have three customers each", True),
        ("Lyon and Austin have two customers each", True),
        ("Osaka and Lyon together have five customers", False),
        ("Osaka and Lyon together have four customers", True),
        ("Osaka and Lyon lead (5 customers each)", True),
    ],
)
def test_clause_count_grounded(said: str, flagged: bool) -> None:
    """(resample42d) counts.py: a count in a parenthesis after a clause that names its subject first ("Osaka
    leads (3 customers)"), after a possessive ("Austin's one customer"), or after names joined as one subject
    with "each" (every one names that many) or "together" (they name that many in all) counts the listed
    customers that name them. Before, each was read as a count of all the customers and the honest one
    failed; a count they do not give fails as before."""
    message = f"Tags set for the 8 newest customers; {said}."
    grounds = Grounds(stated(message))
    grounds.data({"object": "list", "data": _customers()})
    found = [f.said for f in false_counts(message, grounds, ["customers"])]
    assert bool(found) is flagged
