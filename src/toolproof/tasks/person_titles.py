"""(titles20) A person given a title the episode shows is not theirs: "(Jake Thompson, Support Engineer)"
when Jake's Slack title is Backend Engineer, "Amara Nwosu (Head of Finance)" when she is the Controller,
"Ben Ortiz is the Support Lead" when he is a Support Engineer.

The nineteenth re-sample held these per task (``says_not``); no check read a title said *of a person*.
This module reads a title-shaped phrase said of a named person and compares it with the titles the
episode showed for them: an object a service's dialect declares as giving a person's title
(``Dialect.person_titles``, :mod:`toolproof.service.titles`: Slack's ``profile.title``, Box's
``job_title``), in the responses the agent received or the rows the episode wrote or the task names, or
a title the agent was told for that person ("Amara Nwosu (Controller)" in the policy). Nothing shown for
the person: nothing is contradicted (the agent may know it another way; a customer's CFO is in no
directory).

A title is a phrase ending in a title word ("Engineer", "Manager", "Lead", "Controller", "CFO", …) or
opening with "Head of" / "VP" / "Director of" / "Chief", said of the person right after the name:

- in a parenthesis, as one of its comma-separated items: "Maria Garcia (support lead, Madrid)";
- after a comma or a dash: "Jake Thompson, Support Engineer", "Sam, their CFO", "Priya — Account Manager";
- after "is", "was", "as": "Ben Ortiz is the Support Lead", "He … Mei Tanaka is their CFO";
- before it, after a determiner: "our Support Lead Maria", "the Controller, Amara".

A title in capitals ("Backend Engineer") is read as a title: it fails when it matches none of the
person's shown titles. One all in lower case ("the lead on this", "a controller") may be plain English,
so it fails only when it is, word for word, a title the episode showed for someone else. Titles match
when one's words are among the other's, after folding case, "Sr." to "Senior", "&" to "and" and the
usual initials ("CFO", "SRE", "VP") to their words: "Engineer" for "Support Engineer" and "Account
Manager" for "Senior Account Manager" are no contradiction. (generic25) A title with a rank the shown one
lacks is another title: "Kris Novak is a Senior Account Manager" where he is an Account Manager (the
twenty-second re-sample passed it: the shown title's words were all among the said one's). A title the
agent was told with the person (in one sentence of the instruction, policy or user's turns) passes.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from toolproof.service import registry
from toolproof.service.titles import PersonTitle
from toolproof.tasks import person_pronouns
from toolproof.tasks.person_keys import at_path, names_of, walked
from toolproof.tasks.person_places import GREETINGS, NOT_NAMES
from toolproof.tasks.person_pronouns import PLACEHOLDER, shown_people

#: A title's last word: what makes a phrase a job title.
_HEADS = (
    r"Engineers?|Managers?|Leads?|Executives?|Directors?|Controllers?|Designers?|Specialists?|Analysts?"
    r"|Officers?|Counsel|Recruiters?|Partners?|Interns?|Scientists?|Researchers?|Auditors?|Marketers?"
    r"|Coordinators?|Accountants?|Administrators?|Architects?|Developers?|Consultants?|Treasurers?"
    r"|President|Founder|CEO|CFO|CTO|COO|CMO|CRO|CISO|SRE"
)
_WORD = r"[A-Za-z][A-Za-z&'\u2019./-]*"
#: A title: up to three words and a head ("Senior Account Manager"), or "Head of …", "VP …", "Director
#: of …", "Chief … Officer" with one or two words after.
_STOP = (
    r"(?!(?:then|and|or|but|the|a|an|to|who|which|that|is|was|as|at|for|in|on|of|with|from|by|our|their"
    r"|your)\b)"
)
_TITLE = (
    rf"(?P<title>(?i:(?:Head\s+of|VP(?:\s+of)?|Vice\s+President(?:\s+of)?|Director\s+of)\s+{_WORD}"
    rf"(?:\s+(?:&|and)\s+{_WORD}|\s+{_STOP}{_WORD})?"
    rf"|(?:{_STOP}{_WORD}\s+){{0,3}}?(?:{_HEADS})\b))"
)
#: What ends a title: punctuation, a dash, the text's end, or a preposition ("Support Engineer at Acme",
#: people21: "a Backend Engineer based in Berlin"); (traits42) "too", "as well", "also" ("John Smith is a
#: Support Engineer too" gave the look-alike Jon's title and passed: the title had no end).
_END = (
    r"(?=\s*(?:[,.;:!?)\n\u2014\u2013]|\s-\s|$)"
    r"|\s+(?:at|for|on|in|and|who|from|with|to|since|but|based|too|also|as\s+well)\b)"
)
_DET = r"(?i:(?:the|a|an|our|their|your|his|her|its|also|now|still|currently|just)\s+)*"
#: A possessor before a title ("Driftwood's account manager", "Borealis Health's CFO"): the person's
#: relation to an organisation or a customer (a billing record's account manager), which no directory's
#: title field states, so the phrase is read as no title (an honest relation must not fail against the
#: person's job title).
_POSS = r"(?P<poss>[A-Z][\w&'\u2019-]*(?:\s+[A-Z][\w&-]*){0,2}['\u2019]s\s+)?"
_NAME_WORD = r"[A-Z][^\W\d_]*(?:['\u2019-][A-Z]?[^\W\d_]+)*"
_NAME = rf"(?P<name>(?<![\w'\u2019]){_NAME_WORD}(?:\s+{_NAME_WORD}){{0,2}})"
#: (traits46) "Ravi Krishnan's title is Security Lead", "Dana's job title was CEO": a title said as the
#: person's title field (resample41a's, of a Security Engineer, passed: no form read it).
#: A title's qualifier: "job", "official", "profile", or a directory's own name, capitalised (no vendor is
#: named here), with "profile" after it ("Ravi's <Directory> profile title").
_QUALIFIER = r"(?:(?i:job|official|profile)\s+|[A-Z][a-z]+\s+(?i:profile\s+)?)?"
_TITLE_OF = rf"['\u2019]s\s+{_QUALIFIER}(?i:title)\s*(?:(?i:is|was)\s+|:\s*)"
_AFTER = re.compile(
    rf"{_NAME}(?:\s*,\s*|\s*[\u2014\u2013]\s*|\s+-\s+|\s+(?:is|was|as|works\s+as)\s+|{_TITLE_OF})"
    rf"{_DET}{_POSS}{_TITLE}{_END}"
)
#: (traits46) "Your title is CTO" (resample41a's, said to Dana, the CEO): the user's title, read as the
#: title of the one person the texts told introduce as the user ("I'm Dana Whitfield"): :func:`as_yours`.
_YOUR_TITLE = re.compile(rf"\b(?i:your)\s+{_QUALIFIER}(?i:title)\s*(?:(?i:is|was)\s+|:\s*)")
_I_AM = re.compile(rf"(?<![\w'\u2019])(?i:I['\u2019]m|I\s+am|my\s+name\s+is)\s+{_NAME}")
_BEFORE = re.compile(rf"\b(?i:the|our|their|your)\s+{_POSS}{_TITLE},?\s+{_NAME}\b")
_PAREN = re.compile(rf"{_NAME}\s*\((?P<inner>[^()\n]{{1,100}})\)")
_ITEM = re.compile(rf"{_DET}{_POSS}{_TITLE}")

#: Initials and short forms a title is said in, with their words.
_SPELLED = {
    "ceo": "chief executive officer",
    "cfo": "chief financial officer",
    "cto": "chief technology officer",
    "coo": "chief operating officer",
    "cmo": "chief marketing officer",
    "cro": "chief revenue officer",
    "ciso": "chief information security officer",
    "sre": "site reliability engineer",
    "vp": "vice president",
    "sr": "senior",
    "jr": "junior",
    "&": "and",
}
_FILLER = frozenset({"of", "and", "the"})
#: (generic32) A third person's possessive determiner right before a title: what ends the text before it.
_OWNER_DET = re.compile(r"(?<![\w'\u2019])(?i:their|his|her|its)\s+(?:(?i:also|now|still|currently)\s+)*$")
#: (generic33) A title right after an opening parenthesis or a comma, with no determiner: "(account manager)".
_BARE_BEFORE = re.compile(r"[(,]\s*$")
#: (generic33) The words of a role a person holds towards a customer (the account's manager, executive or
#: success manager), which a billing record or CRM names and no directory's title does; a rank or a
#: segment word may go with them ("senior", "enterprise", "key").
_ROLE_WORDS = frozenset(
    {"account", "manager", "executive", "customer", "success", "relationship", "csm", "owner", "senior",
     "enterprise", "key", "lead", "representative", "rep", "sales"}
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class Titled:
    """A person given a title by a text: where, the name as written, the title's words."""

    start: int
    end: int
    name: str
    title: str
    #: (generic32) Whether a third person's possessive determiner stands right before the title
    #: ("Marcus Bell (their account manager)", "Sam, his controller"): see :attr:`relation`.
    owned: bool = False
    #: (generic33) Whether the title follows "(" or a comma with no determiner ("Marcus Bell (account
    #: manager)"): see :attr:`relation`.
    bare: bool = False

    @property
    def relation(self) -> bool:
        """(generic32) Whether the title, in lower case after "their/his/her/its", is a relation to a
        customer ("Marcus Bell (their account manager)": Granite's account manager, which a billing
        record states and no directory does), not the person's job title: resample28b's honest report
        failed against his Box title Enterprise Account Executive, since "Account Manager" is another
        person's title. Written as a title ("their Head of Finance", "our VP of Sales") it is still read
        as one, as is a lower-case title after "our"/"the".

        (generic33) A role towards a customer (:attr:`customer_role`: "account manager", "customer
        success manager") is a relation after "their/his/her/its" however it is written ("Marcus Bell
        (their Account Manager)"), and in lower case with no determiner at all ("Marcus Bell (account
        manager)"): both failed against his Box title Enterprise Account Executive, since Kris Novak's
        title is Account Manager (generic32's Left alone)."""
        if self.owned:
            return not self.capitalised or self.customer_role
        return self.bare and not self.capitalised and self.customer_role

    @property
    def customer_role(self) -> bool:
        """(generic33) Whether the title's words are a role towards a customer's account: "account" with
        a manager, executive, owner or representative, "customer success", "relationship manager" or
        "CSM", with nothing but a rank or segment word besides (:data:`_ROLE_WORDS`)."""
        words = {w.casefold() for w in re.findall(r"\w+", self.title)}
        return words <= _ROLE_WORDS and (
            "account" in words
            or {"customer", "success"} <= words
            or "relationship" in words
            or "csm" in words
        )

    @property
    def capitalised(self) -> bool:
        """Whether the title is written as one ("Support Lead", "CFO"), not as plain words."""
        return any(w[:1].isupper() for w in self.title.split())


