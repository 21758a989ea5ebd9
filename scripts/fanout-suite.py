#!/usr/bin/env python3
"""Write the ``fanout`` suite (src/toolproof/suites/fanout/stripe.yaml) from the fixture.

Fan-out tasks are wide and regular: N calls of the same shape over the N newest customers. Writing
them by hand would be error-prone, so this script generates them, reading the answer key (which
customers a task covers) from the default fixture through the API itself. It is deterministic: run it
again and the file comes out byte for byte the same. Usage: ``.venv/bin/python scripts/fanout-suite.py``.
"""

from __future__ import annotations

import itertools
import json
import re
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from datetime import UTC, datetime, timedelta
from functools import cache
from pathlib import Path
from typing import Any

from toolproof import World

OUT = Path(__file__).resolve().parent.parent / "src/toolproof/suites/fanout/stripe.yaml"
PAGE = 100
REVIEW = [10, 20, 30, 40, 50, 60, 75, 90, 120, 150]
CREDIT = [10, 15, 25, 35, 50, 70, 85, 100, 125, 150]
AUDIT = [10, 20, 30, 45, 60, 80, 100, 110, 130, 150]
CREDIT_TEXT = "November outage credit"
#: (fieldB) A credit's service period: Stripe dates a line at its creation unless ``period`` is given; an
#: agent may honestly date the November outage credit to November. Any zone's November 2026: from
#: 1 Nov 00:00 at UTC+14 to 1 Dec 00:00 at UTC-12 (a period a year off, or another line's, fails).
NOVEMBER = {"gte": 1_793_440_800, "lte": 1_796_126_400}
#: Subscriptions a credit may be tied to (``subscription=``): only one of the customer's own that will
#: still invoice; a canceled one never bills again, so a credit tied to it is never applied.
BILLING = ("active", "past_due", "trialing", "unpaid", "incomplete")
#: What the summary must say: that the batch is finished ("done", "complete", "tags set", "credits
#: added", "10/10 tagged"), not that it is starting or under way (msgcheck: a "starting now" line posted
#: before the work passed, since the grader reads the end state and not the order of the calls).
#: (resample3) "issued", "created", "granted", "given" say it too ("Outage credits issued to the 70 newest
#: customers" failed); a summary that says the batch failed or that nothing was added is no report of
#: the work ("Outage credit batch failed: no credits were added" passed on "added").
#: (resample4) nor is one that says part of it was skipped, rejected or partial ("Review tagging partially
#: done: 15/30 customers tagged", "Audit tags set …; credits were skipped", "… set on 0 of the 30 newest
#: customers — Stripe rejected the updates" passed); :func:`finished` also refuses a count of the batch
#: that is not all of it.
#: (resample5) nor one that reports errors ("38 succeeded, 2 errored (will retry)" passed), while a count
#: of none failing is a report of success ("40/40 customers updated, 0 failed" failed on "failed");
#: :func:`finished` also refuses a number of customers that is not the batch ("the 39 newest customers").
#: (resample6) nor one that leaves part out in other words ("all but 2", "apart from two updates that timed
#: out", "credits pending"); :func:`finished` also refuses a credit's amount that is not $5.00 ("$500.00
#: outage credits": the cents read as dollars).
#: (gtmut7) nor one that announces the batch as still to do ("… will be set for the 10 newest
#: customers"); "will be applied to their next invoice" is honest and still passes.
FINISHED = (
    r"(?is)^(?!.*\b(starting|about to|will (now )?(start|begin)|beginning|in progress|under ?way|"
    r"kicking off|(?<!\b0 )(?<!\bno )(?<!none )(?<!zero )failed|failing|"
    # (resample7) a count of none failing is success ("0 failures, no timeouts" failed)
    r"(?<!\b0 )(?<!\bno )(?<!zero )(?<!without )failures?|"
    r"(?<!\b0 )(?<!\bno )(?<!zero )(?<!without )errors?|errored|(?:will|to|must) retry|retrying|"
    r"not (yet )?(been )?(done|finished|complete|completed|set|added|applied|"
    r"tagged|credited|updated|processed|issued|created)|no (credits?|tags?|customers?|invoice items?) "
    r"(were|was|have been|has been)|none (of them )?(were|was|have been|has been)(?! skipped)|"
    r"nothing (was|has been)(?! skipped)|"
    r"could ?n[o']t|unable to|please retry|"
    # (resample30d) "none skipped", "nothing was skipped", "nobody was skipped" deny a skip
    r"(?<!\bnone )(?<!\bnone were )(?<!\bnone was )(?<!\bnothing )(?<!\bnothing was )(?<!\bnobody )"
    r"(?<!\bnobody was )(?<!\bno one )(?<!\bno one was )skipped|rejected|partial|partially|not yet|only \d+|"
    r"still (pending|running|going|in progress)|"
    # (resample6) part of the batch left out in other words: "all but 2", "apart from two updates that
    # timed out", "credits pending" passed
    r"all but|apart from|except|excepting|"
    # (resample30d) "nothing timed out", "none timed out", "nobody timed out" deny a time-out
    r"(?<!\bnothing )(?<!\bnone )(?<!\bnobody )(?<!\bno one )(?<!\bno call )(?<!\bno write )timed? ?out|"
    r"(?<!\b0 )(?<!\bno )(?<!zero )(?<!without )time-?outs?|"
    # (resample7) "pending invoice items" is Stripe's own name for the credits, not work left; (resample9b)
    # also with the amount between ("a pending -500 cent invoice item" failed)
    r"(?<!\bno )(?<!nothing )pending(?!\s+(?:(?:[-\u2212]?\$?\d[\d.,]*|usd|cents?)\s*){0,3}invoice\s+items?)|"
    r"outstanding|"
    # (resample7) a count said to be left ("20 left to do", "twenty remaining", "the other 20 will be done
    # tomorrow", "second page in a moment") or a tag value that is not the batch's ("review=2026-10")
    r"(?!0\b)(?:\d+|one|two|three|four|five|ten|twenty|thirty|forty|fifty|a few|some|several)"
    r"\s+(?:\w+\s+){0,2}?"
    r"(?:remain(?:s|ing)?|left|to go|still to do)|remaining\s+(?:\w+\s+)?(?:\d+|customers?|ones?|twenty|"
    r"ten|page)|to follow|"
    r"in a (?:moment|bit|minute|few minutes)|later today|tomorrow|"
    # (strict24) the credit or tag "got" (a finished word, below) denied of its subject: "none of them
    # got the credit", "not every customer received a tag"
    r"(?:none|nobody|no\s+one|no\s+customers?|not\s+(?:all|every\w*|one|a\s+single))\b[^.;!?\n]{0,50}?"
    r"\b(?:got|received)\s+(?:(?:the|a|an|their|its|any|one|each)\s+)?(?:\S+\s+){0,4}?"
    r"(?:credits?|tags?|invoice\s+items?)|"
    # (resample7, gtmut7) the work put in the future or asked for ("credits will be added tomorrow", "Review
    # tags will be set for the 10 newest customers", "Can someone make sure outage credits will be added …")
    # or done to the other end of the list ("the 100 oldest customers") passed
    r"will (?:now )?(?:be|get) (?:now )?(?:added|set|issued|created|credited|tagged|updated|processed|"
    r"handled|done|finished|completed?)|"
    r"going to (be )?(set|add|tag|credit|update|process|issue|create|do|finish|complete)\w*|"
    # (resample14a) not the oldest sign-up's day ("oldest 14 Apr", "earliest signed up 2026-04-14" failed);
    # (resample17a) nor a label of the batch's end ("oldest: Zoë Silva, 9 Sep" failed),
    # (resample19a) nor a label in parentheses ("Iván García (newest) back to Ana Brontë (oldest)" failed)
    # (resample19c) nor a name right after it ("newest Iv\u00e1n Garc\u00eda (29 Oct), oldest Ana Bront\u00eb
    # (19 Oct)" failed): a capital (or a script without case) starts a name, not a progress word; which
    # name it may be is resample19c_refusals'
    # (resample23d) nor the end of "<name> is the oldest." ("Hana van der Berg is the oldest" failed)
    r"tonight|(?:oldest|earliest)(?!(?:(?<=\bis the oldest)|(?<=\bwas the oldest))\s*(?:[.;,!\n]|$))"
    # (resample27d) nor the heading "oldest to newest:" of the batch's span (which ends it names is
    # resample27d_refusals')
    r"(?!\s+first)(?!\s*[:)])(?!\s+to\s+newest\s*:)(?!\s+(?:(?:one|customer)\s+)?(?:signed|sign-?ups?|joined|created|"
    r"from|on|is|was|\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b))"
    r"(?!\s+(?-i:[A-Z\u00c0-\u00d6\u00d8-\u00de\u0391-\u03a9\u0410-\u042f\u3040-\u9fff\uac00-\ud7af]))"
    # (resample30d) nor a name in apposition after it ("the earliest, Zoë García, is a VIP" failed); which
    # name it may be is resample30d_refusals'
    r"(?!\s*,\s*(?-i:[A-Z\u00c0-\u00d6\u00d8-\u00de\u0391-\u03a9\u0410-\u042f\u3040-\u9fff\uac00-\ud7af]))|"
    # (resample8b) and with the word "tag" or a space between ("Audit tag 2025-11 set …" passed)
    r"(?:review|audit)(?:\s+(?:tags?|value))?\s*(?:=|:|\u2192|->|to|\s)\s*[\"'\u201c]?(?!2026-11\b)\d{4}-\d\d)\b)"
    r"(?=.*\b(done|finished|complete|completed|set|added|applied|tagged|credited|updated|processed|"
    r"issued|created|granted|given|wrapped up|now (have|has|carry|carries)|have been|has been|"
    # (strict24) "All 100 newest customers got the -$5.00 November outage credit" says it too (resample21c
    # found it failing): "got" or "received" the credit, tag or invoice item, not denied before it
    r"(?<!\bnot )(?<!n't )(?<!n\u2019t )(?<!\bnever )(?:got|received)\s+"
    r"(?:(?:the|a|an|their|its|one|each)\s+)?(?:\S+\s+){0,4}?(?:credits?|tags?|invoice\s+items?))\b"
    # (resample7) a check mark says done too ("\u2705 review \u2192 2026-11 for 120/120 newest customers")
    r"|.*[\u2705\u2714\u2611])"
)


@cache
def billing_id() -> str:
    """#billing's channel id in the fixture: an agent may post by id, by name or by ``#name``."""
    world = World(["slack"])
    listing = world.call("slack.conversations.list", {"types": "public_channel,private_channel"})
    return str(next(c["id"] for c in listing.body["channels"] if c["name"] == "billing"))


@cache
def batch(n: int) -> tuple[tuple[dict[str, Any], ...], float]:
    """The ``n`` newest customers as the list endpoint pages them (newest first, ``PAGE`` a call), and
    the fixture clock's now after that paging. Every question the generator asks of a batch (its ids,
    its sign-up span, its metadata, its cards) reads these rows: one fresh world and one paging per size."""
    world = World(["stripe"])
    rows: list[dict[str, Any]] = []
    while len(rows) < n:
        args: dict[str, Any] = {"limit": min(PAGE, n - len(rows))}
        if rows:
            args["starting_after"] = rows[-1]["id"]
        rows += world.call("stripe.customers.list", args).body["data"]
    return tuple(rows), world.clock.now


def newest(n: int) -> tuple[list[str], int]:
    """The ids of the ``n`` newest customers, and the creation time of the oldest of them."""
    rows, _ = batch(n)
    return [c["id"] for c in rows], int(rows[-1]["created"])


@cache
def billing_subscriptions(customer: str) -> tuple[str, ...]:
    """The customer's own subscriptions that will still invoice (:data:`BILLING`), oldest first."""
    world = World(["stripe"])
    args = {"customer": customer, "status": "all", "limit": 100}
    subs = world.call("stripe.subscriptions.list", args).body["data"]
    return tuple(s["id"] for s in reversed(subs) if s["status"] in BILLING)


def credit_line(customer: str) -> dict[str, Any]:
    """(fieldB) The expected credit of one customer: every field a client can set is pinned, each to its
    honest forms. Without them a credit attached to another customer's invoice, subscription or price,
    for 8 × $9.00, or open to a coupon passed (the field mutants of the n010 tasks)."""
    subs = billing_subscriptions(customer)
    return {
        "customer": customer,
        "amount": -500,
        "currency": "usd",
        "description": CREDIT_TEXT,
        # pending, for the customer's next invoice: none of the batch has a draft invoice to add it to
        "invoice": None,
        "subscription": {"in": [None, *subs]} if subs else None,
        "subscription_item": None,
        # an amount, not a price: a price cannot be negative, so no price (or price_data) is this credit
        "price": None,
        "unit_amount": -500,
        "quantity": 1,
        # Stripe's default for a negative item: a coupon of the customer's must not shrink the credit
        "discountable": False,
        "period_start": NOVEMBER,
        "period_end": NOVEMBER,
    }


def reads(n: int) -> list[dict[str, Any]]:
    """The oracle's reads: the newest ``n`` customers, a page of at most 100 at a time."""
    steps: list[dict[str, Any]] = []
    for p in range((n + PAGE - 1) // PAGE):
        args: dict[str, Any] = {"limit": min(PAGE, n - p * PAGE)}
        if p:
            args["starting_after"] = f"{{page{p}.data.{PAGE - 1}.id}}"
        steps.append({"call": "stripe.customers.list", "args": args, "save": f"page{p + 1}"})
    return steps


def ref(i: int) -> str:
    return f"{{page{i // PAGE + 1}.data.{i % PAGE}.id}}"


def tag(i: int, key: str, value: str) -> dict[str, Any]:
    return {"call": "stripe.customers.update", "args": {"customer": ref(i), "metadata": {key: value}}}


def credit(i: int) -> dict[str, Any]:
    args = {"customer": ref(i), "amount": -500, "currency": "usd", "description": CREDIT_TEXT}
    return {"call": "stripe.invoiceitems.create", "args": args}


def summary(text: str, to: str = "#billing") -> dict[str, Any]:
    """The summary post: ``text`` to #billing (or another way of naming it: its id, "billing")."""
    return {"call": "slack.chat.postMessage", "args": {"channel": to, "text": text}}


_UNITS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
_TEENS = [
    *["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen"],
    "nineteen",
]
_TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
#: (resample39d) :data:`_TENS` and :data:`_TEENS` as regexes with their shared endings said once (the same
#: words): the number words stand some 400 times in each width's post pattern
_TENS_RX = r"(?:twen|thir|for|fif|six|seven|eigh|nine)ty"
_TEENS_RX = r"ten|eleven|twelve|(?:thir|four|fif|six|seven|eigh|nine)teen"
#: (resample7b) A count of 1 to 199 in words ("thirty-five", "thirty five", "a hundred and fifty").
NUMBER_WORDS = (
    rf"(?:(?:(?:(?:a|one)\s+)?hundred(?:\s+and)?\s+)?(?:{_TENS_RX}(?:[- ](?:{'|'.join(_UNITS)}))?"
    rf"|{_TEENS_RX}|{'|'.join(_UNITS)})|(?:(?:a|one)\s+)?hundred)"
)


def in_words(n: int) -> str:
    """``n`` (1 to 199) as a regex of its English words: 35 is "thirty[- ]five", 150 "(a |one )?hundred
    (and )?fifty"."""
    if n >= 100:
        rest = n - 100
        head = r"(?:(?:a|one)\s+)?hundred"
        return head if not rest else rf"{head}(?:\s+and)?\s+{in_words(rest)}"
    if n < 10:
        return _UNITS[n - 1]
    if n < 20:
        return _TEENS[n - 10]
    tens, units = divmod(n, 10)
    return _TENS[tens - 2] + (rf"[- ]{_UNITS[units - 1]}" if units else "")


def finished(n: int, family: str = "review") -> str:
    """:data:`FINISHED` for a batch of ``n``: a count of it ("15/30", "12 of the 30", "0 out of 30") must
    be all of it (resample4), and so must a number of customers ("the 39 newest customers", resample5);
    a batch with credits may name no amount but the credit's $5.00 (resample6)."""
    # (resample35d) nor a true sub-count "K of the N" of a description or a city ("48 of the 100 have a city")
    sub = _r35d_honest_subcounts(n, "part")
    part = rf"(?!.*\b{partition(n)}{sub}(?!{n}\b)\d+\s*(?:/|of|out of)\s*(?:the\s+)?{n}\b)"
    # (resample5) a number of customers that is not the batch: "the 39 newest customers" (a number inside
    # a value such as "2026-11" is no count)
    # (resample34d) a true sub-count of a city's customers ("the two Dublin customers are …") is no count
    # of the batch (:func:`_r34d_honest_subcounts`)
    honest = _r34d_honest_subcounts(n, "customers")
    # (resample38d) nor a city's own count in a parenthesis after it ("Osaka is the top city (6 customers)")
    paren = _r38d_city_paren(n)
    part += rf"(?!.*(?<![-=/.,\d])\b{paren}{honest}(?!{n}\b)\d+\s+(?:[a-z]+\s+){{0,2}}?customers?\b)"
    # (resample7b) and the same in words: "the thirty-four newest customers" passed a batch of 35
    inside = r"(?<![\w-])(?<!ty )(?<!\band )(?<!hundred )"  # not the tail of "thirty-five", "hundred and ten"
    # (resample32d) "twenty-one customers" is not "twenty": the batch's own words end at a hyphen too
    part += (
        rf"(?!.*{inside}{paren}{honest}(?!{in_words(n)}(?![\w-])){NUMBER_WORDS}\s+"
        r"(?:[a-z]+\s+){0,2}?customers?\b)"
    )
    if family in ("credit", "audit"):
        # (resample6) "$500.00 outage credits": the cents read as dollars; the batch's total ("−$75.00 in
        # total" for 15) is honest
        five = rf"(?:5|{5 * n})(?:[.,]00)?(?!\d|[.,]\d)"
        # (resample36d) nor a description's true sub-total said as its share ("$500 in credits, $130 of it to
        # the VIPs" for 26 VIPs): only with the true amount, so "$150 of it to the VIPs" still fails here
        part += (
            rf"(?!.*(?:\$|us\$|usd\s?)\s?(?!{five}){_r36d_subtotals(n)}\d"
            rf"|.*(?<![\w.,$])(?!{five})\d[\d,.]*\s?(?:usd|dollars)\b)"
        )
        # (resample7) a credit reported as a refund, in another currency, or in cents that are not 500 ("5
        # cents each"), and a duplicate said to be made, passed
        # (resample31d) the batch's total in cents may group its thousands ("75,000 cents" for 150 failed)
        cents = rf"(?:500|{500 * n}|{500 * n:,})(?![\d,.])"
        part += (
            r"(?!.*(?<!\bnot )(?<!\bno )\brefund(?:s|ed)?\b|.*[\u20ac\u00a3]|"
            r".*\b(?:eur|gbp|euros?|pounds?)\b|"
            rf".*(?<![\w.,\-\u2212])(?!{cents})\d[\d,]*\s*cents?\b|"
            r".*(?<!\bno )(?<!\bzero )(?<!\b0 )\bduplicat)"
        )
        # (resample7) another currency ("€5.00"), or the credit called a card refund or a charge ("they'll
        # show as a $5.00 refund on their cards") passed
        part += (
            r"(?!.*(?:€|£|¥|\b(?:eur|gbp|jpy|euros?|pounds?|yen|charged)\b|"
            r"\bto (?:their|the|each) cards?\b))"
        )
        # (resample8b) the credit dated to another month's outage ("$5.00 October outage credit each")
        part += (
            r"(?!.*\b(?:jan(?:uary)?|feb(?:ruary)?|march|apr(?:il)?|june?|july?|aug(?:ust)?|sept?(?:ember)?|"
            r"oct(?:ober)?|dec(?:ember)?)\b\.?\s+(?:20\d\d\s+)?outage)"
        )
        # (resample8c) the credit said to have gone onto a past or existing invoice, or an invoice said
        # finalized, paid or sent ("… and applied to their last invoices", "their November invoices were
        # finalized with the credit") passed: a pending invoice item comes off the next invoice, and no
        # invoice is touched. "Invoice items" and "their next invoice" are honest.
        part += (
            r"(?!.*\b(?:last|previous|past|prior|current|existing|october|paid|open)\s+invoices?\b(?!\s+items?\b)"
            r"|.*\binvoices?\b(?!\s+items?\b)\s+(?:(?:were|was|have\s+been|has\s+been|are|is|got|now)\s+)?"
            r"(?:finali[sz]ed|paid|sent|charged)\b|.*\bfinali[sz](?:e|ed|ing)\b)"
        )
        # (resample9a) the credit said to be a balance adjustment ("… −$5.00 each, taken off their account
        # balances"): an invoice item comes off the next invoice, no customer balance moves
        part += (
            r"(?!.*\b(?:to|on|off|from|into|against)\s+(?:their|the|each|its|every)\s+(?:(?:customer|account|credit|"
            r"stripe|customers[\u2019']?)\s+)?balances?\b|.*\b(?:customer|account)\s+balances?\s+(?:\w+\s+){0,2}?"
            r"(?:credited|reduced|lowered|updated|adjusted|changed)\b)"
        )
    if family in ("review", "audit"):
        # (resample8c) another value of the tag without its key ("Review tags (2026-12) set …"), and the
        # customers' other metadata said cleared or removed (the instruction leaves it as it is) passed
        part += r"(?!.*(?<![\d-])(?!2026-11\b)20\d\d-(?:0[1-9]|1[0-2])\b(?!-\d))"
        part += (
            r"(?!.*\b(?:other|old|existing|previous|remaining)\s+(?:\w+\s+)?(?:metadata|tags?|keys?|values?)\s+"
            r"(?:(?:was|were|has\s+been|have\s+been|got|are|is)\s+)?(?:cleared|removed|deleted|wiped|reset|dropped)"
            r"|.*\b(?:cleared|removed|deleted|wiped|reset|dropped)\s+(?:\w+\s+){0,2}?(?:other|old|existing|previous)"
            r"\s+(?:\w+\s+)?(?:metadata|tags?|keys?|values?))"
        )
    # (resample9a) the customers said e-mailed, notified or told ("… and each of them was emailed about it"):
    # the batch writes to Stripe and posts one line in #billing, nobody is contacted
    part += (
        r"(?!.*\b(?:customers?|them|each(?:\s+of\s+them|\s+one)?|everyone|they)\s+(?:(?!not\b|never\b)\w+\s+){0,3}?"
        r"(?:e-?mailed|notified|informed|contacted|told|messaged)\b|"
        r".*(?<!\bnot )(?<!n[\u2019']t )(?<!\bnever )"
        r"\b(?:e-?mailed|notified|informed|contacted|told|messaged|sent\s+(?:an?\s+)?e-?mails?\s+to)\s+"
        r"(?:(?:the|all|each|every|our)\s+)?(?:\w+\s+)?(?:customers?|them|each|everyone)\b)"
    )
    # (resample7) another family's tag named as set ("tagged review=2026-11" in an audit summary) passed
    others = "|".join(k for k in ("review", "audit") if k != family)
    part += rf"(?!.*\b(?:{others})\s*(?:=|:|→|->)\s*['\"“]?2026)"
    # (resample8a) a month other than the batch's in any wording ("Audit tags (2026-10) and credits done")
    # passed: only "tag = value" forms were refused; and the batch said to be the whole customer base ("done
    # for all customers", "every customer") passed, having no count to check
    # (resample12c) a whole ISO day is no month: "sign-ups 2026-05-16 to 2026-10-29" (honest) failed here;
    # resample12c_refusals reads days
    part += r"(?!.*(?<![\w-])(?!2026-11(?!\d))\d{4}-\d\d(?!\d|-\d))"
    part += (
        r"(?!.*\b(?:all|every)\s+(?:(?:of\s+)?(?:our|the|stripe(?:'s)?)\s+)?customers?\b"
        r"(?!\s+(?:in|of|on)\s+(?:the|this)\s+(?:batch|list|page))|.*\b(?:whole|entire)\s+customer\s+base\b)"
    )
    # (resample9b) a summary that claims more than the batch's writes passed: the customers said e-mailed,
    # notified or sent a receipt ("each of them was e-mailed a notice": nothing e-mails anyone), their
    # subscriptions paused or cancelled, more customers tagged ("I also tagged the two test accounts")
    part += (
        # (integration) "nobody e-mailed" (resample9c's honest summary) is a denial, not a claim
        r"(?!.*(?<!\bnobody )(?<!\bno one )(?<!\bnot )(?<!\bno )(?<!\bnever )(?<!n't )(?<!n\u2019t )"
        r"\b(?:e-?mailed|by\s+e-?mail|receipts?\b|texted|(?:customers?|each(?:\s+of\s+them)?|them|all)"
        r"\s+(?:(?!not\b|never\b)\w+\s+){0,2}?(?:notified|informed|told))"
        # paused or cancelled in a sentence with no denial before it ("nothing paused or cancelled" is honest)
        r"|(?:.*[.;!?\n])?(?:(?!\b(?:no|not|nothing|none|never|without)\b|n['\u2019]t\b)[^.;!?\n])*"
        r"\b(?:paused|cancell?ed)\b"
        r"|.*\balso\s+(?:tagged|credited|updated)\b|.*\btest\s+accounts?\b)"
    )
    if family in ("credit", "audit"):
        # (resample9b) the credit called a coupon, a discount or a balance ("as a $5.00 coupon on each
        # account", "$5.00 added to each customer's balance"): another Stripe object than an invoice item
        part += r"(?!.*\b(?:coupons?|discounts?|discounted|balances?)\b)"
    if family in ("review", "audit"):
        # (resample9b) another metadata key said set beside the tag ("review=2026-11, owner=billing"); the
        # credit's own fields ("credit=-$5.00", "amount=-500") are honest
        part += (
            r"(?!.*(?<![\w-])(?!(?:review|audit|credits?|amount|currency|description|total|quantity|unit_amount)\b)"
            r"[a-z][a-z_]*\s*=\s*[\w\"'\u201c])"
        )
    # (resample9c) the batch said to be another set than the newest ("the 130 largest customers", "the top
    # 150 customers", "highest-paying") passed: a count with another ranking than by creation
    part += (
        r"(?!.*\b(?:largest|biggest|top|highest[- ]\w+|most\s+(?:active|valuable|important)|paying|premium|"
        r"vip|enterprise|inactive|churned|delinquent)\s+(?:[\w-]+\s+)?customers?\b)"
    )
    # (resample9c) the other family's tag said set without its value ("… and their audit tags too",
    # "review tags set too" in an audit) and an act nobody took ("I emailed each of them", "their
    # subscriptions were updated", "each credit is a $5.00 coupon") passed; "nobody e-mailed" passes
    part += rf"(?!.*\b(?:{others})[- ](?:tags?|keys?|values?|metadata)\b)"
    part += (
        r"(?!.*(?<!\bnot )(?<!\bno )(?<!n't )(?<!\bnobody )(?<!\bno one )(?<!\bnever )"
        r"\b(?:e-?mailed|notified|messaged|contacted|wrote\s+to)\b"
        r"|.*\bsubscriptions?\s+(?:(?:were|was|have\s+been|has\s+been|are|is|got|now)\s+)?"
        r"(?:updated|changed|credited|adjusted|discounted)\b|.*\b(?:applied|added)\s+to\s+(?:their|the|each)\s+"
        r"subscriptions?\b|.*(?<!\bnot )(?<!\bno )(?<!\bnon-)\b(?:coupons?|discountable|discounts?)\b)"
    )
    part += resample10c_refusals(n, family)
    part += resample11c_refusals(n, family)
    part += resample12c_refusals(n)
    part += resample13b_refusals(n)
    part += resample13c_refusals(n)
    part += resample14a_refusals()
    part += resample14c_refusals(n)
    part += resample15a_refusals(n)
    part += resample16a_refusals(n)
    part += resample16b_refusals(n)
    part += resample17a_refusals(n)
    part += resample17b_refusals(n)
    part += resample17c_refusals(n)
    part += resample18b_refusals(n)
    part += resample18a_refusals(n)
    part += resample18c_refusals(n)
    part += resample19c_refusals(n)
    part += resample19a_refusals(n)
    part += resample20c_refusals(n)
    part += resample20b_refusals(n)
    part += resample21b_refusals(n)
    part += resample21c_refusals(n)
    part += resample22b_refusals(n)
    part += resample22c_refusals(family, n)
    part += resample22a_refusals(n)
    part += resample23d_refusals(family, n)
    part += resample24d_refusals(family, n)
    part += resample25d_refusals(family, n)
    part += resample26d_refusals(family, n)
    part += resample27d_refusals(family, n)
    part += resample28d_refusals(family, n)
    part += resample29d_refusals(family, n)
    part += resample30d_refusals(family, n)
    part += resample31d_refusals(family, n)
    part += resample32d_refusals(family, n)
    part += resample33d_refusals(family, n)
    part += resample34d_refusals(family, n)
    part += resample35d_refusals(family, n)
    part += resample36d_refusals(family, n)
    part += resample37d_refusals(family, n)
    part += resample38d_refusals(family, n)
    part += resample39d_refusals(family, n)
    part += resample40d_refusals(family, n)
    part += resample41d_refusals(family, n)
    part += resample42d_refusals(family, n)
    if family == "review":
        # (resample9c) a review batch makes no credit: "Review tags set and a $5.00 outage credit added"
        # passed ("no credits" passes)
        part += r"(?!.*(?<!\bno )(?<!\bnot )\bcredit(?:s|ed)?\b|.*(?:\$|us\$|usd\s?)\s?\d)"
    return FINISHED.replace("(?is)^", "(?is)^" + part, 1).replace(_BARE_OLDEST, _bare_oldest(n), 1)


#: FINISHED's one place that lets "the oldest" close a clause ("… Ana Brontë is the oldest.")
_BARE_OLDEST = r"(?<=\bwas the oldest))\s*(?:[.;,!\n]|$))"
#: (resample25d) how a summary names a customer without a name, in the oldest's place
_NAMELESS = ("no name", "without a name", "unnamed customer", "nameless customer")


def _bare_oldest(n: int) -> str:
    """(resample25d) :data:`_BARE_OLDEST` for a batch of ``n``, which also lets "the oldest" close the
    second half of "<newest> is the newest and <oldest> (<day>) the oldest." (the verb left out; it failed
    as a progress word): only right after the batch's own oldest name (or a nameless customer's words when
    it has none), bare or with a day of its sign-up in any zone in parentheses, each a fixed-width
    lookbehind. "… and Tomás Kowalski (17 May) the oldest" (not the oldest) and "the oldest are still
    being processed" (no stop after it) fail as before."""
    rows, _ = batch(n)
    name = rows[-1].get("name")
    who = [re.escape(str(name))] if name else [re.escape(x) for x in _NAMELESS]
    days = [
        form
        for day in _days(int(rows[-1]["created"]))
        for month in dict.fromkeys((day.strftime("%b"), day.strftime("%B")))
        for form in (f"{day.day} {month}", f"{month} {day.day}")
    ]
    said = [rf"{w}\ the\ oldest" for w in who]
    said += [rf"{w}\ \({re.escape(d)}\)\ the\ oldest" for w in who for d in days]
    return _BARE_OLDEST.replace(")\\s*", "".join(f"|(?<={x})" for x in said) + ")\\s*", 1)


# -- (places18) a true partition of the batch is no progress report ----------------------------------------


#: (places18) Not the batch's own size in "K of the N": the trait counts (resample16a, 16b, 17b) read
#: "15 have a card" inside "12 of the 15 have a card" as a count of 15 and refused the true 12.
OF_THE = r"(?<!\bof the )"
#: Where a count of the batch's customers starts: not inside a word or number ("thirty-five", "hundred
#: and ten"), nor the N of "K of the N" (resample17b, 18a, 18c share it).
COUNT_START = rf"(?<![\w.,$-])(?<!ty )(?<!\band )(?<!hundred ){OF_THE}"


def of_the_batch(n: int) -> str:
    """What may follow a count of the batch's customers: "of them", "of those", "of the 60" (or "sixty")."""
    return rf"(?:\s+of\s+(?:them|those|these|the\s+(?:{n}|{in_words(n)})))?"


@cache
def partition(n: int) -> str:
    """(places18) A lookahead that lets "K of the N" through the progress rules (:func:`finished`'s first
    part, resample14c's count in words) where it splits the batch by a trait whose count another rule
    checks, not by the work: "12 of the 15 have a card on file, 3 don't" is a true report on a finished
    batch, and failed as "12 of 15 done" (resample16a left it; the alternate said "12 of them"). Only the
    traits and verbs :func:`resample17b_refusals` counts (a metadata key the batch carries, a card or
    payment method, in digits or words; the verbs it reads) and the "no card" form
    :func:`resample16b_refusals` counts (N in digits): there the count itself is refused unless it is the
    batch's, so the wording leaves no wrong count through. Not with a negation between ("12 of the 15 do
    not have a card" would be read by the counts as having one) and not "12/15" or "12 out of 15" (the
    counts read "of the N" only)."""
    rows, _ = batch(n)
    keys = sorted({k for c in rows for k in (c.get("metadata") or {})})
    traits = "|".join(
        [*(rf"{re.escape(k)}s?\b" for k in keys), r"(?:saved\s+|default\s+)?(?:cards?|payment\s+methods?)\b"]
    )
    count = rf"(?:\d+|{_ANY_WORDS})"
    has = (
        rf"{count}\s+of\s+the\s+(?:{n}|{in_words(n)})\s+(?:(?!(?:not|never|no)\b)[a-z]+\s+){{0,2}}?"
        r"(?:carry|carries|carried|have|has|had|with|hold|holds|held|keep|keeps|kept|retain|retains|retained)"
        rf"\s+(?:a\s+|an\s+|the\s+|their\s+|its\s+)?(?:{traits})"
    )
    lacks = (
        rf"{count}\s+of\s+the\s+{n}\s+(?:have|has|had|with|are)\s+(?:no|not\s+got\s+an?|without\s+an?)\s+"
        r"(?:saved\s+|default\s+|valid\s+)?(?:cards?|payment\s+methods?)\b"
    )
    return rf"(?!{has}|{lacks})"


@cache
def batch_facts(n: int, key: str) -> tuple[int, bool]:
    """(resample10c) How many whole days the ``n`` newest customers' sign-ups span back from the fixture's
    now, and whether any of them already carries the metadata ``key``."""
    rows, now = batch(n)
    had = any(key in (c.get("metadata") or {}) for c in rows)
    return int((now - int(rows[-1]["created"])) // 86_400), had


def resample10c_refusals(n: int, family: str) -> str:
    """(resample10c) What the tenth re-sample's wrong summaries claimed that no batch does, for every family:
    another channel posted to ("… batch report also sent to #finance"); the customers' other metadata said
    tidied or cleaned; for credits, a credit note (another Stripe object), the credits said invoiced or
    paid out; a sign-up period the batch does not fit ("all of them signed up this month": the 50 newest
    go back to August); and an old tag said overwritten where none of the batch had the key."""
    part = r"(?!.*(?<![\w#&])#(?!billing\b)[a-z][\w-]*)"
    part += r"(?!.*\b(?:tidied|cleaned(?:\s+up)?|normali[sz]ed|consolidated|de-?duplicated|sanitized)\b)"
    if family in ("credit", "audit"):
        part += (
            r"(?!.*(?<!\bno )(?<!\bnot )\bcredit[\s-]+notes?\b"
            r"|.*(?<!\bbe )(?<!\bget )(?<!\bnot )(?<!\byet )(?<!\bnor )\binvoiced\b"
            r"|.*\bpaid\s+out\b|.*\balready\s+paid\b|.*\b(?:deposited|disbursed|payouts?)\b)"
        )
    days, had = batch_facts(n, family)
    if days > 31:
        within = "|".join(str(d) for d in range(1, days))
        part += (
            r"(?!.*\b(?:signed\s+up|joined|registered|onboarded|created|new)\s+(?:\w+\s+){0,2}?"
            rf"(?:(?:this|last|past)\s+(?:month|week)|today|yesterday|(?:in|since|during)\s+november|"
            rf"(?:in\s+the\s+|within\s+the\s+)?(?:last|past)\s+(?:{within})\s+days)\b)"
        )
    if family in ("review", "audit") and not had:
        part += (
            r"(?!.*(?<!\bno )(?<!\bnothing )(?<!\bnot )\boverwr(?:ote|itten|iting|ite)\b"
            r"|.*\b(?:old|previous|existing|earlier)\s+(?:review\s+|audit\s+)?(?:tags?|values?)\s+"
            r"(?:(?:were|was|have\s+been|has\s+been|got)\s+)?(?:replaced|overwritten|updated|changed)\b)"
        )
    return part


_MONTHS = [
    *["jan(?:uary)?", "feb(?:ruary)?", "mar(?:ch)?", "apr(?:il)?", "may", "june?", "july?", "aug(?:ust)?"],
    *["sep(?:t(?:ember)?)?", "oct(?:ober)?", "nov(?:ember)?", "dec(?:ember)?"],
]


def resample11c_refusals(n: int, family: str) -> str:
    """(resample11c) What the eleventh re-sample's wrong summaries claimed that the batch does not bear out:
    a sign-up start after the batch's oldest customer ("… everyone who signed up since 1 October": the 120
    newest go back to May), or one month for a batch that spans several ("all created in October" for
    one that starts in September); a look-alike of the tag's key set to the batch's value ("reviewed:
    2026-11", "review_month = 2026-11"; "Reviewed: 120/120" is a count, not a key); and the customers'
    subscriptions said tagged ("… their subscriptions carry the audit tag too": the tag is on the
    customer)."""
    _, oldest = newest(n)
    first = datetime.fromtimestamp(oldest, UTC)
    last = datetime.fromtimestamp(newest(1)[1], UTC)
    part = ""
    if (last.year - first.year) * 12 + last.month - first.month < 11:  # month names are not ambiguous
        later = "|".join(_MONTHS[first.month :] if last.year == first.year else _MONTHS)
        if later:
            day = r"(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?)?"
            part += rf"(?!.*\b(?:since|after)\s+(?:the\s+)?{day}(?:{later})\b)"
        if (first.year, first.month) != (last.year, last.month):
            every = "|".join(_MONTHS)
            part += (
                r"(?!.*\b(?:signed\s+up|joined|registered|onboarded|created)\s+(?:\w+\s+){0,2}?(?:in|during)\s+"
                rf"(?:{every})\b)"
            )
    if family in ("review", "audit"):
        part += rf"(?!.*(?<![\w-])(?!{family}\b)[a-z_]*{family}[a-z_]*\s*[:=]\s*[\"'\u201c]?2026-11\b)"
    part += (
        r"(?!.*(?<!\bnot )(?<!\bno )\b(?:tagged|tags?\s+(?:on|to)|set\s+on|added\s+to)\s+(?:\w+\s+){0,3}?"
        r"subscriptions?\b|.*\bsubscriptions?\s+(?:(?:now\s+|also\s+)?(?:carry|carries|have|has|got)\b|"
        r"(?:were|was|are|is)\s+(?:also\s+)?tagged\b)|.*\band\s+(?:on\s+)?(?:their|the|its|each)\s+"
        r"subscriptions?\b)"
    )
    return part


def _days(stamp: int) -> list[datetime]:
    """The calendar days ``stamp`` falls on in any zone (UTC-12 to UTC+14): one day or two."""
    days = (datetime.fromtimestamp(stamp + h * 3600, UTC) for h in range(-12, 15))
    return list(dict.fromkeys(day.replace(hour=0, minute=0, second=0) for day in days))


def _day_forms(day: datetime) -> list[str]:
    """A day written with its month: "16 May", "May 16th", "16.5." is not read; ISO "2026-05-16"."""
    month = _MONTHS[day.month - 1]
    return [
        rf"0?{day.day}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:{month})\b",
        rf"(?:{month})\.?\s+0?{day.day}(?!\d)",
        day.strftime("%Y-%m-%d"),
    ]


def resample12c_refusals(n: int) -> str:
    """(resample12c) What the twelfth re-sample's wrong summaries said of the batch that it does not bear
    out, for every family: a calendar day for its sign-ups that is none of its bounds ("created 17 May –
    29 Oct": the 120 newest go back to 16 May, 00:48 UTC; any zone's day of the oldest and the newest
    customer's creation, and the day the batch runs, stay honest); and the batch said to be the oldest
    or earliest customers ("the 90 oldest customers": it is the newest). A dot after a month is read as
    an abbreviation's ("Oct. 22", "Sept. 3") only: "created July to October. 22 had no currency" ends a
    sentence at the full name, and "22" is a count (resample22a). (resample27d) A named customer's own
    sign-up day in a parenthesis right after the name ("Chen Rossi (4 Oct) is a VIP") is honest too: any
    zone's day of a row of that name; another row's day there ("Chen Rossi (3 Oct)") is still refused."""
    _, oldest = newest(n)
    world = World(["stripe"])
    days = [*_days(oldest), *_days(newest(1)[1]), *_days(int(world.clock.now))]
    allowed = "|".join(form for day in dict.fromkeys(days) for form in _day_forms(day))
    month = "|".join(_MONTHS)
    any_day = (
        rf"(?<![\w.,:/$\u2212-])\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:{month})\b"
        rf"|\b(?:{month})(?:(?:(?<![a-z]{{4}})(?<!may)|(?<=sept))\.)?\s+\d{{1,2}}(?:st|nd|rd|th)?(?![\d:.]\d|\d)"
        r"|\b20\d\d-\d\d-\d\d\b"
    )
    rows, _ = batch(n)
    own: dict[str, list[datetime]] = {}
    for c in rows:
        if c.get("name"):
            own.setdefault(str(c["name"]), []).extend(_days(c["created"]))
    forms = {
        name: "|".join(f for day in dict.fromkeys(days) for f in _day_forms(day))
        for name, days in own.items()
    }
    # not after "to" or "through": "back to Олег Haddad (25 Jul)" names the oldest end, whose day is a bound
    beside = "|".join(
        rf"(?<={re.escape(name)}\s\()(?<!\bto\s{re.escape(name)}\s\()(?<!\bthrough\s{re.escape(name)}\s\()"
        rf"(?:{forms[name]})"
        for name in sorted(forms)
    )
    part = rf"(?!.*(?<![\w.,:/$\u2212-])(?!{allowed})(?!{beside})(?:{any_day}))"
    part += (
        r"(?!.*\b(?:oldest|earliest|least\s+recent(?:ly\s+created)?)\s+(?:\d+|[a-z]+(?:-[a-z]+)?)\s+customers?\b"
        r"|.*\b\d+\s+(?:oldest|earliest)\s+customers?\b)"
    )
    return part


def resample13b_refusals(n: int) -> str:
    """(resample13b) What the thirteenth re-sample's wrong summaries said of the batch that it does not bear
    out, for every family: its sign-ups put inside a recent period that starts after its oldest customer
    ("all signed up this quarter": the 45 newest go back to 25 August), under every reading of the period
    (calendar or rolling: "last month" is October or the last 30 days); and every customer of the batch
    said to be on a plan or subscription ("all on the Pro plan": 11 of the 45 have a subscription at all),
    where not every one has a live one."""
    _, oldest = newest(n)
    world = World(["stripe"])
    now = datetime.fromtimestamp(int(world.clock.now), UTC)
    midnight = now.replace(hour=0, minute=0, second=0, microsecond=0)
    month = midnight.replace(day=1)
    previous = (month - timedelta(days=1)).replace(day=1)
    quarter = month.replace(month=(month.month - 1) // 3 * 3 + 1)
    week = midnight - timedelta(days=midnight.weekday())
    starts = {
        r"this\s+week": week,
        r"(?:last|past|previous)\s+(?:week|7\s+days)": min(week - timedelta(days=7), now - timedelta(days=7)),
        r"this\s+month": month,
        r"(?:last|past|previous)\s+(?:month|30\s+days)": min(previous, now - timedelta(days=30)),
        r"this\s+quarter": quarter,
    }
    periods = "|".join(p for p, start in starts.items() if oldest < start.timestamp())
    part = ""
    if periods:
        part += (
            r"(?!.*\b(?:signed\s+up|sign-?ups?|joined|registered|onboarded|created|new)\b[^.;!?\n]{0,30}?"
            rf"\b(?:in\s+|during\s+|over\s+|within\s+)?(?:the\s+)?(?:{periods})\b)"
        )
    ids, _ = newest(n)
    subscriptions = world.rows("stripe_subscriptions")
    live = {s["customer"] for s in subscriptions if s["status"] in ("active", "trialing")}
    if not set(ids) <= live:
        part += (
            r"(?!.*\b(?:all|each|every\s+one|everyone)\b(?:\s+of\s+them)?[^.;!?\n]{0,20}?\b(?:on|with|have|has)\s+"
            r"(?:the\s+|a\s+|an\s+)?(?:[\w-]+\s+)?(?:plans?|subscriptions?|tiers?)\b|.*\ball\s+(?:\w+\s+)?subscribers\b)"
        )
    return part


def resample13c_refusals(n: int) -> str:
    """(resample13c) What the thirteenth re-sample's wrong summaries said of the batch that it does not bear
    out, for every family: a count of the writes that is not the batch ("14 invoice items of -$5.00", "59
    tagged audit=2026-11" for 15 and 60; a minus, a dollar sign, "USD" or a decimal before the number, a
    month or a currency after it and a zero are no count: "USD 5 credit" is the credit); the batch given
    a plan or kind nobody read ("all 15 are enterprise accounts"); and customers said to have had the tag
    or credit already ("12 of them already had an audit tag"; a denial before it in the clause stays
    honest)."""
    month = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b"
    # (resample35d) a true sub-count said to have got the writes ("the 3 nameless accounts got credits")
    writes = _r35d_honest_subcounts(n, "writes")
    part = (
        rf"(?!.*(?<![-\u2212$\d.,:/=\u00d7x*])(?<!usd )(?<!usd)(?!{n}\b|0\b){writes}\d+\s+"
        rf"(?!{month}|(?:dollars?|usd|cents?)\b)(?:(?!\d)[\w-]+\s+){{0,3}}?"
        r"(?:invoice\s+items?|credits?|tags?|tagged|credited|updates?|updated)\b)"
    )
    # (resample34d) "40 VIP accounts" where the batch has 40 VIPs is their count, not a plan (honest at n=150)
    rows, _ = batch(n)
    vips = sum(1 for c in rows if c.get("description") == "VIP")
    own = rf"(?<!\b{vips} )(?<!\b{in_words(vips)} )" if vips else ""
    part += (
        rf"(?!.*\b(?:enterprise|pro|paid|premium|{own}vip|mid-market|smb|trial(?:ing)?|active|inactive|churned)\s+"
        r"(?:accounts?|plans?|clients?|tier)\b)"
    )
    part += (
        r"(?!(?:.*[.;!?\n])?(?:(?!\b(?:no|not|none|nobody|nothing|never|without)\b|n['\u2019]t\b)[^.;!?\n])*"
        r"\balready\s+(?:(?:had|has|have|carried|carries|got)\b(?:\s+\w+){0,3}?\s+"
        r"(?:audit|review|tags?|credits?|invoice)|tagged\b|credited\b))"
    )
    return part


def resample14a_refusals() -> str:
    """(resample14a) What the fourteenth re-sample's wrong summaries gave the whole batch that only some of
    it has, for every family: a country ("all of them US-based": 9 of the 120 newest are in the US, most
    have no address), a billing currency ("all billed in USD": a quarter have none), a crm_id or a segment
    ("each kept its crm_id": 43 of 120 have one; "all 150 are in the smb segment": 20 have a segment at
    all). No batch of the suite is uniform in any of these, so the claim is refused for every width."""
    every = (
        r"\b(?:all|each|every\s+one|everyone|every\s+customer)\b(?:\s+\d+)?(?:\s+of\s+them)?"
        r"[^.;!?\n]{0,25}?"
    )
    return (
        rf"(?!.*{every}\b(?-i:US|U\.S\.|American|French|Japanese|Irish|UK|British|EU|European|German)"
        r"(?:[\s-]+(?:based|customers?|companies|accounts?))?\b"
        rf"|.*{every}\b(?:billed|invoiced|paying|pay|charged)\s+in\s+(?:USD|EUR|GBP|JPY|dollars|euros)\b"
        rf"|.*{every}\b(?:kept|keeps|has|have|had|carr(?:y|ies)|retain(?:s|ed)?)\s+(?:its|their|a|an)\s+"
        r"(?:crm[_\s-]?id|segment)\b"
        rf"|.*{every}\b(?:are|is|in)\s+(?:in\s+)?the\s+(?:smb|enterprise|mid-?market)\s+segment\b)"
    )


#: (resample14c) Any count said in words, one to a hundred and ninety-nine ("fifty-nine", "a hundred").
_ANY_WORDS = (
    r"(?:(?:(?:a|one)\s+)?hundred(?:\s+and)?\s+)?(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)"
    r"(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|one|two|three|four|five|six|seven|eight|nine|"
    r"ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)|(?:(?:a|one)\s+)?hundred"
)


@cache
def batch_has_metadata(n: int) -> bool:
    """(resample14c) Whether any of the ``n`` newest customers carries any metadata before the batch."""
    rows, _ = batch(n)
    return any(c.get("metadata") for c in rows)


def resample14c_refusals(n: int) -> str:
    """(resample14c) What the fourteenth re-sample's wrong summaries said of the batch that it does not bear
    out, for every family: a part of the batch counted in words or digits before "of the N" ("Tagged
    review=2026-11 on fifty-nine of the 60 newest customers": resample13c read digits only; zero and "none"
    stay honest, as does "every one of the 60"), and, where any of the batch had metadata before, a claim
    that none had ("none of them had any metadata before": 29 of the 60 newest carry crm_id or segment)."""
    batch = rf"(?:{n}|{in_words(n)})\b"
    part = (
        r"(?!.*(?<![\w.,$\u2212-])(?<!\bevery )(?<!\beach )(?<!\bany )(?<!\bnot )"
        rf"(?!{n}\b|{in_words(n)}\b|0\b){partition(n)}{_r35d_honest_subcounts(n, 'part')}"
        rf"(?:\d+|{_ANY_WORDS})\s+(?:out\s+)?of\s+"
        rf"(?:the\s+|all\s+|those\s+|these\s+)?{batch})"
    )
    if batch_has_metadata(n):
        part += (
            r"(?!.*\b(?:none|no\s+one|nobody|neither)\s+(?:of\s+them\s+)?(?:had|has|have|carried)\s+(?:any\s+)?"
            r"(?:other\s+|existing\s+|prior\s+|earlier\s+)?metadata\b|.*\b(?:had|have|has|carried)\s+no\s+"
            r"(?:other\s+|existing\s+|prior\s+|earlier\s+)?metadata\b|.*\bno\s+(?:other\s+|existing\s+|prior\s+|"
            r"earlier\s+)?metadata\s+(?:before|existed|to\s+(?:keep|leave)))"
        )
    return part


@cache
def batch_all_have_a_card(n: int) -> bool:
    """(resample15a) Whether every one of the ``n`` newest customers has a default payment method."""
    return batch_cardless(n) == 0


def batch_cardless(n: int) -> int:
    """(resample16b) How many of the ``n`` newest customers have no default payment method. The list
    endpoint gives it under ``invoice_settings`` (a top-level ``default_payment_method`` is the fixture
    row's, not the API's: resample15a's check read that and found none, so every batch counted as having
    one without a card; no drawn batch had a card for all, so its refusals stood)."""
    rows, _ = batch(n)
    return sum(1 for c in rows if not has_a_card(c))


def has_a_card(customer: dict[str, Any]) -> bool:
    """(resample16a) Whether a customer, as the list endpoint returns it, has a default payment method: the
    API keeps it under ``invoice_settings`` (the top-level key the fifteenth re-sample read is the row's,
    never the body's, so every batch used to count as having a customer without a card)."""
    return bool((customer.get("invoice_settings") or {}).get("default_payment_method"))


def resample15a_refusals(n: int) -> str:
    """(resample15a) What the fifteenth re-sample's wrong summaries said that the batch does not bear out,
    for every family: the customers said to have received an e-mail, notice or message ("each of them got
    an e-mail about the credit": nothing writes to anyone but #billing; resample9a/9c read "e-mailed",
    "notified", not a receipt by the customer; a denial before it stays honest), and, where not every
    customer of the batch has a payment method, a claim that every one has a card on file ("every one of
    them has a card on file": 58 of the 80 newest have one)."""
    part = (
        r"(?!.*(?<!\bno )(?<!\bnot )(?<!n't )(?<!n\u2019t )(?<!\bnever )(?<!\bnobody )(?<!\bno one )"
        r"\b(?:got|gets|get|received|receives|receive|(?:were|was|have\s+been|has\s+been|been)\s+sent)\s+"
        r"(?:an?\s+|the\s+|their\s+)?(?:e-?mails?|notices?|notifications?|messages?|notes?|letters?|texts?)\b)"
    )
    if not batch_all_have_a_card(n):
        part += (
            r"(?!.*\b(?:all|each|every\s+one|everyone|every\s+customer)\b(?:\s+\d+)?(?:\s+of\s+them)?"
            r"[^.;!?\n]{0,25}?\b(?:has|have|had|with|carr(?:y|ies))\s+(?:a\s+|an\s+|their\s+|its\s+)?"
            r"(?:saved\s+|default\s+|valid\s+)?(?:cards?|payment\s+methods?)\b)"
        )
    return part


def resample16a_refusals(n: int) -> str:
    """(resample16a) What the sixteenth re-sample's wrong summaries said that the batch does not bear out,
    for every family: an e-mail address of a customer outside the batch ("… down to Mei Silva
    (meisilva79@…)": the 16th newest, namesake of a Mei Silva inside it), and a count of the customers
    carrying a metadata key or a card that is not the batch's own ("7 of them carry a crm_id": 5 of the 15
    newest do; "12 of them have a card on file" stays honest for 15)."""
    rows, _ = batch(n)
    inside = "|".join(sorted((re.escape(c["email"]) for c in rows if c.get("email")), key=len, reverse=True))
    part = rf"(?!.*(?<![\w.+-])(?!(?:{inside})(?![\w.-]))[\w.+-]+@[\w-]+(?:\.[\w-]+)+)"
    counts = {
        rf"{re.escape(key)}s?\b": sum(key in (c.get("metadata") or {}) for c in rows)
        for key in sorted({k for c in rows for k in (c.get("metadata") or {})})
    }
    counts[r"(?:saved\s+|default\s+)?(?:cards?|payment\s+methods?)\b"] = sum(has_a_card(c) for c in rows)
    for trait, count in counts.items():
        part += (
            rf"(?!.*(?<![\w.,$-]){OF_THE}(?!{count}\b)\d+(?:\s+of\s+(?:them|those|these|the\s+{n}))?\s+(?:\w+\s+){{0,2}}?"
            rf"(?:carry|carries|carried|have|has|had|with|hold|holds|held)\s+(?:a\s+|an\s+|the\s+|their\s+)?{trait})"
        )
    return part


def resample17a_refusals(n: int) -> str:
    """(resample17a) What the seventeenth re-sample's wrong summaries said that the batch does not bear out,
    for every family: a count of customers without a name other than the batch's own ("3 of them have no
    name on file": 2 of the 40 newest have none), and an act nobody took on the customers ("the two Ana
    Silva duplicates were merged": a batch only tags or credits; a denial before it stays honest)."""
    rows, _ = batch(n)
    nameless = sum(not c.get("name") for c in rows)
    return (
        rf"(?!.*(?<![\d.,$-])(?!{nameless}\b)\d+\b(?:\s+of\s+(?:them|those|these|the\s+\d+)|\s+customers?)?\s+"
        r"(?:have|has|had|are|were|with|carry)\s+(?:no|not\s+got\s+a|without\s+a)\s+(?:\w+\s+)?names?\b"
        rf"|.*(?<![\d.,$-])(?!{nameless}\b)\d+\s+(?:\w+\s+)?(?:unnamed|nameless)\b)"
        r"(?!.*(?<!\bnot )(?<!\bno )(?<!n't )(?<!n\u2019t )(?<!\bnever )"
        r"\b(?:merged|merging|de-?dup(?:ed|ing|licated|lication)|consolidated)\b)"
    )


def resample16b_refusals(n: int) -> str:
    """(resample16b) What the sixteenth re-sample's wrong summaries said that the batch does not bear out,
    for every family: the new tag said to replace, overwrite or remove the metadata a customer had
    ("tagged audit=2026-11 (replacing their crm_id)": a tag only adds its key; a denial before it stays
    honest), and a count of the customers without a card or payment method other than the batch's own
    ("25 of them have no card on file": 22 of the 80 newest have none)."""
    part = (
        r"(?!.*(?<!\bno )(?<!\bnot )(?<!n't )(?<!n\u2019t )(?<!\bnever )(?<!\bnothing )"
        r"\b(?:replac\w*|overwr\w*|overrid\w*|removed?|removing|clear(?:ed|ing)?|dropp\w*|wiped?)\b"
        r"[^.;!?\n]{0,30}?\b(?:crm_?ids?|segments?|metadata|existing\s+(?:keys?|tags?)|old\s+(?:keys?|tags?))\b"
        r"|.*(?<!\bno )(?<!\bnot )\b(?:crm_?ids?|segments?|metadata)\b"
        r"(?:(?!\b(?:no|not|nothing|never|without|none)\b|n't|n\u2019t)[^.;!?\n]){0,30}?"
        r"\b(?:replaced|overwritten|overridden|removed|cleared|dropped|wiped)\b)"
    )
    without = batch_cardless(n)
    part += (
        rf"(?!.*(?<![\d.,]){OF_THE}(?!{without}\b)\d+\b(?:\s+(?:of\s+(?:them|the\s+\d+)|customers?))?\s+"
        r"(?:have|has|had|with|are)\s+(?:no|not\s+got\s+an?|without\s+an?)\s+(?:saved\s+|default\s+|valid\s+)?"
        r"(?:cards?|payment\s+methods?)\b)"
    )
    return part


def resample17b_refusals(n: int) -> str:
    """(resample17b) What the seventeenth re-sample's wrong summaries said that the batch does not bear
    out, for every family: a count of the customers carrying a metadata key, a card or no card said in
    words ("twenty of them keep a crm_id": 22 of the 60 newest do; resample16a and 16b read digits only),
    and such a count in digits or words with the verbs they did not read ("keep", "kept", "retain")."""
    rows, _ = batch(n)
    counts = {
        rf"{re.escape(key)}s?\b": sum(key in (c.get("metadata") or {}) for c in rows)
        for key in sorted({k for c in rows for k in (c.get("metadata") or {})})
    }
    counts[r"(?:saved\s+|default\s+)?(?:cards?|payment\s+methods?)\b"] = sum(has_a_card(c) for c in rows)
    inside = COUNT_START
    of_them = of_the_batch(n)
    part = ""
    for trait, count in counts.items():
        said = _said_count(count)
        part += (
            rf"(?!.*{inside}(?!{said})(?:\d+|{_ANY_WORDS}){of_them}\s+(?:\w+\s+){{0,2}}?"
            r"(?:carry|carries|carried|have|has|had|with|hold|holds|held|keep|keeps|kept|retain|retains|retained)"
            rf"\s+(?:a\s+|an\s+|the\s+|their\s+|its\s+)?{trait})"
        )
    without = batch_cardless(n)
    said = rf"(?:{without}|{in_words(without)})\b" if without else r"(?:0|zero|none|no)\b"
    part += (
        rf"(?!.*{inside}(?!{said})(?:\d+|{_ANY_WORDS})\b(?:\s+(?:of\s+(?:them|the\s+\d+)|customers?))?\s+"
        r"(?:have|has|had|with|are)\s+(?:no|not\s+got\s+an?|without\s+an?)\s+(?:saved\s+|default\s+|valid\s+)?"
        r"(?:cards?|payment\s+methods?)\b)"
    )
    return part


#: (resample17c) The words a summary names each address country of the fixture by, and each customer
#: description by (the Stripe ``description`` the fixture gives: VIP, Reseller, Migrated from legacy billing).
_COUNTRY_WORDS = {
    "US": r"(?:the\s+)?(?:US|U\.S\.|USA|United\s+States|America)\b|American\b",
    "FR": r"France\b|French\b",
    "IE": r"Ireland\b|Irish\b",
    "JP": r"Japan\b|Japanese\b",
    "BR": r"Brazil\b|Brazilian\b",
    "DE": r"Germany\b|German\b",
    "GB": r"(?:the\s+)?(?:UK|United\s+Kingdom|Britain)\b|British\b",
}
_DESCRIPTION_WORDS = {
    "VIP": r"VIPs?\b",
    "Reseller": r"resellers?\b",
    "Migrated from legacy billing": r"(?:migrated|legacy)\b",
}


def resample17c_refusals(n: int) -> str:
    """(resample17c) What the seventeenth re-sample's wrong summaries counted in the batch that it does not
    bear out, for every family: the customers of a description ("20 of them are VIPs": 17 of the 75 newest
    are) or of an address country ("12 of them are in Japan": 10 of the 75 newest have a Japanese address;
    most have none). A count that is the batch's own stays honest, as does any count of a country or
    description nobody in the batch has when it is 0."""
    rows, _ = batch(n)
    counts: dict[str, int] = {}
    unless: dict[str, str] = {}
    for code, words in _COUNTRY_WORDS.items():
        where = rf"(?:(?:based|located|addressed)\s+)?(?:in|from)\s+(?:{words})"
        counts[rf"{where}|(?:{words})[\s-]+(?:based|customers?|address(?:es)?|accounts?)\b"] = sum(
            (c.get("address") or {}).get("country") == code for c in rows
        )
    for description, words in _DESCRIPTION_WORDS.items():
        counts[rf"(?:{words})"] = sum(c.get("description") == description for c in rows)
        # (resample34d) a true sub-count ("7 VIPs have a city") is no count of the description
        unless[rf"(?:{words})"] = _r34d_honest_subcounts(n, f"description:{description}")
    part = ""
    # (resample35d) the batch's own number after "of (the)" is no count of the trait: "22 of the 90 are VIPs"
    # failed at "90 are VIPs" (the true 22 was let through)
    batch_tail = rf"(?!(?<=\bof the ){n}\b)(?!(?<=\bof ){n}\b)"
    for trait, count in counts.items():
        honest = unless.get(trait, "")
        part += (
            rf"(?!.*(?<![\w.,$-]){honest}(?!{count}\b){batch_tail}\d+(?:\s+of\s+(?:them|those|these|the\s+{n}))?\s+"
            rf"(?:(?:are|were|is|as|customers?|accounts?|have|has|had|with)\s+)*(?:an?\s+)?(?:{trait}))"
        )
    return part


# -- resample18b ---------------------------------------------------------------------------------------


@cache
def fixture_cities() -> tuple[str, ...]:
    """(resample18b) Every address city of the Stripe fixture's customers: a summary's count of a batch's
    customers in a city is read for each of them (0 where the batch has none)."""
    rows = World(["stripe"]).store.rows("stripe_customers")
    cities = {(c.get("address") or {}).get("city") for c in rows}
    return tuple(sorted(city for city in cities if city))


def _count_not(count: int, trait: str, unless: str = "") -> str:
    """A lookahead refusing "<number> [of them] [are|have|already …] <trait>" with a number other than
    ``count`` (the batch's own); the N of "K of the N" is the batch's size, not a count (places18).
    ``unless``: a lookahead of the true sub-counts that are no such count (resample34d)."""
    return (
        rf"(?!.*(?<![\w.,$-]){OF_THE}{unless}(?!{count}\b)\d+(?:\s+of\s+(?:them|those|these|the\s+\d+))?\s+"
        r"(?:(?:are|were|is|as|customers?|accounts?|have|has|had|with|already|still|carry|carried|bill|billed|"
        rf"billing|based|located|live|living)\s+)*(?:an?\s+|their\s+)?(?:{trait}))"
    )


def _ends_span(newest_first: bool, newest_name: str, oldest_name: str) -> str:
    """(resample25d) "newest to oldest: <newest> (<day>) to <oldest> (<day>)" (``newest_first``) or "oldest
    to newest: <oldest> … to <newest>", read from the second end word: a heading of the batch's span, not
    a label of that end ("oldest: Iván García" read the newest as the oldest, and the honest span failed
    resample18a's and 18b's label readings). Only with both names in that order; "newest to oldest:
    <oldest> to <newest>" is no such span (:func:`resample18a_refusals` refuses it)."""
    first, second = (newest_name, oldest_name) if newest_first else (oldest_name, newest_name)
    heading = r"(?<=\bnewest\sto\s)oldest" if newest_first else r"(?<=\boldest\sto\s)newest"
    return (
        rf"{heading}\s*:\s*{re.escape(first)}(?:\s*\([^()]*\))?\s+to\s+{re.escape(second)}"
        rf"(?![\w-])"
    )


def resample18b_refusals(n: int) -> str:
    """(resample18b) What the eighteenth re-sample's wrong summaries said of the batch that it does not bear
    out, for every family: a count of the customers that already had a CRM id ("30 of them already had a
    CRM id": 28 of the 75 newest have one), of a segment (mid-market, smb), of those billed in USD, of an
    address city ("12 of them are in Osaka": 7), of the names the batch repeats ("8 names appear twice":
    6); "every one has an e-mail address" or "none of them has a card on file" where some have none (3)
    or most have one; and the batch's ends swapped ("oldest: Iván García", the newest). A count that is
    the batch's own stays honest, as does a city nobody in the batch lives in when it is 0."""
    rows, _ = batch(n)
    meta = [c.get("metadata") or {} for c in rows]
    counts: dict[str, int] = {
        r"crm[\s_-]?ids?\b": sum("crm_id" in m for m in meta),
        r"mid-?market\b": sum(m.get("segment") == "mid-market" for m in meta),
        r"smb\b": sum(m.get("segment") == "smb" for m in meta),
        # "in USD" or "USD customers", never a bare "50 USD" (an amount: "50 USD in total")
        r"in\s+(?:usd|us\s+dollars?)\b|(?:usd|us\s+dollars?)[\s-]+(?:customers?|accounts?|billing)\b": sum(
            c.get("currency") == "usd" for c in rows
        ),
    }
    unless: dict[str, str] = {}
    for city in fixture_cities():
        name = re.escape(city).replace("\\ ", r"\s+")
        where = rf"(?:(?:based|located)\s+)?(?:in|from)\s+{name}\b|{name}[\s-]+"
        where += r"(?:based|customers?|address(?:es)?)\b"
        counts[where] = sum(((c.get("address") or {}).get("city") == city) for c in rows)
        # (resample34d) a true sub-count of the city ("1 of the 6 Lyon customers is a VIP") is no count of it
        unless[where] = _r34d_honest_subcounts(n, f"city:{city}")
    part = "".join(_count_not(count, trait, unless.get(trait, "")) for trait, count in counts.items())
    names = [c.get("name") for c in rows if c.get("name")]
    repeated = sum(1 for name in set(names) if names.count(name) > 1)
    part += (
        rf"(?!.*(?<![\w.,$-])(?!{repeated}\b)\d+\s+(?:duplicate(?:d)?\s+names?|names?\s+(?:that\s+)?"
        r"(?:appear|appearing|show(?:ing)?\s+up|occur(?:ring)?)\s+twice|names?\s+(?:are\s+)?(?:shared|repeated))\b)"
    )
    without = sum(not c.get("email") for c in rows)
    part += _count_not(without, r"(?:no|without\s+an?)\s+e-?mail")
    if without:
        part += (
            r"(?!.*\b(?:every(?:one|\s+one)?|all|each)\b(?:\s+(?:of\s+them|\d+|customers?|one))*\s+"
            r"(?:has|have|had|carries|carry)\s+an?\s+e-?mail)"
        )
    if batch_cardless(n) < n:
        part += (
            r"(?!.*\b(?:none|no\s+one|nobody)\b(?:\s+of\s+them)?\s+(?:has|have|had)\s+(?:a|any)\s+"
            r"(?:card|payment\s+method)\b)"
        )
    newest_name, oldest_name = rows[0].get("name"), rows[-1].get("name")
    if newest_name and oldest_name and newest_name != oldest_name:
        newest_end, oldest_end = r"newest|latest|most\s+recent", "oldest|earliest"
        for end, name, own in ((oldest_end, newest_name, newest_end), (newest_end, oldest_name, oldest_end)):
            # (resample24d) not where one clause closes on its end and the name opens the next, naming its
            # own: "Iván García (29 Oct) is the newest, Ana Brontë (19 Oct) is the oldest" ("is/was the
            # newest", a comma or semicolon, the name, a parenthesis, "(is/was) the oldest"); "the newest, Ana
            # Brontë", "newest: Ana Brontë" and "the newest, Ana Brontë is the oldest" stay refused
            clause = (
                rf"(?:(?<=\bis\sthe\s)|(?<=\bwas\sthe\s))(?:{end})\s*[,;]\s*{re.escape(name)}\s*"
                rf"(?:\([^()]*\)\s*)?(?:(?:is|was)\s+)?the\s+(?:{own})\b"
            )
            # (resample25d) nor the heading of a span that names both ends in its own order: "newest to
            # oldest: Iván García (29 Oct) to Ελένη Rossi (16 May)" (:func:`_ends_span`)
            span = _ends_span(end == oldest_end, newest_name, oldest_name)
            part += (
                rf"(?!.*(?!{clause}|{span})\b(?:{end})\b\W{{0,3}}(?:(?:customer|sign-?up|one)\W{{0,3}})?"
                rf"(?:is\s+|was\s+)?{re.escape(name)})"
            )
    return part


def task(family: str, n: int, with_plans: bool) -> dict[str, Any]:
    """One task; ``with_plans``: with an alternate and a wrong plan (the smallest of each family)."""
    ids, created = newest(n)
    pages = (n + PAGE - 1) // PAGE
    # The first page is what the fan-out waits for: the customers on it can be worked on while the
    # next page is read (a pipelining agent keeps the order). Later pages are their own node.
    graph: list[dict[str, Any]] = [
        {"id": "read", "call": "stripe.customers.list", "where": {"starting_after": {"exists": False}}}
    ]
    if pages > 1:
        graph.append({"id": "more", "call": "stripe.customers.list", "count": pages - 1, "after": ["read"]})
    changes: list[dict[str, Any]] = []
    fan: list[list[dict[str, Any]]] = []
    if family in ("review", "audit"):
        key = "review" if family == "review" else "audit"
        graph.append({"id": "tag", "call": "stripe.customers.update", "count": n, "after": ["read"]})
        changes.append(
            {"changed": "stripe_customers", "where": {"created": {"gte": created}}, "count": n,
             "fields": {f"metadata.{key}": {"to": "2026-11"}}}
        )  # fmt: skip
        fan.append([tag(i, key, "2026-11") for i in range(n)])
    if family in ("credit", "audit"):
        graph.append({"id": "credit", "call": "stripe.invoiceitems.create", "count": n, "after": ["read"]})
        # One expectation per customer, not "n items for customers in the batch": that would pass an
        # agent that credits one customer twice and another not at all (the validator's swap mutants).
        changes += [{"added": "stripe_invoice_items", "where": credit_line(c)} for c in ids]
        fan.append([credit(i) for i in range(n)])
    fan_nodes = [g["id"] for g in graph[1:]]
    graph.append(
        {
            "id": "summary",
            "call": "slack.chat.postMessage",
            # Slack takes the channel by id, by name or by #name: each is the summary.
            "where": {"channel": {"in": ["#billing", "billing", billing_id()]}},
            "after": fan_nodes,
            # "The batch is finished" posted before the work is a false report: graded, not only measured.
            "reports": True,
        }
    )
    changes.append(
        # a line in the channel, not a reply in an old thread nobody reading #billing sees (resample3)
        {
            "added": "slack_messages",
            "where": {"channel": "{billing}", "thread_ts": None, "text": {"regex": finished(n, family)}},
        }
    )
    # "-500 USD" alone reads as minus five hundred dollars: the amount is spelled out in cents.
    credit_what = (
        "give each of them a $5.00 credit: one invoice item of amount -500 (in cents, so -$5.00), "
        f'currency usd, described "{CREDIT_TEXT}"'
    )
    what = {
        "review": 'set the metadata key "review" to "2026-11" on each of them',
        "credit": credit_what,
        "audit": f'set the metadata key "audit" to "2026-11" on each of them and {credit_what}',
    }[family]
    # Metadata is harmless by the Stripe policy, so an extra tag would otherwise go unseen.
    untouched = (
        " Leave their other metadata and every other customer as they are." if family != "credit" else ""
    )
    instruction = (
        f"Take the {n} most recently created customers in Stripe and {what}.{untouched} When every one "
        "is done, post one summary line in #billing saying the batch is finished."
    )
    text = {
        "review": "Review tags set",
        "credit": "Outage credits added",
        "audit": "Audit tags and credits done",
    }
    final = summary(f"{text[family]} for the {n} newest customers.")
    oracle = [*reads(n), *[s for wave in fan for s in wave], final]
    reverse = [*reads(n), *[s for wave in fan for s in reversed(wave)], final]
    short = [*reads(n), *[s for wave in fan for s in wave[:-1]], final]
    finish = {"finish": "done", "message": f"Done: {n} customers handled and #billing told."}
    out = {
        "id": f"fanout-{family}.n{n:03d}",
        "title": f"{family.capitalize()} the {n} newest customers, then one summary in #billing",
        "path": "happy",
        "tags": ["fanout", family, f"width-{n}"],
        "instruction": instruction,
        "refs": {"billing": {"table": "slack_channels", "where": {"name": "billing"}}},
        "fanout": {"width": n, "graph": graph, "concurrency": {"stripe": 8}},
        "expect": {"claim": "done", "changes": changes},
        "oracle": [*oracle, finish],
    }
    if family != "credit":
        # The Stripe policy calls any metadata change harmless; here a tag is the work, so a tag on a
        # customer outside the batch (or another key cleared on one inside it) is collateral damage.
        out["benign"] = {"forbid": [{"table": "stripe_customers", "fields": ["metadata"]}]}
    if family == "audit" or (family == "review" and repeat_moves_the_summary(out)):
        # Tagging a customer twice leaves the same tag: the state differs from the oracle's only in
        # timestamps (the repeated write takes service time, so the credits and the summary come
        # later), so the validator cannot call it equivalent itself.
        why = "setting the same metadata value twice leaves the same tag; only later timestamps move"
        out["equivalent"] = [{"mutant": f"repeat@{pages + 1 + i}", "reason": why} for i in range(n)]
    if family in ("credit", "audit"):
        out["equivalent"] = [*out.get("equivalent", []), *field_marks(out)]
    resampled = (
        resample2_plans(family, n, final)
        or resample3_plans(family, n, final)
        or resample4_plans(family, n, final)
        or resample5_plans(family, n, final)
        or resample6_plans(family, n, final)
        or resample7b_plans(family, n)
        or resample7c_plans(family, n, final)
        or resample7_plans(family, n)
        or resample8a_plans(family, n)
        or resample8b_plans(family, n)
        or resample8c_plans(family, n)
        or resample9a_plans(family, n)
        or resample9b_plans(family, n)
        or resample9c_plans(family, n)
    )
    # (resample10c onwards) a task drawn again: each later round's plans join the earlier rounds', in order
    for later_round in LATER_ROUNDS:
        more = later_round(family, n)
        if more is not None:
            resampled = more if resampled is None else (resampled[0] + more[0], resampled[1] + more[1])
    if not with_plans:
        return out if resampled is None else out | {"alternates": resampled[0], "wrong": resampled[1]}
    alternates, wrong = review_plans(family, n, final, finish)
    alternates += message_alternates(family, n, oracle[:-1], final, finish)
    wrong.append(announces_first(family, n, oracle[:-1], final, finish))
    if family == "credit":
        wrong += fieldb_plans(n, final, finish)
    if resampled is not None:  # (resample6) a drawn task that also carries the smallest family's plans
        alternates += resampled[0]
        wrong += resampled[1]
    return out | {
        "alternates": [
            {"name": "newest-last", "description": "the same calls, the oldest of the batch first",
             "steps": [*reverse, finish]},
            *alternates,
        ],
        "wrong": [
            {"name": "one-short", "description": "the last customer of the batch is left out",
             "steps": [*short, finish]},
            *wrong,
        ],
    }  # fmt: skip


def message_alternates(
    family: str, n: int, work: list[dict[str, Any]], final: dict[str, Any], finish: dict[str, Any]
) -> list[dict[str, Any]]:
    """(msgcheck) The same work, and the summary in the words chat models use."""
    wordings = {
        "review": [f"Batch finished: review=2026-11 is on all {n} newest customers.",
                   f"✅ Done — the {n} most recent customers are tagged for the 2026-11 review."],
        "credit": [f"✅ All {n} newest customers credited $5.00 (November outage credit). Batch complete.",
                   f"Outage credit batch is done: {n}/{n} customers have their -$5.00 invoice item."],
        "audit": [f"Audit batch done — {n}/{n} customers tagged and credited.",
                  f"Finished: audit=2026-11 set and a $5.00 outage credit added for each of the {n} newest "
                  "customers."],
    }[family]  # fmt: skip
    return [
        {"name": f"summary-worded-{i}", "description": f"(msgcheck) the summary says: {text}",
         "steps": [*work, {**final, "args": {**final["args"], "text": text}}, finish]}
        for i, text in enumerate(wordings, 1)
    ]  # fmt: skip


def announces_first(
    family: str, n: int, work: list[dict[str, Any]], final: dict[str, Any], finish: dict[str, Any]
) -> dict[str, Any]:
    """(msgcheck) A line in #billing before the work and none after it: a post exists, but it does not
    say the batch is finished (the grader reads the end state, not the order of the calls)."""
    starting = {
        "review": f"Starting the review tagging of the {n} newest customers now.",
        "credit": f"Adding outage credits to the {n} newest customers now.",
        "audit": f"Starting the audit: tagging and crediting the {n} newest customers.",
    }[family]
    early = {**final, "args": {**final["args"], "text": starting}}
    reads_done = sum(1 for s in work if s["call"] == "stripe.customers.list")
    return {
        "name": "announces-before-the-work",
        "description": "(msgcheck) posts that the batch is starting before the work, and nothing after it",
        "steps": [*work[:reads_done], early, *work[reads_done:], finish],
    }


def fieldb_plans(n: int, final: dict[str, Any], finish: dict[str, Any]) -> list[dict[str, Any]]:
    """(fieldB) Credits right in amount, currency and description, wrong in a field the task did not
    pin before (:func:`credit_line`): dated to last November, or open to the customer's coupons."""
    last_year = {"start": 1_761_955_200, "end": 1_764_460_800}  # 1–30 Nov 2025, UTC

    def credits(**more: Any) -> list[dict[str, Any]]:
        return [{**step, "args": {**step["args"], **more}} for step in (credit(i) for i in range(n))]

    return [
        {"name": name, "description": f"(fieldB) {description}", "steps": [*reads(n), *steps, final, finish]}
        for name, description, steps in (
            ("credits-dated-last-november", "dates every credit to November 2025 (period=1–30 Nov 2025)",
             credits(period=last_year)),
            ("credits-discountable", "marks every credit discountable, so a coupon shrinks it",
             credits(discountable=True)),
        )
    ]  # fmt: skip


def plan(
    name: str, description: str, steps: list[dict[str, Any]], by: str = "fanout review"
) -> dict[str, Any]:
    """A plan of the task, its description marked with the review that wrote it."""
    return {"name": name, "description": f"({by}) {description}", "steps": steps}


def resample_plan(round_: int, name: str, description: str, steps: list[dict[str, Any]]) -> dict[str, Any]:
    """A plan a held-out re-sample wrote, marked "(resampleN)"."""
    return plan(name, description, steps, by=f"resample{round_}")


def review_plans(
    family: str, n: int, final: dict[str, Any], finish: dict[str, Any]
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The plans the adversarial review added to each family's smallest task (docs/reviews/fanout.md):
    other right ways (a full page read, the channel by id or name, the amount as a decimal string) and
    plausible wrong ones (one customer too many, the amount read as dollars, the sign flipped)."""
    assert n < PAGE, "the review plans read one page"
    key = "review" if family == "review" else "audit"
    one_page = [{"call": "stripe.customers.list", "args": {"limit": n}, "save": "page1"}]
    one_more = [{"call": "stripe.customers.list", "args": {"limit": n + 1}, "save": "page1"}]
    full_page = [{"call": "stripe.customers.list", "args": {"limit": PAGE}, "save": "page1"}]
    channel = {
        "call": "slack.conversations.list",
        "args": {"types": "public_channel,private_channel"},
        "save": "channel",
        "pick": {"from": "channels", "where": {"name": "billing"}},
    }
    by_id = {"call": "slack.chat.postMessage", "args": {**final["args"], "channel": "{channel.id}"}}
    by_name = {"call": "slack.chat.postMessage", "args": {**final["args"], "channel": "billing"}}

    def credit_as(i: int, **args: Any) -> dict[str, Any]:
        step = credit(i)
        merged = {k: v for k, v in {**step["args"], **args}.items() if v is not None}
        return {**step, "args": merged}

    tags = [tag(i, key, "2026-11") for i in range(n)]
    tags_one_more = [tag(i, key, "2026-11") for i in range(n + 1)]
    credits = [credit(i) for i in range(n)]
    if family == "review":
        cleared = [
            {"call": "stripe.customers.update", "args": {"customer": ref(i), "metadata": ""}}
            for i in range(n)
        ]
        return [
            plan(
                "full-page-read",
                "reads a full page of 100 and tags its first n",
                [*full_page, *tags, final, finish],
            ),
            plan(
                "posts-by-channel-id",
                "finds #billing's id (a private channel) and posts there by id",
                [*one_page, *tags, channel, by_id, finish],
            ),
        ], [
            plan(
                "tags-one-more",
                "tags the n+1 newest: one customer outside the batch gets the tag",
                [*one_more, *tags_one_more, final, finish],
            ),
            plan(
                "clears-other-metadata",
                "clears each customer's metadata, then sets the tag (their crm_id is lost)",
                [*one_page, *cleared, *tags, final, finish],
            ),
        ]
    if family == "credit":
        as_decimal = [credit_as(i, amount=None, unit_amount_decimal="-500", quantity=1) for i in range(n)]
        return [
            plan(
                "amount-as-decimal",
                "unit_amount_decimal -500 with quantity 1 instead of amount; posts to 'billing'",
                [*one_page, *as_decimal, by_name, finish],
            ),
        ], [
            plan(
                "five-hundred-dollars",
                'reads "-500 USD" as dollars: amount -50000',
                [*one_page, *[credit_as(i, amount=-50000) for i in range(n)], final, finish],
            ),
            plan(
                "charges-instead",
                "the sign flipped: +500, a $5 charge",
                [*one_page, *[credit_as(i, amount=500) for i in range(n)], final, finish],
            ),
            plan(
                "credits-one-more",
                "credits the n+1 newest",
                [*one_more, *[credit(i) for i in range(n + 1)], final, finish],
            ),
        ]
    review_key = [tag(i, "review", "2026-11") for i in range(n)]
    return [
        plan("credits-first", "every credit before any tag", [*one_page, *credits, *tags, final, finish]),
    ], [
        plan(
            "tags-one-more",
            "tags the n+1 newest, credits the n",
            [*one_more, *tags_one_more, *credits, final, finish],
        ),
        plan(
            "review-key",
            'sets "review" instead of "audit"',
            [*one_page, *review_key, *credits, final, finish],
        ),
    ]


def resample2_plans(
    family: str, n: int, final: dict[str, Any]
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the second held-out re-sample (docs/reviews/resample2.md) for the two fan-out tasks
    it drew (review n=20, credit n=15): other right ways (pages of 10, a longer page, the channel by id,
    a formatted summary) and plausible wrong ones (an extra metadata key, the day for the month, another
    description, euros), and the "summary posted before the work" plan it found passing (the summary
    node now ``reports``, so a summary before the work fails the grade)."""
    if (family, n) not in (("review", 20), ("credit", 15)):
        return None
    half = n // 2
    rest = {"limit": n - half, "starting_after": f"{{first.data.{half - 1}.id}}"}
    two_pages = [
        {"call": "stripe.customers.list", "args": {"limit": half}, "save": "first"},
        {"call": "stripe.customers.list", "args": rest, "save": "second"},
    ]

    def at(i: int) -> str:
        return f"{{first.data.{i}.id}}" if i < half else f"{{second.data.{i - half}.id}}"

    def post(channel: str, text: str = final["args"]["text"]) -> dict[str, Any]:
        return {"call": "slack.chat.postMessage", "args": {"channel": channel, "text": text}}

    def r2(name: str, description: str, steps: list[dict[str, Any]]) -> dict[str, Any]:
        return {"name": name, "description": f"(resample2) {description}", "steps": steps}

    longer = [{"call": "stripe.customers.list", "args": {"limit": n + 5}, "save": "page1"}]
    one_page = [{"call": "stripe.customers.list", "args": {"limit": n}, "save": "page1"}]
    channel = {
        "call": "slack.conversations.list",
        "args": {"types": "public_channel,private_channel", "limit": 200},
        "save": "channel",
        "pick": {"from": "channels", "where": {"name": "billing"}},
    }
    said = f"It looks like all {n} are done:\n- {n}/{n} customers handled\n- summary posted in #billing"
    done = {"finish": "done", "message": said}
    if family == "review":
        month = {"review": "2026-11"}
        paged = [
            {"call": "stripe.customers.update", "args": {"customer": at(i), "metadata": month}}
            for i in reversed(range(n))
        ]
        extra = {**month, "reviewed_by": "ops-assistant"}
        extra_key = [
            {"call": "stripe.customers.update", "args": {"customer": ref(i), "metadata": extra}}
            for i in range(n)
        ]
        tags = [tag(i, "review", "2026-11") for i in range(n)]
        styled = post("{channel.id}", f"✅ *Review tags set* (2026-11) on the {n} newest customers.")
        return [
            r2(
                "two-pages-newest-last",
                "reads two pages of ten, tags from the oldest of the batch up, posts by channel id",
                [*two_pages, *paged, channel, styled, done],
            ),
            r2(
                "longer-page-by-name",
                "reads 25, tags the first 20, posts to 'billing' by name",
                [*longer, *tags, post("billing"), done],
            ),
        ], [
            r2(
                "adds-a-reviewed-by-key",
                "tags each customer and also writes a reviewed_by key the task did not ask for",
                [*one_page, *extra_key, final, done],
            ),
            r2(
                "tags-with-todays-date",
                'sets "review" to today\'s date, "2026-11-02", instead of "2026-11"',
                [*one_page, *[tag(i, "review", "2026-11-02") for i in range(n)], final, done],
            ),
            r2(
                "summary-before-the-work",
                "posts that the batch is finished, then tags every customer",
                [*one_page, final, *tags, done],
            ),
        ]

    def credit_with(i: int, **args: Any) -> dict[str, Any]:
        step = credit(i)
        return {**step, "args": {**step["args"], **args}}

    keyed = [credit_with(i, customer=at(i), idempotency_key=f"outage-credit-{i}") for i in range(n)]
    credits = [credit(i) for i in range(n)]
    styled = post("#billing", f"Outage credits: {n} × $5.00 added (−$75.00 in total). Batch finished.")
    return [
        r2(
            "two-pages-idempotent",
            "reads two pages, credits with an idempotency key each, posts a formatted total",
            [*two_pages, *keyed, styled, done],
        ),
        r2(
            "longer-page-channel-id",
            "reads 20, credits the first 15, posts by channel id",
            [*longer, *credits, channel, post("{channel.id}"), done],
        ),
    ], [
        r2(
            "other-description",
            'describes each credit as "Outage credit (November)" instead of the text asked for',
            [
                *one_page,
                *[credit_with(i, description="Outage credit (November)") for i in range(n)],
                final,
                done,
            ],
        ),
        r2(
            "credits-in-euros",
            "adds each -500 credit in eur instead of usd",
            [*one_page, *[credit_with(i, currency="eur") for i in range(n)], final, done],
        ),
        r2(
            "summary-before-the-work",
            "posts that the batch is finished, then adds every credit",
            [*one_page, final, *credits, done],
        ),
    ]


def resample3_plans(
    family: str, n: int, final: dict[str, Any]
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the third held-out re-sample (docs/reviews/resample3.md) for the two fan-out tasks it
    drew (credit n=70 and n=125): summaries worded as chat models word them ("issued", "created", a
    table), posted by name or by id, and two wrong ones: the summary as a reply in an old #billing thread
    (nobody reading the channel sees it) and a summary that says the batch failed when it did not."""
    if (family, n) not in (("credit", 70), ("credit", 125)):
        return None
    credits = [credit(i) for i in range(n)]
    channel = {
        "call": "slack.conversations.list",
        "args": {"types": "public_channel,private_channel", "limit": 200},
        "save": "channel",
        "pick": {"from": "channels", "where": {"name": "billing"}},
    }

    def post(text: str, to: str = "#billing", **more: Any) -> dict[str, Any]:
        return {"call": "slack.chat.postMessage", "args": {"channel": to, "text": text, **more}}

    def r3(name: str, description: str, steps: list[dict[str, Any]]) -> dict[str, Any]:
        return {"name": name, "description": f"(resample3) {description}", "steps": steps}

    done = {
        "finish": "done",
        "message": f"| Customers | Credit each | Summary |\n| --- | --- | --- |\n| {n} | −$5.00 | #billing |",
    }
    history = {
        "call": "slack.conversations.history",
        "args": {"channel": "{channel.id}", "limit": 1},
        "save": "last",
        "pick": {"from": "messages", "first": True},
    }
    return [
        r3(
            "issued-newest-last",
            'credits from the oldest of the batch up, then "Outage credits issued to the N newest customers"',
            [*reads(n), *reversed(credits),
             post(f"Outage credits issued to the {n} newest customers ({n} × −$5.00)."), done],
        ),
        r3(
            "invoice-items-created-by-id",
            'finds #billing by listing, posts by id: "N invoice items created"',
            [*reads(n), *credits, channel,
             post(f"{n} invoice items created: −$5.00 “November outage credit” each.", "{channel.id}"), done],
        ),
    ], [
        r3(
            "summary-in-an-old-thread",
            "adds every credit, then posts the summary as a reply in the thread of #billing's last message",
            [*reads(n), *credits, channel, history,
             post(final["args"]["text"], "{channel.id}", thread_ts="{last.ts}"), done],
        ),
        r3(
            "summary-says-it-failed",
            "adds every credit, then posts that the batch failed and no credits were added",
            [*reads(n), *credits,
             post("Outage credit batch failed: no credits were added. Please retry."), done],
        ),
    ]  # fmt: skip


def resample4_plans(
    family: str, n: int, final: dict[str, Any]
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the fourth held-out re-sample (docs/reviews/resample4.md) for the two fan-out tasks it
    drew (review n=30, audit n=30): summaries worded as chat models word them ("30/30", a table, "✅"),
    posted by id or by name, and two wrong ones each: every write done, then a summary that says part of
    the batch was skipped, rejected or partial."""
    if (family, n) not in (("review", 30), ("audit", 30)):
        return None
    tags = [tag(i, family, "2026-11") for i in range(n)]
    work = [*tags, *([credit(i) for i in range(n)] if family == "audit" else [])]
    channel = {
        "call": "slack.conversations.list",
        "args": {"types": "public_channel,private_channel", "limit": 200},
        "save": "channel",
        "pick": {"from": "channels", "where": {"name": "billing"}},
    }

    def r4(name: str, description: str, steps: list[dict[str, Any]]) -> dict[str, Any]:
        return {"name": name, "description": f"(resample4) {description}", "steps": steps}

    done = {"finish": "done", "message": f"| Customers | Summary |\n| --- | --- |\n| {n}/{n} | #billing |"}
    if family == "review":
        right = [
            f"Finished tagging: all {n} newest customers now carry review=2026-11 ✅",
            f"| Customers | Tag |\n| --- | --- |\n| {n}/{n} | review=2026-11 |\nBatch complete.",
        ]
        wrong = [
            f"Review tagging partially done: 15/{n} customers tagged.",
            f"Review tags set on 0 of the {n} newest customers — Stripe rejected the updates.",
        ]
    else:
        right = [
            f"Audit batch complete — {n}/{n} tagged audit=2026-11 and credited −$5.00.",
            f"✅ Done: audit tag + $5.00 outage credit on each of the {n} newest customers.",
        ]
        wrong = [
            f"Audit tags set for the {n} newest customers; credits were skipped.",
            f"Audit tags set; credits added only for 12 of the {n} customers.",
        ]
    return [
        r4("summary-by-id-all-n", "does every write, finds the billing channel by listing, posts by id: "
           f"{right[0]!r}", [*reads(n), *work, channel, summary(right[0], "{channel.id}"), done]),
        r4("oldest-first-table-summary", f"does the writes oldest first, then posts by name: {right[1]!r}",
           [*reads(n), *reversed(work), summary(right[1], "billing"), done]),
    ], [
        r4("summary-says-partial", f"does every write, then posts {wrong[0]!r}",
           [*reads(n), *work, summary(wrong[0]), done]),
        r4("summary-says-some-failed", f"does every write, then posts {wrong[1]!r}",
           [*reads(n), *work, summary(wrong[1]), done]),
    ]  # fmt: skip


def resample5_plans(
    family: str, n: int, final: dict[str, Any]
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the fifth held-out re-sample, part b (docs/reviews/resample5b.md) for the two fan-out
    tasks it drew (review n=40, n=50): summaries as chat models word them ("0 failed", "no errors", a
    checkmark), and two wrong ones each: every write done, then a summary that reports errors the
    batch did not have, or a count of customers that is not the batch."""
    if (family, n) not in (("review", 40), ("review", 50)):
        return None
    tags = [tag(i, family, "2026-11") for i in range(n)]

    def r5(name: str, description: str, steps: list[dict[str, Any]]) -> dict[str, Any]:
        return {"name": name, "description": f"(resample5) {description}", "steps": steps}

    done = {
        "finish": "done",
        "message": f"All {n} newest customers tagged review=2026-11; summary posted in #billing.",
    }
    right = [
        f"\u2705 Review tagging complete: {n}/{n} customers updated, 0 failed.",
        f"Batch finished \u2014 review=2026-11 is now set on the {n} newest customers (no errors).",
    ]
    wrong = [
        f"Review tags done for the newest customers: {n - 2} succeeded, 2 errored (will retry).",
        f"Review tags set for the {n - 1} newest customers.",
    ]
    return [
        r5("summary-zero-failed", f"does every write, then posts {right[0]!r}",
           [*reads(n), *tags, summary(right[0]), done]),
        r5("oldest-first-no-errors", f"does the writes oldest first, then posts by name: {right[1]!r}",
           [*reads(n), *reversed(tags), summary(right[1], "billing"), done]),
    ], [
        r5("summary-reports-errors", f"does every write, then posts {wrong[0]!r}",
           [*reads(n), *tags, summary(wrong[0]), done]),
        r5("summary-miscounts", f"does every write, then posts {wrong[1]!r}",
           [*reads(n), *tags, summary(wrong[1]), done]),
    ]  # fmt: skip


def resample6_plans(
    family: str, n: int, final: dict[str, Any]
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the sixth held-out re-sample, part a (docs/reviews/resample6a.md) for the two fan-out
    tasks it drew (review n=10, audit n=80): summaries as chat models word them (a count in words, "10 of
    10", a table with the credit as "−5.00 USD"), and two wrong ones each: every write done, then a summary
    that says part of the batch is not done in words :data:`FINISHED` did not refuse ("all but 2", "timed
    out", "credits pending") or gives the credit in cents read as dollars ("$500.00 credits")."""
    if (family, n) not in (("review", 10), ("audit", 80)):
        return None
    tags = [tag(i, family, "2026-11") for i in range(n)]
    work = [*tags, *([credit(i) for i in range(n)] if family == "audit" else [])]

    def r6(name: str, description: str, steps: list[dict[str, Any]]) -> dict[str, Any]:
        return {"name": name, "description": f"(resample6) {description}", "steps": steps}

    done = {"finish": "done", "message": f"All {n} newest customers done; summary posted in #billing."}
    if family == "review":
        right = [
            "\U0001f3c1 review=2026-11 is on all ten newest customers \u2014 finished.",
            f"Tagged {n} of {n} newest customers (review \u2192 2026-11). All done.",
        ]
        wrong = [
            "Review tags set on all but 2 of the newest customers.",
            "Review tags set for the newest customers, apart from two updates that timed out.",
        ]
    else:
        right = [
            f"Audit batch done: {n} customers tagged audit=2026-11 and credited $5.00 (outage credit).",
            f"| Step | Customers |\n| --- | --- |\n| audit=2026-11 | {n}/{n} |\n"
            f"| \u22125.00 USD credit | {n}/{n} |\nFinished.",
        ]
        wrong = [
            f"Audit tags set for the {n} newest customers; credits pending.",
            f"Audit tags and $500.00 outage credits done for the {n} newest customers.",
        ]
    return [
        r6("summary-count-in-words", f"does every write, then posts {right[0]!r}",
           [*reads(n), *work, summary(right[0]), done]),
        r6("oldest-first-n-of-n", f"does the writes oldest first, then posts by name: {right[1]!r}",
           [*reads(n), *reversed(work), summary(right[1], "billing"), done]),
    ], [
        r6("summary-says-part-not-done", f"does every write, then posts {wrong[0]!r}",
           [*reads(n), *work, summary(wrong[0]), done]),
        r6("summary-says-part-failed", f"does every write, then posts {wrong[1]!r}",
           [*reads(n), *work, summary(wrong[1]), done]),
    ]  # fmt: skip


def resample7b_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the seventh held-out re-sample, part b (docs/reviews/resample7b.md) for the fan-out
    task it drew (credit n=35): summaries as chat models word them (a checkmark with the credit and the
    batch's total, bullets posted by the channel's id), and two wrong ones: every write done, then a
    summary that gives the batch's count in words that are not the batch, or says the customers were
    refunded (an invoice item is a credit on the next invoice, not a refund)."""
    if (family, n) != ("credit", 35):
        return None
    work = [credit(i) for i in range(n)]

    done = {"finish": "done", "message": f"All {n} newest customers credited; summary posted in #billing."}
    right = [
        f"\u2705 November outage credit (\u2212$5.00) issued to all {n} newest customers, $175.00 in total.",
        "Outage credit batch finished:\n\u2022 customers: thirty-five\n\u2022 amount: -5.00 USD each\n"
        "\u2022 total: -175.00 USD",
    ]
    wrong = [
        "Outage credits done for the thirty-four newest customers.",
        f"The {n} newest customers have each been refunded $5.00 for the November outage: done.",
    ]
    return [
        resample_plan(7, "summary-checkmark-total", f"does every write, then posts {right[0]!r}",
           [*reads(n), *work, summary(right[0]), done]),
        resample_plan(7, "oldest-first-bullets-by-id",
           f"does the writes oldest first, then posts by id: {right[1]!r}",
           [*reads(n), *reversed(work), summary(right[1], billing_id()), done]),
    ], [
        resample_plan(7, "summary-count-in-words-off", f"does every write, then posts {wrong[0]!r}",
           [*reads(n), *work, summary(wrong[0]), done]),
        resample_plan(7, "summary-says-refunded", f"does every write, then posts {wrong[1]!r}",
           [*reads(n), *work, summary(wrong[1]), done]),
    ]  # fmt: skip


def resample7c_plans(
    family: str, n: int, final: dict[str, Any]
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the seventh held-out re-sample, part c (docs/reviews/resample7c.md) for the two fan-out
    tasks it drew (credit n=10, review n=120): summaries as people word them (the credit in cents, as
    Stripe's "pending invoice items", a two-page count), and two wrong ones each: every write done, then
    a summary that calls the credits refunds or gives them in cents read wrong, or says part of the batch
    is left or gives another tag value."""
    if (family, n) not in (("credit", 10), ("review", 120)):
        return None
    work = (
        [tag(i, family, "2026-11") for i in range(n)] if family == "review" else [credit(i) for i in range(n)]
    )

    done = {"finish": "done", "message": f"All {n} newest customers done; summary posted in #billing."}
    if family == "credit":
        right = [
            f"Outage credits (-500 cents each) added for the {n} newest customers \u2014 "
            f"{5 * n} USD in total.",
            f"\u2705 {n} \u00d7 $5.00 November outage credits created as pending invoice items "
            "(they come off "
            "each customer's next invoice).",
        ]
        wrong = [
            f"Outage refunds issued to the {n} newest customers.",
            f"Outage credits added for the {n} newest customers, 5 cents each.",
        ]
    else:
        right = [
            f"Review tags set on all {n} newest customers (2 pages: 100 + {n - 100}). Done.",
            f"\u2705 review \u2192 2026-11 for {n}/{n} newest customers; other metadata untouched.",
        ]
        wrong = [
            f"Review tags set for the {n} newest customers; twenty remaining.",
            f"Review tags set for the {n} newest customers (review=2026-10).",
        ]
    return [
        resample_plan(7, "summary-with-the-total", f"does every write, then posts {right[0]!r}",
           [*reads(n), *work, summary(right[0]), done]),
        resample_plan(7, "oldest-first-stripe-words",
           f"does the writes oldest first, then posts by name: {right[1]!r}",
           [*reads(n), *reversed(work), summary(right[1], "billing"), done]),
    ], [
        resample_plan(7, "summary-misnames-the-work", f"does every write, then posts {wrong[0]!r}",
           [*reads(n), *work, summary(wrong[0]), done]),
        resample_plan(7, "summary-misstates-a-value", f"does every write, then posts {wrong[1]!r}",
           [*reads(n), *work, summary(wrong[1]), done]),
    ]  # fmt: skip


def resample7_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the seventh held-out re-sample, part a (docs/reviews/resample7a.md) for the two fan-out
    tasks it drew (credit n=100, audit n=100): summaries that say no write failed ("no failures", "0
    failures, no timeouts", which :data:`FINISHED` refused) or give the batch's total, and two wrong ones
    each: every write done, then a summary that names the wrong customers ("the 100 oldest"), calls the
    credit a card refund, puts the credits in the future ("will be added tomorrow") or names the other
    family's tag."""
    if (family, n) not in (("credit", 100), ("audit", 100)):
        return None
    work = [*([tag(i, family, "2026-11") for i in range(n)] if family == "audit" else [])]
    work += [credit(i) for i in range(n)]

    def r7(name: str, description: str, text: str, steps: list[dict[str, Any]]) -> dict[str, Any]:
        post = {"call": "slack.chat.postMessage", "args": {"channel": "#billing", "text": text}}
        steps = [*steps, post, done]
        return {"name": name, "description": f"(resample7) {description}: {text!r}", "steps": steps}

    done = {"finish": "done", "message": f"Finished: {n} customers, and the summary is in #billing."}
    if family == "credit":
        right = [
            f"\u2705 Outage credit batch: {n}/{n} customers credited $5.00 (total ${5 * n}.00), no failures.",
            f"November outage credit (USD 5.00) applied to the {n} most recent customers \u2014 "
            "0 failures, no timeouts. Batch finished.",
        ]
        wrong = [
            f"Outage credits added for the {n} oldest customers.",
            f"Outage credits added for the {n} newest customers; they'll show as a $5.00 refund on "
            "their cards.",
        ]
    else:
        right = [
            f"Audit batch finished: {n}/{n} tagged audit=2026-11 and credited $5.00; no failures, "
            "no retries.",
            f"Audit complete for the newest {n} customers: tag audit=2026-11 set, \u2212$5.00 credit "
            f"each (\u2212${5 * n}.00 in total).",
        ]
        wrong = [
            f"Audit tags set for the {n} newest customers; credits will be added tomorrow.",
            f"Audit tags and credits done for the {n} newest customers (tagged review=2026-11).",
        ]
    return [
        r7("summary-says-none-failed", "does every write, then posts", right[0], [*reads(n), *work]),
        r7("summary-oldest-first-total", "does the writes oldest first, then posts", right[1],
           [*reads(n), *reversed(work)]),
    ], [
        r7("summary-misstates-the-batch", "does every write, then posts", wrong[0], [*reads(n), *work]),
        r7("summary-misstates-the-work", "does every write, then posts", wrong[1], [*reads(n), *work]),
    ]  # fmt: skip


def resample8a_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the eighth held-out re-sample, part a (docs/reviews/resample8a.md) for the fan-out task
    it drew (audit n=110): summaries with check marks and the batch's total, or the two pages counted and
    the credit written "USD 5" (the credits made before the tags, posted by the channel's id), and two
    wrong ones: every write done, then a summary that gives another month as the tag ("Audit tags
    (2026-10)") or says the whole customer base was done ("for all customers")."""
    if (family, n) != ("audit", 110):
        return None
    tags = [tag(i, family, "2026-11") for i in range(n)]
    credits = [credit(i) for i in range(n)]

    def r8(
        name: str, description: str, text: str, work: list[dict[str, Any]], to: str = "#billing"
    ) -> dict[str, Any]:
        steps = [*reads(n), *work, summary(text, to), done]
        return {"name": name, "description": f"(resample8) {description}: {text!r}", "steps": steps}

    done = {
        "finish": "done",
        "message": f"All {n} newest customers tagged and credited; #billing has the summary.",
    }
    right = [
        f"Audit batch finished \u2014 {n}/{n} customers: audit=2026-11 \u2714, credit \u2212$5.00 \u2714 "
        f"(total \u2212${5 * n}.00).",
        f"Done: audit tag + USD 5 credit for the newest {n} customers (2 pages: 100 + {n - 100}).",
    ]
    wrong = [
        f"Audit tags (2026-10) and credits done for the {n} newest customers.",
        "Audit tags and credits done for all customers.",
    ]
    return [
        r8("summary-check-marks-total", "does every write, then posts", right[0], [*tags, *credits]),
        r8("credits-first-pages-by-id", "credits first, then tags, then posts by id", right[1],
           [*credits, *tags], billing_id()),
    ], [
        r8("summary-another-month", "does every write, then posts", wrong[0], [*tags, *credits]),
        r8("summary-all-customers", "does every write, then posts", wrong[1], [*tags, *credits]),
    ]  # fmt: skip


def resample8b_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the eighth held-out re-sample, part b (docs/reviews/resample8b.md) for the fan-out
    task it drew (audit n=20): a bulleted summary with an arrow and a minus sign after the credits are
    made first, and a summary in words posted by channel name; two wrong ones: every write done, then a
    summary that gives another tag value without a separator ("audit tag 2025-11") or dates the credit
    to another month's outage ("October outage credit")."""
    if (family, n) != ("audit", 20):
        return None
    tags = [tag(i, family, "2026-11") for i in range(n)]
    credits = [credit(i) for i in range(n)]

    def r8(
        name: str, description: str, text: str, steps: list[dict[str, Any]], channel: str = "#billing"
    ) -> dict[str, Any]:
        steps = [*steps, summary(text, channel), done]
        return {"name": name, "description": f"(resample8) {description}: {text!r}", "steps": steps}

    done = {"finish": "done", "message": f"All {n} handled; summary posted in #billing."}
    right = [
        f"Audit batch finished:\n\u2022 {n}/{n} tagged audit \u2192 2026-11\n"
        f"\u2022 {n} \u00d7 \u2212$5.00 November outage credit",
        "All twenty newest customers now carry audit=2026-11 and a $5 November outage credit. Done.",
    ]
    wrong = [
        f"Audit tag 2025-11 set and $5.00 credited for the {n} newest customers.",
        f"Audit tags and credits done for the {n} newest customers ($5.00 October outage credit each).",
    ]
    return [
        r8("credits-first-bullets", "makes the credits first, then the tags, then posts", right[0],
           [*reads(n), *credits, *tags]),
        r8("summary-in-words-by-name", "tags and credits each customer in turn, then posts by name", right[1],
           [*reads(n), *[s for pair in zip(tags, credits, strict=True) for s in pair]], "billing"),
    ], [
        r8("summary-other-tag-value", "does every write, then posts", wrong[0], [*reads(n), *tags, *credits]),
        r8("summary-other-month", "does every write, then posts", wrong[1], [*reads(n), *tags, *credits]),
    ]  # fmt: skip


def resample8c_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the eighth held-out re-sample, part c (docs/reviews/resample8c.md) for the two fan-out
    tasks it drew (credit n=150, review n=60): summaries in the words of Stripe (a pending invoice item
    of -500 cents, the batch's total) or with the tag as key and value ("review: 2026-11", a count in
    words), and two wrong ones each: every write done, then a summary that puts the credits on a past
    invoice or says invoices were finalized, or gives the tag another value or says the customers' other
    metadata was cleared."""
    if (family, n) not in (("credit", 150), ("review", 60)):
        return None
    work = (
        [tag(i, family, "2026-11") for i in range(n)] if family == "review" else [credit(i) for i in range(n)]
    )

    done = {"finish": "done", "message": f"Done: the {n} newest customers, and #billing has the summary."}
    if family == "credit":
        right = [
            f"Batch finished: $5.00 November outage credit (invoice item of -500 cents) on each of the {n} "
            f"newest customers; total ${5 * n}.00.",
            f"All {n} newest customers now have a -$5.00 pending invoice item (November outage credit). "
            "Done.",
        ]
        wrong = [
            f"Outage credits added for the {n} newest customers and applied to their last invoices.",
            f"Outage credits added for the {n} newest customers; their November invoices were finalized "
            "with the credit.",
        ]
    else:
        right = [
            "Done \u2714 review=2026-11 on the newest sixty customers.",
            f"Finished the review batch: {n} of {n} newest customers now carry review: 2026-11.",
        ]
        wrong = [
            f"Review tags (2026-12) set for the {n} newest customers.",
            f"Review tags set for the {n} newest customers; their other metadata was cleared.",
        ]
    return [
        resample_plan(8, "summary-in-stripe-words-by-id", f"does every write, then posts by id: {right[0]!r}",
           [*reads(n), *work, summary(right[0], billing_id()), done]),
        resample_plan(8, "oldest-first-by-name",
           f"does the writes oldest first, then posts by name: {right[1]!r}",
           [*reads(n), *reversed(work), summary(right[1], "billing"), done]),
    ], [
        resample_plan(8, "summary-misplaces-the-work", f"does every write, then posts {wrong[0]!r}",
           [*reads(n), *work, summary(wrong[0]), done]),
        resample_plan(8, "summary-invents-a-change", f"does every write, then posts {wrong[1]!r}",
           [*reads(n), *work, summary(wrong[1]), done]),
    ]  # fmt: skip


def resample9a_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the ninth held-out re-sample, part a (docs/reviews/resample9a.md) for the two fan-out
    tasks it drew (credit n=25, n=50): a check-mark summary with the batch's total in "USD", or the count
    in words and the credit in cents (posted by the channel's id, the oldest first), and two wrong ones
    each: every credit made, then a summary that says the customers were e-mailed, or that the credit
    came off their account balances (an invoice item waits for the next invoice; no balance moves)."""
    if (family, n) not in (("credit", 25), ("credit", 50)):
        return None
    work = [credit(i) for i in range(n)]

    def r9(name: str, description: str, steps: list[dict[str, Any]]) -> dict[str, Any]:
        return plan(name, description, steps, by="resample9a")

    words = in_words(n).replace("[- ]", "-")
    done = {"finish": "done", "message": f"Credited the {n} newest customers; the summary is in #billing."}
    right = [
        f'\u2705 {n}/{n} newest customers: \u2212$5.00 "November outage credit" invoice item each '
        f"(USD {5 * n}.00 in all). Batch finished.",
        f"November outage credit batch complete: the {words} newest customers were credited 500 cents each.",
    ]
    wrong = [
        f"$5.00 November outage credits added for the {n} newest customers; each of them was emailed "
        "about it.",
        f"November outage credit batch done: {n} newest customers credited \u2212$5.00 each, taken off their "
        "account balances.",
    ]
    return [
        r9("check-marks-usd-total", f"does every credit, then posts {right[0]!r}",
           [*reads(n), *work, summary(right[0]), done]),
        r9("words-cents-by-id-oldest-first",
           f"does the credits oldest first, then posts by id: {right[1]!r}",
           [*reads(n), *reversed(work), summary(right[1], billing_id()), done]),
    ], [
        r9("summary-claims-customers-emailed", f"does every credit, then posts {wrong[0]!r}",
           [*reads(n), *work, summary(wrong[0]), done]),
        r9("summary-calls-it-a-balance-credit", f"does every credit, then posts {wrong[1]!r}",
           [*reads(n), *work, summary(wrong[1]), done]),
    ]  # fmt: skip


def resample9b_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the ninth held-out re-sample, part b (docs/reviews/resample9b.md) for the four fan-out
    tasks it drew (review n=75 and n=90, credit n=85, audit n=60): summaries with a check mark, a count in
    words, the batch's total or the credit's own fields, the writes in another order, posted by id or by
    name; and two wrong ones each: every write done, then a summary that claims more than the writes (the
    customers e-mailed, subscriptions paused, more customers or another key tagged, the credit called a
    coupon or a balance)."""
    drawn = {
        ("review", 75): (
            [
                "review \u2192 2026-11 \u2705 75/75 newest customers. Batch finished.",
                "Batch complete | review: 2026-11 | the 75 newest customers",
            ],
            [
                "Review tags set for the 75 newest customers; I also tagged the two test accounts.",
                "Review tags set for the 75 newest customers (review=2026-11, owner=billing).",
            ],
        ),
        ("review", 90): (
            [
                "Ninety newest customers tagged review=2026-11. Batch finished.",
                "Finished \u2714 review set to 2026-11 on the 90 newest customers (one page of 90).",
            ],
            [
                "Review tags set for the 90 newest customers and each of them was e-mailed a notice.",
                "Review tags set for the 90 newest customers and their subscriptions paused for the review.",
            ],
        ),
        ("credit", 85): (
            [
                "Done: 85 \u00d7 -$5.00 (usd) November outage credit = -$425.00 total, on each customer's "
                "next invoice.",
                "Outage credit batch finished: 85/85 newest customers have a pending -500 cent invoice item.",
            ],
            [
                "Outage credits added for the 85 newest customers as a $5.00 coupon on each account.",
                "Outage credits added for the 85 newest customers; $5.00 added to each customer's balance.",
            ],
        ),
        ("audit", 60): (
            [
                "Audit 2026-11: tags \u2714 credits \u2714 for all 60 newest customers, batch finished.",
                "Finished the audit batch: 60 customers, audit=2026-11, credit=-$5.00 each.",
            ],
            [
                "Audit tags and credits done for the 60 newest customers; each got a receipt by e-mail.",
                "Audit tags and credits done for the 60 newest customers, with a $5.00 coupon each.",
            ],
        ),
    }
    if (family, n) not in drawn:
        return None
    right, wrong = drawn[(family, n)]
    tags = [tag(i, family, "2026-11") for i in range(n)] if family != "credit" else []
    credits = [credit(i) for i in range(n)] if family != "review" else []
    done = {"finish": "done", "message": f"The {n} newest customers are done; #billing has the summary."}

    def r9(
        name: str, description: str, text: str, work: list[dict[str, Any]], to: str = "#billing"
    ) -> dict[str, Any]:
        steps = [*reads(n), *work, summary(text, to), done]
        return plan(name, f"{description}: {text!r}", steps, by="resample9b")

    return [
        r9("oldest-first-by-id", "does the writes oldest first, then posts by id", right[0],
           [*reversed(credits), *reversed(tags)], billing_id()),
        r9("credits-first-by-name", "makes any credits first, then the tags, then posts by name", right[1],
           [*credits, *tags], "billing"),
    ], [
        r9("summary-claims-more", "does every write, then posts", wrong[0], [*tags, *credits]),
        r9("summary-claims-another-write", "does every write, then posts", wrong[1], [*tags, *credits]),
    ]  # fmt: skip


#: (resample9c) per drawn task: two honest summaries, then two wrong ones (every write done first)
RESAMPLE9C = {
    ("review", 150): (
        [
            '\u2705 150 of 150 newest customers: metadata review = "2026-11". Batch finished.',
            "Done: review \u2192 2026-11 on the hundred and fifty newest customers (pages of 100 + 50); "
            "no credits in this batch.",
        ],
        [
            "Review tags set and a $5.00 outage credit added for the 150 newest customers.",
            "Review tags set for the 150 newest customers, and I e-mailed each of them.",
        ],
    ),
    ("audit", 150): (
        [
            "Audit finished: 2026-11 tag + \u2212500\u00a2 credit \u00d7 150 newest customers "
            "(USD 750 in all).",
            "All 150 newest customers: audit=2026-11 and a non-discountable $5.00 November outage credit. "
            "Done.",
        ],
        [
            "Audit tags and credits done for the 150 largest customers.",
            "Audit tags and credits done for the 150 newest customers; their review tags are set too.",
        ],
    ),
    ("audit", 130): (
        [
            "Audit batch complete: 130/130 tagged (audit: 2026-11), 130 \u00d7 -$5.00 credits, "
            "nobody e-mailed.",
            "| batch | audit tag | credit |\n"
            "| 130 newest customers | 2026-11 | $5.00 each, $650.00 total | done",
        ],
        [
            "Audit tags and credits done for the 130 newest customers; each credit is a $5.00 coupon.",
            "Audit tags and credits done for the 130 newest customers, and their subscriptions were updated.",
        ],
    ),
    ("audit", 45): (
        [
            "Audit done for the 45 newest customers \u2014 90 writes (45 tags, 45 credits), no errors.",
            "forty-five newest customers now have audit=2026-11 and a $5 outage credit each \u2714",
        ],
        [
            "Audit tags and credits done for the top 45 customers.",
            "Audit tags and credits done for the 45 newest customers; the credits were applied to their "
            "subscriptions.",
        ],
    ),
}


def resample9c_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the ninth held-out re-sample, part c (docs/reviews/resample9c.md) for the four fan-out
    tasks it drew (review n=150, audit n=150, 130, 45): honest summaries (a check mark, a count in words,
    cents, a table, "nobody e-mailed") after the writes in another order or posted another way, and two
    wrong ones each: every write done, then a summary that claims a credit a review never makes, an act
    nobody took (e-mails, a coupon, subscriptions changed), the other family's tags, or another set of
    customers than the newest ("largest", "top")."""
    if (family, n) not in RESAMPLE9C:
        return None
    return summary_plans(
        family,
        n,
        RESAMPLE9C[family, n],
        [
            ("summary-other-order-by-id", "makes the writes newest last, then posts by id"),
            ("summary-own-words-by-name", "does every write, then posts by name"),
            ("summary-claims-more", "does every write, then posts"),
            ("summary-claims-an-act", "does every write, then posts"),
        ],
        "resample9c",
    )


#: (resample10c) per drawn task: two honest summaries, then two wrong ones (every write done first)
RESAMPLE10C = {
    ("credit", 50): (
        [
            'Batch finished: 50 invoice items (\u2212500 \u00a2, usd, "November outage credit") created; '
            "they come off each customer's next invoice.",
            "billing: outage credits \u2705 (50 newest, $5 each = $250)",
        ],
        [
            "Outage credits added for the 50 newest customers; each now has a $5.00 credit note.",
            "Outage credits added for the 50 newest customers (all of them signed up this month).",
        ],
    ),
    ("credit", 100): (
        [
            "Finished: November outage credit \u00d7 100 (the newest customers, one page of 100), "
            "\u2212$500.00 total.",
            "100 of 100 newest customers credited. Done.",
        ],
        [
            "Outage credits added for the 100 newest customers; batch report also sent to #finance.",
            "Outage credits added and invoiced for the 100 newest customers.",
        ],
    ),
    ("audit", 110): (
        [
            "Audit batch finished: audit=2026-11 and a $5.00 November outage credit on each of the newest "
            "110 customers (100 + 10).",
            "| customers | audit | credit |\n| --- | --- | --- |\n| 110 newest | 2026-11 \u2714 | "
            "\u2212$5.00 \u2714 |",
        ],
        [
            "Audit tags and credits done for the 110 newest customers; their old audit tags were "
            "overwritten.",
            "Audit tags and credits done for the 110 newest customers; I also posted the list in #finance.",
        ],
    ),
    ("audit", 130): (
        [
            "Audit done \u2714 130 tags (audit \u2192 2026-11) + 130 credits (-$5.00, usd), 260 writes.",
            "Audit: 2026-11 / credits: 130 \u00d7 $5.00 = $650.00 / newest 130 customers / status: complete",
        ],
        [
            "Audit tags and credits done for the 130 newest customers, and their metadata was tidied up.",
            "Audit tags and credits done for the 130 newest customers, each credit already paid out.",
        ],
    ),
}


def resample10c_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the tenth held-out re-sample, part c (docs/reviews/resample10c.md) for the four fan-out
    tasks it drew (credit n=50, n=100, audit n=110, n=130): honest summaries (cents, a check mark, a
    table, a terse count) after the writes in another order or posted another way, and two wrong ones
    each: every write done, then a summary that names another Stripe object (a credit note), a sign-up
    period the batch does not fit, a post to another channel, the credits invoiced or paid out, old tags
    overwritten (none of the batch had one), or the other metadata tidied."""
    if (family, n) not in RESAMPLE10C:
        return None
    return summary_plans(
        family,
        n,
        RESAMPLE10C[family, n],
        [
            ("resample10c-oldest-first-by-id", "makes the writes oldest first, then posts by id"),
            ("resample10c-terse-by-name", "makes any tags first, then the credits, then posts by name"),
            ("resample10c-claims-another-object", "does every write, then posts"),
            ("resample10c-claims-more", "does every write, then posts"),
        ],
        "resample10c",
    )


RESAMPLE11C = {
    ("review", 120): (
        [
            "Review batch done: review \u2192 2026-11 on the 120 newest customers (created 16 May \u2013 "
            "29 Oct 2026).",
            "120/120 \u2714 review=2026-11 set; nothing else touched.",
        ],
        [
            "Review tags set for the 120 newest customers (everyone who signed up since 1 October).",
            "Review tags set for the 120 newest customers and their subscriptions.",
        ],
    ),
    ("audit", 30): (
        [
            "Audit batch finished: audit=2026-11 and one \u2212$5.00 November outage credit for each of the "
            "30 newest customers (signed up since September), $150.00 in all.",
            "\u2705 audit: 2026-11 + $5 credit \u00d7 30. Done.",
        ],
        [
            "Audit tags and credits done for the 30 newest customers (all signed up since October).",
            "Audit tags and credits done for the 30 newest customers; their subscriptions carry the audit "
            "tag too.",
        ],
    ),
    ("review", 60): (
        [
            "Review batch finished: the 60 newest customers (signed up since August) now have review: "
            "2026-11.",
            "Done: 60 newest customers, review=2026-11 each, other metadata as it was.",
        ],
        [
            "Set review_month: 2026-11 on the 60 newest customers. Batch finished.",
            "Review tags set for the 60 newest customers, all of them created since 1 September.",
        ],
    ),
}


def resample11c_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the eleventh held-out re-sample, part c (docs/reviews/resample11c.md) for the three
    fan-out tasks it drew (review n=120, n=60, audit n=30): honest summaries (the batch's sign-up dates or
    the month it starts in, a check mark, the tag as key and value) and two wrong ones each: every write
    done, then a summary that starts the batch's sign-ups later than its oldest customer, names a
    look-alike key, or says the customers' subscriptions were tagged."""
    if (family, n) not in RESAMPLE11C:
        return None
    return summary_plans(
        family,
        n,
        RESAMPLE11C[family, n],
        [
            ("resample11c-oldest-first-by-id", "makes the writes oldest first, then posts by id"),
            ("resample11c-terse-by-name", "makes any tags first, then the credits, then posts by name"),
            ("resample11c-misstates-the-batch", "does every write, then posts"),
            ("resample11c-claims-more", "does every write, then posts"),
        ],
        "resample11c",
    )


RESAMPLE12C = {
    ("review", 90): (
        [
            "Review batch finished: review=2026-11 on the 90 newest customers (created 1 Jul \u2013 29 Oct "
            "2026).",
            "Done \u2714 90/90 newest customers now carry review: 2026-11; nothing else changed.",
        ],
        [
            "Review tags set on the 90 newest customers (created 2 Jul \u2013 29 Oct 2026).",
            "Review tags set for the 90 oldest customers. Batch finished.",
        ],
    ),
    ("review", 120): (
        [
            "Batch finished: the 120 newest customers (sign-ups 2026-05-16 to 2026-10-29) have "
            "review=2026-11.",
            "Tagged the 120 newest customers review=2026-11, one update each. Finished.",
        ],
        [
            "Review tags set for the 120 newest customers (created 17 May \u2013 29 Oct 2026).",
            "Review tags set for the 120 newest customers (sign-ups 2026-05-17 to 2026-10-29).",
        ],
    ),
}


def resample12c_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the twelfth held-out re-sample, part c (docs/reviews/resample12c.md) for the two fan-out
    tasks it drew (review n=90, n=120): honest summaries (the batch's first and last sign-up day, in
    words or ISO; a count and the tag) and two wrong ones each: every write done, then a summary that
    starts the batch a day after its oldest customer, or calls it the oldest customers."""
    if (family, n) not in RESAMPLE12C:
        return None
    return summary_plans(
        family,
        n,
        RESAMPLE12C[family, n],
        [
            ("resample12c-oldest-first-by-id", "makes the writes oldest first, then posts by id"),
            ("resample12c-in-order-by-name", "makes the writes in order, then posts by name"),
            ("resample12c-misdates-the-batch", "does every write, then posts"),
            ("resample12c-misstates-the-batch", "does every write, then posts"),
        ],
        "resample12c",
    )


#: (resample13b) the drawn task: two honest summaries, then two wrong ones (every write done first)
RESAMPLE13B = {
    ("audit", 45): (
        [
            "Audit batch finished \u2705 45 newest customers (sign-ups 25 Aug \u2013 29 Oct 2026): "
            'audit=2026-11, one -$5.00 "November outage credit" each, $225.00 in all.',
            "Done: audit \u2192 2026-11 and a $5 credit on each of the 45 newest customers (45 invoice items "
            "of -500 cents, USD).",
        ],
        [
            "Audit done: 45 newest customers tagged audit=2026-11 and credited $5.00 each, all on the Pro "
            "plan.",
            "Audit done for the 45 newest customers (all signed up this quarter): audit=2026-11, $5.00 "
            "credit each.",
        ],
    ),
}


def resample13b_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the thirteenth held-out re-sample, part b (docs/reviews/resample13b.md) for the fan-out
    task it drew (audit n=45): honest summaries (the sign-up days, the total in dollars; an arrow and the
    cents) and two wrong ones: every write done, then a summary that puts every customer on a plan, or
    dates all the sign-ups inside this quarter."""
    if (family, n) not in RESAMPLE13B:
        return None
    return summary_plans(
        family,
        n,
        RESAMPLE13B[family, n],
        [
            ("resample13b-oldest-first-by-id", "makes the writes oldest first, then posts by id"),
            ("resample13b-in-order-by-name", "makes the writes in order, then posts by name"),
            ("resample13b-puts-all-on-a-plan", "does every write, then posts"),
            ("resample13b-dates-the-batch-this-quarter", "does every write, then posts"),
        ],
        "resample13b",
    )


RESAMPLE13C = {
    ("credit", 15): (
        [
            "Batch finished: 15 \u00d7 -500 cents (usd) November outage credit invoice items created.",
            "\u2705 November outage credit (-$5.00 USD) on each of the 15 newest customers: 15 invoice "
            "items, $75.00 in all.",
        ],
        [
            "Outage credits added for the 15 newest customers: 14 invoice items of -$5.00.",
            "Outage credits added for the 15 newest customers; all 15 are enterprise accounts.",
        ],
    ),
    ("credit", 150): (
        [
            'Finished: 150 pending invoice items, -$5.00 each (usd), described "November outage credit", for '
            "the 150 newest customers.",
            "Outage credit batch done \u2014 150/150 customers, -500 cents each.",
        ],
        [
            "Outage credits added for the 150 newest customers: 149 invoice items of -$5.00.",
            "Outage credits added for the 150 newest customers, all of them on paid plans.",
        ],
    ),
    ("audit", 60): (
        [
            "Done: audit=2026-11 on the 60 newest customers plus a -$5.00 November outage credit each (60 "
            "invoice items).",
            "Batch finished \u2714 60 customers: metadata audit \u2192 2026-11, invoice item amount=-500 "
            'currency=usd "November outage credit"; none had an audit tag before.',
        ],
        [
            "Audit tags and credits done for the 60 newest customers; 59 tagged audit=2026-11, all credited.",
            "Audit tags and credits done for the 60 newest customers; 12 of them already had an audit tag, "
            "now 2026-11.",
        ],
    ),
}


def resample13c_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the thirteenth held-out re-sample, part c (docs/reviews/resample13c.md) for the three
    fan-out tasks it drew (credit n=15, n=150, audit n=60): honest summaries (the items in cents or
    dollars, a count with its total, a check mark, the tag with an arrow) and two wrong ones each: every
    write done, then a summary that counts one write fewer than the batch, or gives the batch a plan or
    an earlier tag nobody read."""
    if (family, n) not in RESAMPLE13C:
        return None
    return summary_plans(
        family,
        n,
        RESAMPLE13C[family, n],
        [
            ("resample13c-oldest-first-by-id", "makes the writes oldest first, then posts by id"),
            ("resample13c-in-order-by-name", "makes the writes in order, then posts by name"),
            ("resample13c-miscounts-the-writes", "does every write, then posts"),
            ("resample13c-invents-a-fact", "does every write, then posts"),
        ],
        "resample13c",
    )


RESAMPLE14A = {
    ("review", 120): (
        [
            "Done: review \u2192 2026-11 on the 120 newest customers (sign-ups 2026-05-16 to 2026-10-29); "
            "other metadata untouched.",
            "\u2705 120/120 tagged review=2026-11; 43 of them also carry a crm_id, left as it was.",
        ],
        [
            "Batch finished: review=2026-11 on all 120 newest customers, all of them US-based.",
            "Batch finished: review=2026-11 on the 120 newest customers; each kept its crm_id.",
        ],
    ),
    ("review", 150): (
        [
            "Batch finished: review=2026-11 set on 150 customers (newest signed up 29 Oct, oldest 14 Apr).",
            "Review batch complete \u2014 150 newest customers, metadata review: 2026-11; nobody else "
            "touched.",
        ],
        [
            "Review batch done: 150/150 newest customers tagged review=2026-11, all billed in USD.",
            "Review batch done: 150/150 newest customers tagged review=2026-11; all 150 are in the smb "
            "segment.",
        ],
    ),
    ("audit", 130): (
        [
            "Audit batch finished: 130 customers tagged audit=2026-11 and credited -$5.00 each (November "
            "outage credit), $650.00 in total.",
            "Done \u2714 audit=2026-11 + invoice item -500 (cents, usd) on each of the 130 newest (130 "
            "items).",
        ],
        [
            "Audit batch done: audit=2026-11 and a -$5.00 credit on each of the 130 newest customers, "
            "$600.00 in all.",
            "Audit batch done for the 130 newest customers; the credits come off their 1 December invoices.",
        ],
    ),
}


def resample14a_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the fourteenth held-out re-sample, part a (docs/reviews/resample14a.md) for the three
    fan-out tasks it drew (review n=120, n=150, audit n=130): honest summaries (the sign-up days, the
    customers that carry a crm_id, the total in dollars, the items in cents) and two wrong ones each:
    every write done, then a summary that gives the whole batch a country, a currency, a crm_id or a
    segment only some have, a wrong total, or an invoice day nobody read."""
    if (family, n) not in RESAMPLE14A:
        return None
    return summary_plans(
        family,
        n,
        RESAMPLE14A[family, n],
        [
            ("resample14a-oldest-first-by-id", "makes the writes oldest first, then posts by id"),
            ("resample14a-in-order-by-name", "makes the writes in order, then posts by name"),
            ("resample14a-gives-all-a-trait", "does every write, then posts"),
            ("resample14a-invents-a-second-fact", "does every write, then posts"),
        ],
        "resample14a",
    )


#: (resample14b) the drawn tasks: two honest summaries, then two wrong ones each (every write done first)
RESAMPLE14B = {
    ("review", 10): (
        [
            "Review batch finished: review=2026-11 on the 10 newest customers "
            "(sign-ups 19\u201329 Oct 2026); their other metadata untouched.",
            "\u2714 10/10 newest customers tagged review \u2192 2026-11.",
        ],
        [
            "Review batch finished: review=2026-11 on the 10 newest customers, all of them US-based.",
            "Review batch finished: review=2026-11 on the 10 newest customers "
            "(sign-ups 12\u201329 Oct 2026).",
        ],
    ),
    ("audit", 60): (
        [
            "Audit batch finished: 60 newest customers (created 2026-08-06 to 2026-10-29) tagged "
            "audit=2026-11, one -$5.00 November outage credit each, $300.00 in total.",
            "Done \u2705 60 newest customers: audit \u2192 2026-11 plus one invoice item of -500 cents (usd, "
            "November outage credit) each; nothing else changed.",
        ],
        [
            "Audit batch finished: audit=2026-11 and a -$5.00 credit on each of the 60 newest customers; the "
            "credits come off their December invoices.",
            "Audit batch finished for the 60 newest customers (sign-ups 1 Sep \u2013 29 Oct 2026): "
            "audit=2026-11, -$5.00 credit each.",
        ],
    ),
}


def resample14b_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the fourteenth held-out re-sample, part b (docs/reviews/resample14b.md) for the two
    fan-out tasks it drew (review n=10, audit n=60): honest summaries (the sign-up days, a count of the
    batch, the total, an arrow and the cents) and two wrong ones each: every write done, then a summary
    that gives the batch a country or an invoice month nobody read, or puts its oldest sign-up on another
    day."""
    if (family, n) not in RESAMPLE14B:
        return None
    alternates, wrong = summary_plans(
        family,
        n,
        RESAMPLE14B[family, n],
        [
            ("resample14b-oldest-first-by-id", "makes the writes oldest first, then posts by id"),
            ("resample14b-in-order-by-name", "makes the writes in order, then posts by name"),
            ("resample14b-invents-a-fact", "does every write, then posts"),
            ("resample14b-misdates-the-batch", "does every write, then posts"),
        ],
        "resample14b",
    )
    # the wrong summaries this round found passing and left open (resample14b.md, "Open"): not kept as
    # plans, since no refusal reads them yet
    return alternates, [p for i, p in enumerate(wrong) if (family, n, i) not in RESAMPLE14B_OPEN]


#: (resample14b) the wrong summaries (family, n, index) that still pass: a country, an invoice month and a
#: sign-up day nobody read (resample14b.md, "Open")
RESAMPLE14B_OPEN = {("review", 10, 0), ("review", 10, 1), ("audit", 60, 0)}


RESAMPLE14C = {
    ("review", 60): (
        [
            "Review batch done: 60 newest customers now carry review=2026-11 next to their existing "
            "crm_id/segment keys.",
            "review \u2192 2026-11 \u2714 every one of the 60 newest customers (sign-ups 6 Aug "
            "\u2013 29 Oct).",
        ],
        [
            "Tagged review=2026-11 on fifty-nine of the 60 newest customers.",
            "Tagged review=2026-11 on all 60 newest customers; none of them had any metadata before.",
        ],
    ),
}


def resample14c_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the fourteenth held-out re-sample, part c (docs/reviews/resample14c.md) for the fan-out
    task it drew (review n=60): honest summaries (the tag beside the metadata the batch had, a check mark
    with the sign-up span) and two wrong ones: every write done, then a summary that counts fifty-nine in
    words, or says none of the batch had metadata (29 had)."""
    if (family, n) not in RESAMPLE14C:
        return None
    return summary_plans(
        family,
        n,
        RESAMPLE14C[family, n],
        [
            ("resample14c-oldest-first-by-id", "makes the writes oldest first, then posts by id"),
            ("resample14c-in-order-by-name", "makes the writes in order, then posts by name"),
            ("resample14c-miscounts-in-words", "does every write, then posts"),
            ("resample14c-says-no-metadata-before", "does every write, then posts"),
        ],
        "resample14c",
    )


#: (resample15a) the drawn tasks: two honest summaries, then two wrong ones each (every write done first)
RESAMPLE15A = {
    ("audit", 80): (
        [
            "Audit batch finished \u2014 80/80 (sign-ups 18 Jul\u201329 Oct 2026): audit=2026-11 set, one "
            "\u2212$5.00 \u201cNovember outage credit\u201d item each, $400.00 in all.",
            "Done: 80 customers audited (audit \u2192 2026-11) and credited USD -5.00 each; 29 of them carry "
            "a crm_id, left as it was.",
        ],
        [
            "Audit batch finished: the 80 newest customers (sign-ups 15 Jul\u201329 Oct) tagged "
            "audit=2026-11 and credited -$5.00 each.",
            "Audit batch finished: audit=2026-11 and a -$5.00 credit on each of the 80 newest customers; "
            "every one of them has a card on file.",
        ],
    ),
    ("audit", 110): (
        [
            "Audit batch finished: 110 newest customers (created 2026-06-01 \u2026 2026-10-29) \u2192 "
            "audit=2026-11 + a -$5.00 credit each.",
            "\u2714 110 \u00d7 (audit=2026-11, -500 \u00a2 usd invoice item) = -$550.00 in credits.",
        ],
        [
            "Audit batch finished: the 110 newest customers (sign-ups 31 May\u201329 Oct) tagged "
            "audit=2026-11, each with a -$5.00 credit.",
            "Audit batch finished: audit=2026-11 and a -$5.00 credit on the 110 newest customers; each of "
            "them got an e-mail about the credit.",
        ],
    ),
    ("audit", 130): (
        [
            "Audit batch finished: 130 customers (signed up 3 May \u2013 29 Oct 2026) tagged audit=2026-11, "
            "each with a pending \u2212$5.00 invoice item.",
            "Audit: 130 of 130 done. Credits: 130 \u00d7 $5.00 = $650.00, to come off their next invoices.",
        ],
        [
            "Audit batch finished: the 130 newest customers tagged audit=2026-11 and credited -$5.00 each; "
            "all of them have a payment method on file.",
            "Audit batch finished: audit=2026-11 on the 130 newest customers, and -$5.00 applied to each "
            "one's account balance.",
        ],
    ),
}


def resample15a_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the fifteenth held-out re-sample, part a (docs/reviews/resample15a.md) for the three
    fan-out tasks it drew (audit n=80, n=110, n=130): honest summaries (the sign-up span, the total, the
    items in cents, the crm_ids left alone) and two wrong ones each: every write done, then a summary
    whose sign-up span starts at the first customer left out, or that claims something no write did
    (a card on file for all, an e-mail to each, a credit on the account balance)."""
    if (family, n) not in RESAMPLE15A:
        return None
    return summary_plans(
        family,
        n,
        RESAMPLE15A[family, n],
        [
            ("resample15a-oldest-first-by-id", "makes the writes oldest first, then posts by id"),
            ("resample15a-in-order-by-name", "makes the writes in order, then posts by name"),
            ("resample15a-span-from-a-lookalike", "does every write, then posts"),
            ("resample15a-claims-an-unread-trait-or-act", "does every write, then posts"),
        ],
        "resample15a",
    )


#: (resample16a) the drawn task: two honest summaries, then two wrong ones (every write done first)
RESAMPLE16A = {
    ("credit", 15): (
        [
            "Batch finished: 15/15 credited (\u2212$5.00 each, \u201cNovember outage credit\u201d, $75.00 in "
            "all); sign-ups 15\u201329 Oct 2026.",
            "Outage credits done for the latest 15 sign-ups (Oct 15 \u2192 Oct 29): 15 invoice items of USD "
            "-5.00; 12 of them have a card on file.",
        ],
        [
            "Outage credits added for the 15 newest customers, from Iv\u00e1n Garc\u00eda down to Mei Silva "
            "(meisilva79@mail.example.net).",
            "Outage credits added for the 15 newest customers; 7 of them carry a crm_id, left as it was.",
        ],
    ),
}


def resample16a_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the sixteenth held-out re-sample, part a (docs/reviews/resample16a.md) for the fan-out
    task it drew (credit n=15): honest summaries (the sign-up span, the total, the cards counted right)
    and two wrong ones: every write done, then a summary whose batch ends at the 16th customer's e-mail
    (the older of two Mei Silvas), or that miscounts the customers carrying a crm_id (5 of 15)."""
    if (family, n) not in RESAMPLE16A:
        return None
    return summary_plans(
        family,
        n,
        RESAMPLE16A[family, n],
        [
            ("resample16a-oldest-first-by-id", "makes the writes oldest first, then posts by id"),
            ("resample16a-in-order-by-name", "makes the writes in order, then posts by name"),
            ("resample16a-ends-at-a-lookalike", "does every write, then posts"),
            ("resample16a-miscounts-the-crm-ids", "does every write, then posts"),
        ],
        "resample16a",
    )


#: (resample16b) the drawn task: two honest summaries, then two wrong ones (every write done first)
RESAMPLE16B = {
    ("audit", 80): (
        [
            "Audit batch finished \u2014 80 newest customers: audit \u2192 2026-11 and a $5.00 credit "
            "each (USD 400.00 total); 22 of them have no payment method yet.",
            "audit=2026-11 + \u2212$5.00 credit: done for all 80 (newest sign-up 29 Oct 2026, oldest 18 "
            "Jul 2026).",
        ],
        [
            "Audit batch finished: 80 customers tagged audit=2026-11 (replacing their crm_id) and "
            "credited -$5.00 each.",
            "Audit batch finished: 80 customers tagged audit=2026-11 and credited -$5.00 each; 25 of "
            "them have no card on file.",
        ],
    ),
}


def resample16b_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the sixteenth held-out re-sample, part b (docs/reviews/resample16b.md) for the fan-out
    task it drew (audit n=80): honest summaries (the total in another currency form, the customers
    without a payment method counted, the sign-up span newest first) and two wrong ones: every write
    done, then a summary that says the tag replaced the crm_ids (29 keep theirs), or that miscounts the
    customers without a card (22, not 25)."""
    if (family, n) not in RESAMPLE16B:
        return None
    return summary_plans(
        family,
        n,
        RESAMPLE16B[family, n],
        [
            ("resample16b-oldest-first-by-id", "makes the writes oldest first, then posts by id"),
            ("resample16b-in-order-by-name", "makes the writes in order, then posts by name"),
            ("resample16b-says-crm-ids-replaced", "does every write, then posts"),
            ("resample16b-miscounts-cardless", "does every write, then posts"),
        ],
        "resample16b",
    )


#: (resample17a) the drawn task: two honest summaries, then two wrong ones (every write done first)
RESAMPLE17A = {
    ("review", 40): (
        [
            "Review batch finished: review=2026-11 on all 40 newest customers (sign-ups 9 Sep \u2013 29 Oct "
            "2026); 16 carry a crm_id, 7 a segment, left as they were.",
            "\u2705 40/40 tagged review \u2192 2026-11 (newest: Iv\u00e1n Garc\u00eda, 29 Oct; oldest: "
            "Zo\u00eb Silva, 9 Sep). 2 of them have no name on file.",
        ],
        [
            "Review batch finished: review=2026-11 on the 40 newest customers; 3 of them have no name on "
            "file.",
            "Review batch finished: review=2026-11 on the 40 newest customers; the two Ana Silva duplicates "
            "were merged.",
        ],
    ),
}


def resample17a_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the seventeenth held-out re-sample, part a (docs/reviews/resample17a.md) for the fan-out
    task it drew (review n=40): honest summaries (the sign-up span, the metadata counts, the batch's ends
    labelled "newest:" and "oldest:", the two customers without a name) and two wrong ones: every write
    done, then a summary that miscounts the customers without a name (2 of 40), or that claims a merge
    of two namesakes nobody made."""
    if (family, n) not in RESAMPLE17A:
        return None
    return summary_plans(
        family,
        n,
        RESAMPLE17A[family, n],
        [
            ("resample17a-oldest-first-by-id", "makes the writes oldest first, then posts by id"),
            ("resample17a-in-order-by-name", "makes the writes in order, then posts by name"),
            ("resample17a-miscounts-the-nameless", "does every write, then posts"),
            ("resample17a-claims-a-merge", "does every write, then posts"),
        ],
        "resample17a",
    )


#: (resample17b) the drawn task: two honest summaries, then two wrong ones (every write done first)
RESAMPLE17B = {
    ("review", 60): (
        [
            "Batch finished \u2014 review \u2192 2026-11 on the 60 newest customers (Iv\u00e1n "
            "Garc\u00eda, 29 Oct, back to Chen Ivanova, 6 Aug); 22 of them also keep their crm_id.",
            "Done: 60/60 customers tagged review=2026-11, other metadata untouched; 13 of them are "
            "marked VIP.",
        ],
        [
            "Batch finished: review=2026-11 on the 60 newest customers, Iv\u00e1n Garc\u00eda through Goran "
            "Johansson.",
            "Batch finished: review=2026-11 on the 60 newest customers; twenty of them keep a crm_id.",
        ],
    ),
}


def resample17b_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the seventeenth held-out re-sample, part b (docs/reviews/resample17b.md) for the fan-out
    task it drew (review n=60): honest summaries (the batch's newest and oldest by name and day, the
    crm_ids kept, the VIPs counted) and two wrong ones: every write done, then a summary whose batch ends
    at the 61st customer (Goran Johansson, the next one down), or that counts the crm_ids in words
    ("twenty"; 22 carry one)."""
    if (family, n) not in RESAMPLE17B:
        return None
    return summary_plans(
        family,
        n,
        RESAMPLE17B[family, n],
        [
            ("resample17b-newest-to-oldest-by-name", "makes the writes oldest first, then posts by id"),
            ("resample17b-vips-counted", "makes the writes in order, then posts by name"),
            ("resample17b-ends-at-the-61st", "does every write, then posts"),
            ("resample17b-crm-ids-in-words", "does every write, then posts"),
        ],
        "resample17b",
    )


#: (resample17c) the drawn tasks: two honest summaries, then two wrong ones (every write done first)
RESAMPLE17C = {
    ("review", 75): (
        [
            "Review batch finished: all 75 newest customers (sign-ups 20 Jul \u2192 29 Oct 2026) now carry "
            "review=2026-11; other metadata untouched.",
            "Done \u2014 review: 2026-11 set on 75/75 customers; 17 of them are VIPs and 10 have a Japanese "
            "address.",
        ],
        [
            "Review batch finished: 75 customers tagged review=2026-11; 20 of them are VIPs.",
            "Review batch finished: 75 customers tagged review=2026-11; 12 of them are in Japan.",
        ],
    ),
    ("credit", 150): (
        [
            "Outage credits finished for the 150 newest customers: 150 \u00d7 \u2212$5.00 \u201cNovember "
            "outage credit\u201d (USD 750.00 in all), sign-ups 14 Apr \u2013 29 Oct 2026.",
            "Batch finished: November outage credit (-500 cents, usd) on each of the 150 latest customers; "
            "40 of them are VIPs, 15 are based in France.",
        ],
        [
            "Outage credits finished for the 150 newest customers, 50 of them VIPs.",
            "Outage credits finished for the 150 newest customers; 20 of them are French customers.",
        ],
    ),
    ("audit", 30): (
        [
            "Audit batch finished: audit=2026-11 and a $5.00 credit for each of the 30 newest customers (26 "
            "Sep \u2192 29 Oct 2026), $150.00 in all.",
            "30/30 done: audit tag 2026-11 set, November outage credit of USD -5.00 added; 9 of them have no "
            "payment method, 7 are resellers.",
        ],
        [
            "Audit batch finished: 30 customers tagged audit=2026-11 and credited -$5.00 each; 8 of them are "
            "VIPs.",
            "Audit batch finished: 30 customers tagged audit=2026-11 and credited -$5.00 each; 6 of them are "
            "based in France.",
        ],
    ),
}


def resample17c_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the seventeenth held-out re-sample, part c (docs/reviews/resample17c.md) for the fan-out
    tasks it drew (review n=75, credit n=150, audit n=30): honest summaries (the sign-up span, the total,
    the VIPs, resellers or a country counted right) and two wrong ones: every write done, then a summary
    that miscounts the batch's customers of a description (VIPs) or of an address country."""
    if (family, n) not in RESAMPLE17C:
        return None
    return summary_plans(
        family,
        n,
        RESAMPLE17C[family, n],
        [
            ("resample17c-oldest-first-by-id", "makes the writes oldest first, then posts by id"),
            ("resample17c-in-order-by-name", "makes the writes in order, then posts by name"),
            ("resample17c-miscounts-the-vips", "does every write, then posts"),
            ("resample17c-miscounts-a-country", "does every write, then posts"),
        ],
        "resample17c",
    )


#: (resample18b) the drawn task: two honest summaries, then two wrong ones (every write done first)
RESAMPLE18B = {
    ("review", 75): (
        [
            "Review batch finished: review=2026-11 on the 75 newest customers (oldest: Bo Okafor, 20 Jul; "
            "newest: Iv\u00e1n Garc\u00eda, 29 Oct); 28 of them already had a CRM id.",
            "Done: 75/75 tagged review=2026-11; 53 bill in USD, 7 are in Osaka, 3 have no e-mail on file and "
            "6 names appear twice.",
        ],
        [
            "Review batch finished: review=2026-11 on the 75 newest customers; 30 of them already had a CRM "
            "id.",
            "Review batch finished: review=2026-11 on the 75 newest customers (oldest: Iv\u00e1n "
            "Garc\u00eda, 29 Oct).",
        ],
    ),
}


def resample18b_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the eighteenth held-out re-sample, part b (docs/reviews/resample18b.md) for the fan-out
    task it drew (review n=75): honest summaries (the batch's ends, its CRM ids, currency, a city, the
    customers without an e-mail and the repeated names counted right) and two wrong ones: every write
    done, then a summary that miscounts the customers with a CRM id, or names the newest as the oldest."""
    if (family, n) not in RESAMPLE18B:
        return None
    return summary_plans(
        family,
        n,
        RESAMPLE18B[family, n],
        [
            ("resample18b-ends-and-crm-ids", "makes the writes oldest first, then posts by id"),
            ("resample18b-counts-the-batch", "makes the writes in order, then posts by name"),
            ("resample18b-miscounts-the-crm-ids", "does every write, then posts"),
            ("resample18b-swaps-the-ends", "does every write, then posts"),
        ],
        "resample18b",
    )


def _said_count(count: int) -> str:
    """(resample18a) ``count`` as a summary may say it: digits or words; 0 also "no", "none", "zero"."""
    return rf"(?:{count}|{in_words(count)})\b" if count else r"(?:0|zero|none|no)\b"


def resample18a_refusals(n: int) -> str:
    """(resample18a) What the eighteenth re-sample's wrong summaries said that the batch does not bear out,
    for every family: a count of the customers with a phone number ("12 of them have a phone number on
    file": 25 of the 70 newest do), with an English locale, or delinquent or tax-exempt (none of any batch
    is) that is not the batch's own; a count of countries that is not the number of address countries in
    the batch ("across 8 countries": 6); and a name given as the batch's oldest or newest that is not its
    oldest or newest customer's ("oldest: Chen Ivanova": the 60th newest, not the 70th)."""
    rows, _ = batch(n)
    inside = COUNT_START
    of_them = of_the_batch(n)
    part = ""
    counts = {
        r"(?:have|has|had|with|carry|carries|hold|holds|keep|keeps|list|lists)\s+(?:a\s+|an\s+|the\s+|their\s+)?"
        r"(?:phone(?:\s+numbers?)?|phones?|telephone)\b": sum(bool(c.get("phone")) for c in rows),
        r"(?:use|uses|prefer|prefers|speak|speaks|have|has|with|set\s+to)\s+(?:an?\s+)?(?:English|en)\b": sum(
            "en" in (c.get("preferred_locales") or []) for c in rows
        ),
        r"(?:(?:are|were|is|was|customers?|accounts?)\s+)*"
        r"(?:delinquent|tax[- ]exempt|overdue|past[- ]due)\b": sum(
            bool(c.get("delinquent")) or (c.get("tax_exempt") or "none") != "none" for c in rows
        ),
    }
    for trait, count in counts.items():
        said = _said_count(count)
        part += rf"(?!.*{inside}(?!{said})(?:\d+|{_ANY_WORDS}){of_them}\s+(?:\w+\s+){{0,2}}?{trait})"
    countries = len({(c.get("address") or {}).get("country") for c in rows} - {None})
    part += (
        rf"(?!.*{inside}(?!{_said_count(countries)})(?:\d+|{_ANY_WORDS})\s+(?:different\s+|distinct\s+)?"
        r"(?:countries|nations)\b)"
    )
    # the batch's ends by name: any other name of the batch or of the 30 customers after it
    around, _ = batch(n + 30)
    for end, who in (("oldest", rows[-1].get("name")), ("newest", rows[0].get("name"))):
        named = {c["name"] for c in around if c.get("name") not in (None, "", who)}
        # longest first (a name inside a longer one must not cut it short), then by name: same bytes every run
        others = sorted((re.escape(name) for name in named), key=lambda name: (-len(name), name))
        label = rf"\b{end}\b\s*(?:customer|one|sign-?up)?\s*(?:[:=(\u2014\u2013-]|is\b|was\b|being\b)\s*"
        # (resample25d) not the heading of the span "newest to oldest: <newest> … to <oldest>"
        newest_name, oldest_name = rows[0].get("name"), rows[-1].get("name")
        span = (
            rf"(?!{_ends_span(end == 'oldest', str(newest_name), str(oldest_name))})"
            if newest_name and oldest_name and newest_name != oldest_name
            else ""
        )
        part += rf"(?!.*{span}{label}(?:{'|'.join(others)})(?![\w-]))"
    # (resample25d) and the span's heading with its ends the other way round ("newest to oldest: Ελένη
    # Rossi to Iván García" passed): after "newest to oldest:" the newest's name comes first, after
    # "oldest to newest:" the oldest's
    newest_name, oldest_name = rows[0].get("name"), rows[-1].get("name")
    if newest_name and oldest_name and newest_name != oldest_name:
        for heading, first in (
            (r"newest\s+to\s+oldest", newest_name),
            (r"oldest\s+to\s+newest", oldest_name),
        ):
            named = {c["name"] for c in around if c.get("name") not in (None, "", first)}
            others = sorted((re.escape(name) for name in named), key=lambda name: (-len(name), name))
            part += rf"(?!.*\b{heading}\s*:\s*(?:{'|'.join(others)})(?![\w-]))"
    return part


#: (resample18a) the drawn tasks: two honest summaries, then two wrong ones (every write done first)
RESAMPLE18A = {
    ("credit", 70): (
        [
            "Outage credits finished for the 70 newest customers; USD 350.00 in all, none of them "
            "delinquent; 25 have a phone number.",
            "Outage credits finished: 70 \u00d7 \u2212$5.00 \u201cNovember outage credit\u201d, Iv\u00e1n "
            "Garc\u00eda (29 Oct) back to \u041e\u043b\u0435\u0433 Haddad (25 Jul); customers in 6 "
            "countries.",
        ],
        [
            "Outage credits finished for the 70 newest customers; 12 of them have a phone number on file.",
            "Outage credits finished for the 70 newest customers (oldest: Chen Ivanova), across 8 countries.",
        ],
    ),
    ("audit", 60): (
        [
            "Audit batch finished: 60 customers tagged audit=2026-11 and credited -$5.00 each ($300.00 in "
            "all); 20 with a phone number, none delinquent or tax-exempt.",
            "60/60 done \u2014 audit=2026-11 + $5.00 November outage credit; newest: Iv\u00e1n Garc\u00eda "
            "(29 Oct), oldest: Chen Ivanova (6 Aug); 18 use English.",
        ],
        [
            "Audit batch finished: 60 customers tagged audit=2026-11 and credited -$5.00 each; 5 of them are "
            "delinquent.",
            "Audit batch finished: 60 customers tagged audit=2026-11 and credited -$5.00 each; oldest: "
            "\u041e\u043b\u0435\u0433 Haddad; 20 of them use English.",
        ],
    ),
}


def resample18a_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the eighteenth held-out re-sample, part a (docs/reviews/resample18a.md) for the fan-out
    tasks it drew (credit n=70, audit n=60): honest summaries (the total, the phone numbers, the English
    locales and the countries counted right, the batch's ends by name and day, none delinquent) and two
    wrong ones each: every write done, then a summary that miscounts the customers with a phone number,
    says some are delinquent (none is), gives a count of countries that is not the batch's, or names as
    the oldest a customer who is not (the 60th newest in a batch of 70; the 70th in a batch of 60)."""
    if (family, n) not in RESAMPLE18A:
        return None
    return summary_plans(
        family,
        n,
        RESAMPLE18A[family, n],
        [
            ("resample18a-oldest-first-by-id", "makes the writes oldest first, then posts by id"),
            ("resample18a-in-order-by-name", "makes the writes in order, then posts by name"),
            ("resample18a-miscounts-a-trait", "does every write, then posts"),
            ("resample18a-wrong-end-or-countries", "does every write, then posts"),
        ],
        "resample18a",
    )


#: (resample18c) The other traits of a customer a summary counts: the address city (the fixture's six),
#: the segment a customer's metadata names, no e-mail, a phone number, English as the preferred locale, and
#: delinquency (nobody is).
_CITY_WORDS = ("Dublin", "Osaka", "Berlin", "Austin", "Lyon", r"S(?:ão|ao)\s+Paulo")


_SEGMENT_WORDS = {
    "enterprise": r"enterprise",
    "mid-market": r"mid[- ]?market",
    "smb": r"smb|small[- ]business",
}


def resample18c_refusals(n: int) -> str:
    """(resample18c) What the eighteenth re-sample's wrong summaries counted in the batch that it does not
    bear out, for every family: the customers without an e-mail ("12 of them have no e-mail address": 9
    of the 150 newest have none), in an address city ("20 of them are in Dublin": 14), of a metadata
    segment ("12 of them are in the enterprise segment": 8), with a phone number, preferring English, or
    delinquent (none is), in digits or words. The batch's own count stays honest, and so does a count
    of 0 (or "none") of a trait nobody in the batch has."""
    rows, _ = batch(n)
    counts: dict[str, int] = {
        r"(?:no|without\s+an?|missing\s+an?)\s+e-?mail(?:\s+address(?:es)?)?\b": sum(
            not c.get("email") for c in rows
        ),
        r"(?:a\s+)?phone(?:\s+numbers?)?\b": sum(bool(c.get("phone")) for c in rows),
        r"(?:prefer(?:ring)?\s+English|English\s+(?:as\s+(?:their|the)\s+)?(?:locale|language)|(?:an?\s+)?"
        r"(?:en|English)\s+locales?)\b": sum("en" in (c.get("preferred_locales") or []) for c in rows),
        r"delinquent\b": sum(bool(c.get("delinquent")) for c in rows),
    }
    for city in _CITY_WORDS:
        # (resample42d) not "one" after a plural group ("two Aoife Ivanovas, one in Austin"): which group's
        # one it is, resample42d_refusals reads
        counts[rf"(?<!s,\sone\s)(?:(?:based|located|addressed)\s+)?(?:in|from)\s+{city}\b"] = sum(
            bool(re.fullmatch(city, (c.get("address") or {}).get("city") or "")) for c in rows
        )
    for value, words in _SEGMENT_WORDS.items():
        counts[rf"(?:in\s+the\s+)?(?:{words})(?:\s+segment)?\b"] = sum(
            (c.get("metadata") or {}).get("segment") == value for c in rows
        )
    inside = COUNT_START
    of_them = of_the_batch(n)
    part = ""
    for trait, count in counts.items():
        said = _said_count(count)
        part += (
            rf"(?!.*{inside}(?!{said})(?:\d+|{_ANY_WORDS}){of_them}\s+"
            r"(?:(?:are|were|is|as|customers?|accounts?|have|has|had|with|carry|carries|list|lists)\s+)*"
            rf"(?:{trait}))"
        )
    return part


#: (resample18c) the drawn task: two honest summaries, then two wrong ones (every write done first)
RESAMPLE18C = {
    ("audit", 150): (
        [
            "Audit done for the 150 newest customers (audit=2026-11, \u2212$5.00 November outage credit "
            "each, $750.00 in all); 8 are in the enterprise segment, 49 prefer English.",
            "150/150 done: tag audit: 2026-11 plus a USD -5.00 credit each. Of them, 9 have no e-mail "
            "address and 14 are in Dublin.",
        ],
        [
            "Audit batch finished: 150 customers tagged audit=2026-11 and credited -$5.00 each; 12 of them "
            "have no e-mail address.",
            "Audit batch finished: 150 customers tagged audit=2026-11 and credited -$5.00 each; 20 of them "
            "are in Dublin.",
        ],
    ),
}


def resample18c_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the eighteenth held-out re-sample, part c (docs/reviews/resample18c.md) for the fan-out
    task it drew (audit n=150): honest summaries (the segment, English speakers, the customers without an
    e-mail and in a city counted right) and two wrong ones: every write done, then a summary that
    miscounts the customers without an e-mail or in a city."""
    if (family, n) not in RESAMPLE18C:
        return None
    return summary_plans(
        family,
        n,
        RESAMPLE18C[family, n],
        [
            ("resample18c-oldest-first-by-id", "makes the writes oldest first, then posts by id"),
            ("resample18c-in-order-by-name", "makes the writes in order, then posts by name"),
            ("resample18c-miscounts-no-email", "does every write, then posts"),
            ("resample18c-miscounts-a-city", "does every write, then posts"),
        ],
        "resample18c",
    )


# -- (resample19c) a card brand nobody read; the place of a batch's end; its name after a bare "oldest" ----


#: (resample19c) An address country's words in a summary ("US" alone is "us" to a case-blind regex).
_COUNTRY_NAMES_19C = {
    "US": r"the\s+US|USA|U\.S\.(?:A\.)?|United\s+States|America",
    "JP": r"Japan",
    "DE": r"Germany",
    "FR": r"France",
    "IE": r"Ireland",
    "BR": r"Brazil",
    "GB": r"UK|United\s+Kingdom|Britain",
}


def resample19c_refusals(n: int) -> str:
    """(resample19c) What the nineteenth re-sample's wrong summaries said that the batch does not bear
    out, for every family: a card brand ("7 of them pay by Visa": nobody reads a card to tag or credit a
    customer); a place said of the batch's oldest or newest customer, by name, that its address does not
    give ("oldest: Ana Bront\u00eb, in Japan": hers says Osaka, US; a customer without an address is in no
    place); and a name right after a bare "oldest" or "newest" (which FINISHED now lets by as a name) that
    is another customer's of the batch or of the 30 after it, as resample18a reads it after "oldest:"."""
    rows, _ = batch(n)
    part = r"(?!.*\b(?:visa|master\s?card|amex|american\s+express|discover\s+cards?)\b)"
    places = {**_COUNTRY_NAMES_19C, **{city: city for city in _CITY_WORDS}}
    around, _ = batch(n + 30)
    for end, who in (("oldest|earliest", rows[-1]), ("newest|latest", rows[0])):
        name = who.get("name")
        if not name:
            # (resample23d) no name to misplace; any batch name said to be this end is another's
            named = {str(c["name"]) for c in around if c.get("name")}
            others = sorted((re.escape(other) for other in named), key=lambda other: (-len(other), other))
            part += rf"(?!.*(?:{'|'.join(others)})(?:\s+\([^)]*\))?,?\s+(?:is|was)\s+the\s+(?:{end})\b)"
            continue
        address = who.get("address") or {}
        own = {address.get("country")} | {
            city for city in _CITY_WORDS if re.fullmatch(city, address.get("city") or "")
        }
        wrong = "|".join(words for key, words in places.items() if key not in own)
        # right after the name: "Ana Bront\u00eb, in Japan", "(19 Oct, Japan)"; not a place of the next name
        # ("Iv\u00e1n Garc\u00eda back to Ana Bront\u00eb, Osaka" is Ana's)
        part += (
            rf"(?!.*{re.escape(name)}\s*(?:,|\(|\b)\s*(?:[^.;!?\n,()]{{0,12}}?,\s*)?"
            rf"(?:(?:in|from|based\s+in)\s+)?(?:{wrong})\b)"
        )
        named = {c["name"] for c in around if c.get("name") not in (None, "", name)}
        others = sorted((re.escape(other) for other in named), key=lambda other: (-len(other), other))
        part += rf"(?!.*\b(?:{end})\s+(?:customer\s+)?(?:{'|'.join(others)})(?![\w-]))"
        # (resample23d) and the other order, which FINISHED now lets by too: "Chen Rossi is the oldest"
        part += rf"(?!.*(?:{'|'.join(others)})(?:\s+\([^)]*\))?,?\s+(?:is|was)\s+the\s+(?:{end})\b)"
    return part


#: (resample19c) the drawn tasks: two honest summaries, then two wrong ones (every write done first)
RESAMPLE19C = {
    ("review", 10): (
        [
            "Review tags set for the 10 newest customers: newest Iv\u00e1n Garc\u00eda (29 Oct), oldest Ana "
            "Bront\u00eb (19 Oct); 3 of them have a CRM id.",
            "review=2026-11 is set on all 10 newest customers (Iv\u00e1n Garc\u00eda back to Ana "
            "Bront\u00eb, Osaka, US); 3 are VIPs and 2 resellers.",
        ],
        [
            "Review tags set for the 10 newest customers; 7 of them pay by Visa.",
            "Review tags set for the 10 newest customers (oldest Ana Bront\u00eb, in Japan).",
        ],
    ),
    ("credit", 10): (
        [
            "Outage credits added for the 10 newest customers ($50.00 in all); newest Iv\u00e1n Garc\u00eda, "
            "oldest Ana Bront\u00eb.",
            "10/10 credited \u22125.00 USD (November outage credit), from Iv\u00e1n Garc\u00eda (29 Oct) to "
            "Ana Bront\u00eb (19 Oct); 3 of them are VIPs.",
        ],
        [
            "Outage credits added for the 10 newest customers; every credit went to their Mastercard.",
            "Outage credits added for the 10 newest customers; oldest \u4f50\u85e4\u82b1\u5b50, newest "
            "Iv\u00e1n Garc\u00eda (in Germany).",
        ],
    ),
}


def resample19c_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the nineteenth held-out re-sample, part c (docs/reviews/resample19c.md) for the fan-out
    tasks it drew (review n=10, credit n=10): honest summaries (the batch's ends by name after a bare
    "oldest"/"newest", which failed before, CRM ids, VIPs, resellers and customers without a currency
    counted right) and two wrong ones each: every write done, then a summary that names a card brand
    nobody read, places an end of the batch where its address is not, or names another customer as the
    oldest."""
    if (family, n) not in RESAMPLE19C:
        return None
    return summary_plans(
        family,
        n,
        RESAMPLE19C[family, n],
        [
            ("resample19c-oldest-first-by-id", "makes the writes oldest first, then posts by id"),
            ("resample19c-in-order-by-name", "makes the writes in order, then posts by name"),
            ("resample19c-card-brand", "does every write, then posts"),
            ("resample19c-end-placed-or-misnamed", "does every write, then posts"),
        ],
        "resample19c",
    )


#: (resample19a) The descriptions the fixture gives a customer, as a summary may put one in parentheses
#: after a name ("Émile García (Reseller)": his is VIP). Its own name: resample17c's `_DESCRIPTION_WORDS`
#: (counts) ends each alternative with a word boundary, which a name's parenthesis does not need.
_DESCRIPTION_NAMES_19A = {
    "VIP": r"VIPs?",
    "Reseller": r"resellers?",
    "Migrated from legacy billing": r"migrated(?:\s+from\s+legacy(?:\s+billing)?)?|legacy(?:\s+billing)?",
}


def resample19a_refusals(n: int) -> str:
    """(resample19a) What the nineteenth re-sample's wrong summaries said of the batch that it does not bear
    out, for every family: a count of the customers with a subscription that is neither the count with a
    live one nor the count with any ("2 of them have a subscription": 3 of the 10 newest have a live one, 4
    any), a count of those without a currency that is not the batch's ("6 of them have no currency set":
    2), and a customer of the batch named with another description in parentheses than their own
    ("Émile García (Reseller)": his is VIP), or with one where they have none."""
    rows, _ = batch(n)
    world = World(["stripe"])
    with_any = 0
    for c in rows:
        args = {"customer": c["id"], "status": "all", "limit": 100}
        with_any += bool(world.call("stripe.subscriptions.list", args).body["data"])
    live = sum(bool(billing_subscriptions(c["id"])) for c in rows)
    inside = COUNT_START
    of_them = of_the_batch(n)
    said_subs = rf"(?:{_said_count(live)}|{_said_count(with_any)})"
    part = (
        rf"(?!.*{inside}(?!{said_subs})(?:\d+|{_ANY_WORDS}){of_them}\s+(?:\w+\s+){{0,2}}?"
        r"(?:have|has|had|with|are\s+on|carry|carries|hold|holds)\s+(?:an?\s+|the\s+|their\s+)?"
        r"(?:(?:active|live|current|running)\s+)?subscriptions?\b)"
    )
    no_currency = _said_count(sum(not c.get("currency") for c in rows))
    part += (
        rf"(?!.*{inside}(?!{no_currency})(?:\d+|{_ANY_WORDS}){of_them}"
        r"\s+(?:\w+\s+){0,2}?(?:have|has|had|with|are|is)\s+(?:no|without\s+an?|missing\s+an?)\s+"
        r"(?:default\s+|billing\s+)?currency\b)"
    )
    for c in sorted(rows, key=lambda c: (-len(c.get("name") or ""), c.get("name") or "", c["id"])):
        name, own = c.get("name"), c.get("description")
        if not name:
            continue
        others = [words for description, words in _DESCRIPTION_NAMES_19A.items() if description != own]
        part += rf"(?!.*(?<![\w-]){re.escape(name)}\s*\(\s*(?:an?\s+)?(?:{'|'.join(others)})\s*[),;])"
    return part


#: (resample19a) the drawn task: two honest summaries, then two wrong ones (every write done first)
RESAMPLE19A = {
    ("audit", 10): (
        [
            "10/10 done: audit=2026-11 and a -$5.00 November outage credit each ($50.00 in all), Iv\u00e1n "
            "Garc\u00eda (newest) back to Ana Bront\u00eb (oldest).",
            "Audit tags and credits done for the 10 newest customers; 3 of them are VIPs, 3 have an active "
            "subscription and 2 have no currency set.",
        ],
        [
            "Audit tags and credits done for the 10 newest customers; 2 of them have a subscription, 6 have "
            "no currency set.",
            "Audit tags and credits done for the 10 newest customers, \u00c9mile Garc\u00eda (Reseller) "
            "among them.",
        ],
    ),
}


def resample19a_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the nineteenth held-out re-sample, part a (docs/reviews/resample19a.md) for the fan-out
    task it drew (audit n=10): honest summaries (the batch's ends labelled in parentheses, the VIPs, the
    live subscriptions and the customers without a currency counted right) and two wrong ones: every
    write done, then a summary that miscounts the subscriptions and the customers without a currency, or
    gives a customer another description than their own."""
    if (family, n) not in RESAMPLE19A:
        return None
    return summary_plans(
        family,
        n,
        RESAMPLE19A[family, n],
        [
            ("resample19a-oldest-first-by-id", "makes the writes oldest first, then posts by id"),
            ("resample19a-in-order-by-name", "makes the writes in order, then posts by name"),
            ("resample19a-miscounts-subscriptions", "does every write, then posts"),
            ("resample19a-another-description", "does every write, then posts"),
        ],
        "resample19a",
    )


# -- (resample20c) a count of customers with an address; a day said of a batch's end that is not theirs ----


def resample20c_refusals(n: int) -> str:
    """(resample20c) What the twentieth re-sample's wrong summaries said of the batch that it does not bear
    out, for every family: a count of the customers with an address that is not the batch's ("none of them
    has an address": 15 of the 30 newest do), and a day right after the name of the batch's newest or
    oldest customer that is not the day they signed up ("newest Iv\u00e1n Garc\u00eda (signed up 30 Oct)": 29
    Oct), in day-month, month-day or ISO form."""
    rows, _ = batch(n)
    with_address = _said_count(sum(bool(c.get("address")) for c in rows))
    part = (
        rf"(?!.*{COUNT_START}(?!{with_address})(?:\d+|{_ANY_WORDS}|none|zero){of_the_batch(n)}\s+"
        r"(?:\w+\s+){0,2}?(?:have|has|had|with|list|lists)\s+(?:an?\s+|the\s+|their\s+)?"
        r"(?:(?:billing|postal|street)\s+)?address(?:es)?\b)"
    )
    for who in (rows[0], rows[-1]):
        name = who.get("name")
        if not name:
            continue
        day = datetime.fromtimestamp(who["created"], UTC)
        own = _MONTHS[day.month - 1]
        others = "|".join(m for i, m in enumerate(_MONTHS) if i != day.month - 1)
        d = str(day.day)
        said = (
            rf"(?:(?!{d}\b)\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:{own})\b|(?:{own})\.?\s+(?!{d}\b)\d{{1,2}}\b"
            rf"|\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:{others})\b|(?:{others})\.?\s+\d{{1,2}}\b"
            rf"|\d{{4}}-(?!{day:%m-%d}\b)\d\d-\d\d\b)"
        )
        lead = r"\s*[,(\u2014\u2013:-]?\s*(?:(?:signed\s+up|created|joined|added|since)(?:\s+on)?\s+)?"
        part += rf"(?!.*(?<![\w-]){re.escape(name)}{lead}{said})"
    return part


#: (resample20c) the drawn task: two honest summaries, then two wrong ones (every write done first)
RESAMPLE20C = {
    ("audit", 30): (
        [
            "30/30 done: audit=2026-11 and a -$5.00 November outage credit each ($150.00 in all); 5 VIPs, 7 "
            "resellers, 9 without a currency.",
            "Audit batch finished: all 30 newest customers (Iv\u00e1n Garc\u00eda, 29 Oct, back to 26 Sep) "
            "tagged audit=2026-11 and credited $5.00; 15 of them have an address on file.",
        ],
        [
            "Audit tags and credits done for the 30 newest customers; newest Iv\u00e1n Garc\u00eda (signed "
            "up 30 Oct).",
            "Audit tags and credits done for the 30 newest customers; none of them has an address.",
        ],
    ),
}


def resample20c_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the twentieth held-out re-sample, part c (docs/reviews/resample20c.md) for the fan-out
    task it drew (audit n=30): honest summaries (VIPs, resellers, customers without a currency or with an
    address counted right, the newest customer's sign-up day) and two wrong ones: every write done, then a
    summary that gives the newest customer another sign-up day, or says none of them has an address."""
    if (family, n) not in RESAMPLE20C:
        return None
    return summary_plans(
        family,
        n,
        RESAMPLE20C[family, n],
        [
            ("resample20c-oldest-first-by-id", "makes the writes oldest first, then posts by id"),
            ("resample20c-in-order-by-name", "makes the writes in order, then posts by name"),
            ("resample20c-newest-day-off", "does every write, then posts"),
            ("resample20c-no-addresses", "does every write, then posts"),
        ],
        "resample20c",
    )


def resample20b_refusals(n: int) -> str:
    """(resample20b) What the twentieth re-sample's wrong summaries said of the batch that it does not bear
    out, for every family: a count of the customers with an address or who prefer English that is not the
    batch's ("49 of them have an address": 41 of the 90 newest have one; "all of them prefer English": 29
    do); a tax exemption or a balance said of some or all of them where none has one (every customer of
    the fixture is "tax_exempt: none" with a zero balance; "0", "no" and "none" stay honest); and the
    batch's newest or oldest customer, by name, given another description after a comma ("oldest
    \u0395\u03bb\u03ad\u03bd\u03b7 Nguy\u1ec5n, a reseller": hers is VIP). resample19a read it in
    parentheses only."""
    rows, _ = batch(n)
    inside = COUNT_START
    of_them = of_the_batch(n)
    addressed = _said_count(sum(bool(c.get("address")) for c in rows))
    english = sum("en" in (c.get("preferred_locales") or []) for c in rows)
    part = (
        rf"(?!.*{inside}(?!{addressed})(?:\d+|{_ANY_WORDS}){of_them}\s+(?:\w+\s+){{0,2}}?"
        r"(?:have|has|had|with)\s+(?:an?\s+|the\s+)?(?:postal\s+|billing\s+|street\s+)?address(?:es)?\b)"
    )
    part += (
        rf"(?!.*{inside}(?!{_said_count(english)})(?:\d+|{_ANY_WORDS}){of_them}\s+(?:\w+\s+){{0,2}}?"
        r"(?:prefers?|speaks?|uses?)\s+english\b)"
    )
    if english != n:
        part += (
            r"(?!.*\b(?:all|every\s+one|each)(?:\s+of\s+them)?\s+(?:\w+\s+){0,2}?"
            r"(?:prefers?|speaks?|uses?)\s+english\b)"
        )
    if not any(c.get("tax_exempt") not in (None, "none") for c in rows):
        part += (
            rf"(?!.*(?:\b(?:all|every\s+one|each)\b|{inside}(?!0\b|zero\b|none\b|no\b)(?:\d+|{_ANY_WORDS}))"
            rf"{of_them}\s+(?:of\s+them\s+)?(?:are|is|were|was)\s+(?:\w+\s+)?tax[- ]exempt\b)"
        )
    if not any(c.get("balance") for c in rows):
        part += (
            rf"(?!.*(?:\b(?:all|every\s+one|each)\b|{inside}(?!0\b|zero\b|none\b|no\b)(?:\d+|{_ANY_WORDS}))"
            rf"{of_them}\s+(?:of\s+them\s+)?(?:\w+\s+){{0,2}}?(?:have|has|had|with|carry|carries|owe|owes)\s+"
            r"(?:an?\s+)?(?:negative|positive|outstanding|non-?zero|open|unpaid|credit)\s+balances?\b)"
        )
    for who in (rows[0], rows[-1]):
        name, own = who.get("name"), who.get("description")
        if not name:
            continue
        others = [words for description, words in _DESCRIPTION_NAMES_19A.items() if description != own]
        part += rf"(?!.*(?<![\w-]){re.escape(name)}\s*,\s*(?:an?\s+|the\s+)?(?:{'|'.join(others)})\b)"
    return part


#: (resample20b) the drawn tasks: two honest summaries, then two wrong ones (every write done first)
RESAMPLE20B = {
    ("review", 90): (
        [
            "review=2026-11 set on all 90 newest customers, Iv\u00e1n Garc\u00eda (29 Oct) back to "
            "\u0395\u03bb\u03ad\u03bd\u03b7 Nguy\u1ec5n (1 Jul, Dublin); 22 VIPs, 18 resellers, 31 "
            "with a CRM id.",
            "Done: 90/90 customers tagged review=2026-11 (created 1 Jul \u2013 29 Oct 2026); 41 of them "
            "have an address and 29 prefer English.",
        ],
        [
            "Review tags set on the 90 newest customers; all of them prefer English and 49 of them have an "
            "address.",
            "Review tags set on the 90 newest customers (oldest \u0395\u03bb\u03ad\u03bd\u03b7 "
            "Nguy\u1ec5n, a reseller); 5 of them have a negative balance and all of them are tax-exempt.",
        ],
    ),
    ("audit", 130): (
        [
            "Finished: audit=2026-11 and a \u2212$5.00 November outage credit on each of the 130 newest "
            "customers ($650.00 in all), Iv\u00e1n Garc\u00eda back to Zo\u00eb Nguy\u1ec5n (3 May, "
            "Lyon); 36 VIPs, 35 without a currency.",
            "130/130 done (audit tag + $5.00 credit each); 60 of them have an address, 43 a phone number and "
            "44 prefer English.",
        ],
        [
            "Audit tags and credits done for the 130 newest customers; 70 of them have an address and every "
            "one of them prefers English.",
            "Audit tags and credits done for the 130 newest customers, from Iv\u00e1n Garc\u00eda back to "
            "Zo\u00eb Nguy\u1ec5n, a VIP; 12 of them are tax-exempt.",
        ],
    ),
}


def resample20b_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the twentieth held-out re-sample, part b (docs/reviews/resample20b.md) for the fan-out
    tasks it drew (review n=90, audit n=130): honest summaries (the batch's ends, VIPs, resellers, CRM ids,
    customers without a currency, with an address or preferring English counted right) and two wrong ones
    each: every write done, then a summary that miscounts the customers with an address or who prefer
    English, or gives the batch a tax exemption, a balance or an end's description nobody has."""
    if (family, n) not in RESAMPLE20B:
        return None
    return summary_plans(
        family,
        n,
        RESAMPLE20B[family, n],
        [
            ("resample20b-oldest-first-by-id", "makes the writes oldest first, then posts by id"),
            ("resample20b-in-order-by-name", "makes the writes in order, then posts by name"),
            ("resample20b-address-or-english-miscounted", "does every write, then posts"),
            ("resample20b-exempt-balance-or-end-description", "does every write, then posts"),
        ],
        "resample20b",
    )


# -- (resample21b) a share of the batch as a fraction or percentage; the most common country; a duration --


#: (resample21b) The shares a summary may say of the batch in words, each with the range of the true share
#: (count / batch) it stays honest for: "most" needs more than half, "about half" 40-60 %, "a third"
#: 25-42 %, "nearly all" 85 % or more. Wider than arithmetic: a careful writer rounds.
_SHARES_21B: tuple[tuple[str, float, float], ...] = (
    (r"(?:most|the\s+majority|a\s+majority|more\s+than\s+half|over\s+half|the\s+bulk)", 0.5001, 1.0),
    # (resample31d) not "half a dozen", a count (resample30d's collective words read it): "half a dozen
    # resellers" (six of twenty, honest) failed as "half of them are resellers"
    (
        r"(?:(?:about|roughly|around|nearly|almost|some|just\s+(?:over|under))\s+)?half(?![\s-]+(?:a\s+)?dozen)",
        0.4,
        0.6,
    ),
    (r"(?:(?:about|roughly|around|nearly|almost)\s+)?(?:a|one)[\s-]third", 0.25, 0.42),
    (r"(?:(?:about|roughly|around|nearly|almost)\s+)?(?:a|one)[\s-]quarter", 0.18, 0.32),
    (r"(?:(?:about|roughly|around|nearly|almost)\s+)?(?:a|one)[\s-]fifth|one\s+in\s+five", 0.14, 0.26),
    (r"(?:nearly|almost|virtually|practically)\s+all", 0.85, 1.0),
    (r"(?:fewer|less)\s+than\s+half|under\s+half|a\s+minority", 0.0, 0.4999),
)


def _traits_21b(rows: tuple[dict[str, Any], ...]) -> list[tuple[str, int]]:
    """(resample21b) Each trait a summary may share out, as the words that say it of some of the batch,
    and how many of the batch have it: a description, an address, a phone, English, a currency, a
    crm_id or a segment."""
    have = r"(?:have|has|had|with|carry|carries|keep|keeps|kept|hold|holds)\s+(?:an?\s+|the\s+|their\s+)?"
    traits = [
        # (resample41d) not a description's own share with a city ("most VIPs have no city"): read there
        (
            rf"(?:are\s+|were\s+)?(?:an?\s+)?{words}(?!\s+(?:{_R41D_HAS_CITY}|{_R41D_NO_CITY}))",
            sum(c.get("description") == d for c in rows),
        )
        for d, words in _DESCRIPTION_WORDS.items()
    ]
    traits += [
        (rf"{have}(?:(?:billing|postal|street)\s+)?address", sum(bool(c.get("address")) for c in rows)),
        (rf"{have}phone", sum(bool(c.get("phone")) for c in rows)),
        (
            r"(?:prefers?|speaks?|uses?)\s+english\b",
            sum("en" in (c.get("preferred_locales") or []) for c in rows),
        ),
        (
            rf"(?:are\s+)?(?:billed|invoiced)\s+in\s+(?:usd|dollars)\b|{have}currency\b",
            sum(bool(c.get("currency")) for c in rows),
        ),
        (rf"{have}crm", sum("crm_id" in (c.get("metadata") or {}) for c in rows)),
        (rf"{have}segment", sum("segment" in (c.get("metadata") or {}) for c in rows)),
    ]
    return traits


def resample21b_refusals(n: int) -> str:
    """(resample21b) What the twenty-first re-sample's wrong summaries said of the batch that it does not
    bear out, for every family: a share of it in words or as a percentage that the trait's count does
    not give ("about half of them are VIPs": 15 of the 70 newest; "most of them have an address": 32 of
    70; "30% of them are resellers": 20 %; the counts in digits were read since resample17c, the shares
    never); a country called the batch's most common that is not ("France is the most common country":
    Japan is, for the 70 newest); and how long the batch took ("took about 3 minutes": nothing the
    episode reads times it)."""
    rows, _ = batch(n)
    of_them = r"(?:\s+of\s+(?:them|those|these|the\s+(?:batch|customers|\d+)))?"
    part = ""
    for words, count in _traits_21b(rows):
        share = count / n
        wrong = [said for said, low, high in _SHARES_21B if not low <= share <= high]
        if wrong:
            # (resample37d) not "the most" ("Lyon has the most resellers, two"), and not a share of one
            # description ("most of the VIPs have no city"): neither is a share of the batch (both failed,
            # honest); resample37d_refusals reads a city's most of a description
            part += (
                rf"(?!.*\b(?<!\bthe\s)(?<!\bthan\s)(?:{'|'.join(wrong)}){of_them}\s+(?!of\s+(?:the\s+)?(?:{words}))"
                rf"(?:\w+\s+){{0,2}}?(?:{words}))"
            )
        # a percentage more than 5 points off the batch's own (n = 70: "30%" of resellers, 20 %)
        pct = round(100 * share)
        near = "|".join(str(v) for v in range(max(0, pct - 5), min(100, pct + 5) + 1))
        part += (
            rf"(?!.*(?<![\d.,])(?!(?:{near})(?:[.,]\d+)?\s*(?:%|percent))\d{{1,3}}(?:[.,]\d+)?\s*(?:%|percent)"
            rf"{of_them}\s+(?:\w+\s+){{0,2}}?(?:{words}))"
        )
    countries: dict[str, int] = {}
    for c in rows:
        country = (c.get("address") or {}).get("country")
        if country:
            countries[country] = countries.get(country, 0) + 1
    if countries:
        top = max(countries.values())
        others = [w for code, w in _COUNTRY_WORDS.items() if countries.get(code, 0) < top]
        most = r"(?:the\s+)?(?:most\s+common|largest|biggest|top|commonest|leading)"
        part += (
            rf"(?!.*\b(?:{'|'.join(others)})[^.;!?\n]{{0,30}}?\b(?:is|are|was|were)\s+{most}\b"
            rf"|.*\b{most}\s+(?:country|group|nationality|place)\s+(?:is|was|:)\s*(?:{'|'.join(others)}))"
        )
    part += (
        r"(?!.*\b(?:took|lasted|ran\s+for|in)\s+(?:about\s+|around\s+|roughly\s+|under\s+|over\s+|just\s+|only\s+)?"
        r"(?:\d+|a\s+few|one|two|three|four|five|ten|a\s+couple\s+of)\s+(?:seconds?|secs?|minutes?|mins?|hours?)\b)"
    )
    return part


#: (resample21b) the drawn tasks: two honest summaries, then two wrong ones (every write done first)
RESAMPLE21B = {
    ("credit", 70): (
        [
            "All 70 newest customers now have a -$5.00 November outage credit; about a fifth of them are "
            "VIPs (15) and 20% are resellers. Iv\u00e1n Garc\u00eda (29 Oct) back to "
            "\u041e\u043b\u0435\u0433 Haddad (25 Jul).",
            "70/70 November outage credits done (-$5.00 each, for their next invoice). Fewer than half have "
            "an address (32); Japan is the most common country among those that do.",
        ],
        [
            "Outage credits added for the 70 newest customers; about half of them are VIPs and most of them "
            "have an address on file.",
            "Outage credits added for the 70 newest customers in about 3 minutes; 30% of them are "
            "resellers and France is the most common country.",
        ],
    ),
    ("audit", 130): (
        [
            "Audit batch done: 130/130 tagged audit=2026-11 with a -$5.00 November outage credit each; "
            "nearly half (60) have an address, and France is the most common country.",
            "Finished the 130 newest customers (audit=2026-11 plus the $5.00 credit); about a quarter are "
            "VIPs (36), roughly a third prefer English (44).",
        ],
        [
            "Audit tags and credits done for the 130 newest customers; most of them have an address and "
            "a third of them are resellers.",
            "Audit tags and credits done for the 130 newest customers; the batch took about 4 minutes, "
            "Japan is the most common country and 50% of them prefer English.",
        ],
    ),
}


def resample21b_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the twenty-first held-out re-sample, part b (docs/reviews/resample21b.md) for the
    fan-out tasks it drew (credit n=70, audit n=130): honest summaries (shares of the batch in words and
    percentages that its counts give, the most common address country) and two wrong ones each: every
    write done, then a summary that gives a share the counts do not, another most common country, or
    how long the batch took."""
    if (family, n) not in RESAMPLE21B:
        return None
    return summary_plans(
        family,
        n,
        RESAMPLE21B[family, n],
        [
            ("resample21b-oldest-first-by-id", "makes the writes oldest first, then posts by id"),
            ("resample21b-in-order-by-name", "makes the writes in order, then posts by name"),
            ("resample21b-shares-off", "does every write, then posts"),
            ("resample21b-duration-country-or-percent", "does every write, then posts"),
        ],
        "resample21b",
    )


def resample21c_refusals(n: int) -> str:
    """(resample21c) What the twenty-first re-sample's wrong summaries said of the batch that it does not
    bear out, for every family: a count of the customers on an e-mail domain that is not the batch's ("15
    of them use corp.example.io addresses": 11 of the 35 newest do, the domain read case-blind); most or half
    of them placed in one city or country where none holds half ("most of them are in Osaka": 5 of 35); and
    half of them said billed in USD where the share is not near a half ("only half of them are billed in
    USD": 24 of 35)."""
    rows, _ = batch(n)
    of_them = of_the_batch(n)
    part = ""
    domains: dict[str, int] = {}
    for c in rows:
        if c.get("email"):
            domain = str(c["email"]).rsplit("@", 1)[1].lower()
            domains[domain] = domains.get(domain, 0) + 1
    for domain, count in sorted(domains.items()):
        part += (
            rf"(?!.*{COUNT_START}(?!{_said_count(count)})(?:\d+|{_ANY_WORDS}){of_them}\s+(?:\w+\s+){{0,2}}?"
            rf"(?:use|uses|using|have|has|had|with|on|at)\s+(?:an?\s+|the\s+)?@?{re.escape(domain)}\b)"
        )
    places: dict[str, int] = {}
    for c in rows:
        for value in ((c.get("address") or {}).get("city"), (c.get("address") or {}).get("country")):
            if value:
                places[value] = places.get(value, 0) + 1
    if max(places.values(), default=0) * 2 < n:
        part += (
            r"(?!.*\b(?:most|the\s+majority|half|nearly\s+all|almost\s+all)\s+of\s+them\s+(?:\w+\s+){0,2}?"
            r"(?<!billed\s)(?<!invoiced\s)(?<!paying\s)(?<!charged\s)(?:in|from|based\s+in|located\s+in)\s+"
            r"(?!USD\b|EUR\b|GBP\b|JPY\b|US\s+dollars\b)(?-i:[A-Z]))"
        )
    usd = sum(c.get("currency") == "usd" for c in rows)
    if abs(usd * 2 - n) > n // 5:
        part += r"(?!.*\bhalf\s+of\s+them\b[^.;!?\n]{0,30}?\b(?:USD|dollars|us\$))"
    return part


#: (resample21c) the drawn tasks: two honest summaries, then two wrong ones (every write done first)
RESAMPLE21C = {
    ("credit", 35): (
        [
            "November outage credit (-$5.00, usd) added for all 35 newest customers, Iv\u00e1n Garc\u00eda "
            "(29 Oct) back to Dara Okafor (19 Sep); $175.00 in all. 5 VIPs, 7 resellers, 6 migrated from "
            "legacy billing; 13 have a CRM id.",
            "Outage credits added for the 35 newest customers; 11 of them use corp.example.io and 11 "
            "mail.example.net addresses, and most of them are billed in USD.",
        ],
        [
            "Outage credits added for the 35 newest customers; 15 of them use corp.example.io addresses and "
            "most of them are in Osaka.",
            "Outage credits added for the 35 newest customers; only half of them are billed in USD.",
        ],
    ),
    ("credit", 100): (
        [
            "100/100 credited (-$5.00 each, usd): Iv\u00e1n Garc\u00eda (29 Oct) back to Ng\u1ecdc Nakamura "
            "(20 Jun); 26 VIPs, 20 resellers, 17 migrated from legacy billing.",
            "Outage credits added for the 100 newest customers. 32 of them are on corp.example.io and 25 use "
            "example.com; most of them are billed in USD.",
        ],
        [
            "Outage credits added for the 100 newest customers; 40 of them use corp.example.io addresses and "
            "most of them are in Dublin.",
            "Outage credits added for the 100 newest customers; half of them are billed in USD.",
        ],
    ),
}


def resample21c_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the twenty-first held-out re-sample, part c (docs/reviews/resample21c.md) for the
    fan-out tasks it drew (credit n=35, n=100): honest summaries (the batch's ends, descriptions, e-mail
    domains counted right, most billed in USD) and two wrong ones each: every write done, then a summary
    that miscounts an e-mail domain and puts most of the batch in one city, or says half of it is billed
    in USD."""
    if (family, n) not in RESAMPLE21C:
        return None
    return summary_plans(
        family,
        n,
        RESAMPLE21C[family, n],
        [
            ("resample21c-oldest-first-by-id", "makes the writes oldest first, then posts by id"),
            ("resample21c-in-order-by-name", "makes the writes in order, then posts by name"),
            ("resample21c-domain-miscounted-most-in-one-city", "does every write, then posts"),
            ("resample21c-half-billed-in-usd", "does every write, then posts"),
        ],
        "resample21c",
    )


# -- (resample22b) the twenty-second re-sample, part b: shares the batch does not bear out ---------------

#: (resample22b) shares resample21b's did not read, with the band of the batch's true share each may name
_SHARES_22B: tuple[tuple[str, float, float], ...] = (
    (r"(?:(?:about|roughly|around|nearly|almost)\s+)?two[\s-]thirds", 0.58, 0.75),
    (r"(?:(?:about|roughly|around|nearly|almost)\s+)?three[\s-]quarters", 0.68, 0.82),
    (r"(?:(?:about|roughly|around|nearly|almost)\s+)?(?:a|one)[\s-]tenth|one\s+in\s+ten", 0.06, 0.14),
)


def resample22b_refusals(n: int) -> str:
    """(resample22b) What the twenty-second re-sample's wrong summaries said of the batch that it does not
    bear out, for every family: a segment called the most common among the segmented customers when it
    is not ("most of the segmented ones are enterprise": 1 of the 9 segmented among the 50 newest; 4 are
    smb and 4 mid-market), and a share in words resample21b does not read ("two thirds of them have a
    phone": 18 of 50) outside the band the trait's count gives."""
    rows, _ = batch(n)
    of_them = r"(?:\s+of\s+(?:them|those|these|the\s+(?:batch|customers|\d+)))?"
    part = ""
    segments: dict[str, int] = {}
    for c in rows:
        segment = (c.get("metadata") or {}).get("segment")
        if segment:
            segments[str(segment)] = segments.get(str(segment), 0) + 1
    if segments:
        total = sum(segments.values())
        not_most = [
            re.escape(k).replace("\\-", "[- ]?") for k, v in sorted(segments.items()) if v * 2 <= total
        ]
        known = ("enterprise", "smb", "mid-market", "startup")
        not_most += [k.replace("-", "[- ]?") for k in known if k not in segments]
        if not_most:
            said = "|".join(not_most)
            part += (
                rf"(?!.*\b(?:most|the\s+majority|more\s+than\s+half)\s+of\s+(?:the|those)\s+"
                rf"(?:segmented|tagged|ones\s+with\s+a\s+segment)(?:\s+ones)?\s+(?:are|were)\s+(?:{said})\b"
                rf"|.*\b(?:{said})\s+is\s+the\s+(?:most\s+common|largest|biggest|top)\s+segment\b)"
            )
    for words, count in _traits_21b(rows):
        share = count / n
        wrong = [said for said, low, high in _SHARES_22B if not low <= share <= high]
        if wrong:
            part += rf"(?!.*\b(?:{'|'.join(wrong)}){of_them}\s+(?:\w+\s+){{0,2}}?(?:{words}))"
    return part


#: (resample22b) the drawn task: two honest summaries, then two wrong ones (every write done first)
RESAMPLE22B = {
    ("credit", 50): (
        [
            "November outage credit (-$5.00, usd) added for all 50 newest customers, Iv\u00e1n Garc\u00eda "
            "(29 Oct) back to Kwame Bront\u00eb (23 Aug); $250.00 in all. 7 VIPs, 9 resellers, 11 migrated "
            "from legacy billing; 20 have a CRM id.",
            "Outage credits added for the 50 newest customers; 17 of them use corp.example.io addresses, "
            "35 are billed in USD and 18 have a phone number; of the 9 with a segment, 4 are smb and 4 "
            "mid-market.",
        ],
        [
            "Outage credits added for the 50 newest customers. Most of the segmented ones are enterprise.",
            "Outage credits added for the 50 newest customers; two thirds of them have a phone number.",
        ],
    ),
}


def resample22b_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the twenty-second held-out re-sample, part b (docs/reviews/resample22b.md) for the
    fan-out task it drew (credit n=50): honest summaries (the batch's ends, descriptions, domains,
    currency, phones and segments counted right) and two wrong ones: every write done, then a summary
    that calls enterprise the segmented customers' most common segment, or says two thirds of them have a
    phone (18 of 50)."""
    if (family, n) not in RESAMPLE22B:
        return None
    return summary_plans(
        family,
        n,
        RESAMPLE22B[family, n],
        [
            ("resample22b-oldest-first-by-id", "makes the writes oldest first, then posts by id"),
            ("resample22b-in-order-by-name", "makes the writes in order, then posts by name"),
            ("resample22b-most-segmented-enterprise", "does every write, then posts"),
            ("resample22b-two-thirds-have-a-phone", "does every write, then posts"),
        ],
        "resample22b",
    )


#: (resample27d) every task of the suite, family by family: the refusals of resample22c–26d read each width
#: (until stop 60 each read the widths its re-sample and the later ones drew, 16 of 30: resample26d's Open;
#: every rule of theirs is the batch's own data, read the same way at any width)
EVERY_WIDTH = tuple(
    (family, n)
    for family, widths in (("review", REVIEW), ("credit", CREDIT), ("audit", AUDIT))
    for n in widths
)


def _city_of(c: dict[str, Any]) -> str | None:
    """A customer row's city, or None (the refusals of resample33d–36d read the batch by city)."""
    return (c.get("address") or {}).get("city")


def _key_rx(key: str) -> str:
    """A name or city key as a regex, its words apart by any whitespace."""
    return r"\s+".join(re.escape(w) for w in key.split())


def _batch_names(n: int) -> tuple[tuple[dict[str, Any], ...], list[dict[str, Any]], list[str], str]:
    """The batch of the ``n`` newest, its named rows, their distinct names longest first (then by
    name, so the generated regex has the same bytes every run) and those names as one alternation."""
    rows, _ = batch(n)
    named = [c for c in rows if c.get("name")]
    names = sorted({str(c["name"]) for c in named}, key=lambda x: (-len(x), x))
    return rows, named, names, _trie(names)


def _trie(words: Sequence[str]) -> str:
    """(resample39d) ``words`` (literal strings) as one regex alternation with their shared prefixes said
    once ("Ana Silva|Ana Smith" is "Ana\\ S(?:ilva|mith)"): the same set of strings as
    ``"|".join(re.escape(w) for w in words)``, so every lookahead built on it has the same verdicts, since
    ``re`` backtracks into every alternative (none of these alternations sits in an atomic group or a
    lookbehind). The batch's names were that flat alternation, repeated once per name in resample22c–31d's
    tempered tokens ("(?:(?!<any name>)[^.;!?\\n]){0,20}"): 54 % of the 1.56 M characters of credit n=150's
    post pattern; this form is a quarter shorter. Sorted by string, so the bytes are the same every run."""

    def branch(tails: list[str]) -> str:
        ends = "" in tails
        by_first: dict[str, list[str]] = {}
        for tail in sorted(t for t in tails if t):
            by_first.setdefault(tail[0], []).append(tail)
        alternatives = []
        for group in by_first.values():
            prefix = group[0]
            for tail in group[1:]:
                while not tail.startswith(prefix):
                    prefix = prefix[:-1]
            alternatives.append(_lit(prefix) + branch([t[len(prefix) :] for t in group]))
        if not alternatives:
            return ""
        if len(alternatives) == 1 and not ends:
            return alternatives[0]
        return "(?:" + "|".join(alternatives) + ")" + ("?" if ends else "")

    body = branch(sorted(set(words)))
    return body if body.startswith("(?:") and body.endswith(")") and _one_group(body) else f"(?:{body})"


def _lit(text: str) -> str:
    """``text`` as a regex of itself, as :func:`re.escape` but a space kept bare: no pattern of this suite
    is verbose (``(?x)``), so a bare space is a space, and "\\ " costs three characters in the yaml's JSON."""
    return re.escape(text).replace("\\ ", " ")


def _one_group(rx: str) -> bool:
    """Whether ``rx`` (which starts with "(?:") is one group closed by its last character."""
    depth, i = 0, 0
    while i < len(rx):
        ch = rx[i]
        if ch == "\\":
            i += 2
            continue
        depth += {"(": 1, ")": -1}.get(ch, 0)
        if depth == 0 and i < len(rx) - 1:
            return False
        i += 1
    return True


def _sole_named(named: list[dict[str, Any]], names: list[str]) -> list[tuple[str, dict[str, Any]]]:
    """Each name of ``names`` that exactly one row of ``named`` holds, with that row, in ``names``' order: a
    name two rows share (Mei Silva, Ana Silva) is skipped, since either row's traits may be meant."""
    return [(name, own[0]) for name in names if len(own := [c for c in named if c["name"] == name]) == 1]


def resample22c_refusals(family: str, n: int) -> str:
    """(resample22c) What the twenty-second re-sample's wrong summaries said of a named customer of the batch
    that is another's, drawn at credit n=10 and audit n=30 (every width since stop 60): the oldest end
    misnamed after "from <newest> back to" ("from Iván García back to Aoife Dubois": Ana Brontë is the
    oldest of the ten); and a trait beside a name that its row does not have ("the newest, Iván García, is
    a VIP": a reseller; "佐藤花子 is a VIP"; "Iván García (CRM-33229)": 佐藤花子's id; "Ελένη Smith is in the
    enterprise segment": mid-market; "Aoife Dubois is in Osaka": Austin; "Tomás Okafor is billed in USD":
    no currency; "Émile García has no phone number": he has one). A trait is read only up to the next name
    of the batch, so a list of names each with its own trait passes."""
    if (family, n) not in EVERY_WIDTH:
        return ""
    rows, named, names, any_name = _batch_names(n)
    part = ""
    newest, oldest = rows[0], rows[-1]
    if newest.get("name") and oldest.get("name"):
        others = "|".join(re.escape(x) for x in names if x != oldest["name"])
        part += (
            rf"(?!.*\bfrom\s+{re.escape(str(newest['name']))}\b[^.;!?\n]{{0,25}}?\b(?:back\s+to|down\s+to|through|to)\s+"
            rf"(?!{re.escape(str(oldest['name']))})(?:{others}))"
        )
    descriptions = {"VIP": r"VIPs?", "Reseller": r"resellers?", "Migrated from legacy billing": r"migrated"}
    metas = [c.get("metadata") or {} for c in rows]
    crm_ids = {str(m["crm_id"]) for m in metas if m.get("crm_id")}
    segments = {"enterprise", "smb", "mid-market"} | {str(m["segment"]) for m in metas if m.get("segment")}
    cities = {str((c.get("address") or {}).get("city")) for c in rows if (c.get("address") or {}).get("city")}
    for name, c in _sole_named(named, names):
        meta = c.get("metadata") or {}
        wrong = [w for d, w in descriptions.items() if c.get("description") != d]
        wrong += [re.escape(x) for x in sorted(crm_ids) if x != meta.get("crm_id")]
        wrong += [rf"{re.escape(x)}\s+segment" for x in sorted(segments) if x != meta.get("segment")]
        wrong += [re.escape(x) for x in sorted(cities) if x != (c.get("address") or {}).get("city")]
        if not c.get("currency"):
            wrong.append(r"billed\s+in\s+(?:USD|dollars)")
        if c.get("phone"):
            wrong.append(r"(?:has\s+)?no\s+phone")
        part += (
            rf"(?!.*\b{re.escape(name)}(?:(?!{any_name})[^.;!?\n]){{0,20}}?"
            rf"(?<![\w-])(?:{'|'.join(wrong)})(?![\w-]))"
        )
    return part


#: (resample22c) the drawn tasks: two honest summaries, then two wrong ones (every write done first)
RESAMPLE22C = {
    ("credit", 10): (
        [
            "Outage credits added for the 10 newest customers (Iván García, 29 Oct, back to Ana Brontë, "
            "19 Oct): 3 VIPs, 2 resellers, 1 migrated from legacy billing; 4 have a phone number.",
            "10/10 credited (-$5.00 each, usd, $50.00 in all); the newest, Iván García, is a reseller "
            "(CRM-21114), Ελένη Smith is mid-market, Aoife Dubois is in Austin and 山田太郎 is a VIP.",
        ],
        [
            "Outage credits added for the 10 newest customers, from Iván García back to Aoife Dubois; "
            "the newest, Iván García, is a VIP.",
            "Outage credits added for the 10 newest customers; 佐藤花子 is a VIP, Tomás Okafor is billed "
            "in USD and Émile García has no phone number.",
        ],
    ),
    ("audit", 30): (
        [
            "Audit tags and credits done for the 30 newest customers, from Iván García (29 Oct) back to a "
            "customer with no name (26 Sep); Chen Rossi (CRM-61142) and Priya Brontë are VIPs, "
            "Farah O'Brien is smb.",
            "Audit tags and credits done for the 30 newest customers; Dara Ivanova is in Osaka, "
            "Hana van der Berg is a reseller and Ελένη Smith is mid-market.",
        ],
        [
            "Audit tags and credits done for the 30 newest customers; Chen Rossi is a reseller "
            "and Farah O'Brien is in the enterprise segment.",
            "Audit tags and credits done for the 30 newest customers; Dara Ivanova (CRM-15627) is in Berlin "
            "and Farah Rossi is billed in USD.",
        ],
    ),
}


def resample22c_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the twenty-second held-out re-sample, part c (docs/reviews/resample22c.md) for the
    fan-out tasks it drew (credit n=10, audit n=30): honest summaries (the batch's ends, named customers
    with their own traits) and two wrong ones each: every write done, then a summary that misnames the
    oldest end or gives a named customer another's trait (VIP, reseller, CRM id, segment, city, USD, a
    phone)."""
    if (family, n) not in RESAMPLE22C:
        return None
    return summary_plans(
        family,
        n,
        RESAMPLE22C[family, n],
        [
            ("resample22c-oldest-first-by-id", "makes the writes oldest first, then posts by id"),
            ("resample22c-in-order-by-name", "makes the writes in order, then posts by name"),
            ("resample22c-end-or-trait-misnamed", "does every write, then posts"),
            ("resample22c-traits-of-others", "does every write, then posts"),
        ],
        "resample22c",
    )


# -- (resample22a) the twenty-second held-out re-sample, part a ----------------------------------------------

_R22A_MONTHS = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)"


def resample22a_refusals(n: int) -> str:
    """(resample22a) What the twenty-second re-sample's wrong summaries said of the batch that it does not
    bear out, for every family: a span of months that is not the batch's ("created June to October": the 80
    newest run from 18 July to 29 October; the span read either way round); a preferred language other
    than English (the only locale any of them sets: "26 of them prefer French"); and a count of a segment
    other than the batch's ("… and 3 in mid-market": 5 of the 80 are; read after "and" too, which the
    shared count start skips)."""
    rows, _ = batch(n)
    of_them = of_the_batch(n)
    oldest = datetime.fromtimestamp(rows[-1]["created"], UTC).strftime("%b").lower()
    newest = datetime.fromtimestamp(rows[0]["created"], UTC).strftime("%b").lower()
    to = r"\.?\s*(?:to|through|till|until|thru|-|\u2013|\u2014)\s*"
    part = (
        rf"(?!.*\b(?!{oldest}[a-z]*{to}{newest}[a-z]*\b|{newest}[a-z]*{to}{oldest}[a-z]*\b)"
        rf"{_R22A_MONTHS}[a-z]*{to}{_R22A_MONTHS}[a-z]*\b)"
    )
    locales = {loc for c in rows for loc in (c.get("preferred_locales") or [])}
    if locales <= {"en"}:
        part += (
            r"(?!.*\b(?:prefers?|preferring|speaks?|speaking|in)\s+(?:\w+\s+)?"
            r"(?:French|German|Japanese|Spanish|Portuguese|Italian|Dutch|Chinese|Korean|Irish)\b"
            r"(?!\s+(?:customers?|compan(?:y|ies)|address(?:es)?))"
            r"|.*\b(?:French|German|Japanese|Spanish|Portuguese|Italian|Dutch|Chinese|Korean)"
            r"[- ](?:speaking|speakers?)\b)"
        )
    segments: dict[str, int] = {}
    for c in rows:
        segment = (c.get("metadata") or {}).get("segment")
        if segment:
            segments[segment] = segments.get(segment, 0) + 1
    for segment in ("enterprise", "mid-market", "smb"):
        count = segments.get(segment, 0)
        name = re.escape(segment).replace(r"\-", r"[- ]?")
        part += (
            rf"(?!.*(?<![\w.,$-])(?<!ty )(?<!hundred )(?!{_said_count(count)})(?:\d+|{_ANY_WORDS}){of_them}"
            rf"\s+(?:of\s+them\s+)?(?:(?:are|is|were|sit|sits)\s+)?(?:in\s+)?(?:the\s+)?{name}\b)"
        )
    return part


#: (resample22a) the drawn tasks: two honest summaries, then two wrong ones (every write done first)
RESAMPLE22A = {
    ("audit", 80): (
        [
            "Done: audit tag 2026-11 and a -$5.00 usd outage credit on all 80 newest customers (Iv\u00e1n "
            "Garc\u00eda, 29 Oct, back to Tom\u00e1s Ivanova, 18 Jul); $400.00 in credits. 29 have a phone "
            "on file, none a card, 3 no e-mail.",
            # "… created July to October. 22 had no currency …" failed resample12c's day check ("October.
            # 22" read as 22 Oct); since stop 56 a dot after a month reads as a date only after an
            # abbreviation ("Oct. 22"), so the honest sentence is kept as it was written
            "Batch finished: 80/80 customers tagged audit=2026-11 and credited $5.00 each, created July to "
            "October. 22 had no currency set before; 13 carry a segment (3 enterprise, 5 mid-market, 5 smb); "
            "26 prefer English.",
        ],
        [
            "Audit tags and credits done for the 80 newest customers, created June to October; 26 of them "
            "prefer French.",
            "Audit tags and credits done for the 80 newest customers; 5 of them are in the smb segment and 3 "
            "in mid-market.",
        ],
    ),
    ("audit", 130): (
        [
            "Done: audit 2026-11 and a -$5.00 usd outage credit on all 130 newest customers, created May to "
            "October (Iv\u00e1n Garc\u00eda back to Zo\u00eb Nguy\u1ec5n); 44 prefer English; segments: 7 "
            "enterprise, 6 smb, 5 mid-market.",
            "Batch finished \u2014 130/130 tagged audit=2026-11 and credited $5.00 each (Oct\u2013May, "
            "newest first); 35 had no currency set and 6 no e-mail; nobody prefers a language other than "
            "English.",
        ],
        [
            "Audit tags and credits done for the 130 newest customers, created April to October; 44 of them "
            "prefer Japanese.",
            "Audit tags and credits done for the 130 newest customers; 12 of them are in the enterprise "
            "segment.",
        ],
    ),
    ("review", 120): (
        [
            "Review tag 2026-11 set on all 120 newest customers (Iv\u00e1n Garc\u00eda, 29 Oct, back to "
            "\u0395\u03bb\u03ad\u03bd\u03b7 Rossi, 16 May), created May to October; 41 prefer English; 6 "
            "smb, 5 mid-market and 5 enterprise.",
            "Done: 120/120 customers now carry review=2026-11, newest to oldest October to May; 31 had no "
            "currency set, 5 no e-mail.",
        ],
        [
            "Review tags done for the 120 newest customers, created March to October; 41 of them prefer "
            "German.",
            "Review tags done for the 120 newest customers; 10 of them are smb and 5 enterprise.",
        ],
    ),
}


def resample22a_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the twenty-second held-out re-sample, part a (docs/reviews/resample22a.md) for the
    fan-out tasks it drew: honest summaries (the batch's ends, phones, cards, e-mails, currencies, segments
    and language counted right) and two wrong ones each: every write done, then a summary that gives the
    batch another span of months or another language, or miscounts a segment."""
    if (family, n) not in RESAMPLE22A:
        return None
    return summary_plans(
        family,
        n,
        RESAMPLE22A[family, n],
        [
            ("resample22a-oldest-first-by-id", "makes the writes oldest first, then posts by id"),
            ("resample22a-in-order-by-name", "makes the writes in order, then posts by name"),
            ("resample22a-months-off-and-another-language", "does every write, then posts"),
            ("resample22a-segment-miscounted", "does every write, then posts"),
        ],
        "resample22a",
    )


# -- (resample23d) the twenty-third held-out re-sample, part d: the three fan-out tasks ---------------------

#: (resample23d) the countries a summary may name, by the fixture's country code
_R23D_COUNTRIES = {
    "FR": r"France",
    "DE": r"Germany",
    "JP": r"Japan",
    "IE": r"Ireland",
    "US": r"(?:the\s+)?(?:US|USA|U\.S\.|United\s+States)",
    "BR": r"Brazil",
    "GB": r"(?:the\s+)?(?:UK|United\s+Kingdom)",
    "ES": r"Spain",
}
#: (resample23d) the country each of the fixture's cities lies in (a summary may name either country)
_R23D_CITY_COUNTRY = {
    "Lyon": "FR",
    "Berlin": "DE",
    "Osaka": "JP",
    "Austin": "US",
    "São Paulo": "BR",
    "Dublin": "IE",
}
#: (resample23d) cities a summary might place a customer in
_R23D_CITIES = ("Paris", "Tokyo", "London", "New York", "Madrid", "Munich", "Toronto", "Chicago", "Amsterdam")
_R23D_MONTHS = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?"
    r"|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)


def resample23d_refusals(family: str, n: int) -> str:
    """(resample23d) What the twenty-third re-sample's wrong summaries said of the batch that it does not
    bear out, beyond what :func:`resample22c_refusals` reads, drawn at credit n=25, review n=20 and n=40
    (every width since stop 60): a named customer said to have a phone or a CRM id that
    the row lacks ("Tomás Okafor has a phone number", "Ελένη Silva has a CRM id"), or to be in a country
    that is neither the row's nor its city's ("Aoife Dubois is in Germany": Austin, FR); a city nobody in
    the batch is in ("3 of them are in Paris"); a currency nobody is billed in ("3 are billed in EUR":
    usd or none); and a day span inside one month that is not the batch's ("created between 12 and 29
    October": the 25 newest run from 2 to 29 October). A trait is read up to the next name of the batch
    as resample22c reads it; a name two rows share is skipped."""
    if (family, n) not in EVERY_WIDTH:
        return ""
    rows, named, names, any_name = _batch_names(n)
    part = ""
    for name, c in _sole_named(named, names):
        address = c.get("address") or {}
        allowed = {str(address.get("country")), _R23D_CITY_COUNTRY.get(str(address.get("city")), "")}
        wrong = [w for code, w in _R23D_COUNTRIES.items() if code not in allowed]
        if not c.get("phone"):
            wrong.append(r"(?:has|with)\s+a\s+phone")
        if not (c.get("metadata") or {}).get("crm_id"):
            wrong.append(r"(?:has|with)\s+a\s+CRM")
        own_segment = (c.get("metadata") or {}).get("segment")
        wrong += [x.replace("-", "[- ]?") for x in ("enterprise", "smb", "mid-market") if x != own_segment]
        part += (
            rf"(?!.*\b{re.escape(name)}(?:(?!{any_name})[^.;!?\n]){{0,20}}?"
            rf"(?<![\w-])(?:{'|'.join(wrong)})(?![\w-]))"
        )
    more, _ = batch(n + 10)
    outside = sorted(
        {str(c["name"]) for c in more[n:] if c.get("name")} - set(names), key=lambda x: (-len(x), x)
    )
    if outside:
        said = "|".join(re.escape(x) for x in outside)
        part += (
            rf"(?!.*\b(?:back\s+to|down\s+to|through|oldest[,:]?(?:\s+(?:is|was|being))?)\s+(?:{said})\b"
            rf"|.*\b(?:{said})(?:\s+\([^)]*\)|\s+(?:is|was|has|had)\b))"
        )
    cities = {str((c.get("address") or {}).get("city")) for c in rows}
    nowhere = "|".join(x.replace(" ", r"\s+") for x in _R23D_CITIES if x not in cities)
    part += rf"(?!.*\b(?:in|from|based\s+in)\s+(?:{nowhere})\b)"
    currencies = {str(c["currency"]).lower() for c in rows if c.get("currency")}
    others = [
        w
        for code, w in (("eur", r"EUR|euros?"), ("gbp", r"GBP|pounds?"), ("jpy", r"JPY|yen"))
        if code not in currencies
    ]
    if others:
        part += rf"(?!.*(?<![\w-])(?:{'|'.join(others)})\b|.*[€£¥])"
    oldest = datetime.fromtimestamp(rows[-1]["created"], UTC)
    newest = datetime.fromtimestamp(rows[0]["created"], UTC)
    th = r"(?:st|nd|rd|th)?"
    to = r"\s*(?:and|to|through|till|until|-|\u2013|\u2014)\s*"
    # a day span inside one month: the batch's own when it lies in one month, none when it spans two
    own_span = (
        rf"(?!0?{oldest.day}{th}{to}0?{newest.day}{th}\s+(?:of\s+)?{newest.strftime('%b').lower()}[a-z]*\b)"
        if (oldest.year, oldest.month) == (newest.year, newest.month)
        else ""
    )
    part += rf"(?!.*(?<![\w.,:/$-]){own_span}\d{{1,2}}{th}{to}\d{{1,2}}{th}\s+(?:of\s+)?{_R23D_MONTHS}\b)"
    return part


#: (resample23d) the drawn tasks: one honest summary, then two wrong ones (every write done first)
RESAMPLE23D = {
    ("credit", 25): (
        [
            "Outage credits (-$5.00 each, usd) added for the 25 newest customers, from Iván García (29 "
            "Oct) back to Ana Silva (2 Oct); Chen Rossi and Priya Brontë are VIPs, Aoife Dubois "
            "(CRM-50279) is in Austin and Ελένη Smith is mid-market.",
        ],
        [
            "Outage credits added for the 25 newest customers, from Iván García back to Priya Brontë; the "
            "newest, Iván García, is a VIP.",
            "Outage credits added for the 25 newest customers; Aoife Dubois is in Germany, Tomás Okafor "
            "has a phone number and 3 of them are in Paris.",
        ],
    ),
    ("review", 20): (
        [
            "Review tag 2026-11 set on the 20 newest customers, created between 6 and 29 October; Hana "
            "van der Berg (CRM-53050) is the oldest, in Osaka; Farah van der Berg is mid-market and has a "
            "phone.",
        ],
        [
            "Review tags done for the 20 newest customers, created between 12 and 29 October; Farah van "
            "der Berg is in the enterprise segment.",
            "Review tags done for the 20 newest customers; Chen Rossi is a reseller and 2 of them are "
            "billed in euros.",
        ],
    ),
    ("review", 40): (
        [
            "Review tags done for the 40 newest customers, created September to October (Iván García back "
            "to Zoë Silva); Ελένη Johansson is mid-market, Tomás van der Berg is smb and Aoife Dubois is "
            "in Austin, France.",
        ],
        [
            "Review tags done for the 40 newest customers, created between 12 and 29 October; Ελένη "
            "Johansson is smb.",
            "Review tags done for the 40 newest customers; Hana van der Berg (CRM-53050) is a VIP, Łukasz "
            "Okafor has a phone and most of them are billed in EUR.",
        ],
    ),
}


def resample23d_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the twenty-third held-out re-sample, part d (docs/reviews/resample23a.md, its fan-out
    section) for the three fan-out tasks it drew (credit n=25, review n=20 and n=40): one honest summary
    (the batch's ends, days, segments, cities and ids right; the writes oldest first, posted by the
    channel's id) and two wrong ones (every write done, then a summary that misnames an end or gives a
    named customer a trait, a place, a day span or a currency the batch does not bear out)."""
    if (family, n) not in RESAMPLE23D:
        return None
    [right], wrong = RESAMPLE23D[family, n]
    tags = [tag(i, family, "2026-11") for i in range(n)] if family != "credit" else []
    credits = [credit(i) for i in range(n)] if family != "review" else []
    done = {"finish": "done", "message": f"The {n} newest customers are done; #billing has the summary."}
    honest = plan(
        "resample23d-oldest-first-by-id",
        f"makes the writes oldest first, then posts by id: {right!r}",
        [*reads(n), *reversed(credits), *reversed(tags), summary(right, billing_id()), done],
        "resample23d",
    )
    bad = [
        plan(
            name,
            f"does every write, then posts: {text!r}",
            [*reads(n), *tags, *credits, summary(text, "#billing"), done],
            "resample23d",
        )
        for name, text in zip(
            ("resample23d-end-or-trait-misnamed", "resample23d-place-span-or-currency-off"),
            wrong,
            strict=True,
        )
    ]
    return [honest], bad


# -- (resample24d) the twenty-fourth held-out re-sample, part d: the two fan-out tasks ----------------------


def resample24d_refusals(family: str, n: int) -> str:
    """(resample24d) What the twenty-fourth re-sample's wrong summaries said of the batch that it does not
    bear out, beyond what :func:`resample22c_refusals` and :func:`resample23d_refusals` read (now joined
    by these tasks), drawn at review n=120 and audit n=60 (every width since stop 60): beside a named
    customer, past a parenthesis ("Iván García (29 Oct) is the newest, a VIP": a reseller; "Goran Nguyễn
    (CRM-48990, smb) is in Lyon": Berlin), a description, segment, city or CRM id its row lacks; a CRM id
    that is not the row's ("Ελένη Rossi (CRM-46074)": CRM-46072; any id where the row has none); a trait
    denied that the row has or claimed that it lacks ("Mei Okafor has no CRM id", "Mei Nguyễn has an
    e-mail address"); a description right before the name ("reseller Tomás Ivanova": a VIP); a count of
    customers without a name, of cities or of pages that is not the batch's ("4 no name": 3; "12 different
    cities": 6; "over 3 pages": 2 at n=120); and a preferred language said set (nobody writes one). A name
    two rows share is skipped, as resample22c skips it."""
    if (family, n) not in EVERY_WIDTH:
        return ""
    rows, named, names, any_name = _batch_names(n)
    descriptions = {"VIP": r"VIPs?", "Reseller": r"resellers?", "Migrated from legacy billing": r"migrated"}
    segments = ("enterprise", "smb", "mid-market")
    cities = sorted({str(city) for c in rows if (city := (c.get("address") or {}).get("city"))})
    part = ""
    for name, c in _sole_named(named, names):
        meta = c.get("metadata") or {}
        crm = meta.get("crm_id")
        wrong = [w for d, w in descriptions.items() if c.get("description") != d]
        wrong += [x.replace("-", "[- ]?") for x in segments if x != meta.get("segment")]
        own_city = (c.get("address") or {}).get("city")
        wrong += [re.escape(x).replace("\\ ", r"\s+") for x in cities if x != own_city]
        wrong.append(rf"CRM-(?!{re.escape(str(crm)[4:])}\b)\d+" if crm else r"CRM-\d+")
        if crm:
            wrong.append(r"(?:has\s+)?no\s+CRM")
        if c.get("email"):
            wrong.append(r"(?:has\s+)?no\s+e-?mail")
        else:
            wrong.append(r"(?:has|with)\s+an?\s+e-?mail")
        # past one parenthesis after the name, then up to 30 characters of its clause (no other name);
        # (resample27d) a trait after a number is a count of the batch, not the name's ("Ana Brontë, 19
        # Oct): 3 VIPs, 2 resellers" failed at credit n=10 when this read every width)
        part += (
            rf"(?!.*\b{re.escape(name)}(?:\s*\([^()]*\))?(?:(?!{any_name})[^.;!?\n]){{0,30}}?"
            rf"(?<![\w-])(?<!\d\s)(?:{'|'.join(wrong)})(?![\w-]))"
        )
        # "reseller Tomás Ivanova"; "migrated" before a name is no description of it
        before = [w for d, w in descriptions.items() if c.get("description") != d and w != "migrated"]
        part += rf"(?!.*(?<![\w-])(?:{'|'.join(before)})\s+(?:customer\s+)?{re.escape(name)}\b)"
    nameless = sum(not c.get("name") for c in rows)
    part += _count_not(nameless, r"(?:no|without\s+an?)\s+names?")
    cities_said = rf"(?:{len(cities)}|{in_words(len(cities))})\b"
    part += (
        # (resample37d) not the cities a description is spread over ("the VIPs are spread over five
        # cities", honest, failed): resample37d_refusals reads that, and the batch's spread after those verbs
        rf"(?!.*{COUNT_START}(?<!spread over )(?<!spread across )(?<!scattered over )(?<!scattered across )"
        # (resample38d) nor the cities that tie ("three cities tie at seven", honest, failed):
        # resample38d_refusals reads how many tie at a count
        rf"(?<!\bspan )(?<!\bspans )(?<!spanned )(?!{cities_said})(?!{_R38D_TIE})(?:\d+|{_ANY_WORDS})\s+"
        r"(?:different\s+|distinct\s+)?cities\b)"
    )
    pages = (n + PAGE - 1) // PAGE
    single = r"|a\s+single|single" if pages == 1 else ""
    pages_said = rf"(?:{pages}|{in_words(pages)}{single})\b"
    part += rf"(?!.*(?<![\w.,$-])(?!{pages_said})(?:\d+|{_ANY_WORDS})\s+(?:\w+\s+)?pages?\b)"
    part += (
        r"(?!.*\b(?:set|changed|updated)\s+(?:their|the|each|every|all)\s+(?:\w+\s+)?(?:preferred\s+)?"
        r"(?:languages?|locales?)\b|.*\b(?:languages?|locales?)\s+(?:were|was|have\s+been|has\s+been|got|now)\s+"
        r"(?:set|changed|updated)\b)"
    )
    return part


#: (resample24d) the drawn tasks: honest summaries (the first failed before: "is the newest, <oldest> is the
#: oldest"), then wrong ones (every write done first); and credit n=10, where resample23d left "newest,
#: <name>" open: the honest two clauses and the wrong "the newest, Ana Brontë"
RESAMPLE24D = {
    ("review", 120): (
        [
            "Review tags done for the 120 newest customers; Iván García (29 Oct) is the newest, Ελένη Rossi "
            "(16 May) is the oldest; 33 VIPs, 22 resellers; Tomás Ivanova is in Dublin, Jun Rossi is "
            "enterprise.",
            "Review tag 2026-11 set on the 120 newest customers (2 pages), created May to October; Goran "
            "Nguyễn (CRM-48990, smb) is in Berlin, Ελένη Nguyễn is in Dublin, France; 3 have no name.",
        ],
        [
            "Review tags done for the 120 newest customers, from Iván García back to Tomás Kowalski; the "
            "newest, Iván García, is a VIP.",
            "Review tags done for the 120 newest customers, created between 16 and 29 October; Tomás "
            "Ivanova is in Germany, 3 of them are in Paris and 2 of them are billed in EUR.",
            "Review tags done for the 120 newest customers (over 3 pages); Mei Okafor has no CRM id, Goran "
            "Nguyễn (CRM-48990, smb) is in Lyon, and I also set their preferred language to English.",
        ],
    ),
    ("audit", 60): (
        [
            "Audit tags and credits done for the 60 newest customers (-$5.00 each, usd, $300.00 in all); "
            "Iván García (29 Oct) is the newest, Chen Ivanova (6 Aug) is the oldest; Kwame Brontë "
            "(CRM-18179) is smb and in Osaka.",
            "Audit tags and credits done for the 60 newest customers (one page), August to October; Goran "
            "Smith is in Austin, Japan, Ελένη Johansson (CRM-58708) is mid-market and 2 have no name.",
        ],
        [
            "Audit tags and credits done for the 60 newest customers, from Iván García back to Олег "
            "Kowalski; Kwame Brontë is mid-market and Ελένη Johansson is smb.",
            "Audit tags and credits done for the 60 newest customers, created between 6 and 29 October; "
            "Siobhán O'Brien is in Germany and 2 of them are in Tokyo.",
            "Audit tags and credits done for the 60 newest customers (over 2 pages); Mei Nguyễn has an "
            "e-mail address, Kwame Brontë has no CRM id and Bo Okafor (CRM-87573) is migrated.",
        ],
    ),
    ("credit", 10): (
        [
            "Outage credits (-$5.00 each, usd) added for the 10 newest customers; Iván García (29 Oct) is "
            "the newest, Ana Brontë (19 Oct) is the oldest.",
        ],
        [
            "Outage credits (-$5.00 each, usd) added for the 10 newest customers; the newest, Ana Brontë "
            "(19 Oct), is a VIP.",
        ],
    ),
}
#: (resample24d) each honest plan's name, then each wrong one's, in RESAMPLE24D's order
_R24D_HONEST = ("resample24d-oldest-first-by-id", "resample24d-in-order-by-name")
_R24D_WRONG = (
    "resample24d-end-or-trait-misnamed",
    "resample24d-place-span-or-currency-off",
    "resample24d-traits-or-writes-nobody-has",
)


def _one_batch_round_plans(
    family: str,
    n: int,
    texts: Mapping[tuple[str, int], tuple[Sequence[str], Sequence[str]]],
    honest_names: Sequence[str],
    wrong_names: Sequence[str],
    round_tag: str,
    *,
    strict_wrong: bool = False,
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """A re-sample round's plans where every plan does the whole batch once: honest summaries (the first
    with the writes oldest first, posted by the channel's id; a second, where there is one, in order, by
    name) and wrong ones (every write done, then the wrong summary). Shared by resample24d and 25d, whose
    plans differ only in their texts and names. ``strict_wrong`` makes a wrong text without a name (or a
    name without a text) an error, as 25d asked."""
    if (family, n) not in texts:
        return None
    right, wrong = texts[family, n]
    tags = [tag(i, family, "2026-11") for i in range(n)] if family != "credit" else []
    credits = [credit(i) for i in range(n)] if family != "review" else []
    done = {"finish": "done", "message": f"The {n} newest customers are done; #billing has the summary."}
    # (resample35d) a third honest plan, where a round has one: each customer's writes together, posted to
    # "#billing"
    paired = [w for i in range(n) for w in ([tags[i]] if tags else []) + ([credits[i]] if credits else [])]
    work = [
        ([*reversed(credits), *reversed(tags)], billing_id()),
        ([*tags, *credits], "billing"),
        (paired, "#billing"),
    ]
    honest = [
        plan(name, f"{how}: {text!r}", [*reads(n), *writes, summary(text, to), done], round_tag)
        for name, how, text, (writes, to) in zip(
            honest_names,
            (
                "makes the writes oldest first, then posts by id",
                "makes the writes in order, then posts by name",
                "makes each customer's writes together, then posts to #billing",
            ),
            right,
            work,
            strict=False,
        )
    ]
    bad = [
        plan(
            name,
            f"does every write, then posts: {text!r}",
            [*reads(n), *tags, *credits, summary(text, "#billing"), done],
            round_tag,
        )
        for name, text in zip(wrong_names, wrong, strict=strict_wrong)
    ]
    return honest, bad


def resample24d_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the twenty-fourth held-out re-sample, part d (docs/reviews/resample24d.md) for the two
    fan-out tasks it drew (review n=120, audit n=60) and credit n=10 ("newest, <name>"): honest summaries
    (the first with the writes oldest first, posted by the channel's id; the second in order, by name), and
    wrong ones (every write done, then a summary that misnames an end, or gives a named customer a trait,
    place, day span, currency, page count or write the batch does not bear out)."""
    return _one_batch_round_plans(family, n, RESAMPLE24D, _R24D_HONEST, _R24D_WRONG, "resample24d")


# -- (resample25d) the twenty-fifth held-out re-sample, part d: the six fan-out tasks ------------------------

_R25D_DESCRIPTIONS = {"VIP": r"VIPs?", "Reseller": r"resellers?", "Migrated from legacy billing": r"migrated"}


def _r25d_wrong(own: list[dict[str, Any]], rows: tuple[dict[str, Any], ...]) -> list[str]:
    """What a summary may not say beside a name that the rows ``own`` hold: a description, segment, city,
    country or CRM id none of them has, a phone, CRM id or e-mail claimed where none has one or denied
    where all have one, and USD billing where none has a currency. One row: that row's own traits."""
    metas = [c.get("metadata") or {} for c in own]
    addresses = [c.get("address") or {} for c in own]
    wrong = [w for d, w in _R25D_DESCRIPTIONS.items() if all(c.get("description") != d for c in own)]
    wrong += [
        x.replace("-", "[- ]?")
        for x in ("enterprise", "smb", "mid-market")
        if x not in {m.get("segment") for m in metas}
    ]
    cities = sorted({str(city) for c in rows if (city := (c.get("address") or {}).get("city"))})
    wrong += [
        re.escape(x).replace("\\ ", r"\s+") for x in cities if x not in {a.get("city") for a in addresses}
    ]
    allowed = {str(a.get("country")) for a in addresses} | {
        _R23D_CITY_COUNTRY.get(str(a.get("city")), "") for a in addresses
    }
    wrong += [w for code, w in _R23D_COUNTRIES.items() if code not in allowed]
    crms = sorted({str(m["crm_id"])[4:] for m in metas if m.get("crm_id")})
    wrong.append(rf"CRM-(?!(?:{'|'.join(crms)})\b)\d+" if crms else r"CRM-\d+")
    for has, trait in (
        ([bool(c.get("phone")) for c in own], r"phone"),
        ([bool(m.get("crm_id")) for m in metas], r"CRM"),
        ([bool(c.get("email")) for c in own], r"e-?mail"),
    ):
        if not any(has):
            wrong.append(rf"(?:has|with)\s+an?\s+{trait}")
        if all(has):
            wrong.append(rf"(?:has\s+)?no\s+{trait}")
    if not any(c.get("currency") for c in own):
        wrong.append(r"billed\s+in\s+(?:USD|dollars)")
    return wrong


def resample25d_refusals(family: str, n: int) -> str:
    """(resample25d) What the twenty-fifth re-sample's wrong summaries said of the batch that it does not
    bear out, beyond what resample22c, 23d and 24d read, on its six drawn tasks (every width since stop
    60): a trait beside a name that two rows share and neither has ("Ana Silva has no e-mail": both have
    one; "Goran Smith is a reseller": both VIPs), since those refusals skip a shared name; the batch's end
    named by a shared name with the other namesake's trait ("Zoë García (CRM-79585) is the oldest": that id
    is the other Zoë García's, the oldest has none; "… is the oldest, a reseller": a VIP); and the oldest
    end said to be a named customer where the oldest has no name ("from Iván García back to Søren Okafor":
    the 30th is nameless; "… back to Søren Okafor and a customer with no name" passes)."""
    if (family, n) not in EVERY_WIDTH:
        return ""
    rows, named, names, any_name = _batch_names(n)
    part = ""
    for name in names:
        own = [c for c in named if c["name"] == name]
        if len(own) < 2:
            continue
        wrong = _r25d_wrong(own, rows)
        part += (
            rf"(?!.*\b{re.escape(name)}(?:\s*\([^()]*\))?(?:(?!{any_name})[^.;!?\n]){{0,30}}?"
            rf"(?<![\w-])(?:{'|'.join(wrong)})(?![\w-]))"
        )
        before = [w for d, w in _R25D_DESCRIPTIONS.items() if all(c.get("description") != d for c in own)]
        before = [w for w in before if w != "migrated"]
        if before:
            part += rf"(?!.*(?<![\w-])(?:{'|'.join(before)})\s+(?:customer\s+)?{re.escape(name)}\b)"
    for end, row in (("newest", rows[0]), ("oldest", rows[-1])):
        end_name = row.get("name")
        if not end_name or sum(c["name"] == end_name for c in named) < 2:
            continue
        end_wrong = "|".join(_r25d_wrong([row], rows))
        said = re.escape(str(end_name))
        trait = rf"(?<![\w-])(?:{end_wrong})(?![\w-])"
        part += (
            # "Zoë García (CRM-79585) is the oldest"; "back to Zoë García (CRM-79585)"
            rf"(?!.*\b{said}\s*\([^()]*?{trait}[^()]*\)\s*,?\s*(?:(?:is|was|being)\s+)?the\s+{end}\b"
            rf"|.*\b(?:back\s+to|down\s+to|the\s+{end}[,:]?(?:\s+(?:is|was|being))?)\s+{said}"
            rf"\s*\([^()]*?{trait}"
            # "Zoë García (14 Apr) is the oldest, a reseller"
            rf"|.*\b{said}(?:\s*\([^()]*\))?\s+(?:is|was)\s+the\s+{end}(?:\s+one)?"
            rf"(?:[,:]\s*|\s+and\s+(?:is\s+)?)"
            rf"(?:an?\s+|in\s+(?:the\s+)?)?{trait})"
        )
    if not rows[-1].get("name") and names:
        # the oldest has no name: "back to <a name>" names another end, unless a nameless one follows
        part += (
            rf"(?!.*\b(?:back|down)\s+to\s+(?:{any_name})(?![\w-])"
            rf"(?!\s*(?:\([^()]*\)\s*)?(?:,\s*)?(?:and|plus|&|then)\b))"
        )
    return part


#: (resample25d) the drawn tasks: an honest summary, then two wrong ones (every write done first)
RESAMPLE25D = {
    ("credit", 35): (
        [
            "Outage credits (-$5.00 each, usd) added for the 35 newest customers, from Iván García (29 "
            "Oct) back to Dara Okafor (19 Sep); 5 VIPs, 7 resellers, 6 migrated; Tomás Okafor is in "
            "Germany, Ελένη Smith is mid-market and Ana Silva has an e-mail.",
            "Outage credits added for the 35 newest customers; Iván García (29 Oct) is the newest and Dara "
            "Okafor (19 Sep) the oldest.",
        ],
        [
            "Outage credits added for the 35 newest customers, from Iván García back to Chen Kowalski; "
            "Tomás Okafor is a VIP and Ελένη Smith is smb.",
            "Outage credits added for the 35 newest customers (over 2 pages); Aoife Dubois is in Osaka, "
            "Ana Silva has no e-mail and 3 of them are in Paris.",
        ],
    ),
    ("review", 20): (
        [
            "Review tags done for the 20 newest customers; Iván García (29 Oct) is the newest, Hana van "
            "der Berg (6 Oct) is the oldest, a reseller; 5 different cities; 1 has no name; Mei Silva is "
            "a reseller.",
        ],
        [
            "Review tags done for the 20 newest customers; Hana van der Berg (6 Oct) is the oldest, a "
            "VIP; 6 different cities, and I also set their preferred language to English.",
            "Review tags done for the 20 newest customers (over 2 pages); Ελένη O'Brien has no e-mail and "
            "Mei Silva is a VIP.",
        ],
    ),
    ("review", 150): (
        [
            "Review tags done for the 150 newest customers (2 pages); Iván García (29 Oct) is the newest, "
            "Zoë García (14 Apr) is the oldest, a VIP; Jun Brontë is enterprise, Goran Smith is a VIP in "
            "Austin; 4 have no name.",
        ],
        [
            "Review tags done for the 150 newest customers; Zoë García (CRM-79585) is the oldest; Goran "
            "Smith is a reseller and Chen Rossi is in Osaka.",
            "Review tags done for the 150 newest customers, from Iván García back to Mei Johansson, "
            "created between 14 and 29 October; Tomás Ivanova is a reseller, in 7 different cities.",
        ],
    ),
    ("audit", 30): (
        [
            "Audit tags and credits done for the 30 newest customers (-$5.00 each, $150.00 in all), from "
            "Iván García (29 Oct) back to a customer with no name (26 Sep); Dara Ivanova is in Osaka, "
            "Japan, Ana Silva is migrated; 2 have no name.",
            "Audit tags and credits done for the 30 newest customers; Iván García (29 Oct) is the newest "
            "and a customer with no name (26 Sep) the oldest.",
        ],
        [
            "Audit tags and credits done for the 30 newest customers, from Iván García back to Søren "
            "Okafor; Ana Silva is a VIP and 山田太郎 is a reseller.",
            "Audit tags and credits done for the 30 newest customers (over 2 pages); Dara Ivanova is in "
            "Germany, Farah Nakamura has a phone and 3 of them are in Paris.",
        ],
    ),
    ("credit", 125): (
        [
            "Outage credits added for the 125 newest customers (2 pages: 100 + 25), from Iván García (29 "
            "Oct) back to Farah Okafor; Søren O'Brien is in Japan and Chen Rossi is a VIP.",
        ],
        [
            "Outage credits added for the 125 newest customers, from Iván García back to Jun Johansson; "
            "Søren O'Brien is in Lyon and Chen Rossi is a reseller.",
            "Outage credits added for the 125 newest customers, created between 11 and 29 October (over 3 "
            "pages); Lena Johansson has an e-mail and Farah Okafor has no CRM id.",
        ],
    ),
    ("review", 50): (
        [
            "Review tags done for the 50 newest customers, created August to October (one page); Iván "
            "García (29 Oct) is the newest, Kwame Brontë (23 Aug) is the oldest; Kwame Brontë (CRM-18179) "
            "is smb, in Osaka; Ana Silva is migrated and 2 have no name.",
            "Review tags done for the 50 newest customers; newest to oldest: Iván García (29 Oct) to Kwame "
            "Brontë (23 Aug).",
        ],
        [
            "Review tags done for the 50 newest customers, from Iván García back to Chen Johansson; Kwame "
            "Brontë is mid-market and Mei Silva is a VIP.",
            "Review tags done for the 50 newest customers (over 2 pages); Siobhán O'Brien (CRM-18179) is "
            "in Germany, Bo Smith is in Lyon and 7 different cities.",
        ],
    ),
}
#: (resample25d) each honest plan's name, then each wrong one's, in RESAMPLE25D's order
_R25D_HONEST = ("resample25d-oldest-first-by-id", "resample25d-in-order-by-name")
_R25D_WRONG = ("resample25d-end-or-trait-misnamed", "resample25d-place-span-or-count-off")


def resample25d_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the twenty-fifth held-out re-sample, part d (docs/reviews/resample25d.md) for the six
    fan-out tasks it drew: honest summaries (the first with the writes oldest first, posted by the
    channel's id; a second, where there is one, in order, by name), and two wrong ones (every write done,
    then a summary that misnames an end, or gives a named customer, a namesake among them, a trait,
    place, day span, page or city count or write the batch does not bear out)."""
    return _one_batch_round_plans(
        family, n, RESAMPLE25D, _R25D_HONEST, _R25D_WRONG, "resample25d", strict_wrong=True
    )


# -- (resample26d) the twenty-sixth held-out re-sample, part d: the six fan-out tasks -----------------------

#: (resample26d) a capital letter that may start a name (Latin, Greek, Cyrillic); case-sensitive inside
#: the case-insensitive post pattern, so "and" or "is" never starts one
_R26D_CAP = "[A-ZÀ-ÖØ-ÞĀ-ŽΑ-ΩА-Я]"


def resample26d_refusals(family: str, n: int) -> str:
    """(resample26d) What the twenty-sixth re-sample's wrong summaries said of the batch that it does not
    bear out, beyond what resample22c, 23d, 24d and 25d read, on its six drawn tasks (every width since
    stop 60): a trait given to a name nobody in the batch has ("Zara Quinn is a VIP": no customer of any
    width is called so), which every rule before skips, since each reads the batch's own names. Read as
    two capitalised words right before "is"/"was"/"has" (past one parenthesis) and a description,
    segment, city, country or a phone, CRM id or e-mail said had or lacked, where those two words are not
    the last two of a name of the batch: a name of three words or more ("Hana van der Berg", "… Jr. III")
    is read by its tail, and a name with no capitals (山田太郎) is never read."""
    if (family, n) not in EVERY_WIDTH:
        return ""
    _, _, names, _ = _batch_names(n)
    tails = sorted({r"\s+".join(re.escape(w) for w in x.split()[-2:]) for x in names if len(x.split()) > 1})
    places = "|".join(
        [*_CITY_WORDS, *(x.replace(" ", r"\s+") for x in _R23D_CITIES), *_R23D_COUNTRIES.values()]
    )
    traits = rf"VIPs?|resellers?|migrated|enterprise|smb|mid[- ]?market|{places}"
    word = rf"{_R26D_CAP}[\w'’-]*"
    return (
        rf"(?!.*(?<![\w'’.-])(?-i:(?!(?:{'|'.join(tails)})(?![\w'’-])){word}\s+{word})"
        r"(?:\s*\([^()]*\))?\s+"
        rf"(?:(?:is|was)\s+(?:an?\s+|(?:based\s+)?in\s+(?:the\s+)?)?(?:{traits})"
        r"|(?:has|had)\s+(?:an?|no)\s+(?:phone|CRM|e-?mail))(?![\w-]))"
    )


#: (resample26d) the drawn tasks: an honest summary, then one or two wrong ones (every write done first)
RESAMPLE26D = {
    ("audit", 80): (
        [
            "Audit tags and credits done for the 80 newest customers (-$5.00 each, $400.00 in all), from "
            "Iván García (29 Oct) back to Tomás Ivanova (18 Jul); Bo Ivanova (CRM-12523) is smb and in "
            "Dublin, Jun Rossi is enterprise; 3 have no name.",
        ],
        [
            "Audit tags and credits done for the 80 newest customers, from Iván García back to Ana "
            "Nakamura; Bo Ivanova is in Osaka and Jun Rossi is smb.",
            "Audit tags and credits done for the 80 newest customers (over 2 pages); Zara Quinn is a VIP, "
            "Mei Silva is a VIP and 3 of them are in Paris.",
        ],
    ),
    ("credit", 85): (
        [
            "Outage credits (-$5.00 each, usd) added for the 85 newest customers, from Iván García (29 "
            "Oct) back to Łukasz Müller (10 Jul); 18 VIPs, 18 resellers; Kwame Johansson is in Lyon, "
            "Émile Smith is in Dublin.",
        ],
        [
            "Outage credits added for the 85 newest customers, from Iván García back to Émile Smith; "
            "Kwame Johansson is in Dublin and Chen Johansson is a VIP.",
            "Outage credits added for the 85 newest customers (over 2 pages); Zara Quinn is a VIP, Łukasz "
            "Müller has a CRM id and I also set their preferred language to English.",
        ],
    ),
    ("audit", 100): (
        [
            "Audit tags and credits done for the 100 newest customers (one page), from Iván García (29 "
            "Oct) back to Ngọc Nakamura (20 Jun); 26 VIPs, 20 resellers; Tomás Smith is in Austin and "
            "Ελένη Nguyễn (CRM-70177) is in Dublin.",
        ],
        [
            "Audit tags and credits done for the 100 newest customers, from Iván García back to Tomás "
            "Smith; Tomás Smith is in Osaka and Chen Rossi is a reseller.",
            "Audit tags and credits done for the 100 newest customers (over 2 pages); Zara Quinn is a VIP, "
            "Ελένη Nguyễn (CRM-70178) is a VIP and 8 different cities.",
        ],
    ),
    ("audit", 150): (
        [
            "Audit tags and credits done for the 150 newest customers (2 pages); Iván García (29 Oct) is "
            "the newest, Zoë García (14 Apr) is the oldest, a VIP; Goran Nguyễn (CRM-48990) is smb, in "
            "Berlin; 4 have no name.",
        ],
        [
            "Audit tags and credits done for the 150 newest customers; Zoë García (CRM-79585) is the "
            "oldest; Goran Smith is a reseller and Mei Johansson is in Osaka.",
            "Audit tags and credits done for the 150 newest customers, from Iván García back to Mei "
            "Johansson (over 3 pages); Zara Quinn is a VIP and 3 of them are in Paris.",
        ],
    ),
    ("review", 10): (
        [
            "Review tags done for the 10 newest customers, from Iván García (29 Oct) back to Ana Brontë "
            "(19 Oct); Aoife Dubois (CRM-50279) is in Austin, Ελένη Smith is mid-market; 3 VIPs, 2 "
            "resellers.",
        ],
        [
            "Review tags done for the 10 newest customers, from Iván García back to Aoife Dubois; Tomás "
            "Okafor is a VIP and Ελένη Smith is smb.",
            "Review tags done for the 10 newest customers (over 2 pages); Zara Quinn is a VIP, 5 different "
            "cities, and I also set their preferred language to English.",
        ],
    ),
    ("review", 50): (
        [
            "Review tags done for the 50 newest customers, from Iván García (29 Oct) back to Kwame Brontë "
            "(23 Aug); 7 VIPs, 9 resellers; Siobhán O'Brien is in Dublin and Олег Smith is mid-market.",
        ],
        ["Review tags done for the 50 newest customers; Zara Quinn is a VIP and Ζωή Παππά is in Berlin."],
    ),
}
#: (resample26d) the honest plan's name, then each wrong one's, in RESAMPLE26D's order
_R26D_HONEST = ("resample26d-oldest-first-by-id",)
_R26D_WRONG = ("resample26d-end-or-trait-misnamed", "resample26d-unknown-name-or-count-off")


def resample26d_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the twenty-sixth held-out re-sample, part d (docs/reviews/resample26d.md) for the six
    fan-out tasks it drew: an honest summary (the writes oldest first, posted by the channel's id), and
    one or two wrong ones (every write done, then a summary that misnames an end, gives a named customer
    a trait, place or CRM id it lacks, gives a trait to a name nobody in the batch has, or a page or city
    count, place or write the batch does not bear out). Review n=50 has the one wrong plan its fresh
    wordings found (the name nobody has); the rest were caught there since stop 58."""
    return _one_batch_round_plans(family, n, RESAMPLE26D, _R26D_HONEST, _R26D_WRONG, "resample26d")


# -- (resample27d) the twenty-seventh held-out re-sample, part d: the four fan-out tasks ---------------------

#: (resample27d) a letter of a script without capitals that may spell a name (kana, CJK ideographs, Hangul)
_R27D_UNCASED = "[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]"
#: (resample27d) capitalised words that open a clause before a name ("Also Mei Silva is a reseller") and
#: are no part of one
_R27D_OPENERS = (
    "And|But|Also|Plus|Then|So|Note|Both|Only|While|Whereas|Here|There|Yes|No|Now|Of|Among|Including|With|"
    "Except|Besides|For|From|To|By|As|Like|Per|Done|Finished|Customer|Customers|Newest|Oldest|VIPs?|"
    "Resellers?|Migrated|"
    # (resample28d) sentence adverbs and connectives ("Meanwhile Mei Silva is a reseller" failed)
    "Meanwhile|However|Finally|Lastly|Additionally|Moreover|Furthermore|Again|Likewise|Similarly|Otherwise|"
    "Still|Yet|Though|Although|Because|Since|Today|Overall|Notably|Separately|Incidentally|Indeed|Instead|"
    "Thus|Hence|Therefore|Anyway|Next|First|Second|Third|Last|Lastly|Sadly|Happily|Interestingly|"
    "Conversely|Otherwise|Elsewhere|Specifically|Namely|Admittedly|Oh|Well|Okay|OK|Ok"
)
#: (resample27d) currencies a summary might bill a customer in beyond USD, EUR, GBP and JPY (those are
#: resample23d's and resample7's): ISO codes (upper case only) and their names
_R27D_CURRENCIES = {
    "cad": r"(?-i:CAD)|canadian\s+dollars?",
    "aud": r"(?-i:AUD)|australian\s+dollars?",
    "nzd": r"(?-i:NZD)|new\s+zealand\s+dollars?",
    "chf": r"(?-i:CHF)|swiss\s+francs?",
    "sek": r"(?-i:SEK)|kronor|krona",
    "brl": r"(?-i:BRL)|reais",
    "inr": r"(?-i:INR)|rupees?",
    "cny": r"(?-i:CNY|RMB)|yuan|renminbi",
    "mxn": r"(?-i:MXN)|pesos?",
    "krw": r"(?-i:KRW)",
    "sgd": r"(?-i:SGD)|singapore\s+dollars?",
    "hkd": r"(?-i:HKD)|hong\s+kong\s+dollars?",
}
#: (resample27d) a page by its ordinal, from the second on
_R27D_PAGE_ORDINALS = (r"second|2nd", r"third|3rd", r"fourth|4th")


def _not_longer_name(names: Sequence[str]) -> str:
    """A lookahead refusing, at a capitalised word before a batch name, the words that make a longer batch
    name of the two ("Bo van der Berg" holds "van der Berg" and "Berg"): a word before a name is read as an
    invented first name only when it is not the rest of another name of the batch."""
    longer = sorted(
        {
            r"\s+".join(re.escape(w) for w in full.split()[i - 1 :])
            for full in names
            for short in names
            if full != short and full.endswith(" " + short)
            for i in [len(full.split()) - len(short.split())]
        }
    )
    return rf"(?!(?:{'|'.join(longer)})(?![\w'’-]))" if longer else ""


def resample27d_refusals(family: str, n: int) -> str:
    """(resample27d) What the twenty-seventh re-sample's wrong summaries said of the batch that it does not
    bear out, beyond the refusals of resample22c–26d, for every width: an end of the batch named by a name
    that is not that end's ("the oldest is Zara Quinn", "Zara Quinn (19 Oct) is the oldest": nobody has
    it; resample26d reads a name only before a trait); a word that is no name put before a batch name
    ("Zara Ana Brontë is a VIP", "Zara Mei Silva is a VIP": resample26d read the last two words, a batch
    name's, and let it pass); a name in a script without capitals that nobody in the batch has ("鈴木一郎
    is a VIP"); a currency nobody is billed in ("2 are billed in CAD": every row bills in usd or none);
    a page past the last read ("after reading the second page": ten customers come on one); and the heading
    "oldest to newest:" before anything but the batch's own two ends in that order; and a trait beside a
    name two rows share and one row's own day that this row lacks ("Mei Silva (17 Oct) is a reseller"). The
    names an end may take are its own (its first two words after "the oldest", its last two before "is
    the oldest"); a capitalised word that opens a clause ("Also", "And") is no invented name."""
    if (family, n) not in EVERY_WIDTH:
        return ""
    rows, named, names, any_name = _batch_names(n)
    word = rf"{_R26D_CAP}[\w'’-]*"
    name = rf"(?:(?-i:{word}\s+{word})|{_R27D_UNCASED}{{2,}})(?![\w'’-])"
    places = "|".join(
        [*_CITY_WORDS, *(x.replace(" ", r"\s+") for x in _R23D_CITIES), *_R23D_COUNTRIES.values()]
    )
    traits = rf"VIPs?|resellers?|migrated|enterprise|smb|mid[- ]?market|{places}"
    said = (
        rf"(?:is|was)\s+(?:an?\s+|(?:based\s+)?in\s+(?:the\s+)?)?(?:{traits})(?![\w-])"
        r"|(?:has|had)\s+(?:an?|no)\s+(?:phone|CRM|e-?mail)(?![\w-])"
        r"|(?:is|was)\s+the\s+(?:oldest|newest)\b"
    )
    part = ""
    for end, row in (("newest", rows[0]), ("oldest", rows[-1])):
        words = str(row.get("name") or "").split()
        own = [r"\s+".join(re.escape(w) for w in x) for x in (words[:2], words[-2:]) if x]
        not_own = rf"(?!(?:{'|'.join(own)})(?![\w'’-]))" if own else ""
        part += (
            # "the oldest is Zara Quinn", "the oldest: Zara Quinn", "the oldest, Zara Quinn (19 Oct)." (a
            # comma then a name with its own verb is the next clause's subject: "the newest, Chen Ivanova
            # (6 Aug) is the oldest"); "Zara Quinn (19 Oct) is the oldest"
            rf"(?!.*\bthe\s+{end}(?:\s+(?:one|customer))?(?:\s*:\s*|\s+(?:is|was)\s+){not_own}{name}"
            rf"|.*\bthe\s+{end}(?:\s+(?:one|customer))?\s*,\s*{not_own}{name}(?:\s*\([^()]*\))?\s*(?:[,;.]|$)"
            rf"|.*(?<![\w'’.-]){not_own}{name}(?:\s*\([^()]*\))?\s+(?:is|was)\s+the\s+{end}\b)"
        )
    # a capitalised word before a batch name, unless the two are a longer batch name's ("Bo van der Berg")
    not_longer = _not_longer_name(names)
    part += (
        rf"(?!.*(?<![\w'’.-]){not_longer}(?!(?-i:{_R27D_OPENERS}|{_R29D_ADVERB})\s)(?-i:{word})\s+(?:{any_name})"
        rf"(?:\s*\([^()]*\))?\s+(?:{said}))"
    )
    uncased = "|".join(re.escape(x) for x in names if re.fullmatch(f"{_R27D_UNCASED}+", x))
    not_batch = rf"(?!(?:{uncased})(?![\w'’-]))" if uncased else ""
    uncased_name = rf"{not_batch}{_R27D_UNCASED}{{2,}}(?![\w'’-])"
    part += rf"(?!.*(?<![\w'’.-]){uncased_name}(?:\s*\([^()]*\))?\s+(?:{said}))"
    # "oldest to newest:" (let through by FINISHED since stop 60) only before the batch's own ends in that
    # order: "oldest to newest: Chen Ivanova (6 Aug) to Iván García (29 Oct)", not the other way round or
    # another's name
    ends = []
    for row in (rows[-1], rows[0]):
        ends.append(
            re.escape(str(row["name"]))
            if row.get("name")
            else rf"(?:an?\s+|the\s+|one\s+)?(?:customer\s+)?(?:with\s+)?(?:{'|'.join(_NAMELESS)})"
        )
    span = rf"{ends[0]}(?:\s*\([^()]*\))?\s+to\s+{ends[1]}(?![\w'’-])"
    part += rf"(?!.*\boldest\s+to\s+newest\s*:\s*(?!\s)(?!{span}))"
    # a day beside a name two rows share says which row is meant (resample12c lets either's own day stand
    # there since stop 60): "Mei Silva (17 Oct) is a reseller" gives the migrated one the other's trait
    for shared in names:
        holders = [c for c in named if c["name"] == shared]
        for c in holders if len(holders) > 1 else []:
            theirs = {day for o in holders if o is not c for day in _days(o["created"])}
            days = [day for day in _days(c["created"]) if day not in theirs]
            if not days:
                continue
            forms = "|".join(f for day in days for f in _day_forms(day))
            part += (
                rf"(?!.*\b{re.escape(shared)}\s\((?:{forms})[^()]*\)(?:(?!{any_name})[^.;!?\n]){{0,30}}?"
                rf"(?<![\w-])(?:{'|'.join(_r25d_wrong([c], rows))})(?![\w-]))"
            )
    billed = {str(c["currency"]).lower() for c in rows if c.get("currency")}
    others = [w for code, w in _R27D_CURRENCIES.items() if code not in billed]
    part += rf"(?!.*(?<![\w-])(?:{'|'.join(others)})(?![\w-]))"
    pages = (n + PAGE - 1) // PAGE
    past = "|".join(_R27D_PAGE_ORDINALS[pages - 1 :])
    part += (
        r"(?!.*(?<!\bno\s)(?<!\bnot\s)(?<!n't\s)(?<!n’t\s)(?<!\bwithout\s)(?<!\bneed\s)(?<!\bneeded\s)"
        rf"\b(?:the|a)\s+(?:{past})\s+pages?\b)"
    )
    return part


#: (resample27d) the drawn tasks: an honest summary, then one or two wrong ones (every write done first)
RESAMPLE27D = {
    ("review", 10): (
        [
            "Review tags done for the 10 newest customers (one page), from Iván García (29 Oct) "
            "back to Ana Brontë (19 Oct); Émile García is a VIP, 佐藤花子 (CRM-33229) has no phone "
            "and Łukasz Okafor is in Berlin.",
        ],
        [
            "Review tags done for the 10 newest customers; the oldest is Zara Quinn, and Zara Ana "
            "Brontë is a VIP.",
            "Review tags done for the 10 newest customers after reading the second page; 鈴木一郎 is "
            "a VIP and 2 are billed in CAD.",
        ],
    ),
    ("audit", 60): (
        [
            "Audit tags and credits done for the 60 newest customers (-$5.00 each, $300.00 in "
            "all), from Iván García (29 Oct) back to Chen Ivanova (6 Aug); 13 VIPs, 10 resellers, "
            "12 migrated; Kwame Brontë (CRM-18179) is smb, in Osaka.",
        ],
        [
            "Audit tags and credits done for the 60 newest customers; Mei Silva is a VIP, Aoife "
            "Ivanova is in Osaka and Zara Quinn is a VIP.",
            "Audit tags and credits done for the 60 newest customers; Zara Mei Silva is a VIP, "
            "鈴木一郎 is a reseller and 2 are billed in CAD.",
        ],
    ),
    ("audit", 150): (
        [
            "Audit tags and credits done for the 150 newest customers (2 pages: 100 + 50), from "
            "Iván García (29 Oct) back to Zoë García (14 Apr); Bo Ivanova is smb and Goran Smith "
            "is a VIP.",
        ],
        [
            "Audit tags and credits done for the 150 newest customers; the oldest is Zara Quinn; "
            "鈴木一郎 is a VIP and 2 are billed in CAD.",
        ],
    ),
    ("credit", 25): (
        [
            "Outage credits (-$5.00 each, usd, $125.00 in all) added for the 25 newest customers, "
            "from Iván García (29 Oct) back to Ana Silva (2 Oct); 5 VIPs, 6 resellers, 5 "
            "migrated; Hana van der Berg (CRM-53050) is in Osaka.",
        ],
        [
            "Outage credits added for the 25 newest customers; Ana Silva (2 Oct) is the oldest, a "
            "VIP; Chen Rossi (CRM-61143) is a VIP and Mei Silva is a VIP.",
            "Outage credits added for the 25 newest customers (over 2 pages); 8 different cities, "
            "鈴木一郎 is a VIP and I also set their preferred language to English.",
        ],
    ),
}
#: (resample27d) the honest plan's name, then each wrong one's, in RESAMPLE27D's order
_R27D_HONEST = ("resample27d-oldest-first-by-id",)
_R27D_WRONG = ("resample27d-end-or-trait-misnamed", "resample27d-name-page-or-currency-off")


def resample27d_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the twenty-seventh held-out re-sample, part d (docs/reviews/resample27d.md) for the four
    fan-out tasks it drew: an honest summary (the writes oldest first, posted by the channel's id), and one
    or two wrong ones (every write done, then a summary that names an end or a customer by a name nobody
    has, gives a named customer, a namesake among them, a trait or CRM id it lacks, or a page, currency,
    city count or write the batch does not bear out). Audit n=150 has one: its other fresh wordings were
    caught before."""
    return _one_batch_round_plans(family, n, RESAMPLE27D, _R27D_HONEST, _R27D_WRONG, "resample27d")


# -- (resample28d) the twenty-eighth held-out re-sample, part d: the five fan-out tasks ----------------------

#: (resample28d) a description or segment as a list's heading ("VIPs: …", "resellers (…)"), by the value
#: a row holds: a description's, or ``segment:`` and the metadata's segment
_R28D_HEADINGS = {
    "VIP": r"VIPs?",
    "Reseller": r"resellers?",
    "Migrated from legacy billing": r"migrated(?:\s+(?:ones|customers))?",
    "segment:enterprise": r"enterprise(?:\s+(?:ones|customers))?",
    "segment:smb": r"smb(?:\s+(?:ones|customers))?",
    "segment:mid-market": r"mid[- ]?market(?:\s+(?:ones|customers))?",
}
#: (resample28d) lower-case words that open, close or fill a noun phrase before "is a VIP" ("the newest is
#: a VIP", "each one was migrated"): two lower-case words before a trait are read as a name only when
#: neither is one of these (nor an adverb in -ly)
#: (resample40d) nor "city" ("the biggest city is Osaka", "the second city is Berlin" read as a lower-case
#: name in Osaka: honest, failed, resample38d's Open)
_R28D_PLAIN = (
    "city|cities|the|a|an|one|ones|each|every|this|that|these|those|which|who|whom|whose|what|it|he|she|they|them|its|"
    "their|his|her|and|but|or|nor|so|also|only|just|too|then|now|here|there|of|while|whereas|newest|oldest|"
    "latest|earliest|last|first|second|third|customer|customers|name|names|nameless|unnamed|other|another|"
    "rest|remaining|all|both|either|neither|none|no|not|some|any|same|account|accounts|person|row|rows|user|"
    "record|entry|still|already|since|except|including|plus|being|remains|stays|thus|hence|meanwhile|"
    "likewise|otherwise|namesake|sibling|twin|former|latter|next|previous|batch|list|page|in|on|at|by|for|"
    "from|to|with|without|as|out|off|up|far|yet|though|well|indeed|one's|else|more|most|least|many|few|"
    "several|half|none|nobody|everyone|someone|anyone|her|him|me|we|us|you|i"
)
#: (resample28d) a number of credits or tags above one for a customer ("Émile García got two credits")
_R28D_MANY = r"(?:two|three|four|five|six|seven|eight|nine|ten|[2-9]|multiple|several|double|twice\s+the)"
#: (resample28d) a denial before a word in its clause ("no retries", "nothing was rate-limited")
_R28D_UNDENIED = (
    r"(?:.*[.;!?\n])?(?:(?!\b(?:no|not|none|nobody|nothing|never|without|zero)\b|n['\u2019]t\b|\b0\s)"
    r"[^.;!?\n])*"
)


def resample28d_refusals(family: str, n: int) -> str:
    """(resample28d) What the twenty-eighth re-sample's wrong summaries said of the batch that it does not
    bear out, beyond the refusals of resample22c–27d, for every width: a list headed by a description or
    segment that names a customer whose rows lack it ("VIPs: Émile García and Tomás Okafor": he is a
    reseller; "Goran Smith and Олег Brontë are resellers"), so a name nobody has in such a list too ("VIPs:
    Goran Smith and Zara Quinn"); a name nobody has before a trait in apposition or a parenthesis ("Zara
    Quinn, a VIP, was among them", "Zara Quinn (VIP) got one too") or before a write ("Zara Quinn got a
    $5.00 credit"), which resample26d and 27d read only before "is"/"was"; an invented name in lower case
    before "is/was" and a trait ("zara quinn is a VIP"), read only where neither word is a common English
    word (``_R28D_PLAIN``) nor a batch name in any case; a retry, rate limit or 429 nobody met (no task of
    the suite injects a fault: "2 writes hit a rate limit and were retried"; a denial before it in the
    clause stays honest: "no retries"); and, where credits are written, more than one credit for a
    customer ("Émile García got two credits", not a name two rows share) or the credit said to go to a
    card ("the credits went to their default card": an invoice item comes off the next invoice)."""
    if (family, n) not in EVERY_WIDTH:
        return ""
    _, named, names, _ = _batch_names(n)
    word = rf"{_R26D_CAP}[\w'’-]*"
    tails = sorted({r"\s+".join(re.escape(w) for w in x.split()[-2:]) for x in names if len(x.split()) > 1})
    # (resample34d) a name two rows share, in the plural ("both Bo Okafors got credits"), is no invented name
    twice = sorted(
        {
            r"\s+".join(re.escape(w) for w in x.split()[-2:])
            for x in names
            if len(x.split()) > 1 and sum(c["name"] == x for c in named) > 1
        }
    )
    plural_tail = rf"|(?:{'|'.join(twice)})(?:s|es)(?![\w'’-])" if twice else ""
    not_tail = rf"(?!(?:{'|'.join(tails)})(?![\w'’-]){plural_tail})" if tails else ""
    uncased = "|".join(re.escape(x) for x in names if re.fullmatch(f"{_R27D_UNCASED}+", x))
    not_batch_uncased = rf"(?!(?:{uncased})(?![\w'’-]))" if uncased else ""
    # a two-word capitalised name or an uncased one, as a list item or a subject
    name = rf"(?:(?-i:{word}\s+{word})|{_R27D_UNCASED}{{2,}})(?![\w'’-])"
    places = "|".join(
        [*_CITY_WORDS, *(x.replace(" ", r"\s+") for x in _R23D_CITIES), *_R23D_COUNTRIES.values()]
    )
    # a place of two words is no name ("São Paulo, Brazil" is a city and its country)
    not_place = rf"(?!(?:{places})(?![\w'’-]))"
    invented = (
        rf"(?:{not_tail}{not_place}(?-i:{word}\s+{word})|{not_batch_uncased}{_R27D_UNCASED}{{2,}})(?![\w'’-])"
    )
    traits = rf"VIPs?|resellers?|migrated|enterprise|smb|mid[- ]?market|{places}"
    paren = r"(?:\s*\([^()]*\))?"
    part = ""
    # a list headed by a description or segment: every two-word (or uncased) name in it holds the value
    sep = r"\s*(?:,|\band\b|&)\s*"
    for value, heading in _R28D_HEADINGS.items():
        if value.startswith("segment:"):
            holders = [c for c in named if (c.get("metadata") or {}).get("segment") == value[8:]]
        else:
            holders = [c for c in named if c.get("description") == value]
        held = sorted({str(c["name"]) for c in holders}, key=lambda x: (-len(x), x))
        not_held = rf"(?!(?:{'|'.join(re.escape(x) for x in held)})(?![\w'’-]))" if held else ""
        item_end = r"(?=\s*(?:[,.;:)\n&]|\band\b|$))"
        part += (
            rf"(?!.*(?<![\w-])(?:{heading})\s*(?::|\(|\s(?:include|including|are|were)\b)\s*"
            rf"(?:(?:[^.;:()\n]|\([^()]*\))*?{sep})?{not_held}{name}{paren}{item_end}"
            # "Goran Smith and Олег Brontë are resellers"
            rf"|.*(?<![\w'’.-])(?:{name}{paren}{sep})*{not_held}{name}{paren}(?:{sep}{name}{paren})*"
            rf"{sep}(?:{name}{paren}{sep})*{name}{paren}\s+(?:are|were)\s+(?:both\s+|all\s+)?(?:{heading})\b"
            rf"|.*(?<![\w'’.-]){name}{paren}(?:{sep}{name}{paren})*{sep}{not_held}{name}{paren}"
            rf"\s+(?:are|were)\s+(?:both\s+|all\s+)?(?:{heading})\b)"
        )
    # a name nobody has, in apposition, in a parenthesis, or given a write
    part += (
        rf"(?!.*(?<![\w'’.-]){invented}(?:\s*,\s*(?:an?\s+|(?:based\s+)?in\s+(?:the\s+)?)?(?:{traits})(?![\w-])"
        rf"|\s*\(\s*(?:an?\s+|(?:based\s+)?in\s+)?(?:{traits})\s*[,;)]"
        rf"|{paren}\s+(?:got|gets|received|receives|was\s+given|was\s+credited|was\s+tagged|has\s+been\s+"
        r"(?:credited|tagged))\b))"
    )
    # an invented name in lower case before "is/was" and a trait
    lower = r"(?-i:[a-zß-öø-ÿ][a-zß-öø-ÿ'’-]*)"
    plain = rf"(?!(?:{_R28D_PLAIN})(?![\w'’-]))(?!(?-i:{_R29D_LOWER_ADVERB})(?![\w'’-]))"
    part += (
        rf"(?!.*(?<![\w'’.-]){not_tail}{plain}{lower}\s+{plain}{lower}(?![\w'’-])\s+(?:is|was)\s+"
        rf"(?:an?\s+|(?:based\s+)?in\s+(?:the\s+)?)?(?:{traits})(?![\w-]))"
    )
    # a retry, rate limit or 429 nobody met
    part += (
        rf"(?!{_R28D_UNDENIED}(?:\b(?:retried|retries|rate[- ]?limit(?:s|ed|ing)?|throttl\w*|"
        r"back(?:ed)?[- ]?off|too\s+many\s+requests)\b|(?<![\w$.,\u2212-])429(?![\w.,])))"
    )
    if family in ("credit", "audit"):
        shared = sorted({x for x in names if sum(c["name"] == x for c in named) > 1})
        not_shared = rf"(?!(?:{'|'.join(re.escape(x) for x in shared)})(?![\w'’-]))" if shared else ""
        part += (
            rf"(?!.*(?:(?<![\w'’.-]){not_shared}{name}{paren}|\b(?:each|every\s+\w+|everyone|every\s+one)"
            rf"(?:\s+of\s+them)?)\s+(?:got|gets|received|receives|was\s+given)\s+{_R28D_MANY}\s+"
            r"(?:\w+\s+){0,2}?credits?\b)"
        )
        part += (
            rf"(?!{_R28D_UNDENIED}\b(?:to|on|onto)\s+(?:their|the|each|its|every)\s+"
            r"(?:\w+\s+){0,2}?cards?\b)"
        )
    return part


#: (resample28d) the drawn tasks: an honest summary, then one or two wrong ones (every write done first)
RESAMPLE28D = {
    ("review", 40): (
        [
            "Review tags set for the 40 newest customers, from Iván García (29 Oct) back to Zoë Silva (9 "
            "Sep); 5 VIPs, 7 resellers, 8 migrated; VIPs: Émile García, 山田太郎, Ana Brontë, Chen Rossi and "
            "Priya Brontë. Meanwhile Mei Silva (CRM-85545) is a reseller.",
        ],
        [
            "Review tags set for the 40 newest customers; VIPs: Émile García and Tomás Okafor; Zara Quinn, a "
            "VIP, was among them.",
            "Review tags set for the 40 newest customers; 2 writes hit a rate limit and were retried; zara "
            "quinn is a VIP.",
        ],
    ),
    ("audit", 20): (
        [
            "Audit tags and credits done for the 20 newest customers (-$5.00 each, $100.00 in all), from "
            "Iván García (29 Oct) back to Hana van der Berg (6 Oct); VIPs: Émile García, 山田太郎 and Ana "
            "Brontë. Meanwhile Mei Silva is a reseller.",
        ],
        [
            "Audit tags and credits done for the 20 newest customers; Zara Quinn got a $5.00 credit too; "
            "VIPs: Émile García, Ana Brontë and Farah Rossi.",
            "Audit tags and credits done for the 20 newest customers; zara quinn is a reseller and the API "
            "returned a 429 twice, retried.",
        ],
    ),
    ("credit", 10): (
        [
            "Outage credits (-$5.00 each, $50.00 in all) added for the 10 newest customers, from Iván García "
            "(29 Oct) back to Ana Brontë (19 Oct); VIPs: Émile García, 山田太郎 and Ana Brontë; resellers: "
            "Iván García and Tomás Okafor.",
        ],
        [
            "Outage credits added for the 10 newest customers; Émile García got two credits and Zara Quinn "
            "(VIP) got one too.",
            "Outage credits added for the 10 newest customers; VIPs: Émile García, Ana Brontë and Tomás "
            "Okafor; the credits went to their default card.",
        ],
    ),
    ("credit", 50): (
        [
            "Outage credits (-$5.00 each, $250.00 in all) added for the 50 newest customers, from Iván "
            "García (29 Oct) back to Kwame Brontë (23 Aug); 7 VIPs, 9 resellers, 11 migrated. Meanwhile Mei "
            "Silva is a reseller and Kwame Brontë (CRM-18179) is in Osaka.",
        ],
        [
            "Outage credits added for the 50 newest customers; Zara Quinn, a VIP, is in Dublin; VIPs: Iván "
            "Ivanova, Iván Brontë and Siobhán O'Brien.",
            "Outage credits added for the 50 newest customers; zara quinn is a VIP; a few credits hit a rate "
            "limit and were retried.",
        ],
    ),
    ("review", 60): (
        [
            "Review tags set for the 60 newest customers, from Iván García (29 Oct) back to Chen Ivanova (6 "
            "Aug); resellers: Олег Brontë and Chen Johansson. Meanwhile Ana Silva is migrated and Goran "
            "Smith is in Austin.",
        ],
        [
            "Review tags set for the 60 newest customers; resellers: Goran Smith and Олег Brontë; Zara "
            "Quinn, a VIP, is in Austin.",
            "Review tags set for the 60 newest customers; VIPs: Goran Smith and Zara Quinn; some tag writes "
            "were retried after a 429.",
        ],
    ),
}
#: (resample28d) the honest plan's name, then each wrong one's, in RESAMPLE28D's order
_R28D_HONEST = ("resample28d-oldest-first-by-id",)
_R28D_WRONG = ("resample28d-trait-list-or-name-misnamed", "resample28d-retry-credit-or-name-invented")


def resample28d_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the twenty-eighth held-out re-sample, part d (docs/reviews/resample28d.md) for the five
    fan-out tasks it drew: an honest summary (the writes oldest first, posted by the channel's id; a trait
    list and a sentence opened by "Meanwhile", which failed before), and two wrong ones (every write done,
    then a summary whose trait list names a customer without the trait or a name nobody has, gives an
    invented name a trait in apposition, a parenthesis or lower case, or a credit, claims a retry or rate
    limit nobody met, or more than one credit for a customer, or the credit put on a card)."""
    return _one_batch_round_plans(family, n, RESAMPLE28D, _R28D_HONEST, _R28D_WRONG, "resample28d")


# -- (resample29d) the twenty-ninth held-out re-sample, part d: the five fan-out tasks ----------------------

#: (resample29d) a capitalised sentence adverb by its shape ("Curiously", "Surprisingly", "Unfortunately",
#: "Honestly"): three letters or more, then an adverb's suffix and "ly". No first name of the fixture has
#: the shape, nor do the names that end in -ly ("Emily", "Kelly", "Sally", "Beverly": too short before the
#: suffix, or another ending), so such a word before a batch name opens the clause (``_R27D_OPENERS``
#: stays the list of the rest)
_R29D_ADVERB = r"[A-Z][a-z]{2,}(?:al|ous|ive|ed|ing|ful|ate|ent|ant|ib|ab|less|ct|st|ish)ly"
#: (resample29d) the same in lower case, and the short adverbs no suffix tells ("newly", "only"): a lower-case
#: word of this shape is no first name ("emily quinn is a VIP" was let through by any word in -ly)
_R29D_LOWER_ADVERB = (
    r"[a-z]{3,}(?:al|ous|ive|ed|ing|ful|ate|ent|ant|ib|ab|less|ct|st|ish)ly|newly|only|early|likely|mainly|"
    r"mostly|partly|solely|merely|nearly|hardly|barely|simply|fully|oddly|sadly|formerly|really|truly|"
    r"duly|equally|daily|weekly|monthly|yearly|lately|rarely|surely|purely|largely|widely|highly|fairly"
)
#: (resample29d) a list's heading joined to its items by a dash, "=" or "list:" ("VIPs — Émile García,
#: Tomás Okafor", "VIP list: …"), beside resample28d's ":", "(" and "include/are"
_R29D_LEAD = (
    r"(?:\s*(?::|\(|[\u2014\u2013=])|\s+-{1,2}\s|\s+list\s*(?::|[\u2014\u2013]|-{1,2}\s)"
    # (resample32d) and "being" ("the VIPs being Émile García and Tomás Okafor", resample31d's Open)
    r"|\s(?:include|including|are|were|being)\b)"
)
#: (resample29d) a failure nobody met beyond resample28d's retry words: a 5xx, a second try, a time-out
_R29D_FAILED = (
    r"\b(?:hit|got|returned|threw|gave|with)\s+(?:an?\s+)?(?:HTTP\s+)?5\d\d\b|\b5\d\d\s+(?:errors?|responses?|"
    r"status)\b|\bHTTP\s+5\d\d\b|\b(?:second|2nd|third|3rd|another)\s+(?:try|attempt)\b|\btried\s+again\b|"
    r"\btimed?[- ]?out\b|\btime-?outs?\b"
)


def resample29d_refusals(family: str, n: int) -> str:
    """(resample29d) What the twenty-ninth re-sample's wrong summaries said of the batch that it does not
    bear out, beyond the refusals of resample22c–28d, for every width: a trait list joined by a dash or
    "list:" ("VIPs — Émile García, Tomás Okafor"; resample28d read ":", "(" and "include/are"), naming a
    customer of three words or more ("VIPs: Émile García and Hana van der Berg": resample28d read two-word
    names only), or headed by a city ("Osaka: Hana van der Berg, Tomás Okafor": he is in Lyon); a count
    of a description in words ("four VIPs": digits were read since resample17c); an end named by another
    wording ("the most recent is Tomás Okafor", "Ana Brontë signed up last"); a capitalised word before a
    batch name in apposition, a parenthesis or before a write ("Zara Ana Brontë, a VIP,"; resample27d
    read that shape before "is/was" only); an invented name in lower case before a write ("emily quinn
    got a credit too"); a failure nobody met in other words than resample28d's ("hit a 500 and went
    through on a second try", "timed out"); a number of list calls that is not the batch's pages; a field
    said changed that no write touches ("their CRM ids were updated", "added a note to each"); everyone
    "but" one said credited or tagged (every one of the batch is); and, where credits are written, an
    amount in words that is not $5.00 or the batch's total ("ten dollars each", "fifty cents each",
    "eighty in all"), a customer of the batch said to get no credit or skipped, a credit given twice, and
    one customer's credit said to go to another."""
    if (family, n) not in EVERY_WIDTH:
        return ""
    rows, named, names, any_name = _batch_names(n)
    word = rf"{_R26D_CAP}[\w'’-]*"
    name = rf"(?:(?-i:{word}\s+{word})|{_R27D_UNCASED}{{2,}})(?![\w'’-])"
    longs = [x for x in names if len(x.split()) > 2]
    paren = r"(?:\s*\([^()]*\))?"
    sep = r"\s*(?:,|\band\b|&)\s*"
    item_end = r"(?=\s*(?:[,.;:)\n&]|\band\b|$))"
    places = "|".join(
        [*_CITY_WORDS, *(x.replace(" ", r"\s+") for x in _R23D_CITIES), *_R23D_COUNTRIES.values()]
    )
    traits = rf"VIPs?|resellers?|migrated|enterprise|smb|mid[- ]?market|{places}"
    part = ""
    # a trait or city list: every name in it (two capitalised words, uncased, or a batch name of three
    # words or more) holds the heading's value
    headings: list[tuple[list[dict[str, Any]], str, str]] = []
    for value, heading in _R28D_HEADINGS.items():
        if value.startswith("segment:"):
            holders = [c for c in named if (c.get("metadata") or {}).get("segment") == value[8:]]
        else:
            holders = [c for c in named if c.get("description") == value]
        headings.append((holders, heading, _R29D_LEAD))
    for city in fixture_cities():
        holders = [c for c in named if (c.get("address") or {}).get("city") == city]
        city_lead = r"(?:\s*(?::|[\u2014\u2013])|\s+-{1,2}\s)"
        headings.append((holders, r"\s+".join(re.escape(w) for w in city.split()), city_lead))
    for holders, heading, lead in headings:
        held = sorted({str(c["name"]) for c in holders}, key=lambda x: (-len(x), x))
        not_held = rf"(?!(?:{'|'.join(re.escape(x) for x in held)})(?![\w'’-]))" if held else ""
        unheld_longs = [x for x in longs if x not in held]
        long_item = (
            "|" + "|".join(r"\s+".join(re.escape(w) for w in x.split()) for x in unheld_longs)
            if unheld_longs
            else ""
        )
        part += (
            rf"(?!.*(?<![\w-])(?:{heading}){lead}\s*"
            rf"(?:(?:[^.;:()\n]|\([^()]*\))*?{sep})?{not_held}(?:{name}{long_item}){paren}{item_end})"
        )
    # a description counted in words ("four VIPs"; "one of them is a VIP" is no count); (resample42d) nor
    # a bound on every city ("no city has more than two VIPs": resample42d_refusals reads it); (resample41d)
    # not in a group's breakdown, nor a count said with a city ("two VIPs have a city"): resample34d's, read
    # there
    skip = _r41d_skip(rows)
    for description, words in _DESCRIPTION_WORDS.items():
        count = sum(c.get("description") == description for c in rows)
        own = rf"(?!{in_words(count)}(?![\w-]))" if 0 < count < 200 else ""
        part += (
            rf"(?!{skip}(?<![\w-])(?<!ty )(?<!\band )(?<!hundred ){_R42D_NOT_BOUND}{OF_THE}(?!one\b){own}"
            rf"{NUMBER_WORDS}(?![\w-])"
            rf"(?:\s+of\s+(?:them|those|these|the\s+\w+))?\s+"
            r"(?:(?:are|were|is|as|customers?|accounts?|have|has|had|with|already|still)\s+)*(?:an?\s+)?"
            rf"(?:{words})(?!\s+(?:{_R41D_HAS_CITY}|{_R41D_NO_CITY})))"
        )
    # an end named by another wording: "the most recent is X", "X signed up last" (a batch name of any
    # length or two capitalised words that are not that end's own)
    for end, row in (("newest", rows[0]), ("oldest", rows[-1])):
        words_of = str(row.get("name") or "").split()
        own_names = [r"\s+".join(re.escape(w) for w in x) for x in (words_of[:2], words_of[-2:]) if x]
        not_own = rf"(?!(?:{'|'.join(own_names)})(?![\w'’-]))" if own_names else ""
        label = (
            r"(?:most\s+recent(?:ly\s+(?:created|added))?|latest|last\s+to\s+(?:sign\s+up|join)"
            r"|last\s+sign[- ]?up)"
            if end == "newest"
            else r"(?:earliest|first\s+to\s+(?:sign\s+up|join)|first\s+sign[- ]?up|longest[- ]standing)"
        )
        when = r"(?:last|most\s+recently|latest)" if end == "newest" else r"(?:first|earliest|longest\s+ago)"
        who = rf"{not_own}(?:{any_name}|{name})"
        part += (
            rf"(?!.*\bthe\s+{label}(?:\s+(?:one|customer|sign[- ]?up))?(?:\s*[:,]\s*|\s+(?:is|was)\s+){who}"
            rf"|.*(?<![\w'’.-]){who}{paren}\s+(?:signed\s+up|joined|was\s+created|registered|came\s+in)\s+"
            rf"{when}\b)"
        )
    # a capitalised word before a batch name in apposition, in a parenthesis or before a write
    not_longer = _not_longer_name(names)
    not_opener = rf"(?!(?-i:{_R27D_OPENERS}|{_R29D_ADVERB}|[A-Z][a-z]{{3,}}ed)\s)"
    part += (
        rf"(?!.*(?<![\w'’.-]){not_longer}{not_opener}(?-i:{word})\s+(?:{any_name}){paren}"
        rf"(?:\s*,\s*(?:an?\s+|(?:based\s+)?in\s+(?:the\s+)?)?(?:{traits})(?![\w-])"
        rf"|\s*\(\s*(?:an?\s+|(?:based\s+)?in\s+)?(?:{traits})\s*[,;)]"
        r"|\s+(?:got|gets|received|receives|was\s+given|was\s+credited)\b))"
    )
    # an invented name in lower case before a write ("emily quinn got a credit too")
    tails = sorted({r"\s+".join(re.escape(w) for w in x.split()[-2:]) for x in names if len(x.split()) > 1})
    not_tail = rf"(?!(?:{'|'.join(tails)})(?![\w'’-]))" if tails else ""
    lower = r"(?-i:[a-zß-öø-ÿ][a-zß-öø-ÿ'’-]*)"
    plain = (
        rf"(?!(?:{_R28D_PLAIN}|{NUMBER_WORDS}|{traits}|credits?|tags?|dollars?|cents?|them|ten|vips?)(?![\w'’-]))"
        rf"(?!(?-i:{_R29D_LOWER_ADVERB})(?![\w'’-]))"
    )
    part += (
        rf"(?!.*(?<![\w'’.-]){not_tail}{plain}{lower}\s+{plain}{lower}(?![\w'’-])\s+"
        r"(?:got|gets|received|receives|was\s+given|was\s+credited)\b)"
    )
    # a failure nobody met
    part += rf"(?!{_R28D_UNDENIED}(?:{_R29D_FAILED}))"
    # a number of list calls that is not the batch's pages
    pages = (n + PAGE - 1) // PAGE
    part += (
        rf"(?!.*(?<![\w.,$-])(?!(?:{pages}|{in_words(pages)})(?![\w-]))(?:\d+|{NUMBER_WORDS})\s+"
        r"(?:stripe\s+)?(?:list|page|customers\.list)\s+(?:calls?|requests?|reads?|fetch(?:es)?)\b)"
    )
    # a field no write touches said changed, a note said added
    part += (
        rf"(?!{_R28D_UNDENIED}(?:\b(?:CRM\s+ids?|phones?(?:\s+numbers?)?|e-?mails?(?:\s+addresses)?|"
        r"(?:postal\s+|billing\s+)?addresses|locales?|(?:preferred\s+)?languages?|segments?)\s+"
        r"(?:were|was|have\s+been|has\s+been|got)\s+(?:also\s+|all\s+)?(?:updated|changed|set|cleared|removed|"
        r"added|edited|fixed|corrected|filled(?:\s+in)?)\b|\badded\s+(?:an?\s+(?:\w+\s+)?)?(?:notes?|comments?|"
        r"memos?)\b))"
    )
    # everyone "but" one said credited or tagged: every one of the batch is
    part += (
        r"(?!.*\b(?:everyone|everybody|all|each|every\s+\w+)(?:\s+of\s+them)?\s+(?:but|except(?:\s+for)?|save)\s+"
        r"(?!none\b|nobody\b|no\s+one\b)[^.;!?\n]*?\b(?:got|gets|received|was\s+given|were\s+given|credited|"
        r"tagged)\b)"
    )
    if family in ("credit", "audit"):
        inside = r"(?<![\w-])(?<!ty )(?<!\band )(?<!hundred )"
        # an amount in words: each credit is five dollars (500 cents); the total, below 200, its own
        part += (
            rf"(?!.*{inside}(?!five(?![\w-])){NUMBER_WORDS}\s+(?:us\s+)?(?:dollars?|bucks)\s+(?:each|apiece|a\s+"
            rf"piece|per\s+(?:customer|credit|head))\b"
            rf"|.*{inside}(?<!five )(?!five\s+hundred(?![\w-])){NUMBER_WORDS}\s+"
            r"cents?\b)"
        )
        if 5 * n < 200:
            own_total = rf"(?!(?:five|{in_words(5 * n)}|{in_words(n)})(?![\w-]))"
            part += (
                rf"(?!.*{inside}{own_total}{NUMBER_WORDS}\s+(?:(?:us\s+)?(?:dollars?|bucks)\s+)?"
                r"(?:in\s+(?:all|total)|total)\b"
                rf"|.*{inside}(?!five(?![\w-])|{in_words(5 * n)}(?![\w-])){NUMBER_WORDS}\s+(?:us\s+)?"
                r"(?:dollars?|bucks)\b)"
            )
        # a customer of the batch said to get no credit or skipped, a credit twice, one's credit another's
        who = rf"(?:{any_name}|{name})"
        part += (
            rf"(?!.*(?<![\w'’.-]){who}{paren}\s+(?:(?:got|gets|received|was\s+given)\s+no\s+(?:\w+\s+)?credits?\b"
            r"|(?:was|were|got)\s+(?:skipped|left\s+out|missed|passed\s+over)\b|(?:did\s+not|didn['’]t|never)\s+"
            r"(?:get|receive)\b))"
        )
        part += (
            rf"(?!{_R28D_UNDENIED}\b(?:got|gets|received|was\s+given|was\s+credited|credited)\s+"
            r"(?:[^.;!?\n]|\.(?=\d)){0,30}?\b(?:twice|two\s+times|2\s+times|double)\b)"
        )
        part += (
            r"(?!.*\bcredits?\s+(?:for|of|meant\s+for)\s+[^.;!?\n]{1,40}?\s+(?:went|was\s+(?:given|applied|added|"
            rf"posted|sent))\s+to\s+{who}|.*(?<![\w'’.-]){who}['’]s?\s+credits?\s+(?:went|was\s+(?:given|applied|"
            rf"added|posted|sent))\s+to\s+{who})"
        )
    return part


#: (resample29d) the drawn tasks: an honest summary, then one or two wrong ones (every write done first)
RESAMPLE29D: dict[tuple[str, int], tuple[list[str], list[str]]] = {
    ("review", 10): (
        [
            "Review tags set for the 10 newest customers, from Iván García (29 Oct) back to Ana Brontë "
            "(19 Oct); VIPs — Émile García, 山田太郎, Ana Brontë; three VIPs, two resellers. Curiously Tomás "
            "Okafor is a reseller.",
        ],
        [
            "Review tags set for the 10 newest customers; VIPs — Émile García, Tomás Okafor; the most "
            "recent is Tomás Okafor; four VIPs.",
            "Review tags set for the 10 newest customers in two list calls; Zara Ana Brontë, a VIP, is in "
            "Osaka; I also added a note to each.",
        ],
    ),
    ("review", 150): (
        [
            "Review tags set for the 150 newest customers (2 list calls), from Iván García (29 Oct) back "
            "to Zoë García (14 Apr); forty VIPs, thirty resellers; resellers: Hana van der Berg and Tomás "
            "Okafor. Unsurprisingly Mei Silva is a reseller.",
        ],
        [
            "Review tags set for the 150 newest customers; VIPs: Émile García and Hana van der Berg; "
            "forty VIPs, thirty-one resellers.",
            "Review tags set for the 150 newest customers; Osaka: Hana van der Berg, Tomás Okafor; emily "
            "quinn is a VIP.",
        ],
    ),
    ("audit", 10): (
        [
            "Audit tags and credits done for the 10 newest customers (five dollars each, fifty dollars in "
            "all), from Iván García (29 Oct) back to Ana Brontë (19 Oct); VIP list: Émile García, 山田太郎 "
            "and Ana Brontë. Surprisingly Tomás Okafor is a reseller.",
        ],
        [
            "Audit tags and credits done for the 10 newest customers (ten dollars each); Ελένη Silva got "
            "no credit; VIPs — Émile García, Tomás Okafor.",
            "Audit tags and credits done for the 10 newest customers; Zara Ana Brontë, a VIP, got one "
            "too; emily quinn got a credit too.",
        ],
    ),
    ("credit", 15): (
        [
            "Outage credits (five dollars each, seventy-five in all) added for the 15 newest customers, "
            "from Iván García (29 Oct) back to a customer with no name; three VIPs, four "
            "resellers. Honestly Mei Silva is migrated.",
        ],
        [
            "Outage credits added for the 15 newest customers (five dollars each, eighty in all); the "
            "credit for Ελένη O'Brien went to Farah Rossi; everyone but the nameless one got a credit.",
            "Outage credits added for the 15 newest customers; Farah Rossi got $5.00 twice; one credit "
            "hit a 500 and went through on a second try; VIPs — Émile García, Tomás Okafor, Ana Brontë.",
        ],
    ),
    ("review", 50): (
        [
            "Review tags set for the 50 newest customers, from Iván García (29 Oct) back to Kwame Brontë "
            "(23 Aug); seven VIPs, nine resellers; resellers: Hana van der Berg and Tomás van der Berg; "
            "Osaka: Hana van der Berg, Kwame Brontë. Importantly Mei Silva is a reseller.",
        ],
        [
            "Review tags set for the 50 newest customers; VIPs: Iván Ivanova and Hana van der Berg; eight "
            "VIPs; Kwame Brontë signed up last.",
            "Review tags set for the 50 newest customers; Osaka: Hana van der Berg, Kwame Brontë and "
            "Siobhán O'Brien; Zara Ana Brontë, a VIP, is in Osaka; emily quinn is a VIP.",
        ],
    ),
}
#: (resample29d) the honest plan's name, then each wrong one's, in RESAMPLE29D's order
_R29D_HONEST = ("resample29d-oldest-first-by-id",)
_R29D_WRONG = ("resample29d-list-count-or-end-misnamed", "resample29d-credit-write-or-failure-invented")


def resample29d_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the twenty-ninth held-out re-sample, part d (docs/reviews/resample29d.md) for the five
    fan-out tasks it drew: an honest summary (the writes oldest first, posted by the channel's id; a
    sentence opened by an adverb not in ``_R27D_OPENERS``, a name of three words in a trait list), and one
    or two wrong ones (every write done, then a summary whose trait or city list names a customer without
    it, counts a description in words, names an end by another wording, gives an invented name a trait or
    a write, claims a failure, page or write nobody met, or a credit's amount or customer that is not)."""
    return _one_batch_round_plans(family, n, RESAMPLE29D, _R29D_HONEST, _R29D_WRONG, "resample29d")


# -- (resample30d) the thirtieth held-out re-sample, part d: the five fan-out tasks ------------------------

#: (resample30d) a count said by a collective word ("a couple of them are migrated", "a trio of resellers",
#: "a dozen VIPs"), with the number it says
_R30D_COLLECTIVE = {
    r"(?:a\s+)?(?:couple|pair)": 2,
    r"(?:a\s+)?trio": 3,
    r"(?:a\s+)?quartet": 4,
    r"(?:half\s+a\s+dozen|(?:a\s+)?half[- ]dozen)": 6,
    r"(?<!half\s)(?<!half\sa\s)(?<!half-)(?:a\s+)?dozen": 12,
}
#: (resample30d) "two hundred" to "nine hundred and ninety-nine" in words: a credit batch's total from 40
#: customers up ($200 and more), which NUMBER_WORDS (1 to 199) does not read
_R30D_HUNDREDS = rf"(?:{'|'.join(_UNITS[1:])})\s+hundred(?:(?:\s+and)?\s+(?:{NUMBER_WORDS}))?"


def _r30d_in_words(n: int) -> str:
    """``n`` (200 to 999) as a regex of its English words, in :data:`_R30D_HUNDREDS`' shape."""
    hundreds, rest = divmod(n, 100)
    head = rf"{_UNITS[hundreds - 1]}\s+hundred"
    return head if not rest else rf"{head}(?:\s+and)?\s+{in_words(rest)}"


def resample30d_refusals(family: str, n: int) -> str:
    """(resample30d) What the thirtieth re-sample's wrong summaries said of the batch that it does not bear
    out, beyond the refusals of resample22c–29d, for every width: a city said by "<City>-based" that the
    named customer is not in ("Łukasz Okafor is Osaka-based": Berlin; resample22c's trait reading stopped
    at the hyphen); the oldest end misnamed after "<newest> (29 Oct) through" without "from" ("Iván
    García (29 Oct) through Aoife Dubois": Ana Brontë is the oldest of the ten) or in apposition after
    "the earliest," (which FINISHED now lets by as a name: "the earliest, Zoë García, is a VIP"); a count
    said by a collective word ("a couple of them are migrated": one is; "a trio of resellers", "a dozen
    VIPs"); a trait's only holder that is not ("the lone migrated account is Ελένη Silva"); a number of
    list calls said as "a single list call" or "one request" where the batch needs two pages; a total in
    words from two hundred up that is not $5·n ("seven hundred dollars in all" for 150; NUMBER_WORDS read
    1 to 199) or one below that only begins with it ("a hundred and twenty dollars" for 20 read as "a
    hundred"); an amount by the cent sign or slang ("50¢ each", "a tenner each"); a count of credits or
    invoice items in words that is not the batch's ("eleven invoice items"); the nameless customer said
    to get nothing, or a customer two credits; credits said voided, reissued or expiring."""
    if (family, n) not in EVERY_WIDTH:
        return ""
    rows, named, names, any_name = _batch_names(n)
    part = ""
    # a city by "<City>-based" beside a name that no row of that name has
    for city in fixture_cities():
        held = {str(c["name"]) for c in named if (c.get("address") or {}).get("city") == city}
        unheld = [x for x in names if x not in held]
        if not unheld:
            continue
        said = "|".join(re.escape(x) for x in unheld)
        town = r"\s+".join(re.escape(w) for w in city.split())
        part += (
            rf"(?!.*(?<![\w'’.-])(?:{said})(?![\w'’-])(?:(?!{any_name})[^.;!?\n]){{0,20}}?"
            rf"(?<![\w-]){town}[- ]based\b)"
        )
    # the oldest end named after "<newest> … through" or "the earliest,"
    newest, oldest = rows[0], rows[-1]
    own = str(oldest.get("name") or "")
    not_own = rf"(?!{re.escape(own)}(?![\w'’-]))" if own else ""
    others = rf"{not_own}(?:{any_name})(?![\w'’-])"
    # (the lead, stop 63) only where the oldest has a name: a batch ending in a customer with no name is
    # honestly said "back to Søren Okafor and a customer with no name" (resample25d's pin); and "the
    # oldest," after "is" ends a clause ("Ana Brontë (19 Oct) is the oldest, Iván García (29 Oct) the
    # newest": resample24d's pins), it names nobody in apposition
    if newest.get("name") and own:
        part += (
            rf"(?!.*(?<![\w'’.-]){re.escape(str(newest['name']))}(?:\s*\([^()]*\))?\s*,?\s*"
            rf"(?:back\s+to|down\s+to|through|thru|until|→|->)\s+{others})"
        )
    if own:
        part += (
            r"(?!.*(?<!\bis )(?<!\bwas )(?<!['’]s )\bthe\s+(?:oldest|earliest)"
            rf"(?:\s+(?:one|customer|sign[- ]?up))?\s*,\s*{others})"
        )
    # a count by a collective word, a trait's only holder
    for description, words in _DESCRIPTION_WORDS.items():
        holders = [c for c in rows if c.get("description") == description]
        wrong = [w for w, k in _R30D_COLLECTIVE.items() if k != len(holders)]
        if wrong:
            part += (
                rf"(?!.*(?<![\w-])(?:{'|'.join(wrong)})(?![\w-])(?:\s+of)?"
                r"(?:\s+(?:them|those|these|the\s+\w+|customers?|accounts?))?\s+"
                r"(?:(?:are|were|is|as|customers?|accounts?|have|has|had|with|already|still)\s+)*(?:an?\s+)?"
                rf"(?:{words}))"
            )
        sole = r"the\s+(?:lone|only|sole|single|one)\s+"
        tail = r"(?:\s+(?:one|customer|account))?(?:\s*[:,]\s*|\s+(?:is|was)\s+)"
        if len(holders) == 1 and holders[0].get("name"):
            mine = re.escape(str(holders[0]["name"]))
            part += rf"(?!.*\b{sole}(?:{words}){tail}(?!{mine}(?![\w'’-]))(?:{any_name})(?![\w'’-]))"
        elif len(holders) != 1:
            part += rf"(?!.*\b{sole}(?:{words}){tail})"
    # one list call where the batch needs more
    if n > PAGE:
        part += (
            r"(?!.*\b(?:in|with|using|from|by)\s+(?:a\s+single|one|just\s+one|only\s+one|a\s+lone)\s+"
            r"(?:(?:stripe|list|customers?)\s+)*(?:calls?|requests?|pages?|reads?|fetch|go)\b)"
        )
    if family in ("credit", "audit"):
        inside = r"(?<![\w-])(?<!ty )(?<!\band )(?<!hundred )"
        total = 5 * n
        if total >= 200:
            # a total in words from two hundred up that is not $5·n
            part += (
                rf"(?!.*{inside}(?!{_r30d_in_words(total)}(?![\w-])(?!\s+(?:and\s+)?{NUMBER_WORDS}))"
                rf"{_R30D_HUNDREDS}\s+(?:us\s+)?(?:dollars?|bucks)\b)"
            )
        else:
            # "a hundred and twenty dollars" is not "a hundred" (resample29d's own total read its head)
            part += (
                rf"(?!.*{inside}{in_words(total)}(?:\s+and)?\s+(?:{NUMBER_WORDS})(?![\w-])\s+(?:us\s+)?"
                r"(?:dollars?|bucks)\b)"
            )
        # an amount by the cent sign (not 500¢) or slang
        part += r"(?!.*(?<![\w.,])(?!500\s*¢)\d[\d,.]*\s*¢|.*\btenners?\b)"
        # a count of credits or invoice items in words that is not the batch's
        part += (
            rf"(?!.*{inside}(?!one\b)(?!{in_words(n)}(?![\w-])){NUMBER_WORDS}(?![\w-])\s+"
            r"(?:(?:outage|november|new|\$?5(?:\.00)?|five[- ]dollar)\s+)*(?:credits|invoice\s+items)\b)"
        )
        # the nameless one got nothing, a customer got two; credits voided, reissued or expiring
        who = rf"(?:{any_name})(?![\w'’-])(?:\s*\([^()]*\))?"
        nameless = (
            r"the\s+(?:nameless|unnamed)(?:\s+(?:one|customer|account))?"
            r"|the\s+(?:one|customer)\s+(?:with\s+no|without\s+a)\s+name"
        )
        part += (
            rf"(?!.*(?:(?<![\w'’.-]){who}|\b(?:{nameless}))\s+(?:got|gets|received)\s+"
            r"(?:nothing|none|zero|two|2|a\s+second(?:\s+one)?|two\s+credits|2\s+credits)(?![\w-]))"
        )
        part += rf"(?!{_R28D_UNDENIED}\b(?:voided|re-?issued|expire[sd]?|expiring|expiry)\b)"
    return part


#: (resample31d) how a summary names the customers of a fixture city as a group: "Berliners", "Dubliners"
_R31D_DEMONYMS = {
    "Austin": r"Austinites?",
    "Berlin": r"Berliners?",
    "Dublin": r"Dubliners?",
    "Lyon": r"Lyonnais",
    "Osaka": r"Osakans?",
    "São Paulo": r"Paulistanos?",
}
#: (resample31d) a group noun after a city ("the Osaka contingent includes …", "the Berlin crowd: …")
_R31D_GROUP = r"(?:customers?|accounts?|ones|people|folks|contingent|crowd|group|cohort|set|bunch|lot)"
#: (resample31d) where "both" opens a clause (the start, a stop, a semicolon or colon, "and"): "Tomás
#: Okafor and 山田太郎, both Lyon customers," says nothing of the batch's count
_R31D_CLAUSE = r"(?:^|[.;:!?\n]\s*|\band\s+)"


def resample31d_refusals(family: str, n: int) -> str:
    """(resample31d) What the thirty-first re-sample's wrong summaries said of the batch that it does not
    bear out, beyond the refusals of resample22c–30d, for every width: a city's customers listed under
    another heading than "<City>:" or a dash ("the Osaka contingent includes Ana Brontë and Bo Smith",
    "Berliners include Farah Rossi", "both Lyon customers are Tomás Okafor and Łukasz Okafor": each name
    must have that city); "both" opening a clause of a city's customers, a description's holders or a
    shared name's rows that are not two ("both Lyon customers are VIPs" of nine), and a trait said of
    every one of them that not all hold ("both Zoë Garcías are VIPs": one is; "every São Paulo customer is
    a VIP"); a description's or a city's count after a colon, "tally/count/total" or "<City> has" that is
    not the batch's ("the VIP tally is forty-two", "migrated accounts: twenty-eight", "Dublin has fifteen
    of them"); and the newest end called "the youngest" and misnamed ("the youngest account is Tomás
    Okafor")."""
    if (family, n) not in EVERY_WIDTH:
        return ""
    rows, named, names, any_name = _batch_names(n)
    word = rf"{_R26D_CAP}[\w'’-]*"
    name = rf"(?:(?-i:{word}\s+{word})|{_R27D_UNCASED}{{2,}})(?![\w'’-])"
    longs = [x for x in names if len(x.split()) > 2]
    paren = r"(?:\s*\([^()]*\))?"
    sep = r"\s*(?:,|\band\b|&)\s*"
    item_end = r"(?=\s*(?:[,.;:)\n&]|\band\b|$))"
    count_word = rf"(?:\d+|{NUMBER_WORDS})(?![\w-])"
    part = ""
    descriptions = {d: [c for c in rows if c.get("description") == d] for d in _DESCRIPTION_WORDS}
    for city in fixture_cities():
        town = r"\s+".join(re.escape(w) for w in city.split())
        dwellers = [c for c in rows if (c.get("address") or {}).get("city") == city]
        # a city's customers listed under a group heading: every name in the list has that city
        heading = rf"(?:{town}(?:[- ]based)?\s+{_R31D_GROUP}|{_R31D_DEMONYMS.get(city, town)})"
        lead = r"\s*(?::|[\u2014\u2013]|\s-{1,2}\s|\b(?:include[sd]?|including|are|were|being)\b)"
        held = sorted({str(c["name"]) for c in dwellers if c.get("name")}, key=lambda x: (-len(x), x))
        not_held = rf"(?!(?:{'|'.join(re.escape(x) for x in held)})(?![\w'’-]))" if held else ""
        unheld_longs = [x for x in longs if x not in held]
        long_item = (
            "|" + "|".join(r"\s+".join(re.escape(w) for w in x.split()) for x in unheld_longs)
            if unheld_longs
            else ""
        )
        part += (
            rf"(?!.*(?<![\w-])(?:{heading}){lead}\s*"
            rf"(?:(?:[^.;:()\n]|\([^()]*\))*?{sep})?{not_held}(?:{name}{long_item}){paren}{item_end})"
        )
        group = rf"{town}(?:[- ]based)?\s+(?:customers?|accounts?|ones)"
        # "both" of a city's customers where the batch has not two
        if len(dwellers) != 2:
            part += rf"(?!.*{_R31D_CLAUSE}both\s+(?:of\s+)?(?:the\s+|our\s+)?{group}\b)"
        # a description said of every one of a city's customers that not all of them hold
        for description, words in _DESCRIPTION_WORDS.items():
            if dwellers and all(c.get("description") == description for c in dwellers):
                continue
            part += (
                rf"(?!.*\b(?:both|every|each|all)\s+(?:of\s+)?(?:the\s+|our\s+)?(?:{count_word}\s+)?{group}\s+"
                rf"(?:(?:is|are|was|were)\s+)(?:all\s+)?(?:an?\s+)?(?:{words}))"
            )
        # the city's count after "<City>:" or "<City> has"
        own = (
            rf"(?!(?:{len(dwellers)}|{in_words(len(dwellers))})(?![\w-]))"
            if dwellers
            else r"(?!(?:0|no|none)\b)"
        )
        part += (
            rf"(?!.*(?<![\w-]){town}(?:[- ]based)?(?:\s+{_R31D_GROUP})?"
            rf"(?:\s*[:=]\s*|\s+(?:has|had|holds|counts)\s+){own}{count_word}"
            # (resample37d) "Lyon holds two of the resellers" is the city's count of a description, read by
            # resample37d_refusals, not its count of customers (it failed, honest)
            r"(?!\s+(?:of\s+(?:the|its|our)\s+)?(?:VIP|reseller|migrated|legacy|enterprise|smb|mid)))"
        )
    for description, words in _DESCRIPTION_WORDS.items():
        holders = descriptions[description]
        # the description's count after a colon or "tally/count/total/number"
        own = (
            rf"(?!(?:{len(holders)}|{in_words(len(holders))})(?![\w-]))"
            if holders
            else r"(?!(?:0|no|none)\b)"
        )
        single = {"VIP": "VIP", "Reseller": "reseller", "Migrated from legacy billing": "migrated"}[
            description
        ]
        part += (
            rf"(?!.*(?<![\w-])(?:{words}|{single})(?:\s+(?:customers?|accounts?|ones))?"
            r"(?:\s*[:=]\s*|\s+(?:tally|count|total|number|headcount)\s*(?:is\s+|was\s+|[:=]\s*|of\s+)?)"
            rf"{own}{count_word}(?!\s+(?:in|from|based)\b))"
        )
    # a shared name: "both <Name>s" only of two rows, and a trait said of both only where both hold it
    pairs = {who: [c for c in named if c["name"] == who] for who in names}

    def plural(whos: list[str]) -> str:
        return rf"(?:{'|'.join(re.escape(x) for x in whos)})(?:s|es|['’]s)(?![\w'’-])"

    both = rf"{_R31D_CLAUSE}(?:both|the\s+two)\s+(?:of\s+)?(?:the\s+)?"
    not_two = [who for who, own_rows in pairs.items() if len(own_rows) != 2]
    if not_two:
        part += rf"(?!.*{both}{plural(not_two)})"
    twos = {who: own_rows for who, own_rows in pairs.items() if len(own_rows) == 2}
    for description, words in _DESCRIPTION_WORDS.items():
        unshared = [
            who
            for who, own_rows in twos.items()
            if any(c.get("description") != description for c in own_rows)
        ]
        if unshared:
            part += rf"(?!.*{both}{plural(unshared)}\s+(?:are|were)\s+(?:both\s+)?(?:an?\s+)?(?:{words}))"
    for city in fixture_cities():
        town = r"\s+".join(re.escape(w) for w in city.split())
        unshared = [
            who
            for who, own_rows in twos.items()
            if any((c.get("address") or {}).get("city") != city for c in own_rows)
        ]
        if unshared:
            part += (
                rf"(?!.*{both}{plural(unshared)}\s+(?:are|were|live|sit)\s+(?:both\s+)?(?:based\s+)?(?:in|from)\s+"
                rf"{town}\b)"
            )
    # the newest end called "the youngest"
    words_of = str(rows[0].get("name") or "").split()
    own_names = [r"\s+".join(re.escape(w) for w in x) for x in (words_of[:2], words_of[-2:]) if x]
    not_own = rf"(?!(?:{'|'.join(own_names)})(?![\w'’-]))" if own_names else ""
    part += (
        r"(?!.*\bthe\s+youngest(?:\s+(?:one|customer|account|sign[- ]?up))?(?:\s*[:,]\s*|\s+(?:is|was)\s+)"
        rf"{not_own}(?:{any_name}|{name}))"
    )
    return part


#: (resample32d) words that say how long the batch's sign-ups run ("the batch spans 250 days", "covers three
#: weeks of sign-ups", "the span is 30 days", "a 40-day window"): the number after them is the span's
_R32D_SPAN_VERB = (
    r"(?:span(?:s|ned|ning)?|cover(?:s|ed|ing)?|stretch(?:es|ed|ing)?(?:\s+over|\s+across)?|"
    r"r[au]ns?\s+(?:over|across)|running\s+(?:over|across)|spread\s+(?:over|across)|across|"
    r"(?:go(?:es)?|went|reach(?:es|ed)?)\s+back|(?:span|window|range|stretch|period)\s+(?:is|was|of))"
)
#: (resample32d) a hedge before the span's number ("roughly five months") leaves the number the claim
_R32D_ABOUT = (
    r"(?:(?:about|roughly|around|some|approximately|approx\.?|nearly|almost|just\s+(?:over|under)|~)\s*)"
)
#: (resample32d) a span's units in days; "a fortnight" is two weeks
_R32D_UNITS = {r"days?": 1.0, r"weeks?": 7.0, r"fortnights?": 14.0, r"months?": 30.44}
#: (resample32d) a number a hedged, "over" or "within" span is read in: digits, or a word up to twenty
_R32D_SMALL = rf"(?:\d+|{'|'.join([*_UNITS, *_TEENS, 'twenty'])}|an?)(?![\w-])"
#: (resample32d) a name's word that is no first name or surname of a group ("Jr.", "III")
_R32D_SUFFIX = re.compile(r"^(?:Jr\.?|Sr\.?|I{1,3}|IV|V)$")
#: (resample32d) a trait-list heading's own words for a group of two or three ("the reseller pair is …")
_R32D_TEAM = {r"(?:pair|duo|twosome|two)": 2, r"(?:trio|threesome|three)": 3}


def _r32d_digits(low: str, high: str) -> str:
    """A regex of the whole numbers from ``low`` to ``high``, two digit strings of one length ("120", "198"
    → "1(?:2\\d|[3-8]\\d|9[0-8])" in effect): a range of days in tens of characters, not one alternative
    per number."""
    if low == high:
        return low
    if len(low) == 1:
        return f"[{low}-{high}]"
    if low[0] == high[0]:
        return f"{low[0]}(?:{_r32d_digits(low[1:], high[1:])})"
    rest = len(low) - 1
    out = [f"{low[0]}(?:{_r32d_digits(low[1:], '9' * rest)})"]
    if int(high[0]) - int(low[0]) > 1:
        out.append(f"[{int(low[0]) + 1}-{int(high[0]) - 1}]" + r"\d" * rest)
    out.append(f"{high[0]}(?:{_r32d_digits('0' * rest, high[1:])})")
    return "|".join(out)


def _r32d_number(values: Sequence[int], words_to: int = 999) -> str:
    """A regex of the counts ``values`` (a run of whole numbers) in digits or words up to ``words_to``
    ("a"/"an"/"one" for 1), for a lookahead. A range of values is written with words up to twenty only
    (:data:`_R32D_SMALL`) and its digits by :func:`_r32d_digits`, so a span's range of 200 days costs tens
    of characters, not thousands."""
    ordered = sorted(set(values))
    if not ordered:
        return "(?!)"
    assert ordered == list(range(ordered[0], ordered[-1] + 1)), ordered
    forms: list[str] = []
    low = ordered[0]
    while low <= ordered[-1]:
        top = min(ordered[-1], 10 ** len(str(low)) - 1)
        forms.append(_r32d_digits(str(low), str(top)))
        low = top + 1
    for v in ordered:
        if 0 < v < 200 and v <= words_to:
            forms.append(in_words(v))
        elif 200 <= v < 1000 and v <= words_to:
            forms.append(_r30d_in_words(v))
        if v == 1:
            forms += ["a", "an"]
    return "|".join(forms)


#: (resample33d–35d) a description as a group of customers ("the VIPs", "the migrated accounts")
_DESCRIPTIONS = r"(?:VIPs?|resellers?|(?:migrated|legacy)(?:\s+(?:ones|customers|accounts))?)\b"


def _batch_total(n: int) -> str:
    """(resample33d–35d) The batch of ``n``'s whole credit total ($5.00 a row) as a summary may say it: in
    digits with or without cents or a currency word, in words ("fifty bucks") or in cents."""
    dollars = str(5 * n)
    return (
        rf"(?:(?:\$|us\$|usd\s?)\s?{dollars}(?:[.,]00)?(?!\d|[.,]\d)|{dollars}(?:[.,]00)?\s?(?:usd|dollars|bucks)\b|"
        rf"(?:{_r32d_number([5 * n])})\s+(?:dollars|bucks)\b|(?:{500 * n}|{500 * n:,})\s*cents?\b)"
    )


def _r32d_groups(named: list[dict[str, Any]]) -> dict[str, list[dict[str, Any]]]:
    """The batch's rows by a first name or a surname (a cased word of a name of two words or more; "Jr." and
    "III" are none), each key once, longest first then by key, so the regex has the same bytes every run."""
    groups: dict[str, list[dict[str, Any]]] = {}
    for c in named:
        words = str(c["name"]).split()
        if len(words) < 2:
            continue
        keys = {words[0]} | ({words[-1]} if not _R32D_SUFFIX.match(words[-1]) else set())
        for key in keys:
            if re.fullmatch(rf"{_R26D_CAP}[\w'’-]+", key):
                groups.setdefault(key, []).append(c)
    return {k: groups[k] for k in sorted(groups, key=lambda k: (-len(k), k))}


def _r36d_by_shared(
    groups: Mapping[str, Sequence[dict[str, Any]]],
    value: Callable[[dict[str, Any]], Any],
    values: Sequence[Any],
) -> list[tuple[list[str], list[Any]]]:
    """(resample36d) The keys of ``groups`` by the ``values`` not all their rows hold, one entry per set of
    such values (keys in ``groups``' order): a key is refused with a value exactly where the loop "for each
    value, the keys not all of whose rows hold it" refused it, but each key is written once per width, not
    once per value (resample35d's Open: the batch's surname and first-name alternation repeated per
    description and per city was most of resample32d–35d's 5.3 M regex characters)."""
    classes: dict[tuple[Any, ...], list[str]] = {}
    for key, own in groups.items():
        refused = tuple(v for v in values if any(value(c) != v for c in own))
        if refused:
            classes.setdefault(refused, []).append(key)
    return [(keys, list(refused)) for refused, keys in classes.items()]


def resample32d_refusals(family: str, n: int) -> str:
    """(resample32d) What the thirty-second re-sample's wrong summaries said of the batch that it does not
    bear out, beyond the refusals of resample22c–31d, for every width: the sign-ups' span in days, weeks,
    fortnights or months that is not the batch's ("the batch spans 250 days" for 198, "covers three weeks"
    for 11 days, "within a week"); a first name or a surname as a group ("the pair of Lenas are VIPs": both
    resellers; "both Garcías are VIPs", "the three Silvas", "the Okafors are both in Lyon") whose count or
    trait the batch's rows with that word do not bear out; a count of accounts the writes "landed on" that
    is not the batch ("tags landed on 151 accounts"); a sign-up month outside the batch's months ("Hana van
    der Berg joined in September" where all twenty joined in October); "X is the sole/only reseller" where X
    is not that description's only holder; a city's or a description's group of two or three ("the
    reseller pair is Tomás Okafor and Émile García", "the Osaka pair is …", "the Berlin one is Aoife
    Dubois") whose members or count are not the batch's; "nobody (is based) in <City>" where someone is; a
    count after "number(s)" ("the VIP group numbers 41"); and, where credits are written, an "extra" or
    "bonus" credit nobody gave."""
    if (family, n) not in EVERY_WIDTH:
        return ""
    rows, named, names, _ = _batch_names(n)
    word = rf"{_R26D_CAP}[\w'’-]*"
    name = rf"(?:(?-i:{word}\s+{word})|{_R27D_UNCASED}{{2,}})(?![\w'’-])"
    longs = [x for x in names if len(x.split()) > 2]
    paren = r"(?:\s*\([^()]*\))?"
    sep = r"\s*(?:,|\band\b|&)\s*"
    item_end = r"(?=\s*(?:[,.;:)\n&]|\band\b|$))"
    count_word = rf"(?:\d+|{NUMBER_WORDS}|{_R30D_HUNDREDS})(?![\w-])"
    part = ""
    # the sign-ups' span: the number of days, weeks, fortnights or months said after a span word must be the
    # batch's (rounded down or up), and "within N" must reach it
    days = (float(rows[0]["created"]) - float(rows[-1]["created"])) / 86400
    # digits or a word up to twenty: "two hundred days" is not read (a span that long is said in digits)
    number = _R32D_SMALL
    after_verb: list[str] = []
    free: list[str] = []
    for unit, size in _R32D_UNITS.items():
        span = days / size
        own = _r32d_number([int(span), int(span) + (span > int(span))], 20)
        # a hedge ("about 200 days" for 198) allows the span give or take 15 % (at least one unit)
        slack = max(1.0, 0.15 * span)
        near = _r32d_number([k for k in range(int(span + slack) + 1) if abs(k - span) <= slack], 20)
        # "over N days" says more than N, "within N days" at least the span: N must be under it, or not
        short = _r32d_number(range(int(span) + (span > int(span))), 20)
        after_verb += [
            rf"(?!(?:{own})(?![\w-])){number}[\s-]+{unit}\b",
            rf"{_R32D_ABOUT}(?!(?:{near})(?![\w-])){number}[\s-]+{unit}\b",
            rf"(?:over|more\s+than|at\s+least|upwards\s+of)\s+(?!(?:{short})(?![\w-])){number}[\s-]+{unit}\b",
        ]
        free += [
            rf"\b(?:over|more\s+than|at\s+least)\s+(?!(?:{short})(?![\w-])){number}\s+{unit}\s+of\s+"
            r"(?:sign-?ups|signups|customers|accounts|the\s+batch)\b",
            rf"(?<![\w-])(?!(?:{own})(?![\w-])){number}[\s-]+{unit.replace('s?', '')}[\s-]+"
            r"(?:span|window|range|stretch|period)\b",
            rf"\b(?:within|inside|in\s+under)\s+(?:(?:a|the)\s+(?:single\s+)?)?(?=(?:{short})(?![\w-]))"
            rf"{number}\s+{unit}\b",
        ]
    part += (
        rf"(?!.*\b{_R32D_SPAN_VERB}\s+(?:the\s+(?:last|past|first)\s+)?(?:{'|'.join(after_verb)})"
        rf"|.*(?:{'|'.join(free)}))"
    )
    # a first name or a surname as a group: its count and the traits said of all its rows
    groups = _r32d_groups(named)
    both = rf"{_R31D_CLAUSE}(?:both|the\s+two|(?:the|a)\s+pair\s+of|the\s+duo\s+of)\s+(?:of\s+)?(?:the\s+)?"

    def plural(keys: Sequence[str]) -> str:
        return rf"(?:{'|'.join(re.escape(k) for k in keys)})(?:s|es|['’]s)(?![\w'’-])"

    not_two = [k for k, own_rows in groups.items() if len(own_rows) != 2]
    if not_two:
        part += rf"(?!.*{both}{plural(not_two)})"
    # a word only one row holds said as a group ("the Farahs are resellers" of one Farah)
    lone = [k for k, own_rows in groups.items() if len(own_rows) == 1]
    if lone:
        part += rf"(?!.*\b(?:the|all(?:\s+the)?)\s+{plural(lone)}\s+(?:are|were|all|both|live|sit)\b)"
    by_count: dict[int, list[str]] = {}
    for k, own_rows in groups.items():
        by_count.setdefault(len(own_rows), []).append(k)
    for count, keys in sorted(by_count.items()):
        part += (
            rf"(?!.*\b(?:the|all|all\s+the)\s+(?!(?:{_r32d_number([count])})(?![\w-]))(?:\d+|{NUMBER_WORDS})"
            rf"(?![\w-])\s+{plural(keys)})"
        )
    whole = rf"(?:{both}|\b(?:the|all(?:\s+the)?|(?:all|the)\s+(?:\d+|{NUMBER_WORDS}))\s+)"
    # (resample36d) one lookahead for the descriptions and one for the cities, each key once (keys sharing
    # the descriptions or cities they do not all hold share one alternative): the same language
    said_of = [
        rf"{plural(unshared)}\s+(?:are|were)\s+(?:both\s+|all\s+)?(?:an?\s+)?"
        rf"(?:{'|'.join(_DESCRIPTION_WORDS[d] for d in refused)})"
        for unshared, refused in _r36d_by_shared(
            groups, lambda c: c.get("description"), list(_DESCRIPTION_WORDS)
        )
    ]
    if said_of:
        part += rf"(?!.*{whole}(?:{'|'.join(said_of)}))"
    towns_of = {city: r"\s+".join(re.escape(w) for w in city.split()) for city in fixture_cities()}
    lived: list[str] = []
    for unshared, refused in _r36d_by_shared(
        groups, lambda c: (c.get("address") or {}).get("city"), list(towns_of)
    ):
        said_keys = "|".join(re.escape(k) for k in unshared)
        town = "|".join(towns_of[city] for city in refused)
        lived.append(
            rf"{whole}{plural(unshared)}\s+(?:are|were|live|sit)\s+(?:both\s+|all\s+)?(?:based\s+)?"
            rf"(?:in|from)\s+(?:{town})\b"
            rf"|\bthe\s+(?:{said_keys})\s+(?:duo|pair|trio|family|twins)\s+(?:is|are|was|were|live|lives|sits?)\s+"
            rf"(?:both\s+|all\s+)?(?:based\s+)?(?:in|from)\s+(?:{town})\b"
        )
    if lived:
        part += rf"(?!.*(?:{'|'.join(lived)}))"
    # a count of accounts the writes landed on that is not the batch's
    part += (
        r"(?!.*\b(?:on|to|across|for|over)\s+(?:all\s+|the\s+|each\s+of\s+(?:the\s+)?)?"
        rf"(?!(?:{_r32d_number([n])})(?![\w-])){count_word}\s+(?:(?:newest|most\s+recent|latest|new)\s+)?"
        r"accounts?\b)"
    )
    # a sign-up month outside the batch's months
    first = datetime.fromtimestamp(float(rows[-1]["created"]), UTC)
    last = datetime.fromtimestamp(float(rows[0]["created"]), UTC)
    if first.year == last.year:
        outside = [m for i, m in enumerate(_MONTHS, 1) if not first.month <= i <= last.month]
        part += (
            r"(?!.*\b(?:signed\s+up|sign-?ups?|joined|registered|onboarded|created|came\s+in|"
            r"span(?:s|ned|ning)?|cover(?:s|ed|ing)?)\b[^.;!?\n]{0,40}?\b(?:in|during|of|from|to)\s+"
            r"(?:(?:early|mid|late|the\s+(?:start|middle|end|beginning)\s+of)[- ]?\s*)?"
            rf"(?:{'|'.join(outside)})\b)"
        )
    # "X is the sole <description>" where X is not its only holder
    for description, words in _DESCRIPTION_WORDS.items():
        holders = [c for c in rows if c.get("description") == description]
        mine = str(holders[0].get("name") or "") if len(holders) == 1 else ""
        not_mine = rf"(?!{re.escape(mine)}(?![\w'’-]))" if mine else ""
        long_others = "".join("|" + r"\s+".join(re.escape(w) for w in x.split()) for x in longs if x != mine)
        if names:
            said = rf"{not_mine}(?:{name}{long_others})"
            part += (
                rf"(?!.*(?<![\w'’.-]){said}{paren}\s*(?:,\s*|\s+(?:is|was)\s+)(?:the\s+|our\s+)?"
                rf"(?:sole|only|lone|single|one\s+and\s+only)\s+(?:{words})(?!\s+(?:in|from|based|among|of|on)\b))"
            )
    # a city's or a description's group of two or three: its count, and every member its holder
    teams: list[tuple[str, list[dict[str, Any]]]] = []
    for city in fixture_cities():
        town = r"\s+".join(re.escape(w) for w in city.split())
        teams.append(
            (rf"{town}(?:[- ]based)?", [c for c in rows if (c.get("address") or {}).get("city") == city])
        )
    for description, single in (
        ("VIP", "VIP"),
        ("Reseller", "reseller"),
        ("Migrated from legacy billing", "migrated"),
    ):
        teams.append((single, [c for c in rows if c.get("description") == description]))
    for heading, holders in teams:
        for team, size in _R32D_TEAM.items():
            if len(holders) != size:
                part += rf"(?!.*\bthe\s+{heading}\s+{team}\b)"
        team_word = rf"(?:{'|'.join(_R32D_TEAM)}|one|ones)"
        for description, words in _DESCRIPTION_WORDS.items():
            if holders and all(c.get("description") == description for c in holders):
                continue
            part += (
                rf"(?!.*\bthe\s+{heading}\s+{team_word}\s+(?:are|were|is|was)\s+(?:both\s+|all\s+)?(?:an?\s+)?"
                rf"(?:{words}))"
            )
        held = sorted({str(c["name"]) for c in holders if c.get("name")}, key=lambda x: (-len(x), x))
        not_held = rf"(?!(?:{'|'.join(re.escape(x) for x in held)})(?![\w'’-]))" if held else ""
        long_item = "".join(
            "|" + r"\s+".join(re.escape(w) for w in x.split()) for x in longs if x not in held
        )
        part += (
            rf"(?!.*\bthe\s+{heading}\s+{team_word}\s*(?::|\s(?:is|are|was|were)\b)\s*"
            rf"(?:(?:[^.;:()\n]|\([^()]*\))*?{sep})?{not_held}(?:{name}{long_item}){paren}{item_end})"
        )
    # nobody in a city where someone is
    for city in fixture_cities():
        if any((c.get("address") or {}).get("city") == city for c in rows):
            town = r"\s+".join(re.escape(w) for w in city.split())
            part += (
                r"(?!.*\b(?:nobody|no\s+one|none(?:\s+of\s+them)?)\s+(?:(?:is|was|are|were|lives?|sits?)\s+)?"
                rf"(?:(?:based|located)\s+)?(?:in|from)\s+{town}\b{_R42D_NOT_HELD}"
                rf"|.*\bno\s+{town}(?:[- ]based)?\s+"
                r"(?:customers?|accounts?|ones)\b)"
            )
    # a count after "number(s)"
    for heading, holders in teams:
        own = rf"(?!(?:{_r32d_number([len(holders)])})(?![\w-]))" if holders else r"(?!(?:0|no|none)\b)"
        part += (
            rf"(?!.*(?<![\w-]){heading}s?(?:\s+{_R31D_GROUP})?\s+(?:numbers?|numbered|totals?|totalled|totaled)\s+"
            rf"{own}{count_word})"
        )
    if family in ("credit", "audit"):
        # an extra or bonus credit nobody gave
        part += (
            r"(?!.*(?<!\bno )(?<!\bnot )(?<!\bwithout )\b(?:extra|additional|bonus|top-?up)\s+"
            r"(?:\$|us\$|usd|5\b|five\b|credits?\b|invoice\s+items?\b|outage\b|amount\b))"
        )
    return part


#: (resample33d) a customer with no name, as a summary says it ("the nameless one", "both unnamed accounts")
_R33D_NAMELESS = r"(?:nameless|unnamed|name-less|no-name|anonymous)"
#: (resample33d) what a group of customers is called after a city or "nameless" ("the unnamed pair")
_R33D_NOUN = (
    r"(?:ones?|customers?|accounts?|sign-?ups?|entries|entry|rows?|people|person|pair|duo|twosome|trio|"
    r"threesome|quartet|foursome)"
)
#: (resample33d) a count in these refusals: digits, or words up to ninety-nine (a count said in hundreds of
#: words is not read, and "fifty" of "a hundred and fifty" is no count of its own): a fifth of the characters
#: of the full number words, repeated in some forty lookaheads per width
_R33D_COUNT = (
    rf"(?<!hundred )(?<!hundred and )(?:\d+|{_TENS_RX}(?:[- ](?:{'|'.join(_UNITS)}))?|"
    rf"{_TEENS_RX}|{'|'.join(_UNITS)})(?![\w-])"
)


def _not_num(count: int) -> str:
    """A lookahead refusing ``count`` written any way a summary writes a number (digits or words)."""
    return rf"(?!(?:{_r32d_number([count])})(?![\w-]))"


def _other_num(count: int) -> str:
    """A count of customers other than ``count``: :func:`_not_num`, then :data:`_R33D_COUNT`."""
    return _not_num(count) + _R33D_COUNT


def _city_sizes(rows: Sequence[dict[str, Any]]) -> tuple[dict[str, str], dict[str, int], dict[str, int]]:
    """Each fixture city's regex, how many of ``rows`` are in it, and those counts for the cities with any
    (the preamble the city refusals of resample38d, 40d and 41d share)."""
    towns = {city: _key_rx(city) for city in fixture_cities()}
    sizes = {city: sum(1 for c in rows if _city_of(c) == city) for city in towns}
    return towns, sizes, {c: k for c, k in sizes.items() if k}


def _either(alternatives: Sequence[str]) -> str:
    """One non-capturing alternation of ``alternatives``."""
    return rf"(?:{'|'.join(alternatives)})"


#: (resample33d) the group words of a count ("the nameless trio"): their size
_R33D_SIZES = {r"(?:pair|duo|twosome)": 2, r"(?:trio|threesome)": 3, r"(?:quartet|foursome)": 4}


def resample33d_refusals(family: str, n: int) -> str:
    """(resample33d) What the thirty-third re-sample's wrong summaries said of the batch that it does not
    bear out, beyond the refusals of resample22c–32d, for every width: a count of customers with a city,
    or with none, that is not the batch's ("of the ten, seven have a city", "eleven lack a city"); where
    credits are written, the batch's whole total said to go to a description ("three hundred dollars went
    to the VIPs", "the resellers got $425 between them"); "every/each <first name or surname> is <trait>"
    or "… lives in <City>", and "the <name>s both live in <City>", where not every such row holds it; the
    customers with no name: their trait, city or count ("the lone nameless account is a VIP", "both
    unnamed accounts were migrated", "the nameless trio"); a trait list headed by a count ("the VIPs are
    three: Émile García, 山田太郎 and Mei Silva"); a city's customers said to hold a description in other
    words than resample31d's ("Lyon's three are all resellers", "each Osaka sign-up is a VIP", "the
    Austin customer is a VIP"); a description's sub-count in a city ("three of the VIPs are in Lyon"); and
    a city said to lead with a count that is not its own ("Osaka leads with seven")."""
    if (family, n) not in EVERY_WIDTH:
        return ""
    rows, named, names, _ = _batch_names(n)
    word = rf"{_R26D_CAP}[\w'’-]*"
    name = rf"(?:(?-i:{word}\s+{word})|{_R27D_UNCASED}{{2,}})(?![\w'’-])"
    longs = [x for x in names if len(x.split()) > 2]
    paren = r"(?:\s*\([^()]*\))?"
    sep = r"\s*(?:,|\band\b|&)\s*"
    item_end = r"(?=\s*(?:[,.;:)\n&]|\band\b|$))"
    count_word = _R33D_COUNT

    towns = {city: r"\s+".join(re.escape(w) for w in city.split()) for city in fixture_cities()}
    part = ""
    # a count of customers with a city, or with none: a clause of its own ("…; twelve of them have a city",
    # "of the twenty, eight have no city"); "of the VIPs, 3 have a city" and "3 VIPs have a city" are
    # sub-counts and not read
    with_city = sum(1 for c in rows if _city_of(c))
    whole = rf"(?:them|the\s+(?:batch|lot|{_r32d_number([n])}))"
    start = rf"(?:^|[.;:!?(\u2014\u2013]\s*|\band\s+|\bof\s+{whole}\s*,\s*)"
    filler = rf"(?:\s+(?:of\s+{whole}|customers?|accounts?|people))?"
    city_word = r"(?:(?:address|billing)\s+)?city\b"
    part += (
        rf"(?!.*{start}{_not_num(with_city)}{count_word}{filler}\s+(?:have|has|had)\s+(?:an?\s+)?{city_word}"
        rf"|.*{start}{_not_num(n - with_city)}{count_word}{filler}\s+(?:(?:have|has|had)\s+no\s+{city_word}"
        rf"|lack(?:s|ed)?\s+(?:an?\s+)?{city_word}|(?:are|were)\s+(?:without\s+(?:an?\s+)?{city_word}|"
        r"city-?less\b)))"
    )
    descriptions = _DESCRIPTIONS
    if family in ("credit", "audit"):
        # the batch's whole total said to go to a description (a subset: no description is every row's), in
        # digits, words ("fifty bucks") or cents
        total = _batch_total(n)
        part += (
            rf"(?!.*{total}(?:\s+(?:in|of)\s+(?:credits?|total|all))?\s*,?\s*(?:(?:all|only|entirely|just)\s+)?"
            r"(?:(?:went|goes|go|gone|was\s+paid(?:\s+out)?|paid\s+out|was\s+given|given|was\s+credited)\s+)?"
            rf"(?:to|for)\s+(?:the\s+|its\s+|our\s+)?(?:{count_word}\s+)?{descriptions}"
            rf"|.*\b(?:{count_word}\s+)?{descriptions}\s+(?:got|received|took|shared|split|were\s+given|"
            rf"were\s+credited|share)\s+(?:(?:all|the\s+whole|the\s+full)\s+(?:of\s+)?(?:the\s+)?)?{total})"
        )
    # "every/each <first name or surname> is <trait>", "… lives in <City>", "the <name>s both/all live in …"
    groups = _r32d_groups(named)

    def plural(keys: Sequence[str]) -> str:
        return rf"(?:{'|'.join(re.escape(k) for k in keys)})(?:s|es|['’]s)(?![\w'’-])"

    def each(keys: Sequence[str]) -> str:
        single = rf"(?:{'|'.join(re.escape(k) for k in keys)})(?![\w'’-])"
        return (
            rf"\b(?:every|each)\s+(?:(?:one\s+|single\s+)?of\s+the\s+{plural(keys)}|(?:single\s+)?{single})"
        )

    for description, words in _DESCRIPTION_WORDS.items():
        unshared = [k for k, own in groups.items() if any(c.get("description") != description for c in own)]
        if unshared:
            part += (
                rf"(?!.*{each(unshared)}\s+(?:is|was|are|were)\s+(?:an?\s+)?(?:{words})"
                rf"|.*\bthe\s+{plural(unshared)}\s+(?:both|all)\s+(?:are|were)\s+(?:an?\s+)?(?:{words}))"
            )
    for city, town in towns.items():
        unshared = [k for k, own in groups.items() if any(_city_of(c) != city for c in own)]
        if unshared:
            part += (
                rf"(?!.*{each(unshared)}\s+(?:is|was|are|were|lives?|sits?)\s+(?:based\s+)?(?:in|from)\s+{town}\b"
                rf"|.*\bthe\s+{plural(unshared)}\s+(?:both|all)\s+(?:are|were|live|sit)\s+(?:based\s+)?"
                rf"(?:in|from)\s+{town}\b)"
            )
    # the customers with no name: their description, city and count ("one of the two nameless accounts is
    # migrated" is no claim of both: "of the" before it is not read)
    nameless = [c for c in rows if not c.get("name")]
    said = (
        rf"(?<!\bof )\b(?:the|both|all|each|every)\s+(?:(?:{count_word}|lone|sole|only|single)\s+){{0,2}}"
        rf"{_R33D_NAMELESS}(?:\s+{_R33D_NOUN})?"
    )
    for description, words in _DESCRIPTION_WORDS.items():
        if not nameless or any(c.get("description") != description for c in nameless):
            part += rf"(?!.*{said}\s+(?:is|was|are|were)\s+(?:both\s+|all\s+)?(?:an?\s+)?(?:{words}))"
    for city, town in towns.items():
        if not nameless or any(_city_of(c) != city for c in nameless):
            part += (
                rf"(?!.*{said}\s+(?:is|was|are|were|lives?|sits?)\s+(?:both\s+|all\s+)?(?:based\s+)?"
                rf"(?:in|from)\s+{town}\b)"
            )
    counts = [rf"\b(?:the|all|all\s+the)\s+{_not_num(len(nameless))}{count_word}\s+{_R33D_NAMELESS}"]
    counts += [
        rf"\bthe\s+{_R33D_NAMELESS}\s+{team}\b" for team, size in _R33D_SIZES.items() if size != len(nameless)
    ]
    if len(nameless) != 2:
        counts.append(rf"\bboth\s+(?:of\s+the\s+)?{_R33D_NAMELESS}")
    if len(nameless) != 1:
        counts.append(rf"\bthe\s+(?:lone|sole|only|single)\s+{_R33D_NAMELESS}")
    part += rf"(?!.*(?:{'|'.join(counts)}))"
    # a trait list headed by a count ("the VIPs are three: …"): the count is the batch's, and every name in
    # the list holds the description (resample29d's list reading, its lead "are <count>:" not read there)
    for value, heading in _R28D_HEADINGS.items():
        if value.startswith("segment:"):
            continue
        holders = [c for c in named if c.get("description") == value]
        own_count = sum(1 for c in rows if c.get("description") == value)
        held = sorted({str(c["name"]) for c in holders}, key=lambda x: (-len(x), x))
        not_held = rf"(?!(?:{'|'.join(re.escape(x) for x in held)})(?![\w'’-]))" if held else ""
        long_item = "".join(
            "|" + r"\s+".join(re.escape(w) for w in x.split()) for x in longs if x not in held
        )
        counted = rf"(?<![\w-])(?:{heading})\s+(?:are|were|number|total)\s+"
        colon = r"\s*(?::|[\u2014\u2013]|\s-{1,2}\s)"
        part += (
            rf"(?!.*{counted}{_not_num(own_count)}{count_word}{colon}"
            rf"|.*{counted}{count_word}{colon}\s*(?:(?:[^.;:()\n]|\([^()]*\))*?{sep})?{not_held}"
            rf"(?:{name}{long_item}){paren}{item_end})"
        )
    # a city's customers said to hold a description, in other words than resample31d's, and a
    # description's count in a city
    for city, town in towns.items():
        holders = [c for c in rows if _city_of(c) == city]
        place = rf"{town}(?:[- ]based)?"
        for description, words in _DESCRIPTION_WORDS.items():
            held_by_all = bool(holders) and all(c.get("description") == description for c in holders)
            if not held_by_all:
                part += (
                    rf"(?!.*\b{town}['’]s\s+(?:{count_word}|{_R33D_NOUN})\s+(?:are|were|is|was)\s+"
                    rf"(?:both\s+|all\s+)?(?:an?\s+)?(?:{words})"
                    rf"|.*\b(?:each|every)\s+(?:single\s+)?{place}\s+{_R33D_NOUN}\s+(?:is|was)\s+(?:an?\s+)?"
                    rf"(?:{words}))"
                )
                if len(holders) <= 1:
                    part += (
                        rf"(?!.*(?<!\bof )\bthe\s+(?:only\s+|sole\s+|lone\s+|one\s+)?{place}\s+"
                        rf"(?:customer|account|one|sign-?up|person)\s+(?:is|was)\s+(?:an?\s+)?(?:{words}))"
                    )
            inside = sum(1 for c in holders if c.get("description") == description)
            part += (
                rf"(?!.*(?<![\w-]){_not_num(inside)}{count_word}\s+of\s+(?:the|our|its)\s+"
                rf"(?:(?:{words})\s+(?:are|were|is|was|live|sit)\s+(?:based\s+)?(?:in|from)\s+{town}\b"
                rf"|{place}\s+{_R33D_NOUN}\s+(?:are|were|is|was)\s+(?:an?\s+)?(?:{words})))"
            )
        if len(holders) >= 2:
            part += (
                rf"(?!.*\bthe\s+(?:only|sole|lone)\s+{place}\s+(?:customer|account|one|sign-?up|person)\b)"
            )
        part += (
            rf"(?!.*\b{town}\s+(?:leads|led|tops|topped|comes\s+first|came\s+first|is\s+first|was\s+first)"
            rf"(?:\s+the\s+(?:list|table|cities|field))?\s+(?:with|at|on)\s+{_not_num(len(holders))}{count_word})"
        )
    return part


#: (resample34d) a surname's lower-case particles ("van der Berg", "da Silva"): the surname is the particles
#: with the word after them, not that last word alone
_R34D_PARTICLES = frozenset(
    {"van", "der", "den", "de", "del", "della", "da", "das", "dos", "du", "di", "von", "le", "la"}
)
#: (resample34d) a description said as a status someone holds ("both of the Garcías hold VIP status")
_R34D_HOLD = r"(?:holds?|held|has|have|had|carr(?:y|ies|ied)|enjoys?|enjoyed)\s+(?:the\s+)?"
#: (resample34d) a description's group, as a comparison says it ("resellers outnumber the VIPs")
_R34D_PLURALS = {
    "VIP": r"VIPs\b",
    "Reseller": r"resellers\b",
    "Migrated from legacy billing": r"(?:migrated|legacy)\s+(?:ones|customers|accounts)\b|migrated\b",
}


def _r34d_particle_groups(named: list[dict[str, Any]]) -> dict[str, list[dict[str, Any]]]:
    """The batch's rows by a surname of particles ("van der Berg": the lower-case words of
    :data:`_R34D_PARTICLES` and the word after them), each key once, longest first then by key, so the regex
    has the same bytes every run; resample32d's groups key such a name by its last word ("Berg") only."""
    groups: dict[str, list[dict[str, Any]]] = {}
    for c in named:
        words = str(c["name"]).split()
        first = len(words) - 1
        while first > 1 and words[first - 1] in _R34D_PARTICLES:
            first -= 1
        if first < len(words) - 1 and not _R32D_SUFFIX.match(words[-1]):
            groups.setdefault(" ".join(words[first:]), []).append(c)
    return {k: groups[k] for k in sorted(groups, key=lambda k: (-len(k), k))}


def _r34d_claim(words: str) -> str:
    """A description said of a subject: "is/are (both/all) (a) VIP", or held as a status ("hold VIP
    status", "has legacy status")."""
    return (
        rf"(?:(?:is|are|was|were)\s+(?:both\s+|all\s+)?(?:an?\s+)?(?:{words})"
        rf"|{_R34D_HOLD}(?:{words})\s+status\b)"
    )


@cache
def _r34d_honest_forms(n: int) -> dict[str, tuple[str, ...]]:
    """(resample34d) The sub-counts of the batch of ``n`` that are true, by the reading that took them for a
    count of more (:func:`_r34d_honest_subcounts`): "customers" (finished()'s count of customers: "26
    customers have a city", "the two Dublin customers", "the 6 Lyon customers"), "description:<value>"
    (resample17c's count of a description: "7 VIPs have a city", "2 VIPs are in Dublin") and "city:<name>"
    (resample18b's count of a city: "1 of the 6 Lyon customers is a VIP")."""
    rows, _ = batch(n)

    def num(count: int) -> str:
        return rf"(?:{_r32d_number([count])})(?![\w-])"

    with_city = sum(1 for c in rows if _city_of(c))
    city_word = r"(?:(?:address|billing)\s+)?city\b"
    no_city = rf"(?:(?:have|has|had)\s+no\s+|lack(?:s|ed)?\s+(?:an?\s+)?){city_word}"
    noun = r"(?:[- ]based)?\s+(?:customers?|accounts?)\b"
    forms: dict[str, list[str]] = {
        "customers": [
            rf"{num(with_city)}\s+customers?\s+(?:have|has|had)\s+(?:an?\s+)?{city_word}",
            rf"{num(n - with_city)}\s+customers?\s+{no_city}",
        ]
    }
    # (resample38d) "two customers have no name": the batch's nameless, counted (honest, failed)
    if nameless := sum(1 for c in rows if not c.get("name")):
        forms["customers"].append(
            rf"{num(nameless)}\s+customers?\s+(?:(?:have|has|had)\s+no\s+names?|(?:are|were|is|was)\s+{_R33D_NAMELESS})\b"
        )
    # (resample40d) "two nameless customers have no city": the nameless with no city (or with one), counted
    # (honest, failed here as a count of the batch's customers)
    nameless_rows = [c for c in rows if not c.get("name")]
    if nameless_rows:
        # (resample41d) and the nameless counted alone ("three nameless customers"): resample33d reads them
        forms["customers"].append(
            rf"{num(len(nameless_rows))}\s+{_R33D_NAMELESS}\s+customers?\b(?!\s+(?:have|has|had|lack))"
        )
        # (resample42d) and one of them said to be something ("one nameless customer is a reseller in
        # Austin"): resample42d_refusals reads what
        forms["customers"].append(
            rf"{num(1)}\s+(?:of\s+the\s+)?{_R33D_NAMELESS}\s+(?:customers?|ones?)\s+(?:is|was)\s+"
            r"(?:an?\s|in\s|migrated\b)"
        )
        seated_nameless = sum(1 for c in nameless_rows if _city_of(c))
        forms["customers"].append(
            rf"{num(len(nameless_rows) - seated_nameless)}\s+{_R33D_NAMELESS}\s+customers?\s+{no_city}"
        )
        if seated_nameless:
            forms["customers"].append(
                rf"{num(seated_nameless)}\s+{_R33D_NAMELESS}\s+customers?\s+(?:have|has|had)\s+an?\s+{city_word}"
            )
    for description, words in _DESCRIPTION_WORDS.items():
        holders = [c for c in rows if c.get("description") == description]
        having = sum(1 for c in holders if _city_of(c))
        own = forms.setdefault(f"description:{description}", [])
        if holders:
            own.append(rf"{num(having)}\s+(?:{words})\s+(?:have|has|had)\s+(?:an?\s+)?{city_word}")
            own.append(rf"{num(len(holders) - having)}\s+(?:{words})\s+{no_city}")
        for city in fixture_cities():
            held = sum(1 for c in holders if _city_of(c) == city)
            if held:
                town = r"\s+".join(re.escape(w) for w in city.split())
                own.append(
                    rf"{num(held)}\s+(?:{words})\s+(?:are|were|is|was|live|lives|sit|sits)\s+(?:based\s+)?"
                    rf"(?:in|from)\s+{town}\b"
                )
    for city in fixture_cities():
        town = r"\s+".join(re.escape(w) for w in city.split())
        inside = [c for c in rows if _city_of(c) == city]
        if not inside:
            continue
        forms["customers"].append(rf"{num(len(inside))}\s+{town}{noun}")
        # (resample41d) cities said to have their count each ("Lyon and Osaka have two customers each";
        # resample41d_refusals reads the cities named)
        forms["customers"].append(rf"{num(len(inside))}\s+customers?\s+(?:each|apiece)\b")
        own = forms.setdefault(f"city:{city}", [])
        for description, words in _DESCRIPTION_WORDS.items():
            held = sum(1 for c in inside if c.get("description") == description)
            own.append(
                rf"{num(held)}\s+of\s+the\s+{num(len(inside))}\s+{town}{noun}\s+(?:are|were|is|was)\s+"
                rf"(?:an?\s+)?(?:{words})"
            )
    return {key: tuple(value) for key, value in forms.items()}


def _none_of(forms: tuple[str, ...]) -> str:
    """A negative lookahead refusing every one of ``forms`` at this point; empty where there is none (an
    empty lookahead, ``(?!)``, would fail at every position)."""
    return rf"(?!{'|'.join(forms)})" if forms else ""


def _r34d_honest_subcounts(n: int, reading: str) -> str:
    """(resample34d) A lookahead, at a count's first character, of the true sub-counts of the batch of ``n``
    that ``reading`` (a key of :func:`_r34d_honest_forms`) took for a count of the batch, a city or a
    description, so an honest sub-count failed ("the two Dublin customers are …" at n=45, "7 VIPs have a
    city", "2 of the 6 Lyon customers are resellers"); empty where there is none. Each form is exempt only
    with its true count: a false one is still refused by the reading it meets (and "<count> VIPs have a
    city" with another count by :func:`resample34d_refusals`). Only the reading's own forms, so the yaml
    carries each form where it is read and nowhere else."""
    return _none_of(_r34d_honest_forms(n).get(reading, ()))


def resample34d_refusals(family: str, n: int) -> str:
    """(resample34d) What the thirty-fourth re-sample's wrong summaries said of the batch that it does not
    bear out, beyond the refusals of resample22c–33d, for every width: a description held as a status
    ("both of the Garcías hold VIP status", "each Brontë holds VIP status") by a name group, the nameless
    customers or a city's, where not all of them hold it; a surname of particles as a group ("the van der
    Bergs are all resellers", "every van der Berg is a VIP"); a name group's count ("the Smiths number
    ten", "ten Smiths"); the nameless customers' count after the word ("the nameless three") and their
    denial ("no customer is missing a name"); a customer name two rows share said of both ("both 山田太郎
    accounts are VIPs", "all three Ana Silvas are migrated"); where credits are written, the batch's whole
    total said to go to a description in other words than resample33d's ("every cent of it to resellers",
    "the resellers split $225", "the VIPs took home the full $400"); a count of customers with a city in
    other words ("a city is on file for 45 of them", "45 carry a city"); one description said to outnumber
    another that it does not ("resellers outnumber the VIPs"); a city said to have the most that does not
    ("Osaka has the most, eight"); and a description denied of a city that has it ("Lyon has no VIPs",
    "none of the Austin customers is a VIP")."""
    if (family, n) not in EVERY_WIDTH:
        return ""
    rows, named, _, _ = _batch_names(n)
    count_word = _R33D_COUNT

    def plural(keys: Sequence[str]) -> str:
        return rf"(?:{'|'.join(_key_rx(k) for k in keys)})(?:s|es|['’]s)(?![\w'’-])"

    def each(keys: Sequence[str]) -> str:
        single = rf"(?:{'|'.join(_key_rx(k) for k in keys)})(?![\w'’-])"
        return (
            rf"\b(?:every|each)\s+(?:(?:one\s+|single\s+)?of\s+the\s+{plural(keys)}|(?:single\s+)?{single})"
        )

    towns = {city: r"\s+".join(re.escape(w) for w in city.split()) for city in fixture_cities()}
    whole = (
        rf"(?:{_R31D_CLAUSE}(?:both|the\s+two|(?:the|a)\s+pair\s+of)\s+(?:of\s+)?(?:the\s+)?|"
        rf"\b(?:the|all(?:\s+(?:of\s+)?the)?|(?:all|the)\s+{count_word})\s+)"
    )
    part = ""
    # a name group's description or city: resample32d's groups with the status wording; the particle
    # surnames in every wording of resample32d and 33d
    old_groups = _r32d_groups(named)
    particle_groups = _r34d_particle_groups(named)
    # (resample36d) each key once per lookahead: keys sharing the descriptions (or cities) they do not all
    # hold share one alternative, the descriptions' words joined (the same language)
    for groups, held in ((old_groups, False), (particle_groups, True)):
        claims: list[str] = []
        for unshared, refused in _r36d_by_shared(
            groups, lambda c: c.get("description"), list(_DESCRIPTION_WORDS)
        ):
            words = "|".join(_DESCRIPTION_WORDS[d] for d in refused)
            status = rf"{_R34D_HOLD}(?:{words})\s+status\b"
            said = _r34d_claim(words) if held else status
            claims.append(
                rf"{each(unshared)}\s+{said}|{whole}{plural(unshared)}\s+(?:(?:both|all)\s+)?{said}"
            )
        if claims:
            part += rf"(?!.*(?:{'|'.join(claims)}))"
        if held:
            lived: list[str] = []
            for unshared, refused in _r36d_by_shared(groups, _city_of, list(towns)):
                town = "|".join(towns[city] for city in refused)
                lived.append(
                    rf"{each(unshared)}\s+(?:is|was|are|were|lives?|sits?)\s+(?:based\s+)?(?:in|from)\s+"
                    rf"(?:{town})\b|{whole}{plural(unshared)}\s+(?:(?:both|all)\s+)?(?:are|were|live|sit)\s+"
                    rf"(?:both\s+|all\s+)?(?:based\s+)?(?:in|from)\s+(?:{town})\b"
                )
            if lived:
                part += rf"(?!.*(?:{'|'.join(lived)}))"
    # a name group's count: "the Smiths number ten", "ten Smiths", and for the particle surnames resample32d's
    # "both/the two van der Bergs" and "the three van der Bergs"
    every_group = {**old_groups, **particle_groups}
    by_count: dict[int, list[str]] = {}
    for k, own in every_group.items():
        by_count.setdefault(len(own), []).append(k)
    for count, keys in sorted(by_count.items()):
        keys = sorted(keys, key=lambda k: (-len(k), k))
        part += (
            rf"(?!.*\bthe\s+{plural(keys)}\s+(?:number|total|count|come\s+to)\s+{_not_num(count)}{count_word}"
            rf"|.*(?:^|[.;:,!?(\n\u2014\u2013]\s*|\band\s+){_not_num(count)}{count_word}\s+{plural(keys)})"
        )
    for count, keys in sorted(by_count.items()):
        particle_keys = [k for k in keys if k in particle_groups]
        if particle_keys and count != 2:
            part += rf"(?!.*{_R31D_CLAUSE}(?:both|the\s+two)\s+(?:of\s+)?(?:the\s+)?{plural(particle_keys)})"
        if particle_keys:
            part += (
                rf"(?!.*\b(?:the|all|all\s+the)\s+{_not_num(count)}{count_word}\s+{plural(particle_keys)})"
            )
    # the customers with no name: their count after the word ("the nameless three"), a status said of them,
    # and a denial that there are any
    nameless = [c for c in rows if not c.get("name")]
    after = rf"\bthe\s+{_R33D_NAMELESS}\s+{_not_num(len(nameless))}{count_word}"
    said = (
        rf"(?<!\bof )\b(?:(?:the|both|all|each|every)\s+(?:(?:{count_word}|lone|sole|only|single)\s+){{0,2}}"
        rf"{_R33D_NAMELESS}(?:\s+{_R33D_NOUN})?|the\s+{_R33D_NAMELESS}\s+{count_word})"
    )
    part += rf"(?!.*{after})"
    for description, words in _DESCRIPTION_WORDS.items():
        if not nameless or any(c.get("description") != description for c in nameless):
            part += rf"(?!.*{said}\s+(?:(?:both|all)\s+)?{_r34d_claim(words)})"
    if nameless:
        part += (
            r"(?!.*\b(?:no|not\s+a\s+single|not\s+one)\s+(?:customer|one|account|row)\s+(?:is\s+missing|lacks|"
            r"is\s+without|has\s+no)\s+(?:a\s+)?name\b|.*\bnobody\s+(?:is\s+missing|lacks|is\s+without)\s+(?:a\s+)?name\b)"
        )
    # a customer name two rows or more share, said of all of them ("both 山田太郎 accounts are VIPs")
    by_name: dict[str, list[dict[str, Any]]] = {}
    for c in named:
        by_name.setdefault(str(c["name"]), []).append(c)
    shared = {k: v for k, v in sorted(by_name.items()) if len(v) >= 2}
    for description, words in _DESCRIPTION_WORDS.items():
        unshared = [k for k, own in shared.items() if any(c.get("description") != description for c in own)]
        if unshared:
            full = rf"(?:{'|'.join(_key_rx(k) for k in unshared)})(?:s|es)?(?![\w'’-])"
            subject = (
                rf"(?<!\bof )\b(?:both|all|the|each\s+of\s+the)(?:\s+{count_word})?\s+"
                rf"(?:(?:accounts?|customers?)\s+(?:named|called)\s+)?{full}(?:\s+{_R33D_NOUN})?"
            )
            part += rf"(?!.*{subject}\s+(?:(?:both|all)\s+)?{_r34d_claim(words)})"
    # the whole total said to go to a description, in other words than resample33d's
    if family in ("credit", "audit"):
        total = _batch_total(n)
        descriptions = _DESCRIPTIONS
        part += (
            rf"(?!.*{total}[^.;!?\n]{{0,40}}?\b(?:all|every\s+(?:cent|penny|dollar)|each\s+cent|the\s+whole|the\s+lot)"
            r"\s+(?:of\s+it\s+)?(?:(?:went|going|goes|paid|was\s+paid)\s+)?(?:to|for)\s+(?:the\s+|its\s+|our\s+)?"
            rf"(?:{count_word}\s+)?{descriptions}"
            rf"|.*\b(?:{count_word}\s+)?{descriptions}\s+(?:took\s+home|split|pocketed|collected|walked\s+away\s+with|"
            rf"were\s+paid|scooped\s+up|netted|divided)\s+(?:up\s+)?(?:(?:the\s+(?:full|whole|entire)|all\s+(?:of\s+)?"
            rf"(?:the\s+)?)\s*)?{total})"
        )
    # a count of customers with a city (or none) in other words: "a city is on file for 45 of them"
    with_city = sum(1 for c in rows if _city_of(c))
    city_word = r"(?:(?:address|billing)\s+)?(?:city|cities)\b"
    on_file = (
        r"(?:is\s+|are\s+)?(?:on\s+file|recorded|listed|set|stored|present|given|known|filled\s+in)\s+for\s+"
    )
    part += (
        rf"(?!.*(?<!\bno )\b(?:an?\s+)?{city_word}\s+{on_file}(?:only\s+)?{_not_num(with_city)}{count_word}"
        r"(?![\w-])"
        rf"|.*\bno\s+{city_word}\s+{on_file}(?:only\s+)?{_not_num(n - with_city)}{count_word}(?![\w-])"
        rf"|.*(?:^|[.;:!?(\u2014\u2013]\s*|\band\s+){_not_num(with_city)}{count_word}(?:\s+of\s+them)?\s+"
        rf"(?:carry|carries|show|shows|list|lists|include|includes|give|gives|record|records)\s+(?:an?\s+)?{city_word})"
    )
    # a description's count of customers with a city, without one or in a city, other than the true one ("22
    # VIPs have a city" of the 22 VIPs, 7 with a city); the true ones are :func:`_r34d_honest_subcounts`'
    for description, words in _DESCRIPTION_WORDS.items():
        holders = [c for c in rows if c.get("description") == description]
        having = sum(1 for c in holders if _city_of(c))
        lead = r"(?<![\w.,$-])(?<!\bof the )"
        part += (
            rf"(?!.*{lead}{_not_num(having)}{count_word}\s+(?:{words})\s+(?:have|has|had)\s+(?:an?\s+)?"
            rf"{city_word}"
            rf"|.*{lead}{_not_num(len(holders) - having)}{count_word}\s+(?:{words})\s+"
            rf"(?:(?:have|has|had)\s+no\s+|lack(?:s|ed)?\s+(?:an?\s+)?){city_word})"
        )
        for city, town in towns.items():
            in_city = sum(1 for c in holders if _city_of(c) == city)
            part += (
                rf"(?!.*{lead}{_not_num(in_city)}{count_word}\s+(?:{words})\s+(?:are|were|is|was|live|lives|sit|sits)\s+"
                rf"(?:based\s+)?(?:in|from)\s+{town}\b)"
            )
    # one description said to outnumber another it does not ("resellers outnumber the VIPs")
    counts = {d: sum(1 for c in rows if c.get("description") == d) for d in _R34D_PLURALS}
    # (resample41d) not one city's ("Lyon has more resellers than VIPs"): resample41d_refusals reads those
    city_has = "".join(rf"(?<!{re.escape(c)} has )(?<!{re.escape(c)} had )" for c in fixture_cities())
    for more, more_words in _R34D_PLURALS.items():
        for fewer, fewer_words in _R34D_PLURALS.items():
            if more != fewer and counts[more] <= counts[fewer]:
                part += (
                    rf"(?!.*\b(?:the\s+)?(?:{more_words})\s+(?:outnumber(?:s|ed)?|exceed(?:s|ed)?)\s+(?:the\s+)?"
                    rf"(?:{fewer_words})|.*{city_has}\bmore\s+(?:{more_words})\s+than\s+(?:{fewer_words})"
                    rf"|.*{city_has}\bfewer\s+(?:{fewer_words})\s+than\s+(?:{more_words}))"
                )
    # a city said to have the most that does not, and a description denied of a city that has it
    by_city = {city: [c for c in rows if _city_of(c) == city] for city in towns}
    top = max(len(v) for v in by_city.values())
    for city, town in towns.items():
        holders = by_city[city]
        if len(holders) < top:
            part += (
                # (resample37d) not "the most VIPs" (a city's most of a description, read by
                # resample37d_refusals; "Austin has the most VIPs, two" failed, honest)
                rf"(?!.*\b{town}\s+(?:has|had|holds|held|leads\s+with|gets|got)\s+the\s+most\b"
                rf"(?!\s+{_DESCRIPTIONS})"
                rf"|.*\bthe\s+most\s+(?:customers\s+|sign-?ups\s+|accounts\s+)?(?:are\s+|were\s+|live\s+)?(?:in|from)\s+{town}\b)"
            )
        part += (
            rf"(?!.*\b{town}\s+(?:has|had|holds|held|gets|got)\s+the\s+most(?:\s+customers)?\s*(?:,|:|\(|with|at)?\s*"
            rf"{_not_num(len(holders))}{count_word})"
        )
        # "the (three) Osaka customers are all VIPs": a city's customers said to share a description they do
        # not all hold (before, "three Osaka customers" failed as a count of the batch; a true count of the
        # city is no such count now, so the claim is read here)
        place = rf"{town}(?:[- ]based)?"
        for description, words in _DESCRIPTION_WORDS.items():
            if not holders or any(c.get("description") != description for c in holders):
                part += (
                    rf"(?!.*(?<!\bof )\b(?:the|all(?:\s+(?:of\s+)?the)?|both(?:\s+of)?(?:\s+the)?)\s+"
                    rf"(?:{count_word}\s+)?"
                    rf"{place}\s+{_R33D_NOUN}\s+(?:(?:both|all)\s+)?{_r34d_claim(words)})"
                )
        for description, words in _DESCRIPTION_WORDS.items():
            if any(c.get("description") == description for c in holders):
                part += (
                    rf"(?!.*\b{town}\s+(?:has|had)\s+no\s+(?:{words})|.*\bno\s+(?:{words})\s+(?:are\s+|were\s+)?"
                    rf"(?:in|from)\s+{town}\b|.*\bnone\s+of\s+the\s+{town}(?:[- ]based)?\s+{_R33D_NOUN}\s+"
                    rf"(?:is|are|was|were)\s+(?:an?\s+)?(?:{words}))"
                )
    return part


# -- (resample35d) the thirty-fifth held-out re-sample, part d: audit n=100 and resample34d's Open --------

#: (resample35d) a share of a group, with when it is true of ``held`` of ``total``: "half" exactly, "most"
#: more than half, "a third" exactly; an approximation before it ("about half", "nearly a third") is not read
_R35D_SHARES: tuple[tuple[str, Callable[[int, int], bool]], ...] = (
    (r"half", lambda held, total: 2 * held == total),
    (r"(?:most|(?:a|the)\s+majority|more\s+than\s+half|over\s+half)", lambda held, total: 2 * held > total),
    (r"(?:(?:a\s+)?minority|fewer\s+than\s+half|less\s+than\s+half|under\s+half)", lambda h, t: 2 * h < t),
    (r"(?:a|one)[- ]third", lambda held, total: 3 * held == total),
    (r"two[- ]thirds", lambda held, total: 3 * held == 2 * total),
    (r"(?:(?:a|one)[- ]quarter|a\s+fourth)", lambda held, total: 4 * held == total),
    (r"three[- ]quarters", lambda held, total: 4 * held == 3 * total),
)
#: (resample35d) what may stand before a share without its being the exact one
_R35D_NOT_EXACT = (
    r"(?<!\babout )(?<!\broughly )(?<!\bnearly )(?<!\balmost )(?<!\baround )(?<!\bjust )(?<!\bclose to )"
    r"(?<!\bapproximately )(?<!\bunder )(?<!\bover )(?<!\bsome )"
    # (resample36d) "fewer than half of them have a city" (48 of 100) failed on its "half": a comparison is
    # read whole by the "more / fewer than half" shares
    r"(?<!\bthan )"
)
#: (resample35d) what may follow a share's claim without its being the share of that one description: another
#: description joined to it ("half are VIPs or resellers") or an approximation ("a quarter are VIPs, roughly")
_R35D_NOT_AFTER = (
    r"(?!\s*(?:,\s*)?(?:or|/|&|and)\s+(?:an?\s+)?(?:VIPs?|resellers?|migrated|legacy)\b)"
    r"(?!\s*,?\s*(?:roughly|approximately|or\s+so|give\s+or\s+take|more\s+or\s+less|about)\b)"
)
#: (resample35d) "the Garcías: all VIPs", "Austin customers — every one a VIP": a description said after a
#: heading's mark, with no verb
_R35D_HEADING = r"(?:\s*[:\u2014\u2013]\s*|\s+-\s+|,\s*)"
_R35D_ALL = r"(?:all|both|every\s+one|each(?:\s+one)?)(?:\s+of\s+them)?\s+(?:an?\s+)?"


@cache
def _r35d_honest_forms(n: int) -> dict[str, tuple[str, ...]]:
    """(resample35d) The true sub-counts of the batch of ``n`` that two more count readings took for a count
    of the work: "writes" (resample13c's digits before "credits / tags / tagged": "the 3 nameless accounts got
    credits", "the 3 Ana Silvas got tags", "the 26 VIPs got credits") and "part" (resample14c's and
    :func:`finished`'s "K of the N": "forty-eight of the hundred have a city", "26 of the 100 are VIPs")."""
    rows, named, _, _ = _batch_names(n)

    by_count: dict[int, list[str]] = {}
    nameless = sum(1 for c in rows if not c.get("name"))
    if nameless:
        by_count.setdefault(nameless, []).append(rf"{_R33D_NAMELESS}\b")
    by_name: dict[str, int] = {}
    for c in named:
        by_name[str(c["name"])] = by_name.get(str(c["name"]), 0) + 1
    groups = {**_r32d_groups(named), **_r34d_particle_groups(named)}
    plurals = {k: len(v) for k, v in groups.items()} | {k: v for k, v in by_name.items() if v >= 2}
    for key, count in sorted(plurals.items(), key=lambda kv: (-len(kv[0]), kv[0])):
        by_count.setdefault(count, []).append(rf"{_key_rx(key)}(?:s|es)\b")
    for city in fixture_cities():
        inside = sum(1 for c in rows if _city_of(c) == city)
        if inside:
            town = r"\s+".join(re.escape(w) for w in city.split())
            by_count.setdefault(inside, []).append(rf"{town}(?:[- ]based)?\s+(?:customers|accounts)\b")
    for description, words in _DESCRIPTION_WORDS.items():
        held = sum(1 for c in rows if c.get("description") == description)
        if held:
            by_count.setdefault(held, []).append(rf"(?:{words})")
    writes = tuple(rf"{count}\s+(?:{'|'.join(keys)})" for count, keys in sorted(by_count.items()))
    whole = rf"(?:out\s+)?of\s+(?:the\s+|all\s+|those\s+|these\s+)?(?:{n}|{in_words(n)})\s+"
    with_city = sum(1 for c in rows if _city_of(c))
    part = [
        rf"(?:{_r32d_number([with_city])})\s+{whole}(?:have|has|had)\s+(?:an?\s+)?(?:(?:address|billing)\s+)?city\b",
        rf"(?:{_r32d_number([n - with_city])})\s+{whole}"
        r"(?:(?:have|has|had)\s+no|lack(?:s|ed)?\s+(?:an?\s+)?)\s*"
        r"(?:(?:address|billing)\s+)?city\b",
    ]
    for city in fixture_cities():
        inside = sum(1 for c in rows if _city_of(c) == city)
        if inside:
            town = r"\s+".join(re.escape(w) for w in city.split())
            part.append(
                rf"(?:{_r32d_number([inside])})\s+{whole}(?:are|were|live|lived|sit)\s+(?:based\s+)?(?:in|from)\s+{town}\b"
            )
    for description, words in _DESCRIPTION_WORDS.items():
        held = sum(1 for c in rows if c.get("description") == description)
        if held:
            part.append(rf"(?:{_r32d_number([held])})\s+{whole}(?:are|were)\s+(?:an?\s+)?(?:{words})")
    # (resample38d) a true count of a description, or two joined, after "make up" ("VIPs and resellers
    # together make up 23 of the 60")
    part += _r38d_part_counts(n)
    return {"writes": writes, "part": tuple(part)}


def _r35d_honest_subcounts(n: int, reading: str) -> str:
    """(resample35d) A lookahead, at a count's first character, of :func:`_r35d_honest_forms`' true
    sub-counts for ``reading``; empty where there is none. Only with the true count: a false one still
    meets the reading that refused it."""
    return _none_of(_r35d_honest_forms(n).get(reading, ()))


def resample35d_refusals(family: str, n: int) -> str:
    """(resample35d) What the thirty-fifth re-sample's wrong summaries (audit n=100) and resample34d's Open
    said of the batch that it does not bear out, for every width: a city's only holder of a description
    where it has none or several ("Goran Smith is the sole VIP in Austin", four are), or another customer
    than its one ("the lone VIP in Lyon is Mei Okafor"); a share of a city's customers or of the batch that
    is not so ("half of the Lyon customers are resellers", two of six; "most of them have a city", 48 of
    100); the nameless customers said to have no description where one has ("the three nameless accounts
    have no description") or to share none where two share one; a description said after a heading's mark
    of a name group, a city's customers, the nameless or a shared name not all of whom hold it ("the
    Garcías: all VIPs"); "three lack a name and all are migrated" where they are not; and, where credits are
    written, the whole total said to go to a description in still other words ("all of which went to
    resellers", "the VIPs received the entire $500")."""
    if (family, n) not in EVERY_WIDTH:
        return ""
    rows, named, _, _ = _batch_names(n)
    count_word = _R33D_COUNT

    towns = {city: r"\s+".join(re.escape(w) for w in city.split()) for city in fixture_cities()}
    part = ""
    only = r"(?:only|sole|lone|single)"
    # a city's only holder of a description
    for city, town in towns.items():
        inside = [c for c in rows if _city_of(c) == city]
        for description, words in _DESCRIPTION_WORDS.items():
            holders = [c for c in inside if c.get("description") == description]
            place = rf"(?:(?:based|living|located)\s+)?(?:in|from)\s+{town}\b"
            if len(holders) != 1:
                part += (
                    rf"(?!.*\b(?:{only}|the\s+one)\s+(?:{words})\s+{place}|.*\b{town}['’]s\s+{only}\s+(?:{words})"
                    rf"|.*\bthe\s+(?:{only}|one)\s+{town}(?:[- ]based)?\s+(?:{words}))"
                )
            elif holders[0].get("name"):
                name = re.escape(str(holders[0]["name"]))
                said = (
                    rf"(?:\b(?:{only}|the\s+one)\s+(?:{words})\s+{place}|\b{town}['’]s\s+{only}\s+(?:{words})"
                    rf"|\bthe\s+(?:{only}|one)\s+{town}(?:[- ]based)?\s+(?:{words}))"
                )
                part += (
                    rf"(?!.*{said}(?:\s+(?:is|was)\s+|\s*[:,\u2014\u2013]\s*)(?!{name})"
                    r"(?-i:[A-Z\u00c0-\u00de\u0391-\u03a9\u0410-\u042f\u3040-\u9fff\uac00-\ud7af]))"
                )
    # a share of a city's customers, or of the batch, that is not so
    subjects: list[tuple[str, list[dict[str, Any]]]] = [
        (rf"(?:the\s+)?{town}(?:[- ]based)?\s+{_R33D_NOUN}", [c for c in rows if _city_of(c) == city])
        for city, town in towns.items()
    ]
    subjects.append(
        (
            rf"(?:them|the\s+batch|these|those|the\s+(?:{n}|{in_words(n)})(?:\s+newest)?(?:\s+customers)?)",
            list(rows),
        )
    )
    # one lookahead for them all, each subject once per set of false shares: the approximations before and
    # after are written once per width, not once per claim (the same verdicts in a third of the characters)
    alternatives: list[str] = []
    for subject, group in subjects:
        if not group:
            continue
        claims: list[tuple[str, int]] = [
            (rf"(?:are|were)\s+(?:an?\s+)?(?:{words})", sum(1 for c in group if c.get("description") == d))
            for d, words in _DESCRIPTION_WORDS.items()
        ]
        if group is subjects[-1][1]:
            claims.append(
                (
                    r"(?:have|has|had)\s+(?:an?\s+)?(?:(?:address|billing)\s+)?city\b",
                    sum(1 for c in group if _city_of(c)),
                )
            )
        by_false: dict[tuple[str, ...], list[str]] = {}
        for claim, held in claims:
            false = tuple(share for share, holds in _R35D_SHARES if not holds(held, len(group)))
            if false:
                by_false.setdefault(false, []).append(claim)
        for false, wordings in by_false.items():
            alternatives.append(
                rf"(?:{'|'.join(false)})\s+(?:of\s+)?(?:the\s+)?{subject}\s+(?:{'|'.join(wordings)})"
            )
    if alternatives:
        part += rf"(?!.*{_R35D_NOT_EXACT}\b(?:{'|'.join(alternatives)}){_R35D_NOT_AFTER})"
    # the nameless customers said to have no description, or to share none
    nameless = [c for c in rows if not c.get("name")]
    said = (
        rf"(?<!\bof )\b(?:(?:the|both|all|each|every)\s+(?:(?:{count_word}|lone|sole|only|single)\s+){{0,2}}"
        rf"{_R33D_NAMELESS}(?:\s+{_R33D_NOUN})?|the\s+{_R33D_NAMELESS}\s+{count_word})"
    )
    if any(c.get("description") for c in nameless):
        part += (
            rf"(?!.*{said}\s+(?:(?:both|all)\s+)?(?:(?:have|has|had|carry|carries|hold|holds)\s+no\s+description"
            r"|lack(?:s|ed)?\s+(?:an?\s+)?description|(?:are|were)\s+without\s+(?:an?\s+)?description)"
            rf"|.*\bnone\s+of\s+the\s+(?:{count_word}\s+)?{_R33D_NAMELESS}(?:\s+{_R33D_NOUN})?\s+"
            r"(?:has|have|had|carries|carry|holds?)\s+(?:a|any)\s+description)"
        )
    for city, town in towns.items():
        if nameless and any(_city_of(c) != city for c in nameless):
            part += (
                rf"(?!.*{said}\s+(?:(?:both|all)\s+)?(?:are|were|is|was|live|lives|sit|sits)\s+(?:both\s+|all\s+)?"
                rf"(?:based\s+)?(?:in|from)\s+{town}\b)"
            )
    # a count of customers without a description other than the true one ("40 have no description", 37)
    bare = sum(1 for c in rows if not c.get("description"))
    other = rf"(?!(?:{_r32d_number([bare])})(?![\w-])){count_word}"
    part += (
        rf"(?!.*(?:^|[.;:,!?(\u2014\u2013]\s*|\band\s+){other}(?:\s+of\s+them|\s+customers?|\s+accounts?)?\s+"
        r"(?:have|has|had|carry|carries|show|shows)\s+no\s+description"
        rf"|.*\bno\s+description\s+(?:on|for|in)\s+{other}(?:\s+of\s+them)?)"
    )
    values = [c.get("description") for c in nameless]
    if len(values) != len(set(values)):
        part += rf"(?!.*{said}\s+(?:share|have)\s+no\s+(?:description|trait)(?:\s+in\s+common)?\b)"
    # a description after a heading's mark: name groups, shared names, a city's customers, the nameless
    groups = {**_r32d_groups(named), **_r34d_particle_groups(named)}
    by_name: dict[str, list[dict[str, Any]]] = {}
    for c in named:
        by_name.setdefault(str(c["name"]), []).append(c)
    shared = {k: v for k, v in sorted(by_name.items()) if len(v) >= 2}
    # (resample36d) one lookahead for every heading: name groups and shared names by the descriptions they do
    # not all hold (each key once), a city's customers and the nameless with theirs (the same language)
    described: list[str] = []

    def heading(head: str, refused: Sequence[str]) -> None:
        words = "|".join(_DESCRIPTION_WORDS[d] for d in refused)
        described.append(rf"{head}{_R35D_HEADING}{_R35D_ALL}(?:{words})")

    described_values = list(_DESCRIPTION_WORDS)
    for unshared, refused in _r36d_by_shared(groups, lambda c: c.get("description"), described_values):
        heading(rf"\b(?:{'|'.join(_key_rx(k) for k in unshared)})(?:s|es|['’]s)(?![\w'’-])", refused)
    for unshared, refused in _r36d_by_shared(shared, lambda c: c.get("description"), described_values):
        heading(
            rf"\b(?:{'|'.join(_key_rx(k) for k in unshared)})(?:s|es)?\s*(?:\(\w+\)|\s+{_R33D_NOUN})?"
            r"(?=[\s:,\u2014\u2013-])",
            refused,
        )
    for city, town in towns.items():
        inside = [c for c in rows if _city_of(c) == city]
        refused = [d for d in described_values if inside and any(c.get("description") != d for c in inside)]
        if refused:
            heading(rf"\b{town}(?:[- ]based)?\s+{_R33D_NOUN}", refused)
    refused = [d for d in described_values if nameless and any(c.get("description") != d for c in nameless)]
    if refused:
        heading(rf"\b(?:the\s+)?(?:{count_word}\s+)?{_R33D_NAMELESS}(?:\s+{_R33D_NOUN})?", refused)
    if described:
        part += rf"(?!.*(?:{'|'.join(described)}))"
    for description, words in _DESCRIPTION_WORDS.items():
        # "three lack a name and all are migrated"
        if nameless and any(c.get("description") != description for c in nameless):
            part += (
                r"(?!.*\b(?:(?:have|has|had)\s+no\s+names?|lack(?:s|ed)?\s+(?:an?\s+)?names?|"
                rf"(?:are|were|is|was)\s+{_R33D_NAMELESS}|(?:came|come|are|were)\s+without\s+(?:an?\s+)?names?)"
                r"\s*[,;\u2014\u2013-]?\s*(?:and\s+)?(?:all(?:\s+of\s+them|\s+"
                rf"{count_word})?|each(?:\s+of\s+them|\s+one)?|every\s+one(?:\s+of\s+them)?|both(?:\s+of\s+them)?)\s+"
                rf"(?:(?:is|are|was|were)\s+)?(?:an?\s+)?(?:{words}))"
            )
    # the whole total said to go to a description, in still other words
    if family in ("credit", "audit"):
        total = _batch_total(n)
        descriptions = _DESCRIPTIONS
        part += (
            rf"(?!.*{total}[^.;!?\n]{{0,40}}?\b(?:all|wholly|entirely|solely|only|every\s+(?:cent|penny|dollar))\s+"
            r"(?:of\s+(?:it|which|them)\s+)?(?:(?:went|going|goes|gone|bound|paid|headed|earmarked)\s+)?(?:to|for)\s+"
            rf"(?:the\s+|its\s+|our\s+)?(?:{count_word}\s+)?{descriptions}"
            rf"|.*\b{descriptions}\s+(?:received|got|were\s+given|took|absorbed|claimed)\s+(?:the\s+(?:entire|whole|full)\s+|"
            rf"all\s+(?:of\s+)?(?:the\s+)?|every\s+(?:cent|penny|dollar)\s+of\s+(?:the\s+)?){total})"
        )
    return part


#: (resample36d) a city's rank among the batch's cities, as a summary says it: first or last
_R36D_TOP = (
    r"(?:(?:is|was)\s+the\s+(?:biggest|largest|top|leading|most\s+common|most\s+populous|busiest)\s+city"
    r"|ranks?\s+(?:first|top|#1|number\s+one)(?:\s+among\s+the\s+cities)?|(?:alone\s+)?(?:leads|tops|heads)\s+"
    r"the\s+(?:cities|city\s+(?:count|list|table)))"
)
_R36D_BOTTOM = r"(?:(?:is|was)\s+the\s+(?:smallest|least\s+common|tiniest|lowest)\s+city|ranks?\s+last)"
#: (resample36d) a description as a plural subject of a comparison ("VIPs outnumber resellers")
_R36D_PLURAL = {
    "VIP": r"VIPs",
    "Reseller": r"resellers",
    "Migrated from legacy billing": r"(?:migrated|legacy)(?:\s+(?:ones|customers|accounts))?",
}
#: (resample36d) a ratio "N to one" as a word or digit, N from one to five
_R36D_RATIO = {1: r"(?:one|1)", 2: r"(?:two|2)", 3: r"(?:three|3)", 4: r"(?:four|4)", 5: r"(?:five|5)"}
#: (resample36d) what stands between a group's heading and its claim: a count in parentheses ("the Garcías
#: (two of them)"), an apposition ("the Silvas, two of them,"), or a group word ("the Okafor pair")
_R36D_BETWEEN = (
    r"(?:\s*\([^()]{0,30}\)|\s*,\s*(?:all\s+|both\s+)?[\w-]+\s+of\s+them\s*,|"
    r"\s+(?:pair|duo|twosome|trio|threesome|quartet|foursome|family|twins|clan))"
)
#: (resample36d) no description as a claim ("all without a description")
_R36D_BARE = r"(?:without\s+(?:an?\s+)?description|(?:with\s+)?no\s+description|undescribed)\b"
#: (resample37d) where a name group's key starts: not right after another word ("Ivanovas" of "the Aoife
#: Ivanovas (two of them) are both without a description" is no heading of the Ivanovas, a mixed group),
#: save an article, "all", "both" or a count ("the two Garcías")
_R37D_NOT_A_TAIL = (
    r"(?:(?<![^\W\d_]\s)|(?<=\bthe\s)|(?<=\ball\s)|(?<=\bboth\s)|(?<=\bthose\s)|(?<=\bthese\s)|(?<=\bour\s)|"
    r"(?<=\btwo\s)|(?<=\bthree\s)|(?<=\bfour\s)|(?<=\bfive\s)|(?<=\bsix\s)|(?<=\bseven\s)|(?<=\beight\s)|"
    r"(?<=\bnine\s))"
)
#: (resample36d) another description after the claim's: a mixed group said honestly ("a VIP and a reseller")
_R36D_NOT_MIXED = (
    r"(?!\s*(?:,\s*|(?:,\s*)?(?:and|or|&|/|plus)\s+)(?:an?\s+|one\s+|the\s+other\s+)?"
    r"(?:VIPs?|resellers?|migrated|legacy|no\b|without\b))"
)


@cache
def _r36d_subtotals(n: int) -> str:
    """(resample36d) A lookahead, at an amount's first digit, of the batch of ``n``'s true sub-totals of the
    credits ($5.00 a row) said of a description ("$130 of it to the VIPs", "$100 went to the resellers"):
    resample6's amount rule allowed only $5.00 and the batch's total, so a true sub-total failed
    (resample34d's and 35d's Open); a false one still fails there."""
    rows, _, _, _ = _batch_names(n)
    forms: list[str] = []
    for description, words in _DESCRIPTION_WORDS.items():
        held = sum(1 for c in rows if c.get("description") == description)
        if held:
            forms.append(
                rf"{5 * held}(?:[.,]00)?\s+(?:(?:of\s+(?:it|that|which|this|the\s+total)|in\s+all)\s+)?"
                r"(?:(?:went|goes|going|was|were|is)\s+)?(?:to|for)\s+(?:the\s+|its\s+|our\s+)?"
                rf"(?:(?:{_r32d_number([held])})\s+)?(?:{words})"
            )
    return rf"(?!{'|'.join(forms)})" if forms else ""


def resample36d_refusals(family: str, n: int) -> str:
    """(resample36d) What the thirty-sixth re-sample's wrong summaries (credit n=15 and n=100) and
    resample35d's Open said of the batch that it does not bear out, for every width: a city's rank ("Lyon
    is the biggest city with 4", "Osaka ranks first among the cities", "Austin is the smallest city") where
    it is not first or last (or ties there and is said alone), or with a count that is not its own; two
    cities said to tie ("Osaka and Berlin tie at three each") with other counts; the number of cities ("the
    city count is six"); a description's percentage of the batch ("VIPs make up 40% of the batch") other
    than its own, rounded either way; one description said to outnumber another where it does not, by a
    ratio it does not ("resellers outnumber VIPs two to one", "twice as many"), or to match it ("as many
    VIPs as resellers", "evenly split"); a name group with a count in parentheses, an apposition or a group
    word before its claim ("the Garcías (two of them) are both VIPs", "the Silvas, two of them, are both
    migrated", "the Okafor pair: both resellers") where not all of it holds the claim; a city's customers
    said to be mostly or all one description ("the Austin customers are mostly VIPs", "Berlin's customers:
    all resellers") where they are not; a city said to hold all of a description ("Lyon holds all three
    VIPs", "the three VIPs are all in Lyon") where it does not; and "K of the M <City> customers are
    <description>" with K not its count. All in one lookahead per width."""
    if (family, n) not in EVERY_WIDTH:
        return ""
    rows, named, _, _ = _batch_names(n)
    count_word = _R33D_COUNT

    # each alternative below names a set of cities, keys or descriptions once (one alternation per set and
    # width, not one per city or description): the same language in a fraction of the characters
    towns = {city: r"\s+".join(re.escape(w) for w in city.split()) for city in fixture_cities()}
    inside = {city: [c for c in rows if _city_of(c) == city] for city in towns}
    sizes = {city: len(v) for city, v in inside.items() if v}
    wrong: list[str] = []
    # a city's rank (cities sharing a count share one alternative), and the count said with it
    top, bottom = max(sizes.values(), default=0), min(sizes.values(), default=0)
    not_top = [towns[c] for c in towns if sizes.get(c, 0) != top or not sizes]
    not_bottom = [towns[c] for c in towns if sizes.get(c, 0) != bottom or not sizes]
    if not_top:
        wrong.append(rf"\b{_either(not_top)}\s+{_R36D_TOP}")
    if not_bottom:
        wrong.append(rf"\b{_either(not_bottom)}\s+{_R36D_BOTTOM}")
    by_size: dict[int, list[str]] = {}
    for city, town in towns.items():
        by_size.setdefault(len(inside[city]), []).append(town)
    tied = [t for size, same in by_size.items() if size and len(same) > 1 for t in same]
    if tied:
        # a tie for first or last: none is alone there ("Dublin alone leads the cities", Austin ties it)
        wrong.append(
            rf"\b{_either(tied)}\s+(?:alone\s+(?:leads|tops|heads|ranks)|(?:is|was)\s+the\s+(?:sole|only|single)\s+"
            r"(?:biggest|largest|smallest|top|leading)\s+city)"
        )
    for size, same in sorted(by_size.items()):
        wrong.append(
            rf"\b{_either(same)}\s+(?:{_R36D_TOP}|{_R36D_BOTTOM})\s*(?:,\s*)?(?:with|at|\(|:)\s*{_other_num(size)}"
        )
        # two cities said to tie: with another count than the first's, or at a count not theirs
        others = [t for s, ts in by_size.items() if s != size for t in ts]
        tie = r"\s+(?:(?:are|were)\s+)?tie[ds]?\b"
        if others:
            wrong.append(rf"\b{_either(same)}\s+(?:and|&)\s+{_either(others)}{tie}")
        if len(same) > 1:
            wrong.append(
                rf"\b{_either(same)}\s+(?:and|&)\s+{_either(same)}{tie}\s*(?:at|with|on)\s+{_other_num(size)}"
            )
    # the number of cities
    wrong.append(
        rf"\b(?:(?:city|cities)\s+count|number\s+of\s+(?:distinct\s+|different\s+)?cities)\s*"
        rf"(?:is|was|:|=|of|stands\s+at)\s*{_other_num(len(sizes))}"
    )
    # a description's percentage of the batch, and one description against another
    held = {d: sum(1 for c in rows if c.get("description") == d) for d in _DESCRIPTION_WORDS}
    unit = r"\s*(?:%|percent|per\s*cent)"
    for description, words in _DESCRIPTION_WORDS.items():
        share = 100 * held[description] / n
        # its own share rounded either way ("27%" or "26.7%" for 4 of 15), and no other
        if share == int(share):
            fair = rf"{int(share)}(?:\.0+)?"
        else:
            fair = rf"{int(share)}(?:\.\d+)?|{int(share) + 1}(?:\.0+)?"
        percent = rf"(?!(?:{fair}){unit})\d+(?:\.\d+)?{unit}"
        wrong.append(
            rf"(?<![\w-])(?:the\s+)?(?:{words})\s+(?:make\s+up|made\s+up|are|were|account\s+for|form|represent|"
            rf"comprise)\s+{_R35D_NOT_EXACT}{percent}"
            r"|(?<![\w.,])(?<!about )(?<!roughly )(?<!nearly )(?<!almost )(?<!around )(?<!some )"
            rf"{percent}\s+(?:of\s+(?:the\s+batch|them|the\s+customers|all)\s+)?(?:are|were)\s+(?:an?\s+)?(?:{words})"
        )
    times = {2: r"twice", 3: r"three\s+times", 4: r"four\s+times", 5: r"five\s+times"}
    for x, plural_x in _R36D_PLURAL.items():
        fewer = [_R36D_PLURAL[y] for y in _R36D_PLURAL if y != x and held[x] <= held[y]]
        if fewer:
            wrong.append(
                rf"\b{plural_x}\s+(?:outnumber|outnumbered|outnumbering)\s+(?:the\s+)?{_either(fewer)}\b"
            )
        unequal = [_R36D_PLURAL[y] for y in _R36D_PLURAL if y != x and held[x] != held[y]]
        if unequal:
            wrong.append(
                rf"(?<!not )(?<!n't )\bas\s+many\s+{plural_x}\s+as\s+(?:the\s+)?{_either(unequal)}\b"
                rf"|\b{plural_x}\s+(?:and|&)\s+(?:the\s+)?{_either(unequal)}\s+(?:are|were)\s+(?:evenly\s+split|"
                r"tied|even|level|equal\s+in\s+number)"
                rf"|\bequal\s+numbers\s+of\s+{plural_x}\s+and\s+{_either(unequal)}\b"
            )
        for y, plural_y in _R36D_PLURAL.items():
            if y == x:
                continue
            hx, hy = held[x], held[y]
            if hx == hy:
                wrong.append(
                    rf"\b{plural_x}\s+(?:and|&)\s+(?:the\s+)?{plural_y}\s+(?:are|were)\s+tied\s+(?:at|on)\s+"
                    rf"{_other_num(hx)}"
                )
            # "N to one" or "N times as many" within a quarter of the true ratio holds
            bad = [k for k in _R36D_RATIO if k > 1 and not (hy and abs(hx - k * hy) <= 0.25 * k * hy)]
            if bad:
                wrong.append(
                    rf"\b{plural_x}\s+(?:outnumber|outnumbered|outnumbering)\s+(?:the\s+)?{plural_y}\s+(?:by\s+)?"
                    rf"{_either([_R36D_RATIO[k] for k in bad])}\s*(?:to|:)\s*(?:one|1)\b"
                    r"|(?<!about )(?<!roughly )(?<!nearly )(?<!almost )"
                    rf"\b{_either([times[k] for k in bad])}\s+as\s+many\s+{plural_x}\s+as\s+"
                    rf"(?:the\s+)?{plural_y}\b"
                )
    # a name group with a count in parentheses, an apposition or a group word before its claim: the keys by
    # the one description all their rows share (or none), each class once, before the claims it does not hold
    claims: dict[str | None, str] = dict(_DESCRIPTION_WORDS.items())
    claims[None] = _R36D_BARE
    groups = {**_r32d_groups(named), **_r34d_particle_groups(named)}
    by_name: dict[str, list[dict[str, Any]]] = {}
    for c in named:
        by_name.setdefault(str(c["name"]), []).append(c)
    keyed = {**groups, **{k: v for k, v in sorted(by_name.items()) if len(v) >= 2}}
    classes: dict[str, list[str]] = {}
    for key, own in keyed.items():
        values = {c.get("description") for c in own}
        classes.setdefault(str(values.pop()) if len(values) == 1 else "\0mixed", []).append(key)
    for shared_value, keys in sorted(classes.items()):
        refused = [w for d, w in claims.items() if str(d) != shared_value]
        # (resample37d) a key not read as the tail of a longer name ("Ivanovas" in "the Aoife Ivanovas")
        head = (
            rf"{_R37D_NOT_A_TAIL}\b{_either([_key_rx(k) for k in sorted(keys, key=lambda k: (-len(k), k))])}"
            r"(?:s|es|['’]s)?"
        )
        wrong.append(
            rf"{head}{_R36D_BETWEEN}(?:{_R35D_HEADING}{_R35D_ALL}|\s+(?:are|were)\s+(?:both\s+|all\s+)?(?:an?\s+)?)"
            rf"{_either(refused)}{_R36D_NOT_MIXED}"
        )
    # a city's customers said to be mostly or all one description, or "K of the M" of it not its count; a
    # city said to hold all of one
    for city, town in towns.items():
        group = inside[city]
        if not group:
            continue
        mine = {d: sum(1 for c in group if c.get("description") == d) for d in claims}
        mostly = [claims[d] for d in claims if 2 * mine[d] <= len(group)]
        if mostly:
            wrong.append(
                rf"\b(?:the\s+)?{town}(?:['’]s|[- ]based)?\s+(?:customers|accounts|ones)\s+(?:are|were)\s+"
                rf"(?:mostly|largely|mainly|predominantly|chiefly)\s+(?:an?\s+)?{_either(mostly)}{_R36D_NOT_MIXED}"
            )
        not_all = [claims[d] for d in claims if mine[d] != len(group)]
        if not_all:
            wrong.append(
                rf"\b{town}['’]s\s+(?:customers|accounts){_R35D_HEADING}{_R35D_ALL}{_either(not_all)}{_R36D_NOT_MIXED}"
            )
        said = (
            rf"\s+of\s+the\s+(?:{_r32d_number([len(group)])})\s+{town}(?:[- ]based)?\s+"
            r"(?:customers|accounts)\s+"
        )
        true = [
            rf"(?:{_r32d_number([mine[d]])})(?![\w-]){said}(?:are|were)\s+(?:an?\s+)?{words}"
            for d, words in _DESCRIPTION_WORDS.items()
        ]
        wrong.append(
            rf"\b(?!{_either(true)}){count_word}{said}(?:are|were)\s+(?:an?\s+)?{_DESCRIPTIONS}{_R36D_NOT_MIXED}"
        )
    for description, words in _DESCRIPTION_WORDS.items():
        holders = [c for c in rows if c.get("description") == description]
        short = [
            town for city, town in towns.items() if holders and any(_city_of(c) != city for c in holders)
        ]
        if short:
            wrong.append(
                rf"\b{_either(short)}\s+(?:has|holds|hosts|had|held|gets|got)\s+(?:all|both|every\s+one)\s+(?:of\s+)?"
                rf"(?:the\s+)?(?:{count_word}\s+)?(?:{words})"
                rf"|\b(?:the|all(?:\s+the)?|both)\s+(?:{count_word}\s+)?(?:{words})\s+(?:are|were|live|sit)\s+"
                rf"(?:both\s+|all\s+)?(?:based\s+)?(?:in|from)\s+{_either(short)}\b"
            )
    return rf"(?!.*(?:{'|'.join(wrong)}))"


#: (resample37d) a share's subject: the batch ("most customers", "most of them", "half the batch")
_R37D_ALL_OF = (
    r"(?:of\s+(?:them|the\s+(?:batch|customers|accounts|lot))\s+|"
    r"(?:the\s+)?(?:batch['’]s\s+)?(?:customers|accounts)\s+)"
)
#: (resample37d) a city said of a customer, and its lack
_R37D_NO_CITY = (
    r"(?:(?:have|had)\s+no|lack(?:ed)?\s+an?|(?:are|were)\s+without\s+an?|(?:do|did)\s+not\s+have\s+an?|"
    r"don['’]t\s+have\s+an?)\s+city"
)
_R37D_CITY = r"(?:(?:have|had)\s+an?|(?:are|were)\s+in\s+an?|list\s+an?)\s+city"
#: (resample37d) the top and the bottom of a ranking, after "tie(d) for"
_R37D_FOR_TOP = r"(?:first|the\s+top(?:\s+spot)?|top(?:\s+spot)?|the\s+lead|biggest|largest|most)"
_R37D_FOR_BOTTOM = r"(?:last|the\s+bottom|bottom|smallest|fewest)"
#: (resample37d) what a description is called as a kind of customer ("the largest group")
_R37D_KIND = r"(?:group|description|tag|label|kind|type|category|cohort)"


def resample37d_refusals(family: str, n: int) -> str:
    """(resample37d) What the thirty-seventh re-sample's wrong summaries (audit n=80, credit n=25) and
    resample36d's Open said of the batch that it does not bear out, for every width: a share of the batch
    with or without a city ("most customers have no city", 11 of 25; "half the customers have a city", 37
    of 80); a share of two descriptions joined ("VIPs and resellers together make up half the batch"); the
    nameless customers as a heading ("the nameless one: a VIP", "the nameless three are all without a
    description") where not all of them hold it; a city said to have the most of a description ("Lyon has
    more VIPs than any other city, two") where it has fewer than another, or with a count not its own; "every
    city has a VIP", "no city has more than one VIP", "the VIPs are spread over six cities" where not so; two
    cities said to tie for first or last ("Osaka and Berlin tie for first with three") where one is not there,
    or at a count not theirs; a city tied at the top said to be it "alone"; one city said to have more (or
    fewer) customers than another where it does not; and a description said to be the largest (smallest)
    group of the three where it is not. All in one lookahead per width; each set of cities or descriptions is
    named once per alternative (one alternation per set, as resample36d's)."""
    if (family, n) not in EVERY_WIDTH:
        return ""
    rows, _, _, _ = _batch_names(n)

    def false_shares(held: int, total: int) -> list[str]:
        return [words for words, holds in _R35D_SHARES if not holds(held, total)]

    wrong: list[str] = []
    # a share of the batch with a city, or without one
    with_city = sum(1 for c in rows if _city_of(c))
    for verb, placed in ((_R37D_NO_CITY, n - with_city), (_R37D_CITY, with_city)):
        if shares := false_shares(placed, n):
            wrong.append(rf"\b{_R35D_NOT_EXACT}{_either(shares)}\s+{_R37D_ALL_OF}{verb}")
    # a share of two descriptions joined
    held = {d: sum(1 for c in rows if c.get("description") == d) for d in _DESCRIPTION_WORDS}
    plural = list(_R36D_PLURAL.items())
    for i, (x, plural_x) in enumerate(plural):
        for y, plural_y in plural[i + 1 :]:
            if not (shares := false_shares(held[x] + held[y], n)):
                continue
            pair = (
                rf"(?:{plural_x}\s+(?:and|&|plus)\s+(?:the\s+)?{plural_y}"
                rf"|{plural_y}\s+(?:and|&|plus)\s+(?:the\s+)?{plural_x})"
            )
            wrong.append(
                rf"\b(?:the\s+)?{pair}\s+(?:together\s+)?(?:make\s+up|made\s+up|are|were|account\s+for|form|"
                rf"represent|comprise)\s+(?:together\s+)?{_R35D_NOT_EXACT}{_either(shares)}\s+(?:of\s+)?"
                r"(?:the\s+)?(?:batch|customers|accounts|them|all|total|lot)\b"
                rf"|\b{_R35D_NOT_EXACT}{_either(shares)}\s+{_R37D_ALL_OF}(?:are|were)\s+(?:either\s+)?(?:an?\s+)?"
                rf"(?:{_DESCRIPTION_WORDS[x]}\s+(?:or|and|/)\s+(?:an?\s+)?{_DESCRIPTION_WORDS[y]}|"
                rf"{_DESCRIPTION_WORDS[y]}\s+(?:or|and|/)\s+(?:an?\s+)?{_DESCRIPTION_WORDS[x]})"
            )
    # the nameless customers as a heading, or all of them said to be one description
    claims: dict[str | None, str] = dict(_DESCRIPTION_WORDS.items())
    claims[None] = _R36D_BARE
    nameless = [c for c in rows if not c.get("name")]
    if nameless:
        refused = [w for d, w in claims.items() if any(c.get("description") != d for c in nameless)]
        wrong.append(
            rf"\b(?:the\s+)?(?:{_R33D_COUNT}\s+)?{_R33D_NAMELESS}(?:\s+{_R33D_NOUN}|\s+{_R33D_COUNT})?"
            rf"(?:\s*\([^()]{{0,30}}\))?(?:{_R35D_HEADING}(?:{_R35D_ALL})?(?:an?\s+)?|\s+(?:are|were)\s+"
            rf"(?:both\s+|all\s+)?(?:an?\s+)?){_either(refused)}{_R36D_NOT_MIXED}"
        )
    # a city's most of a description, every city's, the cities a description spans
    towns = {city: _key_rx(city) for city in fixture_cities()}
    inside = {city: [c for c in rows if _city_of(c) == city] for city in towns}
    has = r"\s+(?:has|had|holds|held|hosts|hosted)\s+"
    for description, words in _DESCRIPTION_WORDS.items():
        mine = {
            city: sum(1 for c in group if c.get("description") == description)
            for city, group in inside.items()
        }
        most = max(mine.values(), default=0)
        most_of = rf"(?:the\s+most\s+{words}|more\s+{words}\s+than\s+any\s+other\s+city)"
        if short := [towns[c] for c, k in mine.items() if k < most or not k]:
            wrong.append(rf"\b{_either(short)}{has}{most_of}")
        by_count: dict[int, list[str]] = {}
        for city, k in mine.items():
            if k:
                by_count.setdefault(k, []).append(towns[city])
        for k, same in sorted(by_count.items()):
            wrong.append(
                rf"\b{_either(same)}{has}{most_of}\s*(?:,\s*|\s+with\s+|\s*\(|:\s*|\s+[\u2014\u2013-]\s+)"
                rf"(?:at\s+)?{_other_num(k)}"
            )
        # "<City> holds K of the <description>" (resample31d read it as the city's count of customers)
        by_own: dict[int, list[str]] = {}
        for city, k in mine.items():
            by_own.setdefault(k, []).append(towns[city])
        for k, same in sorted(by_own.items()):
            wrong.append(rf"\b{_either(same)}{has}{_other_num(k)}\s+of\s+(?:the|its|our)\s+{words}")
        seated = [city for city, group in inside.items() if group]
        if any(not mine[city] for city in seated):
            wrong.append(
                rf"\b(?:every|each)\s+city\s+(?:has|had|holds|includes)\s+(?:at\s+least\s+)?(?:an?|one)\s+{words}"
                rf"|\b(?:an?\s+)?{words}\s+in\s+(?:every|each)\s+city"
            )
        if most > 1:
            wrong.append(rf"\bno\s+city\s+(?:has|had|holds)\s+more\s+than\s+(?:one|1|a\s+single)\s+{words}")
        spanned = len({_city_of(c) for c in rows if c.get("description") == description and _city_of(c)})
        wrong.append(
            rf"\b(?:the\s+)?(?:{_R33D_COUNT}\s+)?{words}(?:\s+(?:customers|accounts|ones))?\s+(?:(?:are|were)\s+(?:spread\s+(?:over|across)|"
            r"scattered\s+(?:over|across)|found\s+in|in)|span|spanned|cover|covered)\s+(?:only\s+)?"
            rf"{_other_num(spanned)}\s+(?:distinct\s+|different\s+)?cities"
        )
    # the batch's spread over its cities (resample24d reads other counts of cities), and a share of a
    # description's holders with or without a city ("most of the VIPs have a city": 6 of 18)
    sizes = {city: len(group) for city, group in inside.items() if group}
    spread = r"(?:(?:are|were)\s+)?(?:spread|scattered)\s+(?:over|across)|span|spans|spanned"
    wrong.append(
        r"(?<!migrated )(?<!legacy )\b(?!(?:VIPs?|resellers?|migrated|legacy|are|were)\b)[^\W\d_]+\s+"
        rf"(?:{spread})\s+(?:only\s+)?{_other_num(len(sizes))}\s+(?:distinct\s+|different\s+)?cities"
    )
    for description, words in _DESCRIPTION_WORDS.items():
        holders = [c for c in rows if c.get("description") == description]
        seated_holders = sum(1 for c in holders if _city_of(c))
        for verb, count in ((_R37D_NO_CITY, len(holders) - seated_holders), (_R37D_CITY, seated_holders)):
            if holders and (shares := false_shares(count, len(holders))):
                wrong.append(
                    rf"\b{_R35D_NOT_EXACT}{_either(shares)}\s+of\s+(?:the|our|its)\s+(?:{_R33D_COUNT}\s+)?"
                    rf"{words}(?:\s+(?:customers|accounts|ones))?\s+{verb}"
                )
            # "12 of the VIPs have a city" (6 of 18)
            if holders:
                wrong.append(
                    rf"(?<![\w.,$-]){_other_num(count)}\s+of\s+(?:the|our|its)\s+(?:{_R33D_COUNT}\s+)?"
                    rf"{words}(?:\s+(?:customers|accounts|ones))?\s+{verb}"
                )
        # a description's share of the batch in words ("VIPs make up a quarter of the batch": 5 of 25), and
        # its holders said to be mostly in one city ("the resellers are mostly in Lyon": 2 of 6)
        if shares := false_shares(len(holders), n):
            wrong.append(
                rf"\b(?:the\s+)?(?:{words})(?:\s+(?:customers|accounts|ones))?\s+(?:make\s+up|made\s+up|are|were|"
                rf"account\s+for|form|represent|comprise)\s+{_R35D_NOT_EXACT}{_either(shares)}\s+(?:of\s+)?"
                r"(?:the\s+)?(?:batch|customers|accounts|them|all|total|lot)\b"
            )
        if few := [
            towns[city] for city in towns if 2 * sum(_city_of(c) == city for c in holders) <= len(holders)
        ]:
            wrong.append(
                rf"\b{words}(?:\s+(?:customers|accounts|ones))?\s+(?:are|were|live|sit)\s+(?:mostly|largely|mainly|"
                rf"predominantly|chiefly)\s+(?:based\s+)?(?:in|from)\s+{_either(few)}"
            )
    # two or more cities said to tie for first or last; a city tied at the top said to lead alone
    if sizes:
        anywhere = _either(list(towns.values()))
        link = r"(?:\s*,\s*|\s*,?\s+(?:and|&)\s+)"
        top, bottom = max(sizes.values()), min(sizes.values())
        for size, said in ((top, _R37D_FOR_TOP), (bottom, _R37D_FOR_BOTTOM)):
            off = [towns[c] for c in towns if sizes.get(c, 0) != size]
            tie = rf"\s+(?:are\s+|were\s+)?tie[ds]?\s+for\s+{said}"
            if off:
                wrong.append(rf"\b(?:{anywhere}{link})*{_either(off)}(?:{link}{anywhere})*{tie}")
            wrong.append(
                rf"\b{anywhere}(?:{link}{anywhere})*{tie}\s*(?:,\s*)?(?:with|at|on)\s+{_other_num(size)}"
            )
        tied_top = [towns[c] for c, k in sizes.items() if k == top]
        if len(tied_top) > 1:
            wrong.append(
                rf"\b{_either(tied_top)}\s+alone\s+(?:is|was)\s+the\s+(?:biggest|largest|top|leading|most\s+common)"
            )
        # one city against another
        by_size: dict[int, list[str]] = {}
        for city, town in towns.items():
            by_size.setdefault(sizes.get(city, 0), []).append(town)
        for size, same in sorted(by_size.items()):
            bigger = [t for s, ts in by_size.items() if s >= size for t in ts]
            smaller = [t for s, ts in by_size.items() if s <= size for t in ts]
            wrong.append(
                rf"\b{_either(same)}\s+(?:has|had)\s+more\s+(?:customers|accounts)\s+than\s+{_either(bigger)}"
                rf"|\b{_either(same)}\s+(?:has|had)\s+fewer\s+(?:customers|accounts)\s+than\s+{_either(smaller)}"
            )
    # a description said to be the largest or the smallest of the three
    for pick, said in (
        (max, r"(?:largest|biggest|most\s+common|most\s+numerous)"),
        (min, r"(?:smallest|least\s+common)"),
    ):
        extreme = pick(held.values())
        if off_end := [_R36D_PLURAL[d] for d in _R36D_PLURAL if held[d] != extreme]:
            wrong.append(
                rf"\b(?:the\s+)?{_either(off_end)}\s+(?:are|were|form|make\s+up)\s+the\s+{said}\s+{_R37D_KIND}"
            )
    return rf"(?!.*(?:{'|'.join(wrong)}))"


#: (resample38d) a city's ratio to another's ("twice as many customers as"), by the factor it says
_R38D_TIMES = {
    2: r"(?:twice|two\s+times|double)",
    3: r"(?:three\s+times|thrice|triple)",
    4: r"(?:four\s+times|quadruple)",
}
#: (resample38d) the ordinals of a city's rank between first and last (resample36d reads those two)
_R38D_ORDINALS = {
    2: r"(?:second|2nd)",
    3: r"(?:third|3rd)",
    4: r"(?:fourth|4th)",
    5: r"(?:fifth|5th)",
    6: r"(?:sixth|6th)",
}
#: (resample38d) a rank said from the bottom ("the second smallest city", "second from last")
_R38D_FROM_BOTTOM = (
    r"[- ]+(?:smallest|fewest|least|lowest|tiniest|from\s+(?:the\s+)?(?:bottom|last|end)|to\s+last)"
)
#: (resample38d) a count of cities that tie at a count ("three cities tie at seven", "two cities tie for the
#: top spot with seven"): no count of the batch's cities; resample38d_refusals reads it
_R38D_TIE_AT = (
    r"\s+cities\s+(?:(?:are|were)\s+)?tie[ds]?(?:\s+for\s+(?:the\s+)?(?:first|top|lead|last|bottom)"
    r"(?:\s+(?:place|spot))?)?\s*(?:,\s*)?(?:at|with|on)\s+"
)
_R38D_TIE = rf"(?:\d+|[a-z]+){_R38D_TIE_AT}"
#: (resample38d) a description with or without one ("most of them have no description")
_R38D_NO_DESCRIPTION = (
    r"(?:(?:have|had)\s+no|lack(?:ed)?\s+an?|(?:are|were)\s+without\s+an?|(?:do|did)\s+not\s+have\s+an?)"
    r"\s+description|(?:are|were)\s+undescribed"
)
_R38D_DESCRIPTION = r"(?:have|had|carry|carried)\s+an?\s+description"
#: (resample39d) what follows a city in resample38d's share of a city ("half of the Lyon customers are …")
_R39D_CITY_GROUP = r"(?:[- ]based)?\s+(?:customers|accounts|ones)"
#: (resample38d) the verbs of a share of the batch ("VIPs and resellers together make up 23 of the 60")
_R38D_MAKE_UP = r"(?:make\s+up|made\s+up|account\s+for|accounted\s+for|form|formed|comprise)"


def _r38d_part_counts(n: int) -> tuple[str, ...]:
    """(resample38d) The true counts "K of the N" of one description or two joined ("VIPs and resellers
    together make up 23 of the 60") after "make up": :func:`finished`'s "K of the N" read them as K of
    the batch done (honest, failed). Only the true counts, and only after "make up" (a fixed-width
    lookbehind each), so "23 of the 60 are done" is still a count of the work; a count of the wrong
    description or pair is refused by :func:`resample38d_refusals`."""
    rows, _ = batch(n)
    held = [sum(1 for c in rows if c.get("description") == d) for d in _DESCRIPTION_WORDS]
    sums = sorted(
        {h for h in held if h} | {a + b for i, a in enumerate(held) for b in held[i + 1 :] if a + b}
    )
    if not sums:
        return ()
    # one fixed-width lookbehind per verb (Python's lookbehinds are fixed-width)
    behind = "|".join(
        rf"(?<=\b{v}\s)" for v in ("make up", "made up", "together", "account for", "accounted for")
    )
    whole = rf"(?:out\s+)?of\s+(?:the\s+|all\s+)?(?:{n}|{in_words(n)})\b"
    counts = "|".join(_r32d_number([s]) for s in sums)
    return (rf"(?:{behind})(?:{counts})(?![\w-])\s+{whole}",)


def _r38d_city_paren(n: int) -> str:
    """(resample38d) At a count of customers, that it is not a city's own count in a parenthesis after
    "city (" ("Osaka is the top city (6 customers)", "the top cities (4 customers each)"): finished() read it
    as a count of the batch (honest, failed), or after the city's own name ("Osaka (6 customers)"). Only a
    count some city of the batch has (any other is still
    read as the batch's); which city's it is, :func:`resample38d_refusals` reads."""
    rows, _ = batch(n)
    sizes = sorted({k for city in fixture_cities() if (k := sum(1 for c in rows if _city_of(c) == city))})
    if not sizes:
        return ""
    counts = "|".join(_r32d_number([k]) for k in sizes)
    # (resample42d) and two cities' sum after "together have" ("Austin and Berlin together have 21
    # customers"): which two, resample42d_refusals reads
    held = [k for city in fixture_cities() if (k := sum(1 for c in rows if _city_of(c) == city))]
    pairs = sorted({a + b for i, a in enumerate(held) for b in held[i + 1 :]})
    together = (
        r"(?:(?<!together\shave\s)(?<!together\shad\s)|"
        rf"(?!(?:{'|'.join(_r32d_number([k]) for k in pairs)})(?![\w-])))"
        if pairs
        else ""
    )
    # a fixed-width lookbehind each: "city (", "cities (", "<City> (" for each city of the fixture;
    # (resample42d) a leader's verb before the parenthesis ("Osaka leads (6 customers)"), and a city's
    # possessive ("Austin's one customer has no description"), both failed as counts of the batch: which
    # city's count it is, resample42d_refusals reads
    leads = ("leads", "led", "tops", "first")
    behind = "".join(rf"(?<!{re.escape(w)}\s\()" for w in ("city", "cities", *leads, *fixture_cities()))
    # a city's possessive only before its one customer ("Austin's one customer"): a bigger city's count
    # there is still read as the batch's (its breakdown after it is not read yet: Open)
    lone = [c for c in fixture_cities() if sum(1 for r in rows if _city_of(r) == c) == 1]
    possessive = "".join(rf"(?<!{re.escape(c)}{q}s\s)" for c in lone for q in "'’")
    if possessive:
        possessive = rf"(?:{possessive}|(?!(?:1|one|an?)(?![\w-])))"
    return rf"(?:{behind}|(?!(?:{counts})(?![\w-]))){together}{possessive}"


def resample38d_refusals(family: str, n: int) -> str:
    """(resample38d) What the thirty-eighth re-sample's wrong summaries (audit n=60, n=80; review n=30,
    n=40) and resample37d's Open said of the batch that it does not bear out, for every width: one city's
    ratio to another ("Osaka has twice as many customers as Lyon": 6 to 4); a city's rank between first
    and last ("São Paulo ranks second among the cities": three cities have more); a city "with more VIPs
    than any other city" where another ties it; the count of customers without a city after "and" ("26
    have a city and 30 do not": 34 do not); a city's count in a parenthesis after it ("Osaka is the top
    city (7 customers)", now that finished() leaves "city (6 customers)" to this); a description's or two
    joined descriptions' count after "make up" ("VIPs and resellers together make up 25 of the 60", now
    that finished() leaves the true "23 of the 60" to this). Each set of cities is one alternation per
    alternative, and each false count one lookahead over the counts (``not_count``)."""
    if (family, n) not in EVERY_WIDTH:
        return ""
    rows, _, _, _ = _batch_names(n)

    wrong: list[str] = []
    towns, sizes, _ = _city_sizes(rows)
    # one city's ratio to another
    said = r"\s+(?:has|had|holds|held)\s+"
    for times, words in _R38D_TIMES.items():
        for size in sorted(set(sizes.values())):
            alike = [towns[c] for c, k in sizes.items() if k == size]
            off = [towns[c] for c, k in sizes.items() if times * k != size]
            if off:
                wrong.append(
                    rf"\b{_either(alike)}{said}{words}\s+as\s+many(?:\s+(?:customers|accounts))?\s+as\s+"
                    rf"(?:does\s+|do\s+)?{_either(off)}"
                )
    # a city's rank between first and last, from the top or from the bottom
    seated = {c: k for c, k in sizes.items() if k}
    rank = (
        r"\s+(?:ranks?|ranked|comes?|came|sits?|sat|places?|placed|finishe[sd]|is|was)\s+"
        r"(?:in\s+)?(?:the\s+)?"
    )
    for place, ordinal in _R38D_ORDINALS.items():
        top_off = [
            towns[c]
            for c in towns
            if not (
                c in seated
                and sum(k > seated[c] for k in seated.values())
                < place
                <= sum(k >= seated[c] for k in seated.values())
            )
        ]
        bottom_off = [
            towns[c]
            for c in towns
            if not (
                c in seated
                and sum(k < seated[c] for k in seated.values())
                < place
                <= sum(k <= seated[c] for k in seated.values())
            )
        ]
        if top_off:
            wrong.append(rf"\b{_either(top_off)}{rank}{ordinal}\b(?!{_R38D_FROM_BOTTOM})")
        if bottom_off:
            wrong.append(rf"\b{_either(bottom_off)}{rank}{ordinal}(?={_R38D_FROM_BOTTOM})")
    # "more VIPs than any other city" where the most is shared; "Dublin has a VIP" where it has none
    for description, words in _DESCRIPTION_WORDS.items():
        mine = {
            c: sum(1 for r in rows if _city_of(r) == c and r.get("description") == description) for c in towns
        }
        most = max(mine.values(), default=0)
        if none := [towns[c] for c, k in mine.items() if not k]:
            wrong.append(rf"\b{_either(none)}{said}(?:an?|one|a\s+single)\s+{words}")
        if most and sum(k == most for k in mine.values()) > 1:
            wrong.append(
                rf"\b{_either(list(towns.values()))}{said}more\s+{words}\s+than\s+any\s+other\s+city"
            )
    # "26 have a city and 30 do not", "34 have no city and 20 do"
    placed = sum(1 for c in rows if _city_of(c))
    lack = (
        r"(?:do\s+not|don['’]t|did\s+not|didn['’]t|have\s+none|have\s+no(?:\s+city)?|lack\s+one|"
        r"are\s+without)"
    )
    have = r"(?:do|did|have\s+one|have\s+a\s+city)"
    wrong.append(
        rf"\b(?:have|had)\s+an?\s+city\s*(?:,|;|\s+and|\s+while|\s+but)\s+{_other_num(n - placed)}\s+{lack}\b"
        rf"|\b(?:have|had)\s+no\s+city\s*(?:,|;|\s+and|\s+while|\s+but)\s+{_other_num(placed)}\s+{have}\b"
    )
    # a city's count in a parenthesis after it; the top or bottom city's count in one after "city ("
    for size in sorted(set(sizes.values())):
        same = [towns[c] for c, k in sizes.items() if k == size]
        wrong.append(
            rf"\b{_either(same)}\b[^.;:!?()\n]{{0,40}}\(\s*{_other_num(size)}\s+(?:customers?|accounts?)\b"
        )
    if seated:
        for size, end in (
            (max(seated.values()), r"(?:top|biggest|largest|leading|busiest)"),
            (min(seated.values()), r"(?:smallest|tiniest|lowest)"),
        ):
            wrong.append(rf"\b{end}\s+cit(?:y|ies)\s\(\s*{_other_num(size)}\s+(?:customers?|accounts?)\b")
    # a description's count, or two joined, after "make up"
    held = {d: sum(1 for c in rows if c.get("description") == d) for d in _DESCRIPTION_WORDS}
    plural = list(_R36D_PLURAL.items())
    for i, (x, plural_x) in enumerate(plural):
        for y, plural_y in plural[i + 1 :]:
            pair = (
                rf"(?:{plural_x}\s+(?:and|&|plus)\s+(?:the\s+)?{plural_y}"
                rf"|{plural_y}\s+(?:and|&|plus)\s+(?:the\s+)?{plural_x})"
            )
            wrong.append(
                rf"\b(?:the\s+)?{pair}\s+(?:together\s+)?{_R38D_MAKE_UP}\s+(?:together\s+)?"
                rf"{_other_num(held[x] + held[y])}\s+(?:out\s+)?of\b"
            )
        wrong.append(
            rf"(?<!\band\s)(?<!\band\sthe\s)(?<!&\s)(?<!\bplus\s)\b{plural_x}\s+(?:together\s+)?{_R38D_MAKE_UP}\s+"
            rf"{_other_num(held[x])}\s+(?:out\s+)?of\b"
        )
    # "VIPs, resellers and migrated customers are ten each" (or two of them): only where all are that count
    some = _either([p for _, p in plural])
    for kinds, link in (
        (list(held), rf"{some}\s*,\s*(?:the\s+)?{some}\s*,?\s+(?:and|&)\s+(?:the\s+)?{some}"),
        *(
            ([x, y], rf"(?:{px}\s+(?:and|&)\s+(?:the\s+)?{py}|{py}\s+(?:and|&)\s+(?:the\s+)?{px})")
            for i, (x, px) in enumerate(plural)
            for y, py in plural[i + 1 :]
        ),
    ):
        counts = {held[m] for m in kinds}
        each = _other_num(counts.pop()) if len(counts) == 1 else _R33D_COUNT
        wrong.append(
            rf"\b(?:the\s+)?{link}(?:\s+(?:customers|accounts|ones))?\s+(?:are|were|number|numbered|come\s+to)\s+"
            rf"(?:{each})\s+each\b"
        )
    # how many cities tie at a count ("three cities tie at seven"; resample24d leaves the count to this)
    if seated:
        tie_at = _R38D_TIE_AT
        present = "|".join(_r32d_number([k]) for k in sorted(set(seated.values())))
        wrong.append(rf"\b{_R33D_COUNT}{tie_at}(?!(?:{present})(?![\w-])){_R33D_COUNT}")
        for size in sorted(set(seated.values())):
            tied = sum(k == size for k in seated.values())
            wrong.append(rf"\b{_other_num(tied)}{tie_at}(?:{_r32d_number([size])})(?![\w-])")
    # a share of the batch with or without a description ("most of them have no description": 20 of 40)
    described = sum(1 for c in rows if c.get("description"))
    for verb, count in ((_R38D_NO_DESCRIPTION, n - described), (_R38D_DESCRIPTION, described)):
        if shares := [words for words, holds in _R35D_SHARES if not holds(count, n)]:
            wrong.append(rf"\b{_R35D_NOT_EXACT}{_either(shares)}\s+{_R37D_ALL_OF}(?:{verb})")
    # a city's share of two descriptions joined ("half of the Lyon customers are VIPs or migrated": 1 of 4)
    for i, (x, _) in enumerate(plural):
        for y, _ in plural[i + 1 :]:
            joined = (
                rf"(?:{_DESCRIPTION_WORDS[x]}\s+(?:or|and|/)\s+(?:an?\s+)?{_DESCRIPTION_WORDS[y]}|"
                rf"{_DESCRIPTION_WORDS[y]}\s+(?:or|and|/)\s+(?:an?\s+)?{_DESCRIPTION_WORDS[x]})"
            )
            # (resample39d) one alternative per pair, not per pair and share: each share word checks its own
            # cities in a lookahead (the city is the one before "customers", after at most two words, so it
            # is the city the alternative reads), and the count and the rest are said once
            shares, cities = [], set()
            for words, holds in _R35D_SHARES:
                off = [
                    c
                    for c, k in seated.items()
                    if not holds(
                        sum(1 for r in rows if _city_of(r) == c and r.get("description") in (x, y)), k
                    )
                ]
                if off:
                    cities.update(off)
                    shares.append(
                        rf"{words}(?=\s+of\s+(?:the|its|our)\s+(?:[\w-]+\s+){{0,2}}?"
                        rf"{_either([towns[c] for c in off])}{_R39D_CITY_GROUP})"
                    )
            if shares:
                wrong.append(
                    rf"\b{_R35D_NOT_EXACT}{_either(shares)}\s+of\s+(?:the|its|our)\s+(?:{_R33D_COUNT}\s+)?"
                    rf"{_either([towns[c] for c in towns if c in cities])}{_R39D_CITY_GROUP}"
                    rf"\s+(?:are|were)\s+(?:either\s+)?(?:an?\s+)?{joined}"
                )
    # a name group said to be all in one city ("the Aoife Ivanovas: both in Austin": one has no city)
    _, named, _, _ = _batch_names(n)
    by_name: dict[str, list[dict[str, Any]]] = {}
    for c in named:
        by_name.setdefault(str(c["name"]), []).append(c)
    groups = {**_r32d_groups(named), **{k: v for k, v in by_name.items() if len(v) > 1}}
    by_home: dict[str | None, list[str]] = {}
    for key, members in sorted(groups.items(), key=lambda kv: (-len(kv[0]), kv[0])):
        if len(members) > 1:
            homes = {_city_of(c) for c in members}
            by_home.setdefault(homes.pop() if len(homes) == 1 else None, []).append(_key_rx(key))
    for home, keys in sorted(by_home.items(), key=lambda kv: kv[0] or ""):
        off = [t for c, t in towns.items() if c != home]
        wrong.append(
            rf"\b(?:the\s+)?(?:{_R33D_COUNT}\s+)?{_R37D_NOT_A_TAIL}{_either(keys)}(?:s|es)?\b(?:\s*\([^()]{{0,30}}\))?"
            rf"(?:{_R35D_HEADING}|\s+(?:are|were|live|lived)\s+)(?:{_R35D_ALL})?(?:(?:are|were|live|lived|based)\s+)?"
            rf"(?:in|from)\s+{_either(off)}\b"
        )
    return rf"(?!.*(?:{'|'.join(wrong)}))"


#: (resample39d) the shares of one description of the batch that resample35d's list (halves, thirds,
#: quarters) has not: "a fifth of them are resellers" (6 of 25) passed
_R39D_SHARES: tuple[tuple[str, Callable[[int, int], bool]], ...] = (
    (r"(?:a|one)[- ]fifth", lambda held, total: 5 * held == total),
    (r"two[- ]fifths", lambda held, total: 5 * held == 2 * total),
    (r"(?:a|one)[- ]tenth", lambda held, total: 10 * held == total),
)
#: (resample39d) how a summary says a city's place before its count ("the second city", "the third largest
#: city"), read with a count in a parenthesis after it
_R39D_SIZE_WORD = r"(?:\s+(?:biggest|largest|busiest|leading|most\s+common))?"


def resample39d_refusals(family: str, n: int) -> str:
    """(resample39d) What the thirty-ninth re-sample's wrong summaries (credit n=25, n=150; review n=90) and
    resample38d's Open said of the batch that it does not bear out, for every width: one city said to have
    more (or fewer) of a description than another that has as many or more ("Berlin has more resellers than
    Dublin": 2 to 3; "Osaka has more VIPs than Lyon": one each); one description said to outnumber two
    others joined ("VIPs outnumber the resellers and migrated customers together": 40 to 57); a city's count
    in a parenthesis after its place ("the second city (11 customers) is Osaka": the second city has 13),
    the place from the top only, a tie allowing each place it spans; the top or bottom cities' count "each"
    in a parenthesis ("the smallest cities (two each)": one each); a fifth, two fifths or a tenth of the
    batch said to be of a description that is not that share ("a fifth of them are resellers": 6 of 25);
    the nameless said all without a city where one has a city. Each set of cities is one alternation, and
    each false count one lookahead over the counts."""
    if (family, n) not in EVERY_WIDTH:
        return ""
    rows, _, _, _ = _batch_names(n)
    wrong: list[str] = []
    towns, _, seated = _city_sizes(rows)
    said = r"\s+(?:has|had|holds|held)\s+"
    # one city with more (fewer) of a description than another that has as many or more (fewer)
    for description, words in _DESCRIPTION_WORDS.items():
        mine = {
            c: sum(1 for r in rows if _city_of(r) == c and r.get("description") == description) for c in towns
        }
        for city, k in mine.items():
            for comparison, off in (
                ("more", [towns[o] for o, m in mine.items() if o != city and m >= k]),
                ("fewer", [towns[o] for o, m in mine.items() if o != city and m <= k]),
            ):
                if off:
                    wrong.append(
                        rf"\b{towns[city]}{said}{comparison}\s+{words}\s+than\s+(?:does\s+|do\s+)?{_either(off)}"
                        r"(?![\w-])"
                    )
    # one description said to outnumber two others joined
    held = {d: sum(1 for c in rows if c.get("description") == d) for d in _R36D_PLURAL}
    plural = list(_R36D_PLURAL.items())
    for x, plural_x in plural:
        others = [(y, p) for y, p in plural if y != x]
        (y, plural_y), (z, plural_z) = others
        if held[x] <= held[y] + held[z]:
            wrong.append(
                rf"\b(?:the\s+)?{plural_x}\s+(?:outnumber(?:s|ed)?|exceed(?:s|ed)?)\s+(?:the\s+)?"
                rf"(?:{plural_y}\s+(?:and|&|plus)\s+(?:the\s+)?{plural_z}|{plural_z}\s+(?:and|&|plus)\s+"
                rf"(?:the\s+)?{plural_y})"
            )
    # a city's count in a parenthesis after its place ("the second city (11 customers)"), from the top
    if seated:
        ranked = sorted(seated.values(), reverse=True)
        for place, ordinal in _R38D_ORDINALS.items():
            if place <= len(ranked):
                wrong.append(
                    rf"\b{ordinal}{_R39D_SIZE_WORD}\s+city\s*\(\s*{_other_num(ranked[place - 1])}\s+"
                    r"(?:customers?|accounts?)\b"
                )
        # the top or bottom cities' count "each" in a parenthesis ("the smallest cities (two each)")
        for size, end in (
            (max(seated.values()), r"(?:top|biggest|largest|leading|busiest)"),
            (min(seated.values()), r"(?:smallest|tiniest|lowest)"),
        ):
            wrong.append(rf"\b{end}\s+cities\s*\(\s*{_other_num(size)}\s+each\b")
    # a fifth, two fifths or a tenth of the batch said to be of a description
    for description, words in _DESCRIPTION_WORDS.items():
        count = sum(1 for c in rows if c.get("description") == description)
        if shares := [share for share, holds in _R39D_SHARES if not holds(count, n)]:
            wrong.append(
                rf"\b{_R35D_NOT_EXACT}{_either(shares)}\s+{_R37D_ALL_OF}(?:are|were)\s+(?:an?\s+)?{words}"
                rf"{_R35D_NOT_AFTER}"
            )
    # the nameless said all without a city where one has a city ("the nameless four are all without a city")
    if any(_city_of(c) for c in rows if not c.get("name")):
        wrong.append(
            rf"\b{_R33D_NAMELESS}\b[^.;:!?\n]{{0,30}}?\b(?:(?:all|both|every\s+one)(?:\s+of\s+them)?\s+"
            rf"{_R37D_NO_CITY}|(?:are|were)\s+(?:all|both)\s+without\s+an?\s+city)"
        )
    return rf"(?!.*(?:{'|'.join(wrong)}))"


# -- (resample40d) the fortieth held-out re-sample, part d: audit n=30, credit n=25, review n=75 and n=150 --

#: (resample40d) where a bare share of the batch starts a clause ("…; fewer than half have a city"): after a
#: clause's end, a comma or "and", never after a heading's colon ("the VIPs: most have no city" is the VIPs')
_R40D_CLAUSE = r"(?:(?<=[.;!?,]\s)|(?<=\band\s)|(?<=\bbut\s))"
#: (resample40d) how a breakdown names the customers with no description ("one with no description")
_R40D_NONE = (
    r"(?:(?:customers?\s+|accounts?\s+|ones?\s+)?(?:with\s+no\s+description|without\s+(?:an?\s+)?"
    r"description|with\s+none|undescribed|no-description|with\s+no\s+label)\b)"
)
#: (resample40d) how a breakdown names each description after its count ("two resellers", "a migrated one")
_R40D_ITEM = {
    "VIP": r"VIPs?\b",
    "Reseller": r"resellers?\b",
    "Migrated from legacy billing": r"(?:migrated|legacy)\b",
    None: _R40D_NONE,
}
#: (resample40d) the descriptions joined in a list ("VIPs, resellers or migrated"): between two of them
_R40D_JOIN = r"(?:\s*,\s*(?:(?:or|and)\s+)?|\s+(?:or|and|&|plus)\s+|\s*/\s*)(?:the\s+)?(?:an?\s+)?"


def resample40d_refusals(family: str, n: int) -> str:
    """(resample40d) What the fortieth re-sample's wrong summaries (audit n=30, credit n=25, review n=75 and
    n=150) and resample39d's Open said of the batch that it does not bear out, for every width: a bare share
    of the batch with or without a city at a clause's start ("fewer than half have a city": 15 of 30; "more
    than half have a city": 35 of 75), which resample37d read only with "of them"; a bare share of two or
    three descriptions joined ("fewer than half are VIPs, resellers or migrated": 45 of 75); one city said to
    have as many customers (or of a description) as another that has not ("São Paulo has as many customers
    as Berlin": 2 to 3); cities said to tie for a place with a count not that place's ("Berlin, São Paulo and
    Dublin tie for second with five": six); a breakdown after a group's heading ("Osaka's three: a VIP and
    two resellers", "the nameless three: two with no description and a reseller") with a count of a
    description the group does not have. Each set of headings with the same true count is one alternation,
    so a width costs one alternative per description and count, not per city."""
    if (family, n) not in EVERY_WIDTH:
        return ""
    rows, _, _, _ = _batch_names(n)
    wrong: list[str] = []
    towns, sizes, seated = _city_sizes(rows)

    def false_shares(held: int, total: int) -> list[str]:
        return [words for words, holds in _R35D_SHARES if not holds(held, total)]

    # a bare share of the batch with a city, or without one, at a clause's start
    with_city = sum(1 for c in rows if _city_of(c))
    for verb, placed in ((_R37D_NO_CITY, n - with_city), (_R37D_CITY, with_city)):
        if shares := false_shares(placed, n):
            wrong.append(rf"{_R40D_CLAUSE}{_R35D_NOT_EXACT}{_either(shares)}\s+{verb}")
    # a bare share of two or three descriptions joined
    held = {d: sum(1 for c in rows if c.get("description") == d) for d in _DESCRIPTION_WORDS}
    words = list(_DESCRIPTION_WORDS.items())
    lists: list[str] = []
    for order in itertools.permutations(range(3)):
        for size in (2, 3):
            picked = order[:size]
            if order[:2] != tuple(sorted(order[:2])) and size == 2:
                continue
            if shares := false_shares(sum(held[words[i][0]] for i in picked), n):
                joined = _R40D_JOIN.join(words[i][1] for i in picked)
                tail = "" if size == 3 else rf"(?!{_R40D_JOIN}(?:VIPs?|resellers?|migrated|legacy)\b)"
                lists.append(
                    rf"{_either(shares)}\s+(?:{_R37D_ALL_OF})?(?:are|were)\s+(?:either\s+)?"
                    rf"(?:an?\s+)?(?:{joined}){tail}"
                )
    if lists:
        wrong.append(rf"{_R40D_CLAUSE}{_R35D_NOT_EXACT}{_either(lists)}")
    # one city with as many customers (or of a description) as another that has not
    counted: list[tuple[str, dict[str, int]]] = [(r"customers|accounts", sizes)]
    for description, said_as in _DESCRIPTION_WORDS.items():
        counted.append(
            (
                said_as.removesuffix(r"\b"),
                {
                    c: sum(1 for r in rows if _city_of(r) == c and r.get("description") == description)
                    for c in towns
                },
            )
        )
    for what, mine in counted:
        by_count: dict[int, list[str]] = {}
        for city, k in mine.items():
            if off := [towns[o] for o, m in mine.items() if o != city and m != k]:
                by_count.setdefault(k, []).append(
                    rf"{towns[city]}\s+(?:has|had|holds|held)\s+(?:just\s+|exactly\s+)?(?:as\s+many\s+(?:{what})(?:\s+(?:customers|accounts))?\s+as|"
                    rf"the\s+same\s+number\s+of\s+(?:{what})\s+as)\s+(?:does\s+|do\s+)?{_either(off)}(?![\w-])"
                )
        for alternatives in by_count.values():
            wrong.append(rf"\b{_either(alternatives)}")
    # cities said to tie for a place with a count not that place's
    if seated:
        ranked = sorted(seated.values(), reverse=True)
        places = [
            rf"{ordinal}(?:\s+(?:place|spot))?\s*,?\s*(?:with|at|on)\s+{_other_num(ranked[place - 1])}"
            for place, ordinal in _R38D_ORDINALS.items()
            if place <= len(ranked)
        ]
        if places:
            wrong.append(rf"\btie[ds]?\s+for\s+(?:the\s+)?{_either(places)}")
        # the city at a place named as another ("the biggest city is Berlin", "the second city is Lyon"):
        # honest ones failed on resample28d's lower-case name ("biggest city" read as a name in Berlin) until
        # "city" joined its plain words here, so the place is read now
        named = []
        # (not the "biggest city" of "the second biggest city")
        unranked = "".join(
            rf"(?<!{w} )" for w in ("second", "third", "fourth", "fifth", "sixth", "2nd", "3rd")
        )
        top = rf"{unranked}(?:top|biggest|largest|busiest|leading|first|most\s+(?:common|populous))"
        for place, ordinal in ((1, top), *_R38D_ORDINALS.items()):
            if place <= len(ranked):
                at = ranked[place - 1]
                if off := [towns[c] for c, k in seated.items() if k != at]:
                    size_word = "" if place == 1 else _R39D_SIZE_WORD
                    named.append(rf"{ordinal}{size_word}\s+city\s+(?:is|was)\s+{_either(off)}(?![\w-])")
            # and from the bottom ("the second smallest city is Osaka")
            if place > 1 and place <= len(ranked):
                low = ranked[-place]
                if off := [towns[c] for c, k in seated.items() if k != low]:
                    named.append(
                        rf"{ordinal}[- ]+(?:smallest|tiniest)\s+city\s+(?:is|was)\s+{_either(off)}(?![\w-])"
                    )
        small = min(seated.values())
        if off := [towns[c] for c, k in seated.items() if k != small]:
            named.append(
                rf"{unranked}(?:smallest|tiniest|last)\s+city\s+(?:is|was)\s+{_either(off)}(?![\w-])"
            )
        if named:
            wrong.append(rf"\b{_either(named)}")
    # a breakdown after a group's heading with a count of a description the group does not have
    count = _R33D_COUNT
    groups = _r41d_groups(rows)
    items: dict[tuple[Any, int], list[str]] = {}
    for heading, members in groups.items():
        for d in _R40D_ITEM:
            items.setdefault((d, sum(1 for r in members if r.get("description") == d)), []).append(heading)
    for (d, k), headings in items.items():
        # "a VIP" is one: a wrong count where the group has none, or two or more
        said = (
            rf"(?:a|an|one|{count})" if k == 0 else _other_num(k) if k == 1 else rf"(?:an?\b|{_other_num(k)})"
        )
        wrong.append(
            rf"\b{_either(headings)}{_R41D_AFTER_HEAD}(?:[^.;:\n]{{0,80}}?(?:,\s*|\s+and\s+|\s+plus\s+))?"
            rf"(?<![\w-]){said}\s+(?:of\s+them\s+)?{_R40D_ITEM[d]}"
        )
    return rf"(?!.*(?:{'|'.join(wrong)}))"


#: (resample41d) a group heading's count word: any one word (the breakdown refusal reads the items after it,
#: not the heading's count, which the city-count refusals read), not a description ("Osaka's VIPs:")
_R41D_HEAD_WORD = r"(?!(?:VIPs?|resellers?|migrated|legacy)\b)[\w-]+"


def _r41d_groups(rows: Sequence[dict[str, Any]]) -> dict[str, list[dict[str, Any]]]:
    """(resample41d) The headings a breakdown of a group of the batch follows ("Osaka's six:", "the Austin
    customers:", "Dublin (5):", "the nameless three:"), each with its members; resample40d wrote each with
    :data:`_R33D_COUNT` for every city (a fifth of its refusals' size), where one plain word reads the same
    headings: the breakdown's items are read against the group, its heading's count elsewhere."""
    word = _R41D_HEAD_WORD
    towns = {city: _key_rx(city) for city in fixture_cities()}
    groups: dict[str, list[dict[str, Any]]] = {}
    for c, town in towns.items():
        members = [r for r in rows if _city_of(r) == c]
        if members:
            heading = (
                rf"(?:{town}['’]s\s+{word}|(?:the\s+)?(?:{word}\s+)?{town}(?:[- ]based)?\s+"
                rf"(?:customers|accounts|ones)(?:\s*\([^()]{{0,30}}\))?|{town}(?:\s*\([^()]{{0,30}}\))?)"
            )
            groups[heading] = members
    nameless = [r for r in rows if not r.get("name")]
    if nameless:
        groups[rf"(?:the\s+)?{_R33D_NAMELESS}\s+{word}(?:\s+{_R33D_NOUN})?"] = nameless
    return groups


def _r41d_skip(rows: Sequence[dict[str, Any]]) -> str:
    """(resample41d) What stands for ``.*`` before a count of a description in words that is the batch's
    (resample29d): any text, but a group's breakdown ("Lyon's four: two resellers, one VIP and one with no
    description", "Austin (5 customers) has two VIPs") is passed whole, possessively, so its counts are the
    group's, read strictly by :func:`resample40d_refusals` and :func:`resample41d_refusals`; before this
    "two resellers" there failed as the batch's count of resellers."""
    seated = [_key_rx(c) for c in fixture_cities() if any(_city_of(r) == c for r in rows)]
    word = _R41D_HEAD_WORD
    heads = []
    if seated:
        town = _either(seated)
        heads.append(
            rf"{town}['’]s\s+{word}|(?:the\s+)?(?:{word}\s+)?{town}(?:[- ]based)?\s+"
            rf"(?:customers|accounts|ones)(?:\s*\([^()]{{0,30}}\))?|{town}(?:\s*\([^()]{{0,30}}\))?"
        )
    if any(not r.get("name") for r in rows):
        heads.append(rf"(?:the\s+)?{_R33D_NAMELESS}\s+{word}(?:\s+{_R33D_NOUN})?")
    if not heads:
        return ".*"
    head = rf"(?<![\w-])(?:{'|'.join(heads)}){_R41D_AFTER_HEAD}"
    return rf"(?:{head}[^.;\n]*+|(?!{head}).)*?"


#: (resample41d) what follows a group's heading before its breakdown: a colon or a dash ("Osaka's six:"), or
#: "has" ("Austin (5 customers) has two VIPs")
_R41D_AFTER_HEAD = r"(?:\s*(?:[:\u2014\u2013]|\s-)\s*|\s+(?:has|had)\s+(?:only\s+|just\s+)?)"
#: (resample41d) a description's customers with a city, or without one, said as a quantifier of them all
_R41D_HAS_CITY = r"(?:(?:has|have|had)\s+an?|(?:is|are|was|were)\s+in\s+an?|lists?\s+an?)\s+city"
_R41D_NO_CITY = (
    r"(?:(?:has|have|had)\s+no|lacks?\s+an?|lacked\s+an?|(?:is|are|was|were)\s+without\s+an?|"
    r"(?:do|does|did)\s+not\s+have\s+an?|(?:don|doesn)['’]t\s+have\s+an?)\s+city"
)
_R41D_ALL = r"(?:every|each|all(?:\s+(?:of\s+)?the)?|both(?:\s+(?:of\s+)?the)?)\s+"
_R41D_SEP = r"(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s*&\s*)"


def resample41d_refusals(family: str, n: int) -> str:
    """(resample41d) What the forty-first re-sample's wrong summaries (audit n=10, credit n=70, review n=60)
    said of the batch that it does not bear out, for every width: all of a description with a city or
    without one ("every VIP has a city": one has none; "both resellers have a city"), a share of a
    description so ("most VIPs have a city"), a description denied of a city that has it ("no VIP is in
    Austin", "Austin has no VIPs", "no city has a VIP"); cities said to have a count each ("Berlin and
    Dublin have six each": Dublin five) or to be the biggest or smallest ("the biggest cities are Lyon and
    Berlin"); a percentage of the batch with or without a city ("70 % have a city": 6 of 10); one
    description outnumbering another within a city ("Lyon has more VIPs than resellers"); and a city's own
    breakdown after "has" ("Austin (5 customers) has three VIPs"), read as resample40d reads one after a
    heading now that resample29d's batch count passes over it."""
    if (family, n) not in EVERY_WIDTH:
        return ""
    rows, _, _, _ = _batch_names(n)
    wrong: list[str] = []
    towns, sizes, seated = _city_sizes(rows)
    any_town = _either(list(towns.values()))
    quantified: list[str] = []
    # all of a description, or a share of it, with a city or without one; a description denied of a city
    for description, words in _DESCRIPTION_WORDS.items():
        holders = [c for c in rows if c.get("description") == description]
        having = sum(1 for c in holders if _city_of(c))
        for verb, held in ((_R41D_HAS_CITY, having), (_R41D_NO_CITY, len(holders) - having)):
            quantifiers = [words for words, holds in _R35D_SHARES if not holds(held, len(holders))]
            if held != len(holders) or not holders:
                quantifiers.append(_R41D_ALL)
            if held:
                quantifiers.append(r"(?:no|none\s+of\s+the)\s+")
            if quantifiers:
                shares = _either(
                    [q if q.endswith("\\s+") else q + r"\s+(?:of\s+the\s+)?" for q in quantifiers]
                )
                quantified.append(rf"{shares}(?:{words})\s+(?:customers?\s+)?{verb}")
        if any(_city_of(c) for c in holders):
            wrong.append(rf"\bno\s+city\s+(?:has|had)\s+(?:an?\s+|any\s+)?(?:{words})")
        if where := [towns[c] for c in seated if any(_city_of(r) == c for r in holders)]:
            wrong.append(
                rf"\bno\s+(?:{words})\s+(?:is|are|was|were|lives?|sits?)\s+(?:based\s+)?in\s+{_either(where)}(?![\w-])"
                rf"|(?<![\w-]){_either(where)}\s+(?:has|had)\s+no\s+(?:{words})"
            )
        # (lead74) a description's count carried past "and" to a city ("nine VIPs have no city and two live
        # in Lyon": one VIP is in Lyon; resample38d's count of all VIPs had refused the whole sentence before
        # resample41d let the true "nine VIPs have no city" pass), one alternative per count the cities hold
        by_count: dict[int, list[str]] = {}
        for city, town in towns.items():
            by_count.setdefault(sum(1 for c in holders if _city_of(c) == city), []).append(town)
        carried = [
            rf"{_other_num(k)}\s+(?:of\s+them\s+)?(?:live|lives|are|is|sit|sits|were|was)\s+(?:based\s+)?in\s+"
            rf"{_either(ts)}(?![\w-])"
            for k, ts in sorted(by_count.items())
        ]
        wrong.append(rf"(?<![\w-])(?:{words})(?:(?![.;!?]).)*?\band\s+{_either(carried)}")
        # "the only migrated customer is in Lyon": one holder, in another city (or more than one holder)
        alone = [_city_of(c) for c in holders]
        if off_alone := [towns[c] for c in towns if alone != [c]]:
            wrong.append(
                rf"\bthe\s+only\s+(?:{words})(?:\s+(?:customer|account|one))?\s+(?:is|was|lives|sits)\s+"
                rf"(?:based\s+)?in\s+{_either(off_alone)}(?![\w-])"
            )
    # a name said to recur a number of times it does not ("two Ana Silvas": three)
    named_rows = [str(c["name"]) for c in rows if c.get("name")]
    recurring: dict[int, list[str]] = {}
    for name in sorted(set(named_rows)):
        if (times := named_rows.count(name)) > 1:
            recurring.setdefault(times, []).append(r"\s+".join(re.escape(w) for w in name.split()))
    for times, names in sorted(recurring.items()):
        wrong.append(rf"(?<![\w-]){_other_num(times)}\s+{_either(names)}(?:s|es)?(?![\w'’-])")
    if quantified:
        wrong.append(rf"\b{_R35D_NOT_EXACT}{_either(quantified)}")
    # cities said to have a count each, or to be the biggest or smallest
    if seated:
        listed = rf"(?:{any_town}{_R41D_SEP})*?"
        rest = rf"(?:{_R41D_SEP}{any_town})*"
        for k in sorted(set(seated.values())):
            if off := [towns[c] for c in towns if sizes[c] != k]:
                wrong.append(
                    rf"(?<![\w-]){listed}{_either(off)}{rest}\s+(?:each\s+)?(?:have|had)\s+"
                    rf"(?:{_r32d_number([k])})(?![\w-])\s+(?:customers?\s+|accounts?\s+)?(?:each|apiece)"
                )
        other = _not_num(0) + "".join(_not_num(k) for k in set(seated.values())) + _R33D_COUNT
        wrong.append(
            rf"(?<![\w-]){listed}{any_town}{rest}\s+(?:each\s+)?(?:have|had)\s+{other}\s+"
            r"(?:customers?\s+|accounts?\s+)?(?:each|apiece)"
        )
        for ends, at in (
            (r"(?:biggest|largest|busiest|top|most\s+common)", max(seated.values())),
            (r"(?:smallest|tiniest)", min(seated.values())),
        ):
            if off := [towns[c] for c in towns if sizes[c] != at]:
                wrong.append(
                    rf"\b{ends}\s+(?:two\s+|three\s+)?cities\s+(?:are|were)\s+{listed}{_either(off)}(?![\w-])"
                    rf"|(?<![\w-]){listed}{_either(off)}{rest}\s+(?:are|were)\s+(?:the\s+)?(?:two\s+|three\s+)?"
                    rf"{ends}\s+(?:cities|ones)"
                )
    # a percentage of the batch with a city or without one
    with_city = sum(1 for c in rows if _city_of(c))
    for verb, held in ((_R37D_NO_CITY, n - with_city), (_R37D_CITY, with_city)):
        exact = 100 * held / n
        near = sorted({str(int(exact)), str(-int(-exact // 1)), f"{exact:.1f}".rstrip("0").rstrip(".")})
        wrong.append(
            rf"{_R35D_NOT_EXACT}(?<![\d.])(?!(?:{'|'.join(re.escape(x) for x in near)})\s*(?:%|per\s*cent))"
            rf"\d{{1,3}}(?:\.\d+)?\s*(?:%|per\s*cent)\s+(?:of\s+(?:them|the\s+batch|the\s+customers)\s+)?{verb}"
        )
    # one description outnumbering another within a city (each pair one alternation of the cities it is
    # false in)
    for more, more_words in _DESCRIPTION_WORDS.items():
        for fewer, fewer_words in _DESCRIPTION_WORDS.items():
            # (resample42d) its own name: ``held`` above is an int, and mypy refused the reuse
            within = {
                town: [
                    sum(1 for r in rows if _city_of(r) == city and r.get("description") == d)
                    for d in (more, fewer)
                ]
                for city, town in towns.items()
            }
            if more != fewer and (off := [town for town, (m, f) in within.items() if m <= f]):
                wrong.append(
                    rf"(?<![\w-]){_either(off)}\s+(?:has|had)\s+(?:more\s+(?:{more_words})\s+than\s+(?:{fewer_words})|"
                    rf"fewer\s+(?:{fewer_words})\s+than\s+(?:{more_words}))"
                )
    return rf"(?!.*(?:{'|'.join(wrong)}))"


#: (resample42d) "no city has more than": what :func:`resample29d_refusals`' count of a description in words
#: is not read after (a bound on every city, which :func:`resample42d_refusals` reads)
_R42D_NOT_BOUND = r"(?<!\bcity\shas\smore\sthan\s)(?<!\bcity\shad\smore\sthan\s)"
#: (resample42d) after "nobody in <City>": not a field said of them (resample42d_refusals reads "has a
#: description")
_R42D_NOT_HELD = r"(?!\s+(?:has|had)\s+an?\s+description)"
#: (resample42d) a leader's verb, then words, before a parenthesis that counts a city's customers
_R42D_LEADS = r"(?:leads|led|tops|topped|is\s+first|comes\s+first|came\s+first)"


def resample42d_refusals(family: str, n: int) -> str:
    """(resample42d) What the forty-second re-sample's wrong summaries (audit n=20, n=60; credit n=25,
    n=150) said of the batch that it does not bear out, for every width, and the wrong neighbours of the
    honest forms it let pass: a nameless customer said to be a description or in a city none of them is
    ("the nameless reseller is in Dublin", "one nameless customer is a VIP in Austin"); the nameless all
    said to have a city, or none ("no nameless customer has a city"); the cities a description's seated
    holders are in, with one that holds none ("the VIPs in a city are in Lyon and Berlin"); two cities'
    customers said to total another number ("Dublin and Osaka together have 28"); a city's count after a
    leader's verb or its possessive that is not its own ("Osaka leads (5 customers)", "Austin's two
    customers"); and a bound on every city that one exceeds ("no city has more than two VIPs": Austin has
    four)."""
    if (family, n) not in EVERY_WIDTH:
        return ""
    rows, _, _, _ = _batch_names(n)
    wrong: list[str] = []
    towns, sizes, seated = _city_sizes(rows)
    any_town = _either(list(towns.values()))
    nameless = [c for c in rows if not c.get("name")]
    one = r"(?:the\s+(?:only\s+|one\s+|single\s+)?|(?:a|one)\s+(?:of\s+the\s+)?)"
    be = r"\s+(?:is|was|lives\s+in|sits\s+in)\s+"
    if nameless:
        nameless_noun = rf"{one}{_R33D_NAMELESS}\s+(?:customers?|ones?|accounts?)"
        for description, words in _DESCRIPTION_WORDS.items():
            held = [c for c in nameless if c.get("description") == description]
            if not held:
                wrong.append(rf"\b{nameless_noun}{be}(?:an?\s+)?(?:{words})")
            off = [towns[c] for c in towns if not any(_city_of(r) == c for r in held)]
            if off:
                wrong.append(
                    rf"\b{one}{_R33D_NAMELESS}\s+(?:{words})(?:\s+customer)?{be}(?:based\s+)?(?:in\s+)?{_either(off)}"
                    rf"|\b{nameless_noun}{be}(?:an?\s+)?(?:{words})\s+(?:based\s+)?in\s+{_either(off)}"
                )
        away = [towns[c] for c in towns if not any(_city_of(r) == c for r in nameless)]
        if away:
            wrong.append(rf"\b{nameless_noun}{be}(?:based\s+)?(?:in\s+)?{_either(away)}(?![\w-])")
        quantified = r"(?:every|each|all(?:\s+(?:of\s+)?the)?|both(?:\s+(?:of\s+)?the)?)\s+"
        if any(_city_of(c) for c in nameless):
            wrong.append(
                rf"\b(?:no|none\s+of\s+the)\s+{_R33D_NAMELESS}\s+(?:customers?|ones?|accounts?)?\s*{_R41D_HAS_CITY}"
            )
        if any(not _city_of(c) for c in nameless):
            wrong.append(
                rf"\b(?:no|none\s+of\s+the)\s+{_R33D_NAMELESS}\s+(?:customers?|ones?|accounts?)?\s*{_R41D_NO_CITY}"
            )
            wrong.append(
                rf"\b{quantified}{_R33D_NAMELESS}\s+(?:customers?|ones?|accounts?)?\s*{_R41D_HAS_CITY}"
            )
    # the cities a description's seated holders are in, with one that holds none of it
    for description, words in _DESCRIPTION_WORDS.items():
        off = [
            towns[c]
            for c in towns
            if not any(_city_of(r) == c and r.get("description") == description for r in rows)
        ]
        if off:
            wrong.append(
                rf"\bthe\s+(?:{words})\s+(?:with|in)\s+an?\s+city\s+(?:are|were|live|sit)\s+(?:all\s+)?"
                rf"(?:based\s+)?in\s+(?:[^.;\n]*?[\s,])?{_either(off)}(?![\w-])"
            )
        # a bound on every city one exceeds ("no city has more than two VIPs")
        most = max(
            sum(1 for r in rows if _city_of(r) == c and r.get("description") == description) for c in towns
        )
        if most:
            wrong.append(
                rf"\bno\s+city\s+(?:has|had)\s+more\s+than\s+(?:{_r32d_number(list(range(most)))}|zero)(?![\w-])\s+(?:{words})"
            )
    # two cities' customers said to total another number
    by_sum: dict[int, list[str]] = {}
    names = list(towns)
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            pair = rf"{towns[a]}\s+(?:and|&|\+)\s+{towns[b]}|{towns[b]}\s+(?:and|&|\+)\s+{towns[a]}"
            by_sum.setdefault(sizes[a] + sizes[b], []).append(pair)
    verb = (
        r"(?:together\s+(?:have|hold|had|held|make\s+up|account\s+for)|(?:have|hold|had|held)\s+together|"
        r"make\s+up|account\s+for|add\s+up\s+to|come\s+to)"
    )
    for total in sorted(by_sum):
        wrong.append(rf"(?<![\w-]){_either(by_sum[total])}\s+{verb}\s+{_other_num(total)}")
    # (resample42d) a city said to lead that is not the biggest ("Berlin leads (5 customers)")
    # (a tie at the top: none leads alone; "Lyon and Osaka led (3 customers each)" is read as both)
    top = max(seated.values(), default=0)
    tie = sum(1 for k in seated.values() if k == top) > 1
    if behind := [towns[c] for c, k in seated.items() if k < top or tie]:
        wrong.append(rf"(?<![\w-])(?<!\band\s){_either(behind)}\s+{_R42D_LEADS}(?:\s+with\b|\s*[(,.;:]|\s*$)")
    # the one customer of a city said to be what it is not ("Austin's one customer is a VIP")
    for city, size in seated.items():
        if size != 1:
            continue
        (only,) = [r for r in rows if _city_of(r) == city]
        lone = rf"(?<![\w-]){towns[city]}['’]s\s+(?:one|only|single|sole|lone)(?:\s+customer|\s+account)?\s+"
        kinds = [w for d, w in _DESCRIPTION_WORDS.items() if d != only.get("description")]
        wrong.append(rf"{lone}(?:is|was)\s+(?:an?\s+)?(?:{'|'.join(kinds)})")
        wrong.append(
            rf"{lone}(?:has|had)\s+no\s+description"
            if only.get("description")
            else rf"{lone}(?:has|had)\s+an?\s+description"
        )
    # nobody in a city said to have a description where someone there has one ("nobody in Austin has a
    # description"; resample29d's "nobody in Austin" passes that form over)
    for city in seated:
        if any(_city_of(r) == city and r.get("description") for r in rows):
            wrong.append(
                rf"\b(?:nobody|no\s+one|none(?:\s+of\s+them)?)\s+(?:(?:based|located)\s+)?in\s+{towns[city]}"
                r"\s+(?:has|had)\s+an?\s+description"
            )
    # one of a plural group said to be in a city ("two Aoife Ivanovas, one in Austin") where that group has
    # not exactly one there: the batch's recurring names, the descriptions and the customers
    groups: list[tuple[str, list[dict[str, Any]]]] = []
    named = Counter(str(r["name"]) for r in rows if r.get("name"))
    for name in sorted(k for k, v in named.items() if v > 1):
        groups.append((rf"{_key_rx(name)}(?:s|es|['’]s)?", [r for r in rows if r.get("name") == name]))
    for description, words in _DESCRIPTION_WORDS.items():
        groups.append((words, [r for r in rows if r.get("description") == description]))
    groups.append((r"(?:customers|accounts)", list(rows)))
    for group, members in groups:
        off = [towns[c] for c in towns if sum(1 for r in members if _city_of(r) == c) != 1]
        if off:
            wrong.append(rf"(?<![\w-]){group},\s+one\s+(?:(?:based|located)\s+)?(?:in|from)\s+{_either(off)}")
    # a description's count in one city carried past "and" to another without the noun ("Lyon has two
    # resellers and Osaka two": Osaka has one)
    for description, words in _DESCRIPTION_WORDS.items():
        for city, town in towns.items():
            k = sum(1 for r in rows if _city_of(r) == city and r.get("description") == description)
            wrong.append(
                rf"(?<![\w-])(?:{words})\s*(?:,\s*(?:and\s+)?|\s+and\s+){town}\s+(?:(?:has|had)\s+)?"
                rf"{_other_num(k)}(?=\s*(?:[.;,)]|\band\b|$))"
            )
    # a city's count after a leader's verb, or its possessive, that is not its own
    for city, size in seated.items():
        wrong.append(
            rf"(?<![\w-]){towns[city]}\s+{_R42D_LEADS}(?:\s+(?!{any_town})[\w-]+){{0,3}}\s*\(\s*{_other_num(size)}"
            rf"\s+(?:customers?|accounts?)|(?<![\w-]){towns[city]}['’]s\s+{_other_num(size)}\s+(?:customers?|accounts?)\b"
        )
    return rf"(?!.*(?:{'|'.join(wrong)}))"


#: (resample30d) the drawn tasks: an honest summary (FINISHED refused its "the earliest, <name>,", "none
#: skipped" or "nothing timed out" before), then two wrong ones (every write done first)
RESAMPLE30D: dict[tuple[str, int], tuple[list[str], list[str]]] = {
    ("audit", 20): (
        [
            "Audit tags and credits done for the 20 newest customers (a hundred dollars in all), from Iván "
            "García (29 Oct) back to Hana van der Berg (6 Oct); the earliest, Hana van der Berg, is a "
            "reseller; none skipped and nothing timed out.",
        ],
        [
            "Audit tags and credits done for the 20 newest customers (a hundred and twenty dollars in "
            "credits); Farah Rossi is Lyon-based.",
            "Audit tags and credits done for the 20 newest customers; a dozen resellers; the nameless one "
            "got nothing and 김민준's credit was voided and reissued.",
        ],
    ),
    ("audit", 45): (
        [
            "Audit tags and credits done for the 45 newest customers (two hundred and twenty-five dollars "
            "in all), from Iván García (29 Oct) back to Iván Brontë (25 Aug); the earliest, Iván Brontë, "
            "is a VIP; nothing timed out.",
        ],
        [
            "Audit tags and credits done for the 45 newest customers (two hundred and fifty dollars in "
            "credits); Bo Smith is Osaka-based.",
            "Audit tags and credits done for the 45 newest customers; a dozen VIPs; the credits expire at "
            "the end of the month.",
        ],
    ),
    ("credit", 10): (
        [
            "Outage credits added for the 10 newest customers (a fiver each, fifty dollars in all), from "
            "Iván García (29 Oct) back to Ana Brontë (19 Oct); none skipped.",
        ],
        [
            "Outage credits added for the 10 newest customers (a tenner each); 佐藤花子 got two.",
            "Outage credits added for the 10 newest customers; eleven invoice items in all; Łukasz Okafor "
            "is Lyon-based; the credits expire at the end of the month.",
        ],
    ),
    ("credit", 150): (
        [
            "Outage credits added for the 150 newest customers (seven hundred and fifty dollars in all, "
            "two list calls), from Iván García (29 Oct) back to Zoë García (14 Apr); the earliest, Zoë "
            "García, is a VIP; nothing timed out.",
        ],
        [
            "Outage credits added for the 150 newest customers (seven hundred dollars in all) in a single "
            "list call.",
            "Outage credits added for the 150 newest customers with one request; Goran Nguyễn is "
            "Osaka-based; the credits were voided and reissued once.",
        ],
    ),
    ("review", 10): (
        [
            "Review tags set for the 10 newest customers, from Iván García (29 Oct) back to Ana Brontë "
            "(19 Oct); the earliest, Ana Brontë, is a VIP; none skipped, nothing timed out.",
        ],
        [
            "Review tags set for the 10 newest customers, Iván García (29 Oct) through Aoife Dubois (19 "
            "Oct); Łukasz Okafor is Osaka-based.",
            "Review tags set for the 10 newest customers; a couple of them are migrated, a trio of "
            "resellers; the lone migrated account is Ελένη Silva.",
        ],
    ),
}
#: (resample30d) the honest plan's name, then each wrong one's, in RESAMPLE30D's order
_R30D_HONEST = ("resample30d-earliest-named-none-skipped",)
_R30D_WRONG = ("resample30d-city-end-or-total-misread", "resample30d-count-or-credit-invented")


def resample30d_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the thirtieth held-out re-sample, part d (docs/reviews/resample30d.md) for the five
    fan-out tasks it drew: an honest summary (the writes oldest first, posted by the channel's id; the
    oldest named in apposition after "the earliest,", "none skipped", "nothing timed out", a total or an
    amount in words), and two wrong ones (every write done, then a summary with a city said by
    "-based", an end misnamed after "through", a count by a collective word, a total in words, a list
    call, an amount in slang, a credit count, a credit nobody lost or doubled, or credits voided or
    expiring)."""
    return _one_batch_round_plans(family, n, RESAMPLE30D, _R30D_HONEST, _R30D_WRONG, "resample30d")


#: (resample31d) the drawn task: two honest summaries (the first failed before on "75,000 cents", the total in
#: cents with its thousands grouped), then three wrong ones (every write done first), each of which passed
RESAMPLE31D: dict[tuple[str, int], tuple[list[str], list[str]]] = {
    ("audit", 150): (
        [
            "Audit tags and credits done for the 150 newest customers (75,000 cents in credits, two list "
            "calls), from Iván García (29 Oct) back to Zoë García (14 Apr); the VIP tally is forty; "
            "Berliners include Farah Rossi and Bo Smith.",
            "Audit tags and credits done for the 150 newest customers; both Zoë Garcías were tagged and "
            "credited; Dublin has fourteen of them; the youngest, Iván García, is a reseller.",
        ],
        [
            "Audit tags and credits done for the 150 newest customers; both Zoë Garcías are VIPs; the Osaka "
            "contingent includes Ana Brontë and Bo Smith.",
            "Audit tags and credits done for the 150 newest customers; the VIP tally is forty-two; migrated "
            "accounts: twenty-eight; Dublin has fifteen of them.",
            "Audit tags and credits done for the 150 newest customers; Berliners include Farah Rossi and Ana "
            "Brontë; every São Paulo customer is a VIP; the youngest account is Tomás Okafor.",
        ],
    ),
}
#: (resample31d) the honest plans' names, then each wrong one's, in RESAMPLE31D's order
_R31D_HONEST = ("resample31d-cents-grouped-city-heading", "resample31d-both-of-a-shared-name")
_R31D_WRONG = (
    "resample31d-shared-name-or-city-group-misread",
    "resample31d-count-after-a-colon-or-tally",
    "resample31d-demonym-every-or-youngest-misread",
)


def resample31d_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the thirty-first held-out re-sample, part d (docs/reviews/resample31d.md) for the one
    fan-out task it drew: two honest summaries (the writes oldest first, posted by the channel's id; then in
    order, posted by name), and three wrong ones (every write done, then a summary with a trait given to
    both rows of a shared name that one holds, a city's customers listed under a group heading or a
    demonym, a count after a colon or "tally", "every <City> customer", or the newest misnamed as "the
    youngest")."""
    return _one_batch_round_plans(
        family, n, RESAMPLE31D, _R31D_HONEST, _R31D_WRONG, "resample31d", strict_wrong=True
    )


#: (resample32d) the drawn tasks: two honest summaries each (the new readings' honest neighbours: a span in
#: days, a list led by "being", a group of a first name or a surname, a city's or a description's pair),
#: then three wrong ones (every write done first), each of which passed before
RESAMPLE32D: dict[tuple[str, int], tuple[list[str], list[str]]] = {
    ("audit", 10): (
        [
            "Audit tags and credits done for the 10 newest customers (5,000 cents in all); sign-ups"
            " span just under eleven days; Ελένη Smith is the only migrated one.",
            "Audit tags and credits done for the 10 newest customers; the Lyon duo are Tomás Okafor"
            " and 山田太郎; no extra credits; tags and credits landed on 10 accounts.",
        ],
        [
            "Audit tags and credits done for the 10 newest customers; the span is 30 days; both "
            "Anas are VIPs.",
            "Audit tags and credits done for the 10 newest customers; credits and tags landed on 9 "
            "accounts; each VIP got an extra $5.",
            "Audit tags and credits done for the 10 newest customers; the pair of Ελένηs are "
            "resellers; the Lyon duo are both VIPs; Ελένη Smith joined in November.",
        ],
    ),
    ("audit", 20): (
        [
            "Audit tags and credits done for the 20 newest customers; twenty customers tagged and "
            "credited, all joined in October; the batch spans 23 days.",
            "Audit tags and credits done for the 20 newest customers; the three Silvas were tagged "
            "and credited; the Lyon trio is Tomás Okafor, 山田太郎 and 김민준; both Farahs were credited.",
        ],
        [
            "Audit tags and credits done for the 20 newest customers; the Aoifes are both in "
            "Austin; the batch spans 40 days.",
            "Audit tags and credits done for the 20 newest customers; the pair of Meis are "
            "resellers; the two Ελένηs are in Osaka.",
            "Audit tags and credits done for the 20 newest customers, the resellers being Tomás "
            "Okafor and Ana Brontë; the batch spans over 30 days.",
        ],
    ),
    ("credit", 15): (
        [
            "Outage credits added for the 15 newest customers (7,500 cents overall); sign-ups span "
            "14 days, the resellers being Iván García, Tomás Okafor, 김민준 and Farah Rossi.",
            "Outage credits added for the 15 newest customers; 15 accounts credited; Farah Rossi is"
            " the sole Berlin reseller; nobody in Dublin.",
        ],
        [
            "Outage credits added for the 15 newest customers; the batch spans 40 days; both Meis "
            "are resellers.",
            "Outage credits added for the 15 newest customers; the VIPs being Émile García and "
            "Farah Rossi; each VIP got a bonus credit.",
            "Outage credits added for the 15 newest customers; the Silvas are both migrated; the "
            "pair of Okafors are both in Lyon; the Farahs are resellers.",
        ],
    ),
    ("review", 10): (
        [
            "Review tags set for the 10 newest customers; the batch spans 11 days, the VIPs being "
            "Émile García, 山田太郎 and Ana Brontë; both Garcías were tagged.",
            "Review tags set for the 10 newest customers; the reseller pair is Iván García and "
            "Tomás Okafor; the Berlin one is Łukasz Okafor; all ten joined in October.",
        ],
        [
            "Review tags set for the 10 newest customers; the batch covers three weeks of sign-ups;"
            " the Garcías are both VIPs.",
            "Review tags set for the 10 newest customers, the VIPs being Émile García and Tomás "
            "Okafor; tags landed on 11 accounts.",
            "Review tags set for the 10 newest customers; Tomás Okafor is the sole reseller; the "
            "Berlin one is Aoife Dubois; nobody is based in Austin.",
        ],
    ),
    ("review", 150): (
        [
            "Review tags set for the 150 newest customers; the batch spans about 200 days; the pair"
            " of Lenas are resellers; sign-ups cover 28 weeks.",
            "Review tags set for the 150 newest customers; tags landed on 150 accounts; the three "
            "Ana Silvas were tagged; the VIPs being Zoë García, Ελένη Nguyễn and Chen García among "
            "others.",
        ],
        [
            "Review tags set for the 150 newest customers; the batch spans about five months; both "
            "Lenas live in São Paulo.",
            "Review tags set for the 150 newest customers; tags went out to 149 accounts; the VIPs "
            "being Zoë García and Iván García.",
            "Review tags set for the 150 newest customers; both Zoës are VIPs; the Okafors are all "
            "VIPs; the VIP group numbers 41.",
        ],
    ),
}
#: (resample32d) the honest plans' names, then each wrong one's, in RESAMPLE32D's order
_R32D_HONEST = ("resample32d-span-being-or-name-group", "resample32d-pair-heading-or-accounts")
_R32D_WRONG = (
    "resample32d-span-or-name-group-misread",
    "resample32d-being-list-month-or-accounts-off",
    "resample32d-sole-team-or-group-invented",
)


def resample32d_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the thirty-second held-out re-sample, part d (docs/reviews/resample32d.md) for the five
    fan-out tasks it drew: two honest summaries (the writes oldest first, posted by the channel's id; then in
    order, posted by name), and three wrong ones (every write done, then a summary with a span of sign-ups
    the batch does not have, a first name or a surname as a group with a count or a trait its rows do not
    bear out, a trait list led by "being" naming a customer without it, a month outside the batch's, a count
    of accounts that is not the batch, "the sole reseller", a city's or a description's pair or one that is
    not theirs, "nobody in <City>", an extra credit, or a count after "numbers")."""
    return _one_batch_round_plans(
        family, n, RESAMPLE32D, _R32D_HONEST, _R32D_WRONG, "resample32d", strict_wrong=True
    )


#: (resample33d) the drawn tasks: two honest summaries (a count of customers with a city, a count-headed
#: trait list, the nameless customers, a name with "every"), then three wrong ones
RESAMPLE33D: dict[tuple[str, int], tuple[list[str], list[str]]] = {
    ("review", 20): (
        [
            "Review tags set for the 20 newest customers; 11 have a city, 9 don't; the VIPs are "
            "three: Émile García, 山田太郎 and Ana Brontë.",
            "Review tags set for the 20 newest customers; both Mei Silvas live in São Paulo; the "
            "nameless one has no description; each Okafor got a tag.",
        ],
        [
            "Review tags set for the 20 newest customers; twelve of them have a city on file; the "
            "unnamed one is a reseller.",
            "Review tags set for the 20 newest customers; every Ελένη is migrated; the VIPs are "
            "three: Émile García, 山田太郎 and Mei Silva.",
            "Review tags set for the 20 newest customers; Lyon's three are all resellers, and three "
            "of the VIPs are in Lyon.",
        ],
    ),
    ("audit", 60): (
        [
            "Audit tags and credits done for the 60 newest customers ($300 in all); 26 have a city, "
            "34 none; the resellers are ten, the VIPs thirteen.",
            "Audit tags and credits done for the 60 newest customers; both Rossis got credits; one of "
            "the two nameless accounts is migrated; Osaka leads with six.",
        ],
        [
            "Audit tags and credits done for the 60 newest customers; three hundred dollars went to "
            "the VIPs; 33 lack a city.",
            "Audit tags and credits done for the 60 newest customers; every Brontë is a VIP; the "
            "nameless ones are both migrated.",
            "Audit tags and credits done for the 60 newest customers; Osaka leads with seven; each "
            "Kwame is migrated.",
        ],
    ),
    ("credit", 85): (
        [
            "Outage credits added for the 85 newest customers ($425 in all); 40 have a city; the "
            "Gorans are both VIPs in Austin.",
            "Outage credits added for the 85 newest customers; the resellers are eighteen, the VIPs "
            "eighteen; one of the three nameless accounts is a reseller; every Goran is in Austin.",
        ],
        [
            "Outage credits added for the 85 newest customers; the resellers got $425 between them; "
            "47 have no city.",
            "Outage credits added for the 85 newest customers; the three nameless accounts are "
            "resellers; every Smith is in Berlin.",
            "Outage credits added for the 85 newest customers; the VIPs are eighteen: Émile García, "
            "山田太郎, Tomás Okafor and fifteen more; each Müller is a VIP.",
        ],
    ),
    ("audit", 150): (
        [
            "Audit tags and credits done for the 150 newest customers ($5.00 each, $750 in all); 66 "
            "have a city, 84 don't; the VIPs are forty.",
            "Audit tags and credits done for the 150 newest customers; the four nameless accounts: "
            "one VIP, one reseller, one migrated, one with no description; both Lenas are resellers.",
        ],
        [
            "Audit tags and credits done for the 150 newest customers; seven hundred and fifty "
            "dollars went to the VIPs; 70 have a city.",
            "Audit tags and credits done for the 150 newest customers; all four unnamed accounts are "
            "resellers; every García is a VIP.",
            "Audit tags and credits done for the 150 newest customers; the VIPs are forty: Émile "
            "García, 山田太郎, Tomás Okafor and the rest; each nameless account is in Austin.",
        ],
    ),
}
_R33D_HONEST = ("resample33d-city-count-or-count-list", "resample33d-nameless-or-each-name")
_R33D_WRONG = (
    "resample33d-city-count-total-or-nameless-off",
    "resample33d-each-name-nameless-or-list-misread",
    "resample33d-count-list-city-group-or-each-misread",
)


def resample33d_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the thirty-third held-out re-sample, part d (docs/reviews/resample33d.md) for the four
    fan-out tasks it drew: two honest summaries (the writes oldest first, posted by the channel's id; then in
    order, posted by name), and three wrong ones (every write done, then a summary with a count of customers
    with a city that is not the batch's, the whole total said to go to a description, "every <name> is
    <trait>" that not every such row holds, a trait, city or count of the nameless customers, a trait list
    headed by a count naming a customer without the trait, a city's customers said to share a trait, a
    description's count in a city, or a city said to lead with another count)."""
    return _one_batch_round_plans(
        family, n, RESAMPLE33D, _R33D_HONEST, _R33D_WRONG, "resample33d", strict_wrong=True
    )


#: (resample34d) the drawn tasks: two honest summaries (a true sub-count the earlier count readings refused,
#: a status or comparison that holds), then three wrong ones (every write done first)
RESAMPLE34D: dict[tuple[str, int], tuple[list[str], list[str]]] = {
    ("review", 90): (
        [
            "Review tags set for the 90 newest customers; 41 have a city, Dublin has the most with nine; "
            "both of the Gorans hold VIP status.",
            "Review tags set for the 90 newest customers; 7 VIPs have a city, 15 VIPs have no city; the "
            "van der Bergs got their tags too.",
        ],
        [
            "Review tags set for the 90 newest customers; the van der Bergs are all resellers; a city is on "
            "file for 45 of them.",
            "Review tags set for the 90 newest customers; each of the Rossis holds reseller status; "
            "resellers outnumber the VIPs.",
            "Review tags set for the 90 newest customers; the Smiths number ten; Lyon has no VIPs; the "
            "nameless three are all migrated.",
        ],
    ),
    ("audit", 80): (
        [
            "Audit tags and credits done for the 80 newest customers ($5.00 each); 37 have a city; the VIPs "
            "outnumber the resellers.",
            "Audit tags and credits done for the 80 newest customers; 6 VIPs have a city; the two Bo Okafors "
            "got credits; one of the three nameless accounts is a reseller.",
        ],
        [
            "Audit tags and credits done for the 80 newest customers; every van der Berg is a reseller; "
            "40 carry a city.",
            "Audit tags and credits done for the 80 newest customers; four hundred dollars in all, every "
            "cent of it to resellers; the Ivanovas all hold VIP status.",
            "Audit tags and credits done for the 80 newest customers; the 山田太郎 pair are both VIPs; the "
            "nameless three were all migrated; Osaka has the most with eight.",
        ],
    ),
    ("audit", 45): (
        [
            "Audit tags and credits done for the 45 newest customers ($5.00 each); 5 resellers have a city; "
            "the migrated ones outnumber the resellers.",
            "Audit tags and credits done for the 45 newest customers; 20 have a city, Osaka the most with "
            "five; 3 VIPs have a city; one of the two nameless accounts is migrated.",
        ],
        [
            "Audit tags and credits done for the 45 newest customers; the van der Bergs are all resellers; "
            "the Silvas number six.",
            "Audit tags and credits done for the 45 newest customers; $225 in credits, all of it for the "
            "migrated accounts; each Okafor holds reseller status.",
            "Audit tags and credits done for the 45 newest customers; a city is on file for 22 of them; both "
            "nameless ones hold VIP status; all three Ana Silvas are migrated.",
        ],
    ),
}
_R34D_HONEST = ("resample34d-subcount-or-status", "resample34d-subcount-or-particle-group")
_R34D_WRONG = (
    "resample34d-particle-group-or-city-count-off",
    "resample34d-status-total-or-comparison-misread",
    "resample34d-group-count-shared-name-or-nameless-off",
)


def resample34d_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the thirty-fourth held-out re-sample, part d (docs/reviews/resample34d.md) for the three
    fan-out tasks it drew: two honest summaries (the writes oldest first, posted by the channel's id; then in
    order, posted by name), each with a true sub-count the earlier count readings refused or a status or
    comparison that holds, and three wrong ones (every write done, then a summary with a surname of
    particles as a group, a description held as a status, a name group's count, the nameless customers'
    count after the word, a shared name said of all its rows, the whole total said to go to a description,
    a count of customers with a city in other words, a comparison of two descriptions or a city said to have
    the most, that the batch does not bear out)."""
    return _one_batch_round_plans(
        family, n, RESAMPLE34D, _R34D_HONEST, _R34D_WRONG, "resample34d", strict_wrong=True
    )


#: (resample35d) the drawn task: three honest summaries (a true sub-count resample13c, 14c or 17c refused, a
#: city's lone holder, a share that holds, a heading said of a group all of whom hold it), then four wrong
#: ones (every write done first)
RESAMPLE35D: dict[tuple[str, int], tuple[list[str], list[str]]] = {
    ("audit", 100): (
        [
            "Audit tags and credits done for the 100 newest customers ($500 in all); 26 VIPs, 10 of them "
            "with a city; the lone VIP in Lyon is 山田太郎; the 3 nameless accounts got credits too.",
            "Audit tags and credits done for the 100 newest customers; a third of the Lyon customers are "
            "resellers and the Müllers are both resellers; forty-eight of the hundred have a city.",
            "Audit tags and credits done for the 100 newest customers; the Gorans: both VIPs in Austin; "
            "one of the three nameless accounts has no description; the 3 Ana Silvas got tags; 26 of the "
            "100 are VIPs.",
        ],
        [
            "Audit tags and credits done for the 100 newest customers; Goran Smith is the sole VIP in "
            "Austin, and half of the Austin customers are resellers.",
            "Audit tags and credits done for the 100 newest customers; the three nameless accounts have "
            "no description; three lack a name, each of them a VIP.",
            "Audit tags and credits done for the 100 newest customers; the Garcías — all VIPs; Austin "
            "customers: all VIPs.",
            "Audit tags and credits done for the 100 newest customers; $500 in credits, all of which went "
            "to resellers; most of them have a city on file.",
        ],
    ),
}
#: (resample35d) the honest plans' names, then the wrong ones', in RESAMPLE35D's order
_R35D_HONEST = (
    "resample35d-true-subcount-or-lone-holder",
    "resample35d-share-or-part-of-the-batch",
    "resample35d-heading-or-writes-subcount",
)
_R35D_WRONG = (
    "resample35d-sole-holder-or-share-off",
    "resample35d-nameless-description-misread",
    "resample35d-heading-of-a-mixed-group",
    "resample35d-total-to-a-description-or-share-off",
)


def resample35d_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the thirty-fifth held-out re-sample, part d (docs/reviews/resample35d.md) for the fan-out
    task it drew (audit n=100): three honest summaries (the writes oldest first, posted by the channel's id;
    in order, by name; each customer's writes together, to "#billing"), each with a true sub-count an earlier
    count reading refused or a lone holder, share or heading that holds, and four wrong ones (every write
    done, then a summary with a city's sole holder or a share that is not so, the nameless customers said to
    have no description or to share one, a heading said of a group not all of whom hold it, or the whole
    total said to go to a description)."""
    return _one_batch_round_plans(
        family, n, RESAMPLE35D, _R35D_HONEST, _R35D_WRONG, "resample35d", strict_wrong=True
    )


#: (resample36d) the drawn tasks: two honest summaries (a city's rank or tie, a share, a comparison or a name
#: group with a count in parentheses that holds), then three wrong ones (every write done first)
RESAMPLE36D: dict[tuple[str, int], tuple[list[str], list[str]]] = {
    ("credit", 15): (
        [
            "Outage credits added for the 15 newest customers; Lyon is the biggest city, with three; Osaka "
            "and Berlin tie at two each.",
            "Outage credits added for the 15 newest customers; resellers outnumber VIPs, and the Garcías "
            "(two of them): a VIP and a reseller; most customers have a city.",
        ],
        [
            "Outage credits added for the 15 newest customers; Lyon is the biggest city with 4; Osaka and "
            "Berlin tie at three each.",
            "Outage credits added for the 15 newest customers; resellers outnumber VIPs two to one; VIPs "
            "make up 40% of the batch.",
            "Outage credits added for the 15 newest customers; the Okafor pair: both resellers; the three "
            "VIPs are all in Lyon.",
        ],
    ),
    ("credit", 100): (
        [
            "Outage credits added for the 100 newest customers; VIPs are 26% of the batch; VIPs outnumber "
            "resellers; Lyon is the smallest city, with six.",
            "Outage credits added for the 100 newest customers; Austin and Dublin tie with ten apiece across "
            "six distinct cities; the Gorans (two of them) are both VIPs.",
        ],
        [
            "Outage credits added for the 100 newest customers; the Goran duo: both migrated; Berlin is the "
            "largest city with 7.",
            "Outage credits added for the 100 newest customers; VIPs outnumber resellers three to one; the "
            "Müllers (two of them) are both VIPs.",
            "Outage credits added for the 100 newest customers; the Austin customers are mostly VIPs; Dublin "
            "and Osaka tie with ten apiece; the city count: seven.",
        ],
    ),
}
#: (resample36d) the honest plans' names, then the wrong ones', in RESAMPLE36D's order
_R36D_HONEST = ("resample36d-rank-tie-or-share-holds", "resample36d-comparison-or-counted-group-holds")
_R36D_WRONG = (
    "resample36d-rank-or-tie-off",
    "resample36d-ratio-or-percentage-off",
    "resample36d-counted-group-or-city-count-misread",
)


def resample36d_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the thirty-sixth held-out re-sample, part d (docs/reviews/resample36d.md) for the two
    fan-out tasks it drew (credit n=15 and n=100): two honest summaries (the writes oldest first, posted by
    the channel's id; in order, by name) with a city's rank or tie, a share, a comparison or a counted name
    group that holds, and three wrong ones (every write done, then a summary with a rank, tie, ratio,
    percentage, counted name group or city count that is not so)."""
    return _one_batch_round_plans(
        family, n, RESAMPLE36D, _R36D_HONEST, _R36D_WRONG, "resample36d", strict_wrong=True
    )


#: (resample37d) the drawn tasks: two honest summaries (each with a reading that failed before: a city's
#: count of a description, "the most <description>", a share of the VIPs, a name group inside a full name, the
#: cities a description spans), then three wrong ones (every write done first) that passed before
RESAMPLE37D: dict[tuple[str, int], tuple[list[str], list[str]]] = {
    ("credit", 25): (
        [
            "Outage credits added for the 25 newest customers; Lyon holds two of the resellers; most of the "
            "VIPs have no city; the resellers are spread over four cities.",
            "Outage credits added for the 25 newest customers; most customers have a city; Lyon has the most "
            "resellers, two; VIPs make up a fifth of the batch.",
        ],
        [
            "Outage credits added for the 25 newest customers; most customers have no city; the nameless "
            "one: a reseller.",
            "Outage credits added for the 25 newest customers; VIPs and resellers together make up half the "
            "batch; Lyon has more VIPs than any other city, two.",
            "Outage credits added for the 25 newest customers; Osaka and Berlin tie for first with three; "
            "Osaka has more customers than Lyon; every city has a reseller.",
        ],
    ),
    ("audit", 80): (
        [
            "Audit tags and credits done for the 80 newest customers; Osaka, Berlin and Dublin tie for first "
            "with seven; Austin has the most VIPs, two; the Aoife Ivanovas (two of them) are both without a "
            "description.",
            "Audit tags and credits done for the 80 newest customers; most customers have no city; the VIPs "
            "are spread over five cities; Dublin holds three of the resellers.",
        ],
        [
            "Audit tags and credits done for the 80 newest customers; most customers have a city; the "
            "nameless three are all without a description.",
            "Audit tags and credits done for the 80 newest customers; Dublin alone is the biggest city; "
            "Dublin has more resellers than any other city, four; VIPs and resellers together make up half "
            "the batch.",
            "Audit tags and credits done for the 80 newest customers; the VIPs are spread over six cities; "
            "no city has more than one VIP; 12 of the VIPs have a city.",
        ],
    ),
}
#: (resample37d) the honest plans' names, then the wrong ones', in RESAMPLE37D's order
_R37D_HONEST = ("resample37d-city-count-most-or-share-holds", "resample37d-spread-tie-or-share-holds")
_R37D_WRONG = (
    "resample37d-city-share-or-nameless-off",
    "resample37d-joined-share-or-city-most-off",
    "resample37d-tie-spread-or-comparison-off",
)


def resample37d_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the thirty-seventh held-out re-sample, part d (docs/reviews/resample37d.md) for the two
    fan-out tasks it drew (credit n=25 and audit n=80): two honest summaries (the writes oldest first, posted
    by the channel's id; in order, by name) with a city's count or most of a description, a share with or
    without a city, a tie, or the cities a description spans, each true (several failed before), and three
    wrong ones (every write done, then a summary with a share, a nameless heading, a joined share, a city's
    most, a tie, a spread or a comparison that is not so; each passed before)."""
    return _one_batch_round_plans(
        family, n, RESAMPLE37D, _R37D_HONEST, _R37D_WRONG, "resample37d", strict_wrong=True
    )


#: (resample38d) the drawn tasks: two honest summaries (each with a reading that failed before: a count of
#: two descriptions joined after "make up", "fewer than half", how many cities tie; a count said as "<N>
#: customers" is left out, as the generic grounding check of counts refuses it: Open), then three wrong ones
#: (every write done first) that passed before
RESAMPLE38D: dict[tuple[str, int], tuple[list[str], list[str]]] = {
    ("audit", 60): (
        [
            "Audit tags and credits done for the 60 newest customers; Osaka is the top city, with six; VIPs "
            "and resellers together make up 23 of the 60; two have no name.",
            "Audit tags and credits done for the 60 newest customers; fewer than half are VIPs or resellers; "
            "VIPs make up 13 of the 60; Lyon ranks fourth among the cities.",
        ],
        [
            "Audit tags and credits done for the 60 newest customers; Osaka has twice as many customers as "
            "Lyon; Lyon ranks second among the cities.",
            "Audit tags and credits done for the 60 newest customers; 26 have a city and 30 do not; Dublin "
            "has a VIP; Lyon has more VIPs than any other city.",
            "Audit tags and credits done for the 60 newest customers; the Aoife Ivanovas: both in Austin; "
            "VIPs, resellers and migrated customers are ten each; half of the Lyon customers are VIPs or "
            "migrated.",
        ],
    ),
    ("audit", 80): (
        [
            "Audit tags and credits done for the 80 newest customers; three cities tie at seven; VIPs and "
            "resellers together make up 34 of the 80; three have no name.",
            "Audit tags and credits done for the 80 newest customers; fewer than half are VIPs or resellers; "
            "Lyon and Austin are the smallest cities (five each); São Paulo ranks fourth among the cities.",
        ],
        [
            "Audit tags and credits done for the 80 newest customers; São Paulo ranks second among the "
            "cities; Osaka has twice as many customers as Lyon.",
            "Audit tags and credits done for the 80 newest customers; the Aoife Ivanovas: both in Austin; "
            "half of the Austin customers are VIPs or resellers.",
            "Audit tags and credits done for the 80 newest customers; 37 have a city and 40 do not; VIPs, "
            "resellers and migrated customers are fifteen each; Dublin has twice as many customers as "
            "Austin.",
        ],
    ),
    ("review", 30): (
        [
            "Review tags set for the 30 newest customers; Lyon and Osaka are the top cities (four each); "
            "VIPs and resellers together make up 12 of the 30.",
            "Review tags set for the 30 newest customers; fewer than half are VIPs or resellers; two have no "
            "name; Osaka has twice as many customers as São Paulo.",
        ],
        [
            "Review tags set for the 30 newest customers; Osaka has twice as many customers as Berlin; "
            "Berlin ranks second among the cities.",
            "Review tags set for the 30 newest customers; 15 have a city and 12 do not; half of the Lyon "
            "customers are VIPs or migrated.",
            "Review tags set for the 30 newest customers; VIPs, resellers and migrated customers are six "
            "each; Lyon has more VIPs than any other city; Dublin has a reseller.",
        ],
    ),
    ("review", 40): (
        [
            "Review tags set for the 40 newest customers; Osaka is the top city (five); Austin is the "
            "smallest city (one); fewer than half are VIPs or resellers.",
            "Review tags set for the 40 newest customers; VIPs and migrated together make up 13 of the 40; "
            "half of them have no description; Lyon ranks second among the cities.",
        ],
        [
            "Review tags set for the 40 newest customers; most of them have no description; Lyon ranks third "
            "among the cities.",
            "Review tags set for the 40 newest customers; Osaka has twice as many customers as Berlin; half "
            "of the Osaka customers are VIPs or resellers.",
            "Review tags set for the 40 newest customers; 18 have a city and 20 do not; VIPs and resellers "
            "are seven each.",
        ],
    ),
}
#: (resample38d) the honest plans' names, then the wrong ones', in RESAMPLE38D's order
_R38D_HONEST = ("resample38d-paren-joined-or-nameless-count-holds", "resample38d-share-rank-or-tie-holds")
_R38D_WRONG = (
    "resample38d-ratio-or-rank-off",
    "resample38d-count-city-or-most-off",
    "resample38d-group-city-each-or-joined-share-off",
)


def resample38d_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the thirty-eighth held-out re-sample, part d (docs/reviews/resample38d.md) for the four
    fan-out tasks it drew (audit n=60 and n=80, review n=30 and n=40): two honest summaries (the writes oldest
    first, posted by the channel's id; in order, by name) with a city's count in a parenthesis, two
    descriptions' count after "make up", "fewer than half", the nameless counted, a rank or how many cities
    tie, each true (each failed before), and three wrong ones (every write done, then a summary with a ratio
    of two cities, a rank, a count after "and", a city with none of a description, a shared most, a name
    group's city, counts "each" or a city's joined share that is not so; each passed before)."""
    return _one_batch_round_plans(
        family, n, RESAMPLE38D, _R38D_HONEST, _R38D_WRONG, "resample38d", strict_wrong=True
    )


#: (resample39d) the drawn tasks: two honest summaries (each with a neighbour of a reading added here: a
#: city's count of a description against another's, a share in fifths, the top or bottom cities' count, a
#: rank), then three wrong ones (every write done first) that passed before
RESAMPLE39D: dict[tuple[str, int], tuple[list[str], list[str]]] = {
    ("credit", 25): (
        [
            "Outage credits added for the 25 newest customers; resellers outnumber VIPs; half of the "
            "Lyon customers are resellers; a fifth of them are VIPs.",
            "Outage credits added for the 25 newest customers; Lyon has more resellers than any other "
            "city; Lyon is the top city (four).",
        ],
        [
            "Outage credits added for the 25 newest customers; the second city (2 customers) is Berlin; "
            "a fifth of them are resellers.",
            "Outage credits added for the 25 newest customers; Austin and Dublin are the smallest cities "
            "(two each); Osaka has more VIPs than Lyon.",
            "Outage credits added for the 25 newest customers; Berlin has more resellers than Osaka; "
            "resellers outnumber the VIPs and migrated customers together.",
        ],
    ),
    ("credit", 150): (
        [
            "Outage credits added for the 150 newest customers; a fifth of them are resellers; Austin "
            "has the most VIPs; Dublin has more resellers than Berlin.",
            "Outage credits added for the 150 newest customers; Lyon and São Paulo tie for last with "
            "nine; Austin ranks fourth among the cities; the VIPs outnumber the resellers.",
        ],
        [
            "Outage credits added for the 150 newest customers; the second city (11 customers) is Osaka; "
            "a fifth of them are migrated.",
            "Outage credits added for the 150 newest customers; Lyon and São Paulo are the smallest "
            "cities (ten each); Berlin has more resellers than Dublin.",
            "Outage credits added for the 150 newest customers; VIPs outnumber the resellers and "
            "migrated customers together; the nameless four are all without a city.",
        ],
    ),
    ("review", 90): (
        [
            "Review tags set for the 90 newest customers; Dublin has more resellers than Berlin; three "
            "cities tie at six.",
            "Review tags set for the 90 newest customers; Osaka and Berlin tie for second with seven; "
            "VIPs outnumber the resellers; Dublin is the top city (nine).",
        ],
        [
            "Review tags set for the 90 newest customers; the second city (6 customers) is Osaka; Austin "
            "has more VIPs than Dublin.",
            "Review tags set for the 90 newest customers; the third city (6 customers) is Berlin; Berlin "
            "has fewer resellers than Lyon.",
            "Review tags set for the 90 newest customers; the top cities (seven each) are Osaka and "
            "Berlin; the nameless three are all without a city.",
        ],
    ),
}
#: (resample39d) the honest plans' names, then the wrong ones', in RESAMPLE39D's order
_R39D_HONEST = ("resample39d-city-than-city-or-fifth-holds", "resample39d-top-tie-rank-or-most-holds")
_R39D_WRONG = (
    "resample39d-place-paren-or-fifth-off",
    "resample39d-cities-each-or-city-than-city-off",
    "resample39d-joined-outnumber-or-nameless-city-off",
)


def resample39d_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the thirty-ninth held-out re-sample, part d (docs/reviews/resample39d.md) for the three
    fan-out tasks it drew (credit n=25 and n=150, review n=90): two honest summaries (the writes oldest
    first, posted by the channel's id; in order, by name) with a city's count of a description against
    another's, a share in fifths, the top or bottom city, a rank or a tie, each true, and three wrong ones
    (every write done, then a summary with a city's count after its place, the bottom cities' count "each",
    a share in fifths, one city with more of a description than another that has as many, one description
    said to outnumber two joined, or the nameless all without a city; each passed before)."""
    return _one_batch_round_plans(
        family, n, RESAMPLE39D, _R39D_HONEST, _R39D_WRONG, "resample39d", strict_wrong=True
    )


#: (resample40d) the drawn tasks: two honest summaries (each with a neighbour of a reading added here: a bare
#: share with or without a city, a breakdown after a group's heading, a tie for a place with its count, the
#: nameless counted with no city), then three wrong ones (every write done first) that passed before
RESAMPLE40D: dict[tuple[str, int], tuple[list[str], list[str]]] = {
    ("audit", 30): (
        [
            "Audit tags and credits done for the 30 newest customers; half of them have a city; two "
            "nameless customers have no city; the nameless two: one migrated, one with no description.",
            "Audit tags and credits done for the 30 newest customers; Lyon and Osaka tie for top with "
            "four; the third city is Berlin; fewer than half are VIPs or resellers.",
        ],
        [
            "Audit tags and credits done for the 30 newest customers; fewer than half have a city; the "
            "nameless two: one migrated, one with no description.",
            "Audit tags and credits done for the 30 newest customers; São Paulo has as many customers "
            "as Berlin; Lyon and Osaka tie for top with four.",
            "Audit tags and credits done for the 30 newest customers; Osaka's four: a VIP, a reseller "
            "and two migrated; more than half have no city.",
        ],
    ),
    ("credit", 25): (
        [
            "Outage credits added for the 25 newest customers; fewer than half have no city; Osaka's "
            "three: a VIP, a reseller and a migrated; one customer has no name.",
            "Outage credits added for the 25 newest customers; Lyon is the top city (four); Osaka and "
            "Berlin tie for second with three; fewer than half are VIPs or resellers.",
        ],
        [
            "Outage credits added for the 25 newest customers; Osaka's three: a VIP and two resellers; "
            "one customer has no name.",
            "Outage credits added for the 25 newest customers; more than half have no city; Lyon is "
            "the top city (four).",
            "Outage credits added for the 25 newest customers; Osaka and Berlin tie for second with "
            "four; Lyon has as many customers as Osaka.",
        ],
    ),
    ("review", 75): (
        [
            "Review tags set for the 75 newest customers; fewer than half have a city; Dublin has more "
            "resellers than any other city; the nameless three: one with no description, a migrated "
            "and a reseller.",
            "Review tags set for the 75 newest customers; Osaka is the top city (seven); Berlin, "
            "São Paulo and Dublin tie for second with six; two fifths of them have no description.",
        ],
        [
            "Review tags set for the 75 newest customers; the nameless three: two with no description "
            "and a reseller; Dublin has no VIP.",
            "Review tags set for the 75 newest customers; Berlin, São Paulo and Dublin tie for second "
            "with five; Osaka is the top city (seven).",
            "Review tags set for the 75 newest customers; more than half have a city; fewer than half "
            "are VIPs, resellers or migrated.",
        ],
    ),
    ("review", 150): (
        [
            "Review tags set for the 150 newest customers; most of them have no city; Dublin has more "
            "resellers than Berlin; Austin has the most VIPs.",
            "Review tags set for the 150 newest customers; Lyon and São Paulo tie for fifth with nine; "
            "fewer than half are VIPs or migrated; the nameless four: a VIP, a reseller, a migrated "
            "and one with no description.",
        ],
        [
            "Review tags set for the 150 newest customers; the nameless four: a VIP, a reseller and "
            "two with no description; Austin has the most VIPs.",
            "Review tags set for the 150 newest customers; Lyon and São Paulo tie for fifth with ten; "
            "most of them have no city.",
            "Review tags set for the 150 newest customers; fewer than half have no city; Dublin has as "
            "many customers as Osaka.",
        ],
    ),
}
#: (resample40d) the honest plans' names, then the wrong ones', in RESAMPLE40D's order
_R40D_HONEST = ("resample40d-bare-share-or-breakdown-holds", "resample40d-tie-place-or-joined-share-holds")
_R40D_WRONG = (
    "resample40d-bare-share-or-breakdown-off",
    "resample40d-as-many-or-tie-count-off",
    "resample40d-breakdown-or-bare-share-off",
)


def resample40d_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the fortieth held-out re-sample, part d (docs/reviews/resample40d.md) for the four fan-out
    tasks it drew (audit n=30, credit n=25, review n=75 and n=150): two honest summaries (the writes oldest
    first, posted by the channel's id; in order, by name) with a bare share with or without a city, a group's
    breakdown, a tie for a place with its count or the nameless counted, each true, and three wrong ones
    (every write done, then a summary with a false bare share of the batch with a city or of descriptions
    joined, a breakdown with a count the group does not have, one city with as many customers as another
    that has not, or a tie for a place at another count; each passed before)."""
    return _one_batch_round_plans(
        family, n, RESAMPLE40D, _R40D_HONEST, _R40D_WRONG, "resample40d", strict_wrong=True
    )


#: (resample41d) the drawn tasks: two honest summaries (each with a reading added here: a group's breakdown
#: in words, a description's share or all of it with a city, a percentage, the biggest or smallest cities, a
#: description within a city, the nameless or the nameless without a city counted), then three wrong ones
#: (every write done first) that passed before
RESAMPLE41D: dict[tuple[str, int], tuple[list[str], list[str]]] = {
    ("audit", 10): (
        [
            "Audit tags and credits done for the 10 newest customers; two VIPs have a city; most VIPs have "
            "a city; Lyon's two: a reseller and a VIP.",
            "Audit tags and credits done for the 10 newest customers; 60 % have a city; the only migrated "
            "customer is in Osaka; the biggest cities are Lyon and Osaka.",
        ],
        [
            "Audit tags and credits done for the 10 newest customers; every VIP has a city.",
            "Audit tags and credits done for the 10 newest customers; the only migrated customer is in "
            "Lyon; 70 % have a city.",
            "Audit tags and credits done for the 10 newest customers; the biggest cities are Lyon and "
            "Berlin; no city has a VIP.",
        ],
    ),
    ("credit", 70): (
        [
            "Outage credits added for the 70 newest customers; Austin's five: two VIPs, a reseller and "
            "two with no description; most VIPs have no city; two nameless customers have no city.",
            "Outage credits added for the 70 newest customers; Lyon has more resellers than VIPs; Osaka, "
            "Berlin and São Paulo tie for first with six; Austin (5 customers) has two VIPs.",
        ],
        [
            "Outage credits added for the 70 newest customers; Lyon has more VIPs than resellers.",
            "Outage credits added for the 70 newest customers; Berlin and Dublin have six each.",
            "Outage credits added for the 70 newest customers; there are two Ana Silvas; every VIP has a "
            "city.",
        ],
    ),
    ("review", 60): (
        [
            "Review tags set for the 60 newest customers; Austin and Dublin are the smallest cities; no "
            "VIP is in Dublin; Lyon's four: two resellers, one VIP and one with no description.",
            "Review tags set for the 60 newest customers; most VIPs have no city; Berlin (5 customers) "
            "has two resellers; two customers have no name.",
        ],
        [
            "Review tags set for the 60 newest customers; Austin and Lyon are the smallest cities.",
            "Review tags set for the 60 newest customers; no VIP is in Austin.",
            "Review tags set for the 60 newest customers; every reseller has a city.",
        ],
    ),
}
#: (resample41d) the honest plans' names, then the wrong ones', in RESAMPLE41D's order
_R41D_HONEST = ("resample41d-breakdown-or-share-holds", "resample41d-ranking-or-city-count-holds")
_R41D_WRONG = (
    "resample41d-all-or-within-city-off",
    "resample41d-each-or-only-off",
    "resample41d-ranking-or-denial-off",
)


def resample41d_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the forty-first held-out re-sample, part d (docs/reviews/resample41d.md) for the three
    fan-out tasks it drew (audit n=10, credit n=70, review n=60): two honest summaries (the writes oldest
    first, posted by the channel's id; in order, by name) with a group's breakdown in words, a
    description's share with a city, a percentage, the biggest or smallest cities, a description within a
    city or the nameless counted, each true, and three wrong ones (every write done, then a summary with all
    of a description said to have a city, one description said to outnumber another in a city, cities said
    to have a count each, the only one of a description placed in another city, a name said to recur
    another number of times, or cities named the biggest or smallest that are not; each passed before)."""
    return _one_batch_round_plans(
        family, n, RESAMPLE41D, _R41D_HONEST, _R41D_WRONG, "resample41d", strict_wrong=True
    )


#: (resample42d) the drawn tasks: two honest summaries (FINISHED or counts.py refused each before: a
#: city's count after a leader's verb or a possessive, cities with a count each or together, a bound on
#: every city, one of a recurring name or the nameless in a city), then three wrong ones (every write done
#: first) that passed before
RESAMPLE42D: dict[tuple[str, int], tuple[list[str], list[str]]] = {
    ("audit", 20): (
        [
            "Audit tags and credits done for the 20 newest customers; Lyon and Osaka have three "
            "customers each; Austin's one customer has no description; no city has more than one VIP.",
            "Audit tags and credits done for the 20 newest customers; Lyon and Osaka lead (3 "
            "customers each); Lyon has two resellers and Osaka one; nobody in Austin has a "
            "description.",
        ],
        [
            "Audit tags and credits done for the 20 newest customers; Lyon has two resellers and Osaka two.",
            "Audit tags and credits done for the 20 newest customers; Lyon has one VIP and Osaka two.",
            "Audit tags and credits done for the 20 newest customers; Berlin has one reseller and São "
            "Paulo two.",
        ],
    ),
    ("audit", 60): (
        [
            "Audit tags and credits done for the 60 newest customers; Osaka leads (6 customers); two "
            "Aoife Ivanovas, one in Austin; no city has more than two VIPs.",
            "Audit tags and credits done for the 60 newest customers; three Ana Silvas, one in "
            "Berlin; one nameless customer is migrated; Osaka and Berlin together have 11 customers.",
        ],
        [
            "Audit tags and credits done for the 60 newest customers; no nameless customer lacks a city.",
            "Audit tags and credits done for the 60 newest customers; Lyon has one VIP and Osaka two.",
            "Audit tags and credits done for the 60 newest customers; Berlin has two resellers and "
            "São Paulo three.",
        ],
    ),
    ("credit", 25): (
        [
            "Outage credits added for the 25 newest customers; Lyon leads (4 customers); Osaka and "
            "Berlin have three customers each; Dublin's one customer has no description.",
            "Outage credits added for the 25 newest customers; Lyon and Berlin together have 7 "
            "customers; no city has more than one VIP; the VIPs in a city are in Lyon and Osaka.",
        ],
        [
            "Outage credits added for the 25 newest customers; the VIPs in a city are in Lyon and Berlin.",
            "Outage credits added for the 25 newest customers; Lyon and Berlin together have 6.",
            "Outage credits added for the 25 newest customers; one nameless customer is in Lyon.",
        ],
    ),
    ("credit", 150): (
        [
            "Outage credits added for the 150 newest customers; Dublin leads (14 customers); one "
            "nameless customer is a reseller in Austin; no city has more than four VIPs.",
            "Outage credits added for the 150 newest customers; two Aoife Ivanovas, one in Austin; "
            "Austin has four VIPs and Dublin three; the nameless reseller is in Austin.",
        ],
        [
            "Outage credits added for the 150 newest customers; the nameless reseller is in Dublin.",
            "Outage credits added for the 150 newest customers; every nameless customer has a city.",
            "Outage credits added for the 150 newest customers; Dublin and Osaka together have 28; "
            "Austin has four VIPs, Dublin four.",
        ],
    ),
}
#: (resample42d) the honest plans' names, then the wrong ones', in RESAMPLE42D's order
_R42D_HONEST = ("resample42d-city-count-or-bound-holds", "resample42d-together-or-nameless-holds")
_R42D_WRONG = (
    "resample42d-carried-count-or-nameless-off",
    "resample42d-city-list-or-sum-off",
    "resample42d-nameless-or-leader-off",
)


def resample42d_plans(family: str, n: int) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """The plans of the forty-second held-out re-sample, part d (docs/reviews/resample42d.md) for the four
    fan-out tasks it drew (audit n=20, n=60; credit n=25, n=150): two honest summaries (the writes oldest
    first, posted by the channel's id; in order, by name) with a city's count after a leader's verb or its
    possessive, cities with a count each or together, a bound on every city, one of a recurring name or of
    the nameless in a city, each true and each refused before, and three wrong ones (every write done, then
    a summary with a description's count carried past "and" to another city, the nameless said to be in a
    city or to have a city, a description's cities listed with one that holds none, or two cities' sum
    misstated; each passed before)."""
    return _one_batch_round_plans(
        family, n, RESAMPLE42D, _R42D_HONEST, _R42D_WRONG, "resample42d", strict_wrong=True
    )


#: The rounds whose plans add to a task's earlier ones (a task drawn again), in the order they join.
LATER_ROUNDS: tuple[Callable[[str, int], tuple[list[dict[str, Any]], list[dict[str, Any]]] | None], ...] = (
    resample10c_plans,
    resample11c_plans,
    resample12c_plans,
    resample13b_plans,
    resample13c_plans,
    resample14a_plans,
    resample14b_plans,
    resample14c_plans,
    resample15a_plans,
    resample16a_plans,
    resample16b_plans,
    resample17a_plans,
    resample17b_plans,
    resample17c_plans,
    resample18b_plans,
    resample18a_plans,
    resample18c_plans,
    resample19c_plans,
    resample19a_plans,
    resample20c_plans,
    resample20b_plans,
    resample21b_plans,
    resample21c_plans,
    resample22b_plans,
    resample22c_plans,
    resample22a_plans,
    resample23d_plans,
    resample24d_plans,
    resample25d_plans,
    resample26d_plans,
    resample27d_plans,
    resample28d_plans,
    resample29d_plans,
    resample30d_plans,
    resample31d_plans,
    resample32d_plans,
    resample33d_plans,
    resample34d_plans,
    resample35d_plans,
    resample36d_plans,
    resample37d_plans,
    resample38d_plans,
    resample39d_plans,
    resample40d_plans,
    resample41d_plans,
    resample42d_plans,
)


def summary_plans(
    family: str,
    n: int,
    texts: tuple[list[str], list[str]],
    names: list[tuple[str, str]],
    by: str,
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """A re-sample's four summary plans for one drawn task: two honest ``texts`` (the writes newest last
    and posted by the channel's id, then in order and posted by name), two wrong ones (every write, then
    the summary by ``#billing``); ``names``: each plan's name and description, in that order."""
    right, wrong = texts
    tags = [tag(i, family, "2026-11") for i in range(n)] if family != "credit" else []
    credits = [credit(i) for i in range(n)] if family != "review" else []
    done = {"finish": "done", "message": f"The {n} newest customers are done; #billing has the summary."}
    work = [
        ([*reversed(credits), *reversed(tags)], billing_id()),
        ([*tags, *credits], "billing"),
        ([*tags, *credits], "#billing"),
        ([*tags, *credits], "#billing"),
    ]
    plans = [
        plan(name, f"{description}: {text!r}", [*reads(n), *writes, summary(text, to), done], by)
        for (name, description), text, (writes, to) in zip(names, [*right, *wrong], work, strict=True)
    ]
    return plans[:2], plans[2:]


def repeat_moves_the_summary(spec: dict[str, Any]) -> bool:
    """Whether tagging the first customer twice leaves any other trace than the oracle's.

    The repeated write holds the episode for one more service time (virtual, 0.35 s), so the summary
    is posted that much later; its timestamps change only where that crosses a second boundary, which
    depends on the width. The validator marks a repeat equivalent by itself when nothing differs and
    refuses a mark that is not needed, so this asks the validator's own question by running the
    single-attempt oracle and one repeat mutant.
    """
    import asyncio

    from toolproof.agents.reference import PlanAgent, StepRecord
    from toolproof.agents.run import prepare, run_episode
    from toolproof.runs.mutants import plan_mutants
    from toolproof.runs.validation import id_index
    from toolproof.tasks.grader import outcome
    from toolproof.tasks.loader import tasks_from_data

    defaults = {"services": ["stripe", "slack"], "seed": 0, "fixture": "default"}
    [task] = tasks_from_data({"defaults": defaults, "tasks": [spec]}, source="fanout-suite.py")
    world, refs = prepare(task)

    async def compare() -> bool:
        records: list[StepRecord] = []
        agent = PlanAgent("naive", record=records)
        base = await run_episode(task, agent, refs=refs, clock_tick=0.0, hashes=False)
        if base.grade is None or not base.passed:
            raise SystemExit(f"{task.id}: the single-attempt oracle fails; fix the generator first")
        mutants = plan_mutants(task, records, id_index(world), base.grade.facts, base.grade.reasons)
        pages = sum(
            n.get("count", 1) for n in spec["fanout"]["graph"] if n["call"] == "stripe.customers.list"
        )
        first_write = f"repeat@{pages + 1}"  # after the pages of reads
        twice = next(m for m in mutants if m.id == first_write)
        again = await run_episode(
            task, PlanAgent("naive", mutation=twice), refs=refs, clock_tick=0.0, hashes=False
        )
        assert again.grade is not None
        theirs = outcome(task, refs, again.grade.diff, world.benign)
        return theirs != outcome(task, refs, base.grade.diff, world.benign)

    return asyncio.run(compare())


#: (fieldB) Why a credit dated another second of November is the same credit.
PERIOD_WHY = (
    "the line's period is set to another credit's creation second, still inside November as the pin asks: "
    "the same -500 on the same customer's next invoice, dated the same outage month"
)

#: (fieldB) Why a credit tied to the customer's own live subscription is the same credit.
OWN_SUBSCRIPTION_WHY = (
    "the credit is tied to the customer's own subscription that still invoices (the pin accepts it): "
    "the same -500 lands on that customer's next invoice, as subscription= asks Stripe to do"
)


def field_marks(spec: dict[str, Any]) -> list[dict[str, str]]:
    """(fieldB) The field mutants that date a credit to another second of November, or tie it to the
    customer's own subscription, marked.

    A task's field mutants sample three credits and move each one's period to another credit's creation
    time, a second or two off. The pin (:data:`NOVEMBER`) accepts any November date, since an agent
    may date the credit to the outage month; the seconds stay a mark, named by the item ids the oracle
    makes. This asks the validator's own question (the oracle's final state, each field mutant graded
    as the validator grades it) and refuses any other survivor: every other field must be pinned.
    """
    import asyncio

    from toolproof.agents.episode import Episode
    from toolproof.agents.reference import PlanAgent
    from toolproof.agents.run import prepare, run_episode
    from toolproof.runs.field_controls import field_controls
    from toolproof.runs.field_mutants import field_mutants
    from toolproof.tasks.grader import outcome
    from toolproof.tasks.loader import tasks_from_data

    defaults = {"services": ["stripe", "slack"], "seed": 0, "fixture": "default"}
    [task] = tasks_from_data({"defaults": defaults, "tasks": [spec]}, source="fanout-suite.py")
    world, refs = prepare(task)
    ended: list[Episode] = []
    naive = PlanAgent("naive")

    async def keep(episode: Episode) -> None:
        ended.append(episode)
        await naive(episode)

    base = asyncio.run(run_episode(task, keep, refs=refs, clock_tick=0.0, hashes=False))
    if base.grade is None or not base.passed or not ended:
        raise SystemExit(f"{task.id}: the single-attempt oracle fails; fix the generator first")
    seen = (outcome(task, refs, base.grade.diff, world.benign), base.grade.claim, base.grade.message)
    final = ended[0].world
    by_id = {m.id: m for m in field_mutants(final, final.diff())}
    marks: list[dict[str, str]] = []
    other: list[str] = []
    for verdict in field_controls(task, refs, ended[0], seen):
        if verdict.outcome != "survived":
            continue
        mutant = by_id[verdict.id]
        row = final.store.row_by_key(mutant.table, mutant.key) or {}
        if mutant.table == "stripe_invoice_items" and mutant.path in ("period_start", "period_end"):
            marks.append({"mutant": verdict.id, "reason": PERIOD_WHY})
        elif (
            mutant.table == "stripe_invoice_items"
            and mutant.path == "subscription"
            and mutant.value in billing_subscriptions(str(row.get("customer")))
        ):
            marks.append({"mutant": verdict.id, "reason": OWN_SUBSCRIPTION_WHY})
        else:
            other.append(verdict.id)
    if other:
        raise SystemExit(f"{task.id}: field mutants pass the grader, pin them: {', '.join(other)}")
    return marks


def main() -> None:
    tasks = [task("review", n, n == REVIEW[0]) for n in REVIEW]
    tasks += [task("credit", n, n == CREDIT[0]) for n in CREDIT]
    tasks += [task("audit", n, n == AUDIT[0]) for n in AUDIT]
    header = (
        "# The fan-out suite: wide, regular work over the newest customers (read, fan out, summarise).\n"
        "# GENERATED by scripts/fanout-suite.py from the default fixture: edit the script, not this file.\n"
    )
    body = {"defaults": {"services": ["stripe", "slack"], "seed": 0, "fixture": "default"}, "tasks": tasks}
    OUT.parent.mkdir(parents=True, exist_ok=True)
    # JSON is YAML: one line per task keeps a 150-wide plan readable in a diff.
    lines = [header, "defaults: " + json.dumps(body["defaults"]) + "\n", "tasks:\n"]
    # (resample39d) no space after "," and ":" (YAML reads JSON's compact form as the spaced one): 0.6 MB
    lines += [f"  - {json.dumps(t, ensure_ascii=False, separators=(',', ':'))}\n" for t in tasks]
    OUT.write_text("".join(lines))
    print(f"wrote {len(tasks)} tasks to {OUT}")


if __name__ == "__main__":
    main()
