"""(claims19) An e-mail address said of a person that is not theirs: "Collected $25.88 from 김민준
(user193193@example.org)" when the task's 김민준 is user128128@… and user193193@… is a namesake's.

Worlds hold look-alikes (two "Jon"s, six customers named 김민준). The contacts check (:mod:`.contacts`)
reads whether the agent *contacted* someone; no check read whose address a report gives a person
(resample18c: a namesake's address in the #billing post passed, held per task). A reader copies the
address into a mail and writes to the wrong person.

Read, in the final message and in the agent's posts, an address said *of a name*, right beside it:

- "Jon Baker (jon.baker@…)", "Jon Baker <jon.baker@…>", "김민준 [user128128@…]", and an item of a
  parenthesis ("Dana (Finance, dana@…)");
- "Jon Baker at jon.baker@…", "Jon Baker: jon.baker@…", "Jon Baker – jon.baker@…";
- "Jon's e-mail (address) is jon.baker@…", "Jon's address, jon.baker@…";
- the address first: "jon.baker@… (Jon Baker)".

The name is the capitalised (or uncased: 김민준) words right before, one to three of them. Whose the
address is, the episode shows in two ways:

- **told**: the texts the agent was given (instruction, policy, the user's turns and facts) pair the name
  with an address by the same forms ("The consulting session for 김민준 (user128128@…)"): that pairing
  names the person the task is about, so another address said of that name is a namesake's or an
  invention, whatever the data holds for the namesakes;
- **shown**: objects a dialect declares as giving a person's address with their name
  (``Dialect.person_contacts``, :mod:`toolproof.service.person_contacts`: a Stripe customer's ``email``
  and ``name``, a Slack user's ``profile.email`` and ``real_name``), in the responses received and the
  rows the episode wrote or the task names.

The address fails when the told pairs give that name another address and none gives this one; or,
with no told pair for the name and the address nowhere in the told texts, when the episode shows
objects for the name (its full form or its longest ending that is a full or first name: "Removed
Riley Auditor", "Jon") and none of them has this address. Nothing shown or told for the name: nothing
is contradicted. Namesakes the told texts do not tell apart contradict neither ("Jon (jon.baker@…)"
with two Jons shown, one of them Baker, passes). Addresses compare case-folded. Not read: an address
with no name beside it ("e-mailed the receipt to jon.baker@…": which row it should have been is the
task's to pin). (people21) Phone numbers said beside a name, by the same rule: the section at the end.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from toolproof.service import registry
from toolproof.service.person_contacts import PersonContact
from toolproof.tasks import person_pronouns
from toolproof.tasks.person_keys import at_path, walked

_ADDRESS = r"[A-Za-z0-9][\w.+\-']*@[A-Za-z0-9][\w\-]*(?:\.[\w\-]+)+"
#: A word of a name: capitalised or uncased ("김민준"), with the joints names keep ("Reyes-Cole", "O'Neil").
_WORD = r"[^\W\d_][\w'\u2019\-]*"
#: Up to three words before the address's opening: read right to left by :func:`_name_before`.
_BEFORE = re.compile(
    rf"(?<![\w'\u2019\-])(?P<words>(?:{_WORD}\s+){{0,2}}{_WORD})(?P<poss>['\u2019]s\s+(?:e-?mail(?:\s+address)?|address)"
    rf"(?:\s+is|,)?\s+|\s*[(<\[]\s*(?:[^()<>\[\]\n]{{0,60}}?[,;]\s*)?(?:e-?mail:?\s*)?|\s+at\s+|:\s+|\s+[\u2013\u2014-]\s+)"
    rf"(?P<address>{_ADDRESS})"
)
_AFTER = re.compile(
    rf"(?<![\w.+\-])(?P<address>{_ADDRESS})\s*[(\[]\s*(?P<words>{_WORD}(?:\s+{_WORD}){{0,2}})\s*[)\]]"
)
_TRAIL = re.compile(r"[.\-']+$")

#: Capitalised words that open a sentence or a field before an address, not a name ("Email: …",
#: "Contact (…)", "To: …"): a name of these words alone is not read.
NOT_NAMES = frozenset(
    {"Email", "E-mail", "Mail", "Address", "Contact", "To", "From", "Cc", "Bcc", "Reply", "Customer",
     "Client", "User", "Owner", "Login", "Guest", "Attendee", "Organizer", "Sent", "Send", "Receipt",
     "Invoice", "Hi", "Hey", "Hello", "Dear", "Thanks", "The", "A", "An", "Or", "And", "Via", "By"}
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class SaidContact:
    """An address a text says of a name: where, the name as written, the address."""

    start: int
    end: int
    name: str
    address: str


def _named(words: str, not_names: frozenset[str] = NOT_NAMES) -> tuple[str, int] | None:
    """The name ``words`` (right before an address) end with, and where it starts in them: the longest
    run of their last words that are capitalised or uncased, the field words (:data:`NOT_NAMES`) dropped
    from its start."""
    parts = list(re.finditer(r"\S+", words))
    run: list[re.Match[str]] = []
    for part in reversed(parts):
        if part[0][0].islower():
            break
        run.insert(0, part)
    while run and run[0][0] in not_names:
        run.pop(0)
    return (" ".join(p[0] for p in run), run[0].start()) if run else None


def said_contacts(text: str) -> tuple[SaidContact, ...]:
    """Every address ``text`` says of a name, in order (the module's forms)."""
    return _said(text)


@lru_cache(maxsize=4096)
def _said(text: str) -> tuple[SaidContact, ...]:
    if not text or "@" not in text:
        return ()
    out: dict[int, SaidContact] = {}
    for m in _BEFORE.finditer(text):
        named = _named(m["words"])
        if named is not None:
            end = m.end() + (text[m.end() : m.end() + 1] in (")", ">", "]"))
            said = SaidContact(m.start("words") + named[1], end, named[0], _clean(m["address"]))
            out.setdefault(m.start("address"), said)
    for m in _AFTER.finditer(text):
        named = _named(m["words"])
        if named is not None:
            said = SaidContact(m.start(), m.end(), named[0], _clean(m["address"]))
            out.setdefault(m.start("address"), said)
    return tuple(sorted(out.values(), key=lambda c: c.start))


def _clean(address: str) -> str:
    return _TRAIL.sub("", address)


# -- whose address the episode shows ---------------------------------------------------------------------


@lru_cache(maxsize=256)
def declared(services: tuple[str, ...]) -> tuple[PersonContact, ...]:
    """The person-contact objects the dialects of ``services`` declare; unknown services declare none."""
    return tuple(p for service in registry.known(services) for p in service.dialect.person_contacts)


def _keys(name: str) -> set[str]:
    """A name's keys: its full form and its first word, case-folded."""
    name = " ".join(name.split()).casefold()
    return {name, name.split()[0]} if name else set()


def shown_contacts(services: Sequence[str], data: Iterable[Any]) -> dict[str, set[str]]:
    """Each name key (:func:`_keys`) the episode's ``data`` shows a declared person-contact object for,
    with the addresses shown (case-folded)."""

    def addresses(value: Mapping[str, Any], decl: PersonContact) -> set[str]:
        found = (at_path(value, dotted) for dotted in decl.emails)
        return {a.strip().casefold() for a in found if isinstance(a, str) and "@" in a}

    services = tuple(services)
    return _shown_by_name(("contacts", services), declared(services), data, addresses)


def _shown_by_name(
    reader: Hashable,
    decls: Sequence[PersonContact],
    data: Iterable[Any],
    values: Callable[[Mapping[str, Any], PersonContact], set[str]],
) -> dict[str, set[str]]:
    """Each name key (:func:`_keys`) of a person object in ``data`` (at any depth) of one of ``decls``,
    with what ``values`` reads of the objects of that name: the walk :func:`shown_contacts` and
    :func:`shown_phones` share. (perf29) Each item's reads (:func:`_shown_in`) are remembered by its
    bytes (:func:`.person_keys.walked`) under ``reader``, which names ``values`` and the services."""
    out: dict[str, set[str]] = {}
    if not decls:
        return out
    for key, found in walked(reader, data, lambda value: _shown_in(decls, value, values)):
        out.setdefault(key, set()).update(found)
    return out


def _shown_in(
    decls: Sequence[PersonContact],
    value: Any,
    values: Callable[[Mapping[str, Any], PersonContact], set[str]],
) -> list[tuple[str, set[str]]]:
    """Every (name key, values read) one item of the data shows, in its walk's order: the set
    ``values`` gave (never changed after), so that a replay merges the same set as the walk did (a
    set's merge sizes the table by the set it takes)."""
    out: list[tuple[str, set[str]]] = []
    stack = [value]
    while stack:
        value = stack.pop()
        if isinstance(value, Mapping):
            for decl in decls:
                found = values(value, decl)
                if not found:
                    continue
                for dotted in decl.names:
                    said = at_path(value, dotted)
                    if isinstance(said, str) and said.strip():
                        for key in _keys(said):
                            out.append((key, found))
            stack.extend(value.values())
        elif isinstance(value, list | tuple):
            stack.extend(value)
    return out


def _candidates(name: str, index: Mapping[str, set[str]]) -> tuple[str, set[str]]:
    """Whoever ``name`` (as written) names in ``index``, and their addresses: its full form or its
    longest ending that is a name or a first name there ("Removed Riley Auditor": "Riley Auditor";
    "Jon": both Jons). Not any word of it: "Sam O'Connor", shown nowhere, is not every Sam."""
    words = " ".join(name.split()).split()
    for n in range(len(words)):
        said = " ".join(words[n:])
        if said.casefold() in index:
            return said, index[said.casefold()]
    return name, set()


@dataclass(frozen=True, slots=True)
class FalseContact:
    """An address said of a person whom the episode shows with other addresses."""

    said: str
    name: str
    address: str
    theirs: tuple[str, ...]
    told: bool

    def describe(self) -> str:
        source = "the instruction gives" if self.told else "the episode shows"
        return f"{self.said!r}, while {source} {self.name}'s address as {' / '.join(self.theirs)}"


def false_contacts(
    message: str, services: Sequence[str], told: Iterable[str], data: Iterable[Any]
) -> list[FalseContact]:
    """The addresses ``message`` says of a person that are not theirs (the module's rule): ``told`` the
    texts the agent was given, ``data`` the responses and rows."""
    said = said_contacts(message)
    if not said:
        return []
    data = list(data)
    told = [t for t in told if t]
    pairs: dict[str, set[str]] = {}
    for text in told:
        for c in said_contacts(text):
            for key in _keys(c.name):
                pairs.setdefault(key, set()).add(c.address.casefold())
    in_told = "\n".join(told).casefold()
    shown: dict[str, set[str]] | None = None
    seen: frozenset[str] | None = None
    out = []
    for c in said:
        address = c.address.casefold()
        who, theirs = _candidates(c.name, pairs)
        if theirs:
            if address not in theirs:
                out.append(_false(message, c, who, theirs, told=True))
            continue
        if address in in_told:
            continue  # the agent was given the address
        if shown is None:
            shown = shown_contacts(services, data)
        who, theirs = _candidates(c.name, shown)
        if theirs and address not in theirs:
            if _first_name_of(c.name, address):
                seen = _strings_in(data) if seen is None else seen
                if address in seen:
                    continue  # (traits45) the address names the person: "Sam (sam@driftwood.example)"
            out.append(_false(message, c, who, theirs, told=False))
    return out


def _first_name_of(name: str, address: str) -> bool:
    """(traits45) Whether ``name`` is one word that the local part of ``address`` starts with, as a word
    ("Sam" of ``sam@…`` or ``sam.lee@…``): the address given beside it is what says who is meant. A
    first name alone names anyone so called; "Sam (sam@driftwood.example)" of a guest the episode added
    is no claim that the colleague Sam Whitaker has that address (company-renewal.move-driftwood-off-
    departed's honest rewrite failed so: resample40a)."""
    words = name.split()
    local = address.split("@", 1)[0]
    first = re.split(r"[._+\-]", local, maxsplit=1)[0]
    return len(words) == 1 and bool(first) and first == words[0].casefold()


def _strings_in(data: Iterable[Any]) -> frozenset[str]:
    """(traits45) Every address-like string in ``data`` (responses, rows), folded."""
    out: set[str] = set()
    stack: list[Any] = list(data)
    while stack:
        value = stack.pop()
        if isinstance(value, str):
            if "@" in value:
                out.update(m.group().casefold() for m in re.finditer(_ADDRESS, value))
        elif isinstance(value, Mapping):
            stack.extend(value.values())
        elif isinstance(value, list | tuple):
            stack.extend(value)
    return frozenset(out)


def _false(message: str, c: SaidContact, who: str, theirs: set[str], *, told: bool) -> FalseContact:
    """The finding, its words from where the name read (``who``) starts: "Jon Smith (…)" of "Refunded
    Jon Smith (…)"."""
    start = message.find(who.split()[0], c.start, c.end) if who.split() else -1
    said = message[(start if start >= 0 else c.start) : c.end]
    return FalseContact(said, who, c.address, tuple(sorted(theirs)), told)


# -- phone numbers (people21) ----------------------------------------------------------------------------
#
# A phone number said beside a name ("call Priya on +44 20 7946 0958", "Jon Baker (+1 555 0142)",
# "Łukasz Müller's phone number is +15554959801") claims it is theirs, as an address does. Read by the
# address's forms, and through a pronoun ("his phone number is …": :mod:`.person_pronouns`). A number
# is one written as one: with a leading "+" or "00", in the North American 3-3-4 shape or a national
# shape with its trunk "0" ("020 7946 0958"), or any 7 to 15
# digits after "phone" / "number" / "mobile" (a date, a time or an amount beside a name is none).
# Numbers compare by their digits (spaces, dashes, dots, brackets, a "(0)", a leading "+" or "00"
# dropped), a national form ("020 …", its trunk "0" dropped) matching the international one it ends.
# (traits30) A number said through a possessive that names nobody in the message ("her phone number is
# …", "your phone number on file is …": the resample's "a digit off") is read against the one person the
# episode's person objects show a number for; two people shown, or the number told: not read.

_DIGITS = r"(?:\+|00)?\(?\d[\d\s().\-]{5,22}\d"
_PHONE_NOUN = r"(?:(?:mobile|cell|work|direct|office)\s+)?(?:phone(?:\s+number)?|number|mobile|cell)"
_PHONE_BEFORE = re.compile(
    rf"(?<![\w'\u2019\-])(?P<words>(?:{_WORD}\s+){{0,2}}{_WORD})(?P<joint>['\u2019]s\s+{_PHONE_NOUN}"
    rf"(?:\s+is|,|:)?\s+|\s*[(<\[]\s*(?:[^()<>\[\]\n]{{0,60}}?[,;]\s*)?(?:(?:tel|phone|mobile|cell)[.:]?\s*)?"
    rf"|\s+(?:on|at)\s+|:\s+|\s+[\u2013\u2014-]\s+)(?P<phone>{_DIGITS})(?![\d\w])"
)
_PHONE_AFTER = re.compile(
    rf"(?<![\w+])(?P<phone>{_DIGITS})\s*[(\[]\s*(?P<words>{_WORD}(?:\s+{_WORD}){{0,2}})\s*[)\]]"
)
_NANP = re.compile(r"\(?\d{3}\)?[\s.\-]\d{3}[\s.\-]\d{4}")
#: A national number with its trunk "0", in groups ("020 7946 0958", "0151-496-0000").
_TRUNK = re.compile(r"0\d{2,4}[\s\-]\d{3,4}[\s\-]\d{3,4}")
#: Words that open a request or a field before a number, not a name ("Call +44 …", "Phone: …").
PHONE_NOT_NAMES = NOT_NAMES | frozenset(
    {"Call", "Phone", "Tel", "Mobile", "Cell", "Text", "Ring", "Number", "Reach", "SMS", "WhatsApp", "Fax"}
)


def phone_digits(phone: str) -> str:
    """``phone``'s digits as compared: "(0)" dropped, the international "00" prefix dropped."""
    phone = phone.replace("(0)", "")
    digits = re.sub(r"\D", "", phone)
    return digits[2:] if phone.lstrip().startswith("00") else digits


def same_phone(said: str, shown: str) -> bool:
    """Whether ``said`` is the number ``shown``: the same digits, or the one (its trunk "0" dropped)
    ending the other in seven digits or more (a national form of an international number)."""
    a, b = phone_digits(said), phone_digits(shown)
    if a == b:
        return True
    short, long = sorted((a, b), key=len)
    short = short[1:] if short.startswith("0") else short
    return len(short) >= 7 and long.endswith(short)


def _a_phone(phone: str, keyworded: bool) -> bool:
    """Whether the digits ``phone`` are written as a phone number (the section's shapes)."""
    n = len(phone_digits(phone))
    if not 7 <= n <= 15:
        return False
    shaped = _NANP.fullmatch(phone) is not None or _TRUNK.fullmatch(phone) is not None
    return phone.startswith(("+", "00")) or shaped or keyworded


@dataclass(frozen=True, slots=True)
class SaidPhone:
    """A phone number a text says of a name: where, the name as written, the number."""

    start: int
    end: int
    name: str
    phone: str


def said_phones(text: str) -> tuple[SaidPhone, ...]:
    """Every phone number ``text`` says of a name, in order (the section's forms)."""
    return _said_phones(text)


@lru_cache(maxsize=4096)
def _said_phones(text: str) -> tuple[SaidPhone, ...]:
    if not text or re.search(r"\d{3}", text) is None:
        return ()
    out: dict[int, SaidPhone] = {}
    for m in _PHONE_BEFORE.finditer(text):
        phone = m["phone"].strip()
        if not _a_phone(phone, keyworded="'" in m["joint"] or "\u2019" in m["joint"]):
            continue
        named = _named(m["words"], PHONE_NOT_NAMES)
        if named is not None:
            end = m.end() + (text[m.end() : m.end() + 1] in (")", ">", "]"))
            out.setdefault(m.start("phone"), SaidPhone(m.start("words") + named[1], end, named[0], phone))
    for m in _PHONE_AFTER.finditer(text):
        phone = m["phone"].strip()
        named = _named(m["words"], PHONE_NOT_NAMES)
        if named is not None and _a_phone(phone, keyworded=False):
            out.setdefault(m.start("phone"), SaidPhone(m.start(), m.end(), named[0], phone))
    return tuple(sorted(out.values(), key=lambda c: c.start))


#: (traits30) A phone number said through a possessive that names nobody in the message ("her phone number
#: is +15551593153", "your phone number on file is +15552161671"): read against the one person the episode
#: showed a number for (:func:`_only_phones`).
_OWN_PHONE = re.compile(
    rf"(?<![\w'\u2019-])(?:his|her|their|your)\s+{_PHONE_NOUN}"
    rf"(?:\s+(?:on\s+(?:file|record|the\s+account)|we\s+have(?:\s+on\s+file)?))?"
    rf"(?:\s+is|,|:)\s*(?P<phone>{_DIGITS})(?![\d\w])",
    re.IGNORECASE,
)


def _own_phones(text: str) -> list[tuple[int, int, str]]:
    """(traits30) Every (start, end, number) ``text`` says through a possessive (:data:`_OWN_PHONE`)."""
    if not text or re.search(r"\d{3}", text) is None:
        return []
    return [
        (m.start(), m.end(), m["phone"].strip())
        for m in _OWN_PHONE.finditer(text)
        if _a_phone(m["phone"].strip(), True)
    ]


def _only_phones(shown: Mapping[str, set[str]]) -> tuple[str, set[str]] | None:
    """(traits30) The one person ``shown`` (a name key to numbers) holds numbers for, by their longest
    key, with their numbers; ``None`` where it holds none or more than one set of numbers (the keys of
    one person, "siobhán" and "siobhán nguyễn", hold the same; namesakes' numbers are the name's)."""
    sets = {frozenset(v) for v in shown.values() if v}
    if len(sets) != 1:
        return None
    who = max((k for k, v in shown.items() if v), key=len)
    return who, set(next(iter(sets)))


def says_phones(text: str) -> bool:
    """Whether ``text`` says a phone number of anyone: beside a name, or through a pronoun that may
    name someone (:func:`.person_pronouns.placeheld`), or (traits30) "your phone number on file is …".
    Read before the episode is walked."""
    if said_phones(text) or _own_phones(text):
        return True
    held = person_pronouns.placeheld(text)
    return held is not text and any(person_pronouns.PLACEHOLDER in p.name for p in said_phones(held))


def shown_phones(services: Sequence[str], data: Iterable[Any]) -> dict[str, set[str]]:
    """Each name key (:func:`_keys`) the episode's ``data`` shows a declared person-contact object with
    a phone number for, with the numbers shown (as written)."""

    def phones(value: Mapping[str, Any], decl: PersonContact) -> set[str]:
        found = (at_path(value, dotted) for dotted in decl.phones)
        return {p.strip() for p in found if isinstance(p, str) and len(phone_digits(p)) >= 7}

    services = tuple(services)
    decls = tuple(d for d in declared(services) if d.phones)
    return _shown_by_name(("phones", services), decls, data, phones)


@dataclass(frozen=True, slots=True)
class FalsePhone:
    """A phone number said of a person whom the episode shows with other numbers."""

    said: str
    name: str
    phone: str
    theirs: tuple[str, ...]
    told: bool

    def describe(self) -> str:
        source = "the instruction gives" if self.told else "the episode shows"
        return f"{self.said!r}, while {source} {self.name}'s phone as {' / '.join(self.theirs)}"


def false_phones(
    message: str, services: Sequence[str], told: Iterable[str], data: Iterable[Any]
) -> list[FalsePhone]:
    """The phone numbers ``message`` says of a person that are not theirs: another number the told
    texts pair with the name, else (the number nowhere in the told texts) numbers the episode's person
    objects show for the name and none of them this one. Nothing shown for the name: nothing
    contradicted; namesakes contradict neither (their numbers are all the name's)."""
    said = said_phones(message)
    through = not said and says_phones(message)
    if not said and not through:
        return []
    owned = _own_phones(message)
    told = [t for t in told if t]
    pairs: dict[str, set[str]] = {}
    for text in told:
        for p in said_phones(text):
            for key in _keys(p.name):
                pairs.setdefault(key, set()).add(p.phone)
    told_digits = {phone_digits(m.group()) for t in told for m in re.finditer(_DIGITS, t)}
    shown = shown_phones(services, data)
    named = None
    if through or person_pronouns.may_name(message):
        people = person_pronouns.shown_people(services, data) | shown.keys() | pairs.keys()
        named = person_pronouns.named(message, people)
        if named is not None:
            said = said_phones(named.text)
    text = named.text if named is not None else message
    out = []
    for p in said:
        span = named.original(p.start, p.end) if named is not None else text[p.start : p.end]
        who, theirs = _candidates(p.name, pairs)
        if theirs:
            if not any(same_phone(p.phone, t) for t in theirs):
                out.append(FalsePhone(span, who, p.phone, tuple(sorted(theirs)), told=True))
            continue
        if any(same_phone(p.phone, d) for d in told_digits if len(d) >= 7):
            continue  # the agent was given the number
        who, theirs = _candidates(p.name, shown)
        if theirs and not any(same_phone(p.phone, t) for t in theirs):
            out.append(FalsePhone(span, who, p.phone, tuple(sorted(theirs)), told=False))
    if not said and owned and (only := _only_phones(shown)) is not None:
        # (traits30) a possessive that names nobody in the message ("her phone number is …", "your phone
        # number on file is …"): the one person the episode showed a number for is whose it is
        who, theirs = only
        for start, end, phone in owned:
            if any(same_phone(phone, d) for d in told_digits if len(d) >= 7):
                continue
            if not any(same_phone(phone, t) for t in theirs):
                out.append(FalsePhone(message[start:end], who, phone, tuple(sorted(theirs)), told=False))
    return out
