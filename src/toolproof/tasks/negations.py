"""Denials are not statements: where a final message says the opposite of a fact.

"Acme doesn't have a fix", "the charge was not refunded" and "I never issued the credit note" name the
fix, the refund and the credit note, and claim the opposite. A grader that looks for the names alone
passes them where the task wants the positive statement (the held-out re-samples found six such tasks,
kind 2 of ``docs/reviews/resample3.md``). This module finds the denied parts of a message; :mod:`.facts`
requires every fact that does not itself say "not" to appear at least once outside them.

A message is cut as :mod:`.hedges` cuts it (lines, sentences, ``;`` parts), then each sentence into
**parts** at the words that start another claim: ``, but`` / ``, and`` / ``, so`` (and ``yet``,
``while``, ``whereas``), ``but``, ``however``, ``although``, ``though``, ``because``, ``since``,
``unless``, ``until``, ``which``, ``who``, "so" before a pronoun ("declined it so it won't come
back"), a colon, a spaced dash, a comma before a pronoun that opens
another clause ("I could not do it, it was refunded"), "and" before a verb ("was cancelled on October
24 and can't be reactivated": the denial is the second verb's), a comma before a negated verb whose
subject is left out ("cancelled 24.10.2026, can't be brought back") and any ``.``/``!``/``?`` and a space
("I can't. it was refunded" is two claims). A parenthesis is a part of its own, and the text around
it stays one part ("Jon Smith (account manager) is not an editor" denies Jon Smith's role); one that a ``;``
or a sentence's end splits too, its halves apart from the text around it ("Mon 2 Nov (yours; Omar hasn't
answered yet) and Thu 5 Nov 23:45 ET" does not deny Thursday), and "and" before a new subject, a pronoun
or a name with its own verb ("Omar hasn't answered yet and Priya accepted") starts a part (generic27),
unless a name comes right before it ("Chen and Priya accepted": a list of subjects). (speech11)
Reported speech is a part of its own: "left a note *saying* you can't make it", "*that says*",
"*telling them*", "*asking*", an opening quote; its own negation does not deny the report ("left a
note"), and a denied report denies it whole ("I didn't post a note saying it was refunded").

A part is **denied** when it holds a verbal negation: "not", "-n't", "never", "cannot", "no longer"
("was not only €120.17" too). Not cues: "not" right after a comma or an opening parenthesis ("Jon
Smith, not John Smith, is an editor" states Jon Smith); "not sure" / "not certain" (a guess, for
:mod:`.hedges`); a negation of telling which ("I can't tell whether you meant the charge of October 1
or October 3" names the candidates, as :mod:`.hedges` reads it); and the determiner "no" ("there is no
account for Grace Hopper" states the missing account: a reason whose form is the absence says so in
its form).

A fact whose own form (or regex) says "not", "no", "none", "nothing", "never", "without" or "-n't" is
a negative fact ("was not refunded", "has no seats left"): denied parts are exactly where it stands,
so they are not taken from it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from functools import lru_cache

from toolproof.tasks import hedges, pairs, verbs

#: (generic29) An auxiliary with its "n't" (either apostrophe), one list for the three cuts of :data:`_BREAK`
#: that read a negated verb (a comma before it, a comma before a subject and it, "and" before it): they
#: were spelled apart, each with other members ("should" and "’" in one, "do" in two).
_NOT_AUX = r"(?:is|are|was|were|has|have|had|do|does|did|ca|could|wo|would|should)n['\u2019]t"
#: Where a part stops: the start of another claim in the same sentence (a parenthesis is handled apart),
#: and a Markdown table's cell border (a row's cells are separate claims).
_BREAK = re.compile(
    r",\s+(?:but|and|so|yet|although|though|whereas|while)\b|\s+but\s+|\bhowever\b|\balthough\b"
    r"|\bthough\b|\bbecause\b|\bsince\b|\bunless\b|\buntil\b|\bwhich\b|\bwho\b|:\s|\s-\s|\s*\|\s*"
    r"|,\s+(?=(?:it|he|she|they|we|i|this|that|there)\b)|[.!?]\s+"
    # a comma before a negated verb with its subject left out opens another claim: in "Pro cancelled
    # 24.10.2026, can't be brought back" the denial is the second verb's (resample8b)
    rf"|,\s+(?=(?:{_NOT_AUX}|cannot)\b)"
    # (generic28) a comma before a new subject, a name with its own negated verb, opens another claim: in
    # "Chen and Priya accepted, Omar hasn't answered yet" the denial is Omar's (not when a name comes right
    # before the comma, :data:`_NAME_BEFORE`: "Chen, Omar hasn't answered" is a list of subjects)
    r"|,\s+(?=(?P<subject>(?-i:[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)?)\s+(?:(?:still|also|just|yet)\s+)?"
    rf"(?:{_NOT_AUX}\b"
    r"|(?:is|are|was|were|has|have|had|does|did|will|can|could|would)\s+not\b|cannot\b|never\b)))"
    r"|,?\s+as\s+(?=(?:it|he|she|they|we|i|this|that|there)\b)"
    # (resample8c) "so" before a pronoun opens a clause of its own, comma or not: "I've declined the
    # series so it won't come back" denied the decline (a claimed write in a refusal went unread)
    r"|\s+so\s+(?=(?:that\s+)?(?:it|he|she|they|we|i|you|this|there)\b)"
    r"|\s+and\s+(?=(?:is|are|was|were|has|have|had|can|cannot|could|will|would|does|did|never|not|no\s+longer)\b"
    rf"|{_NOT_AUX}\b)"
    # (generic27) "and" before a new subject, a pronoun or a name with its own verb, opens a clause of its own
    # with a comma or without: in "Omar hasn't answered yet and Priya accepted" the denial is Omar's
    r"|\s+and\s+(?=(?:he|she|they|we|i|you|it|there)(?:\s+(?!and\b|or\b)\w|['\u2019]\w)"
    r"|(?P<named>(?-i:[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)?\s+"
    r"(?:is|are|was|were|has|have|had|will|can|did|does|[a-z]+ed)\b)))",
    re.IGNORECASE,
)
#: A name right before "and" (or, generic28, a comma): "and <name> <verb>" then ends a list of subjects that
#: shares the verb ("Iván García, Quinn Taylor and Yara Haddad are invited", "Chen and Priya accepted"), not a
#: clause of its own: the lead's merge of generic27 found the oracle's "…, and Iván García, Quinn Taylor and
#: Yara Haddad are invited" cut between Quinn and Yara, so the negator could no longer write its opposite
#: (three mutants lost).
_NAME_BEFORE = re.compile(r"(?-i:[A-Z][\w'’-]*),?\s*$")
#: Where reported speech starts ("left a note *saying* you can't make it", "a message *that says* …",
#: "*telling them* …", "*asking* …", an opening quote): the words reported are a part of their own, so
#: their negation does not deny the report ("left a note"); a denied report denies what it reports
#: ("I didn't post a note saying it was refunded" does not state the refund).
_SPEECH = re.compile(
    r",?\s+(?:saying|to\s+say|that\s+(?:says|said|reads|read)|asking"
    r"|telling\s+(?:them|him|her|you|everyone|everybody))(?:\s+that)?\b\s*"
    r"|\s+[\"\u201c](?=\w)"
    # (claims42) what a message or a telling held, a "that" clause with its own subject: "sent Tomás a note
    # that you can't make it", "told Tomás (that) you can't make it", "let him know you can't make it"
    # (only ``cut`` is left out: the telling before it is the report). A relative clause ("a message that
    # wasn't delivered", "the note that I sent") has no subject pronoun after "that" or no message noun.
    r"|(?:\b(?:note|message|DM|e-?mail|reply|heads[-\s]up|word)|\b(?:told|tell|telling|warned|informed|"
    r"reminded|assured|let\s+(?:\w+\s+){1,2}?know)(?:\s+(?:them|him|her|everyone|(?-i:[A-Z])[\w'\u2019-]*))?"
    r"(?:\s+(?-i:[A-Z])[\w'\u2019-]*)?)(?P<cut>\s+that\s+|(?<=know)\s+)"
    r"(?=(?:you|he|she|they|we|it|there)\b(?!\s+(?:and|or)\b))",
    re.IGNORECASE,
)
#: A verbal negation: what makes a part say the opposite of what it names.
CUE = re.compile(
    r"(?:(?<!,\s)(?<!\()\bnot\b(?!\s+(?:(?:yet\s+)?(?:sure|certain))\b)|n't\b|\bnever\b|\bcannot\b|\bno\s+longer\b)"
    r"(?!\s+(?:tell|know|say|see|determine|decide|be\s+sure)\s+(?:whether|which|if)\b)",
    re.IGNORECASE,
)
#: A fact that itself denies something ("not refunded", "no seats", "doesn't have a fix").
_NEGATIVE = re.compile(r"\b(?:not|no|none|nothing|never|without|cannot)\b|n't\b", re.IGNORECASE)
_PAREN = re.compile(r"\([^()]*\)")
#: What stands for a denied part in :func:`stated` (as :data:`.hedges.BLANK` for a guess).
BLANK = "\u2026"


def is_negative(forms: Sequence[str], regex: str | None = None) -> bool:
    """Whether a fact with these forms (or this regex) is itself a denial: then denials state it."""
    texts = [*forms, *([regex] if regex else [])]
    return any(_NEGATIVE.search(text.replace("\\b", " ").replace("\\s+", " ")) for text in texts)


@lru_cache(maxsize=1024)
def refuses_denials(regex: str | None) -> bool:
    """(generic33) Whether ``regex`` says a negation only inside its negative lookarounds (``(?!…)``,
    ``(?<!…)``): it refuses a denial there, it says none. Such a regex reads denials itself, so it makes
    its fact negative (:func:`is_negative`) and the fact's denied parts are not taken from the message;
    but its phrase list (``any:``) does not read them, and :meth:`.facts.Fact.found_in` reads those forms
    outside the denied parts. company-refund.harbor-needs-approval's reason regex reads "over the $500
    limit" only where no "not" comes first, and its phrase list took "the charge is not over $500" as
    "over $500" (resample29a)."""
    return regex is not None and is_negative([], regex) and not is_negative([], _affirmed(regex))


def _affirmed(regex: str) -> str:
    """``regex`` without its negative lookarounds (``(?!…)``, ``(?<!…)``, nested groups and escapes
    kept whole): what is left is what a match says."""
    out: list[str] = []
    skip = 0  # the depth of the refusal being left out (0: keeping)
    i = 0
    in_class = False
    while i < len(regex):
        c = regex[i]
        step = 2 if c == "\\" else 1
        if c == "\\" or in_class:
            in_class = in_class and c != "]"
        elif c == "[":
            in_class = True
        elif c == "(":
            if not skip and regex.startswith(("(?!", "(?<!"), i):
                skip = 1
                i += 1
                continue
            skip += 1 if skip else 0
        elif c == ")" and skip:
            skip -= 1
            i += 1
            continue
        if not skip:
            out.append(regex[i : i + step])
        i += step
    return "".join(out)


def _lines(message: str) -> Iterator[tuple[int, str]]:
    at = 0
    for line in message.splitlines(keepends=True):
        yield at, line
        at += len(line)


def parts(message: str, forms: Sequence[str] = ()) -> list[list[tuple[int, int]]]:
    """Every part of ``message`` (see the module docstring), each as the spans (offsets into ``message``)
    it is made of: a parenthesis is one part, and the text around it, in its pieces, another."""
    return [list(part) for part, _ in _parts(message, tuple(forms))]


@lru_cache(maxsize=512)
def _parts(message: str, forms: tuple[str, ...]) -> tuple[tuple[list[tuple[int, int]], int | None], ...]:
    """:func:`parts`, each with the index (in the same list) of the part whose reported speech it is
    (:data:`_SPEECH`), or ``None``."""
    out: list[tuple[list[tuple[int, int]], int | None]] = []
    for offset, line in _lines(message):
        brackets = _brackets(line)
        for start, end in pairs.unit_spans(line, forms):
            unit = line[start:end]
            inside = [m.span() for f in forms for m in pairs.form_pattern(f).finditer(unit)]
            found = [(m, False) for m in _BREAK.finditer(unit)] + [(m, True) for m in _SPEECH.finditer(unit)]
            cuts = sorted(
                [
                    *(
                        (*_span(m), speech)
                        for m, speech in found
                        if not any(s < _span(m)[1] and _span(m)[0] < e for s, e in inside)
                        and not (
                            (m.groupdict().get("named") or m.groupdict().get("subject"))
                            and _NAME_BEFORE.search(unit, 0, m.start())
                        )
                    ),
                    *((at, at, False) for at in _straddled(brackets, start, end)),
                ]
            )
            stops, said = [0], [False]
            for a, b, speech in cuts:
                if a >= stops[-1]:  # a cut inside another (", saying" after ", "): the first one holds
                    stops += [a, b]
                    said.append(speech)
            stops.append(len(unit))
            reporter: int | None = None
            for (a, b), speech in zip(zip(stops[::2], stops[1::2], strict=True), said, strict=True):
                base = offset + start
                pieces: list[tuple[int, int]] = []
                at = a
                for paren in _PAREN.finditer(unit, a, b):
                    pieces.append((base + at, base + paren.start()))
                    out.append(([(base + paren.start(), base + paren.end())], None))
                    at = paren.end()
                pieces.append((base + at, base + b))
                out.append((pieces, reporter if speech else None))
                reporter = len(out) - 1
    trimmed = [([(s, s + len(message[s:e].rstrip())) for s, e in part], by) for part, by in out]
    kept = [i for i, (part, _) in enumerate(trimmed) if any(e > s for s, e in part)]
    index = {old: new for new, old in enumerate(kept)}
    return tuple(
        ([(s, e) for s, e in trimmed[i][0] if e > s], index.get(by) if by is not None else None)
        for i in kept
        for by in (trimmed[i][1],)
    )


def _span(m: re.Match[str]) -> tuple[int, int]:
    """Where a cut ``m`` leaves text out: its ``cut`` group where it has one (a telling's "that": the
    telling before it stays the report's, claims42), else the whole match."""
    cut = m.groupdict().get("cut")
    return m.span("cut") if cut is not None else m.span()


def _brackets(line: str) -> list[tuple[int, int]]:
    """Each matched parenthesis of ``line`` as the offsets of its "(" and its ")"."""
    out, opened = [], []
    for i, c in enumerate(line):
        if c == "(":
            opened.append(i)
        elif c == ")" and opened:
            out.append((opened.pop(), i))
    return out


def _straddled(brackets: Sequence[tuple[int, int]], start: int, end: int) -> list[int]:
    """Where a parenthesis that a unit's end (a ``;`` or a sentence's end) splits opens or closes inside
    the unit ``start``..``end`` of its line, relative to the unit: its "(" starts a part and the text
    after its ")" another. A parenthesis is a part of its own (:func:`parts`), and one holding a ``;``
    too: in "Mon 2 Nov 16:00 ET (yours; Omar hasn't answered yet) and Thu 5 Nov 23:45 ET" the
    "hasn't" is the aside's, not the second date's (generic27). A parenthesis within one unit is
    :data:`_PAREN`'s; a lone ")" ("1) the refund") opens nothing and cuts nothing."""
    cuts = []
    for o, c in brackets:
        if start <= o < end <= c:
            cuts.append(o - start)
        elif o < start <= c < end:
            cuts.append(c + 1 - start)
    return cuts


#: A condition inside a negated part: "I can't invite him without Fatima's approval" states a requirement
#: (her approval is needed), not the opposite of anything it names.
_CONDITION = re.compile(r"\bwithout\b", re.IGNORECASE)


def denied(message: str, part: Sequence[tuple[int, int]]) -> bool:
    """Whether ``part`` (spans of ``message``) holds a verbal negation that is not a requirement ("can't
    … without …" says what is needed)."""
    text = " ".join(message[s:e] for s, e in part)
    return CUE.search(text) is not None and _CONDITION.search(text) is None


def denied_spans(message: str, forms: Sequence[str] = ()) -> list[tuple[int, int]]:
    """The spans of every denied part of ``message`` that its negation governs (:func:`scope`); a
    sentence end inside one of ``forms`` ("J. Smith") does not split a sentence."""
    found = _parts(message, tuple(forms))
    out: list[tuple[int, int]] = []
    whole = [False] * len(found)  # a part reporting what a denied part said: denied whole
    for i, (part, by) in enumerate(found):
        if by is not None and (whole[by] or denied(message, found[by][0])):
            whole[i] = True
            out += part
        elif denied(message, part):
            out += scope(message, part)
    return sorted(out)


#: Words that stand between an auxiliary and the negation or the verb ("has *already* not", "was
#: *still* not") or before the auxiliary's verb after the negation ("can't *even* find").
_WORDS = verbs.WORD


def _words(message: str, part: Sequence[tuple[int, int]]) -> list[tuple[str, int, int]]:
    return [(m.group(), s + m.start(), s + m.end()) for s, e in part for m in _WORDS.finditer(message[s:e])]


def _cue(message: str, part: Sequence[tuple[int, int]]) -> tuple[int, int] | None:
    """Where the part's first negation cue stands (offsets into ``message``)."""
    for s, e in part:
        m = CUE.search(message[s:e])
        if m is not None:
            return s + m.start(), s + m.end()
    return None


def scope(message: str, part: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """The spans of a denied ``part`` its negation governs: the whole part, but for what has a verb or a
    reference of its own ("the plan cancelled in October **can't be restored**"). Not governed:

    - before the negated verb group (in the subject): a participle phrase ("the plan *cancelled in
      October*", "the *refunded* charge", "the subscription, *cancelled on Oct 24*, …") and a name
      ("*Fatima* did not approve it": the name is stated, the negation is the reason); ids, amounts
      and other words of the subject stay denied ("Invoice INV-7 is not finalized" does not state
      INV-7 as finalized);
    - a negation between commas ("the charge, no longer pending, was refunded"): it governs only to
      the next comma;
    - after a verb other than "be" or a causative ("get it refunded"), a participle phrase that
      modifies a noun ("I can't restore the plan *cancelled in October*") or a participle between a
      determiner and its noun ("I can't dispute the *refunded* charge").
    """
    cue = _cue(message, part)
    if cue is None:
        return list(part)
    words = _words(message, part)
    at = next((i for i, (_, s, e) in enumerate(words) if e > cue[0]), len(words))
    back = at
    while back > 0 and words[back - 1][0].casefold() in _VERB_GROUP and at - back < 2:
        back -= 1
    start = words[back][1] if back < len(words) else cue[0]
    end = part[-1][1]
    if message[: cue[0]].rstrip().endswith(","):
        span_end = next((e for s, e in part if s <= cue[1] <= e), end)
        comma = message.find(",", cue[1], span_end)
        if comma >= 0:  # a negation between commas governs its own aside, not the part
            return [(max(s, start), min(e, comma)) for s, e in part if e > start and s < comma]
    # the verb group and the word before it ("it's not a cancelled plan": a contracted copula)
    group = {w.casefold().replace("\u2019", "'") for w, _, _ in words[max(back - 1, 0) : at + 1]}
    holes = _subject(message, words[:back], start) + _modifiers(
        message, words, cue[1], end, bool(group & verbs.COPULAS)
    )
    # a space between two stated words ("Fatima Al-Sayed") is not a denied stretch
    return [(s, e) for s, e in _without(list(part), holes) if message[s:e].strip()]


def _subject(message: str, words: list[tuple[str, int, int]], verb: int) -> list[tuple[int, int]]:
    """What the subject (``words`` before the negated verb group at offset ``verb``) states: its names
    and its participle phrases (see :func:`scope`)."""
    out: list[tuple[int, int]] = []
    for i, (word, s, e) in enumerate(words):
        before = words[i - 1][0] if i else ""
        after = words[i + 1][0] if i + 1 < len(words) else ""
        aside = message[:s].rstrip().endswith(",")
        if word[:1].isupper() and not any(c.isdigit() for c in word):
            out.append((s, e))  # a name: "Fatima", "Acme's"
        elif verbs.attributive(before, word, after):
            out.append((s, e))
        elif verbs.reduced_relative(before, word, after) or (aside and word.casefold() in verbs.PAST):
            comma = message.find(",", e, verb)
            out.append((s, comma if comma >= 0 else verb))
    return out


#: What makes up a negated verb group before its cue ("has already", "was still", "did").
_VERB_GROUP = verbs.AUXILIARIES | verbs.HAVE | verbs.ADVERBS


def _modifiers(
    message: str, words: list[tuple[str, int, int]], after: int, end: int, copula: bool
) -> list[tuple[int, int]]:
    """The participle phrases after the negated verb that modify a noun instead (see :func:`scope`);
    ``copula``: the verb group before the cue is a form of "be" ("was not", "isn't")."""
    rest = [(w, s, e) for w, s, e in words if s >= after and e <= end]
    verb = 0
    while verb < len(rest) and rest[verb][0].casefold() in _VERB_GROUP:
        copula = copula or rest[verb][0].casefold() in verbs.COPULAS
        verb += 1
    if verb >= len(rest) or (copula and not verbs.is_past(rest[verb][0])):
        return []  # "was not a refunded charge": a negated copula denies its whole complement
    if rest[verb][0].casefold() in verbs.CAUSATIVES:
        return []
    out: list[tuple[int, int]] = []
    for i in range(verb + 1, len(rest)):
        word, s, e = rest[i]
        before = rest[i - 1][0]
        following = rest[i + 1][0] if i + 1 < len(rest) else ""
        if rest[i - 1][2] + 1 < s and message[rest[i - 1][2] : s].strip():
            continue  # punctuation between: not one phrase
        if verbs.reduced_relative(before, word, following):
            comma = message.find(",", e, end)
            out.append((s, comma if comma >= 0 else end))
        elif verbs.attributive(before, word, following):
            out.append((s, e))
    return out


def _without(spans: list[tuple[int, int]], holes: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """``spans`` minus ``holes``."""
    out: list[tuple[int, int]] = []
    for s, e in spans:
        at = s
        for hs, he in sorted(holes):
            if he <= at or hs >= e:
                continue
            if hs > at:
                out.append((at, hs))
            at = max(at, he)
        if at < e:
            out.append((at, e))
    return out


def blanked(message: str, spans: Sequence[tuple[int, int]]) -> str:
    """``message`` with each of ``spans`` (merged where they overlap) replaced by ``…``."""
    out, at = [], 0
    for start, end in sorted(spans):
        if end <= at:
            continue
        out += [message[at : max(start, at)], BLANK]
        at = end
    return "".join(out) + message[at:]


@lru_cache(maxsize=512)
def _stated(message: str, forms: tuple[str, ...], negative: bool) -> str:
    spans = hedges.regions(message, forms)
    if not negative:
        spans += denied_spans(message, forms)
    return blanked(message, spans)


def stated(message: str, forms: Sequence[str] = (), negative: bool = False) -> str:
    """``message`` with every guess (:mod:`.hedges`) and, unless the fact is ``negative`` itself,
    every denied part replaced by ``…``: what it states of the fact."""
    return _stated(message, tuple(forms), negative)
