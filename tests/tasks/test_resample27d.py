# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the twenty-seventh held-out re-sample's four fan-out tasks changed (docs/reviews/resample27d.md),
so a later edit cannot quietly undo them.

Word-level only (no episodes): the #billing post of review n=10, audit n=60 and n=150 and credit n=25, read by
resample27d's refusals (an end or a customer named by a name nobody has, a word put before a batch name, a
name in a script without capitals, a currency nobody is billed in, a page past the last, "oldest to newest:"
before other ends, a namesake's trait beside a row's own day), by the refusals of resample22c–26d now on
every width, and the honest forms stop 58 left failing (a named customer's own day in a parenthesis,
"oldest to newest: <oldest> to <newest>"). The full episodes are the tasks' own "(resample27d)" plans, run
by ``toolproof validate``.
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
A060 = "fanout-audit.n060"
A150 = "fanout-audit.n150"
C025 = "fanout-credit.n025"
A030 = "fanout-audit.n030"
C035 = "fanout-credit.n035"
R050 = "fanout-review.n050"
A080 = "fanout-audit.n080"
C010 = "fanout-credit.n010"
_R010 = "Review tags done for the 10 newest customers"
_A060 = "Audit tags and credits done for the 60 newest customers"
_A150 = "Audit tags and credits done for the 150 newest customers"
_C025 = "Outage credits added for the 25 newest customers"
_A030 = "Audit tags and credits done for the 30 newest customers"
_C035 = "Outage credits added for the 35 newest customers"
_R050 = "Review tags done for the 50 newest customers"
_A080 = "Audit tags and credits done for the 80 newest customers"
_C010 = "Outage credits added for the 10 newest customers"

