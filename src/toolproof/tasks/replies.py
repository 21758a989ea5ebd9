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
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from toolproof.service.stated import Utterance
from toolproof.tasks import restated
from toolproof.tasks.names import Name, NameIndex

_VERB = re.compile(
    r"(?P<pre>\s+(?:has\s+|had\s+)?(?:already\s+|just\s+|also\s+|since\s+)*)"
    r"(?P<verb>replied|answered|responded|confirmed|agreed|accepted|acknowledged|wrote\s+back|got\s+back|said)\b",
    re.IGNORECASE,
)
_PRONOUN = re.compile(r"\b(?:he|she)$", re.IGNORECASE)
#: A parenthesis after a name ("Jon Smith (Support Engineer) replied").
_ASIDE = re.compile(r"\s*\([^()]*\)$")
#: What a subject may not follow: a preposition or a verb whose object it is, a conditional.
_NOT_SUBJECT = re.compile(
    r"\b(?:with|to|for|from|by|of|at|on|in|about|asked|told|pinged|messaged|dm['\u2019]?d|invited|cc['\u2019]?d"
    r"|if|once|when|whenever|until|after|before|whether|unless|soon\s+as|case)\s*$",
    re.IGNORECASE,
)


def declared(services: Iterable[str]) -> tuple[Utterance, ...]:
    """The utterance declarations of ``services``' dialects; unknown services declare none."""
    return restated.declared(services).utterances


@dataclass(frozen=True, slots=True)
class Reply:
    """A reply a text says a person gave: the words ("he replied"), and the person's names."""

    said: str
    people: tuple[Name, ...]


#: The verbs alone: a message without one is not read further (the grade asks of every final message).
_ANY_VERB = re.compile(r"replied|answered|responded|confirmed|agreed|accepted|acknowledged|back|said", re.I)


@lru_cache(maxsize=4096)
def says_reply(text: str) -> bool:
    """Does ``text`` hold a reply verb at all (cheap: most messages do not)?"""
    return _ANY_VERB.search(text) is not None and _VERB.search(text) is not None


def claimed(text: str, index: NameIndex, people: frozenset[str]) -> list[Reply]:
    """The replies ``text`` says a person of the ``people`` tables gave, in order."""
    if not says_reply(text):
        return []
    mentions = [
        (m, named)
        for m in index.mentioned(text)
        if (named := tuple(n for n in index.by_folded[m.folded] if n.table in people))
    ]
    out: list[Reply] = []
    for verb in _VERB.finditer(text):
        start = verb.start()
        before = text[:start]
        sentence_end = re.search(r"[.!?\n]", text[verb.end() :])
        if sentence_end is not None and sentence_end.group() == "?":
            continue
        aside = _ASIDE.search(before)
        head = before[: aside.start()] if aside else before
        who: tuple[Name, ...] = ()
        subject_at = -1
        for mention, named in mentions:
            if mention.end == len(head):
                who, subject_at = named, mention.start
        pronoun = _PRONOUN.search(head)
        if not who and pronoun is not None:
            earlier = [named for mention, named in mentions if mention.end <= pronoun.start()]
            if earlier:
                who, subject_at = earlier[-1], pronoun.start()
        if not who or _NOT_SUBJECT.search(text[:subject_at].rstrip(" ,")):
            continue
        out.append(Reply(text[subject_at : verb.end()], who))
    return out


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
    """Who an episode shows saying something: the authors of the declared objects in what it walks."""

    def __init__(self, declarations: Iterable[Utterance]) -> None:
        self._declarations = tuple(declarations)
        self.authors: set[str] = set()

    def data(self, value: Any) -> None:
        if isinstance(value, Mapping):
            for said in self._declarations:
                words = next((value[k] for k in said.words if k in value), None)
                if not words or words in said.silent:
                    continue
                for key in said.author:
                    if key in value:
                        self.authors |= _author_of(value[key])
            for item in value.values():
                if isinstance(item, Mapping | list | tuple):
                    self.data(item)
        elif isinstance(value, list | tuple):
            for item in value:
                self.data(item)


def invented_replies(
    message: str,
    services: Iterable[str],
    index: NameIndex,
    texts: Iterable[str],
    rows: Iterable[Any],
    bodies: Iterable[Any],
) -> list[str]:
    """The replies ``message`` says a person gave who, in everything the episode shows, said nothing
    (as said: "he replied"), in order."""
    if not says_reply(message):
        return []
    declarations = declared(services)
    people = frozenset(d.people for d in declarations)
    replies = claimed(message, index, people) if people else []
    if not replies:
        return []
    told = [t for t in texts if says_reply(t)]
    spoken = Spoken(declarations)
    for part in (rows, bodies):
        for value in part:
            spoken.data(value)
    out: list[str] = []
    for reply in replies:
        ids = ids_of(reply.people)
        if ids & spoken.authors:
            continue
        folded = {n.folded for n in reply.people}
        if any(m.folded in folded for t in told for m in index.mentioned(t)):
            continue  # the agent was told of a reply of theirs ("Jon agreed to take it; assign it to him")
        out.append(reply.said)
    return out
