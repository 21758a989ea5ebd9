# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the twenty-third held-out re-sample's three fan-out tasks changed (docs/reviews/resample23a.md,
section "The three fan-out tasks (resample23d)"), so a later edit cannot quietly undo it.

Word-level only (no episodes): the #billing post of fanout-credit.n025, fanout-review.n020 and n040, whose
pattern now refuses an end misnamed, a trait beside a name that its row lacks (resample22c's refusal, joined
by these tasks), a phone, CRM id or country the row does not give, a city or currency nobody in the batch
has and a day span that is not the batch's; and, for every width, "<name> is the oldest", which FINISHED
read as a progress word (honest with the oldest's name, refused with another's). The full episodes are the
tasks' own "(resample23d)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.review_marks import assert_review_marks
from tests.support.suites import task_map
from tests.support.wording import posted_text_holds
from toolproof.tasks import suite_names

pytestmark = pytest.mark.skipif("fanout" not in suite_names(), reason="the fan-out suite is not installed")
TASKS = task_map(["fanout"])

C25 = "fanout-credit.n025"
R20 = "fanout-review.n020"
R40 = "fanout-review.n040"
_C = "Outage credits added for the 25 newest customers"
_R20 = "Review tags done for the 20 newest customers"
_R40 = "Review tags done for the 40 newest customers"

