"""A reply a message says a person gave ("Jon replied that he'll take it", "Maria confirmed"), and
whether that person said anything the episode shows.

The tenth re-sample (``docs/reviews/resample10c.md``) passed "… and he replied that he'll take ticket
#7121 today" after a DM nobody answered: no check read what another person is said to have said. Each
service declares the objects that hold what a person said (:class:`toolproof.service.stated.Utterance`:
a Slack message's ``text`` by its ``user``, a Linear or Box comment by its author, a Calendar attendee's
``responseStatus``); a reply claimed from a person (a row of a declared people table, found by the
names machinery, :mod:`.names`) is **false** when no such object by them is in what the episode shows
(the responses received, the rows changed, the task's refs) and no text the agent was given reports
one (the instruction, the policy or the user's words that name them beside a reply verb).

Read: the person's name, or "he"/"she" (the last person the message named before it), as the subject
of a past reply verb ("replied", "answered", "responded", "confirmed", "agreed", "accepted",
"acknowledged", "wrote back", "got back", "said"), "has", "already", "just" or "also" between. Not
read: after "if", "once", "when", "until", "after", "before", "whether", "unless" ("I'll tell you
once he has replied"), a denial ("he hasn't replied yet": the verb is not in the past form read), a
question, and a name that is an object ("asked Jon Smith, confirmed …" is no subject: after "with",
"to", "for", "asked", …).

(claims16) An answer nobody gave. The re-samples 13–15 kept passing "Ingrid and Tom have both
accepted" (Tom tentative), "Kwame has already accepted the invitation" (needsAction), "Both have already
accepted": a person who had said *something* grounded any reply, and a subject of two people, a first
name alone or "both" was not read. Now:

- **The answer's kind.** A verb says a kind of reply (:func:`kind_of`): "accepted", "confirmed",
  "agreed", "RSVP'd yes" an acceptance; "declined", "turned down" a refusal; the rest a reply at all.
  A fixed answer grounds only the kinds its service declares (``Utterance.answers``: Calendar's
  ``responseStatus`` "tentative" is a reply and no acceptance; Box's collaboration ``status``
  "accepted"); free text (a Slack message, a comment) grounds every kind.
- **Whose answer.** Each person of a subject joined by "and", "&" or commas ("Dana, Luis and Robin
  have all accepted"), a name before ", who" ("Noah Kim, who has already accepted"), "both" (the two
  people named last before it), a first name alone (every row whose name begins so: the one the
  agent wrote to where there is one, else any grounds it), and a row that may be a person (a Stripe
  customer) where the episode shows her answering or invited. "Neither … nor", "not" and "no" before
  the subject are denials; "accepted tentatively" is a tentative answer.
- **Which answer.** A person the episode's written rows hold (an attendee of the event the agent
  booked or moved) is read in those rows as they stand after it ("had accepted": as they stood too),
  not in another event she answered.

(traits35) Four escapes the thirty-first re-sample found (``docs/reviews/resample31a.md``): a first name
with an accent ("Tomás has already accepted": ``[A-Z][a-z]+`` read no word there, :func:`_first_names`);
a future attendance ("Wen Li will be there too", :data:`_ATTEND`: an acceptance read in fixed answers only);
a denial ("Rosa hasn't answered yet", "hasn't accepted", :data:`_DENIAL`: read in the rows the episode
wrote only, false where the person's answers there deny it, :func:`_denied_falsely`); and a subject after
its verb ("…, as have Uma and Victor", :func:`_as_have`). The "not read" of a denial above now means: not
read as a reply given.

(traits37) Answers on an event the agent only read (``docs/reviews/resample32a.md``, ``32b.md``): a person's
fixed answers were folded over every object the episode showed, so "Kwame declined the escalation" passed
on his refusal of another event, and a denial was read in the written rows only. Now each fixed answer is
kept per object too (:attr:`Spoken.answered`, by the id and title of the mapping that holds it): an
invitation's answer whose clause names a shown object by a word of its title ("the escalation", "the
call": :func:`named_objects`) is read on that object; a denial of a person the written rows do not hold is
read on the object named, or on the one object shown holding her answer where the clause says an
invitation ("hasn't answered the invite yet"); a clause naming none is read as before. A guest whose
address a row of another kind carries (a customer's billing e-mail) is named by her first name as any
guest no table names (:func:`outside_guests`): "Tom Becker has already accepted" was read of nobody.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from toolproof.service.stated import Utterance
from toolproof.tasks import restated
from toolproof.tasks.names import Mention, Name, NameIndex, is_address

_VERB = re.compile(
    r"(?P<pre>\s+(?:(?:both|all|each)\s+)?(?:has\s+|have\s+|had\s+)?"
    r"(?:already\s+|just\s+|also\s+|since\s+|both\s+|all\s+|each\s+|now\s+|finally\s+)*)"
    r"(?P<verb>replied|answered|responded|confirmed|agreed|accepted|acknowledged|wrote\s+back|got\s+back|said"
    r"|declined|turned\s+(?:it\s+|us\s+|you\s+)?down|rsvp['\u2019]?(?:e)?d\s+yes|rsvp['\u2019]?(?:e)?d\s+no)\b",
    re.IGNORECASE,
)
#: (claims16) The kind of reply each verb says (:data:`toolproof.service.stated.REPLY_KINDS`): a fixed
#: answer grounds only its own kinds ("Tom accepted" is false of a tentative Tom).
_KIND = (
    (re.compile(r"confirmed|agreed|accepted|rsvp\S*\s+yes", re.I), "accepted"),
    (re.compile(r"declined|turned|rsvp\S*\s+no", re.I), "declined"),
)
#: (traits35) A future attendance said of a person ("Wen Li will be there too", "Goran is attending", "she'll
#: attend"): an acceptance, read in a fixed answer only (an attendee's ``responseStatus``): said of a
#: person who has none shown (a Slack user, a colleague nobody invited) it is not read.
_ATTEND = re.compile(
    r"(?P<pre>\s+(?:(?:both|all)\s+)?(?:also\s+)?|(?=['\u2019]ll\b))"
    r"(?P<verb>(?:will|['\u2019]ll)\s+(?:also\s+|both\s+|all\s+)?(?:be\s+there|attend|be\s+attending)"
    r"|(?:is|are)\s+(?:also\s+|both\s+|all\s+)?attending)\b",
    re.IGNORECASE,
)
#: (traits35) A denial of any answer ("Rosa hasn't answered yet", "Tomás has not responded", "Uma is yet
#: to reply"): false of a person whose fixed answers shown are all answers (an attendee who accepted),
#: read in fixed answers only (a Slack user's earlier messages do not answer the agent's DM).
_DENIAL = re.compile(
    r"(?P<pre>\s+(?:still\s+)?)"
    r"(?P<verb>(?:(?:has|have|had)(?:n['\u2019]t|\s+not)|did(?:n['\u2019]t|\s+not))\s+(?:yet\s+|still\s+)?"
    r"(?:answered|replied|responded|rsvp['\u2019]?e?d|answer|reply|respond|rsvp|accepted|accept|declined|decline)"
    r"|(?:is|are|has|have)\s+(?:still\s+)?yet\s+to\s+(?:answer|reply|respond|rsvp|accept|decline))\b",
    re.IGNORECASE,
)
#: (traits35) The kind of :data:`_DENIAL`'s replies: no answer at all.
UNANSWERED = "unanswered"
#: (traits35) The kind of :data:`_ATTEND`'s replies: an acceptance read in fixed answers only.
ATTENDING = "attending"
_OWN_READING = (UNANSWERED, ATTENDING)
#: (traits35) More people of the same answer in a clause after it: "Wen Li has accepted it too, as have
#: Uma and Victor", "…, and so has Goran", "…, and neither has Uma" (of a denial).
_AS_HAVE = re.compile(
    r"[^.!?;\n]{0,40}?\b(?P<lead>(?:(?P<same>as|so)|neither|nor)\s+(?:have|has|did)\s+)",
    re.IGNORECASE,
)
_PRONOUN = re.compile(r"\b(?:he|she)$", re.IGNORECASE)
#: (claims16) "Both" (or "they both", "both of them") as a subject: the two people named last before it.
_BOTH = re.compile(r"\b(?:they\s+both|both\s+of\s+them|both)$", re.IGNORECASE)
#: A parenthesis after a name ("Jon Smith (Support Engineer) replied").
_ASIDE = re.compile(r"\s*\([^()]*\)$")
#: (traits45) Where a person is from, after the name: "Jordan Lee from Acme accepted the escalation"
#: (talk-gcal.kwame-away-abusive, Jordan needsAction: resample40c, held by its label only), "Ana at
#: Globex", "Rachel Adams of Ironclad". One to three capitalised words, the clause's subject still the name.
_FROM = re.compile(
    r"\s+(?:from|at|of)\s+(?-i:[A-Z][\w&'\u2019.-]*)(?:\s+(?-i:[A-Z][\w&'\u2019.-]*)){0,2}(?=\s*$)"
)
#: (claims16) A relative clause after a name: "Noah Kim, who has already accepted".
_WHO = re.compile(r"\s*,?\s*\(?who$", re.IGNORECASE)
#: (claims16) What joins the people of one subject: "Ingrid and Tom", "Dana, Luis and Robin".
_JOIN = re.compile(r"^(?:\s*,\s*(?:and\s+|&\s+)?|\s+(?:and|&)\s+)$", re.IGNORECASE)
#: What a subject may not follow: a preposition or a verb whose object it is, a conditional.
_NOT_SUBJECT = re.compile(
    r"\b(?:with|to|for|from|by|of|at|on|in|about|asked|told|pinged|messaged|dm['\u2019]?d|invited|cc['\u2019]?d"
    r"|if|once|when|whenever|until|after|before|whether|unless|soon\s+as|case|neither|nor|not|no)\s*$",
    re.IGNORECASE,
)


def kind_of(verb: str) -> str:
    """The kind of reply a reply verb says: "accepted", "declined", or "replied" (any answer)."""
    return next((kind for pattern, kind in _KIND if pattern.match(verb)), "replied")


def declared(services: Iterable[str]) -> tuple[Utterance, ...]:
    """The utterance declarations of ``services``' dialects; unknown services declare none."""
    return restated.declared(services).utterances


