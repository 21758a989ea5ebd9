"""Facts a final message must state, each with its equivalent forms.

A fact is what the instruction asked the agent to report, or the reason it gives for refusing. The
same fact can be written many ways (an invoice's id or its human number; "$5.52" or "5.52 USD"), so a
fact lists its equivalent forms and the message must contain one of them. Comparison ignores case and
runs of whitespace. A fact the instruction already contains proves nothing (an agent could echo it),
so such facts are refused.

A report of several objects pairs values ("each overdue invoice's customer and amount"): matched one at a
time, a message that swaps two of them passes. A fact with ``together`` is one such pair (or row): a list of
groups, each a list of equivalent forms, that must stand together in the message (:mod:`.pairs` says
where); the other ``together`` facts of the same list are the rows it must not be mixed up with. With
``alone: true`` one group on its own is enough (a question may tell two candidates apart by surname or by
company), but a group standing with another row's value still fails.

A form may also be *typed* (:mod:`.values`): ``{amount: 1234.50, currency: usd}``, ``{date: 2026-12-03}``,
``{time: "2026-12-03T13:00", zone: America/New_York}``, ``{count: 3, of: invoices}``, as the fact itself, as
one of its ``any`` forms or as a ``together`` group (or one form of a group). It matches every honest
wording of that value and nothing else ("$1,234.50", "1.234,50 USD"; not "$11,234.50", not a bare
"13:00" when the fact has a zone).

A report of a change names an old and a new value of one quantity ("her next invoice goes from $1,080 to
$1,440"); matched as two facts, the reversed message passes too. A fact with ``change: {from: A, to: B}``
(each side a form, a typed form or a list of forms) is stated only the right way round (:mod:`.direction`
reads which value the message calls old and which new); ``both: false`` when the new value alone answers
the instruction (the old one, if stated, must still not be called the new one).
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, model_validator

from toolproof.tasks import direction, hedges, negations, pairs, values
from toolproof.tasks.template import placeholders

_SPACE = re.compile(r"\s+")


@lru_cache(maxsize=4096)
def _ignoring_case(regex: str) -> re.Pattern[str]:
    """A fact's ``regex``, compiled once per process: ``re``'s own cache holds 512 patterns, fewer
    than a suite's facts and the services' patterns together, so graded episodes compiled them again."""
    return re.compile(regex, re.IGNORECASE)


#: Typographic characters models write where task authors type ASCII (’ for ', “ ” for ", – — for -).
_TYPOGRAPHIC = str.maketrans(
    {"\u2018": "'", "\u2019": "'", "\u02bc": "'", "\u201c": '"', "\u201d": '"', "\u2013": "-", "\u2014": "-",
     "\u00a0": " "}
)  # fmt: skip


def plain(text: str) -> str:
    """``text`` with typographic quotes, apostrophes, dashes and no-break spaces as their ASCII forms."""
    return text.translate(_TYPOGRAPHIC)


def folded(text: str) -> str:
    """Case-, whitespace- and typography-insensitive form used for every fact comparison: "doesn’t"
    (as chat models write it) is the fact "doesn't" (as authors type it)."""
    return _SPACE.sub(" ", plain(text).casefold()).strip()


def _form(value: Any) -> str:
    """One form as written in a task: a string (or number), or a typed form's mapping (encoded)."""
    if isinstance(value, dict):
        return values.encode(value)
    return str(value)


def _in(form: str, text: str) -> bool:
    """Whether ``form`` occurs in ``text`` (a literal form as folded text; a typed form by its matcher).

    A literal form that begins or ends with a digit is a number or holds one, and occurs only as a whole
    number: "6 November" is not in "16 November", "120.17" not in "€1,120.17", "61.16 USD" not in
    "161.16 USD" (:func:`pairs.number_bounded`)."""
    if values.is_typed(form):
        return values.pattern(form).search(plain(text)) is not None
    wanted = folded(form)
    if not (wanted[:1].isdigit() or wanted[-1:].isdigit()):
        return wanted in folded(text)
    return pairs.number_bounded(wanted).search(folded(text)) is not None


