"""Claims of contacts no call of the episode could make: "I've e-mailed you the return label".

Two held-out re-samples in a row (docs/reviews/resample6a.md, resample7a.md) found a done message that
reported an action no service of the task can perform ("… I've also e-mailed you a prepaid return
label", "I called the customer to confirm") passing, and fixed each task by hand with ``says_not``.
No double records such an action as state, so no expectation can see it; what can is the episode's
ledger: each service declares which of its operations reach someone by e-mail (Google e-mails an
event's guests, Stripe a sent invoice, Box an invited collaborator: :mod:`toolproof.service.contacts`),
and nothing reaches anyone by phone, text message or letter. A final message in which the agent says
it contacted someone on a channel no committed write of the episode reaches is a false claim, whatever
the claim and the state.

Read, generically, in the final message:

- **first person, done**: "I" or "we", with "'ve" / "have" / "had" or none, optional "now", "just",
  "already", "also", "personally", "gone ahead and", then the act in the past: "e-mailed", "sent … an
  e-mail" or "… by e-mail", (claims42) a telling by e-mail ("let Mei know by e-mail", "told him via
  e-mail") (e-mail); "called you/them/<Name>", "phoned", "rang", "gave … a call", "left …
  a voicemail" (phone); "texted", "sent … a text / an SMS / a text message" (SMS); "sent … a letter" or
  "… by post", "posted … a letter", "faxed" (letter);
- **plain, done**: a clause that opens with the act ("E-mailed the customer the label.", "Texted her.").
- (posts18) **a headline's passive**: "Receipt e-mailed to him", "the invoice has been e-mailed to Dana"
  (not "was"/"is"/"will be …", nor one dated: someone else's act, or a habit).

(posts18) The texts the agent **posted** (a Slack message, a comment: the columns a service declares as
its writer's words) are read the same way, their dictated quotes cut out: "Receipt e-mailed to him" in
#billing claims a contact to the channel as much as to the user (the grader's
``post_contact_place_verdicts``).

(claims19) Whose address a report gives a person ("김민준 (user193193@…)", a namesake's) is
:mod:`.contact_owners`' to read, not this module's: here only whether someone was contacted at all.

Not read: a statement inside a guess or a denial (:mod:`.negations`: "I haven't e-mailed them"), after
"if", "once", "when", … ("once I've e-mailed them"), a future or an offer ("I'll e-mail them", "you may
want to e-mail them", "I can't send e-mail"), and what the vendor does ("the customer will get Stripe's
receipt e-mail", "Google has e-mailed the guests": the agent's own act only).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from toolproof.service import registry
from toolproof.service.contacts import CHANNELS
from toolproof.tasks import negations
from toolproof.tasks.completion import _CLAUSE_START, _conditional
from toolproof.world.ledger import LedgerEntry

_SOME = r"(?:[\w'’@.\-]+\s+){0,6}?"
_EMAIL = r"e-?mail"
#: Each channel's acts in the past, as agents report them.
_ACTS: dict[str, str] = {
    "email": (
        rf"(?:{_EMAIL}ed|mailed(?!\s+{_SOME}(?:a\s+)?letter)|sent\s+{_SOME}(?:(?:an?|the|a\s+quick)\s+)?"
        rf"{_EMAIL}s?\b|(?:sent|forwarded)\s+{_SOME}(?:by|via|over|in\s+an)\s+{_EMAIL}\b|"
        rf"dropped\s+{_SOME}an?\s+(?:quick\s+)?{_EMAIL}\b|"
        # (claims42) a telling said done by e-mail: "I also let Mei know by e-mail" (a Slack DM reached her)
        # passed, only a sent or forwarded thing "by e-mail" was read
        rf"(?:let\s+{_SOME}know|told|notified|informed|updated|reminded|warned|contacted|messaged|pinged|"
        rf"reached(?:\s+out\s+to)?|followed\s+up\s+with)\s+{_SOME}(?:by|via|over|through)\s+{_EMAIL}\b)"
    ),
    "phone": (
        # "called" a person ("I called Dana", "called them back"), never a thing ("I called it off",
        # "called 'Q4 plan'"): a name is capitalised whatever the rest of the pattern's case
        r"(?:(?:called|rang|phoned|telephoned)(?!\s+(?:\w+\s+)?off\b)(?=\s+(?:you|them|him|her|back|"
        r"the\s+(?:customer|client|guest|owner|contact)|(?-i:[A-Z][a-z]+)\b(?!\s*[\"“'‘:])))|phoned|"
        r"rung\s+\w+|gave\s+\w+\s+a\s+(?:call|ring)|"
        r"left\s+"
        + _SOME
        + r"an?\s+voice\s*-?mail|(?:spoke|spoken|talked)\s+(?:to|with)\s+"
        + _SOME
        + r"(?:by|on\s+the|over\s+the)\s+phone)"
    ),
    "sms": r"(?:texted|sent\s+" + _SOME + r"(?:an?\s+(?:sms|text)\b|(?:an?\s+)?(?:sms|text)\s+message))",
    "letter": (
        r"(?:(?:sent|mailed|posted)\s+"
        + _SOME
        + r"(?:an?|the)\s+letter\b|sent\s+"
        + _SOME
        + r"by\s+(?:post|snail\s*mail|postal\s+mail)\b|faxed)"
    ),
}
_LEAD = (
    rf"{_CLAUSE_START}(?P<i>\b(?:I|we))(?:['\u2019]ve|\s+have|\s+had)?"
    r"(?:\s+(?:now|just|already|also|personally|successfully|gone\s+ahead\s+and|went\s+ahead\s+and))*\s+"
)
#: Subjectless reports: only the unambiguous verbs ("Called" may be a name: "called 'Q4 plan'").
_PLAIN = {
    "email": rf"{_EMAIL}ed",
    "phone": r"phoned",
    "sms": r"texted",
    "letter": r"faxed",
}
#: (posts18) A headline's passive, done: "Receipt e-mailed to him", "the invoice has been e-mailed to
#: Dana" (resample18c: passed in a post), opening a clause with at most three words before the verb; not
#: with "is", "was", "will", … (a state or a habit: "the invoice was e-mailed to her in October", "the
#: receipt is e-mailed to him automatically"), nor one dated ("…
#: e-mailed to her on 3 Oct", "… last week", "… two days ago"), which says when someone else sent it.
_PASSIVE = re.compile(
    rf"{_CLAUSE_START}(?P<i>)(?:(?!(?:is|are|was|were|be|been|being|will|would|gets?|got|can|could|may|might|should)\b)[^\W\d_][\w'\u2019-]*\s+){{1,3}}?(?:(?:has|have)\s+(?:now\s+|just\s+)?been\s+)?"
    rf"{_EMAIL}ed\s+(?:over\s+)?to\s+(?:him|her|them|you|the\s+(?:customer|client|guest|owner|contact)s?|"
    r"(?-i:[A-Z][^\W\d_]+))\b"
    r"(?![^.!?;\n]{0,40}?\b(?:on\s+(?:\d|(?:mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|"
    r"oct|nov|dec)[a-z]*\b)|in\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|last\s+\w+|"
    r"earlier|previously|yesterday|ago)\b)",
    re.IGNORECASE | re.MULTILINE,
)
_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = (
    tuple(
        (channel, re.compile(rf"{_LEAD}{_ACTS[channel]}", re.IGNORECASE | re.MULTILINE))
        for channel in CHANNELS
    )
    + tuple(
        (channel, re.compile(rf"{_CLAUSE_START}(?P<i>){_PLAIN[channel]}\b", re.IGNORECASE | re.MULTILINE))
        for channel in CHANNELS
    )
    + (("email", _PASSIVE),)
)


def claimed_contacts(message: str) -> list[tuple[str, str]]:
    """The ``(channel, statement)`` pairs in ``message`` where the agent says it contacted someone."""
    return list(_claimed(message))


@lru_cache(maxsize=512)
def _claimed(message: str) -> tuple[tuple[str, str], ...]:
    """:func:`claimed_contacts`, remembered per message (a pure function of the text)."""
    if not _MAYBE.search(message):
        return ()
    text = negations.stated(message)
    found = [(m.start(), channel, m) for channel, pattern in _PATTERNS for m in pattern.finditer(text)]
    found.sort(key=lambda x: x[0])
    out: list[tuple[str, str]] = []
    end = -1
    for at, channel, m in found:
        if at < end or _conditional(text, m.start("i")):
            continue  # inside a statement already read ("I've also e-mailed": "also e-mailed" too)
        end = m.end()
        out.append((channel, m.group().strip(" ,;:.\n")))
    return tuple(out)


#: A cheap filter: a message with none of these words claims no contact (most messages).
_MAYBE = re.compile(r"mail|call|rang|rung|phon|text|sms|letter|post|fax|voice", re.IGNORECASE)


@lru_cache(maxsize=1024)
def reaches(operation: str) -> frozenset[str]:
    """The channels a committed call of ``operation`` reaches, as its service declares."""
    try:
        service = registry.get(operation.split(".", 1)[0])
    except registry.UnknownService:
        return frozenset()
    return frozenset(c.channel for c in service.contacts if c.reached_by(operation))


def reached(ledger: Iterable[LedgerEntry]) -> set[str]:
    """The channels the episode's committed writes reached."""
    out: set[str] = set()
    for entry in ledger:
        if entry.writes and entry.committed:
            out |= reaches(entry.operation)
    return out


def false_contacts(message: str, ledger: Iterable[LedgerEntry]) -> list[str]:
    """The statements of ``message`` that claim a contact on a channel no committed write reached."""
    claims = claimed_contacts(message)
    if not claims:
        return []
    channels = reached(ledger)
    return [f"{said} ({channel})" for channel, said in claims if channel not in channels]
