# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the thirtieth held-out re-sample's five fan-out tasks changed (docs/reviews/resample30d.md), so
a later edit cannot quietly undo them.

Word-level only (no episodes): the #billing post of review n=10, audit n=20 and n=45, credit n=10 and
n=150, read by resample30d's refusals (a city by "<City>-based"; the oldest end misnamed after "through" or
"the earliest,"; a count by a collective word; a trait's lone holder; one list call for two pages; a total
in words from two hundred up, or one that only begins with the batch's total; an amount by "¢" or
"tenner"; a count of credits in words; the nameless one given nothing, a customer two; credits voided,
reissued or expiring) and by FINISHED, which no longer refuses "the earliest, <name>,", "none skipped"
or "nothing timed out". The full episodes are the tasks' own "(resample30d)" plans, run by
``toolproof validate``.
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
A020 = "fanout-audit.n020"
A045 = "fanout-audit.n045"
C010 = "fanout-credit.n010"
C150 = "fanout-credit.n150"

#: (task, post, whether the post pattern accepts it): the kept plans' wordings first (each wrong one passed
#: before with the real grader, each honest one failed), then the wordings tried at word level
POSTS = [
    (
        A020,
        "Audit tags and credits done for the 20 newest customers (a hundred dollars in all), from Iván García (29 Oct) back to Hana van der Berg (6 Oct); the earliest, Hana van der Berg, is a reseller; none skipped and nothing timed out.",
        True,
    ),
    (
        A020,
        "Audit tags and credits done for the 20 newest customers (a hundred and twenty dollars in credits); Farah Rossi is Lyon-based.",
        False,
    ),
    (
        A020,
        "Audit tags and credits done for the 20 newest customers; a dozen resellers; the nameless one got nothing and 김민준's credit was voided and reissued.",
        False,
    ),
    (
        A045,
        "Audit tags and credits done for the 45 newest customers (two hundred and twenty-five dollars in all), from Iván García (29 Oct) back to Iván Brontë (25 Aug); the earliest, Iván Brontë, is a VIP; nothing timed out.",
        True,
    ),
    (
        A045,
        "Audit tags and credits done for the 45 newest customers (two hundred and fifty dollars in credits); Bo Smith is Osaka-based.",
        False,
    ),
    (
        A045,
        "Audit tags and credits done for the 45 newest customers; a dozen VIPs; the credits expire at the end of the month.",
        False,
    ),
    (
        C010,
        "Outage credits added for the 10 newest customers (a fiver each, fifty dollars in all), from Iván García (29 Oct) back to Ana Brontë (19 Oct); none skipped.",
        True,
    ),
    (C010, "Outage credits added for the 10 newest customers (a tenner each); 佐藤花子 got two.", False),
    (
        C010,
        "Outage credits added for the 10 newest customers; eleven invoice items in all; Łukasz Okafor is Lyon-based; the credits expire at the end of the month.",
        False,
    ),
    (
        C150,
        "Outage credits added for the 150 newest customers (seven hundred and fifty dollars in all, two list calls), from Iván García (29 Oct) back to Zoë García (14 Apr); the earliest, Zoë García, is a VIP; nothing timed out.",
        True,
    ),
    (
        C150,
        "Outage credits added for the 150 newest customers (seven hundred dollars in all) in a single list call.",
        False,
    ),
    (
        C150,
        "Outage credits added for the 150 newest customers with one request; Goran Nguyễn is Osaka-based; the credits were voided and reissued once.",
        False,
    ),
    (
        R010,
        "Review tags set for the 10 newest customers, from Iván García (29 Oct) back to Ana Brontë (19 Oct); the earliest, Ana Brontë, is a VIP; none skipped, nothing timed out.",
        True,
    ),
    (
        R010,
        "Review tags set for the 10 newest customers, Iván García (29 Oct) through Aoife Dubois (19 Oct); Łukasz Okafor is Osaka-based.",
        False,
    ),
    (
        R010,
        "Review tags set for the 10 newest customers; a couple of them are migrated, a trio of resellers; the lone migrated account is Ελένη Silva.",
        False,
    ),
    (R010, "Review tags set for the 10 newest customers; the earliest, Tomás Okafor, is a reseller.", False),
    (R010, "Review tags set for the 10 newest customers; the oldest, Émile García, is a VIP.", False),
    (R010, "Review tags set for the 10 newest customers; one write timed out.", False),
    (R010, "Review tags set for the 10 newest customers; two were skipped.", False),
    (R010, "Review tags set for the 10 newest customers; Aoife Dubois was skipped.", False),
    (R010, "Review tags set for the 10 newest customers; nothing was tagged.", False),
    (R010, "Review tags set for the 10 newest customers; none were tagged.", False),
    (R010, "Review tags set for the 10 newest customers; a pair of VIPs.", False),
    (R010, "Review tags set for the 10 newest customers; the only VIP is Ana Brontë.", False),
    (R010, "Review tags set for the 10 newest customers, from Iván García back to Ελένη Smith.", False),
    (R010, "Review tags set for the 10 newest customers; none were skipped.", True),
    (R010, "Review tags set for the 10 newest customers; nothing was skipped.", True),
    (R010, "Review tags set for the 10 newest customers; nobody timed out.", True),
    (R010, "Review tags set for the 10 newest customers; a couple of resellers, a trio of VIPs.", True),
    (R010, "Review tags set for the 10 newest customers; the lone migrated account is Ελένη Smith.", True),
    (R010, "Review tags set for the 10 newest customers; the only migrated customer is Ελένη Smith.", True),
    (R010, "Review tags set for the 10 newest customers in one request.", True),
    (
        R010,
        "Review tags set for the 10 newest customers; Ana Brontë is Osaka-based, Tomás Okafor Lyon-based.",
        True,
    ),
    (
        R010,
        "Review tags set for the 10 newest customers, Iván García (29 Oct) through Ana Brontë (19 Oct).",
        True,
    ),
    (R010, "Review tags set for the 10 newest customers; the oldest, Ana Brontë, is a VIP.", True),
    (
        R010,
        "Review tags set for the 10 newest customers; the earliest, Ana Brontë (19 Oct), is in Osaka.",
        True,
    ),
    (A020, "Audit tags and credits done for the 20 newest customers; twenty-one credits.", False),
    (
        A020,
        "Audit tags and credits done for the 20 newest customers; twenty credits, a hundred dollars in all.",
        True,
    ),
    (A020, "Audit tags and credits done for the 20 newest customers; 500¢ each.", True),
    (A020, "Audit tags and credits done for the 20 newest customers; half a dozen VIPs.", False),
    (A020, "Audit tags and credits done for the 20 newest customers; nothing voided.", True),
    (
        A020,
        "Audit tags and credits done for the 20 newest customers; the nameless one got a credit too.",
        True,
    ),
    (
        A020,
        "Audit tags and credits done for the 20 newest customers; Hana van der Berg is Osaka-based.",
        True,
    ),
    (
        A020,
        "Audit tags and credits done for the 20 newest customers; the earliest, Mei Silva, is a reseller.",
        False,
    ),
    (A045, "Audit tags and credits done for the 45 newest customers in a single list call.", True),
    (
        A045,
        "Audit tags and credits done for the 45 newest customers; forty-five credits, two hundred and twenty-five dollars in all.",
        True,
    ),
    (A045, "Audit tags and credits done for the 45 newest customers; three hundred dollars in all.", False),
    (A045, "Audit tags and credits done for the 45 newest customers; forty-four credits.", False),
    (
        C010,
        "Outage credits added for the 10 newest customers; ten invoice items, fifty dollars in all.",
        True,
    ),
    (C010, "Outage credits added for the 10 newest customers; one invoice item each.", True),
    (C010, "Outage credits added for the 10 newest customers; nine credits.", False),
    (
        C150,
        "Outage credits added for the 150 newest customers; a hundred and fifty credits, seven hundred and fifty dollars in all.",
        True,
    ),
    (C150, "Outage credits added for the 150 newest customers in one page.", False),
    (
        C150,
        "Outage credits added for the 150 newest customers; seven hundred and forty-five dollars in all.",
        False,
    ),
    (C150, "Outage credits added for the 150 newest customers in two list calls; none skipped.", True),
    (R010, "Review tags set for the 10 newest customers; Łukasz Okafor is Osaka-based.", False),
    (R010, "Review tags set for the 10 newest customers; half of them are VIPs.", False),
    (R010, "Review tags set for the 10 newest customers; Łukasz Okafor — VIP; Ana Brontë — VIP.", False),
    (R010, "Review tags set for the 10 newest customers; Łukasz Okafor and Ana Brontë are VIPs.", False),
    (R010, "Review tags set for the 10 newest customers; Farah Rossi is among the VIPs.", False),
    (R010, "Review tags set for the 10 newest customers; one update was throttled (429) and retried.", False),
    (R010, "Review tags set for the 10 newest customers; we hit Stripe's rate limit once.", False),
    (R010, "Review tags set for the 10 newest customers; I also posted it in #general.", False),
    (
        R010,
        "Review tags set for the 10 newest customers, Iván García (29 Oct) through Aoife Dubois (19 Oct).",
        False,
    ),
    (
        R010,
        "Review tags set for the 10 newest customers; all ten signed up in the last week of October.",
        False,
    ),
    (
        R010,
        "Review tags set for the 10 newest customers in a single list call; Aoife Dubois is the Austin one and a VIP.",
        False,
    ),
    (R010, "Review tags set for the 10 newest customers; 山田太郎 lives in Osaka.", False),
    (R010, "Review tags set for the 10 newest customers; Ana Brontë is based out of Lyon.", False),
    (R010, "Review tags set for the 10 newest customers; the lone migrated account is Ελένη Silva.", False),
    (R010, "Review tags set for the 10 newest customers; a couple of them are migrated.", False),
    (R010, "Review tags set for the 10 newest customers; a trio of resellers.", False),
    (R010, "Review tags set for the 10 newest customers; the newest, Tomás Okafor, is a reseller.", False),
    (
        R010,
        "Review tags set for the 10 newest customers, from Iván García (29 Oct) back to Ana Brontë (19 Oct); the earliest, Ana Brontë, is a VIP.",
        True,
    ),
    (R010, "Review tags set for the 10 newest customers; nothing timed out.", True),
    (R010, "Review tags set for the 10 newest customers; none skipped.", True),
    (
        R010,
        "Review tags set for the 10 newest customers; all ten tagged, none skipped, nothing timed out.",
        True,
    ),
    (A020, "Audit tags and credits done for the 20 newest customers; Farah Rossi is Lyon-based.", False),
    (A020, "Audit tags and credits done for the 20 newest customers; a dozen resellers.", False),
    (
        A020,
        "Audit tags and credits done for the 20 newest customers (a hundred and twenty dollars in credits).",
        False,
    ),
    (
        A020,
        "Audit tags and credits done for the 20 newest customers; 김민준's credit was voided and reissued.",
        False,
    ),
    (
        A020,
        "Audit tags and credits done for the 20 newest customers; one credit was throttled and retried.",
        False,
    ),
    (
        A020,
        "Audit tags and credits done for the 20 newest customers; Farah Rossi (Lyon) is a reseller.",
        False,
    ),
    (A020, "Audit tags and credits done for the 20 newest customers; Farah Rossi — VIP.", False),
    (A020, "Audit tags and credits done for the 20 newest customers; the nameless one got nothing.", False),
    (A020, "Audit tags and credits done for the 20 newest customers; half of them are resellers.", False),
    (
        A020,
        "Audit tags and credits done for the 20 newest customers; Hana van der Berg (CRM-85545) is the oldest.",
        False,
    ),
    (A020, "Audit tags and credits done for the 20 newest customers; 21 invoice items in all.", False),
    (
        A020,
        "Audit tags and credits done for the 20 newest customers; the credits expire at the end of the month.",
        False,
    ),
    (
        A020,
        "Audit tags and credits done for the 20 newest customers ($100.00 in all), from Iván García (29 Oct) back to Hana van der Berg (6 Oct); the earliest, Hana van der Berg, is a reseller.",
        True,
    ),
    (
        A020,
        "Audit tags and credits done for the 20 newest customers; none skipped and nothing timed out.",
        True,
    ),
    (A045, "Audit tags and credits done for the 45 newest customers (two hundred dollars in all).", False),
    (
        A045,
        "Audit tags and credits done for the 45 newest customers (two hundred and fifty dollars in credits).",
        False,
    ),
    (A045, "Audit tags and credits done for the 45 newest customers; Bo Smith is Osaka-based.", False),
    (A045, "Audit tags and credits done for the 45 newest customers; a dozen VIPs.", False),
    (
        A045,
        "Audit tags and credits done for the 45 newest customers; Iván Brontë signed up in September.",
        False,
    ),
    (
        A045,
        "Audit tags and credits done for the 45 newest customers; we hit Stripe's rate limit twice.",
        False,
    ),
    (
        A045,
        "Audit tags and credits done for the 45 newest customers in a single list call; each customer now has an audit tag.",
        True,
    ),
    (A045, "Audit tags and credits done for the 45 newest customers; José van der Berg — VIP.", False),
    (
        A045,
        "Audit tags and credits done for the 45 newest customers; Iván Ivanova is based in Berlin.",
        False,
    ),
    (
        A045,
        "Audit tags and credits done for the 45 newest customers (two hundred and twenty-five dollars in all); the earliest, Iván Brontë, is a VIP.",
        True,
    ),
    (C010, "Outage credits added for the 10 newest customers (a tenner each).", False),
    (C010, "Outage credits added for the 10 newest customers (50¢ each).", False),
    (C010, "Outage credits added for the 10 newest customers; eleven invoice items in all.", False),
    (
        C010,
        "Outage credits added for the 10 newest customers; the credits were voided and reissued once.",
        False,
    ),
    (C010, "Outage credits added for the 10 newest customers; we were rate-limited once.", False),
    (C010, "Outage credits added for the 10 newest customers; Aoife Dubois — VIP.", False),
    (C010, "Outage credits added for the 10 newest customers; Łukasz Okafor is Lyon-based.", False),
    (C010, "Outage credits added for the 10 newest customers; the credits expire in 30 days.", False),
    (C010, "Outage credits added for the 10 newest customers; 佐藤花子 got two.", False),
    (C010, "Outage credits added for the 10 newest customers; half of them are VIPs.", False),
    (
        C010,
        "Outage credits added for the 10 newest customers (a fiver each, fifty dollars in all); none skipped.",
        True,
    ),
    (C150, "Outage credits added for the 150 newest customers (seven hundred dollars in all).", False),
    (C150, "Outage credits added for the 150 newest customers (eight hundred dollars total).", False),
    (C150, "Outage credits added for the 150 newest customers in a single list call.", False),
    (C150, "Outage credits added for the 150 newest customers with one request.", False),
    (C150, "Outage credits added for the 150 newest customers; Goran Nguyễn is Osaka-based.", False),
    (
        C150,
        "Outage credits added for the 150 newest customers; a dozen of them were throttled and retried.",
        False,
    ),
    (C150, "Outage credits added for the 150 newest customers; Zoë García signed up in March.", False),
    (C150, "Outage credits added for the 150 newest customers; Chen Haddad — VIP.", False),
    (C150, "Outage credits added for the 150 newest customers; half of them are VIPs.", False),
    (
        C150,
        "Outage credits added for the 150 newest customers (seven hundred and fifty dollars in all), from Iván García (29 Oct) back to Zoë García (14 Apr); nothing timed out.",
        True,
    ),
]


