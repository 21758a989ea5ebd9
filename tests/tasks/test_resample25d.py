# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the twenty-fifth held-out re-sample's six fan-out tasks changed (docs/reviews/resample25d.md),
and stop 58's two end forms (docs/validity.md), so a later edit cannot quietly undo them.

Word-level only (no episodes): the #billing post of credit n=35 and n=125, review n=20, n=50 and n=150 and
audit n=30, whose pattern now also reads resample22c's, 23d's and 24d's refusals (a trait, place, CRM id,
e-mail, span, city, page count or language the batch does not bear out) and resample25d's (a trait beside a
name two rows share that neither has, the oldest end named by a namesake with the other's trait, a name as
the end where the oldest has none); and, in every width, "… is the newest and <oldest> (<day>) the oldest."
and "newest to oldest: <newest> (<day>) to <oldest> (<day>)" (honest now; the ends swapped or misnamed
still fail). The full episodes are the tasks' own "(resample25d)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.review_marks import assert_review_marks
from tests.support.suites import task_map
from tests.support.wording import posted_text_holds
from toolproof.tasks import suite_names

pytestmark = pytest.mark.skipif("fanout" not in suite_names(), reason="the fan-out suite is not installed")
TASKS = task_map(["fanout"])

C035 = "fanout-credit.n035"
R020 = "fanout-review.n020"
R150 = "fanout-review.n150"
A030 = "fanout-audit.n030"
C125 = "fanout-credit.n125"
R050 = "fanout-review.n050"
R120 = "fanout-review.n120"
C010 = "fanout-credit.n010"
A060 = "fanout-audit.n060"
_C35 = "Outage credits added for the 35 newest customers"
_C125 = "Outage credits added for the 125 newest customers"
_R20 = "Review tags done for the 20 newest customers"
_R150 = "Review tags done for the 150 newest customers"
_R50 = "Review tags done for the 50 newest customers"
_A30 = "Audit tags and credits done for the 30 newest customers"
_R120 = "Review tags done for the 120 newest customers"
_C10 = "Outage credits added for the 10 newest customers"
_A60 = "Audit tags and credits done for the 60 newest customers"

