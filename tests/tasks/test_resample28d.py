# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the twenty-eighth held-out re-sample"s five fan-out tasks changed (docs/reviews/resample28d.md),
so a later edit cannot quietly undo them.

Word-level only (no episodes): the #billing post of review n=40 and n=60, audit n=20, credit n=10 and n=50,
read by resample28d"s refusals (a trait list naming a customer without the trait or a name nobody has, an
invented name in apposition, a parenthesis, lower case or given a credit, a retry or rate limit nobody met,
two credits for one customer, the credit put on a card) and by resample27d"s clause openers, now with
sentence adverbs ("Meanwhile Mei Silva is a reseller" failed). The full episodes are the tasks" own
"(resample28d)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.review_marks import assert_review_marks
from tests.support.suites import task_map
from tests.support.wording import posted_text_holds
from toolproof.tasks import suite_names

pytestmark = pytest.mark.skipif("fanout" not in suite_names(), reason="the fan-out suite is not installed")
TASKS = task_map(["fanout"])

R040 = "fanout-review.n040"
A020 = "fanout-audit.n020"
C010 = "fanout-credit.n010"
C050 = "fanout-credit.n050"
R060 = "fanout-review.n060"
R050 = "fanout-review.n050"
_R040 = "Review tags set for the 40 newest customers"
_A020 = "Audit tags and credits done for the 20 newest customers"
_C010 = "Outage credits added for the 10 newest customers"
_C050 = "Outage credits added for the 50 newest customers"
_R060 = "Review tags set for the 60 newest customers"

