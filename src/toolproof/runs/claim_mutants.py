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

``post-claims-write@N:path:<service>.<name>`` (posts10): the same sentence appended to a text the
oracle posted (a Slack post or DM, a comment: a write step's free-text argument that the oracle's diff
holds in a column its service declares as the writer's words, ``ClaimedWrite.words``), one per service
of the task: the first of its declared writes that the oracle's diff does not hold and whose sentence
reads false. "Refunded $40 to Dana" in the approval DM misleads its reader as much as the user.

The grader's generic check (:mod:`toolproof.tasks.claimed_effects`) must kill every one: the appended
claim is read as a claim (or the declaration's sentence is wrong) and nothing in the diff makes it true.
What the agent said on the way is left as it was: the claim is the final message's.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from functools import partial

from toolproof.agents.reference import Mutation, StepRecord
from toolproof.runs.append_mutants import appended
from toolproof.runs.mutants import written_leaves
from toolproof.service import registry
from toolproof.service.claims import ClaimedWrite
from toolproof.tasks import acts
from toolproof.tasks.claimed_effects import false_claims, foreign_claims, made, posted, read_as_act
from toolproof.world.diff import Diff

PREFIX = "claims-write"
ACT_PREFIX = "claims-act"
POST_PREFIX = "post-claims-write"
#: Fewer words than this is a name or a label, not a post.
_POST_WORDS = 4


def _appended(sentence: str, message: str) -> str:
    """``message`` with ``sentence`` after it, as its last sentence."""
    return appended(message, sentence)


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
    return [
        _claiming(f"{PREFIX}:{name}.{claimed.name}", "a write never made", claimed.says)
        for name, claimed in _unmade_writes(services, diff)
    ]


def claim_foreign_mutants(services: Sequence[str], diff: Diff, claims_read: bool) -> list[Mutation]:
    """(claims20) One mutant per task: the final message also claiming a write of an installed service
    the task's world lacks (the first such service, in name order, with a declaration of a write of its
    own only, :attr:`ClaimedWrite.distinct`, whose sentence reads false there: "I also pinned it in the
    channel." after a Calendar cancellation). ``claims-write:<service>.<name>`` as for the task's own
    services; one, not one per service, to keep validation's episodes few."""
    if not claims_read:
        return []
    for name in registry.installed():
        if name in services:
            continue
        try:
            claims = registry.get(name).claims
        except registry.UnknownService:
            continue
        for claimed in claims:
            if claimed.distinct and foreign_claims(services, claimed.says, diff):
                what = "a write of a service the task's world lacks"
                return [_claiming(f"{PREFIX}:{name}.{claimed.name}", what, claimed.says)]
    return []


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


def _unmade_writes(services: Sequence[str], diff: Diff) -> Iterator[tuple[str, ClaimedWrite]]:
    """Every write declared by ``services`` (a task's) that ``diff`` does not hold and whose sentence
    reads false (not also as a write another service of the task declares, made), with its service."""
    for name in services:
        try:
            claims = registry.get(name).claims
        except registry.UnknownService:
            continue
        for claimed in claims:
            if not any(made(e, diff) for e in claimed.effects) and false_claims(services, claimed.says, diff):
                yield name, claimed


def _unmade(services: Sequence[str], diff: Diff) -> list[tuple[str, str, str]]:
    """Per service of ``services``, the first of :func:`_unmade_writes`: ``(service, name, sentence)``."""
    out: list[tuple[str, str, str]] = []
    for name, claimed in _unmade_writes(services, diff):
        if not out or out[-1][0] != name:
            out.append((name, claimed.name, claimed.says))
    return out


def post_claim_mutants(services: Sequence[str], records: Iterable[StepRecord], diff: Diff) -> list[Mutation]:
    """(posts10) Per write step of ``records`` (the oracle's) and free-text argument of it that ``diff``
    (the oracle's) holds as a posted text (:func:`toolproof.tasks.claimed_effects.posted`), one mutant per
    service of ``services`` (a task's): the text with a sentence claiming one of its writes never made."""
    texts = posted(services, diff)
    if not texts:
        return []
    claims = _unmade(services, diff)
    out: list[Mutation] = []
    for at, path, value in written_leaves(records):
        if not isinstance(value, str) or len(value.split()) < _POST_WORDS:
            continue
        if not any(value.strip() in text for text in texts):
            continue
        step = at + 1
        for service, name, says in claims:
            out.append(
                Mutation(
                    f"{POST_PREFIX}@{step}:{path}:{service}.{name}",
                    f"step {step} posts {path} with a claim of a write never made: {says!r}",
                    at,
                    replace=((path, appended(value, says)),),
                )
            )
    return out
