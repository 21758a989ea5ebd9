"""A named row given another row's detail: the oracle's report with a look-alike's seat count.

The sixteenth re-sample passed reports that said a detail of a row the agent read but was not asked
for, wrong ("They're on an active Starter plan with 5 seats": the subscription has 3;
docs/reviews/resample16c.md). These mutants prove the row-detail check
(:mod:`toolproof.tasks.row_details`) on every oracle whose final message says a declared detail of a row
it names:

- ``row-detail:K`` — the K-th such number (in order, at most :data:`MAX_PER_TEXT`) said instead as a
  value of the same detail that the oracle's episode shows only of another row of the named rows'
  tables, or, where none does and the named rows' own data shows the field, as the next number up that
  nothing grounds (their own field then contradicts it), written as the original was (digits or a
  word).

(details18) A declared word (a card's brand: "his Visa ending 4242") is swapped the same way, in the
same numbering, as the check reads it: said beside a last four, for the first declared value no object
shown with those digits has; of named rows, for a brand another row of their tables shows and nothing
grounds for them (another customer's card), or, where none does and their own data shows the field,
the first declared value nothing grounds (their own cards then contradict it); of no named row, the
first value no object of the episode has. Written in its first word, cased as the original was ("VISA"
→ "MASTERCARD", "Visa" → "Mastercard"); kept only where the check, reading the rewrite as the grade
does (a refusal's proposals aside), finds it false. (kinds18) A row's own state (a Slack channel's
kind: "the private #billing channel") is swapped for the other value its own data contradicts
("public"), of the channel its form names. (traits19) A collaborator's role (Box: "Jon Smith is now an
editor on the Globex folder") is swapped for the first role the person said last before it neither
holds nor is told, read through the collaborations that hold them.

A number nothing grounds is left alone (the check reads grounded values only), as is one whose rows'
data shows the detail nowhere and no other row's holds it (no reading makes it false). A survivor
means a report that gives a row a seat count its own data contradicts passes.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import partial

from toolproof.agents.reference import Mutation
from toolproof.service.stated import Detail, WordDetail
from toolproof.tasks import pronouns
from toolproof.tasks.grader import without_proposals
from toolproof.tasks.names import Name, NameIndex
from toolproof.tasks.row_details import (
    WORDS,
    StatedWord,
    detail_clauses,
    false_details,
    holder_rows,
    paired_values,
    reading,
    word_reading,
    word_values,
)
from toolproof.tasks.row_values import Episode, acted_ids, narrowed

#: At most this many numbers of one message are swapped, one mutant each.
MAX_PER_TEXT = 3
_WORD_OF = {n: w for w, n in WORDS.items()}


def _written(value: int, was: str) -> str:
    """``value`` written as the number ``was`` is: a word where it was one (and one exists), else digits;
    capitalised as it was."""
    if was.isdigit() or value not in _WORD_OF:
        return str(value)
    word = _WORD_OF[value]
    return word.capitalize() if was[:1].isupper() else word


def _cased(word: str, was: str) -> str:
    """``word`` (lower case) cased as ``was`` is: all capitals, (kinds18) all lower case ("private"),
    or each word capitalised."""
    if was.isupper() and len(was) > 1:
        return word.upper()
    if was.islower():
        return word
    return " ".join(w.capitalize() for w in word.split())


def _word_mutant(
    index: NameIndex, episode: Episode, rows: Sequence[Name], said: StatedWord
) -> tuple[str, str, str] | None:
    """The word ``said`` is swapped for (:func:`row_detail_mutants`), the value's name and whose it is;
    ``None`` where no reading makes a swap false. Read as the check reads it: beside its last four,
    the first value no object shown with them has; of named rows, a look-alike's value or one their
    own data contradicts; of none, the first value no object of the episode has."""
    detail = said.detail
    values = [v for v, _w in detail.values]
    data = [*episode.changed, *(body for _args, body in episode.reads)]
    if detail.row_only:
        # (kinds18) a row's own state (a channel's kind), of the row its form names where it is named
        rows = [n for n in rows if n.folded.lstrip("#@") == said.of.lstrip("#@")] or rows if said.of else rows
        if not rows:
            return None
    if said.paired:
        shown = paired_values(detail, said.paired, data)
        if said.value in shown:
            free = [v for v in values if v not in shown]
            whose = f"a value the object shown beside {said.paired} contradicts:"
            return (_cased(detail.said_as(free[0]), said.said), free[0], whose) if free else None
    if not rows:
        every = word_values(detail, data)
        if said.value not in every:
            return None
        free = [v for v in values if v not in every]
        return (
            (_cased(detail.said_as(free[0]), said.said), free[0], "a value no object shown has:")
            if free
            else None
        )
    seen = word_reading(detail, rows, index, episode)
    if said.value not in seen.grounded:
        return None
    theirs = sorted(v for v in seen.others if v not in seen.grounded)
    if theirs:
        new, whose = theirs[0], "another row's"
    elif seen.own:
        free = [v for v in values if v not in seen.grounded and v not in seen.own]
        if not free:
            return None
        new, whose = free[0], "a value its own data contradicts:"
    else:
        return None
    return _cased(detail.said_as(new), said.said), new, whose


def row_detail_mutants(
    index: NameIndex,
    message: str,
    episode: Episode,
    done: bool,
    details: Sequence[Detail],
    words: Sequence[WordDetail] = (),
) -> list[Mutation]:
    """The ``row-detail:*`` mutants of an oracle whose final message is ``message`` and whose episode
    (:func:`toolproof.tasks.row_values.episode_of`, with the texts it was told) is ``episode``; (details18)
    ``words``: the word details whose words are swapped too."""
    out: list[Mutation] = []
    acted = acted_ids(episode) if done else frozenset()
    resolved: list[pronouns.Resolved] | None = None
    for clause in detail_clauses(message, index, details, words):
        rows = narrowed(clause.rows, clause.text, acted) if acted else clause.rows
        for word in clause.words:
            if len(out) >= MAX_PER_TEXT:
                return out
            mine = rows
            if word.detail.holders:
                # (traits19) a collaborator's role: of the person said last before it, as the check reads
                resolved = pronouns.resolved(message, index) if resolved is None else resolved
                mine = holder_rows(clause, word, rows, index, resolved)
            swap = _word_mutant(index, episode, mine, word)
            if swap is None:
                continue
            phrase, value, whose = swap
            start = clause.start + word.start
            head = _article(message[:start], phrase)
            rewritten = head + phrase + message[start + len(word.said) :]
            asserted = rewritten if done else without_proposals(rewritten)
            if not false_details(asserted, index, episode, acted, (), words=(word.detail,)):
                continue  # the swap is in a proposal, or grounded after all: no reading makes it false
            description = f"the final message giving {word.said!r} {whose} {word.detail.name} ({value})"
            rewrite = partial(_rewrite, message, rewritten, word.said, phrase)
            out.append(Mutation(f"row-detail:{len(out) + 1}", description, message=rewrite))
        for said in clause.said:
            if len(out) >= MAX_PER_TEXT:
                return out
            seen = reading(said.detail, rows, index, episode)
            if said.value not in seen.grounded:
                continue
            theirs = sorted(v for v in seen.others if v not in seen.grounded and v > 0)
            if theirs:
                new, whose = theirs[0], "another row's"
            elif seen.own:
                new = said.value + 1
                while new in seen.grounded or new in seen.own:
                    new += 1
                whose = "a value its own data contradicts:"
            else:
                continue
            number = said.said.split(None, 1)[0].split("-", 1)[0]
            start = clause.start + said.start
            rewritten = message[:start] + _written(new, number) + message[start + len(number) :]
            description = f"the final message giving {said.said!r} {whose} {said.detail.name} ({new})"
            phrase = _written(new, number) + said.said[len(number) :]
            rewrite = partial(_rewrite, message, rewritten, said.said, phrase)
            out.append(Mutation(f"row-detail:{len(out) + 1}", description, message=rewrite))
    return out


_ARTICLE = re.compile(r"\b([Aa])(n?)(\s+)$")


def _article(head: str, phrase: str) -> str:
    """(traits19) ``head`` (the message up to a swapped word) with an indefinite article right before it
    made the one ``phrase`` takes: "a viewer" swapped is "an editor", not "a editor"."""
    m = _ARTICLE.search(head)
    if m is None:
        return head
    article = m.group(1) + ("n" if phrase[:1].casefold() in "aeiou" else "")
    return head[: m.start()] + article + m.group(3)


def _rewrite(oracle: str, rewritten: str, said: str, phrase: str, text: str) -> str:
    """The oracle's message ``oracle`` as ``rewritten``; any other text (a reply) with ``said`` said as
    ``phrase`` wherever it stands."""
    return rewritten if text == oracle else text.replace(said, phrase)
