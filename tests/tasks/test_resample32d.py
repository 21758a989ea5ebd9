# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the thirty-second held-out re-sample's fan-out tasks changed (docs/reviews/resample32d.md), so a
later edit cannot quietly undo it.

Word-level only (no episodes): the #billing post of the five drawn tasks (review n=10 and n=150, audit n=10
and n=20, credit n=15), read by resample32d's refusals (the sign-ups' span in days, weeks or months; a first
name or a surname as a group; a count of accounts the writes landed on; a month outside the batch's; "X is
the sole <description>"; a city's or a description's pair, trio or one; "nobody in <City>"; a count after
"numbers"; an extra credit), by resample29d's trait lists now led by "being" too, and by ``finished``'s
count of customers in words, which no longer takes "twenty-one" for the batch's "twenty". The full episodes
are the tasks' own "(resample32d)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.fanout_batch import newest_customers
from tests.support.review_marks import assert_review_marks
from tests.support.suites import task_map
from tests.support.wording import posted_text_holds
from toolproof.tasks import suite_names

pytestmark = pytest.mark.skipif("fanout" not in suite_names(), reason="the fan-out suite is not installed")
TASKS = task_map(("fanout",))

R010 = "fanout-review.n010"
R150 = "fanout-review.n150"
A010 = "fanout-audit.n010"
A020 = "fanout-audit.n020"
C015 = "fanout-credit.n015"
DRAWN = (R010, R150, A010, A020, C015)