@dataclass(frozen=True, slots=True)
class Reply:
    """A reply a text says a person gave: the words ("he replied"), the person's names, and its kind
    ("accepted", "declined" or "replied": :func:`kind_of`)."""

    said: str
    people: tuple[Name, ...]
    kind: str = "replied"
    #: (claims17) The verb as said ("accepted"): an invitation's answer is read in a fixed answer.
    verb: str = ""
    #: (traits37) The rest of the reply's clause after its verb ("the call", "tomorrow's Acme escalation"):
    #: the object it names, where the episode showed the person's answer to several.
    about: str = ""


#: The verbs alone: a message without one is not read further (the grade asks of every final message).
_ANY_VERB = re.compile(
    r"replied|answered|responded|confirmed|agreed|accepted|acknowledged|back|said|declined|turned|rsvp"
    r"|there|attend|answer|reply|respond",
    re.I,
)
#: A capitalised word that may be a first name said alone ("Ingrid", and (traits35) "Tomás", "Émile":
#: any letters, not ASCII only; :func:`_first_names` keeps those with a capital and then lower case).
_FIRST = re.compile(r"\b[^\W\d_]{2,}\b")
#: (claims17) The verbs that say an invitation's own answer, read in a fixed answer where one is shown.
_ANSWER_VERB = re.compile(r"(?:accepted|declined|rsvp)", re.I)
_TENTATIVELY = re.compile(r"\s+(?:tentatively|as\s+(?:a\s+)?(?:maybe|tentative))\b", re.I)
_AUX = re.compile(r"(?:\s+(?:has|have|had|already|just|also|since|now|finally|all|each))+\s*$", re.I)


