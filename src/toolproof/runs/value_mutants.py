"""(values11) Wrong card digits, wrong enum values and invented replies in an oracle's final message.

The tenth re-sample passed a card ending 4242 that was an Amex ending 8431, a dispute "as fraudulent"
that was for a product not received, a decline "for insufficient funds" that was a generic decline, and
"he replied that he'll take it" from someone who never answered (``docs/reviews/resample10c.md``).
These mutants keep the oracle's work and claim (one that finishes ``done``, ``impossible`` or
``need_info``) and prove the generic checks (:func:`toolproof.tasks.grader.stated_value_verdicts`):

- ``wrong-last4:K`` — the K-th distinct card's last four the final message states, every digit one
  more (mod 10): "ending 8431" → "ending 9542";
- ``wrong-enum:K`` — the K-th distinct enum value it states as a field's (:mod:`toolproof.tasks.enums`),
  said as the next member of that field: "declined for generic decline" → "… for insufficient funds";
- ``invented-reply`` — the final message, then "<Name> replied to confirm." for the first person it
  names (a row of a table whose service declares what its people say) of whom the oracle's episode
  shows nothing said: a reply nobody gave.

Every occurrence of the value is changed, so that no sentence still states the right one.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from functools import partial
from typing import Any

from toolproof.agents.reference import Mutation
from toolproof.agents.run import EpisodeResult
from toolproof.tasks import card_digits, enums, replies
from toolproof.tasks.model import STATING_CLAIMS, Task
from toolproof.tasks.names import NameIndex


def shifted(digits: str) -> str:
    """Every digit one more, mod 10: "8431" → "9542"."""
    return "".join(str((int(d) + 1) % 10) for d in digits)


def rewrite_digits(digits: str, new: str, text: str) -> str:
    """``text`` with every card's last four it states that are ``digits`` stated as ``new``."""
    out, at = [], 0
    for said in card_digits.stated(text):
        if said.digits == digits:
            out += [text[at : said.start], new]
            at = said.end
    return "".join(out) + text[at:]


def wrong_last4_mutants(final: str, finishes_stating: bool) -> list[Mutation]:
    """The ``wrong-last4:*`` mutants of an oracle whose final message is ``final``."""
    if not finishes_stating:
        return []
    seen: list[str] = []
    for said in card_digits.stated(final):
        if said.digits not in seen:
            seen.append(said.digits)
    return [
        Mutation(
            f"wrong-last4:{k}",
            f"the final message stating a card ending {shifted(d)} for the one ending {d}",
            message=partial(rewrite_digits, d, shifted(d)),
        )
        for k, d in enumerate(seen, 1)
    ]


def other_member(field: Any, member: str) -> tuple[str, str] | None:
    """The next member of ``field`` after ``member`` (cyclically) and the words it is said in."""
    members = list(field.values)
    if len(members) < 2:
        return None
    other = members[(members.index(member) + 1) % len(members)]
    words = field.values[other]
    return other, (words[0] if words else other)


def rewrite_value(fields: tuple[Any, ...], name: str, member: str, words: str, text: str) -> str:
    """``text`` with every ``member`` it states as the field ``name``'s said in ``words`` instead."""
    out, at = [], 0
    for said in enums.stated(text, fields):
        if said.field.name == name and said.member == member and said.start >= at:
            out += [text[at : said.start], words]
            at = said.end
    return "".join(out) + text[at:]


def wrong_enum_mutants(
    final: str,
    finishes_stating: bool,
    services: Iterable[str],
    fails: Callable[[str], bool] | None = None,
) -> list[Mutation]:
    """The ``wrong-enum:*`` mutants of an oracle whose final message is ``final`` (fields read of their
    row only, ``EnumField.row_only``, are the ``row-enum`` family's). ``fails``: (fields14) whether the
    grade fails a message; given, each value is said as the first other member of its field (cyclically
    after it) whose message it fails, and a value every other member of which the episode grounds draws
    none ("cancels immediately" where every other subscription read cancels immediately); without it,
    the next member."""
    fields = tuple(f for f in enums.declared(services) if not f.row_only)
    if not finishes_stating or not fields:
        return []
    seen: list[tuple[Any, str, str]] = []
    for said in enums.stated(final, fields):
        if not any(f.name == said.field.name and m == said.member for f, m, _ in seen):
            seen.append((said.field, said.member, said.said))
    out = []
    for k, (field, member, written) in enumerate(seen, 1):
        others = [other_member(field, member)] if fails is None else list(_others(field, member))
        for other in others:
            if other is None:
                continue
            words = other[1].upper() if written.isupper() else other[1]
            rewrite = partial(rewrite_value, fields, field.name, member, words)
            if fails is not None and not fails(rewrite(final)):
                continue
            out.append(
                Mutation(
                    f"wrong-enum:{k}",
                    f"the final message stating the {field.name} {words!r} for {written!r}",
                    message=rewrite,
                )
            )
            break
    return out


def _others(field: Any, member: str) -> Iterator[tuple[str, str]]:
    """The other members of ``field``, cyclically after ``member``, each with the words it is said in."""
    members = list(field.values)
    at = members.index(member)
    for other in members[at + 1 :] + members[:at]:
        words = field.values[other]
        yield other, (words[0] if words else other)


def _appended(sentence: str, text: str) -> str:
    return f"{text.rstrip()} {sentence}"


def invented_reply_mutants(index: NameIndex, task: Task, baseline: EpisodeResult) -> list[Mutation]:
    """The ``invented-reply`` mutant of ``task``'s oracle, from its fault-free run ``baseline``: its
    final message then saying that the first person it names of whom the episode shows nothing said
    (in the responses the oracle received, the rows it changed, or a text it was given that reports a
    reply of theirs) replied. None when every person it names did say something."""
    finish = next((step.finish for step in reversed(task.oracle) if step.finish is not None), None)
    if baseline.grade is None or finish not in STATING_CLAIMS or not replies.declared(task.services):
        return []
    final = baseline.grade.message
    texts = [task.instruction or "", task.policy or ""]
    texts += [str(t.get("text", "")) for t in baseline.trajectory if t.get("type") == "user"]
    bodies = [t.get("body") for t in baseline.trajectory if t.get("type") == "call"]
    rows: list[Any] = []
    for table in baseline.grade.diff.tables.values():
        rows += [*table.added, *table.removed, *(part for c in table.changed for part in (c.before, c.after))]
    for mention in index.mentioned(final):
        sentence = f"{mention.said} replied to confirm."
        if replies.invented_replies(sentence, task.services, index, texts, rows, bodies):
            return [
                Mutation(
                    "invented-reply",
                    f"the final message then saying {sentence!r} (nothing of theirs in the episode)",
                    message=partial(_appended, sentence),
                )
            ]
    return []