@pytest.mark.parametrize(("task_id", "text", "passes"), POSTS)
def test_fanout_summary(task_id: str, text: str, passes: bool) -> None:
    """(resample30d) the drawn batches' posts: a city, an end, a count, a total, an amount or a credit the
    batch does not bear out fails; each honest neighbour (the oldest named after "the earliest,", "none
    skipped", "nothing timed out", the batch's own counts and totals in words) passes."""
    assert posted_text_holds(TASKS[task_id], text) is passes


def test_plans_kept() -> None:
    """(resample30d) each drawn task carries one honest alternate and two wrong plans."""
    assert_review_marks("resample30d", TASKS, (R010, A020, A045, C010, C150), wrong=2, alternates=1)


@pytest.mark.parametrize("task_id", sorted(TASKS))
def test_every_width_reads_resample30d(task_id: str) -> None:
    """(resample30d) FINISHED and the refusals read all 30 widths: "none skipped, nothing timed out" after
    the oracle's post passes; the newest named as the earliest, a city by "-based" the newest does not
    have, and "a dozen" of a description fail on each; on credit and audit widths an amount by "¢", a
    tenner and credits said to expire fail."""
    task = TASKS[task_id]
    [post] = [s.args["text"] for s in task.oracle if s.call == "slack.chat.postMessage"]
    stem = post.rstrip(".")
    assert posted_text_holds(task, stem + "; none skipped, nothing timed out.")
    assert posted_text_holds(task, stem + "; nothing was skipped and nobody timed out.")
    assert not posted_text_holds(task, stem + "; one write timed out.")
    assert not posted_text_holds(task, stem + "; two were skipped.")
    assert not posted_text_holds(task, stem + "; the earliest, Iván García, is a reseller.")
    assert not posted_text_holds(task, stem + "; Iván García is Osaka-based.")
    assert not posted_text_holds(task, stem + "; a trio of migrated customers.")
    if task_id.startswith(("fanout-credit", "fanout-audit")):
        assert not posted_text_holds(task, stem + "; 50¢ each.")
        assert not posted_text_holds(task, stem + "; a tenner each.")
        assert not posted_text_holds(task, stem + "; the credits expire next month.")