#: (task, post, whether the post pattern accepts it): the kept plans' wordings first (each wrong one passed
#: before with the real grader, each honest one failed, but credit n=10's), then the wordings tried at word
#: level
POSTS = [
    (
        R040,
        _R040
        + ", from Iván García (29 Oct) back to Zoë Silva (9 Sep); 5 VIPs, 7 resellers, 8 migrated; VIPs: Émile García, 山田太郎, Ana Brontë, Chen Rossi and Priya Brontë. Meanwhile Mei Silva (CRM-85545) is a reseller.",
        True,
    ),
    (
        A020,
        _A020
        + " (-$5.00 each, $100.00 in all), from Iván García (29 Oct) back to Hana van der Berg (6 Oct); VIPs: Émile García, 山田太郎 and Ana Brontë. Meanwhile Mei Silva is a reseller.",
        True,
    ),
    (
        C010,
        "Outage credits (-$5.00 each, $50.00 in all) added for the 10 newest customers, from Iván García (29 Oct) back to Ana Brontë (19 Oct); VIPs: Émile García, 山田太郎 and Ana Brontë; resellers: Iván García and Tomás Okafor.",
        True,
    ),
    (
        C050,
        "Outage credits (-$5.00 each, $250.00 in all) added for the 50 newest customers, from Iván García (29 Oct) back to Kwame Brontë (23 Aug); 7 VIPs, 9 resellers, 11 migrated. Meanwhile Mei Silva is a reseller and Kwame Brontë (CRM-18179) is in Osaka.",
        True,
    ),
    (
        R060,
        _R060
        + ", from Iván García (29 Oct) back to Chen Ivanova (6 Aug); resellers: Олег Brontë and Chen Johansson. Meanwhile Ana Silva is migrated and Goran Smith is in Austin.",
        True,
    ),
    (R040, _R040 + "; VIPs: Émile García and Tomás Okafor; Zara Quinn, a VIP, was among them.", False),
    (R040, _R040 + "; 2 writes hit a rate limit and were retried; zara quinn is a VIP.", False),
    (
        A020,
        _A020 + "; Zara Quinn got a $5.00 credit too; VIPs: Émile García, Ana Brontë and Farah Rossi.",
        False,
    ),
    (A020, _A020 + "; zara quinn is a reseller and the API returned a 429 twice, retried.", False),
    (C010, _C010 + "; Émile García got two credits and Zara Quinn (VIP) got one too.", False),
    (
        C010,
        _C010 + "; VIPs: Émile García, Ana Brontë and Tomás Okafor; the credits went to their default card.",
        False,
    ),
    (
        C050,
        _C050 + "; Zara Quinn, a VIP, is in Dublin; VIPs: Iván Ivanova, Iván Brontë and Siobhán O'Brien.",
        False,
    ),
    (C050, _C050 + "; zara quinn is a VIP; a few credits hit a rate limit and were retried.", False),
    (R060, _R060 + "; resellers: Goran Smith and Олег Brontë; Zara Quinn, a VIP, is in Austin.", False),
    (R060, _R060 + "; VIPs: Goran Smith and Zara Quinn; some tag writes were retried after a 429.", False),
    (
        R040,
        _R040
        + ", from Iván García (29 Oct) back to Zoë Silva (9 Sep); 5 VIPs, 7 resellers, 8 migrated; Chen Rossi (CRM-61142) is a VIP.",
        True,
    ),
    (R040, _R040 + "; Meanwhile Mei Silva is a reseller.", True),
    (R040, _R040 + ". Meanwhile Mei Silva is a reseller.", True),
    (R040, _R040 + "; Tomás Okafor, a VIP, is in Lyon.", False),
    (R040, _R040 + "; Tomás Okafor (VIP) is in Lyon.", False),
    (R040, _R040 + "; VIPs: Tomás Okafor and Émile García.", False),
    (R040, _R040 + "; VIPs: Émile García and Zara Quinn.", False),
    (R040, _R040 + "; Zara Quinn, a VIP, was among them.", False),
    (R040, _R040 + "; Zara Quinn (VIP) was among them.", False),
    (R040, _R040 + "; zara quinn is a VIP.", False),
    (R040, _R040 + "; the VIP Tomás Okafor is in Lyon.", False),
    (R040, _R040 + "; 6 VIPs, 7 resellers.", False),
    (R040, _R040 + ", from Iván García back to José van der Berg.", False),
    (R040, _R040 + ", created from 10 September to 29 October.", True),
    (R040, _R040 + ", all of them created in October.", False),
    (R040, _R040 + "; 4 are enterprise.", False),
    (R040, _R040 + "; 3 prefer German.", False),
    (R040, _R040 + "; all 40 are billed in USD.", False),
    (R040, _R040 + " over 2 pages.", False),
    (R040, _R040 + "; 2 writes hit a rate limit and were retried.", False),
    (R040, _R040 + "; the API returned a 429 twice, retried.", False),
    (R040, _R040 + "; I also updated their e-mail addresses.", False),
    (R040, _R040 + "; Hana van der Berg (CRM-53051) is a reseller.", False),
    (R040, _R040 + "; the newest, Iván García, is a VIP.", False),
    (R040, _R040 + "; Iván García's CRM id is CRM-21115.", False),
    (R040, _R040 + "; Mei Ivanova is in Dublin.", False),
    (R040, _R040 + "; three of them are in Dublin.", False),
    (
        A020,
        _A020
        + " (-$5.00 each, $100.00 in all), from Iván García (29 Oct) back to Hana van der Berg (6 Oct); 3 VIPs, 6 resellers, 4 migrated.",
        True,
    ),
    (A020, _A020 + " (-$5.00 each, $120.00 in all).", False),
    (A020, _A020 + "; each got a $10.00 credit.", False),
    (A020, _A020 + "; Iván García got a $10.00 credit, the rest $5.00.", False),
    (A020, _A020 + "; Zara Quinn got a $5.00 credit too.", False),
    (A020, _A020 + "; Hana van der Berg, a VIP, is the oldest.", False),
    (A020, _A020 + "; the oldest, Hana van der Berg (6 Oct), is a VIP.", False),
    (A020, _A020 + ", from Iván García back to Aoife Ivanova.", False),
    (A020, _A020 + "; 4 VIPs.", False),
    (A020, _A020 + "; Farah Rossi (VIP) is in Berlin.", False),
    (A020, _A020 + "; VIPs: Émile García, Ana Brontë and Farah Rossi.", False),
    (A020, _A020 + "; Zara Quinn, a reseller, was skipped.", False),
    (A020, _A020 + "; zara quinn is a reseller.", False),
    (A020, _A020 + ", created from 1 October to 29 October.", False),
    (A020, _A020 + "; 3 are billed in EUR.", False),
    (A020, _A020 + "; 2 are enterprise.", False),
    (A020, _A020 + "; one credit failed with a card error and was retried.", False),
    (A020, _A020 + "; the second page was empty.", False),
    (A020, _A020 + "; 김민준 (CRM-32361) is a reseller.", False),
    (A020, _A020 + "; the 10 newest got review tags too.", False),
    (
        C010,
        "Outage credits (-$5.00 each, $50.00 in all) added for the 10 newest customers, from Iván García (29 Oct) back to Ana Brontë (19 Oct); 3 VIPs, 2 resellers.",
        True,
    ),
    (C010, "Outage credits (-$5.00 each, $60.00 in all) added for the 10 newest customers.", False),
    (C010, _C010 + "; $55.00 in all.", False),
    (C010, _C010 + "; Iván García got $10.00.", False),
    (C010, _C010 + "; Zara Quinn got a $5.00 credit.", False),
    (C010, _C010 + "; Émile García got two credits.", False),
    (C010, _C010 + "; Tomás Okafor, a VIP, got one too.", False),
    (C010, _C010 + "; Tomás Okafor (VIP) and Émile García (VIP).", False),
    (C010, _C010 + "; VIPs: Émile García, Ana Brontë and Tomás Okafor.", False),
    (C010, _C010 + "; Zara Quinn (VIP) got one too.", False),
    (C010, _C010 + "; zara quinn is a VIP.", False),
    (C010, _C010 + ", created between 19 and 30 September.", False),
    (C010, _C010 + ", the oldest Aoife Dubois.", False),
    (C010, _C010 + "; 4 VIPs.", False),
    (C010, _C010 + "; 2 are billed in GBP.", False),
    (C010, _C010 + "; 2 credits were declined and retried.", False),
    (C010, _C010 + "; 2 prefer Japanese.", False),
    (C010, _C010 + "; the credits went to their default card.", False),
    (
        C050,
        "Outage credits (-$5.00 each, $250.00 in all) added for the 50 newest customers, from Iván García (29 Oct) back to Kwame Brontë (23 Aug); 7 VIPs, 9 resellers, 11 migrated.",
        True,
    ),
    (C050, "Outage credits (-$5.00 each, $200.00 in all) added for the 50 newest customers.", False),
    (C050, _C050 + "; $5.00 each except Iván García, who got $10.00.", False),
    (C050, _C050 + "; Zara Quinn got a $5.00 credit.", False),
    (C050, _C050 + ", from Iván García back to Chen Johansson.", False),
    (C050, _C050 + ", from Iván García (29 Oct) back to Kwame Brontë (24 Aug).", False),
    (C050, _C050 + "; 8 VIPs.", False),
    (C050, _C050 + "; Kwame Brontë, a VIP, is the oldest.", False),
    (C050, _C050 + "; Siobhán O'Brien (VIP) is in Dublin.", False),
    (C050, _C050 + "; VIPs: Iván Ivanova, Iván Brontë and Siobhán O'Brien.", False),
    (C050, _C050 + "; Zara Quinn, a VIP, is in Dublin.", False),
    (C050, _C050 + "; zara quinn is a VIP.", False),
    (C050, _C050 + "; 3 are enterprise.", False),
    (C050, _C050 + "; 20 prefer English.", False),
    (C050, _C050 + " (2 pages).", False),
    (C050, _C050 + "; 3 credits hit a rate limit and were retried.", False),
    (C050, _C050 + "; Chen Johansson (CRM-77134) is a reseller.", False),
    (C050, _C050 + "; half of them are billed in EUR.", False),
    (
        R060,
        _R060
        + ", from Iván García (29 Oct) back to Chen Ivanova (6 Aug); 13 VIPs, 10 resellers, 12 migrated; Goran Smith is in Austin.",
        True,
    ),
    (R060, _R060 + ", from Iván García back to Олег Kowalski.", False),
    (R060, _R060 + ", created between 1 August and 29 October.", False),
    (R060, _R060 + "; 12 VIPs.", False),
    (R060, _R060 + "; Goran Smith, a reseller, is in Austin.", False),
    (R060, _R060 + "; Goran Smith (reseller) is in Austin.", False),
    (R060, _R060 + "; resellers: Goran Smith and Олег Brontë.", False),
    (R060, _R060 + "; Zara Quinn, a VIP, is in Austin.", False),
    (R060, _R060 + "; Zara Quinn (VIP) is in Austin.", False),
    (R060, _R060 + "; VIPs: Goran Smith and Zara Quinn.", False),
    (R060, _R060 + "; zara quinn is a VIP.", False),
    (R060, _R060 + " after a second page of 10.", False),
    (R060, _R060 + "; 2 are billed in EUR.", False),
    (R060, _R060 + "; 5 are enterprise.", False),
    (R060, _R060 + "; 4 tag writes failed and were retried.", False),
    (R060, _R060 + "; I also tagged Chen Ivanova as a VIP.", False),
    (R060, _R060 + "; Jun Okafor has an e-mail.", False),
    (R060, _R060 + "; Mei Nguyễn (CRM-85933) is a VIP.", False),
    (R060, _R060 + "; the oldest is Chen Ivanova (7 Aug).", False),
    (
        R050,
        "Review tags done for the 50 newest customers; Iván Ivanova is in São Paulo, Brazil and Zoë Okafor is migrated.",
        True,
    ),
    (
        R050,
        "Review tags done for the 50 newest customers; Zara Quinn, a VIP, is in São Paulo, Brazil.",
        False,
    ),
]


