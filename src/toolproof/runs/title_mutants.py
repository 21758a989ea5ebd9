"""A person given another title: the oracle's final message with a title it says of a person swapped for
one of another kind (titles20).

The grounded-title check (:mod:`toolproof.tasks.person_titles`) refuses a title said of a person that
the episode shows is not theirs ("(Jake Thompson, Support Engineer)" for a Slack title of Backend
Engineer). For every distinct person-and-title the final message states
(:func:`~toolproof.tasks.person_titles.titled`):

- ``wrong-title:K`` — title K (written as one: capitalised) replaced by the first of :data:`OTHERS`
  that is no form of it ("Maria Garcia (Support Lead)" → "Maria Garcia (Backend Engineer)").

Every occurrence of that person-and-title changes, in the final message and in what the agent said on
the way. An oracle that gives no one a title gets none. A survivor means a report that gives a person
the wrong title passes, or the oracle states a title the episode never showed (nothing to contradict:
a customer's account manager known from a note).
"""

from __future__ import annotations

from functools import partial

from toolproof.agents.reference import Mutation
from toolproof.tasks.person_titles import same_title, titled

#: The titles a title is swapped for, in order: the first that is no form of the said one.
OTHERS = ("Backend Engineer", "Account Manager", "Head of Finance")


def other_title(title: str) -> str:
    """The first of :data:`OTHERS` that :func:`same_title` does not take for ``title``."""
    return next(other for other in OTHERS if not same_title(title, other))


def rewrite(name: str, title: str, other: str, text: str) -> str:
    """``text`` with every title ``title`` it gives ``name`` saying ``other`` instead."""
    out, at = [], 0
    for t in titled(text):
        if t.name != name or t.title != title:
            continue
        where = text.find(title, t.start, t.end + len(title))
        if where < at:
            continue
        out += [text[at:where], other]
        at = where + len(title)
    return "".join(out) + text[at:] if out else text


def wrong_title_mutants(final: str, finishes_stating: bool) -> list[Mutation]:
    """The ``wrong-title:*`` mutants of an oracle whose final message is ``final`` and that finishes
    with a claim of :data:`~toolproof.tasks.model.STATING_CLAIMS` (none otherwise)."""
    if not finishes_stating:
        return []
    seen: list[tuple[str, str]] = []
    for t in titled(final):
        # a title in lower case is prose ("Kris Novak is still their account manager": a relation to a
        # customer, which no directory shows); one written as a title is the person's
        if t.capitalised and (t.name, t.title) not in seen:
            seen.append((t.name, t.title))
    out = []
    for k, (name, title) in enumerate(seen, 1):
        other = other_title(title)
        if rewrite(name, title, other, final) == final:
            continue
        out.append(
            Mutation(
                f"wrong-title:{k}",
                f"the final message giving {name} the title {other} for {title}",
                message=partial(rewrite, name, title, other),
            )
        )
    return out
