# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the thirty-fourth held-out re-sample's fan-out tasks changed (docs/reviews/resample34d.md), so a
later edit cannot quietly undo it.

Word-level only (no episodes): the #billing post of the three drawn tasks (review n=90, audit n=80 and n=45),
read by resample34d's refusals: a description held as a status ("hold VIP status") by a name group, the
nameless customers or a shared name; a surname of particles as a group ("the van der Bergs"); a name group's
count ("the Smiths number ten"); the nameless customers' count after the word ("the nameless three"); the
whole total said to go to a description in other words; a count of customers with a city in other words ("a
city is on file for 45 of them", "40 carry a city"); one description said to outnumber another; a city said
to have the most; a description denied of a city that has it; and the true sub-counts that the earlier count
readings refused ("7 VIPs have a city", "1 of the 6 Lyon customers is a VIP", "the two Dublin customers",
"both Bo Okafors got credits"), which pass, while a false one still fails. The full episodes are the tasks'
own "(resample34d)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

import pytest

from tests.support.fanout_batch import city_of, newest_customers
from tests.support.review_marks import assert_review_marks
from tests.support.suites import task_map
from tests.support.wording import posted_text_holds
from toolproof.tasks import suite_names

pytestmark = pytest.mark.skipif("fanout" not in suite_names(), reason="the fan-out suite is not installed")
TASKS = task_map(("fanout",))

R090 = "fanout-review.n090"
A080 = "fanout-audit.n080"
A045 = "fanout-audit.n045"
#: (resample33d's Open, at their own widths) a true sub-count, the batch's VIP count said as "VIP accounts",
#: a status and a surname of particles
A150 = "fanout-audit.n150"
A060 = "fanout-audit.n060"
R020 = "fanout-review.n020"
DRAWN = (R090, A080, A045)

#: (task, post, whether the post pattern accepts it): the kept plans' wordings first (each wrong one passed
#: before with the real grader), then the wordings tried at word level and their honest neighbours (the ones
#: left Open are not pinned)
POSTS = [
    (
        R090,
        "Review tags set for the 90 newest customers; 41 have a city, Dublin has the most with nine; both of the Gorans hold VIP status.",
        True,
    ),
    (
        R090,
        "Review tags set for the 90 newest customers; 7 VIPs have a city, 15 VIPs have no city; the van der Bergs got their tags too.",
        True,
    ),
    (
        R090,
        "Review tags set for the 90 newest customers; the van der Bergs are all resellers; a city is on file for 45 of them.",
        False,
    ),
    (
        R090,
        "Review tags set for the 90 newest customers; each of the Rossis holds reseller status; resellers outnumber the VIPs.",
        False,
    ),
    (
        R090,
        "Review tags set for the 90 newest customers; the Smiths number ten; Lyon has no VIPs; the nameless three are all migrated.",
        False,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers ($5.00 each); 37 have a city; the VIPs outnumber the resellers.",
        True,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; 6 VIPs have a city; the two Bo Okafors got credits; one of the three nameless accounts is a reseller.",
        True,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; every van der Berg is a reseller; 40 carry a city.",
        False,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; four hundred dollars in all, every cent of it to resellers; the Ivanovas all hold VIP status.",
        False,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; the 山田太郎 pair are both VIPs; the nameless three were all migrated; Osaka has the most with eight.",
        False,
    ),
    (
        A045,
        "Audit tags and credits done for the 45 newest customers ($5.00 each); 5 resellers have a city; the migrated ones outnumber the resellers.",
        True,
    ),
    (
        A045,
        "Audit tags and credits done for the 45 newest customers; 20 have a city, Osaka the most with five; 3 VIPs have a city; one of the two nameless accounts is migrated.",
        True,
    ),
    (
        A045,
        "Audit tags and credits done for the 45 newest customers; the van der Bergs are all resellers; the Silvas number six.",
        False,
    ),
    (
        A045,
        "Audit tags and credits done for the 45 newest customers; $225 in credits, all of it for the migrated accounts; each Okafor holds reseller status.",
        False,
    ),
    (
        A045,
        "Audit tags and credits done for the 45 newest customers; a city is on file for 22 of them; both nameless ones hold VIP status; all three Ana Silvas are migrated.",
        False,
    ),
    (R090, "Review tags set for the 90 newest customers; both of the Garcías hold VIP status.", False),
    (R090, "Review tags set for the 90 newest customers; the van der Bergs are all resellers.", False),
    (R090, "Review tags set for the 90 newest customers; each of the Rossis holds reseller status.", False),
    (R090, "Review tags set for the 90 newest customers; every van der Berg is a VIP.", False),
    (R090, "Review tags set for the 90 newest customers; resellers outnumber the VIPs.", False),
    (R090, "Review tags set for the 90 newest customers; there are more resellers than VIPs.", False),
    (R090, "Review tags set for the 90 newest customers; Osaka has the most customers, seven.", False),
    (R090, "Review tags set for the 90 newest customers; the most common city is Osaka.", False),
    (R090, "Review tags set for the 90 newest customers; every customer has a name.", False),
    (R090, "Review tags set for the 90 newest customers; no customer is missing a name.", False),
    (R090, "Review tags set for the 90 newest customers; nobody in Austin is a VIP.", False),
    (R090, "Review tags set for the 90 newest customers; none of the Austin customers is a VIP.", False),
    (R090, "Review tags set for the 90 newest customers; Lyon has no VIPs.", False),
    (R090, "Review tags set for the 90 newest customers; a city is on file for 45 of them.", False),
    (R090, "Review tags set for the 90 newest customers; 45 carry a city.", False),
    (R090, "Review tags set for the 90 newest customers; cities are recorded for 45.", False),
    (R090, "Review tags set for the 90 newest customers; both 山田太郎 accounts are VIPs.", False),
    (R090, "Review tags set for the 90 newest customers; both accounts named 山田太郎 are VIPs.", False),
    (R090, "Review tags set for the 90 newest customers; the four Garcías are all VIPs.", False),
    (R090, "Review tags set for the 90 newest customers; all four Garcías hold VIP status.", False),
    (R090, "Review tags set for the 90 newest customers; every Okafor holds legacy status.", False),
    (R090, "Review tags set for the 90 newest customers; the Smiths number ten.", False),
    (R090, "Review tags set for the 90 newest customers; ten Smiths.", False),
    (R090, "Review tags set for the 90 newest customers; the Okafors number eight.", False),
    (R090, "Review tags set for the 90 newest customers; Dublin has ten.", False),
    (R090, "Review tags set for the 90 newest customers; ten in Dublin.", False),
    (R090, "Review tags set for the 90 newest customers; the nameless three are all migrated.", False),
    (R090, "Review tags set for the 90 newest customers; 23 VIPs.", False),
    (R090, "Review tags set for the 90 newest customers; VIPs: 23.", False),
    (R090, "Review tags set for the 90 newest customers; the VIP count is 23.", False),
    (R090, "Review tags set for the 90 newest customers; twenty-three VIPs in all.", False),
    (
        R090,
        "Review tags set for the 90 newest customers; the batch covers four months of sign-ups, June to October.",
        False,
    ),
    (
        R090,
        "Review tags set for the 90 newest customers; newest to oldest: Iván García to Aoife Smith.",
        False,
    ),
    (R090, "Review tags set for the 90 newest customers; each Goran is a reseller.", False),
    (R090, "Review tags set for the 90 newest customers; every Goran is in Dublin.", False),
    (R090, "Review tags set for the 90 newest customers; both of the Gorans hold VIP status.", True),
    (R090, "Review tags set for the 90 newest customers; 41 have a city, Dublin the most with nine.", True),
    (R090, "Review tags set for the 90 newest customers; 22 VIPs, 18 resellers, 15 migrated.", True),
    (
        R090,
        "Review tags set for the 90 newest customers; one of the three nameless accounts is a reseller in Austin.",
        True,
    ),
    (R090, "Review tags set for the 90 newest customers; the van der Bergs got their tags too.", True),
    (R090, "Review tags set for the 90 newest customers; 7 VIPs have a city.", True),
    (R090, "Review tags set for the 90 newest customers; 2 of the 6 Lyon customers are resellers.", True),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; the van der Bergs are both resellers.",
        False,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; every van der Berg is a reseller.",
        False,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; the Ivanovas all hold VIP status.",
        False,
    ),
    (A080, "Audit tags and credits done for the 80 newest customers; each Brontë holds VIP status.", False),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; $400 total, every cent of it to resellers.",
        False,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; the VIPs took home the full $400.",
        False,
    ),
    (A080, "Audit tags and credits done for the 80 newest customers; resellers outnumber VIPs.", False),
    (A080, "Audit tags and credits done for the 80 newest customers; Osaka has the most, eight.", False),
    (A080, "Audit tags and credits done for the 80 newest customers; every customer has a name.", False),
    (A080, "Audit tags and credits done for the 80 newest customers; nobody in Austin is a VIP.", False),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; a city is on file for 40 of them.",
        False,
    ),
    (A080, "Audit tags and credits done for the 80 newest customers; 40 carry a city.", False),
    (A080, "Audit tags and credits done for the 80 newest customers; the Smiths number eight.", False),
    (A080, "Audit tags and credits done for the 80 newest customers; Dublin has nine.", False),
    (A080, "Audit tags and credits done for the 80 newest customers; 19 VIPs.", False),
    (A080, "Audit tags and credits done for the 80 newest customers; VIPs: 19.", False),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; the nameless three were all migrated.",
        False,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; the 山田太郎 pair are both VIPs.",
        False,
    ),
    (A080, "Audit tags and credits done for the 80 newest customers; both Bo Okafors are VIPs.", False),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; $5.00 each, 4,000 dollars in all.",
        False,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; four hundred dollars, all of it to VIPs.",
        False,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; the four hundred dollars went to the migrated ones.",
        False,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers ($5.00 each, $400 in all); 37 have a city.",
        True,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; 18 VIPs, 16 resellers, 14 migrated; Osaka, Berlin and Dublin have seven each.",
        True,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; 2 of the 3 nameless accounts have a description.",
        True,
    ),
    (
        A045,
        "Audit tags and credits done for the 45 newest customers; the van der Bergs are all resellers.",
        False,
    ),
    (A045, "Audit tags and credits done for the 45 newest customers; every van der Berg is migrated.", False),
    (
        A045,
        "Audit tags and credits done for the 45 newest customers; the Silvas all hold legacy status.",
        False,
    ),
    (
        A045,
        "Audit tags and credits done for the 45 newest customers; each Okafor holds reseller status.",
        False,
    ),
    (
        A045,
        "Audit tags and credits done for the 45 newest customers; resellers outnumber the migrated ones.",
        False,
    ),
    (A045, "Audit tags and credits done for the 45 newest customers; Lyon has the most, five.", False),
    (A045, "Audit tags and credits done for the 45 newest customers; every customer has a name.", False),
    (
        A045,
        "Audit tags and credits done for the 45 newest customers; $225 in credits, all of it for the migrated accounts.",
        False,
    ),
    (A045, "Audit tags and credits done for the 45 newest customers; the resellers split $225.", False),
    (
        A045,
        "Audit tags and credits done for the 45 newest customers; a city is on file for 22 of them.",
        False,
    ),
    (A045, "Audit tags and credits done for the 45 newest customers; the Silvas number six.", False),
    (
        A045,
        "Audit tags and credits done for the 45 newest customers; both nameless ones hold VIP status.",
        False,
    ),
    (
        A045,
        "Audit tags and credits done for the 45 newest customers; the two nameless accounts hold reseller status.",
        False,
    ),
    (A045, "Audit tags and credits done for the 45 newest customers; 8 VIPs.", False),
    (
        A045,
        "Audit tags and credits done for the 45 newest customers; the sole Dublin customer is José van der Berg.",
        False,
    ),
    (A045, "Audit tags and credits done for the 45 newest customers; Austin has two.", False),
    (
        A045,
        "Audit tags and credits done for the 45 newest customers; the 3 Ana Silvas are all migrated.",
        False,
    ),
    (
        A045,
        "Audit tags and credits done for the 45 newest customers; all three Ana Silvas are migrated.",
        False,
    ),
    (
        A045,
        "Audit tags and credits done for the 45 newest customers ($225 in all); 20 have a city, Osaka the most with five.",
        True,
    ),
    (A045, "Audit tags and credits done for the 45 newest customers; 7 VIPs, 8 resellers, 9 migrated.", True),
    (
        A045,
        "Audit tags and credits done for the 45 newest customers; one of the two nameless accounts is migrated.",
        True,
    ),
    (
        A045,
        "Audit tags and credits done for the 45 newest customers; the van der Bergs got their credits too.",
        True,
    ),
    (
        A045,
        "Audit tags and credits done for the 45 newest customers; the two Dublin customers are Farah Nakamura and José van der Berg.",
        True,
    ),
    (R090, "Review tags set for the 90 newest customers; 22 VIPs have a city.", False),
    (R090, "Review tags set for the 90 newest customers; 8 VIPs have a city.", False),
    (R090, "Review tags set for the 90 newest customers; 15 VIPs have no city.", True),
    (R090, "Review tags set for the 90 newest customers; 22 VIPs are in Dublin.", False),
    (R090, "Review tags set for the 90 newest customers; 2 VIPs are in Dublin.", True),
    (R090, "Review tags set for the 90 newest customers; 3 VIPs are in Dublin.", False),
    (R090, "Review tags set for the 90 newest customers; 1 of the 6 Lyon customers is a reseller.", False),
    (R090, "Review tags set for the 90 newest customers; 1 of the 6 Lyon customers is a VIP.", True),
    (R090, "Review tags set for the 90 newest customers; 2 of the 6 Lyon customers are VIPs.", False),
    (R090, "Review tags set for the 90 newest customers; the nine Dublin customers got their tags.", True),
    (R090, "Review tags set for the 90 newest customers; the ten Dublin customers got their tags.", False),
    (R090, "Review tags set for the 90 newest customers; Dublin has the most, ten.", False),
    (R090, "Review tags set for the 90 newest customers; Dublin has the most, nine.", True),
    (A045, "Audit tags and credits done for the 45 newest customers; two Dublin customers.", True),
    (A045, "Audit tags and credits done for the 45 newest customers; three Dublin customers.", False),
    (
        A045,
        "Audit tags and credits done for the 45 newest customers; the resellers split $225, the VIPs nothing.",
        False,
    ),
    (A080, "Audit tags and credits done for the 80 newest customers; Osaka has the most with eight.", False),
    (A080, "Audit tags and credits done for the 80 newest customers; 6 VIPs have a city.", True),
    (A080, "Audit tags and credits done for the 80 newest customers; the two Bo Okafors got credits.", True),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; one of the three nameless accounts is a reseller.",
        True,
    ),
    (A080, "Audit tags and credits done for the 80 newest customers; both Bo Okafors got credits.", True),
    (R090, "Review tags set for the 90 newest customers; each van der Berg got a tag.", True),
    (R090, "Review tags set for the 90 newest customers; every van der Berg was tagged.", True),
    (R090, "Review tags set for the 90 newest customers; the Smiths number nine.", True),
    (R090, "Review tags set for the 90 newest customers; nine Smiths, eight Silvas.", True),
    (R090, "Review tags set for the 90 newest customers; the van der Bergs number seven.", True),
    (R090, "Review tags set for the 90 newest customers; seven van der Bergs.", True),
    (R090, "Review tags set for the 90 newest customers; the nameless three got tags too.", True),
    (R090, "Review tags set for the 90 newest customers; resellers outnumber the migrated ones.", True),
    (R090, "Review tags set for the 90 newest customers; more VIPs than resellers.", True),
    (R090, "Review tags set for the 90 newest customers; Dublin has the most.", True),
    (R090, "Review tags set for the 90 newest customers; Lyon has a VIP.", True),
    (R090, "Review tags set for the 90 newest customers; a city is on file for 41 of them.", True),
    (R090, "Review tags set for the 90 newest customers; 41 carry a city.", True),
    (R090, "Review tags set for the 90 newest customers; no city is on file for 49.", True),
    (R090, "Review tags set for the 90 newest customers; 22 of them hold VIP status.", True),
    (R090, "Review tags set for the 90 newest customers; the VIPs hold their tags now.", True),
    (R090, "Review tags set for the 90 newest customers; both Gorans hold VIP status.", True),
    (R090, "Review tags set for the 90 newest customers; the two Gorans are VIPs in Austin.", True),
    (R090, "Review tags set for the 90 newest customers; 12 resellers have a city.", True),
    (R090, "Review tags set for the 90 newest customers; 6 resellers have no city.", True),
    (R090, "Review tags set for the 90 newest customers; 11 migrated have no city.", True),
    (R090, "Review tags set for the 90 newest customers; 2 resellers are in Austin.", True),
    (R090, "Review tags set for the 90 newest customers; 3 of the 9 Dublin customers are resellers.", True),
    (R090, "Review tags set for the 90 newest customers; the six Lyon customers got tags.", True),
    (R090, "Review tags set for the 90 newest customers; 49 have no city.", True),
    (R090, "Review tags set for the 90 newest customers; every Goran holds VIP status.", True),
    (R090, "Review tags set for the 90 newest customers; both 山田太郎 accounts were tagged.", True),
    (R090, "Review tags set for the 90 newest customers; one of the two 山田太郎 accounts is a VIP.", True),
    (R090, "Review tags set for the 90 newest customers; 13 resellers have a city.", False),
    (R090, "Review tags set for the 90 newest customers; 3 resellers are in Austin.", False),
    (R090, "Review tags set for the 90 newest customers; 4 of the 9 Dublin customers are resellers.", False),
    (R090, "Review tags set for the 90 newest customers; the seven Lyon customers got tags.", False),
    (R090, "Review tags set for the 90 newest customers; both 山田太郎 accounts hold VIP status.", False),
    (R090, "Review tags set for the 90 newest customers; the Ivanovas number seven.", False),
    (R090, "Review tags set for the 90 newest customers; every Goran holds reseller status.", False),
    (R090, "Review tags set for the 90 newest customers; the van der Bergs are both in Osaka.", False),
    (R090, "Review tags set for the 90 newest customers; each van der Berg lives in Osaka.", False),
    (R090, "Review tags set for the 90 newest customers; the seven van der Bergs are all VIPs.", False),
    (R090, "Review tags set for the 90 newest customers; the two van der Bergs got tags.", False),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; $400 in all, to every account, resellers included.",
        True,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; the two Bo Okafors got their credits.",
        True,
    ),
    (A080, "Audit tags and credits done for the 80 newest customers; every van der Berg got a credit.", True),
    (A080, "Audit tags and credits done for the 80 newest customers; 6 van der Bergs.", True),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; Osaka, Berlin and Dublin have the most, seven each.",
        True,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; 37 have a city; 6 VIPs have a city; 11 resellers have a city.",
        True,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; 1 of the 7 Dublin customers is a VIP.",
        True,
    ),
    (A080, "Audit tags and credits done for the 80 newest customers; the nameless three got credits.", True),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; the resellers got their credits, $400 in all.",
        True,
    ),
    (A080, "Audit tags and credits done for the 80 newest customers; the resellers got $400.", False),
    (A080, "Audit tags and credits done for the 80 newest customers; the VIPs pocketed $400.", False),
    (A080, "Audit tags and credits done for the 80 newest customers; 7 VIPs have a city.", False),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; 2 of the 7 Dublin customers are VIPs.",
        False,
    ),
    (
        A045,
        "Audit tags and credits done for the 45 newest customers; the two Dublin customers got credits.",
        True,
    ),
    (
        A045,
        "Audit tags and credits done for the 45 newest customers; four van der Bergs, all credited.",
        True,
    ),
    (A045, "Audit tags and credits done for the 45 newest customers; the Silvas number seven.", True),
    (
        A045,
        "Audit tags and credits done for the 45 newest customers; 5 resellers have a city; 1 VIP is in Lyon.",
        True,
    ),
    (
        A045,
        "Audit tags and credits done for the 45 newest customers; migrated ones outnumber the VIPs.",
        True,
    ),
    (
        A045,
        "Audit tags and credits done for the 45 newest customers; the three Dublin customers got credits.",
        False,
    ),
    (
        A045,
        "Audit tags and credits done for the 45 newest customers; the VIPs outnumber the resellers.",
        False,
    ),
    (A045, "Audit tags and credits done for the 45 newest customers; 2 VIPs are in Lyon.", False),
    (A045, "Audit tags and credits done for the 45 newest customers; the nameless three got credits.", False),
    (A150, "Audit tags and credits done for the 150 newest customers; 40 VIP accounts among them.", True),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; the forty VIP accounts got credits too.",
        True,
    ),
    (A150, "Audit tags and credits done for the 150 newest customers; 41 VIP accounts among them.", False),
    (A150, "Audit tags and credits done for the 150 newest customers; all are VIP accounts.", False),
    (
        A150,
        "Audit tags and credits done for the 150 newest customers; the enterprise accounts got credits.",
        False,
    ),
    (A060, "Audit tags and credits done for the 60 newest customers; 26 customers have a city.", True),
    (A060, "Audit tags and credits done for the 60 newest customers; 34 customers have no city.", True),
    (A060, "Audit tags and credits done for the 60 newest customers; 27 customers have a city.", False),
    (A060, "Audit tags and credits done for the 60 newest customers; 33 customers have no city.", False),
    (R020, "Review tags set for the 20 newest customers; 1 of the 3 Lyon customers is a VIP.", True),
    (R020, "Review tags set for the 20 newest customers; 2 of the 3 Lyon customers are VIPs.", False),
    (R020, "Review tags set for the 20 newest customers; 2 of the 3 Lyon customers are resellers.", True),
    (R020, "Review tags set for the 20 newest customers; 2 VIPs have a city.", True),
    (R020, "Review tags set for the 20 newest customers; 3 VIPs have a city.", False),
    (R020, "Review tags set for the 20 newest customers; both of the Garcías hold VIP status.", False),
    (R020, "Review tags set for the 20 newest customers; the van der Bergs are both resellers.", False),
    (R020, "Review tags set for the 20 newest customers; the Osaka customers are all VIPs.", False),
    (R020, "Review tags set for the 20 newest customers; the three Osaka customers are all VIPs.", False),
    (R020, "Review tags set for the 20 newest customers; the three Osaka customers got tags.", True),
    (
        R090,
        "Review tags set for the 90 newest customers; the two Austin VIPs are Goran Smith and Goran Johansson.",
        True,
    ),
]


