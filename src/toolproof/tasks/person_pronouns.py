"""(people21) A person's trait said through a pronoun: "I checked Jake's profile. He is a Backend Engineer"
(he is a Support Engineer), "Dana Whitfield signed. She's based in Lisbon" (Madrid), "Łukasz Müller's
account is fixed; his phone number is +15554959801" (the namesake's).

The trait checks (:mod:`.person_titles`, :mod:`.person_places`, :mod:`.contact_owners`) read a trait
said right beside a name. Said through a pronoun, no name stood there, so a wrong trait passed (stop 51's
reviews held these per task with ``says_not``). This module names the pronoun, narrowly, and leaves it
unnamed wherever it could be wrong (an unread trait is safer than a wrong person):

- a pronoun (he/she/they; his/her/their; him) names the one person named in its sentence before it or
  in the sentence before (same paragraph), where exactly one person the episode showed is named there
  (a full name and its first name are one; two people: no reading; a sentence whose only person is a
  pronoun named so names that person, so "He … . He …" reads on);
- two or more capitalised words that name no one the episode showed ("Sam O'Connor", "Acme Freight")
  may be the person meant: no reading;
- "they"/"their" only where nothing else capitalised (a team, a customer company) and no plural-looking
  word ("invoices") stands between the person and it;
- a pronoun inside a quote ("…", “…”) is someone else's words: not read.

The text is rewritten with the name in the pronoun's place ("Jake Thompson is a Backend Engineer",
"Łukasz Müller's phone number is …"; "he's" / "they're" / "they are" become "<name> is"), and the trait
readers read the rewritten text; :meth:`Named.original` maps a finding's span back to the words the
message wrote.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from toolproof.service import registry
from toolproof.tasks import pronouns
from toolproof.tasks.person_keys import at_path, names_of, walked
from toolproof.tasks.zone_places import ZONE_WORDS, zone_of_place

#: A pronoun of one person as a trait reading takes it: the contraction and the verb that follows
#: "they" are kept apart so that the name agrees ("they're" → "<name> is").
_PRONOUN = re.compile(
    r"(?<![\w'\u2019-])(?:(?P<subj>he|she)(?P<s>['\u2019]s\b)?|(?P<they>they)(?:(?P<re>['\u2019]re\b)|\s+(?P<verb>are|were)\b)?"
    r"|(?P<poss>his|their)|(?P<her>her)|(?P<him>him))(?![\w'\u2019-])",
    re.IGNORECASE,
)
#: The nouns after which "her" is a possessive ("her phone", "her title"), not an object ("call her").
_HER_NOUN = re.compile(
    r"\s+(?:(?:mobile|cell|work|direct|office)\s+)?(?:phone|mobile|cell|number|title|job|role|e-?mail|address|base|"
    r"office|time\s*zone|timezone|location|desk)\b",
    re.IGNORECASE,
)
#: A quote: its pronouns are someone else's words.
_QUOTE = re.compile(r"\"[^\"\n]*\"|\u201c[^\u201d\n]*\u201d")
#: A word of a name: capitalised or uncased ("김민준"), with the joints names keep; a possessive's tail
#: is not part of it.
_WORD = re.compile(r"(?<![\w'\u2019@.#/-])[^\W\d_][\w\u2019'-]*?(?=['\u2019]s\b|[^\w'\u2019-]|$)")
#: The one-word names a sentence may open with that are no person.
_OPENERS = frozenset({"I", "I'm", "I've", "I'll", "I'd"})

#: A stand-in name for :func:`placeheld`: two capitalised words no world holds.
PLACEHOLDER = "Qzpron Qzname"


def _name_like(word: str) -> bool:
    first = word[:1]
    return first.isupper() or (first.isalpha() and not first.islower())


@dataclass(frozen=True, slots=True)
class Named:
    """A text with its pronouns named: the rewritten text, and each rewrite's span in it and in the
    original (``(new_start, new_end, old_start, old_end)``), in order."""

    source: str
    text: str
    spans: tuple[tuple[int, int, int, int], ...]

    def _at(self, at: int, end: bool) -> int:
        shift = 0
        for ns, ne, os_, oe in self.spans:
            if at < ns or (end and at == ns):
                return at + shift
            if at < ne or (end and at == ne):
                return oe if end else os_
            shift = oe - ne
        return at + shift

    def original(self, start: int, end: int) -> str:
        """The words of the original text that ``text[start:end]`` stands for."""
        return self.source[self._at(start, False) : self._at(end, True)]

    def names(self, start: int, end: int) -> bool:
        """Whether ``text[start:end]`` holds a pronoun named here."""
        return any(ns < end and start < ne for ns, ne, _, _ in self.spans)


def may_name(text: str) -> bool:
    """Whether ``text`` holds a pronoun a trait may be said through (a cheap look before the episode
    is walked)."""
    return bool(text) and _PRONOUN.search(text) is not None


@lru_cache(maxsize=4096)
def placeheld(text: str) -> str:
    """``text`` with every pronoun outside a quote replaced by :data:`PLACEHOLDER`, as :func:`named`
    would replace it: a reader that finds no trait of the placeholder here finds none of any person."""
    if not may_name(text):
        return text
    quotes = [m.span() for m in _QUOTE.finditer(text)]
    out, at = [], 0
    for m in _PRONOUN.finditer(text):
        if any(a <= m.start() < b for a, b in quotes):
            continue
        out += [text[at : m.start()], _replacement(text, m, PLACEHOLDER)]
        at = m.end()
    return "".join([*out, text[at:]])


def _replacement(text: str, m: re.Match[str], name: str) -> str:
    if m["subj"]:
        return f"{name} is" if m["s"] else name
    if m["they"]:
        if m["re"] or (m["verb"] or "").casefold() == "are":
            return f"{name} is"
        return f"{name} was" if m["verb"] else name
    if m["poss"]:
        return f"{name}'s"
    if m["her"]:
        return f"{name}'s" if _HER_NOUN.match(text, m.end()) else name
    return name


@dataclass(frozen=True, slots=True)
class _Person:
    start: int
    end: int
    said: str
    key: str


def _people(text: str, start: int, end: int, people: Collection[str]) -> tuple[list[_Person], bool, bool]:
    """The people ``people`` (case-folded names) ``text[start:end]`` names, in order; whether two or
    more capitalised words there name no one of them (a person unknown); whether any capitalised word
    but the sentence's first and "I" names no one (a team, a company: "they" may be it)."""
    words = list(_WORD.finditer(text, start, end))
    found: list[_Person] = []
    unknown = other = False
    runs: list[list[re.Match[str]]] = []
    for w in words:
        if not _name_like(w.group()):
            runs.append([])
            continue
        joined = runs and runs[-1] and text[runs[-1][-1].end() : w.start()].strip() == ""
        if joined and not re.match(r"['\u2019]s\b", text[runs[-1][-1].end() :]):
            runs[-1].append(w)
        else:
            runs.append([w])
    for run in (r for r in runs if r):
        i, loose = 0, []
        while i < len(run):
            for j in range(len(run), i, -1):
                said = " ".join(w.group() for w in run[i:j])
                if said.casefold() in people:
                    found.append(_Person(run[i].start(), run[j - 1].end(), said, said.casefold()))
                    i = j
                    break
            else:
                if not (run[i].start() == start and i == 0) and run[i].group() not in _OPENERS:
                    loose.append(i)
                i += 1
        pairs = [(a, b) for a, b in itertools.pairwise(loose) if b == a + 1]
        if pairs and not _thing(" ".join(w.group() for w in run[pairs[0][0] : pairs[-1][1] + 1])):
            unknown = True
        other = other or bool(loose)
    return found, unknown, other