#: (task, post, whether the post pattern accepts it): the kept plans' wordings first (each wrong one passed
#: before with the real grader), then the wordings tried at word level (the seven left Open are not pinned)
POSTS = [
    (
        R010,
        "Review tags set for the 10 newest customers; the batch spans 11 days, the VIPs being Émile García, 山田太郎 and Ana Brontë; both Garcías were tagged.",
        True,
    ),
    (
        R010,
        "Review tags set for the 10 newest customers; the reseller pair is Iván García and Tomás Okafor; the Berlin one is Łukasz Okafor; all ten joined in October.",
        True,
    ),
    (
        R010,
        "Review tags set for the 10 newest customers; the batch covers three weeks of sign-ups; the Garcías are both VIPs.",
        False,
    ),
    (
        R010,
        "Review tags set for the 10 newest customers, the VIPs being Émile García and Tomás Okafor; tags landed on 11 accounts.",
        False,
    ),
    (
        R010,
        "Review tags set for the 10 newest customers; Tomás Okafor is the sole reseller; the Berlin one is Aoife Dubois; nobody is based in Austin.",
        False,
    ),
    (
        A010,
        "Audit tags and credits done for the 10 newest customers (5,000 cents in all); sign-ups span just under eleven days; Ελένη Smith is the only migrated one.",
        True,
    ),
    (
        A010,
        "Audit tags and credits done for the 10 newest customers; the Lyon duo are Tomás Okafor and 山田太郎; no extra credits; tags and credits landed on 10 accounts.",
        True,
    ),
    (
        A010,
        "Audit tags and credits done for the 10 newest customers; the span is 30 days; both Anas are VIPs.",
        False,
    ),
    (
        A010,
        "Audit tags and credits done for the 10 newest customers; credits and tags landed on 9 accounts; each VIP got an extra $5.",
        False,
    ),
    (
        A010,
        "Audit tags and credits done for the 10 newest customers; the pair of Ελένηs are resellers; the Lyon duo are both VIPs; Ελένη Smith joined in November.",
        False,
    ),
    (
        C015,
        "Outage credits added for the 15 newest customers (7,500 cents overall); sign-ups span 14 days, the resellers being Iván García, Tomás Okafor, 김민준 and Farah Rossi.",
        True,
    ),
    (
        C015,
        "Outage credits added for the 15 newest customers; 15 accounts credited; Farah Rossi is the sole Berlin reseller; nobody in Dublin.",
        True,
    ),
    (
        C015,
        "Outage credits added for the 15 newest customers; the batch spans 40 days; both Meis are resellers.",
        False,
    ),
    (
        C015,
        "Outage credits added for the 15 newest customers; the VIPs being Émile García and Farah Rossi; each VIP got a bonus credit.",
        False,
    ),
    (
        C015,
        "Outage credits added for the 15 newest customers; the Silvas are both migrated; the pair of Okafors are both in Lyon; the Farahs are resellers.",
        False,
    ),
    (
        A020,
        "Audit tags and credits done for the 20 newest customers; twenty customers tagged and credited, all joined in October; the batch spans 23 days.",
        True,
    ),
    (
        A020,
        "Audit tags and credits done for the 20 newest customers; the three Silvas were tagged and credited; the Lyon trio is Tomás Okafor, 山田太郎 and 김민준; both Farahs were credited.",
        True,
    ),
    (
        A020,
        "Audit tags and credits done for the 20 newest customers; the Aoifes are both in Austin; the batch spans 40 days.",
        False,
    ),
    (
        A020,
        "Audit tags and credits done for the 20 newest customers; the pair of Meis are resellers; the two Ελένηs are in Osaka.",
        False,
    ),
    (
        A020,
        "Audit tags and credits done for the 20 newest customers, the resellers being Tomás Okafor and Ana Brontë; the batch spans over 30 days.",
        False,
    ),
    (
        R150,
        "Review tags set for the 150 newest customers; the batch spans about 200 days; the pair of Lenas are resellers; sign-ups cover 28 weeks.",
        True,
    ),
    (
        R150,
        "Review tags set for the 150 newest customers; tags landed on 150 accounts; the three Ana Silvas were tagged; the VIPs being Zoë García, Ελένη Nguyễn and Chen García among others.",
        True,
    ),
    (
        R150,
        "Review tags set for the 150 newest customers; the batch spans about five months; both Lenas live in São Paulo.",
        False,
    ),
    (
        R150,
        "Review tags set for the 150 newest customers; tags went out to 149 accounts; the VIPs being Zoë García and Iván García.",
        False,
    ),
    (
        R150,
        "Review tags set for the 150 newest customers; both Zoës are VIPs; the Okafors are all VIPs; the VIP group numbers 41.",
        False,
    ),
    (R010, "Review tags set for the 10 newest customers; the batch covers three weeks of sign-ups.", False),
    (R010, "Review tags set for the 10 newest customers; the batch spans 25 days.", False),
    (R010, "Review tags set for the 10 newest customers; the batch spans 11 days.", True),
    (R010, "Review tags set for the 10 newest customers; the two Okafors are both in Lyon.", False),
    (R010, "Review tags set for the 10 newest customers; both Ελένηs are VIPs.", False),
    (R010, "Review tags set for the 10 newest customers; the Garcías are both VIPs.", False),
    (R010, "Review tags set for the 10 newest customers; both Garcías are VIPs.", False),
    (R010, "Review tags set for the 10 newest customers; both Garcías were tagged.", True),
    (
        R010,
        "Review tags set for the 10 newest customers, the VIPs being Émile García and Tomás Okafor.",
        False,
    ),
    (
        R010,
        "Review tags set for the 10 newest customers, the VIPs being Émile García, 山田太郎 and Ana Brontë.",
        True,
    ),
    (R010, "Review tags set for the 10 newest customers; Lyon accounts: 3.", False),
    (R010, "Review tags set for the 10 newest customers; tags landed on 11 accounts.", False),
    (R010, "Review tags set for the 10 newest customers; tags landed on 10 accounts.", True),
    (R010, "Review tags set for the 10 newest customers; Ana Brontë joined in September.", False),
    (R010, "Review tags set for the 10 newest customers; all of them joined in September.", False),
    (R010, "Review tags set for the 10 newest customers; nobody is based in Austin.", False),
    (R010, "Review tags set for the 10 newest customers; two VIPs sit in Lyon.", False),
    (R010, "Review tags set for the 10 newest customers; Tomás Okafor is the sole reseller.", False),
    (
        R010,
        "Review tags set for the 10 newest customers; the reseller pair is Tomás Okafor and Émile García.",
        False,
    ),
    (R010, "Review tags set for the 10 newest customers; Émile García is a Lyon VIP.", False),
    (R010, "Review tags set for the 10 newest customers; 佐藤花子 is a reseller.", False),
    (R010, "Review tags set for the 10 newest customers; Łukasz Okafor is from Austin.", False),
    (R010, "Review tags set for the 10 newest customers; the Berlin one is Aoife Dubois.", False),
    (R010, "Review tags set for the 10 newest customers; the Osaka pair is Ana Brontë and 山田太郎.", False),
    (
        R010,
        "Review tags set for the 10 newest customers; 10 accounts tagged, 3 of them VIP, 3 resellers.",
        False,
    ),
    (R010, "Review tags set for the 10 newest customers; the Okafors are both resellers.", False),
    (R010, "Review tags set for the 10 newest customers; the Okafors were both tagged.", True),
    (R010, "Review tags set for the 10 newest customers; all sign-ups fall within a week.", False),
    (
        R010,
        "Review tags set for the 10 newest customers; the list spanned the last fortnight of September.",
        False,
    ),
    (R010, "Review tags set for the 10 newest customers; Ελένη Smith is a reseller based in Osaka.", False),
    (A010, "Audit tags and credits done for the 10 newest customers; 5,500 cents in all.", False),
    (A010, "Audit tags and credits done for the 10 newest customers; 5,000 cents in all.", True),
    (A010, "Audit tags and credits done for the 10 newest customers; the span is 30 days.", False),
    (A010, "Audit tags and credits done for the 10 newest customers; both Anas are VIPs.", False),
    (
        A010,
        "Audit tags and credits done for the 10 newest customers; credits and tags landed on 9 accounts.",
        False,
    ),
    (A010, "Audit tags and credits done for the 10 newest customers; Ελένη Smith joined in November.", False),
    (
        A010,
        "Audit tags and credits done for the 10 newest customers; the VIPs being Tomás Okafor and Ana Brontë.",
        False,
    ),
    (A010, "Audit tags and credits done for the 10 newest customers; each VIP got an extra $5.", False),
    (A010, "Audit tags and credits done for the 10 newest customers; Osaka has three.", False),
    (
        A010,
        "Audit tags and credits done for the 10 newest customers; the pair of Ελένηs are resellers.",
        False,
    ),
    (A010, "Audit tags and credits done for the 10 newest customers; the Okafor duo is in Berlin.", False),
    (A010, "Audit tags and credits done for the 10 newest customers; $45 in total.", False),
    (A010, "Audit tags and credits done for the 10 newest customers; forty-five dollars in all.", False),
    (A010, "Audit tags and credits done for the 10 newest customers; 10 accounts, 9 credits.", False),
    (A010, "Audit tags and credits done for the 10 newest customers; nine credits and ten tags.", False),
    (A010, "Audit tags and credits done for the 10 newest customers; the Lyon duo are both VIPs.", False),
    (
        A010,
        "Audit tags and credits done for the 10 newest customers; 11 accounts tagged and credited.",
        False,
    ),
    (C015, "Outage credits added for the 15 newest customers; $80 all told.", False),
    (C015, "Outage credits added for the 15 newest customers; 16 accounts credited.", False),
    (C015, "Outage credits added for the 15 newest customers; 15 accounts credited.", True),
    (C015, "Outage credits added for the 15 newest customers; the batch spans 40 days.", False),
    (C015, "Outage credits added for the 15 newest customers; the batch spans two weeks.", True),
    (C015, "Outage credits added for the 15 newest customers; both Meis are resellers.", False),
    (C015, "Outage credits added for the 15 newest customers; the Silvas are both migrated.", False),
    (
        C015,
        "Outage credits added for the 15 newest customers; the VIPs being Émile García and Farah Rossi.",
        False,
    ),
    (C015, "Outage credits added for the 15 newest customers; 김민준 joined in September.", False),
    (
        C015,
        "Outage credits added for the 15 newest customers; Lyon: Tomás Okafor, 김민준, Farah Rossi.",
        False,
    ),
    (
        C015,
        "Outage credits added for the 15 newest customers; the two Berliners are Łukasz Okafor and Aoife Dubois.",
        False,
    ),
    (C015, "Outage credits added for the 15 newest customers; the unnamed account got two credits.", False),
    (C015, "Outage credits added for the 15 newest customers; 7,000 cents overall.", False),
    (C015, "Outage credits added for the 15 newest customers; 7,500 cents overall.", True),
    (C015, "Outage credits added for the 15 newest customers; sixteen invoice items.", False),
    (C015, "Outage credits added for the 15 newest customers; the Farahs are resellers.", False),
    (C015, "Outage credits added for the 15 newest customers; the oldest is Ελένη O'Brien.", False),
    (C015, "Outage credits added for the 15 newest customers; the pair of Okafors are both in Lyon.", False),
    (
        C015,
        "Outage credits added for the 15 newest customers; everyone signed up in October except Ana Brontë.",
        False,
    ),
    (C015, "Outage credits added for the 15 newest customers; the credits total seventy dollars.", False),
    (
        A020,
        "Audit tags and credits done for the 20 newest customers; Hana van der Berg joined in September.",
        False,
    ),
    (
        A020,
        "Audit tags and credits done for the 20 newest customers; the earliest signed up in late September.",
        False,
    ),
    (A020, "Audit tags and credits done for the 20 newest customers; the batch spans 40 days.", False),
    (A020, "Audit tags and credits done for the 20 newest customers; the batch spans 23 days.", True),
    (A020, "Audit tags and credits done for the 20 newest customers; the pair of Meis are resellers.", False),
    (A020, "Audit tags and credits done for the 20 newest customers; both Farahs are resellers.", False),
    (A020, "Audit tags and credits done for the 20 newest customers; both Farahs were credited.", True),
    (
        A020,
        "Audit tags and credits done for the 20 newest customers; 21 accounts tagged and credited.",
        False,
    ),
    (
        A020,
        "Audit tags and credits done for the 20 newest customers, the resellers being Tomás Okafor and Ana Brontë.",
        False,
    ),
    (A020, "Audit tags and credits done for the 20 newest customers; the three Silvas are migrated.", False),
    (A020, "Audit tags and credits done for the 20 newest customers; Osaka has two of them.", False),
    (A020, "Audit tags and credits done for the 20 newest customers; the 山田太郎 pair are VIPs.", False),
    (A020, "Audit tags and credits done for the 20 newest customers; the two Ελένηs are in Osaka.", False),
    (
        A020,
        "Audit tags and credits done for the 20 newest customers; Farah van der Berg joined in August.",
        False,
    ),
    (
        A020,
        "Audit tags and credits done for the 20 newest customers; twenty-one customers were tagged.",
        False,
    ),
    (A020, "Audit tags and credits done for the 20 newest customers; the Aoifes are both in Austin.", False),
    (R150, "Review tags set for the 150 newest customers; the batch spans 250 days.", False),
    (R150, "Review tags set for the 150 newest customers; the batch spans 198 days.", True),
    (R150, "Review tags set for the 150 newest customers; the pair of Lenas are VIPs.", False),
    (R150, "Review tags set for the 150 newest customers; the pair of Lenas are resellers.", True),
    (R150, "Review tags set for the 150 newest customers; tags landed on 151 accounts.", False),
    (R150, "Review tags set for the 150 newest customers; the VIPs being Zoë García and Iván García.", False),
    (R150, "Review tags set for the 150 newest customers; both Lenas live in São Paulo.", False),
    (R150, "Review tags set for the 150 newest customers; the three Ana Silvas are resellers.", False),
    (R150, "Review tags set for the 150 newest customers; Dublin accounts: 15.", False),
    (R150, "Review tags set for the 150 newest customers; the batch spans about five months.", False),
    (R150, "Review tags set for the 150 newest customers; over 300 days of sign-ups.", False),
    (R150, "Review tags set for the 150 newest customers; both Zoës are VIPs.", False),
    (R150, "Review tags set for the 150 newest customers; 149 accounts tagged.", False),
    (R150, "Review tags set for the 150 newest customers; the Okafors are all VIPs.", False),
    (R150, "Review tags set for the 150 newest customers; 41 VIP accounts.", False),
    (R150, "Review tags set for the 150 newest customers; the VIP group numbers 41.", False),
    (R150, "Review tags set for the 150 newest customers; the Dublin ones number fifteen.", False),
    (R150, "Review tags set for the 150 newest customers; the batch spans about 200 days.", True),
    (
        R150,
        "Review tags set for the 150 newest customers; sign-ups span roughly six and a half months.",
        True,
    ),
    (R150, "Review tags set for the 150 newest customers; over 150 days of sign-ups.", True),
    (R150, "Review tags set for the 150 newest customers; the batch spans over 210 days.", False),
    (R150, "Review tags set for the 150 newest customers; the batch spans just under 200 days.", True),
    (R150, "Review tags set for the 150 newest customers; sign-ups cover about four months.", False),
    (R150, "Review tags set for the 150 newest customers; sign-ups cover 28 weeks.", True),
    (R150, "Review tags set for the 150 newest customers; all within 20 weeks.", False),
    (R150, "Review tags set for the 150 newest customers; the three Ana Silvas were tagged.", True),
    (R150, "Review tags set for the 150 newest customers; the two Ana Silvas were tagged.", False),
    (R150, "Review tags set for the 150 newest customers; both Lenas are resellers.", True),
    (R150, "Review tags set for the 150 newest customers; one hundred and fifty customers tagged.", True),
    (
        R150,
        "Review tags set for the 150 newest customers; one hundred and fifty-one customers tagged.",
        False,
    ),
    (
        A020,
        "Audit tags and credits done for the 20 newest customers; twenty customers tagged and credited.",
        True,
    ),
    (
        A020,
        "Audit tags and credits done for the 20 newest customers; the three Silvas were tagged and credited.",
        True,
    ),
    (A020, "Audit tags and credits done for the 20 newest customers; all joined in October.", True),
    (
        A020,
        "Audit tags and credits done for the 20 newest customers; sign-ups from 6 Oct to 29 Oct, all within a month.",
        True,
    ),
    (
        A020,
        "Audit tags and credits done for the 20 newest customers; the two Mei Silvas are in São Paulo.",
        True,
    ),
    (
        A020,
        "Audit tags and credits done for the 20 newest customers; the Lyon trio is Tomás Okafor, 山田太郎 and 김민준.",
        True,
    ),
    (
        A020,
        "Audit tags and credits done for the 20 newest customers; the Lyon trio is Tomás Okafor, 山田太郎 and Farah Rossi.",
        False,
    ),
    (
        A020,
        "Audit tags and credits done for the 20 newest customers; the Berlin pair is Łukasz Okafor and Farah Rossi.",
        True,
    ),
    (
        A010,
        "Audit tags and credits done for the 10 newest customers; the Lyon duo are Tomás Okafor and 山田太郎.",
        True,
    ),
    (
        A010,
        "Audit tags and credits done for the 10 newest customers; 山田太郎 is the sole VIP in Lyon.",
        True,
    ),
    (A010, "Audit tags and credits done for the 10 newest customers; 山田太郎 is the sole VIP.", False),
    (
        A010,
        "Audit tags and credits done for the 10 newest customers; Ελένη Smith is the only migrated one.",
        True,
    ),
    (A010, "Audit tags and credits done for the 10 newest customers; no extra credits.", True),
    (
        A010,
        "Audit tags and credits done for the 10 newest customers; the batch spans just under eleven days.",
        True,
    ),
    (
        C015,
        "Outage credits added for the 15 newest customers; Farah Rossi is the sole Berlin reseller.",
        True,
    ),
    (
        C015,
        "Outage credits added for the 15 newest customers, the resellers being Iván García, Tomás Okafor, 김민준 and Farah Rossi.",
        True,
    ),
    (C015, "Outage credits added for the 15 newest customers; sign-ups span 14 days.", True),
    (C015, "Outage credits added for the 15 newest customers; nobody in Dublin.", True),
    (C015, "Outage credits added for the 15 newest customers; nobody in Austin.", False),
    (R010, "Review tags set for the 10 newest customers; the Berlin one is Łukasz Okafor.", True),
    (
        R010,
        "Review tags set for the 10 newest customers; the Osaka pair is Ελένη Smith and Ana Brontë.",
        True,
    ),
    (
        R010,
        "Review tags set for the 10 newest customers; the reseller pair is Iván García and Tomás Okafor.",
        True,
    ),
    (R010, "Review tags set for the 10 newest customers; all ten joined in October.", True),
    (R010, "Review tags set for the 10 newest customers; within a fortnight.", True),
    (R010, "Review tags set for the 10 newest customers; all within a week.", False),
]