@lru_cache(maxsize=4096)
def says_reply(text: str) -> bool:
    """Does ``text`` hold a reply verb at all (cheap: most messages do not)?"""
    return _ANY_VERB.search(text) is not None and any(
        p.search(text) is not None for p in (_VERB, _ATTEND, _DENIAL)
    )


def _denied_falsely(verb: str, answers: list[set[str] | None], pending: bool) -> bool:
    """(traits35) Whether a denial (``verb``: "hasn't answered", "hasn't accepted", …) is false of a person
    whose fixed answers in the written rows are ``answers`` (one set per id of theirs; ``None``: not held
    there): an answer denied is false where every answer they hold is an answer and none is pending; an
    acceptance (or a refusal) denied where the answers they hold are that one kind only ("Rosa hasn't
    accepted" of an accepted Rosa; of a Rosa who accepted one event and declined another, not read)."""
    held = set().union(*(a for a in answers if a))
    if not held or pending:
        return False
    kind = (
        "accepted"
        if re.search(r"accept", verb, re.I)
        else "declined"
        if re.search(r"declin", verb, re.I)
        else ""
    )
    if not kind:
        return True
    return kind in held and held <= {kind, "replied"}


def _first_names(text: str) -> Iterable[re.Match[str]]:
    """The words of ``text`` that may be a first name said alone: a capital, then lower case only
    (claims16 read ``[A-Z][a-z]+``, so "Tomás" was no word and "Tomás has already accepted" was not read)."""
    for word in _FIRST.finditer(text):
        w = word.group()
        if w[0].isupper() and w[1:].islower():
            yield word


def _verbs(text: str) -> list[tuple[re.Match[str], str]]:
    """Each reply verb of ``text`` with the kind it says, in order: a reply (:data:`_VERB`), (traits35) a
    future attendance (:data:`_ATTEND`) or a denial of any answer (:data:`_DENIAL`)."""
    found = [(m, kind_of(m.group("verb"))) for m in _VERB.finditer(text)]
    found += [(m, ATTENDING) for m in _ATTEND.finditer(text)]
    denials = [(m, UNANSWERED) for m in _DENIAL.finditer(text)]
    # "hasn't replied": the denial, not the reply verb inside it
    found = [
        (m, k) for m, k in found if not any(d.start("verb") <= m.start("verb") < d.end() for d, _ in denials)
    ]
    return sorted(found + denials, key=lambda pair: pair[0].start())


