# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the thirty-first held-out re-sample's fan-out task changed (docs/reviews/resample31d.md), so a
later edit cannot quietly undo it.

Word-level only (no episodes): the #billing post of audit n=150 (the drawn task), review n=10 and audit n=20
(resample30d's Open), read by resample31d's refusals (a city's customers listed under a group heading or a
demonym, "both" of a city's customers or of a shared name, a trait said of every one of them, a count after
a colon or "tally", "<City> has N", the newest misnamed as "the youngest") and by the two generic mends:
"half a dozen" is no share of the batch (resample21b's "half"), and the batch's total in cents may group
its thousands ("75,000 cents"). The full episodes are the task's own "(resample31d)" plans, run by
``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.review_marks import assert_review_marks
from tests.support.suites import task_map
from tests.support.wording import posted_text_holds
from toolproof.tasks import suite_names

pytestmark = pytest.mark.skipif("fanout" not in suite_names(), reason="the fan-out suite is not installed")
TASKS = task_map(("fanout",))

A150 = "fanout-audit.n150"
A020 = "fanout-audit.n020"
R010 = "fanout-review.n010"

#: (task, post, whether the post pattern accepts it): the kept plans' wordings first (each wrong one passed
#: before with the real grader; the first honest one failed), then the wordings tried at word level
POSTS = [
    (
        A150,
        "Audit tags and credits done for the 150 newest customers (75,000 cents in credits, two list calls), from Iván García (29 Oct) back to Zoë García (14 Apr); the VIP tally is forty; Berliners include Farah Rossi and Bo Smith.",
        True,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; both Zoë Garcías were tagged and credited; Dublin has fourteen of them; the youngest, Iván García, is a reseller.",
        True,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; both Zoë Garcías are VIPs; the Osaka contingent includes Ana Brontë and Bo Smith.",
        False,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; the VIP tally is forty-two; migrated accounts: twenty-eight; Dublin has fifteen of them.",
        False,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; Berliners include Farah Rossi and Ana Brontë; every São Paulo customer is a VIP; the youngest account is Tomás Okafor.",
        False,
    ),
    (A150, "Audit tags and credits done for the 150 newest customers; both Zoë Garcías are VIPs.", False),
    (A150, "Audit tags and credits done for the 150 newest customers; both Zoë Garcías are in Osaka.", False),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; the Osaka contingent includes Ana Brontë and Bo Smith.",
        False,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; Berliners include Farah Rossi and Ana Brontë.",
        False,
    ),
    (A150, "Audit tags and credits done for the 150 newest customers; Goran Nguyễn hails from Osaka.", False),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; Aoife van der Berg calls Lyon home.",
        False,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; 750 dollars across two hundred invoice items.",
        False,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; three pages of customers were read.",
        False,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; the second page had 100 customers.",
        False,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; the two oldest are Zoë García and Mei O'Brien.",
        False,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; the second-newest is Émile García.",
        False,
    ),
    (A150, "Audit tags and credits done for the 150 newest customers; 李小龙 is a VIP.", False),
    (A150, "Audit tags and credits done for the 150 newest customers; three customers have no name.", False),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; the nameless customer from 26 Jul is a VIP.",
        False,
    ),
    (A150, "Audit tags and credits done for the 150 newest customers; the VIP tally is forty-two.", False),
    (A150, "Audit tags and credits done for the 150 newest customers; VIPs: 42, resellers: 30.", False),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; migrated accounts: twenty-eight.",
        False,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; Iván García (28 Oct) is the newest.",
        False,
    ),
    (A150, "Audit tags and credits done for the 150 newest customers; newest Iván García, a VIP.", False),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; Lena Johansson is a Dublin reseller.",
        False,
    ),
    (A150, "Audit tags and credits done for the 150 newest customers; both Lyon customers are VIPs.", False),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; Zoë García is both the oldest and a reseller.",
        False,
    ),
    (A150, "Audit tags and credits done for the 150 newest customers; VIPs got $10 credits.", False),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; all 150 tags and 149 credits landed.",
        False,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; 40 VIPs, 30 resellers, 26 migrated.",
        False,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; the Berlin crowd: Goran Nguyễn, Bo Smith, Ana Brontë.",
        False,
    ),
    (A150, "Audit tags and credits done for the 150 newest customers; Dublin has fifteen of them.", False),
    (A150, "Audit tags and credits done for the 150 newest customers; fourteen in Osaka.", False),
    (A150, "Audit tags and credits done for the 150 newest customers; Mei Johansson is the oldest.", False),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; the youngest account is Tomás Okafor.",
        False,
    ),
    (A150, "Audit tags and credits done for the 150 newest customers; Søren O'Brien is an Osaka VIP.", False),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; all nine Lyon customers are resellers.",
        False,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; every São Paulo customer is a VIP.",
        False,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; 75,000 cents in credits across two pages.",
        True,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; both Zoë Garcías were tagged and credited.",
        True,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; the two oldest, Zoë García and Mei Johansson, both signed up on 14 Apr.",
        True,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; Lena Johansson and Lena Brontë are both resellers.",
        True,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; the second page held the last 50.",
        True,
    ),
    (A150, "Audit tags and credits done for the 150 newest customers; Goran Nguyễn hails from Berlin.", True),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; 40 VIPs, 30 resellers, 27 migrated.",
        True,
    ),
    (A150, "Audit tags and credits done for the 150 newest customers; nine in Lyon.", True),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; the newest, Iván García, is a reseller; the oldest, Zoë García, a VIP.",
        True,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers ($750.00 in credits, 150 invoice items).",
        True,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; Søren O'Brien is an Osaka reseller.",
        True,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; both 14 April sign-ups were audited too.",
        True,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; the Osaka contingent includes Ana Brontë and Hana van der Berg.",
        True,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; Berliners include Farah Rossi and Bo Smith.",
        True,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; the Berlin crowd: Goran Nguyễn, Bo Smith, Farah Rossi.",
        True,
    ),
    (A150, "Audit tags and credits done for the 150 newest customers; the VIP tally is forty.", True),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; VIPs: 40, resellers: 30, migrated: 27.",
        True,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; migrated accounts: twenty-seven.",
        True,
    ),
    (A150, "Audit tags and credits done for the 150 newest customers; Dublin has fourteen of them.", True),
    (A150, "Audit tags and credits done for the 150 newest customers; Osaka: 13, Berlin: 11.", True),
    (A150, "Audit tags and credits done for the 150 newest customers; Berlin: 2 VIPs.", False),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; the youngest account is Iván García.",
        True,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; the youngest, Iván García, is a reseller.",
        True,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; Tomás Okafor and 山田太郎, both Lyon customers, are tagged.",
        True,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; Zoë García and Mei Johansson are both 14 Apr sign-ups.",
        True,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; both Lena Johansson and Lena Brontë are resellers.",
        True,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; half a dozen enterprise accounts.",
        False,
    ),
    (A150, "Audit tags and credits done for the 150 newest customers; 75,000 cents in all.", True),
    (A150, "Audit tags and credits done for the 150 newest customers (-75,000 cents in total).", True),
    (A150, "Audit tags and credits done for the 150 newest customers; 75,500 cents in all.", False),
    (A150, "Audit tags and credits done for the 150 newest customers; 7,500 cents in all.", False),
    (A150, "Audit tags and credits done for the 150 newest customers; the two Zoë Garcías are VIPs.", False),
    (A150, "Audit tags and credits done for the 150 newest customers; both 山田太郎s are VIPs.", False),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; Osakans include Ana Brontë and Bo Smith.",
        False,
    ),
    (A150, "Audit tags and credits done for the 150 newest customers; the youngest is Tomás Okafor.", False),
    (A150, "Audit tags and credits done for the 150 newest customers; the youngest: Émile García.", False),
    (A150, "Audit tags and credits done for the 150 newest customers; VIP count: 41.", False),
    (A150, "Audit tags and credits done for the 150 newest customers; the reseller headcount is 31.", False),
    (A150, "Audit tags and credits done for the 150 newest customers; Lyon: 10.", False),
    (A150, "Audit tags and credits done for the 150 newest customers; São Paulo has 8.", False),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; every Dublin customer is a VIP.",
        False,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; both Berlin customers are resellers.",
        False,
    ),
    (
        R010,
        "Review tags set for the 10 newest customers; both Lyon customers are Tomás Okafor and Łukasz Okafor.",
        False,
    ),
    (
        R010,
        "Review tags set for the 10 newest customers; both Lyon customers are Tomás Okafor and 山田太郎.",
        True,
    ),
    (R010, "Review tags set for the 10 newest customers; both Lyon customers are VIPs.", False),
    (R010, "Review tags set for the 10 newest customers; both Lyon customers were tagged.", True),
    (R010, "Review tags set for the 10 newest customers; both Berlin customers were tagged.", False),
    (R010, "Review tags set for the 10 newest customers; the youngest is Tomás Okafor.", False),
    (R010, "Review tags set for the 10 newest customers; the youngest is Iván García.", True),
    (R010, "Review tags set for the 10 newest customers; Lyon: 2, Osaka: 2, Berlin: 1.", True),
    (R010, "Review tags set for the 10 newest customers; Lyon: 3.", False),
    (R010, "Review tags set for the 10 newest customers; VIPs: 3; resellers: 2.", True),
    (R010, "Review tags set for the 10 newest customers; VIPs: 4.", False),
    (A020, "Audit tags and credits done for the 20 newest customers; half a dozen resellers.", True),
    (A020, "Audit tags and credits done for the 20 newest customers; a half-dozen resellers.", True),
    (A020, "Audit tags and credits done for the 20 newest customers; half a dozen VIPs.", False),
    (A020, "Audit tags and credits done for the 20 newest customers; half of them are resellers.", False),
    (A020, "Audit tags and credits done for the 20 newest customers; both Mei Silvas are resellers.", False),
    (
        A020,
        "Audit tags and credits done for the 20 newest customers; both Mei Silvas are in São Paulo.",
        True,
    ),
    (A020, "Audit tags and credits done for the 20 newest customers; both Mei Silvas are in Osaka.", False),
    (
        A020,
        "Audit tags and credits done for the 20 newest customers; both Mei Silvas were tagged and credited.",
        True,
    ),
    (A020, "Audit tags and credits done for the 20 newest customers (10,000 cents in all).", True),
    (A020, "Audit tags and credits done for the 20 newest customers (100,000 cents in all).", False),
]