@pytest.mark.parametrize(("task_id", "text", "passes"), POSTS)
def test_fanout_summary(task_id: str, text: str, passes: bool) -> None:
    """(resample32d) the drawn batches' posts: a span, a group of a first name or a surname, a "being" list,
    a count of accounts, a month, a sole holder, a pair or a "nobody in" the batch does not bear out fails;
    each honest neighbour (the batch's own span, rounded or hedged; a group whose rows all hold the trait; a
    pair that is the city's own) passes."""
    assert posted_text_holds(TASKS[task_id], text) is passes


@pytest.mark.parametrize("task_id", DRAWN)
def test_plans_kept(task_id: str) -> None:
    """(resample32d) each drawn task carries two honest alternates and three wrong plans of this round."""
    assert_review_marks("resample32d", TASKS, [task_id], wrong=3, alternates=2)


def _span_days(n: int) -> float:
    """The days between the ``n`` newest customers' first and last sign-up, as the list endpoint pages them
    (the generator reads its batches the same way; the store also holds customers the list does not show)."""
    rows = newest_customers(n)
    return (float(rows[0]["created"]) - float(rows[-1]["created"])) / 86400


@pytest.mark.parametrize("task_id", sorted(TASKS))
def test_every_width_reads_resample32d(task_id: str) -> None:
    """(resample32d) the refusals read all 30 widths: after the oracle's post, the batch's own span in days
    (rounded down) passes and 900 days fails, "within a day" fails; "the Iváns are all VIPs" (Iván García is
    a reseller), a "being" list naming him among the VIPs, "Iván García is the sole reseller", "nobody is
    based in Lyon" (Tomás Okafor is) and "the Lyon duo are both VIPs" fail; the writes "landed on" the
    batch's count of accounts pass and on 9 fail; on credit and audit widths an extra $5 fails."""
    task = TASKS[task_id]
    [post] = [s.args["text"] for s in task.oracle if s.call == "slack.chat.postMessage"]
    stem = post.rstrip(".")
    n = int(task_id[-3:])
    assert posted_text_holds(task, stem + f"; the batch spans {int(_span_days(n))} days.")
    assert not posted_text_holds(task, stem + "; the batch spans 900 days.")
    assert not posted_text_holds(task, stem + "; all sign-ups fall within a day.")
    assert not posted_text_holds(task, stem + "; the Iváns are all VIPs.")
    assert not posted_text_holds(task, stem + ", the VIPs being Iván García and Ana Brontë.")
    assert not posted_text_holds(task, stem + "; Iván García is the sole reseller.")
    assert not posted_text_holds(task, stem + "; nobody is based in Lyon.")
    assert not posted_text_holds(task, stem + "; the Lyon duo are both VIPs.")
    assert posted_text_holds(task, stem + f"; the writes landed on {n} accounts.")
    assert not posted_text_holds(task, stem + "; the writes landed on 9 accounts.")
    if task_id.startswith(("fanout-credit", "fanout-audit")):
        assert not posted_text_holds(task, stem + "; each VIP got an extra $5.")