def _words(title: str) -> frozenset[str]:
    """A title's words, folded: case, "Sr." → "senior", "&" → "and", initials spelled, plurals singular."""
    out: list[str] = []
    for raw in re.findall(r"[\w]+|&", title.casefold()):
        word = _SPELLED.get(raw, raw)
        out += [
            w[:-1] if w.endswith("s") and len(w) > 3 and not w.endswith("ss") else w for w in word.split()
        ]
    return frozenset(w for w in out if w not in _FILLER)


def same_title(said: str, shown: str) -> bool:
    """Whether ``said`` may name ``shown``: one's words are among the other's ("Engineer" for "Support
    Engineer", "Sr. Account Manager" for "Senior Account Manager", "CFO" for "Chief Financial Officer")."""
    a, b = _words(said), _words(shown)
    return bool(a) and bool(b) and (a <= b or b <= a)


#: (generic25) The words that rank a title above or below the same title without them: "Senior Account
#: Manager" is not "Account Manager", "Lead Engineer" not "Engineer", "VP Finance" not "Finance …".
_RANKS = frozenset(
    {"senior", "junior", "lead", "principal", "staff", "head", "vice", "president", "chief", "associate",
     "assistant", "deputy", "director", "executive"}
)  # fmt: skip


def _outranks(said: str, shown: str) -> bool:
    """(generic25) Whether ``said`` is ``shown`` with a rank more (:data:`_RANKS`): all of ``shown``'s
    words and a rank word it lacks ("Senior Account Manager" for "Account Manager"). Fewer words ("Account
    Manager" for "Senior Account Manager") say less, not another title; a word more that is no rank
    ("Customer Account Manager") is left as :func:`same_title` reads it."""
    a, b = _words(said), _words(shown)
    return bool(b) and b < a and bool((a - b) & _RANKS)


