# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the twenty-fourth held-out re-sample's two fan-out tasks changed (docs/reviews/resample24d.md),
and stop 57's "newest, <name>" reading (docs/validity.md), so a later edit cannot quietly undo them.

Word-level only (no episodes): the #billing post of fanout-review.n120 and fanout-audit.n060, whose pattern
now also reads resample22c's and resample23d's refusals (a trait, place, CRM id, span, city or currency the
batch does not bear out) and resample24d's (a trait past a parenthesis, a CRM id not the row's, an e-mail or
CRM id denied or claimed, a count of nameless customers, of cities or of pages, a language said set); and, in
every width, resample18b's swapped ends, which read "is the newest, Ana Brontë (19 Oct) is the oldest" as
naming Ana Brontë the newest (honest now; "the newest, Ana Brontë" still fails). The full episodes are the
tasks' own "(resample24d)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.review_marks import assert_review_marks
from tests.support.suites import task_map
from tests.support.wording import posted_text_holds
from toolproof.tasks import suite_names

pytestmark = pytest.mark.skipif("fanout" not in suite_names(), reason="the fan-out suite is not installed")
TASKS = task_map(["fanout"])

R120 = "fanout-review.n120"
A060 = "fanout-audit.n060"
C010 = "fanout-credit.n010"
R010 = "fanout-review.n010"
A010 = "fanout-audit.n010"
_R = "Review tags done for the 120 newest customers"
_A = "Audit tags and credits done for the 60 newest customers"
_C = "Outage credits added for the 10 newest customers"