def _an_id(form: str) -> bool:
    """Whether a literal form is an id (one token holding a digit or an underscore: ``re_oEE2…``): a phrase
    can be denied, an id cannot, so a clause's "not" elsewhere ("if you don't see it, ask with the refund
    id re_…") does not take it away (talk-stripe.topup-already-refunded, after generic33). A one-token amount
    ("$720") is read so too, as before generic33: only phrases ("over $500") are read outside denials."""
    return (
        not values.is_typed(form)
        and not any(c.isspace() for c in form)
        and any(c.isdigit() or c == "_" for c in form)
    )


def _named(form: str) -> str:
    """A form as a message lists it: a literal form as written, a typed form described."""
    return values.describe(form) if values.is_typed(form) else form


def shown(form: str) -> str:
    """A form as a verdict names it: a literal form quoted, a typed form described."""
    return values.describe(form) if values.is_typed(form) else repr(form)


def _forms(value: Any) -> list[str]:
    """One side of a change as its list of forms (a form, a typed form's mapping or a list of them)."""
    return [_form(v) for v in value] if isinstance(value, list) else [_form(value)]


class Change(BaseModel):
    """The old and the new value of one quantity a message must report the right way round."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)

    from_: list[str] = Field(alias="from")
    to: list[str]
    both: bool = True

    @model_validator(mode="before")
    @classmethod
    def _sides(cls, value: Any) -> Any:
        if not isinstance(value, dict):
            return value
        out = dict(value)
        for key in ("from", "from_", "to"):
            if key in out:
                out[key] = _forms(out[key])
        return out

    @model_validator(mode="after")
    def _two_values(self) -> Change:
        if not self.from_ or not self.to:
            raise ValueError("a change needs a 'from' and a 'to' value")
        if any(not folded(form) for form in [*self.from_, *self.to]):
            raise ValueError("a change's form may not be empty")
        if {folded(f) for f in self.from_} & {folded(f) for f in self.to}:
            raise ValueError("a change's 'from' and 'to' must be different values")
        return self


class Fact(BaseModel):
    """One fact: ``any`` of its forms (or ``regex``) must appear in the message; or, with ``together``,
    one form of each of its groups in the same line, sentence or clause, unmixed with the values of the
    list's other ``together`` facts (so a report that swaps two objects' values fails).

    Shorthands: a string is one form; a list of strings is a list of equivalent forms.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    any: list[str] = Field(default_factory=list)
    regex: str | None = None
    together: list[list[str]] = Field(default_factory=list)
    alone: bool = False
    change: Change | None = None
    label: str | None = None
    #: Checked in the final message only, not in what the agent said before it: for what the report must
    #: say about the outcome ("Yara can add and change events", "the meetings stay"), which a question
    #: asked on the way ("only see them, or also add and change them?") would otherwise satisfy
    #: (resample6a: a report of the opposite outcome passed on the question's words).
    final: bool = False
    #: What the message may not say beside the fact: a regex that, found anywhere in it, fails the fact
    #: ("declined, but the money was taken as a hold", a look-alike's amount). A fact's forms are looked
    #: for at each place they occur; a claim that contradicts them may stand anywhere (resample6a).
    refuse: str | None = None

    @model_validator(mode="before")
    @classmethod
    def _shorthand(cls, value: Any) -> Any:
        if isinstance(value, str | int | float) and not isinstance(value, bool):
            return {"any": [str(value)]}
        if isinstance(value, list):
            return {"any": [_form(v) for v in value]}
        if not isinstance(value, dict):
            return value
        typed = {k: v for k, v in value.items() if k not in cls.model_fields}
        if values.kind_of(typed) is not None:  # the fact itself is one typed form
            rest = {k: v for k, v in value.items() if k in cls.model_fields}
            value = {**rest, "any": [values.encode(typed), *(rest.get("any") or [])]}
        if isinstance(value.get("any"), list):
            value = {**value, "any": [_form(f) for f in value["any"]]}
        if isinstance(value.get("together"), list):
            groups = value["together"]  # a group may be one form; a filled placeholder may be a number
            value = {
                **value,
                "together": [[_form(f) for f in (g if isinstance(g, list) else [g])] for g in groups],
            }
        return value

    @model_validator(mode="after")
    def _something(self) -> Fact:
        for form in self.forms():  # a typed form whose value is known must name a value of its kind
            if values.is_typed(form) and not placeholders(form):
                values.pattern(form)
        if self.change is not None:
            if self.any or self.regex is not None or self.together or self.alone:
                raise ValueError("a 'change' fact has only its two values (no 'any', 'regex' or 'together')")
            return self
        if self.together:
            if self.any or self.regex is not None:
                raise ValueError("a 'together' fact has only its groups (no 'any' or 'regex' beside them)")
            if len(self.together) < 2 or any(not group for group in self.together):
                raise ValueError("'together' needs at least two groups, each with at least one form")
            if any(not folded(form) for group in self.together for form in group):
                raise ValueError("a fact's form may not be empty")
            return self
        if self.alone:
            raise ValueError("'alone' qualifies 'together' groups")
        if not self.any and self.regex is None:
            raise ValueError("a fact needs at least one form ('any'), a 'regex' or 'together' groups")
        if any(not folded(form) for form in self.any):
            raise ValueError("a fact's form may not be empty")
        if self.regex is not None:
            re.compile(self.regex)
        if self.refuse is not None:
            re.compile(self.refuse)
        return self

    def name(self) -> str:
        if self.label:
            return self.label
        if self.change is not None:
            old, new = (" / ".join(shown(f) for f in side) for side in (self.change.from_, self.change.to))
            return f"change ({old}) to ({new})"
        if self.together:
            return " with ".join("(" + " / ".join(shown(f) for f in group) + ")" for group in self.together)
        if self.any:
            return " / ".join(shown(f) for f in self.any)
        return f"/{self.regex}/"

    def found_in(self, message: str, among: Sequence[Fact] = ()) -> bool:
        """Whether ``message`` states this fact; ``among`` is the list it belongs to (its other
        ``together`` facts are the rows this one must not be mixed up with). Stated means outside a
        guess (:mod:`.hedges`): "it may have been refunded" names the refund but claims nothing."""
        if not self._present(message, among) or self.refused_in(message):
            return False
        text = plain(message)
        stated = negations.stated(text, self.protected(among), self.negative())
        if self.any and negations.refuses_denials(self.regex) and not self._negative_forms():
            # (generic33) the regex reads denials itself; the phrase list only outside them
            denied = negations.stated(text, self.protected(among), False)
            regex = _ignoring_case(self.regex or "")
            if regex.search(stated) is not None or (stated == text and regex.search(message) is not None):
                return True
            return any(_in(form, text if _an_id(form) else denied) for form in self.any)
        return stated == text or self._present(stated, among)

    def refused_in(self, message: str) -> bool:
        """Whether ``message`` says what this fact's ``refuse`` forbids (anywhere, hedged or not)."""
        if self.refuse is None:
            return False
        pattern = _ignoring_case(self.refuse)
        return any(pattern.search(m) is not None for m in (message, plain(message)))

    def reversed_in(self, message: str) -> list[str]:
        """For a ``change`` fact, the values ``message`` gives the other's role ("from $1,440 to …")."""
        if self.change is None:
            return []
        return direction.reversed_roles(plain(message), self.change.from_, self.change.to)

    def _negative_forms(self) -> bool:
        """(generic33) Whether a literal form itself says "not" ("was not refunded")."""
        return negations.is_negative([f for f in self.forms() if not values.is_typed(f)])

    def negative(self) -> bool:
        """Whether this fact itself denies something ("was not refunded", "has no seats left"): then a
        denial is where it stands, and denied parts of a message still state it (:mod:`.negations`)."""
        literal = [f for f in self.forms() if not values.is_typed(f)]
        return negations.is_negative(literal, self.regex)

    def denied_in(self, message: str, among: Sequence[Fact] = ()) -> bool:
        """Whether ``message`` names this fact, outside guesses, only where it denies it ("Acme does
        not have a fix"): the verdict then says so."""
        if self.negative() or not self._present(message, among):
            return False
        stated = hedges.stated(plain(message), self.protected(among))
        return self._present(stated, among) and not self.found_in(message, among)

    def guessed_in(self, message: str, among: Sequence[Fact] = ()) -> str:
        """The guess that names this fact ("…may have been refunded on October 1…") when ``message``
        has it only hedged; "" when it states it, or does not name it at all."""
        if not self._present(message, among) or self.found_in(message, among):
            return ""
        text = plain(message)
        return hedges.guess_around(text, self.spans(text), self.protected(among))

    def spans(self, message: str) -> list[tuple[int, int]]:
        """Where a form (or the regex) of this fact matches in ``message``."""
        found = [m.span() for form in self.forms() for m in pairs.form_pattern(plain(form)).finditer(message)]
        if self.regex is not None:
            found += [m.span() for m in _ignoring_case(self.regex).finditer(message)]
        return sorted(span for span in found if span[1] > span[0])

    def protected(self, among: Sequence[Fact]) -> tuple[str, ...]:
        """The forms a sentence end must not split while looking for hedges (the list's and this one's)."""
        # The list's facts first and this one only if it is not among them: one key for the whole list,
        # so the hedged stretches of a message are found once per list, not once per fact.
        facts = [*among, self] if not any(f is self for f in among) else list(among)
        return tuple(dict.fromkeys(plain(f) for fact in facts for f in fact.forms()))

    def _present(self, message: str, among: Sequence[Fact]) -> bool:
        if self.change is not None:
            return direction.stated(plain(message), self.change.from_, self.change.to, self.change.both)
        if self.together:
            return self._stands_together(plain(message), [o for o in among if o.together and o is not self])
        if any(_in(form, message) for form in self.any):
            return True
        if self.regex is None:
            return False
        pattern = _ignoring_case(self.regex)
        return any(pattern.search(m) is not None for m in (message, plain(message)))

    def _stands_together(self, message: str, others: Sequence[Fact]) -> bool:
        groups = [[plain(f) for f in g] for g in self.together]
        rows = [[[plain(f) for f in g] for g in other.together] for other in others]
        if not self.alone:
            # Right in one sentence is not enough when another pairs a value with a rival's: a
            # message that says both contradicts itself (kind 5 of docs/reviews/resample3.md).
            return pairs.together(message, groups, rows) and not _crossed(message, groups, rows)
        if not any(pairs.form_pattern(f).search(message) for g in groups for f in g):
            return False
        return not _crossed(message, groups, rows)

    def leaks_from(self, instruction: str) -> list[str]:
        """The forms already present in ``instruction`` (echoing them would prove nothing). A ``together``
        fact leaks only when every one of its groups does (the pairing is what it asks for), unless one
        group ``alone`` is enough."""
        if self.change is not None:  # the new value echoed proves nothing (the old one may be told)
            return [_named(f) for f in self.change.to if _in(f, instruction)]
        if self.together:
            found = [[_named(f) for f in group if _in(f, instruction)] for group in self.together]
            if self.alone:  # one group is enough, so one group echoed proves nothing
                return [form for forms in found for form in forms]
            return [forms[0] for forms in found] if all(found) else []
        leaked = [_named(form) for form in self.any if _in(form, instruction)]
        if self.regex is not None and any(
            _ignoring_case(self.regex).search(m) for m in (instruction, plain(instruction))
        ):
            leaked.append(f"/{self.regex}/")
        return leaked

    def without(self, message: str) -> str:
        """``message`` with every form of this fact blanked out (the mutation "drop this fact")."""
        message = plain(message)
        for form in sorted(self.forms(), key=len, reverse=True):
            if values.is_typed(form):
                spans = [m.span() for m in values.pattern(form).finditer(message) if m.end() > m.start()]
                for start, end in reversed(spans):
                    message = message[:start] + "…" + message[end:]
                continue
            message = pairs.number_bounded(plain(form)).sub("…", message)
        if self.regex is not None:
            message = re.sub(self.regex, "…", message, flags=re.IGNORECASE)
        return message

    def forms(self) -> list[str]:
        """Every literal form: ``any``, the forms of every ``together`` group, or a change's two values."""
        if self.change is not None:
            return [*self.change.from_, *self.change.to]
        return [form for group in self.together for form in group] if self.together else list(self.any)

    def literal(self) -> Fact:
        """This fact without the forms that name placeholders (unvalidated: a group may be left empty)."""
        keep = [f for f in self.any if not placeholders(f)]
        groups = [[f for f in group if not placeholders(f)] for group in self.together]
        change = self.change
        if change is not None:
            old, new = ([f for f in side if not placeholders(f)] for side in (change.from_, change.to))
            change = change.model_copy(update={"from_": old, "to": new})
        return self.model_copy(update={"any": keep, "together": groups, "change": change})


