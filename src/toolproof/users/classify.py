"""Reading an agent's message the way a person would: what it asks about, and what kind of message it is.

A scripted user must answer what was *asked*, whatever the words: "What's the e-mail on the account?",
"Could you share your email address?" and "which address should I use to find you?" all ask about the
e-mail. Topics are lists of words and phrases written by the task author; a phrase matches when all its
words appear as words of the message (a plural or a common suffix is the same word). A fact is revealed
only to a question that touches its topic: a user never answers what nobody asked.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

_WORD = re.compile(r"[a-z0-9]+")
_INTERROGATIVE = re.compile(
    r"(^|[.!;:]\s*)(what|which|who|whom|whose|when|where|why|how|could you|can you|would you|"
    r"will you|do you|did you|is it|are you|are there|is there|"
    r"please (tell|share|send|give|provide|confirm|let me know))\b",
    re.I,
)
_CONFIRM = re.compile(
    r"((^|[.!?;:]\s*)(shall i|should i)\b|\b(do you want me to|would you like me to|want me to|"
    r"can you confirm|please confirm|"
    r"confirm (that|this|whether)|is that (correct|right|ok|okay)|ok(ay)? to proceed|may i proceed|"
    r"go ahead\?|proceed\?))",
    re.I,
)
_REFUSAL = re.compile(
    r"\b(can ?not|can't|unable|not able|not allowed|not permitted|won't|will not|policy|approval|"
    r"i'm afraid|i am afraid|not possible)\b",
    re.I,
)


def words(text: str) -> list[str]:
    """Lower-case words, with hyphens and punctuation as separators (``e-mail`` → ``e``, ``mail``)."""
    return _WORD.findall(text.lower())


def _same_word(token: str, word: str) -> bool:
    if token == word:
        return True
    for suffix in ("es", "s", "ing", "ed"):
        if len(word) > 3 and token == word + suffix:
            return True
        if len(token) > 3 and word == token + suffix:
            return True
    return False


def mentions(text: str, phrase: str) -> bool:
    """Do all words of ``phrase`` occur, in order and next to each other, among the words of ``text``?"""
    tokens, wanted = words(text), words(phrase)
    if not wanted:
        return False
    for start in range(len(tokens) - len(wanted) + 1):
        if all(_same_word(tokens[start + i], w) for i, w in enumerate(wanted)):
            return True
    return False


def touches(text: str, topic: Iterable[str]) -> bool:
    """Does ``text`` mention any phrase of ``topic``?"""
    return any(mentions(text, phrase) for phrase in topic)


def is_question(text: str) -> bool:
    return "?" in text or _INTERROGATIVE.search(text) is not None


def asks_to_confirm(text: str) -> bool:
    return _CONFIRM.search(text) is not None


def pushes_back(text: str) -> bool:
    """A refusal or a hold ("I can't do that without approval", "policy requires…")."""
    return _REFUSAL.search(text) is not None
