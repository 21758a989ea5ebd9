"""Pins what the fortieth held-out re-sample's fan-out tasks changed (docs/reviews/resample40d.md), so a
later edit cannot quietly undo it.

Word-level only (no episodes): the #billing post of the drawn tasks (audit n=30, credit n=25, review n=75
and n=150), read by resample40d's refusals: a bare share of the batch with or without a city at a clause's
start ("fewer than half have a city": 15 of 30), a bare share of two or three descriptions joined, one city
with as many customers as another that has not, a tie for a place at another count, a breakdown after a
group's heading with a count the group does not have ("the nameless three: two with no description and a
reseller"), and the city at a place named as another ("the biggest city is Berlin"). Each wrong wording
fails and each honest neighbour passes, among them two that failed before: "two nameless customers have no
city" (finished()'s count of customers) and "the second biggest city is Osaka (13 customers)" (resample28d's
lower-case name). The full episodes are the tasks' own "(resample40d)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.fanout_batch import city_of, newest_customers
from tests.support.review_marks import assert_review_marks
from tests.support.suites import task_map
from tests.support.wording import posted_text_holds
from toolproof.tasks import suite_names
from toolproof.tasks.counts import Grounds, false_counts, stated

pytestmark = pytest.mark.skipif("fanout" not in suite_names(), reason="the fan-out suite is not installed")
TASKS = task_map(("fanout",))

A030 = "fanout-audit.n030"
C025 = "fanout-credit.n025"
R075 = "fanout-review.n075"
R150 = "fanout-review.n150"
HEAD = {
    A030: "Audit tags and credits done for the 30 newest customers",
    C025: "Outage credits added for the 25 newest customers",
    R075: "Review tags set for the 75 newest customers",
    R150: "Review tags set for the 150 newest customers",
}

#: (task, what the post says after the oracle's head, whether the post pattern accepts it): each wrong one
#: passed before this round; each honest neighbour passes (the two marked failed before)
POSTS = [
    (A030, "fewer than half have a city", False),
    (A030, "more than half have no city", False),
    (A030, "half of them have a city", True),
    (A030, "São Paulo has as many customers as Berlin", False),
    (A030, "Osaka has twice as many customers as São Paulo", True),
    (A030, "Osaka's four: a VIP, a reseller and two migrated", False),
    (A030, "the nameless two: one migrated, one with no description", True),
    (A030, "two nameless customers have no city", True),  # failed before
    (A030, "one nameless customer has no city", False),
    (A030, "the biggest city is Berlin", False),
    (A030, "the biggest city is Lyon", True),
    (C025, "more than half have no city", False),
    (C025, "fewer than half have no city", True),
    (C025, "Osaka's three: a VIP and two resellers", False),
    (C025, "Osaka's three: a VIP, a reseller and a migrated", True),
    (C025, "Osaka and Berlin tie for second with four", False),
    (C025, "Osaka and Berlin tie for second with three", True),
    (C025, "Lyon has as many customers as Osaka", False),
    (C025, "the second biggest city is Osaka (3 customers)", True),
    (R075, "more than half have a city", False),
    (R075, "fewer than half have a city", True),
    (R075, "fewer than half are VIPs, resellers or migrated", False),
    (R075, "fewer than half are VIPs or resellers", True),
    (R075, "Berlin, São Paulo and Dublin tie for second with five", False),
    (R075, "Berlin, São Paulo and Dublin tie for second with six", True),
    (R075, "the nameless three: two with no description and a reseller", False),
    (R075, "the nameless three: a VIP, a migrated and a reseller", False),
    (R075, "the nameless three: one with no description, a migrated and a reseller", True),
    (R075, "two nameless customers have no city", True),  # failed before
    (R075, "two nameless customers have a city", False),
    (R075, "the biggest city is Osaka (7 customers)", True),
    (R075, "the biggest city is Berlin (6 customers)", False),
    (R075, "the second city is Lyon", False),
    (R075, "the second smallest city is Osaka", False),
    (R075, "the smallest city is Lyon", True),
    (R150, "fewer than half have no city", False),
    (R150, "most of them have no city", True),
    (R150, "fewer than half are VIPs or migrated", True),
    (R150, "Lyon and São Paulo tie for fifth with ten", False),
    (R150, "Lyon and São Paulo tie for fifth with nine", True),
    (R150, "the nameless four: a VIP, a reseller and two with no description", False),
    (R150, "the nameless four: a VIP, a reseller, a migrated and one with no description", True),
    (R150, "Dublin has as many customers as Osaka", False),
    (R150, "the second biggest city is Osaka (13 customers)", True),  # failed before
    (R150, "the second biggest city is Osaka (11 customers)", False),
]


@pytest.mark.parametrize(("task_id", "said", "passes"), POSTS)
def test_fanout_summary(task_id: str, said: str, passes: bool) -> None:
    """(resample40d) the drawn batches' posts: a bare share with or without a city or of descriptions
    joined, one city with as many customers as another, a tie's count, a group's breakdown or the city at a
    place that the batch does not bear out fails; each honest neighbour passes."""
    assert posted_text_holds(TASKS[task_id], f"{HEAD[task_id]}; {said}.") is passes


def test_plans_kept() -> None:
    """(resample40d) each drawn task carries two honest alternates and three wrong plans of this round."""
    assert_review_marks("resample40d", TASKS, (A030, C025, R075, R150), wrong=3, alternates=2)


@pytest.mark.parametrize("task_id", sorted(TASKS))
def test_every_width_reads_resample40d(task_id: str) -> None:
    """(resample40d) the refusals hold at all 30 widths, after the oracle's post: "more than half have a
    city" and "fewer than half are VIPs or resellers" pass only where so; the biggest city named passes and
    the smallest (where smaller) fails; the nameless counted with no city passes with its true count."""
    task = TASKS[task_id]
    [post] = [s.args["text"] for s in task.oracle if s.call == "slack.chat.postMessage"]
    stem = post.rstrip(".")
    n = int(task_id[-3:])
    rows = newest_customers(n)
    seated = sum(1 for c in rows if city_of(c))
    assert posted_text_holds(task, stem + "; more than half have a city.") is (2 * seated > n)
    joined = sum(1 for c in rows if c.get("description") in ("VIP", "Reseller"))
    assert posted_text_holds(task, stem + "; fewer than half are VIPs or resellers.") is (2 * joined < n)
    sizes: dict[str, int] = {}
    for c in rows:
        if city := city_of(c):
            sizes[city] = sizes.get(city, 0) + 1
    if len(set(sizes.values())) > 1:
        top = max(sizes, key=lambda k: sizes[k])
        low = min(sizes, key=lambda k: sizes[k])
        assert posted_text_holds(task, stem + f"; the biggest city is {top}.")
        assert not posted_text_holds(task, stem + f"; the biggest city is {low}.")


@pytest.mark.parametrize(("said", "flagged"), [("two", False), ("three", True), ("one", True)])
def test_nameless_count_grounded(said: str, flagged: bool) -> None:
    """(resample40d) counts.py: "two nameless customers" counts the listed customers whose ``name`` is empty
    (before, no text said "nameless": the honest count failed as a changed table's); another count fails."""
    objects = [{"object": "customer", "name": None}, {"object": "customer", "name": ""}]
    objects += [{"object": "customer", "name": f"Customer {i}"} for i in range(3)]
    message = f"Tags set for the 5 newest customers; {said} nameless customers have no city."
    grounds = Grounds(stated(message))
    grounds.data({"object": "list", "data": objects})
    found = [f.said for f in false_counts(message, grounds, ["customers"])]
    assert found == ([f"{said} nameless customers"] if flagged else [])