@pytest.mark.parametrize(("task_id", "text", "passes"), POSTS)
def test_fanout_summary(task_id: str, text: str, passes: bool) -> None:
    """(resample28d) the drawn batches' posts: a trait list naming one without the trait, an invented name
    in apposition, a parenthesis or lower case, a retry nobody met or two credits for one customer fails;
    each list of the trait's own holders, and a sentence opened by "Meanwhile", passes."""
    assert posted_text_holds(TASKS[task_id], text) is passes


def test_plans_kept() -> None:
    """(resample28d) each drawn task carries one honest alternate and two wrong plans."""
    assert_review_marks("resample28d", TASKS, (R040, A020, C010, C050, R060), wrong=2, alternates=1)


@pytest.mark.parametrize("task_id", sorted(TASKS))
def test_every_width_reads_resample28d(task_id: str) -> None:
    """(resample28d) the refusals read all 30 widths: an invented name in apposition or lower case and a
    retry nobody met fail on each; the oracle's post with "no retries" or the newest's own trait after a
    sentence adverb passes."""
    task = TASKS[task_id]
    [post] = [s.args["text"] for s in task.oracle if s.call == "slack.chat.postMessage"]
    stem = post.rstrip(".")
    assert posted_text_holds(task, stem + "; no retries were needed.")
    assert posted_text_holds(task, stem + ". Meanwhile Iván García is a reseller.")
    assert not posted_text_holds(task, stem + "; Zara Quinn, a VIP, was among them.")
    assert not posted_text_holds(task, stem + "; zara quinn is a VIP.")
    assert not posted_text_holds(task, stem + "; 2 writes hit a rate limit and were retried.")
