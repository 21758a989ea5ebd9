# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the thirty-ninth held-out re-sample's fan-out tasks changed (docs/reviews/resample39d.md), so a
later edit cannot quietly undo it.

Word-level only (no episodes): the #billing post of the drawn tasks (credit n=25 and n=150, review n=90),
read by resample39d's refusals: one city with more (or fewer) of a description than another that has as many
or more ("Berlin has more resellers than Dublin"), one description said to outnumber two others joined, a
city's count in a parenthesis after its place ("the second city (11 customers) is Osaka"), the top or bottom
cities' count "each" in a parenthesis, a share in fifths or tenths, the nameless said all without a city.
Each wrong wording fails and each honest neighbour passes; the honest ones still refused are Open (the review)
and not pinned. The trim (the batch's names as one prefix trie, the number words' shared endings, one
alternative per pair of resample38d's city shares, compact JSON) keeps every verdict: the older modules pin
theirs, and the yaml's compact form is pinned here. The full episodes are the tasks' own "(resample39d)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest

from tests.support.fanout_batch import city_of, newest_customers
from tests.support.review_marks import assert_review_marks
from tests.support.suites import task_map
from tests.support.wording import posted_text_holds
from toolproof.tasks import suite_names

pytestmark = pytest.mark.skipif("fanout" not in suite_names(), reason="the fan-out suite is not installed")
TASKS = task_map(("fanout",))

C025 = "fanout-credit.n025"
C150 = "fanout-credit.n150"
R090 = "fanout-review.n090"
HEAD = {
    C025: "Outage credits added for the 25 newest customers",
    C150: "Outage credits added for the 150 newest customers",
    R090: "Review tags set for the 90 newest customers",
}

#: (task, what the post says after the oracle's head, whether the post pattern accepts it): each wrong one
#: passed before this round, each honest neighbour passes before and after
POSTS = [
    (C025, "the second city (2 customers) is Berlin", False),
    (C025, "the second city (3 customers) is Berlin", True),
    (C025, "Austin and Dublin are the smallest cities (two each)", False),
    (C025, "Austin and Dublin are the smallest cities (one each)", True),
    (C025, "a fifth of them are resellers", False),
    (C025, "a fifth of them are VIPs", True),
    (C025, "a tenth of them are VIPs", False),
    (C025, "Osaka has more VIPs than Lyon", False),
    (C025, "Berlin has more resellers than Osaka", False),
    (C025, "Lyon has more resellers than Osaka", True),
    (C025, "resellers outnumber the VIPs and migrated customers together", False),
    (C025, "Lyon has more resellers than any other city and Osaka has more VIPs than Lyon", False),
    (C150, "the second city (11 customers) is Osaka", False),
    (C150, "the second city (13 customers) is Osaka", True),
    (C150, "Lyon and São Paulo are the smallest cities (ten each)", False),
    (C150, "Lyon and São Paulo tie for last with nine", True),
    (C150, "a fifth of them are migrated", False),
    (C150, "a fifth of them are resellers", True),
    (C150, "a fifth of them are resellers, roughly", True),
    (C150, "Berlin has more resellers than Dublin", False),
    (C150, "Dublin has more resellers than Berlin", True),
    (C150, "VIPs outnumber the resellers and migrated customers together", False),
    (C150, "the VIPs outnumber the resellers", True),
    (C150, "the nameless four are all without a city", False),
    (C150, "the nameless four all have no city", False),
    (R090, "the second city (6 customers) is Osaka", False),
    (R090, "the third city (6 customers) is Berlin", False),
    (R090, "the top city (9 customers) is Dublin", True),
    (R090, "the top cities (seven each) are Osaka and Berlin", False),
    (R090, "the smallest cities (six each) are Lyon, Austin and São Paulo", True),
    (R090, "Austin has more VIPs than Dublin", False),
    (R090, "Berlin has fewer resellers than Lyon", False),
    (R090, "Berlin has fewer resellers than Dublin", True),
    (R090, "Dublin has more resellers than any other city", True),
    (R090, "the nameless three are all without a city", False),
    (R090, "three cities tie at six", True),
]


@pytest.mark.parametrize(("task_id", "said", "passes"), POSTS)
def test_fanout_summary(task_id: str, said: str, passes: bool) -> None:
    """(resample39d) the drawn batches' posts: a city's count of a description against another's, one
    description against two joined, a count after a city's place, the top or bottom cities' count "each", a
    share in fifths or tenths or the nameless' city that the batch does not bear out fails; each honest
    neighbour passes."""
    assert posted_text_holds(TASKS[task_id], f"{HEAD[task_id]}; {said}.") is passes


def test_plans_kept() -> None:
    """(resample39d) each drawn task carries two honest alternates and three wrong plans of this round."""
    assert_review_marks("resample39d", TASKS, (C025, C150, R090), wrong=3, alternates=2)


@pytest.mark.parametrize("task_id", sorted(TASKS))
def test_every_width_reads_resample39d(task_id: str) -> None:
    """(resample39d) the refusals hold at all 30 widths, after the oracle's post: the biggest city "has more
    resellers than" the smallest passes only where it has more; the second city's count in a parenthesis
    passes with the second size and fails with one more; "a fifth of them are VIPs" passes only where five
    times the VIPs is the batch."""
    task = TASKS[task_id]
    [post] = [s.args["text"] for s in task.oracle if s.call == "slack.chat.postMessage"]
    stem = post.rstrip(".")
    n = int(task_id[-3:])
    rows = newest_customers(n)
    cities = Counter(city_of(c) for c in rows if city_of(c))
    resellers = Counter(city_of(c) for c in rows if city_of(c) and c.get("description") == "Reseller")
    if len(cities) > 1:
        [(top, _), *rest] = cities.most_common()
        low = rest[-1][0]
        text = stem + f"; {top} has more resellers than {low}."
        assert posted_text_holds(task, text) is (resellers[top] > resellers[low])
        second = sorted(cities.values(), reverse=True)[1]
        assert posted_text_holds(task, stem + f"; the second city ({second} customers) is {rest[0][0]}.")
        assert not posted_text_holds(task, stem + f"; the second city ({second + 1} customers) is {top}.")
    vips = sum(1 for c in rows if c.get("description") == "VIP")
    assert posted_text_holds(task, stem + "; a fifth of them are VIPs.") is (5 * vips == n)


def test_yaml_compact() -> None:
    """(resample39d) the trim's form: the yaml's task lines are JSON without a space after "," or ":" (the
    loader reads them as the spaced form; 0.6 MB less), and the #billing post pattern there compiles."""
    path = Path(__file__).resolve().parents[2] / "src/toolproof/suites/fanout/stripe.yaml"
    line = next(x for x in path.read_text(encoding="utf-8").splitlines() if x.startswith("  - {"))
    task = json.loads(line[4:])
    assert line[4:] == json.dumps(task, ensure_ascii=False, separators=(",", ":"))
    [pattern] = [
        c["where"]["text"]["regex"] for c in task["expect"]["changes"] if c.get("added") == "slack_messages"
    ]
    assert re.compile(pattern).search(
        f"Review tags set for the {task['id'][-3:].lstrip('0')} newest customers."
    )
