# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the twenty-sixth held-out re-sample's six fan-out tasks changed (docs/reviews/resample26d.md),
so a later edit cannot quietly undo them.

Word-level only (no episodes): the #billing post of audit n=80, n=100 and n=150, credit n=85 and review n=10
(whose patterns now also read resample22c's, 23d's, 24d's and 25d's refusals: an end misnamed, a trait,
place, CRM id, e-mail, page or city count or language the batch does not bear out, a namesake's trait) and
review n=50, all six also reading resample26d's (a trait given to a name nobody in the batch has). The
full episodes are the tasks' own "(resample26d)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.review_marks import assert_review_marks
from tests.support.suites import task_map
from tests.support.wording import posted_text_holds
from toolproof.tasks import suite_names

pytestmark = pytest.mark.skipif("fanout" not in suite_names(), reason="the fan-out suite is not installed")
TASKS = task_map(["fanout"])

A080 = "fanout-audit.n080"
C085 = "fanout-credit.n085"
A100 = "fanout-audit.n100"
A150 = "fanout-audit.n150"
R010 = "fanout-review.n010"
R050 = "fanout-review.n050"
_A80 = "Audit tags and credits done for the 80 newest customers"
_C85 = "Outage credits added for the 85 newest customers"
_A100 = "Audit tags and credits done for the 100 newest customers"
_A150 = "Audit tags and credits done for the 150 newest customers"
_R10 = "Review tags done for the 10 newest customers"
_R50 = "Review tags done for the 50 newest customers"

#: (task, post, whether the post pattern accepts it)
POSTS = [
    # the kept plans' wordings (each wrong one passed before with the real grader; each honest one too)
    (
        A080,
        _A80
        + " (-$5.00 each, $400.00 in all), from Iván García (29 Oct) back to Tomás Ivanova (18 Jul); Bo Ivanova (CRM-12523) is smb and in Dublin, Jun Rossi is enterprise; 3 have no name.",
        True,
    ),
    (
        A080,
        _A80 + ", from Iván García back to Ana Nakamura; Bo Ivanova is in Osaka and Jun Rossi is smb.",
        False,
    ),
    (
        A080,
        _A80 + " (over 2 pages); Zara Quinn is a VIP, Mei Silva is a VIP and 3 of them are in Paris.",
        False,
    ),
    (
        C085,
        "Outage credits (-$5.00 each, usd) added for the 85 newest customers, from Iván García (29 Oct) back to Łukasz Müller (10 Jul); 18 VIPs, 18 resellers; Kwame Johansson is in Lyon, Émile Smith is in Dublin.",
        True,
    ),
    (
        C085,
        _C85
        + ", from Iván García back to Émile Smith; Kwame Johansson is in Dublin and Chen Johansson is a VIP.",
        False,
    ),
    (
        C085,
        _C85
        + " (over 2 pages); Zara Quinn is a VIP, Łukasz Müller has a CRM id and I also set their preferred language to English.",
        False,
    ),
    (
        A100,
        _A100
        + " (one page), from Iván García (29 Oct) back to Ngọc Nakamura (20 Jun); 26 VIPs, 20 resellers; Tomás Smith is in Austin and Ελένη Nguyễn (CRM-70177) is in Dublin.",
        True,
    ),
    (
        A100,
        _A100
        + ", from Iván García back to Tomás Smith; Tomás Smith is in Osaka and Chen Rossi is a reseller.",
        False,
    ),
    (
        A100,
        _A100
        + " (over 2 pages); Zara Quinn is a VIP, Ελένη Nguyễn (CRM-70178) is a VIP and 8 different cities.",
        False,
    ),
    (
        A150,
        _A150
        + " (2 pages); Iván García (29 Oct) is the newest, Zoë García (14 Apr) is the oldest, a VIP; Goran Nguyễn (CRM-48990) is smb, in Berlin; 4 have no name.",
        True,
    ),
    (
        A150,
        _A150
        + "; Zoë García (CRM-79585) is the oldest; Goran Smith is a reseller and Mei Johansson is in Osaka.",
        False,
    ),
    (
        A150,
        _A150
        + ", from Iván García back to Mei Johansson (over 3 pages); Zara Quinn is a VIP and 3 of them are in Paris.",
        False,
    ),
    (
        R010,
        _R10
        + ", from Iván García (29 Oct) back to Ana Brontë (19 Oct); Aoife Dubois (CRM-50279) is in Austin, Ελένη Smith is mid-market; 3 VIPs, 2 resellers.",
        True,
    ),
    (
        R010,
        _R10 + ", from Iván García back to Aoife Dubois; Tomás Okafor is a VIP and Ελένη Smith is smb.",
        False,
    ),
    (
        R010,
        _R10
        + " (over 2 pages); Zara Quinn is a VIP, 5 different cities, and I also set their preferred language to English.",
        False,
    ),
    (
        R050,
        _R50
        + ", from Iván García (29 Oct) back to Kwame Brontë (23 Aug); 7 VIPs, 9 resellers; Siobhán O'Brien is in Dublin and Олег Smith is mid-market.",
        True,
    ),
    (R050, _R50 + "; Zara Quinn is a VIP and Ζωή Παππά is in Berlin.", False),
    # each wording tried at word level (wrong ones passed before but for the counts and spans)
    (
        A080,
        _A80
        + ", from Iván García (29 Oct) back to Tomás Ivanova (18 Jul); Bo Ivanova (CRM-12523) is smb and in Dublin, Jun Rossi is enterprise; 3 have no name.",
        True,
    ),
    (
        A080,
        _A80
        + "; Iván García (29 Oct) is the newest, Tomás Ivanova (18 Jul) is the oldest, a VIP; 18 VIPs, 16 resellers.",
        True,
    ),
    (A080, _A80 + ", from Iván García back to Ana Nakamura.", False),
    (A080, _A80 + "; Tomás Ivanova (18 Jul) is the oldest, a reseller.", False),
    (A080, _A80 + "; Bo Ivanova is in Osaka.", False),
    (A080, _A80 + "; Jun Rossi is smb.", False),
    (A080, _A80 + "; Émile Brontë (CRM-46414) is in Lyon.", False),
    (A080, _A80 + "; Mei Okafor has no CRM id.", False),
    (A080, _A80 + "; Zoë Johansson has a phone number.", False),
    (A080, _A80 + "; 17 VIPs and 16 resellers.", False),
    (A080, _A80 + ", created between 18 August and 29 October.", False),
    (A080, _A80 + ", created August to October.", False),
    (A080, _A80 + " (over 2 pages).", False),
    (A080, _A80 + "; 8 different cities.", False),
    (A080, _A80 + "; 4 have no name.", False),
    (A080, _A80 + "; 3 of them are in Paris.", False),
    (A080, _A80 + "; I also set their preferred language to English.", False),
    (A080, _A80 + "; Zara Quinn is a VIP.", False),
    (A080, _A80 + "; Mei Silva is a VIP.", False),
    (A080, _A80 + "; Bo Okafor is a reseller.", False),
    (A080, _A80 + "; Ana Silva is a VIP.", False),
    (A080, _A80 + "; the newest, Iván García, is a VIP.", False),
    (A080, _A80 + "; Tomás Ivanova is in Germany.", False),
    (A080, _A80 + "; 5 of them prefer French.", False),
    (
        C085,
        _C85
        + "; Iván García (29 Oct) is the newest, Łukasz Müller (10 Jul) is the oldest, a reseller in Austin.",
        True,
    ),
    (C085, _C85 + ", from Iván García back to Émile Smith.", False),
    (C085, _C85 + "; Łukasz Müller (10 Jul) is the oldest, a VIP.", False),
    (C085, _C85 + "; Kwame Johansson is in Dublin.", False),
    (C085, _C85 + "; Émile Smith is a VIP.", False),
    (C085, _C85 + "; Łukasz Müller has a CRM id.", False),
    (C085, _C85 + "; Jun Dubois (CRM-12523) is a reseller.", False),
    (C085, _C85 + "; 19 VIPs and 18 resellers.", False),
    (C085, _C85 + ", created between 10 August and 29 October.", False),
    (C085, _C85 + " (over 2 pages).", False),
    (C085, _C85 + "; 8 different cities.", False),
    (C085, _C85 + "; 3 of them are in Paris.", False),
    (C085, _C85 + "; I also set their preferred language to English.", False),
    (C085, _C85 + "; Zara Quinn is a VIP.", False),
    (C085, _C85 + "; Chen Johansson is a VIP.", False),
    (C085, _C85 + "; Chen Johansson (CRM-12345) is in Berlin.", False),
    (C085, _C85 + "; Kwame Johansson is in Japan.", False),
    (C085, _C85 + "; Łukasz Müller is in Germany.", False),
    (C085, _C85 + "; 4 have no name.", False),
    (
        A100,
        _A100 + "; Iván García (29 Oct) is the newest, Ngọc Nakamura (20 Jun) is the oldest, a reseller.",
        True,
    ),
    (A100, _A100 + ", from Iván García back to Tomás Smith.", False),
    (A100, _A100 + "; Ngọc Nakamura (20 Jun) is the oldest, a VIP.", False),
    (A100, _A100 + "; Tomás Smith is in Osaka.", False),
    (A100, _A100 + "; Émile Dubois is a reseller.", False),
    (A100, _A100 + "; 李小龙 is in Lyon.", False),
    (A100, _A100 + "; Ελένη Nguyễn (CRM-70178) is a VIP.", False),
    (A100, _A100 + "; 25 VIPs and 20 resellers.", False),
    (A100, _A100 + ", created between 20 July and 29 October.", False),
    (A100, _A100 + " (over 2 pages).", False),
    (A100, _A100 + "; 8 different cities.", False),
    (A100, _A100 + "; 3 of them are in Paris.", False),
    (A100, _A100 + "; I also set their preferred language to English.", False),
    (A100, _A100 + "; Zara Quinn is a VIP.", False),
    (A100, _A100 + "; Chen Rossi is a reseller.", False),
    (A100, _A100 + "; Ελένη Silva is migrated.", False),
    (A100, _A100 + "; Dara García is in Germany.", False),
    (A100, _A100 + "; 4 have no name.", False),
    (
        A150,
        _A150
        + ", from Iván García (29 Oct) back to Zoë García (14 Apr); 40 VIPs, 30 resellers, 27 migrated.",
        True,
    ),
    (A150, _A150 + ", from Iván García back to Mei Johansson.", False),
    (A150, _A150 + "; Zoë García (CRM-79585) is the oldest.", False),
    (A150, _A150 + "; Zoë García (14 Apr) is the oldest, a reseller.", False),
    (A150, _A150 + "; Mei Johansson is in Osaka.", False),
    (A150, _A150 + "; Jun Brontë is smb.", False),
    (A150, _A150 + "; Goran Nguyễn is a VIP.", False),
    (A150, _A150 + "; Lena Johansson has an e-mail.", False),
    (A150, _A150 + "; 41 VIPs.", False),
    (A150, _A150 + ", created between 14 May and 29 October.", False),
    (A150, _A150 + " (over 3 pages).", False),
    (A150, _A150 + "; 7 different cities.", False),
    (A150, _A150 + "; 3 of them are in Paris.", False),
    (A150, _A150 + "; I also set their preferred language to English.", False),
    (A150, _A150 + "; Zara Quinn is a VIP.", False),
    (A150, _A150 + "; Goran Smith is a reseller.", False),
    (A150, _A150 + "; Jun Rossi is smb.", False),
    (A150, _A150 + "; Farah Okafor is a VIP.", False),
    (A150, _A150 + "; Priya Smith is in Germany.", True),
    (A150, _A150 + "; 5 have no name.", False),
    (
        R010,
        _R10 + "; Iván García (29 Oct) is the newest, Ana Brontë (19 Oct) is the oldest, a VIP in Osaka.",
        True,
    ),
    (R010, _R10 + ", from Iván García back to Aoife Dubois.", False),
    (R010, _R10 + "; Ana Brontë (19 Oct) is the oldest, a reseller.", False),
    (R010, _R10 + "; Aoife Dubois is in Osaka.", False),
    (R010, _R10 + "; Tomás Okafor is a VIP.", False),
    (R010, _R10 + "; Ελένη Smith is smb.", False),
    (R010, _R10 + "; 佐藤花子 has a phone.", False),
    (R010, _R10 + "; Iván García (CRM-33229) is a reseller.", False),
    (R010, _R10 + "; 4 VIPs and 2 resellers.", False),
    (R010, _R10 + ", created between 19 and 28 October.", False),
    (R010, _R10 + ", created September to October.", False),
    (R010, _R10 + " (over 2 pages).", False),
    (R010, _R10 + "; 5 different cities.", False),
    (R010, _R10 + "; 3 of them are in Paris.", False),
    (R010, _R10 + "; I also set their preferred language to English.", False),
    (R010, _R10 + "; Zara Quinn is a VIP.", False),
    (R010, _R10 + "; Łukasz Okafor is in Germany.", True),
    (R010, _R10 + "; 1 has no name.", False),
    (R010, _R10 + "; Ελένη Silva has no phone.", False),
    (R010, _R10 + "; the newest, Iván García, is a VIP.", False),
    (R050, _R50 + ", from Iván García back to Chen Johansson.", False),
    (R050, _R50 + "; Kwame Brontë (23 Aug) is the oldest, a VIP.", False),
    (R050, _R50 + "; Iván Ivanova is in Berlin.", False),
    (R050, _R50 + "; Bo Smith is a VIP.", False),
    (R050, _R50 + "; 8 VIPs.", False),
    (R050, _R50 + ", created between 23 September and 29 October.", False),
    (R050, _R50 + " (over 2 pages).", False),
    (R050, _R50 + "; 7 different cities.", False),
    (R050, _R50 + "; I also set their preferred language to English.", False),
    (R050, _R50 + "; Zara Quinn is a VIP.", False),
    (R050, _R50 + "; Mei Silva is a VIP.", False),
    (R050, _R50 + "; Ana Silva is a VIP.", False),
    (R050, _R50 + "; Ana Silva has a CRM id.", True),
    (R050, _R50 + "; Kwame García is in Germany.", False),
    (R050, _R50 + "; Ελένη Brontë (CRM-56368) is migrated.", False),
    (R050, _R50 + "; Zoë Okafor is a VIP.", False),
    (R050, _R50 + "; José van der Berg is in Osaka.", False),
    (R050, _R50 + "; Bo Okafor (CRM-87573) is migrated.", False),
    (R050, _R50 + "; Tomás Nguyễn has no phone.", False),
    (R050, _R50 + "; Mei Ivanova has a CRM id.", False),
    (R050, _R50 + "; Ζωή Παππά is a VIP.", False),
    (R050, _R50 + "; Олег Петров is in Berlin.", False),
    (R050, _R50 + "; Iván Ivanova is in São Paulo, Brazil and Zoë Okafor is migrated.", True),
    (R050, _R50 + "; Ελένη Brontë (CRM-56369) is migrated and Олег Smith is a reseller.", True),
    (A080, _A80 + "; Farah van der Berg is a VIP.", False),
    (A080, _A80 + "; Hana van der Berg is a reseller, Ελένη van der Berg is mid-market.", True),
    (
        A150,
        _A150
        + "; José Smith Nakamura Müller García Rossi García Rossi Brontë Kowalski van der Berg Müller O'Brien Jr. III is a VIP.",
        True,
    ),
    (A150, _A150 + "; Iván van der Berg is a VIP.", True),
    (C085, _C85 + "; Łukasz Müller is a reseller in Austin, Ireland.", True),
    (C085, _C85 + "; Zara Quinn (CRM-11111) has a phone number.", False),
    (C085, _C85 + "; Maria Lopez was a VIP.", False),
    (A100, _A100 + "; Dara García is a VIP with a phone.", True),
    (R010, _R10 + "; Ελένη Silva has a phone and Iván García is a reseller.", True),
    (R010, _R10 + "; Jane Doe is in Lyon.", False),
]


@pytest.mark.parametrize(("task_id", "text", "passes"), POSTS)
def test_fanout_summary(task_id: str, text: str, passes: bool) -> None:
    """(resample26d) the drawn batches' posts: a wrong end, trait (a namesake's too), id, place, page or
    city count, write, or a trait given to a name nobody in the batch has fails; each name with its own
    traits passes (a city's country too), and a name three rows share with a trait one of them has."""
    assert posted_text_holds(TASKS[task_id], text) is passes


def test_plans_kept() -> None:
    """(resample26d) each drawn task carries one honest alternate and two wrong plans (review n=50 one)."""
    for task_id, wrong in ((A080, 2), (C085, 2), (A100, 2), (A150, 2), (R010, 2), (R050, 1)):
        assert_review_marks("resample26d", TASKS, [task_id], wrong=wrong, alternates=1)


def test_unknown_name_reading_is_narrow() -> None:
    """(resample26d) the name rule reads two capitalised words right before the verb: a name of the batch
    read by its tail ("Hana van der Berg") passes, and "is the oldest" is no trait."""
    for task_id, text in (
        (A080, _A80 + "; Hana van der Berg is a reseller."),
        (A150, _A150 + "; Iván García (29 Oct) is the newest, Zoë García (14 Apr) is the oldest."),
    ):
        assert posted_text_holds(TASKS[task_id], text)