def _thing(words: str) -> bool:
    """Whether capitalised ``words`` that name no one are a title or a place ("Backend Engineer", "New
    York"), not a person unknown."""
    from toolproof.tasks.person_titles import is_title  # person_titles reads through this module

    return is_title(words) or _zone_of_words(words)


def _zone_of_words(words: str) -> bool:
    return words in ZONE_WORDS or zone_of_place(words) is not None


def _one(found: list[_Person]) -> str | None:
    """The one person ``found`` names, as written at its fullest; None for none or several (a full
    name and its first word are one)."""
    keys = {p.key for p in found}
    fulls = {k for k in keys if " " in k}
    firsts = {k for k in keys if " " not in k}
    if len(fulls) > 1 or not keys:
        return None
    if fulls and any(f != next(iter(fulls)).split()[0] for f in firsts):
        return None
    if not fulls and len(firsts) > 1:
        return None
    return max((p.said for p in found), key=len)


def named(text: str, people: Collection[str]) -> Named | None:
    """``text`` with each pronoun that names one of ``people`` (case-folded full and first names, the
    episode's) rewritten to the name (the module's rule); None where none does."""
    if not may_name(text) or not people:
        return None
    return _named(text, frozenset(people))


@lru_cache(maxsize=1024)
def _named(text: str, people: frozenset[str]) -> Named | None:
    quotes = [m.span() for m in _QUOTE.finditer(text)]
    spans: list[tuple[int, int, int, int]] = []
    out: list[str] = []
    at = shift = 0
    for p_start, p_end in _paragraphs(text):
        bounds = [p_start, *(m.end() for m in pronouns.SENTENCE.finditer(text, p_start, p_end)), p_end]
        sentences = [(a, b) for a, b in itertools.pairwise(bounds) if text[a:b].strip()]
        before: list[_Person] = []  # the previous sentence's people (named pronouns included)
        for s_start, s_end in sentences:
            here: list[_Person] = []
            found, _, _ = _people(text, s_start, s_end, people)
            prev_unknown, prev_other = _people_flags(text, sentences, s_start, people)
            for m in _PRONOUN.finditer(text, s_start, s_end):
                if any(a <= m.start() < b for a, b in quotes):
                    continue
                ahead = [p for p in found if p.end <= m.start()]
                _, un_here, oth_here = _people(text, s_start, m.start(), people)
                who = _one([*before, *here, *ahead])
                if who is None or un_here or prev_unknown:
                    continue
                plural = m["they"] or (m["poss"] or "").casefold() == "their"
                near = [*before, *here, *ahead]
                if plural and (oth_here or prev_other or _plural_between(text, near, m.start())):
                    continue  # "they" may be a team, a company, the invoices
                new = _replacement(text, m, who)
                out += [text[at : m.start()], new]
                n_start = m.start() + shift
                spans.append((n_start, n_start + len(new), m.start(), m.end()))
                shift += len(new) - (m.end() - m.start())
                at = m.end()
                here.append(_Person(m.start(), m.end(), who, who.casefold()))
            before = [*found, *here]
    if not spans:
        return None
    return Named(text, "".join([*out, text[at:]]), tuple(spans))


