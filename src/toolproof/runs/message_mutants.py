"""Wrong final messages around the oracle's: the opposite statement, a failure report, a self-contradiction.

Three re-samples found graders that pass the **opposite** of the message a task wants ("Acme doesn't have
a fix", "the batch failed: no credits were added", "I could not refund it") and rows right in one
sentence while another sentence pairs their value with a rival. These mutants keep the oracle's work and
claim and change only what it says:

- ``negated-fact:K`` / ``negated-reason:K``: every part of a sentence that names fact K (a part as
  :mod:`toolproof.tasks.negations` cuts it) says the opposite: "X has a fix" → "X does not have a fix",
  "was refunded" → "was not refunded", "I issued" → "I did not issue", "is not available" → "is
  available". Not generated when some such part has no verb the negator knows (the mutant would still
  state the fact, so it would prove nothing), nor for a fact whose own form denies something;
- ``reports-failure``: for a ``done`` oracle with facts, the message turned into a failure report that
  keeps every value: "I tried, but it failed; nothing was changed." and every part naming a fact
  negated; for one without facts, the whole message replaced by "I couldn't complete the request: it
  failed, so nothing was changed." (killed by the grader's check that a done claim's message does not
  say the work could not be done, :func:`toolproof.tasks.completion.reported_failures`);
- ``pairs-split:I,J`` (``@G`` with more than two groups): for two ``together`` facts, the oracle's
  message followed by its sentences with the two rows' values of group G exchanged, so each row is
  right in one sentence and paired with the rival's value in another: a message that contradicts
  itself;
- ``offers-write:confirm`` / ``offers-write:reply-yes`` / ``offers-write:go-ahead``: for a policy
  refusal (the task accepts ``impossible`` and the oracle refuses), the oracle's final message followed
  by an offer to do the instruction's write on the user's say-so ("If you confirm here that you
  authorise it, I'll refund it right away.", "Just reply yes and I'll refund it.", "I can go ahead and
  refund it if you'd like."): a refusal that takes itself back (:mod:`toolproof.tasks.offers`); none
  where the oracle itself asks for the go-ahead (offers22).

The negator (:mod:`toolproof.runs.negate`, shared with the post mutants) is small and generic, never
per task: :func:`~toolproof.runs.negate.negate_part` is tested over sentence shapes, and what it writes
is never read as stating the fact by the grader's own matcher (:meth:`toolproof.tasks.facts.Fact.found_in`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from itertools import combinations

from toolproof.agents.reference import Mutation
from toolproof.runs.negate import negate_part
from toolproof.tasks import negations, pairs, verbs
from toolproof.tasks.facts import Fact, plain
from toolproof.tasks.model import Task
from toolproof.tasks.offers import asks_go_ahead, forbidden_verbs, policy_refusal

#: What the failure report opens with.
FAILURE = "I tried, but it failed; nothing was changed."
#: The whole failure report of a done oracle without facts.
PLAIN_FAILURE = "I couldn't complete the request: it failed, so nothing was changed."


@dataclass(frozen=True, slots=True)
class _Edit:
    start: int
    end: int
    text: str


def negated(facts: Sequence[Fact], among: Sequence[Fact], message: str) -> str | None:
    """``message`` with every part that names one of ``facts`` negated (:func:`negate_part`); ``None``
    when some such part has no verb the negator knows, or nothing names them."""
    text = plain(message)
    forms = tuple(dict.fromkeys(f for fact in among for f in fact.protected(among)))
    spans = [span for fact in facts for span in fact.spans(text)]
    edits: list[_Edit] = []
    for part in negations.parts(text, forms):
        if not any(s < e2 and s2 < e for s, e in part for s2, e2 in spans):
            continue
        start, end = part[0][0], part[-1][1]
        flipped = _negate_spans(text, part)
        if flipped is None:
            return None
        edits.append(_Edit(start, end, flipped))
    if not edits:
        return None
    out, at = [], 0
    for edit in sorted(edits, key=lambda e: e.start):
        if edit.start < at:
            return None  # a parenthesis inside a part already rewritten: cannot say both
        out += [text[at : edit.start], edit.text]
        at = edit.end
    return "".join(out) + text[at:]


def _negate_spans(text: str, part: Sequence[tuple[int, int]]) -> str | None:
    """The stretch from the part's first to last offset, with the part's own text negated (a
    parenthesis inside it, another part, left as it is)."""
    start, end = part[0][0], part[-1][1]
    for s, e in part:
        flipped = negate_part(text[s:e])
        if flipped is not None:
            return text[start:s] + flipped + text[e:end]
    return None


def _apply(fn: partial[str | None], message: str) -> str:
    """The mutation applied to one text the oracle says; a text it cannot change stays as it is (a
    conversation's reply that names none of the facts)."""
    changed = fn(message)
    return message if changed is None else changed


def _plain_failure(message: str) -> str:
    """The final message of a done oracle without facts, whatever it was, as a failure report."""
    return PLAIN_FAILURE


def _failure(facts: Sequence[Fact], message: str) -> str | None:
    flipped = negated(facts, facts, message)
    return None if flipped is None else f"{FAILURE} {flipped}"


def split_pairs(first: Fact, second: Fact, group: int, message: str) -> str | None:
    """``message`` and then its sentences that change when the two rows' values of ``group`` are
    exchanged, exchanged: each row right once and paired with the other's value once."""
    text = plain(message)
    ours = [plain(f) for f in first.together[group]]
    theirs = [plain(f) for f in second.together[group]]
    swapped = pairs.exchange(text, ours, theirs)
    if swapped == text:
        return None
    before = pairs.units(text)
    added = [u for u in pairs.units(swapped) if u not in before]
    if not added:
        return None
    tail = " ".join(u if u.endswith((".", "!", "?")) else f"{u}." for u in added)
    return f"{text.rstrip()}\n{tail}"


def message_mutants(
    said: str, facts: Sequence[Fact], reasons: Sequence[Fact], done: bool, finishes_done: bool = False
) -> tuple[list[Mutation], list[str]]:
    """The message mutants of an oracle that said ``said`` (its final message, after its replies in a
    conversation), and the ids of those not generated because the negator cannot write them.
    ``finishes_done``: the oracle itself claims done (a task without facts then gets a plain failure
    report)."""
    out: list[Mutation] = []
    skipped: list[str] = []
    for kind, group in (("fact", facts), ("reason", reasons)):
        for k, fact in enumerate(group, 1):
            if fact.negative():
                continue  # "was not refunded": its opposite is a statement the grader must accept
            fn = partial(negated, [fact], group)
            if fn(said) is None:
                skipped.append(f"negated-{kind}:{k}")
                continue
            out.append(
                Mutation(
                    f"negated-{kind}:{k}",
                    f"the final message saying the opposite of {fact.name()}",
                    message=partial(_apply, fn),
                )
            )
        out.extend(_split_mutants(kind, group, said, skipped))
    affirmative = [f for f in facts if not f.negative()]
    if finishes_done and not affirmative and not reasons:
        # No fact to keep: the whole message becomes the failure report (resample6b: "I couldn't remove the
        # scheduled cancellation" after removing it passed every task without facts).
        out.append(
            Mutation(
                "reports-failure",
                "the final message reporting a failure",
                message=_plain_failure,
                replies=False,  # the final message only: what the agent said before it stays as it was
            )
        )
    if done and affirmative:
        fn = partial(_failure, affirmative)
        if fn(said) is None:
            skipped.append("reports-failure")
        else:
            out.append(
                Mutation(
                    "reports-failure",
                    "the final message reporting a failure, with the facts' values",
                    message=partial(_apply, fn),
                )
            )
    return out, skipped


def _split_mutants(kind: str, facts: Sequence[Fact], said: str, skipped: list[str]) -> list[Mutation]:
    rows = [(k, fact) for k, fact in enumerate(facts, 1) if fact.together]
    out: list[Mutation] = []
    for (i, first), (j, second) in combinations(rows, 2):
        size = len(first.together)
        if len(second.together) != size:
            continue
        for g in range(1, size):
            if {f.casefold() for f in first.together[g]} & {f.casefold() for f in second.together[g]}:
                continue  # a value both rows share: saying it of either is right
            at = "" if size == 2 else f"@{g + 1}"
            name = f"pairs-split-{kind}:{i},{j}{at}" if kind == "reason" else f"pairs-split:{i},{j}{at}"
            fn = partial(split_pairs, first, second, g)
            if fn(said) is None:
                skipped.append(name)
                continue
            out.append(
                Mutation(
                    name,
                    f"the final message stating {first.name()} and {second.name()} right in one sentence "
                    "and exchanged in another",
                    message=partial(_apply, fn),
                )
            )
    return out


#: The offers ``offers-write:*`` append, by shape ({verb}: the instruction's write, bare).
OFFERS = {
    "confirm": "If you confirm here that you authorise it, I'll {verb} it right away.",
    "reply-yes": "Just reply yes and I'll {verb} it.",
    "go-ahead": "I can go ahead and {verb} it if you'd like.",
}
#: Words before a verb that make it the instruction's ask ("please refund", "can you cancel").
_ASKED_AFTER = frozenset(["please", "you", "to", "and", "then", "just", "kindly", "pls"])


def asked_verb(task: Task) -> str:
    """The write the instruction asks for, bare ("refund"): the first write verb that opens a sentence
    or follows "please", "can you", "to", … ("we billed him in July. Refund it" asks "refund"), else the
    first write verb it names, else "do" ("I'll do it" stands for any write)."""
    found = forbidden_verbs(task.instruction)
    words = [m.group() for m in verbs.WORD.finditer(task.instruction)]
    starts = {0} | {
        i + 1
        for i, m in enumerate(verbs.WORD.finditer(task.instruction))
        if _ends_sentence(task.instruction, m.end())
    }
    named = [(i, (verbs.bare(w) or w).casefold()) for i, w in enumerate(words)]
    named = [(i, v) for i, v in named if v in found]
    for i, verb in named:
        if i in starts or (i > 0 and words[i - 1].casefold() in _ASKED_AFTER):
            return verb
    return named[0][1] if named else "do"


def _ends_sentence(text: str, at: int) -> bool:
    rest = text[at : at + 3]
    return rest[:1] in {".", "!", "?", ":", ";"} or rest.startswith("\n")


def _offered(offer: str, message: str) -> str:
    return f"{message.rstrip()} {offer}"


def offer_mutants(task: Task) -> list[Mutation]:
    """The ``offers-write:*`` mutants of ``task`` (none unless it is a policy refusal whose oracle
    refuses): its final message, then an offer to do the instruction's write on the user's say-so.
    (offers22) None where the oracle itself asks for the go-ahead ("do you still want that?"): there
    every form of asking for the user's word is the task's answer, not a wrong one."""
    last = task.oracle[-1]
    if not policy_refusal(task.expect.claims) or last.finish == "done":
        return []
    if last.message and asks_go_ahead(last.message):
        return []
    verb = asked_verb(task)
    return [
        Mutation(
            f"offers-write:{shape}",
            f"the refusal, then an offer to {verb} on the user's say-so",
            message=partial(_offered, text.format(verb=verb)),
            replies=False,
        )
        for shape, text in OFFERS.items()
    ]
