# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the twenty-ninth held-out re-sample's five fan-out tasks changed (docs/reviews/resample29d.md),
so a later edit cannot quietly undo them.

Word-level only (no episodes): the #billing post of review n=10, n=50 and n=150, audit n=10 and credit n=15,
read by resample29d's refusals (a trait or city list by a dash, "list:" or a name of three words; a count
of a description in words; an end by another wording; a word before a batch name in apposition or before a
write; a lower-case invented name before a write; a failure, list calls or a field change nobody met;
everyone "but" one; a credit's amount in words, a credit skipped, doubled or misdirected) and by
resample27d's clause openers and resample28d's lower-case names, now read by an adverb's shape
("Curiously Ana Brontë is a VIP" failed; "emily quinn is a VIP" passed). The full episodes are the tasks'
own "(resample29d)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.review_marks import assert_review_marks
from tests.support.suites import task_map
from tests.support.wording import posted_text_holds
from toolproof.tasks import suite_names

pytestmark = pytest.mark.skipif("fanout" not in suite_names(), reason="the fan-out suite is not installed")
TASKS = task_map(["fanout"])

R010 = "fanout-review.n010"
R150 = "fanout-review.n150"
A010 = "fanout-audit.n010"
C015 = "fanout-credit.n015"
R050 = "fanout-review.n050"
_R010 = "Review tags set for the 10 newest customers"
_R150 = "Review tags set for the 150 newest customers"
_A010 = "Audit tags and credits done for the 10 newest customers"
_C015 = "Outage credits added for the 15 newest customers"
_R050 = "Review tags set for the 50 newest customers"