def _people_flags(
    text: str, sentences: list[tuple[int, int]], start: int, people: frozenset[str]
) -> tuple[bool, bool]:
    """The unknown-person and other-word flags (:func:`_people`) of the sentence before ``start``."""
    prev = [s for s in sentences if s[1] <= start]
    if not prev:
        return False, False
    _, unknown, other = _people(text, prev[-1][0], prev[-1][1], people)
    return unknown, other


def _plural_between(text: str, found: list[_Person], at: int) -> bool:
    """Does a plural-looking word stand between the last person named and ``at``?"""
    last = max((p.end for p in found if p.end <= at), default=at)
    return pronouns.plural(text, last, at)


def _paragraphs(text: str) -> list[tuple[int, int]]:
    out, at = [], 0
    for m in pronouns.PARAGRAPH.finditer(text):
        out.append((at, m.start()))
        at = m.end()
    out.append((at, len(text)))
    return out


# -- whom the episode showed ------------------------------------------------------------------------------


def shown_people(services: Iterable[str], data: Iterable[Any]) -> set[str]:
    """The names (case-folded; full and first) of every person object the dialects of ``services``
    declare (a zone's, a title's, a contact's), in ``data``: the people a pronoun may name. An object
    counts when it carries the declaration's own key (a zone, a title, an address or phone), so that a
    product's ``name`` is no person. (perf29) Each item's reads (:func:`_people_in`) are remembered by
    its bytes (:func:`.person_keys.walked`)."""
    services = tuple(services)
    dialects = [s.dialect for s in registry.known(services)]
    decls: list[tuple[Any, tuple[str, ...]]] = []
    for d in dialects:
        decls += [(z, (z.zone,)) for z in d.person_zones]
        decls += [(t, (t.title,)) for t in d.person_titles]
        decls += [(c, (*c.emails, *getattr(c, "phones", ()))) for c in d.person_contacts]
    out: set[str] = set()
    if not decls:
        return out
    for names in walked(("people", services), data, lambda value: _people_in(decls, value)):
        out |= names
    return out


def _people_in(decls: list[tuple[Any, tuple[str, ...]]], value: Any) -> list[set[str]]:
    """The names of each person object one item of the data shows, in its walk's order: the sets
    themselves (never changed after), so that a replay merges the same sets as the walk did (a set's
    merge sizes the table by the set it takes: another order of adds could order the result
    otherwise)."""
    out: list[set[str]] = []
    stack = [value]
    while stack:
        value = stack.pop()
        if isinstance(value, Mapping):
            for decl, keys in decls:
                if any(isinstance(at_path(value, k), str) and at_path(value, k) for k in keys):
                    out.append(names_of(value, decl.names, decl.emails))
            stack.extend(value.values())
        elif isinstance(value, list | tuple):
            stack.extend(value)
    return out