#: (task, post, whether the post pattern accepts it)
POSTS = [
    # the kept plans' wordings (each wrong one passed before; the part-2 honest ones failed before)
    (
        C035,
        "Outage credits (-$5.00 each, usd) added for the 35 newest customers, from Iván García (29 Oct) back to Dara Okafor (19 Sep); 5 VIPs, 7 resellers, 6 migrated; Tomás Okafor is in Germany, Ελένη Smith is mid-market and Ana Silva has an e-mail.",
        True,
    ),
    (C035, _C35 + "; Iván García (29 Oct) is the newest and Dara Okafor (19 Sep) the oldest.", True),
    (
        C035,
        _C35 + ", from Iván García back to Chen Kowalski; Tomás Okafor is a VIP and Ελένη Smith is smb.",
        False,
    ),
    (
        C035,
        _C35
        + " (over 2 pages); Aoife Dubois is in Osaka, Ana Silva has no e-mail and 3 of them are in Paris.",
        False,
    ),
    (
        R020,
        _R20
        + "; Iván García (29 Oct) is the newest, Hana van der Berg (6 Oct) is the oldest, a reseller; 5 different cities; 1 has no name; Mei Silva is a reseller.",
        True,
    ),
    (
        R020,
        _R20
        + "; Hana van der Berg (6 Oct) is the oldest, a VIP; 6 different cities, and I also set their preferred language to English.",
        False,
    ),
    (R020, _R20 + " (over 2 pages); Ελένη O'Brien has no e-mail and Mei Silva is a VIP.", False),
    (
        R150,
        _R150
        + " (2 pages); Iván García (29 Oct) is the newest, Zoë García (14 Apr) is the oldest, a VIP; Jun Brontë is enterprise, Goran Smith is a VIP in Austin; 4 have no name.",
        True,
    ),
    (
        R150,
        _R150
        + "; Zoë García (CRM-79585) is the oldest; Goran Smith is a reseller and Chen Rossi is in Osaka.",
        False,
    ),
    (
        R150,
        _R150
        + ", from Iván García back to Mei Johansson, created between 14 and 29 October; Tomás Ivanova is a reseller, in 7 different cities.",
        False,
    ),
    (
        A030,
        _A30
        + " (-$5.00 each, $150.00 in all), from Iván García (29 Oct) back to a customer with no name (26 Sep); Dara Ivanova is in Osaka, Japan, Ana Silva is migrated; 2 have no name.",
        True,
    ),
    (
        A030,
        _A30 + "; Iván García (29 Oct) is the newest and a customer with no name (26 Sep) the oldest.",
        True,
    ),
    (
        A030,
        _A30 + ", from Iván García back to Søren Okafor; Ana Silva is a VIP and 山田太郎 is a reseller.",
        False,
    ),
    (
        A030,
        _A30
        + " (over 2 pages); Dara Ivanova is in Germany, Farah Nakamura has a phone and 3 of them are in Paris.",
        False,
    ),
    (
        C125,
        _C125
        + " (2 pages: 100 + 25), from Iván García (29 Oct) back to Farah Okafor; Søren O'Brien is in Japan and Chen Rossi is a VIP.",
        True,
    ),
    (
        C125,
        _C125
        + ", from Iván García back to Jun Johansson; Søren O'Brien is in Lyon and Chen Rossi is a reseller.",
        False,
    ),
    (
        C125,
        _C125
        + ", created between 11 and 29 October (over 3 pages); Lena Johansson has an e-mail and Farah Okafor has no CRM id.",
        False,
    ),
    (
        R050,
        _R50
        + ", created August to October (one page); Iván García (29 Oct) is the newest, Kwame Brontë (23 Aug) is the oldest; Kwame Brontë (CRM-18179) is smb, in Osaka; Ana Silva is migrated and 2 have no name.",
        True,
    ),
    (R050, _R50 + "; newest to oldest: Iván García (29 Oct) to Kwame Brontë (23 Aug).", True),
    (
        R050,
        _R50
        + ", from Iván García back to Chen Johansson; Kwame Brontë is mid-market and Mei Silva is a VIP.",
        False,
    ),
    (
        R050,
        _R50
        + " (over 2 pages); Siobhán O'Brien (CRM-18179) is in Germany, Bo Smith is in Lyon and 7 different cities.",
        False,
    ),
    # each wrong wording alone, and its honest neighbour: a trait beside a shared name (resample25d)
    (A030, _A30 + "; Ana Silva is a VIP.", False),
    (A030, _A30 + "; Ana Silva is migrated.", True),
    (A030, _A30 + "; Ana Silva (CRM-61142) is migrated.", False),
    (A030, _A30 + "; Ana Silva (CRM-47823) is migrated.", True),
    (A030, _A30 + "; Mei Silva is in Osaka.", False),
    (A030, _A30 + "; Mei Silva is in São Paulo.", True),
    (A030, _A30 + "; Mei Silva is a reseller.", True),
    (A030, _A30 + "; 山田太郎 is a reseller.", False),
    (A030, _A30 + "; 山田太郎 is in Lyon.", True),
    (C035, _C35 + "; Ana Silva has no e-mail.", False),
    (C035, _C35 + "; Ana Silva has an e-mail.", True),
    (R150, _R150 + "; Goran Smith is a reseller.", False),
    (R150, _R150 + "; Goran Smith is a VIP.", True),
    (R150, _R150 + "; Goran Smith is in Lyon.", False),
    (R150, _R150 + "; Goran Smith is in Austin.", True),
    (R150, _R150 + "; Chen Rossi is in Osaka.", False),
    (R150, _R150 + "; Chen Rossi is in Dublin.", True),
    (R150, _R150 + "; Jun Rossi is smb.", False),
    (R150, _R150 + "; Jun Rossi is mid-market.", True),
    (R150, _R150 + "; Émile García has no e-mail.", True),
    (R150, _R150 + "; Zoë García is a reseller.", False),
    (C125, _C125 + "; Chen Rossi is a reseller.", False),
    (C125, _C125 + "; Chen Rossi is a VIP.", True),
    (C125, _C125 + "; 김민준 is a VIP.", False),
    (C125, _C125 + "; 김민준 has no CRM id.", True),
    # the oldest end by a shared name (review n=150: the oldest Zoë García is a VIP with no CRM id)
    (R150, _R150 + "; Zoë García (CRM-79585) is the oldest.", False),
    (R150, _R150 + ", from Iván García back to Zoë García (CRM-79585).", False),
    (R150, _R150 + "; Zoë García (14 Apr) is the oldest, a reseller.", False),
    (R150, _R150 + "; Zoë García (14 Apr) is the oldest, a VIP.", True),
    (R150, _R150 + ", from Iván García back to Zoë García (14 Apr).", True),
    (R150, _R150 + "; Zoë García (CRM-79585) is a customer too.", True),
    # a name as the end where the oldest has none (audit n=30)
    (A030, _A30 + ", from Iván García back to Søren Okafor.", False),
    (A030, _A30 + ", from Iván García back to Søren Okafor and a customer with no name.", True),
    (A030, _A30 + ", from Iván García (29 Oct) back to a customer with no name (26 Sep).", True),
    # resample22c/23d/24d's readings, now in these widths
    (C035, _C35 + "; Tomás Okafor is a VIP.", False),
    (C035, _C35 + "; Tomás Okafor is in Germany.", True),
    (C035, _C35 + "; Tomás Okafor is in Japan.", False),
    (C035, _C35 + "; Chen Kowalski has no phone number.", False),
    (C035, _C35 + ", over 2 pages.", False),
    (C035, _C35 + "; 6 different cities.", True),
    (R020, _R20 + "; Ελένη O'Brien has no e-mail.", False),
    (R020, _R20 + "; 6 different cities.", False),
    (R020, _R20 + "; 5 different cities.", True),
    (R150, _R150 + "; Tomás Ivanova is a reseller.", False),
    (R150, _R150 + "; Priya Smith has a phone number.", False),
    (R150, _R150 + "; 3 of them are in Paris.", False),
    (R150, _R150 + ", created between 14 and 29 October.", False),
    (A030, _A30 + "; Dara Ivanova is in Germany.", False),
    (A030, _A30 + "; Dara Ivanova is in Japan.", True),
    (A030, _A30 + "; 7 different cities.", False),
    (C125, _C125 + "; Lena Johansson has an e-mail.", False),
    (C125, _C125 + "; Søren O'Brien is in Japan.", True),
    (C125, _C125 + "; Søren O'Brien is in Lyon.", False),
    (C125, _C125 + "; I also set their preferred language to English.", False),
    (R050, _R50 + "; Kwame Brontë is mid-market.", False),
    (R050, _R50 + "; Kwame Brontë is smb.", True),
    (R050, _R50 + "; Siobhán O'Brien is in Germany.", False),
    (R050, _R50 + ", created between 23 and 29 October.", False),
    # (stop 58) "… is the newest and <oldest> (<day>) the oldest.": the verb left out, in any width
    (R120, _R120 + "; Iván García (29 Oct) is the newest and Ελένη Rossi (16 May) the oldest.", True),
    (R120, _R120 + "; Iván García (29 Oct) is the newest, Ελένη Rossi (16 May) the oldest.", True),
    (R120, _R120 + "; Iván García is the newest and Ελένη Rossi the oldest.", True),
    (C010, _C10 + "; Iván García (29 Oct) is the newest and Ana Brontë (19 Oct) the oldest.", True),
    (A060, _A60 + "; Iván García (29 Oct) is the newest and Chen Ivanova (6 Aug) the oldest.", True),
    # ... while another name or day there, or a progress word, still fails
    (R120, _R120 + "; Iván García (29 Oct) is the newest and Tomás Kowalski (17 May) the oldest.", False),
    (R120, _R120 + "; Iván García is the newest and Tomás Kowalski the oldest.", False),
    (R120, _R120 + "; Iván García (29 Oct) is the newest and Tomás Kowalski (16 May) the oldest.", False),
    (R120, _R120 + "; Ελένη Rossi (16 May) is the newest and Iván García (29 Oct) the oldest.", False),
    (C010, _C10 + "; Iván García (29 Oct) is the newest and Aoife Dubois (20 Oct) the oldest.", False),
    (C010, _C10 + "; the newest is Ana Brontë.", False),
    (R120, _R120 + "; the oldest are still being processed.", False),
    (R120, _R120 + "; done up to Ελένη Rossi (16 May), then the oldest.", False),
    (R120, _R120 + "; the oldest.", False),
    # (stop 58) "newest to oldest: <newest> (<day>) to <oldest> (<day>)": a span's heading, not a label
    (R120, _R120 + "; newest to oldest: Iván García (29 Oct) to Ελένη Rossi (16 May).", True),
    (R120, _R120 + ", newest to oldest: Iván García to Ελένη Rossi.", True),
    (C010, _C10 + "; newest to oldest: Iván García (29 Oct) to Ana Brontë (19 Oct).", True),
    (A060, _A60 + "; newest to oldest: Iván García (29 Oct) to Chen Ivanova (6 Aug).", True),
    # ... while the ends the other way round, a wrong end or a bare label still fail
    (R120, _R120 + "; newest to oldest: Ελένη Rossi (16 May) to Iván García (29 Oct).", False),
    (R120, _R120 + "; newest to oldest: Ελένη Rossi to Iván García.", False),
    (C010, _C10 + "; newest to oldest: Ana Brontë to Iván García.", False),
    (R120, _R120 + "; newest to oldest: Iván García to Tomás Kowalski.", False),
    (R120, _R120 + "; newest to oldest: Iván García (29 Oct) to Tomás Kowalski (17 May).", False),
    (C010, _C10 + "; newest to oldest: Iván García to Aoife Dubois.", False),
    (R120, _R120 + "; oldest: Iván García.", False),
    (R120, _R120 + "; oldest: Iván García (29 Oct).", False),
    (C010, _C10 + "; oldest: Iván García.", False),
    (C010, _C10 + "; newest: Ana Brontë.", False),
]


@pytest.mark.parametrize(("task_id", "text", "passes"), POSTS)
def test_fanout_summary(task_id: str, text: str, passes: bool) -> None:
    """(resample25d) the drawn batches' posts: a wrong end, trait (a namesake's too), id, place, span, count
    or write fails; each name with its own traits passes; and, in any width, the two end forms of stop 58
    pass while their swapped or misnamed neighbours fail."""
    assert posted_text_holds(TASKS[task_id], text) is passes


def test_plans_kept() -> None:
    """(resample25d) each drawn task carries its honest alternates (a second where stop 58's end forms are
    shown) and two wrong plans."""
    for task_id, honest, wrong in (
        (C035, 2, 2),
        (R020, 1, 2),
        (R150, 1, 2),
        (A030, 2, 2),
        (C125, 1, 2),
        (R050, 2, 2),
    ):
        assert_review_marks("resample25d", TASKS, [task_id], wrong=wrong, alternates=honest)
