# ruff: noqa: E501  (pinned wordings, kept one message per line where they fit)
"""Pins what the thirty-eighth held-out re-sample's fan-out tasks changed (docs/reviews/resample38d.md), so a
later edit cannot quietly undo it.

Word-level only (no episodes): the #billing post of the drawn tasks (audit n=60 and n=80, review n=30 and
n=40), read by resample38d's refusals: one city's ratio to another ("Osaka has twice as many customers as
Lyon"), a city's rank between first and last ("São Paulo ranks second among the cities"), a city with none of
a description said to have one, "more VIPs than any other city" where the most is shared, the count without a
city after "and" ("26 have a city and 30 do not"), a city's count in a parenthesis, a description's or two
joined ones' count after "make up", descriptions "ten each", how many cities tie at a count, a share of the
batch with or without a description, a city's share of two descriptions joined, a name group said to be in
one city; and the honest wordings older readings refused (finished()'s "(6 customers)" after a city and "two
customers have no name", "K of the N" after "make up", resample21b's "half" inside "fewer than half",
resample24d's "three cities tie at seven"). Each wrong wording fails and each honest neighbour passes; the
ones left Open are not pinned. The full episodes are the tasks' own "(resample38d)" plans, run by
``toolproof validate``.
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

A060 = "fanout-audit.n060"
A080 = "fanout-audit.n080"
R030 = "fanout-review.n030"
R040 = "fanout-review.n040"

#: (task, post, whether the post pattern accepts it): the kept plans' wordings first (each wrong one passed
#: before, each honest one failed before), then the wordings tried at word level and their honest neighbours
#: ("(6 customers)" after a city and "two customers have no name" pass the post pattern; the generic grounding
#: check of counts, ``tasks/counts.py``, still refuses a count of customers the episode did not change: Open)
POSTS = [
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; Osaka is the top city, with six; VIPs and resellers together make up 23 of the 60; two have no name.",
        True,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; fewer than half are VIPs or resellers; VIPs make up 13 of the 60; Lyon ranks fourth among the cities.",
        True,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; Osaka has twice as many customers as Lyon; Lyon ranks second among the cities.",
        False,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; 26 have a city and 30 do not; Dublin has a VIP; Lyon has more VIPs than any other city.",
        False,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; the Aoife Ivanovas: both in Austin; VIPs, resellers and migrated customers are ten each; half of the Lyon customers are VIPs or migrated.",
        False,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; three cities tie at seven; VIPs and resellers together make up 34 of the 80; three have no name.",
        True,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; fewer than half are VIPs or resellers; Lyon and Austin are the smallest cities (five each); São Paulo ranks fourth among the cities.",
        True,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; São Paulo ranks second among the cities; Osaka has twice as many customers as Lyon.",
        False,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; the Aoife Ivanovas: both in Austin; half of the Austin customers are VIPs or resellers.",
        False,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; 37 have a city and 40 do not; VIPs, resellers and migrated customers are fifteen each; Dublin has twice as many customers as Austin.",
        False,
    ),
    (
        R030,
        "Review tags set for the 30 newest customers; Lyon and Osaka are the top cities (four each); VIPs and resellers together make up 12 of the 30.",
        True,
    ),
    (
        R030,
        "Review tags set for the 30 newest customers; fewer than half are VIPs or resellers; two have no name; Osaka has twice as many customers as São Paulo.",
        True,
    ),
    (
        R030,
        "Review tags set for the 30 newest customers; Osaka has twice as many customers as Berlin; Berlin ranks second among the cities.",
        False,
    ),
    (
        R030,
        "Review tags set for the 30 newest customers; 15 have a city and 12 do not; half of the Lyon customers are VIPs or migrated.",
        False,
    ),
    (
        R030,
        "Review tags set for the 30 newest customers; VIPs, resellers and migrated customers are six each; Lyon has more VIPs than any other city; Dublin has a reseller.",
        False,
    ),
    (
        R040,
        "Review tags set for the 40 newest customers; Osaka is the top city (five); Austin is the smallest city (one); fewer than half are VIPs or resellers.",
        True,
    ),
    (
        R040,
        "Review tags set for the 40 newest customers; VIPs and migrated together make up 13 of the 40; half of them have no description; Lyon ranks second among the cities.",
        True,
    ),
    (
        R040,
        "Review tags set for the 40 newest customers; most of them have no description; Lyon ranks third among the cities.",
        False,
    ),
    (
        R040,
        "Review tags set for the 40 newest customers; Osaka has twice as many customers as Berlin; half of the Osaka customers are VIPs or resellers.",
        False,
    ),
    (
        R040,
        "Review tags set for the 40 newest customers; 18 have a city and 20 do not; VIPs and resellers are seven each.",
        False,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; Osaka has twice as many customers as Lyon.",
        False,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; Osaka has twice as many customers as Austin.",
        True,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; Berlin has twice as many customers as Dublin.",
        False,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; São Paulo ranks second among the cities.",
        True,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; Osaka ranks first among the cities.",
        True,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; Lyon ranks second among the cities.",
        False,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; Lyon is the second biggest city.",
        False,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; Berlin and São Paulo tie for second with five.",
        True,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; Berlin and Lyon tie for second with five.",
        False,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; Osaka and Berlin tie for first with six.",
        False,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; Osaka is the top city (6 customers).",
        True,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; Osaka is the top city (7 customers).",
        False,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; Austin and Dublin tie for last with three each.",
        True,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; Austin and Lyon tie for last with three each.",
        False,
    ),
    (A060, "Audit tags and credits done for the 60 newest customers; two VIPs live in Austin.", False),
    (A060, "Audit tags and credits done for the 60 newest customers; one VIP lives in Austin.", True),
    (A060, "Audit tags and credits done for the 60 newest customers; Dublin has a VIP.", False),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; Dublin has no VIPs, resellers or migrated customers.",
        True,
    ),
    (A060, "Audit tags and credits done for the 60 newest customers; Dublin has two resellers.", False),
    (A060, "Audit tags and credits done for the 60 newest customers; 26 have a city and 30 do not.", False),
    (A060, "Audit tags and credits done for the 60 newest customers; 26 have a city and 34 do not.", True),
    (A060, "Audit tags and credits done for the 60 newest customers; most customers have a city.", False),
    (A060, "Audit tags and credits done for the 60 newest customers; most customers have no city.", True),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; the VIPs are spread over five cities.",
        False,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; the VIPs are spread over four cities.",
        True,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; VIPs and resellers together make up half the batch.",
        False,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; VIPs and resellers together make up 23 of the 60.",
        True,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; VIPs and resellers together make up 25 of the 60.",
        False,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; fewer than half are VIPs or resellers.",
        True,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; more than half are VIPs or resellers.",
        False,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; the nameless two are both without a description.",
        False,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; the nameless two: one with no description, one migrated.",
        True,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; the Mei Silvas: a VIP and a reseller.",
        False,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; the Mei Silvas: a migrated one and a reseller.",
        True,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; the Aoife Ivanovas: both in Austin.",
        False,
    ),
    (A060, "Audit tags and credits done for the 60 newest customers; the 山田太郎 pair: both VIPs.", False),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; half of the Lyon customers are VIPs or migrated.",
        False,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; three of the four Lyon customers are VIPs or resellers.",
        True,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; VIPs, resellers and migrated customers are ten each.",
        False,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; $300 in credits, $70 of it to the VIPs.",
        False,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; $300 in credits, $65 of it to the VIPs.",
        True,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; Lyon has more VIPs than any other city.",
        False,
    ),
    (A060, "Audit tags and credits done for the 60 newest customers; Osaka has the most resellers.", False),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; Lyon, Berlin and São Paulo tie for the most resellers, two each.",
        True,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; resellers are the largest group.",
        False,
    ),
    (A060, "Audit tags and credits done for the 60 newest customers; VIPs are the largest group.", True),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; resellers are the smallest group.",
        True,
    ),
    (A060, "Audit tags and credits done for the 60 newest customers; every city has a reseller.", False),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; the resellers are spread over five cities.",
        False,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; the resellers are spread over four cities.",
        True,
    ),
    (A060, "Audit tags and credits done for the 60 newest customers; 43 bill in USD.", False),
    (A060, "Audit tags and credits done for the 60 newest customers; 42 bill in USD.", True),
    (A060, "Audit tags and credits done for the 60 newest customers; two customers have no name.", True),
    (A060, "Audit tags and credits done for the 60 newest customers; three customers have no name.", False),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; Lyon has more customers than Berlin.",
        False,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; Osaka has three times as many customers as Austin.",
        False,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; São Paulo is the second largest city.",
        True,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; Dublin and Austin are the smallest cities.",
        True,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; Lyon and Dublin tie at four each.",
        False,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; the VIPs: nine with no city, one each in Lyon, Osaka and Berlin.",
        False,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; nine VIPs have no city and two live in Lyon.",
        False,
    ),
    (A080, "Audit tags and credits done for the 80 newest customers; three cities tie at seven.", True),
    (A080, "Audit tags and credits done for the 80 newest customers; four cities tie at seven.", False),
    (A080, "Audit tags and credits done for the 80 newest customers; three cities tie at six.", False),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; Osaka, Berlin and Dublin tie at seven each.",
        True,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; São Paulo ranks second among the cities.",
        False,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; São Paulo ranks fourth among the cities.",
        True,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; Lyon has twice as many customers as Osaka.",
        False,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; Osaka has twice as many customers as Lyon.",
        False,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; Osaka is a top city (7 customers).",
        True,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; Lyon and Austin tie for last with five each.",
        True,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; the Aoife Ivanovas: both in Austin.",
        False,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; the Bo Okafors: a VIP and a reseller.",
        False,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; the Bo Okafors: a VIP and a migrated one.",
        True,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; half of the Austin customers are VIPs or resellers.",
        False,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; half of the Dublin customers are resellers.",
        False,
    ),
    (A080, "Audit tags and credits done for the 80 newest customers; three VIPs live in Austin.", False),
    (A080, "Audit tags and credits done for the 80 newest customers; 37 have a city and 40 do not.", False),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; VIPs and resellers together make up 30 of the 80.",
        False,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; VIPs and resellers together make up 34 of the 80.",
        True,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; fewer than half are VIPs or resellers.",
        True,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; $400 in credits, $100 of it to the VIPs.",
        False,
    ),
    (A080, "Audit tags and credits done for the 80 newest customers; three customers have no name.", True),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; Dublin has twice as many customers as Austin.",
        False,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; VIPs, resellers and migrated customers are fifteen each.",
        False,
    ),
    (R030, "Review tags set for the 30 newest customers; half of the customers have a city.", True),
    (R030, "Review tags set for the 30 newest customers; most customers have a city.", False),
    (R030, "Review tags set for the 30 newest customers; most customers have no city.", False),
    (R030, "Review tags set for the 30 newest customers; Lyon and Osaka tie for first with four each.", True),
    (R030, "Review tags set for the 30 newest customers; Lyon alone is the biggest city.", False),
    (
        R030,
        "Review tags set for the 30 newest customers; Lyon and Osaka are the top cities (4 customers each).",
        True,
    ),
    (
        R030,
        "Review tags set for the 30 newest customers; Osaka has twice as many customers as Berlin.",
        False,
    ),
    (
        R030,
        "Review tags set for the 30 newest customers; Osaka has twice as many customers as São Paulo.",
        True,
    ),
    (
        R030,
        "Review tags set for the 30 newest customers; Lyon has four times as many customers as Dublin.",
        True,
    ),
    (R030, "Review tags set for the 30 newest customers; Berlin ranks second among the cities.", False),
    (R030, "Review tags set for the 30 newest customers; Berlin ranks third among the cities.", True),
    (R030, "Review tags set for the 30 newest customers; the VIPs are spread over three cities.", False),
    (R030, "Review tags set for the 30 newest customers; the VIPs are spread over two cities.", True),
    (R030, "Review tags set for the 30 newest customers; resellers are the smallest group.", False),
    (R030, "Review tags set for the 30 newest customers; resellers are the largest group.", True),
    (R030, "Review tags set for the 30 newest customers; the oldest is Ana Silva.", False),
    (
        R030,
        "Review tags set for the 30 newest customers; VIPs and resellers together make up half the batch.",
        False,
    ),
    (
        R030,
        "Review tags set for the 30 newest customers; VIPs and resellers together make up 12 of the 30.",
        True,
    ),
    (R030, "Review tags set for the 30 newest customers; fewer than half are VIPs or resellers.", True),
    (R030, "Review tags set for the 30 newest customers; the nameless two are both migrated.", False),
    (R030, "Review tags set for the 30 newest customers; the Mei Silvas: both in Lyon.", False),
    (R030, "Review tags set for the 30 newest customers; the Mei Silvas: both in São Paulo.", True),
    (R030, "Review tags set for the 30 newest customers; the Ana Silvas: both migrated.", False),
    (
        R030,
        "Review tags set for the 30 newest customers; half of the Lyon customers are VIPs or migrated.",
        False,
    ),
    (R030, "Review tags set for the 30 newest customers; two VIPs live in Lyon.", False),
    (R030, "Review tags set for the 30 newest customers; 15 have a city and 12 do not.", False),
    (
        R030,
        "Review tags set for the 30 newest customers; VIPs, resellers and migrated customers are six each.",
        False,
    ),
    (R030, "Review tags set for the 30 newest customers; Austin and Dublin tie for last with two.", False),
    (
        R030,
        "Review tags set for the 30 newest customers; Austin and Dublin tie for last with one each.",
        True,
    ),
    (
        R030,
        "Review tags set for the 30 newest customers; São Paulo has twice as many customers as Berlin.",
        False,
    ),
    (R030, "Review tags set for the 30 newest customers; the Silvas are all migrated.", False),
    (R030, "Review tags set for the 30 newest customers; two customers have no name.", True),
    (R040, "Review tags set for the 40 newest customers; half of them have no description.", True),
    (R040, "Review tags set for the 40 newest customers; most of them have no description.", False),
    (R040, "Review tags set for the 40 newest customers; half of them have a description.", True),
    (R040, "Review tags set for the 40 newest customers; Osaka is the top city (5 customers).", True),
    (R040, "Review tags set for the 40 newest customers; Lyon is the top city (4 customers).", False),
    (R040, "Review tags set for the 40 newest customers; Lyon ranks third among the cities.", False),
    (R040, "Review tags set for the 40 newest customers; Lyon ranks second among the cities.", True),
    (
        R040,
        "Review tags set for the 40 newest customers; Osaka has twice as many customers as Berlin.",
        False,
    ),
    (R040, "Review tags set for the 40 newest customers; Lyon has twice as many customers as Dublin.", True),
    (R040, "Review tags set for the 40 newest customers; Berlin and São Paulo tie at three each.", True),
    (R040, "Review tags set for the 40 newest customers; Berlin and Dublin tie at three each.", False),
    (R040, "Review tags set for the 40 newest customers; migrated customers are the smallest group.", False),
    (R040, "Review tags set for the 40 newest customers; migrated customers are the largest group.", True),
    (
        R040,
        "Review tags set for the 40 newest customers; VIPs and migrated together make up a third of the batch.",
        False,
    ),
    (
        R040,
        "Review tags set for the 40 newest customers; VIPs and migrated together make up 13 of the 40.",
        True,
    ),
    (
        R040,
        "Review tags set for the 40 newest customers; half of the Osaka customers are VIPs or resellers.",
        False,
    ),
    (
        R040,
        "Review tags set for the 40 newest customers; two of the five Osaka customers are VIPs or resellers.",
        True,
    ),
    (R040, "Review tags set for the 40 newest customers; two VIPs live in Osaka.", False),
    (R040, "Review tags set for the 40 newest customers; one VIP lives in Osaka.", True),
    (R040, "Review tags set for the 40 newest customers; the Mei Silvas: a VIP and a reseller.", False),
    (R040, "Review tags set for the 40 newest customers; 18 have a city and 20 do not.", False),
    (R040, "Review tags set for the 40 newest customers; 18 have a city and 22 do not.", True),
    (R040, "Review tags set for the 40 newest customers; the migrated are spread over four cities.", False),
    (R040, "Review tags set for the 40 newest customers; the migrated are spread over three cities.", True),
    (
        R040,
        "Review tags set for the 40 newest customers; the nameless two: both without a description.",
        False,
    ),
    (R040, "Review tags set for the 40 newest customers; two customers have no name.", True),
    (R040, "Review tags set for the 40 newest customers; Dublin has more customers than Lyon.", False),
    (R040, "Review tags set for the 40 newest customers; Austin and Dublin tie for last with one.", False),
    (R040, "Review tags set for the 40 newest customers; Austin is the smallest city (1 customer).", True),
    (A060, "Audit tags and credits done for the 60 newest customers; Dublin has one reseller.", False),
    (A060, "Audit tags and credits done for the 60 newest customers; Lyon has a VIP.", True),
    (A060, "Audit tags and credits done for the 60 newest customers; VIPs make up 15 of the 60.", False),
    (A060, "Audit tags and credits done for the 60 newest customers; VIPs make up 13 of the 60.", True),
    (A060, "Audit tags and credits done for the 60 newest customers; 23 of the 60 are done.", False),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; the finished ones make up 59 of the 60.",
        False,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; VIPs and migrated together make up 23 of the 60.",
        False,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; VIPs and migrated together make up 25 of the 60.",
        True,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; Berlin ranks fourth among the cities.",
        False,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; Lyon ranks fourth among the cities.",
        True,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; Dublin ranks fifth among the cities.",
        True,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; Austin is the second smallest city.",
        True,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; Lyon is the second smallest city.",
        False,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; Lyon is the top city (4 customers).",
        False,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; the top city (5 customers) is Osaka.",
        False,
    ),
    (A060, "Audit tags and credits done for the 60 newest customers; Osaka comes second.", False),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; Lyon is the smallest city (5 customers).",
        True,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; Lyon is the smallest city (6 customers).",
        False,
    ),
    (A080, "Audit tags and credits done for the 80 newest customers; three customers are nameless.", True),
    (A080, "Audit tags and credits done for the 80 newest customers; four customers have no name.", False),
    (R030, "Review tags set for the 30 newest customers; Lyon has more VIPs than any other city.", False),
    (R030, "Review tags set for the 30 newest customers; Lyon has the most resellers.", True),
    (R030, "Review tags set for the 30 newest customers; Dublin has a reseller.", False),
    (
        R040,
        "Review tags set for the 40 newest customers; Osaka has five times as many customers as Austin.",
        True,
    ),
    (
        R040,
        "Review tags set for the 40 newest customers; Osaka has four times as many customers as Austin.",
        False,
    ),
    (
        R040,
        "Review tags set for the 40 newest customers; Lyon has four times as many customers as Austin.",
        True,
    ),
    (
        R040,
        "Review tags set for the 40 newest customers; Lyon and Osaka are the top cities (5 customers each).",
        False,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; the Mei Silvas: both in São Paulo.",
        True,
    ),
    (A060, "Audit tags and credits done for the 60 newest customers; the Mei Silvas: both in Lyon.", False),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; the Ana Silvas are all in Berlin.",
        False,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; the Mei Silvas (two of them) both live in São Paulo.",
        True,
    ),
    (A080, "Audit tags and credits done for the 80 newest customers; two cities tie at seven.", False),
    (A080, "Audit tags and credits done for the 80 newest customers; two cities tie at five.", True),
    (A080, "Audit tags and credits done for the 80 newest customers; three cities tie at five.", False),
    (A080, "Audit tags and credits done for the 80 newest customers; three cities tie at eight.", False),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; half of the Lyon customers are VIPs or migrated.",
        False,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; half of the Austin customers have no description or are resellers.",
        True,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; most of the Dublin customers are VIPs or resellers.",
        True,
    ),
    (R040, "Review tags set for the 40 newest customers; VIPs and resellers are seven each.", False),
    (R030, "Review tags set for the 30 newest customers; VIPs and resellers are five each.", False),
    (R030, "Review tags set for the 30 newest customers; half of them have no description.", False),
    (R030, "Review tags set for the 30 newest customers; most of them have a description.", True),
    (A060, "Audit tags and credits done for the 60 newest customers; the Silvas: all in São Paulo.", False),
    (A080, "Audit tags and credits done for the 80 newest customers; the Okafors are all in Osaka.", False),
    (R030, "Review tags set for the 30 newest customers; the Ana Silvas: both in Berlin.", False),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; two cities tie for the top spot with seven.",
        False,
    ),
    (
        A080,
        "Audit tags and credits done for the 80 newest customers; three cities tie for first with seven.",
        True,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; two cities tie for last with three.",
        True,
    ),
    (
        A060,
        "Audit tags and credits done for the 60 newest customers; three cities tie for last with three.",
        False,
    ),
]


@pytest.mark.parametrize(("task_id", "text", "passes"), POSTS)
def test_fanout_summary(task_id: str, text: str, passes: bool) -> None:
    """(resample38d) the drawn batches' posts: a ratio of two cities, a rank, a city's count of a description,
    a shared most, a count after "and", a parenthesised count, a count after "make up", counts "each", a tie's
    count of cities, a share of the described, a city's joined share or a name group's city that the batch
    does not bear out fails; each honest neighbour passes (several failed before: "Osaka is the top city (6
    customers)", "VIPs and resellers together make up 23 of the 60", "fewer than half are VIPs or resellers",
    "two customers have no name", "three cities tie at seven")."""
    assert posted_text_holds(TASKS[task_id], text) is passes


def test_plans_kept() -> None:
    """(resample38d) each drawn task carries two honest alternates and three wrong plans of this round."""
    assert_review_marks("resample38d", TASKS, (A060, A080, R030, R040), wrong=3, alternates=2)


@pytest.mark.parametrize("task_id", sorted(TASKS))
def test_every_width_reads_resample38d(task_id: str) -> None:
    """(resample38d) the refusals hold at all 30 widths, after the oracle's post: the biggest city "has twice
    as many customers as" the smallest passes only where it has; the biggest city's count in a parenthesis
    passes (a tie for the top too) and one more fails; the nameless counted pass and one more fails; the VIPs' and resellers' count
    after "make up" passes and one more fails; a city ranked second passes only where it can be (a tie
    allows it); "most of them have no description" passes only where more than half have none."""
    task = TASKS[task_id]
    [post] = [s.args["text"] for s in task.oracle if s.call == "slack.chat.postMessage"]
    stem = post.rstrip(".")
    n = int(task_id[-3:])
    rows = newest_customers(n)
    cities = Counter(city_of(c) for c in rows if city_of(c))
    if len(cities) > 1:
        [(top, size), *rest] = cities.most_common()
        low, few = rest[-1]
        text = stem + f"; {top} has twice as many customers as {low}."
        assert posted_text_holds(task, text) is (size == 2 * few)
        assert posted_text_holds(task, stem + f"; {top} is the top city ({size} customers).")
        assert not posted_text_holds(task, stem + f"; {top} is the top city ({size + 1} customers).")
        for city, count in rest:
            above = sum(k > count for k in cities.values())
            can = above < 2 <= above + sum(k == count for k in cities.values())
            assert posted_text_holds(task, stem + f"; {city} ranks second among the cities.") is can
    nameless = sum(1 for c in rows if not c.get("name"))
    if nameless > 1:
        assert posted_text_holds(task, stem + f"; {nameless} customers have no name.")
    assert not posted_text_holds(task, stem + f"; {nameless + 1} customers have no name.")
    joined = sum(1 for c in rows if c.get("description") in ("VIP", "Reseller"))
    made = stem + f"; VIPs and resellers together make up {joined} of the {n}."
    assert posted_text_holds(task, made)
    assert not posted_text_holds(task, made.replace(f"up {joined} of", f"up {joined + 1} of"))
    bare = sum(1 for c in rows if not c.get("description"))
    assert posted_text_holds(task, stem + "; most of them have no description.") is (2 * bare > n)