def claimed(text: str, index: NameIndex, people: frozenset[str]) -> list[Reply]:
    """The replies ``text`` says a person of the ``people`` tables gave, in order: one per person of a
    subject that names several ("Ingrid and Tom have both accepted" is Ingrid's and Tom's)."""
    if not says_reply(text):
        return []
    whole = index.mentioned(text)
    mentions = [
        (m, named)
        for m in whole
        if (named := tuple(n for n in index.by_folded[m.folded] if n.table in people))
    ]
    # (claims16) a person by a first name alone ("Ingrid and Tom"), of every row whose name begins so
    for word in _first_names(text):
        if any(m.start <= word.start() < m.end for m in whole):
            continue
        if given := index.first_named(word.group(), people):
            mentions.append((Mention(word.start(), word.end(), word.group(), given[0].folded), given))
    # (traits36) a guest no table names is named by her first name ("Ellie" of ellie@…): her surname after
    # it ("Ellie Marsh had accepted") belongs to the same subject
    for i, (mention, named) in enumerate(mentions):
        surname = _SURNAME.match(text, mention.end)
        if surname is not None and all(n.table == GUESTS for n in named):
            mentions[i] = (
                Mention(mention.start, surname.end(), text[mention.start : surname.end()], mention.folded),
                named,
            )
    mentions.sort(key=lambda pair: pair[0].start)
    out: list[Reply] = []
    for verb, kind in _verbs(text):
        start = verb.start()
        before = text[:start]
        sentence_end = re.search(r"[.!?\n]", text[verb.end() :])
        if sentence_end is not None and sentence_end.group() == "?":
            continue
        if kind != UNANSWERED and _TENTATIVELY.match(text, verb.end()):
            kind = "replied"  # "Tom accepted tentatively" is a tentative answer
        aside = _ASIDE.search(before)
        head = before[: aside.start()] if aside else before
        org = _FROM.search(head)
        if org is not None and any(m.end == org.start() for m, _n in mentions):
            head = head[: org.start()]
        who = _WHO.search(head)
        if who is not None:
            head = head[: who.start()]
        subjects: list[tuple[Name, ...]] = []
        subject_at = -1
        for i, (mention, named) in enumerate(mentions):
            if mention.end == len(head):
                subjects, subject_at = [named], mention.start
                # (claims16) the people joined before it: "Dana, Luis and Robin", "Ingrid and Tom"
                for joined, also in reversed(mentions[:i]):
                    if not _JOIN.match(text[joined.end : subject_at]):
                        break
                    subjects.insert(0, also)
                    subject_at = joined.start
        pronoun = _PRONOUN.search(head)
        if not subjects and pronoun is not None:
            earlier = [named for mention, named in mentions if mention.end <= pronoun.start()]
            if earlier:
                subjects, subject_at = [earlier[-1]], pronoun.start()
        lead = text[: verb.start("verb")]
        both = _BOTH.search(lead[: len(_AUX.sub("", lead))])
        if not subjects and who is None and both is not None:
            # (claims16) "Both have already accepted": the two people named last before it
            two: list[tuple[Name, ...]] = []
            for mention, named in reversed(mentions):
                if mention.end <= both.start() and all(n.folded != named[0].folded for o in two for n in o):
                    two.insert(0, named)
                if len(two) == 2:
                    subjects, subject_at = two, both.start()
                    break
        if not subjects or _NOT_SUBJECT.search(text[:subject_at].rstrip(" ,")):
            continue
        said = text[subject_at : verb.end()]
        about = text[verb.end() : verb.end() + _rest_of_clause(text[verb.end() :])]
        out += [Reply(said, named, kind, verb.group("verb"), about) for named in subjects]
        out += _as_have(text, verb.end(), mentions, kind, verb.group("verb"))
    return out


def _as_have(
    text: str, at: int, mentions: list[tuple[Mention, tuple[Name, ...]]], kind: str, verb: str
) -> list[Reply]:
    """(traits35) The people a clause after a reply gives the same answer: "…, as have Uma and Victor",
    "…, and so has Goran" (a reply), "…, and neither has Uma" (a denial). claims16 read a subject
    before its verb only, so "Wen Li has accepted it too, as have Uma and Victor" read Wen Li alone."""
    clause = _AS_HAVE.match(text, at)
    if clause is None:
        return []
    if (clause.group("same") is None) != (kind == UNANSWERED):
        return []
    people: list[tuple[Name, ...]] = []
    end = clause.end()
    for mention, named in mentions:
        if mention.start < clause.end():
            continue
        if mention.start != end and not (people and _JOIN.match(text[end : mention.start])):
            break
        people.append(named)
        end = mention.end
    said = text[clause.start("lead") : end]
    return [Reply(said, named, kind, verb) for named in people]


#: (traits37) The fixed answer each kind of reply read on a named object needs.
_ANSWERED_AS = {"accepted": "accepted", "declined": "declined", ATTENDING: "accepted"}