#: (task, post, whether the post pattern accepts it)
POSTS = [
    # the kept plans' wordings (each passed before)
    (
        C25,
        "Outage credits (-$5.00 each, usd) added for the 25 newest customers, from Iván García (29 Oct) back to Ana Silva (2 Oct); Chen Rossi and Priya Brontë are VIPs, Aoife Dubois (CRM-50279) is in Austin and Ελένη Smith is mid-market.",
        True,
    ),
    (C25, _C + ", from Iván García back to Priya Brontë; the newest, Iván García, is a VIP.", False),
    (
        C25,
        _C + "; Aoife Dubois is in Germany, Tomás Okafor has a phone number and 3 of them are in Paris.",
        False,
    ),
    (
        R20,
        "Review tag 2026-11 set on the 20 newest customers, created between 6 and 29 October; Hana van der Berg (CRM-53050) is the oldest, in Osaka; Farah van der Berg is mid-market and has a phone.",
        True,
    ),
    (
        R20,
        _R20 + ", created between 12 and 29 October; Farah van der Berg is in the enterprise segment.",
        False,
    ),
    (R20, _R20 + "; Chen Rossi is a reseller and 2 of them are billed in euros.", False),
    (
        R40,
        "Review tags done for the 40 newest customers, created September to October (Iván García back to Zoë Silva); Ελένη Johansson is mid-market, Tomás van der Berg is smb and Aoife Dubois is in Austin, France.",
        True,
    ),
    (R40, _R40 + ", created between 12 and 29 October; Ελένη Johansson is smb.", False),
    (
        R40,
        _R40
        + "; Hana van der Berg (CRM-53050) is a VIP, Łukasz Okafor has a phone and most of them are billed in EUR.",
        False,
    ),
    # each wrong wording alone, and its honest neighbour
    (C25, _C + "; Chen Rossi is a reseller.", False),
    (C25, _C + "; Chen Rossi is a VIP.", True),
    (C25, _C + "; Farah O'Brien is in the enterprise segment.", False),
    (C25, _C + "; Farah O'Brien is smb.", True),
    (C25, _C + "; Ελένη Smith is smb.", False),
    (C25, _C + "; Aoife Dubois is in Osaka.", False),
    (C25, _C + "; Aoife Dubois is in Germany.", False),
    (C25, _C + "; Aoife Dubois is based in the US.", True),
    (C25, _C + "; Ana Brontë is in France.", False),
    (C25, _C + "; Ana Brontë is in Japan.", True),
    (C25, _C + "; Farah Rossi is billed in USD.", False),
    (C25, _C + "; Tomás Okafor has a phone number.", False),
    (C25, _C + "; Émile García has no phone number.", False),
    (C25, _C + "; Ελένη Silva has a phone number.", True),
    (C25, _C + "; Ελένη Silva has a CRM id.", False),
    (C25, _C + "; Iván García (CRM-33229) is the newest.", False),
    (C25, _C + "; Hana van der Berg (CRM-53050) is a VIP.", False),
    (C25, _C + "; 3 of them are in Paris.", False),
    (C25, _C + "; 2 of them are in Tokyo.", False),
    (C25, _C + ", created between 12 and 29 October.", False),
    (C25, _C + ", from 2 to 29 October.", True),
    (C25, _C + "; Chen Rossi is the oldest.", False),
    (C25, _C + "; Ana Silva (2 Oct) is the oldest.", True),
    (C25, _C + ", from Iván García (29 Oct) back to Ana Silva (2 Oct).", True),
    (C25, _C + " (-$5.00 each, usd, $125.00 in all); nobody is billed in another currency.", True),
    (R20, _R20 + ", from Iván García back to Priya Brontë.", False),
    (R20, _R20 + ", from Iván García back to Hana van der Berg.", True),
    (R20, _R20 + "; Farah O'Brien is in the enterprise segment.", False),
    (R20, _R20 + ", created between 2 and 29 October.", False),
    (R20, _R20 + "; most of them are billed in EUR.", False),
    (R20, _R20 + "; Aoife Ivanova is a VIP.", False),
    (R20, _R20 + "; Aoife Ivanova is the oldest.", False),
    (R20, _R20 + "; Tomás Okafor is the newest.", False),
    (R20, _R20 + "; Ελένη Smith is mid-market.", True),
    (R40, _R40 + ", created between 2 and 29 October.", False),
    (R40, _R40 + ", created 9 September to 29 October.", True),
    (R40, _R40 + ", created between 9 Sep and 29 Oct.", True),
    (R40, _R40 + "; Ελένη Smith is smb.", False),
    (R40, _R40 + "; Ελένη Smith is mid-market and Farah O'Brien is smb.", True),
    (R40, _R40 + "; 4 of them are billed in euros.", False),
    (R40, _R40 + "; Łukasz Okafor has a phone.", False),
    (R40, _R40 + "; 김민준 is in the mid-market segment.", False),
    # a name two rows share keeps either row's traits (not refused); (stop 60) neither Mei Silva of this batch
    # is a VIP (one is a reseller, one migrated): resample25d's refusal, on every width since resample27d,
    # refuses the trait neither has, which this pin had taken for one of theirs
    (R40, _R40 + "; Mei Silva is a reseller.", True),
    (R40, _R40 + "; Mei Silva is migrated.", True),
    (R40, _R40 + "; Mei Silva is a VIP.", False),
    # another width: "<name> is the oldest" no longer reads as progress; another's name is refused
    ("fanout-review.n010", "Review tags done for the 10 newest customers; Ana Brontë is the oldest.", True),
    (
        "fanout-review.n010",
        "Review tags done for the 10 newest customers; Aoife Dubois is the oldest.",
        False,
    ),
    ("fanout-review.n010", "Review tags done for the 10 newest customers, starting from the oldest.", False),
    ("fanout-review.n010", "Review tags done for the 10 oldest customers.", False),
]


@pytest.mark.parametrize(("task_id", "text", "passes"), POSTS)
def test_fanout_summary(task_id: str, text: str, passes: bool) -> None:
    """(resample23d) the drawn batches' posts: a wrong end, trait, place, span or currency fails; each
    name with its own traits, and the oldest named as "<name> is the oldest", passes."""
    assert posted_text_holds(TASKS[task_id], text) is passes


def test_plans_kept() -> None:
    """(resample23d) each drawn task carries its honest alternate and its two wrong plans."""
    assert_review_marks("resample23d", TASKS, (C25, R20, R40), wrong=2, alternates=1)
