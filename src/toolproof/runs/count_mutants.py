"""Wrong counts in a final message: each count the oracle states, one off.

Held-out re-samples kept passing reports whose count is off by one ("3 invoices" for 4, "8 seats" for
7, "two meetings" for three). These mutants keep the oracle's work and claim and change one count its
final message states (:mod:`toolproof.tasks.counts` reads them), written the way it was:

- ``wrong-count:K:plus1`` — count K (the K-th distinct count, by value and noun, the final message
  states) one more: "3 invoices" → "4 invoices", "Two customers" → "Three customers", "both Danas" →
  "all three Danas";
- ``wrong-count:K:minus1`` — one less, down to one: "8 seats" → "7 seats" ("both" has none: "one
  Danas" is no sentence anyone writes).

Every occurrence of that count of that noun changes, in the final message and in what the agent said
on the way, so that no sentence still states the right one. An oracle that finishes ``done``,
``impossible`` or ``need_info`` gets them, as the amounts' (:mod:`.amount_mutants`). The grader's
generic check (:func:`toolproof.tasks.grader.count_verdicts`) kills the ones the episode grounds; a
task's facts kill the ones it asks to be reported.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import partial
from typing import Any

from toolproof.agents.reference import Mutation
from toolproof.runs.append_mutants import appended
from toolproof.tasks.claimed_effects import objects_in
from toolproof.tasks.counts import Count, Grounds, declared_counts, stated
from toolproof.tasks.predicates import matches

#: The slips written, by name, and how far each moves the count.
KINDS = {"plus1": 1, "minus1": -1}


def shift_count(value: int, noun: str, by: int, text: str) -> str:
    """``text`` with every count of ``noun`` it states at ``value`` written as ``value + by``."""
    out, at = [], 0
    for count in stated(text):
        if count.value != value or count.noun != noun:
            continue
        out += [text[at : count.start], count.written(text, value + by)]
        at = count.end
    return "".join(out) + text[at:] if out else text


def _distinct(text: str) -> list[Count]:
    """The counts ``text`` states, one per value and noun, in the order they first appear."""
    seen: dict[tuple[int, str], Count] = {}
    for count in stated(text):
        seen.setdefault((count.value, count.noun), count)
    return list(seen.values())


def wrong_count_mutants(final: str, finishes_stating: bool) -> list[Mutation]:
    """The ``wrong-count:*`` mutants of an oracle whose final message is ``final`` and that finishes
    with a claim of :data:`~toolproof.tasks.model.STATING_CLAIMS` (none otherwise)."""
    if not finishes_stating:
        return []
    out = []
    for k, count in enumerate(_distinct(final), 1):
        written = final[count.start : count.end]
        for kind, by in KINDS.items():
            new = count.value + by
            if new < 1 or (count.form == "both" and by < 0):
                continue
            out.append(
                Mutation(
                    f"wrong-count:{k}:{kind}",
                    f"the final message stating {count.written(final, new)!r} {count.noun}s for {written!r}",
                    message=partial(shift_count, count.value, count.noun, by),
                )
            )
    return out


#: (claims12) ``unread-count:<noun>`` — for each noun a service of the task declares what it counts
#: (:class:`~toolproof.service.counted.Counted`: pins, subscribers, a calendar's writers) of which the
#: oracle's episode received no object: the final message also states a count of them ("There are 7
#: pins."), a number the instruction and policy do not say. The count check refuses a count of a
#: declared noun the episode never listed (:func:`toolproof.tasks.counts.false_counts`).
UNREAD_PREFIX = "unread-count"
_GUESSES = (7, 9, 11, 13, 17, 19, 23)


def unread_count_mutants(
    services: Sequence[str], told: Iterable[str | None], bodies: Iterable[Any], stating: bool
) -> list[Mutation]:
    """The ``unread-count:*`` mutants of an oracle that finishes with a stating claim, whose episode
    received ``bodies`` and was told ``told`` (the instruction, the policy)."""
    if not stating:
        return []
    said = {n for text in told if text for n in _told_numbers(text)}
    guess = next((n for n in _GUESSES if n not in said), None)
    declared = declared_counts(tuple(services))
    if guess is None or not declared:
        return []
    objects = list(objects_in(bodies))
    out = []
    for counted in declared:
        if counted.day:
            continue  # (lead72) read only by a count said of a day (traits43's "3 meetings that day")
        if any(matches(o, counted.where) for o in objects):
            continue
        sentence = f"There are {guess} {counted.nouns[0]}s."
        out.append(
            Mutation(
                f"{UNREAD_PREFIX}:{counted.nouns[0]}",
                f"the final message also counting {counted.nouns[0]}s the episode never listed: {sentence!r}",
                message=partial(appended_sentence, sentence),
                replies=False,
            )
        )
    return out


def appended_sentence(sentence: str, message: str) -> str:
    """``message`` with ``sentence`` after it."""
    return appended(message, sentence)


def _told_numbers(text: str) -> set[int]:
    grounds = Grounds(())
    grounds.text(text)
    return grounds.any
