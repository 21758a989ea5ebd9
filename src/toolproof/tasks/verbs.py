"""The one English verb table: what the denial rule and the negator both need to know about verbs.

The denial rule (:mod:`.negations`) ties a negation to the verb it governs, so it must tell a verb's
own participle phrase ("the plan *cancelled in October* can't be restored") from the negated verb;
the negator (:mod:`toolproof.runs.negate`) writes "did not refund" for "refunded". Both read the same
table, so a verb one of them learns the other knows too (two tables drifted apart before: a fix in the
post negator did not reach the message negator).

Generic, never per task: English auxiliaries, the past tenses (and participles) of the verbs agents'
reports use, with their bare forms, and the present tenses of report verbs ("owes", "ends").
"""

from __future__ import annotations

import re

#: Auxiliaries that take "not" after them ("was" → "was not"); "can" → "cannot". "has"/"have"/"had"
#: are apart (:data:`HAVE`): before anything but a participle they are the main verb.
AUXILIARIES = frozenset(
    [
        "is",
        "are",
        "was",
        "were",
        "am",
        "be",
        "been",
        "being",
        "will",
        "would",
        "can",
        "could",
        "should",
        "must",
        "shall",
        "might",
        "may",
        "do",
        "does",
        "did",
    ]
)
HAVE = frozenset({"has", "have", "had"})
#: Forms of "be": a negated copula denies its whole complement ("it was not a refunded charge").
COPULAS = frozenset(["is", "are", "was", "were", "am", "be", "been", "being"]) | frozenset(
    {
        "isn't",
        "aren't",
        "wasn't",
        "weren't",
        "it's",
        "that's",
        "there's",
        "he's",
        "she's",
        "i'm",
        "we're",
        "they're",
        "you're",
    }
)
#: Past tenses and past participles, with their bare forms ("paid" → "pay"; "refunded" → "refund").
PAST = {
    "sent": "send", "made": "make", "set": "set", "paid": "pay", "left": "leave", "found": "find",
    "gave": "give", "given": "give", "took": "take", "taken": "take", "got": "get", "told": "tell",
    "wrote": "write", "written": "write", "kept": "keep", "held": "hold", "put": "put", "sold": "sell",
    "bought": "buy", "built": "build", "chose": "choose", "chosen": "choose", "ran": "run",
    "began": "begin", "begun": "begin", "met": "meet", "brought": "bring", "spent": "spend", "cut": "cut",
    "shared": "share", "moved": "move", "issued": "issue", "created": "create", "invited": "invite",
    "removed": "remove", "deleted": "delete", "updated": "update", "scheduled": "schedule",
    "rescheduled": "reschedule", "declined": "decline", "charged": "charge", "archived": "archive",
    "closed": "close", "renamed": "rename", "restored": "restore", "changed": "change",
    "revoked": "revoke", "replied": "reply", "applied": "apply", "copied": "copy",
    "cancelled": "cancel", "canceled": "cancel", "saved": "save", "released": "release",
    "disabled": "disable", "enabled": "enable", "resolved": "resolve", "increased": "increase",
    "reduced": "reduce", "placed": "place", "captured": "capture", "received": "receive",
    "raised": "raise", "used": "use", "filed": "file", "voided": "void", "refunded": "refund",
    "added": "add", "posted": "post", "booked": "book", "reopened": "reopen", "opened": "open",
    "assigned": "assign", "marked": "mark", "finalized": "finalize", "finalised": "finalise",
    "confirmed": "confirm", "upgraded": "upgrade", "downgraded": "downgrade", "invoiced": "invoice",
    "reached": "reach", "checked": "check", "granted": "grant", "asked": "ask", "notified": "notify",
    "messaged": "message", "paused": "pause", "resumed": "resume", "attached": "attach",
    "completed": "complete", "approved": "approve", "merged": "merge", "priced": "price", "noted": "note",
    "escalated": "escalate", "purged": "purge", "retired": "retire", "declared": "declare",
    "waived": "waive", "prorated": "prorate", "shipped": "ship", "planned": "plan", "dropped": "drop",
    "stopped": "stop", "billed": "bill", "settled": "settle", "collected": "collect",
    "credited": "credit", "processed": "process", "extended": "extend", "fixed": "fix",
    "deployed": "deploy", "accepted": "accept", "rejected": "reject", "deactivated": "deactivate",
    "activated": "activate", "reactivated": "reactivate", "disputed": "dispute", "blocked": "block",
}  # fmt: skip
#: Past participles that are never a past tense ("written", not "wrote"): the negator does not write
#: "did not write" for them ("the exception process written by finance").
PARTICIPLES_ONLY = frozenset(["given", "taken", "written", "chosen", "begun"])
#: Present tenses of report verbs ("Acme owes $500" → "Acme does not owe $500").
PRESENT = {
    "owes": "owe", "stays": "stay", "shows": "show", "lists": "list", "holds": "hold", "needs": "need",
    "belongs": "belong", "ships": "ship", "starts": "start", "ends": "end", "runs": "run",
    "expires": "expire", "remains": "remain", "works": "work", "contains": "contain",
    "includes": "include", "uses": "use", "costs": "cost", "requires": "require", "owns": "own",
    "matches": "match", "overlaps": "overlap", "conflicts": "conflict", "exists": "exist",
    "covers": "cover", "renews": "renew", "leads": "lead", "manages": "manage", "reports": "report",
    "opens": "open",
}  # fmt: skip
#: Words before a participle that make it an adjective of the noun after it ("the paid invoice").
DETERMINERS = frozenset(
    ["the", "a", "an", "its", "his", "her", "their", "your", "our", "my", "this", "that", "these", "those"]
)
#: Subject pronouns: a past tense right after one is the clause's own verb ("I refunded …").
PRONOUNS = frozenset(["i", "we", "you", "they", "he", "she", "it", "who"])
#: Words right after a past participle that open its own phrase ("cancelled *in* October", "paid *last*
#: week"): with a noun before it, the participle is a reduced relative clause, not the clause's verb.
PHRASE_OPENERS = frozenset(
    [
        "in",
        "on",
        "at",
        "by",
        "last",
        "yesterday",
        "earlier",
        "during",
        "via",
        "before",
        "after",
        "since",
        "for",
        "from",
        "to",
    ]
)


