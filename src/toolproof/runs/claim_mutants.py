"""A final message that claims one more write, of a kind the oracle never made: ``claims-write:*``.

The lead's eighth re-sample found a done message passing with a write it never made beside the ones it
did ("Booked the review, invited Maria Garcia to it and DMed her the time": nobody was invited). These
mutants keep the oracle's work and claim and append to its final message the sentence a service of the
task declares for one of its write verbs (:mod:`toolproof.service.claims`: "I also pinned it in the
channel.", "I also refunded the customer's most recent charge."), for each declared write of which the
oracle's own diff holds no change. ``claims-write:<service>.<name>``, e.g. ``claims-write:slack.pin``. A
sentence that also reads as another write a service of the task declares, one the oracle made ("I also
scheduled …" beside a booked event, where "scheduled" is Google Calendar's too), is true by the check's
own rule (any declared kind counts) and is not written.

``claims-act:<kind>`` (claims9): the same, for each kind of act no API names (:mod:`toolproof.tasks.acts`:
"I've also pinged the account owner to let them know.", "I also asked Dara Okafor to double-check it.",
"I also requested access to the finance channel.", "I also invited Maria Garcia to it.", "I've also
started the return for the customer."), where the oracle's diff holds no write that implies it and no
service declaration's own phrase reads the sentence (that is a ``claims-write`` mutant already).

The grader's generic check (:mod:`toolproof.tasks.claimed_effects`) must kill every one: the appended
claim is read as a claim (or the declaration's sentence is wrong) and nothing in the diff makes it true.
What the agent said on the way is left as it was: the claim is the final message's.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from toolproof.agents.reference import Mutation
from toolproof.service import registry
from toolproof.tasks import acts
from toolproof.tasks.claimed_effects import false_claims, made, read_as_act
from toolproof.world.diff import Diff

PREFIX = "claims-write"
ACT_PREFIX = "claims-act"


def _appended(sentence: str, message: str) -> str:
    """``message`` with ``sentence`` after it, as its last sentence."""
    body = message.rstrip()
    if not body:
        return sentence
    return f"{body}{'' if body[-1] in '.!?' else '.'} {sentence}"


def _claiming(mutant_id: str, what: str, says: str) -> Mutation:
    """The mutant ``mutant_id``: the final message with ``says`` after it (what was said on the way is
    left as it was)."""
    return Mutation(
        mutant_id,
        f"the final message also claims {what}: {says!r}",
        message=partial(_appended, says),
        replies=False,
    )


def claim_write_mutants(services: Sequence[str], diff: Diff, claims_read: bool) -> list[Mutation]:
    """One mutant per write declared by ``services`` (a task's) that ``diff`` (the oracle's) does not
    hold: the final message claiming it too. ``claims_read``: whether the grader reads the oracle's
    final message for claimed writes (a done, or a refusal or question after a committed write); none
    otherwise (a refusal after no write is held to "no write at all" by another check)."""
    if not claims_read:
        return []
    out: list[Mutation] = []
    for name in services:
        try:
            claims = registry.get(name).claims
        except registry.UnknownService:
            continue
        for claimed in claims:
            if any(made(effect, diff) for effect in claimed.effects):
                continue
            if not false_claims(services, claimed.says, diff):
                continue  # the sentence also reads as a write another service of the task declares, made
            out.append(_claiming(f"{PREFIX}:{name}.{claimed.name}", "a write never made", claimed.says))
    return out


def claim_act_mutants(services: Sequence[str], diff: Diff, finishes_done: bool) -> list[Mutation]:
    """One mutant per kind of claimed act (:mod:`toolproof.tasks.acts`) that ``diff`` (the oracle's)
    makes false for ``services`` (a task's) and that no declaration's own phrase reads: the final message
    claiming it too. None for an oracle that does not finish ``done``."""
    if not finishes_done:
        return []
    out: list[Mutation] = []
    for kind, says in acts.SAYS.items():
        if read_as_act(services, says) and false_claims(services, says, diff):
            out.append(_claiming(f"{ACT_PREFIX}:{kind}", "an act never taken", says))
    return out
