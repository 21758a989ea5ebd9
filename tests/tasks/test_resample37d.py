# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the thirty-seventh held-out re-sample's fan-out tasks changed (docs/reviews/resample37d.md), so a
later edit cannot quietly undo it.

Word-level only (no episodes): the #billing post of the drawn tasks (credit n=25 and audit n=80), read by
resample37d's refusals: a share of the batch with or without a city ("most customers have no city"), a share of
two descriptions joined ("VIPs and resellers together make up half the batch"), the nameless customers as a
heading ("the nameless one: a reseller"), a city's most or count of a description ("Lyon has more VIPs than any
other city, two", "Lyon holds three of the resellers"), "every city has a reseller", "no city has more than one
VIP", the cities a description spans, a share or count of a description's holders with a city, a tie for first
or last, a city tied at the top said to lead alone, one city said to have more customers than another, a
description called the largest group; and the honest wordings older readings refused (resample21b's "the most",
resample24d's cities, resample31d's "<City> holds K of the <description>", resample34d's "has the most",
resample36d's name key inside a full name and its sub-total with a count). Each wrong wording fails and each
honest neighbour passes; the ones left Open are not pinned. The full episodes are the tasks' own
"(resample37d)" plans, run by ``toolproof validate``.
"""

from __future__ import annotations

from collections import Counter

import pytest

from tests.support.fanout_batch import city_of, newest_customers
from tests.support.review_marks import assert_review_marks
from tests.support.suites import task_map
from tests.support.wording import posted_text_holds
from toolproof.tasks import suite_names

pytestmark = pytest.mark.skipif("fanout" not in suite_names(), reason="the fan-out suite is not installed")
TASKS = task_map(("fanout",))

C025 = "fanout-credit.n025"
A080 = "fanout-audit.n080"

#: (task, post, whether the post pattern accepts it): the kept plans' wordings first (each wrong one passed
#: before, each honest one failed before), then the wordings tried at word level and their honest neighbours
POSTS = [
    (
        C025,
        "Outage credits added for the 25 newest customers; Lyon holds two of the resellers; most of the VIPs have no city; the resellers are spread over four cities.",
        True,
    ),
    (
        C025,
        "Outage credits added for the 25 newest customers; most customers have a city; Lyon has the most resellers, two; VIPs make up a fifth of the batch.",
        True,
    ),
    (
        C025,
        "Outage credits added for the 25 newest customers; most customers have no city; the nameless one: a reseller.",
        False,
    ),
    (
        C025,
        "Outage credits added for the 25 newest customers; VIPs and resellers together make up half the batch; Lyon has more VIPs than any other city, two.",
        False,
    ),
    (
        C025,
        "Outage credits added for the 25 newest customers; Osaka and Berlin tie for first with three; Osaka has more customers than Lyon; every city has a reseller.",
        False,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; Osaka, Berlin and Dublin tie for first with seven; Austin has the most VIPs, two; the Aoife Ivanovas (two of them) are both without a description.",
        True,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; most customers have no city; the VIPs are spread over five cities; Dublin holds three of the resellers.",
        True,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; most customers have a city; the nameless three are all without a description.",
        False,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; Dublin alone is the biggest city; Dublin has more resellers than any other city, four; VIPs and resellers together make up half the batch.",
        False,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; the VIPs are spread over six cities; no city has more than one VIP; 12 of the VIPs have a city.",
        False,
    ),
    (C025, "Outage credits added for the 25 newest customers; most customers have no city.", False),
    (C025, "Outage credits added for the 25 newest customers; most of them have no city.", False),
    (C025, "Outage credits added for the 25 newest customers; the nameless one: a VIP.", False),
    (C025, "Outage credits added for the 25 newest customers; the nameless one: a reseller.", False),
    (C025, "Outage credits added for the 25 newest customers; the nameless customer is a reseller.", False),
    (
        C025,
        "Outage credits added for the 25 newest customers; VIPs and resellers together make up half the batch.",
        False,
    ),
    (
        C025,
        "Outage credits added for the 25 newest customers; VIPs and resellers make up more than half the batch.",
        False,
    ),
    (C025, "Outage credits added for the 25 newest customers; more VIPs than resellers.", False),
    (C025, "Outage credits added for the 25 newest customers; there are more VIPs than resellers.", False),
    (C025, "Outage credits added for the 25 newest customers; VIPs outnumber the migrated ones.", False),
    (C025, "Outage credits added for the 25 newest customers; as many VIPs as resellers.", False),
    (
        C025,
        "Outage credits added for the 25 newest customers; Lyon has more VIPs than any other city, two.",
        False,
    ),
    (C025, "Outage credits added for the 25 newest customers; Lyon has the most resellers, three.", False),
    (C025, "Outage credits added for the 25 newest customers; Osaka has more customers than Lyon.", False),
    (C025, "Outage credits added for the 25 newest customers; every city has at least two customers.", False),
    (C025, "Outage credits added for the 25 newest customers; every city has a reseller.", False),
    (C025, "Outage credits added for the 25 newest customers; half of the Lyon customers are VIPs.", False),
    (
        C025,
        "Outage credits added for the 25 newest customers; the Rossis (two of them) are both VIPs.",
        False,
    ),
    (C025, "Outage credits added for the 25 newest customers; the Mei Silvas are both resellers.", False),
    (C025, "Outage credits added for the 25 newest customers; the Mei Silvas: both migrated.", False),
    (C025, "Outage credits added for the 25 newest customers; the 山田太郎 pair: both VIPs.", False),
    (C025, "Outage credits added for the 25 newest customers; VIPs make up a quarter of the batch.", False),
    (C025, "Outage credits added for the 25 newest customers; a third of them are VIPs.", False),
    (C025, "Outage credits added for the 25 newest customers; $30 of it to the VIPs.", False),
    (C025, "Outage credits added for the 25 newest customers; $25 went to the 6 resellers.", False),
    (C025, "Outage credits added for the 25 newest customers; the VIPs are spread over three cities.", False),
    (C025, "Outage credits added for the 25 newest customers; Lyon is the top city (5 customers).", False),
    (C025, "Outage credits added for the 25 newest customers; 19 bill in USD.", False),
    (C025, "Outage credits added for the 25 newest customers; two customers have no name.", False),
    (
        C025,
        "Outage credits added for the 25 newest customers; Osaka and Berlin tie for first with three.",
        False,
    ),
    (C025, "Outage credits added for the 25 newest customers; Austin and Dublin tie at two each.", False),
    (
        C025,
        "Outage credits added for the 25 newest customers; Osaka, Berlin and Lyon tie at three each.",
        False,
    ),
    (C025, "Outage credits added for the 25 newest customers; the six cities hold 15 customers.", False),
    (
        C025,
        "Outage credits added for the 25 newest customers; the Silvas (four of them) are all migrated.",
        False,
    ),
    (C025, "Outage credits added for the 25 newest customers; every Silva is migrated or a reseller.", False),
    (C025, "Outage credits added for the 25 newest customers; the resellers are mostly in Lyon.", False),
    (C025, "Outage credits added for the 25 newest customers; Lyon's customers are mostly resellers.", False),
    (C025, "Outage credits added for the 25 newest customers; Lyon has no VIPs.", False),
    (C025, "Outage credits added for the 25 newest customers; Osaka has no resellers.", False),
    (C025, "Outage credits added for the 25 newest customers; the VIPs outnumber the resellers.", False),
    (C025, "Outage credits added for the 25 newest customers; one in three is a VIP.", False),
    (
        C025,
        "Outage credits added for the 25 newest customers; there are five VIPs, five resellers and five migrated.",
        False,
    ),
    (C025, "Outage credits added for the 25 newest customers; Lyon holds three of the resellers.", False),
    (C025, "Outage credits added for the 25 newest customers; Lyon is the biggest city, with four.", True),
    (C025, "Outage credits added for the 25 newest customers; Lyon holds two of the resellers.", True),
    (C025, "Outage credits added for the 25 newest customers; most customers have a city.", True),
    (C025, "Outage credits added for the 25 newest customers; 14 of them have a city and 11 do not.", True),
    (C025, "Outage credits added for the 25 newest customers; the nameless one has no description.", True),
    (C025, "Outage credits added for the 25 newest customers; resellers outnumber VIPs.", True),
    (C025, "Outage credits added for the 25 newest customers; there are more resellers than VIPs.", True),
    (C025, "Outage credits added for the 25 newest customers; as many VIPs as migrated customers.", True),
    (
        C025,
        "Outage credits added for the 25 newest customers; VIPs and migrated customers are tied at five.",
        True,
    ),
    (C025, "Outage credits added for the 25 newest customers; VIPs make up 20% of the batch.", True),
    (C025, "Outage credits added for the 25 newest customers; a fifth of them are VIPs.", True),
    (C025, "Outage credits added for the 25 newest customers; $25 of it to the VIPs.", True),
    (C025, "Outage credits added for the 25 newest customers; $30 went to the 6 resellers.", True),
    (C025, "Outage credits added for the 25 newest customers; $30.00 went to the six resellers.", True),
    (
        C025,
        "Outage credits added for the 25 newest customers; the Brontës (two of them) are both VIPs.",
        True,
    ),
    (
        C025,
        "Outage credits added for the 25 newest customers; the Mei Silvas: a reseller and a migrated customer, both in São Paulo.",
        True,
    ),
    (
        C025,
        "Outage credits added for the 25 newest customers; the O'Briens (two of them): both without a description.",
        True,
    ),
    (
        C025,
        "Outage credits added for the 25 newest customers; the 山田太郎 pair: a VIP and a migrated customer.",
        True,
    ),
    (C025, "Outage credits added for the 25 newest customers; Lyon has the most resellers, two.", True),
    (C025, "Outage credits added for the 25 newest customers; Osaka and Berlin tie at three each.", True),
    (
        C025,
        "Outage credits added for the 25 newest customers; Austin and Dublin are the smallest cities, with one each.",
        True,
    ),
    (C025, "Outage credits added for the 25 newest customers; 18 bill in USD.", True),
    (
        C025,
        "Outage credits added for the 25 newest customers; half of the Osaka customers are not VIPs.",
        True,
    ),
    (
        C025,
        "Outage credits added for the 25 newest customers; Osaka has one VIP, one reseller and one migrated customer.",
        True,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; Osaka, Berlin and Lyon tie at seven each.",
        False,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; Osaka and Berlin tie for first with eight.",
        False,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; Dublin alone is the biggest city.",
        False,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; Dublin is the sole biggest city.",
        False,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; Lyon and São Paulo tie for last.",
        False,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; Austin and Dublin tie at five each.",
        False,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; two cities tie for the top spot with seven.",
        False,
    ),
    (A080, "Audit tags and credits done for the 80 newest customers; four cities tie at seven.", False),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; resellers are the largest group.",
        False,
    ),
    (A080, "Audit tags and credits done for the 80 newest customers; most of the VIPs have a city.", False),
    (A080, "Audit tags and credits done for the 80 newest customers; half the customers have a city.", False),
    (A080, "Audit tags and credits done for the 80 newest customers; most customers have a city.", False),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; Dublin has more resellers than any other city, four.",
        False,
    ),
    (A080, "Audit tags and credits done for the 80 newest customers; Lyon has the most VIPs.", False),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; half of the Austin customers are VIPs.",
        False,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; the nameless three are all without a description.",
        False,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; the nameless three: two resellers and one migrated.",
        False,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; VIPs and resellers together make up half the batch.",
        False,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; the Bo Okafors (two of them) are both VIPs.",
        False,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; the Ana Silvas (three of them) are all migrated.",
        False,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; the 김민준 pair: both resellers.",
        False,
    ),
    (A080, "Audit tags and credits done for the 80 newest customers; $80 of it to the VIPs.", False),
    (A080, "Audit tags and credits done for the 80 newest customers; $90 went to the 16 resellers.", False),
    (A080, "Audit tags and credits done for the 80 newest customers; fewer VIPs than resellers.", False),
    (A080, "Audit tags and credits done for the 80 newest customers; more resellers than VIPs.", False),
    (A080, "Audit tags and credits done for the 80 newest customers; resellers outnumber VIPs.", False),
    (A080, "Audit tags and credits done for the 80 newest customers; every city has a VIP.", False),
    (A080, "Audit tags and credits done for the 80 newest customers; no city has more than one VIP.", False),
    (A080, "Audit tags and credits done for the 80 newest customers; Berlin has two VIPs.", False),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; the VIPs are spread over six cities.",
        False,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; Austin's customers: three VIPs, a reseller and one with no description.",
        False,
    ),
    (A080, "Audit tags and credits done for the 80 newest customers; Austin holds three of the VIPs.", False),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; Osaka has the most customers, eight.",
        False,
    ),
    (A080, "Audit tags and credits done for the 80 newest customers; VIPs make up 25% of the batch.", False),
    (A080, "Audit tags and credits done for the 80 newest customers; VIPs are 18% of the batch.", False),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; the Johanssons (five of them) are all VIPs.",
        False,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; the Brontës (seven of them) are all VIPs.",
        False,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; Dublin's customers are mostly resellers.",
        False,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; Dublin is the biggest city with 8.",
        False,
    ),
    (A080, "Audit tags and credits done for the 80 newest customers; the city count is seven.", False),
    (A080, "Audit tags and credits done for the 80 newest customers; 38 have a city.", False),
    (A080, "Audit tags and credits done for the 80 newest customers; two customers have no name.", False),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; the oldest, Tomás Ivanova, is a reseller.",
        False,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; Austin is the smallest city, with four.",
        False,
    ),
    (A080, "Audit tags and credits done for the 80 newest customers; 12 of the VIPs have a city.", False),
    (A080, "Audit tags and credits done for the 80 newest customers; six VIPs have no city.", False),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; Osaka has more customers than Berlin.",
        False,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; three of the 5 Austin customers are VIPs.",
        False,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; Osaka, Berlin and Dublin tie at seven each.",
        True,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; Osaka, Berlin and Dublin tie for first with seven.",
        True,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; Lyon and Austin tie for last with five.",
        True,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; Austin is the smallest city, with five.",
        True,
    ),
    (A080, "Audit tags and credits done for the 80 newest customers; most of the VIPs have no city.", True),
    (A080, "Audit tags and credits done for the 80 newest customers; most customers have no city.", True),
    (A080, "Audit tags and credits done for the 80 newest customers; fewer than half have a city.", True),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; Dublin has the most resellers, three.",
        True,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; Dublin has more resellers than any other city, three.",
        True,
    ),
    (A080, "Audit tags and credits done for the 80 newest customers; Austin has the most VIPs, two.", True),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; two of the five Austin customers are VIPs.",
        True,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; the nameless three: one reseller, one migrated, one without a description.",
        True,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; the Bo Okafors (two of them): a VIP and a migrated customer.",
        True,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; the Aoife Ivanovas (two of them) are both without a description.",
        True,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; the 김민준 pair: a reseller and a migrated customer.",
        True,
    ),
    (A080, "Audit tags and credits done for the 80 newest customers; $90 of it to the VIPs.", True),
    (A080, "Audit tags and credits done for the 80 newest customers; $80 went to the 16 resellers.", True),
    (A080, "Audit tags and credits done for the 80 newest customers; $80.00 went to the 16 resellers.", True),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; $70 of it went to the migrated customers.",
        True,
    ),
    (A080, "Audit tags and credits done for the 80 newest customers; fewer resellers than VIPs.", True),
    (A080, "Audit tags and credits done for the 80 newest customers; more VIPs than resellers.", True),
    (A080, "Audit tags and credits done for the 80 newest customers; VIPs outnumber resellers.", True),
    (A080, "Audit tags and credits done for the 80 newest customers; every city has a reseller.", True),
    (A080, "Audit tags and credits done for the 80 newest customers; Berlin has no VIPs.", True),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; the VIPs are spread over five cities.",
        True,
    ),
    (A080, "Audit tags and credits done for the 80 newest customers; Austin holds two of the VIPs.", True),
    (A080, "Audit tags and credits done for the 80 newest customers; VIPs make up 22.5% of the batch.", True),
    (A080, "Audit tags and credits done for the 80 newest customers; resellers are 20% of the batch.", True),
    (A080, "Audit tags and credits done for the 80 newest customers; 37 have a city.", True),
    (A080, "Audit tags and credits done for the 80 newest customers; the city count is six.", True),
    (A080, "Audit tags and credits done for the 80 newest customers; 12 of the VIPs have no city.", True),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; 18 VIPs, 16 resellers and 14 migrated.",
        True,
    ),
    (C025, "Outage credits added for the 25 newest customers; Osaka holds two of the VIPs.", False),
    (C025, "Outage credits added for the 25 newest customers; Osaka has the most resellers, one.", False),
    (C025, "Outage credits added for the 25 newest customers; most of the VIPs have a city.", False),
    (C025, "Outage credits added for the 25 newest customers; most of them are VIPs.", False),
    (C025, "Outage credits added for the 25 newest customers; the Aoife Ivanovas are both VIPs.", False),
    (
        C025,
        "Outage credits added for the 25 newest customers; the Brontës, two of them, are both VIPs.",
        True,
    ),
    (C025, "Outage credits added for the 25 newest customers; the two Brontës (both VIPs).", True),
    (
        C025,
        "Outage credits added for the 25 newest customers; the Garcías (two of them): a VIP and a reseller.",
        True,
    ),
    (C025, "Outage credits added for the 25 newest customers; most of the VIPs have no city.", True),
    (
        C025,
        "Outage credits added for the 25 newest customers; Lyon has more resellers than any other city, two.",
        True,
    ),
    (C025, "Outage credits added for the 25 newest customers; Lyon has the most customers, four.", True),
    (C025, "Outage credits added for the 25 newest customers; 11 have no city.", True),
    (
        C025,
        "Outage credits added for the 25 newest customers; the resellers are spread over five cities.",
        False,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; Dublin holds three of the resellers.",
        True,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; Dublin holds four of the resellers.",
        False,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; most of the resellers have no city.",
        False,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; most of the resellers have a city.",
        True,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; the Ivanovas (eight of them) are all VIPs.",
        False,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; the Aoife Ivanovas (two of them) are both VIPs.",
        False,
    ),
    (A080, "Audit tags and credits done for the 80 newest customers; most of them have a city.", False),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; migrated customers are the smallest group.",
        True,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; resellers are the smallest group.",
        False,
    ),
    (A080, "Audit tags and credits done for the 80 newest customers; VIPs are the largest group.", True),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; they are spread over seven cities.",
        False,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; customers are spread across five cities.",
        False,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; the customers are spread over six cities.",
        True,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; the migrated customers span three cities.",
        True,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; the migrated customers span four cities.",
        False,
    ),
    (C025, "Outage credits added for the 25 newest customers; they span six cities.", True),
    (C025, "Outage credits added for the 25 newest customers; they span seven cities.", False),
    (C025, "Outage credits added for the 25 newest customers; half of the resellers have no city.", False),
    (C025, "Outage credits added for the 25 newest customers; most of the resellers have a city.", True),
    (C025, "Outage credits added for the 25 newest customers; Osaka has the most customers.", False),
    (C025, "Outage credits added for the 25 newest customers; Osaka has the most, three.", False),
    (C025, "Outage credits added for the 25 newest customers; VIPs make up a fifth of the batch.", True),
    (
        C025,
        "Outage credits added for the 25 newest customers; resellers make up a quarter of the batch.",
        False,
    ),
    (C025, "Outage credits added for the 25 newest customers; the resellers are mostly outside Lyon.", True),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; the VIPs are mostly without a city.",
        True,
    ),
    (A080, "Audit tags and credits done for the 80 newest customers; 6 of the VIPs have a city.", True),
    (A080, "Audit tags and credits done for the 80 newest customers; 7 of the 18 VIPs have a city.", False),
    (A080, "Audit tags and credits done for the 80 newest customers; 11 of the VIPs have no city.", False),
    (C025, "Outage credits added for the 25 newest customers; two of the VIPs have a city.", True),
    (C025, "Outage credits added for the 25 newest customers; three of the VIPs have a city.", False),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; the resellers are mostly in Dublin.",
        False,
    ),
    (
        C025,
        "Outage credits added for the 25 newest customers; the migrated customers are spread over three cities.",
        True,
    ),
]


@pytest.mark.parametrize(("task_id", "text", "passes"), POSTS)
def test_fanout_summary(task_id: str, text: str, passes: bool) -> None:
    """(resample37d) the drawn batches' posts: a share with or without a city, a joined share, a nameless
    heading, a city's most or count of a description, "every city" / "no city", a spread over cities, a tie
    for first or last, a city against another, or a description called the largest group, that the batch
    does not bear out, fails; each honest neighbour passes (several failed before: "Lyon holds two of the
    resellers", "Austin has the most VIPs, two", "most of the VIPs have no city", "the VIPs are spread over
    five cities", "the Aoife Ivanovas (two of them) are both without a description", "$80 went to the 16
    resellers")."""
    assert posted_text_holds(TASKS[task_id], text) is passes


def test_plans_kept() -> None:
    """(resample37d) each drawn task carries two honest alternates and three wrong plans of this round."""
    assert_review_marks("resample37d", TASKS, (C025, A080), wrong=3, alternates=2)


@pytest.mark.parametrize("task_id", sorted(TASKS))
def test_every_width_reads_resample37d(task_id: str) -> None:
    """(resample37d) the refusals hold at all 30 widths, after the oracle's post: "most customers have a city"
    (and "… no city") passes only where more than half do (don't); the cities the VIPs span pass and one more
    fails; "no city has more than one VIP" passes only where it is so; the VIPs' count with a city passes and
    one more fails; "VIPs and resellers together make up half the batch" passes only where they do; a city
    with fewer customers than the biggest said to have more than it fails; on widths with a nameless
    customer that is not a VIP, "the nameless ones: all VIPs" fails."""
    task = TASKS[task_id]
    [post] = [s.args["text"] for s in task.oracle if s.call == "slack.chat.postMessage"]
    stem = post.rstrip(".")
    n = int(task_id[-3:])
    rows = newest_customers(n)
    seated = sum(1 for c in rows if city_of(c))
    assert posted_text_holds(task, stem + "; most customers have a city.") is (2 * seated > n)
    assert posted_text_holds(task, stem + "; most customers have no city.") is (2 * (n - seated) > n)
    vips = [c for c in rows if c.get("description") == "VIP"]
    resellers = sum(1 for c in rows if c.get("description") == "Reseller")
    spanned = len({city_of(c) for c in vips if city_of(c)})
    if vips:
        assert posted_text_holds(task, stem + f"; the VIPs are spread over {spanned + 1} cities.") is False
        placed = sum(1 for c in vips if city_of(c))
        assert posted_text_holds(task, stem + f"; {placed + 1} of the VIPs have a city.") is False
        per_city = Counter(city_of(c) for c in vips if city_of(c))
        assert posted_text_holds(task, stem + "; no city has more than one VIP.") is (
            max(per_city.values(), default=0) <= 1
        )
    if spanned > 1:
        assert posted_text_holds(task, stem + f"; the VIPs are spread over {spanned} cities.")
    assert posted_text_holds(task, stem + "; VIPs and resellers together make up half the batch.") is (
        2 * (len(vips) + resellers) == n
    )
    cities = Counter(city_of(c) for c in rows if city_of(c))
    if cities:
        [(top, size), *rest] = cities.most_common()
        for city, count in rest:
            if count < size:
                assert not posted_text_holds(task, stem + f"; {city} has more customers than {top}.")
    nameless = [c for c in rows if not c.get("name")]
    if nameless and any(c.get("description") != "VIP" for c in nameless):
        assert not posted_text_holds(task, stem + "; the nameless ones: all VIPs.")