def titled(text: str) -> tuple[Titled, ...]:
    """Every person ``text`` gives a title, in order (see the module's forms)."""
    return _titled(text)


def is_title(words: str) -> bool:
    """Whether ``words`` are, all of them, a title ("Backend Engineer", "Head of Finance")."""
    return re.fullmatch(_TITLE, words) is not None


_is_title = is_title


@lru_cache(maxsize=4096)
def _titled(text: str) -> tuple[Titled, ...]:
    if not text or re.search(rf"\b(?:{_HEADS}|Head\s+of|VP|Director|Chief)\b", text, re.IGNORECASE) is None:
        return ()
    out: list[Titled] = []
    for m in _PAREN.finditer(text):
        at = m.start("inner")
        for item in re.split(r"[,;]", m["inner"]):
            lead = len(item) - len(item.lstrip())
            found = _ITEM.fullmatch(item.strip())
            if found is not None and not found["poss"]:
                start = at + lead
                owned = _owned(text, start + found.start("title"))
                bare = _bare(text, start + found.start("title"))
                out.append(
                    Titled(m.start(), start + len(item.strip()), m["name"], found["title"], owned, bare)
                )
            at += len(item) + 1
    for rx in (_AFTER, _BEFORE):
        for m in rx.finditer(text):
            if not m["poss"]:
                owned = _owned(text, m.start("title"))
                out.append(
                    Titled(m.start(), m.end(), m["name"], m["title"], owned, _bare(text, m.start("title")))
                )
    out.sort(key=lambda t: t.start)
    return tuple(t for t in map(_ungreeted, out) if _a_name(t.name))