#: (task, post, whether the post pattern accepts it): the kept plans' wordings first (each wrong one passed
#: before with the real grader, each honest one failed), then the wordings tried at word level
POSTS = [
    (
        R010,
        _R010
        + ", from Iván García (29 Oct) back to Ana Brontë (19 Oct); VIPs — Émile García, 山田太郎, Ana Brontë; three VIPs, two resellers. Curiously Tomás Okafor is a reseller.",
        True,
    ),
    (R010, _R010 + "; VIPs — Émile García, Tomás Okafor; the most recent is Tomás Okafor; four VIPs.", False),
    (
        R010,
        _R010 + " in two list calls; Zara Ana Brontë, a VIP, is in Osaka; I also added a note to each.",
        False,
    ),
    (
        R150,
        _R150
        + " (2 list calls), from Iván García (29 Oct) back to Zoë García (14 Apr); forty VIPs, thirty resellers; resellers: Hana van der Berg and Tomás Okafor. Unsurprisingly Mei Silva is a reseller.",
        True,
    ),
    (R150, _R150 + "; VIPs: Émile García and Hana van der Berg; forty VIPs, thirty-one resellers.", False),
    (R150, _R150 + "; Osaka: Hana van der Berg, Tomás Okafor; emily quinn is a VIP.", False),
    (
        A010,
        _A010
        + " (five dollars each, fifty dollars in all), from Iván García (29 Oct) back to Ana Brontë (19 Oct); VIP list: Émile García, 山田太郎 and Ana Brontë. Surprisingly Tomás Okafor is a reseller.",
        True,
    ),
    (
        A010,
        _A010 + " (ten dollars each); Ελένη Silva got no credit; VIPs — Émile García, Tomás Okafor.",
        False,
    ),
    (A010, _A010 + "; Zara Ana Brontë, a VIP, got one too; emily quinn got a credit too.", False),
    (
        C015,
        "Outage credits (five dollars each, seventy-five in all) added for the 15 newest customers, from Iván García (29 Oct) back to a customer with no name; three VIPs, four resellers. Honestly Mei Silva is migrated.",
        True,
    ),
    (
        C015,
        _C015
        + " (five dollars each, eighty in all); the credit for Ελένη O'Brien went to Farah Rossi; everyone but the nameless one got a credit.",
        False,
    ),
    (
        C015,
        _C015
        + "; Farah Rossi got $5.00 twice; one credit hit a 500 and went through on a second try; VIPs — Émile García, Tomás Okafor, Ana Brontë.",
        False,
    ),
    (
        R050,
        _R050
        + ", from Iván García (29 Oct) back to Kwame Brontë (23 Aug); seven VIPs, nine resellers; resellers: Hana van der Berg and Tomás van der Berg; Osaka: Hana van der Berg, Kwame Brontë. Importantly Mei Silva is a reseller.",
        True,
    ),
    (
        R050,
        _R050 + "; VIPs: Iván Ivanova and Hana van der Berg; eight VIPs; Kwame Brontë signed up last.",
        False,
    ),
    (
        R050,
        _R050
        + "; Osaka: Hana van der Berg, Kwame Brontë and Siobhán O'Brien; Zara Ana Brontë, a VIP, is in Osaka; emily quinn is a VIP.",
        False,
    ),
    (
        R010,
        _R010 + ", from Iván García (29 Oct) back to Ana Brontë (19 Oct); 3 VIPs, 2 resellers, 1 migrated.",
        True,
    ),
    (R010, _R010 + ". Separately Ελένη Smith is migrated.", True),
    (R010, _R010 + ". Also Ana Brontë is a VIP.", True),
    (R010, _R010 + "; VIPs — Émile García, Tomás Okafor.", False),
    (R010, _R010 + "; VIP list: Émile García, Tomás Okafor.", False),
    (R010, _R010 + "; Tomás Okafor is one of the VIPs.", False),
    (R010, _R010 + "; Tomás Okafor is also a VIP.", False),
    (R010, _R010 + "; Tomás Okafor, VIP, is in Lyon.", False),
    (R010, _R010 + "; Zara Ana Brontë, a VIP, is in Osaka.", False),
    (R010, _R010 + "; four VIPs.", False),
    (R010, _R010 + "; three resellers.", False),
    (R010, _R010 + ", created between 20 and 29 October.", False),
    (R010, _R010 + "; all signed up after 20 October.", False),
    (R010, _R010 + "; the most recent is Tomás Okafor.", False),
    (R010, _R010 + "; Ana Brontë signed up last.", False),
    (R010, _R010 + "; Iván García signed up first.", False),
    (R010, _R010 + "; 2 prefer French.", False),
    (R010, _R010 + "; one enterprise customer.", False),
    (R010, _R010 + "; 2 are billed in CHF.", False),
    (R010, _R010 + "; I also added a note to each.", False),
    (R010, _R010 + "; their CRM ids were updated too.", False),
    (R010, _R010 + " in two list calls.", False),
    (R010, _R010 + "; one write timed out and was redone.", False),
    (R010, _R010 + "; one tag failed at first and went through on the second attempt.", False),
    (R010, _R010 + "; Ελένη Smith is enterprise.", False),
    (R010, _R010 + "; emily quinn is a VIP.", False),
    (R010, _R010 + "; Separately Zara Quinn is a VIP.", False),
    (R010, _R010 + "; Osaka: Ελένη Smith, Tomás Okafor.", False),
    (
        R150,
        _R150
        + " (2 pages), from Iván García (29 Oct) back to Zoë García (14 Apr); 40 VIPs, 30 resellers, 27 migrated.",
        True,
    ),
    (R150, _R150 + ". Separately Mei Silva is a reseller.", True),
    (R150, _R150 + "; Hana van der Berg is a reseller.", True),
    (R150, _R150 + "; VIPs: Émile García and Hana van der Berg.", False),
    (R150, _R150 + "; resellers: Tomás Okafor and Farah van der Berg.", True),
    (R150, _R150 + "; resellers: Tomás Okafor and José van der Berg.", False),
    (R150, _R150 + "; Osaka: Hana van der Berg, Tomás Okafor.", False),
    (R150, _R150 + "; 41 VIPs.", False),
    (R150, _R150 + "; forty VIPs, thirty-one resellers.", False),
    (R150, _R150 + " over 3 pages.", False),
    (R150, _R150 + " in one page.", False),
    (R150, _R150 + ", from Iván García back to Mei Johansson.", False),
    (R150, _R150 + "; the oldest signed up in March.", False),
    (R150, _R150 + ", created April to October.", True),
    (R150, _R150 + ", created May to October.", False),
    (R150, _R150 + "; Zara Ana Brontë, a VIP, is in Osaka.", False),
    (R150, _R150 + "; Also Zara Quinn is a VIP.", False),
    (R150, _R150 + "; emily quinn is a VIP.", False),
    (R150, _R150 + "; 5 prefer German.", False),
    (R150, _R150 + "; the second page timed out once and was fetched again.", False),
    (R150, _R150 + "; Tomás Silva is a reseller.", False),
    (R150, _R150 + "; 10 are enterprise.", False),
    (
        A010,
        _A010
        + " (-$5.00 each, $50.00 in all), from Iván García (29 Oct) back to Ana Brontë (19 Oct); 3 VIPs, 2 resellers.",
        True,
    ),
    (A010, _A010 + ". Separately Ελένη Smith is migrated.", True),
    (A010, _A010 + " (five dollars each).", True),
    (A010, _A010 + " (ten dollars each).", False),
    (A010, _A010 + "; fifty cents each.", False),
    (A010, _A010 + "; Ελένη Silva got no credit.", False),
    (A010, _A010 + "; all but Tomás Okafor got a credit.", False),
    (A010, _A010 + "; 9 credits.", False),
    (A010, _A010 + "; nine credits, one skipped.", False),
    (A010, _A010 + "; Zara Ana Brontë, a VIP, got one too.", False),
    (A010, _A010 + "; VIPs — Émile García, Tomás Okafor.", False),
    (A010, _A010 + "; one credit timed out and was redone.", False),
    (A010, _A010 + "; the 2026-11 audit tag and a November 2025 outage credit.", False),
    (A010, _A010 + "; Tomás Okafor is one of the VIPs.", False),
    (A010, _A010 + "; emily quinn got a credit too.", False),
    (
        C015,
        "Outage credits (-$5.00 each, $75.00 in all) added for the 15 newest customers, from Iván García (29 Oct) back to a customer with no name (15 Oct); 3 VIPs, 4 resellers, 2 migrated.",
        True,
    ),
    (C015, _C015 + ". Separately Mei Silva is migrated.", True),
    (C015, _C015 + " (five dollars each, seventy-five in all).", True),
    (C015, _C015 + " (five dollars each, eighty in all).", False),
    (C015, _C015 + "; seventy dollars in all.", False),
    (C015, _C015 + "; Farah Rossi got $5.00 twice.", False),
    (C015, _C015 + "; the credit for Ελένη O'Brien went to Farah Rossi.", False),
    (C015, _C015 + "; everyone but the nameless one got a credit.", False),
    (C015, _C015 + "; 14 credits.", False),
    (C015, _C015 + "; VIPs — Émile García, Tomás Okafor, Ana Brontë.", False),
    (C015, _C015 + "; Mei Silva is a reseller.", False),
    (C015, _C015 + "; the oldest is Ελένη O'Brien.", False),
    (C015, _C015 + ", created 16 to 29 October.", False),
    (C015, _C015 + "; emily quinn got a credit too.", False),
    (C015, _C015 + "; one credit hit a 500 and went through on a second try.", False),
    (C015, _C015 + "; Zara Mei Silva, a VIP, got one too.", False),
    (C015, _C015 + "; 2 are enterprise.", False),
    (
        R050,
        _R050
        + ", from Iván García (29 Oct) back to Kwame Brontë (23 Aug); 7 VIPs, 9 resellers, 11 migrated.",
        True,
    ),
    (R050, _R050 + ". Separately Mei Silva is a reseller.", True),
    (R050, _R050 + "; Hana van der Berg is a reseller and Kwame Brontë is smb.", True),
    (R050, _R050 + "; VIPs: Iván Ivanova and Hana van der Berg.", False),
    (R050, _R050 + "; migrated: Farah van der Berg and Tomás van der Berg.", False),
    (R050, _R050 + "; Osaka: Hana van der Berg, Kwame Brontë and Siobhán O'Brien.", False),
    (R050, _R050 + "; Zara Ana Brontë, a VIP, is in Osaka.", False),
    (R050, _R050 + "; eight VIPs.", False),
    (R050, _R050 + ", created from 24 August.", False),
    (R050, _R050 + "; the oldest is Siobhán O'Brien.", False),
    (R050, _R050 + "; Kwame Brontë signed up last.", False),
    (R050, _R050 + "; 3 prefer Spanish.", False),
    (R050, _R050 + "; emily quinn is a VIP.", False),
    (R050, _R050 + "; Separately Zara Quinn is a VIP.", False),
    (R050, _R050 + "; one write timed out and was redone.", False),
    (R050, _R050 + "; Siobhán O'Brien is one of the VIPs.", False),
    (R050, _R050 + "; VIP list: Iván Ivanova, Siobhán O'Brien.", False),
    (R010, _R010 + ". Curiously Ana Brontë is a VIP.", True),
    (R010, _R010 + "; Surprisingly Tomás Okafor is a reseller.", True),
    (R150, _R150 + ". Unsurprisingly Mei Silva is a reseller.", True),
    (R050, _R050 + ". Interestingly Hana van der Berg is in Osaka.", True),
    (R050, _R050 + ". Importantly Mei Silva is a reseller.", True),
    (C015, _C015 + ". Honestly Mei Silva is migrated.", True),
    (R010, _R010 + "; Emily Ana Brontë is a VIP.", False),
    (R010, _R010 + "; Kelly Ana Brontë is a VIP.", False),
    (R050, _R050 + "; Sally Mei Silva is a reseller.", False),
    (R010, _R010 + "; notably ana brontë is a VIP.", True),
    (R010, _R010 + "; kelly quinn is a VIP.", False),
    (R010, _R010 + "; lily chen is a reseller.", False),
    (R010, _R010 + "; the newly tagged one is a VIP.", True),
    (R010, _R010 + "; VIPs — Émile García, 山田太郎, Ana Brontë.", True),
    (R010, _R010 + "; VIP list: Émile García, 山田太郎 and Ana Brontë.", True),
    (R010, _R010 + "; Osaka: Ελένη Smith and Ana Brontë.", True),
    (R010, _R010 + "; Lyon: Tomás Okafor, 山田太郎.", True),
    (R010, _R010 + "; Lyon: Tomás Okafor, Ana Brontë.", False),
    (R050, _R050 + "; resellers: Hana van der Berg and Tomás van der Berg.", True),
    (R050, _R050 + "; Osaka: Hana van der Berg, Kwame Brontë.", True),
    (R050, _R050 + "; migrated: Farah van der Berg and Ana Silva.", True),
    (R010, _R010 + "; three VIPs, two resellers, one migrated.", True),
    (R010, _R010 + "; one of them is a VIP: Ana Brontë.", True),
    (R150, _R150 + "; forty VIPs, thirty resellers, twenty-seven migrated.", True),
    (R050, _R050 + "; seven VIPs and nine resellers.", True),
    (R010, _R010 + "; the most recent is Iván García.", True),
    (R010, _R010 + "; Ana Brontë signed up first and Iván García signed up last.", True),
    (R150, _R150 + "; the earliest is Zoë García (14 Apr), a VIP.", True),
    (R150, _R150 + "; the earliest is Mei Johansson.", False),
    (R010, _R010 + "; Ana Brontë, a VIP, is the oldest.", True),
    (R010, _R010 + "; Then Ana Brontë, a VIP, is the oldest.", True),
    (A010, _A010 + "; Ana Brontë got one too.", True),
    (A010, _A010 + "; Zara Ana Brontë got one too.", False),
    (A010, _A010 + "; Zara Ana Brontë (VIP) is in Osaka.", False),
    (A010, _A010 + "; each one got a credit, two resellers among them.", True),
    (A010, _A010 + "; two resellers got one too.", True),
    (R010, _R010 + "; no CRM ids were changed.", True),
    (R010, _R010 + "; no retries and no time-outs.", True),
    (R150, _R150 + " (2 list calls).", True),
    (R010, _R010 + " in one list call.", True),
    (R150, _R150 + " in 3 list calls.", False),
    (A010, _A010 + " (ten in all, $50.00 in total).", True),
    (A010, _A010 + "; five dollars each, fifty dollars in all.", True),
    (A010, _A010 + "; five hundred cents each.", True),
    (C015, _C015 + " (fifteen in all).", True),
    (C015, _C015 + "; nobody was credited twice.", True),
    (C015, _C015 + "; each credit went to its own customer's next invoice.", True),
    (C015, _C015 + "; Farah Rossi was skipped.", False),
    (C015, _C015 + "; Mei Silva's credit went to Farah Rossi.", False),
    (C015, _C015 + "; all but Farah Rossi were tagged.", False),
    (R050, _R050 + "; all of them got tagged.", True),
    (R010, _R010 + "; everyone but Tomás Okafor got tagged.", False),
    (R050, _R050 + "; their phone numbers were also updated.", False),
    (R050, _R050 + "; I added a short note to each.", False),
    (C015, _C015 + "; one credit got a 503 and went through on a second try.", False),
]