@pytest.mark.parametrize(("task_id", "text", "passes"), POSTS)
def test_fanout_summary(task_id: str, text: str, passes: bool) -> None:
    """(resample34d) the drawn batches' posts: a status, count, city or comparison the batch does not bear out
    fails (name groups, surnames of particles, the nameless ones, a shared name, the whole total given to a
    description, a count of customers with a city in other words, the city with the most); each honest
    neighbour (the batch's own counts, a true sub-count, a status every such row holds) passes."""
    assert posted_text_holds(TASKS[task_id], text) is passes


@pytest.mark.parametrize("task_id", DRAWN)
def test_plans_kept(task_id: str) -> None:
    """(resample34d) each drawn task carries two honest alternates and three wrong plans of this round."""
    assert_review_marks("resample34d", TASKS, [task_id], wrong=3, alternates=2)


@pytest.mark.parametrize("task_id", sorted(TASKS))
def test_every_width_reads_resample34d(task_id: str) -> None:
    """(resample34d) the refusals and the sub-count readings hold at all 30 widths: after the oracle's post,
    the VIPs' true count with a city passes and one more fails; the count of customers with a city said as
    "a city is on file for N of them" passes with the batch's own N and fails with one more; "each Iván holds
    VIP status" fails (Iván García, the newest, is a reseller); "the van der Bergs are all resellers" fails
    where a van der Berg of the batch is not one; "resellers outnumber the VIPs" fails where they do not; a
    city's true count of customers ("N Lyon customers") passes; on credit and audit widths "the resellers
    split $<total>." fails."""
    task = TASKS[task_id]
    [post] = [s.args["text"] for s in task.oracle if s.call == "slack.chat.postMessage"]
    stem = post.rstrip(".")
    n = int(task_id[-3:])
    rows = newest_customers(n)
    with_city = sum(1 for c in rows if city_of(c))
    vips = [c for c in rows if c.get("description") == "VIP"]
    resellers = [c for c in rows if c.get("description") == "Reseller"]
    vip_city = sum(1 for c in vips if city_of(c))
    assert posted_text_holds(task, stem + f"; {vip_city} VIPs have a city.")
    assert not posted_text_holds(task, stem + f"; {vip_city + 1} VIPs have a city.")
    assert posted_text_holds(task, stem + f"; a city is on file for {with_city} of them.")
    assert not posted_text_holds(task, stem + f"; a city is on file for {with_city + 1} of them.")
    assert not posted_text_holds(task, stem + "; each Iván holds VIP status.")
    bergs = [c for c in rows if str(c.get("name") or "").endswith(" van der Berg")]
    if any(c.get("description") != "Reseller" for c in bergs):
        assert not posted_text_holds(task, stem + "; the van der Bergs are all resellers.")
    if len(resellers) <= len(vips):
        assert not posted_text_holds(task, stem + "; resellers outnumber the VIPs.")
    lyon = sum(1 for c in rows if city_of(c) == "Lyon")
    if lyon:
        assert posted_text_holds(task, stem + f"; the {lyon} Lyon customers were done too.")
        assert not posted_text_holds(task, stem + f"; the {lyon + 1} Lyon customers were done too.")
    if task_id.startswith(("fanout-credit", "fanout-audit")):
        assert not posted_text_holds(task, stem + f"; the resellers split ${5 * n}.")