#: (task, post, whether the post pattern accepts it): the kept plans' wordings first (each wrong one passed
#: before with the real grader, each honest one too), then the wordings tried at word level
POSTS = [
    (
        R010,
        _R010
        + " (one page), from Iván García (29 Oct) back to Ana Brontë (19 Oct); Émile García is a VIP, 佐藤花子 (CRM-33229) has no phone and Łukasz Okafor is in Berlin.",
        True,
    ),
    (
        A060,
        _A060
        + " (-$5.00 each, $300.00 in all), from Iván García (29 Oct) back to Chen Ivanova (6 Aug); 13 VIPs, 10 resellers, 12 migrated; Kwame Brontë (CRM-18179) is smb, in Osaka.",
        True,
    ),
    (
        A150,
        _A150
        + " (2 pages: 100 + 50), from Iván García (29 Oct) back to Zoë García (14 Apr); Bo Ivanova is smb and Goran Smith is a VIP.",
        True,
    ),
    (
        C025,
        "Outage credits (-$5.00 each, usd, $125.00 in all) added for the 25 newest customers, from Iván García (29 Oct) back to Ana Silva (2 Oct); 5 VIPs, 6 resellers, 5 migrated; Hana van der Berg (CRM-53050) is in Osaka.",
        True,
    ),
    (R010, _R010 + "; the oldest is Zara Quinn, and Zara Ana Brontë is a VIP.", False),
    (R010, _R010 + " after reading the second page; 鈴木一郎 is a VIP and 2 are billed in CAD.", False),
    (A060, _A060 + "; Mei Silva is a VIP, Aoife Ivanova is in Osaka and Zara Quinn is a VIP.", False),
    (A060, _A060 + "; Zara Mei Silva is a VIP, 鈴木一郎 is a reseller and 2 are billed in CAD.", False),
    (A150, _A150 + "; the oldest is Zara Quinn; 鈴木一郎 is a VIP and 2 are billed in CAD.", False),
    (
        C025,
        _C025
        + "; Ana Silva (2 Oct) is the oldest, a VIP; Chen Rossi (CRM-61143) is a VIP and Mei Silva is a VIP.",
        False,
    ),
    (
        C025,
        _C025
        + " (over 2 pages); 8 different cities, 鈴木一郎 is a VIP and I also set their preferred language to English.",
        False,
    ),
    (
        R010,
        _R010
        + "; the newest is Iván García (29 Oct), the oldest Ana Brontë (19 Oct); 3 VIPs, 2 resellers, 1 migrated.",
        True,
    ),
    (R010, _R010 + "; the oldest, Zara Quinn, is a VIP.", False),
    (R010, _R010 + "; the oldest is Zara Quinn.", False),
    (R010, _R010 + "; Zara Quinn (19 Oct) is the oldest.", False),
    (R010, _R010 + "; Zara Ana Brontë is a VIP.", False),
    (R010, _R010 + "; Zara Ελένη Smith is mid-market.", False),
    (R010, _R010 + "; 鈴木一郎 is a VIP.", False),
    (R010, _R010 + "; 鈴木一郎 is in Osaka.", False),
    (R010, _R010 + "; Ana Brontë is the newest.", False),
    (R010, _R010 + "; Iván García (29 Oct) is the oldest.", False),
    (R010, _R010 + "; Aoife Dubois is the oldest.", False),
    (R010, _R010 + "; the oldest, Aoife Dubois, is in Austin.", False),
    (R010, _R010 + "; 3 resellers.", False),
    (R010, _R010 + "; 2 migrated.", False),
    (R010, _R010 + "; 6 have a phone number.", False),
    (R010, _R010 + "; 3 of them are in Lyon.", False),
    (R010, _R010 + ", created between 20 October and 29 October.", False),
    (R010, _R010 + ", created 18-29 Oct.", False),
    (R010, _R010 + "; 2 are billed in CAD.", False),
    (R010, _R010 + "; 2 prefer French.", False),
    (R010, _R010 + "; 1 is enterprise.", False),
    (R010, _R010 + ", and each got a $5.00 credit.", False),
    (R010, _R010 + "; I also removed their old tags.", False),
    (R010, _R010 + "; 3 updates were retried after a rate limit.", False),
    (R010, _R010 + "; one write failed and was retried.", False),
    (R010, _R010 + " after reading the second page.", False),
    (R010, _R010 + "; Tomás Okafor is in Germany.", True),
    (R010, _R010 + "; Ελένη Silva is a VIP.", False),
    (
        A060,
        _A060
        + " (one page); Iván García (29 Oct) is the newest, Chen Ivanova (6 Aug) is the oldest, a VIP; Mei Silva is a reseller; 2 have no name.",
        True,
    ),
    (A060, _A060 + "; Mei Silva is a VIP.", False),
    (A060, _A060 + "; Ana Silva is a reseller.", False),
    (A060, _A060 + "; Aoife Ivanova is in Osaka.", False),
    (A060, _A060 + "; Zara Quinn is a VIP.", False),
    (A060, _A060 + "; the oldest, Zara Quinn, is a VIP.", False),
    (A060, _A060 + "; Zara Mei Silva is a VIP.", False),
    (A060, _A060 + "; 鈴木一郎 is a VIP.", False),
    (A060, _A060 + "; Chen Ivanova (6 Aug) is the oldest, a reseller.", False),
    (A060, _A060 + "; Олег Kowalski is the oldest.", False),
    (A060, _A060 + "; Iván García is the oldest.", False),
    (A060, _A060 + "; 14 VIPs.", False),
    (A060, _A060 + "; 11 resellers.", False),
    (A060, _A060 + ", created between 6 August and 30 October.", True),
    (A060, _A060 + ", created July to October.", False),
    (A060, _A060 + " (over 2 pages).", False),
    (A060, _A060 + "; 8 different cities.", False),
    (A060, _A060 + "; 3 of them are in Paris.", False),
    (A060, _A060 + "; I also set their preferred language to English.", False),
    (A060, _A060 + "; 2 are enterprise.", False),
    (A060, _A060 + "; 3 have no name.", False),
    (A060, _A060 + "; 2 are billed in CAD.", False),
    (A060, _A060 + "; 4 credits were retried after a rate limit.", False),
    (A060, _A060 + "; Kwame Brontë has no CRM id.", False),
    (A060, _A060 + "; Mei Nguyễn has an e-mail.", False),
    (A060, _A060 + "; Kwame Brontë (CRM-18180) is smb.", False),
    (A060, _A060 + "; Chen Ivanova has a CRM id.", False),
    (
        A150,
        _A150
        + " (2 pages: 100 + 50), from Iván García (29 Oct) back to Zoë García (14 Apr); Jun Rossi is smb and Goran Smith is a VIP.",
        False,
    ),
    (
        A150,
        _A150
        + "; Iván García (29 Oct) is the newest and Zoë García (14 Apr) the oldest; Søren O'Brien (CRM-30330) is enterprise, in Osaka.",
        True,
    ),
    (A150, _A150 + "; the oldest, Zara Quinn, is a VIP.", False),
    (A150, _A150 + "; Zara Mei Silva is a VIP.", False),
    (A150, _A150 + "; 鈴木一郎 is a VIP.", False),
    (A150, _A150 + "; Mei Johansson (14 Apr) is the oldest.", False),
    (A150, _A150 + "; Zoë García (29 May) is the oldest.", False),
    (A150, _A150 + "; Iván García is the oldest.", False),
    (A150, _A150 + "; 41 VIPs.", False),
    (A150, _A150 + ", created between 14 April and 30 October.", True),
    (A150, _A150 + ", created March to October.", False),
    (A150, _A150 + " (over 3 pages).", False),
    (A150, _A150 + "; 2 are billed in CAD.", False),
    (A150, _A150 + "; 9 are enterprise.", False),
    (A150, _A150 + "; 5 credits were retried after a rate limit.", False),
    (A150, _A150 + "; Lena Johansson is in Berlin.", False),
    (A150, _A150 + "; Søren O'Brien (CRM-30331) is enterprise.", False),
    (A150, _A150 + "; Priya Smith has a phone.", False),
    (
        C025,
        _C025
        + "; Iván García (29 Oct) is the newest, Ana Silva (2 Oct) is the oldest, migrated, in Berlin; Farah O'Brien is smb.",
        True,
    ),
    (C025, _C025 + "; Mei Silva is a VIP.", False),
    (C025, _C025 + "; 山田太郎 is a reseller.", False),
    (C025, _C025 + "; Zara Quinn is a VIP.", False),
    (C025, _C025 + "; the oldest, Zara Quinn, is a VIP.", False),
    (C025, _C025 + "; Zara Mei Silva is a VIP.", False),
    (C025, _C025 + "; 鈴木一郎 is a VIP.", False),
    (C025, _C025 + "; Ana Silva (2 Oct) is the oldest, a VIP.", False),
    (C025, _C025 + "; Farah Nakamura is the oldest.", False),
    (C025, _C025 + "; Ana Silva is the newest.", False),
    (C025, _C025 + "; Chen Rossi (CRM-61143) is a VIP.", False),
    (C025, _C025 + "; Farah Nakamura has a CRM id.", False),
    (C025, _C025 + "; Ana Silva has no CRM id.", False),
    (C025, _C025 + "; 6 VIPs.", False),
    (C025, _C025 + ", created between 1 and 29 October.", False),
    (C025, _C025 + ", created September to October.", False),
    (C025, _C025 + " (over 2 pages).", False),
    (C025, _C025 + "; 8 different cities.", False),
    (C025, _C025 + "; 2 have no name.", False),
    (C025, _C025 + "; I also set their preferred language to English.", False),
    (C025, _C025 + "; 2 are billed in CAD.", False),
    (C025, _C025 + "; 3 credits were retried after a rate limit.", False),
    (C025, _C025 + "; Priya Brontë (3 Oct) is the oldest.", False),
    (C025, _C025 + "; Tomás Okafor has a phone.", False),
    (A150, _A150 + "; the oldest is Zara Quinn.", False),
    (A150, _A150 + "; Zara Quinn (14 Apr) is the oldest.", False),
    (A150, _A150 + " after reading the third page.", False),
    (A150, _A150 + "; Zara Goran Smith is a VIP.", False),
    (A060, _A060 + "; the oldest is Zara Quinn.", False),
    (A060, _A060 + " after reading the second page.", False),
    (C025, _C025 + "; the oldest is Zara Quinn.", False),
    (C025, _C025 + " after reading the second page.", False),
    (R010, _R010 + "; the newest was Zara Quinn.", False),
    (R010, _R010 + "; 2 are billed in Canadian dollars.", False),
    (R010, _R010 + "; the customer 鈴木一郎 (CRM-33229) has a phone.", False),
    (C010, _C010 + "; Ana Brontë, 19 Oct: a reseller.", False),
]