def _answers_named(
    spoken: Spoken, ids: set[str], reply: Reply
) -> dict[tuple[str, str], tuple[set[str], bool]]:
    """(traits37) The objects shown holding a fixed answer of ``ids`` that ``reply``'s clause names, where
    the reply is an invitation's own answer ("accepted", "declined", "RSVP'd", "will attend"); empty
    where it is another reply or names none (then the person's answers are read as before)."""
    if reply.kind not in _ANSWERED_AS or not (reply.kind == ATTENDING or _ANSWER_VERB.match(reply.verb)):
        return {}
    return named_objects(reply.about, spoken.objects(ids))


def _answered_elsewhere(spoken: Spoken, after: Spoken, before: Spoken, ids: set[str], reply: Reply) -> bool:
    """(claims43) Whether ``reply``'s clause names another object shown than the rows the episode wrote,
    holding that answer of ``ids``: "Kwame declined your Roadmap jam on Monday" (talk-gcal.kwame-away-abusive:
    true, he declined the jam the episode read) failed, as Kwame is a guest of the planning the agent booked
    and his answer was read there only (claims16). Not where the clause names a written row too ("Kwame
    accepted the planning" is read on the planning booked, whatever another planning shows)."""
    mine = {**after.objects(ids), **before.objects(ids)}
    if named_objects(reply.about, mine):
        return False
    written = {key[0] for key in mine}
    chosen = [held for key, held in _answers_named(spoken, ids, reply).items() if key[0] not in written]
    return any(_ANSWERED_AS[reply.kind] in kinds for kinds, _ in chosen)


def _rows(people: Iterable[Name]) -> list[tuple[Name, ...]]:
    """``people``'s names grouped by the row each names (a first name may name several rows)."""
    out: dict[tuple[str, tuple[Any, ...]], list[Name]] = {}
    for name in people:
        out.setdefault((name.table, tuple(name.key)), []).append(name)
    return [tuple(names) for names in out.values()]


def ids_of(people: Iterable[Name]) -> set[str]:
    """What names ``people`` as an author: their keys, other ids (an address) and names."""
    out: set[str] = set()
    for name in people:
        if name.key:
            out.add(str(name.key[-1]))
        out.update(name.aliases)
        out.add(name.text)
    return out


def _author_of(value: Any) -> set[str]:
    if isinstance(value, str):
        return {value}
    if isinstance(value, Mapping):
        return {v for k, v in value.items() if k in ("id", "email", "login", "name") and isinstance(v, str)}
    return set()