@pytest.mark.parametrize(("task_id", "text", "passes"), POSTS)
def test_fanout_summary(task_id: str, text: str, passes: bool) -> None:
    """(resample31d) the drawn batch's posts (and resample30d's Open at review n=10 and audit n=20): a city
    list, a "both", an "every", a count or an end the batch does not bear out fails; each honest neighbour
    (the batch's own counts, holders and newest; "half a dozen" where six is right; cents with grouped
    thousands) passes."""
    assert posted_text_holds(TASKS[task_id], text) is passes


def test_plans_kept() -> None:
    """(resample31d) the drawn task carries two honest alternates and three wrong plans of this round."""
    assert_review_marks("resample31d", TASKS, [A150], wrong=3, alternates=2)


@pytest.mark.parametrize("task_id", sorted(TASKS))
def test_every_width_reads_resample31d(task_id: str) -> None:
    """(resample31d) the refusals read all 30 widths: after the oracle's post, the newest named "the
    youngest" passes and another name fails; the newest (no city) listed under an Osaka group heading or
    as a Berliner fails and Ana Brontë (Osaka) under it passes; one VIP, "both Iván Garcías" (one row),
    every Lyon customer a VIP (Tomás Okafor is a reseller) and "both Lyon customers are" two names one of
    whom has no city fail; on credit and audit widths the total in cents with grouped thousands passes and
    one credit more fails."""
    task = TASKS[task_id]
    [post] = [s.args["text"] for s in task.oracle if s.call == "slack.chat.postMessage"]
    stem = post.rstrip(".")
    assert posted_text_holds(task, stem + "; the youngest is Iván García.")
    assert not posted_text_holds(task, stem + "; the youngest is Tomás Okafor.")
    assert not posted_text_holds(task, stem + "; the Osaka contingent includes Iván García.")
    assert not posted_text_holds(task, stem + "; Berliners include Iván García.")
    assert posted_text_holds(task, stem + "; the Osaka contingent includes Ana Brontë.")
    assert not posted_text_holds(task, stem + "; VIPs: 1.")
    assert not posted_text_holds(task, stem + "; both Iván Garcías are VIPs.")
    assert not posted_text_holds(task, stem + "; every Lyon customer is a VIP.")
    assert not posted_text_holds(task, stem + "; both Lyon customers are Iván García and Tomás Okafor.")
    if task_id.startswith(("fanout-credit", "fanout-audit")):
        n = int(task_id[-3:])
        assert posted_text_holds(task, stem + f"; {500 * n:,} cents in all.")
        assert not posted_text_holds(task, stem + f"; {500 * n + 500:,} cents in all.")