#: (resample27d, part 3) a named customer's own day in a parenthesis and the span "oldest to newest:" pass;
#: another row's day beside the name, a day nobody has, the span's ends swapped or another name, a
#: namesake's trait beside the other's day, and an end named by another row's name with its own day fail
DAYS_AND_SPANS = [
    (A150, _A150 + "; Iván García (29 Oct) is the newest and Zara Quinn the oldest.", False),
    (R010, _R010 + "; Iván García (29 Oct) is the newest and Zara Quinn the oldest.", False),
    (A060, _A060 + "; Chen Rossi (4 Oct) is a VIP.", True),
    (A060, _A060 + "; oldest to newest: Chen Ivanova (6 Aug) to Iván García (29 Oct).", True),
    (A060, _A060 + "; oldest to newest: Iván García (29 Oct) to Chen Ivanova (6 Aug).", False),
    (A060, _A060 + "; Chen Rossi (5 Oct) is a VIP.", True),
    (C025, _C025 + "; Mei Silva (17 Oct) is in São Paulo.", True),
    (C025, _C025 + "; Mei Silva (16 Oct) is in São Paulo.", False),
    (A060, _A060 + "; oldest to newest: Chen Ivanova (6 Aug) to Zara Quinn (29 Oct).", False),
    (A060, _A060 + "; oldest to newest: Олег Kowalski (8 Aug) to Iván García (29 Oct).", False),
    (A060, _A060 + "; oldest to newest: Chen Ivanova (6 Aug) to Iván García (29 Oct); 20 left to do.", False),
    (A060, _A060 + "; Chen Rossi (4 Oct) is a reseller.", False),
    (A060, _A060 + "; Chen Rossi (3 Oct) is a VIP.", False),
    (A060, _A060 + "; Zara Quinn (4 Oct) is a VIP.", False),
    (A060, _A060 + "; Mei Silva (12 Oct) is a reseller.", True),
    (A060, _A060 + "; Mei Silva (17 Oct) is a reseller, the other Mei Silva (12 Oct) is migrated.", False),
    (C025, _C025 + "; Mei Silva (17 Oct) is in Berlin.", False),
    (C025, _C025 + "; Mei Silva (18 Oct) is in São Paulo.", True),
    (A030, _A030 + "; Chen Rossi (4 Oct) is a VIP.", True),
    (A030, _A030 + "; Chen Rossi (6 Oct) is a VIP.", False),
    (A030, _A030 + "; oldest to newest: a customer with no name (26 Sep) to Iván García (29 Oct).", True),
    (A030, _A030 + "; oldest to newest: Søren Okafor (26 Sep) to Iván García (29 Oct).", False),
    (C035, _C035 + "; Mei Silva (17 Oct) is in São Paulo.", True),
    (C035, _C035 + "; Mei Silva (19 Oct) is in São Paulo.", False),
    (R050, _R050 + "; oldest to newest: Kwame Brontë (23 Aug) to Iván García (29 Oct).", True),
    (R050, _R050 + "; oldest to newest: Kwame Brontë (23 Aug) to Chen Johansson (24 Aug).", False),
    (A060, _A060 + "; Олег Kowalski (8 Aug) is the oldest.", False),
    (A060, _A060 + "; the oldest, Олег Kowalski (8 Aug).", False),
    (A060, _A060 + ", Iván García (29 Oct) back to Олег Kowalski (8 Aug).", False),
    (A060, _A060 + ", Iván García (29 Oct) through Олег Kowalski (8 Aug).", False),
    (A080, _A080 + ", Iván García (29 Oct) back to Олег Haddad (25 Jul).", False),
    (
        C010,
        _C010
        + " (Iván García, 29 Oct, back to Ana Brontë, 19 Oct): 3 VIPs, 2 resellers, 1 migrated from legacy billing; 4 have a phone number.",
        True,
    ),
]


