"""An enum value a message states as a field's ("declined for insufficient funds", "disputed as
fraudulent", "status: past due"), and whether the episode grounds it.

The tenth re-sample (``docs/reviews/resample10c.md``) passed "their bank disputed the $12,500 charge as
fraudulent" (the dispute's reason is product not received) and "… declined for insufficient funds"
(``generic_decline``): no check read the reason. Each service declares the enum fields a report may
state, the words each member is said in and what stands before a value said as that field's
(:class:`toolproof.service.stated.EnumField`: "declined for", "reason:"): a member's words elsewhere are
ordinary prose ("the fraud team", "an open question"), never read.

A stated member is **grounded** when a declared key of any field holds it in what the episode shows (a
response received, a row changed, the task's refs), or when its words are in a text the agent was given
or read (the instruction, the policy, the user's words, a text in the data: "Your card has insufficient
funds."). It is **false** when nothing grounds it while another member of the same field is grounded:
the agent read that field and states another value of it, the slip the amounts' check calls a slip
(:mod:`.amounts`). A field the episode never read decides nothing: the check fails no honest answer for
a value it cannot see. A value said after "not" ("declined, but not for insufficient funds") is not
stated.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from toolproof.service.stated import EnumField
from toolproof.tasks import restated
from toolproof.tasks.restated import DataWalk


def declared(services: Iterable[str]) -> tuple[EnumField, ...]:
    """The enum fields the dialects of ``services`` declare; unknown services declare none. A free-text
    field (``held_in``) is left out: the world's texts are its members
    (:attr:`toolproof.tasks.names.NameIndex.worded`)."""
    return tuple(f for f in restated.declared(services).enums if f.held_in is None)


def prepare(services: Iterable[str]) -> None:
    """(perf37) The reading of every enum field ``services`` declare compiled into :func:`_reading`'s
    cache now, for workers forked after it to inherit (a field's pattern takes ≈ 1.5 ms to compile,
    once per worker otherwise). Only the cache is filled; :func:`stated` reads as before."""
    for field in declared(services):
        _reading(field)


@dataclass(frozen=True, slots=True)
class StatedValue:
    """One member a text states as a field's value: where, as said, and the member."""

    start: int
    end: int
    said: str
    field: EnumField
    member: str


def _words(member: str, words: Iterable[str]) -> list[str]:
    spelled = [member.casefold(), member.replace("_", " ").casefold(), *(w.casefold() for w in words)]
    return sorted(set(spelled), key=len, reverse=True)


def _normal(words: str) -> str:
    return re.sub(r"[\s_-]+", " ", words.casefold())


@lru_cache(maxsize=64)
def _reading(field: EnumField) -> tuple[re.Pattern[str], dict[str, str]]:
    """A cue of ``field`` and, right after it (an article, a quote or a bracket between), one of its
    members' words, whole (the longest first: "incomplete expired" before "incomplete"); and the member
    each word says (its spelling normalised: case, underscores, hyphens and spaces alike)."""
    member_of: dict[str, str] = {}
    for member, words in field.values.items():
        for w in _words(member, words):
            member_of.setdefault(_normal(w), member)  # a word of two members is the first's
    spelled = "|".join(
        re.escape(w).replace(r"\ ", r"[\s_-]+") for w in sorted(member_of, key=len, reverse=True)
    )
    cues = "|".join(f"(?:{c})" for c in field.cues)
    yet = rf"(?!\s*(?:{field.yet}))" if field.yet else ""
    pattern = re.compile(
        rf"(?:{cues})\s*(?P<neg>\bnot\s+(?:for\s+|because\s+of\s+|due\s+to\s+)?)?"
        rf"(?:(?:an?|the)\s+)?[\"'`(\u201c\u2018]?(?P<v>{spelled})(?![\w-]){yet}",
        re.IGNORECASE,
    )
    return pattern, member_of


#: A denial between a cue and its value: "disputed it, not as fraud", "declined, but never for …"; or a
#: cue that is itself a denying subject ("Nothing declined", "Nobody has accepted").
_DENIED = re.compile(r"\b(?:not|never|no|nothing|nobody|none|neither|nor)\b|n['\u2019]t\b", re.IGNORECASE)
#: A denying subject right before a cue ("nobody has declined", "none of them have accepted"): the
#: value is said of no one.
_DENIED_BEFORE = re.compile(
    r"\b(?:nobody|no[\s-]one|nothing|nor|none(?:\s+of\s+(?:them|us|the\s+\w+))?|neither(?:\s+of\s+them)?)\s+$",
    re.IGNORECASE,
)


