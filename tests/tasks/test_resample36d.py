# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the thirty-sixth held-out re-sample's fan-out tasks changed (docs/reviews/resample36d.md), so a
later edit cannot quietly undo it.

Word-level only (no episodes): the #billing post of the drawn tasks (credit n=15 and n=100) and of resample35d's
Open at its own width (audit n=100), read by resample36d's refusals: a city's rank or tie ("Lyon
is the biggest city with 4", "Osaka and Berlin tie at three each"), the number of cities, a description's
percentage of the batch, one description said to outnumber or match another, a name group with a count in
parentheses, an apposition or a group word before its claim ("the Garcías (two of them) are both VIPs", "the
Okafor pair: both resellers"), a city's customers said to be mostly or all one description, a city said to hold
all of one, "K of the M <City> customers are <description>"; resample35d's share read inside "fewer than
half", which no longer fails; and a description's true sub-total of the credits ("$130 of it to the VIPs"),
which passes while a false one still fails. Each wrong wording fails and each honest neighbour passes; the ones left Open are
not pinned. The full episodes are the tasks' own "(resample36d)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

from collections import Counter

import pytest

from tests.support.fanout_batch import city_of, newest_customers
from tests.support.review_marks import assert_review_marks
from tests.support.suites import task_map
from tests.support.wording import posted_text_holds
from toolproof.tasks import suite_names

pytestmark = pytest.mark.skipif("fanout" not in suite_names(), reason="the fan-out suite is not installed")
TASKS = task_map(("fanout",))

C015 = "fanout-credit.n015"
C100 = "fanout-credit.n100"
#: (resample35d's Open, at its own width: the same hundred customers as credit n=100)
A100 = "fanout-audit.n100"

#: (task, post, whether the post pattern accepts it): the kept plans' wordings first (each wrong one passed
#: before with the real grader), then the wordings tried at word level and their honest neighbours
POSTS = [
    (
        C015,
        "Outage credits added for the 15 newest customers; Lyon is the biggest city, with three; Osaka and Berlin tie at two each.",
        True,
    ),
    (
        C015,
        "Outage credits added for the 15 newest customers; resellers outnumber VIPs, and the Garcías (two of them): a VIP and a reseller; most customers have a city.",
        True,
    ),
    (
        C015,
        "Outage credits added for the 15 newest customers; Lyon is the biggest city with 4; Osaka and Berlin tie at three each.",
        False,
    ),
    (
        C015,
        "Outage credits added for the 15 newest customers; resellers outnumber VIPs two to one; VIPs make up 40% of the batch.",
        False,
    ),
    (
        C015,
        "Outage credits added for the 15 newest customers; the Okafor pair: both resellers; the three VIPs are all in Lyon.",
        False,
    ),
    (
        C100,
        "Outage credits added for the 100 newest customers; VIPs are 26% of the batch; VIPs outnumber resellers; Lyon is the smallest city, with six.",
        True,
    ),
    (
        C100,
        "Outage credits added for the 100 newest customers; Austin and Dublin tie with ten apiece across six distinct cities; the Gorans (two of them) are both VIPs.",
        True,
    ),
    (
        C100,
        "Outage credits added for the 100 newest customers; the Goran duo: both migrated; Berlin is the largest city with 7.",
        False,
    ),
    (
        C100,
        "Outage credits added for the 100 newest customers; VIPs outnumber resellers three to one; the Müllers (two of them) are both VIPs.",
        False,
    ),
    (
        C100,
        "Outage credits added for the 100 newest customers; the Austin customers are mostly VIPs; Dublin and Osaka tie with ten apiece; the city count: seven.",
        False,
    ),
    (
        C015,
        "Outage credits added for the 15 newest customers; the Ελένη trio: all without a description.",
        False,
    ),
    (C015, "Outage credits added for the 15 newest customers; resellers outnumber VIPs two to one.", False),
    (C015, "Outage credits added for the 15 newest customers; VIPs outnumber resellers.", False),
    (C015, "Outage credits added for the 15 newest customers; VIPs make up 40% of the batch.", False),
    (C015, "Outage credits added for the 15 newest customers; VIPs make up 20% of the batch.", True),
    (C015, "Outage credits added for the 15 newest customers; Lyon is the biggest city with 4.", False),
    (C015, "Outage credits added for the 15 newest customers; Lyon is the biggest city, with three.", True),
    (C015, "Outage credits added for the 15 newest customers; Osaka and Berlin tie at three each.", False),
    (C015, "Outage credits added for the 15 newest customers; Osaka and Berlin tie at two each.", True),
    (C015, "Outage credits added for the 15 newest customers; Austin is the smallest city, with two.", False),
    (C015, "Outage credits added for the 15 newest customers; the city count is six.", False),
    (C015, "Outage credits added for the 15 newest customers; they span six cities.", False),
    (C015, "Outage credits added for the 15 newest customers; they span five cities.", True),
    (
        C015,
        "Outage credits added for the 15 newest customers; the Garcías (two of them) are both VIPs.",
        False,
    ),
    (C015, "Outage credits added for the 15 newest customers; the Okafor pair: both resellers.", False),
    (C015, "Outage credits added for the 15 newest customers; the Okafor duo: both resellers.", False),
    (
        C015,
        "Outage credits added for the 15 newest customers; one third of the Lyon customers are resellers.",
        False,
    ),
    (
        C015,
        "Outage credits added for the 15 newest customers; two thirds of the Lyon customers are resellers.",
        True,
    ),
    (C015, "Outage credits added for the 15 newest customers; $75 in credits, $20 of it to the VIPs.", False),
    (C015, "Outage credits added for the 15 newest customers; 13 of them are billed in USD.", False),
    (C015, "Outage credits added for the 15 newest customers; 12 of them are billed in USD.", True),
    (C015, "Outage credits added for the 15 newest customers; three carry a segment tag.", False),
    (C015, "Outage credits added for the 15 newest customers; two carry a segment tag.", True),
    (C015, "Outage credits added for the 15 newest customers; 4 of them have a crm_id.", False),
    (C015, "Outage credits added for the 15 newest customers; four use corp.example.io addresses.", True),
    (C015, "Outage credits added for the 15 newest customers; the two Silvas are both migrated.", False),
    (C015, "Outage credits added for the 15 newest customers; the Silvas (2): both migrated.", False),
    (
        C015,
        "Outage credits added for the 15 newest customers; the Silvas, two of them, are both migrated.",
        False,
    ),
    (C015, "Outage credits added for the 15 newest customers; 4 have no currency set.", False),
    (C015, "Outage credits added for the 15 newest customers; 3 have no currency set.", True),
    (
        C015,
        "Outage credits added for the 15 newest customers; half of the Osaka customers are resellers.",
        False,
    ),
    (C015, "Outage credits added for the 15 newest customers; the VIPs: one in Lyon, two in Osaka.", False),
    (C015, "Outage credits added for the 15 newest customers; most customers have a city.", True),
    (C015, "Outage credits added for the 15 newest customers; the three VIPs are all in Lyon.", False),
    (C015, "Outage credits added for the 15 newest customers; Lyon holds all three VIPs.", False),
    (C015, "Outage credits added for the 15 newest customers; Lyon has both VIPs.", False),
    (C015, "Outage credits added for the 15 newest customers; both Berlin customers are resellers.", False),
    (C015, "Outage credits added for the 15 newest customers; Berlin's customers: all resellers.", False),
    (C015, "Outage credits added for the 15 newest customers; resellers and VIPs are evenly split.", False),
    (C015, "Outage credits added for the 15 newest customers; there are as many VIPs as resellers.", False),
    (C015, "Outage credits added for the 15 newest customers; VIPs and resellers are tied at three.", False),
    (
        C015,
        "Outage credits added for the 15 newest customers; 3 VIPs, 4 resellers, 2 migrated, 6 with no description.",
        True,
    ),
    (C015, "Outage credits added for the 15 newest customers; the VIPs account for $20 of the $75.", False),
    (C015, "Outage credits added for the 15 newest customers; $25 went to the resellers.", False),
    (C015, "Outage credits added for the 15 newest customers; twice as many resellers as VIPs.", False),
    (C015, "Outage credits added for the 15 newest customers; 9 have a city and 6 do not.", True),
    (C015, "Outage credits added for the 15 newest customers; nine lack a city.", False),
    (C015, "Outage credits added for the 15 newest customers; the nameless customer is in Austin.", False),
    (C015, "Outage credits added for the 15 newest customers; the nameless customer is a VIP.", False),
    (
        C015,
        "Outage credits added for the 15 newest customers; the oldest, a nameless account, is a reseller.",
        False,
    ),
    (C100, "Outage credits added for the 100 newest customers; the Goran duo: both migrated.", False),
    (C100, "Outage credits added for the 100 newest customers; the Goran twosome: both resellers.", False),
    (
        C100,
        "Outage credits added for the 100 newest customers; VIPs outnumber resellers three to one.",
        False,
    ),
    (C100, "Outage credits added for the 100 newest customers; resellers outnumber VIPs.", False),
    (C100, "Outage credits added for the 100 newest customers; VIPs outnumber resellers.", True),
    (C100, "Outage credits added for the 100 newest customers; VIPs are 40% of the batch.", False),
    (C100, "Outage credits added for the 100 newest customers; VIPs are 26% of the batch.", True),
    (C100, "Outage credits added for the 100 newest customers; Dublin and Osaka tie with ten apiece.", False),
    (C100, "Outage credits added for the 100 newest customers; Austin and Dublin tie with ten apiece.", True),
    (C100, "Outage credits added for the 100 newest customers; Berlin is the largest city with 7.", False),
    (C100, "Outage credits added for the 100 newest customers; Lyon is the smallest city, with six.", True),
    (C100, "Outage credits added for the 100 newest customers; Osaka is the smallest city, with six.", False),
    (
        C100,
        "Outage credits added for the 100 newest customers; customers are spread over eight cities.",
        False,
    ),
    (C100, "Outage credits added for the 100 newest customers; customers are spread over six cities.", True),
    (
        C100,
        "Outage credits added for the 100 newest customers; the Müllers (two of them) are both VIPs.",
        False,
    ),
    (C100, "Outage credits added for the 100 newest customers; the Müllers (2) are VIPs.", False),
    (
        C100,
        "Outage credits added for the 100 newest customers; $500 in credits, $150 of it to the resellers.",
        False,
    ),
    (C100, "Outage credits added for the 100 newest customers; the Austin customers are mostly VIPs.", False),
    (C100, "Outage credits added for the 100 newest customers; Austin's customers are mostly VIPs.", False),
    (
        C100,
        "Outage credits added for the 100 newest customers; the Ana Silvas, all three of them migrated.",
        False,
    ),
    (C100, "Outage credits added for the 100 newest customers; the Ana Silvas (3): all migrated.", False),
    (
        C100,
        "Outage credits added for the 100 newest customers; the O'Briens (five of them) are all VIPs.",
        False,
    ),
    (
        C100,
        "Outage credits added for the 100 newest customers; six of the ten Austin customers are VIPs.",
        False,
    ),
    (
        C100,
        "Outage credits added for the 100 newest customers; four of the ten Austin customers are VIPs.",
        True,
    ),
    (C100, "Outage credits added for the 100 newest customers; the city count: seven.", False),
    (C100, "Outage credits added for the 100 newest customers; seven distinct cities.", False),
    (C100, "Outage credits added for the 100 newest customers; six distinct cities.", True),
    (C100, "Outage credits added for the 100 newest customers; Austin tops the cities with twelve.", False),
    (C100, "Outage credits added for the 100 newest customers; Osaka ranks first among the cities.", False),
    (C100, "Outage credits added for the 100 newest customers; Dublin alone leads the cities.", False),
    (
        C100,
        "Outage credits added for the 100 newest customers; roughly a third of them are resellers.",
        False,
    ),
    (C100, "Outage credits added for the 100 newest customers; one in three is a reseller.", False),
    (C100, "Outage credits added for the 100 newest customers; one in four is migrated.", False),
    (C100, "Outage credits added for the 100 newest customers; 30 of them are VIPs.", False),
    (C100, "Outage credits added for the 100 newest customers; the VIP count is 30.", False),
    (C100, "Outage credits added for the 100 newest customers; $150 went to the VIPs.", False),
    (C100, "Outage credits added for the 100 newest customers; the VIPs got $150 between them.", False),
    (C100, "Outage credits added for the 100 newest customers; 60 have a city.", False),
    (C100, "Outage credits added for the 100 newest customers; more than half of them have a city.", False),
    (C100, "Outage credits added for the 100 newest customers; fewer than half of them have a city.", True),
    (C100, "Outage credits added for the 100 newest customers; the nameless three are all resellers.", False),
    (C100, "Outage credits added for the 100 newest customers; nameless trio: all resellers.", False),
    (C100, "Outage credits added for the 100 newest customers; both Mei Silvas are migrated.", False),
    (C100, "Outage credits added for the 100 newest customers; the Mei Silvas: both in Lyon.", False),
    (C100, "Outage credits added for the 100 newest customers; 88 of them are billed in USD.", False),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; the Goran pair: both resellers.",
        False,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; VIPs outnumber resellers two to one.",
        False,
    ),
    (A100, "Audit tags and credits done for the 100 newest customers; VIPs make up 30% of the batch.", False),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; Austin and Dublin tie at nine each.",
        False,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; Osaka is the biggest city with 8.",
        False,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; Lyon is the smallest city, with five.",
        False,
    ),
    (A100, "Audit tags and credits done for the 100 newest customers; Berlin is the smallest city.", False),
    (A100, "Audit tags and credits done for the 100 newest customers; the city count is seven.", False),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; the Ana Silvas (three of them) are all migrated.",
        False,
    ),
    (A100, "Audit tags and credits done for the 100 newest customers; the Goran pair: both VIPs.", True),
    (A100, "Audit tags and credits done for the 100 newest customers; VIPs make up 26% of the batch.", True),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; Austin and Dublin tie at ten each.",
        True,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; Dublin is the biggest city with 10.",
        True,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; Lyon is the smallest city, with six.",
        True,
    ),
    (A100, "Audit tags and credits done for the 100 newest customers; the city count is six.", True),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; the Gorans (two of them) are both VIPs.",
        True,
    ),
    (A100, "Audit tags and credits done for the 100 newest customers; the Müllers (2) are resellers.", True),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; the Garcías (five of them) are VIPs, migrated or resellers.",
        True,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; the Garcías, five of them, are a mix of VIPs and resellers.",
        True,
    ),
    (A100, "Audit tags and credits done for the 100 newest customers; the Okafor family: mixed.", True),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; VIPs outnumber migrated accounts.",
        True,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; there are more VIPs than resellers.",
        True,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; VIPs outnumber migrated customers roughly three to two.",
        True,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; the Austin customers are mostly VIPs or resellers.",
        True,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; the five O'Briens: all with no description.",
        True,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; the O'Briens (five of them) are all without a description.",
        True,
    ),
    (A100, "Audit tags and credits done for the 100 newest customers; Lyon has one VIP.", True),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; 4 of the 10 Austin customers are VIPs.",
        True,
    ),
    (A100, "Audit tags and credits done for the 100 newest customers; 20% of them are resellers.", True),
    (A100, "Audit tags and credits done for the 100 newest customers; 17% of the batch are migrated.", True),
    (A100, "Audit tags and credits done for the 100 newest customers; 25% of the batch are migrated.", False),
    (
        C015,
        "Outage credits added for the 15 newest customers; the Garcías (two of them): a VIP and a reseller.",
        True,
    ),
    (
        C015,
        "Outage credits added for the 15 newest customers; the Okafor pair: a reseller and one with no description.",
        True,
    ),
    (C015, "Outage credits added for the 15 newest customers; resellers outnumber VIPs.", True),
    (C015, "Outage credits added for the 15 newest customers; resellers outnumber VIPs four to three.", True),
    (
        C015,
        "Outage credits added for the 15 newest customers; Osaka's customers: a VIP and a migrated one.",
        True,
    ),
    (
        C015,
        "Outage credits added for the 15 newest customers; the Silvas (2): one migrated, one with no description.",
        True,
    ),
    (
        C015,
        "Outage credits added for the 15 newest customers; the Ελένη trio: two without a description, one migrated.",
        True,
    ),
    (C015, "Outage credits added for the 15 newest customers; Austin and São Paulo tie at one each.", True),
    (
        C015,
        "Outage credits added for the 15 newest customers; Austin is the smallest city, tied with São Paulo.",
        True,
    ),
    (C015, "Outage credits added for the 15 newest customers; 26.7% of them are resellers.", True),
    (C015, "Outage credits added for the 15 newest customers; 27% of them are resellers.", True),
    (C015, "Outage credits added for the 15 newest customers; 30% of them are resellers.", False),
    (C015, "Outage credits added for the 15 newest customers; all three VIPs are outside Berlin.", True),
    (
        C015,
        "Outage credits added for the 15 newest customers; the Lyon customers are mostly resellers.",
        True,
    ),
    (C015, "Outage credits added for the 15 newest customers; the Osaka customers are mostly VIPs.", False),
    (
        C100,
        "Outage credits added for the 100 newest customers; Dublin leads the cities with Austin, ten each.",
        True,
    ),
    (
        C100,
        "Outage credits added for the 100 newest customers; Austin and Dublin are tied for the most customers, ten each.",
        True,
    ),
    (C100, "Outage credits added for the 100 newest customers; Austin alone tops the cities.", False),
    (C015, "Outage credits added for the 15 newest customers; $75 in credits, $15 of it to the VIPs.", True),
    (C015, "Outage credits added for the 15 newest customers; $75 in credits, $20 of it to the VIPs.", False),
    (C015, "Outage credits added for the 15 newest customers; $20 went to the resellers.", True),
    (C015, "Outage credits added for the 15 newest customers; $25 went to the resellers.", False),
    (C015, "Outage credits added for the 15 newest customers; $10 of it to the migrated accounts.", True),
    (C015, "Outage credits added for the 15 newest customers; $15 in credits.", False),
    (C015, "Outage credits added for the 15 newest customers; $15 of it to the resellers.", False),
    (
        C100,
        "Outage credits added for the 100 newest customers; $500 in credits, $130 of it to the VIPs.",
        True,
    ),
    (
        C100,
        "Outage credits added for the 100 newest customers; $500 in credits, $150 of it to the VIPs.",
        False,
    ),
    (C100, "Outage credits added for the 100 newest customers; $130 went to the VIPs.", True),
    (C100, "Outage credits added for the 100 newest customers; $130 went to the resellers.", False),
    (C100, "Outage credits added for the 100 newest customers; $130 in credits in all.", False),
    (C100, "Outage credits added for the 100 newest customers; $130 for the VIPs and $500 refunded.", False),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; $500 in credits, $130 of it to the VIPs.",
        True,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; $500 in credits, $135 of it to the VIPs.",
        False,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; $85 of it went to the migrated customers.",
        True,
    ),
]