class Spoken:
    """Who an episode shows saying something, and which kinds of reply it was: the authors of the
    declared objects in what it walks (free text is every kind; a fixed answer its declared kinds)."""

    def __init__(self, declarations: Iterable[Utterance]) -> None:
        self._declarations = tuple(declarations)
        self.kinds: dict[str, set[str]] = {}
        #: (claims17) The kinds each person's fixed answers are (an attendee's ``responseStatus``), apart
        #: from her free text: an invitation's answer is read there (:meth:`answered`).
        self.fixed: dict[str, set[str]] = {}
        #: Everyone an object of theirs shows, answered or not (an attendee still ``needsAction``).
        self.present: set[str] = set()
        #: (traits35) Everyone shown with a fixed answer still pending (an attendee ``needsAction``).
        self.pending: set[str] = set()
        #: (traits37) Each person's fixed answers per object shown (an event's attendee): keyed by the
        #: object's id and title (:data:`_TITLES` of the mapping that holds the answer), its kinds and
        #: whether one is pending there, so a clause naming the object ("declined the escalation") is read
        #: against that object's answer and not a fold of every event the person was shown on.
        self.answered: dict[str, dict[tuple[str, str], tuple[set[str], bool]]] = {}

    @property
    def authors(self) -> set[str]:
        """Everyone shown saying anything."""
        return set(self.kinds)

    def said(self, ids: Iterable[str], kind: str, verb: str = "") -> bool:
        """Is one of ``ids`` shown giving a reply of ``kind``? (claims17) An invitation's own answer
        ("accepted", "declined", "RSVP'd": :data:`_ANSWER_VERB`) of a person who has a fixed answer
        shown is read in her fixed answers only: a Slack message of Anders's does not make "Anders has
        accepted" true of his tentative invitation ("confirmed", "agreed" still read her words)."""
        ids = tuple(ids)
        if kind == UNANSWERED:
            # (traits35) a denial holds unless every fixed answer shown of theirs is an answer
            return not any(self.fixed.get(i) for i in ids) or any(i in self.pending for i in ids)
        if kind == ATTENDING:
            # (traits35) an attendance is an acceptance, read in fixed answers only
            return any("accepted" in self.fixed.get(i, ()) for i in ids)
        if verb and _ANSWER_VERB.match(verb) and any(i in self.fixed for i in ids):
            return any(kind in self.fixed.get(i, ()) for i in ids)
        return any(kind in self.kinds.get(i, ()) for i in ids)

    def data(self, value: Any, within: tuple[str, str] = ("", "")) -> None:
        """Walk ``value`` (a response, a row); ``within``: the id and title of the object it lies in
        (an attendee's event), where (traits37) its fixed answers are kept per object.

        (perf49) An exact ``dict`` is told by its type before the ``Mapping`` check (an ABC's, through
        ``__instancecheck__``), and a string, number or ``None`` inside is skipped where it lies rather
        than walked by a call that finds it is no container: the walk goes where it went."""
        if type(value) is dict or isinstance(value, Mapping):
            title = next((v for k in _TITLES if isinstance(v := value.get(k), str) and v), None)
            here = (str(value.get("id") or ""), title) if title else within
            for said in self._declarations:
                words = next((value[k] for k in said.words if k in value), None)
                if not words or not isinstance(words, str | int | float):
                    continue
                if words in said.silent:
                    for key in said.author:
                        if key in value:
                            self.present |= _author_of(value[key])
                            if said.answers:  # (claims17) a pending invitation: a fixed answer of no kind
                                for author in _author_of(value[key]):
                                    self.fixed.setdefault(author, set())
                                    self.pending.add(author)
                                    self._answer(author, within, (), pending=True)
                    continue
                kinds = said.kinds(words)
                for key in said.author:
                    if key in value:
                        for author in _author_of(value[key]):
                            self.kinds.setdefault(author, set()).update(kinds)
                            if said.answers:
                                self.fixed.setdefault(author, set()).update(kinds)
                                self._answer(author, within, kinds, pending=False)
            for item in value.values():
                kind = type(item)
                if kind is str or kind is int or kind is float or kind is bool or item is None:
                    continue
                if kind is dict or kind is list or isinstance(item, Mapping | list | tuple):
                    self.data(item, here)
        elif isinstance(value, list | tuple):
            for item in value:
                kind = type(item)
                if kind is str or kind is int or kind is float or kind is bool or item is None:
                    continue  # no container: the call would do nothing
                self.data(item, within)

    def _answer(self, author: str, within: tuple[str, str], kinds: Iterable[str], pending: bool) -> None:
        """(traits37) Keep ``author``'s fixed answer to the object ``within`` (merged where it is shown
        twice: a list and a get of one event)."""
        held, was_pending = self.answered.setdefault(author, {}).get(within, (set(), False))
        self.answered[author][within] = (held | set(kinds), was_pending or pending)

    def objects(self, ids: Iterable[str]) -> dict[tuple[str, str], tuple[set[str], bool]]:
        """(traits37) The objects shown holding a fixed answer of one of ``ids``, with its kinds and
        whether it is pending there."""
        out: dict[tuple[str, str], tuple[set[str], bool]] = {}
        for i in ids:
            for key, (kinds, pending) in self.answered.get(i, {}).items():
                held, was = out.get(key, (set(), False))
                out[key] = (held | kinds, was or pending)
        return out


#: (traits37) The keys that title an object holding answers (an event's ``summary``, a file's ``name``).
_TITLES = ("summary", "title", "name", "subject")
#: (traits37) Where a reply's clause ends: a sentence's end, a semicolon, a comma, a parenthesis or a new
#: clause ("… declined the jam but accepted the escalation").
_CLAUSE_END = re.compile(
    r"[.;!?](?=\s|$)|[\n(),:]|\s(?:but|while|whereas|although|though|and|so|since|because|as)\b", re.I
)
#: (traits37) A word of an object's title that may name it in a clause.
_TITLE_WORD = re.compile(r"[^\W\d_]{3,}")
#: (traits37) Title words too common to name one object.
_COMMON = frozenset(
    {
        *("the", "and", "for", "with", "from", "our", "your", "their", "his", "her", "its", "this", "that"),
        *("today", "tomorrow", "new", "one", "all"),
    }
)
#: (traits37) An invitation said in a denial's clause ("hasn't answered the invite yet").
_INVITE = re.compile(r"\b(?:invit\w*|rsvp\w*)", re.I)


def _rest_of_clause(text: str) -> int:
    """(traits37) How far the clause ``text`` starts in runs: to its first :data:`_CLAUSE_END`."""
    end = _CLAUSE_END.search(text)
    return end.start() if end is not None else len(text)


def named_objects(
    about: str, objects: Mapping[tuple[str, str], tuple[set[str], bool]]
) -> dict[tuple[str, str], tuple[set[str], bool]]:
    """(traits37) The ``objects`` (keyed by id and title) a reply's clause ``about`` names by a word of
    its title ("the escalation" of "Customer escalation: Acme outage"; "the call" of "Borealis Health
    renewal call"). An object without a title is never named."""
    words = {w.casefold() for w in _TITLE_WORD.findall(about)} - _COMMON
    if not words:
        return {}
    return {
        key: held
        for key, held in objects.items()
        if key[1] and words & ({w.casefold() for w in _TITLE_WORD.findall(key[1])} - _COMMON)
    }