def _crossed(message: str, groups: list[list[str]], rows: list[list[list[str]]]) -> bool:
    """Whether some line, sentence or clause of ``message`` pairs a group of this row with another row's
    value of another group (Acme with Initech's amount), cleanly, as :func:`.pairs.together` pairs a row.
    A value both rows share is not crossed: saying it of either is right."""
    for n, row in enumerate(rows):
        if len(row) != len(groups):
            continue
        for h in range(len(groups)):
            shared = [
                bool({folded(f) for f in row[i]} & {folded(f) for f in groups[i]}) for i in range(len(row))
            ]
            if shared[h] or all(shared[i] for i in range(len(row)) if i != h):
                continue  # the same value, or the crossed row is the other row itself
            crossed = [row[h] if i == h else g for i, g in enumerate(groups)]
            mine = [g if i == h else [] for i, g in enumerate(groups)]
            theirs = [[] if i == h else g for i, g in enumerate(row)]
            rest = [mine, theirs, *(r for m, r in enumerate(rows) if m != n)]
            if pairs.together(message, crossed, rest):
                return True
    return False


def exchanged(first: Fact, second: Fact, group: int, message: str) -> str:
    """``message`` with the values of group ``group`` of two ``together`` facts exchanged: the mutation
    "swap two facts" (Acme's amount reported for Initech and Initech's for Acme)."""
    ours = [plain(f) for f in first.together[group]]
    theirs = [plain(f) for f in second.together[group]]
    return pairs.exchange(plain(message), ours, theirs)