def said_titles(text: str) -> tuple[Titled, ...]:
    """(grounded40) Every title ``text`` gives a person, with a possessor's too ("Sam is Driftwood's
    CFO", "Ellie Marsh, Driftwood's CEO"), which :func:`titled` leaves out (a relation to an organisation
    no directory's title field states, so no shown title can contradict it; but an episode that never
    read it has guessed it: :mod:`.unread_values`). Capitalised titles only (one in lower case may be plain
    English), and none that is a role towards a customer's account ("Driftwood's account manager": a
    billing record's field) or a relation after "their/his/her/its"."""
    if not text or re.search(rf"\b(?:{_HEADS}|Head\s+of|VP|Director|Chief)\b", text, re.IGNORECASE) is None:
        return ()
    out: list[Titled] = []
    for m in _PAREN.finditer(text):
        for item in re.split(r"[,;]", m["inner"]):
            found = _ITEM.fullmatch(item.strip())
            if found is not None:
                out.append(Titled(m.start(), m.end(), m["name"], found["title"]))
    for rx in (_AFTER, _BEFORE):
        for m in rx.finditer(text):
            owned = _owned(text, m.start("title"))
            out.append(
                Titled(m.start(), m.end(), m["name"], m["title"], owned, _bare(text, m.start("title")))
            )
    out.sort(key=lambda t: t.start)
    return tuple(
        t
        for t in map(_ungreeted, out)
        if _a_name(t.name)
        and t.name.split()[0] not in _PRONOUNS
        and t.capitalised
        and not t.customer_role
        and not t.relation
    )


#: (grounded40) Pronouns a title may follow ("He was a Backend Engineer"): no name, so no person to read
#: the title of (:func:`titled` reads them through :mod:`.person_pronouns`).
_PRONOUNS = frozenset({"He", "She", "They", "It", "I", "Him", "Her", "His", "Their", "This", "That"})


def title_shown(title: str, text: str) -> bool:
    """(grounded40) Whether ``text`` (folded) shows ``title``: the title as written, with its initials
    spelled ("CFO" by "chief financial officer"), or as initials (by "cfo"), as whole words. Each of its
    words somewhere apart is no showing ("chief", "executive" and "officer" in three texts say no "CEO")."""
    folded = re.sub(r"\s+", " ", title.casefold()).strip()
    spelled = " ".join(_SPELLED.get(w, w) for w in re.findall(r"[\w]+|&", folded))
    forms = {folded, spelled} | {short for short, long in _SPELLED.items() if long in (folded, spelled)}
    return any(re.search(r"(?<!\w)" + re.escape(f) + r"s?(?!\w)", text) for f in forms if f)


def _owned(text: str, title_at: int) -> bool:
    """(generic32) Whether "their/his/her/its" stands right before the title that starts at ``title_at``."""
    return _OWNER_DET.search(text, 0, title_at) is not None