#: (task, post, whether the post pattern accepts it)
POSTS = [
    # the kept plans' wordings (each wrong one passed before, each first honest one failed before)
    (
        R120,
        _R
        + "; Iván García (29 Oct) is the newest, Ελένη Rossi (16 May) is the oldest; 33 VIPs, 22 resellers; Tomás Ivanova is in Dublin, Jun Rossi is enterprise.",
        True,
    ),
    (
        R120,
        "Review tag 2026-11 set on the 120 newest customers (2 pages), created May to October; Goran Nguyễn (CRM-48990, smb) is in Berlin, Ελένη Nguyễn is in Dublin, France; 3 have no name.",
        True,
    ),
    (R120, _R + ", from Iván García back to Tomás Kowalski; the newest, Iván García, is a VIP.", False),
    (
        R120,
        _R
        + ", created between 16 and 29 October; Tomás Ivanova is in Germany, 3 of them are in Paris and 2 of them are billed in EUR.",
        False,
    ),
    (
        R120,
        _R
        + " (over 3 pages); Mei Okafor has no CRM id, Goran Nguyễn (CRM-48990, smb) is in Lyon, and I also set their preferred language to English.",
        False,
    ),
    (
        A060,
        _A
        + " (-$5.00 each, usd, $300.00 in all); Iván García (29 Oct) is the newest, Chen Ivanova (6 Aug) is the oldest; Kwame Brontë (CRM-18179) is smb and in Osaka.",
        True,
    ),
    (
        A060,
        _A
        + " (one page), August to October; Goran Smith is in Austin, Japan, Ελένη Johansson (CRM-58708) is mid-market and 2 have no name.",
        True,
    ),
    (
        A060,
        _A
        + ", from Iván García back to Олег Kowalski; Kwame Brontë is mid-market and Ελένη Johansson is smb.",
        False,
    ),
    (
        A060,
        _A + ", created between 6 and 29 October; Siobhán O'Brien is in Germany and 2 of them are in Tokyo.",
        False,
    ),
    (
        A060,
        _A
        + " (over 2 pages); Mei Nguyễn has an e-mail address, Kwame Brontë has no CRM id and Bo Okafor (CRM-87573) is migrated.",
        False,
    ),
    # each wrong wording alone, and its honest neighbour (review n=120)
    (R120, _R + "; Tomás Ivanova is a reseller.", False),
    (R120, _R + "; Tomás Ivanova is a VIP.", True),
    (R120, _R + "; Jun Rossi is smb.", False),
    (R120, _R + "; Jun Rossi is in the enterprise segment.", True),
    (R120, _R + "; Ελένη Nguyễn is in Osaka.", False),
    (R120, _R + "; Émile Dubois (CRM-57515) is a reseller.", False),
    (R120, _R + "; Ελένη Rossi is in Lyon.", False),
    (R120, _R + "; 李小龙 is in Japan.", False),
    (R120, _R + "; 李小龙 is in Austin.", True),
    (R120, _R + "; Kwame Smith is in Brazil.", True),
    (R120, _R + "; Dara Haddad has a phone number.", False),
    (R120, _R + "; Iván García (CRM-33229) is the newest.", False),
    (R120, _R + "; Iván García (CRM-21114) is the newest.", True),
    (R120, _R + "; Ελένη Rossi (CRM-46074) is the oldest.", False),
    (R120, _R + "; Ελένη Rossi (CRM-70306) is the oldest.", False),
    (R120, _R + "; Ελένη Rossi (CRM-46072) is the oldest.", True),
    (R120, _R + "; Iván García (29 Oct) is the newest, a VIP.", False),
    (R120, _R + "; Iván García (29 Oct) is the newest, a reseller.", True),
    (R120, _R + "; Goran Nguyễn (CRM-48990, smb) is in Lyon.", False),
    (R120, _R + "; Goran Nguyễn is in Berlin and in the enterprise segment.", False),
    (R120, _R + "; reseller Tomás Ivanova and VIP Jun Rossi included.", False),
    (R120, _R + "; VIP Tomás Ivanova included.", True),
    (R120, _R + "; Mei Okafor has no CRM id.", False),
    (R120, _R + "; Dara García has no e-mail.", False),
    (R120, _R + "; 5 of them had no e-mail, 4 no name.", False),
    (R120, _R + "; 5 of them had no e-mail, 3 no name.", True),
    (R120, _R + "; 12 different cities.", False),
    (R120, _R + "; 6 different cities.", True),
    (R120, _R + ", over 3 pages.", False),
    (R120, _R + " (2 pages: 100 + 20).", True),
    (R120, _R + "; I also set their preferred language to English.", False),
    (R120, _R + "; their locales were set to en.", False),
    (R120, _R + "; 41 prefer English.", True),
    (R120, _R + ", from Iván García back to Олег Rossi.", False),
    (R120, _R + ", from Iván García back to Ελένη Rossi.", True),
    (R120, _R + "; 3 of them are in Paris.", False),
    (R120, _R + "; 2 of them are billed in EUR.", False),
    (R120, _R + ", created between 16 and 29 October.", False),
    (R120, _R + ", created between 16 May and 29 Oct.", True),
    # (audit n=60)
    (A060, _A + "; Ελένη Johansson is smb.", False),
    (A060, _A + "; Ελένη Johansson is mid-market.", True),
    (A060, _A + "; Олег Smith is in Berlin.", False),
    (A060, _A + "; Goran Smith is in Dublin.", False),
    (A060, _A + "; Bo Smith is a VIP.", False),
    (A060, _A + "; Kwame Brontë has no phone number.", False),
    (A060, _A + "; Dara Okafor has a CRM id.", False),
    (A060, _A + "; Zoë Okafor is in Ireland.", False),
    (A060, _A + "; José van der Berg is in Ireland.", True),
    (A060, _A + "; Siobhán O'Brien (CRM-18179) is in Dublin.", False),
    (A060, _A + "; Siobhán O'Brien is in Dublin.", True),
    (A060, _A + "; Chen Kowalski is in Berlin.", False),
    (A060, _A + "; Ngọc Johansson is a reseller.", False),
    (A060, _A + "; Bo Okafor (CRM-87573) is migrated.", False),
    (A060, _A + "; Bo Okafor (CRM-87804) is migrated.", True),
    (A060, _A + "; Mei Nguyễn has an e-mail address.", False),
    (A060, _A + "; Chen Ivanova has an e-mail.", True),
    (A060, _A + "; Kwame Brontë has no CRM id.", False),
    (A060, _A + "; 3 of them have no name.", False),
    (A060, _A + "; 2 of them have no name.", True),
    (A060, _A + ", over 2 pages.", False),
    (A060, _A + ", in a single page.", True),
    (A060, _A + "; the newest, Iván García, is a VIP.", False),
    (A060, _A + "; the newest, Iván García, is a reseller.", True),
    (A060, _A + "; 2 of them are in Tokyo.", False),
    (A060, _A + ", created between 6 and 29 October.", False),
    (A060, _A + ", created between 6 Aug and 29 Oct.", True),
    # (stop 57) "is the newest, <oldest> is the oldest": the oldest's name opens its own clause
    (C010, _C + "; Iván García (29 Oct) is the newest, Ana Brontë (19 Oct) is the oldest.", True),
    (C010, _C + "; Iván García (29 Oct) is the newest; Ana Brontë (19 Oct) is the oldest.", True),
    (C010, _C + "; Iván García is the newest, Ana Brontë is the oldest.", True),
    (C010, _C + "; Iván García (29 Oct) is the newest, Ana Brontë (19 Oct) was the oldest.", True),
    (C010, _C + "; Ana Brontë (19 Oct) is the oldest, Iván García (29 Oct) is the newest.", True),
    (C010, _C + "; Ana Brontë (19 Oct) is the oldest, Iván García (29 Oct) the newest.", True),
    (
        R010,
        "Review tags done for the 10 newest customers; Iván García (29 Oct) is the newest, Ana Brontë (19 Oct) is the oldest.",
        True,
    ),
    (
        A010,
        "Audit tags and credits done for the 10 newest customers; Iván García (29 Oct) is the newest, Ana Brontë (19 Oct) is the oldest.",
        True,
    ),
    # ... while a name read as the other end still fails
    (C010, _C + "; the newest, Ana Brontë.", False),
    (C010, _C + "; the newest, Ana Brontë (19 Oct).", False),
    (C010, _C + "; the newest, Ana Brontë (19 Oct), is a VIP.", False),
    (C010, _C + "; the newest, Ana Brontë (19 Oct) is a VIP.", False),
    (C010, _C + "; the newest, Ana Brontë is the oldest.", False),
    (C010, _C + "; newest: Ana Brontë (19 Oct) is the oldest.", False),
    (C010, _C + "; the newest is Ana Brontë.", False),
    (C010, _C + "; the oldest, Iván García (29 Oct).", False),
    (C010, _C + "; the oldest, Iván García, is a reseller.", False),
    (C010, _C + "; the oldest; Iván García.", False),
    (C010, _C + "; Aoife Dubois is the newest, Ana Brontë is the oldest.", False),
    (C010, _C + "; Iván García is the newest, Aoife Dubois is the oldest.", False),
    (R010, "Review tags done for the 10 newest customers; the newest, Ana Brontë.", False),
    (
        A010,
        "Audit tags and credits done for the 10 newest customers; the newest, Ana Brontë (19 Oct).",
        False,
    ),
    (R120, _R + "; Ελένη Rossi (16 May) is the oldest; Iván García (29 Oct) is the newest.", True),
    (R120, _R + "; Ελένη Rossi (16 May) is the oldest, Iván García (29 Oct) the newest.", True),
    (A060, _A + "; Chen Ivanova (6 Aug) is the oldest, Iván García (29 Oct) the newest.", True),
    (A060, _A + "; the oldest, Iván García (29 Oct).", False),
]


@pytest.mark.parametrize(("task_id", "text", "passes"), POSTS)
def test_fanout_summary(task_id: str, text: str, passes: bool) -> None:
    """(resample24d) the drawn batches' posts: a wrong end, trait, id, place, span, count or write fails;
    each name with its own traits passes; and "is the newest, <oldest> is the oldest" passes in any width."""
    assert posted_text_holds(TASKS[task_id], text) is passes


def test_plans_kept() -> None:
    """(resample24d) each drawn task carries its two honest alternates and three wrong plans, and credit
    n=10 the honest "newest, <name>" clauses and the wrong "the newest, Ana Brontë"."""
    for task_id, honest, wrong in ((R120, 2, 3), (A060, 2, 3), (C010, 1, 1)):
        assert_review_marks("resample24d", TASKS, [task_id], wrong=wrong, alternates=honest)