def reversed_change(fact: Fact, message: str) -> str:
    """``message`` with a change fact's old and new values exchanged: the mutation "report the change the
    wrong way round" ("goes from $1,440 to $1,080")."""
    if fact.change is None:
        return plain(message)
    return pairs.exchange(plain(message), fact.change.from_, fact.change.to)


def hedged(fact: Fact, among: Sequence[Fact], message: str) -> str:
    """``message`` with every part of a sentence that names ``fact`` turned into a guess ("It may be
    that the charge was refunded…"): the mutation "state this fact only as a guess"."""
    text = plain(message)
    return hedges.hedge(text, fact.spans(text), fact.protected(among))


def prepare_patterns(facts: Iterable[Fact]) -> None:
    """(perf37) Each fact's ``regex`` and ``refuse`` compiled into :func:`_ignoring_case`'s cache now: a
    driver calls this before its workers fork (:func:`toolproof.tasks.grade_program.prepare`), so they
    inherit the patterns instead of each compiling them on its first graded episode (core's number-word
    facts take ≈ 18 ms each, ≈ 200 ms of every worker's pass). Only the cache is filled: a pattern that
    does not compile is left to the episode, which raises as before (``lru_cache`` keeps no error)."""
    for fact in facts:
        for regex in (fact.regex, fact.refuse):
            if regex is not None:
                with contextlib.suppress(re.error):
                    _ignoring_case(regex)