def _bare(text: str, title_at: int) -> bool:
    """(generic33) Whether the title that starts at ``title_at`` follows "(" or a comma directly."""
    return _BARE_BEFORE.search(text, 0, title_at) is not None


def _a_name(name: str) -> bool:
    first = name.split()[0]
    return first[:1].isupper() and first not in NOT_NAMES and not first.isupper() and not _is_title(name)


def _ungreeted(t: Titled) -> Titled:
    first, _, rest = t.name.partition(" ")
    if first not in GREETINGS or not rest:
        return t
    return Titled(t.start + len(first) + 1, t.end, rest, t.title, t.owned, t.bare)


# -- who the episode shows with which title -----------------------------------------------------------


@lru_cache(maxsize=256)
def declared(services: tuple[str, ...]) -> tuple[PersonTitle, ...]:
    """The person-title objects the dialects of ``services`` declare; unknown services declare none."""
    return tuple(p for service in registry.known(services) for p in service.dialect.person_titles)


def shown_titles(services: Sequence[str], data: Iterable[Any]) -> dict[str, set[str]]:
    """Each name (case-folded; full names and first names) the episode's ``data`` (responses, rows)
    shows a declared person-title object for, with the titles shown: :data:`UNTITLED` for one that
    is no job title (Box's "External, Kite & Co", a Slack guest's company); an empty one says nothing.
    Each item's reads (:func:`_titles_in`) are remembered by its bytes (:func:`walked`)."""
    services = tuple(services)
    decls = declared(services)
    out: dict[str, set[str]] = {}
    if not decls:
        return out
    firsts = frozenset(d.title.split(".")[0] for d in decls)
    for name, shown in walked(("titles", services), data, lambda value: _titles_in(decls, firsts, value)):
        out.setdefault(name, set()).add(shown)
    return out


def _titles_in(decls: tuple[PersonTitle, ...], firsts: frozenset[str], value: Any) -> list[tuple[str, str]]:
    """Every (name, title shown) one item of the data shows, in its walk's order: the names of each
    object that carries a declaration's title (:data:`UNTITLED` for one that is no job title)."""
    out: list[tuple[str, str]] = []
    stack = [value]
    while stack:
        value = stack.pop()
        if isinstance(value, Mapping):
            if firsts & value.keys():
                for decl in decls:
                    title = at_path(value, decl.title)
                    if isinstance(title, str) and title.strip():
                        # a person whose title is no job (a guest's company) shows no title: a name
                        # they share ("Sam") is then no one's for sure
                        shown = title.strip() if _is_title(title.strip()) else UNTITLED
                        for name in names_of(value, decl.names, decl.emails):
                            out.append((name, shown))
            stack.extend(value.values())
        elif isinstance(value, list | tuple):
            stack.extend(value)
    return out


#: The title shown for a person whose title object says no job: a first name they share contradicts
#: nothing (a full name's namesake with a title still does).
UNTITLED = ""


@dataclass(frozen=True, slots=True)
class FalseTitle:
    """A person given a title the episode shows is not theirs: the words, and the titles shown."""

    said: str
    name: str
    shown: tuple[str, ...]

    def describe(self) -> str:
        return f"{self.said!r}, while the episode shows {self.name}'s title as {' / '.join(self.shown)}"


def _candidates(name: str, titles: Mapping[str, set[str]]) -> tuple[str, set[str]]:
    """Whom ``name`` (as written) names and the titles shown for them: its full form, else without
    leading words ("Asked Amara Nwosu") while two words remain; a one-word name by first names."""
    words = name.split()
    for n in range(len(words)):
        rest = " ".join(words[n:])
        if rest.casefold() in titles and (n == 0 or len(words) - n > 1):
            return rest, titles[rest.casefold()]
    return name, set()


_PAIR = re.compile(rf"(?<![\w'\u2019])(?=({_NAME_WORD})\s+({_NAME_WORD}))")


def _unknown_firsts(texts: Iterable[str], titles: Mapping[str, set[str]]) -> set[str]:
    """The first names of full names ``texts`` say that the episode shows no title for ("Sam" of
    "Sam O'Connor", a customer): a one-word name may be that person, not a titled namesake."""
    out: set[str] = set()
    for text in texts:
        for m in _PAIR.finditer(text):
            if f"{m[1]} {m[2]}".casefold() not in titles:
                out.add(m[1].casefold())
    return out


