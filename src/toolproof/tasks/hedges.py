"""Guesses are not statements: where a final message only hedges what it says.

A fact counts when the agent *states* it. "It may have been refunded on October 1" names the refund and
the date but claims neither, and "Chris might have left" claims nothing about Chris: a grader that
checks "the agent's claim was true" must not take a guess for the claim. This module finds the hedged
stretches of a message; :mod:`.facts` requires every fact to appear at least once outside them.

The detector is deliberately conservative: it looks only at words *before* a value, in the same
sentence (line, ``.``/``!``/``?`` sentence or ``;`` part, as :mod:`.pairs` splits them) and the same
part of it. A hedge reaches from its cue to the next break that starts another claim: ``, but``,
``, and``, ``, so``, ``but``, ``however``, ``although``, ``though``, a colon, a spaced dash or a
parenthesis. So "Invoice 123 is paid; maybe you meant 124?" and "Maybe I missed something, but it was
refunded on October 1" both state their facts, and a hedge after the fact ("Chris left, I think")
does not undo it.

Cues (case-insensitive, whole words):

- modal guesses: "may / might (not) have / be / been", "could have / be / been" (with "still",
  "already", "also", "well", "just", "even" between); never "could not", "couldn't", "can't",
  "cannot": those report what the agent found ("I couldn't find the order");
- "maybe", "perhaps", "possibly", "probably", "presumably", "likely", "supposedly";
- "I think / believe / guess / assume / suspect", "I'd guess", "I'd say", "not sure", "not certain",
  "unsure", "it's possible", "it is possible"; any of these followed by "you" guesses what the user
  meant, not the facts ("Maybe you meant invoice 124, which was paid" states the payment);
- "if" and "whether", up to the next comma as well ("If you want, I can resend it" hedges only "If
  you want"); not after a check the agent did ("I checked whether it was refunded: it was"), unless
  negated ("I couldn't confirm whether it was refunded" is a hedge), and not when the rest of the
  sentence offers alternatives ("I can't tell whether you meant Ravi Kumar (Support) or Ravi Krishnan
  (Security)": a clarifying refusal names the candidates; "whether or not" is still a hedge);
- a yes/no question about the fact: from a clause that opens with an auxiliary verb ("Was it…",
  "Is Chris…", ", has it…") up to its "?". Not a question to the user about what to do or what they
  meant ("Do you mean…", "Should I…", "Would you like…"), and not one that offers alternatives ("Is it
  Dana Whitfield of Acme or Dana Whitley of ACME Logistics?", "Which one: 123 or 124?"): a clarifying
  question names the candidates the agent found, and that is what such a task asks it to state.

Not cues: "it looks like", "it seems", "appears", "apparently" (chat models state what they just read
that way: "It looks like invoice 123 was already paid"), "must have", "should"; and negations are
not guesses ("it was not refunded", "no such order exists"): :mod:`.negations` reads what they deny.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from functools import lru_cache

from toolproof.tasks import pairs

_ADVERB = r"(?:\s+(?:still|already|also|well|just|even))?"
#: Words that make what follows in their part of the sentence a guess.
_CUE = re.compile(
    r"\b(?:"
    rf"(?:may|might)(?:\s+not)?{_ADVERB}\s+(?:have|be|been)"
    rf"|could{_ADVERB}\s+(?:have|be|been)"
    r"|maybe|perhaps|possibly|probably|presumably|likely|supposedly"
    r"|i\s+(?:think|believe|guess|assume|suspect)|i(?:'d|\s+would)\s+(?:guess|say)"
    r"|not\s+(?:sure|certain)|unsure"
    r"|it'?s\s+(?:also\s+)?possible|it\s+is\s+(?:also\s+)?possible"
    r")\b",
    re.IGNORECASE,
)
#: Conditions and open questions: they reach to the next comma too.
_OPEN = re.compile(r"\b(?:if|whether)\b", re.IGNORECASE)
#: "I checked whether it was refunded: it was": a check the agent did, not a question left open.
_CHECKED = re.compile(
    r"\b(?:check(?:ed)?|verif(?:y|ied)|confirm(?:ed)?|look(?:ed)?|search(?:ed)?|saw|see)\b[^,]*$",
    re.IGNORECASE,
)
_NEGATED = re.compile(r"\b(?:not|never|cannot|unable)\b|n't\b", re.IGNORECASE)
#: Where a hedge stops reaching: the start of another claim in the same sentence.
_BREAK = re.compile(
    r",\s+(?:but|and|so|yet|although|though|whereas|while)\b|\s+but\s+|\bhowever\b|\balthough\b"
    r"|\bthough\b|:\s|\s-\s|[()]",
    re.IGNORECASE,
)
_COMMA = re.compile(r",\s")
#: Where a clause may open inside a sentence (a yes/no question may start there).
_CLAUSE = re.compile(r"[,;:]\s+|\s-\s|\(")
_AUXILIARY = re.compile(
    r"(?:(?:and|or|but|so|also|then)\s+)?"
    r"(?:is|are|was|were|am|do|does|did|has|have|had|can|could|would|will|should|shall|may|might"
    r"|isn't|aren't|wasn't|weren't|don't|doesn't|didn't|hasn't|haven't|hadn't|can't|couldn't|won't"
    r"|wouldn't|shouldn't)\b(?!\s+(?:you|i|we)\b)",
    re.IGNORECASE,
)
#: "…Whitfield or Whitley?": a question that offers alternatives names them; it is not a yes/no question.
_ALTERNATIVES = re.compile(
    r"\bor\b(?!\s+(?:not|else|otherwise|(?:should|shall|do|did|would|can|could|will)\s+(?:i|we|you))\b)",
    re.IGNORECASE,
)
#: "Maybe you meant…", "I think you mean…": a guess at what the user meant, not at the facts.
_TO_YOU = re.compile(r"\s+you\b", re.IGNORECASE)
#: What may stand before a sentence's first word: a list marker, Markdown emphasis, a quote mark.
_LEAD = re.compile(r"\s*(?:(?:[-*+\u2022>#]+|\d+[.)])\s+)?[*_\"'`]*")
#: First words lower-cased after the inserted hedge ("It may be that the invoice…").
_COMMON = frozenset(
    {"the", "this", "that", "these", "those", "it", "its", "there", "their", "they", "he", "she", "we",
     "you", "your", "a", "an", "our", "his", "her"}
)  # fmt: skip
#: What the mutation "hedge this fact" inserts at the start of each part of a sentence that states it.
HEDGE = "it may be that "
#: What stands for a hedged stretch in :func:`stated`.
BLANK = "\u2026"


def _breaks(unit: str) -> list[int]:
    """Offsets in ``unit`` where a hedge stops reaching: each break's start, and the sentence's end."""
    return [m.start() for m in _BREAK.finditer(unit)] + [len(unit)]


def _reach(unit: str, start: int, stops: Sequence[int]) -> int:
    """Where a hedge whose cue starts at ``start`` stops: the first of ``stops`` after it."""
    return min(at for at in stops if at > start)


def _unit_regions(unit: str) -> Iterator[tuple[int, int]]:
    """The hedged stretches of one sentence, as offsets into it."""
    stops = _breaks(unit)
    for m in _CUE.finditer(unit):
        if not _TO_YOU.match(unit, m.end()):
            yield m.start(), _reach(unit, m.start(), stops)
    for m in _OPEN.finditer(unit):
        clause = unit[: m.start()].rsplit(",", 1)[-1]
        if _CHECKED.search(clause) and not _NEGATED.search(clause):
            continue
        if _ALTERNATIVES.search(unit, m.end()):
            continue
        commas = [c.start() for c in _COMMA.finditer(unit, m.end())]
        yield m.start(), _reach(unit, m.start(), [*stops, *commas])
    previous = 0
    for mark in (i for i, ch in enumerate(unit) if ch == "?"):
        opens = [previous, *(c.end() for c in _CLAUSE.finditer(unit, previous, mark))]
        for at in opens:
            lead = _LEAD.match(unit, at)
            word = lead.end() if lead is not None else at
            if _AUXILIARY.match(unit, word):
                if not _ALTERNATIVES.search(unit, word, mark):
                    yield at, mark + 1
                break
        previous = mark + 1


def _units(line: str, forms: Sequence[str]) -> Iterator[tuple[int, int]]:
    """The sentences of ``line`` (see :func:`.pairs.unit_spans`), each with the ``.``, ``!`` or ``?``
    that ends it (a question is a question by its mark)."""
    for start, end in pairs.unit_spans(line, forms):
        while end < len(line) and line[end] in ".!?":
            end += 1
        yield start, end


def _lines(message: str) -> Iterator[tuple[int, str]]:
    at = 0
    for line in message.splitlines(keepends=True):
        yield at, line
        at += len(line)


def regions(message: str, forms: Sequence[str] = ()) -> list[tuple[int, int]]:
    """The hedged stretches of ``message`` as sorted, merged ``(start, end)`` offsets; a sentence end
    inside one of ``forms`` ("J. Smith") does not split a sentence."""
    found: list[tuple[int, int]] = []
    for offset, line in _lines(message):
        for start, end in _units(line, forms):
            unit = line[start:end]
            found += [(offset + start + s, offset + start + e) for s, e in _unit_regions(unit) if e > s]
    merged: list[tuple[int, int]] = []
    for start, end in sorted(found):
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
        else:
            merged.append((start, end))
    return merged


@lru_cache(maxsize=512)
def _stated(message: str, forms: tuple[str, ...]) -> str:
    out, at = [], 0
    for start, end in regions(message, forms):
        out += [message[at:start], BLANK]
        at = end
    return "".join(out) + message[at:]


def stated(message: str, forms: Sequence[str] = ()) -> str:
    """``message`` with every hedged stretch replaced by ``…``: what it states, as opposed to guesses."""
    return _stated(message, tuple(forms))


def guess_around(message: str, spans: Sequence[tuple[int, int]], forms: Sequence[str] = ()) -> str:
    """The hedged stretch that holds the first of ``spans`` (a value's matches), shortened for a verdict's
    detail: "…may have been refunded on October 1…"; "" when none of them is hedged."""
    for start, end in sorted(spans):
        for r_start, r_end in regions(message, forms):
            if r_start <= start and end <= r_end:
                # The cue and the value, and no more than 50 characters on either side of the value.
                cue = message[r_start : min(r_end, start, r_start + 30)]
                left = max(r_start + len(cue), start - 50)
                gap = " ... " if left > r_start + len(cue) else ""
                text = cue + gap + message[left : min(r_end, end + 50)]
                return BLANK + " ".join(text.split()).rstrip(".,;:!") + BLANK
    return ""


def hedge(message: str, spans: Sequence[tuple[int, int]], forms: Sequence[str] = ()) -> str:
    """``message`` with ``it may be that`` inserted at the start of each part of a sentence (as far as
    a hedge reaches) that holds some of one of ``spans``: the mutation "state this fact only as a
    guess" (a regex fact's match may run over several parts; each is hedged)."""
    inserts: set[int] = set()
    for offset, line in _lines(message):
        for start, end in _units(line, forms):
            unit = line[start:end]
            breaks = list(_BREAK.finditer(unit))
            parts = zip(
                [0, *(b.end() for b in breaks)], [*(b.start() for b in breaks), len(unit)], strict=True
            )
            for at, until in parts:
                if not any(s < offset + start + until and offset + start + at < e for s, e in spans):
                    continue
                lead = _LEAD.match(unit, at) if at == 0 else _SPACES.match(unit, at)
                inserts.add(offset + start + (lead.end() if lead is not None else at))
    out, previous = [], 0
    for at in sorted(inserts):
        out.append(message[previous:at])
        opens = _opens(message[:at])
        out.append(HEDGE[0].upper() + HEDGE[1:] if opens else HEDGE)
        word = re.match(r"[A-Za-z']+", message[at:])
        if opens and word is not None and word.group().casefold() in _COMMON:
            out.append(message[at].lower())
            at += 1
        previous = at
    out.append(message[previous:])
    return "".join(out)


_SPACES = re.compile(r"\s*")


def _opens(before: str) -> bool:
    """Whether text inserted after ``before`` starts a sentence (so it is capitalised)."""
    if _LEAD.fullmatch(before.rsplit("\n", 1)[-1]):
        return True  # nothing but a list marker or emphasis on this line so far
    return before.rstrip(" \t*_\"'`").endswith((".", "!", "?", ";"))
