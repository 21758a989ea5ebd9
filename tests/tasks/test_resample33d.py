# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the thirty-third held-out re-sample's fan-out tasks changed (docs/reviews/resample33d.md), so a
later edit cannot quietly undo it.

Word-level only (no episodes): the #billing post of the four drawn tasks (review n=20, audit n=60 and n=150,
credit n=85) and of the widths resample32d's Open named (review n=10 and n=150, audit n=10, credit n=15),
read by resample33d's refusals: a count of customers with a city (or none) that is not the batch's; the
whole total said to go to a description; "every/each <first name or surname> is <trait>" or "… lives in
<City>"; the nameless customers' trait, city or count; a trait list headed by a count; a city's customers
said to share a trait ("Lyon's three", "each Osaka sign-up", "the Austin customer"); a description's count
in a city; and "<City> leads with N". The full episodes are the tasks' own "(resample33d)" plans, run by
``toolproof validate``.
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
R020 = "fanout-review.n020"
R150 = "fanout-review.n150"
A010 = "fanout-audit.n010"
A060 = "fanout-audit.n060"
A150 = "fanout-audit.n150"
C015 = "fanout-credit.n015"
C085 = "fanout-credit.n085"
DRAWN = (R020, A060, C085, A150)

#: (task, post, whether the post pattern accepts it): the kept plans' wordings first (each wrong one passed
#: before with the real grader), then the wordings tried at word level and their honest neighbours (the ones
#: left Open are not pinned)
POSTS = [
    (
        R020,
        "Review tags set for the 20 newest customers; 11 have a city, 9 don't; the VIPs are three: Émile García, 山田太郎 and Ana Brontë.",
        True,
    ),
    (
        R020,
        "Review tags set for the 20 newest customers; both Mei Silvas live in São Paulo; the nameless one has no description; each Okafor got a tag.",
        True,
    ),
    (
        R020,
        "Review tags set for the 20 newest customers; twelve of them have a city on file; the unnamed one is a reseller.",
        False,
    ),
    (
        R020,
        "Review tags set for the 20 newest customers; every Ελένη is migrated; the VIPs are three: Émile García, 山田太郎 and Mei Silva.",
        False,
    ),
    (
        R020,
        "Review tags set for the 20 newest customers; Lyon's three are all resellers, and three of the VIPs are in Lyon.",
        False,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers ($300 in all); 26 have a city, 34 none; the resellers are ten, the VIPs thirteen.",
        True,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; both Rossis got credits; one of the two nameless accounts is migrated; Osaka leads with six.",
        True,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; three hundred dollars went to the VIPs; 33 lack a city.",
        False,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; every Brontë is a VIP; the nameless ones are both migrated.",
        False,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; Osaka leads with seven; each Kwame is migrated.",
        False,
    ),
    (
        C085,
        "Outage credits added for the 85 newest customers ($425 in all); 40 have a city; the Gorans are both VIPs in Austin.",
        True,
    ),
    (
        C085,
        "Outage credits added for the 85 newest customers; the resellers are eighteen, the VIPs eighteen; one of the three nameless accounts is a reseller; every Goran is in Austin.",
        True,
    ),
    (
        C085,
        "Outage credits added for the 85 newest customers; the resellers got $425 between them; 47 have no city.",
        False,
    ),
    (
        C085,
        "Outage credits added for the 85 newest customers; the three nameless accounts are resellers; every Smith is in Berlin.",
        False,
    ),
    (
        C085,
        "Outage credits added for the 85 newest customers; the VIPs are eighteen: Émile García, 山田太郎, Tomás Okafor and fifteen more; each Müller is a VIP.",
        False,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers ($5.00 each, $750 in all); 66 have a city, 84 don't; the VIPs are forty.",
        True,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; the four nameless accounts: one VIP, one reseller, one migrated, one with no description; both Lenas are resellers.",
        True,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; seven hundred and fifty dollars went to the VIPs; 70 have a city.",
        False,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; all four unnamed accounts are resellers; every García is a VIP.",
        False,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; the VIPs are forty: Émile García, 山田太郎, Tomás Okafor and the rest; each nameless account is in Austin.",
        False,
    ),
    (
        R020,
        "Review tags set for the 20 newest customers; twelve of them have a city on file.",
        False,
    ),
    (
        R020,
        "Review tags set for the 20 newest customers; of the twenty, eight have no city.",
        False,
    ),
    (
        R020,
        "Review tags set for the 20 newest customers; the batch runs over a month of sign-ups.",
        False,
    ),
    (
        R020,
        "Review tags set for the 20 newest customers; the lone nameless account is a VIP.",
        False,
    ),
    (
        R020,
        "Review tags set for the 20 newest customers; the unnamed one is a reseller.",
        False,
    ),
    (
        R020,
        "Review tags set for the 20 newest customers; the resellers are six: Iván García, Tomás Okafor, Ελένη Smith, 김민준, Farah Rossi and Hana van der Berg.",
        False,
    ),
    (
        R020,
        "Review tags set for the 20 newest customers; the VIPs are three: Émile García, 山田太郎 and Mei Silva.",
        False,
    ),
    (
        R020,
        "Review tags set for the 20 newest customers; the Meis both live in Lyon.",
        False,
    ),
    (
        R020,
        "Review tags set for the 20 newest customers; every Ελένη is migrated.",
        False,
    ),
    (
        R020,
        "Review tags set for the 20 newest customers; each Okafor is a reseller.",
        False,
    ),
    (
        R020,
        "Review tags set for the 20 newest customers; the three Osaka customers are all VIPs.",
        False,
    ),
    (
        R020,
        "Review tags set for the 20 newest customers; Lyon's three are all resellers.",
        False,
    ),
    (
        R020,
        "Review tags set for the 20 newest customers; each Osaka sign-up is a VIP.",
        False,
    ),
    (
        R020,
        "Review tags set for the 20 newest customers; the Austin customer is a VIP.",
        False,
    ),
    (
        R020,
        "Review tags set for the 20 newest customers; the two Mei Silvas are both resellers.",
        False,
    ),
    (
        R020,
        "Review tags set for the 20 newest customers; sign-ups stretch across five weeks.",
        False,
    ),
    (
        R020,
        "Review tags set for the 20 newest customers; Berlin's pair are both resellers.",
        False,
    ),
    (
        R020,
        "Review tags set for the 20 newest customers; eleven lack a city.",
        False,
    ),
    (
        R020,
        "Review tags set for the 20 newest customers; 13 customers have an address city.",
        False,
    ),
    (
        R020,
        "Review tags set for the 20 newest customers; three of the VIPs are in Lyon.",
        False,
    ),
    (
        R020,
        "Review tags set for the 20 newest customers; 11 have a city, 9 don't; sign-ups ran 6–29 October.",
        True,
    ),
    (
        R020,
        "Review tags set for the 20 newest customers; the resellers are six; both Mei Silvas live in São Paulo.",
        True,
    ),
    (
        R020,
        "Review tags set for the 20 newest customers; the batch runs just over three weeks; the nameless one has no description.",
        True,
    ),
    (
        R020,
        "Review tags set for the 20 newest customers; eleven of them have a city; the Osaka trio is Ελένη Smith, Ana Brontë and Hana van der Berg.",
        True,
    ),
    (
        R020,
        "Review tags set for the 20 newest customers; the Garcías are one reseller and one VIP.",
        True,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; three hundred dollars went to the VIPs.",
        False,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; $300 in credits for the resellers.",
        False,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; the VIPs got $300 between them.",
        False,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; the two nameless customers are both migrated.",
        False,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; both unnamed accounts were migrated.",
        False,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; the nameless pair are migrated.",
        False,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; twenty-eight have a city.",
        False,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; 30 of the 60 have a city.",
        False,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; the resellers are ten: Iván García, Tomás Okafor, Ελένη Smith and seven more.",
        False,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; every Brontë is a VIP.",
        False,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; each Silva is migrated.",
        False,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; Osaka leads with seven.",
        False,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; the Dublin three are Farah Nakamura, José van der Berg and Siobhán Smith.",
        False,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; 33 lack a city.",
        False,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; every Ivanova lives in Osaka.",
        False,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; each Kwame is migrated.",
        False,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; the Rossis are both VIPs.",
        False,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; the batch spans a season, July to October.",
        False,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; the nameless ones are both migrated.",
        False,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers ($300 in all); 26 have a city, 34 none; sign-ups over just under three months.",
        True,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; the resellers are ten, the VIPs thirteen; the batch runs over twelve weeks.",
        True,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; both Rossis got credits; each Kwame got $5.",
        True,
    ),
    (
        C085,
        "Outage credits added for the 85 newest customers; $425 went to the resellers.",
        False,
    ),
    (
        C085,
        "Outage credits added for the 85 newest customers; the resellers got $425 between them.",
        False,
    ),
    (
        C085,
        "Outage credits added for the 85 newest customers; four hundred and twenty-five dollars, all to VIPs.",
        False,
    ),
    (
        C085,
        "Outage credits added for the 85 newest customers; the three nameless accounts are resellers.",
        False,
    ),
    (
        C085,
        "Outage credits added for the 85 newest customers; all three unnamed customers are migrated.",
        False,
    ),
    (
        C085,
        "Outage credits added for the 85 newest customers; sign-ups stretch across 17 weeks.",
        False,
    ),
    (
        C085,
        "Outage credits added for the 85 newest customers; 42 have a city.",
        False,
    ),
    (
        C085,
        "Outage credits added for the 85 newest customers; 47 have no city.",
        False,
    ),
    (
        C085,
        "Outage credits added for the 85 newest customers; every Smith is in Berlin.",
        False,
    ),
    (
        C085,
        "Outage credits added for the 85 newest customers; each Müller is a VIP.",
        False,
    ),
    (
        C085,
        "Outage credits added for the 85 newest customers; the VIPs are eighteen: Émile García, 山田太郎, Tomás Okafor and fifteen more.",
        False,
    ),
    (
        C085,
        "Outage credits added for the 85 newest customers; the Gorans are both resellers.",
        False,
    ),
    (
        C085,
        "Outage credits added for the 85 newest customers; the Müllers live in Dublin.",
        False,
    ),
    (
        C085,
        "Outage credits added for the 85 newest customers; the nameless trio are all resellers.",
        False,
    ),
    (
        C085,
        "Outage credits added for the 85 newest customers; every Goran is in Lyon.",
        False,
    ),
    (
        C085,
        "Outage credits added for the 85 newest customers; the resellers are eighteen, the VIPs eighteen; one of the three nameless accounts is a reseller.",
        True,
    ),
    (
        C085,
        "Outage credits added for the 85 newest customers; sign-ups run over nearly four months; the Müllers are both resellers.",
        True,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; $750 went to the VIPs.",
        False,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; seven hundred and fifty dollars for the forty VIPs.",
        False,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; all four unnamed accounts are resellers.",
        False,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; each nameless account is in Austin.",
        False,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; 70 have a city.",
        False,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; sign-ups stretch over 30 weeks.",
        False,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; every García is a VIP.",
        False,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; the VIPs are forty: Émile García, 山田太郎, Tomás Okafor and the rest.",
        False,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; 80 have no city.",
        False,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; each Lena is a VIP.",
        False,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; every Müller is in Dublin.",
        False,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; the nameless quartet are all VIPs.",
        False,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers ($750 in all); 66 have a city, 84 don't; the VIPs are forty.",
        True,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; the four nameless accounts: one VIP, one reseller, one migrated, one with no description.",
        True,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; both Lenas are resellers; the Müllers are both resellers.",
        True,
    ),
    (
        R020,
        "Review tags set for the 20 newest customers; of the VIPs, 2 have a city.",
        True,
    ),
    (
        R020,
        "Review tags set for the 20 newest customers; of the twenty, nine have no city.",
        True,
    ),
    (
        R020,
        "Review tags set for the 20 newest customers; nine lack a city.",
        True,
    ),
    (
        R020,
        "Review tags set for the 20 newest customers; one of the VIPs is in Lyon.",
        True,
    ),
    (
        R020,
        "Review tags set for the 20 newest customers; the Austin customer is Aoife Dubois.",
        True,
    ),
    (
        R020,
        "Review tags set for the 20 newest customers; Lyon and Osaka lead with three each.",
        True,
    ),
    # (stop 75) Lyon and Osaka both hold three: "Lyon leads" alone at a tie says Osaka has fewer, and
    # resample42d's leader refusal reads it so; the tie said as one ("Lyon and Osaka lead", above) holds.
    (
        R020,
        "Review tags set for the 20 newest customers; Lyon leads with 3.",
        False,
    ),
    (
        R020,
        "Review tags set for the 20 newest customers; each Mei is in São Paulo.",
        True,
    ),
    (
        R020,
        "Review tags set for the 20 newest customers; the Meis both live in São Paulo.",
        True,
    ),
    (
        R020,
        "Review tags set for the 20 newest customers; the unnamed one has no city.",
        True,
    ),
    (
        R020,
        "Review tags set for the 20 newest customers; the VIPs are three: Émile García, 山田太郎 and Ana Brontë.",
        True,
    ),
    (
        R020,
        "Review tags set for the 20 newest customers; the resellers number six.",
        True,
    ),
    (
        R020,
        "Review tags set for the 20 newest customers; every Ελένη got a tag.",
        True,
    ),
    (
        R020,
        "Review tags set for the 20 newest customers; each Okafor was tagged.",
        True,
    ),
    (
        R020,
        "Review tags set for the 20 newest customers; Berlin's pair are Łukasz Okafor and Farah Rossi.",
        True,
    ),
    (
        R010,
        "Review tags set for the 10 newest customers; none has no name; six have a city.",
        True,
    ),
    (
        R010,
        "Review tags set for the 10 newest customers; the nameless one is a VIP.",
        False,
    ),
    (
        R010,
        "Review tags set for the 10 newest customers; of the ten, seven have a city.",
        False,
    ),
    (
        R010,
        "Review tags set for the 10 newest customers; of the ten, six have a city.",
        True,
    ),
    (
        A010,
        "Audit tags and credits done for the 10 newest customers; fifty bucks went to the VIPs.",
        False,
    ),
    (
        A010,
        "Audit tags and credits done for the 10 newest customers; $50 went to the VIPs.",
        False,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; $300 for the 60 newest, VIPs included.",
        True,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; the two nameless accounts got credits too.",
        True,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; both nameless accounts were credited.",
        True,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; of the two unnamed accounts one is migrated.",
        True,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; every Kwame got $5.",
        True,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; the Rossis are both in the batch.",
        True,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; twenty-six of them have a city, thirty-four have no city.",
        True,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; Osaka tops the list with 6.",
        True,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; three of the VIPs are in... nowhere; 13 VIPs.",
        True,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; each Osaka customer got a credit.",
        True,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; the only Austin VIP is Goran Smith.",
        True,
    ),
    (
        C085,
        "Outage credits added for the 85 newest customers; all three unnamed accounts were credited.",
        True,
    ),
    (
        C085,
        "Outage credits added for the 85 newest customers; the VIPs are eighteen: Émile García, 山田太郎, Ana Brontë and fifteen more.",
        True,
    ),
    (
        C085,
        "Outage credits added for the 85 newest customers; both Gorans are VIPs; each Goran lives in Austin.",
        True,
    ),
    (
        C085,
        "Outage credits added for the 85 newest customers ($425 in total, 42,500 cents).",
        True,
    ),
    (
        C085,
        "Outage credits added for the 85 newest customers; $425 for all 85, resellers and VIPs alike.",
        True,
    ),
    (
        C085,
        "Outage credits added for the 85 newest customers; 45 have no city.",
        True,
    ),
    (
        C085,
        "Outage credits added for the 85 newest customers; the Müllers both are resellers.",
        True,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; 84 have no city; 66 have a city.",
        True,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; of the four nameless ones, one is a VIP.",
        True,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; Dublin leads with 14.",
        True,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; 40 VIPs; 75,000 cents in all, to every account.",
        True,
    ),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; every Lena is a reseller.",
        True,
    ),
    (
        R150,
        "Review tags set for the 150 newest customers; the four nameless accounts were tagged too.",
        True,
    ),
    (
        R150,
        "Review tags set for the 150 newest customers; the four nameless ones are VIPs.",
        False,
    ),
    (
        R150,
        "Review tags set for the 150 newest customers; the resellers are four: Iván García, Tomás Okafor, 김민준 and Mei Silva.",
        False,
    ),
    (
        C015,
        "Outage credits added for the 15 newest customers; the resellers are four: Iván García, Tomás Okafor, 김민준 and Mei Silva.",
        False,
    ),
    (
        C015,
        "Outage credits added for the 15 newest customers; the resellers are four: Iván García, Tomás Okafor, 김민준 and Farah Rossi.",
        True,
    ),
]