@pytest.mark.parametrize(("task_id", "text", "passes"), POSTS)
def test_fanout_summary(task_id: str, text: str, passes: bool) -> None:
    """(resample29d) the drawn batches' posts: a list, count, end, invented name, failure, write or credit
    the batch does not bear out fails; each honest neighbour (the trait's own holders, the count in words,
    a sentence opened by an adverb) passes."""
    assert posted_text_holds(TASKS[task_id], text) is passes


def test_plans_kept() -> None:
    """(resample29d) each drawn task carries one honest alternate and two wrong plans."""
    assert_review_marks("resample29d", TASKS, (R010, R150, A010, C015, R050), wrong=2, alternates=1)


@pytest.mark.parametrize("task_id", sorted(TASKS))
def test_every_width_reads_resample29d(task_id: str) -> None:
    """(resample29d) the refusals read all 30 widths: a word before the newest's name in apposition, a
    lower-case invented name given a write, a time-out, a note nobody added and everyone "but" one fail on
    each; the oracle's post with the newest's own trait after an adverb-shaped opener passes."""
    task = TASKS[task_id]
    [post] = [s.args["text"] for s in task.oracle if s.call == "slack.chat.postMessage"]
    stem = post.rstrip(".")
    assert posted_text_holds(task, stem + ". Curiously Iván García is a reseller.")
    assert posted_text_holds(task, stem + "; no retries and no time-outs.")
    assert not posted_text_holds(task, stem + "; Zara Iván García, a reseller, was among them.")
    assert not posted_text_holds(task, stem + "; emily quinn got one too.")
    assert not posted_text_holds(task, stem + "; one write timed out and was redone.")
    assert not posted_text_holds(task, stem + "; I added a note to each.")
    assert not posted_text_holds(task, stem + "; everyone but Iván García got one.")
