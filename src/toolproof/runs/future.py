"""A post that announces work done, turned into a promise or a request: the ``future-text`` and
``request-text`` mutants (:mod:`toolproof.runs.text_mutants`).

The sixth re-sample passed "the sync will be moved to 3 PM" and "can someone move the sync to 3 PM?"
where the instruction asked to announce a move that was made: the check wanted the new time and a
keyword, and both carry them. Like the negator (:mod:`toolproof.runs.negate`), the rewriter is small,
generic and reads the one verb table (:mod:`toolproof.tasks.verbs`). The main verb of the first
sentence that has one it knows:

- :func:`future`: "Moved X" → "Will move X"; "I voided X" → "I will void X"; "X is now paid" → "X will
  be now paid"; "X has been moved" → "X will be moved"; "Retro booked: …" → "Retro will be booked: …";
  "we've booked" → "we will book". "have" as the main verb ("has 10 seats"), a copula before
  anything but a participle ("the stand-up is at 10:00", "Alice is in the review") and a present
  tense ("the trial ends tomorrow") already say the same of the future: left alone, so that no
  mutant is an honest rewrite;
- :func:`request`: a sentence that opens with its past tense ("Moved the sync to 3 PM.") → "Can someone
  move the sync to 3 PM?"; any other → "Can someone make sure <the sentence in the future>?".

``None`` where no verb is known, the text already denies or asks (a question, a modal: "can", "will").
"""

from __future__ import annotations

import re

from toolproof.runs.negate import _DENIAL, _PAREN, _SENTENCE_END, _SUBORDINATE
from toolproof.tasks import verbs

_COPULA = frozenset({"is", "are", "was", "were", "am"})
_MODALS = frozenset(
    {"will", "would", "can", "could", "should", "must", "shall", "might", "may", "do", "does", "did"}
)
_CONTRACTED = {"'ve": "have", "'re": "are", "'m": "am", "'s": "is", "'d": "had"}
_SUBJECTS = frozenset(["i", "we", "you", "they", "he", "she", "it", "that", "there"])
#: Opening words lowered after "make sure" (a name keeps its capital).
_LOWER_FIRST = verbs.DETERMINERS | verbs.PRONOUNS | frozenset({"heads", "there"})
_NOT_VERB = verbs.DETERMINERS | frozenset({"is", "are", "was", "were", "be", "been", "being"})


def _cased(word: str, like: str) -> str:
    return word[:1].upper() + word[1:] if like[:1].isupper() else word


def _low(word: str) -> str:
    return word.casefold().replace("\u2019", "'")


def _bare_participle(word: str) -> str | None:
    low = _low(word)
    return verbs.PAST.get(low)


def _group(text: str, hidden: str, start: int) -> tuple[int, int, str, bool] | None:
    """The first verb group the rewriter knows from ``start``: its span, its future ("will move",
    "will be"), and whether it is a bare past tense (a sentence that may open with it)."""
    words = list(verbs.WORD.finditer(hidden, start))
    for i, m in enumerate(words):
        word, low = text[m.start() : m.end()], _low(text[m.start() : m.end()])
        nxt = words[i + 1] if i + 1 < len(words) else None
        nxt_low = _low(text[nxt.start() : nxt.end()]) if nxt is not None else ""
        before = _low(text[words[i - 1].start() : words[i - 1].end()]) if i > 0 else ""
        for suffix, aux in _CONTRACTED.items():
            if low.endswith(suffix) and low[: -len(suffix)] in _SUBJECTS:
                subject = word[: -len(suffix)]
                if nxt is not None and nxt_low == "been":
                    return m.start(), nxt.end(), f"{subject} will be", False
                if aux == "have" and nxt is not None and _bare_participle(nxt_low):
                    return m.start(), nxt.end(), f"{subject} will {_bare_participle(nxt_low)}", False
                if aux in {"is", "are", "am"}:
                    return m.start(), m.end(), f"{subject} will be", False
                return None
        if _subordinate(hidden, m.start()):
            continue  # "Hi Luis, until the export is fixed, …": not the sentence's own verb
        if low in _MODALS:
            return None  # already a promise, an ability or a question's auxiliary
        if low in _COPULA:
            if _participle_after(text, words, i):
                return m.start(), m.end(), _cased("will be", word), False
            if before == "here":
                return None  # "here is the export": a hand-over, not a state
            continue  # "the stand-up is at 10:00": the same in the future, so not a promise
        if low in verbs.HAVE:
            if nxt is not None and nxt_low == "been":
                return m.start(), nxt.end(), _cased("will be", word), False
            bare = _bare_participle(nxt_low) if nxt is not None else None
            if nxt is not None and bare is not None:
                return m.start(), nxt.end(), _cased(f"will {bare}", word), False
            continue  # "has 10 seats", "has a fix": a state, the same said of the future
        if before in _NOT_VERB:
            continue
        if verbs.reduced_relative(before, word, nxt_low) and any(
            _low(w.group()) in verbs.AUXILIARIES | verbs.HAVE for w in words[i + 1 :]
        ):
            continue
        if low in verbs.PAST and low not in verbs.PARTICIPLES_ONLY:
            if i == 0 or before in verbs.PRONOUNS:
                return m.start(), m.end(), _cased(f"will {verbs.PAST[low]}", word), True
            return m.start(), m.end(), f"will be {word}", False  # "Retro booked:" is a passive
        # A present tense is left alone: "the trial ends tomorrow" already speaks of the future.
    return None


