"""Wrong posts: the oracle's own text, written into the world, saying the opposite.

The value mutants of :mod:`toolproof.runs.mutants` change the ids, amounts, times and flags a write
sends, never what its free text *says*. A task that checks a chat post, comment, DM or reply only for
an id or a keyword then passes "Søren's refund re_… failed, will retry" where the instruction asked to
announce the refund. Per write step, per string argument that is free text (:func:`is_free_text`):

- ``fails-text@N:path``: the text turned into a failure report that keeps every id, number and name it
  had ("Could not do this — it failed and nothing changed: <the oracle's text>");
- ``negated-text@N:path``: the text with the main verb of its first sentence negated by a small,
  generic negator (:func:`negate`): "Refunded X" → "Did not refund X", "X is now paid" → "X is not now
  paid". Not generated when the negator finds no verb it knows (the text would still say the same).

A survivor means the grader accepts the opposite post: a task whose instruction asks for the post
tightens its check (the value **and** an outcome word, with a negative lookahead for failure and
negation); a task that does not care what the text says marks the mutant ``equivalent:`` with why.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from toolproof.agents.reference import Mutation

#: What the failure report opens with; every word of the oracle's text follows it.
FAILURE = "Could not do this — it failed and nothing changed:"

_EMAIL = re.compile(r"^[^\s@]+@[^\s@]+\.[^\s@]+$")
_URL = re.compile(r"^[a-z][a-z0-9+.-]*://\S+$", re.IGNORECASE)
_DATEISH = re.compile(r"^\d{4}-\d{2}-\d{2}")
_CLOCK = re.compile(r"^\d{1,2}:\d{2}")
_WORD = re.compile(r"[^\W\d_][\w'’-]*", re.UNICODE)
#: Free text has at least this many words (a label, a name or a title is not a statement).
MIN_WORDS = 4


def is_free_text(value: str, known_id: bool = False) -> bool:
    """Is ``value`` prose an agent writes (a post, a comment, a description) rather than a value a
    grader compares whole: at least four words, and not an id, an e-mail, a URL, a time, a date or JSON."""
    text = value.strip()
    if known_id or not text or _EMAIL.match(text) or _URL.match(text):
        return False
    if _DATEISH.match(text) or _CLOCK.match(text):
        return False
    if text[0] in "[{":
        try:
            json.loads(text)
        except ValueError:
            pass
        else:
            return False
    return len(_WORD.findall(text)) >= MIN_WORDS


def fails(text: str) -> str:
    """``text`` reported as a failure: every id, number and name it had, after an admission."""
    return f"{FAILURE} {text}"


#: Auxiliaries that take "not" ("is" → "is not"); "can" becomes "cannot".
_AUX = frozenset(
    [
        "is",
        "are",
        "was",
        "were",
        "am",
        "will",
        "would",
        "can",
        "could",
        "should",
        "shall",
        "must",
        "has",
        "have",
        "had",
        "been",
    ]
)
#: Irregular past tenses (and a few regular ones whose bare form a rule gets wrong), with bare forms.
_PAST = {
    "sent": "send", "made": "make", "paid": "pay", "left": "leave", "found": "find", "gave": "give",
    "took": "take", "got": "get", "told": "tell", "wrote": "write", "kept": "keep", "held": "hold",
    "put": "put", "sold": "sell", "bought": "buy", "built": "build", "chose": "choose", "ran": "run",
    "began": "begin", "met": "meet", "brought": "bring", "spent": "spend", "cut": "cut", "set": "set",
    "shared": "share", "moved": "move", "issued": "issue", "created": "create", "invited": "invite",
    "removed": "remove", "scheduled": "schedule", "declined": "decline", "charged": "charge",
    "archived": "archive", "closed": "close", "renamed": "rename", "restored": "restore",
    "changed": "change", "replied": "reply", "applied": "apply", "copied": "copy",
    "cancelled": "cancel", "canceled": "cancel", "saved": "save", "released": "release",
    "disabled": "disable", "enabled": "enable", "resolved": "resolve", "increased": "increase",
    "reduced": "reduce", "placed": "place", "captured": "capture", "received": "receive",
    "raised": "raise", "used": "use", "filed": "file", "finalized": "finalize", "finalised": "finalise",
    "updated": "update", "deleted": "delete", "completed": "complete", "approved": "approve",
    "merged": "merge", "priced": "price", "noted": "note", "escalated": "escalate", "rescheduled":
    "reschedule", "purged": "purge", "revoked": "revoke", "retired": "retire", "declared": "declare",
    "waived": "waive", "prorated": "prorate", "shipped": "ship", "planned": "plan",
    "dropped": "drop", "stopped": "stop", "billed": "bill", "settled": "settle",
    "refunded": "refund", "voided": "void", "added": "add", "posted": "post", "booked": "book",
    "reopened": "reopen", "opened": "open", "assigned": "assign", "marked": "mark", "confirmed": "confirm",
    "upgraded": "upgrade", "downgraded": "downgrade", "invoiced": "invoice", "checked": "check",
    "granted": "grant", "asked": "ask", "notified": "notify", "paused": "pause", "resumed": "resume",
    "attached": "attach", "collected": "collect", "credited": "credit", "processed": "process",
    "extended": "extend", "fixed": "fix", "deployed": "deploy", "accepted": "accept", "rejected": "reject",
}  # fmt: skip
#: Words before a past participle that make it an adjective, not the sentence's verb ("the paid invoice").
_ATTRIBUTIVE = frozenset(
    ["the", "a", "an", "its", "his", "her", "their", "your", "our", "my", "this", "that", "these", "those"]
)
#: Already a denial: negating it again would say the same.
_DENIAL = re.compile(r"\b(?:not|never|no longer|cannot)\b|n't\b", re.IGNORECASE)
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|\n+")


def _cased(word: str, like: str) -> str:
    return word[:1].upper() + word[1:] if like[:1].isupper() else word


#: Contracted subject and auxiliary ("we've" → "we have not"): the auxiliary gets the "not".
_CONTRACTED = {"'ve": "have", "'re": "are", "'m": "am", "'ll": "will", "'s": "is"}
#: Present tenses of reports ("the trial ends on …" → "the trial does not end on …").
_PRESENT = {
    "owes": "owe", "ends": "end", "starts": "start", "stays": "stay", "shows": "show", "needs": "need",
    "holds": "hold", "runs": "run", "remains": "remain", "includes": "include", "covers": "cover",
    "opens": "open", "owns": "own", "works": "work", "lists": "list", "expires": "expire",
}  # fmt: skip
#: A sentence that opens with one of these opens with a subordinate clause: its main verb comes later.
_SUBORDINATE = frozenset(
    {"until", "if", "when", "once", "because", "since", "after", "before", "while", "as"}
)
_PAREN = re.compile(r"\([^()]*\)")


def _negate_sentence(sentence: str) -> str | None:
    """``sentence`` with its first verb the negator knows negated, or ``None``. Words in parentheses
    and an opening subordinate clause ("until X is fixed, …") are not the sentence's own verb."""
    if _DENIAL.search(sentence):
        return None
    hidden = _PAREN.sub(lambda m: " " * len(m.group()), sentence)
    first = _WORD.search(hidden)
    start = 0
    if first is not None and first.group().casefold() in _SUBORDINATE:
        comma = hidden.find(",")
        start = comma + 1 if comma >= 0 else len(hidden)
    previous = ""
    for m in _WORD.finditer(hidden, start):
        word, low = m.group(), m.group().casefold().replace("’", "'")
        head, tail = sentence[: m.start()], sentence[m.end() :]
        for suffix, aux in _CONTRACTED.items():
            if low.endswith(suffix) and low[: -len(suffix)] in {
                "i",
                "we",
                "you",
                "they",
                "he",
                "she",
                "it",
                "that",
            }:
                return head + word[: -len(suffix)] + f" {aux} not" + tail
        if low in _AUX:
            if low == "can":
                return head + _cased("cannot", word) + tail
            return head + word + " not" + tail
        if previous not in _ATTRIBUTIVE:
            if low in _PAST:
                return head + _cased(f"did not {_PAST[low]}", word) + tail
            if low in _PRESENT:
                return head + _cased(f"does not {_PRESENT[low]}", word) + tail
            if len(low) > 4 and low.endswith("ed") and not low.endswith("eed"):
                return head + _cased(f"never {low}", word) + tail
        previous = low
    return None