def is_past(word: str) -> bool:
    """Whether ``word`` is a past tense or participle the table knows (or a regular "-ed" of five
    letters or more: "commented"; not "-eed": "need", "proceed")."""
    low = word.casefold()
    return low in PAST or (len(low) > 4 and low.endswith("ed") and not low.endswith("eed"))


def bare(word: str) -> str | None:
    """The bare form of a past or present tense the table knows ("paid" → "pay"), else ``None``."""
    low = word.casefold()
    return PAST.get(low) or PRESENT.get(low)


#: A word as the rules read it (letters and apostrophes: "doesn't", "O'Brien").
WORD = re.compile(r"[^\W\d_][\w'’-]*", re.UNICODE)

#: Adverbs that stand between an auxiliary and its verb ("has *already* been paid", "was *still* not").
ADVERBS = frozenset(
    [
        "still",
        "yet",
        "already",
        "even",
        "ever",
        "really",
        "just",
        "also",
        "now",
        "since",
        "successfully",
        "fully",
    ]
)
#: Verbs whose object a participle completes ("get it refunded", "have the invoice voided", "want it
#: cancelled"): after one, a noun and a participle are not a reduced relative clause.
CAUSATIVES = frozenset(
    [
        "get",
        "got",
        "gotten",
        "have",
        "had",
        "has",
        "make",
        "made",
        "let",
        "want",
        "wanted",
        "need",
        "needed",
        "see",
        "saw",
        "seen",
        "keep",
        "kept",
        "leave",
        "left",
    ]
)
#: Words before a participle that make it a verb form, not a reduced relative ("was paid", "not paid",
#: "and paid").
_NOT_A_NOUN = (
    AUXILIARIES
    | HAVE
    | PRONOUNS
    | DETERMINERS
    | ADVERBS
    | CAUSATIVES
    | frozenset(
        [
            "not",
            "never",
            "and",
            "or",
            "but",
            "to",
            "me",
            "us",
            "him",
            "them",
            "i'm",
            "it's",
            "we're",
            "they're",
            "you're",
        ]
    )
)


def reduced_relative(before: str, word: str, after: str) -> bool:
    """Whether ``word``, a past participle the table knows, opens a reduced relative clause: a noun
    before it and its own phrase after ("the plan *cancelled in October*", "the invoice *paid last
    week*"), so it modifies the noun instead of being the clause's verb."""
    if word.casefold() not in PAST or not before or not WORD.fullmatch(before):
        return False
    return before.casefold() not in _NOT_A_NOUN and after.casefold() in PHRASE_OPENERS


def attributive(before: str, word: str, after: str) -> bool:
    """Whether ``word``, a past participle, is an adjective between a determiner and its noun ("the
    *refunded* charge")."""
    return (
        is_past(word)
        and before.casefold() in DETERMINERS
        and bool(after)
        and after.casefold() not in (PHRASE_OPENERS | AUXILIARIES | HAVE)
    )


#: Bare forms of the verbs of writes: what an instruction asks done and an offer may promise
#: (:mod:`.offers` reads an offer to do the instruction's write on the user's say-so). Not "check",
#: "find", "tell": reading and reporting are not writes.
WRITE_VERBS = frozenset(
    [
        "refund", "cancel", "delete", "remove", "void", "send", "post", "create", "update", "change",
        "archive", "move", "reschedule", "schedule", "book", "add", "invite", "pause", "resume",
        "reactivate", "issue", "close", "reopen", "rename", "share", "upload", "assign", "unassign",
        "label", "merge", "switch", "upgrade", "downgrade", "lower", "raise", "increase", "reduce",
        "credit", "charge", "pin", "unpin", "revoke", "grant", "transfer", "end", "stop", "disable",
        "enable", "unsubscribe", "restore", "reply", "message", "dm", "tag", "edit", "revert", "decline",
        "accept", "kick", "deactivate", "terminate", "finalize", "finalise", "waive", "extend", "discount",
        "comment", "notify", "announce", "publish", "rotate", "approve", "void", "release", "capture",
        "unarchive", "promote", "demote", "replace", "resend", "retry", "apply", "mark", "complete",
        "drop", "bill", "invoice", "pay", "adjust", "set",
    ]
)  # fmt: skip