@lru_cache(maxsize=16)
def _of_another(pattern: str) -> re.Pattern[str]:
    """A field's :attr:`~toolproof.service.stated.EnumField.of_another`, compiled, anchored at the cue."""
    return re.compile(rf"(?:{pattern})$", re.IGNORECASE)


def stated(text: str, fields: tuple[EnumField, ...]) -> list[StatedValue]:
    """Every member of ``fields`` ``text`` states as its field's value (after one of its cues)."""
    return list(_stated(text, fields))


@lru_cache(maxsize=4096)
def _stated(text: str, fields: tuple[EnumField, ...]) -> tuple[StatedValue, ...]:
    out: list[StatedValue] = []
    for field in fields:
        pattern, member_of = _reading(field)
        for m in pattern.finditer(text):
            if m["neg"] or _DENIED.search(text, m.start(), m.start("v")):
                continue
            if _DENIED_BEFORE.search(text, max(0, m.start() - 30), m.start()):
                continue
            other = field.of_another
            if other and _of_another(other).search(text, max(0, m.start() - 80), m.start()):
                continue  # (lead74) "the reference for the refund is pending": said of the reference
            out.append(StatedValue(m.start("v"), m.end("v"), m["v"], field, member_of[_normal(m["v"])]))
    return tuple(sorted(out, key=lambda s: (s.start, s.field.name)))


class Grounds(DataWalk):
    """Which members of ``fields`` an episode shows: the values of their declared keys, and the words
    of the ``wanted`` members (the ones a message states) in the texts it was given or read.
    ``joined``: the world's rows a joined key names (:attr:`toolproof.tasks.names.NameIndex.joined`);
    without it a joined field is read in the responses alone."""

    def __init__(
        self,
        fields: tuple[EnumField, ...],
        wanted: Iterable[StatedValue],
        joined: Mapping[str, Mapping[str, str]] | None = None,
    ) -> None:
        keys = {j.key for f in fields for j in f.joins}
        super().__init__(
            (k for f in fields for k in f.keys),
            (g for f in fields for g in f.flags),
            {k: v for k, v in joined.items() if k in keys} if joined and keys else None,
        )
        self.values: set[str] = set()
        self._wanted = {s.member: _words(s.member, s.field.values.get(s.member, ())) for s in wanted}
        self._said: set[str] = set()

    def grounds(self, member: str) -> bool:
        return member in self.values or member in self._said

    def keyed(self, value: Any) -> None:
        if isinstance(value, str):
            self.values.add(value)

    def text(self, text: str) -> None:
        folded = text.casefold()
        for member, words in self._wanted.items():
            if member not in self._said and any(_has(folded, w) for w in words):
                self._said.add(member)


def _has(folded: str, words: str) -> bool:
    at = folded.find(words)
    while at >= 0:
        end = at + len(words)
        if (at == 0 or not folded[at - 1].isalnum()) and (end == len(folded) or not folded[end].isalnum()):
            return True
        at = folded.find(words, at + 1)
    return False


@dataclass(frozen=True, slots=True)
class FalseValue:
    """A member stated that nothing grounds, and the members of its field the episode does show."""

    said: str
    field: str
    shown: tuple[str, ...]

    def describe(self) -> str:
        return f"{self.said!r} as the {self.field} (the episode shows {', '.join(self.shown)})"


def false_values(
    message: str,
    services: Iterable[str],
    texts: Iterable[str],
    rows: Iterable[Any],
    bodies: Iterable[Any],
) -> list[FalseValue]:
    """The members ``message`` states as a field's that nothing grounds while another member of that
    field is grounded, in order."""
    fields = tuple(f for f in declared(services) if not f.row_only)
    if not fields:
        return []
    said = _stated(message, fields)
    if not said:
        return []
    grounds = Grounds(fields, said)
    grounds.episode(texts, rows, bodies)
    out: list[FalseValue] = []
    # a member said at one place for several fields (a shared cue: "reason: fraudulent") is grounded
    # when it is for any of them
    by_place: dict[tuple[int, int], list[StatedValue]] = {}
    for s in said:
        by_place.setdefault((s.start, s.end), []).append(s)
    for readings in by_place.values():
        if any(grounds.grounds(s.member) for s in readings):
            continue
        for s in readings:
            shown = tuple(sorted(v for v in grounds.values if v in s.field.values and v != s.member))
            if shown:
                out.append(FalseValue(s.said, s.field.name, shown))
                break
    return out