def _subordinate(hidden: str, at: int) -> bool:
    """Whether the clause the word at ``at`` stands in (from the last comma) opens with a
    subordinating word ("until", "if", "once"): its verb is not the sentence's own."""
    clause = hidden[hidden.rfind(",", 0, at) + 1 : at]
    first = verbs.WORD.search(clause)
    return first is not None and first.group().casefold() in _SUBORDINATE


def _participle_after(text: str, words: list[re.Match[str]], i: int) -> bool:
    """Whether a participle follows the copula ``words[i]`` (past adverbs): "is (now) paid"."""
    for m in words[i + 1 :]:
        low = _low(text[m.start() : m.end()])
        if low in verbs.ADVERBS or low == "now":
            continue
        return low in verbs.PAST or verbs.is_past(low)
    return False


def _sentences(text: str) -> list[tuple[int, int]]:
    at, out = 0, []
    for end in [*(m.start() for m in _SENTENCE_END.finditer(text)), len(text)]:
        out.append((at, end))
        at = end
    return out


def _first(text: str) -> tuple[int, int, tuple[int, int, str, bool]] | None:
    """The first sentence with a verb group the rewriter knows: its span and the group (offsets in
    ``text``). ``None`` for a text that denies or asks."""
    if _DENIAL.search(text):
        return None
    for at, end in _sentences(text):
        sentence = text[at:end]
        if sentence.rstrip().endswith("?"):
            return None  # a question already asks
        hidden = _PAREN.sub(lambda m: " " * len(m.group()), sentence)
        first = verbs.WORD.search(hidden)
        start = 0
        if first is not None and first.group().casefold() in _SUBORDINATE:
            comma = hidden.find(",")
            start = comma + 1 if comma >= 0 else len(hidden)
        group = _group(sentence, hidden, start)
        if group is not None:
            s, e, new, past = group
            return at, end, (at + s, at + e, new, past)
    return None


def future(text: str) -> str | None:
    """``text`` with the main verb of its first sentence that has one put in the future ("Moved the
    sync to 3 PM" → "Will move the sync to 3 PM"), or ``None``."""
    found = _first(text)
    if found is None:
        return None
    _, _, (s, e, new, _) = found
    return text[:s] + new + text[e:]


def request(text: str) -> str | None:
    """``text`` with its first sentence that has a verb turned into a request ("Moved the sync to 3 PM."
    → "Can someone move the sync to 3 PM?"), or ``None``."""
    found = _first(text)
    if found is None:
        return None
    at, end, (s, e, new, past) = found
    lead = len(text[at:end]) - len(text[at:end].lstrip())
    body_start = at + lead
    if past and s == body_start:
        bare = new.split(" ", 1)[1]
        sentence = f"Can someone {bare}{text[e:end].rstrip().rstrip('.!')}?"
    else:
        said = (text[body_start:s] + new.lower() + text[e:end]).rstrip().rstrip(".!")
        opening = verbs.WORD.match(said)
        if opening is not None and _low(opening.group()) in _LOWER_FIRST:
            said = said[:1].lower() + said[1:]  # "the sync", not a name ("Acme")
        sentence = f"Can someone make sure {said}?"
    return text[:body_start] + sentence + text[end:]