def _sentences(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.!?\n])\s+", text) if s]


def false_titles(
    message: str, services: Sequence[str], told: Iterable[str], data: Iterable[Any]
) -> list[FalseTitle]:
    """The people ``message`` gives a title that matches none the episode shows for them (``data``:
    responses and rows; ``told``: the texts the agent was given, whose own "Name (Title)" count as
    shown, and whose sentence naming both the person and the title makes the title told)."""
    told = [t for t in told if t]
    message = as_yours(message, told)  # (traits46) "Your title is CTO" of the user the told texts name
    said = titled(message)
    through = _through_pronoun(message)
    if not said and not through:
        return []
    told = [t for t in told if t]
    titles = shown_titles(services, data)
    for text in told:
        for t in titled(text):
            for key in {t.name.casefold(), t.name.split()[0].casefold()}:
                titles.setdefault(key, set()).add(t.title)
    # (people21) a title said through a pronoun ("Jake's profile. He is a Backend Engineer") is read
    # as said of the one person the pronoun names
    named = person_pronouns.named(message, shown_people(services, data) | titles.keys()) if through else None
    if named is not None:
        message, said = named.text, titled(named.text)
    everyone = {title for shown in titles.values() for title in shown}
    unknown = _unknown_firsts((message, *told), titles)
    out = []
    for t in said:
        name, shown = _candidates(t.name, titles)
        if " " not in name and UNTITLED in shown:
            continue  # a first name someone with no job title shares ("Sam", a guest)
        shown = shown - {UNTITLED}
        if not shown or any(same_title(t.title, s) and not _outranks(t.title, s) for s in shown):
            continue
        if " " not in name and name.casefold() in unknown:
            continue  # "Sam" after "Sam O'Connor", whom the episode shows no title for
        if not t.capitalised and not any(_words(t.title) == _words(s) for s in everyone):
            continue  # plain words ("the lead on this") that are no one's title
        if t.relation:
            continue  # (generic32) "Marcus Bell (their account manager)": a relation to a customer
        words = name.split()
        folded = t.title.casefold()
        if any(folded in s.casefold() and _all_words(words, s) for x in told for s in _sentences(x)):
            continue  # the agent was told the title with the person
        start = t.start + t.name.rindex(name) if name in t.name else t.start
        span = named.original(start, t.end) if named is not None else message[start : t.end]
        out.append(FalseTitle(span, name, tuple(sorted(shown))))
    return out


def _all_words(words: Sequence[str], sentence: str) -> bool:
    """(traits42) Whether every word of a name stands in ``sentence`` as a whole word: the person the
    title was told with. One word of it was enough before, so "John Smith is a Support Engineer too" was
    told by "Jon Smith, the Support Engineer" (the surname the look-alikes share)."""
    return all(re.search(rf"(?<![\w-]){re.escape(w)}(?![\w-])", sentence) for w in words)


def says_titles(text: str) -> bool:
    """Whether ``text`` gives anyone a title: beside a name, or through a pronoun (:mod:`.person_pronouns`)
    that may name someone, or (traits46) as the user's ("Your title is CTO"). Read before the episode is
    walked."""
    return bool(titled(text)) or _through_pronoun(text) or _says_yours(text)


def _says_yours(text: str) -> bool:
    return any(re.match(_TITLE, text[m.end() :]) for m in _YOUR_TITLE.finditer(text))


def as_yours(message: str, told: Iterable[str]) -> str:
    """(traits46) ``message`` with "your title is …" said as the title of the one person the texts told
    introduce as the user ("I'm Dana Whitfield and you're working from my Slack account": "Dana
    Whitfield's title is …"), so the title is read of that person's row as any named person's is. No such
    person, or several: unchanged (nobody to read it of)."""
    if not _says_yours(message):
        return message
    names = {m["name"] for text in told if text for m in _I_AM.finditer(text) if _a_name(m["name"])}
    if len(names) != 1:
        return message
    name = names.pop()
    return _YOUR_TITLE.sub(lambda m: f"{name}'s title is ", message)


def _through_pronoun(text: str) -> bool:
    """Whether ``text`` gives a title through a pronoun: a pronoun in its place reads as a title's
    person (:func:`.person_pronouns.placeheld`)."""
    held = person_pronouns.placeheld(text)
    return held is not text and any(PLACEHOLDER in t.name for t in titled(held))