@pytest.mark.parametrize(("task_id", "text", "passes"), POSTS)
def test_fanout_summary(task_id: str, text: str, passes: bool) -> None:
    """(resample36d) the drawn batches' posts and resample35d's Open: a rank, tie, city count, percentage,
    comparison, counted name group, a city's "mostly" or "all", or "K of the M <City> customers" that the
    batch does not bear out fails; each honest neighbour passes."""
    assert posted_text_holds(TASKS[task_id], text) is passes


def test_plans_kept() -> None:
    """(resample36d) each drawn task carries two honest alternates and three wrong plans of this round."""
    assert_review_marks("resample36d", TASKS, (C015, C100), wrong=3, alternates=2)


@pytest.mark.parametrize("task_id", sorted(TASKS))
def test_every_width_reads_resample36d(task_id: str) -> None:
    """(resample36d) the refusals hold at all 30 widths, after the oracle's post: the biggest city (a unique
    one) said with its count passes and with one more fails, and a city that is not the biggest said to be it
    fails; the true number of cities passes and one more fails; VIPs said to outnumber resellers pass only
    where they do (and the other way round); the VIPs' true percentage passes and ten points more fails; "the
    Garcías (… of them) are all VIPs" fails (Iván García, the newest, is a reseller); on credit and audit
    widths the VIPs' true sub-total of the credits passes and $5 more fails."""
    task = TASKS[task_id]
    [post] = [s.args["text"] for s in task.oracle if s.call == "slack.chat.postMessage"]
    stem = post.rstrip(".")
    n = int(task_id[-3:])
    rows = newest_customers(n)
    cities = Counter(city_of(c) for c in rows if city_of(c))
    if cities:
        [(top, size), *rest] = cities.most_common()
        if not rest or rest[0][1] < size:
            assert posted_text_holds(task, stem + f"; {top} is the biggest city, with {size}.")
            assert not posted_text_holds(task, stem + f"; {top} is the biggest city, with {size + 1}.")
        for city, count in rest:
            if count < size:
                assert not posted_text_holds(task, stem + f"; {city} is the biggest city.")
    assert posted_text_holds(task, stem + f"; the city count is {len(cities)}.")
    assert not posted_text_holds(task, stem + f"; the city count is {len(cities) + 1}.")
    vips = sum(1 for c in rows if c.get("description") == "VIP")
    resellers = sum(1 for c in rows if c.get("description") == "Reseller")
    assert posted_text_holds(task, stem + "; VIPs outnumber resellers.") is (vips > resellers)
    assert posted_text_holds(task, stem + "; resellers outnumber VIPs.") is (resellers > vips)
    if (100 * vips) % n == 0:
        assert posted_text_holds(task, stem + f"; VIPs make up {100 * vips // n}% of the batch.")
    assert not posted_text_holds(task, stem + f"; VIPs make up {100 * vips // n + 10}% of the batch.")
    garcias = sum(1 for c in rows if str(c.get("name") or "").split()[-1:] == ["García"])
    assert not posted_text_holds(task, stem + f"; the Garcías ({garcias} of them) are all VIPs.")
    if task_id.startswith(("fanout-credit", "fanout-audit")) and vips:
        assert posted_text_holds(task, stem + f"; ${5 * vips} of it went to the VIPs.")
        assert not posted_text_holds(task, stem + f"; ${5 * vips + 5} of it went to the VIPs.")