def negate(text: str) -> str | None:
    """``text`` with the main verb of its first sentence that has one negated ("Refunded X" → "Did not
    refund X"; "X is paid" → "X is not paid"; "Moved X" → "Did not move X"; an unknown "-ed" verb gets
    "never"), or ``None`` when no sentence has a verb the negator knows or the text already denies."""
    if _DENIAL.search(text):
        return None
    at = 0
    for end in [*(m.start() for m in _SENTENCE_END.finditer(text)), len(text)]:
        flipped = _negate_sentence(text[at:end])
        if flipped is not None:
            return text[:at] + flipped + text[end:]
        at = end
    return None


def text_mutants(
    at: int, args: Iterable[tuple[str, Any]], find_id: Callable[[str], object]
) -> Iterator[Mutation]:
    """The text mutants of write step ``at`` (from 0) whose arguments are ``args`` (dotted path, scalar);
    ``find_id`` says whether a string is an id of the fixture (then it is never free text)."""
    step = at + 1
    for path, value in args:
        if not isinstance(value, str) or not is_free_text(value, find_id(value) is not None):
            continue
        yield Mutation(f"fails-text@{step}:{path}", f"step {step} writes that it failed into {path}", at,
                       replace=((path, fails(value)),))  # fmt: skip
        negated = negate(value)
        if negated is not None:
            yield Mutation(f"negated-text@{step}:{path}", f"step {step} writes the opposite into {path}",
                           at, replace=((path, negated),))  # fmt: skip
