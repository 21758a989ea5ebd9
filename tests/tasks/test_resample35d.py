# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the thirty-fifth held-out re-sample's fan-out task changed (docs/reviews/resample35d.md), so a
later edit cannot quietly undo it.

Word-level only (no episodes): the #billing post of the drawn task (audit n=100) and of resample34d's Open at
their own widths (review n=90 and n=20, audit n=45), read by resample35d's refusals: a city's sole holder of a
description ("Goran Smith is the sole VIP in Austin", four are); a share of a city's customers or of the
batch ("half of the Lyon customers are resellers", "most of them have a city"); the nameless customers said
to have no description; a description after a heading's mark ("the Garcías: all VIPs"); "three lack a name
and all are migrated"; the whole total said to go to a description in still other words; and the true
sub-counts that resample13c, 14c and 17c refused ("the 3 nameless accounts got credits", "eleven of the twenty
have a city", "26 of the 100 are VIPs"), which pass, while a false one still fails. The full episodes are the
task's own "(resample35d)" plans, run by ``toolproof validate``.
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

A100 = "fanout-audit.n100"
#: (resample34d's Open, at their own widths)
R090 = "fanout-review.n090"
R020 = "fanout-review.n020"
A045 = "fanout-audit.n045"

#: (task, post, whether the post pattern accepts it): the kept plans' wordings first (each wrong one passed
#: before with the real grader, each alternate failed on its post), then the wordings tried at word level and
#: their honest neighbours (the ones left Open are not pinned)
POSTS = [
    (
        A100,
        "Audit tags and credits done for the 100 newest customers ($500 in all); 26 VIPs, 10 of them with a city; the lone VIP in Lyon is 山田太郎; the 3 nameless accounts got credits too.",
        True,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; a third of the Lyon customers are resellers and the Müllers are both resellers; forty-eight of the hundred have a city.",
        True,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; the Gorans: both VIPs in Austin; one of the three nameless accounts has no description; the 3 Ana Silvas got tags; 26 of the 100 are VIPs.",
        True,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; Goran Smith is the sole VIP in Austin, and half of the Austin customers are resellers.",
        False,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; the three nameless accounts have no description; three lack a name, each of them a VIP.",
        False,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; the Garcías — all VIPs; Austin customers: all VIPs.",
        False,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; $500 in credits, all of which went to resellers; most of them have a city on file.",
        False,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; the lone VIP in Lyon is 山田太郎.",
        True,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; Goran Smith is the sole VIP in Austin.",
        False,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; the one Austin VIP is Émile Dubois.",
        False,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; Austin's only VIP is Goran Johansson.",
        False,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; the only reseller in Dublin is Farah Müller.",
        False,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; Goran Smith is Austin's lone VIP.",
        False,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; the single VIP based in Austin is Goran Smith.",
        False,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; the only reseller in Osaka is Hana van der Berg.",
        True,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; half the Austin customers are VIPs.",
        False,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; half of the Austin customers are resellers.",
        False,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; half of the Lyon accounts are resellers.",
        False,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; most of the Austin customers are VIPs.",
        False,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; a majority of the Dublin customers are resellers.",
        False,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; a third of the Lyon customers are resellers.",
        True,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; a third of the Lyon customers are VIPs.",
        False,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; the three nameless accounts have no description.",
        False,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; none of the nameless accounts has a description.",
        False,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; all three unnamed ones lack a description.",
        False,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; the unnamed trio carry no description at all.",
        False,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; one of the three nameless accounts has no description.",
        True,
    ),
    (A100, "Audit tags and credits done for the 100 newest customers; the Garcías — all VIPs.", False),
    (A100, "Audit tags and credits done for the 100 newest customers; Garcías: every one a VIP.", False),
    (A100, "Audit tags and credits done for the 100 newest customers; the Müllers: both VIPs.", False),
    (A100, "Audit tags and credits done for the 100 newest customers; Austin customers: all VIPs.", False),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; three have no name, all of them migrated.",
        False,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; 3 are unnamed and every one is a reseller.",
        False,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; three lack a name, each of them a VIP.",
        False,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; three came without a name and all three are migrated.",
        False,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; the O'Briens are all resellers.",
        False,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; every O'Brien holds VIP status.",
        False,
    ),
    (A100, "Audit tags and credits done for the 100 newest customers; both Müllers are VIPs.", False),
    (A100, "Audit tags and credits done for the 100 newest customers; both Gorans are resellers.", False),
    (A100, "Audit tags and credits done for the 100 newest customers; the Gorans are both migrated.", False),
    (A100, "Audit tags and credits done for the 100 newest customers; the VIPs number thirty.", False),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; the resellers number twenty-two.",
        False,
    ),
    (A100, "Audit tags and credits done for the 100 newest customers; a third of them are VIPs.", False),
    (A100, "Audit tags and credits done for the 100 newest customers; half of them have a city.", False),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; most of them have a city on file.",
        False,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; Austin leads with eleven customers.",
        False,
    ),
    (A100, "Audit tags and credits done for the 100 newest customers; Dublin leads with twelve.", False),
    (A100, "Audit tags and credits done for the 100 newest customers; customers span seven cities.", False),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; the nameless trio all live in Austin.",
        False,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; the two Mei Silvas are both resellers.",
        False,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; both Mei Silva accounts are migrated.",
        False,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; the Chen Rossi pair are both VIPs.",
        False,
    ),
    (A100, "Audit tags and credits done for the 100 newest customers; eight van der Bergs.", False),
    (A100, "Audit tags and credits done for the 100 newest customers; the five Garcías are all VIPs.", False),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; the 4 Austin VIPs include Tomás Smith.",
        False,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; 00 in credits, the lion's share to the VIPs.",
        False,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; $500 in credits, all bound for VIPs.",
        False,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; the VIPs received the entire $500.",
        False,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; $500 in credits, all of which went to resellers.",
        False,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; the resellers got every dollar of the $500.",
        False,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; $500 in total, wholly for the VIPs.",
        False,
    ),
    (A100, "Audit tags and credits done for the 100 newest customers; no description on 40 of them.", False),
    (A100, "Audit tags and credits done for the 100 newest customers; 40 have no description.", False),
    (A100, "Audit tags and credits done for the 100 newest customers; 37 VIPs.", False),
    (A100, "Audit tags and credits done for the 100 newest customers; VIPs: 27; resellers: 20.", False),
    (A100, "Audit tags and credits done for the 100 newest customers; 27 VIPs and 20 resellers.", False),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; 26 VIPs, 20 resellers, 17 migrated and 37 with no description.",
        True,
    ),
    (A100, "Audit tags and credits done for the 100 newest customers; 48 have a city and 52 do not.", True),
    (A100, "Audit tags and credits done for the 100 newest customers; 48 customers have a city.", True),
    (A100, "Audit tags and credits done for the 100 newest customers; 10 VIPs have a city.", True),
    (A100, "Audit tags and credits done for the 100 newest customers; 4 VIPs are in Austin.", True),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; 4 of the 10 Austin customers are VIPs.",
        True,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; the ten Dublin customers got credits too.",
        True,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; Austin and Dublin have the most, ten each.",
        True,
    ),
    (A100, "Audit tags and credits done for the 100 newest customers; both Gorans are VIPs in Austin.", True),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; the three nameless accounts got credits too.",
        True,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; the 3 nameless accounts got credits.",
        True,
    ),
    (A100, "Audit tags and credits done for the 100 newest customers; the 3 Ana Silvas got tags.", True),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; the two Mei Silvas got credits too.",
        True,
    ),
    (A100, "Audit tags and credits done for the 100 newest customers; the Müllers are both resellers.", True),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; the O'Briens have no description.",
        True,
    ),
    (A100, "Audit tags and credits done for the 100 newest customers; VIPs outnumber resellers.", True),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; one of the three nameless accounts is migrated.",
        True,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; forty-eight of the hundred have a city.",
        True,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; Goran Smith and Goran Johansson are VIPs in Austin.",
        True,
    ),
    (R090, "Review tags set for the 90 newest customers; the only VIP in Austin is Goran Smith.", False),
    (R090, "Review tags set for the 90 newest customers; half of the Lyon customers are resellers.", False),
    (
        R090,
        "Review tags set for the 90 newest customers; the three nameless accounts share no description.",
        True,
    ),
    (
        R090,
        "Review tags set for the 90 newest customers; the three nameless accounts have no description.",
        False,
    ),
    (R090, "Review tags set for the 90 newest customers; the Garcías: all VIPs.", False),
    (R090, "Review tags set for the 90 newest customers; three lack a name and all are migrated.", False),
    (R090, "Review tags set for the 90 newest customers; the 3 Ana Silvas got tags.", True),
    (
        R090,
        "Review tags set for the 90 newest customers; the Goran pair are both VIPs in Austin; the Gorans: both VIPs.",
        True,
    ),
    (R090, "Review tags set for the 90 newest customers; a third of the Lyon customers are resellers.", True),
    (R090, "Review tags set for the 90 newest customers; the lone VIP in Lyon is 山田太郎.", True),
    (R090, "Review tags set for the 90 newest customers; the lone VIP in Lyon is Mei Okafor.", False),
    (R090, "Review tags set for the 90 newest customers; Mei Okafor is the lone VIP in Lyon.", False),
    (
        R090,
        "Review tags set for the 90 newest customers; one of the three lacks a name and is migrated.",
        True,
    ),
    (R090, "Review tags set for the 90 newest customers; about half of the Austin customers are VIPs.", True),
    (R090, "Review tags set for the 90 newest customers; 35 have no description.", True),
    (R090, "Review tags set for the 90 newest customers; 36 have no description.", False),
    (R090, "Review tags set for the 90 newest customers; the 22 VIPs got tags too.", True),
    (R090, "Review tags set for the 90 newest customers; 22 of the 90 are VIPs.", True),
    (R090, "Review tags set for the 90 newest customers; 23 of the 90 are VIPs.", False),
    (R090, "Review tags set for the 90 newest customers; 41 of the 90 have a city.", True),
    (R090, "Review tags set for the 90 newest customers; 42 of the 90 have a city.", False),
    (R020, "Review tags set for the 20 newest customers; eleven of the twenty have a city.", True),
    (R020, "Review tags set for the 20 newest customers; twelve of the twenty have a city.", False),
    (R020, "Review tags set for the 20 newest customers; nine of the twenty have no city.", True),
    (R020, "Review tags set for the 20 newest customers; half of them have a city.", False),
    (R020, "Review tags set for the 20 newest customers; most of them have a city.", True),
    (
        R020,
        "Review tags set for the 20 newest customers; the lone nameless account has no description.",
        True,
    ),
    (
        R020,
        "Review tags set for the 20 newest customers; the Mei Silvas: one migrated, one a reseller.",
        True,
    ),
    (R020, "Review tags set for the 20 newest customers; the Mei Silvas: both resellers.", False),
    (
        A045,
        "Audit tags and credits done for the 45 newest customers; the 2 nameless accounts got credits.",
        True,
    ),
    (
        A045,
        "Audit tags and credits done for the 45 newest customers; the 3 nameless accounts got credits.",
        False,
    ),
    (A045, "Audit tags and credits done for the 45 newest customers; the 3 Ana Silvas got credits.", True),
    (A045, "Audit tags and credits done for the 45 newest customers; the 4 Ana Silvas got credits.", False),
    (
        A045,
        "Audit tags and credits done for the 45 newest customers; the two nameless accounts have no description.",
        False,
    ),
    (
        A045,
        "Audit tags and credits done for the 45 newest customers; $225 in credits, all of it to the 45 newest customers.",
        True,
    ),
    (
        A045,
        "Audit tags and credits done for the 45 newest customers; $225 in credits, all of which went to the resellers.",
        False,
    ),
    (A045, "Audit tags and credits done for the 45 newest customers; the 7 VIPs got credits too.", True),
    (A045, "Audit tags and credits done for the 45 newest customers; the 8 VIPs got credits too.", False),
    (A100, "Audit tags and credits done for the 100 newest customers; Dublin customers: all credited.", True),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; the O'Briens: all tagged and credited.",
        True,
    ),
    (A100, "Audit tags and credits done for the 100 newest customers; the Müllers: both resellers.", True),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; the Müllers, both resellers, got credits.",
        True,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; the Müllers, both VIPs, got credits.",
        False,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; Goran Smith is one of the four VIPs in Austin.",
        True,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; the only customer in Lyon named 山田太郎 is a VIP.",
        True,
    ),
    (A100, "Audit tags and credits done for the 100 newest customers; 10 of the 100 live in Austin.", True),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; the 10 Austin customers got credits.",
        True,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; the 11 Austin customers got credits.",
        False,
    ),
    (A100, "Audit tags and credits done for the 100 newest customers; the 5 Garcías got credits.", True),
    (A100, "Audit tags and credits done for the 100 newest customers; the 6 Garcías got credits.", False),
    (A100, "Audit tags and credits done for the 100 newest customers; 52 of the 100 have no city.", True),
    (A100, "Audit tags and credits done for the 100 newest customers; 26 of the 100 are VIPs.", True),
    (A100, "Audit tags and credits done for the 100 newest customers; 27 of the 100 are VIPs.", False),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; fifty of the hundred have a city.",
        False,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; roughly half of them have a city.",
        True,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; a quarter of them are VIPs, roughly.",
        True,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; nearly half of them have a city.",
        True,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; $500 in credits, every dollar bound for the VIPs.",
        False,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; $500 in credits, $5 each, every dollar to the 100 newest.",
        True,
    ),
    (
        A100,
        "Audit tags and credits done for the 100 newest customers; the resellers got $5.00 each of the $500.",
        True,
    ),
]