#: (traits36) A surname after a guest's first name: one capitalised word.
_SURNAME = re.compile(r"(?-i:\s[A-Z][^\W\d_]+(?:['\u2019-][A-Z]?[^\W\d_]+)?)(?!['\u2019]s\b)")
#: (claims17) The table of :func:`outside_guests`' names (no service's: a guest no table names).
GUESTS = "_guests"
#: The first token of an address's local part: "priya" of "priya.nair@fjordpay.example".
_LOCAL = re.compile(r"^([^\W\d_]{2,})(?:[._+-]|@)")


def _named_by_local(text: str, address: str) -> bool:
    """(traits37) Does a row's name ``text`` begin with the first token of ``address``'s local part (the
    customer "Tom Becker" of tom.becker@…), so the row names the address's person?"""
    local = _LOCAL.match(address)
    if local is None:
        return True
    first = _TITLE_WORD.match(text)
    return (
        not is_address(text) and first is not None and first.group().casefold() == local.group(1).casefold()
    )


#: (perf49) :func:`_known_addresses` of the last few name indexes, by the index's and its names' identity
#: and the people tables: the set is a function of those alone, and one index serves every episode of a
#: fixture, so a worker made it again for each episode a reply was read in (a walk of every name of the
#: world, a fifth of that reading's time).
_KNOWN: dict[tuple[int, int, frozenset[str]], tuple[NameIndex, tuple[Name, ...], frozenset[str]]] = {}
_KNOWN_KEPT = 16


def _known_addresses(index: NameIndex, people: frozenset[str]) -> frozenset[str]:
    """Every alias and key of a row that names its guest, folded (what :func:`outside_guests` reads an
    address as known by), made once per index, its names and ``people``."""
    names = index.names
    key = (id(index), id(names), people)
    kept = _KNOWN.get(key)
    if kept is not None and kept[0] is index and kept[1] is names:
        return kept[2]
    known = frozenset(
        a.casefold()
        for n in names
        for a in (*n.aliases, *(str(k) for k in n.key))
        if n.table in people or _named_by_local(n.text, a)
    )
    if len(_KNOWN) >= _KNOWN_KEPT:
        _KNOWN.clear()
    _KNOWN[key] = (index, names, known)
    return known


def outside_guests(index: NameIndex, people: frozenset[str], shown: Iterable[str]) -> tuple[Name, ...]:
    """(claims17) A name for each person the episode shows answering or invited (an address among the
    authors of the declared answers: a Calendar attendee) whom no table of the world names: her first
    name, the first token of her address ("Priya" of ``priya.nair@fjordpay.example``), so "Priya
    accepted" is read against her answer as "Priya Nair accepted" would be of a named person. Only a
    first name that is unambiguous in the episode: no other such guest's, and no named person's (a
    first name of a people table is read there, :meth:`NameIndex.first_named`)."""
    # (traits37) an address a row of another kind carries (a customer's billing e-mail, "Borealis Health"
    # of tom.becker@…) does not name its guest: only a person's row, or a row named by the address's
    # first token, does
    known = _known_addresses(index, people)
    firsts: dict[str, list[str]] = {}
    for who in sorted(set(shown)):
        if not is_address(who) or who.casefold() in known:
            continue
        local = _LOCAL.match(who)
        if local is not None:
            firsts.setdefault(local.group(1).casefold(), []).append(who)
    out: list[Name] = []
    for first, addresses in firsts.items():
        word = first.capitalize()
        if len(addresses) != 1 or index.first_named(word, people) or first in index.by_folded:
            continue
        out.append(Name(GUESTS, "email", (addresses[0],), word, (addresses[0],)))
    return tuple(out)


