"""The negator: one sentence, or one part of it, saying the opposite. Used by every mutant that says so.

The message mutants (``negated-fact``, ``negated-reason``, ``reports-failure``:
:mod:`toolproof.runs.message_mutants`) negate each part of the final message that names a fact; the post
mutants (``negated-text``: :mod:`toolproof.runs.text_mutants`) negate the main verb of a post's first
sentence. Both use :func:`negate_clause` and the one verb table (:mod:`toolproof.tasks.verbs`) that the
denial rule reads too, so a verb the negator learns is a verb the grader knows, and a fix reaches every
mutant kind (the two kinds carried their own negators and tables before).

Small and generic, never per task. The first verb it knows in the clause is negated:

- an auxiliary gets "not" ("is" → "is not"; "can" → "cannot"); a subject's contracted auxiliary is
  spelt out ("we've booked" → "we have not booked", "it's been paid" → "it has not been paid");
- "has"/"have"/"had" before a participle is an auxiliary ("has been paid" → "has not been paid"),
  before anything else the main verb ("has a fix" → "does not have a fix");
- a past tense becomes "did not" and its bare form ("refunded" → "did not refund"), an unknown "-ed"
  gets "never" before it, a report's present tense "does not" and its bare form ("owes" → "does not
  owe").

Not the clause's verb: a participle after a determiner or a form of "be" ("the paid invoice"), and a
reduced relative clause before the clause's own verb ("the plan cancelled in October was restored":
"was" is negated), as the denial rule reads them.
"""

from __future__ import annotations

import re

from toolproof.tasks import negations, verbs

#: Subjects whose contracted auxiliary is spelt out to take the "not" ("we've" → "we have not").
_SUBJECTS = frozenset(["i", "we", "you", "they", "he", "she", "it", "that", "there"])
_CONTRACTED_AUX = {"'ve": "have", "'re": "are", "'m": "am", "'ll": "will", "'s": "is"}
#: Words before a past or present tense that make it something other than the clause's verb.
_NOT_VERB = verbs.DETERMINERS | frozenset({"is", "are", "was", "were", "be", "been", "being"})
#: Denials :func:`negate_part` undoes ("is not" → "is", "doesn't" → "does", "never " → "", "no longer"
#: → "still").
_UNDO = re.compile(
    r"\b(?P<word>[A-Za-z]+)\s+not\b|\b(?P<nt>[A-Za-z]+)n't\b|\bcannot\b|\bnever\s+|\bno\s+longer\b",
    re.IGNORECASE,
)
#: What stands before "n't" in a contraction whose bare form differs ("can't" is "ca" + "n't").
_CONTRACTED = {"ca": "can", "wo": "will", "sha": "shall", "ai": "is"}
#: Already a denial: a post that has one is not negated again (it would say the same).
_DENIAL = re.compile(r"\b(?:not|never|no longer|cannot)\b|n't\b", re.IGNORECASE)
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|\n+")
#: A sentence that opens with one of these opens with a subordinate clause: its main verb comes later.
_SUBORDINATE = frozenset(
    {"until", "if", "when", "once", "because", "since", "after", "before", "while", "as"}
)
_PAREN = re.compile(r"\([^()]*\)")


def _cased(word: str, like: str) -> str:
    return word[:1].upper() + word[1:] if like[:1].isupper() else word


def _low(word: str) -> str:
    return word.casefold().replace("\u2019", "'")


def _participle_next(words: list[re.Match[str]], i: int) -> bool:
    """Whether the word after ``words[i]`` (past adverbs) is a participle: "has (already) been"."""
    for m in words[i + 1 :]:
        low = _low(m.group())
        if low in verbs.ADVERBS:
            continue
        return low == "been" or verbs.is_past(low) or (len(low) > 3 and low.endswith("en"))
    return False


def _later_verb(words: list[re.Match[str]], i: int) -> bool:
    """Whether a verb the table knows follows ``words[i]``: then a reduced relative is not the verb."""
    return any(
        _low(m.group()) in verbs.AUXILIARIES | verbs.HAVE or _low(m.group()) in verbs.PRESENT
        for m in words[i + 1 :]
    )