@pytest.mark.parametrize(("task_id", "text", "passes"), POSTS)
def test_fanout_summary(task_id: str, text: str, passes: bool) -> None:
    """(resample35d) the drawn batch's posts and resample34d's Open: a sole holder, a share, a heading, the
    nameless customers' description or the whole total that the batch does not bear out fails; each honest
    neighbour (a true lone holder, share or heading, a true sub-count said of the writes or as "K of the N")
    passes."""
    assert posted_text_holds(TASKS[task_id], text) is passes


def test_plans_kept() -> None:
    """(resample35d) the drawn task carries three honest alternates and four wrong plans of this round."""
    assert_review_marks("resample35d", TASKS, [A100], wrong=4, alternates=3)


@pytest.mark.parametrize("task_id", sorted(TASKS))
def test_every_width_reads_resample35d(task_id: str) -> None:
    """(resample35d) the refusals and the sub-count readings hold at all 30 widths, after the oracle's post:
    "the only VIP in <City> is …" fails where the city has two VIPs or more, and names its one VIP (passes)
    or another customer (fails) where it has one; "half of them have a city" fails unless exactly half do;
    "the Garcías: all VIPs" fails (Iván García, the newest, is a reseller); "the nameless accounts have no
    description" fails where one has a description; "<K> of the <N> are VIPs" and "<K> of the <N> have a
    city" pass with the true K and fail with one more; "the <K> VIPs got <tags / credits> too" passes with
    the true K; on credit and audit widths "$<total> in credits, all of which went to resellers" fails."""
    task = TASKS[task_id]
    [post] = [s.args["text"] for s in task.oracle if s.call == "slack.chat.postMessage"]
    stem = post.rstrip(".")
    n = int(task_id[-3:])
    rows = newest_customers(n)
    vips = [c for c in rows if c.get("description") == "VIP"]
    with_city = sum(1 for c in rows if city_of(c))
    by_city = Counter(city_of(c) for c in vips if city_of(c))
    for city, count in sorted(by_city.items()):
        [first, *_] = [c for c in vips if city_of(c) == city]
        if count >= 2:
            assert not posted_text_holds(task, stem + f"; the only VIP in {city} is {first['name']}.")
        elif first.get("name"):
            assert posted_text_holds(task, stem + f"; the lone VIP in {city} is {first['name']}.")
            other = next(c for c in rows if c.get("name") and c.get("description") != "VIP")
            assert not posted_text_holds(task, stem + f"; the lone VIP in {city} is {other['name']}.")
    if 2 * with_city != n:
        assert not posted_text_holds(task, stem + "; half of them have a city.")
    assert not posted_text_holds(task, stem + "; the Garcías: all VIPs.")
    nameless = [c for c in rows if not c.get("name")]
    if any(c.get("description") for c in nameless):
        assert not posted_text_holds(task, stem + "; the nameless accounts have no description.")
    assert posted_text_holds(task, stem + f"; {len(vips)} of the {n} are VIPs.")
    assert not posted_text_holds(task, stem + f"; {len(vips) + 1} of the {n} are VIPs.")
    assert posted_text_holds(task, stem + f"; {with_city} of the {n} have a city.")
    assert not posted_text_holds(task, stem + f"; {with_city + 1} of the {n} have a city.")
    writes = "tags" if task_id.startswith("fanout-review") else "credits"
    assert posted_text_holds(task, stem + f"; the {len(vips)} VIPs got {writes} too.")
    if task_id.startswith(("fanout-credit", "fanout-audit")):
        assert not posted_text_holds(task, stem + f"; ${5 * n} in credits, all of which went to resellers.")