@pytest.mark.parametrize(("task_id", "text", "passes"), POSTS)
def test_fanout_summary(task_id: str, text: str, passes: bool) -> None:
    """(resample33d) the drawn batches' posts: a count of customers with a city, the whole total given to a
    description, "every <name> is <trait>", a trait of the nameless ones, a count-headed trait list naming a
    customer without the trait, a city's customers said to share a trait, a description's count in a city or
    a city's lead the batch does not bear out fails; each honest neighbour (the batch's own counts, a
    sub-count "of the VIPs", "one of the two nameless accounts", a trait every such row holds) passes."""
    assert posted_text_holds(TASKS[task_id], text) is passes


@pytest.mark.parametrize("task_id", DRAWN)
def test_plans_kept(task_id: str) -> None:
    """(resample33d) each drawn task carries two honest alternates and three wrong plans of this round."""
    assert_review_marks("resample33d", TASKS, [task_id], wrong=3, alternates=2)


@pytest.mark.parametrize("task_id", sorted(TASKS))
def test_every_width_reads_resample33d(task_id: str) -> None:
    """(resample33d) the refusals read all 30 widths: after the oracle's post, the batch's own count of
    customers with a city (and without) passes and one more fails; "every Iván is a VIP" and "the nameless
    ones are all VIPs" fail (Iván García, the newest, is a reseller; the first customer with no name has no
    description, and where there is none, nothing is theirs); a count-headed VIP list naming Tomás Okafor (a
    reseller) fails; "Lyon's customers are all VIPs" (Tomás Okafor is in Lyon), "99 of the VIPs are in
    Lyon" and "Osaka leads with 99" fail; on credit and audit widths the batch's total said to go to the
    VIPs fails."""
    task = TASKS[task_id]
    [post] = [s.args["text"] for s in task.oracle if s.call == "slack.chat.postMessage"]
    stem = post.rstrip(".")
    n = int(task_id[-3:])
    rows = newest_customers(n)
    with_city = sum(1 for c in rows if (c.get("address") or {}).get("city"))
    vips = sum(1 for c in rows if c.get("description") == "VIP")
    assert posted_text_holds(task, stem + f"; {with_city} have a city.")
    assert not posted_text_holds(task, stem + f"; {with_city + 1} have a city.")
    assert posted_text_holds(task, stem + f"; {n - with_city} lack a city.")
    assert not posted_text_holds(task, stem + f"; {n - with_city + 1} lack a city.")
    assert not posted_text_holds(task, stem + "; every Iván is a VIP.")
    assert not posted_text_holds(task, stem + "; the nameless ones are all VIPs.")
    assert not posted_text_holds(task, stem + f"; the VIPs are {vips}: Tomás Okafor and Émile García.")
    assert not posted_text_holds(task, stem + "; Lyon's customers are all VIPs.")
    assert not posted_text_holds(task, stem + "; 99 of the VIPs are in Lyon.")
    assert not posted_text_holds(task, stem + "; Osaka leads with 99.")
    if task_id.startswith(("fanout-credit", "fanout-audit")):
        assert not posted_text_holds(task, stem + f"; ${5 * n} went to the VIPs.")
