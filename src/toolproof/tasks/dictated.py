"""A text the instruction dictates, written with more: "post exactly: …" and a claim after the quote.

Post checks look for words: the quote's words are there, so "Looking into INV-2026-550 now, I'll update
this thread by end of day. Confirmed Hooli was charged twice; a refund is on its way." passed where the
instruction dictated the first sentence only (resample7a, resample8b: anchored by hand in two tasks).
The generic rule: a text the episode wrote that holds a **dictated quote** of the instruction may hold
nothing else but

- a greeting before it: "hi", "hello", "hey", "good morning/afternoon/evening", "morning", "dear" and at
  most three words of whom (a name, "team", "all", "everyone"), an emoji code after them, up to a comma,
  colon, dash, "!" or a quote's ">" (resample12b: "Hi Jon :wave: > …" was read as the word "wave" added);
- a mention or a channel (``<@U…>``, ``<#C…|name>``, ``<!here>``, ``@name``, ``#channel``), an emoji code
  (``:eyes:``), Markdown or quote marks (``* _ ~ ` > " “ ” ' ‘ ’``), punctuation and white space;
- one label before it: "Reminder:", "FYI:", "Heads-up:", "Update:", "Note:", "PSA:", "Urgent:", or
  who it is from or for: "Message from Alice:", "Note for Jon Smith:";
- "cc" before a mention ("… cc <@U0123>");
- "thanks" / "thank you" / "thx" after it.

A **dictated quote** is a double-quoted span of the instruction ("…" or “…”) of at least four words
right after a dictation cue: a colon ("reply in its thread with: "…""), or "the message", "the text",
"the line", "saying", "that says", "reads", "exactly", "verbatim", "post", "send", "reply", "write". A
quoted name ("the issue "Okta SAML login loops"", "book a 30-minute "Acme renewal call"") is no
dictation. The quote is found in a written text case-insensitively, with quotes straightened, white
space collapsed, contractions expanded ("we'll" = "we will") and its closing full stop optional.

Which texts: every string (nested ones too) of a row the episode added, and every changed string of a
row it changed, less what the field held before ("Add the line …" to a description keeps the old
lines). A text that does not hold the quote is not this rule's business (the expectations judge it), and
a quote written once as it is may be cited again in another text ("Add the line "Open S1: SSO login
loop" to the description … and post in #renewals that …": the post may cite the line): the rule fails
a quote only when every text that holds it says more.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache
from typing import Any

from toolproof.world.diff import Diff

_WORD = re.compile(r"[^\W\d_][\w'’-]*")
#: Where a dictated quote starts: right after a cue (the quote opens the match's end).
_CUE = re.compile(
    r"(?::|\b(?:message|text|line|saying|says|say|reads|reading|exactly|verbatim|post|send|reply|write|"
    r"words)\b(?:\s+(?:this|it|that))?:?)\s*\Z",
    re.IGNORECASE,
)
_QUOTE = re.compile(r"[\"“]([^\"“”\n]+)[\"”]")
#: Fewer words than this is a name or a label, not a dictated text.
MIN_WORDS = 4

_CONTRACTIONS = (
    (re.compile(r"\b(\w+)'ll\b"), r"\1 will"),
    (re.compile(r"\b(\w+)'re\b"), r"\1 are"),
    (re.compile(r"\b(\w+)'ve\b"), r"\1 have"),
    (re.compile(r"\bI'm\b", re.IGNORECASE), "i am"),
    (re.compile(r"\b(it|that|there|what|here)'s\b", re.IGNORECASE), r"\1 is"),
    (re.compile(r"\bcan't\b", re.IGNORECASE), "cannot"),
    (re.compile(r"\bwon't\b", re.IGNORECASE), "will not"),
    (re.compile(r"\b(\w+)n't\b"), r"\1 not"),
)


def normalised(text: str) -> str:
    """``text`` as quotes are compared: straight quotes, contractions expanded, one space, lower case."""
    text = text.replace("’", "'").replace("‘", "'").replace("“", '"').replace("”", '"')
    for pattern, repl in _CONTRACTIONS:
        text = pattern.sub(repl, text)
    return re.sub(r"\s+", " ", text).strip().casefold()


@lru_cache(maxsize=512)
def quotes(instruction: str) -> tuple[str, ...]:
    """The dictated quotes of ``instruction``, normalised, without a closing full stop."""
    out = []
    for m in _QUOTE.finditer(instruction or ""):
        if not _CUE.search(instruction[max(0, m.start() - 40) : m.start()]):
            continue
        quote = m.group(1)
        if len(_WORD.findall(quote)) < MIN_WORDS:
            continue
        out.append(normalised(quote).rstrip(" ."))
    return tuple(out)


#: What a dictated text may hold beside its quote (removed before looking for a word left over).
_ALLOWED = re.compile(
    r"<[@#!][^>]*>|[@#][\w.-]+|:[\w+-]+:"
    r"|\bcc:?(?=\s*(?:<@|@))"
    r"|^\s*(?:(?:hi|hello|hey|dear|good\s+(?:morning|afternoon|evening)|morning)\b(?:\s+[\w.'-]+){0,3}?\s*"
    r"(?::[\w+-]+:\s*)?(?:[,:!>\u2014\u2013-]|$)|(?:reminder|fyi|heads[\s-]?up|update|note|psa|urgent)\s*:"
    r"|(?:message|note|request|question)\s+(?:from|for)\s+[\w.'-]+(?:\s+[\w.'-]+)?\s*:)"
    r"|\b(?:thanks|thank\s+you|thx)\b",
    re.IGNORECASE,
)


def beyond(text: str, quote: str) -> str:
    """What ``text`` says beyond ``quote`` (normalised, as :func:`quotes` gives it) that the rule does not
    allow ("" when nothing; the text unchanged when it does not hold the quote: not this rule's business)."""
    norm = normalised(text)
    at = norm.find(quote)
    if at < 0:
        return ""
    before, after = norm[:at], norm[at + len(quote) :]
    if _WORD.search(_ALLOWED.sub(" ", before)) or _WORD.search(_ALLOWED.sub(" ", after)):
        return f"{before.strip()} … {after.strip()}".strip(" …")
    return ""


def _strings(value: Any, path: str) -> Iterator[tuple[str, str]]:
    if isinstance(value, str):
        yield path, value
    elif isinstance(value, dict):
        for key, inner in value.items():
            yield from _strings(inner, f"{path}.{key}" if path else str(key))
    elif isinstance(value, list):
        for i, inner in enumerate(value):
            yield from _strings(inner, f"{path}.{i}")


def _written(diff: Diff) -> Iterator[tuple[str, str]]:
    """``(where, text)`` of every string the episode wrote: added rows' strings, changed rows' changed
    strings less their old text."""
    for table, changes in diff.tables.items():
        for row in changes.added:
            for path, text in _strings(row, ""):
                yield f"{table}.{path}", text
        for change in changes.changed:
            old = dict(_strings(change.before, ""))
            for path, text in _strings(change.after, ""):
                was = old.get(path)
                if was == text:
                    continue
                if was and was in text:
                    text = text.replace(was, " ", 1)
                yield f"{table}.{path}", text


def extra_text(instruction: str, diff: Diff) -> list[str]:
    """Per dictated quote of ``instruction`` that the episode wrote only with more than the rule allows,
    each such text as ``where: 'what it says beyond'``; empty when none (a quote written once as it is
    may be quoted again elsewhere: a report post that cites the line added to a description)."""
    said = quotes(instruction)
    if not said:
        return []
    written = list(_written(diff))
    out: list[str] = []
    for quote in said:
        holding = [(where, text) for where, text in written if quote in normalised(text)]
        extras = [(where, beyond(text, quote)) for where, text in holding]
        if all(extra for _where, extra in extras):
            out.extend(f"{where}: {extra!r}" for where, extra in extras)
    return out