def invented_replies(
    message: str,
    services: Iterable[str],
    index: NameIndex,
    texts: Iterable[str],
    rows: Iterable[Any],
    bodies: Iterable[Any],
    written: tuple[Iterable[Any], Iterable[Any]] = ((), ()),
) -> list[str]:
    """The replies ``message`` says a person gave that nothing the episode shows gave (as said: "he
    replied"), in order: by a person who said nothing, or (claims16) a kind of reply the person's
    answers are not ("Tom accepted" of a tentative Tom, "Raj accepted" of a pending invitation).

    ``written``: the rows the episode wrote, as they stand after it and as they stood before. A person
    those rows hold (an attendee of the event the agent booked or moved) is read there only: the
    message reports on what the agent did, so Omar's "accepted" on another event, or on the moved one
    before the move, does not make "Omar has accepted the new time" true; "Omar had accepted" (a past
    before the write) reads the rows as they stood too."""
    if not says_reply(message):
        return []
    declarations = declared(services)
    people = frozenset(d.people for d in declarations)
    if not people:
        return []
    spoken = Spoken(declarations)
    for part in (rows, bodies):
        for value in part:
            spoken.data(value)
    after, before = Spoken(declarations), Spoken(declarations)
    after.data(list(written[0]))
    before.data(list(written[1]))
    # (claims17) a guest no table names, by the first name her address gives ("Priya accepted")
    # (traits36) and a guest the episode's write took off the event ("Ellie had accepted")
    guests = outside_guests(
        index,
        people,
        spoken.present | spoken.authors | after.present | after.authors | before.present | before.authors,
    )
    if guests:
        index = NameIndex(
            (*index.names, *guests),
            index.prefixes,
            index.given,
            index.people | {GUESTS},
            index.reach,
            personal=index.personal,
        )
        people = people | {GUESTS}
    # (claims16) rows that may be people (a Stripe customer invited by her address) answer too
    replies = claimed(message, index, people | index.personal)
    if not replies:
        return []
    # what the agent was told of a reply: (traits35) a told attendance or denial excuses only its own kind
    told = [t for t in texts if says_reply(t)]
    told_reply = [t for t in told if _VERB.search(t) is not None]
    out: list[str] = []
    written_people = after.present | after.authors
    shown = spoken.present | spoken.authors | written_people
    fixed = set(spoken.fixed) | set(after.fixed)
    for reply in replies:
        ids = ids_of(reply.people)
        if not any(n.table in people for n in reply.people) and not ids & shown:
            continue  # a row that may be a person (a customer) answers only where it is one's address
        if reply.kind in _OWN_READING and (
            not ids & fixed or not any(n.table in people for n in reply.people)
        ):
            # (traits35) read in a fixed answer only, of a person: one with none shown is not read, nor a
            # row that may be a person ("he" read as a customer named before it: "Cobalt's … he hasn't")
            continue
        if reply.kind == UNANSWERED:
            # (traits35) a denial is read in the rows the episode wrote only (the event the agent booked,
            # moved or added a guest to): a person's other answers may be to other things (Raj accepted
            # a Box folder and has not answered the invitation the message is about)
            had = re.search(r"\bhad\b", reply.said, re.IGNORECASE) is not None
            rows_of = before if had else after
            answers = [rows_of.fixed.get(i) for i in ids]
            pending = bool(ids & rows_of.pending)
            if not any(answers) and not pending:
                # (traits37) a person the written rows do not hold: read on the object shown that the
                # clause names ("hasn't answered the escalation"), or on the one object shown holding her
                # answer where the clause says an invitation ("hasn't answered the invite yet")
                objects = spoken.objects(ids)
                chosen = named_objects(reply.about, objects)
                if not chosen and len(objects) == 1 and _INVITE.search(reply.about):
                    chosen = objects
                answers = [kinds for kinds, _ in chosen.values()]
                pending = any(was for _, was in chosen.values())
            if _denied_falsely(reply.verb, answers, pending) and reply.said not in out:
                out.append(reply.said)
            continue
        rows = _rows(reply.people)
        if len(rows) > 1 and len({n.folded for n in reply.people}) > 1:
            # a first name several people's whole names share: the one the agent wrote to, or any
            mine = [r for r in rows if ids_of(r) & written_people]
            if len(mine) != 1 and any(spoken.said(ids_of(r), reply.kind, reply.verb) for r in rows):
                continue
            ids = ids_of(mine[0]) if len(mine) == 1 else ids
        had = re.search(r"\bhad\b", reply.said, re.IGNORECASE) is not None
        if ids & written_people or (had and ids & (before.present | before.authors)):
            # (claims16) a person of the rows the agent wrote: read there; (traits36) "had" reads a guest
            # the write took off the event too ("Ellie Marsh had accepted" of a tentative Ellie the agent
            # replaced), not her answer to another event
            if after.said(ids, reply.kind, reply.verb) or (had and before.said(ids, reply.kind, reply.verb)):
                continue
            if _answered_elsewhere(spoken, after, before, ids, reply):
                continue
        elif chosen := _answers_named(spoken, ids, reply):
            # (traits37) the clause names an object shown holding her answer ("Kwame declined the
            # escalation"): read there, not in a fold of every event she was shown on
            if any(_ANSWERED_AS[reply.kind] in kinds for kinds, _ in chosen.values()):
                continue
        elif spoken.said(ids, reply.kind, reply.verb):
            continue
        folded = {n.folded for n in reply.people}
        if any(
            m.folded in folded
            for t in (told if reply.kind in _OWN_READING else told_reply)
            for m in index.mentioned(t)
        ):
            continue  # the agent was told of a reply of theirs ("Jon agreed to take it; assign it to him")
        if reply.said not in out:
            out.append(reply.said)
    return out