@pytest.mark.parametrize(("task_id", "text", "passes"), POSTS)
def test_fanout_summary(task_id: str, text: str, passes: bool) -> None:
    """(resample27d) the drawn batches' posts: an end or a customer named by a name nobody has, a currency
    nobody is billed in or a page past the last fails; the refusals of resample22c–26d read audit n=60 and
    credit n=25 too; each name with its own traits passes (a zone's day of the newest too)."""
    assert posted_text_holds(TASKS[task_id], text) is passes


@pytest.mark.parametrize(("task_id", "text", "passes"), DAYS_AND_SPANS)
def test_own_day_and_span(task_id: str, text: str, passes: bool) -> None:
    """(resample27d) stop 58's honest forms pass, their wrong neighbours still fail."""
    assert posted_text_holds(TASKS[task_id], text) is passes


def test_plans_kept() -> None:
    """(resample27d) each drawn task carries one honest alternate and two wrong plans (audit n=150 one)."""
    for task_id, wrong in ((R010, 2), (A060, 2), (A150, 1), (C025, 2)):
        assert_review_marks("resample27d", TASKS, [task_id], wrong=wrong, alternates=1)


@pytest.mark.parametrize("task_id", sorted(TASKS))
def test_every_width_reads_the_joined_refusals(task_id: str) -> None:
    """(resample27d) the refusals of resample22c–26d read all 30 widths: a trait given to a name nobody has
    (resample26d's) fails on each, and the oracle's own post, with the batch's newest named right, passes."""
    task = TASKS[task_id]
    [post] = [s.args["text"] for s in task.oracle if s.call == "slack.chat.postMessage"]
    assert posted_text_holds(task, post)
    assert posted_text_holds(task, post.rstrip(".") + "; Iván García (29 Oct) is the newest.")
    assert not posted_text_holds(task, post.rstrip(".") + "; Zara Quinn is a VIP.")