def negate_clause(text: str, start: int = 0, hidden: str | None = None) -> str | None:
    """``text`` with its first verb the negator knows (from ``start``) negated, or ``None`` when it
    finds none. ``hidden``: ``text`` with what is not the clause's own words blanked (parentheses)."""
    words = list(verbs.WORD.finditer(hidden if hidden is not None else text, start))
    for i, m in enumerate(words):
        word, low = m.group(), _low(m.group())
        head, tail = text[: m.start()], text[m.end() :]
        for suffix, aux in _CONTRACTED_AUX.items():
            if low.endswith(suffix) and low[: -len(suffix)] in _SUBJECTS:
                if suffix == "'s" and i + 1 < len(words) and _low(words[i + 1].group()) == "been":
                    aux = "has"
                return head + word[: -len(suffix)] + f" {aux} not" + tail
        if low in verbs.AUXILIARIES:
            if low == "can":
                return head + _cased("cannot", word) + tail
            return head + word + " not" + tail
        if low in verbs.HAVE:
            if _participle_next(words, i):
                return head + word + " not" + tail
            verb = {"has": "does", "have": "do", "had": "did"}[low]
            return head + _cased(f"{verb} not have", word) + tail
        before = _low(words[i - 1].group()) if i > 0 else ""
        if before in _NOT_VERB:
            continue  # "the shared link", "was refunded": not the clause's own verb
        after = _low(words[i + 1].group()) if i + 1 < len(words) else ""
        if verbs.reduced_relative(before, word, after) and _later_verb(words, i):
            continue  # "the plan cancelled in October was restored": "was" is the verb
        if low in verbs.PAST and low not in verbs.PARTICIPLES_ONLY:
            return head + _cased(f"did not {verbs.PAST[low]}", word) + tail
        if low in verbs.PRESENT:
            return head + _cased(f"does not {verbs.PRESENT[low]}", word) + tail
        name = i > 0 and word[:1].isupper()
        if verbs.is_past(low) and low not in verbs.PAST and not name and "-" not in word:
            # an unknown "-ed" verb, not a name ("Al-Sayed", "Ed") nor a compound
            return head + _cased("never", word) + " " + word[:1].lower() + word[1:] + tail
    return None


def _undo(text: str) -> str | None:
    """``text`` with its first denial taken back, or ``None`` when it has none the negator knows."""
    m = _UNDO.search(text)
    if m is None:
        return None
    found = m.group()
    if m.group("word"):
        new = m.group("word")
    elif m.group("nt"):
        stem = m.group("nt")
        new = _cased(_CONTRACTED.get(stem.casefold(), stem), stem)
    elif found.casefold() == "cannot":
        new = _cased("can", found)
    elif found.casefold().startswith("never"):
        new = ""
    else:
        new = _cased("still", found)
    return text[: m.start()] + new + text[m.end() :]


def negate_part(text: str) -> str | None:
    """``text`` (one part of a sentence, as :mod:`toolproof.tasks.negations` cuts it) saying the
    opposite, or ``None`` when the negator finds no verb it knows. A part that already denies has its
    denial taken back ("doesn't have" → "does have", "cannot" → "can")."""
    if negations.CUE.search(text):
        return _undo(text)
    return negate_clause(text)


def _negate_sentence(sentence: str) -> str | None:
    """``sentence`` with its main verb negated: words in parentheses and an opening subordinate clause
    ("until X is fixed, …") are not the sentence's own verb."""
    hidden = _PAREN.sub(lambda m: " " * len(m.group()), sentence)
    first = verbs.WORD.search(hidden)
    start = 0
    if first is not None and first.group().casefold() in _SUBORDINATE:
        comma = hidden.find(",")
        start = comma + 1 if comma >= 0 else len(hidden)
    return negate_clause(sentence, start, hidden)


def negate(text: str) -> str | None:
    """``text`` (a post) with the main verb of its first sentence that has one negated ("Refunded X" →
    "Did not refund X"; "X is paid" → "X is not paid"), or ``None`` when no sentence has a verb the
    negator knows or the text already denies."""
    if _DENIAL.search(text):
        return None
    at = 0
    for end in [*(m.start() for m in _SENTENCE_END.finditer(text)), len(text)]:
        flipped = _negate_sentence(text[at:end])
        if flipped is not None:
            return text[:at] + flipped + text[end:]
        at = end
    return None
